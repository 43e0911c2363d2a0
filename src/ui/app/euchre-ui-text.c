/* euchre-ui-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-ui-text"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "euchre-ui-text.h"
#include "euchre-shortcuts-fit.h"

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

/* "First position (Home)" → "First position". */
static char *
tooltip_name (const char *tooltip)
{
  const char *open = strrchr (tooltip, '(');

  if (open != NULL && open > tooltip && g_str_has_suffix (tooltip, ")"))
    return g_strstrip (g_strndup (tooltip, open - tooltip));
  return g_strdup (tooltip);
}

/* Whether @part, one part of a key hint before its "+", is a modifier as
 * a hint writes it in one of the game's languages. */
static gboolean
is_modifier (const char *part)
{
  static const char *const modifiers[] = { "Ctrl", "Strg", "Shift", "Umschalt", "Mayús", "Maj",
                                           "Alt", NULL };

  return g_strv_contains (modifiers, part);
}

/* Whether @keys ("O", "Ctrl+N", "Strg+Umschalt+S", "Pos1") names keys:
 * modifiers, then one character or a key's short name. */
static gboolean
is_keys (const char *keys)
{
  static const char *const names[] = { "Home", "End", "Pos1", "Ende", "Inicio", "Fin", "Origine",
                                       "Enter", NULL };
  g_auto (GStrv) parts = g_strsplit (keys, "+", -1);
  guint n = g_strv_length (parts);
  const char *last;

  if (n == 0 || strchr (keys, ' ') != NULL)
    return FALSE;
  for (guint i = 0; i + 1 < n; i++)
    if (!is_modifier (parts[i]))
      return FALSE;
  last = parts[n - 1];
  return (*last != '\0' && g_utf8_strlen (last, -1) == 1) || g_strv_contains (names, last) ||
         (n > 1 && g_utf8_strlen (last, -1) <= 8);
}

const char *
euchre_ui_trump_bars (void)
{
  /* TRANSLATORS: what the white bar drawn over a card in the person's
   * hand means (the guided hand says it, a screen reader too) */
  return _("A white bar marks each of your trumps.");
}

char *
euchre_ui_key_tip (const char *tooltip)
{
  const char *open;
  g_autofree char *keys = NULL, *words = NULL;

  g_return_val_if_fail (tooltip != NULL, NULL);
  open = strrchr (tooltip, '(');
  if (open == NULL || open == tooltip || !g_str_has_suffix (tooltip, ")"))
    return g_strdup (tooltip);
  keys = g_strndup (open + 1, strlen (open + 1) - 1);
  if (!is_keys (keys))
    return g_strdup (tooltip);
  words = g_strstrip (g_strndup (tooltip, open - tooltip));
  /* TRANSLATORS: a tooltip's words, then the key that does the same
   * ("Hint (key H)", "Start a new game (key Ctrl+N)"): the word for a
   * key on the keyboard, so that "(O)" reads as a key, not a letter */
  return g_strdup_printf (_("%s (key %s)"), words, keys);
}

void
euchre_ui_mark_key_tips (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (c);

      /* Not a label's, which a binding keeps. */
      if (tooltip != NULL && !GTK_IS_LABEL (c))
        {
          g_autofree char *marked = euchre_ui_key_tip (tooltip);

          if (g_strcmp0 (marked, tooltip) != 0)
            gtk_widget_set_tooltip_text (c, marked);
        }
      euchre_ui_mark_key_tips (c);
    }
}

static void
set_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The words for a standard icon a button shows without a tooltip
 * (libadwaita's own windows), or NULL. */
static const char *
icon_words (const char *icon)
{
  if (icon == NULL)
    return NULL;
  if (g_str_has_prefix (icon, "go-previous"))
    return _("Back");
  if (g_str_has_prefix (icon, "go-next"))
    return _("Forward");
  if (g_str_has_prefix (icon, "window-close"))
    return _("Close");
  if (g_str_has_prefix (icon, "edit-copy"))
    return _("Copy");
  if (g_str_has_suffix (icon, "external-link-symbolic"))
    return _("Open");
  if (g_str_has_prefix (icon, "edit-find"))
    return _("Search");
  return NULL;
}

/* The first label's text under @widget, or NULL. */
static const char *
first_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *text = first_text (c);

      if (text != NULL)
        return text;
    }
  return NULL;
}

