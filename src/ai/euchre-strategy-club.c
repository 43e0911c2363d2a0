/* euchre-strategy-club.c — a club player: Gertz's hand values with the
 * bidding and card play of an ordinary club player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Medium player.  It keeps the hand-value table of `gertz`
 * (euchre-strategy-gertz.h) but bids and plays as a club player does:
 *
 * Bidding: the hand value's threshold depends on the seat (the dealer's
 * side bids lighter), the upcard counts for the side that takes it (a
 * plus when partner deals, a minus when an opponent does), and in round 2
 * the seats beside the dealer favour "next", the suit of the upcard's
 * colour.  Its thresholds (66 to 78) are below Gertz's 85: the lighter
 * bidding is most of what it wins over `gertz` and `classic`.  It goes
 * alone with a value of 95, three trumps and at most one side card that
 * is not an ace; it defends alone with a hand worth 125.  The personality
 * shifts every threshold as Gertz's does (Crazy -15, Conservative +15).
 *
 * Play: it counts the cards played, so it knows which card is the highest
 * left of each suit ("boss") and which seats are void.  The makers draw
 * trump with the boss trump (a maker with three trumps or more, and the
 * maker's partner, lead a low one); both sides then cash boss side cards
 * and lead a suit partner can trump; second hand plays low and third hand
 * high; it does not overtake a partner who is winning with a card no one
 * left can beat; it trumps low when it is last; it throws off and
 * discards from its shortest side suit, keeping trump and boss cards.
 * It sees only its EuchreView.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"

/* ---- knowledge from the view ------------------------------------------------- */

typedef struct {
  const EuchreView *view;
  EuchreSuit trump;
  EuchreCardSet hand;
  /* Cards another seat may still hold: the unseen ones, and the upcard
   * while it sits unplayed in another dealer's hand. */
  EuchreCardSet out;
} Know;

static void
know_init (Know *k, const EuchreView *view)
{
  const EuchrePublic *p = &view->pub;

  k->view = view;
  k->trump = p->trump;
  k->hand = view->hand;
  k->out = euchre_view_unseen (view);
  if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && p->upcard != EUCHRE_CARD_NONE &&
      p->dealer != view->seat && !(p->played & EUCHRE_CARD_BIT (p->upcard)))
    k->out |= EUCHRE_CARD_BIT (p->upcard);
}

static EuchreCardSet
suit_of (const Know *k, EuchreSuit suit)
{
  return euchre_suit_cards (suit, k->trump);
}

/* No card still out beats @card in its own (effective) suit. */
static gboolean
is_boss (const Know *k, EuchreCard card)
{
  EuchreSuit s = euchre_card_effective_suit (card, k->trump);
  EuchreCardSet rivals = k->out & suit_of (k, s);

  for (; rivals; rivals &= rivals - 1)
    if (euchre_card_less_trump (card, euchre_card_set_first (rivals), k->trump))
      return FALSE;
  return TRUE;
}

static EuchreCardSet
boss_cards (const Know *k, EuchreCardSet set)
{
  EuchreCardSet out = 0;

  for (EuchreCardSet s = set; s; s &= s - 1)
    if (is_boss (k, euchre_card_set_first (s)))
      out |= EUCHRE_CARD_BIT (euchre_card_set_first (s));
  return out;
}

static EuchreCard
low (const Know *k, EuchreCardSet set)
{
  return euchre_card_set_lowest (set, EUCHRE_CARD_NONE, k->trump);
}

static EuchreCard
high (const Know *k, EuchreCardSet set)
{
  return euchre_card_set_highest (set, EUCHRE_CARD_NONE, k->trump);
}

/* The card to give up: trump and boss cards last; otherwise the lowest
 * card of the shortest side suit, to void it. */
static EuchreCard
throw_off (const Know *k, EuchreCardSet set)
{
  EuchreCardSet trumps = set & suit_of (k, k->trump);
  EuchreCardSet plain = set & ~trumps & ~boss_cards (k, set & ~trumps);
  EuchreCard best = EUCHRE_CARD_NONE;
  guint best_len = G_MAXUINT;

  if (!plain)
    plain = set & ~trumps;
  if (!plain)
    return low (k, set);
  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    {
      EuchreCardSet in = plain & suit_of (k, s);
      guint len = euchre_card_set_count (k->hand & suit_of (k, s));
      EuchreCard c;

      if (!in || s == (int) k->trump)
        continue;
      c = low (k, in);
      if (len < best_len ||
          (len == best_len && euchre_card_less_trump (c, best, k->trump)))
        {
          best = c;
          best_len = len;
        }
    }
  return best;
}

/* ---- bidding ------------------------------------------------------------------------ */

