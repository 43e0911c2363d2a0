/* test-cli-tournament.c — `euchre-cli tournament`, run as a program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the built euchre-cli (EUCHRE_CLI) with GSubprocess and checks its
 * JSON (with a small validator: json-glib is no dependency), the duplicate
 * deals, the independence from --threads, every player it runs and every
 * argument error.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <gio/gio.h>

#include "euchre-strategy.h"
#include "test-run.h"

#ifndef EUCHRE_CLI
#error "EUCHRE_CLI must name the euchre-cli executable"
#endif

/* Runs `euchre-cli tournament ARGS…` (NULL-terminated). */
#define run_cli(run, ...) test_run_args (run, EUCHRE_CLI, "tournament", __VA_ARGS__)

/* ---- a small JSON validator ------------------------------------------------------ */

static void
skip_ws (const char **p)
{
  while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
    (*p)++;
}

static gboolean parse_value (const char **p, int depth);

static gboolean
parse_string (const char **p)
{
  if (**p != '"')
    return FALSE;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if (**p == '\0' || (guchar) **p < 0x20)
        return FALSE;
      if (**p == '\\')
        {
          (*p)++;
          if (strchr ("\"\\/bfnrtu", **p) == NULL || **p == '\0')
            return FALSE;
        }
    }
  (*p)++;
  return TRUE;
}

/* JSON's number grammar exactly: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
parse_number (const char **p)
{
  const char *s = *p;

  if (*s == '-')
    s++;
  if (*s == '0')
    s++;
  else if (*s >= '1' && *s <= '9')
    while (g_ascii_isdigit (*s))
      s++;
  else
    return FALSE;
  if (*s == '.')
    {
      s++;
      if (!g_ascii_isdigit (*s))
        return FALSE;
      while (g_ascii_isdigit (*s))
        s++;
    }
  if (*s == 'e' || *s == 'E')
    {
      s++;
      if (*s == '+' || *s == '-')
        s++;
      if (!g_ascii_isdigit (*s))
        return FALSE;
      while (g_ascii_isdigit (*s))
        s++;
    }
  *p = s;
  return TRUE;
}

static gboolean
parse_value (const char **p, int depth)
{
  if (depth > 32)
    return FALSE;
  skip_ws (p);
  if (**p == '{' || **p == '[')
    {
      char close = **p == '{' ? '}' : ']';
      gboolean object = **p == '{';

      (*p)++;
      skip_ws (p);
      if (**p == close)
        {
          (*p)++;
          return TRUE;
        }
      for (;;)
        {
          skip_ws (p);
          if (object)
            {
              if (!parse_string (p))
                return FALSE;
              skip_ws (p);
              if (**p != ':')
                return FALSE;
              (*p)++;
            }
          if (!parse_value (p, depth + 1))
            return FALSE;
          skip_ws (p);
          if (**p == ',')
            (*p)++;
          else if (**p == close)
            {
              (*p)++;
              return TRUE;
            }
          else
            return FALSE;
        }
    }
  if (**p == '"')
    return parse_string (p);
  if (g_str_has_prefix (*p, "true") || g_str_has_prefix (*p, "null"))
    {
      *p += 4;
      return TRUE;
    }
  if (g_str_has_prefix (*p, "false"))
    {
      *p += 5;
      return TRUE;
    }
  return parse_number (p);
}

static void
assert_valid_json (const char *text)
{
  const char *p = text;

  g_assert_true (parse_value (&p, 0));
  skip_ws (&p);
  g_assert_cmpint (*p, ==, '\0');
  /* One object, on one line. */
  g_assert_true (text[0] == '{');
  g_assert_true (strchr (text, '\n') == text + strlen (text) - 1);
}

