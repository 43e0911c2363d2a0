/* euchre-egn-deal.c — one deal of a file, replayed through the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-names.h"
#include "euchre-egn-private.h"

/* Sets the problem ("Deal 3, trick 2: …"); @trick 0 for none. */
gboolean
egn_deal_fail (Reader *r, guint trick, const char *fmt, ...)
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
  g_autofree char *who = egn_seat_name (r->egn, seat);
  EuchreState before = r->state;

  if (r->state.pub.turn != seat)
    {
      g_autofree char *turn = egn_seat_name (r->egn, r->state.pub.turn);

      return egn_deal_fail (r, trick, _("%s acts, but it is %s’s turn"), who, turn);
    }
  if (a->type == EUCHRE_ACTION_PLAY && r->state.pub.phase == EUCHRE_PHASE_PLAY &&
      euchre_card_valid (a->card) && (r->state.hands[seat] & EUCHRE_CARD_BIT (a->card)) &&
      !(euchre_state_legal_plays (&r->state) & EUCHRE_CARD_BIT (a->card)))
    {
      /* Real play goes on after a renege: the card is played as it fell
       * (the game takes the rule renege=played, which only adds to what
       * earlier deals could do), and the renege is marked. */
      g_autofree char *card = euchre_name_card (a->card);
      guint index = r->egn->record->entries->len;

      r->egn->record->rules.renege = EUCHRE_RENEGE_PLAYED;
      r->state.pub.rules.renege = EUCHRE_RENEGE_PLAYED;
      r->renege_deal = r->deal;
      r->renege_trick = trick;
      r->renege_seat = (guint8) seat;
      if (r->egn->reneges != NULL)
        g_array_append_val (r->egn->reneges, index);
      g_ptr_array_add (r->egn->notes,
                       g_strdup_printf (_("Deal %u, trick %u: %s reneges: plays the %s but "
                                          "could follow %s; read as played"),
                                        r->deal, trick, who, card,
                                        euchre_name_suit (r->state.pub.led_suit)));
    }
  if (!euchre_state_apply (&r->state, a, &local))
    {
      g_autofree char *card = a->card != EUCHRE_CARD_NONE ? euchre_name_card (a->card) : NULL;

      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_MUST_FOLLOW))
        return egn_deal_fail (r, trick, _("%s plays the %s but must follow %s"), who, card,
                              euchre_name_suit (before.pub.led_suit));
      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_NOT_IN_HAND))
        return egn_deal_fail (r, trick, _("%s plays the %s, which is not in their hand"),
                              who, card);
      if (card != NULL)
        return egn_deal_fail (r, trick, _("%s cannot play or discard the %s: %s"), who, card,
                              local->message);
      return egn_deal_fail (r, trick, _("%s cannot make that call: %s"), who, local->message);
    }
  euchre_record_append (r->egn->record, seat, a);
  return TRUE;
}

/* A deal that stops after the trick in which a renege was played, the
 * next one dealt by the same dealer: how a site that ends a deal on a
 * caught renege writes it.  The deal is thrown in where it stands,
 * unscored, with a note.  Any other deal left unfinished is refused when
 * the next one comes (euchre_state_set_next_deal()).  FALSE when the deal
 * before stops so but cannot be thrown in. */
static gboolean
stop_after_renege (Reader *r, guint dealer)
{
  const EuchrePublic *p = &r->state.pub;
  g_autofree char *who = NULL;
  g_autofree char *deals = NULL;

  if (p->phase != EUCHRE_PHASE_PLAY || r->deal < 2 || r->renege_deal != r->deal - 1 ||
      p->trick_number != r->renege_trick || p->n_played != 0 || dealer != p->dealer)
    return TRUE;
  if (!euchre_state_throw_in (&r->state, NULL))
    return egn_deal_fail (r, 0, _("the deal before is not finished"));
  who = egn_seat_name (r->egn, r->renege_seat);
  deals = egn_seat_name (r->egn, dealer);
  g_ptr_array_add (r->egn->notes,
                   g_strdup_printf (_("Deal %u stops after trick %u, in which %s reneged, and %s "
                                      "deals again: read as a deal ended on a caught renege, "
                                      "not scored"),
                                    r->deal - 1, r->renege_trick, who, deals));
  return TRUE;
}

