/* net-game.c — the game window's seat at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "proto-protocol.h"
#include "net-fair.h"
#include "net-game.h"
#include "net-game-private.h"
#include "net-seat-store.h"
#include "net-soup.h"


G_DEFINE_FINAL_TYPE (NetGame, net_game, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (NetGameState, net_game_state,
                    G_DEFINE_ENUM_VALUE (NET_GAME_CONNECTING, "connecting"),
                    G_DEFINE_ENUM_VALUE (NET_GAME_WAITING, "waiting"),
                    G_DEFINE_ENUM_VALUE (NET_GAME_PLAYING, "playing"),
                    G_DEFINE_ENUM_VALUE (NET_GAME_OVER, "over"),
                    G_DEFINE_ENUM_VALUE (NET_GAME_FAILED, "failed"))

enum {
  CHANGED,
  NOTICE,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_STATE,
  PROP_IS_HOST,
  PROP_HOLDS_TABLE,
  PROP_CODE,
  PROP_LINK,
  PROP_WEB_LINK,
  PROP_ERROR,
  PROP_RECONNECTING,
  PROP_FAIR,
  PROP_UNFAIR,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

static void
set_state (NetGame *self, NetGameState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
set_reconnect_until (NetGame *self, gint64 until)
{
  gboolean was = self->reconnect_until != 0;

  self->reconnect_until = until;
  /* Cut off, the person has no move: it would reach no table. */
  euchre_game_remote_set_cut_off (self->game, until != 0 || self->state == NET_GAME_FAILED);
  if (was != (until != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECONNECTING]);
}

/* ---- helpers ---------------------------------------------------------------- */
static guint
to_local (NetGame *self, guint seat)
{
  return (seat + 4 - (guint) self->seat) % 4;
}

/* The game so far, told after a welcome, is shown at once (the model's
 * "catching-up"), until the table's answer to a ping sent after the
 * welcome: it comes after all of it. */
static void
set_catching_up (NetGame *self, gboolean catching_up)
{
  self->catching_up = catching_up;
  euchre_game_remote_set_catching_up (self->game, catching_up);
}

