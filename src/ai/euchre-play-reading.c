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

/* @s becomes @world as it stood before the first card of the hand: every
 * hand whole again (the cards each seat played put back), no trick
 * played, no suit shown out of. */
static void
rewind_tricks (const EuchrePublic *p, const EuchreState *world, EuchreState *s)
{
  EuchreCardSet played[4];
  EuchrePublic *sp = &s->pub;

  *s = *world;
  cards_played (p, played);
  for (guint seat = 0; seat < 4; seat++)
    s->hands[seat] = world->hands[seat] | played[seat];
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
}

/* The factor of one decision: the model's choice is taken with a chance
 * of 1 - @slip, any of the @n legal ones with @slip. */
static double
decision_factor (gboolean model_choice, guint n, double slip)
{
  return (model_choice ? 1.0 - slip : 0.0) + slip / n;
}

double
euchre_ai_bids_likelihood (EuchreStrategy *model, const EuchreView *view, const EuchreState *world,
                           double slip)
{
  const EuchrePublic *p = &view->pub;
  EuchreState s;
  EuchrePublic *sp = &s.pub;
  gboolean picked = p->upcard_state == EUCHRE_UPCARD_PICKED_UP;
  double like = 1.0;

  if (p->upcard >= EUCHRE_N_CARDS || p->bid_round < 1)
    return 1.0;
  rewind_tricks (p, world, &s);
  if (picked)
    s.hands[p->dealer] &= ~EUCHRE_CARD_BIT (p->upcard);
  s.kitty |= EUCHRE_CARD_BIT (p->upcard);
  sp->phase = EUCHRE_PHASE_BID1;
  sp->bid_round = 1;
  sp->n_bids = 0;
  sp->turn = (p->dealer + 1) & 3;
  sp->trump = EUCHRE_SUIT_NONE;
  sp->maker = EUCHRE_SEAT_NONE;
  sp->alone = FALSE;
  sp->defender = EUCHRE_SEAT_NONE;
  sp->out_mask = 0;
  sp->upcard_state = EUCHRE_UPCARD_FACE_UP;
  for (guint r = 0; r < 2; r++)
    for (guint seat = 0; seat < 4; seat++)
      sp->bids[r][seat] = euchre_action_make (EUCHRE_ACTION_NONE, 0, 0, FALSE);

  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < 4; i++)
      {
        guint seat = (p->dealer + 1 + i) & 3;
        EuchreAction bid = p->bids[round][seat];
        EuchreView v;
        EuchreActionList legal;

        if (bid.type == EUCHRE_ACTION_NONE)
          return like;
        if (sp->phase != (round == 0 ? EUCHRE_PHASE_BID1 : EUCHRE_PHASE_BID2) || sp->turn != seat)
          return like;
        euchre_state_get_view (&s, seat, &v);
        euchre_view_legal_actions (&v, &legal);
        if (!euchre_action_list_contains (&legal, &bid))
          return like;
        if (seat != view->seat && !(picked && seat == p->dealer) && legal.n > 1)
          {
            EuchreAction m = euchre_strategy_decide (model, &v, &legal, &(const char *) { NULL });

            like *= decision_factor (euchre_action_equal (&m, &bid), legal.n, slip);
          }
        if (bid.type != EUCHRE_ACTION_PASS)
          return like;
        euchre_state_apply_legal (&s, &bid);
      }
  return like;
}

gboolean
euchre_ai_bid_reading_applies (const EuchreView *view)
{
  const EuchrePublic *p = &view->pub;

  if (p->upcard >= EUCHRE_N_CARDS || p->bid_round < 1 || p->phase == EUCHRE_PHASE_DEAL ||
      p->phase >= EUCHRE_PHASE_HAND_OVER)
    return FALSE;
  for (guint round = 0; round < 2; round++)
    for (guint seat = 0; seat < 4; seat++)
      if (seat != view->seat && p->bids[round][seat].type != EUCHRE_ACTION_NONE &&
          !(seat == p->dealer && p->upcard_state == EUCHRE_UPCARD_PICKED_UP))
        return TRUE;
  return FALSE;
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
  EuchreState s;
  EuchrePublic *sp = &s.pub;
  double like = 1.0;
  guint tricks;

  if (!euchre_ai_play_reading_applies (view))
    return 1.0;
  /* The play as it stood at its first lead. */
  rewind_tricks (p, world, &s);
  sp->phase = EUCHRE_PHASE_PLAY;
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

                  like *= decision_factor (m.card == card, legal.n, slip);
                }
            }
          euchre_state_apply_legal (&s, &a);
        }
    }
  return like;
}