gboolean
egn_read_deal (Reader *r, JsonObject *deal)
{
  const EuchreRules *rules = &r->egn->record->rules;
  JsonObject *init = egn_member_object (deal, "initialState");
  JsonObject *bidding = egn_find_phase (deal, "EUCHRE_BIDDING");
  JsonObject *play = egn_find_phase (deal, "TRICK_PLAY");
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
  gboolean redeal;

  if (init == NULL || !egn_member_int (init, "dealer", 0, 3, &v))
    return egn_deal_fail (r, 0, _("the dealer (a seat 0–3 in “initialState”) is missing"));
  dealer = (guint) v;
  text = egn_member_string (init, "upCard");
  if (text == NULL)
    return egn_deal_fail (r, 0, _("the upcard (“upCard”) is missing"));
  if (egn_card_from_text (text, EUCHRE_SUIT_NONE, &upcard, &why) != CARD_OK)
    return egn_deal_fail (r, 0, _("the upcard: %s"), why != NULL ? why : _("it is not known"));
  seen |= EUCHRE_CARD_BIT (upcard);

  /* The calls. */
  if (bidding == NULL || (calls = egn_member_array (bidding, "calls")) == NULL)
    return egn_deal_fail (r, 0, _("the calls (a bidding phase with “calls”) are missing"));
  n_calls = json_array_get_length (calls);
  if (n_calls > 8)
    return egn_deal_fail (r, 0, _("%u calls; there can be at most eight"), n_calls);
  alone = egn_member_bool (bidding, "isAlone", FALSE) || egn_member_bool (play, "isAlone", FALSE);
  for (guint i = 0; i < n_calls; i++)
    {
      text = egn_element_string (calls, i);
      if (text == NULL)
        return egn_deal_fail (r, 0, _("call %u is not text"), i + 1);
      if (g_str_equal (text, "Pass"))
        continue;
      if (maker != EUCHRE_SEAT_NONE)
        return egn_deal_fail (r, 0, _("call %u comes after trump was made"), i + 1);
      maker = (dealer + 1 + i) & 3;
      maker_index = i;
      if (i < 4 && (g_str_equal (text, "Order") || g_str_equal (text, "PickUp") ||
                    g_str_equal (text, "Alone") || g_str_equal (text, "Call") ||
                    egn_suit_from_letter (text[0]) == euchre_card_suit (upcard)))
        {
          ordered = TRUE;
          trump = euchre_card_suit (upcard);
          alone = alone || g_str_equal (text, "Alone");
        }
      else if (i >= 4 && strlen (text) == 1 && egn_suit_from_letter (text[0]) != EUCHRE_SUIT_NONE)
        trump = egn_suit_from_letter (text[0]);
      else if (g_str_equal (text, "n"))
        return egn_deal_fail (r, 0,
                              _("call %u is “no trump”, a variant that cannot be replayed"),
                              i + 1);
      else
        return egn_deal_fail (r, 0, _("call %u, “%s”, is not a call of this round"), i + 1,
                              text);
    }
  if (maker != EUCHRE_SEAT_NONE && alone)
    out = euchre_seat_partner (maker);

  text = egn_discard_text (deal);
  if (text != NULL)
    {
      g_clear_pointer (&why, g_free);
      switch (egn_card_from_text (text, trump, &discard, &why))
        {
        case CARD_BAD:
          return egn_deal_fail (r, 0, _("the discard: %s"), why);
        case CARD_UNKNOWN:
          discard = EUCHRE_CARD_NONE;
          break;
        case CARD_OK:
          break;
        }
    }

  /* The tricks, and who played each card. */
  tricks = egn_member_array (play, "tricks");
  if (maker == EUCHRE_SEAT_NONE && tricks != NULL && json_array_get_length (tricks) > 0)
    return egn_deal_fail (r, 0, _("cards are played but nobody made trump"));
  if (egn_member_int (play, "initialLead", 0, 3, &lead) ||
      egn_member_int (bidding, "initialLead", 0, 3, &lead))
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
        return egn_deal_fail (r, 0, _("%u tricks; a deal has five"), n_tricks);
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
        return egn_deal_fail (r, t + 1, _("%u cards; a trick has %u here"),
                              trick != NULL ? json_array_get_length (trick) : 0, want);
      trick_n[t] = json_array_get_length (trick);
      for (guint k = 0; k < trick_n[t]; k++)
        {
          EuchreCard c;

          g_clear_pointer (&why, g_free);
          switch (egn_card_from_text (egn_element_string (trick, k), trump, &c, &why))
            {
            case CARD_BAD:
              return egn_deal_fail (r, t + 1, "%s", why);
            case CARD_UNKNOWN:
              return egn_deal_fail (r, t + 1, _("card %u is unknown, so the deal cannot be "
                                                "replayed"), k + 1);
            case CARD_OK:
              break;
            }
          if (seen & EUCHRE_CARD_BIT (c) && c != upcard)
            {
              g_autofree char *name = euchre_name_card (c);

              return egn_deal_fail (r, t + 1, _("the %s is played a second time"), name);
            }
          if (played[0] & EUCHRE_CARD_BIT (c) || played[1] & EUCHRE_CARD_BIT (c) ||
              played[2] & EUCHRE_CARD_BIT (c) || played[3] & EUCHRE_CARD_BIT (c))
            {
              g_autofree char *name = euchre_name_card (c);

              return egn_deal_fail (r, t + 1, _("the %s is played a second time"), name);
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
            g_autofree char *who = egn_seat_name (r->egn, trick_seats[t][k]);
            g_autofree char *d = egn_seat_name (r->egn, dealer);
            g_autofree char *name = euchre_name_card (upcard);

            return egn_deal_fail (r, t + 1, _("%s plays the %s, but it is the upcard, which %s "
                                              "picked up"), who, name, d);
          }

  /* The dealt hands: given ones, else rebuilt from the cards played. */
  given = egn_member_array (init, "playerCards");
  if (given == NULL)
    given = egn_member_array (init, "player_cards");
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
          if (egn_card_from_text (egn_element_string (hand, k), EUCHRE_SUIT_NONE, &c, &why)
              == CARD_BAD)
            return egn_deal_fail (r, 0, _("the dealt hands: %s"), why);
          if (c != EUCHRE_CARD_NONE)
            known[s] |= EUCHRE_CARD_BIT (c);
        }
    }
  kitty_given = egn_member_array (init, "kitty");
  for (guint k = 0; kitty_given != NULL && k < json_array_get_length (kitty_given) && k < 8; k++)
    {
      EuchreCard c;

      g_clear_pointer (&why, g_free);
      if (egn_card_from_text (egn_element_string (kitty_given, k), EUCHRE_SUIT_NONE, &c, &why)
          == CARD_BAD)
        return egn_deal_fail (r, 0, _("the kitty: %s"), why);
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

            return egn_deal_fail (r, 0, _("the %s is in two places"), name);
          }
        all |= here;
        if (euchre_card_set_count (here) > (s < 4 ? 5 : 3))
          {
            g_autofree char *who = s < 4 ? egn_seat_name (r->egn, s) : g_strdup (_("the kitty"));

            return egn_deal_fail (r, 0, _("%s would hold more cards than were dealt"), who);
          }
      }
    fill = euchre_rules_deck_cards (rules) & ~all;
    if (all & ~euchre_rules_deck_cards (rules))
      return egn_deal_fail (r, 0, _("a card is not in the deck"));
  }

  /* The pack, dealt as it lies: the unseen cards fill the unknown places. */
  egn_deal_positions (rules, dealer, owner, kitty_index, n);
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
  if (!stop_after_renege (r, dealer))
    return FALSE;
  redeal = r->state.pub.phase == EUCHRE_PHASE_HAND_OVER &&
           r->state.pub.last.kind == EUCHRE_RESULT_NONE;
  if (!euchre_state_set_next_deal (&r->state, dealer, pack, n, NULL))
    return egn_deal_fail (r, 0, _("the deal before is not finished"));
  {
    g_autoptr (GError) local = NULL;

    if (!euchre_record_append_hand (r->egn->record, dealer, pack, n, unknown, &local))
      return egn_deal_fail (r, 0, "%s", local->message);
    g_array_index (r->egn->record->hands, EuchreRecordHand,
                   r->egn->record->hands->len - 1).redeal = redeal;
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
      /* Not given: a card of the six the dealer never plays in the file's
       * tricks (the one, when it plays five: no guess then), a card of a
       * suit it showed out of, then an unseen card before a seen one, the
       * upcard before the others. */
      EuchreCardSet kept = hand & ~played[dealer], shown_out = 0, later = 0;

      if (kept == 0)
        kept = hand;
      /* A card of a suit the dealer did not follow in the tricks was
       * never in its hand then: that one first, or the reader, not the
       * file, would make the play a renege; unless the dealer plays that
       * suit later (the file's own renege).  Read from the last trick
       * back, @later holding the dealer's cards of the tricks after. */
      for (guint t = n_tricks; t-- > 0;)
        for (guint k = 0; k < trick_n[t]; k++)
          if (trick_seats[t][k] == dealer && euchre_card_valid (trick_cards[t][k]))
            {
              EuchreCardSet led = euchre_card_valid (trick_cards[t][0])
                ? euchre_suit_cards (euchre_card_effective_suit (trick_cards[t][0], trump), trump)
                : 0;

              if (k > 0 && !(led & EUCHRE_CARD_BIT (trick_cards[t][k])) && !(later & led))
                shown_out |= led;
              later |= EUCHRE_CARD_BIT (trick_cards[t][k]);
            }
      if (discard == EUCHRE_CARD_NONE || !(hand & EUCHRE_CARD_BIT (discard)))
        discard = (kept & shown_out) != 0 ? (EuchreCard) __builtin_ctzll (kept & shown_out)
                  : (kept & unknown) != 0 ? (EuchreCard) __builtin_ctzll (kept & unknown)
                  : (kept & EUCHRE_CARD_BIT (upcard)) ? upcard
                  : (EuchreCard) __builtin_ctzll (kept);
      a = euchre_action_make (EUCHRE_ACTION_DISCARD, discard, EUCHRE_SUIT_NONE, FALSE);
      if (!apply (r, dealer, &a, 0))
        return FALSE;
    }
  if (n_tricks > 0 && trick_n[0] > 0 && r->state.pub.phase == EUCHRE_PHASE_PLAY &&
      r->state.pub.turn != trick_seats[0][0])
    {
      g_autofree char *said = egn_seat_name (r->egn, trick_seats[0][0]);
      g_autofree char *rule = egn_seat_name (r->egn, r->state.pub.turn);

      return egn_deal_fail (r, 1, _("the file has %s lead, but the rules give the lead to %s"),
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
