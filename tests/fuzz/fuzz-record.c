/* fuzz-record.c — the game notation reader (euchre_record_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The autosave is this notation, so this is also the saved-game loader
 * (EuchreGame reads a save with euchre_record_parse and nothing else).
 * Any bytes must parse or be refused with a message naming a line; a
 * record that parses is a game that happened: its state keeps every
 * invariant, and writing it out and reading it back gives the same state
 * and the same actions.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  EuchreState state;

  record = euchre_record_parse (text, &state, &error);
  if (record == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == EUCHRE_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  fuzz_check_state (&state);

  {
    g_autofree char *written = euchre_record_to_string (record);
    g_autoptr (EuchreRecord) again = NULL;
    EuchreState back, replayed;

    again = euchre_record_parse (written, &back, &error);
    g_assert_no_error (error);
    g_assert_nonnull (again);
    g_assert_true (memcmp (&state, &back, sizeof state) == 0);
    g_assert_cmpuint (euchre_record_length (again), ==, euchre_record_length (record));

    g_assert_true (euchre_record_replay (record, &replayed, &error));
    g_assert_no_error (error);
    g_assert_true (memcmp (&state, &replayed, sizeof state) == 0);
  }
  return 0;
}
