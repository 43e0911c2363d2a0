/* net-message.c — reading and writing the online tables' messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "proto-protocol.h"
#include "net-message.h"

static const char *const type_ids[NET_N_MSGS] = {
  "create", "join", "resume", "computer", "start", "act", "rematch", "ping",
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
  msg->action = euchre_action_make (EUCHRE_ACTION_NONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                    FALSE);
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
      if (!g_unichar_isspace (c))
        visible = TRUE;
    }
  return visible;
}

const char *
net_level_strategy_id (const char *level)
{
  /* The window's difficulties, one table for both (src/ai/). */
  return euchre_strategy_for_difficulty (level);
}

/* ---- reading ----------------------------------------------------------------- */

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (!g_utf8_validate (text, -1, NULL))
    {
      char *valid = g_utf8_make_valid (text, -1);

      g_free (text);
      text = valid;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, text);
  return FALSE;
}

/* Checks the shape of @data (valid UTF-8) before json-glib sees it, looking
 * only at brackets outside strings: one object, with nothing after it but
 * white space (json-glib leaks a first value followed by another), nested
 * at most NET_MAX_DEPTH deep (json-glib's parser recurses), its strings'
 * escapes JSON's own (so that json-glib ends each string where this scan
 * does). */
/* The value of the four hexadecimal digits at @data[@at], or -1. */
static int
hex4 (const char *data, gsize len, gsize at)
{
  int value = 0;

  if (at > len || len - at < 4)
    return -1;
  for (gsize k = at; k < at + 4; k++)
    {
      if (!g_ascii_isxdigit (data[k]))
        return -1;
      value = value * 16 + g_ascii_xdigit_value (data[k]);
    }
  return value;
}

static gboolean
check_shape (const char *data, gsize len, GError **error)
{
  guint depth = 0;
  gboolean in_string = FALSE, escaped = FALSE, closed = FALSE;
  gsize i = 0;

  while (i < len && g_ascii_isspace (data[i]))
    i++;
  if (i == len || data[i] != '{')
    return fail (error, "the message must be a JSON object");
  for (; i < len; i++)
    {
      char c = data[i];

      if (closed)
        {
          if (!g_ascii_isspace (c))
            return fail (error, "the message must be one JSON object, with nothing after it");
        }
      else if (in_string)
        {
          if (escaped)
            {
              /* Only JSON's escapes: json-glib reads others its own way
               * ("\200" as a raw byte; "\u000" taking the closing quote
               * for a digit), and then sees other strings and values than
               * this scan does. */
              escaped = FALSE;
              if (c == 'u')
                {
                  /* A character: four hexadecimal digits; a surrogate only
                   * as the first of a pair, the second following at once
                   * (json-glib's reader of a lone one leaks). */
                  int unit = hex4 (data, len, i + 1);

                  if (unit < 0)
                    return fail (error, "the message is not JSON (\\u needs four hexadecimal digits)");
                  i += 4;
                  if (unit >= 0xDC00 && unit <= 0xDFFF)
                    return fail (error, "the message is not JSON (half a surrogate pair)");
                  if (unit >= 0xD800 && unit <= 0xDBFF)
                    {
                      int low = len - i > 2 && data[i + 1] == '\\' && data[i + 2] == 'u'
                                ? hex4 (data, len, i + 3) : -1;

                      if (low < 0xDC00 || low > 0xDFFF)
                        return fail (error, "the message is not JSON (half a surrogate pair)");
                      i += 6;
                    }
                }
              else if (strchr ("\"\\/bfnrt", c) == NULL || c == '\0')
                return fail (error, "the message is not JSON (a string holds an escape JSON does "
                             "not have)");
            }
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        {
          if (++depth > NET_MAX_DEPTH)
            return fail (error, "the message nests lists or objects too deeply");
        }
      else if ((c == '}' || c == ']') && depth > 0)
        closed = --depth == 0;
    }
  return TRUE;
}

/* A string member into @buf (@size bytes with its NUL); absent is fine
 * unless @required. */
static gboolean
get_string (JsonObject *obj, const char *member, char *buf, gsize size, gboolean required,
            GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  const char *s;

  buf[0] = '\0';
  if (node == NULL)
    return required ? fail (error, "“%s” is missing", member) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, "“%s” must be a string", member);
  s = json_node_get_string (node);
  /* json-glib passes an octal escape such as "\200" (not JSON) on as a
   * raw byte: every text of a message is UTF-8, or the message is refused
   * (nothing that is not could reach a name, an error's words or a log). */
  if (!g_utf8_validate (s, -1, NULL))
    return fail (error, "“%s” is not UTF-8 text", member);
  if (strlen (s) >= size)
    return fail (error, "“%s” is too long (at most %" G_GSIZE_FORMAT " bytes)", member, size - 1);
  memcpy (buf, s, strlen (s) + 1);
  return TRUE;
}

