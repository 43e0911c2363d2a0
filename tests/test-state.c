/* test-state.c — the state machine: bidding, making, play, scoring, refusals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-util.h"

static void
test_state_initial (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.first_dealer = 2;
  euchre_state_init (&s, &r, 7);
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_DEAL);
  g_assert_cmpint (s.pub.turn, ==, 2);
  g_assert_cmpint (s.pub.dealer, ==, 2);
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 1);
  g_assert_cmpint (list.actions[0].type, ==, EUCHRE_ACTION_DEAL);
  apply_refused (&s, act (EUCHRE_ACTION_PASS), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_ok (&s, act (EUCHRE_ACTION_DEAL));
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpint (s.pub.turn, ==, 3);
  g_assert_cmpint (s.pub.hand_number, ==, 1);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (euchre_card_set_count (s.hands[seat]), ==, 5);
  g_assert_true (s.kitty & EUCHRE_CARD_BIT (s.pub.upcard));
}

static void
test_state_order_up_and_discard (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  g_assert_cmpint (s.pub.turn, ==, 1);
  /* Round 1: pass, order up, order up alone. */
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 3);
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_ok (&s, order (FALSE));     /* seat 2 orders the dealer up */
  g_assert_cmpint (s.pub.trump, ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (s.pub.maker, ==, 2);
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  g_assert_cmpint (s.pub.turn, ==, 0);
  g_assert_cmpint (s.pub.upcard_state, ==, EUCHRE_UPCARD_PICKED_UP);
  g_assert_cmpint (euchre_card_set_count (s.hands[0]), ==, 6);
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 6);
  apply_refused (&s, card_action (EUCHRE_ACTION_DISCARD, "AS"), EUCHRE_ERROR_NOT_IN_HAND);
  apply_refused (&s, card_action (EUCHRE_ACTION_PLAY, "9D"), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "AC"));
  g_assert_cmpint (s.discard, ==, C ("AC"));
  g_assert_cmpint (euchre_card_set_count (s.hands[0]), ==, 5);
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpint (s.pub.turn, ==, 1);   /* eldest leads */

  /* Follow suit; the left bower is trump, not a heart. */
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "KH"));
  /* Seat 2 has no heart: anything goes. */
  g_assert_cmpuint (euchre_card_set_count (euchre_state_legal_plays (&s)), ==, 5);
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "9C"));
  g_assert_true (s.pub.voids[2] & (1u << EUCHRE_HEARTS));
  /* Seat 3 holds 9H TH: must play one. */
  g_assert_cmpuint (euchre_state_legal_plays (&s), ==, cards ("9H TH"));
  apply_refused (&s, card_action (EUCHRE_ACTION_PLAY, "AS"), EUCHRE_ERROR_MUST_FOLLOW);
  apply_refused (&s, card_action (EUCHRE_ACTION_PLAY, "JS"), EUCHRE_ERROR_NOT_IN_HAND);
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "9H"));
  /* The dealer holds JH QH and the upcard JD; JH is the left bower here
   * (diamonds trump) so only QH follows hearts. */
  g_assert_cmpuint (euchre_state_legal_plays (&s), ==, cards ("QH"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "QH"));
  g_assert_cmpint (s.pub.trick_number, ==, 1);
  g_assert_cmpint (s.pub.trick_winner[0], ==, 1);   /* KH beats QH */
  g_assert_cmpint (s.pub.turn, ==, 1);
  g_assert_cmpint (s.pub.tricks[1], ==, 1);
}

