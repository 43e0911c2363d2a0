/* net-server.c — the table service over WebSocket, on one epoll set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each connection goes: (TLS handshake) → HTTP request head → WebSocket →
 * (closing) → gone.  Its socket is in the server's NetLoop; the only
 * GSources are the loop's one, a timer for the connections still without
 * a WebSocket (they are in accept order, so the first is the next due),
 * a tick a second (closing handshakes that time out, keep-alive pings, a
 * thirtieth of the connections each time) and an idle that frees the
 * connections gone.  Nothing a connection sends can make the server wait:
 * every socket is non-blocking, every buffer bounded.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <gio/gio.h>

#include "net-loop.h"
#include "net-server.h"
#include "net-tls.h"
#include "net-ws.h"

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
  GList all_link, pending_link, closing_link;
  gboolean in_pending, in_closing;
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
};

static void conn_input (Conn *conn);
static void conn_flush (Conn *conn);
static void arm_deadline (NetServer *server);

/* ---- the end of a connection ------------------------------------------------- */

static void
count_address (NetServer *server, const char *key, gint delta)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (server->per_address, key));

  if (delta < 0 && n <= 1)
    g_hash_table_remove (server->per_address, key);
  else
    g_hash_table_insert (server->per_address, g_strdup (key), GUINT_TO_POINTER (n + delta));
}

static void
conn_unqueue (Conn *conn)
{
  NetServer *server = conn->server;

  if (conn->in_pending)
    g_queue_unlink (&server->pending, &conn->pending_link);
  if (conn->in_closing)
    g_queue_unlink (&server->closing, &conn->closing_link);
  conn->in_pending = conn->in_closing = FALSE;
}

/* Frees what is left of @conn; tells the service it is gone. */
static void
conn_free (Conn *conn)
{
  NetServer *server = conn->server;

  if (conn->peer_open)
    {
      conn->peer_open = FALSE;
      server->n_peers--;
      net_service_peer_closed (server->service, &conn->base);
    }
  conn_unqueue (conn);
  count_address (server, conn->key, -1);
  if (conn->tls != NULL)
    gnutls_deinit (conn->tls);
  if (conn->fd >= 0)
    close (conn->fd);
  if (conn->head != NULL)
    g_string_free (conn->head, TRUE);
  net_ws_reader_clear (&conn->reader);
  if (conn->out != NULL)
    g_byte_array_unref (conn->out);
  g_free (conn);
}

static gboolean
reap (gpointer data)
{
  NetServer *server = data;
  GList *link;

  server->reap_id = 0;
  while ((link = g_queue_pop_head_link (&server->doomed)) != NULL)
    conn_free (link->data);
  return G_SOURCE_REMOVE;
}

/* The connection ends now: no more reading or writing.  It is freed (and
 * the service told) at the next reap, outside whatever called this: the
 * service may be sending to it, the loop may hold its next event. */
static void
conn_kill (Conn *conn)
{
  NetServer *server = conn->server;

  if (conn->state == CONN_DEAD)
    return;
  conn->state = CONN_DEAD;
  net_loop_remove (server->loop, &conn->watch);
  conn_unqueue (conn);
  if (conn->fd >= 0)
    shutdown (conn->fd, SHUT_RDWR);
  /* all_link is reused: the connection leaves the list of the living. */
  g_queue_unlink (&server->all, &conn->all_link);
  g_queue_push_tail_link (&server->doomed, &conn->all_link);
  if (server->reap_id == 0)
    server->reap_id = g_idle_add (reap, server);
}

/* ---- output ------------------------------------------------------------------ */

static void
want_output (Conn *conn, gboolean want)
{
  if (conn->want_out == want || conn->state == CONN_DEAD)
    return;
  conn->want_out = want;
  net_loop_modify (conn->server->loop, &conn->watch, EPOLLIN | (want ? EPOLLOUT : 0));
}

/* All is sent: our end is shut, and theirs awaited (CLOSING_US at most)
 * while what they still send is read and dropped — closing a socket with
 * unread bytes would reset it, and the client could lose our last words. */
