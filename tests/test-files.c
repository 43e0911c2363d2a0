/* test-files.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>

#include "test-files.h"

char *
test_make_tmp_dir (const char *prefix)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmpl = g_strconcat (prefix, "-XXXXXX", NULL);
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
test_remove_tree (const char *path)
{
  const char *name;
  GDir *dir = g_dir_open (path, 0, NULL);

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      /* A link is removed, never followed (a test may link to /dev). */
      if (!g_file_test (child, G_FILE_TEST_IS_SYMLINK) && g_file_test (child, G_FILE_TEST_IS_DIR))
        test_remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir)
    g_dir_close (dir);
  g_rmdir (path);
}

EuchreResumeResult
test_resume_from (EuchreGame *game, const char *path, GError **error)
{
  euchre_game_set_paused (game, TRUE);
  euchre_game_set_save_path (game, path);
  return euchre_game_resume (game, error);
}
