/* net-room.c — one table: dealing, turns, computer players, what each seat is told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "proto-protocol.h"
#include "net-fair.h"
#include "net-service-private.h"

#define ALL_SEATS 0xfu

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
  if (service->data_dir != NULL)
    room->dir = g_build_filename (service->data_dir, code, NULL);
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
  g_free (room->dir);
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

static void
tell (NetRoom *room, guint seat, const NetMessage *msg)
{
  if (room->seats[seat].peer != NULL)
    net_service_send (room->service, room->seats[seat].peer, msg);
}

static void
tell_mask (NetRoom *room, guint mask, const NetMessage *msg)
{
  for (guint s = 0; s < 4; s++)
    if (mask & (1u << s))
      tell (room, s, msg);
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
  tell_mask (room, ALL_SEATS, &msg);
}

/* The salt of the deal at record entry @entry: an HMAC of the room's
 * secret, so no salt needs keeping and none tells another. */
static char *
salt_for (NetRoom *room, guint entry)
{
  g_autofree char *data = g_strdup_printf ("%u:%u", room->game, entry);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) room->secret,
                                    strlen (room->secret), data, -1);
}

static void
emit_commit (NetRoom *room, guint entry, guint hand_number, guint mask)
{
  const EuchreRecordHand *h = euchre_record_get_hand (room->record, entry);
  g_autofree char *deck = NULL, *salt = NULL, *digest = NULL;
  NetMessage msg;

  if (h == NULL)
    return;
  deck = net_fair_deck_text (h->pack, h->n);
  salt = salt_for (room, entry);
  digest = net_fair_digest (deck, salt);
  net_message_init (&msg, NET_MSG_COMMIT);
  msg.hand = hand_number;
  g_strlcpy (msg.digest, digest, sizeof msg.digest);
  tell_mask (room, mask, &msg);
}

static void
emit_reveal (NetRoom *room, guint entry, guint hand_number, guint mask)
{
  const EuchreRecordHand *h = euchre_record_get_hand (room->record, entry);
  g_autofree char *deck = NULL, *salt = NULL;
  NetMessage msg;

  if (h == NULL)
    return;
  deck = net_fair_deck_text (h->pack, h->n);
  salt = salt_for (room, entry);
  net_message_init (&msg, NET_MSG_REVEAL);
  msg.hand = hand_number;
  msg.dealer = h->dealer;
  g_strlcpy (msg.deck, deck, sizeof msg.deck);
  g_strlcpy (msg.salt, salt, sizeof msg.salt);
  tell_mask (room, mask, &msg);
}

/* The events as each seat in @mask may see them, and its own cards when dealt. */
static void
emit_events (NetRoom *room, const EuchreState *after, const EuchreEventList *events, guint mask)
{
  g_autoptr (GString) line = g_string_new (NULL);
  NetMessage msg;

  net_message_init (&msg, NET_MSG_EVENT);
  for (guint s = 0; s < 4; s++)
    {
      if (!(mask & (1u << s)) || room->seats[s].peer == NULL)
        continue;
      for (guint i = 0; i < events->n; i++)
        {
          g_string_truncate (line, 0);
          proto_append_event (line, &events->events[i], s);
          g_strlcpy (msg.text, line->str, sizeof msg.text);
          tell (room, s, &msg);
          if (events->events[i].type == EUCHRE_EVENT_DEALT)
            {
              g_string_truncate (line, 0);
              proto_append_hand (line, after->hands[s]);
              g_strlcpy (msg.text, line->str, sizeof msg.text);
              tell (room, s, &msg);
            }
        }
    }
}

static gboolean
hand_ended (const EuchreState *state, const EuchreAction *action)
{
  return action->type != EUCHRE_ACTION_DEAL &&
         (state->pub.phase == EUCHRE_PHASE_HAND_OVER || state->pub.phase == EUCHRE_PHASE_GAME_OVER);
}

