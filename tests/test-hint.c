/* test-hint.c — the model's hint and analysis of the person's position:
 * the analysis' best action, off the main loop, never a stale answer,
 * never a hidden card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-coach.h"
#include "euchre-game-private.h"
#include "test-util.h"
#include "test-wait.h"

typedef struct {
  gboolean done;
  gboolean ok;
  GError *error;
  EuchreAction action;
  char *text;
  EuchreAnalysis analysis;
  EuchreView view;
} Answer;

static void
answer_clear (Answer *a)
{
  g_clear_error (&a->error);
  g_clear_pointer (&a->text, g_free);
  memset (a, 0, sizeof *a);
}

static void
hint_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = euchre_game_hint_finish (EUCHRE_GAME (source), result, &a->action, &a->text,
                                   &a->error);
  a->done = TRUE;
}

static void
analyse_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *a = data;

  a->ok = euchre_game_analyse_finish (EUCHRE_GAME (source), result, &a->analysis, &a->view,
                                      &a->error);
  a->done = TRUE;
}

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static gboolean
tick_cb (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* A paused game at @state, seat 0 to act (the record is empty: the
 * analysis' seed, its length, is the same for every such game). */
static EuchreGame *
game_at (const EuchreState *state)
{
  EuchreGame *game = euchre_game_new ();

  euchre_game_set_paused (game, TRUE);
  euchre_game_restart_from (game, state, euchre_record_new (&state->pub.rules, 0));
  return game;
}

/* The standard game, seed 3, from the deal to the person's first turn. */
static EuchreGame *
game_at_first_turn (void)
{
  EuchreRules rules;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = 3;
  euchre_state_init (&s, &rules, 3);
  euchre_state_legal_actions (&s, &list);
  apply_ok (&s, list.actions[0]);
  g_assert_cmpuint (s.pub.turn, ==, 0);
  return game_at (&s);
}

/* The hint is the analysis' best action, with the coach's words, and it
 * comes back through the main loop, which keeps turning meanwhile. */
static void
test_hint_best (void)
{
  g_autoptr (EuchreGame) game = game_at_first_turn ();
  g_autoptr (GRand) rand = NULL;
  g_autofree char *text = NULL;
  Answer hint = { 0 }, analysis = { 0 };
  EuchreAnalysis direct;
  EuchreActionList legal;
  EuchreView view;
  guint ticks = 0, ticker;

  ticker = g_timeout_add (1, tick_cb, &ticks);
  euchre_game_hint_async (game, NULL, hint_cb, &hint);
  g_assert_false (hint.done);
  test_wait_until (answered, &hint, "the hint", 10000);
  g_source_remove (ticker);
  g_test_message ("%u ticks of the main loop while the analysis ran", ticks);
  g_assert_cmpuint (ticks, >, 0);
  g_assert_no_error (hint.error);
  g_assert_true (hint.ok);

  /* The same position again: the analysis kept, answered at once. */
  euchre_game_analyse_async (game, NULL, analyse_cb, &analysis);
  g_assert_null (game->analysis_job);
  test_wait_until (answered, &analysis, "the analysis", 10000);
  g_assert_true (analysis.ok);
  g_assert_true (euchre_action_equal (&hint.action,
                                      &analysis.analysis.options[analysis.analysis.best].action));
  text = euchre_coach_hint_text (&analysis.view, &analysis.analysis);
  g_assert_cmpstr (hint.text, ==, text);

  /* And it is the analysis of the person's view, seeded by the record's
   * length (EUCHRE_HINT_BUDGET_US=0: no time limit, deterministic). */
  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  g_assert_true (memcmp (&view, &analysis.view, sizeof view) == 0);
  euchre_view_legal_actions (&view, &legal);
  rand = g_rand_new_with_seed (euchre_record_length (game->record));
  euchre_analysis_run (&view, &legal, rand, 0, &direct);
  g_assert_true (memcmp (&direct, &analysis.analysis, sizeof direct) == 0);
  g_assert_false (analysis.analysis.stopped_at_budget);
  answer_clear (&hint);
  answer_clear (&analysis);
}

