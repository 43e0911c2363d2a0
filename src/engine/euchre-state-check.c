/* euchre-state-check.c — whether an action is allowed now, and if not,
 * why, in words fit for the player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-state.h"
#include "euchre-state-private.h"

static const char *wrong_phase_messages[] = {
  N_("You can’t do that now: it is time to deal."),
  N_("You can’t do that now: it is time to order up or pass."),
  N_("You can’t do that now: it is time to name trump or pass."),
  N_("You can’t do that now: it is time to decide whether to defend alone."),
  N_("You can’t do that now: the dealer must discard a card."),
  N_("You can’t do that now: it is time to play a card."),
  N_("You can’t do that now: it is time to deal the next hand."),
  N_("The game is over."),
};

static const char *follow_messages[] = {
  N_("You must follow suit: play a spade."),
  N_("You must follow suit: play a heart."),
  N_("You must follow suit: play a club."),
  N_("You must follow suit: play a diamond."),
};

static const char *follow_trump_messages[] = {
  N_("You must follow suit: play a trump (spades and the left bower)."),
  N_("You must follow suit: play a trump (hearts and the left bower)."),
  N_("You must follow suit: play a trump (clubs and the left bower)."),
  N_("You must follow suit: play a trump (diamonds and the left bower)."),
};

static gboolean
action_fits_phase (EuchrePhase phase, EuchreActionType type)
{
  switch (phase)
    {
    case EUCHRE_PHASE_DEAL:
    case EUCHRE_PHASE_HAND_OVER:
      return type == EUCHRE_ACTION_DEAL;
    case EUCHRE_PHASE_BID1:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_ORDER_UP ||
             type == EUCHRE_ACTION_CALL;
    case EUCHRE_PHASE_BID2:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_CALL ||
             type == EUCHRE_ACTION_ORDER_UP;
    case EUCHRE_PHASE_DEFEND:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_DEFEND_ALONE;
    case EUCHRE_PHASE_DISCARD:
      return type == EUCHRE_ACTION_DISCARD;
    case EUCHRE_PHASE_PLAY:
      return type == EUCHRE_ACTION_PLAY || type == EUCHRE_ACTION_RENEGE;
    default:
      return FALSE;
    }
}

/* Explains why @a (not among the legal actions) is refused. */
static void
explain_refusal (const EuchreState *state, const EuchreAction *a, GError **error)
{
  const EuchrePublic *p = &state->pub;
  guint seat = p->turn;
  char *name;

  if (p->phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER, _("The game is over."));
      return;
    }
  if (a->type >= EUCHRE_N_ACTION_TYPES || !action_fits_phase (p->phase, a->type))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _(wrong_phase_messages[p->phase]));
      return;
    }

  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      if (p->phase == EUCHRE_PHASE_BID1 && p->upcard == EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_CALL,
                             _("The Joker was turned up: the dealer must name trump."));
      else
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_CALL,
                             _("The dealer is stuck and must name trump."));
      return;
    case EUCHRE_ACTION_ORDER_UP:
    case EUCHRE_ACTION_CALL:
      if (a->type == EUCHRE_ACTION_ORDER_UP && p->phase == EUCHRE_PHASE_BID2)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_SUIT_TURNED_DOWN,
                             _("The upcard was turned down: name another suit or pass."));
      else if (a->type == EUCHRE_ACTION_ORDER_UP && p->upcard == EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("The Joker was turned up: the dealer names trump."));
      else if (a->type == EUCHRE_ACTION_CALL && p->phase == EUCHRE_PHASE_BID1 &&
               p->upcard != EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("In the first round you may only order up the upcard’s suit or pass."));
      else if (a->type == EUCHRE_ACTION_CALL && a->suit >= EUCHRE_N_SUITS)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("That is not a suit."));
      else if (a->type == EUCHRE_ACTION_CALL && p->phase == EUCHRE_PHASE_BID2 &&
               a->suit == euchre_card_suit (p->upcard))
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_SUIT_TURNED_DOWN,
                     _("%s were turned down: name another suit."),
                     _(euchre_suit_name (a->suit)));
      else if (a->alone && !p->rules.going_alone)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NO_ALONE,
                             _("Going alone is not allowed in these rules."));
      else if (!a->alone && euchre_public_must_go_alone (p, seat))
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_GO_ALONE,
                             _("The dealer’s partner must go alone to make trump."));
      else
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("That bid is not allowed now."));
      return;
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_RENEGE:
      if (!euchre_card_valid (a->card) || !(state->hands[seat] & EUCHRE_CARD_BIT (a->card)))
        {
          if (!euchre_card_valid (a->card))
            name = g_strdup (_("that card"));
          else
            name = euchre_card_long_name (a->card);
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_IN_HAND,
                       _("You don’t hold %s."), name);
          g_free (name);
        }
      else if (a->type == EUCHRE_ACTION_RENEGE)
        {
          if (p->rules.renege != EUCHRE_RENEGE_PENALISE)
            g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                                 _("Reneging is not possible in these rules."));
          else
            g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                                 _("That card follows suit: it is no renege."));
        }
      else
        {
          EuchreCard led = euchre_public_led_card (p);
          EuchreSuit ls = euchre_card_effective_suit (led, p->trump);

          g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_FOLLOW,
                               ls == p->trump ? _(follow_trump_messages[ls])
                                              : _(follow_messages[ls]));
        }
      return;
    default:
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("That move is not allowed now."));
      return;
    }
}

