/* net-room-disk.c — a table whose record the disk does not take (told, and tried
 * again), a new game at the same seats, and what the store writes and reads back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "net-room-private.h"

static gboolean retry_disk (gpointer data);

/* The record could not be written: every seat is told, in the system's
 * words, and the table takes no action until the disk takes one again
 * (tried every 10 s, and at each person's action): nothing a seat sees
 * is ever missing from the record. */
void
net_room_unsaved (NetRoom *room, const GError *error)
{
  if (!room->unsaved)
    {
      g_autofree char *words = g_strdup_printf ("the server cannot save this table’s game (%s): "
                                                "the game waits until it can; nothing is lost "
                                                "up to here", error->message);
      NetMessage msg;

      g_printerr ("euchre-server: table %s stops: %s\n", room->code, error->message);
      net_message_init (&msg, NET_MSG_ERROR);
      g_strlcpy (msg.code, "not-saved", sizeof msg.code);
      g_strlcpy (msg.text, words, sizeof msg.text);
      net_room_tell_mask (room, NET_ROOM_ALL_SEATS, &msg);
    }
  room->unsaved = TRUE;
  /* Out of descriptors, the table goes on as soon as one is free (a
   * connection gone, a table's file closed): tried every second.  A full
   * or failing disk, every 10 s. */
  if (room->retry_id == 0)
    room->retry_id = g_timeout_add_full (G_PRIORITY_DEFAULT,
                                         g_error_matches (error, G_IO_ERROR,
                                                          G_IO_ERROR_TOO_MANY_OPEN_FILES)
                                           ? 1000 : 10000,
                                         retry_disk, net_room_ref (room),
                                         (GDestroyNotify) net_room_unref);
}

/* The disk took a line again: said, and every seat told (as "error"
 * "saved-again", which a client shows as a notice) that the game goes on. */
void
net_room_saved_again (NetRoom *room)
{
  if (room->unsaved)
    {
      NetMessage msg;

      g_printerr ("euchre-server: table %s saves again\n", room->code);
      net_message_init (&msg, NET_MSG_ERROR);
      g_strlcpy (msg.code, "saved-again", sizeof msg.code);
      g_strlcpy (msg.text, "the server saves this table’s game again: the game goes on",
                 sizeof msg.text);
      room->unsaved = FALSE;
      net_room_tell_mask (room, NET_ROOM_ALL_SEATS, &msg);
    }
  room->unsaved = FALSE;
}

static gboolean
retry_disk (gpointer data)
{
  NetRoom *room = data;
  guint phase = room->state.pub.phase, s = room->state.pub.turn;

  room->retry_id = 0;
  if (room->dead)
    return G_SOURCE_REMOVE;
  /* A person's action was refused (not-saved), and nothing else tries
   * the disk: a blank line (the record's reader skips it) tells whether
   * it takes lines again, and if so the person is told their turn
   * again, whose choices their client then gives back. */
  if (room->unsaved && room->started && !room->pack_failed && !room->pack_unsynced &&
      phase != EUCHRE_PHASE_DEAL && phase != EUCHRE_PHASE_HAND_OVER &&
      phase != EUCHRE_PHASE_GAME_OVER && s < 4 && !net_seat_is_computer (&room->seats[s]))
    {
      g_autoptr (GError) error = NULL;

      if (!net_store_append (room, "", FALSE, &error))
        {
          net_room_unsaved (room, error);
          return G_SOURCE_REMOVE;
        }
      net_room_saved_again (room);
      room->seats[s].turn_told = 0;
    }
  net_room_advance (room);
  return G_SOURCE_REMOVE;
}

gboolean
net_room_rematch (NetRoom *room, GError **error)
{
  EuchreRecord *record = euchre_record_new (&room->rules, 0);
  EuchreRecord *old = room->record;

  /* On the disk first, in one atomic step: the finished game kept by a
   * second name (nothing current changes), then the new record, the new
   * game's number inside it, renamed over game.record: from that rename
   * on, the table is the new game, whatever room.json (written after, for
   * the seats) still says.  A test looks at the disk at each step
   * (net_service_set_rematch_hook()). */
  net_store_rematch_step (room, 0);
  if (!net_store_archive_game (room, error))
    {
      euchre_record_free (record);
      return FALSE;
    }
  net_store_rematch_step (room, 1);
  room->record = record;
  room->game++;
  if (!net_store_start_record (room, error))
    {
      room->game--;
      room->record = old;
      euchre_record_free (record);
      return FALSE;
    }
  net_store_rematch_step (room, 2);
  euchre_record_free (old);
  euchre_record_initial_state (room->record, &room->state);
  room->deal_entry = G_MAXUINT;
  for (guint s = 0; s < 4; s++)
    room->seats[s].turn_told = 0;
  net_store_write_meta (room);
  net_store_rematch_step (room, 3);
  net_room_send_table (room);
  net_room_advance (room);
  return TRUE;
}

void
net_room_describe (NetRoom *room, NetStoreTable *t)
{
  memset (t, 0, sizeof *t);
  g_strlcpy (t->code, room->code, sizeof t->code);
  g_strlcpy (t->secret, room->secret, sizeof t->secret);
  g_strlcpy (t->creator, room->creator, sizeof t->creator);
  t->game = room->game;
  t->host = room->host;
  t->started = room->started;
  for (guint s = 0; s < 4; s++)
    {
      const NetSeat *seat = &room->seats[s];

      t->seats[s].kind = seat->kind;
      g_strlcpy (t->seats[s].name, seat->name, sizeof t->seats[s].name);
      g_strlcpy (t->seats[s].token_hash, seat->token_hash, sizeof t->seats[s].token_hash);
      g_strlcpy (t->seats[s].level, seat->level, sizeof t->seats[s].level);
    }
  t->record = NULL;
}

NetRoom *
net_room_new_restored (NetService *service, NetStoreTable *t)
{
  NetRoom *room = net_room_new (service, t->code, &t->record->rules);

  g_strlcpy (room->secret, t->secret, sizeof room->secret);
  g_strlcpy (room->creator, t->creator, sizeof room->creator);
  room->game = t->game;
  room->host = t->host;
  room->started = t->started;
  for (guint s = 0; s < 4; s++)
    {
      NetSeat *seat = &room->seats[s];

      seat->kind = t->seats[s].kind;
      g_strlcpy (seat->name, t->seats[s].name, sizeof seat->name);
      g_strlcpy (seat->token_hash, t->seats[s].token_hash, sizeof seat->token_hash);
      g_strlcpy (seat->level, t->seats[s].level, sizeof seat->level);
    }
  euchre_record_free (room->record);
  room->record = g_steal_pointer (&t->record);
  room->state = t->state;
  room->deal_entry = t->deal_entry;
  /* A pack written last, before the server stopped, may not have been
   * flushed yet: it is, before its commitment goes out (deal()). */
  room->pack_unsynced =
    euchre_record_get_hand (room->record, euchre_record_length (room->record)) != NULL;
  return room;
}
