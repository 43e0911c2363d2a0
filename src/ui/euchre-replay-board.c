/* euchre-replay-board.c — one position of a game from a file, drawn as the table draws it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cards are pictures from the card theme, placed by the table's layout;
 * the felt, the shadows and the winner's ring are the table's own
 * painting.  The labels wear the table's style classes (the widget's CSS
 * name is the table's), so the seats, chips and panels look the same.
 * Names come from a file: every label holding one is a single line,
 * ellipsized, with a bounded width, so no name can widen the window.
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-names.h"
#include "euchre-replay-board.h"
#include "euchre-table-layout.h"
#include "euchre-table-paint.h"

/* The most cards a seat holds: the dealer after picking up. */
#define MAX_HELD 6
/* A seat sitting out (its partner plays alone) is drawn faded, as on the table. */
#define SITTING_OUT_OPACITY 0.45
/* West's and east's cards face up: further apart than backs, so that
 * each card's corner can be read. */
#define OPEN_SIDE_STEP 0.27f
/* The score names two players a line: each at most this long. */
#define SCORE_NAME_CHARS 12

struct _EuchreReplayBoard {
  GtkWidget parent_instance;

  EuchreCardTheme *theme;
  EuchreTableLayout layout;
  guint refresh_id;
  int card_px, hand_px;         /* the widths the pictures were rendered at */
  float font_px;

  EuchrePublic pub;
  gboolean have_position;
  guint n[4];
  EuchreCard shown[4][MAX_HELD];        /* the card drawn, or EUCHRE_CARD_BACK */
  EuchreCard trick[4];
  guint winner;                         /* ringed: the trick is complete */
  char *seat_text[4];

  GtkWidget *held[4][MAX_HELD];
  GtkWidget *trick_pic[4];
  GtkWidget *upcard;
  GtkWidget *seat_box[4];
  GtkWidget *name[4];
  GtkWidget *dealer[4];
  GtkWidget *bid[4];
  GtkWidget *score;
  GtkWidget *contract;
};

G_DEFINE_FINAL_TYPE (EuchreReplayBoard, euchre_replay_board, GTK_TYPE_WIDGET)

/* ---- widgets ---------------------------------------------------------------- */

static GtkWidget *
new_picture (EuchreReplayBoard *self, gboolean named)
{
  GtkWidget *pic = g_object_new (GTK_TYPE_PICTURE, "can-shrink", TRUE, "can-target", FALSE,
                                 "visible", FALSE, "accessible-role",
                                 named ? GTK_ACCESSIBLE_ROLE_IMG : GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                 NULL);

  gtk_widget_add_css_class (pic, "table-card");
  gtk_widget_set_parent (pic, GTK_WIDGET (self));
  return pic;
}

/* A single line that never grows past @chars characters (of the default
 * font: the table's text is larger) and is cut with an ellipsis where the
 * table is narrow: a name from a file may be any length. */
static GtkWidget *
new_label (const char *css_class, int chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
set_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* A label's text and accessible name; hidden when @text is NULL or empty. */
static void
set_label (GtkWidget *label, const char *text, const char *name)
{
  gboolean shown = text != NULL && *text != '\0';

  gtk_widget_set_visible (label, shown);
  if (!shown)
    return;
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
  set_name (label, name != NULL ? name : text);
}

static void
set_font (GtkWidget *label, float px, gboolean bold)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (px * PANGO_SCALE)));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  pango_attr_list_unref (attrs);
}

static void
set_picture (EuchreReplayBoard *self, GtkWidget *pic, EuchreCard card, int px)
{
  GdkTexture *texture = NULL;

  if (self->theme != NULL && px > 0 && card != EUCHRE_CARD_NONE)
    texture = euchre_card_theme_get_texture (self->theme, card, px);
  gtk_picture_set_paintable (GTK_PICTURE (pic), GDK_PAINTABLE (texture));
}

