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
#include "euchre-state-private.h"

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
  int key = euchre_trump_key[trump][card];
  int follows = euchre_trump_eff[trump][card] == led;

  /* key >= 200: trump, as is; led suit: key + 100; else 0. */
  return key >= 200 ? key : follows * (key + 100);
}

guint
euchre_trick_winner (const guint8 cards[4], guint leader, EuchreSuit trump)
{
  EuchreSuit led = euchre_trump_eff[trump][cards[leader]];
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
  follow = hand & euchre_trump_suit_cards[pub->trump][pub->led_suit];
  return follow ? follow : hand;
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
  if (!euchre_public_must_go_alone (pub, pub->turn))
    list_add (list, type, EUCHRE_CARD_NONE, suit, FALSE);
  if (pub->rules.going_alone)
    list_add (list, type, EUCHRE_CARD_NONE, suit, TRUE);
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
      if (!euchre_public_dealer_is_stuck (pub))
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

gboolean
euchre_state_set_next_deal (EuchreState      *state,
                            guint             dealer,
                            const EuchreCard *deck,
                            guint             n,
                            GError          **error)
{
  EuchrePublic *p = &state->pub;
  EuchreState probe;

  g_return_val_if_fail (state != NULL && deck != NULL && dealer < 4, FALSE);

  if ((p->phase != EUCHRE_PHASE_DEAL && p->phase != EUCHRE_PHASE_HAND_OVER) ||
      p->rules.shuffle != EUCHRE_SHUFFLE_NONE)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("The cards of a deal can only be set before it is dealt"));
      return FALSE;
    }
  if (!euchre_state_init_with_deck (&probe, &p->rules, 0, deck, n, error))
    return FALSE;
  memcpy (state->deck, deck, n);
  /* deal() moves the dealer on after a finished hand. */
  p->dealer = p->phase == EUCHRE_PHASE_HAND_OVER ? (dealer + 3) & 3 : dealer;
  p->turn = dealer;
  return TRUE;
}

gboolean
euchre_state_throw_in (EuchreState *state, GError **error)
{
  EuchrePublic *p = &state->pub;

  g_return_val_if_fail (state != NULL, FALSE);
  if (p->phase < EUCHRE_PHASE_BID1 || p->phase > EUCHRE_PHASE_PLAY)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("Only a deal under way can be thrown in"));
      return FALSE;
    }
  memset (&p->last, 0, sizeof p->last);
  p->phase = EUCHRE_PHASE_HAND_OVER;
  p->turn = (p->dealer + 1) & 3;
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

  /* A card of the hand (euchre_state_check() made sure, or the legal
   * list): GCC 12's -fanalyzer, which cannot see into the check (another
   * file), takes the card to be EUCHRE_CARD_NONE here: a false positive. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wanalyzer-shift-count-overflow"
#endif
  state->hands[seat] &= ~EUCHRE_CARD_BIT (card);
  p->played |= EUCHRE_CARD_BIT (card);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
  p->trick[t][seat] = card;
  /* Written without data-dependent branches where it is easy: in random
   * play (benchmarks, search) they are unpredictable. */
  {
    EuchreSuit led, eff = euchre_trump_eff[p->trump][card];
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
      /* A card of the dealer's hand; -fanalyzer's false positive as in
       * play_card(). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wanalyzer-shift-count-overflow"
#endif
      state->hands[seat] &= ~EUCHRE_CARD_BIT (action->card);
      state->kitty |= EUCHRE_CARD_BIT (action->card);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
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
        /* The game ends as soon as a side reaches the target (the CS 246
         * Euchre assignment, section 2.4). */
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
