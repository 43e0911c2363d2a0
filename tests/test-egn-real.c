/* test-egn-real.c — EGN files as real tables write them (issue 26):
 * unknown cards as "", reneges, games played past the target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file is read, written and read again: the same game, the same
 * notes, and the second writing the same text as the first.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-egn.h"
#include "euchre-engine.h"
#include "test-util.h"

/* @record as an EGN file, whatever its rules (a game of ours would be
 * refused a target other than 10: this is how a real table's file looks). */
static char *
egn_text (EuchreRecord *record)
{
  g_autoptr (EuchreEgn) egn = g_new0 (EuchreEgn, 1);
  g_autoptr (GError) error = NULL;
  char *text;

  for (guint s = 0; s < 4; s++)
    egn->players[s] = g_strdup_printf ("P%u", s);
  egn->title = g_strdup ("real");
  egn->description = g_strdup ("");
  egn->record = record;
  text = euchre_egn_to_string (egn, &error);
  egn->record = NULL;
  g_assert_no_error (error);
  return text;
}

/* Reads @text, writes it, reads that: the same game and notes; a third
 * writing is the second.  Returns the first reading. */
static EuchreEgn *
round_trip (const char *text, char **written_out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEgn) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *twice = NULL;
  EuchreEgn *egn;

  egn = euchre_egn_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_null (egn->problem);
  g_assert_cmpuint (egn->n_deals_read, ==, egn->n_deals);
  written = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  again = euchre_egn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_null (again->problem);
  g_assert_cmpuint (again->record->entries->len, ==, egn->record->entries->len);
  for (guint i = 0; i < egn->record->entries->len; i++)
    g_assert_true (memcmp (&g_array_index (egn->record->entries, EuchreRecordEntry, i),
                           &g_array_index (again->record->entries, EuchreRecordEntry, i),
                           sizeof (EuchreRecordEntry)) == 0);
  g_assert_true (euchre_rules_equal (&egn->record->rules, &again->record->rules));
  g_assert_cmpuint (again->notes->len, ==, egn->notes->len);
  for (guint i = 0; i < egn->notes->len; i++)
    g_assert_cmpstr (g_ptr_array_index (again->notes, i), ==, g_ptr_array_index (egn->notes, i));
  g_assert_cmpuint (again->reneges->len, ==, egn->reneges->len);
  twice = euchre_egn_to_string (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (twice, ==, written);
  if (written_out != NULL)
    *written_out = g_steal_pointer (&written);
  return egn;
}

/* A league site's export: every unknown card "", every unknown hand []. */
static void
test_egn_real_empty_unknowns (void)
{
  EuchreRules rules;
  g_autoptr (EuchreRecord) record = NULL;
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  g_autoptr (JsonNode) doc = NULL;
  g_autoptr (JsonNode) out = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GError) error = NULL;
  JsonArray *deals;
  EuchreState end, s;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  record = test_random_record (&rules, 26, 0, NULL);
  text = egn_text (record);
  doc = json_from_string (text, &error);
  g_assert_no_error (error);
  deals = json_object_get_array_member (json_node_get_object (doc), "deals");
  for (guint i = 0; i < json_array_get_length (deals); i++)
    {
      JsonObject *init = json_object_get_object_member (json_array_get_object_element (deals, i),
                                                        "initialState");
      JsonArray *kitty = json_array_new ();
      JsonArray *hands = json_array_new ();

      for (guint k = 0; k < 3; k++)
        json_array_add_string_element (kitty, "");
      for (guint h = 0; h < 4; h++)
        json_array_add_array_element (hands, json_array_new ());
      json_object_set_array_member (init, "kitty", kitty);
      json_object_remove_member (init, "playerCards");
      json_object_set_array_member (init, "player_cards", hands);
    }
  g_free (text);
  text = json_to_string (doc, FALSE);
  g_assert_nonnull (strstr (text, "\"kitty\":[\"\",\"\",\"\"]"));

  egn = round_trip (text, &written);
  /* The same game: the cards played, the kitty unknown. */
  g_assert_true (euchre_record_replay (record, &end, NULL));
  g_assert_true (euchre_record_replay (egn->record, &s, NULL));
  g_assert_cmpuint (s.pub.score[0], ==, end.pub.score[0]);
  g_assert_cmpuint (s.pub.score[1], ==, end.pub.score[1]);
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  g_assert_cmpuint (euchre_card_set_count (euchre_record_get_hand (egn->record, 0)->unknown),
                    >=, 3);
  /* Written back as the file had it: "" for an unknown card, [] hands. */
  out = json_from_string (written, &error);
  g_assert_no_error (error);
  deals = json_object_get_array_member (json_node_get_object (out), "deals");
  for (guint i = 0; i < json_array_get_length (deals); i++)
    {
      JsonObject *init = json_object_get_object_member (json_array_get_object_element (deals, i),
                                                        "initialState");
      JsonArray *kitty = json_object_get_array_member (init, "kitty");
      JsonArray *hands = json_object_get_array_member (init, "playerCards");

      g_assert_cmpuint (json_array_get_length (kitty), ==, 3);
      for (guint k = 0; k < 3; k++)
        g_assert_cmpstr (json_array_get_string_element (kitty, k), ==, "");
      for (guint h = 0; h < 4; h++)
        g_assert_cmpuint (json_array_get_length (json_array_get_array_element (hands, h)), ==, 0);
    }
}

