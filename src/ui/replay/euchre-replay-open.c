/* euchre-replay-open.c — opening a game file on the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three ways in: Ctrl+O (a file chooser), a file dropped on the game's
 * window, and the application's open handler (`euchre FILE.egn`, a
 * double-click in Files).  A file that cannot be read gets a message;
 * the game being played is never touched.  A match file (.emn) opens the
 * list of its games (euchre-match-window.h), from which each opens on a
 * board of its own.
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-match-window.h"
#include "euchre-replay-window.h"
#include "euchre-ui-text.h"

/* The reader's message may quote the file: at most this much of it is shown. */
#define MESSAGE_CHARS 600

static void
open_error (GtkWindow *parent, GFile *file, const char *message)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (_("“%s” could not be opened"), name);
  g_autofree char *cut = NULL;
  AdwMessageDialog *dialog;

  if (g_utf8_strlen (message, -1) > MESSAGE_CHARS)
    {
      g_autofree char *head = g_utf8_substring (message, 0, MESSAGE_CHARS - 1);

      message = cut = g_strconcat (head, "…", NULL);
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, message));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  euchre_ui_name_dialog_buttons (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

GtkWidget *
euchre_replay_window_open (GtkApplication *app, GtkWindow *parent, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) replays = NULL;
  g_autofree char *match_title = NULL;
  GtkWidget *window;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  replays = euchre_replay_load_file (file, &match_title, NULL, &error);
  if (replays == NULL)
    {
      open_error (parent, file, error->message);
      return NULL;
    }
  if (match_title != NULL)
    window = euchre_match_window_new (match_title, replays);
  else
    window = euchre_replay_window_new (g_ptr_array_index (replays, 0));
  if (app != NULL)
    gtk_window_set_application (GTK_WINDOW (window), app);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
open_response_cb (GtkNativeDialog *chooser, int response, gpointer data)
{
  GtkWindow *window = data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        euchre_replay_window_open (gtk_window_get_application (window), window, file);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
open_activate_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *window = data;
  GtkFileChooserNative *chooser;
  GtkFileFilter *games = gtk_file_filter_new ();
  GtkFileFilter *all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open Game"), window, GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (games, _("Euchre games"));
  gtk_file_filter_add_pattern (games, "*.egn");
  gtk_file_filter_add_mime_type (games, "application/x-euchre-egn");
  gtk_file_filter_add_pattern (games, "*.emn");
  gtk_file_filter_add_mime_type (games, "application/x-euchre-emn");
  /* Our own saved games have no extension: "saved-game". */
  gtk_file_filter_add_pattern (games, "saved-game*");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_unref (games);
  g_object_unref (all);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  GtkWindow *window = data;
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = g_value_get_boxed (value);
  for (GSList *l = files; l != NULL; l = l->next)
    euchre_replay_window_open (gtk_window_get_application (window), window, l->data);
  return files != NULL;
}

void
euchre_replay_open_add (GtkWindow *window)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("open", NULL);
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_return_if_fail (GTK_IS_WINDOW (window) && G_IS_ACTION_MAP (window));
  g_signal_connect_object (action, "activate", G_CALLBACK (open_activate_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), window, 0);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (target));
}
