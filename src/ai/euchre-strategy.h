/* euchre-strategy.h — the interface every computer player implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A strategy receives one seat's EuchreView and the legal actions and
 * returns one of those actions, with a short reason a hint can show.  It
 * never sees an EuchreState.  A strategy object belongs to one seat and
 * one thread at a time; make one per seat.
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

typedef enum {
  EUCHRE_PERSONALITY_NORMAL = 0,
  EUCHRE_PERSONALITY_CRAZY,
  EUCHRE_PERSONALITY_CONSERVATIVE,
  EUCHRE_N_PERSONALITIES
} EuchrePersonality;

typedef struct _EuchreStrategy EuchreStrategy;

typedef struct {
  const char *id;               /* "simple" */
  const char *name;             /* translatable, N_() */
  gsize instance_size;          /* >= sizeof (EuchreStrategy) */
  void (*init) (EuchreStrategy *self);
  /* Returns one of @legal's actions; sets *@reason to a static,
   * translatable (N_) sentence saying why. */
  EuchreAction (*choose) (EuchreStrategy         *self,
                          const EuchreView       *view,
                          const EuchreActionList *legal,
                          const char            **reason);
  void (*finalize) (EuchreStrategy *self);
} EuchreStrategyClass;

struct _EuchreStrategy {
  const EuchreStrategyClass *klass;
  EuchrePersonality personality;
  guint64 rng;
  /* The true state, for `omniscient` only (tests and tournaments set it
   * before each choice); every honest strategy ignores it. */
  const EuchreState *oracle;
};

/* NULL when @id names no strategy. */
EuchreStrategy *euchre_strategy_new      (const char        *id,
                                          EuchrePersonality  personality,
                                          guint64            seed);
void            euchre_strategy_free     (EuchreStrategy    *self);
const char     *euchre_strategy_get_id   (EuchreStrategy    *self);

/* Always returns a legal action (the first one if the strategy returned
 * something else, with a critical warning: that is a bug). */
EuchreAction    euchre_strategy_choose   (EuchreStrategy         *self,
                                          const EuchreView       *view,
                                          const EuchreActionList *legal,
                                          const char            **reason);

/* For strategies: the making action of @type (ORDER_UP or CALL) for
 * @suit in @legal, alone as @alone asks if allowed, else the other way if
 * the rules force it.  FALSE when neither is legal. */
gboolean        euchre_strategy_find_making (const EuchreActionList *legal,
                                             EuchreActionType        type,
                                             EuchreSuit              suit,
                                             gboolean                alone,
                                             EuchreAction           *out);

/* Ids of the strategies offered, NULL-terminated. */
const char * const *euchre_strategy_list_ids (void);
const EuchreStrategyClass *euchre_strategy_lookup (const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreStrategy, euchre_strategy_free)

/* For tests: one deal of the cards @view cannot see, as an `expert`
 * (@strategy) samples it for its search; @world gets the view's public
 * state and hand and a hand for every other seat. */
void euchre_strategy_expert_sample (EuchreStrategy   *strategy,
                                    const EuchreView *view,
                                    EuchreState      *world);

/* Strategies, each in its own file. */
extern const EuchreStrategyClass euchre_strategy_simple;
extern const EuchreStrategyClass euchre_strategy_classic;
extern const EuchreStrategyClass euchre_strategy_gertz;
extern const EuchreStrategyClass euchre_strategy_easy;
extern const EuchreStrategyClass euchre_strategy_expert;
extern const EuchreStrategyClass euchre_strategy_omniscient;
extern const EuchreStrategyClass euchre_strategy_random;

G_END_DECLS
