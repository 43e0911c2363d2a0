/* euchre-egn-export.c — games written as EGN
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-egn-private.h"

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
  g_autofree char *text = egn_card_to_text (c);

  json_array_add_string_element (a, text);
}

/* @set's cards, those in @unknown written @unknown_text (last). */
static JsonNode *
cards_node (EuchreCardSet set, EuchreCardSet unknown, const char *unknown_text)
{
  JsonArray *a = json_array_new ();
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = euchre_card_set_sorted (set & ~unknown, cards);
  JsonNode *node;

  for (guint i = 0; i < n; i++)
    add_card (a, cards[i]);
  for (int i = 0; i < euchre_card_set_count (set & unknown); i++)
    json_array_add_string_element (a, unknown_text);
  node = json_node_init_array (json_node_alloc (), a);
  json_array_unref (a);
  return node;
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
      buf[0] = egn_suit_to_letter (a->suit);
      buf[1] = '\0';
      return buf;
    default:
      return "Pass";
    }
}

/* Whether @init (a deal's initialState as read) writes an unknown card as
 * "" (a league site's export does), not "Xx". */
static gboolean
empty_unknowns (JsonObject *init)
{
  static const char *const keys[] = { "kitty", "playerCards", "player_cards" };

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      JsonArray *a = egn_member_array (init, keys[k]);

      for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
        {
          JsonNode *n = json_array_get_element (a, i);

          if (JSON_NODE_HOLDS_ARRAY (n))
            {
              JsonArray *hand = json_node_get_array (n);

              for (guint j = 0; j < json_array_get_length (hand); j++)
                if (g_strcmp0 (egn_element_string (hand, j), "") == 0)
                  return TRUE;
            }
          else if (g_strcmp0 (egn_element_string (a, i), "") == 0)
            return TRUE;
        }
    }
  return FALSE;
}

EgnDiscard
egn_deal_discard (const Deal *d, JsonObject *tmpl)
{
  g_autofree char *why = NULL;
  const char *given;
  EuchreCard card;
  EuchreCardSet kept;

  if (d->discard == EUCHRE_CARD_NONE || (d->unknown & EUCHRE_CARD_BIT (d->discard)))
    return EGN_DISCARD_UNKNOWN;
  if (tmpl == NULL)
    return EGN_DISCARD_GIVEN;
  given = egn_discard_text (tmpl);
  if (given != NULL && egn_card_from_text (given, d->trump, &card, &why) == CARD_OK &&
      card == d->discard)
    return EGN_DISCARD_GIVEN;
  kept = d->hands[d->dealer] | EUCHRE_CARD_BIT (d->upcard);
  for (guint k = 0; d->leader != EUCHRE_SEAT_NONE && k < d->n_cards; k++)
    if (d->seat[k] == d->dealer)
      kept &= ~EUCHRE_CARD_BIT (d->card[k]);
  return kept == EUCHRE_CARD_BIT (d->discard) ? EGN_DISCARD_DEDUCED : EGN_DISCARD_UNKNOWN;
}

