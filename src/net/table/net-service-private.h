/* net-service-private.h — what the service's files share (net-service.c,
 * net-service-requests.c, net-service-resume.c, net-service-seats.c,
 * net-service-watch.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nobody else in src/net includes it: the room and the store call the
 * service through net-service-tables.h.  (The tests look into rooms.)
 */
#pragma once

#include "euchre-ai.h"
#include "net-service.h"
#include "net-service-tables.h"

G_BEGIN_DECLS

struct _NetService {
  NetServiceOptions options;
  char *data_dir;
  GHashTable *rooms;            /* code → NetRoom */
  GHashTable *per_address;      /* address → connections (GUINT_TO_POINTER) */
  GHashTable *rooms_per_address;
  NetServiceStats stats;
  NetStore *store;              /* the tables' files */
  NetServiceTableFunc table_func;
  gpointer table_data;
  NetServiceAdmitFunc admit_func;
  gpointer admit_data;
  gboolean draining;
};

/* net-service.c */
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

G_END_DECLS
