/* fuzz-cli.h — running a euchre-cli command in the fuzzer's process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "fuzz.h"

G_BEGIN_DECLS

/* Calls @run (argc, argv) with @input (@size bytes) as standard input and
 * standard output thrown away; returns its exit status.  argv[-1] is
 * "euchre-cli", as main() passes it. */
int fuzz_run_cli (int (*run) (int argc, char **argv), const char *const *args,
                  const uint8_t *input, size_t size);

/* A file holding @contents, rewritten at each call; the path is owned by
 * the callee and stays the same for a given @name. */
const char *fuzz_write_file (const char *name, const void *contents, gsize size);

G_END_DECLS
