/* net-service-requests.c — a seat's requests: create a table, join one, the host's
 * computer players and start, an action, a rematch
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
#include "net-store-read.h"

/* A name with a character that shows nothing could pose as another's. */
#define NAME_INVISIBLE_WORDS "a name may not hold characters that show nothing (such as " \
  "U+3164 or U+200B): it would look like another name"

/* A server stopping for maintenance (net_service_drain()). */
#define DRAINING_WORDS "this server is stopping for maintenance: the games being played " \
  "end here, new ones start on another server (connect again)"

/* Seats a person at @seat of @room with a new token. */
static void
seat_person (NetService *self, NetRoom *room, guint seat, NetPeer *peer, const char *name)
{
  net_room_set_seat_name (room, seat, name);
  net_room_seat_attach (room, seat, peer);
  net_service_welcome_new_token (self, room, peer);
  net_store_write_meta (room);
  net_room_send_table (room);
}

gboolean
net_service_refuse (NetService *self, NetPeer *peer, const char *code, const char *message)
{
  self->stats.refused++;
  net_service_send_error (self, peer, code, message);
  return FALSE;
}

gboolean
net_service_handle_create (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *code = NULL;
  EuchreRules rules;
  guint mine = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address, peer->key));

  if (peer->room != NULL)
    return net_service_refuse (self, peer, "seated", "you are already at a table");
  if (self->draining)
    return net_service_refuse (self, peer, "draining", DRAINING_WORDS);
  if (g_hash_table_size (self->rooms) >= self->options.max_rooms)
    return net_service_refuse (self, peer, "full", "the server has as many tables as it can hold");
  if (mine >= self->options.max_rooms_per_address)
    return net_service_refuse (self, peer, "too-many-tables", "too many tables from your address");
  if (net_name_has_ignorable (msg->name))
    return net_service_refuse (self, peer, "bad-message", NAME_INVISIBLE_WORDS);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  if (msg->rules[0] != '\0' &&
      (!euchre_rules_parse (&rules, msg->rules, &error) ||
       !euchre_rules_validate (&rules, &error) || !net_rules_playable (&rules, &error)))
    return net_service_refuse (self, peer, "bad-rules", error->message);
  do
    {
      g_free (code);
      code = net_random_code ();
    }
  while (g_hash_table_contains (self->rooms, code));
  /* Behind HAProxy, the tables per address count across servers. */
  if (self->admit_func != NULL)
    return net_service_ask_admission (self, peer, code, &rules, msg->name);
  return net_service_create_table (self, peer, code, &rules, msg->name);
}

gboolean
net_service_create_table (NetService *self, NetPeer *peer, const char *code,
                          const EuchreRules *rules, const char *name)
{
  g_autoptr (GError) error = NULL;
  guint mine = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address, peer->key));
  NetRoom *room = net_room_new (self, code, rules);

  net_room_set_creator (room, peer->key);
  if (!net_store_start_record (room, &error))
    {
      g_printerr ("euchre-server: cannot create a table: %s\n", error->message);
      net_service_table_listed (self, room, FALSE, FALSE);
      net_room_kill (room);
      net_room_unref (room);
      return net_service_refuse (self, peer, "not-saved", "the server cannot save tables now: try again "
                     "later");
    }
  g_hash_table_insert (self->rooms_per_address, g_strdup (peer->key),
                       GUINT_TO_POINTER (mine + 1));
  g_hash_table_insert (self->rooms, (gpointer) net_room_get_code (room), room);
  net_service_table_listed (self, room, TRUE, TRUE);
  seat_person (self, room, 0, peer, name);
  return TRUE;
}

NetRoom *
net_service_find_room (NetService *self, const char *code)
{
  char upper[NET_CODE_LEN + 1];

  if (strlen (code) != NET_CODE_LEN)
    return NULL;
  for (guint i = 0; i <= NET_CODE_LEN; i++)
    upper[i] = g_ascii_toupper (code[i]);
  return g_hash_table_lookup (self->rooms, upper);
}