/* Every picture at the size it is shown, and the text sizes. */
static void
refresh (EuchreReplayBoard *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  const EuchreTableLayout *l = &self->layout;

  self->card_px = MAX (1, (int) (l->card_w * scale + 0.5f));
  self->hand_px = MAX (1, (int) (l->hand_w * scale + 0.5f));
  for (guint s = 0; s < 4; s++)
    {
      for (guint i = 0; i < MAX_HELD; i++)
        set_picture (self, self->held[s][i], i < self->n[s] ? self->shown[s][i] : EUCHRE_CARD_NONE,
                     s == 0 ? self->hand_px : self->card_px);
      set_picture (self, self->trick_pic[s], self->trick[s], self->card_px);
    }
  set_picture (self, self->upcard, self->have_position ? self->pub.upcard : EUCHRE_CARD_NONE,
               self->card_px);
  if (self->font_px != l->font_px && l->font_px > 0)
    {
      float px = self->font_px = l->font_px;

      set_font (self->score, px, TRUE);
      set_font (self->contract, px * 1.1f, TRUE);
      for (guint s = 0; s < 4; s++)
        {
          set_font (self->name[s], px, TRUE);
          set_font (self->dealer[s], px * 0.85f, TRUE);
          set_font (self->bid[s], px * 0.95f, TRUE);
        }
    }
}