static void
conn_linger (Conn *conn)
{
  NetServer *server = conn->server;

  conn->state = CONN_LINGER;
  if (conn->tls != NULL)
    gnutls_bye (conn->tls, GNUTLS_SHUT_WR);
  shutdown (conn->fd, SHUT_WR);
  if (!conn->in_closing)
    {
      conn->since = g_get_monotonic_time ();
      g_queue_push_tail_link (&server->closing, &conn->closing_link);
      conn->in_closing = TRUE;
    }
}

/* Sends what is waiting, as far as the socket takes it. */
static void
conn_flush (Conn *conn)
{
  while (conn->out != NULL && conn->out_pos < conn->out->len && conn->state != CONN_DEAD)
    {
      const guint8 *data = conn->out->data + conn->out_pos;
      gsize len = conn->out->len - conn->out_pos;
      gssize n;

      if (conn->tls != NULL)
        {
          /* GnuTLS holds a record it could not send whole: it is sent by
           * asking again with nothing new. */
          if (conn->tls_inflight > 0)
            n = gnutls_record_send (conn->tls, NULL, 0);
          else
            n = gnutls_record_send (conn->tls, data, MIN (len, 16384));
          if (n == GNUTLS_E_AGAIN || n == GNUTLS_E_INTERRUPTED)
            {
              if (conn->tls_inflight == 0)
                conn->tls_inflight = MIN (len, 16384);
              want_output (conn, TRUE);
              return;
            }
          conn->tls_inflight = 0;
          if (n < 0)
            {
              conn_kill (conn);
              return;
            }
        }
      else
        {
          n = send (conn->fd, data, len, MSG_NOSIGNAL | MSG_DONTWAIT);
          if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            {
              want_output (conn, TRUE);
              return;
            }
          if (n <= 0)
            {
              conn_kill (conn);
              return;
            }
        }
      conn->out_pos += n;
    }
  if (conn->state == CONN_DEAD)
    return;
  if (conn->out != NULL)
    {
      /* All sent: a big buffer is given back, a small one kept. */
      if (conn->out->len > 4096)
        g_clear_pointer (&conn->out, g_byte_array_unref);
      else
        g_byte_array_set_size (conn->out, 0);
      conn->out_pos = 0;
    }
  want_output (conn, FALSE);
  if (conn->state == CONN_DRAINING)
    conn_linger (conn);
}

static GByteArray *
conn_output (Conn *conn)
{
  if (conn->out == NULL)
    conn->out = g_byte_array_sized_new (256);
  return conn->out;
}

/* After what is queued: too much waiting (a client that reads nothing)
 * ends the connection. */
static void
conn_queued (Conn *conn)
{
  conn->last_out = g_get_monotonic_time ();
  if (conn->out->len - conn->out_pos > NET_SERVER_MAX_OUTPUT)
    {
      conn_kill (conn);
      return;
    }
  if (!conn->want_out)
    conn_flush (conn);
}

static void
conn_send_frame (Conn *conn, guint opcode, const void *data, gsize len)
{
  if (conn->state != CONN_WS && !(conn->state == CONN_CLOSING && opcode == NET_WS_CLOSE))
    return;
  net_ws_append_frame (conn_output (conn), opcode, data, len, NULL);
  conn_queued (conn);
}

/* Our close frame: then the other's is awaited (CLOSING_US at most). */
static void
conn_close (Conn *conn, guint code, const char *reason)
{
  NetServer *server = conn->server;
  guint8 payload[125];
  gsize len;

  if (conn->state != CONN_WS)
    return;
  len = net_ws_close_payload (payload, code, reason);
  conn->state = CONN_CLOSING;
  conn_send_frame (conn, NET_WS_CLOSE, payload, len);
  if (conn->state != CONN_CLOSING)
    return;
  conn->since = g_get_monotonic_time ();
  g_queue_push_tail_link (&server->closing, &conn->closing_link);
  conn->in_closing = TRUE;
}

/* An HTTP answer, then the end. */
static void
conn_answer (Conn *conn, GString *reply)
{
  g_byte_array_append (conn_output (conn), (const guint8 *) reply->str, reply->len);
  conn->state = CONN_DRAINING;
  conn_queued (conn);
}

