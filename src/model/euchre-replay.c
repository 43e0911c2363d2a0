/* euchre-replay.c — a game from a file, stepped through action by action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is replayed once through the engine when it is read; the
 * state after every action is kept (a state is a flat value), so that
 * stepping and jumping are lookups.
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-egn.h"
#include "euchre-error.h"
#include "euchre-file.h"
#include "euchre-names.h"
#include "euchre-record.h"
#include "euchre-replay-private.h"

/* The coach's time for one decision (EUCHRE_HINT_BUDGET_US overrides it,
 * 0 meaning no limit, as for the hint). */
#define DEFAULT_BUDGET_US 300000

G_DEFINE_FINAL_TYPE (EuchreReplay, euchre_replay, G_TYPE_OBJECT)

static void
euchre_replay_finalize (GObject *object)
{
  EuchreReplay *self = EUCHRE_REPLAY (object);

  if (self->egn != NULL)
    euchre_egn_free (self->egn);
  else if (self->record != NULL)
    euchre_record_free (self->record);
  g_clear_pointer (&self->states, g_array_unref);
  g_free (self->title);
  g_free (self->problem);
  for (guint s = 0; s < 4; s++)
    g_free (self->players[s]);
  G_OBJECT_CLASS (euchre_replay_parent_class)->finalize (object);
}

static void
euchre_replay_class_init (EuchreReplayClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = euchre_replay_finalize;
}

static void
euchre_replay_init (EuchreReplay *self)
{
  self->states = g_array_new (FALSE, FALSE, sizeof (EuchreState));
}

typedef struct {
  EuchreState *state;
  GArray *states;
} Collect;

static void
collect_state (const EuchreEventList *events, gpointer data)
{
  Collect *c = data;

  g_array_append_val (c->states, *c->state);
}

const EuchreRecordEntry *
euchre_replay_entry_at (EuchreReplay *self, guint i)
{
  return &g_array_index (self->record->entries, EuchreRecordEntry, i);
}

/* The states of @record, the start first, into @states. */
static gboolean
collect_states (const EuchreRecord *record, GArray *states, GError **error)
{
  EuchreState state;
  Collect c = { &state, states };

  euchre_record_initial_state (record, &state);
  g_array_append_val (states, state);
  return euchre_record_replay_events (record, &state, collect_state, &c, error);
}

static gboolean
replay_states (EuchreReplay *self, GError **error)
{
  if (!collect_states (self->record, self->states, error))
    return FALSE;
  /* A file that plays on after its game was won: up to the win, the
   * game as it was, at its own target (the board says so, the coach
   * weighs its chances by it); the deals after are past its end. */
  if (self->egn != NULL && self->egn->past_end_deal > 0)
    {
      g_autoptr (EuchreRecord) game = euchre_egn_game_record (self->egn);
      g_autoptr (GArray) states = g_array_new (FALSE, FALSE, sizeof (EuchreState));

      if (collect_states (game, states, NULL) && states->len <= self->states->len)
        {
          memcpy (self->states->data, states->data, states->len * sizeof (EuchreState));
          self->won_step = states->len - 1;
        }
    }
  for (guint i = 0; i < self->record->entries->len; i++)
    {
      const EuchreRecordHand *h = euchre_record_get_hand (self->record, i);
      EuchreState *before = &g_array_index (self->states, EuchreState, i);

      if (euchre_replay_entry_at (self, i)->action.type == EUCHRE_ACTION_DEAL)
        self->n_deals++;
      /* A deal the file ends where it stands (a caught renege): shown
       * ended, as the next deal finds it, not waiting for a lead that
       * never comes (issue 52.6). */
      if (h != NULL && h->redeal && before->pub.phase >= EUCHRE_PHASE_BID1 &&
          before->pub.phase <= EUCHRE_PHASE_PLAY)
        euchre_state_throw_in (before, NULL);
    }
  return TRUE;
}

