/* fuzz-net-store.c — a table's files as the server reads them at start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is room.json, a NUL byte, then game.record (no NUL: all of it
 * room.json, and an empty record).  Whatever the bytes, the table is
 * refused in words (UTF-8), or it reads: a record whose state is the
 * engine's (the invariants), dealt by the server, with rules to play by,
 * whose seats are seats.  net_store_parse_table() is exactly what a start
 * reads after net_store_read_file(), so a damaged data folder can never
 * crash, hang or abort the server.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"
#include "net-store-read.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  const char *text = (const char *) data;
  /* libFuzzer may pass NULL with size 0: memchr must not see it. */
  const char *nul = size > 0 ? memchr (text, '\0', size) : NULL;
  gsize meta_len = nul != NULL ? (gsize) (nul - text) : size;
  const char *record = nul != NULL ? nul + 1 : "";
  gsize record_len = nul != NULL ? size - meta_len - 1 : 0;
  NetStoreTable table;

  if (!net_store_parse_table ("K7QM-3XHD-PW2R", text, meta_len, record, record_len, &table,
                              &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      net_store_table_clear (&table);
      return 0;
    }
  g_assert_no_error (error);
  g_assert_nonnull (table.record);
  g_assert_cmpstr (table.code, ==, "K7QM-3XHD-PW2R");
  g_assert_cmpuint (strlen (table.secret), ==, 64);
  g_assert_cmpuint (table.host, <, 4);
  g_assert_cmpint (table.record->rules.shuffle, ==, EUCHRE_SHUFFLE_NONE);
  g_assert_cmpint (table.record->rules.renege, <, EUCHRE_N_RENEGES);
  for (guint s = 0; s < 4; s++)
    {
      const NetStoreSeat *seat = &table.seats[s];

      g_assert_true (seat->kind == NET_SEAT_EMPTY || seat->kind == NET_SEAT_AWAY ||
                     seat->kind == NET_SEAT_COMPUTER);
      if (seat->kind == NET_SEAT_AWAY)
        {
          g_assert_true (net_name_valid (seat->name));
          g_assert_cmpuint (strlen (seat->token_hash), ==, 64);
        }
      if (seat->kind == NET_SEAT_COMPUTER)
        g_assert_nonnull (net_level_strategy_id (seat->level));
    }
  fuzz_check_state (&table.state);
  g_assert_true (table.deal_entry == G_MAXUINT ||
                 table.deal_entry < euchre_record_length (table.record));
  g_assert_cmpuint (table.stopped_at, <=, table.lines + 1);
  net_store_table_clear (&table);
  return 0;
}
