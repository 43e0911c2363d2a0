/* euchre-bid-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-bid-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "euchre-bid-bar.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

#define SPACING 8
/* Room above and below: a row is at least ROW_HEIGHT tall (a button's
 * height, so the table does not move when the buttons come and go); two
 * rows have less room around them, to take little from the table. */
#define ROW_PADDING 8
#define ROW_HEIGHT 40
#define STACK_PADDING 4
#define STACK_SPACING 2

struct _EuchreBidBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *prompt_label;
  GtkBox *bid_buttons;
  GtkToggleButton *alone_toggle;
};

static void euchre_bid_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (EuchreBidBar, euchre_bid_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      euchre_bid_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* The prompt and the controls' widths: minimum and natural of the controls
 * in a row, and of the whole bar in one row. */
typedef struct {
  GtkWidget *prompt;
  int prompt_min, prompt_nat;
  int controls_min, controls_nat;
  int row_nat;
  guint n_controls;
} Widths;

static void
measure_widths (EuchreBidBar *self, Widths *w)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  memset (w, 0, sizeof *w);
  w->prompt = child && gtk_widget_should_layout (child) ? child : NULL;
  if (w->prompt)
    gtk_widget_measure (w->prompt, GTK_ORIENTATION_HORIZONTAL, -1, &w->prompt_min,
                        &w->prompt_nat, NULL, NULL);
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
  w->row_nat = w->prompt_nat + w->controls_nat + (w->prompt && w->n_controls ? SPACING : 0);
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

static void
euchre_bid_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;

  measure_widths (self, &w);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (w.prompt_min, w.controls_min);
      *natural = MAX (*minimum, w.row_nat);
    }
  else
    {
      gboolean row = for_size < 0 || for_size >= w.row_nat;
      int p_min = 0, p_nat = 0, c_min, c_nat;

      controls_height (self, &c_min, &c_nat);
      if (w.prompt)
        gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL,
                            row ? -1 : MIN (for_size, w.prompt_nat), &p_min, &p_nat, NULL, NULL);
      if (row || w.n_controls == 0 || !w.prompt)
        {
          *minimum = MAX (ROW_HEIGHT, MAX (p_min, c_min)) + 2 * ROW_PADDING;
          *natural = MAX (ROW_HEIGHT, MAX (p_nat, c_nat)) + 2 * ROW_PADDING;
        }
      else
        {
          *minimum = p_min + STACK_SPACING + c_min + 2 * STACK_PADDING;
          *natural = p_nat + STACK_SPACING + c_nat + 2 * STACK_PADDING;
        }
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* Lays out the controls in a row of their natural widths (shrunk towards
 * their minimum when @width is short), from @x, vertically centred in
 * @y..@y+@height. */
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

static void
euchre_bid_bar_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;
  int c_min, c_nat;

  measure_widths (self, &w);
  controls_height (self, &c_min, &c_nat);
  if (width >= w.row_nat || w.n_controls == 0 || !w.prompt)
    {
      /* One row, centred. */
      int x = (width - MIN (width, w.row_nat)) / 2;

      if (w.prompt)
        {
          int pw = MIN (width, w.prompt_nat), ph;

          gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL, pw, NULL, &ph, NULL, NULL);
          ph = MIN (ph, height);
          gtk_widget_size_allocate (w.prompt, &(GtkAllocation) { x, (height - ph) / 2, pw, ph }, -1);
          x += pw + SPACING;
        }
      allocate_controls (self, &w, x, 0, width - x, height);
    }
  else
    {
      /* The prompt above, the controls below, each centred. */
      int pw = MIN (width, w.prompt_nat), ph, cw = MIN (width, w.controls_nat);
      int inner = MAX (0, height - 2 * STACK_PADDING);

      gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL, pw, NULL, &ph, NULL, NULL);
      ph = MIN (ph, MAX (0, inner - c_min - STACK_SPACING));
      gtk_widget_size_allocate (w.prompt,
                                &(GtkAllocation) { (width - pw) / 2, STACK_PADDING, pw, ph }, -1);
      allocate_controls (self, &w, (width - cw) / 2, STACK_PADDING + ph + STACK_SPACING, cw,
                         MAX (0, inner - ph - STACK_SPACING));
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

