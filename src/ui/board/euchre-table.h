/* euchre-table.h — the felt: seats, cards, trick, badges and animations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table draws what the game's signals say.  The person's cards are
 * real buttons (focusable, accessible, activated by click, Enter or
 * Space); the score, contract, seats, bids, upcard, trick and a live
 * status line are labels and pictures (euchre-table-info.h); the felt,
 * the other hands' backs and the cards in flight are drawn.  While an animation must finish
 * before play goes on (dealing, a finished trick), the table is "busy"
 * and the window pauses the game.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"
#include "euchre-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_TABLE (euchre_table_get_type ())
G_DECLARE_FINAL_TYPE (EuchreTable, euchre_table, EUCHRE, TABLE, GtkWidget)

GtkWidget       *euchre_table_new              (void);
void             euchre_table_set_game         (EuchreTable     *self,
                                                EuchreGame      *game);
void             euchre_table_set_theme        (EuchreTable     *self,
                                                EuchreCardTheme *theme);
EuchreCardTheme *euchre_table_get_theme        (EuchreTable     *self);
/* Seat labels, e.g. "West" and "Medium · Normal". */
void             euchre_table_set_seat_tag     (EuchreTable     *self,
                                                guint            seat,
                                                const char      *tag);
void             euchre_table_set_animation_speed (EuchreTable  *self,
                                                   double        speed);
void             euchre_table_set_trick_pause  (EuchreTable     *self,
                                                guint            ms);
/* The people at the seats, four names (seat 0's "You"), said in the status
 * line, the score box, the seats and the contract instead of "West"…;
 * NULL: the seats' words. */
void             euchre_table_set_players      (EuchreTable     *self,
                                                const char *const *players);
gboolean         euchre_table_get_busy         (EuchreTable     *self);
/* Skips a trick pause or animation in progress. */
void             euchre_table_skip             (EuchreTable     *self);
/* Highlights the card a hint suggests (EUCHRE_CARD_NONE: none). */
void             euchre_table_highlight_card   (EuchreTable     *self,
                                                EuchreCard       card);
/* The last finished trick of this hand as shown (card per seat, or
 * EUCHRE_CARD_NONE) and the seat that won it.  FALSE when there is none. */
gboolean         euchre_table_get_last_trick   (EuchreTable     *self,
                                                EuchreCard       cards[4],
                                                guint           *winner);
/* The trick on the felt now (card per seat, or EUCHRE_CARD_NONE): cards
 * on their way to the middle or lying there, until swept to the winner.
 * FALSE when there is none. */
gboolean         euchre_table_get_trick        (EuchreTable     *self,
                                                EuchreCard       cards[4]);
/* The button of one of the person's cards, or NULL (tests, a11y). */
GtkWidget       *euchre_table_get_card_button  (EuchreTable     *self,
                                                EuchreCard       card);
/* Whether the hand's result waits for the person (the play surface
 * holds the game meanwhile): shown in the middle with a Next Deal button
 * ("play.next-deal") once the last trick is swept. */
void             euchre_table_set_result_held  (EuchreTable     *self,
                                                gboolean         held);
GtkWidget       *euchre_table_get_next_deal_button (EuchreTable *self);
/* Focuses the first playable card. */
gboolean         euchre_table_focus_hand       (EuchreTable     *self);

G_END_DECLS
