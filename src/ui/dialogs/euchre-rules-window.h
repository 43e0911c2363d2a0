/* euchre-rules-window.h — the rules of Euchre, to read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_RULES_WINDOW (euchre_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreRulesWindow, euchre_rules_window, EUCHRE, RULES_WINDOW, AdwWindow)

GtkWidget *euchre_rules_window_new        (void);
/* A line above the rules saying why they are shown (the help could not
 * be opened); NULL hides it. */
void       euchre_rules_window_set_notice (EuchreRulesWindow *self,
                                           const char        *text);

G_END_DECLS
