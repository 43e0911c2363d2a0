/* test-coach.c — the analysis' numbers in the player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real analyses of constructed positions (as in test-analysis.c): the
 * texts hold the analysis' own numbers, rounded as they say; in German
 * with a decimal comma; the count of saved cards with its plural form.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "euchre-ai.h"
#include "euchre-names.h"
#include "test-util.h"

typedef struct {
  const char *name;
  guint dealer;
  const char *hands[4];
  const char *upcard;
  const char *script;
} Position;

/* Seat 1 bids first: no trump, no ace; ordering up the 9H into the
 * dealer's hearts is a euchre. */
static const Position hopeless = {
  "hopeless order-up", 0,
  { "JH AH KH QC KC", "9C TC 9D TD 9S", "AC JC QD KD AD", "TS JS QS KS AS" }, "9H", "",
};
/* Seat 1 holds the five best hearts: alone, it marches. */
static const Position laydown = {
  "laydown loner", 0,
  { "9C TC 9D TD 9S", "JH JD AH KH QH", "AC JC QD KD AD", "TS JS QS KS AS" }, "9H", "",
};
/* Seat 0 plays last to its partner's ace of spades, holding the right
 * bower and clubs. */
static const Position last_seat = {
  "last seat", 0,
  { "JH 9C TC QC KC", "9S TD JD QH KH", "AS AC AD KD QD", "TS JS QS KS AH" }, "9H",
  "p p p o dTC 9S AS TS",
};
/* Seat 0 follows East's ace of spades with no trump and no ace: three
 * spades, and two. */
static const Position three_spades = {
  "three spades", 2,
  { "9S QS KS 9D TD", "JS TS 9C TC QD", "AH KH QH JC QC", "AS JH TH AC KC" }, "9H",
  "o dJC AS",
};
static const Position two_spades = {
  "two spades", 2,
  { "9S KS 9D TD QD", "JS TS 9C TC QS", "AH KH QH JC QC", "AS JH TH AC KC" }, "9H",
  "o dJC AS",
};

static void
analyse (const Position *pos, guint32 seed, EuchreView *view, EuchreAnalysis *out)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  EuchreRules rules;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &rules, pos->dealer, (const char **) pos->hands, pos->upcard);
  apply_script (&s, pos->name, pos->script);
  euchre_state_get_view (&s, s.pub.turn, view);
  euchre_view_legal_actions (view, &list);
  euchre_analysis_run (view, &list, rand, 0, out);
  g_assert_cmpuint (out->n_samples, >, 0);
}

/* Matches @text against @pattern (anchored) and returns capture @i… */
static GMatchInfo *
match (const char *text, const char *pattern)
{
  g_autoptr (GRegex) re = g_regex_new (pattern, G_REGEX_ANCHORED | G_REGEX_DOLLAR_ENDONLY, 0,
                                       NULL);
  GMatchInfo *info = NULL;

  g_assert_nonnull (re);
  if (!g_regex_match (re, text, 0, &info))
    g_error ("“%s” does not match /%s/", text, pattern);
  return info;
}

/* Capture @i as a number written with @sep as the decimal separator. */
static double
number (GMatchInfo *info, int i, char sep)
{
  g_autofree char *s = g_match_info_fetch (info, i);

  for (char *p = s; *p; p++)
    if (*p == sep)
      *p = '.';
  return g_ascii_strtod (s, NULL);
}

static void
assert_points (double said, double points)
{
  g_assert_cmpfloat (fabs (said - points), <=, 0.05 + 1e-9);
}

static void
assert_percent (double said, double chance)
{
  g_assert_cmpfloat (fabs (said - chance * 100), <=, 0.5 + 1e-9);
}

/* The option with the most points after the best (what the hint compares). */
static guint
runner_up (const EuchreAnalysis *an)
{
  guint r = an->best == 0 ? 1 : 0;

  for (guint i = 0; i < an->n; i++)
    if (i != an->best && an->options[i].points > an->options[r].points)
      r = i;
  return r;
}

