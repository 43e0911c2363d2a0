/* net-service.h — the table service: rooms, seats, play, records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one authority of the online tables.  It holds each table's whole
 * state and tells every connection only what its seat may see: the
 * events through euchre_event_for_seat(), its own cards, the deal
 * commitments and reveals.  It knows nothing of sockets: a transport
 * (net-soup.c, or a test) gives it peers, each with a way to send a
 * frame and to close, and hands it every frame received.  Everything a
 * peer sends is untrusted and bounded; everything runs on the thread
 * default main context of the caller (the computer players decide in
 * GTask threads and come back to it).
 */
#pragma once

#include <glib.h>

#include "net-message.h"

G_BEGIN_DECLS

typedef struct _NetService NetService;
typedef struct _NetPeer NetPeer;

typedef struct {
  /* One text frame to the peer. */
  void (*send) (NetPeer *peer, const char *frame, gsize len);
  /* The service is done with the peer (too many bad messages, no seat in
   * time, refused at opening): close it after the frames already sent
   * (WebSocket: code 1008); net_service_peer_closed() is still expected
   * afterwards. */
  void (*close) (NetPeer *peer, const char *reason);
} NetPeerClass;

struct _NetPeer {
  const NetPeerClass *klass;
  char address[64];             /* the remote address, for the limits per address */
  gint64 opened;                /* when the transport took it (monotonic µs), 0: now; the
                                 * time to take a seat counts from there */
  /* The service's own; zero-filled by the transport. */
  NetService *service;
  char key[64];                 /* what the limits per address count it under */
  guint idle_id;                /* closes it if it has no seat in time */
  gpointer room;
  gint seat;
  gboolean counted, closing;
  gdouble tokens;
  gint64 refilled;
  gint64 told_slow;
  guint bad, flood;
  gpointer ticket;              /* a create waiting for net_service_admit() */
};

typedef struct {
  const char *data_dir;         /* each table's files; NULL: nothing on disk */
  guint grace_ms;               /* a player gone longer is played by the computer (60,000) */
  guint max_rooms;              /* 10,000 */
  guint max_rooms_per_address;  /* 20 */
  guint max_connections_per_address;  /* 64 */
  guint max_connections;        /* at once, every address together (4,096) */
  guint idle_ms;                /* a connection without a seat this long is closed
                                 * (60,000; 0: never) */
  gdouble rate;                 /* messages a second per connection (20) … */
  gdouble burst;                /* … with bursts of (40) */
  guint max_bad;                /* bad messages before a connection is closed (50) */
  guint max_flood;              /* messages over the rate before it is closed (500) */
} NetServiceOptions;

typedef struct {
  guint rooms;
  guint connections;
  guint64 actions;              /* actions applied, computer players' included */
  guint64 not_your_turn;        /* refused: */
  guint64 not_your_seat;
  guint64 illegal;
  guint64 garbage;              /* frames that are no message */
  guint64 too_long;
  guint64 rate_limited;
  guint64 refused;              /* requests refused otherwise (bad code or token, full…) */
  guint64 connections_refused;  /* over the limit per address or in all */
  guint64 idle_closed;          /* closed for taking no seat in time */
  guint64 takeovers;            /* seats given to the computer after the grace period */
  guint64 resumes;
} NetServiceStats;

void        net_service_options_init (NetServiceOptions *options);

/* Restores every table found in @options->data_dir (creating it). */
NetService *net_service_new          (const NetServiceOptions *options,
                                      GError                 **error);
void        net_service_free         (NetService *self);
/* Tells everyone at every table, with error @code and @reason, that the
 * tables end (the game window's host closing its table), and closes
 * their connections: nothing is sent after it. */
void        net_service_tell_all     (NetService *self,
                                      const char *code,
                                      const char *reason);

/* A new connection.  FALSE when the server has as many as it may hold,
 * or its address has: the peer has been told why and closed (the
 * transport keeps it until it is closed, and calls
 * net_service_peer_closed() then, as for any other). */
