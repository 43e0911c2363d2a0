/* euchre-egn-transcript.c — a readable transcript of an EGN game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-names.h"
#include "euchre-egn-private.h"

/* ---- a transcript ------------------------------------------------------------------ */

/* Every annotation of @phase under @keys, with the index it is keyed by. */
static void
append_notes (GString *out, JsonObject *phase, const char *const *keys, gboolean calls)
{
  for (guint k = 0; keys[k] != NULL; k++)
    {
      JsonObject *notes = egn_member_object (phase, keys[k]);
      g_autoptr (GList) names = notes != NULL ? json_object_get_members (notes) : NULL;

      for (GList *l = names; l != NULL; l = l->next)
        {
          JsonArray *list = egn_member_array (notes, l->data);

          for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
            if (egn_element_string (list, i) != NULL)
              {
                if (calls)
                  g_string_append_printf (out, _("  Note on call %s:"), (const char *) l->data);
                else
                  g_string_append_printf (out, _("  Note on card %s:"), (const char *) l->data);
                g_string_append_printf (out, " %s\n", egn_element_string (list, i));
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
      const char *w = egn_element_string (a, i);
      EuchreCard c;
      g_autofree char *why = NULL;
      g_autofree char *name = NULL;

      if (w != NULL && egn_card_from_text (w, EUCHRE_SUIT_NONE, &c, &why) == CARD_UNKNOWN)
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
      JsonArray *phases = egn_member_array (alt, "phases");
      gint64 branch = -1;

      if (alt == NULL)
        continue;
      if (egn_member_int (alt, "branchIndex", 0, G_MAXINT, &branch))
        g_string_append_printf (out, _("  Alternative line from decision %u:\n"), (guint) branch);
      else
        g_string_append (out, _("  Alternative line:\n"));
      for (guint p = 0; phases != NULL && p < json_array_get_length (phases); p++)
        {
          JsonNode *pn = json_array_get_element (phases, p);
          JsonObject *phase = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;
          JsonArray *calls = egn_member_array (phase, "calls");
          JsonArray *tricks = egn_member_array (phase, "tricks");

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
  guint n = euchre_card_set_sorted (set & ~d->unknown, cards);
  guint unknown = euchre_card_set_count (set & d->unknown);

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
  JsonArray *src_deals = egn_member_array (src, "deals");
  g_autoptr (GArray) deals = egn_record_deals (egn->record, NULL);
  GString *out = g_string_new (NULL);
  char *names[4];

  for (guint s = 0; s < 4; s++)
    names[s] = egn_seat_name (egn, s);
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
      append_notes (out, egn_find_phase (tmpl, "EUCHRE_BIDDING"), call_keys, TRUE);
      if (d->discard != EUCHRE_CARD_NONE)
        {
          g_autofree char *card = egn_deal_discard (d, tmpl) != EGN_DISCARD_UNKNOWN
                                  ? card_words (d, d->discard) : g_strdup (_("unknown"));

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
      append_notes (out, egn_find_phase (tmpl, "TRICK_PLAY"), play_keys, FALSE);
      if (d->scored && d->score.kind == EUCHRE_RESULT_PASSED)
        g_string_append (out, _("  Everyone passed: no score\n"));
      else if (d->scored)
        g_string_append_printf (out, _("  %s and %s score %u; the score is %u–%u\n"),
                                names[d->score.side], names[d->score.side + 2],
                                d->score.points, d->score_after[0], d->score_after[1]);
      append_alternatives (out, egn_member_array (tmpl, "alternativeLines"));
    }
  if (egn->notes != NULL && egn->notes->len > 0)
    {
      g_string_append (out, _("\nRead with notes:\n"));
      for (guint i = 0; i < egn->notes->len; i++)
        g_string_append_printf (out, "  %s\n", (const char *) g_ptr_array_index (egn->notes, i));
    }
  if (egn->problem != NULL)
    g_string_append_printf (out, _("\nThe game stops here: %s\n"), egn->problem);
  for (guint s = 0; s < 4; s++)
    g_free (names[s]);
  return g_string_free (out, FALSE);
}
