/* soak.c — many whole games in one process: does memory stay flat?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   soak [--engine-games N] [--model-games N] [--max-growth-kb K]
 *
 * 1. N games (default 100,000) through the engine alone: every seat a
 *    computer player (random, simple, classic, gertz, easy in turn),
 *    every preset, each strategy made and freed per game.
 * 2. N games (default 2,000) through EuchreGame: four computer seats with
 *    no delay, decisions in GTask threads, an autosave after every action
 *    and statistics kept, each game object finalized at the end.
 *
 * Prints the wall time and the resident set size (VmRSS from
 * /proc/self/status) at the start, at every tenth of each part and at the
 * end, and fails if the RSS grew by more than --max-growth-kb (default
 * 16384) between the first tenth of a part and its end: the first tenth
 * lets caches and allocator arenas settle.  Not part of `meson test`; run
 * `meson test --benchmark soak` or tests/soak/run-soak.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "euchre-engine.h"
#include "euchre-game.h"
#include "euchre-stats.h"

static const char *const strategies[] = { "random", "simple", "classic", "gertz", "easy" };

static guint64
rss_kb (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  return line ? g_ascii_strtoull (line + strlen (field), NULL, 10) : 0;
}

static void
report (const char *what, gint64 start, guint done, guint total)
{
  printf ("%-7s %7u/%-7u %8.1f s  VmRSS %7" G_GUINT64_FORMAT " kB  VmHWM %7" G_GUINT64_FORMAT
          " kB\n", what, done, total, (g_get_monotonic_time () - start) / 1e6,
          rss_kb ("VmRSS:"), rss_kb ("VmHWM:"));
  fflush (stdout);
}

static guint64
engine_part (guint n, gint64 start, guint64 *decisions_out)
{
  guint64 settled = 0, decisions = 0;

  for (guint game = 0; game < n; game++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreStrategy *seats[4];

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      /* mt19937 seeks from its start at each deal: slow, and the engine
       * tests cover it; the soak is about memory. */
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      euchre_state_init (&s, &rules, game);
      for (guint seat = 0; seat < 4; seat++)
        seats[seat] = euchre_strategy_new (strategies[(game + seat) % G_N_ELEMENTS (strategies)],
                                           (game + seat) % EUCHRE_N_PERSONALITIES,
                                           game * 4 + seat);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreActionList legal;
          EuchreAction a;

          euchre_state_legal_actions (&s, &legal);
          if (s.pub.phase == EUCHRE_PHASE_DEAL || s.pub.phase == EUCHRE_PHASE_HAND_OVER)
            a = legal.actions[0];
          else
            {
              EuchreView view;

              euchre_state_get_view (&s, s.pub.turn, &view);
              a = euchre_strategy_choose (seats[s.pub.turn], &view, &legal, NULL);
              decisions++;
            }
          if (!euchre_state_apply (&s, &a, NULL))
            g_error ("game %u: a computer player's move was refused", game);
        }
      for (guint seat = 0; seat < 4; seat++)
        euchre_strategy_free (seats[seat]);
      if ((game + 1) % MAX (1, n / 10) == 0)
        {
          report ("engine", start, game + 1, n);
          if (settled == 0)
            settled = rss_kb ("VmRSS:");
        }
    }
  *decisions_out = decisions;
  return settled;
}

typedef struct {
  GMainLoop *loop;
  gboolean over;
} Waiter;

static void
game_over_cb (EuchreGame *game, guint side, Waiter *w)
{
  w->over = TRUE;
  g_main_loop_quit (w->loop);
}

static void
save_failed_cb (EuchreGame *game, const char *message, gpointer data)
{
  g_error ("the autosave failed: %s", message);
}

