/* test-cli-engine.c — the bot protocol: `euchre-cli engine` and exec: seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Our own engine as an outside program gives exactly the results of the
 * same strategy in-process; broken bots (tests/data/bots/) get their
 * handled outcome in bounded time; the protocol reader refuses bad lines
 * with a message; the engine refuses bad sessions without crashing.
 */
#define G_LOG_DOMAIN "euchre-test"

/* fmemopen() and open_memstream() are POSIX 2008, beyond -std=c11. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "euchre-ai.h"
#include "proto-protocol.h"
#include "test-run.h"

#ifndef EUCHRE_CLI
#error "EUCHRE_CLI must name the euchre-cli executable"
#endif
#ifndef BOTS_DIR
#error "BOTS_DIR must name tests/data/bots"
#endif

/* Runs `euchre-cli tournament ARGS…` (NULL-terminated). */
#define run_tournament(run, ...) test_run_args (run, EUCHRE_CLI, "tournament", __VA_ARGS__)

/* The results of a --json run: from "ns_wins" to the bot counts or the
 * thread count (names and decision times left out). */
static char *
results (const char *json)
{
  const char *from = strstr (json, "\"ns_wins\""), *to = strstr (json, ", \"bot_errors\"");

  g_assert_nonnull (from);
  if (to == NULL)
    to = strstr (json, ", \"threads\"");
  g_assert_nonnull (to);
  g_assert_true (to > from);
  return g_strndup (from, (gsize) (to - from));
}

static char *
engine_spec (const char *strategy, const char *seed)
{
  return g_strdup_printf ("exec:'%s' engine --strategy %s --seed %s", EUCHRE_CLI, strategy, seed);
}

/* The grace for a bot that answers at once: never late, on however
 * loaded a machine (the sanitizer stage of CI, beside a build); the
 * greeting's time likewise.  The tests of late bots make their bots late
 * by construction (they never answer, or answer only after the host has
 * given up), never by a moment, so load cannot change what is counted. */
#define BOT_AT_ONCE_GRACE "30000"
#define BOT_START_MS "60000"
/* The grace where a test must sit through it (a late answer, a bot that
 * keeps its output open at quit): still far beyond an answer given at
 * once, the seconds it costs spent once or four times. */
#define BOT_WAITED_GRACE "5000"

/* A ceiling on one tournament of 2 games with a broken bot: a host that
 * waits for ever, not a slow machine (they take seconds). */
#define BOT_RUN_CEILING_S 150.0

static const char *clean_bots =
  "\"bot_errors\": {\"ns\": {\"illegal\": 0, \"malformed\": 0, \"late\": 0, \"restarts\": 0, "
  "\"resyncs\": 0}";

/* ---- the same results as in-process ---------------------------------------------- */

static void
check_same_rules (const char *ns, const char *ew, const char *games, gboolean both,
                  const char *rules)
{
  TestRun in = { 0 }, out = { 0 };
  g_autofree char *spec = engine_spec (ns, "11"), *ew_spec = engine_spec (ew, "11");
  g_autofree char *a = NULL, *b = NULL;

  run_tournament (&in, "-n", ns, "-e", ew, "--games", games, "--seed", "11", "--json",
                  "--rules", rules, NULL);
  /* The engine answers at once, and ignores the budget: a grace far
   * beyond any answer keeps a loaded machine from making one late (a
   * late answer would play the fallback and change the results). */
  run_tournament (&out, "-n", spec, "-e", both ? ew_spec : ew, "--games", games, "--seed", "11",
                  "--threads", both ? "2" : "1", "--json", "--rules", rules,
                  "--bot-grace-ms", BOT_AT_ONCE_GRACE, "--bot-start-ms", BOT_START_MS, NULL);
  g_assert_cmpint (in.status, ==, 0);
  g_assert_cmpint (out.status, ==, 0);
  g_assert_cmpstr (out.err, ==, "");
  a = results (in.out);
  b = results (out.out);
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (out.out, clean_bots));
  test_run_clear (&in);
  test_run_clear (&out);
}

