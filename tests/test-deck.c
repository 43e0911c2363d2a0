/* test-deck.c — shuffles, deals, the pack file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-engine.h"

#define C(text) euchre_card_parse (text)

static char *
deck_string (const EuchreCard *deck, guint n)
{
  GString *s = g_string_new (NULL);
  char buf[3];

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", euchre_card_short_name (deck[i], buf));
  return g_string_free (s, FALSE);
}

static void
test_deck_in_shuffle (void)
{
  EuchreCard deck[24], orig[24];

  for (guint i = 0; i < 24; i++)
    deck[i] = orig[i] = i;   /* any distinct values will do */
  euchre_deck_in_shuffle (deck, 24);
  /* 12 → 0, 0 → 1, 13 → 2, 1 → 3 … 23 → 22, 11 → 23. */
  g_assert_cmpint (deck[0], ==, orig[12]);
  g_assert_cmpint (deck[1], ==, orig[0]);
  g_assert_cmpint (deck[2], ==, orig[13]);
  g_assert_cmpint (deck[3], ==, orig[1]);
  g_assert_cmpint (deck[22], ==, orig[23]);
  g_assert_cmpint (deck[23], ==, orig[11]);

  /* An in-shuffle of 24 cards has order 20 (2^20 ≡ 1 mod 25). */
  for (guint i = 2; i < 20; i++)
    {
      euchre_deck_in_shuffle (deck, 24);
      g_assert_true (memcmp (deck, orig, 24) != 0);
    }
  euchre_deck_in_shuffle (deck, 24);
  g_assert_true (memcmp (deck, orig, 24) == 0);

  /* An odd count: the larger second half starts and ends. */
  {
    EuchreCard odd[5] = { 0, 1, 2, 3, 4 };

    euchre_deck_in_shuffle (odd, 5);
    g_assert_cmpint (odd[0], ==, 2);
    g_assert_cmpint (odd[1], ==, 0);
    g_assert_cmpint (odd[2], ==, 3);
    g_assert_cmpint (odd[3], ==, 1);
    g_assert_cmpint (odd[4], ==, 4);
  }
}

static void
test_deck_mt_seed0 (void)
{
  EuchreRules r;
  EuchreCard deck[EUCHRE_N_CARDS];
  guint n;
  GRand *rand = g_rand_new_with_seed (0);

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  n = euchre_rules_initial_deck (&r, deck);
  euchre_deck_mt_shuffle (deck, n, rand);
  {
    g_autofree char *s = deck_string (deck, n);

    g_assert_cmpstr (s, ==, "AS QC KC KS JS 9D TS 9S JH JD AH 9H AD QS TC AC KD 9C TD QH QD TH KH JC");
  }
  /* Restored to that order, then shuffled again with the same generator. */
  euchre_deck_mt_shuffle (deck, n, rand);
  {
    g_autofree char *s = deck_string (deck, n);

    g_assert_cmpstr (s, ==, "9S KC 9D TS QD AH AC KD TD 9H KS QH QS AD JH KH 9C AS JC JD TH QC JS TC");
  }
  g_rand_free (rand);
}

/* The same through the state machine: hand one, a passed-out hand,
 * then hand two is shuffled from where the stream left off. */
static void
test_deck_mt_through_state (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, 0, 0, FALSE);
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  euchre_state_init (&s, &r, 0);
  g_assert_true (euchre_state_apply (&s, &deal, NULL));
  {
    g_autofree char *str = deck_string (s.deck, s.deck_size);

    g_assert_cmpstr (str, ==, "AS QC KC KS JS 9D TS 9S JH JD AH 9H AD QS TC AC KD 9C TD QH QD TH KH JC");
  }
  /* Five at a time to the dealer's left; the kitty is the last four. */
  g_assert_cmpuint (s.hands[1], ==, EUCHRE_CARD_BIT (C ("AS")) | EUCHRE_CARD_BIT (C ("QC")) |
                                    EUCHRE_CARD_BIT (C ("KC")) | EUCHRE_CARD_BIT (C ("KS")) |
                                    EUCHRE_CARD_BIT (C ("JS")));
  g_assert_cmpint (s.pub.upcard, ==, C ("QD"));
  g_assert_cmpuint (s.kitty, ==, EUCHRE_CARD_BIT (C ("QD")) | EUCHRE_CARD_BIT (C ("TH")) |
                                 EUCHRE_CARD_BIT (C ("KH")) | EUCHRE_CARD_BIT (C ("JC")));
  for (int i = 0; i < 8; i++)
    g_assert_true (euchre_state_apply (&s, &pass, NULL));
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
  g_assert_cmpint (s.pub.last.kind, ==, EUCHRE_RESULT_PASSED);
  g_assert_true (euchre_state_apply (&s, &deal, NULL));
  g_assert_cmpint (s.pub.dealer, ==, 1);
  {
    g_autofree char *str = deck_string (s.deck, s.deck_size);

    g_assert_cmpstr (str, ==, "9S KC 9D TS QD AH AC KD TD 9H KS QH QS AD JH KH 9C AS JC JD TH QC JS TC");
  }
}

