/* euchre-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-record.h"

#define RECORD_MAGIC "euchre-game 1"

EuchreRecord *
euchre_record_new (const EuchreRules *rules, guint32 seed)
{
  EuchreRecord *record = g_new0 (EuchreRecord, 1);

  record->rules = *rules;
  record->seed = seed;
  record->pack_size = euchre_rules_initial_deck (rules, record->pack);
  record->entries = g_array_new (FALSE, FALSE, sizeof (EuchreRecordEntry));
  record->hands = g_array_new (FALSE, FALSE, sizeof (EuchreRecordHand));
  return record;
}

void
euchre_record_free (EuchreRecord *record)
{
  if (record == NULL)
    return;
  g_array_unref (record->entries);
  g_array_unref (record->hands);
  g_free (record);
}

gboolean
euchre_record_set_pack (EuchreRecord *record, const EuchreCard *pack, guint n, GError **error)
{
  EuchreState probe;

  if (!euchre_state_init_with_deck (&probe, &record->rules, record->seed, pack, n, error))
    return FALSE;
  memcpy (record->pack, pack, n);
  record->pack_size = n;
  record->custom_pack = TRUE;
  return TRUE;
}

void
euchre_record_append (EuchreRecord *record, guint seat, const EuchreAction *action)
{
  EuchreRecordEntry e = { seat, *action };

  g_array_append_val (record->entries, e);
}

guint
euchre_record_length (const EuchreRecord *record)
{
  return record->entries->len;
}

gboolean
euchre_record_append_hand (EuchreRecord     *record,
                           guint             dealer,
                           const EuchreCard *pack,
                           guint             n,
                           EuchreCardSet     unknown,
                           GError          **error)
{
  EuchreRecordHand h = { 0 };
  EuchreState probe;

  if (record->rules.shuffle != EUCHRE_SHUFFLE_NONE || dealer > 3)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("a deal’s own cards need the rules shuffle=none"));
      return FALSE;
    }
  if (!euchre_state_init_with_deck (&probe, &record->rules, 0, pack, n, error))
    return FALSE;
  h.entry = record->entries->len;
  h.dealer = dealer;
  h.n = n;
  memcpy (h.pack, pack, n);
  h.unknown = unknown & euchre_rules_deck_cards (&record->rules);
  if (record->hands->len > 0 &&
      g_array_index (record->hands, EuchreRecordHand, record->hands->len - 1).entry == h.entry)
    g_array_index (record->hands, EuchreRecordHand, record->hands->len - 1) = h;
  else
    g_array_append_val (record->hands, h);
  return TRUE;
}

const EuchreRecordHand *
euchre_record_get_hand (const EuchreRecord *record, guint entry)
{
  for (guint i = 0; i < record->hands->len; i++)
    {
      const EuchreRecordHand *h = &g_array_index (record->hands, EuchreRecordHand, i);

      if (h->entry == entry)
        return h;
      if (h->entry > entry)
        break;
    }
  return NULL;
}

void
euchre_record_initial_state (const EuchreRecord *record, EuchreState *state)
{
  if (record->custom_pack)
    {
      gboolean ok = euchre_state_init_with_deck (state, &record->rules, record->seed,
                                                 record->pack, record->pack_size, NULL);
      g_assert (ok);
    }
  else
    euchre_state_init (state, &record->rules, record->seed);
  state->pub.score[0] = record->initial_score[0];
  state->pub.score[1] = record->initial_score[1];
}

/* Before entry @i: the deal's own cards, if the record has them. */
static gboolean
prepare_entry (const EuchreRecord *record, EuchreState *state, guint i, GError **error)
{
  const EuchreRecordHand *h = euchre_record_get_hand (record, i);

  if (h == NULL)
    return TRUE;
  if (h->redeal && state->pub.phase != EUCHRE_PHASE_HAND_OVER &&
      state->pub.phase != EUCHRE_PHASE_DEAL && !euchre_state_throw_in (state, error))
    return FALSE;
  return euchre_state_set_next_deal (state, h->dealer, h->pack, h->n, error);
}

