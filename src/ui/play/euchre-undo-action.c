/* euchre-undo-action.c — the window's "win.undo": Ctrl+Z and the Undo
 * button take back the person's last move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game where a move was taken back counts apart in the statistics,
 * neither won nor lost.  The first undo of a game says so and asks; the
 * later ones of the same game just take the move back.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-ui-text.h"
#include "euchre-undo-action.h"

static void
undo (EuchreWindow *window, EuchreGame *game)
{
  g_autoptr (GError) error = NULL;

  /* The model rebuilds the game and says "restarted": the table and the
   * bar redraw from scratch, as after loading a game. */
  if (!euchre_game_undo (game, &error))
    euchre_window_toast (window, error->message);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, EuchreWindow *window)
{
  EuchreGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (g_str_equal (response, "undo") && euchre_game_get_can_undo (game))
    undo (window, game);
}

static void
undo_activate_cb (GSimpleAction *action, GVariant *param, EuchreWindow *window)
{
  EuchreGame *game = g_object_get_data (G_OBJECT (action), "game");
  GtkWidget *dialog;

  /* Not the game waiting under the welcome or the guided hand. */
  if (!euchre_window_shows_game (window))
    return;
  if (euchre_game_get_undo_used (game))
    {
      undo (window, game);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Take Back Your Move?"),
                                   _("A game where a move is taken back is counted apart in "
                                     "your statistics: it will count as neither a win nor a "
                                     "loss, even if you abandon it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "undo", _("_Take Back"),
                                    NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "undo",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "undo");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (game), g_object_unref);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (response_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
euchre_undo_action_add (EuchreWindow *window, EuchreGame *game)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("undo", NULL);

  g_return_if_fail (EUCHRE_IS_WINDOW (window));
  g_return_if_fail (EUCHRE_IS_GAME (game));

  g_object_set_data_full (G_OBJECT (action), "game", g_object_ref (game), g_object_unref);
  g_object_bind_property (game, "can-undo", action, "enabled", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (action, "activate", G_CALLBACK (undo_activate_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}
