/* net-soup.h — the WebSocket client (libsoup 3), and the server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetClient is one connection to a table server: messages in and out,
 * ws:// or wss://, with libsoup's session (proxies, certificates).  The
 * tests and the window use it; the server is net-server.h (included
 * here: the two go together).
 */
#pragma once

#include <gio/gio.h>

#include "net-server.h"

G_BEGIN_DECLS

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
/* When TLS was why (wss://): its GTlsError (G_TLS_ERROR_BAD_CERTIFICATE:
 * GLib's certificate checks refused the server's); else -1. */
gint        net_client_get_tls_error (NetClient *self);
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
