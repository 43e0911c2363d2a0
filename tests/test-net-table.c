/* test-net-table.c — online tables over the loopback: whole games, drops, refusals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A table service and its WebSocket server in this process, listening on
 * 127.0.0.1 (a free port), and protocol clients (test-net-player.c) at
 * the seats.  Every wait is bounded (test-wait.h); the server is freed at
 * the end of each case.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 60000

typedef struct {
  NetService *service;
  NetServer *server;
  char *url;
  char *dir;
  TestPlayer *p[4];
  gboolean stop;
} Table;

/* @rate: messages a second a client may send; scripted players are far
 * faster than people, so most cases allow them more than the default. */
static void
table_start_server (Table *t, guint grace_ms, gdouble rate)
{
  g_autoptr (GError) error = NULL;
  NetServiceOptions options;

  net_service_options_init (&options);
  options.data_dir = t->dir;
  options.grace_ms = grace_ms;
  options.rate = options.burst = rate;
  t->service = net_service_new (&options, &error);
  g_assert_no_error (error);
  t->server = net_server_new (t->service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  g_free (t->url);
  t->url = net_server_get_url (t->server);
  g_assert_true (g_str_has_prefix (t->url, "ws://127.0.0.1:"));
}

static gboolean
welcomed (gpointer data)
{
  TestPlayer *p = data;

  return p->welcomes > 0;
}

static gboolean
all_have_table (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (t->p[s] == NULL || !t->p[s]->have_table ||
        t->p[s]->table.seats[3] == NET_SEAT_EMPTY)
      return FALSE;
  return TRUE;
}

/* Four people at a new table, seats 0 to 3; the game not started. */
static void
table_seat_four (Table *t)
{
  static const char *const names[4] = { "Ann", "Bob", "Cy", "Di" };

  t->p[0] = test_player_new (t->url, names[0]);
  test_player_create (t->p[0]);
  test_wait_until (welcomed, t->p[0], "the table created", WAIT_MS);
  g_assert_true (net_code_valid (t->p[0]->code));
  for (guint s = 1; s < 4; s++)
    {
      t->p[s] = test_player_new (t->url, names[s]);
      test_player_join (t->p[s], t->p[0]->code, s);
      test_wait_until (welcomed, t->p[s], "a seat taken", WAIT_MS);
      g_assert_cmpint (t->p[s]->seat, ==, s);
    }
  test_wait_until (all_have_table, t, "everyone told of the four seats", WAIT_MS);
}

static void
table_start_game (Table *t)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_START);
  test_player_send (t->p[0], &msg);
}

static gboolean
all_over (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (!t->p[s]->game_over)
      return FALSE;
  return TRUE;
}

static void
table_free (Table *t)
{
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&t->p[s], test_player_free);
  g_clear_pointer (&t->server, net_server_free);
  test_wait_for_jobs ();
  g_clear_pointer (&t->service, net_service_free);
  g_free (t->url);
  if (t->dir != NULL)
    {
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", t->dir);

      g_assert_cmpint (system (cmd), ==, 0);
      g_free (t->dir);
    }
}

/* Each seat was told exactly what the full record says it may see. */
static void
check_transcripts (Table *t)
{
  g_autofree char *record = net_service_get_record (t->service, t->p[0]->code);

  g_assert_nonnull (record);
  for (guint s = 0; s < 4; s++)
    test_assert_seat_lines (t->p[s]->lines, record, s, t->p[s]->name);
}

