/* euchre-egn-deal-read.c — one deal of a file, read and checked before it is replayed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * By phase, as the file gives them: who dealt and the upcard, the calls,
 * the discard, the tricks; then the dealt hands and the kitty, and the
 * pack laid out as it was dealt.  Each part refuses, in words, what
 * cannot be replayed (egn_deal_fail()).  euchre-egn-deal.c replays the
 * result through the engine.
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-names.h"
#include "euchre-egn-private.h"

/* Who dealt, and the upcard. */
static gboolean
read_start (Reader *r, JsonObject *deal, EgnFileDeal *d)
{
  g_autofree char *why = NULL;
  const char *text;
  gint64 v;

  d->init = egn_member_object (deal, "initialState");
  d->bidding = egn_find_phase (deal, "EUCHRE_BIDDING");
  d->play = egn_find_phase (deal, "TRICK_PLAY");
  if (d->init == NULL || !egn_member_int (d->init, "dealer", 0, 3, &v))
    return egn_deal_fail (r, 0, _("the dealer (a seat 0–3 in “initialState”) is missing"));
  d->dealer = (guint) v;
  text = egn_member_string (d->init, "upCard");
  if (text == NULL)
    return egn_deal_fail (r, 0, _("the upcard (“upCard”) is missing"));
  if (egn_card_from_text (text, EUCHRE_SUIT_NONE, &d->upcard, &why) != CARD_OK)
    return egn_deal_fail (r, 0, _("the upcard: %s"), why != NULL ? why : _("it is not known"));
  d->seen |= EUCHRE_CARD_BIT (d->upcard);
  return TRUE;
}

/* The calls: who made trump, in which round, and alone or not. */
static gboolean
read_calls (Reader *r, EgnFileDeal *d)
{
  JsonArray *calls;

  if (d->bidding == NULL || (calls = egn_member_array (d->bidding, "calls")) == NULL)
    return egn_deal_fail (r, 0, _("the calls (a bidding phase with “calls”) are missing"));
  d->n_calls = json_array_get_length (calls);
  if (d->n_calls > 8)
    return egn_deal_fail (r, 0, _("%u calls; there can be at most eight"), d->n_calls);
  d->alone = egn_member_bool (d->bidding, "isAlone", FALSE) ||
             egn_member_bool (d->play, "isAlone", FALSE);
  for (guint i = 0; i < d->n_calls; i++)
    {
      const char *text = egn_element_string (calls, i);

      if (text == NULL)
        return egn_deal_fail (r, 0, _("call %u is not text"), i + 1);
      if (g_str_equal (text, "Pass"))
        continue;
      if (d->maker != EUCHRE_SEAT_NONE)
        return egn_deal_fail (r, 0, _("call %u comes after trump was made"), i + 1);
      d->maker = (d->dealer + 1 + i) & 3;
      d->maker_index = i;
      if (i < 4 && (g_str_equal (text, "Order") || g_str_equal (text, "PickUp") ||
                    g_str_equal (text, "Alone") || g_str_equal (text, "Call") ||
                    egn_suit_from_letter (text[0]) == euchre_card_suit (d->upcard)))
        {
          d->ordered = TRUE;
          d->trump = euchre_card_suit (d->upcard);
          d->alone = d->alone || g_str_equal (text, "Alone");
        }
      else if (i >= 4 && strlen (text) == 1 && egn_suit_from_letter (text[0]) != EUCHRE_SUIT_NONE)
        d->trump = egn_suit_from_letter (text[0]);
      else if (g_str_equal (text, "n"))
        return egn_deal_fail (r, 0,
                              _("call %u is “no trump”, a variant that cannot be replayed"),
                              i + 1);
      else
        return egn_deal_fail (r, 0, _("call %u, “%s”, is not a call of this round"), i + 1,
                              text);
    }
  if (d->maker != EUCHRE_SEAT_NONE && d->alone)
    d->out = euchre_seat_partner (d->maker);
  return TRUE;
}

/* The dealer's discard, when the file gives it (an unknown card: not);
 * else the one this program guessed when it wrote the file, if any (a
 * card that does not read is no guess). */
