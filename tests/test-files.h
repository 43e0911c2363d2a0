/* test-files.h — temporary folders for tests (GLib only)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A new empty folder under the temporary directory, "PREFIX-XXXXXX". */
char *test_make_tmp_dir (const char *prefix);
/* Removes @path and everything below it. */
void  test_remove_tree  (const char *path);

G_END_DECLS
