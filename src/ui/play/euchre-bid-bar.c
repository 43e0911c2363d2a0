/* euchre-bid-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-bid-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "euchre-bid-bar.h"
#include "euchre-felt.h"
#include "euchre-flow-layout.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

#define SPACING 6
/* Room above and below: a row is at least ROW_HEIGHT tall (a button's
 * height, so the table does not move when the buttons come and go); two
 * rows have less room around them, to take little from the table. */
#define ROW_PADDING 8
#define ROW_HEIGHT 40
#define STACK_PADDING 4
#define STACK_SPACING 2
/* The prompt's room: at most PROMPT_LINES lines, ellipsized past them.  The
 * controls sit beside it when it gets at least PROMPT_MIN_WIDTH, else the
 * prompt goes above them.  Nothing of this depends on the prompt's text:
 * a long hint never moves a button under the pointer (issue 24). */
#define PROMPT_LINES 2
#define PROMPT_MIN_WIDTH 360
#define SIDE_PADDING 4

struct _EuchreBidBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *prompt_label;
  GtkBox *bid_buttons;
  GtkMenuButton *alone_menu;

  GStrv players;                /* the seats' people (online), or NULL */
};

static void euchre_bid_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (EuchreBidBar, euchre_bid_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      euchre_bid_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* The controls' widths, minimum and natural, in a row. */
typedef struct {
  GtkWidget *prompt;
  int controls_min, controls_nat;
  guint n_controls;
} Widths;

static void
measure_widths (EuchreBidBar *self, Widths *w)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  memset (w, 0, sizeof *w);
  w->prompt = child && gtk_widget_should_layout (child) ? child : NULL;
  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      if (w->n_controls++ > 0)
        {
          w->controls_min += SPACING;
          w->controls_nat += SPACING;
        }
      w->controls_min += min;
      w->controls_nat += nat;
    }
}

/* The widest control's minimum width. */
static int
widest_control (EuchreBidBar *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
  int widest = 0;

  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      widest = MAX (widest, min);
    }
  return widest;
}

/* The height of PROMPT_LINES lines of the prompt's font, whatever it says. */
static int
prompt_height (EuchreBidBar *self)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (GString) text = g_string_new ("Ag");
  int h;

  for (guint i = 1; i < PROMPT_LINES; i++)
    g_string_append (text, "\nAg");
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->prompt_label), text->str);
  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

/* Whether the controls fit beside the prompt's room in @width. */
static gboolean
in_one_row (const Widths *w, int width)
{
  return w->n_controls == 0 || !w->prompt ||
         width - 2 * SIDE_PADDING - w->controls_nat - SPACING >= PROMPT_MIN_WIDTH;
}

/* The controls' height: the tallest of them. */
static void
controls_height (EuchreBidBar *self, int *min, int *nat)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  *min = *nat = 0;
  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int m, n;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &m, &n, NULL, NULL);
      *min = MAX (*min, m);
      *nat = MAX (*nat, n);
    }
}

/* The controls from @row up to @end in a row from @x, @y, each of its
 * natural width (no wider than @width), centred in @height. */
static void
allocate_row (GtkWidget *row, GtkWidget *end, int x, int y, int width, int height)
{
  for (GtkWidget *child = row; child != end; child = gtk_widget_get_next_sibling (child))
    {
      int nat, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      nat = MIN (nat, width);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat, NULL, &h, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, y + (height - h) / 2, nat, h }, -1);
      x += nat + SPACING;
    }
}

/* The controls in rows no wider than @width, each of its natural width
 * (no wider than @width), as many to a row as fit, each row centred:
 * on a phone the second round's six bids take two rows, none off the
 * screen (issue 42.1).  Allocates them from @x, @y when @allocate;
 * returns the rows' height. */
static int
flow_controls (EuchreBidBar *self, int x, int y, int width, gboolean allocate)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self));
  GtkWidget *row = first ? gtk_widget_get_next_sibling (first) : NULL;
  int top = y;

  width = MAX (width, 1);
  while (row)
    {
      GtkWidget *end;
      int row_w = 0, row_h = 0;
      guint n = 0;

      for (end = row; end; end = gtk_widget_get_next_sibling (end))
        {
          int nat, h;

          if (!gtk_widget_should_layout (end))
            continue;
          gtk_widget_measure (end, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
          nat = MIN (nat, width);
          if (n > 0 && row_w + SPACING + nat > width)
            break;
          gtk_widget_measure (end, GTK_ORIENTATION_VERTICAL, nat, NULL, &h, NULL, NULL);
          row_w += (n++ > 0 ? SPACING : 0) + nat;
          row_h = MAX (row_h, h);
        }
      if (n == 0)
        break;
      if (allocate)
        allocate_row (row, end, x + (width - row_w) / 2, y, width, row_h);
      y += row_h + SPACING;
      row = end;
    }
  return MAX (0, y - top - SPACING);
}

