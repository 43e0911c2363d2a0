/* net-message-read.c — reading the online tables' messages, from text the
 * strict JSON scanner (net-json.c) has passed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every byte a client sends passes here first; the writer is in
 * net-message.c.
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "proto-protocol.h"
#include "net-json-private.h"
#include "net-message.h"

/* ---- the members of a checked message -------------------------------------- */

/* A message's members, read from text that net_json_check() has passed
 * (so every string is closed and every list ends): each name decoded,
 * each value's kind and where its text lies.  Nothing is allocated: the
 * server reads one of these an action, and json-glib's parser (a GObject,
 * a node a value) was a sixth of the server's CPU per action (issue 41). */
typedef enum {
  VALUE_STRING,
  VALUE_NUMBER,
  VALUE_LIST,
  VALUE_OTHER                   /* an object, true, false, null */
} ValueKind;

typedef struct {
  char name[16];                /* "" when longer: no member is looked up by it */
  ValueKind kind;
  const char *text;             /* the value, as written */
  gsize len;
} Member;

typedef struct {
  Member members[NET_MAX_MEMBERS];
  guint n;
} Members;

/* The JSON string whose opening quote is at @data[*@at], decoded into
 * @buf (@size bytes with its NUL, cut short when longer); *@at moves past
 * its closing quote.  Returns its whole decoded length. */
static gsize
decode_string (const char *data, gsize *at, char *buf, gsize size)
{
  gsize i = *at + 1, n = 0;

  for (;;)
    {
      char piece[6];
      gsize plen = 1;
      char c = data[i];

      if (c == '"')
        break;
      if (c != '\\')
        {
          piece[0] = c;
          i++;
        }
      else
        {
          c = data[i + 1];
          i += 2;
          switch (c)
            {
            case 'b': piece[0] = '\b'; break;
            case 'f': piece[0] = '\f'; break;
            case 'n': piece[0] = '\n'; break;
            case 'r': piece[0] = '\r'; break;
            case 't': piece[0] = '\t'; break;
            case 'u':
              {
                gunichar u = net_json_hex4 (data, i + 4, i);

                i += 4;
                if (u >= 0xD800 && u <= 0xDBFF)
                  {
                    /* The checker let only a whole pair through. */
                    u = 0x10000 + ((u - 0xD800) << 10) + (net_json_hex4 (data, i + 6, i + 2) - 0xDC00);
                    i += 6;
                  }
                plen = g_unichar_to_utf8 (u, piece);
              }
              break;
            default: piece[0] = c; break;       /* " \ / */
            }
        }
      if (n + plen < size)
        memcpy (buf + n, piece, plen);
      n += plen;
    }
  if (size > 0)
    buf[MIN (n, size - 1)] = '\0';
  *at = i + 1;
  return n;
}

/* Past the value at @data[@i] (checked JSON). */
static gsize
skip_value (const char *data, gsize len, gsize i)
{
  guint depth = 0;

  do
    {
      char c = data[i];

      if (c == '"')
        {
          for (i++; data[i] != '"'; i++)
            if (data[i] == '\\')
              i++;
          i++;
        }
      else if (c == '[' || c == '{')
        {
          depth++;
          i++;
        }
      else if (c == ']' || c == '}')
        {
          depth--;
          i++;
        }
      else if (depth > 0 && (c == ',' || c == ':' || c == ' ' || c == '\t' || c == '\n' ||
                             c == '\r'))
        i++;
      else
        /* A number, true, false or null. */
        while (i < len && data[i] != ',' && data[i] != ']' && data[i] != '}' &&
               data[i] != ' ' && data[i] != '\t' && data[i] != '\n' && data[i] != '\r')
          i++;
    }
  while (depth > 0);
  return i;
}

