/* test-rules.c — presets, the text form, deck contents and the scoring table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-engine.h"

static void
test_rules_presets (void)
{
  for (int p = 0; p < EUCHRE_N_PRESETS; p++)
    {
      EuchreRules r;

      euchre_rules_init_preset (&r, p);
      g_assert_true (euchre_rules_validate (&r, NULL));
      g_assert_cmpint (euchre_rules_get_preset (&r), ==, p);
      g_assert_cmpint (euchre_preset_from_id (euchre_preset_id (p)), ==, p);
      g_assert_nonnull (euchre_preset_name (p));
    }
  g_assert_cmpint (euchre_preset_from_id ("bogus"), ==, EUCHRE_N_PRESETS);

  {
    EuchreRules r;

    euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
    g_assert_false (r.going_alone);
    g_assert_true (r.stick_the_dealer);
    g_assert_cmpint (r.shuffle, ==, EUCHRE_SHUFFLE_IN);
    euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
    g_assert_false (r.stick_the_dealer);
    g_assert_cmpint (r.renege, ==, EUCHRE_RENEGE_PENALISE);
    g_assert_cmpint (r.deal, ==, EUCHRE_DEAL_FIVE);
    g_assert_cmpint (r.alone_lead, ==, EUCHRE_ALONE_LEAD_NOT_LONER);
    euchre_rules_init_preset (&r, EUCHRE_PRESET_BRITISH);
    g_assert_cmpint (r.points_to_win, ==, 11);
    g_assert_cmpint (r.deck, ==, EUCHRE_DECK_25);
    euchre_rules_init_preset (&r, EUCHRE_PRESET_WEST_VIRGINIA);
    g_assert_cmpint (r.deck, ==, EUCHRE_DECK_21);
    g_assert_false (r.stick_the_dealer);
    /* A rule change makes the rules custom. */
    r.super_euchre = TRUE;
    g_assert_cmpint (euchre_rules_get_preset (&r), ==, EUCHRE_PRESET_CUSTOM);
  }
}

