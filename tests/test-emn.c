/* test-emn.c — match files (Euchre Match Notation): several EGN games,
 * players by id, a match format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-emn.h"
#include "euchre-error.h"
#include "test-util.h"

static void
assert_same_record (const EuchreRecord *a, const EuchreRecord *b)
{
  g_assert_cmpuint (a->entries->len, ==, b->entries->len);
  for (guint i = 0; i < a->entries->len; i++)
    g_assert_true (memcmp (&g_array_index (a->entries, EuchreRecordEntry, i),
                           &g_array_index (b->entries, EuchreRecordEntry, i),
                           sizeof (EuchreRecordEntry)) == 0);
  g_assert_true (euchre_rules_equal (&a->rules, &b->rules));
}

/* Read, written, read again: the same games, names and notes; written
 * again, the same text. */
static void
assert_round_trip (const EuchreEmn *emn)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *written = euchre_emn_to_string (emn, &error);
  g_autofree char *twice = NULL;
  g_autoptr (EuchreEmn) again = NULL;

  g_assert_no_error (error);
  again = euchre_emn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->title, ==, emn->title);
  g_assert_cmpstr (again->format, ==, emn->format);
  g_assert_cmpint (again->format_target, ==, emn->format_target);
  g_assert_cmpuint (again->games->len, ==, emn->games->len);
  for (guint g = 0; g < emn->games->len; g++)
    {
      const EuchreEmnGame *a = g_ptr_array_index (emn->games, g);
      const EuchreEmnGame *b = g_ptr_array_index (again->games, g);

      for (guint s = 0; s < 4; s++)
        g_assert_cmpstr (a->players[s], ==, b->players[s]);
      g_assert_true ((a->egn == NULL) == (b->egn == NULL));
      if (a->egn == NULL)
        continue;
      assert_same_record (a->egn->record, b->egn->record);
      g_assert_cmpstr (a->egn->problem, ==, b->egn->problem);
      g_assert_cmpuint (a->egn->notes->len, ==, b->egn->notes->len);
      for (guint k = 0; k < a->egn->notes->len; k++)
        g_assert_cmpstr (g_ptr_array_index (a->egn->notes, k), ==,
                         g_ptr_array_index (b->egn->notes, k));
    }
  twice = euchre_emn_to_string (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (twice, ==, written);
}

/* tests/data/egn/club-night.emn: seven games of our engine with seat
 * rotations, a substitute, "" unknowns, reneges and a game to 12. */
static void
test_emn_club_night (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "club-night.emn",
                                                 NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEmn) emn = NULL;
  g_autofree char *text = NULL;
  g_autofree char *transcript = NULL;
  const EuchreEmnGame *game;
  gsize length;
  guint n_read;

  text = test_read_text (path, &length);
  g_assert_true (euchre_emn_is_match (text, length));
  emn = euchre_emn_parse (text, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (emn->title, ==, "Club night, week 5");
  g_assert_cmpstr (emn->format, ==, "FIXED_GAMES");
  g_assert_cmpint (emn->format_target, ==, 7);
  g_assert_cmpuint (emn->games->len, ==, 7);
  g_assert_cmpuint (emn->notes->len, ==, 0);
  g_assert_cmpuint (euchre_emn_n_deals (emn, &n_read), ==, 71);
  g_assert_cmpuint (n_read, ==, 71);
  for (guint g = 0; g < emn->games->len; g++)
    {
      game = g_ptr_array_index (emn->games, g);
      g_assert_nonnull (game->egn);
      g_assert_null (game->egn->problem);
    }
  /* Players by id; the substitute in game 5. */
  game = g_ptr_array_index (emn->games, 1);
  g_assert_cmpstr (game->players[1], ==, "Chach");
  game = g_ptr_array_index (emn->games, 4);
  g_assert_cmpstr (game->players[0], ==, "Tuesday Sub");
  g_assert_cmpuint (game->egn->reneges->len, ==, 2);
  g_assert_cmpuint (game->egn->notes->len, ==, 3);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (game->egn->notes, 2),
                                   "The file gives the final score as 6–12"));
  game = g_ptr_array_index (emn->games, 6);
  g_assert_cmpuint (game->egn->notes->len, ==, 1);
  transcript = euchre_emn_transcript (emn);
  g_assert_nonnull (strstr (transcript, "Match format: FIXED_GAMES (7)\n7 games, 71 deals\n"));
  g_assert_nonnull (strstr (transcript, "\n== Game 5: Tuesday Sub and Chach against Jen-Eye "
                                        "and WWMM ==\n"));
  assert_round_trip (emn);
}

