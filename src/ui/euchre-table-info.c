/* euchre-table-info.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-game.h"
#include "euchre-table-info.h"
#include "euchre-ui-text.h"

struct _EuchreTableInfo {
  GtkWidget *table;

  GtkWidget *score_button;      /* the score box: opens the score sheet */
  GtkWidget *score;
  GtkWidget *panel;             /* top right: contract, last hand, status */
  GtkWidget *review_button;     /* under the last hand's result: its review */
  GtkWidget *contract_button;   /* around the contract: opens the bidding */
  GtkWidget *contract;
  GtkWidget *bidding;           /* the hand's bids in order, in the popover */
  GtkWidget *summary;
  GtkWidget *status;

  GtkWidget *seat_box[4];
  GtkWidget *name[4];
  GtkWidget *dealer[4];
  GtkWidget *bid[4];
  GtkWidget *tag[4];

  GtkWidget *upcard;
  EuchreCard upcard_card;
  guint8 upcard_dealer;
  GtkWidget *trick[4];
  EuchreCard trick_card[4];

  float font_px;                /* the text size last applied */
  int card_px;                  /* the card picture width last rendered */
  EuchreCardTheme *theme;       /* not owned: the table's */
};

/* ---- helpers ------------------------------------------------------------- */

/* Sentences about a seat, one per person, so that each language can say
 * them in its own grammar ("You deal", not "You deals"; "Dein Gebot", not
 * "Gebot von Du"). */
static const char *
dealer_sentence (guint seat)
{
  /* TRANSLATORS: the dealer's marker for a screen reader, at each seat */
  switch (seat)
    {
    case 0: return _("You deal this hand");
    case 1: return _("West deals this hand");
    case 2: return _("Partner deals this hand");
    default: return _("East deals this hand");
    }
}

/* "West bid: Pass"; @what is the bid. */
static char *
bid_sentence (guint seat, const char *what)
{
  /* TRANSLATORS: a seat's bid for a screen reader; %s is the bid ("Pass", "Order up") */
  switch (seat)
    {
    case 0: return g_strdup_printf (_("You bid: %s"), what);
    case 1: return g_strdup_printf (_("West bid: %s"), what);
    case 2: return g_strdup_printf (_("Partner bid: %s"), what);
    default: return g_strdup_printf (_("East bid: %s"), what);
    }
}

/* "West picked up the Nine of Hearts"; @card is the card's name. */
static char *
pickup_sentence (guint seat, const char *card)
{
  /* TRANSLATORS: the contract panel during the first trick; %s is a card ("Nine of Hearts") */
  switch (seat)
    {
    case 0: return g_strdup_printf (_("You picked up the %s"), card);
    case 1: return g_strdup_printf (_("West picked up the %s"), card);
    case 2: return g_strdup_printf (_("Partner picked up the %s"), card);
    default: return g_strdup_printf (_("East picked up the %s"), card);
    }
}

/* "West, computer player: Medium · Normal"; NULL for the person. */
static char *
tag_sentence (guint seat, const char *tag)
{
  /* TRANSLATORS: who plays a seat, for a screen reader; %s: level and manner, "Medium · Normal" */
  switch (seat)
    {
    case 1: return g_strdup_printf (_("West, computer player: %s"), tag);
    case 2: return g_strdup_printf (_("Partner, computer player: %s"), tag);
    case 3: return g_strdup_printf (_("East, computer player: %s"), tag);
    default: return NULL;
    }
}

static GtkWidget *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
set_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* A label's text and accessible name; hidden when @text is NULL or empty. */
static void
set_label (GtkWidget *label, const char *text, const char *name)
{
  gboolean shown = text != NULL && *text != '\0';

  gtk_widget_set_visible (label, shown);
  if (!shown)
    return;
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
  set_name (label, name ? name : text);
}

static void
set_font (GtkWidget *label, float px, gboolean bold)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (px * PANGO_SCALE)));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  pango_attr_list_unref (attrs);
}

static GtkWidget *
new_card_picture (GtkWidget *table)
{
  GtkWidget *pic = gtk_picture_new ();

  gtk_picture_set_can_shrink (GTK_PICTURE (pic), TRUE);
  gtk_widget_set_can_target (pic, FALSE);
  gtk_widget_add_css_class (pic, "table-card");
  gtk_widget_set_visible (pic, FALSE);
  gtk_widget_set_parent (pic, table);
  return pic;
}

