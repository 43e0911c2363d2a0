/* net-tls.c — the server's TLS: the certificate checked at start, and
 * non-blocking GnuTLS sessions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The server's sockets are read when epoll says so, never in a thread:
 * GLib's TLS (glib-networking) runs each handshake in a thread of GLib's
 * shared pool, where connections that never finish theirs held every
 * thread.  GnuTLS, which glib-networking uses underneath, handshakes
 * without blocking when asked.
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <sys/socket.h>
#include <gio/gio.h>

#include "net-tls.h"

/* ---- the certificate, checked at start ---------------------------------------- */

typedef struct {
  gboolean done[2];
  GError *error[2];
  GSocket *sockets[2];
} SelfTest;

static void
self_test_done (GObject *source, GAsyncResult *result, gpointer data)
{
  SelfTest *t = data;
  guint side = G_IS_TLS_SERVER_CONNECTION (source) ? 0 : 1;

  if (!g_tls_connection_handshake_finish (G_TLS_CONNECTION (source), result, &t->error[side]))
    {
      /* The other side would wait for an answer that never comes. */
      g_socket_shutdown (t->sockets[0], TRUE, TRUE, NULL);
      g_socket_shutdown (t->sockets[1], TRUE, TRUE, NULL);
    }
  t->done[side] = TRUE;
}

static gboolean
accept_any (GTlsConnection *conn, GTlsCertificate *cert, GTlsCertificateFlags errors,
            gpointer data)
{
  return TRUE;
}

static gboolean
self_test_over (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* A server that starts with a certificate it cannot serve fails every
 * client (a key that is not the certificate's: BAD_SIGNATURE at each
 * handshake), and an expired one is refused by every browser: both are
 * refused at start, in words.  The key is tried for real: a TLS handshake
 * with itself over a socket pair. */
static gboolean
check_certificate (GTlsCertificate *cert, GError **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr (GDateTime) before = g_tls_certificate_get_not_valid_before (cert);
  g_autoptr (GDateTime) after = g_tls_certificate_get_not_valid_after (cert);
  g_autoptr (GMainContext) context = NULL;
  g_autoptr (GIOStream) server = NULL, client = NULL;
  g_autoptr (GSocketConnection) a = NULL, b = NULL;
  g_autoptr (GSocket) sa = NULL, sb = NULL;
  SelfTest t = { { FALSE, FALSE }, { NULL, NULL }, { NULL, NULL } };
  gboolean over = FALSE, ok;
  GSource *timeout;
  int fds[2];

  if (after != NULL && g_date_time_compare (after, now) < 0)
    {
      g_autofree char *when = g_date_time_format (after, "%Y-%m-%d");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the TLS certificate expired on %s: every client would refuse it", when);
      return FALSE;
    }
  if (before != NULL && g_date_time_compare (before, now) > 0)
    {
      g_autofree char *when = g_date_time_format (before, "%Y-%m-%d");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the TLS certificate is not valid before %s: every client would refuse it",
                   when);
      return FALSE;
    }
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    return TRUE;        /* (nothing to try it with: the clients will tell) */
  sa = g_socket_new_from_fd (fds[0], NULL);
  sb = g_socket_new_from_fd (fds[1], NULL);
  if (sa == NULL || sb == NULL)
    return TRUE;
  t.sockets[0] = sa;
  t.sockets[1] = sb;
  a = g_socket_connection_factory_create_connection (sa);
  b = g_socket_connection_factory_create_connection (sb);
  server = g_tls_server_connection_new (G_IO_STREAM (a), cert, error);
  if (server == NULL)
    return FALSE;
  client = g_tls_client_connection_new (G_IO_STREAM (b), NULL, error);
  if (client == NULL)
    return FALSE;
  g_signal_connect (client, "accept-certificate", G_CALLBACK (accept_any), NULL);
  context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  g_tls_connection_handshake_async (G_TLS_CONNECTION (server), G_PRIORITY_DEFAULT, NULL,
                                    self_test_done, &t);
  g_tls_connection_handshake_async (G_TLS_CONNECTION (client), G_PRIORITY_DEFAULT, NULL,
                                    self_test_done, &t);
  timeout = g_timeout_source_new (10000);
  g_source_set_callback (timeout, self_test_over, &over, NULL);
  g_source_attach (timeout, context);
  while (!(t.done[0] && t.done[1]) && !over)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (timeout);
  g_source_unref (timeout);
  ok = t.done[0] && t.done[1] && t.error[0] == NULL && t.error[1] == NULL;
  if (!ok)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                 "the TLS certificate and key do not work together (%s): is the key the "
                 "certificate's?", t.error[1] != NULL ? t.error[1]->message
                                   : t.error[0] != NULL ? t.error[0]->message : "no answer");
  g_clear_error (&t.error[0]);
  g_clear_error (&t.error[1]);
  g_io_stream_close (server, NULL, NULL);
  g_io_stream_close (client, NULL, NULL);
  /* What the handshakes left to dispatch, before the context goes. */
  while (g_main_context_iteration (context, FALSE))
    ;
  g_main_context_pop_thread_default (context);
  return ok;
}

gnutls_certificate_credentials_t
net_tls_credentials (const char *cert_file, const char *key_file, GError **error)
{
  g_autoptr (GTlsCertificate) cert = g_tls_certificate_new_from_files (cert_file, key_file, error);
  gnutls_certificate_credentials_t cred = NULL;
  int r;

  if (cert == NULL || !check_certificate (cert, error))
    return NULL;
  if (gnutls_certificate_allocate_credentials (&cred) != GNUTLS_E_SUCCESS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "out of memory for TLS");
      return NULL;
    }
  r = gnutls_certificate_set_x509_key_file (cred, cert_file, key_file, GNUTLS_X509_FMT_PEM);
  if (r < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the TLS certificate %s or its key %s cannot be used: %s", cert_file,
                   key_file, gnutls_strerror (r));
      gnutls_certificate_free_credentials (cred);
      return NULL;
    }
  return cred;
}

gnutls_session_t
net_tls_session (gnutls_certificate_credentials_t cred, int fd)
{
  gnutls_session_t session = NULL;

  if (gnutls_init (&session, GNUTLS_SERVER | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL) != 0)
    return NULL;
  if (gnutls_set_default_priority (session) != 0 ||
      gnutls_credentials_set (session, GNUTLS_CRD_CERTIFICATE, cred) != 0)
    {
      gnutls_deinit (session);
      return NULL;
    }
  gnutls_certificate_server_set_request (session, GNUTLS_CERT_IGNORE);
  gnutls_transport_set_int (session, fd);
  return session;
}
