/* euchre-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-rules.h"

static const char *preset_ids[] = {
  "standard", "eecs280", "cs246", "west-virginia", "british"
};

static const char *preset_names[] = {
  N_("Standard (Michigan)"),
  N_("EECS 280"),
  N_("CS 246"),
  N_("West Virginia"),
  N_("British"),
};

static const char *result_ids[] = {
  "none", "passed", "made", "march", "alone-made", "alone-march",
  "euchre", "alone-euchre", "super-euchre"
};

void
euchre_rules_init_preset (EuchreRules *rules, EuchrePreset preset)
{
  g_return_if_fail (rules != NULL);

  memset (rules, 0, sizeof *rules);
  rules->points_to_win = 10;
  rules->deck = EUCHRE_DECK_24;
  rules->shuffle = EUCHRE_SHUFFLE_RANDOM;
  rules->deal = EUCHRE_DEAL_3_2;
  rules->renege = EUCHRE_RENEGE_PREVENT;
  rules->alone_lead = EUCHRE_ALONE_LEAD_ELDEST;
  rules->first_dealer = 0;
  rules->going_alone = TRUE;
  rules->alone_march_4 = TRUE;

  switch (preset)
    {
    case EUCHRE_PRESET_EECS280:
      rules->shuffle = EUCHRE_SHUFFLE_IN;
      rules->stick_the_dealer = TRUE;
      rules->going_alone = FALSE;
      rules->alone_march_4 = FALSE;
      break;
    case EUCHRE_PRESET_CS246:
      rules->shuffle = EUCHRE_SHUFFLE_MT;
      rules->deal = EUCHRE_DEAL_FIVE;
      rules->renege = EUCHRE_RENEGE_PENALISE;
      rules->alone_lead = EUCHRE_ALONE_LEAD_NOT_LONER;
      rules->order_partner_alone = TRUE;
      break;
    case EUCHRE_PRESET_WEST_VIRGINIA:
      rules->deck = EUCHRE_DECK_21;
      break;
    case EUCHRE_PRESET_BRITISH:
      rules->deck = EUCHRE_DECK_25;
      rules->points_to_win = 11;
      break;
    case EUCHRE_PRESET_STANDARD:
    default:
      rules->stick_the_dealer = TRUE;
      break;
    }
}

gboolean
euchre_rules_equal (const EuchreRules *a, const EuchreRules *b)
{
  return a->points_to_win == b->points_to_win && a->deck == b->deck &&
         a->shuffle == b->shuffle && a->deal == b->deal && a->renege == b->renege &&
         a->alone_lead == b->alone_lead && a->first_dealer == b->first_dealer &&
         a->stick_the_dealer == b->stick_the_dealer && a->going_alone == b->going_alone &&
         a->alone_march_4 == b->alone_march_4 && a->defend_alone == b->defend_alone &&
         a->super_euchre == b->super_euchre && a->quiet_dealer == b->quiet_dealer &&
         a->order_partner_alone == b->order_partner_alone;
}

EuchrePreset
euchre_rules_get_preset (const EuchreRules *rules)
{
  for (int p = 0; p < EUCHRE_N_PRESETS; p++)
    {
      EuchreRules r;

      euchre_rules_init_preset (&r, p);
      /* Points to win is a separate choice: a preset is the rest. */
      r.points_to_win = rules->points_to_win;
      if (euchre_rules_equal (&r, rules))
        return (EuchrePreset) p;
    }
  return EUCHRE_PRESET_CUSTOM;
}

const char *
euchre_preset_id (EuchrePreset preset)
{
  g_return_val_if_fail (preset <= EUCHRE_PRESET_CUSTOM, "custom");
  return preset == EUCHRE_PRESET_CUSTOM ? "custom" : preset_ids[preset];
}

const char *
euchre_preset_name (EuchrePreset preset)
{
  g_return_val_if_fail (preset <= EUCHRE_PRESET_CUSTOM, _("Custom"));
  return preset == EUCHRE_PRESET_CUSTOM ? _("Custom") : _(preset_names[preset]);
}

EuchrePreset
euchre_preset_from_id (const char *id)
{
  for (int p = 0; p < EUCHRE_N_PRESETS; p++)
    if (g_strcmp0 (id, preset_ids[p]) == 0)
      return (EuchrePreset) p;
  return EUCHRE_N_PRESETS;
}

