/* test-net-server.c — euchre-server killed with SIGKILL mid-hand and restarted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real program (EUCHRE_SERVER) on the loopback with a data folder of
 * the test's own: two tables (four people; one person and three computer
 * players) stopped in the middle of a hand, the server killed, started
 * again on the same folder.  Everyone comes back with their token, is
 * told the same game again, and the four-person table plays to the end
 * with every deal's commitment verified (the one made before the kill
 * included).  Every wait is bounded; the servers are stopped at the end.
 *
 * Then the limits on connections: one that takes no seat is closed after
 * --idle-seconds (a seated one is not); beyond --max-connections a
 * connection is refused in words and closed; the limits per address count
 * an IPv6 address by its /64 network.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "net-service-private.h"
#include "test-net-fake.h"
#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 60000
#define RAW_READ_S 45

typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  char *url;
  gboolean exited;
  gboolean keep_stderr;         /* set before starting: its stderr kept in stderr_text */
  guint nofile;                 /* set before starting: its limit of open files (0: as is) */
  char *stderr_text;
} Server;

static void
got_line (GObject *source, GAsyncResult *result, gpointer data)
{
  Server *server = data;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source),
                                                                result, NULL, NULL);
  const char *prefix = "euchre-server: listening on ";

  if (line != NULL && g_str_has_prefix (line, prefix))
    server->url = g_strdup (line + strlen (prefix));
  else
    server->url = g_strdup ("");
}

static gboolean
has_url (gpointer data)
{
  Server *server = data;

  return server->url != NULL;
}

/* A test that fails leaves no server behind: it goes with the test. */
static void
die_with_parent (gpointer data)
{
  guint nofile = GPOINTER_TO_UINT (data);

#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL);
#endif
  if (nofile > 0)
    {
      struct rlimit limit = { nofile, nofile };

      setrlimit (RLIMIT_NOFILE, &limit);
    }
}

/* euchre-server on the loopback with the folder @dir, and the options
 * @extra (NULL-terminated, or NULL). */
static void
server_start_with (Server *server, const char *dir, const char *const *extra)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  gboolean keep_stderr = server->keep_stderr;
  guint nofile = server->nofile;
  const char *const base[] = { EUCHRE_SERVER, "--address", "127.0.0.1", "--port", "0",
                               "--data-dir", dir, "--rate", "1000", "--burst", "1000" };

  memset (server, 0, sizeof *server);
  server->keep_stderr = keep_stderr;
  server->nofile = nofile;
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        (keep_stderr ? G_SUBPROCESS_FLAGS_STDERR_PIPE : 0));
  for (guint i = 0; i < G_N_ELEMENTS (base); i++)
    g_ptr_array_add (argv, (gpointer) base[i]);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) extra[i]);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, GUINT_TO_POINTER (nofile),
                                         NULL);
  server->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata,
                                                  &error);
  g_assert_no_error (error);
  server->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server->process));
  g_data_input_stream_read_line_async (server->out, G_PRIORITY_DEFAULT, NULL, got_line, server);
  test_wait_until (has_url, server, "euchre-server listening", WAIT_MS);
  g_assert_true (g_str_has_prefix (server->url, "ws://127.0.0.1:") ||
                 g_str_has_prefix (server->url, "wss://127.0.0.1:"));
}

static void
server_start (Server *server, const char *dir)
{
  server_start_with (server, dir, NULL);
}

static void
exited (GObject *source, GAsyncResult *result, gpointer data)
{
  Server *server = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  server->exited = TRUE;
}

static gboolean
has_exited (gpointer data)
{
  Server *server = data;

  return server->exited;
}

static void
server_stop (Server *server, int signal)
{
  g_subprocess_send_signal (server->process, signal);
  g_subprocess_wait_async (server->process, NULL, exited, server);
  test_wait_until (has_exited, server, "euchre-server gone", WAIT_MS);
  if (signal == SIGKILL)
    g_assert_true (g_subprocess_get_if_signaled (server->process));
  else
    g_assert_true (g_subprocess_get_if_exited (server->process) &&
                   g_subprocess_get_exit_status (server->process) == 0);
  if (server->keep_stderr)
    {
      char buf[65536];
      gsize n = 0;

      g_input_stream_read_all (g_subprocess_get_stderr_pipe (server->process), buf,
                               sizeof buf - 1, &n, NULL, NULL);
      buf[n] = '\0';
      g_free (server->stderr_text);
      server->stderr_text = g_strdup (buf);
    }
  g_clear_object (&server->out);
  g_clear_object (&server->process);
  g_clear_pointer (&server->url, g_free);
}

static gboolean
welcomed (gpointer data)
{
  return ((TestPlayer *) data)->welcomes > 0;
}

typedef struct {
  TestPlayer **players;
  guint n;
  guint welcomes;
} Group;

static gboolean
quiet (gpointer data)
{
  Group *g = data;
  gboolean someone = FALSE;

  /* Everyone told the same number of lines and one person asked to act:
   * nothing more is on its way. */
  for (guint i = 0; i < g->n; i++)
    {
      if (g->players[i]->lines->len != g->players[0]->lines->len ||
          g->players[i]->welcomes < g->welcomes)
        return FALSE;
      someone |= g->players[i]->legal.n > 0;
    }
  return someone;
}

static gboolean
all_over (gpointer data)
{
  Group *g = data;

  for (guint i = 0; i < g->n; i++)
    if (!g->players[i]->game_over)
      return FALSE;
  return TRUE;
}

static guint
count_prefix (GPtrArray *lines, const char *prefix)
{
  guint n = 0;

  for (guint i = 0; i < lines->len; i++)
    n += g_str_has_prefix (lines->pdata[i], prefix);
  return n;
}

static GPtrArray *
copy_lines (GPtrArray *lines)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < lines->len; i++)
    g_ptr_array_add (copy, g_strdup (lines->pdata[i]));
  return copy;
}

static void
kick (TestPlayer *p)
{
  if (p->legal.n > 0)
    {
      NetMessage msg;

      net_message_init (&msg, NET_MSG_ACT);
      msg.action = p->legal.actions[0];
      p->legal.n = 0;
      test_player_send (p, &msg);
    }
}

static gboolean
six_played (gpointer data)
{
  return count_prefix (((TestPlayer *) data)->lines, "card-played ") >= 6;
}

/* A player's checks of the deals it was told (each hand's reveal comes
 * after its last event): @target of them, or more. */
typedef struct {
  TestPlayer *p;
  guint target;
} Checks;

static gboolean
checked (gpointer data)
{
  Checks *c = data;

  return c->p->verified + c->p->verify_failed >= c->target;
}

