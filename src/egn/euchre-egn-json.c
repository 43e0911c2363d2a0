/* euchre-egn-json.c — reading the JSON of a file, and its limits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-egn-private.h"

/* ---- JSON helpers ------------------------------------------------------------ */

JsonObject *
egn_member_object (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

JsonArray *
egn_member_array (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

const char *
egn_member_string (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

JsonObject *
egn_object_copy (JsonObject *src)
{
  JsonObject *o = json_object_new ();
  g_autoptr (GList) names = src != NULL ? json_object_get_members (src) : NULL;

  for (GList *l = names; l != NULL; l = l->next)
    json_object_set_member (o, l->data, json_node_copy (json_object_get_member (src, l->data)));
  return o;
}

gpointer
egn_parse_fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (EUCHRE_ERROR, EUCHRE_ERROR_PARSE, format, args));
  va_end (args);
  return NULL;
}

char *
egn_cut_text (const char *text, guint max_chars)
{
  const char *end;
  GString *s;

  if (text == NULL || strlen (text) <= max_chars)
    return NULL;
  if (g_utf8_strlen (text, -1) <= (glong) max_chars)
    return NULL;
  /* The first max_chars - 1 characters, and an ellipsis that says so. */
  end = g_utf8_offset_to_pointer (text, (glong) max_chars - 1);
  s = g_string_new_len (text, end - text);
  g_string_append (s, "…");
  return g_string_free (s, FALSE);
}

/* json-glib passes an escape such as "\202" (not JSON) on as the raw
 * byte, so a string or a member name in the file may be no UTF-8, and a
 * file may hold a name of a million characters.  Each is made valid and
 * cut to EUCHRE_EGN_MAX_TEXT characters (member names to
 * EUCHRE_EGN_MAX_NAME) once, here, before anything reads the tree: every
 * word of the file the game shows, quotes in a problem or writes back out
 * is then UTF-8 and of a length a window can measure.  A stack, not
 * recursion: the file decides how deep the tree goes.  A member whose
 * name, made valid or cut, is taken by another is dropped.  Returns how
 * many strings were cut. */
guint
egn_make_text_sane (JsonNode *root)
{
  g_autoptr (GPtrArray) todo = g_ptr_array_new ();
  guint n_cut = 0;

  g_ptr_array_add (todo, root);
  while (todo->len > 0)
    {
      JsonNode *n = g_ptr_array_steal_index_fast (todo, todo->len - 1);

      if (JSON_NODE_HOLDS_OBJECT (n))
        {
          JsonObject *o = json_node_get_object (n);
          g_autoptr (GList) names = json_object_get_members (o);

          for (GList *l = names; l != NULL; l = l->next)
            {
              JsonNode *child = json_object_get_member (o, l->data);
              g_autofree char *valid = NULL;
              g_autofree char *cut = NULL;

              if (!g_utf8_validate (l->data, -1, NULL))
                valid = g_utf8_make_valid (l->data, -1);
              cut = egn_cut_text (valid != NULL ? valid : l->data, EUCHRE_EGN_MAX_NAME);
              if (cut != NULL)
                n_cut++;
              if (cut != NULL || valid != NULL)
                {
                  const char *name = cut != NULL ? cut : valid;

                  if (json_object_has_member (o, name))
                    {
                      json_object_remove_member (o, l->data);
                      continue;
                    }
                  json_node_ref (child);
                  json_object_remove_member (o, l->data);
                  json_object_set_member (o, name, child);
                }
              g_ptr_array_add (todo, child);
            }
        }
      else if (JSON_NODE_HOLDS_ARRAY (n))
        {
          JsonArray *a = json_node_get_array (n);

          for (guint i = 0; i < json_array_get_length (a); i++)
            g_ptr_array_add (todo, json_array_get_element (a, i));
        }
      else if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
        {
          g_autofree char *valid = NULL;
          g_autofree char *cut = NULL;

          if (!g_utf8_validate (json_node_get_string (n), -1, NULL))
            valid = g_utf8_make_valid (json_node_get_string (n), -1);
          cut = egn_cut_text (valid != NULL ? valid : json_node_get_string (n),
                              EUCHRE_EGN_MAX_TEXT);
          if (cut != NULL)
            n_cut++;
          if (cut != NULL || valid != NULL)
            json_node_set_string (n, cut != NULL ? cut : valid);
        }
    }
  return n_cut;
}

/* An integer member in [min, max]; FALSE when absent or not one. */
gboolean
egn_member_int (JsonObject *o, const char *name, gint64 min, gint64 max, gint64 *out)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (n);
  return *out >= min && *out <= max;
}

