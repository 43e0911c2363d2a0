/* euchre-bid-bar-private.h — what the bar's two files share: its
 * fields and its layout (euchre-bid-bar-layout.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-bid-bar.h"

G_BEGIN_DECLS

#define SPACING 6
/* Room above and below: a row is at least ROW_HEIGHT tall (a button's
 * height, so the table does not move when the buttons come and go); two
 * rows have less room around them, to take little from the table. */
#define ROW_PADDING 8
#define ROW_HEIGHT 40
#define STACK_PADDING 4
#define STACK_SPACING 2
/* The prompt's room: at most PROMPT_LINES lines, ellipsized past them.  The
 * controls sit beside it when it gets at least PROMPT_MIN_WIDTH, else the
 * prompt goes above them.  Nothing of this depends on the prompt's text:
 * a long hint never moves a button under the pointer (issue 24). */
#define PROMPT_LINES 2
#define PROMPT_MIN_WIDTH 360
#define SIDE_PADDING 4

struct _EuchreBidBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *prompt_label;
  GtkBox *bid_buttons;
  GtkMenuButton *alone_menu;

  GStrv players;                /* the seats' people (online), or NULL */

  /* Properties, bound in the template */
  char *prompt;                 /* never NULL */
  char *prompt_tooltip;         /* a hint's whole words, or NULL */
  gboolean can_call_alone;      /* the Call Alone menu is offered */
  gboolean alone_suggested;     /* …and is the hint's bid */
};

/* The layout: measure and allocate in @widget_class; the buildable's
 * add_child that puts the template's children in order. */
void euchre_bid_bar_layout_class_init (GtkWidgetClass    *widget_class);
void euchre_bid_bar_buildable_init    (GtkBuildableIface *iface);

G_END_DECLS
