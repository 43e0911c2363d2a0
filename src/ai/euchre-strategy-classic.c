/* euchre-strategy-classic.c — the computer player of the CS 246 Euchre
 * assignment (section 2.2.2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each rule of section 2.2.2 is one branch below, in the assignment's order, and
 * its reason names the rule.  Whenever the player chooses between suits
 * and neither its hand nor a rule decides, it prefers hearts, then
 * diamonds, then spades, then clubs (H > D > S > C).
 *
 * Where the assignment is ambiguous we read it literally; each such choice is
 * marked "Reading:" below.
 *
 * Outside the CS 246 rules the player does the plainest legal thing: under
 * a turned-up Joker or as a stuck dealer it names the first suit it would
 * otherwise prefer, it never defends alone, and if a rule wants an alone
 * (or a partnered) bid that the rules do not allow, it makes the other one.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"

/* Suits in order of preference, and each suit's place in it. */
static const EuchreSuit preferred_suits[EUCHRE_N_SUITS] = {
  EUCHRE_HEARTS, EUCHRE_DIAMONDS, EUCHRE_SPADES, EUCHRE_CLUBS
};

static int
suit_preference (EuchreSuit suit)
{
  switch (suit)
    {
    case EUCHRE_HEARTS: return 0;
    case EUCHRE_DIAMONDS: return 1;
    case EUCHRE_SPADES: return 2;
    case EUCHRE_CLUBS: return 3;
    default: return 4;
    }
}

/* A card's rank in play: any trump (bowers on top) above any other card;
 * other cards by rank alone, so that equal ranks tie. */
static int
card_value (EuchreCard card, EuchreSuit trump)
{
  if (euchre_card_is_trump (card, trump))
    return 1000 + euchre_card_key_trump (card, trump);
  return euchre_card_rank (card);
}

/* The lowest or highest card of a non-empty set; among equal ranks the
 * preferred suit (H > D > S > C) is chosen, for both. */
static EuchreCard
pick (EuchreCardSet set, EuchreSuit trump, gboolean highest)
{
  EuchreCard best = EUCHRE_CARD_NONE;

  g_assert (set != 0);
  for (EuchreCardSet s = set; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);
      int v, bv;

      if (best == EUCHRE_CARD_NONE)
        {
          best = c;
          continue;
        }
      v = card_value (c, trump);
      bv = card_value (best, trump);
      if ((highest ? v > bv : v < bv) ||
          (v == bv && suit_preference (euchre_card_suit (c)) <
                      suit_preference (euchre_card_suit (best))))
        best = c;
    }
  return best;
}

static EuchreCard
pick_lowest (EuchreCardSet set, EuchreSuit trump)
{
  return pick (set, trump, FALSE);
}

static EuchreCard
pick_highest (EuchreCardSet set, EuchreSuit trump)
{
  return pick (set, trump, TRUE);
}

static EuchreCardSet
trump_cards (EuchreCardSet hand, EuchreSuit trump)
{
  return hand & euchre_suit_cards (trump, trump);
}

/* Aces of the suits other than trump. */
static EuchreCardSet
outside_aces (EuchreCardSet hand, EuchreSuit trump)
{
  EuchreCardSet aces = 0;

  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    if ((EuchreSuit) s != trump)
      aces |= EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (s, EUCHRE_ACE));
  return hand & aces;
}

/* What the bidding rules count in a hand for a proposed trump. */
typedef struct {
  gboolean right;      /* right bower */
  gboolean left;       /* left bower */
  gboolean trump_ace;
  int trump;           /* trump cards, bowers included */
  int aces;            /* aces of other suits */
  int suits;           /* suits held, by effective suit */
} HandCount;

static void
count_hand (EuchreCardSet hand, EuchreSuit trump, HandCount *hc)
{
  hc->right = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (trump, EUCHRE_JACK))) != 0;
  hc->left = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (euchre_suit_partner (trump),
                                                        EUCHRE_JACK))) != 0;
  hc->trump_ace = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (trump, EUCHRE_ACE))) != 0;
  hc->trump = euchre_card_set_count (trump_cards (hand, trump));
  hc->aces = euchre_card_set_count (outside_aces (hand, trump));
  hc->suits = 0;
  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    if (hand & euchre_suit_cards (s, trump))
      hc->suits++;
}

