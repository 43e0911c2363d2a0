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


/* The address others on the local network reach this computer at. */
char *net_game_lan_address (void);
/* net-game.c: a connection to @url ("ws[s]://HOST:PORT/…"), the game's
 * messages going to it; the one before is closed. */
void net_game_connect_to (NetGame *self, const char *url);
/* Whether two WebSocket URLs reach the same server, whatever their
 * paths (net-game-link.c). */
gboolean net_game_same_server (const char *a, const char *b);

G_END_DECLS
