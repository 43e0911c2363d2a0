/* euchre-undo-action.h — the window's "win.undo"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-window.h"

G_BEGIN_DECLS

/* Adds "win.undo" to @window: enabled while @game can take back the
 * person's last move (see euchre_game_undo()), and doing so when
 * activated; a refusal is told in the window's toast. */
void euchre_undo_action_add (EuchreWindow *window,
                             EuchreGame   *game);

G_END_DECLS
