/* euchre-game-over.h — the panel over the table when a game is won
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_GAME_OVER (euchre_game_over_get_type ())
G_DECLARE_FINAL_TYPE (EuchreGameOver, euchre_game_over, EUCHRE, GAME_OVER, GtkBox)

/* Shows who won (@side 0: the person's side) and the final score; its
 * Play Again button fires win.new-game. */
void euchre_game_over_show (EuchreGameOver *self,
                            guint           side,
                            guint           winner_score,
                            guint           loser_score);

G_END_DECLS
