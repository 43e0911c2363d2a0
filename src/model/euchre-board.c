/* euchre-board.c — what a table shows a person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Fed a public position (and what the table is showing while cards fly),
 * the board works out every word of the table once and notifies only
 * what changed.  The sentences about people are in euchre-board-words.c,
 * the seats' words and marks in euchre-board-seats.c.
 */
#define G_LOG_DOMAIN "euchre-board"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-board-private.h"
#include "euchre-board-words.h"
#include "euchre-names.h"
#include "euchre-view.h"

typedef enum {
  STR_SCORE_TEXT,
  STR_SCORE_HEARD,
  STR_CONTRACT_TEXT,
  STR_CONTRACT_HEARD,
  STR_BIDDING,
  STR_UPCARD_HEARD,
  STR_STATUS,
  STR_SUMMARY,
  N_STRINGS
} BoardString;

struct _EuchreBoard {
  GObject parent_instance;

  GStrv players;                /* four names, or NULL */
  guint person;
  char *tags[4];
  guint target;                 /* 0: the rules' */
  gboolean past_end;
  EuchrePublic pub;
  gboolean has_pub;

  GListStore *seats;            /* EuchreBoardSeat, one a seat */
  GListStore *trick;            /* EuchreBoardCard */
  GListStore *last_trick;       /* EuchreBoardCard */
  char *strings[N_STRINGS];
  EuchreCard upcard;
  gboolean upcard_down;
  guint dealer;
};

G_DEFINE_FINAL_TYPE (EuchreBoard, euchre_board, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEATS,
  PROP_TRICK,
  PROP_LAST_TRICK,
  PROP_SOUTH,
  PROP_WEST,
  PROP_NORTH,
  PROP_EAST,
  PROP_UPCARD,
  PROP_UPCARD_DOWN,
  PROP_HAS_UPCARD,
  PROP_DEALER,
  PROP_HAS_CONTRACT,
  PROP_HAS_SUMMARY,
  PROP_HAS_STATUS,
  PROP_FIRST_STRING,
  N_PROPS = PROP_FIRST_STRING + N_STRINGS
};

static GParamSpec *properties[N_PROPS];

static const char *const string_names[N_STRINGS] = {
  "score-text", "score-heard", "contract-text", "contract-heard", "bidding", "upcard-heard",
  "status", "summary",
};

/* ---- helpers ------------------------------------------------------------------ */

static void
notify (EuchreBoard *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Takes @value; notifies the string and what depends on it when it changed. */
static void
take_string (EuchreBoard *self, BoardString which, char *value)
{
  gboolean had = self->strings[which] != NULL && *self->strings[which] != '\0';
  gboolean has = value != NULL && *value != '\0';

  if (!has)
    g_clear_pointer (&value, g_free);
  if (g_strcmp0 (self->strings[which], value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (self->strings[which]);
  self->strings[which] = value;
  notify (self, PROP_FIRST_STRING + which);
  if (had == has)
    return;
  if (which == STR_CONTRACT_TEXT)
    notify (self, PROP_HAS_CONTRACT);
  else if (which == STR_SUMMARY)
    notify (self, PROP_HAS_SUMMARY);
  else if (which == STR_STATUS)
    notify (self, PROP_HAS_STATUS);
}

static EuchreBoardWho
who_of (EuchreBoard *self)
{
  return (EuchreBoardWho) { (const char *const *) self->players, self->person };
}

/* Replaces @store's cards by @n new ones, unless they are the same. */
static void
set_cards (GListStore *store, EuchreBoardCard **cards, guint n)
{
  guint old = g_list_model_get_n_items (G_LIST_MODEL (store));
  gboolean same = old == n;

  for (guint i = 0; same && i < n; i++)
    {
      g_autoptr (EuchreBoardCard) c = g_list_model_get_item (G_LIST_MODEL (store), i);

      same = euchre_board_card_equal (c, euchre_board_card_get_seat (cards[i]),
                                      euchre_board_card_get_card (cards[i]),
                                      euchre_board_card_get_wins (cards[i]),
                                      euchre_board_card_get_heard (cards[i]));
    }
  if (!same)
    g_list_store_splice (store, 0, old, (gpointer *) cards, n);
  for (guint i = 0; i < n; i++)
    g_object_unref (cards[i]);
}

/* ---- what is shown ---------------------------------------------------------------- */

/* The score box: each side's points, the target and, while a hand is
 * played and until the next deal, the sides' tricks in it. */
static void
update_score (EuchreBoard *self, const EuchrePublic *p)
{
  EuchreBoardWho who = who_of (self);
  g_autofree char *us = NULL;
  g_autofree char *them = NULL;
  guint to = self->target > 0 ? self->target : p->rules.points_to_win;
  /* TRANSLATORS: the replay's score box in a deal played after the game was won: %u is the
   * game's target */
  g_autofree char *target = self->past_end ? g_strdup_printf (_("Played to %u; past the end"), to)
                                           : g_strdup_printf (_("Playing to %u"), to);
  char *text, *heard;

  euchre_board_side_lines (&who, p, &us, &them);
  text = g_strdup_printf ("%s\n%s\n%s", us, them, target);
  /* TRANSLATORS: the score as a screen reader says it: the three lines of the score box */
  heard = g_strdup_printf (_("Score: %s, %s, %s"), us, them, target);
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
      g_autofree char *lines = text;
      g_autofree char *said = heard;

      text = g_strdup_printf ("%s\n%s", lines, shown);
      heard = g_strdup_printf ("%s, %s", said, tricks);
    }
  take_string (self, STR_SCORE_TEXT, text);
  take_string (self, STR_SCORE_HEARD, heard);
}

/* The hand's bids in the order they were made: each round from the
 * dealer's left ("West bid: Pass"), a line a bid, under its round. */
static char *
bidding_text (EuchreBoard *self, const EuchrePublic *p)
{
  EuchreBoardWho who = who_of (self);
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
          line = euchre_board_bid_sentence (&who, seat, what);
          g_string_append_c (out, '\n');
          g_string_append (out, line);
        }
    }
  return g_string_free (out, FALSE);
}

