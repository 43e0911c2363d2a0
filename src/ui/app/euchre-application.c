/* euchre-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-application"

#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>
#include <stdio.h>

#include "euchre-application.h"
#include "euchre-hand-review.h"
#include "euchre-online-window.h"
#include "euchre-resources.h"
#include "euchre-preferences.h"
#include "euchre-profile.h"
#include "euchre-replay-window.h"
#include "euchre-rules-window.h"
#include "euchre-stats-dialog.h"
#include "euchre-window.h"
#include "euchre-ui-text.h"

struct _EuchreApplication {
  AdwApplication parent_instance;
  EuchreSettings *settings;
  EuchreGame *game;
  EuchreStats *stats;
};

G_DEFINE_FINAL_TYPE (EuchreApplication, euchre_application, ADW_TYPE_APPLICATION)

static char *
user_file (const char *name)
{
  /* EUCHRE_DATA_DIR lets tests and demos keep away from a player's files. */
  const char *dir = g_getenv ("EUCHRE_DATA_DIR");

  if (dir != NULL && dir[0] != '\0')
    return g_build_filename (dir, name, NULL);
  return g_build_filename (g_get_user_data_dir (), "euchre", name, NULL);
}

/* Play Online's window, if it is at a table (not one lost). */
static EuchreOnlineWindow *
online_at_table (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (EUCHRE_IS_ONLINE_WINDOW (l->data))
      {
        NetGame *net = euchre_online_window_get_net (l->data);

        if (net != NULL && net_game_get_state (net) != NET_GAME_FAILED)
          return l->data;
      }
  return NULL;
}

/* A seat at an online table kept on disk (the window was closed, or the
 * program killed, mid-game): the game's window offers it as it opens. */
static void
offer_kept_seat (EuchreWindow *window)
{
  g_autofree char *link = NULL, *code = NULL, *name = NULL, *text = NULL, *detailed = NULL;
  g_autoptr (GVariant) target = NULL;

  /* Not while Play Online is at a table already (the game's window
   * opened again beside it). */
  if (online_at_table (gtk_window_get_application (GTK_WINDOW (window))) != NULL ||
      !net_game_get_kept_seat (&link, &code, &name))
    return;
  text = g_strdup_printf (_("You still have a seat at the online table %s."), code);
  target = g_variant_ref_sink (g_variant_new_string (link));
  detailed = g_action_print_detailed_name ("app.return-to-table", target);
  euchre_window_offer (window, text, _("Return to Table"), detailed);
}

static void
euchre_application_activate (GApplication *app)
{
  EuchreApplication *self = EUCHRE_APPLICATION (app);
  GtkWindow *window = NULL;

  /* The game's window, not another of the application's (the rules). */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l && !window; l = l->next)
    if (EUCHRE_IS_WINDOW (l->data))
      window = l->data;
  if (window == NULL)
    {
      window = GTK_WINDOW (euchre_window_new (ADW_APPLICATION (app), self->settings, self->game,
                                              self->stats));
      euchre_profile_watch_window (window, euchre_window_get_table (EUCHRE_WINDOW (window)));
      euchre_hand_review_action_add (GTK_WIDGET (window), self->game);
      euchre_replay_open_add (window);
      offer_kept_seat (EUCHRE_WINDOW (window));
    }
  gtk_window_present (window);
}

static GtkWindow *
show_online (EuchreApplication *self, const char *link)
{
  GtkWindow *online = NULL;

  /* One Play Online window: a second link goes to the one there is. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l && !online; l = l->next)
    if (EUCHRE_IS_ONLINE_WINDOW (l->data))
      online = l->data;
  if (online == NULL)
    online = GTK_WINDOW (euchre_online_window_new (ADW_APPLICATION (self), self->settings));
  if (link)
    euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (online), link);
  gtk_window_present (online);
  return online;
}

/* `euchre FILE…` and a double-click in Files: the game's window as
 * always, and each file on a replay board of its own; a euchre:// link
 * (a table to join) opens Play Online with the link filled in. */
static void
euchre_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window;

  g_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  for (int i = 0; i < n_files; i++)
    {
      if (g_file_has_uri_scheme (files[i], "euchre"))
        {
          g_autofree char *uri = g_file_get_uri (files[i]);
          g_autoptr (GError) error = NULL;
          GtkWindow *online = show_online (EUCHRE_APPLICATION (app), uri);

          /* A bad link is said at once, on the join page. */
          if (!net_game_parse_link (uri, NULL, NULL, &error))
            euchre_online_window_show_error (EUCHRE_ONLINE_WINDOW (online), error->message);
          continue;
        }
      euchre_replay_window_open (GTK_APPLICATION (app), window, files[i]);
    }
}