/* Reneges: the game read to its end, each renege marked where it fell,
 * the file's own final score compared with the rules'. */
static void
test_egn_real_renege (void)
{
  EuchreRules rules;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *transcript = NULL;
  g_autofree char *expect = NULL;
  guint n_reneges = 0;
  EuchreState end, s;
  guint seen = 0;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.renege = EUCHRE_RENEGE_PLAYED;
  record = test_random_record (&rules, 2605, 12, &n_reneges);
  g_assert_cmpuint (n_reneges, >, 1);
  g_assert_true (euchre_record_replay (record, &end, NULL));
  plain = egn_text (record);
  /* The table scored each renege two points to the other side: the
   * file's final score is not the rules'. */
  text = g_string_new (plain);
  expect = g_strdup_printf ("\"finalScore\" : [ %u, %u ],\n    \"title\"", end.pub.score[0] + 2,
                            end.pub.score[1]);
  g_assert_cmpuint (g_string_replace (text, "\"title\"", expect, 1), ==, 1);

  egn = round_trip (text->str, NULL);
  g_assert_cmpuint (egn->reneges->len, ==, n_reneges);
  g_assert_true (euchre_record_replay (egn->record, &s, NULL));
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  g_assert_cmpuint (s.pub.score[0], ==, end.pub.score[0]);
  g_assert_cmpuint (s.pub.score[1], ==, end.pub.score[1]);
  g_assert_cmpuint (egn->record->rules.renege, ==, EUCHRE_RENEGE_PLAYED);
  for (guint i = 0; i < egn->reneges->len; i++)
    {
      guint at = g_array_index (egn->reneges, guint, i);
      const EuchreRecordEntry *e = &g_array_index (egn->record->entries, EuchreRecordEntry, at);

      g_assert_cmpuint (e->action.type, ==, EUCHRE_ACTION_PLAY);
      g_assert_true (i == 0 || at > g_array_index (egn->reneges, guint, i - 1));
    }
  for (guint i = 0; i < egn->notes->len; i++)
    if (strstr (g_ptr_array_index (egn->notes, i), " reneges: plays the ") != NULL)
      seen++;
  g_assert_cmpuint (seen, ==, n_reneges);
  g_free (expect);
  expect = g_strdup_printf ("The file gives the final score as %u–%u; by the rules, the cards "
                            "as played make it %u–%u", end.pub.score[0] + 2, end.pub.score[1],
                            end.pub.score[0], end.pub.score[1]);
  g_assert_cmpstr (g_ptr_array_index (egn->notes, egn->notes->len - 1), ==, expect);
  transcript = euchre_egn_transcript (egn);
  g_assert_nonnull (strstr (transcript, "Read with notes:"));
  g_assert_null (strstr (transcript, "The game stops here"));
}

