/* test-partnership.c — the Hard player as a partner: the habits players
 * ask of a computer partner, one constructed position each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each position is dealt by stacking the pack (dealer 0, Standard rules),
 * bid and played to the decision by a script, then put to `expert` and
 * `expert-learned` (the same card play) with no time limit, so that the
 * choice does not depend on the machine's load.  Several seeds each: a
 * habit is kept when every seed keeps it.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-ai-private.h"
#include "test-util.h"

static const char *const players[] = { "expert", "expert-learned" };

/* The card each player and seed plays for the seat to act after @script;
 * fails naming @name when one of them plays a card of @bad. */
static void
check_habit (const char *name, const char *hands[4], const char *upcard, const char *script,
             const char *bad)
{
  EuchreCardSet avoid = cards (bad);

  g_setenv ("EUCHRE_EXPERT_BUDGET_MS", "0", TRUE);
  for (guint p = 0; p < G_N_ELEMENTS (players); p++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        EuchreRules rules;
        EuchreState s;
        EuchreView v;
        EuchreActionList legal;
        EuchreAction a;
        const char *reason;
        g_autoptr (EuchreStrategy) x = euchre_strategy_new (players[p], 0, seed);
        char buf[3];

        euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
        deal_hands (&s, &rules, 0, hands, upcard);
        apply_script (&s, name, script);
        euchre_state_get_view (&s, s.pub.turn, &v);
        euchre_view_legal_actions (&v, &legal);
        g_assert_cmpuint (legal.n, >, 1);
        a = euchre_strategy_choose (x, &v, &legal, &reason);
        g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PLAY);
        g_test_message ("%s: %s (seed %" G_GUINT64_FORMAT ") plays %s", name, players[p], seed,
                        euchre_card_short_name (a.card, buf));
        if (avoid & EUCHRE_CARD_BIT (a.card))
          g_error ("%s: %s (seed %" G_GUINT64_FORMAT ") played %s", name, players[p], seed,
                   euchre_card_short_name (a.card, buf));
      }
  g_unsetenv ("EUCHRE_EXPERT_BUDGET_MS");
}

/* Partner (seat 3) ordered hearts up and holds the top trumps; seat 1 has
 * the lead with the ten of trump and nothing else of use: it leads trump
 * to its maker partner, not a side suit. */
static void
test_leads_trump_to_maker (void)
{
  const char *hands[4] = { "9D TD JS QS KC", "TH 9C TC 9S QD", "KH AS TS AD KD",
                           "JH JD AH 9H AC" };

  check_habit ("leads trump to a maker partner", hands, "QH", "p p o dKC", "9C TC 9S QD");
}

/* Spades are trump.  Seat 1 led the king of clubs, partner (seat 2) took
 * it with the ace, seat 3 followed: the dealer, last to play and out of
 * clubs, does not trump its partner's winner. */
static void
test_no_trump_on_partner (void)
{
  const char *hands[4] = { "JS QS 9H TH QD", "KC TC AH KH 9D", "AC JC AS KS TD",
                           "9C QC JH AD KD" };

  check_habit ("does not trump a partner's sure winner", hands, "9S", "p o dQD KC AC 9C",
               "9S JS QS");
}

/* The dealer picked up the queen of spades and went alone; seat 1 leads
 * against the loner with a single ace (diamonds) and hearts, its long
 * suit: it keeps the ace and leads from the long suit. */
static void
test_no_ace_into_loner (void)
{
  const char *hands[4] = { "JS AS 9S KC JD", "AD 9H TH QH 9C", "TS KS JH KH TC",
                           "AH AC TD KD 9D" };

  check_habit ("does not lead an ace into a loner", hands, "QS", "p p p oa dJD", "AD");
}

/* Hearts are trump (seat 3 ordered up; the dealer holds the right bower);
 * seat 1 led the ace of clubs and seat 2 followed.  Seat 3, out of clubs, holds the left bower and one
 * small trump: it does not trump its partner's ace, nor spend the small
 * trump that guards its left bower: it throws a spade. */
static void
test_keeps_left_guarded (void)
{
  const char *hands[4] = { "TH QH KC JH TD", "AC 9C AS AD KD", "TC JC KS QS 9D",
                           "JD 9H 9S TS QD" };

  check_habit ("keeps the left bower guarded", hands, "AH", "p p o dTD AC TC", "JD 9H");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/partnership/leads-trump-to-maker", test_leads_trump_to_maker);
  g_test_add_func ("/euchre/partnership/no-trump-on-partner", test_no_trump_on_partner);
  g_test_add_func ("/euchre/partnership/no-ace-into-loner", test_no_ace_into_loner);
  g_test_add_func ("/euchre/partnership/keeps-left-guarded", test_keeps_left_guarded);
  return g_test_run ();
}
