/* test-bid-bar.c — the bar under the table, alone in a window (under Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing moves under the pointer: a hint of any length leaves every
 * button where it was (issue 24: a long hint wrapped the bar into two
 * rows and the buttons jumped about 80 px).  Going alone is a bid of its
 * own: "Order Up Alone" (or "Pick Up Alone") is one button, and calling a
 * suit alone is one item of the Call Alone menu, each a whole bid; no
 * toggle is pressed before another button.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include <adwaita.h>

#include "euchre-bid-bar.h"
#include "euchre-engine.h"
#include "euchre-resources.h"
#include "test-ui.h"

typedef struct {
  GtkWidget *window;
  EuchreBidBar *bar;
  int width;
} Fixture;

static gboolean
has_width (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (f->window) == f->width;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *felt = gtk_label_new ("table");

  f->window = gtk_window_new ();
  f->bar = EUCHRE_BID_BAR (euchre_bid_bar_new ());
  gtk_widget_set_vexpand (felt, TRUE);
  gtk_box_append (GTK_BOX (box), felt);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->bar));
  gtk_window_set_child (GTK_WINDOW (f->window), box);
  gtk_window_present (GTK_WINDOW (f->window));
  test_ui_wait_mapped (f->window, "the window on screen");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_wait_drain ();
}

static void
set_width (Fixture *f, int width)
{
  g_autofree char *what = g_strdup_printf ("the window %d wide", width);

  f->width = width;
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, 480);
  test_wait_until (has_width, f, what, 10000);
  test_ui_wait_frame (f->window);
}

/* East deals, the person bids first; @passes passes follow the deal. */
static void
bidding (EuchreState *s, EuchreActionList *list, guint passes, guint dealer)
{
  EuchreRules rules;
  EuchreAction a = { .type = EUCHRE_ACTION_DEAL };

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = dealer;
  euchre_state_init (s, &rules, 11);
  g_assert_true (euchre_state_apply (s, &a, NULL));
  a.type = EUCHRE_ACTION_PASS;
  for (guint i = 0; i < passes; i++)
    g_assert_true (euchre_state_apply (s, &a, NULL));
  g_assert_cmpuint (s->pub.turn, ==, 0);
  euchre_state_legal_actions (s, list);
}

static GtkWidget *
bar_child (Fixture *f, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->bar), EUCHRE_TYPE_BID_BAR,
                                                    name));
}

/* The bounds of every shown control in the window: the bid buttons and
 * the Call Alone menu. */
static GArray *
control_bounds (Fixture *f)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  GtkWidget *menu = bar_child (f, "alone_menu");

  for (GtkWidget *b = gtk_widget_get_first_child (bar_child (f, "bid_buttons")); b;
       b = gtk_widget_get_next_sibling (b))
    {
      graphene_rect_t r;

      /* The Call Alone menu flows last among the bids: counted once, below. */
      if (b == menu)
        continue;
      g_assert_true (gtk_widget_compute_bounds (b, f->window, &r));
      g_array_append_val (out, r);
    }
  if (menu != NULL && gtk_widget_get_visible (menu))
    {
      graphene_rect_t r;

      g_assert_true (gtk_widget_compute_bounds (menu, f->window, &r));
      g_array_append_val (out, r);
    }
  return out;
}

static const char *const long_hint =
  "Hint: Order up, alone: you make it in 64 % of deals and win 1.2 points on average; ordering "
  "up with your partner: +0.9; passing: -0.1 points on average, as East will likely call "
  "Spades in the second round and your partner holds little to defend with.";

/* The same bar with a short prompt, a long hint and an empty one: every
 * button keeps its place to the pixel, at each width, in both rounds. */
