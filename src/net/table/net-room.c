/* net-room.c — one table: dealing, turns, computer players, what each seat is told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>

#include "proto-protocol.h"
#include "net-fair.h"
#include "net-room-private.h"

NetRoom *
net_room_new (NetService *service, const char *code, const EuchreRules *rules)
{
  NetRoom *room = g_new0 (NetRoom, 1);
  g_autofree char *secret = net_random_hex (32);

  room->service = service;
  room->ref_count = 1;
  g_strlcpy (room->code, code, sizeof room->code);
  g_strlcpy (room->secret, secret, sizeof room->secret);
  room->rules = *rules;
  room->rules.shuffle = EUCHRE_SHUFFLE_NONE;
  room->record = euchre_record_new (&room->rules, 0);
  euchre_record_initial_state (room->record, &room->state);
  room->deal_entry = G_MAXUINT;
  return room;
}

NetRoom *
net_room_ref (NetRoom *room)
{
  room->ref_count++;
  return room;
}

void
net_room_unref (NetRoom *room)
{
  if (--room->ref_count > 0)
    return;
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&room->seats[s].strategy, euchre_strategy_free);
  euchre_record_free (room->record);
  g_free (room);
}

void
net_room_kill (NetRoom *room)
{
  room->dead = TRUE;
  g_clear_handle_id (&room->idle_id, g_source_remove);
  g_clear_handle_id (&room->reap_id, g_source_remove);
  g_clear_handle_id (&room->retry_id, g_source_remove);
  for (guint s = 0; s < 4; s++)
    {
      NetSeat *seat = &room->seats[s];

      g_clear_handle_id (&seat->grace_id, g_source_remove);
      if (seat->peer != NULL)
        {
          seat->peer->room = NULL;
          seat->peer->seat = -1;
          seat->peer = NULL;
        }
    }
}

gboolean
net_room_has_peers (NetRoom *room)
{
  for (guint s = 0; s < 4; s++)
    if (room->seats[s].peer != NULL)
      return TRUE;
  return FALSE;
}

/* ---- telling the seats ------------------------------------------------------ */

void
net_room_tell (NetRoom *room, guint seat, const NetMessage *msg)
{
  if (room->seats[seat].peer != NULL)
    net_service_send (room->service, room->seats[seat].peer, msg);
}

void
net_room_tell_mask (NetRoom *room, guint mask, const NetMessage *msg)
{
  for (guint s = 0; s < 4; s++)
    if (mask & (1u << s))
      net_room_tell (room, s, msg);
}

void
net_room_send_table (NetRoom *room)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_TABLE);
  for (guint s = 0; s < 4; s++)
    {
      g_strlcpy (msg.names[s], room->seats[s].name, sizeof msg.names[s]);
      msg.seats[s] = room->seats[s].kind;
    }
  msg.host = room->host;
  msg.game = room->game;
  g_strlcpy (msg.text, !room->started ? "waiting"
                       : room->state.pub.phase == EUCHRE_PHASE_GAME_OVER ? "over" : "playing",
             sizeof msg.text);
  net_room_tell_mask (room, NET_ROOM_ALL_SEATS, &msg);
}

/* ---- turns and the computer players ---------------------------------------- */

typedef struct {
  NetRoom *room;
  GMainContext *context;        /* the room's, where the choice goes back */
  guint seat;
  guint length;
  EuchreView view;
  EuchreActionList legal;
  EuchreStrategy *strategy;
  EuchreAction choice;
} AiJob;

/* Back on the room's main context with the computer's choice. */
static gboolean
ai_done (gpointer data)
{
  AiJob *job = data;
  NetRoom *room = job->room;
  NetSeat *seat = &room->seats[job->seat];
  gboolean advance = TRUE;

  seat->thinking = FALSE;
  if (!room->dead && net_seat_is_computer (seat) &&
      euchre_record_length (room->record) == job->length && room->state.pub.turn == job->seat)
    {
      g_autoptr (GError) error = NULL;
      const char *code = NULL;

      if (!net_room_apply (room, job->seat, &job->choice, &code, &error))
        {
          if (g_strcmp0 (code, "not-saved") == 0)
            advance = FALSE;    /* told; tried again when the disk is (retry_disk) */
          else
            {
              /* A computer player's bug: said, and the first legal action
               * played in its place. */
              g_printerr ("euchre-server: table %s: the computer player chose an illegal "
                          "action (%s): it plays the first legal one\n", room->code,
                          error->message);
              g_clear_error (&error);
              advance = net_room_apply (room, job->seat, &job->legal.actions[0], &code, &error);
            }
        }
    }
  if (advance)
    net_room_advance (room);
  net_room_unref (room);
  g_main_context_unref (job->context);
  g_free (job);
  return G_SOURCE_REMOVE;
}

/* The computer players think in a pool of their own: GLib's shared pool
 * also runs the TLS handshakes, and a few hundred connections that never
 * finished theirs held every thread the computers had. */
static void
ai_think (gpointer data, gpointer unused)
{
  AiJob *job = data;
  const char *reason = NULL;

  job->choice = euchre_strategy_choose (job->strategy, &job->view, &job->legal, &reason);
  g_main_context_invoke (job->context, ai_done, job);
}

static GThreadPool *
ai_pool (void)
{
  static GThreadPool *pool;

  if (pool == NULL)
    pool = g_thread_pool_new (ai_think, NULL, MAX (2, (gint) g_get_num_processors ()), FALSE,
                              NULL);
  return pool;
}

