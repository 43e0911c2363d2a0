/* euchre-stats.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-stats"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "euchre-file.h"
#include "euchre-stats.h"

static const char *stat_keys[EUCHRE_N_STATS] = {
  "games-played", "games-won", "hands-played", "hands-won", "points-for", "points-against",
  "marches", "euchres-for", "euchres-against", "loners-made", "current-streak", "best-streak",
  "games-abandoned", "games-with-undo",
};

#define ANY "*"

/* One change to the counts, kept until it is saved: a save reads the
 * file again and makes these changes to it, so that another instance
 * sharing the folder (another session) loses none of its own. */
typedef struct {
  char *group;
  EuchreStat stat;              /* EUCHRE_N_STATS: a game's streaks */
  guint n;                      /* a count to add; for streaks, whether it was won */
} Change;

struct _EuchreStats {
  GObject parent_instance;
  char *path;
  GKeyFile *keys;
  GArray *changes;              /* of Change, not saved yet */
  gboolean was_reset;           /* the file is to be emptied, not merged */
  char *problem;                /* what the player is told about the file, or NULL */
  char *group;                /* the group the tracked game counts into */
  GWeakRef game;
  gulong scored_id, over_id;
};

G_DEFINE_FINAL_TYPE (EuchreStats, euchre_stats, G_TYPE_OBJECT)

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
change_clear (gpointer data)
{
  g_free (((Change *) data)->group);
}

static void
count_add (EuchreStats *self, const char *group, EuchreStat stat, guint n)
{
  g_key_file_set_int64 (self->keys, group, stat_keys[stat],
                        (gint64) euchre_stats_get (self, group, stat) + n);
}

static void
remember (EuchreStats *self, const char *group, EuchreStat stat, guint n)
{
  Change c = { g_strdup (group), stat, n };

  g_array_append_val (self->changes, c);
}

static void
stat_add (EuchreStats *self, EuchreStat stat, guint n)
{
  count_add (self, self->group, stat, n);
  remember (self, self->group, stat, n);
}

/* "preset/difficulty" → its two halves; FALSE for the streak groups of
 * a selection ("*" in either half) and for names not of that form. */
static gboolean
split_group (const char *group, char **preset, char **difficulty)
{
  const char *slash = strchr (group, '/');

  if (slash == NULL || strchr (group, '*') != NULL)
    return FALSE;
  *preset = g_strndup (group, slash - group);
  *difficulty = g_strdup (slash + 1);
  return TRUE;
}

static gboolean
group_selected (const char *group, const char *preset, const char *difficulty)
{
  g_autofree char *p = NULL;
  g_autofree char *d = NULL;

  if (!split_group (group, &p, &d))
    return FALSE;
  return (preset == NULL || g_str_equal (p, preset)) &&
         (difficulty == NULL || g_str_equal (d, difficulty));
}

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* euchre_stats_get_groups() for callers that checked @self. */
static char **
get_groups (EuchreStats *self)
{
  g_auto (GStrv) all = g_key_file_get_groups (self->keys, NULL);
  GPtrArray *groups = g_ptr_array_new ();

  for (guint i = 0; all[i] != NULL; i++)
    if (group_selected (all[i], NULL, NULL))
      g_ptr_array_add (groups, g_strdup (all[i]));
  g_ptr_array_sort (groups, compare_names);
  g_ptr_array_add (groups, NULL);
  return (char **) g_ptr_array_free (groups, FALSE);
}

char **
euchre_stats_get_groups (EuchreStats *self)
{
  g_return_val_if_fail (EUCHRE_IS_STATS (self), NULL);
  return get_groups (self);
}

/* The streak of a selection.  Files written before selections kept their
 * own streaks have only the groups': the best of a selection is then at
 * least its best group's, and its current streak is known only when one
 * group played. */