static void
set_card_picture (EuchreTableInfo *info, GtkWidget *pic, EuchreCard card)
{
  GdkTexture *texture = NULL;

  if (info->theme && info->card_px > 0 && card != EUCHRE_CARD_NONE)
    texture = euchre_card_theme_get_texture (info->theme, card, info->card_px);
  gtk_picture_set_paintable (GTK_PICTURE (pic), GDK_PAINTABLE (texture));
}

/* ---- construction ------------------------------------------------------- */

EuchreTableInfo *
euchre_table_info_new (GtkWidget *table)
{
  EuchreTableInfo *info = g_new0 (EuchreTableInfo, 1);
  GtkWidget *box;

  info->table = table;
  info->upcard_card = EUCHRE_CARD_NONE;

  info->score = new_label ("table-panel");
  gtk_label_set_justify (GTK_LABEL (info->score), GTK_JUSTIFY_CENTER);
  /* A flat button around the box, which looks the same: a click, or
   * Enter once focused, shows the score sheet. */
  info->score_button = gtk_button_new ();
  gtk_widget_add_css_class (info->score_button, "flat");
  gtk_widget_add_css_class (info->score_button, "score-button");
  gtk_button_set_child (GTK_BUTTON (info->score_button), info->score);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (info->score_button), "win.score-sheet");
  gtk_widget_set_tooltip_text (info->score_button, _("Show the score sheet"));
  gtk_widget_set_parent (info->score_button, table);

  info->panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (info->panel, "table-panel");
  info->contract = new_label ("contract");
  info->summary = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                NULL);
  gtk_widget_add_css_class (info->summary, "summary");
  /* The live status line: a screen reader reads what just happened. */
  info->status = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                               NULL);
  gtk_widget_add_css_class (info->status, "status");
  gtk_label_set_justify (GTK_LABEL (info->contract), GTK_JUSTIFY_CENTER);
  for (GtkWidget **w = (GtkWidget *[]) { info->summary, info->status, NULL }; *w; w++)
    {
      gtk_label_set_wrap (GTK_LABEL (*w), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (*w), 26);
      gtk_label_set_justify (GTK_LABEL (*w), GTK_JUSTIFY_CENTER);
    }
  /* The contract is a button, flat like the score box: a click, or Enter
   * once focused, shows the bidding of the hand in order. */
  info->bidding = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (info->bidding), 0.f);
  gtk_widget_set_margin_start (info->bidding, 6);
  gtk_widget_set_margin_end (info->bidding, 6);
  info->contract_button = gtk_menu_button_new ();
  gtk_widget_add_css_class (info->contract_button, "flat");
  gtk_widget_add_css_class (info->contract_button, "contract-button");
  gtk_menu_button_set_child (GTK_MENU_BUTTON (info->contract_button), info->contract);
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (info->contract_button), FALSE);
  {
    GtkWidget *popover = gtk_popover_new ();

    gtk_popover_set_child (GTK_POPOVER (popover), info->bidding);
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (info->contract_button), popover);
  }
  gtk_widget_set_tooltip_text (info->contract_button, _("Show the bidding of this hand"));
  gtk_box_append (GTK_BOX (info->panel), info->contract_button);
  gtk_box_append (GTK_BOX (info->panel), info->summary);
  /* The hand just over can be looked at again ("win.review-hand"). */
  info->review_button = gtk_button_new_with_mnemonic (_("_Review Hand"));
  gtk_widget_set_halign (info->review_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (info->review_button, "review-button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (info->review_button), "win.review-hand");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (info->review_button), "u", 0u);
  gtk_widget_set_visible (info->review_button, FALSE);
  euchre_ui_name_button (info->review_button);
  gtk_box_append (GTK_BOX (info->panel), info->review_button);
  gtk_box_append (GTK_BOX (info->panel), info->status);
  gtk_widget_set_parent (info->panel, table);

  /* The upcard and the trick lie under the seats' labels. */
  info->upcard = new_card_picture (table);
  for (guint s = 0; s < 4; s++)
    {
      info->trick[s] = new_card_picture (table);
      info->trick_card[s] = EUCHRE_CARD_NONE;
    }

  for (guint s = 0; s < 4; s++)
    {
      gboolean side = s == 1 || s == 3;

      box = gtk_box_new (side ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_widget_add_css_class (box, "seat");
      info->name[s] = new_label ("seat-name");
      gtk_label_set_justify (GTK_LABEL (info->name[s]), GTK_JUSTIFY_CENTER);
      info->dealer[s] = new_label ("chip");
      gtk_widget_add_css_class (info->dealer[s], "dealer");
      info->bid[s] = new_label ("chip");
      info->tag[s] = new_label ("tag");
      for (GtkWidget **w = (GtkWidget *[]) { info->dealer[s], info->bid[s], info->tag[s], NULL };
           *w; w++)
        gtk_widget_set_halign (*w, GTK_ALIGN_CENTER);
      if (s == 2)
        gtk_box_append (GTK_BOX (box), info->tag[s]);
      if (!side)
        gtk_box_append (GTK_BOX (box), info->dealer[s]);
      gtk_box_append (GTK_BOX (box), info->name[s]);
      if (side)
        gtk_box_append (GTK_BOX (box), info->dealer[s]);
      gtk_box_append (GTK_BOX (box), info->bid[s]);
      if (side)
        gtk_box_append (GTK_BOX (box), info->tag[s]);
      gtk_widget_set_visible (info->dealer[s], FALSE);
      gtk_widget_set_visible (info->bid[s], FALSE);
      gtk_widget_set_visible (info->tag[s], FALSE);
      gtk_widget_set_parent (box, table);
      info->seat_box[s] = box;
    }
  gtk_widget_set_visible (info->panel, FALSE);
  return info;
}

void
euchre_table_info_free (EuchreTableInfo *info)
{
  if (info == NULL)
    return;
  gtk_widget_unparent (info->score_button);
  gtk_widget_unparent (info->panel);
  gtk_widget_unparent (info->upcard);
  for (guint s = 0; s < 4; s++)
    {
      gtk_widget_unparent (info->trick[s]);
      gtk_widget_unparent (info->seat_box[s]);
    }
  g_free (info);
}

/* ---- content ------------------------------------------------------------ */

static void
update_panel_visible (EuchreTableInfo *info)
{
  gtk_widget_set_visible (info->panel, gtk_widget_get_visible (info->contract_button) ||
                                       gtk_widget_get_visible (info->summary) ||
                                       gtk_widget_get_visible (info->status));
}

static void
update_score (EuchreTableInfo *info, const EuchrePublic *p)
{
  g_autofree char *us = g_strdup_printf (_("You & Partner: %u"), p->score[0]);
  g_autofree char *them = g_strdup_printf (_("West & East: %u"), p->score[1]);
  g_autofree char *target = g_strdup_printf (_("Playing to %u"), p->rules.points_to_win);
  g_autofree char *text = g_strdup_printf ("%s\n%s\n%s", us, them, target);
  /* TRANSLATORS: the score as a screen reader says it: the three lines of the score box */
  g_autofree char *name = g_strdup_printf (_("Score: %s, %s, %s"), us, them, target);

  set_label (info->score, text, name);
  set_name (info->score_button, name);
}

/* The hand's bids in the order they were made: each round from the
 * dealer's left ("West: Pass"), a line a bid, under its round. */
static char *
bidding_text (const EuchrePublic *p)
{
  GString *out = g_string_new (NULL);
  EuchreView view = { 0 };

  view.pub = *p;
  for (guint round = 0; round < 2; round++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < 4; i++)
        {
          guint seat = (p->dealer + 1 + i) & 3;
          const EuchreAction *bid = &p->bids[round][seat];
          g_autofree char *what = NULL;
          g_autofree char *line = NULL;

          if (bid->type == EUCHRE_ACTION_NONE)
            continue;
          if (!any)
            {
              if (out->len > 0)
                g_string_append_c (out, '\n');
              g_string_append (out, round == 0 ? _("First round:") : _("Second round:"));
              any = TRUE;
            }
          what = euchre_name_bid (&view, seat, bid);
          line = bid_sentence (seat, what);
          g_string_append_c (out, '\n');
          g_string_append (out, line);
        }
    }
  return g_string_free (out, FALSE);
}

static void
update_contract (EuchreTableInfo *info, const EuchrePublic *p)
{
  g_autofree char *trump = NULL;
  g_autofree char *maker = NULL;
  g_autofree char *pickup = NULL;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;

  if (p->trump < EUCHRE_N_SUITS && p->maker < 4)
    {
      g_autofree char *bids = bidding_text (p);

      /* TRANSLATORS: the trump suit: a symbol, then its name ("Trump: ♥ Hearts") */
      trump = g_strdup_printf (_("Trump: %s %s"), euchre_name_suit_symbol (p->trump),
                               euchre_name_suit (p->trump));
      if (p->maker == EUCHRE_HUMAN_SEAT)
        /* The person: a sentence of its own, so that languages can say
         * "by you" in the right case ("Von dir angesagt"). */
        maker = g_strdup (p->alone ? _("Made by you, alone") : _("Made by you"));
      else
        maker = p->alone
                /* TRANSLATORS: who made trump; %s is another seat ("West", "Partner") */
                ? g_strdup_printf (_("Made by %s, alone"), euchre_name_seat (p->maker))
                : g_strdup_printf (_("Made by %s"), euchre_name_seat (p->maker));
      /* The upcard went into the dealer's hand: which card, until the
       * first trick is over. */
      if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && p->trick_number == 0 &&
          p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_GAME_OVER &&
          p->dealer < 4)
        {
          g_autofree char *card = euchre_name_card (p->upcard);

          pickup = pickup_sentence (p->dealer, card);
        }
      text = pickup ? g_strdup_printf ("%s\n%s\n%s", trump, maker, pickup)
                    : g_strdup_printf ("%s\n%s", trump, maker);
      name = pickup ? g_strdup_printf ("%s. %s. %s", trump, maker, pickup)
                    : g_strdup_printf ("%s. %s", trump, maker);
      gtk_label_set_text (GTK_LABEL (info->bidding), bids);
    }
  set_label (info->contract, text, name);
  gtk_widget_set_visible (info->contract_button, text != NULL);
  if (text == NULL)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (info->contract_button));
}

