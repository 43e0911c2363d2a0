/* test-net-fake.c — a NetService driven by peers of the test's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-net-fake.h"

static void
fake_send (NetPeer *peer, const char *frame, gsize len)
{
  FakePeer *self = (FakePeer *) peer;

  self->frames++;
  g_strlcpy (self->last, frame, sizeof self->last);
  if (strstr (frame, "\"type\":\"welcome\"") != NULL)
    g_strlcpy (self->welcome, frame, sizeof self->welcome);
}

static void
fake_close (NetPeer *peer, const char *reason)
{
  ((FakePeer *) peer)->closed = TRUE;
}

static const NetPeerClass fake_class = { fake_send, fake_close };

FakePeer *
fake_open (NetService *service, const char *address, gboolean *opened)
{
  FakePeer *peer = g_new0 (FakePeer, 1);

  peer->base.klass = &fake_class;
  g_strlcpy (peer->base.address, address, sizeof peer->base.address);
  *opened = net_service_peer_open (service, &peer->base);
  return peer;
}

void
fake_create (NetService *service, FakePeer *peer)
{
  const char *frame = "{\"type\":\"create\",\"name\":\"Ann\"}";

  net_service_peer_receive (service, &peer->base, frame, strlen (frame));
}

void
fake_join (NetService *service, FakePeer *peer, const char *code, const char *name)
{
  g_autofree char *frame = g_strdup_printf ("{\"type\":\"join\",\"code\":\"%s\",\"name\":\"%s\"}",
                                            code, name);

  net_service_peer_receive (service, &peer->base, frame, strlen (frame));
}

NetService *
fake_service (const char *data_dir, guint grace_ms)
{
  g_autoptr (GError) error = NULL;
  NetServiceOptions options;
  NetService *service;

  net_service_options_init (&options);
  options.data_dir = data_dir;
  options.grace_ms = grace_ms;
  options.idle_ms = 0;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  return service;
}

const char *
first_code (NetService *service)
{
  GHashTableIter iter;
  gpointer code = NULL;

  g_hash_table_iter_init (&iter, service->rooms);
  g_assert_true (g_hash_table_iter_next (&iter, &code, NULL));
  return code;
}

void
fake_send_text (NetService *service, FakePeer *peer, const char *frame)
{
  net_service_peer_receive (service, &peer->base, frame, strlen (frame));
}

