/* net-message.h — the online tables' messages (docs/ONLINE.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One reader and one writer, shared by the server and every client.  A
 * message is one JSON object in one WebSocket text frame, and the reader
 * is strict and bounded: the frame's size, its nesting, the number of
 * members, the length of every string.  Any other input is a GError in
 * plain words, never a crash.  Both are the project's own (no json-glib):
 * the server reads one message and writes five or so an action.
 *
 * Events are not re-spelled: an "event" message carries one line of the
 * bot protocol (docs/PROTOCOL.md), already passed through
 * euchre_event_for_seat() for the seat it goes to.
 */
#pragma once

#include <glib.h>

#include "euchre-public.h"

G_BEGIN_DECLS

#define NET_PROTOCOL_VERSION 1
/* The most bytes in one frame, members in one object, items in one array,
 * and bytes in one string (a name: NET_MAX_NAME characters). */
#define NET_MAX_FRAME 4096
#define NET_MAX_MEMBERS 16
#define NET_MAX_ITEMS 16
#define NET_MAX_STRING 1024
#define NET_MAX_NAME 32
#define NET_MAX_DEPTH 2
#define NET_CODE_LEN 14         /* "K7QM-3XHD-PW2R" */
#define NET_TOKEN_LEN 64        /* hex of 32 random bytes */
#define NET_DIGEST_LEN 64       /* hex of a SHA-256 */

typedef enum {
  /* client to server */
  NET_MSG_CREATE = 0,   /* name, [rules] */
  NET_MSG_JOIN,         /* code, name, [seat] */
  NET_MSG_RESUME,       /* code, token */
  NET_MSG_COMPUTER,     /* seat, level: a computer player in an empty seat (host) */
  NET_MSG_START,        /* [level]: empty seats get computer players (host) */
  NET_MSG_ACT,          /* action, [seat]: only the sender's own */
  NET_MSG_REMATCH,      /* a new game at the same seats, after game over */
  NET_MSG_PING,
  NET_MSG_LEAVE,        /* the sender leaves the table: before the start the seat is
                         * empty again, after it the computer plays it for good */
  NET_MSG_MOVE,         /* seat, [from]: before the start, a person to another seat; the
                         * host moves anyone (swapped with whoever sits there), others
                         * only themselves, to an empty seat */
  /* server to client */
  NET_MSG_WELCOME,      /* code, token, seat, rules */
  NET_MSG_TABLE,        /* names[4], seats[4], host, state, game */
  NET_MSG_EVENT,        /* line */
  NET_MSG_TURN,         /* actions */
  NET_MSG_COMMIT,       /* hand, digest */
  NET_MSG_REVEAL,       /* hand, dealer, deck, salt */
  NET_MSG_ERROR,        /* code, message */
  NET_MSG_PONG,
  NET_N_MSGS
} NetMessageType;

/* What a seat holds, as "table" says it. */
typedef enum {
  NET_SEAT_EMPTY = 0,
  NET_SEAT_HUMAN,       /* a person, connected */
  NET_SEAT_AWAY,        /* a person whose connection dropped, within the grace period */
  NET_SEAT_COVERED,     /* a person gone past the grace period: the Hard player plays */
  NET_SEAT_COMPUTER,
  NET_N_SEAT_KINDS
} NetSeatKind;

typedef struct {
  NetMessageType type;
  gint seat;                            /* -1 when absent */
  gint host;                            /* TABLE */
  gint from;                            /* MOVE: the seat moved, -1: the sender's */
  guint hand;                           /* COMMIT, REVEAL */
  guint dealer;                         /* REVEAL */
  guint game;                           /* TABLE: games played at this table before */
  char code[32];                        /* the invite code; ERROR: what went wrong, a word */
  char token[NET_TOKEN_LEN + 1];
  char name[NET_MAX_NAME * 4 + 1];
  char level[16];                       /* "easy" "medium" "hard" */
  char rules[512];
  char text[NET_MAX_STRING + 1];        /* EVENT: the line; ERROR: the message; TABLE: state */
  char digest[NET_DIGEST_LEN + 1];
  char salt[NET_DIGEST_LEN + 1];
  char deck[128];                       /* at most 32 cards */
  EuchreAction action;                  /* ACT */
  EuchreActionList legal;               /* TURN */
  char names[4][NET_MAX_NAME * 4 + 1];  /* TABLE */
  guint8 seats[4];                      /* TABLE: NetSeatKind */
} NetMessage;

const char *net_message_type_id   (NetMessageType type);     /* "act" */
const char *net_seat_kind_id      (NetSeatKind kind);        /* "covered" */

/* Clears @msg for @type: every optional field absent. */
void      net_message_init        (NetMessage     *msg,
                                   NetMessageType  type);

/* Reads one frame (@len bytes, not NUL-terminated).  Checks the bounds,
 * the JSON, then the type and the members that type needs. */
gboolean  net_message_parse       (const char *data,
                                   gsize       len,
                                   NetMessage *msg,
                                   GError    **error);

/* Whether @data (@len bytes of UTF-8) is exactly one JSON value (RFC
 * 8259) and nothing after it but white space: strings in double quotes
 * with JSON's escapes only, no comments, no NUL (\u0000), no half
 * surrogate pair, lists and objects nested at most @max_depth (at most
 * 64) deep; with @object, an object.  It reads without recursion, so any
 * input is safe.  net_message_parse() reads only what passes, and so does
 * json-glib (which reads more than JSON, and recurses) in the data
 * folder's readers.  Errors begin with @what ("the message"). */
gboolean  net_json_check          (const char *what,
                                   const char *data,
                                   gsize       len,
                                   guint       max_depth,
                                   gboolean    object,
                                   GError    **error);

/* The frame for @msg: a JSON object on one line, without a newline. */
char     *net_message_to_json     (const NetMessage *msg);

/* A name as people write it: 1 to NET_MAX_NAME characters of UTF-8
 * with no control or format characters, and something to see (not only
 * spaces, combining marks or invisible characters such as U+3164). */
gboolean  net_name_valid          (const char *name);
/* A name as people see it, to compare: NFKC, case-folded, without the
 * characters that show nothing (default ignorables such as U+3164 or
 * U+200B), spaces at either end left out and a run of them one space.
 * Never NULL; free it. */
char     *net_name_key            (const char *name);
/* Whether @name holds a character that shows nothing, not even a space
 * (U+3164, U+115F, U+200B…): a new name that does is refused. */
gboolean  net_name_has_ignorable  (const char *name);
/* Whether two names would look the same at a table: the same
 * net_name_key(). */
gboolean  net_name_same           (const char *a,
                                   const char *b);
/* "easy" "medium" "hard" → a strategy id that exists. */
const char *net_level_strategy_id (const char *level);

G_END_DECLS
