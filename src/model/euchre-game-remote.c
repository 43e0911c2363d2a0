/* euchre-game-remote.c — a game played elsewhere: an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In remote mode the model decides nothing.  Another program (the table
 * service) holds the real deal; the model is told each deal's own cards
 * and each seat's actions, queues them, and applies them through the
 * engine one at a time, at the pace of the table, exactly as it applies
 * its own computer players' moves: the window sees the same signals.
 *
 * The engine needs a whole deal, so the cards this seat cannot see are
 * filled in, and moved about before another seat's card or discard so
 * that what that seat did is legal in the filled-in deal (the card in its
 * hand; no card of the suit led when it did not follow).  Nothing the
 * person may see depends on them: the window reads the public half and
 * seat 0's view only.
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "euchre-deck.h"
#include "euchre-game-private.h"

typedef struct {
  gboolean deal;
  guint seat;
  EuchreAction action;          /* !deal */
  EuchreCard upcard;            /* deal */
  EuchreCardSet hand;           /* deal: seat 0's cards */
} RemoteItem;

typedef struct {
  guint hand;
  guint8 dealer;
  guint8 n;
  EuchreCard pack[EUCHRE_N_CARDS];
} RemoteReveal;

struct _EuchreGameRemote {
  EuchreGameRemoteFunc func;
  gpointer data;
  GDestroyNotify destroy;
  GArray *queue;                /* RemoteItem */
  gboolean sent;                /* the person's action is on its way to the table */
  gboolean failed;
  gboolean cut_off;             /* no connection to the table now */
  /* The table is telling the game so far (after a resume): every move at
   * once, and no turn of the person's before the present. Once the table
   * has told all of it, the moves queued then (catch_up_left) are still
   * the past. */
  gboolean catching_up, catch_up_told;
  guint catch_up_left;
  guint8 voids[4];              /* this deal: the suits each seat showed out of (bits) */
  GArray *reveals;              /* RemoteReveal: told before the hand was played here */
};

void
euchre_game_remote_free (EuchreGameRemote *remote)
{
  if (remote == NULL)
    return;
  if (remote->destroy)
    remote->destroy (remote->data);
  g_array_unref (remote->queue);
  g_array_unref (remote->reveals);
  g_free (remote);
}

void
euchre_game_start_remote (EuchreGame          *self,
                          const EuchreRules   *rules,
                          EuchreGameRemoteFunc func,
                          gpointer             data,
                          GDestroyNotify       destroy)
{
  EuchreGameRemote *remote;
  EuchreRules r;
  EuchreState state;

  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (rules != NULL);

  r = *rules;
  /* Every deal is told, and dealt as it lies. */
  r.shuffle = EUCHRE_SHUFFLE_NONE;
  remote = g_new0 (EuchreGameRemote, 1);
  remote->func = func;
  remote->data = data;
  remote->destroy = destroy;
  remote->queue = g_array_new (FALSE, TRUE, sizeof (RemoteItem));
  remote->reveals = g_array_new (FALSE, TRUE, sizeof (RemoteReveal));
  g_clear_pointer (&self->remote, euchre_game_remote_free);
  self->remote = remote;
  for (guint seat = 1; seat < 4; seat++)
    g_clear_pointer (&self->seats[seat], euchre_game_seat_unref);
  g_clear_pointer (&self->seats[0], euchre_game_seat_unref);
  euchre_game_set_save_path (self, NULL);
  self->undo_allowed = FALSE;
  euchre_state_init (&state, &r, 0);
  euchre_game_set_undo_used (self, FALSE);
  euchre_game_restart_from (self, &state, euchre_record_new (&r, 0));
}

static void
remote_fail (EuchreGame *self, const char *message)
{
  EuchreGameRemote *remote = self->remote;

  remote->failed = TRUE;
  g_array_set_size (remote->queue, 0);
  g_message ("online table: %s", message);
  if (remote->func)
    remote->func (self, NULL, message, remote->data);
}

static gboolean
remote_push (EuchreGame *self, const RemoteItem *item, GError **error)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);

  if (self->remote == NULL || self->remote->failed)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("This game is not played at an online table."));
      return FALSE;
    }
  /* A table that sends more than a game's worth unanswered is broken. */
  if (self->remote->queue->len >= 1024)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("The table sent more moves than a game holds."));
      return FALSE;
    }
  g_array_append_val (self->remote->queue, *item);
  if (self->timeout_id == 0)
    euchre_game_schedule (self);
  return TRUE;
}

