/* test-play-reading.c — what the cards played say of the unseen hands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "euchre-ai-private.h"
#include "euchre-deck.h"

#define SLIP 0.5

/* A hand of four `gertz` players, from @seed, stopped once @cards cards
 * have been played to tricks (or at the end of the play). */
static gboolean
play_until (EuchreState *s, guint32 seed, guint cards)
{
  EuchreRules rules;
  EuchreStrategy *st[4];

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  euchre_state_init (s, &rules, seed);
  for (guint i = 0; i < 4; i++)
    st[i] = euchre_strategy_new ("gertz", EUCHRE_PERSONALITY_NORMAL, seed * 4 + i);
  while (s->pub.phase != EUCHRE_PHASE_HAND_OVER && s->pub.phase != EUCHRE_PHASE_GAME_OVER &&
         !(s->pub.phase == EUCHRE_PHASE_PLAY &&
           (guint) euchre_card_set_count (s->pub.played) >= cards))
    {
      EuchreView v;
      EuchreActionList list;
      EuchreAction a;
      const char *reason = NULL;

      euchre_state_get_view (s, s->pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      a = euchre_strategy_choose (st[s->pub.turn], &v, &list, &reason);
      euchre_state_apply_legal (s, &a);
    }
  for (guint i = 0; i < 4; i++)
    euchre_strategy_free (st[i]);
  return s->pub.phase == EUCHRE_PHASE_PLAY;
}

/* The highest likelihood a deal can have for @view: every card the others
 * played with a choice played as the model would. */
static double
best_likelihood (const EuchreState *truth, guint seat)
{
  EuchreStrategy *model = euchre_strategy_new ("gertz", EUCHRE_PERSONALITY_NORMAL, 7);
  EuchreView view;
  double like;

  euchre_state_get_view (truth, seat, &view);
  like = euchre_ai_play_likelihood (model, &view, truth, SLIP);
  euchre_strategy_free (model);
  return like;
}

/* Before anyone else has played there is nothing to read; the true deal
 * of a hand played by the model itself is certain when the model never
 * slips, and a deal in which a played card was not the model's is then
 * impossible; with slips every deal stays possible. */
static void
test_reading_likelihood (void)
{
  EuchreStrategy *model = euchre_strategy_new ("gertz", EUCHRE_PERSONALITY_NORMAL, 3);
  guint tested = 0, less = 0, bids_tested = 0, bids_less = 0;

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      EuchreState truth;
      EuchreView view;
      guint64 rng = seed;

      if (!play_until (&truth, seed, 0))
        continue;
      euchre_state_get_view (&truth, truth.pub.turn, &view);
      g_assert_false (euchre_ai_play_reading_applies (&view));
      g_assert_cmpfloat (euchre_ai_play_likelihood (model, &view, &truth, SLIP), ==, 1.0);
      /* The bids were the model's own: the true deal is certain. */
      g_assert_cmpfloat (euchre_ai_bids_likelihood (model, &view, &truth, 0.0), ==, 1.0);
      for (guint k = 0; k < 20; k++)
        {
          EuchreState w = { .pub = view.pub };
          double like;

          w.hands[view.seat] = view.hand;
          w.discard = view.discard;
          euchre_ai_sample_deal (&view, &rng, &w);
          like = euchre_ai_bids_likelihood (model, &view, &w, SLIP);
          g_assert_cmpfloat (like, >, 0.0);
          g_assert_cmpfloat (like, <=, 1.0);
          like = euchre_ai_bids_likelihood (model, &view, &w, 0.0);
          g_assert_true (like == 0.0 || like == 1.0);
          bids_less += like == 0.0;
          bids_tested += euchre_ai_bid_reading_applies (&view);
        }

      if (!play_until (&truth, seed, 7))
        continue;
      for (guint seat = 0; seat < 4; seat++)
        {
          double top;

          if (truth.pub.out_mask & (1u << seat))
            continue;
          euchre_state_get_view (&truth, seat, &view);
          g_assert_true (euchre_ai_play_reading_applies (&view));
          top = euchre_ai_play_likelihood (model, &view, &truth, SLIP);
          g_assert_cmpfloat (top, ==, best_likelihood (&truth, seat));
          g_assert_cmpfloat (top, >, 0.0);
          /* With no slip the true deal is certain: the model played it. */
          g_assert_cmpfloat (euchre_ai_play_likelihood (model, &view, &truth, 0.0), ==, 1.0);
          for (guint k = 0; k < 20; k++)
            {
              EuchreState w = { .pub = view.pub };
              double like;

              w.hands[seat] = view.hand;
              w.discard = view.discard;
              euchre_ai_sample_deal (&view, &rng, &w);
              like = euchre_ai_play_likelihood (model, &view, &w, SLIP);
              g_assert_cmpfloat (like, >, 0.0);
              g_assert_cmpfloat (like, <=, 1.0);
              /* Without slips a deal is possible or not, by the model. */
              like = euchre_ai_play_likelihood (model, &view, &w, 0.0);
              g_assert_true (like == 0.0 || like == 1.0);
              less += like == 0.0;
              tested++;
            }
        }
    }
  g_test_message ("%u deals read, %u where the model would have played another card", tested,
                  less);
  g_assert_cmpuint (tested, >=, 1000);
  /* The reading tells deals apart: many sampled deals contradict a card
   * the model played. */
  g_assert_cmpuint (less, >=, tested / 4);
  /* The bids tell deals apart too, less often (the sampler already keeps
   * deals whose bids agree with Gertz's hand values, loosely). */
  g_test_message ("%u deals' bids read, %u where the model would have bid otherwise",
                  bids_tested, bids_less);
  g_assert_cmpuint (bids_tested, >=, 400);
  g_assert_cmpuint (bids_less, >=, bids_tested / 20);
  euchre_strategy_free (model);
}

