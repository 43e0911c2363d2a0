/* test-strategy-club.c — the club player (Medium): its bidding by seat and
 * upcard, "next", loners, the discard and the card play, on stacked deals;
 * legal and honest over whole games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-ai-private.h"
#include "test-util.h"

/* Standard rules, dealer 0: seat 1 bids and leads first, seat 2 is the
 * dealer's partner.  Every deal names all four hands; the three cards
 * left over are the rest of the kitty. */
typedef struct {
  const char *name;
  const char *hands[4];
  const char *upcard;
  const char *script;          /* see apply_script() */
  const char *expect;          /* euchre_action_to_string () of the choice */
  const char *reason;          /* a few words of its reason */
} ClubCase;

/* Kitty TH QH KH, upcard 9H (hearts: JH right bower, JD left). */
#define DEAL_A { "9S TS 9C TC 9D", "JH AH AS KC QC", "JS QS KS JC AC", "TD JD QD KD AD" }
/* As DEAL_A, seat 1 with AC for KC and seat 2 with KC for AC. */
#define DEAL_B { "9S TS 9C TC 9D", "JH AH AS AC QC", "JS QS KS JC KC", "TD JD QD KD AD" }

static const ClubCase cases[] = {
  /* ---- round 1: the eldest hand needs 78 after the upcard's third goes
   * to the dealer (9H: 12 / 3 = 4); Gertz needs 85 ---- */
  { "order/eldest-84", DEAL_A, "9H", "", "order", "order up" },
  /* 79, less a third of AH (10): 69. */
  { "order/eldest-79", { "9S TS 9C TC 9D", "JH KH AS KC QC", "JS QS KS JC AC",
                         "TD JD QD KD AD" }, "AH", "", "pass", "Not strong enough" },
  /* The dealer's partner counts half the upcard it gives its side:
   * 66 + 30 / 2 = 81 reaches its 66. */
  { "order/dealer-partner-upcard", { "JS QS KS JC AC", "9S TS 9C TC 9D", "JH 9H AS KC QC",
                                     "TD JD QD KD AD" }, "AH", "p", "order", "order up" },
  /* Loners: the value and no more than one side card that is not an ace. */
  { "order/alone", { "9S TS 9C TC 9D", "JH JD AH KH AS", "JS QS KS JC AC",
                     "TD QD KD AD QC" }, "9H", "", "order alone", "go alone" },
  { "order/weak-sides-not-alone", { "9S TS AS KC 9D", "JH JD AH 9C TC", "JS QS KS JC AC",
                                    "TD QD KD AD QC" }, "9H", "", "order", "order up" },

  /* ---- round 2: next (diamonds under a turned-down heart) is worth 8
   * more beside the dealer: 64 + 8 reaches 70; the dealer's partner, who
   * gets no bonus, needs 75 ---- */
  { "call/next-eldest", { "TS JS QS KS AS", "JD KD 9S 9C TC", "JC QC KC AC 9D",
                          "TD QD AD TH QH" }, "9H", "p p p p", "call D", "name it trump" },
  { "call/no-next-for-dealer-partner", { "TS JS QS KS AS", "JC QC KC AC 9D", "JD KD 9S 9C TC",
                                         "TD QD AD TH QH" }, "9H", "p p p p p", "pass",
    "No suit strong enough" },

  /* ---- the discard voids a side suit (Gertz would drop 9C) ---- */
  { "discard/void-a-suit", { "JH AH 9C TC KD", "9S TS JS QS KS", "AS JC QC KC AC",
                             "9D TD JD QD AD" }, "9H", "p p p o", "discard KD", "void" },

  /* ---- leads ---- */
  { "lead/maker-draws-trump", DEAL_A, "9H", "o d9S", "play JH", "draw trump" },
  /* Partner (seat 3) made hearts; AH is not boss (both bowers are out):
   * a low trump to partner. */
  { "lead/to-partner-maker", { "9S TS 9C TC 9D", "AH TH AS AC QC", "JS QS KS JC KC",
                               "JH JD QD KD AD" }, "9H", "p p o d9S", "play TH",
    "low trump to partner" },
  { "lead/defender-cashes-ace", DEAL_A, "9H", "p p p o d9D", "play AS", "highest card left" },

  /* ---- following ---- */
  /* KC would take QC, but AC is out: second hand low. */
  { "second/low", DEAL_B, "9H", "p p p o d9D QC", "play JC", "Second hand low" },
  /* With the boss it takes the trick at once. */
  { "second/boss-takes", DEAL_A, "9H", "p p p o d9D QC", "play AC", "cannot be beaten" },
  /* Partner's AC leads; void in clubs, it does not trump its partner's
   * ace: it throws its lowest diamond and keeps AD, the boss. */
  { "third/partner-ace-no-trump", DEAL_B, "9H", "p p p o d9D AC JC", "play TD",
    "Partner is winning" },
  { "fourth/cannot-take-low", DEAL_B, "9H", "p p p o d9D QC JC TD", "play 9C",
    "Cannot take the trick" },
};

