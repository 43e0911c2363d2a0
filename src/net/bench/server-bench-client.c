/* server-bench-client.c — one process of --bench's scripted players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A share of the tables, four WebSocket clients each, on one epoll set
 * (net-loop.h) and the frames of net-ws.c: light enough that 10,000
 * connections in one process cost it less than they cost the server, so
 * that the clients are not what is measured.  Plain ws:// only.  Each
 * process connects from an address of its own (127.0.0.2, .3…: the
 * loopback is all of 127/8) so that 40,000 connections do not run out of
 * the ~28,000 ports of one address.
 *
 * It talks to the bench over its standard streams: it prints "ready"
 * once every table of its share plays; "go" starts the measurement,
 * "stop" ends it, and it prints each round trip measured (µs), one a
 * line, then "bytes SENT RECEIVED" (while measuring), then "end".
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <gio/gio.h>
#include <glib-unix.h>

#include "net-loop.h"
#include "net-message.h"
#include "net-ws.h"
#include "server-bench.h"

typedef struct _Worker Worker;

typedef struct {
  Worker *w;
  NetLoopWatch watch;
  int fd;
  gboolean open;                /* the 101 read */
  GString *head;
  NetWsReader reader;
  GByteArray *out;
  guint table, seat;
  gint64 sent;
  EuchreAction choice;
  guint think_id;
  gboolean seated;
} Client;

struct _Worker {
  NetLoop *loop;
  struct sockaddr_in server, source;
  guint n;
  Client *clients;
  char **codes;
  guint8 *table_seated;
  guint opened, started;
  gboolean measuring;
  GArray *rtts;
  guint64 bytes_out, bytes_in;  /* while measuring: for --bench-floor */
  GRand *rand;
  guint think_ms;
};

static G_NORETURN void
worker_fail (Client *c, const char *why)
{
  g_printerr ("euchre-server --bench: table %u seat %u: %s\n", c->table, c->seat, why);
  exit (1);
}

static void
client_flush (Client *c)
{
  gsize done = 0;

  while (done < c->out->len)
    {
      gssize n = send (c->fd, c->out->data + done, c->out->len - done, MSG_NOSIGNAL);

      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        break;
      if (n <= 0)
        worker_fail (c, g_strerror (errno));
      done += n;
      if (c->w->measuring)
        c->w->bytes_out += n;
    }
  g_byte_array_remove_range (c->out, 0, done);
  net_loop_modify (c->w->loop, &c->watch, EPOLLIN | (c->out->len > 0 ? EPOLLOUT : 0));
}

static void
client_send (Client *c, const NetMessage *msg)
{
  g_autofree char *json = net_message_to_json (msg);
  guint32 key = g_rand_int (c->w->rand);

  net_ws_append_frame (c->out, NET_WS_TEXT, json, strlen (json), (const guint8 *) &key);
  if (c->open)
    client_flush (c);
}

static void client_connect (Client *c);

static void
open_table (Worker *w)
{
  Client *c;
  NetMessage msg;

  if (w->opened == w->n)
    return;
  c = &w->clients[4 * w->opened++];
  net_message_init (&msg, NET_MSG_CREATE);
  g_strlcpy (msg.name, "bot 0", sizeof msg.name);
  client_connect (c);
  client_send (c, &msg);
}

static void
join_table (Worker *w, guint t)
{
  for (guint s = 1; s < 4; s++)
    {
      Client *c = &w->clients[4 * t + s];
      NetMessage msg;

      net_message_init (&msg, NET_MSG_JOIN);
      g_strlcpy (msg.code, w->codes[t], sizeof msg.code);
      g_snprintf (msg.name, sizeof msg.name, "bot %u", s);
      msg.seat = s;
      client_connect (c);
      client_send (c, &msg);
    }
}

static void
send_action (Client *c)
{
  NetMessage out;

  net_message_init (&out, NET_MSG_ACT);
  out.action = c->choice;
  c->sent = g_get_monotonic_time ();
  client_send (c, &out);
}

