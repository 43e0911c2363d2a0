/* net-message.c — the online tables' messages: names, levels, the writer
 * (the reader: net-message-read.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "euchre-strategy.h"
#include "proto-protocol.h"
#include "net-message.h"

static const char *const type_ids[NET_N_MSGS] = {
  "create", "join", "resume", "computer", "start", "act", "rematch", "ping",
  "leave", "move",
  "welcome", "table", "event", "turn", "commit", "reveal", "error", "pong",
};

static const char *const seat_kind_ids[NET_N_SEAT_KINDS] = {
  "empty", "human", "away", "covered", "computer",
};

const char *
net_message_type_id (NetMessageType type)
{
  return type < NET_N_MSGS ? type_ids[type] : "?";
}

const char *
net_seat_kind_id (NetSeatKind kind)
{
  return kind < NET_N_SEAT_KINDS ? seat_kind_ids[kind] : "?";
}

void
net_message_init (NetMessage *msg, NetMessageType type)
{
  memset (msg, 0, sizeof *msg);
  msg->type = type;
  msg->seat = -1;
  msg->host = -1;
  msg->from = -1;
  msg->action = euchre_action_make (EUCHRE_ACTION_NONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                    FALSE);
}

/* Unicode's default ignorable code points (the Hangul fillers such as
 * U+3164 and U+115F, the variation selectors, the zero-width ones…) and
 * the Braille blank: characters that show nothing, not even a space. */
static gboolean
ignorable (gunichar c)
{
  static const gunichar ranges[][2] = {
    { 0x00AD, 0x00AD }, { 0x034F, 0x034F }, { 0x061C, 0x061C }, { 0x115F, 0x1160 },
    { 0x17B4, 0x17B5 }, { 0x180B, 0x180F }, { 0x200B, 0x200F }, { 0x202A, 0x202E },
    { 0x2060, 0x206F }, { 0x2800, 0x2800 }, { 0x3164, 0x3164 }, { 0xFE00, 0xFE0F },
    { 0xFEFF, 0xFEFF }, { 0xFFA0, 0xFFA0 }, { 0xFFF0, 0xFFF8 }, { 0x1BCA0, 0x1BCA3 },
    { 0x1D173, 0x1D17A }, { 0xE0000, 0xE0FFF },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ranges); i++)
    if (c >= ranges[i][0] && c <= ranges[i][1])
      return TRUE;
  return FALSE;
}

/* Characters that show nothing by themselves: the ignorable ones, spaces
 * and combining marks.  A name of only these would be a name nobody
 * sees. */
static gboolean
invisible (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return g_unichar_isspace (c) || type == G_UNICODE_NON_SPACING_MARK ||
         type == G_UNICODE_SPACING_MARK || type == G_UNICODE_ENCLOSING_MARK ||
         type == G_UNICODE_UNASSIGNED || type == G_UNICODE_PRIVATE_USE || ignorable (c);
}

gboolean
net_name_has_ignorable (const char *name)
{
  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  for (const char *p = name; *p; p = g_utf8_next_char (p))
    if (ignorable (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

char *
net_name_key (const char *name)
{
  g_autofree char *nfkc = NULL, *folded = NULL;
  GString *key;
  gboolean space = FALSE;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return g_strdup ("");
  nfkc = g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE);
  folded = g_utf8_casefold (nfkc != NULL ? nfkc : name, -1);
  key = g_string_new (NULL);
  for (const char *p = folded; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* What shows nothing is left out; a run of spaces is one space,
       * and none at either end. */
      if (ignorable (c) || g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
        continue;
      if (g_unichar_isspace (c))
        {
          space = key->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (key, ' ');
      space = FALSE;
      g_string_append_unichar (key, c);
    }
  return g_string_free (key, FALSE);
}

gboolean
net_name_valid (const char *name)
{
  glong n;
  gboolean visible = FALSE;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  n = g_utf8_strlen (name, -1);
  if (n < 1 || n > NET_MAX_NAME)
    return FALSE;
  for (const char *p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT ||
          g_unichar_type (c) == G_UNICODE_LINE_SEPARATOR ||
          g_unichar_type (c) == G_UNICODE_PARAGRAPH_SEPARATOR)
        return FALSE;
      if (!invisible (c))
        visible = TRUE;
    }
  return visible;
}

gboolean
net_name_same (const char *a, const char *b)
{
  g_autofree char *ka = net_name_key (a);
  g_autofree char *kb = net_name_key (b);

  return strcmp (ka, kb) == 0;
}

const char *
net_level_strategy_id (const char *level)
{
  /* The window's difficulties, one table for both (src/ai/). */
  return euchre_strategy_for_difficulty (level);
}

/* ---- writing ----------------------------------------------------------------- */

/* The server writes five or so of these an action (each seat's events,
 * the next turn): written straight into one string, not through
 * json-glib's builder, nodes and generator, whose objects were a tenth of
 * the server's CPU per action (issue 41).  The output is the same JSON:
 * one object, no spaces, members in the same order. */

/* @value as a JSON string: RFC 8259's escapes for the quote, the
 * backslash and control characters (and DEL, as json-glib did); the rest
 * (UTF-8) as it is. */
static void
put_string (GString *out, const char *value)
{
  static const char hex[] = "0123456789abcdef";

  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) value; *p != '\0'; p++)
    switch (*p)
      {
      case '"':
        g_string_append_len (out, "\\\"", 2);
        break;
      case '\\':
        g_string_append_len (out, "\\\\", 2);
        break;
      case '\b':
        g_string_append_len (out, "\\b", 2);
        break;
      case '\f':
        g_string_append_len (out, "\\f", 2);
        break;
      case '\n':
        g_string_append_len (out, "\\n", 2);
        break;
      case '\r':
        g_string_append_len (out, "\\r", 2);
        break;
      case '\t':
        g_string_append_len (out, "\\t", 2);
        break;
      default:
        if (*p < 0x20 || *p == 0x7f)
          {
            char esc[6] = { '\\', 'u', '0', '0', hex[*p >> 4], hex[*p & 15] };

            g_string_append_len (out, esc, 6);
          }
        else
          g_string_append_c (out, (char) *p);
        break;
      }
  g_string_append_c (out, '"');
}

static void
put_member (GString *out, const char *member)
{
  g_string_append_c (out, ',');
  put_string (out, member);
  g_string_append_c (out, ':');
}

static void
add_string (GString *out, const char *member, const char *value)
{
  put_member (out, member);
  put_string (out, value);
}

static void
add_int (GString *out, const char *member, gint64 value)
{
  put_member (out, member);
  g_string_append_printf (out, "%" G_GINT64_FORMAT, value);
}

static void
add_action (GString *out, GString *word, const EuchreAction *action)
{
  g_string_truncate (word, 0);
  proto_append_action (word, action);
  put_string (out, word->str);
}

static void
add_strings (GString *out, const char *member, const char *const *values, guint n)
{
  put_member (out, member);
  g_string_append_c (out, '[');
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      put_string (out, values[i]);
    }
  g_string_append_c (out, ']');
}

