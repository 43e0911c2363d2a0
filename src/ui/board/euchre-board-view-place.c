/* euchre-board-view-place.c — where the board view's widgets go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The live table's placement (wide, and narrow: a phone held upright) and
 * the replay board's, from the table's layout (euchre-table-layout.h):
 * the seats' names on their lines, the score top left, the panel top
 * right or, holding a hand's result, in the middle; the upcard clear of
 * the panel.
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include "euchre-board-geometry.h"
#include "euchre-board-view-private.h"

#define visible(w) gtk_widget_get_visible (w)

/* Places seat @s's box, at most @max_w wide, centred on its line of @l;
 * west's and east's hang from it (stand on it when @l is narrow), no
 * higher than @min_side_y.  Sets @out to where it went. */
static void
seat_place (EuchreBoardView *self, guint s, float max_w, float min_side_y, graphene_rect_t *out)
{
  const EuchreTableLayout *l = &self->layout;
  int name_h;
  float x, y, w, h;

  euchre_felt_measure (self->seat[s], max_w, &w, &h);
  gtk_widget_measure (self->name[s], GTK_ORIENTATION_VERTICAL, -1, NULL, &name_h, NULL, NULL);
  x = l->label[s].x - w / 2;
  /* North and south are centred on their line, west and east hang from
   * it; on a narrow table west's and east's stand on it, over their cards. */
  if ((s == 1 || s == 3) && l->narrow)
    y = MAX (l->label[s].y - h, min_side_y);
  else if (s == 1 || s == 3)
    y = MAX (l->label[s].y - name_h / 2.f, min_side_y);
  else
    y = l->label[s].y - h / 2;
  x = CLAMP (x, 2, MAX (2, l->width - w - 2));
  y = CLAMP (y, 2, MAX (2, l->height - h - 2));
  *out = GRAPHENE_RECT_INIT (x, y, w, h);
  euchre_felt_place (self->seat[s], out);
}

/* @y moved so that a box @h high starting there lies between @above's
 * bottom and @below's top (below first, where both cannot be kept). */
static float
between (float y, float h, const graphene_rect_t *above, const graphene_rect_t *below, float gap)
{
  if (above->size.height > 0)
    y = MAX (y, above->origin.y + above->size.height + gap);
  if (below->size.height > 0)
    y = MIN (y, below->origin.y - gap - h);
  return y;
}

/* Where the person's cards lie: the table's own children with the class
 * "card" (placed before the view), or where five would. */
static void
hand_rect (EuchreBoardView *self, graphene_rect_t *hand)
{
  GtkWidget *table = gtk_widget_get_parent (GTK_WIDGET (self));
  gboolean any = FALSE;

  euchre_table_layout_hand_card (&self->layout, 0, 5, hand);
  for (GtkWidget *c = table ? gtk_widget_get_first_child (table) : NULL; c;
       c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;

      if (!gtk_widget_get_visible (c) || !gtk_widget_has_css_class (c, "card") ||
          !gtk_widget_compute_bounds (c, table, &r))
        continue;
      if (any)
        graphene_rect_union (hand, &r, hand);
      else
        *hand = r;
      any = TRUE;
    }
}

static void
place_trick (EuchreBoardView *self)
{
  for (guint s = 0; s < 4; s++)
    if (visible (self->trick[s]))
      euchre_felt_place (self->trick[s], &self->layout.trick[s]);
}

static guint
dealer_of (EuchreBoardView *self)
{
  return self->board != NULL ? euchre_board_get_dealer (self->board) & 3 : 0;
}

/* A narrow table: the score box and the panel side by side in the band
 * across the top, the panel taking what the score leaves; the seats and
 * the cards where the layout puts them, under the band. */
