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
/* Only the oracle below and the expert's sampling use the whole state
 * (euchre-state.h); the name alone keeps it out of this header. */
typedef struct _EuchreState EuchreState;

/* One decision: returns one of @legal's actions and sets *@reason to a
 * static, translatable (N_) sentence saying why. */
typedef EuchreAction (*EuchreStrategyDecide) (EuchreStrategy         *self,
                                              const EuchreView       *view,
                                              const EuchreActionList *legal,
                                              const char            **reason);

/* A strategy fills the decisions it makes its own way; each one left NULL
 * is the shared default (euchre-strategy.c): the EECS 280 Simple Player's
 * rule, never defending alone, and taking the only action where the rules
 * leave no choice.  euchre_strategy_choose() picks the function by phase. */
typedef struct {
  const char *id;               /* "simple" */
  const char *name;             /* translatable, N_() */
  /* TRUE for the measuring strategies that read the true state (oracle
   * below): never a player's opponent, refused by `euchre-cli engine`. */
  gboolean reads_oracle;
  /* TRUE for the players kept to measure others (those that read the
   * oracle, and the expert bidding by the learned table): never in a list
   * a person picks from (euchre_strategy_list_player_ids()); `euchre-cli
   * tournament` runs them and names them as such. */
  gboolean measurement_only;
  gsize instance_size;          /* >= sizeof (EuchreStrategy) */
  void (*init) (EuchreStrategy *self);
  void (*finalize) (EuchreStrategy *self);
  /* Round 1 with a card turned up: order it up (pick it up) or pass. */
  EuchreStrategyDecide order_up;
  /* Name trump: round 2, and round 1 under a turned-up Joker. */
  EuchreStrategyDecide call;
  /* Whether to defend alone against a loner. */
  EuchreStrategyDecide defend;
  /* The dealer's discard after taking the upcard. */
  EuchreStrategyDecide discard;
  /* A card to the trick. */
  EuchreStrategyDecide play;
  /* The phases with nothing to decide (the deal, the next hand). */
  EuchreStrategyDecide deal;
} EuchreStrategyClass;

struct _EuchreStrategy {
  const EuchreStrategyClass *klass;
  EuchrePersonality personality;
  guint64 rng;
  /* The true state, for classes that read it only (tests and tournaments set it
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

/* Ids of every strategy registered, the measurement-only ones included
 * (what tests and `euchre-cli tournament` may run), NULL-terminated. */
const char * const *euchre_strategy_list_ids (void);
/* Ids of the strategies a person may pick (no measurement-only one),
 * NULL-terminated. */
const char * const *euchre_strategy_list_player_ids (void);
const EuchreStrategyClass *euchre_strategy_lookup (const char *id);
/* The strategy the window's difficulty @difficulty ("easy", "medium",
 * "hard") plays with: the strongest of its list that is registered; NULL
 * for another word. */
const char *euchre_strategy_for_difficulty (const char *difficulty);
/* A strategy named on a command line: its id, or a difficulty as the
 * window names it (easy, medium, hard). */
const EuchreStrategyClass *euchre_strategy_lookup_name (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreStrategy, euchre_strategy_free)

G_END_DECLS
