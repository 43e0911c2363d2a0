/* test-stats-dialog.c — the statistics dialog shows the selection's totals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under Xvfb (tools/test); skipped without a display.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-files.h"
#include "euchre-stats-dialog.h"
#include "test-ui.h"

static GtkWidget *
find_row (GtkWidget *widget, GType type, const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_row (c, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkLabel *
find_numeric_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "numeric"))
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_numeric_label (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The value shown beside the row titled @title. */
static const char *
shown (GtkWidget *window, const char *title)
{
  GtkWidget *row = find_row (window, ADW_TYPE_ACTION_ROW, title);
  GtkLabel *label;

  g_assert_nonnull (row);
  label = find_numeric_label (row);
  g_assert_nonnull (label);
  return gtk_label_get_text (label);
}

static void
check (GtkWidget *window, const char *played, const char *won, const char *percent,
       const char *abandoned, const char *hands)
{
  g_assert_cmpstr (shown (window, "Games played"), ==, played);
  g_assert_cmpstr (shown (window, "Games won"), ==, won);
  g_assert_cmpstr (shown (window, "Win percentage"), ==, percent);
  g_assert_cmpstr (shown (window, "Games abandoned"), ==, abandoned);
  g_assert_cmpstr (shown (window, "Hands played"), ==, hands);
}

static void
test_selection (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-stats-dialog");
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr (EuchreStats) stats = NULL;
  GtkWidget *window;
  AdwComboRow *preset, *difficulty;

  g_assert_true (g_file_set_contents (path,
    "[standard/easy]\ngames-played=3\ngames-won=2\nhands-played=20\n"
    "[standard/hard]\ngames-played=2\ngames-won=0\nhands-played=15\n"
    "[custom/hard]\ngames-played=4\ngames-won=3\nhands-played=31\ngames-abandoned=1\n",
    -1, NULL));
  stats = euchre_stats_new (path);
  window = euchre_stats_dialog_new (stats, "custom/hard");
  g_object_ref_sink (window);
  preset = ADW_COMBO_ROW (find_row (window, ADW_TYPE_COMBO_ROW, "_Rule set"));
  difficulty = ADW_COMBO_ROW (find_row (window, ADW_TYPE_COMBO_ROW, "_Difficulty"));
  g_assert_nonnull (preset);
  g_assert_nonnull (difficulty);

  /* Every rule set and difficulty at first: the deck change that made
   * the rules Custom hides nothing. */
  g_assert_cmpuint (adw_combo_row_get_selected (preset), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (difficulty), ==, 0);
  check (window, "9", "5", "56%", "1", "66");
  /* Standard, all difficulties; then Standard, Hard. */
  adw_combo_row_set_selected (preset, 1);
  check (window, "5", "2", "40%", "0", "35");
  adw_combo_row_set_selected (difficulty, 3);
  check (window, "2", "0", "0%", "0", "15");
  /* Custom, Hard: the current game's. */
  adw_combo_row_set_selected (preset, 6);
  check (window, "4", "3", "75%", "1", "31");
  /* A rule set never played: zeros, and no percentage. */
  adw_combo_row_set_selected (preset, 5);
  check (window, "0", "0", "None yet", "0", "0");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
  test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/stats-dialog/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/stats-dialog/selection", test_selection);
  return g_test_run ();
}
