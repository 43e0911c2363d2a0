/* test-review.c — a hand looked at again: blunders flagged, honest, open replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-record.h"
#include "euchre-review.h"
#include "euchre-solver.h"
#include "euchre-deck.h"
#include "euchre-ai-private.h"
#include "test-util.h"


/* The record of @b's deal with its script, then @last (the blunder, or
 * the better action), then the first legal action to the end of the hand.
 * @swap (may be NULL) exchanges two cards of the deal first. */
static EuchreRecord *
blunder_record (const TestBlunder *b, const char *const swap[2], const EuchreAction *last,
                guint *decision_entry)
{
  EuchreRules rules;
  EuchreState s, r;
  EuchreAction deal;
  EuchreRecord *record;
  const char *hands[4];
  char *h[4] = { NULL };
  g_auto (GStrv) words = NULL;

  for (guint i = 0; i < 4; i++)
    {
      h[i] = g_strdup (b->hands[i]);
      if (swap != NULL)
        {
          char *a = strstr (h[i], swap[0]), *c = strstr (h[i], swap[1]);

          if (a != NULL)
            memcpy (a, swap[1], 2);
          else if (c != NULL)
            memcpy (c, swap[0], 2);
        }
      hands[i] = h[i];
    }
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &rules, 0, hands, b->upcard);
  for (guint i = 0; i < 4; i++)
    g_free (h[i]);
  record = euchre_record_new (&rules, 0);
  g_assert_true (euchre_record_set_pack (record, s.deck, s.deck_size, NULL));
  deal = act (EUCHRE_ACTION_DEAL);
  euchre_record_append (record, 0, &deal);
  g_assert_true (euchre_record_replay (record, &r, NULL));
  g_assert_true (memcmp (r.hands, s.hands, sizeof s.hands) == 0);
  words = g_strsplit (b->script, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      EuchreAction a;

      if (words[i][0] == '\0')
        continue;
      a = script_action (words[i]);
      euchre_record_append (record, r.pub.turn, &a);
      g_assert_true (euchre_state_apply (&r, &a, NULL));
    }
  *decision_entry = euchre_record_length (record);
  euchre_record_append (record, r.pub.turn, last);
  g_assert_true (euchre_state_apply (&r, last, NULL));
  while (r.pub.phase != EUCHRE_PHASE_HAND_OVER && r.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;

      euchre_state_legal_actions (&r, &list);
      euchre_record_append (record, r.pub.turn, &list.actions[0]);
      euchre_state_apply_legal (&r, &list.actions[0]);
    }
  return record;
}

static const EuchreReviewDecision *
find_decision (GPtrArray *hands, guint entry)
{
  EuchreReviewHand *h;

  g_assert_cmpuint (hands->len, ==, 1);
  h = g_ptr_array_index (hands, 0);
  for (guint i = 0; i < h->decisions->len; i++)
    if (g_array_index (h->decisions, EuchreReviewDecision, i).entry == entry)
      return &g_array_index (h->decisions, EuchreReviewDecision, i);
  g_error ("no decision at entry %u", entry);
  return NULL;
}

static GPtrArray *
review (const EuchreRecord *record, guint seat, guint hand)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *hands = euchre_review_record (record, seat, hand, 42, 0, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (hands);
  return hands;
}

/* The blunders are flagged with their cost; the analysis' best action in
 * the same place is not. */
