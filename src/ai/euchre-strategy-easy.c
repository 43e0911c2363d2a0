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
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-deck.h"
#include "euchre-strategy.h"

#define EASY_PLAY_SLIP_PERCENT 12
#define EASY_BID_SLIP_PERCENT 10

static EuchreAction
easy_choose (EuchreStrategy         *self,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  EuchreAction a = euchre_strategy_simple.choose (self, view, legal, reason);
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);

  switch (view->pub.phase)
    {
    case EUCHRE_PHASE_PLAY:
      if (legal->n > 1 && euchre_rng_below (&self->rng, 100) < EASY_PLAY_SLIP_PERCENT)
        {
          *reason = N_("A beginner’s slip: play a card at random");
          return legal->actions[euchre_rng_below (&self->rng, legal->n)];
        }
      break;
    case EUCHRE_PHASE_BID1:
    case EUCHRE_PHASE_BID2:
      if ((a.type == EUCHRE_ACTION_ORDER_UP || a.type == EUCHRE_ACTION_CALL) &&
          euchre_action_list_contains (legal, &pass) &&
          euchre_rng_below (&self->rng, 100) < EASY_BID_SLIP_PERCENT)
        {
          *reason = N_("A beginner’s slip: pass instead of making trump");
          return pass;
        }
      break;
    default:
      break;
    }
  return a;
}

const EuchreStrategyClass euchre_strategy_easy = {
  .id = "easy",
  .name = N_("Easy (Simple Player with slips)"),
  .instance_size = sizeof (EuchreStrategy),
  .choose = easy_choose,
};
