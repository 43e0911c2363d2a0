/* fuzz-cs246.c — the CS 246 saved-game reader (euchre_cs246_load)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes (NULs included: the reader takes a length) are refused with a
 * message starting "Line N" or give a position that keeps the engine's
 * invariants.  From an accepted position the game is then played on to
 * its end by four CS 246 computer players, checking the invariants after
 * every action: a loaded position is one the engine never dealt itself,
 * so it is where a strategy or the state machine would meet a surprise.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "euchre-cs246.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  EuchreCs246Game game;
  EuchreStrategy *players[4];
  EuchreState *s = &game.state;
  guint steps = 0;

  if (!euchre_cs246_load (&game, (const char *) data, (gssize) size, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_error_matches (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE));
      g_assert_true (g_str_has_prefix (error->message, "Line ") ||
                     g_str_has_prefix (error->message, "line "));
      return 0;
    }
  g_assert_no_error (error);
  fuzz_check_state (s);
  g_assert_cmpuint (game.next, <, 4);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpuint (game.hand_size[seat], <=, EUCHRE_CS246_MAX_HAND);
      for (guint i = 0; i < game.hand_size[seat]; i++)
        g_assert_true (euchre_card_valid (game.hands[seat][i]));
    }

  for (guint seat = 0; seat < 4; seat++)
    players[seat] = euchre_strategy_new ("classic", EUCHRE_PERSONALITY_NORMAL, seat);
  while (s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreView view;
      EuchreActionList legal;
      EuchreAction a;

      g_assert_cmpuint (++steps, <, 20000);   /* every game ends */
      euchre_state_get_view (s, s->pub.turn, &view);
      euchre_view_legal_actions (&view, &legal);
      g_assert_cmpuint (legal.n, >, 0);
      a = euchre_strategy_choose (players[s->pub.turn], &view, &legal, NULL);
      g_assert_true (euchre_action_list_contains (&legal, &a));
      g_assert_true (euchre_state_apply (s, &a, &error));
      g_assert_no_error (error);
      fuzz_check_state (s);
    }
  for (guint seat = 0; seat < 4; seat++)
    euchre_strategy_free (players[seat]);
  return 0;
}
