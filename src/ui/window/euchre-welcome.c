/* euchre-welcome.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-ui-text.h"
#include "euchre-welcome.h"

struct _EuchreWelcome {
  AdwBin parent_instance;

  GtkWidget *play_button;
};

G_DEFINE_FINAL_TYPE (EuchreWelcome, euchre_welcome, ADW_TYPE_BIN)

static void
euchre_welcome_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_WELCOME);
  G_OBJECT_CLASS (euchre_welcome_parent_class)->dispose (object);
}

static void
euchre_welcome_class_init (EuchreWelcomeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_welcome_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-welcome.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreWelcome, play_button);
}

static void
euchre_welcome_init (EuchreWelcome *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button by its words, once (GTK 4.8 says a labelled one twice). */
  euchre_ui_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
euchre_welcome_new (void)
{
  return g_object_new (EUCHRE_TYPE_WELCOME, NULL);
}

void
euchre_welcome_focus (EuchreWelcome *self)
{
  g_return_if_fail (EUCHRE_IS_WELCOME (self));
  gtk_widget_grab_focus (self->play_button);
}
