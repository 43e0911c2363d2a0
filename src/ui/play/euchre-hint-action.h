/* euchre-hint-action.h — the window's "win.hint"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-play-surface.h"
#include "euchre-window.h"

G_BEGIN_DECLS

/* Adds "win.hint" to @window: asks @game for the hint off the main loop
 * (euchre_game_hint_async()); when no answer came within 100 ms, a
 * spinner turns in @button, which is insensitive until the answer.  The
 * answer shows on @surface (the bar's prompt, the card highlighted); an
 * answer for a position the game has left is dropped. */
void euchre_hint_action_add (EuchreWindow      *window,
                             EuchreGame        *game,
                             GtkButton         *button,
                             EuchrePlaySurface *surface);

G_END_DECLS