static void
update_contract (EuchreBoard *self, const EuchrePublic *p)
{
  EuchreBoardWho who = who_of (self);
  const char *symbol, *suit_name;
  g_autofree char *suit = NULL;
  g_autofree char *suit_said = NULL;
  g_autofree char *trump = NULL;
  g_autofree char *said = NULL;
  g_autofree char *maker = NULL;
  g_autofree char *pickup = NULL;

  if (p->trump >= EUCHRE_N_SUITS || p->maker > 3)
    {
      take_string (self, STR_CONTRACT_TEXT, NULL);
      take_string (self, STR_CONTRACT_HEARD, NULL);
      take_string (self, STR_BIDDING, NULL);
      return;
    }
  symbol = euchre_name_suit_symbol (p->trump);
  suit_name = euchre_name_suit (p->trump);
  /* Shown, the symbol and the name are one word, which a narrow panel
   * never splits ("Trump: ♦" over "Diamonds" at 360 pixels); said, two. */
  suit = g_strdup_printf ("%s\u00a0%s", symbol, suit_name);
  suit_said = g_strdup_printf ("%s %s", symbol, suit_name);
  /* TRANSLATORS: the trump suit: %s is its symbol and name ("Trump: ♥ Hearts") */
  trump = g_strdup_printf (_("Trump: %s"), suit);
  said = g_strdup_printf (_("Trump: %s"), suit_said);
  maker = euchre_board_maker_sentence (&who, p->maker, p->alone);
  /* The upcard went into the dealer's hand: which card, until the first
   * trick is over. */
  if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && p->trick_number == 0 &&
      p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_GAME_OVER && p->dealer < 4)
    {
      g_autofree char *card = euchre_name_card (p->upcard);

      pickup = euchre_board_pickup_sentence (&who, p->dealer, card);
    }
  take_string (self, STR_CONTRACT_TEXT,
               pickup ? g_strdup_printf ("%s\n%s\n%s", trump, maker, pickup)
                      : g_strdup_printf ("%s\n%s", trump, maker));
  take_string (self, STR_CONTRACT_HEARD,
               pickup ? g_strdup_printf ("%s. %s. %s", said, maker, pickup)
                      : g_strdup_printf ("%s. %s", said, maker));
  take_string (self, STR_BIDDING, bidding_text (self, p));
}

