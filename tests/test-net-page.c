/* test-net-page.c — the browser's seat: /t/CODE and its files over plain HTTP
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * net_page_handler() behind net_http_read(), as a connection's bytes
 * reach it: the page and its four files with their types and the
 * security headers, HEAD, the validators (an ETag; 304 to a browser that
 * holds the same file), and 404 for every other path (a way out of the
 * page's files, an encoded one, a longer code, a file's name under
 * another folder).  Then the same through a real NetServer on the
 * loopback (the one euchre-server and the window's host both make): the
 * page answered and closed, a WebSocket still taken on the same port.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>

#include "net-page.h"
#include "net-server.h"
#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 10000

typedef struct {
  guint status;
  char *head;                   /* the status line and headers */
  GBytes *body;
} Answer;

static void
answer_clear (Answer *a)
{
  g_clear_pointer (&a->head, g_free);
  g_clear_pointer (&a->body, g_bytes_unref);
}

/* Splits a whole HTTP answer into its status, head and body. */
static void
answer_parse (const char *bytes, gsize len, Answer *a)
{
  const char *end = g_strstr_len (bytes, len, "\r\n\r\n");

  g_assert_nonnull (end);
  g_assert_true (g_str_has_prefix (bytes, "HTTP/1.1 "));
  a->status = (guint) g_ascii_strtoull (bytes + 9, NULL, 10);
  a->head = g_strndup (bytes, end - bytes + 2);
  a->body = g_bytes_new (end + 4, len - (end + 4 - bytes));
}

static const char *
header (const Answer *a, const char *name)
{
  g_autofree char *key = g_strdup_printf ("\r\n%s: ", name);
  const char *at = strstr (a->head, key);
  static char value[512];
  const char *eol;

  if (at == NULL)
    return NULL;
  at += strlen (key);
  eol = strstr (at, "\r\n");
  g_strlcpy (value, at, MIN (sizeof value, (gsize) (eol - at) + 1));
  return value;
}

/* @extra: more header lines ("Name: value\r\n"), or "". */
static void
ask_with (const char *method, const char *path, const char *extra, Answer *a)
{
  g_autofree char *request = g_strdup_printf ("%s %s HTTP/1.1\r\nHost: 127.0.0.1:8765\r\n"
                                              "Accept: */*\r\n%s\r\n", method, path, extra);
  g_autoptr (GString) reply = g_string_new (NULL);
  gsize used = 0;

  g_assert_cmpint (net_http_read (request, strlen (request), &used, net_page_handler, NULL, reply),
                   ==, NET_HTTP_ANSWERED);
  answer_parse (reply->str, reply->len, a);
}

static void
ask (const char *method, const char *path, Answer *a)
{
  ask_with (method, path, "", a);
}

/* The policy every answer carries: this origin only, no inline script. */
static void
assert_strict (const Answer *a)
{
  const char *csp = header (a, "Content-Security-Policy");

  g_assert_nonnull (csp);
  g_assert_nonnull (strstr (csp, "default-src 'self'"));
  g_assert_nonnull (strstr (csp, "script-src 'self'"));
  g_assert_null (strstr (csp, "unsafe"));
  g_assert_null (strstr (csp, "*"));
  g_assert_cmpstr (header (a, "X-Content-Type-Options"), ==, "nosniff");
}

static void
test_files (void)
{
  static const struct {
    const char *path, *type, *holds;
  } files[] = {
    { "/t/5AW4-M41P-KCXF", "text/html; charset=utf-8", "<script src=\"/t/euchre.js\"" },
    { "/t/euchre.js", "text/javascript; charset=utf-8", "'use strict';" },
    /* Its strings in the game's languages, from po/ at build time. */
    { "/t/euchre.js", "text/javascript; charset=utf-8", "\"Du bist dran.\"" },
    { "/t/euchre.js", "text/javascript; charset=utf-8", "\"Te toca.\"" },
    { "/t/euchre.js", "text/javascript; charset=utf-8", "\"À toi de jouer.\"" },
    { "/t/euchre-table.js", "text/javascript; charset=utf-8", "function drawTrick" },
    { "/t/euchre-net.js", "text/javascript; charset=utf-8", "function pump" },
    { "/t/euchre.css", "text/css; charset=utf-8", "#hand" },
    { "/t/cards.svg", "image/svg+xml", "id=\"heart_jack\"" },
    { "/t/icon.svg", "image/svg+xml", "<svg" },
    /* Any code-like tail gets the page, which says if it is no code. */
    { "/t/not-a-code", "text/html; charset=utf-8", "<html" },
    { "/t/5aw4-m41p-kcxf?from=mail", "text/html; charset=utf-8", "<html" },
  };
  gsize total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      Answer a = { 0 }, h = { 0 };
      gsize len;
      const char *body;
      g_autofree char *text = NULL;

      ask ("GET", files[i].path, &a);
      g_assert_cmpuint (a.status, ==, 200);
      g_assert_cmpstr (header (&a, "Content-Type"), ==, files[i].type);
      assert_strict (&a);
      body = g_bytes_get_data (a.body, &len);
      g_assert_cmpuint (len, ==, g_ascii_strtoull (header (&a, "Content-Length"), NULL, 10));
      text = g_strndup (body, len);
      if (strstr (text, files[i].holds) == NULL)
        g_error ("%s does not hold “%s”", files[i].path, files[i].holds);
      /* Nothing loaded from another origin: every reference is a path. */
      g_assert_null (strstr (text, "src=\"http"));
      g_assert_null (strstr (text, "href=\"http"));
      g_assert_null (strstr (text, "url(http"));
      g_assert_null (strstr (text, "//cdn"));
      if (i < 10 && (i == 0 || strcmp (files[i].path, files[i - 1].path) != 0))
        total += len;

      ask ("HEAD", files[i].path, &h);
      g_assert_cmpuint (h.status, ==, 200);
      g_assert_cmpuint (g_bytes_get_size (h.body), ==, 0);
      g_assert_cmpstr (header (&h, "Content-Length"), ==, header (&a, "Content-Length"));
      answer_clear (&a);
      answer_clear (&h);
    }
  g_test_message ("the page and its files: %.1f KiB", total / 1024.0);
  /* The budget for the page and what it loads: 300 KiB. */
  g_assert_cmpuint (total, <=, 300 * 1024);
}

