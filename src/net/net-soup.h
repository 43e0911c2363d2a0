/* net-soup.h — the table service over WebSocket (libsoup 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetServer listens for WebSocket connections (ws://, or wss:// when
 * given a certificate) and hands each one to a NetService as a peer.
 * NetClient is the other end: one connection, messages in and out.  The
 * server, the tests, the benchmark and the window use these two.
 */
#pragma once

#include <gio/gio.h>

#include "net-service.h"

G_BEGIN_DECLS

/* A message above this (one frame, or many continuation frames
 * together) is never assembled: the connection is closed with 1009.
 * Messages between NET_MAX_FRAME and this are refused by the service with
 * words, and the connection stays.  Before the WebSocket, a request with
 * a body is answered 413 and closed, and a connection that has no
 * WebSocket within the service's idle time of its accept() is closed. */
#define NET_SOUP_MAX_PAYLOAD (64 * 1024)

typedef struct _NetServer NetServer;

/* Listens on @address (an IP address; "127.0.0.1" for the loopback) and
 * @port (0: any free port).  @tls_cert and @tls_key (PEM files) make it
 * wss://; both or neither. */
NetServer  *net_server_new       (NetService  *service,
                                  const char  *address,
                                  guint        port,
                                  const char  *tls_cert,
                                  const char  *tls_key,
                                  GError     **error);
/* The port it listens on. */
guint       net_server_get_port  (NetServer *self);
/* "ws://127.0.0.1:8765/" */
char       *net_server_get_url   (NetServer *self);
/* Stops listening and closes every connection cleanly (code 1001, "going
 * away"), running the main context until they are closed or @timeout_ms
 * have passed. */
void        net_server_shutdown  (NetServer *self,
                                  guint      timeout_ms);
/* Drops every connection and stops listening; the service stays. */
void        net_server_free      (NetServer *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetServer, net_server_free)

typedef struct _NetClient NetClient;

/* A message from the server, parsed; NULL @msg: the connection closed. */
typedef void (*NetClientFunc) (NetClient        *client,
                               const NetMessage *msg,
                               gpointer          data);

/* Connects to @url ("ws://HOST:PORT/") and calls @func for each message
 * from then on (and once with NULL when closed).  Errors come the same
 * way: a connection that fails closes at once. */
NetClient  *net_client_new       (const char    *url,
                                  NetClientFunc  func,
                                  gpointer       data);
/* Seconds a client waits on the network before giving up (default 30;
 * 0: no limit), for every client made after. */
void        net_client_set_io_timeout (guint seconds);
/* Whether it has been closed (or could not connect). */
gboolean    net_client_is_closed (NetClient *self);
/* Once closed, the server's WebSocket close code (1001, 1008…); 0 when
 * it sent none or there was no connection. */
guint       net_client_get_close_code (NetClient *self);
/* Why it could not connect, or NULL. */
const char *net_client_get_error (NetClient *self);
void        net_client_send      (NetClient        *self,
                                  const NetMessage *msg);
/* Any bytes as one frame (tests: garbage, floods): a text frame when they
 * are UTF-8, else a binary one (which libsoup would not send as text). */
void        net_client_send_raw  (NetClient  *self,
                                  const char *data,
                                  gsize       len);
/* Closes the connection; no more messages are reported. */
void        net_client_free      (NetClient *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetClient, net_client_free)

G_END_DECLS
