/* euchre-strategy-gertz.c — the computer player of Matt Gertz's "Coding a
 * Euchre Game" articles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bidding: a hand is worth the sum of its cards' values for a proposed
 * trump (the table in euchre-strategy-gertz.h).  The player makes trump
 * when the value reaches Makeable (85) and goes alone when it reaches
 * Loner (117); its personality moves both thresholds (Crazy −15,
 * Conservative +15).  Round 1 values the upcard's suit; round 2 the best
 * suit other than the turned-down one; a stuck dealer names its best suit.
 * It defends alone only with a hand worth a loner.  It discards its
 * lowest-valued card.
 *
 * Play follows the seat's place in the trick, as the articles'
 * AutoPlayACard does: AutoLeadACard (the leader), AutoPlayDefendCard
 * (second hand), AutoPlaySupportCard (third hand, the leader's partner)
 * and AutoPlayLastDefendCard (fourth hand).  Places go round the table by
 * seat, so the third hand is always the leader's partner; when a seat sits
 * out (a loner's partner) the later hands ignore its missing card, as the
 * articles' SittingOutThisHand checks do.  The helpers (HighestCardLedSuit,
 * LowestCardTrump …) choose among the hand's cards of the suit led when
 * there are any, so every choice follows suit and is legal.
 *
 * Where the articles are silent we chose; each choice is marked "Reading:".
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-ai-private.h"

/* ---- values ----------------------------------------------------------------- */

/* A card's strength, in half points of the articles' table: twice its
 * value for the articles' 24 cards, so every comparison below is theirs.
 * Reading: the 7s and 8s of the 28- and 32-card decks are not in the
 * table; we slot them in below the 9 of their suit (off-trump 0 and 1,
 * trump 21 and 22: above any off-trump card, below the trump 9), which
 * keeps the strengths of a suit distinct and every trump above every
 * other card, as in play. */
static int
strength (EuchreCard card, EuchreSuit trump)
{
  static const int off_trump[EUCHRE_N_RANKS] = { 0, 1, 2, 4, 6, 8, 10, 20 };
  /* 7 8 9 10 J (the right bower) Q K A */
  static const int in_trump[EUCHRE_N_RANKS] = { 21, 22, 24, 30, 70, 40, 50, 60 };

  if (card == EUCHRE_JOKER)
    return 72;
  if (euchre_card_is_left_bower (card, trump))
    return 62;
  if (euchre_card_suit (card) == trump)
    return in_trump[euchre_card_rank (card)];
  return off_trump[euchre_card_rank (card)];
}

int
euchre_gertz_card_value (EuchreCard card, EuchreSuit trump)
{
  g_return_val_if_fail (euchre_card_valid (card), 0);
  return strength (card, trump) / 2;
}

int
euchre_gertz_hand_value (EuchreCardSet hand, EuchreSuit trump)
{
  int value = 0;

  for (EuchreCardSet s = hand; s; s &= s - 1)
    value += euchre_gertz_card_value (euchre_card_set_first (s), trump);
  return value;
}

/* The articles' NoValue: a card that neither follows suit nor trumps. */
#define NO_VALUE (-1)

/* The articles' GetCurrentValue (trump, suit led): what a played card is
 * worth in this trick. */
static int
current_value (EuchreCard card, EuchreSuit trump, EuchreSuit led_suit)
{
  if (card == EUCHRE_CARD_NONE)
    return NO_VALUE;
  if (euchre_card_is_trump (card, trump) ||
      euchre_card_effective_suit (card, trump) == led_suit)
    return strength (card, trump);
  return NO_VALUE;
}

/* The lowest or highest-valued card of a non-empty set.  Reading: among
 * equal values (two off-suit nines) the first card in the engine's order
 * (spades, hearts, clubs, diamonds) is kept, as the articles' loop over
 * the hand keeps the first it finds; their "pick the suit you have least
 * of" is a tightening it says it did not make. */
static EuchreCard
extreme (EuchreCardSet set, EuchreSuit trump, gboolean highest)
{
  EuchreCard best = EUCHRE_CARD_NONE;
  int best_v = 0;

  g_assert (set != 0);
  for (EuchreCardSet s = set; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);
      int v = strength (c, trump);

      if (best == EUCHRE_CARD_NONE || (highest ? v > best_v : v < best_v))
        {
          best = c;
          best_v = v;
        }
    }
  return best;
}

