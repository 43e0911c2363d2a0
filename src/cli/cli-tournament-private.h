/* cli-tournament-private.h — what the parts of `euchre-cli tournament` share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command is split by job:
 *   cli-tournament.c         the arguments and the command
 *   cli-tournament-game.c    the seeds, and the games played (in threads)
 *   cli-tournament-report.c  the games summed, and the report (text or JSON)
 */
#pragma once

#include <stdio.h>
#include <glib.h>

#include "cli-bot.h"
#include "euchre-ai.h"

G_BEGIN_DECLS

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

typedef struct {
  const char *spec;
  GArray *times;           /* guint32 µs, sorted once all are in */
  double mean_ms, p95_ms;
} Timing;

typedef struct {
  guint games, ns_wins, ew_wins, hands;
  guint points[2], made[2], euchres[2], marches[2], loners[2];
  double low, high;
  Timing timings[2];
  guint n_timings;
  gboolean bots;           /* a side is an outside program */
  CliBotCounts bot_counts[2];
} Summary;

/* ---- the games (cli-tournament-game.c) ---- */

/* Plays games 0 .. @games - 1 of @t into t->results, on @threads threads
 * (1: in this one); a game's result does not depend on which. */
void cli_tournament_play   (Tournament *t,
                            guint       games,
                            guint       threads);

/* ---- the report (cli-tournament-report.c) ---- */

/* Sums @t's first @games results into @s (zeroed but for ->bots), in
 * game order, and frees their times. */
void cli_tournament_sum    (Tournament *t,
                            guint       games,
                            Summary    *s);
void cli_tournament_summary_clear (Summary *s);
void cli_tournament_print_json (FILE             *stream,
                                const Tournament *t,
                                const Summary    *s,
                                EuchrePreset      preset,
                                guint             threads);
void cli_tournament_print_text (FILE             *out,
                                const Tournament *t,
                                const Summary    *s,
                                EuchrePreset      preset,
                                guint             threads);

G_END_DECLS
