/* euchre-strategy-gertz.h — the hand-value table of the computer player of
 * Matt Gertz's "Coding a Euchre Game" articles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-card.h"

G_BEGIN_DECLS

/* The articles' thresholds, before the personality shift (Crazy −15,
 * Conservative +15). */
#define EUCHRE_GERTZ_MAKEABLE 85
#define EUCHRE_GERTZ_LONER 117
#define EUCHRE_GERTZ_PERSONALITY_SHIFT 15

/* One card's value for a proposed trump: off-trump 9:1 10:2 J:3 Q:4 K:5
 * A:10; trump 9:12 10:15 Q:20 K:25 A:30, left bower 31, right bower 35;
 * the Joker 36.  Outside the articles' 24 cards: off-trump 7 and 8 count 0,
 * trump 7 counts 10 and trump 8 11. */
int euchre_gertz_card_value (EuchreCard card, EuchreSuit trump);

/* The sum of the values of @hand's cards for @trump. */
int euchre_gertz_hand_value (EuchreCardSet hand, EuchreSuit trump);

/* The dealer's hand value once it has taken @upcard and dropped its
 * lowest-valued card. */
int euchre_gertz_value_with_card (EuchreCardSet hand, EuchreCard upcard, EuchreSuit trump);

G_END_DECLS
