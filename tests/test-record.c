/* test-record.c — the game notation: write, read, replay, and bad input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-util.h"

/* Plays @n_actions random actions (or to the end) and records them. */
static EuchreRecord *
random_record (const EuchreRules *rules, guint32 seed, guint n_actions, EuchreState *s)
{
  EuchreRecord *record = euchre_record_new (rules, seed);
  guint64 rng = seed;

  euchre_state_init (s, rules, seed);
  for (guint i = 0; i < n_actions && s->pub.phase != EUCHRE_PHASE_GAME_OVER; i++)
    {
      EuchreActionList list;
      EuchreAction a;
      guint seat = s->pub.turn;

      euchre_state_legal_actions (s, &list);
      a = list.actions[euchre_rng_below (&rng, list.n)];
      g_assert_true (euchre_state_apply (s, &a, NULL));
      euchre_record_append (record, seat, &a);
    }
  return record;
}

static void
test_record_round_trip (void)
{
  EuchreRules rules;
  EuchreState s, back, replayed;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (EuchreRecord) parsed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_CS246);
  record = random_record (&rules, 1234, 57, &s);
  text = euchre_record_to_string (record);
  g_assert_true (g_str_has_prefix (text, "euchre-game 1\nrules "));
  g_assert_nonnull (strstr (text, "\nseed 1234\n"));
  g_assert_nonnull (strstr (text, "\n0 deal\n"));

  parsed = euchre_record_parse (text, &back, &error);
  g_assert_no_error (error);
  g_assert_true (memcmp (&s, &back, sizeof s) == 0);
  g_assert_true (euchre_record_replay (parsed, &replayed, &error));
  g_assert_true (memcmp (&s, &replayed, sizeof s) == 0);
  text2 = euchre_record_to_string (parsed);
  g_assert_cmpstr (text, ==, text2);

  /* Comments and blank lines are fine. */
  {
    g_autofree char *commented = g_strconcat ("# saved by a test\n\n", text, "\n# end\n", NULL);
    g_autoptr (EuchreRecord) again = euchre_record_parse (commented, &back, &error);

    g_assert_no_error (error);
    g_assert_true (memcmp (&s, &back, sizeof s) == 0);
  }
}

static void
test_record_custom_pack (void)
{
  EuchreRules rules;
  EuchreCard pack[EUCHRE_N_CARDS];
  guint n;
  EuchreState s, back;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (EuchreRecord) parsed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  n = euchre_rules_initial_deck (&rules, pack);
  /* Reverse the pack. */
  for (guint i = 0; i < n / 2; i++)
    {
      EuchreCard t = pack[i];

      pack[i] = pack[n - 1 - i];
      pack[n - 1 - i] = t;
    }
  record = euchre_record_new (&rules, 0);
  g_assert_true (euchre_record_set_pack (record, pack, n, &error));
  g_assert_true (euchre_record_replay (record, &s, &error));
  apply_ok (&s, act (EUCHRE_ACTION_DEAL));
  euchre_record_append (record, 0, &(EuchreAction) { EUCHRE_ACTION_DEAL, 0xff, 4, 0 });
  text = euchre_record_to_string (record);
  g_assert_nonnull (strstr (text, "\npack AD KD QD"));
  parsed = euchre_record_parse (text, &back, &error);
  g_assert_no_error (error);
  g_assert_true (memcmp (&s, &back, sizeof s) == 0);

  /* A pack that is not the deck is refused. */
  pack[0] = pack[1];
  g_assert_false (euchre_record_set_pack (record, pack, n, &error));
  g_assert_nonnull (error);
}

static void
expect_parse_error (const char *text, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = euchre_record_parse (text, NULL, &error);

  g_assert_null (record);
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” not in “%s”", fragment, error->message);
}

static void
test_record_bad_input (void)
{
  expect_parse_error ("", "empty");
  expect_parse_error ("\n\n# nothing\n", "empty");
  expect_parse_error ("hello\n", "line 1: this is not a Euchre game record");
  expect_parse_error ("euchre-game 1\nrules colour=blue\n", "line 2");
  expect_parse_error ("euchre-game 1\nseed -4\n", "line 2: the seed");
  expect_parse_error ("euchre-game 1\nseed 99999999999\n", "line 2: the seed");
  expect_parse_error ("euchre-game 1\nflavour sweet\n", "line 2: expected");
  expect_parse_error ("euchre-game 1\npack 9S 9S\n", "line 2");
  expect_parse_error ("euchre-game 1\npack 9S XX\n", "line 2");
  expect_parse_error ("euchre-game 1\nseed 1\n0 deal\n1 dance\n", "line 4: expected a seat");
  expect_parse_error ("euchre-game 1\nseed 1\n7 deal\n", "line 3: expected a seat");
  expect_parse_error ("euchre-game 1\nseed 1\n0deal\n", "line 3: expected a seat");
  expect_parse_error ("euchre-game 1\nseed 1\n2 deal\n", "line 3: it is seat 0’s turn");
  expect_parse_error ("euchre-game 1\nseed 1\n0 deal\n1 play 9S\n", "line 4: You can’t do that now");
  expect_parse_error ("euchre-game 1\nseed 1\n0 deal\nseed 2\n", "line 4: set-up lines");
  expect_parse_error ("euchre-game 1\n\xff\xfe\n", "not text");

  /* A truncated record is fine: it is a game in progress. */
  {
    g_autoptr (GError) error = NULL;
    EuchreState s;
    g_autoptr (EuchreRecord) r = euchre_record_parse ("euchre-game 1\nseed 5\n0 deal\n", &s,
                                                      &error);

    g_assert_no_error (error);
    g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_BID1);
    g_assert_cmpuint (euchre_record_length (r), ==, 1);
  }
}

static void
test_record_replay_error (void)
{
  EuchreRules rules;
  EuchreState s;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GError) error = NULL;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  record = random_record (&rules, 9, 10, &s);
  euchre_record_append (record, s.pub.turn, &(EuchreAction) { EUCHRE_ACTION_DEAL, 0xff, 4, 0 });
  g_assert_false (euchre_record_replay (record, &s, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "action 11"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/record/round-trip", test_record_round_trip);
  g_test_add_func ("/euchre/record/custom-pack", test_record_custom_pack);
  g_test_add_func ("/euchre/record/bad-input", test_record_bad_input);
  g_test_add_func ("/euchre/record/replay-error", test_record_replay_error);
  return g_test_run ();
}