/* Seats counted from the dealer's left: 1 the eldest hand, 2 the dealer's
 * partner, 3 the dealer's right, 0 the dealer. */
static guint
seat_from_dealer (const EuchreView *view)
{
  return (view->seat + 4 - view->pub.dealer) & 3;
}

/* The value to reach to make trump, by round and seat from the dealer:
 * the dealer's side bids lighter in round 1, where it takes the upcard,
 * and the dealer's partner heavier in round 2, where it cannot call next.
 * Below Gertz's 85: these won most against `classic`. */
static const int make_threshold[2][4] = {
  { 70, 78, 66, 78 },   /* round 1: dealer, eldest, dealer's partner, right */
  { 70, 70, 75, 70 },   /* round 2 */
};
/* A loner needs this value and the shape of loner_shape(). */
#define LONER_THRESHOLD 95
#define DEFEND_ALONE_THRESHOLD 125
/* Round 2: what "next" is worth to the seats beside the dealer. */
#define NEXT_BONUS 8

/* A loner's shape: three trumps or more, and at most one side card that
 * is not an ace (two in a dealer's six cards, which drops one). */
static gboolean
loner_shape (EuchreCardSet hand, EuchreSuit trump)
{
  EuchreCardSet trumps = hand & euchre_suit_cards (trump, trump);
  guint weak = 0;

  for (EuchreCardSet s = hand & ~trumps; s; s &= s - 1)
    if (euchre_card_rank (euchre_card_set_first (s)) != EUCHRE_ACE)
      weak++;
  return euchre_card_set_count (trumps) >= 3 && weak <= (euchre_card_set_count (hand) > 5 ? 2u : 1u);
}

static gboolean
make_if_worth (const EuchreActionList *legal, EuchreActionType type, EuchreSuit trump,
               EuchreCardSet hand, int value, int threshold, EuchreAction *out)
{
  gboolean alone = value >= LONER_THRESHOLD && loner_shape (hand, trump);

  return value >= threshold &&
         euchre_strategy_find_making (legal, type,
                                      type == EUCHRE_ACTION_CALL ? trump : EUCHRE_SUIT_NONE,
                                      alone, out);
}

/* What the personality adds to a hand's value: Gertz's shift of the
 * thresholds (Crazy bids 15 lighter, Conservative 15 heavier). */
static int
personality_bonus (const EuchreStrategy *self)
{
  switch (self->personality)
    {
    case EUCHRE_PERSONALITY_CRAZY:
      return EUCHRE_GERTZ_PERSONALITY_SHIFT;
    case EUCHRE_PERSONALITY_CONSERVATIVE:
      return -EUCHRE_GERTZ_PERSONALITY_SHIFT;
    case EUCHRE_PERSONALITY_NORMAL:
    default:
      return 0;
    }
}