static void
test_state_stick_the_dealer (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.stick_the_dealer = TRUE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  for (int i = 0; i < 4; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_BID2);
  g_assert_cmpint (s.pub.upcard_state, ==, EUCHRE_UPCARD_TURNED_DOWN);
  /* The turned-down suit cannot be named, nor ordered up. */
  apply_refused (&s, call (EUCHRE_DIAMONDS, FALSE), EUCHRE_ERROR_SUIT_TURNED_DOWN);
  apply_refused (&s, order (FALSE), EUCHRE_ERROR_SUIT_TURNED_DOWN);
  for (int i = 0; i < 3; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (s.pub.turn, ==, 0);
  euchre_state_legal_actions (&s, &list);
  g_assert_false (euchre_action_list_contains (&list, &(EuchreAction) { EUCHRE_ACTION_PASS, 0xff, 4, 0 }));
  apply_refused (&s, act (EUCHRE_ACTION_PASS), EUCHRE_ERROR_MUST_CALL);
  apply_ok (&s, call (EUCHRE_HEARTS, FALSE));
  /* No pick-up in round 2. */
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpint (euchre_card_set_count (s.hands[0]), ==, 5);
  g_assert_cmpint (s.pub.bid_round, ==, 2);
}

static void
test_state_redeal (void)
{
  EuchreRules r;
  EuchreState s;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.stick_the_dealer = FALSE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  for (int i = 0; i < 8; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
  g_assert_cmpint (s.pub.last.kind, ==, EUCHRE_RESULT_PASSED);
  g_assert_cmpint (s.pub.score[0] + s.pub.score[1], ==, 0);
  g_assert_cmpint (s.pub.turn, ==, 1);
  apply_ok (&s, act (EUCHRE_ACTION_DEAL));
  g_assert_cmpint (s.pub.dealer, ==, 1);
  g_assert_cmpint (s.pub.turn, ==, 2);
  g_assert_cmpint (s.pub.hand_number, ==, 2);
}

static void
test_state_quiet_dealer (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.quiet_dealer = TRUE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  /* Seat 1 may make trump with or without its partner. */
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 3);
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  /* Seat 2, the dealer's partner, only alone. */
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 2);
  apply_refused (&s, order (FALSE), EUCHRE_ERROR_MUST_GO_ALONE);
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  /* Round 2 as well. */
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_refused (&s, call (EUCHRE_CLUBS, FALSE), EUCHRE_ERROR_MUST_GO_ALONE);
  apply_ok (&s, call (EUCHRE_CLUBS, TRUE));
  g_assert_true (s.pub.alone);
  g_assert_cmpint (s.pub.out_mask, ==, 1u << 0);
  /* The dealer sits out: the eldest leads. */
  g_assert_cmpint (s.pub.turn, ==, 1);

  /* Without going alone, Quiet Dealer forces nothing. */
  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.quiet_dealer = TRUE;
  r.going_alone = FALSE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 2);
  apply_refused (&s, order (TRUE), EUCHRE_ERROR_NO_ALONE);
  apply_ok (&s, order (FALSE));
}

static void
test_state_order_partner_alone (void)
{
  EuchreRules r;
  EuchreState s;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_refused (&s, order (FALSE), EUCHRE_ERROR_MUST_GO_ALONE);
  apply_ok (&s, order (TRUE));
  /* The dealer sits out, so the upcard stays where it is. */
  g_assert_cmpint (s.pub.upcard_state, ==, EUCHRE_UPCARD_LEFT);
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpint (euchre_card_set_count (s.hands[0]), ==, 5);
  /* CS 246: the eldest leads (the dealer sits out, the eldest is no loner). */
  g_assert_cmpint (s.pub.turn, ==, 1);
}

static void
play_first_legal_trick (EuchreState *s)
{
  guint start = s->pub.trick_number;

  while (s->pub.trick_number == start && s->pub.phase == EUCHRE_PHASE_PLAY)
    {
      EuchreCardSet plays = euchre_state_legal_plays (s);

      apply_ok (s, euchre_action_make (EUCHRE_ACTION_PLAY, euchre_card_set_first (plays),
                                       EUCHRE_SUIT_NONE, FALSE));
    }
}

