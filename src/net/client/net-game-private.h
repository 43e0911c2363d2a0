/* net-game-private.h — what net-game.c shares with its other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "net-fair.h"
#include "net-game.h"
#include "net-soup.h"

G_BEGIN_DECLS

enum {
  CHANGED,
  NOTICE,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_STATE,
  PROP_IS_HOST,
  PROP_HOLDS_TABLE,
  PROP_CODE,
  PROP_LINK,
  PROP_WEB_LINK,
  PROP_ERROR,
  PROP_RECONNECTING,
  PROP_FAIR,
  PROP_UNFAIR,
  N_PROPS
};

struct _NetGame {
  GObject parent_instance;

  EuchreGame *game;
  NetService *service;          /* a hosted table's own service, or NULL */
  NetServer *server;
  NetClient *client;
  NetGameState state;
  gboolean is_host;
  char *host;                   /* "HOST:PORT" as others reach it */
  char *code, *link, *error;
  char *web_link;               /* the table's page for a browser */
  gboolean tls;                 /* reached over wss:// */
  gboolean on_server;           /* the person created the table on a euchre-server */
  char *name;
  gint seat;                    /* the table's seat of the person, -1 before the welcome */
  gint host_seat;               /* the table's seat of its host, -1 before the table says */
  guint game_number;            /* the table's "game": games finished there before this one */
  char names[4][NET_MAX_NAME * 4 + 1];
  NetGameSeat kinds[4];
  EuchreRules rules;
  /* The deal being told: "dealt" comes first, then the seat's "hand". */
  guint deal_dealer;
  EuchreCard deal_upcard;
  gboolean deal_pending;
  NetFairSeen seen;
  guint unfair;
  guint fair;                   /* deals whose reveal matched the commitment */
  GPtrArray *lines;             /* the event lines told since the last welcome */
  /* Every commitment the table made, "GAME:HAND" → digest, kept across
   * resumes (which tell the game again): a deal once committed to must
   * never be committed to again with another deck. */
  GHashTable *commitments;
  /* The deals whose reveal matched, "GAME:HAND": told again after a
   * resume, counted once in fair. */
  GHashTable *checked;
  /* The person's last request (an action, start, play again) until the
   * table answers it: sent again a moment after "slow-down" (the table
   * dropped it for the rate). */
  NetMessage pending;
  gboolean has_pending;
  /* The table said it could not save (not-saved): the person's choices
   * wait for the turn told again. */
  gboolean unsaved;
  guint retry_id;
  /* A dropped connection: the address, the seat's token, and until when
   * (monotonic µs) the game tries to take its seat back. */
  char *url;
  char token[NET_TOKEN_LEN + 1];
  /* Joining with a seat kept on disk: asked back with its token first. */
  gboolean resuming_saved;
  /* From a welcome until the table has told the game so far (the answer
   * to a ping sent after the welcome comes after all of it). */
  gboolean catching_up;
  char join_code[NET_CODE_LEN + 1];     /* the code asked for, before the welcome */
  gint64 reconnect_until;
  guint reconnect_id;
};

/* The person's local seat (0: the person) of the table's seat @seat. */
static inline guint
net_game_to_local (NetGame *self, guint seat)
{
  return (seat + 4 - (guint) self->seat) % 4;
}

/* net-game.c: the object's notifications and signals, and its state. */
void net_game_notify              (NetGame *self,
                                   guint    prop);
void net_game_emit_changed        (NetGame *self);
void net_game_emit_notice         (NetGame    *self,
                                   const char *text);
void net_game_set_state           (NetGame      *self,
                                   NetGameState  state);
void net_game_set_reconnect_until (NetGame *self,
                                   gint64   until);
void net_game_set_catching_up     (NetGame  *self,
                                   gboolean  catching_up);
/* The game ends with @message, in the person's words. */
void net_game_fail                (NetGame    *self,
                                   const char *message);
/* The person's last request is answered: not sent again. */
void net_game_answered            (NetGame *self);
/* The model's remote function: the person's action, to the table. */
void net_game_remote_cb           (EuchreGame         *game,
                                   const EuchreAction *action,
                                   const char         *failure,
                                   gpointer            data);

/* net-game-apply.c: what the table tells, applied to the game. */
void     net_game_on_welcome (NetGame          *self,
                              const NetMessage *msg);
void     net_game_on_table   (NetGame          *self,
                              const NetMessage *msg);
/* One event line; FALSE (and why) when the game cannot follow it. */
gboolean net_game_on_event   (NetGame     *self,
                              const char  *line,
                              GError     **error);

/* net-game-fair.c: each deal's commitment kept, its reveal checked. */
void     net_game_on_commit  (NetGame          *self,
                              const NetMessage *msg);
void     net_game_on_reveal  (NetGame          *self,
                              const NetMessage *msg);

/* The address others on the local network reach this computer at. */
char *net_game_lan_address (void);
/* net-game.c: a connection to @url ("ws[s]://HOST:PORT/…"), the game's
 * messages going to it; the one before is closed. */
void net_game_connect_to (NetGame *self, const char *url);
/* Whether two WebSocket URLs reach the same server, whatever their
 * paths (net-game-link.c). */
gboolean net_game_same_server (const char *a, const char *b);

G_END_DECLS
