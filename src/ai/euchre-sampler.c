/* euchre-sampler.c — the expert's deals of the cards it cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deal agrees with everything the view shows.  The facts (hand sizes,
 * the suits players have shown out of, the upcard in the dealer's hand,
 * the cards seen) hold in every deal: the cards are dealt so that a card
 * goes only to a seat that can hold it, each such deal as likely as any
 * other.  The evidence (what each bid and pass says of the hand it came
 * from, the maker holding trump) is asked for by dealing again; it is
 * never given up on silently (docs/COACH.md).
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include "euchre-ai-private.h"
#include "euchre-deck.h"

/* Bids as evidence, in the hand values of Matt Gertz's "Coding a Euchre
 * Game" articles (euchre-strategy-gertz.h): who passed is unlikely to have
 * held a hand worth PASS_MAX in that suit, who made trump one worth at
 * least MAKE_MIN.  Both are looser than the 85 that Gertz bids at, as
 * other players bid differently. */
#define PASS_MAX 100
#define MAKE_MIN 50

/* The cards @seat held when the bidding was on: what it holds now and
 * what it played.  For a dealer who took the upcard that is not the hand
 * it bid with (its discard is unseen): FALSE. */
static gboolean
bidding_hand (const EuchrePublic *p, const EuchreState *s, guint seat, EuchreCardSet *hand)
{
  if (seat == p->dealer && p->upcard_state == EUCHRE_UPCARD_PICKED_UP)
    return FALSE;
  *hand = s->hands[seat];
  for (guint t = 0; t <= MIN (p->trick_number, 4); t++)
    if (p->trick[t][seat] != EUCHRE_CARD_NONE)
      *hand |= EUCHRE_CARD_BIT (p->trick[t][seat]);
  return TRUE;
}

/* How many bids and passes the view shows the deal in @s contradicts,
 * read loosely (see PASS_MAX, MAKE_MIN).  The dealer's bids after taking
 * the upcard, and a stuck dealer's call, say nothing. */
static guint
bids_disagree (const EuchreView *view, const EuchreState *s)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit up = euchre_card_suit (p->upcard);
  guint misses = 0;

  if (p->upcard >= EUCHRE_N_CARDS)
    return 0;
  for (guint seat = 0; seat < 4; seat++)
    {
      EuchreCardSet hand;

      if (seat == view->seat || !bidding_hand (p, s, seat, &hand))
        continue;
      for (guint round = 0; round < 2; round++)
        {
          const EuchreAction *b = &p->bids[round][seat];

          if (b->type == EUCHRE_ACTION_PASS)
            {
              if (round == 0 && seat != p->dealer && up < EUCHRE_N_SUITS &&
                  euchre_gertz_hand_value (hand, up) >= PASS_MAX)
                misses++;
              for (EuchreSuit suit = 0; round == 1 && suit < EUCHRE_N_SUITS; suit++)
                if (suit != up && euchre_gertz_hand_value (hand, suit) >= PASS_MAX)
                  {
                    misses++;
                    break;
                  }
            }
          else if (b->type == EUCHRE_ACTION_ORDER_UP && seat != p->dealer && up < EUCHRE_N_SUITS)
            {
              if (euchre_gertz_hand_value (hand, up) < MAKE_MIN)
                misses++;
            }
          else if (b->type == EUCHRE_ACTION_CALL && seat != p->dealer)
            {
              if (euchre_gertz_hand_value (hand, b->suit) < MAKE_MIN)
                misses++;
            }
        }
    }
  return misses;
}

/* ---- dealing under the facts ------------------------------------------ */

/* Deals drawn for the evidence of the bids before the one that contradicts
 * the fewest is kept: as many as the shuffles the old sampler tried
 * before it gave the bids up. */
#define SOFT_TRIES 40
/* Holders of unseen cards: up to three other seats, then the kitty (and an
 * unseen discard).  A seat holds at most six cards (the dealer before its
 * discard), so a seat's count left to deal fits in three bits. */
