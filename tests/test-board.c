/* test-board.c — EuchreBoard: what a table shows, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every sentence of the board, for the live table's own seats, for named
 * people (online) and for a replay, in English and in German (the German
 * written out here, so that a missing translation fails), the names kept
 * whole, the last trick, and a replay position giving the board the live
 * game gives at the same position.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "euchre-board.h"
#include "euchre-game.h"
#include "euchre-replay.h"
#include "euchre-rules.h"
#include "test-wait.h"

/* Seat 3, 32 characters; seat 1 shares its first ten with seat 3. */
static const char *const long_names[4] = {
  "You", "Bartholomew Quincy Abernathy-Jr", "Ann", "Bartholomew Quincy Abernathy-Sr",
};

static void
use_language (const char *language)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain ("euchre", dir);
  bind_textdomain_codeset ("euchre", "UTF-8");
  textdomain ("euchre");
}

/* A position in the first trick: the dealer (@dealer) picked up the Nine
 * of Hearts, ordered up by the seat on the dealer's left; two cards are in
 * the trick. */
static EuchrePublic
first_trick (guint dealer)
{
  EuchrePublic p = { 0 };
  guint maker = (dealer + 1) & 3;

  euchre_rules_init_preset (&p.rules, EUCHRE_PRESET_STANDARD);
  p.rules.points_to_win = 10;
  p.hand_number = 1;
  p.phase = EUCHRE_PHASE_PLAY;
  p.dealer = dealer;
  p.upcard = EUCHRE_CARD_MAKE (EUCHRE_HEARTS, EUCHRE_NINE);
  p.upcard_state = EUCHRE_UPCARD_PICKED_UP;
  p.bid_round = 1;
  p.trump = EUCHRE_HEARTS;
  p.maker = maker;
  p.defender = EUCHRE_SEAT_NONE;
  for (guint r = 0; r < 2; r++)
    for (guint s = 0; s < 4; s++)
      p.bids[r][s] = euchre_action_make (EUCHRE_ACTION_NONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                         FALSE);
  p.bids[0][maker] = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE,
                                         EUCHRE_SUIT_NONE, FALSE);
  p.led_suit = EUCHRE_SUIT_NONE;
  p.trick_best = EUCHRE_SEAT_NONE;
  p.winner = EUCHRE_SEAT_NONE;
  for (guint t = 0; t < 5; t++)
    {
      p.trick_leader[t] = EUCHRE_SEAT_NONE;
      p.trick_winner[t] = EUCHRE_SEAT_NONE;
      for (guint s = 0; s < 4; s++)
        p.trick[t][s] = EUCHRE_CARD_NONE;
    }
  p.trick_leader[0] = maker;
  p.trick[0][maker] = EUCHRE_CARD_MAKE (EUCHRE_SPADES, EUCHRE_JACK);
  p.trick[0][(maker + 1) & 3] = EUCHRE_CARD_MAKE (EUCHRE_SPADES, EUCHRE_ACE);
  p.n_played = 2;
  p.turn = (maker + 2) & 3;
  p.score[0] = 3;
  p.score[1] = 7;
  return p;
}

static const char *
seat_string (EuchreBoard *board, guint s, const char *prop)
{
  EuchreBoardSeat *seat = euchre_board_get_seat (board, s);
  g_autofree char *value = NULL;

  g_object_get (seat, prop, &value, NULL);
  /* Interned, so that callers compare without freeing. */
  return g_intern_string (value);
}

static const char *
card_heard (GListModel *cards, guint i)
{
  g_autoptr (EuchreBoardCard) card = g_list_model_get_item (cards, i);

  return euchre_board_card_get_heard (card);
}

/* The table's own seats: "West", "Partner", "East", and the person's own
 * sentences. */