static void
check_same (const char *ns, const char *ew, const char *games, gboolean both)
{
  check_same_rules (ns, ew, games, both, "standard");
}

/* Every preset's rules: 32 cards, the Joker, defending alone, no stick
 * the dealer… reach the engine in the rules line and its shadow follows. */
static void
test_same_presets (void)
{
  static const char *presets[] = { "eecs280", "cs246", "west-virginia", "british" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    check_same_rules ("gertz", "classic", "8", TRUE, presets[i]);
}

static void
test_same_gertz (void)
{
  check_same ("gertz", "simple", "24", FALSE);
}

static void
test_same_simple (void)
{
  /* Both sides outside programs, in two threads. */
  check_same ("simple", "classic", "24", TRUE);
}

static void
test_same_expert (void)
{
  /* The expert samples deals with its seeded generator: the engine must
   * derive the same seed and see the same view. */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "4,4", TRUE);
  check_same ("expert", "gertz", "4", FALSE);
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
}

/* ---- broken bots ------------------------------------------------------------------ */

/* Plays 2 games with the bot BOTS_DIR/@script north-south; asserts the
 * exit status, that it ended (BOT_RUN_CEILING_S), and returns the run. */
static void
run_bot_timed (TestRun *run, const char *script, const char *extra, int status,
               const char *budget, const char *grace)
{
  g_autofree char *spec = g_strdup_printf ("exec:sh '%s/%s' %s", BOTS_DIR, script,
                                           extra ? extra : "");
  gint64 t0 = g_get_monotonic_time ();

  run_tournament (run, "-n", spec, "-e", "simple", "--games", "2", "--json",
                  "--bot-budget-ms", budget, "--bot-grace-ms", grace, "--bot-start-ms",
                  BOT_START_MS, NULL);
  g_test_message ("%s: %.2f s, status %d", script, (g_get_monotonic_time () - t0) / 1e6,
                  run->status);
  g_assert_cmpint (run->status, ==, status);
  g_assert_cmpfloat ((g_get_monotonic_time () - t0) / 1e6, <, BOT_RUN_CEILING_S);
}

/* Budget 5 ms and a grace no answer given at once misses; the tests of
 * bots that never answer ask for 10 ms of grace. */
static void
run_bot (TestRun *run, const char *script, const char *extra, int status)
{
  run_bot_timed (run, script, extra, status, "5", BOT_AT_ONCE_GRACE);
}

/* The count @key of side "ns" is positive, every other count zero but
 * resyncs, positive after a bad answer (illegal, malformed, late). */