gboolean
euchre_game_remote_deal (EuchreGame   *self,
                         guint         dealer,
                         EuchreCard    upcard,
                         EuchreCardSet hand,
                         GError      **error)
{
  RemoteItem item = { .deal = TRUE, .seat = dealer, .upcard = upcard, .hand = hand };

  if (dealer > 3)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION, _("There is no seat %u."), dealer);
      return FALSE;
    }
  return remote_push (self, &item, error);
}

gboolean
euchre_game_remote_act (EuchreGame         *self,
                        guint               seat,
                        const EuchreAction *action,
                        GError            **error)
{
  RemoteItem item = { .deal = FALSE, .seat = seat, .action = *action };

  if (seat > 3)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION, _("There is no seat %u."), seat);
      return FALSE;
    }
  return remote_push (self, &item, error);
}

/* The pack that deals each seat its cards in @dealt (a seat's set may be
 * empty: any cards not dealt elsewhere go there) and turns up @upcard,
 * the rest to the kitty.  The places are learnt by dealing the sorted
 * deck the way the rules deal. */
static void
pack_for_deal (const EuchreRules *rules, guint dealer, EuchreCard upcard,
               const EuchreCardSet dealt[4], EuchreCard *pack, guint *n)
{
  EuchreCardSet deck = euchre_rules_deck_cards (rules);
  EuchreCard order[EUCHRE_N_CARDS], kitty[EUCHRE_N_CARDS];
  EuchreCardSet hands[4], want[4], rest;
  guint size;

  memcpy (want, dealt, sizeof want);
  size = euchre_card_set_sorted (deck, order);
  euchre_deck_deal (order, size, rules->deal, dealer, hands, kitty);
  rest = deck & ~(dealt[0] | dealt[1] | dealt[2] | dealt[3]) & ~EUCHRE_CARD_BIT (upcard);
  for (guint i = 0; i < size; i++)
    {
      EuchreCardSet *from = &rest;

      if (order[i] == kitty[0])
        {
          pack[i] = upcard;
          continue;
        }
      for (guint s = 0; s < 4; s++)
        if ((hands[s] & EUCHRE_CARD_BIT (order[i])) && want[s] != 0)
          from = &want[s];
      pack[i] = euchre_card_set_first (*from);
      *from &= ~EUCHRE_CARD_BIT (pack[i]);
    }
  *n = size;
}

/* The pack that deals @hand to seat 0 and turns up @upcard, the other
 * cards anywhere else. */
static gboolean
remote_pack (const EuchreRules *rules, guint dealer, EuchreCard upcard, EuchreCardSet hand,
             EuchreCard *pack, guint *n, GError **error)
{
  EuchreCardSet deck = euchre_rules_deck_cards (rules);
  EuchreCardSet dealt[4] = { hand, 0, 0, 0 };

  if ((hand & ~deck) != 0 || euchre_card_set_count (hand) != 5 || upcard >= EUCHRE_N_CARDS ||
      !(deck & EUCHRE_CARD_BIT (upcard)) || (hand & EUCHRE_CARD_BIT (upcard)))
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("The table dealt cards that are not one hand of this deck."));
      return FALSE;
    }
  pack_for_deal (rules, dealer, upcard, dealt, pack, n);
  return TRUE;
}

/* Hidden cards were moved (make_play_legal()): the record's deal of this
 * hand is written again from where the cards lie now, so that the record
 * replays (the score sheet reads it).  Each seat was dealt what it holds
 * and what it played; a dealer who took the upcard, its discard too and
 * not the upcard.  The cards stay marked unknown in the record. */