void
net_room_replay_to (NetRoom *room, guint seat)
{
  const EuchreRecord *record = room->record;
  guint mask = 1u << seat, deal = G_MAXUINT;
  EuchreState st;

  euchre_record_initial_state (record, &st);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);
      EuchreEventList events;

      if (h != NULL)
        {
          if (!euchre_state_set_next_deal (&st, h->dealer, h->pack, h->n, NULL))
            break;
          deal = i;
          emit_commit (room, i, st.pub.hand_number + 1, mask);
        }
      if (!euchre_state_apply_events (&st, &e->action, &events, NULL))
        break;
      emit_events (room, &st, &events, mask);
      if (hand_ended (&st, &e->action))
        emit_reveal (room, deal, st.pub.hand_number, mask);
    }
  room->seats[seat].turn_told = 0;
}

/* ---- acting ------------------------------------------------------------------ */

static gboolean retry_disk (gpointer data);
static gboolean is_computer (const NetSeat *seat);

/* The record could not be written: every seat is told, in the system's
 * words, and the table takes no action until the disk takes one again
 * (tried every 10 s, and at each person's action): nothing a seat sees
 * is ever missing from the record. */
void
net_room_unsaved (NetRoom *room, const GError *error)
{
  if (!room->unsaved)
    {
      g_autofree char *words = g_strdup_printf ("the server cannot save this table’s game (%s): "
                                                "the game waits until it can; nothing is lost "
                                                "up to here", error->message);
      NetMessage msg;

      g_printerr ("euchre-server: table %s stops: %s\n", room->code, error->message);
      net_message_init (&msg, NET_MSG_ERROR);
      g_strlcpy (msg.code, "not-saved", sizeof msg.code);
      g_strlcpy (msg.text, words, sizeof msg.text);
      tell_mask (room, ALL_SEATS, &msg);
    }
  room->unsaved = TRUE;
  /* Out of descriptors, the table goes on as soon as one is free (a
   * connection gone, a table's file closed): tried every second.  A full
   * or failing disk, every 10 s. */
  if (room->retry_id == 0)
    room->retry_id = g_timeout_add_full (G_PRIORITY_DEFAULT,
                                         g_error_matches (error, G_IO_ERROR,
                                                          G_IO_ERROR_TOO_MANY_OPEN_FILES)
                                           ? 1000 : 10000,
                                         retry_disk, net_room_ref (room),
                                         (GDestroyNotify) net_room_unref);
}

/* The disk took a line again: said, and every seat told (as "error"
 * "saved-again", which a client shows as a notice) that the game goes on. */
static void
saved_again (NetRoom *room)
{
  if (room->unsaved)
    {
      NetMessage msg;

      g_printerr ("euchre-server: table %s saves again\n", room->code);
      net_message_init (&msg, NET_MSG_ERROR);
      g_strlcpy (msg.code, "saved-again", sizeof msg.code);
      g_strlcpy (msg.text, "the server saves this table’s game again: the game goes on",
                 sizeof msg.text);
      room->unsaved = FALSE;
      tell_mask (room, ALL_SEATS, &msg);
    }
  room->unsaved = FALSE;
}

static gboolean
retry_disk (gpointer data)
{
  NetRoom *room = data;
  guint phase = room->state.pub.phase, s = room->state.pub.turn;

  room->retry_id = 0;
  if (room->dead)
    return G_SOURCE_REMOVE;
  /* A person's action was refused (not-saved), and nothing else tries
   * the disk: a blank line (the record's reader skips it) tells whether
   * it takes lines again, and if so the person is told their turn
   * again, whose choices their client then gives back. */
  if (room->unsaved && room->started && !room->pack_failed && !room->pack_unsynced &&
      phase != EUCHRE_PHASE_DEAL && phase != EUCHRE_PHASE_HAND_OVER &&
      phase != EUCHRE_PHASE_GAME_OVER && s < 4 && !is_computer (&room->seats[s]))
    {
      g_autoptr (GError) error = NULL;

      if (!net_store_append (room, "", FALSE, &error))
        {
          net_room_unsaved (room, error);
          return G_SOURCE_REMOVE;
        }
      saved_again (room);
      room->seats[s].turn_told = 0;
    }
  net_room_advance (room);
  return G_SOURCE_REMOVE;
}