static void
assert_counted (const char *json, const char *key)
{
  static const char *keys[] = { "illegal", "malformed", "late", "restarts", "resyncs" };
  const char *ns = strstr (json, "\"bot_errors\": {\"ns\": {"), *ew;

  g_assert_nonnull (ns);
  ew = strstr (ns, "\"ew\": {");
  g_assert_nonnull (ew);
  g_assert_nonnull (strstr (ew, "{\"illegal\": 0, \"malformed\": 0, \"late\": 0, \"restarts\": 0, "
                                "\"resyncs\": 0}"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *zero = g_strdup_printf ("\"%s\": 0", keys[i]);
      const char *at = strstr (ns, zero);
      gboolean is_zero = at != NULL && at < ew;
      gboolean counted = g_str_equal (keys[i], key) ||
                         (g_str_equal (keys[i], "resyncs") && !g_str_equal (key, "restarts"));

      if (is_zero == counted)
        g_error ("“%s”: %s should be %s", json, keys[i], counted ? "counted" : "zero");
    }
}

static void
test_bot_first_legal (void)
{
  TestRun run = { 0 };

  /* The documented minimal bot: nothing to count. */
  run_bot (&run, "first-legal.sh", NULL, 0);
  g_assert_nonnull (strstr (run.out, clean_bots));
  g_assert_cmpstr (run.err, ==, "");
  test_run_clear (&run);
}

/* Starting takes longer than a move (a program that loads a model, a
 * loaded machine): the greeting has its own time (--bot-start-ms), not
 * the 5.005 s of a move here: the first bot sleeps 6 s before it says
 * hello, and a sleep is never shorter on a loaded machine. */
static void
test_bot_slow_start (void)
{
  TestRun run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("euchre-bot-XXXXXX", NULL);
  g_autofree char *quoted = g_shell_quote (dir);
  g_autofree char *slow = g_build_filename (dir, "slow", NULL);

  run_bot_timed (&run, "slow-start.sh", quoted, 0, "5", BOT_WAITED_GRACE);
  g_assert_nonnull (strstr (run.out, clean_bots));
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (g_rmdir (slow), ==, 0);
  g_rmdir (dir);
  test_run_clear (&run);
}

static void
test_bot_illegal (void)
{
  TestRun run = { 0 };

  run_bot (&run, "illegal.sh", NULL, 0);
  assert_counted (run.out, "illegal");
  g_assert_nonnull (strstr (run.err, "game 0, hand 1, seat 0"));
  g_assert_nonnull (strstr (run.err, "an illegal action “action discard-JK”; legal: "));
  test_run_clear (&run);
}

static void
test_bot_garbage (void)
{
  TestRun run = { 0 };

  run_bot (&run, "garbage.sh", NULL, 0);
  assert_counted (run.out, "malformed");
  g_assert_nonnull (strstr (run.err, "a malformed answer “I think I will play the   ace”"));
  /* Each one is followed by isready: every answer malformed, none late. */
  g_assert_nonnull (strstr (run.out, "\"late\": 0, "));
  test_run_clear (&run);
}

/* One stray line before the first answer used to put every later answer
 * one request behind (218 illegal answers in a game, wrong legal ones
 * played): now it is one malformed answer, then isready, then the bot's
 * own answers to the right requests. */
static void
test_bot_stray_line (void)
{
  TestRun run = { 0 };

  run_bot (&run, "stray-line.sh", NULL, 0);
  g_test_message ("%s", run.out);
  assert_counted (run.out, "malformed");
  /* Once per process: 2 seats, 2 games. */
  g_assert_nonnull (strstr (run.out, "{\"illegal\": 0, \"malformed\": 4, \"late\": 0, "
                                     "\"restarts\": 0, \"resyncs\": 4}"));
  test_run_clear (&run);
}

/* A NUL byte is named as what it is. */
static void
test_bot_nul_byte (void)
{
  TestRun run = { 0 };

  run_bot (&run, "nul-byte.sh", NULL, 0);
  assert_counted (run.out, "malformed");
  g_assert_nonnull (strstr (run.err, "a malformed answer (control character 0x00 in the line)"));
  g_assert_null (strstr (run.err, "0x01"));
  test_run_clear (&run);
}

/* Whether process @pid is gone (or a zombie no one reaped yet). */
static gboolean
process_gone (const char *pid)
{
  g_autofree char *stat_path = g_strdup_printf ("/proc/%s/stat", pid);
  g_autofree char *stat = NULL;
  const char *paren;

  if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
    return TRUE;
  paren = strrchr (stat, ')');
  return paren != NULL && paren[1] == ' ' && (paren[2] == 'Z' || paren[2] == 'X');
}

/* Waits (60 s at most) for process @pid to be gone: the host's SIGKILL
 * takes effect when the process next runs, later on a loaded machine. */
static gboolean
wait_process_gone (const char *pid)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!process_gone (pid))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_usleep (10 * G_TIME_SPAN_MILLISECOND);
    }
  return TRUE;
}

