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

G_END_DECLS
