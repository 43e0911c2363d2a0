/* fuzz-net-seat.c — a seat kept on disk for an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a seat's file (src/net/client/net-seat-store.c) as a damaged or
 * hostile data folder may hold it.  Whatever the bytes: the reader says
 * yes or no without crashing; a seat it takes has a valid code, a token
 * of 64 hex digits, a ws:// or wss:// address, a euchre:// link and a
 * name a table takes; written out and read again it is the same seat.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "net-fair.h"
#include "net-seat-store.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  NetSavedSeat seat, again;
  g_autofree char *text = NULL;

  if (!net_seat_parse ((const char *) data, size, &seat, NULL))
    return 0;
  g_assert_cmpuint (size, <=, NET_SEAT_MAX_FILE);
  g_assert_true (net_code_valid (seat.code));
  g_assert_cmpuint (strlen (seat.token), ==, NET_TOKEN_LEN);
  g_assert_true (g_str_has_prefix (seat.url, "ws://") || g_str_has_prefix (seat.url, "wss://"));
  g_assert_true (g_str_has_prefix (seat.link, "euchre://"));
  g_assert_true (net_name_valid (seat.name));
  text = net_seat_format (&seat);
  g_assert_true (net_seat_parse (text, strlen (text), &again, NULL));
  g_assert_cmpint (memcmp (&seat, &again, sizeof seat), ==, 0);
  return 0;
}
