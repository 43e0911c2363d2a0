/* net-soup.c — the WebSocket client, with libsoup 3
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <sys/socket.h>
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

/* ---- client ----------------------------------------------------------------- */

struct _NetClient {
  NetClientFunc func;
  gpointer data;
  SoupWebsocketConnection *conn;
  GCancellable *cancellable;
  GQueue pending;               /* frames (char *) sent before the connection opened */
  gboolean closed;
  char *error;                  /* why it could not connect */
  gint tls_error;               /* and its GTlsError, if TLS was why; else -1 */
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
      if (error->domain == G_TLS_ERROR)
        self->tls_error = error->code;
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
  self->tls_error = -1;
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

gint
net_client_get_tls_error (NetClient *self)
{
  return self->tls_error;
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
