/* euchre-card-theme.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-card-theme"

#include "config.h"

#include <glib/gi18n.h>
#include <librsvg/rsvg.h>

#include "euchre-card-theme.h"

#define RESOURCE_CARDS "/io/github/euchre/Euchre/cards/"
#define AISLERIOT_DIR "/usr/share/aisleriot/cards"

struct _EuchreCardTheme {
  GObject parent_instance;
  char *id;
  RsvgHandle *handle;
  double aspect;
  GHashTable *cache;          /* width → SizeCache */
  guint hits, misses;
};

G_DEFINE_FINAL_TYPE (EuchreCardTheme, euchre_card_theme, G_TYPE_OBJECT)

static const char *suit_ids[] = { "spade", "heart", "club", "diamond" };
static const char *rank_ids[] = { "7", "8", "9", "10", "jack", "queen", "king", "1" };

const char *
euchre_card_theme_element_id (EuchreCard card, char buf[16])
{
  if (card == EUCHRE_JOKER)
    g_strlcpy (buf, "joker_red", 16);
  else if (card < EUCHRE_JOKER)
    g_snprintf (buf, 16, "%s_%s", suit_ids[euchre_card_suit (card)],
                rank_ids[euchre_card_rank (card)]);
  else
    g_strlcpy (buf, "back", 16);
  return buf;
}

/* Every card at one width; the last slot is the back. */
typedef struct {
  GdkTexture *textures[EUCHRE_N_CARDS + 1];
} SizeCache;

#define MAX_SIZES 6

static void
size_cache_free (gpointer data)
{
  SizeCache *sc = data;

  for (guint i = 0; i < G_N_ELEMENTS (sc->textures); i++)
    g_clear_object (&sc->textures[i]);
  g_free (sc);
}

void
euchre_card_theme_drop_cache (EuchreCardTheme *self)
{
  g_return_if_fail (EUCHRE_IS_CARD_THEME (self));
  g_hash_table_remove_all (self->cache);
}

static void
euchre_card_theme_finalize (GObject *object)
{
  EuchreCardTheme *self = EUCHRE_CARD_THEME (object);

  g_hash_table_unref (self->cache);
  g_clear_object (&self->handle);
  g_free (self->id);
  G_OBJECT_CLASS (euchre_card_theme_parent_class)->finalize (object);
}

static void
euchre_card_theme_class_init (EuchreCardThemeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = euchre_card_theme_finalize;
}

static void
euchre_card_theme_init (EuchreCardTheme *self)
{
  self->aspect = 2.5 / 3.5;
  self->cache = g_hash_table_new_full (NULL, NULL, NULL, size_cache_free);
}

void
euchre_theme_info_free (EuchreThemeInfo *info)
{
  g_free (info->id);
  g_free (info->name);
  g_free (info->uri);
  g_free (info);
}

static EuchreThemeInfo *
theme_info_new (const char *id, const char *name, const char *uri)
{
  EuchreThemeInfo *info = g_new (EuchreThemeInfo, 1);

  info->id = g_strdup (id);
  info->name = g_strdup (name);
  info->uri = g_strdup (uri);
  return info;
}

GPtrArray *
euchre_card_theme_list (void)
{
  GPtrArray *themes = g_ptr_array_new_with_free_func ((GDestroyNotify) euchre_theme_info_free);
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *file;

  g_ptr_array_add (themes, theme_info_new ("default", _("Classic"),
                                           "resource://" RESOURCE_CARDS "euchre-default.svg"));
  g_ptr_array_add (themes, theme_info_new ("four-colour", _("Four colours"),
                                           "resource://" RESOURCE_CARDS "euchre-four-colour.svg"));

  dir = g_dir_open (AISLERIOT_DIR, 0, NULL);
  while (dir && (file = g_dir_read_name (dir)))
    if (g_str_has_suffix (file, ".svg") || g_str_has_suffix (file, ".svgz"))
      g_ptr_array_add (names, g_strdup (file));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (name, strrchr (name, '.') - name);
      g_autofree char *id = g_strconcat ("aisleriot:", base, NULL);
      g_autofree char *path = g_build_filename (AISLERIOT_DIR, name, NULL);
      g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
      g_autofree char *pretty = g_strdelimit (g_strdup (base), "_-", ' ');

      if (uri != NULL)
        g_ptr_array_add (themes, theme_info_new (id, pretty, uri));
    }
  return themes;
}

