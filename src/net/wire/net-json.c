/* net-json.c — the strict, bounded JSON scanner every message and every
 * room.json pass first (net_json_check())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The message reader behind it is net-message-read.c.
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "net-json-private.h"
#include "net-message.h"

/* ---- reading ----------------------------------------------------------------- */

gboolean
net_json_fail (GError **error, const char *format, ...)
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

/* The value of the four hexadecimal digits at @data[@at], or -1. */
int
net_json_hex4 (const char *data, gsize len, gsize at)
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

gsize
net_json_skip_space (const char *data, gsize len, gsize i)
{
  /* JSON's four: json-glib also skips others (and reads comments). */
  while (i < len && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r'))
    i++;
  return i;
}

/* The string that starts with the quote at @data[*@at]; *@at moves past
 * its closing quote. */
static gboolean
scan_string (const char *what, const char *data, gsize len, gsize *at, GError **error)
{
  gsize i = *at + 1;

  for (;;)
    {
      guchar c;

      if (i >= len)
        return net_json_fail (error, "%s is not JSON (a string is not closed)", what);
      c = data[i];
      if (c == '"')
        break;
      if (c < 0x20)
        return net_json_fail (error, "%s is not JSON (a control character inside a string)", what);
      if (c != '\\')
        {
          i++;
          continue;
        }
      if (++i >= len)
        return net_json_fail (error, "%s is not JSON (a string is not closed)", what);
      c = data[i];
      if (c == 'u')
        {
          /* A character: four hexadecimal digits; a surrogate only as the
           * first of a pair, the second following at once (json-glib's
           * reader of a lone one leaks); never NUL (json-glib's strings
           * end there: "a\u0000b" would read as "a"). */
          int unit = net_json_hex4 (data, len, i + 1);

          if (unit < 0)
            return net_json_fail (error, "%s is not JSON (\\u needs four hexadecimal digits)", what);
          i += 5;
          if (unit == 0)
            return net_json_fail (error, "%s holds a NUL character (\\u0000) in a string", what);
          if (unit >= 0xDC00 && unit <= 0xDFFF)
            return net_json_fail (error, "%s is not JSON (half a surrogate pair)", what);
          if (unit >= 0xD800 && unit <= 0xDBFF)
            {
              int low = len - i >= 2 && data[i] == '\\' && data[i + 1] == 'u'
                        ? net_json_hex4 (data, len, i + 2) : -1;

              if (low < 0xDC00 || low > 0xDFFF)
                return net_json_fail (error, "%s is not JSON (half a surrogate pair)", what);
              i += 6;
            }
        }
      else if (c != '\0' && strchr ("\"\\/bfnrt", c) != NULL)
        i++;
      else
        /* Only JSON's escapes: json-glib reads others its own way ("\200"
         * as a raw byte). */
        return net_json_fail (error, "%s is not JSON (a string holds an escape JSON does "
                     "not have)", what);
    }
  *at = i + 1;
  return TRUE;
}

/* A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
scan_number (const char *what, const char *data, gsize len, gsize *at, GError **error)
{
  gsize i = *at, digits;

  if (i < len && data[i] == '-')
    i++;
  if (i < len && data[i] == '0')
    i++;
  else if (i < len && data[i] >= '1' && data[i] <= '9')
    while (i < len && g_ascii_isdigit (data[i]))
      i++;
  else
    return net_json_fail (error, "%s is not JSON (a number without digits)", what);
  if (i < len && data[i] == '.')
    {
      for (digits = 0, i++; i < len && g_ascii_isdigit (data[i]); i++)
        digits++;
      if (digits == 0)
        return net_json_fail (error, "%s is not JSON (a number without digits after its point)", what);
    }
  if (i < len && (data[i] == 'e' || data[i] == 'E'))
    {
      i++;
      if (i < len && (data[i] == '+' || data[i] == '-'))
        i++;
      for (digits = 0; i < len && g_ascii_isdigit (data[i]); i++)
        digits++;
      if (digits == 0)
        return net_json_fail (error, "%s is not JSON (a number without digits in its exponent)", what);
    }
  *at = i;
  return TRUE;
}

typedef enum {
  WANT_VALUE,
  WANT_VALUE_OR_END,            /* after "[" */
  WANT_KEY_OR_END,              /* after "{" */
  WANT_KEY,                     /* after "," in an object */
  WANT_COLON,
  WANT_NEXT                     /* after a value: ",", the end of its list or object, or the end */
} JsonWant;

