/* net-store.c — each table on disk, and every table back after a restart
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
#include "net-service-private.h"
#include "net-store-read.h"

static char *
record_path (NetRoom *room)
{
  return g_build_filename (room->dir, "game.record", NULL);
}

/* The table's record, open to append; -1 and errno if it cannot be.
 * Opened from the data folder's descriptor: the folder's own path is not
 * walked again at every action. */
static int
open_record (NetRoom *room)
{
  char name[NET_CODE_LEN + sizeof "/game.record"];
  g_autofree char *path = NULL;

  if (room->service->data_fd >= 0)
    {
      g_snprintf (name, sizeof name, "%s/game.record", room->code);
      return openat (room->service->data_fd, name, O_WRONLY | O_APPEND | O_CLOEXEC);
    }
  path = record_path (room);
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

  if (room->dir == NULL)
    return;
  if (g_mkdir_with_parents (room->dir, 0700) != 0)
    {
      g_printerr ("euchre-server: cannot create %s: %s\n", room->dir, g_strerror (errno));
      return;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "code");
  json_builder_add_string_value (b, room->code);
  json_builder_set_member_name (b, "secret");
  json_builder_add_string_value (b, room->secret);
  json_builder_set_member_name (b, "creator");
  json_builder_add_string_value (b, room->creator);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, room->game);
  json_builder_set_member_name (b, "started");
  json_builder_add_boolean_value (b, room->started);
  json_builder_set_member_name (b, "host");
  json_builder_add_int_value (b, room->host);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < 4; s++)
    {
      const NetSeat *seat = &room->seats[s];
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
  path = g_build_filename (room->dir, "room.json", NULL);
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

  if (room->dir == NULL)
    return TRUE;
  if (g_mkdir_with_parents (room->dir, 0700) != 0)
    {
      int err = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot create %s: %s",
                   room->dir, g_strerror (err));
      return FALSE;
    }
  text = euchre_record_to_string (room->record);
  /* The game's number inside what is renamed: a rematch is then one
   * rename, and a restore never pairs one game's number with another's
   * record (net_store_parse_table()). */
  {
    const char *nl = strchr (text, '\n');
    char *with = nl != NULL
      ? g_strdup_printf ("%.*s" NET_STORE_GAME_LINE "%u\n%s", (int) (nl + 1 - text), text,
                         room->game, nl + 1)
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
  path = record_path (room);
  /* Written beside it, flushed, then renamed over it: one atomic step. */
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT |
                                   G_FILE_SET_CONTENTS_DURABLE, 0600, error);
}

gboolean
net_store_open_data_dir (NetService *self, GError **error)
{
  self->data_fd = -1;
  if (self->data_dir == NULL)
    return TRUE;
  /* Kept open from the start: syncfs() tells of a write-back error that
   * happened since the descriptor was opened, not before. */
  self->data_fd = g_open (self->data_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (self->data_fd < 0)
    {
      int err = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot open the data "
                   "folder %s: %s", self->data_dir, g_strerror (err));
      return FALSE;
    }
  return TRUE;
}

void
net_store_close_all (NetService *self)
{
  if (self->data_fd >= 0)
    close (self->data_fd);
  self->data_fd = -1;
}

/* The actions' lines written since the last flush reach the disk here,
 * every NET_STORE_FLUSH_MS: one syncfs() of the data folder's filesystem
 * for all the tables with new lines.  (It was one fdatasync() a table, a
 * table a second: at people's pace, one an action, a sixth of the
 * server's time.  syncfs() also writes whatever else on that filesystem
 * waits to be written: the data folder belongs on a filesystem of its
 * own on a busy machine.)
 *
 * It runs in a thread of its own (GTask's): with 4,900 tables at people's
 * pace one syncfs() took 80 to 130 ms here, and the loop answered nobody
 * meanwhile (the bench's p99).  One at a time; lines appended while it
 * runs wait for the next, which starts as soon as it ends.  When it
 * fails, every table it was for stops like one whose append failed:
 * which file the error was in is not said. */
typedef struct _NetFlush {
  NetService *service;          /* NULL once the service no longer waits for it */
  GPtrArray *rooms;             /* NetRoom: the tables with lines before it began */
  int fd;                       /* the data folder's: closed only once this is done
                                 * (net_store_flush_now() waits for it) */
  int err;
  gboolean done;
  GMutex lock;
  GCond cond;
} NetFlush;

static void
flush_free (NetFlush *f)
{
  g_ptr_array_unref (f->rooms);
  g_mutex_clear (&f->lock);
  g_cond_clear (&f->cond);
  g_free (f);
}

