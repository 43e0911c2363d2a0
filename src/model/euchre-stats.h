/* euchre-stats.h — statistics per rule preset and difficulty
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept in a key file, one group per "preset/difficulty", counted for the
 * person's side (seats 0 and 2).
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
  EUCHRE_N_STATS
} EuchreStat;

#define EUCHRE_TYPE_STATS (euchre_stats_get_type ())
G_DECLARE_FINAL_TYPE (EuchreStats, euchre_stats, EUCHRE, STATS, GObject)

/* Loads @path if it exists; a file that cannot be read starts empty and
 * is left where it is until the next save replaces it. */
EuchreStats *euchre_stats_new         (const char  *path);
const char  *euchre_stats_key         (EuchreStat   stat);
guint        euchre_stats_get         (EuchreStats *self,
                                       const char  *group,
                                       EuchreStat   stat);
/* Groups that hold any statistic, sorted; free with g_strfreev(). */
char       **euchre_stats_get_groups  (EuchreStats *self);
void         euchre_stats_reset       (EuchreStats *self);
gboolean     euchre_stats_save        (EuchreStats *self,
                                       GError     **error);

/* Counts what @game's signals report into @group until the game is
 * finalized or tracked again with another group. */
void         euchre_stats_track       (EuchreStats *self,
                                       EuchreGame  *game,
                                       const char  *group);

G_END_DECLS
