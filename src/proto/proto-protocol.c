/* proto-protocol.c — reading and writing the bot protocol's lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-proto"

#include "config.h"

#include <stdarg.h>
#include <string.h>
#include <gio/gio.h>

#include "proto-protocol.h"

gboolean
proto_fail (GError **error, const char *format, ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, text);
  g_free (text);
  return FALSE;
}

/* ---- words ------------------------------------------------------------------ */

static gboolean
parse_uint (const char *word, guint max, guint *out)
{
  guint64 v;

  if (word == NULL || word[0] < '0' || word[0] > '9' || strlen (word) > 9)
    return FALSE;
  if (!g_ascii_string_to_unsigned (word, 10, 0, max, &v, NULL))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse_seat (const char *word, guint *seat)
{
  return parse_uint (word, 3, seat);
}

/* A card in its short spelling ("JD", "9H", "JK"), upper case only. */
static EuchreCard
parse_card (const char *word)
{
  EuchreCard c;
  char buf[3];

  if (word == NULL || strlen (word) != 2)
    return EUCHRE_CARD_NONE;
  c = euchre_card_parse (word);
  if (c == EUCHRE_CARD_NONE || strcmp (euchre_card_short_name (c, buf), word) != 0)
    return EUCHRE_CARD_NONE;
  return c;
}

static EuchreSuit
parse_suit (const char *word)
{
  for (guint s = 0; s < 4; s++)
    if (word != NULL && word[0] == euchre_suit_letter (s) && word[1] == '\0')
      return s;
  return EUCHRE_SUIT_NONE;
}

static void
append_card (GString *out, EuchreCard card)
{
  char buf[3];

  g_string_append (out, euchre_card_short_name (card, buf));
}

void
proto_append_action (GString *out, const EuchreAction *a)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      g_string_append (out, "pass");
      break;
    case EUCHRE_ACTION_ORDER_UP:
      g_string_append (out, a->alone ? "order-alone" : "order");
      break;
    case EUCHRE_ACTION_CALL:
      g_string_append_printf (out, "call-%c%s", euchre_suit_letter (a->suit),
                              a->alone ? "-alone" : "");
      break;
    case EUCHRE_ACTION_DEFEND_ALONE:
      g_string_append (out, "defend-alone");
      break;
    case EUCHRE_ACTION_DISCARD:
      g_string_append (out, "discard-");
      append_card (out, a->card);
      break;
    case EUCHRE_ACTION_PLAY:
      g_string_append (out, "play-");
      append_card (out, a->card);
      break;
    case EUCHRE_ACTION_DEAL:
      g_string_append (out, "deal");
      break;
    default:
      g_string_append (out, "?");
      break;
    }
}

gboolean
proto_parse_action (const char *t, EuchreAction *a)
{
  EuchreCard c;
  EuchreSuit s;

  if (t == NULL)
    return FALSE;
  if (g_str_equal (t, "pass"))
    *a = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
  else if (g_str_equal (t, "order") || g_str_equal (t, "order-alone"))
    *a = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                             t[5] != '\0');
  else if (g_str_equal (t, "defend-alone"))
    *a = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                             FALSE);
  else if (g_str_has_prefix (t, "call-") && t[5] != '\0' &&
           (t[6] == '\0' || g_str_equal (t + 6, "-alone")))
    {
      char letter[2] = { t[5], '\0' };

      if ((s = parse_suit (letter)) == EUCHRE_SUIT_NONE)
        return FALSE;
      *a = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, s, t[6] != '\0');
    }
  else if (g_str_has_prefix (t, "play-") && (c = parse_card (t + 5)) != EUCHRE_CARD_NONE)
    *a = euchre_action_make (EUCHRE_ACTION_PLAY, c, EUCHRE_SUIT_NONE, FALSE);
  else if (g_str_has_prefix (t, "discard-") && (c = parse_card (t + 8)) != EUCHRE_CARD_NONE)
    *a = euchre_action_make (EUCHRE_ACTION_DISCARD, c, EUCHRE_SUIT_NONE, FALSE);
  else
    return FALSE;
  return TRUE;
}

