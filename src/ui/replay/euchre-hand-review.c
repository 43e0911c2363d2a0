/* euchre-hand-review.c — the review of one finished hand: every decision
 * of the person valued by the analysis, and the hand replayed open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window opens at once with a spinner; the model computes the review
 * in a thread (euchre_game_review_hand_async()) and keeps it.  The first
 * page lists the person's decisions, each option the analysis weighed
 * with its numbers in the coach's words, the choice marked by an icon and
 * words, mistakes flagged with their cost.  The second page, which says
 * that it is open, shows every hand as the play began and, after each
 * card, what perfect play by both sides makes from there.  Each row's
 * accessible label says what the row shows.
 */
#define G_LOG_DOMAIN "euchre-hand-review"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-coach.h"
#include "euchre-hand-review.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"
#include "euchre-window.h"

struct _EuchreHandReview {
  AdwWindow parent_instance;

  /* Template widgets */
  GtkStack *state;
  GtkStack *pages;
  GtkWidget *switcher;
  GtkSpinner *spinner;
  AdwStatusPage *error_page;
  GtkListBox *decisions;
  GtkListBox *open;

  EuchreGame *game;
  GCancellable *cancellable;
  guint hand;
  gboolean ready;

  /* Properties, bound in the template */
  char *header_text;
  char *summary_text;
  char *perfect_text;
  gboolean has_decisions;
};

G_DEFINE_FINAL_TYPE (EuchreHandReview, euchre_hand_review, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_HEADER_TEXT,
  PROP_SUMMARY_TEXT,
  PROP_PERFECT_TEXT,
  PROP_HAS_DECISIONS,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static GtkWidget *
text_label (const char *text, const char *css_class)
{
  const char *classes[] = { css_class, NULL };

  return g_object_new (GTK_TYPE_LABEL, "label", text, "xalign", 0.f, "wrap", TRUE,
                       "wrap-mode", PANGO_WRAP_WORD_CHAR, "hexpand", TRUE, "css-classes", classes,
                       NULL);
}

/* A line of a row: an optional icon (which the text says too) and text. */
static GtkWidget *
line_new (const char *icon, const char *text, const char *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *image = gtk_image_new_from_icon_name (icon ? icon : "");

  /* The space stays, so that the options line up. */
  gtk_widget_set_size_request (image, 16, 16);
  gtk_widget_set_valign (image, GTK_ALIGN_START);
  gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), text_label (text, css_class));
  return box;
}

/* A row of @list holding @box, which a screen reader hears as @sentence. */
static void
append_row (GtkListBox *list, GtkWidget *box, const char *sentence)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence,
                                  -1);
  /* GTK 4.8 has no getter for the accessible label: the tests read it here. */
  g_object_set_data_full (G_OBJECT (row), "euchre-sentence", g_strdup (sentence), g_free);
  gtk_list_box_append (list, row);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* Where a decision was: "Bidding, first round", "Trick 3". */
static char *
where_text (const EuchreReviewDecision *d)
{
  switch (d->view.pub.phase)
    {
    case EUCHRE_PHASE_BID1:
      return g_strdup (_("Bidding, first round"));
    case EUCHRE_PHASE_BID2:
      return g_strdup (_("Bidding, second round"));
    case EUCHRE_PHASE_DEFEND:
      return g_strdup (_("Defending alone or not"));
    case EUCHRE_PHASE_DISCARD:
      return g_strdup (_("Your discard"));
    default:
      /* TRANSLATORS: the hand review: where a decision was */
      return g_strdup_printf (_("Trick %u"), (guint) d->trick);
    }
}

