/* test-bad-cli.c — every euchre-cli argument error, one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each row runs the built program (its path is the first argument after
 * the GTest options) and checks the exit status, the message and where it
 * went.  The course modes' own usage errors are in test-cli-eecs280.c and
 * test-cli-cs246.c; this table adds the top level, bench and play, and
 * the files each mode may be given (missing, a directory, empty, binary,
 * malformed).  A file given to a mode is never changed by it: each row
 * compares its bytes before and after.
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-test"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <string.h>
#include <gio/gio.h>

#include "euchre-engine.h"
#include "test-util.h"

static const char *cli_path;
static char *tmp_dir;

#define USAGE_280 \
  "Usage: euchre.exe PACK_FILENAME [shuffle|noshuffle] POINTS_TO_WIN NAME1 TYPE1 NAME2 TYPE2 " \
  "NAME3 TYPE3 NAME4 TYPE4\n"
#define PLAYERS "A", "Simple", "B", "Simple", "C", "Simple", "D", "Simple"

typedef struct {
  const char *args[14];   /* after the program name; "%T" is the temporary folder */
  const char *input;      /* standard input */
  int status;
  const char *out;        /* NULL: nothing on standard output; else a part of it */
  const char *err;        /* NULL: nothing on standard error; else a part of it */
  const char *file;       /* a file the row gives the program, kept byte for byte */
} Row;

