/* test-strategy.c — the strategy interface and the EECS 280 Simple Player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-ai-private.h"
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

/* The players kept to measure others are never offered to a person: the
 * players' list holds every other strategy, the window's difficulties
 * name players from it, and whatever reads the hidden cards is one of
 * the measuring kind. */
static void
test_strategy_measurement_only (void)
{
  static const char *const measuring[] = {
    "expert-learned", "omniscient", "omniscient-bids", "omniscient-play",
  };
  static const char *const difficulties[] = { "easy", "medium", "hard" };
  const char *const *ids = euchre_strategy_list_ids ();
  const char *const *players = euchre_strategy_list_player_ids ();
  guint n_ids = g_strv_length ((char **) ids), n_players = g_strv_length ((char **) players);

  for (guint i = 0; i < G_N_ELEMENTS (measuring); i++)
    {
      g_assert_true (euchre_strategy_lookup (measuring[i])->measurement_only);
      g_assert_true (g_strv_contains (ids, measuring[i]));
      g_assert_false (g_strv_contains (players, measuring[i]));
    }
  g_assert_cmpuint (n_players, ==, n_ids - G_N_ELEMENTS (measuring));
  for (guint i = 0; ids[i]; i++)
    {
      const EuchreStrategyClass *klass = euchre_strategy_lookup (ids[i]);

      g_assert_true (!klass->reads_oracle || klass->measurement_only);
      g_assert_true (klass->measurement_only != g_strv_contains (players, ids[i]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (difficulties); i++)
    g_assert_true (g_strv_contains (players, euchre_strategy_for_difficulty (difficulties[i])));
  g_assert_true (g_strv_contains (players, "expert"));
  g_assert_true (g_strv_contains (players, "simple"));
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

/* A class that fills one decision, the play; every other decision is the
 * shared default: the Simple Player's, never defending alone, the only
 * action where there is no choice. */
static EuchreAction
first_card (EuchreStrategy         *self,
            const EuchreView       *view,
            const EuchreActionList *legal,
            const char            **reason)
{
  *reason = "first card";
  return legal->actions[0];
}

static const EuchreStrategyClass play_only = {
  .id = "play-only",
  .name = "Play only",
  .instance_size = sizeof (EuchreStrategy),
  .play = first_card,
};

static void
test_strategy_defaults (void)
{
  EuchreStrategy mine = { .klass = &play_only };
  guint plays = 0, bids = 0, deals = 0;

  for (guint game = 0; game < 20; game++)
    {
      EuchreRules r;
      EuchreState s;

      euchre_rules_init_preset (&r, game % EUCHRE_N_PRESETS);
      euchre_state_init (&s, &r, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          const char *got_reason = NULL, *want_reason = NULL;
          EuchreAction got, want;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          got = euchre_strategy_decide (&mine, &v, &list, &got_reason);
          if (s.pub.phase == EUCHRE_PHASE_PLAY)
            {
              g_assert_true (euchre_action_equal (&got, &list.actions[0]));
              g_assert_cmpstr (got_reason, ==, "first card");
              plays++;
            }
          else
            {
              switch (s.pub.phase)
                {
                case EUCHRE_PHASE_BID1:
                  if (s.pub.upcard != EUCHRE_JOKER)
                    {
                      want = euchre_simple_order_up (NULL, &v, &list, &want_reason);
                      bids++;
                      break;
                    }
                  G_GNUC_FALLTHROUGH;
                case EUCHRE_PHASE_BID2:
                  want = euchre_simple_call (NULL, &v, &list, &want_reason);
                  bids++;
                  break;
                case EUCHRE_PHASE_DISCARD:
                  want = euchre_simple_discard (NULL, &v, &list, &want_reason);
                  break;
                case EUCHRE_PHASE_DEFEND:
                  want = act (EUCHRE_ACTION_PASS);
                  want_reason = "Never defend alone";
                  break;
                default:
                  want = list.actions[0];
                  want_reason = "Deal the cards";
                  deals++;
                  break;
                }
              g_assert_true (euchre_action_equal (&got, &want));
              g_assert_cmpstr (got_reason, ==, want_reason);
            }
          apply_ok (&s, got);
        }
    }
  g_assert_cmpuint (plays, >, 0);
  g_assert_cmpuint (bids, >, 0);
  g_assert_cmpuint (deals, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/strategy/registry", test_strategy_registry);
  g_test_add_func ("/euchre/strategy/measurement-only", test_strategy_measurement_only);
  g_test_add_func ("/euchre/strategy/simple/round1", test_strategy_simple_round1);
  g_test_add_func ("/euchre/strategy/simple/round2", test_strategy_simple_round2);
  g_test_add_func ("/euchre/strategy/simple/discard-and-play",
                   test_strategy_simple_discard_and_play);
  g_test_add_func ("/euchre/strategy/simple/only-trump", test_strategy_simple_only_trump);
  g_test_add_func ("/euchre/strategy/simple/always-legal", test_strategy_always_legal);
  g_test_add_func ("/euchre/strategy/defaults", test_strategy_defaults);
  return g_test_run ();
}
