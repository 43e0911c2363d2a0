/* fuzz-cli-protocol.c — the bot protocol's reader, as `euchre-cli engine` meets it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   byte 0     the strategy (simple, gertz, classic, easy)
 *   rest       the host's side of a session: protocol, rules, seat,
 *              newgame, events, hand, go, quit… or anything else
 *
 * cli_engine() runs in-process on memory streams; it must end with status
 * 0 (the input ended or said quit) or 1 (a protocol error it reported),
 * never crash, hang or leak.  The first line also goes straight to
 * proto_parse_line(): an event it accepts must be written back by
 * proto_append_event() as a line that reads the same.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz-cli.h"
#include "cli.h"
#include "proto-protocol.h"

static void
check_first_line (const uint8_t *data, size_t size)
{
  const char *line = (const char *) data;
  const char *nl = size > 0 ? memchr (data, '\n', size) : NULL;
  gsize len = nl ? (gsize) (nl - line) : size;
  ProtoMessage msg, again;
  g_autoptr (GString) out = g_string_new (NULL);

  if (!proto_parse_line (line, len, &msg, NULL))
    return;
  if (msg.type != PROTO_MSG_EVENT)
    return;
  /* Written for the seat it names (a discard is shown to its own seat). */
  proto_append_event (out, &msg.event,
                      msg.event.seat == EUCHRE_SEAT_NONE ? 0 : msg.event.seat);
  if (!proto_parse_line (out->str, out->len, &again, NULL))
    g_error ("“%s” does not read back", out->str);
  g_assert_cmpint (again.type, ==, PROTO_MSG_EVENT);
  g_assert_cmpmem (&again.event, sizeof again.event, &msg.event, sizeof msg.event);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const char *const ids[] = { "simple", "gertz", "classic", "easy" };
  const char *args[4];
  int status;

  if (size < 1)
    return 0;
  args[0] = "engine";
  args[1] = "--strategy";
  args[2] = ids[data[0] % G_N_ELEMENTS (ids)];
  args[3] = NULL;
  check_first_line (data + 1, size - 1);
  status = fuzz_run_cli (cli_engine, args, data + 1, size - 1);
  g_assert_true (status == 0 || status == 1);
  return 0;
}
