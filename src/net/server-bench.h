/* server-bench.h — euchre-server --bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the load benchmark for each table count in @sizes ("10,100"),
 * @seconds each, printing one line a size; the exit status. */
int server_bench_run (const char *argv0,
                      const char *sizes,
                      guint       seconds);

G_END_DECLS
