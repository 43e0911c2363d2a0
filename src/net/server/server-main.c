/* server-main.c — euchre-server: the online tables, headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   euchre-server [--address 127.0.0.1] [--port 8765] [--data-dir DIR]
 *                 [--tls-cert FILE --tls-key FILE] [--grace SECONDS]
 *                 [--idle-seconds SECONDS] [limits…]
 *                 [--redis HOST:PORT --backend-id N] [--trusted-proxy ADDRESS…]
 *                 [--drain-seconds SECONDS]
 *   euchre-server --bench 10,100,1000 [--bench-seconds 10] [--bench-think MS] [--bench-floor]
 *
 * Prints "euchre-server: listening on ws://ADDRESS:PORT/" once it listens
 * (with --port 0, the port it was given), then serves until SIGINT or
 * SIGTERM; with --drain-seconds, SIGTERM drains it first (no new table,
 * the games being played go on to their end, that long at most).
 * SIGHUP takes the tables copied into its data folder since.
 * docs/ONLINE.md has the messages and how to run it on a host;
 * docs/DEPLOY.md several behind HAProxy.
 */
#define G_LOG_DOMAIN "euchre-net"
/* getrlimit() with -std=c11. */
#define _GNU_SOURCE

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <glib-unix.h>

#include "net-soup.h"
#include "net-page.h"
#include "server-bench.h"
#if HAVE_HIREDIS
#include "net-directory.h"
#endif

typedef struct {
  GMainLoop *loop;
  NetService *service;
  gpointer directory;           /* NetDirectory, or NULL */
  gdouble drain_seconds;
  gint64 drain_until;           /* monotonic µs; 0: not draining */
  guint drain_id;
} Server;

static gboolean
on_interrupt (gpointer data)
{
  Server *server = data;

  g_main_loop_quit (server->loop);
  return G_SOURCE_CONTINUE;
}

static gboolean
drain_check (gpointer data)
{
  Server *server = data;
  guint left = net_service_games_in_progress (server->service);

  if (left == 0 || g_get_monotonic_time () >= server->drain_until)
    {
      if (left > 0)
        g_printerr ("euchre-server: drained for %g s, %u game%s still played: stopping; "
                    "they are on disk and resume at the next start\n", server->drain_seconds,
                    left, left == 1 ? "" : "s");
      else
        g_printerr ("euchre-server: drained: no game is being played; stopping\n");
      server->drain_id = 0;
      g_main_loop_quit (server->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* SIGTERM, with --drain-seconds: no new table (and HAProxy's health
 * check, GET /health, sees 503), the games being played go on to their
 * end, then the end.  A second SIGTERM stops at once. */
static gboolean
on_terminate (gpointer data)
{
  Server *server = data;
  guint left;

  if (server->drain_until != 0 || server->drain_seconds <= 0)
    {
      g_main_loop_quit (server->loop);
      return G_SOURCE_CONTINUE;
    }
  server->drain_until = g_get_monotonic_time () + (gint64) (server->drain_seconds * G_USEC_PER_SEC);
  net_service_drain (server->service);
#if HAVE_HIREDIS
  if (server->directory != NULL)
    net_directory_set_state (server->directory, "draining");
#endif
  left = net_service_games_in_progress (server->service);
  g_printerr ("euchre-server: draining: no new table; %u game%s being played may end (%g s at "
              "most; SIGTERM again stops at once)\n", left, left == 1 ? "" : "s",
              server->drain_seconds);
  if (drain_check (server) == G_SOURCE_CONTINUE)
    server->drain_id = g_timeout_add (200, drain_check, server);
  return G_SOURCE_CONTINUE;
}

/* SIGHUP (systemctl reload): the tables copied into the data folder
 * since, taken as at a start (a drained backend's, moved here). */
static gboolean
on_hangup (gpointer data)
{
  Server *server = data;
  guint n = net_service_adopt (server->service);

  g_printerr ("euchre-server: SIGHUP: %u table%s taken from the data folder\n", n,
              n == 1 ? "" : "s");
  return G_SOURCE_CONTINUE;
}

/* GET /health, for HAProxy's check of the backend that takes new
 * tables: 200 while it takes them, 503 once it drains; the browser's
 * seat (/t/CODE, net-page.c) as on every server. */
static gboolean
health_page (const NetHttpRequest *request, guint *status, const char **content_type,
             GString *body, gpointer data)
{
  Server *server = data;

  if (strcmp (request->path, "/health") != 0)
    return net_page_handler (request, status, content_type, body, NULL);
  *status = server->drain_until != 0 ? 503 : 200;
  g_string_append (body, server->drain_until != 0 ? "draining\n" : "ok\n");
  return TRUE;
}

#if HAVE_HIREDIS
static void
table_listed (const char *code, const char *creator, gboolean present, gboolean created,
              gint64 active, gpointer data)
{
  net_directory_table (data, code, creator, present, created, active);
}

static void
admit (NetServiceTicket *ticket, const char *key, const char *code, guint limit, gpointer data)
{
  net_directory_admit (data, ticket, key, code, limit);
}
#endif

/* Every connection holds a file descriptor.  The soft limit of open files
 * is raised to the hard one at start (systemd's LimitNOFILE=, or ulimit
 * -Hn), and the server takes at most KEPT_FOR_FILES fewer connections
 * than that (the data folder's files, the listening socket, GLib): a
 * flood of connections never takes a descriptor a table needs. */
static rlim_t
raise_open_files (void)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0)
    return 1024;
  if (limit.rlim_cur != limit.rlim_max)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
      getrlimit (RLIMIT_NOFILE, &limit);
    }
  return limit.rlim_cur == RLIM_INFINITY ? G_MAXINT : limit.rlim_cur;
}

