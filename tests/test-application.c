/* test-application.c — the application's own actions in a real window (under Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * app.quit (Ctrl+Q, the menu, SIGTERM) while dialogs are open beside the
 * window: each window closes and the application ends normally.
 *
 * app.help (F1, the menu, the shortcuts window): with no help viewer (this
 * program's data folders are empty ones, so nothing handles "help:"), the
 * Rules window opens instead and says in plain words why (no "Operation
 * not supported"), a toast says it on the table, and nothing warns.
 *
 * The Rules window closes with Escape and Ctrl+W.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <glib/gstdio.h>

#include "euchre-application.h"
#include "euchre-online-window.h"
#include "euchre-preferences.h"
#include "euchre-rules-window.h"
#include "euchre-window.h"
#include "test-files.h"
#include "test-ui.h"

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the application did not quit in time");
  return G_SOURCE_REMOVE;
}

static gboolean
toplevel_mapped (gpointer data)
{
  GtkWidget *w = test_ui_toplevel (GPOINTER_TO_SIZE (data));

  return w != NULL && gtk_widget_get_mapped (w);
}

static gboolean
open_dialogs_cb (gpointer data)
{
  GtkApplication *app = data;
  const GType shown[] = { ADW_TYPE_ABOUT_WINDOW, EUCHRE_TYPE_PREFERENCES,
                          EUCHRE_TYPE_RULES_WINDOW };

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "rules", NULL);
  g_assert_nonnull (gtk_application_get_windows (app));
  /* Quit once each is on screen and drawn beside the window. */
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      test_wait_until (toplevel_mapped, GSIZE_TO_POINTER (shown[i]), g_type_name (shown[i]),
                       10000);
      test_ui_wait_frame (test_ui_toplevel (shown[i]));
    }
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

/* Once the application is up, its test: @script (the application its
 * data) runs once the window is on screen and drawn. */
static void
script_after_activate (GApplication *app, GSourceFunc script)
{
  test_ui_when_shown (GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (app))),
                      script, app);
}

/* Runs the real application in a data folder of its own, and @script
 * once it is up; it must quit by itself within @seconds, with every
 * window closed. */
static void
run_application (GSourceFunc script, guint seconds)
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
  g_signal_connect_after (app, "activate", G_CALLBACK (script_after_activate), script);
  timeout_id = g_timeout_add_seconds (seconds, too_long_cb, NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_source_remove (timeout_id);
  g_assert_cmpint (status, ==, 0);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_finalize_object (app);

  g_unlink (save);
  g_unlink (stats);
  /* And the lock files beside them. */
  test_remove_tree (dir);
}

static void
test_application_quit_with_dialogs (void)
{
  run_application (open_dialogs_cb, 60);
}

typedef struct {
  GtkApplication *app;
  GtkWidget *label;
  GtkWidget *rules;
  gboolean done;
} HelpRun;

static GtkWidget *
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The application's window of @type, or NULL. */
static GtkWidget *
app_window (GtkApplication *app, GType type)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

#define rules_window(app) app_window ((app), EUCHRE_TYPE_RULES_WINDOW)
#define game_window(app) app_window ((app), EUCHRE_TYPE_WINDOW)
#define online_window(app) app_window ((app), EUCHRE_TYPE_ONLINE_WINDOW)

static gboolean
help_toast_shown (gpointer data)
{
  HelpRun *run = data;

  run->label = find_label (game_window (run->app), "The help viewer (Yelp) is not installed");
  run->rules = rules_window (run->app);
  return run->label != NULL && run->rules != NULL;
}

static gboolean
no_rules_window (gpointer data)
{
  return rules_window (data) == NULL;
}

