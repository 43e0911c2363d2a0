/* euchre-egn-import.c — an EGN file read into a game record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-egn-private.h"

/* @field cut to EUCHRE_EGN_MAX_NAME characters, with a note saying so. */
static char *
bounded (EuchreEgn *egn, const char *field, const char *what, guint *n_cut)
{
  char *cut = egn_cut_text (field, EUCHRE_EGN_MAX_NAME);

  if (cut == NULL)
    return g_strdup (field);
  /* The pass over the whole file counted it already, if it cut it. */
  if (*n_cut > 0 && g_utf8_strlen (field, -1) == EUCHRE_EGN_MAX_TEXT &&
      g_str_has_suffix (field, "…"))
    (*n_cut)--;
  g_ptr_array_add (egn->notes, g_strdup_printf (_("%s is cut to %u characters"), what,
                                                EUCHRE_EGN_MAX_NAME));
  return cut;
}

/* Real files may give the score they ended with ("finalScore", as match
 * files count it): when the game read to its end by the rules ends
 * otherwise (a renege scored by the table, a deal missing), a note says
 * so. */
static void
final_score_note (EuchreEgn *egn, JsonObject *meta, const EuchreState *end)
{
  JsonArray *final = egn_member_array (meta, "finalScore");
  gint64 v[2] = { 0, 0 };

  if (final == NULL || json_array_get_length (final) != 2 || egn->problem != NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *n = json_array_get_element (final, i);

      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
        return;
      v[i] = json_node_get_int (n);
    }
  if (v[0] != end->pub.score[0] || v[1] != end->pub.score[1])
    g_ptr_array_add (egn->notes,
                     g_strdup_printf (_("The file gives the final score as %d–%d; by the "
                                        "rules, the cards as played make it %u–%u"),
                                      (int) CLAMP (v[0], -9999, 9999),
                                      (int) CLAMP (v[1], -9999, 9999),
                                      end->pub.score[0], end->pub.score[1]));
}

EuchreEgn *
euchre_egn_parse (const char *text, gssize length, GError **error)
{
  g_autoptr (JsonNode) doc = NULL;
  guint n_cut = 0;

  g_return_val_if_fail (text != NULL, NULL);

  doc = egn_json_read (text, length, EUCHRE_EGN_MAX_BYTES, FALSE, &n_cut, error);
  if (doc == NULL)
    return NULL;
  return egn_from_node (doc, n_cut, error);
}