static void
test_whole_game (void)
{
  Table t = { 0 };
  NetServiceStats stats;

  t.dir = g_dir_make_tmp ("euchre-net-XXXXXX", NULL);
  table_start_server (&t, 60000, 1000);
  table_seat_four (&t);
  t.p[1]->tamper = TRUE;
  /* Each hand ordered up: its dealer discards, a card the others never
   * see (which the transcripts' no-leak check then looks for). */
  for (guint s = 0; s < 4; s++)
    t.p[s]->order_up = TRUE;
  table_start_game (&t);
  test_wait_until (all_over, &t, "a whole game played to the end", WAIT_MS);

  check_transcripts (&t);
  for (guint s = 0; s < 4; s++)
    {
      TestPlayer *p = t.p[s];

      g_assert_cmpuint (p->errors, ==, 0);
      g_assert_cmpuint (p->commits, >, 0);
      g_assert_cmpuint (p->reveals, ==, p->commits);
      g_assert_cmpuint (p->verified, ==, p->reveals);
      g_assert_cmpuint (p->verify_failed, ==, 0);
      g_assert_cmpstr (p->table.text, ==, "over");
    }
  /* A reveal with one digit of the salt changed is caught, every time. */
  g_assert_cmpuint (t.p[1]->tamper_detected, ==, t.p[1]->reveals);
  net_service_get_stats (t.service, &stats);
  g_assert_cmpuint (stats.rooms, ==, 1);
  g_assert_cmpuint (stats.not_your_turn + stats.illegal + stats.garbage, ==, 0);
  table_free (&t);
}

/* ---- a slow disk ------------------------------------------------------------------ */

static GMutex hold_lock;
static GCond hold_cond;
static gboolean holding;
static guint held;              /* packs' flushes that reached the hook */

static gint failing;             /* flushes still to fail */

/* In the disk's thread: a flush that takes as long as the test says, and
 * fails as often as it says. */
static int
hold_pack_sync (void)
{
  g_mutex_lock (&hold_lock);
  held++;
  while (holding)
    g_cond_wait (&hold_cond, &hold_lock);
  g_mutex_unlock (&hold_lock);
  return g_atomic_int_add (&failing, -1) > 0 ? EIO : 0;
}

static void
release_packs (void)
{
  g_mutex_lock (&hold_lock);
  holding = FALSE;
  g_cond_broadcast (&hold_cond);
  g_mutex_unlock (&hold_lock);
}

static gboolean
pack_held (gpointer data)
{
  guint n;

  g_mutex_lock (&hold_lock);
  n = held;
  g_mutex_unlock (&hold_lock);
  return n > 0;
}

typedef struct {
  TestPlayer *player;
  guint lines;
} Progress;

static gboolean
lines_reached (gpointer data)
{
  Progress *pr = data;

  return pr->player->lines->len >= pr->lines;
}

static gboolean
all_committed (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (t->p[s]->commits == 0)
      return FALSE;
  return TRUE;
}

static gboolean hand_dealt_all (gpointer data);

/* A deal's pack is flushed in a thread (issue 41: in the loop, a slow
 * flush held every table): while one table's pack waits for the disk,
 * that table sends no commitment, and another table plays on. */
static void
test_slow_disk (void)
{
  Table t = { 0 }, u = { 0 };
  Progress pr;

  t.dir = g_dir_make_tmp ("euchre-net-XXXXXX", NULL);
  table_start_server (&t, 60000, 1000);
  table_seat_four (&t);
  u.url = g_strdup (t.url);
  table_seat_four (&u);
  /* The other table holds still until the pack waits: had it played its
   * whole hand meanwhile (a loaded machine is slow to start the first),
   * its own next deal's flush would wait too. */
  u.stop = TRUE;
  for (guint s = 0; s < 4; s++)
    u.p[s]->stop = &u.stop;
  table_start_game (&u);
  test_wait_until (hand_dealt_all, &u, "the other table dealt", WAIT_MS);

  holding = TRUE;
  held = 0;
  net_service_set_pack_sync_hook (hold_pack_sync);
  table_start_game (&t);
  test_wait_until (pack_held, NULL, "the pack's flush under way", WAIT_MS);
  /* Four more actions at the other table (a hand has four bids at least
   * before the next deal, whose own flush would wait too). */
  u.stop = FALSE;
  for (guint s = 0; s < 4; s++)
    test_player_act (u.p[s]);
  pr.player = u.p[0];
  pr.lines = u.p[0]->lines->len + 4;
  test_wait_until (lines_reached, &pr, "the other table playing while a pack waits", WAIT_MS);
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpuint (t.p[s]->commits, ==, 0);
      g_assert_cmpuint (t.p[s]->hand, ==, 0);
    }

  release_packs ();
  test_wait_until (all_committed, &t, "the commitment once the pack is on the disk", WAIT_MS);
  net_service_set_pack_sync_hook (NULL);
  test_wait_until (all_over, &t, "the game played to the end", WAIT_MS);
  test_wait_until (all_over, &u, "the other game played to the end", WAIT_MS);
  check_transcripts (&t);
  u.service = t.service;
  check_transcripts (&u);
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpuint (t.p[s]->verify_failed + u.p[s]->verify_failed, ==, 0);
      g_assert_cmpuint (t.p[s]->errors + u.p[s]->errors, ==, 0);
      g_clear_pointer (&u.p[s], test_player_free);
    }
  g_free (u.url);
  table_free (&t);
}

