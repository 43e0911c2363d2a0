/* euchre-review.c — a hand looked at again (see euchre-review.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-review"

#include "config.h"

#include <string.h>

#include "euchre-review.h"
#include "euchre-record.h"
#include "euchre-solver.h"

void
euchre_review_hand_free (EuchreReviewHand *hand)
{
  if (hand == NULL)
    return;
  g_clear_pointer (&hand->decisions, g_array_unref);
  g_clear_pointer (&hand->plays, g_array_unref);
  g_free (hand);
}

gboolean
euchre_review_play_threw_trick (const EuchreReviewHand *hand, const EuchreReviewPlay *play)
{
  gboolean makers;

  g_return_val_if_fail (hand != NULL && play != NULL, FALSE);
  if (hand->maker >= EUCHRE_N_SEATS)
    return FALSE;
  makers = euchre_seat_side (play->seat) == euchre_seat_side (hand->maker);
  return makers ? play->makers_after < play->makers_before
                : play->makers_after > play->makers_before;
}

static EuchreReviewHand *
hand_new (guint number, guint seat, const EuchreEvent *dealt)
{
  EuchreReviewHand *h = g_new0 (EuchreReviewHand, 1);

  h->hand = number;
  h->seat = (guint8) seat;
  h->dealer = dealt->seat;
  h->upcard = dealt->card;
  h->maker = EUCHRE_SEAT_NONE;
  h->trump = EUCHRE_SUIT_NONE;
  h->discard = EUCHRE_CARD_NONE;
  memset (h->hands, EUCHRE_CARD_NONE, sizeof h->hands);
  h->decisions = g_array_sized_new (FALSE, TRUE, sizeof (EuchreReviewDecision), 8);
  h->plays = g_array_sized_new (FALSE, TRUE, sizeof (EuchreReviewPlay), 20);
  return h;
}

static gboolean
same_action (const EuchreAction *a, const EuchreAction *b)
{
  return a->type == b->type && a->card == b->card && a->suit == b->suit
         && !!a->alone == !!b->alone;
}

/* Values the choice @entry of @seat made in @before, from its view only.
 * FALSE when it was no choice (a single legal action, or an action the
 * rules refused, such as a renege under renege=penalise). */
static gboolean
review_decision (const EuchreState  *before,
                 guint               seat,
                 guint               entry,
                 const EuchreAction *chosen,
                 guint64             seed,
                 gint64              budget_us,
                 EuchreReviewDecision *d)
{
  EuchreActionList legal;
  const EuchreAnalysisOption *opt;
  g_autoptr (GRand) rand = NULL;
  guint i;

  memset (d, 0, sizeof *d);
  euchre_state_get_view (before, seat, &d->view);
  if (euchre_view_legal_actions (&d->view, &legal) < 2)
    return FALSE;
  for (i = 0; i < legal.n && !same_action (&legal.actions[i], chosen); i++)
    ;
  if (i == legal.n)
    return FALSE;

  d->entry = entry;
  d->trick = before->pub.phase == EUCHRE_PHASE_PLAY
             ? (guint8) (before->pub.trick_number + 1) : 0;
  d->chosen = legal.actions[i];
  /* Seeded from the position and @seed: the hint (with the game's salt)
   * samples the same deals for the same decision. */
  rand = euchre_analysis_position_rand (&d->view, seed);
  euchre_analysis_run (&d->view, &legal, rand, budget_us, &d->analysis);
  opt = euchre_analysis_find (&d->analysis, &d->chosen);
  g_assert (opt != NULL);
  d->chosen_index = (guint) (opt - d->analysis.options);
  d->cost = euchre_analysis_cost (&d->analysis, &d->chosen);
  d->win_cost = euchre_analysis_win_cost (&d->analysis, &d->chosen);
  d->mistake = euchre_analysis_is_mistake (&d->analysis, &d->chosen);
  return TRUE;
}

/* The open replay of the card @card that the seat to move in @before
 * plays: what perfect play makes before and after it, and which cards
 * would have kept the best result for the seat's side. */
static void
review_play (EuchreSolver      *solver,
             const EuchreState *before,
             guint              entry,
             EuchreCard         card,
             EuchreReviewPlay  *p)
{
  guint makers = euchre_seat_side (before->pub.maker);
  guint mover = before->pub.turn;
  guint side = euchre_seat_side (mover);
  guint done = before->pub.tricks[makers];
  EuchreCardSet legal = euchre_state_legal_plays (before);
  EuchreCard sorted[EUCHRE_N_CARDS];
  guint values[EUCHRE_N_CARDS];
  guint n, i, best = 0;

  memset (p, 0, sizeof *p);
  p->entry = entry;
  p->seat = (guint8) mover;
  p->trick = (guint8) (before->pub.trick_number + 1);
  p->card = card;
  p->makers_before = (guint8) (done + euchre_solver_tricks (solver, before, makers));
  p->makers_after = (guint8) (done + euchre_solver_tricks_after (solver, before, card, makers));
  memset (p->best, EUCHRE_CARD_NONE, sizeof p->best);

  n = euchre_card_set_sorted (legal, sorted);
  for (i = 0; i < n; i++)
    {
      values[i] = euchre_solver_tricks_after (solver, before, sorted[i], side);
      best = MAX (best, values[i]);
    }
  for (i = 0; i < n && p->n_best < G_N_ELEMENTS (p->best); i++)
    if (values[i] == best)
      p->best[p->n_best++] = sorted[i];
}

