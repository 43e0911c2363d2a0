/* net-service-tables.h — what the service does for its tables: the calls
 * the room's files (net-room*.c) and the store's (net-store*.c) make to it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Functions only: the service's struct is its own files'
 * (net-service-private.h).
 */
#pragma once

#include "net-room.h"
#include "net-store.h"

G_BEGIN_DECLS

/* The service's store of the tables' files. */
NetStore *net_service_get_store   (NetService *self);

/* One message to @peer (nothing once it is closing). */
void      net_service_send        (NetService       *self,
                                   NetPeer          *peer,
                                   const NetMessage *msg);
/* A new token for @peer's seat at @room, told in a welcome. */
void      net_service_welcome_new_token (NetService *self,
                                         NetRoom    *room,
                                         NetPeer    *peer);

/* What the statistics count (NetServiceStats), as a table sees it. */
typedef enum {
  NET_SERVICE_COUNT_ACTION,             /* actions */
  NET_SERVICE_COUNT_TAKEOVER,           /* takeovers */
  NET_SERVICE_COUNT_NOT_YOUR_TURN,      /* not_your_turn */
  NET_SERVICE_COUNT_ILLEGAL,            /* illegal */
} NetServiceCount;
void      net_service_count       (NetService      *self,
                                   NetServiceCount  what);

/* The table @room is in the service's list now (@present), or leaves it
 * for good: told to net_service_watch_tables()'s function. */
void      net_service_table_listed (NetService *self,
                                    NetRoom    *room,
                                    gboolean    present,
                                    gboolean    created);
/* An action at @room now: told at most once a NET_SERVICE_ACTIVE_EVERY_S. */
void      net_service_table_active (NetService *self,
                                    NetRoom    *room);
/* @room put away: out of the service's tables (killed, let go). */
void      net_service_remove_table (NetService *self,
                                    NetRoom    *room);
/* Whether the service holds a table of exactly @code. */
gboolean  net_service_holds_table  (NetService *self,
                                    const char *code);
/* @room, read back from the data folder, held (and counted for its
 * creator's address), listed, and on its way: its people away. */
void      net_service_add_restored (NetService *self,
                                    NetRoom    *room);

G_END_DECLS