static EuchreAction
club_order (EuchreStrategy         *self,
            const EuchreView       *view,
            const EuchreActionList *legal,
            const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = euchre_card_suit (p->upcard);
  guint pos = seat_from_dealer (view);
  EuchreCardSet hand = view->hand;
  int upcard_value = euchre_gertz_card_value (p->upcard, trump);
  int value;
  EuchreAction a;

  if (pos == 0)
    {
      value = euchre_gertz_value_with_card (hand, p->upcard, trump);
      hand |= EUCHRE_CARD_BIT (p->upcard);
    }
  else
    {
      value = euchre_gertz_hand_value (hand, trump);
      /* The upcard goes to the dealer: partner's gain, an opponent's. */
      value += pos == 2 ? upcard_value / 2 : -upcard_value / 3;
    }
  value += personality_bonus (self);

  if (make_if_worth (legal, EUCHRE_ACTION_ORDER_UP, trump, hand, value,
                     make_threshold[0][pos], &a))
    {
      *reason = a.alone ? N_("Strong enough for this seat and upcard to play alone: order "
                             "up and go alone")
                        : N_("Strong enough for this seat and upcard: order up");
      return a;
    }
  *reason = N_("Not strong enough for this seat and upcard: pass");
  return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

static EuchreAction
club_call (EuchreStrategy         *self,
           const EuchreView       *view,
           const EuchreActionList *legal,
           const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  gboolean joker = p->phase == EUCHRE_PHASE_BID1 && p->upcard == EUCHRE_JOKER;
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  guint pos = seat_from_dealer (view);
  EuchreSuit turned = joker ? EUCHRE_SUIT_NONE : euchre_card_suit (p->upcard);
  EuchreSuit best = EUCHRE_SUIT_NONE;
  int best_value = 0, best_raw = 0;
  EuchreCardSet best_hand = view->hand;
  EuchreAction a;

  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    {
      EuchreCardSet hand = view->hand | (joker ? EUCHRE_CARD_BIT (EUCHRE_JOKER) : 0);
      int raw, value;

      if ((EuchreSuit) s == turned)
        continue;
      /* Under a Joker the dealer takes it, as it takes an upcard. */
      raw = value = personality_bonus (self) +
                    (joker ? euchre_gertz_value_with_card (view->hand, EUCHRE_JOKER, s)
                           : euchre_gertz_hand_value (view->hand, s));
      /* "Next": the dealer turned down its colour's other suit, so it
       * likely holds no bower of this one. */
      if (turned != EUCHRE_SUIT_NONE && (EuchreSuit) s == euchre_suit_partner (turned) &&
          (pos == 1 || pos == 3))
        value += NEXT_BONUS;
      if (best == EUCHRE_SUIT_NONE || value > best_value)
        {
          best = s;
          best_value = value;
          best_raw = raw;
          best_hand = hand;
        }
    }

  if (make_if_worth (legal, EUCHRE_ACTION_CALL, best, best_hand, best_raw,
                     G_MININT, &a) &&
      (best_value >= make_threshold[1][pos] ||
       !euchre_action_list_contains (legal, &pass)))
    {
      if (!euchre_action_list_contains (legal, &pass) && best_value < make_threshold[1][pos])
        *reason = joker ? N_("The Joker is turned up: name the suit with the best hand value")
                        : N_("The dealer is stuck: name the suit with the best hand value");
      else
        *reason = a.alone ? N_("Best suit strong enough for this seat to play alone: name "
                               "it trump and go alone")
                          : N_("Best suit strong enough for this seat: name it trump");
      return a;
    }
  if (euchre_action_list_contains (legal, &pass))
    {
      *reason = N_("No suit strong enough for this seat: pass");
      return pass;
    }
  *reason = N_("The only sensible move");
  return legal->actions[0];
}

static EuchreAction
club_defend (EuchreStrategy         *self,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  if (euchre_gertz_hand_value (view->hand, view->pub.trump) + personality_bonus (self) >=
      DEFEND_ALONE_THRESHOLD)
    {
      *reason = N_("Strong enough in trump to defend alone");
      return euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE,
                                 EUCHRE_SUIT_NONE, FALSE);
    }
  *reason = N_("Not strong enough in trump to defend alone");
  return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

static EuchreAction
club_discard (EuchreStrategy         *self,
              const EuchreView       *view,
              const EuchreActionList *legal,
              const char            **reason)
{
  Know k;

  know_init (&k, view);
  *reason = N_("Discard to void a side suit, keeping trump and aces");
  return euchre_action_make (EUCHRE_ACTION_DISCARD, throw_off (&k, view->hand),
                             EUCHRE_SUIT_NONE, FALSE);
}

/* ---- play ------------------------------------------------------------------------------ */

static EuchreCard
club_lead (const Know *k, EuchreCardSet legal, const char **reason)
{
  const EuchreView *view = k->view;
  const EuchrePublic *p = &view->pub;
  EuchreCardSet trumps = legal & suit_of (k, k->trump);
  EuchreCardSet plain = legal & ~trumps;
  EuchreCardSet trump_out = k->out & suit_of (k, k->trump);
  guint partner = euchre_seat_partner (view->seat);
  gboolean partner_in = !(p->out_mask & (1u << partner));

  /* The makers draw trump while they hold the boss trump and more. */
  if (euchre_view_is_maker_side (view) && trumps && trump_out)
    {
      EuchreCard top = high (k, trumps);

      if (is_boss (k, top) && (euchre_card_set_count (trumps) >= 2 || p->maker == view->seat))
        {
          *reason = N_("Leading for the makers with the highest trump left: draw trump");
          return top;
        }
      /* The maker long in trump draws it low, keeping its high ones. */
      if (p->maker == view->seat && euchre_card_set_count (trumps) >= 3)
        {
          *reason = N_("Maker with three trumps or more: lead a low one to draw trump");
          return low (k, trumps);
        }
      /* Partner made it: a low trump through to partner's strength. */
      if (p->maker != view->seat)
        {
          *reason = N_("Partner made trump: lead a low trump to partner");
          return low (k, trumps);
        }
    }

  /* Cash a side card no one can beat (even where an opponent may trump
   * it: waiting lets the makers draw or discard to it). */
  if (boss_cards (k, plain))
    {
      *reason = N_("Lead the highest card left in a side suit");
      return high (k, boss_cards (k, plain));
    }

  /* Lead a suit partner is void in, for partner to trump. */
  if (partner_in && trump_out)
    for (EuchreCardSet s = plain; s; s &= s - 1)
      {
        EuchreCard c = euchre_card_set_first (s);
        EuchreSuit suit = euchre_card_effective_suit (c, k->trump);

        if (p->voids[partner] & (1u << suit) && !(p->voids[partner] & (1u << k->trump)))
          {
            *reason = N_("Lead a suit partner can trump");
            return low (k, plain & suit_of (k, suit));
          }
      }

  if (plain)
    {
      *reason = N_("Lead a low card from a short side suit");
      return throw_off (k, plain);
    }
  if (is_boss (k, high (k, trumps)))
    {
      *reason = N_("Only trump left: lead the highest, which no one can beat");
      return high (k, trumps);
    }
  *reason = N_("Only trump left: lead the lowest");
  return low (k, trumps);
}

/* Whether a seat still to play after this one is an opponent. */
static gboolean
opponent_after (const EuchreView *view)
{
  const EuchrePublic *p = &view->pub;
  guint seat = view->seat;

  for (guint i = p->n_played + 1; i < euchre_public_active_seats (p); i++)
    {
      seat = euchre_public_next_seat (p, seat);
      if (euchre_seat_side (seat) != euchre_seat_side (view->seat))
        return TRUE;
    }
  return FALSE;
}

static EuchreCard
club_follow (const Know *k, EuchreCardSet legal, const char **reason)
{
  const EuchreView *view = k->view;
  const EuchrePublic *p = &view->pub;
  guint t = p->trick_number;
  EuchreCard led = p->trick[t][p->trick_leader[t]];
  EuchreCard best = p->trick[t][p->trick_best];
  EuchreSuit led_suit = euchre_card_effective_suit (led, k->trump);
  gboolean following = (legal & suit_of (k, led_suit)) != 0;
  gboolean partner_best = p->trick_best == euchre_seat_partner (view->seat);
  gboolean opp_after = opponent_after (view);
  EuchreCardSet wins = 0;

  for (EuchreCardSet s = legal; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);

      if (euchre_card_less_led (best, c, led, k->trump))
        wins |= EUCHRE_CARD_BIT (c);
    }

  if (partner_best)
    {
      /* Partner's card is safe when nobody after can beat it. */
      gboolean safe = !opp_after ||
                      (is_boss (k, best) &&
                       (euchre_card_is_trump (best, k->trump) ||
                        !(k->out & suit_of (k, k->trump))));

      if (safe || !wins)
        {
          *reason = N_("Partner is winning the trick: play low");
          return following ? low (k, legal) : throw_off (k, legal);
        }
      if (boss_cards (k, wins) && following)
        {
          *reason = N_("Take the trick with a card that cannot be beaten");
          return low (k, boss_cards (k, wins));
        }
      *reason = N_("Partner is winning the trick: play low");
      return following ? low (k, legal) : throw_off (k, legal);
    }

  if (!wins)
    {
      *reason = N_("Cannot take the trick: play low, keeping trump and the highest cards");
      return following ? low (k, legal) : throw_off (k, legal);
    }
  if (!opp_after)
    {
      *reason = N_("Take the trick with the lowest card that does");
      return low (k, wins);
    }
  if (boss_cards (k, wins))
    {
      *reason = N_("Take the trick with a card that cannot be beaten");
      return low (k, boss_cards (k, wins));
    }
  if (following && led_suit != k->trump && p->n_played == 1)
    {
      *reason = N_("Second hand low: leave the trick to partner");
      return low (k, legal);
    }
  *reason = N_("Third hand high: play the highest card that takes the trick");
  return following ? high (k, wins) : low (k, wins);
}

static EuchreAction
club_play (EuchreStrategy         *self,
           const EuchreView       *view,
           const EuchreActionList *legal,
           const char            **reason)
{
  EuchreCardSet plays = euchre_view_legal_plays (view);
  EuchreAction a;
  Know k;

  know_init (&k, view);
  if (view->pub.n_played == 0)
    a = euchre_action_make (EUCHRE_ACTION_PLAY, club_lead (&k, plays, reason),
                            EUCHRE_SUIT_NONE, FALSE);
  else
    a = euchre_action_make (EUCHRE_ACTION_PLAY, club_follow (&k, plays, reason),
                            EUCHRE_SUIT_NONE, FALSE);
  if (!euchre_action_list_contains (legal, &a))
    {
      *reason = N_("Play the first legal card");
      a = legal->actions[0];
    }
  return a;
}

const EuchreStrategyClass euchre_strategy_club = {
  .id = "club",
  .name = N_("Club player"),
  .instance_size = sizeof (EuchreStrategy),
  .order_up = club_order,
  .call = club_call,
  .defend = club_defend,
  .discard = club_discard,
  .play = club_play,
};
