/* euchre-event.c — what an action caused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's state functions stay free of reporting (they are the hot
 * path of every playout); this file knows, per kind of action, which of
 * their outcomes to report, and is the only place that does.
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include "euchre-event.h"

static EuchreEvent *
push (EuchreEventList *list, EuchreEventType type, guint seat)
{
  EuchreEvent *e;

  g_assert (list->n < EUCHRE_MAX_EVENTS);
  e = &list->events[list->n++];
  memset (e, 0, sizeof *e);
  e->type = (guint8) type;
  e->seat = (guint8) seat;
  e->card = EUCHRE_CARD_NONE;
  e->suit = EUCHRE_SUIT_NONE;
  e->leader = EUCHRE_SEAT_NONE;
  e->side = EUCHRE_SEAT_NONE;
  e->kind = EUCHRE_RESULT_NONE;
  memset (e->cards, EUCHRE_CARD_NONE, sizeof e->cards);
  e->action = euchre_action_make (EUCHRE_ACTION_NONE, 0, 0, FALSE);
  return e;
}

/* After trump is made (or a defender decided): the upcard's fate and the
 * start of play, whichever came about. */
static void
report_making_over (const EuchrePublic *b, const EuchrePublic *p, EuchreEventList *list)
{
  if (b->upcard_state != EUCHRE_UPCARD_PICKED_UP && p->upcard_state == EUCHRE_UPCARD_PICKED_UP)
    push (list, EUCHRE_EVENT_UPCARD_PICKED_UP, p->dealer)->card = p->upcard;
  if (b->phase != EUCHRE_PHASE_PLAY && p->phase == EUCHRE_PHASE_PLAY)
    push (list, EUCHRE_EVENT_PLAY_STARTED, p->trick_leader[0]);
}

static void
report_hand_end (const EuchrePublic *p, EuchreEventList *list)
{
  EuchreEvent *e;

  if (p->phase != EUCHRE_PHASE_HAND_OVER && p->phase != EUCHRE_PHASE_GAME_OVER)
    return;
  e = push (list, EUCHRE_EVENT_HAND_SCORED, p->maker);
  e->side = p->last.side;
  e->points = p->last.points;
  e->kind = p->last.kind;
  e->alone = p->alone;
}

static void
report (const EuchrePublic *b, const EuchrePublic *p, guint seat, const EuchreAction *a,
        EuchreEventList *list)
{
  EuchreEvent *e;

  switch (a->type)
    {
    case EUCHRE_ACTION_DEAL:
      e = push (list, EUCHRE_EVENT_DEALT, p->dealer);
      e->card = p->upcard;
      e->number = (guint8) MIN (p->hand_number, 255);
      break;

    case EUCHRE_ACTION_PASS:
    case EUCHRE_ACTION_DEFEND_ALONE:
      push (list, EUCHRE_EVENT_BID, seat)->action = *a;
      if (b->phase == EUCHRE_PHASE_BID1 && p->phase == EUCHRE_PHASE_BID2)
        push (list, EUCHRE_EVENT_UPCARD_TURNED_DOWN, EUCHRE_SEAT_NONE)->card = p->upcard;
      else if (p->phase == EUCHRE_PHASE_HAND_OVER && p->last.kind == EUCHRE_RESULT_PASSED)
        {
          push (list, EUCHRE_EVENT_ALL_PASSED, (p->dealer + 1) & 3);
          report_hand_end (p, list);
        }
      else
        report_making_over (b, p, list);
      break;

    case EUCHRE_ACTION_ORDER_UP:
    case EUCHRE_ACTION_CALL:
      push (list, EUCHRE_EVENT_BID, seat)->action = *a;
      e = push (list, EUCHRE_EVENT_TRUMP_MADE, seat);
      e->suit = p->trump;
      e->alone = p->alone;
      e->number = p->bid_round;
      report_making_over (b, p, list);
      break;

    case EUCHRE_ACTION_DISCARD:
      push (list, EUCHRE_EVENT_DISCARDED, seat)->card = a->card;
      report_making_over (b, p, list);
      break;

    case EUCHRE_ACTION_PLAY:
      {
        guint t = b->trick_number;

        e = push (list, EUCHRE_EVENT_CARD_PLAYED, seat);
        e->card = a->card;
        e->number = (guint8) t;
        e->lead = b->n_played == 0;
        if (p->trick_number != t || p->phase != EUCHRE_PHASE_PLAY)
          {
            e = push (list, EUCHRE_EVENT_TRICK_WON, p->trick_winner[t]);
            e->number = (guint8) t;
            e->leader = p->trick_leader[t];
            memcpy (e->cards, p->trick[t], sizeof e->cards);
            report_hand_end (p, list);
          }
      }
      break;

    case EUCHRE_ACTION_RENEGE:
      e = push (list, EUCHRE_EVENT_RENEGE, seat);
      e->card = a->card;
      e->side = (guint8) (1 - euchre_seat_side (seat));
      e->points = 2;
      break;

    default:
      break;
    }

  if (p->phase == EUCHRE_PHASE_GAME_OVER && b->phase != EUCHRE_PHASE_GAME_OVER)
    push (list, EUCHRE_EVENT_GAME_OVER, EUCHRE_SEAT_NONE)->side = p->winner;
}

gboolean
euchre_state_apply_events (EuchreState        *state,
                           const EuchreAction *action,
                           EuchreEventList    *events,
                           GError            **error)
{
  EuchrePublic before;
  EuchreAction made;
  guint seat;

  g_return_val_if_fail (state != NULL && action != NULL && events != NULL, FALSE);

  events->n = 0;
  before = state->pub;
  seat = state->pub.turn;
  if (!euchre_state_apply (state, action, error))
    return FALSE;
  made = euchre_action_make (action->type, action->card, action->suit, action->alone);
  report (&before, &state->pub, seat, &made, events);
  return TRUE;
}

void
euchre_event_for_seat (const EuchreEvent *event, guint seat, EuchreEvent *out)
{
  g_return_if_fail (event != NULL && out != NULL);

  *out = *event;
  if (event->type == EUCHRE_EVENT_DISCARDED && event->seat != seat)
    out->card = EUCHRE_CARD_NONE;
}

static const char *event_ids[] = {
  "dealt", "bid", "upcard-turned-down", "trump-made", "upcard-picked-up", "discarded",
  "play-started", "card-played", "trick-won", "hand-scored", "all-passed", "renege",
  "game-over",
};

G_STATIC_ASSERT (G_N_ELEMENTS (event_ids) == EUCHRE_N_EVENT_TYPES);

const char *
euchre_event_type_id (EuchreEventType type)
{
  g_return_val_if_fail (type < EUCHRE_N_EVENT_TYPES, "?");
  return event_ids[type];
}
