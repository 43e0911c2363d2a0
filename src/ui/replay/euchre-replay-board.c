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

#include <adwaita.h>
#include <glib/gi18n.h>

#include "euchre-felt.h"
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
  EuchreFeltSeat seats[4];
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
set_picture (EuchreReplayBoard *self, GtkWidget *pic, EuchreCard card, int px)
{
  euchre_felt_set_card (pic, self->theme, card, px);
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

      euchre_felt_set_font (self->score, px, TRUE);
      euchre_felt_set_font (self->contract, px * 1.1f, TRUE);
      for (guint s = 0; s < 4; s++)
        euchre_felt_seat_set_font (&self->seats[s], px);
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

  guint target = p->target > 0 ? p->target : pub->rules.points_to_win;
  g_autofree char *past = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;

  if (!p->past_end)
    {
      g_free (euchre_felt_show_score (self->score, us, them, target));
      return;
    }
  /* The game's own target, and that the file goes on past its end
   * (issue 52.6: it said "Playing to 100"). */
  /* TRANSLATORS: the replay's score box in a deal played after the game was won: %u is the
   * game's target */
  past = g_strdup_printf (_("Played to %u; past the end"), target);
  text = g_strdup_printf ("%s\n%s\n%s", us, them, past);
  /* TRANSLATORS: the score as a screen reader says it: the three lines of the score box */
  name = g_strdup_printf (_("Score: %s, %s, %s"), us, them, past);
  euchre_felt_set_label (self->score, text, name);
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

          euchre_felt_set_name (self->trick_pic[s], name);
        }
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
          euchre_felt_place (self->held[s][i], &r);
        }
      if (gtk_widget_get_visible (self->trick_pic[s]))
        euchre_felt_place (self->trick_pic[s], &l->trick[s]);
    }
  if (gtk_widget_get_visible (self->upcard))
    euchre_felt_place (self->upcard, &l->upcard[self->pub.dealer & 3]);

  for (guint s = 0; s < 4; s++)
    {
      gboolean side = s == 1 || s == 3;

      /* West's and east's names go under their cards. */
      euchre_felt_seat_place (&self->seats[s], s, l, l->width * (side ? 0.3f : 0.6f),
                              side ? hand_bottom (self, s) + 4 : 0, &r);
      if (s == 2)
        north = r;
    }
  /* Top left; on a narrow table below the partner's name, beside its cards. */
  euchre_felt_measure (self->score, l->width * 0.4f, &w, &h);
  r = GRAPHENE_RECT_INIT (margin, margin, w, h);
  if (graphene_rect_intersection (&r, &north, NULL))
    {
      graphene_rect_t cards;

      held_rect (self, 2, 0, MAX (self->n[2], 1), &cards);
      euchre_felt_measure (self->score, MAX (cards.origin.x - 2 * margin, l->width * 0.2f), &w, &h);
      r = GRAPHENE_RECT_INIT (margin, north.origin.y + north.size.height + margin * 0.5f, w, h);
    }
  euchre_felt_place (self->score, &r);
  /* Top right; on a narrow table below the partner's name, beside its cards. */
  if (gtk_widget_get_visible (self->contract))
    {
      euchre_felt_measure (self->contract, l->width * 0.4f, &w, &h);
      r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
      if (graphene_rect_intersection (&r, &north, NULL))
        {
          graphene_rect_t cards;
          guint n = MAX (self->n[2], 1);
          float room;

          held_rect (self, 2, n - 1, n, &cards);
          room = l->width - cards.origin.x - cards.size.width - 2 * margin;
          euchre_felt_measure (self->contract, MAX (room, l->width * 0.2f), &w, &h);
          r = GRAPHENE_RECT_INIT (l->width - margin - w,
                                  north.origin.y + north.size.height + margin * 0.5f, w, h);
        }
      euchre_felt_place (self->contract, &r);
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
  euchre_table_paint_children (widget, snapshot);
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

/* High contrast, as on the table: its felt and ring (the shared painting
 * asks the style manager) and its panels (style.css, .high-contrast). */
static void
high_contrast_cb (AdwStyleManager *manager, GParamSpec *pspec, EuchreReplayBoard *self)
{
  if (adw_style_manager_get_high_contrast (manager))
    gtk_widget_add_css_class (GTK_WIDGET (self), "high-contrast");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "high-contrast");
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
      EuchreFeltSeat *seat = &self->seats[s];

      seat->name = new_label (NULL, 64);
      gtk_label_set_single_line_mode (GTK_LABEL (seat->name), FALSE);
      seat->dealer = new_label (NULL, 24);
      seat->bid = new_label (NULL, 32);
      euchre_felt_seat_pack (seat, s, GTK_WIDGET (self));
    }
  /* The panels wrap where the table is narrow (a cut would lose the
   * points), up to a few lines: their names are short already. Only
   * there: no width in characters, which counts the style's font, not
   * the board's larger one, and wrapped each side's line in two at
   * 2560x1440 (the layout gives each its room). */
  self->score = new_label ("table-panel", -1);
  self->contract = new_label ("table-panel", -1);
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
  {
    AdwStyleManager *manager = adw_style_manager_get_default ();

    g_signal_connect_object (manager, "notify::high-contrast", G_CALLBACK (high_contrast_cb),
                             self, 0);
    high_contrast_cb (manager, NULL, self);
  }
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
  euchre_felt_show_upcard (self->upcard, position->pub, FALSE);
  show_score (self, position);
  euchre_felt_show_contract (self->contract, position->pub, position->names, NULL);
  euchre_felt_show_seats (self->seats, position->pub, FALSE, position->names,
                          position->hand_words, self->seat_text);
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
