/* server-bench.c — euchre-server --bench: tables of scripted clients on the loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each size N: a server of its own (this program, in a child
 * process, so that its memory is its own), then N tables of four
 * clients in worker processes (server-bench-client.c: 2,500 tables, 10,000
 * connections, a process, so that the clients are never what limits the
 * server), each client taking a random legal action the moment it is
 * asked (or after --bench-think milliseconds, give or take half); a
 * finished game is followed by a rematch.  Once every table plays, it
 * measures for a while: actions a second, the round trip (an action sent
 * to its event back) at the 50th and 99th percentiles, the server's
 * memory per table (its resident set less the one it started with), the
 * share of one core the server and the clients used, and the server's CPU
 * time per action.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sched.h>
#include <sys/prctl.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "server-bench.h"

/* Tables one worker process plays. */
#define TABLES_A_WORKER 2500

/* The server and workers of the size being measured: stopped on any way
 * out, and their data folder removed (issue 38.8: a bench stopped with
 * Ctrl+C left euchre-bench-* folders, and its server running). */
static GSubprocess *bench_child;
static GPtrArray *bench_workers;
static char *bench_dir;
/* Their process ids, for the signal handler (which may only kill). */
static pid_t bench_pids[64];
static volatile sig_atomic_t bench_n_pids;
static volatile sig_atomic_t bench_stopped;

static int
remove_entry (const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
  return remove (path);
}

static void
bench_remove_dir (const char *dir)
{
  if (dir != NULL && nftw (dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS) != 0)
    g_printerr ("euchre-server --bench: could not remove %s: %s\n", dir, g_strerror (errno));
}

/* Folders of benches that were killed outright (SIGKILL gives no chance
 * to tidy up): "euchre-bench-PID-…" whose process is gone. */
static void
bench_remove_stale (void)
{
  g_autoptr (GDir) tmp = g_dir_open (g_get_tmp_dir (), 0, NULL);
  const char *name;

  while (tmp != NULL && (name = g_dir_read_name (tmp)) != NULL)
    {
      guint64 pid;
      g_autofree char *path = NULL;
      g_auto (GStrv) parts = NULL;

      if (!g_str_has_prefix (name, "euchre-bench-"))
        continue;
      parts = g_strsplit (name + strlen ("euchre-bench-"), "-", 2);
      if (parts[0] == NULL || parts[1] == NULL ||
          !g_ascii_string_to_unsigned (parts[0], 10, 1, G_MAXINT, &pid, NULL) ||
          kill ((pid_t) pid, 0) == 0 || errno != ESRCH)
        continue;
      path = g_build_filename (g_get_tmp_dir (), name, NULL);
      bench_remove_dir (path);
    }
}

static void
bench_stop_processes (void)
{
  if (bench_child != NULL)
    g_subprocess_force_exit (bench_child);
  for (guint i = 0; bench_workers != NULL && i < bench_workers->len; i++)
    g_subprocess_force_exit (bench_workers->pdata[i]);
  bench_n_pids = 0;
}

static G_NORETURN void
bench_fail (void)
{
  bench_stop_processes ();
  bench_remove_dir (bench_dir);
  if (bench_stopped)
    g_printerr ("euchre-server --bench: stopped\n");
  exit (bench_stopped ? 130 : 1);
}

/* Ctrl+C, a terminal closed, kill: the processes go at once, so that
 * whatever the bench waits for ends and bench_fail() tidies up. */
static void
on_stop_signal (int sig)
{
  bench_stopped = 1;
  for (sig_atomic_t i = 0; i < bench_n_pids; i++)
    kill (bench_pids[i], SIGKILL);
}

static void
bench_remember_pid (GSubprocess *process)
{
  if (bench_n_pids < (sig_atomic_t) G_N_ELEMENTS (bench_pids))
    {
      bench_pids[bench_n_pids] = atoi (g_subprocess_get_identifier (process));
      bench_n_pids = bench_n_pids + 1;
    }
}

