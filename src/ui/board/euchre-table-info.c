/* euchre-table-info.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-felt.h"
#include "euchre-game.h"
#include "euchre-table-info.h"
#include "euchre-ui-text.h"

struct _EuchreTableInfo {
  GtkWidget *table;

  GtkWidget *score_button;      /* the score box: opens the score sheet */
  GtkWidget *score;
  GtkWidget *panel;             /* top right: contract, last hand, status */
  GtkWidget *review_button;     /* under the last hand's result: its review */
  GtkWidget *next_button;       /* under a held result: the next deal */
  gboolean held;                /* a hand's result waits for the person */
  GtkWidget *contract_button;   /* around the contract: opens the bidding */
  GtkWidget *contract;
  GtkWidget *bidding;           /* the hand's bids in order, in the popover */
  GtkWidget *summary;
  GtkWidget *status;

  EuchreFeltSeat seat[4];

  GtkWidget *upcard;
  EuchreCard upcard_card;
  guint8 upcard_dealer;
  GtkWidget *trick[4];
  EuchreCard trick_card[4];

  float font_px;                /* the text size last applied */
  int card_px;                  /* the card picture width last rendered */
  EuchreCardTheme *theme;       /* not owned: the table's */
  GStrv players;                /* the seats' people's names, or NULL: "West"… */
};

/* ---- helpers ------------------------------------------------------------- */

/* Sentences about a seat, one per person, so that each language can say
 * them in its own grammar, as euchre-felt.c's dealer's and bids' are.
 * "West picked up the Nine of Hearts"; @card is the card's name. */
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
  euchre_felt_set_card (pic, info->theme, card, info->card_px);
}

/* ---- construction ------------------------------------------------------- */

EuchreTableInfo *
euchre_table_info_new (GtkWidget *table)
{
  EuchreTableInfo *info = g_new0 (EuchreTableInfo, 1);
  GtkWidget *buttons;

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
  /* Named by the score once there is one (update_score); before that
   * (a table with no game yet, online) by what it does. */
  euchre_felt_set_name (info->score_button, _("Show the score sheet"));
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
  /* On a phone the panel has half the width: the contract wraps there
   * (euchre_table_info_refresh). */
  gtk_label_set_wrap_mode (GTK_LABEL (info->contract), PANGO_WRAP_WORD_CHAR);
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

  gtk_widget_add_css_class (info->review_button, "review-button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (info->review_button), "win.review-hand");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (info->review_button), "u", 0u);
  gtk_widget_set_visible (info->review_button, FALSE);
  euchre_ui_name_button (info->review_button);
  /* Review Hand, and Next Deal under it while a result is held. */
  buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), info->review_button);
  gtk_box_append (GTK_BOX (info->panel), buttons);
  /* A held result waits for this ("play.next-deal", the play surface's). */
  info->next_button = gtk_button_new_with_mnemonic (_("_Next Deal"));
  gtk_widget_add_css_class (info->next_button, "suggested-action");
  gtk_widget_add_css_class (info->next_button, "next-deal-button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (info->next_button), "play.next-deal");
  gtk_widget_set_tooltip_text (info->next_button, _("Deal the next hand (Enter or N)"));
  gtk_widget_set_visible (info->next_button, FALSE);
  euchre_ui_name_button (info->next_button);
  gtk_box_append (GTK_BOX (buttons), info->next_button);
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
      EuchreFeltSeat *seat = &info->seat[s];

      seat->name = new_label (NULL);
      seat->dealer = new_label (NULL);
      seat->bid = new_label (NULL);
      seat->tag = new_label (NULL);
      euchre_felt_seat_pack (seat, s, table);
    }
  gtk_widget_set_visible (info->panel, FALSE);
  return info;
}

