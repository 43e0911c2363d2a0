/* test-replay-match.c — the replay board's model reading a match file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre_replay_load_file(): a game file gives one replay, a match file
 * one for each game that reads, with the match's names for the seats, the
 * file's notes and its reneges marked at their cards.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-replay.h"

static void
test_replay_match_club_night (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "club-night.emn",
                                                 NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) replays = NULL;
  g_autofree char *title = NULL;
  EuchreReplay *replay;
  GPtrArray *notes;
  guint reneges = 0;

  replays = euchre_replay_load_file (file, &title, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (title, ==, "Club night, week 5");
  g_assert_cmpuint (replays->len, ==, 7);
  replay = g_ptr_array_index (replays, 4);
  g_assert_cmpstr (euchre_replay_get_title (replay), ==, "Week 5, game 5");
  g_assert_cmpstr (euchre_replay_get_player (replay, 0), ==, "Tuesday Sub");
  g_assert_cmpstr (euchre_replay_get_player (replay, 1), ==, "Jen-Eye");
  g_assert_null (euchre_replay_get_problem (replay));
  notes = euchre_replay_get_notes (replay);
  g_assert_cmpuint (notes->len, ==, 3);
  for (guint step = 0; step < euchre_replay_get_n_steps (replay); step++)
    if (euchre_replay_is_renege (replay, step))
      {
        g_autofree char *note = NULL;

        reneges++;
        euchre_replay_set_cursor (replay, step);
        note = euchre_replay_get_annotation (replay);
        g_assert_true (g_str_has_prefix (note, "A renege: "));
        euchre_replay_set_cursor (replay, step + 1);
        g_clear_pointer (&note, g_free);
        note = euchre_replay_get_annotation (replay);
        g_assert_true (note == NULL || !g_str_has_prefix (note, "A renege: "));
      }
  g_assert_cmpuint (reneges, ==, 2);
  /* The game played on to 12 is there to its end. */
  replay = g_ptr_array_index (replays, 6);
  euchre_replay_set_cursor (replay, euchre_replay_get_n_steps (replay));
  g_assert_cmpuint (euchre_replay_get_public (replay)->score[1], ==, 12);
}

/* A game file is one replay and no match; a match of no readable game
 * says so. */
static void
test_replay_match_other_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-replay-match-XXXXXX", NULL);
  g_autofree char *game_path = g_build_filename (dir, "one.egn", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.emn", NULL);
  g_autoptr (GFile) game = g_file_new_for_path (game_path);
  g_autoptr (GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr (GPtrArray) replays = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;

  g_assert_true (g_file_set_contents (game_path,
                                      "{\"metadata\":{\"title\":\"One\"},\"deals\":[]}", -1, NULL));
  g_assert_true (g_file_set_contents (bad_path,
                                      "{\"fileType\":\"Euchre Match Notation\",\"games\":"
                                      "[{\"gameData\":1}]}", -1, NULL));
  replays = euchre_replay_load_file (game, &title, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (title);
  g_assert_cmpuint (replays->len, ==, 1);
  g_assert_cmpstr (euchre_replay_get_title (g_ptr_array_index (replays, 0)), ==, "One");
  g_clear_pointer (&replays, g_ptr_array_unref);
  replays = euchre_replay_load_file (bad, &title, NULL, &error);
  g_assert_null (replays);
  g_assert_null (title);
  g_assert_nonnull (strstr (error->message, "None of the games in this match can be read."));
  g_unlink (game_path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/replay-match/club-night", test_replay_match_club_night);
  g_test_add_func ("/euchre/replay-match/other-files", test_replay_match_other_files);
  return g_test_run ();
}
