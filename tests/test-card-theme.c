/* test-card-theme.c — the bundled card themes, installed Aisleriot themes and the texture cache
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"
/* mkfifo() with -std=c11. */
#define _GNU_SOURCE

#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

/* The bounding box of the pixels that are not (nearly) transparent. */
static void
ink_box (GdkTexture *texture, int *x0, int *y0, int *x1, int *y1)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);

  gdk_texture_download (texture, data, (gsize) w * 4);
  *x0 = w, *y0 = h, *x1 = -1, *y1 = -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (data[(y * w + x) * 4 + 3] > 64)
        {
          *x0 = MIN (*x0, x), *x1 = MAX (*x1, x);
          *y0 = MIN (*y0, y), *y1 = MAX (*y1, y);
        }
}

/* The card fills its texture: the inked box spans at least 95 % of the
 * width and of the height (so it has the texture's, that is the theme's,
 * aspect), and is centred.  A card drawn small in a corner, or squeezed to
 * a speck, fails here while "not empty" would pass. */
static void
check_card_fills (const char *id, EuchreCard card, GdkTexture *t)
{
  int w = gdk_texture_get_width (t), h = gdk_texture_get_height (t);
  int x0, y0, x1, y1;
  char buf[16];

  ink_box (t, &x0, &y0, &x1, &y1);
  if (x1 - x0 + 1 < 0.95 * w || y1 - y0 + 1 < 0.95 * h ||
      abs (x0 - (w - 1 - x1)) > 0.03 * w + 1 || abs (y0 - (h - 1 - y1)) > 0.03 * h + 1)
    g_error ("%s: %s at %dx%d px is inked over x %d-%d, y %d-%d only", id,
             euchre_card_theme_element_id (card, buf), w, h, x0, x1, y0, y1);
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
        check_card_fills (id, card, t);
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

/* Width / height of a cell of Aisleriot's 13 × 5 grid in the theme's file:
 * the aspect Aisleriot itself gives the cards. */
static double
aisleriot_aspect (const char *uri)
{
  g_autoptr (GFile) file = g_file_new_for_uri (uri);
  RsvgHandle *handle = rsvg_handle_new_from_gfile_sync (file, RSVG_HANDLE_FLAGS_NONE, NULL, NULL);
  gboolean has_w, has_h, has_viewbox;
  RsvgLength lw, lh;
  RsvgRectangle viewbox;
  double w, h;

  g_assert_nonnull (handle);
  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h))
    {
      rsvg_handle_get_intrinsic_dimensions (handle, &has_w, &lw, &has_h, &lh, &has_viewbox,
                                            &viewbox);
      g_assert_true (has_viewbox);
      w = viewbox.width, h = viewbox.height;
    }
  g_object_unref (handle);
  return (w / 13) / (h / 5);
}

/* Every card of every installed Aisleriot theme (Debian's aisleriot
 * package installs "bonded"), at several sizes. */
static void
test_theme_aisleriot (void)
{
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  guint n = 0;

  for (guint i = 0; i < themes->len; i++)
    {
      EuchreThemeInfo *info = g_ptr_array_index (themes, i);
      g_autoptr (EuchreCardTheme) theme = NULL;

      if (!g_str_has_prefix (info->id, "aisleriot:") || g_str_has_prefix (info->id, "aisleriot:test-"))
        continue;
      g_test_message ("%s (%s): %s", info->id, info->name, info->uri);
      check_theme (info->id);
      theme = euchre_card_theme_new (info->id, NULL);
      g_assert_cmpfloat_with_epsilon (euchre_card_theme_get_aspect (theme),
                                      aisleriot_aspect (info->uri), 0.01);
      if (g_str_equal (info->id, "aisleriot:bonded"))
        g_assert_cmpstr (info->name, ==, "Bonded");
      n++;
    }
  if (n == 0)
    g_test_skip ("No Aisleriot card theme is installed (in aisleriot/cards under the XDG data "
                 "directories); install Debian's aisleriot package to test them");
}

