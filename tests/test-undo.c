/* test-undo.c — taking back the person's last choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-game-private.h"
#include "euchre-settings.h"
#include "euchre-stats.h"
#include "test-files.h"
#include "test-wait.h"

/* The computer players are the deterministic ones: the same position
 * gets the same replies. */
static EuchreGame *
new_game (guint32 seed)
{
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;

  euchre_game_set_ai_delay_ms (game, 0);
  euchre_game_set_seat (game, 1, "simple", EUCHRE_PERSONALITY_NORMAL);
  euchre_game_set_seat (game, 2, "gertz", EUCHRE_PERSONALITY_NORMAL);
  euchre_game_set_seat (game, 3, "simple", EUCHRE_PERSONALITY_NORMAL);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (game, &rules, seed);
  return game;
}

static gboolean
person_or_over (gpointer data)
{
  EuchreGame *game = data;
  EuchreActionList list;

  return euchre_game_get_human_actions (game, &list) > 0 ||
         euchre_game_get_public (game)->phase == EUCHRE_PHASE_GAME_OVER;
}

static void
wait_for_person (EuchreGame *game)
{
  test_wait_until (person_or_over, game, "the person's turn or the game's end", 10000);
}

static void
assert_state_is (EuchreGame *game, const EuchreState *state, const char *record)
{
  g_autofree char *now = euchre_game_to_string (game);

  g_assert_true (memcmp (euchre_game_get_state (game), state, sizeof *state) == 0);
  g_assert_cmpstr (now, ==, record);
}

static void
count_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* At every choice of a whole game: act, let the computers reply, undo →
 * the state and record from before; act the same again → the same
 * replies as the first time. */
static void
test_undo_round_trip (void)
{
  g_autoptr (EuchreGame) game = new_game (20261122);
  guint choices = 0, cards = 0, bids = 0, notified = 0;

  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_cb), &notified);
  wait_for_person (game);
  g_assert_false (euchre_game_get_can_undo (game));
  while (euchre_game_get_public (game)->phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      EuchreState before, after;
      g_autofree char *record_before = euchre_game_to_string (game);
      g_autofree char *record_after = NULL;
      g_autoptr (GError) error = NULL;
      EuchreAction a;

      euchre_game_get_human_actions (game, &list);
      before = *euchre_game_get_state (game);
      /* The last legal action: a choice other than the first. */
      a = list.actions[list.n - 1];
      g_assert_true (euchre_game_act (game, &a, &error));
      g_assert_no_error (error);
      wait_for_person (game);
      after = *euchre_game_get_state (game);
      record_after = euchre_game_to_string (game);
      if (list.n < 2 || after.pub.phase == EUCHRE_PHASE_GAME_OVER)
        continue;

      choices++;
      if (a.type == EUCHRE_ACTION_PLAY)
        cards++;
      else if (a.type != EUCHRE_ACTION_DISCARD)
        bids++;
      g_assert_true (euchre_game_get_can_undo (game));
      g_assert_true (euchre_game_undo (game, &error));
      g_assert_no_error (error);
      assert_state_is (game, &before, record_before);
      g_assert_true (euchre_game_get_undo_used (game));
      /* Still the person's turn, nothing running meanwhile. */
      test_wait_drain ();
      assert_state_is (game, &before, record_before);

      g_assert_true (euchre_game_act (game, &a, &error));
      wait_for_person (game);
      assert_state_is (game, &after, record_after);
    }
  g_assert_cmpuint (cards, >, 5);
  g_assert_cmpuint (bids, >, 2);
  g_assert_cmpuint (choices, >, 10);
  g_assert_cmpuint (notified, >, 0);

  /* Over: its result stands. */
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (euchre_game_get_can_undo (game));
    g_assert_false (euchre_game_undo (game, &error));
    g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER);
  }
  test_wait_for_jobs ();
}

/* A forced card is no choice: undo takes back the choice before it. */
static void
test_undo_skips_forced (void)
{
  g_autoptr (EuchreGame) game = new_game (7);
  guint point;

  wait_for_person (game);
  while (euchre_game_get_public (game)->phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      g_autoptr (GError) error = NULL;

      euchre_game_get_human_actions (game, &list);
      point = game->undo_point;
      g_assert_true (euchre_game_act (game, &list.actions[0], &error));
      wait_for_person (game);
      if (list.n == 1 && point != G_MAXUINT &&
          euchre_game_get_public (game)->phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreState earlier;

          /* The point stayed where the last choice was. */
          g_assert_cmpuint (game->undo_point, ==, point);
          euchre_game_find_undo_point (game->record, point, &earlier);
          g_assert_true (euchre_game_undo (game, &error));
          g_assert_true (memcmp (euchre_game_get_state (game), &earlier, sizeof earlier) == 0);
          g_assert_cmpuint (euchre_record_length (game->record), ==, point);
          test_wait_for_jobs ();
          return;
        }
    }
  g_test_skip ("no forced card in this game");
}

