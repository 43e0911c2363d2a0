/* net-store-folders.c — the store itself and the data folder: opened for the
 * flushes, each table's folder deleted when it is put away, every table read
 * back after a restart
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

#include "net-fair.h"
#include "net-service-tables.h"
#include "net-store-private.h"
#include "net-store-read.h"

NetStore *
net_store_new (NetService *service, const char *data_dir, GError **error)
{
  NetStore *self = g_new0 (NetStore, 1);

  self->service = service;
  self->data_dir = g_strdup (data_dir);
  if (!net_store_open_data_dir (self, error))
    {
      g_free (self->data_dir);
      g_free (self);
      return NULL;
    }
  self->dirty = g_hash_table_new (g_direct_hash, g_direct_equal);
  return self;
}

void
net_store_free (NetStore *self)
{
  GHashTableIter iter;
  gpointer key;

  if (self == NULL)
    return;
  net_store_flush_now (self);
  if (self->data_fd >= 0)
    close (self->data_fd);
  g_hash_table_iter_init (&iter, self->dirty);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    net_room_unref (key);
  g_hash_table_destroy (self->dirty);
  g_free (self->data_dir);
  g_free (self);
}

gboolean
net_store_open_data_dir (NetStore *self, GError **error)
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

/* A table put away is deleted with its files: nobody can come back to it
 * (its code no longer finds it), and 2,000 tables created and left kept
 * 23 MiB of folders. */
void
net_store_retire (NetRoom *room)
{
  g_autoptr (GDir) dir = NULL;
  g_autofree char *path = net_store_room_dir (room);
  const char *name;

  if (path == NULL)
    return;
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      if (g_unlink (file) != 0)
        g_printerr ("euchre-server: cannot delete %s: %s\n", file, g_strerror (errno));
    }
  if (g_rmdir (path) != 0 && errno != ENOENT)
    g_printerr ("euchre-server: cannot delete %s: %s\n", path, g_strerror (errno));
}

/* ---- restoring ------------------------------------------------------------ */

/* A table that does not read is moved out of the way (CODE.bad, or
 * CODE.bad.N), kept for whoever looks into it, and named; the server
 * starts with every other table. */
static void
set_aside (NetStore *self, const char *name, const char *why)
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
  g_autofree char *path = NULL, *base = NULL, *room_dir = net_store_room_dir (room);
  g_autoptr (GError) error = NULL;
  guint left = t->lines >= t->stopped_at ? t->lines - t->stopped_at + 1 : 1;

  for (guint i = 0; i < 1000 && path == NULL; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup ("game.record.damaged")
                                     : g_strdup_printf ("game.record.damaged.%u", i);
      g_autofree char *candidate = g_build_filename (room_dir, name, NULL);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS))
        path = g_steal_pointer (&candidate);
    }
  if (path == NULL ||
      !g_file_set_contents_full (path, text, len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    {
      g_printerr ("euchre-server: table %s: its record stops reading at line %u; the damaged "
                  "file could not be kept (%s), so it is left as it is\n", net_room_get_code (room),
                  t->stopped_at, error != NULL ? error->message : "too many copies");
      return;
    }
  base = g_path_get_basename (path);
  g_printerr ("euchre-server: table %s: its record stops reading at line %u of %u: %u line%s "
              "from there left out (a line cut off when the server stopped, or damage); the "
              "whole file is kept as %s\n", net_room_get_code (room), t->stopped_at,
              MAX (t->lines, t->stopped_at), left, left == 1 ? "" : "s", base);
  if (!net_store_start_record (room, &error))
    g_printerr ("euchre-server: table %s: %s\n", net_room_get_code (room), error->message);
}

/* One table's directory back: NULL (and why) when it does not read. */
static NetRoom *
restore_room (NetStore *self, const char *name, GError **error)
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
  /* (Files written before the limits counted IPv6 by /64 hold the whole address.) */
  creator = net_service_address_key (t.creator);
  g_strlcpy (t.creator, creator, sizeof t.creator);
  room = net_room_new_restored (self->service, &t);
  if (t.stopped_at != 0)
    keep_damaged (room, record, record_len, &t);
  net_store_table_clear (&t);
  return room;
}

guint
net_store_restore_all (NetStore *self)
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
      if (!net_code_valid (name) || net_service_holds_table (self->service, name))
        continue;
      room = restore_room (self, name, &error);
      if (room == NULL)
        {
          set_aside (self, name, error->message);
          continue;
        }
      net_service_add_restored (self->service, room);
      n_new++;
    }
  return n_new;
}
