/* euchre-replay-private.h — what the replay model's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-egn.h"
#include "euchre-replay.h"

G_BEGIN_DECLS

/* A replay of @egn (taken; freed with the replay, or at once on failure
 * when the replay was made), with a match's names for the seats
 * (@players, or NULL) and @fallback_title when the game has none. */
EuchreReplay *euchre_replay_new_from_egn (EuchreEgn    *egn,
                                          char *const  *players,
                                          const char   *fallback_title,
                                          GError      **error);

G_END_DECLS
