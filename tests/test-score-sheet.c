/* test-score-sheet.c — the score sheet replayed from a game's record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-game.h"
#include "test-util.h"

/* Standard rules where the deal passes after two passing rounds and a
 * defender may go alone. */
static void
sheet_rules (EuchreRules *rules)
{
  euchre_rules_init_preset (rules, EUCHRE_PRESET_STANDARD);
  rules->stick_the_dealer = FALSE;
  rules->defend_alone = TRUE;
  rules->first_dealer = 0;
}

static EuchreAction
first_legal_action (const EuchreState *s)
{
  EuchreActionList list;

  euchre_state_legal_actions (s, &list);
  g_assert_cmpuint (list.n, >, 0);
  return list.actions[0];
}

static void
move (EuchreState *s, EuchreRecord *record, EuchreAction a)
{
  guint seat = s->pub.turn;
  g_autoptr (GError) error = NULL;

  euchre_state_apply (s, &a, &error);
  g_assert_no_error (error);
  euchre_record_append (record, seat, &a);
}

/* Each of @hands is one hand's bids, comma-separated ("pass", "order alone",
 * "call H", "defend"), after which every seat plays its first legal card. */
static EuchreRecord *
scripted (const EuchreRules *rules, guint32 seed, const char *const *hands)
{
  EuchreRecord *record = euchre_record_new (rules, seed);
  EuchreState s;

  euchre_state_init (&s, rules, seed);
  for (guint h = 0; hands[h] && s.pub.phase != EUCHRE_PHASE_GAME_OVER; h++)
    {
      g_auto (GStrv) bids = g_strsplit (hands[h], ",", -1);

      move (&s, record, act (EUCHRE_ACTION_DEAL));
      for (guint i = 0; bids[i] && bids[i][0]; i++)
        {
          EuchreAction a;

          if (g_str_equal (bids[i], "defend"))
            a = act (EUCHRE_ACTION_DEFEND_ALONE);
          else
            g_assert_true (euchre_action_parse (bids[i], &a));
          move (&s, record, a);
        }
      while (s.pub.phase != EUCHRE_PHASE_HAND_OVER && s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        move (&s, record, first_legal_action (&s));
    }
  return record;
}

static char *
row_text (const EuchreSheetRow *r)
{
  char up[3];
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%u dealer=%u up=%s", r->hand, r->dealer,
                          euchre_card_short_name (r->upcard, up));
  if (r->kind == EUCHRE_RESULT_PASSED)
    g_string_append (out, " passed");
  else
    {
      g_string_append_printf (out, " maker=%u trump=%c", r->maker, euchre_suit_letter (r->trump));
      if (r->alone)
        g_string_append (out, " alone");
      if (r->defender != EUCHRE_SEAT_NONE)
        g_string_append_printf (out, " defender=%u", r->defender);
      g_string_append_printf (out, " tricks=%u side=%u points=%u", r->maker_tricks, r->side,
                              r->points);
    }
  if (r->penalty[0] || r->penalty[1])
    g_string_append_printf (out, " penalty=%u-%u", r->penalty[0], r->penalty[1]);
  g_string_append_printf (out, " score=%u-%u", r->score[0], r->score[1]);
  return g_string_free (out, FALSE);
}

static void
dump (GArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *t = row_text (&g_array_index (rows, EuchreSheetRow, i));
      g_test_message ("%s", t);
    }
}

/* The final state of @record. */
static void
final_state (const EuchreRecord *record, EuchreState *s)
{
  g_autoptr (GError) error = NULL;

  euchre_record_replay (record, s, &error);
  g_assert_no_error (error);
}

static void
test_score_sheet_scripted (void)
{
  const char *const hands[] = {
    "pass,pass,pass,pass,pass,pass,pass,pass",
    "order",
    "pass,order",
    "order alone",
    "pass,pass,order alone,defend",
    "pass,pass,pass,pass,call H",
    "order",
    "order",
    "order",
    NULL,
  };
  /* Dealers rotate from seat 0; a passed-out deal; a euchre; a march;
   * a loner euchred; a loner euchred by a lone defender (4); the game
   * ends 10–4 on the eighth hand. */
  const char *const expected[] = {
    "1 dealer=0 up=KH passed score=0-0",
    "2 dealer=1 up=QH maker=2 trump=H tricks=3 side=0 points=1 score=1-0",
    "3 dealer=2 up=AD maker=0 trump=D tricks=5 side=0 points=2 score=3-0",
    "4 dealer=3 up=JC maker=0 trump=C alone tricks=2 side=1 points=2 score=3-2",
    "5 dealer=0 up=AH maker=3 trump=H alone defender=0 tricks=2 side=0 points=4 score=7-2",
    "6 dealer=1 up=KD maker=2 trump=H tricks=1 side=1 points=2 score=7-4",
    "7 dealer=2 up=9S maker=3 trump=S tricks=1 side=0 points=2 score=9-4",
    "8 dealer=3 up=TD maker=0 trump=D tricks=4 side=0 points=1 score=10-4",
  };
  EuchreRules rules;
  EuchreState s;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GArray) rows = NULL;
  g_autoptr (GError) error = NULL;

  sheet_rules (&rules);
  record = scripted (&rules, 17, hands);
  rows = euchre_score_sheet_build (record, &error);
  g_assert_no_error (error);
  dump (rows);
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *text = row_text (&g_array_index (rows, EuchreSheetRow, i));

      g_assert_cmpstr (text, ==, expected[i]);
    }
  g_assert_cmpint (g_array_index (rows, EuchreSheetRow, 4).kind, ==, EUCHRE_RESULT_ALONE_EUCHRE);
  g_assert_cmpint (g_array_index (rows, EuchreSheetRow, 2).kind, ==, EUCHRE_RESULT_MARCH);
  final_state (record, &s);
  g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  g_assert_cmpuint (s.pub.score[0], ==, 10);
  g_assert_cmpuint (s.pub.score[1], ==, 4);
}

