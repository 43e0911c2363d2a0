/* euchre-board-geometry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include "euchre-board-geometry.h"

void
euchre_felt_set_font (GtkWidget *label, float px, gboolean bold)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute ((int) (px * PANGO_SCALE)));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  pango_attr_list_unref (attrs);
}

void
euchre_felt_set_card (GtkWidget *picture, EuchreCardTheme *theme, EuchreCard card, int px)
{
  GdkTexture *texture = NULL;

  if (theme != NULL && px > 0 && card != EUCHRE_CARD_NONE)
    texture = euchre_card_theme_get_texture (theme, card, px);
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (texture));
}

void
euchre_felt_set_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

gboolean
euchre_felt_grab_focus (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_visible (w) || !gtk_widget_get_child_visible (w))
      return FALSE;
  return gtk_widget_grab_focus (widget);
}

void
euchre_felt_measure (GtkWidget *widget, float max_w, float *w, float *h)
{
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = MAX (min_w, MIN (nat_w, (int) max_w));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  *w = nat_w;
  *h = nat_h;
}

void
euchre_felt_measure_within (GtkWidget *widget, float max_w, float *w, float *h)
{
  int nat_h;

  euchre_felt_measure (widget, max_w, w, h);
  if (*w <= max_w)
    return;
  *w = MAX (max_w, 1.f);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, (int) *w, NULL, &nat_h, NULL, NULL);
  *h = nat_h;
}

void
euchre_felt_place (GtkWidget *widget, const graphene_rect_t *r)
{
  GtkAllocation a = { (int) r->origin.x, (int) r->origin.y, MAX ((int) r->size.width, 1),
                      MAX ((int) r->size.height, 1) };

  gtk_widget_size_allocate (widget, &a, -1);
}