static void
wait_for_jobs (void)
{
  while (euchre_game_get_jobs_in_flight () > 0)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (200);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static guint64
model_part (guint n, gint64 start, const char *dir)
{
  g_autofree char *save = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *stats_path = g_build_filename (dir, "statistics.ini", NULL);
  EuchreStats *stats = euchre_stats_new (stats_path);
  guint64 settled = 0;
  Waiter w = { g_main_loop_new (NULL, FALSE), FALSE };

  for (guint g = 0; g < n; g++)
    {
      EuchreGame *game = euchre_game_new ();
      EuchreRules rules;
      g_autofree char *group = g_strdup_printf ("soak/%u", g % 3);

      euchre_game_set_ai_delay_ms (game, 0);
      for (guint seat = 0; seat < 4; seat++)
        euchre_game_set_seat (game, seat, strategies[(g + seat) % G_N_ELEMENTS (strategies)],
                              (g + seat) % EUCHRE_N_PERSONALITIES);
      euchre_game_set_save_path (game, save);
      g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), &w);
      g_signal_connect (game, "save-failed", G_CALLBACK (save_failed_cb), NULL);
      euchre_stats_track (stats, game, group);
      euchre_rules_init_preset (&rules, g % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      w.over = FALSE;
      euchre_game_start (game, &rules, g);
      g_main_loop_run (w.loop);
      g_assert_true (w.over);
      g_assert_finalize_object (game);
      wait_for_jobs ();
      if ((g + 1) % MAX (1, n / 10) == 0)
        {
          report ("model", start, g + 1, n);
          if (settled == 0)
            settled = rss_kb ("VmRSS:");
        }
    }
  {
    guint64 played = 0;

    for (guint i = 0; i < 3; i++)
      {
        g_autofree char *group = g_strdup_printf ("soak/%u", i);

        played += euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_PLAYED);
      }
    g_assert_cmpuint (played, ==, n);
  }
  g_assert_finalize_object (stats);
  g_main_loop_unref (w.loop);
  g_unlink (save);
  g_unlink (stats_path);
  return settled;
}

int
main (int argc, char **argv)
{
  gint64 engine_games = 100000, model_games = 2000, max_growth = 16384;
  g_autoptr (GOptionContext) context = g_option_context_new ("- many games, flat memory");
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "engine-games", 'e', 0, G_OPTION_ARG_INT64, &engine_games, "Games through the engine", "N" },
    { "model-games", 'm', 0, G_OPTION_ARG_INT64, &model_games, "Games through EuchreGame", "N" },
    { "max-growth-kb", 0, 0, G_OPTION_ARG_INT64, &max_growth, "Allowed RSS growth", "K" },
    { NULL }
  };
  g_autofree char *dir = NULL;
  guint64 rss_start, settled, end, decisions = 0;
  gint64 start;
  int status = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      engine_games < 0 || model_games < 0 || engine_games > G_MAXUINT || model_games > G_MAXUINT)
    {
      fprintf (stderr, "soak: %s\n", error ? error->message : "counts out of range");
      return 2;
    }
  /* Four quick deals per expert decision would be slow; it is not among
   * the strategies above, but keep it cheap if a difficulty maps to it. */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "2,2", FALSE);
  /* Every autosave syncs its file to disk (g_file_set_contents): some
   * 600,000 of them on a real disk take the better part of an hour.  The
   * soak is about memory, so it saves to RAM (/dev/shm) unless TMPDIR
   * says where. */
  if (g_getenv ("TMPDIR") == NULL && g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) &&
      g_access ("/dev/shm", W_OK) == 0)
    dir = g_mkdtemp (g_strdup ("/dev/shm/euchre-soak-XXXXXX"));
  else
    dir = g_dir_make_tmp ("euchre-soak-XXXXXX", NULL);
  g_assert_nonnull (dir);
  printf ("saving to %s\n", dir);

  start = g_get_monotonic_time ();
  rss_start = rss_kb ("VmRSS:");
  report ("start", start, 0, 0);

  if (engine_games > 0)
    {
      gint64 t0 = g_get_monotonic_time ();

      settled = engine_part ((guint) engine_games, start, &decisions);
      end = rss_kb ("VmRSS:");
      printf ("engine: %" G_GINT64_FORMAT " games, %" G_GUINT64_FORMAT " decisions in %.1f s; "
              "VmRSS %" G_GUINT64_FORMAT " kB at the start, %" G_GUINT64_FORMAT
              " kB after a tenth, %" G_GUINT64_FORMAT " kB at the end\n",
              engine_games, decisions, (g_get_monotonic_time () - t0) / 1e6, rss_start, settled,
              end);
      if (end > settled + (guint64) max_growth)
        {
          printf ("engine: FAILED, memory grew by %" G_GUINT64_FORMAT " kB\n", end - settled);
          status = 1;
        }
    }
  if (model_games > 0)
    {
      gint64 t0 = g_get_monotonic_time ();
      guint64 before = rss_kb ("VmRSS:");

      settled = model_part ((guint) model_games, start, dir);
      end = rss_kb ("VmRSS:");
      printf ("model: %" G_GINT64_FORMAT " games in %.1f s; VmRSS %" G_GUINT64_FORMAT
              " kB at the start, %" G_GUINT64_FORMAT " kB after a tenth, %" G_GUINT64_FORMAT
              " kB at the end\n", model_games, (g_get_monotonic_time () - t0) / 1e6, before,
              settled, end);
      if (end > settled + (guint64) max_growth)
        {
          printf ("model: FAILED, memory grew by %" G_GUINT64_FORMAT " kB\n", end - settled);
          status = 1;
        }
    }
  report ("end", start, 0, 0);
  g_rmdir (dir);
  return status;
}
