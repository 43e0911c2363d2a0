/* euchre-table-private.h — what the table's rooms share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is built from rooms with one job each:
 *   euchre-table.c          the widget: what is shown, sizes, the public API
 *   euchre-table-signals.c  turns the game's signals into what is shown
 *   euchre-table-layout.c   where everything goes (pure geometry)
 *   euchre-table-flights.c  cards in flight (pure, driven by a given clock)
 *   euchre-table-draw.c     the felt, the backs, the flights, the winner's ring
 *   euchre-table-hand.c     the person's cards as buttons
 *   euchre-board-view.c     the board (euchre-board.h), bound: labels, pictures
 * The table knows the game only through seat 0's view.
 */
#pragma once

#include "euchre-sound.h"
#include "euchre-table.h"
#include "euchre-table-flights.h"
#include "euchre-table-hand.h"
#include "euchre-board-view.h"
#include "euchre-board.h"
#include "euchre-table-layout.h"

G_BEGIN_DECLS

struct _EuchreTable {
  GtkWidget parent_instance;

  EuchreGame *game;
  GStrv players;                /* the seats' people (online), or NULL */
  EuchreCardTheme *theme;
  EuchreTableLayout layout;

  EuchreTableHand *hand;        /* the person's cards */
  EuchreCard highlight;

  /* What is shown, which may lag the game while cards fly. */
  guint8 trick[4];
  guint8 landed;                /* bit per seat whose trick card has landed */
  guint trick_winner;           /* seat, or EUCHRE_SEAT_NONE while the trick is open */
  guint8 last_trick[4];
  guint last_winner;            /* seat that won last_trick */
  guint shown[4];               /* face-down cards shown per seat while dealing */
  gboolean dealing;
  EuchreBoard *board;           /* what the table shows: score, contract, seats, trick… */
  EuchreBoardView *view;        /* the board, bound: labels, upcard, trick, status */

  EuchreFlights flights;
  guint tick_id;
  guint pause_id;
  guint refresh_id;
  gboolean busy;
  gboolean result_held;         /* the hand's result waits for the person */

  double speed;
  guint trick_pause_ms;

  EuchreSound *sound;           /* follows the "sound" setting */
  gboolean high_contrast;       /* AdwStyleManager's: the table's own colours follow */
  /* The trick-taken pulse: a ring widening from the winner's name. */
  guint pulse_seat;             /* EUCHRE_SEAT_NONE: none */
  gint64 pulse_start, pulse_duration;
};

/* euchre-table.c */
void   euchre_table_update_busy     (EuchreTable           *self);
/* The readable parts follow the game's public state and what is shown. */
void   euchre_table_update_info     (EuchreTable           *self);
/* The person's cards as seat 0 holds them; none while they are dealt. */
void   euchre_table_rebuild_hand    (EuchreTable           *self);
/* Each card button playable, discardable, or why not. */
void   euchre_table_update_hand_states (EuchreTable        *self);

/* euchre-table-signals.c: connects the table to self->game's signals and
 * shows the game as it is. */
void   euchre_table_follow_game     (EuchreTable           *self);

/* euchre-table-animate.c */
/* @ms scaled by the animation speed, in µs; 0 without animations. */
gint64 euchre_table_scaled          (EuchreTable           *self,
                                     int                    ms);
void   euchre_table_add_flight      (EuchreTable           *self,
                                     EuchreFlightKind       kind,
                                     EuchreCard             card,
                                     guint                  seat,
                                     const graphene_rect_t *from,
                                     const graphene_rect_t *to,
                                     gint64                 delay,
                                     gint64                 duration);
/* Lands every flight now. */
void   euchre_table_finish_flights  (EuchreTable           *self);
/* Sweeps the trick shown to its winner (trick_winner). */
void   euchre_table_start_collect   (EuchreTable           *self);
/* Shows the finished trick a while, then sweeps it. */
void   euchre_table_pause_trick     (EuchreTable           *self,
                                     gboolean               last);
/* The backs of a new deal fly from @dealer (or are all shown at once). */
void   euchre_table_fly_deal        (EuchreTable           *self,
                                     guint                  dealer);
/* A trick taken: a ring widens from @seat's name and fades (none
 * without animations; it holds nothing up). */
void   euchre_table_pulse_seat      (EuchreTable           *self,
                                     guint                  seat);
/* A game won: cards burst from the middle of the table (none without
 * animations; it holds nothing up). */
void   euchre_table_celebrate       (EuchreTable           *self);
/* Whether the pulse is on at @now, and how far it has come (0 to 1). */
gboolean euchre_table_pulse_progress (EuchreTable          *self,
                                      gint64                now,
                                      double               *progress);
/* Stops the frame callback and the trick pause (dispose). */
void   euchre_table_stop_animations (EuchreTable           *self);

/* euchre-table-draw.c: the table's snapshot vfunc. */
void   euchre_table_draw            (GtkWidget             *widget,
                                     GtkSnapshot           *snapshot);
/* Where the table paints @seat's (1–3) cards face down, as draw does:
 * the number of them, their rects in @rects (tests check labels clear). */
guint  euchre_table_get_backs       (EuchreTable           *self,
                                     const EuchreView      *view,
                                     guint                  seat,
                                     graphene_rect_t        rects[EUCHRE_TABLE_MAX_BACKS]);

G_END_DECLS
