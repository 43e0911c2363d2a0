/* test-game-remote.c — a game told by an online table: its record replays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model of a game at an online table (euchre-game-remote.c) sees
 * seat 0's cards, the upcard and every seat's moves, a hidden discard as
 * no card, and after each hand the table's reveal of the whole deck.  It
 * places the cards it cannot see by guess, and its record must still be
 * a legal game at every moment, whatever order the moves, the model's
 * own pace and the reveals come in: the score sheet replays it (issue 38:
 * the sheet aborted the whole program with "You must follow suit" when a
 * guess gave a seat a card of a suit it had shown out of).
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>

#include "euchre-deck.h"
#include "euchre-game.h"
#include "euchre-sheet.h"
#include "test-util.h"
#include "test-wait.h"

typedef struct {
  EuchreGame *game;
  guint64 rng;
  guint sheets_read;
} Feed;

/* Lets the model apply what it was told (all of it, or at random only a
 * part, so that reveals meet every stage of the queue), then reads the
 * score sheet: it never fails. */
static void
settle (Feed *f, gboolean all)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = NULL;
  guint steps = all ? G_MAXUINT : euchre_rng_below (&f->rng, 4);

  for (guint i = 0; i < steps && g_main_context_iteration (NULL, FALSE); i++)
    ;
  rows = euchre_game_get_score_sheet (f->game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (rows);
  f->sheets_read++;
}

typedef struct {
  guint hand;
  guint dealer;
  EuchreCard pack[EUCHRE_N_CARDS];
  guint n;
  guint due;                    /* told after this many more moves */
} Reveal;

/* One whole game of random legal moves, told to the model as a table
 * tells it; each hand's reveal @lag moves or fewer after its end
 * (G_MAXUINT: never). */
