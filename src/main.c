/* main.c — euchre: the desktop game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>

#include "euchre-application.h"
#include "euchre-profile.h"

int
main (int argc, char **argv)
{
  g_autoptr (EuchreApplication) app = NULL;

  euchre_profile_init (g_get_monotonic_time ());
  /* A file-size limit (ulimit -f) makes the autosave fail with "File too
   * large", told like a full disk, instead of killing the game. */
  signal (SIGXFSZ, SIG_IGN);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = euchre_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
