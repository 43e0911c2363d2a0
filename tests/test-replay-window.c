/* test-replay-window.c — the replay board in a real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - an example opened through the application's open path (as
 *   `euchre FILE.egn` and a double-click in Files do): the board shows
 *   it, the keys step and jump, the seat selector opens the hands, the
 *   coach's evaluation arrives, and the game being played is untouched;
 * - a corrupt file on the command line: a message says so, no board,
 *   the game goes on untouched;
 * - screenshots at 800x600 and 1280x800, English and German, one seat and
 *   open, with an evaluation (the build's screenshots folder).
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-application.h"
#include "euchre-egn.h"
#include "euchre-replay-board.h"
#include "euchre-replay-window.h"
#include "euchre-window.h"
#include "test-ui.h"
#include "test-util.h"

static char *
example_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "egn", "examples", name, NULL);
}

/* Every label's text under @widget, one a line. */
static void
collect_text (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_text (c, out);
}

static char *
child_text (GtkWidget *window, const char *name)
{
  GString *out = g_string_new (NULL);

  collect_text (GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW, name)), out);
  return g_string_free (out, FALSE);
}

/* Presses @keyval: the board's own shortcut for it (on its content,
 * where a key bubbles before the window's focus keys), found and
 * activated as GTK would on the key press. */
static void
press (GtkWidget *window, guint keyval, GdkModifierType mods)
{
  test_ui_press (adw_window_get_content (ADW_WINDOW (window)), window, keyval, mods);
}

static gboolean
evaluated (gpointer window)
{
  return !euchre_replay_window_is_evaluating (window);
}

static void
wait_evaluated (GtkWidget *window)
{
  test_wait_until (evaluated, window, "the coach's evaluation", 30000);
  test_ui_wait_frame (window);
}

/* How many of @seat's cards at the cursor the file records. */
static guint
known_cards (EuchreReplay *replay, guint seat)
{
  EuchreCard cards[EUCHRE_N_CARDS];
  gboolean unknown[EUCHRE_N_CARDS];
  guint n = euchre_replay_get_open_hand (replay, seat, cards, unknown), known = 0;

  for (guint i = 0; i < n; i++)
    known += !unknown[i];
  return known;
}

/* ---- through the application ---- */

typedef struct {
  EuchreApplication *app;
  const char *file;
  gboolean corrupt;
  char *game_before;
  gboolean checked;
} Run;

static EuchreWindow *
main_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (EUCHRE_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static GtkWidget *
replay_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (EUCHRE_IS_REPLAY_WINDOW (l->data))
      return l->data;
  return NULL;
}