static gboolean
all_told_not_saved (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (test_player_error_count (t->p[s], "not-saved") == 0)
      return FALSE;
  return TRUE;
}

/* A deal's pack whose flush fails (a failing disk): the table says so and
 * deals nothing; when it tries again, the record is written whole from
 * memory (a second fdatasync() would not tell of pages the kernel let
 * go), the same pack is dealt and the game goes on to its end, the file
 * on the disk the game as played. */
static void
test_failed_pack_flush (void)
{
  Table t = { 0 };
  g_autofree char *path = NULL, *on_disk = NULL, *record = NULL;
  GStatBuf before, after;

  t.dir = g_dir_make_tmp ("euchre-net-XXXXXX", NULL);
  table_start_server (&t, 60000, 1000);
  table_seat_four (&t);
  path = g_build_filename (t.dir, t.p[0]->code, "game.record", NULL);
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  holding = FALSE;
  held = 0;
  g_atomic_int_set (&failing, 1);
  net_service_set_pack_sync_hook (hold_pack_sync);
  table_start_game (&t);
  test_wait_until (all_told_not_saved, &t, "everyone told the table cannot save", WAIT_MS);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (t.p[s]->commits, ==, 0);
  /* Tried again within 10 s: the record rewritten, the pack dealt. */
  test_wait_until (all_committed, &t, "the deal once the record is written again", WAIT_MS);
  net_service_set_pack_sync_hook (NULL);
  test_wait_until (all_over, &t, "the game played to the end", WAIT_MS);
  check_transcripts (&t);
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpuint (t.p[s]->verify_failed, ==, 0);
      g_assert_cmpuint (t.p[s]->reveals, ==, t.p[s]->commits);
    }
  /* A new file (written beside, renamed over), holding the game. */
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, !=, before.st_ino);
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  record = net_service_get_record (t.service, t.p[0]->code);
  {
    /* (Its second line the table's game number: issue 53.) */
    const char *nl = strchr (record, '\n');
    g_autofree char *numbered = NULL;

    g_assert_nonnull (nl);
    numbered = g_strdup_printf ("%.*s# table-game 0\n%s", (int) (nl + 1 - record), record, nl + 1);
    g_assert_cmpstr (on_disk, ==, numbered);
  }
  table_free (&t);
}

/* ---- a dropped player ----------------------------------------------------------- */

static gboolean
seat2_covered (gpointer data)
{
  Table *t = data;

  return t->p[0]->table.seats[2] == NET_SEAT_COVERED;
}

static void
stop_on_seat2 (Table *t, const char *line)
{
  if (g_str_has_prefix (line, "bid 2 ") || g_str_has_prefix (line, "card-played 2 ") ||
      g_str_has_prefix (line, "discarded 2 "))
    t->stop = TRUE;
}

/* Seat 0's lines from @seen on, read for seat 2's first act. */
typedef struct {
  Table *t;
  guint seen;
} Seat2Scan;

static gboolean
computer_acted_for_seat2 (gpointer data)
{
  Seat2Scan *scan = data;
  GPtrArray *lines = scan->t->p[0]->lines;

  for (; scan->seen < lines->len && !scan->t->stop; scan->seen++)
    stop_on_seat2 (scan->t, lines->pdata[scan->seen]);
  return scan->t->stop;
}