/* EUCHRE_HINT_BUDGET_US is read and applied: with one microsecond the
 * analysis stops at its budget, after the expert's fewest deals, and
 * says so (issue 39: the hint read it through a g_once whose guard never
 * let it in, so no time limit ever applied).  No clock is asserted: the
 * analysis' own report is. */
static void
test_hint_budget (void)
{
  g_autoptr (EuchreGame) game = NULL;
  g_autoptr (GRand) rand = NULL;
  Answer analysis = { 0 };
  EuchreAnalysis full;
  EuchreActionList legal;

  /* No analysis runs now (every test before waited for its answers). */
  g_setenv ("EUCHRE_HINT_BUDGET_US", "1", TRUE);
  game = game_at_first_turn ();
  euchre_game_analyse_async (game, NULL, analyse_cb, &analysis);
  test_wait_until (answered, &analysis, "the analysis", 10000);
  g_setenv ("EUCHRE_HINT_BUDGET_US", "0", TRUE);
  g_assert_no_error (analysis.error);
  g_assert_true (analysis.ok);
  g_assert_cmpuint (analysis.analysis.n, >, 1);
  g_assert_true (analysis.analysis.stopped_at_budget);

  /* Fewer deals than the same analysis without a time limit. */
  euchre_view_legal_actions (&analysis.view, &legal);
  rand = g_rand_new_with_seed (euchre_record_length (game->record));
  euchre_analysis_run (&analysis.view, &legal, rand, 0, &full);
  g_assert_false (full.stopped_at_budget);
  g_assert_cmpuint (analysis.analysis.n_samples, <, full.n_samples);
  answer_clear (&analysis);
}

/* Asked twice while it runs: one analysis answers both. */
static void
test_hint_shared (void)
{
  g_autoptr (EuchreGame) game = game_at_first_turn ();
  Answer hint = { 0 }, analysis = { 0 };
  EuchreGameAnalysisJob *job;

  euchre_game_analyse_async (game, NULL, analyse_cb, &analysis);
  job = game->analysis_job;
  g_assert_nonnull (job);
  euchre_game_hint_async (game, NULL, hint_cb, &hint);
  g_assert_true (game->analysis_job == job);
  test_wait_until (answered, &hint, "the hint", 10000);
  test_wait_until (answered, &analysis, "the analysis", 10000);
  g_assert_true (hint.ok && analysis.ok);
  g_assert_true (euchre_action_equal (&hint.action,
                                      &analysis.analysis.options[analysis.analysis.best].action));
  answer_clear (&hint);
  answer_clear (&analysis);
}

/* The game moves on before the answer: it is refused, not given for a
 * position that is gone.  Before the person's turn: a plain refusal. */
