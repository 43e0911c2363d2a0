/* euchre-board-seats.c — the board's four seats, as a position shows
 * them: each person's name and tricks, whose turn, the dealer, the last
 * bid, the tag ("away"), each as seen and as heard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-board"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-board-private.h"
#include "euchre-names.h"
#include "euchre-view.h"

/* What seat @s is to @person (any seat > 3: the table seen from no
 * seat, south's side as partners). */
EuchreBoardRelation
euchre_board_relation_of (guint person, guint s)
{
  if (person > 3)
    return euchre_seat_side (s) == 0 ? EUCHRE_BOARD_PARTNER : EUCHRE_BOARD_OPPONENT;
  if (s == person)
    return EUCHRE_BOARD_SELF;
  return s == euchre_seat_partner (person) ? EUCHRE_BOARD_PARTNER : EUCHRE_BOARD_OPPONENT;
}

/* Seat @s's name, "Ann · 2 tricks" (on two lines for west and east), and
 * what a screen reader hears of it. */
static void
update_seat_name (const EuchreBoardWho *who, EuchreBoardSeat *seat, guint s,
                  const EuchrePublic *p, gboolean turn)
{
  gboolean playing = p->phase == EUCHRE_PHASE_PLAY || p->phase == EUCHRE_PHASE_DISCARD;
  const char *name = euchre_board_who (who, s);
  g_autofree char *tricks = NULL;
  g_autofree char *said = NULL;

  if (playing && (p->out_mask & (1u << s)))
    tricks = g_strdup (_("sitting out"));
  else if (playing || p->phase == EUCHRE_PHASE_HAND_OVER)
    tricks = g_strdup_printf (ngettext ("%u trick", "%u tricks", p->seat_tricks[s]),
                              p->seat_tricks[s]);
  said = tricks ? g_strdup_printf ("%s · %s", name, tricks) : g_strdup (name);
  euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_PLAYER, name);
  /* West and east stand beside the person's cards: two short lines. */
  euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_TEXT,
                                 tricks && (s == 1 || s == 3)
                                 ? g_strdup_printf ("%s\n%s", name, tricks) : g_strdup (said));
  euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_HEARD,
                                 /* TRANSLATORS: a seat's name for a screen reader when it is that seat's turn */
                                 turn ? g_strdup_printf (_("%s, to play"), said) : g_strdup (said));
  euchre_board_seat_set_flag (seat, EUCHRE_BOARD_SEAT_IS_TURN, turn);
}

void
euchre_board_update_seats (EuchreBoard *self, const EuchrePublic *p, gboolean dealing,
                           EuchreBoardWho who, guint person, const char *const *tags)
{
  gboolean dealt = p->phase != EUCHRE_PHASE_DEAL && p->hand_number > 0;
  EuchreView view = { 0 };

  view.pub = *p;
  for (guint s = 0; s < 4; s++)
    {
      EuchreBoardSeat *seat = euchre_board_get_seat (self, s);
      gboolean turn = p->turn == s && dealt && !dealing && p->phase != EUCHRE_PHASE_GAME_OVER &&
                      p->phase != EUCHRE_PHASE_HAND_OVER;
      gboolean dealer = dealt && p->dealer == s;
      const EuchreAction *bid = NULL;

      euchre_board_seat_set_relation (seat, euchre_board_relation_of (person, s));
      update_seat_name (&who, seat, s, p, turn);
      euchre_board_seat_set_flag (seat, EUCHRE_BOARD_SEAT_IS_DEALER, dealer);
      euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_DEALER_HEARD,
                                     dealer ? euchre_board_dealer_sentence (&who, s) : NULL);
      /* Each seat's last bid stays up for the whole hand. */
      if (dealt && !dealing && p->phase != EUCHRE_PHASE_GAME_OVER)
        bid = p->bids[1][s].type != EUCHRE_ACTION_NONE ? &p->bids[1][s]
              : p->bids[0][s].type != EUCHRE_ACTION_NONE ? &p->bids[0][s] : NULL;
      if (bid != NULL)
        {
          char *what = euchre_name_bid (&view, s, bid);

          euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_BID_HEARD,
                                         euchre_board_bid_sentence (&who, s, what));
          euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_BID, what);
        }
      else
        {
          euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_BID, NULL);
          euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_BID_HEARD, NULL);
        }
      euchre_board_seat_set_flag (seat, EUCHRE_BOARD_SEAT_IS_MAKER,
                                  bid != NULL && p->maker == s && p->trump < EUCHRE_N_SUITS);
      euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_TAG,
                                    s == person ? NULL : tags[s]);
      euchre_board_seat_take_string (seat, EUCHRE_BOARD_SEAT_TAG_HEARD,
                                     euchre_board_tag_sentence (&who, s, tags[s]));
    }
}
