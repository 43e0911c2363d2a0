/* euchre-bid-bar.c — the bar's bids: a button per bid the person may
 * make now, their risks in words, the hint's bid marked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-bid-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "euchre-bid-bar-private.h"
#include "euchre-board-geometry.h"
#include "euchre-flow-layout.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

G_DEFINE_FINAL_TYPE_WITH_CODE (EuchreBidBar, euchre_bid_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      euchre_bid_bar_buildable_init))

static void
clear_bid_buttons (EuchreBidBar *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bid_buttons))) != NULL &&
         child != GTK_WIDGET (self->alone_menu))
    gtk_box_remove (self->bid_buttons, child);
  while ((child = gtk_widget_get_last_child (GTK_WIDGET (self->bid_buttons))) != NULL &&
         child != GTK_WIDGET (self->alone_menu))
    gtk_box_remove (self->bid_buttons, child);
}

/* ---- what the template binds ---------------------------------------------- */

enum {
  PROP_0,
  PROP_PROMPT,
  PROP_PROMPT_TOOLTIP,
  PROP_CAN_CALL_ALONE,
  PROP_ALONE_SUGGESTED,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
set_prompt (EuchreBidBar *self, const char *text, const char *tooltip)
{
  euchre_ui_take_string (G_OBJECT (self), &self->prompt, g_strdup (text ? text : ""),
                         props[PROP_PROMPT]);
  euchre_ui_take_string (G_OBJECT (self), &self->prompt_tooltip, g_strdup (tooltip),
                         props[PROP_PROMPT_TOOLTIP]);
}

static void
set_bool (EuchreBidBar *self, gboolean *field, gboolean value, guint prop)
{
  if (!*field == !value)
    return;
  *field = !!value;
  g_object_notify_by_pspec (G_OBJECT (self), props[prop]);
}

/* ---- the bids ------------------------------------------------------------- */

/* A bid's button, built whole: its words, its action, what it risks on
 * hover, and whether it goes alone (which looks apart).  No bid is styled
 * as the suggested one: the game does not advise a bid (the hint does,
 * and it may well say Pass). */
static GtkWidget *
add_button (EuchreBidBar *self, const char *label, const char *action, GVariant *target,
            const char *tip, gboolean alone)
{
  const char *alone_class[] = { "alone-bid", NULL };
  const char *no_class[] = { NULL };
  /* The classes before the label (which adds the button's own), the
   * target before the action's name (which wants it). */
  g_autofree char *keyed = tip != NULL ? euchre_ui_key_tip (tip) : NULL;
  GtkWidget *b = g_object_new (GTK_TYPE_BUTTON, "css-classes", alone ? alone_class : no_class,
                               "label", label, "use-underline", TRUE, "tooltip-text", keyed,
                               "action-target", target, "action-name", action, NULL);

  euchre_ui_name_button (b);
  /* Before the Call Alone menu, which stays last. */
  gtk_box_append (self->bid_buttons, b);
  gtk_box_reorder_child_after (self->bid_buttons, GTK_WIDGET (self->alone_menu), b);
  return b;
}

/* What a bid risks, for its button: what making it scores and what the
 * other side scores if it fails. */
static char *
risk (const EuchreRules *rules, gboolean alone)
{
  if (alone)
    return g_strdup_printf (_("Your partner sits out: 1 point for 3 or 4 tricks, %u for all five; "
                              "take fewer than 3 and the other side scores 2 or more (A)"),
                            rules->alone_march_4 ? 4u : 2u);
  return g_strdup (_("With your partner: 1 point for 3 or 4 tricks, 2 for all five; take fewer "
                     "than 3 and the other side scores 2 or more (O)"));
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
      g_autofree char *tip = NULL;
      g_autoptr (GMenuItem) mi = NULL;

      if (!may_call (p, suit))
        continue;
      if (plain)
        label = g_strdup_printf ("%s %s", euchre_name_suit_symbol (suit), euchre_name_suit (suit));
      else
        /* TRANSLATORS: a bid button when only going alone is allowed: "♥ Hearts Alone" */
        label = g_strdup_printf (_("%s %s Alone"), euchre_name_suit_symbol (suit),
                                 euchre_name_suit (suit));
      /* The suit's key (1 to 4, in the order Spades, Hearts, Clubs, Diamonds:
       * one set of keys in every language, see the application's accelerators). */
      tip = g_strdup_printf ("%s (%d)", euchre_name_suit (suit), suit + 1);
      add_button (self, label, plain ? "play.call" : "play.call-alone", g_variant_new_int32 (suit),
                  tip, !plain);
      /* TRANSLATORS: an item of the "Call Alone" menu: a suit, going alone ("♥ Hearts, Alone") */
      item = g_strdup_printf (_("%s %s, Alone"), euchre_name_suit_symbol (suit),
                              euchre_name_suit (suit));
      mi = g_menu_item_new (item, NULL);
      g_menu_item_set_action_and_target_value (mi, "play.call-alone", g_variant_new_int32 (suit));
      g_menu_append_item (menu, mi);
    }
  if (plain && alone)
    gtk_menu_button_set_menu_model (self->alone_menu, G_MENU_MODEL (menu));
  set_bool (self, &self->can_call_alone, plain && alone, PROP_CAN_CALL_ALONE);
}

