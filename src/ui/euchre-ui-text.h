/* euchre-ui-text.h — translated words for cards, suits, seats and results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-view.h"

G_BEGIN_DECLS

const char *euchre_ui_suit_name   (EuchreSuit suit);      /* "Hearts" */
const char *euchre_ui_suit_symbol (EuchreSuit suit);      /* "♥" */
char       *euchre_ui_card_name   (EuchreCard card);      /* "Jack of Diamonds" */
const char *euchre_ui_seat_name   (guint seat);           /* "You", "West", "Partner", "East" */
/* "West orders up", "You pass", "North: Hearts, alone" … */
char       *euchre_ui_bid_text    (const EuchreView *view, guint seat, const EuchreAction *a);
/* A card in a trick: "West: Ace of Clubs", "…, wins the trick" */
char       *euchre_ui_trick_card_text (guint seat, EuchreCard card, gboolean wins);
/* "You and your partner made 1 point", "West and East were euchred: 2 points to you" … */
char       *euchre_ui_result_text (guint side, guint points, EuchreResultKind kind);

/* One accessible name for a labelled button, its label without the
 * mnemonic's underscore (GTK 4.8 names it twice over AT-SPI). */
void        euchre_ui_name_button (GtkWidget *button);

G_END_DECLS
