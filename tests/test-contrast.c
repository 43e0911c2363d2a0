/* test-contrast.c — the table in high contrast (ADW_DEBUG_HIGH_CONTRAST=1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 42.6: with high contrast on, the table's own drawing and panels
 * follow it.  The colours the table draws (the felt, the rings, the trump
 * bar) and every text on the table, measured as drawn (the text made
 * transparent to read what lies under it), are at least 4.5:1 apart.
 * tests/meson.build runs this with ADW_DEBUG_HIGH_CONTRAST=1.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <math.h>

#include <adwaita.h>

#include "euchre-replay-board.h"
#include "euchre-resources.h"
#include "euchre-table.h"
#include "euchre-table-paint.h"
#include "euchre-table-private.h"
#include "euchre-game-private.h"
#include "test-ui.h"
#include "test-util.h"

#define MIN_CONTRAST 4.5

typedef struct {
  GtkWidget *window;
  EuchreTable *table;
  EuchreGame *game;
  EuchreCardTheme *theme;
} Fixture;

/* ---- WCAG 2 contrast -------------------------------------------------------- */

static double
channel (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green) + 0.0722 * channel (c->blue);
}

/* @fg laid over @bg (opaque), against @bg. */
static double
contrast (const GdkRGBA *fg, const GdkRGBA *bg)
{
  GdkRGBA over = { fg->red * fg->alpha + bg->red * (1 - fg->alpha),
                   fg->green * fg->alpha + bg->green * (1 - fg->alpha),
                   fg->blue * fg->alpha + bg->blue * (1 - fg->alpha), 1.f };
  double a = luminance (&over), b = luminance (bg);

  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

/* ---- pixels ----------------------------------------------------------------- */

typedef struct {
  guchar *data;
  gsize stride;
  int width, height;
} Pixels;

static void
pixels_take (Pixels *p, GdkTexture *texture)
{
  p->width = gdk_texture_get_width (texture);
  p->height = gdk_texture_get_height (texture);
  p->stride = p->width * 4;
  p->data = g_malloc (p->stride * p->height);
  /* Cairo's ARGB32: premultiplied B, G, R, A in memory (little-endian). */
  gdk_texture_download (texture, p->data, p->stride);
}

static GdkRGBA
pixel (const Pixels *p, int x, int y, int scale)
{
  const guchar *px;
  double a;

  x = CLAMP (x * scale, 0, p->width - 1);
  y = CLAMP (y * scale, 0, p->height - 1);
  px = p->data + y * p->stride + x * 4;
  a = px[3] / 255.0;
  g_assert_cmpfloat (a, >, 0.99);
  return (GdkRGBA) { px[2] / 255.f, px[1] / 255.f, px[0] / 255.f, 1.f };
}

/* ---- fixture ------------------------------------------------------------------ */

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  /* Mid-trick: West deals, Partner orders up, West discards, two cards led. */
  const char *const moves[] = { "deal", "order", "any", "any", "any", NULL };
  g_autofree char *text = scripted_record (1, moves);
  g_autoptr (GError) error = NULL;

  f->game = euchre_game_new ();
  euchre_game_set_ai_delay_ms (f->game, 0);
  euchre_game_set_paused (f->game, TRUE);
  f->theme = euchre_card_theme_new ("default", NULL);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 800, 600);
  f->table = EUCHRE_TABLE (euchre_table_new ());
  euchre_table_set_animation_speed (f->table, 0);
  euchre_table_set_trick_pause (f->table, 0);
  euchre_table_set_theme (f->table, f->theme);
  euchre_table_set_seat_tag (f->table, 1, "Medium · Normal");
  euchre_table_set_seat_tag (f->table, 2, "Medium · Normal");
  euchre_table_set_seat_tag (f->table, 3, "Medium · Normal");
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->table));
  euchre_table_set_game (f->table, f->game);
  gtk_window_present (GTK_WINDOW (f->window));
  test_ui_wait_mapped (f->window, "the window on screen");
  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  test_ui_wait_frame (f->window);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_wait_drain ();
  g_assert_finalize_object (f->theme);
  g_assert_finalize_object (f->game);
}

/* ---- tests ---------------------------------------------------------------- */

/* What the table draws itself, against the felt. */
static void
test_palette (void)
{
  const EuchreTablePalette *hc = euchre_table_palette (TRUE);
  const struct {
    const char *what;
    const GdkRGBA *color;
  } drawn[] = {
    { "the trick winner's ring", &hc->winner_ring },
    { "the keyboard's ring", &hc->focus_ring },
    { "the hint's ring", &hc->hint_ring },
    { "the trump bar", &hc->trump_bar },
  };

  g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
  for (guint i = 0; i < G_N_ELEMENTS (drawn); i++)
    {
      double c = contrast (drawn[i].color, &hc->felt);

      g_test_message ("%s: %.1f:1", drawn[i].what, c);
      if (c < MIN_CONTRAST)
        g_error ("%s is %.2f:1 against the felt", drawn[i].what, c);
    }
  /* The usual hint ring is what high contrast is for (2.1:1). */
  g_assert_cmpfloat (contrast (&euchre_table_palette (FALSE)->hint_ring,
                               &euchre_table_palette (FALSE)->felt), <, MIN_CONTRAST);
}