static void
play_online_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  show_online (data, NULL);
}

/* The offer of a seat kept on disk, taken (@param: the table's link):
 * Play Online joins it at once, the seat's token bringing the person
 * back. A table Play Online is at is never left for it: said instead. */
static void
return_to_table_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  EuchreOnlineWindow *at = online_at_table (data);
  GtkWindow *online;

  if (at != NULL)
    {
      gtk_window_present (GTK_WINDOW (at));
      euchre_online_window_show_error (at, _("You are at a table already: leave it first to "
                                             "go back to the other one."));
      return;
    }
  online = show_online (data, g_variant_get_string (param, NULL));
  gtk_widget_activate_action (GTK_WIDGET (online), "win.join", NULL);
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  EuchreApplication *self = data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *prefs = euchre_preferences_new (self->settings);
  int width, height;

  gtk_window_set_transient_for (GTK_WINDOW (prefs), parent);
  /* No bigger than the game's window: on a phone, its screen (issue 52.2). */
  gtk_window_get_default_size (GTK_WINDOW (prefs), &width, &height);
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    gtk_window_set_default_size (GTK_WINDOW (prefs),
                                 MIN (width, gtk_widget_get_width (GTK_WIDGET (parent))),
                                 MIN (height, gtk_widget_get_height (GTK_WIDGET (parent))));
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
statistics_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  EuchreApplication *self = data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *group = euchre_settings_get_stats_group (self->settings);
  GtkWidget *dialog = euchre_stats_dialog_new (self->stats, group);

  gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
show_rules (EuchreApplication *self)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *rules = euchre_rules_window_new ();

  /* One of the application's windows: Quit closes it too. */
  gtk_window_set_application (GTK_WINDOW (rules), GTK_APPLICATION (self));
  gtk_window_set_transient_for (GTK_WINDOW (rules), parent);
  gtk_window_present (GTK_WINDOW (rules));
  return rules;
}

static void
rules_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  show_rules (data);
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  EuchreApplication *self = data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { "The Euchre developers", NULL };

  adw_show_about_window (parent,
                         "application-name", _("Euchre"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Euchre developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("The trick-taking card game, with a partner and two "
                                       "opponents who play to win"),
                         "website", "https://github.com/euchre/euchre",
                         "issue-url", "https://github.com/euchre/euchre/issues",
                         "developers", developers,
                         "copyright", "© 2026 The Euchre developers",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
  /* Its back buttons and its own "_Copy Text" are named by class or twice
   * over AT-SPI (GTK 4.8): named as a person would read them. */
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_ABOUT_WINDOW (l->data) && gtk_window_get_transient_for (l->data) == parent)
      euchre_ui_name_buttons (l->data);
}

/* The manual could not be shown (no help viewer, a missing page): a toast
 * on the game's window says why in plain words, and the Rules window
 * opens instead, so that F1 always shows something to read. */
static void
help_shown_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (EuchreApplication) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GAppInfo) handler = NULL;
  g_autofree char *text = NULL;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* Nothing on this computer opens "help:" (GIO said "Operation not
   * supported"): say which program is missing. */
  handler = g_app_info_get_default_for_uri_scheme ("help");
  if (handler == NULL)
    text = g_strdup (_("The help viewer (Yelp) is not installed, so the rules are shown "
                       "instead."));
  else
    /* TRANSLATORS: %s is the system's reason, as it gives it */
    text = g_strdup_printf (_("The help could not be opened (%s), so the rules are shown "
                              "instead."), error->message);
  /* Said where the player looks, the window that opened, and on the table. */
  euchre_rules_window_set_notice (EUCHRE_RULES_WINDOW (show_rules (self)), text);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (EUCHRE_IS_WINDOW (l->data))
      {
        euchre_window_toast (EUCHRE_WINDOW (l->data), text);
        return;
      }
  g_message ("%s", text);
}