static gboolean
looks_like_json (const char *text)
{
  if (g_str_has_prefix (text, "\xef\xbb\xbf"))
    text += 3;
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{';
}

EuchreReplay *
euchre_replay_new_from_text (const char *text, gsize length, GError **error)
{
  g_autoptr (EuchreReplay) self = g_object_new (EUCHRE_TYPE_REPLAY, NULL);
  g_autofree char *copy = g_strndup (text, length);

  if (looks_like_json (copy))
    {
      self->egn = euchre_egn_parse (copy, length, error);
      if (self->egn == NULL)
        return NULL;
      self->record = self->egn->record;
      self->title = g_strdup (self->egn->title);
      self->problem = g_strdup (self->egn->problem);
    }
  else
    {
      guint stopped_at = 0;

      self->record = euchre_record_parse_prefix (copy, NULL, &stopped_at, error);
      if (self->record == NULL)
        return NULL;
      if (stopped_at != 0)
        self->problem = g_strdup_printf (_("Line %u of the saved game cannot be read: the game is shown up to it."),
                                         stopped_at);
    }
  if (!replay_states (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

EuchreReplay *
euchre_replay_new_from_egn (EuchreEgn *egn, char *const *players, const char *fallback_title,
                            GError **error)
{
  g_autoptr (EuchreReplay) self = g_object_new (EUCHRE_TYPE_REPLAY, NULL);

  self->egn = egn;
  self->record = egn->record;
  self->title = g_strdup (egn->title[0] != '\0' || fallback_title == NULL ? egn->title
                                                                          : fallback_title);
  self->problem = g_strdup (egn->problem);
  for (guint s = 0; players != NULL && s < 4; s++)
    self->players[s] = g_strdup (players[s]);
  if (!replay_states (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* The bounded reader's limit for a game is EGN's own. */
G_STATIC_ASSERT (EUCHRE_FILE_GAME_MAX_BYTES == EUCHRE_EGN_MAX_BYTES);

/* @file whole, if it holds at most @max bytes: never a pipe, a device or
 * a folder (they are refused unread: opening one could wait for ever, or
 * read without end).  A file without a local path (another GVfs backend)
 * is read from its stream, with the same limit. */
char *
euchre_replay_load_bounded (GFile *file, gsize max, GCancellable *cancellable, gsize *length,
                            GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GFileInputStream) in = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *buffer = NULL;
  char *text = NULL;
  gsize got = 0;

  if (path != NULL)
    {
      if (!euchre_file_read_bounded (path, max, &text, length, &local))
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                     _("This file is not a Euchre game that can be read: %s"), local->message);
      return text;
    }
  in = g_file_read (file, cancellable, error);
  if (in == NULL)
    return NULL;
  buffer = g_malloc (max + 2);
  if (!g_input_stream_read_all (G_INPUT_STREAM (in), buffer, max + 1, &got, cancellable, error))
    return NULL;
  if (got > max)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("The file is too large to be a Euchre game."));
      return NULL;
    }
  buffer[got] = '\0';
  *length = got;
  return g_steal_pointer (&buffer);
}

EuchreReplay *
euchre_replay_new_from_file (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GError) local = NULL;
  EuchreReplay *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  text = euchre_replay_load_bounded (file, EUCHRE_FILE_GAME_MAX_BYTES, cancellable, &length,
                                     error);
  if (text == NULL)
    return NULL;
  self = euchre_replay_new_from_text (text, length, &local);
  if (self == NULL)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("This file is not a Euchre game that can be read: %s"), local->message);
      return NULL;
    }
  if (self->title == NULL || self->title[0] == '\0')
    {
      g_free (self->title);
      self->title = g_file_get_basename (file);
    }
  return self;
}

const char *
euchre_replay_get_title (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  return self->title != NULL ? self->title : "";
}

const char *
euchre_replay_get_player (EuchreReplay *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self) && seat < 4, NULL);
  if (self->players[seat] != NULL && self->players[seat][0] != '\0')
    return self->players[seat];
  if (self->egn != NULL && self->egn->players[seat] != NULL && self->egn->players[seat][0] != '\0')
    return self->egn->players[seat];
  return euchre_name_seat (seat);
}

const char *
euchre_replay_get_problem (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  return self->problem;
}

guint
euchre_replay_get_n_steps (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), 0);
  return self->states->len - 1;
}

guint
euchre_replay_get_cursor (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), 0);
  return self->cursor;
}

void
euchre_replay_set_cursor (EuchreReplay *self, guint cursor)
{
  g_return_if_fail (EUCHRE_IS_REPLAY (self));
  self->cursor = MIN (cursor, euchre_replay_get_n_steps (self));
}

gboolean
euchre_replay_step (EuchreReplay *self, int direction)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  if (direction > 0 && self->cursor < euchre_replay_get_n_steps (self))
    self->cursor++;
  else if (direction < 0 && self->cursor > 0)
    self->cursor--;
  else
    return FALSE;
  return TRUE;
}

const EuchreState *
euchre_replay_state_at (EuchreReplay *self, guint cursor)
{
  return &g_array_index (self->states, EuchreState, cursor);
}

