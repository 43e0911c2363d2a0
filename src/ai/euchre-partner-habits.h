/* euchre-partner-habits.h — what a good human partner does, where the
 * double-dummy search cannot tell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

/* The cards of @legal (a bit per index) that a good partner would not
 * play in @view's position, when the search finds another card about as
 * good: the expert plays such a card only when it is better by a margin
 * (euchre-strategy-expert-search.c).  0 when no habit applies. */
guint euchre_partner_habits_avoid (const EuchreView       *view,
                                   const EuchreActionList *legal);

G_END_DECLS