/* ---- the service's peer -------------------------------------------------------- */

static void
peer_send (NetPeer *peer, const char *frame, gsize len)
{
  conn_send_frame ((Conn *) peer, NET_WS_TEXT, frame, len);
}

static void
peer_close (NetPeer *peer, const char *reason)
{
  /* 1008 for every reason (the words say which): 1013, "try again later",
   * would fit a full server, but libsoup's clients take it for a
   * protocol error. */
  conn_close ((Conn *) peer, NET_WS_CLOSE_POLICY, reason);
}

static const NetPeerClass conn_peer_class = { peer_send, peer_close };

static gboolean
on_frame (gpointer data, guint opcode, const guint8 *payload, gsize len)
{
  Conn *conn = data;
  NetServer *server = conn->server;

  switch (opcode)
    {
    case NET_WS_TEXT:
      if (conn->state == CONN_WS && conn->peer_open)
        net_service_peer_receive (server->service, &conn->base, (const char *) payload, len);
      break;
    case NET_WS_BINARY:
      /* A binary frame is no message: the service says so and counts it. */
      if (conn->state == CONN_WS && conn->peer_open)
        net_service_peer_receive (server->service, &conn->base, "\x01", 1);
      break;
    case NET_WS_PING:
      conn_send_frame (conn, NET_WS_PONG, payload, len);
      break;
    case NET_WS_CLOSE:
      if (conn->state == CONN_WS)
        {
          /* Theirs first: ours answers it, then the end. */
          guint8 reply[2] = { 0x03, 0xe8 };   /* 1000 */

          conn->state = CONN_CLOSING;
          if (len >= 2)
            memcpy (reply, payload, 2);
          conn_send_frame (conn, NET_WS_CLOSE, reply, 2);
        }
      if (conn->state != CONN_DEAD)
        {
          conn->state = CONN_DRAINING;
          conn_flush (conn);
        }
      return FALSE;
    default:
      break;
    }
  return conn->state == CONN_WS || conn->state == CONN_CLOSING;
}

/* ---- input ------------------------------------------------------------------- */

static void
become_websocket (Conn *conn)
{
  NetServer *server = conn->server;

  conn->state = CONN_WS;
  conn_unqueue (conn);
  net_ws_reader_init (&conn->reader, TRUE, NET_SOUP_MAX_PAYLOAD);
  conn->base.klass = &conn_peer_class;
  /* The time to take a seat counts from accept(), not from here. */
  conn->base.opened = conn->accepted;
  conn->peer_open = TRUE;
  server->n_peers++;
  /* A connection refused here has been told why and asked to close (the
   * service did both). */
  net_service_peer_open (server->service, &conn->base);
}

static void
frames_in (Conn *conn, const guint8 *buf, gsize n)
{
  while (n > 0 && (conn->state == CONN_WS || conn->state == CONN_CLOSING))
    {
      gsize used = 0;
      guint code = net_ws_reader_feed (&conn->reader, buf, n, &used, on_frame, conn);

      if (code != 0)
        {
          /* 1009 for a message over the bound, 1002 or 1007 for what is
           * not the protocol: said, then the end. */
          if (conn->state == CONN_WS)
            conn_close (conn, code, code == NET_WS_CLOSE_TOO_BIG ? "the message is too long"
                                    : code == NET_WS_CLOSE_BAD_DATA ? "text that is not UTF-8"
                                    : "that is not the WebSocket protocol");
          if (conn->state != CONN_DEAD)
            {
              conn->state = CONN_DRAINING;
              conn_flush (conn);
            }
          return;
        }
      if (used == 0)
        return;
      buf += used;
      n -= used;
    }
}

