/* net-game-get.c — what a NetGame tells the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include "net-game-private.h"
#include "net-seat-store.h"

EuchreGame *
net_game_get_game (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->game;
}

NetGameState
net_game_get_state (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NET_GAME_FAILED);
  return self->state;
}

gboolean
net_game_get_is_host (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  return self->is_host;
}

gboolean
net_game_get_holds_table (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  return self->service != NULL;
}

const char *
net_game_get_code (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->code;
}

const char *
net_game_get_link (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->link;
}

const char *
net_game_get_web_link (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->web_link;
}

const char *
net_game_get_seat_name (NetGame *self, guint seat)
{
  g_return_val_if_fail (NET_IS_GAME (self) && seat < 4, "");
  return self->names[seat];
}

NetGameSeat
net_game_get_seat_kind (NetGame *self, guint seat)
{
  g_return_val_if_fail (NET_IS_GAME (self) && seat < 4, NET_GAME_SEAT_EMPTY);
  return self->kinds[seat];
}

const char *
net_game_get_error (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->error;
}

gboolean
net_game_get_reconnecting (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), FALSE);
  return self->reconnect_until != 0;
}

guint
net_game_get_fair (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), 0);
  return self->fair;
}

guint
net_game_get_unfair (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), 0);
  return self->unfair;
}

GPtrArray *
net_game_get_lines (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  return self->lines;
}

char *
net_game_get_table_record (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), NULL);
  if (self->service == NULL || self->code == NULL)
    return NULL;
  return net_service_get_record (self->service, self->code);
}

gboolean
net_game_get_kept_seat (char **link, char **code, char **name)
{
  NetSavedSeat seat;

  if (!net_seat_latest (&seat))
    return FALSE;
  if (link != NULL)
    *link = g_strdup (seat.link);
  if (code != NULL)
    *code = g_strdup (seat.code);
  if (name != NULL)
    *name = g_strdup (seat.name);
  return TRUE;
}
