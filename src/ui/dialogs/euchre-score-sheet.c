/* euchre-score-sheet.c — the score sheet: every hand of the game so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per scored hand, as a player would keep it on paper: who
 * dealt, the upcard, who made what trump and who went alone, the makers'
 * tricks, the points and the running score.  The rows come from the
 * model (euchre_game_get_score_sheet()), which replays the game's events:
 * nothing hidden is shown.  Each cell's accessible name says its column,
 * and each row's says the whole hand in a sentence.
 */
#define G_LOG_DOMAIN "euchre-score-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-resources.h"
#include "euchre-score-sheet.h"
#include "euchre-ui-text.h"
#include "euchre-window.h"

enum {
  COL_HAND,
  COL_DEALER,
  COL_UPCARD,
  COL_MAKER,
  COL_TRUMP,
  COL_ALONE,
  COL_TRICKS,
  COL_POINTS,
  COL_US,
  COL_THEM,
  N_COLUMNS
};

static const char *const column_titles[N_COLUMNS] = {
  /* TRANSLATORS: score sheet column titles; "Us" is you and your partner,
   * "Them" West and East */
  N_("Hand"), N_("Dealer"), N_("Upcard"), N_("Maker"), N_("Trump"), N_("Alone"),
  N_("Tricks"), N_("Points"), N_("Us"), N_("Them"),
};

struct _EuchreScoreSheet {
  AdwWindow parent_instance;

  /* Template widgets */
  GtkStack *stack;
  AdwStatusPage *broken;
  GtkBox *header;
  GtkListBox *list;

  EuchreGame *game;
  /* The people at an online table, four names by seat; NULL: the seats. */
  char **players;
  /* Whether the window below can review a hand (an online table cannot:
   * the rows have no review button there). */
  gboolean can_review;
  /* Each column's cells and title share a width; the last group is the
   * rows' review buttons and the blank at the end of the titles.  With the
   * same children in the titles and in each row, the boxes share out a
   * width given them alike, and every value stays under its title. */
  GtkSizeGroup *columns[N_COLUMNS + 1];
};

G_DEFINE_FINAL_TYPE (EuchreScoreSheet, euchre_score_sheet, ADW_TYPE_WINDOW)

/* A cell of @column showing @text; a screen reader hears "Dealer: West". */
static GtkWidget *
cell_new (EuchreScoreSheet *self, guint column, const char *text)
{
  const char *classes[] = { column == COL_HAND || column >= COL_TRICKS ? "numeric" : NULL, NULL };
  /* One line: a wrapped label's width depends on its row's height (a box
   * measures its children's widths for its own height), and the title row
   * is one line high: the columns of the rows and of the titles parted
   * ways (the tricks stood under "Alone"). */
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "label", text, "xalign", 0.f,
                                   "css-classes", classes, NULL);
  g_autofree char *name = NULL;

  gtk_size_group_add_widget (self->columns[column], label);
  /* TRANSLATORS: a score sheet cell for screen readers: "Dealer: West" */
  name = g_strdup_printf (_("%s: %s"), _(column_titles[column]), *text ? text : "—");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return label;
}

/* A seat as the sheet names it: its person online, else "West". */
static const char *
who (EuchreScoreSheet *self, guint seat)
{
  return self->players != NULL && seat < 4 ? self->players[seat] : euchre_name_seat (seat);
}

/* "West" or "West, East" when a defender went alone too. */
static char *
alone_text (EuchreScoreSheet *self, const EuchreSheetRow *r)
{
  if (!r->alone)
    return g_strdup ("");
  if (r->defender < 4)
    return g_strdup_printf ("%s, %s", who (self, r->maker), who (self, r->defender));
  return g_strdup (who (self, r->maker));
}