/* The members of the object @data (checked JSON). */
static gboolean
read_members (const char *data, gsize len, Members *out, GError **error)
{
  gsize i = net_json_skip_space (data, len, 0) + 1;

  out->n = 0;
  i = net_json_skip_space (data, len, i);
  if (data[i] == '}')
    return TRUE;
  for (;;)
    {
      Member *m;

      if (out->n == NET_MAX_MEMBERS)
        return net_json_fail (error, "the message has too many members (at most %u)", NET_MAX_MEMBERS);
      m = &out->members[out->n++];
      if (decode_string (data, &i, m->name, sizeof m->name) >= sizeof m->name)
        m->name[0] = '\0';
      i = net_json_skip_space (data, len, i) + 1;        /* the ":" */
      i = net_json_skip_space (data, len, i);
      m->text = data + i;
      m->kind = data[i] == '"' ? VALUE_STRING
                : data[i] == '[' ? VALUE_LIST
                : data[i] == '-' || g_ascii_isdigit (data[i]) ? VALUE_NUMBER
                : VALUE_OTHER;
      i = skip_value (data, len, i);
      m->len = data + i - m->text;
      i = net_json_skip_space (data, len, i);
      if (data[i] == '}')
        return TRUE;
      i = net_json_skip_space (data, len, i + 1);        /* past the "," */
    }
}

/* The member called @name; the last one if written twice (as json-glib
 * read it). */
static const Member *
member (const Members *obj, const char *name)
{
  for (guint k = obj->n; k > 0; k--)
    if (strcmp (obj->members[k - 1].name, name) == 0)
      return &obj->members[k - 1];
  return NULL;
}

/* A string value into @buf (@size bytes with its NUL); errors name it as
 * member @name or, with @item, as an item of it. */
static gboolean
take_string (const char *text, const char *name, gboolean item, char *buf, gsize size,
             GError **error)
{
  gsize at = 0;

  if (decode_string (text, &at, buf, size) >= size)
    return item ? net_json_fail (error, "an item of “%s” is too long", name)
                : net_json_fail (error, "“%s” is too long (at most %" G_GSIZE_FORMAT " bytes)", name,
                        size - 1);
  /* The checker let through only UTF-8 and whole characters; said again
   * here, since every text of a message goes on to names and logs. */
  if (!g_utf8_validate (buf, -1, NULL))
    return item ? net_json_fail (error, "an item of “%s” is not UTF-8 text", name)
                : net_json_fail (error, "“%s” is not UTF-8 text", name);
  return TRUE;
}

/* A string member into @buf (@size bytes with its NUL); absent is fine
 * unless @required. */
static gboolean
get_string (const Members *obj, const char *name, char *buf, gsize size, gboolean required,
            GError **error)
{
  const Member *m = member (obj, name);

  buf[0] = '\0';
  if (m == NULL)
    return required ? net_json_fail (error, "“%s” is missing", name) : TRUE;
  if (m->kind != VALUE_STRING)
    return net_json_fail (error, "“%s” must be a string", name);
  return take_string (m->text, name, FALSE, buf, size, error);
}

static gboolean
get_uint (const Members *obj, const char *name, guint max, gint *out, gboolean required,
          GError **error)
{
  const Member *m = member (obj, name);
  guint64 v = 0;
  gsize i = 0;

  if (m == NULL)
    return required ? net_json_fail (error, "“%s” is missing", name) : TRUE;
  if (m->kind != VALUE_NUMBER || memchr (m->text, '.', m->len) != NULL ||
      memchr (m->text, 'e', m->len) != NULL || memchr (m->text, 'E', m->len) != NULL)
    return net_json_fail (error, "“%s” must be a whole number", name);
  if (m->text[0] == '-')
    i++;
  for (; i < m->len; i++)
    if ((v = v * 10 + (m->text[i] - '0')) > max)
      break;
  if (v > max || (m->text[0] == '-' && v != 0))
    return net_json_fail (error, "“%s” must be from 0 to %u", name, max);
  *out = (gint) v;
  return TRUE;
}

/* A list of strings, each into a fixed buffer of @size bytes. */
static gboolean
get_strings (const Members *obj, const char *name, guint min, guint max, char *bufs, gsize size,
             guint *n, GError **error)
{
  const Member *m = member (obj, name);
  gsize i, len;

  if (m == NULL)
    return net_json_fail (error, "“%s” is missing", name);
  if (m->kind != VALUE_LIST)
    return net_json_fail (error, "“%s” must be a list", name);
  len = m->len;
  /* Counted first, as the error says how many it takes. */
  *n = 0;
  i = net_json_skip_space (m->text, len, 1);
  if (m->text[i] != ']')
    for (;; (*n)++)
      {
        i = net_json_skip_space (m->text, len, skip_value (m->text, len, i));
        if (m->text[i] == ']')
          {
            (*n)++;
            break;
          }
        i = net_json_skip_space (m->text, len, i + 1);
      }
  if (*n < min || *n > max)
    return net_json_fail (error, "“%s” must have %u to %u items", name, min, max);
  i = net_json_skip_space (m->text, len, 1);
  for (guint k = 0; k < *n; k++)
    {
      if (m->text[i] != '"')
        return net_json_fail (error, "“%s” must hold only strings", name);
      if (!take_string (m->text + i, name, TRUE, bufs + k * size, size, error))
        return FALSE;
      i = net_json_skip_space (m->text, len, skip_value (m->text, len, i));
      i = net_json_skip_space (m->text, len, i + 1);
    }
  return TRUE;
}