/* The prompt for @p when the person has no bid to make: whom the table
 * waits for, or nothing. */
static char *
waiting_prompt (EuchreBidBar *self, const EuchrePublic *p)
{
  if (p->phase == EUCHRE_PHASE_GAME_OVER || p->turn >= 4 || p->turn == EUCHRE_HUMAN_SEAT ||
      p->phase == EUCHRE_PHASE_HAND_OVER || p->phase == EUCHRE_PHASE_DEAL)
    return g_strdup ("");
  return g_strdup_printf (_("Waiting for %s…"),
                          self->players ? self->players[p->turn] : euchre_name_seat (p->turn));
}

void
euchre_bid_bar_update (EuchreBidBar *self, const EuchrePublic *p, const EuchreActionList *list)
{
  g_autofree char *prompt = NULL;

  g_return_if_fail (EUCHRE_IS_BID_BAR (self));

  clear_bid_buttons (self);
  gtk_menu_button_popdown (self->alone_menu);
  g_object_freeze_notify (G_OBJECT (self));
  set_bool (self, &self->can_call_alone, FALSE, PROP_CAN_CALL_ALONE);
  set_bool (self, &self->alone_suggested, FALSE, PROP_ALONE_SUGGESTED);
  set_prompt (self, "", NULL);
  if (list->n == 0)
    {
      prompt = waiting_prompt (self, p);
      set_prompt (self, prompt, NULL);
      g_object_thaw_notify (G_OBJECT (self));
      return;
    }

  switch (p->phase)
    {
    case EUCHRE_PHASE_BID1:
      if (p->upcard == EUCHRE_JOKER)
        {
          set_prompt (self, _("The Joker is up: name trump"), NULL);
          add_calls (self, p, list);
          break;
        }
      {
        gboolean dealer = p->dealer == EUCHRE_HUMAN_SEAT;
        g_autofree char *with_partner = risk (&p->rules, FALSE);
        g_autofree char *alone = risk (&p->rules, TRUE);

        prompt = g_strdup_printf (_("%s as trump?"),
                                  euchre_name_suit (euchre_card_suit (p->upcard)));
        set_prompt (self, prompt, NULL);
        add_button (self, _("_Pass"), "play.pass", NULL, _("Leave trump to the next player (P)"),
                    FALSE);
        /* Going alone is a button of its own, one press (or A). */
        if (list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, FALSE))
          add_button (self, dealer ? _("Pick _Up") : _("_Order Up"), "play.order-up", NULL,
                      with_partner, FALSE);
        if (list_has (list, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, TRUE))
          add_button (self, dealer ? _("Pick Up _Alone") : _("Order Up _Alone"),
                      "play.order-up-alone", NULL, alone, TRUE);
      }
      break;

    case EUCHRE_PHASE_BID2:
      add_calls (self, p, list);
      /* A stuck dealer has no pass. */
      if (list_has (list, EUCHRE_ACTION_PASS, EUCHRE_SUIT_NONE, FALSE))
        {
          set_prompt (self, _("Name trump"), NULL);
          add_button (self, _("_Pass"), "play.pass", NULL, NULL, FALSE);
        }
      else
        set_prompt (self, _("You are stuck: name trump"), NULL);
      break;

    case EUCHRE_PHASE_DEFEND:
      set_prompt (self, _("A loner! Defend alone?"), NULL);
      add_button (self, _("_Pass"), "play.pass", NULL, NULL, FALSE);
      add_button (self, _("_Defend Alone"), "play.defend-alone", NULL,
                  _("Your partner sits out: stop the loner by yourself, "
                    "4 points if you take 3 tricks or more (D)"),
                  TRUE);
      break;

    case EUCHRE_PHASE_DISCARD:
      /* Said to the mouse and the keyboard alike. */
      set_prompt (self, _("Choose a card to discard"), NULL);
      break;

    case EUCHRE_PHASE_PLAY:
      set_prompt (self, _("Your turn: play a card"), NULL);
      break;

    default:
      break;
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
euchre_bid_bar_set_prompt (EuchreBidBar *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_BID_BAR (self));
  /* A hint longer than the prompt's lines is all there, on hover. */
  set_prompt (self, text, text);
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
  set_bool (self, &self->alone_suggested, found == GTK_WIDGET (self->alone_menu),
            PROP_ALONE_SUGGESTED);
  if (found != NULL)
    euchre_felt_grab_focus (found);
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
    if (GTK_IS_ACTIONABLE (b) &&
        g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "play.order-up-alone") == 0)
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

  EuchreBidBar *self = EUCHRE_BID_BAR (object);

  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->prompt, g_free);
  g_clear_pointer (&self->prompt_tooltip, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_BID_BAR);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (euchre_bid_bar_parent_class)->dispose (object);
}

