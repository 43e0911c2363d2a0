/* net-soup.c — WebSocket server and client with libsoup 3
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
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

/* ---- the guard: what a connection may send ------------------------------------

 * libsoup 3.2.3 (Debian 12) bounds a WebSocket frame, not the message it
 * assembles from continuation frames (a message in endless fragments grew
 * the server without bound), closes an oversized frame without the 1009
 * it should send, and reads an HTTP request's body into memory whatever
 * its size.  So every byte a connection sends passes this input stream
 * first: it reads the HTTP request heads (at most NET_SOUP_MAX_HEAD bytes;
 * a request with a body is answered 413 and closed), then, after an
 * upgrade, the WebSocket frames' headers, and counts the message being
 * assembled: one over NET_SOUP_MAX_PAYLOAD is never passed on, and the
 * connection is closed with 1009. */

#define NET_SOUP_MAX_HEAD 8192

typedef struct _NetConn NetConn;

#define NET_TYPE_GUARD_INPUT (net_guard_input_get_type ())
G_DECLARE_FINAL_TYPE (NetGuardInput, net_guard_input, NET, GUARD_INPUT, GInputStream)

typedef enum { GUARD_HTTP, GUARD_FRAMES, GUARD_BLOCKED } GuardPhase;

struct _NetGuardInput {
  GInputStream parent;
  GIOStream *base;              /* the connection (TCP, or TLS over it) */
  GPollableInputStream *input;  /* its input */
  NetConn *conn;                /* NULL once the connection is gone */
  GuardPhase phase;
  GString *head;                /* the HTTP request head so far */
  guint8 frame[14];             /* a frame header so far */
  guint frame_len, frame_need;
  guint64 payload_left;         /* of the current frame */
  guint64 message;              /* bytes of the data message being assembled */
};

static void net_guard_input_pollable_init (GPollableInputStreamInterface *iface);

G_DEFINE_TYPE_WITH_CODE (NetGuardInput, net_guard_input, G_TYPE_INPUT_STREAM,
                         G_IMPLEMENT_INTERFACE (G_TYPE_POLLABLE_INPUT_STREAM,
                                                net_guard_input_pollable_init))

/* What the server keeps of one accepted connection, from accept() until
 * libsoup lets go of it. */
struct _NetConn {
  NetServer *server;            /* NULL once the server is freed */
  GSocket *socket;
  GSocketAddress *remote, *local;
  GIOStream *stream;            /* weak: what libsoup holds */
  GTlsConnection *tls;          /* while its handshake runs */
  GSource *hello;               /* waits for the first bytes before the handshake */
  char key[64];                 /* what the limits per address count it under */
  gint64 accepted;
  guint deadline_id;            /* closes it if no WebSocket in time */
  guint close_id;
  const char *close_reason;
  guint close_code;
  struct _SoupPeer *peer;       /* once a WebSocket */
  GList *link;
};

static void conn_close_soon (NetConn *conn, guint code, const char *reason);

static void
net_guard_input_finalize (GObject *object)
{
  NetGuardInput *self = NET_GUARD_INPUT (object);

  g_string_free (self->head, TRUE);
  g_clear_object (&self->base);
  G_OBJECT_CLASS (net_guard_input_parent_class)->finalize (object);
}

/* Whether the request head @head (ending with the empty line) announces a
 * body. */
static gboolean
head_has_body (const char *head, gboolean *upgrade)
{
  g_autofree char *lower = g_ascii_strdown (head, -1);
  const char *cl = strstr (lower, "\ncontent-length:");

  *upgrade = strstr (lower, "\nupgrade:") != NULL;
  if (strstr (lower, "\ntransfer-encoding:") != NULL)
    return TRUE;
  if (cl != NULL)
    {
      cl += strlen ("\ncontent-length:");
      while (*cl == ' ' || *cl == '\t')
        cl++;
      while (*cl == '0')
        cl++;
      return g_ascii_isdigit (*cl) || (*cl != '\r' && *cl != '\n');
    }
  return FALSE;
}

/* Passes @n bytes through the guard; returns how many may go on to
 * libsoup (fewer once the connection is refused). */