static void
place_narrow (EuchreBoardView *self)
{
  const EuchreTableLayout *l = &self->layout;
  float margin = l->font_px * 0.8f, w, h;
  graphene_rect_t seat[4];

  float score_max = (l->width - 3 * margin) / 2;

  /* The panel beside the score keeps the contract's first line whole
   * ("Trump: ♦ Diamonds"): the score wraps sooner where it must. */
  if (visible (self->panel) && !visible (self->summary))
    {
      float pw, ph;

      euchre_felt_measure (self->panel, l->width, &pw, &ph);
      score_max = MAX (l->width * 0.3f, MIN (score_max, l->width - 3 * margin - pw));
    }
  euchre_felt_measure_within (self->score_button, score_max, &w, &h);
  euchre_felt_place (self->score_button, &GRAPHENE_RECT_INIT (margin, margin, w, h));
  place_trick (self);
  /* The partner's and the person's rows are their own: names are cut
   * only where the table ends. */
  for (guint s = 0; s < 4; s++)
    seat_place (self, s, s == 1 || s == 3 ? l->width * 0.3f : l->width - 2 * margin,
                -G_MAXFLOAT, &seat[s]);
  if (visible (self->panel) && visible (self->summary))
    {
      /* A hand's result, with its review: in the middle of the table,
       * where the trick was and the person looks, between the sides'
       * cards, clear of the partner's and the person's names. */
      float room = l->width - 2 * (l->seat_anchor[1].x + l->card_w * 0.75f + margin);
      float cy = l->trick[1].origin.y + l->card_h / 2;
      graphene_rect_t above = seat[2];
      float x;

      euchre_felt_measure_within (self->panel, room, &w, &h);
      x = (l->width - w) / 2;
      /* Below a side's name too where it reaches under the panel. */
      for (guint s = 1; s < 4; s += 2)
        if (seat[s].origin.x < x + w && seat[s].origin.x + seat[s].size.width > x &&
            seat[s].origin.y + seat[s].size.height > above.origin.y + above.size.height)
          above = seat[s];
      euchre_felt_place (self->panel,
                         &GRAPHENE_RECT_INIT (x, between (cy - h / 2, h, &above, &seat[0],
                                                          margin * 0.25f), w, h));
    }
  else if (visible (self->panel))
    {
      float room = l->width - 3 * margin - w;

      euchre_felt_measure_within (self->panel, room, &w, &h);
      euchre_felt_place (self->panel, &GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h));
    }
  if (visible (self->upcard))
    euchre_felt_place (self->upcard, &l->upcard[dealer_of (self)]);
}

/* The panel top right (wide): its natural width up to 30 % of the table
 * and no more than @room; a contract a line a row (long names) as wide
 * as its lines where @room allows. */
static void
measure_panel (EuchreBoardView *self, float room, float *w, float *h)
{
  int contract_w;

  euchre_felt_measure (self->panel, self->layout.width * 0.3f, w, h);
  gtk_widget_measure (self->contract_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &contract_w,
                      NULL, NULL);
  if (!gtk_label_get_wrap (GTK_LABEL (self->contract)) && visible (self->contract_button) &&
      contract_w > *w && room > *w)
    euchre_felt_measure (self->panel, MIN (contract_w, room), w, h);
  if (*w > room)
    euchre_felt_measure_within (self->panel, room, w, h);
}

/* Where a panel @w x @h goes: top right, below the partner's name
 * where it would lie over it. */
static graphene_rect_t
panel_rect (EuchreBoardView *self, const graphene_rect_t *north, float w, float h)
{
  float margin = self->layout.font_px * 0.8f;
  graphene_rect_t r = GRAPHENE_RECT_INIT (self->layout.width - margin - w, margin, w, h);

  if (graphene_rect_intersection (&r, north, NULL))
    r.origin.y = north->origin.y + north->size.height + margin * 0.5f;
  return r;
}

/* The height of @label's text, its lines wrapped at @width or not. */
static int
text_height (GtkWidget *label, int width, gboolean wrap)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (label, gtk_label_get_text (GTK_LABEL (label)));
  int h;

  pango_layout_set_attributes (layout, gtk_label_get_attributes (GTK_LABEL (label)));
  if (wrap)
    {
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
    }
  pango_layout_get_pixel_size (layout, NULL, &h);
  g_object_unref (layout);
  return h;
}

/* Whether the panel at @r, its contract's lines wrapped, keeps above
 * east's cards (the most a seat holds: the table paints them). */
