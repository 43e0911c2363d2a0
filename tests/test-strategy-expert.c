/* test-strategy-expert.c — the expert: legal, honest, and sensible
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <stdlib.h>
#include <string.h>

#include "euchre-deck.h"
#include "euchre-ai-private.h"
#include "test-util.h"

/* Games with experts in two seats (every fourth game the expert bidding
 * by the learned table) and simple players in the other two, over every
 * preset: every choice must be legal. */
static void
test_expert_legal (void)
{
  guint n = 20000;
  guint64 decisions = 0;

  if (g_getenv ("EUCHRE_EXPERT_GAMES"))
    n = atoi (g_getenv ("EUCHRE_EXPERT_GAMES"));
  /* Legality does not depend on how many deals it samples: one each keeps
   * 20,000 games to a few minutes. */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "1,1", TRUE);
  for (guint game = 0; game < n; game++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreStrategy *st[4];

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      rules.defend_alone = game % 3 == 0;
      rules.quiet_dealer = game % 5 == 0;
      rules.super_euchre = game % 2 == 0;
      rules.points_to_win = 5 + game % 7;
      euchre_state_init (&s, &rules, game);
      for (guint i = 0; i < 4; i++)
        st[i] = euchre_strategy_new ((i + game) % 2 ? (game % 4 == 1 ? "expert-learned" : "expert")
                                                    : "simple", game % 3, game * 4 + i);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a;
          const char *reason = NULL;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          a = euchre_strategy_decide (st[s.pub.turn], &v, &list, &reason);
          g_assert_true (euchre_action_list_contains (&list, &a));
          g_assert_nonnull (reason);
          euchre_state_apply_legal (&s, &a);
          decisions++;
        }
      for (guint i = 0; i < 4; i++)
        euchre_strategy_free (st[i]);
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_test_message ("%u games, %" G_GUINT64_FORMAT " decisions, all legal", n, decisions);
}

/* The measuring halves: `omniscient-play` bids from its view alone and
 * `omniscient-bids` plays from it alone, while each reads the hidden
 * cards in its own half (so twins get different choices there, some of
 * the time). */
typedef struct {
  guint compared, told_apart;
} Halves;

static gboolean
twins_agree (const char *id, const EuchreState *s, const EuchreState *twin,
             const EuchreActionList *legal)
{
  g_autoptr (EuchreStrategy) x = euchre_strategy_new (id, 0, 77);
  g_autoptr (EuchreStrategy) y = euchre_strategy_new (id, 0, 77);
  EuchreView vx, vy;
  EuchreAction ax, ay;
  const char *r;

  euchre_state_get_view (s, s->pub.turn, &vx);
  euchre_state_get_view (twin, twin->pub.turn, &vy);
  x->oracle = s;
  y->oracle = twin;
  ax = euchre_strategy_choose (x, &vx, legal, &r);
  ay = euchre_strategy_choose (y, &vy, legal, &r);
  return euchre_action_equal (&ax, &ay);
}

/* The expert gets a view; the hidden cards behind it cannot change what
 * it does.  Two worlds that look the same from its seat (hidden cards
 * swapped between the other hands) get the same decision from experts
 * with the same seed, and an oracle handed to it is ignored. */
static void
expert_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
              guint game, gpointer data)
{
  g_assert_true (twins_agree ("expert", s, twin, legal));
}

/* The same for the expert bidding by the learned table. */
static void
learned_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
               guint game, gpointer data)
{
  g_assert_true (twins_agree ("expert-learned", s, twin, legal));
}

static void
half_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
            guint game, gpointer data)
{
  Halves *h = data;
  gboolean play = s->pub.phase == EUCHRE_PHASE_PLAY;

  g_assert_true (twins_agree (play ? "omniscient-bids" : "omniscient-play", s, twin, legal));
  h->told_apart += !twins_agree (play ? "omniscient-play" : "omniscient-bids", s, twin, legal);
  h->compared++;
}

/* Choices compared under load: with the time limit, sampling could stop
 * at different counts, so no limit (@on), and fewer deals to keep it
 * quick; back to the defaults (!@on). */