static gsize
guard_scan (NetGuardInput *self, const guint8 *buf, gsize n)
{
  gsize i = 0;

  while (i < n && self->phase != GUARD_BLOCKED)
    {
      if (self->phase == GUARD_HTTP)
        {
          gboolean upgrade;

          g_string_append_c (self->head, buf[i++]);
          if (self->head->len > NET_SOUP_MAX_HEAD)
            {
              self->phase = GUARD_BLOCKED;
              conn_close_soon (self->conn, 431, "the request head is too long");
              return i;
            }
          if (!g_str_has_suffix (self->head->str, "\r\n\r\n") &&
              !g_str_has_suffix (self->head->str, "\n\n"))
            continue;
          if (self->head->len <= 4)
            {
              g_string_truncate (self->head, 0);        /* empty lines between requests */
              continue;
            }
          if (head_has_body (self->head->str, &upgrade))
            {
              /* This server takes no request bodies: it speaks WebSocket. */
              self->phase = GUARD_BLOCKED;
              conn_close_soon (self->conn, 413, "a request with a body");
              return i;
            }
          g_string_truncate (self->head, 0);
          if (upgrade)
            self->phase = GUARD_FRAMES;
          continue;
        }
      /* GUARD_FRAMES */
      if (self->payload_left > 0)
        {
          gsize skip = MIN (self->payload_left, n - i);

          self->payload_left -= skip;
          i += skip;
          continue;
        }
      self->frame[self->frame_len++] = buf[i++];
      if (self->frame_len == 2)
        {
          guint len7 = self->frame[1] & 0x7f;

          self->frame_need = 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) +
                             ((self->frame[1] & 0x80) ? 4 : 0);
        }
      if (self->frame_len >= 2 && self->frame_len == self->frame_need)
        {
          guint len7 = self->frame[1] & 0x7f, opcode = self->frame[0] & 0x0f;
          gboolean fin = (self->frame[0] & 0x80) != 0;
          guint64 length = len7;

          if (len7 == 126)
            length = ((guint64) self->frame[2] << 8) | self->frame[3];
          else if (len7 == 127)
            {
              length = 0;
              for (guint k = 2; k < 10; k++)
                length = (length << 8) | self->frame[k];
            }
          self->frame_len = 0;
          if (!(opcode & 0x08))
            {
              /* A data frame: the message it belongs to, however many
               * frames it comes in, is at most NET_SOUP_MAX_PAYLOAD. */
              if (opcode != 0)
                self->message = 0;
              if (length > NET_SOUP_MAX_PAYLOAD ||
                  self->message + length > NET_SOUP_MAX_PAYLOAD)
                {
                  gsize header = self->frame_need;

                  self->phase = GUARD_BLOCKED;
                  conn_close_soon (self->conn, SOUP_WEBSOCKET_CLOSE_TOO_BIG,
                                   "the message is too long");
                  return i >= header ? i - header : 0;
                }
              self->message = fin ? 0 : self->message + length;
            }
          self->payload_left = length;
        }
    }
  return i;
}

static gssize
guard_read_nonblocking (GPollableInputStream *stream, void *buffer, gsize count, GError **error)
{
  NetGuardInput *self = NET_GUARD_INPUT (stream);
  gssize n;

  if (self->phase == GUARD_BLOCKED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK, "refused");
      return -1;
    }
  n = g_pollable_input_stream_read_nonblocking (self->input, buffer, count, NULL, error);
  if (n <= 0)
    return n;
  n = guard_scan (self, buffer, n);
  if (n == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK, "refused");
      return -1;
    }
  return n;
}

static gssize
guard_read (GInputStream *stream, void *buffer, gsize count, GCancellable *cancellable,
            GError **error)
{
  NetGuardInput *self = NET_GUARD_INPUT (stream);
  gssize n;

  if (self->phase == GUARD_BLOCKED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "refused");
      return -1;
    }
  n = g_input_stream_read (G_INPUT_STREAM (self->input), buffer, count, cancellable, error);
  if (n <= 0)
    return n;
  n = guard_scan (self, buffer, n);
  if (n == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "refused");
      return -1;
    }
  return n;
}

static gboolean
guard_close (GInputStream *stream, GCancellable *cancellable, GError **error)
{
  NetGuardInput *self = NET_GUARD_INPUT (stream);

  return g_io_stream_close (self->base, cancellable, error);
}

