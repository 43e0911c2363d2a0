/* test-bad-open.c — hostile files opened in the real window (issue 25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application under Xvfb (tools/test), a game under way with its
 * saved game and statistics.  Each hostile file is opened on the replay
 * board as the player would (Ctrl+O, a file dropped, `euchre FILE`: all
 * go through euchre_replay_window_open()) and must give:
 * - a message in plain words, on screen after under 2 s of the window's
 *   work (its thread's CPU time, which load elsewhere does not stretch)
 *   and without blocking (30 s on the wall clock at most: a pipe used to
 *   hang the window for ever, /dev/zero to read 4.3 GB);
 * - a peak memory (VmHWM) under 200 MB;
 * - the player's saved game and statistics byte for byte as they were.
 */
#define G_LOG_DOMAIN "euchre-test"
/* mkfifo(), symlink() with -std=c11. */
#define _GNU_SOURCE

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "euchre-application.h"
#include "euchre-egn.h"
#include "euchre-record.h"
#include "euchre-replay-window.h"
#include "euchre-window.h"
#include "test-files.h"
#include "test-ui.h"

typedef enum { MAKE_FIFO, MAKE_ZERO, MAKE_FOLDER, MAKE_LOOP, MAKE_DEEP, MAKE_NAMES } Make;

typedef struct {
  const char *name;
  Make make;
  const char *words;            /* in the message; NULL: the file opens on the board */
  /* Needs h-egn's fixes of issue 25 (the nesting cap before json-glib,
   * bounded strings): a row with it set is skipped, as it would crash or
   * freeze the test.  Both are on main now. */
  gboolean needs_egn_fix;
} Hostile;

static const Hostile hostiles[] = {
  { "fifo", MAKE_FIFO, "this is a named pipe, not a regular file", FALSE },
  { "dev-zero", MAKE_ZERO, "this is a device, not a regular file", FALSE },
  { "folder", MAKE_FOLDER, "this is a folder, not a regular file", FALSE },
  { "symlink-loop", MAKE_LOOP, "this is a loop of symbolic links, not a file", FALSE },
  /* 100,000 nested arrays in 200 KB: json-glib 1.6 recursed until SIGSEGV. */
  { "deep-nesting.egn", MAKE_DEEP, "This file is not a Euchre game that can be read", FALSE },
  /* A player name of 10,000 characters: Pango froze the window measuring it. */
  { "huge-names.egn", MAKE_NAMES, NULL, FALSE },
};

static const char stats_text[] = "[standard/medium]\ngames-played=412\ngames-won=250\n"
                                 "current-streak=17\nbest-streak=17\n";

typedef struct {
  char *dir;
  const Hostile *row;
  GtkApplication *app;
  EuchreWindow *window;
  gboolean done;
} Run;

static char *
make_deep (void)
{
  GString *s = g_string_new ("{\"fileType\": \"euchre-egn\", \"deals\": ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, ']');
  g_string_append (s, "}\n");
  return g_string_free (s, FALSE);
}

/* A game of ours written as EGN with every player named 10,000 "W"s. */
static char *
make_names (void)
{
  g_autofree char *name = g_strnfill (10000, 'W');
  const char *players[] = { name, name, name, name };
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = euchre_record_parse ("euchre-game 1\nrules points=10 deck=24\n"
                                                         "seed 12\n0 deal\n", NULL, &error);
  g_autoptr (EuchreEgn) egn = NULL;
  char *text;

  g_assert_no_error (error);
  egn = euchre_egn_from_record (record, players, "Huge names", &error);
  g_assert_no_error (error);
  text = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, name));
  return text;
}

static char *
make_hostile (Run *r)
{
  char *path = g_build_filename (r->dir, r->row->name, NULL);
  g_autofree char *text = NULL;

  switch (r->row->make)
    {
    case MAKE_FIFO:
      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      break;
    case MAKE_ZERO:
      g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      break;
    case MAKE_FOLDER:
      g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      break;
    case MAKE_LOOP:
      g_assert_cmpint (symlink (r->row->name, path), ==, 0);
      break;
    case MAKE_DEEP:
      text = make_deep ();
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      break;
    case MAKE_NAMES:
    default:
      text = make_names ();
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      break;
    }
  return path;
}

/* EUCHRE_SHOT_LANGUAGE=de: the messages in that language, for the
 * screenshots (their words are then not checked). */
static const char *shot_language;

/* The message dialog whose body holds @words, if one is open. */
static GtkWidget *
find_message (const char *words)
{
  if (shot_language != NULL)
    words = "";
  GListModel *toplevels = gtk_window_get_toplevels ();   /* not ours to free */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) &&
          strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (w)), words) != NULL)
        return w;
    }
  return NULL;
}

/* The peak resident memory of this process so far, in KiB. */
static guint64
peak_kib (void)
{
  g_autofree char *status = NULL;
  const char *hwm;

  g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
  hwm = strstr (status, "VmHWM:");
  g_assert_nonnull (hwm);
  return g_ascii_strtoull (hwm + strlen ("VmHWM:"), NULL, 10);
}