static gboolean
check_cb (gpointer data)
{
  Run *r = data;
  GtkApplication *app = GTK_APPLICATION (r->app);
  EuchreWindow *window = main_window (app);
  g_autofree char *game_after = NULL;

  g_assert_nonnull (window);
  if (r->corrupt)
    {
      AdwMessageDialog *dialog;

      test_wait_until (test_ui_dialog_shown, NULL, "the message", 10000);
      dialog = test_ui_message_dialog ();
      g_assert_null (replay_window (app));
      g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "corrupt.egn"));
      g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
      g_test_message ("%s — %s", adw_message_dialog_get_heading (dialog),
                      adw_message_dialog_get_body (dialog));
      gtk_window_close (GTK_WINDOW (dialog));
    }
  else
    {
      GtkWidget *board = replay_window (app);
      EuchreReplay *replay;
      g_autofree char *position = NULL;
      EuchreReplayBoard *table_board;
      guint cursor, deal, trick;

      g_assert_nonnull (board);
      test_ui_wait_mapped (board, "the replay board");
      replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (board));
      position = child_text (board, "position");
      g_assert_cmpstr (position, ==, "Deal 1 of 9, bidding\n");
      cursor = euchre_replay_get_cursor (replay);
      press (board, GDK_KEY_Right, 0);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, cursor + 1);
      press (board, GDK_KEY_Left, 0);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, cursor);
      press (board, GDK_KEY_Page_Down, 0);
      g_assert_true (euchre_replay_is_trick_start (replay, euchre_replay_get_cursor (replay)));
      g_clear_pointer (&position, g_free);
      position = child_text (board, "position");
      g_assert_cmpstr (position, ==, "Deal 1 of 9, trick 1, lead\n");
      press (board, GDK_KEY_Right, GDK_CONTROL_MASK);
      g_assert_true (euchre_replay_is_trick_start (replay, euchre_replay_get_cursor (replay)));
      euchre_replay_get_position (replay, &deal, NULL, &trick, NULL);
      g_assert_cmpuint (deal, ==, 1);
      g_assert_cmpuint (trick, ==, 2);
      /* Ctrl+Page Down, Ctrl+Page Up: a deal on, a deal back. */
      press (board, GDK_KEY_Page_Down, GDK_CONTROL_MASK);
      g_assert_true (euchre_replay_is_deal_start (replay, euchre_replay_get_cursor (replay)));
      euchre_replay_get_position (replay, &deal, NULL, NULL, NULL);
      g_assert_cmpuint (deal, ==, 2);
      press (board, GDK_KEY_Page_Down, GDK_CONTROL_MASK);
      euchre_replay_get_position (replay, &deal, NULL, NULL, NULL);
      g_assert_cmpuint (deal, ==, 3);
      press (board, GDK_KEY_Page_Up, GDK_CONTROL_MASK);
      euchre_replay_get_position (replay, &deal, NULL, NULL, NULL);
      g_assert_cmpuint (deal, ==, 2);
      /* Home, End: the first and the last position of the game. */
      press (board, GDK_KEY_End, 0);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, euchre_replay_get_n_steps (replay));
      g_clear_pointer (&position, g_free);
      position = child_text (board, "next");
      g_assert_true (g_str_has_prefix (position, "End of the game: "));
      press (board, GDK_KEY_Home, 0);
      euchre_replay_get_position (replay, &deal, NULL, &trick, NULL);
      g_assert_cmpuint (deal, ==, 1);
      g_assert_cmpuint (trick, ==, 0);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, cursor);
      press (board, GDK_KEY_Page_Down, 0);
      press (board, GDK_KEY_Page_Down, 0);
      press (board, GDK_KEY_Page_Up, 0);
      g_clear_pointer (&position, g_free);
      position = child_text (board, "position");
      g_assert_cmpstr (position, ==, "Deal 1 of 9, trick 1, lead\n");
      press (board, GDK_KEY_Left, GDK_CONTROL_MASK);
      press (board, GDK_KEY_Left, GDK_CONTROL_MASK);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, 0);
      press (board, GDK_KEY_Page_Down, GDK_CONTROL_MASK);
      press (board, GDK_KEY_Right, 0);

      /* One seat: its cards face up, the others' backs; open: all face up. */
      table_board = EUCHRE_REPLAY_BOARD (gtk_widget_get_template_child (board, EUCHRE_TYPE_REPLAY_WINDOW,
                                                                        "table"));
      g_assert_cmpuint (euchre_replay_board_get_n_face_up (table_board, 0), ==, known_cards (replay, 0));
      g_assert_cmpuint (known_cards (replay, 0), >, 0);
      for (guint s = 1; s < 4; s++)
        {
          g_assert_cmpuint (euchre_replay_board_get_n_face_up (table_board, s), ==, 0);
          g_assert_nonnull (strstr (euchre_replay_board_get_seat_text (table_board, s), "not shown"));
        }
      /* A screen reader hears each seat's name with its cards or their count. */
      for (guint s = 0; s < 4; s++)
        g_assert_true (test_ui_find_name (GTK_WIDGET (table_board),
                                  euchre_replay_board_get_seat_text (table_board, s)));
      g_assert_true (g_str_has_prefix (euchre_replay_board_get_seat_text (table_board, 1), "Glanke"));
      g_assert_true (g_str_has_suffix (euchre_replay_board_get_seat_text (table_board, 1),
                                       ": 5 cards, not shown"));
      euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (board), EUCHRE_REPLAY_SHOW_OPEN);
      for (guint s = 0; s < 4; s++)
        {
          g_assert_cmpuint (euchre_replay_board_get_n_face_up (table_board, s), ==, known_cards (replay, s));
          g_assert_cmpuint (known_cards (replay, s), >, 0);
          g_assert_null (strstr (euchre_replay_board_get_seat_text (table_board, s), "not shown"));
        }
      wait_evaluated (board);
      {
        g_autofree char *evaluation = child_text (board, "evaluation");

        g_assert_cmpstr (evaluation, !=, "Evaluating…\n");
        g_assert_cmpstr (evaluation, !=, "\n");
      }
      gtk_window_close (GTK_WINDOW (board));
    }
  game_after = euchre_game_to_string (euchre_window_get_game (window));
  g_assert_cmpstr (game_after, ==, r->game_before);
  r->checked = TRUE;
  gtk_window_close (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
opened_cb (GApplication *app, gpointer files, int n_files, const char *hint, Run *r)
{
  EuchreWindow *window = main_window (GTK_APPLICATION (app));

  g_assert_nonnull (window);
  euchre_game_set_paused (euchre_window_get_game (window), TRUE);
  r->game_before = euchre_game_to_string (euchre_window_get_game (window));
  test_ui_when_shown (GTK_WIDGET (window), check_cb, r);
}

static void
run_open (Run *r, const char *path)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-replay-window-XXXXXX", NULL);
  g_autofree char *save = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.ini", NULL);
  char *argv[] = { (char *) "euchre", (char *) path, NULL };
  int status;

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  r->app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (r->app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_signal_connect_after (r->app, "open", G_CALLBACK (opened_cb), r);
  status = g_application_run (G_APPLICATION (r->app), 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (r->checked);
  g_clear_object (&r->app);
  g_free (r->game_before);
  g_unlink (save);
  g_unlink (stats);
  g_rmdir (dir);
}

static void
test_open_example (void)
{
  g_autofree char *path = example_path ("epic-comeback.egn");
  Run r = { 0 };

  run_open (&r, path);
}

static void
test_open_corrupt (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-corrupt-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "corrupt.egn", NULL);
  Run r = { .corrupt = TRUE };

  g_assert_true (g_file_set_contents (path, "{ \"fileType\": \"Euchre Game Notation\", \"deals\": [", -1, NULL));
  run_open (&r, path);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- screenshots ---- */

static void
test_screens (gconstpointer data)
{
  const TestUiShot *shot = data;
  g_autofree char *path = example_path ("quite-the-hustle-annotated.egn");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GtkCssProvider) css = NULL;
  GtkWidget *window;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (shot->language);
  /* The application's style, as AdwApplication loads it for every window. */
  g_type_ensure (EUCHRE_TYPE_REPLAY_WINDOW);
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/euchre/Euchre/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_set_default_size (GTK_WINDOW (window), shot->width, shot->height);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  /* Deal 2, bidding: the upcard beside the dealer, the first bid made. */
  euchre_replay_jump_deal (replay, 1);
  euchre_replay_step (replay, 1);
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  wait_evaluated (window);
  test_ui_shoot (window, "replay-bidding", shot);
  /* Deal 2, the third card of trick 2: two cards down, a card to choose. */
  euchre_replay_set_cursor (replay, 0);
  euchre_replay_jump_deal (replay, 1);
  euchre_replay_jump_deal (replay, 1);
  euchre_replay_jump_trick (replay, 1);
  euchre_replay_jump_trick (replay, 1);
  euchre_replay_step (replay, 1);
  euchre_replay_step (replay, 1);
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  wait_evaluated (window);
  test_ui_shoot (window, "replay-seat", shot);
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  wait_evaluated (window);
  test_ui_shoot (window, "replay-open", shot);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
board_for (const char *name)
{
  g_autofree char *path = example_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window;

  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  return window;
}

/* The irregular example: the reader's report above the board. */
static void
test_problem_shown (void)
{
  GtkWidget *window;
  g_autofree char *problem = NULL;

  window = board_for ("test_annotated.egn");
  problem = child_text (window, "problem");
  g_assert_nonnull (strstr (problem, "Deal 1, trick 3: p4 plays the Queen of Spades"));
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The file's note on a call, at that call, and not at the next step. */
static void
test_note_shown (void)
{
  GtkWidget *window;
  EuchreReplay *replay;
  g_autofree char *note = NULL, *after = NULL;

  window = board_for ("quite-the-hustle-annotated.egn");
  replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (window));
  euchre_replay_set_cursor (replay, 0);
  for (guint i = 0; i < 11; i++)
    euchre_replay_jump_deal (replay, 1);
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  note = child_text (window, "note");
  g_assert_true (g_str_has_prefix (note, "Note in the file: Can't really consider donating"));
  press (window, GDK_KEY_Right, 0);
  after = child_text (window, "note");
  g_assert_cmpstr (after, ==, "");
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the keys, as the shortcuts window lists them ---- */

/* Every accelerator the shortcuts window lists in its "Replay board"
 * group, and each title once: the board's keys, each listed exactly once. */
static void
test_shortcuts_listed (void)
{
  g_autoptr (GtkBuilder) builder = NULL;
  g_autoptr (GHashTable) titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) shortcuts = NULL;
  GSList *objects;
  GtkShortcutsGroup *group = NULL;
  GtkWidget *window;

  /* The board first: it registers the resources. */
  window = board_for ("epic-comeback.egn");
  builder = gtk_builder_new_from_resource ("/io/github/euchre/Euchre/gtk/help-overlay.ui");
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_GROUP (l->data))
      {
        g_autofree char *title = NULL;

        g_object_get (l->data, "title", &title, NULL);
        if (g_strcmp0 (title, "Replay board") == 0)
          group = l->data;
      }
  g_slist_free (objects);
  g_assert_nonnull (group);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (group)); c;
       c = gtk_widget_get_next_sibling (c))
    {
      g_autofree char *title = NULL, *accel = NULL;
      g_auto (GStrv) accels = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (c))
        continue;
      g_object_get (c, "title", &title, "accelerator", &accel, NULL);
      g_assert_false (g_hash_table_contains (titles, title));
      g_hash_table_add (titles, g_strdup (title));
      accels = g_strsplit (accel, " ", -1);
      for (guint i = 0; accels[i] != NULL; i++)
        {
          guint key;
          GdkModifierType mods;
          char *name;

          g_assert_true (gtk_accelerator_parse (accels[i], &key, &mods));
          name = gtk_accelerator_name (key, mods);
          /* Each key listed once. */
          g_assert_false (g_hash_table_contains (listed, name));
          g_hash_table_add (listed, name);
        }
    }

  /* The board's own keys are those listed: no more, no fewer. */
  shortcuts = test_ui_shortcuts (adw_window_get_content (ADW_WINDOW (window)));
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (g_ptr_array_index (shortcuts, i));
      g_autofree char *name = NULL;

      g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
      name = gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                   gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
      g_assert_true (g_hash_table_contains (listed, name));
    }
  /* Ctrl+Shift+S (save) is a class binding of the window, listed too. */
  g_assert_cmpuint (shortcuts->len + 1, ==, g_hash_table_size (listed));
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the coach, told from the deciding seat ---- */