static void
start_ai (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];
  AiJob *job;

  if (seat->thinking)
    return;
  if (seat->strategy == NULL)
    {
      guint64 seed;

      net_random_bytes ((guint8 *) &seed, sizeof seed);
      seat->strategy = euchre_strategy_new (net_level_strategy_id (seat->kind == NET_SEAT_COVERED
                                                                   ? "hard" : seat->level),
                                            EUCHRE_PERSONALITY_NORMAL, seed);
    }
  job = g_new0 (AiJob, 1);
  job->room = net_room_ref (room);
  job->context = g_main_context_ref_thread_default ();
  job->seat = s;
  job->length = euchre_record_length (room->record);
  job->strategy = seat->strategy;
  euchre_state_get_view (&room->state, s, &job->view);
  euchre_state_legal_actions (&room->state, &job->legal);
  seat->thinking = TRUE;
  g_thread_pool_push (ai_pool (), job, NULL);
}

void
net_room_advance (NetRoom *room)
{
  for (guint guard = 0; guard < 8 && room->started && !room->dead; guard++)
    {
      guint phase = room->state.pub.phase, s = room->state.pub.turn;
      NetSeat *seat;

      if (phase == EUCHRE_PHASE_GAME_OVER)
        return;
      if (phase == EUCHRE_PHASE_DEAL || phase == EUCHRE_PHASE_HAND_OVER)
        {
          if (!net_room_deal (room))
            return;
          continue;
        }
      seat = &room->seats[s];
      if (net_seat_is_computer (seat))
        start_ai (room, s);
      else if (seat->peer != NULL && seat->turn_told != euchre_record_length (room->record) + 1)
        {
          NetMessage msg;

          net_message_init (&msg, NET_MSG_TURN);
          euchre_state_legal_actions (&room->state, &msg.legal);
          seat->turn_told = euchre_record_length (room->record) + 1;
          net_room_tell (room, s, &msg);
        }
      return;
    }
}

gboolean
net_room_act (NetRoom *room, guint s, const EuchreAction *action, const char **code,
              GError **error)
{
  guint phase = room->state.pub.phase;

  if (!room->started)
    {
      *code = "not-started";
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the game has not started");
      return FALSE;
    }
  if (phase == EUCHRE_PHASE_GAME_OVER)
    {
      *code = "game-over";
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the game is over");
      return FALSE;
    }
  if (room->state.pub.turn != s || phase == EUCHRE_PHASE_DEAL ||
      phase == EUCHRE_PHASE_HAND_OVER || net_seat_is_computer (&room->seats[s]))
    {
      *code = "not-your-turn";
      room->seats[s].refused++;
      net_service_count (room->service, NET_SERVICE_COUNT_NOT_YOUR_TURN);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "it is not your turn");
      return FALSE;
    }
  if (!net_room_apply (room, s, action, code, error))
    {
      if (strcmp (*code, "illegal") == 0)
        {
          room->seats[s].refused++;
          net_service_count (room->service, NET_SERVICE_COUNT_ILLEGAL);
        }
      return FALSE;
    }
  net_room_advance (room);
  return TRUE;
}

/* ---- what the service reads and sets (net-room.h) --------------------------- */

NetService *
net_room_get_service (NetRoom *room)
{
  return room->service;
}

const char *
net_room_get_code (NetRoom *room)
{
  return room->code;
}

const char *
net_room_get_creator (NetRoom *room)
{
  return room->creator;
}

void
net_room_set_creator (NetRoom *room, const char *key)
{
  g_strlcpy (room->creator, key, sizeof room->creator);
}

const EuchreRules *
net_room_get_rules (NetRoom *room)
{
  return &room->rules;
}

const EuchreRecord *
net_room_get_record (NetRoom *room)
{
  return room->record;
}

gboolean
net_room_is_started (NetRoom *room)
{
  return room->started;
}

gboolean
net_room_is_dead (NetRoom *room)
{
  return room->dead;
}

guint
net_room_get_game (NetRoom *room)
{
  return room->game;
}

gboolean
net_room_is_over (NetRoom *room)
{
  return room->state.pub.phase == EUCHRE_PHASE_GAME_OVER;
}

guint
net_room_get_host (NetRoom *room)
{
  return room->host;
}

gint64
net_room_get_active_told (NetRoom *room)
{
  return room->active_told;
}

void
net_room_set_active_told (NetRoom *room, gint64 when)
{
  room->active_told = when;
}

NetSeatKind
net_room_get_seat_kind (NetRoom *room, guint s)
{
  return room->seats[s].kind;
}

const char *
net_room_get_seat_name (NetRoom *room, guint s)
{
  return room->seats[s].name;
}

void
net_room_set_seat_name (NetRoom *room, guint s, const char *name)
{
  g_strlcpy (room->seats[s].name, name, sizeof room->seats[s].name);
}

NetPeer *
net_room_get_seat_peer (NetRoom *room, guint s)
{
  return room->seats[s].peer;
}

guint
net_room_get_seat_refused (NetRoom *room, guint s)
{
  return room->seats[s].refused;
}

void
net_room_count_refused (NetRoom *room, guint s)
{
  room->seats[s].refused++;
}

void
net_room_set_seat_token (NetRoom *room, guint s, const char *hash)
{
  g_strlcpy (room->seats[s].token_hash, hash, sizeof room->seats[s].token_hash);
}

gint
net_room_find_token (NetRoom *room, const char *hash)
{
  gint seat = -1;

  /* Every seat compared, each in constant time: the answer's timing tells nothing. */
  for (guint s = 0; s < 4; s++)
    if (strlen (room->seats[s].token_hash) == 64 &&
        net_secure_equal (room->seats[s].token_hash, hash, 64))
      seat = s;
  return seat;
}