static void
test_kill_and_restart (void)
{
  static const char *const names[4] = { "Ann", "Bob", "Cy", "Di" };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-server-XXXXXX", NULL);
  g_autofree char *record_path = NULL, *rm = NULL;
  TestPlayer *p[4], *solo;
  GPtrArray *before[5];
  guint verified_before[4];
  gboolean stop = FALSE;
  Group four = { p, 4, 1 }, one = { &solo, 1, 1 };
  Server server = { 0 };
  NetMessage msg;

  server_start (&server, dir);

  /* Table 1: four people.  Table 2: one person and three computer players. */
  p[0] = test_player_new (server.url, names[0]);
  test_player_create (p[0]);
  test_wait_until (welcomed, p[0], "a table created", WAIT_MS);
  for (guint s = 1; s < 4; s++)
    {
      p[s] = test_player_new (server.url, names[s]);
      test_player_join (p[s], p[0]->code, s);
      test_wait_until (welcomed, p[s], "a seat taken", WAIT_MS);
    }
  solo = test_player_new (server.url, "Solo");
  test_player_create (solo);
  test_wait_until (welcomed, solo, "a second table created", WAIT_MS);
  for (guint s = 0; s < 4; s++)
    p[s]->stop = &stop;
  solo->stop = &stop;
  net_message_init (&msg, NET_MSG_START);
  test_player_send (p[0], &msg);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (solo, &msg);

  /* Play into the second trick of a hand, then stop. */
  test_wait_until (six_played, p[0], "six cards played at the four-person table", WAIT_MS);
  stop = TRUE;
  test_wait_until (quiet, &four, "the four-person table waiting for someone", WAIT_MS);
  test_wait_until (quiet, &one, "the second table waiting for its person", WAIT_MS);
  g_assert_cmpuint (p[0]->reveals, <, p[0]->commits);          /* mid-hand */
  record_path = g_build_filename (dir, p[0]->code, "game.record", NULL);
  g_assert_true (g_file_test (record_path, G_FILE_TEST_IS_REGULAR));

  for (guint s = 0; s < 4; s++)
    {
      before[s] = copy_lines (p[s]->lines);
      verified_before[s] = p[s]->verified;
    }
  before[4] = copy_lines (solo->lines);
  server_stop (&server, SIGKILL);

  /* Back on the same folder: each seat resumes and is told the same game. */
  server_start (&server, dir);
  four.welcomes = one.welcomes = 2;
  for (guint s = 0; s < 4; s++)
    test_player_reconnect (p[s], server.url);
  test_player_reconnect (solo, server.url);
  test_wait_until (quiet, &four, "the four-person table back", WAIT_MS);
  test_wait_until (quiet, &one, "the second table back", WAIT_MS);
  for (guint s = 0; s < 4; s++)
    {
      test_assert_lines (p[s]->lines, before[s], names[s]);
      g_assert_cmpint (p[s]->seat, ==, s);
      g_assert_cmpint (p[s]->table.seats[s], ==, NET_SEAT_HUMAN);
    }
  test_assert_lines (solo->lines, before[4], "Solo");
  g_assert_cmpint (solo->table.seats[1], ==, NET_SEAT_COMPUTER);

  /* The game goes on to its end; every deal verifies. */
  stop = FALSE;
  for (guint s = 0; s < 4; s++)
    kick (p[s]);
  test_wait_until (all_over, &four, "the restored game played to the end", WAIT_MS);
  /* Told again after the restart: every deal of the game (its "dealt"
   * lines), the interrupted one included, each verified. */
  for (guint s = 0; s < 4; s++)
    {
      guint deals = count_prefix (p[s]->lines, "dealt ");
      Checks c = { p[s], verified_before[s] + deals };

      g_assert_cmpuint (deals, >, 1);
      test_wait_until (checked, &c, "a check of every deal", WAIT_MS);
      g_assert_cmpuint (p[s]->verify_failed, ==, 0);
      g_assert_cmpuint (p[s]->errors, ==, 0);
      g_assert_cmpuint (p[s]->verified, ==, c.target);
    }

  server_stop (&server, SIGTERM);
  /* No seat was told a card of another before it was played, the game
   * told again after the restart included (the record read once the
   * server is gone: all of it written). */
  {
    g_autofree char *record = NULL;

    g_assert_true (g_file_get_contents (record_path, &record, NULL, NULL));
    for (guint s = 0; s < 4; s++)
      test_assert_no_leak (p[s]->lines, record, s, names[s]);
  }
  for (guint s = 0; s < 4; s++)
    {
      test_player_free (p[s]);
      g_ptr_array_unref (before[s]);
    }
  test_player_free (solo);
  g_ptr_array_unref (before[4]);
  rm = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_cmpint (system (rm), ==, 0);
}

static gboolean
closed (gpointer data)
{
  return ((TestPlayer *) data)->closed;
}

static gboolean
has_pong (gpointer data)
{
  return ((TestPlayer *) data)->pongs > 0;
}

static gboolean
has_pong_or_closed (gpointer data)
{
  return has_pong (data) || closed (data);
}

static void
ping (TestPlayer *p)
{
  NetMessage msg;

  net_message_init (&msg, NET_MSG_PING);
  test_player_send (p, &msg);
}

static void
remove_dir (const char *dir)
{
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", dir);

  g_assert_cmpint (system (rm), ==, 0);
}

/* A connection that takes no seat is closed after --idle-seconds (told
 * why first), even one that talks; the seated ones stay, past that time. */