static void
test_board_own_seats (void)
{
  g_autoptr (EuchreBoard) board = euchre_board_new ();
  EuchrePublic p = first_trick (3);

  use_language ("en");
  euchre_board_update (board, &p, NULL);
  g_assert_cmpstr (euchre_board_get_score_text (board), ==,
                   "You & Partner: 3\nWest & East: 7\nPlaying to 10\n"
                   "Tricks this hand: 0\u00a0–\u2060\u00a00");
  g_assert_cmpstr (euchre_board_get_contract_text (board), ==,
                   "Trump: ♥\u00a0Hearts\nMade by you\nEast picked up the Nine of Hearts");
  g_assert_cmpstr (seat_string (board, 3, "dealer-heard"), ==, "East deals this hand");
  g_assert_cmpstr (seat_string (board, 0, "bid-heard"), ==, "You bid: Order up");
  g_assert_cmpstr (seat_string (board, 2, "heard"), ==, "Partner · 0 tricks, to play");
  g_assert_cmpuint (g_list_model_get_n_items (euchre_board_get_trick (board)), ==, 2);
  g_assert_cmpstr (card_heard (euchre_board_get_trick (board), 0), ==, "You: Jack of Spades");
  g_assert_cmpstr (card_heard (euchre_board_get_trick (board), 1), ==, "West: Ace of Spades");
  g_assert_true (euchre_board_seat_get_is_maker (euchre_board_get_seat (board, 0)));
  g_assert_cmpint (euchre_board_seat_get_relation (euchre_board_get_seat (board, 2)), ==,
                   EUCHRE_BOARD_PARTNER);
  g_assert_cmpint (euchre_board_seat_get_relation (euchre_board_get_seat (board, 1)), ==,
                   EUCHRE_BOARD_OPPONENT);
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* Online: people by name everywhere a person is meant; long names whole;
 * two names alike in their first ten characters stay apart. */
static void
test_board_names (void)
{
  g_autoptr (EuchreBoard) board = euchre_board_new ();
  EuchrePublic p = first_trick (2);
  GListModel *trick;

  use_language ("en");
  euchre_board_set_players (board, long_names, 0);
  euchre_board_set_tag (board, 1, "away");
  euchre_board_update (board, &p, NULL);
  g_assert_cmpstr (euchre_board_get_contract_text (board), ==,
                   "Trump: ♥\u00a0Hearts\nMade by Bartholomew Quincy Abernathy-Sr\n"
                   "Ann picked up the Nine of Hearts");
  g_assert_cmpstr (euchre_board_get_score_heard (board), ==,
                   "Score: You & Ann: 3, Bartholomew Quincy Abernathy-Jr & "
                   "Bartholomew Quincy Abernathy-Sr: 7, Playing to 10, Tricks this hand: 0 – 0");
  g_assert_cmpstr (seat_string (board, 3, "player"), ==, long_names[3]);
  g_assert_cmpstr (seat_string (board, 1, "player"), ==, long_names[1]);
  g_assert_cmpstr (seat_string (board, 3, "text"), ==, "Bartholomew Quincy Abernathy-Sr\n0 tricks");
  g_assert_cmpstr (seat_string (board, 1, "tag-heard"), ==,
                   "Bartholomew Quincy Abernathy-Jr: away");
  g_assert_cmpstr (seat_string (board, 0, "tag"), ==, NULL);
  g_assert_cmpstr (seat_string (board, 2, "dealer-heard"), ==, "Ann deals this hand");
  g_assert_cmpstr (seat_string (board, 3, "bid-heard"), ==,
                   "Bartholomew Quincy Abernathy-Sr bid: Order up");
  trick = euchre_board_get_trick (board);
  g_assert_cmpstr (card_heard (trick, 0), ==, "You: Ace of Spades");
  g_assert_cmpstr (card_heard (trick, 1), ==, "Bartholomew Quincy Abernathy-Sr: Jack of Spades");
  g_assert_cmpstr (euchre_board_get_player (board, 1), !=, euchre_board_get_player (board, 3));
  g_assert_finalize_object (g_steal_pointer (&board));
}

/* German, written out: a missing translation fails. */
static void
test_board_german (void)
{
  g_autoptr (EuchreBoard) board = NULL;
  EuchrePublic p = first_trick (3);

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  use_language ("de");
  board = euchre_board_new ();
  euchre_board_update (board, &p, NULL);
  g_assert_cmpstr (seat_string (board, 3, "dealer-heard"), ==, "Ost gibt in dieser Runde");
  g_assert_cmpstr (euchre_board_get_contract_text (board), ==,
                   "Trumpf: ♥\u00a0Herz\nVon dir angesagt\nOst hat aufgenommen: Herz-Neun");
  euchre_board_set_players (board, long_names, 0);
  g_assert_cmpstr (euchre_board_get_contract_text (board), ==,
                   "Trumpf: ♥\u00a0Herz\nVon dir angesagt\n"
                   "Bartholomew Quincy Abernathy-Sr hat aufgenommen: Herz-Neun");
  g_assert_cmpstr (seat_string (board, 3, "dealer-heard"), ==,
                   "Bartholomew Quincy Abernathy-Sr gibt in dieser Runde");
  g_assert_cmpstr (seat_string (board, 0, "bid-heard"), ==, "Dein Gebot: Aufnehmen lassen");
}

/* The last finished trick, in the order it was played, its winner said. */
static void
test_board_last_trick (void)
{
  g_autoptr (EuchreBoard) board = euchre_board_new ();
  EuchrePublic p = first_trick (3);
  GListModel *last = euchre_board_get_last_trick (board);

  use_language ("en");
  euchre_board_update (board, &p, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (last), ==, 0);
  for (guint s = 0; s < 4; s++)
    p.trick[0][s] = EUCHRE_CARD_MAKE (EUCHRE_CLUBS, EUCHRE_NINE + s);
  p.trick_winner[0] = 3;
  p.trick_leader[1] = 3;
  p.trick_number = 1;
  p.n_played = 0;
  p.turn = 3;
  euchre_board_update (board, &p, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (euchre_board_get_trick (board)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (last), ==, 4);
  g_assert_cmpstr (card_heard (last, 0), ==, "You: Nine of Clubs");
  g_assert_cmpstr (card_heard (last, 3), ==, "East: Queen of Clubs, wins the trick");
  g_assert_finalize_object (g_steal_pointer (&board));
}

static void
count_cb (guint *n)
{
  (*n)++;
}

/* Only what changed is notified: the same position twice says nothing. */
static void
test_board_notify (void)
{
  g_autoptr (EuchreBoard) board = euchre_board_new ();
  EuchrePublic p = first_trick (3);
  guint changes = 0;

  use_language ("en");
  euchre_board_update (board, &p, NULL);
  g_signal_connect_swapped (board, "notify", G_CALLBACK (count_cb), &changes);
  euchre_board_update (board, &p, NULL);
  g_assert_cmpuint (changes, ==, 0);
  p.trick_number = 1;
  euchre_board_update (board, &p, NULL);
  g_assert_cmpuint (changes, >, 0);
  g_assert_finalize_object (g_steal_pointer (&board));
}

static gboolean
two_tricks (gpointer game)
{
  return euchre_game_get_public (game)->trick_number >= 2;
}

/* A position reached in the live game and the same position read back
 * from the game's own record on the replay board: one board. */
static void
test_board_replay_same (void)
{
  g_autoptr (EuchreGame) game = euchre_game_new ();
  g_autoptr (EuchreBoard) live = euchre_board_new ();
  g_autoptr (EuchreBoard) replayed = euchre_board_new ();
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL;
  static const char *const names[4] = { "Ann", "Bob", "Cy", "Di" };
  EuchreRules rules;

  use_language ("en");
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_set_seat (game, 0, "simple", 0);
  euchre_game_set_ai_delay_ms (game, 0);
  euchre_game_start (game, &rules, 42);
  test_wait_until (two_tricks, game, "two tricks played", 60000);
  euchre_game_set_seat (game, 0, NULL, 0);
  test_wait_for_jobs ();
  record = euchre_game_to_string (game);
  replay = euchre_replay_new_from_text (record, strlen (record), &error);
  g_assert_no_error (error);
  euchre_replay_set_cursor (replay, euchre_replay_get_n_steps (replay));
  g_assert_true (memcmp (euchre_replay_get_public (replay)->trick,
                         euchre_game_get_public (game)->trick, sizeof (guint8[5][4])) == 0);

  euchre_board_set_players (live, names, EUCHRE_SEAT_NONE);
  euchre_board_set_players (replayed, names, EUCHRE_SEAT_NONE);
  euchre_board_update (live, euchre_game_get_public (game), NULL);
  euchre_board_update (replayed, euchre_replay_get_public (replay), NULL);
  g_assert_cmpstr (euchre_board_get_score_text (live), ==,
                   euchre_board_get_score_text (replayed));
  g_assert_cmpstr (euchre_board_get_contract_heard (live), ==,
                   euchre_board_get_contract_heard (replayed));
  g_assert_cmpstr (euchre_board_get_bidding (live), ==, euchre_board_get_bidding (replayed));
  for (guint s = 0; s < 4; s++)
    g_assert_cmpstr (seat_string (live, s, "heard"), ==, seat_string (replayed, s, "heard"));
  g_assert_cmpuint (g_list_model_get_n_items (euchre_board_get_last_trick (live)), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (card_heard (euchre_board_get_last_trick (live), i), ==,
                     card_heard (euchre_board_get_last_trick (replayed), i));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/board/own-seats", test_board_own_seats);
  g_test_add_func ("/euchre/board/names", test_board_names);
  g_test_add_func ("/euchre/board/german", test_board_german);
  g_test_add_func ("/euchre/board/last-trick", test_board_last_trick);
  g_test_add_func ("/euchre/board/notify", test_board_notify);
  g_test_add_func ("/euchre/board/replay-same", test_board_replay_same);
  return g_test_run ();
}
