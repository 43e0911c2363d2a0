/* euchre-qr.h — a QR code of a link, for a phone's camera
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Play Online shows the browser's link as a QR code (libqrencode), so a
 * person at the table with a phone points it at the screen instead of
 * typing the link.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The QR code of @text (byte mode, error correction M, the smallest
 * version that holds it) as a texture: dark modules on white, with the
 * four-module quiet zone a reader needs round it, each module @scale
 * pixels square.  @modules, if not NULL, gets the code's own width in
 * modules (without the quiet zone).  NULL, with @modules 0, when @text
 * is empty or too long for a QR code. */
GdkTexture *euchre_qr_texture (const char *text,
                               guint       scale,
                               guint      *modules);

/* The quiet zone round the code, in modules (the standard's four). */
#define EUCHRE_QR_QUIET 4

G_END_DECLS
