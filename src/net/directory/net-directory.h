/* net-directory.h — euchre-server's tables in the table directory (Redis)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Several euchre-server processes behind HAProxy (docs/DEPLOY.md): each
 * writes the tables it holds into Redis, one hash a table,
 *
 *   euchre:table:CODE    backend N  [created S]  [active S]  (expires: NET_DIRECTORY_TTL_S)
 *   euchre:backend:N     state up|draining  seen UNIX-SECONDS (expires: NET_DIRECTORY_TTL_S)
 *   euchre:addr:KEY      { CODE, … }: the tables an address created (expires: as above)
 *
 * refreshed while the table lives, deleted when it is put away, and
 * read by HAProxy to route /t/CODE.  Redis is never waited for: the
 * socket is non-blocking on the main context, a connection gets
 * NET_DIRECTORY_TIMEOUT_MS to open and each command as long to be
 * answered, else it is dropped, said on the standard error (once an
 * outage), and tried again; the tables play on meanwhile, and every
 * table is written again once Redis answers.
 */
#pragma once

#include <glib.h>

#include "net-service.h"

G_BEGIN_DECLS

#define NET_DIRECTORY_TTL_S 300         /* a table's entry outlives its server this long */
#define NET_DIRECTORY_REFRESH_S 60      /* every entry written again this often */
#define NET_DIRECTORY_TIMEOUT_MS 2000   /* to connect; for an answer */

typedef struct _NetDirectory NetDirectory;

/* @redis: "HOST:PORT" ("[ADDRESS]:PORT" for IPv6), HOST an IP address or
 * "localhost"; @backend 1 to 999.  Connects in the background. */
NetDirectory *net_directory_new   (const char  *redis,
                                   guint        backend,
                                   GError     **error);
void          net_directory_free  (NetDirectory *self);
/* A table this server holds (@present) or no longer holds; @creator:
 * the address key that created it (NULL or "": not known); @created: it
 * was just created (its "created" time is now); @active: the time of its
 * last action (UNIX seconds; 0: not known, nothing written).  Also for a
 * table admitted and never made (@present FALSE): its place is given
 * back. */
void          net_directory_table (NetDirectory *self,
                                   const char   *code,
                                   const char   *creator,
                                   gboolean      present,
                                   gboolean      created,
                                   gint64        active);
/* The tables per address across servers: whether @key may create
 * @code, holding fewer than @limit in euchre:addr:KEY (its place taken
 * in the same step).  Answered with net_service_admit(), at once
 * (NET_ADMIT_UNKNOWN) when Redis cannot be asked now, else when Redis
 * answers or NET_DIRECTORY_TIMEOUT_MS have passed. */
void          net_directory_admit (NetDirectory     *self,
                                   NetServiceTicket *ticket,
                                   const char       *key,
                                   const char       *code,
                                   guint             limit);
/* euchre:backend:N's state: "up" or "draining". */
void          net_directory_set_state (NetDirectory *self,
                                       const char   *state);
/* Runs the main context until every write is answered or @timeout_ms
 * have passed; TRUE when all were. */
gboolean      net_directory_flush (NetDirectory *self,
                                   guint         timeout_ms);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetDirectory, net_directory_free)

G_END_DECLS
