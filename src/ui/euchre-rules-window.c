/* euchre-rules-window.c — the rules of Euchre, to read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-rules-window"

#include "config.h"

#include "euchre-rules-window.h"
#include "euchre-resources.h"

struct _EuchreRulesWindow {
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (EuchreRulesWindow, euchre_rules_window, ADW_TYPE_WINDOW)

static void
euchre_rules_window_class_init (EuchreRulesWindowClass *klass)
{
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/io/github/euchre/Euchre/euchre-rules-window.ui");
}

static void
euchre_rules_window_init (EuchreRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
euchre_rules_window_new (void)
{
  return g_object_new (EUCHRE_TYPE_RULES_WINDOW, NULL);
}