static EuchreCard
lowest (EuchreCardSet set, EuchreSuit trump)
{
  return extreme (set, trump, FALSE);
}

static EuchreCard
highest (EuchreCardSet set, EuchreSuit trump)
{
  return extreme (set, trump, TRUE);
}

/* The cards of @set worth more than @value; 0 if none. */
static EuchreCardSet
cards_above (EuchreCardSet set, EuchreSuit trump, int value)
{
  EuchreCardSet out = 0;

  for (EuchreCardSet s = set; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);

      if (strength (c, trump) > value)
        out |= EUCHRE_CARD_BIT (c);
    }
  return out;
}

/* ---- thresholds and reasons ------------------------------------------------------ */

static int
personality_shift (EuchrePersonality personality)
{
  switch (personality)
    {
    case EUCHRE_PERSONALITY_CRAZY:
      return -EUCHRE_GERTZ_PERSONALITY_SHIFT;
    case EUCHRE_PERSONALITY_CONSERVATIVE:
      return EUCHRE_GERTZ_PERSONALITY_SHIFT;
    case EUCHRE_PERSONALITY_NORMAL:
    default:
      return 0;
    }
}

/* Reasons name the threshold the personality uses: 85 and 117 (Normal),
 * 70 and 102 (Crazy), 100 and 132 (Conservative). */
typedef struct {
  const char *normal, *crazy, *conservative;
} Reason;

static const char *
reason_for (const Reason *r, EuchrePersonality personality)
{
  switch (personality)
    {
    case EUCHRE_PERSONALITY_CRAZY:
      return r->crazy;
    case EUCHRE_PERSONALITY_CONSERVATIVE:
      return r->conservative;
    case EUCHRE_PERSONALITY_NORMAL:
    default:
      return r->normal;
    }
}

static const Reason order_alone_reason = {
  N_("Hand value reaches 117: order up and go alone"),
  N_("Hand value reaches 102 (Crazy): order up and go alone"),
  N_("Hand value reaches 132 (Conservative): order up and go alone"),
};
static const Reason order_reason = {
  N_("Hand value reaches 85: order up"),
  N_("Hand value reaches 70 (Crazy): order up"),
  N_("Hand value reaches 100 (Conservative): order up"),
};
static const Reason order_pass_reason = {
  N_("Hand value below 85: pass"),
  N_("Hand value below 70 (Crazy): pass"),
  N_("Hand value below 100 (Conservative): pass"),
};
static const Reason pick_up_alone_reason = {
  N_("With the upcard for its lowest card, hand value reaches 117: pick up and go alone"),
  N_("With the upcard for its lowest card, hand value reaches 102 (Crazy): pick up and go "
     "alone"),
  N_("With the upcard for its lowest card, hand value reaches 132 (Conservative): pick up and "
     "go alone"),
};
static const Reason pick_up_reason = {
  N_("With the upcard for its lowest card, hand value reaches 85: pick up"),
  N_("With the upcard for its lowest card, hand value reaches 70 (Crazy): pick up"),
  N_("With the upcard for its lowest card, hand value reaches 100 (Conservative): pick up"),
};
static const Reason pick_up_pass_reason = {
  N_("Even with the upcard, hand value below 85: pass"),
  N_("Even with the upcard, hand value below 70 (Crazy): pass"),
  N_("Even with the upcard, hand value below 100 (Conservative): pass"),
};
static const Reason call_alone_reason = {
  N_("Best suit’s hand value reaches 117: name it trump and go alone"),
  N_("Best suit’s hand value reaches 102 (Crazy): name it trump and go alone"),
  N_("Best suit’s hand value reaches 132 (Conservative): name it trump and go alone"),
};
static const Reason call_reason = {
  N_("Best suit’s hand value reaches 85: name it trump"),
  N_("Best suit’s hand value reaches 70 (Crazy): name it trump"),
  N_("Best suit’s hand value reaches 100 (Conservative): name it trump"),
};
static const Reason call_pass_reason = {
  N_("No suit’s hand value reaches 85: pass"),
  N_("No suit’s hand value reaches 70 (Crazy): pass"),
  N_("No suit’s hand value reaches 100 (Conservative): pass"),
};
static const Reason forced_alone_reason = {
  N_("Hand value reaches 85, and the rules make this bid alone"),
  N_("Hand value reaches 70 (Crazy), and the rules make this bid alone"),
  N_("Hand value reaches 100 (Conservative), and the rules make this bid alone"),
};
static const Reason defend_alone_reason = {
  N_("Hand value reaches 117: defend alone"),
  N_("Hand value reaches 102 (Crazy): defend alone"),
  N_("Hand value reaches 132 (Conservative): defend alone"),
};
static const Reason defend_pass_reason = {
  N_("Hand value below 117: do not defend alone"),
  N_("Hand value below 102 (Crazy): do not defend alone"),
  N_("Hand value below 132 (Conservative): do not defend alone"),
};