/* A match of the six example games that read to their end: each game
 * reads as its own file does. */
static void
test_emn_examples (void)
{
  static const char *const files[] = {
    "custom-scenario.egn", "epic-comeback.egn", "me-and-bears.egn",
    "quite-the-hustle-annotated.egn", "six-points-in-two-hands.egn", "vwec-finals.egn",
  };
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "egn", "examples",
                                                NULL);
  g_autoptr (GString) doc = g_string_new ("{\"fileType\":\"Euchre Match Notation\","
                                          "\"version\":\"1.2\",\"metadata\":{\"title\":\"All\","
                                          "\"players\":[{\"id\":\"a\",\"name\":\"Ann\"}],"
                                          "\"matchFormat\":{\"type\":\"CUSTOM\"}},\"games\":[");
  g_autoptr (EuchreEmn) emn = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);
      g_autofree char *text = test_read_text (path, NULL);

      g_string_append_printf (doc, "%s{\"gameIndex\":%u,\"playersOverride\":[\"a\",\"b\",\"c\","
                              "\"d\"],\"gameData\":%s}", i > 0 ? "," : "", i, text);
    }
  g_string_append (doc, "]}");
  emn = euchre_emn_parse (doc->str, (gssize) doc->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (emn->games->len, ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i], NULL);
      g_autofree char *text = test_read_text (path, NULL);
      g_autoptr (EuchreEgn) alone = euchre_egn_parse (text, -1, &error);
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, i);
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (game->egn);
      assert_same_record (alone->record, game->egn->record);
      a = euchre_egn_transcript (alone);
      b = euchre_egn_transcript (game->egn);
      g_assert_cmpstr (a, ==, b);
      /* Ann by id; the others are not in the list: their ids, noted. */
      g_assert_cmpstr (game->players[0], ==, "Ann");
      g_assert_cmpstr (game->players[1], ==, "b");
    }
  g_assert_cmpuint (emn->notes->len, ==, 18);
  assert_round_trip (emn);
}

/* What is no match is refused in words; a game that is no game does not
 * take the others with it. */
static void
test_emn_bad (void)
{
  static const struct {
    const char *text;
    const char *error;
  } bad[] = {
    { "[]", "this is not a match file: it is not a JSON object" },
    { "{\"fileType\":\"Euchre Match Notation\",", "this is not a match file: it is not valid JSON" },
    { "{\"fileType\":\"Euchre Game Notation\",\"games\":[]}", "its file type is “Euchre Game" },
    { "{\"fileType\":\"Euchre Match Notation\"}", "its list of games (“games”) is missing" },
  };
  g_autoptr (GString) many = g_string_new ("{\"fileType\":\"Euchre Match Notation\",\"games\":[");
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEmn) emn = NULL;
  const EuchreEmnGame *game;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) local = NULL;

      g_assert_null (euchre_emn_parse (bad[i].text, -1, &local));
      g_assert_error (local, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
      g_assert_nonnull (strstr (local->message, bad[i].error));
    }
  for (guint i = 0; i <= EUCHRE_EMN_MAX_GAMES; i++)
    g_string_append (many, i > 0 ? ",{}" : "{}");
  g_string_append (many, "]}");
  g_assert_null (euchre_emn_parse (many->str, -1, &error));
  g_assert_nonnull (strstr (error->message, "the file holds 201 games; a match has at most 200"));
  g_clear_error (&error);

  emn = euchre_emn_parse ("{\"fileType\":\"Euchre Match Notation\",\"games\":[{\"gameData\":1},"
                          "{\"gameData\":{\"metadata\":{\"players\":[\"N\",\"E\",\"S\",\"W\"]},"
                          "\"deals\":[]}}]}", -1, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (emn->games, 0);
  g_assert_null (game->egn);
  g_assert_cmpstr (game->error, ==, "the game (an EGN document under “gameData”) is missing");
  game = g_ptr_array_index (emn->games, 1);
  g_assert_nonnull (game->egn);
  g_assert_cmpstr (game->players[2], ==, "S");
  assert_round_trip (emn);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/emn/club-night", test_emn_club_night);
  g_test_add_func ("/euchre/emn/examples", test_emn_examples);
  g_test_add_func ("/euchre/emn/bad", test_emn_bad);
  return g_test_run ();
}
