/* net-service.c — connections, limits and requests of the table service
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "net-fair.h"
#include "net-room.h"
#include "net-service-private.h"
#include "net-store-read.h"

void
net_service_options_init (NetServiceOptions *options)
{
  memset (options, 0, sizeof *options);
  options->grace_ms = 60000;
  options->max_rooms = 10000;
  options->max_rooms_per_address = 20;
  options->max_connections_per_address = 64;
  options->max_connections = 4096;
  options->idle_ms = 60000;
  options->rate = 20;
  options->burst = 40;
  options->max_bad = 50;
  options->max_flood = 500;
}

static void
room_destroy (gpointer data)
{
  NetRoom *room = data;
  NetService *self = net_room_get_service (room);
  const char *creator = net_room_get_creator (room);

  if (creator[0] != '\0')
    {
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address, creator));

      if (n <= 1)
        g_hash_table_remove (self->rooms_per_address, creator);
      else
        g_hash_table_insert (self->rooms_per_address, g_strdup (creator),
                             GUINT_TO_POINTER (n - 1));
    }
  net_room_kill (room);
  net_room_unref (room);
}

/* A data folder the server cannot write to would keep tables in memory
 * only, and a restart would lose them, nobody told: refused at start. */
static gboolean
data_dir_writable (const char *dir, GError **error)
{
  g_autofree char *name = g_strdup_printf (".write-test-%d", (int) getpid ());
  g_autofree char *path = g_build_filename (dir, name, NULL);
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600), err;

  if (fd >= 0 && write (fd, "x", 1) == 1 && close (fd) == 0)
    {
      g_unlink (path);
      return TRUE;
    }
  err = errno;
  if (fd >= 0)
    {
      close (fd);
      g_unlink (path);
    }
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err),
               "the data folder %s cannot be written (%s): tables would live in memory only "
               "and be lost at a restart", dir, g_strerror (err));
  return FALSE;
}

/* The folder holds the decks still to be dealt: another user who could
 * read it would know every hand, and one who could write it could deal
 * them.  Refused at start, in words (docs/ONLINE.md asks for 0700). */
static gboolean
data_dir_private (const char *dir, GError **error)
{
  GStatBuf st;

  if (g_stat (dir, &st) != 0)
    {
      int err = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err),
                   "cannot read the data folder %s: %s", dir, g_strerror (err));
      return FALSE;
    }
  if ((st.st_mode & 0077) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   "the data folder %s is open to other users (mode %04o): it holds the decks "
                   "still to be dealt, so they could see every hand; make it the server's "
                   "alone (chmod 700 %s)", dir, (guint) (st.st_mode & 07777), dir);
      return FALSE;
    }
  return TRUE;
}

NetService *
net_service_new (const NetServiceOptions *options, GError **error)
{
  NetService *self = g_new0 (NetService, 1);

  self->options = *options;
  if (self->options.grace_ms == 0)
    self->options.grace_ms = 1;
  if (options->data_dir != NULL)
    {
      self->data_dir = g_strdup (options->data_dir);
      if (g_mkdir_with_parents (self->data_dir, 0700) != 0)
        {
          int err = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err),
                       "cannot create the data folder %s: %s", self->data_dir, g_strerror (err));
          g_free (self->data_dir);
          g_free (self);
          return NULL;
        }
      if (!data_dir_writable (self->data_dir, error) ||
          !data_dir_private (self->data_dir, error))
        {
          g_free (self->data_dir);
          g_free (self);
          return NULL;
        }
    }
  self->store = net_store_new (self, self->data_dir, error);
  if (self->store == NULL)
    {
      g_free (self->data_dir);
      g_free (self);
      return NULL;
    }
  self->options.data_dir = self->data_dir;
  self->rooms = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, room_destroy);
  self->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->rooms_per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  net_store_restore_all (self->store);
  return self;
}

void
net_service_free (NetService *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->store, net_store_free);
  g_hash_table_destroy (self->rooms);
  g_hash_table_destroy (self->per_address);
  g_hash_table_destroy (self->rooms_per_address);
  g_free (self->data_dir);
  g_free (self);
}

NetStore *
net_service_get_store (NetService *self)
{
  return self->store;
}

void
net_service_count (NetService *self, NetServiceCount what)
{
  switch (what)
    {
    case NET_SERVICE_COUNT_ACTION:
      self->stats.actions++;
      break;
    case NET_SERVICE_COUNT_TAKEOVER:
      self->stats.takeovers++;
      break;
    case NET_SERVICE_COUNT_NOT_YOUR_TURN:
      self->stats.not_your_turn++;
      break;
    case NET_SERVICE_COUNT_ILLEGAL:
      self->stats.illegal++;
      break;
    }
}

void
net_service_remove_table (NetService *self, NetRoom *room)
{
  g_hash_table_remove (self->rooms, net_room_get_code (room));
}

gboolean
net_service_holds_table (NetService *self, const char *code)
{
  return g_hash_table_contains (self->rooms, code);
}

