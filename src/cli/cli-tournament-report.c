/* cli-tournament-report.c — `euchre-cli tournament`: the games summed, and the report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "North-south" and "east-west" name the strategies given by
 * --north-south and --east-west, wherever they sit in a game.  The
 * decision times are the only figures that vary from run to run.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>

#include "cli.h"
#include "cli-tournament-private.h"

/* ---- statistics ------------------------------------------------------------------- */

static int
compare_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* The mean and the 95th percentile of @tm's times, which it sorts. */
static void
timing_finish (Timing *tm)
{
  guint n = tm->times->len;
  guint64 sum = 0;

  tm->mean_ms = tm->p95_ms = 0;
  if (n == 0)
    return;
  g_array_sort (tm->times, compare_u32);
  for (guint i = 0; i < n; i++)
    sum += g_array_index (tm->times, guint32, i);
  tm->mean_ms = sum / (double) n / 1000.0;
  /* Nearest rank: the smallest time with at least 95 % of times at or below it. */
  tm->p95_ms = g_array_index (tm->times, guint32, (guint) ((95 * (guint64) n + 99) / 100) - 1) /
               1000.0;
}

static const char *
fmt (char buf[G_ASCII_DTOSTR_BUF_SIZE], double x)
{
  return g_ascii_formatd (buf, G_ASCII_DTOSTR_BUF_SIZE, "%.6g", x);
}

static double
per_hand (const Summary *s, guint count)
{
  return s->hands ? (double) count / s->hands : 0.0;
}

/* ---- the sums ---------------------------------------------------------------------- */

