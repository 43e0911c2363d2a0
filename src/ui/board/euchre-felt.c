/* euchre-felt.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-felt.h"
#include "euchre-game.h"
#include "euchre-names.h"

/* ---- sentences ------------------------------------------------------------ */

/* The table's own seats have a sentence each, one per person, so that each
 * language can say them in its own grammar ("You deal this hand", not
 * "You deals"; "Dein Gebot", not "Gebot von Du"). */
char *
euchre_felt_dealer_sentence (guint s, const char *const *players)
{
  if (players != NULL)
    /* TRANSLATORS: the dealer's marker at a seat for a screen reader; %s is a player */
    return g_strdup_printf (_("%s deals this hand"), players[s]);
  /* TRANSLATORS: the dealer's marker for a screen reader, at each seat */
  switch (s)
    {
    case 0: return g_strdup (_("You deal this hand"));
    case 1: return g_strdup (_("West deals this hand"));
    case 2: return g_strdup (_("Partner deals this hand"));
    default: return g_strdup (_("East deals this hand"));
    }
}

char *
euchre_felt_bid_sentence (guint s, const char *const *players, const char *what)
{
  if (players != NULL)
    return g_strdup_printf (_("%s bid: %s"), players[s], what);
  /* TRANSLATORS: a seat's bid for a screen reader; %s is the bid ("Pass", "Order up") */
  switch (s)
    {
    case 0: return g_strdup_printf (_("You bid: %s"), what);
    case 1: return g_strdup_printf (_("West bid: %s"), what);
    case 2: return g_strdup_printf (_("Partner bid: %s"), what);
    default: return g_strdup_printf (_("East bid: %s"), what);
    }
}

/* "Made by West, alone". */
static char *
maker_sentence (const EuchrePublic *p, const char *const *players)
{
  const char *who = players != NULL ? players[p->maker] : euchre_name_seat (p->maker);

  if (players == NULL && p->maker == EUCHRE_HUMAN_SEAT)
    /* The person: a sentence of its own, so that languages can say
     * "by you" in the right case ("Von dir angesagt"). */
    return g_strdup (p->alone ? _("Made by you, alone") : _("Made by you"));
  return p->alone
         /* TRANSLATORS: who made trump; %s is another seat ("West", "Partner") */
         ? g_strdup_printf (_("Made by %s, alone"), who)
         : g_strdup_printf (_("Made by %s"), who);
}

/* ---- widgets ---------------------------------------------------------------- */

void
euchre_felt_set_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
euchre_felt_set_label (GtkWidget *label, const char *text, const char *name)
{
  gboolean shown = text != NULL && *text != '\0';

  gtk_widget_set_visible (label, shown);
  if (!shown)
    return;
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
  euchre_felt_set_name (label, name != NULL ? name : text);
}

void
euchre_felt_set_font (GtkWidget *label, float px, gboolean bold)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (px * PANGO_SCALE)));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  pango_attr_list_unref (attrs);
}

void
euchre_felt_set_card (GtkWidget *picture, EuchreCardTheme *theme, EuchreCard card, int px)
{
  GdkTexture *texture = NULL;

  if (theme != NULL && px > 0 && card != EUCHRE_CARD_NONE)
    texture = euchre_card_theme_get_texture (theme, card, px);
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (texture));
}

void
euchre_felt_set_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* ---- geometry --------------------------------------------------------------- */

void
euchre_felt_measure (GtkWidget *widget, float max_w, float *w, float *h)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = MAX (min_w, MIN (nat_w, (int) max_w));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  *w = nat_w;
  *h = nat_h;
}

void
euchre_felt_place (GtkWidget *widget, const graphene_rect_t *r)
{
  GtkAllocation a = { (int) r->origin.x, (int) r->origin.y, MAX ((int) r->size.width, 1),
                      MAX ((int) r->size.height, 1) };

  gtk_widget_size_allocate (widget, &a, -1);
}

/* ---- seats ------------------------------------------------------------------ */

