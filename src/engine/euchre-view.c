/* euchre-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include "euchre-state.h"
#include "euchre-view.h"

void
euchre_state_get_view (const EuchreState *state, guint seat, EuchreView *view)
{
  g_return_if_fail (state != NULL && view != NULL && seat < 4);

  /* Cleared first so that two views of the same knowledge compare equal
   * byte for byte, padding included. */
  memset (view, 0, sizeof *view);
  view->pub = state->pub;
  view->seat = seat;
  view->hand = state->hands[seat];
  view->discard = seat == state->pub.dealer ? state->discard : EUCHRE_CARD_NONE;
  for (guint s = 0; s < 4; s++)
    view->hand_sizes[s] = euchre_card_set_count (state->hands[s]);
}

guint
euchre_view_legal_actions (const EuchreView *view, EuchreActionList *list)
{
  if (view->pub.turn != view->seat)
    {
      list->n = 0;
      return 0;
    }
  return euchre_public_legal_actions (&view->pub, view->hand, list);
}

EuchreCardSet
euchre_view_legal_plays (const EuchreView *view)
{
  if (view->pub.turn != view->seat)
    return 0;
  return euchre_public_legal_plays (&view->pub, view->hand);
}

EuchreCardSet
euchre_view_unseen (const EuchreView *view)
{
  EuchreCardSet unseen = euchre_rules_deck_cards (&view->pub.rules);

  unseen &= ~(view->hand | view->pub.played);
  /* The upcard is never unseen: it is face up, turned down, or known to
   * be with the dealer (in hand or, for the dealer alone to know, discarded). */
  if (view->pub.upcard != EUCHRE_CARD_NONE)
    unseen &= ~EUCHRE_CARD_BIT (view->pub.upcard);
  if (view->discard != EUCHRE_CARD_NONE)
    unseen &= ~EUCHRE_CARD_BIT (view->discard);
  return unseen;
}

gboolean
euchre_view_is_maker_side (const EuchreView *view)
{
  return view->pub.maker != EUCHRE_SEAT_NONE &&
         euchre_seat_side (view->pub.maker) == euchre_seat_side (view->seat);
}

gboolean
euchre_view_check (const EuchreView *view, const EuchreAction *action, GError **error)
{
  EuchreState state = { .pub = view->pub };

  g_return_val_if_fail (view->pub.turn == view->seat, FALSE);

  /* The check reads no hand but the one of the seat to act. */
  state.hands[view->seat] = view->hand;
  state.discard = view->discard;
  return euchre_state_check (&state, action, error);
}
