/* server-bench.h — euchre-server --bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the load benchmark for each table count in @sizes ("10,100"),
 * @seconds each, printing one line a size; the exit status.  The scripted
 * players act at once (@think_ms 0) or after about @think_ms. */
int server_bench_run (const char *argv0,
                      const char *sizes,
                      guint       seconds,
                      guint       think_ms,
                      gboolean    floor);

/* One process of the bench's clients (server-bench-client.c), as the
 * bench starts it: --bench-worker SPEC. */
int server_bench_worker (const char *spec);

/* The floor of --bench-floor (server-bench-floor.c), as the bench starts
 * it: --bench-floor-run SPEC. */
int server_bench_floor (const char *spec);

G_END_DECLS
