/* net-game-apply.c — what the table tells, applied to the game: the
 * welcome, the table's seats, each event line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "proto-protocol.h"
#include "net-game-private.h"
#include "net-seat-store.h"

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

void
net_game_on_welcome (NetGame *self, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;

  if (msg->seat < 0 || msg->seat > 3 || !euchre_rules_parse (&self->rules, msg->rules, &error))
    {
      net_game_fail (self, _("The table sent rules this game cannot play."));
      return;
    }
  self->seat = msg->seat;
  g_strlcpy (self->token, msg->token, sizeof self->token);
  /* Back at the table (after a resume too). */
  net_game_set_reconnect_until (self, 0);
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
      net_game_notify (self, PROP_CODE);
      net_game_notify (self, PROP_LINK);
      net_game_notify (self, PROP_WEB_LINK);
    }
  self->resuming_saved = FALSE;
  keep_seat (self);
  /* A welcome (again, after a resume) tells the game from its start. */
  euchre_game_start_remote (self->game, &self->rules, net_game_remote_cb, self, NULL);
  if (self->client != NULL)
    {
      NetMessage ping;

      net_message_init (&ping, NET_MSG_PING);
      net_client_send (self->client, &ping);
      net_game_set_catching_up (self, TRUE);
    }
  self->deal_pending = FALSE;
  g_ptr_array_set_size (self->lines, 0);
  if (self->state == NET_GAME_CONNECTING)
    net_game_set_state (self, NET_GAME_WAITING);
  net_game_emit_changed (self);
}

void
net_game_on_table (NetGame *self, const NetMessage *msg)
{
  if (self->seat < 0)
    return;
  /* A rematch: a new game at the same seats, told from its start. */
  if (self->has_pending &&
      ((self->pending.type == NET_MSG_START && !g_str_equal (msg->text, "waiting")) ||
       (self->pending.type == NET_MSG_REMATCH && msg->game != self->game_number)))
    net_game_answered (self);
  if (msg->game != self->game_number)
    {
      self->game_number = msg->game;
      /* A new game at the table (Play Again): the seat is kept again,
       * as the last game's end forgot it. */
      if (!g_str_equal (msg->text, "over"))
        keep_seat (self);
      euchre_game_start_remote (self->game, &self->rules, net_game_remote_cb, self, NULL);
      euchre_game_remote_set_catching_up (self->game, self->catching_up);
      self->deal_pending = FALSE;
      g_ptr_array_set_size (self->lines, 0);
    }
  self->host_seat = msg->host;
  for (guint s = 0; s < 4; s++)
    {
      guint local = net_game_to_local (self, s);

      g_strlcpy (self->names[local], msg->names[s], sizeof self->names[local]);
      self->kinds[local] = MIN (msg->seats[s], NET_GAME_SEAT_COMPUTER);
    }
  if (g_str_equal (msg->text, "playing"))
    net_game_set_state (self, NET_GAME_PLAYING);
  else if (g_str_equal (msg->text, "over"))
    {
      /* The game has ended: no seat to come back to. */
      net_seat_forget (self->code);
      net_game_set_state (self, NET_GAME_OVER);
    }
  else
    net_game_set_state (self, NET_GAME_WAITING);
  net_game_emit_changed (self);
}

gboolean
net_game_on_event (NetGame *self, const char *line, GError **error)
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
    net_game_answered (self);
  switch (e->type)
    {
    case EUCHRE_EVENT_DEALT:
      self->deal_pending = TRUE;
      self->deal_dealer = net_game_to_local (self, e->seat);
      self->deal_upcard = e->card;
      self->seen.dealer = e->seat;
      self->seen.upcard = e->card;
      self->seen.hand_number = e->number;
      return TRUE;
    case EUCHRE_EVENT_BID:
      return euchre_game_remote_act (self->game, net_game_to_local (self, e->seat), &e->action, error);
    case EUCHRE_EVENT_DISCARDED:
      a = euchre_action_make (EUCHRE_ACTION_DISCARD, e->card, EUCHRE_SUIT_NONE, FALSE);
      return euchre_game_remote_act (self->game, net_game_to_local (self, e->seat), &a, error);
    case EUCHRE_EVENT_CARD_PLAYED:
      if (e->card >= EUCHRE_N_CARDS)
        return proto_fail (error, "no such card");
      self->seen.played[e->seat] |= EUCHRE_CARD_BIT (e->card);
      a = euchre_action_make (EUCHRE_ACTION_PLAY, e->card, EUCHRE_SUIT_NONE, FALSE);
      return euchre_game_remote_act (self->game, net_game_to_local (self, e->seat), &a, error);
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