static void
test_review_blunders (void)
{
  for (guint i = 0; i < test_n_blunders; i++)
    {
      const TestBlunder *b = &test_blunders[i];

      if (!b->any_seed)
        continue;
      EuchreAction bad = script_action (b->blunder), best;
      g_autoptr (EuchreRecord) record = NULL, good_record = NULL;
      g_autoptr (GPtrArray) hands = NULL, good = NULL;
      const EuchreReviewDecision *d, *g;
      guint entry, good_entry, seat;

      record = blunder_record (b, NULL, &bad, &entry);
      seat = g_array_index (record->entries, EuchreRecordEntry, entry).seat;
      hands = review (record, seat, 1);
      d = find_decision (hands, entry);
      best = d->analysis.options[d->analysis.best].action;
      g_test_message ("%s: cost %.2f points, %.1f %% of the game (%u deals): %s", b->name,
                      d->cost, 100 * d->win_cost, d->analysis.n_samples, b->why);
      g_assert_true (euchre_action_equal (&d->chosen, &bad));
      g_assert_true (d->mistake);
      g_assert_true (d->cost >= EUCHRE_ANALYSIS_MISTAKE_POINTS
                     || d->win_cost >= EUCHRE_ANALYSIS_MISTAKE_WIN);
      g_assert_false (euchre_action_equal (&best, &bad));

      good_record = blunder_record (b, NULL, &best, &good_entry);
      g_assert_cmpuint (good_entry, ==, entry);
      good = review (good_record, seat, 1);
      g = find_decision (good, entry);
      g_assert_true (euchre_action_equal (&g->chosen, &best));
      g_assert_false (g->mistake);
      g_assert_cmpfloat (g->cost, ==, 0.0);
      /* The same view and seed: the same analysis. */
      g_assert_true (memcmp (&g->analysis, &d->analysis, sizeof d->analysis) == 0);
    }
}

/* Cards of two other seats swapped behind the reviewed seat's back give
 * byte-equal decisions up to the blunder (nothing of theirs was seen). */
static void
test_review_honest (void)
{
  static const struct { guint blunder; const char *swap[2]; } twins[] = {
    { 1, { "AC", "TS" } },      /* seats 2 and 3, before any card */
    { 5, { "KS", "QD" } },      /* the loner's partner and seat 3 */
    { 6, { "AS", "KD" } },      /* the same, cards not played yet */
  };

  for (guint i = 0; i < G_N_ELEMENTS (twins); i++)
    {
      const TestBlunder *b = &test_blunders[twins[i].blunder];
      EuchreAction bad = script_action (b->blunder);
      g_autoptr (EuchreRecord) x = NULL, y = NULL;
      g_autoptr (GPtrArray) hx = NULL, hy = NULL;
      guint ex, ey, seat, n = 0;
      EuchreReviewHand *a, *c;

      x = blunder_record (b, NULL, &bad, &ex);
      y = blunder_record (b, twins[i].swap, &bad, &ey);
      g_assert_cmpuint (ex, ==, ey);
      seat = g_array_index (x->entries, EuchreRecordEntry, ex).seat;
      g_assert_cmpuint (seat, ==, 1);
      hx = review (x, seat, 0);
      hy = review (y, seat, 0);
      a = g_ptr_array_index (hx, 0);
      c = g_ptr_array_index (hy, 0);
      for (guint k = 0; k < a->decisions->len && k < c->decisions->len; k++)
        {
          const EuchreReviewDecision *dx = &g_array_index (a->decisions, EuchreReviewDecision, k);
          const EuchreReviewDecision *dy = &g_array_index (c->decisions, EuchreReviewDecision, k);

          if (dx->entry > ex)
            break;
          g_assert_true (memcmp (dx, dy, sizeof *dx) == 0);
          n++;
        }
      g_assert_cmpuint (n, >=, 1);
      /* The open replay does see the swap: the hands differ. */
      g_assert_false (memcmp (a->hands, c->hands, sizeof a->hands) == 0);
    }
}

/* A whole game of random legal actions under @preset, as a record. */
static EuchreRecord *
random_game (guint preset, guint32 seed)
{
  EuchreRules rules;
  EuchreState s;
  EuchreRecord *record;
  guint64 rng = seed * 7919 + 1;

  euchre_rules_init_preset (&rules, preset);
  if (rules.shuffle == EUCHRE_SHUFFLE_MT)
    rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  euchre_state_init (&s, &rules, seed);
  record = euchre_record_new (&rules, seed);
  while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      EuchreAction a;

      euchre_state_legal_actions (&s, &list);
      a = list.actions[euchre_rng_below (&rng, list.n)];
      euchre_record_append (record, s.pub.turn, &a);
      euchre_state_apply_legal (&s, &a);
    }
  return record;
}

