/* net-room-seats.c — a table's seats: taken, left, away for the grace period, given
 * to the computer; the host; a table put away when nobody is left
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include "net-room-private.h"

typedef struct {
  NetRoom *room;
  guint seat;
} SeatRef;

static gboolean
grace_over (gpointer data)
{
  SeatRef *ref = data;
  NetSeat *seat = &ref->room->seats[ref->seat];

  seat->grace_id = 0;
  if (seat->kind == NET_SEAT_AWAY)
    {
      seat->kind = NET_SEAT_COVERED;
      net_service_count (ref->room->service, NET_SERVICE_COUNT_TAKEOVER);
      net_room_send_table (ref->room);
      net_room_advance (ref->room);
    }
  return G_SOURCE_REMOVE;
}

static void
seat_ref_free (gpointer data)
{
  SeatRef *ref = data;

  net_room_unref (ref->room);
  g_free (ref);
}

static gboolean
reap (gpointer data)
{
  NetRoom *room = data;

  room->reap_id = 0;
  if (!net_room_has_peers (room) &&
      (!room->started || room->state.pub.phase == EUCHRE_PHASE_GAME_OVER))
    {
      net_store_retire (room);
      net_service_table_listed (room->service, room, FALSE, FALSE);
      net_service_remove_table (room->service, room);
    }
  return G_SOURCE_REMOVE;
}

/* A table nobody is at any more, finished or never started, is put away
 * after the grace period. */
void
net_room_maybe_reap (NetRoom *room)
{
  if (room->reap_id != 0 || room->dead || net_room_has_peers (room))
    return;
  if (room->started && room->state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    return;
  room->reap_id = g_timeout_add (net_service_get_options (room->service)->grace_ms, reap, room);
}

void
net_room_pass_host (NetRoom *room, guint s)
{
  /* A host who leaves before the start would leave the guests unable to
   * start: the first person still there is the host now. */
  if (!room->started && s == room->host)
    for (guint o = 1; o < 4; o++)
      if (room->seats[(s + o) % 4].kind == NET_SEAT_HUMAN)
        {
          room->host = (s + o) % 4;
          net_store_write_meta (room);
          break;
        }
}

void
net_room_start_grace (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];
  SeatRef *ref;

  if (seat->kind != NET_SEAT_AWAY || seat->grace_id != 0)
    return;
  ref = g_new (SeatRef, 1);
  ref->room = net_room_ref (room);
  ref->seat = s;
  seat->grace_id = g_timeout_add_full (G_PRIORITY_DEFAULT,
                                       net_service_get_options (room->service)->grace_ms,
                                       grace_over, ref, seat_ref_free);
}

void
net_room_seat_detach (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];

  seat->peer = NULL;
  if (seat->kind == NET_SEAT_HUMAN)
    seat->kind = NET_SEAT_AWAY;
  net_room_pass_host (room, s);
  net_room_start_grace (room, s);
  net_room_send_table (room);
  net_room_maybe_reap (room);
}

void
net_room_seat_attach (NetRoom *room, guint s, NetPeer *peer)
{
  NetSeat *seat = &room->seats[s];

  g_clear_handle_id (&seat->grace_id, g_source_remove);
  g_clear_handle_id (&room->reap_id, g_source_remove);
  /* Seated: no longer closed for taking no seat. */
  g_clear_handle_id (&peer->idle_id, g_source_remove);
  seat->peer = peer;
  seat->kind = NET_SEAT_HUMAN;
  seat->turn_told = 0;
  peer->room = room;
  peer->seat = s;
}

void
net_room_set_computer (NetRoom *room, guint s, const char *level)
{
  NetSeat *seat = &room->seats[s];

  seat->kind = NET_SEAT_COMPUTER;
  seat->name[0] = '\0';
  g_strlcpy (seat->level, level, sizeof seat->level);
  g_clear_pointer (&seat->strategy, euchre_strategy_free);
}

/* @s's person goes for good ("leave"; the peer is already forgotten):
 * before the start the seat is empty again, after it the computer plays
 * it to the end and the token opens it no more. */
void
net_room_seat_leave (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];

  seat->peer = NULL;
  seat->token_hash[0] = '\0';
  g_clear_handle_id (&seat->grace_id, g_source_remove);
  if (!room->started)
    {
      seat->kind = NET_SEAT_EMPTY;
      seat->name[0] = '\0';
      net_room_pass_host (room, s);
    }
  else if (seat->kind == NET_SEAT_HUMAN || seat->kind == NET_SEAT_AWAY)
    {
      seat->kind = NET_SEAT_COVERED;
      net_service_count (room->service, NET_SERVICE_COUNT_TAKEOVER);
    }
  net_store_write_meta (room);
  net_room_send_table (room);
  if (room->started)
    net_room_advance (room);
  net_room_maybe_reap (room);
}

void
net_room_swap_seats (NetRoom *room, guint a, guint b)
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
net_room_start (NetRoom *room, const char *level)
{
  for (guint s = 0; s < 4; s++)
    if (room->seats[s].kind == NET_SEAT_EMPTY)
      net_room_set_computer (room, s, level);
  room->started = TRUE;
  net_store_write_meta (room);
  net_room_send_table (room);
  net_room_advance (room);
}