void
euchre_table_info_free (EuchreTableInfo *info)
{
  if (info == NULL)
    return;
  g_clear_pointer (&info->players, g_strfreev);
  gtk_widget_unparent (info->score_button);
  gtk_widget_unparent (info->panel);
  gtk_widget_unparent (info->upcard);
  for (guint s = 0; s < 4; s++)
    {
      gtk_widget_unparent (info->trick[s]);
      gtk_widget_unparent (info->seat[s].box);
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

/* The score box: each side's points, the target and, while a hand is
 * played and until the next deal, the sides' tricks in it, ours first as
 * in the lines above (issue 42.2).  A line of its own: the box stays as
 * narrow as it was. */
static void
update_score (EuchreTableInfo *info, const EuchrePublic *p)
{
  g_autofree char *us = info->players
    /* TRANSLATORS: the score box online: the partner's name, the points */
    ? g_strdup_printf (_("You & %s: %u"), info->players[2], p->score[0])
    : g_strdup_printf (_("You & Partner: %u"), p->score[0]);
  g_autofree char *them = info->players
    /* TRANSLATORS: the score box online: two players' names, their points */
    ? g_strdup_printf (_("%s & %s: %u"), info->players[1], info->players[3], p->score[1])
    : g_strdup_printf (_("West & East: %u"), p->score[1]);
  g_autofree char *name = euchre_felt_show_score (info->score, us, them, p->rules.points_to_win);

  if ((p->phase == EUCHRE_PHASE_PLAY || p->phase == EUCHRE_PHASE_HAND_OVER) &&
      p->trump < EUCHRE_N_SUITS)
    {
      /* TRANSLATORS: the last line of the score box: your side's tricks in
       * this hand, then the other side's ("Tricks this hand: 2 – 1") */
      g_autofree char *tricks = g_strdup_printf (_("Tricks this hand: %u – %u"), p->tricks[0],
                                                 p->tricks[1]);
      /* "0 – 5" stays on one line when the box wraps (a phone): a no-break
       * space before the dash, and after it a word joiner, as a break
       * after a dash is allowed even before a no-break space (UAX #14). */
      g_auto (GStrv) parts = g_strsplit (tricks, " – ", -1);
      g_autofree char *shown = g_strjoinv ("\u00a0–\u2060\u00a0", parts);
      const char *lines = gtk_label_get_text (GTK_LABEL (info->score));
      g_autofree char *text = g_strdup_printf ("%s\n%s", lines, shown);
      char *said = g_strdup_printf ("%s, %s", name, tricks);

      euchre_felt_set_label (info->score, text, said);
      g_free (name);
      name = said;
    }
  euchre_felt_set_name (info->score_button, name);
}

/* The hand's bids in the order they were made: each round from the
 * dealer's left ("West: Pass"), a line a bid, under its round. */
static char *
bidding_text (EuchreTableInfo *info, const EuchrePublic *p)
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
          line = euchre_felt_bid_sentence (seat, (const char *const *) info->players, what);
          g_string_append_c (out, '\n');
          g_string_append (out, line);
        }
    }
  return g_string_free (out, FALSE);
}

/* The contract's menu button and the button inside it, named by the
 * contract as it reads, on one line (GTK 4.8 says "GtkMenuButton"
 * twice), with plain spaces where the panel keeps words together. */
static void
name_contract_button (EuchreTableInfo *info)
{
  g_auto (GStrv) lines = g_strsplit (gtk_label_get_text (GTK_LABEL (info->contract)), "\n", -1);
  g_autofree char *joined = g_strjoinv (", ", lines);
  g_auto (GStrv) words = g_strsplit (joined, "\u00a0", -1);
  g_autofree char *name = g_strjoinv (" ", words);
  GtkWidget *inner = gtk_widget_get_first_child (info->contract_button);

  euchre_felt_set_name (info->contract_button, name);
  if (inner != NULL)
    {
      /* Labelled by the contract's label too, it was read twice (issue 52.3). */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      euchre_felt_set_name (inner, name);
    }
}

static void
update_contract (EuchreTableInfo *info, const EuchrePublic *p)
{
  g_autofree char *pickup = NULL;
  gboolean shown;

  if (p->trump < EUCHRE_N_SUITS && p->maker < 4)
    {
      g_autofree char *bids = bidding_text (info, p);

      /* The upcard went into the dealer's hand: which card, until the
       * first trick is over. */
      if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && p->trick_number == 0 &&
          p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_GAME_OVER &&
          p->dealer < 4)
        {
          g_autofree char *card = euchre_name_card (p->upcard);

          pickup = pickup_sentence (p->dealer, card);
        }
      gtk_label_set_text (GTK_LABEL (info->bidding), bids);
    }
  shown = euchre_felt_show_contract (info->contract, p, (const char *const *) info->players,
                                     pickup);
  /* A held result's summary says the contract already: the panel stays small. */
  gtk_widget_set_visible (info->contract_button, shown && !info->held);
  if (!shown)
    gtk_menu_button_popdown (GTK_MENU_BUTTON (info->contract_button));
  else
    name_contract_button (info);
}