static void
fail (NetGame *self, const char *message)
{
  if (self->state == NET_GAME_FAILED)
    return;
  g_message ("online table: %s", message);
  g_free (self->error);
  self->error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  set_state (self, NET_GAME_FAILED);
  euchre_game_remote_set_cut_off (self->game, TRUE);
  set_catching_up (self, FALSE);
  g_clear_pointer (&self->client, net_client_free);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The table's refusals, in the person's words. */
static const char *
error_words (const char *code, const char *message)
{
  static const struct { const char *code, *words; } table[] = {
    { "no-table", N_("There is no table with this code at that address.") },
    { "table-full", N_("This table is full: every seat is taken.") },
    { "seat-taken", N_("That seat is taken.") },
    { "started", N_("This table’s game has already started.") },
    { "full", N_("That server holds as many tables as it can.") },
    { "too-many-tables", N_("You have opened too many tables on that server.") },
    { "bad-token", N_("The table does not know this player any more.") },
    { "closed", N_("The table closed the connection.") },
    { "elsewhere", N_("This seat was opened in another window or tab: it is played there now.") },
    { "host-left", N_("The host closed the table: the game cannot go on.") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (g_str_equal (code, table[i].code))
      return _(table[i].words);
  return message;
}

static void
send_request (NetGame *self, const NetMessage *msg)
{
  self->pending = *msg;
  self->has_pending = TRUE;
  net_client_send (self->client, msg);
}

static void
answered (NetGame *self)
{
  self->has_pending = FALSE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
}

static void
remote_cb (EuchreGame *game, const EuchreAction *action, const char *failure, gpointer data)
{
  NetGame *self = data;
  NetMessage msg;

  if (failure != NULL)
    {
      fail (self, failure);
      return;
    }
  if (self->client == NULL)
    return;
  net_message_init (&msg, NET_MSG_ACT);
  msg.action = *action;
  send_request (self, &msg);
}

static gboolean
retry_cb (gpointer data)
{
  NetGame *self = data;

  self->retry_id = 0;
  if (self->has_pending && self->client != NULL)
    net_client_send (self->client, &self->pending);
  return G_SOURCE_REMOVE;
}

/* A guest's seat is kept on disk: a window closed or killed, opened
 * again on the link, takes it back (the host's table ends with it).
 * Written at each welcome and at each new game at the table (Play
 * Again): the end of a game forgets it. */
static void
keep_seat (NetGame *self)
{
  NetSavedSeat saved = { 0 };
  g_autoptr (GError) save_error = NULL;

  if (self->service != NULL || self->url == NULL || self->link == NULL || self->code == NULL ||
      self->token[0] == '\0')
    return;
  g_strlcpy (saved.url, self->url, sizeof saved.url);
  g_strlcpy (saved.link, self->link, sizeof saved.link);
  g_strlcpy (saved.code, self->code, sizeof saved.code);
  g_strlcpy (saved.token, self->token, sizeof saved.token);
  g_strlcpy (saved.name, self->name ? self->name : "", sizeof saved.name);
  if (!net_seat_save (&saved, &save_error))
    g_message ("online table: the seat is not kept: %s", save_error->message);
}

static void
on_welcome (NetGame *self, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;

  if (msg->seat < 0 || msg->seat > 3 || !euchre_rules_parse (&self->rules, msg->rules, &error))
    {
      fail (self, _("The table sent rules this game cannot play."));
      return;
    }
  self->seat = msg->seat;
  g_strlcpy (self->token, msg->token, sizeof self->token);
  /* Back at the table (after a resume too). */
  set_reconnect_until (self, 0);
  if (g_strcmp0 (self->code, msg->code) != 0 || self->link == NULL)
    {
      g_free (self->code);
      self->code = g_strdup (msg->code);
      g_free (self->link);
      g_free (self->web_link);
      /* A table behind TLS says so in its link: the game then asks for
       * wss:// (net_game_parse_link). */
      self->link = g_strdup_printf ("euchre://%s/%s%s", self->host, msg->code,
                                    self->tls ? "?tls" : "");
      self->web_link = g_strdup_printf ("%s://%s/t/%s", self->tls ? "https" : "http", self->host,
                                        msg->code);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CODE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINK]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WEB_LINK]);
    }
  self->resuming_saved = FALSE;
  keep_seat (self);
  /* A welcome (again, after a resume) tells the game from its start. */
  euchre_game_start_remote (self->game, &self->rules, remote_cb, self, NULL);
  if (self->client != NULL)
    {
      NetMessage ping;

      net_message_init (&ping, NET_MSG_PING);
      net_client_send (self->client, &ping);
      set_catching_up (self, TRUE);
    }
  self->deal_pending = FALSE;
  g_ptr_array_set_size (self->lines, 0);
  if (self->state == NET_GAME_CONNECTING)
    set_state (self, NET_GAME_WAITING);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_table (NetGame *self, const NetMessage *msg)
{
  if (self->seat < 0)
    return;
  /* A rematch: a new game at the same seats, told from its start. */
  if (self->has_pending &&
      ((self->pending.type == NET_MSG_START && !g_str_equal (msg->text, "waiting")) ||
       (self->pending.type == NET_MSG_REMATCH && msg->game != self->game_number)))
    answered (self);
  if (msg->game != self->game_number)
    {
      self->game_number = msg->game;
      /* A new game at the table (Play Again): the seat is kept again,
       * as the last game's end forgot it. */
      if (!g_str_equal (msg->text, "over"))
        keep_seat (self);
      euchre_game_start_remote (self->game, &self->rules, remote_cb, self, NULL);
      euchre_game_remote_set_catching_up (self->game, self->catching_up);
      self->deal_pending = FALSE;
      g_ptr_array_set_size (self->lines, 0);
    }
  self->host_seat = msg->host;
  for (guint s = 0; s < 4; s++)
    {
      guint local = to_local (self, s);

      g_strlcpy (self->names[local], msg->names[s], sizeof self->names[local]);
      self->kinds[local] = MIN (msg->seats[s], NET_GAME_SEAT_COMPUTER);
    }
  if (g_str_equal (msg->text, "playing"))
    set_state (self, NET_GAME_PLAYING);
  else if (g_str_equal (msg->text, "over"))
    {
      /* The game has ended: no seat to come back to. */
      net_seat_forget (self->code);
      set_state (self, NET_GAME_OVER);
    }
  else
    set_state (self, NET_GAME_WAITING);
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
on_event (NetGame *self, const char *line, GError **error)
{
  ProtoMessage m;
  const EuchreEvent *e = &m.event;
  EuchreAction a;

  if (!proto_parse_line (line, strlen (line), &m, error))
    return FALSE;
  /* A game holds a few hundred lines; more is no game. */
  if (self->lines->len >= 4096)
    return proto_fail (error, "more lines than a game holds");
  g_ptr_array_add (self->lines, g_strdup (line));
  if (m.type == PROTO_MSG_HAND)
    {
      if (!self->deal_pending)
        return proto_fail (error, "cards without a deal");
      self->deal_pending = FALSE;
      self->seen.hand = m.hand;
      return euchre_game_remote_deal (self->game, self->deal_dealer, self->deal_upcard, m.hand,
                                      error);
    }
  if (m.type != PROTO_MSG_EVENT)
    return proto_fail (error, "not an event");
  if (e->seat != EUCHRE_SEAT_NONE && e->seat > 3)
    return proto_fail (error, "no such seat");
  if (e->seat == self->seat && (e->type == EUCHRE_EVENT_BID || e->type == EUCHRE_EVENT_DISCARDED ||
                                e->type == EUCHRE_EVENT_CARD_PLAYED))
    answered (self);
  switch (e->type)
    {
    case EUCHRE_EVENT_DEALT:
      self->deal_pending = TRUE;
      self->deal_dealer = to_local (self, e->seat);
      self->deal_upcard = e->card;
      self->seen.dealer = e->seat;
      self->seen.upcard = e->card;
      self->seen.hand_number = e->number;
      return TRUE;
    case EUCHRE_EVENT_BID:
      return euchre_game_remote_act (self->game, to_local (self, e->seat), &e->action, error);
    case EUCHRE_EVENT_DISCARDED:
      a = euchre_action_make (EUCHRE_ACTION_DISCARD, e->card, EUCHRE_SUIT_NONE, FALSE);
      return euchre_game_remote_act (self->game, to_local (self, e->seat), &a, error);
    case EUCHRE_EVENT_CARD_PLAYED:
      if (e->card >= EUCHRE_N_CARDS)
        return proto_fail (error, "no such card");
      self->seen.played[e->seat] |= EUCHRE_CARD_BIT (e->card);
      a = euchre_action_make (EUCHRE_ACTION_PLAY, e->card, EUCHRE_SUIT_NONE, FALSE);
      return euchre_game_remote_act (self->game, to_local (self, e->seat), &a, error);
    case EUCHRE_EVENT_UPCARD_PICKED_UP:
      self->seen.picked_up = e->card;
      return TRUE;
    case EUCHRE_EVENT_RENEGE:
      return proto_fail (error, "a renege, which online tables do not play");
    default:
      /* What an action caused: the model works it out itself. */
      return TRUE;
    }
}

static void
on_commit (NetGame *self, const NetMessage *msg)
{
  g_autofree char *key = g_strdup_printf ("%u:%u", self->game_number, msg->hand);
  const char *before = g_hash_table_lookup (self->commitments, key);

  /* A server that deals a hand again (after a restart, or at will)
   * commits to it again with another deck: said, and counted unfair. */
  if (before != NULL && strcmp (before, msg->digest) != 0)
    {
      g_autofree char *text = g_strdup_printf (_("The table committed to hand %u a second time, "
                                                 "to another deal: it may have dealt that hand "
                                                 "again"), msg->hand);

      self->unfair++;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNFAIR]);
      g_signal_emit (self, signals[NOTICE], 0, text);
    }
  else if (before == NULL)
    g_hash_table_insert (self->commitments, g_steal_pointer (&key), g_strdup (msg->digest));
  memset (&self->seen, 0, sizeof self->seen);
  self->seen.seat = self->seat;
  self->seen.upcard = EUCHRE_CARD_NONE;
  self->seen.picked_up = EUCHRE_CARD_NONE;
  g_strlcpy (self->seen.digest, msg->digest, sizeof self->seen.digest);
}