/* ---- events ----------------------------------------------------------------- */

void
proto_append_event (GString *out, const EuchreEvent *event, guint seat)
{
  EuchreEvent e;

  euchre_event_for_seat (event, seat, &e);
  g_string_append (out, euchre_event_type_id (e.type));
  switch (e.type)
    {
    case EUCHRE_EVENT_DEALT:
      g_string_append_printf (out, " %u ", e.seat);
      append_card (out, e.card);
      g_string_append_printf (out, " %u", e.number);
      break;
    case EUCHRE_EVENT_BID:
      g_string_append_printf (out, " %u ", e.seat);
      proto_append_action (out, &e.action);
      break;
    case EUCHRE_EVENT_UPCARD_TURNED_DOWN:
      g_string_append_c (out, ' ');
      append_card (out, e.card);
      break;
    case EUCHRE_EVENT_TRUMP_MADE:
      g_string_append_printf (out, " %u %c %u%s", e.seat, euchre_suit_letter (e.suit), e.number,
                              e.alone ? " alone" : "");
      break;
    case EUCHRE_EVENT_UPCARD_PICKED_UP:
    case EUCHRE_EVENT_DISCARDED:
      g_string_append_printf (out, " %u ", e.seat);
      if (e.card == EUCHRE_CARD_NONE)
        g_string_append (out, "--");
      else
        append_card (out, e.card);
      break;
    case EUCHRE_EVENT_PLAY_STARTED:
    case EUCHRE_EVENT_ALL_PASSED:
      g_string_append_printf (out, " %u", e.seat);
      break;
    case EUCHRE_EVENT_CARD_PLAYED:
      g_string_append_printf (out, " %u ", e.seat);
      append_card (out, e.card);
      g_string_append_printf (out, " %u", e.number);
      break;
    case EUCHRE_EVENT_TRICK_WON:
      g_string_append_printf (out, " %u %u", e.seat, e.number);
      break;
    case EUCHRE_EVENT_HAND_SCORED:
      g_string_append_printf (out, " %u %u %s", e.side, e.points,
                              euchre_result_id (MIN (e.kind, EUCHRE_N_RESULTS - 1)));
      break;
    case EUCHRE_EVENT_RENEGE:
      g_string_append_printf (out, " %u ", e.seat);
      append_card (out, e.card);
      g_string_append_printf (out, " %u %u", e.side, e.points);
      break;
    case EUCHRE_EVENT_GAME_OVER:
      g_string_append_printf (out, " %u", e.side);
      break;
    default:
      break;
    }
}

void
proto_append_hand (GString *out, EuchreCardSet hand)
{
  g_string_append (out, "hand");
  for (guint c = 0; c < EUCHRE_N_CARDS; c++)
    if (hand & EUCHRE_CARD_BIT (c))
      {
        g_string_append_c (out, ' ');
        append_card (out, c);
      }
}

void
proto_append_go (GString *out, guint budget_ms, const EuchreActionList *legal)
{
  g_string_append_printf (out, "go %u", budget_ms);
  for (guint i = 0; i < legal->n; i++)
    {
      g_string_append_c (out, ' ');
      proto_append_action (out, &legal->actions[i]);
    }
}

