/* net-service-watch.c — the service's list of tables, told outside, and
 * draining it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre-server behind HAProxy writes each table it holds into the table
 * directory (net-directory.c): the service tells it which tables it
 * holds, and when one is created or put away.  A server drained for
 * maintenance (SIGTERM) takes no new table and lets the games being
 * played end.
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include "net-service-private.h"

void
net_service_watch_tables (NetService *self, NetServiceTableFunc func, gpointer data)
{
  GHashTableIter it;
  gpointer code;

  g_return_if_fail (self != NULL);
  self->table_func = func;
  self->table_data = data;
  if (func == NULL)
    return;
  g_hash_table_iter_init (&it, self->rooms);
  while (g_hash_table_iter_next (&it, &code, NULL))
    {
      NetRoom *room = g_hash_table_lookup (self->rooms, code);

      func (code, net_room_get_creator (room), TRUE, FALSE, 0, data);
    }
}

void
net_service_table_listed (NetService *self, NetRoom *room, gboolean present, gboolean created)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (created)
    net_room_set_active_told (room, now);
  if (self->table_func != NULL)
    self->table_func (net_room_get_code (room), net_room_get_creator (room), present, created,
                      created ? now : 0, self->table_data);
}

void
net_service_table_active (NetService *self, NetRoom *room)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (self->table_func == NULL || now - net_room_get_active_told (room) < NET_SERVICE_ACTIVE_EVERY_S)
    return;
  net_room_set_active_told (room, now);
  self->table_func (net_room_get_code (room), net_room_get_creator (room), TRUE, FALSE, now,
                    self->table_data);
}

/* ---- tables per address across servers ----------------------------------- */

struct _NetServiceTicket {
  NetService *service;
  NetPeer *peer;                /* NULL once it is gone */
  char code[NET_CODE_LEN + 1];
  char key[64];
  char name[NET_MAX_NAME * 4 + 1];
  EuchreRules rules;
};

void
net_service_set_admission (NetService *self, NetServiceAdmitFunc func, gpointer data)
{
  g_return_if_fail (self != NULL);
  self->admit_func = func;
  self->admit_data = data;
}

gboolean
net_service_ask_admission (NetService *self, NetPeer *peer, const char *code,
                           const EuchreRules *rules, const char *name)
{
  NetServiceTicket *ticket = g_new0 (NetServiceTicket, 1);

  ticket->service = self;
  ticket->peer = peer;
  g_strlcpy (ticket->code, code, sizeof ticket->code);
  g_strlcpy (ticket->key, peer->key, sizeof ticket->key);
  g_strlcpy (ticket->name, name, sizeof ticket->name);
  ticket->rules = *rules;
  peer->ticket = ticket;
  self->admit_func (ticket, ticket->key, ticket->code, self->options.max_rooms_per_address,
                    self->admit_data);
  return TRUE;
}

void
net_service_forget_ticket (NetPeer *peer)
{
  NetServiceTicket *ticket = peer->ticket;

  if (ticket != NULL)
    ticket->peer = NULL;
  peer->ticket = NULL;
}

void
net_service_admit (NetServiceTicket *ticket, NetAdmit verdict)
{
  NetService *self = ticket->service;
  NetPeer *peer = ticket->peer;

  if (peer != NULL)
    peer->ticket = NULL;
  if (peer == NULL || peer->closing || peer->room != NULL ||
      g_hash_table_contains (self->rooms, ticket->code))
    {
      /* Nobody to seat: the place taken in the directory is given back. */
      if (verdict == NET_ADMIT_YES && self->table_func != NULL)
        self->table_func (ticket->code, ticket->key, FALSE, FALSE, 0, self->table_data);
    }
  else if (verdict == NET_ADMIT_NO)
    {
      self->stats.refused++;
      net_service_send_error (self, peer, "too-many-tables",
                              "too many tables from your address (on every server together)");
    }
  else
    net_service_create_table (self, peer, ticket->code, &ticket->rules, ticket->name);
  g_free (ticket);
}

guint
net_service_adopt (NetService *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return net_store_restore_all (self->store);
}

void
net_service_drain (NetService *self)
{
  g_return_if_fail (self != NULL);
  self->draining = TRUE;
}

guint
net_service_games_in_progress (NetService *self)
{
  GHashTableIter it;
  gpointer value;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_hash_table_iter_init (&it, self->rooms);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      NetRoom *room = value;

      if (net_room_is_started (room) && !net_room_is_over (room))
        n++;
    }
  return n;
}