static void
feed_game (const EuchreRules *base, guint32 seed, guint lag, guint *sheets)
{
  EuchreRules rules = *base;
  EuchreState truth;
  EuchreRecord *record;
  Feed f = { .rng = seed * 2654435761u + 1 };
  g_autoptr (GArray) reveals = g_array_new (FALSE, TRUE, sizeof (Reveal));
  g_autoptr (GArray) truth_rows = NULL;
  g_autoptr (GArray) rows = NULL;
  g_autoptr (GError) error = NULL;
  guint dealer = euchre_rng_below (&f.rng, 4);

  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  f.game = euchre_game_new ();
  euchre_game_set_ai_delay_ms (f.game, 0);
  euchre_game_start_remote (f.game, &rules, NULL, NULL, NULL);
  euchre_state_init (&truth, &rules, seed);
  record = euchre_record_new (&rules, seed);

  while (truth.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      EuchreAction a, told;
      guint seat;

      if (truth.pub.phase == EUCHRE_PHASE_DEAL || truth.pub.phase == EUCHRE_PHASE_HAND_OVER)
        {
          EuchreCard pack[EUCHRE_N_CARDS];
          guint n = euchre_rules_initial_deck (&rules, pack);
          EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                                  EUCHRE_SUIT_NONE, FALSE);
          Reveal r = { .dealer = dealer, .n = n };

          for (guint i = n - 1; i > 0; i--)
            {
              guint j = euchre_rng_below (&f.rng, i + 1);
              EuchreCard c = pack[i];

              pack[i] = pack[j];
              pack[j] = c;
            }
          g_assert_true (euchre_state_set_next_deal (&truth, dealer, pack, n, NULL));
          g_assert_true (euchre_state_apply (&truth, &deal, NULL));
          euchre_record_append_hand (record, dealer, pack, n, 0, NULL);
          euchre_record_append (record, dealer, &deal);
          g_assert_true (euchre_game_remote_deal (f.game, dealer, truth.pub.upcard,
                                                  truth.hands[0], &error));
          g_assert_no_error (error);
          r.hand = truth.pub.hand_number;
          memcpy (r.pack, pack, n);
          r.due = lag == G_MAXUINT ? G_MAXUINT : 0;
          g_array_append_val (reveals, r);
          dealer = (dealer + 1) % 4;
          settle (&f, FALSE);
          continue;
        }
      seat = truth.pub.turn;
      euchre_state_legal_actions (&truth, &list);
      a = list.actions[euchre_rng_below (&f.rng, list.n)];
      g_assert_true (euchre_state_apply (&truth, &a, NULL));
      euchre_record_append (record, seat, &a);
      told = a;
      /* Another seat's discard is not shown. */
      if (a.type == EUCHRE_ACTION_DISCARD && seat != 0)
        told.card = EUCHRE_CARD_NONE;
      euchre_game_remote_act (f.game, seat, &told, &error);
      g_assert_no_error (error);
      /* A hand over: its reveal comes now or a few moves later. */
      if (truth.pub.phase == EUCHRE_PHASE_HAND_OVER || truth.pub.phase == EUCHRE_PHASE_GAME_OVER)
        {
          Reveal *r = &g_array_index (reveals, Reveal, reveals->len - 1);

          if (r->due != G_MAXUINT)
            r->due = 1 + euchre_rng_below (&f.rng, lag + 1);
        }
      for (guint i = 0; i < reveals->len; i++)
        {
          Reveal *r = &g_array_index (reveals, Reveal, i);

          if (r->due == 0 || r->due == G_MAXUINT || --r->due > 0)
            continue;
          r->due = G_MAXUINT;
          g_assert_true (euchre_game_remote_reveal (f.game, r->hand, r->dealer, r->pack, r->n,
                                                    &error));
          g_assert_no_error (error);
        }
      settle (&f, euchre_rng_below (&f.rng, 3) == 0);
    }
  /* Every reveal still due is told at the end. */
  for (guint i = 0; i < reveals->len; i++)
    {
      Reveal *r = &g_array_index (reveals, Reveal, i);

      if (r->due != 0 && r->due != G_MAXUINT)
        {
          g_assert_true (euchre_game_remote_reveal (f.game, r->hand, r->dealer, r->pack, r->n,
                                                    &error));
          g_assert_no_error (error);
        }
    }
  settle (&f, TRUE);

  /* The sheet is the table's, hand for hand. */
  truth_rows = euchre_score_sheet_build (record, &error);
  g_assert_no_error (error);
  rows = euchre_game_get_score_sheet (f.game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, truth_rows->len);
  for (guint i = 0; i < rows->len; i++)
    {
      EuchreSheetRow *got = &g_array_index (rows, EuchreSheetRow, i);
      EuchreSheetRow *want = &g_array_index (truth_rows, EuchreSheetRow, i);

      g_assert_cmpuint (got->maker, ==, want->maker);
      g_assert_cmpuint (got->trump, ==, want->trump);
      g_assert_cmpuint (got->maker_tricks, ==, want->maker_tricks);
      g_assert_cmpuint (got->score[0], ==, want->score[0]);
      g_assert_cmpuint (got->score[1], ==, want->score[1]);
    }
  *sheets += f.sheets_read;
  euchre_record_free (record);
  g_assert_finalize_object (f.game);
}

/* 150 games a rule set, reveals at once, a few moves late and never. */
static void
test_remote_record_replays (void)
{
  static const EuchrePreset presets[] = { EUCHRE_PRESET_STANDARD, EUCHRE_PRESET_EECS280 };
  static const guint lags[] = { 0, 3, 12, G_MAXUINT };
  guint sheets = 0;

  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    for (guint32 seed = 1; seed <= 150; seed++)
      {
        EuchreRules rules;

        euchre_rules_init_preset (&rules, presets[p]);
        feed_game (&rules, seed + 1000 * p, lags[seed % G_N_ELEMENTS (lags)], &sheets);
      }
  g_test_message ("%u score sheets read", sheets);
  g_assert_cmpuint (sheets, >, 10000);
}

/* A reveal that is not one deck, or of no hand or no seat, is refused
 * (and not kept for later), and the record keeps replaying. */
