/* test-strategy-classic.c — the CS 246 computer player, rule by rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case stacks a deal, replays a few actions to reach a decision and
 * checks what the classic strategy does there and which rule it names.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-util.h"

typedef struct {
  const char *name;
  guint dealer;
  const char *hands[4];
  const char *upcard;
  /* Actions before the decision, as script_action() reads them. */
  const char *script;
  const char *expect;          /* euchre_action_to_string () of the choice */
  const char *reason;          /* a word or two of the rule's reason */
} Case;

static void
run_case (gconstpointer data)
{
  const Case *c = data;
  EuchreRules r;
  EuchreState s;
  const char *reason = NULL;
  EuchreAction got;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  deal_hands (&s, &r, c->dealer, (const char **) c->hands, c->upcard);
  apply_script (&s, c->name, c->script);
  got = strategy_choice ("classic", EUCHRE_PERSONALITY_NORMAL, &s, &reason);
  check_choice (&s, c->name, got, reason, c->expect, c->reason);
}

/* Dealer 0 unless said: seat 1 bids first, seat 2 is the dealer's
 * partner, seat 3 the dealer's other opponent. */
static const Case cases[] = {
  /* ---- 2.2.2.1 proposed trump (upcard 9H: JH right, JD left) ---- */
  { "partner-deals/both-bowers-trump-ace", 0,
    { "9C TC QC KC AC", "9S TS QS KS AS", "JH JD AH 9D TD", "QD KD AD JS JC" }, "9H",
    "p", "order alone", "both bowers" },
  { "partner-deals/both-bowers-outside-ace", 0,
    { "9C TC QC KC AC", "9S TS QS KS TH", "JH JD AS 9D TD", "QD KD AD JS JC" }, "9H",
    "p", "order alone", "both bowers" },
  { "partner-deals/left-two-more", 0,
    { "9C TC QC KC AC", "9S TS QS AS AD", "JD KH QH 9D TD", "QD KD AH JS JC" }, "9H",
    "p", "order alone", "left bower" },
  { "partner-deals/left-one-more-ace", 0,
    { "9C TC QC KC JC", "9S TS QS JS AD", "JD KH AS 9D TD", "QD KD AH QH AC" }, "9H",
    "p", "order alone", "left bower" },
  { "partner-deals/right-not-enough", 0,
    { "9C TC QC KC JC", "9S TS QS JS AD", "JH KH AS 9D TD", "QD KD AH QH AC" }, "9H",
    "p", "pass", "Partner deals" },
  { "partner-deals/left-one-more-no-ace", 0,
    { "9C TC QC AC JC", "AS TS KS JS AD", "JD KH QS 9D TD", "QD KD AH QH KC" }, "9H",
    "p", "pass", "Partner deals" },
  { "opponent-deals/alone", 0,
    { "9C TC QC KC 9D", "JH JD TH AS 9S", "TS QS KS JS AD", "QD KD AH QH AC" }, "9H",
    "", "order alone", "go alone" },
  { "opponent-deals/bowers-ace-no-third-trump", 0,
    { "9C TC QC KC 9D", "JH JD AS 9S JC", "TS QS KS JS AD", "QD KD AH QH AC" }, "9H",
    "", "order", "right bower, another trump" },
  { "opponent-deals/order-up", 0,
    { "9C QC KC JC 9D", "JH TH AS TC 9S", "TS QS KS JS AD", "QD KD AH QH AC" }, "9H",
    "", "order", "right bower, another trump" },
  { "opponent-deals/no-ace", 0,
    { "AC QC KC JC 9D", "JH TH 9S TC 9C", "TS QS KS JS AD", "QD KD AH QH AS" }, "9H",
    "", "pass", "pass" },
  { "opponent-deals/no-right", 0,
    { "KC QC 9C JC 9D", "JD TH QH AS TC", "TS 9S KS JS AD", "AC KD AH KH QS" }, "9H",
    "", "pass", "pass" },
  { "opponent-deals/seat-3-alone", 0,
    { "KC QC 9C QS 9D", "TS 9S KS TC AD", "QD KD AH KH AS", "JH JD TH AC JS" }, "9H",
    "p p", "order alone", "go alone" },
  { "dealer/alone-three-more", 0,
    { "JH KH QH 9S TS", "9C TC QC KC AC", "QS KS AS 9D TD", "JD QD KD AD JS" }, "9H",
    "p p p", "order alone", "pick up and go alone" },
  { "dealer/alone-two-more-ace", 0,
    { "JH KH AS 9S TS", "9C TC QC KC AC", "QS KS JS 9D TD", "JD QD KD AD QH" }, "9H",
    "p p p", "order alone", "pick up and go alone" },
  { "dealer/right-two-more-upcard-counts", 0,
    { "JH KH 9S TS QS", "9C TC QC KC AC", "AS KS JS 9D TD", "JD QD KD AD QH" }, "9H",
    "p p p", "order", "pick up" },
  { "dealer/right-one-more-ace", 0,
    { "JH 9S TS QS AC", "9C TC QC KC JC", "AS KS JS 9D TD", "JD QD KD AD QH" }, "9H",
    "p p p", "order", "pick up" },
  { "dealer/left-two-more", 0,
    { "JD KH 9S TS QS", "9C TC QC KC AC", "AS KS JS 9D TD", "JH QD KD AD QH" }, "9H",
    "p p p", "order", "pick up" },
  { "dealer/left-one-more-ace", 0,
    { "JD AC 9S TS QS", "9C TC QC KC JC", "AS KS JS 9D TD", "JH QD KD AD QH" }, "9H",
    "p p p", "order", "pick up" },
  { "dealer/no-bower", 0,
    { "KH QH AH 9S TS", "9C TC QC KC JC", "AS KS JS 9D TD", "JH QD KD AD JD" }, "9H",
    "p p p", "pass", "Dealer without" },
  { "dealer/right-one-more-no-ace", 0,
    { "JH 9S TS QS KS", "9C TC QC KC JC", "AS KH JS 9D TD", "AH QD KD AD JD" }, "9H",
    "p p p", "pass", "Dealer without" },

  /* ---- 2.2.2.2 declaring trump (upcard turned down) ---- */
  { "declare/footnote-hearts-alone", 0,
    { "9D TD QD KD QC", "JH JD AH AD 9C", "TS QS KS AS TC", "9H TH QH KH KC" }, "9S",
    "p p p p", "call H alone", "go alone" },
  { "declare/two-suits-alone", 0,
    { "9D TD QD KD KC", "JC JS 9H TH QH", "TS QS KS AS AD", "JD KH AH AC QC" }, "9S",
    "p p p p", "call C alone", "go alone" },
  { "declare/outside-ace-alone", 0,
    { "9D QD KD KC QC", "JC JS AH 9H TD", "TS QS KS AS AD", "JD KH TH AC QH" }, "9S",
    "p p p p", "call C alone", "go alone" },
  { "declare/both-bowers-not-enough", 0,
    { "9D QD AH KC QC", "JC JS 9H TD KD", "TS QS KS AS AD", "JD KH TH AC QH" }, "9S",
    "p p p p", "pass", "pass" },
  { "declare/right-two-more", 0,
    { "AD QD AH KC QC", "JD 9D TD 9C TC", "TS QS KS AS JS", "JH KH TH AC QH" }, "9S",
    "p p p p", "call D", "right bower" },
  { "declare/right-one-more-ace", 0,
    { "KD QD AH KC QC", "JD 9D AC 9C TC", "TS QS KS AS JS", "JH KH TH AD QH" }, "9S",
    "p p p p", "call D", "right bower" },
  { "declare/left-three-more", 0,
    { "KD QD AD KC QC", "JD 9H TH QH 9C", "TS QS KS AS JS", "JH KH AH TD AC" }, "9S",
    "p p p p", "call H", "left bower" },
  { "declare/left-two-more-ace", 0,
    { "KD QD AD KC QC", "JD 9H TH AC 9C", "TS QS KS AS JS", "JH KH AH TD QH" }, "9S",
    "p p p p", "call H", "left bower" },
  { "declare/left-two-more-no-ace", 0,
    { "KD QD AD AC QC", "JD 9H TH KC 9C", "TS QS KS AS JS", "JH KH AH TD QH" }, "9S",
    "p p p p", "pass", "pass" },
  { "declare/ace-to-nine", 0,
    { "JD JH AH KC QC", "AD KD QD TD 9D", "TS QS KS AS JS", "9H KH TH AC QH" }, "9S",
    "p p p p", "call D", "A K Q 10 9" },
  { "declare/prefer-diamonds-over-spades", 0,
    { "TD QD AH KC QC", "JD 9D JS 9S AC", "TS QS KS AS TH", "JH KH AD 9C QH" }, "9H",
    "p p p p", "call D", "right bower" },
  { "declare/alone-before-partnered", 0,
    { "TD QD KH KC QC", "JH 9H AD JC JS", "TS QS KS AS TH", "9D KD AH 9C QH" }, "9S",
    "p p p p", "call C alone", "go alone" },
  { "declare/dealer-counts-turned-down-upcard", 0,
    { "JD 9D 9C TC QC", "JH KD QD TD KC", "TS QS KS JS AC", "9H KH TH AD QH" }, "AS",
    "p p p p p p p", "call D", "right bower" },
  { "declare/never-the-turned-down-suit", 0,
    { "9D TD QD KD JC", "AH KH QH TH 9H", "TS QS KS AS AD", "JD 9S 9C AC QC" }, "JH",
    "p p p p", "pass", "pass" },

  /* ---- 2.2.2.3 discarding ---- */
  { "discard/lowest-non-trump-prefers-diamonds", 0,
    { "9S 9D KC AH JD", "9C TC QC JC AC", "TS QS KS AS JS", "JH KH TH AD QH" }, "9H",
    "p p p o", "discard 9D", "not trump" },
  { "discard/prefers-hearts", 0,
    { "9H 9C AS KS QS", "TC QC JC AC KC", "TS JS JH AH TH", "9D KH TD AD QH" }, "9S",
    "p p p o", "discard 9H", "not trump" },
  { "discard/all-trump", 0,
    { "JH JD AH KH QH", "TC QC JC AC KC", "TS JS 9S AS KS", "9D TH TD AD KD" }, "9H",
    "p p p o", "discard 9H", "All trump" },

  /* ---- 2.2.2.4 leading ---- */
  { "lead/maker-highest-trump", 0,
    { "9S TS QS KS 9D", "JH TH AS 9C TC", "JS TD QD KD QC", "JD KH AH AD AC" }, "9H",
    "o d9S", "play JH", "highest trump" },
  { "lead/maker-no-trump-ace", 0,
    { "9S QH QS KS 9D", "JH AS AD 9C TC", "JS TD QD KD QC", "JD KH AH TS AC" }, "9H",
    "o d9S JH JS JD QH", "play AD", "outside ace" },
  { "lead/maker-no-trump-no-ace-highest", 0,
    { "9S QH QS AS 9D", "JH KS KC 9C TD", "JS TS QD KD QC", "JD KH AH AD AC" }, "9H",
    "o d9D JH JS JD QH", "play KS", "highest card" },
  { "lead/partner-called-right-bower", 2,
    { "9C TC QC KC AC", "9S TS QS KS TH", "JS QD KD AD 9D", "JH JD AS QH TD" }, "9H",
    "p p o d9D", "play JH", "right bower" },
  { "lead/partner-called-lowest-trump", 2,
    { "9C TC QC KC AC", "JH TS QS KS TH", "JS QD KD AD 9D", "JD AH AS QH TD" }, "9H",
    "p p o d9D", "play QH", "lowest trump" },
  { "lead/partner-called-no-trump-ace", 2,
    { "9C TC QC KC JC", "JH TS QS KS TH", "JS KD AD 9D KH", "AS AC 9S TD QD" }, "9H",
    "p p o d9D", "play AS", "outside ace" },
  { "lead/partner-called-opposite-colour", 2,
    { "AC TC QC KC JC", "JH TS QS AS TH", "JS AD JD AH 9D", "9S 9C KS TD KD" }, "9H",
    "p p o d9D", "play 9S", "other colour" },
  { "lead/partner-called-same-colour", 2,
    { "KS 9C TC QC KC", "QS JH AH KH AC", "TS JS 9S TH QH", "AS 9D TD QD KD" }, "9H",
    "p p o dJS AS KS QS TS", "play 9D", "trump’s colour" },
  { "lead/opponents-called-right-bower-ace", 0,
    { "QH KH AH TS KD", "JH AS 9C TC QD", "JD QS KS JS 9D", "AD TH AC QC KC" }, "9H",
    "p p p o dTS", "play AS", "right bower" },
  { "lead/opponents-called-right-bower-no-ace", 0,
    { "QH AH AS TS KD", "JH KS 9C TC QD", "JD QS AD JS 9D", "KH TH AC QC KC" }, "9H",
    "p p p o dTS", "play KS", "highest off-suit" },
  { "lead/opponents-called-highest-off-suit", 0,
    { "QH AH AS TS QD", "TH KS KD 9C TC", "JD QS AD JS 9D", "KH JH AC QC KC" }, "9H",
    "p p p o dTS", "play KD", "highest off-suit" },
  { "lead/opponents-called-only-trump", 0,
    { "9S 9C AS TS QD", "TH QH KH AH JD", "JH QS AD JS 9D", "KS KD AC QC KC" }, "9H",
    "p p p o d9S", "play JD", "only trump" },

  /* ---- 2.2.2.5 following (dealer 0 picks up 9H: hearts trump) ---- */
  { "follow/take-with-highest", 0,
    { "QH KH AH TD QD", "KS JH 9C TC QC", "AS 9S JD KD AD", "JS TH JC AC KC" }, "9H",
    "p p p o dTD KS", "play AS", "highest card of the suit" },
  { "follow/cannot-take-lowest", 0,
    { "QH KH AH TD QD", "AS JH 9C TC QC", "KS 9S JD KD AD", "JS TH JC AC KC" }, "9H",
    "p p p o dTD AS", "play 9S", "lowest card of the suit" },
  { "follow/partner-has-it-lower", 0,
    { "QH KH AH TD QD", "AS JH 9C TC QC", "9S JD KD AD AC", "TS KS JC TH KC" }, "9H",
    "p p p o dTD AS 9S", "play TS", "Partner has the trick" },
  { "follow/partner-has-it-nothing-lower", 0,
    { "QH KH AH TD QD", "9S JH 9C TC QC", "JD KD AD AC 9D", "TS KS JC TH KC" }, "9H",
    "p p p o dTD 9S 9D", "play KS", "nothing lower" },
  { "follow/trump-highest-takes", 0,
    { "QH KH AH TD QD", "AS 9S 9C TC QC", "JH TH JC AC KC", "TS KS JD KD AD" }, "9H",
    "p p p o dTD AS", "play JH", "highest trump" },
  { "follow/trump-cannot-take-throw-off", 0,
    { "QH KH 9S TD QD", "AS TS 9C TC QC", "JH TH JC AD KC", "AH JD AC KD 9D" }, "9H",
    "p p p o dTD AS JH", "play AC", "void" },
  /* "so that you take the trick but keep your high trump cards": the
   * lowest trump that takes the trick, not the highest. */
  { "follow/last-lowest-trump", 0,
    { "JD TH QD KD AD", "AS TS 9C TC QC", "9S JH JC AC KC", "KS QH KH AH TD" }, "9H",
    "p p p o dQD AS 9S KS", "play 9H", "lowest trump that takes it" },
  { "follow/last-lowest-trump-that-takes", 0,
    { "JD TH QD KH AD", "AS TS 9C TC QC", "9S JH JC AC KC", "QH AH 9D TD KD" }, "9H",
    "p p p o dQD AS 9S QH", "play KH", "lowest trump that takes it" },
  { "follow/last-no-trump-takes", 0,
    { "TC TH QD KH AD", "AS TS 9C JS QC", "QS JH JC AC KC", "JD AH 9D TD KD" }, "9H",
    "p p p o dQD AS QS JD", "play AD", "void" },
  { "follow/no-trump-void", 0,
    { "QH KH AH TD QD", "AS TS 9C TC 9S", "9D JC AC KC QC", "KS JH TH JD KD" }, "9H",
    "p p p o dTD AS", "play 9D", "void" },
  { "follow/no-trump-smallest", 0,
    { "QH KH AH AD QD", "AS TS QS JS QC", "9D TD 9C TC KC", "KS JH TH JD KD" }, "9H",
    "p p p o dAD AS", "play 9D", "smallest off-suit" },
  { "follow/partner-has-it-void", 0,
    { "QH KH AH AD TD", "AS TS QS JS QC", "9S 9D 9C TC KC", "JH QD AC JC TH" }, "9H",
    "p p p o dAD AS 9S", "play QD", "void" },
  { "follow/partner-has-it-only-trump", 0,
    { "9S QD AD AC TD", "AS TS QS JS QC", "KS 9D 9C TC KC", "JH JD TH QH KH" }, "9H",
    "p p p o dTD AS KS", "play TH", "only trump" },
};

/* The classic player never picks an illegal action, in any rules. */
static void
test_classic_always_legal (void)
{
  play_games_checking_legality ("classic", 300);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = NULL;

      path = g_strdup_printf ("/euchre/strategy-classic/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/euchre/strategy-classic/always-legal", test_classic_always_legal);
  return g_test_run ();
}
