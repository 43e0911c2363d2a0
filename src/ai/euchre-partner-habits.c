/* euchre-partner-habits.c — what a good human partner does, where the
 * double-dummy search cannot tell
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search plays every sampled deal as if all four hands were open, so
 * it misses what a partnership loses to guessing: which card to keep when
 * a loner runs its trumps, what a partner signalled.  Players' habits
 * cover some of that; each one here has a constructed position in
 * tests/test-partnership.c (the others the tests list the expert already
 * keeps by its search).
 *
 * - Against a loner, a defender on lead with a single off-suit ace and
 *   no other ace keeps it and leads from another suit: led, the ace is
 *   trumped as often as not, and kept it stops the march whenever the
 *   loner holds its suit; with two aces one is led, lest the defender be
 *   squeezed between them at the end.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include "euchre-partner-habits.h"

/* The off-suit aces of @hand for @trump. */
static EuchreCardSet
off_aces (EuchreCardSet hand, EuchreSuit trump)
{
  EuchreCardSet aces = 0;

  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    if (s != (int) trump)
      aces |= hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (s, EUCHRE_ACE));
  return aces;
}

guint
euchre_partner_habits_avoid (const EuchreView *view, const EuchreActionList *legal)
{
  const EuchrePublic *p;
  EuchreSuit trump;
  EuchreCardSet aces;
  EuchreCard ace;
  guint avoid = 0;

  g_return_val_if_fail (view != NULL && legal != NULL, 0);
  p = &view->pub;
  trump = p->trump;
  if (p->phase != EUCHRE_PHASE_PLAY || p->n_played != 0 || !p->alone ||
      p->maker == EUCHRE_SEAT_NONE || trump >= EUCHRE_N_SUITS ||
      euchre_seat_side (p->maker) == euchre_seat_side (view->seat))
    return 0;
  aces = off_aces (view->hand, trump);
  if (euchre_card_set_count (aces) != 1)
    return 0;
  ace = euchre_card_set_first (aces);
  /* A singleton, and something else to lead that is not trump. */
  if ((view->hand & euchre_suit_cards (euchre_card_suit (ace), trump)) != aces ||
      (view->hand & ~aces & ~euchre_suit_cards (trump, trump)) == 0)
    return 0;
  for (guint i = 0; i < legal->n && i < 32; i++)
    if (legal->actions[i].type == EUCHRE_ACTION_PLAY && legal->actions[i].card == ace)
      avoid |= 1u << i;
  return avoid;
}