/* Each table of @rooms stops: the disk did not take its lines (@err). */
GError *
net_store_write_error (NetRoom *room, int err)
{
  g_autofree char *path = record_path (room);

  return g_error_new (G_IO_ERROR, g_io_error_from_errno (err), "cannot write to %s: %s", path,
                      g_strerror (err));
}

static void
flush_failed (GPtrArray *rooms, int err)
{
  for (guint i = 0; i < rooms->len; i++)
    {
      NetRoom *room = rooms->pdata[i];
      g_autoptr (GError) error = NULL;

      if (room->dead)
        continue;
      error = net_store_write_error (room, err);
      net_room_unsaved (room, error);
    }
}

static void
flush_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  NetFlush *f = data;
  int err = syncfs (f->fd) != 0 ? errno : 0;

  g_mutex_lock (&f->lock);
  f->err = err;
  f->done = TRUE;
  g_cond_signal (&f->cond);
  g_mutex_unlock (&f->lock);
  g_task_return_boolean (task, TRUE);
}

static void flush_start (NetService *self);

/* Back on the service's main context. */
static void
flush_done (GObject *source, GAsyncResult *result, gpointer data)
{
  NetFlush *f = data;
  NetService *self = f->service;

  if (self != NULL)
    {
      self->flushing = NULL;
      if (f->err != 0)
        flush_failed (f->rooms, f->err);
      if (self->flush_again)
        {
          self->flush_again = FALSE;
          flush_start (self);
        }
    }
  flush_free (f);
}

/* The tables with lines since the last flush (references), none marked
 * any more. */
static GPtrArray *
take_dirty (NetService *self)
{
  GPtrArray *dirty = g_ptr_array_new_with_free_func ((GDestroyNotify) net_room_unref);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->rooms);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      NetRoom *room = value;

      if (!room->dirty || room->dir == NULL)
        continue;
      room->dirty = FALSE;
      g_ptr_array_add (dirty, net_room_ref (room));
    }
  return dirty;
}

/* A flush of every table with new lines, unless one is under way (then
 * it follows that one).  Leaves the timer (flush_id) alone. */
static void
flush_start (NetService *self)
{
  g_autoptr (GPtrArray) dirty = NULL;
  g_autoptr (GTask) task = NULL;
  NetFlush *f;

  if (self->flushing != NULL)
    {
      self->flush_again = TRUE;
      return;
    }
  dirty = take_dirty (self);
  if (dirty->len == 0)
    return;
  if (self->data_fd < 0)
    {
      flush_failed (dirty, EBADF);
      return;
    }
  f = g_new0 (NetFlush, 1);
  f->service = self;
  f->rooms = g_steal_pointer (&dirty);
  f->fd = self->data_fd;
  g_mutex_init (&f->lock);
  g_cond_init (&f->cond);
  self->flushing = f;
  task = g_task_new (NULL, NULL, flush_done, f);
  g_task_set_source_tag (task, flush_start);
  g_task_set_task_data (task, f, NULL);
  g_task_run_in_thread (task, flush_thread);
}

/* The timer (NET_STORE_FLUSH_MS after the first line since the last). */
static gboolean
flush_all (gpointer data)
{
  NetService *self = data;

  self->flush_id = 0;
  flush_start (self);
  return G_SOURCE_REMOVE;
}

typedef struct {
  NetRoom *room;
  NetStoreSynced done;
  int fd;
  int err;
} RecordSync;

static int (*pack_sync_hook) (void);

void
net_service_set_pack_sync_hook (int (*hook) (void))
{
  pack_sync_hook = hook;
}

static void
record_sync_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  RecordSync *rs = data;

  rs->err = pack_sync_hook != NULL ? pack_sync_hook () : 0;
  if (rs->err == 0)
    rs->err = fdatasync (rs->fd) != 0 ? errno : 0;
  close (rs->fd);
  g_task_return_boolean (task, TRUE);
}

static void
record_sync_done (GObject *source, GAsyncResult *result, gpointer data)
{
  RecordSync *rs = data;

  rs->done (rs->room, rs->err);
  net_room_unref (rs->room);
  g_free (rs);
}

void
net_store_sync_record (NetRoom *room, NetStoreSynced done)
{
  g_autoptr (GTask) task = NULL;
  RecordSync *rs;
  int fd;

  if (room->dir == NULL)
    {
      done (room, 0);
      return;
    }
  fd = open_record (room);
  if (fd < 0)
    {
      done (room, errno);
      return;
    }
  rs = g_new0 (RecordSync, 1);
  rs->room = net_room_ref (room);
  rs->done = done;
  rs->fd = fd;
  task = g_task_new (NULL, NULL, record_sync_done, rs);
  g_task_set_source_tag (task, net_store_sync_record);
  g_task_set_task_data (task, rs, NULL);
  g_task_run_in_thread (task, record_sync_thread);
}