static gboolean
get_uint (JsonObject *obj, const char *member, guint max, gint *out, gboolean required,
          GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  gint64 v;

  if (node == NULL)
    return required ? fail (error, "“%s” is missing", member) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (error, "“%s” must be a whole number", member);
  v = json_node_get_int (node);
  if (v < 0 || v > max)
    return fail (error, "“%s” must be from 0 to %u", member, max);
  *out = (gint) v;
  return TRUE;
}

/* An array of strings, each into a callback-free fixed buffer. */
static gboolean
get_strings (JsonObject *obj, const char *member, guint min, guint max, char *bufs, gsize size,
             guint *n, GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  JsonArray *array;

  if (node == NULL)
    return fail (error, "“%s” is missing", member);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, "“%s” must be a list", member);
  array = json_node_get_array (node);
  *n = json_array_get_length (array);
  if (*n < min || *n > max)
    return fail (error, "“%s” must have %u to %u items", member, min, max);
  for (guint i = 0; i < *n; i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *s;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        return fail (error, "“%s” must hold only strings", member);
      s = json_node_get_string (item);
      if (!g_utf8_validate (s, -1, NULL))
        return fail (error, "an item of “%s” is not UTF-8 text", member);
      if (strlen (s) >= size)
        return fail (error, "an item of “%s” is too long", member);
      memcpy (bufs + i * size, s, strlen (s) + 1);
    }
  return TRUE;
}

static gboolean
check_name (const char *name, GError **error)
{
  if (!net_name_valid (name))
    return fail (error, "a name is 1 to %u characters, not all spaces, with no control "
                 "characters", NET_MAX_NAME);
  return TRUE;
}

static gboolean
check_hex (const char *member, const char *s, gsize len, GError **error)
{
  if (strlen (s) != len)
    return fail (error, "“%s” must be %" G_GSIZE_FORMAT " hexadecimal digits", member, len);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]) || g_ascii_isupper (s[i]))
      return fail (error, "“%s” must be lower-case hexadecimal digits", member);
  return TRUE;
}