static void
euchre_bid_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;

  measure_widths (self, &w);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* The widest control (the others wrap under it), or a little of
       * the prompt; naturally both in a row. */
      *minimum = MAX (widest_control (self), PROMPT_MIN_WIDTH / 2);
      *natural = w.controls_nat + SPACING + PROMPT_MIN_WIDTH + 2 * SIDE_PADDING;
    }
  else
    {
      int p = w.prompt ? prompt_height (self) : 0, c_min, c_nat;

      controls_height (self, &c_min, &c_nat);
      if (for_size < 0 || in_one_row (&w, for_size))
        {
          *minimum = MAX (ROW_HEIGHT, MAX (p, c_min)) + 2 * ROW_PADDING;
          *natural = MAX (ROW_HEIGHT, MAX (p, c_nat)) + 2 * ROW_PADDING;
        }
      else
        {
          int rows = flow_controls (self, 0, 0, for_size - 2 * SIDE_PADDING, FALSE);

          *minimum = *natural = p + STACK_SPACING + rows + 2 * STACK_PADDING;
        }
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* Lays out the controls in a row of their natural widths (shrunk towards
 * their minimum when @width is short), from @x, vertically centred in
 * @y..@y+@height.  The heights are the controls' own: nothing here
 * depends on the prompt. */
static void
allocate_controls (EuchreBidBar *self, const Widths *w, int x, int y, int width, int height)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
  int spare = MAX (0, width - w->controls_min);
  int want = MAX (1, w->controls_nat - w->controls_min);

  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat, size, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      size = spare >= want ? nat : min + (int) ((gint64) (nat - min) * spare / want);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, size, NULL, &h, NULL, NULL);
      h = MIN (h, height);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, y + (height - h) / 2, size, h }, -1);
      x += size + SPACING;
    }
}

/* The prompt in @x, @y, @width, @height: its lines centred there. */
static void
allocate_prompt (GtkWidget *prompt, int x, int y, int width, int height)
{
  int h;

  width = MAX (width, 1);
  gtk_widget_measure (prompt, GTK_ORIENTATION_VERTICAL, width, NULL, &h, NULL, NULL);
  h = MIN (h, height);
  gtk_widget_size_allocate (prompt, &(GtkAllocation) { x, y + (height - h) / 2, width, h }, -1);
}

static void
euchre_bid_bar_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  int inner = MAX (1, width - 2 * SIDE_PADDING);
  Widths w;

  measure_widths (self, &w);
  if (w.n_controls == 0 || !w.prompt)
    {
      if (w.prompt)
        allocate_prompt (w.prompt, SIDE_PADDING, 0, inner, height);
      else
        allocate_controls (self, &w, (width - MIN (width, w.controls_nat)) / 2, 0, width, height);
    }
  else if (in_one_row (&w, width))
    {
      /* The controls at the end, the prompt in the room before them. */
      int cw = w.controls_nat, x = width - SIDE_PADDING - cw;

      allocate_prompt (w.prompt, SIDE_PADDING, 0, MAX (1, x - SPACING - SIDE_PADDING), height);
      allocate_controls (self, &w, x, 0, cw, height);
    }
  else
    {
      /* The prompt's lines above, the controls below, centred, in as
       * many rows as they need. */
      int p = prompt_height (self);

      allocate_prompt (w.prompt, SIDE_PADDING, STACK_PADDING, inner, p);
      flow_controls (self, SIDE_PADDING, STACK_PADDING + p + STACK_SPACING, inner, TRUE);
    }
}

static GtkSizeRequestMode
euchre_bid_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
euchre_bid_bar_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                          const char *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_insert_before (GTK_WIDGET (child), GTK_WIDGET (buildable), NULL);
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
euchre_bid_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = euchre_bid_bar_add_child;
}

/* ---- the bids ------------------------------------------------------------- */

static void
clear_bid_buttons (EuchreBidBar *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bid_buttons))))
    gtk_box_remove (self->bid_buttons, child);
}

/* No bid is styled as the suggested one: the game does not advise a bid
 * (the hint does, and it may well say Pass). */
