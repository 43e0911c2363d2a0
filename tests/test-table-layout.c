/* test-table-layout.c — where the table puts everything, at several sizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout is pure geometry: from the table's size and the cards'
 * aspect, every card and label has its place.  At every size the table
 * may have (from a phone held upright, 360 wide, to a 4K screen) every card lies
 * inside the table, the seats sit at their sides, and the cards that
 * are on the table together do not cover one another.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-table-layout.h"

#define STANDARD_ASPECT (2.5 / 3.5)

static const float sizes[][2] = {
  { 560, 380 },   /* the table's minimum */
  { 800, 600 },
  { 1000, 640 },  /* its natural size */
  { 1280, 800 },
  { 1920, 1080 },
  { 3840, 2160 },
  { 600, 900 },   /* tall and narrow */
  { 2400, 400 },  /* wide and low */
  { 360, 440 },   /* a phone held upright, the bar's two rows of bids under it */
  { 360, 540 },   /* the same with one row */
  { 412, 760 },
  { 540, 380 },   /* just narrower than the wide layout */
};

static const double aspects[] = { STANDARD_ASPECT, 0.66, 0.75 };

/* Rounding in the arithmetic is allowed, not a visible overlap. */
#define EPS 0.01f

static void
assert_inside (const EuchreTableLayout *l, const graphene_rect_t *r, const char *what)
{
  if (r->origin.x < -EPS || r->origin.y < -EPS ||
      r->origin.x + r->size.width > l->width + EPS ||
      r->origin.y + r->size.height > l->height + EPS)
    g_error ("%gx%g: %s (%g,%g %gx%g) is not inside the table", l->width, l->height, what,
             r->origin.x, r->origin.y, r->size.width, r->size.height);
}

static gboolean
overlap (const graphene_rect_t *a, const graphene_rect_t *b)
{
  graphene_rect_t ia = *a, ib = *b;

  graphene_rect_inset (&ia, EPS, EPS);
  graphene_rect_inset (&ib, EPS, EPS);
  return graphene_rect_intersection (&ia, &ib, NULL);
}

static void
assert_apart (const EuchreTableLayout *l, const graphene_rect_t *a, const char *what_a,
              const graphene_rect_t *b, const char *what_b)
{
  if (overlap (a, b))
    g_error ("%gx%g: %s (%g,%g %gx%g) covers %s (%g,%g %gx%g)", l->width, l->height, what_a,
             a->origin.x, a->origin.y, a->size.width, a->size.height, what_b, b->origin.x,
             b->origin.y, b->size.width, b->size.height);
}

/* The rect around all @n cards of @seat (the person's raised). */
static void
seat_bounds (const EuchreTableLayout *l, guint seat, guint n, graphene_rect_t *bounds)
{
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t r;

      euchre_table_layout_held_card (l, seat, i, n, &r);
      if (seat == 0)
        {
          /* A playable card rises. */
          r.origin.y -= l->raise;
          r.size.height += l->raise;
        }
      if (i == 0)
        *bounds = r;
      else
        graphene_rect_union (bounds, &r, bounds);
    }
}

#define FOR_EACH_LAYOUT(l)                                                    \
  for (guint si = 0; si < G_N_ELEMENTS (sizes); si++)                         \
    for (guint ai = 0; ai < G_N_ELEMENTS (aspects); ai++)                     \
      for (gboolean once = (euchre_table_layout_compute (&(l), sizes[si][0],  \
                                                         sizes[si][1],        \
                                                         aspects[ai]),        \
                            TRUE);                                            \
           once; once = FALSE)

static void
test_layout_cards_inside (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    {
      for (guint n = 1; n <= 6; n++)
        for (guint seat = 0; seat < 4; seat++)
          for (guint i = 0; i < n; i++)
            {
              graphene_rect_t r;

              euchre_table_layout_held_card (&l, seat, i, n, &r);
              assert_inside (&l, &r, "a held card");
            }
      for (guint seat = 0; seat < 4; seat++)
        {
          graphene_rect_t r;

          assert_inside (&l, &l.trick[seat], "a trick card");
          assert_inside (&l, &l.upcard[seat], "the upcard");
          euchre_table_layout_play_origin (&l, seat, 0, 5, &r);
          assert_inside (&l, &r, "a played card's start");
          euchre_table_layout_winner_ring (&l, seat, &r, &(float) { 0 }, &(float) { 0 });
          assert_inside (&l, &r, "the winner's ring");
        }
      assert_inside (&l, &l.score, "the score panel");
    }
}

/* The trick's four cards, the cards in every seat's hand and the upcard
 * (while bidding) lie side by side, never one over another. */
