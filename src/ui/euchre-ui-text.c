/* euchre-ui-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-ui-text"

#include "config.h"

#include "euchre-ui-text.h"

/* GTK 4.8 names a labelled button twice over AT-SPI ("_New Game New
 * Game"): its label property, mnemonic and all, then the label inside.
 * One name, without the underscore, is what a screen reader should say. */
static void
name_without_mnemonic (GtkWidget *widget, const char *label)
{
  g_autoptr (GString) name = g_string_new (NULL);

  for (const char *c = label ? label : ""; *c; c++)
    if (*c != '_' || c[1] == '_')
      g_string_append_c (name, *c == '_' ? *++c : *c);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
}

void
euchre_ui_name_button (GtkWidget *button)
{
  if (GTK_IS_MENU_BUTTON (button))
    name_without_mnemonic (button, gtk_menu_button_get_label (GTK_MENU_BUTTON (button)));
  else
    name_without_mnemonic (button, gtk_button_get_label (GTK_BUTTON (button)));
}

/* AdwMessageDialog's response buttons are labelled buttons too. */
void
euchre_ui_name_dialog_buttons (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) != NULL)
        euchre_ui_name_button (child);
      euchre_ui_name_dialog_buttons (child);
    }
}
