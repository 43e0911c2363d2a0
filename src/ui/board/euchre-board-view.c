/* euchre-board-view.c — what a table shows, as widgets bound to an EuchreBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words, what shows and the style classes are bound in the template
 * (euchre-board-view.ui).  Here: what a binding cannot do in GTK 4.8 —
 * the accessible names, from the board's *-heard words, in one notify
 * handler; the card pictures, from the card theme; the text sizes; and
 * the placement (euchre-board-view-place.c).
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-board-geometry.h"
#include "euchre-board-seat-view.h"
#include "euchre-board-view-private.h"
#include "euchre-table-paint.h"
#include "euchre-ui-text.h"

G_DEFINE_FINAL_TYPE (EuchreBoardView, euchre_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BOARD,
  PROP_HELD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- closures of the template ---------------------------------------------- */

static gboolean
has_text (gpointer self, const char *text)
{
  return text != NULL && *text != '\0';
}

static gboolean
and_not (gpointer self, gboolean a, gboolean b)
{
  return a && !b;
}

static gboolean
panel_visible (gpointer self, gboolean contract, gboolean held, gboolean summary, gboolean status)
{
  return (contract && !held) || summary || status;
}

static char **
classes (const char *base, const char *extra, gboolean on)
{
  char **out = g_new0 (char *, 3);

  out[0] = g_strdup (base);
  out[1] = on ? g_strdup (extra) : NULL;
  return out;
}

static char **
panel_classes (gpointer self, gboolean held)
{
  return classes ("table-panel", "held", held);
}

static double
upcard_opacity (gpointer self, gboolean down)
{
  /* A turned-down upcard stays readable, faded: its suit is barred. */
  return down ? 0.4 : 1.0;
}

/* ---- what a binding cannot do ------------------------------------------------ */

static void
set_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name != NULL ? name : "", -1);
}

/* Whether the window @widget is in has the action win.@name. */
static gboolean
window_has_action (GtkWidget *widget, const char *name)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root == NULL || !G_IS_ACTION_GROUP (root) ||
         g_action_group_has_action (G_ACTION_GROUP (root), name);
}

/* The accessible names, from the board's words for a screen reader. */
static void
update_names (EuchreBoardView *self)
{
  EuchreBoard *b = self->board;
  const char *score = b ? euchre_board_get_score_heard (b) : NULL;
  const char *summary = b ? euchre_board_get_summary (b) : NULL;

  /* Named by what it does until there is a score (no game yet, online). */
  set_name (self->score_button, score != NULL ? score : _("Show the score sheet"));
  set_name (self->contract_button, b ? euchre_board_get_contract_heard (b) : NULL);
  set_name (self->upcard, b ? euchre_board_get_upcard_heard (b) : NULL);
  /* Offered only where the window can review a hand (not online). */
  gtk_widget_set_visible (self->review_button, summary != NULL && *summary != '\0' &&
                          window_has_action (self->review_button, "review-hand"));
  if (b != NULL && !euchre_board_get_contract_text (b))
    gtk_popover_popdown (GTK_POPOVER (self->bidding_popover));
  for (guint s = 0; s < 4 && b != NULL; s++)
    {
      EuchreBoardSeat *seat = euchre_board_get_seat (b, s);
      const char *heard = euchre_board_seat_get_heard (seat);
      char *said = self->words[s] != NULL
                   ? g_strdup_printf ("%s: %s", heard ? heard : "", self->words[s])
                   : g_strdup (heard);

      g_free (self->heard[s]);
      self->heard[s] = said;
      set_name (self->name[s], said);
      set_name (self->dealer[s], euchre_board_seat_get_dealer_heard (seat));
      set_name (self->bid[s], euchre_board_seat_get_bid_heard (seat));
      set_name (self->tag[s], euchre_board_seat_get_tag_heard (seat));
    }
}

static void
set_card (EuchreBoardView *self, GtkWidget *picture, EuchreCard card)
{
  euchre_felt_set_card (picture, self->theme, card, self->card_px);
}

/* The trick's pictures: a card per seat that has played, named by its
 * player and card. */
static void
update_trick (EuchreBoardView *self)
{
  GListModel *trick = self->board ? euchre_board_get_trick (self->board) : NULL;
  guint n = trick ? g_list_model_get_n_items (trick) : 0;
  gboolean shown[4] = { FALSE, FALSE, FALSE, FALSE };

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (EuchreBoardCard) card = g_list_model_get_item (trick, i);
      guint s = euchre_board_card_get_seat (card) & 3;
      EuchreCard c = euchre_board_card_get_card (card);

      shown[s] = TRUE;
      if (self->trick_card[s] != c)
        {
          self->trick_card[s] = c;
          set_card (self, self->trick[s], c);
        }
      set_name (self->trick[s], euchre_board_card_get_heard (card));
    }
  for (guint s = 0; s < 4; s++)
    gtk_widget_set_visible (self->trick[s], shown[s]);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
