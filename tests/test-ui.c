/* test-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <libintl.h>
#include <locale.h>

#include "test-ui.h"

static void
no_display (void)
{
  g_test_skip ("no display (run under xvfb-run, as tools/test does)");
}

gboolean
test_ui_init (int *argc, char ***argv, const char *skip_path)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_init (argc, argv, NULL);
      g_test_add_func (skip_path, no_display);
      return FALSE;
    }
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

void
test_ui_use_language (const char *language)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain ("euchre", dir);
  bind_textdomain_codeset ("euchre", "UTF-8");
  textdomain ("euchre");
}

gboolean
test_ui_in_subprocess (void)
{
  if (g_test_subprocess ())
    return TRUE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT |
                                   G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}
