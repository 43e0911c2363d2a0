/* euchre-review.h — a hand looked at again: every decision of one seat,
 * valued by the analysis, and the hand replayed open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review replays a game record.  At each decision of the reviewed
 * seat that was a choice (more than one legal action) it runs
 * euchre_analysis_run() on that seat's view at that moment, and only on
 * that view: the review is as honest as a hint given then.  The open
 * replay is the exception and says so: it takes every hand as dealt
 * (after the dealer's discard) and asks the double-dummy solver what
 * perfect play by both sides makes from each card played on.
 *
 * This header shows no state: the window, which may not see one, reads
 * reviews it gets from the model.
 */
#pragma once

#include <gio/gio.h>

#include "euchre-analysis.h"

G_BEGIN_DECLS

#ifndef EUCHRE_N_SEATS
#define EUCHRE_N_SEATS 4
#endif

/* euchre-record.h; only a pointer here. */
typedef struct _EuchreRecord EuchreRecord;

typedef struct {
  guint entry;              /* index of this action in the record's entries */
  guint8 trick;             /* 0 while bidding and discarding, 1–5 in the play */
  EuchreView view;          /* what the seat saw when it decided */
  EuchreAction chosen;      /* what it did */
  guint chosen_index;       /* its option in @analysis */
  double cost;              /* euchre_analysis_cost() of @chosen */
  double win_cost;          /* euchre_analysis_win_cost() of @chosen */
  gboolean mistake;         /* euchre_analysis_is_mistake() of @chosen */
  EuchreAnalysis analysis;
} EuchreReviewDecision;

/* One card of the open replay. */
typedef struct {
  guint entry;              /* index of this play in the record's entries */
  guint8 seat;
  guint8 trick;             /* 1–5 */
  EuchreCard card;
  /* Tricks of the whole hand the makers take if everyone plays perfectly
   * from here on, before and after this card (tricks already won count):
   * a card that lowers it for its own side threw a trick away. */
  guint8 makers_before;
  guint8 makers_after;
  /* The cards that keep the best result for the seat's side (never
   * empty: the card played is among them when it was perfect). */
  guint8 n_best;
  EuchreCard best[5];
} EuchreReviewPlay;

typedef struct {
  guint hand;               /* 1, 2, … in the game */
  guint8 seat;              /* the reviewed seat */
  guint8 dealer;
  EuchreCard upcard;
  guint8 maker;             /* EUCHRE_SEAT_NONE when everyone passed */
  guint8 trump;             /* EuchreSuit, EUCHRE_SUIT_NONE when everyone passed */
  gboolean alone;
  guint8 makers_tricks;     /* what the makers took */
  /* Open: every hand as the play began (after the discard), by seat,
   * EUCHRE_CARD_NONE for a sitting-out partner's cards and past the
   * hand's size; the dealer's discard (EUCHRE_CARD_NONE: none). */
  EuchreCard hands[EUCHRE_N_SEATS][5];
  EuchreCard discard;
  guint8 makers_perfect;    /* makers' tricks with perfect play from the first lead */
  GArray *decisions;        /* EuchreReviewDecision, in order */
  GArray *plays;            /* EuchreReviewPlay, every card of the hand in order */
} EuchreReviewHand;

/* Reviews hand number @hand (1, 2, …; 0: every finished hand) of @record
 * for @seat.  Each decision's analysis is seeded from @seed and the
 * position (euchre_analysis_position_rand()), so the same call gives the
 * same review, and the hint (with EUCHRE_ANALYSIS_GAME_SALT) the same
 * figures for the same decision;
 * @budget_us bounds each analysis (0: the expert's full counts, no time
 * limit).  Returns a GPtrArray of EuchreReviewHand (free with
 * g_ptr_array_unref()), or NULL with @error when the record does not
 * replay, @hand is not a finished hand, or @cancellable was cancelled. */
GPtrArray *euchre_review_record (const EuchreRecord *record,
                                 guint               seat,
                                 guint               hand,
                                 guint64             seed,
                                 gint64              budget_us,
                                 GCancellable       *cancellable,
                                 GError            **error);

void       euchre_review_hand_free (EuchreReviewHand *hand);

/* Whether @play, a card of @hand's open replay, threw a trick away: with
 * every hand open, its side takes fewer tricks after it than before. */
gboolean   euchre_review_play_threw_trick (const EuchreReviewHand *hand,
                                           const EuchreReviewPlay *play);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreReviewHand, euchre_review_hand_free)

G_END_DECLS