static void
test_layout_no_overlaps (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    {
      graphene_rect_t held[4];

      /* Five cards each (the dealer's sixth, held a moment before the
       * discard, may touch a neighbour's fan on a small table). */
      for (guint seat = 0; seat < 4; seat++)
        seat_bounds (&l, seat, 5, &held[seat]);
      for (guint a = 0; a < 4; a++)
        {
          for (guint b = a + 1; b < 4; b++)
            assert_apart (&l, &held[a], "a seat's cards", &held[b], "another seat's cards");
          for (guint t = 0; t < 4; t++)
            assert_apart (&l, &held[a], "a seat's cards", &l.trick[t], "a trick card");
          for (guint dealer = 0; dealer < 4; dealer++)
            assert_apart (&l, &held[a], "a seat's cards", &l.upcard[dealer], "the upcard");
        }
      /* The person's cards stay clear of their own name. */
      g_assert_cmpfloat (l.label[0].y, <, held[0].origin.y);
      /* The score panel is in the corner, clear of West's and North's
       * cards on a landscape table (on a tall narrow one it may lie over
       * the end of North's fan). */
      if (l.width < l.height * 1.25f)
        continue;
      assert_apart (&l, &l.score, "the score panel", &held[1], "West's cards");
      assert_apart (&l, &l.score, "the score panel", &held[2], "North's cards");
    }
}

/* The upcard, turned up in front of the person when they deal, lies
 * beside the trick's place, not on the cards that will be played. */
static void
test_layout_upcard_beside_trick (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    {
      assert_apart (&l, &l.upcard[0], "the person's upcard", &l.trick[0], "the person's trick card");
      assert_apart (&l, &l.upcard[0], "the person's upcard", &l.trick[2], "North's trick card");
    }
}

/* 0 south (the person), 1 west, 2 north, 3 east; each trick card lies
 * toward its player; the person's cards are the largest and overlap a
 * little, left to right. */
static void
test_layout_seats (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    {
      float cx = l.width / 2, cy = l.height / 2;
      const graphene_point_t *a = l.seat_anchor;
      graphene_point_t t[4];

      g_assert_cmpfloat_with_epsilon (a[0].x, cx, EPS);
      g_assert_cmpfloat_with_epsilon (a[2].x, cx, EPS);
      g_assert_cmpfloat (a[0].y, >, cy);
      g_assert_cmpfloat (a[2].y, <, cy);
      g_assert_cmpfloat (a[1].x, <, cx);
      g_assert_cmpfloat (a[3].x, >, cx);
      g_assert_cmpfloat_with_epsilon (a[1].y, a[3].y, EPS);
      if (!l.narrow)
        g_assert_cmpfloat_with_epsilon (a[1].y, cy, EPS);
      else
        {
          /* West and east beside the trick, between north and south. */
          g_assert_cmpfloat (a[1].y, >, a[2].y);
          g_assert_cmpfloat (a[1].y, <, a[0].y);
          g_assert_cmpfloat (l.band, >, 0.f);
        }
      g_assert_cmpint (l.narrow, ==, l.width < EUCHRE_TABLE_NARROW_WIDTH);
      /* West and east mirror each other. */
      g_assert_cmpfloat_with_epsilon (a[1].x, l.width - a[3].x, EPS);

      for (guint s = 0; s < 4; s++)
        graphene_rect_get_center (&l.trick[s], &t[s]);
      g_assert_cmpfloat (t[0].y, >, t[2].y);
      g_assert_cmpfloat (t[1].x, <, t[3].x);
      g_assert_cmpfloat_with_epsilon (t[0].x, cx, EPS);
      g_assert_cmpfloat_with_epsilon (t[1].y, t[3].y, EPS);

      g_assert_cmpfloat (l.hand_h, >=, l.card_h);
      g_assert_cmpfloat_with_epsilon (l.hand_w / l.hand_h, aspects[ai], 1e-4);
      g_assert_cmpfloat_with_epsilon (l.card_w / l.card_h, aspects[ai], 1e-4);
      for (guint i = 1; i < 5; i++)
        {
          graphene_rect_t prev, r;

          euchre_table_layout_hand_card (&l, i - 1, 5, &prev);
          euchre_table_layout_hand_card (&l, i, 5, &r);
          g_assert_cmpfloat_with_epsilon (r.origin.x - prev.origin.x, l.hand_step, EPS);
          g_assert_cmpfloat (l.hand_step, <, l.hand_w);
        }
      /* The person's hand is centred. */
      {
        graphene_rect_t first, last;

        euchre_table_layout_hand_card (&l, 0, 5, &first);
        euchre_table_layout_hand_card (&l, 4, 5, &last);
        g_assert_cmpfloat_with_epsilon (first.origin.x - 0, l.width - (last.origin.x + last.size.width),
                                        0.05f);
      }
    }
}