static gboolean
hand_dealt_all (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (t->p[s]->hand == 0)
      return FALSE;
  return TRUE;
}

static gboolean
back_at_table (gpointer data)
{
  Table *t = data;

  return t->p[2]->welcomes == 2 && t->p[0]->table.seats[2] == NET_SEAT_HUMAN;
}

static void
test_drop_and_return (void)
{
  Table t = { 0 };
  NetServiceStats stats;
  EuchreCardSet before;
  Seat2Scan scan;
  guint seen0;

  table_start_server (&t, 200, 1000);
  table_seat_four (&t);
  for (guint s = 0; s < 4; s++)
    {
      t.p[s]->play = FALSE;
      t.p[s]->stop = &t.stop;
    }
  table_start_game (&t);
  test_wait_until (hand_dealt_all, &t, "the first hand dealt", WAIT_MS);
  before = t.p[2]->hand;

  /* Seat 2 loses its connection; the others play on (and stop once the
   * computer has acted for seat 2, so that the hand is still on). */
  test_player_drop (t.p[2]);
  seen0 = t.p[0]->lines->len;
  for (guint s = 0; s < 4; s++)
    if (s != 2)
      {
        t.p[s]->play = TRUE;
        if (t.p[s]->legal.n > 0)
          {
            EuchreActionList legal = t.p[s]->legal;
            NetMessage msg;

            net_message_init (&msg, NET_MSG_ACT);
            msg.action = legal.actions[0];
            t.p[s]->legal.n = 0;
            test_player_send (t.p[s], &msg);
          }
      }
  test_wait_until (seat2_covered, &t, "seat 2 given to the computer after the grace period",
                   WAIT_MS);
  scan.t = &t;
  scan.seen = seen0;
  test_wait_until (computer_acted_for_seat2, &scan, "the computer acting for seat 2", WAIT_MS);
  net_service_get_stats (t.service, &stats);
  g_assert_cmpuint (stats.takeovers, ==, 1);

  /* Back with the token: the same seat, the same hand, everything again. */
  test_player_reconnect (t.p[2], t.url);
  test_wait_until (back_at_table, &t, "seat 2 back with its token", WAIT_MS);
  g_assert_cmpint (t.p[2]->seat, ==, 2);
  g_assert_cmpuint (t.p[2]->hand, ==, before);

  /* Everyone plays the game out; seat 2 heard all of it, as it may. */
  t.stop = FALSE;
  for (guint s = 0; s < 4; s++)
    {
      t.p[s]->play = TRUE;
      t.p[s]->stop = NULL;
      if (t.p[s]->legal.n > 0)
        {
          NetMessage msg;

          net_message_init (&msg, NET_MSG_ACT);
          msg.action = t.p[s]->legal.actions[0];
          t.p[s]->legal.n = 0;
          test_player_send (t.p[s], &msg);
        }
    }
  test_wait_until (all_over, &t, "the game played to the end", WAIT_MS);
  check_transcripts (&t);
  g_assert_cmpuint (t.p[2]->verify_failed, ==, 0);
  table_free (&t);
}

/* ---- refusals ----------------------------------------------------------------- */

static gboolean
has_error (gpointer data)
{
  TestPlayer *p = data;

  return p->errors > 0;
}

static gboolean
someone_to_act (gpointer data)
{
  Table *t = data;

  for (guint s = 0; s < 4; s++)
    if (t->p[s]->legal.n > 0)
      return TRUE;
  return FALSE;
}

static void
expect_error (TestPlayer *p, const char *raw, gsize len, const char *code)
{
  guint before = p->errors;

  p->errors = 0;
  net_client_send_raw (p->client, raw, len);
  test_wait_until (has_error, p, code, WAIT_MS);
  g_assert_cmpstr (p->last_error, ==, code);
  p->errors += before;
}