static void
head_in (Conn *conn, const guint8 *buf, gsize n)
{
  NetServer *server = conn->server;
  g_autoptr (GString) reply = g_string_new (NULL);
  NetHttpVerdict verdict;
  gsize used, rest;

  if (conn->head == NULL)
    conn->head = g_string_sized_new (MIN (n, NET_HTTP_MAX_HEAD));
  g_string_append_len (conn->head, (const char *) buf, n);
  verdict = net_http_read (conn->head->str, conn->head->len, &used, server->http_handler,
                           server->http_data, reply);
  if (verdict == NET_HTTP_MORE)
    return;
  if (verdict == NET_HTTP_ANSWERED)
    {
      g_string_free (g_steal_pointer (&conn->head), TRUE);
      conn_answer (conn, reply);
      return;
    }
  g_byte_array_append (conn_output (conn), (const guint8 *) reply->str, reply->len);
  conn_queued (conn);
  if (conn->state == CONN_DEAD)
    return;
  become_websocket (conn);
  /* What came after the head (a client need not wait for the 101). */
  rest = conn->head->len - used;
  if (rest > 0 && conn->state == CONN_WS)
    {
      g_autofree guint8 *after = g_memdup2 (conn->head->str + used, rest);

      g_string_free (g_steal_pointer (&conn->head), TRUE);
      frames_in (conn, after, rest);
      return;
    }
  g_string_free (g_steal_pointer (&conn->head), TRUE);
}

/* Reads what there is: plain, or through TLS (whose records may hold
 * more than the socket shows: read until it has nothing). */
static void
conn_input (Conn *conn)
{
  guint8 buf[16384];

  if (conn->state == CONN_TLS)
    {
      int r = gnutls_handshake (conn->tls);

      if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED ||
          (r < 0 && !gnutls_error_is_fatal (r)))
        {
          want_output (conn, gnutls_record_get_direction (conn->tls) == 1);
          return;
        }
      if (r < 0)
        {
          conn_kill (conn);
          return;
        }
      conn->state = CONN_HTTP;
      want_output (conn, FALSE);
    }
  for (guint k = 0; k < 64; k++)
    {
      gssize n;

      if (conn->state == CONN_DEAD)
        return;
      if (conn->tls != NULL)
        {
          n = gnutls_record_recv (conn->tls, buf, sizeof buf);
          if (n == GNUTLS_E_AGAIN || n == GNUTLS_E_INTERRUPTED)
            return;
          if (n < 0 && !gnutls_error_is_fatal (n))
            continue;
        }
      else
        {
          n = recv (conn->fd, buf, sizeof buf, MSG_DONTWAIT);
          if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            return;
        }
      if (n <= 0)
        {
          conn_kill (conn);
          return;
        }
      switch (conn->state)
        {
        case CONN_HTTP:
          head_in (conn, buf, n);
          break;
        case CONN_WS:
        case CONN_CLOSING:
          frames_in (conn, buf, n);
          break;
        default:
          break;                /* answered: what else it sends is dropped */
        }
      if (conn->tls == NULL && (gsize) n < sizeof buf)
        return;
    }
}

static void
conn_ready (gpointer data, guint32 events)
{
  Conn *conn = data;

  if ((events & EPOLLOUT) && conn->state != CONN_TLS)
    conn_flush (conn);
  if (events & (EPOLLIN | EPOLLHUP | EPOLLERR) || conn->state == CONN_TLS)
    conn_input (conn);
}

/* ---- time ---------------------------------------------------------------------- */

static gboolean
deadline_over (gpointer data)
{
  NetServer *server = data;
  const NetServiceOptions *options = net_service_get_options (server->service);
  gint64 now = g_get_monotonic_time ();
  GList *link;

  server->deadline_id = 0;
  /* No WebSocket within --idle-seconds of accept(): a connection that
   * sends nothing, or stops half-way through a handshake. */
  while ((link = server->pending.head) != NULL &&
         ((Conn *) link->data)->accepted + (gint64) options->idle_ms * 1000 <= now)
    conn_kill (link->data);
  arm_deadline (server);
  return G_SOURCE_REMOVE;
}

static void
arm_deadline (NetServer *server)
{
  const NetServiceOptions *options = net_service_get_options (server->service);
  Conn *first;
  gint64 due;

  if (server->deadline_id != 0 || server->pending.head == NULL || options->idle_ms == 0)
    return;
  first = server->pending.head->data;
  due = first->accepted + (gint64) options->idle_ms * 1000 - g_get_monotonic_time ();
  server->deadline_id = g_timeout_add (MAX (due / 1000 + 1, 1), deadline_over, server);
}