static guint
streak_get (EuchreStats *self, const char *preset, const char *difficulty, EuchreStat stat)
{
  g_autofree char *name = g_strdup_printf ("%s/%s", preset ? preset : ANY,
                                           difficulty ? difficulty : ANY);
  g_auto (GStrv) groups = NULL;
  guint value = 0, played = 0;

  if (g_key_file_has_key (self->keys, name, stat_keys[stat], NULL) ||
      (preset != NULL && difficulty != NULL))
    return euchre_stats_get (self, name, stat);
  groups = get_groups (self);
  for (guint i = 0; groups[i] != NULL; i++)
    if (group_selected (groups[i], preset, difficulty) &&
        euchre_stats_get (self, groups[i], EUCHRE_STAT_GAMES_PLAYED) > 0)
      {
        played++;
        value = MAX (value, euchre_stats_get (self, groups[i], stat));
      }
  return stat == EUCHRE_STAT_CURRENT_STREAK && played > 1 ? 0 : value;
}

guint
euchre_stats_get_total (EuchreStats *self, const char *preset, const char *difficulty,
                        EuchreStat stat)
{
  g_auto (GStrv) groups = NULL;
  guint64 total = 0;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), 0);
  g_return_val_if_fail (stat < EUCHRE_N_STATS, 0);

  if (stat == EUCHRE_STAT_CURRENT_STREAK || stat == EUCHRE_STAT_BEST_STREAK)
    return streak_get (self, preset, difficulty, stat);
  groups = get_groups (self);
  for (guint i = 0; groups[i] != NULL; i++)
    if (group_selected (groups[i], preset, difficulty))
      total += euchre_stats_get (self, groups[i], stat);
  return (guint) MIN (total, G_MAXUINT);
}

gboolean
euchre_stats_get_win_percentage (EuchreStats *self, const char *preset, const char *difficulty,
                                 guint *percent)
{
  guint64 played, won;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), FALSE);
  g_return_val_if_fail (percent != NULL, FALSE);

  played = euchre_stats_get_total (self, preset, difficulty, EUCHRE_STAT_GAMES_PLAYED);
  won = euchre_stats_get_total (self, preset, difficulty, EUCHRE_STAT_GAMES_WON);
  *percent = 0;
  if (played == 0)
    return FALSE;
  /* A hand-edited file may claim more wins than games. */
  *percent = (guint) ((MIN (won, played) * 200 + played) / (played * 2));
  return TRUE;
}

/* The first free "PATH.corrupt-N". */
static char *
corrupt_name (const char *path)
{
  for (guint n = 1;; n++)
    {
      char *name = g_strdup_printf ("%s.corrupt-%u", path, n);

      if (!g_file_test (name, G_FILE_TEST_EXISTS) && !g_file_test (name, G_FILE_TEST_IS_SYMLINK))
        return name;
      g_free (name);
    }
}

/* The file as it is now, whole; an empty one when there is none.  NULL
 * when it exists and cannot be read whole (GKeyFile stops at the first
 * line it does not understand: a byte-order mark, garbage), with the
 * reason in @error. */
static GKeyFile *
load_keys (const char *path, GError **error)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  if (!euchre_file_read_bounded (path, EUCHRE_FILE_STATS_MAX_BYTES, &text, &length, &local))
    {
      /* None yet (or its folder cannot exist: the save will say so). */
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOTDIR))
        return g_steal_pointer (&keys);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (!g_key_file_load_from_data (keys, text, length, G_KEY_FILE_KEEP_COMMENTS, error))
    return NULL;
  return g_steal_pointer (&keys);
}

/* A file that cannot be read is never written over: it is moved aside as
 * "statistics.ini.corrupt-N" and the player told; if it cannot be moved,
 * the statistics are not saved at all. */