static void
add_decision (EuchreHandReview *self, const EuchreReviewDecision *d)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GString *sentence = g_string_new (NULL);
  g_autofree char *where = where_text (d);

  gtk_box_append (GTK_BOX (box), text_label (where, "heading"));
  g_string_append_printf (sentence, "%s.", where);
  for (guint i = 0; i < d->analysis.n; i++)
    {
      g_autofree char *line = euchre_coach_review_line (&d->view, &d->analysis, i,
                                                        i == d->chosen_index);
      gboolean chosen = i == d->chosen_index;

      gtk_box_append (GTK_BOX (box), line_new (chosen ? "object-select-symbolic" : NULL, line,
                                               chosen ? NULL : "dim-label"));
      g_string_append_printf (sentence, " %s.", line);
    }
  if (d->mistake)
    {
      g_autofree char *why = euchre_coach_mistake_text (&d->view, &d->analysis, d->chosen_index);
      /* TRANSLATORS: the hand review: a flagged mistake and why */
      g_autofree char *line = g_strdup_printf (_("Mistake: %s"), why);

      gtk_box_append (GTK_BOX (box), line_new ("dialog-warning-symbolic", line, "warning"));
      g_string_append_printf (sentence, " %s", line);
    }
  append_row (self->decisions, box, sentence->str);
  g_string_free (sentence, TRUE);
}

static char *
header_text (const EuchreReviewHand *h)
{
  GString *out = g_string_new (NULL);
  g_autofree char *upcard = euchre_name_card (h->upcard);

  /* The person's own deeds in words of their own: "You dealt", not a
   * seat name in the third person ("Du hat gegeben"). */
  if (h->dealer == EUCHRE_HUMAN_SEAT)
    g_string_append_printf (out, _("Hand %u. You dealt, the %s turned up."), h->hand, upcard);
  else
    g_string_append_printf (out, _("Hand %u. %s dealt, the %s turned up."), h->hand,
                            euchre_name_seat (h->dealer), upcard);
  g_string_append_c (out, ' ');
  if (h->maker == EUCHRE_SEAT_NONE)
    g_string_append (out, _("Everyone passed."));
  else
    {
      g_autofree char *contract = euchre_name_contract (h->maker, h->trump, h->makers_tricks);

      g_string_append (out, contract);
      if (h->alone && h->maker == EUCHRE_HUMAN_SEAT)
        g_string_append_printf (out, " %s", _("You went alone."));
      else if (h->alone)
        {
          g_string_append_c (out, ' ');
          g_string_append_printf (out, _("%s went alone."), euchre_name_seat (h->maker));
        }
    }
  return g_string_free (out, FALSE);
}

static void
show_decisions (EuchreHandReview *self, const EuchreReviewHand *h)
{
  euchre_ui_take_string (G_OBJECT (self), &self->header_text, header_text (h),
                         props[PROP_HEADER_TEXT]);
  clear_list (self->decisions);
  for (guint i = 0; i < h->decisions->len; i++)
    add_decision (self, &g_array_index (h->decisions, EuchreReviewDecision, i));
  euchre_ui_take_string (G_OBJECT (self), &self->summary_text, euchre_coach_review_summary (h),
                         props[PROP_SUMMARY_TEXT]);
  if (!self->has_decisions != !(h->decisions->len > 0))
    {
      self->has_decisions = h->decisions->len > 0;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HAS_DECISIONS]);
    }
}

static char *
cards_text (const EuchreCard *cards, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n && cards[i] != EUCHRE_CARD_NONE; i++)
    {
      g_autofree char *name = euchre_name_card (cards[i]);

      if (out->len)
        g_string_append (out, ", ");
      g_string_append (out, name);
    }
  return g_string_free (out, FALSE);
}

static void
add_text_row (GtkListBox *list, const char *icon, const char *text, const char *css_class)
{
  append_row (list, line_new (icon, text, css_class), text);
}

static void
add_play (EuchreHandReview *self, const EuchreReviewHand *h, const EuchreReviewPlay *p)
{
  g_autofree char *card = euchre_name_card (p->card);
  g_autofree char *line = NULL;
  gboolean thrown = euchre_review_play_threw_trick (h, p);

  /* TRANSLATORS: the open replay: a card played, then how many tricks the makers take
   * with perfect play by both sides from there */
  line = g_strdup_printf (ngettext ("%s: %s — with perfect play from here: makers take %u trick",
                                    "%s: %s — with perfect play from here: makers take %u tricks",
                                    p->makers_after),
                          euchre_name_seat (p->seat), card, (guint) p->makers_after);
  if (thrown)
    {
      g_autofree char *best = cards_text (p->best, p->n_best);
      /* TRANSLATORS: the open replay: a card that threw a trick away, and the cards that
       * would not have */
      g_autofree char *flagged = g_strdup_printf (_("%s. Threw a trick away: perfect was %s."),
                                                  line, best);

      add_text_row (self->open, "dialog-warning-symbolic", flagged, "warning");
    }
  else
    add_text_row (self->open, NULL, line, NULL);
}