static gboolean
parse_table (JsonObject *obj, NetMessage *msg, GError **error)
{
  char kinds[4][16];
  guint n;
  gint game = 0;

  if (!get_strings (obj, "names", 4, 4, (char *) msg->names, sizeof msg->names[0], &n, error) ||
      !get_strings (obj, "seats", 4, 4, (char *) kinds, sizeof kinds[0], &n, error) ||
      !get_uint (obj, "host", 3, &msg->host, TRUE, error) ||
      !get_uint (obj, "game", G_MAXINT, &game, TRUE, error) ||
      !get_string (obj, "state", msg->text, sizeof msg->text, TRUE, error))
    return FALSE;
  msg->game = game;
  for (guint i = 0; i < 4; i++)
    {
      guint k;

      for (k = 0; k < NET_N_SEAT_KINDS; k++)
        if (strcmp (kinds[i], seat_kind_ids[k]) == 0)
          break;
      if (k == NET_N_SEAT_KINDS)
        return fail (error, "“%s” is no kind of seat", kinds[i]);
      msg->seats[i] = k;
      if (msg->names[i][0] != '\0' && !check_name (msg->names[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_fields (JsonObject *obj, NetMessage *msg, GError **error)
{
  gint n = 0;

  switch (msg->type)
    {
    case NET_MSG_CREATE:
      return get_string (obj, "name", msg->name, sizeof msg->name, TRUE, error) &&
             check_name (msg->name, error) &&
             get_string (obj, "rules", msg->rules, sizeof msg->rules, FALSE, error);
    case NET_MSG_JOIN:
      return get_string (obj, "code", msg->code, sizeof msg->code, TRUE, error) &&
             get_string (obj, "name", msg->name, sizeof msg->name, TRUE, error) &&
             check_name (msg->name, error) &&
             get_uint (obj, "seat", 3, &msg->seat, FALSE, error);
    case NET_MSG_RESUME:
      return get_string (obj, "code", msg->code, sizeof msg->code, TRUE, error) &&
             get_string (obj, "token", msg->token, sizeof msg->token, TRUE, error);
    case NET_MSG_COMPUTER:
    case NET_MSG_START:
      if (!get_uint (obj, "seat", 3, &msg->seat, msg->type == NET_MSG_COMPUTER, error) ||
          !get_string (obj, "level", msg->level, sizeof msg->level, FALSE, error))
        return FALSE;
      if (msg->level[0] == '\0')
        strcpy (msg->level, "hard");
      if (net_level_strategy_id (msg->level) == NULL)
        return fail (error, "the level is easy, medium or hard");
      return TRUE;
    case NET_MSG_ACT:
      {
        char word[32];

        if (!get_string (obj, "action", word, sizeof word, TRUE, error) ||
            !get_uint (obj, "seat", 3, &msg->seat, FALSE, error))
          return FALSE;
        if (!proto_parse_action (word, &msg->action))
          return fail (error, "“%s” is no action (such as pass, order, call-H, play-JD)", word);
        return TRUE;
      }
    case NET_MSG_WELCOME:
      return get_string (obj, "code", msg->code, sizeof msg->code, TRUE, error) &&
             get_string (obj, "token", msg->token, sizeof msg->token, TRUE, error) &&
             check_hex ("token", msg->token, NET_TOKEN_LEN, error) &&
             get_uint (obj, "seat", 3, &msg->seat, TRUE, error) &&
             get_string (obj, "rules", msg->rules, sizeof msg->rules, TRUE, error);
    case NET_MSG_TABLE:
      return parse_table (obj, msg, error);
    case NET_MSG_EVENT:
      return get_string (obj, "line", msg->text, sizeof msg->text, TRUE, error);
    case NET_MSG_TURN:
      {
        char words[NET_MAX_ITEMS][32];
        guint k;

        if (!get_strings (obj, "actions", 1, MIN (NET_MAX_ITEMS, EUCHRE_MAX_ACTIONS),
                          (char *) words, sizeof words[0], &k, error))
          return FALSE;
        msg->legal.n = k;
        for (guint i = 0; i < k; i++)
          if (!proto_parse_action (words[i], &msg->legal.actions[i]))
            return fail (error, "“%s” is no action", words[i]);
        return TRUE;
      }
    case NET_MSG_COMMIT:
      if (!get_uint (obj, "hand", G_MAXUINT16, &n, TRUE, error) ||
          !get_string (obj, "digest", msg->digest, sizeof msg->digest, TRUE, error) ||
          !check_hex ("digest", msg->digest, NET_DIGEST_LEN, error))
        return FALSE;
      msg->hand = n;
      return TRUE;
    case NET_MSG_REVEAL:
      if (!get_uint (obj, "hand", G_MAXUINT16, &n, TRUE, error))
        return FALSE;
      msg->hand = n;
      if (!get_uint (obj, "dealer", 3, &n, TRUE, error))
        return FALSE;
      msg->dealer = n;
      return get_string (obj, "deck", msg->deck, sizeof msg->deck, TRUE, error) &&
             get_string (obj, "salt", msg->salt, sizeof msg->salt, TRUE, error) &&
             check_hex ("salt", msg->salt, NET_DIGEST_LEN, error);
    case NET_MSG_ERROR:
      return get_string (obj, "code", msg->code, sizeof msg->code, TRUE, error) &&
             get_string (obj, "message", msg->text, sizeof msg->text, TRUE, error);
    case NET_MSG_REMATCH:
    case NET_MSG_PING:
    case NET_MSG_PONG:
    case NET_N_MSGS:
    default:
      return TRUE;
    }
}

gboolean
net_message_parse (const char *data, gsize len, NetMessage *msg, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  JsonNode *root;
  JsonObject *obj;
  char type[16];
  guint t;

  net_message_init (msg, NET_N_MSGS);
  if (len > NET_MAX_FRAME)
    return fail (error, "the message is too long (%" G_GSIZE_FORMAT " bytes; at most %u)", len,
                 NET_MAX_FRAME);
  if (len == 0)
    return fail (error, "the message is empty");
  if (!g_utf8_validate_len (data, len, NULL))
    return fail (error, "the message is not text (UTF-8 without NUL characters)");
  if (!check_shape (data, len, error))
    return FALSE;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, len, &local))
    return fail (error, "the message is not JSON");
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, "the message must be a JSON object");
  obj = json_node_get_object (root);
  if (json_object_get_size (obj) > NET_MAX_MEMBERS)
    return fail (error, "the message has too many members (at most %u)", NET_MAX_MEMBERS);
  if (!get_string (obj, "type", type, sizeof type, TRUE, error))
    return FALSE;
  for (t = 0; t < NET_N_MSGS; t++)
    if (strcmp (type, type_ids[t]) == 0)
      break;
  if (t == NET_N_MSGS)
    return fail (error, "“%s” is no type of message", type);
  msg->type = t;
  return parse_fields (obj, msg, error);
}

/* ---- writing ----------------------------------------------------------------- */

static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b, const char *member, gint64 value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_action (JsonBuilder *b, const EuchreAction *action)
{
  g_autoptr (GString) word = g_string_new (NULL);

  proto_append_action (word, action);
  json_builder_add_string_value (b, word->str);
}

static void
add_fields (JsonBuilder *b, const NetMessage *msg)
{
  switch (msg->type)
    {
    case NET_MSG_CREATE:
      add_string (b, "name", msg->name);
      if (msg->rules[0] != '\0')
        add_string (b, "rules", msg->rules);
      break;
    case NET_MSG_JOIN:
      add_string (b, "code", msg->code);
      add_string (b, "name", msg->name);
      if (msg->seat >= 0)
        add_int (b, "seat", msg->seat);
      break;
    case NET_MSG_RESUME:
      add_string (b, "code", msg->code);
      add_string (b, "token", msg->token);
      break;
    case NET_MSG_COMPUTER:
    case NET_MSG_START:
      if (msg->seat >= 0)
        add_int (b, "seat", msg->seat);
      if (msg->level[0] != '\0')
        add_string (b, "level", msg->level);
      break;
    case NET_MSG_ACT:
      json_builder_set_member_name (b, "action");
      add_action (b, &msg->action);
      if (msg->seat >= 0)
        add_int (b, "seat", msg->seat);
      break;
    case NET_MSG_WELCOME:
      add_string (b, "code", msg->code);
      add_string (b, "token", msg->token);
      add_int (b, "seat", msg->seat);
      add_string (b, "rules", msg->rules);
      break;
    case NET_MSG_TABLE:
      json_builder_set_member_name (b, "names");
      json_builder_begin_array (b);
      for (guint i = 0; i < 4; i++)
        json_builder_add_string_value (b, msg->names[i]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "seats");
      json_builder_begin_array (b);
      for (guint i = 0; i < 4; i++)
        json_builder_add_string_value (b, net_seat_kind_id (msg->seats[i]));
      json_builder_end_array (b);
      add_int (b, "host", MAX (msg->host, 0));
      add_int (b, "game", msg->game);
      add_string (b, "state", msg->text);
      break;
    case NET_MSG_EVENT:
      add_string (b, "line", msg->text);
      break;
    case NET_MSG_TURN:
      json_builder_set_member_name (b, "actions");
      json_builder_begin_array (b);
      for (guint i = 0; i < msg->legal.n; i++)
        add_action (b, &msg->legal.actions[i]);
      json_builder_end_array (b);
      break;
    case NET_MSG_COMMIT:
      add_int (b, "hand", msg->hand);
      add_string (b, "digest", msg->digest);
      break;
    case NET_MSG_REVEAL:
      add_int (b, "hand", msg->hand);
      add_int (b, "dealer", msg->dealer);
      add_string (b, "deck", msg->deck);
      add_string (b, "salt", msg->salt);
      break;
    case NET_MSG_ERROR:
      add_string (b, "code", msg->code);
      add_string (b, "message", msg->text);
      break;
    case NET_MSG_REMATCH:
    case NET_MSG_PING:
    case NET_MSG_PONG:
    case NET_N_MSGS:
    default:
      break;
    }
}

char *
net_message_to_json (const NetMessage *msg)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  add_string (b, "type", net_message_type_id (msg->type));
  add_fields (b, msg);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}