update_upcard (EuchreBoardView *self)
{
  set_card (self, self->upcard, self->board ? euchre_board_get_upcard (self->board)
                                            : EUCHRE_CARD_NONE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
board_notify_cb (GObject *object, GParamSpec *pspec, EuchreBoardView *self)
{
  if (pspec != NULL && (g_str_equal (pspec->name, "upcard") || g_str_equal (pspec->name, "dealer")))
    update_upcard (self);
  update_names (self);
}

static void
trick_changed_cb (GListModel *model, guint pos, guint removed, guint added, EuchreBoardView *self)
{
  update_trick (self);
}

static void
contract_clicked_cb (EuchreBoardView *self)
{
  graphene_rect_t r;

  if (gtk_widget_compute_bounds (self->contract_button, GTK_WIDGET (self), &r))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->bidding_popover),
                                 &(GdkRectangle) { (int) r.origin.x, (int) r.origin.y,
                                                   (int) r.size.width, (int) r.size.height });
  gtk_popover_popup (GTK_POPOVER (self->bidding_popover));
}

/* ---- GtkWidget --------------------------------------------------------------- */

static void
disconnect_board (EuchreBoardView *self)
{
  if (self->board == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->board, self);
  g_signal_handlers_disconnect_by_data (euchre_board_get_trick (self->board), self);
  for (guint s = 0; s < 4; s++)
    g_signal_handlers_disconnect_by_data (euchre_board_get_seat (self->board, s), self);
  g_clear_object (&self->board);
}

/* Only the children take clicks: the cards under the view are the table's. */
static gboolean
euchre_board_view_contains (GtkWidget *widget, double x, double y)
{
  return FALSE;
}

static void
euchre_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreBoardView *self = EUCHRE_BOARD_VIEW (widget);
  GtkLabel *score = GTK_LABEL (self->score);
  g_autofree char *tip = NULL;

  euchre_board_view_place (self);
  /* A score cut short where it is placed (long names) is said whole in
   * its tooltip, before what the button does; else the tooltip says only
   * that, so that the whole score is not read twice. */
  if (gtk_widget_get_visible (self->score) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (score)))
    tip = g_strdup_printf ("%s\n%s", gtk_label_get_text (score), _("Show the score sheet"));
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->score_button),
                 tip != NULL ? tip : _("Show the score sheet")) != 0)
    gtk_widget_set_tooltip_text (self->score_button, tip != NULL ? tip : _("Show the score sheet"));
}

static void
euchre_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  /* The upcard and the trick cast the table's shadows. */
  euchre_table_paint_children (widget, snapshot);
}

static void
euchre_board_view_dispose (GObject *object)
{
  EuchreBoardView *self = EUCHRE_BOARD_VIEW (object);

  disconnect_board (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), EUCHRE_TYPE_BOARD_VIEW);
  for (guint s = 0; s < 4; s++)
    {
      g_clear_pointer (&self->words[s], g_free);
      g_clear_pointer (&self->heard[s], g_free);
    }
  G_OBJECT_CLASS (euchre_board_view_parent_class)->dispose (object);
}

