/* net-game-seats.c — leaving a table for good, and changing seats in the lobby
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats here are the window's own (0 is the person, as NetGame's seat
 * names and kinds are); the table's are sent.
 */
#include "config.h"

#include "net-game-private.h"
#include "net-seat-store.h"

gint
net_game_get_host_seat (NetGame *self)
{
  g_return_val_if_fail (NET_IS_GAME (self), -1);
  return self->seat < 0 || self->host_seat < 0 ? -1 : (self->host_seat + 4 - self->seat) % 4;
}

gboolean
net_game_can_move (NetGame *self, guint from, guint to)
{
  g_return_val_if_fail (NET_IS_GAME (self) && from < 4 && to < 4, FALSE);
  if (self->client == NULL || self->seat < 0 || self->state != NET_GAME_WAITING || from == to ||
      self->kinds[from] == NET_GAME_SEAT_EMPTY)
    return FALSE;
  if (net_game_get_host_seat (self) == 0)
    return TRUE;
  return from == 0 && self->kinds[to] == NET_GAME_SEAT_EMPTY;
}

void
net_game_move (NetGame *self, guint from, guint to)
{
  NetMessage msg;

  g_return_if_fail (NET_IS_GAME (self) && from < 4 && to < 4);
  if (!net_game_can_move (self, from, to))
    return;
  net_message_init (&msg, NET_MSG_MOVE);
  msg.from = (from + (guint) self->seat) % 4;
  msg.seat = (to + (guint) self->seat) % 4;
  net_client_send (self->client, &msg);
}

void
net_game_leave_table (NetGame *self)
{
  g_return_if_fail (NET_IS_GAME (self));

  /* A guest says so: the seat is someone else's (before the start) or
   * the computer's for good, at once.  The host's table ends with
   * net_game_leave() (every other person is told). */
  if (self->client != NULL && self->seat >= 0 && self->service == NULL)
    {
      NetMessage msg;

      net_message_init (&msg, NET_MSG_LEAVE);
      net_client_send (self->client, &msg);
    }
  if (self->code != NULL)
    net_seat_forget (self->code);
  net_game_leave (self);
}
