/* fuzz-net-link.c — a table's link or a server's address, as pasted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is what a person pastes into Play Online's Join (a
 * euchre:// link or a browser's http(s)://HOST:PORT/t/CODE) or types as
 * a server's address under Host ▸ On a server, or what a desktop hands
 * the program as `euchre LINK`.  Whatever the bytes: a yes, or a no with
 * a message, never a crash; a link taken gives a ws:// or wss:// URL
 * that ends in /t/ and a valid code; an address taken gives
 * "ws[s]://HOST:PORT/".
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "net-fair.h"
#include "net-game.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *url = NULL, *code = NULL, *server = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) server_error = NULL;

  if (net_game_parse_link (text, &url, &code, &error))
    {
      g_autofree char *tail = g_strconcat ("/t/", code, NULL);

      g_assert_true (g_str_has_prefix (url, "ws://") || g_str_has_prefix (url, "wss://"));
      g_assert_true (net_code_valid (code));
      g_assert_true (g_str_has_suffix (url, tail));
    }
  else
    g_assert_true (error != NULL && error->message[0] != '\0');
  if (net_game_parse_server (text, &server, &server_error))
    {
      g_assert_true (g_str_has_prefix (server, "ws://") || g_str_has_prefix (server, "wss://"));
      g_assert_true (g_str_has_suffix (server, "/"));
      g_assert_null (strstr (strstr (server, "://") + 3, "/t/"));
    }
  else
    g_assert_true (server_error != NULL && server_error->message[0] != '\0');
  return 0;
}
