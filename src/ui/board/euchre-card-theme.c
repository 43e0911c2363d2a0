/* euchre-card-theme.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-card-theme"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <librsvg/rsvg.h>

#include "euchre-card-theme.h"
#include "euchre-file.h"

/* Aisleriot's largest themes are about 3 MB. */
#define EUCHRE_CARD_THEME_MAX_BYTES (32u * 1024u * 1024u)

#define RESOURCE_CARDS "/io/github/euchre/Euchre/cards/"

/* Slots: every card, then the back. */
#define N_SLOTS (EUCHRE_N_CARDS + 1)

struct _EuchreCardTheme {
  GObject parent_instance;
  char *id;
  RsvgHandle *handle;
  RsvgRectangle document;     /* (0, 0, width, height) of the whole file */
  graphene_rect_t cards[N_SLOTS]; /* where each card is, in the document */
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
  GdkTexture *textures[N_SLOTS];
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

/* "bonded" → "Bonded", "gnomangelo_bitmap" → "Gnomangelo Bitmap": the
 * file name without its extension, "_" and "-" as spaces, each word
 * capitalised (as Aisleriot names its themes). */
static char *
display_name (const char *base)
{
  g_autofree char *words = g_strdelimit (g_strdup (base), "_-", ' ');
  GString *name = g_string_new (NULL);
  gboolean word_start = TRUE;

  for (const char *p = g_strstrip (words); *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == ' ' && word_start)
        continue;   /* one space between words */
      g_string_append_unichar (name, word_start ? g_unichar_totitle (c) : c);
      word_start = c == ' ';
    }
  return g_string_free (name, FALSE);
}

/* Adds the themes in DATA_DIR/aisleriot/cards whose ids are not in @seen. */
static void
add_aisleriot_themes (GPtrArray *themes, GHashTable *seen, const char *data_dir)
{
  g_autofree char *cards = g_build_filename (data_dir, "aisleriot", "cards", NULL);
  g_autoptr (GDir) dir = g_dir_open (cards, 0, NULL);
  const char *file;

  while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
    {
      const char *dot = strrchr (file, '.');
      g_autofree char *base = NULL, *id = NULL, *path = NULL, *uri = NULL, *name = NULL;
      EuchreThemeInfo *info;

      /* The id goes into GSettings, which takes UTF-8 only. */
      if (dot == NULL || dot == file || !g_utf8_validate (file, -1, NULL) ||
          !(g_str_equal (dot, ".svg") || g_str_equal (dot, ".svgz")))
        continue;
      base = g_strndup (file, dot - file);
      id = g_strconcat ("aisleriot:", base, NULL);
      if (g_hash_table_contains (seen, id))
        continue;
      path = g_build_filename (cards, file, NULL);
      uri = g_filename_to_uri (path, NULL, NULL);
      if (uri == NULL)
        continue;
      name = display_name (base);
      info = theme_info_new (id, name, uri);
      g_hash_table_add (seen, info->id);
      g_ptr_array_add (themes, info);
    }
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  const EuchreThemeInfo *x = *(EuchreThemeInfo * const *) a;
  const EuchreThemeInfo *y = *(EuchreThemeInfo * const *) b;
  int by_name = g_utf8_collate (x->name, y->name);

  return by_name != 0 ? by_name : strcmp (x->id, y->id);
}

GPtrArray *
euchre_card_theme_list (void)
{
  GPtrArray *themes = g_ptr_array_new_with_free_func ((GDestroyNotify) euchre_theme_info_free);
  GPtrArray *aisleriot = g_ptr_array_new_with_free_func ((GDestroyNotify) euchre_theme_info_free);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char * const *system_dirs = g_get_system_data_dirs ();

  g_ptr_array_add (themes, theme_info_new ("default", _("Classic"),
                                           "resource://" RESOURCE_CARDS "euchre-default.svg"));
  g_ptr_array_add (themes, theme_info_new ("four-colour", _("Four colours"),
                                           "resource://" RESOURCE_CARDS "euchre-four-colour.svg"));

  /* Where Aisleriot looks too; the user's copy of a theme comes first and
   * hides a system one of the same name. */
  add_aisleriot_themes (aisleriot, seen, g_get_user_data_dir ());
  for (guint i = 0; system_dirs[i] != NULL; i++)
    add_aisleriot_themes (aisleriot, seen, system_dirs[i]);
  g_ptr_array_sort (aisleriot, compare_names);
  g_ptr_array_extend_and_steal (themes, aisleriot);
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

/* The size of the whole document in pixels: its width and height, or its
 * viewBox when those are missing or relative. */
static gboolean
document_size (RsvgHandle *handle, RsvgRectangle *document)
{
  gboolean has_width, has_height, has_viewbox;
  RsvgLength width, height;
  RsvgRectangle viewbox;

  *document = (RsvgRectangle) { 0, 0, 0, 0 };
  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, &document->width, &document->height))
    {
      rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &width, &has_height, &height,
                                            &has_viewbox, &viewbox);
      if (has_viewbox)
        document->width = viewbox.width, document->height = viewbox.height;
    }
  return document->width > 0 && document->height > 0;
}