static void
test_coach_bid_hints (void)
{
  EuchreView v;
  EuchreAnalysis an;
  g_autofree char *hint = NULL;
  g_autofree char *laydown_hint = NULL;
  g_autoptr (GMatchInfo) m = NULL;
  g_autoptr (GMatchInfo) ml = NULL;
  const EuchreAnalysisOption *best, *other;

  analyse (&hopeless, 1, &v, &an);
  best = &an.options[an.best];
  other = &an.options[runner_up (&an)];
  g_assert_cmpuint (best->action.type, ==, EUCHRE_ACTION_PASS);
  hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", hint);
  m = match (hint, "Pass: ([+-][0-9]+\\.[0-9]) points on average; (ordering up|calling [A-Za-z]+"
                   "|going alone|calling [A-Za-z]+ alone): ([+-][0-9]+\\.[0-9])$");
  assert_points (number (m, 1, '.'), best->points);
  assert_points (number (m, 3, '.'), other->points);

  analyse (&laydown, 2, &v, &an);
  best = &an.options[an.best];
  other = &an.options[runner_up (&an)];
  g_assert_cmpuint (best->action.type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_true (best->action.alone);
  laydown_hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", laydown_hint);
  ml = match (laydown_hint, "Order up, alone: you make it in ([0-9]+) % of deals, "
                            "\\+([0-9]+\\.[0-9]) points on average; [a-z ]+: "
                            "([+-][0-9]+\\.[0-9])$");
  assert_percent (number (ml, 1, '.'), best->make_chance);
  assert_points (number (ml, 2, '.'), best->points);
  assert_points (number (ml, 3, '.'), other->points);
  /* Four points for a march alone, in nearly every deal. */
  g_assert_cmpfloat (best->points, >, 3.0);
}

static void
test_coach_card_hint_keeps (void)
{
  EuchreView v;
  EuchreAnalysis an;
  g_autofree char *hint = NULL;
  g_autofree char *name = NULL;
  g_autofree char *pattern = NULL;
  g_autoptr (GMatchInfo) m = NULL;
  const EuchreAnalysisOption *best;

  analyse (&last_seat, 3, &v, &an);
  best = &an.options[an.best];
  g_assert_cmpuint (best->action.type, ==, EUCHRE_ACTION_PLAY);
  g_assert_cmpuint (best->action.card, !=, C ("JH"));
  hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", hint);
  name = euchre_name_card (best->action.card);
  pattern = g_strdup_printf ("%s: your side takes this trick in ([0-9]+) %% of deals and keeps your right "
                             "bower$", name);
  m = match (hint, pattern);
  assert_percent (number (m, 1, '.'), best->trick_chance);
  /* The partner's ace takes the trick in every deal. */
  g_assert_cmpfloat (best->trick_chance, ==, 1.0);
}

/* Void in spades, seat 0 holds one trump (TD) and the ace of hearts
 * when East leads a spade that West's ace would take: trumping wins the
 * trick and keeps the ace (the trump itself when the best card is not it). */
static const Position one_trump = {
  "one trump", 2,
  { "9H AH JC QC TD", "AS TS JS QS 9C", "9S TH JH QH KH", "KS TC KC AC JD" }, "9D",
  "o dTH KS",
};

static void
test_coach_card_hint_keeps_ace (void)
{
  EuchreView v;
  EuchreAnalysis an;
  g_autofree char *hint = NULL;
  g_autofree char *name = NULL;
  g_autofree char *pattern = NULL;
  g_autoptr (GMatchInfo) m = NULL;
  const EuchreAnalysisOption *best;

  analyse (&one_trump, 5, &v, &an);
  best = &an.options[an.best];
  hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", hint);
  name = euchre_name_card (best->action.card);
  pattern = g_strdup_printf ("%s: your side takes this trick in ([0-9]+) %% of deals and keeps the %s$", name,
                             best->action.card == C ("TD") ? "Ace of Hearts" : "Ten of Diamonds");
  m = match (hint, pattern);
  assert_percent (number (m, 1, '.'), best->trick_chance);
}

static void
test_coach_card_hint_saves (void)
{
  const struct { const Position *pos; const char *pattern; } rows[] = {
    { &three_spades, "Nine of Spades: your side takes this trick in ([0-9]+) % of deals and saves your 2 "
                     "higher cards$" },
    { &two_spades, "Nine of Spades: your side takes this trick in ([0-9]+) % of deals and saves your "
                   "higher card$" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      EuchreView v;
      EuchreAnalysis an;
      g_autofree char *hint = NULL;

      analyse (rows[i].pos, 4 + i, &v, &an);
      hint = euchre_coach_hint_text (&v, &an);
      g_autoptr (GMatchInfo) m = NULL;

      g_test_message ("%s", hint);
      /* The partner, void in spades, may trump East's ace. */
      m = match (hint, rows[i].pattern);
      assert_percent (number (m, 1, '.'), an.options[an.best].trick_chance);
    }
}

static void
test_coach_mistake (void)
{
  EuchreView v;
  EuchreAnalysis an;
  EuchreAction jh = card_action (EUCHRE_ACTION_PLAY, "JH");
  g_autofree char *text = NULL;
  g_autofree char *best_text = NULL;
  g_autofree char *best_action = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *action = NULL;
  g_autoptr (GMatchInfo) m = NULL;
  guint bad = G_MAXUINT;

  analyse (&last_seat, 3, &v, &an);
  for (guint i = 0; i < an.n; i++)
    if (euchre_action_equal (&an.options[i].action, &jh))
      bad = i;
  g_assert_cmpuint (bad, <, an.n);
  g_assert_true (euchre_analysis_is_mistake (&an, &jh));
  text = euchre_coach_mistake_text (&v, &an, bad);
  g_test_message ("%s", text);
  action = euchre_coach_action_text (&v, &jh);
  g_assert_cmpstr (action, ==, "Play the Jack of Hearts");
  best_action = euchre_coach_action_text (&v, &an.options[an.best].action);
  pattern = g_strdup_printf ("“Play the Jack of Hearts” costs ([0-9]+\\.[0-9]) points on "
                             "average\\. Better: “%s”, your side takes this trick in 100 %% of deals, "
                             "([+-][0-9]+\\.[0-9]) points on average\\.$", best_action);
  m = match (text, pattern);
  assert_points (number (m, 1, '.'), euchre_analysis_cost (&an, &jh));
  assert_points (number (m, 2, '.'), an.options[an.best].points);

  best_text = euchre_coach_mistake_text (&v, &an, an.best);
  g_assert_true (g_str_has_prefix (best_text, "“Play the "));
  g_assert_nonnull (strstr (best_text, "” is the best choice: your side takes this trick in 100 % of deals"));
}

/* Only one legal card: no numbers to give. */
static void
test_coach_only_choice (void)
{
  EuchreView v;
  EuchreAnalysis an;
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);
  g_autofree char *hint = NULL;
  g_autofree char *name = NULL;
  g_autofree char *expect = NULL;
  EuchreRules rules;
  EuchreState s;
  EuchreActionList list;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &rules, 0, (const char **) last_seat.hands, last_seat.upcard);
  apply_script (&s, last_seat.name, last_seat.script);
  while (euchre_state_legal_actions (&s, &list) > 1)
    apply_ok (&s, list.actions[0]);
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_PLAY);
  euchre_state_get_view (&s, s.pub.turn, &v);
  euchre_view_legal_actions (&v, &list);
  g_assert_cmpuint (list.n, ==, 1);
  euchre_analysis_run (&v, &list, rand, 0, &an);
  hint = euchre_coach_hint_text (&v, &an);
  name = euchre_name_card (list.actions[0].card);
  expect = g_strdup_printf ("%s: the only legal choice", name);
  g_assert_cmpstr (hint, ==, expect);
}

