/* net-service-resume.c — the seats' tokens: given in a welcome, kept only as a hash, and
 * a seat taken back with its token (resume)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "net-fair.h"
#include "net-room.h"
#include "net-service-private.h"

static void
welcome (NetService *self, NetRoom *room, NetPeer *peer, const char *token)
{
  g_autofree char *rules = euchre_rules_to_string (net_room_get_rules (room));
  NetMessage msg;

  net_message_init (&msg, NET_MSG_WELCOME);
  g_strlcpy (msg.code, net_room_get_code (room), sizeof msg.code);
  g_strlcpy (msg.token, token, sizeof msg.token);
  msg.seat = peer->seat;
  g_strlcpy (msg.rules, rules, sizeof msg.rules);
  net_service_send (self, peer, &msg);
}

void
net_service_welcome_new_token (NetService *self, NetRoom *room, NetPeer *peer)
{
  g_autofree char *token = net_random_hex (32);
  g_autofree char *hash = net_sha256_hex (token);

  net_room_set_seat_token (room, peer->seat, hash);
  welcome (self, room, peer, token);
}
gboolean
net_service_handle_resume (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = net_service_find_room (self, msg->code);
  g_autofree char *hash = NULL;
  gint seat;
  NetPeer *old;

  if (peer->room != NULL)
    return net_service_refuse (self, peer, "seated", "you are already at a table");
  if (room == NULL)
    return net_service_refuse (self, peer, "no-table", "there is no table with that code");
  hash = net_sha256_hex (msg->token);
  seat = net_room_find_token (room, hash);
  if (seat < 0)
    return net_service_refuse (self, peer, "bad-token", "that token is not for a seat at this table");
  old = net_room_get_seat_peer (room, seat);
  if (old != NULL)
    {
      /* One seat open twice (two tabs, two windows): the newest takes
       * it, and the other is told why in a code of its own, so that it
       * says so and does not take the seat back in turn (issue 51.8). */
      old->room = NULL;
      old->seat = -1;
      net_service_close_peer_with (self, old, "elsewhere", "this seat was opened from another connection "
                       "(another tab or window): it is played there now");
    }
  net_room_seat_attach (room, seat, peer);
  self->stats.resumes++;
  welcome (self, room, peer, msg->token);
  net_room_send_table (room);
  net_room_replay_to (room, seat);
  net_room_advance (room);
  return TRUE;
}