static void
test_state_alone_lead (void)
{
  static const struct {
    EuchreAloneLead rule;
    guint maker;        /* who goes alone in round 1, others pass before */
    guint leader;
  } cases[] = {
    { EUCHRE_ALONE_LEAD_ELDEST, 1, 1 },   /* eldest alone leads itself */
    { EUCHRE_ALONE_LEAD_ELDEST, 3, 2 },   /* eldest sits out: next one leads */
    { EUCHRE_ALONE_LEAD_ELDEST, 0, 1 },
    { EUCHRE_ALONE_LEAD_LEFT, 1, 2 },     /* left of the loner */
    { EUCHRE_ALONE_LEAD_LEFT, 3, 0 },
    { EUCHRE_ALONE_LEAD_LEFT, 0, 1 },
    { EUCHRE_ALONE_LEAD_NOT_LONER, 1, 2 },   /* CS 246: the eldest is the loner */
    { EUCHRE_ALONE_LEAD_NOT_LONER, 3, 2 },
    { EUCHRE_ALONE_LEAD_NOT_LONER, 0, 1 },
    { EUCHRE_ALONE_LEAD_NOT_LONER, 2, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      EuchreRules r;
      EuchreState s;

      euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
      r.alone_lead = cases[i].rule;
      deal_hands (&s, &r, 0, test_hands_a, "JD");
      while (s.pub.turn != cases[i].maker)
        apply_ok (&s, act (EUCHRE_ACTION_PASS));
      apply_ok (&s, order (TRUE));
      if (s.pub.phase == EUCHRE_PHASE_DISCARD)
        apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "9D"));
      g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
      g_assert_cmpint (s.pub.trick_leader[0], ==, cases[i].leader);
      g_assert_cmpint (s.pub.turn, ==, cases[i].leader);
      /* Three cards to a trick; the partner never plays. */
      play_first_legal_trick (&s);
      g_assert_cmpint (s.pub.trick[0][euchre_seat_partner (cases[i].maker)], ==,
                       EUCHRE_CARD_NONE);
      for (guint seat = 0; seat < 4; seat++)
        if (seat != euchre_seat_partner (cases[i].maker))
          g_assert_cmpint (s.pub.trick[0][seat], !=, EUCHRE_CARD_NONE);
    }
}

static void
test_state_defend_alone (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.defend_alone = TRUE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, order (TRUE));          /* seat 1 alone; seat 3 sits out */
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_DEFEND);
  g_assert_cmpint (s.pub.turn, ==, 2);
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 2);
  apply_refused (&s, order (FALSE), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_ok (&s, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (s.pub.turn, ==, 0);
  apply_ok (&s, act (EUCHRE_ACTION_DEFEND_ALONE));
  g_assert_cmpint (s.pub.defender, ==, 0);
  g_assert_cmpint (s.pub.out_mask, ==, (1u << 3) | (1u << 2));
  /* The dealer defends alone and still picks up. */
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "9D"));
  g_assert_cmpint (s.pub.turn, ==, 1);
  play_first_legal_trick (&s);
  g_assert_cmpint (s.pub.trick[0][2], ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (s.pub.trick[0][3], ==, EUCHRE_CARD_NONE);
}

static void
test_state_joker (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_BRITISH);
  deal_hands (&s, &r, 0, test_hands_a, "JK");
  /* A turned-up Joker: the dealer names trump at once. */
  g_assert_cmpint (s.pub.turn, ==, 0);
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 8);
  apply_refused (&s, act (EUCHRE_ACTION_PASS), EUCHRE_ERROR_MUST_CALL);
  apply_refused (&s, order (FALSE), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_ok (&s, call (EUCHRE_CLUBS, FALSE));
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  g_assert_true (s.hands[0] & EUCHRE_CARD_BIT (EUCHRE_JOKER));
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "9D"));
  /* Seat 1 leads a club-less hand… seat 1 leads JS, the left bower: the
   * Joker (trump) must follow it. */
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "JS"));
  g_assert_cmpuint (euchre_state_legal_plays (&s), ==, cards ("9C TC JC"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "JC"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "QC"));
  g_assert_cmpuint (euchre_state_legal_plays (&s), ==, cards ("AC") | EUCHRE_CARD_BIT (EUCHRE_JOKER));
  apply_ok (&s, euchre_action_make (EUCHRE_ACTION_PLAY, EUCHRE_JOKER, EUCHRE_SUIT_NONE, FALSE));
  g_assert_cmpint (s.pub.trick_winner[0], ==, 0);   /* the Joker beats the right bower */
}

