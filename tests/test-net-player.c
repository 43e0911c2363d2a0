/* test-net-player.c — a protocol client that plays, for the online tables' tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>

#include "euchre-deck.h"
#include "proto-protocol.h"
#include "test-net-player.h"

static void on_message (NetClient *client, const NetMessage *msg, gpointer data);

/* After "slow-down", the server may have dropped the action without a
 * word: send it again every 100 ms until it is heard (its event comes back). */
static gboolean
retry (gpointer data)
{
  TestPlayer *self = data;
  NetMessage out;

  if (!self->has_pending || self->client == NULL)
    {
      self->retry_id = 0;
      return G_SOURCE_REMOVE;
    }
  net_message_init (&out, NET_MSG_ACT);
  out.action = self->pending;
  net_client_send (self->client, &out);
  return G_SOURCE_CONTINUE;
}

static void
act (TestPlayer *self)
{
  NetMessage out;

  if (self->legal.n == 0 || !self->play || (self->stop != NULL && *self->stop))
    return;
  net_message_init (&out, NET_MSG_ACT);
  out.action = self->legal.actions[0];
  for (guint i = 0; self->order_up && i < self->legal.n; i++)
    if (self->legal.actions[i].type == EUCHRE_ACTION_ORDER_UP && !self->legal.actions[i].alone)
      out.action = self->legal.actions[i];
  self->pending = out.action;
  self->has_pending = TRUE;
  self->legal.n = 0;
  net_client_send (self->client, &out);
  /* Once the server has said "slow-down", it may drop an action without a
   * word: send it again until it is heard. */
  if (test_player_error_count (self, "slow-down") > 0 && self->retry_id == 0)
    self->retry_id = g_timeout_add (100, retry, self);
}

/* The turn held back while the player was stopped, taken now. */
void
test_player_act (TestPlayer *self)
{
  act (self);
}

static void
track_event (TestPlayer *self, const char *line)
{
  g_autoptr (GError) error = NULL;
  ProtoMessage *m = g_new0 (ProtoMessage, 1);

  if (!proto_parse_line (line, strlen (line), m, &error))
    g_error ("%s: the server sent a line that does not read: %s (%s)", self->name, line,
             error->message);
  if (m->type == PROTO_MSG_HAND)
    self->seen.hand = self->hand = m->hand;
  else if (m->type == PROTO_MSG_EVENT)
    {
      const EuchreEvent *e = &m->event;

      switch (e->type)
        {
        case EUCHRE_EVENT_DEALT:
          self->seen.dealer = e->seat;
          self->seen.upcard = e->card;
          self->seen.hand_number = e->number;
          break;
        case EUCHRE_EVENT_UPCARD_PICKED_UP:
          self->seen.picked_up = e->card;
          break;
        case EUCHRE_EVENT_CARD_PLAYED:
          self->seen.played[e->seat] |= EUCHRE_CARD_BIT (e->card);
          if ((gint) e->seat == self->seat)
            self->has_pending = FALSE;
          break;
        case EUCHRE_EVENT_BID:
        case EUCHRE_EVENT_DISCARDED:
          if ((gint) e->seat == self->seat)
            self->has_pending = FALSE;
          break;
        case EUCHRE_EVENT_GAME_OVER:
          self->game_over = TRUE;
          break;
        default:
          break;
        }
    }
  g_free (m);
}

static void
check_reveal (TestPlayer *self, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;

  self->reveals++;
  g_assert_cmpuint (msg->hand, ==, self->seen.hand_number);
  if (net_fair_verify (&self->rules, &self->seen, msg->dealer, msg->deck, msg->salt, &error))
    self->verified++;
  else
    {
      g_printerr ("%s: hand %u: %s\n", self->name, msg->hand, error->message);
      self->verify_failed++;
    }
  if (self->tamper)
    {
      char salt[NET_DIGEST_LEN + 1];

      g_strlcpy (salt, msg->salt, sizeof salt);
      salt[7] = salt[7] == '0' ? '1' : '0';
      if (!net_fair_verify (&self->rules, &self->seen, msg->dealer, msg->deck, salt, NULL))
        self->tamper_detected++;
    }
}