/* The whole hand in words, for a screen reader. */
static char *
row_sentence (EuchreScoreSheet *self, const EuchreSheetRow *r, const char *upcard)
{
  const char *const *players = (const char *const *) self->players;
  GString *out = g_string_new (NULL);
  g_autofree char *result = euchre_name_result_for (r->side, r->points, r->kind, players);

  /* TRANSLATORS: the start of a score sheet row read aloud: hand number,
   * dealer, upcard ("Hand 2. West dealt, the Jack of Clubs turned up.") */
  if (r->dealer == 0)
    /* TRANSLATORS: as "Hand 2. West dealt, …", when the person dealt: a
     * sentence of its own for the verb's person ("Du hast gegeben") */
    g_string_append_printf (out, _("Hand %u. You dealt, the %s turned up."), r->hand, upcard);
  else
    g_string_append_printf (out, _("Hand %u. %s dealt, the %s turned up."), r->hand,
                            who (self, r->dealer), upcard);
  if (r->kind != EUCHRE_RESULT_PASSED)
    {
      g_string_append_c (out, ' ');
      g_autofree char *contract = euchre_name_contract_for (r->maker, r->trump, r->maker_tricks,
                                                            players);

      g_string_append (out, contract);
      if (r->alone)
        {
          g_string_append_c (out, ' ');
          if (r->maker == 0)
            g_string_append (out, _("You went alone."));
          else
            g_string_append_printf (out, _("%s went alone."), who (self, r->maker));
        }
      if (r->defender < 4)
        {
          g_string_append_c (out, ' ');
          if (r->defender == 0)
            g_string_append (out, _("You defended alone."));
          else
            g_string_append_printf (out, _("%s defended alone."), who (self, r->defender));
        }
    }
  g_string_append_printf (out, " %s.", result);
  if (r->penalty[0] || r->penalty[1])
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("Renege penalties: %u to us, %u to them."), r->penalty[0],
                              r->penalty[1]);
    }
  g_string_append_c (out, ' ');
  /* TRANSLATORS: score sheet, read aloud: the running score after the hand */
  g_string_append_printf (out, _("Score: us %u, them %u."), r->score[0], r->score[1]);
  return g_string_free (out, FALSE);
}

/* Opens the hand's review over the main window (the sheet stays). */
static void
review_clicked_cb (GtkButton *button, EuchreScoreSheet *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  guint hand = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "hand"));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.review-hand", "u", hand);
}

static GtkWidget *
review_button_new (EuchreScoreSheet *self, guint hand)
{
  /* TRANSLATORS: the score sheet's button on each row, for screen readers */
  g_autofree char *name = g_strdup_printf (_("Review hand %u"), hand);
  const char *classes[] = { "flat", NULL };
  /* The classes before the icon (which adds the button's own). */
  GtkWidget *button = g_object_new (GTK_TYPE_BUTTON, "css-classes", classes,
                                    "icon-name", "go-next-symbolic", "valign", GTK_ALIGN_CENTER,
                                    "tooltip-text", name, NULL);

  gtk_size_group_add_widget (self->columns[N_COLUMNS], button);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  g_object_set_data (G_OBJECT (button), "hand", GUINT_TO_POINTER (hand));
  g_signal_connect_object (button, "clicked", G_CALLBACK (review_clicked_cb), self, 0);
  return button;
}

static GtkWidget *
row_new (EuchreScoreSheet *self, const EuchreSheetRow *r)
{
  g_autofree char *upcard = euchre_name_card (r->upcard);
  g_autofree char *sentence = row_sentence (self, r, upcard);
  /* The whole row in words, on hover too. */
  GtkWidget *row = g_object_new (GTK_TYPE_LIST_BOX_ROW, "tooltip-text", sentence, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  char *texts[N_COLUMNS] = { NULL };
  gboolean passed = r->kind == EUCHRE_RESULT_PASSED;

  texts[COL_HAND] = g_strdup_printf ("%u", r->hand);
  texts[COL_DEALER] = g_strdup (who (self, r->dealer));
  texts[COL_UPCARD] = g_strdup (upcard);
  texts[COL_MAKER] = g_strdup (passed ? _("Passed") : who (self, r->maker));
  texts[COL_TRUMP] = passed ? g_strdup ("") : g_strdup_printf ("%s %s",
                                                                euchre_name_suit_symbol (r->trump),
                                                                euchre_name_suit (r->trump));
  texts[COL_ALONE] = alone_text (self, r);
  texts[COL_TRICKS] = passed ? g_strdup ("") : g_strdup_printf ("%u", r->maker_tricks);
  if (passed)
    texts[COL_POINTS] = g_strdup ("");
  else if (r->side == 0)
    /* TRANSLATORS: score sheet: points of a hand that went to you and your partner */
    texts[COL_POINTS] = g_strdup_printf (_("+%u us"), r->points);
  else
    /* TRANSLATORS: score sheet: points of a hand that went to West and East */
    texts[COL_POINTS] = g_strdup_printf (_("+%u them"), r->points);
  texts[COL_US] = g_strdup_printf ("%u", r->score[0]);
  texts[COL_THEM] = g_strdup_printf ("%u", r->score[1]);

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  for (guint c = 0; c < N_COLUMNS; c++)
    gtk_box_append (GTK_BOX (box), cell_new (self, c, texts[c]));
  for (guint c = 0; c < N_COLUMNS; c++)
    g_free (texts[c]);
  if (self->can_review)
    gtk_box_append (GTK_BOX (box), review_button_new (self, r->hand));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence,
                                  -1);
  return row;
}