static void
test_idle_closed (void)
{
  static const char *const extra[] = { "--idle-seconds", "1", NULL };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-idle-XXXXXX", NULL);
  g_autoptr (TestPlayer) host = NULL, guest = NULL, idle = NULL;
  Server server = { 0 };
  gint64 opened;

  server_start_with (&server, dir, extra);
  host = test_player_new (server.url, "Ann");
  test_player_create (host);
  test_wait_until (welcomed, host, "a table created", WAIT_MS);
  guest = test_player_new (server.url, "Bob");
  test_player_join (guest, host->code, -1);
  test_wait_until (welcomed, guest, "a seat taken", WAIT_MS);

  /* Opened after the seated two: its time is up after theirs would be. */
  opened = g_get_monotonic_time ();
  idle = test_player_new (server.url, "Idle");
  ping (idle);
  test_wait_until (has_pong, idle, "the idle connection answered", WAIT_MS);
  test_wait_until (closed, idle, "the idle connection closed", 20000);
  g_assert_cmpint (g_get_monotonic_time () - opened, >=, 900 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (test_player_error_count (idle, "closed"), ==, 1);
  g_assert_cmpuint (net_client_get_close_code (idle->client), ==, 1008);

  /* The seated ones are still there, and answered. */
  host->pongs = guest->pongs = 0;
  ping (host);
  ping (guest);
  test_wait_until (has_pong_or_closed, host, "the host answered", WAIT_MS);
  test_wait_until (has_pong_or_closed, guest, "the guest answered", WAIT_MS);
  g_assert_false (host->closed);
  g_assert_false (guest->closed);
  g_assert_cmpuint (host->pongs, ==, 1);
  g_assert_cmpuint (guest->pongs, ==, 1);
  g_assert_cmpuint (host->errors, ==, 0);
  g_assert_cmpuint (guest->errors, ==, 0);

  g_clear_pointer (&host, test_player_free);
  g_clear_pointer (&guest, test_player_free);
  g_clear_pointer (&idle, test_player_free);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

static gboolean
has_error (gpointer data)
{
  return ((TestPlayer *) data)->errors > 0;
}

static gboolean
welcomed_or_closed (gpointer data)
{
  return welcomed (data) || closed (data);
}

/* Beyond --max-connections (all addresses together) a connection is told
 * why and closed (1008); a connection gone frees its place. */
static void
test_max_connections (void)
{
  static const char *const extra[] = { "--max-connections", "2", NULL };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-max-XXXXXX", NULL);
  g_autoptr (TestPlayer) a = NULL, b = NULL, c = NULL, d = NULL;
  Server server = { 0 };

  server_start_with (&server, dir, extra);
  a = test_player_new (server.url, "Ann");
  ping (a);
  test_wait_until (has_pong, a, "the first connection answered", WAIT_MS);
  b = test_player_new (server.url, "Bob");
  ping (b);
  test_wait_until (has_pong, b, "the second connection answered", WAIT_MS);

  c = test_player_new (server.url, "Cy");
  ping (c);
  test_wait_until (closed, c, "the third connection closed", WAIT_MS);
  g_assert_cmpuint (c->pongs, ==, 0);
  g_assert_cmpuint (test_player_error_count (c, "closed"), ==, 1);
  g_assert_cmpuint (net_client_get_close_code (c->client), ==, 1008);
  g_assert_false (a->closed);
  g_assert_false (b->closed);

  /* One goes: a new one gets its place (once the server has seen it go). */
  test_player_drop (a);
  for (gint64 end = g_get_monotonic_time () + WAIT_MS * G_TIME_SPAN_MILLISECOND;;)
    {
      g_clear_pointer (&d, test_player_free);
      d = test_player_new (server.url, "Di");
      test_player_create (d);
      test_wait_until (welcomed_or_closed, d, "a connection in the place of one gone", WAIT_MS);
      if (welcomed (d) || g_get_monotonic_time () > end)
        break;
      g_usleep (20 * G_TIME_SPAN_MILLISECOND);
    }
  g_assert_true (welcomed (d));
  g_assert_false (b->closed);

  g_clear_pointer (&a, test_player_free);
  g_clear_pointer (&b, test_player_free);
  g_clear_pointer (&c, test_player_free);
  g_clear_pointer (&d, test_player_free);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

/* The limits per address count an IPv4 address by itself (and an
 * IPv4-mapped IPv6 address as the IPv4 address), an IPv6 address by its
 * /64 network. */
static void
test_address_key (void)
{
  static const char *const cases[][2] = {
    { "192.0.2.7", "192.0.2.7" },
    { "127.0.0.1", "127.0.0.1" },
    { "::ffff:192.0.2.7", "192.0.2.7" },
    { "::FFFF:198.51.100.1", "198.51.100.1" },
    { "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64" },
    { "2001:db8:1:2::1", "2001:db8:1:2::/64" },
    { "2001:DB8:0001:0002:0:0:0:ffff", "2001:db8:1:2::/64" },
    { "2001:db8:1:3::1", "2001:db8:1:3::/64" },
    { "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db8:ffff:ffff::/64" },
    { "::1", "::/64" },
    { "fe80::1", "fe80::/64" },
    { "::ffff:0:1:2", "::/64" },          /* 0:0:0:0:ffff:…: not IPv4-mapped */
    { "?", "?" },
    { "", "" },
    { "example.org", "example.org" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = net_service_address_key (cases[i][0]);

      if (g_strcmp0 (key, cases[i][1]) != 0)
        g_error ("“%s”: key “%s”, should be “%s”", cases[i][0], key, cases[i][1]);
    }
}

/* The limits per address, with addresses a loopback test cannot have:
 * one IPv6 /64 network is one address; IPv4 and its mapped form too. */
static void
test_limits_per_network (void)
{
  static const struct {
    const char *address;
    gboolean opened;
  } cases[] = {
    { "2001:db8:1:2::1", TRUE },
    { "2001:db8:1:2::2", TRUE },
    { "2001:db8:1:2:ffff::3", FALSE },  /* a third from the same /64 */
    { "2001:db8:1:3::1", TRUE },        /* the next /64: another address */
    { "192.0.2.7", TRUE },
    { "::ffff:192.0.2.7", TRUE },
    { "192.0.2.7", FALSE },             /* a third from 192.0.2.7 */
    { "192.0.2.8", TRUE },
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (GPtrArray) peers = g_ptr_array_new_with_free_func (g_free);
  NetServiceOptions options;
  NetServiceStats stats;
  FakePeer *peer;
  gboolean opened;

  net_service_options_init (&options);
  options.max_connections_per_address = 2;
  options.max_rooms_per_address = 1;
  options.idle_ms = 0;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      peer = fake_open (service, cases[i].address, &opened);
      g_ptr_array_add (peers, peer);
      if (opened != cases[i].opened)
        g_error ("%s: %s", cases[i].address, opened ? "opened" : "refused");
      if (!opened)
        {
          g_assert_true (peer->closed);
          g_assert_nonnull (strstr (peer->last, "\"closed\""));
          net_service_peer_closed (service, &peer->base);
        }
    }
  net_service_get_stats (service, &stats);
  g_assert_cmpuint (stats.connections, ==, 6);
  g_assert_cmpuint (stats.connections_refused, ==, 2);

  /* Tables: one per /64 network. */
  fake_create (service, peers->pdata[0]);
  g_assert_nonnull (strstr (((FakePeer *) peers->pdata[0])->last, "\"table\""));
  fake_create (service, peers->pdata[1]);
  g_assert_nonnull (strstr (((FakePeer *) peers->pdata[1])->last, "too-many-tables"));
  fake_create (service, peers->pdata[3]);
  g_assert_nonnull (strstr (((FakePeer *) peers->pdata[3])->last, "\"table\""));
  net_service_get_stats (service, &stats);
  g_assert_cmpuint (stats.rooms, ==, 2);

  for (guint i = 0; i < peers->len; i++)
    {
      peer = peers->pdata[i];
      if (peer->base.counted)
        net_service_peer_closed (service, &peer->base);
    }
  net_service_get_stats (service, &stats);
  g_assert_cmpuint (stats.connections, ==, 0);
}

/* Two people of one name at one table are refused in words (whatever the
 * case or the Unicode form); another name is seated. */
static void
test_name_taken (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (GPtrArray) peers = g_ptr_array_new_with_free_func (g_free);
  static const struct {
    const char *name;
    gboolean seated;
  } cases[] = {
    { "ann", FALSE },
    { "ANN", FALSE },
    { "\\uff21nn", FALSE },           /* full-width A */
    { "Bob", TRUE },
    { "bob", FALSE },
    { "Zo\\u00eb", TRUE },
    { "Zoe\\u0308", FALSE },          /* the same, decomposed */
  };
  NetServiceOptions options;
  GHashTableIter iter;
  gpointer code = NULL;
  gboolean opened;
  FakePeer *host;

  net_service_options_init (&options);
  options.idle_ms = 0;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  host = fake_open (service, "192.0.2.1", &opened);
  g_ptr_array_add (peers, host);
  fake_create (service, host);
  g_hash_table_iter_init (&iter, service->rooms);
  g_assert_true (g_hash_table_iter_next (&iter, &code, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FakePeer *peer = fake_open (service, "192.0.2.1", &opened);

      g_ptr_array_add (peers, peer);
      fake_join (service, peer, code, cases[i].name);
      if (cases[i].seated != (peer->base.room != NULL))
        g_error ("%s: %s (%s)", cases[i].name, cases[i].seated ? "refused" : "seated", peer->last);
      if (!cases[i].seated)
        {
          g_assert_nonnull (strstr (peer->last, "\"name-taken\""));
          g_assert_nonnull (strstr (peer->last, "already called"));
        }
    }
  for (guint i = 0; i < peers->len; i++)
    net_service_peer_closed (service, &((FakePeer *) peers->pdata[i])->base);
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
write_text (const char *path, const char *text, gssize len)
{
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, text, len, &error);
  g_assert_no_error (error);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_auto (GStrv) parts = g_strsplit (text, from, -1);

  g_assert_cmpuint (g_strv_length (parts), >=, 2);
  return g_strjoinv (to, parts);
}

static gboolean
welcomed_twice (gpointer data)
{
  return ((TestPlayer *) data)->welcomes >= 2;
}

typedef enum { DAMAGE_META, DAMAGE_RECORD, DAMAGE_FOLDER } DamageWhere;

typedef struct {
  const char *what;
  const char *says;             /* the words naming the damage; NULL: restored */
  char code[NET_CODE_LEN + 1];
} Damage;

/* A copy of the table @good (folder @from) as table @code, then the damage. */
static void
damage_table (const char *data_dir, const char *from, const char *good, Damage *d)
{
  g_autofree char *dir = g_build_filename (data_dir, d->code, NULL);
  g_autofree char *meta_path = g_build_filename (dir, "room.json", NULL);
  g_autofree char *record_path = g_build_filename (dir, "game.record", NULL);
  g_autofree char *src_meta = g_build_filename (from, "room.json", NULL);
  g_autofree char *src_record = g_build_filename (from, "game.record", NULL);
  g_autofree char *meta = read_text (src_meta), *record = read_text (src_record);
  g_autofree char *new_meta = replace (meta, good, d->code);
  const char *w = d->what;

  if (strcmp (w, "not-a-folder") == 0)
    {
      write_text (dir, new_meta, -1);
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  write_text (meta_path, new_meta, -1);
  write_text (record_path, record, -1);
  if (g_str_has_prefix (w, "deep"))
    {
      /* 200,000 levels: json-glib recursed until the stack ran out.  Under
       * the size limit, 60,000: refused for the depth. */
      g_autoptr (GString) deep = g_string_new ("{\"seats\":");
      guint levels = strcmp (w, "deep") == 0 ? 60000 : 200000;

      for (guint i = 0; i < levels; i++)
        g_string_append_c (deep, '[');
      write_text (meta_path, deep->str, deep->len);
    }
  else if (strcmp (w, "fifo-meta") == 0 || strcmp (w, "fifo-record") == 0)
    {
      const char *path = w[5] == 'm' ? meta_path : record_path;

      g_assert_cmpint (g_unlink (path), ==, 0);
      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
    }
  else if (strcmp (w, "zero-meta") == 0 || strcmp (w, "zero-record") == 0)
    {
      const char *path = w[5] == 'm' ? meta_path : record_path;

      g_assert_cmpint (g_unlink (path), ==, 0);
      g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
    }
  else if (strcmp (w, "folder-meta") == 0)
    {
      g_assert_cmpint (g_unlink (meta_path), ==, 0);
      g_assert_cmpint (g_mkdir (meta_path, 0700), ==, 0);
    }
  else if (strcmp (w, "empty-meta") == 0)
    write_text (meta_path, "", 0);
  else if (strcmp (w, "wrong-types") == 0)
    {
      g_autofree char *bad = replace (new_meta, "\"host\":0", "\"host\":\"0\"");

      write_text (meta_path, bad, -1);
    }
  else if (strcmp (w, "single-quotes") == 0)
    {
      g_autofree char *bad = replace (new_meta, "\"host\":0", "'host':0");

      write_text (meta_path, bad, -1);
    }
  else if (strcmp (w, "huge-record") == 0)
    {
      FILE *f = fopen (record_path, "r+");

      g_assert_nonnull (f);
      g_assert_cmpint (ftruncate (fileno (f), 64 * 1024 * 1024), ==, 0);
      fclose (f);
    }
  else if (strcmp (w, "renege-played") == 0)
    {
      g_autofree char *bad = replace (record, "renege=prevent", "renege=played");

      write_text (record_path, bad, -1);
    }
  else if (strcmp (w, "cut-last-line") == 0)
    {
      /* A last line cut off before its newline, as a server stopped
       * mid-write leaves it: "line N of N", never "of N - 1". */
      g_autofree char *bad = g_strdup_printf ("%s0 \x01cut", record);

      write_text (record_path, bad, -1);
    }
  else if (strcmp (w, "garbage-inside") == 0)
    {
      /* A line of garbage in the middle: read up to it, and said. */
      g_auto (GStrv) lines = g_strsplit (record, "\n", -1);
      g_autoptr (GString) bad = g_string_new (NULL);

      for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
        {
          g_string_append_printf (bad, "%s\n", lines[i]);
          if (i == g_strv_length (lines) - 4)
            g_string_append (bad, "\x01garbage \xff\xfe line\n");
        }
      write_text (record_path, bad->str, bad->len);
    }
  else
    g_assert_not_reached ();
}

/* A damaged data folder never stops the server: each bad table is set
 * aside (CODE.bad) and named with what is wrong, the server starts at
 * once, and every other table is served.  A record with garbage inside is
 * read up to it, and the server says what it left out. */
static void
test_damaged_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-damaged-XXXXXX", NULL);
  g_autofree char *good_dir = NULL;
  g_autoptr (TestPlayer) p = NULL, again = NULL, garbage = NULL;
  Damage cases[] = {
    { "deep", "too deeply" },
    { "deep-and-long", "too large" },
    { "fifo-meta", "a pipe" },
    { "fifo-record", "a pipe" },
    { "zero-meta", "symbolic link" },
    { "zero-record", "symbolic link" },
    { "folder-meta", "a folder" },
    { "empty-meta", "empty" },
    { "wrong-types", "not a whole number" },
    { "single-quotes", "not JSON" },
    { "not-a-folder", "not a folder" },
    { "huge-record", "too large" },
    { "renege-played", "renege=played" },
    { "cut-last-line", NULL },
    { "garbage-inside", NULL },
  };
  gboolean stop = TRUE;
  Group one = { NULL, 1, 1 };
  Server server = { 0 };
  NetMessage msg;
  gint64 started;

  server_start (&server, dir);
  p = test_player_new (server.url, "Ann");
  p->stop = &stop;
  test_player_create (p);
  test_wait_until (welcomed, p, "a table created", WAIT_MS);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (p, &msg);
  one.players = &p;
  test_wait_until (quiet, &one, "the table waiting for its person", WAIT_MS);
  server_stop (&server, SIGTERM);

  good_dir = g_build_filename (dir, p->code, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *code = net_random_code ();

      g_strlcpy (cases[i].code, code, sizeof cases[i].code);
      damage_table (dir, good_dir, p->code, &cases[i]);
    }

  server.keep_stderr = TRUE;
  started = g_get_monotonic_time ();
  server_start (&server, dir);
  g_test_message ("started and listening in %.0f ms with %u damaged tables",
                  (g_get_monotonic_time () - started) / 1000.0, (guint) G_N_ELEMENTS (cases) - 1);

  /* The healthy table is served, and so is the one read in part. */
  test_player_reconnect (p, server.url);
  test_wait_until (welcomed_twice, p, "the healthy table resumed", WAIT_MS);
  garbage = test_player_new (server.url, "Ann");
  garbage->stop = &stop;
  g_strlcpy (garbage->code, cases[G_N_ELEMENTS (cases) - 1].code, sizeof garbage->code);
  g_strlcpy (garbage->token, p->token, sizeof garbage->token);
  test_player_reconnect (garbage, server.url);
  test_wait_until (welcomed, garbage, "the table with garbage inside resumed", WAIT_MS);
  /* The bad ones are gone from the server. */
  again = test_player_new (server.url, "Bob");
  test_player_join (again, cases[0].code, -1);
  test_wait_until (has_error, again, "a set-aside table refused", WAIT_MS);
  g_assert_cmpuint (test_player_error_count (again, "no-table"), ==, 1);
  g_clear_pointer (&p, test_player_free);
  g_clear_pointer (&garbage, test_player_free);
  g_clear_pointer (&again, test_player_free);
  server_stop (&server, SIGTERM);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *aside = g_strdup_printf ("%s/%s.bad", dir, cases[i].code);
      g_autofree char *line = NULL;
      const char *at = strstr (server.stderr_text, cases[i].code);

      if (cases[i].says == NULL)
        {
          g_autofree char *kept = g_strdup_printf ("%s/%s/game.record.damaged", dir,
                                                   cases[i].code);

          guint line_at = 0, of = 0;

          g_assert_nonnull (at);
          g_assert_nonnull (strstr (at, "stops reading at line"));
          g_assert_nonnull (strstr (at, "left out"));
          /* Never "line 8 of 7": a line cut off is a line. */
          g_assert_cmpint (sscanf (strstr (at, "stops reading at line"),
                                   "stops reading at line %u of %u", &line_at, &of), ==, 2);
          g_assert_cmpuint (line_at, <=, of);
          g_assert_true (g_file_test (kept, G_FILE_TEST_IS_REGULAR));
          continue;
        }
      if (at == NULL)
        g_error ("%s: not named in “%s”", cases[i].what, server.stderr_text);
      line = g_strndup (at, strcspn (at, "\n"));
      if (strstr (line, "set aside") == NULL || strstr (line, cases[i].says) == NULL)
        g_error ("%s: “%s” does not say “set aside” and “%s”", cases[i].what, line,
                 cases[i].says);
      g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    }
  g_free (server.stderr_text);
  remove_dir (dir);
}

/* ---- a hostile network, byte by byte ----------------------------------------- */

static guint16
url_port (const char *url)
{
  const char *colon = strrchr (url, ':');

  g_assert_nonnull (colon);
  return (guint16) atoi (colon + 1);
}

/* A TCP connection to the server that sends what the test says. */
static GSocket *
raw_connect (const char *url)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GInetAddress) lo = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) address = g_inet_socket_address_new (lo, url_port (url));
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                  G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  /* Seconds a read may wait: far beyond a loaded machine, short of the
   * server's default --idle-seconds (60), which test_silent_connections
   * must tell from its own 1. */
  g_socket_set_timeout (socket, RAW_READ_S);
  g_assert_true (g_socket_connect (socket, address, NULL, &error));
  g_assert_no_error (error);
  return socket;
}

static void
raw_send (GSocket *socket, const void *data, gsize len)
{
  /* The server may have closed already: what could not be sent is lost. */
  while (len > 0)
    {
      gssize n = g_socket_send (socket, data, len, NULL, NULL);

      if (n <= 0)
        return;
      data = (const char *) data + n;
      len -= n;
    }
}

/* What the server sends until it closes (at most @max bytes, RAW_READ_S a read); TRUE
 * if it closed (end, or reset), FALSE on the time limit. */
static gboolean
raw_read_to_end (GSocket *socket, GByteArray *got, gsize max)
{
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      guint8 buf[4096];
      gssize n = g_socket_receive (socket, (char *) buf, sizeof buf, NULL, &error);

      if (n == 0)
        return TRUE;
      if (n < 0)
        return !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
      if (got != NULL && got->len < max)
        g_byte_array_append (got, buf, MIN ((gsize) n, max - got->len));
    }
}

