/* euchre-egn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-deck.h"
#include "euchre-egn.h"
#include "euchre-error.h"
#include "euchre-event.h"
#include "euchre-names.h"

#define EGN_FILE_TYPE "Euchre Game Notation"
#define EGN_VERSION "1.0.0"

/* ---- cards ------------------------------------------------------------------- */

typedef enum {
  CARD_OK,
  CARD_UNKNOWN,        /* an X in rank or suit */
  CARD_BAD,
} CardResult;

static EuchreSuit
suit_from_letter (char c)
{
  switch (c)
    {
    case 's': case 'S': return EUCHRE_SPADES;
    case 'h': case 'H': return EUCHRE_HEARTS;
    case 'c': case 'C': return EUCHRE_CLUBS;
    case 'd': case 'D': return EUCHRE_DIAMONDS;
    default: return EUCHRE_SUIT_NONE;
    }
}

static char
suit_to_letter (EuchreSuit suit)
{
  static const char letters[] = "shcd";

  return suit < EUCHRE_N_SUITS ? letters[suit] : '?';
}

static const char rank_letters[] = "78" "9TJQKA";

/* @trump (NONE before trump is made) gives the bowers R and L. */
static CardResult
card_from_text (const char *text, EuchreSuit trump, EuchreCard *card, char **why)
{
  EuchreSuit suit;
  int rank = -1;

  *card = EUCHRE_CARD_NONE;
  if (text == NULL)
    {
      *why = g_strdup (_("a card is not text"));
      return CARD_BAD;
    }
  if ((g_str_equal (text, "R") || g_str_equal (text, "L")) && trump != EUCHRE_SUIT_NONE)
    {
      suit = text[0] == 'R' ? trump : (EuchreSuit) (trump ^ 2);
      *card = EUCHRE_CARD_MAKE (suit, EUCHRE_JACK);
      return CARD_OK;
    }
  if (g_str_equal (text, "B"))
    {
      *why = g_strdup (_("the Joker (“B”) is not in the deck these games are played with"));
      return CARD_BAD;
    }
  if (strlen (text) != 2)
    {
      *why = g_strdup_printf (_("“%s” is not a card"), text);
      return CARD_BAD;
    }
  if (text[1] == 't' || text[1] == 'n' || text[1] == 'g')
    {
      *why = g_strdup_printf (_("“%s” names an abstract suit (trump, next, green), which "
                                "cannot be replayed"), text);
      return CARD_BAD;
    }
  if (text[0] == 'X' || text[1] == 'x' || text[1] == 'X')
    return CARD_UNKNOWN;
  if (text[0] == 'N')
    rank = EUCHRE_NINE;
  else
    for (int r = EUCHRE_NINE; r <= EUCHRE_ACE; r++)
      if (text[0] == rank_letters[r])
        rank = r;
  suit = suit_from_letter (text[1]);
  if (rank < 0 || suit == EUCHRE_SUIT_NONE)
    {
      *why = g_strdup_printf (_("“%s” is not a card"), text);
      return CARD_BAD;
    }
  *card = EUCHRE_CARD_MAKE (suit, rank);
  return CARD_OK;
}

static char *
card_to_text (EuchreCard card)
{
  return g_strdup_printf ("%c%c", rank_letters[euchre_card_rank (card)],
                          suit_to_letter (euchre_card_suit (card)));
}

/* ---- JSON helpers ------------------------------------------------------------ */

static JsonObject *
member_object (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

static JsonArray *
member_array (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

static const char *
member_string (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

/* json-glib passes an escape such as "\202" (not JSON) on as the raw
 * byte, so a string or a member name in the file may be no UTF-8.  Each
 * is made valid once, here, before anything reads the tree: every word
 * of the file the game shows, quotes in a problem or writes back out is
 * then UTF-8.  A stack, not recursion: the file decides how deep the
 * tree goes.  A member whose name, made valid, is taken by another is
 * dropped. */
static void
make_text_valid (JsonNode *root)
{
  g_autoptr (GPtrArray) todo = g_ptr_array_new ();

  g_ptr_array_add (todo, root);
  while (todo->len > 0)
    {
      JsonNode *n = g_ptr_array_steal_index_fast (todo, todo->len - 1);

      if (JSON_NODE_HOLDS_OBJECT (n))
        {
          JsonObject *o = json_node_get_object (n);
          g_autoptr (GList) names = json_object_get_members (o);

          for (GList *l = names; l != NULL; l = l->next)
            {
              JsonNode *child = json_object_get_member (o, l->data);
              g_autofree char *valid = NULL;

              if (!g_utf8_validate (l->data, -1, NULL))
                {
                  valid = g_utf8_make_valid (l->data, -1);
                  if (json_object_has_member (o, valid))
                    {
                      json_object_remove_member (o, l->data);
                      continue;
                    }
                  json_node_ref (child);
                  json_object_remove_member (o, l->data);
                  json_object_set_member (o, valid, child);
                }
              g_ptr_array_add (todo, child);
            }
        }
      else if (JSON_NODE_HOLDS_ARRAY (n))
        {
          JsonArray *a = json_node_get_array (n);

          for (guint i = 0; i < json_array_get_length (a); i++)
            g_ptr_array_add (todo, json_array_get_element (a, i));
        }
      else if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING &&
               !g_utf8_validate (json_node_get_string (n), -1, NULL))
        {
          g_autofree char *valid = g_utf8_make_valid (json_node_get_string (n), -1);

          json_node_set_string (n, valid);
        }
    }
}

/* An integer member in [min, max]; FALSE when absent or not one. */
static gboolean
member_int (JsonObject *o, const char *name, gint64 min, gint64 max, gint64 *out)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (n);
  return *out >= min && *out <= max;
}

static gboolean
member_bool (JsonObject *o, const char *name, gboolean fallback)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return fallback;
  return json_node_get_boolean (n);
}