/* ---- 2.2.2.1 Proposed trump ------------------------------------------------ */

static EuchreAction
classic_round1 (EuchreStrategy         *self,
                const EuchreView       *view,
                const EuchreActionList *legal,
                const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = euchre_card_suit (p->upcard);
  EuchreCardSet hand = view->hand;
  gboolean dealer = view->seat == p->dealer;
  gboolean alone = FALSE, make = FALSE;
  HandCount hc;
  EuchreAction a;

  /* The dealer counts the upcard: it is what the dealer ends up with.
   * (Its discard is the lowest non-trump card, which never lowers the
   * trump count, nor the outside aces unless they are all it has to
   * discard, when the trump condition holds anyway.) */
  if (dealer)
    hand |= EUCHRE_CARD_BIT (p->upcard);
  count_hand (hand, trump, &hc);

  if (dealer)
    {
      /* Pick up and go alone: the right bower and 3 other trump, or 2
       * other trump and an outside ace. */
      if (hc.right && (hc.trump - 1 >= 3 || (hc.trump - 1 >= 2 && hc.aces >= 1)))
        {
          alone = make = TRUE;
          *reason = N_("Dealer with the right bower and three more trump, or two and an "
                       "outside ace: pick up and go alone");
        }
      /* Pick up: the right bower, or else the left bower, and 2 more trump,
       * or 1 more trump and an outside ace. */
      else if ((hc.right || hc.left) &&
               (hc.trump - 1 >= 2 || (hc.trump - 1 >= 1 && hc.aces >= 1)))
        {
          make = TRUE;
          *reason = N_("Dealer with a bower and two more trump, or one and an outside ace: "
                       "pick up");
        }
      else
        *reason = N_("Dealer without a bower and enough trump: pass");
    }
  else if (euchre_seat_partner (view->seat) == p->dealer)
    {
      /* Ordering up one's partner is going alone.  Reading: two separate
       * cases, (a) both bowers and the trump ace or an outside ace, (b)
       * the left bower and 2 more trump (any, the right bower included),
       * or 1 more trump and an outside ace. */
      if (hc.right && hc.left && (hc.trump_ace || hc.aces >= 1))
        {
          alone = make = TRUE;
          *reason = N_("Partner deals; both bowers and an ace: order up partner, alone");
        }
      else if (hc.left && (hc.trump - 1 >= 2 || (hc.trump - 1 >= 1 && hc.aces >= 1)))
        {
          alone = make = TRUE;
          *reason = N_("Partner deals; the left bower and two more trump, or one and an "
                       "outside ace: order up partner, alone");
        }
      else
        *reason = N_("Partner deals; not strong enough to go alone: pass");
    }
  else
    {
      if (hc.right && hc.left && hc.aces >= 1 && hc.trump - 2 >= 1)
        {
          alone = make = TRUE;
          *reason = N_("Both bowers, another trump and an outside ace: order up and go alone");
        }
      else if (hc.right && hc.trump - 1 >= 1 && hc.aces >= 1)
        {
          make = TRUE;
          *reason = N_("The right bower, another trump and an outside ace: order up");
        }
      else
        *reason = N_("Not the right bower, another trump and an outside ace: pass");
    }

  if (make && euchre_strategy_find_making (legal, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, alone, &a))
    return a;
  *reason = make ? N_("The rules do not allow this bid: pass") : *reason;
  return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

/* ---- 2.2.2.2 Declaring trump -------------------------------------------------- */

static gboolean
holds_ace_to_nine (EuchreCardSet hand, EuchreSuit suit)
{
  static const EuchreRank ranks[] = {
    EUCHRE_ACE, EUCHRE_KING, EUCHRE_QUEEN, EUCHRE_TEN, EUCHRE_NINE
  };

  for (guint i = 0; i < G_N_ELEMENTS (ranks); i++)
    if (!(hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (suit, ranks[i]))))
      return FALSE;
  return TRUE;
}

