/* net-server.h — the table service over WebSocket (ws://, wss://)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetServer listens for WebSocket connections and hands each one to a
 * NetService as a peer.  Its sockets live in one epoll set (net-loop.h)
 * on the caller's main context: euchre-server's, or the window's when it
 * hosts a table; a message costs the same whatever the number of
 * connections.  The HTTP requests before a WebSocket are answered by
 * net-http.c; the frames read by net-ws.c; TLS is GnuTLS, non-blocking
 * (net-tls.c).
 */
#pragma once

#include <glib.h>

#include "net-http.h"
#include "net-service.h"

G_BEGIN_DECLS

/* Connections a server takes over --max-connections (every address
 * together) only to tell each in words that the server is full, then
 * close it.  Past those, a connection is answered "503" and closed at
 * accept: the cap is hard, silent connections included, so the
 * descriptors kept for the tables' files are never a socket's. */
#define NET_SERVER_OVER_CAP 8

/* A message above this (one frame, or many continuation frames
 * together) is never assembled: the connection is closed with 1009.
 * Messages between NET_MAX_FRAME and this are refused by the service with
 * words, and the connection stays.  Before the WebSocket, a request with
 * a body is answered 413 and closed, and a connection that has no
 * WebSocket within the service's idle time of its accept() is closed. */
#define NET_SOUP_MAX_PAYLOAD (64 * 1024)

/* What a connection may have waiting to be sent (a client that reads
 * nothing): past this it is closed. */
#define NET_SERVER_MAX_OUTPUT (1024 * 1024)
/* Frames queued in a batch of ready sockets wait for its end, to go in one
 * send(), unless a connection has more than this waiting. */
#define NET_SERVER_SEND_AT (64 * 1024)

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
/* Pages for plain HTTP requests (a GET that is no WebSocket): from the
 * start net_page_handler() (the browser's seat, /t/CODE); NULL for none.
 * Where it declines, a request is answered 404. */
void        net_server_set_http_handler (NetServer      *self,
                                         NetHttpHandler  handler,
                                         gpointer        data);
/* Proxies whose X-Forwarded-For is believed (HAProxy in front:
 * docs/DEPLOY.md): a connection from one of these addresses (or
 * networks, "10.0.0.0/8") counts, for the limits per address, as the
 * address its proxy names, and is not itself limited per address.  Each
 * of @proxies is an address or ADDRESS/BITS; FALSE, nothing changed, when
 * one is not. */
gboolean    net_server_set_trusted_proxies (NetServer          *self,
                                            const char * const *proxies,
                                            GError            **error);
/* The port it listens on. */
guint       net_server_get_port  (NetServer *self);
/* "ws://127.0.0.1:8765/" */
char       *net_server_get_url   (NetServer *self);
/* Connections open now (accepted, not yet gone). */
guint       net_server_get_n_connections (NetServer *self);
/* Stops listening and closes every connection cleanly (code 1001, "going
 * away"), running the main context until they are closed or @timeout_ms
 * have passed. */
void        net_server_shutdown  (NetServer *self,
                                  guint      timeout_ms);
/* Drops every connection and stops listening; the service stays. */
void        net_server_free      (NetServer *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetServer, net_server_free)

G_END_DECLS
