/* test-match-window.c — a match file opened: the list of its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - tests/data/egn/club-night.emn through the open path (as `euchre
 *   FILE.emn` and a double-click in Files): a list of its seven games,
 *   each with its players and score; choosing one opens it on a board
 *   with the match's names, its renege marked where it falls;
 * - screenshots of the list at 800x600 and 1280x800, English and German
 *   (the build's screenshots folder).
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-match-window.h"
#include "euchre-replay-window.h"
#include "test-ui.h"

static GFile *
match_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "club-night.emn",
                                                 NULL);

  return g_file_new_for_path (path);
}

static void
collect_text (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_text (c, out);
}

static gboolean
evaluated (gpointer window)
{
  return !euchre_replay_window_is_evaluating (window);
}

static void
test_open_match (void)
{
  g_autoptr (GFile) file = match_file ();
  g_autoptr (GString) text = g_string_new (NULL);
  GtkWidget *window, *board;
  EuchreReplay *replay;
  g_autofree char *note = NULL;
  guint renege = 0;

  window = euchre_replay_window_open (NULL, NULL, file);
  g_assert_true (EUCHRE_IS_MATCH_WINDOW (window));
  test_ui_wait_mapped (window, "the match's games");
  g_assert_cmpuint (euchre_match_window_get_n_games (EUCHRE_MATCH_WINDOW (window)), ==, 7);
  collect_text (window, text);
  g_assert_nonnull (strstr (text->str, "Club night, week 5\nA match of 7 games\n"));
  g_assert_nonnull (strstr (text->str, "Game 5: Week 5, game 5\n"
                                       "Tuesday Sub and Chach against Jen-Eye and WWMM · 6–10 · "
                                       "3 notes\n"));

  board = euchre_match_window_open_game (EUCHRE_MATCH_WINDOW (window), 4);
  test_ui_wait_mapped (board, "the replay board");
  replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (board));
  g_assert_cmpstr (euchre_replay_get_player (replay, 0), ==, "Tuesday Sub");
  while (!euchre_replay_is_renege (replay, renege))
    renege++;
  euchre_replay_set_cursor (replay, renege);
  note = euchre_replay_get_annotation (replay);
  g_assert_true (g_str_has_prefix (note, "A renege: the card played here does not follow suit"));
  test_wait_until (evaluated, board, "the coach's evaluation", 30000);
  gtk_window_destroy (GTK_WINDOW (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screens (gconstpointer data)
{
  const TestUiShot *shot = data;
  g_autoptr (GFile) file = match_file ();
  GtkWidget *window;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (shot->language);
  window = euchre_replay_window_open (NULL, NULL, file);
  gtk_window_set_default_size (GTK_WINDOW (window), shot->width, shot->height);
  test_ui_wait_mapped (window, "the match's games");
  test_ui_shoot (window, "match-list", shot);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("EUCHRE_HINT_BUDGET_US", "100000", TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/match-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/match-window/open", test_open_match);
  test_ui_add_shots ("/euchre/match-window/screens", test_screens);
  return g_test_run ();
}