static const char *
element_string (JsonArray *a, guint i)
{
  JsonNode *n = json_array_get_element (a, i);

  return JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

/* The phase of @type in a deal's phases, or NULL. */
static JsonObject *
find_phase (JsonObject *deal, const char *type)
{
  JsonArray *phases = member_array (deal, "phases");

  for (guint i = 0; phases != NULL && i < json_array_get_length (phases); i++)
    {
      JsonNode *n = json_array_get_element (phases, i);

      if (JSON_NODE_HOLDS_OBJECT (n) &&
          g_strcmp0 (member_string (json_node_get_object (n), "type"), type) == 0)
        return json_node_get_object (n);
    }
  return NULL;
}

/* ---- reading ----------------------------------------------------------------- */

typedef struct {
  EuchreEgn *egn;
  EuchreState state;
  guint deal;                   /* 1-based, for messages */
  gboolean last;                /* the last deal: it may stop anywhere (a game in progress) */
  gboolean eldest_loner_led;    /* a loner on the dealer's left led (the ruleset's own rule) */
} Reader;

static char *
seat_name (const EuchreEgn *egn, guint seat)
{
  if (egn->players[seat][0] != '\0')
    return g_strdup (egn->players[seat]);
  return g_strdup_printf (_("Seat %u"), seat);
}

static gboolean
deal_fail (Reader *r, guint trick, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

/* Sets the problem ("Deal 3, trick 2: …"); @trick 0 for none. */
static gboolean
deal_fail (Reader *r, guint trick, const char *fmt, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, fmt);
  what = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_free (r->egn->problem);
  if (trick > 0)
    r->egn->problem = g_strdup_printf (_("Deal %u, trick %u: %s"), r->deal, trick, what);
  else
    r->egn->problem = g_strdup_printf (_("Deal %u: %s"), r->deal, what);
  return FALSE;
}

/* Applies one action of the deal and records it; a refusal becomes the
 * problem, in words. */
static gboolean
apply (Reader *r, guint seat, const EuchreAction *a, guint trick)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *who = seat_name (r->egn, seat);
  EuchreState before = r->state;

  if (r->state.pub.turn != seat)
    {
      g_autofree char *turn = seat_name (r->egn, r->state.pub.turn);

      return deal_fail (r, trick, _("%s acts, but it is %s’s turn"), who, turn);
    }
  if (!euchre_state_apply (&r->state, a, &local))
    {
      g_autofree char *card = a->card != EUCHRE_CARD_NONE ? euchre_name_card (a->card) : NULL;

      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_MUST_FOLLOW))
        return deal_fail (r, trick, _("%s plays the %s but must follow %s"), who, card,
                          euchre_name_suit (before.pub.led_suit));
      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_NOT_IN_HAND))
        return deal_fail (r, trick, _("%s plays the %s, which is not in their hand"),
                          who, card);
      if (card != NULL)
        return deal_fail (r, trick, _("%s cannot play or discard the %s: %s"), who, card,
                          local->message);
      return deal_fail (r, trick, _("%s cannot make that call: %s"), who, local->message);
    }
  euchre_record_append (r->egn->record, seat, a);
  return TRUE;
}

/* The positions of the pack that euchre_deck_deal() gives to each seat
 * (0–3) and to the kitty (4; the upcard first). */
static void
deal_positions (const EuchreRules *rules, guint dealer, guint8 owner[EUCHRE_N_CARDS],
                guint8 kitty_index[EUCHRE_N_CARDS], guint n)
{
  EuchreCard probe[EUCHRE_N_CARDS], kitty[EUCHRE_N_CARDS];
  EuchreCardSet hands[4];
  guint n_kitty;

  euchre_rules_initial_deck (rules, probe);
  n_kitty = euchre_deck_deal (probe, n, rules->deal, dealer, hands, kitty);
  for (guint i = 0; i < n; i++)
    {
      owner[i] = 4;
      kitty_index[i] = 0;
      for (guint s = 0; s < 4; s++)
        if (hands[s] & EUCHRE_CARD_BIT (probe[i]))
          owner[i] = s;
      for (guint k = 0; k < n_kitty; k++)
        if (kitty[k] == probe[i])
          kitty_index[i] = k;
    }
}

