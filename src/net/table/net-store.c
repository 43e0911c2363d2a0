/* net-store.c — each table on disk: its files, written and appended to
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   DATA_DIR/CODE/room.json      the seats, tokens (hashed), the host, the
 *                                salts' secret; rewritten (atomically)
 *                                when the seating changes
 *   DATA_DIR/CODE/game.record    the game in progress: the game record
 *                                (euchre-record.h), one line appended per
 *                                action, each deal's pack before the deal
 *   DATA_DIR/CODE/game-N.record  the games finished before
 *
 * A table put away (finished, nobody left) is deleted.  Lines are
 * appended with one write() each before any seat is told, so a server
 * killed at any moment leaves at most a cut-off last line, which
 * euchre_record_parse_prefix() leaves out.  What reaches the disk when:
 *
 *   - a deal's pack: flushed (fdatasync of its record) before its
 *     commitment goes out;
 *   - the actions: every NET_STORE_FLUSH_MS, one syncfs() of the data
 *     folder's filesystem for every table with lines since the last one
 *     (flush_all()), so a machine that stops loses at most the last
 *     second or so of play (the flush's own time added); a server killed
 *     alone loses nothing (the kernel has the lines);
 *   - room.json and a new game's record: written beside and renamed over.
 *
 * An append, or a flush, that fails is said: each table it concerns stops
 * (net_room_unsaved()) and tries the disk again.
 *
 * Here the writing; the flushes in net-store-flush.c, the data folder
 * and the restore in net-store-folders.c.  A table is known through
 * net-room.h alone, the service through net-service-tables.h.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "net-fair.h"
#include "net-service-tables.h"
#include "net-store-private.h"
#include "net-store-read.h"

NetStore *
net_store_of (NetRoom *room)
{
  return net_service_get_store (net_room_get_service (room));
}

gboolean
net_store_on_disk (NetStore *store)
{
  return store->data_dir != NULL;
}

char *
net_store_room_dir (NetRoom *room)
{
  NetStore *store = net_store_of (room);

  if (store->data_dir == NULL)
    return NULL;
  return g_build_filename (store->data_dir, net_room_get_code (room), NULL);
}

char *
net_store_record_path (NetRoom *room)
{
  NetStore *store = net_store_of (room);

  if (store->data_dir == NULL)
    return NULL;
  return g_build_filename (store->data_dir, net_room_get_code (room), "game.record", NULL);
}

/* The table's record, open to append; -1 and errno if it cannot be.
 * Opened from the data folder's descriptor: the folder's own path is not
 * walked again at every action. */
int
net_store_open_record (NetRoom *room)
{
  char name[NET_CODE_LEN + sizeof "/game.record"];
  NetStore *store = net_store_of (room);
  g_autofree char *path = NULL;

  if (store->data_fd >= 0)
    {
      g_snprintf (name, sizeof name, "%s/game.record", net_room_get_code (room));
      return openat (store->data_fd, name, O_WRONLY | O_APPEND | O_CLOEXEC);
    }
  path = net_store_record_path (room);
  if (path == NULL)
    {
      /* A table kept in memory only has no record to open. */
      errno = ENOENT;
      return -1;
    }
  return g_open (path, O_WRONLY | O_APPEND | O_CLOEXEC, 0);
}

void
net_store_write_meta (NetRoom *room)
{
  g_autoptr (JsonBuilder) b = NULL;
  g_autoptr (JsonGenerator) gen = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *dir = net_store_room_dir (room);
  NetStoreTable t;

  if (dir == NULL)
    return;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_printerr ("euchre-server: cannot create %s: %s\n", dir, g_strerror (errno));
      return;
    }
  net_room_describe (room, &t);
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "code");
  json_builder_add_string_value (b, t.code);
  json_builder_set_member_name (b, "secret");
  json_builder_add_string_value (b, t.secret);
  json_builder_set_member_name (b, "creator");
  json_builder_add_string_value (b, t.creator);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, t.game);
  json_builder_set_member_name (b, "started");
  json_builder_add_boolean_value (b, t.started);
  json_builder_set_member_name (b, "host");
  json_builder_add_int_value (b, t.host);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < 4; s++)
    {
      const NetStoreSeat *seat = &t.seats[s];
      gboolean person = seat->kind != NET_SEAT_EMPTY && seat->kind != NET_SEAT_COMPUTER;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, person ? "human" : net_seat_kind_id (seat->kind));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, seat->name);
      json_builder_set_member_name (b, "token");
      json_builder_add_string_value (b, seat->token_hash);
      json_builder_set_member_name (b, "level");
      json_builder_add_string_value (b, seat->level);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  gen = json_generator_new ();
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  path = g_build_filename (dir, "room.json", NULL);
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_printerr ("euchre-server: %s\n", error->message);
}