static void
expert_unhurried (gboolean on)
{
  if (on)
    {
      g_setenv ("EUCHRE_EXPERT_BUDGET_MS", "0", TRUE);
      g_setenv ("EUCHRE_EXPERT_SAMPLES", "24,16", TRUE);
      return;
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_unsetenv ("EUCHRE_EXPERT_BUDGET_MS");
}

static void
for_each_twin_unhurried (guint n, guint every, TestTwinFunc func, gpointer data)
{
  expert_unhurried (TRUE);
  for_each_twin_position (n, every, func, data);
  expert_unhurried (FALSE);
}

static void
test_expert_halves (void)
{
  Halves h = { 0 };

  for_each_twin_unhurried (40, 4, half_twins, &h);
  g_test_message ("%u twin positions, %u told apart by the half that sees", h.compared,
                  h.told_apart);
  g_assert_cmpuint (h.compared, ==, 40);
  g_assert_cmpuint (h.told_apart, >, 0);
}

static void
test_expert_honest (void)
{
  for_each_twin_unhurried (60, 6, expert_twins, NULL);
}

static void
test_expert_learned_honest (void)
{
  for_each_twin_unhurried (60, 3, learned_twins, NULL);
}

/* Cards the search values the same go to the model player's choice
 * (`gertz`, which plays the same card whatever its seed): wherever
 * several cards share the best value, the expert plays gertz's card if it
 * is among them, else the first of them.  Positions from games `gertz`
 * plays against itself. */
static void
test_expert_ties (void)
{
  g_autoptr (EuchreStrategy) model = euchre_strategy_new ("gertz", 0, 5);
  guint tied_positions = 0, moved = 0;

  expert_unhurried (TRUE);
  for (guint game = 0; game < 6; game++)
    {
      EuchreRules rules;
      EuchreState s;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      euchre_state_init (&s, &rules, 300 + game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a;
          const char *r;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          a = euchre_strategy_choose (model, &v, &list, &r);
          if (s.pub.phase == EUCHRE_PHASE_PLAY && list.n > 1)
            {
              g_autoptr (EuchreStrategy) x = euchre_strategy_new ("expert", 0, game);
              EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];
              guint best = euchre_strategy_expert_evaluate (x, &v, &list, 0, tally);
              guint first = 0, n_tied = 0, want;
              double top = tally[0].value;

              for (guint i = 1; i < list.n; i++)
                top = MAX (top, tally[i].value);
              for (guint i = list.n; i-- > 0;)
                if (tally[i].value > top - 1e-9)
                  {
                    first = i;
                    n_tied++;
                  }
              want = first;
              for (guint i = 0; i < list.n; i++)
                if (tally[i].value > top - 1e-9 && euchre_action_equal (&list.actions[i], &a))
                  want = i;
              g_assert_cmpuint (best, ==, want);
              tied_positions += n_tied > 1;
              moved += want != first;
            }
          euchre_state_apply_legal (&s, &a);
        }
    }
  expert_unhurried (FALSE);
  g_test_message ("%u positions with tied cards, %u where gertz's card is not the first", tied_positions,
                  moved);
  g_assert_cmpuint (moved, >, 0);
}

/* With the best hand in the game it orders up, alone; with the worst it
 * passes; the omniscient player takes every trick that can be taken. */
static void
test_expert_sensible (void)
{
  const char *strong[4] = {
    "9D TD QD AC KC", "JH JD AH KH QH", "9C TC JC QS KS", "9H TH QC AD AS",
  };
  const char *weak[4] = {
    "9D TD QD AC KC", "9S TS 9C TC QS", "JC KS AS JS QC", "9H TH JD AD KD",
  };
  EuchreRules rules;
  EuchreState s;
  EuchreView v;
  EuchreActionList list;
  EuchreAction a;
  const char *reason;
  g_autoptr (EuchreStrategy) x = euchre_strategy_new ("expert", 0, 1);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &rules, 0, strong, "TS");
  for (int i = 0; i < 4; i++)
    apply_ok (&s, act (EUCHRE_ACTION_PASS));
  euchre_state_get_view (&s, 1, &v);
  euchre_view_legal_actions (&v, &list);
  a = euchre_strategy_choose (x, &v, &list, &reason);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_CALL);
  g_assert_cmpint (a.suit, ==, EUCHRE_HEARTS);
  g_assert_true (a.alone);
  g_assert_nonnull (strstr (reason, "alone"));

  deal_hands (&s, &rules, 0, weak, "AH");
  euchre_state_get_view (&s, 1, &v);
  euchre_view_legal_actions (&v, &list);
  a = euchre_strategy_choose (x, &v, &list, &reason);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PASS);
}

/* The deals the expert searches agree with what its view shows: each hand
 * its size, no card it has seen, the dealer holding the upcard it took,
 * and the bidding read as evidence: a deal in which a player who passed
 * the upcard held a hand Gertz's table values at 100 or more for it, or
 * the player who ordered it up one below 50, is rare, where a deal of the
 * same cards at random has one often. */