/* A child dies with the bench, however the bench ends; the server (and
 * the floor) on the core EUCHRE_BENCH_CPU names, if it names one. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  if (data != NULL)
    sched_setaffinity (0, sizeof (cpu_set_t), data);
}

/* EUCHRE_BENCH_CPU=N: the server and the floor alone on core N, the
 * bench and its clients on the others (as `taskset -c N` would). */
static cpu_set_t bench_cpu;
static gboolean bench_pinned;

static void
bench_pin (void)
{
  const char *cpu = g_getenv ("EUCHRE_BENCH_CPU");
  guint64 n;
  cpu_set_t others;

  if (cpu == NULL || !g_ascii_string_to_unsigned (cpu, 10, 0, CPU_SETSIZE - 1, &n, NULL) ||
      sched_getaffinity (0, sizeof others, &others) != 0)
    return;
  CPU_ZERO (&bench_cpu);
  CPU_SET (n, &bench_cpu);
  CPU_CLR (n, &others);
  if (CPU_COUNT (&others) > 0)
    sched_setaffinity (0, sizeof others, &others);
  bench_pinned = TRUE;
}

static GSubprocess *
bench_spawn (GSubprocessFlags flags, GError **error, const char *const *argv)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  GSubprocess *process;
  gboolean server_side = strcmp (argv[1], "--bench-worker") != 0;

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent,
                                         bench_pinned && server_side ? &bench_cpu : NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, argv, error);
  if (process != NULL)
    bench_remember_pid (process);
  return process;
}

