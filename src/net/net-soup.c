/* net-soup.c — WebSocket server and client with libsoup 3
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <libsoup/soup.h>

#include "net-soup.h"

/* Every message is small and waits for an answer: without this, Nagle's
 * algorithm and delayed acknowledgements hold each one back up to 40 ms. */
static void
set_nodelay (GSocket *socket)
{
  if (socket != NULL && g_socket_get_family (socket) != G_SOCKET_FAMILY_UNIX)
    g_socket_set_option (socket, IPPROTO_TCP, TCP_NODELAY, 1, NULL);
}

/* ---- server ----------------------------------------------------------------- */

struct _NetServer {
  NetService *service;
  SoupServer *soup;
  GList *peers;                 /* SoupPeer */
  char *host;
  guint port;
  gboolean tls;
};

typedef struct {
  NetPeer base;
  NetServer *server;
  SoupWebsocketConnection *conn;
  GList *link;
} SoupPeer;

static void
peer_send (NetPeer *peer, const char *frame, gsize len)
{
  SoupPeer *self = (SoupPeer *) peer;

  if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->conn, frame);
}

static void
peer_close (NetPeer *peer, const char *reason)
{
  SoupPeer *self = (SoupPeer *) peer;

  /* 1008 for every reason (the words say which): 1013, "try again later",
   * would fit a full server, but libsoup's own clients take it for a
   * protocol error. */
  if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->conn, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, reason);
}

static const NetPeerClass soup_peer_class = { peer_send, peer_close };

static void
on_message (SoupWebsocketConnection *conn, gint type, GBytes *message, gpointer data)
{
  SoupPeer *self = data;
  gsize len;
  const char *bytes = g_bytes_get_data (message, &len);

  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      /* A binary frame is no message: the service says so and counts it. */
      net_service_peer_receive (self->server->service, &self->base, "\x01", 1);
      return;
    }
  net_service_peer_receive (self->server->service, &self->base, bytes != NULL ? bytes : "", len);
}

static void
soup_peer_free (SoupPeer *self)
{
  g_signal_handlers_disconnect_by_data (self->conn, self);
  g_object_unref (self->conn);
  g_free (self);
}

static void
on_closed (SoupWebsocketConnection *conn, gpointer data)
{
  SoupPeer *self = data;
  NetServer *server = self->server;

  net_service_peer_closed (server->service, &self->base);
  server->peers = g_list_delete_link (server->peers, self->link);
  soup_peer_free (self);
}

static void
on_websocket (SoupServer *soup, SoupServerMessage *msg, const char *path,
              SoupWebsocketConnection *conn, gpointer data)
{
  NetServer *server = data;
  SoupPeer *self = g_new0 (SoupPeer, 1);
  const char *host = soup_server_message_get_remote_host (msg);

  self->base.klass = &soup_peer_class;
  self->server = server;
  self->conn = g_object_ref (conn);
  g_strlcpy (self->base.address, host != NULL ? host : "?", sizeof self->base.address);
  set_nodelay (soup_server_message_get_socket (msg));
  soup_websocket_connection_set_max_incoming_payload_size (conn, NET_SOUP_MAX_PAYLOAD);
  g_signal_connect (conn, "message", G_CALLBACK (on_message), self);
  g_signal_connect (conn, "closed", G_CALLBACK (on_closed), self);
  server->peers = g_list_prepend (server->peers, self);
  self->link = server->peers;
  /* A connection refused here has been told why and asked to close (the
   * service did both): like any other, it stays in the list until its
   * "closed", which tells the service it is gone. */
  if (net_service_peer_open (server->service, &self->base))
    soup_websocket_connection_set_keepalive_interval (conn, 30);
}