static gboolean
read_deal (Reader *r, JsonObject *deal)
{
  const EuchreRules *rules = &r->egn->record->rules;
  JsonObject *init = member_object (deal, "initialState");
  JsonObject *bidding = find_phase (deal, "EUCHRE_BIDDING");
  JsonObject *play = find_phase (deal, "TRICK_PLAY");
  JsonArray *calls, *tricks, *given, *kitty_given;
  EuchreCardSet known[4] = { 0 }, played[4] = { 0 }, seen = 0, kitty_known = 0, unknown = 0;
  EuchreCard trick_cards[5][4];
  guint8 trick_seats[5][4] = { { 0 } }, trick_n[5] = { 0 };
  EuchreCard upcard, discard = EUCHRE_CARD_NONE;
  EuchreSuit trump = EUCHRE_SUIT_NONE;
  guint n_calls, n_tricks = 0, maker = EUCHRE_SEAT_NONE, maker_index = 0, out = EUCHRE_SEAT_NONE;
  guint leader;
  gboolean alone, ordered = FALSE;
  gint64 v, lead = -1;
  const char *text;
  g_autofree char *why = NULL;
  EuchreCard pack[EUCHRE_N_CARDS];
  guint8 owner[EUCHRE_N_CARDS], kitty_index[EUCHRE_N_CARDS];
  guint n = euchre_rules_deck_size (rules), dealer;
  EuchreCardSet fill;
  EuchreAction a;

  if (init == NULL || !member_int (init, "dealer", 0, 3, &v))
    return deal_fail (r, 0, _("the dealer (a seat 0–3 in “initialState”) is missing"));
  dealer = (guint) v;
  text = member_string (init, "upCard");
  if (text == NULL)
    return deal_fail (r, 0, _("the upcard (“upCard”) is missing"));
  if (card_from_text (text, EUCHRE_SUIT_NONE, &upcard, &why) != CARD_OK)
    return deal_fail (r, 0, _("the upcard: %s"), why != NULL ? why : _("it is not known"));
  seen |= EUCHRE_CARD_BIT (upcard);

  /* The calls. */
  if (bidding == NULL || (calls = member_array (bidding, "calls")) == NULL)
    return deal_fail (r, 0, _("the calls (a bidding phase with “calls”) are missing"));
  n_calls = json_array_get_length (calls);
  if (n_calls > 8)
    return deal_fail (r, 0, _("%u calls; there can be at most eight"), n_calls);
  alone = member_bool (bidding, "isAlone", FALSE) || member_bool (play, "isAlone", FALSE);
  for (guint i = 0; i < n_calls; i++)
    {
      text = element_string (calls, i);
      if (text == NULL)
        return deal_fail (r, 0, _("call %u is not text"), i + 1);
      if (g_str_equal (text, "Pass"))
        continue;
      if (maker != EUCHRE_SEAT_NONE)
        return deal_fail (r, 0, _("call %u comes after trump was made"), i + 1);
      maker = (dealer + 1 + i) & 3;
      maker_index = i;
      if (i < 4 && (g_str_equal (text, "Order") || g_str_equal (text, "PickUp") ||
                    g_str_equal (text, "Alone") || g_str_equal (text, "Call") ||
                    suit_from_letter (text[0]) == euchre_card_suit (upcard)))
        {
          ordered = TRUE;
          trump = euchre_card_suit (upcard);
          alone = alone || g_str_equal (text, "Alone");
        }
      else if (i >= 4 && strlen (text) == 1 && suit_from_letter (text[0]) != EUCHRE_SUIT_NONE)
        trump = suit_from_letter (text[0]);
      else if (g_str_equal (text, "n"))
        return deal_fail (r, 0, _("call %u is “no trump”, a variant that cannot be replayed"),
                          i + 1);
      else
        return deal_fail (r, 0, _("call %u, “%s”, is not a call of this round"), i + 1, text);
    }
  if (maker != EUCHRE_SEAT_NONE && alone)
    out = euchre_seat_partner (maker);

  text = member_string (bidding, "discard");
  if (text == NULL)
    text = member_string (play, "discard");
  if (text != NULL)
    {
      g_clear_pointer (&why, g_free);
      switch (card_from_text (text, trump, &discard, &why))
        {
        case CARD_BAD:
          return deal_fail (r, 0, _("the discard: %s"), why);
        case CARD_UNKNOWN:
          discard = EUCHRE_CARD_NONE;
          break;
        case CARD_OK:
          break;
        }
    }

  /* The tricks, and who played each card. */
  tricks = member_array (play, "tricks");
  if (maker == EUCHRE_SEAT_NONE && tricks != NULL && json_array_get_length (tricks) > 0)
    return deal_fail (r, 0, _("cards are played but nobody made trump"));
  if (member_int (play, "initialLead", 0, 3, &lead) || member_int (bidding, "initialLead", 0, 3, &lead))
    {
      leader = (guint) lead;
      /* EGN's "left of the dealer" has the eldest lead even when going
       * alone; a file whose eldest loner lets the next seat lead plays the
       * CS 246 rule (EUCHRE_ALONE_LEAD_NOT_LONER): the game takes that rule
       * if no earlier deal contradicts it. */
      if (alone && maker == ((dealer + 1) & 3) && rules->alone_lead == EUCHRE_ALONE_LEAD_ELDEST)
        {
          if (leader == ((maker + 1) & 3) && !r->eldest_loner_led)
            {
              r->egn->record->rules.alone_lead = EUCHRE_ALONE_LEAD_NOT_LONER;
              r->state.pub.rules.alone_lead = EUCHRE_ALONE_LEAD_NOT_LONER;
            }
          else if (leader == maker)
            r->eldest_loner_led = TRUE;
        }
    }
  else if (alone && rules->alone_lead == EUCHRE_ALONE_LEAD_LEFT)
    leader = (maker + 1) & 3;
  else
    leader = (dealer + 1) & 3;
  if (leader == out)
    leader = (leader + 1) & 3;
  if (tricks != NULL)
    {
      n_tricks = json_array_get_length (tricks);
      if (n_tricks > 5)
        return deal_fail (r, 0, _("%u tricks; a deal has five"), n_tricks);
    }
  for (guint t = 0; t < n_tricks; t++)
    {
      JsonNode *tn = json_array_get_element (tricks, t);
      JsonArray *trick = JSON_NODE_HOLDS_ARRAY (tn) ? json_node_get_array (tn) : NULL;
      guint want = out != EUCHRE_SEAT_NONE ? 3 : 4, seat = leader;
      EuchreCardSet set = 0;
      EuchreCard best;

      if (trick == NULL || json_array_get_length (trick) > want ||
          (json_array_get_length (trick) < want && !(r->last && t + 1 == n_tricks)))
        return deal_fail (r, t + 1, _("%u cards; a trick has %u here"),
                          trick != NULL ? json_array_get_length (trick) : 0, want);
      trick_n[t] = json_array_get_length (trick);
      for (guint k = 0; k < trick_n[t]; k++)
        {
          EuchreCard c;

          g_clear_pointer (&why, g_free);
          switch (card_from_text (element_string (trick, k), trump, &c, &why))
            {
            case CARD_BAD:
              return deal_fail (r, t + 1, "%s", why);
            case CARD_UNKNOWN:
              return deal_fail (r, t + 1, _("card %u is unknown, so the deal cannot be "
                                            "replayed"), k + 1);
            case CARD_OK:
              break;
            }
          if (seen & EUCHRE_CARD_BIT (c) && c != upcard)
            {
              g_autofree char *name = euchre_name_card (c);

              return deal_fail (r, t + 1, _("the %s is played a second time"), name);
            }
          if (played[0] & EUCHRE_CARD_BIT (c) || played[1] & EUCHRE_CARD_BIT (c) ||
              played[2] & EUCHRE_CARD_BIT (c) || played[3] & EUCHRE_CARD_BIT (c))
            {
              g_autofree char *name = euchre_name_card (c);

              return deal_fail (r, t + 1, _("the %s is played a second time"), name);
            }
          seen |= EUCHRE_CARD_BIT (c);
          trick_cards[t][k] = c;
          trick_seats[t][k] = seat;
          played[seat] |= EUCHRE_CARD_BIT (c);
          set |= EUCHRE_CARD_BIT (c);
          seat = (seat + 1) & 3;
          if (seat == out)
            seat = (seat + 1) & 3;
        }
      if (trick_n[t] == 0)
        break;
      best = euchre_card_set_highest (set, trick_cards[t][0], trump);
      for (guint k = 0; k < trick_n[t]; k++)
        if (trick_cards[t][k] == best)
          leader = trick_seats[t][k];
    }

  /* The upcard the dealer picked up can only come from the dealer. */
  if (ordered && out != dealer)
    for (guint t = 0; t < n_tricks; t++)
      for (guint k = 0; k < trick_n[t]; k++)
        if (trick_cards[t][k] == upcard && trick_seats[t][k] != dealer)
          {
            g_autofree char *who = seat_name (r->egn, trick_seats[t][k]);
            g_autofree char *d = seat_name (r->egn, dealer);
            g_autofree char *name = euchre_name_card (upcard);

            return deal_fail (r, t + 1, _("%s plays the %s, but it is the upcard, which %s "
                                          "picked up"), who, name, d);
          }

  /* The dealt hands: given ones, else rebuilt from the cards played. */
  given = member_array (init, "playerCards");
  if (given == NULL)
    given = member_array (init, "player_cards");
  for (guint s = 0; s < 4; s++)
    {
      JsonNode *hn = given != NULL && s < json_array_get_length (given)
                     ? json_array_get_element (given, s) : NULL;
      JsonArray *hand = hn != NULL && JSON_NODE_HOLDS_ARRAY (hn) ? json_node_get_array (hn) : NULL;

      known[s] = played[s];
      if (s == dealer && ordered && out != dealer)
        {
          /* The dealer picked up the upcard and discarded. */
          if (discard == EUCHRE_CARD_NONE && euchre_card_set_count (played[s]) == 5 &&
              !(played[s] & EUCHRE_CARD_BIT (upcard)))
            discard = upcard;
          if (discard != EUCHRE_CARD_NONE)
            known[s] |= EUCHRE_CARD_BIT (discard);
          known[s] &= ~EUCHRE_CARD_BIT (upcard);
        }
      for (guint k = 0; hand != NULL && k < json_array_get_length (hand) && k < 8; k++)
        {
          EuchreCard c;

          g_clear_pointer (&why, g_free);
          if (card_from_text (element_string (hand, k), EUCHRE_SUIT_NONE, &c, &why) == CARD_BAD)
            return deal_fail (r, 0, _("the dealt hands: %s"), why);
          if (c != EUCHRE_CARD_NONE)
            known[s] |= EUCHRE_CARD_BIT (c);
        }
    }
  kitty_given = member_array (init, "kitty");
  for (guint k = 0; kitty_given != NULL && k < json_array_get_length (kitty_given) && k < 8; k++)
    {
      EuchreCard c;

      g_clear_pointer (&why, g_free);
      if (card_from_text (element_string (kitty_given, k), EUCHRE_SUIT_NONE, &c, &why) == CARD_BAD)
        return deal_fail (r, 0, _("the kitty: %s"), why);
      if (c != EUCHRE_CARD_NONE && c != upcard)
        kitty_known |= EUCHRE_CARD_BIT (c);
    }
  /* Each known card in one place only, five to a hand, three in the kitty. */
  {
    EuchreCardSet all = EUCHRE_CARD_BIT (upcard);

    for (guint s = 0; s < 5; s++)
      {
        EuchreCardSet here = s < 4 ? known[s] : kitty_known;
        EuchreCardSet twice = all & here;

        if (twice != 0)
          {
            g_autofree char *name = euchre_name_card ((EuchreCard) __builtin_ctzll (twice));

            return deal_fail (r, 0, _("the %s is in two places"), name);
          }
        all |= here;
        if (euchre_card_set_count (here) > (s < 4 ? 5 : 3))
          {
            g_autofree char *who = s < 4 ? seat_name (r->egn, s) : g_strdup (_("the kitty"));

            return deal_fail (r, 0, _("%s would hold more cards than were dealt"), who);
          }
      }
    fill = euchre_rules_deck_cards (rules) & ~all;
    if (all & ~euchre_rules_deck_cards (rules))
      return deal_fail (r, 0, _("a card is not in the deck"));
  }

  /* The pack, dealt as it lies: the unseen cards fill the unknown places. */
  deal_positions (rules, dealer, owner, kitty_index, n);
  {
    EuchreCardSet left[5];

    memcpy (left, known, sizeof known);
    left[4] = kitty_known;
    for (guint i = 0; i < n; i++)
      {
        guint o = owner[i];
        EuchreCard c;

        if (o == 4 && kitty_index[i] == 0)
          c = upcard;
        else if (left[o] != 0)
          {
            c = (EuchreCard) __builtin_ctzll (left[o]);
            left[o] &= ~EUCHRE_CARD_BIT (c);
          }
        else
          {
            c = (EuchreCard) __builtin_ctzll (fill);
            fill &= ~EUCHRE_CARD_BIT (c);
            unknown |= EUCHRE_CARD_BIT (c);
          }
        pack[i] = c;
      }
  }
  if (!euchre_state_set_next_deal (&r->state, dealer, pack, n, NULL))
    return deal_fail (r, 0, _("the deal before is not finished"));
  {
    g_autoptr (GError) local = NULL;

    if (!euchre_record_append_hand (r->egn->record, dealer, pack, n, unknown, &local))
      return deal_fail (r, 0, "%s", local->message);
  }

  a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
  if (!apply (r, dealer, &a, 0))
    return FALSE;
  for (guint i = 0; i < n_calls; i++)
    {
      guint seat = (dealer + 1 + i) & 3;

      if (maker != EUCHRE_SEAT_NONE && i == maker_index)
        {
          a = euchre_action_make (ordered ? EUCHRE_ACTION_ORDER_UP : EUCHRE_ACTION_CALL,
                                  EUCHRE_CARD_NONE, trump, alone);
        }
      else
        a = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      if (!apply (r, seat, &a, 0))
        return FALSE;
    }
  /* A game in progress may stop before the dealer discards. */
  if (r->state.pub.phase == EUCHRE_PHASE_DISCARD &&
      (discard != EUCHRE_CARD_NONE || tricks != NULL || !r->last))
    {
      EuchreCardSet hand = r->state.hands[dealer];

      if (discard == EUCHRE_CARD_NONE || !(hand & EUCHRE_CARD_BIT (discard)))
        discard = (hand & unknown) != 0 ? (EuchreCard) __builtin_ctzll (hand & unknown) : upcard;
      a = euchre_action_make (EUCHRE_ACTION_DISCARD, discard, EUCHRE_SUIT_NONE, FALSE);
      if (!apply (r, dealer, &a, 0))
        return FALSE;
    }
  if (n_tricks > 0 && trick_n[0] > 0 && r->state.pub.phase == EUCHRE_PHASE_PLAY &&
      r->state.pub.turn != trick_seats[0][0])
    {
      g_autofree char *said = seat_name (r->egn, trick_seats[0][0]);
      g_autofree char *rule = seat_name (r->egn, r->state.pub.turn);

      return deal_fail (r, 1, _("the file has %s lead, but the rules give the lead to %s"),
                        said, rule);
    }
  for (guint t = 0; t < n_tricks; t++)
    for (guint k = 0; k < trick_n[t]; k++)
      {
        a = euchre_action_make (EUCHRE_ACTION_PLAY, trick_cards[t][k], EUCHRE_SUIT_NONE,
                                FALSE);
        if (!apply (r, trick_seats[t][k], &a, t + 1))
          return FALSE;
      }
  return TRUE;
}

