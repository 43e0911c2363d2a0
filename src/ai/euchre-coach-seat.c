/* euchre-coach-seat.c — the coach's numbers told about a named seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same numbers as euchre-coach.c, rounded the same way, in sentences
 * about a player rather than to "you".
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-analysis.h"
#include "euchre-coach.h"
#include "euchre-coach-seat.h"

/* Rounded as the ranking rounds them (euchre-analysis.h), so that the
 * option called best never shows a lower figure than another. */
static int
percent (double chance)
{
  return euchre_analysis_win_percent (chance);
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
  points = euchre_coach_signed_points (o->points);
  /* The chance to win the game first, as the coach says it to the player:
   * it is what ranks the options (docs/COACH.md). */
  if (o->action.type == EUCHRE_ACTION_PLAY)
    /* TRANSLATORS: a card's numbers on the replay board: %1$d is the chance that the player's
     * side wins the game (a percentage), %2$s a player, %3$d a percentage, %4$s signed
     * points ("+0.4") */
    return g_strdup_printf (_("%1$d %% to win the game; %2$s's side would take this trick in "
                              "%3$d %% of deals, %4$s points on average"),
                            percent (o->win), who, percent (o->trick_chance), points);
  if (o->action.type == EUCHRE_ACTION_ORDER_UP || o->action.type == EUCHRE_ACTION_CALL ||
      (o->action.type == EUCHRE_ACTION_DISCARD && euchre_view_is_maker_side (view)))
    /* TRANSLATORS: a bid's numbers on the replay board: %1$d is the chance that the player's
     * side wins the game (a percentage), %2$s a player, %3$d a percentage, %4$s signed
     * points ("+0.9") */
    return g_strdup_printf (_("%1$d %% to win the game; %2$s would make it in %3$d %% of deals, "
                              "%4$s points on average"),
                            percent (o->win), who, percent (o->make_chance), points);
  /* TRANSLATORS: %1$d is the chance to win the game (a percentage), %2$s signed points
   * ("+0.2") */
  return g_strdup_printf (_("%1$d %% to win the game, %2$s points on average"), percent (o->win),
                          points);
}

char *
euchre_coach_seat_mistake_text (const EuchreView     *view,
                                const EuchreAnalysis *analysis,
                                guint                 option,
                                const char           *who)
{
  const EuchreAnalysisOption *o, *best;
  g_autofree char *action = NULL, *best_action = NULL, *best_numbers = NULL, *cost = NULL;
  double points_cost;

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
  cost = g_strdup_printf ("%.1f", MAX (euchre_analysis_points_tenths (points_cost), 0) / 10.0);
  /* The cost in the ranking's own terms, as euchre_coach_mistake_text()
   * says it: the chance to win the game when it shows a difference, else
   * the points that ranked the two. */
  if (percent (best->win) > percent (o->win))
    {
      if (euchre_analysis_points_tenths (points_cost) > 0)
        /* TRANSLATORS: a mistake on the replay board: %1$s is the action, %2$s a player, %3$d
         * and %4$d percentages (the chance that the player's side wins the game with the best
         * action and with this one), %5$s the points it costs ("1.4"), %6$s the best action,
         * %7$s its numbers */
        return g_strdup_printf (_("“%1$s” lowers the chance that %2$s's side wins the game from "
                                  "%3$d %% to %4$d %% and costs %5$s points on average. Better: "
                                  "“%6$s”, %7$s."),
                                action, who, percent (best->win), percent (o->win), cost,
                                best_action, best_numbers);
      /* TRANSLATORS: a mistake on the replay board that scores as many points but loses
       * games: %1$s is the action, %2$s a player, %3$d and %4$d percentages (the chance that
       * the player's side wins the game with the best action and with this one), %5$s the
       * best action, %6$s its numbers */
      return g_strdup_printf (_("“%1$s” lowers the chance that %2$s's side wins the game from "
                                "%3$d %% to %4$d %%. Better: “%5$s”, %6$s."),
                              action, who, percent (best->win), percent (o->win), best_action,
                              best_numbers);
    }
  return g_strdup_printf (_("“%1$s” costs %2$s points on average. Better: “%3$s”, %4$s."),
                          action, cost, best_action, best_numbers);
}