/* Whether @text holds "you" or "your" as a word, in any case. */
static gboolean
says_you (const char *text)
{
  g_autoptr (GRegex) re = g_regex_new ("\\byou(r|rs)?\\b", G_REGEX_CASELESS, 0, NULL);

  return g_regex_match (re, text, 0, NULL);
}

/* The first position from @from on where @seat plays a card and may
 * choose between at least two. */
static guint
seat_to_choose (EuchreReplay *replay, guint from, guint seat)
{
  guint n = euchre_replay_get_n_steps (replay);

  for (guint c = from; c < n; c++)
    {
      EuchreAction action;
      EuchreActionList legal;
      EuchreView view;
      guint who;

      euchre_replay_set_cursor (replay, c);
      if (!euchre_replay_get_next_action (replay, &who, &action) || who != seat ||
          action.type != EUCHRE_ACTION_PLAY)
        continue;
      euchre_replay_get_view (replay, seat, &view);
      if (euchre_view_legal_actions (&view, &legal) >= 2 && euchre_replay_seat_is_known (replay, seat))
        return c;
    }
  g_assert_not_reached ();
  return 0;
}

static void
test_coach_seat (void)
{
  GtkWidget *window;
  EuchreReplay *replay;
  g_autofree char *evaluation = NULL, *hidden = NULL;
  const char *name;

  window = board_for ("quite-the-hustle-annotated.egn");
  replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (window));
  name = euchre_replay_get_player (replay, 1);
  g_assert_cmpstr (name, ==, "Big Bad Bill");

  /* Open: Big Bad Bill's choice, told about him by name. */
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  wait_evaluated (window);
  euchre_replay_set_cursor (replay, seat_to_choose (replay, 0, 1));
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  wait_evaluated (window);
  evaluation = child_text (window, "evaluation");
  g_test_message ("%s", evaluation);
  g_assert_nonnull (strstr (evaluation, "Big Bad Bill's side would take this trick in"));
  /* The chance to win the game first, as the coach ranks and says it. */
  g_assert_nonnull (strstr (evaluation, "% to win the game; Big Bad Bill's side would take"));
  g_assert_false (says_you (evaluation));

  /* Seat 0's view: Big Bad Bill's cards are hidden, and so is the coach's view of them. */
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), 0);
  g_assert_false (euchre_replay_window_is_evaluating (EUCHRE_REPLAY_WINDOW (window)));
  hidden = child_text (window, "evaluation");
  g_assert_cmpstr (hidden, ==, "Big Bad Bill's cards are hidden. Show Big Bad Bill or “All (open)” "
                               "to see the coach's view of this choice.\n");
  /* His own seat: the coach again. */
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), 1);
  wait_evaluated (window);
  g_clear_pointer (&evaluation, g_free);
  evaluation = child_text (window, "evaluation");
  g_assert_nonnull (strstr (evaluation, "Big Bad Bill"));
  g_assert_false (says_you (evaluation));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A seat whose cards the file does not hold: no judgement on them. */