/* Whether @text (@length bytes) is one JSON object and nothing after it
 * but white space.  Checked before json-glib reads it: json-glib 1.6
 * loses the memory of a second value after the first. */
static gboolean
one_object (const char *text, gsize length)
{
  gsize i = 0;
  guint depth = 0;
  gboolean in_string = FALSE;

  while (i < length && g_ascii_isspace (text[i]))
    i++;
  if (i == length || text[i] != '{')
    return FALSE;
  for (; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        depth++;
      else if ((c == '}' || c == ']') && depth > 0 && --depth == 0)
        break;
    }
  if (i >= length)
    return TRUE;   /* unfinished: json-glib says what is wrong */
  for (i++; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

static void
set_players (EuchreEgn *egn, const char *const *players)
{
  for (guint s = 0; s < 4; s++)
    {
      g_free (egn->players[s]);
      egn->players[s] = g_strdup (players != NULL && players[s] != NULL ? players[s] : "");
    }
}

EuchreEgn *
euchre_egn_parse (const char *text, gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  JsonObject *root, *meta, *ruleset;
  JsonArray *deals, *players, *score;
  EuchreRules rules;
  const char *s;
  Reader r = { 0 };

  g_return_val_if_fail (text != NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (text);
  if ((gsize) length > EUCHRE_EGN_MAX_BYTES)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("the file is too large for a game (more than %u MiB)"),
                   EUCHRE_EGN_MAX_BYTES / (1024u * 1024u));
      return NULL;
    }
  if (!one_object (text, (gsize) length))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("this is not an EGN game: it is not a JSON object"));
      return NULL;
    }
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, length, &local))
    {
      /* json-glib quotes the bytes it could not read. */
      g_autofree char *why = g_utf8_make_valid (local->message, -1);

      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("this is not an EGN game: it is not valid JSON (%s)"), why);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("this is not an EGN game: it is not a JSON object"));
      return NULL;
    }
  make_text_valid (json_parser_get_root (parser));
  root = json_node_get_object (json_parser_get_root (parser));
  s = member_string (root, "fileType");
  if (s != NULL && !g_str_equal (s, EGN_FILE_TYPE))
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("this is not an EGN game: its file type is “%s”"), s);
      return NULL;
    }
  meta = member_object (root, "metadata");
  deals = member_array (root, "deals");
  if (meta == NULL || deals == NULL)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("this is not an EGN game: “metadata” or “deals” is missing"));
      return NULL;
    }
  if (json_array_get_length (deals) > EUCHRE_EGN_MAX_DEALS)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("the file holds %u deals; a game has at most %u"),
                   json_array_get_length (deals), EUCHRE_EGN_MAX_DEALS);
      return NULL;
    }

  /* The rules: standard Euchre to 10, and what the ruleset says. */
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  ruleset = member_object (meta, "ruleset");
  rules.stick_the_dealer = member_bool (ruleset, "std", TRUE);
  rules.order_partner_alone = member_bool (ruleset, "canadian", FALSE);
  s = member_string (ruleset, "loner_lead");
  if (s == NULL || g_str_equal (s, "LEFT_OF_DEALER"))
    rules.alone_lead = EUCHRE_ALONE_LEAD_ELDEST;
  else if (g_str_equal (s, "LEFT_OF_LONER"))
    rules.alone_lead = EUCHRE_ALONE_LEAD_LEFT;
  else
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("the rule for who leads against a loner, “%s”, is not known"), s);
      return NULL;
    }

  egn = g_new0 (EuchreEgn, 1);
  set_players (egn, NULL);
  players = member_array (meta, "players");
  for (guint i = 0; players != NULL && i < 4 && i < json_array_get_length (players); i++)
    if (element_string (players, i) != NULL)
      {
        g_free (egn->players[i]);
        egn->players[i] = g_strdup (element_string (players, i));
      }
  egn->title = g_strdup (member_string (meta, "title") != NULL ? member_string (meta, "title") : "");
  egn->description = g_strdup (member_string (meta, "description") != NULL
                               ? member_string (meta, "description") : "");
  egn->date = g_strdup (member_string (meta, "date"));
  egn->source = json_node_copy (json_parser_get_root (parser));
  egn->n_deals = json_array_get_length (deals);
  egn->record = euchre_record_new (&rules, 0);
  score = member_array (meta, "initialScore");
  if (score != NULL)
    {
      for (guint i = 0; i < 2; i++)
        {
          JsonNode *n = i < json_array_get_length (score) ? json_array_get_element (score, i) : NULL;
          gint64 v;

          if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) ||
              json_node_get_value_type (n) != G_TYPE_INT64 ||
              (v = json_node_get_int (n)) < 0 || v >= rules.points_to_win)
            {
              g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("the initial score must be two whole numbers from 0 to %u"),
                           rules.points_to_win - 1u);
              return NULL;
            }
          egn->record->initial_score[i] = (guint8) v;
        }
    }
  if (json_array_get_length (deals) > 0)
    {
      JsonNode *d0 = json_array_get_element (deals, 0);
      gint64 dealer;

      if (JSON_NODE_HOLDS_OBJECT (d0) &&
          member_int (member_object (json_node_get_object (d0), "initialState"), "dealer", 0, 3,
                      &dealer))
        egn->record->rules.first_dealer = (guint8) dealer;
    }

  r.egn = egn;
  euchre_record_initial_state (egn->record, &r.state);
  for (guint i = 0; i < json_array_get_length (deals); i++)
    {
      JsonNode *dn = json_array_get_element (deals, i);

      r.deal = i + 1;
      r.last = i + 1 == json_array_get_length (deals);
      if (r.state.pub.phase == EUCHRE_PHASE_GAME_OVER)
        {
          deal_fail (&r, 0, _("the game was already won before this deal"));
          break;
        }
      if (!JSON_NODE_HOLDS_OBJECT (dn))
        {
          deal_fail (&r, 0, _("the deal is not a JSON object"));
          break;
        }
      if (!read_deal (&r, json_node_get_object (dn)))
        break;
      egn->n_deals_read = i + 1;
    }
  return g_steal_pointer (&egn);
}