/* A game that goes on after a side reached 10 (the table played to 15). */
static void
test_egn_real_past_target (void)
{
  EuchreRules rules;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autofree char *text = NULL;
  g_autofree char *record_text = NULL;
  g_autoptr (EuchreRecord) game = NULL;
  g_autoptr (EuchreRecord) again = NULL;
  g_autoptr (GError) error = NULL;
  EuchreState end, s, won;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 15;
  record = test_random_record (&rules, 1510, 0, NULL);
  g_assert_true (euchre_record_replay (record, &end, NULL));
  text = egn_text (record);

  egn = round_trip (text, NULL);
  g_assert_true (euchre_record_replay (egn->record, &s, NULL));
  g_assert_cmpuint (s.pub.score[0], ==, end.pub.score[0]);
  g_assert_cmpuint (s.pub.score[1], ==, end.pub.score[1]);
  g_assert_cmpuint (MAX (s.pub.score[0], s.pub.score[1]), >=, 15);
  g_assert_cmpuint (egn->notes->len, ==, 1);
  g_assert_true (strstr (g_ptr_array_index (egn->notes, 0),
                         ": the game goes on after it was won (") != NULL);

  /* The game itself keeps its own target up to the win (issue 42.8):
   * what `euchre-cli egn convert` writes says points=10, not 100. */
  g_assert_cmpuint (egn->target, ==, 10);
  g_assert_cmpuint (egn->past_end_deal, >, 1);
  g_assert_cmpuint (egn->record->rules.points_to_win, ==, EUCHRE_RULES_MAX_POINTS);
  game = euchre_egn_game_record (egn);
  g_assert_cmpuint (game->rules.points_to_win, ==, 10);
  g_assert_cmpuint (euchre_record_length (game), ==, egn->won_entries);
  g_assert_cmpuint (euchre_record_length (game), <, euchre_record_length (egn->record));
  g_assert_true (euchre_record_replay (game, &won, NULL));
  g_assert_cmpuint (won.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  g_assert_cmpuint (won.pub.score[won.pub.winner], >=, 10);
  g_assert_cmpuint (won.pub.score[won.pub.winner], <, s.pub.score[won.pub.winner] + 1);
  record_text = euchre_record_to_string (game);
  g_assert_nonnull (strstr (record_text, "points=10"));
  g_assert_null (strstr (record_text, "points=100"));
  again = euchre_record_parse (record_text, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_record_length (again), ==, egn->won_entries);
}

/* A site that ends a deal on a caught renege (issue 42.8): the first deal
 * stops after the trick in which North reneged, and the same dealer deals
 * again.  Read so, with a note, the stopped deal unscored; written and
 * read again, the same. */
static void
test_egn_real_renege_redeal (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "renege-redeal.egn",
                                                 NULL);
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  g_autofree char *record_text = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (EuchreRecord) again = NULL;
  g_autoptr (GError) error = NULL;
  const EuchreRecordHand *second = NULL;
  EuchreState end;
  guint deals = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  egn = round_trip (text, &written);
  for (guint i = 0; i < egn->record->entries->len; i++)
    if (g_array_index (egn->record->entries, EuchreRecordEntry, i).action.type ==
        EUCHRE_ACTION_DEAL)
      {
        deals++;
        if (deals == 2)
          second = euchre_record_get_hand (egn->record, i);
      }
  g_assert_cmpuint (deals, ==, 2);
  g_assert_nonnull (second);
  g_assert_true (second->redeal);
  g_assert_cmpuint (second->dealer, ==, 0);
  g_assert_cmpuint (egn->reneges->len, ==, 1);
  g_assert_cmpuint (egn->notes->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (egn->notes, 0), "North reneges"));
  g_assert_cmpstr (g_ptr_array_index (egn->notes, 1), ==,
                   "Deal 1 stops after trick 1, in which North reneged, and South deals again: "
                   "read as a deal ended on a caught renege, not scored");
  g_assert_true (euchre_record_replay (egn->record, &end, NULL));
  g_assert_cmpuint (end.pub.score[0], ==, 0);
  g_assert_cmpuint (end.pub.score[1], ==, 0);
  g_assert_cmpuint (end.pub.hand_number, ==, 2);
  g_assert_cmpuint (end.pub.dealer, ==, 0);
  /* As a record, too: the deal dealt again says so, and reads back. */
  record_text = euchre_record_to_string (egn->record);
  g_assert_nonnull (strstr (record_text, "\nhand 0 redeal "));
  again = euchre_record_parse (record_text, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_record_length (again), ==, euchre_record_length (egn->record));

  /* Any other unfinished deal before the next one is still refused. */
  {
    g_autofree char *other = g_strdup (text);
    char *second_dealer = strstr (strstr (other, "\"upCard\": \"9c\"") - 40, "\"dealer\": 0");
    g_autoptr (EuchreEgn) refused = NULL;

    g_assert_nonnull (second_dealer);
    second_dealer[strlen ("\"dealer\": ")] = '1';
    refused = euchre_egn_parse (other, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (refused->problem, ==, "Deal 2: the deal before is not finished");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/egn-real/empty-unknowns", test_egn_real_empty_unknowns);
  g_test_add_func ("/euchre/egn-real/renege", test_egn_real_renege);
  g_test_add_func ("/euchre/egn-real/past-target", test_egn_real_past_target);
  g_test_add_func ("/euchre/egn-real/renege-redeal", test_egn_real_renege_redeal);
  return g_test_run ();
}