/* Where Aisleriot puts a card in its 13 × 5 grid: a row per suit (clubs,
 * diamonds, hearts, spades), ace to king left to right; the jokers and
 * the back in the last row. */
static void
aisleriot_cell (guint slot, int *column, int *row)
{
  static const int suit_rows[] = { 3, 2, 0, 1 };              /* ♠ ♥ ♣ ♦ */
  static const int rank_columns[] = { 6, 7, 8, 9, 10, 11, 12, 0 };  /* 7 … K, A */

  if (slot == EUCHRE_JOKER)
    *column = 1, *row = 4;                                     /* joker_red */
  else if (slot == EUCHRE_N_CARDS)
    *column = 2, *row = 4;                                     /* back */
  else
    *column = rank_columns[euchre_card_rank (slot)], *row = suit_rows[euchre_card_suit (slot)];
}

static const char *
slot_element (guint slot, char buf[16])
{
  return euchre_card_theme_element_id (slot < EUCHRE_N_CARDS ? slot : EUCHRE_CARD_BACK, buf);
}

/* The ink box of @slot's element in the document, and its middle: that of
 * its logical box, which leaves out strokes (and so their stray origins). */
static gboolean
measure (EuchreCardTheme *self, guint slot, graphene_rect_t *ink, graphene_point_t *centre,
         GError **error)
{
  char buf[16];
  g_autofree char *ref = g_strconcat ("#", slot_element (slot, buf), NULL);
  RsvgRectangle ink_rect, logical;

  if (!rsvg_handle_get_geometry_for_layer (self->handle, ref, &self->document, &ink_rect,
                                           &logical, error))
    return FALSE;
  graphene_rect_init (ink, ink_rect.x, ink_rect.y, ink_rect.width, ink_rect.height);
  if (logical.width > 0 && logical.height > 0)
    graphene_point_init (centre, logical.x + logical.width / 2, logical.y + logical.height / 2);
  else
    graphene_rect_get_center (ink, centre);
  return TRUE;
}

/* Finds each card's rectangle in the document.  An element's own bounds
 * are not the card: librsvg 2.54 stretches the ink box of a stroked shape
 * to the origin of its coordinates, so in Aisleriot's bonded, whose
 * indices are strokes placed with <use x="-63">, some cards have ink
 * boxes many cards wide; and a card drawn without a background inks less
 * than the card.
 * So, as Aisleriot does, each card owns a cell of a 13 × 5 grid over the
 * whole document (or the whole document, if the cards are not laid out so).
 * When the back fills its cell, as in Aisleriot's themes, every card is its
 * cell.  Otherwise (cards with gaps between them, like ours) a card is the
 * part of its element's ink inside its cell, grown to the largest such part
 * of any card and kept inside the cell. */
