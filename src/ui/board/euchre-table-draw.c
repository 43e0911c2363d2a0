/* euchre-table-draw.c — what the table paints itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The felt, the other seats' cards face down, the shadows under the cards
 * that are pictures, the rings (the winning card's, the hinted card's and
 * the focused card's) and the cards in flight.  Labels, the upcard, the
 * trick and the person's cards are child widgets drawn in between; the
 * rings come after all of them, so that no later card covers one.
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <adwaita.h>

#include "euchre-table-paint.h"
#include "euchre-table-private.h"

/* The keyboard's card (#f6d32d) and the hint's (#62a0ea); the trump bar
 * white, apart from the yellow of the keyboard's ring and of the turn.
 * High contrast: a darker felt (#0b3b1e), a lighter blue (#99c1f1), no
 * shadow to blur the cards' edges. */
static const EuchreTablePalette palettes[2] = {
  {
    .felt = { 0.18f, 0.45f, 0.28f, 1.f },
    .shadow = { 0.f, 0.f, 0.f, 0.28f },
    .winner_ring = { 0.98f, 0.83f, 0.25f, 1.f },
    .focus_ring = { 0.965f, 0.827f, 0.176f, 1.f },
    .hint_ring = { 0.384f, 0.627f, 0.918f, 1.f },
    .trump_bar = { 1.f, 1.f, 1.f, 1.f },
  },
  {
    .felt = { 0.043f, 0.231f, 0.118f, 1.f },
    .shadow = { 0.f, 0.f, 0.f, 0.f },
    .winner_ring = { 0.965f, 0.827f, 0.176f, 1.f },
    .focus_ring = { 0.965f, 0.827f, 0.176f, 1.f },
    .hint_ring = { 0.6f, 0.757f, 0.945f, 1.f },
    .trump_bar = { 1.f, 1.f, 1.f, 1.f },
  },
};

const EuchreTablePalette *
euchre_table_palette (gboolean high_contrast)
{
  return &palettes[high_contrast ? 1 : 0];
}

static const EuchreTablePalette *
palette (EuchreTable *self)
{
  return euchre_table_palette (self->high_contrast);
}

#define CARD_RING_WIDTH 3.f
#define CARD_RING_OFFSET 2.f
#define CARD_RING_RADIUS 8.f

/* A seat sitting out (its partner plays alone) is drawn faded. */
#define SITTING_OUT_OPACITY 0.45

static int
device_width (EuchreTable *self, float logical)
{
  return MAX (1, (int) (logical * gtk_widget_get_scale_factor (GTK_WIDGET (self)) + 0.5f));
}

/* The shadow a card lying at @r casts on the felt. */
static void
draw_shadow (GtkSnapshot *snapshot, const graphene_rect_t *r, const GdkRGBA *shadow_color)
{
  graphene_rect_t shadow;
  GskRoundedRect round;
  float radius;

  if (shadow_color->alpha == 0.f)
    return;
  euchre_table_layout_shadow (r, &shadow, &radius);
  gsk_rounded_rect_init_from_rect (&round, &shadow, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, shadow_color, &shadow);
  gtk_snapshot_pop (snapshot);
}

/* Draws @card filling @r, from the texture rendered @tex_w logical pixels
 * wide (cards in flight change size every frame: they are scaled from one
 * texture rather than rendered anew). */
static void
draw_card_scaled (EuchreTable *self, GtkSnapshot *snapshot, EuchreCard card,
                  const graphene_rect_t *r, float tex_w)
{
  GdkTexture *texture;

  if (self->theme == NULL || r->size.width < 1 || r->size.height < 1)
    return;
  draw_shadow (snapshot, r, &palette (self)->shadow);
  texture = euchre_card_theme_get_texture (self->theme, card, device_width (self, tex_w));
  if (texture)
    gtk_snapshot_append_texture (snapshot, texture, r);
}

/* A plain felt: a full-window gradient doubled the frame time with the
 * cairo renderer (p95 13 ms against 4 ms), for a barely visible shading. */