static gboolean
help_cb (gpointer data)
{
  HelpRun *run = data;
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (run->app, "app.help");

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (run->app), "help"));
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  g_assert_true (EUCHRE_IS_WINDOW (gtk_application_get_active_window (run->app)));

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "help", NULL);
  test_wait_until (help_toast_shown, run, "the rules and the toast that the help could not be "
                   "opened", 10000);
  g_test_message ("shown: %s", gtk_label_get_label (GTK_LABEL (run->label)));
  g_assert_null (find_label (game_window (run->app), "not supported"));
  /* The Rules window says it too, above the rules. */
  g_assert_nonnull (find_label (run->rules, "The help viewer (Yelp) is not installed"));
  g_assert_true (gtk_widget_get_visible (find_label (run->rules, "Yelp")));

  /* Escape puts the rules away; Ctrl+W too. */
  test_ui_press (run->rules, run->rules, GDK_KEY_Escape, 0);
  test_wait_until (no_rules_window, run->app, "the rules to close on Escape", 10000);
  g_action_group_activate_action (G_ACTION_GROUP (run->app), "rules", NULL);
  run->rules = rules_window (run->app);
  g_assert_nonnull (run->rules);
  /* Opened from the menu, it has nothing to explain. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (
    run->rules, EUCHRE_TYPE_RULES_WINDOW, "notice"))));
  test_ui_press (run->rules, run->rules, GDK_KEY_w, GDK_CONTROL_MASK);
  test_wait_until (no_rules_window, run->app, "the rules to close on Ctrl+W", 10000);
  run->done = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (run->app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
help_activate_cb (GApplication *app, HelpRun *run)
{
  test_ui_when_shown (GTK_WIDGET (gtk_application_get_active_window (run->app)), help_cb, run);
}

static void
test_application_help (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-application-XXXXXX", NULL);
  g_autofree char *save = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.ini", NULL);
  HelpRun run = { NULL, NULL, NULL, FALSE };
  EuchreApplication *app;
  guint timeout_id;
  int status;

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  app = euchre_application_new ();
  run.app = GTK_APPLICATION (app);
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (help_activate_cb), &run);
  timeout_id = g_timeout_add_seconds (60, too_long_cb, NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);
  g_source_remove (timeout_id);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (run.done);
  g_assert_finalize_object (app);

  g_unlink (save);
  g_unlink (stats);
  /* And the lock files beside them. */
  test_remove_tree (dir);
}

/* ---- typing into every text field ---------------------------------------------- */

/* Types each of @texts into each text field @window shows, with real key
 * presses, and reads it back; returns how many fields there were. */
static guint
type_into_fields (GtkWidget *window, const char *const *texts)
{
  g_autoptr (GPtrArray) fields = test_ui_find_all (window, GTK_TYPE_TEXT);
  guint typed = 0;

  for (guint i = 0; i < fields->len; i++)
    {
      GtkWidget *field = g_ptr_array_index (fields, i);

      if (!gtk_widget_is_drawable (field))
        continue;
      for (guint t = 0; texts[t]; t++)
        {
          int max = gtk_text_get_max_length (GTK_TEXT (field));
          g_autofree char *text = max > 0 ? g_utf8_substring (texts[t], 0, max)
                                          : g_strdup (texts[t]);

          gtk_editable_set_text (GTK_EDITABLE (field), "");
          g_assert_true (gtk_widget_grab_focus (field));
          test_ui_type (window, text);
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field)), ==, text);
        }
      typed++;
    }
  return typed;
}