static void
test_rules_text (void)
{
  EuchreRules r, back;
  g_autoptr (GError) error = NULL;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  r.points_to_win = 7;
  r.super_euchre = TRUE;
  r.quiet_dealer = TRUE;
  r.first_dealer = 2;
  {
    g_autofree char *text = euchre_rules_to_string (&r);

    g_assert_true (euchre_rules_parse (&back, text, &error));
    g_assert_no_error (error);
    g_assert_true (euchre_rules_equal (&r, &back));
  }

  g_assert_true (euchre_rules_parse (&back, "british points=5", &error));
  g_assert_cmpint (back.deck, ==, EUCHRE_DECK_25);
  g_assert_cmpint (back.points_to_win, ==, 5);

  g_assert_false (euchre_rules_parse (&back, "points=0", &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES);
  g_clear_error (&error);
  g_assert_false (euchre_rules_parse (&back, "points=101", &error));
  g_clear_error (&error);
  g_assert_false (euchre_rules_parse (&back, "deck=23", &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (euchre_rules_parse (&back, "colour=blue", &error));
  g_clear_error (&error);
  g_assert_false (euchre_rules_parse (&back, "nopreset", &error));
  g_clear_error (&error);
  g_assert_false (euchre_rules_parse (&back, "first-dealer=4", &error));
  g_clear_error (&error);
}

static void
test_rules_decks (void)
{
  static const struct { EuchreDeckKind kind; guint size; } sizes[] = {
    { EUCHRE_DECK_24, 24 }, { EUCHRE_DECK_21, 21 }, { EUCHRE_DECK_25, 25 },
    { EUCHRE_DECK_28, 28 }, { EUCHRE_DECK_32, 32 },
  };
  EuchreRules r;
  EuchreCard deck[EUCHRE_N_CARDS];
  char buf[3];

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      EuchreCardSet seen = 0;
      guint n;

      r.deck = sizes[i].kind;
      n = euchre_rules_initial_deck (&r, deck);
      g_assert_cmpuint (n, ==, sizes[i].size);
      g_assert_cmpuint (euchre_rules_deck_size (&r), ==, sizes[i].size);
      for (guint k = 0; k < n; k++)
        seen |= EUCHRE_CARD_BIT (deck[k]);
      g_assert_cmpuint (seen, ==, euchre_rules_deck_cards (&r));
    }

  /* West Virginia keeps only the nine of hearts. */
  r.deck = EUCHRE_DECK_21;
  g_assert_true (euchre_rules_deck_cards (&r) & EUCHRE_CARD_BIT (euchre_card_parse ("9H")));
  g_assert_false (euchre_rules_deck_cards (&r) & EUCHRE_CARD_BIT (euchre_card_parse ("9S")));
  g_assert_false (euchre_rules_deck_cards (&r) & EUCHRE_CARD_BIT (euchre_card_parse ("9C")));
  g_assert_false (euchre_rules_deck_cards (&r) & EUCHRE_CARD_BIT (euchre_card_parse ("9D")));
  r.deck = EUCHRE_DECK_25;
  g_assert_true (euchre_rules_deck_cards (&r) & EUCHRE_CARD_BIT (EUCHRE_JOKER));

  /* EECS 280 new-pack order; CS 246 initial order. */
  euchre_rules_init_preset (&r, EUCHRE_PRESET_EECS280);
  euchre_rules_initial_deck (&r, deck);
  g_assert_cmpstr (euchre_card_short_name (deck[0], buf), ==, "9S");
  g_assert_cmpstr (euchre_card_short_name (deck[6], buf), ==, "9H");
  g_assert_cmpstr (euchre_card_short_name (deck[23], buf), ==, "AD");
  euchre_rules_init_preset (&r, EUCHRE_PRESET_CS246);
  euchre_rules_initial_deck (&r, deck);
  {
    GString *s = g_string_new (NULL);

    for (guint i = 0; i < 24; i++)
      g_string_append_printf (s, "%s%s", i ? " " : "", euchre_card_short_name (deck[i], buf));
    g_assert_cmpstr (s->str, ==,
                     "9H TH JH QH KH AH 9D TD JD QD KD AD 9S TS JS QS KS AS 9C TC JC QC KC AC");
    g_string_free (s, TRUE);
  }
}

typedef struct {
  const char *name;
  guint maker_tricks;
  gboolean alone, defender_alone, alone4, super, defend_rule;
  guint points;
  guint side;         /* 0 = makers, 1 = defenders */
  EuchreResultKind kind;
} ScoreRow;

static void
test_rules_scoring (void)
{
  static const ScoreRow rows[] = {
    { "made 3", 3, FALSE, FALSE, TRUE, FALSE, FALSE, 1, 0, EUCHRE_RESULT_MADE },
    { "made 4", 4, FALSE, FALSE, TRUE, FALSE, FALSE, 1, 0, EUCHRE_RESULT_MADE },
    { "march", 5, FALSE, FALSE, TRUE, FALSE, FALSE, 2, 0, EUCHRE_RESULT_MARCH },
    { "alone 3", 3, TRUE, FALSE, TRUE, FALSE, FALSE, 1, 0, EUCHRE_RESULT_ALONE_MADE },
    { "alone march", 5, TRUE, FALSE, TRUE, FALSE, FALSE, 4, 0, EUCHRE_RESULT_ALONE_MARCH },
    { "alone march, 2-point rule", 5, TRUE, FALSE, FALSE, FALSE, FALSE, 2, 0,
      EUCHRE_RESULT_ALONE_MARCH },
    { "euchre 2", 2, FALSE, FALSE, TRUE, FALSE, FALSE, 2, 1, EUCHRE_RESULT_EUCHRE },
    { "euchre 0", 0, FALSE, FALSE, TRUE, FALSE, FALSE, 2, 1, EUCHRE_RESULT_EUCHRE },
    { "loner euchred", 1, TRUE, FALSE, TRUE, FALSE, FALSE, 2, 1, EUCHRE_RESULT_EUCHRE },
    { "defend alone euchre", 2, TRUE, TRUE, TRUE, FALSE, TRUE, 4, 1,
      EUCHRE_RESULT_ALONE_EUCHRE },
    { "defend alone, maker made", 3, TRUE, TRUE, TRUE, FALSE, TRUE, 1, 0,
      EUCHRE_RESULT_ALONE_MADE },
    { "super euchre", 0, FALSE, FALSE, TRUE, TRUE, FALSE, 4, 1, EUCHRE_RESULT_SUPER_EUCHRE },
    { "super euchre rule, 1 trick", 1, FALSE, FALSE, TRUE, TRUE, FALSE, 2, 1,
      EUCHRE_RESULT_EUCHRE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (guint maker_side = 0; maker_side < 2; maker_side++)
      {
        EuchreRules r;
        EuchreHandScore sc;

        euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
        r.alone_march_4 = rows[i].alone4;
        r.super_euchre = rows[i].super;
        r.defend_alone = rows[i].defend_rule;
        sc = euchre_rules_score_hand (&r, maker_side, rows[i].maker_tricks, rows[i].alone,
                                      rows[i].defender_alone);
        g_test_message ("row %s", rows[i].name);
        g_assert_cmpuint (sc.points, ==, rows[i].points);
        g_assert_cmpuint (sc.side, ==, rows[i].side ? 1 - maker_side : maker_side);
        g_assert_cmpint (sc.kind, ==, rows[i].kind);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/rules/presets", test_rules_presets);
  g_test_add_func ("/euchre/rules/text", test_rules_text);
  g_test_add_func ("/euchre/rules/decks", test_rules_decks);
  g_test_add_func ("/euchre/rules/scoring", test_rules_scoring);
  return g_test_run ();
}
