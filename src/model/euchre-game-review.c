/* euchre-game-review.c — the review of a finished hand, computed off the
 * main loop and kept until the game changes under it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre_review_record() runs on a copy of the game's record in a GTask
 * thread, for the person's seat only, each decision's analysis capped as
 * the hint's is (euchre_analysis_budget_us()), so that a hand takes
 * a couple of seconds at most and a decision gets the hint's figures.
 * A finished hand never changes, except when undo takes it back (undo
 * may reach into the hand just scored): the cache keeps the reviews
 * of the hands that are still finished after a restart from the same
 * record, and forgets everything on a new or loaded game.
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-game-private.h"
#include "euchre-sheet.h"

/* The seed of every review: the same hand gets the same review. */
#define REVIEW_SEED EUCHRE_ANALYSIS_GAME_SALT

typedef struct {
  GWeakRef game;
  EuchreRecord *record;     /* a copy: the game goes on meanwhile */
  guint hand;
  guint generation;
} ReviewJob;

static void
review_job_free (gpointer data)
{
  ReviewJob *job = data;

  g_weak_ref_clear (&job->game);
  g_clear_pointer (&job->record, euchre_record_free);
  g_free (job);
}

guint
euchre_game_get_hands_finished (EuchreGame *self)
{
  g_autoptr (GArray) rows = NULL;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), 0);
  rows = euchre_game_get_score_sheet (self, NULL);
  return rows != NULL ? rows->len : 0;
}

void
euchre_game_review_restarted (EuchreGame *self, gboolean same_record)
{
  guint keep = same_record ? euchre_game_get_hands_finished (self) : 0;

  self->review_generation++;
  if (self->reviews != NULL && self->reviews->len > keep)
    g_ptr_array_set_size (self->reviews, keep);
}

/* The cached review of @hand, or NULL. */
static GPtrArray *
cached (EuchreGame *self, guint hand)
{
  if (self->reviews == NULL || hand == 0 || hand > self->reviews->len)
    return NULL;
  return g_ptr_array_index (self->reviews, hand - 1);
}

static void
review_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ReviewJob *job = data;
  GError *error = NULL;
  GPtrArray *hands;

  hands = euchre_review_record (job->record, EUCHRE_HUMAN_SEAT, job->hand, REVIEW_SEED,
                                euchre_analysis_budget_us (200 * 1000), cancellable, &error);
  if (hands == NULL)
    g_task_return_error (task, error);
  else if (hands->len != 1)
    {
      g_ptr_array_unref (hands);
      g_task_return_new_error (task, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                               _("Hand %u cannot be reviewed."), job->hand);
    }
  else
    g_task_return_pointer (task, hands, (GDestroyNotify) g_ptr_array_unref);
}

/* A slot of the cache: a hand not reviewed (yet) is NULL, which
 * g_ptr_array_unref() refuses with a critical on every trim of the cache
 * (a new game, undo, a load) and when the game goes (issue 24). */
static void
review_slot_free (gpointer hands)
{
  if (hands != NULL)
    g_ptr_array_unref (hands);
}

/* Keeps the review in the game, unless the game changed meanwhile. */
static void
review_store (ReviewJob *job, GPtrArray *hands)
{
  g_autoptr (EuchreGame) self = g_weak_ref_get (&job->game);

  if (self == NULL || job->generation != self->review_generation)
    return;
  if (self->reviews == NULL)
    self->reviews = g_ptr_array_new_with_free_func (review_slot_free);
  if (self->reviews->len < job->hand)
    g_ptr_array_set_size (self->reviews, job->hand);
  if (g_ptr_array_index (self->reviews, job->hand - 1) == NULL)
    g_ptr_array_index (self->reviews, job->hand - 1) = g_ptr_array_ref (hands);
}

void
euchre_game_review_hand_async (EuchreGame          *self,
                               guint                hand,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GPtrArray *done;
  ReviewJob *job;
  EuchreState state;

  g_return_if_fail (EUCHRE_IS_GAME (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, euchre_game_review_hand_async);
  if (hand == 0 || hand > euchre_game_get_hands_finished (self))
    {
      g_task_return_new_error (task, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                               _("Hand %u is not finished yet: only a finished hand can be reviewed."),
                               hand);
      return;
    }
  done = cached (self, hand);
  if (done != NULL)
    {
      g_task_return_pointer (task, g_ptr_array_ref (done), (GDestroyNotify) g_ptr_array_unref);
      return;
    }

  job = g_new0 (ReviewJob, 1);
  g_weak_ref_init (&job->game, self);
  job->hand = hand;
  job->generation = self->review_generation;
  text = euchre_record_to_string (self->record);
  job->record = euchre_record_parse (text, &state, &error);
  /* The record is the game's own: it reads back. */
  g_assert_no_error (error);
  g_task_set_task_data (task, job, review_job_free);
  g_task_run_in_thread (task, review_thread);
}

GPtrArray *
euchre_game_review_hand_finish (EuchreGame *self, GAsyncResult *result, GError **error)
{
  GPtrArray *hands;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  hands = g_task_propagate_pointer (G_TASK (result), error);
  if (hands != NULL && g_task_get_task_data (G_TASK (result)) != NULL)
    review_store (g_task_get_task_data (G_TASK (result)), hands);
  return hands;
}
