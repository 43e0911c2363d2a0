/* net-store-read.h — reading a table's files back, bounded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The data folder is read at every start, before the server listens: one
 * damaged table must never stop it.  So its files are read the way the
 * network is: regular files only, opened without blocking and without
 * following a link (a FIFO or a link to /dev/zero would hang the start),
 * at most so many bytes, and room.json checked by net_json_check() (exact
 * JSON, nested a few levels at most) before json-glib, which recurses,
 * sees it.  Everything here is pure but for net_store_read_file(), so the
 * fuzz target (tests/fuzz/fuzz-net-store.c) reads exactly what a start
 * reads.
 */
#pragma once

#include <glib.h>

#include "euchre-ai.h"
#include "net-message.h"

G_BEGIN_DECLS

#define NET_STORE_MAX_META (64 * 1024)          /* room.json: ~1 KiB written */
#define NET_STORE_MAX_RECORD (1024 * 1024)      /* game.record: ~10 KiB a game */
/* game.record's second line: "# table-game N", the table's number for
 * this game (a comment to the record's reader). */
#define NET_STORE_GAME_LINE "# table-game "
#define NET_STORE_MAX_DEPTH 3                   /* room.json: the object, seats, a seat */

typedef struct {
  NetSeatKind kind;             /* EMPTY, AWAY (a person's, until they come back) or COMPUTER */
  char name[NET_MAX_NAME * 4 + 1];
  char token_hash[65];
  char level[8];
} NetStoreSeat;

typedef struct {
  char code[NET_CODE_LEN + 1];
  char secret[65];
  char creator[64];
  guint game;
  guint host;
  gboolean started;
  NetStoreSeat seats[4];
  EuchreRecord *record;         /* the game as far as it reads */
  EuchreState state;            /* … and where it stands */
  guint deal_entry;             /* the record entry of the current deal, G_MAXUINT: none */
  guint stopped_at;             /* the line where the record stopped reading, 0: it all read */
  guint lines;                  /* the record's lines */
} NetStoreTable;

/* The whole of the regular file @path, at most @max bytes, NUL-terminated
 * (*@len without it).  Refused in words: a link, a folder, a FIFO, a
 * device, a file over @max bytes.  Never blocks on a FIFO. */
gboolean  net_store_read_file     (const char  *path,
                                   gsize        max,
                                   char       **contents,
                                   gsize       *len,
                                   GError     **error);

/* One table from the text of its room.json and game.record (@record_len
 * bytes; any bytes): FALSE with the reason in words (nothing held), or
 * @table filled (free with net_store_table_clear()).  A record that stops reading part
 * way (a cut-off or damaged line) is used up to there and says so in
 * stopped_at; its set-up lines must read. */
gboolean  net_store_parse_table   (const char    *code,
                                   const char    *meta,
                                   gsize          meta_len,
                                   const char    *record,
                                   gsize          record_len,
                                   NetStoreTable *table,
                                   GError       **error);
void      net_store_table_clear   (NetStoreTable *table);

/* Rules a person can play online: only the rules to play by (no
 * renege=played, the engine's rule for reading files, under which any
 * card held would be accepted), dealt by the server (shuffle=none). */
gboolean  net_rules_playable      (const EuchreRules *rules,
                                   GError           **error);

G_END_DECLS