void
euchre_felt_seat_pack (EuchreFeltSeat *seat, guint s, GtkWidget *parent)
{
  gboolean side = s == 1 || s == 3;
  GtkWidget *chips[] = { seat->dealer, seat->bid, seat->tag };

  g_return_if_fail (seat != NULL && s < 4 && seat->name && seat->dealer && seat->bid);

  seat->box = gtk_box_new (side ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (seat->box, "seat");
  gtk_widget_add_css_class (seat->name, "seat-name");
  gtk_label_set_justify (GTK_LABEL (seat->name), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (seat->dealer, "chip");
  gtk_widget_add_css_class (seat->dealer, "dealer");
  gtk_widget_add_css_class (seat->bid, "chip");
  if (seat->tag != NULL)
    gtk_widget_add_css_class (seat->tag, "tag");
  for (guint i = 0; i < G_N_ELEMENTS (chips); i++)
    if (chips[i] != NULL)
      {
        gtk_widget_set_halign (chips[i], GTK_ALIGN_CENTER);
        gtk_widget_set_visible (chips[i], FALSE);
      }
  /* The partner's tag is over its name, west's and east's under it. */
  if (s == 2 && seat->tag != NULL)
    gtk_box_append (GTK_BOX (seat->box), seat->tag);
  if (!side)
    gtk_box_append (GTK_BOX (seat->box), seat->dealer);
  gtk_box_append (GTK_BOX (seat->box), seat->name);
  if (side)
    gtk_box_append (GTK_BOX (seat->box), seat->dealer);
  gtk_box_append (GTK_BOX (seat->box), seat->bid);
  if (side && seat->tag != NULL)
    gtk_box_append (GTK_BOX (seat->box), seat->tag);
  gtk_widget_set_parent (seat->box, parent);
}

void
euchre_felt_seat_set_font (EuchreFeltSeat *seat, float px)
{
  euchre_felt_set_font (seat->name, px, TRUE);
  euchre_felt_set_font (seat->dealer, px * 0.85f, TRUE);
  euchre_felt_set_font (seat->bid, px * 0.95f, TRUE);
  if (seat->tag != NULL)
    euchre_felt_set_font (seat->tag, px * 0.8f, FALSE);
}

void
euchre_felt_seat_place (EuchreFeltSeat *seat, guint s, const EuchreTableLayout *l, float max_w,
                        float min_side_y, graphene_rect_t *out)
{
  int name_h;
  float x, y, w, h;

  euchre_felt_measure (seat->box, max_w, &w, &h);
  gtk_widget_measure (seat->name, GTK_ORIENTATION_VERTICAL, -1, NULL, &name_h, NULL, NULL);
  x = l->label[s].x - w / 2;
  /* North and south are centred on their line, west and east hang from
   * it; on a narrow table west's and east's stand on it, over their cards. */
  if ((s == 1 || s == 3) && l->narrow)
    y = MAX (l->label[s].y - h, min_side_y);
  else if (s == 1 || s == 3)
    y = MAX (l->label[s].y - name_h / 2.f, min_side_y);
  else
    y = l->label[s].y - h / 2;
  x = CLAMP (x, 2, MAX (2, l->width - w - 2));
  y = CLAMP (y, 2, MAX (2, l->height - h - 2));
  *out = GRAPHENE_RECT_INIT (x, y, w, h);
  euchre_felt_place (seat->box, out);
}

/* Seat @s's name, "West · 2 tricks" (on two lines for west and east);
 * returns what a screen reader says of it. */
static char *
show_name (EuchreFeltSeat *seat, guint s, const EuchrePublic *p, gboolean turn,
           const char *const *players, const char *const *hand_words)
{
  gboolean playing = p->phase == EUCHRE_PHASE_PLAY || p->phase == EUCHRE_PHASE_DISCARD;
  const char *who = players != NULL ? players[s] : euchre_name_seat (s);
  g_autofree char *tricks = NULL;
  g_autofree char *text = NULL;
  g_autofree char *said = NULL;
  char *heard;

  if (playing && (p->out_mask & (1u << s)))
    tricks = g_strdup (_("sitting out"));
  else if (playing || p->phase == EUCHRE_PHASE_HAND_OVER)
    tricks = g_strdup_printf (ngettext ("%u trick", "%u tricks", p->seat_tricks[s]),
                              p->seat_tricks[s]);
  said = tricks ? g_strdup_printf ("%s · %s", who, tricks) : g_strdup (who);
  /* West and east stand beside the person's cards: two short lines. */
  text = tricks && (s == 1 || s == 3) ? g_strdup_printf ("%s\n%s", who, tricks) : g_strdup (said);
  /* TRANSLATORS: a seat's name for a screen reader when it is that seat's turn */
  heard = turn ? g_strdup_printf (_("%s, to play"), said) : g_strdup (said);
  if (hand_words != NULL)
    {
      g_autofree char *name = heard;

      heard = g_strdup_printf ("%s: %s", name, hand_words[s] ? hand_words[s] : "");
    }
  euchre_felt_set_label (seat->name, text, heard);
  euchre_felt_set_class (seat->name, "turn", turn);
  return heard;
}

void
euchre_felt_show_seats (EuchreFeltSeat seats[4], const EuchrePublic *p, gboolean dealing,
                        const char *const *players, const char *const *hand_words, char **heard)
{
  gboolean dealt = p->phase != EUCHRE_PHASE_DEAL && p->hand_number > 0;
  EuchreView view = { 0 };

  view.pub = *p;
  for (guint s = 0; s < 4; s++)
    {
      gboolean turn = p->turn == s && dealt && !dealing && p->phase != EUCHRE_PHASE_GAME_OVER &&
                      p->phase != EUCHRE_PHASE_HAND_OVER;
      char *name = show_name (&seats[s], s, p, turn, players, hand_words);
      const EuchreAction *bid = NULL;

      if (heard != NULL)
        {
          g_free (heard[s]);
          heard[s] = name;
        }
      else
        g_free (name);

      if (dealt && p->dealer == s)
        {
          g_autofree char *who = euchre_felt_dealer_sentence (s, players);

          euchre_felt_set_label (seats[s].dealer, _("Dealer"), who);
        }
      else
        euchre_felt_set_label (seats[s].dealer, NULL, NULL);

      /* Each seat's last bid stays up for the whole hand. */
      if (dealt && !dealing && p->phase != EUCHRE_PHASE_GAME_OVER)
        bid = p->bids[1][s].type != EUCHRE_ACTION_NONE ? &p->bids[1][s]
              : p->bids[0][s].type != EUCHRE_ACTION_NONE ? &p->bids[0][s] : NULL;
      if (bid != NULL)
        {
          g_autofree char *what = euchre_name_bid (&view, s, bid);
          g_autofree char *said = euchre_felt_bid_sentence (s, players, what);

          euchre_felt_set_label (seats[s].bid, what, said);
          euchre_felt_set_class (seats[s].bid, "maker", p->maker == s && p->trump < EUCHRE_N_SUITS);
        }
      else
        euchre_felt_set_label (seats[s].bid, NULL, NULL);
    }
}

/* ---- the panels ------------------------------------------------------------- */

char *
euchre_felt_show_score (GtkWidget *label, const char *us, const char *them, guint points_to_win)
{
  g_autofree char *target = g_strdup_printf (_("Playing to %u"), points_to_win);
  g_autofree char *text = g_strdup_printf ("%s\n%s\n%s", us, them, target);
  /* TRANSLATORS: the score as a screen reader says it: the three lines of the score box */
  char *name = g_strdup_printf (_("Score: %s, %s, %s"), us, them, target);

  euchre_felt_set_label (label, text, name);
  return name;
}

gboolean
euchre_felt_show_contract (GtkWidget *label, const EuchrePublic *p, const char *const *players,
                           const char *pickup)
{
  g_autofree char *trump = NULL;
  g_autofree char *maker = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;

  if (p->trump < EUCHRE_N_SUITS && p->maker < 4)
    {
      const char *symbol = euchre_name_suit_symbol (p->trump);
      const char *suit_name = euchre_name_suit (p->trump);
      /* Shown, the symbol and the name are one word, which a narrow panel
       * never splits (issue 42: "Trump: ♦" over "Diamonds" at 360
       * pixels); said, they are two. */
      g_autofree char *suit = g_strdup_printf ("%s\u00a0%s", symbol, suit_name);
      g_autofree char *suit_said = g_strdup_printf ("%s %s", symbol, suit_name);
      g_autofree char *said = NULL;

      /* TRANSLATORS: the trump suit: %s is its symbol and name ("Trump: ♥ Hearts") */
      trump = g_strdup_printf (_("Trump: %s"), suit);
      said = g_strdup_printf (_("Trump: %s"), suit_said);
      maker = maker_sentence (p, players);
      text = pickup ? g_strdup_printf ("%s\n%s\n%s", trump, maker, pickup)
                    : g_strdup_printf ("%s\n%s", trump, maker);
      name = pickup ? g_strdup_printf ("%s. %s. %s", said, maker, pickup)
                    : g_strdup_printf ("%s. %s", said, maker);
    }
  euchre_felt_set_label (label, text, name);
  return text != NULL;
}

gboolean
euchre_felt_show_upcard (GtkWidget *picture, const EuchrePublic *p, gboolean dealing)
{
  gboolean up = !dealing && p->hand_number > 0 &&
                (p->phase == EUCHRE_PHASE_BID1 || p->phase == EUCHRE_PHASE_BID2);

  gtk_widget_set_visible (picture, up);
  if (up)
    {
      gboolean down = p->upcard_state == EUCHRE_UPCARD_TURNED_DOWN;
      g_autofree char *card = euchre_name_card (p->upcard);
      /* TRANSLATORS: the upcard for a screen reader; %s is a card */
      g_autofree char *name = down ? g_strdup_printf (_("Upcard, turned down: %s"), card)
                                   : g_strdup_printf (_("Upcard: %s"), card);

      /* A turned-down upcard stays readable, faded: its suit is barred. */
      gtk_widget_set_opacity (picture, down ? 0.4 : 1.0);
      euchre_felt_set_name (picture, name);
    }
  return up;
}
