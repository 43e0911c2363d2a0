/* test-bad-egn-window.c — hostile game files opened in the real window
 * (issue 25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Through the open path (as `euchre FILE`, a double-click or Ctrl+O):
 * - ~100,000 nested lists (json-glib crashed on them), as a game and as a
 *   match: no board, a message in plain words, after under 2 s of work
 *   (the thread's CPU time: load elsewhere does not stretch it);
 * - a player's name of 10,000 characters: the board opens, the name cut
 *   to 200 characters.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-replay-window.h"
#include "test-ui.h"

static char *
write_file (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static char *
deep (const char *head)
{
  GString *s = g_string_new (head);

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, '[');
  return g_string_free (s, FALSE);
}

/* The message dialog on screen, or NULL. */
static gboolean
dialog_shown (gpointer data)
{
  return test_ui_message_dialog () != NULL;
}

static void
test_deep (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-bad-egn-XXXXXX", NULL);
  g_autofree char *game = deep ("{\"metadata\":{},\"deals\":");
  g_autofree char *match = deep ("{\"fileType\":\"Euchre Match Notation\",\"games\":");
  char *paths[2];

  paths[0] = write_file (dir, "deep.egn", game);
  paths[1] = write_file (dir, "deep.emn", match);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
      gint64 cpu0 = test_wait_thread_cpu_usec ();
      AdwMessageDialog *dialog;

      g_assert_null (euchre_replay_window_open (NULL, NULL, file));
      test_wait_until (dialog_shown, NULL, "the message", 60000);
      /* Refused in well under 2 s of work (CPU time: load elsewhere does
       * not stretch it, as it does the wall clock). */
      g_assert_cmpint (test_wait_thread_cpu_usec () - cpu0, <, 2 * G_USEC_PER_SEC);
      dialog = test_ui_message_dialog ();
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                                "nests lists and objects more than 64 levels deep"));
      g_assert_true (g_str_has_suffix (adw_message_dialog_get_heading (dialog),
                                       i == 0 ? "“deep.egn” could not be opened"
                                              : "“deep.emn” could not be opened"));
      gtk_window_destroy (GTK_WINDOW (dialog));
      test_wait_drain ();
      g_unlink (paths[i]);
      g_free (paths[i]);
    }
  g_rmdir (dir);
}

static gboolean
evaluated (gpointer window)
{
  return !euchre_replay_window_is_evaluating (window);
}

static void
test_long_name (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-bad-egn-XXXXXX", NULL);
  g_autofree char *name = g_strnfill (10000, 'W');
  g_autofree char *text = g_strdup_printf ("{\"metadata\":{\"title\":\"%s\",\"players\":[\"%s\"]},"
                                           "\"deals\":[]}", name, name);
  g_autofree char *path = write_file (dir, "long.egn", text);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWidget *board;
  EuchreReplay *replay;

  board = euchre_replay_window_open (NULL, NULL, file);
  g_assert_nonnull (board);
  test_ui_wait_mapped (board, "the replay board");
  replay = euchre_replay_window_get_replay (EUCHRE_REPLAY_WINDOW (board));
  g_assert_cmpint (g_utf8_strlen (euchre_replay_get_player (replay, 0), -1), ==, 200);
  g_assert_cmpint (g_utf8_strlen (euchre_replay_get_title (replay), -1), ==, 200);
  test_wait_until (evaluated, board, "the coach's evaluation", 30000);
  gtk_window_destroy (GTK_WINDOW (board));
  test_wait_drain ();
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_setenv ("EUCHRE_HINT_BUDGET_US", "100000", TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/bad-egn-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/bad-egn-window/deep", test_deep);
  g_test_add_func ("/euchre/bad-egn-window/long-name", test_long_name);
  return g_test_run ();
}
