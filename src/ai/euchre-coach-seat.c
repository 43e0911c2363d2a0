/* euchre-coach-seat.c — the coach's numbers told about a named seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same numbers as euchre-coach.c, rounded the same way, in sentences
 * about a player rather than to "you".
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "euchre-coach.h"
#include "euchre-coach-seat.h"

static int
percent (double chance)
{
  return (int) CLAMP (floor (chance * 100 + 0.5), 0, 100);
}

static char *
signed_points (double points)
{
  double r = round (points * 10) / 10;

  if (r == 0)
    r = 0;      /* -0.0 */
  return g_strdup_printf ("%+.1f", r);
}

char *
euchre_coach_seat_option_text (const EuchreView     *view,
                               const EuchreAnalysis *analysis,
                               guint                 option,
                               const char           *who)
{
  const EuchreAnalysisOption *o;
  g_autofree char *points = NULL;

  g_return_val_if_fail (view != NULL && analysis != NULL && who != NULL, g_strdup (""));
  g_return_val_if_fail (option < analysis->n, g_strdup (""));
  o = &analysis->options[option];
  points = signed_points (o->points);
  if (o->action.type == EUCHRE_ACTION_PLAY)
    /* TRANSLATORS: a card's numbers on the replay board: %1$s is a player, %2$d a percentage,
     * %3$s signed points ("+0.4") */
    return g_strdup_printf (_("%1$s's side would take this trick in %2$d %% of deals, %3$s points on average"),
                            who, percent (o->trick_chance), points);
  if (o->action.type == EUCHRE_ACTION_ORDER_UP || o->action.type == EUCHRE_ACTION_CALL ||
      (o->action.type == EUCHRE_ACTION_DISCARD && euchre_view_is_maker_side (view)))
    /* TRANSLATORS: a bid's numbers on the replay board: %1$s is a player, %2$d a percentage,
     * %3$s signed points ("+0.9") */
    return g_strdup_printf (_("%1$s would make it in %2$d %% of deals, %3$s points on average"),
                            who, percent (o->make_chance), points);
  /* TRANSLATORS: %s is signed points ("+0.2") */
  return g_strdup_printf (_("%s points on average"), points);
}

char *
euchre_coach_seat_mistake_text (const EuchreView     *view,
                                const EuchreAnalysis *analysis,
                                guint                 option,
                                const char           *who)
{
  const EuchreAnalysisOption *o, *best;
  g_autofree char *action = NULL, *best_action = NULL, *best_numbers = NULL, *cost = NULL;
  double points_cost, win_cost;

  g_return_val_if_fail (view != NULL && analysis != NULL && who != NULL, g_strdup (""));
  g_return_val_if_fail (option < analysis->n && analysis->best < analysis->n, g_strdup (""));
  o = &analysis->options[option];
  best = &analysis->options[analysis->best];
  action = euchre_coach_action_text (view, &o->action);
  best_action = euchre_coach_action_text (view, &best->action);
  best_numbers = euchre_coach_seat_option_text (view, analysis, analysis->best, who);
  if (option == analysis->best)
    return g_strdup_printf (_("“%1$s” is the best choice: %2$s"), action, best_numbers);
  points_cost = euchre_analysis_cost (analysis, &o->action);
  win_cost = euchre_analysis_win_cost (analysis, &o->action);
  cost = g_strdup_printf ("%.1f", MAX (round (points_cost * 10) / 10, 0));
  if (points_cost < EUCHRE_ANALYSIS_MISTAKE_POINTS && win_cost >= EUCHRE_ANALYSIS_MISTAKE_WIN)
    /* TRANSLATORS: a mistake on the replay board whose cost is the game: %1$s is the action,
     * %2$s the points it costs ("0.3"), %3$s a player, %4$d and %5$d percentages (the chance
     * that the player's side wins the game with the best action and with this one), %6$s the
     * best action, %7$s its numbers */
    return g_strdup_printf (_("“%1$s” costs only %2$s points on average, but the chance that "
                              "%3$s's side wins the game falls from %4$d %% to %5$d %%. Better: "
                              "“%6$s”, %7$s."),
                            action, cost, who, percent (best->win), percent (o->win), best_action,
                            best_numbers);
  return g_strdup_printf (_("“%1$s” costs %2$s points on average. Better: “%3$s”, %4$s."),
                          action, cost, best_action, best_numbers);
}