static void
test_hint_moves_nothing (Fixture *f, gconstpointer data)
{
  const int widths[] = { 560, 800, 1280, 1920 };
  const guint passes[] = { 0, 4 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint p = 0; p < G_N_ELEMENTS (passes); p++)
      {
        EuchreState s;
        EuchreActionList list;
        g_autoptr (GArray) before = NULL;
        int bar_height;

        bidding (&s, &list, passes[p], 3);
        euchre_bid_bar_update (f->bar, &s.pub, &list);
        set_width (f, widths[w]);
        before = control_bounds (f);
        bar_height = gtk_widget_get_height (GTK_WIDGET (f->bar));
        g_assert_cmpuint (before->len, >=, 2);
        for (const char *const *prompt = (const char *const[]) { long_hint, "Hint: Pass", "",
                                                                 NULL };
             *prompt; prompt++)
          {
            g_autoptr (GArray) after = NULL;

            euchre_bid_bar_set_prompt (f->bar, *prompt);
            test_ui_wait_frame (f->window);
            after = control_bounds (f);
            g_assert_cmpuint (after->len, ==, before->len);
            g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->bar)), ==, bar_height);
            for (guint i = 0; i < after->len; i++)
              {
                graphene_rect_t *a = &g_array_index (before, graphene_rect_t, i);
                graphene_rect_t *b = &g_array_index (after, graphene_rect_t, i);

                if (!graphene_rect_equal (a, b))
                  g_error ("%d wide, round %u, prompt “%.20s…”: control %u moved from "
                           "%.0f,%.0f %.0fx%.0f to %.0f,%.0f %.0fx%.0f", widths[w], p + 1, *prompt,
                           i, a->origin.x, a->origin.y, a->size.width, a->size.height,
                           b->origin.x, b->origin.y, b->size.width, b->size.height);
              }
          }
        /* The long hint is all there for whoever hovers or reads it. */
        euchre_bid_bar_set_prompt (f->bar, long_hint);
        g_assert_cmpstr (gtk_widget_get_tooltip_text (bar_child (f, "prompt_label")), ==,
                         long_hint);
      }
}

static GtkWidget *
button_for (Fixture *f, const char *action)
{
  for (GtkWidget *b = gtk_widget_get_first_child (bar_child (f, "bid_buttons")); b;
       b = gtk_widget_get_next_sibling (b))
    if (GTK_IS_ACTIONABLE (b) &&       /* the Call Alone menu is last in the flow */
        g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), action) == 0)
      return b;
  return NULL;
}

/* Going alone: in the first round a button of its own, named as it
 * reads; in the second a menu whose every item is a whole call alone.  No
 * button is a toggle. */
static void
test_alone_is_one_bid (Fixture *f, gconstpointer data)
{
  EuchreState s;
  EuchreActionList list;
  GtkWidget *alone, *menu;
  GMenuModel *model;
  guint items = 0;

  set_width (f, 800);
  bidding (&s, &list, 0, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  alone = button_for (f, "play.order-up-alone");
  g_assert_nonnull (alone);
  g_assert_nonnull (button_for (f, "play.order-up"));
  g_assert_nonnull (button_for (f, "play.pass"));
  g_assert_false (gtk_widget_get_visible (bar_child (f, "alone_menu")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (alone)), ==, "Order Up _Alone");
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (alone),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Order Up Alone"));
  for (GtkWidget *b = gtk_widget_get_first_child (bar_child (f, "bid_buttons")); b;
       b = gtk_widget_get_next_sibling (b))
    g_assert_false (GTK_IS_TOGGLE_BUTTON (b));

  /* The dealer picks up, alone or not. */
  bidding (&s, &list, 3, 0);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  alone = button_for (f, "play.order-up-alone");
  g_assert_nonnull (alone);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (alone)), ==, "Pick Up _Alone");

  /* The second round: three suits, Pass, and the menu of loners. */
  bidding (&s, &list, 4, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  menu = bar_child (f, "alone_menu");
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (menu),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Call Alone"));
  model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu));
  g_assert_nonnull (model);
  for (int i = 0; i < g_menu_model_get_n_items (model); i++, items++)
    {
      g_autofree char *action = NULL;
      g_autofree char *label = NULL;
      g_autoptr (GVariant) target = g_menu_model_get_item_attribute_value (model, i, "target",
                                                                           G_VARIANT_TYPE_INT32);

      g_assert_true (g_menu_model_get_item_attribute (model, i, "action", "s", &action));
      g_assert_true (g_menu_model_get_item_attribute (model, i, "label", "s", &label));
      g_assert_cmpstr (action, ==, "play.call-alone");
      g_assert_nonnull (target);
      g_assert_cmpint (g_variant_get_int32 (target), !=,
                       (int) euchre_card_suit (s.pub.upcard));
      g_assert_true (g_str_has_suffix (label, ", Alone"));
    }
  g_assert_cmpuint (items, ==, 3);
  g_assert_null (button_for (f, "play.order-up-alone"));
  g_assert_nonnull (button_for (f, "play.pass"));
}

