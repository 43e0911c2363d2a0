/* net-room-private.h — what the room's files share (net-room.c, and
 * net-room-record.c, net-room-disk.c, net-room-seats.c)
 *
 * Nobody else in src/net includes it: the service's files and the
 * store's use net-room.h (the store writes what net_room_describe() gives
 * and reads a table back through net_room_new_restored()), and the room
 * calls them through net-service-tables.h and net-store.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "net-room.h"
#include "net-service-tables.h"
#include "net-store.h"

G_BEGIN_DECLS

#define NET_ROOM_ALL_SEATS 0xfu

typedef struct {
  NetSeatKind kind;
  char name[NET_MAX_NAME * 4 + 1];
  char token_hash[65];          /* SHA-256 of the player's token, hex; "" for none */
  char level[8];                /* computer seats: easy, medium, hard */
  NetPeer *peer;                /* the connection, if any */
  EuchreStrategy *strategy;     /* computer and covered seats */
  guint grace_id;
  guint refused;                /* actions refused at this seat */
  guint turn_told;              /* the record length when "turn" was last sent + 1 */
  gboolean thinking;            /* a computer decision is running */
} NetSeat;

struct _NetRoom {
  NetService *service;
  gint ref_count;
  gboolean dead;
  char code[NET_CODE_LEN + 1];
  char secret[65];              /* the salts derive from it (HMAC-SHA-256), hex */
  char creator[64];             /* the address that created it (its net_service_address_key()) */
  guint game;                   /* games finished at this table */
  gboolean started;
  guint host;
  EuchreRules rules;            /* always shuffle=none: the service deals */
  EuchreRecord *record;
  EuchreState state;
  guint deal_entry;             /* the record entry of the current deal */
  NetSeat seats[4];
  guint idle_id;
  guint reap_id;
  guint retry_id;               /* tries the disk again after a failed append */
  gboolean unsaved;             /* the last append failed: no action is taken */
  gboolean pack_unsynced;       /* the next deal's pack written, not yet known on the disk */
  gboolean pack_syncing;        /* ... and its fdatasync under way in a thread */
  gboolean pack_failed;         /* ... and one failed: the record is written again whole */
  gint64 active_told;           /* UNIX seconds: the last action told to the table watcher */
};

static inline gboolean
net_seat_is_computer (const NetSeat *seat)
{
  return seat->kind == NET_SEAT_COMPUTER || seat->kind == NET_SEAT_COVERED;
}

/* net-room.c: a message to @seat's peer, if any; to every seat in @mask. */
void      net_room_tell           (NetRoom          *room,
                                   guint             seat,
                                   const NetMessage *msg);
void      net_room_tell_mask      (NetRoom          *room,
                                   guint             mask,
                                   const NetMessage *msg);

/* net-room-record.c: applies @action for @seat: on the disk first, then
 * to the state, then told.  FALSE (*@code "illegal" or "not-saved")
 * changes nothing. */
gboolean  net_room_apply          (NetRoom            *room,
                                   guint               seat,
                                   const EuchreAction *action,
                                   const char        **code,
                                   GError            **error);
/* The next deal; FALSE if it is not done now (waiting for the disk, or
 * the disk did not take it). */
gboolean  net_room_deal           (NetRoom *room);

/* net-room-disk.c: the disk took a line again: every seat told, if it
 * had not before. */
void      net_room_saved_again    (NetRoom *room);

G_END_DECLS
