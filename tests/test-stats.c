/* test-stats.c — statistics: totals over rule sets and difficulties,
 * abandoned games, streaks, win percentage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "test-files.h"
#include "test-wait.h"
#include "euchre-game.h"
#include "euchre-stats.h"

typedef struct {
  char *dir;
  char *path;                   /* statistics.ini */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = test_make_tmp_dir ("euchre-stats");
  f->path = g_build_filename (f->dir, "statistics.ini", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  test_remove_tree (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static EuchreStats *
stats_from (Fixture *f, const char *contents)
{
  g_assert_true (g_file_set_contents (f->path, contents, -1, NULL));
  return euchre_stats_new (f->path);
}

/* ---- totals ------------------------------------------------------------------- */

static const char three_groups[] =
  "[standard/easy]\ngames-played=3\ngames-won=2\nhands-played=20\npoints-for=30\n"
  "[standard/hard]\ngames-played=2\ngames-won=0\nhands-played=15\npoints-for=12\n"
  "[custom/hard]\ngames-played=4\ngames-won=3\nhands-played=31\npoints-for=41\n"
  "games-abandoned=1\n";

static void
test_totals (Fixture *f, gconstpointer data)
{
  EuchreStats *stats = stats_from (f, three_groups);
  g_auto (GStrv) groups = euchre_stats_get_groups (stats);

  g_assert_cmpuint (g_strv_length (groups), ==, 3);
  g_assert_cmpstr (groups[0], ==, "custom/hard");
  g_assert_cmpstr (groups[1], ==, "standard/easy");
  g_assert_cmpstr (groups[2], ==, "standard/hard");

  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_PLAYED), ==, 9);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_WON), ==, 5);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_HANDS_PLAYED), ==, 66);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_POINTS_FOR), ==, 83);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_ABANDONED), ==,
                    1);
  g_assert_cmpuint (euchre_stats_get_total (stats, "standard", NULL, EUCHRE_STAT_GAMES_PLAYED),
                    ==, 5);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, "hard", EUCHRE_STAT_GAMES_PLAYED), ==, 6);
  g_assert_cmpuint (euchre_stats_get_total (stats, "custom", "hard", EUCHRE_STAT_GAMES_WON), ==,
                    3);
  g_assert_cmpuint (euchre_stats_get_total (stats, "british", NULL, EUCHRE_STAT_GAMES_PLAYED),
                    ==, 0);
  g_assert_cmpuint (euchre_stats_get_total (stats, "custom", "easy", EUCHRE_STAT_GAMES_PLAYED),
                    ==, 0);
  g_assert_finalize_object (stats);
}

static void
test_win_percentage (Fixture *f, gconstpointer data)
{
  EuchreStats *stats = stats_from (f, three_groups);
  guint percent = 99;

  /* 5 of 9: 55.6 % */
  g_assert_true (euchre_stats_get_win_percentage (stats, NULL, NULL, &percent));
  g_assert_cmpuint (percent, ==, 56);
  /* 2 of 3: 66.7 % */
  g_assert_true (euchre_stats_get_win_percentage (stats, "standard", "easy", &percent));
  g_assert_cmpuint (percent, ==, 67);
  g_assert_true (euchre_stats_get_win_percentage (stats, "standard", "hard", &percent));
  g_assert_cmpuint (percent, ==, 0);
  /* No game: no percentage. */
  g_assert_false (euchre_stats_get_win_percentage (stats, "british", NULL, &percent));
  g_assert_cmpuint (percent, ==, 0);
  g_assert_finalize_object (stats);

  /* A hand-edited file with more wins than games says 100 %, not more. */
  stats = stats_from (f, "[standard/easy]\ngames-played=2\ngames-won=7\n");
  g_assert_true (euchre_stats_get_win_percentage (stats, NULL, NULL, &percent));
  g_assert_cmpuint (percent, ==, 100);
  g_assert_finalize_object (stats);
}

/* ---- games played through ------------------------------------------------------- */

typedef struct {
  GMainLoop *loop;
  guint winner;
} Play;

static void
game_over_cb (EuchreGame *game, guint side, Play *p)
{
  p->winner = side;
  g_main_loop_quit (p->loop);
}

static EuchreGame *
computer_game (void)
{
  EuchreGame *game = euchre_game_new ();

  euchre_game_set_ai_delay_ms (game, 0);
  for (guint seat = 0; seat < 4; seat++)
    euchre_game_set_seat (game, seat, "simple", EUCHRE_PERSONALITY_NORMAL);
  return game;
}

