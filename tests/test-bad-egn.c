/* test-bad-egn.c — hostile EGN files (issue 25): nesting, output size,
 * strings without end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/test-egn.c holds the malformed files a person could write by hand;
 * these are the ones built to break a reader: ~100,000 nested brackets
 * (json-glib 1.6 reads them by recursion and overflows the stack), files
 * whose written form grows with the square of their depth, and names of
 * thousands of characters.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-egn.h"
#include "euchre-error.h"

/* A small game, complete, to hang things on. */
#define GAME_HEAD \
  "{\"fileType\":\"Euchre Game Notation\",\"version\":\"1.0.0\"," \
  "\"metadata\":{\"title\":\"T\",\"players\":[\"A\",\"B\",\"C\",\"D\"]},"
#define GAME_DEALS \
  "\"deals\":[{\"dealNumber\":0,\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"}," \
  "\"phases\":[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Order\"]}," \
  "{\"type\":\"TRICK_PLAY\",\"tricks\":[]}]}]"

static char *
nested (const char *before, guint depth, gboolean close, const char *after)
{
  GString *s = g_string_new (before);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '[');
  if (close)
    for (guint i = 0; i < depth; i++)
      g_string_append_c (s, ']');
  g_string_append (s, after);
  return g_string_free (s, FALSE);
}

/* ~100,000 nested lists are refused in plain words before json-glib sees
 * them, wherever they hide: after a single-quoted string or a comment
 * holding a double quote (json-glib reads both, so the scan must too). */
static void
test_bad_egn_deep (void)
{
  static const char *const befores[] = {
    "{\"deep\":",
    "{\"q\":'\"',\"deep\":",
    "{/* \" */\"deep\":",
    "{\"s\":\"\\\"[\",\"deep\":",
  };

  for (guint i = 0; i < G_N_ELEMENTS (befores); i++)
    for (guint closed = 0; closed < 2; closed++)
      {
        g_autofree char *text = nested (befores[i], 100000, closed, closed ? "}" : "");
        g_autoptr (GError) error = NULL;
        g_autoptr (EuchreEgn) egn = NULL;

        g_test_message ("%s, %s", befores[i], closed ? "closed" : "open");
        egn = euchre_egn_parse (text, -1, &error);
        g_assert_null (egn);
        g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
        g_assert_nonnull (strstr (error->message, "more than 64 levels deep"));
      }

  /* The limit itself: the object and 63 lists inside it read, 64 not. */
  for (guint depth = EUCHRE_EGN_MAX_DEPTH - 1; depth <= EUCHRE_EGN_MAX_DEPTH; depth++)
    {
      g_autofree char *text = nested (GAME_HEAD "\"extra\":", depth, TRUE, "," GAME_DEALS "}");
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreEgn) egn = euchre_egn_parse (text, -1, &error);

      if (depth < EUCHRE_EGN_MAX_DEPTH)
        {
          g_assert_no_error (error);
          g_assert_null (egn->problem);
        }
      else
        g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
    }
}

/* What is written reads again, and grows with the file, not with the
 * square of its depth: 400 KB of lists nested 60 deep would be ~25 MB
 * pretty-printed (each bracket on a line, indented two spaces a level),
 * more than the reader takes; it is written compact. */
static void
test_bad_egn_write_size (void)
{
  g_autoptr (GString) doc = g_string_new (GAME_HEAD "\"extra\":[");
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (EuchreEgn) again = NULL;
  g_autofree char *written = NULL;

  for (guint block = 0; doc->len < 400 * 1000; block++)
    {
      g_string_append (doc, block > 0 ? ",1," : "1,");
      for (guint i = 0; i < 60; i++)
        g_string_append_c (doc, '[');
      for (guint i = 0; i < 60; i++)
        g_string_append_c (doc, ']');
    }
  g_string_append (doc, "]," GAME_DEALS "}");
  egn = euchre_egn_parse (doc->str, (gssize) doc->len, &error);
  g_assert_no_error (error);
  written = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  g_test_message ("%zu bytes read, %zu written", doc->len, strlen (written));
  g_assert_cmpuint (strlen (written), <=, 2 * doc->len);
  again = euchre_egn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_null (again->problem);

  /* A small game is still written for people to read. */
  {
    g_autoptr (EuchreEgn) small = euchre_egn_parse (GAME_HEAD GAME_DEALS "}", -1, &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    text = euchre_egn_to_string (small, &error);
    g_assert_no_error (error);
    g_assert_nonnull (strstr (text, "{\n  \"fileType\" : \"Euchre Game Notation\",\n"));
  }

  /* A game too large for a file even compact (here 5 MB of title; a file
   * of raw control characters grows six times when escaped) is refused
   * in words, not written for the reader to refuse. */
  {
    g_autofree char *title = g_strnfill (5 * 1024 * 1024, 'x');
    g_autofree char *text = NULL;

    g_free (egn->title);
    egn->title = g_steal_pointer (&title);
    text = euchre_egn_to_string (egn, &error);
    g_assert_null (text);
    g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "more than 4 MiB"));
  }
}