static gboolean
guard_can_poll (GPollableInputStream *stream)
{
  return TRUE;
}

static gboolean
guard_is_readable (GPollableInputStream *stream)
{
  NetGuardInput *self = NET_GUARD_INPUT (stream);

  return self->phase != GUARD_BLOCKED && g_pollable_input_stream_is_readable (self->input);
}

static GSource *
guard_create_source (GPollableInputStream *stream, GCancellable *cancellable)
{
  NetGuardInput *self = NET_GUARD_INPUT (stream);
  g_autoptr (GSource) base = NULL;

  /* Refused: a source that never fires (the connection is closing). */
  if (self->phase == GUARD_BLOCKED)
    return g_pollable_source_new (G_OBJECT (stream));
  base = g_pollable_input_stream_create_source (self->input, cancellable);
  return g_pollable_source_new_full (stream, base, cancellable);
}

static void
net_guard_input_pollable_init (GPollableInputStreamInterface *iface)
{
  iface->can_poll = guard_can_poll;
  iface->is_readable = guard_is_readable;
  iface->create_source = guard_create_source;
  iface->read_nonblocking = guard_read_nonblocking;
}

static void
net_guard_input_class_init (NetGuardInputClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = net_guard_input_finalize;
  G_INPUT_STREAM_CLASS (klass)->read_fn = guard_read;
  G_INPUT_STREAM_CLASS (klass)->close_fn = guard_close;
}

static void
net_guard_input_init (NetGuardInput *self)
{
  self->head = g_string_new (NULL);
}

/* ---- server ----------------------------------------------------------------- */

struct _NetServer {
  NetService *service;
  SoupServer *soup;
  GList *peers;                 /* SoupPeer */
  GList *conns;                 /* NetConn */
  GHashTable *per_address;      /* key → accepted connections */
  guint n_conns;
  GSocket *listener;
  GSource *accept_source;
  guint resume_id;
  GTlsCertificate *cert;
  int reserve_fd;               /* given up to accept and close one connection on EMFILE */
  gint64 told_emfile;
  guint64 shed;                 /* connections closed at accept */
  char *host;
  guint port;
  gboolean tls;
};

typedef struct _SoupPeer {
  NetPeer base;
  NetServer *server;
  SoupWebsocketConnection *conn;
  NetConn *tcp;
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
  if (self->tcp != NULL)
    self->tcp->peer = NULL;
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
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);
  NetConn *tcp = remote != NULL ? g_object_get_data (G_OBJECT (remote), "net-conn") : NULL;

  self->base.klass = &soup_peer_class;
  self->server = server;
  self->conn = g_object_ref (conn);
  g_strlcpy (self->base.address, host != NULL ? host : "?", sizeof self->base.address);
  if (tcp != NULL)
    {
      /* The time to take a seat counts from accept(), not from here. */
      self->tcp = tcp;
      tcp->peer = self;
      self->base.opened = tcp->accepted;
      g_clear_handle_id (&tcp->deadline_id, g_source_remove);
    }
  /* The guard bounds the message (with 1009); this is a second line. */
  soup_websocket_connection_set_max_incoming_payload_size (conn, NET_SOUP_MAX_PAYLOAD + 1);
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

/* ---- accepting ------------------------------------------------------------------ */

static void
count_address (NetServer *server, const char *key, gint delta)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (server->per_address, key));

  if (delta < 0 && n <= 1)
    g_hash_table_remove (server->per_address, key);
  else
    g_hash_table_insert (server->per_address, g_strdup (key), GUINT_TO_POINTER (n + delta));
}

/* The connection is gone: libsoup let go of it, or it never got that far. */
static void
conn_free (NetConn *conn)
{
  NetServer *server = conn->server;

  if (server != NULL)
    {
      server->conns = g_list_delete_link (server->conns, conn->link);
      server->n_conns--;
      count_address (server, conn->key, -1);
    }
  if (conn->peer != NULL)
    conn->peer->tcp = NULL;
  g_clear_handle_id (&conn->deadline_id, g_source_remove);
  g_clear_handle_id (&conn->close_id, g_source_remove);
  if (conn->remote != NULL)
    g_object_set_data (G_OBJECT (conn->remote), "net-conn", NULL);
  g_clear_object (&conn->remote);
  g_clear_object (&conn->local);
  g_clear_object (&conn->tls);
  if (conn->hello != NULL)
    {
      g_source_destroy (conn->hello);
      g_clear_pointer (&conn->hello, g_source_unref);
    }
  if (conn->socket != NULL)
    g_socket_close (conn->socket, NULL);
  g_clear_object (&conn->socket);
  g_free (conn);
}

