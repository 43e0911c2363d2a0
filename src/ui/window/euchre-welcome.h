/* euchre-welcome.h — the first-run welcome: Play, Learn the Basics, Rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A status page over the game window's table (euchre-welcome.ui): what
 * the game is, and three buttons: "win.welcome-play", "win.guided-hand"
 * (the guided hand, euchre-guide.h) and "app.preferences".
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_WELCOME (euchre_welcome_get_type ())
G_DECLARE_FINAL_TYPE (EuchreWelcome, euchre_welcome, EUCHRE, WELCOME, AdwBin)

GtkWidget *euchre_welcome_new (void);
/* Its Play button takes the focus: Enter plays. */
void       euchre_welcome_focus (EuchreWelcome *self);

G_END_DECLS
