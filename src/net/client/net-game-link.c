/* net-game-link.c — a table's link, as people paste it, and this computer's address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE             /* getifaddrs, IFF_UP */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <glib/gi18n-lib.h>

#include "net-fair.h"
#include "net-game.h"
#include "net-game-private.h"

/* The address others on the local network reach this computer at: the
 * first IPv4 address of an interface that is up and not the loopback. */
char *
net_game_lan_address (void)
{
  struct ifaddrs *list = NULL;
  char *found = NULL;

  if (getifaddrs (&list) != 0)
    return g_strdup ("127.0.0.1");
  for (struct ifaddrs *i = list; i != NULL && found == NULL; i = i->ifa_next)
    {
      char text[INET_ADDRSTRLEN];

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET ||
          !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
        continue;
      if (inet_ntop (AF_INET, &((struct sockaddr_in *) (void *) i->ifa_addr)->sin_addr, text,
                     sizeof text))
        found = g_strdup (text);
    }
  freeifaddrs (list);
  return found ? found : g_strdup ("127.0.0.1");
}

/* A link copied out of a sentence or a chat: quotes, brackets or angle
 * brackets around it, and one punctuation mark after it, are not part of
 * it.  Works in place on @s (stripped of spaces); returns @s. */
static char *
peel_link (char *s)
{
  static const char *const pairs[][2] = {
    { "\"", "\"" }, { "'", "'" }, { "`", "`" }, { "<", ">" }, { "(", ")" }, { "[", "]" },
    { "\u201c", "\u201d" }, { "\u2018", "\u2019" }, { "\u00ab", "\u00bb" }, { "\u201e", "\u201c" },
  };
  gboolean peeled = TRUE;
  gboolean punctuation = FALSE;

  while (peeled)
    {
      gsize len = strlen (s);

      peeled = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (pairs) && !peeled; i++)
        {
          gsize open = strlen (pairs[i][0]), close = strlen (pairs[i][1]);

          if (len >= open + close && g_str_has_prefix (s, pairs[i][0]) &&
              g_str_has_suffix (s, pairs[i][1]))
            {
              s[len - close] = '\0';
              memmove (s, s + open, len - close - open + 1);
              peeled = TRUE;
            }
        }
      /* One full stop, comma and the like after the link (or after its
       * closing quote). */
      if (!peeled && !punctuation && len > 1 && strchr (".,;:!?", s[len - 1]) != NULL)
        {
          s[len - 1] = '\0';
          punctuation = peeled = TRUE;
        }
      g_strstrip (s);
    }
  return s;
}

/* Whether @s begins with @scheme ("http://"), in any case. */
static gboolean
has_scheme (const char *s, const char *scheme)
{
  return g_ascii_strncasecmp (s, scheme, strlen (scheme)) == 0;
}

/* Whether @s is short, UTF-8, and holds nothing an address cannot. */
static gboolean
address_chars (const char *s)
{
  return strlen (s) <= 512 && g_utf8_validate (s, -1, NULL) &&
         strpbrk (s, " \t\r\n\\\"<>{}|^`") == NULL;
}

static gboolean
not_a_link (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("This is not a table’s link: links look like "
                         "euchre://192.168.1.20:8765/K7QM-3XHD-PW2R or "
                         "http://192.168.1.20:8765/t/K7QM-3XHD-PW2R."));
  return FALSE;
}

