/* test-properties.c — many random legal games, invariants after every action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks here recompute everything from the card functions
 * (euchre-card.h) rather than the state machine's own tables, so the two
 * implementations check each other.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <stdlib.h>
#include <string.h>

#include "euchre-engine.h"
#include "fuzz.h"

#define N_GAMES_DEFAULT 50000

typedef struct {
  guint64 games, hands, actions, tricks, alone_tricks, defend_tricks, reneges, refusals;
  guint64 kinds[EUCHRE_N_RESULTS];
} Tally;

static void
check_cards (const EuchreState *s)
{
  const EuchrePublic *p = &s->pub;

  if (p->phase == EUCHRE_PHASE_DEAL)
    return;
  /* Every card is in exactly one place: a hand, the kitty, or played. */
  fuzz_check_cards_placed (s);

  /* Hand sizes follow the play; a partner sitting out keeps all five. */
  fuzz_check_hand_sizes (s);
  if (p->phase == EUCHRE_PHASE_PLAY)
    for (guint seat = 0; seat < 4; seat++)
      if (p->out_mask & (1u << seat))
        g_assert_cmpint (euchre_card_set_count (s->hands[seat]), ==, 5);
}

/* Independent follow-suit rule. */
static gboolean
may_play (const EuchreState *s, EuchreCard card)
{
  const EuchrePublic *p = &s->pub;
  EuchreCard led = euchre_public_led_card (p);
  EuchreSuit ls;

  if (!(s->hands[p->turn] & EUCHRE_CARD_BIT (card)))
    return FALSE;
  if (led == EUCHRE_CARD_NONE)
    return TRUE;
  ls = euchre_card_effective_suit (led, p->trump);
  if (euchre_card_effective_suit (card, p->trump) == ls)
    return TRUE;
  for (EuchreCardSet h = s->hands[p->turn]; h; h &= h - 1)
    if (euchre_card_effective_suit (euchre_card_set_first (h), p->trump) == ls)
      return FALSE;
  return TRUE;
}

static void
check_trick (const EuchreState *before, const EuchreState *after, Tally *tally)
{
  guint t = before->pub.trick_number;
  const EuchrePublic *p = &after->pub;
  guint n = 0, best = EUCHRE_SEAT_NONE;
  int best_key = -1;
  EuchreCard led = p->trick[t][p->trick_leader[t]];

  for (guint seat = 0; seat < 4; seat++)
    {
      EuchreCard c = p->trick[t][seat];

      if (p->out_mask & (1u << seat))
        {
          g_assert_cmpint (c, ==, EUCHRE_CARD_NONE);
          continue;
        }
      g_assert_cmpint (c, !=, EUCHRE_CARD_NONE);
      n++;
      if (euchre_card_key_led (c, led, p->trump) > best_key)
        {
          best_key = euchre_card_key_led (c, led, p->trump);
          best = seat;
        }
    }
  /* Four cards, three with a loner, two with a lone defender too. */
  g_assert_cmpuint (n, ==, 4 - (p->alone ? 1 : 0) - (p->defender != EUCHRE_SEAT_NONE ? 1 : 0));
  g_assert_cmpuint (p->trick_winner[t], ==, best);
  tally->tricks++;
  if (n == 3)
    tally->alone_tricks++;
  if (n == 2)
    tally->defend_tricks++;
}

static void
check_score (const EuchreState *before, const EuchreState *after, Tally *tally)
{
  const EuchrePublic *p = &after->pub;
  guint ms = euchre_seat_side (p->maker);
  guint mt = p->tricks[ms];
  EuchreHandScore sc;
  int expect[2] = { before->pub.score[0], before->pub.score[1] };

  g_assert_cmpuint (p->tricks[0] + p->tricks[1], ==, 5);
  if (mt >= 3)
    {
      guint pts = mt == 5 ? (p->alone ? (p->rules.alone_march_4 ? 4 : 2) : 2) : 1;

      expect[ms] += pts;
    }
  else
    {
      guint pts = 2;

      if (p->defender != EUCHRE_SEAT_NONE)
        pts = 4;
      else if (mt == 0 && p->rules.super_euchre)
        pts = 4;
      expect[1 - ms] += pts;
    }
  g_assert_cmpint (p->score[0], ==, expect[0]);
  g_assert_cmpint (p->score[1], ==, expect[1]);
  sc = p->last;
  g_assert_cmpint (p->score[sc.side] - before->pub.score[sc.side], ==, sc.points);
  tally->kinds[sc.kind]++;
  if (p->phase == EUCHRE_PHASE_GAME_OVER)
    g_assert_cmpint (p->score[p->winner], >=, p->rules.points_to_win);
  else
    {
      g_assert_cmpint (p->score[0], <, p->rules.points_to_win);
      g_assert_cmpint (p->score[1], <, p->rules.points_to_win);
    }
}

