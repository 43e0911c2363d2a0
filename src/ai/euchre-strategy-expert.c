/* euchre-strategy-expert.c — sampling and double-dummy search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each decision the expert deals the cards it cannot see many times,
 * consistently with everything its view shows (its own hand, the cards
 * played, the voids players revealed, where the upcard went, the maker
 * holding trump, what each bid and pass says of the hand it came from),
 * and for each candidate action plays the hand out: the
 * rest of the bidding by a plain model of the other players, the play by
 * double-dummy search.  The action with the best average wins, measured
 * as the chance to win the game (so a point is worth more or less by the
 * score), shifted by personality.
 *
 * `omniscient` is the same machinery on the true deal (tests and
 * tournaments only: it reads the oracle state the caller gives it);
 * `omniscient-bids` and `omniscient-play` use the true deal for their
 * bids or for their cards alone, to measure where the expert loses
 * strength (docs/STRENGTH.md).
 *
 * This file holds the classes: their settings and their decisions.  The
 * deals searched, the search and the reasons shown are each in a file of
 * their own (euchre-strategy-expert-private.h).
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "euchre-strategy-expert-private.h"
#include "euchre-bidding-policy.h"

/* Deals searched per decision.  A bid's rollouts disagree more from deal
 * to deal than a card's, and bids are few: 150 deals per bid won 0.8255
 * against gertz where 60 won 0.8015 (2,000 games, the same deals), for
 * a fifth more time per decision on average; 250 deals per card instead
 * of 100 gained nothing.  The time limit stops a decision early on a
 * slow or busy machine (docs/STRENGTH.md). */
#define PLAY_SAMPLES 100
#define BID_SAMPLES 150
#define BUDGET_US (150 * 1000)
/* Reading the play (euchre-play-reading.c): of READING_DRAWS deals, one
 * searched, kept in proportion to the chance that the others' cards (and
 * bids, READ_BIDS) were played in it, taking them to play as `gertz`
 * would but for a slip of READING_SLIP.  Off (one deal: no choice): in
 * 2,000-game screens against `gertz`, the very model it reads by, no
 * setting won more than the noise (docs/STRENGTH.md, session 13), and
 * each costs time.  EUCHRE_EXPERT_READING turns it on for measurements. */
#define READING_DRAWS 1
#define READING_SLIP 0.5
#define READING (READ_PLAYS)
/* `expert-learned` bids by the table where each choice it compares has
 * at least this many play-outs behind it (docs/STRENGTH.md). */
#define POLICY_MIN_COUNT 200

static void expert_init (EuchreStrategy *strategy);

gboolean
euchre_expert_is (const EuchreStrategy *strategy)
{
  return strategy->klass->init == expert_init;
}

void
euchre_strategy_expert_set_search (EuchreStrategy *strategy, guint play_samples, gint64 budget_us)
{
  Expert *self = (Expert *) strategy;

  g_return_if_fail (strategy != NULL && euchre_expert_is (strategy));
  self->play_samples = MAX (play_samples, 1);
  self->budget_us = MAX (budget_us, 0);
}

gboolean
euchre_strategy_expert_stopped_at_budget (EuchreStrategy *strategy)
{
  g_return_val_if_fail (euchre_expert_is (strategy), FALSE);
  return ((Expert *) strategy)->stopped_at_budget;
}

/* ---- the decisions ---------------------------------------------------------- */

/* Every decision starts here: the win table for this game's target, and
 * no search when there is only one move (then TRUE). */
static gboolean
only_move (Expert *self, const EuchreView *view, const EuchreActionList *legal,
           const char **reason)
{
  euchre_expert_win_table_init (self, view->pub.rules.points_to_win);
  if (legal->n == 1)
    {
      *reason = N_("The only move");
      return TRUE;
    }
  return FALSE;
}

/* The move the expert chooses, as an index in @legal (*@best): FALSE when
 * it is the only one (only_move()), TRUE when it was searched. */
static gboolean
search (EuchreStrategy *strategy, const EuchreView *view, const EuchreActionList *legal,
        const char **reason, guint *best)
{
  Expert *self = (Expert *) strategy;
  EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];

  *best = 0;
  if (only_move (self, view, legal, reason))
    return FALSE;
  *best = euchre_strategy_expert_evaluate (strategy, view, legal, self->budget_us, tally);
  return TRUE;
}

static EuchreAction
expert_play (EuchreStrategy         *strategy,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  guint best;

  if (search (strategy, view, legal, reason, &best))
    *reason = euchre_expert_play_reason (view, legal->actions[best].card);
  return legal->actions[best];
}

/* Bids, the discard and defending alone. */
static EuchreAction
expert_roll_out (EuchreStrategy         *strategy,
                 const EuchreView       *view,
                 const EuchreActionList *legal,
                 const char            **reason)
{
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  guint best;

  if (search (strategy, view, legal, reason, &best))
    *reason = euchre_expert_bid_reason (view, &legal->actions[best],
                                        !euchre_action_list_contains (legal, &pass) &&
                                        view->pub.phase == EUCHRE_PHASE_BID2);
  return legal->actions[best];
}