gboolean    net_service_peer_open    (NetService *self,
                                      NetPeer    *peer);
void        net_service_peer_receive (NetService *self,
                                      NetPeer    *peer,
                                      const char *data,
                                      gsize       len);
/* The connection is gone; the service forgets @peer before returning. */
void        net_service_peer_closed  (NetService *self,
                                      NetPeer    *peer);

/* What the limits per address count @address under: an IPv4 address as
 * itself (an IPv4-mapped IPv6 address as its IPv4 address), an IPv6
 * address as its /64 network ("2001:db8:1:2::/64": one host is commonly
 * given the whole /64), anything else (not an IP address) as it is. */
char       *net_service_address_key  (const char *address);
const NetServiceOptions *net_service_get_options (NetService *self);
void        net_service_get_stats    (NetService      *self,
                                      NetServiceStats *stats);
/* Told of the tables the service holds: at once of every one it holds
 * (restored from the data folder), then of each created (@created) and
 * each put away (@present FALSE), and of a table's last action (@active,
 * UNIX seconds; 0: not known), at most once a minute a table
 * (NET_SERVICE_ACTIVE_EVERY_S).  Not at net_service_free(): the tables
 * are on disk, and a restart brings them back (euchre-server's table
 * directory in Redis, net-directory.h). */
#define NET_SERVICE_ACTIVE_EVERY_S 60
/* @creator: the address key (net_service_address_key()) that created it. */
typedef void (*NetServiceTableFunc) (const char *code, const char *creator, gboolean present,
                                     gboolean created, gint64 active, gpointer data);
void        net_service_watch_tables (NetService          *self,
                                      NetServiceTableFunc  func,
                                      gpointer             data);
/* Tables per address across servers (the table directory in Redis):
 * before a table is created, @func is asked whether the address key
 * @key may create the table @code while it holds fewer than @limit; the
 * answer, now or later, is net_service_admit (@ticket, …).  Meanwhile
 * the connection's create, join or resume is refused ("busy"). */
typedef struct _NetServiceTicket NetServiceTicket;
typedef enum {
  NET_ADMIT_YES,
  NET_ADMIT_NO,                 /* refused: too-many-tables */
  NET_ADMIT_UNKNOWN,            /* not known (Redis away): created, as on one server */
} NetAdmit;
typedef void (*NetServiceAdmitFunc) (NetServiceTicket *ticket, const char *key,
                                     const char *code, guint limit, gpointer data);
void        net_service_set_admission (NetService          *self,
                                       NetServiceAdmitFunc  func,
                                       gpointer             data);
void        net_service_admit        (NetServiceTicket *ticket,
                                      NetAdmit          verdict);
/* The tables copied into the data folder since the start (or the last
 * call), as at a start: a drained server's tables moved to this one
 * (docs/DEPLOY.md).  A folder is taken whole or set aside as CODE.bad:
 * copy it under another name, then rename it to its code.  How many. */
guint       net_service_adopt        (NetService *self);
/* No new table, no start and no rematch from now on, each refused with
 * "draining" in words; the games being played go on to their end. */
void        net_service_drain        (NetService *self);
/* Tables whose game has started and is not over. */
guint       net_service_games_in_progress (NetService *self);
/* Refusals counted at one seat of the table @code (-1 if no such table). */
gint        net_service_seat_refused (NetService *self,
                                      const char *code,
                                      guint       seat);
/* Tests: @hook runs in the disk's thread before each deal's pack is
 * flushed (NULL: none), to hold a flush as a slow disk would; an error
 * number it returns is the flush's (as a failing disk's). */
void        net_service_set_pack_sync_hook (int (*hook) (void));
/* The full record of the table @code's game, as text (tests), or NULL. */
char       *net_service_get_record   (NetService *self,
                                      const char *code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetService, net_service_free)

G_END_DECLS