static void
keep_aside (EuchreStats *self, const GError *error)
{
  g_autofree char *kept = NULL;
  g_autofree char *message = NULL;
  const char *why;

  /* load_keys() says why whenever it returns NULL.  GCC 12's -fanalyzer,
   * which cannot see into GLib, finds paths where it does not (one where
   * g_key_file_new() returns NULL, which it never does): false positives
   * this assertion ends. */
  g_assert (error != NULL);
  /* GKeyFile's words (which line, which group) are for the log; the
   * player is told the file is damaged, or the file error's words. */
  why = error->domain == G_FILE_ERROR ? error->message : _("the file is damaged");
  kept = corrupt_name (self->path);

  g_message ("Statistics file %s not read: %s", self->path, error->message);
  if (g_rename (self->path, kept) == 0)
    message = g_strdup_printf (_("Your statistics could not be read (%s), so they start again "
                                 "from nothing. The file was kept as %s."), why, kept);
  else
    {
      int saved_errno = errno;

      message = g_strdup_printf (_("Your statistics could not be read (%s), nor moved aside "
                                   "(%s). The file stays as it is, and no game is counted in "
                                   "it until Euchre starts again."),
                                 why, g_strerror (saved_errno));
      g_clear_pointer (&self->path, g_free);
    }
  g_message ("%s", message);
  g_free (self->problem);
  self->problem = g_steal_pointer (&message);
}

/* A lock on "PATH.lock" while the file is read and written again, so that
 * two instances do not interleave; -1 when none can be had (a read-only
 * folder: then nothing can be written either). */
static int
lock_file (const char *path)
{
  g_autofree char *name = g_strconcat (path, ".lock", NULL);
  int fd = g_open (name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0)
    return -1;
  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }
  return fd;
}

static void streaks_set (EuchreStats *self, const char *group, gboolean won);

/* The file as another instance may have left it, with this one's changes
 * since its last save made to it. */
static void
merge (EuchreStats *self)
{
  g_autoptr (GError) error = NULL;
  GKeyFile *now;

  if (self->was_reset)
    return;
  now = load_keys (self->path, &error);
  if (now == NULL)
    {
      /* Damaged since it was read: aside with it; what this instance
       * knows is written in its place. */
      keep_aside (self, error);
      return;
    }
  g_key_file_free (self->keys);
  self->keys = now;
  for (guint i = 0; i < self->changes->len; i++)
    {
      const Change *c = &g_array_index (self->changes, Change, i);

      if (c->stat == EUCHRE_N_STATS)
        streaks_set (self, c->group, c->n != 0);
      else
        count_add (self, c->group, c->stat, c->n);
    }
}

gboolean
euchre_stats_save (EuchreStats *self, GError **error)
{
  g_autofree char *dir = NULL;
  gboolean ok;
  int lock;

  g_return_val_if_fail (EUCHRE_IS_STATS (self), FALSE);

  if (self->path == NULL)
    return TRUE;
  dir = g_path_get_dirname (self->path);
  g_mkdir_with_parents (dir, 0700);
  lock = lock_file (self->path);
  merge (self);
  if (self->path == NULL)
    ok = TRUE;
  else
    {
      g_autofree char *text = g_key_file_to_data (self->keys, NULL, NULL);

      ok = euchre_file_save (self->path, text, -1, error);
    }
  if (ok)
    {
      g_array_set_size (self->changes, 0);
      self->was_reset = FALSE;
    }
  if (lock >= 0)
    close (lock);
  return ok;
}

const char *
euchre_stats_get_problem (EuchreStats *self)
{
  g_return_val_if_fail (EUCHRE_IS_STATS (self), NULL);
  return self->problem;
}

static void
save_quietly (EuchreStats *self)
{
  g_autoptr (GError) error = NULL;

  /* Statistics are a nicety: a full disk must not interrupt the game;
   * the log says it. */
  if (!euchre_stats_save (self, &error))
    g_message ("Statistics not saved: %s", error->message);
}

