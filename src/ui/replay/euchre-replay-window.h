/* euchre-replay-window.h — the replay board: a game from a file, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window of its own, apart from the game being played: opening a file
 * never touches that game.
 */
#pragma once

#include <adwaita.h>

#include "euchre-replay.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_REPLAY_WINDOW (euchre_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreReplayWindow, euchre_replay_window, EUCHRE, REPLAY_WINDOW, AdwWindow)

/* What the seat selector shows: one seat's view, or every hand open. */
#define EUCHRE_REPLAY_SHOW_OPEN 4

GtkWidget    *euchre_replay_window_new      (EuchreReplay *replay);
EuchreReplay *euchre_replay_window_get_replay (EuchreReplayWindow *self);
/* A seat (0–3) or EUCHRE_REPLAY_SHOW_OPEN. */
void          euchre_replay_window_set_show (EuchreReplayWindow *self,
                                             guint               show);
/* Whether the coach is still evaluating the decision at the cursor. */
gboolean      euchre_replay_window_is_evaluating (EuchreReplayWindow *self);

/* Reads @file and shows it on a new board; a file that cannot be read
 * gets a message dialog over @parent instead.  Returns the board or NULL. */
GtkWidget    *euchre_replay_window_open     (GtkApplication *app,
                                             GtkWindow      *parent,
                                             GFile          *file);
/* Adds "win.open" (a file chooser) and dropping files onto @window. */
void          euchre_replay_open_add        (GtkWindow      *window);

G_END_DECLS
