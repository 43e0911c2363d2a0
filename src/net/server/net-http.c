/* net-http.c — the HTTP requests the server answers before any WebSocket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "net-http.h"

static const char *
reason_phrase (guint status)
{
  switch (status)
    {
    case 101: return "Switching Protocols";
    case 200: return "OK";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 413: return "Content Too Large";
    case 426: return "Upgrade Required";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    default: return "Error";
    }
}

/* The whole answer; @etag: its validator (a page), or NULL (a refusal).
 * A 304 has no body and says no length: the browser keeps its own. */
static void
answer (GString *reply, guint status, const char *content_type, const char *etag,
        const char *body, gsize len)
{
  g_string_append_printf (reply, "HTTP/1.1 %u %s\r\nServer: euchre-server\r\n"
                          "Connection: close\r\n", status, reason_phrase (status));
  if (status != 304)
    g_string_append_printf (reply, "Content-Type: %s\r\nContent-Length: %" G_GSIZE_FORMAT
                            "\r\n", content_type, len);
  if (etag != NULL)
    g_string_append_printf (reply, "ETag: %s\r\n", etag);
  /* Every answer, the page's files and the refusals alike: nothing but
   * this origin, no inline script or style, no sniffing of types, no
   * framing, no referrer (the link holds the table's code). */
  g_string_append (reply, "Content-Security-Policy: " NET_HTTP_CSP "\r\n"
                   "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
                   "Cache-Control: no-cache\r\n");
  if (status == 426 || status == 400)
    g_string_append (reply, "Sec-WebSocket-Version: 13\r\n");
  g_string_append (reply, "\r\n");
  g_string_append_len (reply, body, len);
}

void
net_http_refusal (GString *reply, guint status, const char *words)
{
  g_autofree char *body = g_strdup_printf ("This server takes WebSocket connections only "
                                           "(docs/ONLINE.md): %s.\n", words);

  answer (reply, status, "text/plain; charset=utf-8", NULL, body, strlen (body));
}

/* Copies the value of the header line @line ("name: value") into @out
 * (cut to its size), without the blanks around it. */