static void
write_file (const char *dir, const char *name, GBytes *bytes, gboolean gzip)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) data = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if (gzip)
    {
      g_autoptr (GZlibCompressor) zip = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, -1);
      g_autoptr (GOutputStream) mem = g_memory_output_stream_new_resizable ();
      g_autoptr (GOutputStream) out = g_converter_output_stream_new (mem, G_CONVERTER (zip));

      g_assert_true (g_output_stream_write_all (out, g_bytes_get_data (bytes, NULL),
                                                g_bytes_get_size (bytes), NULL, NULL, &error));
      g_assert_true (g_output_stream_close (out, NULL, &error));
      data = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (mem));
    }
  else
    data = g_bytes_ref (bytes);
  g_assert_true (g_file_replace_contents (file, g_bytes_get_data (data, NULL),
                                          g_bytes_get_size (data), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
}

static char *test_data_home, *test_data_dir;

static EuchreThemeInfo *
find_theme (GPtrArray *themes, const char *id)
{
  for (guint i = 0; i < themes->len; i++)
    {
      EuchreThemeInfo *info = g_ptr_array_index (themes, i);

      if (g_str_equal (info->id, id))
        return info;
    }
  return NULL;
}

/* Aisleriot themes are found in aisleriot/cards under the user's and the
 * system's XDG data directories (the user's first), .svg or .svgz, and
 * named for people. */
static void
test_theme_xdg (void)
{
  g_autoptr (GBytes) svg = g_resources_lookup_data ("/io/github/euchre/Euchre/cards/"
                                                    "euchre-default.svg", 0, NULL);
  g_autofree char *user = g_build_filename (test_data_home, "aisleriot", "cards", NULL);
  g_autofree char *system = g_build_filename (test_data_dir, "aisleriot", "cards", NULL);
  g_autoptr (GPtrArray) themes = NULL;
  EuchreThemeInfo *info;
  guint n_test = 0;

  g_assert_nonnull (svg);
  write_file (system, "test-my_deck--two.svgz", svg, TRUE);
  write_file (system, "test-both.svg", svg, FALSE);
  write_file (user, "test-both.svgz", svg, TRUE);
  write_file (user, "test-user.svg", svg, FALSE);
  write_file (user, "test-not-a-theme.png", svg, FALSE);

  themes = euchre_card_theme_list ();
  info = find_theme (themes, "aisleriot:test-my_deck--two");
  g_assert_nonnull (info);
  g_assert_cmpstr (info->name, ==, "Test My Deck Two");
  g_assert_true (g_str_has_prefix (info->uri, "file://"));
  g_assert_true (g_str_has_suffix (info->uri, "/aisleriot/cards/test-my_deck--two.svgz"));
  info = find_theme (themes, "aisleriot:test-user");
  g_assert_nonnull (info);
  g_assert_cmpstr (info->name, ==, "Test User");
  /* The user's copy of a theme hides the system's. */
  info = find_theme (themes, "aisleriot:test-both");
  g_assert_nonnull (info);
  {
    g_autofree char *path = g_filename_from_uri (info->uri, NULL, NULL);

    g_assert_true (g_str_has_prefix (path, test_data_home));
  }
  for (guint i = 0; i < themes->len; i++)
    if (g_str_has_prefix (((EuchreThemeInfo *) g_ptr_array_index (themes, i))->id, "aisleriot:test-"))
      n_test++;
  g_assert_cmpuint (n_test, ==, 3);

  /* A compressed theme from a system data directory loads and draws. */
  check_theme ("aisleriot:test-my_deck--two");
}

/* An SVG with every card drawn at the same place, each a @w × @h card
 * (not Aisleriot's grid); @svg_attrs sizes the document. */
static char *
stacked_theme (const char *svg_attrs, int w, int h)
{
  GString *svg = g_string_new (NULL);
  char buf[16];

  g_string_append_printf (svg, "<svg xmlns='http://www.w3.org/2000/svg' %s>", svg_attrs);
  for (guint i = 0; i <= EUCHRE_N_CARDS; i++)
    g_string_append_printf (svg, "<g id='%s'><rect x='5' y='5' width='%d' height='%d' fill='%s'/>"
                            "<circle cx='%d' cy='%d' r='4'/></g>",
                            euchre_card_theme_element_id (i < EUCHRE_N_CARDS ? i : EUCHRE_CARD_BACK,
                                                          buf),
                            w, h, i < EUCHRE_N_CARDS ? "white" : "blue", 5 + w / 2, 5 + h / 2);
  g_string_append (svg, "</svg>");
  return g_string_free (svg, FALSE);
}

/* A theme whose cards are not in Aisleriot's 13 × 5 grid: each card is
 * its own extent in the document; a document without a size is refused. */
static void
test_theme_stacked (void)
{
  g_autofree char *dir = g_build_filename (test_data_home, "stacked", NULL);
  g_autofree char *path = g_build_filename (dir, "stacked.svg", NULL);
  g_autofree char *id = g_strconcat ("file:", path, NULL);
  g_autofree char *svg = stacked_theme ("width='120' height='160'", 100, 150);
  g_autofree char *unsized = stacked_theme ("", 100, 150);
  g_autoptr (GBytes) bytes = g_bytes_new_static (svg, strlen (svg));
  g_autoptr (GError) error = NULL;

  write_file (dir, "stacked.svg", bytes, FALSE);
  check_theme (id);
  {
    g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (id, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (euchre_card_theme_get_aspect (theme), 100.0 / 150, 0.001);
  }

  g_bytes_unref (bytes);
  bytes = g_bytes_new_static (unsized, strlen (unsized));
  write_file (dir, "stacked.svg", bytes, FALSE);
  {
    g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (id, &error);

    g_assert_null (theme);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_cmpstr (error->message, ==, "The card theme’s picture has no size");
  }
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
    g_clear_error (&error);
  }
  g_unlink (path);

  /* A named pipe chosen as the theme (issue 25): refused at once, not
   * waited on for ever when the game starts. */
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  {
    g_autofree char *id = g_strconcat ("file:", path, NULL);
    g_autoptr (EuchreCardTheme) fifo = euchre_card_theme_new (id, &error);

    g_assert_null (fifo);
    g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
    g_assert_cmpstr (error->message, ==, "this is a named pipe, not a regular file");
    g_clear_error (&error);
  }
  g_unlink (path);
}

static void
rm_rf (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      rm_rf (child);
    }
  g_remove (path);
}

