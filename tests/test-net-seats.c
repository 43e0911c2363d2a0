/* test-net-seats.c — leaving a table and changing seats (issue 38.4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The service in memory, with peers of the test's own: "leave" before
 * the start empties the seat for the next person (one seat a person,
 * however often they come and go); after the start the computer plays it
 * and the token opens it no more.  "move": anyone to an empty seat, only
 * the host anyone anywhere (a swap), never after the start; a person
 * moved is welcomed at the new seat, and a person away keeps a token that
 * now opens the seat they were moved to.  One seat opened from two
 * connections (two tabs): the newest has it, the other is told why in
 * its own code ("elsewhere") and closed.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>

#include "net-room-private.h"  /* (the test looks into the seats) */
#include "test-net-fake.h"
#include "test-wait.h"

static NetRoom *
room_of (NetService *service)
{
  return g_hash_table_lookup (service->rooms, first_code (service));
}

static guint
people (NetRoom *room)
{
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    n += room->seats[s].kind == NET_SEAT_HUMAN || room->seats[s].kind == NET_SEAT_AWAY;
  return n;
}

/* A table Ann hosts (from 192.0.2.1) with Bob (from 192.0.2.2) at seat 1. */
static NetRoom *
table_of_two (NetService *service, FakePeer **host, FakePeer **guest)
{
  NetRoom *room;
  gboolean opened;

  *host = fake_open (service, "192.0.2.1", &opened);
  fake_create (service, *host);
  room = room_of (service);
  *guest = fake_open (service, "192.0.2.2", &opened);
  fake_join (service, *guest, room->code, "Bob");
  g_assert_cmpint ((*guest)->base.seat, ==, 1);
  return room;
}

/* The "token" of the last welcome @peer had. */
static char *
token_of (FakePeer *peer)
{
  const char *at = strstr (peer->welcome, "\"token\":\"");

  g_assert_nonnull (at);
  return g_strndup (at + 9, NET_TOKEN_LEN);
}

static void
test_leave_in_lobby (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *host = NULL, *guest = NULL, *again = NULL;
  g_autofree char *token = NULL, *resume = NULL;
  NetRoom *room;
  gboolean opened;

  room = table_of_two (service, &host, &guest);
  token = token_of (guest);

  /* Bob leaves: his seat is empty, nobody is away, and his token is void. */
  fake_send_text (service, guest, "{\"type\":\"leave\"}");
  g_assert_null (guest->base.room);
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_EMPTY);
  g_assert_cmpstr (room->seats[1].name, ==, "");
  g_assert_cmpuint (people (room), ==, 1);
  g_assert_nonnull (strstr (host->last, "\"names\":[\"Ann\",\"\",\"\",\"\"]"));
  net_service_peer_closed (service, &guest->base);
  again = fake_open (service, "192.0.2.2", &opened);
  resume = g_strdup_printf ("{\"type\":\"resume\",\"code\":\"%s\",\"token\":\"%s\"}", room->code,
                            token);
  fake_send_text (service, again, resume);
  g_assert_nonnull (strstr (again->last, "\"bad-token\""));

  /* Joining again gives him one seat, the same one. */
  fake_join (service, again, room->code, "Bob");
  g_assert_cmpint (again->base.seat, ==, 1);
  g_assert_cmpuint (people (room), ==, 2);
  g_assert_nonnull (strstr (host->last, "\"names\":[\"Ann\",\"Bob\",\"\",\"\"]"));

  /* The host leaving hands the table to Bob. */
  fake_send_text (service, host, "{\"type\":\"leave\"}");
  g_assert_cmpuint (room->host, ==, 1);
  g_assert_cmpint (room->seats[0].kind, ==, NET_SEAT_EMPTY);
  /* Not at a table any more: told so. */
  fake_send_text (service, host, "{\"type\":\"leave\"}");
  g_assert_nonnull (strstr (host->last, "\"not-seated\""));
  net_service_peer_closed (service, &host->base);
  net_service_peer_closed (service, &again->base);
}

