/* test-game.c — the EuchreGame model driven through a main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-game-private.h"
#include "euchre-settings.h"
#include "euchre-stats.h"
#include "test-files.h"
#include "test-wait.h"

typedef struct {
  EuchreGame *game;
  GMainLoop *loop;
  GString *log;              /* one letter per signal, see log_* */
  guint human_moves;
  guint refusals;
  guint points[2];
  gboolean over;
  guint64 rng;
  char *save_path;           /* if set, its folder is removed at the end */
} Driver;

static void
hand_started_cb (EuchreGame *game, guint dealer, guint upcard, Driver *d)
{
  g_assert_cmpuint (dealer, <, 4);
  g_assert_cmpuint (upcard, <, EUCHRE_N_CARDS);
  g_string_append_c (d->log, 'H');
}

static void
bid_cb (EuchreGame *game, guint seat, EuchreAction *action, Driver *d)
{
  g_assert_cmpuint (seat, <, 4);
  g_assert_nonnull (action);
  g_string_append_c (d->log, 'b');
}

static void
trump_made_cb (EuchreGame *game, guint seat, guint suit, gboolean alone, Driver *d)
{
  guint maker, trump;

  g_object_get (game, "maker", &maker, "trump", &trump, NULL);
  g_assert_cmpuint (maker, ==, seat);
  g_assert_cmpuint (trump, ==, suit);
  g_string_append_c (d->log, 'T');
}

static void
discarded_cb (EuchreGame *game, guint dealer, guint card, Driver *d)
{
  /* Only the person's own discard is shown. */
  if (euchre_game_get_seat_strategy (game, dealer) != NULL)
    g_assert_cmpuint (card, ==, EUCHRE_CARD_NONE);
  else
    g_assert_cmpuint (card, <, EUCHRE_N_CARDS);
  g_string_append_c (d->log, 'D');
}

static void
card_played_cb (EuchreGame *game, guint seat, guint card, Driver *d)
{
  g_assert_cmpuint (card, <, EUCHRE_N_CARDS);
  g_string_append_c (d->log, 'p');
}

static void
trick_won_cb (EuchreGame *game, guint seat, GBytes *cards, Driver *d)
{
  gsize n;
  const guint8 *c = g_bytes_get_data (cards, &n);

  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (c[seat], <, EUCHRE_N_CARDS);
  g_string_append_c (d->log, 'W');
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, Driver *d)
{
  g_assert_cmpuint (side, <, 2);
  d->points[side] += points;
  g_string_append_c (d->log, kind == EUCHRE_RESULT_PASSED ? 'X' : 'S');
}

static void
game_over_cb (EuchreGame *game, guint side, Driver *d)
{
  g_string_append_c (d->log, 'G');
  d->over = TRUE;
  g_main_loop_quit (d->loop);
}

/* Tries a wrong move first (it must be refused and change nothing), then
 * the hint's move through the matching method. */
static gboolean
human_move_cb (gpointer data)
{
  Driver *d = data;
  EuchreGame *game = d->game;
  EuchreActionList list;
  EuchreAction a;
  const char *reason = NULL;
  EuchreState before;
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (euchre_game_get_human_actions (game, &list) == 0)
    return G_SOURCE_REMOVE;

  before = *euchre_game_get_state (game);
  /* A card the person does not hold, or a pass that is not allowed. */
  {
    EuchreCardSet others = ~before.hands[0] & ((EuchreCardSet) 1 << 32 | 0xffffffffu);

    if (before.pub.phase == EUCHRE_PHASE_PLAY || before.pub.phase == EUCHRE_PHASE_DISCARD)
      ok = euchre_game_play (game, euchre_card_set_first (others), &error);
    else
      ok = euchre_game_discard (game, euchre_card_set_first (before.hands[0]), &error);
    g_assert_false (ok);
    g_assert_nonnull (error);
    g_assert_cmpuint (strlen (error->message), >, 5);
    g_assert_true (memcmp (&before, euchre_game_get_state (game), sizeof before) == 0);
    g_clear_error (&error);
    d->refusals++;
  }

  {
    /* The model's own hint is asynchronous (tests/test-hint.c): a quick
     * strategy chooses the move here. */
    g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL,
                                                             d->human_moves);
    EuchreView view;

    euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
    a = euchre_strategy_choose (simple, &view, &list, &reason);
  }
  g_assert_nonnull (reason);
  g_assert_true (euchre_action_list_contains (&list, &a));
  switch (a.type)
    {
    case EUCHRE_ACTION_PASS:
      ok = euchre_game_pass (game, &error);
      break;
    case EUCHRE_ACTION_ORDER_UP:
      ok = euchre_game_order_up (game, a.alone, &error);
      break;
    case EUCHRE_ACTION_CALL:
      ok = euchre_game_call (game, a.suit, a.alone, &error);
      break;
    case EUCHRE_ACTION_DEFEND_ALONE:
      ok = euchre_game_defend_alone (game, &error);
      break;
    case EUCHRE_ACTION_DISCARD:
      ok = euchre_game_discard (game, a.card, &error);
      break;
    case EUCHRE_ACTION_PLAY:
      ok = euchre_game_play (game, a.card, &error);
      break;
    default:
      ok = euchre_game_act (game, &a, &error);
      break;
    }
  g_assert_no_error (error);
  g_assert_true (ok);
  d->human_moves++;
  return G_SOURCE_REMOVE;
}

