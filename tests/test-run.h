/* test-run.h — run a program, capture what it prints (GLib + GIO)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  int status;       /* exit status */
  char *out;
  char *err;
} TestRun;

void test_run_clear   (TestRun           *run);
/* Runs @argv (NULL-terminated) with @input on standard input (NULL: none)
 * and asserts that it exited rather than died of a signal. */
void test_run_program (TestRun           *run,
                       const char *const *argv,
                       const char        *input);

/* The same with the words from @first to a NULL as the arguments: the
 * program is @first. */
void test_run_args    (TestRun           *run,
                       const char        *first,
                       ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