gboolean
euchre_replay_is_trick_start (EuchreReplay *self, guint cursor)
{
  const EuchrePublic *pub;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  if (cursor > euchre_replay_get_n_steps (self))
    return FALSE;
  pub = &euchre_replay_state_at (self, cursor)->pub;
  return pub->phase == EUCHRE_PHASE_PLAY && pub->n_played == 0;
}

gboolean
euchre_replay_is_deal_start (EuchreReplay *self, guint cursor)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  return cursor > 0 && cursor <= euchre_replay_get_n_steps (self) &&
         euchre_replay_entry_at (self, cursor - 1)->action.type == EUCHRE_ACTION_DEAL;
}

static gboolean
jump (EuchreReplay *self, int direction, gboolean (*is_start) (EuchreReplay *, guint))
{
  guint n = euchre_replay_get_n_steps (self);

  if (direction > 0)
    {
      for (guint c = self->cursor + 1; c <= n; c++)
        if (is_start (self, c))
          {
            self->cursor = c;
            return TRUE;
          }
      self->cursor = n;
    }
  else
    {
      for (guint c = self->cursor; c-- > 0;)
        if (is_start (self, c))
          {
            self->cursor = c;
            return TRUE;
          }
      self->cursor = 0;
    }
  return FALSE;
}

gboolean
euchre_replay_jump_trick (EuchreReplay *self, int direction)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  return jump (self, direction, euchre_replay_is_trick_start);
}

gboolean
euchre_replay_jump_deal (EuchreReplay *self, int direction)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  return jump (self, direction, euchre_replay_is_deal_start);
}

const EuchrePublic *
euchre_replay_get_public (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  return &euchre_replay_state_at (self, self->cursor)->pub;
}

void
euchre_replay_get_view (EuchreReplay *self, guint seat, EuchreView *view)
{
  g_return_if_fail (EUCHRE_IS_REPLAY (self) && seat < 4);
  euchre_state_get_view (euchre_replay_state_at (self, self->cursor), seat, view);
}

/* The entry of the deal being played at the cursor, or -1 before the first. */
static int
deal_entry (EuchreReplay *self)
{
  for (guint i = self->cursor; i-- > 0;)
    if (euchre_replay_entry_at (self, i)->action.type == EUCHRE_ACTION_DEAL)
      return (int) i;
  return -1;
}

guint
euchre_replay_get_open_hand (EuchreReplay *self, guint seat,
                             EuchreCard cards[EUCHRE_N_CARDS], gboolean unknown[EUCHRE_N_CARDS])
{
  const EuchreRecordHand *hand = NULL;
  int deal;
  guint n;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self) && seat < 4, 0);
  deal = deal_entry (self);
  if (deal >= 0)
    hand = euchre_record_get_hand (self->record, (guint) deal);
  n = euchre_card_set_sorted (euchre_replay_state_at (self, self->cursor)->hands[seat], cards);
  for (guint i = 0; i < n; i++)
    unknown[i] = hand != NULL && (hand->unknown & EUCHRE_CARD_BIT (cards[i])) != 0;
  return n;
}

gboolean
euchre_replay_seat_is_known (EuchreReplay *self, guint seat)
{
  EuchreCard cards[EUCHRE_N_CARDS];
  gboolean unknown[EUCHRE_N_CARDS];
  guint n;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self) && seat < 4, FALSE);
  n = euchre_replay_get_open_hand (self, seat, cards, unknown);
  for (guint i = 0; i < n; i++)
    if (unknown[i])
      return FALSE;
  return TRUE;
}

void
euchre_replay_get_position (EuchreReplay *self, guint *deal, guint *n_deals,
                            guint *trick, guint *card)
{
  const EuchrePublic *pub;
  guint d = 0;

  g_return_if_fail (EUCHRE_IS_REPLAY (self));
  for (guint i = 0; i < self->cursor; i++)
    if (euchre_replay_entry_at (self, i)->action.type == EUCHRE_ACTION_DEAL)
      d++;
  pub = &euchre_replay_state_at (self, self->cursor)->pub;
  if (deal != NULL)
    *deal = d;
  if (n_deals != NULL)
    *n_deals = self->n_deals;
  if (trick != NULL)
    *trick = pub->phase == EUCHRE_PHASE_PLAY ? pub->trick_number + 1u : 0;
  if (card != NULL)
    *card = pub->phase == EUCHRE_PHASE_PLAY ? pub->n_played : 0;
}

gboolean
euchre_replay_is_past_end (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  return self->won_step > 0 && self->cursor > self->won_step;
}

