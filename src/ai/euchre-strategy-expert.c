/* euchre-strategy-expert.c — sampling and double-dummy search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each decision the expert deals the cards it cannot see many times,
 * consistently with everything its view shows (its own hand, the cards
 * played, the voids players revealed, where the upcard went, the maker
 * holding trump, what each bid and pass says of the hand it came from),
 * and for each candidate action plays the hand out: the
 * rest of the bidding by a plain model of the other players, the play by
 * double-dummy search.  The action with the best average wins, measured
 * as the chance to win the game (so a point is worth more or less by the
 * score), shifted by personality.
 *
 * `omniscient` is the same machinery on the true deal (tests and
 * tournaments only: it reads the oracle state the caller gives it);
 * `omniscient-bids` and `omniscient-play` use the true deal for their
 * bids or for their cards alone, to measure where the expert loses
 * strength (docs/STRENGTH.md).
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "euchre-ai-private.h"
#include "euchre-bidding-policy.h"
#include "euchre-deck.h"
#include "euchre-partner-habits.h"
#include "euchre-play-facts.h"

#define MAX_TARGET 100
/* Deals searched per decision.  A bid's rollouts disagree more from deal
 * to deal than a card's, and bids are few: 150 deals per bid won 0.8255
 * against gertz where 60 won 0.8015 (2,000 games, the same deals), for
 * a fifth more time per decision on average; 250 deals per card instead
 * of 100 gained nothing.  The time limit stops a decision early on a
 * slow or busy machine (docs/STRENGTH.md). */
#define PLAY_SAMPLES 100
#define BID_SAMPLES 150
#define BUDGET_US (150 * 1000)
/* Reading the play (euchre-play-reading.c): of READING_DRAWS deals, one
 * searched, kept in proportion to the chance that the others' cards (and
 * bids, READ_BIDS) were played in it, taking them to play as `gertz`
 * would but for a slip of READING_SLIP.  Off (one deal: no choice): in
 * 2,000-game screens against `gertz`, the very model it reads by, no
 * setting won more than the noise (docs/STRENGTH.md, session 13), and
 * each costs time.  EUCHRE_EXPERT_READING turns it on for measurements. */
#define READING_DRAWS 1
#define READING_SLIP 0.5
#define READ_PLAYS 1u
#define READ_BIDS 2u
#define READING (READ_PLAYS)
/* `expert-learned` bids by the table where each choice it compares has
 * at least this many play-outs behind it (docs/STRENGTH.md). */
#define POLICY_MIN_COUNT 200
/* A card a good partner would not play (euchre-partner-habits.c) must
 * beat the others by this much, in chances of winning the game per deal,
 * to be played: the search, playing open hands, cannot see what the
 * habit guards against. */
#define HABIT_MARGIN 0.01
typedef struct {
  EuchreStrategy parent;
  EuchreSolver *solver;
  EuchreStrategy *model;      /* how the others bid and discard in rollouts */
  guint target;               /* the win table below is for this target */
  double *win;                /* (MAX_TARGET + 1)^2: P(side with a wins) */
  gboolean oracle_bids, oracle_play;  /* which decisions see the true deal */
  guint play_samples, bid_samples;
  /* Reading the play: deals drawn for each one searched (1: none), and
   * how often the model of the others is taken to play another card. */
  guint reading_draws, reading;
  double reading_slip;
  gint64 budget_us;           /* per decision; 0: no limit */
  gboolean stopped_at_budget; /* the last evaluation ran out of time */
  /* `expert-learned`: bids by the learned table where it knows enough
   * (euchre-bidding-policy.c), else by the rollouts below. */
  const EuchreBiddingPolicy *policy;
  guint policy_min;
  const EuchreBiddingPolicy *rollout_table;
} Expert;

static void expert_init (EuchreStrategy *strategy);

/* ---- the value of a score --------------------------------------------- */