NetServer *
net_server_new (NetService *service, const char *address, guint port, const char *tls_cert,
                const char *tls_key, GError **error)
{
  g_autoptr (NetServer) self = g_new0 (NetServer, 1);
  g_autoptr (GInetAddress) inet = NULL;
  g_autoptr (GSocketAddress) sockaddr = NULL;
  g_autoptr (GSocket) socket = NULL;
  g_autoptr (GSocketAddress) local = NULL;
  SoupServerListenOptions options = 0;

  self->service = service;
  inet = g_inet_address_new_from_string (address);
  if (inet == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "“%s” is not an IP address (such as 127.0.0.1 or ::1)", address);
      return NULL;
    }
  if ((tls_cert == NULL) != (tls_key == NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           "a TLS certificate needs its key, and a key its certificate");
      return NULL;
    }
  self->soup = soup_server_new ("server-header", "euchre-server", NULL);
  soup_server_remove_websocket_extension (self->soup, SOUP_TYPE_WEBSOCKET_EXTENSION_DEFLATE);
  if (tls_cert != NULL)
    {
      g_autoptr (GTlsCertificate) cert = g_tls_certificate_new_from_files (tls_cert, tls_key,
                                                                           error);

      if (cert == NULL)
        return NULL;
      soup_server_set_tls_certificate (self->soup, cert);
      options |= SOUP_SERVER_LISTEN_HTTPS;
      self->tls = TRUE;
    }
  soup_server_add_websocket_handler (self->soup, NULL, NULL, NULL, on_websocket, self, NULL);
  sockaddr = g_inet_socket_address_new (inet, port);
  /* Our own socket, for a longer queue of connections not yet accepted
   * than GLib's 10: a thousand people coming back after a restart. */
  socket = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                         G_SOCKET_PROTOCOL_TCP, error);
  if (socket == NULL)
    return NULL;
  g_socket_set_listen_backlog (socket, 1024);
  if (!g_socket_bind (socket, sockaddr, TRUE, error) || !g_socket_listen (socket, error) ||
      !soup_server_listen_socket (self->soup, socket, options, error))
    return NULL;
  /* (soup_server_get_uris() would leak an address in libsoup 3.2.) */
  local = g_socket_get_local_address (socket, error);
  if (local == NULL)
    return NULL;
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  self->host = g_inet_address_to_string (inet);
  return g_steal_pointer (&self);
}

guint
net_server_get_port (NetServer *self)
{
  return self->port;
}

char *
net_server_get_url (NetServer *self)
{
  gboolean v6 = strchr (self->host, ':') != NULL;

  return g_strdup_printf ("%s://%s%s%s:%u/", self->tls ? "wss" : "ws", v6 ? "[" : "", self->host,
                          v6 ? "]" : "", self->port);
}