/* Each bid says what it risks (issue 42.2): what making it scores and
 * what the other side scores if it fails; going alone, and only going
 * alone, looks apart (the style class alone-bid). */
static void
test_bids_say_risk (Fixture *f, gconstpointer data)
{
  EuchreState s;
  EuchreActionList list;
  GtkWidget *menu;

  set_width (f, 800);
  bidding (&s, &list, 0, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button_for (f, "play.pass")), ==,
                   "Leave trump to the next player (key P)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button_for (f, "play.order-up")), ==,
                   "With your partner: 1 point for 3 or 4 tricks, 2 for all five; take fewer "
                   "than 3 and the other side scores 2 or more (key O)");
  /* A lone march scores 4 in the standard rules. */
  g_assert_true (s.pub.rules.alone_march_4);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button_for (f, "play.order-up-alone")), ==,
                   "Your partner sits out: 1 point for 3 or 4 tricks, 4 for all five; take "
                   "fewer than 3 and the other side scores 2 or more (key A)");
  g_assert_true (gtk_widget_has_css_class (button_for (f, "play.order-up-alone"), "alone-bid"));
  g_assert_false (gtk_widget_has_css_class (button_for (f, "play.order-up"), "alone-bid"));
  g_assert_false (gtk_widget_has_css_class (button_for (f, "play.pass"), "alone-bid"));

  /* The second round's menu of loners looks and says the same. */
  bidding (&s, &list, 4, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  menu = bar_child (f, "alone_menu");
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_true (gtk_widget_has_css_class (menu, "alone-bid"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (menu), "your partner sits out"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (menu), "scores 2 or more"));
  for (GtkWidget *b = gtk_widget_get_first_child (bar_child (f, "bid_buttons")); b;
       b = gtk_widget_get_next_sibling (b))
    g_assert_false (b != menu && gtk_widget_has_css_class (b, "alone-bid"));
}

/* The dealer's discard is asked for in words that suit the keyboard as
 * well as the mouse (issue 24: "Click a card to discard"). */
static void
test_discard_prompt (Fixture *f, gconstpointer data)
{
  EuchreState s;
  EuchreActionList list;
  EuchreAction order = { .type = EUCHRE_ACTION_ORDER_UP };

  bidding (&s, &list, 3, 0);
  g_assert_true (euchre_state_apply (&s, &order, NULL));
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  euchre_state_legal_actions (&s, &list);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (bar_child (f, "prompt_label"))), ==,
                   "Choose a card to discard");
}

/* The hint's bid stands out: its button (the Call Alone menu for a call
 * alone in the second round) is the suggested one; no other is; the next bids start plain again (issue 42.2). */