/* A visit again downloads nothing: each file has an ETag, and asked with
 * it (If-None-Match) the answer is 304 with no body; another tag, or a
 * file that changed, is the whole file again (issue 51). */
static void
test_validators (void)
{
  static const char *const paths[] = {
    "/t/5AW4-M41P-KCXF", "/t/euchre.js", "/t/euchre-table.js", "/t/euchre-net.js",
    "/t/euchre.css", "/t/cards.svg", "/t/icon.svg",
  };
  g_autoptr (GHashTable) tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      Answer a = { 0 }, again = { 0 }, other = { 0 }, list = { 0 };
      g_autofree char *etag = NULL, *extra = NULL, *many = NULL;

      ask ("GET", paths[i], &a);
      g_assert_cmpuint (a.status, ==, 200);
      g_assert_nonnull (header (&a, "ETag"));
      etag = g_strdup (header (&a, "ETag"));
      g_assert_true (g_str_has_prefix (etag, "\"") && g_str_has_suffix (etag, "\""));
      /* One tag a file: two files never share one. */
      g_assert_false (g_hash_table_contains (tags, etag));
      g_hash_table_add (tags, g_strdup (etag));

      extra = g_strdup_printf ("If-None-Match: %s\r\n", etag);
      ask_with ("GET", paths[i], extra, &again);
      g_assert_cmpuint (again.status, ==, 304);
      g_assert_cmpuint (g_bytes_get_size (again.body), ==, 0);
      g_assert_cmpstr (header (&again, "ETag"), ==, etag);
      g_assert_null (header (&again, "Content-Length"));
      assert_strict (&again);
      g_assert_cmpstr (header (&again, "Cache-Control"), ==, "no-cache");

      /* A list holding it: the same. */
      many = g_strdup_printf ("If-None-Match: \"0000\", %s\r\n", etag);
      ask_with ("GET", paths[i], many, &list);
      g_assert_cmpuint (list.status, ==, 304);

      ask_with ("GET", paths[i], "If-None-Match: \"0123456789abcdef0123456789abcdef\"\r\n", &other);
      g_assert_cmpuint (other.status, ==, 200);
      g_assert_cmpuint (g_bytes_get_size (other.body), ==, g_bytes_get_size (a.body));
      answer_clear (&a);
      answer_clear (&again);
      answer_clear (&other);
      answer_clear (&list);
    }
  /* A refusal has no validator. */
  {
    Answer a = { 0 };

    ask_with ("GET", "/nothing", "If-None-Match: *\r\n", &a);
    g_assert_cmpuint (a.status, ==, 404);
    g_assert_null (header (&a, "ETag"));
    answer_clear (&a);
  }
}