static void
update_seats (EuchreTableInfo *info, const EuchrePublic *p, const EuchreTableShown *shown)
{
  euchre_felt_show_seats (info->seat, p, shown->dealing, (const char *const *) info->players, NULL,
                          NULL);
  /* The dealer chip says whose it is on hovering too. */
  for (guint s = 0; s < 4; s++)
    if (gtk_widget_get_visible (info->seat[s].dealer))
      {
        g_autofree char *who = euchre_felt_dealer_sentence (s, (const char *const *) info->players);

        gtk_widget_set_tooltip_text (info->seat[s].dealer, who);
      }
}

static void
update_cards (EuchreTableInfo *info, const EuchrePublic *p, const EuchreTableShown *shown)
{
  if (euchre_felt_show_upcard (info->upcard, p, shown->dealing))
    {
      if (info->upcard_card != p->upcard)
        {
          info->upcard_card = p->upcard;
          set_card_picture (info, info->upcard, p->upcard);
        }
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

        euchre_felt_set_name (info->trick[s], name);
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
euchre_table_info_set_players (EuchreTableInfo *info, const char *const *players)
{
  g_return_if_fail (info != NULL);
  g_clear_pointer (&info->players, g_strfreev);
  info->players = players ? g_strdupv ((char **) players) : NULL;
}

void
euchre_table_info_set_status (EuchreTableInfo *info, const char *text)
{
  g_return_if_fail (info != NULL);
  euchre_felt_set_label (info->status, text, NULL);
  update_panel_visible (info);
}

/* Whether the window @widget is in has the action win.@name. */
static gboolean
window_has_action (GtkWidget *widget, const char *name)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root == NULL || !G_IS_ACTION_GROUP (root) ||
         g_action_group_has_action (G_ACTION_GROUP (root), name);
}

void
euchre_table_info_set_summary (EuchreTableInfo *info, const char *text)
{
  g_return_if_fail (info != NULL);
  euchre_felt_set_label (info->summary, text, NULL);
  /* Offered only where the window can review a hand (not online). */
  gtk_widget_set_visible (info->review_button, text != NULL && *text != '\0' &&
                          window_has_action (info->review_button, "review-hand"));
  update_panel_visible (info);
}

void
euchre_table_info_set_held (EuchreTableInfo *info, gboolean held)
{
  g_return_if_fail (info != NULL);
  held = held && gtk_widget_get_visible (info->summary);
  if (held == info->held)
    return;
  info->held = held;
  gtk_widget_set_visible (info->next_button, held);
  if (held)
    gtk_widget_set_visible (info->contract_button, FALSE);
  if (held)
    gtk_widget_add_css_class (info->panel, "held");
  else
    gtk_widget_remove_css_class (info->panel, "held");
  update_panel_visible (info);
  gtk_widget_queue_allocate (info->table);
  /* Enter goes on: the person looks at the result, the key is there. */
  if (held)
    gtk_widget_grab_focus (info->next_button);
}

GtkWidget *
euchre_table_info_get_next_button (EuchreTableInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);
  return info->next_button;
}

void
euchre_table_info_set_tag (EuchreTableInfo *info, guint seat, const char *tag)
{
  g_autofree char *name = NULL;

  g_return_if_fail (info != NULL && seat < 4);
  /* The person's own seat has no computer player to describe. */
  if (seat != 0 && tag != NULL)
    /* Online, the seat's person, then how they play ("Bob: away"). */
    name = info->players ? g_strdup_printf (_("%s: %s"), info->players[seat], tag)
           : tag_sentence (seat, tag);
  euchre_felt_set_label (info->seat[seat].tag, seat == 0 ? NULL : tag, name);
}

/* ---- geometry ------------------------------------------------------------ */

