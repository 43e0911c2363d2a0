/* euchre-shortcuts-fit.c — the Keyboard Shortcuts window inside a narrow screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkShortcutsWindow lays a section's groups out in pages of two columns
 * side by side, whatever the screen: 1087 pixels wide on a 360-pixel
 * phone, 1367 in German on a 1280-pixel laptop (issue 52.2).  Here the
 * titles wrap, and where the window it belongs to is narrower than that
 * still, each page's columns go one under the other, and the pages
 * scroll inside a window no taller than the game's.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <string.h>

#include "euchre-flow-layout.h"
#include "euchre-shortcuts-fit.h"

/* Room the shortcuts window's header, page switcher and edges take. */
#define FRAME_WIDTH 48
#define FRAME_HEIGHT 140
/* A shortcut's title, in characters, before it wraps. */
#define TITLE_CHARS 22

/* @label's text broken into lines of TITLE_CHARS at most, at spaces.
 * Not GtkLabel's own wrapping: asked its width for a height, a wrapped
 * label answers with its one line, wider than its minimum, and GTK warns
 * of overlapping widgets. */
static void
break_lines (GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);
  g_auto (GStrv) words = NULL;
  GString *lines;
  glong line = 0;

  if (text == NULL || g_utf8_strlen (text, -1) <= TITLE_CHARS || strchr (text, '\n') != NULL)
    return;
  words = g_strsplit (text, " ", -1);
  lines = g_string_new (NULL);
  for (guint i = 0; words[i] != NULL; i++)
    {
      glong n = g_utf8_strlen (words[i], -1);

      if (i > 0)
        {
          if (line + 1 + n > TITLE_CHARS)
            {
              g_string_append_c (lines, '\n');
              line = 0;
            }
          else
            {
              g_string_append_c (lines, ' ');
              line++;
            }
        }
      g_string_append (lines, words[i]);
      line += n;
    }
  gtk_label_set_text (label, lines->str);
  g_string_free (lines, TRUE);
}

/* Every shortcut under @widget laid out height-for-width: its title
 * wraps, its keys ("Page Down / Page Up / Ctrl+Right / Ctrl+Left") take
 * as many rows as they need.  Done before the window is first measured:
 * GTK keeps each widget's request mode from then on. */
static void
wrap_shortcuts (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_SHORTCUT_LABEL (c))
        {
          gtk_widget_set_layout_manager (c, euchre_flow_layout_new (4));
          continue;
        }
      /* GtkShortcutsShortcut measures its box, but says it has one size
       * whatever its width: a layout manager makes it say what its box does. */
      if (GTK_IS_SHORTCUTS_SHORTCUT (c))
        gtk_widget_set_layout_manager (c, gtk_bin_layout_new ());
      if (GTK_IS_LABEL (c))
        break_lines (GTK_LABEL (c));
      wrap_shortcuts (c);
    }
}

/* The search field no wider than the screen. */
static void
narrow_entries (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_EDITABLE (c))
        gtk_editable_set_width_chars (GTK_EDITABLE (c), 8);
      narrow_entries (c);
    }
}

/* A section's pages (its stack's boxes of columns) one column wide if
 * @narrow, in a scrolled window no taller than @height. */
static void
fit_section (GtkWidget *section, gboolean narrow, int height)
{
  static const char *const groups[] = { "title-size-group", "accel-size-group" };
  GtkWidget *stack = NULL, *scrolled;

  for (GtkWidget *c = gtk_widget_get_first_child (section); c && !stack;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_STACK (c))
      stack = c;
  if (stack == NULL)
    return;
  for (GtkWidget *p = gtk_widget_get_first_child (stack); p && narrow;
       p = gtk_widget_get_next_sibling (p))
    {
      if (GTK_IS_ORIENTABLE (p))
        gtk_orientable_set_orientation (GTK_ORIENTABLE (p), GTK_ORIENTATION_VERTICAL);
      /* Each column lines its titles up with a size group, which would
       * keep a wrapped title as wide as its one line. */
      for (GtkWidget *column = gtk_widget_get_first_child (p); column;
           column = gtk_widget_get_next_sibling (column))
        for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
          {
            GtkSizeGroup *group = g_object_get_data (G_OBJECT (column), groups[i]);

            if (GTK_IS_SIZE_GROUP (group))
              gtk_size_group_set_mode (group, GTK_SIZE_GROUP_NONE);
          }
    }
  if (GTK_IS_SCROLLED_WINDOW (gtk_widget_get_parent (stack)))
    {
      scrolled = gtk_widget_get_parent (stack);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), height);
      return;
    }
  /* The section is a box: the stack goes into a scrolled window in its place. */
  g_object_ref (stack);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), height);
  /* Only too tall: as wide as the pages want (else each key wraps). */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), !narrow);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_insert_child_after (GTK_BOX (section), scrolled, stack);
  gtk_box_remove (GTK_BOX (section), stack);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), stack);
  /* The section unparents its stack as it goes, from the viewport now:
   * kept alive until the viewport has let go of it too. */
  g_object_set_data_full (G_OBJECT (scrolled), "euchre-stack", stack, g_object_unref);
}

/* A section lays its pages out as it is mapped: then, before the window
 * takes its size, they are fitted to the game's window if they would not. */
static void
section_map_cb (GtkWidget *section, GtkWindow *overlay)
{
  GtkWindow *parent = gtk_window_get_transient_for (overlay);
  int width, height, natural_width = 0, natural_height = 0;
  gboolean narrow;

  if (parent == NULL || !gtk_widget_get_realized (GTK_WIDGET (parent)) ||
      g_object_get_data (G_OBJECT (section), "euchre-fit") != NULL)
    return;
  width = gtk_widget_get_width (GTK_WIDGET (parent));
  height = gtk_widget_get_height (GTK_WIDGET (parent));
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_width,
                      NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural_height,
                      NULL, NULL);
  narrow = natural_width + FRAME_WIDTH / 2 > width;
  if (!narrow && natural_height + FRAME_WIDTH / 2 <= height)
    return;
  g_object_set_data (G_OBJECT (section), "euchre-fit", GINT_TO_POINTER (1));
  fit_section (section, narrow, MAX (height - FRAME_HEIGHT, 200));
  if (!narrow)
    return;
  narrow_entries (GTK_WIDGET (overlay));
  /* As wide as the game's window leaves room for. */
  gtk_window_set_default_size (overlay, MAX (width - FRAME_WIDTH, 200), -1);
}

static void
find_sections (GtkWidget *widget, GtkWindow *overlay)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_SHORTCUTS_SECTION (c))
        {
          /* Not the search's copies, which GTK lays out on its own. */
          wrap_shortcuts (c);
          g_signal_connect_after (c, "map", G_CALLBACK (section_map_cb), overlay);
        }
      else
        find_sections (c, overlay);
    }
}

void
euchre_shortcuts_fit (GtkShortcutsWindow *overlay)
{
  g_return_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay));
  find_sections (GTK_WIDGET (overlay), GTK_WINDOW (overlay));
}
