/* net-tls.h — the server's TLS: the certificate checked at start, and
 * non-blocking GnuTLS sessions (no thread waits on a handshake)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gnutls/gnutls.h>

G_BEGIN_DECLS

/* Loads @cert_file and @key_file (PEM) and checks that they serve: not
 * expired, not yet valid, or a key that is not the certificate's are
 * refused in words. */
gnutls_certificate_credentials_t net_tls_credentials (const char *cert_file,
                                                      const char *key_file,
                                                      GError    **error);
/* A server session on the non-blocking socket @fd, or NULL. */
gnutls_session_t                 net_tls_session     (gnutls_certificate_credentials_t cred,
                                                      int fd);

G_END_DECLS
