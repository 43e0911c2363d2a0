/* test-claims.c — every claim a sentence makes of a hand, checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The claims are read with regular expressions from the words alone and
 * checked with the engine's rules of the game (legal plays, who wins a
 * trick), never with the code that chose the words.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-names.h"
#include "test-claims.h"

#define SUITS "(Clubs|Diamonds|Hearts|Spades)"

static EuchreSuit
suit_named (const char *name)
{
  for (EuchreSuit s = 0; s < EUCHRE_N_SUITS; s++)
    if (g_strcmp0 (euchre_name_suit (s), name) == 0)
      return s;
  g_error ("no suit is named “%s”", name);
}

static EuchreCard
card_named (const char *name)
{
  for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
    {
      g_autofree char *n = euchre_name_card (c);

      if (g_strcmp0 (n, name) == 0)
        return c;
    }
  g_error ("no card is named “%s”", name);
}

static guint
count_suit (EuchreCardSet hand, EuchreSuit suit, EuchreSuit trump)
{
  guint n = 0;

  for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
    if ((hand & EUCHRE_CARD_BIT (c)) && euchre_card_effective_suit (c, trump) == suit)
      n++;
  return n;
}

/* Whether @card, played now by the view's seat, beats every card played
 * to the trick so far. */
static gboolean
beats (const EuchreView *view, EuchreCard card)
{
  const EuchrePublic *p = &view->pub;
  guint8 trick[4];

  if (p->n_played == 0)
    return TRUE;
  memcpy (trick, p->trick[p->trick_number], 4);
  trick[view->seat] = card;
  return euchre_trick_winner (trick, p->trick_leader[p->trick_number], p->trump) == view->seat;
}

static gboolean
any_legal_beats (const EuchreView *view)
{
  EuchreCardSet legal = euchre_view_legal_plays (view);

  for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
    if ((legal & EUCHRE_CARD_BIT (c)) && beats (view, c))
      return TRUE;
  return FALSE;
}

/* The trump a bid's words speak of: the suit named "as trump", the suit
 * a call names, the upcard's suit of an order-up. */
static EuchreSuit
bid_trump (const EuchreView *view, const EuchreAction *action, const char *text)
{
  g_autoptr (GRegex) re = g_regex_new ("with " SUITS " as trump", 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;

  if (g_regex_match (re, text, 0, &m))
    {
      g_autofree char *s = g_match_info_fetch (m, 1);

      return suit_named (s);
    }
  if (action != NULL && action->type == EUCHRE_ACTION_CALL)
    return action->suit;
  if (view->pub.trump < EUCHRE_N_SUITS)
    return view->pub.trump;
  return euchre_card_suit (view->pub.upcard);
}

typedef struct {
  const EuchreView *view;
  const EuchreAction *action;
  const char *text;
  guint n;
} Check;

static void
claim (Check *c, gboolean truth, const char *what)
{
  c->n++;
  if (!truth)
    g_error ("a false claim, “%s”, in “%s” (hand %016" G_GINT64_MODIFIER "x, trump %u, "
             "led %u, seat %u)", what, c->text, (guint64) c->view->hand, c->view->pub.trump,
             c->view->pub.led_suit, c->view->seat);
}

/* Calls @func on each match of @pattern in the text. */
static void
each (Check *c, const char *pattern, void (*func) (Check *, GMatchInfo *))
{
  g_autoptr (GRegex) re = g_regex_new (pattern, G_REGEX_CASELESS, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;

  g_assert_nonnull (re);
  for (g_regex_match (re, c->text, 0, &m); g_match_info_matches (m);
       g_match_info_next (m, NULL))
    func (c, m);
}

static EuchreCard
action_card (Check *c)
{
  g_assert_nonnull (c->action);
  g_assert_true (c->action->type == EUCHRE_ACTION_PLAY);
  return c->action->card;
}

static void
void_in (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *s = g_match_info_fetch (m, 1);
  EuchreSuit suit = suit_named (s);
  EuchreSuit trump = c->view->pub.trump;

  claim (c, count_suit (c->view->hand, suit, trump) == 0, what);
}

static void
no_trump (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  EuchreSuit trump = c->view->pub.trump;

  claim (c, trump < EUCHRE_N_SUITS && count_suit (c->view->hand, trump, trump) == 0, what);
}

/* The cards a bid counts: the dealer in the first round has the upcard
 * as well, when the suit is the upcard's. */
static EuchreCardSet
bid_hand (Check *c, EuchreSuit suit)
{
  const EuchrePublic *p = &c->view->pub;

  if (p->phase == EUCHRE_PHASE_BID1 && c->view->seat == p->dealer &&
      suit == euchre_card_suit (p->upcard))
    return c->view->hand | EUCHRE_CARD_BIT (p->upcard);
  return c->view->hand;
}

static void
bowers_claim (Check *c, EuchreCardSet hand, EuchreSuit trump, const char *words, const char *what)
{
  gboolean right = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (trump, EUCHRE_JACK))) != 0;
  gboolean left = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (euchre_suit_partner (trump),
                                                               EUCHRE_JACK))) != 0;

  if (g_strcmp0 (words, "both bowers") == 0)
    claim (c, right && left, what);
  else if (g_strcmp0 (words, "the right bower") == 0)
    claim (c, right && !left, what);
  else if (g_strcmp0 (words, "the left bower") == 0)
    claim (c, left && !right, what);
  else if (g_strcmp0 (words, "no bower") == 0)
    claim (c, !right && !left, what);
}

