/* euchre-names.h — translated words for cards, suits, seats and results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

const char *euchre_name_suit        (EuchreSuit suit);  /* "Hearts" */
const char *euchre_name_suit_symbol (EuchreSuit suit);  /* "♥" */
char       *euchre_name_card        (EuchreCard card);  /* "Jack of Diamonds" */
const char *euchre_name_seat        (guint seat);       /* "You", "West", "Partner", "East" */
/* A bid as a button says it: "Pass", "Order up", "Pick up, alone", "Hearts" … */
char       *euchre_name_bid         (const EuchreView *view, guint seat, const EuchreAction *a);
/* A card in a trick: "West: Ace of Clubs", "…, wins the trick" */
char       *euchre_name_trick_card  (guint seat, EuchreCard card, gboolean wins);
/* "You and your partner made 1 point", "West and East were euchred: 2 points to you" … */
char       *euchre_name_result      (guint side, guint points, EuchreResultKind kind);

/* Who made trump and how it went, a sentence: "You made Hearts and took 3
 * tricks.", "You called Diamonds and took 2 tricks." (made means the
 * contract held: below three tricks the makers only called trump) */
char       *euchre_name_contract    (guint maker, EuchreSuit trump, guint maker_tricks);
/* The same, short, before the result: "You made Hearts (3 of 5 tricks)",
 * "West called Diamonds (2 of 5 tricks)" */
char       *euchre_name_contract_short (guint maker, EuchreSuit trump, guint maker_tricks);
/* The same three with the people at an online table: @players, four
 * names by seat (seat 0's unused: the person is "you"), or NULL for the
 * seats' words. */
char       *euchre_name_result_for  (guint side, guint points, EuchreResultKind kind,
                                     const char *const *players);
char       *euchre_name_contract_for (guint maker, EuchreSuit trump, guint maker_tricks,
                                      const char *const *players);
char       *euchre_name_contract_short_for (guint maker, EuchreSuit trump, guint maker_tricks,
                                            const char *const *players);

G_END_DECLS