/* The number after "@key": in @json. */
static double
json_number (const char *json, const char *key)
{
  g_autofree char *pattern = g_strdup_printf ("\"%s\": (-?[0-9.eE+-]+)", key);
  g_autoptr (GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;
  g_autofree char *num = NULL;

  if (!g_regex_match (re, json, 0, &m))
    g_error ("no number for “%s” in %s", key, json);
  num = g_match_info_fetch (m, 1);
  return g_ascii_strtod (num, NULL);
}

/* ---- tests ------------------------------------------------------------------------- */

static void
test_json (void)
{
  TestRun run = { 0 };
  g_autoptr (GRegex) ci = g_regex_new ("\"ns_ci95\": \\[([0-9.e+-]+), ([0-9.e+-]+)\\]", 0, 0, NULL);
  g_autoptr (GRegex) timing = g_regex_new (
    "\"decision_ms\": \\{\"gertz\": \\{\"mean\": [0-9.e+-]+, \"p95\": [0-9.e+-]+, "
    "\"decisions\": [0-9]+\\}, \"classic\": \\{\"mean\": [0-9.e+-]+, \"p95\": [0-9.e+-]+, "
    "\"decisions\": [0-9]+\\}\\}", 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;
  double games, ns, ew, rate, low, high;

  run_cli (&run, "--north-south", "gertz", "--east-west", "classic", "--games", "40", "--json",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  assert_valid_json (run.out);

  games = json_number (run.out, "games");
  ns = json_number (run.out, "ns_wins");
  ew = json_number (run.out, "ew_wins");
  rate = json_number (run.out, "ns_win_rate");
  g_assert_cmpfloat (games, ==, 40);
  g_assert_cmpfloat (ns + ew, ==, games);
  g_assert_cmpfloat_with_epsilon (rate, ns / games, 1e-6);
  g_assert_true (g_regex_match (ci, run.out, 0, &m));
  {
    g_autofree char *a = g_match_info_fetch (m, 1);
    g_autofree char *b = g_match_info_fetch (m, 2);

    low = g_ascii_strtod (a, NULL);
    high = g_ascii_strtod (b, NULL);
  }
  g_assert_cmpfloat (0, <=, low);
  g_assert_cmpfloat (low, <=, rate);
  g_assert_cmpfloat (rate, <=, high);
  g_assert_cmpfloat (high, <=, 1);
  g_assert_true (g_regex_match (timing, run.out, 0, NULL));
  g_assert_cmpfloat (json_number (run.out, "hands"), >, games * 4);
  test_run_clear (&run);
}

/* The Wilson interval of 100 wins out of 200, by hand: centre 0.5,
 * half-width z·sqrt(p(1-p)/n + z²/4n²)/(1 + z²/n) = 0.068639. */
static void
test_simple_symmetric (void)
{
  TestRun run = { 0 };

  run_cli (&run, "--north-south", "simple", "--east-west", "simple", "--games", "200", "--json",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_valid_json (run.out);
  /* Duplicate deals and the same deterministic strategy on both sides:
   * each deal pair gives one game to each side. */
  g_assert_cmpfloat (json_number (run.out, "ns_wins"), ==, 100);
  g_assert_cmpfloat (json_number (run.out, "ew_wins"), ==, 100);
  g_assert_cmpfloat (json_number (run.out, "ns_win_rate"), ==, 0.5);
  g_assert_nonnull (strstr (run.out, "\"ns_ci95\": [0.431361, 0.568639]"));
  /* One strategy, one timing entry. */
  g_assert_nonnull (strstr (run.out, "\"decision_ms\": {\"simple\": {\"mean\": "));
  g_assert_null (strstr (strstr (run.out, "decision_ms"), "}, \""));
  test_run_clear (&run);
}

/* A side that wins every game (or none): the interval ends exactly at 1
 * (or 0), not at a rounding error such as 1.38778e-17. */
static void
test_interval_edges (void)
{
  TestRun none = { 0 }, all = { 0 };

  run_cli (&none, "-n", "random", "-e", "gertz", "--games", "14", "--json", NULL);
  run_cli (&all, "-n", "gertz", "-e", "random", "--games", "14", "--json", NULL);
  g_assert_cmpint (none.status, ==, 0);
  g_assert_cmpint (all.status, ==, 0);
  g_assert_cmpfloat (json_number (none.out, "ns_wins"), ==, 0);
  g_assert_nonnull (strstr (none.out, "\"ns_ci95\": [0, 0.215311]"));
  g_assert_cmpfloat (json_number (all.out, "ns_wins"), ==, 14);
  g_assert_nonnull (strstr (all.out, "\"ns_ci95\": [0.784689, 1]"));
  test_run_clear (&none);
  test_run_clear (&all);
}

/* The result (all but the times and the thread count) is the same
 * whatever --threads is. */
static void
test_threads (void)
{
  TestRun one = { 0 }, two = { 0 }, five = { 0 };
  TestRun *runs[] = { &one, &two, &five };

  run_cli (&one, "-n", "gertz:crazy", "-e", "easy", "--games", "60", "--seed", "7",
           "--threads", "1", "--json", NULL);
  run_cli (&two, "-n", "gertz:crazy", "-e", "easy", "--games", "60", "--seed", "7",
           "--threads", "2", "--json", NULL);
  run_cli (&five, "-n", "gertz:crazy", "-e", "easy", "--games", "60", "--seed", "7",
           "--threads", "5", "--json", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpint (five.status, ==, 0);
  g_assert_nonnull (strstr (one.out, "\"gertz:crazy\": {\"mean\""));
  g_assert_nonnull (strstr (one.out, "\"threads\": 1,"));
  g_assert_nonnull (strstr (two.out, "\"threads\": 2,"));
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      char *cut = strstr (runs[i]->out, "\"threads\"");

      g_assert_nonnull (cut);
      *cut = '\0';
    }
  g_assert_cmpstr (one.out, ==, two.out);
  g_assert_cmpstr (one.out, ==, five.out);
  test_run_clear (&one);
  test_run_clear (&two);
  test_run_clear (&five);
}

/* Another seed, other deals. */
static void
test_seed (void)
{
  TestRun a = { 0 }, b = { 0 };

  run_cli (&a, "-n", "classic", "-e", "gertz", "--games", "40", "--seed", "1", "--json", NULL);
  run_cli (&b, "-n", "classic", "-e", "gertz", "--games", "40", "--seed", "2", "--json", NULL);
  g_assert_cmpfloat (json_number (a.out, "hands"), !=, json_number (b.out, "hands"));
  test_run_clear (&a);
  test_run_clear (&b);
}

static void
test_text (void)
{
  TestRun run = { 0 };

  run_cli (&run, "--north-south", "gertz", "--east-west", "simple", "--games", "10",
           "--rules", "british", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "british rules"));
  g_assert_nonnull (strstr (run.out, "games won"));
  g_assert_nonnull (strstr (run.out, "95% confidence interval"));
  g_assert_nonnull (strstr (run.out, "points per hand"));
  g_assert_nonnull (strstr (run.out, "euchres, per hand"));
  g_assert_nonnull (strstr (run.out, "marches, per hand"));
  g_assert_nonnull (strstr (run.out, "loners, per hand"));
  g_assert_nonnull (strstr (run.out, "decision time (ms)"));
  test_run_clear (&run);

  /* Rules changed from the preset's are named, and change the games. */
  run_cli (&run, "-n", "gertz", "-e", "simple", "--games", "40", "--json", NULL);
  {
    TestRun other = { 0 };

    run_cli (&other, "-n", "gertz", "-e", "simple", "--games", "40", "--json", "--options",
             "stick-the-dealer=no defend-alone=no", NULL);
    g_assert_cmpint (other.status, ==, 0);
    g_assert_cmpfloat (json_number (run.out, "hands"), !=, json_number (other.out, "hands"));
    test_run_clear (&other);
    run_cli (&other, "-n", "gertz", "-e", "simple", "--games", "2", "--options",
             "stick-the-dealer=no", NULL);
    g_assert_nonnull (strstr (other.out, "\nRules: points=10 "));
    g_assert_nonnull (strstr (other.out, " stick-the-dealer=no "));
    test_run_clear (&other);
  }
  test_run_clear (&run);

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--north-south"));
  g_assert_nonnull (strstr (run.out, "must be\neven"));
  test_run_clear (&run);
}

/* A tournament runs every strategy registered, the measurement-only ones
 * too (which no list a person picks from offers), and its --help names
 * those as such. */
static void
test_every_player (void)
{
  const char *const *ids = euchre_strategy_list_ids ();
  g_autoptr (GString) measuring = g_string_new ("; for measurements only: ");
  TestRun run = { 0 };
  guint n_measuring = 0;

  /* The expert's fewest deals: legality, not strength, is checked. */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "8,6", TRUE);
  for (guint i = 0; ids[i]; i++)
    {
      g_autofree char *want = g_strdup_printf ("\"north_south\": \"%s\"", ids[i]);

      run_cli (&run, "-n", ids[i], "-e", "simple", "-g", "2", "--json", NULL);
      if (run.status != 0 || strstr (run.out, want) == NULL)
        g_error ("%s: status %d, stdout “%s”, stderr “%s”", ids[i], run.status, run.out,
                 run.err);
      test_run_clear (&run);
      if (euchre_strategy_lookup (ids[i])->measurement_only)
        g_string_append_printf (measuring, "%s%s", n_measuring++ > 0 ? ", " : "", ids[i]);
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_assert_cmpuint (n_measuring, ==, 4);

  g_string_append_c (measuring, '\n');
  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, measuring->str));
  /* The players come first, without the measuring ones. */
  {
    const char *players = strstr (run.out, "Strategies: easy, medium, hard, simple, ");
    g_autofree char *list = NULL;

    g_assert_nonnull (players);
    list = g_strndup (players, strstr (players, measuring->str) - players);
    g_assert_null (strstr (list, "omniscient"));
    g_assert_null (strstr (list, "expert-learned"));
    g_assert_nonnull (strstr (list, "expert"));
  }
  test_run_clear (&run);
}

/* Each bad argument: exit 2, nothing on standard output, one line on
 * standard error that names the problem. */
static void
test_errors (void)
{
  static const struct {
    const char *args[8];
    const char *says;
  } cases[] = {
    { { "-e", "simple", NULL }, "--north-south STRATEGY is required" },
    { { "-n", "simple", NULL }, "--east-west STRATEGY is required" },
    { { "-n", "nonesuch", "-e", "simple", NULL }, "unknown strategy “nonesuch”" },
    { { "-n", "simple", "-e", "nonesuch", NULL }, "unknown strategy “nonesuch” for --east-west" },
    { { "-n", "gertz:wild", "-e", "simple", NULL }, "unknown personality “wild”" },
    { { "-n", "simple", "-e", "simple", "--games", "3", NULL }, "must be even" },
    { { "-n", "simple", "-e", "simple", "--games", "1", NULL }, "from 2" },
    { { "-n", "simple", "-e", "simple", "--games", "0", NULL }, "from 2" },
    { { "-n", "simple", "-e", "simple", "--games", "-4", NULL }, "from 2" },
    { { "-n", "simple", "-e", "simple", "--games", "many", NULL }, "many" },
    { { "-n", "simple", "-e", "simple", "--threads", "0", NULL }, "--threads must be from 1" },
    { { "-n", "simple", "-e", "simple", "--threads", "65", NULL }, "--threads must be from 1" },
    { { "-n", "simple", "-e", "simple", "--rules", "klondike", NULL },
      "unknown rule preset “klondike”" },
    { { "-n", "simple", "-e", "simple", "extra", NULL }, "unexpected argument “extra”" },
    { { "-n", "simple", "-e", "simple", "--options", "stick=no", NULL },
      "--options: Unknown rule “stick=no”" },
    { { "-n", "simple", "-e", "simple", "--colour", NULL }, "--colour" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();
      TestRun run = { 0 };

      g_ptr_array_add (argv, (char *) EUCHRE_CLI);
      g_ptr_array_add (argv, (char *) "tournament");
      for (guint k = 0; cases[i].args[k]; k++)
        g_ptr_array_add (argv, (char *) cases[i].args[k]);
      g_ptr_array_add (argv, NULL);
      test_run_program (&run, (const char * const *) argv->pdata, NULL);
      if (run.status != 2 || run.out[0] != '\0' ||
          !g_str_has_prefix (run.err, "euchre-cli tournament: ") ||
          strchr (run.err, '\n') != run.err + strlen (run.err) - 1 ||
          strstr (run.err, cases[i].says) == NULL)
        g_error ("case %u: status %d, stdout “%s”, stderr “%s” (wanted “%s”)", i,
                 run.status, run.out, run.err, cases[i].says);
      test_run_clear (&run);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cli-tournament/json", test_json);
  g_test_add_func ("/euchre/cli-tournament/simple-symmetric", test_simple_symmetric);
  g_test_add_func ("/euchre/cli-tournament/interval-edges", test_interval_edges);
  g_test_add_func ("/euchre/cli-tournament/threads", test_threads);
  g_test_add_func ("/euchre/cli-tournament/seed", test_seed);
  g_test_add_func ("/euchre/cli-tournament/text", test_text);
  g_test_add_func ("/euchre/cli-tournament/errors", test_errors);
  g_test_add_func ("/euchre/cli-tournament/every-player", test_every_player);
  return g_test_run ();
}
