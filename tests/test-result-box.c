/* test-result-box.c — the hand's result on the table offers Review Hand
 * whenever a hand has been played (issue 52.8), under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is loaded with one hand over, its result held on the table: the
 * box under it offers Review Hand.  The program is started again on the
 * saved game (the window is made before the application adds the
 * review): the result is back, and Review Hand with it, and it opens the
 * hand's review.
 *
 * New Game while the result shows, in a game loaded and in the saved
 * game resumed (win.new-game, as Ctrl+N or the header's button, and New
 * Game in the Abandon dialog): the new game's first hand is dealt, the
 * result goes, and the window closes cleanly (the view's bindings were
 * torn down with a warning, fatal here).
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-application.h"
#include "euchre-hand-review.h"
#include "euchre-play-surface.h"
#include "euchre-window.h"
#include "test-files.h"
#include "test-ui.h"
#include "test-util.h"

typedef struct {
  EuchreApplication *app;
  EuchreWindow *window;
  GSourceFunc script;
  gboolean ran;
  gboolean restored;            /* the game is the saved one, not loaded */
} Fixture;

static const char *const hands[4] = {
  "JH 9C TC QC KC", "9S TD JD QH KH", "AS AC AD KD QD", "TS JS QS KS AH",
};

/* The table's Review Hand button. */
static GtkWidget *
review_button (Fixture *f)
{
  g_autoptr (GPtrArray) buttons = test_ui_find_all (GTK_WIDGET (euchre_window_get_table (f->window)),
                                                    GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (buttons, i), "review-button"))
      return g_ptr_array_index (buttons, i);
  g_assert_not_reached ();
  return NULL;
}

static gboolean
table_idle (gpointer data)
{
  Fixture *f = data;

  return !euchre_table_get_busy (euchre_window_get_table (f->window));
}

static gboolean
result_held (gpointer data)
{
  Fixture *f = data;
  GtkWidget *surface = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                  EUCHRE_TYPE_WINDOW, "surface"));

  return table_idle (f) && euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (surface));
}

/* The result held on the table, and Review Hand under it, shown. */
static void
assert_offered (Fixture *f, const char *when)
{
  GtkWidget *button;

  test_wait_until (result_held, f, "the hand's result on the table", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  button = review_button (f);
  g_test_message ("%s: Review Hand %s", when, gtk_widget_get_mapped (button) ? "shown" : "missing");
  if (!gtk_widget_get_mapped (button))
    g_error ("%s: the hand's result shows with no Review Hand", when);
  g_assert_true (gtk_widget_is_sensitive (button));
}

static gboolean
review_shown (gpointer data)
{
  return test_ui_toplevel (EUCHRE_TYPE_HAND_REVIEW) != NULL;
}

/* A hand over, its result held: Review Hand.  The game is saved as it is. */
static gboolean
first_run_cb (gpointer data)
{
  Fixture *f = data;
  g_autofree char *text = stacked_record (0, (const char **) hands, "9H",
                                          "p p p o dTC 9S AS TS JH");
  g_autoptr (GError) error = NULL;

  f->ran = TRUE;
  g_assert_true (euchre_game_load (euchre_window_get_game (f->window), text, &error));
  g_assert_no_error (error);
  assert_offered (f, "the game loaded");
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* The program again, on the saved game: the result, with Review Hand,
 * which opens the review. */
static gboolean
second_run_cb (gpointer data)
{
  Fixture *f = data;
  EuchreGame *game = euchre_window_get_game (f->window);
  GtkWidget *review;

  f->ran = TRUE;
  g_assert_cmpuint (euchre_game_get_hands_finished (game), ==, 1);
  assert_offered (f, "the program started again");
  g_assert_true (gtk_widget_activate (review_button (f)));
  test_wait_until (review_shown, NULL, "the hand's review", 5000);
  review = test_ui_toplevel (EUCHRE_TYPE_HAND_REVIEW);
  gtk_window_destroy (GTK_WINDOW (review));

  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static gboolean
dialog_gone (gpointer unused)
{
  return !test_ui_dialog_shown (NULL);
}

/* The new game's first hand: dealt, nothing played, no result held. */
static gboolean
new_hand_dealt (gpointer data)
{
  Fixture *f = data;
  EuchreGame *game = euchre_window_get_game (f->window);
  GtkWidget *surface = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                  EUCHRE_TYPE_WINDOW, "surface"));

  return table_idle (f) && euchre_game_get_hands_finished (game) == 0 &&
         !euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (surface));
}