static gboolean
find_cards (EuchreCardTheme *self, GError **error)
{
  const guint back = N_SLOTS - 1;
  graphene_rect_t ink[N_SLOTS], cells[N_SLOTS];
  double cell_w = self->document.width / 13, cell_h = self->document.height / 5;
  double card_w = 0, card_h = 0;
  gboolean grid = TRUE;
  char buf[16];

  for (guint slot = 0; slot < N_SLOTS; slot++)
    {
      int column, row;

      aisleriot_cell (slot, &column, &row);
      graphene_rect_init (&cells[slot], column * cell_w, row * cell_h, cell_w, cell_h);
    }

  /* Measuring a card walks the whole document: one is enough for an
   * Aisleriot theme. */
  {
    graphene_rect_t filled;
    graphene_point_t centre;

    if (!measure (self, back, &ink[back], &centre, error))
      return FALSE;
    if (graphene_rect_contains_point (&cells[back], &centre) &&
        graphene_rect_intersection (&ink[back], &cells[back], &filled) &&
        filled.size.width >= 0.99 * cell_w && filled.size.height >= 0.99 * cell_h)
      {
        memcpy (self->cards, cells, sizeof cells);
        self->aspect = cell_w / cell_h;
        return TRUE;
      }
    grid = graphene_rect_contains_point (&cells[back], &centre);
  }

  for (guint slot = 0; slot < back; slot++)
    {
      graphene_point_t centre;

      if (!measure (self, slot, &ink[slot], &centre, error))
        return FALSE;
      grid = grid && graphene_rect_contains_point (&cells[slot], &centre);
    }

  for (guint slot = 0; slot < N_SLOTS; slot++)
    {
      graphene_rect_t inside;

      if (!grid)
        graphene_rect_init (&cells[slot], 0, 0, self->document.width, self->document.height);
      if (!graphene_rect_intersection (&ink[slot], &cells[slot], &inside))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The card theme has no card “%s”"), slot_element (slot, buf));
          return FALSE;
        }
      ink[slot] = inside;
      card_w = MAX (card_w, inside.size.width);
      card_h = MAX (card_h, inside.size.height);
    }

  for (guint slot = 0; slot < N_SLOTS; slot++)
    {
      const graphene_rect_t *cell = &cells[slot];
      graphene_point_t centre;

      graphene_rect_get_center (&ink[slot], &centre);
      graphene_rect_init (&self->cards[slot],
                          CLAMP (centre.x - card_w / 2, cell->origin.x,
                                 cell->origin.x + cell->size.width - card_w),
                          CLAMP (centre.y - card_h / 2, cell->origin.y,
                                 cell->origin.y + cell->size.height - card_h),
                          card_w, card_h);
    }
  self->aspect = card_w / card_h;
  return TRUE;
}

EuchreCardTheme *
euchre_card_theme_new (const char *id, GError **error)
{
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  g_autoptr (EuchreCardTheme) self = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree char *file_uri = NULL;
  const char *uri = NULL;

  g_return_val_if_fail (id != NULL, NULL);

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
  if (g_file_is_native (file))
    {
      /* A file on disk is the player's choice, and may be anything: read
       * it bounded (never a pipe or a device) before librsvg sees it. */
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GInputStream) stream = NULL;
      char *data = NULL;
      gsize length = 0;

      if (!euchre_file_read_bounded (path, EUCHRE_CARD_THEME_MAX_BYTES, &data, &length, error))
        return NULL;
      stream = g_memory_input_stream_new_from_data (data, (gssize) length, g_free);
      self->handle = rsvg_handle_new_from_stream_sync (stream, file, RSVG_HANDLE_FLAGS_NONE, NULL,
                                                       error);
    }
  else
    self->handle = rsvg_handle_new_from_gfile_sync (file, RSVG_HANDLE_FLAGS_NONE, NULL, error);
  if (self->handle == NULL || !check_ids (self->handle, error))
    return NULL;
  if (!document_size (self->handle, &self->document))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The card theme’s picture has no size"));
      return NULL;
    }
  if (!find_cards (self, error))
    return NULL;
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
render (EuchreCardTheme *self, guint slot, int width)
{
  const graphene_rect_t *card = &self->cards[slot];
  int height = MAX (1, (int) (width / self->aspect + 0.5));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  char buf[16];
  g_autofree char *ref = g_strconcat ("#", slot_element (slot, buf), NULL);
  GdkTexture *texture = NULL;

  /* The element where it is in the whole document, the card's rectangle
   * scaled onto the surface; the surface's edges clip the rest. */
  cairo_scale (cr, width / card->size.width, height / card->size.height);
  cairo_translate (cr, -card->origin.x, -card->origin.y);
  if (!rsvg_handle_render_layer (self->handle, cr, ref, &self->document, &error))
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
  sc->textures[slot] = render (self, slot, width);
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