/* Sleeps @ms, or less when the bench is stopped. */
static void
bench_sleep (guint ms)
{
  for (guint slept = 0; slept < ms && !bench_stopped; slept += 50)
    g_usleep (50 * 1000);
  if (bench_stopped)
    bench_fail ();
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

/* The CPU time of @pid in seconds, as /proc/PID/stat counts it (ticks). */
static gdouble
cpu_seconds_ticks (GPid pid)
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

/* The CPU time of every thread of @pid, to the nanosecond (the first
 * field of each /proc/PID/task/TID/schedstat): /proc/PID/stat counts in
 * ticks of 10 ms, a tenth of what 100 tables use in a second.  A kernel
 * without schedstat: the ticks. */
static gdouble
cpu_seconds (GPid pid)
{
  g_autofree char *tasks = g_strdup_printf ("/proc/%d/task", pid);
  g_autoptr (GDir) dir = g_dir_open (tasks, 0, NULL);
  const char *tid;
  gdouble sum = 0;
  gboolean read = FALSE;

  while (dir != NULL && (tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tasks, tid, "schedstat", NULL), *text = NULL;

      if (g_file_get_contents (path, &text, NULL, NULL))
        {
          sum += g_ascii_strtoull (text, NULL, 10) / 1e9;
          read = TRUE;
        }
    }
  return read ? sum : cpu_seconds_ticks (pid);
}

static int
compare_i64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* A line from a worker, or the end of the bench. */
static char *
worker_line (GDataInputStream *in, guint w)
{
  g_autoptr (GError) error = NULL;
  char *line = g_data_input_stream_read_line (in, NULL, NULL, &error);

  if (line == NULL)
    {
      g_printerr ("euchre-server --bench: client process %u stopped%s%s\n", w,
                  error ? ": " : "", error ? error->message : "");
      bench_fail ();
    }
  return line;
}

static void
tell_workers (GPtrArray *workers, const char *what)
{
  for (guint i = 0; i < workers->len; i++)
    {
      GOutputStream *in = g_subprocess_get_stdin_pipe (workers->pdata[i]);

      if (!g_output_stream_write_all (in, what, strlen (what), NULL, NULL, NULL) ||
          !g_output_stream_flush (in, NULL, NULL))
        bench_fail ();
    }
}

static gdouble
workers_cpu (GPtrArray *workers)
{
  gdouble sum = 0;

  /* (A worker that has exited has no identifier: GLib reaped it.) */
  for (guint i = 0; i < workers->len; i++)
    {
      const char *id = g_subprocess_get_identifier (workers->pdata[i]);

      if (id != NULL)
        sum += cpu_seconds (atoi (id));
    }
  return sum;
}

/* The records the server wrote in @dir: their bytes, lines, and deals
 * (a deal's pack: "hand …" or "pack …"). */
static void
record_sizes (const char *dir, guint64 *bytes, guint64 *lines, guint64 *deals)
{
  g_autoptr (GDir) top = g_dir_open (dir, 0, NULL);
  const char *table;

  while (top != NULL && (table = g_dir_read_name (top)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, table, NULL);
      g_autoptr (GDir) files = g_dir_open (path, 0, NULL);
      const char *name;

      while (files != NULL && (name = g_dir_read_name (files)) != NULL)
        {
          g_autofree char *file = g_build_filename (path, name, NULL), *text = NULL;
          gsize len = 0;

          if (!g_str_has_suffix (name, ".record") ||
              !g_file_get_contents (file, &text, &len, NULL))
            continue;
          *bytes += len;
          for (const char *p = text; p < text + len; p++)
            if (p == text || p[-1] == '\n')
              {
                *lines += *p != '\0';
                *deals += g_str_has_prefix (p, "hand ") || g_str_has_prefix (p, "pack ");
              }
        }
    }
}

/* --bench-floor: the floor's CPU ms an action for @n tables at @rate
 * actions a second, with the bytes an action of the server's run; 0 if
 * it could not be measured. */
static gdouble
bench_floor (const char *self_path, const char *dir, guint n, guint seconds, gdouble rate,
             guint64 in, guint64 out)
{
  guint64 bytes = 0, lines = 0, deals = 0, actions = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) floor = NULL;
  g_autoptr (GDataInputStream) from = NULL;
  g_autofree char *spec = NULL, *line = NULL;
  g_auto (GStrv) words = NULL;
  gdouble cpu;

  record_sizes (dir, &bytes, &lines, &deals);
  if (lines == 0 || in == 0 || out == 0)
    return 0;
  spec = g_strdup_printf ("%u,%" G_GUINT64_FORMAT ",%u,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT
                          ",%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%s", n,
                          MAX ((guint64) (rate * 1000), 1), seconds, in, out,
                          MAX ((bytes + lines / 2) / lines, 2),
                          MAX (deals ? (lines - deals) / deals : lines, 1), dir);
  {
    const char *argv[] = { self_path, "--bench-floor-run", spec, NULL };

    floor = bench_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, argv);
  }
  if (floor == NULL)
    {
      g_printerr ("euchre-server --bench-floor: %s\n", error->message);
      return 0;
    }
  bench_child = floor;
  from = g_data_input_stream_new (g_subprocess_get_stdout_pipe (floor));
  line = g_data_input_stream_read_line (from, NULL, NULL, NULL);
  g_subprocess_wait (floor, NULL, NULL);
  bench_child = NULL;
  bench_n_pids = 0;
  if (bench_stopped)
    bench_fail ();
  words = line != NULL ? g_strsplit (line, " ", 4) : NULL;
  if (words == NULL || g_strv_length (words) != 4 || strcmp (words[0], "floor") != 0 ||
      (actions = g_ascii_strtoull (words[1], NULL, 10)) == 0)
    {
      g_printerr ("euchre-server --bench-floor: the floor did not measure\n");
      return 0;
    }
  cpu = g_ascii_strtod (words[2], NULL);
  return 1000.0 * cpu / actions;
}