/* Everything on the disk now, before the service goes: the flush under
 * way waited for, then one more for what came since, in this thread. */
void
net_store_flush_now (NetService *self)
{
  g_autoptr (GPtrArray) dirty = NULL;
  NetFlush *f = self->flushing;

  g_clear_handle_id (&self->flush_id, g_source_remove);
  if (f != NULL)
    {
      g_mutex_lock (&f->lock);
      while (!f->done)
        g_cond_wait (&f->cond, &f->lock);
      g_mutex_unlock (&f->lock);
      if (f->err != 0)
        flush_failed (f->rooms, f->err);
      /* Its end, on the main context, finds nobody waiting and frees it;
       * the tables are let go now, while their service is here. */
      g_ptr_array_set_size (f->rooms, 0);
      f->service = NULL;
      self->flushing = NULL;
      self->flush_again = FALSE;
    }
  dirty = take_dirty (self);
  if (dirty->len == 0)
    return;
  if (self->data_fd < 0)
    flush_failed (dirty, EBADF);
  else if (syncfs (self->data_fd) != 0)
    flush_failed (dirty, errno);
}

gboolean
net_store_append (NetRoom *room, const char *line, gboolean flush, GError **error)
{
  g_autofree char *text = NULL;
  gsize len, done = 0;
  int fd, err = 0;

  /* Each line is an action (or a deal): the table is active. */
  net_service_table_active (room->service, room);
  if (room->dir == NULL)
    return TRUE;
  text = g_strconcat (line, "\n", NULL);
  len = strlen (text);
  fd = open_record (room);
  if (fd < 0)
    {
      g_autofree char *path = record_path (room);

      err = errno;
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
    {
      room->dirty = TRUE;
      if (room->service->flush_id == 0)
        room->service->flush_id = g_timeout_add (NET_STORE_FLUSH_MS, flush_all, room->service);
    }
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
  g_autofree char *from = NULL;

  if (room->dir == NULL)
    return TRUE;
  from = record_path (room);
  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("game-%u.record", room->game)
                                     : g_strdup_printf ("game-%u.%u.record", room->game, i);
      g_autofree char *to = g_build_filename (room->dir, name, NULL);
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

/* A table put away is deleted with its files: nobody can come back to it
 * (its code no longer finds it), and 2,000 tables created and left kept
 * 23 MiB of folders. */
void
net_store_retire (NetRoom *room)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;

  if (room->dir == NULL)
    return;
  dir = g_dir_open (room->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (room->dir, name, NULL);

      if (g_unlink (path) != 0)
        g_printerr ("euchre-server: cannot delete %s: %s\n", path, g_strerror (errno));
    }
  if (g_rmdir (room->dir) != 0 && errno != ENOENT)
    g_printerr ("euchre-server: cannot delete %s: %s\n", room->dir, g_strerror (errno));
}

/* ---- restoring ------------------------------------------------------------ */

/* A table that does not read is moved out of the way (CODE.bad, or
 * CODE.bad.N), kept for whoever looks into it, and named; the server
 * starts with every other table. */
static void
set_aside (NetService *self, const char *name, const char *why)
{
  g_autofree char *from = g_build_filename (self->data_dir, name, NULL);
  g_autofree char *to = NULL;

  for (guint i = 0; i < 1000 && to == NULL; i++)
    {
      g_autofree char *candidate = i == 0 ? g_strdup_printf ("%s.bad", from)
                                          : g_strdup_printf ("%s.bad.%u", from, i);
      struct stat st;

      if (lstat (candidate, &st) != 0 && errno == ENOENT)
        to = g_steal_pointer (&candidate);
    }
  if (to != NULL && g_rename (from, to) == 0)
    {
      g_autofree char *base = g_path_get_basename (to);

      g_printerr ("euchre-server: table %s not restored, set aside as %s: %s\n", name, base, why);
    }
  else
    g_printerr ("euchre-server: table %s not restored (and could not be set aside: %s): %s\n",
                name, g_strerror (errno), why);
}

/* The record read only in part: the whole file is kept beside it
 * (game.record.damaged, …damaged.N) before the part that reads is written
 * again, and the server says what was left out. */
static void
keep_damaged (NetRoom *room, const char *text, gsize len, const NetStoreTable *t)
{
  g_autofree char *path = NULL, *base = NULL;
  g_autoptr (GError) error = NULL;
  guint left = t->lines >= t->stopped_at ? t->lines - t->stopped_at + 1 : 1;

  for (guint i = 0; i < 1000 && path == NULL; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup ("game.record.damaged")
                                     : g_strdup_printf ("game.record.damaged.%u", i);
      g_autofree char *candidate = g_build_filename (room->dir, name, NULL);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS))
        path = g_steal_pointer (&candidate);
    }
  if (path == NULL ||
      !g_file_set_contents_full (path, text, len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    {
      g_printerr ("euchre-server: table %s: its record stops reading at line %u; the damaged "
                  "file could not be kept (%s), so it is left as it is\n", room->code,
                  t->stopped_at, error != NULL ? error->message : "too many copies");
      return;
    }
  base = g_path_get_basename (path);
  g_printerr ("euchre-server: table %s: its record stops reading at line %u of %u: %u line%s "
              "from there left out (a line cut off when the server stopped, or damage); the "
              "whole file is kept as %s\n", room->code, t->stopped_at,
              MAX (t->lines, t->stopped_at), left, left == 1 ? "" : "s", base);
  if (!net_store_start_record (room, &error))
    g_printerr ("euchre-server: table %s: %s\n", room->code, error->message);
}

/* One table's directory back: NULL (and why) when it does not read. */
static NetRoom *
restore_room (NetService *self, const char *name, GError **error)
{
  g_autofree char *dir = g_build_filename (self->data_dir, name, NULL);
  g_autofree char *meta_path = g_build_filename (dir, "room.json", NULL);
  g_autofree char *rpath = g_build_filename (dir, "game.record", NULL);
  g_autofree char *meta = NULL, *record = NULL, *creator = NULL;
  NetStoreTable t;
  gsize meta_len, record_len;
  NetRoom *room;
  struct stat st;

  if (lstat (dir, &st) != 0 || !S_ISDIR (st.st_mode))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "it is not a folder (a file, or a link)");
      return NULL;
    }
  if (!net_store_read_file (meta_path, NET_STORE_MAX_META, &meta, &meta_len, error) ||
      !net_store_read_file (rpath, NET_STORE_MAX_RECORD, &record, &record_len, error) ||
      !net_store_parse_table (name, meta, meta_len, record, record_len, &t, error))
    return NULL;
  room = net_room_new (self, name, &t.record->rules);
  g_strlcpy (room->secret, t.secret, sizeof room->secret);
  /* (Files written before the limits counted IPv6 by /64 hold the whole address.) */
  creator = net_service_address_key (t.creator);
  g_strlcpy (room->creator, creator, sizeof room->creator);
  room->game = t.game;
  room->host = t.host;
  room->started = t.started;
  for (guint s = 0; s < 4; s++)
    {
      NetSeat *seat = &room->seats[s];

      seat->kind = t.seats[s].kind;
      g_strlcpy (seat->name, t.seats[s].name, sizeof seat->name);
      g_strlcpy (seat->token_hash, t.seats[s].token_hash, sizeof seat->token_hash);
      g_strlcpy (seat->level, t.seats[s].level, sizeof seat->level);
    }
  euchre_record_free (room->record);
  room->record = g_steal_pointer (&t.record);
  room->state = t.state;
  room->deal_entry = t.deal_entry;
  /* A pack written last, before the server stopped, may not have been
   * flushed yet: it is, before its commitment goes out (deal()). */
  room->pack_unsynced =
    euchre_record_get_hand (room->record, euchre_record_length (room->record)) != NULL;
  if (t.stopped_at != 0)
    keep_damaged (room, record, record_len, &t);
  net_store_table_clear (&t);
  return room;
}

guint
net_store_restore_all (NetService *self)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;
  guint n_new = 0;

  if (self->data_dir == NULL)
    return 0;
  dir = g_dir_open (self->data_dir, 0, NULL);
  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (GError) error = NULL;
      NetRoom *room;

      /* (Again, for tables copied in since: those held are skipped.) */
      if (!net_code_valid (name) || g_hash_table_contains (self->rooms, name))
        continue;
      room = restore_room (self, name, &error);
      if (room == NULL)
        {
          set_aside (self, name, error->message);
          continue;
        }
      g_hash_table_insert (self->rooms, room->code, room);
      net_service_table_listed (self, room, TRUE, FALSE);
      n_new++;
      if (room->creator[0] != '\0')
        {
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address,
                                                           room->creator));

          g_hash_table_insert (self->rooms_per_address, g_strdup (room->creator),
                               GUINT_TO_POINTER (n + 1));
        }
      /* Everyone is away: each has the grace period to come back. */
      for (guint s = 0; s < 4; s++)
        if (room->seats[s].kind == NET_SEAT_AWAY)
          net_room_seat_detach (room, s);
      net_room_advance (room);
    }
  return n_new;
}
