/* euchre-state.c — the state machine: legal actions, checks and apply
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-deck.h"
#include "euchre-error.h"
#include "euchre-state.h"

/* Indexed by trump (0–3, 4 = none) and card, or suit: effective suit,
 * trick-taking key (trump above all, bowers and Joker on top), and the
 * cards of each effective suit; the card module's tables (euchre-card.h). */
#define eff_tab euchre_trump_eff
#define key_tab euchre_trump_key
#define suit_tab euchre_trump_suit_cards

static const char *phase_ids[] = {
  "deal", "bid1", "bid2", "defend", "discard", "play", "hand-over", "game-over"
};

const char *
euchre_phase_id (EuchrePhase phase)
{
  g_return_val_if_fail (phase < EUCHRE_N_PHASES, "?");
  return phase_ids[phase];
}

/* ---- actions ---------------------------------------------------------- */

gboolean
euchre_action_equal (const EuchreAction *a, const EuchreAction *b)
{
  if (a->type != b->type)
    return FALSE;
  switch (a->type)
    {
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_RENEGE:
      return a->card == b->card;
    case EUCHRE_ACTION_CALL:
      return a->suit == b->suit && !a->alone == !b->alone;
    case EUCHRE_ACTION_ORDER_UP:
      return !a->alone == !b->alone;
    default:
      return TRUE;
    }
}

gboolean
euchre_action_list_contains (const EuchreActionList *list, const EuchreAction *a)
{
  for (guint i = 0; i < list->n; i++)
    if (euchre_action_equal (&list->actions[i], a))
      return TRUE;
  return FALSE;
}

char *
euchre_action_to_string (const EuchreAction *action)
{
  char buf[3];

  switch (action->type)
    {
    case EUCHRE_ACTION_DEAL:
      return g_strdup ("deal");
    case EUCHRE_ACTION_PASS:
      return g_strdup ("pass");
    case EUCHRE_ACTION_ORDER_UP:
      return g_strdup (action->alone ? "order alone" : "order");
    case EUCHRE_ACTION_CALL:
      return g_strdup_printf ("call %c%s", euchre_suit_letter (action->suit),
                              action->alone ? " alone" : "");
    case EUCHRE_ACTION_DEFEND_ALONE:
      return g_strdup ("defend alone");
    case EUCHRE_ACTION_DISCARD:
      return g_strdup_printf ("discard %s", euchre_card_short_name (action->card, buf));
    case EUCHRE_ACTION_PLAY:
      return g_strdup_printf ("play %s", euchre_card_short_name (action->card, buf));
    case EUCHRE_ACTION_RENEGE:
      return g_strdup_printf ("renege %s", euchre_card_short_name (action->card, buf));
    default:
      return g_strdup ("?");
    }
}

gboolean
euchre_action_parse (const char *text, EuchreAction *action)
{
  g_auto (GStrv) w = g_strsplit (text, " ", -1);
  guint n = g_strv_length (w);
  EuchreCard card;
  EuchreSuit suit;

  if (n == 1 && g_str_equal (w[0], "deal"))
    *action = euchre_action_make (EUCHRE_ACTION_DEAL, 0, 0, FALSE);
  else if (n == 1 && g_str_equal (w[0], "pass"))
    *action = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  else if ((n == 1 || (n == 2 && g_str_equal (w[1], "alone"))) && g_str_equal (w[0], "order"))
    *action = euchre_action_make (EUCHRE_ACTION_ORDER_UP, 0, 0, n == 2);
  else if (n == 2 && g_str_equal (w[0], "defend") && g_str_equal (w[1], "alone"))
    *action = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, 0, 0, FALSE);
  else if ((n == 2 || (n == 3 && g_str_equal (w[2], "alone"))) && g_str_equal (w[0], "call") &&
           strlen (w[1]) == 1 && (suit = euchre_suit_parse (w[1])) != EUCHRE_SUIT_NONE)
    *action = euchre_action_make (EUCHRE_ACTION_CALL, 0, suit, n == 3);
  else if (n == 2 && strlen (w[1]) == 2 && (card = euchre_card_parse (w[1])) != EUCHRE_CARD_NONE)
    {
      if (g_str_equal (w[0], "play"))
        *action = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);
      else if (g_str_equal (w[0], "discard"))
        *action = euchre_action_make (EUCHRE_ACTION_DISCARD, card, 0, FALSE);
      else if (g_str_equal (w[0], "renege"))
        *action = euchre_action_make (EUCHRE_ACTION_RENEGE, card, 0, FALSE);
      else
        return FALSE;
    }
  else
    return FALSE;
  return TRUE;
}