/* The first image's icon under @widget, or NULL. */
static const char *
first_icon (GtkWidget *widget)
{
  if (GTK_IS_IMAGE (widget))
    return gtk_image_get_icon_name (GTK_IMAGE (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *icon = first_icon (c);

      if (icon != NULL)
        return icon;
    }
  return NULL;
}

/* A button with neither a label nor an icon name of its own: named by
 * what it shows, its tooltip, or its icon. */
static void
name_by_content (GtkWidget *button)
{
  const char *tooltip = gtk_widget_get_tooltip_text (button);
  const char *text = first_text (button);
  const char *words = icon_words (first_icon (button));
  g_autofree char *name = NULL;

  if (text != NULL)
    name = g_strdup (text);
  else if (tooltip != NULL && *tooltip != '\0')
    name = tooltip_name (tooltip);
  else if (words != NULL)
    name = g_strdup (words);
  if (name != NULL)
    set_name (button, name);
}

static void
name_icon_button (GtkWidget *button)
{
  const char *tooltip = gtk_widget_get_tooltip_text (button);
  g_autofree char *name = NULL;

  if (tooltip != NULL && *tooltip != '\0')
    name = tooltip_name (tooltip);
  else if (icon_words (first_icon (button)) != NULL)
    name = g_strdup (icon_words (first_icon (button)));
  if (name != NULL)
    set_name (button, name);
}

static void
name_on_map_cb (GtkWidget *window, gpointer data)
{
  euchre_ui_name_buttons (window);
}

void
euchre_ui_name_buttons (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  /* A window again when shown: libadwaita fills some of its own buttons
   * (a view switcher's titles) only then. */
  if (GTK_IS_WINDOW (widget) && g_object_get_data (G_OBJECT (widget), "euchre-named") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "euchre-named", GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "map", G_CALLBACK (name_on_map_cb), NULL);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      /* A drop-down's own button is named by euchre_ui_name_drop_down(). */
      if (GTK_IS_DROP_DOWN (child))
        continue;
      if (GTK_IS_SEARCH_ENTRY (child))
        {
          g_autofree char *hint = NULL;

          g_object_get (child, "placeholder-text", &hint, NULL);
          set_name (child, hint != NULL && *hint != '\0' ? hint : _("Search"));
          continue;
        }
      if (GTK_IS_MENU_BUTTON (child))
        {
          if (gtk_menu_button_get_label (GTK_MENU_BUTTON (child)) != NULL)
            euchre_ui_name_button (child);
          else
            name_icon_button (child);
          continue;
        }
      if (GTK_IS_BUTTON (child))
        {
          if (gtk_button_get_label (GTK_BUTTON (child)) != NULL)
            euchre_ui_name_button (child);
          else if (gtk_button_get_icon_name (GTK_BUTTON (child)) != NULL)
            name_icon_button (child);
          else
            name_by_content (child);
        }
      euchre_ui_name_buttons (child);
    }
}

static void
drop_down_chosen_cb (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop));
  const char *what = g_object_get_data (G_OBJECT (drop), "euchre-what");
  gpointer item = gtk_drop_down_get_selected_item (drop);
  g_autofree char *name = NULL;

  if (!GTK_IS_BUTTON (button) || what == NULL)
    return;
  if (GTK_IS_STRING_OBJECT (item))
    /* TRANSLATORS: a drop-down's name for a screen reader: what it chooses, then the
     * choice ("Show: North") */
    name = g_strdup_printf (_("%s: %s"), what, gtk_string_object_get_string (item));
  else
    name = g_strdup (what);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
euchre_ui_name_drop_down (GtkDropDown *drop, const char *what)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop) && what != NULL);
  if (g_object_get_data (G_OBJECT (drop), "euchre-what") == NULL)
    g_signal_connect (drop, "notify::selected-item", G_CALLBACK (drop_down_chosen_cb), NULL);
  g_object_set_data_full (G_OBJECT (drop), "euchre-what", g_strdup (what), g_free);
  drop_down_chosen_cb (drop, NULL, NULL);
}

/* Every menu button under @widget without a name of its own: the
 * shortcuts window's section switcher, which shows its section's title,
 * or nothing while there is one section. */
static void
name_menu_buttons (GtkWidget *widget, const char *fallback)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_MENU_BUTTON (c) && gtk_menu_button_get_label (GTK_MENU_BUTTON (c)) == NULL &&
          gtk_widget_get_tooltip_text (c) == NULL)
        {
          set_name (c, fallback);
          /* GTK 4.8: the button inside acts, and is read too. */
          for (GtkWidget *b = gtk_widget_get_first_child (c); b; b = gtk_widget_get_next_sibling (b))
            if (GTK_IS_BUTTON (b))
              set_name (b, fallback);
          continue;
        }
      name_menu_buttons (c, fallback);
    }
}

/* Every page of a stack under @widget that has no title, only an inner
 * name ("_1", which GTK's shortcuts window gives its sections), titled
 * @title: a screen reader reads a page by its title, else its name. */
static void
name_stack_pages (GtkWidget *widget, const char *title)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_STACK (c))
        for (GtkWidget *p = gtk_widget_get_first_child (c); p; p = gtk_widget_get_next_sibling (p))
          {
            GtkStackPage *page = gtk_stack_get_page (GTK_STACK (c), p);

            const char *name = page != NULL ? gtk_stack_page_get_name (page) : NULL;

            if (page == NULL || gtk_stack_page_get_title (page) != NULL)
              continue;
            /* A section's pages, "_1", "_2": read as their numbers. */
            if (name != NULL && name[0] == '_' && g_ascii_isdigit (name[1]))
              gtk_stack_page_set_title (page, name + 1);
            else
              gtk_stack_page_set_title (page, title);
          }
      name_stack_pages (c, title);
    }
}

static void
shortcuts_map_cb (GtkWidget *overlay, gpointer data)
{
  name_stack_pages (overlay, _("Shortcuts"));
}

void
euchre_ui_name_shortcuts (GtkApplicationWindow *window)
{
  GtkShortcutsWindow *overlay;

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));
  overlay = gtk_application_window_get_help_overlay (window);
  if (overlay == NULL)
    return;
  /* GTK titles it with the program's file name ("euchre"). */
  gtk_window_set_title (GTK_WINDOW (overlay), _("Keyboard Shortcuts"));
  euchre_ui_name_buttons (GTK_WIDGET (overlay));
  name_menu_buttons (GTK_WIDGET (overlay), _("Sections"));
  name_stack_pages (GTK_WIDGET (overlay), _("Shortcuts"));
  /* A section lays out its pages when shown: named then too. */
  g_signal_connect_after (overlay, "map", G_CALLBACK (shortcuts_map_cb), NULL);
  euchre_shortcuts_fit (overlay);
}

gboolean
euchre_ui_take_string (GObject *object, char **field, char *value, GParamSpec *pspec)
{
  g_return_val_if_fail (G_IS_OBJECT (object) && field != NULL && pspec != NULL, FALSE);

  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return FALSE;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (object, pspec);
  return TRUE;
}
