/* euchre-solver.c — double-dummy alpha-beta
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include "euchre-deck.h"
#include "euchre-solver.h"

#define TT_BITS 16
#define TT_SIZE (1u << TT_BITS)
#define MAX_MOVES 8

typedef struct {
  guint64 key;
  guint8 lower, upper;
} TTEntry;

struct _EuchreSolver {
  TTEntry *tt;
  guint64 nodes;
};

/* Zobrist keys: a card in a seat's hand, the leader, trump, who sits out. */
static guint64 zob_card[4][EUCHRE_N_CARDS];
static guint64 zob_leader[4];
static guint64 zob_trump[EUCHRE_N_SUITS + 1];
static guint64 zob_out[16];

__attribute__((constructor)) static void
zobrist_init (void)
{
  guint64 rng = G_GUINT64_CONSTANT (0x5eed0fe0c4eb1e5);

  for (guint s = 0; s < 4; s++)
    for (guint c = 0; c < EUCHRE_N_CARDS; c++)
      zob_card[s][c] = euchre_rng_next (&rng);
  for (guint s = 0; s < 4; s++)
    zob_leader[s] = euchre_rng_next (&rng);
  for (guint t = 0; t <= EUCHRE_N_SUITS; t++)
    zob_trump[t] = euchre_rng_next (&rng);
  for (guint m = 0; m < 16; m++)
    zob_out[m] = euchre_rng_next (&rng);
}

/* One search: the position and everything derived from trump. */
typedef struct {
  EuchreSolver *solver;
  guint64 hands[4];
  guint64 key;                      /* cards in hands, trump, who sits out */
  guint8 max_side;
  guint8 n_active;
  guint8 next[4];
  /* The card module's per-trump tables for this trump (euchre-card.h). */
  guint8 eff[EUCHRE_N_CARDS];
  guint16 key_trump[EUCHRE_N_CARDS];
  EuchreCardSet suit_cards[EUCHRE_N_SUITS];
  guint8 order[EUCHRE_N_SUITS][EUCHRE_MAX_SUIT_CARDS]; /* each effective suit, highest first */
  guint8 n_order[EUCHRE_N_SUITS];
} Ctx;

/* The current trick. */
typedef struct {
  guint8 leader;
  guint8 n_played;
  guint8 led;                       /* effective suit led */
  guint8 best_seat;
  guint16 best_power;
  EuchreCardSet cards;              /* cards played to it */
} Trick;

static inline int
power_of (const Ctx *c, EuchreCard card, guint led)
{
  int key = c->key_trump[card];

  if (key >= 200)
    return key;
  return c->eff[card] == led ? key + 100 : 0;
}

/* The moves worth trying: one card of each run of equal cards (cards of
 * a suit with no card still in play between them), ordered. */
static guint
gen_moves (const Ctx *c, guint seat, const Trick *t, guint8 moves[MAX_MOVES])
{
  EuchreCardSet hand = c->hands[seat], legal = hand;
  EuchreCardSet in_play = c->hands[0] | c->hands[1] | c->hands[2] | c->hands[3] | t->cards;
  guint n = 0;
  gboolean low_first = FALSE;

  if (t->n_played > 0)
    {
      EuchreCardSet follow = hand & c->suit_cards[t->led];

      if (follow)
        legal = follow;
      /* When the trick is already ours, cheap cards first. */
      low_first = euchre_seat_side (t->best_seat) == euchre_seat_side (seat);
    }

  for (guint s = 0; s < EUCHRE_N_SUITS; s++)
    {
      gboolean prev_mine = FALSE;

      if (!(legal & c->suit_cards[s]))
        continue;
      for (guint i = 0; i < c->n_order[s]; i++)
        {
          EuchreCard card = c->order[s][i];
          EuchreCardSet bit = EUCHRE_CARD_BIT (card);

          if (legal & bit)
            {
              if (!prev_mine)
                moves[n++] = card;
              prev_mine = TRUE;
            }
          else if (in_play & bit)
            prev_mine = FALSE;
        }
    }

  /* Order: a leader tries its strongest cards first; a follower whose
   * side already wins the trick tries its cheapest; any other follower
   * tries the cheapest card that wins, then the cheapest that does not. */
  {
    int prio[MAX_MOVES];

    for (guint i = 0; i < n; i++)
      {
        int power = t->n_played ? power_of (c, moves[i], t->led) : c->key_trump[moves[i]];

        if (t->n_played == 0)
          prio[i] = -power;
        else if (low_first)
          prio[i] = power;
        else
          prio[i] = power > t->best_power ? power : 1000 + power;
      }
    for (guint i = 1; i < n; i++)
      for (guint j = i; j > 0 && prio[j] < prio[j - 1]; j--)
        {
          int tp = prio[j];
          guint8 tm = moves[j];

          prio[j] = prio[j - 1];
          moves[j] = moves[j - 1];
          prio[j - 1] = tp;
          moves[j - 1] = tm;
        }
  }
  return n;
}