gboolean
net_service_handle_join (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = net_service_find_room (self, msg->code);
  gint seat = msg->seat;

  if (peer->room != NULL)
    return net_service_refuse (self, peer, "seated", "you are already at a table");
  if (room == NULL)
    return net_service_refuse (self, peer, "no-table", "there is no table with that code");
  if (seat >= 0 && net_room_get_seat_kind (room, seat) != NET_SEAT_EMPTY)
    return net_service_refuse (self, peer, "seat-taken", "that seat is taken");
  for (guint s = 0; seat < 0 && s < 4; s++)
    if (net_room_get_seat_kind (room, s) == NET_SEAT_EMPTY)
      seat = s;
  if (seat < 0)
    return net_service_refuse (self, peer, "table-full", "every seat at that table is taken");
  /* Two people of one name at a table: nobody could tell who played. */
  for (guint s = 0; s < 4; s++)
    if ((gint) s != seat && net_room_get_seat_name (room, s)[0] != '\0' &&
        net_name_same (net_room_get_seat_name (room, s), msg->name))
      {
        g_autofree char *words = g_strdup_printf ("someone at that table is already called "
                                                  "“%s”: choose another name",
                                                  net_room_get_seat_name (room, s));

        return net_service_refuse (self, peer, "name-taken", words);
      }
  if (net_name_has_ignorable (msg->name))
    return net_service_refuse (self, peer, "bad-message", NAME_INVISIBLE_WORDS);
  seat_person (self, room, seat, peer, msg->name);
  return TRUE;
}

static NetRoom *
host_room (NetService *self, NetPeer *peer)
{
  NetRoom *room = peer->room;

  if (room == NULL)
    {
      net_service_refuse (self, peer, "not-seated", "join a table first");
      return NULL;
    }
  if ((guint) peer->seat != net_room_get_host (room))
    {
      net_service_refuse (self, peer, "not-host", "only the host may do that");
      return NULL;
    }
  if (net_room_is_started (room))
    {
      net_service_refuse (self, peer, "started", "the game has started");
      return NULL;
    }
  return room;
}

void
net_service_handle_computer (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = host_room (self, peer);

  if (room == NULL)
    return;
  if (net_room_get_seat_kind (room, msg->seat) != NET_SEAT_EMPTY &&
      net_room_get_seat_kind (room, msg->seat) != NET_SEAT_COMPUTER)
    {
      net_service_refuse (self, peer, "seat-taken", "that seat is taken");
      return;
    }
  net_room_set_computer (room, msg->seat, msg->level);
  net_store_write_meta (room);
  net_room_send_table (room);
}

void
net_service_handle_start (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = host_room (self, peer);

  if (room == NULL)
    return;
  if (self->draining)
    {
      net_service_refuse (self, peer, "draining", DRAINING_WORDS);
      return;
    }
  net_room_start (room, msg->level);
}

void
net_service_handle_act (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  NetRoom *room = peer->room;
  g_autoptr (GError) error = NULL;
  const char *code = NULL;

  if (room == NULL)
    {
      net_service_refuse (self, peer, "not-seated", "join a table first");
      return;
    }
  if (msg->seat >= 0 && msg->seat != peer->seat)
    {
      self->stats.not_your_seat++;
      net_room_count_refused (room, peer->seat);
      net_service_send_error (self, peer, "not-your-seat", "you may act only for your own seat");
      return;
    }
  if (!net_room_act (room, peer->seat, &msg->action, &code, &error))
    net_service_send_error (self, peer, code, error->message);
}

void
net_service_handle_rematch (NetService *self, NetPeer *peer)
{
  NetRoom *room = peer->room;

  if (room == NULL)
    net_service_refuse (self, peer, "not-seated", "join a table first");
  else if (!net_room_is_started (room) || !net_room_is_over (room))
    net_service_refuse (self, peer, "not-over", "the game is not over");
  else if (self->draining)
    net_service_refuse (self, peer, "draining", DRAINING_WORDS);
  else
    {
      g_autoptr (GError) error = NULL;

      if (!net_room_rematch (room, &error))
        {
          g_autofree char *words = g_strdup_printf ("the server cannot save a new game (%s): "
                                                    "try again later", error->message);

          g_printerr ("euchre-server: table %s: %s\n", net_room_get_code (room), error->message);
          net_service_refuse (self, peer, "not-saved", words);
        }
    }
}