static void
human_turn_cb (EuchreGame *game, const EuchreActionList *legal, Driver *d)
{
  g_assert_nonnull (legal);
  g_assert_cmpuint (legal->n, >, 0);
  g_idle_add (human_move_cb, d);
}

static void
driver_connect (Driver *d)
{
  g_signal_connect (d->game, "hand-started", G_CALLBACK (hand_started_cb), d);
  g_signal_connect (d->game, "bid", G_CALLBACK (bid_cb), d);
  g_signal_connect (d->game, "trump-made", G_CALLBACK (trump_made_cb), d);
  g_signal_connect (d->game, "discarded", G_CALLBACK (discarded_cb), d);
  g_signal_connect (d->game, "card-played", G_CALLBACK (card_played_cb), d);
  g_signal_connect (d->game, "trick-won", G_CALLBACK (trick_won_cb), d);
  g_signal_connect (d->game, "hand-scored", G_CALLBACK (hand_scored_cb), d);
  g_signal_connect (d->game, "game-over", G_CALLBACK (game_over_cb), d);
  g_signal_connect (d->game, "human-turn", G_CALLBACK (human_turn_cb), d);
}

/* A save path in a folder not made yet, under a new temporary one. */
static char *
temp_save_path (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-test");

  return g_build_filename (dir, "nested", "saved-game", NULL);
}

/* Removes the temporary folder around @save_path. */
static void
remove_tree (const char *save_path)
{
  g_autofree char *nested = g_path_get_dirname (save_path);
  g_autofree char *top = g_path_get_dirname (nested);

  test_remove_tree (top);
}

static void
driver_init (Driver *d)
{
  memset (d, 0, sizeof *d);
  d->game = euchre_game_new ();
  d->loop = g_main_loop_new (NULL, FALSE);
  d->log = g_string_new (NULL);
  euchre_game_set_ai_delay_ms (d->game, 0);
  driver_connect (d);
}

static void
driver_clear (Driver *d)
{
  g_assert_finalize_object (d->game);
  test_wait_for_jobs ();
  g_main_loop_unref (d->loop);
  g_string_free (d->log, TRUE);
  if (d->save_path != NULL)
    remove_tree (d->save_path);
  g_free (d->save_path);
}

/* The fixture of the tests that play a game through a Driver. */
static void
driver_set_up (Driver *d, gconstpointer data)
{
  driver_init (d);
}

static void
driver_tear_down (Driver *d, gconstpointer data)
{
  driver_clear (d);
}

/* Every hand reads: H b+ (T D? (p+W)+ S | X).  With no renege rule the
 * points reported add up to the score. */
static void
check_log_grammar (const char *log)
{
  g_autoptr (GRegex) hand = g_regex_new ("^(H(b*Tb*D?(p{2,4}W){5}S|b{8}X))+G$", 0, 0, NULL);

  if (!g_regex_match (hand, log, 0, NULL))
    g_error ("signal order is wrong: %s", log);
}

