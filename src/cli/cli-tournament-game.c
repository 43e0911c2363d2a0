/* cli-tournament-game.c — `euchre-cli tournament`: the seeds, and the games played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game's seed, and each seat's strategy seed, comes from --seed,
 * the deal pair and the seat, and each game runs alone with strategies of
 * its own; so the results do not depend on --threads.  Only the decision
 * times do.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <string.h>

#include "cli.h"
#include "cli-tournament-private.h"
#include "proto-protocol.h"

/* ---- seeds ---------------------------------------------------------------------- */

static guint64
splitmix64 (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

guint64
cli_derive_seed (guint64 seed, guint pair, guint slot)
{
  return splitmix64 (splitmix64 (splitmix64 (seed) ^ pair) ^ slot);
}

/* ---- one game -------------------------------------------------------------------- */

/* Counts a hand that ended (a HAND_SCORED event) for the sides by strategy. */
static void
record_hand (const EuchreEvent *e, guint swapped, GameResult *r)
{
  guint scorer = e->side ^ swapped, maker;

  if (e->kind == EUCHRE_RESULT_PASSED || e->seat == EUCHRE_SEAT_NONE)
    return;
  maker = euchre_seat_side (e->seat) ^ swapped;
  r->points[scorer] += e->points;
  r->made[maker]++;
  if (e->alone)
    r->loners[maker]++;
  switch (e->kind)
    {
    case EUCHRE_RESULT_MARCH:
    case EUCHRE_RESULT_ALONE_MARCH:
      r->marches[maker]++;
      break;
    case EUCHRE_RESULT_EUCHRE:
    case EUCHRE_RESULT_ALONE_EUCHRE:
    case EUCHRE_RESULT_SUPER_EUCHRE:
      r->euchres[scorer]++;
      break;
    default:
      break;
    }
}

static void
stop_match (Tournament *t, const char *message)
{
  g_mutex_lock (&t->lock);
  if (t->stopped == NULL)
    t->stopped = g_strdup (message);
  g_mutex_unlock (&t->lock);
}

static gboolean
match_stopped (Tournament *t)
{
  gboolean stopped;

  g_mutex_lock (&t->lock);
  stopped = t->stopped != NULL;
  g_mutex_unlock (&t->lock);
  return stopped;
}

/* Tells each outside program what its seat may see of @events: the
 * events through euchre_event_for_seat(), and its own cards when dealt. */
static void
tell_bots (CliBot *bots[4], const EuchreState *state, const EuchreEventList *events)
{
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; bots[seat] != NULL && i < events->n; i++)
      {
        g_string_truncate (line, 0);
        proto_append_event (line, &events->events[i], seat);
        cli_bot_tell (bots[seat], line->str);
        if (events->events[i].type == EUCHRE_EVENT_DEALT)
          {
            g_string_truncate (line, 0);
            proto_append_hand (line, state->hands[seat]);
            cli_bot_tell (bots[seat], line->str);
          }
      }
}

/* Game @index: deal pair index / 2; in the second game of a pair the
 * north-south strategy sits east and west.  An outside program gets a
 * process of its own for each seat and game. */
static void
play_game (Tournament *t, guint index)
{
  guint pair = index / 2, swapped = index & 1;
  GameResult *r = &t->results[index];
  EuchreStrategy *seats[4] = { NULL };
  CliBot *bots[4] = { NULL };
  EuchreState state;

  memset (r, 0, sizeof *r);
  for (guint side = 0; side < 2; side++)
    r->times[side] = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 512);
  for (guint seat = 0; seat < 4; seat++)
    {
      const Player *pl = &t->players[euchre_seat_side (seat) ^ swapped];

      if (pl->argv != NULL)
        {
          g_autoptr (GError) error = NULL;

          bots[seat] = cli_bot_new (pl->argv, t->rules_text, seat, index, t->budget_ms,
                                    t->grace_ms, t->start_ms, t->log);
          if (!match_stopped (t) && !cli_bot_start (bots[seat], &error))
            {
              g_autofree char *message = g_strdup_printf ("game %u, seat %u: %s", index, seat,
                                                          error->message);

              stop_match (t, message);
            }
        }
      else
        seats[seat] = euchre_strategy_new (pl->id, pl->personality,
                                           cli_derive_seed (t->seed, pair, seat));
    }
  euchre_state_init (&state, &t->rules, (guint32) cli_derive_seed (t->seed, pair, 4));

  while (state.pub.phase != EUCHRE_PHASE_GAME_OVER && !match_stopped (t))
    {
      EuchreActionList list;
      EuchreEventList events;
      EuchreAction a;
      g_autoptr (GError) error = NULL;

      if (state.pub.phase == EUCHRE_PHASE_DEAL || state.pub.phase == EUCHRE_PHASE_HAND_OVER)
        {
          a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
          r->hands++;
        }
      else
        {
          guint seat = state.pub.turn;
          EuchreView view;
          gint64 t0;
          guint32 us;

          euchre_state_get_view (&state, seat, &view);
          euchre_view_legal_actions (&view, &list);
          t0 = g_get_monotonic_time ();
          if (bots[seat] != NULL)
            {
              g_autofree char *position = g_strdup_printf ("game %u, hand %u, seat %u", index,
                                                           state.pub.hand_number, seat);

              if (!cli_bot_ask (bots[seat], &list, position,
                                &r->bots[euchre_seat_side (seat) ^ swapped], &a, &error))
                {
                  stop_match (t, error->message);
                  break;
                }
            }
          else
            {
              /* Only the omniscient classes read the true state; the others ignore it. */
              seats[seat]->oracle = &state;
              a = euchre_strategy_choose (seats[seat], &view, &list, NULL);
            }
          us = (guint32) MIN (g_get_monotonic_time () - t0, (gint64) G_MAXUINT32);
          g_array_append_val (r->times[euchre_seat_side (seat) ^ swapped], us);
        }
      if (!euchre_state_apply_events (&state, &a, &events, &error))
        g_error ("tournament game %u: %s", index, error->message);
      tell_bots (bots, &state, &events);
      for (guint i = 0; i < events.n; i++)
        if (events.events[i].type == EUCHRE_EVENT_HAND_SCORED)
          record_hand (&events.events[i], swapped, r);
    }
  r->ns_won = (state.pub.winner ^ swapped) == 0;
  for (guint seat = 0; seat < 4; seat++)
    {
      g_clear_pointer (&seats[seat], euchre_strategy_free);
      g_clear_pointer (&bots[seat], cli_bot_free);
    }
}

static void
worker (gpointer data, gpointer user_data)
{
  play_game (user_data, GPOINTER_TO_UINT (data) - 1);
}

void
cli_tournament_play (Tournament *t, guint games, guint threads)
{
  if (threads == 1)
    for (guint i = 0; i < games; i++)
      play_game (t, i);
  else
    {
      GThreadPool *pool = g_thread_pool_new (worker, t, (int) threads, TRUE, NULL);

      for (guint i = 0; i < games; i++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
      g_thread_pool_free (pool, FALSE, TRUE);
    }
}