void
cli_tournament_sum (Tournament *t, guint games, Summary *s)
{
  /* Sum in game order. */
  s->games = games;
  s->n_timings = g_str_equal (t->players[0].spec, t->players[1].spec) ? 1 : 2;
  for (guint i = 0; i < s->n_timings; i++)
    {
      s->timings[i].spec = t->players[i].spec;
      s->timings[i].times = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  for (guint i = 0; i < s->games; i++)
    {
      GameResult *r = &t->results[i];

      if (r->ns_won)
        s->ns_wins++;
      else
        s->ew_wins++;
      s->hands += r->hands;
      for (guint side = 0; side < 2; side++)
        {
          Timing *tm = &s->timings[s->n_timings == 1 ? 0 : side];

          s->points[side] += r->points[side];
          s->made[side] += r->made[side];
          s->euchres[side] += r->euchres[side];
          s->marches[side] += r->marches[side];
          s->loners[side] += r->loners[side];
          s->bot_counts[side].illegal += r->bots[side].illegal;
          s->bot_counts[side].malformed += r->bots[side].malformed;
          s->bot_counts[side].late += r->bots[side].late;
          s->bot_counts[side].restarts += r->bots[side].restarts;
          s->bot_counts[side].resyncs += r->bots[side].resyncs;
          g_array_append_vals (tm->times, r->times[side]->data, r->times[side]->len);
          g_array_free (r->times[side], TRUE);
        }
    }
  for (guint i = 0; i < s->n_timings; i++)
    timing_finish (&s->timings[i]);
  cli_wilson_interval (s->ns_wins, s->games, &s->low, &s->high);
}

void
cli_tournament_summary_clear (Summary *s)
{
  for (guint i = 0; i < s->n_timings; i++)
    g_clear_pointer (&s->timings[i].times, g_array_unref);
}

/* ---- output ------------------------------------------------------------------------- */

void
cli_tournament_print_json (FILE *stream, const Tournament *t, const Summary *s,
                           EuchrePreset preset, guint threads)
{
  g_autoptr (GString) out = g_string_new (NULL);
  char b1[G_ASCII_DTOSTR_BUF_SIZE], b2[G_ASCII_DTOSTR_BUF_SIZE];
  static const char *const side_keys[2] = { "ns", "ew" };

  g_string_append_printf (out, "{\"games\": %u, \"deal_pairs\": %u", s->games, s->games / 2);
  g_string_append (out, ", \"north_south\": ");
  cli_bot_append_json_string (out, t->players[0].spec);
  g_string_append (out, ", \"east_west\": ");
  cli_bot_append_json_string (out, t->players[1].spec);
  g_string_append_printf (out, ", \"rules\": \"%s\", \"seed\": %" G_GUINT64_FORMAT,
                          euchre_preset_id (preset), t->seed);
  g_string_append_printf (out, ", \"ns_wins\": %u, \"ew_wins\": %u", s->ns_wins, s->ew_wins);
  g_string_append_printf (out, ", \"ns_win_rate\": %s",
                          fmt (b1, (double) s->ns_wins / s->games));
  g_string_append_printf (out, ", \"ns_ci95\": [%s, %s]", fmt (b1, s->low), fmt (b2, s->high));
  g_string_append_printf (out, ", \"hands\": %u", s->hands);
  for (guint side = 0; side < 2; side++)
    {
      g_string_append_printf (out, ", \"%s\": {\"points\": %u", side_keys[side],
                              s->points[side]);
      g_string_append_printf (out, ", \"points_per_hand\": %s",
                              fmt (b1, per_hand (s, s->points[side])));
      g_string_append_printf (out, ", \"make_rate\": %s", fmt (b1, per_hand (s, s->made[side])));
      g_string_append_printf (out, ", \"euchre_rate\": %s",
                              fmt (b1, per_hand (s, s->euchres[side])));
      g_string_append_printf (out, ", \"march_rate\": %s",
                              fmt (b1, per_hand (s, s->marches[side])));
      g_string_append_printf (out, ", \"loner_rate\": %s}",
                              fmt (b1, per_hand (s, s->loners[side])));
    }
  if (s->bots)
    {
      g_string_append (out, ", \"bot_errors\": {");
      for (guint side = 0; side < 2; side++)
        g_string_append_printf (out, "%s\"%s\": {\"illegal\": %u, \"malformed\": %u, "
                                "\"late\": %u, \"restarts\": %u, \"resyncs\": %u}",
                                side ? ", " : "", side_keys[side], s->bot_counts[side].illegal,
                                s->bot_counts[side].malformed, s->bot_counts[side].late,
                                s->bot_counts[side].restarts, s->bot_counts[side].resyncs);
      g_string_append (out, "}");
    }
  /* Last, as they are the only figures that vary from run to run. */
  g_string_append_printf (out, ", \"threads\": %u, \"decision_ms\": {", threads);
  for (guint i = 0; i < s->n_timings; i++)
    {
      const Timing *tm = &s->timings[i];

      g_string_append (out, i ? ", " : "");
      cli_bot_append_json_string (out, tm->spec);
      g_string_append_printf (out, ": {\"mean\": %s", fmt (b1, tm->mean_ms));
      g_string_append_printf (out, ", \"p95\": %s, \"decisions\": %u}", fmt (b2, tm->p95_ms),
                              tm->times->len);
    }
  g_string_append (out, "}}\n");
  fputs (out->str, stream);
}

void
cli_tournament_print_text (FILE *out, const Tournament *t, const Summary *s,
                           EuchrePreset preset, guint threads)
{
  const char *ns = t->players[0].spec, *ew = t->players[1].spec;

  fprintf (out, "Tournament, %s rules: %s (north-south) against %s (east-west)\n",
           euchre_preset_id (preset), ns, ew);
  {
    EuchreRules r;

    euchre_rules_init_preset (&r, preset);
    r.shuffle = t->rules.shuffle;
    if (!euchre_rules_equal (&r, &t->rules))
      fprintf (out, "Rules: %s\n", t->rules_text);
  }
  fprintf (out, "%u games: %u deals, each played twice with the sides swapped; seed %"
           G_GUINT64_FORMAT ", %u thread%s\n\n", s->games, s->games / 2, t->seed, threads,
           threads == 1 ? "" : "s");
  fprintf (out, "                          %-14s %-14s\n", "north-south", "east-west");
  fprintf (out, "  strategy                %-14s %-14s\n", ns, ew);
  fprintf (out, "  games won               %-14u %-14u\n", s->ns_wins, s->ew_wins);
  fprintf (out, "  win rate                %-14.4f %-14.4f\n", (double) s->ns_wins / s->games,
           (double) s->ew_wins / s->games);
  fprintf (out, "  points per hand         %-14.4f %-14.4f\n", per_hand (s, s->points[0]),
           per_hand (s, s->points[1]));
  fprintf (out, "  made trump, per hand    %-14.4f %-14.4f\n", per_hand (s, s->made[0]),
           per_hand (s, s->made[1]));
  fprintf (out, "  euchres, per hand       %-14.4f %-14.4f\n", per_hand (s, s->euchres[0]),
           per_hand (s, s->euchres[1]));
  fprintf (out, "  marches, per hand       %-14.4f %-14.4f\n", per_hand (s, s->marches[0]),
           per_hand (s, s->marches[1]));
  fprintf (out, "  loners, per hand        %-14.4f %-14.4f\n", per_hand (s, s->loners[0]),
           per_hand (s, s->loners[1]));
  fprintf (out, "\n  north-south win rate %.4f, 95%% confidence interval [%.4f, %.4f] (Wilson)\n",
           (double) s->ns_wins / s->games, s->low, s->high);
  fprintf (out, "  %u hands dealt (passed-out hands included)\n\n", s->hands);
  if (s->bots)
    {
      fprintf (out, "  outside programs' answers replaced (docs/PROTOCOL.md)\n");
      fprintf (out, "    illegal               %-14u %-14u\n", s->bot_counts[0].illegal,
               s->bot_counts[1].illegal);
      fprintf (out, "    malformed             %-14u %-14u\n", s->bot_counts[0].malformed,
               s->bot_counts[1].malformed);
      fprintf (out, "    late                  %-14u %-14u\n", s->bot_counts[0].late,
               s->bot_counts[1].late);
      fprintf (out, "  restarts                %-14u %-14u\n", s->bot_counts[0].restarts,
               s->bot_counts[1].restarts);
      fprintf (out, "  resynchronised (isready) %-13u %-14u\n\n", s->bot_counts[0].resyncs,
               s->bot_counts[1].resyncs);
    }
  fprintf (out, "  decision time (ms)      %-12s %-12s %s\n", "mean", "p95", "decisions");
  for (guint i = 0; i < s->n_timings; i++)
    fprintf (out, "    %-21s %-12.4g %-12.4g %u\n", s->timings[i].spec, s->timings[i].mean_ms,
             s->timings[i].p95_ms, s->timings[i].times->len);
}

