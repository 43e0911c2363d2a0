/* net-room.h — one table of the service: its seats, its turns, its record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A NetRoom is the service's (net-service.c holds them by code); its
 * struct is the room's own files' (net-room-private.h).  Everything runs
 * on the service's main context.
 */
#pragma once

#include "euchre-ai.h"
#include "net-service.h"
#include "net-store-read.h"

G_BEGIN_DECLS

typedef struct _NetRoom NetRoom;

NetRoom  *net_room_new            (NetService        *service,
                                   const char        *code,
                                   const EuchreRules *rules);
NetRoom  *net_room_ref            (NetRoom *room);
void      net_room_unref          (NetRoom *room);
/* Ends the room: timers off, peers forgotten (not closed). */
void      net_room_kill           (NetRoom *room);
void      net_room_send_table     (NetRoom *room);
/* Deals, hands turns to people and to the computer: whatever comes next. */
void      net_room_advance        (NetRoom *room);
/* A person's action at @seat; FALSE with an error code and message. */
gboolean  net_room_act            (NetRoom            *room,
                                   guint               seat,
                                   const EuchreAction *action,
                                   const char        **code,
                                   GError            **error);
/* Tells @seat's peer everything of the game so far, as it happened. */
void      net_room_replay_to      (NetRoom *room,
                                   guint    seat);
void      net_room_seat_attach    (NetRoom *room,
                                   guint    seat,
                                   NetPeer *peer);
void      net_room_seat_detach    (NetRoom *room,
                                   guint    seat);
/* Before the start, the host's role to the next person when @seat was
 * the host's. */
void      net_room_pass_host      (NetRoom *room,
                                   guint    seat);
/* A person away from @seat: the computer takes it after the grace period. */
void      net_room_start_grace    (NetRoom *room,
                                   guint    seat);
/* Nobody at the table, and no game going on: put away after the grace period. */
void      net_room_maybe_reap     (NetRoom *room);
void      net_room_set_computer   (NetRoom    *room,
                                   guint       seat,
                                   const char *level);
/* The record could not be written: the seats are told (once), the table
 * takes no action and tries the disk again in 10 s. */
void      net_room_unsaved        (NetRoom      *room,
                                   const GError *error);
/* A new game at the same seats; FALSE (nothing changed) when the disk
 * does not take it. */
gboolean  net_room_rematch        (NetRoom  *room,
                                   GError  **error);
gboolean  net_room_has_peers      (NetRoom *room);

/* net-room-seats.c: @s's person goes for good ("leave"). */
void      net_room_seat_leave     (NetRoom *room,
                                   guint    s);
/* Before the start, seats @a and @b swapped (a person moved): each
 * person there welcomed again with a new token, a person away timed
 * again at the new seat. */
void      net_room_swap_seats     (NetRoom *room,
                                   guint    a,
                                   guint    b);
/* The host starts the game: computer players of @level at the empty seats. */
void      net_room_start          (NetRoom    *room,
                                   const char *level);

/* What the service reads and sets (net-room.c). */
NetService         *net_room_get_service      (NetRoom *room);
const char         *net_room_get_code         (NetRoom *room);
/* The address key (net_service_address_key()) that created it; "" if not known. */
const char         *net_room_get_creator      (NetRoom *room);
void                net_room_set_creator      (NetRoom    *room,
                                               const char *key);
const EuchreRules  *net_room_get_rules        (NetRoom *room);
const EuchreRecord *net_room_get_record       (NetRoom *room);
gboolean            net_room_is_started       (NetRoom *room);
gboolean            net_room_is_over          (NetRoom *room);
guint               net_room_get_host         (NetRoom *room);
/* UNIX seconds: the last action told to the table watcher. */
gint64              net_room_get_active_told  (NetRoom *room);
void                net_room_set_active_told  (NetRoom *room,
                                               gint64   when);
NetSeatKind         net_room_get_seat_kind    (NetRoom *room,
                                               guint    s);
const char         *net_room_get_seat_name    (NetRoom *room,
                                               guint    s);
void                net_room_set_seat_name    (NetRoom    *room,
                                               guint       s,
                                               const char *name);
NetPeer            *net_room_get_seat_peer    (NetRoom *room,
                                               guint    s);
/* Actions refused at seat @s. */
guint               net_room_get_seat_refused (NetRoom *room,
                                               guint    s);
void                net_room_count_refused    (NetRoom *room,
                                               guint    s);
/* Killed (net_room_kill()): put away, or the service gone. */
gboolean            net_room_is_dead          (NetRoom *room);
/* Games finished at this table. */
guint               net_room_get_game         (NetRoom *room);
/* @hash: the SHA-256 of the seat's token, hex. */
void                net_room_set_seat_token   (NetRoom    *room,
                                               guint       s,
                                               const char *hash);
/* The seat whose token hashes to @hash (each compared in constant
 * time), or -1. */
gint                net_room_find_token       (NetRoom    *room,
                                               const char *hash);

/* net-room-disk.c: what the table keeps on disk (room.json), into @t:
 * everything but the record, the state and what the record says
 * (record NULL). */
void                net_room_describe         (NetRoom       *room,
                                               NetStoreTable *t);
/* The table @t read back (its record taken, NULL in @t after), for
 * @service, not held by it yet. */
NetRoom            *net_room_new_restored     (NetService    *service,
                                               NetStoreTable *t);

G_END_DECLS