gboolean
net_store_start_record (NetRoom *room, GError **error)
{
  return net_store_rewrite_record (room, NULL, error);
}

gboolean
net_store_rewrite_record (NetRoom *room, const char *pending, GError **error)
{
  g_autofree char *text = NULL, *path = NULL;
  g_autofree char *dir = net_store_room_dir (room);

  if (dir == NULL)
    return TRUE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int err = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot create %s: %s",
                   dir, g_strerror (err));
      return FALSE;
    }
  text = euchre_record_to_string (net_room_get_record (room));
  /* The game's number inside what is renamed: a rematch is then one
   * rename, and a restore never pairs one game's number with another's
   * record (net_store_parse_table()). */
  {
    const char *nl = strchr (text, '\n');
    char *with = nl != NULL
      ? g_strdup_printf ("%.*s" NET_STORE_GAME_LINE "%u\n%s", (int) (nl + 1 - text), text,
                         net_room_get_game (room), nl + 1)
      : g_strdup (text);

    g_free (text);
    text = with;
  }
  if (pending != NULL)
    {
      char *with = g_strconcat (text, pending, "\n", NULL);

      g_free (text);
      text = with;
    }
  path = net_store_record_path (room);
  /* Written beside it, flushed, then renamed over it: one atomic step. */
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT |
                                   G_FILE_SET_CONTENTS_DURABLE, 0600, error);
}

GError *
net_store_write_error (NetRoom *room, int err)
{
  g_autofree char *path = net_store_record_path (room);

  return g_error_new (G_IO_ERROR, g_io_error_from_errno (err), "cannot write to %s: %s", path,
                      g_strerror (err));
}

gboolean
net_store_append (NetRoom *room, const char *line, gboolean flush, GError **error)
{
  g_autofree char *text = NULL;
  gsize len, done = 0;
  int fd, err = 0;

  /* Each line is an action (or a deal): the table is active. */
  net_service_table_active (net_room_get_service (room), room);
  if (!net_store_on_disk (net_store_of (room)))
    return TRUE;
  text = g_strconcat (line, "\n", NULL);
  len = strlen (text);
  fd = net_store_open_record (room);
  if (fd < 0)
    {
      g_autofree char *path = NULL;

      err = errno;
      path = net_store_record_path (room);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot open %s: %s", path,
                   g_strerror (err));
      return FALSE;
    }
  /* One write() for the line: a server killed after it loses nothing
   * (the kernel has it).  A deal's pack is flushed to the disk before its
   * commitment is sent; actions within NET_STORE_FLUSH_MS (flush_all()),
   * so a machine that stops loses at most that second of play. */
  while (done < len)
    {
      ssize_t n = write (fd, text + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          /* A short write sets no errno: the disk is full. */
          err = n < 0 ? errno : ENOSPC;
          break;
        }
      done += n;
    }
  if (err == 0 && flush && fdatasync (fd) != 0)
    err = errno;
  if (err != 0 && done > 0)
    {
      /* Half a line would make the next one garbage: take it back. */
      struct stat st;

      if (fstat (fd, &st) == 0 && (gsize) st.st_size >= done)
        if (ftruncate (fd, st.st_size - done) != 0)
          { /* the reader leaves a cut line out */ }
    }
  close (fd);
  if (err != 0)
    {
      g_propagate_error (error, net_store_write_error (room, err));
      return FALSE;
    }
  if (!flush)
    net_store_flush_later (room);
  return TRUE;
}

/* The finished game kept as game-N.record, by a second name (a hard
 * link): game.record stays until the new game's record replaces it in one
 * rename (net_store_start_record()), so a server stopped anywhere in a
 * rematch still has the table (the finished game, or the new one). */
static void (*rematch_hook) (NetRoom *room, guint step);

void
net_service_set_rematch_hook (void (*hook) (NetRoom *room, guint step))
{
  rematch_hook = hook;
}

void
net_store_rematch_step (NetRoom *room, guint step)
{
  if (rematch_hook != NULL)
    rematch_hook (room, step);
}

gboolean
net_store_archive_game (NetRoom *room, GError **error)
{
  g_autofree char *from = NULL, *dir = net_store_room_dir (room);
  guint game = net_room_get_game (room);

  from = net_store_record_path (room);
  if (dir == NULL || from == NULL)
    return TRUE;
  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("game-%u.record", game)
                                     : g_strdup_printf ("game-%u.%u.record", game, i);
      g_autofree char *to = g_build_filename (dir, name, NULL);
      int err;

      if (link (from, to) == 0)
        return TRUE;
      err = errno;
      if (err != EEXIST)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot keep %s as %s: %s",
                       from, name, g_strerror (err));
          return FALSE;
        }
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "cannot keep %s: too many copies", from);
  return FALSE;
}