static gboolean
refresh_idle_cb (gpointer data)
{
  EuchreReplayBoard *self = data;

  self->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

/* ---- content ---------------------------------------------------------------- */

/* A name cut to @max characters, for the score's two to a line. */
static char *
short_name (const char *name, guint max)
{
  g_autofree char *cut = NULL;

  if (g_utf8_strlen (name, -1) <= max)
    return g_strdup (name);
  cut = g_utf8_substring (name, 0, max - 1);
  return g_strconcat (cut, "…", NULL);
}

static void
show_score (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p)
{
  const EuchrePublic *pub = p->pub;
  g_autofree char *n0 = short_name (p->names[0], SCORE_NAME_CHARS);
  g_autofree char *n1 = short_name (p->names[1], SCORE_NAME_CHARS);
  g_autofree char *n2 = short_name (p->names[2], SCORE_NAME_CHARS);
  g_autofree char *n3 = short_name (p->names[3], SCORE_NAME_CHARS);
  /* TRANSLATORS: the replay board's score: two players' names, their side's points */
  g_autofree char *us = g_strdup_printf (_("%s & %s: %u"), n0, n2, pub->score[0]);
  g_autofree char *them = g_strdup_printf (_("%s & %s: %u"), n1, n3, pub->score[1]);
  g_autofree char *target = g_strdup_printf (_("Playing to %u"), pub->rules.points_to_win);
  g_autofree char *text = g_strdup_printf ("%s\n%s\n%s", us, them, target);
  g_autofree char *name = g_strdup_printf (_("Score: %s, %s, %s"), us, them, target);

  set_label (self->score, text, name);
}

static void
show_contract (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p)
{
  const EuchrePublic *pub = p->pub;
  g_autofree char *trump = NULL, *maker = NULL, *text = NULL, *name = NULL;

  if (pub->trump < EUCHRE_N_SUITS && pub->maker < 4)
    {
      trump = g_strdup_printf (_("Trump: %s %s"), euchre_name_suit_symbol (pub->trump),
                               euchre_name_suit (pub->trump));
      maker = pub->alone ? g_strdup_printf (_("Made by %s, alone"), p->names[pub->maker])
                         : g_strdup_printf (_("Made by %s"), p->names[pub->maker]);
      text = g_strdup_printf ("%s\n%s", trump, maker);
      name = g_strdup_printf ("%s. %s", trump, maker);
    }
  set_label (self->contract, text, name);
}

static void
show_seats (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p)
{
  const EuchrePublic *pub = p->pub;
  gboolean playing = pub->phase == EUCHRE_PHASE_PLAY || pub->phase == EUCHRE_PHASE_DISCARD;
  gboolean dealt = pub->phase != EUCHRE_PHASE_DEAL && pub->hand_number > 0;
  EuchreView view = { 0 };

  view.pub = *pub;
  for (guint s = 0; s < 4; s++)
    {
      gboolean turn = pub->turn == s && dealt && pub->phase != EUCHRE_PHASE_GAME_OVER &&
                      pub->phase != EUCHRE_PHASE_HAND_OVER;
      g_autofree char *tricks = NULL, *text = NULL, *said = NULL, *heard = NULL;
      const EuchreAction *bid = NULL;

      if (playing && (pub->out_mask & (1u << s)))
        tricks = g_strdup (_("sitting out"));
      else if (playing || pub->phase == EUCHRE_PHASE_HAND_OVER)
        tricks = g_strdup_printf (ngettext ("%u trick", "%u tricks", pub->seat_tricks[s]),
                                  pub->seat_tricks[s]);
      said = tricks ? g_strdup_printf ("%s · %s", p->names[s], tricks) : g_strdup (p->names[s]);
      text = tricks && (s == 1 || s == 3) ? g_strdup_printf ("%s\n%s", p->names[s], tricks)
                                          : g_strdup (said);
      if (turn)
        {
          g_autofree char *to_play = g_strdup_printf (_("%s, to play"), said);

          heard = g_strdup_printf ("%s: %s", to_play, p->hand_words[s] ? p->hand_words[s] : "");
        }
      else
        heard = g_strdup_printf ("%s: %s", said, p->hand_words[s] ? p->hand_words[s] : "");
      set_label (self->name[s], text, heard);
      g_free (self->seat_text[s]);
      self->seat_text[s] = g_steal_pointer (&heard);
      if (turn)
        gtk_widget_add_css_class (self->name[s], "turn");
      else
        gtk_widget_remove_css_class (self->name[s], "turn");

      if (dealt && pub->dealer == s)
        {
          /* TRANSLATORS: the dealer's marker at a seat for a screen reader; %s is a player */
          g_autofree char *who = g_strdup_printf (_("%s deals this hand"), p->names[s]);

          set_label (self->dealer[s], _("Dealer"), who);
        }
      else
        set_label (self->dealer[s], NULL, NULL);

      if (dealt && pub->phase != EUCHRE_PHASE_GAME_OVER)
        bid = pub->bids[1][s].type != EUCHRE_ACTION_NONE ? &pub->bids[1][s]
              : pub->bids[0][s].type != EUCHRE_ACTION_NONE ? &pub->bids[0][s] : NULL;
      if (bid != NULL)
        {
          g_autofree char *what = euchre_name_bid (&view, s, bid);
          g_autofree char *bid_heard = g_strdup_printf (_("%s bid: %s"), p->names[s], what);

          set_label (self->bid[s], what, bid_heard);
          if (pub->maker == s && pub->trump < EUCHRE_N_SUITS)
            gtk_widget_add_css_class (self->bid[s], "maker");
          else
            gtk_widget_remove_css_class (self->bid[s], "maker");
        }
      else
        set_label (self->bid[s], NULL, NULL);
    }
}

/* The trick being played; between tricks, the one just won, ringed, as
 * the table shows it before it is swept away. */
static void
show_trick (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p)
{
  const EuchrePublic *pub = p->pub;
  int t = -1;

  self->winner = EUCHRE_SEAT_NONE;
  if (pub->phase == EUCHRE_PHASE_PLAY && pub->n_played > 0)
    t = pub->trick_number;
  else if ((pub->phase == EUCHRE_PHASE_PLAY || pub->phase == EUCHRE_PHASE_HAND_OVER ||
            pub->phase == EUCHRE_PHASE_GAME_OVER) && pub->trick_number > 0 && pub->maker < 4)
    {
      t = pub->trick_number - 1;
      self->winner = pub->trick_winner[t];
    }
  for (guint s = 0; s < 4; s++)
    {
      EuchreCard c = t >= 0 && t < 5 ? pub->trick[t][s] : EUCHRE_CARD_NONE;

      self->trick[s] = c;
      gtk_widget_set_visible (self->trick_pic[s], c != EUCHRE_CARD_NONE);
      if (c != EUCHRE_CARD_NONE)
        {
          g_autofree char *card = euchre_name_card (c);
          g_autofree char *name = s == self->winner
                                  ? g_strdup_printf (_("%s: %s, wins the trick"), p->names[s], card)
                                  : g_strdup_printf (_("%s: %s"), p->names[s], card);

          set_name (self->trick_pic[s], name);
        }
    }
}

static void
show_upcard (EuchreReplayBoard *self, const EuchrePublic *pub)
{
  gboolean up = pub->hand_number > 0 &&
                (pub->phase == EUCHRE_PHASE_BID1 || pub->phase == EUCHRE_PHASE_BID2);

  gtk_widget_set_visible (self->upcard, up);
  if (up)
    {
      gboolean down = pub->upcard_state == EUCHRE_UPCARD_TURNED_DOWN;
      g_autofree char *card = euchre_name_card (pub->upcard);
      g_autofree char *name = down ? g_strdup_printf (_("Upcard, turned down: %s"), card)
                                   : g_strdup_printf (_("Upcard: %s"), card);

      gtk_widget_set_opacity (self->upcard, down ? 0.4 : 1.0);
      set_name (self->upcard, name);
    }
}

static void
show_hands (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p)
{
  const EuchrePublic *pub = p->pub;

  for (guint s = 0; s < 4; s++)
    {
      gboolean out = (pub->out_mask & (1u << s)) && pub->phase == EUCHRE_PHASE_PLAY;

      self->n[s] = MIN (p->n[s], MAX_HELD);
      for (guint i = 0; i < MAX_HELD; i++)
        {
          GtkWidget *pic = self->held[s][i];

          if (i < self->n[s])
            self->shown[s][i] = p->face_up[s] && !(p->unknown[s] & (1u << i)) ? p->cards[s][i]
                                                                              : EUCHRE_CARD_BACK;
          gtk_widget_set_visible (pic, i < self->n[s]);
          gtk_widget_set_opacity (pic, out ? SITTING_OUT_OPACITY : 1.0);
        }
    }
}

/* ---- geometry --------------------------------------------------------------- */

static void
place (GtkWidget *widget, const graphene_rect_t *r)
{
  GtkAllocation a = { (int) r->origin.x, (int) r->origin.y, MAX ((int) r->size.width, 1),
                      MAX ((int) r->size.height, 1) };

  gtk_widget_size_allocate (widget, &a, -1);
}

/* Natural size, no wider than @max_w. */
static void
measure (GtkWidget *widget, float max_w, float *w, float *h)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = MAX (min_w, MIN (nat_w, (int) max_w));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  *w = nat_w;
  *h = nat_h;
}