static void
update_upcard (EuchreBoard *self, const EuchrePublic *p, gboolean dealing)
{
  gboolean up = !dealing && p->hand_number > 0 &&
                (p->phase == EUCHRE_PHASE_BID1 || p->phase == EUCHRE_PHASE_BID2);
  EuchreCard card = up ? p->upcard : EUCHRE_CARD_NONE;
  gboolean down = up && p->upcard_state == EUCHRE_UPCARD_TURNED_DOWN;
  char *heard = NULL;

  if (up)
    {
      g_autofree char *name = euchre_name_card (p->upcard);

      /* TRANSLATORS: the upcard for a screen reader; %s is a card */
      heard = down ? g_strdup_printf (_("Upcard, turned down: %s"), name)
                   : g_strdup_printf (_("Upcard: %s"), name);
    }
  take_string (self, STR_UPCARD_HEARD, heard);
  if (self->upcard != card)
    {
      gboolean had = self->upcard != EUCHRE_CARD_NONE;

      self->upcard = card;
      notify (self, PROP_UPCARD);
      if (had != (card != EUCHRE_CARD_NONE))
        notify (self, PROP_HAS_UPCARD);
    }
  if (self->upcard_down != down)
    {
      self->upcard_down = down;
      notify (self, PROP_UPCARD_DOWN);
    }
  if (self->dealer != p->dealer)
    {
      self->dealer = p->dealer;
      notify (self, PROP_DEALER);
    }
}

static void
update_tricks (EuchreBoard *self, const EuchrePublic *p, const EuchreBoardShown *shown)
{
  EuchreBoardWho who = who_of (self);
  EuchreBoardCard *cards[4];
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    if (shown->trick[s] != EUCHRE_CARD_NONE)
      cards[n++] = euchre_board_card_new (s, shown->trick[s], shown->winner == s,
                                          euchre_board_card_sentence (&who, s, shown->trick[s],
                                                                      shown->winner == s));
  set_cards (self->trick, cards, n);

  n = 0;
  if (p->trick_number > 0 && p->trick_number <= 5 && p->phase != EUCHRE_PHASE_DEAL)
    {
      guint t = p->trick_number - 1, leader = p->trick_leader[t] & 3;

      for (guint i = 0; i < 4; i++)
        {
          guint s = (leader + i) & 3;
          EuchreCard c = p->trick[t][s];

          if (c != EUCHRE_CARD_NONE)
            cards[n++] = euchre_board_card_new (s, c, p->trick_winner[t] == s,
                                                euchre_board_card_sentence (&who, s, c,
                                                                            p->trick_winner[t] == s));
        }
    }
  set_cards (self->last_trick, cards, n);
}

static void
update_all (EuchreBoard *self, const EuchreBoardShown *shown)
{
  const EuchrePublic *p = &self->pub;

  g_object_freeze_notify (G_OBJECT (self));
  update_score (self, p);
  update_contract (self, p);
  euchre_board_update_seats (self, p, shown->dealing, who_of (self), self->person,
                             (const char *const *) self->tags);
  update_upcard (self, p, shown->dealing);
  update_tricks (self, p, shown);
  g_object_thaw_notify (G_OBJECT (self));
}

/* What a position shows when nothing is in flight: the trick as it stands. */
static void
shown_of (const EuchrePublic *p, EuchreBoardShown *shown)
{
  guint t = MIN (p->trick_number, 4);

  shown->dealing = FALSE;
  shown->winner = EUCHRE_SEAT_NONE;
  for (guint s = 0; s < 4; s++)
    shown->trick[s] = p->phase == EUCHRE_PHASE_PLAY && p->n_played > 0 ? p->trick[t][s]
                                                                        : EUCHRE_CARD_NONE;
}

/* ---- GObject ------------------------------------------------------------------ */

static void
euchre_board_finalize (GObject *object)
{
  EuchreBoard *self = EUCHRE_BOARD (object);

  g_clear_pointer (&self->players, g_strfreev);
  for (guint s = 0; s < 4; s++)
    g_free (self->tags[s]);
  for (guint i = 0; i < N_STRINGS; i++)
    g_free (self->strings[i]);
  g_clear_object (&self->seats);
  g_clear_object (&self->trick);
  g_clear_object (&self->last_trick);
  G_OBJECT_CLASS (euchre_board_parent_class)->finalize (object);
}