static void
fill (EuchreScoreSheet *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = self->game ? euchre_game_get_score_sheet (self->game, &error) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The hands so far cannot be listed: %s"),
                                               error->message);

      adw_status_page_set_description (self->broken, text);
      gtk_stack_set_visible_child_name (self->stack, "broken");
      return;
    }
  for (guint i = 0; rows && i < rows->len; i++)
    gtk_list_box_append (self->list, row_new (self, &g_array_index (rows, EuchreSheetRow, i)));
  gtk_stack_set_visible_child_name (self->stack, rows && rows->len ? "sheet" : "empty");
}

static void
game_changed_cb (EuchreScoreSheet *self)
{
  fill (self);
}

void
euchre_score_sheet_set_players (EuchreScoreSheet *self, const char *const *players)
{
  g_return_if_fail (EUCHRE_IS_SCORE_SHEET (self));
  g_return_if_fail (players == NULL || g_strv_length ((char **) players) == 4);

  g_clear_pointer (&self->players, g_strfreev);
  self->players = players ? g_strdupv ((char **) players) : NULL;
  fill (self);
}

GtkListBox *
euchre_score_sheet_get_list (EuchreScoreSheet *self)
{
  g_return_val_if_fail (EUCHRE_IS_SCORE_SHEET (self), NULL);
  return self->list;
}

GtkWidget *
euchre_score_sheet_new (GtkWindow *parent, EuchreGame *game)
{
  EuchreScoreSheet *self;

  g_return_val_if_fail (EUCHRE_IS_GAME (game), NULL);
  self = g_object_new (EUCHRE_TYPE_SCORE_SHEET, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  self->can_review = G_IS_ACTION_GROUP (parent) &&
                     g_action_group_has_action (G_ACTION_GROUP (parent), "review-hand");
  g_signal_connect_object (game, "hand-scored", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "restarted", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
  fill (self);
  return GTK_WIDGET (self);
}

void
euchre_score_sheet_action (GtkWidget *window, const char *name, GVariant *param)
{
  GtkWidget *sheet;

  g_return_if_fail (EUCHRE_IS_WINDOW (window));
  sheet = euchre_score_sheet_new (GTK_WINDOW (window),
                                  euchre_window_get_game (EUCHRE_WINDOW (window)));
  gtk_window_present (GTK_WINDOW (sheet));
}

static void
euchre_score_sheet_dispose (GObject *object)
{
  EuchreScoreSheet *self = EUCHRE_SCORE_SHEET (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->players, g_strfreev);
  for (guint c = 0; c <= N_COLUMNS; c++)
    g_clear_object (&self->columns[c]);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_SCORE_SHEET);
  G_OBJECT_CLASS (euchre_score_sheet_parent_class)->dispose (object);
}

static void
euchre_score_sheet_class_init (EuchreScoreSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_score_sheet_dispose;
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreScoreSheet, stack);
  gtk_widget_class_bind_template_child (widget_class, EuchreScoreSheet, broken);
  gtk_widget_class_bind_template_child (widget_class, EuchreScoreSheet, header);
  gtk_widget_class_bind_template_child (widget_class, EuchreScoreSheet, list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
euchre_score_sheet_init (EuchreScoreSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      const char *classes[] = { "heading", NULL };
      GtkWidget *title = g_object_new (GTK_TYPE_LABEL, "label", _(column_titles[c]),
                                       "xalign", 0.f, "css-classes", classes, NULL);

      self->columns[c] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
      gtk_size_group_add_widget (self->columns[c], title);
      gtk_box_append (self->header, title);
    }
  /* Over the review buttons: nothing to read. */
  self->columns[N_COLUMNS] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  {
    GtkWidget *blank = gtk_label_new (NULL);

    gtk_accessible_update_state (GTK_ACCESSIBLE (blank), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    gtk_size_group_add_widget (self->columns[N_COLUMNS], blank);
    gtk_box_append (self->header, blank);
  }
}