typedef struct {
  const EuchreRecord *record;
  guint seat;
  guint want;                   /* the hand asked for, 0: all */
  guint64 seed;
  gint64 budget_us;
  GCancellable *cancellable;
  EuchreSolver *solver;
  GPtrArray *hands;
  EuchreReviewHand *open;       /* the hand being reviewed, if wanted */
  guint number;                 /* the hand being played */
  gboolean found;               /* the wanted hand finished */
} Review;

/* Writes what @events (caused by an action in @before, now @state) tell
 * into the open hand. */
static void
review_events (Review                *r,
               const EuchreState     *state,
               const EuchreEventList *events)
{
  guint i, s;

  for (i = 0; i < events->n; i++)
    {
      const EuchreEvent *e = &events->events[i];
      EuchreReviewHand *h = r->open;

      switch (e->type)
        {
        case EUCHRE_EVENT_DEALT:
          r->number = state->pub.hand_number;
          g_clear_pointer (&r->open, euchre_review_hand_free);
          if (r->want == 0 || r->want == r->number)
            r->open = hand_new (r->number, r->seat, e);
          break;
        case EUCHRE_EVENT_TRUMP_MADE:
          if (h == NULL)
            break;
          h->maker = e->seat;
          h->trump = e->suit;
          h->alone = !!e->alone;
          break;
        case EUCHRE_EVENT_PLAY_STARTED:
          if (h == NULL)
            break;
          for (s = 0; s < EUCHRE_N_SEATS; s++)
            {
              EuchreCard sorted[EUCHRE_N_CARDS];
              guint n = euchre_card_set_sorted (state->hands[s], sorted), k;

              if (state->pub.out_mask & (1u << s))
                continue;

              for (k = 0; k < n && k < 5; k++)
                h->hands[s][k] = sorted[k];
            }
          h->discard = state->discard;
          h->makers_perfect = (guint8) euchre_solver_tricks (r->solver, state,
                                                             euchre_seat_side (h->maker));
          break;
        case EUCHRE_EVENT_TRICK_WON:
          if (h != NULL && euchre_seat_side (e->seat) == euchre_seat_side (h->maker))
            h->makers_tricks++;
          break;
        case EUCHRE_EVENT_HAND_SCORED:
          if (h == NULL)
            break;
          g_ptr_array_add (r->hands, h);
          r->open = NULL;
          r->found = TRUE;
          break;
        default:
          break;
        }
    }
}

static gboolean
review_entry (Review       *r,
              EuchreState  *state,
              guint         index,
              GError      **error)
{
  const EuchreRecordEntry *entry =
    &g_array_index (r->record->entries, EuchreRecordEntry, index);
  EuchreState before = *state;
  EuchreEventList events;
  GError *local = NULL;

  if (state->pub.phase != EUCHRE_PHASE_DEAL && state->pub.phase != EUCHRE_PHASE_HAND_OVER
      && entry->seat != state->pub.turn)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "Entry %u of the record is played by seat %u out of turn",
                   index + 1, entry->seat);
      return FALSE;
    }
  /* A deal of its own (a game read from EGN): its cards before its deal. */
  if (euchre_record_get_hand (r->record, index) != NULL)
    {
      const EuchreRecordHand *h = euchre_record_get_hand (r->record, index);

      if (!euchre_state_set_next_deal (state, h->dealer, h->pack, h->n, &local))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "Entry %u of the record has cards that cannot be dealt: %s",
                       index + 1, local->message);
          g_error_free (local);
          return FALSE;
        }
      before = *state;
    }
  if (!euchre_state_apply_events (state, &entry->action, &events, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "Entry %u of the record does not replay: %s", index + 1, local->message);
      g_error_free (local);
      return FALSE;
    }

  if (r->open != NULL && entry->seat == r->seat
      && before.pub.phase >= EUCHRE_PHASE_BID1 && before.pub.phase <= EUCHRE_PHASE_PLAY)
    {
      EuchreReviewDecision d;

      if (g_cancellable_set_error_if_cancelled (r->cancellable, error))
        return FALSE;
      if (review_decision (&before, r->seat, index, &entry->action, r->seed,
                           r->budget_us, &d))
        g_array_append_val (r->open->decisions, d);
    }
  if (r->open != NULL && entry->action.type == EUCHRE_ACTION_PLAY
      && before.pub.phase == EUCHRE_PHASE_PLAY)
    {
      EuchreReviewPlay p;

      review_play (r->solver, &before, index, entry->action.card, &p);
      g_array_append_val (r->open->plays, p);
    }
  review_events (r, state, &events);
  return TRUE;
}

GPtrArray *
euchre_review_record (const EuchreRecord *record,
                      guint               seat,
                      guint               hand,
                      guint64             seed,
                      gint64              budget_us,
                      GCancellable       *cancellable,
                      GError            **error)
{
  Review r = { 0 };
  EuchreState state;
  gboolean ok = TRUE;
  guint i;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (seat < EUCHRE_N_SEATS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  r.record = record;
  r.seat = seat;
  r.want = hand;
  r.seed = seed;
  r.budget_us = budget_us;
  r.cancellable = cancellable;
  r.solver = euchre_solver_new ();
  r.hands = g_ptr_array_new_with_free_func ((GDestroyNotify) euchre_review_hand_free);

  euchre_record_initial_state (record, &state);
  for (i = 0; ok && i < record->entries->len && !(hand != 0 && r.found); i++)
    ok = review_entry (&r, &state, i, error);

  g_clear_pointer (&r.open, euchre_review_hand_free);
  euchre_solver_free (r.solver);
  if (ok && hand != 0 && !r.found)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "The record has no finished hand number %u", hand);
      ok = FALSE;
    }
  if (!ok)
    {
      g_ptr_array_unref (r.hands);
      return NULL;
    }
  return r.hands;
}