static void
test_game_signal_order (Driver *d, gconstpointer data)
{
  EuchreRules rules;
  EuchreState replayed;
  g_autofree char *text = NULL;
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (GError) error = NULL;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (d->game, &rules, 2026);
  g_main_loop_run (d->loop);

  g_assert_true (d->over);
  g_test_message ("signals: %s", d->log->str);
  check_log_grammar (d->log->str);
  g_assert_cmpuint (d->human_moves, >, 10);
  g_assert_cmpuint (d->refusals, ==, d->human_moves);

  /* The score the signals told is the engine's score. */
  {
    guint ns, ew;

    g_object_get (d->game, "score-ns", &ns, "score-ew", &ew, NULL);
    g_assert_cmpuint (ns, ==, d->points[0]);
    g_assert_cmpuint (ew, ==, d->points[1]);
    g_assert_true (ns >= 10 || ew >= 10);
  }

  /* Replaying the model's record in the bare engine gives its state. */
  text = euchre_game_to_string (d->game);
  record = euchre_record_parse (text, &replayed, &error);
  g_assert_no_error (error);
  g_assert_true (memcmp (&replayed, euchre_game_get_state (d->game), sizeof replayed) == 0);
}

static void
notify_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

static void
test_game_properties (Driver *d, gconstpointer data)
{
  EuchreRules rules;
  guint phase_notes = 0, delay_notes = 0;
  EuchreRules *got = NULL;

  g_signal_connect (d->game, "notify::phase", G_CALLBACK (notify_cb), &phase_notes);
  g_signal_connect (d->game, "notify::ai-delay-ms", G_CALLBACK (notify_cb), &delay_notes);
  euchre_game_set_ai_delay_ms (d->game, 0);   /* no change: no notify */
  g_assert_cmpuint (delay_notes, ==, 0);
  euchre_game_set_ai_delay_ms (d->game, 5);
  euchre_game_set_ai_delay_ms (d->game, 0);
  g_assert_cmpuint (delay_notes, ==, 2);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_BRITISH);
  euchre_game_start (d->game, &rules, 5);
  g_object_get (d->game, "rules", &got, NULL);
  g_assert_true (euchre_rules_equal (got, &rules));
  g_free (got);
  g_main_loop_run (d->loop);
  g_assert_cmpuint (phase_notes, >, 10);
}

