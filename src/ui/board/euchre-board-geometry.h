/* euchre-board-geometry.h — sizing, placing and dressing the widgets on a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The small helpers the board view (euchre-board-view.c), the person's
 * cards (euchre-table-hand.c) and the bid bar share: a widget's size
 * within a width, its place, a label's text size, a card picture from the
 * theme and a style class turned on or off.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"

G_BEGIN_DECLS

void  euchre_felt_set_font      (GtkWidget               *label,
                                 float                    px,
                                 gboolean                 bold);
/* Adds @css_class to @widget when @on, else takes it away. */
void  euchre_felt_set_class     (GtkWidget               *widget,
                                 const char              *css_class,
                                 gboolean                 on);
/* Gives @widget the keyboard focus where it is on what its window shows:
 * a stack's hidden page (the table under the welcome) never takes the
 * focus from the page shown.  Whether it took it. */
gboolean euchre_felt_grab_focus (GtkWidget               *widget);
/* @card from @theme, @px wide; none without a theme or a card. */
void  euchre_felt_set_card      (GtkWidget               *picture,
                                 EuchreCardTheme         *theme,
                                 EuchreCard               card,
                                 int                      px);
/* Natural size, no wider than @max_w (nor narrower than its minimum). */
void  euchre_felt_measure       (GtkWidget               *widget,
                                 float                    max_w,
                                 float                   *w,
                                 float                   *h);
/* As euchre_felt_measure, but no wider than @max_w even where its minimum
 * is: its words wrap, none is cut; the height for that width. */
void  euchre_felt_measure_within (GtkWidget              *widget,
                                  float                   max_w,
                                  float                  *w,
                                  float                  *h);
void  euchre_felt_place         (GtkWidget               *widget,
                                 const graphene_rect_t   *r);

G_END_DECLS