static EuchreAction
expert_deal (EuchreStrategy         *strategy,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  if (!only_move ((Expert *) strategy, view, legal, reason))
    *reason = N_("Deal the cards");
  return legal->actions[0];
}

static void
expert_init (EuchreStrategy *strategy)
{
  Expert *self = (Expert *) strategy;

  self->solver = euchre_solver_new ();
  self->model = euchre_strategy_new (euchre_strategy_lookup ("gertz") ? "gertz" : "simple",
                                     EUCHRE_PERSONALITY_NORMAL, strategy->rng ^ 0x51);
  self->oracle_bids = strategy->klass == &euchre_strategy_omniscient ||
                      strategy->klass == &euchre_strategy_omniscient_bids;
  self->oracle_play = strategy->klass == &euchre_strategy_omniscient ||
                      strategy->klass == &euchre_strategy_omniscient_play;
  self->reading_draws = READING_DRAWS;
  self->reading_slip = READING_SLIP;
  self->reading = READING;
  /* For tuning experiments: EUCHRE_EXPERT_READING=DRAWS,SLIP[,WHAT] (WHAT:
   * 1 the cards, 2 the bids, 3 both). */
  if (g_getenv ("EUCHRE_EXPERT_READING"))
    sscanf (g_getenv ("EUCHRE_EXPERT_READING"), "%u,%lf,%u", &self->reading_draws,
            &self->reading_slip, &self->reading);
  self->reading_slip = CLAMP (self->reading_slip, 0.0, 1.0);
  self->reading_draws = CLAMP (self->reading_draws, 1, 64);
  self->play_samples = PLAY_SAMPLES;
  self->bid_samples = BID_SAMPLES;
  /* For tuning experiments: EUCHRE_EXPERT_SAMPLES=PLAY,BID. */
  if (g_getenv ("EUCHRE_EXPERT_SAMPLES"))
    sscanf (g_getenv ("EUCHRE_EXPERT_SAMPLES"), "%u,%u", &self->play_samples, &self->bid_samples);
  /* EUCHRE_EXPERT_BUDGET_MS=0 lifts the time limit, so that a choice does
   * not depend on the machine's load (tests). */
  self->budget_us = BUDGET_US;
  if (g_getenv ("EUCHRE_EXPERT_BUDGET_MS"))
    self->budget_us = g_ascii_strtoll (g_getenv ("EUCHRE_EXPERT_BUDGET_MS"), NULL, 10) * 1000;
  if (g_strcmp0 (g_getenv ("EUCHRE_EXPERT_ROLLOUT_TABLE"), "1") == 0)
    self->rollout_table = euchre_bidding_policy_get_default ();
  /* EUCHRE_EXPERT_LEARNED=1 gives `expert` itself the learned bidding,
   * for measuring what goes through it alone (the analysis, the coach,
   * `review --agreement`). */
  if (strategy->klass == &euchre_strategy_expert_learned ||
      (strategy->klass == &euchre_strategy_expert && g_getenv ("EUCHRE_EXPERT_LEARNED") &&
       g_strcmp0 (g_getenv ("EUCHRE_EXPERT_LEARNED"), "0") != 0))
    {
      self->policy = euchre_bidding_policy_get_default ();
      self->policy_min = POLICY_MIN_COUNT;
      /* For tuning experiments: EUCHRE_POLICY_MIN=N play-outs. */
      if (g_getenv ("EUCHRE_POLICY_MIN"))
        self->policy_min = g_ascii_strtoull (g_getenv ("EUCHRE_POLICY_MIN"), NULL, 10);
    }
}

static void
expert_finalize (EuchreStrategy *strategy)
{
  Expert *self = (Expert *) strategy;

  euchre_solver_free (self->solver);
  euchre_strategy_free (self->model);
  g_free (self->win);
}

/* `expert` and the omniscient ones differ in their class alone
 * (expert_init tells them apart by it).  All but `expert` are kept for
 * measurements and tests: no person is offered them. */
#define EXPERT_CLASS(class_id, class_name, sees, measures) {  \
    .id = class_id,                           \
    .name = class_name,                       \
    .reads_oracle = sees,                     \
    .measurement_only = measures,             \
    .instance_size = sizeof (Expert),         \
    .init = expert_init,                      \
    .finalize = expert_finalize,              \
    .order_up = expert_roll_out,              \
    .call = expert_roll_out,                  \
    .defend = expert_roll_out,                \
    .discard = expert_roll_out,               \
    .play = expert_play,                      \
    .deal = expert_deal,                      \
  }

const EuchreStrategyClass euchre_strategy_expert =
  EXPERT_CLASS ("expert", N_("Expert"), FALSE, FALSE);
const EuchreStrategyClass euchre_strategy_expert_learned =
  EXPERT_CLASS ("expert-learned", "Expert bidding by the learned table (measurements only)",
                FALSE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient =
  EXPERT_CLASS ("omniscient", "Omniscient (sees every card: tests only)", TRUE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient_bids =
  EXPERT_CLASS ("omniscient-bids", "Expert bidding on the true deal (measurements only)",
                TRUE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient_play =
  EXPERT_CLASS ("omniscient-play", "Expert playing on the true deal (measurements only)",
                TRUE, TRUE);