static void
no_trump_in (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *s = g_match_info_fetch (m, 1);
  EuchreSuit suit = suit_named (s);

  claim (c, count_suit (bid_hand (c, suit), suit, suit) == 0, what);
}

static void
only_trumps_in (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *n = g_match_info_fetch (m, 1);
  g_autofree char *s = g_match_info_fetch (m, 2);
  g_autofree char *bowers = g_match_info_fetch (m, 3);
  EuchreSuit suit = suit_named (s);
  EuchreCardSet hand = bid_hand (c, suit);

  claim (c, count_suit (hand, suit, suit) == (guint) atoi (n), what);
  bowers_claim (c, hand, suit, bowers, what);
}

static void
you_hold (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *upcard = g_match_info_fetch (m, 1);
  g_autofree char *list = g_match_info_fetch (m, 2);
  EuchreSuit trump = bid_trump (c->view, c->action, c->text);
  EuchreCardSet hand = c->view->hand;
  g_autoptr (GRegex) count = g_regex_new ("(\\d+) trumps?\\b", 0, 0, NULL);
  g_autoptr (GRegex) aces = g_regex_new ("(\\d+) outside aces?\\b", 0, 0, NULL);
  g_autoptr (GRegex) bowers = g_regex_new ("both bowers|the right bower|the left bower", 0, 0,
                                           NULL);
  g_autoptr (GMatchInfo) mc = NULL;
  g_autoptr (GMatchInfo) ma = NULL;
  g_autoptr (GMatchInfo) mb = NULL;
  guint n_aces = 0;

  if (upcard != NULL && *upcard != '\0')
    hand |= EUCHRE_CARD_BIT (c->view->pub.upcard);
  if (g_regex_match (count, list, 0, &mc))
    {
      g_autofree char *n = g_match_info_fetch (mc, 1);

      claim (c, count_suit (hand, trump, trump) == (guint) atoi (n), what);
    }
  if (g_regex_match (bowers, list, 0, &mb))
    {
      g_autofree char *b = g_match_info_fetch (mb, 0);

      bowers_claim (c, hand, trump, b, what);
    }
  for (EuchreCard card = 0; card < EUCHRE_N_CARDS; card++)
    if ((hand & EUCHRE_CARD_BIT (card)) && euchre_card_rank (card) == EUCHRE_ACE &&
        euchre_card_effective_suit (card, trump) != trump)
      n_aces++;
  if (g_regex_match (aces, list, 0, &ma))
    {
      g_autofree char *n = g_match_info_fetch (ma, 1);

      claim (c, n_aces == (guint) atoi (n), what);
    }
}

static void
named_bower (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *name = g_match_info_fetch (m, 1);
  /* Group 2 is the suit inside the card's name. */
  g_autofree char *which = g_match_info_fetch (m, 3);
  EuchreCard card = card_named (name);
  EuchreSuit trump = bid_trump (c->view, c->action, c->text);
  gboolean in_hand = (c->view->hand & EUCHRE_CARD_BIT (card)) ||
                     (c->action != NULL && c->action->type == EUCHRE_ACTION_PLAY &&
                      c->action->card == card);

  claim (c, in_hand && (g_ascii_strcasecmp (which, "right") == 0
                        ? euchre_card_is_right_bower (card, trump)
                        : euchre_card_is_left_bower (card, trump)), what);
}