static gboolean
pongs_settled (gpointer data)
{
  Table *t = data;
  NetServiceStats stats;

  net_service_get_stats (t->service, &stats);
  return stats.rate_limited > 0 && t->p[3]->pongs + stats.rate_limited >= 300;
}

static void
test_refused (void)
{
  Table t = { 0 };
  NetServiceStats stats;
  g_autofree char *big = g_malloc (8192);
  TestPlayer *actor = NULL, *other = NULL;
  NetMessage msg;
  guint s;

  table_start_server (&t, 60000, 20);
  table_seat_four (&t);
  for (s = 0; s < 4; s++)
    t.p[s]->play = FALSE;
  table_start_game (&t);
  test_wait_until (someone_to_act, &t, "the first turn", WAIT_MS);
  for (s = 0; s < 4; s++)
    if (t.p[s]->legal.n > 0)
      actor = t.p[s];
  other = t.p[(actor->seat + 1) % 4];

  /* Out of turn, for another seat, an illegal action, garbage, too long. */
  net_message_init (&msg, NET_MSG_ACT);
  msg.action = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                   FALSE);
  {
    g_autofree char *frame = net_message_to_json (&msg);

    expect_error (other, frame, strlen (frame), "not-your-turn");
  }
  msg.seat = actor->seat;
  {
    g_autofree char *frame = net_message_to_json (&msg);

    expect_error (other, frame, strlen (frame), "not-your-seat");
  }
  msg.seat = -1;
  msg.action = euchre_action_make (EUCHRE_ACTION_PLAY, 0, EUCHRE_SUIT_NONE, FALSE);
  {
    g_autofree char *frame = net_message_to_json (&msg);

    expect_error (actor, frame, strlen (frame), "illegal");
  }
  expect_error (other, "hello", 5, "bad-message");
  expect_error (other, "\xff\xfe", 2, "bad-message");
  expect_error (other, "{\"type\":\"welcome\"}", 18, "bad-message");
  memset (big, ' ', 8192);
  memcpy (big, "{\"type\":\"ping\"}", 15);
  expect_error (other, big, 8192, "too-long");

  /* A flood of 300 pings: the first ones are answered, the rest dropped
   * and counted; the connection stays. */
  for (guint i = 0; i < 300; i++)
    net_client_send_raw (t.p[3]->client, "{\"type\":\"ping\"}", 15);
  test_wait_until (pongs_settled, &t, "the flood answered or dropped", WAIT_MS);
  g_assert_cmpuint (t.p[3]->pongs, <, 300);
  g_assert_cmpuint (test_player_error_count (t.p[3], "slow-down"), >=, 1);
  g_assert_false (t.p[3]->closed);

  net_service_get_stats (t.service, &stats);
  g_assert_cmpuint (stats.not_your_turn, ==, 1);
  g_assert_cmpuint (stats.not_your_seat, ==, 1);
  g_assert_cmpuint (stats.illegal, ==, 1);
  g_assert_cmpuint (stats.garbage, ==, 3);
  g_assert_cmpuint (stats.too_long, ==, 1);
  g_assert_cmpuint (stats.rate_limited, ==, 300 - t.p[3]->pongs);
  g_assert_cmpint (net_service_seat_refused (t.service, actor->code, actor->seat), ==, 1);
  g_assert_cmpint (net_service_seat_refused (t.service, actor->code, other->seat), ==, 2);

  /* The table plays on to the end. */
  for (s = 0; s < 4; s++)
    {
      t.p[s]->play = TRUE;
      if (t.p[s]->legal.n > 0)
        {
          net_message_init (&msg, NET_MSG_ACT);
          msg.action = t.p[s]->legal.actions[0];
          t.p[s]->legal.n = 0;
          test_player_send (t.p[s], &msg);
        }
    }
  test_wait_until (all_over, &t, "the game played to the end after the refusals", WAIT_MS);
  check_transcripts (&t);
  table_free (&t);
}