static void
draw_felt (GtkSnapshot *snapshot, float w, float h, const EuchreTablePalette *colors)
{
  gtk_snapshot_append_color (snapshot, &colors->felt, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* Seats 1–3 hold their cards face down: where each of @seat's lies. */
guint
euchre_table_get_backs (EuchreTable *self, const EuchreView *view, guint seat,
                        graphene_rect_t rects[EUCHRE_TABLE_MAX_BACKS])
{
  guint n = seat < 1 || seat > 3 ? 0 : self->dealing ? self->shown[seat] : view->hand_sizes[seat];

  n = MIN (n, EUCHRE_TABLE_MAX_BACKS);
  for (guint i = 0; i < n; i++)
    euchre_table_layout_seat_card (&self->layout, seat, i, n, &rects[i]);
  return n;
}

static void
draw_backs (EuchreTable *self, GtkSnapshot *snapshot, const EuchreView *view)
{
  for (guint seat = 1; seat < 4; seat++)
    {
      graphene_rect_t rects[EUCHRE_TABLE_MAX_BACKS];
      guint n = euchre_table_get_backs (self, view, seat, rects);
      gboolean out = (view->pub.out_mask & (1u << seat)) && view->pub.phase == EUCHRE_PHASE_PLAY;

      if (out)
        gtk_snapshot_push_opacity (snapshot, SITTING_OUT_OPACITY);
      for (guint i = 0; i < n; i++)
        draw_card_scaled (self, snapshot, EUCHRE_CARD_BACK, &rects[i], rects[i].size.width);
      if (out)
        gtk_snapshot_pop (snapshot);
    }
}

static void
draw_ring (GtkSnapshot *snapshot, const graphene_rect_t *r, float w, float radius,
           const GdkRGBA *color)
{
  GskRoundedRect round;

  gsk_rounded_rect_init_from_rect (&round, r, radius);
  gtk_snapshot_append_border (snapshot, &round, (float[4]) { w, w, w, w },
                              (GdkRGBA[4]) { *color, *color, *color, *color });
}

/* The winning card is ringed while the trick is shown. */
static void
draw_winner_ring (EuchreTable *self, GtkSnapshot *snapshot)
{
  graphene_rect_t r;
  float w, radius;

  euchre_table_layout_winner_ring (&self->layout, self->trick_winner, &r, &w, &radius);
  draw_ring (snapshot, &r, w, radius, &palette (self)->winner_ring);
}


/* A bar over the visible part of each of the person's trump cards (@r is
 * the card's rect grown by its ring): together they stand over the trump
 * group, the left bower in it (issue 42.2). */
static void
draw_trump_bar (EuchreTable *self, GtkSnapshot *snapshot, GtkWidget *card,
                const graphene_rect_t *r)
{
  float inset = CARD_RING_OFFSET + CARD_RING_WIDTH;
  float h = MAX (3.f, self->layout.hand_h * 0.035f);
  float w = r->size.width - 2 * inset;
  GtkWidget *next = gtk_widget_get_next_sibling (card);
  graphene_rect_t bar;
  GskRoundedRect round;

  /* Up to the next card, where that one lies over this one. */
  if (next != NULL && gtk_widget_has_css_class (next, "card") && gtk_widget_get_visible (next))
    w = MIN (w, self->layout.hand_step - 2.f);
  bar = GRAPHENE_RECT_INIT (r->origin.x + inset + 1.f, r->origin.y + inset - h - 3.f,
                            MAX (w - 2.f, 1.f), h);
  gsk_rounded_rect_init_from_rect (&round, &bar, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &palette (self)->trump_bar, &bar);
  gtk_snapshot_pop (snapshot);
}

/* The person's hinted card and the card the keyboard is on, ringed over
 * the cards that overlap them (as a CSS outline, each card's ring was
 * cut by the next card, drawn after it). */
static void
draw_card_rings (EuchreTable *self, GtkSnapshot *snapshot)
{
  GtkWidget *focused = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t r;

      if (!gtk_widget_has_css_class (child, "card") || !gtk_widget_get_visible (child) ||
          !gtk_widget_compute_bounds (child, GTK_WIDGET (self), &r))
        continue;
      graphene_rect_inset (&r, -(CARD_RING_OFFSET + CARD_RING_WIDTH),
                           -(CARD_RING_OFFSET + CARD_RING_WIDTH));
      if (gtk_widget_has_css_class (child, "trump"))
        draw_trump_bar (self, snapshot, child, &r);
      if (gtk_widget_has_css_class (child, "hinted"))
        draw_ring (snapshot, &r, CARD_RING_WIDTH, CARD_RING_RADIUS, &palette (self)->hint_ring);
      if (gtk_widget_has_visible_focus (child))
        focused = child;
    }
  /* The keyboard's ring last: over the hint's when both are on one card. */
  if (focused != NULL)
    {
      graphene_rect_t r;

      if (gtk_widget_compute_bounds (focused, GTK_WIDGET (self), &r))
        {
          graphene_rect_inset (&r, -(CARD_RING_OFFSET + CARD_RING_WIDTH),
                               -(CARD_RING_OFFSET + CARD_RING_WIDTH));
          draw_ring (snapshot, &r, CARD_RING_WIDTH, CARD_RING_RADIUS, &palette (self)->focus_ring);
        }
    }
}

/* A trick taken: a ring widens from the winner's name and fades. */
static void
draw_pulse (EuchreTable *self, GtkSnapshot *snapshot, gint64 now)
{
  graphene_rect_t r;
  double t;
  float grow;

  if (!euchre_table_pulse_progress (self, now, &t) ||
      !euchre_board_view_get_seat_rect (self->view, self->pulse_seat, GTK_WIDGET (self), &r))
    return;
  grow = 4.f + (float) t * self->layout.font_px * 1.2f;
  graphene_rect_inset (&r, -grow, -grow);
  gtk_snapshot_push_opacity (snapshot, 1.0 - t);
  draw_ring (snapshot, &r, CARD_RING_WIDTH, r.size.height / 2, &palette (self)->winner_ring);
  gtk_snapshot_pop (snapshot);
}

static void
draw_flights (EuchreTable *self, GtkSnapshot *snapshot, gint64 now)
{
  for (guint i = 0; i < self->flights.n; i++)
    {
      const EuchreFlight *f = &self->flights.flights[i];
      graphene_rect_t r;

      if (euchre_flight_get_rect (f, now, &r))
        draw_card_scaled (self, snapshot, f->card, &r,
                          MAX (f->from.size.width, f->to.size.width));
    }
}

static void paint_children (GtkWidget                *widget,
                            GtkSnapshot              *snapshot,
                            const EuchreTablePalette *colors);

void
euchre_table_draw (GtkWidget *widget, GtkSnapshot *snapshot)
{
  EuchreTable *self = EUCHRE_TABLE (widget);
  gint64 now = g_get_monotonic_time ();
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  EuchreView view;

  draw_felt (snapshot, w, h, palette (self));
  if (self->game == NULL || self->theme == NULL)
    return;
  euchre_game_get_view (self->game, EUCHRE_HUMAN_SEAT, &view);
  draw_backs (self, snapshot, &view);

  /* Labels, the upcard, the trick and the person's cards are children. */
  paint_children (widget, snapshot, palette (self));

  /* Over every child: no later card may hide a ring. */
  draw_card_rings (self, snapshot);
  if (self->trick_winner != EUCHRE_SEAT_NONE && self->pause_id != 0)
    draw_winner_ring (self, snapshot);
  draw_pulse (self, snapshot, now);
  draw_flights (self, snapshot, now);
}

/* ---- the same pictures for the replay board (euchre-table-paint.h) ---- */

/* For the table's likes (the replay board): the colours of the mode the
 * style manager is in, as the table's own. */
static const EuchreTablePalette *
shared_palette (void)
{
  return euchre_table_palette (adw_style_manager_get_high_contrast (
                                 adw_style_manager_get_default ()));
}

void
euchre_table_paint_felt (GtkSnapshot *snapshot, float width, float height)
{
  draw_felt (snapshot, width, height, shared_palette ());
}

static void
paint_children (GtkWidget *widget, GtkSnapshot *snapshot, const EuchreTablePalette *colors)
{
  /* The cards that are pictures (the upcard, the trick) cast shadows. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "table-card") && gtk_widget_get_visible (child) &&
        gtk_widget_get_opacity (child) == 1.0)
      {
        graphene_rect_t r;

        if (gtk_widget_compute_bounds (child, widget, &r))
          draw_shadow (snapshot, &r, &colors->shadow);
      }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

void
euchre_table_paint_children (GtkWidget *widget, GtkSnapshot *snapshot)
{
  paint_children (widget, snapshot, shared_palette ());
}

void
euchre_table_paint_winner_ring (GtkSnapshot *snapshot, const EuchreTableLayout *layout, guint winner)
{
  graphene_rect_t r;
  GskRoundedRect round;
  float w, radius;

  euchre_table_layout_winner_ring (layout, winner, &r, &w, &radius);
  gsk_rounded_rect_init_from_rect (&round, &r, radius);
  gtk_snapshot_append_border (snapshot, &round, (float[4]) { w, w, w, w },
                              (GdkRGBA[4]) { shared_palette ()->winner_ring,
                                             shared_palette ()->winner_ring,
                                             shared_palette ()->winner_ring,
                                             shared_palette ()->winner_ring });
}