static void
collect_labels (GtkWidget *widget, GPtrArray *found)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_ptr_array_add (found, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, found);
}

/* Every text on the table, as drawn: its colour against what lies under it. */
static void
test_table_text (Fixture *f, gconstpointer data)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GtkCssProvider) probe = gtk_css_provider_new ();
  g_autoptr (GdkTexture) texture = NULL;
  int scale = gtk_widget_get_scale_factor (f->window);
  Pixels px = { 0 };
  GdkRGBA felt;

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->table), "high-contrast"));
  collect_labels (GTK_WIDGET (f->table), labels);
  g_assert_cmpuint (labels->len, >=, 8);

  /* The felt, as the table draws it in this mode. */
  texture = test_ui_render (GTK_WIDGET (f->table), NULL);
  pixels_take (&px, texture);
  felt = pixel (&px, 2, px.height / scale / 2, scale);
  g_assert_cmpfloat (fabs (felt.green - euchre_table_palette (TRUE)->felt.green), <, 0.02);
  g_clear_pointer (&px.data, g_free);
  g_clear_object (&texture);

  /* The text made transparent: what lies under it, as drawn. */
  gtk_css_provider_load_from_data (probe, ".contrast-probe, .contrast-probe * "
                                          "{ color: transparent; }", -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (f->window),
                                              GTK_STYLE_PROVIDER (probe),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 10);
  for (guint i = 0; i < labels->len; i++)
    gtk_widget_add_css_class (labels->pdata[i], "contrast-probe");
  test_ui_wait_frame (f->window);
  texture = test_ui_render (GTK_WIDGET (f->table), NULL);
  pixels_take (&px, texture);
  for (guint i = 0; i < labels->len; i++)
    gtk_widget_remove_css_class (labels->pdata[i], "contrast-probe");
  gtk_style_context_remove_provider_for_display (gtk_widget_get_display (f->window),
                                                 GTK_STYLE_PROVIDER (probe));
  test_ui_wait_frame (f->window);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = labels->pdata[i];
      graphene_rect_t r;
      GdkRGBA fg, bg;
      double c;

      g_assert_true (gtk_widget_compute_bounds (label, GTK_WIDGET (f->table), &r));
      gtk_style_context_get_color (gtk_widget_get_style_context (label), &fg);
      bg = pixel (&px, (int) (r.origin.x + r.size.width / 2),
                  (int) (r.origin.y + r.size.height / 2), scale);
      c = contrast (&fg, &bg);
      g_test_message ("“%s”: %.1f:1", gtk_label_get_text (GTK_LABEL (label)), c);
      if (c < MIN_CONTRAST)
        g_error ("“%s” is %.2f:1 (text %s on %s)", gtk_label_get_text (GTK_LABEL (label)), c,
                 gdk_rgba_to_string (&fg), gdk_rgba_to_string (&bg));
    }
  g_free (px.data);
  {
    g_autofree char *path = test_ui_shot_path ("table-high-contrast-800x600.png");

    test_ui_save_png (f->window, path);
  }
}

/* The replay board is drawn as the table is, in high contrast too: its
 * felt and its panels (at 360x640 in issue 42's pictures it kept the
 * usual felt and see-through panels). */
static void
test_replay_board (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = g_object_new (EUCHRE_TYPE_REPLAY_BOARD, NULL);
  g_autoptr (GdkTexture) texture = NULL;
  Pixels px = { 0 };
  GdkRGBA felt;
  int scale;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (board, "the replay board");
  g_assert_true (gtk_widget_has_css_class (board, "high-contrast"));
  scale = gtk_widget_get_scale_factor (window);
  texture = test_ui_render (board, NULL);
  pixels_take (&px, texture);
  felt = pixel (&px, 2, px.height / scale / 2, scale);
  g_assert_cmpfloat (fabs (felt.green - euchre_table_palette (TRUE)->felt.green), <, 0.02);
  g_assert_cmpfloat (fabs (felt.red - euchre_table_palette (TRUE)->felt.red), <, 0.02);
  g_clear_pointer (&px.data, g_free);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkCssProvider) style = NULL;

  if (!test_ui_init (&argc, &argv, "/euchre/contrast/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  /* The application's own style sheet, as AdwApplication loads it. */
  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/euchre/Euchre/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_test_add_func ("/euchre/contrast/palette", test_palette);
  g_test_add_func ("/euchre/contrast/replay-board", test_replay_board);
  g_test_add ("/euchre/contrast/table-text", Fixture, NULL, fixture_set_up, test_table_text,
              fixture_tear_down);
  return g_test_run ();
}