static void
add_fields (GString *out, const NetMessage *msg)
{
  g_autoptr (GString) word = NULL;

  switch (msg->type)
    {
    case NET_MSG_CREATE:
      add_string (out, "name", msg->name);
      if (msg->rules[0] != '\0')
        add_string (out, "rules", msg->rules);
      break;
    case NET_MSG_JOIN:
      add_string (out, "code", msg->code);
      add_string (out, "name", msg->name);
      if (msg->seat >= 0)
        add_int (out, "seat", msg->seat);
      break;
    case NET_MSG_RESUME:
      add_string (out, "code", msg->code);
      add_string (out, "token", msg->token);
      break;
    case NET_MSG_COMPUTER:
    case NET_MSG_START:
      if (msg->seat >= 0)
        add_int (out, "seat", msg->seat);
      if (msg->level[0] != '\0')
        add_string (out, "level", msg->level);
      break;
    case NET_MSG_ACT:
      word = g_string_new (NULL);
      put_member (out, "action");
      add_action (out, word, &msg->action);
      if (msg->seat >= 0)
        add_int (out, "seat", msg->seat);
      break;
    case NET_MSG_WELCOME:
      add_string (out, "code", msg->code);
      add_string (out, "token", msg->token);
      add_int (out, "seat", msg->seat);
      add_string (out, "rules", msg->rules);
      break;
    case NET_MSG_TABLE:
      {
        const char *names[4], *kinds[4];

        for (guint i = 0; i < 4; i++)
          {
            names[i] = msg->names[i];
            kinds[i] = net_seat_kind_id (msg->seats[i]);
          }
        add_strings (out, "names", names, 4);
        add_strings (out, "seats", kinds, 4);
        add_int (out, "host", MAX (msg->host, 0));
        add_int (out, "game", msg->game);
        add_string (out, "state", msg->text);
      }
      break;
    case NET_MSG_EVENT:
      add_string (out, "line", msg->text);
      break;
    case NET_MSG_TURN:
      word = g_string_new (NULL);
      put_member (out, "actions");
      g_string_append_c (out, '[');
      for (guint i = 0; i < msg->legal.n; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          add_action (out, word, &msg->legal.actions[i]);
        }
      g_string_append_c (out, ']');
      break;
    case NET_MSG_COMMIT:
      add_int (out, "hand", msg->hand);
      add_string (out, "digest", msg->digest);
      break;
    case NET_MSG_REVEAL:
      add_int (out, "hand", msg->hand);
      add_int (out, "dealer", msg->dealer);
      add_string (out, "deck", msg->deck);
      add_string (out, "salt", msg->salt);
      break;
    case NET_MSG_ERROR:
      add_string (out, "code", msg->code);
      add_string (out, "message", msg->text);
      break;
    case NET_MSG_MOVE:
      add_int (out, "seat", msg->seat);
      if (msg->from >= 0)
        add_int (out, "from", msg->from);
      break;
    case NET_MSG_REMATCH:
    case NET_MSG_PING:
    case NET_MSG_LEAVE:
    case NET_MSG_PONG:
    case NET_N_MSGS:
    default:
      break;
    }
}

char *
net_message_to_json (const NetMessage *msg)
{
  GString *out = g_string_sized_new (128);

  g_string_append_c (out, '{');
  put_string (out, "type");
  g_string_append_c (out, ':');
  put_string (out, net_message_type_id (msg->type));
  add_fields (out, msg);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}
