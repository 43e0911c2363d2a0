/* fuzz-cli-play.c — `euchre-cli play`: the person's choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   byte 0     the rule preset
 *   bytes 1–2  the seed
 *   rest       the input stream: a number from the list, an action's text
 *              ("play JD", "call H alone"), q, or anything else
 *
 * cli_play() runs in-process; it must end with status 0 and never crash
 * or leak.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include "fuzz-cli.h"
#include "cli.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *args[6];
  char seed[16];
  int status;

  if (size < 3)
    return 0;
  g_snprintf (seed, sizeof seed, "%u", (guint) (data[1] | (data[2] << 8)));
  args[0] = "play";
  args[1] = "--seed";
  args[2] = seed;
  args[3] = "--rules";
  args[4] = euchre_preset_id (data[0] % EUCHRE_N_PRESETS);
  args[5] = NULL;

  status = fuzz_run_cli (cli_play, args, data + 3, size - 3);
  g_assert_cmpint (status, ==, 0);
  return 0;
}
