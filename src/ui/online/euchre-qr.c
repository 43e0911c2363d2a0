/* euchre-qr.c — a QR code of a link, for a phone's camera
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include <string.h>
#include <qrencode.h>

#include "euchre-qr.h"

/* A link is short; the largest code (version 40) holds under 3 KB. */
#define QR_MAX_TEXT 1024
/* The largest picture made: version 40 is 177 modules. */
#define QR_MAX_SCALE 32

GdkTexture *
euchre_qr_texture (const char *text, guint scale, guint *modules)
{
  QRcode *code;
  g_autoptr (GBytes) bytes = NULL;
  guchar *pixels;
  gsize side, stride;

  if (modules)
    *modules = 0;
  if (text == NULL || *text == '\0' || strlen (text) > QR_MAX_TEXT)
    return NULL;
  scale = CLAMP (scale, 1, QR_MAX_SCALE);
  /* Version 0: the smallest that holds the text; case-sensitive bytes. */
  code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    return NULL;
  side = (gsize) (code->width + 2 * EUCHRE_QR_QUIET) * scale;
  stride = side * 3;
  pixels = g_malloc (stride * side);
  memset (pixels, 0xff, stride * side);
  for (int y = 0; y < code->width; y++)
    for (int x = 0; x < code->width; x++)
      {
        /* Bit 0 of each byte: the module is dark. */
        if (!(code->data[y * code->width + x] & 1))
          continue;
        for (guint dy = 0; dy < scale; dy++)
          memset (pixels + ((gsize) (y + EUCHRE_QR_QUIET) * scale + dy) * stride +
                  (gsize) (x + EUCHRE_QR_QUIET) * scale * 3, 0, (gsize) scale * 3);
      }
  if (modules)
    *modules = (guint) code->width;
  QRcode_free (code);
  bytes = g_bytes_new_take (pixels, stride * side);
  return gdk_memory_texture_new ((int) side, (int) side, GDK_MEMORY_R8G8B8, bytes, stride);
}