/* @widget's natural size, no wider than @max_w even where its minimum
 * is (its words wrap, none is cut), its height for that width. */
static void
measure_within (GtkWidget *widget, float max_w, float *w, float *h)
{
  int nat_h;

  euchre_felt_measure (widget, max_w, w, h);
  if (*w <= max_w)
    return;
  *w = MAX (max_w, 1.f);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, (int) *w, NULL, &nat_h, NULL, NULL);
  *h = nat_h;
}

/* @y moved so that a box @h high starting there lies between @above's
 * bottom and @below's top (below first, where both cannot be kept). */
static float
between (float y, float h, const graphene_rect_t *above, const graphene_rect_t *below,
         float gap)
{
  if (above->size.height > 0)
    y = MAX (y, above->origin.y + above->size.height + gap);
  if (below->size.height > 0)
    y = MIN (y, below->origin.y - gap - h);
  return y;
}

/* A narrow table: the score box and the panel side by side in the band
 * across the top, the panel taking what the score leaves; the seats and
 * the cards where the layout puts them, under the band. */
static void
allocate_narrow (EuchreTableInfo *info, const EuchreTableLayout *l)
{
  float margin = l->font_px * 0.8f, w, h;
  graphene_rect_t seat[4];

  measure_within (info->score_button, (l->width - 3 * margin) / 2, &w, &h);
  euchre_felt_place (info->score_button, &GRAPHENE_RECT_INIT (margin, margin, w, h));
  for (guint s = 0; s < 4; s++)
    {
      if (gtk_widget_get_visible (info->trick[s]))
        euchre_felt_place (info->trick[s], &l->trick[s]);
      euchre_felt_seat_place (&info->seat[s], s, l, l->width * (s == 1 || s == 3 ? 0.3f : 0.6f),
                              -G_MAXFLOAT, &seat[s]);
    }
  if (gtk_widget_get_visible (info->panel) && gtk_widget_get_visible (info->summary))
    {
      /* A hand's result, with its review: in the middle of the table,
       * where the trick was and the person looks, between the sides'
       * cards, clear of the partner's and the person's names (a held
       * result, with Next Deal, is taller). */
      float room = l->width - 2 * (l->seat_anchor[1].x + l->card_w * 0.75f + margin);
      float cy = l->trick[1].origin.y + l->card_h / 2;
      graphene_rect_t above = seat[2];
      float x;

      measure_within (info->panel, room, &w, &h);
      x = (l->width - w) / 2;
      /* Below a side's name too where it reaches under the panel (a
       * long bid chip, in German). */
      for (guint s = 1; s < 4; s += 2)
        if (seat[s].origin.x < x + w && seat[s].origin.x + seat[s].size.width > x &&
            seat[s].origin.y + seat[s].size.height > above.origin.y + above.size.height)
          above = seat[s];
      euchre_felt_place (info->panel,
                         &GRAPHENE_RECT_INIT (x, between (cy - h / 2, h, &above, &seat[0],
                                                          margin * 0.25f), w, h));
    }
  else if (gtk_widget_get_visible (info->panel))
    {
      float room = l->width - 3 * margin - w;

      measure_within (info->panel, room, &w, &h);
      euchre_felt_place (info->panel, &GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h));
    }
  if (gtk_widget_get_visible (info->upcard))
    euchre_felt_place (info->upcard, &l->upcard[info->upcard_dealer & 3]);
}

