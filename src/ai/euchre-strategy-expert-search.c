/* euchre-strategy-expert-search.c — each candidate of `expert` valued over the deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each candidate action, in each deal sampled: the rest of the
 * bidding played by a plain model of the other players, the play by
 * double-dummy search (euchre-solver.c).  The action with the best
 * average wins, measured as the chance to win the game (so a point is
 * worth more or less by the score), shifted by personality.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include "euchre-strategy-expert-private.h"
#include "euchre-bidding-policy.h"
#include "euchre-partner-habits.h"

#define MAX_TARGET 100
/* A card a good partner would not play (euchre-partner-habits.c) must
 * beat the others by this much, in chances of winning the game per deal,
 * to be played: the search, playing open hands, cannot see what the
 * habit guards against. */
#define HABIT_MARGIN 0.01

/* ---- the value of a score --------------------------------------------- */

/* The chance that the side with @a points wins against @b, first to
 * @target, if every hand from now on gives either side 1 point (28 %),
 * 2 points (12 %) or 4 (2 %), as a typical game does. */
void
euchre_expert_win_table_init (Expert *self, guint target)
{
  static const struct { int points; double p; } outcomes[] = {
    { 1, 0.28 }, { 2, 0.12 }, { 4, 0.02 },
  };
  const guint n = MAX_TARGET + 1;
  double norm = 0;

  target = CLAMP (target, 1, MAX_TARGET);
  if (self->win && self->target == target)
    return;
  self->target = target;
  g_free (self->win);
  self->win = g_new0 (double, n * n);
  for (guint i = 0; i < G_N_ELEMENTS (outcomes); i++)
    norm += 2 * outcomes[i].p;
  for (int a = target - 1; a >= 0; a--)
    for (int b = target - 1; b >= 0; b--)
      {
        double v = 0;

        for (guint i = 0; i < G_N_ELEMENTS (outcomes); i++)
          {
            int na = a + outcomes[i].points, nb = b + outcomes[i].points;
            double pa = na >= (int) target ? 1.0 : self->win[na * n + b];
            double pb = nb >= (int) target ? 0.0 : self->win[a * n + nb];

            v += outcomes[i].p / norm * (pa + pb);
          }
        self->win[a * n + b] = v;
      }
}

static double
win_chance (Expert *self, guint us, guint them)
{
  if (us >= self->target)
    return 1.0;
  if (them >= self->target)
    return 0.0;
  return self->win[us * (MAX_TARGET + 1) + them];
}

/* The value for @side of a hand that ends with the makers taking
 * @maker_tricks, from the scores in @pub. */
static double
hand_value (Expert *self, const EuchrePublic *pub, guint side, guint maker_tricks,
            EuchreExpertTally *t)
{
  guint maker_side = euchre_seat_side (pub->maker);
  EuchreHandScore sc = euchre_rules_score_hand (&pub->rules, maker_side, maker_tricks, pub->alone,
                                                pub->defender != EUCHRE_SEAT_NONE);
  guint us = pub->score[side], them = pub->score[1 - side];

  t->points += sc.side == side ? (double) sc.points : -(double) sc.points;
  if (maker_side == side && maker_tricks >= 3)
    t->made++;
  if (sc.side == side)
    us += sc.points;
  else
    them += sc.points;
  return win_chance (self, us, them);
}

/* The makers' tricks at the end of the hand in @world, after the seat to
 * move plays @card (EUCHRE_CARD_NONE: from @world as it is), with every
 * hand open; exact only as far as the score can tell (3 stands for 3 or
 * 4, and below 3 the tricks already taken, or 1 when a super-euchre
 * needs telling apart), which takes one or two null-window searches
 * instead of counting every trick. */
static guint
makers_take (Expert *self, const EuchreState *world, EuchreCard card)
{
  const EuchrePublic *p = &world->pub;
  guint side = euchre_seat_side (p->maker), have = p->tricks[side];

#define REACHES(n) ((n) <= have || euchre_solver_reaches (self->solver, world, card, side, (n) - have))
  if (REACHES (3))
    return REACHES (5) ? 5 : 3;
  if (p->rules.super_euchre)
    return REACHES (1) ? MAX (have, 1) : 0;
  return have;
#undef REACHES
}

