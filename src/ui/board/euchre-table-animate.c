/* euchre-table-animate.c — the table's cards in motion
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts the flights a deal, a play, a pickup or a finished trick needs,
 * drives them with the monotonic clock on every frame, and shows what
 * they bring when they land: backs in front of a seat, a card on the
 * trick, a trick gone to its winner.  The pause that leaves a finished
 * trick to be read is kept here too.  Without animations (the setting,
 * or a speed of 0) everything lands at once.
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <math.h>
#include <string.h>

#include "euchre-table-private.h"

static gboolean
animations_enabled (EuchreTable *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && self->speed > 0;
}

gint64
euchre_table_scaled (EuchreTable *self, int ms)
{
  if (!animations_enabled (self))
    return 0;
  return (gint64) (ms * 1000 / self->speed);
}

static gboolean tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data);

static void
ensure_tick (EuchreTable *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

void
euchre_table_add_flight (EuchreTable *self, EuchreFlightKind kind, EuchreCard card, guint seat,
                         const graphene_rect_t *from, const graphene_rect_t *to, gint64 delay,
                         gint64 duration)
{
  if (!euchre_flights_add (&self->flights, kind, card, seat, from, to,
                           g_get_monotonic_time () + delay, duration))
    return;
  ensure_tick (self);
}

static void
finish_collect (EuchreTable *self)
{
  for (guint s = 0; s < 4; s++)
    self->trick[s] = EUCHRE_CARD_NONE;
  self->landed = 0;
  self->trick_winner = EUCHRE_SEAT_NONE;
  euchre_table_update_busy (self);
  euchre_table_update_info (self);
}

static void
flight_landed_cb (const EuchreFlight *f, gpointer data)
{
  EuchreTable *self = data;

  switch (f->kind)
    {
    case EUCHRE_FLIGHT_DEAL:
      self->shown[f->seat]++;
      break;
    case EUCHRE_FLIGHT_PLAY:
      self->landed |= 1u << f->seat;
      break;
    case EUCHRE_FLIGHT_COLLECT:
    case EUCHRE_FLIGHT_PICKUP:
    case EUCHRE_FLIGHT_CELEBRATE:
    default:
      break;
    }
}

/* Lands the flights over at @now and shows what they brought. */
static void
advance_flights (EuchreTable *self, gint64 now)
{
  gboolean was_dealing = euchre_flights_any (&self->flights, EUCHRE_FLIGHT_DEAL);
  gboolean was_collecting = euchre_flights_any (&self->flights, EUCHRE_FLIGHT_COLLECT);
  guint landed = euchre_flights_advance (&self->flights, now, flight_landed_cb, self);

  if (was_dealing && !euchre_flights_any (&self->flights, EUCHRE_FLIGHT_DEAL))
    {
      self->dealing = FALSE;
      euchre_table_rebuild_hand (self);
      euchre_table_update_busy (self);
    }
  if (was_collecting && !euchre_flights_any (&self->flights, EUCHRE_FLIGHT_COLLECT))
    finish_collect (self);
  if (landed)
    euchre_table_update_info (self);
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  EuchreTable *self = EUCHRE_TABLE (widget);

  gint64 now = g_get_monotonic_time ();

  advance_flights (self, now);
  gtk_widget_queue_draw (widget);
  if (self->flights.n == 0 && !euchre_table_pulse_progress (self, now, NULL))
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
euchre_table_finish_flights (EuchreTable *self)
{
  advance_flights (self, G_MAXINT64 / 2);
  /* A pulse goes on: it shows, but holds nothing. */
  if (self->tick_id && self->pulse_seat == EUCHRE_SEAT_NONE)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
euchre_table_start_collect (EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  gint64 dur = euchre_table_scaled (self, 320);
  graphene_rect_t to;

  g_clear_handle_id (&self->pause_id, g_source_remove);
  euchre_table_pulse_seat (self, self->trick_winner);
  euchre_table_layout_collect_target (l, self->trick_winner, &to);
  for (guint s = 0; s < 4; s++)
    if (self->trick[s] != EUCHRE_CARD_NONE)
      euchre_table_add_flight (self, EUCHRE_FLIGHT_COLLECT, self->trick[s], s, &l->trick[s], &to, 0, dur);
  memcpy (self->last_trick, self->trick, 4);
  self->last_winner = self->trick_winner;
  for (guint s = 0; s < 4; s++)
    self->trick[s] = EUCHRE_CARD_NONE;
  self->landed = 0;
  if (dur == 0)
    euchre_table_finish_flights (self);
  euchre_table_update_busy (self);
  euchre_table_update_info (self);
}

static gboolean
trick_pause_cb (gpointer data)
{
  EuchreTable *self = data;

  self->pause_id = 0;
  euchre_table_start_collect (self);
  return G_SOURCE_REMOVE;
}

void
euchre_table_pause_trick (EuchreTable *self, gboolean last)
{
  /* A hand's last trick twice as long: its result is read with it. */
  guint pause = last ? 2 * self->trick_pause_ms : self->trick_pause_ms;

  g_clear_handle_id (&self->pause_id, g_source_remove);
  /* Leave the trick to be read, then sweep it to the winner. */
  self->pause_id = g_timeout_add (pause + euchre_table_scaled (self, 240) / 1000,
                                  trick_pause_cb, self);
}

void
euchre_table_fly_deal (EuchreTable *self, guint dealer)
{
  const EuchreTableLayout *l = &self->layout;
  gint64 step = euchre_table_scaled (self, 28), dur = euchre_table_scaled (self, 220);
  guint i = 0;

  for (guint s = 0; s < 4; s++)
    self->shown[s] = 0;
  /* Twenty backs fly from the dealer, five to each seat. */
  self->dealing = dur > 0;
  for (guint round = 0; round < 5 && self->dealing; round++)
    for (guint k = 1; k <= 4; k++, i++)
      {
        guint seat = (dealer + k) & 3;
        graphene_rect_t from, to;

        euchre_table_layout_deal_origin (l, dealer, &from);
        euchre_table_layout_held_card (l, seat, round, 5, &to);
        euchre_table_add_flight (self, EUCHRE_FLIGHT_DEAL, EUCHRE_CARD_BACK, seat, &from, &to,
                                 i * step, dur);
      }
  if (!self->dealing)
    for (guint s = 0; s < 4; s++)
      self->shown[s] = 5;
}

void
euchre_table_pulse_seat (EuchreTable *self, guint seat)
{
  gint64 duration = euchre_table_scaled (self, 520);

  self->pulse_seat = EUCHRE_SEAT_NONE;
  if (duration == 0 || seat >= 4)
    return;
  self->pulse_seat = seat;
  self->pulse_start = g_get_monotonic_time ();
  self->pulse_duration = duration;
  ensure_tick (self);
}

gboolean
euchre_table_pulse_progress (EuchreTable *self, gint64 now, double *progress)
{
  double t;

  if (self->pulse_seat >= 4 || self->pulse_duration <= 0)
    return FALSE;
  t = (double) (now - self->pulse_start) / self->pulse_duration;
  if (t >= 1.0)
    {
      self->pulse_seat = EUCHRE_SEAT_NONE;
      return FALSE;
    }
  if (progress)
    *progress = CLAMP (t, 0.0, 1.0);
  return TRUE;
}

/* Twelve cards, the jacks, aces and kings, fly out of the middle of the
 * table in a ring, one after the other, and leave it past its edges. */
void
euchre_table_celebrate (EuchreTable *self)
{
  static const char *const cards[] = { "JH", "AS", "KD", "JC", "AH", "KS",
                                       "JD", "AC", "KH", "JS", "AD", "KC" };
  const EuchreTableLayout *l = &self->layout;
  gint64 step = euchre_table_scaled (self, 70), dur = euchre_table_scaled (self, 1100);
  float cw = l->card_w, ch = l->card_h, reach = MAX (l->width, l->height) * 0.8f;
  graphene_rect_t from = GRAPHENE_RECT_INIT (l->width / 2 - cw / 2, l->height / 2 - ch / 2, cw, ch);

  if (dur == 0 || cw <= 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      double angle = 2 * G_PI * i / G_N_ELEMENTS (cards) - G_PI / 2;
      float x = l->width / 2 + (float) cos (angle) * reach;
      float y = l->height / 2 + (float) sin (angle) * reach;
      graphene_rect_t to = GRAPHENE_RECT_INIT (x - cw * 0.7f, y - ch * 0.7f, cw * 1.4f, ch * 1.4f);

      euchre_table_add_flight (self, EUCHRE_FLIGHT_CELEBRATE, euchre_card_parse (cards[i]),
                               EUCHRE_SEAT_NONE, &from, &to, i * step, dur);
    }
}

void
euchre_table_stop_animations (EuchreTable *self)
{
  g_clear_handle_id (&self->pause_id, g_source_remove);
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}