static const char handshake[] =
  "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";

/* Reads the handshake's answer, byte by byte up to its empty line. */
static void
raw_upgraded (GSocket *socket)
{
  g_autoptr (GString) head = g_string_new (NULL);

  while (!g_str_has_suffix (head->str, "\r\n\r\n"))
    {
      char c;

      g_assert_cmpint (g_socket_receive (socket, &c, 1, NULL, NULL), ==, 1);
      g_string_append_c (head, c);
    }
  g_assert_true (g_str_has_prefix (head->str, "HTTP/1.1 101"));
}

/* A client frame (masked with a zero key) of @len bytes of 'a'. */
static void
raw_frame (GSocket *socket, guint8 first, gsize len)
{
  g_autofree guint8 *frame = g_malloc (len + 14);
  gsize at = 0;

  frame[at++] = first;
  if (len < 126)
    frame[at++] = 0x80 | len;
  else if (len <= 0xffff)
    {
      frame[at++] = 0x80 | 126;
      frame[at++] = len >> 8;
      frame[at++] = len & 0xff;
    }
  else
    {
      frame[at++] = 0x80 | 127;
      for (int k = 7; k >= 0; k--)
        frame[at++] = (guint64) len >> (8 * k);
    }
  memset (frame + at, 0, 4);
  at += 4;
  memset (frame + at, 'a', len);
  raw_send (socket, frame, at + len);
}

