/* test-server-bench.c — euchre-server --bench leaves nothing behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bench starts a server of its own and client processes, with a data
 * folder in the temporary folder.  Stopped part-way (Ctrl+C, a terminal
 * closed), it once left its euchre-bench-* folder and its server running
 * (issue 38.8); one killed outright leaves a folder the next bench
 * removes.  Each case signals the bench only once its server and a client
 * process are seen running (its children in /proc), and then finds each
 * of them gone.  With --bench-floor, it prints the floor of an
 * action's system calls beside the server's CPU an action.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "test-wait.h"

static guint
bench_folders (const char *tmp)
{
  g_autoptr (GDir) dir = g_dir_open (tmp, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (name, "euchre-bench-");
  return n;
}

/* One process, told apart from a later one that reuses its id by when it
 * started (field 22 of /proc/PID/stat). */
typedef struct {
  int pid;
  guint64 start;
} Proc;

/* The state, parent and start of process @pid; FALSE when there is none. */
static gboolean
proc_stat (int pid, char *state, int *ppid, guint64 *start)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *text = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) ||
      (after = strrchr (text, ')')) == NULL)
    return FALSE;
  /* After "PID (COMM)": the state (field 3), the parent (4), … the start (22). */
  fields = g_strsplit (after + 1 + strspn (after + 1, " "), " ", 21);
  if (g_strv_length (fields) < 21)
    return FALSE;
  *state = fields[0][0];
  *ppid = atoi (fields[1]);
  *start = g_ascii_strtoull (fields[19], NULL, 10);
  return TRUE;
}

static char *
proc_cmdline (int pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/cmdline", pid);
  char *cmd = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &cmd, &len, NULL))
    return NULL;
  for (gsize i = 0; i + 1 < len; i++)
    if (cmd[i] == '\0')
      cmd[i] = ' ';
  return cmd;
}

/* Whether @p no longer runs: gone, its id another's, or a zombie. */
static gboolean
proc_gone (const Proc *p)
{
  char state;
  int ppid;
  guint64 start;

  return !proc_stat (p->pid, &state, &ppid, &start) || start != p->start ||
         state == 'Z' || state == 'X';
}

typedef struct {
  const char *tmp;
  GSubprocess *bench;
  gboolean *done;               /* the bench has exited */
  Proc server;                  /* its server: --data-dir TMP/euchre-bench-… */
  GArray *clients;              /* its client processes: --bench-worker … */
} Bench;

/* The bench's own folder: euchre-bench-PID-…. */
static gboolean
has_own_folder (gpointer data)
{
  Bench *b = data;
  g_autoptr (GDir) dir = g_dir_open (b->tmp, 0, NULL);
  g_autofree char *prefix = g_strdup_printf ("euchre-bench-%s-",
                                             g_subprocess_get_identifier (b->bench));
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return TRUE;
  return FALSE;
}

/* Finds the bench's running children: its server and its clients.  TRUE
 * once there are both, or once the bench has exited (there never will). */
static gboolean
children_running (gpointer data)
{
  Bench *b = data;
  int bench_pid = atoi (g_subprocess_get_identifier (b->bench));
  g_autoptr (GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  b->server.pid = 0;
  g_array_set_size (b->clients, 0);
  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *cmd = NULL;
      Proc p = { atoi (name), 0 };
      char state;
      int ppid;

      if (!g_ascii_isdigit (name[0]) || !proc_stat (p.pid, &state, &ppid, &p.start) ||
          ppid != bench_pid || state == 'Z' || (cmd = proc_cmdline (p.pid)) == NULL)
        continue;
      if (strstr (cmd, "--data-dir") != NULL && strstr (cmd, b->tmp) != NULL)
        b->server = p;
      else if (strstr (cmd, " --bench-worker ") != NULL)
        g_array_append_val (b->clients, p);
    }
  return (b->server.pid != 0 && b->clients->len > 0) || *b->done;
}

/* The server and every client found running before the signal are gone. */
static gboolean
children_gone (gpointer data)
{
  Bench *b = data;

  for (guint i = 0; i < b->clients->len; i++)
    if (!proc_gone (&g_array_index (b->clients, Proc, i)))
      return FALSE;
  return proc_gone (&b->server);
}

/* Any process whose command line names @tmp (the bench's server does:
 * --data-dir TMP/euchre-bench-…). */
