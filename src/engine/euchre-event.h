/* euchre-event.h — what an action caused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre_state_apply_events() applies an action and reports, in order,
 * everything it caused: the card played, the trick won, the upcard
 * picked up, the hand scored, the game won…  The model's signals, the
 * command-line modes and the tournament all read this one report, so
 * nobody works out "what just happened" by comparing states.
 *
 * An event may name a card that only one seat saw (the dealer's
 * discard); euchre_event_for_seat() gives the copy another seat may see.
 */
#pragma once

#include "euchre-state.h"

G_BEGIN_DECLS

typedef enum {
  EUCHRE_EVENT_DEALT = 0,          /* seat: dealer; card: upcard; number: hand number */
  EUCHRE_EVENT_BID,                /* seat; action: pass, order up, call or defend alone */
  EUCHRE_EVENT_UPCARD_TURNED_DOWN, /* card: the upcard (everyone passed in round 1) */
  EUCHRE_EVENT_TRUMP_MADE,         /* seat: maker; suit: trump; alone; number: bid round */
  EUCHRE_EVENT_UPCARD_PICKED_UP,   /* seat: dealer; card: upcard */
  EUCHRE_EVENT_DISCARDED,          /* seat: dealer; card (NONE in other seats' copies) */
  EUCHRE_EVENT_PLAY_STARTED,       /* seat: the first leader (making is over) */
  EUCHRE_EVENT_CARD_PLAYED,        /* seat; card; number: trick (0–4); lead: it was led */
  EUCHRE_EVENT_TRICK_WON,          /* seat: winner; number: trick; cards: per seat; leader */
  EUCHRE_EVENT_HAND_SCORED,        /* the hand is over: side; points; kind: EuchreResultKind
                                    * (PASSED, with no points, after ALL_PASSED); alone;
                                    * seat: the maker (NONE when all passed) */
  EUCHRE_EVENT_ALL_PASSED,         /* seat: the next dealer; HAND_SCORED follows */
  EUCHRE_EVENT_RENEGE,             /* seat; card; side: the side that scores; points */
  EUCHRE_EVENT_GAME_OVER,          /* side: the winners */
  EUCHRE_N_EVENT_TYPES
} EuchreEventType;

typedef struct {
  guint8 type;          /* EuchreEventType */
  guint8 seat;          /* EUCHRE_SEAT_NONE where it does not apply */
  guint8 card;          /* EUCHRE_CARD_NONE where it does not apply */
  guint8 suit;          /* EUCHRE_SUIT_NONE where it does not apply */
  guint8 alone;
  guint8 lead;
  guint8 number;        /* hand, bid round or trick, as the type says */
  guint8 leader;        /* TRICK_WON */
  guint8 side;          /* HAND_SCORED, RENEGE, GAME_OVER */
  guint8 points;
  guint8 kind;          /* EuchreResultKind */
  guint8 cards[4];      /* TRICK_WON: the card of each seat, NONE for one sitting out */
  EuchreAction action;  /* BID */
} EuchreEvent;

#define EUCHRE_MAX_EVENTS 8

typedef struct {
  guint n;
  EuchreEvent events[EUCHRE_MAX_EVENTS];
} EuchreEventList;

/* euchre_state_apply() that also fills @events (cleared first) with what
 * the action caused.  On error nothing changes and @events is empty. */
gboolean    euchre_state_apply_events (EuchreState        *state,
                                       const EuchreAction *action,
                                       EuchreEventList    *events,
                                       GError            **error);

/* The copy of @event that @seat may see: another seat's discard hidden. */
void        euchre_event_for_seat     (const EuchreEvent *event,
                                       guint              seat,
                                       EuchreEvent       *out);

/* "dealt", "bid", "trick-won" … */
const char *euchre_event_type_id      (EuchreEventType type);

G_END_DECLS