gboolean
net_json_check (const char *what, const char *data, gsize len, guint max_depth, gboolean object,
                GError **error)
{
  /* One bit a level: 1 an object, 0 a list. */
  guint64 kinds = 0;
  guint depth = 0;
  JsonWant want = WANT_VALUE;
  gsize i;

  g_return_val_if_fail (max_depth <= 64, FALSE);
  i = net_json_skip_space (data, len, 0);
  if (object && (i == len || data[i] != '{'))
    return net_json_fail (error, "%s must be a JSON object", what);
  for (;;)
    {
      char c;

      i = net_json_skip_space (data, len, i);
      if (want == WANT_NEXT && depth == 0)
        {
          if (i != len)
            return net_json_fail (error, "%s must be one JSON %s, with nothing after it", what,
                         object ? "object" : "value");
          return TRUE;
        }
      if (i == len)
        return net_json_fail (error, "%s is not JSON (it ends too soon)", what);
      c = data[i];
      switch (want)
        {
        case WANT_VALUE_OR_END:
        case WANT_VALUE:
          if (want == WANT_VALUE_OR_END && c == ']')
            {
              depth--;
              kinds >>= 1;
              i++;
              want = WANT_NEXT;
            }
          else if (c == '{' || c == '[')
            {
              if (depth >= max_depth)
                return net_json_fail (error, "%s nests lists or objects too deeply", what);
              kinds = (kinds << 1) | (c == '{');
              depth++;
              i++;
              want = c == '{' ? WANT_KEY_OR_END : WANT_VALUE_OR_END;
            }
          else if (c == '"')
            {
              if (!scan_string (what, data, len, &i, error))
                return FALSE;
              want = WANT_NEXT;
            }
          else if (c == '-' || g_ascii_isdigit (c))
            {
              if (!scan_number (what, data, len, &i, error))
                return FALSE;
              want = WANT_NEXT;
            }
          else
            {
              static const char *const words[] = { "true", "false", "null" };
              guint w;

              for (w = 0; w < G_N_ELEMENTS (words); w++)
                if (len - i >= strlen (words[w]) &&
                    memcmp (data + i, words[w], strlen (words[w])) == 0)
                  break;
              if (w == G_N_ELEMENTS (words))
                return net_json_fail (error, "%s is not JSON (a value is not a string, number, "
                             "list, object, true, false or null)", what);
              i += strlen (words[w]);
              want = WANT_NEXT;
            }
          break;
        case WANT_KEY_OR_END:
        case WANT_KEY:
          if (want == WANT_KEY_OR_END && c == '}')
            {
              depth--;
              i++;
              kinds >>= 1;
              want = WANT_NEXT;
            }
          else if (c == '"')
            {
              if (!scan_string (what, data, len, &i, error))
                return FALSE;
              want = WANT_COLON;
            }
          else
            return net_json_fail (error, "%s is not JSON (a member’s name must be a string in "
                         "double quotes)", what);
          break;
        case WANT_COLON:
          if (c != ':')
            return net_json_fail (error, "%s is not JSON (a “:” is missing)", what);
          i++;
          want = WANT_VALUE;
          break;
        case WANT_NEXT:
        default:
          if (c == ',')
            want = (kinds & 1) ? WANT_KEY : WANT_VALUE;
          else if (c == ((kinds & 1) ? '}' : ']'))
            {
              depth--;
              kinds >>= 1;
              want = WANT_NEXT;
            }
          else
            return net_json_fail (error, "%s is not JSON (a “,” or the end of a list or object "
                         "is missing)", what);
          i++;
          break;
        }
    }
}