static void
test_leave_in_game (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *host = NULL, *guest = NULL;
  NetServiceStats stats;
  NetRoom *room;

  room = table_of_two (service, &host, &guest);
  fake_send_text (service, host, "{\"type\":\"start\",\"level\":\"easy\"}");
  g_assert_true (room->started);

  /* Bob leaves mid-game: the computer plays his seat at once, no grace
   * period, and the table says so; his name stays on the score. */
  fake_send_text (service, guest, "{\"type\":\"leave\"}");
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_COVERED);
  g_assert_cmpuint (room->seats[1].grace_id, ==, 0);
  g_assert_cmpstr (room->seats[1].name, ==, "Bob");
  g_assert_cmpstr (room->seats[1].token_hash, ==, "");
  g_assert_nonnull (strstr (host->last, "\"covered\""));
  net_service_get_stats (service, &stats);
  g_assert_cmpuint (stats.takeovers, ==, 1);

  /* Seats are kept once the game is on. */
  fake_send_text (service, host, "{\"type\":\"move\",\"seat\":2}");
  g_assert_nonnull (strstr (host->last, "\"started\""));
  net_service_peer_closed (service, &guest->base);
  net_service_peer_closed (service, &host->base);
  test_wait_for_jobs ();
}

static void
test_two_connections (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *host = NULL, *guest = NULL, *second = NULL;
  g_autofree char *token = NULL, *resume = NULL;
  NetRoom *room;
  gboolean opened;

  room = table_of_two (service, &host, &guest);
  token = token_of (guest);
  second = fake_open (service, "192.0.2.2", &opened);
  resume = g_strdup_printf ("{\"type\":\"resume\",\"code\":\"%s\",\"token\":\"%s\"}", room->code,
                            token);
  fake_send_text (service, second, resume);
  /* The newest has the seat; the first is told why, then closed. */
  g_assert_true (room->seats[1].peer == &second->base);
  g_assert_cmpint (second->base.seat, ==, 1);
  g_assert_true (guest->closed);
  g_assert_nonnull (strstr (guest->last, "\"code\":\"elsewhere\""));
  g_assert_nonnull (strstr (guest->last, "another tab or window"));
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_HUMAN);
  net_service_peer_closed (service, &guest->base);
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_HUMAN);
  net_service_peer_closed (service, &second->base);
  net_service_peer_closed (service, &host->base);
}