static gboolean
contract_fits (EuchreBoardView *self, const graphene_rect_t *r)
{
  GtkLabel *label = GTK_LABEL (self->contract);
  graphene_rect_t east;
  int button_w, label_w, now, wrapped;

  if (!visible (self->contract_button))
    return TRUE;
  gtk_widget_measure (self->contract_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &button_w,
                      NULL, NULL);
  gtk_widget_measure (self->contract, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_w, NULL, NULL);
  /* The label's width in the button: the panel's less the button's padding. */
  label_w = (int) r->size.width - (button_w - label_w);
  now = text_height (self->contract, label_w, gtk_label_get_wrap (label));
  wrapped = text_height (self->contract, label_w, TRUE);
  euchre_table_layout_seat_cards (&self->layout, 3, EUCHRE_TABLE_MAX_BACKS, &east);
  return r->origin.y + r->size.height - now + wrapped <=
         east.origin.y - self->layout.font_px * 0.4f;
}

/* The contract's lines wrapped, or each on a row of its own cut at its
 * end. */
static void
set_contract_wraps (EuchreBoardView *self, gboolean wrap)
{
  GtkLabel *label = GTK_LABEL (self->contract);

  gtk_label_set_wrap (label, wrap);
  gtk_label_set_ellipsize (label, wrap ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
}

/* Whether the score box at @top, at most @max_w wide, its lines
 * wrapped, ends above @floor_y. */
static gboolean
score_fits_wrapped (EuchreBoardView *self, float max_w, float top, float floor_y)
{
  GtkLabel *label = GTK_LABEL (self->score);
  float box_w, box_h;
  int button_w, label_w, now, wrapped;

  gtk_widget_measure (self->score_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &button_w,
                      NULL, NULL);
  gtk_widget_measure (self->score, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_w, NULL, NULL);
  /* The label's width in the box: the box's less its padding. */
  label_w = (int) MIN (max_w, button_w) - (button_w - label_w);
  now = text_height (self->score, label_w, gtk_label_get_wrap (label));
  wrapped = text_height (self->score, label_w, TRUE);
  euchre_felt_measure_within (self->score_button, max_w, &box_w, &box_h);
  /* The box as it is, its text's rows now taken out and the text wrapped put in. */
  return top + box_h - now + wrapped <= floor_y;
}

/* The score's lines wrapped, or each on a row of its own cut in its
 * middle (its points stay in sight). */
static void
set_score_wraps (EuchreBoardView *self, gboolean wrap)
{
  GtkLabel *label = GTK_LABEL (self->score);

  gtk_label_set_wrap (label, wrap);
  gtk_label_set_ellipsize (label, wrap ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_MIDDLE);
}

static void
place_wide (EuchreBoardView *self)
{
  const EuchreTableLayout *l = &self->layout;
  float margin = l->font_px * 0.8f, w, h, room, score_w;
  graphene_rect_t hand, west;
  graphene_rect_t north = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t south = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t panel = GRAPHENE_RECT_INIT (-1, -1, 0, 0);
  graphene_rect_t stack;

  hand_rect (self, &hand);
  place_trick (self);
  for (guint s = 0; s < 4; s++)
    {
      graphene_rect_t r;

      float max_w = l->width * 0.45f;

      /* The partner's name whole where it then keeps a fifth of the
       * table for the score and for the contract either side; else cut
       * at 45 % as ever. */
      if (s == 2)
        {
          int nat;

          gtk_widget_measure (self->seat[2], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL,
                              NULL);
          if (nat > max_w && nat <= l->width * 0.6f - 4 * margin)
            max_w = nat;
        }
      seat_place (self, s, max_w, -G_MAXFLOAT, &r);
      /* West's and east's names keep beside the person's cards: a long
       * one that would reach them takes the room left between the
       * table's edge and the cards (its words broken only where a word
       * is wider than that), moved toward its edge. */
      if ((s == 1 || s == 3) && r.origin.y + r.size.height > hand.origin.y - l->raise &&
          r.size.width > hand.origin.x - margin - 2)
        {
          seat_place (self, s, MAX (hand.origin.x - 4, l->width * 0.1f), -G_MAXFLOAT, &r);
          if (s == 1)
            r.origin.x = MAX (2, MIN (r.origin.x, hand.origin.x - 2 - r.size.width));
          else
            r.origin.x = MIN (l->width - 2 - r.size.width,
                              MAX (r.origin.x, hand.origin.x + hand.size.width + 2));
          euchre_felt_place (self->seat[s], &r);
        }
      if (s == 2)
        north = r;
      else if (s == 0)
        south = r;
    }
  /* The partner's cards, painted by the table: the score keeps left of
   * them, the panel right of them. */
  euchre_table_layout_seat_cards (l, 2, EUCHRE_TABLE_MAX_BACKS, &stack);
  /* The score top left, left of the partner's name and cards where long
   * names would bring them together; its lines wrap where the box then
   * keeps above west's cards, else each keeps to a row, cut in its
   * middle (the whole score is its accessible name and its tooltip). */
  score_w = l->width * 0.4f;
  euchre_felt_measure_within (self->score_button, score_w, &w, &h);
  if (graphene_rect_intersection (&GRAPHENE_RECT_INIT (margin, margin, w, h), &north, NULL))
    euchre_felt_measure_within (self->score_button, score_w = north.origin.x - 2 * margin, &w,
                                &h);
  if (graphene_rect_intersection (&GRAPHENE_RECT_INIT (margin, margin, w, h), &stack, NULL))
    score_w = stack.origin.x - 2 * margin;
  euchre_table_layout_seat_cards (l, 1, EUCHRE_TABLE_MAX_BACKS, &west);
  set_score_wraps (self, score_fits_wrapped (self, score_w, margin,
                                             west.origin.y - margin * 0.5f));
  euchre_felt_measure_within (self->score_button, score_w, &w, &h);
  euchre_felt_place (self->score_button, &GRAPHENE_RECT_INIT (margin, margin, w, h));
  /* The panel's natural width, as ever, but no further left than the
   * score box and the partner's cards: long names cut the contract's
   * lines there. */
  room = MIN (l->width - 3 * margin - w,
              l->width - 1.5f * margin - stack.origin.x - stack.size.width);

  /* A result held for the person: in the middle, where the trick was
   * and the person looks, until they go on. */
  if (visible (self->panel) && self->held)
    {
      float cx = 0, cy = 0;

      for (guint s = 0; s < 4; s++)
        {
          cx += (l->trick[s].origin.x + l->trick[s].size.width / 2) / 4;
          cy += (l->trick[s].origin.y + l->trick[s].size.height / 2) / 4;
        }
      euchre_felt_measure (self->panel, l->width * 0.4f, &w, &h);
      cy = between (cy - h / 2, h, &north, &south, margin * 0.25f);
      euchre_felt_place (self->panel, &GRAPHENE_RECT_INIT (cx - w / 2, cy, w, h));
    }
  /* Top right; below the partner's name where it would be over it. */
  else if (visible (self->panel))
    {
      graphene_rect_t r;

      /* Its lines wrapped as ever where the panel then keeps above east's
       * cards; else (long names) a line a row, each cut at its end.  The
       * panel as wide as it is wrapped, whichever it is now: the choice
       * is the same at the next placement. */
      euchre_felt_measure (self->panel, l->width * 0.3f, &w, &h);
      if (w > room)
        euchre_felt_measure_within (self->panel, room, &w, &h);
      r = panel_rect (self, &north, w, h);
      set_contract_wraps (self, contract_fits (self, &r));
      measure_panel (self, room, &w, &h);
      r = panel_rect (self, &north, w, h);
      euchre_felt_place (self->panel, &r);
      panel = r;
    }

  /* The upcard, clear of the panel: on a small table the north dealer's
   * lay over the last hand's "Review Hand"; it goes to the other side of
   * the partner's cards then, or the panel goes below it. */
  if (visible (self->upcard))
    {
      graphene_rect_t r = l->upcard[dealer_of (self)];

      if (graphene_rect_intersection (&r, &panel, NULL))
        {
          graphene_rect_t mirrored = r;

          mirrored.origin.x = l->width - r.origin.x - r.size.width;
          if (!graphene_rect_intersection (&mirrored, &panel, NULL))
            r = mirrored;
          else
            euchre_felt_place (self->panel,
                               &GRAPHENE_RECT_INIT (panel.origin.x,
                                                    r.origin.y + r.size.height + margin * 0.5f,
                                                    panel.size.width, panel.size.height));
        }
      euchre_felt_place (self->upcard, &r);
    }
}

/* The replay board: the side's names under their open cards; the score
 * top left and the contract top right, or, where the partner's name
 * reaches there (a narrow board), below it beside the partner's cards. */
static void
place_replay (EuchreBoardView *self)
{
  const EuchreTableLayout *l = &self->layout;
  graphene_rect_t north, r, seat[4], sides[4];
  float margin = l->font_px * 0.8f, w, h, score_w, floor_y;

  place_trick (self);
  if (visible (self->upcard))
    euchre_felt_place (self->upcard, &l->upcard[dealer_of (self)]);
  for (guint s = 0; s < 4; s++)
    {
      gboolean side = s == 1 || s == 3;

      seat_place (self, s, side ? l->width * 0.3f : l->width - 2 * margin,
                  side ? self->side_floor[s] : 0, &seat[s]);
    }
  north = seat[2];
  /* The person's name keeps between west's and east's, their cards (down
   * to side_floor) and their names under them, cut at the room left there
   * where long names bring them together. */
  for (guint s = 1; s < 4; s += 2)
    {
      euchre_table_layout_seat_card (l, s, 0, 1, &sides[s]);
      sides[s].size.height = self->side_floor[s] - sides[s].origin.y;
      graphene_rect_union (&sides[s], &seat[s], &sides[s]);
    }
  if (graphene_rect_intersection (&seat[0], &sides[1], NULL) ||
      graphene_rect_intersection (&seat[0], &sides[3], NULL))
    {
      float cx = l->label[0].x;
      float half = MIN (cx - sides[1].origin.x - sides[1].size.width,
                        sides[3].origin.x - cx) - margin * 0.5f;

      seat_place (self, 0, MAX (2 * half, l->width * 0.2f), 0, &seat[0]);
    }
  /* The score top left, or under the partner's name where that reaches
   * there; its lines wrap where the box then keeps above the sides'
   * cards, else each keeps to a row, cut in its middle (long names). */
  score_w = l->width * 0.4f;
  floor_y = MIN (sides[1].origin.y, sides[3].origin.y) - margin * 0.5f;
  euchre_felt_measure_within (self->score_button, score_w, &w, &h);
  r = GRAPHENE_RECT_INIT (margin, margin, w, h);
  if (graphene_rect_intersection (&r, &north, NULL))
    {
      score_w = MAX (self->north_first.origin.x - 2 * margin, l->width * 0.2f);
      r.origin.y = north.origin.y + north.size.height + margin * 0.5f;
    }
  else
    floor_y = MIN (floor_y, north.origin.y - margin * 0.5f);
  set_score_wraps (self, score_fits_wrapped (self, score_w, r.origin.y, floor_y));
  euchre_felt_measure_within (self->score_button, score_w, &w, &h);
  r.size = GRAPHENE_SIZE_INIT (w, h);
  euchre_felt_place (self->score_button, &r);
  if (visible (self->panel))
    {
      float beside = l->width - north.origin.x - north.size.width - 2 * margin;

      euchre_felt_measure_within (self->panel, l->width * 0.4f, &w, &h);
      r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
      /* The contract too, in the corner right of the partner's name. */
      if (graphene_rect_intersection (&r, &north, NULL) && beside >= l->width * 0.2f)
        {
          euchre_felt_measure_within (self->panel, beside, &w, &h);
          r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
        }
      if (graphene_rect_intersection (&r, &north, NULL))
        {
          float room = l->width - self->north_last.origin.x - self->north_last.size.width -
                       2 * margin;

          euchre_felt_measure_within (self->panel, MAX (room, l->width * 0.2f), &w, &h);
          r = GRAPHENE_RECT_INIT (l->width - margin - w,
                                  north.origin.y + north.size.height + margin * 0.5f, w, h);
        }
      euchre_felt_place (self->panel, &r);
    }
}

void
euchre_board_view_place (EuchreBoardView *self)
{
  if (self->layout.width <= 0)
    return;
  if (self->replay)
    place_replay (self);
  else if (self->layout.narrow)
    place_narrow (self);
  else
    place_wide (self);
  if (visible (self->bidding_popover))
    gtk_popover_present (GTK_POPOVER (self->bidding_popover));
}
