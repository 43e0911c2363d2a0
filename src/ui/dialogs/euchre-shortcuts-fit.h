/* euchre-shortcuts-fit.h — the Keyboard Shortcuts window inside a narrow screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @overlay's pages one column wide, its titles wrapped, scrolled within
 * the height of the window it belongs to, whenever that window is too
 * narrow for GTK's two columns side by side. */
void euchre_shortcuts_fit (GtkShortcutsWindow *overlay);

G_END_DECLS