/* The close code in the server's frames @got (0: no close frame). */
static guint
close_code (GByteArray *got)
{
  gsize at = 0;

  while (at + 2 <= got->len)
    {
      guint8 op = got->data[at] & 0x0f;
      gsize len = got->data[at + 1] & 0x7f, hdr = 2;

      if (len == 126 && at + 4 <= got->len)
        {
          len = (got->data[at + 2] << 8) | got->data[at + 3];
          hdr = 4;
        }
      if (op == 0x8 && len >= 2 && at + hdr + 2 <= got->len)
        return (got->data[at + hdr] << 8) | got->data[at + hdr + 1];
      at += hdr + len;
    }
  return 0;
}

/* A message in endless continuation frames: the server closes the
 * connection with 1009 once the message would pass 64 KiB (it grew by
 * ~0.9 MiB a MiB sent), and so for one frame over 64 KiB; the server
 * serves the others meanwhile. */
static void
test_fragments (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-frag-XXXXXX", NULL);
  g_autoptr (TestPlayer) p = NULL;
  Server server = { 0 };

  server_start (&server, dir);
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr (GSocket) socket = raw_connect (server.url);
      g_autoptr (GByteArray) got = g_byte_array_new ();

      raw_send (socket, handshake, strlen (handshake));
      raw_upgraded (socket);
      if (round == 0)
        {
          raw_frame (socket, 0x01, 4000);                 /* text, more to come */
          for (guint i = 0; i < 64; i++)
            raw_frame (socket, 0x00, 16 * 1024);          /* 1 MiB of continuations */
        }
      else
        raw_frame (socket, 0x81, 70 * 1024);              /* one frame over 64 KiB */
      g_assert_true (raw_read_to_end (socket, got, 65536));
      g_assert_cmpuint (close_code (got), ==, 1009);
    }
  p = test_player_new (server.url, "Ann");
  ping (p);
  test_wait_until (has_pong, p, "a client served after the fragments", WAIT_MS);
  g_clear_pointer (&p, test_player_free);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

/* Before any WebSocket, a request with a body is answered 413 and closed
 * at once: the server read three 150 MiB bodies into memory. */
static void
test_http_bodies (void)
{
  static const char *const heads[] = {
    "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 157286400\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-length:   5\r\n\r\n",
  };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-http-XXXXXX", NULL);
  g_autofree char *body = g_malloc0 (256 * 1024);
  Server server = { 0 };

  server_start (&server, dir);
  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    {
      g_autoptr (GSocket) socket = raw_connect (server.url);
      g_autoptr (GByteArray) got = g_byte_array_new ();
      g_autofree char *text = NULL;

      raw_send (socket, heads[i], strlen (heads[i]));
      raw_send (socket, body, 64 * 1024);
      if (!raw_read_to_end (socket, got, 4096))
        g_error ("%s: not closed", heads[i]);
      text = g_strndup ((const char *) got->data, got->len);
      if (!g_str_has_prefix (text, "HTTP/1.1 413"))
        g_error ("%s: answered “%s”", heads[i], text);
      g_assert_nonnull (strstr (text, "WebSocket"));
    }
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

/* A connection from @source (an address of 127.0.0.0/8) to the server. */
static GSocket *
raw_connect_from (const char *url, const char *source)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GInetAddress) lo = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) address = g_inet_socket_address_new (lo, url_port (url));
  g_autoptr (GSocketAddress) from = g_inet_socket_address_new_from_string (source, 0);
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                  G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  g_socket_set_timeout (socket, 15);
  g_assert_true (g_socket_bind (socket, from, TRUE, &error));
  g_assert_true (g_socket_connect (socket, address, NULL, &error));
  g_assert_no_error (error);
  return socket;
}

static gboolean
asked_to_act (gpointer data)
{
  return ((TestPlayer *) data)->legal.n > 0;
}

static gboolean
player_over (gpointer data)
{
  return ((TestPlayer *) data)->game_over;
}

static gboolean
told_not_saved (gpointer data)
{
  return test_player_error_count (data, "not-saved") > 0;
}

static gboolean
saved_again (gpointer data)
{
  return test_player_error_count (data, "saved-again") > 0;
}

static guint turns_before;

static gboolean
three_more_turns (gpointer data)
{
  return ((TestPlayer *) data)->turns >= turns_before + 3;
}

