/* euchre-ai.h — the computer players: strategies and the double-dummy solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built above the engine (euchre-engine.h), which knows nothing of them.
 */
#pragma once

#include "euchre-engine.h"
#include "euchre-analysis.h"
#include "euchre-coach.h"
#include "euchre-play-facts.h"
#include "euchre-review.h"
#include "euchre-solver.h"
#include "euchre-strategy.h"
