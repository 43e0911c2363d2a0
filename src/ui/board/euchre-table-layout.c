/* euchre-table-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include "euchre-table-layout.h"

/* The trick: four cards around (@cx, @tcy), each toward its player,
 * as far apart as the room between @top and @bottom allows. */
static void
place_trick (EuchreTableLayout *l, float cx, float top, float bottom)
{
  float tcy = (top + bottom) / 2;
  float dy = CLAMP ((bottom - top - l->card_h) / 2, l->card_h * 0.12f, l->card_h * 0.36f);
  float dx = l->card_w * 0.72f;
  const float off[4][2] = { { 0, dy }, { -dx, 0 }, { 0, -dy }, { dx, 0 } };

  for (guint s = 0; s < 4; s++)
    l->trick[s] = GRAPHENE_RECT_INIT (cx + off[s][0] - l->card_w / 2,
                                      tcy + off[s][1] - l->card_h / 2, l->card_w, l->card_h);
}

/* A phone held upright: from the top, a band for the score and the
 * panel, north's name and cards, west's and east's names over their
 * cards beside the trick, the person's name and hand.  The person's six
 * cards (the dealer's before the discard) fill the width; everything
 * shrinks together when the height is short. */
static void
compute_narrow (EuchreTableLayout *l, float width, float height, double aspect)
{
  float cx = width / 2;
  float font = CLAMP (MIN (height * 0.024f, width * 0.034f), 11.f, 40.f);
  float margin = font * 0.8f;
  /* The panel in the band: five lines of the contract (Spanish), two of status. */
  float band = margin + font * 10.f;
  /* Fixed heights: the band, north's name, the side names' boxes under
   * north's cards and over their own, gaps and the margin under the
   * hand; then north's cards, the sides' fans and the hand. */
  float fixed = band + font * 9.5f + margin;
  float hand_h = MIN ((width - 2 * margin) / 5.f / aspect, (height - fixed) / 3.4f);
  float north_top, trick_top, bottom, tcy, side_top;

  l->narrow = TRUE;
  l->band = band;
  l->font_px = font;
  l->hand_h = MAX (hand_h, 8.f);
  l->hand_w = l->hand_h * aspect;
  l->hand_step = l->hand_w * 0.8f;
  l->raise = l->hand_h * 0.14f;
  l->card_h = l->hand_h * 0.8f;
  l->card_w = l->card_h * aspect;

  l->seat_anchor[0] = GRAPHENE_POINT_INIT (cx, height - margin - l->hand_h / 2);
  l->label[0] = GRAPHENE_POINT_INIT (cx, height - margin - l->hand_h - l->raise - font * 1.4f);
  l->label[2] = GRAPHENE_POINT_INIT (cx, band + font * 0.8f);
  north_top = band + font * 1.8f;
  l->seat_anchor[2] = GRAPHENE_POINT_INIT (cx, north_top + l->card_h / 2);

  trick_top = north_top + l->card_h + font * 0.4f;
  bottom = l->label[0].y - font * 1.2f;
  place_trick (l, cx, trick_top, bottom);
  tcy = l->trick[1].origin.y + l->card_h / 2;

  /* West and east beside the trick, their fans clear of the hand below
   * and their names (up to six lines: name, tricks, dealer, bid, who
   * plays; as wide as "Aufnehmen lassen") clear of north's cards above. */
  tcy = MAX (tcy, north_top + l->card_h + font * 7.2f + l->card_h * 0.9f);
  tcy = MIN (tcy, l->label[0].y + font * 1.4f - l->raise - font * 0.5f - l->card_h * 0.9f);
  side_top = tcy - l->card_h * 0.9f;
  l->seat_anchor[1] = GRAPHENE_POINT_INIT (margin + l->card_w * 0.75f, tcy);
  l->seat_anchor[3] = GRAPHENE_POINT_INIT (width - margin - l->card_w * 0.75f, tcy);
  l->label[1] = GRAPHENE_POINT_INIT (l->seat_anchor[1].x, side_top - font * 0.3f);
  l->label[3] = GRAPHENE_POINT_INIT (l->seat_anchor[3].x, side_top - font * 0.3f);

  /* The upcard lies where the dealer's trick card will go (there is no
   * trick while bidding); the person's beside their trick card. */
  for (guint s = 1; s < 4; s++)
    l->upcard[s] = l->trick[s];
  l->upcard[0] = l->trick[0];
  l->upcard[0].origin.x = cx + l->card_w * 0.65f;

  l->score = GRAPHENE_RECT_INIT (margin, margin, (width - 3 * margin) / 2, band - margin);
}

