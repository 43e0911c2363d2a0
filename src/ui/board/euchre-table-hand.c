/* euchre-table-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-board-geometry.h"
#include "euchre-table-hand.h"
#include "euchre-ui-text.h"

struct _EuchreTableHand {
  GtkWidget *buttons[EUCHRE_TABLE_HAND_MAX];
  EuchreCard cards[EUCHRE_TABLE_HAND_MAX];
  guint n;
  EuchreTableHandActivated activated;
  gpointer data;
};

/* Keyboard focus on a card is always shown: the window turns its focus
 * rings on only after Tab or an arrow key, and at the start of the
 * person's turn the focus lands on a card by itself, where Enter plays
 * it (issue 42.4).  A click does not move the focus (focus-on-click is
 * off), so only the keyboard and the table put it on a card. */
static void
show_focus (GtkWidget *button)
{
  GtkRoot *root = gtk_widget_get_root (button);

  if (GTK_IS_WINDOW (root) && gtk_widget_has_focus (button))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
}

static void
focus_enter_cb (GtkEventControllerFocus *controller, gpointer data)
{
  show_focus (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
}

static void
card_clicked_cb (GtkButton *button, EuchreTableHand *hand)
{
  EuchreCard card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card"));

  hand->activated (card, hand->data);
}

EuchreTableHand *
euchre_table_hand_new (GtkWidget *table, EuchreTableHandActivated activated, gpointer data)
{
  EuchreTableHand *hand = g_new0 (EuchreTableHand, 1);

  hand->activated = activated;
  hand->data = data;
  for (guint i = 0; i < EUCHRE_TABLE_HAND_MAX; i++)
    {
      GtkWidget *b = gtk_button_new ();
      GtkWidget *pic = gtk_picture_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_picture_set_can_shrink (GTK_PICTURE (pic), TRUE);
      /* The button carries the card's name; the picture adds nothing. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_button_set_child (GTK_BUTTON (b), pic);
      gtk_widget_add_css_class (b, "card");
      gtk_widget_set_focus_on_click (b, FALSE);
      g_signal_connect (focus, "enter", G_CALLBACK (focus_enter_cb), NULL);
      gtk_widget_add_controller (b, focus);
      gtk_widget_set_visible (b, FALSE);
      g_signal_connect (b, "clicked", G_CALLBACK (card_clicked_cb), hand);
      gtk_widget_set_parent (b, table);
      hand->buttons[i] = b;
    }
  return hand;
}

void
euchre_table_hand_free (EuchreTableHand *hand)
{
  for (guint i = 0; i < EUCHRE_TABLE_HAND_MAX; i++)
    g_clear_pointer (&hand->buttons[i], gtk_widget_unparent);
  g_free (hand);
}

void
euchre_table_hand_set_cards (EuchreTableHand *hand, EuchreCardSet set, EuchreSuit trump)
{
  EuchreCard cards[EUCHRE_TABLE_HAND_MAX];
  guint n = 0;

  for (EuchreCardSet h = set; h && n < EUCHRE_TABLE_HAND_MAX; h &= h - 1)
    cards[n++] = euchre_card_set_first (h);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        EuchreSuit a = euchre_card_effective_suit (cards[j - 1], trump);
        EuchreSuit b = euchre_card_effective_suit (cards[j], trump);
        int ka = (a == trump ? 10 : a) * 1000 + euchre_card_key_trump (cards[j - 1], trump);
        int kb = (b == trump ? 10 : b) * 1000 + euchre_card_key_trump (cards[j], trump);

        if (ka <= kb)
          break;
        EuchreCard t = cards[j];
        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }

  for (guint i = 0; i < EUCHRE_TABLE_HAND_MAX; i++)
    {
      GtkWidget *b = hand->buttons[i];

      if (i >= n)
        {
          gtk_widget_set_visible (b, FALSE);
          continue;
        }
      hand->cards[i] = cards[i];
      g_object_set_data (G_OBJECT (b), "card", GUINT_TO_POINTER (cards[i]));
      gtk_widget_set_visible (b, TRUE);
    }
  hand->n = n;
}

/* A trump card is marked (the table draws a bar over it) and says so to a
 * screen reader; the left bower says which it is, since its printed suit
 * is not trump's (issue 42.2). */
static void
set_trump (GtkWidget *button, EuchreCard card, EuchreSuit trump)
{
  gboolean is_trump = trump < EUCHRE_N_SUITS && euchre_card_is_trump (card, trump);
  const char *said = NULL;

  if (euchre_card_is_left_bower (card, trump))
    /* TRANSLATORS: said after a card's name: the jack of trump's colour */
    said = _("Trump: the left bower");
  else if (is_trump)
    /* TRANSLATORS: said after a card's name */
    said = _("Trump");
  euchre_felt_set_class (button, "trump", is_trump);
  if (said)
    {
      /* And what the bar over it is (issue 52.8). */
      g_autofree char *description = g_strdup_printf ("%s. %s", said, euchre_ui_trump_bars ());

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
}

void
euchre_table_hand_update (EuchreTableHand *hand, const EuchreView *view, gboolean my_turn,
                          EuchreCard highlight)
{
  EuchreCardSet plays;

  my_turn = my_turn && view != NULL;
  plays = my_turn ? euchre_view_legal_plays (view) : 0;
  for (guint i = 0; i < hand->n; i++)
    {
      GtkWidget *b = hand->buttons[i];
      EuchreCard card = hand->cards[i];
      g_autofree char *name = euchre_name_card (card);
      g_autofree char *label = NULL;
      g_autofree char *why = NULL;
      gboolean playable = FALSE, discard = FALSE;

      if (my_turn && view->pub.phase == EUCHRE_PHASE_PLAY)
        {
          playable = (plays & EUCHRE_CARD_BIT (card)) != 0;
          if (!playable)
            {
              g_autoptr (GError) error = NULL;
              EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

              euchre_view_check (view, &a, &error);
              why = g_strdup (error ? error->message : "");
            }
        }
      discard = my_turn && view->pub.phase == EUCHRE_PHASE_DISCARD;
      if (view && (view->pub.out_mask & (1u << view->seat)) &&
          view->pub.phase == EUCHRE_PHASE_PLAY)
        why = g_strdup (_("Your partner is playing alone: you sit this hand out."));

      if (playable)
        label = g_strdup_printf (_("%s, playable"), name);
      else if (discard)
        /* TRANSLATORS: a card the person may discard, for a screen reader */
        label = g_strdup_printf (_("%s, can be discarded"), name);
      else if (why)
        label = g_strdup_printf (_("%s, not playable: %s"), name, why);
      else
        label = g_strdup (name);

      gtk_widget_set_tooltip_text (b, why ? why : (discard ? _("Discard this card") : NULL));
      /* After the tooltip, which GTK also makes the description; the why
       * not is in the name already. */
      set_trump (b, card, view ? view->pub.trump : EUCHRE_SUIT_NONE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      euchre_felt_set_class (b, "playable", playable || discard);
      euchre_felt_set_class (b, "unplayable", why != NULL);
      euchre_felt_set_class (b, "hinted", card == highlight);
    }
}

void
euchre_table_hand_refresh (EuchreTableHand *hand, EuchreCardTheme *theme, int width)
{
  for (guint i = 0; i < hand->n; i++)
    {
      GdkTexture *t = euchre_card_theme_get_texture (theme, hand->cards[i], width);
      GtkWidget *picture = gtk_button_get_child (GTK_BUTTON (hand->buttons[i]));

      gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (t));
    }
}

void
euchre_table_hand_allocate (EuchreTableHand *hand, const EuchreTableLayout *layout)
{
  for (guint i = 0; i < hand->n; i++)
    {
      graphene_rect_t r;
      GtkAllocation a;

      euchre_table_layout_hand_card (layout, i, hand->n, &r);
      if (gtk_widget_has_css_class (hand->buttons[i], "playable"))
        r.origin.y -= layout->raise;
      a.x = (int) r.origin.x;
      a.y = (int) r.origin.y;
      a.width = (int) r.size.width;
      a.height = (int) r.size.height;
      gtk_widget_size_allocate (hand->buttons[i], &a, -1);
    }
}

guint
euchre_table_hand_get_n (EuchreTableHand *hand)
{
  return hand->n;
}

int
euchre_table_hand_index_of (EuchreTableHand *hand, EuchreCard card)
{
  for (guint i = 0; i < hand->n; i++)
    if (hand->cards[i] == card)
      return (int) i;
  return -1;
}

GtkWidget *
euchre_table_hand_get_button (EuchreTableHand *hand, EuchreCard card)
{
  int i = euchre_table_hand_index_of (hand, card);

  return i < 0 ? NULL : hand->buttons[i];
}

/* Focuses @button; the ring is shown even where it had the focus already. */
static gboolean
grab_card (GtkWidget *button)
{
  if (!euchre_felt_grab_focus (button))
    return FALSE;
  show_focus (button);
  return TRUE;
}

gboolean
euchre_table_hand_focus (EuchreTableHand *hand)
{
  for (guint i = 0; i < hand->n; i++)
    if (gtk_widget_has_css_class (hand->buttons[i], "playable"))
      return grab_card (hand->buttons[i]);
  return hand->n > 0 && grab_card (hand->buttons[0]);
}