static void
test_deck_deal_3_2 (void)
{
  EuchreRules r;
  EuchreCard deck[EUCHRE_N_CARDS], kitty[EUCHRE_N_CARDS];
  EuchreCardSet hands[4];
  guint n, nk;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  n = euchre_rules_initial_deck (&r, deck);
  nk = euchre_deck_deal (deck, n, EUCHRE_DEAL_3_2, 0, hands, kitty);
  g_assert_cmpuint (nk, ==, 4);
  /* Batches 3-2-3-2 then 2-3-2-3 starting left of the dealer. */
  {
    g_autofree char *h1 = euchre_card_set_to_string (hands[1]);
    g_autofree char *h2 = euchre_card_set_to_string (hands[2]);
    g_autofree char *h3 = euchre_card_set_to_string (hands[3]);
    g_autofree char *h0 = euchre_card_set_to_string (hands[0]);
    g_autofree char *k = deck_string (kitty, nk);

    g_assert_cmpstr (h1, ==, "9S TS JS KH AH");
    g_assert_cmpstr (h2, ==, "9C TC JC QS KS");
    g_assert_cmpstr (h3, ==, "9H TH QC KC AS");
    g_assert_cmpstr (h0, ==, "9D TD JH QH AC");
    g_assert_cmpstr (k, ==, "JD QD KD AD");
  }

  /* Dealer 2: seat 3 gets the first batch. */
  euchre_deck_deal (deck, n, EUCHRE_DEAL_3_2, 2, hands, kitty);
  g_assert_true (hands[3] & EUCHRE_CARD_BIT (deck[0]));
  g_assert_true (hands[0] & EUCHRE_CARD_BIT (deck[3]));

  /* Five at a time. */
  euchre_deck_deal (deck, n, EUCHRE_DEAL_FIVE, 3, hands, kitty);
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < 5; i++)
      g_assert_true (hands[seat] & EUCHRE_CARD_BIT (deck[seat * 5 + i]));

  /* A 32-card deck leaves twelve in the kitty, a 21-card deck one. */
  r.deck = EUCHRE_DECK_32;
  n = euchre_rules_initial_deck (&r, deck);
  g_assert_cmpuint (euchre_deck_deal (deck, n, EUCHRE_DEAL_3_2, 0, hands, kitty), ==, 12);
  r.deck = EUCHRE_DECK_21;
  n = euchre_rules_initial_deck (&r, deck);
  g_assert_cmpuint (euchre_deck_deal (deck, n, EUCHRE_DEAL_3_2, 0, hands, kitty), ==, 1);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (euchre_card_set_count (hands[seat]), ==, 5);
}

static void
test_deck_in_shuffle_through_state (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreCard expect[EUCHRE_N_CARDS];
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, 0, 0, FALSE);

  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  euchre_rules_initial_deck (&r, expect);
  for (int i = 0; i < 7; i++)
    euchre_deck_in_shuffle (expect, 24);
  euchre_state_init (&s, &r, 0);
  g_assert_true (euchre_state_apply (&s, &deal, NULL));
  g_assert_true (memcmp (s.deck, expect, 24) == 0);

  /* noshuffle: the pack stays in new-pack order. */
  r.shuffle = EUCHRE_SHUFFLE_NONE;
  euchre_rules_initial_deck (&r, expect);
  euchre_state_init (&s, &r, 0);
  g_assert_true (euchre_state_apply (&s, &deal, NULL));
  g_assert_true (memcmp (s.deck, expect, 24) == 0);
  g_assert_cmpint (s.pub.upcard, ==, C ("JD"));
}