static void
header_value (const char *value, const char *end, char *out, gsize size)
{
  while (value < end && (*value == ' ' || *value == '\t'))
    value++;
  while (end > value && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    end--;
  g_strlcpy (out, value, MIN (size, (gsize) (end - value) + 1));
}

static gboolean
has_token (const char *value, const char *token)
{
  g_autofree char *lower = g_ascii_strdown (value, -1);

  return strstr (lower, token) != NULL;
}

/* Reads the request line and the headers of the whole head @head. */
static gboolean
parse_head (const char *head, NetHttpRequest *req)
{
  const char *line = head, *eol = strchr (line, '\n');
  const char *sp1, *sp2, *query;
  char buf[256];

  memset (req, 0, sizeof *req);
  if (eol == NULL)
    return FALSE;
  sp1 = memchr (line, ' ', eol - line);
  sp2 = sp1 != NULL ? memchr (sp1 + 1, ' ', eol - sp1 - 1) : NULL;
  if (sp1 == NULL || sp2 == NULL || sp1 == line || (gsize) (sp1 - line) >= sizeof req->method ||
      (gsize) (sp2 - sp1 - 1) >= sizeof req->path || strncmp (sp2 + 1, "HTTP/1.", 7) != 0)
    return FALSE;
  memcpy (req->method, line, sp1 - line);
  query = memchr (sp1 + 1, '?', sp2 - sp1 - 1);
  memcpy (req->path, sp1 + 1, (query != NULL ? query : sp2) - sp1 - 1);
  for (line = eol + 1; *line != '\0' && *line != '\r' && *line != '\n'; line = eol + 1)
    {
      const char *colon;
      gsize name_len;

      eol = strchr (line, '\n');
      if (eol == NULL)
        return FALSE;
      colon = memchr (line, ':', eol - line);
      if (colon == NULL)
        return FALSE;
      name_len = colon - line;
#define IS(name) (name_len == strlen (name) && g_ascii_strncasecmp (line, name, name_len) == 0)
      if (IS ("content-length"))
        {
          header_value (colon + 1, eol, buf, sizeof buf);
          /* Anything but a plain zero is a body (or a lie): refused. */
          req->has_body = req->has_body || strspn (buf, "0") != strlen (buf) || buf[0] == '\0';
        }
      else if (IS ("transfer-encoding"))
        req->has_body = TRUE;
      else if (IS ("upgrade"))
        {
          header_value (colon + 1, eol, buf, sizeof buf);
          req->upgrade = req->upgrade || has_token (buf, "websocket");
        }
      else if (IS ("sec-websocket-key"))
        header_value (colon + 1, eol, req->key, sizeof req->key);
      else if (IS ("sec-websocket-version"))
        header_value (colon + 1, eol, req->version, sizeof req->version);
      else if (IS ("if-none-match"))
        header_value (colon + 1, eol, req->if_none_match, sizeof req->if_none_match);
#undef IS
    }
  return TRUE;
}

/* Whether an If-None-Match value (a list of tags, or "*") names @etag;
 * a weak tag ("W/...") is the same tag for a GET (RFC 9110, 13.1.2). */
static gboolean
etag_matches (const char *value, const char *etag)
{
  if (value[0] == '\0')
    return FALSE;
  if (strcmp (value, "*") == 0)
    return TRUE;
  return strstr (value, etag) != NULL;
}

static void
upgrade (GString *reply, const char *key)
{
  g_autoptr (GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize len = sizeof digest;
  g_autofree char *accept = NULL;

  g_checksum_update (sha1, (const guchar *) key, -1);
  g_checksum_update (sha1, (const guchar *) "258EAFA5-E914-47DA-95CA-C5AB0DC85B11", -1);
  g_checksum_get_digest (sha1, digest, &len);
  accept = g_base64_encode (digest, len);
  g_string_append_printf (reply, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                          "Connection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n", accept);
}

NetHttpVerdict
net_http_read (const char *head, gsize len, gsize *used, NetHttpHandler handler,
               gpointer handler_data, GString *reply)
{
  gsize start = 0, end = 0;
  g_autofree char *text = NULL;
  NetHttpRequest req;
  gsize key_len;

  *used = 0;
  /* Empty lines before a request are allowed (RFC 9112, 2.2). */
  while (start < len && (head[start] == '\r' || head[start] == '\n'))
    start++;
  for (gsize i = start; i < len && end == 0; i++)
    if (head[i] == '\n' && i > start &&
        (head[i - 1] == '\n' || (head[i - 1] == '\r' && i >= start + 2 && head[i - 2] == '\n')))
      end = i + 1;
  if (end == 0)
    {
      if (len > NET_HTTP_MAX_HEAD)
        {
          net_http_refusal (reply, 431, "the request head is too long");
          return NET_HTTP_ANSWERED;
        }
      if (memchr (head, '\0', len) != NULL)
        {
          net_http_refusal (reply, 400, "that is not an HTTP request");
          return NET_HTTP_ANSWERED;
        }
      *used = len;
      return NET_HTTP_MORE;
    }
  *used = end;
  if (end > NET_HTTP_MAX_HEAD)
    {
      net_http_refusal (reply, 431, "the request head is too long");
      return NET_HTTP_ANSWERED;
    }
  text = g_strndup (head + start, end - start);
  if (strlen (text) != end - start || !parse_head (text, &req))
    {
      net_http_refusal (reply, 400, "that is not an HTTP request");
      return NET_HTTP_ANSWERED;
    }
  if (req.has_body)
    {
      /* This server takes no request bodies: it speaks WebSocket. */
      net_http_refusal (reply, 413, "a request with a body");
      return NET_HTTP_ANSWERED;
    }
  if (strcmp (req.method, "GET") != 0 && strcmp (req.method, "HEAD") != 0)
    {
      net_http_refusal (reply, 405, "only GET");
      return NET_HTTP_ANSWERED;
    }
  if (req.upgrade)
    {
      g_autofree guchar *raw = NULL;

      raw = g_base64_decode (req.key[0] != '\0' ? req.key : "", &key_len);
      if (strcmp (req.version, "13") != 0 || key_len != 16)
        {
          net_http_refusal (reply, 400, "a WebSocket handshake needs a 16-byte "
                            "Sec-WebSocket-Key and Sec-WebSocket-Version 13");
          return NET_HTTP_ANSWERED;
        }
      upgrade (reply, req.key);
      return NET_HTTP_UPGRADE;
    }
  {
    g_autoptr (GString) body = g_string_new (NULL);
    const char *type = "text/plain; charset=utf-8";
    guint status = 200;

    if (handler != NULL && handler (&req, &status, &type, body, handler_data))
      {
        g_autofree char *etag = NULL;

        /* Validators: a visit again asks with If-None-Match and is told
         * 304, not sent the page's 165 KiB again (Cache-Control: no-cache
         * makes the browser ask every time, so a new build is never
         * missed).  The tag is the body's own digest: right for any
         * handler, the computed ones included. */
        if (status == 200)
          {
            g_autofree char *sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256,
                                                                (const guchar *) body->str,
                                                                body->len);

            etag = g_strdup_printf ("\"%.32s\"", sum);
            if (etag_matches (req.if_none_match, etag))
              {
                answer (reply, 304, type, etag, NULL, 0);
                return NET_HTTP_ANSWERED;
              }
          }
        answer (reply, status, type, etag, body->str, body->len);
        if (strcmp (req.method, "HEAD") == 0)
          g_string_truncate (reply, reply->len - body->len);
        return NET_HTTP_ANSWERED;
      }
  }
  net_http_refusal (reply, 404, "there is no page here");
  return NET_HTTP_ANSWERED;
}

gboolean
net_http_forwarded_for (const char *head, gsize len, char *out, gsize size)
{
  const char *end = head + MIN (len, NET_HTTP_MAX_HEAD);
  const char *value = NULL, *value_end = NULL, *line, *eol, *comma;
  g_autoptr (GInetAddress) inet = NULL;
  g_autofree char *text = NULL;
  char addr[64];

  g_return_val_if_fail (size >= 46, FALSE);
  out[0] = '\0';
  /* The request line first, then one header a line up to an empty one. */
  eol = memchr (head, '\n', end - head);
  for (line = eol != NULL ? eol + 1 : end; line < end; line = eol + 1)
    {
      static const char name[] = "x-forwarded-for:";

      eol = memchr (line, '\n', end - line);
      if (eol == NULL || line[0] == '\r' || line[0] == '\n')
        break;
      if ((gsize) (eol - line) >= sizeof name - 1 &&
          g_ascii_strncasecmp (line, name, sizeof name - 1) == 0)
        {
          value = line + sizeof name - 1;
          value_end = eol;
        }
    }
  if (value == NULL)
    return FALSE;
  /* Of "client, proxy1, proxy2": the last, which the nearest proxy wrote. */
  while ((comma = memchr (value, ',', value_end - value)) != NULL)
    value = comma + 1;
  while (value < value_end && (*value == ' ' || *value == '\t'))
    value++;
  while (value_end > value && (value_end[-1] == ' ' || value_end[-1] == '\t' ||
                               value_end[-1] == '\r'))
    value_end--;
  if (value_end - value < 2 || (gsize) (value_end - value) >= sizeof addr)
    return FALSE;
  memcpy (addr, value, value_end - value);
  addr[value_end - value] = '\0';
  if (strspn (addr, "0123456789abcdefABCDEF.:") != strlen (addr))
    return FALSE;
  inet = g_inet_address_new_from_string (addr);
  if (inet == NULL)
    return FALSE;
  text = g_inet_address_to_string (inet);
  g_strlcpy (out, text, size);
  return strlen (text) < size;
}