static void
stream_gone (gpointer data, GObject *where_the_stream_was)
{
  NetConn *conn = data;

  conn->stream = NULL;
  conn_free (conn);
}

/* Ends the connection under libsoup's feet: it reads the end and lets go. */
static void
conn_shutdown (NetConn *conn)
{
  if (conn->socket != NULL && !g_socket_is_closed (conn->socket))
    g_socket_shutdown (conn->socket, TRUE, TRUE, NULL);
}

static gboolean
close_now (gpointer data)
{
  NetConn *conn = data;

  conn->close_id = 0;
  if (conn->peer != NULL && conn->close_code >= 1000)
    {
      SoupWebsocketConnection *ws = conn->peer->conn;

      /* The close frame with its code; libsoup ends the connection when
       * its closing handshake times out (the guard reads nothing more). */
      if (soup_websocket_connection_get_state (ws) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (ws, conn->close_code, conn->close_reason);
      else
        conn_shutdown (conn);
      return G_SOURCE_REMOVE;
    }
  if (conn->close_code >= 400 && conn->close_code < 500 && conn->stream != NULL)
    {
      g_autofree char *body = g_strdup_printf ("This server takes WebSocket connections only "
                                               "(docs/ONLINE.md): %s.\n", conn->close_reason);
      g_autofree char *reply = g_strdup_printf (
        "HTTP/1.1 %u %s\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
        "Content-Length: %" G_GSIZE_FORMAT "\r\n\r\n%s", conn->close_code,
        conn->close_code == 413 ? "Content Too Large" : "Request Header Fields Too Large",
        strlen (body), body);

      /* A few bytes into an empty socket buffer: sent at once, or lost
       * with the connection. */
      g_socket_send (conn->socket, reply, strlen (reply), NULL, NULL);
    }
  conn_shutdown (conn);
  return G_SOURCE_REMOVE;
}

static void
conn_close_soon (NetConn *conn, guint code, const char *reason)
{
  if (conn == NULL || conn->close_id != 0)
    return;
  conn->close_code = code;
  conn->close_reason = reason;
  conn->close_id = g_idle_add (close_now, conn);
}

static gboolean
deadline_over (gpointer data)
{
  NetConn *conn = data;

  /* No WebSocket within --idle-seconds of accept(): a connection that
   * sends nothing, or stops half-way through a handshake. */
  conn->deadline_id = 0;
  if (conn->peer == NULL)
    conn_shutdown (conn);
  return G_SOURCE_REMOVE;
}

static void
give_to_soup (NetConn *conn, GIOStream *io)
{
  NetServer *server = conn->server;
  NetGuardInput *guard = g_object_new (NET_TYPE_GUARD_INPUT, NULL);
  g_autoptr (GIOStream) stream = NULL;
  g_autoptr (GError) error = NULL;

  guard->base = g_object_ref (io);
  guard->input = G_POLLABLE_INPUT_STREAM (g_io_stream_get_input_stream (io));
  guard->conn = conn;
  stream = g_simple_io_stream_new (G_INPUT_STREAM (guard), g_io_stream_get_output_stream (io));
  g_object_unref (guard);
  conn->stream = stream;
  g_object_weak_ref (G_OBJECT (stream), stream_gone, conn);
  g_object_set_data (G_OBJECT (conn->remote), "net-conn", conn);
  soup_server_accept_iostream (server->soup, stream, conn->local, conn->remote, &error);
}

static void
handshake_done (GObject *source, GAsyncResult *result, gpointer data)
{
  NetConn *conn = data;
  g_autoptr (GTlsConnection) tls = g_steal_pointer (&conn->tls);
  g_autoptr (GError) error = NULL;

  if (conn->server == NULL ||
      !g_tls_connection_handshake_finish (G_TLS_CONNECTION (source), result, &error))
    {
      conn_free (conn);
      return;
    }
  give_to_soup (conn, G_IO_STREAM (tls));
}

static gboolean
hello_ready (GSocket *socket, GIOCondition condition, gpointer data)
{
  NetConn *conn = data;

  g_clear_pointer (&conn->hello, g_source_unref);
  g_tls_connection_handshake_async (conn->tls, G_PRIORITY_DEFAULT, NULL, handshake_done, conn);
  return G_SOURCE_REMOVE;
}

/* Out of file descriptors: one connection waiting is taken and closed
 * with the descriptor kept for this (so the queue moves and no client
 * waits on a server that cannot take it), and the operator is told, once
 * a minute. */
static void
out_of_descriptors (NetServer *server, const char *why)
{
  gint64 now = g_get_monotonic_time ();

  if (now - server->told_emfile >= 60 * G_USEC_PER_SEC || server->told_emfile == 0)
    {
      g_printerr ("euchre-server: cannot accept a connection (%s, %u connections open): new "
                  "ones are closed until some go; raise the limit of open files (ulimit -n) "
                  "or lower --max-connections\n", why, server->n_conns);
      server->told_emfile = now;
    }
  if (server->reserve_fd >= 0)
    {
      int fd;

      close (server->reserve_fd);
      fd = accept4 (g_socket_get_fd (server->listener), NULL, NULL, SOCK_CLOEXEC);
      if (fd >= 0)
        {
          close (fd);
          server->shed++;
        }
      server->reserve_fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
    }
}

static gboolean accept_ready (GSocket *socket, GIOCondition condition, gpointer data);

static gboolean
resume_accepting (gpointer data)
{
  NetServer *server = data;

  server->resume_id = 0;
  server->accept_source = g_socket_create_source (server->listener, G_IO_IN, NULL);
  g_source_set_callback (server->accept_source, G_SOURCE_FUNC (accept_ready), server, NULL);
  g_source_attach (server->accept_source, NULL);
  return G_SOURCE_REMOVE;
}

static void
accept_one (NetServer *server, GSocket *socket)
{
  const NetServiceOptions *options = net_service_get_options (server->service);
  g_autoptr (GSocketAddress) remote = g_socket_get_remote_address (socket, NULL);
  g_autoptr (GSocketAddress) local = g_socket_get_local_address (socket, NULL);
  g_autofree char *ip = NULL, *key = NULL;
  g_autoptr (GSocketConnection) tcp = NULL;
  guint n;
  NetConn *conn;

  if (remote == NULL || local == NULL || !G_IS_INET_SOCKET_ADDRESS (remote))
    {
      g_socket_close (socket, NULL);
      return;
    }
  ip = g_inet_address_to_string (
    g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)));
  key = net_service_address_key (ip);
  n = GPOINTER_TO_UINT (g_hash_table_lookup (server->per_address, key));
  /* Counted from accept(), handshake or not.  A little over the limits,
   * a connection is still taken, so that the service tells it why in
   * words; far over them, it is closed at once. */
  if (server->n_conns >= options->max_connections + 64 ||
      n >= options->max_connections_per_address + 8)
    {
      server->shed++;
      g_socket_close (socket, NULL);
      return;
    }
  set_nodelay (socket);
  conn = g_new0 (NetConn, 1);
  conn->server = server;
  conn->socket = g_object_ref (socket);
  conn->remote = g_steal_pointer (&remote);
  conn->local = g_steal_pointer (&local);
  conn->accepted = g_get_monotonic_time ();
  g_strlcpy (conn->key, key, sizeof conn->key);
  server->conns = g_list_prepend (server->conns, conn);
  conn->link = server->conns;
  server->n_conns++;
  count_address (server, key, +1);
  if (options->idle_ms > 0)
    conn->deadline_id = g_timeout_add (options->idle_ms, deadline_over, conn);
  tcp = g_socket_connection_factory_create_connection (socket);
  if (server->cert != NULL)
    {
      g_autoptr (GError) error = NULL;
      GIOStream *tls = g_tls_server_connection_new (G_IO_STREAM (tcp), server->cert, &error);

      if (tls == NULL)
        {
          conn_free (conn);
          return;
        }
      conn->tls = G_TLS_CONNECTION (tls);
      /* GLib's handshake waits in a thread of its shared pool: begun
       * before the client says anything, a few hundred connections that
       * never did held every thread.  It begins once there is something
       * to read (or the deadline closes the connection). */
      conn->hello = g_socket_create_source (socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
      g_source_set_callback (conn->hello, G_SOURCE_FUNC (hello_ready), conn, NULL);
      g_source_attach (conn->hello, NULL);
      return;
    }
  give_to_soup (conn, G_IO_STREAM (tcp));
}

