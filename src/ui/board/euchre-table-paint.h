/* euchre-table-paint.h — the table's felt, shadows and winner's ring, for others
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The replay board draws a position the way the game's table does: these
 * are the table's own painting functions (euchre-table-draw.c), so that
 * the two look alike and change together.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-table-layout.h"

G_BEGIN_DECLS

/* The colours the table draws itself: the felt, the shadow a card casts,
 * the rings (the trick's winner, the keyboard's card, the hinted card)
 * and the bar over the person's trumps. */
typedef struct {
  GdkRGBA felt;
  GdkRGBA shadow;
  GdkRGBA winner_ring;
  GdkRGBA focus_ring;
  GdkRGBA hint_ring;
  GdkRGBA trump_bar;
} EuchreTablePalette;

/* The usual colours, or those of high contrast (AdwStyleManager's
 * high-contrast): a darker felt, every ring and mark at least 4.5:1
 * against it. */
const EuchreTablePalette *euchre_table_palette (gboolean high_contrast);

void euchre_table_paint_felt        (GtkSnapshot             *snapshot,
                                     float                    width,
                                     float                    height);
/* @widget's children, over the shadows its visible, opaque card
 * pictures (children with the style class "table-card") cast. */
void euchre_table_paint_children    (GtkWidget               *widget,
                                     GtkSnapshot             *snapshot);
/* The ring around the card that wins the trick, in front of @winner. */
void euchre_table_paint_winner_ring (GtkSnapshot             *snapshot,
                                     const EuchreTableLayout *layout,
                                     guint                    winner);

G_END_DECLS
