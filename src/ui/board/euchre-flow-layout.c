/* euchre-flow-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-flow-layout"

#include "config.h"

#include "euchre-flow-layout.h"

struct _EuchreFlowLayout {
  GtkLayoutManager parent_instance;

  int spacing;
};

G_DEFINE_FINAL_TYPE (EuchreFlowLayout, euchre_flow_layout, GTK_TYPE_LAYOUT_MANAGER)

/* @child's natural width, no wider than @width. */
static int
child_width (GtkWidget *child, int width)
{
  int nat;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  return MIN (nat, width);
}

/* The children from @row on that fit a row of @width (at least one):
 * returns the first child of the next row (NULL: none), the row's width
 * and height in @row_w and @row_h. */
static GtkWidget *
next_row (GtkWidget *row, int width, int spacing, int *row_w, int *row_h)
{
  GtkWidget *end;
  guint n = 0;

  *row_w = *row_h = 0;
  for (end = row; end; end = gtk_widget_get_next_sibling (end))
    {
      int w, h;

      if (!gtk_widget_should_layout (end))
        continue;
      w = child_width (end, width);
      if (n > 0 && *row_w + spacing + w > width)
        break;
      gtk_widget_measure (end, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      *row_w += (n++ > 0 ? spacing : 0) + w;
      *row_h = MAX (*row_h, h);
    }
  return end;
}

/* Lays the children out in @width (allocating them when @allocate);
 * returns the rows' height. */
static int
flow (EuchreFlowLayout *self, GtkWidget *widget, int width, gboolean allocate)
{
  GtkWidget *row = gtk_widget_get_first_child (widget);
  int y = 0;
  gboolean any = FALSE;

  width = MAX (width, 1);
  while (row)
    {
      int row_w, row_h, x;
      GtkWidget *end = next_row (row, width, self->spacing, &row_w, &row_h);

      if (row_w == 0 && row_h == 0 && end == NULL)
        break;
      for (x = (width - row_w) / 2; allocate && row != end; row = gtk_widget_get_next_sibling (row))
        {
          int w, h;

          if (!gtk_widget_should_layout (row))
            continue;
          w = child_width (row, width);
          gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
          gtk_widget_size_allocate (row, &(GtkAllocation) { x, y + (row_h - h) / 2, w, h }, -1);
          x += w + self->spacing;
        }
      y += (any ? self->spacing : 0) + row_h;
      any = TRUE;
      row = end;
    }
  return y;
}

static GtkSizeRequestMode
euchre_flow_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
euchre_flow_layout_measure (GtkLayoutManager *manager, GtkWidget *widget,
                            GtkOrientation orientation, int for_size, int *minimum, int *natural,
                            int *minimum_baseline, int *natural_baseline)
{
  EuchreFlowLayout *self = EUCHRE_FLOW_LAYOUT (manager);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At least the widest child; naturally all of them in a row. */
      guint n = 0;

      for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
        {
          int min, nat;

          if (!gtk_widget_should_layout (c))
            continue;
          gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural += (n++ > 0 ? self->spacing : 0) + nat;
        }
    }
  else
    {
      int width = for_size, min;

      if (width < 0)
        euchre_flow_layout_measure (manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &width,
                                    NULL, NULL);
      *minimum = *natural = flow (self, widget, width, FALSE);
    }
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

static void
euchre_flow_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                             int baseline)
{
  flow (EUCHRE_FLOW_LAYOUT (manager), widget, width, TRUE);
}

static void
euchre_flow_layout_class_init (EuchreFlowLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = euchre_flow_layout_get_request_mode;
  manager_class->measure = euchre_flow_layout_measure;
  manager_class->allocate = euchre_flow_layout_allocate;
}

static void
euchre_flow_layout_init (EuchreFlowLayout *self)
{
}

GtkLayoutManager *
euchre_flow_layout_new (int spacing)
{
  EuchreFlowLayout *self = g_object_new (EUCHRE_TYPE_FLOW_LAYOUT, NULL);

  self->spacing = MAX (spacing, 0);
  return GTK_LAYOUT_MANAGER (self);
}
