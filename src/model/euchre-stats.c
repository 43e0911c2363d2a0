/* euchre-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-stats"

#include "config.h"

#include <stdlib.h>

#include "euchre-stats.h"

static const char *stat_keys[EUCHRE_N_STATS] = {
  "games-played", "games-won", "hands-played", "hands-won", "points-for", "points-against",
  "marches", "euchres-for", "euchres-against", "loners-made", "current-streak", "best-streak",
};

struct _EuchreStats {
  GObject parent_instance;
  char *path;
  GKeyFile *keys;
  char *group;                /* the group the tracked game counts into */
  GWeakRef game;
  gulong scored_id, over_id;
};

G_DEFINE_FINAL_TYPE (EuchreStats, euchre_stats, G_TYPE_OBJECT)

const char *
euchre_stats_key (EuchreStat stat)
{
  g_return_val_if_fail (stat < EUCHRE_N_STATS, NULL);
  return stat_keys[stat];
}

guint
euchre_stats_get (EuchreStats *self, const char *group, EuchreStat stat)
{
  gint64 v;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), 0);
  g_return_val_if_fail (stat < EUCHRE_N_STATS, 0);

  v = g_key_file_get_int64 (self->keys, group, stat_keys[stat], NULL);
  /* A hand-edited file may hold anything: negative means nothing. */
  return v > 0 && v < G_MAXUINT ? (guint) v : 0;
}

static void
stat_add (EuchreStats *self, EuchreStat stat, guint n)
{
  g_key_file_set_int64 (self->keys, self->group, stat_keys[stat],
                        (gint64) euchre_stats_get (self, self->group, stat) + n);
}

char **
euchre_stats_get_groups (EuchreStats *self)
{
  char **groups;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), NULL);

  groups = g_key_file_get_groups (self->keys, NULL);
  qsort (groups, g_strv_length (groups), sizeof (char *), (GCompareFunc) g_strcmp0);
  return groups;
}

gboolean
euchre_stats_save (EuchreStats *self, GError **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), FALSE);

  if (self->path == NULL)
    return TRUE;
  dir = g_path_get_dirname (self->path);
  g_mkdir_with_parents (dir, 0700);
  return g_key_file_save_to_file (self->keys, self->path, error);
}

static void
save_quietly (EuchreStats *self)
{
  g_autoptr (GError) error = NULL;

  /* Statistics are a nicety: a full disk must not interrupt the game. */
  if (!euchre_stats_save (self, &error))
    g_debug ("Statistics not saved: %s", error->message);
}

void
euchre_stats_reset (EuchreStats *self)
{
  g_return_if_fail (EUCHRE_IS_STATS (self));

  g_key_file_free (self->keys);
  self->keys = g_key_file_new ();
  save_quietly (self);
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, EuchreStats *self)
{
  gboolean ours = side == 0;

  if (kind == EUCHRE_RESULT_PASSED)
    return;
  stat_add (self, EUCHRE_STAT_HANDS_PLAYED, 1);
  if (ours)
    stat_add (self, EUCHRE_STAT_HANDS_WON, 1);
  stat_add (self, ours ? EUCHRE_STAT_POINTS_FOR : EUCHRE_STAT_POINTS_AGAINST, points);
  switch (kind)
    {
    case EUCHRE_RESULT_MARCH:
      if (ours)
        stat_add (self, EUCHRE_STAT_MARCHES, 1);
      break;
    case EUCHRE_RESULT_ALONE_MARCH:
    case EUCHRE_RESULT_ALONE_MADE:
      if (ours)
        {
          stat_add (self, EUCHRE_STAT_LONERS_MADE, 1);
          if (kind == EUCHRE_RESULT_ALONE_MARCH)
            stat_add (self, EUCHRE_STAT_MARCHES, 1);
        }
      break;
    case EUCHRE_RESULT_EUCHRE:
    case EUCHRE_RESULT_ALONE_EUCHRE:
    case EUCHRE_RESULT_SUPER_EUCHRE:
      stat_add (self, ours ? EUCHRE_STAT_EUCHRES_FOR : EUCHRE_STAT_EUCHRES_AGAINST, 1);
      break;
    default:
      break;
    }
  save_quietly (self);
}

static void
game_over_cb (EuchreGame *game, guint side, EuchreStats *self)
{
  guint streak;

  stat_add (self, EUCHRE_STAT_GAMES_PLAYED, 1);
  if (side == 0)
    {
      stat_add (self, EUCHRE_STAT_GAMES_WON, 1);
      stat_add (self, EUCHRE_STAT_CURRENT_STREAK, 1);
      streak = euchre_stats_get (self, self->group, EUCHRE_STAT_CURRENT_STREAK);
      if (streak > euchre_stats_get (self, self->group, EUCHRE_STAT_BEST_STREAK))
        g_key_file_set_int64 (self->keys, self->group, stat_keys[EUCHRE_STAT_BEST_STREAK],
                              streak);
    }
  else
    g_key_file_set_int64 (self->keys, self->group, stat_keys[EUCHRE_STAT_CURRENT_STREAK], 0);
  save_quietly (self);
}

static void
untrack (EuchreStats *self)
{
  g_autoptr (EuchreGame) game = g_weak_ref_get (&self->game);

  if (game != NULL)
    {
      g_clear_signal_handler (&self->scored_id, game);
      g_clear_signal_handler (&self->over_id, game);
    }
  g_weak_ref_set (&self->game, NULL);
}

void
euchre_stats_track (EuchreStats *self, EuchreGame *game, const char *group)
{
  g_return_if_fail (EUCHRE_IS_STATS (self));
  g_return_if_fail (EUCHRE_IS_GAME (game));
  g_return_if_fail (group != NULL && group[0] != '\0');

  untrack (self);
  g_free (self->group);
  self->group = g_strdup (group);
  g_weak_ref_set (&self->game, game);
  self->scored_id = g_signal_connect_object (game, "hand-scored", G_CALLBACK (hand_scored_cb),
                                             self, 0);
  self->over_id = g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb),
                                           self, 0);
}

static void
euchre_stats_dispose (GObject *object)
{
  EuchreStats *self = EUCHRE_STATS (object);

  untrack (self);
  G_OBJECT_CLASS (euchre_stats_parent_class)->dispose (object);
}

static void
euchre_stats_finalize (GObject *object)
{
  EuchreStats *self = EUCHRE_STATS (object);

  g_weak_ref_clear (&self->game);
  g_key_file_free (self->keys);
  g_free (self->group);
  g_free (self->path);
  G_OBJECT_CLASS (euchre_stats_parent_class)->finalize (object);
}

static void
euchre_stats_class_init (EuchreStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = euchre_stats_dispose;
  object_class->finalize = euchre_stats_finalize;
}

static void
euchre_stats_init (EuchreStats *self)
{
  self->keys = g_key_file_new ();
  g_weak_ref_init (&self->game, NULL);
}

EuchreStats *
euchre_stats_new (const char *path)
{
  EuchreStats *self = g_object_new (EUCHRE_TYPE_STATS, NULL);
  g_autoptr (GError) error = NULL;

  self->path = g_strdup (path);
  if (path != NULL && !g_key_file_load_from_file (self->keys, path, G_KEY_FILE_NONE, &error) &&
      !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_debug ("Statistics file %s not read: %s", path, error->message);
  return self;
}
