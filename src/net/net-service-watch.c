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
    func (code, TRUE, FALSE, 0, data);
}

void
net_service_table_listed (NetService *self, NetRoom *room, gboolean present, gboolean created)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (created)
    room->active_told = now;
  if (self->table_func != NULL)
    self->table_func (room->code, present, created, created ? now : 0, self->table_data);
}

void
net_service_table_active (NetService *self, NetRoom *room)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (self->table_func == NULL || now - room->active_told < NET_SERVICE_ACTIVE_EVERY_S)
    return;
  room->active_told = now;
  self->table_func (room->code, TRUE, FALSE, now, self->table_data);
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

      if (room->started && room->state.pub.phase != EUCHRE_PHASE_GAME_OVER)
        n++;
    }
  return n;
}