static void
show_open (EuchreHandReview *self, const EuchreReviewHand *h)
{
  g_autofree char *perfect = NULL;
  guint trick = 0;

  clear_list (self->open);
  for (guint s = 0; s < G_N_ELEMENTS (h->hands); s++)
    {
      g_autofree char *cards = cards_text (h->hands[s], 5);
      g_autofree char *line = NULL;

      if (*cards)
        /* a seat and its cards as the play began: "West: Ace of Hearts, …" */
        line = g_strdup_printf (_("%s: %s"), euchre_name_seat (s), cards);
      else
        /* TRANSLATORS: the open replay: a seat whose partner went alone */
        line = g_strdup_printf (_("%s: sitting out"), euchre_name_seat (s));
      add_text_row (self->open, NULL, line, NULL);
    }
  if (h->discard != EUCHRE_CARD_NONE)
    {
      g_autofree char *card = euchre_name_card (h->discard);
      /* TRANSLATORS: the open replay: the card the dealer put away */
      g_autofree char *line = g_strdup_printf (_("The dealer’s discard: %s"), card);

      add_text_row (self->open, NULL, line, NULL);
    }
  for (guint i = 0; i < h->plays->len; i++)
    {
      const EuchreReviewPlay *p = &g_array_index (h->plays, EuchreReviewPlay, i);

      if (p->trick != trick)
        {
          g_autofree char *title = g_strdup_printf (_("Trick %u"), (guint) p->trick);

          trick = p->trick;
          add_text_row (self->open, NULL, title, "heading");
        }
      add_play (self, h, p);
    }
  if (h->maker == EUCHRE_SEAT_NONE)
    perfect = g_strdup (_("Everyone passed: the hand was not played."));
  else
    /* TRANSLATORS: the open replay: what perfect play makes, and what the makers took */
    perfect = g_strdup_printf (ngettext ("Perfect play by both sides makes %u trick for the "
                                         "makers; the makers took %u.",
                                         "Perfect play by both sides makes %u tricks for the "
                                         "makers; the makers took %u.", h->makers_perfect),
                               (guint) h->makers_perfect, (guint) h->makers_tricks);
  euchre_ui_take_string (G_OBJECT (self), &self->perfect_text, g_steal_pointer (&perfect),
                         props[PROP_PERFECT_TEXT]);
}

static void
review_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (EuchreHandReview) self = data;
  g_autoptr (GPtrArray) hands = NULL;
  g_autoptr (GError) error = NULL;
  const EuchreReviewHand *h;

  hands = euchre_game_review_hand_finish (EUCHRE_GAME (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->game == NULL)
    return;
  gtk_spinner_stop (self->spinner);
  if (hands == NULL)
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->state, "error");
      return;
    }
  h = g_ptr_array_index (hands, 0);
  show_decisions (self, h);
  show_open (self, h);
  self->ready = TRUE;
  gtk_widget_set_sensitive (self->switcher, TRUE);
  gtk_stack_set_visible_child_name (self->state, "review");
}