static void
on_message (NetClient *client, const NetMessage *msg, gpointer data)
{
  TestPlayer *self = data;

  if (msg == NULL)
    {
      self->closed = TRUE;
      return;
    }
  if (g_getenv ("TEST_NET_DEBUG") != NULL)
    {
      g_autofree char *frame = net_message_to_json (msg);

      g_printerr ("%s < %s\n", self->name, frame);
    }
  switch (msg->type)
    {
    case NET_MSG_WELCOME:
      self->welcomes++;
      self->seat = msg->seat;
      g_strlcpy (self->code, msg->code, sizeof self->code);
      g_strlcpy (self->token, msg->token, sizeof self->token);
      g_assert_true (euchre_rules_parse (&self->rules, msg->rules, NULL));
      g_ptr_array_set_size (self->lines, 0);
      self->game_over = FALSE;
      self->legal.n = 0;
      break;
    case NET_MSG_TABLE:
      self->game = msg->game;
      self->table = *msg;
      self->have_table = TRUE;
      if (strcmp (msg->text, "playing") == 0)
        self->game_over = FALSE;
      break;
    case NET_MSG_COMMIT:
      {
        g_autofree char *key = g_strdup_printf ("%u:%u", self->game, msg->hand);
        const char *before = g_hash_table_lookup (self->commitments, key);

        /* As net_game_on_commit(): a second, different commitment for
         * the same hand of the same game is what the window calls unfair. */
        if (before != NULL && strcmp (before, msg->digest) != 0)
          {
            self->second_commitments++;
            g_test_message ("%s: game %u hand %u committed to again, to another deck",
                            self->name, self->game, msg->hand);
          }
        else if (before == NULL)
          g_hash_table_insert (self->commitments, g_steal_pointer (&key), g_strdup (msg->digest));
      }
      self->commits++;
      memset (&self->seen, 0, sizeof self->seen);
      self->seen.seat = self->seat;
      self->seen.upcard = EUCHRE_CARD_NONE;
      self->seen.picked_up = EUCHRE_CARD_NONE;
      g_strlcpy (self->seen.digest, msg->digest, sizeof self->seen.digest);
      break;
    case NET_MSG_EVENT:
      g_ptr_array_add (self->lines, g_strdup (msg->text));
      track_event (self, msg->text);
      break;
    case NET_MSG_REVEAL:
      check_reveal (self, msg);
      break;
    case NET_MSG_TURN:
      self->turns++;
      self->legal = msg->legal;
      act (self);
      break;
    case NET_MSG_PONG:
      self->pongs++;
      break;
    case NET_MSG_ERROR:
      {
        guint n = test_player_error_count (self, msg->code);

        self->errors++;
        g_strlcpy (self->last_error, msg->code, sizeof self->last_error);
        g_strlcpy (self->last_error_text, msg->text, sizeof self->last_error_text);
        g_hash_table_insert (self->error_counts, g_strdup (msg->code), GUINT_TO_POINTER (n + 1));
        if (strcmp (msg->code, "slow-down") == 0 && self->retry_id == 0)
          self->retry_id = g_timeout_add (100, retry, self);
      }
      break;
    default:
      g_error ("%s: the server sent a client's message (%s)", self->name,
               net_message_type_id (msg->type));
    }
}

TestPlayer *
test_player_new (const char *url, const char *name)
{
  TestPlayer *self = g_new0 (TestPlayer, 1);

  g_strlcpy (self->name, name, sizeof self->name);
  self->seat = -1;
  self->play = TRUE;
  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->error_counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->commitments = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->client = net_client_new (url, on_message, self);
  return self;
}

void
test_player_drop (TestPlayer *self)
{
  g_clear_pointer (&self->client, net_client_free);
}

void
test_player_reconnect (TestPlayer *self, const char *url)
{
  NetMessage msg;

  test_player_drop (self);
  self->closed = FALSE;
  self->client = net_client_new (url, on_message, self);
  net_message_init (&msg, NET_MSG_RESUME);
  g_strlcpy (msg.code, self->code, sizeof msg.code);
  g_strlcpy (msg.token, self->token, sizeof msg.token);
  net_client_send (self->client, &msg);
}

void
test_player_free (TestPlayer *self)
{
  test_player_drop (self);
  g_ptr_array_unref (self->lines);
  g_hash_table_unref (self->error_counts);
  g_hash_table_unref (self->commitments);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_free (self);
}

void
test_player_send (TestPlayer *self, const NetMessage *msg)
{
  net_client_send (self->client, msg);
}

void
test_player_create (TestPlayer *self)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_CREATE);
  g_strlcpy (msg.name, self->name, sizeof msg.name);
  net_client_send (self->client, &msg);
}

void
test_player_join (TestPlayer *self, const char *code, gint seat)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_JOIN);
  g_strlcpy (msg.code, code, sizeof msg.code);
  g_strlcpy (msg.name, self->name, sizeof msg.name);
  msg.seat = seat;
  net_client_send (self->client, &msg);
}

guint
test_player_error_count (TestPlayer *self, const char *code)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->error_counts, code));
}

typedef struct {
  guint seat;
  GPtrArray *lines;
  EuchreState *state;
} Expect;

static void
expect_events (const EuchreEventList *events, gpointer data)
{
  Expect *x = data;
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint i = 0; i < events->n; i++)
    {
      g_string_truncate (line, 0);
      proto_append_event (line, &events->events[i], x->seat);
      g_ptr_array_add (x->lines, g_strdup (line->str));
      if (events->events[i].type == EUCHRE_EVENT_DEALT)
        {
          g_string_truncate (line, 0);
          proto_append_hand (line, x->state->hands[x->seat]);
          g_ptr_array_add (x->lines, g_strdup (line->str));
        }
    }
}