#define MAX_GROUPS 8
#define NEED_BITS 3
#define N_STATES (1u << (3 * NEED_BITS))

typedef struct {
  guint n_seats;                     /* other seats: holders 0 .. n_seats - 1 */
  guint seat[3];
  guint need[4];                     /* cards to deal each holder; [n_seats]: the kitty */
  guint n_groups;                    /* cards that the same holders may take */
  guint8 allowed[MAX_GROUPS];        /* bit per seat holder; the kitty takes any card */
  guint count[MAX_GROUPS];
  guint rest[MAX_GROUPS + 1];        /* cards in group g and after */
  EuchreCard cards[MAX_GROUPS][EUCHRE_N_CARDS];
  double ways[MAX_GROUPS + 1][N_STATES];  /* memo of count_ways(); < 0: not yet */
} Plan;

static double
factorial (guint n)
{
  double f = 1;

  for (guint i = 2; i <= n; i++)
    f *= i;
  return f;
}

static guint
state_index (const guint *r)
{
  return r[0] | r[1] << NEED_BITS | r[2] << (2 * NEED_BITS);
}

/* Calls @fn for every way to split group @g's cards among the holders
 * that may take them, when the seats still need @r: x[h] cards to holder
 * h, with the number of ways to choose which cards (a multinomial). */
typedef gboolean (*SplitFunc) (Plan *plan, guint g, const guint *r, const guint *x, double ways,
                               gpointer data);

static gboolean
for_each_split (Plan *plan, guint g, const guint *r, SplitFunc fn, gpointer data)
{
  guint c = plan->count[g], max[3] = { 0 }, x[4] = { 0 };
  guint kitty_left = plan->rest[g];

  for (guint h = 0; h < plan->n_seats; h++)
    {
      if (r[h] > kitty_left)
        return FALSE;
      kitty_left -= r[h];
      if (plan->allowed[g] & (1u << h))
        max[h] = MIN (r[h], c);
    }
  for (x[0] = 0; x[0] <= max[0]; x[0]++)
    for (x[1] = 0; x[1] <= max[1] && x[0] + x[1] <= c; x[1]++)
      for (x[2] = 0; x[2] <= max[2] && x[0] + x[1] + x[2] <= c; x[2]++)
        {
          x[3] = c - x[0] - x[1] - x[2];
          if (x[3] > kitty_left)
            continue;
          if (fn (plan, g, r, x, factorial (c) / (factorial (x[0]) * factorial (x[1]) *
                                                 factorial (x[2]) * factorial (x[3])), data))
            return TRUE;
        }
  return FALSE;
}

static double count_ways (Plan *plan, guint g, const guint *r);

static gboolean
add_split (Plan *plan, guint g, const guint *r, const guint *x, double ways, gpointer data)
{
  guint left[3] = { r[0] - x[0], r[1] - x[1], r[2] - x[2] };

  *(double *) data += ways * count_ways (plan, g + 1, left);
  return FALSE;
}

/* The number of deals of groups @g and after that give each seat the
 * cards @r it still needs (and the kitty the rest), every card to a
 * holder that may take it. */
static double
count_ways (Plan *plan, guint g, const guint *r)
{
  double *memo = &plan->ways[g][state_index (r)];

  if (*memo >= 0)
    return *memo;
  if (g == plan->n_groups)
    *memo = r[0] == 0 && r[1] == 0 && r[2] == 0 ? 1 : 0;
  else
    {
      *memo = 0;
      for_each_split (plan, g, r, add_split, memo);
    }
  return *memo;
}

typedef struct {
  double pick;       /* counts down to the chosen split */
  guint x[4];
} Choice;

static gboolean
choose_split (Plan *plan, guint g, const guint *r, const guint *x, double ways, gpointer data)
{
  Choice *choice = data;
  guint left[3] = { r[0] - x[0], r[1] - x[1], r[2] - x[2] };

  ways *= count_ways (plan, g + 1, left);
  if (ways <= 0)
    return FALSE;
  memcpy (choice->x, x, sizeof choice->x);
  choice->pick -= ways;
  return choice->pick < 0;
}