EuchreEgn *
euchre_egn_parse_strict (const char *text, gssize length, GError **error)
{
  g_autoptr (EuchreEgn) egn = euchre_egn_parse (text, length, error);

  if (egn != NULL && egn->problem != NULL)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, egn->problem);
      return NULL;
    }
  return g_steal_pointer (&egn);
}

void
euchre_egn_free (EuchreEgn *egn)
{
  if (egn == NULL)
    return;
  g_free (egn->title);
  g_free (egn->description);
  g_free (egn->date);
  for (guint s = 0; s < 4; s++)
    g_free (egn->players[s]);
  g_clear_pointer (&egn->record, euchre_record_free);
  g_free (egn->problem);
  g_clear_pointer (&egn->source, json_node_unref);
  g_free (egn);
}

/* ---- a record's deals ---------------------------------------------------------- */

typedef struct {
  guint dealer;
  EuchreCard upcard;
  EuchreCardSet hands[4];       /* as dealt */
  EuchreCardSet kitty;          /* under the upcard */
  EuchreCardSet unknown;
  guint n_calls;
  guint8 call_seat[8];
  EuchreAction calls[8];
  gboolean made, alone;
  guint maker;
  EuchreSuit trump;
  EuchreCard discard;
  guint leader;
  guint n_cards;                /* cards played */
  guint8 seat[20];
  EuchreCard card[20];
  guint8 trick_size[5];
  guint8 winner[5];
  gboolean scored;
  EuchreHandScore score;
  guint8 score_after[2];
  gboolean defend_alone, renege;
} Deal;

/* Replays @record into deals; FALSE only when the record does not replay. */
static GArray *
record_deals (const EuchreRecord *record, GError **error)
{
  g_autoptr (GArray) deals = g_array_new (FALSE, TRUE, sizeof (Deal));
  EuchreState state;
  Deal *d = NULL;

  euchre_record_initial_state (record, &state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);
      EuchreEventList events;

      if (h != NULL && !euchre_state_set_next_deal (&state, h->dealer, h->pack, h->n, error))
        return NULL;
      if (e->seat != state.pub.turn || !euchre_state_apply_events (&state, &e->action, &events, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, _("action %u is out of turn"), i + 1);
          return NULL;
        }
      if (e->action.type == EUCHRE_ACTION_DEFEND_ALONE && d != NULL)
        d->defend_alone = TRUE;
      for (guint k = 0; k < events.n; k++)
        {
          const EuchreEvent *ev = &events.events[k];

          switch (ev->type)
            {
            case EUCHRE_EVENT_DEALT:
              g_array_set_size (deals, deals->len + 1);
              d = &g_array_index (deals, Deal, deals->len - 1);
              d->dealer = ev->seat;
              d->upcard = ev->card;
              memcpy (d->hands, state.hands, sizeof d->hands);
              d->kitty = state.kitty & ~EUCHRE_CARD_BIT (ev->card);
              d->unknown = h != NULL ? h->unknown : 0;
              d->discard = EUCHRE_CARD_NONE;
              d->maker = EUCHRE_SEAT_NONE;
              d->trump = EUCHRE_SUIT_NONE;
              d->leader = EUCHRE_SEAT_NONE;
              break;
            case EUCHRE_EVENT_BID:
              if (d != NULL && d->n_calls < 8)
                {
                  d->call_seat[d->n_calls] = ev->seat;
                  d->calls[d->n_calls++] = ev->action;
                }
              break;
            case EUCHRE_EVENT_TRUMP_MADE:
              if (d != NULL)
                {
                  d->made = TRUE;
                  d->maker = ev->seat;
                  d->trump = ev->suit;
                  d->alone = ev->alone;
                }
              break;
            case EUCHRE_EVENT_DISCARDED:
              if (d != NULL)
                d->discard = ev->card;
              break;
            case EUCHRE_EVENT_PLAY_STARTED:
              if (d != NULL)
                d->leader = ev->seat;
              break;
            case EUCHRE_EVENT_CARD_PLAYED:
              if (d != NULL && d->n_cards < 20)
                {
                  d->seat[d->n_cards] = ev->seat;
                  d->card[d->n_cards++] = ev->card;
                  if (ev->number < 5)
                    d->trick_size[ev->number]++;
                }
              break;
            case EUCHRE_EVENT_TRICK_WON:
              if (d != NULL && ev->number < 5)
                d->winner[ev->number] = ev->seat;
              break;
            case EUCHRE_EVENT_HAND_SCORED:
              if (d != NULL)
                {
                  d->scored = TRUE;
                  d->score.kind = ev->kind;
                  d->score.side = ev->side;
                  d->score.points = ev->points;
                  d->score_after[0] = state.pub.score[0];
                  d->score_after[1] = state.pub.score[1];
                }
              break;
            case EUCHRE_EVENT_RENEGE:
              if (d != NULL)
                d->renege = TRUE;
              break;
            default:
              break;
            }
        }
    }
  return g_steal_pointer (&deals);
}