static gboolean
accept_ready (GSocket *listener, GIOCondition condition, gpointer data)
{
  NetServer *server = data;

  /* A few at a time, so that one wake-up cannot hold the loop. */
  for (guint k = 0; k < 64; k++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GSocket) socket = g_socket_accept (listener, NULL, &error);

      if (socket != NULL)
        {
          accept_one (server, socket);
          continue;
        }
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        break;
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_OPEN_FILES) ||
          errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
        {
          out_of_descriptors (server, error->message);
          if (server->reserve_fd < 0)
            {
              /* Nothing to shed with: wait a little rather than spin. */
              server->accept_source = NULL;
              server->resume_id = g_timeout_add (100, resume_accepting, server);
              return G_SOURCE_REMOVE;
            }
          continue;
        }
      /* ECONNABORTED and the like: that one connection is gone; the
       * listener stays. */
    }
  return G_SOURCE_CONTINUE;
}

/* ---- the certificate, checked at start ---------------------------------------- */

typedef struct {
  gboolean done[2];
  GError *error[2];
  GSocket *sockets[2];
} SelfTest;

static void
self_test_done (GObject *source, GAsyncResult *result, gpointer data)
{
  SelfTest *t = data;
  guint side = G_IS_TLS_SERVER_CONNECTION (source) ? 0 : 1;

  if (!g_tls_connection_handshake_finish (G_TLS_CONNECTION (source), result, &t->error[side]))
    {
      /* The other side would wait for an answer that never comes. */
      g_socket_shutdown (t->sockets[0], TRUE, TRUE, NULL);
      g_socket_shutdown (t->sockets[1], TRUE, TRUE, NULL);
    }
  t->done[side] = TRUE;
}