static void
euchre_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreBoardView *self = EUCHRE_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_HELD:
      g_value_set_boolean (value, self->held);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_board_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  EuchreBoardView *self = EUCHRE_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      euchre_board_view_set_board (self, g_value_get_object (value));
      break;
    case PROP_HELD:
      euchre_board_view_set_held (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define CHILD(name) gtk_widget_class_bind_template_child (widget_class, EuchreBoardView, name)
#define CHILDREN(name, i) \
  gtk_widget_class_bind_template_child_full (widget_class, #name "_" #i, FALSE, \
                                             G_STRUCT_OFFSET (EuchreBoardView, name[i]))

/* The window's actions come after the window: the application adds
 * win.review-hand once the window is made, and the table already shows
 * a resumed game's result.  Review Hand is looked at again then
 * (issue 52.8: after a restart the result had none). */
static void
root_action_added_cb (GActionGroup *group, const char *name, EuchreBoardView *self)
{
  update_names (self);
}

static void
euchre_board_view_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (euchre_board_view_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (G_IS_ACTION_GROUP (root))
    /* Undone as the view leaves the window (unroot). */
    g_signal_connect (root, "action-added::review-hand", G_CALLBACK (root_action_added_cb),
                      widget);
  update_names (EUCHRE_BOARD_VIEW (widget));
}

static void
euchre_board_view_unroot (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    g_signal_handlers_disconnect_by_func (root, root_action_added_cb, widget);
  GTK_WIDGET_CLASS (euchre_board_view_parent_class)->unroot (widget);
}

static void
euchre_board_view_class_init (EuchreBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = euchre_board_view_dispose;
  object_class->get_property = euchre_board_view_get_property;
  object_class->set_property = euchre_board_view_set_property;
  widget_class->contains = euchre_board_view_contains;
  widget_class->size_allocate = euchre_board_view_size_allocate;
  widget_class->snapshot = euchre_board_view_snapshot;
  widget_class->root = euchre_board_view_root;
  widget_class->unroot = euchre_board_view_unroot;

  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, EUCHRE_TYPE_BOARD, flags);
  properties[PROP_HELD] = g_param_spec_boolean ("held", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (EUCHRE_TYPE_BOARD);
  g_type_ensure (EUCHRE_TYPE_BOARD_SEAT);
  g_type_ensure (EUCHRE_TYPE_BOARD_SEAT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-board-view.ui");
  CHILD (score_button);
  CHILD (score);
  CHILD (panel);
  CHILD (contract_button);
  CHILD (contract);
  CHILD (bidding_popover);
  CHILD (summary);
  CHILD (review_button);
  CHILD (next_button);
  CHILD (status);
  CHILD (upcard);
  CHILDREN (trick, 0); CHILDREN (trick, 1); CHILDREN (trick, 2); CHILDREN (trick, 3);
  CHILDREN (seat, 0); CHILDREN (seat, 1); CHILDREN (seat, 2); CHILDREN (seat, 3);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
  gtk_widget_class_bind_template_callback (widget_class, and_not);
  gtk_widget_class_bind_template_callback (widget_class, panel_visible);
  gtk_widget_class_bind_template_callback (widget_class, panel_classes);
  gtk_widget_class_bind_template_callback (widget_class, upcard_opacity);
  gtk_widget_class_bind_template_callback (widget_class, contract_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "euchre-board");
}

static void
euchre_board_view_init (EuchreBoardView *self)
{
  for (guint s = 0; s < 4; s++)
    self->trick_card[s] = EUCHRE_CARD_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint s = 0; s < 4; s++)
    {
      EuchreBoardSeatView *seat = EUCHRE_BOARD_SEAT_VIEW (self->seat[s]);

      self->name[s] = euchre_board_seat_view_get_name (seat);
      self->dealer[s] = euchre_board_seat_view_get_dealer (seat);
      self->bid[s] = euchre_board_seat_view_get_bid (seat);
      self->tag[s] = euchre_board_seat_view_get_tag (seat);
    }
  euchre_ui_name_button (self->review_button);
  euchre_ui_name_button (self->next_button);
  update_names (self);
}

/* ---- API --------------------------------------------------------------------- */

GtkWidget *
euchre_board_view_new (void)
{
  return g_object_new (EUCHRE_TYPE_BOARD_VIEW, NULL);
}

void
euchre_board_view_set_board (EuchreBoardView *self, EuchreBoard *board)
{
  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self));
  g_return_if_fail (board == NULL || EUCHRE_IS_BOARD (board));

  if (self->board == board)
    return;
  disconnect_board (self);
  if (board != NULL)
    {
      self->board = g_object_ref (board);
      g_signal_connect (board, "notify", G_CALLBACK (board_notify_cb), self);
      g_signal_connect (euchre_board_get_trick (board), "items-changed",
                        G_CALLBACK (trick_changed_cb), self);
      for (guint s = 0; s < 4; s++)
        g_signal_connect_swapped (euchre_board_get_seat (board, s), "notify",
                                  G_CALLBACK (update_names), self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
  update_upcard (self);
  update_trick (self);
  update_names (self);
}

EuchreBoard *
euchre_board_view_get_board (EuchreBoardView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_VIEW (self), NULL);
  return self->board;
}

void
euchre_board_view_set_held (EuchreBoardView *self, gboolean held)
{
  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self));

  held = held && gtk_widget_get_visible (self->summary);
  if (held == self->held)
    return;
  self->held = held;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELD]);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  /* Enter goes on: the person looks at the result, the key is there. */
  if (held)
    euchre_felt_grab_focus (self->next_button);
}

gboolean
euchre_board_view_get_held (EuchreBoardView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_VIEW (self), FALSE);
  return self->held;
}

GtkWidget *
euchre_board_view_get_next_button (EuchreBoardView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_VIEW (self), NULL);
  return self->next_button;
}

void
euchre_board_view_set_seat_words (EuchreBoardView *self, guint seat, const char *words)
{
  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self) && seat < 4);
  g_free (self->words[seat]);
  self->words[seat] = g_strdup (words);
  update_names (self);
}

