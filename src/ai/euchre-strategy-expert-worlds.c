/* euchre-strategy-expert-worlds.c — the deals `expert` searches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each deal of the cards the expert cannot see is consistent with
 * everything its view shows (euchre-sampler.c); reading the play, when
 * on, keeps one of a few in proportion to how likely the others' cards
 * and bids are in it (euchre-play-reading.c).
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include "euchre-strategy-expert-private.h"

/* How likely the bids and cards the view shows are in @world, as far as
 * the expert reads them. */
static double
reading_likelihood (Expert *self, const EuchreView *view, const EuchreState *world)
{
  double like = 1.0;

  if (self->reading & READ_PLAYS)
    like *= euchre_ai_play_likelihood (self->model, view, world, self->reading_slip);
  if (self->reading & READ_BIDS)
    like *= euchre_ai_bids_likelihood (self->model, view, world, self->reading_slip);
  return like;
}

/* A full state from the view and a deal of the rest. */
void
euchre_expert_make_world (Expert *self, const EuchreView *view, const EuchreState *oracle, EuchreState *s)
{
  if (oracle != NULL)
    {
      *s = *oracle;
      return;
    }
  memset (s, 0, sizeof *s);
  s->pub = view->pub;
  s->hands[view->seat] = view->hand;
  s->discard = view->discard;
  euchre_ai_sample_deal (view, &self->parent.rng, s);
  if (self->reading_draws > 1 &&
      (((self->reading & READ_PLAYS) && euchre_ai_play_reading_applies (view)) ||
       ((self->reading & READ_BIDS) && euchre_ai_bid_reading_applies (view))))
    {
      /* Reading the play: of a few deals, one kept in proportion to how
       * likely the cards played are in it (euchre-play-reading.c). */
      EuchreState other = *s;
      double total = reading_likelihood (self, view, s);

      for (guint k = 1; k < self->reading_draws; k++)
        {
          double w;

          euchre_ai_sample_deal (view, &self->parent.rng, &other);
          w = reading_likelihood (self, view, &other);
          total += w;
          if ((euchre_rng_next (&self->parent.rng) >> 11) * 0x1.0p-53 * total < w)
            *s = other;
        }
    }
}

void
euchre_strategy_expert_sample (EuchreStrategy *strategy, const EuchreView *view,
                               EuchreState *world)
{
  g_return_if_fail (strategy != NULL && strategy->klass == &euchre_strategy_expert);
  g_return_if_fail (view != NULL && world != NULL);
  euchre_expert_make_world ((Expert *) strategy, view, NULL, world);
}
