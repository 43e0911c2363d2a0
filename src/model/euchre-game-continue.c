/* euchre-game-continue.c — playing on alone when an online table is gone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the host closes the table (or it is lost for good) mid-game, the
 * person may play on: the same rules, the score as it stands, the same
 * dealer, with the computer in the other three seats.  The hand in play
 * is dealt again rather than played on: its cards were never shown to
 * this window (only a finished hand's deck is revealed), so all anyone
 * here could replay is the person's own cards, with guesses for the rest.
 */
#include "config.h"

#include "euchre-game-private.h"
#include "euchre-record.h"
#include "euchre-sheet.h"

EuchreGame *
euchre_game_new_continuing (EuchreGame *from, const char *strategy_id)
{
  const EuchrePublic *pub;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  EuchreGame *game;
  EuchreRules rules;

  g_return_val_if_fail (EUCHRE_IS_GAME (from), NULL);
  pub = euchre_game_get_public (from);
  if (pub->phase == EUCHRE_PHASE_GAME_OVER)
    return NULL;
  rules = pub->rules;
  /* The table dealt each pack; here the game shuffles as offline. */
  rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  /* A finished hand has moved the deal on; the hand in play is dealt
   * again by its dealer. */
  rules.first_dealer = pub->phase == EUCHRE_PHASE_HAND_OVER ? (pub->dealer + 1) % 4
                       : pub->dealer % 4;
  record = euchre_record_new (&rules, g_random_int ());
  record->initial_score[0] = pub->score[0];
  record->initial_score[1] = pub->score[1];
  text = euchre_record_to_string (record);
  game = euchre_game_new ();
  for (guint seat = 1; seat < 4; seat++)
    euchre_game_set_seat (game, seat, strategy_id, EUCHRE_PERSONALITY_NORMAL);
  euchre_game_set_ai_delay_ms (game, euchre_game_get_ai_delay_ms (from));
  if (!euchre_game_load (game, text, &error))
    {
      /* Rules the table played by always read back; never a crash. */
      g_message ("cannot play on from the table: %s", error->message);
      g_object_unref (game);
      return NULL;
    }
  /* The table's finished hands stay on the score sheet, the running
   * score going on from them. */
  game->sheet_before = euchre_game_get_score_sheet (from, NULL);
  return game;
}
