/* euchre-bid-bar-layout.c — where the bar puts its prompt and its bids
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The prompt beside the controls where both fit, else the prompt's lines
 * above and the controls under them in as many rows as they need; no
 * size depends on the prompt's text.
 */
#define G_LOG_DOMAIN "euchre-bid-bar"

#include "config.h"

#include <string.h>

#include "euchre-bid-bar-private.h"

static GtkBuildableIface *parent_buildable_iface;

/* The controls' widths, minimum and natural, in a row. */
typedef struct {
  GtkWidget *prompt;
  int controls_min, controls_nat;
  guint n_controls;
} Widths;

static void
measure_widths (EuchreBidBar *self, Widths *w)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  memset (w, 0, sizeof *w);
  w->prompt = child && gtk_widget_should_layout (child) ? child : NULL;
  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      if (w->n_controls++ > 0)
        {
          w->controls_min += SPACING;
          w->controls_nat += SPACING;
        }
      w->controls_min += min;
      w->controls_nat += nat;
    }
}

/* The widest control's minimum width. */
static int
widest_control (EuchreBidBar *self)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
  int widest = 0;

  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      widest = MAX (widest, min);
    }
  return widest;
}

/* The height of PROMPT_LINES lines of the prompt's font, whatever it says. */
static int
prompt_height (EuchreBidBar *self)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (GString) text = g_string_new ("Ag");
  int h;

  for (guint i = 1; i < PROMPT_LINES; i++)
    g_string_append (text, "\nAg");
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->prompt_label), text->str);
  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

/* Whether the controls fit beside the prompt's room in @width. */
static gboolean
in_one_row (const Widths *w, int width)
{
  return w->n_controls == 0 || !w->prompt ||
         width - 2 * SIDE_PADDING - w->controls_nat - SPACING >= PROMPT_MIN_WIDTH;
}

/* The controls' height: the tallest of them. */
static void
controls_height (EuchreBidBar *self, int *min, int *nat)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  *min = *nat = 0;
  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int m, n;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &m, &n, NULL, NULL);
      *min = MAX (*min, m);
      *nat = MAX (*nat, n);
    }
}

/* The controls from @row up to @end in a row from @x, @y, each of its
 * natural width (no wider than @width), centred in @height. */
static void
allocate_row (GtkWidget *row, GtkWidget *end, int x, int y, int width, int height)
{
  for (GtkWidget *child = row; child != end; child = gtk_widget_get_next_sibling (child))
    {
      int nat, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      nat = MIN (nat, width);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat, NULL, &h, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, y + (height - h) / 2, nat, h }, -1);
      x += nat + SPACING;
    }
}

/* The controls in rows no wider than @width, each of its natural width
 * (no wider than @width), as many to a row as fit, each row centred:
 * on a phone the second round's six bids take two rows, none off the
 * screen (issue 42.1).  Allocates them from @x, @y when @allocate;
 * returns the rows' height. */
static int
flow_controls (EuchreBidBar *self, int x, int y, int width, gboolean allocate)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self));
  GtkWidget *row = first ? gtk_widget_get_next_sibling (first) : NULL;
  int top = y;

  width = MAX (width, 1);
  while (row)
    {
      GtkWidget *end;
      int row_w = 0, row_h = 0;
      guint n = 0;

      for (end = row; end; end = gtk_widget_get_next_sibling (end))
        {
          int nat, h;

          if (!gtk_widget_should_layout (end))
            continue;
          gtk_widget_measure (end, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
          nat = MIN (nat, width);
          if (n > 0 && row_w + SPACING + nat > width)
            break;
          gtk_widget_measure (end, GTK_ORIENTATION_VERTICAL, nat, NULL, &h, NULL, NULL);
          row_w += (n++ > 0 ? SPACING : 0) + nat;
          row_h = MAX (row_h, h);
        }
      if (n == 0)
        break;
      if (allocate)
        allocate_row (row, end, x + (width - row_w) / 2, y, width, row_h);
      y += row_h + SPACING;
      row = end;
    }
  return MAX (0, y - top - SPACING);
}