/* ---- playing a world out -------------------------------------------------- */

/* Experiment (EUCHRE_EXPERT_ROLLOUT_TABLE=1): in the rollouts, the bids
 * of the seat's own side (its partner, and itself in the second round)
 * by the learned table where it knows enough, as the Hard player bids
 * more than Gertz's rules; the other side by the model. */
static gboolean
rollout_bid_by_table (Expert *self, const EuchreView *v, const EuchreActionList *list,
                      guint side, EuchreAction *out)
{
  double value[EUCHRE_MAX_ACTIONS], points[EUCHRE_MAX_ACTIONS], make[EUCHRE_MAX_ACTIONS];
  guint n[EUCHRE_MAX_ACTIONS];
  int best;

  if (self->rollout_table == NULL || euchre_seat_side (v->seat) != side ||
      (v->pub.phase != EUCHRE_PHASE_BID1 && v->pub.phase != EUCHRE_PHASE_BID2))
    return FALSE;
  best = euchre_bidding_policy_evaluate (self->rollout_table, v, list, 50, value, points, make, n);
  if (best < 0)
    return FALSE;
  *out = list->actions[best];
  return TRUE;
}

/* Plays the bidding and discard on with the model of the other players,
 * then the cards double-dummy; returns the value for @side and adds the
 * hand's points and whether @side made trump to @t. */
