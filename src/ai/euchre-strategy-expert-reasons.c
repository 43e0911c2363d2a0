/* euchre-strategy-expert-reasons.c — the reason `expert` gives for a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search only counts; the words a person is shown (the hint, the
 * coach) say what the chosen move does.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "euchre-play-facts.h"
#include "euchre-strategy-expert-private.h"

/* A reason a person can follow, from what the chosen move does. */
const char *
euchre_expert_play_reason (const EuchreView *view, EuchreCard card)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = p->trump;

  if (p->n_played == 0)
    {
      if (euchre_card_is_right_bower (card, trump))
        return N_("Lead the right bower to pull trump");
      if (euchre_card_is_trump (card, trump))
        return N_("Lead trump to draw the opponents’ trump");
      if (euchre_card_rank (card) == EUCHRE_ACE)
        return N_("Cash an off-suit ace while it can win");
      return N_("Lead a side suit: the simulations find it best");
    }
  {
    guint8 trick[4];
    EuchrePlayFacts facts;
    EuchreCardSet follow = view->hand & euchre_suit_cards (p->led_suit, trump);
    guint winner;
    gboolean partner_winning = p->trick_best != EUCHRE_SEAT_NONE &&
                               euchre_seat_side (p->trick_best) == euchre_seat_side (view->seat);

    memcpy (trick, p->trick[p->trick_number], 4);
    trick[view->seat] = card;
    winner = euchre_trick_winner (trick, p->trick_leader[p->trick_number], trump);
    if (winner == view->seat && !partner_winning)
      return follow ? N_("Take the trick with the card that just wins")
                    : N_("Trump in: you cannot follow suit and this takes the trick");
    if (partner_winning)
      return N_("Your partner is winning: play low");
    /* "Cannot win" only when no legal card wins (euchre-play-facts.h). */
    if (euchre_play_facts (view, card, &facts) && facts.can_win)
      return follow ? N_("Play low: keep your higher cards for later")
                    : N_("Throw off your least useful card: keep your trumps for later");
    return follow ? N_("You cannot win this trick: follow with your lowest card")
                  : N_("You cannot win this trick: throw off your least useful card");
  }
}

const char *
euchre_expert_bid_reason (const EuchreView *view, const EuchreAction *a, gboolean stuck)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      return view->pub.phase == EUCHRE_PHASE_DEFEND
               ? N_("Defending together beats defending alone here")
               : N_("Too weak to make trump: pass");
    case EUCHRE_ACTION_ORDER_UP:
      if (a->alone)
        return N_("Strong enough to go alone: a march scores four");
      return view->seat == view->pub.dealer ? N_("Pick up: the upcard makes a winning hand")
                                            : N_("Order up: your trump should take three tricks");
    case EUCHRE_ACTION_CALL:
      if (stuck)
        return N_("Stuck: name the suit that plays best");
      return a->alone ? N_("Name this suit and go alone: a march scores four")
                      : N_("Name the suit your hand plays best in");
    case EUCHRE_ACTION_DEFEND_ALONE:
      return N_("Defend alone: a lone euchre scores four");
    case EUCHRE_ACTION_DISCARD:
      return N_("Discard the card you will miss least (void a side suit if you can)");
    default:
      return N_("The only sensible move");
    }
}
