/* euchre-play-reading.c — what the cards played say of the hands they came from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sampler (euchre-sampler.c) deals the unseen cards so that every
 * fact holds: a seat that showed out of a suit gets none of it.  The
 * cards played say more than that.  A player who leads the king of a suit
 * seldom holds its ace; one who throws the nine of clubs on a trick its
 * partner wins is unlikely to hold the ten of clubs beneath it.  Skat and
 * bridge programs that read the play this way (the "inference" of Buro,
 * Long, Furtak and Sturtevant's "Improving State Evaluation, Inference,
 * and Search in Trick-Based Card Games", and of Ginsberg's GIB) play
 * notably better than those that deal every hand consistent with the
 * facts as equally likely.
 *
 * Here the reading is a likelihood: for a deal of the unseen cards, the
 * chance that the other seats would have played the cards they did, if
 * they played like a model player (a plain, sound one: `gertz`) most of
 * the time and any legal card the rest.  A deal where the model would
 * have played every card as it was played is the likeliest; each card the
 * model would not have played makes it less likely, never impossible (the
 * real players are not the model).  The expert draws a few deals for
 * each one it searches and keeps one in proportion to this likelihood.
 *
 * Honest: it reads only the public record and the seat's own cards; the
 * deal it weighs is a guess.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include "euchre-ai-private.h"

/* The cards each seat has played to tricks this hand, from the record. */
static void
cards_played (const EuchrePublic *p, EuchreCardSet *played)
{
  memset (played, 0, 4 * sizeof *played);
  for (guint t = 0; t <= MIN (p->trick_number, 4); t++)
    for (guint seat = 0; seat < 4; seat++)
      if (p->trick[t][seat] != EUCHRE_CARD_NONE)
        played[seat] |= EUCHRE_CARD_BIT (p->trick[t][seat]);
}

gboolean
euchre_ai_play_reading_applies (const EuchreView *view)
{
  const EuchrePublic *p = &view->pub;

  if (p->phase != EUCHRE_PHASE_PLAY || p->trump >= EUCHRE_N_SUITS)
    return FALSE;
  for (guint t = 0; t <= MIN (p->trick_number, 4); t++)
    for (guint seat = 0; seat < 4; seat++)
      if (seat != view->seat && p->trick[t][seat] != EUCHRE_CARD_NONE)
        return TRUE;
  return FALSE;
}

double
euchre_ai_play_likelihood (EuchreStrategy   *model,
                           const EuchreView *view,
                           const EuchreState *world,
                           double            slip)
{
  const EuchrePublic *p = &view->pub;
  EuchreCardSet played[4];
  EuchreState s = *world;
  EuchrePublic *sp = &s.pub;
  double like = 1.0;
  guint tricks;

  if (!euchre_ai_play_reading_applies (view))
    return 1.0;
  /* The play as it stood at its first lead: every hand whole again. */
  cards_played (p, played);
  for (guint seat = 0; seat < 4; seat++)
    s.hands[seat] = world->hands[seat] | played[seat];
  sp->phase = EUCHRE_PHASE_PLAY;
  sp->trick_number = 0;
  sp->n_played = 0;
  sp->trick_best = EUCHRE_SEAT_NONE;
  sp->led_suit = EUCHRE_SUIT_NONE;
  sp->trick_best_power = 0;
  memset (sp->trick, EUCHRE_CARD_NONE, sizeof sp->trick);
  memset (sp->trick_winner, EUCHRE_SEAT_NONE, sizeof sp->trick_winner);
  memset (sp->tricks, 0, sizeof sp->tricks);
  memset (sp->seat_tricks, 0, sizeof sp->seat_tricks);
  memset (sp->voids, 0, sizeof sp->voids);
  sp->played = 0;
  sp->turn = p->trick_leader[0];

  tricks = MIN (p->trick_number, 4);
  for (guint t = 0; t <= tricks; t++)
    {
      guint n = t < p->trick_number ? euchre_public_active_seats (p) : p->n_played;
      guint seat = p->trick_leader[t];

      for (guint i = 0; i < n; i++, seat = euchre_public_next_seat (p, seat))
        {
          EuchreCard card = p->trick[t][seat];
          EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

          /* A record the replay cannot follow (it never happens for a
           * deal the sampler gives): no reading. */
          if (sp->phase != EUCHRE_PHASE_PLAY || sp->turn != seat || card == EUCHRE_CARD_NONE ||
              !(s.hands[seat] & EUCHRE_CARD_BIT (card)))
            return 1.0;
          if (seat != view->seat)
            {
              EuchreView v;
              EuchreActionList legal;

              euchre_state_get_view (&s, seat, &v);
              euchre_view_legal_actions (&v, &legal);
              if (legal.n > 1)
                {
                  EuchreAction m = euchre_strategy_decide (model, &v, &legal,
                                                           &(const char *) { NULL });

                  like *= (m.card == card ? 1.0 - slip : 0.0) + slip / legal.n;
                }
            }
          euchre_state_apply_legal (&s, &a);
        }
    }
  return like;
}