/* ---- bidding ------------------------------------------------------------------------ */

/* Its lowest card is the one the discard rule below then discards. */
int
euchre_gertz_value_with_card (EuchreCardSet hand, EuchreCard upcard, EuchreSuit trump)
{
  EuchreCardSet six = hand | EUCHRE_CARD_BIT (upcard);

  return euchre_gertz_hand_value (six, trump) -
         euchre_gertz_card_value (lowest (six, trump), trump);
}

/* Makes trump (order up, or call @suit) for a hand worth @value, or
 * passes.  Returns FALSE (and leaves *@out alone) when the value is too
 * low or no such bid is legal. */
static gboolean
make_if_worth (EuchreStrategy *self, const EuchreActionList *legal, EuchreActionType type,
               EuchreSuit suit, int value, const Reason *alone_reason,
               const Reason *partner_reason, EuchreAction *out, const char **reason)
{
  int shift = personality_shift (self->personality);
  gboolean alone = value >= EUCHRE_GERTZ_LONER + shift;

  if (value < EUCHRE_GERTZ_MAKEABLE + shift ||
      !euchre_strategy_find_making (legal, type, suit, alone, out))
    return FALSE;
  if (out->alone && !alone)
    *reason = reason_for (&forced_alone_reason, self->personality);
  else
    *reason = reason_for (out->alone ? alone_reason : partner_reason, self->personality);
  return TRUE;
}