void
euchre_stats_reset (EuchreStats *self)
{
  g_return_if_fail (EUCHRE_IS_STATS (self));

  g_key_file_free (self->keys);
  self->keys = g_key_file_new ();
  g_array_set_size (self->changes, 0);
  self->was_reset = TRUE;
  save_quietly (self);
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, EuchreStats *self)
{
  gboolean ours = side == 0;

  if (kind == EUCHRE_RESULT_PASSED || euchre_game_get_undo_used (game))
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
streak_set (EuchreStats *self, const char *preset, const char *difficulty, gboolean won)
{
  g_autofree char *name = g_strdup_printf ("%s/%s", preset ? preset : ANY,
                                           difficulty ? difficulty : ANY);
  guint current = streak_get (self, preset, difficulty, EUCHRE_STAT_CURRENT_STREAK);
  guint best = streak_get (self, preset, difficulty, EUCHRE_STAT_BEST_STREAK);

  current = won ? current + 1 : 0;
  g_key_file_set_int64 (self->keys, name, stat_keys[EUCHRE_STAT_CURRENT_STREAK], current);
  g_key_file_set_int64 (self->keys, name, stat_keys[EUCHRE_STAT_BEST_STREAK],
                        MAX (current, best));
}

static void
streaks_set (EuchreStats *self, const char *group, gboolean won)
{
  g_autofree char *preset = NULL;
  g_autofree char *difficulty = NULL;

  if (split_group (group, &preset, &difficulty))
    {
      /* The selections read the groups' streaks when they have none of
       * their own yet: theirs first, then the group's. */
      streak_set (self, NULL, NULL, won);
      streak_set (self, preset, NULL, won);
      streak_set (self, NULL, difficulty, won);
      streak_set (self, preset, difficulty, won);
    }
}

/* One game finished (or abandoned) in the tracked group. */
static void
count_game (EuchreStats *self, gboolean won)
{
  streaks_set (self, self->group, won);
  remember (self, self->group, EUCHRE_N_STATS, won);
  stat_add (self, EUCHRE_STAT_GAMES_PLAYED, 1);
  if (won)
    stat_add (self, EUCHRE_STAT_GAMES_WON, 1);
  save_quietly (self);
}

/* A game where undo was used, over or abandoned: counted apart. */
static void
count_undo_game (EuchreStats *self)
{
  stat_add (self, EUCHRE_STAT_GAMES_WITH_UNDO, 1);
  save_quietly (self);
}

static void
game_over_cb (EuchreGame *game, guint side, EuchreStats *self)
{
  if (euchre_game_get_undo_used (game))
    count_undo_game (self);
  else
    count_game (self, side == 0);
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

void
euchre_stats_abandon (EuchreStats *self)
{
  g_autoptr (EuchreGame) game = NULL;

  g_return_if_fail (EUCHRE_IS_STATS (self));

  game = g_weak_ref_get (&self->game);
  if (game == NULL || euchre_game_get_public (game)->phase == EUCHRE_PHASE_GAME_OVER)
    return;
  untrack (self);
  if (euchre_game_get_undo_used (game))
    {
      count_undo_game (self);
      return;
    }
  stat_add (self, EUCHRE_STAT_GAMES_ABANDONED, 1);
  count_game (self, FALSE);
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
  g_array_unref (self->changes);
  g_free (self->group);
  g_free (self->path);
  g_free (self->problem);
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
  self->changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_array_set_clear_func (self->changes, change_clear);
  g_weak_ref_init (&self->game, NULL);
}

EuchreStats *
euchre_stats_new (const char *path)
{
  EuchreStats *self = g_object_new (EUCHRE_TYPE_STATS, NULL);
  g_autoptr (GError) error = NULL;
  GKeyFile *keys;
  int lock;

  self->path = g_strdup (path);
  if (path == NULL)
    return self;
  lock = lock_file (path);
  keys = load_keys (path, &error);
  if (keys != NULL)
    {
      g_key_file_free (self->keys);
      self->keys = keys;
    }
  else
    keep_aside (self, error);
  if (lock >= 0)
    {
      /* What a save killed half-way left behind: no one writes now. */
      euchre_file_remove_stale_temporaries (path, 0);
      close (lock);
    }
  return self;
}