/* Where flights start and end: a deal from the dealer's seat, a play
 * from the raised card (the person) or the middle of the hand (others),
 * a pickup into the dealer's hand, a trick swept to its winner. */
static void
test_layout_flight_ends (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    for (guint seat = 0; seat < 4; seat++)
      {
        graphene_rect_t r, hand;
        graphene_point_t c;

        euchre_table_layout_deal_origin (&l, seat, &r);
        graphene_rect_get_center (&r, &c);
        g_assert_true (graphene_point_near (&c, &l.seat_anchor[seat], EPS));
        g_assert_cmpfloat_with_epsilon (r.size.width, l.card_w, EPS);

        euchre_table_layout_collect_target (&l, seat, &r);
        graphene_rect_get_center (&r, &c);
        g_assert_true (graphene_point_near (&c, &l.seat_anchor[seat], EPS));
        g_assert_cmpfloat (r.size.width, <, l.card_w);

        euchre_table_layout_play_origin (&l, seat, 1, 5, &r);
        euchre_table_layout_held_card (&l, seat, seat == 0 ? 1 : 2, 5, &hand);
        if (seat == 0)
          graphene_rect_offset (&hand, 0, -l.raise);
        g_assert_true (graphene_rect_equal (&r, &hand));

        euchre_table_layout_pickup_target (&l, seat, 6, &r);
        euchre_table_layout_held_card (&l, seat, seat == 0 ? 5 : 2, seat == 0 ? 6 : 5, &hand);
        g_assert_true (graphene_rect_equal (&r, &hand));

        {
          float w, radius;
          graphene_rect_t trick = l.trick[seat];

          euchre_table_layout_winner_ring (&l, seat, &r, &w, &radius);
          g_assert_cmpfloat (w, >=, 2.f);
          g_assert_cmpfloat (radius, >, 0.f);
          /* The ring lies just outside the card, all round. */
          g_assert_cmpfloat_with_epsilon (trick.origin.x - r.origin.x, w, EPS);
          g_assert_cmpfloat_with_epsilon (trick.origin.y - r.origin.y, w, EPS);
          g_assert_cmpfloat_with_epsilon (r.size.width - trick.size.width, 2 * w, EPS);
          g_assert_cmpfloat_with_epsilon (r.size.height - trick.size.height, 2 * w, EPS);
        }
      }
}

/* On a narrow table the score and the panel have the band across the
 * top to themselves: north's name and cards lie under it, west's and
 * east's names (hanging above their cards, six lines at most) too; the
 * side fans stay above the person's raised cards, which span the table
 * less its margins even six at a time. */
static void
test_layout_narrow (void)
{
  EuchreTableLayout l;

  FOR_EACH_LAYOUT (l)
    {
      graphene_rect_t held[4];
      float hand_top;

      if (!l.narrow)
        continue;
      for (guint seat = 0; seat < 4; seat++)
        seat_bounds (&l, seat, 5, &held[seat]);
      hand_top = held[0].origin.y;
      g_assert_cmpfloat (held[2].origin.y, >=, l.band + l.font_px);
      g_assert_cmpfloat (l.label[2].y - l.font_px * 0.7f, >=, l.band);
      for (guint s = 1; s < 4; s += 2)
        {
          g_assert_cmpfloat (l.label[s].y - l.font_px * 6.f, >=,
                             held[2].origin.y + held[2].size.height);
          g_assert_cmpfloat (l.label[s].y, <=, held[s].origin.y);
          g_assert_cmpfloat (held[s].origin.y + held[s].size.height, <=, hand_top);
        }
      g_assert_cmpfloat (l.label[0].y + l.font_px * 0.7f, <=, hand_top);
      g_assert_cmpfloat (l.score.origin.y + l.score.size.height, <=, l.band + EPS);
      {
        graphene_rect_t first, last;

        euchre_table_layout_hand_card (&l, 0, 6, &first);
        euchre_table_layout_hand_card (&l, 5, 6, &last);
        g_assert_cmpfloat (first.origin.x, >=, l.font_px * 0.8f - EPS);
        g_assert_cmpfloat (last.origin.x + last.size.width, <=, l.width - l.font_px * 0.8f + EPS);
      }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/table-layout/cards-inside", test_layout_cards_inside);
  g_test_add_func ("/euchre/table-layout/no-overlaps", test_layout_no_overlaps);
  g_test_add_func ("/euchre/table-layout/upcard-beside-trick", test_layout_upcard_beside_trick);
  g_test_add_func ("/euchre/table-layout/seats", test_layout_seats);
  g_test_add_func ("/euchre/table-layout/flight-ends", test_layout_flight_ends);
  g_test_add_func ("/euchre/table-layout/narrow", test_layout_narrow);
  return g_test_run ();
}