gboolean
egn_member_bool (JsonObject *o, const char *name, gboolean fallback)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return fallback;
  return json_node_get_boolean (n);
}

const char *
egn_element_string (JsonArray *a, guint i)
{
  JsonNode *n = json_array_get_element (a, i);

  return JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
         ? json_node_get_string (n) : NULL;
}

/* The phase of @type in a deal's phases, or NULL. */
JsonObject *
egn_find_phase (JsonObject *deal, const char *type)
{
  JsonArray *phases = egn_member_array (deal, "phases");

  for (guint i = 0; phases != NULL && i < json_array_get_length (phases); i++)
    {
      JsonNode *n = json_array_get_element (phases, i);

      if (JSON_NODE_HOLDS_OBJECT (n) &&
          g_strcmp0 (egn_member_string (json_node_get_object (n), "type"), type) == 0)
        return json_node_get_object (n);
    }
  return NULL;
}

const char *
egn_discard_text (JsonObject *deal)
{
  const char *text = egn_member_string (egn_find_phase (deal, "EUCHRE_BIDDING"), "discard");

  return text != NULL ? text : egn_member_string (egn_find_phase (deal, "TRICK_PLAY"), "discard");
}

/* Whether @text (@length bytes) is one JSON object and nothing after it
 * but white space, and whether its lists and objects nest deeper than
 * @max_depth.  Checked before json-glib reads it: json-glib 1.6 loses the
 * memory of a second value after the first, and it reads nested values by
 * recursion, so that ~100,000 nested brackets overflow the stack.  The
 * scan follows what json-glib's scanner takes for text: double-quoted
 * strings with backslash escapes, single-quoted strings without, and
 * comments between slash-star and star-slash; a bracket in none of them
 * counts.  An unfinished text passes (json-glib says what is wrong). */
EgnScan
egn_scan (const char *text, gsize length, guint max_depth)
{
  gsize i = 0;
  guint depth = 0;

  while (i < length && g_ascii_isspace (text[i]))
    i++;
  if (i == length || text[i] != '{')
    return EGN_SCAN_NOT_OBJECT;
  for (; i < length; i++)
    {
      char c = text[i];

      if (c == '"')
        {
          for (i++; i < length && text[i] != '"'; i++)
            if (text[i] == '\\')
              i++;
        }
      else if (c == '\'')
        {
          for (i++; i < length && text[i] != '\''; i++)
            ;
        }
      else if (c == '/' && i + 1 < length && text[i + 1] == '*')
        {
          for (i += 2; i + 1 < length && !(text[i] == '*' && text[i + 1] == '/'); i++)
            ;
          i++;
        }
      else if (c == '{' || c == '[')
        {
          if (++depth > max_depth)
            return EGN_SCAN_TOO_DEEP;
        }
      else if ((c == '}' || c == ']') && depth > 0 && --depth == 0)
        break;
    }
  if (i >= length)
    return EGN_SCAN_OBJECT;
  for (i++; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return EGN_SCAN_NOT_OBJECT;
  return EGN_SCAN_OBJECT;
}

JsonNode *
egn_json_read (const char *text, gssize text_length, gsize max_bytes, gboolean match,
               guint *n_cut, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  const char *not_object = match ? _("this is not a match file: it is not a JSON object")
                                 : _("this is not an EGN game: it is not a JSON object");
  gsize length = text_length < 0 ? strlen (text) : (gsize) text_length;
  JsonNode *root;

  if (length > max_bytes)
    {
      if (match)
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("the file is too large for a match (more than %u MiB)"),
                     (guint) (max_bytes / (1024u * 1024u)));
      else
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("the file is too large for a game (more than %u MiB)"),
                     (guint) (max_bytes / (1024u * 1024u)));
      return NULL;
    }
  switch (egn_scan (text, length, EUCHRE_EGN_MAX_DEPTH))
    {
    case EGN_SCAN_NOT_OBJECT:
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, not_object);
      return NULL;
    case EGN_SCAN_TOO_DEEP:
      return egn_parse_fail (error, _("the file nests lists and objects more than %u levels deep, "
                                      "which no game file does"), EUCHRE_EGN_MAX_DEPTH);
    case EGN_SCAN_OBJECT:
      break;
    }
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, (gssize) length, &local))
    {
      /* json-glib quotes the bytes it could not read. */
      g_autofree char *why = g_utf8_make_valid (local->message, -1);

      if (match)
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("this is not a match file: it is not valid JSON (%s)"), why);
      else
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("this is not an EGN game: it is not valid JSON (%s)"), why);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, not_object);
      return NULL;
    }
  *n_cut = egn_make_text_sane (root);
  return json_node_ref (root);
}