static void
record_current_deal (EuchreGame *self)
{
  const EuchreState *st = &self->state;
  const EuchrePublic *p = &st->pub;
  EuchreRecordHand *h;
  EuchreCardSet dealt[4];
  EuchreCard pack[EUCHRE_N_CARDS];
  guint n;

  if (self->record->hands->len == 0 || p->dealer > 3 || p->upcard >= EUCHRE_N_CARDS)
    return;
  h = &g_array_index (self->record->hands, EuchreRecordHand, self->record->hands->len - 1);
  for (guint seat = 0; seat < 4; seat++)
    {
      dealt[seat] = st->hands[seat];
      for (guint t = 0; t <= MIN (p->trick_number, 4); t++)
        if (p->trick[t][seat] < EUCHRE_N_CARDS)
          dealt[seat] |= EUCHRE_CARD_BIT (p->trick[t][seat]);
    }
  if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP)
    {
      if (st->discard < EUCHRE_N_CARDS)
        dealt[p->dealer] |= EUCHRE_CARD_BIT (st->discard);
      dealt[p->dealer] &= ~EUCHRE_CARD_BIT (p->upcard);
    }
  for (guint seat = 0; seat < 4; seat++)
    if (euchre_card_set_count (dealt[seat]) != 5)
      return;
  pack_for_deal (&p->rules, p->dealer, p->upcard, dealt, pack, &n);
  if (n != h->n || h->dealer != p->dealer)
    return;
  memcpy (h->pack, pack, n);
  /* A hidden discard may have been moved too. */
  for (guint i = h->entry; i < self->record->entries->len; i++)
    {
      EuchreRecordEntry *e = &g_array_index (self->record->entries, EuchreRecordEntry, i);

      if (e->action.type == EUCHRE_ACTION_DISCARD && st->discard < EUCHRE_N_CARDS)
        e->action.card = st->discard;
    }
}

static gboolean
apply_item (EuchreGame *self, const RemoteItem *item, GError **error)
{
  EuchreState *st = &self->state;
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreAction a = item->action;

  if (item->deal)
    {
      EuchreCard pack[EUCHRE_N_CARDS];
      guint n;

      if (!remote_pack (&st->pub.rules, item->seat, item->upcard, item->hand, pack, &n, error) ||
          !euchre_state_set_next_deal (st, item->seat, pack, n, error))
        return FALSE;
      memset (self->remote->voids, 0, sizeof self->remote->voids);
      euchre_record_append_hand (self->record, item->seat, pack, n,
                                 euchre_rules_deck_cards (&st->pub.rules) & ~item->hand &
                                 ~EUCHRE_CARD_BIT (item->upcard), NULL);
      return euchre_game_apply_action (self, &deal, error);
    }
  if (st->pub.turn != item->seat)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                   _("The table said seat %u acted, but it is seat %u’s turn."),
                   item->seat, st->pub.turn);
      return FALSE;
    }
  if (item->seat != 0 && a.type == EUCHRE_ACTION_PLAY && a.card < EUCHRE_N_CARDS)
    {
      EuchreSuit led = st->pub.n_played > 0 ? st->pub.led_suit : EUCHRE_SUIT_NONE;
      guint8 voids[4];

      memcpy (voids, self->remote->voids, sizeof voids);
      /* Not following: it holds none of the suit led, now or later. */
      if (led != EUCHRE_SUIT_NONE && euchre_card_effective_suit (a.card, st->pub.trump) != led)
        voids[item->seat] |= 1u << led;
      if (!euchre_game_arrange_hidden (st, voids, item->seat, a.card))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                       _("The table said seat %u played a card it cannot hold."), item->seat);
          return FALSE;
        }
      memcpy (self->remote->voids, voids, sizeof voids);
      record_current_deal (self);
    }
  else if (item->seat != 0 && a.type == EUCHRE_ACTION_DISCARD && a.card == EUCHRE_CARD_NONE)
    {
      /* Another seat's discard is hidden: any card but the upcard. */
      EuchreCardSet choice = st->hands[item->seat];

      if (choice & ~EUCHRE_CARD_BIT (st->pub.upcard))
        choice &= ~EUCHRE_CARD_BIT (st->pub.upcard);
      a.card = euchre_card_set_first (choice);
    }
  if (item->seat == 0)
    self->remote->sent = FALSE;
  return euchre_game_apply_action (self, &a, error);
}

/* The reveal gives the deck, not a hidden discard: the dealer's discard
 * in hand @index of @record becomes the one card of the six it held that
 * it did not play (any of them, but the upcard if it can, when it played
 * none: its partner went alone). */
static void
reveal_discard (EuchreRecord *record, guint index, const EuchreRules *rules)
{
  EuchreRecordHand *h = &g_array_index (record->hands, EuchreRecordHand, index);
  guint end = index + 1 < record->hands->len
                ? g_array_index (record->hands, EuchreRecordHand, index + 1).entry
                : record->entries->len;
  EuchreCardSet hands[4], held;
  EuchreCard kitty[EUCHRE_N_CARDS];
  EuchreRecordEntry *discard = NULL;

  euchre_deck_deal (h->pack, h->n, rules->deal, h->dealer, hands, kitty);
  held = hands[h->dealer] | EUCHRE_CARD_BIT (kitty[0]);
  for (guint i = h->entry; i < end && i < record->entries->len; i++)
    {
      EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);

      if (e->seat != h->dealer)
        continue;
      if (e->action.type == EUCHRE_ACTION_DISCARD)
        discard = e;
      else if (e->action.type == EUCHRE_ACTION_PLAY && e->action.card < EUCHRE_N_CARDS)
        held &= ~EUCHRE_CARD_BIT (e->action.card);
    }
  if (discard == NULL || held == 0 || (held & EUCHRE_CARD_BIT (discard->action.card)))
    return;
  if (held & ~EUCHRE_CARD_BIT (kitty[0]))
    held &= ~EUCHRE_CARD_BIT (kitty[0]);
  discard->action.card = euchre_card_set_first (held);
}

