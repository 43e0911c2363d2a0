/* euchre-replay-notes.c — what the file says of the game besides its
 * moves: its notes and annotations, its reneges, the deals it ends on a
 * caught renege, and its target when it plays on past the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-replay-private.h"

GPtrArray *
euchre_replay_get_notes (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  return self->egn != NULL ? self->egn->notes : NULL;
}

gboolean
euchre_replay_is_renege (EuchreReplay *self, guint step)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  for (guint i = 0; self->egn != NULL && self->egn->reneges != NULL &&
                    i < self->egn->reneges->len; i++)
    if (g_array_index (self->egn->reneges, guint, i) == step)
      return TRUE;
  return FALSE;
}

static JsonObject *
object_member (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL && json_object_has_member (o, name) ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}

static JsonArray *
array_member (JsonObject *o, const char *name)
{
  JsonNode *n = o != NULL && json_object_has_member (o, name) ? json_object_get_member (o, name) : NULL;

  return n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

/* The notes of @phases (a deal's) under @keys at @index, appended to @out. */
static void
append_notes (GString *out, JsonArray *phases, const char *list_key,
              const char *const *keys, guint index)
{
  char name[16];

  g_snprintf (name, sizeof name, "%u", index);
  for (guint p = 0; phases != NULL && p < json_array_get_length (phases); p++)
    {
      JsonNode *pn = json_array_get_element (phases, p);
      JsonObject *phase = JSON_NODE_HOLDS_OBJECT (pn) ? json_node_get_object (pn) : NULL;

      if (array_member (phase, list_key) == NULL)
        continue;
      for (guint k = 0; keys[k] != NULL; k++)
        {
          JsonArray *notes = array_member (object_member (phase, keys[k]), name);

          for (guint i = 0; notes != NULL && i < json_array_get_length (notes); i++)
            {
              JsonNode *s = json_array_get_element (notes, i);

              if (JSON_NODE_HOLDS_VALUE (s) && json_node_get_value_type (s) == G_TYPE_STRING)
                g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "",
                                        json_node_get_string (s));
            }
        }
    }
}

char *
euchre_replay_get_annotation (EuchreReplay *self)
{
  static const char *const call_keys[] = { "callAnnotations", "calls_annotations", NULL };
  static const char *const play_keys[] = { "playAnnotations", "tricks_annotations", NULL };
  g_autoptr (GString) out = g_string_new (NULL);
  JsonObject *root;
  JsonArray *deals;
  JsonNode *dn;
  guint deal = 0, calls = 0, cards = 0;
  guint8 type;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), NULL);
  if (self->egn == NULL || self->egn->source == NULL || !JSON_NODE_HOLDS_OBJECT (self->egn->source) ||
      self->cursor >= euchre_replay_get_n_steps (self))
    return NULL;
  if (euchre_replay_is_renege (self, self->cursor))
    g_string_append (out, _("A renege: the card played here does not follow suit, though the "
                            "hand holds one. The game is read as the file plays it."));
  for (guint i = 0; i < self->cursor; i++)
    switch (euchre_replay_entry_at (self, i)->action.type)
      {
      case EUCHRE_ACTION_DEAL:
        deal++;
        calls = cards = 0;
        break;
      case EUCHRE_ACTION_PASS:
      case EUCHRE_ACTION_ORDER_UP:
      case EUCHRE_ACTION_CALL:
        calls++;
        break;
      case EUCHRE_ACTION_PLAY:
        cards++;
        break;
      default:
        break;
      }
  root = json_node_get_object (self->egn->source);
  deals = array_member (root, "deals");
  if (deal == 0 || deals == NULL || deal > json_array_get_length (deals))
    return NULL;
  dn = json_array_get_element (deals, deal - 1);
  if (!JSON_NODE_HOLDS_OBJECT (dn))
    return NULL;
  type = euchre_replay_entry_at (self, self->cursor)->action.type;
  if (type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_ORDER_UP || type == EUCHRE_ACTION_CALL)
    append_notes (out, array_member (json_node_get_object (dn), "phases"), "calls", call_keys, calls);
  else if (type == EUCHRE_ACTION_PLAY)
    append_notes (out, array_member (json_node_get_object (dn), "phases"), "tricks", play_keys, cards);
  return out->len > 0 ? g_strdup (out->str) : NULL;
}


/* ---- a deal ended on a caught renege ---------------------------------------- */

gboolean
euchre_replay_get_renege_end (EuchreReplay *self, guint *seat, guint *trick, EuchreCard *card)
{
  const EuchreRecordHand *h;
  const EuchreState *now;
  guint deal_start = 0;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), FALSE);
  if (self->cursor >= euchre_replay_get_n_steps (self))
    return FALSE;
  h = euchre_record_get_hand (self->record, self->cursor);
  now = euchre_replay_state_at (self, self->cursor);
  if (h == NULL || !h->redeal || now->pub.phase != EUCHRE_PHASE_HAND_OVER ||
      now->pub.last.kind != EUCHRE_RESULT_NONE)
    return FALSE;
  for (guint i = 0; i < self->cursor; i++)
    if (euchre_replay_entry_at (self, i)->action.type == EUCHRE_ACTION_DEAL)
      deal_start = i;
  /* The last renege of this deal. */
  for (guint i = self->egn != NULL && self->egn->reneges != NULL ? self->egn->reneges->len : 0;
       i-- > 0;)
    {
      guint step = g_array_index (self->egn->reneges, guint, i);

      if (step < deal_start || step >= self->cursor)
        continue;
      if (seat != NULL)
        *seat = euchre_replay_entry_at (self, step)->seat;
      if (trick != NULL)
        *trick = euchre_replay_state_at (self, step)->pub.trick_number + 1u;
      if (card != NULL)
        *card = euchre_replay_entry_at (self, step)->action.card;
      return TRUE;
    }
  return FALSE;
}

/* ---- the target ----------------------------------------------------------------- */

guint
euchre_replay_get_target (EuchreReplay *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY (self), 10);
  /* A file that plays on past the end is replayed with the target
   * raised (the engine would stop at the win); its game's is kept. */
  if (self->egn != NULL && self->egn->past_end_deal > 0 && self->egn->target > 0)
    return self->egn->target;
  return self->record->rules.points_to_win;
}
