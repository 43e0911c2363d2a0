/* fuzz-net-wire.c — what a connection sends euchre-server before the service
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is what a client sends on one connection: an HTTP request
 * head (net_http_read(), src/net/server/net-http.c, with the browser's page
 * behind it as the server has it: net_page_handler(), net-page.c), then, once it asked for a
 * WebSocket, frames from a client (net_ws_reader_feed(), net-ws.c), the
 * bytes cut in pieces of varying size as the network would.  Whatever the
 * bytes: every answer is a whole HTTP answer that says its status and
 * carries the strict Content-Security-Policy; a page (200) is only ever
 * one of the page's own paths under /t/; the head read is bounded; every message passed on is at most the bound,
 * text in UTF-8; a close code is one the server may send.  The same
 * messages come whether the bytes come at once or piece by piece.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>
#include <gio/gio.h>

#include "fuzz.h"
#include "net-http.h"
#include "net-page.h"
#include "net-ws.h"

#define BOUND 4096

typedef struct {
  GChecksum *sum;
  guint messages;
} Seen;

static gboolean
on_message (gpointer data, guint opcode, const guint8 *payload, gsize len)
{
  Seen *seen = data;

  g_assert_true (opcode == NET_WS_TEXT || opcode == NET_WS_BINARY || opcode == NET_WS_CLOSE ||
                 opcode == NET_WS_PING || opcode == NET_WS_PONG);
  g_assert_cmpuint (len, <=, (opcode & 0x08) ? 125 : BOUND);
  if (opcode == NET_WS_TEXT)
    {
      /* UTF-8 (RFC 3629), where a NUL is a character like any other: each
       * stretch between NULs is valid (the message reader says what a NUL
       * means, issue 53). */
      const char *p = (const char *) payload, *end = p + len;

      while (p < end)
        {
          const char *nul = memchr (p, '\0', end - p);
          const char *stop = nul != NULL ? nul : end;

          g_assert_true (g_utf8_validate_len (p, stop - p, NULL));
          p = stop + (nul != NULL);
        }
    }
  g_checksum_update (seen->sum, (const guchar *) &opcode, sizeof opcode);
  g_checksum_update (seen->sum, payload, len);
  seen->messages++;
  return opcode != NET_WS_CLOSE;
}

/* Feeds @n bytes in pieces of @piece (0: at once); returns the close code. */
static guint
frames (const guint8 *data, gsize n, gsize piece, Seen *seen)
{
  NetWsReader r;
  guint code = 0;
  gsize at = 0;

  net_ws_reader_init (&r, TRUE, BOUND);
  while (at < n && code == 0)
    {
      gsize len = piece == 0 ? n - at : MIN (piece, n - at), used = 0;

      code = net_ws_reader_feed (&r, data + at, len, &used, on_message, seen);
      g_assert_cmpuint (used, <=, len);
      if (code == 0 && used < len)
        break;                  /* a close frame: nothing more is read */
      at += used;
    }
  g_assert_true (code == 0 || code == 1002 || code == 1007 || code == 1009);
  net_ws_reader_clear (&r);
  return code;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GString) reply = g_string_new (NULL);
  NetHttpVerdict verdict;
  gsize used = 0;

  verdict = net_http_read ((const char *) data, size, &used, net_page_handler, NULL, reply);
  g_assert_cmpuint (used, <=, size);
  if (verdict == NET_HTTP_MORE)
    {
      g_assert_cmpuint (reply->len, ==, 0);
      g_assert_cmpuint (size, <=, NET_HTTP_MAX_HEAD);
      return 0;
    }
  g_assert_true (g_str_has_prefix (reply->str, "HTTP/1.1 "));
  g_assert_nonnull (strstr (reply->str, "\r\n\r\n"));
  if (verdict == NET_HTTP_ANSWERED)
    {
      g_assert_nonnull (strstr (reply->str, "\r\nContent-Security-Policy: " NET_HTTP_CSP "\r\n"));
      g_assert_nonnull (strstr (reply->str, "\r\nX-Content-Type-Options: nosniff\r\n"));
      if (g_str_has_prefix (reply->str, "HTTP/1.1 200 "))
        {
          /* Only a GET or HEAD of a path under /t/, none with a way out
           * (the request target: up to the next space, less its query). */
          const char *line = (const char *) data;
          const char *target;

          line += strspn (line, "\r\n");
          g_assert_true (g_str_has_prefix (line, "GET /t/") || g_str_has_prefix (line, "HEAD /t/"));
          target = strchr (line, ' ') + 1;
          g_assert_null (g_strstr_len (target, strcspn (target, " ?\r\n"), ".."));
          return 0;
        }
      g_assert_true (g_str_has_prefix (reply->str, "HTTP/1.1 4"));
      return 0;
    }
  g_assert_true (g_str_has_prefix (reply->str, "HTTP/1.1 101 "));
  g_assert_cmpuint (used, <=, NET_HTTP_MAX_HEAD);
  {
    /* A proxy's X-Forwarded-For: an IP address, or nothing. */
    char forwarded[64];

    if (net_http_forwarded_for ((const char *) data, used, forwarded, sizeof forwarded))
      {
        g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (forwarded);

        g_assert_nonnull (inet);
      }
    else
      g_assert_cmpstr (forwarded, ==, "");
  }
  {
    Seen whole = { g_checksum_new (G_CHECKSUM_SHA256), 0 };
    Seen pieces = { g_checksum_new (G_CHECKSUM_SHA256), 0 };
    guint code1 = frames (data + used, size - used, 0, &whole);
    guint code2 = frames (data + used, size - used, 1 + size % 7, &pieces);

    g_assert_cmpuint (code1, ==, code2);
    g_assert_cmpuint (whole.messages, ==, pieces.messages);
    g_assert_cmpstr (g_checksum_get_string (whole.sum), ==, g_checksum_get_string (pieces.sum));
    g_checksum_free (whole.sum);
    g_checksum_free (pieces.sum);
  }
  return 0;
}
