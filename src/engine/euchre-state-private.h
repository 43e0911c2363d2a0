/* euchre-state-private.h — what the state's source files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rules of making trump that both the legal-action list (euchre-state.c)
 * and the check of a given action (euchre-state-check.c) apply, inline so
 * that the list, built in every playout, costs no call.
 */
#pragma once

#include "euchre-public.h"

G_BEGIN_DECLS

/* Whether @seat must go alone if it makes trump: Quiet Dealer in any
 * round; ordering up one's partner in round 1 under the CS 246 rule. */
static inline gboolean
euchre_public_must_go_alone (const EuchrePublic *pub, guint seat)
{
  const EuchreRules *r = &pub->rules;

  if (!r->going_alone || seat != euchre_seat_partner (pub->dealer))
    return FALSE;
  return r->quiet_dealer || (r->order_partner_alone && pub->phase == EUCHRE_PHASE_BID1);
}

static inline gboolean
euchre_public_dealer_is_stuck (const EuchrePublic *pub)
{
  return pub->phase == EUCHRE_PHASE_BID2 && pub->rules.stick_the_dealer &&
         pub->turn == pub->dealer;
}

G_END_DECLS
