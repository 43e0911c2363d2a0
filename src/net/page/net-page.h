/* net-page.h — the browser's seat: the page at /t/CODE and its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain HTTP on the server's port (docs/ONLINE.md, "A seat in a
 * browser"): GET /t/CODE is a page that seats a person at table CODE
 * over the same WebSocket protocol as the window.  Its files are
 * compiled into the program (a GResource, src/net/page/); a request
 * names one of them by its exact path or is answered 404, so no path
 * reaches anything else.  No I/O: the fuzz target calls it.
 */
#pragma once

#include "net-http.h"

G_BEGIN_DECLS

/* Longest /t/ tail taken for a table's code: longer is 404.  A tail of
 * letters, digits and '-' that is no code still gets the page, which
 * says in words that the link's code is not one. */
#define NET_PAGE_MAX_CODE 32

/* A NetHttpHandler (net_server_set_http_handler(); every NetServer has it
 * from the start): the page and its files, FALSE (404) for any other
 * path.  @data is unused. */
gboolean net_page_handler (const NetHttpRequest *request,
                           guint                *status,
                           const char          **content_type,
                           GString              *body,
                           gpointer              data);

G_END_DECLS