static void
update_seats (EuchreTableInfo *info, const EuchrePublic *p, const EuchreTableShown *shown)
{
  gboolean playing = p->phase == EUCHRE_PHASE_PLAY || p->phase == EUCHRE_PHASE_DISCARD;
  gboolean dealt = p->phase != EUCHRE_PHASE_DEAL && p->hand_number > 0;
  EuchreView view = { 0 };

  view.pub = *p;
  for (guint s = 0; s < 4; s++)
    {
      const char *seat = euchre_name_seat (s);
      gboolean turn = p->turn == s && dealt && !shown->dealing &&
                      p->phase != EUCHRE_PHASE_GAME_OVER && p->phase != EUCHRE_PHASE_HAND_OVER;
      g_autofree char *tricks = NULL;
      g_autofree char *text = NULL;
      g_autofree char *said = NULL;
      g_autofree char *name = NULL;
      const EuchreAction *bid = NULL;

      if (playing && (p->out_mask & (1u << s)))
        tricks = g_strdup (_("sitting out"));
      else if (playing || p->phase == EUCHRE_PHASE_HAND_OVER)
        tricks = g_strdup_printf (ngettext ("%u trick", "%u tricks", p->seat_tricks[s]),
                                  p->seat_tricks[s]);
      said = tricks ? g_strdup_printf ("%s · %s", seat, tricks) : g_strdup (seat);
      /* West and east stand beside the person's cards: two short lines. */
      text = tricks && (s == 1 || s == 3) ? g_strdup_printf ("%s\n%s", seat, tricks)
                                          : g_strdup (said);
      /* TRANSLATORS: a seat's name for a screen reader when it is that seat's turn */
      name = turn ? g_strdup_printf (_("%s, to play"), said) : g_strdup (said);
      set_label (info->name[s], text, name);
      if (turn)
        gtk_widget_add_css_class (info->name[s], "turn");
      else
        gtk_widget_remove_css_class (info->name[s], "turn");

      if (dealt && p->dealer == s)
        {
          const char *who = dealer_sentence (s);

          set_label (info->dealer[s], _("Dealer"), who);
          gtk_widget_set_tooltip_text (info->dealer[s], who);
        }
      else
        set_label (info->dealer[s], NULL, NULL);

      /* Each seat's last bid stays up for the whole hand. */
      if (dealt && !shown->dealing && p->phase != EUCHRE_PHASE_GAME_OVER)
        {
          if (p->bids[1][s].type != EUCHRE_ACTION_NONE)
            bid = &p->bids[1][s];
          else if (p->bids[0][s].type != EUCHRE_ACTION_NONE)
            bid = &p->bids[0][s];
        }
      if (bid)
        {
          g_autofree char *what = euchre_name_bid (&view, s, bid);
          g_autofree char *heard = bid_sentence (s, what);

          set_label (info->bid[s], what, heard);
          if (p->maker == s && p->trump < EUCHRE_N_SUITS)
            gtk_widget_add_css_class (info->bid[s], "maker");
          else
            gtk_widget_remove_css_class (info->bid[s], "maker");
        }
      else
        set_label (info->bid[s], NULL, NULL);
    }
}

