/* euchre-board.h — what a table shows a person, as properties and list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score box, the contract, the four seats (the person's name, tricks,
 * dealer, whose turn, bid, who plays it), the trick, the last trick, the
 * upcard and the status line: worked out here, once, in every language,
 * from the public half of a position plus the players' names, and shown
 * by any view that binds to it (the live table, an online table, the
 * replay board).  No GTK: the model suite tests every sentence without a
 * display.  Views never make these words themselves.
 *
 * Seats are named as people: @person is the seat of the one looking (its
 * sentences say "You" in that language's grammar), the others by the
 * names given, or by the table's own words ("West", "Partner", "East")
 * where no names are given.
 */
#pragma once

#include <gio/gio.h>

#include "euchre-public.h"

G_BEGIN_DECLS

/* What the table is showing right now, which may lag the game while
 * cards fly. */
typedef struct {
  gboolean dealing;             /* the deal is being shown: no upcard, no bids yet */
  EuchreCard trick[4];          /* landed card per seat, or EUCHRE_CARD_NONE */
  guint8 winner;                /* seat whose card wins the trick shown, or EUCHRE_SEAT_NONE */
} EuchreBoardShown;

typedef enum {
  EUCHRE_BOARD_SELF,            /* the person looking */
  EUCHRE_BOARD_PARTNER,         /* their partner */
  EUCHRE_BOARD_OPPONENT,        /* the other side */
} EuchreBoardRelation;

#define EUCHRE_TYPE_BOARD_SEAT (euchre_board_seat_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBoardSeat, euchre_board_seat, EUCHRE, BOARD_SEAT, GObject)

#define EUCHRE_TYPE_BOARD_CARD (euchre_board_card_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBoardCard, euchre_board_card, EUCHRE, BOARD_CARD, GObject)

#define EUCHRE_TYPE_BOARD (euchre_board_get_type ())
G_DECLARE_FINAL_TYPE (EuchreBoard, euchre_board, EUCHRE, BOARD, GObject)

/* ---- a seat ---------------------------------------------------------------- */

guint        euchre_board_seat_get_seat       (EuchreBoardSeat *self);
/* The person at the seat, whole: "Ann", "You", "West". */
const char  *euchre_board_seat_get_player     (EuchreBoardSeat *self);
EuchreBoardRelation euchre_board_seat_get_relation (EuchreBoardSeat *self);
/* "Ann · 2 tricks" (two lines for west and east); what a screen reader
 * hears adds whose turn it is. */
const char  *euchre_board_seat_get_text       (EuchreBoardSeat *self);
const char  *euchre_board_seat_get_heard      (EuchreBoardSeat *self);
gboolean     euchre_board_seat_get_is_turn    (EuchreBoardSeat *self);
gboolean     euchre_board_seat_get_is_dealer  (EuchreBoardSeat *self);
/* "Ann deals this hand". */
const char  *euchre_board_seat_get_dealer_heard (EuchreBoardSeat *self);
/* The seat's last bid ("Pass"), or NULL; said "Ann bid: Pass". */
const char  *euchre_board_seat_get_bid        (EuchreBoardSeat *self);
const char  *euchre_board_seat_get_bid_heard  (EuchreBoardSeat *self);
gboolean     euchre_board_seat_get_is_maker   (EuchreBoardSeat *self);
/* Who plays the seat ("Medium · Normal", "away"), or NULL; said "Ann: away". */
const char  *euchre_board_seat_get_tag        (EuchreBoardSeat *self);
const char  *euchre_board_seat_get_tag_heard  (EuchreBoardSeat *self);

/* ---- a card on the table ---------------------------------------------------- */

guint        euchre_board_card_get_seat       (EuchreBoardCard *self);
EuchreCard   euchre_board_card_get_card       (EuchreBoardCard *self);
gboolean     euchre_board_card_get_wins       (EuchreBoardCard *self);
/* "Ann: Jack of Spades, wins the trick". */
const char  *euchre_board_card_get_heard      (EuchreBoardCard *self);

/* ---- the board ---------------------------------------------------------------- */

EuchreBoard *euchre_board_new                 (void);
/* The players' names, four, or NULL for the table's words; @person is
 * the seat of the one looking, or EUCHRE_SEAT_NONE (a replay: everyone
 * by name).  Names are kept whole; a view ellipsizes them where it must. */
void         euchre_board_set_players         (EuchreBoard            *self,
                                               const char *const      *players,
                                               guint                   person);
/* Who plays @seat ("Medium · Normal"), or NULL. */
void         euchre_board_set_tag             (EuchreBoard            *self,
                                               guint                   seat,
                                               const char             *tag);
/* The game's target, where it is not the rules' (0: the rules'), and
 * whether the deal shown is played after the game was won (a file that
 * goes on past its end): the score box says so. */
void         euchre_board_set_target          (EuchreBoard            *self,
                                               guint                   target,
                                               gboolean                past_end);
/* Everything from @pub and what is @shown (NULL: the trick as it stands). */
void         euchre_board_update              (EuchreBoard            *self,
                                               const EuchrePublic     *pub,
                                               const EuchreBoardShown *shown);
void         euchre_board_set_status          (EuchreBoard            *self,
                                               const char             *status);
void         euchre_board_set_summary         (EuchreBoard            *self,
                                               const char             *summary);

/* The person at @seat, as the board names them. */
const char  *euchre_board_get_player          (EuchreBoard            *self,
                                               guint                   seat);
/* Seats in order (EuchreBoardSeat), the cards of the trick shown and of
 * the last finished trick (EuchreBoardCard, in the order played). */
GListModel  *euchre_board_get_seats           (EuchreBoard            *self);
EuchreBoardSeat *euchre_board_get_seat        (EuchreBoard            *self,
                                               guint                   seat);
GListModel  *euchre_board_get_trick           (EuchreBoard            *self);
GListModel  *euchre_board_get_last_trick      (EuchreBoard            *self);
/* The score box's three lines (four while a hand is played), and as said. */
const char  *euchre_board_get_score_text      (EuchreBoard            *self);
const char  *euchre_board_get_score_heard     (EuchreBoard            *self);
/* "Trump: ♥ Hearts\nMade by Ann" (+ the card picked up), or NULL. */
const char  *euchre_board_get_contract_text   (EuchreBoard            *self);
const char  *euchre_board_get_contract_heard  (EuchreBoard            *self);
/* The hand's bids in order, a line each, under their rounds. */
const char  *euchre_board_get_bidding         (EuchreBoard            *self);
/* The upcard while it may be ordered up, else EUCHRE_CARD_NONE. */
EuchreCard   euchre_board_get_upcard          (EuchreBoard            *self);
gboolean     euchre_board_get_upcard_down     (EuchreBoard            *self);
const char  *euchre_board_get_upcard_heard    (EuchreBoard            *self);
guint        euchre_board_get_dealer          (EuchreBoard            *self);
const char  *euchre_board_get_status          (EuchreBoard            *self);
const char  *euchre_board_get_summary         (EuchreBoard            *self);

G_END_DECLS