GtkWidget *
euchre_hand_review_new (GtkWindow *parent, EuchreGame *game, guint hand)
{
  EuchreHandReview *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (EUCHRE_IS_GAME (game), NULL);
  self = g_object_new (EUCHRE_TYPE_HAND_REVIEW, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  self->hand = hand;
  /* TRANSLATORS: the hand review's window title */
  title = g_strdup_printf (_("Review of Hand %u"), hand);
  gtk_window_set_title (GTK_WINDOW (self), title);
  self->cancellable = g_cancellable_new ();
  gtk_spinner_start (self->spinner);
  euchre_game_review_hand_async (game, hand, self->cancellable, review_done_cb,
                                 g_object_ref (self));
  return GTK_WIDGET (self);
}

guint
euchre_hand_review_get_hand (EuchreHandReview *self)
{
  g_return_val_if_fail (EUCHRE_IS_HAND_REVIEW (self), 0);
  return self->hand;
}

gboolean
euchre_hand_review_get_ready (EuchreHandReview *self)
{
  g_return_val_if_fail (EUCHRE_IS_HAND_REVIEW (self), FALSE);
  return self->ready;
}

GtkListBox *
euchre_hand_review_get_decisions (EuchreHandReview *self)
{
  g_return_val_if_fail (EUCHRE_IS_HAND_REVIEW (self), NULL);
  return self->decisions;
}

GtkListBox *
euchre_hand_review_get_open (EuchreHandReview *self)
{
  g_return_val_if_fail (EUCHRE_IS_HAND_REVIEW (self), NULL);
  return self->open;
}

void
euchre_hand_review_show_open (EuchreHandReview *self, gboolean open)
{
  g_return_if_fail (EUCHRE_IS_HAND_REVIEW (self));
  gtk_stack_set_visible_child_name (self->pages, open ? "open" : "decisions");
}

/* "win.review-hand": @param is the hand, 0 for the last finished one. */
static void
review_activate_cb (GSimpleAction *action, GVariant *param, GtkWidget *window)
{
  EuchreGame *game = g_object_get_data (G_OBJECT (action), "game");
  guint hand = g_variant_get_uint32 (param);
  guint finished = euchre_game_get_hands_finished (game);
  GtkWidget *review;

  if (hand == 0)
    hand = finished;
  /* Said over the table, as the window's other refusals are (the
   * window has no toast overlay of its own: the notice wraps on a phone). */
  if (hand == 0)
    {
      euchre_window_toast (EUCHRE_WINDOW (window), _("A hand can be reviewed once it is over."));
      return;
    }
  review = euchre_hand_review_new (GTK_WINDOW (window), game, hand);
  gtk_window_present (GTK_WINDOW (review));
}

void
euchre_hand_review_action_add (GtkWidget *window, EuchreGame *game)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("review-hand", G_VARIANT_TYPE_UINT32);

  g_return_if_fail (EUCHRE_IS_WINDOW (window));
  g_return_if_fail (EUCHRE_IS_GAME (game));

  g_object_set_data_full (G_OBJECT (action), "game", g_object_ref (game), g_object_unref);
  g_signal_connect_object (action, "activate", G_CALLBACK (review_activate_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}

static void
euchre_hand_review_dispose (GObject *object)
{
  EuchreHandReview *self = EUCHRE_HAND_REVIEW (object);

  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->game);
  g_clear_pointer (&self->header_text, g_free);
  g_clear_pointer (&self->summary_text, g_free);
  g_clear_pointer (&self->perfect_text, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_HAND_REVIEW);
  G_OBJECT_CLASS (euchre_hand_review_parent_class)->dispose (object);
}

static void
euchre_hand_review_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreHandReview *self = EUCHRE_HAND_REVIEW (object);

  switch (prop_id)
    {
    case PROP_HEADER_TEXT:
      g_value_set_string (value, self->header_text);
      break;
    case PROP_SUMMARY_TEXT:
      g_value_set_string (value, self->summary_text);
      break;
    case PROP_PERFECT_TEXT:
      g_value_set_string (value, self->perfect_text);
      break;
    case PROP_HAS_DECISIONS:
      g_value_set_boolean (value, self->has_decisions);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_hand_review_class_init (EuchreHandReviewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_hand_review_dispose;
  G_OBJECT_CLASS (klass)->get_property = euchre_hand_review_get_property;
  /* The decisions' page: its header (the hand), its summary, and whether
   * there are decisions to list; the open page's perfect-play line. */
  props[PROP_HEADER_TEXT] = g_param_spec_string ("header-text", NULL, NULL, NULL,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                 G_PARAM_STATIC_STRINGS);
  props[PROP_SUMMARY_TEXT] = g_param_spec_string ("summary-text", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                  G_PARAM_STATIC_STRINGS);
  props[PROP_PERFECT_TEXT] = g_param_spec_string ("perfect-text", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                  G_PARAM_STATIC_STRINGS);
  props[PROP_HAS_DECISIONS] = g_param_spec_boolean ("has-decisions", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                    G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-hand-review.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, state);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, pages);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, switcher);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, spinner);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, error_page);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, decisions);
  gtk_widget_class_bind_template_child (widget_class, EuchreHandReview, open);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
euchre_hand_review_init (EuchreHandReview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The pages wait for the review. */
  gtk_widget_set_sensitive (self->switcher, FALSE);
}
