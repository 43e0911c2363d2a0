/* cli-bench.c — `euchre-cli bench`: how fast the engine plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>

#include "cli.h"
#include "euchre-ai.h"
#include "euchre-record.h"

/* The @n-th lowest card of @set, which holds at most six cards (a hand).
 * A fixed number of steps: a loop that stops at a random place
 * mispredicts once per card played, a fifth of the whole benchmark. */
static EuchreCard
nth_card (EuchreCardSet set, guint n)
{
  EuchreCard pick = 0;

  set |= G_GUINT64_CONSTANT (1) << 63;   /* a sentinel: ctz never sees 0 */
  for (guint i = 0; i < 6; i++)
    {
      EuchreCard c = euchre_card_set_first (set);

      pick = i == n ? c : pick;
      set &= set - 1;
    }
  return pick;
}

typedef struct {
  guint64 games, hands, actions;
} Counts;

/* Plays one game to the end with uniformly random legal actions. */
static void
random_game (const EuchreRules *rules, guint32 seed, guint64 *rng, Counts *counts)
{
  EuchreState state;
  EuchreActionList list;
  EuchreAction a;

  euchre_state_init (&state, rules, seed);
  while (state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      if (state.pub.phase == EUCHRE_PHASE_PLAY)
        {
          EuchreCardSet plays = euchre_state_legal_plays (&state);
          guint k = euchre_rng_below (rng, euchre_card_set_count (plays));

          a = euchre_action_make (EUCHRE_ACTION_PLAY, nth_card (plays, k), EUCHRE_SUIT_NONE,
                                  FALSE);
        }
      else
        {
          euchre_state_legal_actions (&state, &list);
          a = list.actions[euchre_rng_below (rng, list.n)];
          if (a.type == EUCHRE_ACTION_DEAL)
            counts->hands++;
        }
      /* The playout path (as search uses it): the action was picked from
       * the legal ones, so it is not checked again.  The checked path is
       * euchre_state_check() + this; tests assert they agree. */
      euchre_state_apply_legal (&state, &a);
      counts->actions++;
    }
  counts->games++;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Double-dummy solves of whole hands (5 tricks to go, random deals and
 * random bids), timed one by one: counting every trick, or (@outcome)
 * only what the score can tell, as the expert asks: do the makers take
 * three, and then five? */
static void
bench_solver (FILE *out, const EuchreRules *rules, guint n, guint64 *rng, gboolean outcome)
{
  g_autoptr (EuchreSolver) solver = euchre_solver_new ();
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  double total = 0;
  guint64 nodes0 = euchre_solver_get_nodes (solver);

  for (guint i = 0; times->len < n; i++)
    {
      EuchreState state;
      gint64 t0;
      double us;

      euchre_state_init (&state, rules, 100000 + i);
      while (state.pub.phase != EUCHRE_PHASE_PLAY && state.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreActionList list;

          euchre_state_legal_actions (&state, &list);
          euchre_state_apply_legal (&state, &list.actions[euchre_rng_below (rng, list.n)]);
        }
      if (state.pub.phase != EUCHRE_PHASE_PLAY)
        continue;
      t0 = g_get_monotonic_time ();
      if (!outcome)
        euchre_solver_tricks (solver, &state, 0);
      else
        {
          guint makers = euchre_seat_side (state.pub.maker);

          if (euchre_solver_reaches (solver, &state, EUCHRE_CARD_NONE, makers, 3))
            euchre_solver_reaches (solver, &state, EUCHRE_CARD_NONE, makers, 5);
        }
      us = (double) (g_get_monotonic_time () - t0);
      total += us;
      g_array_append_val (times, us);
    }
  g_array_sort (times, compare_double);
  fprintf (out, outcome ? "double-dummy outcomes of whole hands (made? march? as the expert asks)\n"
                       : "double-dummy solves of whole hands (5 tricks)\n");
  fprintf (out, "  solves     %u\n", n);
  fprintf (out, "  solves/s   %.0f\n", n / (total / G_USEC_PER_SEC));
  fprintf (out, "  median-us  %.1f\n", g_array_index (times, double, n / 2));
  fprintf (out, "  p95-us     %.1f\n", g_array_index (times, double, n * 95 / 100));
  fprintf (out, "  nodes      %" G_GUINT64_FORMAT "\n", euchre_solver_get_nodes (solver) - nodes0);
}

/* Mean, 95th percentile and maximum of @times (ms, sorted), which sum to @total. */
static void
print_ms (FILE *out, GArray *times, double total)
{
  guint n = times->len;

  fprintf (out, "  mean-ms      %.2f\n", total / n);
  fprintf (out, "  p95-ms       %.2f\n", g_array_index (times, double, MIN (n - 1, n * 95 / 100)));
  fprintf (out, "  max-ms       %.2f\n", g_array_index (times, double, n - 1));
}

/* Expert decisions (Hard level) in whole games of experts, one thread. */
static void
bench_expert (FILE *out, const EuchreRules *rules, double seconds)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  gint64 start = g_get_monotonic_time ();
  double total = 0;
  guint n;

  for (guint game = 0; (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC; game++)
    {
      EuchreState state;
      EuchreStrategy *seats[4];

      euchre_state_init (&state, rules, 500 + game);
      for (guint i = 0; i < 4; i++)
        seats[i] = euchre_strategy_new ("expert", EUCHRE_PERSONALITY_NORMAL, game * 4 + i);
      while (state.pub.phase != EUCHRE_PHASE_GAME_OVER &&
             (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC)
        {
          EuchreView view;
          EuchreActionList list;
          EuchreAction a;
          gint64 t0;
          double ms;

          euchre_state_get_view (&state, state.pub.turn, &view);
          euchre_view_legal_actions (&view, &list);
          t0 = g_get_monotonic_time ();
          a = euchre_strategy_choose (seats[state.pub.turn], &view, &list, NULL);
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          if (list.n > 1)
            {
              total += ms;
              g_array_append_val (times, ms);
            }
          euchre_state_apply_legal (&state, &a);
        }
      for (guint i = 0; i < 4; i++)
        euchre_strategy_free (seats[i]);
    }
  n = times->len;
  if (n == 0)
    return;
  g_array_sort (times, compare_double);
  fprintf (out, "expert decisions (Hard level, choices with more than one legal move)\n");
  fprintf (out, "  decisions    %u\n", n);
  fprintf (out, "  decisions/s  %.1f\n", n / (total / 1000.0));
  print_ms (out, times, total);
}

/* The analysis behind hints and the review (every legal action valued,
 * no time limit) at positions of games the simple player plays, one
 * thread. */
static void
bench_analysis (FILE *out, const EuchreRules *rules, double seconds)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GRand) rand = g_rand_new_with_seed (14);
  gint64 start = g_get_monotonic_time ();
  double total = 0;
  guint n;

  for (guint game = 0; (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC; game++)
    {
      g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", 0, game);
      EuchreState state;

      euchre_state_init (&state, rules, 900 + game);
      while (state.pub.phase != EUCHRE_PHASE_GAME_OVER &&
             (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC)
        {
          EuchreView view;
          EuchreActionList list;
          EuchreAnalysis analysis;
          EuchreAction a;
          gint64 t0;
          double ms;

          euchre_state_get_view (&state, state.pub.turn, &view);
          euchre_view_legal_actions (&view, &list);
          if (list.n > 1)
            {
              t0 = g_get_monotonic_time ();
              euchre_analysis_run (&view, &list, rand, 0, &analysis);
              ms = (g_get_monotonic_time () - t0) / 1000.0;
              total += ms;
              g_array_append_val (times, ms);
            }
          a = euchre_strategy_choose (simple, &view, &list, NULL);
          euchre_state_apply_legal (&state, &a);
        }
    }
  n = times->len;
  if (n == 0)
    return;
  g_array_sort (times, compare_double);
  fprintf (out, "analysis (hints and review: every legal action, choices with more than one)\n");
  fprintf (out, "  decisions    %u\n", n);
  print_ms (out, times, total);
}

/* The time cap of each decision's analysis when the window reviews a hand. */
#define REVIEW_BUDGET_MS 150

/* Whole-hand reviews (euchre_review_record(), one hand, one seat, every
 * choice of the seat analysed under the window's cap, the open replay
 * solved) of games the simple player plays, one thread. */
static void
bench_review (FILE *out, const EuchreRules *rules, double seconds)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  gint64 start = g_get_monotonic_time ();
  double total = 0;
  guint n;

  for (guint game = 0; (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC; game++)
    {
      g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", 0, game);
      g_autoptr (EuchreRecord) record = euchre_record_new (rules, 700 + game);
      EuchreState state;
      guint hands = 0;

      euchre_state_init (&state, rules, 700 + game);
      while (state.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView view;
          EuchreActionList list;
          EuchreAction a;

          euchre_state_get_view (&state, state.pub.turn, &view);
          euchre_view_legal_actions (&view, &list);
          a = euchre_strategy_choose (simple, &view, &list, NULL);
          euchre_record_append (record, state.pub.turn, &a);
          euchre_state_apply_legal (&state, &a);
          hands += state.pub.phase == EUCHRE_PHASE_HAND_OVER
                   || (state.pub.phase == EUCHRE_PHASE_GAME_OVER
                       && a.type != EUCHRE_ACTION_DEAL);
        }
      for (guint hand = 1; hand <= hands
           && (g_get_monotonic_time () - start) < seconds * G_USEC_PER_SEC; hand++)
        {
          g_autoptr (GPtrArray) review = NULL;
          gint64 t0 = g_get_monotonic_time ();
          double ms;

          review = euchre_review_record (record, hand % 4, hand, game, REVIEW_BUDGET_MS * 1000,
                                         NULL, NULL);
          ms = (g_get_monotonic_time () - t0) / 1000.0;
          g_assert (review != NULL);
          total += ms;
          g_array_append_val (times, ms);
        }
    }
  n = times->len;
  if (n == 0)
    return;
  g_array_sort (times, compare_double);
  fprintf (out, "review (one seat's whole hand, the open replay included)\n");
  fprintf (out, "  hands        %u\n", n);
  fprintf (out, "  budget-ms    %d per decision (the window's cap)\n", REVIEW_BUDGET_MS);
  print_ms (out, times, total);
}

int
cli_bench (int argc, char **argv, const CliStreams *io)
{
  double seconds = 3.0;
  gint64 seed = 1;
  char *preset_id = NULL;
  g_autoptr (GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds, "How long to run (default 3)", "S" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "First game seed (default 1)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset_id,
      "Rule preset: standard, eecs280, cs246, west-virginia, british (default standard)",
      "PRESET" },
    { NULL }
  };
  EuchreRules rules;
  EuchrePreset preset = EUCHRE_PRESET_STANDARD;
  Counts counts = { 0, 0, 0 };
  guint64 rng = (guint64) seed;
  gint64 start, elapsed;

  context = g_option_context_new ("- random legal playouts");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!cli_parse_options (context, "bench", &argc, &argv, io))
    return 2;
  if (preset_id != NULL)
    {
      preset = euchre_preset_from_id (preset_id);
      if (preset == EUCHRE_N_PRESETS)
        {
          fprintf (io->err, "euchre-cli bench: unknown rule preset “%s”\n", preset_id);
          g_free (preset_id);
          return 2;
        }
      g_free (preset_id);
    }
  if (!(seconds > 0 && seconds <= 3600))
    {
      fprintf (io->err, "euchre-cli bench: --seconds must be between 0 and 3600\n");
      return 2;
    }
  euchre_rules_init_preset (&rules, preset);
  /* Shuffle with the fast generator whatever the preset says: the course
   * shuffles are deterministic (in-shuffle) or slow to seek (mt19937). */
  rules.shuffle = EUCHRE_SHUFFLE_RANDOM;

  start = g_get_monotonic_time ();
  do
    {
      for (int i = 0; i < 256; i++)
        random_game (&rules, (guint32) seed++, &rng, &counts);
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < seconds * G_USEC_PER_SEC);

  fprintf (io->out, "random playouts (%s rules, one thread)\n", euchre_preset_id (preset));
  fprintf (io->out, "  games      %" G_GUINT64_FORMAT "\n", counts.games);
  fprintf (io->out, "  hands      %" G_GUINT64_FORMAT "\n", counts.hands);
  fprintf (io->out, "  actions    %" G_GUINT64_FORMAT "\n", counts.actions);
  fprintf (io->out, "  seconds    %.3f\n", elapsed / (double) G_USEC_PER_SEC);
  fprintf (io->out, "  hands/s    %.0f\n", counts.hands / (elapsed / (double) G_USEC_PER_SEC));
  fprintf (io->out, "  actions/s  %.0f\n", counts.actions / (elapsed / (double) G_USEC_PER_SEC));
  {
    guint64 same = rng;   /* the same positions both ways */

    bench_solver (io->out, &rules, 20000, &rng, FALSE);
    bench_solver (io->out, &rules, 20000, &same, TRUE);
  }
  bench_expert (io->out, &rules, seconds * 3);
  bench_analysis (io->out, &rules, seconds * 3);
  bench_review (io->out, &rules, seconds * 3);
  return 0;
}
