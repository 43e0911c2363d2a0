/* cli-tournament.c — `euchre-cli tournament`: two strategies, many duplicate games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games come in pairs from one seed: the same deals are played twice,
 * the second time with the strategies changing seats, so luck of the cards
 * cancels out.  "North-south" and "east-west" name the strategies given
 * by --north-south and --east-west, wherever they sit in a game.
 *
 * Every game's seed, and each seat's strategy seed, comes from --seed,
 * the deal pair and the seat, and each game runs alone with strategies of
 * its own; so the results do not depend on --threads.  Only the decision
 * times do.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli-bot.h"
#include "proto-protocol.h"
#include "euchre-ai.h"

#define MAX_THREADS 64

/* A strategy as named on the command line: "gertz" or "gertz:crazy", or
 * an outside program: "exec:COMMAND" (docs/PROTOCOL.md). */
typedef struct {
  char *spec;              /* normalised: "gertz", "gertz:crazy", "gertz:conservative" */
  const char *id;          /* NULL for an outside program */
  EuchrePersonality personality;
  char **argv;             /* the outside program's command */
} Player;

/* Sides by strategy: 0 = the --north-south one, 1 = the --east-west one. */
typedef struct {
  gboolean ns_won;
  guint hands;
  guint points[2];
  guint made[2];          /* hands in which the side made trump */
  guint euchres[2];       /* hands in which the side set the makers */
  guint marches[2];       /* hands in which the side, making, took all five */
  guint loners[2];        /* hands in which the side went alone */
  GArray *times[2];       /* guint32 µs per decision */
  CliBotCounts bots[2];   /* bad answers and restarts of an outside program */
} GameResult;

typedef struct {
  EuchreRules rules;
  char *rules_text;
  Player players[2];
  guint64 seed;
  guint budget_ms, grace_ms, start_ms;
  FILE *log;
  GameResult *results;
  /* Why the match stopped (a bot that could not be run), or NULL. */
  GMutex lock;
  char *stopped;
} Tournament;

/* ---- seeds ---------------------------------------------------------------------- */

static guint64
splitmix64 (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

guint64
cli_derive_seed (guint64 seed, guint pair, guint slot)
{
  return splitmix64 (splitmix64 (splitmix64 (seed) ^ pair) ^ slot);
}

/* ---- one game -------------------------------------------------------------------- */

/* Counts a hand that ended (a HAND_SCORED event) for the sides by strategy. */
static void
record_hand (const EuchreEvent *e, guint swapped, GameResult *r)
{
  guint scorer = e->side ^ swapped, maker;

  if (e->kind == EUCHRE_RESULT_PASSED || e->seat == EUCHRE_SEAT_NONE)
    return;
  maker = euchre_seat_side (e->seat) ^ swapped;
  r->points[scorer] += e->points;
  r->made[maker]++;
  if (e->alone)
    r->loners[maker]++;
  switch (e->kind)
    {
    case EUCHRE_RESULT_MARCH:
    case EUCHRE_RESULT_ALONE_MARCH:
      r->marches[maker]++;
      break;
    case EUCHRE_RESULT_EUCHRE:
    case EUCHRE_RESULT_ALONE_EUCHRE:
    case EUCHRE_RESULT_SUPER_EUCHRE:
      r->euchres[scorer]++;
      break;
    default:
      break;
    }
}

static void
stop_match (Tournament *t, const char *message)
{
  g_mutex_lock (&t->lock);
  if (t->stopped == NULL)
    t->stopped = g_strdup (message);
  g_mutex_unlock (&t->lock);
}

static gboolean
match_stopped (Tournament *t)
{
  gboolean stopped;

  g_mutex_lock (&t->lock);
  stopped = t->stopped != NULL;
  g_mutex_unlock (&t->lock);
  return stopped;
}

/* Tells each outside program what its seat may see of @events: the
 * events through euchre_event_for_seat(), and its own cards when dealt. */
static void
tell_bots (CliBot *bots[4], const EuchreState *state, const EuchreEventList *events)
{
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; bots[seat] != NULL && i < events->n; i++)
      {
        g_string_truncate (line, 0);
        proto_append_event (line, &events->events[i], seat);
        cli_bot_tell (bots[seat], line->str);
        if (events->events[i].type == EUCHRE_EVENT_DEALT)
          {
            g_string_truncate (line, 0);
            proto_append_hand (line, state->hands[seat]);
            cli_bot_tell (bots[seat], line->str);
          }
      }
}

