/* euchre-preferences.h — the preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-settings.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_PREFERENCES (euchre_preferences_get_type ())
G_DECLARE_FINAL_TYPE (EuchrePreferences, euchre_preferences, EUCHRE, PREFERENCES,
                      AdwPreferencesWindow)

/* Every row is bound to the settings: changes apply at once (rules at the
 * next game). */
GtkWidget *euchre_preferences_new (EuchreSettings *settings);

G_END_DECLS