/* The chance that the side with @a points wins against @b, first to
 * @target, if every hand from now on gives either side 1 point (28 %),
 * 2 points (12 %) or 4 (2 %), as a typical game does. */
static void
win_table_init (Expert *self, guint target)
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

/* ---- the worlds to search ------------------------------------------------- */

/* How likely the bids and cards the view shows are in @world, as far as
 * the expert reads them. */
static double
reading_likelihood (Expert *self, const EuchreView *view, const EuchreState *world)
{
  double like = 1.0;

  if (self->reading & READ_PLAYS)
    like *= euchre_ai_play_likelihood (self->model, view, world, self->reading_slip);
  if (self->reading & READ_BIDS)
    like *= euchre_ai_bids_likelihood (self->model, view, world, self->reading_slip);
  return like;
}

/* A full state from the view and a deal of the rest. */
static void
make_world (Expert *self, const EuchreView *view, const EuchreState *oracle, EuchreState *s)
{
  if (oracle != NULL)
    {
      *s = *oracle;
      return;
    }
  memset (s, 0, sizeof *s);
  s->pub = view->pub;
  s->hands[view->seat] = view->hand;
  s->discard = view->discard;
  euchre_ai_sample_deal (view, &self->parent.rng, s);
  if (self->reading_draws > 1 &&
      (((self->reading & READ_PLAYS) && euchre_ai_play_reading_applies (view)) ||
       ((self->reading & READ_BIDS) && euchre_ai_bid_reading_applies (view))))
    {
      /* Reading the play: of a few deals, one kept in proportion to how
       * likely the cards played are in it (euchre-play-reading.c). */
      EuchreState other = *s;
      double total = reading_likelihood (self, view, s);

      for (guint k = 1; k < self->reading_draws; k++)
        {
          double w;

          euchre_ai_sample_deal (view, &self->parent.rng, &other);
          w = reading_likelihood (self, view, &other);
          total += w;
          if ((euchre_rng_next (&self->parent.rng) >> 11) * 0x1.0p-53 * total < w)
            *s = other;
        }
    }
}

void
euchre_strategy_expert_set_search (EuchreStrategy *strategy, guint play_samples, gint64 budget_us)
{
  Expert *self = (Expert *) strategy;

  g_return_if_fail (strategy != NULL && strategy->klass->init == expert_init);
  self->play_samples = MAX (play_samples, 1);
  self->budget_us = MAX (budget_us, 0);
}

