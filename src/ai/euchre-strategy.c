/* euchre-strategy.c — the strategy registry, the decision by phase with
 * its defaults, and the random player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"
#include "euchre-deck.h"

static const EuchreStrategyClass *const strategies[] = {
  &euchre_strategy_simple,
  &euchre_strategy_classic,
  &euchre_strategy_gertz,
  &euchre_strategy_club,
  &euchre_strategy_easy,
  &euchre_strategy_expert,
  &euchre_strategy_expert_learned,
  &euchre_strategy_omniscient,
  &euchre_strategy_omniscient_bids,
  &euchre_strategy_omniscient_play,
  &euchre_strategy_random,
};

const EuchreStrategyClass *
euchre_strategy_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
    if (g_strcmp0 (strategies[i]->id, id) == 0)
      return strategies[i];
  return NULL;
}

const char *
euchre_strategy_for_difficulty (const char *difficulty)
{
  /* Strongest first; the first one registered wins. */
  static const char *const easy[] = { "easy", "simple", NULL };
  static const char *const medium[] = { "club", "gertz", "classic", "simple", NULL };
  static const char *const hard[] = { "expert", "gertz", "classic", "simple", NULL };
  const char *const *order;

  if (g_strcmp0 (difficulty, "easy") == 0)
    order = easy;
  else if (g_strcmp0 (difficulty, "medium") == 0)
    order = medium;
  else if (g_strcmp0 (difficulty, "hard") == 0)
    order = hard;
  else
    return NULL;
  for (guint i = 0; order[i]; i++)
    if (euchre_strategy_lookup (order[i]) != NULL)
      return order[i];
  return "simple";
}

const EuchreStrategyClass *
euchre_strategy_lookup_name (const char *name)
{
  const EuchreStrategyClass *klass = euchre_strategy_lookup (name);

  return klass ? klass : euchre_strategy_lookup (euchre_strategy_for_difficulty (name));
}

/* Both lists once, under g_once: a window and its threads may ask at once. */
static const char *all_ids[G_N_ELEMENTS (strategies) + 1];
static const char *player_ids[G_N_ELEMENTS (strategies) + 1];

static void
list_ids_init (void)
{
  static gsize done = 0;  /* g_once_init_enter() runs the block while this is 0 */

  if (g_once_init_enter (&done))
    {
      guint n_players = 0;

      for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
        {
          all_ids[i] = strategies[i]->id;
          if (!strategies[i]->measurement_only)
            player_ids[n_players++] = strategies[i]->id;
        }
      g_once_init_leave (&done, 1);
    }
}

const char * const *
euchre_strategy_list_ids (void)
{
  list_ids_init ();
  return all_ids;
}

const char * const *
euchre_strategy_list_player_ids (void)
{
  list_ids_init ();
  return player_ids;
}

EuchreStrategy *
euchre_strategy_new (const char *id, EuchrePersonality personality, guint64 seed)
{
  const EuchreStrategyClass *klass = euchre_strategy_lookup (id);
  EuchreStrategy *self;

  if (klass == NULL)
    return NULL;
  g_assert (klass->instance_size >= sizeof (EuchreStrategy));
  self = g_malloc0 (klass->instance_size);
  self->klass = klass;
  self->personality = personality;
  self->rng = seed;
  if (klass->init)
    klass->init (self);
  return self;
}

void
euchre_strategy_free (EuchreStrategy *self)
{
  if (self == NULL)
    return;
  if (self->klass->finalize)
    self->klass->finalize (self);
  g_free (self);
}

const char *
euchre_strategy_get_id (EuchreStrategy *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->klass->id;
}

/* ---- decisions by phase, and their defaults ------------------------------ */

static EuchreAction
never_defend_alone (EuchreStrategy         *self,
                    const EuchreView       *view,
                    const EuchreActionList *legal,
                    const char            **reason)
{
  *reason = N_("Never defend alone");
  return euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
}

static EuchreAction
take_only_action (EuchreStrategy         *self,
                  const EuchreView       *view,
                  const EuchreActionList *legal,
                  const char            **reason)
{
  *reason = N_("Deal the cards");
  return legal->actions[0];
}

/* What a strategy does for each decision it leaves NULL. */
static const EuchreStrategyClass defaults = {
  .order_up = euchre_simple_order_up,
  .call = euchre_simple_call,
  .defend = never_defend_alone,
  .discard = euchre_simple_discard,
  .play = euchre_simple_play,
  .deal = take_only_action,
};

EuchreAction
euchre_strategy_decide (EuchreStrategy         *self,
                        const EuchreView       *view,
                        const EuchreActionList *legal,
                        const char            **reason)
{
  const EuchreStrategyClass *k = self->klass;
  EuchreStrategyDecide decide;

#define DECISION(slot) (k->slot ? k->slot : defaults.slot)
  switch (view->pub.phase)
    {
    case EUCHRE_PHASE_BID1:
      decide = view->pub.upcard == EUCHRE_JOKER ? DECISION (call) : DECISION (order_up);
      break;
    case EUCHRE_PHASE_BID2:
      decide = DECISION (call);
      break;
    case EUCHRE_PHASE_DEFEND:
      decide = DECISION (defend);
      break;
    case EUCHRE_PHASE_DISCARD:
      decide = DECISION (discard);
      break;
    case EUCHRE_PHASE_PLAY:
      decide = DECISION (play);
      break;
    default:
      decide = DECISION (deal);
      break;
    }
#undef DECISION
  return decide (self, view, legal, reason);
}

EuchreAction
euchre_strategy_choose (EuchreStrategy         *self,
                        const EuchreView       *view,
                        const EuchreActionList *legal,
                        const char            **reason)
{
  const char *why = NULL;
  EuchreAction a;

  g_return_val_if_fail (self != NULL && view != NULL && legal != NULL && legal->n > 0,
                        euchre_action_make (EUCHRE_ACTION_NONE, 0, 0, FALSE));

  a = euchre_strategy_decide (self, view, legal, &why);
  if (!euchre_action_list_contains (legal, &a))
    {
      g_autofree char *text = euchre_action_to_string (&a);

      g_critical ("Strategy %s chose an illegal action (%s)", self->klass->id, text);
      a = legal->actions[0];
      why = NULL;
    }
  if (reason)
    *reason = why ? why : N_("The only sensible move");
  return a;
}

gboolean
euchre_strategy_find_making (const EuchreActionList *legal, EuchreActionType type,
                             EuchreSuit suit, gboolean alone, EuchreAction *out)
{
  EuchreAction want = euchre_action_make (type, EUCHRE_CARD_NONE, suit, alone);
  EuchreAction other = euchre_action_make (type, EUCHRE_CARD_NONE, suit, !alone);

  if (euchre_action_list_contains (legal, &want))
    *out = want;
  else if (euchre_action_list_contains (legal, &other))
    *out = other;
  else
    return FALSE;
  return TRUE;
}

/* ---- random: a legal action chosen uniformly (tests, benchmarks) --------- */

static EuchreAction
random_choose (EuchreStrategy         *self,
               const EuchreView       *view,
               const EuchreActionList *legal,
               const char            **reason)
{
  *reason = N_("Chosen at random");
  return legal->actions[euchre_rng_below (&self->rng, legal->n)];
}

const EuchreStrategyClass euchre_strategy_random = {
  .id = "random",
  .name = N_("Random"),
  .instance_size = sizeof (EuchreStrategy),
  .order_up = random_choose,
  .call = random_choose,
  .defend = random_choose,
  .discard = random_choose,
  .play = random_choose,
  .deal = random_choose,
};
