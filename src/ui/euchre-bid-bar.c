/* euchre-bid-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-bid-bar"

#include "config.h"

#include "euchre-bid-bar.h"

#include <string.h>

#define SPACING 8
/* Room above and below: a row is at least ROW_HEIGHT tall (a button's
 * height, so the table does not move when the buttons come and go); two
 * rows have less room around them, to take little from the table. */
#define ROW_PADDING 8
#define ROW_HEIGHT 40
#define STACK_PADDING 4
#define STACK_SPACING 2

struct _EuchreBidBar {
  GtkWidget parent_instance;
};

static void euchre_bid_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (EuchreBidBar, euchre_bid_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      euchre_bid_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* The prompt and the controls' widths: minimum and natural of the controls
 * in a row, and of the whole bar in one row. */
typedef struct {
  GtkWidget *prompt;
  int prompt_min, prompt_nat;
  int controls_min, controls_nat;
  int row_nat;
  guint n_controls;
} Widths;

static void
measure_widths (EuchreBidBar *self, Widths *w)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  memset (w, 0, sizeof *w);
  w->prompt = child && gtk_widget_should_layout (child) ? child : NULL;
  if (w->prompt)
    gtk_widget_measure (w->prompt, GTK_ORIENTATION_HORIZONTAL, -1, &w->prompt_min,
                        &w->prompt_nat, NULL, NULL);
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
  w->row_nat = w->prompt_nat + w->controls_nat + (w->prompt && w->n_controls ? SPACING : 0);
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

static void
euchre_bid_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;

  measure_widths (self, &w);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (w.prompt_min, w.controls_min);
      *natural = MAX (*minimum, w.row_nat);
    }
  else
    {
      gboolean row = for_size < 0 || for_size >= w.row_nat;
      int p_min = 0, p_nat = 0, c_min, c_nat;

      controls_height (self, &c_min, &c_nat);
      if (w.prompt)
        gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL,
                            row ? -1 : MIN (for_size, w.prompt_nat), &p_min, &p_nat, NULL, NULL);
      if (row || w.n_controls == 0 || !w.prompt)
        {
          *minimum = MAX (ROW_HEIGHT, MAX (p_min, c_min)) + 2 * ROW_PADDING;
          *natural = MAX (ROW_HEIGHT, MAX (p_nat, c_nat)) + 2 * ROW_PADDING;
        }
      else
        {
          *minimum = p_min + STACK_SPACING + c_min + 2 * STACK_PADDING;
          *natural = p_nat + STACK_SPACING + c_nat + 2 * STACK_PADDING;
        }
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* Lays out the controls in a row of their natural widths (shrunk towards
 * their minimum when @width is short), from @x, vertically centred in
 * @y..@y+@height. */
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

static void
euchre_bid_bar_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchreBidBar *self = EUCHRE_BID_BAR (widget);
  Widths w;
  int c_min, c_nat;

  measure_widths (self, &w);
  controls_height (self, &c_min, &c_nat);
  if (width >= w.row_nat || w.n_controls == 0 || !w.prompt)
    {
      /* One row, centred. */
      int x = (width - MIN (width, w.row_nat)) / 2;

      if (w.prompt)
        {
          int pw = MIN (width, w.prompt_nat), ph;

          gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL, pw, NULL, &ph, NULL, NULL);
          ph = MIN (ph, height);
          gtk_widget_size_allocate (w.prompt, &(GtkAllocation) { x, (height - ph) / 2, pw, ph }, -1);
          x += pw + SPACING;
        }
      allocate_controls (self, &w, x, 0, width - x, height);
    }
  else
    {
      /* The prompt above, the controls below, each centred. */
      int pw = MIN (width, w.prompt_nat), ph, cw = MIN (width, w.controls_nat);
      int inner = MAX (0, height - 2 * STACK_PADDING);

      gtk_widget_measure (w.prompt, GTK_ORIENTATION_VERTICAL, pw, NULL, &ph, NULL, NULL);
      ph = MIN (ph, MAX (0, inner - c_min - STACK_SPACING));
      gtk_widget_size_allocate (w.prompt,
                                &(GtkAllocation) { (width - pw) / 2, STACK_PADDING, pw, ph }, -1);
      allocate_controls (self, &w, (width - cw) / 2, STACK_PADDING + ph + STACK_SPACING, cw,
                         MAX (0, inner - ph - STACK_SPACING));
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

static void
euchre_bid_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = euchre_bid_bar_add_child;
}

static void
euchre_bid_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (euchre_bid_bar_parent_class)->dispose (object);
}

static void
euchre_bid_bar_class_init (EuchreBidBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_bid_bar_dispose;
  widget_class->measure = euchre_bid_bar_measure;
  widget_class->size_allocate = euchre_bid_bar_size_allocate;
  widget_class->get_request_mode = euchre_bid_bar_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "bidbar");
}

static void
euchre_bid_bar_init (EuchreBidBar *self)
{
}

GtkWidget *
euchre_bid_bar_new (void)
{
  return g_object_new (EUCHRE_TYPE_BID_BAR, NULL);
}