static void
euchre_bid_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (object);

  switch (prop_id)
    {
    case PROP_PROMPT:
      g_value_set_string (value, self->prompt);
      break;
    case PROP_PROMPT_TOOLTIP:
      g_value_set_string (value, self->prompt_tooltip);
      break;
    case PROP_CAN_CALL_ALONE:
      g_value_set_boolean (value, self->can_call_alone);
      break;
    case PROP_ALONE_SUGGESTED:
      g_value_set_boolean (value, self->alone_suggested);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The Call Alone menu's classes: its own (a menu button's "popup"), the
 * look of going alone, and the hint's mark when it suggests it. */
static GStrv
alone_classes (gpointer unused, gboolean suggested)
{
  const char *classes[] = { "popup", "alone-bid", suggested ? "suggested-action" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

static void
euchre_bid_bar_class_init (EuchreBidBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_bid_bar_dispose;
  object_class->get_property = euchre_bid_bar_get_property;

  /* What the template shows: the prompt (and, for a hint, the whole of it
   * on hover), whether the Call Alone menu is offered and suggested. */
  props[PROP_PROMPT] = g_param_spec_string ("prompt", NULL, NULL, "",
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                            G_PARAM_STATIC_STRINGS);
  props[PROP_PROMPT_TOOLTIP] = g_param_spec_string ("prompt-tooltip", NULL, NULL, NULL,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                    G_PARAM_STATIC_STRINGS);
  props[PROP_CAN_CALL_ALONE] = g_param_spec_boolean ("can-call-alone", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                     G_PARAM_STATIC_STRINGS);
  props[PROP_ALONE_SUGGESTED] = g_param_spec_boolean ("alone-suggested", NULL, NULL, FALSE,
                                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                      G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  euchre_bid_bar_layout_class_init (widget_class);
  gtk_widget_class_set_css_name (widget_class, "bidbar");
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-bid-bar.ui");
  /* Internal: the window names them in its template too. */
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, prompt_label);
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, bid_buttons);
  gtk_widget_class_bind_template_child_internal (widget_class, EuchreBidBar, alone_menu);
  gtk_widget_class_bind_template_callback (widget_class, alone_classes);
}

static void
euchre_bid_bar_init (EuchreBidBar *self)
{
  self->prompt = g_strdup ("");
  gtk_widget_init_template (GTK_WIDGET (self));
  euchre_ui_mark_key_tips (GTK_WIDGET (self));
  /* The bids wrap into rows where one row does not fit (a phone). */
  gtk_widget_set_layout_manager (GTK_WIDGET (self->bid_buttons), euchre_flow_layout_new (SPACING));
}

GtkWidget *
euchre_bid_bar_new (void)
{
  return g_object_new (EUCHRE_TYPE_BID_BAR, NULL);
}