static double
play_out (Expert *self, EuchreState *s, guint side, EuchreExpertTally *t)
{
  guint guard = 0;

  while (s->pub.phase != EUCHRE_PHASE_PLAY)
    {
      EuchreView v;
      EuchreActionList list;
      EuchreAction a;

      if (s->pub.phase == EUCHRE_PHASE_HAND_OVER || s->pub.phase == EUCHRE_PHASE_GAME_OVER ||
          s->pub.phase == EUCHRE_PHASE_DEAL || ++guard > 32)
        return win_chance (self, s->pub.score[side], s->pub.score[1 - side]);
      euchre_state_get_view (s, s->pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      if (!rollout_bid_by_table (self, &v, &list, side, &a))
        a = euchre_strategy_decide (self->model, &v, &list, &(const char *) { NULL });
      if (!euchre_action_list_contains (&list, &a))
        a = list.actions[0];
      euchre_state_apply_legal (s, &a);
    }
  return hand_value (self, &s->pub, side, makers_take (self, s, EUCHRE_CARD_NONE), t);
}

/* ---- choosing -------------------------------------------------------------- */

/* The value of making trump and of going alone, in chances of winning
 * the game, beside what the rollouts say.  The rollouts play the cards
 * double-dummy, as if every hand were known: the makers never misplay, so
 * a contract looks safer than it is (against Medium the expert made trump
 * in 80 % of hands and was euchred in a fifth of them; deciding its bids
 * on the true deal instead, it made trump in 66 %).  A bid must beat a
 * pass by MAKE_MARGIN; a loner, once made, is worth ALONE_BONUS more, as
 * its four points ask less of the play than the double-dummy makers'
 * march.  Measured on duplicate tournaments (docs/STRENGTH.md).  The
 * personalities shift both; `omniscient`, whose rollouts are the true
 * deal, takes neither. */
#define MAKE_MARGIN 0.03
#define ALONE_BONUS 0.02

static double
boldness (const Expert *self, const EuchreAction *a, gboolean margins)
{
  /* Who bids on the true deal plays as its rollouts do, and the learned
   * table's play-outs are honest: no margin. */
  double make = margins ? -MAKE_MARGIN : 0, alone = margins ? ALONE_BONUS : 0;

  switch (self->parent.personality)
    {
    case EUCHRE_PERSONALITY_CRAZY:
      make += 0.02;
      alone += 0.015;
      break;
    case EUCHRE_PERSONALITY_CONSERVATIVE:
      make -= 0.02;
      alone -= 0.03;
      break;
    default:
      break;
    }
  if (a->type == EUCHRE_ACTION_ORDER_UP || a->type == EUCHRE_ACTION_CALL ||
      a->type == EUCHRE_ACTION_DEFEND_ALONE)
    return make + (a->alone || a->type == EUCHRE_ACTION_DEFEND_ALONE ? alone : 0);
  return 0;
}

/* Whether @side takes the current trick of @world after its seat to move
 * plays @card, when each player still to play in it takes it with their
 * strongest winning card if they can (else plays their first legal
 * card). */
static gboolean
trick_won (const EuchreState *world, EuchreCard card, guint side)
{
  EuchreState s = *world;
  guint t = s.pub.trick_number;
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

  euchre_state_apply_legal (&s, &a);
  while (s.pub.phase == EUCHRE_PHASE_PLAY && s.pub.trick_number == t)
    {
      EuchreActionList list;
      guint seat = s.pub.turn, pick = 0;
      gboolean winning = s.pub.trick_best != EUCHRE_SEAT_NONE &&
                         euchre_seat_side (s.pub.trick_best) == euchre_seat_side (seat);
      guint best_power = 0;

      euchre_state_legal_actions (&s, &list);
      for (guint i = 0; i < list.n && !winning && s.pub.n_played < 3; i++)
        {
          EuchreState c = s;

          euchre_state_apply_legal (&c, &list.actions[i]);
          if (c.pub.trick_best == seat && c.pub.trick_best_power > best_power)
            {
              best_power = c.pub.trick_best_power;
              pick = i;
            }
        }
      if (!winning && s.pub.n_played >= 3)
        for (guint i = 0; i < list.n; i++)
          {
            guint8 cards[4];

            memcpy (cards, s.pub.trick[t], 4);
            cards[seat] = list.actions[i].card;
            if (euchre_trick_winner (cards, s.pub.trick_leader[t], s.pub.trump) == seat)
              {
                pick = i;
                break;
              }
          }
      euchre_state_apply_legal (&s, &list.actions[pick]);
    }
  return euchre_seat_side (euchre_trick_winner (s.pub.trick[t], s.pub.trick_leader[t],
                                                s.pub.trump)) == side;
}

/* Values every candidate in one world for @side (into @tally). */
typedef void (*ScoreWorld) (Expert                 *self,
                            const EuchreState      *world,
                            const EuchreActionList *legal,
                            guint                   side,
                            EuchreExpertTally      *tally);

/* Cards: each candidate solved double-dummy. */
static void
score_play (Expert *self, const EuchreState *world, const EuchreActionList *legal, guint side,
            EuchreExpertTally *tally)
{
  for (guint i = 0; i < legal->n; i++)
    {
      guint made = makers_take (self, world, legal->actions[i].card);

      tally[i].value += hand_value (self, &world->pub, side, made, &tally[i]);
      tally[i].trick += trick_won (world, legal->actions[i].card, side);
      tally[i].n++;
    }
}

/* Bids, the discard and defending alone: each candidate played out. */
static void
score_rollout (Expert *self, const EuchreState *world, const EuchreActionList *legal,
               guint side, EuchreExpertTally *tally)
{
  for (guint i = 0; i < legal->n; i++)
    {
      EuchreState s = *world;

      euchre_state_apply_legal (&s, &legal->actions[i]);
      tally[i].value += play_out (self, &s, side, &tally[i]);
      tally[i].n++;
    }
}

/* Each candidate valued by @score in @samples sampled worlds (one: the
 * true deal, when @oracle); after @min_samples + 1 of them, stopped when
 * @budget_us (0: no limit) has run out. */
static void
evaluate_worlds (Expert *self, const EuchreView *view, const EuchreActionList *legal,
                 const EuchreState *oracle, gint64 budget_us, guint samples,
                 guint min_samples, ScoreWorld score, EuchreExpertTally *tally)
{
  gint64 start = g_get_monotonic_time ();
  guint side = euchre_seat_side (view->seat);

  if (oracle)
    samples = 1;
  for (guint k = 0; k < samples; k++)
    {
      EuchreState world;

      euchre_expert_make_world (self, view, oracle, &world);
      score (self, &world, legal, side, tally);
      if (budget_us > 0 && k >= min_samples && k + 1 < samples &&
          g_get_monotonic_time () - start > budget_us)
        {
          self->stopped_at_budget = TRUE;
          break;
        }
    }
}

/* Among cards the search values the same (often: when the hand is won or
 * lost in every deal, all of them), the one the model player would play.
 * The search takes its opponents for perfect players, so it has no
 * reason to prefer keeping a chance they may misplay; the model's card
 * does what a sound player does (win cheaply, keep the high cards, lead
 * trump when it should).  Measured in docs/STRENGTH.md. */
static guint
break_tie (Expert *self, const EuchreView *view, const EuchreActionList *legal,
           const double *score, guint best)
{
  guint tied = 0;
  EuchreAction m;

  for (guint i = 0; i < legal->n; i++)
    tied += score[i] > score[best] - 1e-9;
  if (tied < 2)
    return best;
  m = euchre_strategy_decide (self->model, view, legal, &(const char *) { NULL });
  for (guint i = 0; i < legal->n; i++)
    if (score[i] > score[best] - 1e-9 && euchre_action_equal (&legal->actions[i], &m))
      return i;
  return best;
}

guint
euchre_strategy_expert_evaluate (EuchreStrategy         *strategy,
                                 const EuchreView       *view,
                                 const EuchreActionList *legal,
                                 gint64                  budget_us,
                                 EuchreExpertTally      *tally)
{
  Expert *self = (Expert *) strategy;
  gboolean sees = view->pub.phase == EUCHRE_PHASE_PLAY ? self->oracle_play : self->oracle_bids;
  const EuchreState *oracle = sees ? self->parent.oracle : NULL;
  double score[EUCHRE_MAX_ACTIONS];
  guint best = 0;
  gboolean learned = FALSE;

  g_return_val_if_fail (euchre_expert_is (strategy), 0);
  g_return_val_if_fail (legal->n > 0 && legal->n <= EUCHRE_MAX_ACTIONS, 0);
  euchre_expert_win_table_init (self, view->pub.rules.points_to_win);
  memset (tally, 0, legal->n * sizeof *tally);
  self->stopped_at_budget = FALSE;
  if (legal->n == 1)
    return 0;
  if (view->pub.phase == EUCHRE_PHASE_PLAY)
    evaluate_worlds (self, view, legal, oracle, budget_us, self->play_samples, 8, score_play,
                     tally);
  else if (self->policy && oracle == NULL &&
           euchre_bidding_policy_tally (self->policy, view, legal, self->policy_min, tally) >= 0)
    learned = TRUE;
  else
    evaluate_worlds (self, view, legal, oracle, budget_us, self->bid_samples, 6, score_rollout,
                     tally);
  /* The play compares sums, the rest averages plus the personality's
   * boldness, as the expert always did (every action has the same count). */
  for (guint i = 0; i < legal->n; i++)
    {
      score[i] = tally[i].value;
      if (view->pub.phase != EUCHRE_PHASE_PLAY && tally[i].n > 0)
        score[i] = tally[i].value / tally[i].n +
                   boldness (self, &legal->actions[i], !learned && !self->oracle_bids);
      else if (learned)
        score[i] = -1;    /* no figure in the table: not chosen */
    }
  if (view->pub.phase == EUCHRE_PHASE_PLAY && oracle == NULL)
    {
      guint avoid = euchre_partner_habits_avoid (view, legal);

      for (guint i = 0; i < legal->n; i++)
        if (avoid & (1u << i))
          score[i] -= HABIT_MARGIN * tally[i].n;
    }
  for (guint i = 1; i < legal->n; i++)
    if (score[i] > score[best] + 1e-9)
      best = i;
  if (view->pub.phase == EUCHRE_PHASE_PLAY)
    best = break_tie (self, view, legal, score, best);
  return best;
}