GPtrArray *
test_expected_lines (const char *record_text, guint seat)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = euchre_record_parse (record_text, NULL, &error);
  EuchreState state;
  Expect x = { seat, g_ptr_array_new_with_free_func (g_free), &state };

  g_assert_no_error (error);
  g_assert_true (euchre_record_replay_events (record, &state, expect_events, &x, &error));
  return x.lines;
}

void
test_assert_lines (GPtrArray *got, GPtrArray *expected, const char *who)
{
  for (guint i = 0; i < MIN (got->len, expected->len); i++)
    if (strcmp (got->pdata[i], expected->pdata[i]) != 0)
      g_error ("%s, line %u: told “%s”, should have been told “%s”", who, i + 1,
               (char *) got->pdata[i], (char *) expected->pdata[i]);
  g_assert_cmpuint (got->len, ==, expected->len);
}

/* The card @word names ("9C", "TD", "JK"; also after a '-', as in
 * "play-9C"), read here as the protocol document spells cards, or
 * EUCHRE_CARD_NONE. */
static EuchreCard
card_named (const char *word)
{
  static const char ranks[] = "789TJQKA", suits[] = "SHCD";
  const char *dash = strrchr (word, '-');
  const char *r, *s;

  if (dash != NULL)
    word = dash + 1;
  if (strcmp (word, "JK") == 0)
    return EUCHRE_JOKER;
  if (strlen (word) != 2 || (r = strchr (ranks, word[0])) == NULL ||
      (s = strchr (suits, word[1])) == NULL)
    return EUCHRE_CARD_NONE;
  return (EuchreCard) ((s - suits) * 8 + (r - ranks));
}

void
test_assert_no_leak (GPtrArray *got, const char *record_text, guint seat, const char *who)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = euchre_record_parse (record_text, NULL, &error);
  EuchreCardSet seen = 0;       /* what @seat may be told of now */
  gint owner[EUCHRE_N_CARDS];   /* the seat dealt each card, -1: the kitty */
  gint deal = -1;
  guint named = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < got->len; i++)
    {
      g_auto (GStrv) words = g_strsplit (got->pdata[i], " ", -1);
      EuchreCardSet revealed = 0;

      if (strcmp (words[0], "dealt") == 0)
        {
          const EuchreRecordHand *h;
          EuchreCardSet hands[4];
          EuchreCard kitty[EUCHRE_N_CARDS];

          if (++deal >= (gint) record->hands->len)
            g_error ("%s, line %u: a deal the record does not have: “%s”", who, i + 1,
                     (char *) got->pdata[i]);
          h = &g_array_index (record->hands, EuchreRecordHand, deal);
          euchre_deck_deal (h->pack, h->n, record->rules.deal, h->dealer, hands, kitty);
          for (guint c = 0; c < EUCHRE_N_CARDS; c++)
            owner[c] = -1;
          for (guint s = 0; s < 4; s++)
            for (guint c = 0; c < EUCHRE_N_CARDS; c++)
              if (hands[s] & EUCHRE_CARD_BIT (c))
                owner[c] = (gint) s;
          /* Its own cards, and the upcard everyone sees. */
          seen = hands[seat] | EUCHRE_CARD_BIT (kitty[0]);
        }
      for (guint w = 1; words[w] != NULL; w++)
        {
          EuchreCard c = card_named (words[w]);

          if (c == EUCHRE_CARD_NONE)
            continue;
          named++;
          if (deal >= 0 && (seen & EUCHRE_CARD_BIT (c)))
            continue;
          /* A card played: shown by the line that says so, from then on. */
          if (deal >= 0 && strcmp (words[0], "card-played") == 0 && w == 2 &&
              owner[c] >= 0 && g_ascii_digit_value (words[1][0]) == owner[c] &&
              words[1][1] == '\0')
            {
              revealed |= EUCHRE_CARD_BIT (c);
              continue;
            }
          if (deal < 0)
            g_error ("%s, line %u: “%s” names %s before any deal", who, i + 1,
                     (char *) got->pdata[i], words[w]);
          if (owner[c] < 0)
            g_error ("%s, line %u: “%s” names %s, a card of the kitty", who, i + 1,
                     (char *) got->pdata[i], words[w]);
          g_error ("%s, line %u: “%s” names %s, dealt to seat %d and not played yet", who, i + 1,
                   (char *) got->pdata[i], words[w], owner[c]);
        }
      seen |= revealed;
    }
  /* The check read cards: it would have seen a leak. */
  if (deal >= 0)
    g_assert_cmpuint (named, >, 0);
}

void
test_assert_seat_lines (GPtrArray *got, const char *record_text, guint seat, const char *who)
{
  g_autoptr (GPtrArray) expected = test_expected_lines (record_text, seat);

  test_assert_lines (got, expected, who);
  test_assert_no_leak (got, record_text, seat, who);
}
