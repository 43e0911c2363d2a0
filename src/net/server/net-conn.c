/* net-conn.c — one connection's life: TLS, the request head, frames in
 * and out, the close
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each connection goes: (TLS handshake) → HTTP request head (net-http.c)
 * → WebSocket, the service's peer (frames: net-ws.c) → (closing) →
 * gone.  Every socket is non-blocking and every buffer bounded: nothing a
 * connection sends can make the server wait.  A connection that ends is
 * freed at the next reap, outside whatever ended it.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/socket.h>

#include "net-server-private.h"

/* What a connection's output buffer holds without growing: an action's
 * frames for one seat. */
#define CONN_OUT_SIZE 256

static void conn_flush (Conn *conn);

/* ---- the end of a connection ------------------------------------------------- */

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

/* Out of the frames to send at the end of the batch (it is gone). */
static void
conn_unqueue_unsent (Conn *conn)
{
  if (conn->in_unsent)
    g_queue_unlink (&conn->server->unsent, &conn->unsent_link);
  conn->in_unsent = FALSE;
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
  conn_unqueue_unsent (conn);
  net_server_count_address (server, conn->key, -1);
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

gboolean
net_conn_reap (gpointer data)
{
  NetServer *server = data;
  GList *link;

  server->reap_id = 0;
  while ((link = g_queue_pop_head_link (&server->doomed)) != NULL)
    conn_free (link->data);
  return G_SOURCE_REMOVE;
}

/* The connection ends now: no more reading or writing.  It is freed (and
 * the service told) at the next net_conn_reap, outside whatever called this: the
 * service may be sending to it, the loop may hold its next event. */
void
net_conn_kill (Conn *conn)
{
  NetServer *server = conn->server;

  if (conn->state == CONN_DEAD)
    return;
  conn->state = CONN_DEAD;
  net_loop_remove (server->loop, &conn->watch);
  conn_unqueue (conn);
  conn_unqueue_unsent (conn);
  if (conn->fd >= 0)
    shutdown (conn->fd, SHUT_RDWR);
  /* all_link is reused: the connection leaves the list of the living. */
  g_queue_unlink (&server->all, &conn->all_link);
  g_queue_push_tail_link (&server->doomed, &conn->all_link);
  if (server->reap_id == 0)
    server->reap_id = g_idle_add (net_conn_reap, server);
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
              net_conn_kill (conn);
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
              net_conn_kill (conn);
              return;
            }
        }
      conn->out_pos += n;
    }
  if (conn->state == CONN_DEAD)
    return;
  if (conn->out != NULL)
    {
      /* All sent: a buffer that grew past its first size (a batch with a
       * deal's frames) is given back, the small one kept: four a table,
       * kept at their largest, were 2 KiB of each table's memory. */
      if (conn->out->len > CONN_OUT_SIZE)
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
    conn->out = g_byte_array_sized_new (CONN_OUT_SIZE);
  return conn->out;
}

/* After what is queued: too much waiting (a client that reads nothing)
 * ends the connection.  Inside a batch of ready sockets the frames wait
 * for its end (net_conn_send_queued()): an action tells a seat its events
 * and its turn, a deal its commitment, cards and turn — one send() for
 * them all instead of one each, which was the largest share of the
 * server's CPU (issue 41).  Nothing waits longer than the batch, and a
 * connection with more than NET_SERVER_SEND_AT waiting is sent to at once. */
static void
conn_queued (Conn *conn)
{
  NetServer *server = conn->server;

  conn->last_out = g_get_monotonic_time ();
  if (conn->out->len - conn->out_pos > NET_SERVER_MAX_OUTPUT)
    {
      net_conn_kill (conn);
      return;
    }
  if (conn->want_out)
    return;                     /* the socket is full: EPOLLOUT sends it */
  if (net_loop_dispatching (server->loop) &&
      conn->out->len - conn->out_pos <= NET_SERVER_SEND_AT)
    {
      if (!conn->in_unsent)
        {
          conn->unsent_link.data = conn;
          g_queue_push_tail_link (&server->unsent, &conn->unsent_link);
          conn->in_unsent = TRUE;
        }
      return;
    }
  conn_unqueue_unsent (conn);
  conn_flush (conn);
}

/* The end of a batch: every connection's frames of it, one send() each. */
void
net_conn_send_queued (gpointer data)
{
  NetServer *server = data;
  GList *link;

  while ((link = g_queue_pop_head_link (&server->unsent)) != NULL)
    {
      Conn *conn = link->data;

      conn->in_unsent = FALSE;
      if (!conn->want_out)
        conn_flush (conn);
    }
}

void
net_conn_send_frame (Conn *conn, guint opcode, const void *data, gsize len)
{
  if (conn->state != CONN_WS && !(conn->state == CONN_CLOSING && opcode == NET_WS_CLOSE))
    return;
  net_ws_append_frame (conn_output (conn), opcode, data, len, NULL);
  conn_queued (conn);
}

/* Our close frame: then the other's is awaited (CLOSING_US at most). */
void
net_conn_close (Conn *conn, guint code, const char *reason)
{
  NetServer *server = conn->server;
  guint8 payload[125];
  gsize len;

  if (conn->state != CONN_WS)
    return;
  len = net_ws_close_payload (payload, code, reason);
  conn->state = CONN_CLOSING;
  net_conn_send_frame (conn, NET_WS_CLOSE, payload, len);
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
  net_conn_send_frame ((Conn *) peer, NET_WS_TEXT, frame, len);
}

static void
peer_close (NetPeer *peer, const char *reason)
{
  /* 1008 for every reason (the words say which): 1013, "try again later",
   * would fit a full server, but libsoup's clients take it for a
   * protocol error. */
  net_conn_close ((Conn *) peer, NET_WS_CLOSE_POLICY, reason);
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
      net_conn_send_frame (conn, NET_WS_PONG, payload, len);
      break;
    case NET_WS_CLOSE:
      if (conn->state == CONN_WS)
        {
          /* Theirs first: ours answers it with its code, or with 1002
           * (1007) when it holds no valid code (reason), then the end. */
          guint code = net_ws_close_reply (payload, len);
          guint8 reply[125];
          gsize n = net_ws_close_payload (reply, code,
                                          code == NET_WS_CLOSE_PROTOCOL && len >= 2
                                            ? "that is no close code"
                                          : code == NET_WS_CLOSE_BAD_DATA && len >= 2
                                            ? "a close reason that is not UTF-8" : NULL);

          conn->state = CONN_CLOSING;
          net_conn_send_frame (conn, NET_WS_CLOSE, reply, n);
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
            net_conn_close (conn, code, code == NET_WS_CLOSE_TOO_BIG ? "the message is too long"
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
  /* Behind a proxy the operator trusts: the player's own address, for
   * the limits per address (without one, the proxy's stays). */
  if (conn->via_proxy)
    {
      char real[64];

      if (net_http_forwarded_for (conn->head->str, used, real, sizeof real))
        g_strlcpy (conn->base.address, real, sizeof conn->base.address);
    }
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
          net_conn_kill (conn);
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
          net_conn_kill (conn);
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

void
net_conn_ready (gpointer data, guint32 events)
{
  Conn *conn = data;

  if ((events & EPOLLOUT) && conn->state != CONN_TLS)
    conn_flush (conn);
  if (events & (EPOLLIN | EPOLLHUP | EPOLLERR) || conn->state == CONN_TLS)
    conn_input (conn);
}