static void
test_coach_unknown_cards (void)
{
  GtkWidget *window;
  EuchreReplay *replay;
  g_autofree char *evaluation = NULL;
  guint n, c, seat = EUCHRE_SEAT_NONE;

  window = board_for ("quite-the-hustle-annotated.egn");
  replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (window));
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  wait_evaluated (window);
  n = euchre_replay_get_n_steps (replay);
  for (c = 0; c < n && seat == EUCHRE_SEAT_NONE; c++)
    {
      EuchreAction action;
      guint who;

      euchre_replay_set_cursor (replay, c);
      if (euchre_replay_get_next_action (replay, &who, &action) && action.type != EUCHRE_ACTION_DEAL &&
          !euchre_replay_seat_is_known (replay, who))
        seat = who;
    }
  g_assert_cmpuint (seat, <, 4);
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  g_assert_false (euchre_replay_window_is_evaluating (EUCHRE_REPLAY_WINDOW (window)));
  evaluation = child_text (window, "evaluation");
  g_test_message ("%s", evaluation);
  g_assert_true (g_str_has_prefix (evaluation, "The file does not hold all of "));
  g_assert_nonnull (strstr (evaluation, euchre_replay_get_player (replay, seat)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- names of any length ---- */

/* An example with a player's name (and the title, and a note) @length
 * characters long, with no space to break at. */
static char *
long_name_file (guint length)
{
  g_autofree char *path = example_path ("quite-the-hustle-annotated.egn");
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("euchre-long-name-XXXXXX", NULL);
  char *out = g_build_filename (dir, "long.egn", NULL);
  g_autofree char *name = g_strnfill (length, 'W');
  g_autoptr (GString) s = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, "\"Big Bad Bill\"", "\"\"", 1), ==, 1);
  g_string_insert (s, strstr (s->str, "\"\"") - s->str + 1, name);
  g_assert_cmpuint (g_string_replace (s, "\"Quite the Hustle\"", "\"\"", 1), ==, 1);
  g_string_insert (s, strstr (s->str, "\"\"") - s->str + 1, name);
  g_assert_true (g_file_set_contents (out, s->str, -1, NULL));
  return out;
}