/* The result held (a game loaded, or the saved one resumed), New Game as
 * a person asks for it: the action, then New Game in the Abandon dialog
 * (the game is in progress).  The result and its Review Hand go; the
 * window is closed with the new game on. */
static gboolean
new_game_cb (gpointer data)
{
  Fixture *f = data;
  g_autofree char *text = stacked_record (0, (const char **) hands, "9H",
                                          "p p p o dTC 9S AS TS JH");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) buttons = NULL;
  GtkWidget *new_game = NULL;

  f->ran = TRUE;
  if (f->restored)
    g_assert_cmpuint (euchre_game_get_hands_finished (euchre_window_get_game (f->window)), ==, 1);
  else
    g_assert_true (euchre_game_load (euchre_window_get_game (f->window), text, &error));
  g_assert_no_error (error);
  assert_offered (f, f->restored ? "the saved game, before New Game" : "before New Game");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL));
  test_wait_until (test_ui_dialog_shown, NULL, "the Abandon dialog", 10000);
  buttons = test_ui_find_all (GTK_WIDGET (test_ui_message_dialog ()), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), "_New Game") == 0)
      new_game = buttons->pdata[i];
  g_assert_nonnull (new_game);
  g_signal_emit_by_name (new_game, "clicked");
  test_wait_until (dialog_gone, NULL, "the Abandon dialog to close", 5000);

  test_wait_until (new_hand_dealt, f, "the new game's first hand", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  g_assert_false (gtk_widget_get_mapped (review_button (f)));

  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app, Fixture *f)
{
  f->window = EUCHRE_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (f->window);
  g_timeout_add (300, f->script, f);
}

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the result box's test did not finish in time");
  return G_SOURCE_REMOVE;
}

static void
run_app (Fixture *f, GSourceFunc script)
{
  guint timeout;

  f->script = script;
  f->ran = FALSE;
  f->app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (f->app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (f->app, "activate", G_CALLBACK (activate_cb), f);
  timeout = g_timeout_add_seconds (120, too_long_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (f->app), 0, NULL), ==, 0);
  g_source_remove (timeout);
  g_assert_true (f->ran);
  g_assert_finalize_object (f->app);
}

/* The game's data in @dir, no welcome, no pauses, an 800×600 window. */
static void
set_up (const char *dir, GSettings *gs)
{
  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  g_settings_set_boolean (gs, "welcome-shown", TRUE);
  g_settings_set_int (gs, "ai-delay-ms", 0);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  g_settings_set_double (gs, "animation-speed", 4.0);
  g_settings_set_int (gs, "window-width", 800);
  g_settings_set_int (gs, "window-height", 600);
}

static void
test_result_box_review (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-result-XXXXXX", NULL);
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  Fixture f = { 0 };

  set_up (dir, gs);
  run_app (&f, first_run_cb);
  run_app (&f, second_run_cb);
  test_remove_tree (dir);
}

static void
test_result_box_new_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-result-XXXXXX", NULL);
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  Fixture f = { 0 };

  set_up (dir, gs);
  /* A game loaded in this run, then the same saved and resumed. */
  run_app (&f, new_game_cb);
  f.restored = FALSE;
  run_app (&f, first_run_cb);
  f.restored = TRUE;
  run_app (&f, new_game_cb);
  test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/result-box/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/result-box/review-after-restart", test_result_box_review);
  g_test_add_func ("/euchre/result-box/new-game", test_result_box_new_game);
  return g_test_run ();
}
