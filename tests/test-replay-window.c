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
#include "euchre-replay-window.h"
#include "euchre-window.h"
#include "test-ui.h"

static char *
example_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "..", "shared", "egn", "examples", name, NULL);
}

static gboolean
have_examples (void)
{
  g_autofree char *path = example_path ("epic-comeback.egn");

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/egn/examples is absent");
      return FALSE;
    }
  return TRUE;
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
  g_autoptr (GListModel) controllers =
    gtk_widget_observe_controllers (adw_window_get_content (ADW_WINDOW (window)));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (sc);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (sc), 0, window,
                                                           gtk_shortcut_get_arguments (sc)));
              return;
            }
        }
    }
  g_error ("no shortcut for %s", gdk_keyval_name (keyval));
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

static AdwMessageDialog *
message_dialog (void)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);

      if (ADW_IS_MESSAGE_DIALOG (w))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return message_dialog () != NULL && gtk_widget_get_mapped (GTK_WIDGET (message_dialog ()));
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

      test_wait_until (dialog_shown, NULL, "the message", 10000);
      dialog = message_dialog ();
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
      g_autofree char *position = NULL, *table = NULL;
      guint cursor, deal;

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
      euchre_replay_get_position (replay, NULL, NULL, &deal, NULL);
      g_assert_cmpuint (deal, ==, 2);
      press (board, GDK_KEY_End, 0);
      g_assert_true (euchre_replay_is_deal_start (replay, euchre_replay_get_cursor (replay)));
      euchre_replay_get_position (replay, &deal, NULL, NULL, NULL);
      g_assert_cmpuint (deal, ==, 2);
      press (board, GDK_KEY_Home, 0);
      euchre_replay_get_position (replay, &deal, NULL, NULL, NULL);
      g_assert_cmpuint (deal, ==, 1);
      press (board, GDK_KEY_Page_Down, 0);
      press (board, GDK_KEY_Page_Down, 0);
      press (board, GDK_KEY_Page_Up, 0);
      g_clear_pointer (&position, g_free);
      position = child_text (board, "position");
      g_assert_cmpstr (position, ==, "Deal 1 of 9, trick 1, lead\n");
      press (board, GDK_KEY_Left, GDK_CONTROL_MASK);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, 0);
      press (board, GDK_KEY_Home, 0);
      g_assert_cmpuint (euchre_replay_get_cursor (replay), ==, 0);
      press (board, GDK_KEY_End, 0);
      press (board, GDK_KEY_Right, 0);

      /* One seat: the others' cards are not shown; open: all are. */
      table = child_text (board, "table");
      g_assert_nonnull (strstr (table, "not shown"));
      euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (board), EUCHRE_REPLAY_SHOW_OPEN);
      g_clear_pointer (&table, g_free);
      table = child_text (board, "table");
      g_assert_null (strstr (table, "not shown"));
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
  g_timeout_add (300, check_cb, r);
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

  if (!have_examples ())
    return;
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

typedef struct {
  const char *path;
  int width, height;
  const char *language;
} Shot;

static void
save_shot (GtkWidget *widget, const char *name, const Shot *shot)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *file = g_strdup_printf ("replay-%s-%s-%dx%d.png", name, shot->language,
                                           shot->width, shot->height);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GskRenderNode *node;
  GdkTexture *texture;

  g_mkdir_with_parents (dir, 0755);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.98f, 0.98f, 0.98f, 1.f },
                             &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot %s", path);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  g_object_unref (paintable);
}

static void
test_screens (gconstpointer data)
{
  const Shot *shot = data;
  g_autofree char *path = example_path ("quite-the-hustle-annotated.egn");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window;

  if (!have_examples ())
    return;
  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (shot->language);
  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_set_default_size (GTK_WINDOW (window), shot->width, shot->height);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  /* Deal 2, the second card of trick 2: a card to choose. */
  euchre_replay_jump_deal (replay, 1);
  euchre_replay_jump_trick (replay, 1);
  euchre_replay_jump_trick (replay, 1);
  euchre_replay_step (replay, 1);
  gtk_widget_activate_action (window, "replay.step", "i", 0);
  wait_evaluated (window);
  save_shot (window, "seat", shot);
  euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  wait_evaluated (window);
  save_shot (window, "open", shot);
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

  if (!have_examples ())
    return;
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

  if (!have_examples ())
    return;
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

int
main (int argc, char **argv)
{
  static const Shot shots[] = {
    { "/euchre/replay-window/screens/en/800x600", 800, 600, "en" },
    { "/euchre/replay-window/screens/en/1280x800", 1280, 800, "en" },
    { "/euchre/replay-window/screens/de/800x600", 800, 600, "de" },
    { "/euchre/replay-window/screens/de/1280x800", 1280, 800, "de" },
  };

  g_setenv ("EUCHRE_HINT_BUDGET_US", "100000", TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/replay-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/replay-window/open/example", test_open_example);
  g_test_add_func ("/euchre/replay-window/open/corrupt", test_open_corrupt);
  g_test_add_func ("/euchre/replay-window/problem", test_problem_shown);
  g_test_add_func ("/euchre/replay-window/note", test_note_shown);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    g_test_add_data_func (shots[i].path, &shots[i], test_screens);
  return g_test_run ();
}
