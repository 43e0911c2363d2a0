/* net-room-record.c — a table's record: each action on the disk, then applied and told
 * as each seat may see it; the deals, their commitments and reveals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <gio/gio.h>

#include "proto-protocol.h"
#include "net-fair.h"
#include "net-room-private.h"

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
  net_room_tell_mask (room, mask, &msg);
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
  net_room_tell_mask (room, mask, &msg);
}

/* The events as each seat in @mask may see them, and its own cards when dealt. */
static void
emit_events (NetRoom *room, const EuchreState *after, const EuchreEventList *events,
             guint mask)
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
          net_room_tell (room, s, &msg);
          if (events->events[i].type == EUCHRE_EVENT_DEALT)
            {
              g_string_truncate (line, 0);
              proto_append_hand (line, after->hands[s]);
              g_strlcpy (msg.text, line->str, sizeof msg.text);
              net_room_tell (room, s, &msg);
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

/* Applies @action for @seat: on the disk first, then to the state, then
 * told.  FALSE (*@code "illegal" or "not-saved") changes nothing. */
gboolean
net_room_apply (NetRoom *room, guint seat, const EuchreAction *action, const char **code,
                GError **error)
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
  net_room_saved_again (room);
  room->state = next;
  euchre_record_append (room->record, seat, action);
  net_service_count (room->service, NET_SERVICE_COUNT_ACTION);
  emit_events (room, &room->state, &events, NET_ROOM_ALL_SEATS);
  if (hand_ended (&room->state, action))
    emit_reveal (room, room->deal_entry, room->state.pub.hand_number, NET_ROOM_ALL_SEATS);
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
gboolean
net_room_deal (NetRoom *room)
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
      room->pack_unsynced = net_store_on_disk (net_service_get_store (room->service));
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
  emit_commit (room, entry, room->state.pub.hand_number + 1, NET_ROOM_ALL_SEATS);
  if (!net_room_apply (room, room->state.pub.turn, &action, &code, &error))
    {
      if (g_strcmp0 (code, "not-saved") != 0)
        g_printerr ("euchre-server: table %s: dealing was refused: %s\n", room->code,
                    error->message);
      return FALSE;
    }
  return TRUE;
}