static gboolean
replay_entry (EuchreState *state, const EuchreRecordEntry *e, EuchreEventList *events,
              GError **error)
{
  if (e->seat != state->pub.turn)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                   _("it is seat %u’s turn, not seat %u’s"), state->pub.turn, e->seat);
      return FALSE;
    }
  return events != NULL ? euchre_state_apply_events (state, &e->action, events, error)
                        : euchre_state_apply (state, &e->action, error);
}

gboolean
euchre_record_replay_events (const EuchreRecord    *record,
                             EuchreState           *state,
                             EuchreRecordEventFunc  func,
                             gpointer               data,
                             GError               **error)
{
  euchre_record_initial_state (record, state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      g_autoptr (GError) local = NULL;
      EuchreEventList events;

      if (!prepare_entry (record, state, i, &local) ||
          !replay_entry (state, &g_array_index (record->entries, EuchreRecordEntry, i),
                         func != NULL ? &events : NULL, &local))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("action %u: %s"), i + 1, local->message);
          return FALSE;
        }
      if (func != NULL)
        func (&events, data);
    }
  return TRUE;
}

gboolean
euchre_record_replay (const EuchreRecord *record, EuchreState *state, GError **error)
{
  return euchre_record_replay_events (record, state, NULL, NULL, error);
}

/* The record's two kinds of line, written here only (the online tables'
 * store appends them one at a time: euchre_record_action_line(),
 * euchre_record_hand_line()). */
static void
append_action (GString *out, guint seat, const EuchreAction *action)
{
  g_autofree char *text = euchre_action_to_string (action);

  g_string_append_printf (out, "%u %s", seat, text);
}

static void
append_hand (GString *out, guint dealer, gboolean redeal, const EuchreCard *pack, guint n,
             EuchreCardSet unknown)
{
  char buf[3];

  g_string_append_printf (out, "hand %u%s", dealer, redeal ? " redeal" : "");
  for (guint k = 0; k < n; k++)
    g_string_append_printf (out, " %s", euchre_card_short_name (pack[k], buf));
  if (unknown != 0)
    {
      g_string_append (out, " unknown");
      for (guint k = 0; k < n; k++)
        if (unknown & EUCHRE_CARD_BIT (pack[k]))
          g_string_append_printf (out, " %s", euchre_card_short_name (pack[k], buf));
    }
}

char *
euchre_record_to_string (const EuchreRecord *record)
{
  GString *out = g_string_new (RECORD_MAGIC "\n");
  g_autofree char *rules = euchre_rules_to_string (&record->rules);

  g_string_append_printf (out, "rules %s\nseed %u\n", rules, record->seed);
  if (record->initial_score[0] != 0 || record->initial_score[1] != 0)
    g_string_append_printf (out, "score %u %u\n", record->initial_score[0],
                            record->initial_score[1]);
  if (record->custom_pack)
    {
      g_string_append (out, "pack");
      for (guint i = 0; i < record->pack_size; i++)
        {
          char buf[3];

          g_string_append_printf (out, " %s", euchre_card_short_name (record->pack[i], buf));
        }
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);

      if (h != NULL)
        {
          append_hand (out, h->dealer, h->redeal, h->pack, h->n, h->unknown);
          g_string_append_c (out, '\n');
        }
      append_action (out, e->seat, &e->action);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
euchre_record_action_line (guint seat, const EuchreAction *action)
{
  GString *out = g_string_new (NULL);

  append_action (out, seat, action);
  return g_string_free (out, FALSE);
}

char *
euchre_record_hand_line (guint dealer, const EuchreCard *pack, guint n)
{
  GString *out = g_string_new (NULL);

  append_hand (out, dealer, FALSE, pack, n, 0);
  return g_string_free (out, FALSE);
}

static gboolean
fail_line (GError **error, guint line, const char *message)
{
  g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, _("line %u: %s"), line, message);
  return FALSE;
}

