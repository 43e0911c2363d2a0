/* fuzz-cli.h — running a euchre-cli command in the fuzzer's process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli.h"
#include "fuzz.h"

G_BEGIN_DECLS

/* Calls @run with the arguments @args (NULL-terminated, from the
 * subcommand's name on), @input (@size bytes) as its input stream and its
 * output thrown away; returns its exit status.  The program's name is
 * "euchre-cli". */
int fuzz_run_cli (CliCommand run, const char *const *args, const uint8_t *input, size_t size);

/* A file holding @contents, rewritten at each call; the path is owned by
 * the callee and stays the same for a given @name. */
const char *fuzz_write_file (const char *name, const void *contents, gsize size);

G_END_DECLS