/* ---- writing --------------------------------------------------------------------- */

/* The variant of @deals that EGN cannot say, or NULL. */
static char *
unexpressible (const EuchreRules *rules, GArray *deals)
{
  if (rules->deck != EUCHRE_DECK_24)
    return g_strdup_printf (_("a deck of %u cards (EGN games use the 24 cards from Nine to Ace)"),
                            euchre_rules_deck_size (rules));
  if (rules->points_to_win != 10)
    return g_strdup_printf (_("a game to %u points (EGN games are to 10)"), rules->points_to_win);
  for (guint i = 0; i < deals->len; i++)
    {
      const Deal *d = &g_array_index (deals, Deal, i);

      if (d->defend_alone)
        /* TRANSLATORS: a rule variant EGN cannot express, as in "…: defending alone" */
        return g_strdup (C_("variant", "defending alone"));
      if (d->renege)
        return g_strdup (_("a renege penalty"));
      if (d->scored && d->score.kind == EUCHRE_RESULT_SUPER_EUCHRE)
        return g_strdup (_("SuperEuchre (four points for taking all five tricks in defence)"));
      if (d->scored && d->score.kind == EUCHRE_RESULT_ALONE_MARCH && d->score.points != 4)
        return g_strdup (_("a lone march worth 2 points (EGN scores it 4)"));
    }
  return NULL;
}

static void
add_card (JsonArray *a, EuchreCard c)
{
  g_autofree char *text = card_to_text (c);

  json_array_add_string_element (a, text);
}

/* @set's cards, those in @unknown written "Xx" (last). */
static JsonNode *
cards_node (EuchreCardSet set, EuchreCardSet unknown)
{
  JsonArray *a = json_array_new ();
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = euchre_card_set_sorted (set & ~unknown, cards);
  JsonNode *node;

  for (guint i = 0; i < n; i++)
    add_card (a, cards[i]);
  for (int i = 0; i < euchre_card_set_count (set & unknown); i++)
    json_array_add_string_element (a, "Xx");
  node = json_node_init_array (json_node_alloc (), a);
  json_array_unref (a);
  return node;
}

/* A new object with @src's members (shared, not changed), or an empty one. */
static JsonObject *
object_from (JsonObject *src)
{
  JsonObject *o = json_object_new ();

  if (src != NULL)
    {
      g_autoptr (GList) names = json_object_get_members (src);

      for (GList *l = names; l != NULL; l = l->next)
        json_object_set_member (o, l->data, json_node_copy (json_object_get_member (src, l->data)));
    }
  return o;
}

static void
set_object (JsonObject *o, const char *name, JsonObject *value)
{
  json_object_set_member (o, name, json_node_init_object (json_node_alloc (), value));
  json_object_unref (value);
}

static void
set_array (JsonObject *o, const char *name, JsonArray *value)
{
  json_object_set_member (o, name, json_node_init_array (json_node_alloc (), value));
  json_array_unref (value);
}

static const char *
call_text (const EuchreAction *a, char buf[2])
{
  switch (a->type)
    {
    case EUCHRE_ACTION_ORDER_UP:
      return "Order";
    case EUCHRE_ACTION_CALL:
      buf[0] = suit_to_letter (a->suit);
      buf[1] = '\0';
      return buf;
    default:
      return "Pass";
    }
}

/* One deal as EGN; @tmpl is the deal as read (its other keys are kept). */
static JsonObject *
deal_to_json (const Deal *d, guint index, JsonObject *tmpl)
{
  JsonObject *o = object_from (tmpl);
  JsonObject *init = object_from (member_object (tmpl, "initialState"));
  JsonObject *bid = object_from (find_phase (tmpl, "EUCHRE_BIDDING"));
  JsonObject *play = object_from (find_phase (tmpl, "TRICK_PLAY"));
  JsonArray *phases = json_array_new ();
  JsonArray *calls = json_array_new ();
  g_autofree char *up = card_to_text (d->upcard);

  json_object_set_int_member (o, "dealNumber", index);
  json_object_set_int_member (init, "dealer", d->dealer);
  json_object_set_string_member (init, "upCard", up);
  /* What is not known is written "Xx": a reader gets the same known cards. */
  json_object_set_member (init, "kitty", cards_node (d->kitty, d->unknown));
  {
    JsonArray *hands = json_array_new ();

      for (guint s = 0; s < 4; s++)
        json_array_add_element (hands, cards_node (d->hands[s], d->unknown));
      if (json_object_has_member (init, "player_cards"))
        json_object_remove_member (init, "player_cards");
      set_array (init, "playerCards", hands);
  }
  set_object (o, "initialState", init);

  for (guint i = 0; i < d->n_calls; i++)
    {
      char buf[2];

      json_array_add_string_element (calls, call_text (&d->calls[i], buf));
    }
  if (!json_object_has_member (bid, "phaseNumber"))
    json_object_set_int_member (bid, "phaseNumber", 0);
  json_object_set_string_member (bid, "type", "EUCHRE_BIDDING");
  set_array (bid, "calls", calls);
  json_object_set_boolean_member (bid, "isAlone", d->made && d->alone);
  if (d->discard != EUCHRE_CARD_NONE && !(d->unknown & EUCHRE_CARD_BIT (d->discard)))
    {
      g_autofree char *text = card_to_text (d->discard);

      json_object_set_string_member (bid, "discard", text);
    }
  else if (json_object_has_member (bid, "discard"))
    json_object_remove_member (bid, "discard");
  json_array_add_element (phases, json_node_init_object (json_node_alloc (), bid));
  json_object_unref (bid);

  if (d->leader != EUCHRE_SEAT_NONE)
    {
      JsonArray *tricks = json_array_new ();
      guint k = 0;

      for (guint t = 0; t < 5 && k < d->n_cards; t++)
        {
          JsonArray *trick = json_array_new ();

          for (guint c = 0; c < d->trick_size[t] && k < d->n_cards; c++)
            add_card (trick, d->card[k++]);
          json_array_add_element (tricks, json_node_init_array (json_node_alloc (), trick));
          json_array_unref (trick);
        }
      if (!json_object_has_member (play, "phaseNumber"))
        json_object_set_int_member (play, "phaseNumber", 1);
      json_object_set_string_member (play, "type", "TRICK_PLAY");
      set_array (play, "tricks", tricks);
      json_object_set_int_member (play, "initialLead", d->leader);
      if (json_object_has_member (play, "isAlone"))
        json_object_set_boolean_member (play, "isAlone", d->alone);
      json_array_add_element (phases, json_node_init_object (json_node_alloc (), play));
    }
  json_object_unref (play);
  set_array (o, "phases", phases);
  return o;
}