static void
test_state_renege_penalty (void)
{
  EuchreRules r;
  EuchreState s;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  r.order_partner_alone = FALSE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, order (FALSE));             /* seat 1 orders diamonds */
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "AC"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "KH"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "9C"));
  /* Seat 3 holds hearts; playing a spade is a renege: refused, +2 to 0-2. */
  apply_refused (&s, card_action (EUCHRE_ACTION_PLAY, "AS"), EUCHRE_ERROR_MUST_FOLLOW);
  apply_ok (&s, card_action (EUCHRE_ACTION_RENEGE, "AS"));
  g_assert_cmpint (s.pub.score[0], ==, 2);
  g_assert_cmpint (s.pub.score[1], ==, 0);
  g_assert_cmpint (s.pub.turn, ==, 3);
  g_assert_true (s.hands[3] & EUCHRE_CARD_BIT (C ("AS")));
  /* A card that follows is no renege; a card not held is no renege. */
  apply_refused (&s, card_action (EUCHRE_ACTION_RENEGE, "9H"), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_refused (&s, card_action (EUCHRE_ACTION_RENEGE, "JS"), EUCHRE_ERROR_NOT_IN_HAND);
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "9H"));

  /* Prevented renege: never accepted. */
  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, order (FALSE));
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "AC"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "KH"));
  apply_ok (&s, card_action (EUCHRE_ACTION_PLAY, "9C"));
  apply_refused (&s, card_action (EUCHRE_ACTION_RENEGE, "AS"), EUCHRE_ERROR_ILLEGAL_ACTION);
}