static void
test_hint_highlights_bid (Fixture *f, gconstpointer data)
{
  EuchreState s;
  EuchreActionList list;
  EuchreAction order = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE,
                                           EUCHRE_SUIT_NONE, FALSE);
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                          FALSE);
  GtkWidget *b;
  guint n = 0;

  set_width (f, 800);
  bidding (&s, &list, 0, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  test_ui_wait_frame (f->window);
  b = euchre_bid_bar_highlight (f->bar, &order);
  g_assert_true (b == button_for (f, "play.order-up"));
  for (GtkWidget *c = gtk_widget_get_first_child (bar_child (f, "bid_buttons")); c;
       c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_has_css_class (c, "suggested-action");
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (gtk_widget_has_css_class (b, "suggested-action"));
  /* Another hint moves the mark. */
  b = euchre_bid_bar_highlight (f->bar, &pass);
  g_assert_true (b == button_for (f, "play.pass"));
  g_assert_false (gtk_widget_has_css_class (button_for (f, "play.order-up"), "suggested-action"));

  /* Second round: a call alone is the menu's. */
  bidding (&s, &list, 4, 3);
  euchre_bid_bar_update (f->bar, &s.pub, &list);
  test_ui_wait_frame (f->window);
  g_assert_false (gtk_widget_has_css_class (button_for (f, "play.pass"), "suggested-action"));
  {
    EuchreSuit suit = (euchre_card_suit (s.pub.upcard) + 1) % EUCHRE_N_SUITS;
    EuchreAction call = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, suit, FALSE);
    EuchreAction alone = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, suit, TRUE);
    GtkWidget *menu = bar_child (f, "alone_menu");

    b = euchre_bid_bar_highlight (f->bar, &call);
    g_assert_nonnull (b);
    g_assert_cmpint (g_variant_get_int32 (gtk_actionable_get_action_target_value (
                       GTK_ACTIONABLE (b))), ==, suit);
    g_assert_true (gtk_widget_has_css_class (b, "suggested-action"));
    g_assert_true (euchre_bid_bar_highlight (f->bar, &alone) == menu);
    g_assert_true (gtk_widget_has_css_class (menu, "suggested-action"));
    g_assert_false (gtk_widget_has_css_class (b, "suggested-action"));
    euchre_bid_bar_update (f->bar, &s.pub, &list);
    g_assert_false (gtk_widget_has_css_class (menu, "suggested-action"));
  }
}

/* A phone's width: the second round's bids wrap into rows; each lies
 * inside the window, none over another, and the bar asks for no more
 * width than the phone has (issue 42.1). */
static void
test_wraps_on_a_phone (Fixture *f, gconstpointer data)
{
  const guint passes[] = { 0, 4, 7 };

  for (guint p = 0; p < G_N_ELEMENTS (passes); p++)
    {
      EuchreState s;
      EuchreActionList list;
      g_autoptr (GArray) bounds = NULL;
      int min_w;

      bidding (&s, &list, passes[p], passes[p] == 7 ? 0 : 3);
      euchre_bid_bar_update (f->bar, &s.pub, &list);
      set_width (f, 360);
      gtk_widget_measure (GTK_WIDGET (f->bar), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL,
                          NULL);
      g_assert_cmpint (min_w, <=, 360);
      bounds = control_bounds (f);
      g_assert_cmpuint (bounds->len, >=, 2);
      for (guint i = 0; i < bounds->len; i++)
        {
          graphene_rect_t *a = &g_array_index (bounds, graphene_rect_t, i);

          g_assert_cmpfloat (a->origin.x, >=, 0);
          g_assert_cmpfloat (a->origin.x + a->size.width, <=, 360);
          for (guint j = 0; j < i; j++)
            g_assert_false (graphene_rect_intersection (a, &g_array_index (bounds, graphene_rect_t,
                                                                           j), NULL));
        }
    }
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/bid-bar/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  g_test_add ("/euchre/bid-bar/hint-moves-nothing", Fixture, NULL, fixture_set_up,
              test_hint_moves_nothing, fixture_tear_down);
  g_test_add ("/euchre/bid-bar/alone-is-one-bid", Fixture, NULL, fixture_set_up,
              test_alone_is_one_bid, fixture_tear_down);
  g_test_add ("/euchre/bid-bar/bids-say-risk", Fixture, NULL, fixture_set_up,
              test_bids_say_risk, fixture_tear_down);
  g_test_add ("/euchre/bid-bar/discard-prompt", Fixture, NULL, fixture_set_up,
              test_discard_prompt, fixture_tear_down);
  g_test_add ("/euchre/bid-bar/hint-highlights-bid", Fixture, NULL, fixture_set_up,
              test_hint_highlights_bid, fixture_tear_down);
  g_test_add ("/euchre/bid-bar/wraps-on-a-phone", Fixture, NULL, fixture_set_up,
              test_wraps_on_a_phone, fixture_tear_down);
  return g_test_run ();
}
