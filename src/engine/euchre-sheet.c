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
#include <glib/gi18n-lib.h>

#include "euchre-error.h"
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

GArray *
euchre_score_sheet_build (const EuchreRecord *record, GError **error)
{
  g_autoptr (GArray) rows = g_array_new (FALSE, TRUE, sizeof (EuchreSheetRow));
  EuchreSheetRow row;
  gboolean open = FALSE;
  guint8 score[2] = { 0, 0 };
  EuchreState state;

  g_return_val_if_fail (record != NULL, NULL);

  memset (&row, 0, sizeof row);
  euchre_record_initial_state (record, &state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *entry = &g_array_index (record->entries, EuchreRecordEntry, i);
      g_autoptr (GError) local = NULL;
      EuchreEventList events;

      if (entry->seat != state.pub.turn)
        g_set_error (&local, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                     _("it is seat %u’s turn, not seat %u’s"), state.pub.turn, entry->seat);
      if (local != NULL || !euchre_state_apply_events (&state, &entry->action, &events, &local))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("action %u: %s"), i + 1, local->message);
          return NULL;
        }

      for (guint k = 0; k < events.n; k++)
        {
          const EuchreEvent *e = &events.events[k];

          if (e->type == EUCHRE_EVENT_DEALT)
            {
              row_start (&row, e, score);
              open = TRUE;
            }
          else if (open && row_note (&row, e))
            {
              g_array_append_val (rows, row);
              score[0] = row.score[0];
              score[1] = row.score[1];
              open = FALSE;
            }
          else if (!open && e->type == EUCHRE_EVENT_RENEGE)
            score[e->side & 1] += e->points;
        }
    }
  return g_steal_pointer (&rows);
}
