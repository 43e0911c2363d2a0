/* test-solver.c — the double-dummy solver against plain minimax
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-solver.h"
#include "test-util.h"

/* Minimax with no pruning: tricks side 0 takes from here. */
static guint
brute (const EuchreState *s)
{
  EuchreCardSet plays;
  gboolean max = euchre_seat_side (s->pub.turn) == 0;
  guint best = max ? 0 : 5;

  if (s->pub.phase != EUCHRE_PHASE_PLAY)
    return 0;
  plays = euchre_state_legal_plays (s);
  for (EuchreCardSet p = plays; p; p &= p - 1)
    {
      EuchreState next = *s;
      EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, euchre_card_set_first (p), 0, FALSE);
      guint before = s->pub.tricks[0], v;

      euchre_state_apply_legal (&next, &a);
      v = next.pub.tricks[0] - before + brute (&next);
      best = max ? MAX (best, v) : MIN (best, v);
    }
  return best;
}

/* Random games stopped in the play phase with @tricks_left tricks to go. */
static gboolean
random_position (EuchreState *s, guint game, guint tricks_left, guint64 *rng)
{
  EuchreRules rules;
  guint skip = euchre_rng_below (rng, 4);

  euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
  if (rules.shuffle == EUCHRE_SHUFFLE_MT)
    rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  rules.defend_alone = game % 7 == 0;
  euchre_state_init (s, &rules, game);
  while (s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;

      if (s->pub.phase == EUCHRE_PHASE_PLAY && 5u - s->pub.trick_number == tricks_left)
        {
          if (skip-- == 0 || s->pub.n_played == 3)
            return TRUE;
        }
      euchre_state_legal_actions (s, &list);
      euchre_state_apply_legal (s, &list.actions[euchre_rng_below (rng, list.n)]);
    }
  return FALSE;
}

static void
check_positions (guint tricks_left, guint n)
{
  g_autoptr (EuchreSolver) solver = euchre_solver_new ();
  guint64 rng = 99 + tricks_left;
  guint checked = 0;

  for (guint game = 0; checked < n; game++)
    {
      EuchreState s;
      guint want, got0, got1;

      if (!random_position (&s, game, tricks_left, &rng))
        continue;
      want = brute (&s);
      got0 = euchre_solver_tricks (solver, &s, 0);
      got1 = euchre_solver_tricks (solver, &s, 1);
      g_assert_cmpuint (got0, ==, want);
      g_assert_cmpuint (got0 + got1, ==, tricks_left);
      for (guint k = 0; k <= tricks_left + 1; k++)
        {
          g_assert_cmpint (euchre_solver_reaches (solver, &s, EUCHRE_CARD_NONE, 0, k), ==,
                           want >= k);
          g_assert_cmpint (euchre_solver_reaches (solver, &s, EUCHRE_CARD_NONE, 1, k), ==,
                           got1 >= k);
        }
      /* Playing each legal card: the best of them is the value. */
      {
        gboolean max = euchre_seat_side (s.pub.turn) == 0;
        guint best = max ? 0 : 5;

        for (EuchreCardSet p = euchre_state_legal_plays (&s); p; p &= p - 1)
          {
            EuchreCard card = euchre_card_set_first (p);
            guint v = euchre_solver_tricks_after (solver, &s, card, 0);

            best = max ? MAX (best, v) : MIN (best, v);
            /* Each threshold, for each side, by the null-window test. */
            for (guint k = 0; k <= tricks_left + 1; k++)
              {
                g_assert_cmpint (euchre_solver_reaches (solver, &s, card, 0, k), ==, v >= k);
                g_assert_cmpint (euchre_solver_reaches (solver, &s, card, 1, k), ==,
                                 tricks_left - v >= k);
              }
          }
        g_assert_cmpuint (best, ==, want);
      }
      checked++;
    }
}

static void
test_solver_endings (void)
{
  check_positions (1, 300);
  check_positions (2, 300);
  check_positions (3, 200);
}

static void
test_solver_whole_hands (void)
{
  check_positions (4, 40);
  check_positions (5, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/solver/endings", test_solver_endings);
  g_test_add_func ("/euchre/solver/whole-hands", test_solver_whole_hands);
  return g_test_run ();
}