static gboolean
shutdown_over (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
net_server_shutdown (NetServer *self, guint timeout_ms)
{
  gboolean over = FALSE;
  guint id;

  soup_server_disconnect (self->soup);
  for (GList *l = self->peers; l != NULL; l = l->next)
    {
      SoupPeer *peer = l->data;

      if (soup_websocket_connection_get_state (peer->conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (peer->conn, SOUP_WEBSOCKET_CLOSE_GOING_AWAY,
                                         "the server is stopping");
    }
  id = g_timeout_add (timeout_ms, shutdown_over, &over);
  while (self->peers != NULL && !over)
    g_main_context_iteration (NULL, TRUE);
  if (!over)
    g_source_remove (id);
}

void
net_server_free (NetServer *self)
{
  if (self == NULL)
    return;
  while (self->peers != NULL)
    {
      SoupPeer *peer = self->peers->data;

      self->peers = g_list_delete_link (self->peers, self->peers);
      net_service_peer_closed (self->service, &peer->base);
      soup_peer_free (peer);
    }
  if (self->soup != NULL)
    {
      soup_server_disconnect (self->soup);
      g_object_unref (self->soup);
    }
  g_free (self->host);
  g_free (self);
}

/* ---- client ----------------------------------------------------------------- */

struct _NetClient {
  NetClientFunc func;
  gpointer data;
  SoupWebsocketConnection *conn;
  GCancellable *cancellable;
  GQueue pending;               /* frames (char *) sent before the connection opened */
  gboolean closed;
  char *error;                  /* why it could not connect */
};

static SoupSession *session;
static SoupSession *client_session (void);

void
net_client_set_io_timeout (guint seconds)
{
  g_object_set (client_session (), "timeout", seconds, NULL);
}

static SoupSession *
client_session (void)
{
  /* One session for every client of the thread that makes them first
   * (the main thread): the benchmark opens thousands of connections. */
  if (session == NULL)
    session = soup_session_new_with_options ("max-conns", 100000, "max-conns-per-host", 100000,
                                             "timeout", 30, "proxy-resolver", NULL, NULL);
  return session;
}

static void
client_closed (NetClient *self)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  self->func (self, NULL, self->data);
}

static void
client_on_message (SoupWebsocketConnection *conn, gint type, GBytes *message, gpointer data)
{
  NetClient *self = data;
  g_autoptr (GError) error = NULL;
  NetMessage msg;
  gsize len;
  const char *bytes = g_bytes_get_data (message, &len);

  if (type != SOUP_WEBSOCKET_DATA_TEXT || !net_message_parse (bytes, len, &msg, &error))
    {
      g_printerr ("euchre: the server sent a message that does not read: %s\n",
                  error != NULL ? error->message : "binary data");
      return;
    }
  self->func (self, &msg, self->data);
}

static void
client_on_closed (SoupWebsocketConnection *conn, gpointer data)
{
  client_closed (data);
}

static void
client_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  SoupWebsocketConnection *conn;
  NetClient *self;
  char *frame;

  conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (conn == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = data;
  if (conn == NULL)
    {
      self->error = g_strdup (error->message);
      client_closed (self);
      return;
    }
  self->conn = conn;
  soup_websocket_connection_set_max_incoming_payload_size (conn, NET_SOUP_MAX_PAYLOAD);
  g_signal_connect (conn, "message", G_CALLBACK (client_on_message), self);
  g_signal_connect (conn, "closed", G_CALLBACK (client_on_closed), self);
  while ((frame = g_queue_pop_head (&self->pending)) != NULL)
    {
      soup_websocket_connection_send_text (conn, frame);
      g_free (frame);
    }
}

static void
client_network_event (SoupMessage *msg, GSocketClientEvent event, GIOStream *connection,
                      gpointer data)
{
  if (event == G_SOCKET_CLIENT_CONNECTED && G_IS_SOCKET_CONNECTION (connection))
    set_nodelay (g_socket_connection_get_socket (G_SOCKET_CONNECTION (connection)));
}

NetClient *
net_client_new (const char *url, NetClientFunc func, gpointer data)
{
  NetClient *self = g_new0 (NetClient, 1);
  g_autoptr (SoupMessage) msg = NULL;

  self->func = func;
  self->data = data;
  self->cancellable = g_cancellable_new ();
  g_queue_init (&self->pending);
  msg = soup_message_new (SOUP_METHOD_GET, url);
  if (msg == NULL)
    {
      self->closed = TRUE;
      return self;
    }
  g_signal_connect (msg, "network-event", G_CALLBACK (client_network_event), NULL);
  soup_session_websocket_connect_async (client_session (), msg, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, client_connected, self);
  return self;
}

gboolean
net_client_is_closed (NetClient *self)
{
  return self->closed;
}

guint
net_client_get_close_code (NetClient *self)
{
  return self->closed && self->conn != NULL ? soup_websocket_connection_get_close_code (self->conn)
                                            : 0;
}

const char *
net_client_get_error (NetClient *self)
{
  return self->error;
}

void
net_client_send_raw (NetClient *self, const char *data, gsize len)
{
  if (self->closed)
    return;
  if (self->conn == NULL)
    g_queue_push_tail (&self->pending, g_strndup (data, len));
  else if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    {
      g_autoptr (GBytes) bytes = g_bytes_new (data, len);
      gboolean text = g_utf8_validate_len (data, len, NULL);

      soup_websocket_connection_send_message (self->conn, text ? SOUP_WEBSOCKET_DATA_TEXT
                                                               : SOUP_WEBSOCKET_DATA_BINARY, bytes);
    }
}

void
net_client_send (NetClient *self, const NetMessage *msg)
{
  g_autofree char *frame = net_message_to_json (msg);

  net_client_send_raw (self, frame, strlen (frame));
}

void
net_client_free (NetClient *self)
{
  if (self == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_object_unref (self->cancellable);
  if (self->conn != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->conn, self);
      if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_object_unref (self->conn);
    }
  g_queue_clear_full (&self->pending, g_free);
  g_free (self->error);
  g_free (self);
}