/* The expert keeps the deals the play makes likely: more of its sampled
 * deals are ones in which the model would have played as the others did
 * than of deals drawn without the reading, and they keep every fact (tests/test-strategy-expert.c checks
 * those deals against the facts as well). */
static void
test_reading_expert (void)
{
  EuchreStrategy *model = euchre_strategy_new ("gertz", EUCHRE_PERSONALITY_NORMAL, 5);
  double sum[2] = { 0, 0 };
  guint n = 0;

  for (guint reading = 0; reading < 2; reading++)
    {
      EuchreStrategy *x;

      g_setenv ("EUCHRE_EXPERT_READING", reading ? "6,0.5" : "1,0.5", TRUE);
      x = euchre_strategy_new ("expert", EUCHRE_PERSONALITY_NORMAL, 11);
      n = 0;
      for (guint32 seed = 1; seed <= 30; seed++)
        {
          EuchreState truth;
          EuchreView view;

          if (!play_until (&truth, seed, 6))
            continue;
          euchre_state_get_view (&truth, truth.pub.turn, &view);
          for (guint k = 0; k < 40; k++)
            {
              EuchreState w = { .pub = view.pub };

              w.hands[view.seat] = view.hand;
              euchre_strategy_expert_sample (x, &view, &w);
              for (guint seat = 0; seat < 4; seat++)
                g_assert_cmpuint (euchre_card_set_count (w.hands[seat]), ==,
                                  view.hand_sizes[seat]);
              sum[reading] += euchre_ai_play_likelihood (model, &view, &w, 0.0);
              n++;
            }
        }
      euchre_strategy_free (x);
    }
  g_unsetenv ("EUCHRE_EXPERT_READING");
  g_test_message ("of %u deals, %.0f without reading and %.0f with are deals in which the model "
                  "would have played every card as it was played", n, sum[0], sum[1]);
  g_assert_cmpuint (n, >=, 400);
  g_assert_cmpfloat (sum[1], >, sum[0] * 1.2);
  euchre_strategy_free (model);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/play-reading/likelihood", test_reading_likelihood);
  g_test_add_func ("/euchre/play-reading/expert", test_reading_expert);
  return g_test_run ();
}
