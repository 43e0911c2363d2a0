/* fuzz.h — what every fuzz target shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each fuzz-TARGET.c defines LLVMFuzzerTestOneInput().  Built with clang
 * -fsanitize=fuzzer (tests/fuzz/run-fuzzers) libFuzzer drives it; built by
 * Meson with the project's compiler it is linked with fuzz-main.c, which
 * replays the checked-in corpus (tests/fuzz/corpus/TARGET/) as a test.
 *
 * A target must never crash, leak or hang on any input; where an input is
 * accepted it checks the invariants with g_assert (an abort is a finding).
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "euchre-ai.h"

G_BEGIN_DECLS

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Asserts what must hold of any state the engine reached by accepted
 * actions: every card of the deck in exactly one place, hand sizes that
 * fit the phase, a seat to act in range, scores below the target unless
 * the game is over, and a legal action whenever the game goes on. */
void fuzz_check_state (const EuchreState *s);

/* Asserts every card of the deck is in exactly one place: a hand, the
 * kitty, or played (any phase after the deal).  Also used by
 * tests/test-properties.c, which links fuzz-util.c. */
void fuzz_check_cards_placed (const EuchreState *s);

/* Asserts the hand sizes fit the phase: in play, five less the tricks
 * played (and the card in the current trick) for every seat not sitting
 * out; six for the dealer about to discard.  Also used by
 * tests/test-properties.c. */
void fuzz_check_hand_sizes (const EuchreState *s);

/* The EECS 280 course's pack file: its 24 cards' long names in the
 * preset's order, each followed by @line_end.  Also used by
 * tests/test-bad-files.c.  Free with g_free(). */
char *fuzz_eecs280_pack (const char *line_end);

G_END_DECLS