/* The open replay's numbers are the solver's, one after the other, and
 * the card played is among the best exactly when it keeps the result. */
static void
check_plays (const EuchreRecord *record, const EuchreReviewHand *h, EuchreSolver *solver)
{
  EuchreState s;
  guint next = 0;

  if (h->maker == EUCHRE_SEAT_NONE)
    {
      g_assert_cmpuint (h->plays->len, ==, 0);
      return;
    }
  g_assert_cmpuint (h->plays->len, >=, 5 * 3);
  /* A loner's partner sits out: no cards in the open hands. */
  g_assert_cmpuint (h->hands[h->maker][0], !=, EUCHRE_CARD_NONE);
  if (h->alone)
    g_assert_cmpuint (h->hands[euchre_seat_partner (h->maker)][0], ==, EUCHRE_CARD_NONE);
  else
    g_assert_cmpuint (h->hands[euchre_seat_partner (h->maker)][0], !=, EUCHRE_CARD_NONE);
  g_assert_cmpuint (h->makers_perfect, ==,
                    g_array_index (h->plays, EuchreReviewPlay, 0).makers_before);
  euchre_record_initial_state (record, &s);
  for (guint i = 0; i < record->entries->len && next < h->plays->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreReviewPlay *p = &g_array_index (h->plays, EuchreReviewPlay, next);

      if (i == p->entry)
        {
          guint side = euchre_seat_side (h->maker);
          guint done = s.pub.tricks[side];
          gboolean among = FALSE;

          g_assert_cmpuint (p->seat, ==, e->seat);
          g_assert_cmpuint (p->card, ==, e->action.card);
          g_assert_cmpuint (p->makers_before, ==, done + euchre_solver_tricks (solver, &s, side));
          g_assert_cmpuint (p->makers_after, ==,
                            done + euchre_solver_tricks_after (solver, &s, p->card, side));
          g_assert_cmpuint (p->n_best, >=, 1);
          for (guint k = 0; k < p->n_best; k++)
            among |= p->best[k] == p->card;
          g_assert_true (among == (p->makers_after == p->makers_before));
          if (next > 0)
            g_assert_cmpuint (p->makers_before, ==,
                              g_array_index (h->plays, EuchreReviewPlay, next - 1).makers_after);
          next++;
        }
      g_assert_true (euchre_state_apply (&s, &e->action, NULL));
    }
  g_assert_cmpuint (next, ==, h->plays->len);
  /* The last card leaves the hand's real result. */
  g_assert_cmpuint (g_array_index (h->plays, EuchreReviewPlay, next - 1).makers_after, ==,
                    h->makers_tricks);
}

/* Every hand of random games under every preset (loners, stick the
 * dealer, Jokers): one decision per choice of the seat, plays checked. */
