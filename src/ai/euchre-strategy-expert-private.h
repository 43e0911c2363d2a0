/* euchre-strategy-expert-private.h — what the parts of `expert` share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expert is split by job:
 *   euchre-strategy-expert.c          the classes: settings, the decisions
 *   euchre-strategy-expert-worlds.c   the deals it searches
 *   euchre-strategy-expert-search.c   each candidate valued over them
 *   euchre-strategy-expert-reasons.c  the reason a person is shown
 */
#pragma once

#include "euchre-ai-private.h"

G_BEGIN_DECLS

/* What reading the play reads (Expert.reading): the cards, the bids. */
#define READ_PLAYS 1u
#define READ_BIDS 2u

typedef struct {
  EuchreStrategy parent;
  EuchreSolver *solver;
  EuchreStrategy *model;      /* how the others bid and discard in rollouts */
  guint target;               /* the win table below is for this target */
  double *win;                /* (MAX_TARGET + 1)^2: P(side with a wins) */
  gboolean oracle_bids, oracle_play;  /* which decisions see the true deal */
  guint play_samples, bid_samples;
  /* Reading the play: deals drawn for each one searched (1: none), and
   * how often the model of the others is taken to play another card. */
  guint reading_draws, reading;
  double reading_slip;
  gint64 budget_us;           /* per decision; 0: no limit */
  gboolean stopped_at_budget; /* the last evaluation ran out of time */
  /* `expert-learned`: bids by the learned table where it knows enough
   * (euchre-bidding-policy.c), else by the rollouts below. */
  const EuchreBiddingPolicy *policy;
  guint policy_min;
  const EuchreBiddingPolicy *rollout_table;
} Expert;

/* Whether @strategy is of one of the expert's classes. */
gboolean    euchre_expert_is             (const EuchreStrategy *strategy);

/* ---- the worlds (euchre-strategy-expert-worlds.c) ---- */

/* A full state from the view and a deal of the rest (@oracle itself when
 * given: the true deal). */
void        euchre_expert_make_world     (Expert            *self,
                                          const EuchreView  *view,
                                          const EuchreState *oracle,
                                          EuchreState       *s);

/* ---- the search (euchre-strategy-expert-search.c) ---- */

/* Makes the table of chances to win the game for a game to @target. */
void        euchre_expert_win_table_init (Expert *self,
                                          guint   target);

/* ---- the reasons (euchre-strategy-expert-reasons.c) ---- */

/* A reason a person can follow, from what the chosen move does (N_()
 * strings, untranslated). */
const char *euchre_expert_play_reason    (const EuchreView   *view,
                                          EuchreCard          card);
/* @stuck: the dealer must name a suit. */
const char *euchre_expert_bid_reason     (const EuchreView   *view,
                                          const EuchreAction *a,
                                          gboolean            stuck);

G_END_DECLS