EuchreEgn *
egn_from_node (JsonNode *doc, guint n_cut, GError **error)
{
  g_autoptr (EuchreEgn) egn = NULL;
  JsonObject *root, *meta, *ruleset;
  JsonArray *deals, *players, *score;
  EuchreRules rules;
  const char *s;
  Reader r = { 0 };

  root = json_node_get_object (doc);
  s = egn_member_string (root, "fileType");
  if (s != NULL && !g_str_equal (s, EGN_FILE_TYPE))
    return egn_parse_fail (error, _("this is not an EGN game: its file type is “%s”"), s);
  meta = egn_member_object (root, "metadata");
  deals = egn_member_array (root, "deals");
  if (meta == NULL || deals == NULL)
    return egn_parse_fail (error, "%s",
                           _("this is not an EGN game: “metadata” or “deals” is missing"));
  if (json_array_get_length (deals) > EUCHRE_EGN_MAX_DEALS)
    return egn_parse_fail (error, _("the file holds %u deals; a game has at most %u"),
                           json_array_get_length (deals), EUCHRE_EGN_MAX_DEALS);

  /* The rules: standard Euchre to 10, and what the ruleset says. */
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  ruleset = egn_member_object (meta, "ruleset");
  rules.stick_the_dealer = egn_member_bool (ruleset, "std", TRUE);
  rules.order_partner_alone = egn_member_bool (ruleset, "canadian", FALSE);
  s = egn_member_string (ruleset, "loner_lead");
  if (s == NULL || g_str_equal (s, "LEFT_OF_DEALER"))
    rules.alone_lead = EUCHRE_ALONE_LEAD_ELDEST;
  else if (g_str_equal (s, "LEFT_OF_LONER"))
    rules.alone_lead = EUCHRE_ALONE_LEAD_LEFT;
  else
    return egn_parse_fail (error, _("the rule for who leads against a loner, “%s”, is not known"),
                           s);

  egn = egn_new ();
  players = egn_member_array (meta, "players");
  for (guint i = 0; players != NULL && i < 4 && i < json_array_get_length (players); i++)
    if (egn_element_string (players, i) != NULL)
      {
        /* TRANSLATORS: the subject of "%s is cut to %u characters" */
        g_autofree char *what = g_strdup_printf (_("The name of seat %u"), i);

        g_free (egn->players[i]);
        egn->players[i] = bounded (egn, egn_element_string (players, i), what, &n_cut);
      }
  /* TRANSLATORS: the subject of "%s is cut to %u characters" */
  egn->title = bounded (egn, egn_member_string (meta, "title") != NULL
                             ? egn_member_string (meta, "title") : "", _("The title"), &n_cut);
  egn->description = g_strdup (egn_member_string (meta, "description") != NULL
                               ? egn_member_string (meta, "description") : "");
  if (egn_member_string (meta, "date") != NULL)
    /* TRANSLATORS: the subject of "%s is cut to %u characters" */
    egn->date = bounded (egn, egn_member_string (meta, "date"), _("The date"), &n_cut);
  egn_note_cut (egn->notes, n_cut);
  egn->source = json_node_ref (doc);
  egn->n_deals = json_array_get_length (deals);
  egn->record = euchre_record_new (&rules, 0);
  score = egn_member_array (meta, "initialScore");
  if (score != NULL)
    {
      for (guint i = 0; i < 2; i++)
        {
          JsonNode *n = i < json_array_get_length (score)
                        ? json_array_get_element (score, i) : NULL;
          gint64 v;

          if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) ||
              json_node_get_value_type (n) != G_TYPE_INT64 ||
              (v = json_node_get_int (n)) < 0 || v >= rules.points_to_win)
            return egn_parse_fail (error,
                                   _("the initial score must be two whole numbers from 0 to %u"),
                                   rules.points_to_win - 1u);
          egn->record->initial_score[i] = (guint8) v;
        }
    }
  if (json_array_get_length (deals) > 0)
    {
      JsonNode *d0 = json_array_get_element (deals, 0);
      gint64 dealer;

      if (JSON_NODE_HOLDS_OBJECT (d0) &&
          egn_member_int (egn_member_object (json_node_get_object (d0), "initialState"),
                          "dealer", 0, 3, &dealer))
        egn->record->rules.first_dealer = (guint8) dealer;
    }

  r.egn = egn;
  euchre_record_initial_state (egn->record, &r.state);
  for (guint i = 0; i < json_array_get_length (deals); i++)
    {
      JsonNode *dn = json_array_get_element (deals, i);

      r.deal = i + 1;
      r.last = i + 1 == json_array_get_length (deals);
      if (r.state.pub.phase == EUCHRE_PHASE_GAME_OVER &&
          egn->record->rules.points_to_win < EUCHRE_RULES_MAX_POINTS)
        {
          /* Real files play on after the target (the deal played out, or
           * a target other than 10): the game is read to its end, as one
           * to the highest target there is, with a note. */
          guint8 at[2] = { r.state.pub.score[0], r.state.pub.score[1] };

          /* The game's own target stays the target of every deal up to
           * the win (euchre_egn_game_record()): only the later deals are
           * read to the highest one. */
          egn->past_end_deal = r.deal;
          egn->won_entries = euchre_record_length (egn->record);
          egn->target = egn->record->rules.points_to_win;
          egn->record->rules.points_to_win = EUCHRE_RULES_MAX_POINTS;
          if (!euchre_record_replay (egn->record, &r.state, NULL))
            {
              egn_deal_fail (&r, 0, _("the game was already won before this deal"));
              break;
            }
          g_ptr_array_add (egn->notes,
                           g_strdup_printf (_("Deal %u: the game goes on after it was won "
                                              "(%u–%u); read to the end of the file"),
                                            r.deal, at[0], at[1]));
        }
      if (r.state.pub.phase == EUCHRE_PHASE_GAME_OVER)
        {
          egn_deal_fail (&r, 0, _("the game was already won before this deal"));
          break;
        }
      if (!JSON_NODE_HOLDS_OBJECT (dn))
        {
          egn_deal_fail (&r, 0, _("the deal is not a JSON object"));
          break;
        }
      if (!egn_read_deal (&r, json_node_get_object (dn)))
        break;
      egn->n_deals_read = i + 1;
    }
  final_score_note (egn, meta, &r.state);
  return g_steal_pointer (&egn);
}

EuchreRecord *
euchre_egn_game_record (const EuchreEgn *egn)
{
  const EuchreRecord *all;
  EuchreRecord *game;
  guint n;

  g_return_val_if_fail (egn != NULL && egn->record != NULL, NULL);
  all = egn->record;
  n = egn->past_end_deal > 0 ? MIN (egn->won_entries, all->entries->len) : all->entries->len;
  game = euchre_record_new (&all->rules, all->seed);
  if (egn->past_end_deal > 0)
    game->rules.points_to_win = egn->target;
  game->custom_pack = all->custom_pack;
  game->pack_size = all->pack_size;
  memcpy (game->pack, all->pack, sizeof game->pack);
  memcpy (game->initial_score, all->initial_score, sizeof game->initial_score);
  g_array_append_vals (game->entries, all->entries->data, n);
  for (guint i = 0; i < all->hands->len; i++)
    {
      const EuchreRecordHand *h = &g_array_index (all->hands, EuchreRecordHand, i);

      if (h->entry < n)
        g_array_append_val (game->hands, *h);
    }
  return game;
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
