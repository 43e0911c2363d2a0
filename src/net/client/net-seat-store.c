/* net-seat-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE             /* lstat */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "net-fair.h"
#include "net-seat-store.h"

#define GROUP "seat"

static gboolean
bad (GError **error, const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a seat: %s", what);
  return FALSE;
}

static gboolean
is_hex (const char *s, gsize len)
{
  if (strlen (s) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]))
      return FALSE;
  return TRUE;
}

/* The string @key holds, or NULL. GLib 2.74's unescaping sets its error
 * twice (and warns) on a value that ends in a lone backslash, so such a
 * value is refused before it is unescaped: the files we write never end
 * one that way (a backslash is written as two). */
static char *
get_string (GKeyFile *kf, const char *key)
{
  g_autofree char *raw = g_key_file_get_value (kf, GROUP, key, NULL);
  gsize n = raw != NULL ? strlen (raw) : 0, slashes = 0;

  if (raw == NULL)
    return NULL;
  while (slashes < n && raw[n - 1 - slashes] == '\\')
    slashes++;
  if (slashes % 2 == 1)
    return NULL;
  return g_key_file_get_string (kf, GROUP, key, NULL);
}

/* A string of @key, at most @max bytes, printable ASCII only. */
static gboolean
get_ascii (GKeyFile *kf, const char *key, char *out, gsize max)
{
  g_autofree char *value = get_string (kf, key);

  if (value == NULL || strlen (value) > max)
    return FALSE;
  for (const char *p = value; *p; p++)
    if (*p <= ' ' || *p > '~')
      return FALSE;
  g_strlcpy (out, value, max + 1);
  return TRUE;
}

gboolean
net_seat_parse (const char *text, gsize len, NetSavedSeat *seat, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *name = NULL;

  memset (seat, 0, sizeof *seat);
  if (len > NET_SEAT_MAX_FILE)
    return bad (error, "too long");
  if (memchr (text, '\0', len) != NULL || !g_utf8_validate (text, len, NULL))
    return bad (error, "not text");
  if (!g_key_file_load_from_data (kf, text, len, G_KEY_FILE_NONE, NULL))
    return bad (error, "not a key file");
  if (!get_ascii (kf, "url", seat->url, NET_SEAT_MAX_URL) ||
      !(g_str_has_prefix (seat->url, "ws://") || g_str_has_prefix (seat->url, "wss://")))
    return bad (error, "no address");
  if (!get_ascii (kf, "link", seat->link, NET_SEAT_MAX_URL) ||
      !g_str_has_prefix (seat->link, "euchre://"))
    return bad (error, "no link");
  if (!get_ascii (kf, "code", seat->code, NET_CODE_LEN) || !net_code_valid (seat->code))
    return bad (error, "no table code");
  if (!get_ascii (kf, "token", seat->token, NET_TOKEN_LEN) || !is_hex (seat->token, NET_TOKEN_LEN))
    return bad (error, "no token");
  name = get_string (kf, "name");
  if (name == NULL || !net_name_valid (name) || strlen (name) >= sizeof seat->name)
    return bad (error, "no name");
  g_strlcpy (seat->name, name, sizeof seat->name);
  return TRUE;
}

char *
net_seat_format (const NetSavedSeat *seat)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();

  g_key_file_set_string (kf, GROUP, "url", seat->url);
  g_key_file_set_string (kf, GROUP, "link", seat->link);
  g_key_file_set_string (kf, GROUP, "code", seat->code);
  g_key_file_set_string (kf, GROUP, "token", seat->token);
  g_key_file_set_string (kf, GROUP, "name", seat->name);
  return g_key_file_to_data (kf, NULL, NULL);
}

char *
net_seat_dir (void)
{
  /* EUCHRE_DATA_DIR keeps tests and demos away from a player's files. */
  const char *dir = g_getenv ("EUCHRE_DATA_DIR");

  if (dir != NULL && dir[0] != '\0')
    return g_build_filename (dir, "online-seats", NULL);
  return g_build_filename (g_get_user_data_dir (), "euchre", "online-seats", NULL);
}

static char *
seat_path (const char *code)
{
  g_autofree char *dir = net_seat_dir ();
  g_autofree char *file = g_strconcat (code, ".seat", NULL);

  return g_build_filename (dir, file, NULL);
}

gboolean
net_seat_save (const NetSavedSeat *seat, GError **error)
{
  g_autofree char *dir = net_seat_dir ();
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  if (!net_code_valid (seat->code))
    return bad (error, "no table code");
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  path = seat_path (seat->code);
  text = net_seat_format (seat);
  /* Written whole, then renamed over: never half a file. */
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* Reads @path, a regular file no bigger than a seat's. */
static gboolean
read_seat (const char *path, NetSavedSeat *seat)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  GStatBuf st;

  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > NET_SEAT_MAX_FILE)
    return FALSE;
  if (!g_file_get_contents (path, &text, &len, NULL))
    return FALSE;
  return net_seat_parse (text, len, seat, NULL);
}

gboolean
net_seat_load (const char *code, NetSavedSeat *seat)
{
  g_autofree char *path = NULL;

  if (code == NULL || !net_code_valid (code))
    return FALSE;
  path = seat_path (code);
  return read_seat (path, seat) && g_str_equal (seat->code, code);
}

void
net_seat_forget (const char *code)
{
  g_autofree char *path = NULL;

  if (code == NULL || !net_code_valid (code))
    return;
  path = seat_path (code);
  g_unlink (path);
}

/* The newest seat kept, if it was kept less than NET_SEAT_KEPT_HOURS
 * ago; an older one is of a table long gone (its host closed it while
 * this window was away, or it was not reached again): it is forgotten,
 * not offered at every start for ever. */
gboolean
net_seat_latest (NetSavedSeat *seat)
{
  gint64 oldest = g_get_real_time () / G_USEC_PER_SEC - NET_SEAT_KEPT_HOURS * 3600;
  g_autofree char *dir = net_seat_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  gint64 newest = -1;
  gboolean found = FALSE;
  guint seen = 0;

  /* A folder of a few seats; a damaged one with thousands is read no further. */
  while (d != NULL && (name = g_dir_read_name (d)) != NULL && seen++ < 256)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      NetSavedSeat candidate;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".seat") || g_lstat (path, &st) != 0)
        continue;
      if ((gint64) st.st_mtime < oldest)
        {
          g_unlink (path);
          continue;
        }
      if ((gint64) st.st_mtime > newest && read_seat (path, &candidate))
        {
          newest = st.st_mtime;
          *seat = candidate;
          found = TRUE;
        }
    }
  return found;
}
