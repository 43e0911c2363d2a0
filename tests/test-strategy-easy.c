/* test-strategy-easy.c — the Easy level: the Simple Player with slips
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-ai-private.h"
#include "test-util.h"

static const char *const play_slip = "A beginner’s slip: play a card at random";
static const char *const bid_slip = "A beginner’s slip: pass instead of making trump";

static void
test_easy_always_legal (void)
{
  play_games_checking_legality ("easy", 300);
}

/* Whole games, every seat easy: each decision is either simple's (same
 * action, same reason) or a slip, and slips come at about the advertised
 * rates. */
static void
test_easy_slips (void)
{
  guint plays = 0, play_slips = 0, bids = 0, bid_slips = 0, same = 0;

  for (guint game = 0; game < 400; game++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreStrategy *seats[4];
      g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", 0, 0);

      euchre_rules_init_preset (&rules, game % 2 ? EUCHRE_PRESET_STANDARD : EUCHRE_PRESET_BRITISH);
      for (guint i = 0; i < 4; i++)
        seats[i] = euchre_strategy_new ("easy", 0, game * 4 + i);
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a, want;
          const char *reason = NULL, *want_reason = NULL;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          want = euchre_strategy_decide (simple, &v, &list, &want_reason);
          a = euchre_strategy_decide (seats[s.pub.turn], &v, &list, &reason);
          g_assert_true (euchre_action_list_contains (&list, &a));
          g_assert_nonnull (reason);

          if (s.pub.phase == EUCHRE_PHASE_PLAY && list.n > 1)
            plays++;
          if ((s.pub.phase == EUCHRE_PHASE_BID1 || s.pub.phase == EUCHRE_PHASE_BID2) &&
              (want.type == EUCHRE_ACTION_ORDER_UP || want.type == EUCHRE_ACTION_CALL) &&
              list.actions[0].type == EUCHRE_ACTION_PASS)
            bids++;

          if (g_str_equal (reason, play_slip))
            {
              g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
              g_assert_cmpuint (list.n, >, 1);
              play_slips++;
            }
          else if (g_str_equal (reason, bid_slip))
            {
              g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PASS);
              g_assert_true (want.type == EUCHRE_ACTION_ORDER_UP ||
                             want.type == EUCHRE_ACTION_CALL);
              bid_slips++;
            }
          else
            {
              g_assert_true (euchre_action_equal (&a, &want));
              g_assert_cmpstr (reason, ==, want_reason);
              same++;
            }
          apply_ok (&s, a);
        }
      for (guint i = 0; i < 4; i++)
        euchre_strategy_free (seats[i]);
    }

  g_test_message ("%u of %u cards slipped, %u of %u bids; %u decisions as simple",
                  play_slips, plays, bid_slips, bids, same);
  g_assert_cmpuint (plays, >, 10000);
  g_assert_cmpuint (bids, >, 1000);
  /* 12 % and 10 %, within a few standard deviations. */
  g_assert_cmpfloat ((double) play_slips / plays, >, 0.10);
  g_assert_cmpfloat ((double) play_slips / plays, <, 0.14);
  g_assert_cmpfloat ((double) bid_slips / bids, >, 0.07);
  g_assert_cmpfloat ((double) bid_slips / bids, <, 0.13);
}

/* A stuck dealer never slips into a pass: it is not legal. */
static void
test_easy_stuck_dealer (void)
{
  EuchreRules r;
  EuchreState s;
  const char *hands[4] = {
    "9S TS QS 9C 9D", "JC JS AC QC 9H", "TH QH KH AH KS", "JD QD KD AD AS",
  };

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  for (guint seed = 0; seed < 200; seed++)
    {
      g_autoptr (EuchreStrategy) easy = euchre_strategy_new ("easy", 0, seed);
      EuchreView v;
      EuchreActionList list;
      EuchreAction a;
      const char *reason = NULL;

      deal_hands (&s, &r, 0, hands, "JH");
      for (guint i = 0; i < 7; i++)
        apply_ok (&s, act (EUCHRE_ACTION_PASS));
      euchre_state_get_view (&s, s.pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      a = euchre_strategy_choose (easy, &v, &list, &reason);
      g_assert_cmpint (a.type, ==, EUCHRE_ACTION_CALL);
    }
}

/* The same seed slips the same way. */
static void
test_easy_reproducible (void)
{
  for (guint game = 0; game < 20; game++)
    {
      EuchreRules rules;
      EuchreState s;
      g_autoptr (EuchreStrategy) a1 = euchre_strategy_new ("easy", 0, 77 + game);
      g_autoptr (EuchreStrategy) a2 = euchre_strategy_new ("easy", 0, 77 + game);

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction x, y;
          const char *rx = NULL, *ry = NULL;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          x = euchre_strategy_choose (a1, &v, &list, &rx);
          y = euchre_strategy_choose (a2, &v, &list, &ry);
          g_assert_true (euchre_action_equal (&x, &y));
          g_assert_cmpstr (rx, ==, ry);
          apply_ok (&s, x);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/strategy-easy/always-legal", test_easy_always_legal);
  g_test_add_func ("/euchre/strategy-easy/slips", test_easy_slips);
  g_test_add_func ("/euchre/strategy-easy/stuck-dealer", test_easy_stuck_dealer);
  g_test_add_func ("/euchre/strategy-easy/reproducible", test_easy_reproducible);
  return g_test_run ();
}
