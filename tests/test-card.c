/* test-card.c — cards, suits, the three comparison contexts, names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-card.h"

#define C(text) euchre_card_parse (text)

static void
test_card_basics (void)
{
  EuchreCard jd = EUCHRE_CARD_MAKE (EUCHRE_DIAMONDS, EUCHRE_JACK);

  g_assert_cmpint (euchre_card_rank (jd), ==, EUCHRE_JACK);
  g_assert_cmpint (euchre_card_suit (jd), ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (euchre_card_suit (EUCHRE_JOKER), ==, EUCHRE_SUIT_NONE);
  g_assert_cmpint (euchre_card_rank (EUCHRE_JOKER), ==, EUCHRE_RANK_JOKER);
  g_assert_cmpint (euchre_suit_partner (EUCHRE_SPADES), ==, EUCHRE_CLUBS);
  g_assert_cmpint (euchre_suit_partner (EUCHRE_HEARTS), ==, EUCHRE_DIAMONDS);
  g_assert_true (euchre_suit_is_red (EUCHRE_DIAMONDS));
  g_assert_true (euchre_suit_is_red (EUCHRE_HEARTS));
  g_assert_false (euchre_suit_is_red (EUCHRE_CLUBS));
  g_assert_false (euchre_suit_is_red (EUCHRE_SPADES));
  g_assert_true (euchre_card_is_face_or_ace (C ("JS")));
  g_assert_true (euchre_card_is_face_or_ace (C ("AH")));
  g_assert_false (euchre_card_is_face_or_ace (C ("TH")));
}

static void
test_card_effective_suit (void)
{
  /* Diamonds trump: the Jack of Hearts is a diamond, the Joker too. */
  g_assert_cmpint (euchre_card_effective_suit (C ("JH"), EUCHRE_DIAMONDS), ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (euchre_card_effective_suit (C ("JD"), EUCHRE_DIAMONDS), ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (euchre_card_effective_suit (C ("QH"), EUCHRE_DIAMONDS), ==, EUCHRE_HEARTS);
  g_assert_cmpint (euchre_card_effective_suit (C ("JS"), EUCHRE_DIAMONDS), ==, EUCHRE_SPADES);
  g_assert_cmpint (euchre_card_effective_suit (EUCHRE_JOKER, EUCHRE_CLUBS), ==, EUCHRE_CLUBS);
  g_assert_cmpint (euchre_card_effective_suit (C ("JH"), EUCHRE_SUIT_NONE), ==, EUCHRE_HEARTS);
  g_assert_true (euchre_card_is_right_bower (C ("JC"), EUCHRE_CLUBS));
  g_assert_true (euchre_card_is_left_bower (C ("JS"), EUCHRE_CLUBS));
  g_assert_false (euchre_card_is_left_bower (C ("JC"), EUCHRE_CLUBS));
  g_assert_false (euchre_card_is_left_bower (C ("JH"), EUCHRE_CLUBS));
  g_assert_true (euchre_card_is_trump (C ("JS"), EUCHRE_CLUBS));
  g_assert_false (euchre_card_is_trump (C ("AS"), EUCHRE_CLUBS));
  g_assert_true (euchre_card_is_trump (EUCHRE_JOKER, EUCHRE_HEARTS));

  /* The suit's cards: hearts trump moves JD into hearts. */
  g_assert_true (euchre_suit_cards (EUCHRE_HEARTS, EUCHRE_HEARTS) & EUCHRE_CARD_BIT (C ("JD")));
  g_assert_false (euchre_suit_cards (EUCHRE_DIAMONDS, EUCHRE_HEARTS) & EUCHRE_CARD_BIT (C ("JD")));
  g_assert_true (euchre_suit_cards (EUCHRE_HEARTS, EUCHRE_HEARTS) & EUCHRE_CARD_BIT (EUCHRE_JOKER));
  g_assert_cmpint (euchre_card_set_count (euchre_suit_cards (EUCHRE_SPADES, EUCHRE_HEARTS)), ==, 8);
  g_assert_cmpint (euchre_card_set_count (euchre_suit_cards (EUCHRE_HEARTS, EUCHRE_HEARTS)), ==, 10);
  g_assert_cmpint (euchre_card_set_count (euchre_suit_cards (EUCHRE_DIAMONDS, EUCHRE_HEARTS)), ==, 7);
}

/* Asserts that the cards are in strictly increasing order under @less. */
static void
assert_order_plain (const char *const *cards)
{
  for (guint i = 1; cards[i]; i++)
    {
      g_assert_true (euchre_card_less (C (cards[i - 1]), C (cards[i])));
      g_assert_false (euchre_card_less (C (cards[i]), C (cards[i - 1])));
    }
}

static void
test_card_plain_order (void)
{
  /* Rank first, then D > C > H > S. */
  const char *order[] = { "9S", "9H", "9C", "9D", "TS", "TD", "JS", "JH", "QC",
                          "KD", "AS", "AH", "AC", "AD", NULL };

  assert_order_plain (order);
  g_assert_false (euchre_card_less (C ("AD"), C ("AD")));
  /* The Joker is above every card in plain order. */
  g_assert_true (euchre_card_less (C ("AD"), EUCHRE_JOKER));
}

static void
test_card_trump_order (void)
{
  /* Hearts trump: JH > JD > AH > KH > QH > TH > 9H > any non-trump. */
  const char *order[] = { "AD", "9H", "TH", "QH", "KH", "AH", "JD", "JH", NULL };
  const EuchreSuit t = EUCHRE_HEARTS;

  for (guint i = 1; order[i]; i++)
    {
      g_assert_true (euchre_card_less_trump (C (order[i - 1]), C (order[i]), t));
      g_assert_false (euchre_card_less_trump (C (order[i]), C (order[i - 1]), t));
    }
  /* Non-trump cards keep the plain order among themselves. */
  g_assert_true (euchre_card_less_trump (C ("9C"), C ("9D"), t));
  g_assert_true (euchre_card_less_trump (C ("KS"), C ("AS"), t));
  /* The left bower is not a diamond any more but beats the ace of trump. */
  g_assert_true (euchre_card_less_trump (C ("AH"), C ("JD"), t));
  /* The Joker is the highest trump. */
  g_assert_true (euchre_card_less_trump (C ("JH"), EUCHRE_JOKER, t));
}

static void
test_card_led_order (void)
{
  const EuchreSuit t = EUCHRE_SPADES;
  EuchreCard led = C ("9C");

  /* Spades trump, clubs led: trump > clubs > others; JC is the left bower. */
  g_assert_true (euchre_card_less_led (C ("AD"), C ("9C"), led, t));
  g_assert_true (euchre_card_less_led (C ("AC"), C ("9S"), led, t));
  g_assert_true (euchre_card_less_led (C ("AC"), C ("JC"), led, t));
  g_assert_true (euchre_card_less_led (C ("JC"), C ("JS"), led, t));
  g_assert_true (euchre_card_less_led (C ("9H"), C ("TD"), led, t));
  g_assert_true (euchre_card_less_led (C ("KH"), C ("9C"), led, t));
  /* Led suit equal to trump. */
  g_assert_true (euchre_card_less_led (C ("AD"), C ("9S"), C ("AS"), t));
  /* The left bower led makes trump the led suit. */
  g_assert_true (euchre_card_less_led (C ("AC"), C ("9S"), C ("JC"), t));
  g_assert_true (euchre_card_less_led (C ("QC"), C ("KD"), C ("JC"), t));
  /* Keys are distinct for distinct cards. */
  for (EuchreCard a = 0; a < EUCHRE_N_CARDS; a++)
    for (EuchreCard b = a + 1; b < EUCHRE_N_CARDS; b++)
      for (int tr = 0; tr <= EUCHRE_N_SUITS; tr++)
        {
          g_assert_cmpint (euchre_card_key_led (a, led, tr), !=, euchre_card_key_led (b, led, tr));
          g_assert_cmpint (euchre_card_key_trump (a, tr), !=, euchre_card_key_trump (b, tr));
        }
}

static void
test_card_extremes (void)
{
  EuchreCardSet hand = EUCHRE_CARD_BIT (C ("9H")) | EUCHRE_CARD_BIT (C ("AS")) |
                       EUCHRE_CARD_BIT (C ("JD")) | EUCHRE_CARD_BIT (C ("TC"));

  g_assert_cmpint (euchre_card_set_highest (hand, EUCHRE_CARD_NONE, EUCHRE_HEARTS), ==, C ("JD"));
  g_assert_cmpint (euchre_card_set_lowest (hand, EUCHRE_CARD_NONE, EUCHRE_HEARTS), ==, C ("TC"));
  g_assert_cmpint (euchre_card_set_highest (hand, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE), ==, C ("AS"));
  g_assert_cmpint (euchre_card_set_lowest (hand, C ("KC"), EUCHRE_SPADES), ==, C ("9H"));
}

static void
test_card_names (void)
{
  char buf[3];

  for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
    {
      g_autofree char *lname = euchre_card_long_name (c);

      g_assert_cmpint (euchre_card_parse (lname), ==, c);
      g_assert_cmpint (euchre_card_parse (euchre_card_short_name (c, buf)), ==, c);
    }
  g_assert_cmpstr (euchre_card_short_name (C ("Jack of Diamonds"), buf), ==, "JD");
  g_assert_cmpstr (euchre_card_short_name (C ("Ten of Spades"), buf), ==, "TS");
  {
    g_autofree char *n = euchre_card_long_name (C ("9s"));

    g_assert_cmpstr (n, ==, "Nine of Spades");
  }
  g_assert_cmpint (C ("10h"), ==, EUCHRE_CARD_MAKE (EUCHRE_HEARTS, EUCHRE_TEN));
  g_assert_cmpint (C ("jack of clubs"), ==, EUCHRE_CARD_MAKE (EUCHRE_CLUBS, EUCHRE_JACK));
  g_assert_cmpint (C ("Joker"), ==, EUCHRE_JOKER);
  g_assert_cmpint (C ("XS"), ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (C ("J"), ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (C (""), ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (C ("Jack of Stars"), ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (C ("Knight of Spades"), ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (euchre_suit_parse ("Hearts"), ==, EUCHRE_HEARTS);
  g_assert_cmpint (euchre_suit_parse ("d"), ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (euchre_suit_parse ("pass"), ==, EUCHRE_SUIT_NONE);
  g_assert_cmpstr (euchre_suit_name (EUCHRE_CLUBS), ==, "Clubs");

  {
    g_autofree char *s = euchre_card_set_to_string (EUCHRE_CARD_BIT (C ("AD")) |
                                                    EUCHRE_CARD_BIT (C ("9S")) |
                                                    EUCHRE_CARD_BIT (C ("9D")));
    g_assert_cmpstr (s, ==, "9S 9D AD");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/card/basics", test_card_basics);
  g_test_add_func ("/euchre/card/effective-suit", test_card_effective_suit);
  g_test_add_func ("/euchre/card/plain-order", test_card_plain_order);
  g_test_add_func ("/euchre/card/trump-order", test_card_trump_order);
  g_test_add_func ("/euchre/card/led-order", test_card_led_order);
  g_test_add_func ("/euchre/card/extremes", test_card_extremes);
  g_test_add_func ("/euchre/card/names", test_card_names);
  return g_test_run ();
}
