/* euchre-game-ai.c — the turns the model takes by itself: computer
 * players' decisions in a thread, dealing and forced cards on a timer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-game-private.h"

static void
seat_clear (gpointer data)
{
  EuchreGameSeat *seat = data;

  euchre_strategy_free (seat->strategy);
  g_mutex_clear (&seat->lock);
}

EuchreGameSeat *
euchre_game_seat_new (const char *strategy_id, EuchrePersonality personality, guint64 seed)
{
  EuchreStrategy *strategy = euchre_strategy_new (strategy_id, personality, seed);
  EuchreGameSeat *seat;

  if (strategy == NULL)
    return NULL;
  seat = g_atomic_rc_box_new0 (EuchreGameSeat);
  seat->strategy = strategy;
  g_mutex_init (&seat->lock);
  return seat;
}

void
euchre_game_seat_unref (EuchreGameSeat *seat)
{
  g_atomic_rc_box_release_full (seat, seat_clear);
}

/* One computer decision, run in a thread on copies. */
typedef struct {
  GWeakRef game;
  EuchreGameSeat *seat;
  EuchreView view;
  EuchreActionList legal;
  guint serial;           /* record length when asked: stale if it changed */
  EuchreAction result;
} AiJob;

static gint jobs_in_flight;

guint
euchre_game_get_jobs_in_flight (void)
{
  return (guint) g_atomic_int_get (&jobs_in_flight);
}

static void
ai_job_free (gpointer data)
{
  AiJob *job = data;

  (void) g_atomic_int_add (&jobs_in_flight, -1);
  g_weak_ref_clear (&job->game);
  euchre_game_seat_unref (job->seat);
  g_free (job);
}

void
euchre_game_cancel_pending (EuchreGame *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->cancellable)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

static void
ai_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AiJob *job = data;

  /* A task must always return, or it is never freed. */
  if (g_task_return_error_if_cancelled (task))
    return;
  g_mutex_lock (&job->seat->lock);
  job->result = euchre_strategy_choose (job->seat->strategy, &job->view, &job->legal, NULL);
  g_mutex_unlock (&job->seat->lock);
  g_task_return_boolean (task, TRUE);
}

static void
ai_done (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = G_TASK (result);
  AiJob *job = g_task_get_task_data (task);
  g_autoptr (EuchreGame) self = g_weak_ref_get (&job->game);
  g_autoptr (GError) error = NULL;

  /* A game that is gone, a new game, or a cancelled move: drop it. */
  if (self == NULL || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;
  if (!g_task_propagate_boolean (task, &error))
    return;
  if (job->serial != euchre_record_length (self->record))
    return;
  g_clear_object (&self->cancellable);
  if (!euchre_game_apply_action (self, &job->result, &error))
    g_critical ("A computer player's move was refused: %s", error->message);
}

static void
start_ai_turn (EuchreGame *self)
{
  guint seat = self->state.pub.turn;
  AiJob *job = g_new0 (AiJob, 1);
  g_autoptr (GTask) task = NULL;

  g_atomic_int_inc (&jobs_in_flight);
  g_weak_ref_init (&job->game, self);
  job->seat = g_atomic_rc_box_acquire (self->seats[seat]);
  euchre_state_get_view (&self->state, seat, &job->view);
  euchre_view_legal_actions (&job->view, &job->legal);
  job->serial = euchre_record_length (self->record);

  self->cancellable = g_cancellable_new ();
  /* No source object: the task must not keep a disposed game alive. */
  task = g_task_new (NULL, self->cancellable, ai_done, NULL);
  g_task_set_source_tag (task, start_ai_turn);
  g_task_set_task_data (task, job, ai_job_free);
  g_task_run_in_thread (task, ai_thread);
}

/* A move the model makes by itself: dealing, or a forced card. */
static gboolean
automatic_cb (gpointer data)
{
  EuchreGame *self = data;
  EuchreActionList list;
  g_autoptr (GError) error = NULL;

  self->timeout_id = 0;
  euchre_state_legal_actions (&self->state, &list);
  g_assert (list.n == 1);
  if (!euchre_game_apply_action (self, &list.actions[0], &error))
    g_critical ("An automatic move was refused: %s", error->message);
  return G_SOURCE_REMOVE;
}

static gboolean
ai_turn_cb (gpointer data)
{
  EuchreGame *self = data;

  self->timeout_id = 0;
  start_ai_turn (self);
  return G_SOURCE_REMOVE;
}

void
euchre_game_schedule (EuchreGame *self)
{
  EuchreActionList list;
  guint seat = self->state.pub.turn;
  gboolean human;

  euchre_game_cancel_pending (self);
  if (euchre_game_remote_schedule (self))
    return;
  if (self->state.pub.phase == EUCHRE_PHASE_GAME_OVER || self->paused || self->holds > 0)
    return;

  euchre_state_legal_actions (&self->state, &list);
  human = self->seats[seat] == NULL;
  if (list.n == 1 && list.actions[0].type == EUCHRE_ACTION_DEAL)
    self->timeout_id = g_timeout_add (self->ai_delay_ms, automatic_cb, self);
  else if (human && self->auto_play && list.n == 1 &&
           self->state.pub.phase == EUCHRE_PHASE_PLAY)
    self->timeout_id = g_timeout_add (self->ai_delay_ms, automatic_cb, self);
  else if (human)
    euchre_game_emit_human_turn (self, &list);
  else
    self->timeout_id = g_timeout_add (self->ai_delay_ms, ai_turn_cb, self);
}
