/* euchre-cs246.h — saved games of the CS 246 Euchre assignment (its section 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A saved game is a list of whitespace-separated words (line breaks are
 * only for people):
 *
 *   S0 S1            the scores of team 0-2 and team 1-3
 *   DEALER NEXT      the dealer, and the player to act next
 *   TRUMP            ? if trump is not declared, else H, D, S or C
 *   CALLER ALONE     only when trump is declared: who called it, f or t
 *   SEED             the mt19937 seed for the shuffles to come
 *   24 cards         the deck, first to last ("AH QS …")
 *   then for each player 0 to 3:
 *     N card…        the N cards in the player's hand
 *     M card…        the M cards of the tricks the player has taken
 *
 * The last four cards of the deck are the kitty; the first of them is its
 * top card, and the three under it stay in the kitty.  A dealer's partner
 * who ordered the dealer up went alone, whether the file says f or t
 * (1.2.1: ordering up one's partner is going alone).  A game is loaded into an EuchreState under the CS 246 rules,
 * ready for the next action: bidding (trump "?"), the dealer's discard, or
 * play at the start of a trick.
 */
#pragma once

#include "euchre-state.h"

G_BEGIN_DECLS

#define EUCHRE_CS246_DECK_SIZE 24
#define EUCHRE_CS246_MAX_HAND 6

typedef struct {
  EuchreState state;          /* the position, under the CS 246 rules */
  gint64 seed;                /* as written (state.seed is this modulo 2^32) */
  guint8 next;                /* the file's next player */
  gboolean trump_set;         /* the file declared trump: no bidding is left */
  /* Each hand in the file's order; a top card the dealer picks up on
   * loading comes last. */
  guint8 hand_size[4];
  EuchreCard hands[4][EUCHRE_CS246_MAX_HAND];
} EuchreCs246Game;

/* Reads a saved game from @contents (@length bytes, or NUL-terminated if
 * -1).  On failure returns FALSE with an EUCHRE_ERROR_PARSE error whose
 * message begins with the line number ("Line 7: …"); @game is then
 * unspecified.  Any bytes at all are safe to pass. */
gboolean euchre_cs246_load (EuchreCs246Game *game,
                            const char      *contents,
                            gssize           length,
                            GError         **error);

G_END_DECLS
