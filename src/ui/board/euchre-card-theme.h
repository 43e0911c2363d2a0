/* euchre-card-theme.h — an SVG card theme rendered into cached textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Themes use Aisleriot's element ids ("club_1" … "spade_king",
 * "joker_black", "joker_red", "back") and its layout (one document, a
 * 13 × 5 grid of cards), so an installed Aisleriot theme works as well as
 * the bundled ones.  Each card is rendered once per pixel size into a
 * GdkTexture filling it; a new size or theme drops the cache.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card.h"

G_BEGIN_DECLS

#define EUCHRE_CARD_BACK ((EuchreCard) 0xfe)

#define EUCHRE_TYPE_CARD_THEME (euchre_card_theme_get_type ())
G_DECLARE_FINAL_TYPE (EuchreCardTheme, euchre_card_theme, EUCHRE, CARD_THEME, GObject)

typedef struct {
  char *id;          /* "default", "four-colour", or "aisleriot:NAME" */
  char *name;        /* for people */
  char *uri;         /* resource:// or file:// */
} EuchreThemeInfo;

/* The themes on offer: the bundled two, then the Aisleriot themes
 * (NAME.svg or NAME.svgz) in aisleriot/cards under the user's and the
 * system's XDG data directories, by name ("Bonded").  A GPtrArray of
 * EuchreThemeInfo, free with g_ptr_array_unref(). */
GPtrArray        *euchre_card_theme_list        (void);
void              euchre_theme_info_free        (EuchreThemeInfo *info);

/* Loads a theme by id (or "file:/path/to/theme.svg"); an unknown id or a theme that fails to load (or
 * lacks a card) gives an error, and the caller falls back to "default". */
EuchreCardTheme  *euchre_card_theme_new         (const char  *id,
                                                 GError     **error);
const char       *euchre_card_theme_get_id      (EuchreCardTheme *self);

/* Width / height of a card in the theme (for an Aisleriot theme, of a
 * cell of its grid, as Aisleriot shows it). */
double            euchre_card_theme_get_aspect  (EuchreCardTheme *self);

/* The Aisleriot element id of a card ("club_1"), or "back". */
const char       *euchre_card_theme_element_id  (EuchreCard card, char buf[16]);

/* The texture of @card (or EUCHRE_CARD_BACK) @width device pixels wide.
 * Rendered on first use and cached for that width.  NULL on failure. */
GdkTexture       *euchre_card_theme_get_texture (EuchreCardTheme *self,
                                                 EuchreCard       card,
                                                 int              width);

/* Forgets every rendered card (the scale or theme changed). */
void              euchre_card_theme_drop_cache  (EuchreCardTheme *self);

/* Cache figures, for EUCHRE_PROFILE and tests. */
void              euchre_card_theme_get_stats   (EuchreCardTheme *self,
                                                 guint           *hits,
                                                 guint           *misses);

G_END_DECLS