static void
test_expert_samples (void)
{
  g_autoptr (EuchreStrategy) x = euchre_strategy_new ("expert", 0, 3);
  guint n_samples = 0, sampled_against = 0, random_against = 0;
  guint64 rng = 99;

  for (guint deal = 0; deal < 300; deal++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreView v;
      guint dealer, passer, maker, me;
      EuchreSuit up;
      EuchreCardSet unseen;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      euchre_state_init (&s, &rules, deal);
      apply_ok (&s, act (EUCHRE_ACTION_DEAL));
      dealer = s.pub.dealer;
      passer = (dealer + 1) & 3;
      maker = (dealer + 3) & 3;
      me = (dealer + 2) & 3;
      up = euchre_card_suit (s.pub.upcard);
      /* Only deals the bidding could have come from: the true one must be
       * among those the evidence allows. */
      if (euchre_gertz_hand_value (s.hands[passer], up) >= 100 ||
          euchre_gertz_hand_value (s.hands[maker], up) < 50)
        continue;
      apply_ok (&s, act (EUCHRE_ACTION_PASS));
      apply_ok (&s, act (EUCHRE_ACTION_PASS));
      apply_ok (&s, order (FALSE));
      apply_ok (&s, euchre_action_make (EUCHRE_ACTION_DISCARD,
                                        euchre_card_set_first (s.hands[dealer] &
                                                               ~EUCHRE_CARD_BIT (s.pub.upcard)),
                                        EUCHRE_SUIT_NONE, FALSE));
      euchre_state_get_view (&s, me, &v);
      unseen = euchre_view_unseen (&v);

      for (guint k = 0; k < 20; k++)
        {
          EuchreState w;
          EuchreCardSet all = 0;
          EuchreCard pool[EUCHRE_N_CARDS];
          guint n_pool = 0;
          EuchreCardSet passer_hand = 0, maker_hand = 0;

          euchre_strategy_expert_sample (x, &v, &w);
          g_assert_true (w.hands[me] == v.hand);
          for (guint seat = 0; seat < 4; seat++)
            {
              g_assert_cmpuint (euchre_card_set_count (w.hands[seat]), ==, v.hand_sizes[seat]);
              g_assert_true ((all & w.hands[seat]) == 0);
              all |= w.hands[seat];
              if (seat != me)
                g_assert_true ((w.hands[seat] & ~unseen & ~EUCHRE_CARD_BIT (s.pub.upcard)) == 0);
            }
          g_assert_true (w.hands[dealer] & EUCHRE_CARD_BIT (s.pub.upcard));
          n_samples++;
          if (euchre_gertz_hand_value (w.hands[passer], up) >= 100 ||
              euchre_gertz_hand_value (w.hands[maker], up) < 50)
            sampled_against++;

          /* The same cards dealt at random, for comparison. */
          for (EuchreCardSet u = unseen; u; u &= u - 1)
            pool[n_pool++] = euchre_card_set_first (u);
          euchre_deck_random_shuffle (pool, n_pool, &rng);
          for (guint i = 0; i < 5; i++)
            passer_hand |= EUCHRE_CARD_BIT (pool[i]);
          for (guint i = 5; i < 10; i++)
            maker_hand |= EUCHRE_CARD_BIT (pool[i]);
          if (euchre_gertz_hand_value (passer_hand, up) >= 100 ||
              euchre_gertz_hand_value (maker_hand, up) < 50)
            random_against++;
        }
    }
  g_test_message ("%u sampled deals: %u against the bidding; at random: %u", n_samples,
                  sampled_against, random_against);
  g_assert_cmpuint (n_samples, >=, 2000);
  g_assert_cmpuint (sampled_against * 100, <=, n_samples);
  g_assert_cmpuint (random_against * 10, >=, n_samples);
}

/* Whether the deal @w, sampled for @v, keeps every fact of the view:
 * the seat's own hand, each hand its size, only cards the seat has not
 * seen, no card of a suit a seat has shown out of, the upcard with the
 * dealer who took it (unless played, or the dealer has shown out of its
 * suit or played every card: then it was the discard).  Returns what is wrong, or NULL. */
