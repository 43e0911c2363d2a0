/* proto-protocol.h — the bot protocol, version 1 (docs/PROTOCOL.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line-based protocol between a host (`euchre-cli tournament` with an
 * exec: seat) and a bot (`euchre-cli engine`, or any outside program);
 * the online tables' messages (src/net/) spell actions, events and hands
 * the same way.  Every side reads with proto_parse_line(), so they agree
 * on every spelling; it is strict and bounded, and any other line is a
 * GError, never a crash.  A layer of its own (src/proto/, above the
 * engine alone): the engine and the strategies know nothing of text
 * lines, and the online code needs no command-line program.
 */
#pragma once

#include <glib.h>

#include "euchre-event.h"
#include "euchre-rules.h"

G_BEGIN_DECLS

#define PROTO_VERSION 1
/* Longest line, its newline not counted, and most words in a line. */
#define PROTO_MAX_LINE 1024
#define PROTO_MAX_TOKENS 24

typedef enum {
  /* host to bot */
  PROTO_MSG_PROTOCOL = 0,  /* protocol VERSION (bot: protocol VERSION NAME…) */
  PROTO_MSG_RULES,         /* rules KEY=VALUE… */
  PROTO_MSG_SEAT,          /* seat N */
  PROTO_MSG_NEWGAME,       /* newgame G */
  PROTO_MSG_HAND,          /* hand C C C C C: the seat's own cards */
  PROTO_MSG_EVENT,         /* one of the event words (dealt, bid, card-played…) */
  PROTO_MSG_GO,            /* go MS ACTION… */
  PROTO_MSG_QUIT,          /* quit */
  PROTO_MSG_ISREADY,       /* isready: answer readyok once all before it is answered */
  /* bot to host */
  PROTO_MSG_ACTION,        /* action ACTION */
  PROTO_MSG_INFO,          /* info reason TEXT | info eval NUMBER | info TEXT */
  PROTO_MSG_READYOK,       /* readyok */
  PROTO_N_MSGS
} ProtoMessageType;

typedef struct {
  ProtoMessageType type;
  guint number;          /* PROTOCOL: version; SEAT; NEWGAME: game; GO: budget in ms */
  char text[PROTO_MAX_LINE + 1];  /* RULES; PROTOCOL: the bot's name; INFO */
  EuchreEvent event;     /* EVENT */
  EuchreCardSet hand;    /* HAND */
  guint n_hand;
  EuchreAction action;   /* ACTION */
  EuchreActionList legal; /* GO */
} ProtoMessage;

/* Sets @error (G_IO_ERROR_INVALID_DATA) to the formatted message and
 * returns FALSE: how the reader and the engine say what is wrong. */
gboolean proto_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Reads one line (without its newline; @len bytes, NULs included). */
gboolean proto_parse_line    (const char   *line,
                              gsize         len,
                              ProtoMessage *msg,
                              GError      **error);

/* "pass", "order-alone", "call-H", "call-H-alone", "defend-alone",
 * "discard-JD", "play-JD"; "deal" is never asked for. */
void     proto_append_action (GString            *out,
                              const EuchreAction *action);
gboolean proto_parse_action  (const char   *token,
                              EuchreAction *action);

/* The line (no newline) telling an event as @seat may see it: the
 * event is passed through euchre_event_for_seat() here. */
void     proto_append_event  (GString           *out,
                              const EuchreEvent *event,
                              guint              seat);
void     proto_append_hand   (GString      *out,
                              EuchreCardSet hand);
void     proto_append_go     (GString                *out,
                              guint                   budget_ms,
                              const EuchreActionList *legal);

G_END_DECLS