void
net_service_add_restored (NetService *self, NetRoom *room)
{
  const char *creator = net_room_get_creator (room);

  g_hash_table_insert (self->rooms, (gpointer) net_room_get_code (room), room);
  net_service_table_listed (self, room, TRUE, FALSE);
  if (creator[0] != '\0')
    {
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address, creator));

      g_hash_table_insert (self->rooms_per_address, g_strdup (creator), GUINT_TO_POINTER (n + 1));
    }
  /* Everyone is away: each has the grace period to come back. */
  for (guint s = 0; s < 4; s++)
    if (net_room_get_seat_kind (room, s) == NET_SEAT_AWAY)
      net_room_seat_detach (room, s);
  net_room_advance (room);
}

const NetServiceOptions *
net_service_get_options (NetService *self)
{
  return &self->options;
}

void
net_service_get_stats (NetService *self, NetServiceStats *stats)
{
  *stats = self->stats;
  stats->rooms = g_hash_table_size (self->rooms);
}

gint
net_service_seat_refused (NetService *self, const char *code, guint seat)
{
  NetRoom *room = g_hash_table_lookup (self->rooms, code);

  return room != NULL && seat < 4 ? (gint) net_room_get_seat_refused (room, seat) : -1;
}

char *
net_service_get_record (NetService *self, const char *code)
{
  NetRoom *room = g_hash_table_lookup (self->rooms, code);

  return room != NULL ? euchre_record_to_string (net_room_get_record (room)) : NULL;
}

void
net_service_send (NetService *self, NetPeer *peer, const NetMessage *msg)
{
  g_autofree char *frame = NULL;

  if (peer->closing)
    return;
  frame = net_message_to_json (msg);
  peer->klass->send (peer, frame, strlen (frame));
}

void
net_service_send_error (NetService *self, NetPeer *peer, const char *code, const char *message)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_ERROR);
  g_strlcpy (msg.code, code, sizeof msg.code);
  g_strlcpy (msg.text, message, sizeof msg.text);
  net_service_send (self, peer, &msg);
}

/* Tells the peer why in an error @code, then closes it. */
void
net_service_close_peer_with (NetService *self, NetPeer *peer, const char *code, const char *reason)
{
  if (peer->closing)
    return;
  net_service_send_error (self, peer, code, reason);
  peer->closing = TRUE;
  g_clear_handle_id (&peer->idle_id, g_source_remove);
  peer->klass->close (peer, reason);
}

/* Tells the peer why in a "closed" error, then closes it. */
static void
close_peer (NetService *self, NetPeer *peer, const char *reason)
{
  net_service_close_peer_with (self, peer, "closed", reason);
}

void
net_service_tell_all (NetService *self, const char *code, const char *reason)
{
  GHashTableIter it;
  gpointer value;

  g_return_if_fail (self != NULL);
  g_hash_table_iter_init (&it, self->rooms);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      NetRoom *room = value;

      /* The last word each hears: nothing of the table's end (a seat
       * gone "away" as its connection closes) after it. */
      for (guint s = 0; s < 4; s++)
        if (net_room_get_seat_peer (room, s) != NULL)
          net_service_close_peer_with (self, net_room_get_seat_peer (room, s), code, reason);
    }
}

/* ---- connections ------------------------------------------------------------ */

char *
net_service_address_key (const char *address)
{
  static const guint8 v4_mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
  g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr (GInetAddress) net = NULL;
  g_autofree char *text = NULL;
  guint8 bytes[16];

  if (inet == NULL)
    return g_strdup (address);
  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV4)
    return g_inet_address_to_string (inet);
  memcpy (bytes, g_inet_address_to_bytes (inet), sizeof bytes);
  if (memcmp (bytes, v4_mapped, sizeof v4_mapped) == 0)
    {
      net = g_inet_address_new_from_bytes (bytes + 12, G_SOCKET_FAMILY_IPV4);
      return g_inet_address_to_string (net);
    }
  memset (bytes + 8, 0, 8);
  net = g_inet_address_new_from_bytes (bytes, G_SOCKET_FAMILY_IPV6);
  text = g_inet_address_to_string (net);
  return g_strconcat (text, "/64", NULL);
}

static gboolean
idle_over (gpointer data)
{
  NetPeer *peer = data;
  NetService *self = peer->service;
  guint seconds = (self->options.idle_ms + 999) / 1000;
  g_autofree char *reason = NULL;

  peer->idle_id = 0;
  if (peer->room == NULL)
    {
      self->stats.idle_closed++;
      reason = g_strdup_printf ("no table joined within %u second%s", seconds,
                                seconds == 1 ? "" : "s");
      close_peer (self, peer, reason);
    }
  return G_SOURCE_REMOVE;
}

