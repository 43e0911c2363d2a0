/* fuzz-net-redis.c — what Redis (or something in its place) answers
 * euchre-server's table directory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is the bytes of a connection to "Redis" (net-redis.c):
 * read at once, and again in pieces.  Whatever the bytes: answers are
 * an integer, a status or an error with a short printable text, or the
 * stream is refused (BAD, for good); never more than
 * NET_REDIS_MAX_PENDING bytes held without an answer; the same answers
 * however the bytes are cut.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "net-redis.h"

static void
take (NetRedisReader *reader, GChecksum *sum, gboolean *bad)
{
  NetRedisReply reply;

  for (;;)
    {
      net_redis_reader_next (reader, &reply);
      g_assert_cmpuint (strlen (reply.text), <=, 200);
      for (const char *c = reply.text; *c != '\0'; c++)
        g_assert_true (*c >= 0x20 && *c < 0x7f);
      if (reply.kind == NET_REDIS_NONE)
        return;
      if (reply.kind == NET_REDIS_BAD)
        {
          *bad = TRUE;
          return;
        }
      g_assert_false (*bad);
      g_assert_true (reply.kind == NET_REDIS_INTEGER || reply.kind == NET_REDIS_STATUS ||
                     reply.kind == NET_REDIS_ERROR);
      g_checksum_update (sum, (const guchar *) &reply.kind, sizeof reply.kind);
      g_checksum_update (sum, (const guchar *) &reply.integer, sizeof reply.integer);
      g_checksum_update (sum, (const guchar *) reply.text, strlen (reply.text) + 1);
    }
}

static gboolean
read_all (const uint8_t *data, size_t size, gsize piece, GChecksum *sum)
{
  g_autoptr (NetRedisReader) reader = net_redis_reader_new ();
  gboolean bad = FALSE;

  for (gsize at = 0; at < size && !bad; at += piece)
    {
      net_redis_reader_feed (reader, (const char *) data + at, MIN (piece, size - at));
      take (reader, sum, &bad);
    }
  return bad;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GChecksum) whole = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr (GChecksum) pieces = g_checksum_new (G_CHECKSUM_SHA256);
  gboolean bad1 = read_all (data, size, MAX (size, 1), whole);
  gboolean bad2 = read_all (data, size, 1 + size % 7, pieces);

  /* The same answers, and the same refusal, however the bytes are cut. */
  g_assert_cmpint (bad1, ==, bad2);
  if (!bad1)
    g_assert_cmpstr (g_checksum_get_string (whole), ==, g_checksum_get_string (pieces));
  return 0;
}
