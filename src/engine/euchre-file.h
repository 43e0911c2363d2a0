/* euchre-file.h — reading and writing files the program does not control
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file the game or euchre-cli reads (the saved game, statistics.ini,
 * a game record, an EGN file, a CS 246 saved game, an EECS 280 pack) is
 * read with euchre_file_read_bounded(): a regular file only, never more
 * than its limit, and never a wait.  Every file they replace is written
 * with euchre_file_save(): atomically when it is a regular file, through a
 * symbolic link, and into a device or a pipe rather than over it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The limits of what is read: a game of any kind (record, EGN, CS 246;
 * the same as EUCHRE_EGN_MAX_BYTES), the statistics, an EECS 280 pack. */
#define EUCHRE_FILE_GAME_MAX_BYTES  (4u * 1024u * 1024u)
#define EUCHRE_FILE_STATS_MAX_BYTES (1024u * 1024u)
#define EUCHRE_FILE_PACK_MAX_BYTES  (64u * 1024u)

/* Reads the regular file at @path (a symbolic link to one is fine) whole,
 * NUL-terminated like g_file_get_contents(), if it holds at most
 * @max_bytes bytes.  A folder, a pipe, a device or a socket is refused
 * without being read, a loop of links too (G_FILE_ERROR_ISDIR, _INVAL,
 * _LOOP); so is a file of more than @max_bytes bytes, however large stat()
 * says it is (G_FILE_ERROR_FAILED).  A missing file is G_FILE_ERROR_NOENT.
 * The messages are words for the player without the path, which the
 * caller puts before them ("PATH: why") or in a heading. */
gboolean euchre_file_read_bounded (const char  *path,
                                   gsize        max_bytes,
                                   char       **contents,
                                   gsize       *length,
                                   GError     **error);

/* Writes @contents (@length bytes, -1: NUL-terminated) to @path.  A
 * regular file (or none) is replaced atomically, as g_file_set_contents()
 * does; a symbolic link is followed and its target replaced, the link
 * kept; anything else that exists there (a device such as /dev/null, a
 * pipe) is written into, never replaced.  A folder is refused. */
gboolean euchre_file_save         (const char  *path,
                                   const char  *contents,
                                   gssize       length,
                                   GError     **error);

/* Removes the temporary files an atomic save of @path leaves when the
 * program is killed in the middle of it ("PATH.XXXXXX", as
 * g_file_set_contents() names them) that were last changed more than
 * @min_age_s seconds ago.  Returns how many it removed. */
guint    euchre_file_remove_stale_temporaries (const char *path,
                                               guint       min_age_s);

G_END_DECLS