static gboolean
may_call (const EuchreView *view, EuchreSuit suit)
{
  const EuchrePublic *p = &view->pub;

  return !(p->phase == EUCHRE_PHASE_BID2 && suit == euchre_card_suit (p->upcard));
}

static EuchreAction
classic_round2 (EuchreStrategy         *self,
                const EuchreView       *view,
                const EuchreActionList *legal,
                const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreCardSet hand = view->hand;
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  EuchreAction a;

  /* "The top card of the kitty is factored into the strength of the hand
   * for the computer player if it is the dealer."  Reading: literally, so
   * the turned-down upcard counts for the dealer here too (as an outside
   * ace, a suit held, or the left bower of the other suit of its colour). */
  if (view->seat == p->dealer && p->upcard != EUCHRE_JOKER)
    hand |= EUCHRE_CARD_BIT (p->upcard);

  /* Reading: the alone rule is tried for every suit (H > D > S > C)
   * before the partnered rule is tried for any. */
  for (int i = 0; i < EUCHRE_N_SUITS; i++)
    {
      EuchreSuit s = preferred_suits[i];
      HandCount hc;

      if (!may_call (view, s))
        continue;
      count_hand (hand, s, &hc);
      if (hc.right && hc.left && (hc.trump - 2 >= 1 || hc.suits <= 2 || hc.aces >= 1) &&
          euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, s, TRUE, &a))
        {
          *reason = N_("Both bowers and another trump, only two suits, or an outside ace: "
                       "declare trump and go alone");
          return a;
        }
    }
  for (int i = 0; i < EUCHRE_N_SUITS; i++)
    {
      EuchreSuit s = preferred_suits[i];
      HandCount hc;

      if (!may_call (view, s))
        continue;
      count_hand (hand, s, &hc);
      if (hc.right && (hc.trump - 1 >= 2 || (hc.trump - 1 >= 1 && hc.aces >= 1)))
        *reason = N_("The right bower and two more trump, or one and an outside ace: "
                     "declare trump");
      else if (hc.left && (hc.trump - 1 >= 3 || (hc.trump - 1 >= 2 && hc.aces >= 1)))
        *reason = N_("The left bower and three more trump, or two and an outside ace: "
                     "declare trump");
      else if (holds_ace_to_nine (hand, s))
        *reason = N_("A K Q 10 9 of one suit: declare it trump");
      else
        continue;
      if (euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, s, FALSE, &a))
        return a;
    }

  if (euchre_action_list_contains (legal, &pass))
    {
      *reason = N_("No suit strong enough to declare: pass");
      return pass;
    }
  /* A stuck dealer, or a turned-up Joker: the first suit it may name. */
  for (int i = 0; i < EUCHRE_N_SUITS; i++)
    if (may_call (view, preferred_suits[i]) &&
        euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, preferred_suits[i], FALSE, &a))
      {
        *reason = N_("Must name trump: the first suit by preference (H, D, S, C)");
        return a;
      }
  return legal->actions[0];
}

/* ---- 2.2.2.3 Discarding ---------------------------------------------------------- */

static EuchreAction
classic_discard (EuchreStrategy         *self,
                 const EuchreView       *view,
                 const EuchreActionList *legal,
                 const char            **reason)
{
  EuchreSuit trump = view->pub.trump;
  EuchreCardSet plain = view->hand & ~trump_cards (view->hand, trump);
  EuchreCard card;

  if (plain)
    {
      card = pick_lowest (plain, trump);
      *reason = N_("Discard the lowest card that is not trump");
    }
  else
    {
      card = pick_lowest (view->hand, trump);
      *reason = N_("All trump: discard the lowest trump");
    }
  return euchre_action_make (EUCHRE_ACTION_DISCARD, card, EUCHRE_SUIT_NONE, FALSE);
}

/* ---- 2.2.2.4 Leading -------------------------------------------------------------- */

/* An outside ace, by suit preference; NONE if none. */
static EuchreCard
preferred_ace (EuchreCardSet hand, EuchreSuit trump)
{
  EuchreCardSet aces = outside_aces (hand, trump);

  return aces ? pick_highest (aces, trump) : EUCHRE_CARD_NONE;
}

