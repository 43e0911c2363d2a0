/* net-server-private.h — what net-server.c (accepting, time) and
 * net-conn.c (one connection's life) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <gnutls/gnutls.h>

#include "net-loop.h"
#include "net-server.h"
#include "net-ws.h"

G_BEGIN_DECLS

#define CLOSING_US (5 * G_USEC_PER_SEC)    /* a closing handshake's time */
#define PING_EVERY_US (30 * G_USEC_PER_SEC)

typedef enum {
  CONN_TLS,                     /* TLS handshake */
  CONN_HTTP,                    /* reading the request head */
  CONN_WS,                      /* a WebSocket: the service's peer */
  CONN_CLOSING,                 /* our close frame sent: waiting for the other's */
  CONN_DRAINING,                /* the last bytes going out, then the end */
  CONN_LINGER,                  /* all sent and our end shut: reading to theirs */
  CONN_DEAD,                    /* gone: freed at the next reap */
} ConnState;

typedef struct _Conn Conn;

struct _Conn {
  NetPeer base;                 /* first: the service's peer is the connection */
  NetServer *server;
  NetLoopWatch watch;
  int fd;
  gnutls_session_t tls;
  ConnState state;
  gboolean peer_open;           /* the service knows it */
  gboolean want_out;
  GString *head;                /* CONN_HTTP: the request so far */
  NetWsReader reader;
  GByteArray *out;              /* waiting to be sent, from out_pos */
  gsize out_pos, tls_inflight;
  gint64 accepted, since, last_out;
  char key[64];
  GList all_link, pending_link, closing_link, unsent_link;
  gboolean in_pending, in_closing, in_unsent;
  gboolean via_proxy;           /* from a trusted proxy: its X-Forwarded-For is believed */
};

struct _NetServer {
  NetService *service;
  NetLoop *loop;
  GSocket *listener;
  NetLoopWatch listen_watch;
  guint resume_id;
  gnutls_certificate_credentials_t cred;
  GQueue all;                   /* Conn, by all_link */
  GQueue pending;               /* without a WebSocket yet, in accept order */
  GQueue closing;               /* closing handshakes, in the order begun */
  GQueue doomed;                /* Conn gone, to free */
  GQueue unsent;                /* frames queued in this batch, sent at its end */
  GHashTable *per_address;      /* key → connections */
  guint n_peers;
  guint deadline_id, tick_id, reap_id;
  NetHttpHandler http_handler;
  gpointer http_data;
  int reserve_fd;               /* given up to accept and close one connection on EMFILE */
  gint64 told_emfile;
  guint64 shed;                 /* connections closed at accept */
  char *host;
  guint port;
  GPtrArray *proxies;           /* GInetAddressMask: trusted proxies */
};

void     net_server_count_address (NetServer *server, const char *key, gint delta);
void     net_conn_kill       (Conn *conn);
void     net_conn_send_frame (Conn *conn, guint opcode, const void *data, gsize len);
void     net_conn_close      (Conn *conn, guint code, const char *reason);
void     net_conn_ready      (gpointer data, guint32 events);
gboolean net_conn_reap       (gpointer data);
void     net_conn_send_queued (gpointer data);

G_END_DECLS