/* ---- public queries ----------------------------------------------------- */

guint
euchre_public_next_seat (const EuchrePublic *pub, guint seat)
{
  do
    seat = (seat + 1) & 3;
  while (pub->out_mask & (1u << seat));
  return seat;
}

guint
euchre_public_active_seats (const EuchrePublic *pub)
{
  static const guint8 active[16] = { 4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0 };

  return active[pub->out_mask & 15];
}

EuchreCard
euchre_public_led_card (const EuchrePublic *pub)
{
  if (pub->phase != EUCHRE_PHASE_PLAY || pub->n_played == 0)
    return EUCHRE_CARD_NONE;
  return pub->trick[pub->trick_number][pub->trick_leader[pub->trick_number]];
}

/* How strongly @card plays to a trick whose led suit is @led: trump above
 * the led suit above everything else, which cannot win (0). */
static inline int
card_power (EuchreSuit trump, EuchreSuit led, EuchreCard card)
{
  int key = key_tab[trump][card];
  int follows = eff_tab[trump][card] == led;

  /* key >= 200: trump, as is; led suit: key + 100; else 0. */
  return key >= 200 ? key : follows * (key + 100);
}

guint
euchre_trick_winner (const guint8 cards[4], guint leader, EuchreSuit trump)
{
  EuchreSuit led = eff_tab[trump][cards[leader]];
  guint best = leader;
  int best_power = card_power (trump, led, cards[leader]);

  for (guint seat = 0; seat < 4; seat++)
    {
      int power;

      if (seat == leader || cards[seat] == EUCHRE_CARD_NONE)
        continue;
      power = card_power (trump, led, cards[seat]);
      if (power > best_power)
        {
          best = seat;
          best_power = power;
        }
    }
  return best;
}

EuchreCardSet
euchre_public_legal_plays (const EuchrePublic *pub, EuchreCardSet hand)
{
  EuchreCardSet follow;

  if (pub->phase != EUCHRE_PHASE_PLAY)
    return 0;
  if (pub->n_played == 0)
    return hand;
  follow = hand & suit_tab[pub->trump][pub->led_suit];
  return follow ? follow : hand;
}

/* Whether @seat must go alone if it makes trump: Quiet Dealer in any
 * round; ordering up one's partner in round 1 under the CS 246 rule. */
static gboolean
must_go_alone (const EuchrePublic *pub, guint seat)
{
  const EuchreRules *r = &pub->rules;

  if (!r->going_alone || seat != euchre_seat_partner (pub->dealer))
    return FALSE;
  return r->quiet_dealer || (r->order_partner_alone && pub->phase == EUCHRE_PHASE_BID1);
}

static void
list_add (EuchreActionList *list, EuchreActionType type, EuchreCard card, EuchreSuit suit,
          gboolean alone)
{
  g_assert (list->n < EUCHRE_MAX_ACTIONS);
  list->actions[list->n++] = euchre_action_make (type, card, suit, alone);
}

static void
list_add_making (EuchreActionList *list, const EuchrePublic *pub, EuchreActionType type,
                 EuchreSuit suit)
{
  if (!must_go_alone (pub, pub->turn))
    list_add (list, type, EUCHRE_CARD_NONE, suit, FALSE);
  if (pub->rules.going_alone)
    list_add (list, type, EUCHRE_CARD_NONE, suit, TRUE);
}

static gboolean
dealer_is_stuck (const EuchrePublic *pub)
{
  return pub->phase == EUCHRE_PHASE_BID2 && pub->rules.stick_the_dealer &&
         pub->turn == pub->dealer;
}

