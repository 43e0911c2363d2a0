/* euchre-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <glib/gi18n.h>

/* FIXME issue 13: C/D remove this (the table reads the state's hidden half) */
#include "euchre-game-private.h"
#include "euchre-table.h"
#include "euchre-table-info.h"
#include "euchre-table-layout.h"
#include "euchre-ui-text.h"

#define MAX_HAND 6
#define MAX_FLIGHTS 32

typedef enum {
  FLIGHT_DEAL,      /* a back flies to a seat */
  FLIGHT_PLAY,      /* a card flies to the trick */
  FLIGHT_COLLECT,   /* the trick flies to its winner */
  FLIGHT_PICKUP,    /* the upcard flies to the dealer */
} FlightKind;

typedef struct {
  FlightKind kind;
  EuchreCard card;          /* EUCHRE_CARD_BACK for a back */
  guint seat;
  graphene_rect_t from, to;
  gint64 start, duration;   /* µs */
} Flight;

struct _EuchreTable {
  GtkWidget parent_instance;

  EuchreGame *game;
  EuchreCardTheme *theme;
  EuchreTableLayout layout;

  GtkWidget *buttons[MAX_HAND];
  EuchreCard hand[MAX_HAND];
  guint n_hand;
  EuchreCard highlight;

  /* What is shown, which may lag the game while cards fly. */
  guint8 trick[4];
  guint8 landed;                /* bit per seat whose trick card has landed */
  guint trick_winner;           /* seat, or EUCHRE_SEAT_NONE while the trick is open */
  guint8 last_trick[4];
  guint last_winner;            /* seat that won last_trick */
  guint shown[4];               /* face-down cards shown per seat while dealing */
  gboolean dealing;
  EuchreTableInfo *info;        /* score, contract, seats, upcard, trick, status */

  Flight flights[MAX_FLIGHTS];
  guint n_flights;
  guint tick_id;
  guint pause_id;
  guint refresh_id;
  gboolean busy;

  double speed;
  guint trick_pause_ms;
};

G_DEFINE_FINAL_TYPE (EuchreTable, euchre_table, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

enum {
  CARD_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const GdkRGBA felt = { 0.18f, 0.45f, 0.28f, 1.f };
static const GdkRGBA gold = { 0.98f, 0.83f, 0.25f, 1.f };
static const GdkRGBA shade = { 0.f, 0.f, 0.f, 0.28f };

/* ---- helpers ------------------------------------------------------------- */

static const EuchreState *
state (EuchreTable *self)
{
  return self->game ? euchre_game_get_state (self->game) : NULL;
}

static gboolean
animations_enabled (EuchreTable *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && self->speed > 0;
}

static gint64
scaled (EuchreTable *self, int ms)
{
  if (!animations_enabled (self))
    return 0;
  return (gint64) (ms * 1000 / self->speed);
}

static void
set_busy (EuchreTable *self, gboolean busy)
{
  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
update_busy (EuchreTable *self)
{
  set_busy (self, self->dealing || self->pause_id != 0 || self->trick_winner != EUCHRE_SEAT_NONE);
}

/* The readable parts follow the game's public state and what is shown. */
static void
update_info (EuchreTable *self)
{
  EuchreView view;
  EuchreTableShown shown;

  if (self->game == NULL)
    return;
  euchre_game_get_view (self->game, EUCHRE_HUMAN_SEAT, &view);
  shown.dealing = self->dealing;
  shown.winner = self->trick_winner < 4 ? self->trick_winner : EUCHRE_SEAT_NONE;
  for (guint s = 0; s < 4; s++)
    shown.trick[s] = (self->landed & (1u << s)) ? self->trick[s] : EUCHRE_CARD_NONE;
  euchre_table_info_update (self->info, &view.pub, &shown);
}

static int
device_width (EuchreTable *self, float logical)
{
  return MAX (1, (int) (logical * gtk_widget_get_scale_factor (GTK_WIDGET (self)) + 0.5f));
}

/* The shadow a card lying at @r casts on the felt. */
static void
draw_shadow (GtkSnapshot *snapshot, const graphene_rect_t *r)
{
  graphene_rect_t shadow = *r;
  GskRoundedRect round;

  graphene_rect_offset (&shadow, r->size.width * 0.02f, r->size.width * 0.03f);
  gsk_rounded_rect_init_from_rect (&round, &shadow, r->size.width * 0.06f);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &shade, &shadow);
  gtk_snapshot_pop (snapshot);
}

/* Draws @card filling @r, from the texture rendered @tex_w logical pixels
 * wide (cards in flight change size every frame: they are scaled from one
 * texture rather than rendered anew). */
static void
draw_card_scaled (EuchreTable *self, GtkSnapshot *snapshot, EuchreCard card,
                  const graphene_rect_t *r, float tex_w)
{
  GdkTexture *texture;

  if (self->theme == NULL || r->size.width < 1 || r->size.height < 1)
    return;
  draw_shadow (snapshot, r);
  texture = euchre_card_theme_get_texture (self->theme, card, device_width (self, tex_w));
  if (texture)
    gtk_snapshot_append_texture (snapshot, texture, r);
}

static void
draw_card (EuchreTable *self, GtkSnapshot *snapshot, EuchreCard card, const graphene_rect_t *r)
{
  draw_card_scaled (self, snapshot, card, r, r->size.width);
}

/* ---- the person's hand ------------------------------------------------------ */

static void
card_clicked_cb (GtkButton *button, EuchreTable *self)
{
  EuchreCard card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card"));

  g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) card);
}

