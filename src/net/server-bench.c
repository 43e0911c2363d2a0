/* server-bench.c — euchre-server --bench: tables of scripted clients on the loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each size N: a server of its own (this program, in a child
 * process, so that its memory is its own), then N tables of four
 * clients in this process, each client taking a random legal action the
 * moment it is asked (or after --bench-think milliseconds, give or take
 * half); a finished game is followed by a rematch.  Once
 * every table plays, it measures for a while: actions a second, the round
 * trip (an action sent to its event back) at the 50th and 99th
 * percentiles, the server's memory per table (its resident set less the
 * one it started with) and the share of one core the server used.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "net-soup.h"
#include "server-bench.h"

typedef struct _Bench Bench;

/* The server of the size being measured: stopped on any way out. */
static GSubprocess *bench_child;

static G_NORETURN void
bench_fail (void)
{
  if (bench_child != NULL)
    g_subprocess_force_exit (bench_child);
  exit (1);
}

typedef struct {
  Bench *bench;
  guint table, seat;
  NetClient *client;
  gint64 sent;                  /* when the last action went, 0 when answered */
  EuchreAction choice;
  guint think_id;
  gboolean seated;
} BenchClient;

struct _Bench {
  guint n;
  BenchClient *clients;         /* 4 per table */
  char **codes;
  char *url;
  guint opened, started;
  guint8 *table_seated;
  gboolean measuring;
  GArray *rtts;                 /* gint64 µs */
  guint64 actions;
  GRand *rand;
  guint think_ms;               /* a scripted player's "thinking" before each action */
};

static void bench_on_message (NetClient *client, const NetMessage *msg, gpointer data);

static void
open_table (Bench *b)
{
  BenchClient *c;
  NetMessage msg;

  if (b->opened == b->n)
    return;
  c = &b->clients[4 * b->opened++];
  net_message_init (&msg, NET_MSG_CREATE);
  g_strlcpy (msg.name, "bot 0", sizeof msg.name);
  c->client = net_client_new (b->url, bench_on_message, c);
  net_client_send (c->client, &msg);
}

static void
join_table (Bench *b, guint t)
{
  for (guint s = 1; s < 4; s++)
    {
      BenchClient *c = &b->clients[4 * t + s];
      NetMessage msg;

      net_message_init (&msg, NET_MSG_JOIN);
      g_strlcpy (msg.code, b->codes[t], sizeof msg.code);
      g_snprintf (msg.name, sizeof msg.name, "bot %u", s);
      msg.seat = s;
      c->client = net_client_new (b->url, bench_on_message, c);
      net_client_send (c->client, &msg);
    }
}

static void
send_action (BenchClient *c)
{
  NetMessage out;

  net_message_init (&out, NET_MSG_ACT);
  out.action = c->choice;
  c->sent = g_get_monotonic_time ();
  net_client_send (c->client, &out);
}

static gboolean
think_over (gpointer data)
{
  BenchClient *c = data;

  c->think_id = 0;
  send_action (c);
  return G_SOURCE_REMOVE;
}