guint
euchre_public_legal_actions (const EuchrePublic *pub, EuchreCardSet hand, EuchreActionList *list)
{
  list->n = 0;
  switch (pub->phase)
    {
    case EUCHRE_PHASE_DEAL:
    case EUCHRE_PHASE_HAND_OVER:
      list_add (list, EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      break;
    case EUCHRE_PHASE_BID1:
      if (pub->upcard == EUCHRE_JOKER)
        {
          for (int s = 0; s < EUCHRE_N_SUITS; s++)
            list_add_making (list, pub, EUCHRE_ACTION_CALL, s);
        }
      else
        {
          list_add (list, EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
          list_add_making (list, pub, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE);
        }
      break;
    case EUCHRE_PHASE_BID2:
      if (!dealer_is_stuck (pub))
        list_add (list, EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      for (int s = 0; s < EUCHRE_N_SUITS; s++)
        if ((EuchreSuit) s != euchre_card_suit (pub->upcard))
          list_add_making (list, pub, EUCHRE_ACTION_CALL, s);
      break;
    case EUCHRE_PHASE_DEFEND:
      list_add (list, EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      list_add (list, EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      break;
    case EUCHRE_PHASE_DISCARD:
      for (EuchreCardSet s = hand; s; s &= s - 1)
        list_add (list, EUCHRE_ACTION_DISCARD, euchre_card_set_first (s), EUCHRE_SUIT_NONE, FALSE);
      break;
    case EUCHRE_PHASE_PLAY:
      for (EuchreCardSet s = euchre_public_legal_plays (pub, hand); s; s &= s - 1)
        list_add (list, EUCHRE_ACTION_PLAY, euchre_card_set_first (s), EUCHRE_SUIT_NONE, FALSE);
      break;
    case EUCHRE_PHASE_GAME_OVER:
    default:
      break;
    }
  return list->n;
}

guint
euchre_state_legal_actions (const EuchreState *state, EuchreActionList *list)
{
  EuchreCardSet hand = state->pub.turn < 4 ? state->hands[state->pub.turn] : 0;

  return euchre_public_legal_actions (&state->pub, hand, list);
}

EuchreCardSet
euchre_state_legal_plays (const EuchreState *state)
{
  if (state->pub.phase != EUCHRE_PHASE_PLAY)
    return 0;
  return euchre_public_legal_plays (&state->pub, state->hands[state->pub.turn]);
}

/* ---- set-up ------------------------------------------------------------- */

static void
reset_hand (EuchreState *state)
{
  EuchrePublic *p = &state->pub;

  p->upcard = EUCHRE_CARD_NONE;
  p->upcard_state = EUCHRE_UPCARD_NONE;
  p->bid_round = 0;
  p->n_bids = 0;
  p->trump = EUCHRE_SUIT_NONE;
  p->maker = EUCHRE_SEAT_NONE;
  p->alone = FALSE;
  p->defender = EUCHRE_SEAT_NONE;
  p->out_mask = 0;
  for (int r = 0; r < 2; r++)
    for (int s = 0; s < 4; s++)
      p->bids[r][s] = euchre_action_make (EUCHRE_ACTION_NONE, 0, 0, FALSE);
  p->trick_number = 0;
  p->n_played = 0;
  p->trick_best = EUCHRE_SEAT_NONE;
  p->led_suit = EUCHRE_SUIT_NONE;
  p->trick_best_power = 0;
  memset (p->trick, EUCHRE_CARD_NONE, sizeof p->trick);
  memset (p->trick_leader, EUCHRE_SEAT_NONE, sizeof p->trick_leader);
  memset (p->trick_winner, EUCHRE_SEAT_NONE, sizeof p->trick_winner);
  memset (p->tricks, 0, sizeof p->tricks);
  memset (p->seat_tricks, 0, sizeof p->seat_tricks);
  memset (p->voids, 0, sizeof p->voids);
  p->played = 0;
  memset (state->hands, 0, sizeof state->hands);
  state->kitty = 0;
  state->discard = EUCHRE_CARD_NONE;
}

void
euchre_state_init (EuchreState *state, const EuchreRules *rules, guint32 seed)
{
  g_return_if_fail (state != NULL && rules != NULL);

  memset (state, 0, sizeof *state);
  state->pub.rules = *rules;
  state->pub.dealer = rules->first_dealer & 3;
  state->pub.turn = state->pub.dealer;
  state->pub.phase = EUCHRE_PHASE_DEAL;
  state->pub.winner = EUCHRE_SEAT_NONE;
  state->seed = seed;
  state->rng = seed;
  state->deck_size = euchre_rules_initial_deck (rules, state->deck);
  reset_hand (state);
}

gboolean
euchre_state_init_with_deck (EuchreState       *state,
                             const EuchreRules *rules,
                             guint32            seed,
                             const EuchreCard  *deck,
                             guint              n,
                             GError           **error)
{
  EuchreCardSet want = euchre_rules_deck_cards (rules), got = 0;

  for (guint i = 0; i < n; i++)
    if (euchre_card_valid (deck[i]))
      got |= EUCHRE_CARD_BIT (deck[i]);
  if (n != (guint) euchre_card_set_count (want) || got != want)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES,
                   _("The pack must hold each card of the deck exactly once"));
      return FALSE;
    }
  euchre_state_init (state, rules, seed);
  memcpy (state->deck, deck, n);
  return TRUE;
}

static void
shuffle (EuchreState *state)
{
  switch (state->pub.rules.shuffle)
    {
    case EUCHRE_SHUFFLE_IN:
      for (int i = 0; i < 7; i++)
        euchre_deck_in_shuffle (state->deck, state->deck_size);
      break;
    case EUCHRE_SHUFFLE_MT:
      {
        /* The CS 246 program keeps one mt19937 for the whole game; we
         * keep only our place in its stream, so the state stays flat. */
        GRand *rand = g_rand_new_with_seed (state->seed);

        for (guint i = 0; i < (guint) state->shuffles * (state->deck_size - 1u); i++)
          g_rand_int (rand);
        euchre_deck_mt_shuffle (state->deck, state->deck_size, rand);
        g_rand_free (rand);
      }
      break;
    case EUCHRE_SHUFFLE_NONE:
      break;
    case EUCHRE_SHUFFLE_RANDOM:
    default:
      euchre_deck_random_shuffle (state->deck, state->deck_size, &state->rng);
      break;
    }
  state->shuffles++;
}

static void
deal (EuchreState *state)
{
  EuchrePublic *p = &state->pub;
  EuchreCard kitty[EUCHRE_N_CARDS];
  guint n_kitty;

  if (p->phase == EUCHRE_PHASE_HAND_OVER)
    p->dealer = (p->dealer + 1) & 3;
  reset_hand (state);
  shuffle (state);
  n_kitty = euchre_deck_deal (state->deck, state->deck_size, p->rules.deal, p->dealer,
                              state->hands, kitty);
  for (guint i = 0; i < n_kitty; i++)
    state->kitty |= EUCHRE_CARD_BIT (kitty[i]);
  p->upcard = kitty[0];
  p->upcard_state = EUCHRE_UPCARD_FACE_UP;
  p->hand_number++;
  p->phase = EUCHRE_PHASE_BID1;
  p->bid_round = 1;
  /* A turned-up Joker: the dealer names trump at once. */
  p->turn = p->upcard == EUCHRE_JOKER ? p->dealer : (p->dealer + 1) & 3;
}

/* ---- making trump ---------------------------------------------------------- */

static void
start_play (EuchreState *state)
{
  EuchrePublic *p = &state->pub;
  guint leader;

  if (p->alone && p->rules.alone_lead == EUCHRE_ALONE_LEAD_LEFT)
    leader = euchre_public_next_seat (p, p->maker);
  else
    {
      leader = euchre_public_next_seat (p, p->dealer);
      if (p->alone && p->rules.alone_lead == EUCHRE_ALONE_LEAD_NOT_LONER && leader == p->maker)
        leader = euchre_public_next_seat (p, leader);
    }
  p->phase = EUCHRE_PHASE_PLAY;
  p->trick_number = 0;
  p->n_played = 0;
  p->trick_leader[0] = leader;
  p->turn = leader;
}

static void
finish_making (EuchreState *state)
{
  EuchrePublic *p = &state->pub;

  if (p->bid_round == 1)
    {
      if (p->out_mask & (1u << p->dealer))
        {
          p->upcard_state = EUCHRE_UPCARD_LEFT;
        }
      else
        {
          state->hands[p->dealer] |= EUCHRE_CARD_BIT (p->upcard);
          state->kitty &= ~EUCHRE_CARD_BIT (p->upcard);
          p->upcard_state = EUCHRE_UPCARD_PICKED_UP;
          p->phase = EUCHRE_PHASE_DISCARD;
          p->turn = p->dealer;
          return;
        }
    }
  start_play (state);
}

static void
make_trump (EuchreState *state, guint seat, EuchreSuit suit, gboolean alone)
{
  EuchrePublic *p = &state->pub;

  p->trump = suit;
  p->maker = seat;
  p->alone = !!alone;
  p->out_mask = alone ? 1u << euchre_seat_partner (seat) : 0;
  if (alone && p->rules.defend_alone)
    {
      p->phase = EUCHRE_PHASE_DEFEND;
      p->n_bids = 0;
      p->turn = (seat + 1) & 3;
      return;
    }
  finish_making (state);
}

/* ---- play ----------------------------------------------------------------- */

static void
score_hand (EuchreState *state)
{
  EuchrePublic *p = &state->pub;
  guint maker_side = euchre_seat_side (p->maker);
  EuchreHandScore sc = euchre_rules_score_hand (&p->rules, maker_side, p->tricks[maker_side],
                                                p->alone, p->defender != EUCHRE_SEAT_NONE);
  guint target = p->rules.points_to_win;

  p->score[sc.side] = MIN (255, p->score[sc.side] + sc.points);
  p->last = sc;
  if (p->score[sc.side] >= target)
    p->winner = sc.side;
  else if (p->score[1 - sc.side] >= target)
    p->winner = 1 - sc.side;   /* reached through renege penalties */
  if (p->winner != EUCHRE_SEAT_NONE)
    {
      p->phase = EUCHRE_PHASE_GAME_OVER;
      p->turn = EUCHRE_SEAT_NONE;
    }
  else
    {
      p->phase = EUCHRE_PHASE_HAND_OVER;
      p->turn = (p->dealer + 1) & 3;
    }
}

static void
play_card (EuchreState *state, EuchreCard card)
{
  EuchrePublic *p = &state->pub;
  guint seat = p->turn, t = p->trick_number, winner;

  state->hands[seat] &= ~EUCHRE_CARD_BIT (card);
  p->played |= EUCHRE_CARD_BIT (card);
  p->trick[t][seat] = card;
  /* Written without data-dependent branches where it is easy: in random
   * play (benchmarks, search) they are unpredictable. */
  {
    EuchreSuit led, eff = eff_tab[p->trump][card];
    int power;
    gboolean better;

    if (p->n_played == 0)
      {
        p->led_suit = eff;
        p->trick_best_power = 0;
      }
    led = p->led_suit;
    power = card_power (p->trump, led, card);
    better = power > p->trick_best_power;
    p->voids[seat] |= (guint8) ((eff != led) << led);
    p->trick_best = better ? seat : p->trick_best;
    p->trick_best_power = better ? power : p->trick_best_power;
  }
  if (++p->n_played < euchre_public_active_seats (p))
    {
      p->turn = euchre_public_next_seat (p, seat);
      return;
    }

  winner = p->trick_best;
  p->trick_best = EUCHRE_SEAT_NONE;
  p->led_suit = EUCHRE_SUIT_NONE;
  p->trick_best_power = 0;
  p->trick_winner[t] = winner;
  p->tricks[euchre_seat_side (winner)]++;
  p->seat_tricks[winner]++;
  p->trick_number++;
  p->n_played = 0;
  if (p->trick_number < 5)
    {
      p->trick_leader[p->trick_number] = winner;
      p->turn = winner;
      return;
    }
  score_hand (state);
}

/* ---- checking ------------------------------------------------------------- */

static const char *wrong_phase_messages[] = {
  N_("You can’t do that now: it is time to deal."),
  N_("You can’t do that now: it is time to order up or pass."),
  N_("You can’t do that now: it is time to name trump or pass."),
  N_("You can’t do that now: it is time to decide whether to defend alone."),
  N_("You can’t do that now: the dealer must discard a card."),
  N_("You can’t do that now: it is time to play a card."),
  N_("You can’t do that now: it is time to deal the next hand."),
  N_("The game is over."),
};

static const char *follow_messages[] = {
  N_("You must follow suit: play a spade."),
  N_("You must follow suit: play a heart."),
  N_("You must follow suit: play a club."),
  N_("You must follow suit: play a diamond."),
};

static const char *follow_trump_messages[] = {
  N_("You must follow suit: play a trump (spades and the left bower)."),
  N_("You must follow suit: play a trump (hearts and the left bower)."),
  N_("You must follow suit: play a trump (clubs and the left bower)."),
  N_("You must follow suit: play a trump (diamonds and the left bower)."),
};

static gboolean
action_fits_phase (EuchrePhase phase, EuchreActionType type)
{
  switch (phase)
    {
    case EUCHRE_PHASE_DEAL:
    case EUCHRE_PHASE_HAND_OVER:
      return type == EUCHRE_ACTION_DEAL;
    case EUCHRE_PHASE_BID1:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_ORDER_UP ||
             type == EUCHRE_ACTION_CALL;
    case EUCHRE_PHASE_BID2:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_CALL ||
             type == EUCHRE_ACTION_ORDER_UP;
    case EUCHRE_PHASE_DEFEND:
      return type == EUCHRE_ACTION_PASS || type == EUCHRE_ACTION_DEFEND_ALONE;
    case EUCHRE_PHASE_DISCARD:
      return type == EUCHRE_ACTION_DISCARD;
    case EUCHRE_PHASE_PLAY:
      return type == EUCHRE_ACTION_PLAY || type == EUCHRE_ACTION_RENEGE;
    default:
      return FALSE;
    }
}

/* Explains why @a (not among the legal actions) is refused. */
static void
explain_refusal (const EuchreState *state, const EuchreAction *a, GError **error)
{
  const EuchrePublic *p = &state->pub;
  guint seat = p->turn;
  char *name;

  if (p->phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER, _("The game is over."));
      return;
    }
  if (a->type >= EUCHRE_N_ACTION_TYPES || !action_fits_phase (p->phase, a->type))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _(wrong_phase_messages[p->phase]));
      return;
    }

  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      if (p->phase == EUCHRE_PHASE_BID1 && p->upcard == EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_CALL,
                             _("The Joker was turned up: the dealer must name trump."));
      else
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_CALL,
                             _("The dealer is stuck and must name trump."));
      return;
    case EUCHRE_ACTION_ORDER_UP:
    case EUCHRE_ACTION_CALL:
      if (a->type == EUCHRE_ACTION_ORDER_UP && p->phase == EUCHRE_PHASE_BID2)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_SUIT_TURNED_DOWN,
                             _("The upcard was turned down: name another suit or pass."));
      else if (a->type == EUCHRE_ACTION_ORDER_UP && p->upcard == EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("The Joker was turned up: the dealer names trump."));
      else if (a->type == EUCHRE_ACTION_CALL && p->phase == EUCHRE_PHASE_BID1 &&
               p->upcard != EUCHRE_JOKER)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("In the first round you may only order up the upcard’s suit or pass."));
      else if (a->type == EUCHRE_ACTION_CALL && a->suit >= EUCHRE_N_SUITS)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("That is not a suit."));
      else if (a->type == EUCHRE_ACTION_CALL && p->phase == EUCHRE_PHASE_BID2 &&
               a->suit == euchre_card_suit (p->upcard))
        g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_SUIT_TURNED_DOWN,
                     _("%s were turned down: name another suit."),
                     _(euchre_suit_name (a->suit)));
      else if (a->alone && !p->rules.going_alone)
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NO_ALONE,
                             _("Going alone is not allowed in these rules."));
      else if (!a->alone && must_go_alone (p, seat))
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_GO_ALONE,
                             _("The dealer’s partner must go alone to make trump."));
      else
        g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                             _("That bid is not allowed now."));
      return;
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_RENEGE:
      if (!euchre_card_valid (a->card) || !(state->hands[seat] & EUCHRE_CARD_BIT (a->card)))
        {
          if (!euchre_card_valid (a->card))
            name = g_strdup (_("that card"));
          else
            name = euchre_card_long_name (a->card);
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_IN_HAND,
                       _("You don’t hold %s."), name);
          g_free (name);
        }
      else if (a->type == EUCHRE_ACTION_RENEGE)
        {
          if (p->rules.renege != EUCHRE_RENEGE_PENALISE)
            g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                                 _("Reneging is not possible in these rules."));
          else
            g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                                 _("That card follows suit: it is no renege."));
        }
      else
        {
          EuchreCard led = euchre_public_led_card (p);
          EuchreSuit ls = eff_tab[p->trump][led];

          g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_FOLLOW,
                               ls == p->trump ? _(follow_trump_messages[ls])
                                              : _(follow_messages[ls]));
        }
      return;
    default:
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("That move is not allowed now."));
      return;
    }
}