/* The model's sheet is the record's, for a game resumed from its text;
 * a new game's is empty. */
static void
test_score_sheet_game (void)
{
  const char *const hands[] = { "pass,pass,pass,pass,pass,pass,pass,pass", "order", NULL };
  EuchreRules rules;
  g_autoptr (EuchreRecord) record = NULL;
  g_autofree char *text = NULL;
  g_autoptr (EuchreGame) game = euchre_game_new ();
  g_autoptr (GArray) rows = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *second = NULL;

  sheet_rules (&rules);
  euchre_game_start (game, &rules, 17);
  rows = euchre_game_get_score_sheet (game, NULL);
  g_assert_cmpuint (rows->len, ==, 0);
  g_clear_pointer (&rows, g_array_unref);

  record = scripted (&rules, 17, hands);
  text = euchre_record_to_string (record);
  g_assert_true (euchre_game_load (game, text, &error));
  g_assert_no_error (error);
  rows = euchre_game_get_score_sheet (game, NULL);
  g_assert_cmpuint (rows->len, ==, 2);
  second = row_text (&g_array_index (rows, EuchreSheetRow, 1));
  g_assert_cmpstr (second, ==, "2 dealer=1 up=QH maker=2 trump=H tricks=3 side=0 points=1 score=1-0");
  g_clear_object (&game);
}

/* A whole game where every seat takes a random legal action. */
static EuchreRecord *
random_game (const EuchreRules *rules, guint32 seed)
{
  EuchreRecord *record = euchre_record_new (rules, seed);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  EuchreState s;

  euchre_state_init (&s, rules, seed);
  for (guint n = 0; s.pub.phase != EUCHRE_PHASE_GAME_OVER; n++)
    {
      EuchreActionList list;

      g_assert_cmpuint (n, <, 20000);
      euchre_state_legal_actions (&s, &list);
      move (&s, record, list.actions[g_rand_int_range (rand, 0, (gint32) list.n)]);
    }
  return record;
}

/* Random whole games over several rule sets: the rows' points add up,
 * hand by hand, to the running score and in the end to the final score. */
static void
test_score_sheet_random (void)
{
  for (guint g = 0; g < 60; g++)
    {
      EuchreRules rules;
      EuchreState s;
      g_autoptr (EuchreRecord) record = NULL;
      g_autoptr (GArray) rows = NULL;
      g_autoptr (GError) error = NULL;
      guint sum[2] = { 0, 0 };

      euchre_rules_init_preset (&rules, g % EUCHRE_N_PRESETS);
      rules.stick_the_dealer = g % 3 != 0;
      rules.defend_alone = g % 2;
      record = random_game (&rules, g);
      final_state (record, &s);
      g_assert_cmpint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
      rows = euchre_score_sheet_build (record, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (rows->len, >, 0);
      for (guint i = 0; i < rows->len; i++)
        {
          const EuchreSheetRow *r = &g_array_index (rows, EuchreSheetRow, i);

          g_assert_cmpuint (r->hand, ==, i + 1);
          g_assert_cmpuint (r->dealer, ==, (g_array_index (rows, EuchreSheetRow, 0).dealer + i) & 3u);
          g_assert_cmpuint (r->maker_tricks, <=, 5);
          if (r->kind == EUCHRE_RESULT_PASSED)
            g_assert_cmpuint (r->side, ==, EUCHRE_SEAT_NONE);
          else
            sum[r->side] += r->points;
          sum[0] += r->penalty[0];
          sum[1] += r->penalty[1];
          g_assert_cmpuint (r->score[0], ==, sum[0]);
          g_assert_cmpuint (r->score[1], ==, sum[1]);
        }
      g_assert_cmpuint (sum[0], ==, s.pub.score[0]);
      g_assert_cmpuint (sum[1], ==, s.pub.score[1]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/score-sheet/scripted", test_score_sheet_scripted);
  g_test_add_func ("/euchre/score-sheet/random", test_score_sheet_random);
  g_test_add_func ("/euchre/score-sheet/game", test_score_sheet_game);
  return g_test_run ();
}
