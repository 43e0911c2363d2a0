/* fuzz-cli-cs246.c — `euchre-cli cs246`: its command interpreter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The person's commands (q r p o oa <suit> n|a <card>) are read by
 * private functions of src/cli/cli-cs246.c; the smallest public door is
 * cli_cs246() itself, run in-process with the input as its input stream.
 *
 *   byte 0      bit 0: -d; bit 1: load a saved game (-f)
 *   -f:         bytes 1–2: length L of the saved game that follows, then
 *               L bytes of it; the rest is the input stream
 *   otherwise:  bytes 1–2: the seed; the rest is the input stream
 *
 * The program must end (a rage quit "r" lets the computers finish the
 * game; the end of input quits) with status 0, or 1 for a file it
 * refuses, and never crash or leak.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include "fuzz-cli.h"
#include "cli.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *args[8];
  char seed[16];
  guint n = 0, flags, status;
  size_t pos = 3, length;

  if (size < 3)
    return 0;
  flags = data[0];
  length = data[1] | (data[2] << 8);
  args[n++] = "cs246";
  if (flags & 1)
    args[n++] = "-d";
  if (flags & 2)
    {
      length = MIN (length, size - pos);
      args[n++] = "-f";
      args[n++] = fuzz_write_file ("cs246-save", data + pos, length);
      pos += length;
    }
  else
    {
      g_snprintf (seed, sizeof seed, "%u", (guint) length);
      args[n++] = "-s";
      args[n++] = seed;
    }
  args[n] = NULL;

  status = fuzz_run_cli (cli_cs246, args, data + pos, size - pos);
  g_assert_cmpuint (status, <=, (flags & 2) ? 1 : 0);
  return 0;
}
