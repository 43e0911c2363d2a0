/* fuzz-pack.c — the EECS 280 pack reader (euchre_deck_parse_pack)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes are read as the file's text (up to a NUL, as the CLI's
 * g_file_get_contents() + C string would): either refused with a message
 * or 24 distinct cards of the EECS 280 deck that start a game.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  EuchreCard deck[24];
  EuchreRules rules;
  EuchreState state;
  EuchreCardSet seen = 0;

  if (!euchre_deck_parse_pack (text, deck, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL) || !g_utf8_validate (text, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  for (guint i = 0; i < 24; i++)
    {
      g_assert_true (euchre_card_valid (deck[i]));
      g_assert_cmpuint (seen & EUCHRE_CARD_BIT (deck[i]), ==, 0);
      seen |= EUCHRE_CARD_BIT (deck[i]);
    }
  g_assert_cmpuint (seen, ==, euchre_rules_deck_cards (&rules));
  g_assert_true (euchre_state_init_with_deck (&state, &rules, 0, deck, 24, &error));
  g_assert_no_error (error);
  fuzz_check_state (&state);
  return 0;
}