const char *
euchre_board_view_get_seat_heard (EuchreBoardView *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_VIEW (self) && seat < 4, NULL);
  return self->heard[seat] != NULL ? self->heard[seat] : "";
}

void
euchre_board_view_set_replay_room (EuchreBoardView *self, const float side_floor[4],
                                   const graphene_rect_t *north_first,
                                   const graphene_rect_t *north_last)
{
  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self));
  self->replay = side_floor != NULL;
  if (!self->replay)
    return;
  memcpy (self->side_floor, side_floor, sizeof self->side_floor);
  self->north_first = *north_first;
  self->north_last = *north_last;
  /* No score sheet there: the score box is only read. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->score_button), NULL);
}

void
euchre_board_view_allocate (EuchreBoardView *self, const EuchreTableLayout *layout)
{
  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self) && layout != NULL);
  self->layout = *layout;
  gtk_widget_size_allocate (GTK_WIDGET (self),
                            &(GtkAllocation) { 0, 0, (int) layout->width, (int) layout->height },
                            -1);
}

void
euchre_board_view_refresh (EuchreBoardView *self, const EuchreTableLayout *l,
                           EuchreCardTheme *theme, int scale)
{
  int card_px = MAX (1, (int) (l->card_w * scale + 0.5f));

  g_return_if_fail (EUCHRE_IS_BOARD_VIEW (self) && l != NULL);

  /* Half the width of a phone for the panel: its lines wrap sooner, and
   * the status line keeps to two, so that the panel fits its band. The
   * contract wants room for its first line whole where the band has it
   * ("Triunfo: ♦ Diamantes"); where not, it wraps after "Trump:". */
  gtk_label_set_max_width_chars (GTK_LABEL (self->contract), l->narrow ? 20 : -1);
  gtk_label_set_max_width_chars (GTK_LABEL (self->summary), l->narrow ? 20 : 26);
  gtk_label_set_max_width_chars (GTK_LABEL (self->status), l->narrow ? 20 : 26);
  gtk_label_set_lines (GTK_LABEL (self->status), l->narrow ? 2 : -1);
  /* The score and the contract keep their natural widths, on the lines
   * they have, where there is room.  Names may be long: on a wide table
   * the score wraps where the box then keeps above the side's cards, else
   * each of its lines keeps to one row, cut in its middle where the box
   * ends so that its points stay in sight (the whole words are in its
   * accessible name and tooltip, and at the seats): the placement
   * chooses.
   * The contract on a wide table wraps where the panel then keeps above
   * east's cards, else its lines are cut (the placement chooses).  In a
   * phone's band, and the contract on the replay board (room under it),
   * they wrap: the placement measures them within the room left. */
  if (l->narrow || self->replay)
    {
      gtk_label_set_wrap (GTK_LABEL (self->contract), TRUE);
      gtk_label_set_ellipsize (GTK_LABEL (self->contract), PANGO_ELLIPSIZE_NONE);
    }
  /* A phone's score wraps; elsewhere the placement chooses
   * (euchre-board-view-place.c). */
  if (l->narrow && !self->replay)
    {
      gtk_label_set_wrap (GTK_LABEL (self->score), TRUE);
      gtk_label_set_ellipsize (GTK_LABEL (self->score), PANGO_ELLIPSIZE_NONE);
    }
  gtk_label_set_ellipsize (GTK_LABEL (self->status),
                           l->narrow ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  if (self->font_px != l->font_px && l->font_px > 0)
    {
      float px = self->font_px = l->font_px;

      euchre_felt_set_font (self->score, px, TRUE);
      euchre_felt_set_font (self->contract, px * 1.1f, TRUE);
      euchre_felt_set_font (self->summary, px * 0.9f, FALSE);
      euchre_felt_set_font (self->status, px * 0.9f, FALSE);
      for (guint s = 0; s < 4; s++)
        {
          euchre_felt_set_font (self->name[s], px, TRUE);
          euchre_felt_set_font (self->dealer[s], px * 0.85f, TRUE);
          euchre_felt_set_font (self->bid[s], px * 0.95f, TRUE);
          euchre_felt_set_font (self->tag[s], px * 0.8f, FALSE);
        }
    }
  if (self->theme != theme || self->card_px != card_px)
    {
      self->theme = theme;
      self->card_px = card_px;
      update_upcard (self);
      for (guint s = 0; s < 4; s++)
        set_card (self, self->trick[s], self->trick_card[s]);
    }
}

gboolean
euchre_board_view_get_seat_rect (EuchreBoardView *self, guint seat, GtkWidget *target,
                                 graphene_rect_t *rect)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_VIEW (self) && seat < 4 && rect != NULL, FALSE);

  return gtk_widget_get_visible (self->name[seat]) &&
         gtk_widget_compute_bounds (self->name[seat], target, rect);
}
