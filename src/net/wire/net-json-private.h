/* net-json-private.h — what the JSON scanner (net-json.c) and the message
 * reader (net-message-read.c) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets @error (G_IO_ERROR_INVALID_DATA, the text made valid UTF-8) and
 * returns FALSE. */
gboolean net_json_fail       (GError     **error,
                              const char  *format,
                              ...) G_GNUC_PRINTF (2, 3);
/* The value of the four hexadecimal digits at @data[@at], or -1. */
int      net_json_hex4       (const char  *data,
                              gsize        len,
                              gsize        at);
/* Past JSON's four kinds of space from @data[@i]. */
gsize    net_json_skip_space (const char  *data,
                              gsize        len,
                              gsize        i);

G_END_DECLS
