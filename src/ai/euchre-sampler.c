/* euchre-sampler.c — the expert's deals of the cards it cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deal agrees with everything the view shows: hand sizes, the voids
 * players revealed, the upcard in the dealer's hand, the maker holding
 * trump, and what each bid and pass says of the hand it came from.  When
 * no deal can be had, the softest evidence is dropped first.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

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

/* Whether the deal in @s agrees with every bid and pass the view shows,
 * read loosely (see PASS_MAX, MAKE_MIN).  The dealer's bids after taking
 * the upcard, and a stuck dealer's call, say nothing. */
static gboolean
bids_agree (const EuchreView *view, const EuchreState *s)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit up = euchre_card_suit (p->upcard);

  if (p->upcard >= EUCHRE_N_CARDS)
    return TRUE;
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
                return FALSE;
              for (EuchreSuit suit = 0; round == 1 && suit < EUCHRE_N_SUITS; suit++)
                if (suit != up && euchre_gertz_hand_value (hand, suit) >= PASS_MAX)
                  return FALSE;
            }
          else if (b->type == EUCHRE_ACTION_ORDER_UP && seat != p->dealer && up < EUCHRE_N_SUITS)
            {
              if (euchre_gertz_hand_value (hand, up) < MAKE_MIN)
                return FALSE;
            }
          else if (b->type == EUCHRE_ACTION_CALL && seat != p->dealer)
            {
              if (euchre_gertz_hand_value (hand, b->suit) < MAKE_MIN)
                return FALSE;
            }
        }
    }
  return TRUE;
}

/* Fills the other seats' hands of @s (a copy of the public state plus this
 * seat's cards) with a deal of the unseen cards consistent with the view:
 * hand sizes, revealed voids, the upcard in the dealer's hand, and the
 * maker holding at least two trumps when that can be had. */
void
euchre_ai_sample_deal (const EuchreView *view, guint64 *rng, EuchreState *s)
{
  const EuchrePublic *p = &view->pub;
  EuchreCardSet unseen = euchre_view_unseen (view);
  EuchreCard pool[EUCHRE_N_CARDS];
  guint n_pool = 0, need[4] = { 0 };
  EuchreCardSet known[4] = { 0 };
  gboolean use_voids = TRUE, want_trump = TRUE, use_bids = TRUE;

  for (EuchreCardSet u = unseen; u; u &= u - 1)
    pool[n_pool++] = euchre_card_set_first (u);
  for (guint seat = 0; seat < 4; seat++)
    {
      if (seat == view->seat)
        continue;
      need[seat] = view->hand_sizes[seat];
      /* Everyone saw the dealer take the upcard; unless it was discarded
       * or played, it is still there. */
      if (seat == p->dealer && p->upcard_state == EUCHRE_UPCARD_PICKED_UP &&
          !(p->played & EUCHRE_CARD_BIT (p->upcard)) && need[seat] > 0)
        {
          known[seat] = EUCHRE_CARD_BIT (p->upcard);
          need[seat]--;
        }
    }

  for (guint attempt = 0;; attempt++)
    {
      gboolean ok = TRUE;
      EuchreCardSet used = 0;

      /* The softest evidence goes first when the deal cannot be had. */
      if (attempt == 40)
        use_bids = FALSE;
      if (attempt == 60)
        want_trump = FALSE;
      if (attempt == 90)
        use_voids = FALSE;
      euchre_deck_random_shuffle (pool, n_pool, rng);
      for (guint seat = 0; seat < 4 && ok; seat++)
        {
          EuchreCardSet hand = known[seat];
          guint got = 0;

          if (seat == view->seat)
            continue;
          for (guint i = 0; i < n_pool && got < need[seat]; i++)
            {
              EuchreCard c = pool[i];
              EuchreSuit eff;

              if (used & EUCHRE_CARD_BIT (c))
                continue;
              eff = euchre_card_effective_suit (c, p->trump);
              if (use_voids && p->trump < EUCHRE_N_SUITS && eff < EUCHRE_N_SUITS &&
                  (p->voids[seat] & (1u << eff)))
                continue;
              hand |= EUCHRE_CARD_BIT (c);
              used |= EUCHRE_CARD_BIT (c);
              got++;
            }
          ok = got == need[seat];
          /* Soft evidence: who made trump usually holds two of them. */
          if (ok && want_trump && seat == p->maker && p->trump < EUCHRE_N_SUITS &&
              euchre_seat_side (seat) != euchre_seat_side (view->seat) &&
              p->trick_number == 0 &&
              euchre_card_set_count (hand & euchre_suit_cards (p->trump, p->trump)) < 2)
            ok = FALSE;
          s->hands[seat] = hand;
        }
      if (ok && use_bids && !bids_agree (view, s))
        ok = FALSE;
      if (ok || attempt > 130)
        {
          s->kitty = unseen & ~used;
          return;
        }
    }
}