static void
check_long_name (guint length)
{
  g_autofree char *path = long_name_file (length);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window;
  int min_w, nat_w, min_h, nat_h;
  gint64 start, cpu0;

  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  cpu0 = test_wait_thread_cpu_usec ();
  window = euchre_replay_window_new (replay);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  /* Where the name is everywhere: open hands, trick cards, the coach. */
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  for (guint i = 0; i < 12; i++)
    gtk_widget_activate_action (window, "replay.step", "i", 1);
  test_ui_wait_frame (window);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, 800, &min_h, &nat_h, NULL, NULL);
  g_test_message ("%u characters: minimum %d x %d, natural %d x %d, shown %d x %d, %.2f s "
                  "(%.2f s of CPU)", length, min_w, min_h, nat_w, nat_h,
                  gtk_widget_get_width (window), gtk_widget_get_height (window),
                  (g_get_monotonic_time () - start) / 1e6,
                  (test_wait_thread_cpu_usec () - cpu0) / 1e6);
  g_assert_cmpint (min_w, <, 800);
  g_assert_cmpint (nat_w, <, 2000);
  g_assert_cmpint (min_h, <, 600);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 800);
  /* Responsive: opened, stepped and drawn in well under the 2 s a player
   * waits, in the work of the window's thread (CPU time: the coach's
   * threads and other programs' load do not count, as on the wall
   * clock they would). */
  g_assert_cmpint (test_wait_thread_cpu_usec () - cpu0, <, 2 * G_USEC_PER_SEC);
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- the end of a file (issue 42.8) ---- */

