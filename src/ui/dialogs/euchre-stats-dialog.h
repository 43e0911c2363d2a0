/* euchre-stats-dialog.h — the player's statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-stats.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_STATS_DIALOG (euchre_stats_dialog_get_type ())
G_DECLARE_FINAL_TYPE (EuchreStatsDialog, euchre_stats_dialog, EUCHRE, STATS_DIALOG,
                      AdwPreferencesWindow)

/* Totals of every rule set and difficulty at first; the player picks one
 * of each to see it alone.  @group, the current game's ("standard/medium"),
 * is named. */
GtkWidget *euchre_stats_dialog_new (EuchreStats *stats,
                                    const char  *group);

G_END_DECLS
