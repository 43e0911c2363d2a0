/* test-cli-review.c — `euchre-cli review`, run as a program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built euchre-cli (EUCHRE_CLI) on a record and compares its text
 * and its JSON (read back with json-glib) with the library's review of the
 * same record, seed and seat.  Bad arguments and files are rows of
 * test-bad-cli.c.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "euchre-record.h"
#include "euchre-review.h"
#include "test-run.h"
#include "test-util.h"

#ifndef EUCHRE_CLI
#error "EUCHRE_CLI must name the euchre-cli executable"
#endif

static guint
count (const char *text, const char *word)
{
  guint n = 0;

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    n++;
  return n;
}

static void
run_review (TestRun *run, const char *path, const char *seat, gboolean json)
{
  const char *argv[] = { EUCHRE_CLI, "review", "--seat", seat, "--seed", "9", path,
                         json ? "--json" : NULL, NULL };

  test_run_program (run, argv, NULL);
  if (run->status != 0)
    g_error ("euchre-cli review failed (%d): %s", run->status, run->err);
  g_assert_cmpstr (run->err, ==, "");
}

static void
check_json (const char *text, GPtrArray *hands, guint seat)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root;
  JsonArray *jhands;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "seat"), ==, seat);
  g_assert_cmpint (json_object_get_int_member (root, "seed"), ==, 9);
  jhands = json_object_get_array_member (root, "hands");
  g_assert_cmpuint (json_array_get_length (jhands), ==, hands->len);
  for (guint i = 0; i < hands->len; i++)
    {
      const EuchreReviewHand *h = g_ptr_array_index (hands, i);
      JsonObject *jh = json_array_get_object_element (jhands, i);
      JsonArray *jd = json_object_get_array_member (jh, "decisions");
      JsonArray *jp = json_object_get_array_member (jh, "plays");

      g_assert_cmpint (json_object_get_int_member (jh, "hand"), ==, h->hand);
      g_assert_cmpint (json_object_get_int_member (jh, "dealer"), ==, h->dealer);
      g_assert_cmpint (json_object_get_int_member (jh, "makers_perfect"), ==, h->makers_perfect);
      g_assert_cmpint (json_object_get_int_member (jh, "makers_tricks"), ==, h->makers_tricks);
      g_assert_cmpuint (json_array_get_length (jd), ==, h->decisions->len);
      g_assert_cmpuint (json_array_get_length (jp), ==, h->plays->len);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (jh, "open_hands")),
                        ==, 4);
      for (guint k = 0; k < h->decisions->len; k++)
        {
          const EuchreReviewDecision *d = &g_array_index (h->decisions, EuchreReviewDecision, k);
          JsonObject *o = json_array_get_object_element (jd, k);
          JsonArray *opts = json_object_get_array_member (o, "options");

          g_assert_cmpint (json_object_get_int_member (o, "entry"), ==, d->entry);
          g_assert_true (json_object_get_boolean_member (o, "mistake") == d->mistake);
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (o, "cost"), d->cost,
                                          1e-9);
          g_assert_cmpuint (json_array_get_length (opts), ==, d->analysis.n);
          for (guint m = 0; m < d->analysis.n; m++)
            {
              JsonObject *opt = json_array_get_object_element (opts, m);
              g_autofree char *action = euchre_action_to_string (&d->analysis.options[m].action);

              g_assert_cmpstr (json_object_get_string_member (opt, "action"), ==, action);
              g_assert_true (json_object_get_boolean_member (opt, "chosen") ==
                             (m == d->chosen_index));
              g_assert_cmpfloat_with_epsilon (json_object_get_double_member (opt, "win"),
                                              d->analysis.options[m].win, 1e-9);
              g_assert_cmpfloat_with_epsilon (json_object_get_double_member (opt, "points"),
                                              d->analysis.options[m].points, 1e-9);
              g_assert_true (json_object_has_member (opt, "make_chance"));
              g_assert_true (json_object_has_member (opt, "trick_chance"));
              g_assert_true (json_object_has_member (opt, "mistake"));
              g_assert_true (json_object_has_member (opt, "cost"));
            }
        }
      for (guint k = 0; k < h->plays->len; k++)
        {
          const EuchreReviewPlay *p = &g_array_index (h->plays, EuchreReviewPlay, k);
          JsonObject *o = json_array_get_object_element (jp, k);
          char buf[3];

          g_assert_cmpstr (json_object_get_string_member (o, "card"), ==,
                           euchre_card_short_name (p->card, buf));
          g_assert_cmpint (json_object_get_int_member (o, "makers_before"), ==, p->makers_before);
          g_assert_cmpint (json_object_get_int_member (o, "makers_after"), ==, p->makers_after);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "best")), ==,
                            p->n_best);
        }
    }
}

/* The text and the JSON say what the library's review says: as many
 * hands, decisions, options and mistakes, and the open replay. */
static void
test_cli_review (void)
{
  const char *const moves[] = { "deal", "to-the-end", NULL };
  g_autofree char *text = scripted_record (0, moves);
  g_autofree char *dir = g_dir_make_tmp ("euchre-cli-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.euchre", NULL);
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  record = euchre_record_parse (text, NULL, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat += 3)
    {
      g_autoptr (GPtrArray) hands = euchre_review_record (record, seat, 0, 9, 0, NULL, &error);
      g_autofree char *seat_arg = g_strdup_printf ("%u", seat);
      TestRun run;
      guint decisions = 0, mistakes = 0, plays = 0, passed = 0;

      g_assert_no_error (error);
      g_assert_cmpuint (hands->len, >, 1);
      for (guint i = 0; i < hands->len; i++)
        {
          const EuchreReviewHand *h = g_ptr_array_index (hands, i);

          decisions += h->decisions->len;
          plays += h->plays->len;
          passed += h->maker == EUCHRE_SEAT_NONE;
          for (guint k = 0; k < h->decisions->len; k++)
            mistakes += g_array_index (h->decisions, EuchreReviewDecision, k).mistake;
        }

      run_review (&run, path, seat_arg, FALSE);
      g_assert_cmpuint (count (run.out, "\nHand ") + g_str_has_prefix (run.out, "Hand "), ==,
                        hands->len);
      g_assert_cmpuint (count (run.out, "perfect play: "), ==, hands->len - passed);
      g_assert_cmpuint (count (run.out, "\n    * "), ==, decisions);
      g_assert_cmpuint (count (run.out, "MISTAKE: costs "), ==, mistakes);
      g_assert_cmpuint (count (run.out, "[open] trick "), ==, plays);
      g_assert_nonnull (strstr (run.out, "Open hands (every card shown"));
      test_run_clear (&run);

      run_review (&run, path, seat_arg, TRUE);
      check_json (run.out, hands, seat);
      test_run_clear (&run);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cli/review", test_cli_review);
  return g_test_run ();
}
