/* euchre-file.c — reading and writing files the program does not control
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "euchre-file.h"

/* The messages leave the path out: callers put it first ("PATH: why"),
 * or in a heading of their own. */
static void
set_not_regular (GError **error, mode_t mode)
{
  const char *why = S_ISDIR (mode) ? _("this is a folder, not a regular file")
                    : S_ISFIFO (mode) ? _("this is a named pipe, not a regular file")
                    : S_ISSOCK (mode) ? _("this is a socket, not a regular file")
                    : _("this is a device, not a regular file");

  g_set_error_literal (error, G_FILE_ERROR,
                       S_ISDIR (mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_INVAL, why);
}

static void
set_errno_error (GError **error, int saved_errno)
{
  if (saved_errno == ELOOP)
    g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_LOOP,
                         _("this is a loop of symbolic links, not a file"));
  else
    g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                         g_strerror (saved_errno));
}

static void
set_too_large (GError **error, gsize max_bytes)
{
  /* "4 MiB", "64 KiB": the limits are whole ones. */
  g_autofree char *size = max_bytes % (1024 * 1024) == 0
                          ? g_strdup_printf ("%" G_GSIZE_FORMAT " MiB", max_bytes / (1024 * 1024))
                          : max_bytes % 1024 == 0
                          ? g_strdup_printf ("%" G_GSIZE_FORMAT " KiB", max_bytes / 1024)
                          : g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
               _("the file is too large (more than %s)"), size);
}

gboolean
euchre_file_read_bounded (const char *path, gsize max_bytes, char **contents, gsize *length,
                          GError **error)
{
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize used = 0, size;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (max_bytes < G_MAXSIZE - 1, FALSE);

  *contents = NULL;
  if (length != NULL)
    *length = 0;
  /* Non-blocking: opening a pipe with no writer (or a device that waits)
   * returns at once; it is refused below, unread. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error, st.st_mode);
      close (fd);
      return FALSE;
    }
  if ((guint64) st.st_size > (guint64) max_bytes)
    {
      set_too_large (error, max_bytes);
      close (fd);
      return FALSE;
    }

  /* What stat() said, and then up to one byte more than the limit: a file
   * that grows while it is read is refused as too large, not read on. */
  size = MIN ((gsize) st.st_size, max_bytes) + 1;
  buffer = g_malloc (size + 1);
  for (;;)
    {
      gssize n;

      if (used == size)
        {
          if (size > max_bytes)
            break;
          size = MIN (size * 2, max_bytes + 1);
          buffer = g_realloc (buffer, size + 1);
        }
      n = read (fd, buffer + used, size - used);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;
      used += (gsize) n;
    }
  close (fd);
  if (used > max_bytes)
    {
      set_too_large (error, max_bytes);
      return FALSE;
    }
  buffer[used] = '\0';
  *contents = g_steal_pointer (&buffer);
  if (length != NULL)
    *length = used;
  return TRUE;
}

/* @path with its symbolic links followed (the last component only, link
 * after link), or NULL with G_FILE_ERROR_LOOP after too many. */
static char *
follow_links (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *target = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        return g_steal_pointer (&current);
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, target, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }
  set_errno_error (error, ELOOP);
  return NULL;
}

static gboolean
write_all (int fd, const char *contents, gsize length, GError **error)
{
  gsize done = 0;

  while (done < length)
    {
      gssize n = write (fd, contents + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          return FALSE;
        }
      done += (gsize) n;
    }
  return TRUE;
}

/* Writes all of @contents into what is already at @path: a device, a pipe. */
static gboolean
write_into (const char *path, const char *contents, gsize length, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      set_errno_error (error, errno);
      return FALSE;
    }
  if (!write_all (fd, contents, length, error))
    {
      close (fd);
      return FALSE;
    }
  if (close (fd) != 0)
    {
      set_errno_error (error, errno);
      return FALSE;
    }
  return TRUE;
}

/* "PATH.XXXXXX" written whole, then renamed over @path: a reader sees the
 * old file or the new one, never a part.  The errors are the system's
 * words alone ("No space left on device"), short enough for a toast. */
static gboolean
replace_atomically (const char *path, const char *contents, gsize length, gboolean existed,
                    GError **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  /* 0666 less the umask, as g_file_set_contents() makes files. */
  int fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0666);
  int saved_errno;

  if (fd < 0)
    {
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *name = g_filename_display_name (dir);

      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("nothing can be written in the folder %s: %s"), name,
                   g_strerror (saved_errno));
      return FALSE;
    }
  if (!write_all (fd, contents, length, error))
    goto fail;
  /* Replacing a file: its new bytes on the disk before the name moves. */
  if (existed && fsync (fd) != 0)
    {
      set_errno_error (error, errno);
      goto fail;
    }
  if (close (fd) != 0)
    {
      fd = -1;
      set_errno_error (error, errno);
      goto fail;
    }
  fd = -1;
  if (g_rename (tmp, path) != 0)
    {
      set_errno_error (error, errno);
      goto fail;
    }
  return TRUE;

fail:
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  errno = saved_errno;
  return FALSE;
}

gboolean
euchre_file_save (const char *path, const char *contents, gssize length, GError **error)
{
  g_autofree char *target = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (contents);
  target = follow_links (path, error);
  if (target == NULL)
    return FALSE;
  if (g_stat (target, &st) != 0)
    return replace_atomically (target, contents, (gsize) length, FALSE, error);
  if (S_ISREG (st.st_mode))
    return replace_atomically (target, contents, (gsize) length, TRUE, error);
  if (S_ISDIR (st.st_mode))
    {
      set_not_regular (error, st.st_mode);
      return FALSE;
    }
  return write_into (target, contents, (gsize) length, error);
}

/* "NAME.XXXXXX": what g_mkstemp() puts for the six X. */
static gboolean
is_temporary_of (const char *entry, const char *base)
{
  gsize n = strlen (base);

  if (strncmp (entry, base, n) != 0 || entry[n] != '.' || strlen (entry + n + 1) != 6)
    return FALSE;
  for (const char *p = entry + n + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

guint
euchre_file_remove_stale_temporaries (const char *path, guint min_age_s)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr (GDir) d = NULL;
  const char *entry;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return 0;
  while ((entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *full = NULL;
      GStatBuf st;

      if (!is_temporary_of (entry, base))
        continue;
      full = g_build_filename (dir, entry, NULL);
      /* Only regular files of ours, not being written now. */
      if (g_lstat (full, &st) != 0 || !S_ISREG (st.st_mode) ||
          (gint64) st.st_mtime + (gint64) min_age_s > now)
        continue;
      if (g_unlink (full) == 0)
        {
          g_message ("Removed %s, left by a save that was interrupted", full);
          removed++;
        }
    }
  return removed;
}