/* Where card @i of @seat's @n lies: the table's places, except that west's
 * and east's open cards fan out further. */
static void
held_rect (EuchreReplayBoard *self, guint seat, guint i, guint n, graphene_rect_t *r)
{
  const EuchreTableLayout *l = &self->layout;

  euchre_table_layout_held_card (l, seat, i, n, r);
  if ((seat == 1 || seat == 3) && self->shown[seat][0] != EUCHRE_CARD_BACK)
    {
      euchre_table_layout_seat_card (l, seat, 0, 1, r);
      r->origin.y += (i - (n - 1) / 2.f) * l->card_h * OPEN_SIDE_STEP;
    }
}

/* The lowest edge of @seat's cards. */
static float
hand_bottom (EuchreReplayBoard *self, guint seat)
{
  graphene_rect_t r;
  guint n = MAX (self->n[seat], 5);

  held_rect (self, seat, n - 1, n, &r);
  return r.origin.y + r.size.height;
}

static void
euchre_replay_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreReplayBoard *self = EUCHRE_REPLAY_BOARD (widget);
  double aspect = self->theme ? euchre_card_theme_get_aspect (self->theme) : 2.5 / 3.5;
  const EuchreTableLayout *l = &self->layout;
  graphene_rect_t north = GRAPHENE_RECT_INIT (0, 0, 0, 0), r;
  float margin, w, h;

  euchre_table_layout_compute (&self->layout, width, height, aspect);
  margin = l->font_px * 0.8f;
  for (guint s = 0; s < 4; s++)
    {
      for (guint i = 0; i < self->n[s]; i++)
        {
          held_rect (self, s, i, self->n[s], &r);
          place (self->held[s][i], &r);
        }
      if (gtk_widget_get_visible (self->trick_pic[s]))
        place (self->trick_pic[s], &l->trick[s]);
    }
  if (gtk_widget_get_visible (self->upcard))
    place (self->upcard, &l->upcard[self->pub.dealer & 3]);

  for (guint s = 0; s < 4; s++)
    {
      int name_h;
      float x, y;

      measure (self->seat_box[s], l->width * (s == 1 || s == 3 ? 0.3f : 0.6f), &w, &h);
      gtk_widget_measure (self->name[s], GTK_ORIENTATION_VERTICAL, -1, NULL, &name_h, NULL, NULL);
      x = l->label[s].x - w / 2;
      y = (s == 1 || s == 3) ? MAX (l->label[s].y - name_h / 2.f, hand_bottom (self, s) + 4)
                             : l->label[s].y - h / 2;
      x = CLAMP (x, 2, MAX (2, l->width - w - 2));
      y = CLAMP (y, 2, MAX (2, l->height - h - 2));
      place (self->seat_box[s], &GRAPHENE_RECT_INIT (x, y, w, h));
      if (s == 2)
        north = GRAPHENE_RECT_INIT (x, y, w, h);
    }
  /* Top left; on a narrow table below the partner's name, beside its cards. */
  measure (self->score, l->width * 0.4f, &w, &h);
  r = GRAPHENE_RECT_INIT (margin, margin, w, h);
  if (graphene_rect_intersection (&r, &north, NULL))
    {
      graphene_rect_t cards;

      held_rect (self, 2, 0, MAX (self->n[2], 1), &cards);
      measure (self->score, MAX (cards.origin.x - 2 * margin, l->width * 0.2f), &w, &h);
      r = GRAPHENE_RECT_INIT (margin, north.origin.y + north.size.height + margin * 0.5f, w, h);
    }
  place (self->score, &r);
  /* Top right; on a narrow table below the partner's name, beside its cards. */
  if (gtk_widget_get_visible (self->contract))
    {
      measure (self->contract, l->width * 0.4f, &w, &h);
      r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
      if (graphene_rect_intersection (&r, &north, NULL))
        {
          graphene_rect_t cards;
          guint n = MAX (self->n[2], 1);

          held_rect (self, 2, n - 1, n, &cards);
          measure (self->contract, MAX (l->width - cards.origin.x - cards.size.width - 2 * margin,
                                        l->width * 0.2f), &w, &h);
          r = GRAPHENE_RECT_INIT (l->width - margin - w,
                                  north.origin.y + north.size.height + margin * 0.5f, w, h);
        }
      place (self->contract, &r);
    }
  if ((self->card_px != (int) (l->card_w * gtk_widget_get_scale_factor (widget) + 0.5f) ||
       self->font_px != l->font_px) && self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_idle_cb, self);
}

