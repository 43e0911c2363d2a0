/* euchre-score-sheet.h — the score sheet: every hand of the game so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_SCORE_SHEET (euchre_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (EuchreScoreSheet, euchre_score_sheet, EUCHRE, SCORE_SHEET, AdwWindow)

/* A modal window over @parent with one row per finished hand of @game
 * (euchre_game_get_score_sheet()); it follows the game while open. */
GtkWidget *euchre_score_sheet_new (GtkWindow  *parent,
                                   EuchreGame *game);

/* The people at an online table: four names by seat (seat 0 "You"), said
 * instead of the seats' words; NULL: the seats' words. */
void       euchre_score_sheet_set_players (EuchreScoreSheet  *self,
                                           const char *const *players);

/* The window action "win.score-sheet" of an EuchreWindow: opens the
 * sheet of its game over it. */
void       euchre_score_sheet_action (GtkWidget  *window,
                                      const char *name,
                                      GVariant   *param);

/* The rows' list (tests read its rows' accessible labels). */
GtkListBox *euchre_score_sheet_get_list (EuchreScoreSheet *self);

G_END_DECLS