/* The board at the end of @path (End pressed): its heading and its
 * "what comes next". */
static void
at_end (const char *path, char **position, char **next, EuchreReplay **replay_out)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window;

  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  press (window, GDK_KEY_End, 0);
  g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, euchre_replay_get_n_steps (replay));
  *position = child_text (window, "position");
  *next = child_text (window, "next");
  g_test_message ("at the end of %s: %s%s", path, *position, *next);
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
  *replay_out = g_steal_pointer (&replay);
}

/* A whole game: the heading says the game is over (not "bidding" while
 * the board shows the last trick), and the end names the winners. */
static void
test_end_of_game (void)
{
  g_autofree char *path = example_path ("quite-the-hustle-annotated.egn");
  g_autofree char *position = NULL, *next = NULL, *expect = NULL;
  g_autoptr (EuchreReplay) replay = NULL;
  guint winner, won, lost;

  at_end (path, &position, &next, &replay);
  g_assert_null (strstr (position, "bidding"));
  g_assert_true (g_str_has_suffix (position, ", game over\n"));
  g_assert_true (euchre_replay_get_result (replay, &winner, &won, &lost));
  expect = g_strdup_printf ("End of the game: %s and %s win %u–%u.\n",
                            euchre_replay_get_player (replay, winner),
                            euchre_replay_get_player (replay, winner + 2), won, lost);
  g_assert_cmpstr (next, ==, expect);
}

/* A file that stops in the middle of a deal says so: no "End of the
 * game." (the hand-made file of a deal ended on a caught renege stops in
 * the second deal, trump just made). */
static void
test_end_mid_deal (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "renege-redeal.egn",
                                                 NULL);
  g_autofree char *position = NULL, *next = NULL;
  g_autoptr (EuchreReplay) replay = NULL;

  at_end (path, &position, &next, &replay);
  g_assert_cmpstr (position, ==, "Deal 2 of 2, trick 1, lead\n");
  g_assert_cmpstr (next, ==,
                   "The file stops here, in the middle of the deal: the game is not finished.\n");
  g_assert_false (euchre_replay_get_result (replay, NULL, NULL, NULL));
}

/* A deal the file ends on a caught renege, shown as what it was (issue
 * 52.6): the heading says so, the words say who reneged, who caught it,
 * what it cost and the score, and no coach speaks of a lead that never
 * comes. */
static void
test_renege_end_words (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "renege-redeal.egn",
                                                 NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = euchre_replay_new_from_file (file, NULL, NULL);
  g_autofree char *position = NULL, *next = NULL;
  GtkWidget *window;
  guint steps = 0;

  g_assert_nonnull (replay);
  window = euchre_replay_window_new (replay);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  press (window, GDK_KEY_Home, 0);
  while (!euchre_replay_get_renege_end (replay, NULL, NULL, NULL) && steps++ < 40)
    press (window, GDK_KEY_Right, 0);
  g_assert_true (euchre_replay_get_renege_end (replay, NULL, NULL, NULL));
  position = child_text (window, "position");
  next = child_text (window, "next");
  g_test_message ("%s%s", position, next);
  g_assert_cmpstr (position, ==, "Deal 1 of 2, ended on a caught renege\n");
  g_assert_nonnull (strstr (next, "North reneged in trick 1 (the Ace of Spades, not following "
                                  "suit); East and West caught it and the deal was thrown in."));
  g_assert_nonnull (strstr (next, "The file scores no penalty for it: the score stays South and "
                                  "North 0, the others 0."));
  g_assert_nonnull (strstr (next, "Next: South deals again."));
  test_ui_wait_frame (window);
  test_ui_save_shot (window, "replay-renege-end");
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file that plays a deal after its game was won: those deals are
 * marked as played past the end, and the end names the winners and the
 * score they won by. */
static void
test_end_past_the_end (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-past-end-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "played-on.egn", NULL);
  g_autofree char *position = NULL, *next = NULL, *expect = NULL;
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (EuchreEgn) egn = g_new0 (EuchreEgn, 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const EuchrePublic *pub;
  EuchreRules rules;
  guint winner, won, lost;

  /* A table that played to 15: EGN names no target, so 10 is read. */
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 15;
  for (guint s = 0; s < 4; s++)
    egn->players[s] = g_strdup_printf ("P%u", s);
  egn->title = g_strdup ("played on");
  egn->description = g_strdup ("");
  egn->record = test_random_record (&rules, 1510, 0, NULL);
  text = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  at_end (path, &position, &next, &replay);
  g_assert_true (g_str_has_suffix (position, " (played past the end of the game)\n"));
  g_assert_true (euchre_replay_get_result (replay, &winner, &won, &lost));
  pub = euchre_replay_get_public (replay);
  expect = g_strdup_printf ("End of the file. P%u and P%u won the game %u–%u; the file plays on "
                            "past its end, to %u–%u.\n", winner, winner + 2, won, lost,
                            pub->score[winner], pub->score[1 - winner]);
  g_assert_cmpstr (next, ==, expect);
  g_unlink (path);
  g_rmdir (dir);
}

/* The score box's label under @window that says @words, or NULL. */
static GtkLabel *
score_saying (GtkWidget *window, const char *words)
{
  GtkWidget *board = GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW,
                                                               "table"));
  g_autoptr (GPtrArray) labels = test_ui_find_all (board, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (labels, i)) &&
        strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), words) != NULL)
      return g_ptr_array_index (labels, i);
  return NULL;
}

