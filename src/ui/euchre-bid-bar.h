/* euchre-bid-bar.h — the bar under the table: a prompt and the bid controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row (the prompt, then the controls) when it fits the width given;
 * otherwise the prompt above the controls.  Its minimum width is the
 * wider of the prompt and the controls, never their sum, so the bar
 * never makes the window wider.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_BID_BAR (euchre_bid_bar_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBidBar, euchre_bid_bar, EUCHRE, BID_BAR, GtkWidget)

/* The first child is the prompt, the others are the controls, in order
 * (in a .ui file: <child> elements). */
GtkWidget *euchre_bid_bar_new (void);

G_END_DECLS
