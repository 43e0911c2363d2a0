/* euchre-error.h — the engine's error domain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define EUCHRE_ERROR (euchre_error_quark ())

typedef enum {
  EUCHRE_ERROR_ILLEGAL_ACTION,   /* not an action of this phase, or not yours */
  EUCHRE_ERROR_NOT_YOUR_TURN,
  EUCHRE_ERROR_NOT_IN_HAND,
  EUCHRE_ERROR_MUST_FOLLOW,
  EUCHRE_ERROR_SUIT_TURNED_DOWN,
  EUCHRE_ERROR_MUST_CALL,        /* stick the dealer */
  EUCHRE_ERROR_MUST_GO_ALONE,    /* quiet dealer, ordering one's partner */
  EUCHRE_ERROR_NO_ALONE,         /* going alone is off */
  EUCHRE_ERROR_GAME_OVER,
  EUCHRE_ERROR_INVALID_RULES,
  EUCHRE_ERROR_PARSE,
} EuchreErrorCode;

GQuark euchre_error_quark (void);

G_END_DECLS
