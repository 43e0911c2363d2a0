/* test-strategy.c — the strategy interface and the EECS 280 Simple Player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-util.h"

/* What the simple strategy does for the seat to act. */
static void
assert_choice (const EuchreState *s, EuchreAction expect)
{
  const char *reason = NULL;
  EuchreAction got = strategy_choice ("simple", EUCHRE_PERSONALITY_NORMAL, s, &reason);
  g_autofree char *want = euchre_action_to_string (&expect);
  g_autofree char *have = euchre_action_to_string (&got);

  g_assert_cmpstr (have, ==, want);
  g_assert_nonnull (reason);
}

static void
test_strategy_registry (void)
{
  const char *const *ids = euchre_strategy_list_ids ();
  gboolean has_simple = FALSE;

  for (guint i = 0; ids[i]; i++)
    {
      EuchreStrategy *st = euchre_strategy_new (ids[i], EUCHRE_PERSONALITY_NORMAL, 1);

      g_assert_nonnull (st);
      g_assert_cmpstr (euchre_strategy_get_id (st), ==, ids[i]);
      has_simple |= g_str_equal (ids[i], "simple");
      euchre_strategy_free (st);
    }
  g_assert_true (has_simple);
  g_assert_null (euchre_strategy_new ("nonesuch", 0, 0));
  g_assert_null (euchre_strategy_lookup ("nonesuch"));
}

static void
test_strategy_simple_round1 (void)
{
  EuchreRules r;
  EuchreState s;
  /* Upcard QH: seat 1 holds JH and AH (two trump face cards): order up.
   * Seat 2 holds JD only, the left bower: one face card, pass.  The
   * dealer holds KH and… only KH: the upcard does not count. */
  const char *hands[4] = {
    "9D TD KH 9C AC", "JH AH 9S TS QS", "JD TC JC QC KC", "9H TH JS KS AS",
  };

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  deal_hands (&s, &r, 0, hands, "QH");
  assert_choice (&s, order (FALSE));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  assert_choice (&s, act (EUCHRE_ACTION_PASS));   /* seat 2: JD alone */
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  assert_choice (&s, act (EUCHRE_ACTION_PASS));   /* seat 3: no face trump */
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  assert_choice (&s, act (EUCHRE_ACTION_PASS));   /* dealer: KH only, QH not counted */

  /* The left bower counts as a trump face card. */
  {
    const char *h2[4] = {
      "9D TD KH 9C AC", "JD AH 9S TS QS", "JH TC JC QC KC", "9H TH JS KS AS",
    };

    deal_hands (&s, &r, 0, h2, "QH");
    assert_choice (&s, order (FALSE));
  }
}

static void
test_strategy_simple_round2 (void)
{
  EuchreRules r;
  EuchreState s;
  /* Upcard 9H turned down: the next suit is diamonds.  Seat 1 holds AS KS
   * (spades, not next): passes.  Seat 2 holds KD: names diamonds. */
  const char *hands[4] = {
    "9S TS 9C TC QC", "AS KS QS JC AC", "KD 9D TD JS KC", "TH QH KH AH JH",
  };

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  deal_hands (&s, &r, 0, hands, "9H");
  for (int i = 0; i < 4; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  assert_choice (&s, act (EUCHRE_ACTION_PASS));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  assert_choice (&s, call (EUCHRE_DIAMONDS, FALSE));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  /* Screw the dealer: the dealer with nothing names the next suit. */
  assert_choice (&s, call (EUCHRE_DIAMONDS, FALSE));
}

static void
test_strategy_simple_discard_and_play (void)
{
  EuchreRules r;
  EuchreState s;
  const char *hands[4] = {
    "AD KD QS KS AS", "JH AH 9S TS QD", "JD TC JC QC KC", "9H TH JS 9C AC",
  };

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  /* Upcard 9D; seat 1 orders diamonds with JH and QD. */
  deal_hands (&s, &r, 0, hands, "9D");
  assert_choice (&s, order (FALSE));
  apply_ok (&s, order (FALSE));
  /* The dealer discards the lowest card, the upcard included: QS here
   * beats nothing… the lowest is QS (plain Q, spades) below KS, AS and
   * every trump — but the 9D upcard is trump, so QS goes. */
  assert_choice (&s, card_action (EUCHRE_ACTION_DISCARD, "QS"));
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "QS"));
  /* Seat 1 leads its highest non-trump: AH (JH is trump now). */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "AH"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "AH"));
  /* Seat 2 holds no heart (JD is trump): throws the lowest card, TC. */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "TC"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "TC"));
  /* Seat 3 follows with its highest heart, TH. */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "TH"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "TH"));
  /* The dealer has no heart: its lowest card is KS (trump are higher). */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "KS"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "KS"));
  g_assert_cmpint (s.pub.trick_winner[0], ==, 1);
  /* Seat 1: 9S TS QD JH left; leads the highest non-trump, TS. */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "TS"));
}

static void
test_strategy_simple_only_trump (void)
{
  EuchreRules r;
  EuchreState s;
  const char *hands[4] = {
    "9S TS 9C TC QC", "JH JD AH KH QH", "AS KS QS JC AC", "9D TD QD KD AD",
  };

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  deal_hands (&s, &r, 0, hands, "TH");
  apply_ok (&s, order (FALSE));
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "9S"));
  /* All trump: lead the highest, the right bower. */
  assert_choice (&s, card_action (EUCHRE_ACTION_PLAY, "JH"));
}

/* The simple player never picks an illegal action, in any rules. */
static void
test_strategy_always_legal (void)
{
  play_games_checking_legality ("simple", 400);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/strategy/registry", test_strategy_registry);
  g_test_add_func ("/euchre/strategy/simple/round1", test_strategy_simple_round1);
  g_test_add_func ("/euchre/strategy/simple/round2", test_strategy_simple_round2);
  g_test_add_func ("/euchre/strategy/simple/discard-and-play",
                   test_strategy_simple_discard_and_play);
  g_test_add_func ("/euchre/strategy/simple/only-trump", test_strategy_simple_only_trump);
  g_test_add_func ("/euchre/strategy/simple/always-legal", test_strategy_always_legal);
  return g_test_run ();
}
