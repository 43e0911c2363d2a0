/* test-cli-eecs280.c — `euchre-cli eecs280` against the course's transcripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built euchre-cli (EUCHRE_CLI) with GSubprocess, feeds standard
 * input and compares standard output; once, calls the command of the CLI
 * library on memory streams.  tests/data/eecs280/README.md says where
 * each transcript comes from.
 */
/* fmemopen() and open_memstream() are POSIX 2008, beyond -std=c11. */
#define _POSIX_C_SOURCE 200809L
#define G_LOG_DOMAIN "euchre-test"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "test-run.h"

#ifndef EUCHRE_CLI
#error "EUCHRE_CLI must name the euchre-cli executable"
#endif

#define USAGE_LINE \
  "Usage: euchre.exe PACK_FILENAME [shuffle|noshuffle] POINTS_TO_WIN NAME1 TYPE1 NAME2 TYPE2 " \
  "NAME3 TYPE3 NAME4 TYPE4\n"

/* Runs `euchre-cli eecs280 ARGS…` with @input on standard input.  The
 * process must exit (not die of a signal). */
static void
run_cli (const char * const *args, const char *input, TestRun *run)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) EUCHRE_CLI);
  g_ptr_array_add (argv, (char *) "eecs280");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  test_run_program (run, (const char * const *) argv->pdata, input);
}

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "eecs280", name, NULL);
}

static char *
read_data (const char *name)
{
  g_autofree char *path = data_path (name);
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The text after the first line. */
static const char *
after_first_line (const char *text)
{
  const char *nl = strchr (text, '\n');

  g_assert_nonnull (nl);
  return nl + 1;
}

/* Line 1 echoes the program and every argument, each followed by a space. */
static void
assert_first_line (const char *out, const char * const *args)
{
  g_autoptr (GString) want = g_string_new (EUCHRE_CLI " ");
  g_autofree char *line = g_strndup (out, after_first_line (out) - out);

  for (guint i = 0; args[i] != NULL; i++)
    g_string_append_printf (want, "%s ", args[i]);
  g_string_append_c (want, '\n');
  g_assert_cmpstr (line, ==, want->str);
}

/* Runs a game whose pack (args[0]) is a data file and compares the
 * transcript from line 2 on with @transcript. */
static void
check_transcript (const char *pack, const char * const *rest, const char *input_file,
                  const char *transcript, TestRun *run)
{
  g_autofree char *pack_path = data_path (pack);
  g_autofree char *input = input_file ? read_data (input_file) : g_strdup ("");
  g_autofree char *want = read_data (transcript);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, pack_path);
  for (guint i = 0; rest[i] != NULL; i++)
    g_ptr_array_add (args, (char *) rest[i]);
  g_ptr_array_add (args, NULL);

  run_cli ((const char * const *) args->pdata, input, run);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
  assert_first_line (run->out, (const char * const *) args->pdata);
  g_assert_cmpstr (after_first_line (run->out), ==, after_first_line (want));
}

static void
test_eecs280_test00 (void)
{
  const char *rest[] = { "noshuffle", "1", "Adi", "Simple", "Barbara", "Simple",
                         "Chi-Chih", "Simple", "Dabbala", "Simple", NULL };
  TestRun run = { 0 };

  check_transcript ("pack.in", rest, NULL, "euchre_test00.out.correct", &run);
  test_run_clear (&run);
}

static void
test_eecs280_test01_shuffle (void)
{
  const char *rest[] = { "shuffle", "10", "Edsger", "Simple", "Fran", "Simple",
                         "Gabriel", "Simple", "Herb", "Simple", NULL };
  TestRun run = { 0 };

  check_transcript ("pack.in", rest, NULL, "euchre_test01.out", &run);
  test_run_clear (&run);
}

static void
test_eecs280_stuck_noshuffle (void)
{
  const char *rest[] = { "noshuffle", "3", "Ada", "Simple", "Bjarne", "Simple",
                         "Claude", "Simple", "Dennis", "Simple", NULL };
  TestRun run = { 0 };

  check_transcript ("stuck-pack.in", rest, NULL, "stuck-noshuffle3.out", &run);
  /* Seven passes, then the stuck dealer names the suit of the upcard's colour. */
  g_assert_nonnull (strstr (run.out, "Dennis passes\nAda orders up Clubs\n\n"));
  test_run_clear (&run);
}

