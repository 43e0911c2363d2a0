/* euchre-game-save.c — autosave, and resuming a saved game, damaged
 * ones included
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "euchre-file.h"
#include "euchre-game-private.h"

void
euchre_game_autosave (EuchreGame *self)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;

  if (self->save_path == NULL)
    return;
  text = euchre_record_to_string (self->record);
  if (self->undo_used)
    {
      /* After the first line, where a cut-off file keeps it. */
      char *rest = strchr (text, '\n') + 1;
      char *marked = g_strdup_printf ("%.*s%s\n%s", (int) (rest - text), text,
                                      EUCHRE_GAME_UNDO_MARK, rest);

      g_free (text);
      text = marked;
    }
  dir = g_path_get_dirname (self->save_path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), dir, g_strerror (saved_errno));
    }
  else
    euchre_file_save (self->save_path, text, -1, &error);
  if (error != NULL)
    euchre_game_emit_save_failed (self, error->message);
}

gboolean
euchre_game_text_marks_undo (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_equal (g_strstrip (lines[i]), EUCHRE_GAME_UNDO_MARK))
      return TRUE;
  return FALSE;
}

/* The first free "PATH.corrupt-N". */
static char *
corrupt_name (const char *path)
{
  for (guint n = 1;; n++)
    {
      char *name = g_strdup_printf ("%s.corrupt-%u", path, n);

      if (!g_file_test (name, G_FILE_TEST_EXISTS))
        return name;
      g_free (name);
    }
}

/* Moves the unreadable save aside; FALSE (errno set) when it cannot be. */
static gboolean
keep_aside (EuchreGame *self, char **kept)
{
  *kept = corrupt_name (self->save_path);
  return g_rename (self->save_path, *kept) == 0;
}

/* Takes the lock on the saved game; FALSE when another game holds it.  A
 * lock that cannot be made (a read-only folder) is no reason not to read
 * the save. */
static gboolean
take_lock (EuchreGame *self)
{
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;
  int fd;

  if (self->save_lock >= 0)
    return TRUE;
  dir = g_path_get_dirname (self->save_path);
  name = g_strconcat (self->save_path, ".lock", NULL);
  g_mkdir_with_parents (dir, 0700);
  fd = g_open (name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
  if (fd < 0)
    return TRUE;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      return saved_errno != EWOULDBLOCK;
    }
  self->save_lock = fd;
  /* Temporary files of saves killed half-way: no one else writes here. */
  euchre_file_remove_stale_temporaries (self->save_path, 0);
  return TRUE;
}

EuchreResumeResult
euchre_game_resume (EuchreGame *self, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (EuchreRecord) record = NULL;
  EuchreState state;
  guint stopped_at = 0;
  gsize length = 0;
  gboolean whole = FALSE;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), EUCHRE_RESUME_NOTHING);

  if (self->save_path == NULL)
    return EUCHRE_RESUME_NOTHING;
  if (!take_lock (self))
    {
      g_clear_pointer (&self->save_path, g_free);
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN,
                           _("Euchre is already running with your saved game, in another "
                             "session. A new game begins here, and it will not be saved."));
      return EUCHRE_RESUME_IN_USE;
    }
  /* A pipe, a device, a folder or a loop of links is not read (nor
   * waited for): it is moved aside like any unreadable save. */
  if (euchre_file_read_bounded (self->save_path, EUCHRE_FILE_GAME_MAX_BYTES, &text, &length,
                                &local))
    {
      record = euchre_record_parse_prefix (text, &state, &stopped_at, &local);
      /* Bytes after a NUL (what a crash can leave) are damage too. */
      whole = record != NULL && stopped_at == 0 && strlen (text) == length;
    }
  else if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
           g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOTDIR))
    return EUCHRE_RESUME_NOTHING;
  if (record != NULL)
    euchre_game_set_undo_used (self, euchre_game_text_marks_undo (text));
  if (whole)
    {
      euchre_game_restart_from (self, &state, g_steal_pointer (&record));
      return EUCHRE_RESUME_RESUMED;
    }

  /* The parser's words (line numbers, expected tokens) are for bug
   * reports, not for the player: they go to the debug log. */
  if (record != NULL)
    g_debug ("Saved game %s read up to line %u (0: a NUL)", self->save_path, stopped_at);
  else
    g_debug ("Saved game %s not read: %s", self->save_path, local->message);

  /* The front is sound and at least one move reads: the game goes on from
   * its last whole move, once the file as it was is safe beside it. */
  if (record != NULL && euchre_record_length (record) > 0)
    {
      if (keep_aside (self, &kept))
        {
          euchre_game_restart_from (self, &state, g_steal_pointer (&record));
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Part of your saved game was damaged. The game goes on from the "
                         "last move that could be read, and the damaged file was kept as %s."),
                       kept);
          return EUCHRE_RESUME_PARTIAL;
        }
    }
  else if (keep_aside (self, &kept))
    {
      /* A file that could not be read at all keeps the file error's code;
       * the player's words are the same either way. */
      gboolean unreadable = local != NULL && local->domain == G_FILE_ERROR;

      if (unreadable)
        /* Not a file, or too large: the reader's words say which. */
        g_set_error (error, G_FILE_ERROR, local->code,
                     _("Your saved game could not be read (%s), so a new game begins. The "
                       "file was kept as %s."), local->message, kept);
      else
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("Your saved game could not be read, so a new game begins. The file "
                       "was kept as %s."), kept);
      return EUCHRE_RESUME_CORRUPT;
    }

  {
    int saved_errno = errno;

    /* Saving the next game there would overwrite the only copy. */
    g_clear_pointer (&self->save_path, g_free);
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 _("Your saved game could not be read, nor moved aside (%s). It stays as it "
                   "is, and this game will not be saved."),
                 g_strerror (saved_errno));
  }
  return EUCHRE_RESUME_CORRUPT;
}

void
euchre_game_set_save_path (EuchreGame *self, const char *path)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  if (self->save_lock >= 0)
    {
      close (self->save_lock);
      self->save_lock = -1;
    }
  g_free (self->save_path);
  self->save_path = g_strdup (path);
}

GArray *
euchre_game_get_score_sheet (EuchreGame *self, GError **error)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  /* Every action in the record was applied; but at an online table the
   * cards nobody here saw were placed by guess (euchre-game-remote.c),
   * and what another program told is never asserted. */
  GArray *rows = euchre_score_sheet_build (self->record, error);

  /* Played on from an online table: its hands come first. */
  if (rows != NULL && self->sheet_before != NULL && self->sheet_before->len > 0)
    {
      GArray *all = g_array_sized_new (FALSE, FALSE, sizeof (EuchreSheetRow),
                                       self->sheet_before->len + rows->len);

      g_array_append_vals (all, self->sheet_before->data, self->sheet_before->len);
      for (guint i = 0; i < rows->len; i++)
        {
          EuchreSheetRow row = g_array_index (rows, EuchreSheetRow, i);

          row.hand += self->sheet_before->len;
          g_array_append_val (all, row);
        }
      g_array_unref (rows);
      rows = all;
    }
  return rows;
}
