/* euchre-ai-private.h — for the strategies themselves and their tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not part of the interface the model and the programs use (euchre-ai.h):
 * only src/ai/ and the tests include this.
 */
#pragma once

#include "euchre-ai.h"
#include "euchre-strategy-gertz.h"

G_BEGIN_DECLS

/* The strategies, each in its own file. */
extern const EuchreStrategyClass euchre_strategy_simple;
extern const EuchreStrategyClass euchre_strategy_classic;
extern const EuchreStrategyClass euchre_strategy_gertz;
extern const EuchreStrategyClass euchre_strategy_club;
extern const EuchreStrategyClass euchre_strategy_easy;
extern const EuchreStrategyClass euchre_strategy_expert;
extern const EuchreStrategyClass euchre_strategy_expert_learned;
extern const EuchreStrategyClass euchre_strategy_omniscient;
extern const EuchreStrategyClass euchre_strategy_omniscient_bids;
extern const EuchreStrategyClass euchre_strategy_omniscient_play;
extern const EuchreStrategyClass euchre_strategy_random;

/* What @self decides for @view, by phase, unchecked: the dispatch behind
 * euchre_strategy_choose(), without its guard against an illegal answer
 * (tests call it to see the strategy's own answer). */
EuchreAction euchre_strategy_decide (EuchreStrategy         *self,
                                     const EuchreView       *view,
                                     const EuchreActionList *legal,
                                     const char            **reason);

/* The EECS 280 Simple Player's decisions (euchre-strategy-simple.c): the
 * defaults of every strategy, and what `easy` slips from. */
EuchreAction euchre_simple_order_up (EuchreStrategy *self, const EuchreView *view,
                                     const EuchreActionList *legal, const char **reason);
EuchreAction euchre_simple_call     (EuchreStrategy *self, const EuchreView *view,
                                     const EuchreActionList *legal, const char **reason);
EuchreAction euchre_simple_discard  (EuchreStrategy *self, const EuchreView *view,
                                     const EuchreActionList *legal, const char **reason);
EuchreAction euchre_simple_play     (EuchreStrategy *self, const EuchreView *view,
                                     const EuchreActionList *legal, const char **reason);

/* The making action of @type (ORDER_UP or CALL) for @suit in @legal,
 * alone as @alone asks if allowed, else the other way if the rules force
 * it.  FALSE when neither is legal. */
gboolean euchre_strategy_find_making (const EuchreActionList *legal,
                                      EuchreActionType        type,
                                      EuchreSuit              suit,
                                      gboolean                alone,
                                      EuchreAction           *out);

/* Fills the other seats' hands and the kitty of @s (a copy of @view's
 * public state plus its seat's cards) with a deal of the unseen cards
 * consistent with the view (euchre-sampler.c), drawing on @rng. */
void euchre_ai_sample_deal (const EuchreView *view, guint64 *rng, EuchreState *s);

/* Reading the play (euchre-play-reading.c): whether @view shows cards
 * the other seats played this hand, and the likelihood of the deal in
 * @world (the view's state with every hand filled) given those cards:
 * the product, over each card another seat played when it had a choice,
 * of (1 - @slip) + @slip / choices when @model would have played it, and
 * @slip / choices when not.  1 when nothing was played. */
gboolean euchre_ai_play_reading_applies (const EuchreView *view);
double   euchre_ai_play_likelihood      (EuchreStrategy    *model,
                                         const EuchreView  *view,
                                         const EuchreState *world,
                                         double             slip);
/* The same for the bids and passes of the other seats, read from the
 * hands @world gives them when they bid (with the cards they played
 * since): each weighed as @model would have bid that hand at that point.
 * A dealer who took the upcard is not read (its hand then held the
 * unseen discard), nor defending alone. */
gboolean euchre_ai_bid_reading_applies  (const EuchreView *view);
double   euchre_ai_bids_likelihood      (EuchreStrategy    *model,
                                         const EuchreView  *view,
                                         const EuchreState *world,
                                         double             slip);

/* One deal of the cards @view cannot see, as an `expert` (@strategy)
 * samples it for its search; @world gets the view's public state and hand
 * and a hand for every other seat. */
void euchre_strategy_expert_sample (EuchreStrategy   *strategy,
                                    const EuchreView *view,
                                    EuchreState      *world);

/* Sets how many deals `expert` (@strategy) samples for each card and the
 * time it may take a decision (0: no limit), for a cheaper copy of its
 * card play (the play-outs of `euchre-cli train`). */
void euchre_strategy_expert_set_search (EuchreStrategy *strategy,
                                        guint           play_samples,
                                        gint64          budget_us);

/* What the expert's search adds up for one candidate action over the
 * deals it sampled (@n of them): @value, the chance to win the game;
 * @points, the hand's points for the seat's side (negative when the other
 * side scores); @made, deals where the seat's side made trump and took at
 * least three tricks; @trick (cards), deals where the seat's side takes
 * the current trick. */
typedef struct {
  double value;
  double points;
  guint made;
  guint trick;
  guint n;
} EuchreExpertTally;

/* Evaluates every action of @legal as `expert` (@strategy) does before it
 * chooses, filling @tally[0 .. legal->n - 1], sampling until its counts
 * or @budget_us microseconds (0: no time limit) run out; returns the
 * index of the action the expert chooses.  Nothing is searched when
 * @legal holds one action. */
guint euchre_strategy_expert_evaluate (EuchreStrategy         *strategy,
                                       const EuchreView       *view,
                                       const EuchreActionList *legal,
                                       gint64                  budget_us,
                                       EuchreExpertTally      *tally);
/* Whether the last euchre_strategy_expert_evaluate() of @strategy stopped
 * sampling because its budget ran out, before the expert's counts. */
gboolean euchre_strategy_expert_stopped_at_budget (EuchreStrategy *strategy);

/* The learned bidding table's figures (euchre-bidding-policy.c) for each
 * action of @legal as the expert's tallies: @n the play-outs behind each
 * (0 where the table has none), the sums over them.  Returns the index of
 * the table's choice, or -1 when it cannot decide with at least
 * @min_count play-outs per choice (the tallies are then zero). */
typedef struct _EuchreBiddingPolicy EuchreBiddingPolicy;
int euchre_bidding_policy_tally (const EuchreBiddingPolicy *policy,
                                 const EuchreView          *view,
                                 const EuchreActionList    *legal,
                                 guint                      min_count,
                                 EuchreExpertTally         *tally);

G_END_DECLS