/* A bot's own children (`sleep 1000 &`) end with its game: each bot runs
 * in a process group of its own, ended whole.  (The sleep holds the bot's
 * output open: the host waits its grace for the bot to close it, then
 * ends the group.) */
static void
test_bot_grandchild (void)
{
  TestRun run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("euchre-bot-XXXXXX", NULL);
  g_autofree char *quoted = g_shell_quote (dir);
  g_autoptr (GDir) d = NULL;
  const char *name;
  guint n = 0;

  run_bot_timed (&run, "grandchild.sh", quoted, 0, "5", BOT_WAITED_GRACE);
  g_assert_nonnull (strstr (run.out, clean_bots));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (g_str_has_prefix (name, "sleep."));
      if (!wait_process_gone (name + strlen ("sleep.")))
        g_error ("the bot's “sleep 1000” (pid %s) outlived its game by 60 s",
                 name + strlen ("sleep."));
      g_remove (path);
      n++;
    }
  /* One per process: 2 seats, 2 games. */
  g_assert_cmpuint (n, ==, 4);
  g_rmdir (dir);
  test_run_clear (&run);
}

static void
test_bot_silent (void)
{
  TestRun run = { 0 };

  /* Every answer late (it never answers): about 270 requests of 15 ms. */
  run_bot_timed (&run, "silent.sh", NULL, 0, "5", "10");
  assert_counted (run.out, "late");
  g_assert_nonnull (strstr (run.err, "no answer within the budget and grace"));
  test_run_clear (&run);
}

static void
test_bot_slow_once (void)
{
  TestRun run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("euchre-bot-XXXXXX", NULL);
  g_autofree char *quoted = g_shell_quote (dir);
  g_autofree char *late = g_build_filename (dir, "late", NULL);

  /* One request of the match is answered only after the host gave up on
   * it, every other one at once; the late answer is dropped at isready:
   * 1 late, nothing illegal. */
  run_bot_timed (&run, "slow-once.sh", quoted, 0, "5", BOT_WAITED_GRACE);
  assert_counted (run.out, "late");
  g_assert_nonnull (strstr (run.out, "{\"illegal\": 0, \"malformed\": 0, \"late\": 1, "
                                     "\"restarts\": 0, \"resyncs\": 1}"));
  g_assert_cmpint (g_rmdir (late), ==, 0);
  g_rmdir (dir);
  test_run_clear (&run);
}

static void
test_bot_flood (void)
{
  TestRun run = { 0 };

  /* However much it writes, each request ends at its deadline. */
  run_bot_timed (&run, "flood.sh", NULL, 0, "5", "10");
  assert_counted (run.out, "late");
  test_run_clear (&run);
}

static void
test_bot_exits_once (void)
{
  TestRun run = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("euchre-bot-XXXXXX", NULL);
  g_autofree char *quoted = g_shell_quote (dir);
  g_autoptr (GDir) d = NULL;
  const char *name;

  run_bot (&run, "exits-once.sh", quoted, 0);
  assert_counted (run.out, "restarts");
  /* One restart per seat and game: 2 seats, 2 games. */
  g_assert_nonnull (strstr (run.out, "\"restarts\": 4, \"resyncs\": 0}"));
  g_assert_nonnull (strstr (run.err, "the bot exited; restarting it"));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
  test_run_clear (&run);
}

static void
test_bot_exits (void)
{
  TestRun run = { 0 };

  run_bot (&run, "exits.sh", NULL, 3);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "the bot exited; restarting it"));
  g_assert_nonnull (strstr (run.err, "the match stopped: game 0, hand "));
  g_assert_nonnull (strstr (run.err, "exited again (a bot is restarted once per game)"));
  test_run_clear (&run);
}

