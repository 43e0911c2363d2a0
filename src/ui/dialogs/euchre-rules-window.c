/* euchre-rules-window.c — the rules of Euchre, to read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-rules-window"

#include "config.h"

#include "euchre-rules-window.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

struct _EuchreRulesWindow {
  AdwWindow parent_instance;

  /* Template widgets */
  GtkLabel *notice;
};

G_DEFINE_FINAL_TYPE (EuchreRulesWindow, euchre_rules_window, ADW_TYPE_WINDOW)

static void
euchre_rules_window_class_init (EuchreRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreRulesWindow, notice);
  /* A window to read and put away, like the other dialogs. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
euchre_rules_window_init (EuchreRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Every button named as a person would read it (GTK 4.8 names some by class). */
  euchre_ui_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
euchre_rules_window_new (void)
{
  return g_object_new (EUCHRE_TYPE_RULES_WINDOW, NULL);
}

void
euchre_rules_window_set_notice (EuchreRulesWindow *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_RULES_WINDOW (self));
  gtk_label_set_text (self->notice, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice), text != NULL && *text != '\0');
}