void
euchre_bid_bar_update (EuchreBidBar *self, const EuchrePublic *p, const EuchreActionList *list)
{
  gboolean can_alone = FALSE, must_alone = FALSE;

  g_return_if_fail (EUCHRE_IS_BID_BAR (self));

  clear_bid_buttons (self);
  gtk_widget_set_visible (GTK_WIDGET (self->alone_toggle), FALSE);
  if (list->n == 0)
    {
      if (p->phase == EUCHRE_PHASE_GAME_OVER)
        gtk_label_set_text (self->prompt_label, "");
      else if (p->turn < 4 && p->turn != EUCHRE_HUMAN_SEAT &&
               p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_DEAL)
        {
          g_autofree char *waiting = g_strdup_printf (_("Waiting for %s…"),
                                                      euchre_name_seat (p->turn));
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
          for (int suit = 0; suit < EUCHRE_N_SUITS; suit++)
            add_suit_tooltip (add_button (self, euchre_name_suit (suit), "win.call",
                                          g_variant_new_int32 (suit)),
                              suit);
          can_alone = list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, TRUE);
          must_alone = !list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, FALSE);
          break;
        }
      {
        g_autofree char *prompt = g_strdup_printf (_("%s as trump?"),
                                                   euchre_name_suit (euchre_card_suit (p->upcard)));

        gtk_label_set_text (self->prompt_label, prompt);
      }
      add_button (self, _("_Pass"), "win.pass", NULL);
      add_button (self, p->dealer == EUCHRE_HUMAN_SEAT ? _("Pick _Up") : _("_Order Up"),
                  "win.order-up", NULL);
      can_alone = list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, TRUE);
      must_alone = !list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, FALSE);
      break;

    case EUCHRE_PHASE_BID2:
      gtk_label_set_text (self->prompt_label, _("Name trump"));
      for (int suit = 0; suit < EUCHRE_N_SUITS; suit++)
        if ((EuchreSuit) suit != euchre_card_suit (p->upcard))
          {
            g_autofree char *label = g_strdup_printf ("%s %s", euchre_name_suit_symbol (suit),
                                                      euchre_name_suit (suit));

            add_suit_tooltip (add_button (self, label, "win.call", g_variant_new_int32 (suit)),
                              suit);
          }
      /* A stuck dealer has no pass. */
      if (list_has (list, EUCHRE_ACTION_PASS, EUCHRE_SUIT_NONE, FALSE))
        add_button (self, _("_Pass"), "win.pass", NULL);
      else
        gtk_label_set_text (self->prompt_label, _("You are stuck: name trump"));
      can_alone = list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, TRUE);
      must_alone = !list_has (list, EUCHRE_ACTION_CALL, EUCHRE_SUIT_NONE, FALSE);
      break;

    case EUCHRE_PHASE_DEFEND:
      gtk_label_set_text (self->prompt_label, _("A loner! Defend alone?"));
      add_button (self, _("_Pass"), "win.pass", NULL);
      add_button (self, _("_Defend Alone"), "win.defend-alone", NULL);
      break;

    case EUCHRE_PHASE_DISCARD:
      gtk_label_set_text (self->prompt_label, _("Click a card to discard"));
      break;

    case EUCHRE_PHASE_PLAY:
      gtk_label_set_text (self->prompt_label, _("Your turn: play a card"));
      break;

    default:
      gtk_label_set_text (self->prompt_label, "");
      break;
    }

  if (can_alone)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->alone_toggle), TRUE);
      gtk_toggle_button_set_active (self->alone_toggle, must_alone);
      gtk_widget_set_sensitive (GTK_WIDGET (self->alone_toggle), !must_alone);
    }
}

void
euchre_bid_bar_set_prompt (EuchreBidBar *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_BID_BAR (self));
  gtk_label_set_text (self->prompt_label, text);
}

gboolean
euchre_bid_bar_get_alone (EuchreBidBar *self)
{
  g_return_val_if_fail (EUCHRE_IS_BID_BAR (self), FALSE);
  return gtk_toggle_button_get_active (self->alone_toggle);
}

void
euchre_bid_bar_toggle_alone (EuchreBidBar *self)
{
  GtkWidget *toggle;

  g_return_if_fail (EUCHRE_IS_BID_BAR (self));
  toggle = GTK_WIDGET (self->alone_toggle);
  if (gtk_widget_get_visible (toggle) && gtk_widget_get_sensitive (toggle))
    gtk_toggle_button_set_active (self->alone_toggle,
                                  !gtk_toggle_button_get_active (self->alone_toggle));
}

/* ---- GObject -------------------------------------------------------------- */

static void
euchre_bid_bar_dispose (GObject *object)
{
  GtkWidget *child;

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
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, alone_toggle);
}

static void
euchre_bid_bar_init (EuchreBidBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  euchre_ui_name_button (GTK_WIDGET (self->alone_toggle));
}

GtkWidget *
euchre_bid_bar_new (void)
{
  return g_object_new (EUCHRE_TYPE_BID_BAR, NULL);
}
