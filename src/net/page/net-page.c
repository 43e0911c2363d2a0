/* net-page.c — the browser's seat: the page at /t/CODE and its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "euchre-page-resources.h"
#include "net-page.h"

#define PAGE_PREFIX "/io/github/euchre/Euchre/page/"

typedef struct {
  const char *path;             /* as requested */
  const char *resource;         /* under PAGE_PREFIX */
  const char *type;
} PageFile;

/* The only files there are: a request names one exactly or gets 404. */
static const PageFile files[] = {
  { "/t/euchre.js", "euchre.js", "text/javascript; charset=utf-8" },
  { "/t/euchre-table.js", "euchre-table.js", "text/javascript; charset=utf-8" },
  { "/t/euchre-net.js", "euchre-net.js", "text/javascript; charset=utf-8" },
  { "/t/euchre.css", "euchre.css", "text/css; charset=utf-8" },
  { "/t/cards.svg", "cards.svg", "image/svg+xml" },
  { "/t/icon.svg", "icon.svg", "image/svg+xml" },
};

static const PageFile page = { NULL, "euchre.html", "text/html; charset=utf-8" };

/* A tail after /t/ that may be a code: 1 to NET_PAGE_MAX_CODE letters,
 * digits and dashes (a code in any case; the page says if it is none). */
static gboolean
code_like (const char *tail)
{
  gsize len = strlen (tail);

  if (len == 0 || len > NET_PAGE_MAX_CODE)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (tail[i]) && tail[i] != '-')
      return FALSE;
  return TRUE;
}

static gboolean
serve (const PageFile *file, guint *status, const char **content_type, GString *body)
{
  g_autofree char *path = g_strconcat (PAGE_PREFIX, file->resource, NULL);
  /* This library's own resource, asked by name: a static library's
   * resource registers itself only when something links it in. */
  g_autoptr (GBytes) bytes = g_resource_lookup_data (euchre_page_get_resource (), path,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize len = 0;
  const char *data;

  /* Compiled in: missing only in a broken build, which is told 404. */
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);
  g_string_append_len (body, data, len);
  *status = 200;
  *content_type = file->type;
  return TRUE;
}

gboolean
net_page_handler (const NetHttpRequest *request, guint *status, const char **content_type,
                  GString *body, gpointer data)
{
  const char *path = request->path;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (strcmp (path, files[i].path) == 0)
      return serve (&files[i], status, content_type, body);
  if (g_str_has_prefix (path, "/t/") && code_like (path + 3))
    return serve (&page, status, content_type, body);
  return FALSE;
}