/* Playable, discardable, or why not: sets classes, tooltip and the
 * accessible name of each card button. */
static void
update_hand_states (EuchreTable *self)
{
  const EuchreState *s = state (self);
  gboolean my_turn = s && s->pub.turn == EUCHRE_HUMAN_SEAT &&
                     euchre_game_get_seat_strategy (self->game, EUCHRE_HUMAN_SEAT) == NULL;
  EuchreCardSet plays = my_turn ? euchre_state_legal_plays (s) : 0;

  for (guint i = 0; i < self->n_hand; i++)
    {
      GtkWidget *b = self->buttons[i];
      EuchreCard card = self->hand[i];
      g_autofree char *name = euchre_ui_card_name (card);
      g_autofree char *label = NULL;
      g_autofree char *why = NULL;
      gboolean playable = FALSE, discard = FALSE;

      if (my_turn && s->pub.phase == EUCHRE_PHASE_PLAY)
        {
          playable = (plays & EUCHRE_CARD_BIT (card)) != 0;
          if (!playable)
            {
              g_autoptr (GError) error = NULL;
              EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

              euchre_state_check (s, &a, &error);
              why = g_strdup (error ? error->message : "");
            }
        }
      discard = my_turn && s->pub.phase == EUCHRE_PHASE_DISCARD;
      if (s && (s->pub.out_mask & (1u << EUCHRE_HUMAN_SEAT)) && s->pub.phase == EUCHRE_PHASE_PLAY)
        why = g_strdup (_("Your partner is playing alone: you sit this hand out."));

      if (playable)
        label = g_strdup_printf (_("%s, playable"), name);
      else if (discard)
        label = g_strdup_printf (_("%s, click to discard"), name);
      else if (why)
        label = g_strdup_printf (_("%s, not playable: %s"), name, why);
      else
        label = g_strdup (name);

      gtk_widget_set_tooltip_text (b, why ? why : (discard ? _("Discard this card") : NULL));
      gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      if (playable || discard)
        gtk_widget_add_css_class (b, "playable");
      else
        gtk_widget_remove_css_class (b, "playable");
      if (why)
        gtk_widget_add_css_class (b, "unplayable");
      else
        gtk_widget_remove_css_class (b, "unplayable");
      if (card == self->highlight)
        gtk_widget_add_css_class (b, "hinted");
      else
        gtk_widget_remove_css_class (b, "hinted");
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The person's cards rendered at the size they are shown. */
static void
refresh_hand_textures (EuchreTable *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int width = MAX (1, (int) (self->layout.hand_w * scale + 0.5f));

  if (self->theme == NULL || self->layout.hand_w <= 0)
    return;
  for (guint i = 0; i < self->n_hand; i++)
    {
      GdkTexture *t = euchre_card_theme_get_texture (self->theme, self->hand[i], width);

      gtk_picture_set_paintable (GTK_PICTURE (gtk_button_get_child (GTK_BUTTON (self->buttons[i]))),
                                 GDK_PAINTABLE (t));
    }
}

static gboolean
refresh_idle_cb (gpointer data)
{
  EuchreTable *self = data;

  self->refresh_id = 0;
  refresh_hand_textures (self);
  euchre_table_info_refresh (self->info, &self->layout, self->theme,
                             gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  return G_SOURCE_REMOVE;
}

static void
rebuild_hand (EuchreTable *self)
{
  const EuchreState *s = state (self);
  EuchreCard cards[MAX_HAND];
  guint n = 0;

  if (s && !self->dealing && s->pub.phase != EUCHRE_PHASE_DEAL)
    {
      /* Sorted for reading: by suit as trump makes them, high to low. */
      EuchreSuit trump = s->pub.trump;

      for (EuchreCardSet h = s->hands[EUCHRE_HUMAN_SEAT]; h && n < MAX_HAND; h &= h - 1)
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
    }

  for (guint i = 0; i < MAX_HAND; i++)
    {
      GtkWidget *b = self->buttons[i];

      if (i >= n)
        {
          gtk_widget_set_visible (b, FALSE);
          continue;
        }
      self->hand[i] = cards[i];
      g_object_set_data (G_OBJECT (b), "card", GUINT_TO_POINTER (cards[i]));
      gtk_widget_set_visible (b, TRUE);
    }
  self->n_hand = n;
  refresh_hand_textures (self);
  update_hand_states (self);
}

/* ---- animation ---------------------------------------------------------- */

static gboolean tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data);

static void
add_flight (EuchreTable *self, FlightKind kind, EuchreCard card, guint seat,
            const graphene_rect_t *from, const graphene_rect_t *to, gint64 delay, gint64 duration)
{
  Flight *f;

  if (self->n_flights == MAX_FLIGHTS)
    return;
  f = &self->flights[self->n_flights++];
  f->kind = kind;
  f->card = card;
  f->seat = seat;
  f->from = *from;
  f->to = *to;
  f->start = g_get_monotonic_time () + delay;
  f->duration = duration;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
finish_collect (EuchreTable *self)
{
  for (guint s = 0; s < 4; s++)
    self->trick[s] = EUCHRE_CARD_NONE;
  self->landed = 0;
  self->trick_winner = EUCHRE_SEAT_NONE;
  update_busy (self);
  update_info (self);
}

static void
flight_landed (EuchreTable *self, const Flight *f)
{
  switch (f->kind)
    {
    case FLIGHT_DEAL:
      self->shown[f->seat]++;
      break;
    case FLIGHT_PLAY:
      self->landed |= 1u << f->seat;
      break;
    case FLIGHT_COLLECT:
    default:
      break;
    }
}

static gboolean
any_flight (EuchreTable *self, FlightKind kind)
{
  for (guint i = 0; i < self->n_flights; i++)
    if (self->flights[i].kind == kind)
      return TRUE;
  return FALSE;
}

static void
advance_flights (EuchreTable *self, gint64 now)
{
  guint kept = 0, landed = 0;
  gboolean was_dealing = any_flight (self, FLIGHT_DEAL);
  gboolean was_collecting = any_flight (self, FLIGHT_COLLECT);

  for (guint i = 0; i < self->n_flights; i++)
    {
      Flight *f = &self->flights[i];

      if (now >= f->start + f->duration)
        flight_landed (self, f), landed++;
      else
        self->flights[kept++] = *f;
    }
  self->n_flights = kept;

  if (was_dealing && !any_flight (self, FLIGHT_DEAL))
    {
      self->dealing = FALSE;
      rebuild_hand (self);
      update_busy (self);
    }
  if (was_collecting && !any_flight (self, FLIGHT_COLLECT))
    finish_collect (self);
  if (landed)
    update_info (self);
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  EuchreTable *self = EUCHRE_TABLE (widget);

  advance_flights (self, g_get_monotonic_time ());
  gtk_widget_queue_draw (widget);
  if (self->n_flights == 0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
finish_all_flights (EuchreTable *self)
{
  advance_flights (self, G_MAXINT64 / 2);
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static double
ease (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return 1 - (1 - t) * (1 - t) * (1 - t);
}

static void
start_collect (EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  gint64 dur = scaled (self, 320);
  graphene_point_t a = l->seat_anchor[self->trick_winner];

  g_clear_handle_id (&self->pause_id, g_source_remove);
  for (guint s = 0; s < 4; s++)
    {
      graphene_rect_t to;

      if (self->trick[s] == EUCHRE_CARD_NONE)
        continue;
      to = GRAPHENE_RECT_INIT (a.x - l->card_w * 0.3f, a.y - l->card_h * 0.3f, l->card_w * 0.6f,
                               l->card_h * 0.6f);
      add_flight (self, FLIGHT_COLLECT, self->trick[s], s, &l->trick[s], &to, 0, dur);
    }
  memcpy (self->last_trick, self->trick, 4);
  self->last_winner = self->trick_winner;
  for (guint s = 0; s < 4; s++)
    self->trick[s] = EUCHRE_CARD_NONE;
  self->landed = 0;
  if (dur == 0)
    finish_all_flights (self);
  update_busy (self);
  update_info (self);
}

static gboolean
trick_pause_cb (gpointer data)
{
  EuchreTable *self = data;

  self->pause_id = 0;
  start_collect (self);
  return G_SOURCE_REMOVE;
}

/* ---- game signals --------------------------------------------------------- */

/* The live status line says what just happened; it takes the string. */
static void
set_status (EuchreTable *self, char *text)
{
  euchre_table_info_set_status (self->info, text);
  g_free (text);
}

static void
hand_started_cb (EuchreGame *game, guint dealer, guint upcard, EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  gint64 step = scaled (self, 28), dur = scaled (self, 220);
  guint i = 0;

  finish_all_flights (self);
  if (self->trick_winner != EUCHRE_SEAT_NONE)
    start_collect (self), finish_all_flights (self);
  memset (self->last_trick, EUCHRE_CARD_NONE, 4);
  self->highlight = EUCHRE_CARD_NONE;
  for (guint s = 0; s < 4; s++)
    self->shown[s] = 0;

  /* Twenty backs fly from the dealer, five to each seat. */
  self->dealing = dur > 0;
  for (guint round = 0; round < 5 && self->dealing; round++)
    for (guint k = 1; k <= 4; k++, i++)
      {
        guint seat = (dealer + k) & 3;
        graphene_rect_t from = GRAPHENE_RECT_INIT (l->seat_anchor[dealer].x - l->card_w / 2,
                                                   l->seat_anchor[dealer].y - l->card_h / 2,
                                                   l->card_w, l->card_h);
        graphene_rect_t to;

        if (seat == 0)
          euchre_table_layout_hand_card (l, round, 5, &to);
        else
          euchre_table_layout_seat_card (l, seat, round, 5, &to);
        add_flight (self, FLIGHT_DEAL, EUCHRE_CARD_BACK, seat, &from, &to, i * step, dur);
      }
  if (!self->dealing)
    for (guint s = 0; s < 4; s++)
      self->shown[s] = 5;
  {
    g_autofree char *card = euchre_ui_card_name (upcard);

    set_status (self, dealer == EUCHRE_HUMAN_SEAT
                      /* TRANSLATORS: the status line at a new deal; %s is the upcard */
                      ? g_strdup_printf (_("You deal. The upcard is the %s."), card)
                      /* TRANSLATORS: the status line at a new deal: a seat ("West"), the upcard */
                      : g_strdup_printf (_("%s deals. The upcard is the %s."),
                                         euchre_ui_seat_name (dealer), card));
  }
  rebuild_hand (self);
  update_busy (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bid_cb (EuchreGame *game, guint seat, EuchreAction *action, EuchreTable *self)
{
  EuchreView view;
  g_autofree char *what = NULL;

  euchre_game_get_view (game, seat, &view);
  what = euchre_ui_bid_text (&view, seat, action);
  /* TRANSLATORS: the status line after a bid: the seat, then the bid ("West: Pass") */
  set_status (self, g_strdup_printf (_("%s: %s"), euchre_ui_seat_name (seat), what));
  update_info (self);
}

static void
trump_made_cb (EuchreGame *game, guint seat, guint suit, gboolean alone, EuchreTable *self)
{
  const EuchreState *s = state (self);
  const EuchreTableLayout *l = &self->layout;

  /* The dealer picks the upcard up: it flies into the dealer's hand. */
  if (s->pub.upcard_state == EUCHRE_UPCARD_PICKED_UP)
    {
      guint dealer = s->pub.dealer;
      graphene_rect_t to;

      if (dealer == EUCHRE_HUMAN_SEAT)
        euchre_table_layout_hand_card (l, MAX (self->n_hand, 1) - 1, MAX (self->n_hand, 1), &to);
      else
        euchre_table_layout_seat_card (l, dealer, 2, 5, &to);
      add_flight (self, FLIGHT_PICKUP, s->pub.upcard, dealer, &l->upcard[dealer], &to, 0,
                  scaled (self, 300));
    }
  /* The last hand's result was the news until now. */
  euchre_table_info_set_summary (self->info, NULL);
  rebuild_hand (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
discarded_cb (EuchreGame *game, guint dealer, guint card, EuchreTable *self)
{
  if (dealer == EUCHRE_HUMAN_SEAT && card < EUCHRE_N_CARDS)
    {
      g_autofree char *name = euchre_ui_card_name (card);

      set_status (self, g_strdup_printf (_("You discard the %s."), name));
    }
  else
    /* TRANSLATORS: the status line: the dealer (a seat) put a card away, unseen */
    set_status (self, g_strdup_printf (_("%s discards a card."), euchre_ui_seat_name (dealer)));
  rebuild_hand (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
card_played_cb (EuchreGame *game, guint seat, guint card, EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  graphene_rect_t from;
  gint64 dur = scaled (self, 240);

  if (self->trick_winner != EUCHRE_SEAT_NONE)
    {
      /* A new trick began while the last one was still shown. */
      start_collect (self);
      finish_all_flights (self);
    }
  self->highlight = EUCHRE_CARD_NONE;
  {
    g_autofree char *name = euchre_ui_card_name (card);

    set_status (self, seat == EUCHRE_HUMAN_SEAT
                      /* TRANSLATORS: the status line: %s is a card ("Ace of Clubs") */
                      ? g_strdup_printf (_("You play the %s."), name)
                      /* TRANSLATORS: the status line: a seat ("West") plays a card */
                      : g_strdup_printf (_("%s plays the %s."), euchre_ui_seat_name (seat), name));
  }

  if (seat == EUCHRE_HUMAN_SEAT)
    {
      guint index = 0;

      for (guint i = 0; i < self->n_hand; i++)
        if (self->hand[i] == card)
          index = i;
      euchre_table_layout_hand_card (l, index, self->n_hand, &from);
      graphene_rect_offset (&from, 0, -l->raise);
      rebuild_hand (self);
    }
  else
    {
      const EuchreState *s = state (self);
      guint n = euchre_card_set_count (s->hands[seat]) + 1;

      euchre_table_layout_seat_card (l, seat, n / 2, n, &from);
    }
  self->trick[seat] = card;
  add_flight (self, FLIGHT_PLAY, card, seat, &from, &l->trick[seat], 0, dur);
  if (dur == 0)
    finish_all_flights (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
trick_won_cb (EuchreGame *game, guint winner, GBytes *cards, EuchreTable *self)
{
  self->trick_winner = winner;
  set_status (self, winner == EUCHRE_HUMAN_SEAT ? g_strdup (_("You win the trick."))
                    : g_strdup_printf (_("%s wins the trick."), euchre_ui_seat_name (winner)));
  g_clear_handle_id (&self->pause_id, g_source_remove);
  /* Leave the trick to be read, then sweep it to the winner. */
  self->pause_id = g_timeout_add (self->trick_pause_ms + scaled (self, 240) / 1000,
                                  trick_pause_cb, self);
  update_busy (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The last hand's result while it is the news: from the hand's end until
 * trump is made in the next one (NULL otherwise). */
static char *
summary_text (const EuchrePublic *p)
{
  g_autofree char *result = NULL;
  gboolean over = p->phase == EUCHRE_PHASE_HAND_OVER || p->phase == EUCHRE_PHASE_GAME_OVER;

  if (p->last.kind == EUCHRE_RESULT_NONE || (!over && p->trump < EUCHRE_N_SUITS))
    return NULL;
  result = euchre_ui_result_text (p->last.side, p->last.points, p->last.kind);
  if (!over || p->last.kind == EUCHRE_RESULT_PASSED || p->maker >= 4)
    return g_steal_pointer (&result);
  /* TRANSLATORS: end of a hand: who made trump, the makers' tricks, the result */
  return g_strdup_printf (_("%s made %s (%u of 5 tricks). %s"), euchre_ui_seat_name (p->maker),
                          euchre_ui_suit_name (p->trump), p->tricks[euchre_seat_side (p->maker)],
                          result);
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, EuchreTable *self)
{
  EuchreView view;
  g_autofree char *text = NULL;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  text = summary_text (&view.pub);
  /* The summary is a status line of its own: not said twice. */
  euchre_table_info_set_summary (self->info, text);
  euchre_table_info_set_status (self->info, NULL);
  update_info (self);
}

/* A new or loaded game: show the state as it is, nothing in flight. */
static void
restarted_cb (EuchreGame *game, EuchreTable *self)
{
  const EuchreState *s = state (self);
  const EuchrePublic *p = &s->pub;

  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->n_flights = 0;
  self->dealing = FALSE;
  self->trick_winner = EUCHRE_SEAT_NONE;
  self->highlight = EUCHRE_CARD_NONE;
  memset (self->last_trick, EUCHRE_CARD_NONE, 4);
  memset (self->trick, EUCHRE_CARD_NONE, 4);
  self->landed = 0;
  if (p->phase == EUCHRE_PHASE_PLAY)
    {
      for (guint seat = 0; seat < 4; seat++)
        if (p->trick[p->trick_number][seat] != EUCHRE_CARD_NONE)
          {
            self->trick[seat] = p->trick[p->trick_number][seat];
            self->landed |= 1u << seat;
          }
      if (p->trick_number > 0)
        {
          memcpy (self->last_trick, p->trick[p->trick_number - 1], 4);
          self->last_winner = p->trick_winner[p->trick_number - 1];
        }
    }
  for (guint seat = 0; seat < 4; seat++)
    self->shown[seat] = euchre_card_set_count (s->hands[seat]);
  {
    g_autofree char *summary = summary_text (p);

    euchre_table_info_set_summary (self->info, summary);
  }
  euchre_table_info_set_status (self->info, NULL);
  rebuild_hand (self);
  update_busy (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
state_changed_cb (EuchreGame *game, GParamSpec *pspec, EuchreTable *self)
{
  update_hand_states (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
human_turn_cb (EuchreGame *game, gpointer legal, EuchreTable *self)
{
  if (!self->dealing)
    rebuild_hand (self);
}

/* ---- drawing ------------------------------------------------------------- */

/* A plain felt: a full-window gradient doubled the frame time with the
 * cairo renderer (p95 13 ms against 4 ms), for a barely visible shading. */
static void
draw_felt (EuchreTable *self, GtkSnapshot *snapshot, float w, float h)
{
  gtk_snapshot_append_color (snapshot, &felt, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

static void
draw_flight (EuchreTable *self, GtkSnapshot *snapshot, const Flight *f, gint64 now)
{
  double t = f->duration > 0 ? ease ((double) (now - f->start) / f->duration) : 1.0;
  graphene_rect_t r;

  if (now < f->start)
    return;
  graphene_rect_interpolate (&f->from, &f->to, t, &r);
  draw_card_scaled (self, snapshot, f->card, &r, MAX (f->from.size.width, f->to.size.width));
}

static void
euchre_table_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  EuchreTable *self = EUCHRE_TABLE (widget);
  const EuchreTableLayout *l = &self->layout;
  const EuchreState *s = state (self);
  gint64 now = g_get_monotonic_time ();
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  draw_felt (self, snapshot, w, h);
  if (s == NULL || self->theme == NULL)
    return;

  /* Opponents' and partner's cards, face down. */
  for (guint seat = 1; seat < 4; seat++)
    {
      guint n = self->dealing ? self->shown[seat]
                              : (guint) euchre_card_set_count (s->hands[seat]);

      if (s->pub.out_mask & (1u << seat) && s->pub.phase == EUCHRE_PHASE_PLAY)
        gtk_snapshot_push_opacity (snapshot, 0.45);
      for (guint i = 0; i < n; i++)
        {
          graphene_rect_t r;

          euchre_table_layout_seat_card (l, seat, i, MAX (n, 1), &r);
          draw_card (self, snapshot, EUCHRE_CARD_BACK, &r);
        }
      if (s->pub.out_mask & (1u << seat) && s->pub.phase == EUCHRE_PHASE_PLAY)
        gtk_snapshot_pop (snapshot);
    }

  /* The upcard and the trick are pictures (children): their shadows. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "table-card") && gtk_widget_get_visible (child) &&
        gtk_widget_get_opacity (child) == 1.0)
      {
        graphene_rect_t r;

        if (gtk_widget_compute_bounds (child, widget, &r))
          draw_shadow (snapshot, &r);
      }

  /* Labels, the upcard, the trick and the person's cards are children. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);

  if (self->trick_winner != EUCHRE_SEAT_NONE && self->pause_id != 0)
    {
      /* The winning card is ringed in gold while the trick is shown. */
      graphene_rect_t r = l->trick[self->trick_winner];
      float wdt = MAX (2.f, l->card_w * 0.04f);
      GskRoundedRect round;

      graphene_rect_inset (&r, -wdt, -wdt);
      gsk_rounded_rect_init_from_rect (&round, &r, l->card_w * 0.08f);
      gtk_snapshot_append_border (snapshot, &round, (float[4]) { wdt, wdt, wdt, wdt },
                                  (GdkRGBA[4]) { gold, gold, gold, gold });
    }

  for (guint i = 0; i < self->n_flights; i++)
    draw_flight (self, snapshot, &self->flights[i], now);
}

static void
euchre_table_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreTable *self = EUCHRE_TABLE (widget);
  double aspect = self->theme ? euchre_card_theme_get_aspect (self->theme) : 2.5 / 3.5;
  float old_w = self->layout.hand_w;

  euchre_table_layout_compute (&self->layout, width, height, aspect);
  for (guint i = 0; i < self->n_hand; i++)
    {
      graphene_rect_t r;
      GtkAllocation a;

      euchre_table_layout_hand_card (&self->layout, i, self->n_hand, &r);
      if (gtk_widget_has_css_class (self->buttons[i], "playable"))
        r.origin.y -= self->layout.raise;
      a.x = (int) r.origin.x;
      a.y = (int) r.origin.y;
      a.width = (int) r.size.width;
      a.height = (int) r.size.height;
      gtk_widget_size_allocate (self->buttons[i], &a, -1);
    }
  euchre_table_info_allocate (self->info, &self->layout);
  /* New textures and text sizes for the new size, outside of the allocation. */
  if (old_w != self->layout.hand_w && self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_idle_cb, self);
}

static void
euchre_table_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                      int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 380;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1000 : 640;
}

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, EuchreTable *self)
{
  /* A click on the felt skips a trick pause or an animation. */
  euchre_table_skip (self);
}

/* ---- GObject ------------------------------------------------------------- */

static void
disconnect_game (EuchreTable *self)
{
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

static void
euchre_table_dispose (GObject *object)
{
  EuchreTable *self = EUCHRE_TABLE (object);

  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  disconnect_game (self);
  g_clear_object (&self->theme);
  for (guint i = 0; i < MAX_HAND; i++)
    g_clear_pointer (&self->buttons[i], gtk_widget_unparent);
  g_clear_pointer (&self->info, euchre_table_info_free);
  G_OBJECT_CLASS (euchre_table_parent_class)->dispose (object);
}

static void
euchre_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreTable *self = EUCHRE_TABLE (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_table_class_init (EuchreTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_table_dispose;
  object_class->get_property = euchre_table_get_property;
  widget_class->snapshot = euchre_table_snapshot;
  widget_class->size_allocate = euchre_table_size_allocate;
  widget_class->measure = euchre_table_measure;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (card): the person clicked or activated one of their cards */
  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "euchre-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
euchre_table_init (EuchreTable *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->speed = 1.0;
  self->trick_pause_ms = 1200;
  self->highlight = EUCHRE_CARD_NONE;
  self->trick_winner = EUCHRE_SEAT_NONE;
  memset (self->trick, EUCHRE_CARD_NONE, 4);
  memset (self->last_trick, EUCHRE_CARD_NONE, 4);
  self->last_winner = EUCHRE_SEAT_NONE;

  /* First, so that the person's cards lie above the labels and the trick. */
  self->info = euchre_table_info_new (GTK_WIDGET (self));
  for (guint i = 0; i < MAX_HAND; i++)
    {
      GtkWidget *b = gtk_button_new ();
      GtkWidget *pic = gtk_picture_new ();

      gtk_picture_set_can_shrink (GTK_PICTURE (pic), TRUE);
      /* The button carries the card's name; the picture adds nothing. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_button_set_child (GTK_BUTTON (b), pic);
      gtk_widget_add_css_class (b, "card");
      gtk_widget_set_visible (b, FALSE);
      g_signal_connect (b, "clicked", G_CALLBACK (card_clicked_cb), self);
      gtk_widget_set_parent (b, GTK_WIDGET (self));
      self->buttons[i] = b;
    }

  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card table"), -1);
}

GtkWidget *
euchre_table_new (void)
{
  return g_object_new (EUCHRE_TYPE_TABLE, NULL);
}

void
euchre_table_set_game (EuchreTable *self, EuchreGame *game)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));
  g_return_if_fail (game == NULL || EUCHRE_IS_GAME (game));

  disconnect_game (self);
  if (game == NULL)
    return;
  self->game = g_object_ref (game);
  g_signal_connect (game, "hand-started", G_CALLBACK (hand_started_cb), self);
  g_signal_connect (game, "bid", G_CALLBACK (bid_cb), self);
  g_signal_connect (game, "trump-made", G_CALLBACK (trump_made_cb), self);
  g_signal_connect (game, "discarded", G_CALLBACK (discarded_cb), self);
  g_signal_connect (game, "card-played", G_CALLBACK (card_played_cb), self);
  g_signal_connect (game, "trick-won", G_CALLBACK (trick_won_cb), self);
  g_signal_connect (game, "hand-scored", G_CALLBACK (hand_scored_cb), self);
  g_signal_connect (game, "human-turn", G_CALLBACK (human_turn_cb), self);
  g_signal_connect (game, "restarted", G_CALLBACK (restarted_cb), self);
  g_signal_connect (game, "notify::phase", G_CALLBACK (state_changed_cb), self);
  g_signal_connect (game, "notify::turn-seat", G_CALLBACK (state_changed_cb), self);
  for (guint s = 0; s < 4; s++)
    self->shown[s] = 5;
  rebuild_hand (self);
  update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
euchre_table_set_theme (EuchreTable *self, EuchreCardTheme *theme)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));

  if (!g_set_object (&self->theme, theme))
    return;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  rebuild_hand (self);
  /* At once: the pictures must not keep using a theme that is gone. */
  euchre_table_info_refresh (self->info, &self->layout, self->theme,
                             gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

EuchreCardTheme *
euchre_table_get_theme (EuchreTable *self)
{
  g_return_val_if_fail (EUCHRE_IS_TABLE (self), NULL);
  return self->theme;
}

void
euchre_table_set_seat_tag (EuchreTable *self, guint seat, const char *tag)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));
  g_return_if_fail (seat < 4);

  euchre_table_info_set_tag (self->info, seat, tag);
}

void
euchre_table_set_animation_speed (EuchreTable *self, double speed)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));
  self->speed = CLAMP (speed, 0.0, 8.0);
}

void
euchre_table_set_trick_pause (EuchreTable *self, guint ms)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));
  self->trick_pause_ms = MIN (ms, 10000);
}

gboolean
euchre_table_get_busy (EuchreTable *self)
{
  g_return_val_if_fail (EUCHRE_IS_TABLE (self), FALSE);
  return self->busy;
}

void
euchre_table_skip (EuchreTable *self)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));

  if (self->pause_id != 0)
    start_collect (self);
  finish_all_flights (self);
  update_busy (self);
}

void
euchre_table_highlight_card (EuchreTable *self, EuchreCard card)
{
  g_return_if_fail (EUCHRE_IS_TABLE (self));

  self->highlight = card;
  update_hand_states (self);
  for (guint i = 0; i < self->n_hand; i++)
    if (self->hand[i] == card)
      gtk_widget_grab_focus (self->buttons[i]);
}

gboolean
euchre_table_get_last_trick (EuchreTable *self, EuchreCard cards[4], guint *winner)
{
  gboolean any = FALSE;

  g_return_val_if_fail (EUCHRE_IS_TABLE (self), FALSE);

  for (guint s = 0; s < 4; s++)
    {
      cards[s] = self->last_trick[s];
      any |= cards[s] != EUCHRE_CARD_NONE;
    }
  if (winner)
    *winner = self->last_winner;
  return any;
}

gboolean
euchre_table_focus_hand (EuchreTable *self)
{
  g_return_val_if_fail (EUCHRE_IS_TABLE (self), FALSE);

  for (guint i = 0; i < self->n_hand; i++)
    if (gtk_widget_has_css_class (self->buttons[i], "playable"))
      return gtk_widget_grab_focus (self->buttons[i]);
  return self->n_hand > 0 && gtk_widget_grab_focus (self->buttons[0]);
}

GtkWidget *
euchre_table_get_card_button (EuchreTable *self, EuchreCard card)
{
  g_return_val_if_fail (EUCHRE_IS_TABLE (self), NULL);

  for (guint i = 0; i < self->n_hand; i++)
    if (self->hand[i] == card)
      return self->buttons[i];
  return NULL;
}
