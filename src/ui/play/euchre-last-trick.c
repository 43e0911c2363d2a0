/* euchre-last-trick.c — the last trick, in a popover under its button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-last-trick"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-last-trick.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

struct _EuchreLastTrick {
  GtkPopover parent_instance;

  /* Template widgets */
  GtkPicture *cards[4];         /* by seat */

  EuchreTable *table;           /* not owned: the window holds both */

  /* Properties, bound in the template */
  char *title;
  GdkPaintable *faces[4];       /* by seat; NULL: no card */
  guint winner;                 /* EUCHRE_SEAT_NONE: none */
};

G_DEFINE_FINAL_TYPE (EuchreLastTrick, euchre_last_trick, GTK_TYPE_POPOVER)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_WINNER,
  PROP_SOUTH,                   /* then west, north, east: by seat */
  PROP_WEST,
  PROP_NORTH,
  PROP_EAST,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* What the popover shows, from the table's last trick; each card named
 * for a screen reader (a binding cannot, in GTK 4.8). */
static void
fill (EuchreLastTrick *self)
{
  EuchreCardTheme *theme = self->table ? euchre_table_get_theme (self->table) : NULL;
  EuchreCard cards[4] = { EUCHRE_CARD_NONE, EUCHRE_CARD_NONE, EUCHRE_CARD_NONE, EUCHRE_CARD_NONE };
  guint winner = EUCHRE_SEAT_NONE;
  int width = 72 * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  g_autofree char *title = NULL;

  if (self->table == NULL || !euchre_table_get_last_trick (self->table, cards, &winner))
    winner = EUCHRE_SEAT_NONE;
  g_object_freeze_notify (G_OBJECT (self));
  for (guint s = 0; s < 4; s++)
    {
      GdkTexture *texture = NULL;

      if (cards[s] != EUCHRE_CARD_NONE && theme)
        texture = euchre_card_theme_get_texture (theme, cards[s], width);
      if (g_set_object (&self->faces[s], GDK_PAINTABLE (texture)))
        g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SOUTH + s]);
      if (cards[s] != EUCHRE_CARD_NONE)
        {
          g_autofree char *label = euchre_name_trick_card (s, cards[s], s == winner);

          gtk_accessible_update_property (GTK_ACCESSIBLE (self->cards[s]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        }
    }
  if (self->winner != winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WINNER]);
    }
  /* TRANSLATORS: the last-trick popover's title; %s is a seat ("West") */
  title = winner < 4 ? g_strdup_printf (_("Last trick, won by %s"), euchre_name_seat (winner))
                     : g_strdup (_("No trick has been played yet in this hand."));
  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TITLE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
euchre_last_trick_set_table (EuchreLastTrick *self, EuchreTable *table)
{
  g_return_if_fail (EUCHRE_IS_LAST_TRICK (self));
  self->table = table;
}

static void
euchre_last_trick_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreLastTrick *self = EUCHRE_LAST_TRICK (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_WINNER:
      g_value_set_uint (value, self->winner);
      break;
    case PROP_SOUTH:
    case PROP_WEST:
    case PROP_NORTH:
    case PROP_EAST:
      g_value_set_object (value, self->faces[prop_id - PROP_SOUTH]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
is_some (gpointer unused, gpointer object)
{
  return object != NULL;
}

/* A card's classes: the winner's stands out. */
static GStrv
card_classes (gpointer unused, guint winner, guint seat)
{
  const char *classes[] = { "last-trick-card", winner == seat ? "winner" : NULL, NULL };

  return g_strdupv ((char **) classes);
}

static void
euchre_last_trick_dispose (GObject *object)
{
  EuchreLastTrick *self = EUCHRE_LAST_TRICK (object);

  for (guint s = 0; s < 4; s++)
    g_clear_object (&self->faces[s]);
  g_clear_pointer (&self->title, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_LAST_TRICK);
  G_OBJECT_CLASS (euchre_last_trick_parent_class)->dispose (object);
}

static void
euchre_last_trick_class_init (EuchreLastTrickClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const ids[4] = {
    "last_trick_south", "last_trick_west", "last_trick_north", "last_trick_east"
  };

  G_OBJECT_CLASS (klass)->dispose = euchre_last_trick_dispose;
  G_OBJECT_CLASS (klass)->get_property = euchre_last_trick_get_property;
  /* The title, the seat that won (EUCHRE_SEAT_NONE: none yet), and each
   * seat's card (NULL: none). */
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                           G_PARAM_STATIC_STRINGS);
  props[PROP_WINNER] = g_param_spec_uint ("winner", NULL, NULL, 0, G_MAXUINT, EUCHRE_SEAT_NONE,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                          G_PARAM_STATIC_STRINGS);
  for (guint s = 0; s < 4; s++)
    props[PROP_SOUTH + s] = g_param_spec_object ((const char *[]) { "south", "west", "north",
                                                                    "east" }[s],
                                                 NULL, NULL, GDK_TYPE_PAINTABLE,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                 G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-last-trick.ui");
  gtk_widget_class_bind_template_callback (widget_class, is_some);
  gtk_widget_class_bind_template_callback (widget_class, card_classes);
  /* Internal: the window names them in its template too. */
  for (guint s = 0; s < 4; s++)
    gtk_widget_class_bind_template_child_full (widget_class, ids[s], TRUE,
                                               G_STRUCT_OFFSET (EuchreLastTrick, cards)
                                               + s * sizeof (GtkPicture *));
}

static void
euchre_last_trick_init (EuchreLastTrick *self)
{
  self->winner = EUCHRE_SEAT_NONE;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "show", G_CALLBACK (fill), NULL);
}