static gboolean
check_ids (RsvgHandle *handle, GError **error)
{
  char buf[16];

  for (EuchreCard c = 0; c <= EUCHRE_JOKER; c++)
    {
      g_autofree char *ref = g_strconcat ("#", euchre_card_theme_element_id (c, buf), NULL);

      if (!rsvg_handle_has_sub (handle, ref))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The card theme has no card “%s”"), ref + 1);
          return FALSE;
        }
    }
  if (!rsvg_handle_has_sub (handle, "#back"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The card theme has no card back"));
      return FALSE;
    }
  return TRUE;
}

EuchreCardTheme *
euchre_card_theme_new (const char *id, GError **error)
{
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  g_autoptr (EuchreCardTheme) self = NULL;
  g_autoptr (GFile) file = NULL;
  RsvgRectangle ink, logical;
  const char *uri = NULL;

  g_return_val_if_fail (id != NULL, NULL);

  g_autofree char *file_uri = NULL;

  for (guint i = 0; i < themes->len; i++)
    {
      EuchreThemeInfo *info = g_ptr_array_index (themes, i);

      if (g_str_equal (info->id, id))
        uri = info->uri;
    }
  /* "file:PATH": any Aisleriot-style SVG on disk. */
  if (uri == NULL && g_str_has_prefix (id, "file:"))
    uri = file_uri = g_filename_to_uri (id + 5, NULL, NULL);
  if (uri == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no card theme “%s”"), id);
      return NULL;
    }

  self = g_object_new (EUCHRE_TYPE_CARD_THEME, NULL);
  self->id = g_strdup (id);
  file = g_file_new_for_uri (uri);
  self->handle = rsvg_handle_new_from_gfile_sync (file, RSVG_HANDLE_FLAGS_NONE, NULL, error);
  if (self->handle == NULL || !check_ids (self->handle, error))
    return NULL;
  if (rsvg_handle_get_geometry_for_element (self->handle, "#back", &ink, &logical, NULL) &&
      logical.width > 0 && logical.height > 0)
    self->aspect = logical.width / logical.height;
  return g_steal_pointer (&self);
}

const char *
euchre_card_theme_get_id (EuchreCardTheme *self)
{
  g_return_val_if_fail (EUCHRE_IS_CARD_THEME (self), NULL);
  return self->id;
}

double
euchre_card_theme_get_aspect (EuchreCardTheme *self)
{
  g_return_val_if_fail (EUCHRE_IS_CARD_THEME (self), 1.0);
  return self->aspect;
}

static GdkTexture *
render (EuchreCardTheme *self, EuchreCard card, int width)
{
  int height = MAX (1, (int) (width / self->aspect + 0.5));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, width, height };
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  char buf[16];
  g_autofree char *ref = g_strconcat ("#", euchre_card_theme_element_id (card, buf), NULL);
  GdkTexture *texture = NULL;

  if (!rsvg_handle_render_element (self->handle, cr, ref, &viewport, &error))
    g_debug ("Card %s not rendered: %s", ref, error->message);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (error == NULL && cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
    {
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) * height);
      /* Cairo's ARGB32 is premultiplied BGRA in memory on little-endian
       * and ARGB on big-endian: GDK_MEMORY_DEFAULT is exactly that. */
      texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                        cairo_image_surface_get_stride (surface));
    }
  cairo_surface_destroy (surface);
  return texture;
}

GdkTexture *
euchre_card_theme_get_texture (EuchreCardTheme *self, EuchreCard card, int width)
{
  SizeCache *sc;
  guint slot;

  g_return_val_if_fail (EUCHRE_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (width > 0, NULL);

  slot = card < EUCHRE_N_CARDS ? card : EUCHRE_N_CARDS;
  sc = g_hash_table_lookup (self->cache, GINT_TO_POINTER (width));
  if (sc == NULL)
    {
      /* A window being resized asks for many widths: keep a few. */
      if (g_hash_table_size (self->cache) >= MAX_SIZES)
        g_hash_table_remove_all (self->cache);
      sc = g_new0 (SizeCache, 1);
      g_hash_table_insert (self->cache, GINT_TO_POINTER (width), sc);
    }
  if (sc->textures[slot] != NULL)
    {
      self->hits++;
      return sc->textures[slot];
    }
  self->misses++;
  sc->textures[slot] = render (self, card, width);
  return sc->textures[slot];
}

void
euchre_card_theme_get_stats (EuchreCardTheme *self, guint *hits, guint *misses)
{
  g_return_if_fail (EUCHRE_IS_CARD_THEME (self));

  if (hits)
    *hits = self->hits;
  if (misses)
    *misses = self->misses;
}