static void
run_case (gconstpointer data)
{
  const ClubCase *c = data;
  EuchreRules r;
  EuchreState s;
  const char *reason = NULL;
  EuchreAction got;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, (const char **) c->hands, c->upcard);
  apply_script (&s, c->name, c->script);
  got = strategy_choice ("club", EUCHRE_PERSONALITY_NORMAL, &s, &reason);
  check_choice (&s, c->name, got, reason, c->expect, c->reason);
}

/* Where the club player differs from Gertz's: it orders a hand worth 84
 * (Gertz needs 85) and discards to a void (Gertz drops its lowest card). */
static void
test_club_not_gertz (void)
{
  const char *deal_a[4] = DEAL_A;
  const char *discard[4] = { "JH AH 9C TC KD", "9S TS JS QS KS", "AS JC QC KC AC",
                             "9D TD JD QD AD" };
  EuchreRules r;
  EuchreState s;
  const char *reason;
  EuchreAction g;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, deal_a, "9H");
  g = strategy_choice ("gertz", EUCHRE_PERSONALITY_NORMAL, &s, &reason);
  g_assert_cmpint (g.type, ==, EUCHRE_ACTION_PASS);

  deal_hands (&s, &r, 0, discard, "9H");
  apply_script (&s, "gertz discard", "p p p o");
  g = strategy_choice ("gertz", EUCHRE_PERSONALITY_NORMAL, &s, &reason);
  g_assert_cmpint (g.card, ==, C ("9C"));
}

/* The personality shifts the thresholds by 15, as Gertz's does: Crazy
 * orders a hand worth 69 here (seat 1, upcard AH), Conservative passes
 * one worth 80 (DEAL_A). */
static void
test_club_personality (void)
{
  const char *light[4] = { "9S TS 9C TC 9D", "JH KH AS KC QC", "JS QS KS JC AC",
                           "TD JD QD KD AD" };
  const char *deal_a[4] = DEAL_A;
  EuchreRules r;
  EuchreState s;
  const char *reason;
  EuchreAction a;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, light, "AH");
  a = strategy_choice ("club", EUCHRE_PERSONALITY_NORMAL, &s, &reason);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PASS);
  a = strategy_choice ("club", EUCHRE_PERSONALITY_CRAZY, &s, &reason);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_ORDER_UP);

  deal_hands (&s, &r, 0, deal_a, "9H");
  a = strategy_choice ("club", EUCHRE_PERSONALITY_CONSERVATIVE, &s, &reason);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PASS);
}

/* Every decision of whole games, every preset and rule option: legal,
 * with a reason of its own. */
static void
test_club_own_choices_legal (void)
{
  const TestGames t = {
    .id = "club",
    .personalities = TRUE,
    .random_shuffle = TRUE,
    .own_reasons = TRUE,
  };

  play_games_checking (&t, 240);
}

static void
test_club_always_legal (void)
{
  play_games_checking_legality ("club", 300);
}

/* Honest: two worlds that look the same from its seat get the same
 * decision, and an oracle handed to it changes nothing. */
static void
club_twins (const EuchreState *s, const EuchreState *twin, const EuchreActionList *legal,
            guint game, gpointer data)
{
  g_autoptr (EuchreStrategy) x = euchre_strategy_new ("club", 0, 5);
  g_autoptr (EuchreStrategy) y = euchre_strategy_new ("club", 0, 5);
  EuchreView vx, vy;
  EuchreAction ax, ay;
  const char *rx = NULL, *ry = NULL;
  guint *n = data;

  euchre_state_get_view (s, s->pub.turn, &vx);
  euchre_state_get_view (twin, twin->pub.turn, &vy);
  x->oracle = s;
  y->oracle = twin;
  ax = euchre_strategy_choose (x, &vx, legal, &rx);
  ay = euchre_strategy_choose (y, &vy, legal, &ry);
  g_assert_true (euchre_action_equal (&ax, &ay));
  g_assert_cmpstr (rx, ==, ry);
  if (memcmp (s, twin, sizeof *s) != 0)
    (*n)++;
}

static void
test_club_honest (void)
{
  guint differing = 0;

  for_each_twin_position (400, 3, club_twins, &differing);
  /* Most twins really hide a different deal. */
  g_assert_cmpuint (differing, >, 200);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/euchre/strategy-club/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/euchre/strategy-club/not-gertz", test_club_not_gertz);
  g_test_add_func ("/euchre/strategy-club/personality", test_club_personality);
  g_test_add_func ("/euchre/strategy-club/own-choices-legal", test_club_own_choices_legal);
  g_test_add_func ("/euchre/strategy-club/always-legal", test_club_always_legal);
  g_test_add_func ("/euchre/strategy-club/honest", test_club_honest);
  return g_test_run ();
}
