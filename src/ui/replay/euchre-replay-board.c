/* euchre-replay-board.c — one position of a game from a file, drawn as the table draws it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cards are pictures from the card theme, placed by the table's layout;
 * the felt, the shadows and the winner's ring are the table's own
 * painting.  Its words are the table's too: an EuchreBoard (everyone by
 * name, person = EUCHRE_SEAT_NONE) shown by the table's board view
 * (euchre-board-view.c), which ellipsizes a name only at the width left.
 * What is its own: the four hands, face up where they may be seen.
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "euchre-board-geometry.h"
#include "euchre-board-view.h"
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

struct _EuchreReplayBoard {
  GtkWidget parent_instance;

  EuchreCardTheme *theme;
  EuchreTableLayout layout;
  guint refresh_id;
  int hand_px;                  /* the width the hands' pictures were rendered at */

  EuchrePublic pub;
  gboolean have_position;
  guint n[4];
  EuchreCard shown[4][MAX_HELD];        /* the card drawn, or EUCHRE_CARD_BACK */
  guint winner;                         /* ringed: the trick is complete */

  GtkWidget *held[4][MAX_HELD];
  EuchreBoard *board;
  EuchreBoardView *view;                /* the words, the trick and the upcard */
};

G_DEFINE_FINAL_TYPE (EuchreReplayBoard, euchre_replay_board, GTK_TYPE_WIDGET)

/* ---- widgets ---------------------------------------------------------------- */

static GtkWidget *
new_picture (EuchreReplayBoard *self)
{
  GtkWidget *pic = g_object_new (GTK_TYPE_PICTURE, "can-shrink", TRUE, "can-target", FALSE,
                                 "visible", FALSE, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_widget_add_css_class (pic, "table-card");
  gtk_widget_set_parent (pic, GTK_WIDGET (self));
  return pic;
}

/* Every picture at the size it is shown, and the text sizes. */
static void
refresh (EuchreReplayBoard *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  const EuchreTableLayout *l = &self->layout;

  self->hand_px = MAX (1, (int) (l->hand_w * scale + 0.5f));
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < MAX_HELD; i++)
      euchre_felt_set_card (self->held[s][i], self->theme,
                            i < self->n[s] ? self->shown[s][i] : EUCHRE_CARD_NONE,
                            s == 0 ? self->hand_px
                                   : MAX (1, (int) (l->card_w * scale + 0.5f)));
  if (l->width > 0)
    euchre_board_view_refresh (self->view, l, self->theme, scale);
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

/* The trick being played; between tricks, the one just won, ringed, as
 * the table shows it before it is swept away. */
static void
show_trick (EuchreReplayBoard *self, const EuchreReplayBoardPosition *p, EuchreBoardShown *shown)
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
  shown->dealing = FALSE;
  shown->winner = self->winner;
  for (guint s = 0; s < 4; s++)
    shown->trick[s] = t >= 0 && t < 5 ? pub->trick[t][s] : EUCHRE_CARD_NONE;
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
  float old_w = l->card_w, old_font = l->font_px;
  float floor[4] = { 0, 0, 0, 0 };
  graphene_rect_t r, first, last;
  guint n2 = MAX (self->n[2], 1);

  euchre_table_layout_compute (&self->layout, width, height, aspect);
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < self->n[s]; i++)
      {
        held_rect (self, s, i, self->n[s], &r);
        euchre_felt_place (self->held[s][i], &r);
      }
  /* West's and east's names go under their cards. */
  floor[1] = hand_bottom (self, 1) + 4;
  floor[3] = hand_bottom (self, 3) + 4;
  held_rect (self, 2, 0, n2, &first);
  held_rect (self, 2, n2 - 1, n2, &last);
  euchre_board_view_set_replay_room (self->view, floor, &first, &last);
  euchre_board_view_allocate (self->view, l);
  if ((old_w != l->card_w || old_font != l->font_px) && self->refresh_id == 0)
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
  if (self->winner < 4 && self->have_position)
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
  g_clear_object (&self->board);
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
  /* Bottom to top: the hands, then the trick, the upcard and the words. */
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < MAX_HELD; i++)
      self->held[s][i] = new_picture (self);
  self->board = euchre_board_new ();
  self->view = EUCHRE_BOARD_VIEW (euchre_board_view_new ());
  euchre_board_view_set_board (self->view, self->board);
  gtk_widget_set_parent (GTK_WIDGET (self->view), GTK_WIDGET (self));
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
  EuchreBoardShown shown;

  g_return_if_fail (EUCHRE_IS_REPLAY_BOARD (self) && position != NULL && position->pub != NULL);

  self->pub = *position->pub;
  self->have_position = TRUE;
  show_hands (self, position);
  show_trick (self, position, &shown);
  /* Everyone by the file's name: nobody is "You" here. */
  euchre_board_set_players (self->board, position->names, EUCHRE_SEAT_NONE);
  euchre_board_set_target (self->board, position->target, position->past_end);
  euchre_board_update (self->board, position->pub, &shown);
  for (guint s = 0; s < 4; s++)
    euchre_board_view_set_seat_words (self->view, s, position->hand_words[s]);
  refresh (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
euchre_replay_board_get_seat_text (EuchreReplayBoard *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY_BOARD (self) && seat < 4, NULL);
  return euchre_board_view_get_seat_heard (self->view, seat);
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
