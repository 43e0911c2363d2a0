/* euchre-deck.h — shuffles, deals and the EECS 280 pack file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "euchre-card.h"
#include "euchre-rules.h"

G_BEGIN_DECLS

/* One EECS 280 in-shuffle: cut exactly in half, interleave starting with
 * the second half (card 12 → 0, 0 → 1, 13 → 2 … for 24 cards). */
void     euchre_deck_in_shuffle     (EuchreCard *deck, guint n);

/* The CS 246 shuffle: `k = rng() % n; swap (cards[n-1], cards[k])` for n
 * from the deck size down to 2, drawing from @rand (GRand is mt19937). */
void     euchre_deck_mt_shuffle     (EuchreCard *deck, guint n, GRand *rand);

/* A uniform Fisher–Yates shuffle driven by euchre_rng_next(). */
void     euchre_deck_random_shuffle (EuchreCard *deck, guint n, guint64 *rng);

/* The game's generator: a 64-bit state, so a state that holds it stays a
 * flat copyable struct.  wyrand where 128-bit products exist (every 64-bit
 * target), splitmix64 elsewhere; both pass BigCrush. */
static inline guint64
euchre_rng_next (guint64 *rng)
{
#ifdef __SIZEOF_INT128__
  __uint128_t m;

  *rng += G_GUINT64_CONSTANT (0xa0761d6478bd642f);
  m = (__uint128_t) *rng * (*rng ^ G_GUINT64_CONSTANT (0xe7037ed1a0b428db));
  return (guint64) (m >> 64) ^ (guint64) m;
#else
  guint64 z = (*rng += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
#endif
}

/* A uniform number in [0, bound): Lemire's multiply-shift, whose bias is
 * below 2^-27 for the small bounds a card game asks for. */
static inline guint32
euchre_rng_below (guint64 *rng, guint32 bound)
{
  return (guint32) (((euchre_rng_next (rng) >> 32) * (guint64) bound) >> 32);
}

/* Deals five cards to each seat starting left of @dealer.  @hands gets
 * the cards; @kitty (may be NULL) the rest in deck order, upcard first.
 * Returns the number of kitty cards. */
guint    euchre_deck_deal           (const EuchreCard *deck,
                                     guint             n,
                                     EuchreDealStyle   style,
                                     guint             dealer,
                                     EuchreCardSet     hands[4],
                                     EuchreCard       *kitty);

/* Reads an EECS 280 pack: 24 lines, each a long card name ("Nine of
 * Spades"), every card of the 24-card deck exactly once.  Blank lines
 * and trailing spaces are ignored. */
gboolean euchre_deck_parse_pack     (const char  *contents,
                                     EuchreCard   deck[24],
                                     GError     **error);

G_END_DECLS