static void
test_game_refusals (void)
{
  g_autoptr (EuchreGame) game = euchre_game_new ();
  g_autoptr (GError) error = NULL;
  EuchreRules rules;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = 0;
  euchre_game_set_paused (game, TRUE);
  euchre_game_start (game, &rules, 1);
  /* Nothing has been dealt and it is nobody's human turn. */
  g_assert_false (euchre_game_pass (game, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  {
    EuchreActionList none;

    g_assert_cmpuint (euchre_game_get_human_actions (game, &none), ==, 0);
  }
  /* Only seat 0 can be human; unknown strategies are refused. */
  g_assert_false (euchre_game_set_seat (game, 2, NULL, 0));
  g_assert_false (euchre_game_set_seat (game, 1, "nonesuch", 0));
  g_assert_true (euchre_game_set_seat (game, 1, "random", 0));
  g_assert_cmpstr (euchre_game_get_seat_strategy (game, 1), ==, "random");
  g_assert_null (euchre_game_get_seat_strategy (game, 0));
}

/* Runs what the game has to run (its main loop sources, its decisions in
 * their threads) until nothing is left: a game that can go on goes on
 * (the computer plays without delay here), one that is stopped stays. */
static void
settle (void)
{
  do
    test_wait_for_jobs ();
  while (euchre_game_get_jobs_in_flight () > 0 || g_main_context_pending (NULL));
}

/* A hold (an animation) stops the game; paused and held are separate. */
static void
test_game_holds (Driver *d, gconstpointer data)
{
  EuchreRules rules;

  euchre_game_set_seat (d->game, 0, "simple", 0);
  euchre_game_hold (d->game);
  euchre_game_hold (d->game);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (d->game, &rules, 8);
  settle ();
  g_assert_cmpint (euchre_game_get_state (d->game)->pub.phase, ==, EUCHRE_PHASE_DEAL);
  euchre_game_release (d->game);
  euchre_game_set_paused (d->game, TRUE);
  euchre_game_release (d->game);
  settle ();
  g_assert_cmpint (euchre_game_get_state (d->game)->pub.phase, ==, EUCHRE_PHASE_DEAL);
  euchre_game_set_paused (d->game, FALSE);
  g_main_loop_run (d->loop);
  g_assert_true (d->over);
}

/* 500 games, four computer seats, random presets: no warning, no leak. */
static void
test_game_many_ai_games (void)
{
  guint n = 500;
  const char *env = g_getenv ("EUCHRE_MODEL_GAMES");

  if (env)
    n = (guint) g_ascii_strtoull (env, NULL, 10);
  for (guint g = 0; g < n; g++)
    {
      Driver d;
      EuchreRules rules;

      driver_init (&d);
      g_assert_true (euchre_game_set_seat (d.game, 0, g % 3 ? "simple" : "random", 0));
      euchre_rules_init_preset (&rules, g % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      rules.points_to_win = 5;
      euchre_game_start (d.game, &rules, g);
      g_main_loop_run (d.loop);
      g_assert_true (d.over);
      g_assert_cmpuint (d.human_moves, ==, 0);
      driver_clear (&d);
    }
}

static void
stop_mid_hand_cb (EuchreGame *game, guint seat, guint card, Driver *d)
{
  const EuchreState *s = euchre_game_get_state (game);

  if (s->pub.hand_number == 2 && s->pub.trick_number == 2)
    {
      euchre_game_set_paused (game, TRUE);
      g_main_loop_quit (d->loop);
    }
}

static void
test_game_autosave (Driver *d, gconstpointer data)
{
  EuchreRules rules;
  const char *path = d->save_path = temp_save_path ();
  EuchreState saved;

  euchre_game_set_save_path (d->game, path);
  euchre_game_set_seat (d->game, 0, "simple", 0);
  g_signal_connect (d->game, "card-played", G_CALLBACK (stop_mid_hand_cb), d);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (d->game, &rules, 77);
  g_main_loop_run (d->loop);
  saved = *euchre_game_get_state (d->game);
  g_assert_cmpint (saved.pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A new game object resumes the very same state. */
  {
    g_autoptr (GError) error = NULL;
    EuchreGame *other = euchre_game_new ();

    euchre_game_set_paused (other, TRUE);
    euchre_game_set_save_path (other, path);
    g_assert_cmpint (euchre_game_resume (other, &error), ==, EUCHRE_RESUME_RESUMED);
    g_assert_no_error (error);
    g_assert_true (memcmp (&saved, euchre_game_get_state (other), sizeof saved) == 0);
    g_assert_finalize_object (other);
  }
}

/* What the player reads names no parser's notions. */
static void
assert_plain_words (const char *message)
{
  static const char *jargon[] = { "line ", "expected", "seat", "action", "record", NULL };

  for (guint i = 0; jargon[i] != NULL; i++)
    if (strstr (message, jargon[i]) != NULL)
      g_error ("“%s” in the message “%s”", jargon[i], message);
}

static void
check_corrupt (const char *path, const char *contents, gssize len, guint n)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *kept = g_strdup_printf ("%s.corrupt-%u", path, n);
  g_autofree char *back = NULL;
  gsize back_len;
  EuchreGame *game = euchre_game_new ();

  g_assert_true (g_file_set_contents (path, contents, len, NULL));
  euchre_game_set_paused (game, TRUE);
  euchre_game_set_save_path (game, path);
  g_assert_cmpint (euchre_game_resume (game, &error), ==, EUCHRE_RESUME_CORRUPT);
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, kept));
  assert_plain_words (error->message);
  /* Nothing is lost: the bad file is kept, byte for byte. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (kept, &back, &back_len, NULL));
  g_assert_cmpmem (back, back_len, contents, len < 0 ? strlen (contents) : (gsize) len);
  /* And a new game can start and save again. */
  {
    EuchreRules rules;

    euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
    euchre_game_start (game, &rules, 3);
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  g_assert_finalize_object (game);
  g_unlink (path);
}

static void
test_game_corrupt_saves (void)
{
  g_autofree char *path = temp_save_path ();
  g_autofree char *good = NULL;
  g_autofree char *truncated = NULL;
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;
  static const char garbled[] = "euchre-game 1\nrules points=10\n\x01\x02\xff garbage\n";

  /* A real save, cut off in the middle of a line. */
  euchre_game_set_paused (game, TRUE);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (game, &rules, 9);
  good = euchre_game_to_string (game);
  truncated = g_strndup (good, strlen (good) - 9);
  g_assert_finalize_object (game);

  {
    g_autofree char *dir = g_path_get_dirname (path);

    g_mkdir_with_parents (dir, 0700);
  }
  check_corrupt (path, truncated, -1, 1);
  check_corrupt (path, garbled, sizeof garbled - 1, 2);
  check_corrupt (path, "", 0, 3);
  /* The set-up reads but not one move does. */
  check_corrupt (path, "euchre-game 1\nseed 4\n0 play AS\n2 play AS\n", -1, 4);

  /* No save at all is no error. */
  game = euchre_game_new ();
  euchre_game_set_save_path (game, path);
  g_assert_cmpint (euchre_game_resume (game, NULL), ==, EUCHRE_RESUME_NOTHING);
  g_assert_finalize_object (game);
  remove_tree (path);
}

/* A game saved mid-hand, as its whole text. */
static char *
saved_mid_hand (const char *path)
{
  Driver d;
  EuchreRules rules;
  char *text = NULL;

  driver_init (&d);
  euchre_game_set_save_path (d.game, path);
  euchre_game_set_seat (d.game, 0, "simple", 0);
  g_signal_connect (d.game, "card-played", G_CALLBACK (stop_mid_hand_cb), &d);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (d.game, &rules, 78);
  g_main_loop_run (d.loop);
  driver_clear (&d);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  return text;
}

/* @damaged resumes as far as @good_prefix (whole lines) goes: the state
 * is the replay of that prefix, the damaged file is kept as corrupt-@n
 * and the player is told in plain words where it is. */
static void
check_partial (const char *path, const char *damaged, gsize length, const char *good_prefix,
               guint n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) expected = NULL;
  g_autofree char *kept = g_strdup_printf ("%s.corrupt-%u", path, n);
  g_autofree char *back = NULL;
  g_autofree char *resaved = NULL;
  g_autofree char *expected_text = NULL;
  gsize back_length;
  EuchreState expected_state;
  EuchreGame *game = euchre_game_new ();

  expected = euchre_record_parse (good_prefix, &expected_state, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_record_length (expected), >, 0);
  g_assert_true (g_file_set_contents (path, damaged, length, NULL));
  euchre_game_set_paused (game, TRUE);
  euchre_game_set_save_path (game, path);
  g_assert_cmpint (euchre_game_resume (game, &error), ==, EUCHRE_RESUME_PARTIAL);
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, kept));
  assert_plain_words (error->message);
  g_assert_true (memcmp (&expected_state, euchre_game_get_state (game),
                         sizeof expected_state) == 0);
  /* The damaged file is kept byte for byte; the save is the good part. */
  g_assert_true (g_file_get_contents (kept, &back, &back_length, NULL));
  g_assert_cmpmem (back, back_length, damaged, length);
  g_assert_true (g_file_get_contents (path, &resaved, NULL, NULL));
  expected_text = euchre_record_to_string (expected);
  g_assert_cmpstr (resaved, ==, expected_text);
  g_assert_finalize_object (game);
  g_unlink (path);
}