static void
bench_on_message (NetClient *client, const NetMessage *msg, gpointer data)
{
  BenchClient *c = data;
  Bench *b = c->bench;
  NetMessage out;

  if (msg == NULL)
    {
      const char *why = net_client_get_error (client);

      g_printerr ("euchre-server --bench: table %u seat %u: the connection closed%s%s\n",
                  c->table, c->seat, why ? ": " : "", why ? why : "");
      bench_fail ();
    }
  if (c->sent != 0)
    {
      if (b->measuring)
        {
          gint64 rtt = g_get_monotonic_time () - c->sent;

          g_array_append_val (b->rtts, rtt);
          b->actions++;
        }
      c->sent = 0;
    }
  switch (msg->type)
    {
    case NET_MSG_WELCOME:
      if (c->seat == 0)
        {
          b->codes[c->table] = g_strdup (msg->code);
          join_table (b, c->table);
        }
      /* A table is started once its four are seated, and another table
       * opened: a few tables at a time are being seated. */
      if (++b->table_seated[c->table] == 4)
        {
          net_message_init (&out, NET_MSG_START);
          net_client_send (b->clients[4 * c->table].client, &out);
          open_table (b);
        }
      break;
    case NET_MSG_TABLE:
      if (c->seat == 0 && strcmp (msg->text, "playing") == 0 && !c->seated)
        {
          c->seated = TRUE;
          b->started++;
        }
      break;
    case NET_MSG_TURN:
      c->choice = msg->legal.actions[g_rand_int_range (b->rand, 0, msg->legal.n)];
      if (b->think_ms == 0)
        send_action (c);
      else
        c->think_id = g_timeout_add (g_rand_int_range (b->rand, b->think_ms / 2,
                                                       b->think_ms * 3 / 2 + 1),
                                     think_over, c);
      break;
    case NET_MSG_EVENT:
      if (c->seat == 0 && g_str_has_prefix (msg->text, "game-over "))
        {
          net_message_init (&out, NET_MSG_REMATCH);
          net_client_send (client, &out);
        }
      break;
    case NET_MSG_ERROR:
      g_printerr ("euchre-server --bench: table %u seat %u: %s\n", c->table, c->seat, msg->text);
      bench_fail ();
    default:
      break;
    }
}

/* Resident memory of @pid in KiB; its CPU time in seconds. */
static guint64
rss_kib (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid), *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (line = strstr (text, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoull (line + 6, NULL, 10);
}

static gdouble
cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid), *text = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    return 0;
  fields = g_strsplit (after + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    return 0;
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) /
         sysconf (_SC_CLK_TCK);
}

