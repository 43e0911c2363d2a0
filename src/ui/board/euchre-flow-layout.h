/* euchre-flow-layout.h — children in rows that wrap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A layout manager for a box of buttons: each child at its natural width,
 * as many to a row as fit, the next row under it, each row centred.  Its
 * minimum width is the widest child's, so that a row of bids never makes
 * the window wider than a phone (issue 42.1).  A GtkBox keeps its API
 * (append, remove) with this as its layout manager.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_FLOW_LAYOUT (euchre_flow_layout_get_type ())
G_DECLARE_FINAL_TYPE (EuchreFlowLayout, euchre_flow_layout, EUCHRE, FLOW_LAYOUT, GtkLayoutManager)

/* @spacing: pixels between children and between rows. */
GtkLayoutManager *euchre_flow_layout_new (int spacing);

G_END_DECLS