static void
test_game_partial_saves (void)
{
  g_autofree char *path = temp_save_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint n_lines, kept = 0;

  g_mkdir_with_parents (dir, 0700);
  text = saved_mid_hand (path);
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines) - 1;          /* the text ends with a newline */
  g_assert_cmpuint (n_lines, >, 20);

  /* Cut at every byte of the last five lines and of one early in the
   * second hand: what resumes is every whole line before the cut. */
  for (guint cut_line = 4; cut_line < n_lines; cut_line++)
    {
      g_autofree char *prefix = NULL;
      gsize start;
      guint len;

      char *cut;

      if (cut_line < n_lines - 5 && cut_line != n_lines / 2)
        continue;
      cut = lines[cut_line - 1];
      lines[cut_line - 1] = NULL;
      {
        g_autofree char *joined = g_strjoinv ("\n", lines);

        prefix = g_strconcat (joined, "\n", NULL);
      }
      lines[cut_line - 1] = cut;
      start = strlen (prefix);
      g_assert_true (strncmp (text, prefix, start) == 0);
      len = strcspn (text + start, "\n");
      /* Cut inside the line, and just before its newline (a move that
       * may read, yet was not seen whole, is not trusted). */
      for (guint at = 1; at <= len; at++)
        {
          g_autofree char *damaged = g_strndup (text, start + at);

          check_partial (path, damaged, start + at, prefix, ++kept);
        }
    }

  /* A move that cannot be made, then more: the game stops before it. */
  {
    g_autofree char *damaged = g_strconcat (text, "0 deal\n1 pass\n", NULL);

    check_partial (path, damaged, strlen (damaged), text, ++kept);
  }
  /* Garbage (what a crash can leave) after whole lines. */
  {
    gsize length = strlen (text);
    g_autofree char *damaged = g_malloc (length + 6);

    memcpy (damaged, text, length);
    memcpy (damaged + length, "\0\0\xff\x01\n\0", 6);
    check_partial (path, damaged, length + 6, text, ++kept);
  }
  remove_tree (path);
}

