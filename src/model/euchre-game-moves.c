/* euchre-game-moves.c — the person's moves, and taking the last of them
 * back (undo)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-game-private.h"

static gboolean
human_may_act (EuchreGame *self, GError **error)
{
  if (self->state.pub.phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER, _("The game is over."));
      return FALSE;
    }
  if (self->state.pub.phase == EUCHRE_PHASE_DEAL || self->state.pub.phase == EUCHRE_PHASE_HAND_OVER)
    {
      /* The model deals by itself. */
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("Wait for the cards to be dealt."));
      return FALSE;
    }
  if (self->state.pub.turn >= 4 || self->seats[self->state.pub.turn] != NULL ||
      (self->remote != NULL && self->state.pub.turn != EUCHRE_HUMAN_SEAT))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("Wait for your turn."));
      return FALSE;
    }
  return self->remote == NULL || euchre_game_remote_may_act (self, error);
}

guint
euchre_game_get_human_actions (EuchreGame *self, EuchreActionList *list)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), 0);

  list->n = 0;
  if (!human_may_act (self, NULL))
    return 0;
  return euchre_state_legal_actions (&self->state, list);
}

gboolean
euchre_game_act (EuchreGame *self, const EuchreAction *action, GError **error)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!human_may_act (self, error))
    return FALSE;
  if (self->remote != NULL)
    return euchre_game_remote_send (self, action, error);
  return euchre_game_apply_action (self, action, error);
}

gboolean
euchre_game_pass (EuchreGame *self, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_order_up (EuchreGame *self, gboolean alone, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_ORDER_UP, 0, 0, alone);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_call (EuchreGame *self, EuchreSuit suit, gboolean alone, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_CALL, 0, suit, alone);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_defend_alone (EuchreGame *self, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, 0, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_discard (EuchreGame *self, EuchreCard card, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DISCARD, card, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_play (EuchreGame *self, EuchreCard card, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

/* ---- undo ---------------------------------------------------------------- */

gboolean
euchre_game_is_undo_point (const EuchreState *state)
{
  EuchreActionList legal;

  return state->pub.turn == EUCHRE_HUMAN_SEAT && euchre_state_legal_actions (state, &legal) > 1;
}

guint
euchre_game_find_undo_point (const EuchreRecord *record, guint upto, EuchreState *state)
{
  EuchreState s;
  guint point = G_MAXUINT;

  g_assert (upto <= euchre_record_length (record));
  euchre_record_initial_state (record, &s);
  for (guint i = 0; i < upto; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);

      if (euchre_game_is_undo_point (&s))
        point = i;
      /* The record was replayed when it was read or made: it is legal. */
      euchre_state_apply_legal (&s, &e->action);
    }
  if (state)
    *state = s;
  return point;
}

void
euchre_game_update_can_undo (EuchreGame *self)
{
  gboolean can = self->undo_allowed && self->undo_point != G_MAXUINT &&
                 self->seats[EUCHRE_HUMAN_SEAT] == NULL &&
                 self->state.pub.phase != EUCHRE_PHASE_GAME_OVER;

  euchre_game_notify_undo (self, can, self->undo_used);
}

void
euchre_game_set_undo_used (EuchreGame *self, gboolean used)
{
  euchre_game_notify_undo (self, self->can_undo, !!used);
}

gboolean
euchre_game_get_can_undo (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->can_undo;
}

gboolean
euchre_game_get_undo_used (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->undo_used;
}

gboolean
euchre_game_undo (EuchreGame *self, GError **error)
{
  EuchreState state;
  guint point;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);

  if (!self->undo_allowed)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("Undo is turned off in the preferences."));
      return FALSE;
    }
  if (self->state.pub.phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER, _("The game is over."));
      return FALSE;
    }
  if (!self->can_undo)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("There is no move of yours to take back."));
      return FALSE;
    }

  /* The game as it was just before the person's last choice: the same
   * seed, so the same deal. */
  euchre_game_cancel_pending (self);
  point = self->undo_point;
  euchre_game_find_undo_point (self->record, point, &state);
  g_array_set_size (self->record->entries, point);
  euchre_game_set_undo_used (self, TRUE);
  self->undoing = TRUE;
  euchre_game_restart_from (self, &state, self->record);
  self->undoing = FALSE;
  return TRUE;
}

gboolean
euchre_game_is_undoing (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->undoing;
}