static void
random_rules (EuchreRules *r, guint64 *rng, guint game)
{
  euchre_rules_init_preset (r, game % EUCHRE_N_PRESETS);
  /* A third of the games also vary every option. */
  if (euchre_rng_below (rng, 3) == 0)
    {
      r->deck = euchre_rng_below (rng, EUCHRE_N_DECKS);
      r->stick_the_dealer = euchre_rng_below (rng, 2);
      r->going_alone = euchre_rng_below (rng, 2);
      r->alone_march_4 = euchre_rng_below (rng, 2);
      r->defend_alone = euchre_rng_below (rng, 2);
      r->super_euchre = euchre_rng_below (rng, 2);
      r->quiet_dealer = euchre_rng_below (rng, 2);
      r->order_partner_alone = euchre_rng_below (rng, 2);
      r->renege = euchre_rng_below (rng, EUCHRE_N_RENEGES);
      r->alone_lead = euchre_rng_below (rng, EUCHRE_N_ALONE_LEADS);
      r->deal = euchre_rng_below (rng, EUCHRE_N_DEALS);
      r->first_dealer = euchre_rng_below (rng, 4);
      r->points_to_win = 1 + euchre_rng_below (rng, 15);
    }
  /* mt19937 seeks from the start of the stream each hand: keep it to a
   * share of games so the run stays short. */
  if (r->shuffle == EUCHRE_SHUFFLE_MT && game % 10 != 2)
    r->shuffle = EUCHRE_SHUFFLE_RANDOM;
}

/* Sometimes tries an illegal action: it must be refused, state unchanged. */
static void
try_illegal (const EuchreState *s, guint64 *rng, Tally *tally)
{
  EuchreActionList list;
  EuchreAction a;
  EuchreState copy = *s;
  GError *error = NULL;

  euchre_state_legal_actions (s, &list);
  if (list.n > 0 && euchre_rng_below (rng, 2))
    {
      /* A near miss: a legal action with one field changed. */
      a = list.actions[euchre_rng_below (rng, list.n)];
      switch (euchre_rng_below (rng, 4))
        {
        case 0: a.alone = !a.alone; break;
        case 1: a.suit = euchre_rng_below (rng, 5); break;
        case 2: a.card = euchre_rng_below (rng, EUCHRE_N_CARDS); break;
        default: a.type = euchre_rng_below (rng, EUCHRE_N_ACTION_TYPES); break;
        }
      a = euchre_action_make (a.type, a.card, a.suit, a.alone);
    }
  else
    {
      a.type = euchre_rng_below (rng, EUCHRE_N_ACTION_TYPES);
      a.card = euchre_rng_below (rng, EUCHRE_N_CARDS + 2);
      a.suit = euchre_rng_below (rng, 6);
      a.alone = euchre_rng_below (rng, 2);
    }
  /* The direct check and the legal list agree on every action. */
  if (a.type != EUCHRE_ACTION_RENEGE)
    g_assert_cmpint (euchre_state_check (s, &a, NULL), ==, euchre_action_list_contains (&list, &a));
  if (euchre_action_list_contains (&list, &a) || a.type == EUCHRE_ACTION_RENEGE)
    return;
  g_assert_false (euchre_state_apply (&copy, &a, &error));
  g_assert_nonnull (error);
  g_error_free (error);
  g_assert_true (memcmp (&copy, s, sizeof copy) == 0);
  tally->refusals++;
}

