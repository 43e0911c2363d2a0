/* fuzz-net-message.c — the online tables' message reader (net_message_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every byte a client sends reaches this reader first.  Any bytes must
 * read or be refused with a message in UTF-8; a message that reads,
 * written back, reads again as the same message and writes the same frame.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "net-message.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *frame = NULL, *again_frame = NULL;
  g_autofree NetMessage *msg = g_new (NetMessage, 1);
  g_autofree NetMessage *again = g_new (NetMessage, 1);

  if (!net_message_parse ((const char *) data, size, msg, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_cmpint (msg->type, <, NET_N_MSGS);
  frame = net_message_to_json (msg);
  g_assert_cmpuint (strlen (frame), <=, NET_MAX_FRAME);
  if (!net_message_parse (frame, strlen (frame), again, &error))
    g_error ("a message written back does not read: %s\n%s", error->message, frame);
  again_frame = net_message_to_json (again);
  g_assert_cmpstr (frame, ==, again_frame);
  return 0;
}
