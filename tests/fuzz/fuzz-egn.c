/* fuzz-egn.c — the Euchre Game Notation reader (euchre_egn_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes must read or be refused with a message; a file that reads is
 * a game that happened up to its problem (if any): its record replays to
 * a state that keeps every invariant, the transcript can be made, and
 * writing it as EGN and reading that back gives the same actions with no
 * problem.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "euchre-egn.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GError) error = NULL;
  EuchreState state;

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
    for (guint i = 0; i < euchre_record_length (egn->record); i++)
      g_assert_true (memcmp (&g_array_index (egn->record->entries, EuchreRecordEntry, i),
                             &g_array_index (again->record->entries, EuchreRecordEntry, i),
                             sizeof (EuchreRecordEntry)) == 0);
  }
  return 0;
}