/* The descriptors no connection may take (issue 53): 64 for the tables'
 * files, 32 for the process's own (the loop, the listener, threads,
 * Redis), and the few the server takes over --max-connections to tell a
 * connection in words that it is one too many (NET_SERVER_OVER_CAP). */
#define KEPT_FOR_FILES (64 + 32 + NET_SERVER_OVER_CAP)

static gint
max_connections_for (rlim_t open_files)
{
  if (open_files > (rlim_t) G_MAXINT)
    return G_MAXINT - KEPT_FOR_FILES;
  return open_files > KEPT_FOR_FILES + 16 ? (gint) open_files - KEPT_FOR_FILES : 16;
}

int
main (int argc, char **argv)
{
  g_autofree char *address = NULL, *data_dir = NULL, *redis = NULL;
  g_auto (GStrv) proxies = NULL;
  g_autoptr (GPtrArray) proxy_list = g_ptr_array_new_with_free_func (g_free);
  gint backend_id = 0;
  gdouble drain = 0;
  Server run = { 0 };
  g_autofree char *tls_cert = NULL, *tls_key = NULL, *bench = NULL, *bench_worker = NULL;
  g_autofree char *bench_floor_run = NULL;
  gboolean bench_floor = FALSE;
  gint port = 8765, max_rooms = 10000, rooms_per = 20, conns_per = 64, bench_seconds = 10;
  rlim_t open_files = raise_open_files ();
  gint bench_think = 0, max_conns = max_connections_for (open_files);
  g_autofree char *max_conns_help = g_strdup_printf (
    "Connections at once, every address together (default and most here %d: 104 fewer than "
    "the limit of open files, ulimit -Hn)", max_conns);
  gdouble grace = 60, idle = 60, rate = 20, burst = 40;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (NetServer) server = NULL;
  g_autoptr (GMainLoop) loop = NULL;
  g_autofree char *url = NULL;
  NetServiceOptions options;
  const GOptionEntry entries[] = {
    { "address", 'a', 0, G_OPTION_ARG_STRING, &address,
      "The IP address to listen on (default 127.0.0.1: this computer only; 0.0.0.0 or :: for "
      "every network)", "ADDRESS" },
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, "The port (default 8765; 0: any free port)",
      "PORT" },
    { "data-dir", 'd', 0, G_OPTION_ARG_FILENAME, &data_dir,
      "Where each table's record is kept, so a restarted server brings it back (default "
      "$XDG_DATA_HOME/euchre-server)", "DIR" },
    { "tls-cert", 0, 0, G_OPTION_ARG_FILENAME, &tls_cert,
      "A PEM certificate: serve wss:// (needs --tls-key)", "FILE" },
    { "tls-key", 0, 0, G_OPTION_ARG_FILENAME, &tls_key, "The certificate's PEM private key",
      "FILE" },
    { "grace", 'g', 0, G_OPTION_ARG_DOUBLE, &grace,
      "Seconds a player may be gone before the computer plays the seat (default 60)", "SECONDS" },
    { "max-tables", 0, 0, G_OPTION_ARG_INT, &max_rooms, "Tables at most (default 10000)", "N" },
    { "max-tables-per-address", 0, 0, G_OPTION_ARG_INT, &rooms_per,
      "Tables one address may create (default 20; IPv6: per /64 network)", "N" },
    { "max-connections", 0, 0, G_OPTION_ARG_INT, &max_conns, max_conns_help, "N" },
    { "max-connections-per-address", 0, 0, G_OPTION_ARG_INT, &conns_per,
      "Connections from one address at once (default 64; IPv6: per /64 network)", "N" },
    { "idle-seconds", 0, 0, G_OPTION_ARG_DOUBLE, &idle,
      "Seconds a connection may stay without taking a seat before it is closed (default 60)",
      "SECONDS" },
    { "rate", 0, 0, G_OPTION_ARG_DOUBLE, &rate,
      "Messages a second a connection may send (default 20)", "N" },
    { "burst", 0, 0, G_OPTION_ARG_DOUBLE, &burst,
      "… in bursts of at most (default 40)", "N" },
    { "redis", 0, 0, G_OPTION_ARG_STRING, &redis,
#if HAVE_HIREDIS
      "Write each table into the table directory in this Redis, for HAProxy in front of "
      "several servers (docs/DEPLOY.md; needs --backend-id)",
#else
      "(not in this build: it was built without libhiredis, and cannot use Redis)",
#endif
      "HOST:PORT" },
    { "backend-id", 0, 0, G_OPTION_ARG_INT, &backend_id,
      "This server's number in the table directory, 1 to 999 (haproxy.cfg's backend euchre_N)",
      "N" },
    { "trusted-proxy", 0, 0, G_OPTION_ARG_STRING_ARRAY, &proxies,
      "A proxy in front (HAProxy) whose X-Forwarded-For names the player's address for the "
      "limits per address; an address or ADDRESS/BITS, repeated or comma-separated (without "
      "it, X-Forwarded-For is ignored)", "ADDRESS" },
    { "drain-seconds", 0, 0, G_OPTION_ARG_DOUBLE, &drain,
      "On SIGTERM, drain: take no new table and let the games being played end, this long at "
      "most, then stop (default 0: SIGTERM stops at once)", "SECONDS" },
    { "bench", 0, 0, G_OPTION_ARG_STRING, &bench,
      "Measure instead: a server of its own and N tables of four scripted clients on the "
      "loopback, for each N of a comma-separated list", "N,N…" },
    { "bench-seconds", 0, 0, G_OPTION_ARG_INT, &bench_seconds,
      "Seconds each --bench size is measured (default 10)", "S" },
    { "bench-think", 0, 0, G_OPTION_ARG_INT, &bench_think,
      "Milliseconds a --bench player thinks before each action, give or take half (default 0: "
      "at once)", "MS" },
    { "bench-floor", 0, 0, G_OPTION_ARG_NONE, &bench_floor,
      "With --bench: after each size, the floor of its system calls (the receive, the four "
      "sends, the record's write, the wake-up) on as many connections and tables, its CPU "
      "time an action beside the server's", NULL },
    { "bench-floor-run", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &bench_floor_run,
      "(--bench-floor's process)", "SPEC" },
    { "bench-worker", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &bench_worker,
      "(one process of --bench's clients)", "SPEC" },
    { NULL }
  };

  setlocale (LC_ALL, "");
  context = g_option_context_new ("— the Euchre online tables server");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("euchre-server: %s\n", error->message);
      return 2;
    }
  if (argc > 1)
    {
      g_printerr ("euchre-server: unexpected argument “%s” (see --help)\n", argv[1]);
      return 2;
    }
  if (port < 0 || port > 65535 || grace < 0 || grace > 86400 || max_rooms < 1 ||
      rooms_per < 1 || conns_per < 1 || max_conns < 1 || !(idle > 0 && idle <= 86400) ||
      rate <= 0 || burst < 1 || bench_seconds < 1 || !(drain >= 0 && drain <= 86400) ||
      backend_id < 0 || backend_id > 999 ||
      bench_think < 0 || bench_think > 60000)
    {
      g_printerr ("euchre-server: a number is out of range (see --help)\n");
      return 2;
    }
  if (max_conns > max_connections_for (open_files))
    {
      g_printerr ("euchre-server: --max-connections %d needs a limit of %d open files; the "
                  "limit here is %" G_GUINT64_FORMAT " (ulimit -Hn; LimitNOFILE= in the systemd "
                  "unit)\n", max_conns, max_conns + KEPT_FOR_FILES, (guint64) open_files);
      return 2;
    }
  if ((redis != NULL) != (backend_id != 0))
    {
      g_printerr ("euchre-server: --redis and --backend-id go together (see --help)\n");
      return 2;
    }
