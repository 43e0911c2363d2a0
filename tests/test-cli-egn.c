/* test-cli-egn.c — euchre-cli egn and review --agreement on match files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built euchre-cli (EUCHRE_CLI) on tests/data/egn/club-night.emn,
 * a match of seven games: validated game by game, shown, converted to a
 * match file again (and that read the same), and reviewed game by game.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "test-run.h"

#ifndef EUCHRE_CLI
#error "EUCHRE_CLI must name the euchre-cli executable"
#endif

static char *
match_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "egn", "club-night.emn", NULL);
}

static void
test_cli_egn_match (void)
{
  g_autofree char *path = match_path ();
  g_autofree char *dir = g_dir_make_tmp ("euchre-cli-egn-XXXXXX", NULL);
  g_autofree char *once = g_build_filename (dir, "once.emn", NULL);
  g_autofree char *twice = g_build_filename (dir, "twice.emn", NULL);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  TestRun run;

  test_run_args (&run, EUCHRE_CLI, "egn", "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "club-night.emn: OK (7 games, 71 deals)\n"));
  g_assert_nonnull (strstr (run.out, "club-night.emn: game 5: note: Deal 6, trick 4: Chach "
                                     "reneges: plays the Nine of Diamonds"));
  g_assert_nonnull (strstr (run.out, "club-night.emn: game 7: note: Deal 11: the game goes on "
                                     "after it was won"));
  test_run_clear (&run);

  test_run_args (&run, EUCHRE_CLI, "egn", "show", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Club night, week 5\n"));
  g_assert_nonnull (strstr (run.out, "\n== Game 7: Dad of Carl and Jen-Eye against WWMM and "
                                     "Chach ==\n"));
  test_run_clear (&run);

  /* Converted, a match file again; converted again, the same bytes. */
  test_run_args (&run, EUCHRE_CLI, "egn", "convert", path, "-o", once, NULL);
  g_assert_cmpint (run.status, ==, 0);
  test_run_clear (&run);
  test_run_args (&run, EUCHRE_CLI, "egn", "convert", once, "-o", twice, NULL);
  g_assert_cmpint (run.status, ==, 0);
  test_run_clear (&run);
  g_assert_true (g_file_get_contents (once, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (twice, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "\"fileType\" : \"Euchre Match Notation\""));

  /* A match is not one game record. */
  test_run_args (&run, EUCHRE_CLI, "egn", "convert", path, "--to", "record", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "a match holds several games"));
  test_run_clear (&run);

  g_remove (once);
  g_remove (twice);
  g_rmdir (dir);
}

/* review --agreement over a match: each game counted as a file of its own. */
static void
test_cli_egn_agreement (void)
{
  g_autofree char *path = match_path ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *files;
  JsonObject *total;
  TestRun run;

  test_run_args (&run, EUCHRE_CLI, "review", "--agreement", "--json", "--budget-ms", "1", path,
                 NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  files = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "files");
  g_assert_cmpuint (json_array_get_length (files), ==, 7);
  for (guint g = 0; g < 7; g++)
    {
      JsonObject *f = json_array_get_object_element (files, g);
      g_autofree char *label = g_strdup_printf ("%s, game %u", path, g + 1);
      JsonObject *all = json_object_get_object_member (json_object_get_object_member (f, "kinds"),
                                                       "all");

      g_assert_cmpstr (json_object_get_string_member (f, "file"), ==, label);
      g_assert_true (json_object_get_boolean_member (f, "ok"));
      g_assert_cmpint (json_object_get_int_member (all, "decisions"), >, 50);
    }
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (
    json_array_get_object_element (files, 4), "players"), 0), ==, "Tuesday Sub");
  total = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                         "total");
  g_assert_cmpint (json_object_get_int_member (total, "files"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (total, "failed"), ==, 0);
  test_run_clear (&run);
}

/* The review of a game with reneges names them first. */
static void
test_cli_egn_review_renege (void)
{
  g_autofree char *path = match_path ();
  g_autofree char *dir = g_dir_make_tmp ("euchre-cli-egn-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game5.egn", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  JsonArray *games;
  TestRun run;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  games = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "games");
  json_generator_set_root (gen, json_object_get_member (json_array_get_object_element (games, 4),
                                                        "gameData"));
  g_assert_true (json_generator_to_file (gen, game, &error));
  test_run_args (&run, EUCHRE_CLI, "review", "--seat", "2", "--budget-ms", "1", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Notes on the file:\n  Deal 6, trick 4: Chach reneges: "
                                     "plays the Nine of Diamonds but could follow Clubs; read as "
                                     "played\n"));
  test_run_clear (&run);
  g_remove (game);
  g_rmdir (dir);
}

/* The shape of a real file that plays one deal after its game was won
 * (a July 4th pairs final: 6–10, then 7–11), made from an example: "Me and
 * Bears" started at 0–1, so that 9–9 is 9–10 and its last deal is played
 * past the end.  The record converted from it is the game at its own
 * target, points=10, not 100 (issue 42.8). */
static void
test_cli_egn_past_the_end (void)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "data", "egn", "examples",
                                                    "me-and-bears.egn", NULL);
  g_autofree char *dir = NULL, *path = NULL, *text = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) score = json_array_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *meta;
  TestRun run;

  g_assert_true (json_parser_load_from_file (parser, example, &error));
  g_assert_no_error (error);
  meta = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                        "metadata");
  json_array_add_int_element (score, 0);
  json_array_add_int_element (score, 1);
  json_object_set_array_member (meta, "initialScore", json_array_ref (score));
  json_generator_set_root (generator, json_parser_get_root (parser));
  text = json_generator_to_data (generator, NULL);
  dir = g_dir_make_tmp ("euchre-cli-egn-XXXXXX", NULL);
  path = g_build_filename (dir, "played-on.egn", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  test_run_args (&run, EUCHRE_CLI, "egn", "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Deal 12: the game goes on after it was won (9–10)"));
  test_run_clear (&run);

  test_run_args (&run, EUCHRE_CLI, "egn", "convert", path, "--to", "record", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "points=10"));
  g_assert_null (strstr (run.out, "points=100"));
  g_assert_nonnull (strstr (run.err, "the game was won before deal 12"));
  test_run_clear (&run);

  /* As EGN, every deal is kept. */
  test_run_args (&run, EUCHRE_CLI, "egn", "convert", path, "--to", "egn", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"dealNumber\" : 11"));
  test_run_clear (&run);

  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cli/egn/match", test_cli_egn_match);
  g_test_add_func ("/euchre/cli/egn/past-the-end", test_cli_egn_past_the_end);
  g_test_add_func ("/euchre/cli/egn/agreement", test_cli_egn_agreement);
  g_test_add_func ("/euchre/cli/egn/review-renege", test_cli_egn_review_renege);
  return g_test_run ();
}