void
euchre_table_layout_compute (EuchreTableLayout *l, float width, float height, double aspect)
{
  float cx = width / 2, cy = height / 2;
  float margin;

  l->width = width;
  l->height = height;
  l->narrow = FALSE;
  l->band = 0;
  if (width < EUCHRE_TABLE_NARROW_WIDTH)
    {
      compute_narrow (l, width, height, aspect);
      return;
    }

  /* The person's hand is the largest thing: five cards side by side with
   * a little overlap, at most a third of the height tall. */
  l->hand_h = MIN (height * 0.27f, (width * 0.62f / 4.2f) / aspect);
  l->hand_w = l->hand_h * aspect;
  l->hand_step = l->hand_w * 0.8f;
  l->raise = l->hand_h * 0.14f;
  l->card_h = MIN (height * 0.2f, l->hand_h * 0.8f);
  l->card_w = l->card_h * aspect;
  l->font_px = CLAMP (height * 0.024f, 11.f, 40.f);
  margin = l->font_px * 0.8f;

  l->seat_anchor[0] = GRAPHENE_POINT_INIT (cx, height - margin - l->hand_h / 2);
  l->seat_anchor[1] = GRAPHENE_POINT_INIT (margin + l->card_w * 0.75f, cy);
  l->seat_anchor[2] = GRAPHENE_POINT_INIT (cx, margin * 1.5f + l->font_px * 2.4f + l->card_h / 2);
  l->seat_anchor[3] = GRAPHENE_POINT_INIT (width - margin - l->card_w * 0.75f, cy);

  /* Names: south above its cards, north above, west and east below. */
  l->label[0] = GRAPHENE_POINT_INIT (cx, height - margin - l->hand_h - l->raise - l->font_px * 1.4f);
  l->label[1] = GRAPHENE_POINT_INIT (l->seat_anchor[1].x,
                                     cy + l->card_h * 1.05f + l->font_px * 1.2f);
  l->label[2] = GRAPHENE_POINT_INIT (cx, margin + l->font_px * 1.2f);
  l->label[3] = GRAPHENE_POINT_INIT (l->seat_anchor[3].x,
                                     cy + l->card_h * 1.05f + l->font_px * 1.2f);

  /* The trick: four cards around the centre, each toward its player. */
  /* Centred between the partner's cards and the person's name, as tall
   * as the room allows. */
  place_trick (l, cx, l->seat_anchor[2].y + l->card_h / 2 + l->font_px * 0.4f,
               l->label[0].y - l->font_px * 1.2f);

  /* The upcard lies between the dealer and the centre. */
  for (guint s = 0; s < 4; s++)
    {
      graphene_point_t a = l->seat_anchor[s];
      float x = a.x + (cx - a.x) * 0.42f, y = a.y + (cy - a.y) * 0.42f;

      if (s == 0)
        {
          /* Above the person's hand, beside where its trick card goes:
           * nothing else is there while bidding. */
          x = cx + l->card_w * 1.15f;
          y = l->trick[0].origin.y + l->card_h / 2;
        }
      else if (s == 2)
        x = cx + l->card_w * 2.4f;
      l->upcard[s] = GRAPHENE_RECT_INIT (x - l->card_w / 2, y - l->card_h / 2, l->card_w,
                                         l->card_h);
    }

  l->score = GRAPHENE_RECT_INIT (margin, margin, l->font_px * 13.f, l->font_px * 4.6f);
}