gboolean
net_service_peer_open (NetService *self, NetPeer *peer)
{
  g_autofree char *key = net_service_address_key (peer->address);
  guint n;

  peer->service = self;
  g_strlcpy (peer->key, key, sizeof peer->key);
  peer->seat = -1;
  peer->tokens = self->options.burst;
  peer->refilled = g_get_monotonic_time ();
  /* The words go first, then the close: a client learns why. */
  if (self->stats.connections >= self->options.max_connections)
    {
      self->stats.connections_refused++;
      close_peer (self, peer, "the server has as many connections as it can hold: try again later");
      return FALSE;
    }
  n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, peer->key));
  if (n >= self->options.max_connections_per_address)
    {
      self->stats.connections_refused++;
      close_peer (self, peer, "too many connections from your address");
      return FALSE;
    }
  g_hash_table_insert (self->per_address, g_strdup (peer->key), GUINT_TO_POINTER (n + 1));
  peer->counted = TRUE;
  self->stats.connections++;
  /* A connection holds a file descriptor: one that never takes a seat
   * gives it back after a while.  A seat stops the clock for good
   * (net_room_seat_attach()); a seated player is never closed for being
   * slow. */
  if (self->options.idle_ms > 0)
    {
      gint64 waited = peer->opened > 0 ? (g_get_monotonic_time () - peer->opened) / 1000 : 0;
      guint left = waited >= self->options.idle_ms ? 1 : self->options.idle_ms - (guint) waited;

      peer->idle_id = g_timeout_add (left, idle_over, peer);
    }
  return TRUE;
}

void
net_service_peer_closed (NetService *self, NetPeer *peer)
{
  NetRoom *room = peer->room;

  g_clear_handle_id (&peer->idle_id, g_source_remove);
  /* A create it was waiting for is answered later, to nobody. */
  net_service_forget_ticket (peer);
  if (peer->counted)
    {
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, peer->key));

      if (n <= 1)
        g_hash_table_remove (self->per_address, peer->key);
      else
        g_hash_table_insert (self->per_address, g_strdup (peer->key),
                             GUINT_TO_POINTER (n - 1));
      peer->counted = FALSE;
      self->stats.connections--;
    }
  peer->closing = TRUE;
  if (room != NULL)
    {
      peer->room = NULL;
      net_room_seat_detach (room, peer->seat);
    }
}

/* The token bucket: FALSE when the peer is over its rate. */
static gboolean
take_token (NetService *self, NetPeer *peer)
{
  gint64 now = g_get_monotonic_time ();

  peer->tokens = MIN (self->options.burst,
                      peer->tokens + (now - peer->refilled) * self->options.rate / G_USEC_PER_SEC);
  peer->refilled = now;
  if (peer->tokens >= 1)
    {
      peer->tokens -= 1;
      return TRUE;
    }
  self->stats.rate_limited++;
  if (++peer->flood > self->options.max_flood)
    close_peer (self, peer, "too many messages");
  else if (now - peer->told_slow >= G_USEC_PER_SEC)
    {
      peer->told_slow = now;
      net_service_send_error (self, peer, "slow-down", "too many messages: some were dropped");
    }
  return FALSE;
}

static void
bad_message (NetService *self, NetPeer *peer, const char *code, const char *message)
{
  net_service_send_error (self, peer, code, message);
  if (++peer->bad > self->options.max_bad)
    close_peer (self, peer, "too many bad messages");
}

void
net_service_peer_receive (NetService *self, NetPeer *peer, const char *data, gsize len)
{
  g_autoptr (GError) error = NULL;
  NetMessage msg;

  if (peer->closing || !take_token (self, peer))
    return;
  if (len > NET_MAX_FRAME)
    {
      self->stats.too_long++;
      bad_message (self, peer, "too-long", "the message is too long");
      return;
    }
  if (!net_message_parse (data, len, &msg, &error))
    {
      self->stats.garbage++;
      bad_message (self, peer, "bad-message", error->message);
      return;
    }
  if (peer->ticket != NULL &&
      (msg.type == NET_MSG_CREATE || msg.type == NET_MSG_JOIN || msg.type == NET_MSG_RESUME))
    {
      net_service_refuse (self, peer, "busy", "your table is being made");
      return;
    }
  switch (msg.type)
    {
    case NET_MSG_CREATE:
      net_service_handle_create (self, peer, &msg);
      break;
    case NET_MSG_JOIN:
      net_service_handle_join (self, peer, &msg);
      break;
    case NET_MSG_RESUME:
      net_service_handle_resume (self, peer, &msg);
      break;
    case NET_MSG_COMPUTER:
      net_service_handle_computer (self, peer, &msg);
      break;
    case NET_MSG_START:
      net_service_handle_start (self, peer, &msg);
      break;
    case NET_MSG_ACT:
      net_service_handle_act (self, peer, &msg);
      break;
    case NET_MSG_REMATCH:
      net_service_handle_rematch (self, peer);
      break;
    case NET_MSG_LEAVE:
      net_service_handle_leave (self, peer);
      break;
    case NET_MSG_MOVE:
      net_service_handle_move (self, peer, &msg);
      break;
    case NET_MSG_PING:
      {
        NetMessage pong;

        net_message_init (&pong, NET_MSG_PONG);
        net_service_send (self, peer, &pong);
      }
      break;
    default:
      self->stats.garbage++;
      bad_message (self, peer, "bad-message", "that message is the server’s, not a client’s");
      break;
    }
}