/* Plays a one-point game to its end; TRUE when the person's side won. */
static gboolean
play_game (EuchreGame *game, guint32 seed)
{
  Play p = { g_main_loop_new (NULL, FALSE), 2 };
  gulong id = g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), &p);
  EuchreRules rules;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 1;
  euchre_game_start (game, &rules, seed);
  g_main_loop_run (p.loop);
  g_signal_handler_disconnect (game, id);
  g_main_loop_unref (p.loop);
  g_assert_cmpuint (p.winner, <, 2);
  return p.winner == 0;
}

static void
test_abandoned (Fixture *f, gconstpointer data)
{
  EuchreStats *stats = euchre_stats_new (f->path);
  EuchreGame *game = computer_game ();
  EuchreRules rules;
  gboolean won;

  /* A game won (or lost), then one abandoned mid-hand. */
  euchre_stats_track (stats, game, "standard/medium");
  won = play_game (game, 5);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_set_paused (game, TRUE);
  euchre_game_start (game, &rules, 6);
  euchre_stats_track (stats, game, "standard/medium");
  euchre_stats_abandon (stats);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 2);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_WON), ==,
                    won ? 1 : 0);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_ABANDONED), ==,
                    1);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_CURRENT_STREAK), ==, 0);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_BEST_STREAK), ==,
                    won ? 1 : 0);

  /* Once abandoned, the game is not tracked: nothing counts twice. */
  euchre_stats_abandon (stats);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 2);

  /* A finished game is not abandoned by a new one. */
  euchre_game_set_paused (game, FALSE);
  euchre_stats_track (stats, game, "standard/medium");
  won = play_game (game, 7) || won;
  euchre_stats_abandon (stats);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 3);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_ABANDONED), ==,
                    1);
  g_assert_finalize_object (game);
  test_wait_for_jobs ();
  g_assert_finalize_object (stats);

  /* It was saved. */
  stats = euchre_stats_new (f->path);
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_ABANDONED), ==,
                    1);
  g_assert_finalize_object (stats);
}

typedef struct {
  guint current, best;
} Streak;

static void
streak_add (Streak *s, gboolean won)
{
  s->current = won ? s->current + 1 : 0;
  s->best = MAX (s->best, s->current);
}

static void
check_streak (EuchreStats *stats, const char *preset, const char *difficulty, const Streak *s)
{
  guint current = euchre_stats_get_total (stats, preset, difficulty, EUCHRE_STAT_CURRENT_STREAK);
  guint best = euchre_stats_get_total (stats, preset, difficulty, EUCHRE_STAT_BEST_STREAK);

  if (current != s->current || best != s->best)
    g_error ("%s/%s: streaks %u/%u, expected %u/%u", preset ? preset : "all",
             difficulty ? difficulty : "all", current, best, s->current, s->best);
}

/* Games in three groups, interleaved: each selection's streaks follow its
 * own games in order, whatever the other groups did meanwhile. */
static void
test_streaks (Fixture *f, gconstpointer data)
{
  static const char *groups[] = { "standard/easy", "standard/hard", "custom/hard" };
  static const guint8 order[] = { 0, 0, 1, 2, 0, 1, 1, 2, 0, 2, 2, 0, 1, 0, 0, 2, 1, 0 };
  EuchreStats *stats = euchre_stats_new (f->path);
  EuchreGame *game = computer_game ();
  Streak all = { 0 }, standard = { 0 }, hard = { 0 }, each[3] = { { 0 } };
  guint wins = 0;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      guint g = order[i];
      gboolean won;

      euchre_stats_track (stats, game, groups[g]);
      if (i == 9)
        {
          /* One abandoned before it ends: a loss. */
          EuchreRules rules;

          euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
          euchre_game_set_paused (game, TRUE);
          euchre_game_start (game, &rules, 0);
          euchre_stats_abandon (stats);
          euchre_game_set_paused (game, FALSE);
          won = FALSE;
        }
      else
        won = play_game (game, 100 + i);
      wins += won;
      streak_add (&all, won);
      streak_add (&each[g], won);
      if (g < 2)
        streak_add (&standard, won);
      if (g > 0)
        streak_add (&hard, won);
    }
  /* The deals give both wins and losses (else this tests little). */
  g_assert_cmpuint (wins, >, 3);
  g_assert_cmpuint (wins, <, G_N_ELEMENTS (order) - 3);
  g_assert_cmpuint (all.best, >=, 2);

  check_streak (stats, NULL, NULL, &all);
  check_streak (stats, "standard", NULL, &standard);
  check_streak (stats, NULL, "hard", &hard);
  for (guint g = 0; g < 3; g++)
    {
      g_auto (GStrv) parts = g_strsplit (groups[g], "/", 2);

      check_streak (stats, parts[0], parts[1], &each[g]);
    }
  check_streak (stats, "british", NULL, &(Streak) { 0, 0 });
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_PLAYED), ==,
                    G_N_ELEMENTS (order));
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_WON), ==, wins);
  g_assert_finalize_object (game);
  test_wait_for_jobs ();
  g_assert_finalize_object (stats);

  /* The same after reading the file back. */
  stats = euchre_stats_new (f->path);
  check_streak (stats, NULL, NULL, &all);
  check_streak (stats, "standard", NULL, &standard);
  g_assert_finalize_object (stats);
}

