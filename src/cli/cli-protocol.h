/* cli-protocol.h — the bot protocol, version 1 (docs/PROTOCOL.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line-based protocol between a host (`euchre-cli tournament` with an
 * exec: seat) and a bot (`euchre-cli engine`, or any outside program).
 * Both sides read with cli_protocol_parse(), so they agree on every
 * spelling; it is strict and bounded, and any other line is a GError,
 * never a crash.  It lives in the command-line layer: the engine and the
 * strategies know nothing of processes or text lines.
 */
#pragma once

#include <glib.h>

#include "euchre-ai.h"

G_BEGIN_DECLS

#define CLI_PROTOCOL_VERSION 1
/* Longest line, its newline not counted, and most words in a line. */
#define CLI_PROTOCOL_MAX_LINE 1024
#define CLI_PROTOCOL_MAX_TOKENS 24

typedef enum {
  /* host to bot */
  CLI_MSG_PROTOCOL = 0,  /* protocol VERSION (bot: protocol VERSION NAME…) */
  CLI_MSG_RULES,         /* rules KEY=VALUE… */
  CLI_MSG_SEAT,          /* seat N */
  CLI_MSG_NEWGAME,       /* newgame G */
  CLI_MSG_HAND,          /* hand C C C C C: the seat's own cards */
  CLI_MSG_EVENT,         /* one of the event words (dealt, bid, card-played…) */
  CLI_MSG_GO,            /* go MS ACTION… */
  CLI_MSG_QUIT,          /* quit */
  CLI_MSG_ISREADY,       /* isready: answer readyok once all before it is answered */
  /* bot to host */
  CLI_MSG_ACTION,        /* action ACTION */
  CLI_MSG_INFO,          /* info reason TEXT | info eval NUMBER | info TEXT */
  CLI_MSG_READYOK,       /* readyok */
  CLI_N_MSGS
} CliMessageType;

typedef struct {
  CliMessageType type;
  guint number;          /* PROTOCOL: version; SEAT; NEWGAME: game; GO: budget in ms */
  char text[CLI_PROTOCOL_MAX_LINE + 1];  /* RULES; PROTOCOL: the bot's name; INFO */
  EuchreEvent event;     /* EVENT */
  EuchreCardSet hand;    /* HAND */
  guint n_hand;
  EuchreAction action;   /* ACTION */
  EuchreActionList legal; /* GO */
} CliMessage;

/* Sets @error (G_IO_ERROR_INVALID_DATA) to the formatted message and
 * returns FALSE: how the reader and the engine say what is wrong. */
gboolean cli_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Reads one line (without its newline; @len bytes, NULs included). */
gboolean cli_protocol_parse          (const char *line,
                                      gsize       len,
                                      CliMessage *msg,
                                      GError    **error);

/* "pass", "order-alone", "call-H", "call-H-alone", "defend-alone",
 * "discard-JD", "play-JD"; "deal" is never asked for. */
void     cli_protocol_append_action  (GString            *out,
                                      const EuchreAction *action);
gboolean cli_protocol_parse_action   (const char   *token,
                                      EuchreAction *action);

/* The line (no newline) telling an event as @seat may see it: the
 * event is passed through euchre_event_for_seat() here. */
void     cli_protocol_append_event   (GString           *out,
                                      const EuchreEvent *event,
                                      guint              seat);
void     cli_protocol_append_hand    (GString      *out,
                                      EuchreCardSet hand);
void     cli_protocol_append_go      (GString                *out,
                                      guint                   budget_ms,
                                      const EuchreActionList *legal);

/* The seed of the strategy at @seat in deal pair @pair of a tournament
 * seeded @seed (the in-process players' and `engine --seed`'s). */
guint64  cli_protocol_derive_seed    (guint64 seed,
                                      guint   pair,
                                      guint   slot);

G_END_DECLS
