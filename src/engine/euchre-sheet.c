/* euchre-sheet.c — the score sheet, replayed from the events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every fact comes from the event report of euchre_state_apply_events(),
 * which is what every seat saw happen; the state is only replayed.
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include "euchre-event.h"
#include "euchre-record.h"
#include "euchre-sheet.h"

static void
row_start (EuchreSheetRow *row, const EuchreEvent *e, const guint8 score[2])
{
  memset (row, 0, sizeof *row);
  row->hand = e->number;
  row->dealer = e->seat;
  row->upcard = e->card;
  row->maker = EUCHRE_SEAT_NONE;
  row->trump = EUCHRE_SUIT_NONE;
  row->defender = EUCHRE_SEAT_NONE;
  row->side = EUCHRE_SEAT_NONE;
  row->score[0] = score[0];
  row->score[1] = score[1];
}

/* Writes @e into the open @row; returns TRUE when the hand is over. */
static gboolean
row_note (EuchreSheetRow *row, const EuchreEvent *e)
{
  switch ((EuchreEventType) e->type)
    {
    case EUCHRE_EVENT_BID:
      if (e->action.type == EUCHRE_ACTION_DEFEND_ALONE)
        row->defender = e->seat;
      break;

    case EUCHRE_EVENT_TRUMP_MADE:
      row->maker = e->seat;
      row->trump = e->suit;
      row->alone = e->alone;
      break;

    case EUCHRE_EVENT_TRICK_WON:
      if (row->maker != EUCHRE_SEAT_NONE
          && euchre_seat_side (e->seat) == euchre_seat_side (row->maker))
        row->maker_tricks++;
      break;

    case EUCHRE_EVENT_RENEGE:
      row->penalty[e->side & 1] += e->points;
      row->score[e->side & 1] += e->points;
      break;

    case EUCHRE_EVENT_HAND_SCORED:
      row->kind = e->kind;
      row->side = e->kind == EUCHRE_RESULT_PASSED ? EUCHRE_SEAT_NONE : e->side;
      row->points = e->points;
      if (row->side != EUCHRE_SEAT_NONE)
        row->score[row->side & 1] += e->points;
      return TRUE;

    default:
      break;
    }
  return FALSE;
}

typedef struct {
  GArray *rows;
  EuchreSheetRow row;           /* the hand being played, while open */
  gboolean open;
  guint8 score[2];              /* before the open hand */
} Sheet;

static void
sheet_note_events (const EuchreEventList *events, gpointer data)
{
  Sheet *sheet = data;

  for (guint k = 0; k < events->n; k++)
    {
      const EuchreEvent *e = &events->events[k];

      if (e->type == EUCHRE_EVENT_DEALT)
        {
          row_start (&sheet->row, e, sheet->score);
          sheet->open = TRUE;
        }
      else if (sheet->open && row_note (&sheet->row, e))
        {
          g_array_append_val (sheet->rows, sheet->row);
          sheet->score[0] = sheet->row.score[0];
          sheet->score[1] = sheet->row.score[1];
          sheet->open = FALSE;
        }
      else if (!sheet->open && e->type == EUCHRE_EVENT_RENEGE)
        sheet->score[e->side & 1] += e->points;
    }
}

GArray *
euchre_score_sheet_build (const EuchreRecord *record, GError **error)
{
  Sheet sheet = { 0 };
  EuchreState state;

  g_return_val_if_fail (record != NULL, NULL);

  sheet.rows = g_array_new (FALSE, TRUE, sizeof (EuchreSheetRow));
  if (!euchre_record_replay_events (record, &state, sheet_note_events, &sheet, error))
    {
      g_array_unref (sheet.rows);
      return NULL;
    }
  return sheet.rows;
}
