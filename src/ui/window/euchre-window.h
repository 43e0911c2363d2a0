/* euchre-window.h — the main window: header bar, table, bidding bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-game.h"
#include "euchre-guide.h"
#include "euchre-settings.h"
#include "euchre-stats.h"
#include "euchre-table.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_WINDOW (euchre_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreWindow, euchre_window, EUCHRE, WINDOW, AdwApplicationWindow)

/* Resumes @game's saved game or starts a new one. */
EuchreWindow *euchre_window_new       (AdwApplication *app,
                                       EuchreSettings *settings,
                                       EuchreGame     *game,
                                       EuchreStats    *stats);
EuchreTable  *euchre_window_get_table (EuchreWindow   *self);
EuchreGame   *euchre_window_get_game  (EuchreWindow   *self);
/* Starts a new game with the settings' rules (the New Game action). */
void          euchre_window_new_game  (EuchreWindow   *self);
/* Tells @text in a short toast (a refusal, a problem). */
void          euchre_window_toast     (EuchreWindow   *self,
                                       const char     *text);
/* The same for a text that may be long: it wraps, nothing is cut off. */
void          euchre_window_toast_long (EuchreWindow  *self,
                                        const char    *text);
/* Tells @text with a button labelled @button for @action_name, until
 * either is pressed (a seat kept at an online table). */
void          euchre_window_offer      (EuchreWindow  *self,
                                        const char    *text,
                                        const char    *button,
                                        const char    *action_name);
/* Whether the header is too narrow for New Game and Hint, which are
 * then in the main menu (a phone). */
gboolean      euchre_window_get_compact (EuchreWindow *self);

/* FALSE while the welcome or the guided hand is shown, and the game waits. */
gboolean      euchre_window_shows_game (EuchreWindow *self);
/* The guided hand being played (euchre-guide.h), or NULL. */
EuchreGuide  *euchre_window_get_guide  (EuchreWindow *self);

G_END_DECLS
