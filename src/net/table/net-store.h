/* net-store.h — each table on disk: what the service and the room ask of the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store is the service's (net_service_get_store()); its struct is the
 * store's own files' (net-store-private.h).  It knows a table through
 * net-room.h alone: what it writes is net_room_describe()'s, what it
 * reads back becomes a table through net_room_new_restored().  With no
 * data folder every call here does nothing and succeeds.
 */
#pragma once

#include "net-room.h"

G_BEGIN_DECLS

typedef struct _NetStore NetStore;

/* The store of @service's tables in @data_dir (already created and
 * checked), the folder opened for the flushes; NULL and why if it cannot
 * be.  @data_dir NULL: nothing on disk. */
NetStore *net_store_new           (NetService  *service,
                                   const char  *data_dir,
                                   GError     **error);
/* Every line appended so far on the disk (a flush under way waited for),
 * the data folder closed, the store freed.  At exit. */
void      net_store_free          (NetStore *store);
/* Whether the tables have files (a data folder). */
gboolean  net_store_on_disk       (NetStore *store);
/* Every table in the data folder not held yet, each handed to the
 * service (net_service_add_restored()); how many. */
guint     net_store_restore_all   (NetStore *store);

/* The files of @room. */
void      net_store_write_meta    (NetRoom *room);
/* The record written whole, atomically (write new, rename). */
gboolean  net_store_start_record  (NetRoom  *room,
                                   GError  **error);
/* The record written whole from memory, durably (beside it, flushed,
 * renamed over it), with the line @pending (a deal's pack, which the
 * record's text leaves out until it is dealt) at its end. */
gboolean  net_store_rewrite_record (NetRoom    *room,
                                    const char *pending,
                                    GError    **error);
#define NET_STORE_FLUSH_MS 1000
/* One line appended; with @flush, on the disk (fdatasync) before it
 * returns, else within NET_STORE_FLUSH_MS.  FALSE (nothing appended) with
 * the system's words when it cannot be. */
gboolean  net_store_append        (NetRoom    *room,
                                   const char *line,
                                   gboolean    flush,
                                   GError    **error);
/* The record on the disk (fdatasync) in a thread of its own; @done is
 * called on the main context with 0 or the error number.  The table's
 * loop is not held meanwhile: a deal's pack waits for it before its
 * commitment is sent. */
typedef void (*NetStoreSynced) (NetRoom *room, int err);
void      net_store_sync_record   (NetRoom       *room,
                                   NetStoreSynced done);
/* "cannot write to RECORD: …" for the error number @err. */
GError   *net_store_write_error   (NetRoom *room,
                                   int      err);
/* Tests: @hook runs at each step of a rematch on the disk (0: before
 * anything; 1: the finished game kept as game-N.record; 2: the new
 * record, its number inside, renamed in; 3: room.json written), to look
 * at what a kill there would leave.  NULL: none. */
void      net_service_set_rematch_hook (void (*hook) (NetRoom *room, guint step));
void      net_store_rematch_step  (NetRoom  *room,
                                   guint     step);
gboolean  net_store_archive_game  (NetRoom  *room,
                                   GError  **error);
/* The table's folder deleted with its files (put away). */
void      net_store_retire        (NetRoom *room);

G_END_DECLS
