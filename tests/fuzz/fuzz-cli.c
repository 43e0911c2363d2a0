/* fuzz-cli.c — running a euchre-cli command in the fuzzer's process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starting the program for every input would cost a millisecond or more;
 * calling the subcommand of the CLI library with the input as a memory
 * stream costs microseconds, so libFuzzer explores the command
 * interpreters (their private parsing functions included) at full speed.
 */
/* fmemopen() is POSIX 2008, beyond -std=c11. */
#define _POSIX_C_SOURCE 200809L
#define G_LOG_DOMAIN "euchre-fuzz"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-cli.h"

/* Where the commands' output goes: nowhere (they print a lot). */
static FILE *
null_stream (void)
{
  static FILE *null;

  if (null == NULL)
    {
      null = fopen ("/dev/null", "w");
      if (null == NULL)
        g_error ("cannot open /dev/null");
    }
  return null;
}

int
fuzz_run_cli (CliCommand run, const char *const *args, const uint8_t *input, size_t size)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char **strings = NULL;
  g_autofree char *buffer = NULL;
  CliStreams io = { "euchre-cli", NULL, null_stream (), null_stream () };
  int status;

  /* The strings stay owned here: GOptionContext reorders argv. */
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (args[i]));
  g_ptr_array_add (argv, NULL);
  strings = g_memdup2 (argv->pdata, argv->len * sizeof (char *));

  /* fmemopen() refuses an empty buffer: an empty input is /dev/null. */
  if (size > 0)
    {
      buffer = g_memdup2 (input, size);
      io.in = fmemopen (buffer, size, "r");
    }
  else
    io.in = fopen ("/dev/null", "r");
  g_assert_nonnull (io.in);

  status = run ((int) argv->len - 1, (char **) argv->pdata, &io);
  fflush (io.out);
  fclose (io.in);

  for (guint i = 0; strings[i] != NULL; i++)
    g_free (strings[i]);
  return status;
}

static GHashTable *paths;   /* name → path of a file removed at exit */

static void
remove_files (void)
{
  GHashTableIter iter;
  gpointer path;

  g_hash_table_iter_init (&iter, paths);
  while (g_hash_table_iter_next (&iter, NULL, &path))
    g_unlink (path);
}

const char *
fuzz_write_file (const char *name, const void *contents, gsize size)
{
  const char *path;

  if (paths == NULL)
    {
      paths = g_hash_table_new (g_str_hash, g_str_equal);
      atexit (remove_files);
    }
  path = g_hash_table_lookup (paths, name);
  if (path == NULL)
    {
      g_autoptr (GError) error = NULL;
      char *tmp = NULL;
      int fd = g_file_open_tmp ("euchre-fuzz-XXXXXX", &tmp, &error);

      g_assert_no_error (error);
      close (fd);
      /* Kept for the process's life: a fuzzer runs until it is stopped. */
      g_hash_table_insert (paths, g_strdup (name), tmp);
      path = tmp;
    }
  if (!g_file_set_contents (path, contents, (gssize) size, NULL))
    g_error ("cannot write %s", path);
  return path;
}
