/* server-main.c — euchre-server: the online tables, headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   euchre-server [--address 127.0.0.1] [--port 8765] [--data-dir DIR]
 *                 [--tls-cert FILE --tls-key FILE] [--grace SECONDS]
 *                 [--idle-seconds SECONDS] [limits…]
 *                 [--redis HOST:PORT --backend-id N] [--trusted-proxy ADDRESS…]
 *   euchre-server --bench 10,100,1000 [--bench-seconds 10] [--bench-think MS]
 *
 * Prints "euchre-server: listening on ws://ADDRESS:PORT/" once it listens
 * (with --port 0, the port it was given), then serves until SIGINT or
 * SIGTERM.
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
#include <sys/resource.h>
#include <glib-unix.h>

#include "net-soup.h"
#include "server-bench.h"
#if HAVE_HIREDIS
#include "net-directory.h"
#endif

static gboolean
on_signal (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_CONTINUE;
}

#if HAVE_HIREDIS
static void
table_listed (const char *code, gboolean present, gboolean created, gpointer data)
{
  net_directory_table (data, code, present, created);
}
#endif

/* Every connection holds a file descriptor.  The soft limit of open files
 * is raised to the hard one at start (systemd's LimitNOFILE=, or ulimit
 * -Hn), and the server takes at most 64 fewer connections than that
 * (the data folder's files, the listening socket, GLib). */
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

static gint
max_connections_for (rlim_t open_files)
{
  if (open_files > (rlim_t) G_MAXINT)
    return G_MAXINT - 64;
  return open_files > 64 + 16 ? (gint) open_files - 64 : 16;
}

int
main (int argc, char **argv)
{
  g_autofree char *address = NULL, *data_dir = NULL, *redis = NULL;
  g_auto (GStrv) proxies = NULL;
  g_autoptr (GPtrArray) proxy_list = g_ptr_array_new_with_free_func (g_free);
  gint backend_id = 0;
#if HAVE_HIREDIS
  g_autoptr (NetDirectory) directory = NULL;
#endif
  g_autofree char *tls_cert = NULL, *tls_key = NULL, *bench = NULL, *bench_worker = NULL;
  gint port = 8765, max_rooms = 10000, rooms_per = 20, conns_per = 64, bench_seconds = 10;
  rlim_t open_files = raise_open_files ();
  gint bench_think = 0, max_conns = max_connections_for (open_files);
  g_autofree char *max_conns_help = g_strdup_printf (
    "Connections at once, every address together (default and most here %d: 64 fewer than "
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
    { "bench", 0, 0, G_OPTION_ARG_STRING, &bench,
      "Measure instead: a server of its own and N tables of four scripted clients on the "
      "loopback, for each N of a comma-separated list", "N,N…" },
    { "bench-seconds", 0, 0, G_OPTION_ARG_INT, &bench_seconds,
      "Seconds each --bench size is measured (default 10)", "S" },
    { "bench-think", 0, 0, G_OPTION_ARG_INT, &bench_think,
      "Milliseconds a --bench player thinks before each action, give or take half (default 0: "
      "at once)", "MS" },
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
      rate <= 0 || burst < 1 || bench_seconds < 1 ||
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
                  "unit)\n", max_conns, max_conns + 64, (guint64) open_files);
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
  if (bench != NULL)
    return server_bench_run (argv[0], bench, bench_seconds, bench_think);
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
#if HAVE_HIREDIS
  if (redis != NULL)
    {
      directory = net_directory_new (redis, backend_id, &error);
      if (directory == NULL)
        {
          g_printerr ("euchre-server: %s\n", error->message);
          return 2;
        }
      /* Every table restored from the data folder, then each new one. */
      net_service_watch_tables (service, table_listed, directory);
    }
#endif
  url = net_server_get_url (server);
  printf ("euchre-server: listening on %s\n", url);
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, on_signal, loop);
  g_unix_signal_add (SIGTERM, on_signal, loop);
  g_main_loop_run (loop);
  /* Every connection told the server is going away, before it goes. */
  net_server_shutdown (server, 2000);
#if HAVE_HIREDIS
  if (directory != NULL)
    {
      /* The last writes (a table put away), a second at most. */
      net_directory_flush (directory, 1000);
    }
#endif
  return 0;
}