static char *
read_bytes (const char *path, gsize *length)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static gboolean
check_cb (gpointer data)
{
  Run *r = data;
  EuchreGame *game = euchre_window_get_game (r->window);
  g_autofree char *save = g_build_filename (r->dir, "data", "saved-game", NULL);
  g_autofree char *stats = g_build_filename (r->dir, "data", "statistics.ini", NULL);
  g_autofree char *save_before = NULL;
  g_autofree char *stats_before = NULL;
  g_autofree char *save_after = NULL;
  g_autofree char *stats_after = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  gsize save_length, stats_length, length;
  GtkWidget *opened, *shown;
  gint64 t0, cpu0;
  double seconds, cpu;

  /* The game holds still (no computer move saves meanwhile): what
   * changes the files from here on is the hostile file only. */
  euchre_game_set_paused (game, TRUE);
  test_wait_for_jobs ();
  save_before = read_bytes (save, &save_length);
  stats_before = read_bytes (stats, &stats_length);

  path = make_hostile (r);
  file = g_file_new_for_path (path);
  t0 = g_get_monotonic_time ();
  cpu0 = test_wait_thread_cpu_usec ();
  opened = euchre_replay_window_open (r->app, GTK_WINDOW (r->window), file);
  if (r->row->words != NULL)
    {
      g_assert_null (opened);
      shown = find_message (r->row->words);
      if (shown == NULL)
        g_error ("no message saying “%s”", r->row->words);
      g_test_message ("%s: %s", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (shown)),
                      adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (shown)));
      g_assert_true (shot_language != NULL ||
                     strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (shown)),
                             "could not be opened") != NULL);
    }
  else
    {
      g_assert_nonnull (opened);
      shown = opened;
    }
  test_ui_wait_mapped (shown, r->row->name);
  seconds = (g_get_monotonic_time () - t0) / 1e6;
  cpu = (test_wait_thread_cpu_usec () - cpu0) / 1e6;
  g_test_message ("%s: on screen after %.3f s (%.3f s of CPU), peak memory %" G_GUINT64_FORMAT
                  " KiB", r->row->name, seconds, cpu, peak_kib ());
  /* The work it took, not the wall clock another program's load
   * stretches: well under the 2 s a player waits.  A blocking read uses
   * no CPU: the wall clock's ceiling is for that, far beyond any load. */
  g_assert_cmpfloat (cpu, <, 2.0);
  g_assert_cmpfloat (seconds, <, 30.0);
  {
    g_autofree char *shot = g_strdup_printf ("open-%s%s%s", r->row->name,
                                             shot_language ? "-" : "",
                                             shot_language ? shot_language : "");

    test_ui_save_shot (shown, shot);
  }
  g_assert_cmpuint (peak_kib (), <, 200 * 1024);
  /* The board of a file with huge names must also fit a screen: the
   * names are ellipsized (issue 25.2; before that it opened 3,368 px
   * wide here). */
  if (r->row->words == NULL)
    g_assert_cmpint (gtk_widget_get_width (shown), <=, 1600);
  gtk_window_destroy (GTK_WINDOW (shown));

  save_after = read_bytes (save, &length);
  g_assert_cmpmem (save_after, length, save_before, save_length);
  stats_after = read_bytes (stats, &length);
  g_assert_cmpmem (stats_after, length, stats_before, stats_length);
  /* The statistics are those the player had. */
  g_assert_cmpmem (stats_after, length, stats_text, strlen (stats_text));

  r->done = TRUE;
  gtk_window_close (GTK_WINDOW (r->window));
  g_application_quit (G_APPLICATION (r->app));
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app, Run *r)
{
  r->window = EUCHRE_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (r->window);
  g_idle_add (check_cb, r);
}

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the application did not finish in time");
  return G_SOURCE_REMOVE;
}

static void
test_hostile (gconstpointer data)
{
  Run r = { test_make_tmp_dir ("euchre-bad-open"), data };
  g_autofree char *data_dir = g_build_filename (r.dir, "data", NULL);
  g_autofree char *stats = g_build_filename (data_dir, "statistics.ini", NULL);
  g_autoptr (GSettings) settings = g_settings_new ("io.github.euchre.Euchre");
  g_autoptr (EuchreApplication) app = NULL;
  guint timeout;

  if (r.row->needs_egn_fix)
    {
      g_test_skip ("needs h-egn's fixes of issue 25 (nesting cap, bounded names): "
                   "set needs_egn_fix to FALSE once they are merged");
      test_remove_tree (r.dir);
      g_free (r.dir);
      return;
    }
  g_assert_cmpint (g_mkdir (data_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (stats, stats_text, -1, NULL));
  g_setenv ("EUCHRE_DATA_DIR", data_dir, TRUE);
  g_settings_set_int (settings, "ai-delay-ms", 0);
  /* Straight to the table: the welcome has its own tests. */
  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  g_settings_set_int (settings, "trick-pause-ms", 0);
  g_settings_set_double (settings, "animation-speed", 4.0);

  app = euchre_application_new ();
  r.app = GTK_APPLICATION (app);
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), &r);
  timeout = g_timeout_add_seconds (60, too_long_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_source_remove (timeout);
  g_assert_true (r.done);
  g_unsetenv ("EUCHRE_DATA_DIR");
  test_remove_tree (r.dir);
  g_free (r.dir);
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/bad-input/open/no-display"))
    return g_test_run ();
  shot_language = g_getenv ("EUCHRE_SHOT_LANGUAGE");
  if (shot_language != NULL)
    test_ui_use_language (shot_language);
  for (guint i = 0; i < G_N_ELEMENTS (hostiles); i++)
    {
      g_autofree char *path = g_strconcat ("/euchre/bad-input/open/", hostiles[i].name, NULL);

      g_test_add_data_func (path, &hostiles[i], test_hostile);
    }
  return g_test_run ();
}