/* The same file on the board: the score box keeps the game's target of
 * 10 throughout, and in the deals after the win says they are past the
 * end (issue 52.7: they showed "Playing to 100"). */
static void
test_past_the_end_score (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-past-end-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "played-on.egn", NULL);
  g_autoptr (EuchreEgn) egn = g_new0 (EuchreEgn, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (EuchreReplay) replay = NULL;
  g_autofree char *text = NULL;
  EuchreRules rules;
  GtkLabel *score;
  GtkWidget *window;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = 15;
  for (guint s = 0; s < 4; s++)
    egn->players[s] = g_strdup_printf ("P%u", s);
  egn->title = g_strdup ("played on");
  egn->description = g_strdup ("");
  egn->record = test_random_record (&rules, 1510, 0, NULL);
  text = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  /* Kept beside the screenshots, for people to open. */
  {
    g_autofree char *kept = test_ui_shot_path ("played-past-the-end.egn");

    g_assert_true (g_file_set_contents (kept, text, -1, NULL));
  }
  file = g_file_new_for_path (path);
  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  press (window, GDK_KEY_Home, 0);
  test_ui_wait_frame (window);
  g_assert_nonnull (score_saying (window, "Playing to 10"));
  g_assert_null (score_saying (window, "Playing to 100"));
  press (window, GDK_KEY_End, 0);
  test_ui_wait_frame (window);
  g_assert_true (euchre_replay_is_past_end (replay));
  score = score_saying (window, "Played to 10; past the end");
  if (score == NULL)
    g_error ("past the end, the score box says no “Played to 10; past the end”");
  g_test_message ("the score past the end: “%s”", gtk_label_get_text (score));
  g_assert_null (score_saying (window, "Playing to"));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (score)));
  test_ui_save_shot (window, "replay-past-end");
  wait_evaluated (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

/* On a phone, 360 pixels: the header (Save, the seat shown, Coach, the
 * window's buttons) fits the window, the seat's name shortened with "…"
 * and "Show:" left out (issue 42: its start lay off the window). */
static void
test_phone_header (void)
{
  GtkWidget *window, *content, *choice;
  g_autoptr (GPtrArray) buttons = NULL;
  graphene_rect_t r;
  guint seen = 0;
  int min_w;

  window = board_for ("quite-the-hustle-annotated.egn");
  content = adw_window_get_content (ADW_WINDOW (window));
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  g_test_message ("the board's least width: %d", min_w);
  for (GtkWidget *c = gtk_widget_get_first_child (content); c; c = gtk_widget_get_next_sibling (c))
    {
      int w;

      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
      g_test_message ("  %s: %d", G_OBJECT_TYPE_NAME (c), w);
      for (GtkWidget *d = gtk_widget_get_first_child (c); d; d = gtk_widget_get_next_sibling (d))
        {
          gtk_widget_measure (d, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
          g_test_message ("    %s: %d", G_OBJECT_TYPE_NAME (d), w);
        }
    }
  g_assert_cmpint (min_w, <=, 360);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_unmaximize (GTK_WINDOW (window));
  test_ui_wait_frame (window);
  buttons = test_ui_find_all (window, GTK_TYPE_BUTTON);
  choice = GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW,
                                                      "seat_choice"));
  g_ptr_array_add (buttons, choice);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (buttons, i);

      if (!gtk_widget_get_mapped (w))
        continue;
      g_assert_true (gtk_widget_compute_bounds (w, window, &r));
      g_assert_cmpfloat (r.origin.x, >=, 0);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (window) + 0.5f);
      seen++;
    }
  g_assert_cmpuint (seen, >=, 10);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 800x600 the seat shown is named whole, "Show:" before it (issue 42:
 * beside Coach, at the header's end, it was cut to "Cha…"). */
static void
test_seat_choice_room (void)
{
  GtkWidget *window, *choice, *shown = NULL;
  g_autoptr (GPtrArray) labels = NULL;
  GtkLabel *name = NULL;

  window = board_for ("quite-the-hustle-annotated.egn");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_unmaximize (GTK_WINDOW (window));
  test_ui_wait_frame (window);
  /* The default size counts the frame: the window itself is a little less. */
  g_assert_cmpint (gtk_widget_get_width (window), <=, 800);
  choice = GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW,
                                                      "seat_choice"));
  labels = test_ui_find_all (choice, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len && name == NULL; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (labels, i)))
      name = g_ptr_array_index (labels, i);
  g_assert_nonnull (name);
  g_assert_cmpstr (gtk_label_get_text (name), ==, "Charliehustle4192");
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (name)));
  g_ptr_array_unref (labels);
  labels = test_ui_find_all (window, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len && shown == NULL; i++)
    if (g_str_equal (gtk_label_get_text (g_ptr_array_index (labels, i)), "Show:"))
      shown = g_ptr_array_index (labels, i);
  g_assert_nonnull (shown);
  g_assert_true (gtk_widget_get_mapped (shown));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* On a large screen the score names each side on a line of its own
 * (issue 42: at 2560x1440 each side's line wrapped in two, while the
 * table had room to spare). */
