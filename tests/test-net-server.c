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
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>

#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 60000

typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  char *url;
  gboolean exited;
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

static void
server_start (Server *server, const char *dir)
{
  g_autoptr (GError) error = NULL;

  memset (server, 0, sizeof *server);
  server->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, EUCHRE_SERVER,
                                      "--address", "127.0.0.1", "--port", "0", "--data-dir", dir,
                                      "--rate", "1000", "--burst", "1000", NULL);
  g_assert_no_error (error);
  server->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server->process));
  g_data_input_stream_read_line_async (server->out, G_PRIORITY_DEFAULT, NULL, got_line, server);
  test_wait_until (has_url, server, "euchre-server listening", WAIT_MS);
  g_assert_true (g_str_has_prefix (server->url, "ws://127.0.0.1:"));
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

static void
test_kill_and_restart (void)
{
  static const char *const names[4] = { "Ann", "Bob", "Cy", "Di" };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-server-XXXXXX", NULL);
  g_autofree char *record_path = NULL, *rm = NULL;
  TestPlayer *p[4], *solo;
  GPtrArray *before[5];
  gboolean stop = FALSE;
  Group four = { p, 4, 1 }, one = { &solo, 1, 1 };
  Server server;
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
  while (count_prefix (p[0]->lines, "card-played ") < 6)
    g_main_context_iteration (NULL, TRUE);
  stop = TRUE;
  test_wait_until (quiet, &four, "the four-person table waiting for someone", WAIT_MS);
  test_wait_until (quiet, &one, "the second table waiting for its person", WAIT_MS);
  g_assert_cmpuint (p[0]->reveals, <, p[0]->commits);          /* mid-hand */
  record_path = g_build_filename (dir, p[0]->code, "game.record", NULL);
  g_assert_true (g_file_test (record_path, G_FILE_TEST_IS_REGULAR));

  for (guint s = 0; s < 4; s++)
    before[s] = copy_lines (p[s]->lines);
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
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpuint (p[s]->verify_failed, ==, 0);
      g_assert_cmpuint (p[s]->errors, ==, 0);
      g_assert_cmpuint (p[s]->verified, >, 0);
    }

  for (guint s = 0; s < 4; s++)
    {
      test_player_free (p[s]);
      g_ptr_array_unref (before[s]);
    }
  test_player_free (solo);
  g_ptr_array_unref (before[4]);
  server_stop (&server, SIGTERM);
  rm = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_cmpint (system (rm), ==, 0);
}

/* Bad command lines are refused in words, with status 2. */
static void
test_bad_arguments (void)
{
  static const char *const cases[][3] = {
    { "--port", "70000", "out of range" },
    { "--grace", "-1", "out of range" },
    { "--address", "example.org", "not an IP address" },
    { "--tls-cert", "/nonexistent.pem", "certificate needs its key" },
    { "extra", NULL, "unexpected argument" },
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
  return g_test_run ();
}
