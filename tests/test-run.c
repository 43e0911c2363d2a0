/* test-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-run.h"

void
test_run_clear (TestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data != NULL ? data : "", size);
}

void
test_run_program (TestRun *run, const char *const *argv, const char *input)
{
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GBytes) in = input ? g_bytes_new (input, strlen (input)) : NULL;
  g_autoptr (GBytes) out = NULL;
  g_autoptr (GBytes) err = NULL;
  g_autoptr (GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;

  if (input)
    flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
  proc = g_subprocess_newv (argv, flags, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (proc, in, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  run->out = bytes_to_string (out);
  run->err = bytes_to_string (err);
}

void
test_run_args (TestRun *run, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  test_run_program (run, (const char * const *) argv->pdata, NULL);
}