static const Row rows[] = {
  /* The program. */
  { { NULL }, "", 2, NULL, "Usage: euchre-cli COMMAND [OPTIONS…]" },
  { { "dance" }, "", 2, NULL, "euchre-cli: unknown command “dance”\n\nUsage:" },
  { { "" }, "", 2, NULL, "euchre-cli: unknown command “”" },
  { { "PLAY" }, "", 2, NULL, "unknown command “PLAY”" },
  { { "--help" }, "", 0, "Usage: euchre-cli COMMAND [OPTIONS…]", NULL },
  { { "-h" }, "", 0, "  bench ", NULL },
  { { "help" }, "", 0, "  eecs280 ", NULL },
  { { "--version" }, "", 0, "euchre-cli ", NULL },

  /* bench */
  { { "bench", "--bogus" }, "", 2, NULL, "euchre-cli bench: Unknown option --bogus" },
  { { "bench", "extra" }, "", 2, NULL, "euchre-cli bench: unexpected argument “extra”" },
  { { "bench", "--seconds", "0" }, "", 2, NULL, "--seconds must be between 0 and 3600" },
  { { "bench", "--seconds", "3601" }, "", 2, NULL, "--seconds must be between 0 and 3600" },
  { { "bench", "--seconds", "-1" }, "", 2, NULL, "--seconds must be between 0 and 3600" },
  { { "bench", "--seconds", "nan" }, "", 2, NULL, "--seconds must be between 0 and 3600" },
  { { "bench", "--seconds", "abc" }, "", 2, NULL, "Cannot parse double value “abc” for --seconds" },
  { { "bench", "--seconds" }, "", 2, NULL, "Missing argument for --seconds" },
  { { "bench", "--rules", "bogus" }, "", 2, NULL, "unknown rule preset “bogus”" },
  { { "bench", "--seed", "x" }, "", 2, NULL, "Cannot parse integer value “x” for --seed" },
  { { "bench", "--help" }, "", 0, "--seconds", NULL },

  /* play */
  { { "play", "--bogus" }, "", 2, NULL, "euchre-cli play: Unknown option --bogus" },
  { { "play", "--rules", "bogus" }, "", 2, NULL, "euchre-cli play: unknown rule preset" },
  { { "play", "--seed", "x" }, "", 2, NULL, "Cannot parse integer value “x” for --seed" },
  { { "play", "--seed", "-5" }, "", 2, NULL, "the seed must be from 0 to 4294967295" },
  { { "play", "--seed", "4294967296" }, "", 2, NULL, "the seed must be from 0 to 4294967295" },
  { { "play", "extra" }, "", 2, NULL, "euchre-cli play: unexpected argument “extra”" },
  { { "play", "--help" }, "", 0, "--rules", NULL },
  /* The edge of the range is a seed; q leaves at once. */
  { { "play", "--seed", "4294967295" }, "q\n", 0, "(seed 4294967295)", NULL },
  { { "play", "--seed", "0", "--rules", "cs246" }, "", 0, "Goodbye.", NULL },
  { { "play", "--strategy", "bogus" }, "", 2, NULL, "euchre-cli play: unknown strategy “bogus”" },
  /* The window's names for the computer players, on every command. */
  { { "play", "--seed", "1", "--strategy", "hard" }, "q\n", 0, "Goodbye.", NULL },
  { { "play", "--seed", "1", "-S", "medium" }, "q\n", 0, "Goodbye.", NULL },
  { { "play", "--seed", "1", "-S", "easy" }, "q\n", 0, "Goodbye.", NULL },
  { { "tournament", "-n", "hard", "-e", "medium", "-g", "2" }, "", 0, "expert", NULL },
  { { "tournament", "-n", "easy", "-e", "medium:crazy", "-g", "2" }, "", 0, "club", NULL },
  { { "tournament", "-n", "difficult", "-e", "easy" }, "", 2, NULL,
    "unknown strategy “difficult” for --north-south (known: easy, medium, hard, " },
  { { "engine", "--strategy", "hard" }, "", 0, NULL, NULL },
  { { "engine", "--strategy", "medium:conservative" }, "", 0, NULL, NULL },

  /* cs246: files */
  /* euchre-cli egn: each file's problem on standard output, status 1. */
  { { "egn" }, "", 2, NULL, "Usage: euchre-cli egn validate FILE…" },
  { { "egn", "dance", "x" }, "", 2, NULL, "Usage: euchre-cli egn validate FILE…" },
  { { "egn", "validate", "%T/missing" }, "", 1, "%T/missing: No such file or directory", NULL },
  { { "egn", "validate", "%T/empty" }, "", 1, "%T/empty: this is not an EGN game: it is not a JSON object",
    NULL },
  { { "egn", "validate", "%T/binary" }, "", 1, "%T/binary: this is not an EGN game", NULL },
  { { "egn", "validate", "%T/egn-malformed" }, "", 1,
    "%T/egn-malformed: this is not an EGN game: it is not valid JSON", NULL },
  { { "egn", "validate", "%T/egn-no-deals" }, "", 1,
    "%T/egn-no-deals: this is not an EGN game: “metadata” or “deals” is missing", NULL },
  { { "egn", "validate", "%T/egn-unknown-card" }, "", 1,
    "%T/egn-unknown-card: Deal 1, trick 1: “Qz” is not a card", NULL },
  { { "egn", "validate", "%T/egn-trick-size" }, "", 1,
    "%T/egn-trick-size: Deal 1, trick 1: 5 cards; a trick has 4 here", NULL },
  { { "egn", "validate", "%T/egn-duplicate" }, "", 1,
    "%T/egn-duplicate: Deal 1, trick 2: the Jack of Spades is played a second time", NULL },
  { { "egn", "validate", "%T/egn-impossible" }, "", 1,
    "%T/egn-impossible: Deal 1: cards are played but nobody made trump", NULL },
  { { "egn", "validate", "%T/egn-huge" }, "", 1,
    "%T/egn-huge: the file is too large for a game (more than 4 MiB)", NULL },
  { { "egn", "show", "%T/egn-malformed" }, "", 1, NULL, "this is not an EGN game" },
  { { "egn", "convert", "%T/egn-unknown-card" }, "", 1, NULL, "Deal 1, trick 1: “Qz” is not a card" },
  { { "egn", "convert" }, "", 2, NULL, "Usage: euchre-cli egn" },
  { { "egn", "validate", "%T/egn-good" }, "", 0, "%T/egn-good: OK (1 deal)\n", NULL },
  { { "egn", "show", "%T/egn-good" }, "", 0,
    "Trick 1: Bb Jack of Diamonds; Om Ten of Spades; Florida Jack of Hearts; 24wil Nine of Diamonds"
    " — Bb wins", NULL },
  { { "egn", "convert", "%T/egn-good" }, "", 0, "hand 1 ", NULL },
  { { "egn", "convert", "%T/empty" }, "", 1, NULL, "%T/empty: this is not an EGN game" },
  { { "egn", "convert", "%T/renege-wins" }, "", 1, NULL,
    "%T/renege-wins: EGN cannot record this game: it was saved after the deal began" },
  { { "egn", "convert", "%T/egn-good", "--to", "egn" }, "", 0, "\"initialLead\" : 2", NULL },
  { { "egn", "convert", "%T/empty", "--to", "pgn" }, "", 2, NULL, "Usage: euchre-cli egn" },
  /* Special files (issue 25): refused unread, never waited for, never read
   * without end; a loop of links named as such. */
  { { "egn", "validate", "%T/fifo" }, "", 1, "%T/fifo: this is a named pipe, not a regular file",
    NULL },
  { { "egn", "validate", "%T/zero" }, "", 1, "%T/zero: this is a device, not a regular file",
    NULL },
  { { "egn", "validate", "%T" }, "", 1, "%T: this is a folder, not a regular file", NULL },
  { { "egn", "validate", "%T/loop" }, "", 1,
    "%T/loop: this is a loop of symbolic links, not a file", NULL },
  { { "egn", "show", "%T/fifo" }, "", 1, NULL, "%T/fifo: this is a named pipe, not a regular" },
  { { "egn", "convert", "%T/zero" }, "", 1, NULL, "%T/zero: this is a device, not a regular" },
  { { "egn", "convert", "%T/loop" }, "", 1, NULL, "%T/loop: this is a loop of symbolic links" },
  { { "review", "%T/fifo" }, "", 1, NULL, "%T/fifo: this is a named pipe, not a regular file" },
  { { "review", "%T/zero" }, "", 1, NULL, "%T/zero: this is a device, not a regular file" },
  { { "review", "%T/loop" }, "", 1, NULL, "%T/loop: this is a loop of symbolic links" },
  { { "review", "--agreement", "%T/fifo" }, "", 1, "(1 more could not be read)",
    "%T/fifo: this is a named pipe" },
  { { "cs246", "-f", "%T/fifo" }, "", 1, NULL, "%T/fifo: this is a named pipe, not a regular" },
  { { "cs246", "-f", "%T/zero" }, "", 1, NULL, "%T/zero: this is a device, not a regular file" },
  { { "cs246", "-f", "%T/loop" }, "", 1, NULL, "%T/loop: this is a loop of symbolic links" },
  { { "eecs280", "%T/fifo", "noshuffle", "1", PLAYERS }, "", 1, "Error opening %T/fifo", NULL },
  { { "eecs280", "%T/zero", "noshuffle", "1", PLAYERS }, "", 1, "Error opening %T/zero", NULL },
  { { "eecs280", "%T/loop", "noshuffle", "1", PLAYERS }, "", 1, "Error opening %T/loop", NULL },
  { { "cs246", "-f", "%T/missing" }, "", 1, NULL, "No such file or directory" },
  { { "cs246", "-f", "%T" }, "", 1, NULL, "%T: this is a folder, not a regular file" },
  { { "cs246", "-f", "%T/empty" }, "", 1, NULL, "euchre-cli cs246: %T/empty: Line 1: ",
    "%T/empty" },
  { { "cs246", "-f", "%T/binary" }, "", 1, NULL, ": Line 1: ", "%T/binary" },
  { { "cs246", "-f", "%T/pack-23" }, "", 1, NULL, ": Line 1: ", "%T/pack-23" },
  { { "cs246", "-s", "99999999999" }, "", 2, NULL, "the seed must be a whole number" },
  { { "cs246", "-d", "-s", "1", "-s" }, "", 2, NULL, "-s needs a value" },

  /* review: arguments, then files that are no record or do not hold the hand. */
  { { "review" }, "", 2, NULL, "euchre-cli review: which file?" },
  { { "review", "%T/record", "extra" }, "", 2, NULL, "unexpected argument “extra”" },
  { { "review", "--bogus", "%T/record" }, "", 2, NULL, "Unknown option --bogus" },
  { { "review", "--seat", "4", "%T/record" }, "", 2, NULL, "--seat must be from 0 to 3 (got 4)" },
  { { "review", "--seat", "-1", "%T/record" }, "", 2, NULL, "--seat must be from 0 to 3" },
  { { "review", "--hand", "-2", "%T/record" }, "", 2, NULL, "--hand must be 1 or more" },
  { { "review", "--seed", "-2", "%T/record" }, "", 2, NULL, "--seed must not be negative" },
  { { "review", "--budget-ms", "-5", "%T/record" }, "", 2, NULL, "--budget-ms must be from 0" },
  { { "review", "--hand", "x", "%T/record" }, "", 2, NULL, "Cannot parse integer value “x”" },
  { { "review", "--help" }, "", 0, "--budget-ms", NULL },
  { { "review", "%T/missing" }, "", 1, NULL, "No such file or directory" },
  { { "review", "%T" }, "", 1, NULL, "euchre-cli review: " },
  { { "review", "%T/empty" }, "", 1, NULL, "%T/empty: not a game record: ", "%T/empty" },
  { { "review", "%T/binary" }, "", 1, NULL, "%T/binary: not a game record: ", "%T/binary" },
  { { "review", "%T/record-illegal" }, "", 1, NULL, "%T/record-illegal: not a game record: ",
    "%T/record-illegal" },
  { { "review", "%T/renege-wins" }, "", 1, NULL,
    "%T/renege-wins: a CS 246 saved game holds no past actions to review", "%T/renege-wins" },
  { { "review", "--hand", "99", "%T/record" }, "", 1, NULL,
    "%T/record: The record has no finished hand number 99", "%T/record" },
  { { "review", "--hand", "2", "%T/record-one-hand" }, "", 1, NULL,
    "no finished hand number 2", "%T/record-one-hand" },
  /* review of EGN, and --agreement: a file that fails is reported, the others counted. */
  { { "review", "%T/egn-malformed" }, "", 1, NULL,
    "%T/egn-malformed: not an EGN file: this is not an EGN game: it is not valid JSON" },
  { { "review", "%T/egn-no-deals" }, "", 1, NULL, "%T/egn-no-deals: not an EGN file: " },
  { { "review", "%T/egn-huge" }, "", 1, NULL,
    "%T/egn-huge: the file is too large (more than 4 MiB)" },
  { { "review", "%T/egn-unknown-card" }, "", 0, "No finished hand to review.",
    "%T/egn-unknown-card: Deal 1, trick 1: “Qz” is not a card (reviewing the game up to there)" },
  { { "review", "--budget-ms", "1", "%T/egn-good" }, "", 0, "Decisions of You (Florida)", NULL },
  { { "review", "--agreement" }, "", 2, NULL, "euchre-cli review: which files?" },
  { { "review", "--agreement", "--seat", "1", "%T/egn-good" }, "", 2, NULL,
    "--agreement counts every seat and every hand" },
  { { "review", "--agreement", "%T/missing" }, "", 1,
    "Total, 0 files (1 more could not be read)", "No such file or directory" },
  { { "review", "--agreement", "--budget-ms", "1", "%T/egn-malformed", "%T/egn-good" }, "", 1,
    "Total, 1 file (1 more could not be read)", "%T/egn-malformed: not an EGN file: " },
  { { "review", "--agreement", "--budget-ms", "1", "%T/egn-good" }, "", 0, "Total, 1 file,", NULL },
  { { "review", "--agreement", "--json", "%T/empty", "%T/egn-good" }, "", 1,
    "\"failed\" : 1", "%T/empty: not a game record: " },

  /* eecs280: the course program prints its errors on standard output. */
  { { "eecs280", "--help" }, "", 1, USAGE_280, NULL },
  { { "eecs280", "%T", "noshuffle", "1", PLAYERS }, "", 1, "Error opening %T\n", NULL },
  { { "eecs280", "%T/missing", "noshuffle", "1", PLAYERS }, "", 1,
    "Error opening %T/missing\n", NULL },
  { { "eecs280", "%T/empty", "noshuffle", "1", PLAYERS }, "", 1,
    "Error reading %T/empty: the pack holds 0 cards, not 24\n", NULL, "%T/empty" },
  { { "eecs280", "%T/binary", "shuffle", "1", PLAYERS }, "", 1,
    "Error reading %T/binary: line 1: ", NULL, "%T/binary" },
  { { "eecs280", "%T/pack-23", "noshuffle", "1", PLAYERS }, "", 1,
    "Error reading %T/pack-23: the pack holds 23 cards, not 24\n", NULL, "%T/pack-23" },
  { { "eecs280", "%T/pack-25", "noshuffle", "1", PLAYERS }, "", 1,
    "Error reading %T/pack-25: line 25: ", NULL, "%T/pack-25" },
  { { "eecs280", "%T/pack-seven", "noshuffle", "1", PLAYERS }, "", 1,
    "line 1: “Seven of Spades” is not a card of the 24-card pack\n", NULL, "%T/pack-seven" },
  { { "eecs280", "%T/pack-joker", "noshuffle", "1", PLAYERS }, "", 1,
    "line 1: “Joker” is not a card of the 24-card pack\n", NULL, "%T/pack-joker" },
};

