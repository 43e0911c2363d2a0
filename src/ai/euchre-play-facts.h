/* euchre-play-facts.h — what is true of a seat's hand at a card to play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The guided hand, the hint and the coach say why a card is played
 * ("you have no Spades", "your partner has the trick", "none of your
 * cards can win this trick").  Every such word is chosen from these
 * facts, computed from the seat's view alone, never from which branch
 * of the code chose the card: a sentence cannot say "no trump" of a
 * hand that holds one.
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

typedef struct {
  gboolean leads;               /* the seat leads the trick (no suit led yet) */
  EuchreSuit led;               /* the effective suit led, EUCHRE_SUIT_NONE when leading */
  EuchreSuit trump;             /* EUCHRE_SUIT_NONE before trump is made */
  guint n_trumps;               /* trumps in the hand (the left bower counts) */
  gboolean holds_trump;         /* n_trumps > 0 */
  gboolean void_in_led;         /* no card of the led suit in the hand */
  gboolean partner_winning;     /* the seat's partner holds the trick so far */
  gboolean can_win;             /* some legal card beats every card played so far */
  /* The card asked about: */
  gboolean card_is_trump;
  gboolean card_follows;        /* of the led suit */
  gboolean card_wins;           /* beats every card played so far */
  gboolean card_is_left;        /* the left bower: a trump, not of its printed suit */
} EuchrePlayFacts;

/* The facts of @view (its seat to play, in the play) with @card, one of
 * its legal plays.  Returns FALSE, with *@out zeroed, when the view is
 * not the seat's turn in the play or @card is not a legal play. */
gboolean euchre_play_facts (const EuchreView *view,
                            EuchreCard        card,
                            EuchrePlayFacts  *out);

/* Why @card is played, in words chosen from @facts alone:
 *   "You have no Spades and no trump: throw off the Jack of Clubs, the
 *    card you need least."
 *   "You have no Spades, and your partner has the trick: keep your
 *    trumps and throw off the Jack of Clubs."
 * @card_name and the led suit's name are filled in.  The guided hand
 * says these; the hint says the short clause of
 * euchre_play_facts_clause(). */
char *euchre_play_facts_sentence (const EuchrePlayFacts *facts,
                                  const char            *card_name);

/* The situation in a short clause for a card hint, or NULL when there
 * is nothing worth saying (the seat leads, or follows and can win):
 *   "your partner has the trick", "you cannot win this trick",
 *   "you have no Spades and no trump", "you have no Spades". */
char *euchre_play_facts_clause   (const EuchrePlayFacts *facts);

G_END_DECLS