static gboolean
bench_one (const char *self_path, guint n, guint seconds, guint think_ms, gboolean floor)
{
  /* Another server binary under the same clients (EUCHRE_BENCH_SERVER):
   * an older build measured against this one, in the same run. */
  const char *server_path = g_getenv ("EUCHRE_BENCH_SERVER") != NULL
                              ? g_getenv ("EUCHRE_BENCH_SERVER") : self_path;
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("euchre-bench-%d-XXXXXX", (int) getpid ());
  g_autofree char *dir = g_dir_make_tmp (template, &error);
  g_autofree char *line = NULL, *result = NULL;
  g_autoptr (GSubprocess) child = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autoptr (GPtrArray) workers = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) outs = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GArray) rtts = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint n_workers = (n + TABLES_A_WORKER - 1) / TABLES_A_WORKER;
  const char *port;
  guint64 rss0, rss1;
  gdouble cpu0, cpu1, mine0, mine1, p50, p99, server_ms;
  guint64 bytes_sent = 0, bytes_received = 0;
  gint64 t0, t1;
  GPid pid;

  if (dir == NULL)
    {
      g_printerr ("euchre-server --bench: %s\n", error->message);
      return FALSE;
    }
  bench_dir = dir;
  {
    const char *argv[] = {
      server_path, "--port", "0", "--data-dir", dir, "--max-tables", "100000",
      "--max-tables-per-address", "100000",
      /* (--max-connections: by default all the open files allow) */
      "--max-connections-per-address", "100000", "--rate", "10000", "--burst", "10000",
      "--grace", "600", NULL,
    };

    child = bench_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, argv);
  }
  if (child == NULL)
    {
      g_printerr ("euchre-server --bench: %s\n", error->message);
      bench_remove_dir (dir);
      bench_dir = NULL;
      return FALSE;
    }
  bench_child = child;
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  if (line == NULL || !g_str_has_prefix (line, "euchre-server: listening on ws://127.0.0.1:"))
    {
      g_printerr ("euchre-server --bench: the server did not start\n");
      bench_child = NULL;
      g_subprocess_force_exit (child);
      bench_n_pids = 0;
      bench_remove_dir (dir);
      bench_dir = NULL;
      return FALSE;
    }
  port = line + strlen ("euchre-server: listening on ws://127.0.0.1:");
  pid = atoi (g_subprocess_get_identifier (child));
  rss0 = rss_kib (pid);

  /* The workers, each from an address of its own; each says "ready" when
   * every table of its share plays. */
  bench_workers = workers;
  for (guint i = 0; i < n_workers; i++)
    {
      guint share = MIN (TABLES_A_WORKER, n - i * TABLES_A_WORKER);
      g_autofree char *spec = g_strdup_printf ("127.0.0.1,%u,127.0.%u.%u,%u,%u,%u",
                                               (guint) atoi (port), 1 + i / 200, 2 + i % 200,
                                               share, think_ms, n + i);
      const char *argv[] = { self_path, "--bench-worker", spec, NULL };
      GSubprocess *worker = bench_spawn (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                         G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, argv);

      if (worker == NULL)
        {
          g_printerr ("euchre-server --bench: %s\n", error->message);
          bench_fail ();
        }
      g_ptr_array_add (workers, worker);
      g_ptr_array_add (outs, g_data_input_stream_new (g_subprocess_get_stdout_pipe (worker)));
    }
  for (guint i = 0; i < n_workers; i++)
    {
      g_autofree char *ready = worker_line (outs->pdata[i], i);

      if (strcmp (ready, "ready") != 0)
        bench_fail ();
    }

  /* A second to settle, then the measurement. */
  bench_sleep (1000);
  cpu0 = cpu_seconds (pid);
  mine0 = workers_cpu (workers);
  t0 = g_get_monotonic_time ();
  tell_workers (workers, "go\n");
  bench_sleep (seconds * 1000);
  /* Measured before "stop": a worker exits as soon as it has said its
   * figures, and the bench crashed reading the CPU of one gone. */
  t1 = g_get_monotonic_time ();
  cpu1 = cpu_seconds (pid);
  mine1 = workers_cpu (workers);
  rss1 = rss_kib (pid);
  tell_workers (workers, "stop\n");
  for (guint i = 0; i < n_workers; i++)
    for (;;)
      {
        g_autofree char *rtt_line = worker_line (outs->pdata[i], i);
        gint64 rtt;

        if (strcmp (rtt_line, "end") == 0)
          break;
        if (g_str_has_prefix (rtt_line, "bytes "))
          {
            g_auto (GStrv) words = g_strsplit (rtt_line, " ", 3);

            if (g_strv_length (words) == 3)
              {
                bytes_sent += g_ascii_strtoull (words[1], NULL, 10);
                bytes_received += g_ascii_strtoull (words[2], NULL, 10);
              }
            continue;
          }
        rtt = g_ascii_strtoll (rtt_line, NULL, 10);
        g_array_append_val (rtts, rtt);
      }

  g_array_sort (rtts, compare_i64);
  p50 = rtts->len ? g_array_index (rtts, gint64, rtts->len / 2) / 1000.0 : 0;
  p99 = rtts->len ? g_array_index (rtts, gint64, rtts->len * 99 / 100) / 1000.0 : 0;
  server_ms = rtts->len ? 1000.0 * (cpu1 - cpu0) / rtts->len : 0.0;
  result = g_strdup_printf ("%6u %7u %11.0f %9.2f %9.2f %10.1f %9.1f %9.0f%% %10.3f %9.0f%%", n,
                            4 * n, rtts->len / ((t1 - t0) / 1e6), p50, p99, rss1 / 1024.0,
                          rss1 > rss0 ? (gdouble) (rss1 - rss0) / n : 0.0,
                          100.0 * (cpu1 - cpu0) / ((t1 - t0) / 1e6), server_ms,
                          100.0 * (mine1 - mine0) / ((t1 - t0) / 1e6));

  for (guint i = 0; i < n_workers; i++)
    g_subprocess_wait (workers->pdata[i], NULL, NULL);
  bench_workers = NULL;
  g_subprocess_send_signal (child, SIGTERM);
  g_subprocess_wait (child, NULL, NULL);
  bench_child = NULL;
  bench_n_pids = 0;
  if (floor && rtts->len > 0)
    {
      /* The floor, in the same folder with what this run showed. */
      gdouble floor_ms = bench_floor (self_path, dir, n, seconds, rtts->len / ((t1 - t0) / 1e6),
                                      (bytes_sent + rtts->len / 2) / rtts->len,
                                      (bytes_received + rtts->len / 2) / rtts->len);

      printf ("%s %10.4f %8.2f\n", result, floor_ms, floor_ms > 0 ? server_ms / floor_ms : 0.0);
    }
  else
    printf ("%s\n", result);
  fflush (stdout);
  bench_remove_dir (dir);
  bench_dir = NULL;
  return TRUE;
}

