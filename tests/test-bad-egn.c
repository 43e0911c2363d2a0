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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/bad-egn/deep", test_bad_egn_deep);
  return g_test_run ();
}