/* A file from before the selections kept streaks of their own. */
static void
test_streaks_old_file (Fixture *f, gconstpointer data)
{
  EuchreStats *stats = stats_from (f, "[standard/medium]\ngames-played=9\ngames-won=6\n"
                                      "current-streak=3\nbest-streak=4\n");

  /* One group: its streaks are everyone's. */
  check_streak (stats, NULL, NULL, &(Streak) { 3, 4 });
  check_streak (stats, "standard", NULL, &(Streak) { 3, 4 });
  g_assert_finalize_object (stats);

  /* Two: the best is the better of the two; which came last is not known. */
  stats = stats_from (f, "[standard/medium]\ngames-played=9\ncurrent-streak=3\nbest-streak=4\n"
                         "[british/medium]\ngames-played=2\ncurrent-streak=2\nbest-streak=2\n");
  check_streak (stats, NULL, NULL, &(Streak) { 0, 4 });
  check_streak (stats, NULL, "medium", &(Streak) { 0, 4 });
  check_streak (stats, "british", NULL, &(Streak) { 2, 2 });
  g_assert_finalize_object (stats);
}

/* ---- files that cannot be read whole, two instances (issue 25) ---------------- */

/* GKeyFile stops at the first line it does not understand: such a file
 * must never be written over (412 games were lost so), but kept aside
 * byte for byte, the player told. */
static const struct {
  const char *text;
  gssize length;
} unreadable[] = {
  { "\xef\xbb\xbf[standard/medium]\ngames-played=412\nbest-streak=17\n", -1 },
  { "@!~ garbled\n[standard/medium]\ngames-played=412\n", -1 },
  { "games-played=412\n[standard/medium]\ngames-played=412\n", -1 },
  { "[standard/medium]\ngames-played=412\n\xff\xfe\x00\x01\n", 24 + 6 },
};

static void
test_unreadable_kept (Fixture *f, gconstpointer data)
{
  const char *text = unreadable[GPOINTER_TO_UINT (data)].text;
  gssize length = unreadable[GPOINTER_TO_UINT (data)].length;
  g_autofree char *kept = g_strconcat (f->path, ".corrupt-1", NULL);
  g_autofree char *back = NULL;
  gsize back_length = 0;
  EuchreStats *stats;

  if (length < 0)
    length = (gssize) strlen (text);
  g_assert_true (g_file_set_contents (f->path, text, length, NULL));
  stats = euchre_stats_new (f->path);
  g_assert_nonnull (euchre_stats_get_problem (stats));
  g_test_message ("%s", euchre_stats_get_problem (stats));
  g_assert_nonnull (strstr (euchre_stats_get_problem (stats), kept));
  g_assert_cmpuint (euchre_stats_get_total (stats, NULL, NULL, EUCHRE_STAT_GAMES_PLAYED), ==, 0);
  /* A save (after the next hand) writes a new file beside the old one. */
  g_assert_true (euchre_stats_save (stats, NULL));
  g_assert_true (g_file_get_contents (kept, &back, &back_length, NULL));
  g_assert_cmpmem (back, back_length, text, length);
  g_assert_finalize_object (stats);

  /* The new file reads, without a word. */
  stats = euchre_stats_new (f->path);
  g_assert_null (euchre_stats_get_problem (stats));
  g_assert_finalize_object (stats);
}

/* Two instances on one data folder (two sessions): each save adds its
 * own results to what the file holds, so no hand of either is lost. */