static gboolean
tick (gpointer data)
{
  NetServer *server = data;
  gint64 now = g_get_monotonic_time ();
  guint visits = server->all.length / 30 + 1;
  GList *link;

  /* Closing handshakes that got no answer. */
  while ((link = server->closing.head) != NULL && ((Conn *) link->data)->since + CLOSING_US <= now)
    conn_kill (link->data);
  /* Keep-alive: a ping to each WebSocket quiet for 30 s, a thirtieth of
   * the connections visited each second (the cost stays flat). */
  while (visits-- > 0 && (link = g_queue_pop_head_link (&server->all)) != NULL)
    {
      Conn *conn = link->data;

      g_queue_push_tail_link (&server->all, link);
      if (conn->state == CONN_WS && now - conn->last_out >= PING_EVERY_US)
        conn_send_frame (conn, NET_WS_PING, NULL, 0);
    }
  return G_SOURCE_CONTINUE;
}

/* ---- accepting ------------------------------------------------------------------ */

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
                  "or lower --max-connections\n", why, server->all.length);
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

static void accept_ready (gpointer data, guint32 events);

static gboolean
resume_accepting (gpointer data)
{
  NetServer *server = data;

  server->resume_id = 0;
  net_loop_modify (server->loop, &server->listen_watch, EPOLLIN);
  return G_SOURCE_REMOVE;
}

static void
accept_one (NetServer *server, int fd, const struct sockaddr_storage *sa)
{
  const NetServiceOptions *options = net_service_get_options (server->service);
  char ip[INET6_ADDRSTRLEN] = "?";
  g_autofree char *key = NULL;
  int one = 1;
  guint n;
  Conn *conn;

  if (sa->ss_family == AF_INET)
    inet_ntop (AF_INET, &((const struct sockaddr_in *) sa)->sin_addr, ip, sizeof ip);
  else if (sa->ss_family == AF_INET6)
    inet_ntop (AF_INET6, &((const struct sockaddr_in6 *) sa)->sin6_addr, ip, sizeof ip);
  key = net_service_address_key (ip);
  n = GPOINTER_TO_UINT (g_hash_table_lookup (server->per_address, key));
  /* Counted from accept(), handshake or not.  A little over the limits,
   * a connection is still taken, so that the service tells it why in
   * words; far over them, it is closed at once. */
  if (server->all.length >= options->max_connections + 64 ||
      n >= options->max_connections_per_address + 8)
    {
      server->shed++;
      close (fd);
      return;
    }
  /* Every message is small and waits for an answer: without this,
   * Nagle's algorithm and delayed acknowledgements hold each one back up
   * to 40 ms. */
  setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  conn = g_new0 (Conn, 1);
  conn->server = server;
  conn->fd = fd;
  conn->watch.dead = TRUE;      /* (not in the loop yet) */
  conn->accepted = conn->last_out = g_get_monotonic_time ();
  conn->state = server->cred != NULL ? CONN_TLS : CONN_HTTP;
  g_strlcpy (conn->key, key, sizeof conn->key);
  g_strlcpy (conn->base.address, ip, sizeof conn->base.address);
  conn->all_link.data = conn->pending_link.data = conn->closing_link.data = conn;
  g_queue_push_tail_link (&server->all, &conn->all_link);
  g_queue_push_tail_link (&server->pending, &conn->pending_link);
  conn->in_pending = TRUE;
  count_address (server, key, +1);
  if (server->cred != NULL && (conn->tls = net_tls_session (server->cred, fd)) == NULL)
    {
      conn_kill (conn);
      return;
    }
  if (!net_loop_add (server->loop, &conn->watch, fd, EPOLLIN, conn_ready, conn))
    {
      conn_kill (conn);
      return;
    }
  arm_deadline (server);
}

