/* fuzz-cli.c — running a euchre-cli command in the fuzzer's process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starting the program for every input would cost a millisecond or more;
 * calling the subcommand's entry point with standard input swapped for a
 * memory stream costs microseconds, so libFuzzer explores the command
 * interpreters (their private parsing functions included) at full speed.
 */
/* fmemopen() is POSIX 2008, beyond -std=c11. */
#define _POSIX_C_SOURCE 200809L

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-cli.h"

int
fuzz_run_cli (int (*run) (int argc, char **argv), const char *const *args,
              const uint8_t *input, size_t size)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char **strings = NULL;
  g_autofree char *buffer = NULL;
  FILE *saved = stdin, *in;
  int status;

  fuzz_quiet_stdout ();
  /* The strings stay owned here: GOptionContext reorders argv. */
  g_ptr_array_add (argv, (char *) "euchre-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (args[i]));
  g_ptr_array_add (argv, NULL);
  strings = g_memdup2 (argv->pdata, argv->len * sizeof (char *));

  /* fmemopen() refuses an empty buffer: an empty input is /dev/null. */
  if (size > 0)
    {
      buffer = g_memdup2 (input, size);
      in = fmemopen (buffer, size, "r");
    }
  else
    in = fopen ("/dev/null", "r");
  g_assert_nonnull (in);

  stdin = in;
  status = run ((int) argv->len - 2, (char **) argv->pdata + 1);
  fflush (stdout);
  stdin = saved;
  fclose (in);

  for (guint i = 1; strings[i] != NULL; i++)
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
