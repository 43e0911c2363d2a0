/* fuzz-egn.c — the Euchre Game Notation reader (euchre_egn_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes must read or be refused with a message; a file that reads is
 * a game that happened up to its problem (if any): its record replays to
 * a state that keeps every invariant, the transcript can be made, and
 * writing it as EGN and reading that back gives the same actions with no
 * problem.  Bytes that look like a match file (Euchre Match Notation) are
 * read as one: each game that reads replays, and the match written and
 * read back has the same games.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "euchre-egn.h"
#include "euchre-emn.h"
#include "fuzz.h"

static int
fuzz_match (const char *data, size_t size)
{
  g_autoptr (EuchreEmn) emn = NULL;
  g_autoptr (EuchreEmn) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *transcript = NULL;
  g_autofree char *written = NULL;

  emn = euchre_emn_parse (data, (gssize) size, &error);
  if (emn == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  for (guint g = 0; g < emn->games->len; g++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, g);
      EuchreState state;

      if (game->egn == NULL)
        {
          g_assert_true (g_utf8_validate (game->error, -1, NULL));
          continue;
        }
      g_assert_true (euchre_record_replay (game->egn->record, &state, NULL));
      fuzz_check_state (&state);
    }
  transcript = euchre_emn_transcript (emn);
  g_assert_true (g_utf8_validate (transcript, -1, NULL));
  written = euchre_emn_to_string (emn, &error);
  if (written == NULL)
    {
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  again = euchre_emn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->games->len, ==, emn->games->len);
  for (guint g = 0; g < emn->games->len; g++)
    {
      const EuchreEmnGame *a = g_ptr_array_index (emn->games, g);
      const EuchreEmnGame *b = g_ptr_array_index (again->games, g);

      g_assert_true ((a->egn == NULL) == (b->egn == NULL));
      if (a->egn != NULL)
        g_assert_cmpuint (euchre_record_length (a->egn->record), ==,
                          euchre_record_length (b->egn->record));
    }
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GError) error = NULL;
  EuchreState state;

  if (euchre_emn_is_match ((const char *) data, size))
    return fuzz_match ((const char *) data, size);
  egn = euchre_egn_parse ((const char *) data, (gssize) size, &error);
  if (egn == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_true (egn->problem == NULL || g_utf8_validate (egn->problem, -1, NULL));
  g_assert_true (euchre_record_replay (egn->record, &state, &error));
  g_assert_no_error (error);
  fuzz_check_state (&state);

  {
    g_autofree char *transcript = euchre_egn_transcript (egn);
    g_autofree char *written = euchre_egn_to_string (egn, &error);
    g_autoptr (EuchreEgn) again = NULL;

    g_assert_true (g_utf8_validate (transcript, -1, NULL));
    /* Written, it reads again; or it is refused, in words, for a reason a
     * reader would refuse it for (too large). */
    if (written == NULL)
      {
        g_assert_nonnull (error);
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
        return 0;
      }
    g_assert_no_error (error);
    g_assert_cmpuint (strlen (written), <=, EUCHRE_EGN_MAX_BYTES);
    again = euchre_egn_parse (written, -1, &error);
    g_assert_no_error (error);
    g_assert_nonnull (again);
    g_assert_null (again->problem);
    g_assert_cmpuint (euchre_record_length (again->record), ==, euchre_record_length (egn->record));
    /* The same record, entry for entry: the cards the file did not give
     * fill the same places again, and a discard it did not give is
     * guessed the same again, a file read up to a problem too. */
    for (guint i = 0; i < euchre_record_length (egn->record); i++)
      g_assert_cmpmem (&g_array_index (egn->record->entries, EuchreRecordEntry, i),
                       sizeof (EuchreRecordEntry),
                       &g_array_index (again->record->entries, EuchreRecordEntry, i),
                       sizeof (EuchreRecordEntry));
  }
  return 0;
}
