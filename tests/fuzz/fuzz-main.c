/* fuzz-main.c — replays fuzz inputs without libFuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   fuzz-TARGET FILE|DIRECTORY…
 *
 * Feeds each file (each file of each directory, in name order) to the
 * target's LLVMFuzzerTestOneInput() once.  Meson builds every target with
 * this main and replays its corpus, crash regressions included, so the
 * normal and sanitizer suites check every input the fuzzers ever kept.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static guint
replay_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "fuzz replay: %s\n", error->message);
      exit (2);
    }
  /* An exact-size copy, so reading past the end shows under ASan. */
  {
    g_autofree uint8_t *copy = g_memdup2 (contents, length);

    fprintf (stderr, "fuzz replay: %s (%" G_GSIZE_FORMAT " bytes)\n", path, length);
    LLVMFuzzerTestOneInput (copy, length);
  }
  return 1;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static guint
replay (const char *path)
{
  g_autoptr (GPtrArray) names = NULL;
  GDir *dir;
  const char *name;
  guint n = 0;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return replay_file (path);

  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    {
      fprintf (stderr, "fuzz replay: cannot open %s\n", path);
      exit (2);
    }
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_dir_close (dir);
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    n += replay (g_ptr_array_index (names, i));
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: %s FILE|DIRECTORY…\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    n += replay (argv[i]);
  if (n == 0)
    {
      fprintf (stderr, "fuzz replay: no inputs\n");
      return 1;
    }
  fprintf (stderr, "fuzz replay: %u inputs, no failure\n", n);
  return 0;
}