static void
test_two_instances (Fixture *f, gconstpointer data)
{
  EuchreStats *a = stats_from (f, "[standard/medium]\ngames-played=10\nhands-played=100\n");
  EuchreStats *b = euchre_stats_new (f->path);
  EuchreGame *ga = computer_game ();
  EuchreGame *gb = computer_game ();
  guint hands_a, hands_b, won = 0;
  EuchreStats *c;

  euchre_stats_track (a, ga, "standard/medium");
  euchre_stats_track (b, gb, "standard/medium");
  won += play_game (ga, 3);
  won += play_game (gb, 4);
  won += play_game (ga, 5);
  /* Each one's own view: the file as it read it, and its own games. */
  hands_a = euchre_stats_get (a, "standard/medium", EUCHRE_STAT_HANDS_PLAYED);
  hands_b = euchre_stats_get (b, "standard/medium", EUCHRE_STAT_HANDS_PLAYED);
  g_assert_cmpuint (hands_a, >, 100);
  g_assert_cmpuint (hands_b, >, 100);

  c = euchre_stats_new (f->path);
  g_assert_cmpuint (euchre_stats_get (c, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 13);
  g_assert_cmpuint (euchre_stats_get (c, "standard/medium", EUCHRE_STAT_GAMES_WON), ==, won);
  /* What the last save saw holds everything: b's and a's hands. */
  g_assert_cmpuint (euchre_stats_get (c, "standard/medium", EUCHRE_STAT_HANDS_PLAYED), ==,
                    hands_a);
  g_assert_cmpuint (hands_a, >, hands_b);
  g_assert_cmpuint (euchre_stats_get_total (c, NULL, NULL, EUCHRE_STAT_GAMES_PLAYED), ==, 13);
  g_assert_finalize_object (c);

  /* A reset in one empties the file; the other's next game adds to the
   * empty file, not to what it read before. */
  euchre_stats_reset (a);
  won = play_game (gb, 6);
  c = euchre_stats_new (f->path);
  g_assert_cmpuint (euchre_stats_get (c, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 1);
  g_assert_cmpuint (euchre_stats_get (c, "standard/medium", EUCHRE_STAT_GAMES_WON), ==, won);
  g_assert_finalize_object (c);

  g_assert_finalize_object (ga);
  g_assert_finalize_object (gb);
  test_wait_for_jobs ();
  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
}

/* What a killed save leaves ("statistics.ini.XXXXXX") goes at the next
 * start; nothing else does. */
static void
test_stale_temporaries (Fixture *f, gconstpointer data)
{
  static const char *const gone[] = { "statistics.ini.Ab3xYz", "statistics.ini.000000" };
  static const char *const kept[] = { "statistics.ini.corrupt-1", "statistics.ini.lock",
                                      "statistics.ini.Ab3xY", "statistics.ini.Ab3xYz7",
                                      "other.ini.Ab3xYz", "statistics.ini.Ab-xYz" };
  EuchreStats *stats;

  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      g_autofree char *path = g_build_filename (f->dir, gone[i], NULL);

      g_assert_true (g_file_set_contents (path, "[half", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (f->dir, kept[i], NULL);

      g_assert_true (g_file_set_contents (path, "keep", -1, NULL));
    }
  stats = euchre_stats_new (f->path);
  g_assert_null (euchre_stats_get_problem (stats));
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      g_autofree char *path = g_build_filename (f->dir, gone[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (f->dir, kept[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_assert_finalize_object (stats);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/euchre/stats/totals", Fixture, NULL, fixture_set_up, test_totals,
              fixture_tear_down);
  g_test_add ("/euchre/stats/win-percentage", Fixture, NULL, fixture_set_up, test_win_percentage,
              fixture_tear_down);
  g_test_add ("/euchre/stats/abandoned", Fixture, NULL, fixture_set_up, test_abandoned,
              fixture_tear_down);
  g_test_add ("/euchre/stats/streaks", Fixture, NULL, fixture_set_up, test_streaks,
              fixture_tear_down);
  g_test_add ("/euchre/stats/streaks-old-file", Fixture, NULL, fixture_set_up,
              test_streaks_old_file, fixture_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      g_autofree char *path = g_strdup_printf ("/euchre/stats/unreadable-kept/%u", i);

      g_test_add (path, Fixture, GUINT_TO_POINTER (i), fixture_set_up, test_unreadable_kept,
                  fixture_tear_down);
    }
  g_test_add ("/euchre/stats/two-instances", Fixture, NULL, fixture_set_up, test_two_instances,
              fixture_tear_down);
  g_test_add ("/euchre/stats/stale-temporaries", Fixture, NULL, fixture_set_up,
              test_stale_temporaries, fixture_tear_down);
  return g_test_run ();
}
