/* euchre-board-private.h — the board's seats and cards, as the board fills them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-board.h"
#include "euchre-board-words.h"

G_BEGIN_DECLS

typedef enum {
  EUCHRE_BOARD_SEAT_PLAYER,
  EUCHRE_BOARD_SEAT_TEXT,
  EUCHRE_BOARD_SEAT_HEARD,
  EUCHRE_BOARD_SEAT_DEALER_HEARD,
  EUCHRE_BOARD_SEAT_BID,
  EUCHRE_BOARD_SEAT_BID_HEARD,
  EUCHRE_BOARD_SEAT_TAG,
  EUCHRE_BOARD_SEAT_TAG_HEARD,
  EUCHRE_BOARD_SEAT_N_STRINGS
} EuchreBoardSeatString;

typedef enum {
  EUCHRE_BOARD_SEAT_IS_TURN,
  EUCHRE_BOARD_SEAT_IS_DEALER,
  EUCHRE_BOARD_SEAT_IS_MAKER,
  EUCHRE_BOARD_SEAT_N_FLAGS
} EuchreBoardSeatFlag;

EuchreBoardSeat *euchre_board_seat_new        (guint                  seat,
                                               EuchreBoardRelation    relation);
/* Each notifies only on a change.  @value is taken as it is (NULL allowed). */
void             euchre_board_seat_set_string (EuchreBoardSeat       *self,
                                               EuchreBoardSeatString  which,
                                               const char            *value);
void             euchre_board_seat_take_string (EuchreBoardSeat      *self,
                                               EuchreBoardSeatString  which,
                                               char                  *value);
void             euchre_board_seat_set_flag   (EuchreBoardSeat       *self,
                                               EuchreBoardSeatFlag    which,
                                               gboolean               value);
void             euchre_board_seat_set_relation (EuchreBoardSeat     *self,
                                               EuchreBoardRelation    relation);

EuchreBoardCard *euchre_board_card_new        (guint                  seat,
                                               EuchreCard             card,
                                               gboolean               wins,
                                               char                  *heard);
gboolean         euchre_board_card_equal      (EuchreBoardCard       *self,
                                               guint                  seat,
                                               EuchreCard             card,
                                               gboolean               wins,
                                               const char            *heard);

/* euchre-board-seats.c: what seat @s is to @person; the seats of
 * @self's model, from @p (@dealing: the cards are still flying), told as
 * @who names them, @tags by seat (NULL each: none). */
EuchreBoardRelation euchre_board_relation_of  (guint                  person,
                                               guint                  s);
void             euchre_board_update_seats    (EuchreBoard           *self,
                                               const EuchrePublic    *p,
                                               gboolean               dealing,
                                               EuchreBoardWho         who,
                                               guint                  person,
                                               const char *const     *tags);

G_END_DECLS