static void
test_eecs280_mixed (void)
{
  const char *rest[] = { "noshuffle", "4", "Alice", "Human", "Bob", "Simple",
                         "Cathy", "Human", "Drew", "Simple", NULL };
  TestRun run = { 0 };

  check_transcript ("pack.in", rest, "mixed.in", "mixed.out", &run);
  /* Hand 0: Alice discards the upcard (-1), so she still holds the Queen
   * of Hearts and never the Jack of Diamonds. */
  g_assert_nonnull (strstr (run.out,
                            "Cathy orders up Diamonds\n"
                            "Human player Alice's hand: [0] Nine of Diamonds\n"
                            "Human player Alice's hand: [1] Ten of Diamonds\n"
                            "Human player Alice's hand: [2] Jack of Hearts\n"
                            "Human player Alice's hand: [3] Queen of Hearts\n"
                            "Human player Alice's hand: [4] Ace of Clubs\n"
                            "Discard upcard: [-1]\n"
                            "Human player Alice, please select a card to discard:\n"
                            "\n"
                            "Ace of Hearts led by Bob\n"));
  g_assert_nonnull (strstr (run.out, "Queen of Hearts played by Alice\n"));
  /* Hand 2: Cathy discards [3], the Queen of Hearts, and plays the upcard. */
  g_assert_nonnull (strstr (run.out, "Human player Cathy's hand: [3] Jack of Diamonds\n"));
  g_assert_nonnull (strstr (run.out, "Jack of Diamonds played by Cathy\n"));
  g_assert_true (g_str_has_suffix (run.out,
                                   "march!\n"
                                   "Alice and Cathy have 4 points\n"
                                   "Bob and Drew have 0 points\n"
                                   "\n"
                                   "Alice and Cathy win!\n"));
  test_run_clear (&run);
}

/* The command of the CLI library reads the input and writes the
 * transcript on the streams it is handed, nothing on the process's own. */
static void
test_eecs280_streams (void)
{
  g_autofree char *pack = data_path ("pack.in");
  g_autofree char *input = read_data ("mixed.in");
  g_autofree char *want = read_data ("mixed.out");
  char *argv[] = { (char *) "eecs280", pack, (char *) "noshuffle", (char *) "4",
                   (char *) "Alice", (char *) "Human", (char *) "Bob", (char *) "Simple",
                   (char *) "Cathy", (char *) "Human", (char *) "Drew", (char *) "Simple",
                   NULL };
  char *out = NULL, *err = NULL;
  size_t out_size = 0, err_size = 0;
  CliStreams io = { "./euchre.exe", NULL, NULL, NULL };
  g_autofree char *first = g_strdup_printf ("./euchre.exe %s noshuffle 4 Alice Human Bob Simple "
                                            "Cathy Human Drew Simple \n", pack);
  int status;

  io.in = fmemopen (input, strlen (input), "r");
  io.out = open_memstream (&out, &out_size);
  io.err = open_memstream (&err, &err_size);
  g_assert_nonnull (io.in);
  g_assert_nonnull (io.out);
  g_assert_nonnull (io.err);
  status = cli_eecs280 (G_N_ELEMENTS (argv) - 1, argv, &io);
  fclose (io.in);
  fclose (io.out);
  fclose (io.err);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, first));
  g_assert_cmpstr (after_first_line (out), ==, after_first_line (want));
  g_assert_cmpstr (err, ==, "");
  free (out);
  free (err);
}

static const char *test50_rest[] = { "noshuffle", "3", "Ivan", "Human", "Judea", "Human",
                                     "Kunle", "Human", "Liskov", "Human", NULL };