static const char *
deal_breaks_facts (const EuchreView *v, const EuchreState *w)
{
  const EuchrePublic *p = &v->pub;
  EuchreCardSet unseen = euchre_view_unseen (v), all = 0;

  if (w->hands[v->seat] != v->hand)
    return "own hand";
  for (guint seat = 0; seat < 4; seat++)
    {
      EuchreCardSet h = w->hands[seat];

      if (euchre_card_set_count (h) != v->hand_sizes[seat])
        return "hand size";
      if (all & h)
        return "a card twice";
      all |= h;
      if (seat == v->seat)
        continue;
      if (h & ~unseen & ~(p->upcard < EUCHRE_N_CARDS ? EUCHRE_CARD_BIT (p->upcard) : 0))
        return "a seen card";
      if (p->trump < EUCHRE_N_SUITS)
        for (EuchreCardSet c = h; c; c &= c - 1)
          if (p->voids[seat] & (1u << euchre_card_effective_suit (euchre_card_set_first (c),
                                                                  p->trump)))
            return "a card of a suit the seat showed out of";
    }
  if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && p->dealer != v->seat &&
      !(p->played & EUCHRE_CARD_BIT (p->upcard)))
    {
      gboolean gone = v->hand_sizes[p->dealer] == 0 ||
                      (p->voids[p->dealer] &
                       (1u << euchre_card_effective_suit (p->upcard, p->trump))) != 0;

      if (!gone && !(w->hands[p->dealer] & EUCHRE_CARD_BIT (p->upcard)))
        return "the upcard not with the dealer";
      if (gone && (all & EUCHRE_CARD_BIT (p->upcard)))
        return "the discarded upcard in a hand";
    }
  return NULL;
}

/* At random positions of random games, every strategy at the table, each
 * deal the expert (the Hard player, and the coach, which samples with
 * it) searches keeps every void shown so far and the upcard rule, however
 * tight the position: the sampler deals under the facts instead of
 * giving them up when shuffles keep failing. */
static void
test_expert_sample_facts (void)
{
  const char *const *ids = euchre_strategy_list_ids ();
  guint n_ids = 0, checked = 0, with_voids = 0;
  guint64 rng = 5;

  while (ids[n_ids])
    n_ids++;
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "1,1", TRUE);
  for (guint game = 0; game < 150; game++)
    {
      g_autoptr (EuchreStrategy) x = euchre_strategy_new ("expert", 0, game);
      EuchreRules rules;
      EuchreState s;
      EuchreStrategy *st[4];

      euchre_rules_init_preset (&rules, game % 2 ? EUCHRE_PRESET_STANDARD : game % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      euchre_state_init (&s, &rules, game + 1000);
      for (guint i = 0; i < 4; i++)
        {
          const char *id = ids[(game * 4 + i * 3) % n_ids];

          /* The omniscient ones need the true deal: the expert in their seat. */
          if (g_str_has_prefix (id, "omniscient"))
            id = "expert";
          st[i] = euchre_strategy_new (id, game % 3, game * 4 + i);
          st[i]->oracle = &s;
        }
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a;
          const char *reason = NULL;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          if (s.pub.phase == EUCHRE_PHASE_PLAY || s.pub.phase == EUCHRE_PHASE_DISCARD)
            for (guint seat = 0; seat < 4; seat++)
              {
                EuchreView sv;

                euchre_state_get_view (&s, seat, &sv);
                for (guint k = 0; k < 4; k++)
                  {
                    EuchreState w = { .pub = sv.pub };
                    const char *wrong;

                    w.hands[seat] = sv.hand;
                    if (k % 2)
                      euchre_strategy_expert_sample (x, &sv, &w);
                    else
                      euchre_ai_sample_deal (&sv, &rng, &w);
                    wrong = deal_breaks_facts (&sv, &w);
                    if (wrong)
                      g_error ("game %u, trick %u, seat %u: a sampled deal has %s", game,
                               s.pub.trick_number, seat, wrong);
                    checked++;
                    with_voids += s.pub.voids[(seat + 1) & 3] != 0;
                  }
              }
          a = euchre_strategy_choose (st[s.pub.turn], &v, &list, &reason);
          euchre_state_apply_legal (&s, &a);
        }
      for (guint i = 0; i < 4; i++)
        euchre_strategy_free (st[i]);
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_test_message ("%u sampled deals checked, %u with a void shown", checked, with_voids);
  g_assert_cmpuint (with_voids, >=, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/strategy-expert/sensible", test_expert_sensible);
  g_test_add_func ("/euchre/strategy-expert/samples", test_expert_samples);
  g_test_add_func ("/euchre/strategy-expert/sample-facts", test_expert_sample_facts);
  g_test_add_func ("/euchre/strategy-expert/honest", test_expert_honest);
  g_test_add_func ("/euchre/strategy-expert/learned-honest", test_expert_learned_honest);
  g_test_add_func ("/euchre/strategy-expert/halves", test_expert_halves);
  g_test_add_func ("/euchre/strategy-expert/ties", test_expert_ties);
  g_test_add_func ("/euchre/strategy-expert/legal", test_expert_legal);
  return g_test_run ();
}
