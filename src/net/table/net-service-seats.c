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

#include "net-service-private.h"

void
net_service_handle_leave (NetService *self, NetPeer *peer)
{
  NetRoom *room = peer->room;
  guint s;
  NetSeat *seat;

  if (room == NULL)
    {
      net_service_refuse (self, peer, "not-seated", "join a table first");
      return;
    }
  s = peer->seat;
  seat = &room->seats[s];
  seat->peer = NULL;
  seat->token_hash[0] = '\0';
  g_clear_handle_id (&seat->grace_id, g_source_remove);
  peer->room = NULL;
  peer->seat = -1;
  if (!room->started)
    {
      seat->kind = NET_SEAT_EMPTY;
      seat->name[0] = '\0';
      net_room_pass_host (room, s);
    }
  else if (seat->kind == NET_SEAT_HUMAN || seat->kind == NET_SEAT_AWAY)
    {
      seat->kind = NET_SEAT_COVERED;
      self->stats.takeovers++;
    }
  net_store_write_meta (room);
  net_room_send_table (room);
  if (room->started)
    net_room_advance (room);
  net_room_maybe_reap (room);
}

static void
swap_seats (NetRoom *room, guint a, guint b)
{
  NetSeat keep = room->seats[a];

  /* A person away is timed again at the seat they are moved to. */
  g_clear_handle_id (&room->seats[a].grace_id, g_source_remove);
  g_clear_handle_id (&room->seats[b].grace_id, g_source_remove);
  keep.grace_id = 0;
  room->seats[a] = room->seats[b];
  room->seats[b] = keep;
  if (room->host == a)
    room->host = b;
  else if (room->host == b)
    room->host = a;
  for (guint i = 0; i < 2; i++)
    {
      guint s = i == 0 ? a : b;
      NetSeat *seat = &room->seats[s];

      if (seat->peer != NULL)
        {
          seat->peer->seat = s;
          net_service_welcome_new_token (room->service, room, seat->peer);
        }
      net_room_start_grace (room, s);
    }
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
  if (room->started)
    {
      net_service_refuse (self, peer, "started", "the game has started: the seats are kept");
      return;
    }
  from = msg->from >= 0 ? (guint) msg->from : (guint) peer->seat;
  to = (guint) msg->seat;
  if (from != (guint) peer->seat && (guint) peer->seat != room->host)
    {
      net_service_refuse (self, peer, "not-host", "only the host may move other people");
      return;
    }
  if (room->seats[from].kind == NET_SEAT_EMPTY)
    {
      net_service_refuse (self, peer, "empty-seat", "nobody sits at that seat");
      return;
    }
  if ((guint) peer->seat != room->host && room->seats[to].kind != NET_SEAT_EMPTY)
    {
      net_service_refuse (self, peer, "seat-taken", "that seat is taken");
      return;
    }
  if (from != to)
    swap_seats (room, from, to);
  net_store_write_meta (room);
  net_room_send_table (room);
}