gboolean
euchre_rules_validate (const EuchreRules *rules, GError **error)
{
  if (rules->points_to_win < EUCHRE_RULES_MIN_POINTS ||
      rules->points_to_win > EUCHRE_RULES_MAX_POINTS)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("Points to win must be between %d and %d"),
                   EUCHRE_RULES_MIN_POINTS, EUCHRE_RULES_MAX_POINTS);
      return FALSE;
    }
  if (rules->deck >= EUCHRE_N_DECKS || rules->shuffle >= EUCHRE_N_SHUFFLES ||
      rules->deal >= EUCHRE_N_DEALS || rules->renege > EUCHRE_RENEGE_PLAYED ||
      rules->alone_lead >= EUCHRE_N_ALONE_LEADS || rules->first_dealer > 3)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("The rules hold a value out of range"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
deck_has (const EuchreRules *rules, EuchreCard card)
{
  EuchreRank rank = euchre_card_rank (card);
  EuchreSuit suit = euchre_card_suit (card);

  switch (rules->deck)
    {
    case EUCHRE_DECK_21:
      return rank >= EUCHRE_NINE && rank != EUCHRE_RANK_JOKER &&
             (rank != EUCHRE_NINE || suit == EUCHRE_HEARTS);
    case EUCHRE_DECK_25:
      return rank >= EUCHRE_NINE;
    case EUCHRE_DECK_28:
      return rank >= EUCHRE_EIGHT && rank != EUCHRE_RANK_JOKER;
    case EUCHRE_DECK_32:
      return rank != EUCHRE_RANK_JOKER;
    case EUCHRE_DECK_24:
    default:
      return rank >= EUCHRE_NINE && rank != EUCHRE_RANK_JOKER;
    }
}

EuchreCardSet
euchre_rules_deck_cards (const EuchreRules *rules)
{
  EuchreCardSet set = 0;

  for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
    if (deck_has (rules, c))
      set |= EUCHRE_CARD_BIT (c);
  return set;
}

guint
euchre_rules_deck_size (const EuchreRules *rules)
{
  return euchre_card_set_count (euchre_rules_deck_cards (rules));
}

guint
euchre_rules_initial_deck (const EuchreRules *rules, EuchreCard deck[EUCHRE_N_CARDS])
{
  static const EuchreSuit eecs280_order[] = { EUCHRE_SPADES, EUCHRE_HEARTS,
                                              EUCHRE_CLUBS, EUCHRE_DIAMONDS };
  static const EuchreSuit cs246_order[] = { EUCHRE_HEARTS, EUCHRE_DIAMONDS,
                                            EUCHRE_SPADES, EUCHRE_CLUBS };
  const EuchreSuit *order = rules->shuffle == EUCHRE_SHUFFLE_MT ? cs246_order : eecs280_order;
  guint n = 0;

  for (int i = 0; i < EUCHRE_N_SUITS; i++)
    for (int r = 0; r < EUCHRE_N_RANKS; r++)
      {
        EuchreCard c = EUCHRE_CARD_MAKE (order[i], r);

        if (deck_has (rules, c))
          deck[n++] = c;
      }
  if (deck_has (rules, EUCHRE_JOKER))
    deck[n++] = EUCHRE_JOKER;
  return n;
}

/* Text form of the rules: one key=value per field. */
typedef struct {
  const char *key;
  const char *const *values;   /* NULL: a number */
  guint n_values;
} RuleField;

static const char *const deck_values[] = { "24", "21", "25", "28", "32" };
static const char *const shuffle_values[] = { "random", "in", "none", "mt" };
static const char *const deal_values[] = { "3-2", "five" };
static const char *const renege_values[] = { "prevent", "penalise", "played" };
static const char *const lead_values[] = { "eldest", "left-of-loner", "eldest-not-loner" };
static const char *const bool_values[] = { "no", "yes" };

enum {
  F_POINTS, F_DECK, F_SHUFFLE, F_DEAL, F_RENEGE, F_LEAD, F_DEALER,
  F_STICK, F_ALONE, F_ALONE4, F_DEFEND, F_SUPER, F_QUIET, F_PARTNER, N_FIELDS
};

static const RuleField fields[N_FIELDS] = {
  { "points", NULL, 0 },
  { "deck", deck_values, G_N_ELEMENTS (deck_values) },
  { "shuffle", shuffle_values, G_N_ELEMENTS (shuffle_values) },
  { "deal", deal_values, G_N_ELEMENTS (deal_values) },
  { "renege", renege_values, G_N_ELEMENTS (renege_values) },
  { "alone-lead", lead_values, G_N_ELEMENTS (lead_values) },
  { "first-dealer", NULL, 0 },
  { "stick-the-dealer", bool_values, 2 },
  { "going-alone", bool_values, 2 },
  { "alone-march-4", bool_values, 2 },
  { "defend-alone", bool_values, 2 },
  { "super-euchre", bool_values, 2 },
  { "quiet-dealer", bool_values, 2 },
  { "order-partner-alone", bool_values, 2 },
};

static guint
field_get (const EuchreRules *r, int f)
{
  switch (f)
    {
    case F_POINTS: return r->points_to_win;
    case F_DECK: return r->deck;
    case F_SHUFFLE: return r->shuffle;
    case F_DEAL: return r->deal;
    case F_RENEGE: return r->renege;
    case F_LEAD: return r->alone_lead;
    case F_DEALER: return r->first_dealer;
    case F_STICK: return r->stick_the_dealer;
    case F_ALONE: return r->going_alone;
    case F_ALONE4: return r->alone_march_4;
    case F_DEFEND: return r->defend_alone;
    case F_SUPER: return r->super_euchre;
    case F_QUIET: return r->quiet_dealer;
    case F_PARTNER: return r->order_partner_alone;
    default: g_assert_not_reached ();
    }
}

static void
field_set (EuchreRules *r, int f, guint v)
{
  switch (f)
    {
    case F_POINTS: r->points_to_win = v; break;
    case F_DECK: r->deck = v; break;
    case F_SHUFFLE: r->shuffle = v; break;
    case F_DEAL: r->deal = v; break;
    case F_RENEGE: r->renege = v; break;
    case F_LEAD: r->alone_lead = v; break;
    case F_DEALER: r->first_dealer = v; break;
    case F_STICK: r->stick_the_dealer = v; break;
    case F_ALONE: r->going_alone = v; break;
    case F_ALONE4: r->alone_march_4 = v; break;
    case F_DEFEND: r->defend_alone = v; break;
    case F_SUPER: r->super_euchre = v; break;
    case F_QUIET: r->quiet_dealer = v; break;
    case F_PARTNER: r->order_partner_alone = v; break;
    default: g_assert_not_reached ();
    }
}

char *
euchre_rules_to_string (const EuchreRules *rules)
{
  GString *out = g_string_new (NULL);

  for (int f = 0; f < N_FIELDS; f++)
    {
      guint v = field_get (rules, f);

      if (f > 0)
        g_string_append_c (out, ' ');
      if (fields[f].values != NULL && v < fields[f].n_values)
        g_string_append_printf (out, "%s=%s", fields[f].key, fields[f].values[v]);
      else
        g_string_append_printf (out, "%s=%u", fields[f].key, v);
    }
  return g_string_free (out, FALSE);
}

gboolean
euchre_rules_parse (EuchreRules *rules, const char *text, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  EuchreRules r;

  g_return_val_if_fail (rules != NULL && text != NULL, FALSE);

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  for (int i = 0; words[i] != NULL; i++)
    {
      const char *eq;
      int f;
      gboolean found = FALSE;

      if (words[i][0] == '\0')
        continue;
      eq = strchr (words[i], '=');
      if (eq == NULL)
        {
          /* A bare word names a preset to start from. */
          EuchrePreset p = euchre_preset_from_id (words[i]);

          if (p == EUCHRE_N_PRESETS)
            {
              g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("Unknown rule preset “%s”"), words[i]);
              return FALSE;
            }
          euchre_rules_init_preset (&r, p);
          continue;
        }
      for (f = 0; f < N_FIELDS; f++)
        if (strncmp (words[i], fields[f].key, eq - words[i]) == 0 &&
            strlen (fields[f].key) == (gsize) (eq - words[i]))
          break;
      if (f == N_FIELDS)
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Unknown rule “%s”"), words[i]);
          return FALSE;
        }
      if (fields[f].values != NULL)
        {
          for (guint v = 0; v < fields[f].n_values; v++)
            if (g_strcmp0 (eq + 1, fields[f].values[v]) == 0)
              {
                field_set (&r, f, v);
                found = TRUE;
              }
        }
      else
        {
          guint64 v;

          if (g_ascii_string_to_unsigned (eq + 1, 10, 0, 255, &v, NULL))
            {
              field_set (&r, f, (guint) v);
              found = TRUE;
            }
        }
      if (!found)
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Bad value in rule “%s”"), words[i]);
          return FALSE;
        }
    }
  if (!euchre_rules_validate (&r, error))
    return FALSE;
  *rules = r;
  return TRUE;
}

