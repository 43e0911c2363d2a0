/* test-card-theme.c — the bundled card themes and the texture cache
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "euchre-card-theme.h"
#include "euchre-resources.h"

static const int widths[] = { 40, 90, 200 };

/* Share of pixels that are not transparent. */
static double
coverage (GdkTexture *texture)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);
  guint opaque = 0;

  gdk_texture_download (texture, data, (gsize) w * 4);
  for (int i = 0; i < w * h; i++)
    if (data[i * 4 + 3] > 200)
      opaque++;
  return (double) opaque / (w * h);
}

static void
check_theme (const char *id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (id, &error);
  double aspect;
  guint hits, misses, n_cards = EUCHRE_N_CARDS + 1;

  g_assert_no_error (error);
  g_assert_nonnull (theme);
  aspect = euchre_card_theme_get_aspect (theme);
  g_assert_cmpfloat (aspect, >, 0.55);
  g_assert_cmpfloat (aspect, <, 0.85);

  for (guint k = 0; k < G_N_ELEMENTS (widths); k++)
    for (guint i = 0; i < n_cards; i++)
      {
        EuchreCard card = i < EUCHRE_N_CARDS ? i : EUCHRE_CARD_BACK;
        GdkTexture *t = euchre_card_theme_get_texture (theme, card, widths[k]);
        char buf[16];

        g_assert_nonnull (t);
        g_assert_cmpint (gdk_texture_get_width (t), ==, widths[k]);
        g_assert_cmpint (abs (gdk_texture_get_height (t) - (int) (widths[k] / aspect + 0.5)), <=, 1);
        /* A card is mostly card: at least 85 % of it opaque. */
        if (coverage (t) < 0.85)
          g_error ("%s: %s at %d px is %.0f%% opaque", id, euchre_card_theme_element_id (card, buf),
                   widths[k], coverage (t) * 100);
      }

  /* Each card was rendered once per size; asking again hits the cache. */
  euchre_card_theme_get_stats (theme, &hits, &misses);
  g_assert_cmpuint (misses, ==, n_cards * G_N_ELEMENTS (widths));
  g_assert_cmpuint (hits, ==, 0);
  for (guint i = 0; i < n_cards; i++)
    euchre_card_theme_get_texture (theme, i < EUCHRE_N_CARDS ? i : EUCHRE_CARD_BACK, 90);
  euchre_card_theme_get_stats (theme, &hits, &misses);
  g_assert_cmpuint (hits, ==, n_cards);
  g_assert_cmpuint (misses, ==, n_cards * G_N_ELEMENTS (widths));
  euchre_card_theme_drop_cache (theme);
  euchre_card_theme_get_texture (theme, 0, 90);
  euchre_card_theme_get_stats (theme, NULL, &misses);
  g_assert_cmpuint (misses, ==, n_cards * G_N_ELEMENTS (widths) + 1);
}

static void
test_theme_bundled (void)
{
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  EuchreThemeInfo *first = g_ptr_array_index (themes, 0);
  EuchreThemeInfo *second = g_ptr_array_index (themes, 1);

  g_assert_cmpuint (themes->len, >=, 2);
  g_assert_cmpstr (first->id, ==, "default");
  g_assert_cmpstr (second->id, ==, "four-colour");
  check_theme ("default");
  check_theme ("four-colour");
}

static void
test_theme_ids (void)
{
  char buf[16];

  g_assert_cmpstr (euchre_card_theme_element_id (euchre_card_parse ("AS"), buf), ==, "spade_1");
  g_assert_cmpstr (euchre_card_theme_element_id (euchre_card_parse ("TH"), buf), ==, "heart_10");
  g_assert_cmpstr (euchre_card_theme_element_id (euchre_card_parse ("JC"), buf), ==, "club_jack");
  g_assert_cmpstr (euchre_card_theme_element_id (euchre_card_parse ("KD"), buf), ==,
                   "diamond_king");
  g_assert_cmpstr (euchre_card_theme_element_id (euchre_card_parse ("7D"), buf), ==, "diamond_7");
  g_assert_cmpstr (euchre_card_theme_element_id (EUCHRE_JOKER, buf), ==, "joker_red");
  g_assert_cmpstr (euchre_card_theme_element_id (EUCHRE_CARD_BACK, buf), ==, "back");
}

static void
test_theme_bad (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreCardTheme) none = euchre_card_theme_new ("no-such-theme", &error);
  g_autofree char *path = NULL;
  int fd;

  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A theme with cards missing is refused, naming one. */
  fd = g_file_open_tmp ("euchre-theme-XXXXXX.svg", &path, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path,
    "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='140'>"
    "<g id='back'><rect width='100' height='140' fill='blue'/></g>"
    "<g id='club_1'><rect width='100' height='140' fill='white'/></g></svg>", -1, NULL));
  {
    g_autofree char *id = g_strconcat ("file:", path, NULL);
    g_autoptr (EuchreCardTheme) partial = euchre_card_theme_new (id, &error);

    g_assert_null (partial);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_nonnull (strstr (error->message, "spade_7"));
    g_clear_error (&error);
  }
  /* Not an SVG at all. */
  g_assert_true (g_file_set_contents (path, "this is not a picture", -1, NULL));
  {
    g_autofree char *id = g_strconcat ("file:", path, NULL);
    g_autoptr (EuchreCardTheme) junk = euchre_card_theme_new (id, &error);

    g_assert_null (junk);
    g_assert_nonnull (error);
  }
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_resources_register (euchre_get_resource ());
  g_test_add_func ("/euchre/card-theme/ids", test_theme_ids);
  g_test_add_func ("/euchre/card-theme/bundled", test_theme_bundled);
  g_test_add_func ("/euchre/card-theme/bad", test_theme_bad);
  return g_test_run ();
}