/* Game @index: deal pair index / 2; in the second game of a pair the
 * north-south strategy sits east and west.  An outside program gets a
 * process of its own for each seat and game. */
static void
play_game (Tournament *t, guint index)
{
  guint pair = index / 2, swapped = index & 1;
  GameResult *r = &t->results[index];
  EuchreStrategy *seats[4] = { NULL };
  CliBot *bots[4] = { NULL };
  EuchreState state;

  memset (r, 0, sizeof *r);
  for (guint side = 0; side < 2; side++)
    r->times[side] = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 512);
  for (guint seat = 0; seat < 4; seat++)
    {
      const Player *pl = &t->players[euchre_seat_side (seat) ^ swapped];

      if (pl->argv != NULL)
        {
          g_autoptr (GError) error = NULL;

          bots[seat] = cli_bot_new (pl->argv, t->rules_text, seat, index, t->budget_ms,
                                    t->grace_ms, t->start_ms, t->log);
          if (!match_stopped (t) && !cli_bot_start (bots[seat], &error))
            {
              g_autofree char *message = g_strdup_printf ("game %u, seat %u: %s", index, seat,
                                                          error->message);

              stop_match (t, message);
            }
        }
      else
        seats[seat] = euchre_strategy_new (pl->id, pl->personality,
                                           cli_derive_seed (t->seed, pair, seat));
    }
  euchre_state_init (&state, &t->rules, (guint32) cli_derive_seed (t->seed, pair, 4));

  while (state.pub.phase != EUCHRE_PHASE_GAME_OVER && !match_stopped (t))
    {
      EuchreActionList list;
      EuchreEventList events;
      EuchreAction a;
      g_autoptr (GError) error = NULL;

      if (state.pub.phase == EUCHRE_PHASE_DEAL || state.pub.phase == EUCHRE_PHASE_HAND_OVER)
        {
          a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
          r->hands++;
        }
      else
        {
          guint seat = state.pub.turn;
          EuchreView view;
          gint64 t0;
          guint32 us;

          euchre_state_get_view (&state, seat, &view);
          euchre_view_legal_actions (&view, &list);
          t0 = g_get_monotonic_time ();
          if (bots[seat] != NULL)
            {
              g_autofree char *position = g_strdup_printf ("game %u, hand %u, seat %u", index,
                                                           state.pub.hand_number, seat);

              if (!cli_bot_ask (bots[seat], &list, position,
                                &r->bots[euchre_seat_side (seat) ^ swapped], &a, &error))
                {
                  stop_match (t, error->message);
                  break;
                }
            }
          else
            {
              /* Only the omniscient classes read the true state; the others ignore it. */
              seats[seat]->oracle = &state;
              a = euchre_strategy_choose (seats[seat], &view, &list, NULL);
            }
          us = (guint32) MIN (g_get_monotonic_time () - t0, (gint64) G_MAXUINT32);
          g_array_append_val (r->times[euchre_seat_side (seat) ^ swapped], us);
        }
      if (!euchre_state_apply_events (&state, &a, &events, &error))
        g_error ("tournament game %u: %s", index, error->message);
      tell_bots (bots, &state, &events);
      for (guint i = 0; i < events.n; i++)
        if (events.events[i].type == EUCHRE_EVENT_HAND_SCORED)
          record_hand (&events.events[i], swapped, r);
    }
  r->ns_won = (state.pub.winner ^ swapped) == 0;
  for (guint seat = 0; seat < 4; seat++)
    {
      g_clear_pointer (&seats[seat], euchre_strategy_free);
      g_clear_pointer (&bots[seat], cli_bot_free);
    }
}

