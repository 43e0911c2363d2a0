/* euchre-board-view-private.h — the view's widgets, for its placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-board-view.h"

G_BEGIN_DECLS

struct _EuchreBoardView {
  GtkWidget parent_instance;

  EuchreBoard *board;
  gboolean held;
  EuchreTableLayout layout;
  gboolean replay;              /* the replay's placement (set_replay_room) */
  float side_floor[4];
  graphene_rect_t north_first, north_last;

  GtkWidget *score_button;
  GtkWidget *score;
  GtkWidget *panel;
  GtkWidget *contract_button;
  GtkWidget *contract;
  GtkWidget *bidding_popover;
  GtkWidget *summary;
  GtkWidget *review_button;
  GtkWidget *next_button;
  GtkWidget *status;
  GtkWidget *upcard;
  GtkWidget *trick[4];
  GtkWidget *seat[4];            /* EuchreBoardSeatView */
  GtkWidget *name[4];            /* the seats' labels */
  GtkWidget *dealer[4];
  GtkWidget *bid[4];
  GtkWidget *tag[4];

  EuchreCard trick_card[4];
  float font_px;
  int card_px;
  EuchreCardTheme *theme;       /* not owned: the table's */
  char *words[4];               /* after each seat's name, for a screen reader */
  char *heard[4];               /* each seat's name as a screen reader hears it */
};

/* euchre-board-view-place.c: the view's size_allocate. */
void euchre_board_view_place (EuchreBoardView *self);

G_END_DECLS
