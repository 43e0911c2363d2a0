/* euchre-window-autoplay.h — EUCHRE_AUTOPLAY: the computer plays the person's seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-window.h"

G_BEGIN_DECLS

/* @value is EUCHRE_AUTOPLAY: "1" (a computer plays the person's seat too,
 * game after game: demos, profiling) or N > 1 (N games, then @window
 * closes: the GUI soak, which reads the memory printed after each game).
 * NULL or "": nothing.  Anything else is said on stderr and ignored. */
void euchre_window_autoplay_add (EuchreWindow *window,
                                 EuchreGame   *game,
                                 const char   *value);

G_END_DECLS