static void
play_game (guint game, Tally *tally)
{
  guint64 rng = game * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 1;
  EuchreRules rules;
  EuchreState s;
  guint steps = 0;

  random_rules (&rules, &rng, game);
  euchre_state_init (&s, &rules, game);
  while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      EuchreAction a;
      EuchreState before;

      g_assert_cmpuint (++steps, <, 20000);   /* every game ends */
      euchre_state_legal_actions (&s, &list);
      g_assert_cmpuint (list.n, >, 0);
      a = list.actions[euchre_rng_below (&rng, list.n)];
      for (guint i = 0; i < list.n; i++)
        g_assert_true (euchre_state_check (&s, &list.actions[i], NULL));
      if ((steps & 3) == 0)
        try_illegal (&s, &rng, tally);

      /* Under the penalty rule, now and then renege on purpose. */
      if (s.pub.phase == EUCHRE_PHASE_PLAY && rules.renege == EUCHRE_RENEGE_PENALISE &&
          euchre_rng_below (&rng, 40) == 0)
        {
          EuchreCardSet bad = s.hands[s.pub.turn] & ~euchre_state_legal_plays (&s);

          if (bad)
            {
              EuchreAction r = euchre_action_make (EUCHRE_ACTION_RENEGE,
                                                   euchre_card_set_first (bad), 0, FALSE);
              guint other = 1 - euchre_seat_side (s.pub.turn);
              guint was = s.pub.score[other];

              before = s;
              g_assert_true (euchre_state_apply (&s, &r, NULL));
              g_assert_cmpuint (s.pub.score[other], ==, MIN (255, was + 2));
              g_assert_cmpuint (s.hands[before.pub.turn], ==, before.hands[before.pub.turn]);
              tally->reneges++;
              /* Reaching the target by a penalty ends the game at once. */
              if (s.pub.score[other] >= rules.points_to_win)
                {
                  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
                  g_assert_cmpuint (s.pub.winner, ==, other);
                  break;
                }
              g_assert_cmpuint (s.pub.turn, ==, before.pub.turn);
            }
        }

      if (a.type == EUCHRE_ACTION_PLAY)
        g_assert_true (may_play (&s, a.card));
      if (a.type == EUCHRE_ACTION_DEAL)
        tally->hands++;
      before = s;
      g_assert_true (euchre_state_apply (&s, &a, NULL));
      /* The unchecked playout path lands on the same state. */
      {
        EuchreState fast = before;

        euchre_state_apply_legal (&fast, &a);
        g_assert_true (memcmp (&fast, &s, sizeof s) == 0);
      }
      tally->actions++;
      check_cards (&s);
      if (a.type == EUCHRE_ACTION_PLAY && s.pub.trick_number != before.pub.trick_number)
        check_trick (&before, &s, tally);
      if (a.type == EUCHRE_ACTION_PLAY && before.pub.trick_number == 4 &&
          s.pub.phase != EUCHRE_PHASE_PLAY)
        check_score (&before, &s, tally);
    }
  tally->games++;
}

static void
test_properties_random_games (void)
{
  Tally tally = { 0 };
  guint n = N_GAMES_DEFAULT;
  const char *env = g_getenv ("EUCHRE_PROPERTY_GAMES");

  if (env)
    n = atoi (env);
  for (guint g = 0; g < n; g++)
    play_game (g, &tally);

  g_test_message ("%" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " hands, %"
                  G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " tricks (%"
                  G_GUINT64_FORMAT " with a loner, %" G_GUINT64_FORMAT
                  " two-handed), %" G_GUINT64_FORMAT " reneges, %" G_GUINT64_FORMAT
                  " refusals", tally.games, tally.hands, tally.actions, tally.tricks,
                  tally.alone_tricks, tally.defend_tricks, tally.reneges, tally.refusals);
  g_assert_cmpuint (tally.games, ==, n);
  if (n >= 1000)
    {
      /* Every kind of hand happened. */
      for (int k = EUCHRE_RESULT_MADE; k < EUCHRE_N_RESULTS; k++)
        {
          g_test_message ("%s: %" G_GUINT64_FORMAT, euchre_result_id (k), tally.kinds[k]);
          g_assert_cmpuint (tally.kinds[k], >, 0);
        }
      g_assert_cmpuint (tally.alone_tricks, >, 0);
      g_assert_cmpuint (tally.defend_tricks, >, 0);
      g_assert_cmpuint (tally.reneges, >, 0);
    }
}

/* Replaying a game from its record gives the same state, bit for bit. */
static void
test_properties_record_round_trip (void)
{
  for (guint game = 0; game < 300; game++)
    {
      guint64 rng = game + 77;
      EuchreRules rules;
      EuchreState s, back;
      g_autoptr (EuchreRecord) record = NULL;
      g_autoptr (EuchreRecord) parsed = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      random_rules (&rules, &rng, game);
      euchre_state_init (&s, &rules, game * 31);
      record = euchre_record_new (&rules, game * 31);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreActionList list;
          EuchreAction a;
          guint seat = s.pub.turn;

          euchre_state_legal_actions (&s, &list);
          a = list.actions[euchre_rng_below (&rng, list.n)];
          g_assert_true (euchre_state_apply (&s, &a, NULL));
          euchre_record_append (record, seat, &a);
        }
      text = euchre_record_to_string (record);
      parsed = euchre_record_parse (text, &back, &error);
      g_assert_no_error (error);
      g_assert_nonnull (parsed);
      g_assert_true (memcmp (&s, &back, sizeof s) == 0);
      g_assert_cmpuint (euchre_record_length (parsed), ==, euchre_record_length (record));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/properties/random-games", test_properties_random_games);
  g_test_add_func ("/euchre/properties/record-round-trip", test_properties_record_round_trip);
  return g_test_run ();
}
