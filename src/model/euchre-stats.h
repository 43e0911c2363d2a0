/* euchre-stats.h — statistics per rule preset and difficulty
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept in a key file, one group per "preset/difficulty", counted for the
 * person's side (seats 0 and 2).  Streaks are also kept in groups whose
 * preset, difficulty or both are "*" (any), so that the streaks of any
 * selection follow its games in the order they were played.
 */
#pragma once

#include "euchre-game.h"

G_BEGIN_DECLS

typedef enum {
  EUCHRE_STAT_GAMES_PLAYED,
  EUCHRE_STAT_GAMES_WON,
  EUCHRE_STAT_HANDS_PLAYED,
  EUCHRE_STAT_HANDS_WON,
  EUCHRE_STAT_POINTS_FOR,
  EUCHRE_STAT_POINTS_AGAINST,
  EUCHRE_STAT_MARCHES,
  EUCHRE_STAT_EUCHRES_FOR,
  EUCHRE_STAT_EUCHRES_AGAINST,
  EUCHRE_STAT_LONERS_MADE,
  EUCHRE_STAT_CURRENT_STREAK,
  EUCHRE_STAT_BEST_STREAK,
  EUCHRE_STAT_GAMES_ABANDONED,  /* also counted as played and lost */
  /* Games (finished or abandoned) where undo was used: counted here only,
   * not as played, won, lost or abandoned, and the streaks go on past
   * them; the hands such a game scores after its first undo are not
   * counted either. */
  EUCHRE_STAT_GAMES_WITH_UNDO,
  EUCHRE_N_STATS
} EuchreStat;

#define EUCHRE_TYPE_STATS (euchre_stats_get_type ())
G_DECLARE_FINAL_TYPE (EuchreStats, euchre_stats, EUCHRE, STATS, GObject)

/* Loads @path if it exists.  A file that cannot be read whole is never
 * written over: it is moved aside as "PATH.corrupt-N" and the statistics
 * start empty (or, when it cannot be moved, are not saved);
 * euchre_stats_get_problem() then says so in words for the player.
 *
 * Each save reads the file again and adds this object's new results to
 * what is there, under a lock ("PATH.lock"): two instances sharing the
 * folder (two sessions) lose none of each other's games. */
EuchreStats *euchre_stats_new         (const char  *path);
/* What the player must be told about the file, or NULL. */
const char  *euchre_stats_get_problem (EuchreStats *self);
guint        euchre_stats_get         (EuchreStats *self,
                                       const char  *group,
                                       EuchreStat   stat);
/* @stat over every group of @preset and @difficulty (NULL: any): counts
 * are summed; the current and best streaks are those of the selected
 * games taken together. */
guint        euchre_stats_get_total   (EuchreStats *self,
                                       const char  *preset,
                                       const char  *difficulty,
                                       EuchreStat   stat);
/* Games won out of games played, in whole percent (rounded to nearest);
 * FALSE when no game was played. */
gboolean     euchre_stats_get_win_percentage (EuchreStats *self,
                                              const char  *preset,
                                              const char  *difficulty,
                                              guint       *percent);
/* Groups ("preset/difficulty") that hold any statistic, sorted; free with
 * g_strfreev(). */
char       **euchre_stats_get_groups  (EuchreStats *self);
void         euchre_stats_reset       (EuchreStats *self);
gboolean     euchre_stats_save        (EuchreStats *self,
                                       GError     **error);

/* Counts what @game's signals report into @group until the game is
 * finalized or tracked again with another group. */
void         euchre_stats_track       (EuchreStats *self,
                                       EuchreGame  *game,
                                       const char  *group);
/* Counts the tracked game, if it is not over, as abandoned: played and
 * lost, the current streaks broken.  It is tracked no more. */
void         euchre_stats_abandon     (EuchreStats *self);

G_END_DECLS