static void
worker (gpointer data, gpointer user_data)
{
  play_game (user_data, GPOINTER_TO_UINT (data) - 1);
}

/* ---- statistics ------------------------------------------------------------------- */

static int
compare_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  const char *spec;
  GArray *times;           /* guint32 µs, sorted once all are in */
  double mean_ms, p95_ms;
} Timing;

static void
timing_finish (Timing *tm)
{
  guint n = tm->times->len;
  guint64 sum = 0;

  tm->mean_ms = tm->p95_ms = 0;
  if (n == 0)
    return;
  g_array_sort (tm->times, compare_u32);
  for (guint i = 0; i < n; i++)
    sum += g_array_index (tm->times, guint32, i);
  tm->mean_ms = sum / (double) n / 1000.0;
  /* Nearest rank: the smallest time with at least 95 % of times at or below it. */
  tm->p95_ms = g_array_index (tm->times, guint32, (guint) ((95 * (guint64) n + 99) / 100) - 1) /
               1000.0;
}

static const char *
fmt (char buf[G_ASCII_DTOSTR_BUF_SIZE], double x)
{
  return g_ascii_formatd (buf, G_ASCII_DTOSTR_BUF_SIZE, "%.6g", x);
}

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

/* ---- output ------------------------------------------------------------------------- */

static void
free_player (Player *pl)
{
  g_clear_pointer (&pl->spec, g_free);
  g_clear_pointer (&pl->argv, g_strfreev);
}

typedef struct {
  guint games, ns_wins, ew_wins, hands;
  guint points[2], made[2], euchres[2], marches[2], loners[2];
  double low, high;
  Timing timings[2];
  guint n_timings;
  gboolean bots;           /* a side is an outside program */
  CliBotCounts bot_counts[2];
} Summary;

static double
per_hand (const Summary *s, guint count)
{
  return s->hands ? (double) count / s->hands : 0.0;
}

static void
print_json (FILE *stream, const Tournament *t, const Summary *s, EuchrePreset preset,
            guint threads)
{
  g_autoptr (GString) out = g_string_new (NULL);
  char b1[G_ASCII_DTOSTR_BUF_SIZE], b2[G_ASCII_DTOSTR_BUF_SIZE];
  static const char *const side_keys[2] = { "ns", "ew" };

  g_string_append_printf (out, "{\"games\": %u, \"deal_pairs\": %u", s->games, s->games / 2);
  g_string_append (out, ", \"north_south\": ");
  cli_bot_append_json_string (out, t->players[0].spec);
  g_string_append (out, ", \"east_west\": ");
  cli_bot_append_json_string (out, t->players[1].spec);
  g_string_append_printf (out, ", \"rules\": \"%s\", \"seed\": %" G_GUINT64_FORMAT,
                          euchre_preset_id (preset), t->seed);
  g_string_append_printf (out, ", \"ns_wins\": %u, \"ew_wins\": %u", s->ns_wins, s->ew_wins);
  g_string_append_printf (out, ", \"ns_win_rate\": %s",
                          fmt (b1, (double) s->ns_wins / s->games));
  g_string_append_printf (out, ", \"ns_ci95\": [%s, %s]", fmt (b1, s->low), fmt (b2, s->high));
  g_string_append_printf (out, ", \"hands\": %u", s->hands);
  for (guint side = 0; side < 2; side++)
    {
      g_string_append_printf (out, ", \"%s\": {\"points\": %u", side_keys[side],
                              s->points[side]);
      g_string_append_printf (out, ", \"points_per_hand\": %s",
                              fmt (b1, per_hand (s, s->points[side])));
      g_string_append_printf (out, ", \"make_rate\": %s", fmt (b1, per_hand (s, s->made[side])));
      g_string_append_printf (out, ", \"euchre_rate\": %s",
                              fmt (b1, per_hand (s, s->euchres[side])));
      g_string_append_printf (out, ", \"march_rate\": %s",
                              fmt (b1, per_hand (s, s->marches[side])));
      g_string_append_printf (out, ", \"loner_rate\": %s}",
                              fmt (b1, per_hand (s, s->loners[side])));
    }
  if (s->bots)
    {
      g_string_append (out, ", \"bot_errors\": {");
      for (guint side = 0; side < 2; side++)
        g_string_append_printf (out, "%s\"%s\": {\"illegal\": %u, \"malformed\": %u, "
                                "\"late\": %u, \"restarts\": %u, \"resyncs\": %u}",
                                side ? ", " : "", side_keys[side], s->bot_counts[side].illegal,
                                s->bot_counts[side].malformed, s->bot_counts[side].late,
                                s->bot_counts[side].restarts, s->bot_counts[side].resyncs);
      g_string_append (out, "}");
    }
  /* Last, as they are the only figures that vary from run to run. */
  g_string_append_printf (out, ", \"threads\": %u, \"decision_ms\": {", threads);
  for (guint i = 0; i < s->n_timings; i++)
    {
      const Timing *tm = &s->timings[i];

      g_string_append (out, i ? ", " : "");
      cli_bot_append_json_string (out, tm->spec);
      g_string_append_printf (out, ": {\"mean\": %s", fmt (b1, tm->mean_ms));
      g_string_append_printf (out, ", \"p95\": %s, \"decisions\": %u}", fmt (b2, tm->p95_ms),
                              tm->times->len);
    }
  g_string_append (out, "}}\n");
  fputs (out->str, stream);
}