static gboolean
timeout_quit (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_until (gboolean (*done) (Bench *), Bench *b, guint seconds, const char *what)
{
  gboolean late = FALSE;
  guint id = g_timeout_add_seconds (seconds, timeout_quit, &late);

  while (!done (b) && !late)
    g_main_context_iteration (NULL, TRUE);
  if (late)
    {
      g_printerr ("euchre-server --bench: %s took longer than %u s\n", what, seconds);
      bench_fail ();
    }
  g_source_remove (id);
}

static gboolean
all_started (Bench *b)
{
  return b->started == b->n;
}

static int
compare_i64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static gboolean
bench_one (const char *self_path, guint n, guint seconds, guint think_ms)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-bench-XXXXXX", NULL);
  g_autofree char *line = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) child = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  Bench b = { 0 };
  guint64 rss0, rss1;
  gdouble cpu0, cpu1, mine0, p50, p99;
  gint64 t0, t1;
  GPid pid;
  gboolean late = FALSE;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, self_path, "--port", "0",
                            "--data-dir", dir, "--max-tables", "100000",
                            "--max-tables-per-address", "100000",
                            /* (--max-connections: by default all the open files allow) */
                            "--max-connections-per-address", "100000", "--rate", "10000",
                            "--burst", "10000", "--grace", "600", NULL);
  if (child == NULL)
    {
      g_printerr ("euchre-server --bench: %s\n", error->message);
      return FALSE;
    }
  bench_child = child;
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  if (line == NULL || !g_str_has_prefix (line, "euchre-server: listening on "))
    {
      g_printerr ("euchre-server --bench: the server did not start\n");
      g_subprocess_force_exit (child);
      bench_child = NULL;
      return FALSE;
    }
  pid = atoi (g_subprocess_get_identifier (child));
  rss0 = rss_kib (pid);

  b.n = n;
  b.think_ms = think_ms;
  b.url = g_strdup (line + strlen ("euchre-server: listening on "));
  b.clients = g_new0 (BenchClient, 4 * n);
  b.codes = g_new0 (char *, n);
  b.rtts = g_array_new (FALSE, FALSE, sizeof (gint64));
  b.rand = g_rand_new_with_seed (n);
  for (guint i = 0; i < 4 * n; i++)
    {
      b.clients[i].bench = &b;
      b.clients[i].table = i / 4;
      b.clients[i].seat = i % 4;
    }
  b.table_seated = g_new0 (guint8, n);
  for (guint t = 0; t < MIN (n, 64); t++)
    open_table (&b);
  run_until (all_started, &b, 1200, "seating every table");

  /* A second to settle, then the measurement. */
  g_timeout_add_seconds (1, timeout_quit, &late);
  while (!late)
    g_main_context_iteration (NULL, TRUE);
  b.measuring = TRUE;
  cpu0 = cpu_seconds (pid);
  mine0 = cpu_seconds (getpid ());
  t0 = g_get_monotonic_time ();
  late = FALSE;
  g_timeout_add_seconds (seconds, timeout_quit, &late);
  while (!late)
    g_main_context_iteration (NULL, TRUE);
  t1 = g_get_monotonic_time ();
  cpu1 = cpu_seconds (pid);
  rss1 = rss_kib (pid);
  b.measuring = FALSE;

  g_array_sort (b.rtts, compare_i64);
  p50 = b.rtts->len ? g_array_index (b.rtts, gint64, b.rtts->len / 2) / 1000.0 : 0;
  p99 = b.rtts->len ? g_array_index (b.rtts, gint64, b.rtts->len * 99 / 100) / 1000.0 : 0;
  printf ("%6u %7u %11.0f %9.2f %9.2f %10.1f %9.1f %9.0f%% %10.3f %9.0f%%\n", n, 4 * n,
          b.actions / ((t1 - t0) / 1e6), p50, p99, rss1 / 1024.0,
          rss1 > rss0 ? (gdouble) (rss1 - rss0) / n : 0.0,
          100.0 * (cpu1 - cpu0) / ((t1 - t0) / 1e6),
          b.actions ? 1000.0 * (cpu1 - cpu0) / b.actions : 0.0,
          100.0 * (cpu_seconds (getpid ()) - mine0) / ((t1 - t0) / 1e6));
  fflush (stdout);

  for (guint i = 0; i < 4 * n; i++)
    {
      g_clear_handle_id (&b.clients[i].think_id, g_source_remove);
      g_clear_pointer (&b.clients[i].client, net_client_free);
    }
  g_subprocess_send_signal (child, SIGTERM);
  g_subprocess_wait (child, NULL, NULL);
  bench_child = NULL;
  for (guint t = 0; t < n; t++)
    g_free (b.codes[t]);
  g_free (b.codes);
  g_free (b.table_seated);
  g_free (b.clients);
  g_free (b.url);
  g_array_unref (b.rtts);
  g_rand_free (b.rand);
  {
    g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", dir);

    if (system (rm) != 0)
      g_printerr ("euchre-server --bench: could not remove %s\n", dir);
  }
  return TRUE;
}

int
server_bench_run (const char *argv0, const char *sizes, guint seconds, guint think_ms)
{
  g_auto (GStrv) words = g_strsplit (sizes, ",", -1);
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);

  if (self_path == NULL)
    self_path = g_strdup (argv0);
  /* A starved machine may take its time to answer a thousand handshakes:
   * the seating has its own limit. */
  net_client_set_io_timeout (0);
  printf ("%6s %7s %11s %9s %9s %10s %9s %10s %10s %10s\n", "tables", "clients", "actions/s",
          "p50 ms", "p99 ms", "server MiB", "KiB/table", "server CPU", "CPU ms/act",
          "client CPU");
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (words[i], 10, 1, 100000, &n, NULL))
        {
          g_printerr ("euchre-server --bench: “%s” is not a number of tables (1 to 100000)\n",
                      words[i]);
          return 2;
        }
      if (!bench_one (self_path, n, seconds, think_ms))
        return 1;
    }
  return 0;
}