static gboolean
read_discard (Reader *r, JsonObject *deal, EgnFileDeal *d)
{
  const char *text = egn_discard_text (deal);
  const char *guessed = egn_member_string (d->bidding, EGN_GUESSED_DISCARD);
  g_autofree char *why = NULL;

  if (guessed != NULL &&
      egn_card_from_text (guessed, d->trump, &d->guessed, &why) != CARD_OK)
    d->guessed = EUCHRE_CARD_NONE;
  g_clear_pointer (&why, g_free);
  if (text == NULL)
    return TRUE;
  switch (egn_card_from_text (text, d->trump, &d->discard, &why))
    {
    case CARD_BAD:
      return egn_deal_fail (r, 0, _("the discard: %s"), why);
    case CARD_UNKNOWN:
      d->discard = EUCHRE_CARD_NONE;
      break;
    case CARD_OK:
      break;
    }
  return TRUE;
}

/* Who leads the first trick: the file's "initialLead", else the rules'. */
static guint
first_leader (Reader *r, const EgnFileDeal *d)
{
  const EuchreRules *rules = &r->egn->record->rules;
  gint64 lead = -1;
  guint leader;

  if (egn_member_int (d->play, "initialLead", 0, 3, &lead) ||
      egn_member_int (d->bidding, "initialLead", 0, 3, &lead))
    {
      leader = (guint) lead;
      /* EGN's "left of the dealer" has the eldest lead even when going
       * alone; a file whose eldest loner lets the next seat lead plays the
       * CS 246 rule (EUCHRE_ALONE_LEAD_NOT_LONER): the game takes that rule
       * if no earlier deal contradicts it. */
      if (d->alone && d->maker == ((d->dealer + 1) & 3) &&
          rules->alone_lead == EUCHRE_ALONE_LEAD_ELDEST)
        {
          if (leader == ((d->maker + 1) & 3) && !r->eldest_loner_led)
            {
              r->egn->record->rules.alone_lead = EUCHRE_ALONE_LEAD_NOT_LONER;
              r->state.pub.rules.alone_lead = EUCHRE_ALONE_LEAD_NOT_LONER;
            }
          else if (leader == d->maker)
            r->eldest_loner_led = TRUE;
        }
    }
  else if (d->alone && rules->alone_lead == EUCHRE_ALONE_LEAD_LEFT)
    leader = (d->maker + 1) & 3;
  else
    leader = (d->dealer + 1) & 3;
  if (leader == d->out)
    leader = (leader + 1) & 3;
  return leader;
}

/* Trick @t (0-based), led by @leader: its cards, and who played each.
 * *@leader becomes the trick's winner. */
static gboolean
read_trick (Reader *r, EgnFileDeal *d, guint t, guint *leader)
{
  JsonNode *tn = json_array_get_element (d->tricks, t);
  JsonArray *trick = JSON_NODE_HOLDS_ARRAY (tn) ? json_node_get_array (tn) : NULL;
  guint want = d->out != EUCHRE_SEAT_NONE ? 3 : 4, seat = *leader;
  EuchreCardSet set = 0;
  EuchreCard best;

  if (trick == NULL || json_array_get_length (trick) > want ||
      (json_array_get_length (trick) < want && !(r->last && t + 1 == d->n_tricks)))
    return egn_deal_fail (r, t + 1, _("%u cards; a trick has %u here"),
                          trick != NULL ? json_array_get_length (trick) : 0, want);
  d->trick_n[t] = json_array_get_length (trick);
  for (guint k = 0; k < d->trick_n[t]; k++)
    {
      g_autofree char *why = NULL;
      EuchreCard c;

      switch (egn_card_from_text (egn_element_string (trick, k), d->trump, &c, &why))
        {
        case CARD_BAD:
          return egn_deal_fail (r, t + 1, "%s", why);
        case CARD_UNKNOWN:
          return egn_deal_fail (r, t + 1, _("card %u is unknown, so the deal cannot be "
                                            "replayed"), k + 1);
        case CARD_OK:
          break;
        }
      if ((d->seen & EUCHRE_CARD_BIT (c) && c != d->upcard) ||
          (d->played[0] | d->played[1] | d->played[2] | d->played[3]) & EUCHRE_CARD_BIT (c))
        {
          g_autofree char *name = euchre_name_card (c);

          return egn_deal_fail (r, t + 1, _("the %s is played a second time"), name);
        }
      d->seen |= EUCHRE_CARD_BIT (c);
      d->trick_cards[t][k] = c;
      d->trick_seats[t][k] = seat;
      d->played[seat] |= EUCHRE_CARD_BIT (c);
      set |= EUCHRE_CARD_BIT (c);
      seat = (seat + 1) & 3;
      if (seat == d->out)
        seat = (seat + 1) & 3;
    }
  if (d->trick_n[t] == 0)
    return TRUE;
  best = euchre_card_set_highest (set, d->trick_cards[t][0], d->trump);
  for (guint k = 0; k < d->trick_n[t]; k++)
    if (d->trick_cards[t][k] == best)
      *leader = d->trick_seats[t][k];
  return TRUE;
}

