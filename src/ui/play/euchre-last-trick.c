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
  GtkLabel *title;
  GtkPicture *cards[4];         /* by seat */

  EuchreTable *table;           /* not owned: the window holds both */
};

G_DEFINE_FINAL_TYPE (EuchreLastTrick, euchre_last_trick, GTK_TYPE_POPOVER)

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
  for (guint s = 0; s < 4; s++)
    {
      GtkWidget *pic = GTK_WIDGET (self->cards[s]);
      GdkTexture *texture = NULL;

      if (cards[s] != EUCHRE_CARD_NONE && theme)
        texture = euchre_card_theme_get_texture (theme, cards[s], width);
      gtk_picture_set_paintable (GTK_PICTURE (pic), GDK_PAINTABLE (texture));
      gtk_widget_set_visible (pic, cards[s] != EUCHRE_CARD_NONE);
      if (s == winner)
        gtk_widget_add_css_class (pic, "winner");
      else
        gtk_widget_remove_css_class (pic, "winner");
      if (cards[s] != EUCHRE_CARD_NONE)
        {
          g_autofree char *label = euchre_name_trick_card (s, cards[s], s == winner);

          gtk_accessible_update_property (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
        }
    }
  /* TRANSLATORS: the last-trick popover's title; %s is a seat ("West") */
  title = winner < 4 ? g_strdup_printf (_("Last trick, won by %s"), euchre_name_seat (winner))
                     : g_strdup (_("No trick has been played yet in this hand."));
  gtk_label_set_text (self->title, title);
}

void
euchre_last_trick_set_table (EuchreLastTrick *self, EuchreTable *table)
{
  g_return_if_fail (EUCHRE_IS_LAST_TRICK (self));
  self->table = table;
}

static void
euchre_last_trick_dispose (GObject *object)
{
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
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-last-trick.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreLastTrick, title);
  /* Internal: the window names them in its template too. */
  for (guint s = 0; s < 4; s++)
    gtk_widget_class_bind_template_child_full (widget_class, ids[s], TRUE,
                                               G_STRUCT_OFFSET (EuchreLastTrick, cards)
                                               + s * sizeof (GtkPicture *));
}

static void
euchre_last_trick_init (EuchreLastTrick *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "show", G_CALLBACK (fill), NULL);
}