void
euchre_strategy_expert_sample (EuchreStrategy *strategy, const EuchreView *view,
                               EuchreState *world)
{
  g_return_if_fail (strategy != NULL && strategy->klass == &euchre_strategy_expert);
  g_return_if_fail (view != NULL && world != NULL);
  make_world ((Expert *) strategy, view, NULL, world);
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

/* Cards: each candidate solved double-dummy in every sampled world. */
static void
evaluate_play (Expert *self, const EuchreView *view, const EuchreActionList *legal,
               const EuchreState *oracle, gint64 budget_us, EuchreExpertTally *tally)
{
  gint64 start = g_get_monotonic_time ();
  guint side = euchre_seat_side (view->seat);
  guint samples = oracle ? 1 : self->play_samples;

  for (guint k = 0; k < samples; k++)
    {
      EuchreState world;

      make_world (self, view, oracle, &world);
      for (guint i = 0; i < legal->n; i++)
        {
          guint made = makers_take (self, &world, legal->actions[i].card);

          tally[i].value += hand_value (self, &world.pub, side, made, &tally[i]);
          tally[i].trick += trick_won (&world, legal->actions[i].card, side);
          tally[i].n++;
        }
      if (budget_us > 0 && k >= 8 && k + 1 < samples &&
          g_get_monotonic_time () - start > budget_us)
        {
          self->stopped_at_budget = TRUE;
          break;
        }
    }
}

/* Bids, the discard and defending alone: each candidate played out. */
static void
evaluate_by_rollout (Expert *self, const EuchreView *view, const EuchreActionList *legal,
                     const EuchreState *oracle, gint64 budget_us, EuchreExpertTally *tally)
{
  gint64 start = g_get_monotonic_time ();
  guint side = euchre_seat_side (view->seat);
  guint samples = oracle ? 1 : self->bid_samples;

  for (guint k = 0; k < samples; k++)
    {
      EuchreState world;

      make_world (self, view, oracle, &world);
      for (guint i = 0; i < legal->n; i++)
        {
          EuchreState s = world;

          euchre_state_apply_legal (&s, &legal->actions[i]);
          tally[i].value += play_out (self, &s, side, &tally[i]);
          tally[i].n++;
        }
      if (budget_us > 0 && k >= 6 && k + 1 < samples &&
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

gboolean
euchre_strategy_expert_stopped_at_budget (EuchreStrategy *strategy)
{
  g_return_val_if_fail (strategy->klass->init == expert_init, FALSE);
  return ((Expert *) strategy)->stopped_at_budget;
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

  g_return_val_if_fail (strategy->klass->init == expert_init, 0);
  g_return_val_if_fail (legal->n > 0 && legal->n <= EUCHRE_MAX_ACTIONS, 0);
  win_table_init (self, view->pub.rules.points_to_win);
  memset (tally, 0, legal->n * sizeof *tally);
  self->stopped_at_budget = FALSE;
  if (legal->n == 1)
    return 0;
  if (view->pub.phase == EUCHRE_PHASE_PLAY)
    evaluate_play (self, view, legal, oracle, budget_us, tally);
  else if (self->policy && oracle == NULL &&
           euchre_bidding_policy_tally (self->policy, view, legal, self->policy_min, tally) >= 0)
    learned = TRUE;
  else
    evaluate_by_rollout (self, view, legal, oracle, budget_us, tally);
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

/* A reason a person can follow, from what the chosen move does. */
static const char *
play_reason (const EuchreView *view, EuchreCard card)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = p->trump;

  if (p->n_played == 0)
    {
      if (euchre_card_is_right_bower (card, trump))
        return N_("Lead the right bower to pull trump");
      if (euchre_card_is_trump (card, trump))
        return N_("Lead trump to draw the opponents’ trump");
      if (euchre_card_rank (card) == EUCHRE_ACE)
        return N_("Cash an off-suit ace while it can win");
      return N_("Lead a side suit: the simulations find it best");
    }
  {
    guint8 trick[4];
    EuchrePlayFacts facts;
    EuchreCardSet follow = view->hand & euchre_suit_cards (p->led_suit, trump);
    guint winner;
    gboolean partner_winning = p->trick_best != EUCHRE_SEAT_NONE &&
                               euchre_seat_side (p->trick_best) == euchre_seat_side (view->seat);

    memcpy (trick, p->trick[p->trick_number], 4);
    trick[view->seat] = card;
    winner = euchre_trick_winner (trick, p->trick_leader[p->trick_number], trump);
    if (winner == view->seat && !partner_winning)
      return follow ? N_("Take the trick with the card that just wins")
                    : N_("Trump in: you cannot follow suit and this takes the trick");
    if (partner_winning)
      return N_("Your partner is winning: play low");
    /* "Cannot win" only when no legal card wins (euchre-play-facts.h). */
    if (euchre_play_facts (view, card, &facts) && facts.can_win)
      return follow ? N_("Play low: keep your higher cards for later")
                    : N_("Throw off your least useful card: keep your trumps for later");
    return follow ? N_("You cannot win this trick: follow with your lowest card")
                  : N_("You cannot win this trick: throw off your least useful card");
  }
}

static const char *
bid_reason (const EuchreView *view, const EuchreAction *a, gboolean stuck)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      return view->pub.phase == EUCHRE_PHASE_DEFEND
               ? N_("Defending together beats defending alone here")
               : N_("Too weak to make trump: pass");
    case EUCHRE_ACTION_ORDER_UP:
      if (a->alone)
        return N_("Strong enough to go alone: a march scores four");
      return view->seat == view->pub.dealer ? N_("Pick up: the upcard makes a winning hand")
                                            : N_("Order up: your trump should take three tricks");
    case EUCHRE_ACTION_CALL:
      if (stuck)
        return N_("Stuck: name the suit that plays best");
      return a->alone ? N_("Name this suit and go alone: a march scores four")
                      : N_("Name the suit your hand plays best in");
    case EUCHRE_ACTION_DEFEND_ALONE:
      return N_("Defend alone: a lone euchre scores four");
    case EUCHRE_ACTION_DISCARD:
      return N_("Discard the card you will miss least (void a side suit if you can)");
    default:
      return N_("The only sensible move");
    }
}

/* Every decision starts here: the win table for this game's target, and
 * no search when there is only one move (then TRUE). */
static gboolean
only_move (Expert *self, const EuchreView *view, const EuchreActionList *legal,
           const char **reason)
{
  win_table_init (self, view->pub.rules.points_to_win);
  if (legal->n == 1)
    {
      *reason = N_("The only move");
      return TRUE;
    }
  return FALSE;
}

static EuchreAction
expert_play (EuchreStrategy         *strategy,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  Expert *self = (Expert *) strategy;
  EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];
  guint best;

  if (only_move (self, view, legal, reason))
    return legal->actions[0];
  best = euchre_strategy_expert_evaluate (strategy, view, legal, self->budget_us, tally);
  *reason = play_reason (view, legal->actions[best].card);
  return legal->actions[best];
}

/* Bids, the discard and defending alone. */
static EuchreAction
expert_roll_out (EuchreStrategy         *strategy,
                 const EuchreView       *view,
                 const EuchreActionList *legal,
                 const char            **reason)
{
  Expert *self = (Expert *) strategy;
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];
  guint best;

  if (only_move (self, view, legal, reason))
    return legal->actions[0];
  best = euchre_strategy_expert_evaluate (strategy, view, legal, self->budget_us, tally);
  *reason = bid_reason (view, &legal->actions[best],
                        !euchre_action_list_contains (legal, &pass) &&
                        view->pub.phase == EUCHRE_PHASE_BID2);
  return legal->actions[best];
}