/* Round 1: the upcard's suit. */
static EuchreAction
gertz_order (EuchreStrategy         *self,
             const EuchreView       *view,
             const EuchreActionList *legal,
             const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit trump = euchre_card_suit (p->upcard);
  gboolean dealer = view->seat == p->dealer;
  EuchreAction a;
  int value;

  /* The articles' bidding has "a couple of extra bits … for special cases,
   * like knowing that a certain card got turned over in the kitty".
   * Reading: the dealer, who takes the upcard if trump is made, counts it
   * in place of its lowest card; the others value their own five cards. */
  if (dealer)
    value = euchre_gertz_value_with_card (view->hand, p->upcard, trump);
  else
    value = euchre_gertz_hand_value (view->hand, trump);

  if (make_if_worth (self, legal, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, value,
                     dealer ? &pick_up_alone_reason : &order_alone_reason,
                     dealer ? &pick_up_reason : &order_reason, &a, reason))
    return a;
  *reason = reason_for (dealer ? &pick_up_pass_reason : &order_pass_reason, self->personality);
  return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

/* Round 2, or the dealer under a turned-up Joker: the best suit it may name. */
static EuchreAction
gertz_call (EuchreStrategy         *self,
            const EuchreView       *view,
            const EuchreActionList *legal,
            const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  gboolean joker = p->phase == EUCHRE_PHASE_BID1 && p->upcard == EUCHRE_JOKER;
  EuchreAction pass = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreSuit best = EUCHRE_SUIT_NONE;
  int best_value = 0;
  EuchreAction a;

  /* Reading: ties between suits go to the first in the engine's order
   * (spades, hearts, clubs, diamonds). */
  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    {
      int value;

      if (!joker && (EuchreSuit) s == euchre_card_suit (p->upcard))
        continue;
      /* Under a Joker the dealer takes it: counted as for the upcard. */
      value = joker ? euchre_gertz_value_with_card (view->hand, EUCHRE_JOKER, s)
                    : euchre_gertz_hand_value (view->hand, s);
      if (best == EUCHRE_SUIT_NONE || value > best_value)
        {
          best = s;
          best_value = value;
        }
    }

  if (make_if_worth (self, legal, EUCHRE_ACTION_CALL, best, best_value, &call_alone_reason,
                     &call_reason, &a, reason))
    return a;
  if (euchre_action_list_contains (legal, &pass))
    {
      *reason = reason_for (&call_pass_reason, self->personality);
      return pass;
    }
  /* A stuck dealer, or the dealer under a turned-up Joker, must name one. */
  if (euchre_strategy_find_making (legal, EUCHRE_ACTION_CALL, best, FALSE, &a))
    {
      *reason = joker ? N_("The Joker is turned up: name the suit with the best hand value")
                      : N_("The dealer is stuck: name the suit with the best hand value");
      return a;
    }
  return legal->actions[0];
}

/* ---- play ------------------------------------------------------------------------------ */

typedef struct {
  EuchreSuit trump;
  EuchreSuit led_suit;
  EuchreCardSet hand;
  EuchreCardSet led;       /* the hand's cards of the suit led */
  EuchreCardSet trumps;    /* the hand's trump */
} Play;

/* AutoLeadACard */
static EuchreCard
lead_card (const EuchreView *view, const Play *pl, const char **reason)
{
  EuchreCardSet plain = pl->hand & ~pl->trumps;

  if (euchre_view_is_maker_side (view))
    {
      *reason = N_("Leading, our side made trump: start strong with the highest card");
      return highest (pl->hand, pl->trump);
    }
  if (plain)
    {
      *reason = N_("Leading against the makers: the highest card that is not trump");
      return highest (plain, pl->trump);
    }
  *reason = N_("Leading against the makers with only trump: the highest card");
  return highest (pl->hand, pl->trump);
}

/* AutoPlayDefendCard */
static EuchreCard
second_card (const Play *pl, int leader_value, const char **reason)
{
  if (pl->led)
    {
      EuchreCard high = highest (pl->led, pl->trump);

      if (strength (high, pl->trump) < leader_value)
        {
          *reason = N_("Second hand cannot beat the lead: play the lowest card of the suit");
          return lowest (pl->led, pl->trump);
        }
      *reason = N_("Second hand: beat the lead with the highest card of the suit");
      return high;
    }
  if (pl->trumps)
    {
      *reason = N_("Second hand, void in the suit led: trump it with the lowest trump");
      return lowest (pl->trumps, pl->trump);
    }
  *reason = N_("Second hand, cannot follow suit or trump: throw the lowest card");
  return lowest (pl->hand, pl->trump);
}

/* AutoPlaySupportCard */
static EuchreCard
third_card (const Play *pl, int leader_value, int defender_value, const char **reason)
{
  gboolean winning = defender_value <= leader_value;

  if (!winning)
    {
      if (pl->led)
        {
          EuchreCard high = highest (pl->led, pl->trump);

          if (strength (high, pl->trump) < defender_value)
            {
              *reason = N_("Third hand, partner beaten and we cannot beat the second hand: "
                           "play the lowest card of the suit");
              return lowest (pl->led, pl->trump);
            }
          *reason = N_("Third hand, partner beaten: beat the second hand with the highest "
                       "card of the suit");
          return high;
        }
      if (cards_above (pl->trumps, pl->trump, defender_value))
        {
          *reason = N_("Third hand, partner beaten and void in the suit led: take the trick "
                       "with the lowest trump that does");
          return lowest (cards_above (pl->trumps, pl->trump, defender_value), pl->trump);
        }
      *reason = N_("Third hand, partner beaten and no card takes the trick: throw the lowest "
                   "card");
      return lowest (pl->hand, pl->trump);
    }
  if (pl->led)
    {
      *reason = N_("Third hand, partner winning: do not overplay, play the lowest card of the "
                   "suit");
      return lowest (pl->led, pl->trump);
    }
  *reason = N_("Third hand, partner winning and void in the suit led: throw the lowest card");
  return lowest (pl->hand, pl->trump);
}

/* AutoPlayLastDefendCard */
static EuchreCard
fourth_card (const Play *pl, int leader_value, int defender_value, int supporter_value,
             const char **reason)
{
  gboolean winning = defender_value > leader_value && defender_value > supporter_value;

  if (!winning)
    {
      int to_beat = MAX (leader_value, supporter_value);
      EuchreCardSet takes = cards_above (pl->led, pl->trump, to_beat);

      if (takes)
        {
          *reason = N_("Fourth hand: take the trick with the lowest card of the suit that does");
          return lowest (takes, pl->trump);
        }
      if (pl->led)
        {
          *reason = N_("Fourth hand cannot take the trick: play the lowest card of the suit");
          return lowest (pl->led, pl->trump);
        }
      takes = cards_above (pl->trumps, pl->trump, to_beat);
      if (takes)
        {
          *reason = N_("Fourth hand, void in the suit led: take the trick with the lowest "
                       "trump that does");
          return lowest (takes, pl->trump);
        }
      *reason = N_("Fourth hand, no card takes the trick: throw the lowest card");
      return lowest (pl->hand, pl->trump);
    }
  if (pl->led)
    {
      *reason = N_("Fourth hand, partner has the trick: do not overplay, play the lowest card "
                   "of the suit");
      return lowest (pl->led, pl->trump);
    }
  *reason = N_("Fourth hand, partner has the trick: throw the lowest card");
  return lowest (pl->hand, pl->trump);
}

/* AutoPlayACard: by the seat's place after the leader, counted round the
 * table whether or not a seat sits out. */
static EuchreAction
gertz_play (EuchreStrategy         *self,
            const EuchreView       *view,
            const EuchreActionList *legal,
            const char            **reason)
{
  const EuchrePublic *p = &view->pub;
  guint t = p->trick_number;
  guint leader = p->trick_leader[t];
  guint place = (view->seat + 4 - leader) & 3;
  Play pl;
  EuchreCard card;
  EuchreAction a;

  pl.trump = p->trump;
  pl.hand = view->hand;
  pl.trumps = view->hand & euchre_suit_cards (p->trump, p->trump);
  if (place == 0)
    {
      pl.led_suit = EUCHRE_SUIT_NONE;
      pl.led = 0;
      card = lead_card (view, &pl, reason);
    }
  else
    {
      EuchreCard led_card = p->trick[t][leader];
      /* The articles' GetValue (trump) of the card led. */
      int leader_value = strength (led_card, p->trump);
      guint second = (leader + 1) & 3, third = (leader + 2) & 3;
      /* A seat that sits out played nothing: NoValue (its card is NONE). */
      int second_value = current_value (p->trick[t][second], p->trump,
                                        euchre_card_effective_suit (led_card, p->trump));
      int third_value = current_value (p->trick[t][third], p->trump,
                                       euchre_card_effective_suit (led_card, p->trump));

      pl.led_suit = euchre_card_effective_suit (led_card, p->trump);
      pl.led = view->hand & euchre_suit_cards (pl.led_suit, p->trump);
      if (place == 1)
        card = second_card (&pl, leader_value, reason);
      else if (place == 2)
        card = third_card (&pl, leader_value, second_value, reason);
      else
        card = fourth_card (&pl, leader_value, second_value, third_value, reason);
    }

  a = euchre_action_make (EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
  /* Every branch above follows suit when it can; this guards variants we
   * did not foresee. */
  if (!euchre_action_list_contains (legal, &a))
    {
      *reason = N_("Play the first legal card");
      a = legal->actions[0];
    }
  return a;
}

/* ---- the strategy ---------------------------------------------------------------------- */

/* ---- defending alone and the discard ------------------------------------------------ */

static EuchreAction
gertz_defend (EuchreStrategy         *self,
              const EuchreView       *view,
              const EuchreActionList *legal,
              const char            **reason)
{
  /* The articles have no defending alone; we defend alone with a hand
   * worth going alone on. */
  if (euchre_gertz_hand_value (view->hand, view->pub.trump) >=
      EUCHRE_GERTZ_LONER + personality_shift (self->personality))
    {
      *reason = reason_for (&defend_alone_reason, self->personality);
      return euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE,
                                 EUCHRE_SUIT_NONE, FALSE);
    }
  *reason = reason_for (&defend_pass_reason, self->personality);
  return euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

static EuchreAction
gertz_discard (EuchreStrategy         *self,
               const EuchreView       *view,
               const EuchreActionList *legal,
               const char            **reason)
{
  *reason = N_("Discard the lowest-valued card");
  return euchre_action_make (EUCHRE_ACTION_DISCARD, lowest (view->hand, view->pub.trump),
                             EUCHRE_SUIT_NONE, FALSE);
}

const EuchreStrategyClass euchre_strategy_gertz = {
  .id = "gertz",
  .name = N_("Gertz (hand value)"),
  .instance_size = sizeof (EuchreStrategy),
  .order_up = gertz_order,
  .call = gertz_call,
  .defend = gertz_defend,
  .discard = gertz_discard,
  .play = gertz_play,
};
