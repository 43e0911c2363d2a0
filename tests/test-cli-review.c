/* test-cli-review.c — `euchre-cli review`, run as a program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built euchre-cli (EUCHRE_CLI) on a record and compares its text
 * and its JSON (read back with json-glib) with the library's review of the
 * same record, seed and seat, and on EGN files (the public examples in
 * tests/data/egn/examples): their review, and `review --agreement`, whose
 * counts are checked against a replay of each file done here.  Bad arguments and files are rows of
 * test-bad-cli.c.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "euchre-egn.h"
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

/* ---- EGN ---------------------------------------------------------------------- */

static char *
examples_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "egn", "examples", NULL);
}

/* The .egn files of the examples (tests/data/egn/examples), sorted. */
static GPtrArray *
example_files (void)
{
  g_autofree char *dir = examples_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GPtrArray *files;
  const char *name;

  g_assert_nonnull (d);
  files = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".egn"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  g_assert_cmpuint (files->len, >, 0);
  return files;
}

static EuchreEgn *
read_egn (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  EuchreEgn *egn;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  egn = euchre_egn_parse (text, (gssize) length, &error);
  g_assert_no_error (error);
  return egn;
}

/* The cards of the deal of entry @i that the file does not record. */
static EuchreCardSet
unknown_at (const EuchreRecord *record, guint i)
{
  EuchreCardSet unknown = 0;

  for (guint k = 0; k < record->hands->len; k++)
    if (g_array_index (record->hands, EuchreRecordHand, k).entry <= i)
      unknown = g_array_index (record->hands, EuchreRecordHand, k).unknown;
  return unknown;
}

typedef struct {
  guint bid1, bid2, defend, discard, play, not_counted;
} Choices;

/* Every decision of @record that was a choice, by kind, replayed here. */
static void
count_choices (const EuchreRecord *record, Choices *c)
{
  EuchreState state;

  memset (c, 0, sizeof *c);
  euchre_record_initial_state (record, &state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);
      EuchreActionList legal;
      gboolean among = FALSE;

      if (h != NULL)
        g_assert_true (euchre_state_set_next_deal (&state, h->dealer, h->pack, h->n, NULL));
      if (state.pub.phase >= EUCHRE_PHASE_BID1 && state.pub.phase <= EUCHRE_PHASE_PLAY
          && euchre_state_legal_actions (&state, &legal) > 1)
        {
          for (guint k = 0; k < legal.n; k++)
            among |= euchre_action_equal (&legal.actions[k], &e->action);
          g_assert_true (among);
          if ((state.hands[e->seat] & unknown_at (record, i)) != 0)
            c->not_counted++;
          else
            switch (state.pub.phase)
              {
              case EUCHRE_PHASE_BID1: c->bid1++; break;
              case EUCHRE_PHASE_BID2: c->bid2++; break;
              case EUCHRE_PHASE_DEFEND: c->defend++; break;
              case EUCHRE_PHASE_DISCARD: c->discard++; break;
              default: c->play++; break;
              }
        }
      g_assert_true (euchre_state_apply (&state, &e->action, NULL));
    }
}

static void
check_kind (JsonObject *kinds, const char *key, guint decisions)
{
  JsonObject *k = json_object_get_object_member (kinds, key);
  gint64 agree = json_object_get_int_member (k, "agreements");
  gint64 as_good = json_object_get_int_member (k, "as_good");

  g_assert_cmpint (json_object_get_int_member (k, "decisions"), ==, decisions);
  g_assert_cmpint (0, <=, agree);
  g_assert_cmpint (agree, <=, as_good);
  g_assert_cmpint (as_good, <=, decisions);
  if (decisions > 0)
    {
      double rate = json_object_get_double_member (k, "rate");

      g_assert_cmpfloat_with_epsilon (rate, (double) agree / decisions, 1e-9);
      g_assert_cmpfloat (json_object_get_double_member (k, "low"), <=, rate);
      g_assert_cmpfloat (json_object_get_double_member (k, "high"), >=, rate);
    }
  else
    g_assert_true (json_object_get_null_member (k, "rate"));
}