/* Issue 53.1: silent connections from many addresses, each under its
 * address's limit, took every descriptor, the 64 kept for files too;
 * tables stopped ("Too many open files") and a newcomer got a reset.
 * @n silent connections from 30 loopback addresses against a server whose
 * limit of open files is @nofile: issue 53's 1,800 against `ulimit -n
 * 1024` (/silent-connections-full), and 450 against 256, the same
 * proportion in a quarter of the time.  The connection cap is hard: an
 * honest table plays while the flood holds every place, every action
 * saved; a newcomer over the cap is answered 503 in words, never a reset;
 * the flood never takes a table's descriptor.  Then, the flood still
 * there, the server's own limit is lowered under its open descriptors
 * (prlimit): the table stops for want of one, and says so; given back,
 * it goes on by itself, says so, and plays its game to the end. */
static void
silent_flood (guint n, guint nofile)
{
  static const char *const extra[] = { "--idle-seconds", "600", NULL };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-silent-XXXXXX", NULL);
  g_autoptr (GPtrArray) silent = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (TestPlayer) p = NULL;
  g_autoptr (GSocket) newcomer = NULL;
  g_autoptr (GByteArray) got = g_byte_array_new ();
  g_autofree char *text = NULL;
  gboolean stop = TRUE;
  Server server = { 0 };
  struct rlimit mine, squeezed = { 0 }, full = { nofile, nofile };
  gint64 t0 = g_get_monotonic_time ();
  const char *stops;
  GPid pid;
  NetMessage msg;

  /* This process holds the flood: n descriptors and its own. */
  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &mine), ==, 0);
  if (mine.rlim_max < n + 256)
    {
      g_test_skip_printf ("%u connections need a limit of %u open files; the hard limit "
                          "here is %lu", n, n + 256, (unsigned long) mine.rlim_max);
      return;
    }
  mine.rlim_cur = mine.rlim_max;
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &mine), ==, 0);
  server.keep_stderr = TRUE;
  server.nofile = nofile;
  server_start_with (&server, dir, extra);
  pid = atoi (g_subprocess_get_identifier (server.process));
  p = test_player_new (server.url, "Ann");
  p->stop = &stop;
  test_player_create (p);
  test_wait_until (welcomed, p, "the honest table created", WAIT_MS);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (p, &msg);
  test_wait_until (asked_to_act, p, "Ann's turn", WAIT_MS);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *source = g_strdup_printf ("127.0.0.%u", 2 + i % 30);

      g_ptr_array_add (silent, raw_connect_from (server.url, source));
    }
  /* Over the cap: words, then the close. */
  newcomer = raw_connect (server.url);
  raw_send (newcomer, handshake, strlen (handshake));
  g_assert_true (raw_read_to_end (newcomer, got, 4096));
  text = got->len > 0 ? g_strndup ((const char *) got->data, got->len) : g_strdup ("");
  if (!g_str_has_prefix (text, "HTTP/1.1 503") || strstr (text, "as many connections") == NULL)
    g_error ("a newcomer over the cap was answered “%s”", text);

  /* The honest table plays meanwhile, saving every action. */
  turns_before = p->turns;
  stop = FALSE;
  test_player_act (p);
  test_wait_until (three_more_turns, p, "the honest table playing during the flood", WAIT_MS);
  g_assert_cmpuint (test_player_error_count (p, "not-saved"), ==, 0);

  /* No descriptor left to the server (the flood still there): the table
   * stops, and says so; one given back, it goes on by itself. */
  /* Each descriptor it has stays; the flood holds every number under 32
   * (a limit under the descriptors poll() is given fails it: EINVAL). */
  squeezed.rlim_cur = 32;
  squeezed.rlim_max = nofile;
  g_assert_cmpint (prlimit (pid, RLIMIT_NOFILE, &squeezed, NULL), ==, 0);
  test_wait_until (told_not_saved, p, "the table stopped for a descriptor, and said so",
                   WAIT_MS);
  g_assert_nonnull (strstr (p->last_error_text, "Too many open files"));
  g_assert_cmpint (prlimit (pid, RLIMIT_NOFILE, &full, NULL), ==, 0);
  test_wait_until (saved_again, p, "the table going on by itself, said", WAIT_MS);
  test_wait_until (player_over, p, "the honest table's game over during the flood", WAIT_MS);
  /* (Told once when it stopped, and again for an action refused then.) */
  g_assert_cmpuint (test_player_error_count (p, "not-saved"), >=, 1);
  g_test_message ("%u silent connections from 30 addresses (limit of open files %u): a "
                  "newcomer answered “%.*s”; the honest table stopped for a descriptor, went "
                  "on by itself and played to the end (%.1f s in all)", silent->len, nofile,
                  (int) strcspn (text, "\r"), text, (g_get_monotonic_time () - t0) / 1e6);
  g_ptr_array_set_size (silent, 0);
  g_clear_pointer (&p, test_player_free);
  server_stop (&server, SIGTERM);
  /* Only the squeeze stopped it, once, and it said it saves again. */
  if (strstr (server.stderr_text, "cannot accept a connection") != NULL)
    g_error ("the flood reached the tables' descriptors: %s", server.stderr_text);
  stops = strstr (server.stderr_text, "stops");
  if (stops == NULL || strstr (stops + 1, "stops") != NULL ||
      strstr (stops, "Too many open files") == NULL ||
      strstr (server.stderr_text, "saves again") == NULL)
    g_error ("the table stopped other than once for the squeeze, or did not say it saves "
             "again: %s", server.stderr_text);
  g_free (server.stderr_text);
  remove_dir (dir);
}

static void
test_silent_connections (void)
{
  silent_flood (450, 256);
}

static void
test_silent_connections_full (void)
{
  silent_flood (1800, 1024);
}

static gboolean
accept_test_certificate (GTlsConnection *conn, GTlsCertificate *cert, GTlsCertificateFlags errors,
                         gpointer data)
{
  return TRUE;
}

/* wss:// on the server's own accept loop: the TLS handshake, the
 * WebSocket upgrade over it, a message and its answer. */