/* Plays a hand out with the simple strategy for every seat. */
static void
play_out_hand (EuchreState *s)
{
  g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", 0, 1);

  while (s->pub.phase != EUCHRE_PHASE_HAND_OVER && s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreView v;
      EuchreActionList list;

      euchre_state_get_view (s, s->pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      apply_ok (s, euchre_strategy_choose (simple, &v, &list, NULL));
    }
}

/* Deals seat 1 the five best hearts (upcard TS, dealer 0), applies the
 * bids of @script (see script_action()) and plays the hand out. */
static void
play_strong_hand (EuchreState *s, EuchreRules *r, const char *name, const char *script)
{
  const char *strong[4] = {
    "9D TD QD AC KC", "JH JD AH KH QH", "9C TC JC QS KS", "9H TH QC AD AS",
  };

  deal_hands (s, r, 0, strong, "TS");
  apply_script (s, name, script);
  play_out_hand (s);
}

static void
test_state_scoring_in_play (void)
{
  EuchreRules r;
  EuchreState s;

  /* March with a partner: 2. */
  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  play_strong_hand (&s, &r, "march", "p p p p cH");
  g_assert_cmpint (s.pub.last.kind, ==, EUCHRE_RESULT_MARCH);
  g_assert_cmpint (s.pub.score[1], ==, 2);

  /* Alone march: 4. */
  play_strong_hand (&s, &r, "alone march", "p p p p cHa");
  g_assert_cmpint (s.pub.last.kind, ==, EUCHRE_RESULT_ALONE_MARCH);
  g_assert_cmpint (s.pub.score[1], ==, 4);

  /* Seat 2 names spades against those hearts… and seat 1 still takes
   * every trick?  No: name clubs for seat 0 with nothing. */
  play_strong_hand (&s, &r, "seat 1 again", "p p p p cH");   /* seat 1 again, hearts */
  g_assert_cmpint (s.pub.tricks[1], ==, 5);

  /* A euchre: seat 2 makes diamonds and seat 1's hearts… instead, seat 0
   * orders up nothing useful: defenders 1-3 hold all the trump. */
  r.super_euchre = TRUE;
  play_strong_hand (&s, &r, "euchre", "p p p p p cH");   /* seat 2 names hearts */
  g_assert_cmpint (s.pub.tricks[0], ==, 0);
  g_assert_cmpint (s.pub.last.kind, ==, EUCHRE_RESULT_SUPER_EUCHRE);
  g_assert_cmpint (s.pub.last.side, ==, 1);
  g_assert_cmpint (s.pub.score[1], ==, 4);
}

static void
test_state_game_over (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.points_to_win = 2;
  play_strong_hand (&s, &r, "game over", "p p p p p cH");
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  g_assert_cmpint (s.pub.winner, ==, 1);
  g_assert_cmpuint (euchre_state_legal_actions (&s, &list), ==, 0);
  apply_refused (&s, act (EUCHRE_ACTION_DEAL), EUCHRE_ERROR_GAME_OVER);
  apply_refused (&s, card_action (EUCHRE_ACTION_PLAY, "9D"), EUCHRE_ERROR_GAME_OVER);
}

static void
test_state_garbage_actions (void)
{
  EuchreRules r;
  EuchreState s;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_refused (&s, (EuchreAction) { 99, 0, 0, 0 }, EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_refused (&s, (EuchreAction) { EUCHRE_ACTION_NONE, 0, 0, 0 }, EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_refused (&s, call (EUCHRE_HEARTS, FALSE), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_refused (&s, act (EUCHRE_ACTION_DEFEND_ALONE), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_refused (&s, act (EUCHRE_ACTION_DEAL), EUCHRE_ERROR_ILLEGAL_ACTION);
  apply_ok (&s, order (FALSE));
  apply_refused (&s, euchre_action_make (EUCHRE_ACTION_DISCARD, 200, 0, FALSE),
                 EUCHRE_ERROR_NOT_IN_HAND);
  apply_refused (&s, euchre_action_make (EUCHRE_ACTION_DISCARD, EUCHRE_CARD_NONE, 0, FALSE),
                 EUCHRE_ERROR_NOT_IN_HAND);
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "AC"));
  apply_refused (&s, euchre_action_make (EUCHRE_ACTION_PLAY, 64, 0, FALSE),
                 EUCHRE_ERROR_NOT_IN_HAND);
  /* Round 2 with a bogus suit number. */
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  for (int i = 0; i < 4; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  apply_refused (&s, call (9, FALSE), EUCHRE_ERROR_ILLEGAL_ACTION);
  r.going_alone = FALSE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_refused (&s, order (TRUE), EUCHRE_ERROR_NO_ALONE);
}

static void
test_state_actions_text (void)
{
  EuchreAction all[] = {
    act (EUCHRE_ACTION_DEAL), act (EUCHRE_ACTION_PASS), order (FALSE), order (TRUE),
    call (EUCHRE_HEARTS, FALSE), call (EUCHRE_SPADES, TRUE), act (EUCHRE_ACTION_DEFEND_ALONE),
    card_action (EUCHRE_ACTION_DISCARD, "9S"), card_action (EUCHRE_ACTION_PLAY, "JD"),
    card_action (EUCHRE_ACTION_RENEGE, "AC"),
    euchre_action_make (EUCHRE_ACTION_PLAY, EUCHRE_JOKER, 0, FALSE),
  };
  const char *bad[] = { "", "play", "play XX", "call", "call X", "order up", "pass now",
                        "call H together", "discard Jack of Spades", "defend", NULL };
  EuchreAction back;

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *text = euchre_action_to_string (&all[i]);

      g_assert_true (euchre_action_parse (text, &back));
      g_assert_true (euchre_action_equal (&all[i], &back));
    }
  for (guint i = 0; bad[i]; i++)
    g_assert_false (euchre_action_parse (bad[i], &back));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/state/initial", test_state_initial);
  g_test_add_func ("/euchre/state/order-up-and-discard", test_state_order_up_and_discard);
  g_test_add_func ("/euchre/state/stick-the-dealer", test_state_stick_the_dealer);
  g_test_add_func ("/euchre/state/redeal", test_state_redeal);
  g_test_add_func ("/euchre/state/quiet-dealer", test_state_quiet_dealer);
  g_test_add_func ("/euchre/state/order-partner-alone", test_state_order_partner_alone);
  g_test_add_func ("/euchre/state/alone-lead", test_state_alone_lead);
  g_test_add_func ("/euchre/state/defend-alone", test_state_defend_alone);
  g_test_add_func ("/euchre/state/joker", test_state_joker);
  g_test_add_func ("/euchre/state/renege", test_state_renege_penalty);
  g_test_add_func ("/euchre/state/scoring", test_state_scoring_in_play);
  g_test_add_func ("/euchre/state/game-over", test_state_game_over);
  g_test_add_func ("/euchre/state/garbage", test_state_garbage_actions);
  g_test_add_func ("/euchre/state/action-text", test_state_actions_text);
  return g_test_run ();
}