static void
euchre_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreBoard *self = EUCHRE_BOARD (object);

  if (prop_id >= PROP_FIRST_STRING && prop_id < N_PROPS)
    {
      g_value_set_string (value, self->strings[prop_id - PROP_FIRST_STRING]);
      return;
    }
  switch (prop_id)
    {
    case PROP_SEATS: g_value_set_object (value, self->seats); break;
    case PROP_TRICK: g_value_set_object (value, self->trick); break;
    case PROP_LAST_TRICK: g_value_set_object (value, self->last_trick); break;
    case PROP_SOUTH:
    case PROP_WEST:
    case PROP_NORTH:
    case PROP_EAST:
      g_value_set_object (value, euchre_board_get_seat (self, prop_id - PROP_SOUTH));
      break;
    case PROP_UPCARD: g_value_set_uint (value, self->upcard); break;
    case PROP_UPCARD_DOWN: g_value_set_boolean (value, self->upcard_down); break;
    case PROP_HAS_UPCARD: g_value_set_boolean (value, self->upcard != EUCHRE_CARD_NONE); break;
    case PROP_DEALER: g_value_set_uint (value, self->dealer); break;
    case PROP_HAS_CONTRACT:
      g_value_set_boolean (value, self->strings[STR_CONTRACT_TEXT] != NULL);
      break;
    case PROP_HAS_SUMMARY: g_value_set_boolean (value, self->strings[STR_SUMMARY] != NULL); break;
    case PROP_HAS_STATUS: g_value_set_boolean (value, self->strings[STR_STATUS] != NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_board_class_init (EuchreBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  static const char *const seat_names[4] = { "south", "west", "north", "east" };

  object_class->finalize = euchre_board_finalize;
  object_class->get_property = euchre_board_get_property;

  properties[PROP_SEATS] = g_param_spec_object ("seats", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_TRICK] = g_param_spec_object ("trick", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_LAST_TRICK] = g_param_spec_object ("last-trick", NULL, NULL, G_TYPE_LIST_MODEL,
                                                     flags);
  for (guint s = 0; s < 4; s++)
    properties[PROP_SOUTH + s] = g_param_spec_object (seat_names[s], NULL, NULL,
                                                      EUCHRE_TYPE_BOARD_SEAT, flags);
  properties[PROP_UPCARD] = g_param_spec_uint ("upcard", NULL, NULL, 0, G_MAXUINT8,
                                               EUCHRE_CARD_NONE, flags);
  properties[PROP_UPCARD_DOWN] = g_param_spec_boolean ("upcard-down", NULL, NULL, FALSE, flags);
  properties[PROP_HAS_UPCARD] = g_param_spec_boolean ("has-upcard", NULL, NULL, FALSE, flags);
  properties[PROP_DEALER] = g_param_spec_uint ("dealer", NULL, NULL, 0, G_MAXUINT8, 0, flags);
  properties[PROP_HAS_CONTRACT] = g_param_spec_boolean ("has-contract", NULL, NULL, FALSE, flags);
  properties[PROP_HAS_SUMMARY] = g_param_spec_boolean ("has-summary", NULL, NULL, FALSE, flags);
  properties[PROP_HAS_STATUS] = g_param_spec_boolean ("has-status", NULL, NULL, FALSE, flags);
  for (guint i = 0; i < N_STRINGS; i++)
    properties[PROP_FIRST_STRING + i] = g_param_spec_string (string_names[i], NULL, NULL, NULL,
                                                             flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
euchre_board_init (EuchreBoard *self)
{
  self->person = 0;
  self->upcard = EUCHRE_CARD_NONE;
  self->seats = g_list_store_new (EUCHRE_TYPE_BOARD_SEAT);
  self->trick = g_list_store_new (EUCHRE_TYPE_BOARD_CARD);
  self->last_trick = g_list_store_new (EUCHRE_TYPE_BOARD_CARD);
  for (guint s = 0; s < 4; s++)
    {
      g_autoptr (EuchreBoardSeat) seat = euchre_board_seat_new (s, euchre_board_relation_of (0, s));

      euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_PLAYER, euchre_name_seat (s));
      euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_TEXT, euchre_name_seat (s));
      euchre_board_seat_set_string (seat, EUCHRE_BOARD_SEAT_HEARD, euchre_name_seat (s));
      g_list_store_append (self->seats, seat);
    }
}

/* ---- public API ------------------------------------------------------------------ */

EuchreBoard *
euchre_board_new (void)
{
  return g_object_new (EUCHRE_TYPE_BOARD, NULL);
}

static void
refresh (EuchreBoard *self)
{
  EuchreBoardShown shown;

  if (!self->has_pub)
    return;
  shown_of (&self->pub, &shown);
  /* What the trick shows stays as the last update said. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->trick)); i++)
    {
      g_autoptr (EuchreBoardCard) c = g_list_model_get_item (G_LIST_MODEL (self->trick), i);
      guint s = euchre_board_card_get_seat (c);

      shown.trick[s] = euchre_board_card_get_card (c);
      if (euchre_board_card_get_wins (c))
        shown.winner = s;
    }
  update_all (self, &shown);
}

void
euchre_board_set_players (EuchreBoard *self, const char *const *players, guint person)
{
  g_return_if_fail (EUCHRE_IS_BOARD (self));

  g_clear_pointer (&self->players, g_strfreev);
  if (players != NULL)
    {
      self->players = g_new0 (char *, 5);
      for (guint s = 0; s < 4; s++)
        self->players[s] = g_strdup (players[s] ? players[s] : "");
    }
  self->person = person <= 3 ? person : EUCHRE_SEAT_NONE;
  refresh (self);
}

void
euchre_board_set_tag (EuchreBoard *self, guint seat, const char *tag)
{
  g_return_if_fail (EUCHRE_IS_BOARD (self) && seat < 4);

  if (g_strcmp0 (self->tags[seat], tag) == 0)
    return;
  g_free (self->tags[seat]);
  self->tags[seat] = g_strdup (tag);
  refresh (self);
}

void
euchre_board_set_target (EuchreBoard *self, guint target, gboolean past_end)
{
  g_return_if_fail (EUCHRE_IS_BOARD (self));
  self->target = target;
  self->past_end = past_end;
  refresh (self);
}

void
euchre_board_update (EuchreBoard *self, const EuchrePublic *pub, const EuchreBoardShown *shown)
{
  EuchreBoardShown now;

  g_return_if_fail (EUCHRE_IS_BOARD (self) && pub != NULL);

  self->pub = *pub;
  self->has_pub = TRUE;
  if (shown == NULL)
    shown_of (pub, &now);
  update_all (self, shown != NULL ? shown : &now);
}

void
euchre_board_set_status (EuchreBoard *self, const char *status)
{
  g_return_if_fail (EUCHRE_IS_BOARD (self));
  take_string (self, STR_STATUS, g_strdup (status));
}

void
euchre_board_set_summary (EuchreBoard *self, const char *summary)
{
  g_return_if_fail (EUCHRE_IS_BOARD (self));
  take_string (self, STR_SUMMARY, g_strdup (summary));
}

const char *
euchre_board_get_player (EuchreBoard *self, guint seat)
{
  EuchreBoardWho who;

  g_return_val_if_fail (EUCHRE_IS_BOARD (self) && seat < 4, NULL);
  who = who_of (self);
  return euchre_board_who (&who, seat);
}

GListModel *
euchre_board_get_seats (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), NULL);
  return G_LIST_MODEL (self->seats);
}

EuchreBoardSeat *
euchre_board_get_seat (EuchreBoard *self, guint seat)
{
  EuchreBoardSeat *item;

  g_return_val_if_fail (EUCHRE_IS_BOARD (self) && seat < 4, NULL);
  /* The store holds it for as long as the board lives. */
  item = g_list_model_get_item (G_LIST_MODEL (self->seats), seat);
  g_object_unref (item);
  return item;
}

GListModel *
euchre_board_get_trick (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), NULL);
  return G_LIST_MODEL (self->trick);
}