static EuchreAction
expert_deal (EuchreStrategy         *strategy,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  if (!only_move ((Expert *) strategy, view, legal, reason))
    *reason = N_("Deal the cards");
  return legal->actions[0];
}

static void
expert_init (EuchreStrategy *strategy)
{
  Expert *self = (Expert *) strategy;

  self->solver = euchre_solver_new ();
  self->model = euchre_strategy_new (euchre_strategy_lookup ("gertz") ? "gertz" : "simple",
                                     EUCHRE_PERSONALITY_NORMAL, strategy->rng ^ 0x51);
  self->oracle_bids = strategy->klass == &euchre_strategy_omniscient ||
                      strategy->klass == &euchre_strategy_omniscient_bids;
  self->oracle_play = strategy->klass == &euchre_strategy_omniscient ||
                      strategy->klass == &euchre_strategy_omniscient_play;
  self->reading_draws = READING_DRAWS;
  self->reading_slip = READING_SLIP;
  self->reading = READING;
  /* For tuning experiments: EUCHRE_EXPERT_READING=DRAWS,SLIP[,WHAT] (WHAT:
   * 1 the cards, 2 the bids, 3 both). */
  if (g_getenv ("EUCHRE_EXPERT_READING"))
    sscanf (g_getenv ("EUCHRE_EXPERT_READING"), "%u,%lf,%u", &self->reading_draws,
            &self->reading_slip, &self->reading);
  self->reading_slip = CLAMP (self->reading_slip, 0.0, 1.0);
  self->reading_draws = CLAMP (self->reading_draws, 1, 64);
  self->play_samples = PLAY_SAMPLES;
  self->bid_samples = BID_SAMPLES;
  /* For tuning experiments: EUCHRE_EXPERT_SAMPLES=PLAY,BID. */
  if (g_getenv ("EUCHRE_EXPERT_SAMPLES"))
    sscanf (g_getenv ("EUCHRE_EXPERT_SAMPLES"), "%u,%u", &self->play_samples, &self->bid_samples);
  /* EUCHRE_EXPERT_BUDGET_MS=0 lifts the time limit, so that a choice does
   * not depend on the machine's load (tests). */
  self->budget_us = BUDGET_US;
  if (g_getenv ("EUCHRE_EXPERT_BUDGET_MS"))
    self->budget_us = g_ascii_strtoll (g_getenv ("EUCHRE_EXPERT_BUDGET_MS"), NULL, 10) * 1000;
  if (g_strcmp0 (g_getenv ("EUCHRE_EXPERT_ROLLOUT_TABLE"), "1") == 0)
    self->rollout_table = euchre_bidding_policy_get_default ();
  /* EUCHRE_EXPERT_LEARNED=1 gives `expert` itself the learned bidding,
   * for measuring what goes through it alone (the analysis, the coach,
   * `review --agreement`). */
  if (strategy->klass == &euchre_strategy_expert_learned ||
      (strategy->klass == &euchre_strategy_expert && g_getenv ("EUCHRE_EXPERT_LEARNED") &&
       g_strcmp0 (g_getenv ("EUCHRE_EXPERT_LEARNED"), "0") != 0))
    {
      self->policy = euchre_bidding_policy_get_default ();
      self->policy_min = POLICY_MIN_COUNT;
      /* For tuning experiments: EUCHRE_POLICY_MIN=N play-outs. */
      if (g_getenv ("EUCHRE_POLICY_MIN"))
        self->policy_min = g_ascii_strtoull (g_getenv ("EUCHRE_POLICY_MIN"), NULL, 10);
    }
}