/* Strings of any length are cut to what a window can show: names, title
 * and date to 200 characters, notes to 4,000, at a character's boundary,
 * the last an ellipsis; the notes say so; written and read again, the
 * same. */
static void
test_bad_egn_long_strings (void)
{
  g_autoptr (GString) name = g_string_new (NULL);
  g_autoptr (GString) note = g_string_new (NULL);
  g_autoptr (GString) doc = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (EuchreEgn) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *transcript = NULL;
  JsonObject *deal;
  const char *kept;

  for (guint i = 0; i < 10000; i++)
    g_string_append (name, i % 2 ? "é" : "x");
  for (guint i = 0; i < 100000; i++)
    g_string_append (note, "ü");
  g_string_printf (doc, "{\"fileType\":\"Euchre Game Notation\",\"metadata\":{\"title\":\"%s\","
                   "\"players\":[\"%s\",\"B\",\"%s\",\"D\"],\"date\":\"%s\"},"
                   "\"deals\":[{\"dealNumber\":0,\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"},"
                   "\"phases\":[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Order\"],"
                   "\"callAnnotations\":{\"0\":[\"%s\"]}}]}]}",
                   name->str, name->str, note->str, name->str, note->str);
  egn = euchre_egn_parse (doc->str, (gssize) doc->len, &error);
  g_assert_no_error (error);
  g_assert_null (egn->problem);
  g_assert_cmpint (g_utf8_strlen (egn->title, -1), ==, EUCHRE_EGN_MAX_NAME);
  g_assert_cmpint (g_utf8_strlen (egn->players[0], -1), ==, EUCHRE_EGN_MAX_NAME);
  g_assert_cmpint (g_utf8_strlen (egn->players[2], -1), ==, EUCHRE_EGN_MAX_NAME);
  g_assert_cmpint (g_utf8_strlen (egn->date, -1), ==, EUCHRE_EGN_MAX_NAME);
  g_assert_true (g_utf8_validate (egn->players[0], -1, NULL));
  g_assert_true (g_str_has_suffix (egn->players[0], "…"));
  g_assert_true (g_str_has_prefix (egn->players[0], "xéxé"));
  g_assert_cmpstr (egn->players[1], ==, "B");
  deal = json_array_get_object_element (json_object_get_array_member (
    json_node_get_object (egn->source), "deals"), 0);
  kept = json_array_get_string_element (json_object_get_array_member (json_object_get_object_member (
    json_array_get_object_element (json_object_get_array_member (deal, "phases"), 0),
    "callAnnotations"), "0"), 0);
  g_assert_cmpint (g_utf8_strlen (kept, -1), ==, EUCHRE_EGN_MAX_TEXT);
  g_assert_cmpuint (egn->notes->len, ==, 5);
  g_assert_cmpstr (g_ptr_array_index (egn->notes, 0), ==,
                   "The name of seat 0 is cut to 200 characters");
  g_assert_cmpstr (g_ptr_array_index (egn->notes, 2), ==, "The title is cut to 200 characters");
  g_assert_cmpstr (g_ptr_array_index (egn->notes, 3), ==, "The date is cut to 200 characters");
  g_assert_cmpstr (g_ptr_array_index (egn->notes, 4), ==,
                   "1 text in the file (a note, a description) is cut to 4000 characters");
  transcript = euchre_egn_transcript (egn);
  g_assert_nonnull (strstr (transcript, "Read with notes:\n  The name of seat 0 is cut"));
  g_assert_cmpuint (strlen (transcript), <, 40000);

  written = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  again = euchre_egn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->notes->len, ==, 0);
  g_assert_cmpstr (again->title, ==, egn->title);
  g_assert_cmpstr (again->date, ==, egn->date);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpstr (again->players[s], ==, egn->players[s]);
  {
    g_autofree char *twice = euchre_egn_to_string (again, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (twice, ==, written);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/bad-egn/deep", test_bad_egn_deep);
  g_test_add_func ("/euchre/bad-egn/write-size", test_bad_egn_write_size);
  g_test_add_func ("/euchre/bad-egn/long-strings", test_bad_egn_long_strings);
  return g_test_run ();
}