static int search_play (Ctx *c, guint seat, Trick *t, int tricks_left, int alpha, int beta);

/* Tricks for max_side from the start of a trick led by @leader. */
static int
search_trick (Ctx *c, guint leader, int tricks_left, int alpha, int beta)
{
  TTEntry *e;
  guint64 key;
  Trick t = { leader, 0, EUCHRE_SUIT_NONE, leader, 0, 0 };
  int value, alpha0 = alpha, beta0 = beta;

  if (tricks_left == 0)
    return 0;
  if (tricks_left == 1)
    {
      /* One card each: no choice is left, just see who wins. */
      guint seat = leader, best = leader;
      EuchreCard card = euchre_card_set_first (c->hands[leader]);
      guint led = c->eff[card];
      int best_power = power_of (c, card, led);

      c->solver->nodes++;
      for (guint i = 1; i < c->n_active; i++)
        {
          int power;

          seat = c->next[seat];
          power = power_of (c, euchre_card_set_first (c->hands[seat]), led);
          if (power > best_power)
            {
              best = seat;
              best_power = power;
            }
        }
      return euchre_seat_side (best) == c->max_side;
    }
  key = c->key ^ zob_leader[leader];
  e = &c->solver->tt[key & (TT_SIZE - 1)];
  if (e->key == key)
    {
      if (e->lower >= beta)
        return e->lower;
      if (e->upper <= alpha)
        return e->upper;
      if (e->lower == e->upper)
        return e->lower;
      alpha = MAX (alpha, e->lower);
      beta = MIN (beta, e->upper);
    }

  value = search_play (c, leader, &t, tricks_left, alpha, beta);

  if (e->key != key)
    {
      e->key = key;
      e->lower = 0;
      e->upper = (guint8) tricks_left;
    }
  if (value <= alpha0)
    e->upper = MIN (e->upper, value);
  else if (value >= beta0)
    e->lower = MAX (e->lower, value);
  else
    e->lower = e->upper = (guint8) value;
  return value;
}

static int
search_play (Ctx *c, guint seat, Trick *t, int tricks_left, int alpha, int beta)
{
  guint8 moves[MAX_MOVES];
  guint n = gen_moves (c, seat, t, moves);
  gboolean maximizing = euchre_seat_side (seat) == c->max_side;
  int best = maximizing ? -1 : tricks_left + 1;

  c->solver->nodes++;
  for (guint i = 0; i < n; i++)
    {
      EuchreCard card = moves[i];
      Trick saved = *t;
      int value, power;

      c->hands[seat] &= ~EUCHRE_CARD_BIT (card);
      c->key ^= zob_card[seat][card];
      if (t->n_played == 0)
        t->led = c->eff[card];
      power = power_of (c, card, t->led);
      if (t->n_played == 0 || power > t->best_power)
        {
          t->best_seat = seat;
          t->best_power = power;
        }
      t->cards |= EUCHRE_CARD_BIT (card);
      t->n_played++;

      if (t->n_played == c->n_active)
        {
          int won = euchre_seat_side (t->best_seat) == c->max_side;

          value = won + search_trick (c, t->best_seat, tricks_left - 1, alpha - won, beta - won);
        }
      else
        value = search_play (c, c->next[seat], t, tricks_left, alpha, beta);

      *t = saved;
      c->hands[seat] |= EUCHRE_CARD_BIT (card);
      c->key ^= zob_card[seat][card];

      if (maximizing)
        {
          best = MAX (best, value);
          alpha = MAX (alpha, value);
        }
      else
        {
          best = MIN (best, value);
          beta = MIN (beta, value);
        }
      if (alpha >= beta)
        break;
    }
  return best;
}

static void
ctx_init (Ctx *c, EuchreSolver *solver, const EuchreState *state, guint side)
{
  const EuchrePublic *p = &state->pub;
  guint trump = MIN (p->trump, EUCHRE_N_SUITS);

  c->solver = solver;
  c->max_side = side;
  c->n_active = euchre_public_active_seats (p);
  for (guint s = 0; s < 4; s++)
    {
      c->next[s] = euchre_public_next_seat (p, s);
      c->hands[s] = (p->out_mask & (1u << s)) ? 0 : state->hands[s];
    }
  memcpy (c->eff, euchre_trump_eff[trump], sizeof c->eff);
  memcpy (c->key_trump, euchre_trump_key[trump], sizeof c->key_trump);
  memcpy (c->suit_cards, euchre_trump_suit_cards[trump], sizeof c->suit_cards);
  memcpy (c->order, euchre_trump_order[trump], sizeof c->order);
  memcpy (c->n_order, euchre_trump_n_order[trump], sizeof c->n_order);
  c->key = zob_trump[p->trump] ^ zob_out[p->out_mask & 15];
  for (guint s = 0; s < 4; s++)
    for (EuchreCardSet set = c->hands[s]; set; set &= set - 1)
      c->key ^= zob_card[s][euchre_card_set_first (set)];
}