static void
on_reveal (NetGame *self, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;

  if (net_fair_verify (&self->rules, &self->seen, msg->dealer, msg->deck, msg->salt, &error))
    {
      EuchreRules r = self->rules;
      EuchreCard pack[EUCHRE_N_CARDS];
      guint n;

      /* The whole deal, as it was: the game's record keeps it in place of
       * the cards it placed by guess (the score sheet replays it). */
      r.shuffle = EUCHRE_SHUFFLE_NONE;
      if (msg->dealer <= 3 && net_fair_parse_deck (&r, msg->deck, pack, &n) &&
          !euchre_game_remote_reveal (self->game, msg->hand, to_local (self, msg->dealer), pack, n,
                                      &error))
        g_message ("online table: %s", error->message);
      /* A deal told again (a resume, a server's restart) is one deal:
       * counted once. */
      if (g_hash_table_add (self->checked, g_strdup_printf ("%u:%u", self->game_number,
                                                             msg->hand)))
        {
          self->fair++;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAIR]);
        }
      return;
    }
  self->unfair++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNFAIR]);
  {
    g_autofree char *text = g_strdup_printf (_("The deal of hand %u does not match what the table "
                                               "committed to: %s"), msg->hand, error->message);

    g_signal_emit (self, signals[NOTICE], 0, text);
  }
}