/* Groups the unseen cards by the holders that may take them, and puts the
 * upcard in the hand of the dealer who took it.  @known gets the cards
 * each seat holds for certain. */
static void
plan_init (Plan *plan, const EuchreView *view, EuchreCardSet unseen, EuchreCardSet *known)
{
  const EuchrePublic *p = &view->pub;
  guint8 seat_allowed[EUCHRE_N_SUITS + 1];
  guint total = 0, seat_total = 0;

  memset (plan, 0, G_STRUCT_OFFSET (Plan, ways));
  for (guint seat = 0; seat < 4; seat++)
    {
      guint need;

      if (seat == view->seat)
        continue;
      need = MIN (view->hand_sizes[seat], (1u << NEED_BITS) - 1);
      /* Everyone saw the dealer take the upcard; unless it was played, or
       * the dealer has shown out of its suit (then it was the discard), it
       * is still there. */
      if (seat == p->dealer && p->upcard_state == EUCHRE_UPCARD_PICKED_UP &&
          p->upcard < EUCHRE_N_CARDS && !(p->played & EUCHRE_CARD_BIT (p->upcard)) && need > 0 &&
          !(p->trump < EUCHRE_N_SUITS &&
            (p->voids[seat] & (1u << euchre_card_effective_suit (p->upcard, p->trump)))))
        {
          known[seat] = EUCHRE_CARD_BIT (p->upcard);
          need--;
        }
      plan->seat[plan->n_seats] = seat;
      plan->need[plan->n_seats++] = need;
      seat_total += need;
    }
  /* Which seats may hold a card of each effective suit (index
   * EUCHRE_N_SUITS: before trump is made, when nobody has shown out). */
  for (guint suit = 0; suit <= EUCHRE_N_SUITS; suit++)
    {
      seat_allowed[suit] = 0;
      for (guint h = 0; h < plan->n_seats; h++)
        if (suit == EUCHRE_N_SUITS || p->trump >= EUCHRE_N_SUITS ||
            !(p->voids[plan->seat[h]] & (1u << suit)))
          seat_allowed[suit] |= 1u << h;
    }
  for (EuchreCardSet u = unseen; u; u &= u - 1)
    {
      EuchreCard c = euchre_card_set_first (u);
      EuchreSuit eff = p->trump < EUCHRE_N_SUITS ? euchre_card_effective_suit (c, p->trump)
                                                 : EUCHRE_N_SUITS;
      guint8 allowed = seat_allowed[MIN (eff, EUCHRE_N_SUITS)];
      guint g = 0;

      while (g < plan->n_groups && plan->allowed[g] != allowed)
        g++;
      if (g == plan->n_groups)
        {
          plan->allowed[g] = allowed;
          plan->n_groups++;
        }
      plan->cards[g][plan->count[g]++] = c;
      total++;
    }
  for (guint g = plan->n_groups; g-- > 0;)
    plan->rest[g] = plan->rest[g + 1] + plan->count[g];
  plan->need[plan->n_seats] = total >= seat_total ? total - seat_total : 0;
  for (guint g = 0; g <= MAX_GROUPS; g++)
    for (guint i = 0; i < N_STATES; i++)
      plan->ways[g][i] = -1;
  /* No deal keeps the facts (only a view no game can show, or a pack
   * too small for the hands): then any seat may take any card, as many
   * as there are. */
  if (count_ways (plan, 0, plan->need) <= 0)
    {
      guint left = total;

      for (guint g = 1; g < plan->n_groups; g++)
        for (guint i = 0; i < plan->count[g]; i++)
          plan->cards[0][plan->count[0]++] = plan->cards[g][i];
      plan->n_groups = MIN (plan->n_groups, 1);
      plan->allowed[0] = (1u << plan->n_seats) - 1;
      plan->rest[1] = 0;
      for (guint h = 0; h < plan->n_seats; h++)
        {
          plan->need[h] = MIN (plan->need[h], left);
          left -= plan->need[h];
        }
      plan->need[plan->n_seats] = left;
      for (guint g = 0; g <= MAX_GROUPS; g++)
        for (guint i = 0; i < N_STATES; i++)
          plan->ways[g][i] = -1;
    }
}