/* Tricks for side 0 from @state (after the seat to move plays @first,
 * unless that is EUCHRE_CARD_NONE), searched in the window (@alpha,
 * @beta): exact inside it, a bound at or beyond it (fail-soft). */
static int
solve (EuchreSolver *solver, const EuchreState *state, EuchreCard first, int alpha, int beta)
{
  const EuchrePublic *p = &state->pub;
  Ctx c;
  Trick t;
  int tricks_left = 5 - p->trick_number;
  guint seat = p->turn;

  g_return_val_if_fail (p->phase == EUCHRE_PHASE_PLAY, 0);
  ctx_init (&c, solver, state, 0);

  t.leader = p->trick_leader[p->trick_number];
  t.n_played = p->n_played;
  t.led = p->led_suit;
  t.best_seat = p->n_played ? p->trick_best : t.leader;
  t.best_power = p->trick_best_power;
  t.cards = 0;
  for (guint s = 0; s < 4; s++)
    if (p->trick[p->trick_number][s] != EUCHRE_CARD_NONE)
      t.cards |= EUCHRE_CARD_BIT (p->trick[p->trick_number][s]);

  if (first != EUCHRE_CARD_NONE)
    {
      /* Play the given card, then search the rest. */
      int power;

      c.hands[seat] &= ~EUCHRE_CARD_BIT (first);
      c.key ^= zob_card[seat][first];
      if (t.n_played == 0)
        t.led = c.eff[first];
      power = power_of (&c, first, t.led);
      if (t.n_played == 0 || power > t.best_power)
        {
          t.best_seat = seat;
          t.best_power = power;
        }
      t.cards |= EUCHRE_CARD_BIT (first);
      if (++t.n_played == c.n_active)
        {
          int won = euchre_seat_side (t.best_seat) == 0;

          return won + search_trick (&c, t.best_seat, tricks_left - 1, alpha - won, beta - won);
        }
      seat = c.next[seat];
    }
  if (t.n_played == 0)
    return search_trick (&c, seat, tricks_left, alpha, beta);
  return search_play (&c, seat, &t, tricks_left, alpha, beta);
}

EuchreSolver *
euchre_solver_new (void)
{
  EuchreSolver *solver = g_new0 (EuchreSolver, 1);

  solver->tt = g_new0 (TTEntry, TT_SIZE);
  /* An empty slot must never match: key 0 with bounds that cut nothing. */
  for (guint i = 0; i < TT_SIZE; i++)
    {
      solver->tt[i].key = G_GUINT64_CONSTANT (0xffffffffffffffff);
      solver->tt[i].upper = 5;
    }
  return solver;
}

void
euchre_solver_free (EuchreSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt);
  g_free (solver);
}

/* The table stores values for side 0 only; side 1 takes the rest. */
static guint
for_side (const EuchreState *state, int side0, guint side)
{
  return side == 0 ? (guint) side0 : (guint) (5 - state->pub.trick_number - side0);
}

guint
euchre_solver_tricks (EuchreSolver *solver, const EuchreState *state, guint side)
{
  g_return_val_if_fail (solver != NULL && state != NULL && side < 2, 0);
  return for_side (state, solve (solver, state, EUCHRE_CARD_NONE, -1, 6), side);
}

guint
euchre_solver_tricks_after (EuchreSolver *solver, const EuchreState *state, EuchreCard card,
                            guint side)
{
  g_return_val_if_fail (solver != NULL && state != NULL && side < 2, 0);
  /* Under renege=played (a game read from a file) the card a file
   * plays may be any card the hand holds. */
  g_return_val_if_fail ((euchre_state_legal_plays (state) & EUCHRE_CARD_BIT (card)) ||
                        (state->pub.rules.renege == EUCHRE_RENEGE_PLAYED &&
                         state->pub.turn < 4 &&
                         (state->hands[state->pub.turn] & EUCHRE_CARD_BIT (card))), 0);
  return for_side (state, solve (solver, state, card, -1, 6), side);
}

gboolean
euchre_solver_reaches (EuchreSolver      *solver,
                       const EuchreState *state,
                       EuchreCard         card,
                       guint              side,
                       guint              target)
{
  int left;

  g_return_val_if_fail (solver != NULL && state != NULL && side < 2, FALSE);
  g_return_val_if_fail (card == EUCHRE_CARD_NONE ||
                        (euchre_state_legal_plays (state) & EUCHRE_CARD_BIT (card)), FALSE);
  left = 5 - (int) state->pub.trick_number;
  if (target == 0)
    return TRUE;
  if ((int) target > left)
    return FALSE;
  /* A null window: side 0 takes at least v, or at most v - 1.  For side
   * 1, taking @target is side 0 taking at most left - target. */
  if (side == 0)
    return solve (solver, state, card, (int) target - 1, (int) target) >= (int) target;
  return solve (solver, state, card, left - (int) target, left - (int) target + 1)
         <= left - (int) target;
}

guint64
euchre_solver_get_nodes (EuchreSolver *solver)
{
  return solver->nodes;
}
