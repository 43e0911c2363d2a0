/* euchre-match-window.h — a match file's games, to open one on the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a match file (Euchre Match Notation, .emn) shows this list of
 * its games: each with its players and final score; choosing one opens
 * it on a replay board of its own (euchre-replay-window.h).
 */
#pragma once

#include <adwaita.h>

#include "euchre-replay.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_MATCH_WINDOW (euchre_match_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreMatchWindow, euchre_match_window, EUCHRE, MATCH_WINDOW, AdwWindow)

/* @replays: an EuchreReplay for each game (kept). */
GtkWidget    *euchre_match_window_new       (const char *title,
                                             GPtrArray  *replays);
guint         euchre_match_window_get_n_games (EuchreMatchWindow *self);
/* Opens game @index (0-based) on a replay board; returns the board. */
GtkWidget    *euchre_match_window_open_game (EuchreMatchWindow *self,
                                             guint              index);

G_END_DECLS