/* Puts revealed deal @r in the record, if its hand has been played here:
 * TRUE when done or never to be done (@error then set), FALSE to wait. */
static gboolean
reveal_into_record (EuchreGame *self, const RemoteReveal *r, GError **error)
{
  EuchreRecord *record = self->record;
  EuchreRecordHand *h;
  EuchreCard before[EUCHRE_N_CARDS];
  g_autoptr (GArray) rows = NULL;
  g_autoptr (GError) replay_error = NULL;

  if (r->hand == 0 || r->hand > record->hands->len)
    return FALSE;
  /* The hand still being played here keeps its guesses until it is
   * over: the cards are moved about until then. */
  if (r->hand == record->hands->len && self->state.pub.phase != EUCHRE_PHASE_HAND_OVER &&
      self->state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    return FALSE;
  h = &g_array_index (record->hands, EuchreRecordHand, r->hand - 1);
  if (h->dealer != r->dealer || h->n != r->n)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                   _("The table revealed a deal of hand %u that is not the one played."), r->hand);
      return TRUE;
    }
  memcpy (before, h->pack, sizeof before);
  memcpy (h->pack, r->pack, r->n);
  reveal_discard (record, r->hand - 1, &self->state.pub.rules);
  /* Kept only if the game replays with it, as it did before. */
  rows = euchre_score_sheet_build (record, &replay_error);
  if (rows == NULL)
    {
      memcpy (h->pack, before, sizeof before);
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                   _("The table revealed a deal of hand %u that is not the one played: %s"),
                   r->hand, replay_error->message);
    }
  return TRUE;
}

static void
remote_reveal_pending (EuchreGame *self)
{
  EuchreGameRemote *remote = self->remote;

  for (guint i = 0; i < remote->reveals->len;)
    {
      g_autoptr (GError) error = NULL;

      if (!reveal_into_record (self, &g_array_index (remote->reveals, RemoteReveal, i), &error))
        {
          i++;
          continue;
        }
      if (error != NULL)
        g_message ("online table: %s", error->message);
      g_array_remove_index (remote->reveals, i);
    }
}

gboolean
euchre_game_remote_reveal (EuchreGame       *self,
                           guint             hand,
                           guint             dealer,
                           const EuchreCard *pack,
                           guint             n,
                           GError          **error)
{
  RemoteReveal r = { .hand = hand, .dealer = (guint8) dealer, .n = (guint8) n };
  EuchreCardSet seen = 0;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (pack != NULL || n == 0, FALSE);

  if (self->remote == NULL)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("This game is not played at an online table."));
      return FALSE;
    }
  for (guint i = 0; i < n && i < EUCHRE_N_CARDS; i++)
    if (pack[i] < EUCHRE_N_CARDS)
      seen |= EUCHRE_CARD_BIT (pack[i]);
  if (hand == 0 || dealer > 3 || n == 0 || n > EUCHRE_N_CARDS ||
      seen != euchre_rules_deck_cards (&self->state.pub.rules) ||
      (guint) euchre_card_set_count (seen) != n || self->remote->reveals->len >= 64)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_ILLEGAL_ACTION,
                           _("The table revealed a deal that is not one deck."));
      return FALSE;
    }
  memcpy (r.pack, pack, n);
  {
    GError *local = NULL;

    if (reveal_into_record (self, &r, &local))
      {
        if (local == NULL)
          return TRUE;
        g_propagate_error (error, local);
        return FALSE;
      }
  }
  g_array_append_val (self->remote->reveals, r);
  return TRUE;
}