static gboolean
is_renege (const EuchreState *state, const EuchreAction *a)
{
  const EuchrePublic *p = &state->pub;

  return p->phase == EUCHRE_PHASE_PLAY && p->rules.renege == EUCHRE_RENEGE_PENALISE &&
         euchre_card_valid (a->card) && (state->hands[p->turn] & EUCHRE_CARD_BIT (a->card)) &&
         !(euchre_state_legal_plays (state) & EUCHRE_CARD_BIT (a->card));
}

/* The same judgement as euchre_public_legal_actions(), made directly: the
 * property test checks that the two always agree. */
static gboolean
making_allowed (const EuchrePublic *p, gboolean alone)
{
  return alone ? p->rules.going_alone : !must_go_alone (p, p->turn);
}

static gboolean
action_is_legal (const EuchrePublic *p, EuchreCardSet hand, const EuchreAction *a)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_DEAL:
      return p->phase == EUCHRE_PHASE_DEAL || p->phase == EUCHRE_PHASE_HAND_OVER;
    case EUCHRE_ACTION_PASS:
      return (p->phase == EUCHRE_PHASE_BID1 && p->upcard != EUCHRE_JOKER) ||
             (p->phase == EUCHRE_PHASE_BID2 && !dealer_is_stuck (p)) ||
             p->phase == EUCHRE_PHASE_DEFEND;
    case EUCHRE_ACTION_ORDER_UP:
      return p->phase == EUCHRE_PHASE_BID1 && p->upcard != EUCHRE_JOKER &&
             making_allowed (p, a->alone);
    case EUCHRE_ACTION_CALL:
      if (a->suit >= EUCHRE_N_SUITS)
        return FALSE;
      if (p->phase == EUCHRE_PHASE_BID1)
        return p->upcard == EUCHRE_JOKER && making_allowed (p, a->alone);
      return p->phase == EUCHRE_PHASE_BID2 && a->suit != euchre_card_suit (p->upcard) &&
             making_allowed (p, a->alone);
    case EUCHRE_ACTION_DEFEND_ALONE:
      return p->phase == EUCHRE_PHASE_DEFEND;
    case EUCHRE_ACTION_DISCARD:
      return p->phase == EUCHRE_PHASE_DISCARD && euchre_card_valid (a->card) &&
             (hand & EUCHRE_CARD_BIT (a->card));
    case EUCHRE_ACTION_PLAY:
      return euchre_card_valid (a->card) &&
             (euchre_public_legal_plays (p, hand) & EUCHRE_CARD_BIT (a->card));
    default:
      return FALSE;
    }
}