static gboolean
no_process_uses (gpointer data)
{
  const char *tmp = data;
  g_autoptr (GDir) proc = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (proc != NULL && (name = g_dir_read_name (proc)) != NULL)
    {
      g_autofree char *cmd = NULL;

      if (!g_ascii_isdigit (name[0]) || (cmd = proc_cmdline (atoi (name))) == NULL)
        continue;
      if (strstr (cmd, tmp) != NULL && strstr (cmd, "--data-dir") != NULL)
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
wait_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

static GSubprocess *
start_bench (const char *tmp, GError **error)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

  g_subprocess_launcher_setenv (launcher, "TMPDIR", tmp, TRUE);
  return g_subprocess_launcher_spawn (launcher, error, EUCHRE_SERVER, "--bench", "2",
                                      "--bench-seconds", "120", NULL);
}

static void
test_stopped (gconstpointer data)
{
  int sig = GPOINTER_TO_INT (data);
  g_autofree char *tmp = g_dir_make_tmp ("euchre-bench-test-XXXXXX", NULL);
  g_autofree char *stale = g_build_filename (tmp, "euchre-bench-999999999-stale", NULL);
  g_autofree char *stale_file = g_build_filename (stale, "room.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) bench = NULL;
  gboolean done = FALSE;

  /* A folder of a bench killed outright (its process long gone). */
  g_assert_cmpint (g_mkdir (stale, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stale_file, "{}", -1, NULL));

  bench = start_bench (tmp, &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (bench, NULL, wait_cb, &done);
  {
    g_autoptr (GArray) clients = g_array_new (FALSE, TRUE, sizeof (Proc));
    Bench b = { tmp, bench, &done, { 0, 0 }, clients };

    /* The stale one removed, the bench's own made; then its server and
     * at least one client running: stopped while it works, not before. */
    test_wait_until (has_own_folder, &b, "the bench's data folder", 10000);
    g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
    test_wait_until (children_running, &b, "the bench's server and a client running", 60000);
    if (done)
      g_error ("the bench exited before its server and a client ran");
    g_test_message ("bench %s: server %d and %u client process(es) running",
                    g_subprocess_get_identifier (bench), b.server.pid, clients->len);
    g_subprocess_send_signal (bench, sig);
    test_wait_until (is_true, &done, "the bench stopped", 10000);
    g_assert_true (g_subprocess_get_if_exited (bench));
    g_assert_cmpint (g_subprocess_get_exit_status (bench), ==, 130);
    g_assert_cmpuint (bench_folders (tmp), ==, 0);
    /* Its server and client processes, seen running before the signal,
     * went with it. */
    g_assert_cmpint (b.server.pid, >, 0);
    g_assert_cmpuint (clients->len, >, 0);
    test_wait_until (children_gone, &b, "the bench's server and clients gone", 10000);
  }
  test_wait_until (no_process_uses, tmp, "no bench process left", 10000);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

typedef struct {
  char *out;
  gboolean done;
} Output;

static void
communicated (GObject *source, GAsyncResult *result, gpointer data)
{
  Output *o = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &o->out, NULL, NULL);
  o->done = TRUE;
}

/* Issue 53: --bench-floor prints, beside the server's CPU an action, the
 * floor's (the system calls an action needs and nothing else, on as
 * many connections and tables) and the ratio.  The floor is measured
 * (> 0) and no more than the server's; no figure is held to a time. */
static void
test_floor (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("euchre-bench-test-XXXXXX", NULL);
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GSubprocess) bench = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL, row = NULL;
  Output o = { NULL, FALSE };
  gdouble server, floor, ratio;
  guint n;

  g_subprocess_launcher_setenv (launcher, "TMPDIR", tmp, TRUE);
  bench = g_subprocess_launcher_spawn (launcher, &error, EUCHRE_SERVER, "--bench", "4",
                                       "--bench-seconds", "2", "--bench-floor", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (bench, NULL, NULL, communicated, &o);
  test_wait_until (is_true, &o.done, "the bench with its floor", 120000);
  g_assert_true (g_subprocess_get_if_exited (bench));
  g_assert_cmpint (g_subprocess_get_exit_status (bench), ==, 0);
  g_assert_nonnull (o.out);
  g_test_message ("%s", o.out);
  lines = g_strsplit (o.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 2);
  g_assert_nonnull (strstr (lines[0], "CPU ms/act"));
  g_assert_nonnull (strstr (lines[0], "floor ms"));
  g_assert_nonnull (strstr (lines[0], "÷ floor"));
  /* tables clients actions/s p50 p99 MiB KiB/table CPU% CPU-ms/act client% floor ratio */
  {
    g_autofree char *squeezed = g_strdup (lines[1]);
    g_auto (GStrv) words = g_strsplit (g_strstrip (squeezed), " ", -1);

    row = g_new0 (char *, g_strv_length (words) + 1);
    n = 0;
    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        row[n++] = g_strdup (words[i]);
  }
  g_assert_cmpuint (n, ==, 12);
  g_assert_cmpstr (row[0], ==, "4");
  server = g_ascii_strtod (row[8], NULL);
  floor = g_ascii_strtod (row[10], NULL);
  ratio = g_ascii_strtod (row[11], NULL);
  g_assert_cmpfloat (floor, >, 0);
  g_assert_cmpfloat (server, >, 0);
  if (floor > server)
    g_error ("the floor (%.4f ms an action) costs more than the server (%.4f)", floor, server);
  g_assert_cmpfloat_with_epsilon (ratio, server / floor, 0.01 + 0.01 * ratio);
  g_free (o.out);
  test_wait_until (no_process_uses, tmp, "no bench process left", 10000);
  g_assert_cmpuint (bench_folders (tmp), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/euchre/server-bench/interrupted", GINT_TO_POINTER (SIGINT),
                        test_stopped);
  g_test_add_data_func ("/euchre/server-bench/terminated", GINT_TO_POINTER (SIGTERM),
                        test_stopped);
  g_test_add_data_func ("/euchre/server-bench/hung-up", GINT_TO_POINTER (SIGHUP), test_stopped);
  g_test_add_func ("/euchre/server-bench/floor", test_floor);
  return g_test_run ();
}