static void
update_cards (EuchreTableInfo *info, const EuchrePublic *p, const EuchreTableShown *shown)
{
  gboolean up = !shown->dealing && p->hand_number > 0 &&
                (p->phase == EUCHRE_PHASE_BID1 || p->phase == EUCHRE_PHASE_BID2);

  gtk_widget_set_visible (info->upcard, up);
  if (up)
    {
      gboolean down = p->upcard_state == EUCHRE_UPCARD_TURNED_DOWN;
      g_autofree char *card = euchre_name_card (p->upcard);
      /* TRANSLATORS: the upcard for a screen reader; %s is a card */
      g_autofree char *name = down ? g_strdup_printf (_("Upcard, turned down: %s"), card)
                                   : g_strdup_printf (_("Upcard: %s"), card);

      if (info->upcard_card != p->upcard)
        {
          info->upcard_card = p->upcard;
          set_card_picture (info, info->upcard, p->upcard);
        }
      /* A turned-down upcard stays readable, faded: its suit is barred. */
      gtk_widget_set_opacity (info->upcard, down ? 0.4 : 1.0);
      set_name (info->upcard, name);
      if (info->upcard_dealer != p->dealer)
        {
          info->upcard_dealer = p->dealer;
          gtk_widget_queue_allocate (info->table);
        }
    }

  for (guint s = 0; s < 4; s++)
    {
      EuchreCard c = shown->trick[s];

      gtk_widget_set_visible (info->trick[s], c != EUCHRE_CARD_NONE);
      if (c == EUCHRE_CARD_NONE)
        continue;
      if (info->trick_card[s] != c)
        {
          info->trick_card[s] = c;
          set_card_picture (info, info->trick[s], c);
        }
      {
        g_autofree char *name = euchre_name_trick_card (s, c, shown->winner == s);

        set_name (info->trick[s], name);
      }
    }
}