char *
euchre_egn_to_string (const EuchreEgn *egn)
{
  JsonObject *src = egn->source != NULL && JSON_NODE_HOLDS_OBJECT (egn->source)
                    ? json_node_get_object (egn->source) : NULL;
  JsonArray *src_deals = member_array (src, "deals");
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (JsonGenerator) gen = NULL;
  g_autoptr (GArray) deals = record_deals (egn->record, NULL);
  JsonObject *top = object_from (src);
  JsonObject *meta = object_from (member_object (src, "metadata"));
  JsonObject *ruleset = object_from (member_object (member_object (src, "metadata"), "ruleset"));
  const EuchreRules *rules = &egn->record->rules;
  JsonArray *players = json_array_new (), *score = json_array_new (), *out = json_array_new ();

  json_object_set_string_member (top, "fileType", EGN_FILE_TYPE);
  if (member_string (src, "version") == NULL)
    json_object_set_string_member (top, "version", EGN_VERSION);
  json_object_set_string_member (meta, "title", egn->title != NULL ? egn->title : "");
  json_object_set_string_member (meta, "description",
                                 egn->description != NULL ? egn->description : "");
  if (egn->date != NULL)
    json_object_set_string_member (meta, "date", egn->date);
  for (guint s = 0; s < 4; s++)
    json_array_add_string_element (players, egn->players[s]);
  set_array (meta, "players", players);
  json_array_add_int_element (score, egn->record->initial_score[0]);
  json_array_add_int_element (score, egn->record->initial_score[1]);
  set_array (meta, "initialScore", score);
  json_object_set_boolean_member (ruleset, "std", rules->stick_the_dealer);
  json_object_set_boolean_member (ruleset, "canadian", rules->order_partner_alone);
  /* The CS 246 rule (eldest leads unless it is the loner) is written as
   * "left of the dealer" with each deal's initialLead, which a reader
   * follows (and this one recognises). */
  json_object_set_string_member (ruleset, "loner_lead",
                                 rules->alone_lead == EUCHRE_ALONE_LEAD_LEFT
                                 ? "LEFT_OF_LONER" : "LEFT_OF_DEALER");
  set_object (meta, "ruleset", ruleset);
  set_object (top, "metadata", meta);
  for (guint i = 0; deals != NULL && i < deals->len; i++)
    {
      JsonObject *tmpl = NULL;

      if (src_deals != NULL && i < json_array_get_length (src_deals) &&
          JSON_NODE_HOLDS_OBJECT (json_array_get_element (src_deals, i)))
        tmpl = json_node_get_object (json_array_get_element (src_deals, i));
      json_array_add_element (out, json_node_init_object (json_node_alloc (),
                                                           deal_to_json (&g_array_index (deals, Deal, i),
                                                                         i, tmpl)));
      json_object_unref (json_node_get_object (json_array_get_element (out, i)));
    }
  set_array (top, "deals", out);
  root = json_node_init_object (json_node_alloc (), top);
  json_object_unref (top);
  gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

EuchreEgn *
euchre_egn_from_record (const EuchreRecord *record,
                        const char *const  *players,
                        const char         *title,
                        GError            **error)
{
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GArray) deals = NULL;
  g_autofree char *text = NULL;
  g_autofree char *variant = NULL;

  deals = record_deals (record, error);
  if (deals == NULL)
    return NULL;
  variant = unexpressible (&record->rules, deals);
  if (variant != NULL)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("EGN cannot record this game: it uses %s"), variant);
      return NULL;
    }
  egn = g_new0 (EuchreEgn, 1);
  set_players (egn, players);
  egn->title = g_strdup (title != NULL ? title : "");
  egn->description = g_strdup ("");
  {
    g_autoptr (GDateTime) now = g_date_time_new_now_local ();

    egn->date = g_date_time_format (now, "%Y-%m-%dT%H:%M");
  }
  text = euchre_record_to_string (record);
  egn->record = euchre_record_parse (text, NULL, error);
  if (egn->record == NULL)
    return NULL;
  egn->n_deals = egn->n_deals_read = deals->len;
  return g_steal_pointer (&egn);
}

EuchreEgn *
euchre_egn_from_cs246 (const EuchreState *cs, GError **error)
{
  const EuchrePublic *p = &cs->pub;
  g_autoptr (EuchreRecord) record = NULL;
  EuchreRules rules;
  EuchreCard pack[EUCHRE_N_CARDS], kitty[EUCHRE_N_CARDS];
  guint8 owner[EUCHRE_N_CARDS], kitty_index[EUCHRE_N_CARDS];
  EuchreCardSet left[4];
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                          FALSE);
  guint n, n_kitty = 0;

  if (p->phase != EUCHRE_PHASE_BID1 || p->n_bids != 0 || p->upcard == EUCHRE_CARD_NONE)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                           _("EGN cannot record this game: it was saved after the deal began, "
                             "and a CS 246 save does not tell the calls and cards before"));
      return NULL;
    }
  if (p->score[0] >= 10 || p->score[1] >= 10)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("EGN cannot record this game: it uses %s"), _("a game to more than 10 points"));
      return NULL;
    }
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  rules.stick_the_dealer = p->rules.stick_the_dealer;
  rules.order_partner_alone = p->rules.order_partner_alone;
  rules.first_dealer = p->dealer;
  record = euchre_record_new (&rules, 0);
  record->initial_score[0] = p->score[0];
  record->initial_score[1] = p->score[1];

  /* The pack that deals these hands and this kitty, upcard first. */
  n = euchre_rules_deck_size (&rules);
  kitty[n_kitty++] = p->upcard;
  for (EuchreCardSet rest = cs->kitty & ~EUCHRE_CARD_BIT (p->upcard); rest != 0; rest &= rest - 1)
    kitty[n_kitty++] = (EuchreCard) __builtin_ctzll (rest);
  memcpy (left, cs->hands, sizeof left);
  deal_positions (&rules, p->dealer, owner, kitty_index, n);
  for (guint i = 0; i < n; i++)
    {
      guint o = owner[i];

      if (o == 4)
        pack[i] = kitty_index[i] < n_kitty ? kitty[kitty_index[i]] : EUCHRE_CARD_NONE;
      else if (left[o] != 0)
        {
          pack[i] = (EuchreCard) __builtin_ctzll (left[o]);
          left[o] &= left[o] - 1;
        }
      else
        pack[i] = EUCHRE_CARD_NONE;
    }
  if (!euchre_record_append_hand (record, p->dealer, pack, n, 0, error))
    return NULL;
  euchre_record_append (record, p->dealer, &deal);
  return euchre_egn_from_record (record, NULL, "CS 246", error);
}

/* ---- a transcript ------------------------------------------------------------------ */

/* Every annotation of @phase under @keys, with the index it is keyed by. */
static void
append_notes (GString *out, JsonObject *phase, const char *const *keys, gboolean calls)
{
  for (guint k = 0; keys[k] != NULL; k++)
    {
      JsonObject *notes = member_object (phase, keys[k]);
      g_autoptr (GList) names = notes != NULL ? json_object_get_members (notes) : NULL;

      for (GList *l = names; l != NULL; l = l->next)
        {
          JsonArray *list = member_array (notes, l->data);

          for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
            if (element_string (list, i) != NULL)
              {
                if (calls)
                  g_string_append_printf (out, _("  Note on call %s:"), (const char *) l->data);
                else
                  g_string_append_printf (out, _("  Note on card %s:"), (const char *) l->data);
                g_string_append_printf (out, " %s\n", element_string (list, i));
              }
        }
    }
}

/* Strings of @a joined by ", ", an unknown card ("Xx") said as unknown. */
static void
append_words (GString *out, JsonArray *a)
{
  for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
    {
      const char *w = element_string (a, i);
      EuchreCard c;
      g_autofree char *why = NULL;
      g_autofree char *name = NULL;

      if (w != NULL && card_from_text (w, EUCHRE_SUIT_NONE, &c, &why) == CARD_UNKNOWN)
        name = g_strdup (_("unknown"));
      g_string_append_printf (out, "%s%s", i > 0 ? ", " : " ",
                              name != NULL ? name : w != NULL ? w : "?");
    }
}

