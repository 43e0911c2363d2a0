/* fuzz-cli-eecs280.c — `euchre-cli eecs280`: Human players' input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Human player's answers (a suit or "pass", a card number, the
 * discard's -1) are read by private functions of src/cli/cli-eecs280.c;
 * cli_eecs280() runs in-process with the input as its input stream and the
 * course's own pack file.
 *
 *   byte 0   bit 0: shuffle; bits 1–4: seats 0–3 Human (else Simple);
 *            bits 5–7: points to win, 1–8
 *   rest     the input stream
 *
 * The program must end with status 0, or 1 when the input ends while a
 * Human is to answer, and never crash or leak.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz-cli.h"
#include "cli.h"

static const char *
pack_file (void)
{
  static const char *path;

  if (path == NULL)
    {
      g_autofree char *text = fuzz_eecs280_pack ("\n");

      path = fuzz_write_file ("eecs280-pack", text, strlen (text));
    }
  return path;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const char *const names[4] = { "Adi", "Barbara", "Chi-Chih", "Dabbala" };
  const char *args[13];
  char points[4];
  guint flags, status;

  if (size < 1)
    return 0;
  flags = data[0];
  g_snprintf (points, sizeof points, "%u", 1 + (flags >> 5));
  args[0] = "eecs280";
  args[1] = pack_file ();
  args[2] = flags & 1 ? "shuffle" : "noshuffle";
  args[3] = points;
  for (guint seat = 0; seat < 4; seat++)
    {
      args[4 + 2 * seat] = names[seat];
      args[5 + 2 * seat] = flags & (2u << seat) ? "Human" : "Simple";
    }
  args[12] = NULL;

  status = fuzz_run_cli (cli_eecs280, args, data + 1, size - 1);
  g_assert_cmpuint (status, <=, (flags & 0x1e) ? 1 : 0);
  return 0;
}