static void
test_tls (void)
{
  static const char *const extra[] = { "--tls-cert", EUCHRE_NET_DATA "/server.pem",
                                       "--tls-key", EUCHRE_NET_DATA "/server-key.pem", NULL };
  static const char ping_frame[] = "{\"type\":\"ping\"}";
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-tls-XXXXXX", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocket) socket = NULL;
  g_autoptr (GSocketConnection) tcp = NULL;
  g_autoptr (GIOStream) tls = NULL;
  g_autoptr (GString) got = g_string_new (NULL);
  g_autofree char *ws_url = NULL;
  GOutputStream *out;
  GInputStream *in;
  guint8 frame[64];
  gsize len = strlen (ping_frame);
  Server server = { 0 };

  server_start_with (&server, dir, extra);
  g_assert_true (g_str_has_prefix (server.url, "wss://127.0.0.1:"));
  socket = raw_connect (server.url);
  tcp = g_socket_connection_factory_create_connection (socket);
  tls = g_tls_client_connection_new (G_IO_STREAM (tcp), NULL, &error);
  g_assert_no_error (error);
  g_signal_connect (tls, "accept-certificate", G_CALLBACK (accept_test_certificate), NULL);
  g_assert_true (g_tls_connection_handshake (G_TLS_CONNECTION (tls), NULL, &error));
  g_assert_no_error (error);
  out = g_io_stream_get_output_stream (tls);
  in = g_io_stream_get_input_stream (tls);
  g_assert_true (g_output_stream_write_all (out, handshake, strlen (handshake), NULL, NULL,
                                            &error));
  frame[0] = 0x81;
  frame[1] = 0x80 | len;
  memset (frame + 2, 0, 4);
  memcpy (frame + 6, ping_frame, len);
  g_assert_true (g_output_stream_write_all (out, frame, 6 + len, NULL, NULL, &error));
  while (strstr (got->str, "pong") == NULL)
    {
      char buf[256];
      gssize n = g_input_stream_read (in, buf, sizeof buf - 1, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpint (n, >, 0);
      g_string_append_len (got, buf, n);
    }
  g_assert_true (g_str_has_prefix (got->str, "HTTP/1.1 101"));
  g_io_stream_close (tls, NULL, NULL);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

static gboolean
has_turn (gpointer data)
{
  return ((TestPlayer *) data)->legal.n > 0;
}

static gboolean
refused_not_saved (gpointer data)
{
  return test_player_error_count (data, "not-saved") > 0;
}

typedef struct {
  TestPlayer *p;
  guint lines;
} MoreLines;

static gboolean
more_lines (gpointer data)
{
  MoreLines *m = data;

  return m->p->lines->len > m->lines;
}

/* A full disk: the record append fails (/dev/full in the record's
 * place), the players are told in the system's words, the table takes no
 * action it cannot keep (the seat never sees it), and once the disk
 * takes lines again play goes on; after a SIGKILL and a restart, every
 * event the seat saw is in the record. */
static void
test_full_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-full-XXXXXX", NULL);
  g_autofree char *record_path = NULL, *saved = NULL;
  g_autoptr (TestPlayer) p = NULL;
  g_autoptr (GPtrArray) before = NULL;
  gboolean stop = TRUE;
  Group one = { NULL, 1, 1 };
  Server server = { 0 };
  NetMessage msg;
  MoreLines m;
  guint seen;

  server_start (&server, dir);
  p = test_player_new (server.url, "Ann");
  p->stop = &stop;
  test_player_create (p);
  test_wait_until (welcomed, p, "a table created", WAIT_MS);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (p, &msg);
  test_wait_until (has_turn, p, "Ann's turn", WAIT_MS);

  /* The disk fills. */
  record_path = g_build_filename (dir, p->code, "game.record", NULL);
  saved = read_text (record_path);
  g_assert_cmpint (g_unlink (record_path), ==, 0);
  g_assert_cmpint (symlink ("/dev/full", record_path), ==, 0);
  seen = p->lines->len;
  kick (p);
  test_wait_until (refused_not_saved, p, "the full disk told", WAIT_MS);
  g_assert_nonnull (strstr (p->last_error_text, "No space left on device"));
  /* Nothing was told that is not on the disk; the table waits. */
  ping (p);
  test_wait_until (has_pong, p, "answered while the disk is full", WAIT_MS);
  g_assert_cmpuint (p->lines->len, ==, seen);

  g_assert_cmpuint (p->legal.n, ==, 0);

  /* The disk takes lines again: the table finds it by itself (issue
   * 51.9: it waited for ever) and tells Ann her turn again, with the
   * same choices; the action is taken. */
  g_assert_cmpint (g_unlink (record_path), ==, 0);
  write_text (record_path, saved, -1);
  test_wait_until (has_turn, p, "Ann's turn told again once the disk takes lines", WAIT_MS);
  {
    EuchreState st;
    g_autoptr (EuchreRecord) r = euchre_record_parse (saved, &st, NULL);
    EuchreActionList legal;

    g_assert_nonnull (r);
    euchre_state_legal_actions (&st, &legal);
    g_assert_cmpuint (p->legal.n, ==, legal.n);
  }
  kick (p);
  m.p = p;
  m.lines = seen;
  test_wait_until (more_lines, &m, "play going on once the disk takes lines", WAIT_MS);
  one.players = &p;
  test_wait_until (quiet, &one, "the table waiting for Ann", WAIT_MS);
  before = copy_lines (p->lines);
  server_stop (&server, SIGKILL);

  server_start (&server, dir);
  one.welcomes = 2;
  test_player_reconnect (p, server.url);
  test_wait_until (quiet, &one, "the table back", WAIT_MS);
  test_assert_lines (p->lines, before, "Ann");
  g_clear_pointer (&p, test_player_free);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

/* ---- tables that go, hosts who go ------------------------------------------- */

/* Online tables take only rules people play by: renege=played (the
 * engine's rule for reading files, under which the server accepted any
 * card held while listing only legal ones) is refused in words. */
static void
test_rules_to_play_by (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *peer = NULL;
  NetServiceStats stats;
  gboolean opened;

  peer = fake_open (service, "192.0.2.1", &opened);
  fake_send_text (service, peer, "{\"type\":\"create\",\"name\":\"Ann\",\"rules\":\"renege=played\"}");
  g_assert_nonnull (strstr (peer->last, "\"bad-rules\""));
  g_assert_nonnull (strstr (peer->last, "not a rule to play by"));
  net_service_get_stats (service, &stats);
  g_assert_cmpuint (stats.rooms, ==, 0);
  fake_send_text (service, peer, "{\"type\":\"create\",\"name\":\"Ann\",\"rules\":\"renege=penalise\"}");
  g_assert_nonnull (strstr (peer->last, "\"table\""));
  net_service_peer_closed (service, &peer->base);
}

/* A host who leaves before the start does not strand the guests: the
 * first person still there is the host, and may start. */
static void
test_host_leaves (void)
{
  g_autoptr (NetService) service = fake_service (NULL, 60000);
  g_autofree FakePeer *host = NULL, *guest = NULL;
  gboolean opened;

  host = fake_open (service, "192.0.2.1", &opened);
  fake_create (service, host);
  guest = fake_open (service, "192.0.2.2", &opened);
  fake_join (service, guest, first_code (service), "Bob");
  g_assert_nonnull (guest->base.room);
  net_service_peer_closed (service, &host->base);
  g_assert_nonnull (strstr (guest->last, "\"host\":1"));
  fake_send_text (service, guest, "{\"type\":\"start\",\"level\":\"easy\"}");
  g_assert_null (strstr (guest->last, "not-host"));
  g_assert_true (net_room_is_started (guest->base.room));
  net_service_peer_closed (service, &guest->base);
  test_wait_for_jobs ();
}

static gboolean
no_rooms (gpointer data)
{
  NetServiceStats stats;

  net_service_get_stats (data, &stats);
  return stats.rooms == 0;
}

static guint
count_entries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* A table everyone left is put away after the grace period, and its
 * folder goes with it (2,000 create-and-leave cycles kept 1,980 folders);
 * a table whose game ends with nobody there goes too (it kept counting
 * toward the limits until a restart). */
static void
test_tables_go (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-go-XXXXXX", NULL);
  g_autoptr (NetService) service = fake_service (dir, 20);
  g_autofree FakePeer *a = NULL, *b = NULL;
  gboolean opened;

  for (guint i = 0; i < 5; i++)
    {
      g_autofree FakePeer *peer = fake_open (service, "192.0.2.1", &opened);

      fake_create (service, peer);
      g_assert_cmpuint (count_entries (dir), ==, 1);
      net_service_peer_closed (service, &peer->base);
      test_wait_until (no_rooms, service, "a table left, put away", WAIT_MS);
      g_assert_cmpuint (count_entries (dir), ==, 0);
    }

  /* One hand to 1 point, started and left at once: the computer covers
   * the seat and ends the game with nobody there. */
  b = fake_open (service, "192.0.2.3", &opened);
  fake_send_text (service, b, "{\"type\":\"create\",\"name\":\"Ann\",\"rules\":\"points=1\"}");
  fake_send_text (service, b, "{\"type\":\"start\",\"level\":\"easy\"}");
  g_assert_null (strstr (b->last, "\"error\""));
  net_service_peer_closed (service, &b->base);
  test_wait_until (no_rooms, service, "a game over with nobody there, put away", WAIT_MS);
  test_wait_for_jobs ();
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_clear_pointer (&service, net_service_free);
  remove_dir (dir);
}

/* A WebSocket over TLS by hand (the test certificate is self-signed). */
static GIOStream *
wss_open (const char *url)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocket) socket = raw_connect (url);
  g_autoptr (GSocketConnection) tcp = g_socket_connection_factory_create_connection (socket);
  g_autoptr (GString) head = g_string_new (NULL);
  GIOStream *tls = g_tls_client_connection_new (G_IO_STREAM (tcp), NULL, &error);

  g_assert_no_error (error);
  g_signal_connect (tls, "accept-certificate", G_CALLBACK (accept_test_certificate), NULL);
  g_assert_true (g_tls_connection_handshake (G_TLS_CONNECTION (tls), NULL, &error));
  g_assert_true (g_output_stream_write_all (g_io_stream_get_output_stream (tls), handshake,
                                            strlen (handshake), NULL, NULL, &error));
  while (!g_str_has_suffix (head->str, "\r\n\r\n"))
    {
      char c;

      g_assert_cmpint (g_input_stream_read (g_io_stream_get_input_stream (tls), &c, 1, NULL,
                                            &error), ==, 1);
      g_string_append_c (head, c);
    }
  g_assert_true (g_str_has_prefix (head->str, "HTTP/1.1 101"));
  return tls;
}