static gboolean
human_turn (gpointer game)
{
  EuchreActionList list;

  return euchre_game_get_human_actions (game, &list) > 0;
}

static void
test_game_in_progress (Driver *d, gconstpointer data)
{
  EuchreRules rules;

  g_assert_false (euchre_game_get_in_progress (d->game));
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 1;
  /* Dealt, the computers may bid: the person has done nothing yet. */
  g_signal_handlers_disconnect_by_func (d->game, human_turn_cb, d);
  euchre_game_start (d->game, &rules, 12);
  test_wait_until (human_turn, d->game, "the person's turn", 10000);
  g_assert_false (euchre_game_get_in_progress (d->game));
  /* One move of theirs and the game is under way, until it is over. */
  g_assert_true (human_move_cb (d) == G_SOURCE_REMOVE);
  g_assert_cmpuint (d->human_moves, ==, 1);
  g_assert_true (euchre_game_get_in_progress (d->game));
  g_signal_connect (d->game, "human-turn", G_CALLBACK (human_turn_cb), d);
  if (euchre_game_get_human_actions (d->game, &(EuchreActionList) { 0 }) > 0)
    g_idle_add (human_move_cb, d);
  g_main_loop_run (d->loop);
  g_assert_true (d->over);
  g_assert_false (euchre_game_get_in_progress (d->game));
}

static void
save_failed_cb (EuchreGame *game, const char *message, guint *count)
{
  g_assert_nonnull (message);
  (*count)++;
}

static void
test_game_save_fails (void)
{
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;
  guint failures = 0;
  g_autoptr (GError) error = NULL;

  /* A save path under a file cannot be written: the player is told, and
   * the game goes on. */
  g_signal_connect (game, "save-failed", G_CALLBACK (save_failed_cb), &failures);
  euchre_game_set_save_path (game, "/dev/null/saved-game");
  euchre_game_set_paused (game, TRUE);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (game, &rules, 3);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpint (euchre_game_get_state (game)->pub.phase, ==, EUCHRE_PHASE_DEAL);
  g_assert_finalize_object (game);
}

static void
test_game_dispose_during_ai (void)
{
  for (guint round = 0; round < 20; round++)
    {
      EuchreGame *game = euchre_game_new ();
      EuchreRules rules;
      guint played = 0;

      euchre_game_set_seat (game, 0, "simple", 0);
      euchre_game_set_ai_delay_ms (game, 0);
      g_signal_connect (game, "card-played", G_CALLBACK (notify_cb), &played);
      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      euchre_game_start (game, &rules, round);
      /* Run until a decision is in its thread (or a few moves passed). */
      for (guint i = 0; i < 50 + round * 7 && euchre_game_get_jobs_in_flight () == 0; i++)
        g_main_context_iteration (NULL, TRUE);
      g_assert_finalize_object (game);
      test_wait_for_jobs ();
    }
}