void
egn_note_cut (GPtrArray *notes, guint n_cut)
{
  if (n_cut > 0)
    g_ptr_array_add (notes,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%u text in the file (a note, a description) "
                                                   "is cut to %u characters",
                                                   "%u texts in the file (notes, descriptions) "
                                                   "are cut to %u characters", n_cut),
                                      n_cut, EUCHRE_EGN_MAX_TEXT));
}

/* The bytes pretty-printing adds to the compact form of @root, at most
 * (each value on a line of its own, indented two spaces a level, " : "
 * after a name, each closing bracket on a line of its own), and how deep
 * it nests.  A stack, not recursion. */
static guint64
pretty_extra (JsonNode *root, guint *max_depth)
{
  g_autoptr (GPtrArray) todo = g_ptr_array_new ();
  g_autoptr (GArray) levels = g_array_new (FALSE, FALSE, sizeof (guint));
  guint64 extra = 0;
  guint zero = 0;

  *max_depth = 0;
  g_ptr_array_add (todo, root);
  g_array_append_val (levels, zero);
  while (todo->len > 0)
    {
      JsonNode *n = g_ptr_array_steal_index_fast (todo, todo->len - 1);
      guint level = g_array_index (levels, guint, levels->len - 1);
      guint next = level + 1;

      g_array_set_size (levels, levels->len - 1);
      extra += 1 + 2 * (guint64) level + 2;
      if (JSON_NODE_HOLDS_OBJECT (n) || JSON_NODE_HOLDS_ARRAY (n))
        {
          *max_depth = MAX (*max_depth, next);
          extra += 1 + 2 * (guint64) level;
        }
      if (JSON_NODE_HOLDS_OBJECT (n))
        {
          g_autoptr (GList) members = json_object_get_values (json_node_get_object (n));

          for (GList *l = members; l != NULL; l = l->next)
            {
              g_ptr_array_add (todo, l->data);
              g_array_append_val (levels, next);
            }
        }
      else if (JSON_NODE_HOLDS_ARRAY (n))
        {
          JsonArray *a = json_node_get_array (n);

          for (guint i = 0; i < json_array_get_length (a); i++)
            {
              g_ptr_array_add (todo, json_array_get_element (a, i));
              g_array_append_val (levels, next);
            }
        }
    }
  return extra;
}

static char *
generate (JsonNode *root, gboolean pretty, gsize *length)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();

  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, length);
}

char *
egn_json_write (JsonNode *root, gsize max_bytes, GError **error)
{
  g_autofree char *compact = NULL;
  gsize length = 0;
  guint depth;
  guint64 extra = pretty_extra (root, &depth);

  if (depth > EUCHRE_EGN_MAX_DEPTH)
    return egn_parse_fail (error, _("the game holds lists and objects nested more than %u levels "
                                    "deep, which a game file may not"), EUCHRE_EGN_MAX_DEPTH);
  compact = generate (root, FALSE, &length);
  if (length > max_bytes)
    return egn_parse_fail (error,
                           _("the game would take more than %u MiB, more than a game file may"),
                           (guint) (max_bytes / (1024u * 1024u)));
  if (length + extra <= max_bytes)
    {
      char *pretty = generate (root, TRUE, &length);

      if (length <= max_bytes)
        return pretty;
      g_free (pretty);
    }
  return g_steal_pointer (&compact);
}
