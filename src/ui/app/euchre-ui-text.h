/* euchre-ui-text.h — one accessible name for a labelled button (the words for
 * cards, suits, seats and results are in euchre-names.h), and a string property
 * set where it changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-names.h"

G_BEGIN_DECLS

/* One accessible name for a labelled button, its label without the
 * mnemonic's underscore (GTK 4.8 names it twice over AT-SPI). */
void        euchre_ui_name_button         (GtkWidget *button);
/* The same for every labelled button inside @widget (a message dialog's
 * responses, once they are added). */
void        euchre_ui_name_dialog_buttons (GtkWidget *widget);

/* Every button inside @widget named as a person would read it (GTK 4.8
 * says "GtkImage" for a button that shows only an icon): a labelled one
 * by its label, without the underscore; one that shows an icon by its
 * tooltip, without the shortcut in parentheses that ends it. */
void        euchre_ui_name_buttons        (GtkWidget *widget);
/* The button that opens @drop named "@what: the item chosen", kept so
 * as the choice changes (GTK 4.8 says "GtkToggleButton"). */
void        euchre_ui_name_drop_down      (GtkDropDown *drop,
                                           const char  *what);

/* The application window's Keyboard Shortcuts window titled in words
 * ("Keyboard Shortcuts", not the program's file name) and its search
 * and section buttons named (not "GtkImage", "GtkMenuButton"). */
void        euchre_ui_name_shortcuts      (GtkApplicationWindow *window);

/* Sets the string *@field of @object to @value, which it takes (freed
 * where it is the same), and notifies @pspec only where it changed;
 * whether it did.  The string properties of the windows' models. */
gboolean    euchre_ui_take_string         (GObject    *object,
                                           char      **field,
                                           char       *value,
                                           GParamSpec *pspec);

/* What the white bar over a card of the person's hand means. */
const char *euchre_ui_trump_bars          (void);

/* @tooltip with the key that ends it in parentheses said to be a key,
 * in the words of the language ("Hint (key H)", "Tipp (Taste H)"); else
 * a copy of @tooltip. */
char       *euchre_ui_key_tip             (const char *tooltip);
/* The same for every tooltip under @widget (not a label's). */
void        euchre_ui_mark_key_tips       (GtkWidget  *widget);

G_END_DECLS
