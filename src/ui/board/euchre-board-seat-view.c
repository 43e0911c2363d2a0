/* euchre-board-seat-view.c — one seat of a table, bound to an EuchreBoardSeat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include "euchre-board-seat-view.h"

struct _EuchreBoardSeatView {
  GtkBox parent_instance;

  EuchreBoardSeat *seat;
  guint place;                  /* 0 south (the person), 1 west, 2 north, 3 east */

  GtkWidget *tag;
  GtkWidget *dealer;
  GtkWidget *name;
  GtkWidget *bid;
};

G_DEFINE_FINAL_TYPE (EuchreBoardSeatView, euchre_board_seat_view, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_PLACE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- closures of the template ---------------------------------------------- */

static gboolean
has_text (gpointer self, const char *text)
{
  return text != NULL && *text != '\0';
}

static char **
classes (const char *base, const char *extra, gboolean on)
{
  char **out = g_new0 (char *, 3);

  out[0] = g_strdup (base);
  out[1] = on ? g_strdup (extra) : NULL;
  return out;
}

static char **
name_classes (gpointer self, gboolean turn)
{
  return classes ("seat-name", "turn", turn);
}

static char **
bid_classes (gpointer self, gboolean maker)
{
  return classes ("chip", "maker", maker);
}

/* ---- its place --------------------------------------------------------------- */

/* The template reads as the partner's seat does: tag, dealer, name, bid.
 * The person's reads dealer, name, bid, tag; west's and east's, down from
 * their line, name, dealer, bid, tag, the name wrapping before it is cut
 * beside the person's cards: up to three lines of name, then its tricks. */
static void
set_place (EuchreBoardSeatView *self, guint place)
{
  GtkBox *box = GTK_BOX (self);
  gboolean side = place == 1 || place == 3;

  self->place = place;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), side ? GTK_ORIENTATION_VERTICAL
                                                              : GTK_ORIENTATION_HORIZONTAL);
  if (side)
    gtk_box_reorder_child_after (box, self->name, NULL);
  if (place != 2)
    gtk_box_reorder_child_after (box, self->tag, self->bid);
  gtk_label_set_wrap (GTK_LABEL (self->name), side);
  gtk_label_set_lines (GTK_LABEL (self->name), side ? 4 : -1);
}

/* ---- GObject ----------------------------------------------------------------- */

static void
euchre_board_seat_view_dispose (GObject *object)
{
  EuchreBoardSeatView *self = EUCHRE_BOARD_SEAT_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), EUCHRE_TYPE_BOARD_SEAT_VIEW);
  g_clear_object (&self->seat);
  G_OBJECT_CLASS (euchre_board_seat_view_parent_class)->dispose (object);
}

static void
euchre_board_seat_view_get_property (GObject *object, guint prop_id, GValue *value,
                                     GParamSpec *pspec)
{
  EuchreBoardSeatView *self = EUCHRE_BOARD_SEAT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    case PROP_PLACE:
      g_value_set_uint (value, self->place);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_board_seat_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                     GParamSpec *pspec)
{
  EuchreBoardSeatView *self = EUCHRE_BOARD_SEAT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      if (g_set_object (&self->seat, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PLACE:
      set_place (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_board_seat_view_class_init (EuchreBoardSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_board_seat_view_dispose;
  object_class->get_property = euchre_board_seat_view_get_property;
  object_class->set_property = euchre_board_seat_view_set_property;

  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, EUCHRE_TYPE_BOARD_SEAT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLACE] =
    g_param_spec_uint ("place", NULL, NULL, 0, 3, 2,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (EUCHRE_TYPE_BOARD_SEAT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-board-seat-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreBoardSeatView, tag);
  gtk_widget_class_bind_template_child (widget_class, EuchreBoardSeatView, dealer);
  gtk_widget_class_bind_template_child (widget_class, EuchreBoardSeatView, name);
  gtk_widget_class_bind_template_child (widget_class, EuchreBoardSeatView, bid);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
  gtk_widget_class_bind_template_callback (widget_class, name_classes);
  gtk_widget_class_bind_template_callback (widget_class, bid_classes);
  /* A box, as the four copies were: a screen reader walks through it. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_css_name (widget_class, "box");
}

static void
euchre_board_seat_view_init (EuchreBoardSeatView *self)
{
  self->place = 2;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---- API --------------------------------------------------------------------- */

GtkWidget *
euchre_board_seat_view_get_name (EuchreBoardSeatView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT_VIEW (self), NULL);
  return self->name;
}

GtkWidget *
euchre_board_seat_view_get_dealer (EuchreBoardSeatView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT_VIEW (self), NULL);
  return self->dealer;
}

GtkWidget *
euchre_board_seat_view_get_bid (EuchreBoardSeatView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT_VIEW (self), NULL);
  return self->bid;
}

GtkWidget *
euchre_board_seat_view_get_tag (EuchreBoardSeatView *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT_VIEW (self), NULL);
  return self->tag;
}