static void
test_score_lines_large (void)
{
  GtkWidget *window, *board;
  g_autoptr (GPtrArray) labels = NULL;
  GtkLabel *score = NULL;

  window = board_for ("quite-the-hustle-annotated.egn");
  gtk_window_set_default_size (GTK_WINDOW (window), 2560, 1440);
  gtk_window_unmaximize (GTK_WINDOW (window));
  test_ui_wait_frame (window);
  board = GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW, "table"));
  g_assert_cmpint (gtk_widget_get_width (board), >, 2000);
  labels = test_ui_find_all (board, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len && score == NULL; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), "Playing to") != NULL)
      score = g_ptr_array_index (labels, i);
  g_assert_nonnull (score);
  g_test_message ("the score: “%s”", gtk_label_get_text (score));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (score)), ==, 3);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (score)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_long_name (void)
{
  check_long_name (2000);
  check_long_name (10000);
}

int
main (int argc, char **argv)
{
  g_setenv ("EUCHRE_HINT_BUDGET_US", "100000", TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/replay-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/replay-window/open/example", test_open_example);
  g_test_add_func ("/euchre/replay-window/open/corrupt", test_open_corrupt);
  g_test_add_func ("/euchre/replay-window/problem", test_problem_shown);
  g_test_add_func ("/euchre/replay-window/note", test_note_shown);
  g_test_add_func ("/euchre/replay-window/renege-end", test_renege_end_words);
  g_test_add_func ("/euchre/replay-window/shortcuts", test_shortcuts_listed);
  g_test_add_func ("/euchre/replay-window/coach/seat", test_coach_seat);
  g_test_add_func ("/euchre/replay-window/coach/unknown-cards", test_coach_unknown_cards);
  g_test_add_func ("/euchre/replay-window/long-name", test_long_name);
  g_test_add_func ("/euchre/replay-window/phone-header", test_phone_header);
  g_test_add_func ("/euchre/replay-window/seat-choice-room", test_seat_choice_room);
  g_test_add_func ("/euchre/replay-window/score-lines-large", test_score_lines_large);
  g_test_add_func ("/euchre/replay-window/end/game", test_end_of_game);
  g_test_add_func ("/euchre/replay-window/end/mid-deal", test_end_mid_deal);
  g_test_add_func ("/euchre/replay-window/end/past-the-end", test_end_past_the_end);
  g_test_add_func ("/euchre/replay-window/end/past-the-end-score", test_past_the_end_score);
  test_ui_add_shots ("/euchre/replay-window/screens", test_screens);
  return g_test_run ();
}
