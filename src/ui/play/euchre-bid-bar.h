/* euchre-bid-bar.h — the bar under the table: a prompt and the bid controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row (the prompt, then the controls) when it fits the width given;
 * otherwise the prompt above the controls.  Its minimum width is the
 * wider of the prompt and the controls, never their sum, so the bar
 * never makes the window wider.  The prompt has a room of its own, two
 * lines high, whatever it says: a long hint moves no button.  The prompt,
 * the bid buttons and the Call Alone menu are its template
 * (euchre-bid-bar.ui); the buttons fire the play surface's actions (play.pass,
 * play.order-up, play.order-up-alone, play.call, play.call-alone, …): going
 * alone is one bid of its own, never a toggle pressed before another.
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
/* The hint's bid @action marked as the suggested one (and focused, so
 * that Enter makes it) until the next update; the Call Alone menu for a
 * call alone in the second round.  Returns the control, or NULL when
 * no control makes it. */
GtkWidget *euchre_bid_bar_highlight    (EuchreBidBar           *self,
                                        const EuchreAction     *action);
/* The people at the seats ("Waiting for Bob…"), four names, or NULL for
 * the seats' words. */
void       euchre_bid_bar_set_players  (EuchreBidBar           *self,
                                        const char *const      *players);
/* Replaces the prompt (a hint) until the next update. */
void       euchre_bid_bar_set_prompt   (EuchreBidBar           *self,
                                        const char             *text);
/* The A key: orders up alone, or opens the Call Alone menu; FALSE when
 * going alone is not offered. */
gboolean   euchre_bid_bar_go_alone     (EuchreBidBar           *self);
/* The bid that the bar's action @name (play.pass, play.order-up,
 * play.order-up-alone, play.call, play.call-alone with the suit as @param,
 * play.defend-alone) stands for. */
EuchreAction euchre_bid_bar_action_for  (const char             *name,
                                         GVariant               *param);
/* Installs those six actions on a widget class, all to @activate (which
 * reads them with euchre_bid_bar_action_for). */
void       euchre_bid_bar_install_actions (GtkWidgetClass        *widget_class,
                                           GtkWidgetActionActivateFunc activate);

G_END_DECLS