int
server_bench_run (const char *argv0, const char *sizes, guint seconds, guint think_ms,
                  gboolean floor)
{
  g_auto (GStrv) words = g_strsplit (sizes, ",", -1);
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);

  if (self_path == NULL)
    self_path = g_strdup (argv0);
  signal (SIGINT, on_stop_signal);
  signal (SIGTERM, on_stop_signal);
  signal (SIGHUP, on_stop_signal);
  /* A worker gone: its pipe says so (EPIPE), not a signal. */
  signal (SIGPIPE, SIG_IGN);
  bench_remove_stale ();
  bench_pin ();
  printf ("%6s %7s %11s %9s %9s %10s %9s %10s %10s %10s", "tables", "clients", "actions/s",
          "p50 ms", "p99 ms", "server MiB", "KiB/table", "server CPU", "CPU ms/act",
          "client CPU");
  if (floor)
    printf (" %10s %8s", "floor ms", "÷ floor");
  printf ("\n");
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (words[i], 10, 1, 100000, &n, NULL))
        {
          g_printerr ("euchre-server --bench: “%s” is not a number of tables (1 to 100000)\n",
                      words[i]);
          return 2;
        }
      if (!bench_one (self_path, n, seconds, think_ms, floor))
        return bench_stopped ? 130 : 1;
      if (bench_stopped)
        bench_fail ();
    }
  return 0;
}
