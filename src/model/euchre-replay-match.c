/* euchre-replay-match.c — a match file read for the replay board: a
 * replay for each of its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-emn.h"
#include "euchre-error.h"
#include "euchre-replay-private.h"

GPtrArray *
euchre_replay_load_file (GFile *file, char **match_title, GCancellable *cancellable,
                         GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (EuchreEmn) emn = NULL;
  g_autoptr (GPtrArray) replays = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (G_IS_FILE (file) && match_title != NULL, NULL);

  *match_title = NULL;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (info != NULL && g_file_info_get_size (info) > (goffset) EUCHRE_EMN_MAX_BYTES)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("The file is too large to be a Euchre game."));
      return NULL;
    }
  if (!g_file_load_contents (file, cancellable, &text, &length, NULL, error))
    return NULL;
  if (!euchre_emn_is_match (text, length))
    {
      EuchreReplay *one = euchre_replay_new_from_file (file, cancellable, error);

      if (one == NULL)
        return NULL;
      g_ptr_array_add (replays, one);
      return g_steal_pointer (&replays);
    }
  emn = euchre_emn_parse (text, (gssize) length, &local);
  if (emn == NULL)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("This file is not a Euchre game that can be read: %s"), local->message);
      return NULL;
    }
  for (guint g = 0; g < emn->games->len; g++)
    {
      EuchreEmnGame *game = g_ptr_array_index (emn->games, g);
      g_autofree char *fallback = g_strdup_printf (_("Game %u"), g + 1);
      EuchreReplay *replay;

      /* A game that does not read is left out: validate names it. */
      if (game->egn == NULL)
        continue;
      replay = euchre_replay_new_from_egn (g_steal_pointer (&game->egn), game->players,
                                           fallback, NULL);
      if (replay != NULL)
        g_ptr_array_add (replays, replay);
    }
  if (replays->len == 0)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                           _("None of the games in this match can be read."));
      return NULL;
    }
  *match_title = emn->title[0] != '\0' ? g_strdup (emn->title) : g_file_get_basename (file);
  return g_steal_pointer (&replays);
}
