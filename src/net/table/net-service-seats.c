/* net-service-seats.c — leaving a table, and changing seats before the start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "leave" is a person saying they go for good, which a closed connection
 * is not (a window closed or a network lost comes back with its token):
 * before the start their seat is empty again, for someone else; after
 * it, the computer plays it to the end and the token opens it no more.
 *
 * "move" changes seats in the lobby: anyone may move to an empty seat;
 * the host may move anyone anywhere, swapping with whoever sits there.
 * A person moved is welcomed again at their new seat with a new token
 * (the old one is only a hash here); a person away keeps theirs, which
 * now opens the seat they were moved to.
 */
#include "config.h"

#include "net-room.h"
#include "net-service-private.h"

void
net_service_handle_leave (NetService *self, NetPeer *peer)
{
  NetRoom *room = peer->room;
  guint s;

  if (room == NULL)
    {
      net_service_refuse (self, peer, "not-seated", "join a table first");
      return;
    }
  s = peer->seat;
  peer->room = NULL;
  peer->seat = -1;
  net_room_seat_leave (room, s);
}

void
net_service_handle_move (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = peer->room;
  guint from, to;

  if (room == NULL)
    {
      net_service_refuse (self, peer, "not-seated", "join a table first");
      return;
    }
  if (net_room_is_started (room))
    {
      net_service_refuse (self, peer, "started", "the game has started: the seats are kept");
      return;
    }
  from = msg->from >= 0 ? (guint) msg->from : (guint) peer->seat;
  to = (guint) msg->seat;
  if (from != (guint) peer->seat && (guint) peer->seat != net_room_get_host (room))
    {
      net_service_refuse (self, peer, "not-host", "only the host may move other people");
      return;
    }
  if (net_room_get_seat_kind (room, from) == NET_SEAT_EMPTY)
    {
      net_service_refuse (self, peer, "empty-seat", "nobody sits at that seat");
      return;
    }
  if ((guint) peer->seat != net_room_get_host (room) &&
      net_room_get_seat_kind (room, to) != NET_SEAT_EMPTY)
    {
      net_service_refuse (self, peer, "seat-taken", "that seat is taken");
      return;
    }
  if (from != to)
    net_room_swap_seats (room, from, to);
  net_store_write_meta (room);
  net_room_send_table (room);
}