static gboolean
parse_header_line (EuchreRecord *record, const char *line, guint lineno, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (g_str_has_prefix (line, "rules "))
    {
      if (!euchre_rules_parse (&record->rules, line + 6, &local))
        return fail_line (error, lineno, local->message);
      if (!record->custom_pack)
        record->pack_size = euchre_rules_initial_deck (&record->rules, record->pack);
      else
        {
          /* A pack given before these rules must still be their deck. */
          EuchreState probe;

          if (!euchre_state_init_with_deck (&probe, &record->rules, record->seed,
                                            record->pack, record->pack_size, &local))
            return fail_line (error, lineno, local->message);
        }
      return TRUE;
    }
  if (g_str_has_prefix (line, "seed "))
    {
      guint64 seed;

      if (!g_ascii_string_to_unsigned (line + 5, 10, 0, G_MAXUINT32, &seed, NULL))
        return fail_line (error, lineno, _("the seed must be a whole number"));
      record->seed = (guint32) seed;
      return TRUE;
    }
  if (g_str_has_prefix (line, "score "))
    {
      guint64 a, b;
      g_auto (GStrv) words = g_strsplit (line + 6, " ", -1);

      if (g_strv_length (words) != 2 ||
          !g_ascii_string_to_unsigned (words[0], 10, 0, EUCHRE_RULES_MAX_POINTS, &a, NULL) ||
          !g_ascii_string_to_unsigned (words[1], 10, 0, EUCHRE_RULES_MAX_POINTS, &b, NULL))
        return fail_line (error, lineno, _("the score must be two whole numbers"));
      record->initial_score[0] = (guint8) a;
      record->initial_score[1] = (guint8) b;
      return TRUE;
    }
  if (g_str_has_prefix (line, "pack "))
    {
      g_auto (GStrv) words = g_strsplit (line + 5, " ", -1);
      EuchreCard pack[EUCHRE_N_CARDS];
      guint n = 0;

      for (guint i = 0; words[i] != NULL; i++)
        {
          EuchreCard c;

          if (words[i][0] == '\0')
            continue;
          c = euchre_card_parse (words[i]);
          if (c == EUCHRE_CARD_NONE || n == EUCHRE_N_CARDS)
            return fail_line (error, lineno, _("the pack holds something that is not a card"));
          pack[n++] = c;
        }
      if (!euchre_record_set_pack (record, pack, n, &local))
        return fail_line (error, lineno, local->message);
      return TRUE;
    }
  return fail_line (error, lineno, _("expected “rules”, “seed” or “pack”"));
}

/* The starting score must leave the game to play. */
static gboolean
score_fits (const EuchreRecord *record, guint lineno, GError **error)
{
  if (record->initial_score[0] < record->rules.points_to_win &&
      record->initial_score[1] < record->rules.points_to_win)
    return TRUE;
  return fail_line (error, lineno, _("the starting score must be below the points to win"));
}

/* "hand DEALER CARD… [unknown CARD…]" */
static gboolean
parse_hand_line (EuchreRecord *record, const char *line, guint lineno, GError **error)
{
  g_auto (GStrv) words = g_strsplit (line + 5, " ", -1);
  g_autoptr (GError) local = NULL;
  EuchreCard pack[EUCHRE_N_CARDS];
  EuchreCardSet unknown = 0;
  gboolean in_unknown = FALSE;
  guint64 dealer;
  guint n = 0, first = 1;
  gboolean redeal = FALSE;

  if (words[0] == NULL || !g_ascii_string_to_unsigned (words[0], 10, 0, 3, &dealer, NULL))
    return fail_line (error, lineno, _("expected the dealer (0–3) and the cards of the deal"));
  /* "hand 0 redeal …": the deal before stops where it stands. */
  if (words[1] != NULL && g_str_equal (words[1], "redeal"))
    {
      redeal = TRUE;
      first = 2;
    }
  for (guint i = first; words[i] != NULL; i++)
    {
      EuchreCard c;

      if (words[i][0] == '\0')
        continue;
      if (g_str_equal (words[i], "unknown") && !in_unknown)
        {
          in_unknown = TRUE;
          continue;
        }
      c = euchre_card_parse (words[i]);
      if (c == EUCHRE_CARD_NONE || (!in_unknown && n == EUCHRE_N_CARDS))
        return fail_line (error, lineno, _("the pack holds something that is not a card"));
      if (in_unknown)
        unknown |= EUCHRE_CARD_BIT (c);
      else
        pack[n++] = c;
    }
  if (!euchre_record_append_hand (record, (guint) dealer, pack, n, unknown, &local))
    return fail_line (error, lineno, local->message);
  g_array_index (record->hands, EuchreRecordHand, record->hands->len - 1).redeal = redeal;
  return TRUE;
}