static void
test_bot_mute (void)
{
  TestRun run = { 0 }, version = { 0 }, missing = { 0 };

  run_tournament (&run, "-n", "exec:sh '" BOTS_DIR "/mute.sh'", "-e", "simple", "--games", "2",
                  "--bot-budget-ms", "5", "--bot-grace-ms", "10", "--bot-start-ms", "300", NULL);
  g_assert_cmpint (run.status, ==, 3);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "did not answer “protocol 1” within 300 ms"));
  run_bot (&version, "wrong-version.sh", NULL, 3);
  g_assert_nonnull (strstr (version.err, "speaks protocol 2; this host speaks protocol 1"));
  run_tournament (&missing, "-n", "exec:/nonexistent/euchre-bot", "-e", "simple", "--games",
                  "2", NULL);
  g_assert_cmpint (missing.status, ==, 3);
  g_assert_nonnull (strstr (missing.err, "the match stopped: game 0, seat 0: "));
  test_run_clear (&run);
  test_run_clear (&version);
  test_run_clear (&missing);
}

static void
test_bot_arguments (void)
{
  TestRun quote = { 0 }, budget = { 0 };

  run_tournament (&quote, "-n", "exec:sh 'unclosed", "-e", "simple", NULL);
  g_assert_cmpint (quote.status, ==, 2);
  g_assert_nonnull (strstr (quote.err, "--north-south exec:sh 'unclosed: "));
  run_tournament (&budget, "-n", "exec:true", "-e", "simple", "--bot-budget-ms", "0", NULL);
  g_assert_cmpint (budget.status, ==, 2);
  g_assert_nonnull (strstr (budget.err, "--bot-budget-ms, --bot-grace-ms and --bot-start-ms must be from"));
  test_run_clear (&quote);
  test_run_clear (&budget);
}

/* ---- the reader --------------------------------------------------------------------- */

#define GO_LINE "go 250 pass order call-H-alone play-JD"
#define HELLO_LINE "protocol 1 My Bot 2.0\r"
#define TRUMP_LINE "trump-made 3 S 2 alone"

static void
test_parse_good (void)
{
  ProtoMessage msg;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) line = g_string_new (NULL);
  EuchreEvent e;

  g_assert_true (proto_parse_line (GO_LINE, strlen (GO_LINE), &msg, &error));
  g_assert_no_error (error);
  g_assert_cmpint (msg.type, ==, PROTO_MSG_GO);
  g_assert_cmpuint (msg.number, ==, 250);
  g_assert_cmpuint (msg.legal.n, ==, 4);
  g_assert_cmpint (msg.legal.actions[2].type, ==, EUCHRE_ACTION_CALL);
  g_assert_true (msg.legal.actions[2].alone);
  g_assert_cmpint (msg.legal.actions[3].card, ==, euchre_card_parse ("JD"));
  g_assert_true (proto_parse_line (HELLO_LINE, strlen (HELLO_LINE), &msg, &error));
  g_assert_cmpstr (msg.text, ==, "My Bot 2.0");
  g_assert_true (proto_parse_line (TRUMP_LINE, strlen (TRUMP_LINE), &msg, &error));
  g_assert_cmpint (msg.event.type, ==, EUCHRE_EVENT_TRUMP_MADE);
  g_assert_true (msg.event.alone);

  /* The writer hides another seat's discard; the reader reads it back. */
  memset (&e, 0, sizeof e);
  e.type = EUCHRE_EVENT_DISCARDED;
  e.seat = 2;
  e.card = euchre_card_parse ("9C");
  proto_append_event (line, &e, 1);
  g_assert_cmpstr (line->str, ==, "discarded 2 --");
  g_string_truncate (line, 0);
  proto_append_event (line, &e, 2);
  g_assert_cmpstr (line->str, ==, "discarded 2 9C");
  g_assert_true (proto_parse_line (line->str, line->len, &msg, &error));
  g_assert_cmpint (msg.event.card, ==, e.card);
}

