/* euchre-engine.h — the whole engine: pure C and GLib, no GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-card.h"
#include "euchre-deck.h"
#include "euchre-error.h"
#include "euchre-event.h"
#include "euchre-file.h"
#include "euchre-record.h"
#include "euchre-rules.h"
#include "euchre-sheet.h"
#include "euchre-state.h"
#include "euchre-view.h"
