/* euchre-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include "euchre-error.h"

G_DEFINE_QUARK (euchre-error-quark, euchre_error)