static void
print_text (FILE *out, const Tournament *t, const Summary *s, EuchrePreset preset,
            guint threads)
{
  const char *ns = t->players[0].spec, *ew = t->players[1].spec;

  fprintf (out, "Tournament, %s rules: %s (north-south) against %s (east-west)\n",
           euchre_preset_id (preset), ns, ew);
  {
    EuchreRules r;

    euchre_rules_init_preset (&r, preset);
    r.shuffle = t->rules.shuffle;
    if (!euchre_rules_equal (&r, &t->rules))
      fprintf (out, "Rules: %s\n", t->rules_text);
  }
  fprintf (out, "%u games: %u deals, each played twice with the sides swapped; seed %"
           G_GUINT64_FORMAT ", %u thread%s\n\n", s->games, s->games / 2, t->seed, threads,
           threads == 1 ? "" : "s");
  fprintf (out, "                          %-14s %-14s\n", "north-south", "east-west");
  fprintf (out, "  strategy                %-14s %-14s\n", ns, ew);
  fprintf (out, "  games won               %-14u %-14u\n", s->ns_wins, s->ew_wins);
  fprintf (out, "  win rate                %-14.4f %-14.4f\n", (double) s->ns_wins / s->games,
           (double) s->ew_wins / s->games);
  fprintf (out, "  points per hand         %-14.4f %-14.4f\n", per_hand (s, s->points[0]),
           per_hand (s, s->points[1]));
  fprintf (out, "  made trump, per hand    %-14.4f %-14.4f\n", per_hand (s, s->made[0]),
           per_hand (s, s->made[1]));
  fprintf (out, "  euchres, per hand       %-14.4f %-14.4f\n", per_hand (s, s->euchres[0]),
           per_hand (s, s->euchres[1]));
  fprintf (out, "  marches, per hand       %-14.4f %-14.4f\n", per_hand (s, s->marches[0]),
           per_hand (s, s->marches[1]));
  fprintf (out, "  loners, per hand        %-14.4f %-14.4f\n", per_hand (s, s->loners[0]),
           per_hand (s, s->loners[1]));
  fprintf (out, "\n  north-south win rate %.4f, 95%% confidence interval [%.4f, %.4f] (Wilson)\n",
           (double) s->ns_wins / s->games, s->low, s->high);
  fprintf (out, "  %u hands dealt (passed-out hands included)\n\n", s->hands);
  if (s->bots)
    {
      fprintf (out, "  outside programs' answers replaced (docs/PROTOCOL.md)\n");
      fprintf (out, "    illegal               %-14u %-14u\n", s->bot_counts[0].illegal,
               s->bot_counts[1].illegal);
      fprintf (out, "    malformed             %-14u %-14u\n", s->bot_counts[0].malformed,
               s->bot_counts[1].malformed);
      fprintf (out, "    late                  %-14u %-14u\n", s->bot_counts[0].late,
               s->bot_counts[1].late);
      fprintf (out, "  restarts                %-14u %-14u\n", s->bot_counts[0].restarts,
               s->bot_counts[1].restarts);
      fprintf (out, "  resynchronised (isready) %-13u %-14u\n\n", s->bot_counts[0].resyncs,
               s->bot_counts[1].resyncs);
    }
  fprintf (out, "  decision time (ms)      %-12s %-12s %s\n", "mean", "p95", "decisions");
  for (guint i = 0; i < s->n_timings; i++)
    fprintf (out, "    %-21s %-12.4g %-12.4g %u\n", s->timings[i].spec, s->timings[i].mean_ms,
             s->timings[i].p95_ms, s->timings[i].times->len);
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
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (io->err, "euchre-cli tournament: %s\n", error->message);
      return 2;
    }
  if (argc > 1)
    {
      fprintf (io->err, "euchre-cli tournament: unexpected argument “%s”\n", argv[1]);
      return 2;
    }
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

  if (threads == 1)
    for (guint i = 0; i < (guint) games; i++)
      play_game (&t, i);
  else
    {
      GThreadPool *pool = g_thread_pool_new (worker, &t, (int) threads, TRUE, NULL);

      for (guint i = 0; i < (guint) games; i++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
      g_thread_pool_free (pool, FALSE, TRUE);
    }

  /* Sum in game order. */
  s.games = (guint) games;
  s.n_timings = g_str_equal (t.players[0].spec, t.players[1].spec) ? 1 : 2;
  for (guint i = 0; i < s.n_timings; i++)
    {
      s.timings[i].spec = t.players[i].spec;
      s.timings[i].times = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  for (guint i = 0; i < s.games; i++)
    {
      GameResult *r = &t.results[i];

      if (r->ns_won)
        s.ns_wins++;
      else
        s.ew_wins++;
      s.hands += r->hands;
      for (guint side = 0; side < 2; side++)
        {
          Timing *tm = &s.timings[s.n_timings == 1 ? 0 : side];

          s.points[side] += r->points[side];
          s.made[side] += r->made[side];
          s.euchres[side] += r->euchres[side];
          s.marches[side] += r->marches[side];
          s.loners[side] += r->loners[side];
          s.bot_counts[side].illegal += r->bots[side].illegal;
          s.bot_counts[side].malformed += r->bots[side].malformed;
          s.bot_counts[side].late += r->bots[side].late;
          s.bot_counts[side].restarts += r->bots[side].restarts;
          s.bot_counts[side].resyncs += r->bots[side].resyncs;
          g_array_append_vals (tm->times, r->times[side]->data, r->times[side]->len);
          g_array_free (r->times[side], TRUE);
        }
    }
  for (guint i = 0; i < s.n_timings; i++)
    timing_finish (&s.timings[i]);
  cli_wilson_interval (s.ns_wins, s.games, &s.low, &s.high);

  if (t.stopped != NULL)
    fprintf (io->err, "euchre-cli tournament: the match stopped: %s\n", t.stopped);
  else if (json)
    print_json (io->out, &t, &s, preset, (guint) threads);
  else
    print_text (io->out, &t, &s, preset, (guint) threads);

  for (guint i = 0; i < s.n_timings; i++)
    g_array_free (s.timings[i].times, TRUE);
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
