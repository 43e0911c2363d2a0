/* cli-tournament.c — `euchre-cli tournament`: two strategies, many duplicate games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games come in pairs from one seed: the same deals are played twice,
 * the second time with the strategies changing seats, so luck of the cards
 * cancels out.  "North-south" and "east-west" name the strategies given
 * by --north-south and --east-west, wherever they sit in a game.
 *
 * This file reads the arguments and runs the command; the games are
 * played in cli-tournament-game.c and reported in cli-tournament-report.c
 * (cli-tournament-private.h).
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli-tournament-private.h"

#define MAX_THREADS 64

/* ---- arguments ---------------------------------------------------------------------- */

/* Every strategy a tournament runs: the window's names first (a player
 * knows those), then the players' ids, then the measurement-only ones,
 * named as such. */
static char *
known_ids (void)
{
  const char * const *ids = euchre_strategy_list_ids ();
  g_autofree char *players = g_strjoinv (", ", (char **) euchre_strategy_list_player_ids ());
  g_autoptr (GString) measuring = g_string_new (NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    if (euchre_strategy_lookup (ids[i])->measurement_only)
      g_string_append_printf (measuring, "%s%s", measuring->len > 0 ? ", " : "", ids[i]);
  return g_strdup_printf ("easy, medium, hard, %s; for measurements only: %s", players,
                          measuring->str);
}

static gboolean
parse_player (FILE *err, const char *text, const char *option, Player *pl)
{
  g_auto (GStrv) parts = NULL;

  if (text == NULL)
    {
      fprintf (err, "euchre-cli tournament: %s STRATEGY is required\n", option);
      return FALSE;
    }
  if (g_str_has_prefix (text, "exec:"))
    {
      g_autoptr (GError) error = NULL;

      if (!g_shell_parse_argv (text + 5, NULL, &pl->argv, &error))
        {
          fprintf (err, "euchre-cli tournament: %s %s: %s\n", option, text, error->message);
          return FALSE;
        }
      pl->id = NULL;
      pl->spec = g_strdup (text);
      return TRUE;
    }
  parts = g_strsplit (text, ":", 2);
  pl->id = NULL;
  pl->personality = EUCHRE_PERSONALITY_NORMAL;
  if (parts[0] != NULL)
    {
      const EuchreStrategyClass *klass = euchre_strategy_lookup_name (parts[0]);

      pl->id = klass ? klass->id : NULL;
    }
  if (pl->id == NULL)
    {
      g_autofree char *ids = known_ids ();

      fprintf (err, "euchre-cli tournament: unknown strategy “%s” for %s (known: %s)\n",
               parts[0] ? parts[0] : "", option, ids);
      return FALSE;
    }
  if (parts[1] != NULL)
    {
      if (g_str_equal (parts[1], "crazy"))
        pl->personality = EUCHRE_PERSONALITY_CRAZY;
      else if (g_str_equal (parts[1], "conservative"))
        pl->personality = EUCHRE_PERSONALITY_CONSERVATIVE;
      else if (!g_str_equal (parts[1], "normal"))
        {
          fprintf (err, "euchre-cli tournament: unknown personality “%s” for %s "
                   "(known: normal, crazy, conservative)\n", parts[1], option);
          return FALSE;
        }
    }
  pl->spec = pl->personality == EUCHRE_PERSONALITY_NORMAL ? g_strdup (pl->id)
           : g_strdup_printf ("%s:%s", pl->id,
                              pl->personality == EUCHRE_PERSONALITY_CRAZY ? "crazy"
                                                                          : "conservative");
  return TRUE;
}

static void
free_player (Player *pl)
{
  g_clear_pointer (&pl->spec, g_free);
  g_clear_pointer (&pl->argv, g_strfreev);
}

/* ---- the command ---------------------------------------------------------------------- */

int
cli_tournament (int argc, char **argv, const CliStreams *io)
{
  g_autofree char *ns_text = NULL, *ew_text = NULL, *preset_id = NULL, *options = NULL;
  gint64 games = 1000, seed = 1, threads = 1, budget_ms = 1000, grace_ms = 1000;
  gint64 start_ms = 5000;
  gboolean json = FALSE;
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *description = NULL;
  g_autofree char *ids = known_ids ();
  GOptionEntry entries[] = {
    { "north-south", 'n', 0, G_OPTION_ARG_STRING, &ns_text,
      "Strategy of one side (ID or ID:crazy / ID:conservative)", "S" },
    { "east-west", 'e', 0, G_OPTION_ARG_STRING, &ew_text, "Strategy of the other side", "S" },
    { "games", 'g', 0, G_OPTION_ARG_INT64, &games,
      "Games to play, an even number: N/2 deals, each played twice (default 1000)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset_id,
      "Rule preset: standard, eecs280, cs246, west-virginia, british (default standard)",
      "PRESET" },
    { "options", 'o', 0, G_OPTION_ARG_STRING, &options,
      "Rules changed from the preset's, as in a saved game: \"stick-the-dealer=no "
      "defend-alone=no\"", "TEXT" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of every deal (default 1)", "K" },
    { "threads", 't', 0, G_OPTION_ARG_INT64, &threads, "Threads, 1 to 64 (default 1)", "T" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { "bot-budget-ms", 0, 0, G_OPTION_ARG_INT64, &budget_ms,
      "Time an exec: program has for each decision, 1 to 600000 (default 1000)", "MS" },
    { "bot-grace-ms", 0, 0, G_OPTION_ARG_INT64, &grace_ms,
      "Time allowed beyond the budget before an answer is late, 1 to 600000 (default 1000)",
      "MS" },
    { "bot-start-ms", 0, 0, G_OPTION_ARG_INT64, &start_ms,
      "Time an exec: program has to start and answer the greeting, 1 to 600000 (default 5000; "
      "never less than budget and grace)", "MS" },
    { NULL }
  };
  Tournament t;
  EuchrePreset preset = EUCHRE_PRESET_STANDARD;
  Summary s;

  memset (&t, 0, sizeof t);
  memset (&s, 0, sizeof s);
  context = g_option_context_new ("- pit two strategies against each other");
  g_option_context_add_main_entries (context, entries, NULL);
  description = g_strdup_printf (
    "A side may be an outside program: exec:COMMAND, one process per seat\n"
    "and game speaking the bot protocol (docs/PROTOCOL.md); answers that are\n"
    "illegal, malformed or late are replaced by the first legal action and\n"
    "counted.  Exit status 3: a program could not be run, and the match stopped.\n\n"
    "Duplicate deals: the games come in pairs played from the same seed, the\n"
    "second time with the strategies in each other's seats, so --games must be\n"
    "even.  \"North-south\" names the --north-south strategy wherever it sits.\n"
    "Shuffles are uniform (seeded from --seed) whatever the preset; results do\n"
    "not depend on --threads.\n\n"
    "Strategies: %s\n", ids);
  g_option_context_set_description (context, description);
  if (!cli_parse_options (context, "tournament", &argc, &argv, io))
    return 2;
  if (!parse_player (io->err, ns_text, "--north-south", &t.players[0]))
    return 2;
  if (!parse_player (io->err, ew_text, "--east-west", &t.players[1]))
    {
      free_player (&t.players[0]);
      return 2;
    }
  if (budget_ms < 1 || budget_ms > 600000 || grace_ms < 1 || grace_ms > 600000 ||
      start_ms < 1 || start_ms > 600000)
    {
      fprintf (io->err, "euchre-cli tournament: --bot-budget-ms, --bot-grace-ms and "
               "--bot-start-ms must be from 1 to 600000\n");
      goto usage_error;
    }
  if (preset_id != NULL)
    {
      preset = euchre_preset_from_id (preset_id);
      if (preset == EUCHRE_N_PRESETS)
        {
          fprintf (io->err, "euchre-cli tournament: unknown rule preset “%s” (known: standard, "
                   "eecs280, cs246, west-virginia, british)\n", preset_id);
          goto usage_error;
        }
    }
  if (games < 2 || games > 100000000)
    {
      fprintf (io->err, "euchre-cli tournament: --games must be an even number from 2 to "
               "100000000 (got %" G_GINT64_FORMAT ")\n", games);
      goto usage_error;
    }
  if (games % 2 != 0)
    {
      fprintf (io->err, "euchre-cli tournament: --games must be even: each deal is played twice "
               "(got %" G_GINT64_FORMAT ")\n", games);
      goto usage_error;
    }
  if (threads < 1 || threads > MAX_THREADS)
    {
      fprintf (io->err, "euchre-cli tournament: --threads must be from 1 to %d (got %"
               G_GINT64_FORMAT ")\n", MAX_THREADS, threads);
      goto usage_error;
    }

  euchre_rules_init_preset (&t.rules, preset);
  if (options != NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s %s", euchre_preset_id (preset), options);

      if (!euchre_rules_parse (&t.rules, text, &error))
        {
          fprintf (io->err, "euchre-cli tournament: --options: %s\n", error->message);
          goto usage_error;
        }
    }
  /* Seeded uniform shuffles for every preset: the course shuffles would
   * deal every game alike (in-shuffle) or slowly (mt19937). */
  t.rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  t.seed = (guint64) seed;
  t.results = g_new0 (GameResult, games);
  t.rules_text = euchre_rules_to_string (&t.rules);
  t.budget_ms = (guint) budget_ms;
  t.grace_ms = (guint) grace_ms;
  t.start_ms = (guint) start_ms;
  t.log = io->err;
  g_mutex_init (&t.lock);
  s.bots = t.players[0].argv != NULL || t.players[1].argv != NULL;
  /* A bot that closes its pipe must not kill us with SIGPIPE. */
  if (s.bots)
    signal (SIGPIPE, SIG_IGN);

  cli_tournament_play (&t, (guint) games, (guint) threads);
  cli_tournament_sum (&t, (guint) games, &s);

  if (t.stopped != NULL)
    fprintf (io->err, "euchre-cli tournament: the match stopped: %s\n", t.stopped);
  else if (json)
    cli_tournament_print_json (io->out, &t, &s, preset, (guint) threads);
  else
    cli_tournament_print_text (io->out, &t, &s, preset, (guint) threads);

  cli_tournament_summary_clear (&s);
  g_free (t.results);
  g_free (t.rules_text);
  g_mutex_clear (&t.lock);
  free_player (&t.players[0]);
  free_player (&t.players[1]);
  if (t.stopped != NULL)
    {
      g_free (t.stopped);
      return 3;
    }
  return 0;

usage_error:
  free_player (&t.players[0]);
  free_player (&t.players[1]);
  return 2;
}
