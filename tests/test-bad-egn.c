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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/bad-egn/deep", test_bad_egn_deep);
  g_test_add_func ("/euchre/bad-egn/write-size", test_bad_egn_write_size);
  return g_test_run ();
}