static GtkWidget *
add_button (EuchreBidBar *self, const char *label, const char *action, GVariant *target)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);

  euchre_ui_name_button (b);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (b), action);
  if (target)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (b), target);
  gtk_box_append (self->bid_buttons, b);
  return b;
}

/* What a bid risks, on its button: what making it scores and what the
 * other side scores if it fails; going alone also looks apart. */
static void
set_risk (GtkWidget *button, const EuchreRules *rules, gboolean alone)
{
  g_autofree char *tip = NULL;

  if (alone)
    {
      gtk_widget_add_css_class (button, "alone-bid");
      tip = g_strdup_printf (_("Your partner sits out: 1 point for 3 or 4 tricks, %u for all five; "
                               "take fewer than 3 and the other side scores 2 or more (A)"),
                             rules->alone_march_4 ? 4u : 2u);
    }
  else
    tip = g_strdup (_("With your partner: 1 point for 3 or 4 tricks, 2 for all five; take fewer "
                      "than 3 and the other side scores 2 or more (O)"));
  gtk_widget_set_tooltip_text (button, tip);
}

/* The suit's key (1 to 4, in the order Spades, Hearts, Clubs, Diamonds:
 * one set of keys in every language, see the application's accelerators). */
static void
add_suit_tooltip (GtkWidget *button, EuchreSuit suit)
{
  g_autofree char *tip = g_strdup_printf ("%s (%d)", euchre_name_suit (suit), suit + 1);

  gtk_widget_set_tooltip_text (button, tip);
}

static gboolean
list_has (const EuchreActionList *list, EuchreActionType type, EuchreSuit suit, gboolean alone)
{
  for (guint i = 0; i < list->n; i++)
    if (list->actions[i].type == type && (suit == EUCHRE_SUIT_NONE || list->actions[i].suit == suit) &&
        !list->actions[i].alone == !alone)
      return TRUE;
  return FALSE;
}

/* The suits that may be called, in the order of the keys 1 to 4. */
static gboolean
may_call (const EuchrePublic *p, EuchreSuit suit)
{
  return p->phase != EUCHRE_PHASE_BID2 || suit != euchre_card_suit (p->upcard);
}

/* Calling a suit: a button per suit (1 to 4), and going alone with one of
 * them from one menu, each item a whole bid ("♥ Hearts, Alone"): going
 * alone is one choice, never a state set before another button.  When
 * only alone is allowed, the suit buttons themselves go alone. */
static void
add_calls (EuchreBidBar *self, const EuchrePublic *p, const EuchreActionList *list)
{
  gboolean plain = list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, FALSE);
  gboolean alone = list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, TRUE);
  g_autoptr (GMenu) menu = g_menu_new ();

  for (int suit = 0; suit < EUCHRE_N_SUITS; suit++)
    {
      g_autofree char *label = NULL;
      g_autofree char *item = NULL;
      g_autoptr (GMenuItem) mi = NULL;

      if (!may_call (p, suit))
        continue;
      if (plain)
        label = g_strdup_printf ("%s %s", euchre_name_suit_symbol (suit), euchre_name_suit (suit));
      else
        /* TRANSLATORS: a bid button when only going alone is allowed: "♥ Hearts Alone" */
        label = g_strdup_printf (_("%s %s Alone"), euchre_name_suit_symbol (suit),
                                 euchre_name_suit (suit));
      {
        GtkWidget *b = add_button (self, label, plain ? "play.call" : "play.call-alone",
                                   g_variant_new_int32 (suit));

        add_suit_tooltip (b, suit);
        if (!plain)
          gtk_widget_add_css_class (b, "alone-bid");
      }
      /* TRANSLATORS: an item of the "Call Alone" menu: a suit, going alone ("♥ Hearts, Alone") */
      item = g_strdup_printf (_("%s %s, Alone"), euchre_name_suit_symbol (suit),
                              euchre_name_suit (suit));
      mi = g_menu_item_new (item, NULL);
      g_menu_item_set_action_and_target_value (mi, "play.call-alone", g_variant_new_int32 (suit));
      g_menu_append_item (menu, mi);
    }
  if (plain && alone)
    {
      gtk_menu_button_set_menu_model (self->alone_menu, G_MENU_MODEL (menu));
      gtk_widget_set_visible (GTK_WIDGET (self->alone_menu), TRUE);
    }
}

