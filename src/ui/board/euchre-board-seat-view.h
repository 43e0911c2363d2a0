/* euchre-board-seat-view.h — one seat of a table, bound to an EuchreBoardSeat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The person's name (with their tricks), the dealer's chip, their bid and
 * the tag (away, computer player), bound in the template
 * (euchre-board-seat-view.ui).  Its place at the table sets the way it
 * reads: the person's and the partner's along their line, west's and
 * east's down from it, their names wrapping beside the person's cards.
 * The board view (euchre-board-view.c) holds four and names them for a
 * screen reader.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-board.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_BOARD_SEAT_VIEW (euchre_board_seat_view_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBoardSeatView, euchre_board_seat_view, EUCHRE, BOARD_SEAT_VIEW, GtkBox)

/* The labels, for their text sizes and accessible names. */
GtkWidget *euchre_board_seat_view_get_name   (EuchreBoardSeatView *self);
GtkWidget *euchre_board_seat_view_get_dealer (EuchreBoardSeatView *self);
GtkWidget *euchre_board_seat_view_get_bid    (EuchreBoardSeatView *self);
GtkWidget *euchre_board_seat_view_get_tag    (EuchreBoardSeatView *self);

G_END_DECLS