static gboolean
remote_next_cb (gpointer data)
{
  EuchreGame *self = data;
  EuchreGameRemote *remote = self->remote;
  g_autoptr (GError) error = NULL;
  RemoteItem item;

  self->timeout_id = 0;
  if (remote == NULL || remote->queue->len == 0)
    return G_SOURCE_REMOVE;
  item = g_array_index (remote->queue, RemoteItem, 0);
  g_array_remove_index (remote->queue, 0);
  if (apply_item (self, &item, &error))
    {
      remote_reveal_pending (self);
      /* The last move of the past shown: the present goes at its pace. */
      if (self->remote == remote && remote->catch_up_told && remote->catch_up_left > 0 &&
          --remote->catch_up_left == 0)
        {
          remote->catching_up = FALSE;
          euchre_game_notify_catching_up (self);
          if (self->timeout_id == 0)
            euchre_game_schedule (self);
        }
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("The table sent a move this game cannot follow: %s"),
                                               error->message);

      remote_fail (self, text);
    }
  return G_SOURCE_REMOVE;
}

gboolean
euchre_game_remote_schedule (EuchreGame *self)
{
  EuchreGameRemote *remote = self->remote;
  const RemoteItem *item;

  if (remote == NULL)
    return FALSE;
  if (self->paused || self->holds > 0 || remote->queue->len == 0)
    {
      EuchreActionList list;

      /* The person's turn, once the model has caught up with the table. */
      if (remote->queue->len == 0 && !remote->sent && !remote->catching_up && !remote->cut_off &&
          self->holds == 0 && !self->paused &&
          self->state.pub.turn == 0 && euchre_game_get_human_actions (self, &list) > 0)
        euchre_game_emit_human_turn (self, &list);
      return TRUE;
    }
  item = &g_array_index (remote->queue, RemoteItem, 0);
  /* Other seats' moves at the table's pace; the deal, one's own and the
   * game so far at once. */
  self->timeout_id = g_timeout_add (item->deal || item->seat == 0 || remote->catching_up
                                    ? 0 : self->ai_delay_ms,
                                    remote_next_cb, self);
  return TRUE;
}

void
euchre_game_remote_set_catching_up (EuchreGame *self, gboolean catching_up)
{
  EuchreGameRemote *remote;

  g_return_if_fail (EUCHRE_IS_GAME (self));

  remote = self->remote;
  if (remote == NULL)
    return;
  if (catching_up)
    {
      remote->catch_up_told = FALSE;
      remote->catch_up_left = 0;
      if (!remote->catching_up)
        {
          remote->catching_up = TRUE;
          euchre_game_notify_catching_up (self);
        }
      return;
    }
  if (!remote->catching_up || remote->catch_up_told)
    return;
  /* What is queued now is still the past: shown at once too. */
  remote->catch_up_told = TRUE;
  remote->catch_up_left = remote->queue->len;
  if (remote->catch_up_left == 0)
    {
      remote->catching_up = FALSE;
      euchre_game_notify_catching_up (self);
      /* The person's turn, if it is theirs now. */
      euchre_game_schedule (self);
    }
}

gboolean
euchre_game_remote_get_catching_up (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->remote != NULL && self->remote->catching_up;
}

/* The person's move goes to the table; it is applied when the table
 * tells it back. */
gboolean
euchre_game_remote_send (EuchreGame *self, const EuchreAction *action, GError **error)
{
  EuchreGameRemote *remote = self->remote;

  if (remote->failed)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER,
                           _("The connection to the table is lost."));
      return FALSE;
    }
  if (remote->sent || remote->queue->len > 0)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("Wait for your turn."));
      return FALSE;
    }
  if (!euchre_state_check (&self->state, action, error))
    return FALSE;
  remote->sent = TRUE;
  if (remote->func)
    remote->func (self, action, NULL, remote->data);
  return TRUE;
}

gboolean
euchre_game_remote_may_act (EuchreGame *self, GError **error)
{
  if (self->remote->cut_off || self->remote->failed)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("The connection to the table is lost."));
      return FALSE;
    }
  return TRUE;
}

void
euchre_game_remote_set_cut_off (EuchreGame *self, gboolean cut_off)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  if (self->remote == NULL || self->remote->cut_off == cut_off)
    return;
  self->remote->cut_off = cut_off;
  /* What the person may do changed: whatever shows the turn reads it
   * again; back at the table, the turn is told again if it is theirs. */
  g_object_notify (G_OBJECT (self), "turn-seat");
  if (!cut_off && self->timeout_id == 0)
    euchre_game_schedule (self);
}

/* The table refused the person's move (its words in @message): it may be
 * chosen again. */
void
euchre_game_remote_refused (EuchreGame *self)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  if (self->remote == NULL || !self->remote->sent)
    return;
  self->remote->sent = FALSE;
  euchre_game_schedule (self);
}
