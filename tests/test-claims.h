/* test-claims.h — every claim a sentence makes of a hand, checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-ai.h"

G_BEGIN_DECLS

/* Reads the claims out of @text (English words: "you have no Spades",
 * "no trump", "none of your cards can win this trick", "your partner has
 * the trick", "you hold 3 trumps and the right bower", "only 1 trump in
 * Clubs, no bower", "East won the last trick", "keeps your right bower",
 * …) on their own, without asking the code that wrote it, and checks
 * each against @view: the hand, the trick, the table.  @action is the
 * move the sentence is about (a bid names its trump, a card is played),
 * or NULL.  A false claim fails the test, naming it.  Returns the number
 * of claims checked. */
guint test_claims_check (const EuchreView   *view,
                         const EuchreAction *action,
                         const char         *text);

G_END_DECLS
