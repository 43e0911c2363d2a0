/* test-words.c — every claim the coach's and the guide's words make of a
 * hand is true (issue 52.1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 10,000 positions of random games (seeded, every preset), each seat's
 * decision with more than one legal move: the hint, every bid's reason,
 * every review line and mistake, and for each legal card the guided
 * hand's sentence and the hint's situation clause.  The analyses are made
 * up (random figures, ties among them, seeded): the numbers are the
 * analysis' business and its own tests', the claims about the hand are
 * the words' alone.  test_claims_check() reads each claim from the words
 * and checks it against the hand with the engine's rules.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "euchre-ai.h"
#include "euchre-names.h"
#include "test-claims.h"
#include "test-util.h"

#define N_POSITIONS 10000

/* Figures for every legal action of @list; a third of the time the
 * runner-up within the noise of the best. */
static void
made_up_analysis (const EuchreView *view, const EuchreActionList *list, GRand *rand,
                  EuchreAnalysis *an)
{
  memset (an, 0, sizeof *an);
  an->seat = view->seat;
  an->phase = view->pub.phase;
  an->n = list->n;
  an->n_samples = (guint) g_rand_int_range (rand, 50, 800);
  for (guint i = 0; i < list->n; i++)
    {
      EuchreAnalysisOption *o = &an->options[i];

      o->action = list->actions[i];
      o->win = g_rand_double (rand);
      o->points = g_rand_double_range (rand, -4, 4);
      o->make_chance = g_rand_double (rand);
      o->trick_chance = g_rand_double (rand);
    }
  if (list->n > 1 && g_rand_int_range (rand, 0, 3) == 0)
    {
      an->options[1].win = an->options[0].win + g_rand_double_range (rand, -0.01, 0.01);
      an->options[1].points = an->options[0].points + g_rand_double_range (rand, -0.05, 0.05);
    }
  for (guint i = 1; i < list->n; i++)
    if (euchre_analysis_compare (an, i, an->best) > 0)
      an->best = i;
  an->expert = an->best;
}

static guint
check_position (const EuchreView *view, const EuchreActionList *list, GRand *rand)
{
  EuchreAnalysis an;
  guint n = 0;
  g_autofree char *hint = NULL;

  made_up_analysis (view, list, rand, &an);
  hint = euchre_coach_hint_text (view, &an);
  n += test_claims_check (view, &an.options[an.best].action, hint);
  for (guint i = 0; i < an.n; i++)
    {
      const EuchreAction *a = &an.options[i].action;
      g_autofree char *reason = euchre_coach_bid_reason (view, a);
      g_autofree char *line = euchre_coach_review_line (view, &an, i, i == an.best);
      g_autofree char *mistake = NULL;

      if (reason != NULL)
        n += test_claims_check (view, a, reason);
      n += test_claims_check (view, a, line);
      if (i != an.best)
        {
          mistake = euchre_coach_mistake_text (view, &an, i);
          n += test_claims_check (view, a, mistake);
        }
      if (a->type == EUCHRE_ACTION_PLAY)
        {
          EuchrePlayFacts facts;
          g_autofree char *name = euchre_name_card (a->card);
          g_autofree char *sentence = NULL;
          g_autofree char *clause = NULL;

          g_assert_true (euchre_play_facts (view, a->card, &facts));
          sentence = euchre_play_facts_sentence (&facts, name);
          clause = euchre_play_facts_clause (&facts);
          n += test_claims_check (view, a, sentence);
          if (clause != NULL)
            n += test_claims_check (view, a, clause);
        }
    }
  return n;
}

static void
test_words_random_positions (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (52);
  guint positions = 0, claims = 0;

  for (guint game = 0; positions < N_POSITIONS; game++)
    {
      EuchreRules rules;
      EuchreState s;
      guint64 rng = game + 52;

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER && positions < N_POSITIONS)
        {
          EuchreActionList list;

          euchre_state_legal_actions (&s, &list);
          if (list.n > 1 && list.actions[0].type != EUCHRE_ACTION_DEAL)
            {
              EuchreView view;

              euchre_state_get_view (&s, s.pub.turn, &view);
              claims += check_position (&view, &list, rand);
              positions++;
            }
          euchre_state_apply_legal (&s, &list.actions[euchre_rng_below (&rng, list.n)]);
        }
    }
  g_test_message ("%u positions, %u claims checked, none false", positions, claims);
  g_print ("# %u positions, %u claims checked, none false\n", positions, claims);
  g_assert_cmpuint (claims, >, N_POSITIONS);
}

