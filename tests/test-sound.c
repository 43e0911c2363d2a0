/* test-sound.c — the table's sounds where none can be played (issue 49)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where GSound's context cannot be opened (CANBERRA_DRIVER names a driver
 * libcanberra does not have, as where its drivers are missing), or the
 * game was built without GSound (-Dsound=disabled): euchre_sound_available()
 * says why; the Sound switch in Preferences is off, out of reach and says
 * why under its title, and the setting is left as the player set it;
 * sounds asked for are not played and nothing warns (G_DEBUG=fatal-warnings).
 * Where sound can be played, the switch follows the setting.  Each case in
 * a process of its own: the context is opened once a process.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <adwaita.h>

#include "euchre-preferences.h"
#include "euchre-resources.h"
#include "euchre-settings.h"
#include "euchre-sound.h"
#include "test-ui.h"

#define NO_DRIVER "Sound cannot be played here: No such driver"
#define NOT_BUILT "This copy of Euchre was built without sound (GSound)"
#define ROW_SUBTITLE "A card played, a trick taken, a euchre and a game won"

static GObject *
child (GtkWidget *prefs, const char *name)
{
  GObject *widget = gtk_widget_get_template_child (prefs, EUCHRE_TYPE_PREFERENCES, name);

  g_assert_nonnull (widget);
  return widget;
}

/* No driver: not available, and Preferences says why. */
static void
test_sound_unavailable (void)
{
  g_autoptr (GSettings) gs = NULL;
  g_autoptr (EuchreSettings) settings = NULL;
  g_autoptr (EuchreSound) sound = NULL;
  const char *why = NULL;
  GtkWidget *prefs;
  GObject *sw, *row;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("en");
  /* Before the first sound opens the context: libcanberra reads it then. */
  g_setenv ("CANBERRA_DRIVER", "euchre-no-such-driver", TRUE);
  gs = g_settings_new (APP_ID);
  g_settings_set_boolean (gs, "sound", TRUE);

  g_assert_false (euchre_sound_available (&why));
#if HAVE_GSOUND
  g_assert_cmpstr (why, ==, NO_DRIVER);
#else
  g_assert_cmpstr (why, ==, NOT_BUILT);
#endif
  g_assert_false (euchre_sound_available (NULL));

  settings = euchre_settings_new (gs);
  prefs = euchre_preferences_new (settings);
  sw = child (prefs, "sound");
  row = child (prefs, "sound_row");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (sw)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, why);
  /* The player's choice stays for a machine that has sound. */
  g_assert_true (g_settings_get_boolean (gs, "sound"));

  /* Every sound asked for with the setting on: silence, no warning. */
  sound = euchre_sound_new (gs);
  g_assert_true (euchre_sound_get_enabled (sound));
  for (guint e = 0; e < EUCHRE_N_SOUNDS; e++)
    euchre_sound_play (sound, e);
  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* The machine's own driver (libcanberra's ALSA driver opens without a
 * sound card): available, and the switch follows the setting. */
static void
test_sound_available (void)
{
  g_autoptr (GSettings) gs = NULL;
  g_autoptr (EuchreSettings) settings = NULL;
  const char *why = "unset";
  GtkWidget *prefs;
  GObject *sw, *row;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("en");
  g_unsetenv ("CANBERRA_DRIVER");
  gs = g_settings_new (APP_ID);
#if HAVE_GSOUND
  g_assert_true (euchre_sound_available (&why));
  g_assert_null (why);
#else
  g_assert_false (euchre_sound_available (&why));
  g_assert_cmpstr (why, ==, NOT_BUILT);
  return;
#endif
  settings = euchre_settings_new (gs);
  prefs = euchre_preferences_new (settings);
  sw = child (prefs, "sound");
  row = child (prefs, "sound_row");
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (sw)));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, ROW_SUBTITLE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  g_settings_set_boolean (gs, "sound", TRUE);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  g_assert_false (g_settings_get_boolean (gs, "sound"));
  gtk_window_destroy (GTK_WINDOW (prefs));
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/sound/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  g_test_add_func ("/euchre/sound/unavailable", test_sound_unavailable);
  g_test_add_func ("/euchre/sound/available", test_sound_available);
  return g_test_run ();
}
