/* test-server-bench.c — euchre-server --bench leaves nothing behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bench starts a server of its own and client processes, with a data
 * folder in the temporary folder.  Stopped part-way (Ctrl+C, a terminal
 * closed), it once left its euchre-bench-* folder and its server running
 * (issue 38.8); one killed outright leaves a folder the next bench
 * removes.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
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

typedef struct {
  const char *tmp;
  GSubprocess *bench;
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
      g_autofree char *path = g_build_filename ("/proc", name, "cmdline", NULL);
      g_autofree char *cmd = NULL;
      gsize len = 0;

      if (!g_ascii_isdigit (name[0]) || !g_file_get_contents (path, &cmd, &len, NULL))
        continue;
      for (gsize i = 0; i + 1 < len; i++)
        if (cmd[i] == '\0')
          cmd[i] = ' ';
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
  /* The stale one removed, the bench's own made: it is running. */
  {
    Bench b = { tmp, bench };

    test_wait_until (has_own_folder, &b, "the bench's data folder", 10000);
  }
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_subprocess_send_signal (bench, sig);
  test_wait_until (is_true, &done, "the bench stopped", 10000);
  g_assert_true (g_subprocess_get_if_exited (bench));
  g_assert_cmpint (g_subprocess_get_exit_status (bench), ==, 130);
  g_assert_cmpuint (bench_folders (tmp), ==, 0);
  /* Its server and client processes went with it. */
  test_wait_until (no_process_uses, tmp, "no bench process left", 10000);
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
  return g_test_run ();
}
