/* test-wait.h — waiting on a real condition in a test's main loop (GLib)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gboolean (*TestWaitFunc) (gpointer data);

/* The least ceiling of a wait, whatever its caller asks: a ceiling only
 * tells a hang from a slow machine, never how fast something was. */
#define TEST_WAIT_MIN_MS 90000

/* Runs the default main context until @done (@data) returns TRUE; fails
 * the test, naming @what, when it has not after @timeout_ms (at least
 * TEST_WAIT_MIN_MS: a loaded machine makes a test slower, never red).
 * It polls as well as dispatching: what it waits for may change in
 * another thread, which wakes no main loop. */
void test_wait_until   (TestWaitFunc  done,
                        gpointer      data,
                        const char   *what,
                        guint         timeout_ms);

/* The CPU time the calling thread has used, in microseconds.  A test that
 * bounds how long the code takes (a hostile file opened in well under the
 * 2 s a player waits) bounds this, not the wall clock: other programs'
 * load does not stretch it. */
gint64 test_wait_thread_cpu_usec (void);

/* Dispatches what is ready now (idle callbacks, replies, signals from
 * threads) and returns once nothing is. */
void test_wait_drain   (void);

/* Waits (TEST_WAIT_MIN_MS at most) for the computer decisions still in
 * their threads to come back and be dropped, then drains. */
void test_wait_for_jobs (void);

G_END_DECLS