static void
test_hint_stale (void)
{
  g_autoptr (EuchreGame) game = game_at_first_turn ();
  g_autoptr (EuchreGame) fresh = euchre_game_new ();
  Answer hint = { 0 }, early = { 0 };
  EuchreActionList list;
  EuchreRules rules;

  euchre_game_hint_async (game, NULL, hint_cb, &hint);
  g_assert_cmpuint (euchre_game_get_human_actions (game, &list), >, 0);
  g_assert_true (euchre_game_act (game, &list.actions[0], NULL));
  test_wait_until (answered, &hint, "the stale hint", 10000);
  g_assert_false (hint.ok);
  g_assert_error (hint.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (game->has_analysis);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_set_paused (fresh, TRUE);
  euchre_game_start (fresh, &rules, 1);
  euchre_game_hint_async (fresh, NULL, hint_cb, &early);
  test_wait_until (answered, &early, "the refusal", 10000);
  g_assert_error (early.error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN);
  g_assert_cmpuint (strlen (early.error->message), >, 5);
  answer_clear (&hint);
  answer_clear (&early);
}

static void
hint_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
            guint game_number, gpointer data)
{
  g_autoptr (EuchreGame) gx = NULL;
  g_autoptr (EuchreGame) gy = NULL;
  Answer ax = { 0 }, ay = { 0 };

  if (s->pub.turn != EUCHRE_HUMAN_SEAT)
    return;
  gx = game_at (s);
  gy = game_at (twin);
  euchre_game_hint_async (gx, NULL, hint_cb, &ax);
  euchre_game_hint_async (gy, NULL, hint_cb, &ay);
  test_wait_until (answered, &ax, "the hint", 10000);
  test_wait_until (answered, &ay, "the twin's hint", 10000);
  g_assert_true (ax.ok && ay.ok);
  g_assert_true (euchre_action_equal (&ax.action, &ay.action));
  g_assert_cmpstr (ax.text, ==, ay.text);
  (*(guint *) data)++;
  answer_clear (&ax);
  answer_clear (&ay);
}

/* Hidden cards swapped behind an identical view: the same hint. */
static void
test_hint_honest (void)
{
  guint compared = 0;

  g_setenv ("EUCHRE_EXPERT_SAMPLES", "12,8", TRUE);
  for_each_twin_position (80, 4, hint_twins, &compared);
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_test_message ("%u positions of seat 0 compared", compared);
  g_assert_cmpuint (compared, >=, 10);
}

static int
compare_times (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The benchmark (not a timed test; `test-hint -m perf`): hints at 200
 * positions of the person in random games, with the model's own time
 * budget, from the request to the answer on the main loop. */
static void
test_hint_benchmark (void)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint64 rng = 1;

  for (guint game = 0; times->len < 200; game++)
    {
      EuchreRules rules;
      EuchreState s;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER && times->len < 200)
        {
          EuchreActionList list;

          euchre_state_legal_actions (&s, &list);
          if (s.pub.turn == EUCHRE_HUMAN_SEAT && list.n > 1 && euchre_rng_below (&rng, 3) == 0)
            {
              g_autoptr (EuchreGame) g = game_at (&s);
              Answer a = { 0 };
              gint64 start = g_get_monotonic_time (), took;

              euchre_game_hint_async (g, NULL, hint_cb, &a);
              test_wait_until (answered, &a, "the hint", 10000);
              took = g_get_monotonic_time () - start;
              g_assert_true (a.ok);
              g_array_append_val (times, took);
              answer_clear (&a);
            }
          euchre_state_apply_legal (&s, &list.actions[euchre_rng_below (&rng, list.n)]);
        }
    }
  g_array_sort (times, compare_times);
  g_test_minimized_result (g_array_index (times, gint64, times->len * 95 / 100) / 1000.0,
                           "hint p95 %.1f ms (p50 %.1f ms, max %.1f ms, %u hints)",
                           g_array_index (times, gint64, times->len * 95 / 100) / 1000.0,
                           g_array_index (times, gint64, times->len / 2) / 1000.0,
                           g_array_index (times, gint64, times->len - 1) / 1000.0, times->len);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (g_test_perf ())
    {
      g_test_add_func ("/euchre/hint/benchmark", test_hint_benchmark);
      return g_test_run ();
    }
  /* Before the model reads it: analyses without a time limit. */
  g_setenv ("EUCHRE_HINT_BUDGET_US", "0", TRUE);
  g_test_add_func ("/euchre/hint/best", test_hint_best);
  g_test_add_func ("/euchre/hint/shared", test_hint_shared);
  g_test_add_func ("/euchre/hint/stale", test_hint_stale);
  g_test_add_func ("/euchre/hint/honest", test_hint_honest);
  g_test_add_func ("/euchre/hint/budget", test_hint_budget);
  return g_test_run ();
}
