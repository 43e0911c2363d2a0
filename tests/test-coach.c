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

/* The option ranked next after the best (what the hint compares). */
static guint
runner_up (const EuchreAnalysis *an)
{
  guint r = an->best == 0 ? 1 : 0;

  for (guint i = 0; i < an->n; i++)
    if (i != an->best && euchre_analysis_compare (an, i, r) > 0)
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
  const EuchreAnalysisOption *best;

  analyse (&hopeless, 1, &v, &an);
  best = &an.options[an.best];
  g_assert_cmpuint (best->action.type, ==, EUCHRE_ACTION_PASS);
  hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", hint);
  /* The reason in words first, then the numbers (issue 42.2). */
  m = match (hint, "Pass: no trump in Hearts \\(([0-9]+) % to win the game, "
                   "([+-][0-9]+\\.[0-9]) points\\)$");
  assert_percent (number (m, 1, '.'), best->win);
  assert_points (number (m, 2, '.'), best->points);

  analyse (&laydown, 2, &v, &an);
  best = &an.options[an.best];
  g_assert_cmpuint (best->action.type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_true (best->action.alone);
  laydown_hint = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", laydown_hint);
  ml = match (laydown_hint, "Order up, alone: you hold 5 trumps and both bowers "
                            "\\(([0-9]+) % to win the game, \\+([0-9]+\\.[0-9]) points\\)$");
  assert_percent (number (ml, 1, '.'), best->win);
  assert_points (number (ml, 2, '.'), best->points);
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
  /* The situation first, from the facts of the hand (issue 52.1). */
  pattern = g_strdup_printf ("%s: your partner has the trick; ([0-9]+) %% to win the game; your "
                             "side takes this trick in ([0-9]+) %% of deals and keeps your right "
                             "bower$", name);
  m = match (hint, pattern);
  assert_percent (number (m, 1, '.'), best->win);
  assert_percent (number (m, 2, '.'), best->trick_chance);
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
  pattern = g_strdup_printf ("%s: you have no Spades; [0-9]+ %% to win the game; your side takes "
                             "this trick in ([0-9]+) %% of deals and keeps the %s$", name,
                             best->action.card == C ("TD") ? "Ace of Hearts" : "Ten of Diamonds");
  m = match (hint, pattern);
  assert_percent (number (m, 1, '.'), best->trick_chance);
}

static void
test_coach_card_hint_saves (void)
{
  const struct { const Position *pos; const char *pattern; } rows[] = {
    { &three_spades, "Nine of Spades: (?:[a-z ]+; )?[0-9]+ % to win the game; your side takes this trick in "
                     "([0-9]+) % of deals and saves your 2 higher cards$" },
    { &two_spades, "Nine of Spades: (?:[a-z ]+; )?[0-9]+ % to win the game; your side takes this trick in "
                   "([0-9]+) % of deals and saves your higher card$" },
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
  pattern = g_strdup_printf ("“Play the Jack of Hearts” lowers your chance to win the game from "
                             "([0-9]+) %% to ([0-9]+) %% and costs ([0-9]+\\.[0-9]) points on "
                             "average\\. Better: “%s”, ([0-9]+) %% to win the game; your side takes "
                             "this trick in 100 %% of deals, ([+-][0-9]+\\.[0-9]) points on "
                             "average\\.$", best_action);
  m = match (text, pattern);
  assert_percent (number (m, 1, '.'), an.options[an.best].win);
  assert_percent (number (m, 2, '.'), an.options[bad].win);
  assert_points (number (m, 3, '.'), euchre_analysis_cost (&an, &jh));
  assert_percent (number (m, 4, '.'), an.options[an.best].win);
  assert_points (number (m, 5, '.'), an.options[an.best].points);

  best_text = euchre_coach_mistake_text (&v, &an, an.best);
  g_assert_true (g_str_has_prefix (best_text, "“Play the "));
  g_assert_nonnull (strstr (best_text, "” is the best choice: "));
  g_assert_nonnull (strstr (best_text, " % to win the game; your side takes this trick in 100 % of "
                                       "deals"));
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

/* A bid's reason in words, read from the hand (issue 42.2): trumps,
 * bowers, aces outside trump; the dealer counts the upcard; a pass says
 * what the suit would give. */
static void
test_coach_bid_reason (void)
{
  static const Position strong = {
    "strong", 3, { "JH JD AH 9S AC", "9C TC QC KC TS", "JS QS KS AS TD", "QH KH TH 9D QD" }, "9H",
    "",
  };
  static const Position dealer = {
    "dealer", 0, { "JH 9H AS KC QD", "9C TC QC JC TS", "JS QS KS 9S TD", "QH KH TH 9D JD" }, "AH",
    "p p p",
  };
  static const Position weak = {
    "weak", 3, { "9C TC QS KD TH", "JH JD AH 9S AC", "JS KS AS TD QC", "QH KH 9D QD KC" }, "9H",
    "",
  };
  static const struct {
    const Position *pos;
    const char *script;         /* after the position's */
    EuchreAction action;
    const char *reason;
  } rows[] = {
    { &strong, "", { EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE },
      "you hold 3 trumps, both bowers and 1 outside ace" },
    { &dealer, "", { EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, TRUE },
      "with the upcard you hold 3 trumps, the right bower and 1 outside ace" },
    { &weak, "", { EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE },
      "only 1 trump in Hearts, no bower" },
    { &strong, "p p p p", { EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, EUCHRE_SPADES, FALSE },
      "you hold 1 trump and 2 outside aces" },
    { &strong, "p p p p", { EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, EUCHRE_DIAMONDS, FALSE },
      "you hold 2 trumps, both bowers and 2 outside aces" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreView v;
      EuchreActionList list;
      g_autofree char *reason = NULL;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      deal_hands (&s, &rules, rows[i].pos->dealer, (const char **) rows[i].pos->hands,
                  rows[i].pos->upcard);
      apply_script (&s, rows[i].pos->name, rows[i].pos->script);
      apply_script (&s, rows[i].pos->name, rows[i].script);
      g_assert_cmpuint (s.pub.turn, ==, 0);
      euchre_state_get_view (&s, 0, &v);
      euchre_view_legal_actions (&v, &list);
      g_assert_true (euchre_action_list_contains (&list, &rows[i].action));
      reason = euchre_coach_bid_reason (&v, &rows[i].action);
      g_assert_cmpstr (reason, ==, rows[i].reason);
    }
  /* A card has no bid's reason. */
  {
    EuchreView v = { 0 };
    EuchreAction play = { EUCHRE_ACTION_PLAY, 0, EUCHRE_SUIT_NONE, FALSE };

    g_assert_null (euchre_coach_bid_reason (&v, &play));
  }
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
  m = match (hint, "Aufnehmen lassen, allein: du hast 5 Trümpfe und beide Bauern "
                   "\\(([0-9]+) % Siegchance, \\+([0-9]+,[0-9]) Punkte\\)$");
  assert_percent (number (m, 1, ','), an.options[an.best].win);
  assert_points (number (m, 2, ','), an.options[an.best].points);

  analyse (&three_spades, 4, &v, &an);
  saves = euchre_coach_hint_text (&v, &an);
  g_test_message ("%s", saves);
  g_assert_true (g_str_has_prefix (saves, "Pik-Neun: "));
  g_assert_nonnull (strstr (saves, " % Siegchance; deine Partei macht diesen Stich in "));
  g_assert_true (g_str_has_suffix (saves, " % der Verteilungen und schont deine 2 höheren "
                                          "Karten"));

  analyse (&last_seat, 3, &v, &an);
  bad = euchre_analysis_find (&an, &jh);
  mistake = euchre_coach_mistake_text (&v, &an, bad - an.options);
  g_test_message ("%s", mistake);
  g_clear_pointer (&m, g_match_info_unref);
  m = match (mistake, "„Herz-Bube spielen“ senkt eure Chance, das Spiel zu gewinnen, von [0-9]+ % auf "
                      "[0-9]+ % und kostet im Schnitt ([0-9]+,[0-9]) Punkte\\. Besser: ");
  assert_points (number (m, 1, ','), euchre_analysis_cost (&an, &jh));

  setlocale (LC_ALL, "C");
  g_unsetenv ("LANGUAGE");
}

/* The figures as printed: the chance to win the game as a whole
 * percentage, points in tenths (the test's own rounding, as a player
 * reads them). */
static int
shown_win (double win)
{
  return (int) floor (win * 100 + 0.5);
}

static int
shown_tenths (double points)
{
  return (int) lround (points * 10);
}

/* Whether option @a shows figures no worse than @b's: a higher chance to
 * win the game, or the same and no fewer points. */
static gboolean
shows_no_worse (const EuchreAnalysisOption *a, const EuchreAnalysisOption *b)
{
  if (shown_win (a->win) != shown_win (b->win))
    return shown_win (a->win) > shown_win (b->win);
  return shown_tenths (a->points) >= shown_tenths (b->points);
}

/* One ranking: over thousands of random positions of random games, the
 * option the coach calls best never shows a worse first figure (the
 * chance to win the game) than another option beside it, nor, with the
 * same first figure, fewer points; the hint names it and shows its
 * figures first, and the runner-up's beside them are no better; what is
 * flagged a mistake ranks below it. */
static void
test_coach_one_ranking (void)
{
  g_autoptr (GRegex) first = g_regex_new ("^([0-9]+) % to win the game[;,] (?:.* )?([+-][0-9]+\\.[0-9]) "
                                          "points on average$", 0, 0, NULL);
  g_autoptr (GRegex) hint_re = g_regex_new (": ([0-9]+) % to win the game[;,] .*?([+-][0-9]+\\.[0-9]) "
                                            "points on average; [^;]+: ([0-9]+) %, "
                                            "([+-][0-9]+\\.[0-9]) points$", 0, 0, NULL);
  /* A bid's hint with its reason in words: the best option's own figures
   * (the options' figures are compared above). */
  g_autoptr (GRegex) reason_re = g_regex_new ("^[^:]+: .+ \\(([0-9]+) % to win the game, "
                                              "([+-][0-9]+\\.[0-9]) points\\)$", 0, 0, NULL);
  g_autoptr (GRegex) tie_re = g_regex_new (", or just as well .*: the difference is within "
                                           "the estimate’s noise, ±[0-9]+ % and ±[0-9.]+ points "
                                           "\\(([0-9]+) % and ([0-9]+) % to win the game\\)$", 0,
                                           0, NULL);
  guint positions = 0, hints = 0, mistakes = 0, ties = 0;

  g_setenv ("EUCHRE_EXPERT_SAMPLES", "8,6", TRUE);
  for (guint game = 0; positions < 3000; game++)
    {
      EuchreRules rules;
      EuchreState s;
      guint64 rng = game * 7 + 3;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      rules.points_to_win = 4 + game % 7;
      euchre_state_init (&s, &rules, game + 500);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER && positions < 3000)
        {
          EuchreActionList list;

          euchre_state_legal_actions (&s, &list);
          if (list.n > 1 && s.pub.phase != EUCHRE_PHASE_DEAL)
            {
              g_autoptr (GRand) rand = g_rand_new_with_seed (game * 131 + positions);
              g_autofree char *hint = NULL;
              g_autoptr (GMatchInfo) hm = NULL;
              EuchreAnalysis an;
              EuchreView v;
              const EuchreAnalysisOption *best;

              euchre_state_get_view (&s, s.pub.turn, &v);
              euchre_analysis_run (&v, &list, rand, 0, &an);
              best = &an.options[an.best];
              for (guint i = 0; i < an.n; i++)
                {
                  g_autofree char *text = euchre_coach_option_text (&v, &an, i);
                  g_autoptr (GMatchInfo) m = NULL;

                  if (!g_regex_match (first, text, 0, &m))
                    g_error ("the figures of an option do not start with the chance to win "
                             "the game: “%s”", text);
                  g_assert_cmpint ((int) number (m, 1, '.'), ==, shown_win (an.options[i].win));
                  if (!shows_no_worse (best, &an.options[i]))
                    {
                      g_autofree char *best_text = euchre_coach_option_text (&v, &an, an.best);

                      g_error ("the best option shows worse figures than another: best “%s”, "
                               "other “%s”", best_text, text);
                    }
                  if (euchre_analysis_is_mistake (&an, &an.options[i].action))
                    {
                      g_assert_cmpuint (i, !=, an.best);
                      g_assert_false (shows_no_worse (&an.options[i], best));
                      mistakes++;
                    }
                }
              hint = euchre_coach_hint_text (&v, &an);
              if (best->action.type != EUCHRE_ACTION_PLAY &&
                  g_regex_match (tie_re, hint, 0, &hm))
                {
                  /* Within the noise: said to be as good, the best first. */
                  g_assert_true (euchre_analysis_is_tie (&an, an.best, runner_up (&an)));
                  g_assert_cmpint ((int) number (hm, 1, '.'), >=, (int) number (hm, 2, '.'));
                  ties++;
                  hints++;
                }
              else if (best->action.type != EUCHRE_ACTION_PLAY)
                {
                  int w, p, w2, p2;

                  g_assert_false (euchre_analysis_is_tie (&an, an.best, runner_up (&an)));
                  /* The tie match above left its (empty) match info. */
                  g_clear_pointer (&hm, g_match_info_free);
                  if (g_regex_match (reason_re, hint, 0, &hm))
                    {
                      g_assert_cmpint ((int) number (hm, 1, '.'), ==, shown_win (best->win));
                      g_assert_cmpint (shown_tenths (number (hm, 2, '.')), ==,
                                       euchre_analysis_points_tenths (best->points));
                    }
                  else
                    {
                      g_clear_pointer (&hm, g_match_info_free);
                      if (!g_regex_match (hint_re, hint, 0, &hm))
                        g_error ("the hint does not compare by the chance to win the game: “%s”",
                                 hint);
                      w = (int) number (hm, 1, '.');
                      p = shown_tenths (number (hm, 2, '.'));
                      w2 = (int) number (hm, 3, '.');
                      p2 = shown_tenths (number (hm, 4, '.'));
                      if (w < w2 || (w == w2 && p < p2))
                        g_error ("the hint names an option with worse figures: “%s”", hint);
                    }
                  hints++;
                }
              positions++;
            }
          euchre_state_apply_legal (&s, &list.actions[euchre_rng_below (&rng, list.n)]);
        }
    }
  g_unsetenv ("EUCHRE_EXPERT_SAMPLES");
  g_test_message ("%u positions, %u bid hints compared (%u ties), %u mistakes", positions, hints,
                  ties, mistakes);
  g_assert_cmpuint (hints, >=, 300);
}

/* A reviewed hand made up: seat 0 made hearts; @mistakes of its
 * decisions flagged; of its five cards, @thrown threw a trick away with
 * all hands open (and one card of another seat did too). */
static EuchreReviewHand *
made_up_hand (guint mistakes, guint thrown)
{
  EuchreReviewHand *h = g_new0 (EuchreReviewHand, 1);

  h->hand = 1;
  h->seat = 0;
  h->maker = 0;
  h->trump = EUCHRE_HEARTS;
  h->decisions = g_array_new (FALSE, TRUE, sizeof (EuchreReviewDecision));
  h->plays = g_array_new (FALSE, TRUE, sizeof (EuchreReviewPlay));
  for (guint i = 0; i < 3; i++)
    {
      EuchreReviewDecision d = { 0 };

      d.analysis.n = 2;
      d.analysis.best = 0;
      d.analysis.options[0].win = 0.60;
      d.analysis.options[0].points = 1.0;
      d.analysis.options[1].win = 0.52;
      d.analysis.options[1].points = 0.3;
      d.chosen_index = i < mistakes ? 1 : 0;
      d.mistake = i < mistakes;
      d.cost = d.mistake ? 0.7 : 0;
      g_array_append_val (h->decisions, d);
    }
  for (guint i = 0; i < 6; i++)
    {
      /* Seat 0 (the makers) from 4 tricks down to 3 when it throws one;
       * seat 1 (a defender) throws one too, which is not seat 0's. */
      EuchreReviewPlay p = { .seat = i < 5 ? 0 : 1, .trick = 1 + i % 5, .makers_before = 4,
                             .makers_after = 4 };

      if (i < thrown)
        p.makers_after = 3;
      if (i == 5)
        p.makers_after = 5;
      g_array_append_val (h->plays, p);
    }
  return h;
}

/* The review's headline says what the review by what the person could
 * see found and what the open replay found of the person's cards: never
 * "No mistakes" alone while the open replay flags the person's cards. */
static void
test_coach_review_summary (void)
{
  const struct { guint mistakes, thrown; const char *expect; } rows[] = {
    { 0, 2, "No mistakes by what you could see; with all hands open, 2 of your cards threw a "
            "trick away" },
    { 0, 0, "No mistakes by what you could see; with all hands open, none of your cards threw "
            "a trick away" },
    { 1, 0, "1 mistake by what you could see: 8 % of the game, 0.7 points lost; with all hands "
            "open, none of your cards threw a trick away" },
    { 2, 1, "2 mistakes by what you could see: 16 % of the game, 1.4 points lost; with all "
            "hands open, 1 of your cards threw a trick away" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (EuchreReviewHand) h = made_up_hand (rows[i].mistakes, rows[i].thrown);
      g_autofree char *text = euchre_coach_review_summary (h);

      g_assert_cmpstr (text, ==, rows[i].expect);
    }
  {
    g_autoptr (EuchreReviewHand) h = made_up_hand (0, 0);
    g_autofree char *text = NULL;

    g_array_set_size (h->decisions, 0);
    text = euchre_coach_review_summary (h);
    g_assert_cmpstr (text, ==, "You had no choice to make in this hand.");
  }
}

/* "Made" is for a contract that held: a maker who was euchred called
 * trump.  The other seats alike; the short form the table shows too. */
static void
test_coach_contract_words (void)
{
  const struct { guint maker, tricks; const char *full, *brief; } rows[] = {
    { 0, 2, "You called Diamonds and took 2 tricks.", "You called Diamonds (2 of 5 tricks)" },
    { 0, 3, "You made Diamonds and took 3 tricks.", "You made Diamonds (3 of 5 tricks)" },
    { 0, 1, "You called Diamonds and took 1 trick.", "You called Diamonds (1 of 5 tricks)" },
    { 1, 0, "West called Diamonds and took 0 tricks.", "West called Diamonds (0 of 5 tricks)" },
    { 3, 5, "East made Diamonds and took 5 tricks.", "East made Diamonds (5 of 5 tricks)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *full = euchre_name_contract (rows[i].maker, EUCHRE_DIAMONDS, rows[i].tricks);
      g_autofree char *brief = euchre_name_contract_short (rows[i].maker, EUCHRE_DIAMONDS,
                                                           rows[i].tricks);

      g_assert_cmpstr (full, ==, rows[i].full);
      g_assert_cmpstr (brief, ==, rows[i].brief);
    }
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
  g_test_add_func ("/euchre/coach/bid-reason", test_coach_bid_reason);
  g_test_add_func ("/euchre/coach/card-hint-keeps", test_coach_card_hint_keeps);
  g_test_add_func ("/euchre/coach/card-hint-keeps-ace", test_coach_card_hint_keeps_ace);
  g_test_add_func ("/euchre/coach/card-hint-saves", test_coach_card_hint_saves);
  g_test_add_func ("/euchre/coach/mistake", test_coach_mistake);
  g_test_add_func ("/euchre/coach/only-choice", test_coach_only_choice);
  g_test_add_func ("/euchre/coach/german", test_coach_german);
  g_test_add_func ("/euchre/coach/one-ranking", test_coach_one_ranking);
  g_test_add_func ("/euchre/coach/review-summary", test_coach_review_summary);
  g_test_add_func ("/euchre/coach/contract-words", test_coach_contract_words);
  return g_test_run ();
}