static void
test_game_settings (void)
{
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  g_autoptr (EuchreSettings) settings = euchre_settings_new (gs);
  g_autoptr (EuchreGame) game = euchre_game_new ();
  EuchreRules rules, expect;
  g_autofree char *group = NULL;

  euchre_settings_set_preset (settings, EUCHRE_PRESET_BRITISH);
  euchre_settings_get_rules (settings, &rules);
  euchre_rules_init_preset (&expect, EUCHRE_PRESET_BRITISH);
  g_assert_cmpint (rules.deck, ==, expect.deck);
  g_assert_cmpint (rules.stick_the_dealer, ==, expect.stick_the_dealer);
  g_assert_cmpint (rules.points_to_win, ==, 10);   /* points are their own setting */
  g_settings_set_int (gs, "points-to-win", 11);
  g_settings_set_boolean (gs, "super-euchre", TRUE);
  euchre_settings_get_rules (settings, &rules);
  g_assert_cmpint (rules.points_to_win, ==, 11);
  g_assert_true (rules.super_euchre);
  g_assert_cmpint (rules.shuffle, ==, EUCHRE_SHUFFLE_RANDOM);

  g_settings_set_string (gs, "difficulty", "easy");
  g_settings_set_int (gs, "ai-delay-ms", 250);
  g_settings_set_boolean (gs, "auto-play-forced", TRUE);
  euchre_settings_apply_to_game (settings, game);
  g_assert_cmpstr (euchre_game_get_seat_strategy (game, 1), ==,
                   euchre_difficulty_strategy_id ("easy"));
  g_assert_cmpuint (euchre_game_get_ai_delay_ms (game), ==, 250);
  g_assert_true (euchre_game_get_auto_play (game));
  g_assert_null (euchre_game_get_seat_strategy (game, 0));
  group = euchre_settings_get_stats_group (settings);
  g_assert_cmpstr (group, ==, "british/easy");
  g_assert_nonnull (euchre_strategy_lookup (euchre_difficulty_strategy_id ("hard")));
  g_assert_nonnull (euchre_strategy_lookup (euchre_difficulty_strategy_id ("bogus")));
}

static void
test_game_stats (Driver *d, gconstpointer data)
{
  const char *path = d->save_path = temp_save_path ();
  EuchreRules rules;
  EuchreStats *stats = euchre_stats_new (path);

  euchre_game_set_seat (d->game, 0, "simple", 0);
  euchre_stats_track (stats, d->game, "standard/medium");
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (d->game, &rules, 31);
  g_main_loop_run (d->loop);

  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 1);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_POINTS_FOR), ==,
                    d->points[0]);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_POINTS_AGAINST), ==,
                    d->points[1]);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_WON), ==,
                    d->points[0] >= 10 ? 1 : 0);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_HANDS_PLAYED), >=,
                    euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_HANDS_WON));
  g_assert_finalize_object (stats);

  /* Stored on disk, read back; reset clears it. */
  stats = euchre_stats_new (path);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 1);
  {
    g_auto (GStrv) groups = euchre_stats_get_groups (stats);

    g_assert_cmpuint (g_strv_length (groups), ==, 1);
  }
  euchre_stats_reset (stats);
  g_assert_cmpuint (euchre_stats_get (stats, "standard/medium", EUCHRE_STAT_GAMES_PLAYED), ==, 0);
  g_assert_finalize_object (stats);

  /* A hand-edited file with nonsense reads as zero. */
  g_assert_true (g_file_set_contents (path, "[x/y]\ngames-played=-5\nmarches=lots\n", -1, NULL));
  stats = euchre_stats_new (path);
  g_assert_cmpuint (euchre_stats_get (stats, "x/y", EUCHRE_STAT_GAMES_PLAYED), ==, 0);
  g_assert_cmpuint (euchre_stats_get (stats, "x/y", EUCHRE_STAT_MARCHES), ==, 0);
  g_assert_finalize_object (stats);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/euchre/game/signal-order", Driver, NULL, driver_set_up, test_game_signal_order,
              driver_tear_down);
  g_test_add ("/euchre/game/properties", Driver, NULL, driver_set_up, test_game_properties,
              driver_tear_down);
  g_test_add_func ("/euchre/game/refusals", test_game_refusals);
  g_test_add ("/euchre/game/holds", Driver, NULL, driver_set_up, test_game_holds,
              driver_tear_down);
  g_test_add ("/euchre/game/autosave", Driver, NULL, driver_set_up, test_game_autosave,
              driver_tear_down);
  g_test_add_func ("/euchre/game/corrupt-saves", test_game_corrupt_saves);
  g_test_add_func ("/euchre/game/partial-saves", test_game_partial_saves);
  g_test_add ("/euchre/game/in-progress", Driver, NULL, driver_set_up, test_game_in_progress,
              driver_tear_down);
  g_test_add_func ("/euchre/game/save-fails", test_game_save_fails);
  g_test_add_func ("/euchre/game/dispose-during-ai", test_game_dispose_during_ai);
  g_test_add_func ("/euchre/game/settings", test_game_settings);
  g_test_add ("/euchre/game/stats", Driver, NULL, driver_set_up, test_game_stats,
              driver_tear_down);
  g_test_add_func ("/euchre/game/many-ai-games", test_game_many_ai_games);
  return g_test_run ();
}
