/* euchre-table-flights.h — cards in flight across the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The animation engine, without GTK: each flight moves one card from one
 * rect to another, starting at a time and lasting a while.  Every call
 * takes the time ("now", in microseconds) from its caller, so the table
 * drives it with the monotonic clock and a test with a clock of its own.
 */
#pragma once

#include <graphene.h>
#include <glib.h>

#include "euchre-card.h"

G_BEGIN_DECLS

#define EUCHRE_FLIGHTS_MAX 32

typedef enum {
  EUCHRE_FLIGHT_DEAL,      /* a back flies to a seat */
  EUCHRE_FLIGHT_PLAY,      /* a card flies to the trick */
  EUCHRE_FLIGHT_COLLECT,   /* the trick flies to its winner */
  EUCHRE_FLIGHT_PICKUP,    /* the upcard flies to the dealer */
  EUCHRE_FLIGHT_CELEBRATE, /* a game won: cards burst from the middle */
} EuchreFlightKind;

typedef struct {
  EuchreFlightKind kind;
  EuchreCard card;          /* EUCHRE_CARD_BACK for a back */
  guint seat;
  graphene_rect_t from, to;
  gint64 start, duration;   /* µs */
} EuchreFlight;

typedef struct {
  EuchreFlight flights[EUCHRE_FLIGHTS_MAX];
  guint n;
} EuchreFlights;

/* Called for each flight that lands, in the order they were added. */
typedef void (*EuchreFlightLandedFunc) (const EuchreFlight *flight,
                                        gpointer            data);

/* Drops every flight without landing it. */
void     euchre_flights_clear      (EuchreFlights          *flights);
/* Adds a flight starting at @start; FALSE (and nothing added) when full. */
gboolean euchre_flights_add        (EuchreFlights          *flights,
                                    EuchreFlightKind        kind,
                                    EuchreCard              card,
                                    guint                   seat,
                                    const graphene_rect_t  *from,
                                    const graphene_rect_t  *to,
                                    gint64                  start,
                                    gint64                  duration);
/* Lands and removes the flights over at @now; returns how many landed. */
guint    euchre_flights_advance    (EuchreFlights          *flights,
                                    gint64                  now,
                                    EuchreFlightLandedFunc  landed,
                                    gpointer                data);
/* Lands every flight, however far it has come. */
guint    euchre_flights_finish_all (EuchreFlights          *flights,
                                    EuchreFlightLandedFunc  landed,
                                    gpointer                data);
gboolean euchre_flights_any        (const EuchreFlights    *flights,
                                    EuchreFlightKind        kind);
/* Where @flight is at @now (eased: fast, then slowing down); FALSE
 * before it starts. */
gboolean euchre_flight_get_rect    (const EuchreFlight     *flight,
                                    gint64                  now,
                                    graphene_rect_t        *rect);

G_END_DECLS