static void
euchre_bid_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;

  measure_widths (self, &w);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* The widest control (the others wrap under it), or a little of
       * the prompt; naturally both in a row. */
      *minimum = MAX (widest_control (self), PROMPT_MIN_WIDTH / 2);
      *natural = w.controls_nat + SPACING + PROMPT_MIN_WIDTH + 2 * SIDE_PADDING;
    }
  else
    {
      int p = w.prompt ? prompt_height (self) : 0, c_min, c_nat;

      controls_height (self, &c_min, &c_nat);
      if (for_size < 0 || in_one_row (&w, for_size))
        {
          *minimum = MAX (ROW_HEIGHT, MAX (p, c_min)) + 2 * ROW_PADDING;
          *natural = MAX (ROW_HEIGHT, MAX (p, c_nat)) + 2 * ROW_PADDING;
        }
      else
        {
          int rows = flow_controls (self, 0, 0, for_size - 2 * SIDE_PADDING, FALSE);

          *minimum = *natural = p + STACK_SPACING + rows + 2 * STACK_PADDING;
        }
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* Lays out the controls in a row of their natural widths (shrunk towards
 * their minimum when @width is short), from @x, vertically centred in
 * @y..@y+@height.  The heights are the controls' own: nothing here
 * depends on the prompt. */
static void
allocate_controls (EuchreBidBar *self, const Widths *w, int x, int y, int width, int height)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
  int spare = MAX (0, width - w->controls_min);
  int want = MAX (1, w->controls_nat - w->controls_min);

  for (child = child ? gtk_widget_get_next_sibling (child) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat, size, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      size = spare >= want ? nat : min + (int) ((gint64) (nat - min) * spare / want);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, size, NULL, &h, NULL, NULL);
      h = MIN (h, height);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, y + (height - h) / 2, size, h }, -1);
      x += size + SPACING;
    }
}

/* The prompt in @x, @y, @width, @height: its lines centred there. */
static void
allocate_prompt (GtkWidget *prompt, int x, int y, int width, int height)
{
  int h;

  width = MAX (width, 1);
  gtk_widget_measure (prompt, GTK_ORIENTATION_VERTICAL, width, NULL, &h, NULL, NULL);
  h = MIN (h, height);
  gtk_widget_size_allocate (prompt, &(GtkAllocation) { x, y + (height - h) / 2, width, h }, -1);
  /* The whole prompt on hover only where its lines cut it short: one that
   * repeats what the bar says covered the hand on a phone (issue 52.8). */
  gtk_widget_set_has_tooltip (prompt, gtk_widget_get_tooltip_text (prompt) != NULL &&
                              pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (prompt))));
}

static void
euchre_bid_bar_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  int inner = MAX (1, width - 2 * SIDE_PADDING);
  Widths w;

  measure_widths (self, &w);
  if (w.n_controls == 0 || !w.prompt)
    {
      if (w.prompt)
        allocate_prompt (w.prompt, SIDE_PADDING, 0, inner, height);
      else
        allocate_controls (self, &w, (width - MIN (width, w.controls_nat)) / 2, 0, width, height);
    }
  else if (in_one_row (&w, width))
    {
      /* The controls at the end, the prompt in the room before them. */
      int cw = w.controls_nat, x = width - SIDE_PADDING - cw;

      allocate_prompt (w.prompt, SIDE_PADDING, 0, MAX (1, x - SPACING - SIDE_PADDING), height);
      allocate_controls (self, &w, x, 0, cw, height);
    }
  else
    {
      /* The prompt's lines above, the controls below, centred, in as
       * many rows as they need. */
      int p = prompt_height (self);

      allocate_prompt (w.prompt, SIDE_PADDING, STACK_PADDING, inner, p);
      flow_controls (self, SIDE_PADDING, STACK_PADDING + p + STACK_SPACING, inner, TRUE);
    }
}

static GtkSizeRequestMode
euchre_bid_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
euchre_bid_bar_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                          const char *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_insert_before (GTK_WIDGET (child), GTK_WIDGET (buildable), NULL);
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

void
euchre_bid_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = euchre_bid_bar_add_child;
}

void
euchre_bid_bar_layout_class_init (GtkWidgetClass *widget_class)
{
  widget_class->measure = euchre_bid_bar_measure;
  widget_class->size_allocate = euchre_bid_bar_size_allocate;
  widget_class->get_request_mode = euchre_bid_bar_get_request_mode;
}