/* The sentence of issue 52.1, as the guided hand said it: "no trump" of
 * a hand that holds three.  The checker catches it. */
static void
test_words_catches_false_claim (void)
{
  if (g_test_subprocess ())
    {
      EuchreView view = { 0 };

      view.seat = 0;
      view.pub.phase = EUCHRE_PHASE_PLAY;
      view.pub.trump = EUCHRE_HEARTS;
      view.hand = cards ("AH JD JH JC");
      test_claims_check (&view, NULL, "You have no Spades and no trump to win with: throw off "
                         "the Jack of Clubs, the card you need least.");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*a false claim*no trump*in*You have no Spades and no trump to win with*");
}

/* Two bids within the noise: the hint and the review say why in the same
 * words, with the same noise; "as good as the best" never comes alone. */
static void
test_words_tie (void)
{
  EuchreView view = { 0 };
  EuchreActionList list;
  EuchreAnalysis an = { 0 };
  g_autofree char *noise = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *pass_line = NULL;
  g_autofree char *chosen_line = NULL;

  view.seat = 0;
  view.pub.phase = EUCHRE_PHASE_BID1;
  view.pub.dealer = 3;
  view.pub.turn = 0;
  view.pub.upcard = C ("9H");
  view.pub.trump = EUCHRE_SUIT_NONE;
  view.hand = cards ("JH 9C TD KS AS");
  euchre_rules_init_preset (&view.pub.rules, EUCHRE_PRESET_STANDARD);
  euchre_view_legal_actions (&view, &list);
  g_assert_cmpuint (list.n, >=, 2);
  an.n = 2;
  an.n_samples = 300;         /* noise: ±2.9 % and ±0.17 points */
  an.options[0].action = list.actions[0];
  an.options[1].action = list.actions[1];
  an.options[0].win = 0.47;
  an.options[0].points = -0.65;
  an.options[1].win = 0.45;
  an.options[1].points = -0.70;
  an.best = an.expert = 0;
  g_assert_true (euchre_analysis_is_tie (&an, 0, 1));
  noise = euchre_coach_noise_text (&an);
  g_assert_cmpstr (noise, ==, "the difference is within the estimate’s noise, ±3 % and ±0.2 points");
  hint = euchre_coach_hint_text (&view, &an);
  pass_line = euchre_coach_review_line (&view, &an, 1, FALSE);
  chosen_line = euchre_coach_review_line (&view, &an, 1, TRUE);
  g_test_message ("%s\n%s\n%s", hint, pass_line, chosen_line);
  g_assert_nonnull (strstr (hint, noise));
  g_assert_nonnull (strstr (pass_line, "as good as the best: "));
  g_assert_nonnull (strstr (pass_line, noise));
  g_assert_nonnull (strstr (chosen_line, "your choice, as good as the best: "));
  g_assert_nonnull (strstr (chosen_line, noise));
  /* Outside the noise: no tie, no such words. */
  an.options[1].win = 0.40;
  g_clear_pointer (&pass_line, g_free);
  pass_line = euchre_coach_review_line (&view, &an, 1, FALSE);
  g_assert_null (strstr (pass_line, "as good as"));
  g_assert_null (strstr (pass_line, "noise"));
  /* More deals, less noise: the words follow the numbers. */
  an.n_samples = 2500;
  g_clear_pointer (&noise, g_free);
  noise = euchre_coach_noise_text (&an);
  g_assert_cmpstr (noise, ==, "the difference is within the estimate’s noise, ±1 % and ±0.1 points");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C");
  g_test_add_func ("/euchre/words/random-positions", test_words_random_positions);
  g_test_add_func ("/euchre/words/catches-false-claim", test_words_catches_false_claim);
  g_test_add_func ("/euchre/words/tie", test_words_tie);
  return g_test_run ();
}