static void
expert_finalize (EuchreStrategy *strategy)
{
  Expert *self = (Expert *) strategy;

  euchre_solver_free (self->solver);
  euchre_strategy_free (self->model);
  g_free (self->win);
}

/* `expert` and the omniscient ones differ in their class alone
 * (expert_init tells them apart by it).  All but `expert` are kept for
 * measurements and tests: no person is offered them. */
#define EXPERT_CLASS(class_id, class_name, sees, measures) {  \
    .id = class_id,                           \
    .name = class_name,                       \
    .reads_oracle = sees,                     \
    .measurement_only = measures,             \
    .instance_size = sizeof (Expert),         \
    .init = expert_init,                      \
    .finalize = expert_finalize,              \
    .order_up = expert_roll_out,              \
    .call = expert_roll_out,                  \
    .defend = expert_roll_out,                \
    .discard = expert_roll_out,               \
    .play = expert_play,                      \
    .deal = expert_deal,                      \
  }

const EuchreStrategyClass euchre_strategy_expert =
  EXPERT_CLASS ("expert", N_("Expert"), FALSE, FALSE);
const EuchreStrategyClass euchre_strategy_expert_learned =
  EXPERT_CLASS ("expert-learned", "Expert bidding by the learned table (measurements only)",
                FALSE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient =
  EXPERT_CLASS ("omniscient", "Omniscient (sees every card: tests only)", TRUE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient_bids =
  EXPERT_CLASS ("omniscient-bids", "Expert bidding on the true deal (measurements only)",
                TRUE, TRUE);
const EuchreStrategyClass euchre_strategy_omniscient_play =
  EXPERT_CLASS ("omniscient-play", "Expert playing on the true deal (measurements only)",
                TRUE, TRUE);
