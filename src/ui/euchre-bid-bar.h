/* euchre-bid-bar.h — the bar under the table: a prompt and the bid controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row (the prompt, then the controls) when it fits the width given;
 * otherwise the prompt above the controls.  Its minimum width is the
 * wider of the prompt and the controls, never their sum, so the bar
 * never makes the window wider.  The prompt, the bid buttons and the
 * Alone toggle are its template (euchre-bid-bar.ui); the buttons fire
 * the window's actions (win.pass, win.order-up, win.call, …).
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_BID_BAR (euchre_bid_bar_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBidBar, euchre_bid_bar, EUCHRE, BID_BAR, GtkWidget)

/* The first child is the prompt, the others are the controls, in order
 * (in a .ui file: <child> elements). */
GtkWidget *euchre_bid_bar_new          (void);

/* The prompt and the bids of @list (empty: none for the person now, or
 * not yet), from the public part of the game. */
void       euchre_bid_bar_update       (EuchreBidBar           *self,
                                        const EuchrePublic     *pub,
                                        const EuchreActionList *list);
/* Replaces the prompt (a hint) until the next update. */
void       euchre_bid_bar_set_prompt   (EuchreBidBar           *self,
                                        const char             *text);
/* Whether the person goes alone with their bid. */
gboolean   euchre_bid_bar_get_alone    (EuchreBidBar           *self);
/* The A key: the toggle flips if it is offered and not forced. */
void       euchre_bid_bar_toggle_alone (EuchreBidBar           *self);

G_END_DECLS