static void
euchre_replay_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 260;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 760 : 440;
}

static void
euchre_replay_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  EuchreReplayBoard *self = EUCHRE_REPLAY_BOARD (widget);

  euchre_table_paint_felt (snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "table-card") && gtk_widget_get_visible (child) &&
        gtk_widget_get_opacity (child) == 1.0)
      {
        graphene_rect_t r;

        if (gtk_widget_compute_bounds (child, widget, &r))
          euchre_table_paint_shadow (snapshot, &r);
      }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
  if (self->winner < 4 && gtk_widget_get_visible (self->trick_pic[self->winner]))
    euchre_table_paint_winner_ring (snapshot, &self->layout, self->winner);
}

/* ---- GObject ---------------------------------------------------------------- */

static void
euchre_replay_board_dispose (GObject *object)
{
  EuchreReplayBoard *self = EUCHRE_REPLAY_BOARD (object);
  GtkWidget *child;

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->theme);
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&self->seat_text[s], g_free);
  G_OBJECT_CLASS (euchre_replay_board_parent_class)->dispose (object);
}

static void
euchre_replay_board_class_init (EuchreReplayBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_replay_board_dispose;
  widget_class->snapshot = euchre_replay_board_snapshot;
  widget_class->size_allocate = euchre_replay_board_size_allocate;
  widget_class->measure = euchre_replay_board_measure;
  /* The table's name: its style (seats, chips, panels) applies here too. */
  gtk_widget_class_set_css_name (widget_class, "euchre-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
euchre_replay_board_init (EuchreReplayBoard *self)
{
  self->winner = EUCHRE_SEAT_NONE;
  /* Bottom to top: the hands, the trick and the upcard, then the words. */
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < MAX_HELD; i++)
      self->held[s][i] = new_picture (self, FALSE);
  for (guint s = 0; s < 4; s++)
    {
      self->trick_pic[s] = new_picture (self, TRUE);
      self->trick[s] = EUCHRE_CARD_NONE;
    }
  self->upcard = new_picture (self, TRUE);

  for (guint s = 0; s < 4; s++)
    {
      gboolean side = s == 1 || s == 3;
      GtkWidget *box = gtk_box_new (side ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 4);

      gtk_widget_add_css_class (box, "seat");
      self->name[s] = new_label ("seat-name", 64);
      gtk_label_set_single_line_mode (GTK_LABEL (self->name[s]), FALSE);
      gtk_label_set_justify (GTK_LABEL (self->name[s]), GTK_JUSTIFY_CENTER);
      self->dealer[s] = new_label ("chip", 24);
      gtk_widget_add_css_class (self->dealer[s], "dealer");
      self->bid[s] = new_label ("chip", 32);
      gtk_widget_set_halign (self->dealer[s], GTK_ALIGN_CENTER);
      gtk_widget_set_halign (self->bid[s], GTK_ALIGN_CENTER);
      if (!side)
        gtk_box_append (GTK_BOX (box), self->dealer[s]);
      gtk_box_append (GTK_BOX (box), self->name[s]);
      if (side)
        gtk_box_append (GTK_BOX (box), self->dealer[s]);
      gtk_box_append (GTK_BOX (box), self->bid[s]);
      gtk_widget_set_visible (self->dealer[s], FALSE);
      gtk_widget_set_visible (self->bid[s], FALSE);
      gtk_widget_set_parent (box, GTK_WIDGET (self));
      self->seat_box[s] = box;
    }
  /* The panels wrap where the table is narrow (a cut would lose the
   * points), up to a few lines: their names are short already. */
  self->score = new_label ("table-panel", 60);
  self->contract = new_label ("table-panel", 60);
  for (GtkWidget **w = (GtkWidget *[]) { self->score, self->contract, NULL }; *w; w++)
    {
      gtk_label_set_single_line_mode (GTK_LABEL (*w), FALSE);
      gtk_label_set_wrap (GTK_LABEL (*w), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (*w), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (*w), 6);
      gtk_label_set_justify (GTK_LABEL (*w), GTK_JUSTIFY_CENTER);
    }
  gtk_widget_set_parent (self->score, GTK_WIDGET (self));
  gtk_widget_add_css_class (self->contract, "contract");
  gtk_widget_set_visible (self->contract, FALSE);
  gtk_widget_set_parent (self->contract, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card table"), -1);
}

GtkWidget *
euchre_replay_board_new (void)
{
  return g_object_new (EUCHRE_TYPE_REPLAY_BOARD, NULL);
}

void
euchre_replay_board_set_theme (EuchreReplayBoard *self, EuchreCardTheme *theme)
{
  g_return_if_fail (EUCHRE_IS_REPLAY_BOARD (self));
  if (!g_set_object (&self->theme, theme))
    return;
  refresh (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
euchre_replay_board_show (EuchreReplayBoard *self, const EuchreReplayBoardPosition *position)
{
  g_return_if_fail (EUCHRE_IS_REPLAY_BOARD (self) && position != NULL && position->pub != NULL);

  self->pub = *position->pub;
  self->have_position = TRUE;
  show_hands (self, position);
  show_trick (self, position);
  show_upcard (self, position->pub);
  show_score (self, position);
  show_contract (self, position);
  show_seats (self, position);
  refresh (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
euchre_replay_board_get_seat_text (EuchreReplayBoard *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY_BOARD (self) && seat < 4, NULL);
  return self->seat_text[seat] != NULL ? self->seat_text[seat] : "";
}

guint
euchre_replay_board_get_n_face_up (EuchreReplayBoard *self, guint seat)
{
  guint n = 0;

  g_return_val_if_fail (EUCHRE_IS_REPLAY_BOARD (self) && seat < 4, 0);
  for (guint i = 0; i < self->n[seat]; i++)
    n += self->shown[seat][i] != EUCHRE_CARD_BACK;
  return n;
}