/* Runs euchre-cli with @args (NULL-terminated), @setup in the child;
 * returns the exit status, or -signal when a signal ended it. */
static int
run_cli (const char *const *args, GSpawnChildSetupFunc setup, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, setup, NULL,
                               out, err, &wait_status, &error));
  g_assert_no_error (error);
  if (WIFSIGNALED (wait_status))
    return -WTERMSIG (wait_status);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

/* egn convert -o: a regular file replaced atomically (through a link,
 * the link kept), "-" standard output, a device or a pipe written into
 * and never replaced, a folder refused (issue 25: run as root, `-o
 * /dev/null` replaced the machine's /dev/null with a regular file). */
static void
test_convert_output (void)
{
  g_autofree char *good = g_build_filename (tmp_dir, "egn-good", NULL);
  g_autofree char *dir = g_dir_make_tmp ("euchre-convert-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "target", NULL);
  g_autofree char *link = g_build_filename (dir, "link", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  g_autofree char *to_stdout = NULL;
  g_autofree char *err = NULL;
  g_autofree char *written = NULL;
  g_autoptr (GSubprocess) writer = NULL;
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  /* "-": standard output, the same as without -o. */
  g_assert_cmpint (run_cli ((const char *[]) { "egn", "convert", good, "-o", "-", NULL }, NULL,
                            &to_stdout, &err), ==, 0);
  g_assert_nonnull (strstr (to_stdout, "hand 1 "));
  g_assert_false (g_file_test ("-", G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);

  /* Through a link: the target replaced, the link kept. */
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (symlink ("target", link), ==, 0);
  g_assert_cmpint (run_cli ((const char *[]) { "egn", "convert", good, "-o", link, NULL }, NULL,
                            NULL, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, to_stdout);
  g_clear_pointer (&err, g_free);

  /* A device: written into, still the device. */
  g_assert_cmpint (run_cli ((const char *[]) { "egn", "convert", good, "-o", "/dev/null",
                                               NULL }, NULL, NULL, &err), ==, 0);
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  g_clear_pointer (&err, g_free);

  /* A pipe: its reader gets the game; it stays a pipe. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  writer = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, cli_path, "egn", "convert", good,
                             "-o", fifo, NULL);
  g_assert_no_error (error);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (fifo, &written, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (writer, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, to_stdout);
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  /* A folder: refused in words, left alone. */
  g_assert_cmpint (run_cli ((const char *[]) { "egn", "convert", good, "-o", dir, NULL }, NULL,
                            NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "this is a folder, not a regular file"));

  g_unlink (fifo);
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

/* In the child only: a file-size limit of 16 bytes, SIGXFSZ at its
 * default (the test itself ignores nothing). */
static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { 16, 16 };

  signal (SIGXFSZ, SIG_DFL);
  setrlimit (RLIMIT_FSIZE, &limit);
}

/* Under `ulimit -f`, writing past the limit raises SIGXFSZ, which killed
 * the program: it must fail like a full disk, with a message, and leave
 * no part of a file. */
static void
test_convert_file_size_limit (void)
{
  g_autofree char *good = g_build_filename (tmp_dir, "egn-good", NULL);
  g_autofree char *dir = g_dir_make_tmp ("euchre-convert-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "out.egn", NULL);
  g_autofree char *err = NULL;
  g_autoptr (GDir) d = NULL;

  g_assert_cmpint (run_cli ((const char *[]) { "egn", "convert", good, "-o", out, NULL },
                            limit_file_size, NULL, &err), ==, 1);
  g_test_message ("%s", err);
  g_assert_nonnull (strstr (err, g_strerror (EFBIG)));
  d = g_dir_open (dir, 0, NULL);
  g_assert_null (g_dir_read_name (d));
  g_rmdir (dir);
}

/* @text with "%T" replaced by the temporary folder. */
static char *
expand (const char *text)
{
  g_auto (GStrv) parts = NULL;

  if (text == NULL)
    return NULL;
  parts = g_strsplit (text, "%T", -1);
  return g_strjoinv (tmp_dir, parts);
}

static char *
read_file (const char *path)
{
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  return contents;
}

static void
test_row (gconstpointer data)
{
  const Row *row = data;
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *file = expand (row->file);
  g_autofree char *before = file ? read_file (file) : NULL;
  g_autofree char *want_out = expand (row->out);
  g_autofree char *want_err = expand (row->err);

  g_ptr_array_add (argv, g_strdup (cli_path));
  for (guint i = 0; row->args[i] != NULL; i++)
    g_ptr_array_add (argv, expand (row->args[i]));
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char *const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, row->input, NULL, &out, &err, &error);
  g_assert_no_error (error);

  /* An exit, never a signal (a crash, an abort, a sanitizer's report). */
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, row->status);
  if (want_out == NULL)
    g_assert_cmpstr (out, ==, "");
  else if (strstr (out, want_out) == NULL)
    g_error ("standard output “%s” lacks “%s”", out, want_out);
  if (want_err == NULL)
    g_assert_cmpstr (err, ==, "");
  else if (strstr (err, want_err) == NULL)
    g_error ("standard error “%s” lacks “%s”", err, want_err);
  /* Errors are one message (and maybe the usage), not a wall of text. */
  g_assert_cmpuint (strlen (err), <, 2000);

  if (file != NULL)
    {
      g_autofree char *after = read_file (file);

      g_assert_nonnull (before);
      g_assert_cmpstr (after, ==, before);
    }
}

/* Found by fuzz-cli-cs246: a renege whose two penalty points won the game
 * left the person at the prompt of a finished game, and the next word
 * aborted the program (g_assert_not_reached in human_turn). */
static void
test_cs246_renege_wins (void)
{
  g_autofree char *file = g_build_filename (tmp_dir, "renege-wins", NULL);
  const char *argv[] = { cli_path, "cs246", "-f", file, NULL };
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  /* Player 3 leads a spade or a club; the Ace of Hearts does not follow. */
  g_subprocess_communicate_utf8 (proc, "AH\nTS\nq\n", NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_cmpstr (err, ==, "");
  if (!g_str_has_suffix (out, "> ERROR: renegeing with card 'AH'. Please enter a valid card.\n"
                              "Score for Team 1-3 is now 11.\n"
                              "Team 1-3 WINS!!!\n"))
    g_error ("unexpected end of the game: “%s”", out);
}

/* A whole game of `euchre-cli play`, always the first choice: the
 * person's cards are shown at each deal before any is played (a forced
 * card too), sorted by suit, each suit together. */
static void
test_play_shows_hand (void)
{
  const char *argv[] = { cli_path, "play", "--seed", "7", NULL };
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GString) input = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  gboolean shown = FALSE;
  guint hands = 0, forced = 0;

  for (guint i = 0; i < 2000; i++)
    g_string_append (input, "1\n");
  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input->str, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "win the game!"));
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      const char *line = lines[i];

      /* "> " prompts come before the next line the program writes. */
      while (g_str_has_prefix (line, "> "))
        line += 2;
      if (g_str_has_prefix (line, "Hand "))
        shown = FALSE, hands++;
      else if (g_str_has_prefix (line, "Your hand:"))
        {
          g_auto (GStrv) cards = g_strsplit (line + strlen ("Your hand: "), " ", -1);
          char seen[8] = { 0 };
          guint n_seen = 0;

          shown = TRUE;
          /* Each suit in one run: no suit letter comes back after another. */
          for (guint k = 0; cards[k]; k++)
            {
              char suit = cards[k][1];

              g_assert_cmpuint (strlen (cards[k]), ==, 2);
              if (n_seen > 0 && seen[n_seen - 1] == suit)
                continue;
              if (memchr (seen, suit, n_seen) != NULL)
                g_error ("the hand “%s” is not sorted by suit", line);
              seen[n_seen++] = suit;
            }
        }
      else if (g_str_has_prefix (line, "You: "))
        {
          if (!shown)
            g_error ("line %u: “%s” played before the hand was shown", i, line);
        }
      if (g_str_has_prefix (line, "Your only legal card:"))
        forced++;
    }
  g_test_message ("%u hands, %u forced cards", hands, forced);
  g_assert_cmpuint (hands, >, 3);
}