/* --agreement counts every choice of every file, and nothing else. */
static void
test_cli_agreement (void)
{
  g_autoptr (GPtrArray) files = example_files ();
  g_autoptr (GPtrArray) argv = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  Choices all = { 0 };
  JsonArray *jfiles;
  JsonObject *total;
  TestRun run;

  argv = g_ptr_array_new ();
  for (const char *a[] = { EUCHRE_CLI, "review", "--agreement", "--json", "--budget-ms", "2",
                           NULL }, **p = a; *p != NULL; p++)
    g_ptr_array_add (argv, (gpointer) *p);
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (argv, files->pdata[i]);
  g_ptr_array_add (argv, NULL);
  test_run_program (&run, (const char *const *) argv->pdata, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  jfiles = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                         "files");
  g_assert_cmpuint (json_array_get_length (jfiles), ==, files->len);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (EuchreEgn) egn = read_egn (files->pdata[i]);
      JsonObject *f = json_array_get_object_element (jfiles, i);
      JsonObject *kinds = json_object_get_object_member (f, "kinds");
      Choices c;

      g_assert_cmpstr (json_object_get_string_member (f, "file"), ==, files->pdata[i]);
      g_assert_true (json_object_get_boolean_member (f, "ok"));
      /* A file with an irregularity is counted up to it, and says so. */
      if (egn->problem != NULL)
        {
          g_assert_cmpstr (json_object_get_string_member (f, "problem"), ==, egn->problem);
          g_assert_nonnull (strstr (run.err, egn->problem));
        }
      count_choices (egn->record, &c);
      g_assert_cmpint (json_object_get_int_member (f, "not_counted"), ==, c.not_counted);
      check_kind (kinds, "bids_round1", c.bid1);
      check_kind (kinds, "bids_round2", c.bid2);
      check_kind (kinds, "defend_alone", c.defend);
      check_kind (kinds, "bids", c.bid1 + c.bid2 + c.defend);
      check_kind (kinds, "discards", c.discard);
      check_kind (kinds, "plays", c.play);
      check_kind (kinds, "all", c.bid1 + c.bid2 + c.defend + c.discard + c.play);
      if (egn->problem == NULL)
        g_assert_cmpuint (c.bid1 + c.play, >, 0);
      all.bid1 += c.bid1;
      all.play += c.play;
      all.discard += c.discard + c.bid2 + c.defend;
    }
  total = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                         "total");
  g_assert_cmpint (json_object_get_int_member (total, "failed"), ==, 0);
  check_kind (json_object_get_object_member (total, "kinds"), "all",
              all.bid1 + all.play + all.discard);
  test_run_clear (&run);
}

/* A review of an EGN file: names, as many hands and decisions as the
 * library's review of the file's game, unknown cards not analysed. */
static void
test_cli_review_egn (void)
{
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GPtrArray) hands = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  JsonObject *root;
  JsonArray *jhands;
  guint decisions = 0, unknown = 0;
  TestRun run;

  /* Its dealer's discards are not recorded, and seat 2 deals. */
  dir = examples_dir ();
  path = g_build_filename (dir, "vwec-finals.egn", NULL);
  egn = read_egn (path);
  hands = euchre_review_record (egn->record, 2, 0, 9, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hands->len, >, 0);
  for (guint i = 0; i < hands->len; i++)
    {
      const EuchreReviewHand *h = g_ptr_array_index (hands, i);

      decisions += h->decisions->len;
      for (guint k = 0; k < h->decisions->len; k++)
        {
          const EuchreReviewDecision *d = &g_array_index (h->decisions, EuchreReviewDecision, k);

          unknown += (d->view.hand & unknown_at (egn->record, d->entry)) != 0;
        }
    }

  run_review (&run, path, "2", FALSE);
  g_assert_cmpuint (count (run.out, "\nHand ") + g_str_has_prefix (run.out, "Hand "), ==,
                    hands->len);
  g_assert_cmpuint (count (run.out, "\n    * "), ==, decisions - unknown);
  g_assert_cmpuint (count (run.out, "not analysed: the file does not record"), ==, unknown);
  if (egn->players[2][0] != '\0')
    {
      g_autofree char *who = g_strdup_printf ("Decisions of Partner (%s)", egn->players[2]);

      g_assert_nonnull (strstr (run.out, who));
    }
  test_run_clear (&run);

  run_review (&run, path, "2", TRUE);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "players")), ==,
                    4);
  jhands = json_object_get_array_member (root, "hands");
  g_assert_cmpuint (json_array_get_length (jhands), ==, hands->len);
  for (guint i = 0; i < hands->len; i++)
    {
      const EuchreReviewHand *h = g_ptr_array_index (hands, i);
      JsonArray *jd = json_object_get_array_member (json_array_get_object_element (jhands, i),
                                                    "decisions");

      g_assert_cmpuint (json_array_get_length (jd), ==, h->decisions->len);
      for (guint k = 0; k < h->decisions->len; k++)
        {
          const EuchreReviewDecision *d = &g_array_index (h->decisions, EuchreReviewDecision, k);
          JsonObject *o = json_array_get_object_element (jd, k);
          gboolean hidden = (d->view.hand & unknown_at (egn->record, d->entry)) != 0;

          g_assert_true (json_object_has_member (o, "hand_unknown") == hidden);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "options")),
                            ==, hidden ? 0 : d->analysis.n);
        }
    }
  test_run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cli/review", test_cli_review);
  g_test_add_func ("/euchre/cli/review/egn", test_cli_review_egn);
  g_test_add_func ("/euchre/cli/review/agreement", test_cli_agreement);
  return g_test_run ();
}
