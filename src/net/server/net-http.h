/* net-http.h — the HTTP requests the server answers before any WebSocket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that reads a request head and decides its answer: a
 * WebSocket handshake (101), or a page from the path handler the server
 * was given, or a refusal in words (400, 404, 405, 413, 431).  Bounded:
 * a head is at most NET_HTTP_MAX_HEAD bytes; a request with a body is
 * refused before any of it is read.  No I/O (the fuzz target calls it).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define NET_HTTP_MAX_HEAD 8192

/* The Content-Security-Policy of every answer (the browser's page,
 * net-page.c, and the refusals): this origin only, no inline script or
 * style, nothing may frame it. */
#define NET_HTTP_CSP "default-src 'self'; script-src 'self'; style-src 'self'; " \
  "img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " \
  "form-action 'none'; frame-ancestors 'none'"

typedef struct {
  char method[16];
  char path[1024];              /* as sent ("/", "/t/CODE"), without the query */
  gboolean has_body;
  gboolean upgrade;             /* "Upgrade: websocket" */
  char key[64];                 /* Sec-WebSocket-Key */
  char version[8];              /* Sec-WebSocket-Version */
  char if_none_match[160];      /* If-None-Match: the tags the browser holds */
} NetHttpRequest;

/* A page for a request that is not a WebSocket (a GET, no body): fills
 * @status, @content_type and @body and returns TRUE, or FALSE for 404. */
typedef gboolean (*NetHttpHandler) (const NetHttpRequest *request, guint *status,
                                    const char **content_type, GString *body, gpointer data);

typedef enum {
  NET_HTTP_MORE,                /* the head is not whole yet */
  NET_HTTP_UPGRADE,             /* a WebSocket: *@reply is the 101 */
  NET_HTTP_ANSWERED,            /* *@reply is the whole answer: send it and close */
} NetHttpVerdict;

/* Reads the bytes of a request head received so far (@head, @len: from
 * the first byte of the request).  Once it is whole, or too long, or has
 * a body, answers it in @reply.  *@used: the bytes of the head (what
 * follows is the WebSocket's). */
NetHttpVerdict net_http_read (const char *head, gsize len, gsize *used, NetHttpHandler handler,
                              gpointer handler_data, GString *reply);

/* The client's address as a proxy in front says it: the last address
 * of the last X-Forwarded-For header of the whole head @head (@len
 * bytes, at most NET_HTTP_MAX_HEAD read) — the one the proxy itself
 * appended, whatever the client sent before it.  Copied into @out (at
 * least 46 bytes) as an IP address in its usual form; FALSE (and @out
 * empty) when there is none, or it is not an IP address.  Believed only
 * from a proxy the operator names (euchre-server --trusted-proxy). */
gboolean       net_http_forwarded_for (const char *head, gsize len, char *out, gsize size);

/* The whole answer @status with a text body of @words (HTTP/1.1, closes). */
void           net_http_refusal (GString *reply, guint status, const char *words);

G_END_DECLS
