/* cli-bot.h — a seat played by an outside program (the host side of the bot protocol)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One process per seat and game: it is started with the game, told what
 * its seat may know (docs/PROTOCOL.md) and asked for each of the seat's
 * decisions.  Every read has a deadline; an answer that is illegal,
 * malformed or late is replaced by the first legal action and counted; a
 * bot that exits is restarted once per game and told the game so far.
 */
#pragma once

#include <stdio.h>
#include <glib.h>

#include "euchre-ai.h"

G_BEGIN_DECLS

/* Answers replaced; resyncs: the bad ones (of any kind) after which the
 * next question waited for isready's readyok. */
typedef struct {
  guint illegal, malformed, late, restarts, resyncs;
} CliBotCounts;

typedef struct _CliBot CliBot;

/* @argv is the command, already split; @where names the seat in messages
 * ("game 3, seat 1").  @start_ms is the time a started program has to
 * answer the greeting (at least budget + grace: starting a program, say
 * one that loads a model, takes longer than a move). */
CliBot      *cli_bot_new      (char       **argv,
                               const char  *rules_text,
                               guint        seat,
                               guint        game,
                               guint        budget_ms,
                               guint        grace_ms,
                               guint        start_ms,
                               FILE        *log);
/* Starts the process and greets it.  FALSE with @error when it cannot
 * be started or does not answer the greeting: the match must stop. */
gboolean     cli_bot_start    (CliBot      *bot,
                               GError     **error);
/* Tells the bot one line (no newline); it is also kept, to tell a
 * restarted bot the game so far. */
void         cli_bot_tell     (CliBot      *bot,
                               const char  *line);
/* The bot's answer to a request to act, always one of @legal's actions.
 * @position says where the game is, for the log.  FALSE with @error when
 * the bot died again and cannot be restarted: the match must stop. */
gboolean     cli_bot_ask      (CliBot                 *bot,
                               const EuchreActionList *legal,
                               const char             *position,
                               CliBotCounts           *counts,
                               EuchreAction           *action,
                               GError                **error);
/* Says quit, waits a grace for the process to end, kills it if it does
 * not, and reaps it. */
void         cli_bot_free     (CliBot      *bot);

/* @text as a JSON string, quotes included (a command may hold any byte). */
void         cli_bot_append_json_string (GString    *out,
                                         const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliBot, cli_bot_free)

G_END_DECLS