static void
test_parse_bad (void)
{
  static const struct { const char *line; const char *message; } bad[] = {
    { "", "empty line" },
    { "hello", "unknown message “hello”" },
    { "go  250 pass", "empty word" },
    { "go 250", "go: a time budget in ms and the legal actions must follow" },
    { "go 99999999999 pass", "go: a time budget" },
    { "go 250 pass pass", "go: pass is there twice" },
    { "action play-1D", "action: one action must follow" },
    { "action play-jd", "action: one action must follow" },
    { "action call-X", "action: one action must follow" },
    { "action pass now", "action: one action must follow" },
    { "seat 4", "seat: one seat number, 0 to 3, must follow" },
    { "seat -1", "seat: one seat number" },
    { "hand JD JD", "hand: JD is there twice" },
    { "card-played 1 JD", "“card-played” takes 3 words after it, not 2" },
    { "card-played 1 JD 5", "the trick must be 0 to 4" },
    { "bid 0 play-JD", "bid: “play-JD” is no bid" },
    { "discarded 0 ??", "is no card" },
    { "rules points=nine", "rules: " },
    { "protocol x", "protocol: a version number must follow" },
    { "quit now", "quit takes no words" },
    { "readyok 1", "readyok takes no words" },
    { "a b c d e f g h i j k l m n o p q r s t u v w x y z", "too many words" },
  };
  ProtoMessage msg;
  char nul[] = "go 5 pass\0x";
  g_autofree char *huge = g_strnfill (PROTO_MAX_LINE + 1, 'x');

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (proto_parse_line (bad[i].line, strlen (bad[i].line), &msg, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("“%s”: message “%s”, expected “%s”", bad[i].line, error->message,
                 bad[i].message);
    }
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (proto_parse_line (nul, sizeof nul - 1, &msg, &error));
    g_assert_nonnull (strstr (error->message, "control character 0x00"));
  }
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (proto_parse_line (huge, strlen (huge), &msg, &error));
    g_assert_nonnull (strstr (error->message, "line too long"));
  }
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (proto_parse_line ("info \xff", 6, &msg, &error));
    g_assert_nonnull (strstr (error->message, "not UTF-8"));
  }
}

/* ---- the engine on memory streams ---------------------------------------------------- */

static int
run_engine_as (const char *strategy, const char *input, char **out, char **err)
{
  FILE *in = fmemopen ((void *) input, strlen (input), "r");
  size_t out_len = 0, err_len = 0;
  FILE *o = open_memstream (out, &out_len), *e = open_memstream (err, &err_len);
  CliStreams io = { "euchre-cli", in, o, e };
  char *argv[] = { (char *) "engine", (char *) "--strategy", (char *) strategy, NULL };
  int status = cli_engine (3, argv, &io);

  fclose (in);
  fclose (o);
  fclose (e);
  return status;
}

static int
run_engine (const char *input, char **out, char **err)
{
  return run_engine_as ("simple", input, out, err);
}

/* A strategy that reads the hidden cards (the measuring ones) cannot be
 * an engine: it is refused before the session starts. */
static void
test_engine_refuses_oracle (void)
{
  const char *const *ids = euchre_strategy_list_ids ();
  guint refused = 0;

  for (guint i = 0; ids[i]; i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      if (!euchre_strategy_lookup (ids[i])->reads_oracle)
        continue;
      g_assert_cmpint (run_engine_as (ids[i], "protocol 1\n", &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, "no strategy that can play from its view alone"));
      refused++;
    }
  g_assert_cmpuint (refused, ==, 3);
}