static void
test_move (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *host = NULL, *bob = NULL, *cy = NULL, *back = NULL;
  g_autofree char *cy_token = NULL, *old_token = NULL, *resume = NULL;
  NetRoom *room;
  gboolean opened;

  room = table_of_two (service, &host, &bob);
  cy = fake_open (service, "192.0.2.3", &opened);
  fake_join (service, cy, room->code, "Cy");
  g_assert_cmpint (bob->base.seat, ==, 1);
  g_assert_cmpint (cy->base.seat, ==, 2);

  /* Bob moves himself to the empty seat 3: welcomed there. */
  fake_send_text (service, bob, "{\"type\":\"move\",\"seat\":3}");
  g_assert_cmpint (bob->base.seat, ==, 3);
  g_assert_nonnull (strstr (bob->welcome, "\"seat\":3"));
  g_assert_cmpstr (room->seats[3].name, ==, "Bob");
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_EMPTY);
  g_assert_nonnull (strstr (host->last, "\"names\":[\"Ann\",\"\",\"Cy\",\"Bob\"]"));

  /* Not to a taken seat, and not someone else: only the host may. */
  fake_send_text (service, bob, "{\"type\":\"move\",\"seat\":2}");
  g_assert_nonnull (strstr (bob->last, "\"seat-taken\""));
  fake_send_text (service, bob, "{\"type\":\"move\",\"from\":2,\"seat\":1}");
  g_assert_nonnull (strstr (bob->last, "\"not-host\""));
  fake_send_text (service, host, "{\"type\":\"move\",\"from\":1,\"seat\":2}");
  g_assert_nonnull (strstr (host->last, "\"empty-seat\""));
  g_assert_nonnull (strstr (host->last, "nobody sits"));

  /* The host makes Cy their partner's opponent and Bob their partner: a
   * swap, each welcomed at the new seat with a new token. */
  old_token = token_of (cy);
  fake_send_text (service, host, "{\"type\":\"move\",\"from\":3,\"seat\":2}");
  g_assert_cmpint (bob->base.seat, ==, 2);
  g_assert_cmpint (cy->base.seat, ==, 3);
  g_assert_nonnull (strstr (cy->welcome, "\"seat\":3"));
  cy_token = token_of (cy);
  g_assert_cmpstr (cy_token, !=, old_token);
  g_assert_nonnull (strstr (host->last, "\"names\":[\"Ann\",\"\",\"Bob\",\"Cy\"]"));

  /* The host moves themself: still the host, at the new seat. */
  fake_send_text (service, host, "{\"type\":\"move\",\"seat\":1}");
  g_assert_cmpuint (room->host, ==, 1);
  g_assert_nonnull (strstr (host->last, "\"host\":1"));

  /* Cy's connection drops; the host moves Cy while away: Cy's own token
   * opens the seat Cy was moved to. */
  net_service_peer_closed (service, &cy->base);
  g_assert_cmpint (room->seats[3].kind, ==, NET_SEAT_AWAY);
  fake_send_text (service, host, "{\"type\":\"move\",\"from\":3,\"seat\":0}");
  g_assert_cmpint (room->seats[0].kind, ==, NET_SEAT_AWAY);
  g_assert_cmpuint (room->seats[0].grace_id, !=, 0);
  g_assert_cmpuint (room->seats[3].grace_id, ==, 0);
  back = fake_open (service, "192.0.2.3", &opened);
  resume = g_strdup_printf ("{\"type\":\"resume\",\"code\":\"%s\",\"token\":\"%s\"}", room->code,
                            cy_token);
  fake_send_text (service, back, resume);
  g_assert_cmpint (back->base.seat, ==, 0);
  g_assert_cmpuint (people (room), ==, 3);

  /* A computer player moved by the host. */
  fake_send_text (service, host, "{\"type\":\"computer\",\"seat\":3,\"level\":\"easy\"}");
  fake_send_text (service, host, "{\"type\":\"move\",\"from\":3,\"seat\":1}");
  g_assert_cmpint (room->seats[1].kind, ==, NET_SEAT_COMPUTER);
  g_assert_cmpint (host->base.seat, ==, 3);
  g_assert_cmpuint (room->host, ==, 3);

  net_service_peer_closed (service, &host->base);
  net_service_peer_closed (service, &bob->base);
  net_service_peer_closed (service, &back->base);
}

/* What a client may send is read strictly. */
static void
test_messages (void)
{
  static const char *const bad[] = {
    "{\"type\":\"move\"}",
    "{\"type\":\"move\",\"seat\":4}",
    "{\"type\":\"move\",\"seat\":1,\"from\":-1}",
    "{\"type\":\"move\",\"seat\":\"1\"}",
  };
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  NetMessage msg;
  const char *good = "{\"type\":\"move\",\"seat\":2,\"from\":1}";

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (net_message_parse (bad[i], strlen (bad[i]), &msg, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
  g_assert_true (net_message_parse (good, strlen (good), &msg, &error));
  g_assert_no_error (error);
  g_assert_cmpint (msg.type, ==, NET_MSG_MOVE);
  g_assert_cmpint (msg.seat, ==, 2);
  g_assert_cmpint (msg.from, ==, 1);
  json = net_message_to_json (&msg);
  g_assert_cmpstr (json, ==, good);
  g_clear_pointer (&json, g_free);
  net_message_init (&msg, NET_MSG_LEAVE);
  json = net_message_to_json (&msg);
  g_assert_cmpstr (json, ==, "{\"type\":\"leave\"}");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/net-seats/leave-in-lobby", test_leave_in_lobby);
  g_test_add_func ("/euchre/net-seats/leave-in-game", test_leave_in_game);
  g_test_add_func ("/euchre/net-seats/move", test_move);
  g_test_add_func ("/euchre/net-seats/two-connections", test_two_connections);
  g_test_add_func ("/euchre/net-seats/messages", test_messages);
  return g_test_run ();
}