void
euchre_table_info_update (EuchreTableInfo *info, const EuchrePublic *p,
                          const EuchreTableShown *shown)
{
  g_return_if_fail (info != NULL && p != NULL && shown != NULL);

  update_score (info, p);
  update_contract (info, p);
  update_panel_visible (info);
  update_seats (info, p, shown);
  update_cards (info, p, shown);
}

void
euchre_table_info_set_status (EuchreTableInfo *info, const char *text)
{
  g_return_if_fail (info != NULL);
  set_label (info->status, text, NULL);
  update_panel_visible (info);
}

void
euchre_table_info_set_summary (EuchreTableInfo *info, const char *text)
{
  g_return_if_fail (info != NULL);
  set_label (info->summary, text, NULL);
  gtk_widget_set_visible (info->review_button, text != NULL && *text != '\0');
  update_panel_visible (info);
}

void
euchre_table_info_set_tag (EuchreTableInfo *info, guint seat, const char *tag)
{
  g_autofree char *name = NULL;

  g_return_if_fail (info != NULL && seat < 4);
  /* The person's own seat has no computer player to describe. */
  if (seat != 0 && tag != NULL)
    name = tag_sentence (seat, tag);
  set_label (info->tag[seat], seat == 0 ? NULL : tag, name);
}

/* ---- geometry ------------------------------------------------------------ */

static void
place (GtkWidget *widget, float x, float y, float w, float h)
{
  GtkAllocation a = { (int) x, (int) y, MAX ((int) w, 1), MAX ((int) h, 1) };

  gtk_widget_size_allocate (widget, &a, -1);
}