static void on_message (NetClient *client, const NetMessage *msg, gpointer data);
static gboolean try_again (NetGame *self);

/* A dropped connection is tried again this often, for this long. */
#define RECONNECT_EVERY_MS 2000
#define RECONNECT_FOR_S 120

/* Connects again and asks for the seat back with its token. */
static gboolean
reconnect_cb (gpointer data)
{
  NetGame *self = data;
  NetMessage msg;

  self->reconnect_id = 0;
  g_clear_pointer (&self->client, net_client_free);
  self->client = net_client_new (self->url, on_message, self);
  if (self->client == NULL || net_client_is_closed (self->client))
    {
      if (!try_again (self))
        fail (self, _("The connection to the table is lost."));
      return G_SOURCE_REMOVE;
    }
  net_message_init (&msg, NET_MSG_RESUME);
  g_strlcpy (msg.code, self->code, sizeof msg.code);
  g_strlcpy (msg.token, self->token, sizeof msg.token);
  net_client_send (self->client, &msg);
  return G_SOURCE_REMOVE;
}

/* The connection dropped while seated: tries again every
 * RECONNECT_EVERY_MS for RECONNECT_FOR_S, the table's computer keeping
 * the seat meanwhile; FALSE once that time is over. */
static gboolean
try_again (NetGame *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->url == NULL || self->code == NULL || self->state == NET_GAME_FAILED)
    return FALSE;
  if (self->reconnect_until == 0)
    set_reconnect_until (self, now + RECONNECT_FOR_S * G_USEC_PER_SEC);
  else if (now > self->reconnect_until)
    return FALSE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->reconnect_id == 0)
    self->reconnect_id = g_timeout_add (RECONNECT_EVERY_MS, reconnect_cb, self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static void
on_message (NetClient *client, const NetMessage *msg, gpointer data)
{
  NetGame *self = data;
  g_autoptr (GError) error = NULL;

  if (msg == NULL)
    {
      const char *why = net_client_get_error (client);
      g_autofree char *text = NULL;

      if (self->seat >= 0 && self->token[0] != '\0' && try_again (self))
        return;
      if (self->seat < 0 && net_client_get_tls_error (client) == G_TLS_ERROR_BAD_CERTIFICATE)
        text = g_strdup_printf (_("The server at %s was refused: its certificate is not one this "
                                  "computer trusts (it may be self-signed, out of date, or made "
                                  "for another name). Nothing was sent to it."), self->host);
      else if (self->seat < 0 && net_client_get_tls_error (client) == G_TLS_ERROR_NOT_TLS)
        text = g_strdup_printf (_("The server at %s does not speak TLS: give its address with "
                                  "ws:// instead of wss://."), self->host);
      else if (self->seat < 0 && net_client_get_tls_error (client) == G_TLS_ERROR_UNAVAILABLE)
        text = g_strdup (_("This computer cannot make secure (wss://) connections: GLib’s TLS "
                           "support, glib-networking, is not installed."));
      else if (self->seat < 0 && self->on_server)
        text = g_strdup_printf (_("Could not reach the server at %s: %s"), self->host,
                                why ? why : _("the connection was refused"));
      else if (self->seat < 0)
        text = g_strdup_printf (_("Could not reach a table at %s: %s"), self->host,
                                why ? why : _("the connection was refused"));
      else
        text = g_strdup (_("The connection to the table is lost."));
      fail (self, text);
      return;
    }
  switch (msg->type)
    {
    case NET_MSG_WELCOME:
      on_welcome (self, msg);
      break;
    case NET_MSG_TABLE:
      on_table (self, msg);
      break;
    case NET_MSG_EVENT:
      if (self->seat < 0 || !on_event (self, msg->text, &error))
        {
          g_autofree char *text = g_strdup_printf (_("The table sent a move this game cannot "
                                                     "follow: %s"),
                                                   error ? error->message : msg->text);

          fail (self, text);
        }
      break;
    case NET_MSG_COMMIT:
      on_commit (self, msg);
      break;
    case NET_MSG_PONG:
      if (self->catching_up)
        set_catching_up (self, FALSE);
      break;
    case NET_MSG_REVEAL:
      on_reveal (self, msg);
      break;
    case NET_MSG_ERROR:
      if (g_str_equal (msg->code, "slow-down"))
        {
          /* Dropped for the rate: the same action again in a moment. */
          if (self->has_pending && self->retry_id == 0)
            self->retry_id = g_timeout_add (1100, retry_cb, self);
        }
      else if (g_str_equal (msg->code, "illegal") || g_str_equal (msg->code, "not-your-turn"))
        {
          answered (self);
          euchre_game_remote_refused (self->game);
          g_signal_emit (self, signals[NOTICE], 0, msg->text);
        }
      else if (g_str_equal (msg->code, "not-saved") && self->seat >= 0)
        {
          /* The table could not save the person's action and took none:
           * it says so, and sends the turn again once it saves again,
           * when the person's choices come back (not before: each would
           * be refused the same way). */
          answered (self);
          self->unsaved = TRUE;
          g_signal_emit (self, signals[NOTICE], 0, msg->text);
        }
      else if (self->seat < 0 && self->resuming_saved && g_str_equal (msg->code, "bad-token"))
        {
          /* The table no longer knows the kept seat: a seat of one's own. */
          NetMessage join;

          net_seat_forget (self->join_code);
          self->resuming_saved = FALSE;
          net_message_init (&join, NET_MSG_JOIN);
          g_strlcpy (join.code, self->join_code, sizeof join.code);
          g_strlcpy (join.name, self->name, sizeof join.name);
          net_client_send (self->client, &join);
        }
      else if (self->seat < 0 || g_str_equal (msg->code, "closed") ||
               g_str_equal (msg->code, "elsewhere") || g_str_equal (msg->code, "host-left"))
        {
          if (g_str_equal (msg->code, "no-table") || g_str_equal (msg->code, "bad-token") ||
              g_str_equal (msg->code, "host-left"))
            net_seat_forget (self->code ? self->code : self->join_code);
          fail (self, error_words (msg->code, msg->text));
        }
      else
        {
          /* A request refused (start, play again): said, not retried. */
          answered (self);
          g_signal_emit (self, signals[NOTICE], 0, error_words (msg->code, msg->text));
        }
      break;
    case NET_MSG_TURN:
      /* The model knows the legal actions itself; a turn told again
       * after "not-saved" gives the person their choices back. */
      if (self->unsaved)
        {
          self->unsaved = FALSE;
          euchre_game_remote_refused (self->game);
        }
      break;
    default:
      break;
    }
}

void
net_game_connect_to (NetGame *self, const char *url)
{
  g_clear_pointer (&self->client, net_client_free);
  g_free (self->url);
  self->url = g_strdup (url);
  self->client = net_client_new (url, on_message, self);
}

/* ---- the object ------------------------------------------------------------- */
static void
net_game_dispose (GObject *object)
{
  NetGame *self = NET_GAME (object);

  net_game_leave (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (net_game_parent_class)->dispose (object);
}

static void
net_game_finalize (GObject *object)
{
  NetGame *self = NET_GAME (object);

  g_free (self->host);
  g_free (self->url);
  g_free (self->code);
  g_free (self->link);
  g_free (self->web_link);
  g_free (self->error);
  g_free (self->name);
  g_ptr_array_unref (self->lines);
  g_hash_table_unref (self->commitments);
  g_hash_table_unref (self->checked);
  G_OBJECT_CLASS (net_game_parent_class)->finalize (object);
}

static void
net_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  NetGame *self = NET_GAME (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_IS_HOST:
      g_value_set_boolean (value, self->is_host);
      break;
    case PROP_HOLDS_TABLE:
      g_value_set_boolean (value, self->service != NULL);
      break;
    case PROP_CODE:
      g_value_set_string (value, self->code);
      break;
    case PROP_LINK:
      g_value_set_string (value, self->link);
      break;
    case PROP_WEB_LINK:
      g_value_set_string (value, self->web_link);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_RECONNECTING:
      g_value_set_boolean (value, self->reconnect_until != 0);
      break;
    case PROP_FAIR:
      g_value_set_uint (value, self->fair);
      break;
    case PROP_UNFAIR:
      g_value_set_uint (value, self->unfair);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
net_game_class_init (NetGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = net_game_dispose;
  object_class->finalize = net_game_finalize;
  object_class->get_property = net_game_get_property;

  /* Where the person is: connecting, seated, playing, over, or failed. */
  properties[PROP_STATE] = g_param_spec_enum ("state", NULL, NULL, NET_TYPE_GAME_STATE,
                                              NET_GAME_CONNECTING, flags);
  /* This program holds the table. */
  properties[PROP_IS_HOST] = g_param_spec_boolean ("is-host", NULL, NULL, FALSE, flags);
  /* The table lives in this program (hosted on this computer, not on a
   * server): leaving ends it. */
  properties[PROP_HOLDS_TABLE] = g_param_spec_boolean ("holds-table", NULL, NULL, FALSE, flags);
  /* The table's code and its euchre:// link, once seated. */
  properties[PROP_CODE] = g_param_spec_string ("code", NULL, NULL, NULL, flags);
  properties[PROP_LINK] = g_param_spec_string ("link", NULL, NULL, NULL, flags);
  /* The same table's page for a browser, http(s)://HOST:PORT/t/CODE. */
  properties[PROP_WEB_LINK] = g_param_spec_string ("web-link", NULL, NULL, NULL, flags);
  /* Why the table was lost, in words (state "failed"). */
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, flags);
  /* The connection dropped and the seat is being taken back. */
  properties[PROP_RECONNECTING] = g_param_spec_boolean ("reconnecting", NULL, NULL, FALSE, flags);
  /* Deals checked against the table's commitment: matched, and not. */
  properties[PROP_FAIR] = g_param_spec_uint ("fair", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_UNFAIR] = g_param_spec_uint ("unfair", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The seats changed: who sits where, who is away (the rest are
   * properties). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Something to tell the person that does not end the game. */
  signals[NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
net_game_init (NetGame *self)
{
  self->game = euchre_game_new ();
  self->seat = -1;
  self->host_seat = -1;
  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->commitments = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->checked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* ---- public API ------------------------------------------------------------- */
NetGame *
net_game_new (void)
{
  return g_object_new (NET_TYPE_GAME, NULL);
}

void
net_game_start (NetGame *self)
{
  NetMessage msg;

  g_return_if_fail (NET_IS_GAME (self));

  if (self->client == NULL)
    return;
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "hard", sizeof msg.level);
  send_request (self, &msg);
}

void
net_game_rematch (NetGame *self)
{
  NetMessage msg;

  g_return_if_fail (NET_IS_GAME (self));

  if (self->client == NULL || self->state != NET_GAME_OVER)
    return;
  net_message_init (&msg, NET_MSG_REMATCH);
  send_request (self, &msg);
}

void
net_game_leave (NetGame *self)
{
  g_return_if_fail (NET_IS_GAME (self));

  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->reconnect_id, g_source_remove);
  set_reconnect_until (self, 0);
  g_clear_pointer (&self->client, net_client_free);
  /* The table lives in this process: the others are told it ends. */
  if (self->service)
    net_service_tell_all (self->service, "host-left", "The host closed the table.");
  if (self->server)
    net_server_shutdown (self->server, 500);
  g_clear_pointer (&self->server, net_server_free);
  g_clear_pointer (&self->service, net_service_free);
}

void
net_game_drop_connection (NetGame *self)
{
  g_return_if_fail (NET_IS_GAME (self));
  if (self->client == NULL)
    return;
  g_clear_pointer (&self->client, net_client_free);
  if (self->seat < 0 || self->token[0] == '\0' || !try_again (self))
    fail (self, _("The connection to the table is lost."));
}
