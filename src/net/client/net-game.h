/* net-game.h — the game window's seat at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetGame is one person's connection to a table (docs/ONLINE.md): it
 * hosts one (a table service and its WebSocket server embedded in the
 * program, on the local network) or joins one by its euchre:// link, and
 * turns what the table tells its seat into an EuchreGame in remote mode,
 * which the window's table draws exactly as it draws a game played
 * offline.  Seats here are as the person sees them: 0 is the person,
 * whatever seat the table gave them.  Everything the network sends is
 * checked; what cannot be followed ends the connection with a message
 * in plain words ("failed"), never a crash.
 *
 * This header holds no hidden card and no network type: the window
 * includes it.
 */
#pragma once

#include <gio/gio.h>

#include "euchre-game.h"

G_BEGIN_DECLS

#define NET_TYPE_GAME (net_game_get_type ())
G_DECLARE_FINAL_TYPE (NetGame, net_game, NET, GAME, GObject)

/* What a seat holds, as the table says it (net-message.h's NetSeatKind). */
typedef enum {
  NET_GAME_SEAT_EMPTY = 0,
  NET_GAME_SEAT_HUMAN,
  NET_GAME_SEAT_AWAY,
  NET_GAME_SEAT_COVERED,
  NET_GAME_SEAT_COMPUTER,
} NetGameSeat;

typedef enum {
  NET_GAME_CONNECTING = 0,      /* no welcome yet */
  NET_GAME_WAITING,             /* seated; the host has not started */
  NET_GAME_PLAYING,
  NET_GAME_OVER,
  NET_GAME_FAILED,              /* the connection is lost or refused */
} NetGameState;

#define NET_TYPE_GAME_STATE (net_game_state_get_type ())
GType net_game_state_get_type (void);

NetGame     *net_game_new            (void);

/* "euchre://HOST:PORT/CODE" (or without "euchre://"; "?tls" after it:
 * the server speaks TLS), or the browser's link to the same table,
 * "http://HOST[:PORT]/t/CODE" or "https://…" (ports 80 and 443 when
 * none is given); spaces around it allowed, and quotes, brackets or
 * angle brackets around it and one punctuation mark after it (a link
 * copied out of a sentence): the table's WebSocket URL,
 * ws://HOST:PORT/t/CODE or wss://… (the path by which HAProxy in front
 * of several servers finds the one holding the table, docs/DEPLOY.md; a
 * server reached directly ignores it), and the code.  FALSE with a
 * message in plain words for anything else. */
gboolean     net_game_parse_link     (const char  *text,
                                      char       **url,
                                      char       **code,
                                      GError     **error);

/* Starts a table service in this program listening on @address (NULL:
 * every network, "0.0.0.0"; EUCHRE_ONLINE_ADDRESS overrides it) and a
 * free port, and creates a table there as @name. */
gboolean     net_game_host           (NetGame     *self,
                                      const char  *address,
                                      const char  *name,
                                      GError     **error);
/* Creates a table as @name on the euchre-server at @server (see
 * net_game_parse_server), as a host: the table lives there, and goes on
 * when this program leaves it. */
gboolean     net_game_host_on_server (NetGame     *self,
                                      const char  *server,
                                      const char  *name,
                                      GError     **error);
/* A euchre-server's address as a person gives it: "wss://HOST[:PORT]"
 * (TLS, GLib's certificate checks; port 443 when none), "ws://HOST[:PORT]"
 * (port 80), the same with https:// or http://, or "HOST:PORT" (ws://);
 * a "/" after it allowed.  @url gets "ws[s]://HOST:PORT/"; FALSE with a
 * message in plain words for anything else. */
gboolean     net_game_parse_server   (const char  *text,
                                      char       **url,
                                      GError     **error);
/* Joins the table of @link as @name. */
gboolean     net_game_join           (NetGame     *self,
                                      const char  *link,
                                      const char  *name,
                                      GError     **error);
/* The host starts the game: empty seats get computer players. */
void         net_game_start          (NetGame     *self);
/* After game over: a new game at the same seats (anyone may ask). */
void         net_game_rematch        (NetGame     *self);
/* Leaves the table (and stops a hosted service). */
void         net_game_leave          (NetGame     *self);
/* Leaves for good (Leave in the window): the table is told, at once —
 * before the start the seat is someone else's, after it the computer's
 * — and the seat is not kept on disk.  The host's table ends. */
void         net_game_leave_table    (NetGame     *self);
/* Before the start, the person at @from to @to (the window's seats: 0 is
 * the person): anyone may go to an empty seat, the host may move anyone
 * (a swap).  The table answers with a new "table"; a refusal is a notice. */
gboolean     net_game_can_move       (NetGame     *self,
                                      guint        from,
                                      guint        to);
void         net_game_move           (NetGame     *self,
                                      guint        from,
                                      guint        to);
/* The window's seat of the table's host (0: the person), -1 when unknown. */
gint         net_game_get_host_seat  (NetGame     *self);

EuchreGame  *net_game_get_game       (NetGame     *self);
NetGameState net_game_get_state      (NetGame     *self);
gboolean     net_game_get_is_host    (NetGame     *self);
/* The table lives in this program (net_game_host): leaving ends it. */
gboolean     net_game_get_holds_table (NetGame    *self);
/* The invite code and link, once the table is known, else NULL. */
const char  *net_game_get_code       (NetGame     *self);
const char  *net_game_get_link       (NetGame     *self);
/* The same table's page for a browser, http(s)://HOST:PORT/t/CODE. */
const char  *net_game_get_web_link   (NetGame     *self);
/* Seat @seat (0: the person) as the table last told it. */
const char  *net_game_get_seat_name  (NetGame     *self,
                                      guint        seat);
NetGameSeat  net_game_get_seat_kind  (NetGame     *self,
                                      guint        seat);
/* Why it failed, in words, or NULL. */
const char  *net_game_get_error      (NetGame     *self);
/* Whether the connection dropped and the game is trying to take its
 * seat back (every 2 s, for 2 minutes; the table's computer keeps the
 * seat meanwhile). */
gboolean     net_game_get_reconnecting (NetGame   *self);
/* Closes the connection as a network failure would (tests, and a
 * network that went away): the game then tries to come back. */
void         net_game_drop_connection (NetGame    *self);
/* Deals whose reveal this seat checked against the table's commitment
 * and found to match. */
guint        net_game_get_fair       (NetGame     *self);
/* Deals whose reveal did not match what this seat saw (should stay 0). */
guint        net_game_get_unfair     (NetGame     *self);

/* For tests: the event lines the table told this seat since its last
 * welcome (as sent); the hosted table's full record (NULL unless
 * hosting). */
GPtrArray   *net_game_get_lines      (NetGame     *self);
char        *net_game_get_table_record (NetGame   *self);

/* The seat this person still holds at a table (kept on disk after its
 * window closed; docs/ONLINE.md), newest first: its link, code and name
 * (each may be NULL; free them); FALSE when none is kept. */
gboolean     net_game_get_kept_seat  (char       **link,
                                      char       **code,
                                      char       **name);

G_END_DECLS
