/* euchre-strategy-simple.c — the Simple Player of the EECS 280 Euchre
 * project specification
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its decisions are every strategy's defaults (euchre-strategy.c), so its
 * class fills none of them.
 *
 * Making: round 1, order up with two or more trump face cards (J Q K A of
 * the upcard's suit, the left bower included), not counting the upcard;
 * round 2, name the suit of the upcard's colour with one or more of its
 * trump face cards; a stuck dealer always names that suit.
 * Discard: the lowest card, the upcard included.
 * Lead: the highest non-trump card; with only trump, the highest trump.
 * Follow: the highest card that follows suit, else the lowest card.
 *
 * Outside the EECS 280 rules it does the plainest thing that is legal: it
 * never goes alone unless the rules force it, never defends alone, and
 * names the suit with the most trump face cards under a turned-up Joker.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"

static int
trump_face_count (EuchreCardSet hand, EuchreSuit trump)
{
  int n = 0;

  for (EuchreCardSet s = hand; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);

      if (euchre_card_is_trump (c, trump) &&
          (euchre_card_is_face_or_ace (c) || c == EUCHRE_JOKER))
        n++;
    }
  return n;
}

EuchreAction
euchre_simple_order_up (EuchreStrategy         *self,
                        const EuchreView       *view,
                        const EuchreActionList *legal,
                        const char            **reason)
{
  EuchreSuit suit = euchre_card_suit (view->pub.upcard);
  EuchreAction a;

  if (trump_face_count (view->hand, suit) >= 2 &&
      euchre_strategy_find_making (legal, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, FALSE, &a))
    {
      *reason = N_("Two or more trump face cards: order up");
      return a;
    }
  *reason = N_("Fewer than two trump face cards: pass");
  return euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
}

EuchreAction
euchre_simple_call (EuchreStrategy         *self,
                    const EuchreView       *view,
                    const EuchreActionList *legal,
                    const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  EuchreAction a;

  if (p->phase == EUCHRE_PHASE_BID1)
    {
      /* Under a turned-up Joker. */
      EuchreSuit best = EUCHRE_SPADES;

      for (int s = 1; s < EUCHRE_N_SUITS; s++)
        if (trump_face_count (view->hand, s) >= trump_face_count (view->hand, best))
          best = s;
      if (euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, best, FALSE, &a))
        {
          *reason = N_("Name the suit with the most trump face cards");
          return a;
        }
      return legal->actions[0];
    }

  /* Round 2: only the suit of the same colour as the upcard. */
  {
    EuchreSuit next = euchre_suit_partner (euchre_card_suit (p->upcard));
    gboolean stuck = !euchre_action_list_contains (legal, &pass);

    if ((stuck || trump_face_count (view->hand, next) >= 1) &&
        euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, next, FALSE, &a))
      {
        *reason = stuck ? N_("The dealer is stuck: name the suit of the upcard’s colour")
                        : N_("A trump face card in the suit of the upcard’s colour: name it");
        return a;
      }
    if (stuck)
      return legal->actions[0];
    *reason = N_("No trump face card in the suit of the upcard’s colour: pass");
    return pass;
  }
}

EuchreAction
euchre_simple_discard (EuchreStrategy         *self,
                       const EuchreView       *view,
                       const EuchreActionList *legal,
                       const char            **reason)
{
  *reason = N_("Discard the lowest card");
  return euchre_action_make (EUCHRE_ACTION_DISCARD,
                             euchre_card_set_lowest (view->hand, EUCHRE_CARD_NONE,
                                                     view->pub.trump),
                             EUCHRE_SUIT_NONE, FALSE);
}

EuchreAction
euchre_simple_play (EuchreStrategy         *self,
                    const EuchreView       *view,
                    const EuchreActionList *legal,
                    const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = p->trump;
  EuchreCard led = euchre_public_led_card (p);
  EuchreCardSet hand = view->hand;
  EuchreCard card;

  if (led == EUCHRE_CARD_NONE)
    {
      EuchreCardSet plain = hand & ~euchre_suit_cards (trump, trump);

      if (plain)
        {
          card = euchre_card_set_highest (plain, EUCHRE_CARD_NONE, trump);
          *reason = N_("Lead the highest card that is not trump");
        }
      else
        {
          card = euchre_card_set_highest (hand, EUCHRE_CARD_NONE, trump);
          *reason = N_("Only trump left: lead the highest");
        }
    }
  else
    {
      EuchreSuit led_suit = euchre_card_effective_suit (led, trump);
      EuchreCardSet follow = hand & euchre_suit_cards (led_suit, trump);

      if (follow)
        {
          card = euchre_card_set_highest (follow, led, trump);
          *reason = N_("Follow suit with the highest card");
        }
      else
        {
          card = euchre_card_set_lowest (hand, led, trump);
          *reason = N_("Cannot follow suit: throw the lowest card");
        }
    }
  return euchre_action_make (EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
}

/* The Simple Player is the default for every decision (euchre-strategy.c). */
const EuchreStrategyClass euchre_strategy_simple = {
  .id = "simple",
  .name = N_("Simple (EECS 280)"),
  .instance_size = sizeof (EuchreStrategy),
};