static gboolean
is_renege (const EuchreState *state, const EuchreAction *a)
{
  const EuchrePublic *p = &state->pub;

  return p->phase == EUCHRE_PHASE_PLAY && p->rules.renege == EUCHRE_RENEGE_PENALISE &&
         euchre_card_valid (a->card) && (state->hands[p->turn] & EUCHRE_CARD_BIT (a->card)) &&
         !(euchre_state_legal_plays (state) & EUCHRE_CARD_BIT (a->card));
}

/* The same judgement as euchre_public_legal_actions(), made directly: the
 * property test checks that the two always agree. */
static gboolean
making_allowed (const EuchrePublic *p, gboolean alone)
{
  return alone ? p->rules.going_alone : !euchre_public_must_go_alone (p, p->turn);
}

static gboolean
action_is_legal (const EuchrePublic *p, EuchreCardSet hand, const EuchreAction *a)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_DEAL:
      return p->phase == EUCHRE_PHASE_DEAL || p->phase == EUCHRE_PHASE_HAND_OVER;
    case EUCHRE_ACTION_PASS:
      return (p->phase == EUCHRE_PHASE_BID1 && p->upcard != EUCHRE_JOKER) ||
             (p->phase == EUCHRE_PHASE_BID2 && !euchre_public_dealer_is_stuck (p)) ||
             p->phase == EUCHRE_PHASE_DEFEND;
    case EUCHRE_ACTION_ORDER_UP:
      return p->phase == EUCHRE_PHASE_BID1 && p->upcard != EUCHRE_JOKER &&
             making_allowed (p, a->alone);
    case EUCHRE_ACTION_CALL:
      if (a->suit >= EUCHRE_N_SUITS)
        return FALSE;
      if (p->phase == EUCHRE_PHASE_BID1)
        return p->upcard == EUCHRE_JOKER && making_allowed (p, a->alone);
      return p->phase == EUCHRE_PHASE_BID2 && a->suit != euchre_card_suit (p->upcard) &&
             making_allowed (p, a->alone);
    case EUCHRE_ACTION_DEFEND_ALONE:
      return p->phase == EUCHRE_PHASE_DEFEND;
    case EUCHRE_ACTION_DISCARD:
      return p->phase == EUCHRE_PHASE_DISCARD && euchre_card_valid (a->card) &&
             (hand & EUCHRE_CARD_BIT (a->card));
    case EUCHRE_ACTION_PLAY:
      /* renege=played (games read from files): any card held is played. */
      if (p->rules.renege == EUCHRE_RENEGE_PLAYED && p->phase == EUCHRE_PHASE_PLAY)
        return euchre_card_valid (a->card) && (hand & EUCHRE_CARD_BIT (a->card));
      return euchre_card_valid (a->card) &&
             (euchre_public_legal_plays (p, hand) & EUCHRE_CARD_BIT (a->card));
    default:
      return FALSE;
    }
}

gboolean
euchre_state_check (const EuchreState *state, const EuchreAction *action, GError **error)
{
  const EuchrePublic *p;

  g_return_val_if_fail (state != NULL && action != NULL, FALSE);

  p = &state->pub;
  if (p->turn < 4 && action_is_legal (p, state->hands[p->turn], action))
    return TRUE;
  if (action->type == EUCHRE_ACTION_RENEGE && is_renege (state, action))
    return TRUE;
  explain_refusal (state, action, error);
  return FALSE;
}