static void
write_file (const char *name, const char *contents, gssize length)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
}

static void
make_files (void)
{
  static const char binary[] = "\x7f" "ELF\x02\x01\x01\0\0\0\xff\xfe\n\x01\x02";
  EuchreRules rules;
  EuchreCard deck[EUCHRE_N_CARDS];
  GString *pack = g_string_new (NULL);
  guint n;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  n = euchre_rules_initial_deck (&rules, deck);
  g_assert_cmpuint (n, ==, 24);
  for (guint i = 0; i < 23; i++)
    {
      g_autofree char *name = euchre_card_long_name (deck[i]);

      g_string_append_printf (pack, "%s\n", name);
    }
  /* Team 1-3 at 9 points; player 3 leads; player 0 can renege. */
  write_file ("renege-wins",
              "0 9\n2 3\nS\n1 f\n5\n"
              "JH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC AC\n"
              "5 JH JD AH 9C TS\n0\n5 9H TH QD KD TC\n0\n5 QH KH 9D TD 9S\n0\n"
              "5 QS KS AS KC QC\n0\n", -1);
  write_file ("empty", "", 0);
  {
    g_autofree char *fifo = g_build_filename (tmp_dir, "fifo", NULL);
    g_autofree char *zero = g_build_filename (tmp_dir, "zero", NULL);
    g_autofree char *loop = g_build_filename (tmp_dir, "loop", NULL);

    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
    g_assert_cmpint (symlink ("loop", loop), ==, 0);
  }
  {
    /* A whole game; its first hand and the next deal (the hand not
     * finished); its first deal and a card played while bidding. */
    const char *const game[] = { "deal", "to-the-end", NULL };
    g_autofree char *record = scripted_record (0, game);
    g_auto (GStrv) lines = g_strsplit (record, "\n", -1);
    GString *partial = g_string_new (NULL), *illegal = g_string_new (NULL);
    guint deals = 0;

    for (guint i = 0; lines[i] != NULL && deals < 2; i++)
      {
        if (g_str_has_suffix (lines[i], " deal"))
          deals++;
        g_string_append_printf (partial, "%s\n", lines[i]);
        if (deals < 2)
          g_string_append_printf (illegal, "%s\n", lines[i]);
        if (deals == 1 && g_str_has_suffix (lines[i], " deal"))
          g_string_append (illegal, "1 play JS\n");
      }
    g_assert_cmpuint (deals, ==, 2);
    write_file ("record", record, -1);
    write_file ("record-one-hand", partial->str, -1);
    write_file ("record-illegal", illegal->str, -1);
    g_string_free (partial, TRUE);
    g_string_free (illegal, TRUE);
  }
#define EGN_HEAD "{\"metadata\":{},\"deals\":[{\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"}," \
                 "\"phases\":[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[%s]},{\"type\":\"TRICK_PLAY\"," \
                 "\"tricks\":[%s]}]}]}"
  write_file ("egn-malformed", "{\"metadata\": {", -1);
  write_file ("egn-no-deals", "{\"metadata\": {}}", -1);
  {
    g_autofree char *unknown = g_strdup_printf (EGN_HEAD, "\"Order\"", "[\"Qz\",\"Ks\",\"As\",\"Ts\"]");
    g_autofree char *size = g_strdup_printf (EGN_HEAD, "\"Order\"",
                                             "[\"Qs\",\"Ks\",\"As\",\"Ts\",\"Js\"]");
    g_autofree char *dup = g_strdup_printf (EGN_HEAD, "\"Order\"",
                                            "[\"Qs\",\"Ks\",\"As\",\"Js\"],[\"Js\",\"9h\",\"Th\",\"Jh\"]");
    g_autofree char *impossible = g_strdup_printf (EGN_HEAD, "\"Pass\"", "[\"Qs\"]");
    g_autofree char *huge = g_strnfill (5 * 1024 * 1024, ' ');

    write_file ("egn-good",
                "{\"metadata\":{\"players\":[\"Florida\",\"24wil\",\"Bb\",\"Om\"]},\"deals\":["
                "{\"initialState\":{\"dealer\":1,\"upCard\":\"Qd\"},\"phases\":["
                "{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Order\"],\"isAlone\":false},"
                "{\"type\":\"TRICK_PLAY\",\"tricks\":[[\"Jd\",\"Ts\",\"Jh\",\"9d\"],"
                "[\"Ad\",\"Jc\",\"Tc\",\"Qd\"],[\"Kd\",\"Kh\",\"Qc\",\"Kc\"],"
                "[\"As\",\"Ah\",\"Js\",\"9h\"],[\"9s\",\"Ac\",\"Ks\",\"Qh\"]]}]}]}", -1);
    write_file ("egn-unknown-card", unknown, -1);
    write_file ("egn-trick-size", size, -1);
    write_file ("egn-duplicate", dup, -1);
    write_file ("egn-impossible", impossible, -1);
    write_file ("egn-huge", huge, -1);
  }
  write_file ("binary", binary, sizeof binary - 1);
  write_file ("pack-23", pack->str, -1);
  {
    g_autofree char *last = euchre_card_long_name (deck[23]);
    g_autofree char *first = euchre_card_long_name (deck[0]);
    g_autofree char *p25 = g_strdup_printf ("%s%s\n%s\n", pack->str, last, first);

    write_file ("pack-25", p25, -1);
  }
  {
    g_autofree char *seven = g_strdup_printf ("Seven of Spades\n%s", pack->str);
    g_autofree char *joker = g_strdup_printf ("Joker\n%s", pack->str);

    write_file ("pack-seven", seven, -1);
    write_file ("pack-joker", joker, -1);
  }
  g_string_free (pack, TRUE);
}

