/* euchre-window-focus.h — the focus ring wherever the keyboard's focus
 * lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK shows focus rings for 3 s after the last key press only; a focus
 * the game moves later (Next Deal, when the last trick is swept) is
 * drawn without one.  From now on, while the person's last input in
 * @window was a key (not a click or a touch), its focus rings are on,
 * wherever the focus lands; a click turns them off. */
void euchre_window_focus_track (GtkWindow *window);

G_END_DECLS
