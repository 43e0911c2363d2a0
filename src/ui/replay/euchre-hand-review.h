/* euchre-hand-review.h — the review of one finished hand: the person's
 * decisions valued by the analysis, and the hand replayed open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_HAND_REVIEW (euchre_hand_review_get_type ())
G_DECLARE_FINAL_TYPE (EuchreHandReview, euchre_hand_review, EUCHRE, HAND_REVIEW, AdwWindow)

/* A modal window over @parent reviewing finished hand @hand (1, 2, …) of
 * @game; it opens at once with a spinner while the model computes. */
GtkWidget  *euchre_hand_review_new         (GtkWindow  *parent,
                                            EuchreGame *game,
                                            guint       hand);

/* Adds "win.review-hand" (a guint32: the hand, 0 for the last finished
 * one) to @window, an EuchreWindow: the table's button under each hand's
 * result, the score sheet's rows, the game-over panel and the R key use
 * it. Before any hand is over it says so over the table. */
void        euchre_hand_review_action_add  (GtkWidget  *window,
                                            EuchreGame *game);

/* For the tests: the hand shown, whether the review has arrived, the
 * decisions' list and the open replay's list (each row's accessible label
 * says what the row shows; the row's data "euchre-sentence" holds it too),
 * and showing the open replay. */
guint       euchre_hand_review_get_hand    (EuchreHandReview *self);
gboolean    euchre_hand_review_get_ready   (EuchreHandReview *self);
GtkListBox *euchre_hand_review_get_decisions (EuchreHandReview *self);
GtkListBox *euchre_hand_review_get_open      (EuchreHandReview *self);
void        euchre_hand_review_show_open   (EuchreHandReview *self,
                                            gboolean          open);

G_END_DECLS
