/* test-analysis.c — the analysis behind hints, the review and the tutor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-analysis.h"
#include "euchre-deck.h"
#include "euchre-ai-private.h"
#include "test-util.h"

/* A blunder costs at least half a point of the hand's expected score
 * (EUCHRE_ANALYSIS_MISTAKE_POINTS, what the review and the tutor flag).  A
 * hand is worth -4 to +4; a card's cost over the analysis' 100 deals
 * moves by about a tenth of a point from one seed to the next, a bid's
 * (60 deals, and the rest of the bidding played out too) by up to a third
 * (see TestBlunder.any_seed), so half a point is turning a sure point into
 * a coin flip for a euchre, or giving away a march, not noise. */
#define BLUNDER_COST EUCHRE_ANALYSIS_MISTAKE_POINTS

static void
analyse (const EuchreState *s, guint32 seed, EuchreAnalysis *out)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  EuchreView v;
  EuchreActionList list;

  euchre_state_get_view (s, s->pub.turn, &v);
  euchre_view_legal_actions (&v, &list);
  euchre_analysis_run (&v, &list, rand, 0, out);
}

/* Random positions of random games: the analysis' best action is the one
 * an expert seeded alike chooses, and it costs nothing. */
static void
test_analysis_matches_expert (void)
{
  guint compared = 0;

  /* Counts small enough that the expert's own time budget never cuts its
   * search short (it always samples at least this many). */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "8,6", TRUE);
  for (guint game = 0; compared < 150; game++)
    {
      EuchreRules rules;
      EuchreState s;
      guint64 rng = game + 11;

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER && compared < 150)
        {
          EuchreActionList list;

          euchre_state_legal_actions (&s, &list);
          if (list.n > 1 && euchre_rng_below (&rng, 5) == 0)
            {
              g_autoptr (GRand) rand = g_rand_new_with_seed (game * 31 + compared);
              g_autoptr (EuchreStrategy) expert = NULL;
              EuchreAnalysis an;
              EuchreView v;
              EuchreAction chosen;
              const char *reason;

              euchre_state_get_view (&s, s.pub.turn, &v);
              euchre_analysis_run (&v, &list, rand, 0, &an);
              g_rand_set_seed (rand, game * 31 + compared);
              expert = euchre_strategy_new ("expert", EUCHRE_PERSONALITY_NORMAL,
                                            euchre_analysis_draw_seed (rand));
              chosen = euchre_strategy_choose (expert, &v, &list, &reason);
              g_assert_cmpuint (an.n, ==, list.n);
              g_assert_cmpuint (an.n_samples, >, 0);
              g_assert_true (euchre_action_equal (&an.options[an.expert].action, &chosen));
              g_assert_cmpfloat (euchre_analysis_cost (&an, &an.options[an.best].action), ==, 0.0);
              for (guint i = 0; i < an.n; i++)
                {
                  g_assert_cmpfloat (euchre_analysis_cost (&an, &list.actions[i]), >=, 0.0);
                  g_assert_cmpfloat (an.options[i].win, >=, 0.0);
                  g_assert_cmpfloat (an.options[i].win, <=, 1.0);
                  g_assert_cmpfloat (an.options[i].make_chance, <=, 1.0);
                  g_assert_cmpfloat (an.options[i].trick_chance, <=, 1.0);
                  g_assert_cmpfloat (ABS (an.options[i].points), <=, 4.0);
                }
              compared++;
            }
          euchre_state_apply_legal (&s, &list.actions[euchre_rng_below (&rng, list.n)]);
        }
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
}

static void
analyse_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
               guint game, gpointer data)
{
  EuchreAnalysis ax, ay;

  analyse (s, game, &ax);
  analyse (twin, game, &ay);
  g_assert_true (memcmp (&ax, &ay, sizeof ax) == 0);
}

/* Two worlds that look the same from the seat to act (a hidden card
 * swapped between two other hands) get byte-equal analyses. */
static void
test_analysis_honest (void)
{
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "12,8", TRUE);
  for_each_twin_position (60, 6, analyse_twins, NULL);
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
}


