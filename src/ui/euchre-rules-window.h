/* euchre-rules-window.h — the rules of Euchre, to read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_RULES_WINDOW (euchre_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreRulesWindow, euchre_rules_window, EUCHRE, RULES_WINDOW, AdwWindow)

GtkWidget *euchre_rules_window_new (void);

G_END_DECLS
