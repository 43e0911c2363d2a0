/* net-store-private.h — what the store's files share (net-store.c,
 * net-store-flush.c, net-store-folders.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nobody else includes it: the room and the service use net-store.h.
 */
#pragma once

#include "net-store.h"

G_BEGIN_DECLS

struct _NetStore {
  NetService *service;
  char *data_dir;               /* NULL: nothing on disk */
  int data_fd;                  /* the data folder, for syncfs(); -1 without one */
  GHashTable *dirty;            /* NetRoom (a reference) → itself: lines appended since
                                 * the last flush (syncfs) */
  guint flush_id;               /* the next flush (syncfs) of the tables' records */
  struct _NetFlush *flushing;   /* the flush in its thread, or NULL */
  gboolean flush_again;         /* lines came while it ran: the next at its end */
};

/* The store of @room's service. */
NetStore *net_store_of            (NetRoom *room);
/* DATA_DIR/CODE, and DATA_DIR/CODE/game.record; NULL without a data folder. */
char     *net_store_room_dir      (NetRoom *room);
char     *net_store_record_path   (NetRoom *room);
/* The table's record, open to append; -1 and errno if it cannot be. */
int       net_store_open_record   (NetRoom *room);

/* net-store-flush.c: @room has lines not flushed yet: a flush of every
 * such table within NET_STORE_FLUSH_MS (unless one is already timed). */
void      net_store_flush_later   (NetRoom *room);
/* Every line appended so far on the disk now (at exit). */
void      net_store_flush_now     (NetStore *store);

/* net-store-folders.c: the data folder opened for the flushes (at
 * start); FALSE and why. */
gboolean  net_store_open_data_dir (NetStore  *store,
                                   GError   **error);

G_END_DECLS