gboolean
euchre_replay_get_result (EuchreReplay *self, guint *winner, guint *winner_score,
                          guint *loser_score)
{
  const EuchrePublic *pub;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  pub = &euchre_replay_state_at (self, self->won_step > 0 ? self->won_step
                                           : euchre_replay_get_n_steps (self))->pub;
  if (pub->phase != EUCHRE_PHASE_GAME_OVER || pub->winner > 1)
    return FALSE;
  if (winner != NULL)
    *winner = pub->winner;
  if (winner_score != NULL)
    *winner_score = pub->score[pub->winner];
  if (loser_score != NULL)
    *loser_score = pub->score[1 - pub->winner];
  return TRUE;
}

gboolean
euchre_replay_get_next_action (EuchreReplay *self, guint *seat, EuchreAction *action)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  if (self->cursor >= euchre_replay_get_n_steps (self))
    return FALSE;
  if (seat != NULL)
    *seat = euchre_replay_entry_at (self, self->cursor)->seat;
  if (action != NULL)
    *action = euchre_replay_entry_at (self, self->cursor)->action;
  return TRUE;
}

/* ---- the coach ---- */

typedef struct {
  EuchreView view;
  EuchreActionList legal;
  EuchreAnalysis analysis;
  guint cursor;
  gint64 budget_us;
} AnalyseJob;

static void
analyse_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AnalyseJob *job = data;
  g_autoptr (GRand) rand = NULL;

  /* Stepping on cancels the one before: skip it if it has not begun. */
  if (g_task_return_error_if_cancelled (task))
    return;
  rand = euchre_analysis_position_rand (&job->view, EUCHRE_ANALYSIS_GAME_SALT);
  euchre_analysis_run (&job->view, &job->legal, rand, job->budget_us, &job->analysis);
  g_task_return_boolean (task, TRUE);
}

void
euchre_replay_analyse_async (EuchreReplay *self, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  const EuchrePublic *pub;
  AnalyseJob *job;

  g_return_if_fail (EUCHRE_IS_REPLAY (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, euchre_replay_analyse_async);
  pub = &euchre_replay_state_at (self, self->cursor)->pub;
  job = g_new0 (AnalyseJob, 1);
  job->cursor = self->cursor;
  /* Read here, not in the thread: the environment is not thread-safe. */
  job->budget_us = euchre_analysis_budget_us (DEFAULT_BUDGET_US);
  g_task_set_task_data (task, job, g_free);
  if (self->cursor >= euchre_replay_get_n_steps (self) || pub->phase == EUCHRE_PHASE_DEAL ||
      pub->phase == EUCHRE_PHASE_HAND_OVER || pub->phase == EUCHRE_PHASE_GAME_OVER ||
      pub->turn >= 4)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  euchre_replay_get_view (self, pub->turn, &job->view);
  if (euchre_view_legal_actions (&job->view, &job->legal) < 2)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  g_task_run_in_thread (task, analyse_thread);
}

gboolean
euchre_replay_analyse_finish (EuchreReplay *self, GAsyncResult *result, EuchreView *view,
                              EuchreAnalysis *analysis, GError **error)
{
  AnalyseJob *job;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  if (view != NULL)
    *view = job->view;
  if (analysis != NULL)
    *analysis = job->analysis;
  return TRUE;
}

/* ---- saving ---- */

char *
euchre_replay_to_egn (EuchreReplay *self, GError **error)
{
  g_autoptr (EuchreEgn) egn = NULL;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  if (self->egn != NULL)
    return euchre_egn_to_string (self->egn, error);
  egn = euchre_egn_from_record (self->record, NULL, self->title, error);
  return egn != NULL ? euchre_egn_to_string (egn, error) : NULL;
}

gboolean
euchre_replay_save (EuchreReplay *self, const char *path, GError **error)
{
  g_autofree char *text = euchre_replay_to_egn (self, error);

  /* The safe saver: a link is written through, a device written into,
   * only a regular file replaced (issue 25.8). */
  return text != NULL && euchre_file_save (path, text, -1, error);
}

static void
save_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (euchre_replay_save (EUCHRE_REPLAY (source), task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* Writing a large game can take a while: off the main loop, so that the
 * window never stalls (the writer only reads the replay's game). */
void
euchre_replay_save_async (EuchreReplay        *self,
                          const char          *path,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (EUCHRE_IS_REPLAY (self) && path != NULL);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, euchre_replay_save_async);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
euchre_replay_save_finish (EuchreReplay *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
