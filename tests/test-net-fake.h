/* test-net-fake.h — a NetService driven by peers of the test's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No socket: a FakePeer is a connection from any address the test names,
 * and keeps what the service sent it last.
 */
#pragma once

#include "net-service-private.h"

G_BEGIN_DECLS

typedef struct {
  NetPeer base;
  guint frames;
  char last[1024];              /* the last frame sent to it */
  char welcome[1024];           /* the last "welcome" */
  gboolean closed;
} FakePeer;

/* A service in memory (@data_dir NULL) or on @data_dir; no idle limit. */
NetService *fake_service   (const char *data_dir,
                            guint       grace_ms);
/* A new connection from @address; *@opened: whether the service took it. */
FakePeer   *fake_open      (NetService *service,
                            const char *address,
                            gboolean   *opened);
void        fake_send_text (NetService *service,
                            FakePeer   *peer,
                            const char *frame);
/* "create" as Ann. */
void        fake_create    (NetService *service,
                            FakePeer   *peer);
void        fake_join      (NetService *service,
                            FakePeer   *peer,
                            const char *code,
                            const char *name);
/* The code of a table of @service (it must have one). */
const char *first_code     (NetService *service);

G_END_DECLS