static void
test_not_found (void)
{
  static const char *const paths[] = {
    "/", "/t", "/t/", "/t//", "/index.html", "/euchre.js", "/T/5AW4-M41P-KCXF",
    "/t/5AW4-M41P-KCXF/", "/t/5AW4-M41P-KCXF/euchre.js", "/t/../t/euchre.js",
    "/t/../../etc/passwd", "/t/%2e%2e/euchre.html", "/t/euchre.html", "/t/euchre.js/",
    "/t/./euchre.js", "/t/cards.svg/..", "//t/euchre.js", "/t/euchre.js%00",
    "/t/5AW4_M41P_KCXF", "/t/5AW4.M41P", "/t/%41BCD",
    "/io/github/euchre/Euchre/page/euchre.html", "resource:///io/github/euchre/Euchre/page/euchre.js",
    "/t/123456789012345678901234567890123", "/t/icon.svg.bak", "/t/cards.svg#back",
    "/t/euchre-page.gresource.xml", "/t/euchre-default.svg", "*",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      Answer a = { 0 };

      ask ("GET", paths[i], &a);
      if (a.status != 404)
        g_error ("GET %s: %u, not 404", paths[i], a.status);
      g_assert_cmpstr (header (&a, "Content-Type"), ==, "text/plain; charset=utf-8");
      assert_strict (&a);
      answer_clear (&a);
    }
  /* The longest tail still taken for a code, and the method. */
  {
    Answer a = { 0 };

    ask ("GET", "/t/12345678901234567890123456789012", &a);
    g_assert_cmpuint (a.status, ==, 200);
    answer_clear (&a);
    ask ("POST", "/t/5AW4-M41P-KCXF", &a);
    g_assert_cmpuint (a.status, ==, 405);
    answer_clear (&a);
  }
}

/* ---- through a real server ---------------------------------------------------- */

typedef struct {
  GSocket *socket;
  GByteArray *got;
  gboolean ended;
} Reader;

static gboolean
read_to_end (gpointer data)
{
  Reader *r = data;
  guint8 buf[65536];
  gssize n;

  while ((n = g_socket_receive (r->socket, (char *) buf, sizeof buf, NULL, NULL)) > 0)
    g_byte_array_append (r->got, buf, n);
  r->ended = n == 0;
  return r->ended;
}

static void
fetch (guint port, const char *request, Answer *a)
{
  g_autoptr (GSocketClient) client = g_socket_client_new ();
  g_autoptr (GSocketConnection) conn = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GByteArray) got = g_byte_array_new ();
  Reader r = { 0 };

  conn = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  r.socket = g_socket_connection_get_socket (conn);
  r.got = got;
  g_assert_cmpint (g_socket_send (r.socket, request, strlen (request), NULL, &error), ==,
                   (gssize) strlen (request));
  g_socket_set_blocking (r.socket, FALSE);
  test_wait_until (read_to_end, &r, "the whole answer, then the end", WAIT_MS);
  answer_parse ((const char *) got->data, got->len, a);
}

static gboolean
welcomed (gpointer data)
{
  return ((TestPlayer *) data)->welcomes > 0;
}

static void
test_server (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-page-XXXXXX", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (NetServer) server = NULL;
  g_autoptr (TestPlayer) ann = NULL;
  g_autofree char *url = NULL, *path = NULL, *request = NULL, *big = NULL;
  NetServiceOptions options;
  Answer a = { 0 };
  guint port;

  net_service_options_init (&options);
  options.data_dir = dir;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  server = net_server_new (service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  port = net_server_get_port (server);
  url = net_server_get_url (server);

  /* A table, so that its page is a real one. */
  ann = test_player_new (url, "Ann");
  test_player_create (ann);
  test_wait_until (welcomed, ann, "Ann's table", WAIT_MS);
  path = g_strdup_printf ("/t/%s", ann->code);
  request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", path);
  fetch (port, request, &a);
  g_assert_cmpuint (a.status, ==, 200);
  g_assert_cmpstr (header (&a, "Content-Type"), ==, "text/html; charset=utf-8");
  assert_strict (&a);
  answer_clear (&a);

  fetch (port, "GET /t/cards.svg HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", &a);
  g_assert_cmpuint (a.status, ==, 200);
  g_assert_cmpuint (g_bytes_get_size (a.body), >, 100000);
  answer_clear (&a);

  fetch (port, "GET /t/../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", &a);
  g_assert_cmpuint (a.status, ==, 404);
  answer_clear (&a);

  /* Bounded as the WebSocket's handshake is: a head over 8 KiB. */
  big = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: %0*d\r\n\r\n", path,
                         NET_HTTP_MAX_HEAD, 0);
  fetch (port, big, &a);
  g_assert_cmpuint (a.status, ==, 431);
  answer_clear (&a);

  /* The table still plays over the same port. */
  {
    g_autoptr (TestPlayer) bob = test_player_new (url, "Bob");

    test_player_join (bob, ann->code, -1);
    test_wait_until (welcomed, bob, "Bob at Ann's table", WAIT_MS);
    g_assert_cmpint (bob->seat, ==, 1);
  }
  g_clear_pointer (&ann, test_player_free);
  net_server_shutdown (server, 2000);
  g_clear_pointer (&server, net_server_free);
  g_clear_pointer (&service, net_service_free);
  test_wait_for_jobs ();
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", dir);

    g_assert_cmpint (system (cmd), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/net-page/files", test_files);
  g_test_add_func ("/euchre/net-page/validators", test_validators);
  g_test_add_func ("/euchre/net-page/not-found", test_not_found);
  g_test_add_func ("/euchre/net-page/server", test_server);
  return g_test_run ();
}
