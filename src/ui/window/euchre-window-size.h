/* euchre-window-size.h — a window's size, kept from one run to the next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Gives @window the size and maximized state saved in @settings
 * ("window-width", "window-height", "window-maximized") and saves them
 * again when it closes: the size the player chose, never one that the
 * content forced on the window (a bar wider or taller than the window's
 * minimum). */
void euchre_window_size_track (AdwApplicationWindow *window,
                               GSettings            *settings);

G_END_DECLS
