/* euchre-table-flights.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include "euchre-table-flights.h"

void
euchre_flights_clear (EuchreFlights *flights)
{
  flights->n = 0;
}

gboolean
euchre_flights_add (EuchreFlights *flights, EuchreFlightKind kind, EuchreCard card, guint seat,
                    const graphene_rect_t *from, const graphene_rect_t *to, gint64 start,
                    gint64 duration)
{
  EuchreFlight *f;

  if (flights->n == EUCHRE_FLIGHTS_MAX)
    return FALSE;
  f = &flights->flights[flights->n++];
  f->kind = kind;
  f->card = card;
  f->seat = seat;
  f->from = *from;
  f->to = *to;
  f->start = start;
  f->duration = duration;
  return TRUE;
}

guint
euchre_flights_advance (EuchreFlights *flights, gint64 now, EuchreFlightLandedFunc landed,
                        gpointer data)
{
  guint kept = 0, n_landed = 0;

  for (guint i = 0; i < flights->n; i++)
    {
      EuchreFlight *f = &flights->flights[i];

      if (now >= f->start + f->duration)
        {
          if (landed)
            landed (f, data);
          n_landed++;
        }
      else
        flights->flights[kept++] = *f;
    }
  flights->n = kept;
  return n_landed;
}

guint
euchre_flights_finish_all (EuchreFlights *flights, EuchreFlightLandedFunc landed, gpointer data)
{
  return euchre_flights_advance (flights, G_MAXINT64 / 2, landed, data);
}

gboolean
euchre_flights_any (const EuchreFlights *flights, EuchreFlightKind kind)
{
  for (guint i = 0; i < flights->n; i++)
    if (flights->flights[i].kind == kind)
      return TRUE;
  return FALSE;
}

static double
ease (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

gboolean
euchre_flight_get_rect (const EuchreFlight *f, gint64 now, graphene_rect_t *rect)
{
  double t;

  if (now < f->start)
    return FALSE;
  t = f->duration > 0 ? ease ((double) (now - f->start) / f->duration) : 1.0;
  graphene_rect_interpolate (&f->from, &f->to, t, rect);
  return TRUE;
}
