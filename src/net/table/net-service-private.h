/* net-service-private.h — what net-service.c, net-room.c and net-store.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-ai.h"
#include "net-service.h"
#include "net-room.h"

G_BEGIN_DECLS

struct _NetService {
  NetServiceOptions options;
  char *data_dir;
  GHashTable *rooms;            /* code → NetRoom */
  GHashTable *per_address;      /* address → connections (GUINT_TO_POINTER) */
  GHashTable *rooms_per_address;
  NetServiceStats stats;
  guint flush_id;               /* the next flush (syncfs) of the tables' records */
  struct _NetFlush *flushing;   /* the flush in its thread, or NULL */
  gboolean flush_again;         /* lines came while it ran: the next at its end */
  int data_fd;                  /* the data folder, for syncfs(); -1 without one */
  NetServiceTableFunc table_func;
  gpointer table_data;
  NetServiceAdmitFunc admit_func;
  gpointer admit_data;
  gboolean draining;
};

/* net-service.c */
void      net_service_send        (NetService       *self,
                                   NetPeer          *peer,
                                   const NetMessage *msg);
void      net_service_send_error  (NetService *self,
                                   NetPeer    *peer,
                                   const char *code,
                                   const char *message);

/* Tells the peer why in an error @code, then closes it. */
void      net_service_close_peer_with (NetService *self,
                                       NetPeer    *peer,
                                       const char *code,
                                       const char *reason);

/* A refusal in words, counted; FALSE. */
gboolean  net_service_refuse      (NetService *self,
                                   NetPeer    *peer,
                                   const char *code,
                                   const char *message);
/* net-service-resume.c: a new token for @peer's seat at @room, told in a
 * welcome. */
void      net_service_welcome_new_token (NetService *self,
                                         NetRoom    *room,
                                         NetPeer    *peer);

/* net-service-requests.c: a seat's requests (the checks are theirs). */
gboolean  net_service_handle_create   (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);
gboolean  net_service_handle_join     (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);
void      net_service_handle_computer (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);
void      net_service_handle_start    (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);
void      net_service_handle_act      (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);
void      net_service_handle_rematch  (NetService *self,
                                       NetPeer    *peer);
/* The table of @code, in any case; NULL if none. */
NetRoom  *net_service_find_room       (NetService *self,
                                       const char *code);

/* net-service-resume.c: a seat taken back with its token. */
gboolean  net_service_handle_resume   (NetService       *self,
                                       NetPeer          *peer,
                                       const NetMessage *msg);

/* net-service-seats.c: "leave" and "move". */
void      net_service_handle_leave (NetService *self,
                                    NetPeer    *peer);
void      net_service_handle_move  (NetService       *self,
                                    NetPeer          *peer,
                                    const NetMessage *msg);

/* The table @room is in the service's list now (@present), or leaves it
 * for good: told to net_service_watch_tables()'s function. */
void      net_service_table_listed (NetService *self,
                                    NetRoom    *room,
                                    gboolean    present,
                                    gboolean    created);
/* Creates the table @code for @peer, its host (the checks are done). */
gboolean  net_service_create_table (NetService        *self,
                                    NetPeer           *peer,
                                    const char        *code,
                                    const EuchreRules *rules,
                                    const char        *name);
/* Asks the admission function (the checks are done); TRUE. */
gboolean  net_service_ask_admission (NetService        *self,
                                     NetPeer           *peer,
                                     const char        *code,
                                     const EuchreRules *rules,
                                     const char        *name);
/* @peer is gone: its ticket, if any, is answered to nobody. */
void      net_service_forget_ticket (NetPeer *peer);
/* An action at @room now: told at most once a NET_SERVICE_ACTIVE_EVERY_S. */
void      net_service_table_active (NetService *self,
                                    NetRoom    *room);

/* net-store.c: the files of a table (nothing when the service has no
 * data directory). */
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
/* The table's record, open to append; -1 and errno if it cannot be. */
int       net_store_open_record   (NetRoom *room);
#define NET_STORE_FLUSH_MS 1000
/* net-store-flush.c: a flush of every table with new lines within
 * NET_STORE_FLUSH_MS (unless one is already timed). */
void      net_store_flush_later   (NetService *self);
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
/* Every line appended so far on the disk now (at exit). */
void      net_store_flush_now     (NetService *self);
/* The data folder opened for the flushes (at start); FALSE and why. */
gboolean  net_store_open_data_dir (NetService  *self,
                                   GError     **error);
/* Closes the data folder (at exit). */
void      net_store_close_all     (NetService *self);
/* Tests: @hook runs at each step of a rematch on the disk (0: before
 * anything; 1: the finished game kept as game-N.record; 2: the new
 * record, its number inside, renamed in; 3: room.json written), to look
 * at what a kill there would leave.  NULL: none. */
void      net_service_set_rematch_hook (void (*hook) (NetRoom *room, guint step));
void      net_store_rematch_step  (NetRoom  *room,
                                   guint     step);
gboolean  net_store_archive_game  (NetRoom  *room,
                                   GError  **error);
void      net_store_retire        (NetRoom *room);
/* Every table in the data folder not held yet; how many. */
guint     net_store_restore_all   (NetService *self);

G_END_DECLS