/* The file's variations as written, with their notes. */
static void
append_alternatives (GString *out, JsonArray *alts)
{
  static const char *const call_keys[] = { "callAnnotations", "calls_annotations", NULL };
  static const char *const play_keys[] = { "playAnnotations", "tricks_annotations", NULL };

  for (guint i = 0; alts != NULL && i < json_array_get_length (alts); i++)
    {
      JsonNode *n = json_array_get_element (alts, i);
      JsonObject *alt = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      JsonArray *phases = member_array (alt, "phases");
      gint64 branch = -1;

      if (alt == NULL)
        continue;
      if (member_int (alt, "branchIndex", 0, G_MAXINT, &branch))
        g_string_append_printf (out, _("  Alternative line from decision %u:\n"), (guint) branch);
      else
        g_string_append (out, _("  Alternative line:\n"));
      for (guint p = 0; phases != NULL && p < json_array_get_length (phases); p++)
        {
          JsonNode *pn = json_array_get_element (phases, p);
          JsonObject *phase = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
          JsonArray *calls = member_array (phase, "calls");
          JsonArray *tricks = member_array (phase, "tricks");

          if (calls != NULL)
            {
              g_string_append (out, _("    Calls:"));
              append_words (out, calls);
              g_string_append_c (out, '\n');
            }
          for (guint t = 0; tricks != NULL && t < json_array_get_length (tricks) && t < 5; t++)
            {
              JsonNode *tn = json_array_get_element (tricks, t);

              g_string_append_printf (out, _("    Trick %u:"), t + 1);
              append_words (out, JSON_NODE_HOLDS_ARRAY (tn) ? json_node_get_array (tn) : NULL);
              g_string_append_c (out, '\n');
            }
          append_notes (out, phase, call_keys, TRUE);
          append_notes (out, phase, play_keys, FALSE);
        }
    }
}

static char *
card_words (const Deal *d, EuchreCard c)
{
  if (c == EUCHRE_CARD_NONE || d->unknown & EUCHRE_CARD_BIT (c))
    return g_strdup (_("unknown"));
  return euchre_name_card (c);
}

static char *
set_words (const Deal *d, EuchreCardSet set)
{
  g_autoptr (GString) s = g_string_new (NULL);
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = euchre_card_set_sorted (set & ~d->unknown, cards), unknown = euchre_card_set_count (set & d->unknown);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = euchre_name_card (cards[i]);

      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", name);
    }
  if (unknown > 0)
    {
      g_autofree char *words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unknown card",
                                                             "%u unknown cards", unknown),
                                                unknown);

      g_string_append_printf (s, "%s%s", n > 0 ? ", " : "", words);
    }
  return g_strdup (s->str);
}

char *
euchre_egn_transcript (const EuchreEgn *egn)
{
  static const char *const call_keys[] = { "callAnnotations", "calls_annotations", NULL };
  static const char *const play_keys[] = { "playAnnotations", "tricks_annotations", NULL };
  JsonObject *src = egn->source != NULL && JSON_NODE_HOLDS_OBJECT (egn->source)
                    ? json_node_get_object (egn->source) : NULL;
  JsonArray *src_deals = member_array (src, "deals");
  g_autoptr (GArray) deals = record_deals (egn->record, NULL);
  GString *out = g_string_new (NULL);
  char *names[4];

  for (guint s = 0; s < 4; s++)
    names[s] = seat_name (egn, s);
  if (egn->title != NULL && egn->title[0] != '\0')
    g_string_append_printf (out, "%s\n", egn->title);
  if (egn->description != NULL && egn->description[0] != '\0')
    g_string_append_printf (out, "%s\n", egn->description);
  if (egn->date != NULL)
    g_string_append_printf (out, _("Date: %s\n"), egn->date);
  g_string_append_printf (out, _("Players: %s and %s against %s and %s\n"),
                          names[0], names[2], names[1], names[3]);
  g_string_append_printf (out, _("Score at the start: %u–%u\n"),
                          egn->record->initial_score[0], egn->record->initial_score[1]);
  for (guint i = 0; deals != NULL && i < deals->len; i++)
    {
      const Deal *d = &g_array_index (deals, Deal, i);
      JsonObject *tmpl = NULL;
      g_autofree char *up = card_words (d, d->upcard);
      guint k = 0;

      if (src_deals != NULL && i < json_array_get_length (src_deals) &&
          JSON_NODE_HOLDS_OBJECT (json_array_get_element (src_deals, i)))
        tmpl = json_node_get_object (json_array_get_element (src_deals, i));
      g_string_append_printf (out, _("\nDeal %u: %s deals, the upcard is the %s\n"),
                              i + 1, names[d->dealer], up);
      for (guint s = 0; s < 4; s++)
        {
          g_autofree char *hand = set_words (d, d->hands[s]);

          g_string_append_printf (out, _("  %s holds %s\n"), names[s], hand);
        }
      for (guint c = 0; c < d->n_calls; c++)
        {
          const EuchreAction *a = &d->calls[c];
          const char *who = names[d->call_seat[c]];

          if (a->type == EUCHRE_ACTION_PASS)
            g_string_append_printf (out, _("  %s passes\n"), who);
          else if (a->type == EUCHRE_ACTION_ORDER_UP)
            g_string_append_printf (out, a->alone ? _("  %s orders up, alone\n")
                                                  : _("  %s orders up\n"), who);
          else
            g_string_append_printf (out, a->alone ? _("  %s calls %s, alone\n")
                                                  : _("  %s calls %s\n"),
                                    who, euchre_name_suit (a->suit));
        }
      append_notes (out, find_phase (tmpl, "EUCHRE_BIDDING"), call_keys, TRUE);
      if (d->discard != EUCHRE_CARD_NONE)
        {
          g_autofree char *card = card_words (d, d->discard);

          g_string_append_printf (out, _("  %s discards: %s\n"), names[d->dealer], card);
        }
      for (guint t = 0; t < 5 && k < d->n_cards; t++)
        {
          g_string_append_printf (out, _("  Trick %u:"), t + 1);
          for (guint c = 0; c < d->trick_size[t] && k < d->n_cards; c++, k++)
            {
              g_autofree char *card = euchre_name_card (d->card[k]);

              g_string_append_printf (out, "%s%s %s", c > 0 ? "; " : " ", names[d->seat[k]], card);
            }
          if (d->trick_size[t] == (d->alone ? 3 : 4))
            g_string_append_printf (out, _(" — %s wins\n"), names[d->winner[t]]);
          else
            g_string_append_c (out, '\n');
        }
      append_notes (out, find_phase (tmpl, "TRICK_PLAY"), play_keys, FALSE);
      if (d->scored && d->score.kind == EUCHRE_RESULT_PASSED)
        g_string_append (out, _("  Everyone passed: no score\n"));
      else if (d->scored)
        g_string_append_printf (out, _("  %s and %s score %u; the score is %u–%u\n"),
                                names[d->score.side], names[d->score.side + 2],
                                d->score.points, d->score_after[0], d->score_after[1]);
      append_alternatives (out, member_array (tmpl, "alternativeLines"));
    }
  if (egn->problem != NULL)
    g_string_append_printf (out, _("\nThe game stops here: %s\n"), egn->problem);
  for (guint s = 0; s < 4; s++)
    g_free (names[s]);
  return g_string_free (out, FALSE);
}
