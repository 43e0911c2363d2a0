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
void
euchre_ui_name_button (GtkWidget *button)
{
  const char *label = gtk_button_get_label (GTK_BUTTON (button));
  g_autoptr (GString) name = g_string_new (NULL);

  for (const char *c = label ? label : ""; *c; c++)
    if (*c != '_' || c[1] == '_')
      g_string_append_c (name, *c == '_' ? *++c : *c);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str,
                                  -1);
}