/* Fields of an event line after its word; @w[0] is the word. */
static gboolean
parse_event (EuchreEventType type, char **w, guint n, EuchreEvent *e, GError **error)
{
  guint v = 0, v2 = 0;
  static const guint8 n_words[EUCHRE_N_EVENT_TYPES] = {
    [EUCHRE_EVENT_DEALT] = 4, [EUCHRE_EVENT_BID] = 3, [EUCHRE_EVENT_UPCARD_TURNED_DOWN] = 2,
    [EUCHRE_EVENT_TRUMP_MADE] = 4, [EUCHRE_EVENT_UPCARD_PICKED_UP] = 3,
    [EUCHRE_EVENT_DISCARDED] = 3, [EUCHRE_EVENT_PLAY_STARTED] = 2,
    [EUCHRE_EVENT_CARD_PLAYED] = 4, [EUCHRE_EVENT_TRICK_WON] = 3,
    [EUCHRE_EVENT_HAND_SCORED] = 4, [EUCHRE_EVENT_ALL_PASSED] = 2, [EUCHRE_EVENT_RENEGE] = 5,
    [EUCHRE_EVENT_GAME_OVER] = 2,
  };

  memset (e, 0, sizeof *e);
  e->type = type;
  e->seat = EUCHRE_SEAT_NONE;
  e->card = EUCHRE_CARD_NONE;
  e->suit = EUCHRE_SUIT_NONE;
  e->leader = EUCHRE_SEAT_NONE;
  memset (e->cards, EUCHRE_CARD_NONE, sizeof e->cards);
  if (!(n == n_words[type] || (type == EUCHRE_EVENT_TRUMP_MADE && n == 5 &&
                               g_str_equal (w[4], "alone"))))
    return proto_fail (error, "“%s” takes %u words after it, not %u", w[0], n_words[type] - 1u,
                       n - 1);

  switch (type)
    {
    case EUCHRE_EVENT_UPCARD_TURNED_DOWN:
      break;
    case EUCHRE_EVENT_HAND_SCORED:
    case EUCHRE_EVENT_GAME_OVER:
      if (!parse_uint (w[1], 1, &v))
        return proto_fail (error, "“%s”: “%s” is no side (0 or 1)", w[0], w[1]);
      e->side = (guint8) v;
      break;
    default:
      if (!parse_seat (w[1], &v))
        return proto_fail (error, "“%s”: “%s” is no seat (0 to 3)", w[0], w[1]);
      e->seat = (guint8) v;
      break;
    }

  switch (type)
    {
    case EUCHRE_EVENT_DEALT:
    case EUCHRE_EVENT_CARD_PLAYED:
    case EUCHRE_EVENT_RENEGE:
    case EUCHRE_EVENT_UPCARD_PICKED_UP:
    case EUCHRE_EVENT_DISCARDED:
    case EUCHRE_EVENT_UPCARD_TURNED_DOWN:
      {
        const char *word = w[type == EUCHRE_EVENT_UPCARD_TURNED_DOWN ? 1 : 2];

        e->card = parse_card (word);
        if (e->card == EUCHRE_CARD_NONE &&
            !(type == EUCHRE_EVENT_DISCARDED && g_str_equal (word, "--")))
          return proto_fail (error, "“%s”: “%s” is no card (such as JD, 9H, TS, JK)", w[0], word);
      }
      break;
    default:
      break;
    }

  switch (type)
    {
    case EUCHRE_EVENT_DEALT:
      if (!parse_uint (w[3], 255, &v))
        return proto_fail (error, "dealt: “%s” is no hand number", w[3]);
      e->number = (guint8) v;
      break;
    case EUCHRE_EVENT_CARD_PLAYED:
    case EUCHRE_EVENT_TRICK_WON:
      if (!parse_uint (w[type == EUCHRE_EVENT_TRICK_WON ? 2 : 3], 4, &v))
        return proto_fail (error, "“%s”: the trick must be 0 to 4", w[0]);
      e->number = (guint8) v;
      break;
    case EUCHRE_EVENT_BID:
      if (!proto_parse_action (w[2], &e->action) ||
          (e->action.type != EUCHRE_ACTION_PASS && e->action.type != EUCHRE_ACTION_ORDER_UP &&
           e->action.type != EUCHRE_ACTION_CALL && e->action.type != EUCHRE_ACTION_DEFEND_ALONE))
        return proto_fail (error, "bid: “%s” is no bid", w[2]);
      break;
    case EUCHRE_EVENT_TRUMP_MADE:
      if ((e->suit = parse_suit (w[2])) == EUCHRE_SUIT_NONE)
        return proto_fail (error, "trump-made: “%s” is no suit (S, H, C or D)", w[2]);
      if (!parse_uint (w[3], 2, &v) || v == 0)
        return proto_fail (error, "trump-made: the round must be 1 or 2");
      e->number = (guint8) v;
      e->alone = n == 5;
      break;
    case EUCHRE_EVENT_HAND_SCORED:
      if (!parse_uint (w[2], 255, &v))
        return proto_fail (error, "hand-scored: “%s” is no number of points", w[2]);
      e->points = (guint8) v;
      e->kind = EUCHRE_N_RESULTS;
      for (guint k = 0; k < EUCHRE_N_RESULTS; k++)
        if (g_str_equal (w[3], euchre_result_id (k)))
          e->kind = (guint8) k;
      if (e->kind == EUCHRE_N_RESULTS)
        return proto_fail (error, "hand-scored: “%s” is no result", w[3]);
      break;
    case EUCHRE_EVENT_RENEGE:
      if (!parse_uint (w[3], 1, &v) || !parse_uint (w[4], 255, &v2))
        return proto_fail (error, "renege: a side (0 or 1) and points must follow the card");
      e->side = (guint8) v;
      e->points = (guint8) v2;
      break;
    default:
      break;
    }
  return TRUE;
}