void
euchre_table_info_allocate (EuchreTableInfo *info, const EuchreTableLayout *l)
{
  float margin = l->font_px * 0.8f, w, h;

  graphene_rect_t north = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t south = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  graphene_rect_t panel = GRAPHENE_RECT_INIT (-1, -1, 0, 0);

  g_return_if_fail (info != NULL && l != NULL);

  if (l->narrow)
    {
      allocate_narrow (info, l);
      return;
    }
  euchre_felt_measure (info->score_button, l->width * 0.4f, &w, &h);
  euchre_felt_place (info->score_button, &GRAPHENE_RECT_INIT (margin, margin, w, h));

  for (guint s = 0; s < 4; s++)
    if (gtk_widget_get_visible (info->trick[s]))
      euchre_felt_place (info->trick[s], &l->trick[s]);

  for (guint s = 0; s < 4; s++)
    {
      graphene_rect_t r;

      euchre_felt_seat_place (&info->seat[s], s, l, l->width * 0.45f, -G_MAXFLOAT, &r);
      if (s == 2)
        north = r;
      else if (s == 0)
        south = r;
    }

  /* A result held for the person: in the middle, where the trick was
   * and the person looks, until they go on. */
  if (gtk_widget_get_visible (info->panel) && info->held)
    {
      float cx = 0, cy = 0;

      for (guint s = 0; s < 4; s++)
        {
          cx += (l->trick[s].origin.x + l->trick[s].size.width / 2) / 4;
          cy += (l->trick[s].origin.y + l->trick[s].size.height / 2) / 4;
        }
      euchre_felt_measure (info->panel, l->width * 0.4f, &w, &h);
      cy = between (cy - h / 2, h, &north, &south, margin * 0.25f);
      euchre_felt_place (info->panel, &GRAPHENE_RECT_INIT (cx - w / 2, cy, w, h));
    }
  /* Top right; on a narrow table below the partner's name, not over it. */
  else if (gtk_widget_get_visible (info->panel))
    {
      graphene_rect_t r;

      euchre_felt_measure (info->panel, l->width * 0.3f, &w, &h);
      r = GRAPHENE_RECT_INIT (l->width - margin - w, margin, w, h);
      if (graphene_rect_intersection (&r, &north, NULL))
        r.origin.y = north.origin.y + north.size.height + margin * 0.5f;
      euchre_felt_place (info->panel, &r);
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
            euchre_felt_place (info->panel,
                               &GRAPHENE_RECT_INIT (panel.origin.x,
                                                    r.origin.y + r.size.height + margin * 0.5f,
                                                    panel.size.width, panel.size.height));
        }
      euchre_felt_place (info->upcard, &r);
    }
}

void
euchre_table_info_refresh (EuchreTableInfo *info, const EuchreTableLayout *l,
                           EuchreCardTheme *theme, int scale)
{
  int card_px = MAX (1, (int) (l->card_w * scale + 0.5f));

  g_return_if_fail (info != NULL && l != NULL);

  /* Half the width of a phone for the panel: its lines wrap sooner, and
   * the status line keeps to two, so that the panel fits its band. The
   * contract wants room for its first line whole where the band has it
   * ("Triunfo: ♦ Diamantes"); where not, it wraps after "Trump:". */
  for (GtkWidget **w = (GtkWidget *[]) { info->contract, info->summary, info->status, NULL }; *w;
       w++)
    gtk_label_set_max_width_chars (GTK_LABEL (*w), l->narrow ? 20
                                                   : *w == info->contract ? -1 : 26);
  gtk_label_set_lines (GTK_LABEL (info->status), l->narrow ? 2 : -1);
  /* Only there: a wide table gives the score and the contract their
   * natural widths, on the lines they have; a phone's half width wraps
   * a long one ("Stiche in dieser Runde"). */
  gtk_label_set_wrap (GTK_LABEL (info->contract), l->narrow);
  gtk_label_set_wrap (GTK_LABEL (info->score), l->narrow);
  gtk_label_set_ellipsize (GTK_LABEL (info->status),
                           l->narrow ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  if (info->font_px != l->font_px)
    {
      float px = l->font_px;

      info->font_px = px;
      euchre_felt_set_font (info->score, px, TRUE);
      euchre_felt_set_font (info->contract, px * 1.1f, TRUE);
      euchre_felt_set_font (info->summary, px * 0.9f, FALSE);
      euchre_felt_set_font (info->status, px * 0.9f, FALSE);
      for (guint s = 0; s < 4; s++)
        euchre_felt_seat_set_font (&info->seat[s], px);
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

gboolean
euchre_table_info_get_seat_rect (EuchreTableInfo *info, guint seat, graphene_rect_t *rect)
{
  g_return_val_if_fail (info != NULL && seat < 4 && rect != NULL, FALSE);

  return gtk_widget_get_visible (info->seat[seat].name) &&
         gtk_widget_compute_bounds (info->seat[seat].name, info->table, rect);
}