void
euchre_table_layout_hand_card (const EuchreTableLayout *l, guint index, guint n, graphene_rect_t *r)
{
  float total = l->hand_w + (n > 0 ? (n - 1) * l->hand_step : 0);
  float x0 = l->seat_anchor[0].x - total / 2;

  *r = GRAPHENE_RECT_INIT (x0 + index * l->hand_step, l->seat_anchor[0].y - l->hand_h / 2,
                           l->hand_w, l->hand_h);
}

void
euchre_table_layout_seat_card (const EuchreTableLayout *l, guint seat, guint index, guint n,
                               graphene_rect_t *r)
{
  graphene_point_t a = l->seat_anchor[seat];

  if (seat == 2)
    {
      float step = l->card_w * 0.34f;
      float x0 = a.x - (l->card_w + (n > 0 ? (n - 1) * step : 0)) / 2;

      *r = GRAPHENE_RECT_INIT (x0 + index * step, a.y - l->card_h / 2, l->card_w, l->card_h);
    }
  else
    {
      /* West and east hold their cards in a vertical fan. */
      float step = l->card_h * 0.2f;
      float y0 = a.y - (l->card_h + (n > 0 ? (n - 1) * step : 0)) / 2;

      *r = GRAPHENE_RECT_INIT (a.x - l->card_w / 2, y0 + index * step, l->card_w, l->card_h);
    }
}

void
euchre_table_layout_seat_cards (const EuchreTableLayout *l, guint seat, guint n, graphene_rect_t *r)
{
  graphene_rect_t last;

  n = MAX (n, 1);
  euchre_table_layout_seat_card (l, seat, 0, n, r);
  euchre_table_layout_seat_card (l, seat, n - 1, n, &last);
  graphene_rect_union (r, &last, r);
}

void
euchre_table_layout_deal_origin (const EuchreTableLayout *l, guint dealer, graphene_rect_t *r)
{
  graphene_point_t a = l->seat_anchor[dealer];

  *r = GRAPHENE_RECT_INIT (a.x - l->card_w / 2, a.y - l->card_h / 2, l->card_w, l->card_h);
}

void
euchre_table_layout_held_card (const EuchreTableLayout *l, guint seat, guint index, guint n,
                               graphene_rect_t *r)
{
  if (seat == 0)
    euchre_table_layout_hand_card (l, index, n, r);
  else
    euchre_table_layout_seat_card (l, seat, index, n, r);
}

void
euchre_table_layout_play_origin (const EuchreTableLayout *l, guint seat, guint index, guint n,
                                 graphene_rect_t *r)
{
  if (seat == 0)
    {
      euchre_table_layout_hand_card (l, index, n, r);
      graphene_rect_offset (r, 0, -l->raise);
    }
  else
    euchre_table_layout_seat_card (l, seat, n / 2, n, r);
}

void
euchre_table_layout_pickup_target (const EuchreTableLayout *l, guint dealer, guint n_hand,
                                   graphene_rect_t *r)
{
  if (dealer == 0)
    euchre_table_layout_hand_card (l, MAX (n_hand, 1) - 1, MAX (n_hand, 1), r);
  else
    euchre_table_layout_seat_card (l, dealer, 2, 5, r);
}

void
euchre_table_layout_collect_target (const EuchreTableLayout *l, guint winner, graphene_rect_t *r)
{
  graphene_point_t a = l->seat_anchor[winner];

  *r = GRAPHENE_RECT_INIT (a.x - l->card_w * 0.3f, a.y - l->card_h * 0.3f, l->card_w * 0.6f,
                           l->card_h * 0.6f);
}

void
euchre_table_layout_winner_ring (const EuchreTableLayout *l, guint winner, graphene_rect_t *r,
                                 float *width, float *radius)
{
  float w = MAX (2.f, l->card_w * 0.04f);

  *r = l->trick[winner];
  graphene_rect_inset (r, -w, -w);
  *width = w;
  *radius = l->card_w * 0.08f;
}

void
euchre_table_layout_shadow (const graphene_rect_t *card, graphene_rect_t *r, float *radius)
{
  *r = *card;
  graphene_rect_offset (r, card->size.width * 0.02f, card->size.width * 0.03f);
  *radius = card->size.width * 0.06f;
}