/* ---- lines ------------------------------------------------------------------ */

static void
rest_of_line (const char *line, guint skip_words, char *out)
{
  const char *p = line;

  for (guint i = 0; i < skip_words; i++)
    {
      while (*p == ' ')
        p++;
      while (*p != ' ' && *p != '\0')
        p++;
    }
  while (*p == ' ')
    p++;
  g_strlcpy (out, p, PROTO_MAX_LINE + 1);
}

gboolean
proto_parse_line (const char *line, gsize len, ProtoMessage *msg, GError **error)
{
  g_auto (GStrv) w = NULL;
  g_autofree char *copy = NULL;
  guint n = 0;

  g_return_val_if_fail (line != NULL && msg != NULL, FALSE);
  memset (msg, 0, sizeof *msg);
  if (len > 0 && line[len - 1] == '\r')
    len--;   /* a CRLF line end is taken as LF */
  if (len > PROTO_MAX_LINE)
    return proto_fail (error, "line too long (%" G_GSIZE_FORMAT " bytes; at most %d)", len,
                       PROTO_MAX_LINE);
  for (gsize i = 0; i < len; i++)
    if ((guchar) line[i] < 0x20 || line[i] == 0x7f)
      return proto_fail (error, "control character 0x%02x in the line", (guchar) line[i]);
  /* From here on, the line without its CR (and known to hold no NUL). */
  copy = g_strndup (line, len);
  line = copy;
  if (!g_utf8_validate (copy, -1, NULL))
    return proto_fail (error, "the line is not UTF-8");
  w = g_strsplit (copy, " ", -1);
  /* Words are separated by single spaces; no empty words. */
  for (n = 0; w[n] != NULL; n++)
    {
      if (w[n][0] == '\0' && !(n == 0 && w[1] == NULL))
        return proto_fail (error, "empty word: words are separated by one space");
      if (n >= PROTO_MAX_TOKENS && !g_str_equal (w[0], "info") &&
          !g_str_equal (w[0], "protocol"))
        return proto_fail (error, "too many words (at most %d)", PROTO_MAX_TOKENS);
    }
  if (n == 0 || w[0][0] == '\0')
    return proto_fail (error, "empty line");

  if (g_str_equal (w[0], "protocol"))
    {
      msg->type = PROTO_MSG_PROTOCOL;
      if (n < 2 || !parse_uint (w[1], 999, &msg->number))
        return proto_fail (error, "protocol: a version number must follow");
      rest_of_line (line, 2, msg->text);
      return TRUE;
    }
  if (g_str_equal (w[0], "info"))
    {
      msg->type = PROTO_MSG_INFO;
      rest_of_line (line, 1, msg->text);
      return TRUE;
    }
  if (g_str_equal (w[0], "rules"))
    {
      EuchreRules rules;
      g_autoptr (GError) local = NULL;

      msg->type = PROTO_MSG_RULES;
      rest_of_line (line, 1, msg->text);
      if (!euchre_rules_parse (&rules, msg->text, &local))
        return proto_fail (error, "rules: %s", local->message);
      return TRUE;
    }
  if (g_str_equal (w[0], "seat") || g_str_equal (w[0], "newgame"))
    {
      gboolean seat = w[0][0] == 's';

      msg->type = seat ? PROTO_MSG_SEAT : PROTO_MSG_NEWGAME;
      if (n != 2 || !parse_uint (w[1], seat ? 3 : 100000000, &msg->number))
        return proto_fail (error, seat ? "seat: one seat number, 0 to 3, must follow"
                                     : "newgame: one game number must follow");
      return TRUE;
    }
  if (g_str_equal (w[0], "quit") || g_str_equal (w[0], "isready") ||
      g_str_equal (w[0], "readyok"))
    {
      msg->type = w[0][0] == 'q' ? PROTO_MSG_QUIT : w[0][0] == 'i' ? PROTO_MSG_ISREADY
                                                                 : PROTO_MSG_READYOK;
      if (n != 1)
        return proto_fail (error, "%s takes no words", w[0]);
      return TRUE;
    }
  if (g_str_equal (w[0], "hand"))
    {
      msg->type = PROTO_MSG_HAND;
      for (guint i = 1; i < n; i++)
        {
          EuchreCard c = parse_card (w[i]);

          if (c == EUCHRE_CARD_NONE)
            return proto_fail (error, "hand: “%s” is no card (such as JD, 9H, TS, JK)", w[i]);
          if (msg->hand & EUCHRE_CARD_BIT (c))
            return proto_fail (error, "hand: %s is there twice", w[i]);
          msg->hand |= EUCHRE_CARD_BIT (c);
          msg->n_hand++;
        }
      if (msg->n_hand == 0)
        return proto_fail (error, "hand: the cards must follow");
      return TRUE;
    }
  if (g_str_equal (w[0], "action"))
    {
      msg->type = PROTO_MSG_ACTION;
      if (n != 2 || !proto_parse_action (w[1], &msg->action))
        return proto_fail (error, "action: one action must follow (such as pass, order, call-H, "
                           "play-JD)");
      return TRUE;
    }
  if (g_str_equal (w[0], "go"))
    {
      msg->type = PROTO_MSG_GO;
      if (n < 3 || !parse_uint (w[1], 3600000, &msg->number))
        return proto_fail (error, "go: a time budget in ms and the legal actions must follow");
      if (n - 2 > EUCHRE_MAX_ACTIONS)
        return proto_fail (error, "go: too many actions");
      for (guint i = 2; i < n; i++)
        {
          EuchreAction a;

          if (!proto_parse_action (w[i], &a))
            return proto_fail (error, "go: “%s” is no action", w[i]);
          if (euchre_action_list_contains (&msg->legal, &a))
            return proto_fail (error, "go: %s is there twice", w[i]);
          msg->legal.actions[msg->legal.n++] = a;
        }
      return TRUE;
    }
  for (guint t = 0; t < EUCHRE_N_EVENT_TYPES; t++)
    if (g_str_equal (w[0], euchre_event_type_id (t)))
      {
        msg->type = PROTO_MSG_EVENT;
        return parse_event (t, w, n, &msg->event, error);
      }
  return proto_fail (error, "unknown message “%.40s”", w[0]);
}