/* Joining with a wrong code, resuming with a wrong token, a full table. */
static void
test_codes_and_tokens (void)
{
  Table t = { 0 };
  g_autoptr (TestPlayer) stranger = NULL;
  NetMessage msg;

  table_start_server (&t, 60000, 1000);
  table_seat_four (&t);
  stranger = test_player_new (t.url, "Eve");
  test_player_join (stranger, "0000-0000-0000", -1);
  test_wait_until (has_error, stranger, "a wrong code refused", WAIT_MS);
  g_assert_cmpstr (stranger->last_error, ==, "no-table");
  stranger->errors = 0;
  test_player_join (stranger, t.p[0]->code, -1);
  test_wait_until (has_error, stranger, "a full table refused", WAIT_MS);
  g_assert_cmpstr (stranger->last_error, ==, "table-full");
  stranger->errors = 0;
  net_message_init (&msg, NET_MSG_RESUME);
  g_strlcpy (msg.code, t.p[0]->code, sizeof msg.code);
  g_strlcpy (msg.token, t.p[1]->token, sizeof msg.token);
  msg.token[0] = msg.token[0] == 'a' ? 'b' : 'a';
  test_player_send (stranger, &msg);
  test_wait_until (has_error, stranger, "a wrong token refused", WAIT_MS);
  g_assert_cmpstr (stranger->last_error, ==, "bad-token");
  g_assert_cmpint (stranger->seat, ==, -1);
  /* Only the host starts. */
  t.p[1]->errors = 0;
  table_start_game (&t);
  net_message_init (&msg, NET_MSG_START);
  test_player_send (t.p[1], &msg);
  test_wait_until (has_error, t.p[1], "a start by a guest refused", WAIT_MS);
  g_assert_cmpstr (t.p[1]->last_error, ==, "not-host");
  table_free (&t);
}

static gboolean
closed (gpointer data)
{
  return ((TestPlayer *) data)->closed;
}

/* Connections and tables per address: the loopback is one address. */
static void
test_address_limits (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TestPlayer) a = NULL, b = NULL, c = NULL;
  NetServiceOptions options;
  NetServiceStats stats;
  Table t = { 0 };

  net_service_options_init (&options);
  options.max_connections_per_address = 2;
  options.max_rooms_per_address = 1;
  t.service = net_service_new (&options, &error);
  g_assert_no_error (error);
  t.server = net_server_new (t.service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  t.url = net_server_get_url (t.server);

  a = test_player_new (t.url, "Ann");
  test_player_create (a);
  test_wait_until (welcomed, a, "a table created", WAIT_MS);
  b = test_player_new (t.url, "Bob");
  test_player_create (b);
  test_wait_until (has_error, b, "a second table from the address refused", WAIT_MS);
  g_assert_cmpstr (b->last_error, ==, "too-many-tables");
  c = test_player_new (t.url, "Cy");
  test_wait_until (closed, c, "a third connection from the address closed", WAIT_MS);
  g_assert_cmpuint (test_player_error_count (c, "closed"), ==, 1);   /* told why */
  net_service_get_stats (t.service, &stats);
  g_assert_cmpuint (stats.connections_refused, ==, 1);
  g_assert_cmpuint (stats.connections, ==, 2);
  g_assert_cmpuint (stats.rooms, ==, 1);
  g_assert_false (a->closed);
  g_assert_false (b->closed);
  table_free (&t);
}

int
main (int argc, char **argv)
{
  /* The Hard player that takes a dropped seat: a small search, for speed. */
  g_setenv ("EUCHRE_EXPERT_SAMPLES", "2,2", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/net-table/whole-game", test_whole_game);
  g_test_add_func ("/euchre/net-table/slow-disk", test_slow_disk);
  g_test_add_func ("/euchre/net-table/failed-pack-flush", test_failed_pack_flush);
  g_test_add_func ("/euchre/net-table/drop-and-return", test_drop_and_return);
  g_test_add_func ("/euchre/net-table/refused", test_refused);
  g_test_add_func ("/euchre/net-table/codes-and-tokens", test_codes_and_tokens);
  g_test_add_func ("/euchre/net-table/address-limits", test_address_limits);
  return g_test_run ();
}