/* Applies @action for @seat: on the disk first, then to the state, then
 * told.  FALSE (*@code "illegal" or "not-saved") changes nothing. */
static gboolean
apply (NetRoom *room, guint seat, const EuchreAction *action, const char **code, GError **error)
{
  g_autofree char *line = NULL;
  EuchreEventList events;
  EuchreState next = room->state;

  *code = "illegal";
  if (!euchre_state_apply_events (&next, action, &events, error))
    return FALSE;
  line = euchre_record_action_line (seat, action);
  if (!net_store_append (room, line, FALSE, error))
    {
      *code = "not-saved";
      net_room_unsaved (room, *error);
      return FALSE;
    }
  saved_again (room);
  room->state = next;
  euchre_record_append (room->record, seat, action);
  room->service->stats.actions++;
  emit_events (room, &room->state, &events, ALL_SEATS);
  if (hand_ended (&room->state, action))
    emit_reveal (room, room->deal_entry, room->state.pub.hand_number, ALL_SEATS);
  if (room->state.pub.phase == EUCHRE_PHASE_GAME_OVER)
    {
      net_room_send_table (room);
      /* Over with nobody there (the computer covering every person who
       * left): put away like any finished table nobody is at. */
      net_room_maybe_reap (room);
    }
  return TRUE;
}

/* The pack's fdatasync is over (net_store_sync_record()): the deal goes
 * on, or the table stops until the disk takes it (retry_disk(); deal()
 * then writes the whole record again). */
static void
pack_synced (NetRoom *room, int err)
{
  room->pack_syncing = FALSE;
  if (room->dead)
    return;
  if (err != 0)
    {
      g_autoptr (GError) error = net_store_write_error (room, err);

      room->pack_failed = TRUE;
      net_room_unsaved (room, error);
      return;
    }
  room->pack_unsynced = FALSE;
  net_room_advance (room);
}

/* The next deal: a fresh pack from getrandom() (or the one already on
 * disk, when the server stopped between writing it and dealing it),
 * on the disk before it is committed to, so a restarted server deals it
 * again with the same commitment.  The pack's fdatasync runs in a thread
 * (it took up to 33 ms while the records' syncfs ran, and held every
 * table: the bench's p99 at 4,900 tables was 77 ms with it in the loop,
 * 2.6 ms without); the table waits for it, the others go on.  FALSE if
 * the deal is not done now: waiting for the disk, or the disk did not
 * take it. */
static gboolean
deal (NetRoom *room)
{
  guint entry = euchre_record_length (room->record);
  const EuchreRecordHand *h = euchre_record_get_hand (room->record, entry);
  EuchreAction action = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                            EUCHRE_SUIT_NONE, FALSE);
  g_autoptr (GError) error = NULL;
  const char *code = NULL;

  if (h == NULL)
    {
      EuchreCard pack[EUCHRE_N_CARDS];
      guint n = euchre_rules_initial_deck (&room->rules, pack);
      g_autofree char *line = NULL;

      net_fair_shuffle (pack, n);
      line = euchre_record_hand_line (room->state.pub.turn, pack, n);
      if (!net_store_append (room, line, FALSE, &error))
        {
          net_room_unsaved (room, error);
          return FALSE;
        }
      if (!euchre_record_append_hand (room->record, room->state.pub.turn, pack, n, 0, &error))
        {
          /* (Cannot happen: the pack is the rules' own, shuffled.) */
          g_printerr ("euchre-server: table %s: a shuffled pack was refused: %s\n", room->code,
                      error->message);
          return FALSE;
        }
      h = euchre_record_get_hand (room->record, entry);
      room->pack_unsynced = room->dir != NULL;
    }
  if (room->pack_unsynced && !room->pack_failed)
    {
      if (!room->pack_syncing)
        {
          room->pack_syncing = TRUE;
          net_store_sync_record (room, pack_synced);
        }
      return FALSE;
    }
  if (room->pack_unsynced)
    {
      /* A flush of the pack failed: the kernel may have let its pages go
       * (Linux marks them clean), and a second fdatasync() would not say
       * so.  The whole record is written again from memory, durably. */
      g_autofree char *pending = euchre_record_hand_line (h->dealer, h->pack, h->n);

      if (!net_store_rewrite_record (room, pending, &error))
        {
          net_room_unsaved (room, error);
          return FALSE;
        }
      room->pack_failed = room->pack_unsynced = FALSE;
    }
  if (!euchre_state_set_next_deal (&room->state, h->dealer, h->pack, h->n, &error))
    {
      g_printerr ("euchre-server: table %s: a deal was refused: %s\n", room->code,
                  error->message);
      return FALSE;
    }
  room->deal_entry = entry;
  emit_commit (room, entry, room->state.pub.hand_number + 1, ALL_SEATS);
  if (!apply (room, room->state.pub.turn, &action, &code, &error))
    {
      if (g_strcmp0 (code, "not-saved") != 0)
        g_printerr ("euchre-server: table %s: dealing was refused: %s\n", room->code,
                    error->message);
      return FALSE;
    }
  return TRUE;
}

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