static EuchreCard
classic_lead (const EuchreView *view, const char **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = p->trump;
  EuchreCardSet hand = view->hand;
  EuchreCardSet trumps = trump_cards (hand, trump);
  EuchreCardSet plain = hand & ~trumps;
  EuchreCard right = EUCHRE_CARD_MAKE (trump, EUCHRE_JACK);
  EuchreCard ace = preferred_ace (hand, trump);

  if (p->maker == view->seat)
    {
      if (trumps)
        {
          *reason = N_("We called trump: lead the highest trump");
          return pick_highest (trumps, trump);
        }
      if (ace != EUCHRE_CARD_NONE)
        {
          *reason = N_("We called trump and are out of trump: lead an outside ace");
          return ace;
        }
      *reason = N_("We called trump and are out of trump and aces: lead the highest card");
      return pick_highest (hand, trump);
    }

  if (p->maker == euchre_seat_partner (view->seat))
    {
      if (hand & EUCHRE_CARD_BIT (right))
        {
          *reason = N_("Partner called trump: lead the right bower to show where it is");
          return right;
        }
      if (trumps)
        {
          *reason = N_("Partner called trump: lead the lowest trump to draw the opponents’ trump");
          return pick_lowest (trumps, trump);
        }
      if (ace != EUCHRE_CARD_NONE)
        {
          *reason = N_("Partner called trump and we have none: lead an outside ace");
          return ace;
        }
      {
        EuchreCardSet opposite = 0;

        for (int s = 0; s < EUCHRE_N_SUITS; s++)
          if (euchre_suit_is_red (s) != euchre_suit_is_red (trump))
            opposite |= euchre_suit_cards (s, trump);
        if (hand & opposite)
          {
            *reason = N_("Partner called trump: lead the lowest card of the other colour");
            return pick_lowest (hand & opposite, trump);
          }
        *reason = N_("Partner called trump: lead the lowest card of trump’s colour");
        return pick_lowest (hand, trump);
      }
    }

  /* The opponents called trump.  Reading: with the right bower but no
   * outside ace, the next rule (highest off-suit card) applies. */
  if ((hand & EUCHRE_CARD_BIT (right)) && ace != EUCHRE_CARD_NONE)
    {
      *reason = N_("Opponents called trump and we hold the right bower: lead an outside ace");
      return ace;
    }
  if (plain)
    {
      *reason = N_("Opponents called trump: lead the highest off-suit card");
      return pick_highest (plain, trump);
    }
  *reason = N_("Opponents called trump and we hold only trump: lead the highest");
  return pick_highest (hand, trump);
}

/* ---- 2.2.2.5 Following ------------------------------------------------------------ */

/* Whether @card, played now by the seat to act, would be winning the trick. */
static gboolean
would_win (const EuchrePublic *p, guint seat, EuchreCard card)
{
  guint8 cards[4];
  guint t = p->trick_number;

  for (guint s = 0; s < 4; s++)
    cards[s] = p->trick[t][s];
  cards[seat] = card;
  return euchre_trick_winner (cards, p->trick_leader[t], p->trump) == seat;
}

/* Void a suit if a single off-suit card allows it (H > D > S > C), else the
 * lowest off-suit card, else (only trump) the lowest trump. */
static EuchreCard
throw_off (EuchreCardSet hand, EuchreSuit trump, const char **reason)
{
  EuchreCardSet plain = hand & ~trump_cards (hand, trump);

  /* Reading: voiding means playing one's only card of an off-suit; with
   * several such suits the preference order chooses, not the rank. */
  for (int i = 0; i < EUCHRE_N_SUITS; i++)
    {
      EuchreSuit s = preferred_suits[i];
      EuchreCardSet in_suit = hand & euchre_suit_cards (s, trump);

      if (s != trump && euchre_card_set_count (in_suit) == 1)
        {
          *reason = N_("Cannot follow suit: void ourselves in a suit");
          return euchre_card_set_first (in_suit);
        }
    }
  if (plain)
    {
      *reason = N_("Cannot follow suit: throw away the smallest off-suit card");
      return pick_lowest (plain, trump);
    }
  *reason = N_("Cannot follow suit and hold only trump: play the lowest trump");
  return pick_lowest (hand, trump);
}