static void
test_eecs280_test50 (void)
{
  TestRun run = { 0 };

  check_transcript ("pack.in", test50_rest, "euchre_test50.in", "euchre_test50.out", &run);

  /* What the EECS 280 Euchre project specification fixes for the first
   * hand without the course output: Ivan deals from the new pack 3-2-3-2,
   * 2-3-2-3 from his left, so Judea holds cards 1–3 and 11–12 of pack.in,
   * and card 21 is turned up. */
  g_assert_true (g_str_has_prefix (after_first_line (run.out),
                                   "Hand 0\n"
                                   "Ivan deals\n"
                                   "Jack of Diamonds turned up\n"
                                   "Human player Judea's hand: [0] Nine of Spades\n"
                                   "Human player Judea's hand: [1] Ten of Spades\n"
                                   "Human player Judea's hand: [2] Jack of Spades\n"
                                   "Human player Judea's hand: [3] King of Hearts\n"
                                   "Human player Judea's hand: [4] Ace of Hearts\n"
                                   "Human player Judea, please enter a suit, or \"pass\":\n"
                                   "Judea passes\n"));
  g_assert_true (g_str_has_suffix (run.out, "\nIvan and Kunle win!\n"));
  test_run_clear (&run);
}

/* Every usage error prints the usage line and nothing else, and fails. */
static void
test_eecs280_usage (void)
{
  g_autofree char *pack = data_path ("pack.in");
  const char *p = pack;
  const char *cases[][14] = {
    { NULL },
    { p, NULL },
    { p, "noshuffle", "1", "A", "Simple", "B", "Simple", "C", "Simple", "D", NULL },
    { p, "noshuffle", "1", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", "E",
      NULL },
    { p, "noshuffle", "0", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "101", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "-5", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "ten", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "3x", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "Shuffle", "1", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "random", "1", "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "1", "A", "simple", "B", "Simple", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "1", "A", "Simple", "B", "Robot", "C", "Simple", "D", "Simple", NULL },
    { p, "noshuffle", "1", "A", "Simple", "B", "Simple", "C", "human", "D", "Simple", NULL },
    { p, "noshuffle", "1", "A", "Simple", "B", "Simple", "C", "Simple", "D", "", NULL },
    /* Arguments are checked before the pack is opened. */
    { "/nonexistent/pack.in", "noshuffle", "0", "A", "Simple", "B", "Simple", "C", "Simple",
      "D", "Simple", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TestRun run = { 0 };

      g_test_message ("usage case %u", i);
      run_cli (cases[i], "", &run);
      g_assert_cmpint (run.status, !=, 0);
      g_assert_cmpstr (run.out, ==, USAGE_LINE);
      g_assert_cmpstr (run.err, ==, "");
      test_run_clear (&run);
    }
}

static void
test_eecs280_error_opening (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "eecs280", NULL);
  const char *files[] = { "/nonexistent/pack.in", dir };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      const char *args[] = { files[i], "noshuffle", "1", "A", "Simple", "B", "Simple",
                             "C", "Simple", "D", "Simple", NULL };
      g_autofree char *want = g_strdup_printf ("Error opening %s\n", files[i]);
      TestRun run = { 0 };

      run_cli (args, "", &run);
      g_assert_cmpint (run.status, !=, 0);
      g_assert_cmpstr (run.out, ==, want);
      g_assert_cmpstr (run.err, ==, "");
      test_run_clear (&run);
    }
}

/* The first @n cards of pack.in, card @at replaced by @with, then @extra. */
static char *
make_pack (char **cards, guint n, guint at, const char *with, const char *extra)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s\n", i == at ? with : cards[i]);
  if (extra != NULL)
    g_string_append_printf (s, "%s\n", extra);
  return g_string_free (s, FALSE);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *c = text; *c; c++)
    n += *c == '\n';
  return n;
}

/* A readable pack that is not the 24 cards once each: one line naming the
 * problem, and failure. */