static gboolean
is_computer (const NetSeat *seat)
{
  return seat->kind == NET_SEAT_COMPUTER || seat->kind == NET_SEAT_COVERED;
}

/* Back on the room's main context with the computer's choice. */
static gboolean
ai_done (gpointer data)
{
  AiJob *job = data;
  NetRoom *room = job->room;
  NetSeat *seat = &room->seats[job->seat];
  gboolean advance = TRUE;

  seat->thinking = FALSE;
  if (!room->dead && is_computer (seat) &&
      euchre_record_length (room->record) == job->length && room->state.pub.turn == job->seat)
    {
      g_autoptr (GError) error = NULL;
      const char *code = NULL;

      if (!apply (room, job->seat, &job->choice, &code, &error))
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
              advance = apply (room, job->seat, &job->legal.actions[0], &code, &error);
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
          if (!deal (room))
            return;
          continue;
        }
      seat = &room->seats[s];
      if (is_computer (seat))
        start_ai (room, s);
      else if (seat->peer != NULL && seat->turn_told != euchre_record_length (room->record) + 1)
        {
          NetMessage msg;

          net_message_init (&msg, NET_MSG_TURN);
          euchre_state_legal_actions (&room->state, &msg.legal);
          seat->turn_told = euchre_record_length (room->record) + 1;
          tell (room, s, &msg);
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
      phase == EUCHRE_PHASE_HAND_OVER || is_computer (&room->seats[s]))
    {
      *code = "not-your-turn";
      room->seats[s].refused++;
      room->service->stats.not_your_turn++;
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "it is not your turn");
      return FALSE;
    }
  if (!apply (room, s, action, code, error))
    {
      if (strcmp (*code, "illegal") == 0)
        {
          room->seats[s].refused++;
          room->service->stats.illegal++;
        }
      return FALSE;
    }
  net_room_advance (room);
  return TRUE;
}

/* ---- seats ------------------------------------------------------------------- */

typedef struct {
  NetRoom *room;
  guint seat;
} SeatRef;

static gboolean
grace_over (gpointer data)
{
  SeatRef *ref = data;
  NetSeat *seat = &ref->room->seats[ref->seat];

  seat->grace_id = 0;
  if (seat->kind == NET_SEAT_AWAY)
    {
      seat->kind = NET_SEAT_COVERED;
      ref->room->service->stats.takeovers++;
      net_room_send_table (ref->room);
      net_room_advance (ref->room);
    }
  return G_SOURCE_REMOVE;
}

static void
seat_ref_free (gpointer data)
{
  SeatRef *ref = data;

  net_room_unref (ref->room);
  g_free (ref);
}

static gboolean
reap (gpointer data)
{
  NetRoom *room = data;

  room->reap_id = 0;
  if (!net_room_has_peers (room) &&
      (!room->started || room->state.pub.phase == EUCHRE_PHASE_GAME_OVER))
    {
      net_store_retire (room);
      net_service_table_listed (room->service, room, FALSE, FALSE);
      g_hash_table_remove (room->service->rooms, room->code);
    }
  return G_SOURCE_REMOVE;
}