static EuchreCard
classic_follow (const EuchreView *view, const char **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = p->trump;
  EuchreCardSet hand = view->hand;
  EuchreCard led = euchre_public_led_card (p);
  EuchreCardSet follow = hand & euchre_suit_cards (euchre_card_effective_suit (led, trump),
                                                   trump);
  guint partner = euchre_seat_partner (view->seat);
  guint t = p->trick_number;
  guint8 cards[4];
  gboolean partner_has;

  for (guint s = 0; s < 4; s++)
    cards[s] = p->trick[t][s];
  /* A loner's partner sits out and never "has the trick". */
  partner_has = cards[partner] != EUCHRE_CARD_NONE &&
                euchre_trick_winner (cards, p->trick_leader[t], trump) == partner;

  if (follow && !partner_has)
    {
      EuchreCard high = pick_highest (follow, trump);

      if (would_win (p, view->seat, high))
        {
          *reason = N_("Follow suit and take the trick with the highest card of the suit");
          return high;
        }
      *reason = N_("Follow suit but cannot take the trick: play the lowest card of the suit");
      return pick_lowest (follow, trump);
    }
  if (follow)
    {
      int partner_key = euchre_card_key_led (cards[partner], led, trump);
      EuchreCard low = pick_lowest (follow, trump);

      if (euchre_card_key_led (low, led, trump) < partner_key)
        {
          *reason = N_("Partner has the trick: follow suit with the lowest card");
          return low;
        }
      *reason = N_("Partner has the trick but we hold nothing lower: follow with the highest");
      return pick_highest (follow, trump);
    }

  if (!partner_has && trump_cards (hand, trump))
    {
      gboolean last = p->n_played + 1u == euchre_public_active_seats (p);
      EuchreCardSet trumps = trump_cards (hand, trump);

      if (last)
        {
          /* Reading: "the highest trump card that will take the trick so
           * that you take the trick but keep your high trump cards": of
           * the trumps that take the trick, the one that keeps the others
           * is the lowest.  (Taken as the highest, the rule would be the
           * same as the rule for the other players, and keep nothing.) */
          EuchreCardSet winners = 0;

          for (EuchreCardSet s = trumps; s; s &= s - 1)
            if (would_win (p, view->seat, euchre_card_set_first (s)))
              winners |= EUCHRE_CARD_BIT (euchre_card_set_first (s));
          if (winners)
            {
              *reason = N_("Last to play and cannot follow suit: take the trick with the "
                           "lowest trump that takes it");
              return pick_lowest (winners, trump);
            }
        }
      else
        {
          /* The highest trump, played when it takes the trick. */
          EuchreCard high = pick_highest (trumps, trump);

          if (would_win (p, view->seat, high))
            {
              *reason = N_("Cannot follow suit: play the highest trump to take the trick "
                           "or force out higher trump");
              return high;
            }
        }
      /* Reading: no trump of ours takes the trick, so no rule applies;
       * we throw off as the no-trump rule says. */
    }
  return throw_off (hand, trump, reason);
}

static EuchreAction
classic_play (EuchreStrategy         *self,
              const EuchreView       *view,
              const EuchreActionList *legal,
              const char            **reason)
{
  EuchreCard card;
  EuchreAction a;

  if (view->pub.n_played == 0)
    card = classic_lead (view, reason);
  else
    card = classic_follow (view, reason);
  a = euchre_action_make (EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
  /* The rules above never renege; this guards variants we did not foresee. */
  if (!euchre_action_list_contains (legal, &a))
    {
      *reason = N_("Play the first legal card");
      a = legal->actions[0];
    }
  return a;
}

/* It never defends alone: the default. */
const EuchreStrategyClass euchre_strategy_classic = {
  .id = "classic",
  .name = N_("Classic (CS 246)"),
  .instance_size = sizeof (EuchreStrategy),
  .order_up = classic_round1,
  .call = classic_round2,
  .discard = classic_discard,
  .play = classic_play,
};
