/* test-flights.c — cards in flight, driven by a fake clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table's animation engine takes the time from its caller: here a
 * plain number stands in for the clock, so every moment of a flight can
 * be checked exactly.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-table-flights.h"

#define MS 1000   /* µs */

static const graphene_rect_t from = GRAPHENE_RECT_INIT (0, 0, 50, 70);
static const graphene_rect_t to = GRAPHENE_RECT_INIT (400, 300, 100, 140);

typedef struct {
  EuchreFlights flights;
  GArray *landed;               /* EuchreFlight, in landing order */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  euchre_flights_clear (&f->flights);
  f->landed = g_array_new (FALSE, FALSE, sizeof (EuchreFlight));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_array_unref (f->landed);
}

static void
landed_cb (const EuchreFlight *flight, gpointer data)
{
  Fixture *f = data;

  g_array_append_vals (f->landed, flight, 1);
}

static void
assert_rect (const graphene_rect_t *r, float x, float y, float w, float h)
{
  g_assert_cmpfloat_with_epsilon (r->origin.x, x, 1e-3);
  g_assert_cmpfloat_with_epsilon (r->origin.y, y, 1e-3);
  g_assert_cmpfloat_with_epsilon (r->size.width, w, 1e-3);
  g_assert_cmpfloat_with_epsilon (r->size.height, h, 1e-3);
}

/* A flight is nowhere before it starts, at its start at t0, on its way
 * (eased: more than half way at half time) and at its end at its
 * duration, when it lands once and is gone. */
static void
test_flights_one (Fixture *f, gconstpointer data)
{
  const gint64 t0 = 10000 * MS, dur = 240 * MS;
  graphene_rect_t r;

  g_assert_true (euchre_flights_add (&f->flights, EUCHRE_FLIGHT_PLAY, 7, 2, &from, &to, t0, dur));
  g_assert_cmpuint (f->flights.n, ==, 1);
  g_assert_true (euchre_flights_any (&f->flights, EUCHRE_FLIGHT_PLAY));
  g_assert_false (euchre_flights_any (&f->flights, EUCHRE_FLIGHT_DEAL));

  g_assert_false (euchre_flight_get_rect (&f->flights.flights[0], t0 - 1, &r));
  g_assert_true (euchre_flight_get_rect (&f->flights.flights[0], t0, &r));
  assert_rect (&r, 0, 0, 50, 70);

  g_assert_true (euchre_flight_get_rect (&f->flights.flights[0], t0 + dur / 2, &r));
  /* 1 − (1 − ½)³ = ⅞ of the way. */
  assert_rect (&r, 350, 262.5f, 93.75f, 131.25f);
  g_assert_cmpuint (euchre_flights_advance (&f->flights, t0 + dur / 2, landed_cb, f), ==, 0);
  g_assert_cmpuint (f->flights.n, ==, 1);

  g_assert_true (euchre_flight_get_rect (&f->flights.flights[0], t0 + dur, &r));
  assert_rect (&r, 400, 300, 100, 140);
  g_assert_cmpuint (euchre_flights_advance (&f->flights, t0 + dur - 1, landed_cb, f), ==, 0);
  g_assert_cmpuint (euchre_flights_advance (&f->flights, t0 + dur, landed_cb, f), ==, 1);
  g_assert_cmpuint (f->flights.n, ==, 0);
  g_assert_cmpuint (f->landed->len, ==, 1);
  g_assert_cmpint (g_array_index (f->landed, EuchreFlight, 0).kind, ==, EUCHRE_FLIGHT_PLAY);
  g_assert_cmpuint (g_array_index (f->landed, EuchreFlight, 0).card, ==, 7);
  g_assert_cmpuint (g_array_index (f->landed, EuchreFlight, 0).seat, ==, 2);
  g_assert_false (euchre_flights_any (&f->flights, EUCHRE_FLIGHT_PLAY));

  /* Nothing lands twice. */
  g_assert_cmpuint (euchre_flights_advance (&f->flights, t0 + 10 * dur, landed_cb, f), ==, 0);
  g_assert_cmpuint (f->landed->len, ==, 1);
}