/* A table nobody is at any more, finished or never started, is put away
 * after the grace period. */
void
net_room_maybe_reap (NetRoom *room)
{
  if (room->reap_id != 0 || room->dead || net_room_has_peers (room))
    return;
  if (room->started && room->state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    return;
  room->reap_id = g_timeout_add (room->service->options.grace_ms, reap, room);
}

void
net_room_pass_host (NetRoom *room, guint s)
{
  /* A host who leaves before the start would leave the guests unable to
   * start: the first person still there is the host now. */
  if (!room->started && s == room->host)
    for (guint o = 1; o < 4; o++)
      if (room->seats[(s + o) % 4].kind == NET_SEAT_HUMAN)
        {
          room->host = (s + o) % 4;
          net_store_write_meta (room);
          break;
        }
}

void
net_room_start_grace (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];
  SeatRef *ref;

  if (seat->kind != NET_SEAT_AWAY || seat->grace_id != 0)
    return;
  ref = g_new (SeatRef, 1);
  ref->room = net_room_ref (room);
  ref->seat = s;
  seat->grace_id = g_timeout_add_full (G_PRIORITY_DEFAULT, room->service->options.grace_ms,
                                       grace_over, ref, seat_ref_free);
}

void
net_room_seat_detach (NetRoom *room, guint s)
{
  NetSeat *seat = &room->seats[s];

  seat->peer = NULL;
  if (seat->kind == NET_SEAT_HUMAN)
    seat->kind = NET_SEAT_AWAY;
  net_room_pass_host (room, s);
  net_room_start_grace (room, s);
  net_room_send_table (room);
  net_room_maybe_reap (room);
}

void
net_room_seat_attach (NetRoom *room, guint s, NetPeer *peer)
{
  NetSeat *seat = &room->seats[s];

  g_clear_handle_id (&seat->grace_id, g_source_remove);
  g_clear_handle_id (&room->reap_id, g_source_remove);
  /* Seated: no longer closed for taking no seat. */
  g_clear_handle_id (&peer->idle_id, g_source_remove);
  seat->peer = peer;
  seat->kind = NET_SEAT_HUMAN;
  seat->turn_told = 0;
  peer->room = room;
  peer->seat = s;
}

void
net_room_set_computer (NetRoom *room, guint s, const char *level)
{
  NetSeat *seat = &room->seats[s];

  seat->kind = NET_SEAT_COMPUTER;
  seat->name[0] = '\0';
  g_strlcpy (seat->level, level, sizeof seat->level);
  g_clear_pointer (&seat->strategy, euchre_strategy_free);
}

gboolean
net_room_rematch (NetRoom *room, GError **error)
{
  EuchreRecord *record = euchre_record_new (&room->rules, 0);
  EuchreRecord *old = room->record;

  /* On the disk first, in one atomic step: the finished game kept by a
   * second name (nothing current changes), then the new record, the new
   * game's number inside it, renamed over game.record: from that rename
   * on, the table is the new game, whatever room.json (written after, for
   * the seats) still says.  A test looks at the disk at each step
   * (net_service_set_rematch_hook()). */
  net_store_rematch_step (room, 0);
  if (!net_store_archive_game (room, error))
    {
      euchre_record_free (record);
      return FALSE;
    }
  net_store_rematch_step (room, 1);
  room->record = record;
  room->game++;
  if (!net_store_start_record (room, error))
    {
      room->game--;
      room->record = old;
      euchre_record_free (record);
      return FALSE;
    }
  net_store_rematch_step (room, 2);
  euchre_record_free (old);
  euchre_record_initial_state (room->record, &room->state);
  room->deal_entry = G_MAXUINT;
  for (guint s = 0; s < 4; s++)
    room->seats[s].turn_told = 0;
  net_store_write_meta (room);
  net_store_rematch_step (room, 3);
  net_room_send_table (room);
  net_room_advance (room);
  return TRUE;
}
