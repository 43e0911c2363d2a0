/* euchre-solver.h — double-dummy search: every hand open, perfect play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Given a position in the play phase with all hands known, the solver
 * finds how many of the remaining tricks a side takes when all four play
 * perfectly (alpha-beta over the remaining plays, with moves of equal
 * cards merged, move ordering and a transposition table at trick starts).
 * A solver object keeps its table between solves; it is not thread-safe:
 * use one per thread.
 */
#pragma once

#include "euchre-state.h"

G_BEGIN_DECLS

typedef struct _EuchreSolver EuchreSolver;

EuchreSolver *euchre_solver_new       (void);
void          euchre_solver_free      (EuchreSolver *solver);

/* Tricks the side @side (0 or 1) takes among the tricks not yet finished
 * (the current one included), from @state, which must be in the play
 * phase; every hand of @state is used as it is. */
guint         euchre_solver_tricks    (EuchreSolver      *solver,
                                       const EuchreState *state,
                                       guint              side);

/* The same after the seat to move plays @card (which must be legal). */
guint         euchre_solver_tricks_after (EuchreSolver      *solver,
                                          const EuchreState *state,
                                          EuchreCard         card,
                                          guint              side);

/* Whether side @side takes at least @target of the tricks not yet
 * finished, after the seat to move plays @card (EUCHRE_CARD_NONE: from
 * @state as it is).  One null-window search, much quicker than counting
 * the tricks when only a threshold matters (made, march). */
gboolean      euchre_solver_reaches   (EuchreSolver      *solver,
                                       const EuchreState *state,
                                       EuchreCard         card,
                                       guint              side,
                                       guint              target);

/* Nodes searched since the solver was made (benchmarks). */
guint64       euchre_solver_get_nodes (EuchreSolver *solver);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreSolver, euchre_solver_free)

G_END_DECLS
