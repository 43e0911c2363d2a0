/* test-wait.h — waiting on a real condition in a test's main loop (GLib)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gboolean (*TestWaitFunc) (gpointer data);

/* Runs the default main context until @done (@data) returns TRUE; fails
 * the test, naming @what, when it has not after @timeout_ms.  It polls as
 * well as dispatching: what it waits for may change in another thread,
 * which wakes no main loop. */
void test_wait_until   (TestWaitFunc  done,
                        gpointer      data,
                        const char   *what,
                        guint         timeout_ms);

/* Dispatches what is ready now (idle callbacks, replies, signals from
 * threads) and returns once nothing is. */
void test_wait_drain   (void);

/* Waits (10 s at most) for the computer decisions still in their threads
 * to come back and be dropped, then drains. */
void test_wait_for_jobs (void);

G_END_DECLS