/* One deal as EGN; @tmpl is the deal as read (its other keys are kept). */
static JsonObject *
deal_to_json (const Deal *d, guint index, JsonObject *tmpl)
{
  JsonObject *o = egn_object_copy (tmpl);
  JsonObject *init = egn_object_copy (egn_member_object (tmpl, "initialState"));
  JsonObject *bid = egn_object_copy (egn_find_phase (tmpl, "EUCHRE_BIDDING"));
  JsonObject *play = egn_object_copy (egn_find_phase (tmpl, "TRICK_PLAY"));
  JsonArray *phases = json_array_new ();
  JsonArray *calls = json_array_new ();
  g_autofree char *up = egn_card_to_text (d->upcard);
  JsonObject *tmpl_init = egn_member_object (tmpl, "initialState");
  JsonArray *given_hands = egn_member_array (tmpl_init, "playerCards") != NULL
                           ? egn_member_array (tmpl_init, "playerCards")
                           : egn_member_array (tmpl_init, "player_cards");
  const char *unknown_text = empty_unknowns (tmpl_init) ? "" : "Xx";
  /* A discard the file did not give is not written as if it had: a
   * reader deduces it again; one that was guessed is written as a guess
   * (EGN_GUESSED_DISCARD), since the tricks it was guessed from may be
   * cut short here (a file read up to a problem). */
  EgnDiscard how = egn_deal_discard (d, tmpl);
  gboolean with_discard = how == EGN_DISCARD_GIVEN;

  json_object_set_int_member (o, "dealNumber", index);
  json_object_set_int_member (init, "dealer", d->dealer);
  json_object_set_string_member (init, "upCard", up);
  /* What is not known is written "Xx", or "" as the file had it, and a
   * hand the file gave as [] stays so when every card of it that is known
   * is shown in the tricks or the discard written (as a file that gives
   * no hands has them): a reader gets the same known cards, so it fills
   * the unknown places with the same cards.  A deal whose tricks were cut
   * short (the file went wrong in them) writes the hands' known cards. */
  json_object_set_member (init, "kitty", cards_node (d->kitty, d->unknown, unknown_text));
  {
    JsonArray *hands = json_array_new ();
    EuchreCardSet shown = 0;

    for (guint k = 0; d->leader != EUCHRE_SEAT_NONE && k < d->n_cards; k++)
      shown |= EUCHRE_CARD_BIT (d->card[k]);
    /* The dealer's discard is written with the bids. */
    if (with_discard)
      shown |= EUCHRE_CARD_BIT (d->discard);

    for (guint s = 0; s < 4; s++)
      {
        JsonNode *given = given_hands != NULL && s < json_array_get_length (given_hands)
                          ? json_array_get_element (given_hands, s) : NULL;

        if (given != NULL && JSON_NODE_HOLDS_ARRAY (given) &&
            json_array_get_length (json_node_get_array (given)) == 0 &&
            (d->hands[s] & ~d->unknown & ~shown) == 0)
          {
            JsonArray *none = json_array_new ();

            json_array_add_element (hands, json_node_init_array (json_node_alloc (), none));
            json_array_unref (none);
          }
        else
          json_array_add_element (hands, cards_node (d->hands[s], d->unknown, unknown_text));
      }
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
  if (with_discard)
    {
      g_autofree char *text = egn_card_to_text (d->discard);

      json_object_set_string_member (bid, "discard", text);
    }
  else if (json_object_has_member (bid, "discard"))
    json_object_remove_member (bid, "discard");
  if (how == EGN_DISCARD_UNKNOWN && euchre_card_valid (d->discard))
    {
      g_autofree char *text = egn_card_to_text (d->discard);

      json_object_set_string_member (bid, EGN_GUESSED_DISCARD, text);
    }
  else if (json_object_has_member (bid, EGN_GUESSED_DISCARD))
    json_object_remove_member (bid, EGN_GUESSED_DISCARD);
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
      /* The discard is written with the bids, or not at all: one the file
       * gave here, behind the bids' own, would be read in its place. */
      if (json_object_has_member (play, "discard"))
        json_object_remove_member (play, "discard");
      json_array_add_element (phases, json_node_init_object (json_node_alloc (), play));
    }
  json_object_unref (play);
  set_array (o, "phases", phases);
  return o;
}

JsonNode *
egn_to_node (const EuchreEgn *egn)
{
  JsonObject *src = egn->source != NULL && JSON_NODE_HOLDS_OBJECT (egn->source)
                    ? json_node_get_object (egn->source) : NULL;
  JsonArray *src_deals = egn_member_array (src, "deals");
  JsonNode *root;
  g_autoptr (GArray) deals = egn_record_deals (egn->record, NULL);
  JsonObject *top = egn_object_copy (src);
  JsonObject *meta = egn_object_copy (egn_member_object (src, "metadata"));
  JsonObject *ruleset = egn_object_copy (egn_member_object (egn_member_object (src, "metadata"),
                                                        "ruleset"));
  const EuchreRules *rules = &egn->record->rules;
  JsonArray *players = json_array_new (), *score = json_array_new (), *out = json_array_new ();

  json_object_set_string_member (top, "fileType", EGN_FILE_TYPE);
  if (egn_member_string (src, "version") == NULL)
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
      JsonObject *tmpl = NULL, *deal;

      if (src_deals != NULL && i < json_array_get_length (src_deals) &&
          JSON_NODE_HOLDS_OBJECT (json_array_get_element (src_deals, i)))
        tmpl = json_node_get_object (json_array_get_element (src_deals, i));
      deal = deal_to_json (&g_array_index (deals, Deal, i), i, tmpl);
      json_array_add_element (out, json_node_init_object (json_node_alloc (), deal));
      json_object_unref (json_node_get_object (json_array_get_element (out, i)));
    }
  set_array (top, "deals", out);
  root = json_node_init_object (json_node_alloc (), top);
  json_object_unref (top);
  return root;
}

char *
euchre_egn_to_string (const EuchreEgn *egn, GError **error)
{
  g_autoptr (JsonNode) root = NULL;
  JsonArray *deals;

  g_return_val_if_fail (egn != NULL, NULL);

  root = egn_to_node (egn);
  deals = egn_member_array (json_node_get_object (root), "deals");
  if (deals != NULL && json_array_get_length (deals) > EUCHRE_EGN_MAX_DEALS)
    return egn_parse_fail (error, _("the game has %u deals; a game file holds at most %u"),
                           json_array_get_length (deals), EUCHRE_EGN_MAX_DEALS);
  return egn_json_write (root, EUCHRE_EGN_MAX_BYTES, error);
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

  deals = egn_record_deals (record, error);
  if (deals == NULL)
    return NULL;
  variant = unexpressible (&record->rules, deals);
  if (variant != NULL)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("EGN cannot record this game: it uses %s"), variant);
      return NULL;
    }
  egn = egn_new ();
  egn_set_players (egn, players);
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
                   _("EGN cannot record this game: it uses %s"),
                   _("a game to more than 10 points"));
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
  egn_deal_positions (&rules, p->dealer, owner, kitty_index, n);
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