static void
remove_files (void)
{
  const char *name;
  GDir *dir = g_dir_open (tmp_dir, 0, NULL);

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (tmp_dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s [GTEST-OPTIONS] PATH-TO-EUCHRE-CLI\n", argv[0]);
      return 1;
    }
  cli_path = argv[1];
  tmp_dir = g_dir_make_tmp ("euchre-bad-cli-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  make_files ();

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *words = g_strjoinv (" ", (char **) rows[i].args);
      g_autofree char *path = NULL;

      /* Test paths may not hold spaces or most punctuation. */
      g_strcanon (words, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-", '_');
      path = g_strdup_printf ("/euchre/bad-input/cli/%02u-%s", i, words[0] ? words : "none");
      g_test_add_data_func (path, &rows[i], test_row);
    }
  g_test_add_func ("/euchre/bad-input/cli/cs246-renege-wins-the-game", test_cs246_renege_wins);
  g_test_add_func ("/euchre/bad-input/cli/play-shows-the-hand", test_play_shows_hand);
  g_test_add_func ("/euchre/bad-input/cli/convert-output", test_convert_output);
  g_test_add_func ("/euchre/bad-input/cli/convert-file-size-limit", test_convert_file_size_limit);
  status = g_test_run ();
  remove_files ();
  g_free (tmp_dir);
  return status;
}
