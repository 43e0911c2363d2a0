/* euchre-hint-action.h — the window's "win.hint"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-bid-bar.h"
#include "euchre-window.h"

G_BEGIN_DECLS

/* Adds "win.hint" to @window: asks @game for the hint off the main loop
 * (euchre_game_hint_async()); when no answer came within 100 ms, a
 * spinner turns in @button, which is insensitive until the answer.  The
 * answer shows in @bar's prompt and the card is highlighted on @table; an
 * answer for a position the game has left is dropped. */
void euchre_hint_action_add (EuchreWindow *window,
                             EuchreGame   *game,
                             GtkButton    *button,
                             EuchreTable  *table,
                             EuchreBidBar *bar);

G_END_DECLS