/* One deal drawn uniformly from those that keep the facts: group by
 * group, a split of its cards among the holders that may take them, in
 * proportion to the deals that can follow, then which cards at random. */
static void
deal_constrained (Plan *plan, guint64 *rng, const EuchreCardSet *known, EuchreCardSet *hands)
{
  guint r[3] = { 0 };

  memcpy (r, plan->need, plan->n_seats * sizeof r[0]);
  memcpy (hands, known, 4 * sizeof hands[0]);
  for (guint g = 0; g < plan->n_groups; g++)
    {
      Choice choice = { 0 };
      EuchreCard *cards = plan->cards[g];
      guint next = 0;

      choice.pick = (euchre_rng_next (rng) >> 11) * 0x1.0p-53 * count_ways (plan, g, r);
      /* Rounding may leave the last split with ways chosen: the loop
       * keeps it. */
      for_each_split (plan, g, r, choose_split, &choice);
      euchre_deck_random_shuffle (cards, plan->count[g], rng);
      for (guint h = 0; h < plan->n_seats; h++)
        {
          for (guint i = 0; i < choice.x[h]; i++)
            hands[plan->seat[h]] |= EUCHRE_CARD_BIT (cards[next++]);
          r[h] -= choice.x[h];
        }
    }
}

/* Fills the other seats' hands of @s (a copy of the public state plus this
 * seat's cards) with a deal of the unseen cards consistent with the view.
 *
 * The hard facts hold in every deal, by construction: each hand its size,
 * no card of a suit its seat has shown out of, the upcard in the hand of
 * a dealer who took it (unless played, or shown to be gone: a dealer void
 * in trump discarded it), no card anyone has seen.  Among the deals that
 * keep them, one is drawn uniformly (deal_constrained()).  The soft
 * evidence, what the bids say and the maker holding two trumps, is asked
 * for by drawing again, up to SOFT_TRIES times; when no draw agrees with
 * all of it, the deal that contradicts the fewest bids is kept. */
void
euchre_ai_sample_deal (const EuchreView *view, guint64 *rng, EuchreState *s)
{
  const EuchrePublic *p = &view->pub;
  EuchreCardSet unseen = euchre_view_unseen (view);
  Plan plan;
  EuchreCardSet known[4] = { 0 }, best[4] = { 0 };
  guint best_misses = G_MAXUINT;

  plan_init (&plan, view, unseen, known);
  for (guint attempt = 0; attempt < SOFT_TRIES && best_misses > 0; attempt++)
    {
      EuchreCardSet hands[4];
      guint misses = 0;

      deal_constrained (&plan, rng, known, hands);
      for (guint seat = 0; seat < 4; seat++)
        if (seat != view->seat)
          s->hands[seat] = hands[seat];
      /* Soft evidence: who made trump usually holds two of them. */
      if (p->maker < 4 && p->maker != view->seat && p->trump < EUCHRE_N_SUITS &&
          euchre_seat_side (p->maker) != euchre_seat_side (view->seat) && p->trick_number == 0 &&
          euchre_card_set_count (hands[p->maker] & euchre_suit_cards (p->trump, p->trump)) < 2)
        misses++;
      misses += bids_disagree (view, s);
      if (misses < best_misses)
        {
          best_misses = misses;
          memcpy (best, hands, sizeof best);
        }
    }
  for (guint seat = 0; seat < 4; seat++)
    if (seat != view->seat)
      {
        s->hands[seat] = best[seat];
        unseen &= ~best[seat];
      }
  s->kitty = unseen;
}