/* The tricks, and who played each card; the upcard the dealer picked up
 * can only come from the dealer. */
static gboolean
read_tricks (Reader *r, EgnFileDeal *d)
{
  guint leader;

  d->tricks = egn_member_array (d->play, "tricks");
  if (d->maker == EUCHRE_SEAT_NONE && d->tricks != NULL && json_array_get_length (d->tricks) > 0)
    return egn_deal_fail (r, 0, _("cards are played but nobody made trump"));
  leader = first_leader (r, d);
  if (d->tricks != NULL)
    {
      d->n_tricks = json_array_get_length (d->tricks);
      if (d->n_tricks > 5)
        return egn_deal_fail (r, 0, _("%u tricks; a deal has five"), d->n_tricks);
    }
  for (guint t = 0; t < d->n_tricks; t++)
    {
      if (!read_trick (r, d, t, &leader))
        return FALSE;
      if (d->trick_n[t] == 0)
        break;
    }

  if (d->ordered && d->out != d->dealer)
    for (guint t = 0; t < d->n_tricks; t++)
      for (guint k = 0; k < d->trick_n[t]; k++)
        if (d->trick_cards[t][k] == d->upcard && d->trick_seats[t][k] != d->dealer)
          {
            g_autofree char *who = egn_seat_name (r->egn, d->trick_seats[t][k]);
            g_autofree char *dealer = egn_seat_name (r->egn, d->dealer);
            g_autofree char *name = euchre_name_card (d->upcard);

            return egn_deal_fail (r, t + 1, _("%s plays the %s, but it is the upcard, which %s "
                                              "picked up"), who, name, dealer);
          }
  return TRUE;
}

/* The cards of @list (at most eight) into *@cards, but for unknown ones
 * and @except; FALSE, with *@why, when one is not a card. */
static gboolean
read_cards (JsonArray *list, EuchreCard except, EuchreCardSet *cards, char **why)
{
  for (guint k = 0; list != NULL && k < json_array_get_length (list) && k < 8; k++)
    {
      EuchreCard c;

      g_clear_pointer (why, g_free);
      if (egn_card_from_text (egn_element_string (list, k), EUCHRE_SUIT_NONE, &c, why)
          == CARD_BAD)
        return FALSE;
      if (c != EUCHRE_CARD_NONE && c != except)
        *cards |= EUCHRE_CARD_BIT (c);
    }
  return TRUE;
}

/* The dealt hands and the kitty as far as known: the cards each seat
 * played, the dealer's discard (deduced when the dealer picked up and
 * plays five other cards), the hands and the kitty the file gives. */