void
euchre_bid_bar_update (EuchreBidBar *self, const EuchrePublic *p, const EuchreActionList *list)
{
  g_return_if_fail (EUCHRE_IS_BID_BAR (self));

  clear_bid_buttons (self);
  gtk_widget_remove_css_class (GTK_WIDGET (self->alone_menu), "suggested-action");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt_label), NULL);
  gtk_menu_button_popdown (self->alone_menu);
  gtk_widget_set_visible (GTK_WIDGET (self->alone_menu), FALSE);
  if (list->n == 0)
    {
      if (p->phase == EUCHRE_PHASE_GAME_OVER)
        gtk_label_set_text (self->prompt_label, "");
      else if (p->turn < 4 && p->turn != EUCHRE_HUMAN_SEAT &&
               p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_DEAL)
        {
          g_autofree char *waiting = g_strdup_printf (_("Waiting for %s…"),
                                                      self->players ? self->players[p->turn]
                                                      : euchre_name_seat (p->turn));
          gtk_label_set_text (self->prompt_label, waiting);
        }
      else
        gtk_label_set_text (self->prompt_label, "");
      return;
    }

  switch (p->phase)
    {
    case EUCHRE_PHASE_BID1:
      if (p->upcard == EUCHRE_JOKER)
        {
          gtk_label_set_text (self->prompt_label, _("The Joker is up: name trump"));
          add_calls (self, p, list);
          break;
        }
      {
        g_autofree char *prompt = g_strdup_printf (_("%s as trump?"),
                                                   euchre_name_suit (euchre_card_suit (p->upcard)));
        gboolean dealer = p->dealer == EUCHRE_HUMAN_SEAT;

        gtk_label_set_text (self->prompt_label, prompt);
        gtk_widget_set_tooltip_text (add_button (self, _("_Pass"), "play.pass", NULL),
                                     _("Leave trump to the next player (P)"));
        /* Going alone is a button of its own, one press (or A). */
        if (list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, FALSE))
          set_risk (add_button (self, dealer ? _("Pick _Up") : _("_Order Up"), "play.order-up",
                                NULL),
                    &p->rules, FALSE);
        if (list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, TRUE))
          set_risk (add_button (self, dealer ? _("Pick Up _Alone") : _("Order Up _Alone"),
                                "play.order-up-alone", NULL),
                    &p->rules, TRUE);
      }
      break;

    case EUCHRE_PHASE_BID2:
      gtk_label_set_text (self->prompt_label, _("Name trump"));
      add_calls (self, p, list);
      /* A stuck dealer has no pass. */
      if (list_has (list, EUCHRE_ACTION_PASS, EUCHRE_SUIT_NONE, FALSE))
        add_button (self, _("_Pass"), "play.pass", NULL);
      else
        gtk_label_set_text (self->prompt_label, _("You are stuck: name trump"));
      break;

    case EUCHRE_PHASE_DEFEND:
      gtk_label_set_text (self->prompt_label, _("A loner! Defend alone?"));
      add_button (self, _("_Pass"), "play.pass", NULL);
      {
        GtkWidget *b = add_button (self, _("_Defend Alone"), "play.defend-alone", NULL);

        gtk_widget_add_css_class (b, "alone-bid");
        gtk_widget_set_tooltip_text (b, _("Your partner sits out: stop the loner by yourself, "
                                          "4 points if you take 3 tricks or more (D)"));
      }
      break;

    case EUCHRE_PHASE_DISCARD:
      /* Said to the mouse and the keyboard alike. */
      gtk_label_set_text (self->prompt_label, _("Choose a card to discard"));
      break;

    case EUCHRE_PHASE_PLAY:
      gtk_label_set_text (self->prompt_label, _("Your turn: play a card"));
      break;

    default:
      gtk_label_set_text (self->prompt_label, "");
      break;
    }
}

