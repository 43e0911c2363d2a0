/* net-game-enter.c — the ways to a table: host one here or on a server, or join one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each checks what the person typed (a name, a server's address, a link)
 * and says what is wrong in words before anything is sent; a seat kept
 * on disk for the table joined is asked back with its token first.
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "net-game-private.h"
#include "net-seat-store.h"

static gboolean
name_ok (const char *name, GError **error)
{
  if (net_name_valid (name))
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Give a name of 1 to 32 letters, as the others will see it."));
  return FALSE;
}

/* The server that @url ("ws[s]://HOST:PORT/…") reaches: its "HOST:PORT",
 * as the links show it, and whether over TLS. */
static void
set_server (NetGame *self, const char *url)
{
  const char *rest = strstr (url, "://") + 3;

  self->tls = g_str_has_prefix (url, "wss://");
  g_free (self->host);
  self->host = g_strndup (rest, strcspn (rest, "/"));
}

/* Connects to @url and creates a table there, as @name, its host. */
static void
create_table (NetGame *self, const char *url, const char *name)
{
  NetMessage msg;

  self->is_host = TRUE;
  g_object_notify (G_OBJECT (self), "is-host");
  g_object_notify (G_OBJECT (self), "holds-table");
  self->name = g_strdup (name);
  net_game_connect_to (self, url);
  net_message_init (&msg, NET_MSG_CREATE);
  g_strlcpy (msg.name, name, sizeof msg.name);
  net_client_send (self->client, &msg);
}

gboolean
net_game_host (NetGame *self, const char *address, const char *name, GError **error)
{
  NetServiceOptions options;
  const char *env = g_getenv ("EUCHRE_ONLINE_ADDRESS");
  g_autofree char *shown = NULL;
  g_autofree char *url = NULL;

  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->client == NULL && self->service == NULL, FALSE);

  if (!name_ok (name, error))
    return FALSE;
  if (env && *env)
    address = env;
  if (address == NULL)
    address = "0.0.0.0";
  net_service_options_init (&options);
  /* A player gone this long is played by the computer until they return
   * (EUCHRE_ONLINE_GRACE_MS: tests). */
  options.grace_ms = 30000;
  if (g_getenv ("EUCHRE_ONLINE_GRACE_MS"))
    options.grace_ms = (guint) CLAMP (g_ascii_strtoull (g_getenv ("EUCHRE_ONLINE_GRACE_MS"), NULL,
                                                        10), 100, 600000);
  self->service = net_service_new (&options, error);
  if (self->service == NULL)
    return FALSE;
  self->server = net_server_new (self->service, address, 0, NULL, NULL, error);
  if (self->server == NULL)
    {
      g_clear_pointer (&self->service, net_service_free);
      return FALSE;
    }
  shown = g_str_equal (address, "0.0.0.0") ? net_game_lan_address () : g_strdup (address);
  self->host = g_strdup_printf ("%s:%u", shown, net_server_get_port (self->server));
  url = g_strdup_printf ("ws://%s:%u/", g_str_equal (address, "0.0.0.0") ? "127.0.0.1" : address,
                         net_server_get_port (self->server));
  create_table (self, url, name);
  return TRUE;
}

gboolean
net_game_host_on_server (NetGame *self, const char *server, const char *name, GError **error)
{
  g_autofree char *url = NULL;

  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->client == NULL && self->service == NULL, FALSE);

  if (!net_game_parse_server (server, &url, error))
    return FALSE;
  if (!name_ok (name, error))
    return FALSE;
  set_server (self, url);
  self->on_server = TRUE;
  create_table (self, url, name);
  return TRUE;
}

gboolean
net_game_join (NetGame *self, const char *link, const char *name, GError **error)
{
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;
  NetMessage msg;

  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->client == NULL && self->service == NULL, FALSE);

  if (!net_game_parse_link (link, &url, &code, error))
    return FALSE;
  if (!name_ok (name, error))
    return FALSE;
  set_server (self, url);
  self->name = g_strdup (name);
  net_game_connect_to (self, url);
  if (net_client_is_closed (self->client))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Could not reach a table at %s."), self->host);
      g_clear_pointer (&self->client, net_client_free);
      return FALSE;
    }
  {
    NetSavedSeat saved;

    /* A seat this person holds there already: taken back, with its hand. */
    if (net_seat_load (code, &saved) && net_game_same_server (saved.url, url))
      {
        self->resuming_saved = TRUE;
        g_strlcpy (self->join_code, code, sizeof self->join_code);
        g_strlcpy (self->token, saved.token, sizeof self->token);
        net_message_init (&msg, NET_MSG_RESUME);
        g_strlcpy (msg.code, code, sizeof msg.code);
        g_strlcpy (msg.token, saved.token, sizeof msg.token);
        net_client_send (self->client, &msg);
        return TRUE;
      }
  }
  g_strlcpy (self->join_code, code, sizeof self->join_code);
  net_message_init (&msg, NET_MSG_JOIN);
  g_strlcpy (msg.code, code, sizeof msg.code);
  g_strlcpy (msg.name, name, sizeof msg.name);
  net_client_send (self->client, &msg);
  return TRUE;
}