static gboolean
think_over (gpointer data)
{
  Client *c = data;

  c->think_id = 0;
  send_action (c);
  return G_SOURCE_REMOVE;
}

static void
on_message (Client *c, const NetMessage *msg)
{
  Worker *w = c->w;
  NetMessage out;

  if (c->sent != 0)
    {
      if (w->measuring)
        {
          gint64 rtt = g_get_monotonic_time () - c->sent;

          g_array_append_val (w->rtts, rtt);
        }
      c->sent = 0;
    }
  switch (msg->type)
    {
    case NET_MSG_WELCOME:
      if (c->seat == 0)
        {
          w->codes[c->table] = g_strdup (msg->code);
          join_table (w, c->table);
        }
      /* A table is started once its four are seated, and another table
       * opened: a few tables at a time are being seated. */
      if (++w->table_seated[c->table] == 4)
        {
          net_message_init (&out, NET_MSG_START);
          client_send (&w->clients[4 * c->table], &out);
          open_table (w);
        }
      break;
    case NET_MSG_TABLE:
      if (c->seat == 0 && strcmp (msg->text, "playing") == 0 && !c->seated)
        {
          c->seated = TRUE;
          if (++w->started == w->n)
            {
              printf ("ready\n");
              fflush (stdout);
            }
        }
      break;
    case NET_MSG_TURN:
      c->choice = msg->legal.actions[g_rand_int_range (w->rand, 0, msg->legal.n)];
      if (w->think_ms == 0)
        send_action (c);
      else
        c->think_id = g_timeout_add (g_rand_int_range (w->rand, w->think_ms / 2,
                                                       w->think_ms * 3 / 2 + 1),
                                     think_over, c);
      break;
    case NET_MSG_EVENT:
      if (c->seat == 0 && g_str_has_prefix (msg->text, "game-over "))
        {
          net_message_init (&out, NET_MSG_REMATCH);
          client_send (c, &out);
        }
      break;
    case NET_MSG_ERROR:
      worker_fail (c, msg->text);
    default:
      break;
    }
}

static gboolean
on_frame (gpointer data, guint opcode, const guint8 *payload, gsize len)
{
  Client *c = data;
  g_autoptr (GError) error = NULL;
  NetMessage msg;

  if (opcode == NET_WS_CLOSE)
    worker_fail (c, "the server closed the connection");
  if (opcode != NET_WS_TEXT)
    return TRUE;
  if (!net_message_parse ((const char *) payload, len, &msg, &error))
    worker_fail (c, error->message);
  on_message (c, &msg);
  return TRUE;
}

static void
client_ready (gpointer data, guint32 events)
{
  Client *c = data;
  guint8 buf[16384];
  gssize n;

  if (events & EPOLLOUT)
    client_flush (c);
  if (!(events & (EPOLLIN | EPOLLHUP | EPOLLERR)))
    return;
  n = recv (c->fd, buf, sizeof buf, 0);
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return;
  if (n <= 0)
    worker_fail (c, n == 0 ? "the connection closed" : g_strerror (errno));
  if (c->w->measuring)
    c->w->bytes_in += n;
  if (!c->open)
    {
      char *end;
      gsize rest;

      g_string_append_len (c->head, (const char *) buf, n);
      end = strstr (c->head->str, "\r\n\r\n");
      if (end == NULL)
        {
          if (c->head->len > 8192)
            worker_fail (c, "no answer to the handshake");
          return;
        }
      if (!g_str_has_prefix (c->head->str, "HTTP/1.1 101"))
        worker_fail (c, c->head->str);
      c->open = TRUE;
      rest = c->head->len - (end + 4 - c->head->str);
      memcpy (buf, end + 4, rest);
      n = rest;
      g_string_free (g_steal_pointer (&c->head), TRUE);
      client_flush (c);
    }
  for (gsize at = 0; at < (gsize) n;)
    {
      gsize used;

      if (net_ws_reader_feed (&c->reader, buf + at, n - at, &used, on_frame, c) != 0)
        worker_fail (c, "the server broke the WebSocket protocol");
      at += used;
    }
}

