/* net-store-flush.c — the records on the disk: the flushes (syncfs) of every table's
 * lines, and each deal's pack (fdatasync), in threads of their own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

#include "net-store-private.h"

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
  NetStore *store;              /* NULL once the store no longer waits for it */
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
static void
flush_failed (GPtrArray *rooms, int err)
{
  for (guint i = 0; i < rooms->len; i++)
    {
      NetRoom *room = rooms->pdata[i];
      g_autoptr (GError) error = NULL;

      if (net_room_is_dead (room))
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

static void flush_start (NetStore *self);

/* Back on the service's main context. */
static void
flush_done (GObject *source, GAsyncResult *result, gpointer data)
{
  NetFlush *f = data;
  NetStore *self = f->store;

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
take_dirty (NetStore *self)
{
  GPtrArray *dirty = g_ptr_array_new_with_free_func ((GDestroyNotify) net_room_unref);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->dirty);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      NetRoom *room = key;

      g_hash_table_iter_steal (&iter);
      /* (A table put away meanwhile has no lines to keep.) */
      if (net_room_is_dead (room))
        net_room_unref (room);
      else
        g_ptr_array_add (dirty, room);
    }
  return dirty;
}

/* A flush of every table with new lines, unless one is under way (then
 * it follows that one).  Leaves the timer (flush_id) alone. */
static void
flush_start (NetStore *self)
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
  f->store = self;
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
  NetStore *self = data;

  self->flush_id = 0;
  flush_start (self);
  return G_SOURCE_REMOVE;
}

void
net_store_flush_later (NetRoom *room)
{
  NetStore *self = net_store_of (room);

  if (!g_hash_table_contains (self->dirty, room))
    g_hash_table_add (self->dirty, net_room_ref (room));
  if (self->flush_id == 0)
    self->flush_id = g_timeout_add (NET_STORE_FLUSH_MS, flush_all, self);
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

  if (!net_store_on_disk (net_store_of (room)))
    {
      done (room, 0);
      return;
    }
  fd = net_store_open_record (room);
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
net_store_flush_now (NetStore *self)
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
      f->store = NULL;
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