EuchreHandScore
euchre_rules_score_hand (const EuchreRules *rules,
                         guint              maker_side,
                         guint              maker_tricks,
                         gboolean           maker_alone,
                         gboolean           defender_alone)
{
  EuchreHandScore score = { 0, 0, 0 };

  g_return_val_if_fail (maker_side < 2 && maker_tricks <= 5, score);

  if (maker_tricks >= 3)
    {
      score.side = maker_side;
      if (maker_tricks == 5)
        {
          if (maker_alone)
            {
              score.kind = EUCHRE_RESULT_ALONE_MARCH;
              score.points = rules->alone_march_4 ? 4 : 2;
            }
          else
            {
              score.kind = EUCHRE_RESULT_MARCH;
              score.points = 2;
            }
        }
      else
        {
          score.kind = maker_alone ? EUCHRE_RESULT_ALONE_MADE : EUCHRE_RESULT_MADE;
          score.points = 1;
        }
    }
  else
    {
      score.side = 1 - maker_side;
      if (defender_alone && rules->defend_alone)
        {
          score.kind = EUCHRE_RESULT_ALONE_EUCHRE;
          score.points = 4;
        }
      else if (maker_tricks == 0 && rules->super_euchre)
        {
          score.kind = EUCHRE_RESULT_SUPER_EUCHRE;
          score.points = 4;
        }
      else
        {
          score.kind = EUCHRE_RESULT_EUCHRE;
          score.points = 2;
        }
    }
  return score;
}

const char *
euchre_result_id (EuchreResultKind kind)
{
  g_return_val_if_fail (kind < EUCHRE_N_RESULTS, "none");
  return result_ids[kind];
}
