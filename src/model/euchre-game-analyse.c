/* euchre-game-analyse.c — the person's position analysed in a thread,
 * shared by the hint and the tutor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One analysis per position: a request while the analysis of the same
 * position runs waits for it, and a finished one is kept until the game
 * moves.  A position is the record's length and seat 0's view, so that a
 * new game or an undo never gets an older game's answer.  The analysis
 * sees copies of seat 0's view and legal actions only (the AiJob rule in
 * euchre-game-ai.c), and its seed is the position the view holds
 * (euchre_analysis_position_rand()): the same view gets the same answer,
 * whatever the hidden cards are, and the same as the hand review's.
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-coach.h"
#include "euchre-game-private.h"

/* At most this long, so that a hint comes within 250 ms (the analysis
 * usually reaches the expert's counts far sooner). */
#define DEFAULT_BUDGET_US 200000

struct _EuchreGameAnalysisJob {
  GWeakRef game;
  EuchreView view;
  EuchreActionList legal;
  guint serial;
  gint64 budget_us;
  EuchreAnalysis result;
  GPtrArray *waiting;           /* GTask: the requests this job answers */
};

typedef struct {
  EuchreAnalysis analysis;
  EuchreView view;
} Answer;

static void
job_free (gpointer data)
{
  EuchreGameAnalysisJob *job = data;

  g_weak_ref_clear (&job->game);
  g_ptr_array_unref (job->waiting);
  g_free (job);
}

/* Whether @serial and @view are the person's position now. */
static gboolean
is_current (EuchreGame *self, guint serial, const EuchreView *view)
{
  EuchreView now;

  if (serial != euchre_record_length (self->record))
    return FALSE;
  euchre_state_get_view (&self->state, EUCHRE_HUMAN_SEAT, &now);
  return memcmp (&now, view, sizeof now) == 0;
}

static void
answer (GTask *task, EuchreGame *self, const EuchreAnalysis *analysis, const EuchreView *view,
        guint serial)
{
  Answer *a;

  if (g_task_return_error_if_cancelled (task))
    return;
  if (self == NULL || !is_current (self, serial, view))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                               _("The game moved on before the analysis was ready."));
      return;
    }
  a = g_new (Answer, 1);
  a->analysis = *analysis;
  a->view = *view;
  g_task_return_pointer (task, a, g_free);
}

static void
job_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  EuchreGameAnalysisJob *job = data;
  /* Seeded from the position, as the hand review's analysis of the same
   * decision is: the hint and the review show the same figures. */
  g_autoptr (GRand) rand = euchre_analysis_position_rand (&job->view, EUCHRE_ANALYSIS_GAME_SALT);

  euchre_analysis_run (&job->view, &job->legal, rand, job->budget_us, &job->result);
  g_task_return_boolean (task, TRUE);
}

static void
job_done (GObject *source, GAsyncResult *result, gpointer data)
{
  EuchreGameAnalysisJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (EuchreGame) self = g_weak_ref_get (&job->game);

  if (self != NULL)
    {
      if (self->analysis_job == job)
        self->analysis_job = NULL;
      if (is_current (self, job->serial, &job->view))
        {
          self->analysis = job->result;
          self->analysis_view = job->view;
          self->analysis_serial = job->serial;
          self->has_analysis = TRUE;
        }
    }
  for (guint i = 0; i < job->waiting->len; i++)
    answer (job->waiting->pdata[i], self, &job->result, &job->view, job->serial);
}

void
euchre_game_analyse_async (EuchreGame          *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GTask) worker = NULL;
  EuchreGameAnalysisJob *job;
  EuchreView view;
  EuchreActionList legal;
  guint serial;

  g_return_if_fail (EUCHRE_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, euchre_game_analyse_async);
  serial = euchre_record_length (self->record);
  euchre_state_get_view (&self->state, EUCHRE_HUMAN_SEAT, &view);
  /* The person's own decision: not a deal, which the model makes. */
  if (euchre_game_get_human_actions (self, &legal) == 0 ||
      legal.actions[0].type == EUCHRE_ACTION_DEAL)
    {
      g_task_return_new_error (task, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN, "%s",
                               _("A hint is there when it is your turn."));
      return;
    }
  euchre_view_legal_actions (&view, &legal);
  if (self->has_analysis && self->analysis_serial == serial &&
      memcmp (&self->analysis_view, &view, sizeof view) == 0)
    {
      answer (task, self, &self->analysis, &view, serial);
      return;
    }
  job = self->analysis_job;
  if (job != NULL && job->serial == serial && memcmp (&job->view, &view, sizeof view) == 0)
    {
      g_ptr_array_add (job->waiting, g_steal_pointer (&task));
      return;
    }

  job = g_new0 (EuchreGameAnalysisJob, 1);
  g_weak_ref_init (&job->game, self);
  job->view = view;
  job->legal = legal;
  job->serial = serial;
  job->budget_us = euchre_analysis_budget_us (DEFAULT_BUDGET_US);
  job->waiting = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (job->waiting, g_steal_pointer (&task));
  self->analysis_job = job;
  /* No source object: the worker must not keep a disposed game alive. */
  worker = g_task_new (NULL, NULL, job_done, NULL);
  g_task_set_source_tag (worker, euchre_game_analyse_async);
  g_task_set_task_data (worker, job, job_free);
  g_task_run_in_thread (worker, job_thread);
}

gboolean
euchre_game_analyse_finish (EuchreGame      *self,
                            GAsyncResult    *result,
                            EuchreAnalysis  *out,
                            EuchreView      *view,
                            GError         **error)
{
  g_autofree Answer *a = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  a = g_task_propagate_pointer (G_TASK (result), error);
  if (a == NULL)
    return FALSE;
  if (out != NULL)
    *out = a->analysis;
  if (view != NULL)
    *view = a->view;
  return TRUE;
}

typedef struct {
  EuchreAction action;
  char *text;
} Hint;

static void
hint_free (gpointer data)
{
  Hint *h = data;

  g_free (h->text);
  g_free (h);
}

static void
hint_analysed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GTask) task = data;
  g_autoptr (GError) error = NULL;
  EuchreAnalysis analysis;
  EuchreView view;
  Hint *h;

  if (!euchre_game_analyse_finish (EUCHRE_GAME (source), result, &analysis, &view, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  h = g_new0 (Hint, 1);
  h->action = analysis.options[analysis.best].action;
  h->text = euchre_coach_hint_text (&view, &analysis);
  g_task_return_pointer (task, h, hint_free);
}

void
euchre_game_hint_async (EuchreGame          *self,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (EUCHRE_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, euchre_game_hint_async);
  euchre_game_analyse_async (self, cancellable, hint_analysed_cb, task);
}

gboolean
euchre_game_hint_finish (EuchreGame    *self,
                         GAsyncResult  *result,
                         EuchreAction  *action,
                         char         **text,
                         GError       **error)
{
  Hint *h;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  h = g_task_propagate_pointer (G_TASK (result), error);
  if (h == NULL)
    return FALSE;
  if (action != NULL)
    *action = h->action;
  if (text != NULL)
    *text = g_steal_pointer (&h->text);
  hint_free (h);
  return TRUE;
}