gboolean
net_game_parse_link (const char *text, char **url, char **code, GError **error)
{
  g_autofree char *s = peel_link (g_strstrip (g_strdup (text ? text : "")));
  g_autofree char *full = NULL;
  g_autofree char *upper = NULL;
  g_autoptr (GUri) uri = NULL;
  const char *path, *query;
  gboolean web = FALSE, tls = FALSE;
  gint port;

  if (*s == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Paste the link the host shared: euchre://HOST:PORT/CODE, or "
                             "the browser’s link, http://HOST:PORT/t/CODE."));
      return FALSE;
    }
  if (!address_chars (s))
    return not_a_link (error);
  upper = g_ascii_strup (s, -1);
  if (net_code_valid (upper))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A code alone does not say where the table is: paste the whole "
                             "link the host shared, euchre://HOST:PORT/CODE."));
      return FALSE;
    }
  g_clear_pointer (&upper, g_free);
  /* The browser's link to the table opens it here too (issue 40.4). */
  if (has_scheme (s, "http://") || has_scheme (s, "https://"))
    {
      web = TRUE;
      tls = has_scheme (s, "https://");
      full = g_strconcat (tls ? "https://" : "http://", s + (tls ? 8 : 7), NULL);
    }
  else if (has_scheme (s, "euchre://"))
    full = g_strconcat ("euchre://", s + 9, NULL);
  else if (strstr (s, "://") != NULL)
    return not_a_link (error);
  else
    full = g_strconcat ("euchre://", s, NULL);
  uri = g_uri_parse (full, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0' ||
      g_uri_get_userinfo (uri) != NULL)
    return not_a_link (error);
  path = g_uri_get_path (uri);
  query = g_uri_get_query (uri);
  port = g_uri_get_port (uri);
  if (web)
    {
      /* A browser's link may leave out its scheme's own port. */
      if (port <= 0)
        port = tls ? 443 : 80;
      if (!g_str_has_prefix (path, "/t/"))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("This web address does not lead to a table: a table’s "
                                 "browser link ends in /t/ and its code, like "
                                 "http://192.168.1.20:8765/t/K7QM-3XHD-PW2R."));
          return FALSE;
        }
      path += 3;
    }
  else
    {
      if (port <= 0)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("The link has no port number: it should look like "
                                 "euchre://HOST:PORT/CODE."));
          return FALSE;
        }
      /* "?tls": the table's server speaks TLS (wss://). */
      tls = query != NULL && g_ascii_strcasecmp (query, "tls") == 0;
      path = *path == '/' ? path + 1 : path;
    }
  upper = g_ascii_strup (path, -1);
  if (!net_code_valid (upper))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The link’s table code is not right: a code is three groups of "
                             "four letters and digits, like K7QM-3XHD-PW2R."));
      return FALSE;
    }
  if (url)
    *url = strchr (g_uri_get_host (uri), ':')
           ? g_strdup_printf ("%s://[%s]:%d/t/%s", tls ? "wss" : "ws", g_uri_get_host (uri), port,
                              upper)
           : g_strdup_printf ("%s://%s:%d/t/%s", tls ? "wss" : "ws", g_uri_get_host (uri), port,
                              upper);
  if (code)
    *code = g_steal_pointer (&upper);
  return TRUE;
}

static gboolean
not_a_server (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("This is not a server’s address: it looks like "
                         "wss://euchre.example.org or ws://192.168.1.20:8765."));
  return FALSE;
}

gboolean
net_game_parse_server (const char *text, char **url, GError **error)
{
  g_autofree char *s = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *full = NULL;
  g_autoptr (GUri) uri = NULL;
  const char *path, *host;
  gboolean tls = FALSE, scheme = TRUE;
  gint port;

  if (*s == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Give the server’s address, such as wss://euchre.example.org."));
      return FALSE;
    }
  if (!address_chars (s))
    return not_a_server (error);
  if (has_scheme (s, "wss://") || has_scheme (s, "https://"))
    {
      tls = TRUE;
      full = g_strconcat ("wss://", strstr (s, "://") + 3, NULL);
    }
  else if (has_scheme (s, "ws://") || has_scheme (s, "http://"))
    full = g_strconcat ("ws://", strstr (s, "://") + 3, NULL);
  else if (strstr (s, "://") != NULL)
    return not_a_server (error);
  else
    {
      scheme = FALSE;
      full = g_strconcat ("ws://", s, NULL);
    }
  uri = g_uri_parse (full, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || (host = g_uri_get_host (uri)) == NULL || *host == '\0' ||
      g_uri_get_userinfo (uri) != NULL || g_uri_get_query (uri) != NULL ||
      g_uri_get_fragment (uri) != NULL)
    return not_a_server (error);
  path = g_uri_get_path (uri);
  if (*path != '\0' && !g_str_equal (path, "/"))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Give the server’s address alone, without a path after it: "
                             "a table is made there, and its link comes back."));
      return FALSE;
    }
  port = g_uri_get_port (uri);
  if (port <= 0 && !scheme)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The server’s address has no port number: give it as "
                             "HOST:PORT, or begin it with wss://."));
      return FALSE;
    }
  if (port <= 0)
    port = tls ? 443 : 80;
  if (url)
    *url = g_strdup_printf (strchr (host, ':') ? "%s://[%s]:%d/" : "%s://%s:%d/",
                            tls ? "wss" : "ws", host, port);
  return TRUE;
}

/* The length of @url's "ws://HOST:PORT" (what is before its path). */
static gsize
server_part (const char *url)
{
  const char *rest = strstr (url, "://");

  rest = rest != NULL ? rest + 3 : url;
  return (gsize) (rest - url) + strcspn (rest, "/");
}

/* Whether two WebSocket URLs reach the same server, whatever their
 * paths: a seat kept before URLs named the table (ws://HOST:PORT/t/CODE)
 * was kept with ws://HOST:PORT/. */
gboolean
net_game_same_server (const char *a, const char *b)
{
  gsize n = server_part (a);

  return n == server_part (b) && strncmp (a, b, n) == 0;
}