static void
test_analysis_blunders (void)
{
  /* Enough deals that a blunder near the threshold is measured, not
   * guessed at (test-util.c: one costs about half a point). */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "1000,150", TRUE);
  for (guint i = 0; i < test_n_blunders; i++)
    {
      const TestBlunder *b = &test_blunders[i];
      EuchreRules rules;
      EuchreState s;
      EuchreAnalysis an;
      EuchreAction bad = script_action (b->blunder);
      const EuchreAction *best;
      double cost;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      deal_hands (&s, &rules, 0, (const char **) b->hands, b->upcard);
      apply_script (&s, b->name, b->script);
      analyse (&s, 42 + i, &an);
      g_assert_cmpuint (an.n, >, 1);
      best = &an.options[an.best].action;
      cost = euchre_analysis_cost (&an, &bad);
      {
        g_autofree char *text = euchre_action_to_string (best);

        g_test_message ("%s: cost %.2f (best %s, %u deals): %s", b->name, cost, text,
                        an.n_samples, b->why);
      }
      g_assert_false (euchre_action_equal (best, &bad));
      g_assert_cmpfloat (cost, >, BLUNDER_COST);
      g_assert_cmpfloat (euchre_analysis_cost (&an, best), ==, 0.0);
      g_assert_cmpfloat (euchre_analysis_win_cost (&an, best), ==, 0.0);
      g_assert_true (euchre_analysis_is_mistake (&an, &bad));
      g_assert_false (euchre_analysis_is_mistake (&an, best));
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
}

/* A time budget that runs out is reported, and only then; and the
 * budget a person waits for is EUCHRE_HINT_BUDGET_US's when set. */
static void
test_analysis_budget (void)
{
  EuchreRules rules;
  EuchreState s;
  EuchreActionList list;
  EuchreView v;
  EuchreAnalysis cut, full;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_state_init (&s, &rules, 5);
  euchre_state_legal_actions (&s, &list);
  apply_ok (&s, list.actions[0]);   /* the deal: the first bid is next */
  euchre_state_get_view (&s, s.pub.turn, &v);
  euchre_view_legal_actions (&v, &list);
  g_assert_cmpuint (list.n, >, 1);
  {
    g_autoptr (GRand) rand = g_rand_new_with_seed (1);

    euchre_analysis_run (&v, &list, rand, 1, &cut);
  }
  {
    g_autoptr (GRand) rand = g_rand_new_with_seed (1);

    euchre_analysis_run (&v, &list, rand, 0, &full);
  }
  g_assert_true (cut.stopped_at_budget);
  g_assert_false (full.stopped_at_budget);
  g_assert_cmpuint (cut.n_samples, <, full.n_samples);

  g_unsetenv ("EUCHRE_HINT_BUDGET_US");
  g_assert_cmpint (euchre_analysis_budget_us (200000), ==, 200000);
  g_setenv ("EUCHRE_HINT_BUDGET_US", "", TRUE);
  g_assert_cmpint (euchre_analysis_budget_us (200000), ==, 200000);
  g_setenv ("EUCHRE_HINT_BUDGET_US", "1500", TRUE);
  g_assert_cmpint (euchre_analysis_budget_us (200000), ==, 1500);
  g_setenv ("EUCHRE_HINT_BUDGET_US", "0", TRUE);
  g_assert_cmpint (euchre_analysis_budget_us (200000), ==, 0);
  g_setenv ("EUCHRE_HINT_BUDGET_US", "-7", TRUE);
  g_assert_cmpint (euchre_analysis_budget_us (200000), ==, 0);
  g_unsetenv ("EUCHRE_HINT_BUDGET_US");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/analysis/blunders", test_analysis_blunders);
  g_test_add_func ("/euchre/analysis/budget", test_analysis_budget);
  g_test_add_func ("/euchre/analysis/honest", test_analysis_honest);
  g_test_add_func ("/euchre/analysis/matches-expert", test_analysis_matches_expert);
  return g_test_run ();
}
