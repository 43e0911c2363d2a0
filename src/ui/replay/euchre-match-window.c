/* euchre-match-window.c — a match file's games, to open one on the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-match-window.h"
#include "euchre-replay-window.h"

struct _EuchreMatchWindow
{
  AdwWindow parent_instance;

  GPtrArray *replays;           /* EuchreReplay */
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (EuchreMatchWindow, euchre_match_window, ADW_TYPE_WINDOW)

static void
euchre_match_window_dispose (GObject *object)
{
  EuchreMatchWindow *self = EUCHRE_MATCH_WINDOW (object);

  g_clear_pointer (&self->replays, g_ptr_array_unref);
  G_OBJECT_CLASS (euchre_match_window_parent_class)->dispose (object);
}

static void
euchre_match_window_class_init (EuchreMatchWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = euchre_match_window_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
euchre_match_window_init (EuchreMatchWindow *self)
{
}

GtkWidget *
euchre_match_window_open_game (EuchreMatchWindow *self, guint index)
{
  GtkWidget *board;
  GtkApplication *app;

  g_return_val_if_fail (EUCHRE_IS_MATCH_WINDOW (self) && index < self->replays->len, NULL);
  board = euchre_replay_window_new (g_ptr_array_index (self->replays, index));
  app = gtk_window_get_application (GTK_WINDOW (self));
  if (app != NULL)
    gtk_window_set_application (GTK_WINDOW (board), app);
  gtk_window_present (GTK_WINDOW (board));
  return board;
}

guint
euchre_match_window_get_n_games (EuchreMatchWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_MATCH_WINDOW (self), 0);
  return self->replays->len;
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, gpointer data)
{
  euchre_match_window_open_game (EUCHRE_MATCH_WINDOW (data),
                                 (guint) gtk_list_box_row_get_index (row));
}

/* "Dad of Carl and Chach against Jen-Eye and WWMM · 10–7 · 9 deals". */
static char *
game_subtitle (EuchreReplay *replay)
{
  const EuchrePublic *end;
  guint n = euchre_replay_get_n_steps (replay), cursor = euchre_replay_get_cursor (replay);
  GPtrArray *notes = euchre_replay_get_notes (replay);
  GString *s = g_string_new (NULL);

  euchre_replay_set_cursor (replay, n);
  end = euchre_replay_get_public (replay);
  /* TRANSLATORS: the two partnerships of a game in a match's list */
  g_string_append_printf (s, _("%s and %s against %s and %s"),
                          euchre_replay_get_player (replay, 0), euchre_replay_get_player (replay, 2),
                          euchre_replay_get_player (replay, 1), euchre_replay_get_player (replay, 3));
  /* TRANSLATORS: the final score of a game in a match's list */
  g_string_append_printf (s, _(" · %u–%u"), end->score[0], end->score[1]);
  euchre_replay_set_cursor (replay, cursor);
  if (euchre_replay_get_problem (replay) != NULL)
    g_string_append (s, _(" · stops early: a problem in the file"));
  else if (notes != NULL && notes->len > 0)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, " · %u note", " · %u notes",
                                            notes->len), notes->len);
  return g_string_free (s, FALSE);
}

GtkWidget *
euchre_match_window_new (const char *title, GPtrArray *replays)
{
  EuchreMatchWindow *self = g_object_new (EUCHRE_TYPE_MATCH_WINDOW, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (replays != NULL, NULL);
  self->replays = g_ptr_array_ref (replays);
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A match of %u game",
                                           "A match of %u games", replays->len), replays->len);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (title, subtitle));
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 560);
  gtk_box_append (GTK_BOX (box), header);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_valign (GTK_WIDGET (self->list), GTK_ALIGN_START);
  gtk_widget_set_margin_top (GTK_WIDGET (self->list), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->list), 18);
  gtk_widget_set_margin_start (GTK_WIDGET (self->list), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->list), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games of the match"), -1);
  for (guint i = 0; i < replays->len; i++)
    {
      EuchreReplay *replay = g_ptr_array_index (replays, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *row_title = g_strdup_printf (_("Game %u: %s"), i + 1,
                                                    euchre_replay_get_title (replay));
      g_autofree char *row_subtitle = game_subtitle (replay);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), row_subtitle);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_list_box_append (self->list, row);
    }
  g_signal_connect_object (self->list, "row-activated", G_CALLBACK (row_activated_cb), self, 0);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->list));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
  return GTK_WIDGET (self);
}