static gboolean
accept_any (GTlsConnection *conn, GTlsCertificate *cert, GTlsCertificateFlags errors,
            gpointer data)
{
  return TRUE;
}

static gboolean
self_test_over (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* A server that starts with a certificate it cannot serve fails every
 * client (a key that is not the certificate's: BAD_SIGNATURE at each
 * handshake), and an expired one is refused by every browser: both are
 * refused at start, in words.  The key is tried for real: a TLS handshake
 * with itself over a socket pair. */
static gboolean
check_certificate (GTlsCertificate *cert, GError **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr (GDateTime) before = g_tls_certificate_get_not_valid_before (cert);
  g_autoptr (GDateTime) after = g_tls_certificate_get_not_valid_after (cert);
  g_autoptr (GMainContext) context = NULL;
  g_autoptr (GIOStream) server = NULL, client = NULL;
  g_autoptr (GSocketConnection) a = NULL, b = NULL;
  g_autoptr (GSocket) sa = NULL, sb = NULL;
  SelfTest t = { { FALSE, FALSE }, { NULL, NULL }, { NULL, NULL } };
  gboolean over = FALSE, ok;
  GSource *timeout;
  int fds[2];

  if (after != NULL && g_date_time_compare (after, now) < 0)
    {
      g_autofree char *when = g_date_time_format (after, "%Y-%m-%d");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the TLS certificate expired on %s: every client would refuse it", when);
      return FALSE;
    }
  if (before != NULL && g_date_time_compare (before, now) > 0)
    {
      g_autofree char *when = g_date_time_format (before, "%Y-%m-%d");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the TLS certificate is not valid before %s: every client would refuse it",
                   when);
      return FALSE;
    }
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    return TRUE;        /* (nothing to try it with: the clients will tell) */
  sa = g_socket_new_from_fd (fds[0], NULL);
  sb = g_socket_new_from_fd (fds[1], NULL);
  if (sa == NULL || sb == NULL)
    return TRUE;
  t.sockets[0] = sa;
  t.sockets[1] = sb;
  a = g_socket_connection_factory_create_connection (sa);
  b = g_socket_connection_factory_create_connection (sb);
  server = g_tls_server_connection_new (G_IO_STREAM (a), cert, error);
  if (server == NULL)
    return FALSE;
  client = g_tls_client_connection_new (G_IO_STREAM (b), NULL, error);
  if (client == NULL)
    return FALSE;
  g_signal_connect (client, "accept-certificate", G_CALLBACK (accept_any), NULL);
  context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  g_tls_connection_handshake_async (G_TLS_CONNECTION (server), G_PRIORITY_DEFAULT, NULL,
                                    self_test_done, &t);
  g_tls_connection_handshake_async (G_TLS_CONNECTION (client), G_PRIORITY_DEFAULT, NULL,
                                    self_test_done, &t);
  timeout = g_timeout_source_new (10000);
  g_source_set_callback (timeout, self_test_over, &over, NULL);
  g_source_attach (timeout, context);
  while (!(t.done[0] && t.done[1]) && !over)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (timeout);
  g_source_unref (timeout);
  ok = t.done[0] && t.done[1] && t.error[0] == NULL && t.error[1] == NULL;
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                 "the TLS certificate and key do not work together (%s): is the key the "
                 "certificate's?", t.error[1] != NULL ? t.error[1]->message
                                   : t.error[0] != NULL ? t.error[0]->message : "no answer");
  g_clear_error (&t.error[0]);
  g_clear_error (&t.error[1]);
  g_io_stream_close (server, NULL, NULL);
  g_io_stream_close (client, NULL, NULL);
  /* What the handshakes left to dispatch, before the context goes. */
  while (g_main_context_iteration (context, FALSE))
    ;
  g_main_context_pop_thread_default (context);
  return ok;
}

