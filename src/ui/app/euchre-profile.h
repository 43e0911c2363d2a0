/* euchre-profile.h — EUCHRE_PROFILE=1: start-up and frame-time figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints to stderr the milliseconds from main() to the first frame and,
 * on exit, the frame-time p50/p95 (frames drawn while cards move) and
 * the card-render cache hits and misses.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-table.h"

G_BEGIN_DECLS

void     euchre_profile_init         (gint64       main_start_us);
void     euchre_profile_watch_window (GtkWindow   *window,
                                      EuchreTable *table);
void     euchre_profile_report       (void);

G_END_DECLS