static gboolean
read_hands (Reader *r, EgnFileDeal *d)
{
  JsonArray *given = egn_member_array (d->init, "playerCards");
  g_autofree char *why = NULL;

  if (given == NULL)
    given = egn_member_array (d->init, "player_cards");
  for (guint s = 0; s < 4; s++)
    {
      JsonNode *hn = given != NULL && s < json_array_get_length (given)
                     ? json_array_get_element (given, s) : NULL;
      JsonArray *hand = hn != NULL && JSON_NODE_HOLDS_ARRAY (hn) ? json_node_get_array (hn) : NULL;

      d->known[s] = d->played[s];
      if (s == d->dealer && d->ordered && d->out != d->dealer)
        {
          /* The dealer picked up the upcard and discarded. */
          if (d->discard == EUCHRE_CARD_NONE && euchre_card_set_count (d->played[s]) == 5 &&
              !(d->played[s] & EUCHRE_CARD_BIT (d->upcard)))
            d->discard = d->upcard;
          if (d->discard != EUCHRE_CARD_NONE)
            d->known[s] |= EUCHRE_CARD_BIT (d->discard);
          d->known[s] &= ~EUCHRE_CARD_BIT (d->upcard);
        }
      if (!read_cards (hand, EUCHRE_CARD_NONE, &d->known[s], &why))
        return egn_deal_fail (r, 0, _("the dealt hands: %s"), why);
    }
  if (!read_cards (egn_member_array (d->init, "kitty"), d->upcard, &d->kitty_known, &why))
    return egn_deal_fail (r, 0, _("the kitty: %s"), why);
  return TRUE;
}

/* Each known card in one place only, five to a hand, three in the kitty;
 * *@fill: the cards of the deck in no known place. */
static gboolean
check_places (Reader *r, EgnFileDeal *d, EuchreCardSet *fill)
{
  const EuchreRules *rules = &r->egn->record->rules;
  EuchreCardSet all = EUCHRE_CARD_BIT (d->upcard);

  for (guint s = 0; s < 5; s++)
    {
      EuchreCardSet here = s < 4 ? d->known[s] : d->kitty_known;
      EuchreCardSet twice = all & here;

      if (twice != 0)
        {
          g_autofree char *name = euchre_name_card ((EuchreCard) __builtin_ctzll (twice));

          return egn_deal_fail (r, 0, _("the %s is in two places"), name);
        }
      all |= here;
      if (euchre_card_set_count (here) > (s < 4 ? 5 : 3))
        {
          g_autofree char *who = s < 4 ? egn_seat_name (r->egn, s) : g_strdup (_("the kitty"));

          return egn_deal_fail (r, 0, _("%s would hold more cards than were dealt"), who);
        }
    }
  *fill = euchre_rules_deck_cards (rules) & ~all;
  if (all & ~euchre_rules_deck_cards (rules))
    return egn_deal_fail (r, 0, _("a card is not in the deck"));
  return TRUE;
}

/* The pack, dealt as it lies: the cards of @fill fill the unknown places
 * (and are d->unknown). */
static void
lay_pack (Reader *r, EgnFileDeal *d, EuchreCardSet fill)
{
  guint8 owner[EUCHRE_N_CARDS], kitty_index[EUCHRE_N_CARDS];
  EuchreCardSet left[5];

  d->n = euchre_rules_deck_size (&r->egn->record->rules);
  egn_deal_positions (&r->egn->record->rules, d->dealer, owner, kitty_index, d->n);
  memcpy (left, d->known, sizeof d->known);
  left[4] = d->kitty_known;
  for (guint i = 0; i < d->n; i++)
    {
      guint o = owner[i];
      EuchreCard c;

      if (o == 4 && kitty_index[i] == 0)
        c = d->upcard;
      else if (left[o] != 0)
        {
          c = (EuchreCard) __builtin_ctzll (left[o]);
          left[o] &= ~EUCHRE_CARD_BIT (c);
        }
      else
        {
          c = (EuchreCard) __builtin_ctzll (fill);
          fill &= ~EUCHRE_CARD_BIT (c);
          d->unknown |= EUCHRE_CARD_BIT (c);
        }
      d->pack[i] = c;
    }
}

gboolean
egn_file_deal_read (Reader *r, JsonObject *deal, EgnFileDeal *d)
{
  EuchreCardSet fill = 0;

  memset (d, 0, sizeof *d);
  d->maker = d->out = EUCHRE_SEAT_NONE;
  d->trump = EUCHRE_SUIT_NONE;
  d->discard = d->guessed = EUCHRE_CARD_NONE;
  if (!read_start (r, deal, d) || !read_calls (r, d) || !read_discard (r, deal, d) ||
      !read_tricks (r, d) || !read_hands (r, d) || !check_places (r, d, &fill))
    return FALSE;
  lay_pack (r, d, fill);
  return TRUE;
}