static void
test_deck_random_shuffle (void)
{
  EuchreCard deck[24];
  guint64 rng = 42;
  guint counts[24] = { 0 };

  /* A permutation every time; the ace of diamonds lands everywhere. */
  for (int round = 0; round < 24000; round++)
    {
      EuchreCardSet seen = 0;

      for (guint i = 0; i < 24; i++)
        deck[i] = i;
      euchre_deck_random_shuffle (deck, 24, &rng);
      for (guint i = 0; i < 24; i++)
        {
          seen |= EUCHRE_CARD_BIT (deck[i]);
          if (deck[i] == 23)
            counts[i]++;
        }
      g_assert_cmpuint (seen, ==, (1u << 24) - 1);
    }
  for (guint i = 0; i < 24; i++)
    g_assert_cmpuint (counts[i], >, 800);   /* 1000 expected */
}

static const char *pack_in =
  "Nine of Spades\nTen of Spades\nJack of Spades\nQueen of Spades\nKing of Spades\n"
  "Ace of Spades\nNine of Hearts\nTen of Hearts\nJack of Hearts\nQueen of Hearts\n"
  "King of Hearts\nAce of Hearts\nNine of Clubs\nTen of Clubs\nJack of Clubs\n"
  "Queen of Clubs\nKing of Clubs\nAce of Clubs\nNine of Diamonds\nTen of Diamonds\n"
  "Jack of Diamonds\nQueen of Diamonds\nKing of Diamonds\nAce of Diamonds\n";

static void
test_deck_pack_file (void)
{
  EuchreCard deck[24];
  g_autoptr (GError) error = NULL;
  g_autofree char *course = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (euchre_deck_parse_pack (pack_in, deck, &error));
  g_assert_no_error (error);
  g_assert_cmpint (deck[0], ==, C ("9S"));
  g_assert_cmpint (deck[23], ==, C ("AD"));

  /* The course's own pack.in, as the tree holds it (tests/data/eecs280). */
  course = g_test_build_filename (G_TEST_DIST, "data", "eecs280", "pack.in", NULL);
  g_assert_true (g_file_get_contents (course, &contents, NULL, NULL));
  g_assert_true (euchre_deck_parse_pack (contents, deck, &error));
  g_assert_no_error (error);

  /* Malformed packs: each gets an error naming the problem. */
  {
    g_autofree char *dup = g_strdup (pack_in);
    char *p = strstr (dup, "Ten of Spades");

    memcpy (p, "Ace of Spades", 13);
    g_assert_false (euchre_deck_parse_pack (dup, deck, &error));
    g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "twice"));
    g_clear_error (&error);
  }
  g_assert_false (euchre_deck_parse_pack ("Nine of Spades\n", deck, &error));
  g_assert_nonnull (strstr (error->message, "1 cards"));
  g_clear_error (&error);
  g_assert_false (euchre_deck_parse_pack ("Nine of Stars\n", deck, &error));
  g_assert_nonnull (strstr (error->message, "line 1"));
  g_clear_error (&error);
  g_assert_false (euchre_deck_parse_pack ("Eight of Spades\n", deck, &error));
  g_clear_error (&error);
  g_assert_false (euchre_deck_parse_pack ("9S\n", deck, &error));
  g_clear_error (&error);
  g_assert_false (euchre_deck_parse_pack ("", deck, &error));
  g_clear_error (&error);
  {
    g_autofree char *more = g_strconcat (pack_in, "Nine of Spades\n", NULL);

    g_assert_false (euchre_deck_parse_pack (more, deck, &error));
    g_clear_error (&error);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/deck/in-shuffle", test_deck_in_shuffle);
  g_test_add_func ("/euchre/deck/in-shuffle-state", test_deck_in_shuffle_through_state);
  g_test_add_func ("/euchre/deck/mt-seed0", test_deck_mt_seed0);
  g_test_add_func ("/euchre/deck/mt-state", test_deck_mt_through_state);
  g_test_add_func ("/euchre/deck/deal", test_deck_deal_3_2);
  g_test_add_func ("/euchre/deck/random", test_deck_random_shuffle);
  g_test_add_func ("/euchre/deck/pack-file", test_deck_pack_file);
  return g_test_run ();
}
