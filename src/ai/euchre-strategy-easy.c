/* euchre-strategy-easy.c — the Easy level: the Simple Player with slips
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It asks the EECS 280 Simple Player (euchre-strategy-simple.c) what to do
 * and usually does it.  Now and then it slips, as a beginner would: on
 * about one card in eight (12 %) it plays a legal card at random instead,
 * and on about one bid in ten (10 %) that would make trump it passes
 * instead, when passing is allowed (never for a stuck dealer).  The slips
 * draw on the strategy's own generator, so a seed replays them.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"
#include "euchre-deck.h"

#define EASY_PLAY_SLIP_PERCENT 12
#define EASY_BID_SLIP_PERCENT 10

/* A bid that would make trump, now and then turned into a pass. */
static EuchreAction
bid_slip (EuchreStrategy *self, const EuchreActionList *legal, EuchreAction a,
          const char **reason)
{
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);

  if ((a.type == EUCHRE_ACTION_ORDER_UP || a.type == EUCHRE_ACTION_CALL) &&
      euchre_action_list_contains (legal, &pass) &&
      euchre_rng_below (&self->rng, 100) < EASY_BID_SLIP_PERCENT)
    {
      *reason = N_("A beginner’s slip: pass instead of making trump");
      return pass;
    }
  return a;
}

static EuchreAction
easy_order_up (EuchreStrategy         *self,
               const EuchreView       *view,
               const EuchreActionList *legal,
               const char            **reason)
{
  return bid_slip (self, legal, euchre_simple_order_up (self, view, legal, reason), reason);
}

static EuchreAction
easy_call (EuchreStrategy         *self,
           const EuchreView       *view,
           const EuchreActionList *legal,
           const char            **reason)
{
  return bid_slip (self, legal, euchre_simple_call (self, view, legal, reason), reason);
}

static EuchreAction
easy_play (EuchreStrategy         *self,
           const EuchreView       *view,
           const EuchreActionList *legal,
           const char            **reason)
{
  EuchreAction a = euchre_simple_play (self, view, legal, reason);

  if (legal->n > 1 && euchre_rng_below (&self->rng, 100) < EASY_PLAY_SLIP_PERCENT)
    {
      *reason = N_("A beginner’s slip: play a card at random");
      return legal->actions[euchre_rng_below (&self->rng, legal->n)];
    }
  return a;
}

/* Defending and discarding are the Simple Player's: the defaults. */
const EuchreStrategyClass euchre_strategy_easy = {
  .id = "easy",
  .name = N_("Easy (Simple Player with slips)"),
  .instance_size = sizeof (EuchreStrategy),
  .order_up = easy_order_up,
  .call = easy_call,
  .play = easy_play,
};