/* A flight of no duration (no animations) is at its end at once. */
static void
test_flights_instant (Fixture *f, gconstpointer data)
{
  graphene_rect_t r;

  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_COLLECT, 3, 1, &from, &to, 500, 0);
  g_assert_true (euchre_flight_get_rect (&f->flights.flights[0], 500, &r));
  assert_rect (&r, 400, 300, 100, 140);
  g_assert_cmpuint (euchre_flights_advance (&f->flights, 500, landed_cb, f), ==, 1);
}

/* A deal: twenty backs leave one after another and land in that order,
 * each at its own start plus the duration; the rest keep flying. */
static void
test_flights_in_order (Fixture *f, gconstpointer data)
{
  const gint64 t0 = 0, step = 28 * MS, dur = 220 * MS;

  for (guint i = 0; i < 20; i++)
    g_assert_true (euchre_flights_add (&f->flights, EUCHRE_FLIGHT_DEAL, 0xfe, (i + 1) & 3, &from,
                                       &to, t0 + i * step, dur));
  g_assert_cmpuint (f->flights.n, ==, 20);

  for (guint i = 0; i < 20; i++)
    {
      gint64 now = t0 + i * step + dur;
      graphene_rect_t r;

      /* The next one is still on its way. */
      g_assert_cmpuint (euchre_flights_advance (&f->flights, now - 1, landed_cb, f), ==, 0);
      g_assert_cmpuint (euchre_flights_advance (&f->flights, now, landed_cb, f), ==, 1);
      g_assert_cmpuint (f->landed->len, ==, i + 1);
      g_assert_cmpuint (g_array_index (f->landed, EuchreFlight, i).seat, ==, (i + 1) & 3);
      g_assert_cmpuint (f->flights.n, ==, 19 - i);
      /* The flights yet to start are not drawn. */
      for (guint k = 0; k < f->flights.n; k++)
        g_assert_cmpint (euchre_flight_get_rect (&f->flights.flights[k], now, &r), ==,
                         f->flights.flights[k].start <= now);
    }
  g_assert_false (euchre_flights_any (&f->flights, EUCHRE_FLIGHT_DEAL));
}

/* Finishing lands everything at once, in order, whatever the clock says;
 * clearing drops everything without landing. */
static void
test_flights_finish_and_clear (Fixture *f, gconstpointer data)
{
  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_PLAY, 1, 0, &from, &to, 0, 240 * MS);
  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_PICKUP, 2, 3, &from, &to, 5000 * MS, 300 * MS);
  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_COLLECT, 3, 1, &from, &to, 10, 320 * MS);
  g_assert_cmpuint (euchre_flights_finish_all (&f->flights, landed_cb, f), ==, 3);
  g_assert_cmpuint (f->flights.n, ==, 0);
  g_assert_cmpuint (f->landed->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (f->landed, EuchreFlight, i).card, ==, i + 1);

  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_PLAY, 4, 0, &from, &to, 0, 240 * MS);
  euchre_flights_add (&f->flights, EUCHRE_FLIGHT_DEAL, 0xfe, 1, &from, &to, 0, 220 * MS);
  euchre_flights_clear (&f->flights);
  g_assert_cmpuint (f->flights.n, ==, 0);
  g_assert_cmpuint (euchre_flights_finish_all (&f->flights, landed_cb, f), ==, 0);
  g_assert_cmpuint (f->landed->len, ==, 3);
}

/* A full engine refuses more, and keeps what it has. */
static void
test_flights_full (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < EUCHRE_FLIGHTS_MAX; i++)
    g_assert_true (euchre_flights_add (&f->flights, EUCHRE_FLIGHT_DEAL, 0xfe, 0, &from, &to, i, 1));
  g_assert_false (euchre_flights_add (&f->flights, EUCHRE_FLIGHT_PLAY, 9, 0, &from, &to, 0, 1));
  g_assert_cmpuint (f->flights.n, ==, EUCHRE_FLIGHTS_MAX);
  g_assert_false (euchre_flights_any (&f->flights, EUCHRE_FLIGHT_PLAY));
  g_assert_cmpuint (euchre_flights_advance (&f->flights, EUCHRE_FLIGHTS_MAX, landed_cb, f), ==,
                    EUCHRE_FLIGHTS_MAX);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/euchre/flights/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("one", test_flights_one);
  ADD ("instant", test_flights_instant);
  ADD ("in-order", test_flights_in_order);
  ADD ("finish-and-clear", test_flights_finish_and_clear);
  ADD ("full", test_flights_full);
#undef ADD
  return g_test_run ();
}
