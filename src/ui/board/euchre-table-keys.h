/* euchre-table-keys.h — the game's one-key shortcuts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A shortcut controller with the table's one-key shortcuts (P, O, A, D,
 * 1 to 4 for the play surface's "play.*" actions; H, L, S, R for the
 * window's "win.*" ones).  It runs in the bubble phase: a focused text
 * field takes its letters and digits first, and only a key nothing else
 * wanted reaches the table. */
GtkEventController *euchre_table_keys_new  (void);

G_END_DECLS