#if !HAVE_HIREDIS
  if (redis != NULL)
    {
      g_printerr ("euchre-server: --redis: this euchre-server was built without libhiredis "
                  "and cannot use Redis (install libhiredis-dev and build it again)\n");
      return 2;
    }
#endif
  for (guint i = 0; proxies != NULL && proxies[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (proxies[i], ",", -1);

      for (guint j = 0; parts[j] != NULL; j++)
        if (*g_strstrip (parts[j]) != '\0')
          g_ptr_array_add (proxy_list, g_strdup (parts[j]));
    }
  g_ptr_array_add (proxy_list, NULL);
  if (bench_worker != NULL)
    return server_bench_worker (bench_worker);
  if (bench_floor_run != NULL)
    return server_bench_floor (bench_floor_run);
  if (bench != NULL)
    return server_bench_run (argv[0], bench, bench_seconds, bench_think, bench_floor);
  if (address == NULL)
    address = g_strdup ("127.0.0.1");

  net_service_options_init (&options);
  if (data_dir == NULL)
    data_dir = g_build_filename (g_get_user_data_dir (), "euchre-server", NULL);
  options.data_dir = data_dir;
  options.grace_ms = (guint) (grace * 1000);
  options.max_rooms = max_rooms;
  options.max_rooms_per_address = rooms_per;
  options.max_connections_per_address = conns_per;
  options.max_connections = max_conns;
  options.idle_ms = MAX ((guint) (idle * 1000), 1);
  options.rate = rate;
  options.burst = burst;
  service = net_service_new (&options, &error);
  if (service == NULL)
    {
      g_printerr ("euchre-server: %s\n", error->message);
      return 1;
    }
  server = net_server_new (service, address, port, tls_cert, tls_key, &error);
  if (server == NULL)
    {
      g_printerr ("euchre-server: %s\n", error->message);
      return 1;
    }
  if (!net_server_set_trusted_proxies (server, (const char * const *) proxy_list->pdata,
                                       &error))
    {
      g_printerr ("euchre-server: %s\n", error->message);
      return 2;
    }
  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  run.service = service;
  run.drain_seconds = drain;
#if HAVE_HIREDIS
  if (redis != NULL)
    {
      run.directory = net_directory_new (redis, backend_id, &error);
      if (run.directory == NULL)
        {
          g_printerr ("euchre-server: %s\n", error->message);
          return 2;
        }
      /* Every table restored from the data folder, then each new one. */
      net_service_watch_tables (service, table_listed, run.directory);
      /* Tables per address count on every server together. */
      net_service_set_admission (service, admit, run.directory);
    }
#endif
  net_server_set_http_handler (server, health_page, &run);
  url = net_server_get_url (server);
  printf ("euchre-server: listening on %s\n", url);
  fflush (stdout);

  g_unix_signal_add (SIGINT, on_interrupt, &run);
  g_unix_signal_add (SIGTERM, on_terminate, &run);
  g_unix_signal_add (SIGHUP, on_hangup, &run);
  g_main_loop_run (loop);
  g_clear_handle_id (&run.drain_id, g_source_remove);
  /* Every connection told the server is going away, before it goes. */
  net_server_shutdown (server, 2000);
#if HAVE_HIREDIS
  if (run.directory != NULL)
    {
      /* The last writes (a table put away, "draining"), a second at most. */
      net_directory_flush (run.directory, 1000);
      net_directory_free (run.directory);
    }
#endif
  return 0;
}