static void
test_remote_bad_reveal (void)
{
  EuchreRules rules;
  g_autoptr (EuchreGame) game = euchre_game_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = NULL;
  EuchreCard pack[EUCHRE_N_CARDS];
  guint n;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  n = euchre_rules_initial_deck (&rules, pack);
  euchre_game_start_remote (game, &rules, NULL, NULL, NULL);
  /* Not a deck: a card twice. */
  pack[1] = pack[0];
  g_assert_false (euchre_game_remote_reveal (game, 1, 0, pack, n, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  /* Hand 0 and a seat 7 are no hand and no seat. */
  n = euchre_rules_initial_deck (&rules, pack);
  g_assert_false (euchre_game_remote_reveal (game, 0, 0, pack, n, &error));
  g_clear_error (&error);
  g_assert_false (euchre_game_remote_reveal (game, 1, 7, pack, n, &error));
  g_clear_error (&error);
  rows = euchre_game_get_score_sheet (game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 0);
}

static gboolean
hand_applied (gpointer data)
{
  EuchrePhase phase = euchre_game_get_public (data)->phase;

  return phase == EUCHRE_PHASE_HAND_OVER || phase == EUCHRE_PHASE_GAME_OVER;
}

/* One hand played to its end (seat 0 orders up, then each seat's first
 * legal card); then reveals of it that are not the deal played: another
 * dealer, and the deal with a card a seat played given to another seat.
 * Each is refused in words that say so, the record keeps replaying, and
 * the true reveal is taken after them. */
static void
test_remote_contradicting_reveal (void)
{
  EuchreRules rules;
  EuchreState truth;
  g_autoptr (EuchreGame) game = euchre_game_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = NULL;
  EuchreCard pack[EUCHRE_N_CARDS], wrong[EUCHRE_N_CARDS];
  EuchreCardSet dealt[4];
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreCard played = EUCHRE_CARD_NONE, other = EUCHRE_CARD_NONE;
  guint n, dealer = 3, player = 0, at_played = 0, at_other = 0;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  euchre_game_set_ai_delay_ms (game, 0);
  euchre_game_start_remote (game, &rules, NULL, NULL, NULL);
  euchre_state_init (&truth, &rules, 1);
  n = euchre_rules_initial_deck (&rules, pack);
  g_assert_true (euchre_state_set_next_deal (&truth, dealer, pack, n, NULL));
  g_assert_true (euchre_state_apply (&truth, &deal, NULL));
  memcpy (dealt, truth.hands, sizeof dealt);
  g_assert_true (euchre_game_remote_deal (game, dealer, truth.pub.upcard, truth.hands[0], &error));
  g_assert_no_error (error);
  while (truth.pub.phase != EUCHRE_PHASE_HAND_OVER && truth.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      guint seat = truth.pub.turn;
      EuchreAction a, told;

      euchre_state_legal_actions (&truth, &list);
      a = list.actions[0];
      for (guint i = 0; i < list.n; i++)
        if (list.actions[i].type == EUCHRE_ACTION_ORDER_UP && !list.actions[i].alone)
          a = list.actions[i];
      /* The first card a seat other than 0 plays from its dealt hand. */
      if (a.type == EUCHRE_ACTION_PLAY && seat != 0 && played == EUCHRE_CARD_NONE &&
          (dealt[seat] & EUCHRE_CARD_BIT (a.card)))
        {
          played = a.card;
          player = seat;
        }
      g_assert_true (euchre_state_apply (&truth, &a, NULL));
      told = a;
      if (a.type == EUCHRE_ACTION_DISCARD && seat != 0)
        told.card = EUCHRE_CARD_NONE;
      g_assert_true (euchre_game_remote_act (game, seat, &told, &error));
      g_assert_no_error (error);
    }
  test_wait_until (hand_applied, game, "the hand applied by the model", 10000);
  g_assert_cmpuint (played, !=, EUCHRE_CARD_NONE);

  /* Another dealer than the one who dealt. */
  g_assert_false (euchre_game_remote_reveal (game, 1, (dealer + 1) % 4, pack, n, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==,
                   "The table revealed a deal of hand 1 that is not the one played.");
  g_clear_error (&error);

  /* The card @player played dealt to the next seat, and one of that
   * seat's to @player instead. */
  other = euchre_card_set_first (dealt[(player + 1) % 4]);
  for (guint i = 0; i < n; i++)
    {
      at_played = pack[i] == played ? i : at_played;
      at_other = pack[i] == other ? i : at_other;
    }
  memcpy (wrong, pack, sizeof wrong);
  wrong[at_played] = other;
  wrong[at_other] = played;
  g_assert_false (euchre_game_remote_reveal (game, 1, dealer, wrong, n, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION);
  g_test_message ("refused: %s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "The table revealed a deal of hand 1 that is "
                                                   "not the one played: "));
  g_clear_error (&error);

  /* Still a game that replays; the deal as it was is taken. */
  rows = euchre_game_get_score_sheet (game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_true (euchre_game_remote_reveal (game, 1, dealer, pack, n, &error));
  g_assert_no_error (error);
  g_clear_pointer (&rows, g_array_unref);
  rows = euchre_game_get_score_sheet (game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, 0).dealer, ==, dealer);
}

/* ---- catching up after a resume ------------------------------------------------ */

typedef struct {
  EuchreGame *game;
  guint human_turns;
  guint catching_up_changes;
} Catch;

/* The person's turn is told only in the present: round two, caught up. */
static void
count_turn_cb (EuchreGame *game, gpointer list, Catch *c)
{
  EuchreView view;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  g_assert_cmpint (view.pub.phase, ==, EUCHRE_PHASE_BID2);
  g_assert_false (euchre_game_remote_get_catching_up (game));
  c->human_turns++;
}

static void
count_catching_up_cb (EuchreGame *game, GParamSpec *pspec, Catch *c)
{
  c->catching_up_changes++;
}

static gboolean
bids_applied (gpointer data)
{
  Catch *c = data;
  EuchreView view;

  euchre_game_get_view (c->game, EUCHRE_HUMAN_SEAT, &view);
  return view.pub.phase == EUCHRE_PHASE_BID2;
}

static gboolean
caught_up (gpointer data)
{
  Catch *c = data;

  return !euchre_game_remote_get_catching_up (c->game);
}

/* A deal by seat 3 and round one's four passes (seat 0's own told back):
 * seat 0 passed in the past, and it is seat 0's turn again now. */
static void
tell_round_one (EuchreGame *game)
{
  g_autoptr (GError) error = NULL;
  EuchreRules rules;
  EuchreState truth;
  EuchreCard pack[EUCHRE_N_CARDS];
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  guint n;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  euchre_state_init (&truth, &rules, 1);
  n = euchre_rules_initial_deck (&rules, pack);
  g_assert_true (euchre_state_set_next_deal (&truth, 3, pack, n, NULL));
  g_assert_true (euchre_state_apply (&truth, &deal, NULL));
  g_assert_true (euchre_game_remote_deal (game, 3, truth.pub.upcard, truth.hands[0], &error));
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_true (euchre_game_remote_act (game, seat, &pass, &error));
      g_assert_no_error (error);
    }
}

/* After a resume the table tells the game so far: the model applies it at
 * once (not at the table's pace, here a minute a move) and tells no turn
 * of the person's from the past; the present turn comes once the table
 * has told all of it (issue 38: 15 s of replay, past cards "playable"). */
static void
test_remote_catching_up (void)
{
  EuchreRules rules;
  Catch c = { 0 };

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  for (guint told_early = 0; told_early < 2; told_early++)
    {
      c.game = euchre_game_new ();
      c.human_turns = c.catching_up_changes = 0;
      euchre_game_set_ai_delay_ms (c.game, 60000);
      euchre_game_start_remote (c.game, &rules, NULL, NULL, NULL);
      g_signal_connect (c.game, "human-turn", G_CALLBACK (count_turn_cb), &c);
      g_signal_connect (c.game, "notify::catching-up", G_CALLBACK (count_catching_up_cb), &c);
      euchre_game_remote_set_catching_up (c.game, TRUE);
      g_assert_true (euchre_game_remote_get_catching_up (c.game));
      tell_round_one (c.game);
      /* The table may say it has told everything before the model has
       * shown it: what is queued then is still the past. */
      if (told_early)
        euchre_game_remote_set_catching_up (c.game, FALSE);
      test_wait_until (bids_applied, &c, "the past applied at once", 10000);
      if (!told_early)
        {
          g_assert_cmpuint (c.human_turns, ==, 0);
          g_assert_true (euchre_game_remote_get_catching_up (c.game));
          euchre_game_remote_set_catching_up (c.game, FALSE);
        }
      test_wait_until (caught_up, &c, "caught up", 10000);
      g_assert_cmpuint (c.catching_up_changes, ==, 2);
      /* Now, and only now, the person's turn (round two). */
      g_assert_cmpuint (c.human_turns, ==, 1);
      g_assert_finalize_object (c.game);
    }
}

static gboolean
continued_dealt (gpointer data)
{
  return euchre_game_get_public (data)->phase == EUCHRE_PHASE_BID1;
}

typedef struct {
  EuchreGame *game;
  const EuchreState *truth;
} Applied;

static gboolean
all_applied (gpointer data)
{
  Applied *a = data;
  const EuchrePublic *pub = euchre_game_get_public (a->game);

  return pub->hand_number == a->truth->pub.hand_number && pub->phase == a->truth->pub.phase &&
         pub->turn == a->truth->pub.turn && pub->score[0] == a->truth->pub.score[0] &&
         pub->score[1] == a->truth->pub.score[1];
}

/* The table is gone mid-hand: the person plays on from there with the
 * computer (issue 38.3): the rules and score as they stand, the hand in
 * play dealt again by the same dealer; a finished hand moves the deal on;
 * a game that is over has nothing to play on. */
static void
test_remote_continue (void)
{
  EuchreRules rules;
  EuchreState truth;
  g_autoptr (EuchreGame) remote = euchre_game_new ();
  g_autoptr (GError) error = NULL;
  guint64 rng = 7;
  guint dealer = 2, plays_in_hand_two = 0;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 5;
  rules.shuffle = EUCHRE_SHUFFLE_NONE;
  euchre_game_set_ai_delay_ms (remote, 0);
  euchre_game_start_remote (remote, &rules, NULL, NULL, NULL);
  euchre_state_init (&truth, &rules, 7);
  for (;;)
    {
      EuchreActionList list;
      EuchreAction a;
      guint seat;

      if (truth.pub.phase == EUCHRE_PHASE_DEAL || truth.pub.phase == EUCHRE_PHASE_HAND_OVER)
        {
          EuchreCard pack[EUCHRE_N_CARDS];
          guint n = euchre_rules_initial_deck (&rules, pack);
          EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                                  EUCHRE_SUIT_NONE, FALSE);

          for (guint i = n - 1; i > 0; i--)
            {
              guint j = euchre_rng_below (&rng, i + 1);
              EuchreCard c = pack[i];

              pack[i] = pack[j];
              pack[j] = c;
            }
          g_assert_true (euchre_state_set_next_deal (&truth, dealer, pack, n, NULL));
          g_assert_true (euchre_state_apply (&truth, &deal, NULL));
          g_assert_true (euchre_game_remote_deal (remote, dealer, truth.pub.upcard,
                                                  truth.hands[0], &error));
          g_assert_no_error (error);
          dealer = (dealer + 1) % 4;
          continue;
        }
      if (truth.pub.hand_number == 2 && ++plays_in_hand_two > 3)
        break;
      seat = truth.pub.turn;
      euchre_state_legal_actions (&truth, &list);
      a = list.actions[euchre_rng_below (&rng, list.n)];
      g_assert_true (euchre_state_apply (&truth, &a, NULL));
      if (a.type == EUCHRE_ACTION_DISCARD && seat != 0)
        a.card = EUCHRE_CARD_NONE;
      g_assert_true (euchre_game_remote_act (remote, seat, &a, &error));
      g_assert_no_error (error);
    }
  {
    Applied applied = { remote, &truth };

    test_wait_until (all_applied, &applied, "the moves applied", 10000);
  }

  {
    g_autoptr (EuchreGame) own = euchre_game_new_continuing (remote, "simple");
    const EuchrePublic *pub;

    g_assert_nonnull (own);
    g_assert_false (euchre_game_remote_get_catching_up (own));
    test_wait_until (continued_dealt, own, "the hand in play dealt again", 10000);
    pub = euchre_game_get_public (own);
    g_assert_cmpuint (pub->score[0], ==, truth.pub.score[0]);
    g_assert_cmpuint (pub->score[1], ==, truth.pub.score[1]);
    g_assert_cmpuint (pub->score[0] + pub->score[1], >, 0);
    g_assert_cmpuint (pub->dealer, ==, truth.pub.dealer);
    g_assert_cmpuint (pub->rules.points_to_win, ==, 5);
    g_assert_cmpuint (pub->rules.shuffle, ==, EUCHRE_SHUFFLE_RANDOM);
    for (guint s = 1; s < 4; s++)
      g_assert_cmpstr (euchre_game_get_seat_strategy (own, s), ==, "simple");
    g_assert_null (euchre_game_get_seat_strategy (own, 0));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/game-remote/record-replays", test_remote_record_replays);
  g_test_add_func ("/euchre/game-remote/bad-reveal", test_remote_bad_reveal);
  g_test_add_func ("/euchre/game-remote/contradicting-reveal", test_remote_contradicting_reveal);
  g_test_add_func ("/euchre/game-remote/catching-up", test_remote_catching_up);
  g_test_add_func ("/euchre/game-remote/continue", test_remote_continue);
  return g_test_run ();
}
