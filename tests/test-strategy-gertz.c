/* test-strategy-gertz.c — the computer player of Matt Gertz's "Coding a Euchre
 * Game" articles, rule by rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hand-value table, each personality's thresholds, and each branch of
 * the bidding and of the seat-position play, on stacked deals.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-ai-private.h"
#include "test-util.h"

/* ---- the hand-value table ------------------------------------------------------ */

static void
test_card_values (void)
{
  static const struct {
    const char *card;
    EuchreSuit trump;
    int value;
  } table[] = {
    /* off-trump */
    { "9S", EUCHRE_HEARTS, 1 }, { "TS", EUCHRE_HEARTS, 2 }, { "JS", EUCHRE_HEARTS, 3 },
    { "QS", EUCHRE_HEARTS, 4 }, { "KS", EUCHRE_HEARTS, 5 }, { "AS", EUCHRE_HEARTS, 10 },
    /* the jack of the other colour is plain off-trump */
    { "JC", EUCHRE_HEARTS, 3 },
    /* trump */
    { "9H", EUCHRE_HEARTS, 12 }, { "TH", EUCHRE_HEARTS, 15 }, { "QH", EUCHRE_HEARTS, 20 },
    { "KH", EUCHRE_HEARTS, 25 }, { "AH", EUCHRE_HEARTS, 30 },
    { "JD", EUCHRE_HEARTS, 31 }, { "JH", EUCHRE_HEARTS, 35 },
    { "JS", EUCHRE_CLUBS, 31 }, { "JC", EUCHRE_CLUBS, 35 }, { "JC", EUCHRE_SPADES, 31 },
    /* the Joker, whatever trump is */
    { "JK", EUCHRE_SPADES, 36 }, { "JK", EUCHRE_DIAMONDS, 36 },
    /* 7s and 8s (28 and 32 cards), below the 9s */
    { "7S", EUCHRE_HEARTS, 0 }, { "8S", EUCHRE_HEARTS, 0 },
    { "7H", EUCHRE_HEARTS, 10 }, { "8H", EUCHRE_HEARTS, 11 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      int v = euchre_gertz_card_value (C (table[i].card), table[i].trump);

      if (v != table[i].value)
        g_error ("%s with %s trump: value %d, expected %d", table[i].card,
                 euchre_suit_name (table[i].trump), v, table[i].value);
    }
}

static void
test_hand_values (void)
{
  /* The articles' example: Bob (three aces, the queen and ten of trump) 65,
   * Alice (both bowers, the trump nine, two nines) 80. */
  g_assert_cmpint (euchre_gertz_hand_value (cards ("AS AC AD QH TH"), EUCHRE_HEARTS), ==, 65);
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH JD 9H 9S 9C"), EUCHRE_HEARTS), ==, 80);
  /* The same hand for each trump. */
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH AH AS KS KC"), EUCHRE_HEARTS), ==, 85);
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH AH AS KS KC"), EUCHRE_SPADES), ==, 73);
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH AH AS KS KC"), EUCHRE_DIAMONDS), ==, 61);
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH AH AS KS KC"), EUCHRE_CLUBS), ==, 53);
  /* The best hand of all, and the Joker on top of it. */
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JH JD AH KH QH"), EUCHRE_HEARTS), ==, 141);
  g_assert_cmpint (euchre_gertz_hand_value (cards ("JK JH JD AH KH"), EUCHRE_HEARTS), ==, 157);
  g_assert_cmpint (euchre_gertz_hand_value (0, EUCHRE_HEARTS), ==, 0);
}

/* ---- decisions on stacked deals ------------------------------------------------------- */

typedef struct {
  const char *name;
  EuchrePreset preset;
  EuchrePersonality personality;
  guint flags;
  guint dealer;
  const char *hands[4];        /* NULL: filled from the cards left, in pack order */
  const char *upcard;
  /* Actions before the decision: p, o, oa, cX, cXa (call suit X), dXX
   * (discard XX), XX (play XX). */
  const char *script;
  const char *expect;          /* euchre_action_to_string () of the choice */
  const char *reason;          /* a few words of the rule's reason */
} Case;

enum {
  DEFEND_ALONE = 1 << 0,
  QUIET_DEALER = 1 << 1,
};

#define NORMAL EUCHRE_PERSONALITY_NORMAL
#define CRAZY EUCHRE_PERSONALITY_CRAZY
#define CONSERVATIVE EUCHRE_PERSONALITY_CONSERVATIVE
#define STANDARD EUCHRE_PRESET_STANDARD

/* Fills the NULL hands of @c with the cards no hand nor the upcard holds. */
static void
fill_hands (const Case *c, const EuchreRules *rules, char *out[4])
{
  EuchreCard deck[EUCHRE_N_CARDS];
  guint n = euchre_rules_initial_deck (rules, deck), next = 0;
  EuchreCardSet used = EUCHRE_CARD_BIT (C (c->upcard));

  for (guint seat = 0; seat < 4; seat++)
    if (c->hands[seat])
      used |= cards (c->hands[seat]);
  for (guint seat = 0; seat < 4; seat++)
    {
      GString *h;

      if (c->hands[seat])
        {
          out[seat] = g_strdup (c->hands[seat]);
          continue;
        }
      h = g_string_new (NULL);
      for (guint k = 0; k < 5; k++)
        {
          char buf[3];

          while (next < n && (used & EUCHRE_CARD_BIT (deck[next])))
            next++;
          g_assert_cmpuint (next, <, n);
          g_string_append_printf (h, "%s%s", k ? " " : "",
                                  euchre_card_short_name (deck[next], buf));
          used |= EUCHRE_CARD_BIT (deck[next]);
        }
      out[seat] = g_string_free (h, FALSE);
    }
}

static void
run_case (gconstpointer data)
{
  const Case *c = data;
  EuchreRules r;
  EuchreState s;
  const char *reason = NULL;
  EuchreAction got;
  g_autoptr (EuchreStrategy) gertz = euchre_strategy_new ("gertz", c->personality, 0);
  char *hands[4];
  EuchreView v;
  EuchreActionList list;

  euchre_rules_init_preset (&r, c->preset);
  r.defend_alone = (c->flags & DEFEND_ALONE) != 0;
  r.quiet_dealer = (c->flags & QUIET_DEALER) != 0;
  fill_hands (c, &r, hands);
  deal_hands (&s, &r, c->dealer, (const char **) hands, c->upcard);
  for (guint i = 0; i < 4; i++)
    g_free (hands[i]);
  apply_script (&s, c->name, c->script);
  euchre_state_get_view (&s, s.pub.turn, &v);
  euchre_view_legal_actions (&v, &list);
  got = euchre_strategy_choose (gertz, &v, &list, &reason);
  check_choice (&s, c->name, got, reason, c->expect, c->reason);
}

/* Dealer 0 unless said: seat 1 bids first, seat 2 is the dealer's
 * partner.  Upcard 9H: hearts, JH the right bower and JD the left. */
static const Case cases[] = {
  /* ---- round 1, seat 1, each personality's thresholds ---- */
  { "order/normal-85", STANDARD, NORMAL, 0, 0,
    { NULL, "JH AH AS KS KC", NULL, NULL }, "9H", "", "order", "reaches 85: order up" },
  { "order/normal-84", STANDARD, NORMAL, 0, 0,
    { NULL, "JH AH AS KS QS", NULL, NULL }, "9H", "", "pass", "below 85" },
  { "order/normal-80", STANDARD, NORMAL, 0, 0,
    { NULL, "JH JD AS JS 9S", NULL, NULL }, "9H", "", "pass", "below 85" },
  { "order/crazy-80", STANDARD, CRAZY, 0, 0,
    { NULL, "JH JD AS JS 9S", NULL, NULL }, "9H", "", "order", "reaches 70 (Crazy)" },
  { "order/crazy-70", STANDARD, CRAZY, 0, 0,
    { NULL, "JH AH 9S TS TC", NULL, NULL }, "9H", "", "order", "reaches 70 (Crazy)" },
  { "order/crazy-69", STANDARD, CRAZY, 0, 0,
    { NULL, "JH AH 9S TS 9C", NULL, NULL }, "9H", "", "pass", "below 70 (Crazy)" },
  { "order/normal-95", STANDARD, NORMAL, 0, 0,
    { NULL, "JH KH JD 9S JS", NULL, NULL }, "9H", "", "order", "reaches 85" },
  { "order/conservative-95", STANDARD, CONSERVATIVE, 0, 0,
    { NULL, "JH KH JD 9S JS", NULL, NULL }, "9H", "", "pass", "below 100 (Conservative)" },
  { "order/conservative-100", STANDARD, CONSERVATIVE, 0, 0,
    { NULL, "JH AH JD 9S JS", NULL, NULL }, "9H", "", "order", "reaches 100 (Conservative)" },
  { "order/normal-117-alone", STANDARD, NORMAL, 0, 0,
    { NULL, "JH AH QH JD 9S", NULL, NULL }, "9H", "", "order alone", "reaches 117" },
  { "order/normal-116", STANDARD, NORMAL, 0, 0,
    { NULL, "JH KH QH JD KS", NULL, NULL }, "9H", "", "order", "reaches 85: order up" },
  { "order/crazy-102-alone", STANDARD, CRAZY, 0, 0,
    { NULL, "JH AH JD 9S KS", NULL, NULL }, "9H", "", "order alone", "reaches 102 (Crazy)" },
  { "order/crazy-101", STANDARD, CRAZY, 0, 0,
    { NULL, "JH AH JD 9S QS", NULL, NULL }, "9H", "", "order", "reaches 70 (Crazy)" },
  { "order/normal-101", STANDARD, NORMAL, 0, 0,
    { NULL, "JH AH JD 9S QS", NULL, NULL }, "9H", "", "order", "reaches 85" },
  { "order/conservative-136-alone", STANDARD, CONSERVATIVE, 0, 0,
    { NULL, "JH JD AH KH TH", NULL, NULL }, "9H", "", "order alone", "reaches 132" },
  { "order/conservative-131", STANDARD, CONSERVATIVE, 0, 0,
    { NULL, "JH JD AH KH AS", NULL, NULL }, "9H", "", "order", "reaches 100" },
  /* Going alone not allowed (EECS 280): a loner hand orders up partnered. */
  { "order/no-alone-rule", EUCHRE_PRESET_EECS280, NORMAL, 0, 0,
    { NULL, "JH AH QH JD 9S", NULL, NULL }, "9H", "", "order", "reaches 85" },
  /* Quiet Dealer: the dealer's partner's bid is alone by rule. */
  { "order/quiet-dealer-forces-alone", STANDARD, NORMAL, QUIET_DEALER, 0,
    { NULL, NULL, "JH AH AS KS KC", NULL }, "9H", "p", "order alone", "rules make this bid alone" },

  /* ---- round 1, the dealer counts the upcard instead of its lowest card ---- */
  { "dealer/upcard-reaches-85", STANDARD, NORMAL, 0, 0,
    { "JH KH AS JS 9C", NULL, NULL, NULL }, "9H", "p p p", "order", "With the upcard" },
  { "dealer/same-hand-not-dealer", STANDARD, NORMAL, 0, 0,
    { NULL, "JH KH AS JS 9C", NULL, NULL }, "9H", "", "pass", "below 85" },
  { "dealer/upcard-84", STANDARD, NORMAL, 0, 0,
    { "JH KH AS TS 9C", NULL, NULL, NULL }, "9H", "p p p", "pass", "Even with the upcard" },
  { "dealer/upcard-alone", STANDARD, NORMAL, 0, 0,
    { "JH JD AH AS 9C", NULL, NULL, NULL }, "9H", "p p p", "order alone", "reaches 117" },

  /* ---- round 2: the best suit but the turned-down one ---- */
  { "call/best-suit", STANDARD, NORMAL, 0, 0,
    { NULL, "JC JS AC QS 9D", NULL, NULL }, "9H", "p p p p", "call C", "Best suit’s" },
  { "call/best-suit-alone", STANDARD, NORMAL, 0, 0,
    { NULL, "JS JC AS KS QC", NULL, NULL }, "9H", "p p p p", "call S alone", "reaches 117" },
  { "call/not-the-turned-down-suit", STANDARD, NORMAL, 0, 0,
    { NULL, "JH AH KH QH TH", NULL, NULL }, "9H", "p p p p", "pass", "No suit’s" },
  { "call/crazy-81", STANDARD, CRAZY, 0, 0,
    { NULL, "JC JS 9C 9D TD", NULL, NULL }, "9H", "p p p p", "call C", "reaches 70" },
  { "call/normal-81", STANDARD, NORMAL, 0, 0,
    { NULL, "JC JS 9C 9D TD", NULL, NULL }, "9H", "p p p p", "pass", "No suit’s hand value "
    "reaches 85" },
  { "call/stuck-dealer", STANDARD, NORMAL, 0, 0,
    { "9S TS QS 9C 9D", NULL, NULL, NULL }, "9H", "p p p p p p p", "call S", "stuck" },
  { "call/stuck-dealer-tie-first-suit", STANDARD, NORMAL, 0, 0,
    { "9S TS 9C TC 9D", NULL, NULL, NULL }, "9H", "p p p p p p p", "call S", "stuck" },
  /* A turned-up Joker (British rules): the dealer names its best suit,
   * counting the Joker in place of its lowest card. */
  { "joker/reaches-85", EUCHRE_PRESET_BRITISH, NORMAL, 0, 0,
    { "JS AS 9C TD 9D", NULL, NULL, NULL }, "JK", "", "call S", "Best suit’s" },
  { "joker/must-name", EUCHRE_PRESET_BRITISH, NORMAL, 0, 0,
    { "9S TS QS 9C 9D", NULL, NULL, NULL }, "JK", "", "call S", "Joker is turned up" },

  /* ---- defending alone (seat 1 orders up alone; seat 2 decides) ---- */
  { "defend/alone-117", STANDARD, NORMAL, DEFEND_ALONE, 0,
    { NULL, NULL, "JH JD AH QH 9S", NULL }, "9H", "oa", "defend alone", "reaches 117" },
  { "defend/pass-85", STANDARD, NORMAL, DEFEND_ALONE, 0,
    { NULL, NULL, "JH AH AS KS KC", NULL }, "9H", "oa", "pass", "below 117" },
  { "defend/crazy-102", STANDARD, CRAZY, DEFEND_ALONE, 0,
    { NULL, NULL, "JH AH JD 9S KS", NULL }, "9H", "oa", "defend alone", "reaches 102" },

  /* ---- discarding: the lowest-valued card ---- */
  { "discard/lowest", STANDARD, NORMAL, 0, 0,
    { "AS KS 9C TD AD", NULL, NULL, NULL }, "9H", "p p p o", "discard 9C", "lowest-valued" },
  { "discard/tie-first-suit", STANDARD, NORMAL, 0, 0,
    { "AS 9S 9C TD AD", NULL, NULL, NULL }, "9H", "p p p o", "discard 9S", "lowest-valued" },
  { "discard/off-jack-below-trump", STANDARD, NORMAL, 0, 0,
    { "JS AS AC AD KH", NULL, NULL, NULL }, "9H", "p p p o", "discard JS", "lowest-valued" },

  /* ---- AutoLeadACard (seat 1 leads) ---- */
  { "lead/makers-highest-card", STANDARD, NORMAL, 0, 0,
    { "9S TS JS QS KC", "TH AS KS QC 9D", "JH AC KD QD TD", "JD AH KH QH 9C" }, "9H",
    "o d9S", "play TH", "start strong" },
  { "lead/defenders-highest-not-trump", STANDARD, NORMAL, 0, 0,
    { "9S TS JS QS KC", "TH AS KS QC 9D", "JH AC KD QD TD", "JD AH KH QH 9C" }, "9H",
    "p p p o d9S", "play AS", "not trump" },
  { "lead/defenders-tie-first-suit", STANDARD, NORMAL, 0, 0,
    { "TS JS KS AS KC", "TH AD AC 9S QS", "JH QC KD QD TD", "JD AH KH QH 9C" }, "9H",
    "p p p o dTS", "play AC", "not trump" },
  { "lead/defenders-only-trump", STANDARD, NORMAL, 0, 0,
    { "9S TS JS QS KC", "JD AH KH QH TH", "JH AS KS QC 9D", "AC KD QD TD 9C" }, "9H",
    "p p p o d9S", "play JD", "only trump" },

  /* ---- AutoPlayDefendCard (seat 2, second hand) ---- */
  { "second/beat-with-highest", STANDARD, NORMAL, 0, 0,
    { "9S TS JS AC KD", "QS 9C TC QC KC", "KS AS 9D TD QD", "JH JD AH KH QH" }, "9H",
    "p p p o d9S QS", "play AS", "beat the lead with the highest" },
  { "second/cannot-beat-lowest", STANDARD, NORMAL, 0, 0,
    { "9S TS JS AC KD", "AS 9C TC QC KC", "KS QS 9D TD QD", "JH JD AH KH TH" }, "9H",
    "p p p o d9S AS", "play QS", "cannot beat the lead" },
  { "second/void-lowest-trump", STANDARD, NORMAL, 0, 0,
    { "9S TS JS AC KD", "AS 9C TC QC KC", "TH KH 9D TD QD", "JH JD AH QH KS" }, "9H",
    "p p p o d9S AS", "play TH", "lowest trump" },
  { "second/void-no-trump-lowest", STANDARD, NORMAL, 0, 0,
    { "9S TS JS AC JC", "AS 9C TC QC KC", "AD KD 9D TD QD", "JH JD AH QH KS" }, "9H",
    "p p p o d9S AS", "play 9D", "cannot follow suit or trump" },

  /* ---- AutoPlaySupportCard (seat 3, third hand) ---- */
  { "third/partner-winning-lowest", STANDARD, NORMAL, 0, 0,
    { "QS JS AC JC JD", "AS 9C TC QC KC", "9S QD 9D TD KD", "KS TS JH AH QH" }, "9H",
    "p p p o dQS AS 9S", "play TS", "partner winning: do not overplay" },
  { "third/partner-winning-void-lowest", STANDARD, NORMAL, 0, 0,
    { "QS JS KS TS JD", "AS TC QC KC AC", "9S QD 9D TD KD", "9C TH JH AH QH" }, "9H",
    "p p p o dQS AS 9S", "play 9C", "partner winning and void" },
  { "third/partner-beaten-highest", STANDARD, NORMAL, 0, 0,
    { "9S JS AC JC JD", "QS 9C TC QC KC", "KS 9D TD QD KD", "AS TS JH AH QH" }, "9H",
    "p p p o d9S QS KS", "play AS", "beat the second hand" },
  { "third/partner-beaten-cannot-beat", STANDARD, NORMAL, 0, 0,
    { "9S JS AC JC JD", "QS 9C TC QC KC", "AS 9D TD QD KD", "KS TS JH AH QH" }, "9H",
    "p p p o d9S QS AS", "play TS", "cannot beat the second hand" },
  { "third/partner-trumped-lowest-trump-that-takes", STANDARD, NORMAL, 0, 0,
    { "9S TS JS QS KS", "AS 9C TC QC KC", "QH 9D TD QD KD", "TH KH AH JC AC" }, "9H",
    "p p p o d9S AS QH", "play KH", "lowest trump that does" },
  { "third/partner-trumped-nothing-takes", STANDARD, NORMAL, 0, 0,
    { "9S TS JS QS JH", "AS KS TC QC KC", "QH 9D TD QD KD", "TH 9C JC AC AD" }, "9H",
    "p p p o d9S AS QH", "play 9C", "no card takes the trick" },
  /* The dealer goes alone: seat 2 (second hand) sits out, so the leader
   * counts as winning and the third hand plays low. */
  { "third/second-sits-out", STANDARD, NORMAL, 0, 0,
    { "9S JS AS JH AH", "QS 9C TC QC KC", "9D TD QD KD AD", "KS TS JD QH AC" }, "9H",
    "p p p oa d9S QS", "play TS", "partner winning" },

  /* ---- AutoPlayLastDefendCard (seat 0, the dealer, fourth hand) ---- */
  { "fourth/partner-winning-lowest", STANDARD, NORMAL, 0, 0,
    { "KS TS JS JC JD", "QS 9C TC QC KC", "AS 9D TD QD KD", "9S JH AH QH AC" }, "9H",
    "p p p o dJS QS AS 9S", "play TS", "partner has the trick" },
  { "fourth/lowest-that-takes", STANDARD, NORMAL, 0, 0,
    { "KS AS JS JC JD", "TS 9C TC QC KC", "9S 9D TD QD KD", "QS JH AH QH AC" }, "9H",
    "p p p o dJS TS 9S QS", "play KS", "lowest card of the suit that does" },
  { "fourth/cannot-take-lowest", STANDARD, NORMAL, 0, 0,
    { "KS TS JS JC JD", "AS 9C TC QC KC", "9S 9D TD QD KD", "QS JH AH QH AC" }, "9H",
    "p p p o dJS AS 9S QS", "play TS", "cannot take the trick" },
  { "fourth/void-lowest-trump-that-takes", STANDARD, NORMAL, 0, 0,
    { "KH AH TH 9D KD", "AS TS JS QC KC", "9S QS KS TD QD", "QH JH AC JC AD" }, "9H",
    "p p p o d9D AS 9S QH", "play KH", "lowest trump that does" },
  /* Partner beat the lead, but the third hand beat partner. */
  { "fourth/third-beat-partner", STANDARD, NORMAL, 0, 0,
    { "TH KH KC KD AD", "QS 9S TS 9C TC", "KS JS 9D TD QD", "AS JH AH QC AC" }, "9H",
    "p p p o dKC QS KS AS", "play 9H", "lowest trump that does" },
  { "fourth/void-nothing-takes", STANDARD, NORMAL, 0, 0,
    { "TH AH 9D KD 9C", "AS TS JS QC KC", "9S QS KS TD QD", "JH QH AC JC AD" }, "9H",
    "p p p o d9C AS 9S JH", "play 9D", "no card takes" },
  /* The dealer alone: its partner (second hand) sits out, so it is never
   * "winning" and the fourth hand takes the trick. */
  { "fourth/partner-sits-out", STANDARD, NORMAL, 0, 0,
    { "KS AS JS JH AH", "QS 9C TC QC KC", "9D TD QD KD AD", "9S TS JD QH AC" }, "9H",
    "p p p oa dJS QS 9S", "play KS", "lowest card of the suit that does" },
  /* Seat 1 alone: the third hand (seat 3) sits out; partner's ace wins. */
  { "fourth/third-sits-out", STANDARD, NORMAL, 0, 0,
    { "KS TS JS 9C TC", "QS JH AH KH QH", "AS 9D TD QD KD", "9S TH JC AC AD" }, "9H",
    "oa dJS QS AS", "play TS", "partner has the trick" },
};

/* Every decision of whole games, each personality, every preset and rule
 * option: legal, with a reason of gertz's own (never the guard's). */
static void
test_gertz_own_choices_legal (void)
{
  const TestGames t = {
    .id = "gertz",
    .personalities = TRUE,
    .random_shuffle = TRUE,
    .own_reasons = TRUE,
  };

  play_games_checking (&t, 240);
}

static void
test_gertz_always_legal (void)
{
  play_games_checking_legality ("gertz", 300);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/strategy-gertz/card-values", test_card_values);
  g_test_add_func ("/euchre/strategy-gertz/hand-values", test_hand_values);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/euchre/strategy-gertz/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/euchre/strategy-gertz/own-choices-legal", test_gertz_own_choices_legal);
  g_test_add_func ("/euchre/strategy-gertz/always-legal", test_gertz_always_legal);
  return g_test_run ();
}