GListModel *
euchre_board_get_last_trick (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), NULL);
  return G_LIST_MODEL (self->last_trick);
}

#define BOARD_STRING_GETTER(fn, which) \
  const char * \
  euchre_board_get_##fn (EuchreBoard *self) \
  { \
    g_return_val_if_fail (EUCHRE_IS_BOARD (self), NULL); \
    return self->strings[which]; \
  }

BOARD_STRING_GETTER (score_text, STR_SCORE_TEXT)
BOARD_STRING_GETTER (score_heard, STR_SCORE_HEARD)
BOARD_STRING_GETTER (contract_text, STR_CONTRACT_TEXT)
BOARD_STRING_GETTER (contract_heard, STR_CONTRACT_HEARD)
BOARD_STRING_GETTER (bidding, STR_BIDDING)
BOARD_STRING_GETTER (upcard_heard, STR_UPCARD_HEARD)
BOARD_STRING_GETTER (status, STR_STATUS)
BOARD_STRING_GETTER (summary, STR_SUMMARY)

EuchreCard
euchre_board_get_upcard (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), EUCHRE_CARD_NONE);
  return self->upcard;
}

gboolean
euchre_board_get_upcard_down (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), FALSE);
  return self->upcard_down;
}

guint
euchre_board_get_dealer (EuchreBoard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD (self), 0);
  return self->dealer;
}