static void
wss_send (GIOStream *tls, const char *text)
{
  guint8 frame[256];
  gsize len = strlen (text);

  g_assert_cmpuint (len, <, 126);
  frame[0] = 0x81;
  frame[1] = 0x80 | len;
  memset (frame + 2, 0, 4);
  memcpy (frame + 6, text, len);
  g_assert_true (g_output_stream_write_all (g_io_stream_get_output_stream (tls), frame, 6 + len,
                                            NULL, NULL, NULL));
}

/* Reads the server's frames until one holds @needle: RAW_READ_S at most
 * a read, WAIT_MS in all (a server that talks without ever saying it). */
static void
wss_wait_for (GIOStream *tls, const char *needle)
{
  g_autoptr (GString) got = g_string_new (NULL);
  gint64 end = g_get_monotonic_time () + WAIT_MS * G_TIME_SPAN_MILLISECOND;

  /* (Frame headers hold NUL bytes: memmem, not strstr.) */
  while (memmem (got->str, got->len, needle, strlen (needle)) == NULL)
    {
      char buf[4096];
      gssize n = g_input_stream_read (g_io_stream_get_input_stream (tls), buf, sizeof buf, NULL,
                                      NULL);

      if (n <= 0 || g_get_monotonic_time () > end)
        g_error ("waited in vain for “%s” (got “%s”)", needle, got->str);
      g_string_append_len (got, buf, n);
    }
}

/* TLS handshakes that never begin (no ClientHello) each held a thread of
 * GLib's shared pool, where the computer players thought too: a few
 * hundred of them stalled every table with a computer seat.  The
 * computer players have a pool of their own now. */
static void
test_tls_silent (void)
{
  static const char *const extra[] = { "--tls-cert", EUCHRE_NET_DATA "/server.pem",
                                       "--tls-key", EUCHRE_NET_DATA "/server-key.pem",
                                       "--max-connections-per-address", "1000", NULL };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-tls-silent-XXXXXX", NULL);
  g_autoptr (GPtrArray) silent = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GIOStream) tls = NULL;
  Server server = { 0 };

  server_start_with (&server, dir, extra);
  for (guint i = 0; i < 400; i++)
    g_ptr_array_add (silent, raw_connect (server.url));
  tls = wss_open (server.url);
  wss_send (tls, "{\"type\":\"create\",\"name\":\"Ann\"}");
  wss_wait_for (tls, "\"welcome\"");
  wss_send (tls, "{\"type\":\"start\",\"level\":\"easy\"}");
  /* Seat 0 deals: the three computer players bid before its turn. */
  wss_wait_for (tls, "\"turn\"");
  g_io_stream_close (tls, NULL, NULL);
  g_ptr_array_set_size (silent, 0);
  server_stop (&server, SIGTERM);
  remove_dir (dir);
}

/* Bad command lines are refused in words, with status 2. */
static void
test_bad_arguments (void)
{
  static const char *const cases[][3] = {
    { "--port", "70000", "out of range" },
    { "--grace", "-1", "out of range" },
    { "--idle-seconds", "0", "out of range" },
    { "--max-connections", "0", "out of range" },
    { "--max-connections", "2000000000", "open files" },
    { "--address", "example.org", "not an IP address" },
    { "--tls-cert", "/nonexistent.pem", "certificate needs its key" },
    { "extra", NULL, "unexpected argument" },
    /* Several servers behind HAProxy (docs/DEPLOY.md). */
    { "--redis", "127.0.0.1:6379", "go together" },
    { "--backend-id", "1000", "out of range" },
#if HAVE_HIREDIS
    { "--redis=example.org:6379", "--backend-id=1", "must be an IP address" },
    { "--redis=127.0.0.1", "--backend-id=1", "not HOST:PORT" },
#else
    { "--redis=127.0.0.1:6379", "--backend-id=1", "built without libhiredis" },
#endif
    { "--trusted-proxy", "10.0.0.1,proxy.example", "not an IP address or ADDRESS/BITS" },
    /* A data folder that cannot be written: tables would be lost. */
    { "--data-dir", "/proc/self/fdinfo", "cannot be written" },
    /* Bad TLS set-ups: every client would fail (issue 41). */
    { "--tls-cert=" EUCHRE_NET_DATA "/server.pem", "--tls-key=" EUCHRE_NET_DATA "/other-key.pem",
      "do not work together" },
    { "--tls-cert=" EUCHRE_NET_DATA "/expired.pem", "--tls-key=" EUCHRE_NET_DATA "/server-key.pem",
      "expired on 2021-01-01" },
    { "--tls-cert=" EUCHRE_NET_DATA "/not-yet-valid.pem",
      "--tls-key=" EUCHRE_NET_DATA "/server-key.pem", "not valid before 2120-01-01" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GSubprocess) child = NULL;
      g_autofree char *err = NULL;
      g_autofree char *dir = g_dir_make_tmp ("euchre-net-args-XXXXXX", NULL);
      g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", dir);

      child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                &error, EUCHRE_SERVER, "--port", "0", "--data-dir", dir,
                                cases[i][0], cases[i][1], NULL);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, NULL, &err, &error));
      g_assert_no_error (error);
      g_assert_false (g_subprocess_get_successful (child));
      if (strstr (err, cases[i][2]) == NULL)
        g_error ("%s %s: “%s” does not say “%s”", cases[i][0], cases[i][1] ? cases[i][1] : "",
                 err, cases[i][2]);
      g_assert_cmpint (system (rm), ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/net-server/kill-and-restart", test_kill_and_restart);
  g_test_add_func ("/euchre/net-server/bad-arguments", test_bad_arguments);
  g_test_add_func ("/euchre/net-server/idle-closed", test_idle_closed);
  g_test_add_func ("/euchre/net-server/max-connections", test_max_connections);
  g_test_add_func ("/euchre/net-server/address-key", test_address_key);
  g_test_add_func ("/euchre/net-server/limits-per-network", test_limits_per_network);
  g_test_add_func ("/euchre/net-server/name-taken", test_name_taken);
  g_test_add_func ("/euchre/net-server/damaged-folder", test_damaged_folder);
  g_test_add_func ("/euchre/net-server/fragments", test_fragments);
  g_test_add_func ("/euchre/net-server/http-bodies", test_http_bodies);
  g_test_add_func ("/euchre/net-server/silent-connections", test_silent_connections);
  g_test_add_func ("/euchre/net-server/silent-connections-full", test_silent_connections_full);
  g_test_add_func ("/euchre/net-server/tls", test_tls);
  g_test_add_func ("/euchre/net-server/tls-silent", test_tls_silent);
  g_test_add_func ("/euchre/net-server/full-disk", test_full_disk);
  g_test_add_func ("/euchre/net-server/host-leaves", test_host_leaves);
  g_test_add_func ("/euchre/net-server/rules-to-play-by", test_rules_to_play_by);
  g_test_add_func ("/euchre/net-server/tables-go", test_tables_go);
  return g_test_run ();
}