static void
test_engine_session (void)
{
  static const struct { const char *input; int status; const char *out; const char *err; } s[] = {
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS AS\n"
      "go 1000 pass order order-alone\nbid 1 pass\nisready\nquit\n", 0,
      "protocol 1 euchre-cli engine simple\ninfo reason ", NULL },
    { "seat 1\n", 1, "", "line 1: the host must say “protocol 1” first" },
    { "protocol 1\nnewgame 0\n", 1, NULL, "line 2: newgame before rules and seat" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\ngo 10 pass\n", 1, NULL,
      "line 6: go: the seat's hand must follow dealt" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS JD\n", 1,
      NULL, "hand: a card that is not in the deck, or the upcard" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS AS\n"
      "bid 2 pass\n", 1, NULL, "bid: it is seat 1's turn, not seat 2's" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS AS\n"
      "go 10 pass order\n", 1, NULL, "go: 2 legal actions listed, this seat's view has 3" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 3 JD 1\n", 1, NULL,
      "dealt: hand 1 is dealt by seat 0, not hand 1 by seat 3" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS AS\n"
      "bid 1 pass\nbid 2 pass\nbid 3 pass\nbid 0 order\ntrump-made 0 D 1\n"
      "upcard-picked-up 0 JD\ndiscarded 0 9C\n", 1, NULL,
      "discarded: another seat's discard is hidden (--)" },
    { "protocol 1\nrules standard\nseat 1\nnewgame 0\ndealt 0 JD 1\nhand 9H TH JH QS AS\n"
      "bid 1 pass\nbid 2 pass\nbid 3 pass\nbid 0 order\ndiscarded 0 --\nplay-started 1\n"
      "card-played 1 9H 0\ncard-played 2 AS 0\n", 1, NULL,
      "card-played: seat 2 cannot hold that card" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (s); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      int status = run_engine (s[i].input, &out, &err);

      g_test_message ("session %u: status %d, out “%s”, err “%s”", i, status, out, err);
      g_assert_cmpint (status, ==, s[i].status);
      if (s[i].out != NULL)
        g_assert_true (g_str_has_prefix (out, s[i].out));
      if (s[i].err != NULL)
        g_assert_nonnull (strstr (err, s[i].err));
      else
        g_assert_cmpstr (err, ==, "");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cli/engine/refuses-oracle", test_engine_refuses_oracle);
  g_test_add_func ("/euchre/cli/engine/same-as-in-process/gertz", test_same_gertz);
  g_test_add_func ("/euchre/cli/engine/same-as-in-process/simple-both-sides", test_same_simple);
  g_test_add_func ("/euchre/cli/engine/same-as-in-process/expert", test_same_expert);
  g_test_add_func ("/euchre/cli/engine/same-as-in-process/presets", test_same_presets);
  g_test_add_func ("/euchre/cli/engine/bot/first-legal", test_bot_first_legal);
  g_test_add_func ("/euchre/cli/engine/bot/slow-start", test_bot_slow_start);
  g_test_add_func ("/euchre/cli/engine/bot/illegal", test_bot_illegal);
  g_test_add_func ("/euchre/cli/engine/bot/garbage", test_bot_garbage);
  g_test_add_func ("/euchre/cli/engine/bot/stray-line", test_bot_stray_line);
  g_test_add_func ("/euchre/cli/engine/bot/nul-byte", test_bot_nul_byte);
  g_test_add_func ("/euchre/cli/engine/bot/grandchild", test_bot_grandchild);
  g_test_add_func ("/euchre/cli/engine/bot/silent", test_bot_silent);
  g_test_add_func ("/euchre/cli/engine/bot/slow-once", test_bot_slow_once);
  g_test_add_func ("/euchre/cli/engine/bot/flood", test_bot_flood);
  g_test_add_func ("/euchre/cli/engine/bot/exits-once", test_bot_exits_once);
  g_test_add_func ("/euchre/cli/engine/bot/exits", test_bot_exits);
  g_test_add_func ("/euchre/cli/engine/bot/no-hello", test_bot_mute);
  g_test_add_func ("/euchre/cli/engine/bot/arguments", test_bot_arguments);
  g_test_add_func ("/euchre/cli/engine/parse/good", test_parse_good);
  g_test_add_func ("/euchre/cli/engine/parse/bad", test_parse_bad);
  g_test_add_func ("/euchre/cli/engine/session", test_engine_session);
  return g_test_run ();
}