static void
won_last (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *who = g_match_info_fetch (m, 1);
  const EuchrePublic *p = &c->view->pub;
  const char *seats[] = { "You", "West", "Your partner", "East" };
  guint seat = 4;

  if (c->view->seat != 0)
    return;
  for (guint i = 0; i < 4; i++)
    if (g_ascii_strcasecmp (who, seats[i]) == 0)
      seat = i;
  claim (c, p->trick_number > 0 && p->trick_winner[p->trick_number - 1] == seat, what);
}

static void
partner_has (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  const EuchrePublic *p = &c->view->pub;

  claim (c, p->phase == EUCHRE_PHASE_PLAY && p->n_played > 0 &&
            p->trick_best == euchre_seat_partner (c->view->seat), what);
}

static void
cannot_win (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);

  claim (c, c->view->pub.n_played > 0 && !any_legal_beats (c->view), what);
}

static void
could_trump (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  EuchreSuit trump = c->view->pub.trump;

  claim (c, count_suit (c->view->hand, trump, trump) > 0 &&
            count_suit (c->view->hand, c->view->pub.led_suit, trump) == 0, what);
}

static void
keep_trumps (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  EuchreSuit trump = c->view->pub.trump;

  claim (c, count_suit (c->view->hand & ~EUCHRE_CARD_BIT (action_card (c)), trump, trump) > 0,
         what);
}

static void
were_led (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *s = g_match_info_fetch (m, 1);

  claim (c, c->view->pub.n_played > 0 && c->view->pub.led_suit == suit_named (s), what);
}

static void
card_wins (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);

  claim (c, beats (c->view, action_card (c)), what);
}

static void
trump_it (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  EuchreCard card = action_card (c);

  claim (c, euchre_card_is_trump (card, c->view->pub.trump) && beats (c->view, card), what);
}

static void
a_trump (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *name = g_match_info_fetch (m, 1);
  EuchreCard card = card_named (name);

  claim (c, card == action_card (c) && euchre_card_is_trump (card, c->view->pub.trump), what);
}

static void
keeps (Check *c, GMatchInfo *m)
{
  g_autofree char *what = g_match_info_fetch (m, 0);
  g_autofree char *kept = g_match_info_fetch (m, 1);
  EuchreSuit trump = c->view->pub.trump;
  EuchreCardSet left = c->view->hand & ~EUCHRE_CARD_BIT (action_card (c));
  EuchreCard card;

  if (g_ascii_strcasecmp (kept, "right bower") == 0)
    card = EUCHRE_CARD_MAKE (trump, EUCHRE_JACK);
  else if (g_ascii_strcasecmp (kept, "left bower") == 0)
    card = EUCHRE_CARD_MAKE (euchre_suit_partner (trump), EUCHRE_JACK);
  else
    card = card_named (kept);
  claim (c, (left & EUCHRE_CARD_BIT (card)) != 0, what);
}

guint
test_claims_check (const EuchreView *view, const EuchreAction *action, const char *text)
{
  Check c = { view, action, text, 0 };

  each (&c, "\\byou have no " SUITS "\\b", void_in);
  each (&c, "\\bno trumps?\\b(?! in )", no_trump);
  each (&c, "\\bno trumps? in " SUITS, no_trump_in);
  each (&c, "\\bonly (\\d+) trumps? in " SUITS ", (no bower|the right bower|the left bower|"
        "both bowers)", only_trumps_in);
  each (&c, "\\b(with the upcard )?you hold ([^(;:]*)", you_hold);
  each (&c, "\\bthe ((?:Nine|Ten|Jack|Queen|King|Ace) of " SUITS ") \\((?:the )?(right|left) "
        "bower", named_bower);
  each (&c, "\\b(You|West|Your partner|East) won the last trick", won_last);
  each (&c, "\\bpartner (?:has the trick|has it|is winning)", partner_has);
  each (&c, "\\b(?:cannot win|can['’]t win|none of your cards can win)", cannot_win);
  each (&c, "\\byou could trump", could_trump);
  each (&c, "\\bkeep your trumps", keep_trumps);
  each (&c, "\\b" SUITS " were led", were_led);
  each (&c, "\\bbeats every card played so far", card_wins);
  each (&c, "\\btrump it!", trump_it);
  each (&c, "\\bthe ((?:Nine|Ten|Jack|Queen|King|Ace) of " SUITS "), a trump", a_trump);
  each (&c, "\\bkeeps (?:your|the) (right bower|left bower|(?:Nine|Ten|Jack|Queen|King|Ace) of "
        SUITS ")", keeps);
  return c.n;
}