/* The same analyses in German: a decimal comma, and the plural form. */
static void
test_coach_german (void)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  EuchreView v;
  EuchreAnalysis an;
  g_autofree char *hint = NULL;
  g_autofree char *saves = NULL;
  g_autofree char *mistake = NULL;
  g_autoptr (GMatchInfo) m = NULL;
  EuchreAction jh = card_action (EUCHRE_ACTION_PLAY, "JH");
  const EuchreAnalysisOption *bad;

  if (setlocale (LC_ALL, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed (locale-gen de_DE.UTF-8)");
      return;
    }
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  analyse (&laydown, 2, &v, &an);
  hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", hint);
  m = match (hint, "Aufnehmen lassen, allein: ihr schafft es in ([0-9]+) % der Verteilungen, "
                   "im Schnitt \\+([0-9]+,[0-9]) Punkte; .+: ([+-][0-9]+,[0-9])$");
  assert_percent (number (m, 1, ','), an.options[an.best].make_chance);
  assert_points (number (m, 2, ','), an.options[an.best].points);
  assert_points (number (m, 3, ','), an.options[runner_up (&an)].points);

  analyse (&three_spades, 4, &v, &an);
  saves = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", saves);
  g_assert_true (g_str_has_prefix (saves, "Pik-Neun: deine Partei macht diesen Stich in "));
  g_assert_true (g_str_has_suffix (saves, " % der Verteilungen und schont deine 2 höheren "
                                          "Karten"));

  analyse (&last_seat, 3, &v, &an);
  bad = euchre_analysis_find (&an, &jh);
  mistake = euchre_coach_mistake_text (&v, &an, bad - an.options);
  g_test_message ("%s", mistake);
  g_clear_pointer (&m, g_match_info_unref);
  m = match (mistake, "„Herz-Bube spielen“ kostet im Schnitt ([0-9]+,[0-9]) Punkte\\. Besser: ");
  assert_points (number (m, 1, ','), euchre_analysis_cost (&an, &jh));

  setlocale (LC_ALL, "C");
  g_unsetenv ("LANGUAGE");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* Untranslated English and the C number format for all but the
   * German case. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C");
  g_test_add_func ("/euchre/coach/bid-hints", test_coach_bid_hints);
  g_test_add_func ("/euchre/coach/card-hint-keeps", test_coach_card_hint_keeps);
  g_test_add_func ("/euchre/coach/card-hint-keeps-ace", test_coach_card_hint_keeps_ace);
  g_test_add_func ("/euchre/coach/card-hint-saves", test_coach_card_hint_saves);
  g_test_add_func ("/euchre/coach/mistake", test_coach_mistake);
  g_test_add_func ("/euchre/coach/only-choice", test_coach_only_choice);
  g_test_add_func ("/euchre/coach/german", test_coach_german);
  return g_test_run ();
}