void
euchre_bid_bar_set_prompt (EuchreBidBar *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_BID_BAR (self));
  gtk_label_set_text (self->prompt_label, text);
  /* A hint longer than the prompt's lines is all there, on hover. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->prompt_label), text);
}

void
euchre_bid_bar_set_players (EuchreBidBar *self, const char *const *players)
{
  g_return_if_fail (EUCHRE_IS_BID_BAR (self));
  g_return_if_fail (players == NULL || g_strv_length ((char **) players) == 4);
  g_clear_pointer (&self->players, g_strfreev);
  self->players = players ? g_strdupv ((char **) players) : NULL;
}

EuchreAction
euchre_bid_bar_action_for (const char *name, GVariant *param)
{
  gboolean alone = g_str_has_suffix (name, "-alone") && !g_str_equal (name, "play.defend-alone");

  if (g_str_equal (name, "play.pass"))
    return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
  if (g_str_has_prefix (name, "play.order-up"))
    return euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, alone);
  if (g_str_has_prefix (name, "play.call"))
    return euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, g_variant_get_int32 (param),
                               alone);
  return euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

/* Whether @button (a bid button or the Call Alone menu) makes @want. */
static gboolean
makes (GtkWidget *button, const EuchreAction *want)
{
  const char *name = NULL;
  GVariant *target;
  EuchreAction a;

  if (GTK_IS_ACTIONABLE (button))
    name = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));
  if (name == NULL)
    return FALSE;
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
  if (g_str_has_prefix (name, "play.call") && target == NULL)
    return FALSE;
  a = euchre_bid_bar_action_for (name, target);
  return a.type == want->type && !a.alone == !want->alone &&
         (a.type != EUCHRE_ACTION_CALL || a.suit == want->suit);
}

GtkWidget *
euchre_bid_bar_highlight (EuchreBidBar *self, const EuchreAction *action)
{
  GtkWidget *found = NULL;

  g_return_val_if_fail (EUCHRE_IS_BID_BAR (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (self->bid_buttons)); b;
       b = gtk_widget_get_next_sibling (b))
    {
      gboolean on = found == NULL && makes (b, action);

      euchre_felt_set_class (b, "suggested-action", on);
      if (on)
        found = b;
    }
  /* Calling alone in the second round is an item of the Call Alone menu. */
  if (found == NULL && action->type == EUCHRE_ACTION_CALL && action->alone &&
      gtk_widget_get_visible (GTK_WIDGET (self->alone_menu)))
    found = GTK_WIDGET (self->alone_menu);
  euchre_felt_set_class (GTK_WIDGET (self->alone_menu), "suggested-action",
                         found == GTK_WIDGET (self->alone_menu));
  if (found != NULL)
    gtk_widget_grab_focus (found);
  return found;
}

void
euchre_bid_bar_install_actions (GtkWidgetClass *widget_class, GtkWidgetActionActivateFunc activate)
{
  static const struct { const char *name, *param; } bids[] = {
    { "play.pass", NULL }, { "play.order-up", NULL }, { "play.order-up-alone", NULL },
    { "play.call", "i" }, { "play.call-alone", "i" }, { "play.defend-alone", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bids); i++)
    gtk_widget_class_install_action (widget_class, bids[i].name, bids[i].param, activate);
}

gboolean
euchre_bid_bar_go_alone (EuchreBidBar *self)
{
  GtkWidget *menu;

  g_return_val_if_fail (EUCHRE_IS_BID_BAR (self), FALSE);
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (self->bid_buttons)); b;
       b = gtk_widget_get_next_sibling (b))
    if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "play.order-up-alone") == 0)
      return gtk_widget_activate_action (b, "play.order-up-alone", NULL);
  menu = GTK_WIDGET (self->alone_menu);
  if (!gtk_widget_get_visible (menu))
    return FALSE;
  gtk_menu_button_popup (self->alone_menu);
  return TRUE;
}

/* ---- GObject -------------------------------------------------------------- */

static void
euchre_bid_bar_dispose (GObject *object)
{
  GtkWidget *child;

  g_clear_pointer (&EUCHRE_BID_BAR (object)->players, g_strfreev);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_BID_BAR);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (euchre_bid_bar_parent_class)->dispose (object);
}

static void
euchre_bid_bar_class_init (EuchreBidBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_bid_bar_dispose;
  widget_class->measure = euchre_bid_bar_measure;
  widget_class->size_allocate = euchre_bid_bar_size_allocate;
  widget_class->get_request_mode = euchre_bid_bar_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "bidbar");
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-bid-bar.ui");
  /* Internal: the window names them in its template too. */
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, prompt_label);
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, bid_buttons);
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, alone_menu);
}

static void
euchre_bid_bar_init (EuchreBidBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The bids wrap into rows where one row does not fit (a phone). */
  gtk_widget_set_layout_manager (GTK_WIDGET (self->bid_buttons), euchre_flow_layout_new (SPACING));
  /* Short on the bar ("Alone ▾": it must fit 560 pixels in Spanish too),
   * whole for a screen reader. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->alone_menu),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Call Alone"), -1);
}

GtkWidget *
euchre_bid_bar_new (void)
{
  return g_object_new (EUCHRE_TYPE_BID_BAR, NULL);
}
