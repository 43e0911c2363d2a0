/* euchre-board-view.h — what a table shows, as widgets bound to an EuchreBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score box, the panel (the contract and its bidding, the last hand's
 * result with Review Hand and Next Deal, the status line), the upcard, the
 * trick and the four seats (name, dealer chip, bid chip, who plays it),
 * from euchre-board-view.ui: their words are the board's, bound there.
 * The view lies over the whole table and is placed by the table's layout
 * (euchre-table-layout.h); it takes no click itself, only its children
 * do, so the cards under it stay the table's.  Used by the live table and
 * by the replay board.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-board.h"
#include "euchre-card-theme.h"
#include "euchre-table-layout.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_BOARD_VIEW (euchre_board_view_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBoardView, euchre_board_view, EUCHRE, BOARD_VIEW, GtkWidget)

GtkWidget   *euchre_board_view_new            (void);
void         euchre_board_view_set_board      (EuchreBoardView         *self,
                                               EuchreBoard             *board);
EuchreBoard *euchre_board_view_get_board      (EuchreBoardView         *self);
/* Whether the last hand's result waits for the person: then it lies in
 * the middle of the table with a Next Deal button, which takes the focus. */
void         euchre_board_view_set_held       (EuchreBoardView         *self,
                                               gboolean                 held);
gboolean     euchre_board_view_get_held       (EuchreBoardView         *self);
GtkWidget   *euchre_board_view_get_next_button (EuchreBoardView        *self);
/* Words a screen reader hears after @seat's name (the replay: the hand). */
void         euchre_board_view_set_seat_words (EuchreBoardView         *self,
                                               guint                    seat,
                                               const char              *words);
/* What a screen reader hears of @seat's name. */
const char  *euchre_board_view_get_seat_heard (EuchreBoardView         *self,
                                               guint                    seat);
/* The replay's room: west's and east's names no higher than @side_floor
 * (under their open cards), and the partner's cards, from the first to
 * the last, which the score and the contract stay beside.  NULL: the
 * live table's placement. */
void         euchre_board_view_set_replay_room (EuchreBoardView        *self,
                                                const float             side_floor[4],
                                                const graphene_rect_t  *north_first,
                                                const graphene_rect_t  *north_last);
/* Places every child by @layout, over the whole of @layout's size. */
void         euchre_board_view_allocate       (EuchreBoardView         *self,
                                               const EuchreTableLayout *layout);
/* Text sizes and card pictures for @layout's size (not during allocation). */
void         euchre_board_view_refresh        (EuchreBoardView         *self,
                                               const EuchreTableLayout *layout,
                                               EuchreCardTheme         *theme,
                                               int                      scale);
/* Where seat @seat's name lies, in @target's coordinates; FALSE when hidden. */
gboolean     euchre_board_view_get_seat_rect  (EuchreBoardView         *self,
                                               guint                    seat,
                                               GtkWidget               *target,
                                               graphene_rect_t         *rect);

G_END_DECLS
