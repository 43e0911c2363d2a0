/* euchre-undo-action.c — the window's "win.undo": Ctrl+Z and the Undo
 * button take back the person's last move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-undo-action.h"

static void
undo_activate_cb (GSimpleAction *action, GVariant *param, EuchreWindow *window)
{
  EuchreGame *game = g_object_get_data (G_OBJECT (action), "game");
  g_autoptr (GError) error = NULL;

  /* The model rebuilds the game and says "restarted": the table and the
   * bar redraw from scratch, as after loading a game. */
  if (!euchre_game_undo (game, &error))
    euchre_window_toast (window, error->message);
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
