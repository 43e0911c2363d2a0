/* test-application.c — the application's own actions in a real window (under Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * app.quit (Ctrl+Q, the menu, SIGTERM) while dialogs are open beside the
 * window: each window closes and the application ends normally.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>

#include "euchre-application.h"
#include "test-ui.h"

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the application did not quit in time");
  return G_SOURCE_REMOVE;
}

static gboolean
quit_cb (gpointer data)
{
  g_action_group_activate_action (G_ACTION_GROUP (data), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
open_dialogs_cb (gpointer data)
{
  GtkApplication *app = data;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "rules", NULL);
  g_assert_nonnull (gtk_application_get_windows (app));
  g_timeout_add (300, quit_cb, app);
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app, gpointer data)
{
  g_timeout_add (300, open_dialogs_cb, app);
}

static void
test_application_quit_with_dialogs (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-application-XXXXXX", NULL);
  g_autofree char *save = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.ini", NULL);
  EuchreApplication *app;
  guint timeout_id;
  int status;

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), NULL);
  timeout_id = g_timeout_add_seconds (60, too_long_cb, NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_source_remove (timeout_id);
  g_assert_cmpint (status, ==, 0);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_finalize_object (app);

  g_unlink (save);
  g_unlink (stats);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/application/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/application/quit-with-dialogs", test_application_quit_with_dialogs);
  return g_test_run ();
}