static gboolean
check_name (const char *name, GError **error)
{
  if (!net_name_valid (name))
    return net_json_fail (error, "a name is 1 to %u characters, with something to see (not only "
                 "spaces or invisible characters), and no control characters", NET_MAX_NAME);
  return TRUE;
}

static gboolean
check_hex (const char *member, const char *s, gsize len, GError **error)
{
  if (strlen (s) != len)
    return net_json_fail (error, "“%s” must be %" G_GSIZE_FORMAT " hexadecimal digits", member, len);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]) || g_ascii_isupper (s[i]))
      return net_json_fail (error, "“%s” must be lower-case hexadecimal digits", member);
  return TRUE;
}

static gboolean
parse_table (const Members *obj, NetMessage *msg, GError **error)
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
        if (strcmp (kinds[i], net_seat_kind_id (k)) == 0)
          break;
      if (k == NET_N_SEAT_KINDS)
        return net_json_fail (error, "“%s” is no kind of seat", kinds[i]);
      msg->seats[i] = k;
      if (msg->names[i][0] != '\0' && !check_name (msg->names[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_fields (const Members *obj, NetMessage *msg, GError **error)
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
        return net_json_fail (error, "the level is easy, medium or hard");
      return TRUE;
    case NET_MSG_ACT:
      {
        char word[32];

        if (!get_string (obj, "action", word, sizeof word, TRUE, error) ||
            !get_uint (obj, "seat", 3, &msg->seat, FALSE, error))
          return FALSE;
        if (!proto_parse_action (word, &msg->action))
          return net_json_fail (error, "“%s” is no action (such as pass, order, call-H, play-JD)", word);
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
            return net_json_fail (error, "“%s” is no action", words[i]);
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
    case NET_MSG_MOVE:
      return get_uint (obj, "seat", 3, &msg->seat, TRUE, error) &&
             get_uint (obj, "from", 3, &msg->from, FALSE, error);
    case NET_MSG_REMATCH:
    case NET_MSG_PING:
    case NET_MSG_LEAVE:
    case NET_MSG_PONG:
    case NET_N_MSGS:
    default:
      return TRUE;
    }
}

gboolean
net_message_parse (const char *data, gsize len, NetMessage *msg, GError **error)
{
  Members obj;
  char type[16];
  guint t;

  net_message_init (msg, NET_N_MSGS);
  if (len > NET_MAX_FRAME)
    return net_json_fail (error, "the message is too long (%" G_GSIZE_FORMAT " bytes; at most %u)", len,
                 NET_MAX_FRAME);
  if (len == 0)
    return net_json_fail (error, "the message is empty");
  if (memchr (data, '\0', len) != NULL)
    return net_json_fail (error, "the message holds a NUL character (U+0000), which JSON does not "
                 "allow outside a string's escapes");
  if (!g_utf8_validate_len (data, len, NULL))
    return net_json_fail (error, "the message is not text (UTF-8)");
  /* Exactly JSON, one object, bounded, before anything is read from it:
   * the reader below counts on it. */
  if (!net_json_check ("the message", data, len, NET_MAX_DEPTH, TRUE, error) ||
      !read_members (data, len, &obj, error) ||
      !get_string (&obj, "type", type, sizeof type, TRUE, error))
    return FALSE;
  for (t = 0; t < NET_N_MSGS; t++)
    if (strcmp (type, net_message_type_id (t)) == 0)
      break;
  if (t == NET_N_MSGS)
    return net_json_fail (error, "“%s” is no type of message", type);
  msg->type = t;
  return parse_fields (&obj, msg, error);
}