static void
test_eecs280_malformed_pack (void)
{
  g_autofree char *good = read_data ("pack.in");
  g_auto (GStrv) cards = g_strsplit (g_strstrip (good), "\n", -1);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("euchre-eecs280-XXXXXX", &error);
  struct {
    const char *name;
    char *contents;
    const char *expect;   /* in the message, after "Error reading FILE: " */
  } cases[] = {
    { "stars.in", make_pack (cards, 24, 2, "Nine of Stars", NULL), "line 3: “Nine of Stars”" },
    { "twice.in", make_pack (cards, 24, 4, cards[0], NULL), "line 5: “Nine of Spades”" },
    { "short.in", make_pack (cards, 23, 99, NULL, NULL), "23" },
    { "long.in", make_pack (cards, 24, 99, NULL, cards[0]), "line 25" },
    { "joker.in", make_pack (cards, 23, 99, NULL, "Joker"), "line 24: “Joker”" },
    { "letters.in", make_pack (cards, 24, 0, "9S", NULL), "line 1: “9S”" },
    { "empty.in", g_strdup (""), "0" },
  };

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (cards), ==, 24);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autofree char *prefix = g_strdup_printf ("Error reading %s: ", path);
      const char *args[] = { path, "noshuffle", "1", "A", "Simple", "B", "Simple",
                             "C", "Simple", "D", "Simple", NULL };
      TestRun run = { 0 };

      g_test_message ("malformed pack %s", cases[i].name);
      g_file_set_contents (path, cases[i].contents, -1, &error);
      g_assert_no_error (error);
      run_cli (args, "", &run);
      g_assert_cmpint (run.status, !=, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_true (g_str_has_prefix (run.out, prefix));
      g_assert_nonnull (strstr (run.out + strlen (prefix), cases[i].expect));
      g_assert_true (g_str_has_suffix (run.out, "\n"));
      g_assert_cmpuint (count_lines (run.out), ==, 1);
      test_run_clear (&run);
      g_unlink (path);
      g_free (cases[i].contents);
    }
  g_rmdir (dir);
}

/* The course's test50 input with wrong answers slipped in: each gets one
 * line saying what is wrong and the same prompt again, and the game goes
 * on exactly as before. */
static void
test_eecs280_invalid_tokens (void)
{
  g_autofree char *input = read_data ("euchre_test50.in");
  g_autofree char *want = read_data ("euchre_test50.out");
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (input), " \n", -1);
  g_autoptr (GString) fed = g_string_new (NULL);
  g_autofree char *pack = data_path ("pack.in");
  g_autoptr (GString) cleaned = g_string_new (NULL);
  g_auto (GStrv) out_lines = NULL;
  /* Before word N of the input (0-based), these wrong answers. */
  struct {
    guint before;
    const char *word;
    const char *message;
  } bad[] = {
    /* Judea, round 1, upcard Jack of Diamonds. */
    { 0, "banana", "“banana” is not a suit: enter Spades, Hearts, Clubs, Diamonds or pass." },
    { 0, "hearts", "“hearts” is not a suit: enter Spades, Hearts, Clubs, Diamonds or pass." },
    { 0, "Clubs", "In the first round you may only order up the upcard’s suit or pass." },
    /* Judea, round 2. */
    { 4, "Diamonds", "Diamonds were turned down: name another suit." },
    /* Judea leads. */
    { 5, "5", "“5” is not a card number: enter a number from 0 to 4." },
    { 5, "-1", "“-1” is not a card number: enter a number from 0 to 4." },
    { 5, "x", "“x” is not a card number: enter a number from 0 to 4." },
    /* Kunle must follow the Jack of Spades: not the Nine of Clubs. */
    { 6, "0", "You must follow suit: play a spade." },
    /* Judea, dealer of hand 1, discards. */
    { 29, "5", "“5” is not a card number: enter a number from -1 to 4." },
    { 29, "-2", "“-2” is not a card number: enter a number from -1 to 4." },
  };
  const char *args[13] = { pack };
  TestRun run = { 0 };

  for (guint i = 0; test50_rest[i] != NULL; i++)
    args[i + 1] = test50_rest[i];
  g_assert_cmpstr (words[4], ==, "Hearts");
  g_assert_cmpstr (words[28], ==, "Diamonds");
  g_assert_cmpstr (words[29], ==, "3");
  for (guint w = 0; words[w] != NULL; w++)
    {
      for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
        if (bad[b].before == w)
          g_string_append_printf (fed, "%s\n", bad[b].word);
      g_string_append_printf (fed, "%s\n", words[w]);
    }

  run_cli (args, fed->str, &run);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* Each message appears once, followed by the prompt it interrupted;
   * without both the transcript is the course's. */
  out_lines = g_strsplit (after_first_line (run.out), "\n", -1);
  for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
    {
      g_autofree char *line = g_strdup_printf ("\n%s\n", bad[b].message);

      g_assert_nonnull (strstr (run.out, line));
    }
  for (guint i = 0; out_lines[i] != NULL; i++)
    {
      gboolean is_message = FALSE;

      for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
        if (g_str_equal (out_lines[i], bad[b].message))
          is_message = TRUE;
      if (is_message)
        {
          g_assert_nonnull (out_lines[i + 1]);
          g_assert_true (g_str_has_prefix (out_lines[i + 1], "Human player "));
          g_assert_cmpstr (out_lines[i + 1], ==, out_lines[i - 1]);
          i++;
          continue;
        }
      g_string_append (cleaned, out_lines[i]);
      if (out_lines[i + 1] != NULL)
        g_string_append_c (cleaned, '\n');
    }
  g_assert_cmpstr (cleaned->str, ==, after_first_line (want));
  test_run_clear (&run);
}

