/* euchre-window-welcome.c — the welcome and the guided hand, in the game's window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A newcomer's way in: the welcome page, and a hand played with a guide
 * that says what to do and why.  While either is shown the person's own
 * game waits (held), and the header's game controls are hidden.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-window-private.h"
#include "euchre-ui-text.h"

/* The game's own controls in the header, hidden while it waits. */
static void
show_game_controls (EuchreWindow *self, gboolean shown)
{
  gtk_widget_set_visible (GTK_WIDGET (self->header_squeezer), shown);
  gtk_widget_set_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self),
                                                                     EUCHRE_TYPE_WINDOW,
                                                                     "undo_button")), shown);
  gtk_widget_set_visible (self->last_trick_button, shown);
}

/* The score sheet and the review are the person's game's, not the
 * guided hand's (the table's score box and Review Hand use them): off
 * while it waits.  Again when the guided hand starts: the application
 * adds the review after the window is made. */
static void
enable_game_actions (EuchreWindow *self)
{
  GAction *review = g_action_map_lookup_action (G_ACTION_MAP (self), "review-hand");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.score-sheet", !self->away);
  if (G_IS_SIMPLE_ACTION (review))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (review), !self->away);
}

/* The person's game waits (held) while the welcome or the guided hand is shown. */
static void
set_away (EuchreWindow *self, gboolean away)
{
  if (away == self->away)
    return;
  self->away = away;
  show_game_controls (self, !away);
  enable_game_actions (self);
  if (away)
    euchre_game_hold (self->game);
  else
    euchre_game_release (self->game);
}

static void
end_guide (EuchreWindow *self)
{
  if (self->guide == NULL)
    return;
  g_clear_pointer (&self->guide, euchre_guide_free);
  euchre_play_surface_set_game (self->surface, self->game);
  /* The seats' levels again (the guided hand's players have none). */
  euchre_window_apply_settings (self);
}

void
euchre_window_show_welcome (EuchreWindow *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);

  end_guide (self);
  set_away (self, TRUE);
  gtk_stack_set_visible_child_name (self->stack, "welcome");
  euchre_welcome_focus (self->welcome);
  /* Seen once: the next start goes straight to the table. */
  g_settings_set_boolean (gs, "welcome-shown", TRUE);
}

static void
back_to_game (EuchreWindow *self)
{
  end_guide (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  set_away (self, FALSE);
  euchre_play_surface_update (self->surface);
}

static void
guide_response_cb (AdwMessageDialog *dialog, const char *response, EuchreWindow *self)
{
  if (g_str_equal (response, "play"))
    back_to_game (self);
  else
    euchre_window_show_welcome (self);
}

/* The guided hand is over: what it showed, and the way into a real game. */
static void
guide_done_cb (gpointer data, guint tricks, guint points)
{
  EuchreWindow *self = data;
  g_autofree char *body = euchre_guide_summary (tricks, points);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("You Played a Hand"), body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "welcome", _("_Back to the Welcome"),
                                    "play", _("_Play a Game"),
                                    NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "welcome");
  g_signal_connect_object (dialog, "response", G_CALLBACK (guide_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
welcome_action (GtkWidget *widget, const char *name, GVariant *param)
{
  euchre_window_show_welcome (EUCHRE_WINDOW (widget));
}

static void
welcome_play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  back_to_game (EUCHRE_WINDOW (widget));
}

static void
guided_hand_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreWindow *self = EUCHRE_WINDOW (widget);

  end_guide (self);
  set_away (self, TRUE);
  enable_game_actions (self);
  gtk_widget_set_visible (GTK_WIDGET (self->game_over_box), FALSE);
  gtk_stack_set_visible_child_name (self->stack, "table");
  self->guide = euchre_guide_new (self->surface, euchre_settings_get_gsettings (self->settings),
                                  guide_done_cb, self);
  for (guint seat = 1; seat < 4; seat++)
    euchre_play_surface_set_seat_tag (self->surface, seat, NULL);
}

gboolean
euchre_window_shows_game (EuchreWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_WINDOW (self), FALSE);
  return !self->away;
}

EuchreGuide *
euchre_window_get_guide (EuchreWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_WINDOW (self), NULL);
  return self->guide;
}

void
euchre_window_install_welcome_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.welcome", NULL, welcome_action);
  gtk_widget_class_install_action (widget_class, "win.welcome-play", NULL, welcome_play_action);
  gtk_widget_class_install_action (widget_class, "win.guided-hand", NULL, guided_hand_action);
}
