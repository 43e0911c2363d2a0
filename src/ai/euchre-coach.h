/* euchre-coach.h — what an analysis means, in the player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hint, the hand review, the tutor and `euchre-cli review` all say
 * the analysis' numbers through these functions, translated, with plural
 * forms and the locale's number format.  Seat names are seen from seat 0
 * (euchre-names.h).  Each returns a newly allocated string.
 */
#pragma once

#include "euchre-analysis.h"
#include "euchre-review.h"

G_BEGIN_DECLS

/* Points signed, one decimal ("+0.9", "-1.4", never "-0.0"), rounded as
 * the ranking rounds them. */
char *euchre_coach_signed_points (double points);

/* The action as the person would do it: "Order up", "Hearts, alone",
 * "Play the King of Spades", "Discard the Nine of Clubs". */
char *euchre_coach_action_text  (const EuchreView     *view,
                                 const EuchreAction   *action);

/* One option's numbers:
 *   a bid:  "you make it in 74 % of deals, +0.9 points on average"
 *   a pass: "+0.2 points on average"
 *   a card: "your side takes this trick in 81 % of deals, +0.4 points on
 *           average" */
char *euchre_coach_option_text  (const EuchreView     *view,
                                 const EuchreAnalysis *analysis,
                                 guint                 option);

/* A bid's reason in words, from the seat's own hand in the suit it
 * names: "you hold 3 trumps and the right bower"; for a pass, what the
 * best suit would give ("only 1 trump in Clubs, no bower").  NULL for a
 * move that is no such bid. */
char *euchre_coach_bid_reason   (const EuchreView     *view,
                                 const EuchreAction   *action);

/* The hint: the best option and why; a bid's reason in words first,
 * then its numbers:
 *   "Order up: you hold 3 trumps and the right bower (52 % to win the
 *    game, +0.9 points)"
 * two options too close to tell apart as a tie; a card with what it does:
 *   "King of Spades: your side takes this trick in 81 % of deals and
 *    keeps your right bower" */
char *euchre_coach_hint_text    (const EuchreView     *view,
                                 const EuchreAnalysis *analysis);

/* Why @option is worse than the best one, with its cost (and the chance
 * to win the game when that is the reason):
 *   "“Play the Jack of Hearts” costs 1.7 points on average. Better: “Play
 *    the Nine of Clubs”, your side takes this trick in 100 % of deals,
 *    +1.1 points on average." */
char *euchre_coach_mistake_text (const EuchreView     *view,
                                 const EuchreAnalysis *analysis,
                                 guint                 option);

/* Why two options are shown as a tie, with the noise that makes them
 * one; the hint and the reviews say the same words for the same
 * numbers:
 *   "the difference is within the estimate’s noise, ±3 % and ±0.2
 *    points" */
char *euchre_coach_noise_text   (const EuchreAnalysis *analysis);

/* The review's line for @option: the action, its numbers and what it
 * was, "the best", "as good as the best" with the words why
 * (euchre_coach_noise_text()), and whether it was @chosen:
 *   "Pass: 45 % to win the game, -0.7 points on average (as good as the
 *    best: the difference is within the estimate’s noise, ±3 % and ±0.2
 *    points)" */
char *euchre_coach_review_line  (const EuchreView     *view,
                                 const EuchreAnalysis *analysis,
                                 guint                 option,
                                 gboolean              chosen);

/* The hand review's headline for @hand: what the review by what the seat
 * could see found, and what the open replay found of the seat's own
 * cards, both said so that they never seem to disagree:
 *   "No mistakes by what you could see; with all hands open, 2 of your
 *    cards threw a trick away"
 *   "1 mistake by what you could see: 6 % of the game, 1.2 points lost;
 *    with all hands open, none of your cards threw a trick away" */
char *euchre_coach_review_summary (const EuchreReviewHand *hand);

G_END_DECLS