NetServer *
net_server_new (NetService *service, const char *address, guint port, const char *tls_cert,
                const char *tls_key, GError **error)
{
  g_autoptr (NetServer) self = g_new0 (NetServer, 1);
  g_autoptr (GInetAddress) inet = NULL;
  g_autoptr (GSocketAddress) sockaddr = NULL;
  g_autoptr (GSocketAddress) local = NULL;

  self->service = service;
  self->reserve_fd = -1;
  self->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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
      self->cert = g_tls_certificate_new_from_files (tls_cert, tls_key, error);
      if (self->cert == NULL || !check_certificate (self->cert, error))
        return NULL;
      self->tls = TRUE;
    }
  soup_server_add_websocket_handler (self->soup, NULL, NULL, NULL, on_websocket, self, NULL);
  sockaddr = g_inet_socket_address_new (inet, port);
  /* The server's own listening socket and accept loop: libsoup 3.2.3's
   * listener drops its source for good at the first failed accept()
   * (EMFILE), and it could not count a connection before its handshake.
   * A longer queue than GLib's 10: a thousand people coming back after a
   * restart. */
  self->listener = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                                 G_SOCKET_PROTOCOL_TCP, error);
  if (self->listener == NULL)
    return NULL;
  g_socket_set_blocking (self->listener, FALSE);
  g_socket_set_listen_backlog (self->listener, 1024);
  if (!g_socket_bind (self->listener, sockaddr, TRUE, error) ||
      !g_socket_listen (self->listener, error))
    return NULL;
  local = g_socket_get_local_address (self->listener, error);
  if (local == NULL)
    return NULL;
  self->reserve_fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  resume_accepting (self);
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

static void
stop_listening (NetServer *self)
{
  if (self->accept_source != NULL)
    {
      g_source_destroy (self->accept_source);
      g_clear_pointer (&self->accept_source, g_source_unref);
    }
  g_clear_handle_id (&self->resume_id, g_source_remove);
  if (self->listener != NULL)
    g_socket_close (self->listener, NULL);
  g_clear_object (&self->listener);
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

  stop_listening (self);
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
  stop_listening (self);
  /* What libsoup still holds lets go later, without the server. */
  for (GList *l = self->conns; l != NULL; l = l->next)
    {
      NetConn *conn = l->data;

      conn->server = NULL;
      conn->peer = NULL;
      conn_shutdown (conn);
    }
  g_list_free (self->conns);
  if (self->soup != NULL)
    {
      soup_server_disconnect (self->soup);
      g_object_unref (self->soup);
    }
  if (self->reserve_fd >= 0)
    close (self->reserve_fd);
  g_clear_object (&self->cert);
  g_hash_table_destroy (self->per_address);
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