static gboolean
typing_cb (gpointer data)
{
  GtkApplication *app = data;
  static const char *const words[] = {
    "Bob Dole plays hard 1234",
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789 ospad hlr",
    "euchre://127.0.0.1:39013/CX3S-ZWQ7-444C",
    NULL,
  };
  static const char *const numbers[] = { "1234567890", "0", NULL };
  GtkWidget *online, *prefs;

  /* Play Online, opened from the game's window as a person does: its
   * name, its link and the address of a server to host on. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "play-online", NULL);
  test_wait_until (toplevel_mapped, GSIZE_TO_POINTER (EUCHRE_TYPE_ONLINE_WINDOW),
                   "the Play Online window", 10000);
  online = test_ui_toplevel (EUCHRE_TYPE_ONLINE_WINDOW);
  g_assert_cmpuint (type_into_fields (online, words), ==, 3);
  gtk_window_close (GTK_WINDOW (online));
  /* The Preferences' number fields. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  test_wait_until (toplevel_mapped, GSIZE_TO_POINTER (EUCHRE_TYPE_PREFERENCES),
                   "the Preferences window", 10000);
  prefs = test_ui_toplevel (EUCHRE_TYPE_PREFERENCES);
  g_assert_cmpuint (type_into_fields (prefs, numbers), >, 0);
  gtk_window_close (GTK_WINDOW (prefs));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

/* Issue 38: the table's one-key shortcuts (O, P, A, S, D, 1 to 4) were
 * application accelerators, which GTK runs before the focused widget: in
 * Play Online "Bob Dole plays hard 1234" arrived as "Bb Dle ly hr".
 * Typed with real key presses, in the real application, every text field
 * of every window gets every key. */
static void
test_application_typing (void)
{
  if (test_ui_need_typing ())
    run_application (typing_cb, 120);
}

/* The shortcuts window lists F1 for the help. */
static void
test_application_help_shortcut (void)
{
  g_autoptr (GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/euchre/Euchre/gtk/help-overlay.ui");
  gboolean found = FALSE;

  for (GSList *l = gtk_builder_get_objects (builder); l; l = g_slist_delete_link (l, l))
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accel = NULL;

        g_object_get (l->data, "accelerator", &accel, NULL);
        found |= g_strcmp0 (accel, "F1") == 0;
      }
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* Return to Table (the offer of a kept seat) while Play Online is at a
 * table already: that table is not left for the other; the person is
 * told why, in words, on the Play Online window. */
static gboolean
online_hosting (gpointer data)
{
  NetGame *net = euchre_online_window_get_net (data);

  return net != NULL && net_game_get_code (net) != NULL;
}

static gboolean
return_cb (gpointer data)
{
  GtkApplication *app = data;
  GtkWidget *online;
  g_autofree char *code = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "play-online", NULL);
  online = online_window (app);
  g_assert_nonnull (online);
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (online), "Ann");
  gtk_widget_activate_action (online, "win.host", NULL);
  test_wait_until (online_hosting, online, "the table hosted", 30000);
  code = g_strdup (net_game_get_code (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (online))));

  /* The game window's offer, taken: another table's link. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "return-to-table",
                                  g_variant_new_string ("euchre://127.0.0.1:9/K7QM-3XHD-PW2R"));
  g_assert_true (online == online_window (app));
  g_assert_nonnull (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (online)));
  g_assert_cmpstr (net_game_get_code (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (online))),
                   ==, code);
  g_assert_nonnull (find_label (online, "You are at a table already: leave it first"));
  g_assert_true (gtk_widget_is_visible (find_label (online, "You are at a table already")));

  /* Nobody else is at the table: it closes without a question. */
  gtk_widget_activate_action (online, "win.back", NULL);
  g_assert_null (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (online)));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
test_application_return_at_table (void)
{
  g_setenv ("EUCHRE_ONLINE_ADDRESS", "127.0.0.1", TRUE);
  run_application (return_cb, 60);
}

/* Data folders with the system's MIME database and icons but no
 * applications and no default handlers: nothing can show "help:", and no
 * help viewer starts during the tests. */
static char *
data_dirs_without_applications (void)
{
  const char *dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto (GStrv) list = g_strsplit (dirs && dirs[0] ? dirs : "/usr/local/share:/usr/share", ":",
                                    -1);
  char *empty = g_dir_make_tmp ("euchre-no-help-viewer-XXXXXX", NULL);

  for (const char *const *names = (const char *const[]) { "mime", "icons", NULL }; *names;
       names++)
    for (guint i = 0; list[i]; i++)
      {
        g_autofree char *target = g_build_filename (list[i], *names, NULL);
        g_autoptr (GFile) link = g_file_new_build_filename (empty, *names, NULL);

        if (g_file_test (target, G_FILE_TEST_IS_DIR) &&
            g_file_make_symbolic_link (link, target, NULL, NULL))
          break;
      }
  return empty;
}

int
main (int argc, char **argv)
{
  g_autofree char *empty = data_dirs_without_applications ();
  int status;

  g_setenv ("XDG_DATA_HOME", empty, TRUE);
  g_setenv ("XDG_DATA_DIRS", empty, TRUE);
  g_setenv ("XDG_CONFIG_HOME", empty, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", empty, TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/application/no-display"))
    {
      status = g_test_run ();
      goto out;
    }
  g_test_add_func ("/euchre/application/quit-with-dialogs", test_application_quit_with_dialogs);
  g_test_add_func ("/euchre/application/help", test_application_help);
  g_test_add_func ("/euchre/application/help-shortcut", test_application_help_shortcut);
  g_test_add_func ("/euchre/application/typing", test_application_typing);
  g_test_add_func ("/euchre/application/return-at-table", test_application_return_at_table);
  status = g_test_run ();
out:
  for (const char *const *names = (const char *const[]) { "mime", "icons", NULL }; *names;
       names++)
    {
      g_autofree char *link = g_build_filename (empty, *names, NULL);

      g_unlink (link);
    }
  g_rmdir (empty);
  return status;
}
