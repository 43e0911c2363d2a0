/* test-files.h — temporary folders for tests, and games saved there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "euchre-game.h"

G_BEGIN_DECLS

/* A new empty folder under the temporary directory, "PREFIX-XXXXXX". */
char *test_make_tmp_dir (const char *prefix);
/* Removes @path and everything below it. */
void  test_remove_tree  (const char *path);

/* Resumes @game from the save at @path, paused first (no computer turn
 * starts): euchre_game_resume()'s answer. */
EuchreResumeResult test_resume_from (EuchreGame *game, const char *path, GError **error);

G_END_DECLS