/* Natural size, no wider than @max_w. */
static void
measure (GtkWidget *widget, float max_w, float *w, float *h)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = MAX (min_w, MIN (nat_w, (int) max_w));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  *w = nat_w;
  *h = nat_h;
}

void
euchre_table_info_allocate (EuchreTableInfo *info, const EuchreTableLayout *l)
{
  float margin = l->font_px * 0.8f, w, h;

  graphene_rect_t north = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t panel = GRAPHENE_RECT_INIT (-1, -1, 0, 0);

  g_return_if_fail (info != NULL && l != NULL);

  measure (info->score_button, l->width * 0.4f, &w, &h);
  place (info->score_button, margin, margin, w, h);

  for (guint s = 0; s < 4; s++)
    if (gtk_widget_get_visible (info->trick[s]))
      place (info->trick[s], l->trick[s].origin.x, l->trick[s].origin.y, l->trick[s].size.width,
             l->trick[s].size.height);

  for (guint s = 0; s < 4; s++)
    {
      int name_h;
      float x, y;

      measure (info->seat_box[s], l->width * 0.45f, &w, &h);
      gtk_widget_measure (info->name[s], GTK_ORIENTATION_VERTICAL, -1, NULL, &name_h, NULL, NULL);
      x = l->label[s].x - w / 2;
      /* North and south are centred on their line, west and east hang from it. */
      y = (s == 1 || s == 3) ? l->label[s].y - name_h / 2.f : l->label[s].y - h / 2;
      x = CLAMP (x, 2, MAX (2, l->width - w - 2));
      y = CLAMP (y, 2, MAX (2, l->height - h - 2));
      place (info->seat_box[s], x, y, w, h);
      if (s == 2)
        north = GRAPHENE_RECT_INIT (x, y, w, h);
    }

  /* Top right; on a narrow table below the partner's name, not over it. */
  if (gtk_widget_get_visible (info->panel))
    {
      graphene_rect_t r;

      measure (info->panel, l->width * 0.3f, &w, &h);
      r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
      if (graphene_rect_intersection (&r, &north, NULL))
        r.origin.y = north.origin.y + north.size.height + margin * 0.5f;
      place (info->panel, r.origin.x, r.origin.y, w, h);
      panel = r;
    }

  /* The upcard, clear of the panel: on a small table the north dealer's
   * lay over the last hand's "Review Hand"; it goes to the other side of
   * the partner's cards then, or the panel goes below it. */
  if (gtk_widget_get_visible (info->upcard))
    {
      graphene_rect_t r = l->upcard[info->upcard_dealer & 3];

      if (graphene_rect_intersection (&r, &panel, NULL))
        {
          graphene_rect_t mirrored = r;

          mirrored.origin.x = l->width - r.origin.x - r.size.width;
          if (!graphene_rect_intersection (&mirrored, &panel, NULL))
            r = mirrored;
          else
            place (info->panel, panel.origin.x, r.origin.y + r.size.height + margin * 0.5f,
                   panel.size.width, panel.size.height);
        }
      place (info->upcard, r.origin.x, r.origin.y, r.size.width, r.size.height);
    }
}

void
euchre_table_info_refresh (EuchreTableInfo *info, const EuchreTableLayout *l,
                           EuchreCardTheme *theme, int scale)
{
  int card_px = MAX (1, (int) (l->card_w * scale + 0.5f));

  g_return_if_fail (info != NULL && l != NULL);

  if (info->font_px != l->font_px)
    {
      float px = l->font_px;

      info->font_px = px;
      set_font (info->score, px, TRUE);
      set_font (info->contract, px * 1.1f, TRUE);
      set_font (info->summary, px * 0.9f, FALSE);
      set_font (info->status, px * 0.9f, FALSE);
      for (guint s = 0; s < 4; s++)
        {
          set_font (info->name[s], px, TRUE);
          set_font (info->dealer[s], px * 0.85f, TRUE);
          set_font (info->bid[s], px * 0.95f, TRUE);
          set_font (info->tag[s], px * 0.8f, FALSE);
        }
    }
  if (info->theme != theme || info->card_px != card_px)
    {
      info->theme = theme;
      info->card_px = card_px;
      set_card_picture (info, info->upcard, info->upcard_card);
      for (guint s = 0; s < 4; s++)
        set_card_picture (info, info->trick[s], info->trick_card[s]);
    }
}
