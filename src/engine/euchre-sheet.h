/* euchre-sheet.h — the score sheet: one row per finished hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre_score_sheet_build() replays a game record through
 * euchre_state_apply_events() and writes down, hand by hand, what every
 * player at the table saw: who dealt, the upcard, who made what trump,
 * who went alone, the makers' tricks, the points and the running score.
 * Nothing hidden (no hands, no discards) goes into a row, and this
 * header shows no state: the window uses the rows.
 */
#pragma once

#include "euchre-public.h"

G_BEGIN_DECLS

/* euchre-record.h; only a pointer here, so the window (which may not see
 * the state) can use the rows. */
typedef struct _EuchreRecord EuchreRecord;

typedef struct {
  guint  hand;           /* 1, 2, … */
  guint8 dealer;
  guint8 upcard;         /* EuchreCard */
  guint8 maker;          /* EUCHRE_SEAT_NONE when everyone passed */
  guint8 trump;          /* EuchreSuit, EUCHRE_SUIT_NONE when everyone passed */
  guint8 alone;          /* the maker went alone */
  guint8 defender;       /* the lone defender, or EUCHRE_SEAT_NONE */
  guint8 maker_tricks;   /* tricks the makers took */
  guint8 kind;           /* EuchreResultKind; PASSED when everyone passed */
  guint8 side;           /* the side that scored, EUCHRE_SEAT_NONE when passed */
  guint8 points;         /* for the hand itself */
  guint8 penalty[2];     /* renege penalties each side scored during the hand */
  guint8 score[2];       /* the running score after the hand */
} EuchreSheetRow;

/* The rows (EuchreSheetRow) of every finished hand of @record, in order.
 * A hand still in progress has no row.  Fails, naming the entry, only
 * when the record does not replay. */
GArray *euchre_score_sheet_build (const EuchreRecord *record,
                                  GError            **error);

G_END_DECLS