/* The dealer stuck in round 2 cannot pass; then the input ends: a clear
 * message, failure, no crash. */
static void
test_eecs280_input_ends (void)
{
  g_autofree char *pack = data_path ("pack.in");
  const char *args[13] = { pack };
  const char *ended = "The input ended while waiting for Human player Ivan: "
                      "the game is abandoned.\n";
  TestRun run = { 0 };

  for (guint i = 0; test50_rest[i] != NULL; i++)
    args[i + 1] = test50_rest[i];

  run_cli (args, "pass pass pass pass pass pass pass pass", &run);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out,
                            "Liskov passes\n"
                            "Human player Ivan's hand: [0] Nine of Diamonds\n"
                            "Human player Ivan's hand: [1] Ten of Diamonds\n"
                            "Human player Ivan's hand: [2] Jack of Hearts\n"
                            "Human player Ivan's hand: [3] Queen of Hearts\n"
                            "Human player Ivan's hand: [4] Ace of Clubs\n"
                            "Human player Ivan, please enter a suit, or \"pass\":\n"
                            "The dealer is stuck and must name trump.\n"
                            "Human player Ivan, please enter a suit, or \"pass\":\n"));
  g_assert_true (g_str_has_suffix (run.out, ended));
  /* Ivan passed in round 1 only. */
  g_assert_null (strstr (strstr (run.out, "Ivan passes") + 1, "Ivan passes"));
  test_run_clear (&run);

  /* No input at all. */
  run_cli (args, "", &run);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_true (g_str_has_suffix (run.out,
                                   "Human player Judea, please enter a suit, or \"pass\":\n"
                                   "The input ended while waiting for Human player Judea: "
                                   "the game is abandoned.\n"));
  test_run_clear (&run);

  /* Input ending in the middle of a trick. */
  run_cli (args, "pass pass pass pass Hearts 2 4", &run);
  g_assert_cmpint (run.status, !=, 0);
  g_assert_true (g_str_has_suffix (run.out, "King of Spades played by Kunle\n"
                                            "Human player Liskov's hand: [0] Nine of Hearts\n"
                                            "Human player Liskov's hand: [1] Ten of Hearts\n"
                                            "Human player Liskov's hand: [2] Queen of Clubs\n"
                                            "Human player Liskov's hand: [3] King of Clubs\n"
                                            "Human player Liskov's hand: [4] Ace of Spades\n"
                                            "Human player Liskov, please select a card:\n"
                                            "The input ended while waiting for Human player "
                                            "Liskov: the game is abandoned.\n"));
  test_run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/cli/eecs280/test00", test_eecs280_test00);
  g_test_add_func ("/euchre/cli/eecs280/test01-shuffle", test_eecs280_test01_shuffle);
  g_test_add_func ("/euchre/cli/eecs280/stuck-noshuffle", test_eecs280_stuck_noshuffle);
  g_test_add_func ("/euchre/cli/eecs280/mixed-human", test_eecs280_mixed);
  g_test_add_func ("/euchre/cli/eecs280/test50", test_eecs280_test50);
  g_test_add_func ("/euchre/cli/eecs280/streams", test_eecs280_streams);
  g_test_add_func ("/euchre/cli/eecs280/usage", test_eecs280_usage);
  g_test_add_func ("/euchre/cli/eecs280/error-opening", test_eecs280_error_opening);
  g_test_add_func ("/euchre/cli/eecs280/malformed-pack", test_eecs280_malformed_pack);
  g_test_add_func ("/euchre/cli/eecs280/invalid-tokens", test_eecs280_invalid_tokens);
  g_test_add_func ("/euchre/cli/eecs280/input-ends", test_eecs280_input_ends);

  return g_test_run ();
}
