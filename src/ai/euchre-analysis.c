/* euchre-analysis.c — every legal action of one seat, valued by the expert
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thin layer over euchre_strategy_expert_evaluate(): one `expert`
 * strategy seeded from the caller's GRand runs its usual search and the
 * tallies of every action become averages.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <math.h>
#include <string.h>

#include "euchre-analysis.h"
#include "euchre-ai-private.h"

gint64
euchre_analysis_budget_us (gint64 default_us)
{
  const char *env = g_getenv ("EUCHRE_HINT_BUDGET_US");

  if (env != NULL && *env != '\0')
    return MAX (g_ascii_strtoll (env, NULL, 10), 0);
  return default_us;
}

guint64
euchre_analysis_draw_seed (GRand *rand)
{
  guint64 hi, lo;

  g_return_val_if_fail (rand != NULL, 0);
  hi = g_rand_int (rand);
  lo = g_rand_int (rand);
  return hi << 32 | lo;
}

int
euchre_analysis_win_percent (double win)
{
  return (int) CLAMP (floor (win * 100 + 0.5), 0, 100);
}

int
euchre_analysis_points_tenths (double points)
{
  return (int) lround (points * 10);
}

/* FNV-1a, 64 bits, over @n bytes. */
static guint64
mix (guint64 h, const void *data, gsize n)
{
  const guint8 *p = data;

  for (gsize i = 0; i < n; i++)
    h = (h ^ p[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return h;
}

GRand *
euchre_analysis_position_rand (const EuchreView *view, guint64 salt)
{
  const EuchrePublic *p;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  guint32 words[4];

  g_return_val_if_fail (view != NULL, NULL);
  p = &view->pub;
  /* Field by field: a struct's padding is no part of the position. */
  h = mix (h, &salt, sizeof salt);
  h = mix (h, &view->seat, 1);
  h = mix (h, &view->discard, 1);
  h = mix (h, view->hand_sizes, sizeof view->hand_sizes);
  h = mix (h, &view->hand, sizeof view->hand);
  h = mix (h, &p->rules.points_to_win, sizeof p->rules.points_to_win);
  h = mix (h, &p->hand_number, sizeof p->hand_number);
  h = mix (h, &p->phase, 1);
  h = mix (h, &p->dealer, 1);
  h = mix (h, &p->turn, 1);
  h = mix (h, &p->upcard, 1);
  h = mix (h, &p->upcard_state, 1);
  h = mix (h, &p->bid_round, 1);
  h = mix (h, &p->trump, 1);
  h = mix (h, &p->maker, 1);
  h = mix (h, &p->alone, 1);
  h = mix (h, &p->defender, 1);
  h = mix (h, &p->out_mask, 1);
  h = mix (h, p->bids, sizeof p->bids);
  h = mix (h, &p->trick_number, 1);
  h = mix (h, &p->n_played, 1);
  h = mix (h, p->trick, sizeof p->trick);
  h = mix (h, p->trick_leader, sizeof p->trick_leader);
  h = mix (h, p->score, sizeof p->score);
  h = mix (h, p->tricks, sizeof p->tricks);
  words[0] = (guint32) h;
  words[1] = (guint32) (h >> 32);
  words[2] = (guint32) salt;
  words[3] = (guint32) (salt >> 32);
  return g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
}

void
euchre_analysis_noise (const EuchreAnalysis *analysis, double *win, double *points)
{
  double n;

  g_return_if_fail (analysis != NULL && win != NULL && points != NULL);
  n = MAX (analysis->n_samples, 1);
  /* A chance's standard error over n deals is at most 0.5/sqrt(n); a
   * hand's points spread over about three points each way.  Two runs on
   * different deals differ by this much (issue 42.7: 49 % and -0.1
   * against 51 % and +0.1). */
  *win = MAX (0.5 / sqrt (n), 0.01);
  *points = MAX (3.0 / sqrt (n), 0.05);
}

gboolean
euchre_analysis_is_tie (const EuchreAnalysis *analysis, guint a, guint b)
{
  const EuchreAnalysisOption *x, *y;
  double win_noise, points_noise;

  g_return_val_if_fail (analysis != NULL && a < analysis->n && b < analysis->n, FALSE);
  if (a == b)
    return TRUE;
  x = &analysis->options[a];
  y = &analysis->options[b];
  euchre_analysis_noise (analysis, &win_noise, &points_noise);
  return fabs (x->win - y->win) < win_noise && fabs (x->points - y->points) < points_noise;
}

int
euchre_analysis_compare (const EuchreAnalysis *analysis, guint a, guint b)
{
  const EuchreAnalysisOption *x = &analysis->options[a], *y = &analysis->options[b];
  int d = euchre_analysis_win_percent (x->win) - euchre_analysis_win_percent (y->win);

  if (d == 0)
    d = euchre_analysis_points_tenths (x->points) - euchre_analysis_points_tenths (y->points);
  return d;
}

/* One ranking for everything the coach says (docs/COACH.md): the chance
 * to win the game first, as it decides games and already weighs a point
 * by the score; where two options show the same whole percentage (early
 * in a game a tenth of a point moves it by less than one, and the
 * sampling cannot tell such options apart anyway), the points; where
 * both figures are the same, the Hard player's choice.  Ranked on the
 * figures as printed, so the option called best never shows a lower one
 * than another option beside it. */
static guint
coach_best (const EuchreAnalysis *analysis)
{
  guint best = analysis->expert;

  for (guint i = 0; i < analysis->n; i++)
    if (euchre_analysis_compare (analysis, i, best) > 0)
      best = i;
  return best;
}

void
euchre_analysis_run (const EuchreView       *view,
                     const EuchreActionList *legal,
                     GRand                  *rand,
                     gint64                  budget_us,
                     EuchreAnalysis         *out)
{
  g_autoptr (EuchreStrategy) expert = NULL;
  EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];

  g_return_if_fail (out != NULL);
  memset (out, 0, sizeof *out);
  g_return_if_fail (view != NULL && legal != NULL && rand != NULL);
  g_return_if_fail (legal->n > 0 && legal->n <= EUCHRE_MAX_ACTIONS);

  expert = euchre_strategy_new ("expert", EUCHRE_PERSONALITY_NORMAL,
                                euchre_analysis_draw_seed (rand));
  out->seat = view->seat;
  out->phase = view->pub.phase;
  out->n = legal->n;
  out->expert = euchre_strategy_expert_evaluate (expert, view, legal, budget_us, tally);
  out->stopped_at_budget = euchre_strategy_expert_stopped_at_budget (expert);
  out->n_samples = tally[0].n;
  for (guint i = 0; i < legal->n; i++)
    {
      EuchreAnalysisOption *o = &out->options[i];
      double n = MAX (tally[i].n, 1);

      o->action = legal->actions[i];
      o->win = tally[i].value / n;
      o->points = tally[i].points / n;
      o->make_chance = tally[i].made / n;
      o->trick_chance = tally[i].trick / n;
    }
  out->best = coach_best (out);
}

const EuchreAnalysisOption *
euchre_analysis_find (const EuchreAnalysis *analysis, const EuchreAction *action)
{
  g_return_val_if_fail (analysis != NULL && action != NULL, NULL);
  for (guint i = 0; i < analysis->n; i++)
    if (euchre_action_equal (&analysis->options[i].action, action))
      return &analysis->options[i];
  return NULL;
}

double
euchre_analysis_cost (const EuchreAnalysis *analysis, const EuchreAction *action)
{
  const EuchreAnalysisOption *o = euchre_analysis_find (analysis, action);

  if (o == NULL || analysis->n == 0)
    return -1;
  return MAX (0.0, analysis->options[analysis->best].points - o->points);
}

double
euchre_analysis_win_cost (const EuchreAnalysis *analysis, const EuchreAction *action)
{
  const EuchreAnalysisOption *o = euchre_analysis_find (analysis, action);

  if (o == NULL || analysis->n == 0)
    return -1;
  return MAX (0.0, analysis->options[analysis->best].win - o->win);
}

gboolean
euchre_analysis_is_mistake (const EuchreAnalysis *analysis, const EuchreAction *action)
{
  const EuchreAnalysisOption *o = euchre_analysis_find (analysis, action);

  if (o == NULL || euchre_analysis_is_tie (analysis, (guint) (o - analysis->options),
                                           analysis->best))
    return FALSE;
  return euchre_analysis_cost (analysis, action) >= EUCHRE_ANALYSIS_MISTAKE_POINTS ||
         euchre_analysis_win_cost (analysis, action) >= EUCHRE_ANALYSIS_MISTAKE_WIN;
}
