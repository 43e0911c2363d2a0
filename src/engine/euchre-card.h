/* euchre-card.h — cards, suits, card sets and the three comparison contexts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Suits in the EECS 280 order; the plain tie-break is D > C > H > S, which
 * is simply the numeric order.  Same-colour suits differ in bit 1. */
typedef enum {
  EUCHRE_SPADES = 0,
  EUCHRE_HEARTS = 1,
  EUCHRE_CLUBS = 2,
  EUCHRE_DIAMONDS = 3,
  EUCHRE_N_SUITS = 4,
  EUCHRE_SUIT_NONE = 4,
} EuchreSuit;

typedef enum {
  EUCHRE_SEVEN = 0,
  EUCHRE_EIGHT,
  EUCHRE_NINE,
  EUCHRE_TEN,
  EUCHRE_JACK,
  EUCHRE_QUEEN,
  EUCHRE_KING,
  EUCHRE_ACE,
  EUCHRE_N_RANKS,
  EUCHRE_RANK_JOKER = EUCHRE_N_RANKS,
} EuchreRank;

/* A card is suit * 8 + rank; the Joker ("Benny") is 32. */
typedef guint8 EuchreCard;
#define EUCHRE_JOKER ((EuchreCard) 32)
#define EUCHRE_N_CARDS 33
#define EUCHRE_CARD_NONE ((EuchreCard) 0xff)

/* A set of cards: bit N is card N. */
typedef guint64 EuchreCardSet;

#define EUCHRE_CARD_MAKE(suit, rank) ((EuchreCard) ((suit) * 8 + (rank)))
#define EUCHRE_CARD_BIT(card) (((EuchreCardSet) 1) << (card))

static inline EuchreRank
euchre_card_rank (EuchreCard card)
{
  return card == EUCHRE_JOKER ? EUCHRE_RANK_JOKER : (EuchreRank) (card & 7);
}

/* The printed suit; EUCHRE_SUIT_NONE for the Joker. */
static inline EuchreSuit
euchre_card_suit (EuchreCard card)
{
  return card == EUCHRE_JOKER ? EUCHRE_SUIT_NONE : (EuchreSuit) (card >> 3);
}

static inline EuchreSuit
euchre_suit_partner (EuchreSuit suit)
{
  return (EuchreSuit) (suit ^ 2);
}

static inline gboolean
euchre_suit_is_red (EuchreSuit suit)
{
  return suit == EUCHRE_HEARTS || suit == EUCHRE_DIAMONDS;
}

static inline gboolean
euchre_card_valid (EuchreCard card)
{
  return card < EUCHRE_N_CARDS;
}

static inline int
euchre_card_set_count (EuchreCardSet set)
{
  /* Branch-free: a portable build has no popcount instruction, and a loop
   * over the bits mispredicts on every random hand. */
  set = set - ((set >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  set = (set & G_GUINT64_CONSTANT (0x3333333333333333)) +
        ((set >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  set = (set + (set >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (int) ((set * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* Lowest-numbered card of a non-empty set. */
static inline EuchreCard
euchre_card_set_first (EuchreCardSet set)
{
  return (EuchreCard) __builtin_ctzll (set);
}

gboolean    euchre_card_is_right_bower (EuchreCard card, EuchreSuit trump);
gboolean    euchre_card_is_left_bower  (EuchreCard card, EuchreSuit trump);
gboolean    euchre_card_is_trump       (EuchreCard card, EuchreSuit trump);
gboolean    euchre_card_is_face_or_ace (EuchreCard card);

/* The suit a card belongs to in play: the left bower and the Joker are
 * trump.  With trump EUCHRE_SUIT_NONE this is the printed suit. */
EuchreSuit  euchre_card_effective_suit (EuchreCard card, EuchreSuit trump);

/* All cards whose effective suit is @suit under @trump. */
EuchreCardSet euchre_suit_cards        (EuchreSuit suit, EuchreSuit trump);

/* The three EECS 280 comparison contexts.  Each returns a key: a larger
 * key is the better card.  Keys are distinct for distinct cards. */
int         euchre_card_key_plain      (EuchreCard card);
int         euchre_card_key_trump      (EuchreCard card, EuchreSuit trump);
int         euchre_card_key_led        (EuchreCard card, EuchreCard led, EuchreSuit trump);

/* Comparisons built on the keys, in the EECS 280 sense of operator< and
 * Card_less: TRUE when @a is strictly lower than @b. */
gboolean    euchre_card_less           (EuchreCard a, EuchreCard b);
gboolean    euchre_card_less_trump     (EuchreCard a, EuchreCard b, EuchreSuit trump);
gboolean    euchre_card_less_led       (EuchreCard a, EuchreCard b, EuchreCard led,
                                        EuchreSuit trump);

/* Highest/lowest card of a non-empty set under a context (led may be
 * EUCHRE_CARD_NONE and trump EUCHRE_SUIT_NONE). */
EuchreCard  euchre_card_set_highest    (EuchreCardSet set, EuchreCard led, EuchreSuit trump);
EuchreCard  euchre_card_set_lowest     (EuchreCardSet set, EuchreCard led, EuchreSuit trump);

/* Tables of what depends on trump alone, for the hot paths (the state
 * machine, the solver): indexed by trump (0–3, or 4 = EUCHRE_SUIT_NONE for
 * none) and card or suit.  Filled once when the program loads; read only. */
#define EUCHRE_MAX_SUIT_CARDS 10  /* 8 ranks, the left bower, the Joker */
/* euchre_card_effective_suit() */
extern guint8 euchre_trump_eff[EUCHRE_N_SUITS + 1][EUCHRE_N_CARDS];
/* euchre_card_key_trump() */
extern guint16 euchre_trump_key[EUCHRE_N_SUITS + 1][EUCHRE_N_CARDS];
/* euchre_suit_cards() */
extern EuchreCardSet euchre_trump_suit_cards[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS];
/* The cards of each effective suit, highest first, and how many. */
extern guint8 euchre_trump_order[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS][EUCHRE_MAX_SUIT_CARDS];
extern guint8 euchre_trump_n_order[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS];

/* Names.  Long names are "Jack of Diamonds", "Joker"; short names are
 * "JD", "TS", "9H", "JK".  Suit names are "Spades"; suit letters "S". */
const char *euchre_suit_name           (EuchreSuit suit);
char        euchre_suit_letter         (EuchreSuit suit);
char       *euchre_card_long_name      (EuchreCard card);
/* Writes 2 characters and a NUL into @buf. */
const char *euchre_card_short_name     (EuchreCard card, char buf[3]);

/* Parsing is case-insensitive and accepts both long and short names;
 * returns EUCHRE_CARD_NONE / EUCHRE_SUIT_NONE when @text is no card. */
EuchreCard  euchre_card_parse          (const char *text);
EuchreSuit  euchre_suit_parse          (const char *text);

/* The cards of @set in ascending plain order (EECS 280 operator<);
 * returns how many. */
guint       euchre_card_set_sorted     (EuchreCardSet set, EuchreCard out[EUCHRE_N_CARDS]);

/* "9S TS JS" (short names, one space between, in set order by key). */
char       *euchre_card_set_to_string  (EuchreCardSet set);

G_END_DECLS