gboolean
euchre_state_check (const EuchreState *state, const EuchreAction *action, GError **error)
{
  const EuchrePublic *p;

  g_return_val_if_fail (state != NULL && action != NULL, FALSE);

  p = &state->pub;
  if (p->turn < 4 && action_is_legal (p, state->hands[p->turn], action))
    return TRUE;
  if (action->type == EUCHRE_ACTION_RENEGE && is_renege (state, action))
    return TRUE;
  explain_refusal (state, action, error);
  return FALSE;
}

gboolean
euchre_state_apply (EuchreState *state, const EuchreAction *action, GError **error)
{
  EuchreAction made;

  if (!euchre_state_check (state, action, error))
    return FALSE;
  /* The check ignores the fields an action's type does not use; the state
   * (its bids) must not keep whatever the caller left in them, or it would
   * differ from the same game replayed from its record. */
  made = euchre_action_make (action->type, action->card, action->suit, action->alone);
  euchre_state_apply_legal (state, &made);
  return TRUE;
}

void
euchre_state_apply_legal (EuchreState *state, const EuchreAction *action)
{
  EuchrePublic *p = &state->pub;
  guint seat = p->turn;

  /* The hot path of playouts: one card to the trick. */
  if (G_LIKELY (action->type == EUCHRE_ACTION_PLAY))
    {
      play_card (state, action->card);
      return;
    }

  switch (action->type)
    {
    case EUCHRE_ACTION_DEAL:
      deal (state);
      break;

    case EUCHRE_ACTION_PASS:
      if (p->phase == EUCHRE_PHASE_DEFEND)
        {
          if (++p->n_bids == 2)
            finish_making (state);
          else
            p->turn = (p->maker + 3) & 3;
          break;
        }
      p->bids[p->bid_round - 1][seat] = *action;
      if (++p->n_bids < 4)
        {
          p->turn = (seat + 1) & 3;
        }
      else if (p->phase == EUCHRE_PHASE_BID1)
        {
          p->phase = EUCHRE_PHASE_BID2;
          p->bid_round = 2;
          p->n_bids = 0;
          p->upcard_state = EUCHRE_UPCARD_TURNED_DOWN;
          p->turn = (p->dealer + 1) & 3;
        }
      else
        {
          /* Passed out: no score, and the deal moves on. */
          p->last.kind = EUCHRE_RESULT_PASSED;
          p->last.side = 0;
          p->last.points = 0;
          p->phase = EUCHRE_PHASE_HAND_OVER;
          p->turn = (p->dealer + 1) & 3;
        }
      break;

    case EUCHRE_ACTION_ORDER_UP:
      p->bids[0][seat] = *action;
      p->n_bids++;
      make_trump (state, seat, euchre_card_suit (p->upcard), action->alone);
      break;

    case EUCHRE_ACTION_CALL:
      p->bids[p->bid_round - 1][seat] = *action;
      p->n_bids++;
      make_trump (state, seat, action->suit, action->alone);
      break;

    case EUCHRE_ACTION_DEFEND_ALONE:
      p->defender = seat;
      p->out_mask |= 1u << euchre_seat_partner (seat);
      finish_making (state);
      break;

    case EUCHRE_ACTION_DISCARD:
      state->hands[seat] &= ~EUCHRE_CARD_BIT (action->card);
      state->kitty |= EUCHRE_CARD_BIT (action->card);
      state->discard = action->card;
      start_play (state);
      break;

    case EUCHRE_ACTION_PLAY:
      play_card (state, action->card);
      break;

    case EUCHRE_ACTION_RENEGE:
      {
        guint other = 1 - euchre_seat_side (seat);

        p->score[other] = MIN (255, p->score[other] + 2);
        p->renege_count[euchre_seat_side (seat)]++;
        /* The game ends as soon as a side reaches the target (CS 246 §2.4). */
        if (p->score[other] >= p->rules.points_to_win)
          {
            p->winner = other;
            p->phase = EUCHRE_PHASE_GAME_OVER;
            p->turn = EUCHRE_SEAT_NONE;
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }
}