static void
test_review_games (void)
{
  g_autoptr (EuchreSolver) solver = euchre_solver_new ();

  g_setenv ("EUCHRE_EXPERT_SAMPLES", "4,3", TRUE);
  for (guint game = 0; game < 2 * EUCHRE_N_PRESETS; game++)
    {
      g_autoptr (EuchreRecord) record = random_game (game % EUCHRE_N_PRESETS, game + 3);
      g_autoptr (GPtrArray) hands = NULL;
      guint seat = game % 4, choices = 0, n_hands = 0, decisions = 0;
      EuchreState s;

      hands = review (record, seat, 0);
      euchre_record_initial_state (record, &s);
      for (guint i = 0; i < record->entries->len; i++)
        {
          const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
          EuchreActionList list;

          euchre_state_legal_actions (&s, &list);
          if (e->seat == seat && list.n > 1 && s.pub.phase >= EUCHRE_PHASE_BID1
              && s.pub.phase <= EUCHRE_PHASE_PLAY)
            choices++;
          g_assert_true (euchre_state_apply (&s, &e->action, NULL));
          if (s.pub.phase == EUCHRE_PHASE_HAND_OVER
              || (s.pub.phase == EUCHRE_PHASE_GAME_OVER && e->action.type != EUCHRE_ACTION_DEAL))
            n_hands++;
        }
      g_assert_cmpuint (hands->len, ==, n_hands);
      for (guint k = 0; k < hands->len; k++)
        {
          EuchreReviewHand *h = g_ptr_array_index (hands, k);

          g_assert_cmpuint (h->hand, ==, k + 1);
          g_assert_cmpuint (h->seat, ==, seat);
          decisions += h->decisions->len;
          for (guint d = 0; d < h->decisions->len; d++)
            {
              const EuchreReviewDecision *x = &g_array_index (h->decisions, EuchreReviewDecision, d);

              g_assert_cmpuint (x->view.seat, ==, seat);
              g_assert_cmpfloat (x->cost, >=, 0.0);
              g_assert_true (x->mistake == euchre_analysis_is_mistake (&x->analysis, &x->chosen));
            }
          check_plays (record, h, solver);
        }
      g_assert_cmpuint (decisions, ==, choices);
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
}

/* A hand that is not there, and a cancelled review, are errors. */
static void
test_review_errors (void)
{
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  EuchreAction bad_action = script_action (test_blunders[1].blunder);
  GPtrArray *hands;
  guint entry;

  record = blunder_record (&test_blunders[1], NULL, &bad_action, &entry);
  hands = euchre_review_record (record, 1, 2, 1, 0, NULL, &error);
  g_assert_null (hands);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_cancellable_cancel (cancellable);
  hands = euchre_review_record (record, 1, 0, 1, 0, cancellable, &error);
  g_assert_null (hands);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* A record that does not replay: a card played while the next hand is
   * being dealt, and an action out of turn. */
  {
    g_autoptr (EuchreRecord) bad = blunder_record (&test_blunders[1], NULL, &bad_action, &entry);
    EuchreAction play = card_action (EUCHRE_ACTION_PLAY, "9S");

    euchre_record_append (bad, 1, &play);
    g_assert_null (euchre_review_record (bad, 1, 0, 1, 0, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "does not replay"));
    g_clear_error (&error);
  }
  {
    g_autoptr (EuchreRecord) bad = blunder_record (&test_blunders[1], NULL, &bad_action, &entry);

    g_array_index (bad->entries, EuchreRecordEntry, 2).seat = 3;
    g_assert_null (euchre_review_record (bad, 1, 0, 1, 0, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "out of turn"));
  }
}

/* The same seed gives the same review, byte for byte. */
static void
test_review_reproducible (void)
{
  g_autoptr (EuchreRecord) record = random_game (EUCHRE_PRESET_STANDARD, 5);
  g_autoptr (GPtrArray) a = NULL, b = NULL;

  g_setenv ("EUCHRE_EXPERT_SAMPLES", "8,6", TRUE);
  a = review (record, 2, 0);
  b = review (record, 2, 0);
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      EuchreReviewHand *x = g_ptr_array_index (a, i), *y = g_ptr_array_index (b, i);

      g_assert_cmpuint (x->decisions->len, ==, y->decisions->len);
      g_assert_cmpuint (x->plays->len, ==, y->plays->len);
      g_assert_true (memcmp (x->decisions->data, y->decisions->data,
                             x->decisions->len * sizeof (EuchreReviewDecision)) == 0);
      g_assert_true (memcmp (x->plays->data, y->plays->data,
                             x->plays->len * sizeof (EuchreReviewPlay)) == 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/review/blunders", test_review_blunders);
  g_test_add_func ("/euchre/review/honest", test_review_honest);
  g_test_add_func ("/euchre/review/games", test_review_games);
  g_test_add_func ("/euchre/review/errors", test_review_errors);
  g_test_add_func ("/euchre/review/reproducible", test_review_reproducible);
  return g_test_run ();
}
