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

#include "net-page.h"
#include "net-server-private.h"
#include "net-tls.h"

static void arm_deadline (NetServer *server);

/* ---- the connections' places ---------------------------------------------- */

void
net_server_count_address (NetServer *server, const char *key, gint delta)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (server->per_address, key));

  if (delta < 0 && n <= 1)
    g_hash_table_remove (server->per_address, key);
  else
    g_hash_table_insert (server->per_address, g_strdup (key), GUINT_TO_POINTER (n + delta));
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
    net_conn_kill (link->data);
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
    net_conn_kill (link->data);
  /* Keep-alive: a ping to each WebSocket quiet for 30 s, a thirtieth of
   * the connections visited each second (the cost stays flat). */
  while (visits-- > 0 && (link = g_queue_pop_head_link (&server->all)) != NULL)
    {
      Conn *conn = link->data;

      g_queue_push_tail_link (&server->all, link);
      if (conn->state == CONN_WS && now - conn->last_out >= PING_EVERY_US)
        net_conn_send_frame (conn, NET_WS_PING, NULL, 0);
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

static gboolean
is_trusted_proxy (NetServer *server, const char *ip)
{
  g_autoptr (GInetAddress) inet = NULL;

  if (server->proxies == NULL || server->proxies->len == 0)
    return FALSE;
  /* (An IPv4 client of an IPv6 socket: its IPv4 address.) */
  if (g_str_has_prefix (ip, "::ffff:") && strchr (ip + 7, '.') != NULL)
    ip += 7;
  inet = g_inet_address_new_from_string (ip);
  for (guint i = 0; inet != NULL && i < server->proxies->len; i++)
    if (g_inet_address_mask_matches (server->proxies->pdata[i], inet))
      return TRUE;
  return FALSE;
}

gboolean
net_server_set_trusted_proxies (NetServer *self, const char * const *proxies, GError **error)
{
  g_autoptr (GPtrArray) masks = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; proxies != NULL && proxies[i] != NULL; i++)
    {
      GInetAddressMask *mask = g_inet_address_mask_new_from_string (proxies[i], NULL);

      if (mask == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       "--trusted-proxy “%s” is not an IP address or ADDRESS/BITS", proxies[i]);
          return FALSE;
        }
      g_ptr_array_add (masks, mask);
    }
  g_clear_pointer (&self->proxies, g_ptr_array_unref);
  self->proxies = g_steal_pointer (&masks);
  return TRUE;
}

/* Far over the limits: answered in words at once, without a place in
 * the loop, then closed.  Plain HTTP, so a browser or a WebSocket client
 * reads why (a TLS listener cannot speak before its handshake: closed). */
static void
refuse_at_accept (NetServer *server, int fd, const char *why)
{
  server->shed++;
  if (server->cred == NULL)
    {
      g_autofree char *answer = g_strdup_printf (
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
        "Content-Length: %" G_GSIZE_FORMAT "\r\nRetry-After: 10\r\nConnection: close\r\n\r\n"
        "%s\n", strlen (why) + 1, why);
      char sink[1024];

      /* A few hundred bytes into an empty socket buffer: never blocks.
       * What the client sent already is read first, so that the close
       * is a FIN, not a reset that could beat the words. */
      while (recv (fd, sink, sizeof sink, MSG_DONTWAIT) > 0)
        ;
      if (send (fd, answer, strlen (answer), MSG_DONTWAIT | MSG_NOSIGNAL) > 0)
        shutdown (fd, SHUT_WR);
    }
  close (fd);
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
   * words; far over them (NET_SERVER_OVER_CAP), it is answered 503 in
   * words and closed at once, so that no flood, from any number of
   * addresses, takes the descriptors kept for the tables' files.  A trusted proxy speaks
   * for many: the service counts each of its connections as the address
   * it names. */
  if (server->all.length >= options->max_connections + NET_SERVER_OVER_CAP)
    {
      refuse_at_accept (server, fd, "the server has as many connections as it can hold: try "
                        "again later");
      return;
    }
  if (n >= options->max_connections_per_address + 8 && !is_trusted_proxy (server, ip))
    {
      refuse_at_accept (server, fd, "too many connections from your address");
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
  conn->via_proxy = is_trusted_proxy (server, ip);
  conn->all_link.data = conn->pending_link.data = conn->closing_link.data = conn;
  g_queue_push_tail_link (&server->all, &conn->all_link);
  g_queue_push_tail_link (&server->pending, &conn->pending_link);
  conn->in_pending = TRUE;
  net_server_count_address (server, key, +1);
  if (server->cred != NULL && (conn->tls = net_tls_session (server->cred, fd)) == NULL)
    {
      net_conn_kill (conn);
      return;
    }
  if (!net_loop_add (server->loop, &conn->watch, fd, EPOLLIN, net_conn_ready, conn))
    {
      net_conn_kill (conn);
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
  /* The browser's seat at /t/CODE (net-page.c): on euchre-server and on
   * the window's own host alike. */
  self->http_handler = net_page_handler;
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
  net_loop_set_after (self->loop, net_conn_send_queued, self);
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
    net_conn_close (l->data, NET_WS_CLOSE_GOING_AWAY, "the server is stopping");
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
    net_conn_kill (link->data);
  g_clear_handle_id (&self->reap_id, g_source_remove);
  net_conn_reap (self);
  g_clear_handle_id (&self->deadline_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  net_loop_free (self->loop);
  if (self->cred != NULL)
    gnutls_certificate_free_credentials (self->cred);
  if (self->reserve_fd >= 0)
    close (self->reserve_fd);
  g_hash_table_destroy (self->per_address);
  g_clear_pointer (&self->proxies, g_ptr_array_unref);
  g_free (self->host);
  g_free (self);
}