static void
help_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  EuchreApplication *self = data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* Not gtk_show_uri (): it warns when no viewer can show the page. */
  gtk_show_uri_full (parent, "help:euchre", GDK_CURRENT_TIME, NULL, help_shown_cb,
                     g_object_ref (self));
}

/* Closes every window, so that each saves its size. A copy of the list:
 * closing a window takes it out of the application's own. */
static void
close_windows (GtkApplication *app)
{
  g_autolist (GtkWindow) windows = NULL;

  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    windows = g_list_prepend (windows, g_object_ref (l->data));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

/* Quit (Ctrl+Q, the menu). A window that asks first stays open with its
 * question (Play Online hosting people: "Close the Table?"); the
 * application ends once it is answered and closed, as with its last
 * window, and not before. */
static void
quit_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkApplication *app = data;

  close_windows (app);
  if (gtk_application_get_windows (app) == NULL)
    g_application_quit (G_APPLICATION (app));
}

/* SIGINT/SIGTERM (a logout) quit cleanly, asking nothing: windows save
 * their size, a hosted table tells its guests, profiles print. */
static gboolean
unix_signal_cb (gpointer data)
{
  close_windows (data);
  g_application_quit (G_APPLICATION (data));
  return G_SOURCE_REMOVE;
}

static const GActionEntry app_actions[] = {
  { "preferences", preferences_action },
  { "statistics", statistics_action },
  { "play-online", play_online_action },
  { "return-to-table", return_to_table_action, "s" },
  { "rules", rules_action },
  { "help", help_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
euchre_application_startup (GApplication *app)
{
  EuchreApplication *self = EUCHRE_APPLICATION (app);
  g_autofree char *save = user_file ("saved-game");
  g_autofree char *stats = user_file ("statistics.ini");
  const char *const new_game[] = { "<Control>n", NULL };
  const char *const prefs[] = { "<Control>comma", NULL };
  const char *const quit[] = { "<Control>q", NULL };
  const char *const shortcuts[] = { "<Control>question", NULL };
  const char *const help[] = { "F1", NULL };
  const char *const fullscreen[] = { "F11", NULL };
  const char *const undo[] = { "<Control>z", NULL };
  const char *const open[] = { "<Control>o", NULL };

  G_APPLICATION_CLASS (euchre_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.new-game", new_game);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", prefs);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay",
                                         shortcuts);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.fullscreen", fullscreen);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.undo", undo);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open", open);

  g_unix_signal_add (SIGINT, unix_signal_cb, app);
  g_unix_signal_add (SIGTERM, unix_signal_cb, app);

  self->settings = euchre_settings_new (NULL);
  self->game = euchre_game_new ();
  euchre_game_set_save_path (self->game, save);
  self->stats = euchre_stats_new (stats);
}

static void
euchre_application_shutdown (GApplication *app)
{
  EuchreApplication *self = EUCHRE_APPLICATION (app);
  g_autolist (GtkWindow) online = NULL;

  /* A table this process hosts ends with it (quit, SIGTERM at a logout):
   * its window leaves it now, so that every guest is told the host closed
   * it ("host-left", issue 38.3) before the connections end, not left to
   * find a dead one. A guest's window keeps its seat on disk, as when it
   * is closed. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l; l = l->next)
    if (EUCHRE_IS_ONLINE_WINDOW (l->data))
      online = g_list_prepend (online, g_object_ref (l->data));
  for (GList *l = online; l; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  euchre_profile_report ();
  g_clear_object (&self->game);
  g_clear_object (&self->stats);
  g_clear_object (&self->settings);
  G_APPLICATION_CLASS (euchre_application_parent_class)->shutdown (app);
}

static void
euchre_application_class_init (EuchreApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = euchre_application_activate;
  app_class->open = euchre_application_open;
  app_class->startup = euchre_application_startup;
  app_class->shutdown = euchre_application_shutdown;

  /* Pulls the resources (registered by their constructor) out of the
   * static library into the program. */
  (void) euchre_get_resource ();
}

static void
euchre_application_init (EuchreApplication *self)
{
}

EuchreApplication *
euchre_application_new (void)
{
  return g_object_new (EUCHRE_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/euchre/Euchre",
                       NULL);
}