int
main (int argc, char **argv)
{
  g_autofree char *tmp = g_dir_make_tmp ("euchre-themes-XXXXXX", NULL);
  const char *system = g_getenv ("XDG_DATA_DIRS");
  g_autofree char *system_dirs = NULL;
  int status;

  /* Private XDG data directories for /euchre/card-theme/xdg, set before
   * GLib reads them; the system's stay on the list, so installed Aisleriot
   * themes are still found. */
  g_assert_nonnull (tmp);
  test_data_home = g_build_filename (tmp, "home", NULL);
  test_data_dir = g_build_filename (tmp, "system", NULL);
  system_dirs = g_strconcat (test_data_dir, G_SEARCHPATH_SEPARATOR_S,
                             system && *system ? system : "/usr/local/share/:/usr/share/", NULL);
  g_setenv ("XDG_DATA_HOME", test_data_home, TRUE);
  g_setenv ("XDG_DATA_DIRS", system_dirs, TRUE);

  g_test_init (&argc, &argv, NULL);
  g_resources_register (euchre_get_resource ());
  g_test_add_func ("/euchre/card-theme/ids", test_theme_ids);
  g_test_add_func ("/euchre/card-theme/bundled", test_theme_bundled);
  g_test_add_func ("/euchre/card-theme/aisleriot", test_theme_aisleriot);
  g_test_add_func ("/euchre/card-theme/xdg", test_theme_xdg);
  g_test_add_func ("/euchre/card-theme/stacked", test_theme_stacked);
  g_test_add_func ("/euchre/card-theme/bad", test_theme_bad);
  status = g_test_run ();
  rm_rf (tmp);
  g_free (test_data_home);
  g_free (test_data_dir);
  return status;
}
