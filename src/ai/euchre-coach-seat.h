/* euchre-coach-seat.h — the coach's numbers told about a named seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre-coach.h speaks to the person at the table ("you make it …").
 * The replay board judges any seat's choice, so it says the same numbers
 * in the third person, with the player's name: "Chach would make it in
 * 64 % of deals, +0.3 points on average".  Never "you" for another seat.
 */
#pragma once

#include "euchre-analysis.h"

G_BEGIN_DECLS

/* As euchre_coach_option_text(), told about @who (the deciding seat's
 * player, as shown). */
char *euchre_coach_seat_option_text  (const EuchreView     *view,
                                      const EuchreAnalysis *analysis,
                                      guint                 option,
                                      const char           *who);

/* As euchre_coach_mistake_text(), told about @who. */
char *euchre_coach_seat_mistake_text (const EuchreView     *view,
                                      const EuchreAnalysis *analysis,
                                      guint                 option,
                                      const char           *who);

G_END_DECLS
