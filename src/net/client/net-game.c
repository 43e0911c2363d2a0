/* net-game.c — the game window's seat at an online table: the object, the
 * connection (and taking the seat back), what each message is for
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

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

void
net_game_set_state (NetGame *self, NetGameState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
net_game_set_reconnect_until (NetGame *self, gint64 until)
{
  gboolean was = self->reconnect_until != 0;

  self->reconnect_until = until;
  /* Cut off, the person has no move: it would reach no table. */
  euchre_game_remote_set_cut_off (self->game, until != 0 || self->state == NET_GAME_FAILED);
  if (was != (until != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECONNECTING]);
}

void
net_game_notify (NetGame *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
net_game_emit_changed (NetGame *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
net_game_emit_notice (NetGame *self, const char *text)
{
  g_signal_emit (self, signals[NOTICE], 0, text);
}

/* ---- helpers ---------------------------------------------------------------- */
/* The game so far, told after a welcome, is shown at once (the model's
 * "catching-up"), until the table's answer to a ping sent after the
 * welcome: it comes after all of it. */
void
net_game_set_catching_up (NetGame *self, gboolean catching_up)
{
  self->catching_up = catching_up;
  euchre_game_remote_set_catching_up (self->game, catching_up);
}

void
net_game_fail (NetGame *self, const char *message)
{
  if (self->state == NET_GAME_FAILED)
    return;
  g_message ("online table: %s", message);
  g_free (self->error);
  self->error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  net_game_set_state (self, NET_GAME_FAILED);
  euchre_game_remote_set_cut_off (self->game, TRUE);
  net_game_set_catching_up (self, FALSE);
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

void
net_game_answered (NetGame *self)
{
  self->has_pending = FALSE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
}

void
net_game_remote_cb (EuchreGame *game, const EuchreAction *action, const char *failure,
                    gpointer data)
{
  NetGame *self = data;
  NetMessage msg;

  if (failure != NULL)
    {
      net_game_fail (self, failure);
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
        net_game_fail (self, _("The connection to the table is lost."));
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
    net_game_set_reconnect_until (self, now + RECONNECT_FOR_S * G_USEC_PER_SEC);
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
      net_game_fail (self, text);
      return;
    }
  switch (msg->type)
    {
    case NET_MSG_WELCOME:
      net_game_on_welcome (self, msg);
      break;
    case NET_MSG_TABLE:
      net_game_on_table (self, msg);
      break;
    case NET_MSG_EVENT:
      if (self->seat < 0 || !net_game_on_event (self, msg->text, &error))
        {
          g_autofree char *text = g_strdup_printf (_("The table sent a move this game cannot "
                                                     "follow: %s"),
                                                   error ? error->message : msg->text);

          net_game_fail (self, text);
        }
      break;
    case NET_MSG_COMMIT:
      net_game_on_commit (self, msg);
      break;
    case NET_MSG_PONG:
      if (self->catching_up)
        net_game_set_catching_up (self, FALSE);
      break;
    case NET_MSG_REVEAL:
      net_game_on_reveal (self, msg);
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
          net_game_answered (self);
          euchre_game_remote_refused (self->game);
          g_signal_emit (self, signals[NOTICE], 0, msg->text);
        }
      else if (g_str_equal (msg->code, "not-saved") && self->seat >= 0)
        {
          /* The table could not save the person's action and took none:
           * it says so, and sends the turn again once it saves again,
           * when the person's choices come back (not before: each would
           * be refused the same way). */
          net_game_answered (self);
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
          net_game_fail (self, error_words (msg->code, msg->text));
        }
      else
        {
          /* A request refused (start, play again): said, not retried. */
          net_game_answered (self);
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
  net_game_set_reconnect_until (self, 0);
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
    net_game_fail (self, _("The connection to the table is lost."));
}