static void
client_connect (Client *c)
{
  Worker *w = c->w;
  int one = 1;
  char host[INET_ADDRSTRLEN];
  g_autofree char *request = NULL;

  c->fd = socket (AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (c->fd < 0)
    worker_fail (c, g_strerror (errno));
  setsockopt (c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
#ifdef IP_BIND_ADDRESS_NO_PORT
  setsockopt (c->fd, IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
#endif
  if (bind (c->fd, (struct sockaddr *) &w->source, sizeof w->source) != 0)
    worker_fail (c, g_strerror (errno));
  if (connect (c->fd, (struct sockaddr *) &w->server, sizeof w->server) != 0 &&
      errno != EINPROGRESS)
    worker_fail (c, g_strerror (errno));
  c->head = g_string_new (NULL);
  c->out = g_byte_array_new ();
  net_ws_reader_init (&c->reader, FALSE, 64 * 1024);
  inet_ntop (AF_INET, &w->server.sin_addr, host, sizeof host);
  request = g_strdup_printf ("GET / HTTP/1.1\r\nHost: %s:%u\r\nUpgrade: websocket\r\n"
                             "Connection: Upgrade\r\nSec-WebSocket-Key: "
                             "dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
                             host, ntohs (w->server.sin_port));
  g_byte_array_append (c->out, (const guint8 *) request, strlen (request));
  net_loop_add (w->loop, &c->watch, c->fd, EPOLLIN | EPOLLOUT, client_ready, c);
}

static gboolean
on_command (gint fd, GIOCondition condition, gpointer data)
{
  Worker *w = data;
  char buf[256];
  gssize n = read (fd, buf, sizeof buf - 1);

  if (n <= 0)
    exit (0);
  buf[n] = '\0';
  if (strstr (buf, "go") != NULL)
    w->measuring = TRUE;
  if (strstr (buf, "stop") != NULL)
    {
      w->measuring = FALSE;
      for (guint i = 0; i < w->rtts->len; i++)
        printf ("%" G_GINT64_FORMAT "\n", g_array_index (w->rtts, gint64, i));
      printf ("bytes %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "\n", w->bytes_out, w->bytes_in);
      printf ("end\n");
      fflush (stdout);
      exit (0);
    }
  return G_SOURCE_CONTINUE;
}

int
server_bench_worker (const char *spec)
{
  g_auto (GStrv) parts = g_strsplit (spec, ",", -1);
  Worker w = { 0 };
  guint64 port, n, think, seed;

  /* SERVER-IP,PORT,SOURCE-IP,TABLES,THINK-MS,SEED */
  if (g_strv_length (parts) != 6 || inet_pton (AF_INET, parts[0], &w.server.sin_addr) != 1 ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, 65535, &port, NULL) ||
      inet_pton (AF_INET, parts[2], &w.source.sin_addr) != 1 ||
      !g_ascii_string_to_unsigned (parts[3], 10, 1, 100000, &n, NULL) ||
      !g_ascii_string_to_unsigned (parts[4], 10, 0, 600000, &think, NULL) ||
      !g_ascii_string_to_unsigned (parts[5], 10, 0, G_MAXUINT32, &seed, NULL))
    {
      g_printerr ("euchre-server: --bench-worker: “%s” is not what the bench gives\n", spec);
      return 2;
    }
  w.server.sin_family = w.source.sin_family = AF_INET;
  w.server.sin_port = htons (port);
  w.n = n;
  w.think_ms = think;
  w.loop = net_loop_new (NULL);
  w.clients = g_new0 (Client, 4 * n);
  w.codes = g_new0 (char *, n);
  w.table_seated = g_new0 (guint8, n);
  w.rtts = g_array_new (FALSE, FALSE, sizeof (gint64));
  w.rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < 4 * n; i++)
    {
      w.clients[i].w = &w;
      w.clients[i].table = i / 4;
      w.clients[i].seat = i % 4;
      w.clients[i].fd = -1;
    }
  g_unix_fd_add (0, G_IO_IN | G_IO_HUP, on_command, &w);
  for (guint t = 0; t < MIN (n, 64); t++)
    open_table (&w);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