/* @lenient: a bad action line (or anything after the first action that
 * does not read) ends the record there instead of failing, and
 * *@stopped_at is its line number (0: everything read). */
static EuchreRecord *
parse (const char *text, EuchreState *state_out, gboolean lenient, guint *stopped_at,
       GError **error)
{
  g_autoptr (EuchreRecord) record = NULL;
  g_auto (GStrv) lines = NULL;
  EuchreRules rules;
  EuchreState state;
  gboolean seen_magic = FALSE, started = FALSE;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("the game record is not text"));
      return NULL;
    }

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  record = euchre_record_new (&rules, 0);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      guint lineno = i + 1;
      g_autoptr (GError) local = NULL;
      EuchreRecordEntry e;
      char *end;
      long seat;

      if (line[0] == '\0' || line[0] == '#')
        continue;
      if (!seen_magic)
        {
          if (!g_str_equal (line, RECORD_MAGIC))
            {
              fail_line (error, lineno, _("this is not a Euchre game record"));
              return NULL;
            }
          seen_magic = TRUE;
          continue;
        }
      if (g_str_has_prefix (line, "hand ") && seen_magic)
        {
          if (!parse_hand_line (record, line, lineno, &local))
            {
              if (lenient && started)
                {
                  *stopped_at = lineno;
                  break;
                }
              g_propagate_error (error, g_steal_pointer (&local));
              return NULL;
            }
          continue;
        }
      if (!g_ascii_isdigit (line[0]))
        {
          if (started)
            {
              if (lenient)
                {
                  *stopped_at = lineno;
                  break;
                }
              fail_line (error, lineno, _("set-up lines must come before the actions"));
              return NULL;
            }
          if (!parse_header_line (record, line, lineno, error))
            return NULL;
          continue;
        }
      if (!started)
        {
          if (!score_fits (record, lineno, error))
            return NULL;
          euchre_record_initial_state (record, &state);
          started = TRUE;
        }
      seat = strtol (line, &end, 10);
      if (seat < 0 || seat > 3 || *end != ' ' ||
          !euchre_action_parse (end + 1, &e.action))
        {
          if (lenient)
            {
              *stopped_at = lineno;
              break;
            }
          fail_line (error, lineno, _("expected a seat (0–3) and an action"));
          return NULL;
        }
      e.seat = (guint8) seat;
      if (!prepare_entry (record, &state, record->entries->len, &local) ||
          !replay_entry (&state, &e, NULL, &local))
        {
          if (lenient)
            {
              *stopped_at = lineno;
              break;
            }
          fail_line (error, lineno, local->message);
          return NULL;
        }
      g_array_append_val (record->entries, e);
    }
  if (!seen_magic)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("the game record is empty"));
      return NULL;
    }
  if (!started)
    {
      if (!score_fits (record, 1, error))
        return NULL;
      euchre_record_initial_state (record, &state);
    }
  if (state_out)
    *state_out = state;
  return g_steal_pointer (&record);
}

EuchreRecord *
euchre_record_parse (const char *text, EuchreState *state_out, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);

  return parse (text, state_out, FALSE, NULL, error);
}

EuchreRecord *
euchre_record_parse_prefix (const char  *text,
                            EuchreState *state_out,
                            guint       *stopped_at,
                            GError     **error)
{
  g_autofree char *whole = NULL;
  const char *valid_end;
  const char *last_newline;
  guint lines = 1;
  EuchreRecord *record;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (stopped_at != NULL, NULL);

  *stopped_at = 0;
  /* Only whole lines count: what follows the last newline (or the first
   * byte that is not text) was being written when the file was cut. */
  g_utf8_validate (text, -1, &valid_end);
  last_newline = NULL;
  for (const char *c = text; c < valid_end; c++)
    if (*c == '\n')
      last_newline = c;
  whole = g_strndup (text, last_newline ? (gsize) (last_newline - text + 1) : 0);
  if (*valid_end != '\0' || (last_newline ? last_newline[1] : text[0]) != '\0')
    {
      for (const char *c = whole; *c; c++)
        lines += *c == '\n';
      *stopped_at = lines;
    }
  record = parse (whole, state_out, TRUE, stopped_at, error);
  if (record == NULL)
    *stopped_at = 0;
  return record;
}