static void
test_undo_refused (void)
{
  g_autoptr (EuchreGame) game = new_game (99);
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  g_autoptr (EuchreSettings) settings = euchre_settings_new (gs);
  g_autoptr (GError) error = NULL;
  EuchreActionList list;
  guint notified = 0;

  /* Nothing to take back yet. */
  wait_for_person (game);
  g_assert_false (euchre_game_get_can_undo (game));
  g_assert_false (euchre_game_undo (game, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "There is no move of yours to take back.");
  g_clear_error (&error);

  euchre_game_get_human_actions (game, &list);
  g_assert_true (euchre_game_act (game, &list.actions[0], NULL));
  wait_for_person (game);
  g_assert_true (euchre_game_get_can_undo (game));

  /* Turned off in the settings. */
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_cb), &notified);
  g_assert_true (g_settings_get_boolean (gs, "undo"));
  g_settings_set_boolean (gs, "undo", FALSE);
  euchre_settings_apply_to_game (settings, game);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (euchre_game_get_can_undo (game));
  g_assert_false (euchre_game_undo (game, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "Undo is turned off in the preferences.");
  g_assert_false (euchre_game_get_undo_used (game));

  g_settings_set_boolean (gs, "undo", TRUE);
  euchre_settings_apply_to_game (settings, game);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_true (euchre_game_undo (game, NULL));
  g_assert_false (euchre_game_get_can_undo (game));
  test_wait_for_jobs ();
}

/* The save keeps the mark, the record text does not. */
static void
test_undo_saved (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-undo-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *text = NULL;
  g_autofree char *record = NULL;
  g_autoptr (EuchreGame) game = new_game (5);
  g_autoptr (EuchreGame) again = euchre_game_new ();
  EuchreActionList list;

  euchre_game_set_save_path (game, path);
  wait_for_person (game);
  euchre_game_get_human_actions (game, &list);
  g_assert_true (euchre_game_act (game, &list.actions[0], NULL));
  wait_for_person (game);
  g_assert_true (euchre_game_undo (game, NULL));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  record = euchre_game_to_string (game);
  g_assert_nonnull (strstr (text, "\n" EUCHRE_GAME_UNDO_MARK "\n"));
  g_assert_null (strstr (record, EUCHRE_GAME_UNDO_MARK));

  euchre_game_set_ai_delay_ms (again, 0);
  euchre_game_set_save_path (again, path);
  g_assert_cmpint (euchre_game_resume (again, NULL), ==, EUCHRE_RESUME_RESUMED);
  g_assert_true (euchre_game_get_undo_used (again));
  g_assert_true (memcmp (euchre_game_get_state (again), euchre_game_get_state (game),
                         sizeof (EuchreState)) == 0);
  /* A new game is a clean one. */
  euchre_game_start (again, &euchre_game_get_public (game)->rules, 6);
  g_assert_false (euchre_game_get_undo_used (again));
  test_wait_for_jobs ();
  g_clear_object (&game);
  g_clear_object (&again);
  test_remove_tree (dir);
}

static void
play_out (EuchreGame *game, gboolean undo_once)
{
  wait_for_person (game);
  while (euchre_game_get_public (game)->phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;

      euchre_game_get_human_actions (game, &list);
      g_assert_true (euchre_game_act (game, &list.actions[0], NULL));
      wait_for_person (game);
      if (undo_once && euchre_game_get_can_undo (game))
        {
          g_assert_true (euchre_game_undo (game, NULL));
          undo_once = FALSE;
        }
    }
}

/* A game with undo counts apart: not played, won or lost, its hands after
 * the undo not counted. */
static void
test_undo_stats (void)
{
  g_autoptr (EuchreStats) stats = euchre_stats_new (NULL);
  g_autoptr (EuchreGame) game = new_game (11);
  g_autoptr (EuchreGame) other = new_game (11);
  const char *group = "standard/medium";

  euchre_stats_track (stats, game, group);
  play_out (game, TRUE);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_WITH_UNDO), ==, 1);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_PLAYED), ==, 0);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_WON), ==, 0);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_HANDS_PLAYED), ==, 0);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_CURRENT_STREAK), ==, 0);

  /* The same game without undo counts as before. */
  euchre_stats_track (stats, other, group);
  play_out (other, FALSE);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_PLAYED), ==, 1);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_HANDS_PLAYED), >, 0);
  g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_WITH_UNDO), ==, 1);

  /* Abandoned after an undo: apart too, not a loss. */
  {
    g_autoptr (EuchreGame) third = new_game (12);
    EuchreActionList list;

    euchre_stats_track (stats, third, group);
    wait_for_person (third);
    euchre_game_get_human_actions (third, &list);
    g_assert_true (euchre_game_act (third, &list.actions[0], NULL));
    wait_for_person (third);
    g_assert_true (euchre_game_undo (third, NULL));
    euchre_stats_abandon (stats);
    g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_WITH_UNDO), ==, 2);
    g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_PLAYED), ==, 1);
    g_assert_cmpuint (euchre_stats_get (stats, group, EUCHRE_STAT_GAMES_ABANDONED), ==, 0);
    test_wait_for_jobs ();
  }
  test_wait_for_jobs ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/undo/round-trip", test_undo_round_trip);
  g_test_add_func ("/euchre/undo/skips-forced", test_undo_skips_forced);
  g_test_add_func ("/euchre/undo/refused", test_undo_refused);
  g_test_add_func ("/euchre/undo/saved", test_undo_saved);
  g_test_add_func ("/euchre/undo/stats", test_undo_stats);
  return g_test_run ();
}