static void
accept_ready (gpointer data, guint32 events)
{
  NetServer *server = data;
  int lfd = g_socket_get_fd (server->listener);

  /* A few at a time, so that one wake-up cannot hold the loop. */
  for (guint k = 0; k < 64; k++)
    {
      struct sockaddr_storage sa;
      socklen_t len = sizeof sa;
      int fd = accept4 (lfd, (struct sockaddr *) &sa, &len, SOCK_NONBLOCK | SOCK_CLOEXEC);

      if (fd >= 0)
        {
          accept_one (server, fd, &sa);
          continue;
        }
      if (errno == EAGAIN || errno == EWOULDBLOCK)
        break;
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
        {
          out_of_descriptors (server, g_strerror (errno));
          if (server->reserve_fd < 0)
            {
              /* Nothing to shed with: wait a little rather than spin. */
              net_loop_modify (server->loop, &server->listen_watch, 0);
              if (server->resume_id == 0)
                server->resume_id = g_timeout_add (100, resume_accepting, server);
              return;
            }
          continue;
        }
      /* ECONNABORTED and the like: that one connection is gone; the
       * listener stays. */
    }
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
  if (tls_cert != NULL && (self->cred = net_tls_credentials (tls_cert, tls_key, error)) == NULL)
    return NULL;
  self->loop = net_loop_new (NULL);
  if (self->loop == NULL)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "epoll: %s",
                   g_strerror (errno));
      return NULL;
    }
  sockaddr = g_inet_socket_address_new (inet, port);
  /* A longer queue than GLib's 10: a thousand people coming back after a
   * restart. */
  self->listener = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                                 G_SOCKET_PROTOCOL_TCP, error);
  if (self->listener == NULL)
    return NULL;
  g_socket_set_blocking (self->listener, FALSE);
  g_socket_set_listen_backlog (self->listener, 4096);
  if (!g_socket_bind (self->listener, sockaddr, TRUE, error) ||
      !g_socket_listen (self->listener, error))
    return NULL;
  local = g_socket_get_local_address (self->listener, error);
  if (local == NULL)
    return NULL;
  self->reserve_fd = open ("/dev/null", O_RDONLY | O_CLOEXEC);
  net_loop_add (self->loop, &self->listen_watch, g_socket_get_fd (self->listener), EPOLLIN,
                accept_ready, self);
  self->tick_id = g_timeout_add_seconds (1, tick, self);
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  self->host = g_inet_address_to_string (inet);
  return g_steal_pointer (&self);
}

void
net_server_set_http_handler (NetServer *self, NetHttpHandler handler, gpointer data)
{
  self->http_handler = handler;
  self->http_data = data;
}

guint
net_server_get_port (NetServer *self)
{
  return self->port;
}

guint
net_server_get_n_connections (NetServer *self)
{
  return self->all.length;
}

char *
net_server_get_url (NetServer *self)
{
  gboolean v6 = strchr (self->host, ':') != NULL;

  return g_strdup_printf ("%s://%s%s%s:%u/", self->cred != NULL ? "wss" : "ws", v6 ? "[" : "",
                          self->host, v6 ? "]" : "", self->port);
}

static void
stop_listening (NetServer *self)
{
  g_clear_handle_id (&self->resume_id, g_source_remove);
  if (self->listener != NULL)
    {
      net_loop_remove (self->loop, &self->listen_watch);
      g_socket_close (self->listener, NULL);
      g_clear_object (&self->listener);
    }
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
  for (GList *l = self->all.head; l != NULL; l = l->next)
    conn_close (l->data, NET_WS_CLOSE_GOING_AWAY, "the server is stopping");
  id = g_timeout_add (timeout_ms, shutdown_over, &over);
  while (self->n_peers > 0 && !over)
    g_main_context_iteration (NULL, TRUE);
  if (!over)
    g_source_remove (id);
}

void
net_server_free (NetServer *self)
{
  GList *link;

  if (self == NULL)
    return;
  stop_listening (self);
  while ((link = self->all.head) != NULL)
    conn_kill (link->data);
  g_clear_handle_id (&self->reap_id, g_source_remove);
  reap (self);
  g_clear_handle_id (&self->deadline_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  net_loop_free (self->loop);
  if (self->cred != NULL)
    gnutls_certificate_free_credentials (self->cred);
  if (self->reserve_fd >= 0)
    close (self->reserve_fd);
  g_hash_table_destroy (self->per_address);
  g_free (self->host);
  g_free (self);
}
