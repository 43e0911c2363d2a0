/* test-cs246.c — CS 246 saved games: positions built from files, bad files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-cs246.h"
#include "test-util.h"

#define DECK "JH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC AC"

/* The example of section 3 of the CS 246 Euchre assignment. */
static const char seed_example[] =
  "0 0\n0 1\n?\n123\n"
  "AH QS KS KH JH 9D TH 9H JC JD AC 9C AD QH TS AS KD 9S TD QC QD TC KC JS\n"
  "5 AH QS KS KH JH\n0\n5 9D TH 9H JC JD\n0\n5 AC 9C AD QH TS\n0\n5 AS KD 9S TD QC\n0\n";

static void
load_ok (EuchreCs246Game *game, const char *text)
{
  g_autoptr (GError) error = NULL;
  EuchreActionList list;

  if (!euchre_cs246_load (game, text, -1, &error))
    g_error ("load failed: %s", error->message);
  g_assert_cmpuint (euchre_state_legal_actions (&game->state, &list), >, 0);
}

/* Plays the position out with the classic player to the end of the hand. */
static void
play_hand_out (EuchreState *s)
{
  g_autoptr (EuchreStrategy) st = euchre_strategy_new ("classic", 0, 0);
  guint steps = 0;

  while (s->pub.phase != EUCHRE_PHASE_HAND_OVER && s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreView v;
      EuchreActionList list;

      g_assert_cmpuint (++steps, <, 200);
      euchre_state_get_view (s, s->pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      g_assert_cmpuint (list.n, >, 0);
      apply_ok (s, euchre_strategy_choose (st, &v, &list, NULL));
    }
}

static void
test_cs246_seed_example (void)
{
  EuchreCs246Game g;
  const EuchrePublic *p = &g.state.pub;
  EuchreRules cs246;

  load_ok (&g, seed_example);
  euchre_rules_init_preset (&cs246, EUCHRE_PRESET_CS246);
  g_assert_true (euchre_rules_equal (&p->rules, &cs246));
  g_assert_cmpint (g.seed, ==, 123);
  g_assert_cmpuint (g.state.seed, ==, 123);
  g_assert_false (g.trump_set);
  g_assert_cmpint (p->phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (p->dealer, ==, 0);
  g_assert_cmpuint (p->turn, ==, 1);
  g_assert_cmpuint (p->upcard, ==, C ("QD"));
  g_assert_cmpint (p->upcard_state, ==, EUCHRE_UPCARD_FACE_UP);
  g_assert_cmpuint (g.state.hands[0], ==, cards ("AH QS KS KH JH"));
  g_assert_cmpuint (g.state.hands[3], ==, cards ("AS KD 9S TD QC"));
  g_assert_cmpuint (g.state.kitty, ==, cards ("QD TC KC JS"));
  g_assert_cmpuint (g.hand_size[1], ==, 5);
  g_assert_cmpuint (g.hands[1][0], ==, C ("9D"));
  g_assert_cmpuint (g.hands[1][4], ==, C ("JD"));
  g_assert_cmpuint (p->score[0] + p->score[1], ==, 0);
}

/* The next player need not be left of the dealer; round two still is. */
static void
test_cs246_next_player (void)
{
  EuchreCs246Game g;

  load_ok (&g, "4 9\n3 0\n?\n7\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_cmpuint (g.state.pub.score[0], ==, 4);
  g_assert_cmpuint (g.state.pub.score[1], ==, 9);
  g_assert_cmpuint (g.state.pub.turn, ==, 0);
  for (int i = 0; i < 4; i++)
    apply_ok (&g.state, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (g.state.pub.phase, ==, EUCHRE_PHASE_BID2);
  g_assert_cmpuint (g.state.pub.turn, ==, 0);
  apply_refused (&g.state, call (EUCHRE_SPADES, FALSE), EUCHRE_ERROR_SUIT_TURNED_DOWN);
}

/* Any white space between words, CR LF line ends included. */
static void
test_cs246_white_space (void)
{
  EuchreCs246Game a, b;

  load_ok (&a, seed_example);
  load_ok (&b, "0\t0 0 1 ?\r\n123 AH QS KS KH JH 9D TH 9H JC JD AC 9C AD QH TS AS KD 9S TD QC\n"
           "QD TC KC JS\r\n\r\n 5 ah qs ks kh jh 0 5 9D TH 9H JC JD 0\n"
           "5 AC 9C AD QH TS 0 5 AS KD 9S TD QC 0\n\n\n");
  g_assert_true (memcmp (&a.state, &b.state, sizeof a.state) == 0);
}

/* After the loaded hand the deck, restored to the file's order, is shuffled
 * from the file's seed, and the deal moves on. */
static void
test_cs246_next_deal (void)
{
  EuchreCs246Game g;
  EuchreCard deck[24];
  EuchreCardSet hands[4];
  EuchreCard kitty[4];
  GRand *rand = g_rand_new_with_seed (123);

  load_ok (&g, seed_example);
  for (int i = 0; i < 8; i++)
    apply_ok (&g.state, act (EUCHRE_ACTION_PASS));
  g_assert_cmpint (g.state.pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
  apply_ok (&g.state, act (EUCHRE_ACTION_DEAL));
  g_assert_cmpuint (g.state.pub.dealer, ==, 1);

  {
    const char *order[] = { "AH", "QS", "KS", "KH", "JH", "9D", "TH", "9H", "JC", "JD", "AC",
                            "9C", "AD", "QH", "TS", "AS", "KD", "9S", "TD", "QC", "QD", "TC",
                            "KC", "JS" };

    for (int i = 0; i < 24; i++)
      deck[i] = C (order[i]);
  }
  euchre_deck_mt_shuffle (deck, 24, rand);
  g_rand_free (rand);
  g_assert_true (memcmp (deck, g.state.deck, 24) == 0);
  euchre_deck_deal (deck, 24, EUCHRE_DEAL_FIVE, 1, hands, kitty);
  for (int s = 0; s < 4; s++)
    g_assert_cmpuint (g.state.hands[s], ==, hands[s]);
  g_assert_cmpuint (g.state.pub.upcard, ==, kitty[0]);
}

/* Trump declared in round 2, two tricks played, the caller alone. */
static void
test_cs246_mid_hand (void)
{
  EuchreCs246Game g;
  const EuchrePublic *p = &g.state.pub;

  load_ok (&g, "3 5\n1 0\nH\n0 t\n99\n" DECK "\n"
           "3 JH JD AH\n6 AD 9C 9H QD TC KD\n"   /* player 0 took two tricks */
           "3 TH QH KH\n0\n"
           "5 9D TD QC TS QS\n0\n"               /* sits out */
           "3 KS AS KC\n0\n");
  g_assert_true (g.trump_set);
  g_assert_cmpint (p->phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (p->trump, ==, EUCHRE_HEARTS);
  g_assert_cmpuint (p->maker, ==, 0);
  g_assert_true (p->alone);
  g_assert_cmpuint (p->out_mask, ==, 1u << 2);
  g_assert_cmpuint (p->bid_round, ==, 2);
  g_assert_cmpint (p->upcard_state, ==, EUCHRE_UPCARD_TURNED_DOWN);
  g_assert_cmpint (p->bids[1][0].type, ==, EUCHRE_ACTION_CALL);
  g_assert_true (p->bids[1][0].alone);
  g_assert_cmpuint (p->trick_number, ==, 2);
  g_assert_cmpuint (p->seat_tricks[0], ==, 2);
  g_assert_cmpuint (p->tricks[0], ==, 2);
  g_assert_cmpuint (p->tricks[1], ==, 0);
  g_assert_cmpuint (p->turn, ==, 0);
  g_assert_cmpuint (p->played, ==, cards ("AD 9C 9H QD TC KD"));
  g_assert_cmpuint (g.state.kitty, ==, cards ("9S JS JC AC"));
  play_hand_out (&g.state);
  /* JH JD AH take the rest: a lone march, 4 points. */
  g_assert_cmpuint (p->tricks[0], ==, 5);
  g_assert_cmpuint (p->score[0], ==, 7);
}

/* Ordered up in round 1 by an opponent: the dealer still holds six cards
 * and discards. */
static void
test_cs246_discard_pending (void)
{
  EuchreCs246Game g;

  load_ok (&g, "0 0\n3 0\nS\n2 f\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 6 TS QS KS AS KC 9S 0");
  g_assert_cmpint (g.state.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  g_assert_cmpuint (g.state.pub.turn, ==, 3);
  g_assert_cmpint (g.state.pub.upcard_state, ==, EUCHRE_UPCARD_PICKED_UP);
  g_assert_cmpint (g.state.pub.bids[0][2].type, ==, EUCHRE_ACTION_ORDER_UP);
  apply_ok (&g.state, card_action (EUCHRE_ACTION_DISCARD, "KC"));
  g_assert_cmpuint (g.state.pub.turn, ==, 0);

  /* The same with the top card still on the kitty: the dealer picks it up. */
  load_ok (&g, "0 0\n3 0\nS\n2 f\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_cmpint (g.state.pub.phase, ==, EUCHRE_PHASE_DISCARD);
  g_assert_cmpuint (g.state.hands[3], ==, cards ("TS QS KS AS KC 9S"));
  g_assert_cmpuint (g.hand_size[3], ==, 6);
  g_assert_cmpuint (g.hands[3][5], ==, C ("9S"));
  g_assert_false (g.state.kitty & EUCHRE_CARD_BIT (C ("9S")));

  /* The dealer's partner went alone: the top card stays, play starts. */
  load_ok (&g, "0 0\n3 2\nS\n1 t\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_cmpint (g.state.pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpint (g.state.pub.upcard_state, ==, EUCHRE_UPCARD_LEFT);
  g_assert_cmpuint (g.state.pub.turn, ==, 2);
  play_hand_out (&g.state);
}

/* Ordering up one's partner is going alone (the CS 246 Euchre assignment, 1.2.1), "f" in the
 * file or not: the dealer sits out and the top card stays in the kitty. */
static void
test_cs246_partner_orders_up (void)
{
  EuchreCs246Game f, t;
  const EuchrePublic *p = &f.state.pub;
  g_autoptr (GError) error = NULL;

  load_ok (&f, "0 0\n3 0\nS\n1 f\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_true (p->alone);
  g_assert_cmpuint (p->maker, ==, 1);
  g_assert_cmpuint (p->out_mask, ==, 1u << 3);
  g_assert_cmpint (p->bids[0][1].type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_true (p->bids[0][1].alone);
  g_assert_cmpint (p->upcard_state, ==, EUCHRE_UPCARD_LEFT);
  g_assert_cmpint (p->phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (p->turn, ==, 0);
  g_assert_cmpuint (f.state.hands[3], ==, cards ("TS QS KS AS KC"));
  g_assert_true (f.state.kitty & EUCHRE_CARD_BIT (C ("9S")));
  /* The same as the file saying "t". */
  load_ok (&t, "0 0\n3 0\nS\n1 t\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_true (memcmp (&f.state, &t.state, sizeof f.state) == 0);
  play_hand_out (&f.state);

  /* So a dealer who picked the top card up after its partner's order is
   * a file that cannot be. */
  g_assert_false (euchre_cs246_load (&f, "0 0\n3 0\nS\n1 f\n5\n" DECK "\n"
                                     "5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n"
                                     "5 QH KH 9D TD QC\n0\n6 TS QS KS AS KC 9S\n0\n",
                                     -1, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line 13: "));
  g_assert_nonnull (strstr (error->message, "dealer sits out"));

  /* Declaring a suit in round two orders nobody up: the partner plays. */
  load_ok (&f, "0 0\n3 0\nH\n1 f\n5\n" DECK "\n"
           "5 JH JD AH AD 9C 0 5 9H TH QD KD TC 0 5 QH KH 9D TD QC 0 5 TS QS KS AS KC 0");
  g_assert_false (p->alone);
  g_assert_cmpuint (p->out_mask, ==, 0);
  g_assert_cmpuint (p->bid_round, ==, 2);
}

typedef struct {
  const char *text;
  guint line;
  const char *words;   /* part of the message */
} BadFile;

#define HANDS5 \
  "5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n"

static const BadFile bad_files[] = {
  { "", 1, "ends" },
  { "\n\n", 3, "score of team 0-2" },
  { "x 0\n", 1, "“x”" },
  { "0 10\n", 1, "team 1-3" },
  { "0 0\n4 1\n", 2, "dealer" },
  { "0 0\n0 -1\n", 2, "next player" },
  { "0 0\n0 1\nX\n", 3, "trump suit" },
  { "0 0\n0 1\nHH\n", 3, "trump suit" },
  { "0 0\n0 1\nH\n5 f\n", 4, "called trump" },
  { "0 0\n0 1\nH\n0 y\n", 4, "f or t" },
  { "0 0\n0 1\n?\nseed\n", 4, "seed" },
  { "0 0\n0 1\n?\n99999999999\n", 4, "seed" },
  { "0 0\n0 1\n?\n1\nJH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC 8C\n",
    5, "“8C”" },
  { "0 0\n0 1\n?\n1\nJH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC JH\n",
    5, "twice in the deck" },
  { "0 0\n0 1\n?\n1\nJH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC\n"
    "5 JH JD AH AD 9C\n", 6, "card of the deck" },
  { "0 0\n0 1\n?\n1\n" DECK "\n7 JH JD AH AD 9C 9H TH\n", 6, "0 to 6" },
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n5 9H TH QD KD JH\n", 8, "twice" },
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD\n", 7, "ends" },
  { "0 0\n0 1\n?\n1\n" DECK "\n" HANDS5 "junk\n", 14, "unexpected" },
  { "0 0\n0 1\n?\n1\n" DECK "\n4 JH JD AH AD\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 6, "must hold 5" },
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD 9S\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 6, "top card" },
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n4 9S JS JC AC\n5 TS QS KS AS KC\n0\n", 11, "no tricks" },
  { "0 0\n0 0\nH\n0 f\n1\n" DECK "\n3 JH JD AH\n3 AD 9C 9H\n5 TH QD KD TC QH\n0\n"
    "5 KH 9D TD QC TS\n0\n5 QS KS AS KC 9S\n0\n", 8, "multiple of 4" },
  { "0 0\n0 0\nH\n0 f\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n4 9H TH QD KD\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 9, "must hold 5" },
  { "0 0\n0 2\nH\n0 t\n1\n" DECK "\n" HANDS5, 2, "sits out" },
  { "0 0\n0 0\nS\n1 f\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n5 9H TH QD KD 9S\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 9, "only the dealer" },
  { "0 0\n0 0\nH\n1 f\n1\n" DECK "\n5 JH JD AH AD 9S\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 7, "turned down" },
  { "0 0\n0 0\nH\n0 f\n1\n" DECK "\n0\n20 JH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC "
    "TS QS KS AS KC\n0\n0\n0\n0\n0\n0\n", 14, "all five tricks" },
  /* The deck's last four cards are the kitty (9S JS JC AC): no hand holds
   * them, nor any trick pile, whether trump is declared or not. */
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD JS\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n", 6, "player 0 holds JS, which the deck" },
  { "0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD QC\n0\n5 TS QS KS AS AC\n0\n", 12, "player 3 holds AC" },
  { "0 0\n0 0\nS\n1 f\n1\n" DECK "\n5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n"
    "5 QH KH 9D TD JC\n0\n5 TS QS KS AS KC\n0\n", 11, "player 2 holds JC" },
  { "3 5\n1 0\nH\n0 t\n99\n" DECK "\n3 JH JD AH\n6 AD 9C 9H QD TC JS\n3 TH QH KH\n0\n"
    "5 9D TD QC TS QS\n0\n3 KS AS KC\n0\n", 8, "player 0’s tricks hold JS" },
};

static void
test_cs246_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *prefix = g_strdup_printf ("Line %u: ", bad_files[i].line);
      EuchreCs246Game g;

      g_test_message ("bad file %u", i);
      g_assert_false (euchre_cs246_load (&g, bad_files[i].text, -1, &error));
      g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, bad_files[i].words) == NULL)
        g_error ("bad file %u: message “%s”, want “%s…%s…”", i, error->message, prefix,
                 bad_files[i].words);
      g_assert_null (strchr (error->message, '\n'));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

/* Random damage to good files never crashes; whatever loads is a position
 * the engine can play on. */
static void
test_cs246_damaged_files (void)
{
  const char *good[] = {
    seed_example,
    "3 5\n1 0\nH\n0 t\n99\n" DECK "\n3 JH JD AH\n6 AD 9C 9H QD TC KD\n3 TH QH KH\n0\n"
    "5 9D TD QC TS QS\n0\n3 KS AS KC\n0\n",
    "0 0\n3 0\nS\n2 f\n5\n" DECK "\n" HANDS5,
  };
  GRand *rand = g_rand_new_with_seed (246);
  guint loaded = 0;

  for (guint round = 0; round < 3000; round++)
    {
      const char *src = good[round % G_N_ELEMENTS (good)];
      gsize len = strlen (src);
      g_autofree char *text = g_malloc (len + 8);
      g_autoptr (GError) error = NULL;
      EuchreCs246Game g;
      gsize n = len;

      memcpy (text, src, len);
      for (guint k = 0, edits = g_rand_int_range (rand, 1, 4); k < edits; k++)
        {
          gsize at = g_rand_int_range (rand, 0, n);

          switch (g_rand_int_range (rand, 0, 4))
            {
            case 0:   /* a random byte, NUL and high bytes included */
              text[at] = g_rand_int_range (rand, 0, 256);
              break;
            case 1:   /* a character that makes sense somewhere */
              text[at] = "0123456789?HDSCTJQKAft \n"[g_rand_int_range (rand, 0, 24)];
              break;
            case 2:   /* cut the text short */
              n = at;
              break;
            default:  /* swap two bytes */
              {
                gsize other = g_rand_int_range (rand, 0, n);
                char t = text[at];

                text[at] = text[other];
                text[other] = t;
              }
              break;
            }
          if (n == 0)
            break;
        }
      if (euchre_cs246_load (&g, text, n, &error))
        {
          EuchreActionList list;

          loaded++;
          g_assert_cmpuint (euchre_state_legal_actions (&g.state, &list), >, 0);
          play_hand_out (&g.state);
        }
      else
        {
          g_assert_true (g_str_has_prefix (error->message, "Line "));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
    }
  g_rand_free (rand);
  g_test_message ("%u of 3000 damaged files loaded", loaded);
  g_assert_cmpuint (loaded, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/cs246/seed-example", test_cs246_seed_example);
  g_test_add_func ("/euchre/cs246/next-player", test_cs246_next_player);
  g_test_add_func ("/euchre/cs246/white-space", test_cs246_white_space);
  g_test_add_func ("/euchre/cs246/next-deal", test_cs246_next_deal);
  g_test_add_func ("/euchre/cs246/mid-hand", test_cs246_mid_hand);
  g_test_add_func ("/euchre/cs246/discard-pending", test_cs246_discard_pending);
  g_test_add_func ("/euchre/cs246/partner-orders-up", test_cs246_partner_orders_up);
  g_test_add_func ("/euchre/cs246/bad-files", test_cs246_bad_files);
  g_test_add_func ("/euchre/cs246/damaged-files", test_cs246_damaged_files);
  return g_test_run ();
}
