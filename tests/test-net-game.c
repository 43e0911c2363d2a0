/* test-net-game.c — the window's seat at an online table, without a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A NetGame hosts a table (its service embedded, on the loopback) and
 * three protocol clients (test-net-player.c) join it; the NetGame's
 * remote EuchreGame plays the person's seat through the model's own
 * moves.  Links, refusals and a closed port are told in words.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>
#include <time.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "net-game.h"
#include "net-game-private.h"
#include "net-seat-store.h"
#include "net-room-private.h"  /* (the test spoils a table's secret) */
#include "net-service-private.h"
#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 20000

static void
test_links (void)
{
  static const char *const bad[] = {
    "", "   ", "K7QM-3XHD-PW2R", "euchre://", "euchre://host/K7QM-3XHD-PW2R",
    "euchre://127.0.0.1:8765/", "euchre://127.0.0.1:8765/NOPE", "http://x:1/K7QM-3XHD-PW2R",
    "euchre://127.0.0.1:99999/K7QM-3XHD-PW2R", "\xff\xfe", "euchre://a b:1/K7QM-3XHD-PW2R",
    /* Only one mark after it, and only a pair around it. */
    "euchre://127.0.0.1:39013/CX3S-ZWQ7-444C..", "\"euchre://127.0.0.1:39013/CX3S-ZWQ7-444C",
    ".", "\"\"",
    /* Browser links (issue 40.4): only a table's page, /t/CODE. */
    "https://x/t/NOPE", "http://x:1/t/", "http://x:1/T/K7QM-3XHD-PW2R", "http:///t/K7QM-3XHD-PW2R",
    "ftp://x:1/K7QM-3XHD-PW2R", "ws://x:1/t/K7QM-3XHD-PW2R", "http://u@x:1/t/K7QM-3XHD-PW2R",
    "https://x:70000/t/K7QM-3XHD-PW2R", "http://x:1/t/K7QM-3XHD-PW2R/more",
  };
  /* What is said for the browser's kind of link, and for a stranger. */
  static const struct { const char *link, *words; } told[] = {
    { "http://x:1/K7QM-3XHD-PW2R", "a table’s browser link ends in /t/ and its code" },
    { "https://x/t/NOPE", "three groups of four letters and digits" },
    { "ftp://x:1/K7QM-3XHD-PW2R", "http://192.168.1.20:8765/t/K7QM-3XHD-PW2R" },
    { "", "the browser’s link, http://HOST:PORT/t/CODE" },
  };
  /* Browser links open the same table, over TLS for https://. */
  static const struct { const char *link, *url; } web[] = {
    { "http://192.168.1.20:8765/t/k7qm-3xhd-pw2r", "ws://192.168.1.20:8765/t/K7QM-3XHD-PW2R" },
    { "HTTPS://euchre.example.org/t/K7QM-3XHD-PW2R", "wss://euchre.example.org:443/t/K7QM-3XHD-PW2R" },
    { "http://euchre.example.org/t/K7QM-3XHD-PW2R", "ws://euchre.example.org:80/t/K7QM-3XHD-PW2R" },
    { "<https://[::1]:8443/t/K7QM-3XHD-PW2R>.", "wss://[::1]:8443/t/K7QM-3XHD-PW2R" },
    { " \"http://127.0.0.1:39013/t/CX3S-ZWQ7-444C\" ", "ws://127.0.0.1:39013/t/CX3S-ZWQ7-444C" },
    { "euchre://h.example.org:8443/K7QM-3XHD-PW2R?tls", "wss://h.example.org:8443/t/K7QM-3XHD-PW2R" },
  };
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;

  g_assert_true (net_game_parse_link (" euchre://192.168.1.20:8765/k7qm-3xhd-pw2r\n", &url, &code,
                                      NULL));
  g_assert_cmpstr (url, ==, "ws://192.168.1.20:8765/t/K7QM-3XHD-PW2R");
  g_assert_cmpstr (code, ==, "K7QM-3XHD-PW2R");
  g_clear_pointer (&url, g_free);
  g_clear_pointer (&code, g_free);
  g_assert_true (net_game_parse_link ("EUCHRE://[::1]:80/K7QM-3XHD-PW2R", &url, &code, NULL));
  g_assert_cmpstr (url, ==, "ws://[::1]:80/t/K7QM-3XHD-PW2R");
  /* A seat kept with the URL of before (no path) is the same server's. */
  g_assert_true (net_game_same_server ("ws://[::1]:80/", url));
  g_assert_true (net_game_same_server ("ws://[::1]:80/t/AAAA-BBBB-CCCC", url));
  g_assert_false (net_game_same_server ("ws://[::1]:81/", url));
  g_assert_false (net_game_same_server ("wss://[::1]:80/", url));
  g_assert_false (net_game_same_server ("ws://[::1]:8/", url));
  /* Issue 38: copied out of a sentence, a mail or a chat. */
  {
    static const char *const copied[] = {
      "euchre://127.0.0.1:39013/CX3S-ZWQ7-444C.",
      "  \"euchre://127.0.0.1:39013/CX3S-ZWQ7-444C\"  ",
      "<euchre://127.0.0.1:39013/CX3S-ZWQ7-444C>",
      "'euchre://127.0.0.1:39013/CX3S-ZWQ7-444C',",
      "(euchre://127.0.0.1:39013/CX3S-ZWQ7-444C).",
      "\u201ceuchre://127.0.0.1:39013/CX3S-ZWQ7-444C\u201d!",
      "\u00ab euchre://127.0.0.1:39013/cx3s-zwq7-444c \u00bb",
      "euchre://127.0.0.1:39013/CX3S-ZWQ7-444C?\n",
    };

    for (guint i = 0; i < G_N_ELEMENTS (copied); i++)
      {
        g_autoptr (GError) error = NULL;

        g_clear_pointer (&url, g_free);
        g_clear_pointer (&code, g_free);
        g_assert_true (net_game_parse_link (copied[i], &url, &code, &error));
        g_assert_no_error (error);
        g_assert_cmpstr (url, ==, "ws://127.0.0.1:39013/t/CX3S-ZWQ7-444C");
        g_assert_cmpstr (code, ==, "CX3S-ZWQ7-444C");
      }
  }
  for (guint i = 0; i < G_N_ELEMENTS (web); i++)
    {
      g_autoptr (GError) error = NULL;

      g_clear_pointer (&url, g_free);
      g_clear_pointer (&code, g_free);
      g_assert_true (net_game_parse_link (web[i].link, &url, &code, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (url, ==, web[i].url);
      g_assert_cmpstr (code, ==, strrchr (web[i].url, '/') + 1);
    }
  for (guint i = 0; i < G_N_ELEMENTS (told); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (net_game_parse_link (told[i].link, NULL, NULL, &error));
      g_assert_nonnull (strstr (error->message, told[i].words));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (net_game_parse_link (bad[i], NULL, NULL, &error));
      g_assert_nonnull (error);
      g_assert_cmpuint (strlen (error->message), >, 20);
      g_test_message ("bad link %u: %s", i, error->message);
    }
}

static gboolean
game_code_known (gpointer data)
{
  return net_game_get_code (data) != NULL || net_game_get_state (data) == NET_GAME_FAILED;
}

static gboolean
welcomed (gpointer data)
{
  TestPlayer *p = data;

  return p->welcomes > 0;
}

static gboolean
four_seated (gpointer data)
{
  NetGame *g = data;

  return net_game_get_seat_kind (g, 3) != NET_GAME_SEAT_EMPTY &&
         net_game_get_seat_kind (g, 1) != NET_GAME_SEAT_EMPTY &&
         net_game_get_seat_kind (g, 2) != NET_GAME_SEAT_EMPTY;
}

typedef struct {
  NetGame *g;
  TestPlayer *p[3];
} Table;

static gboolean
all_over (gpointer data)
{
  Table *t = data;
  EuchreGame *game = net_game_get_game (t->g);

  for (guint i = 0; i < 3; i++)
    if (!t->p[i]->game_over)
      return FALSE;
  return euchre_game_get_public (game)->phase == EUCHRE_PHASE_GAME_OVER &&
         net_game_get_state (t->g) == NET_GAME_OVER;
}

static gboolean
second_game (gpointer data)
{
  Table *t = data;
  const EuchrePublic *pub = euchre_game_get_public (net_game_get_game (t->g));

  return net_game_get_state (t->g) == NET_GAME_PLAYING && pub->hand_number >= 1 &&
         pub->phase != EUCHRE_PHASE_GAME_OVER;
}

/* The person's seat: the first legal action, as soon as it is asked. */
static void
human_turn_cb (EuchreGame *game, const EuchreActionList *legal, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (g_getenv ("TEST_NET_DEBUG") != NULL)
    g_printerr ("window: turn, %u actions\n", legal->n);
  if (!euchre_game_act (game, &legal->actions[0], &error))
    g_error ("the person's move was refused: %s", error->message);
}

static void
notice_cb (NetGame *g, const char *text, gpointer data)
{
  g_printerr ("window: told “%s”\n", text);
}

/* The window's seat hosts a table on the loopback ("Ann") and the
 * players Bob, Cy and Di join it; the window knows all four seated.  The
 * person's seat plays the first legal action as soon as asked. */
static void
table_open (Table *t)
{
  static const char *const names[3] = { "Bob", "Cy", "Di" };
  g_autoptr (GError) error = NULL;
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;
  EuchreGame *game;

  t->g = net_game_new ();
  game = net_game_get_game (t->g);
  g_signal_connect (game, "human-turn", G_CALLBACK (human_turn_cb), NULL);
  g_assert_true (net_game_host (t->g, "127.0.0.1", "Ann", &error));
  g_assert_no_error (error);
  test_wait_until (game_code_known, t->g, "the table created", WAIT_MS);
  g_assert_cmpint (net_game_get_state (t->g), ==, NET_GAME_WAITING);
  g_assert_true (g_str_has_prefix (net_game_get_link (t->g), "euchre://127.0.0.1:"));
  g_assert_true (net_game_parse_link (net_game_get_link (t->g), &url, &code, &error));
  euchre_game_set_ai_delay_ms (game, 0);
  for (guint i = 0; i < 3; i++)
    {
      t->p[i] = test_player_new (url, names[i]);
      test_player_join (t->p[i], code, -1);
      test_wait_until (welcomed, t->p[i], "a seat taken", WAIT_MS);
    }
  test_wait_until (four_seated, t->g, "the window told of four people", WAIT_MS);
}

/* What the window was told is exactly what the table's record lets its
 * seat see, and every deal it was shown checked out. */
static void
assert_window_told_its_view (Table *t, const char *when)
{
  g_autofree char *record = net_game_get_table_record (t->g);

  g_assert_nonnull (record);
  test_assert_seat_lines (net_game_get_lines (t->g), record, 0, when);
  g_assert_cmpuint (net_game_get_unfair (t->g), ==, 0);
  g_assert_cmpuint (net_game_get_fair (t->g), >, 0);
}

static void
table_close (Table *t)
{
  for (guint i = 0; i < 3; i++)
    test_player_free (t->p[i]);
  net_game_leave (t->g);
  test_wait_for_jobs ();
  g_assert_finalize_object (t->g);
}

typedef struct {
  GSocket *socket;
  GString *got;
} HttpRead;

static gboolean
http_read_to_end (gpointer data)
{
  HttpRead *r = data;
  char buf[65536];
  gssize n;

  while ((n = g_socket_receive (r->socket, buf, sizeof buf, NULL, NULL)) > 0)
    g_string_append_len (r->got, buf, n);
  return n == 0;
}

/* The window's own host serves the browser's seat too (net-page.c, the
 * handler every NetServer has): GET /t/CODE on its port is the page. */
static void
test_browser_page (void)
{
  NetGame *g = net_game_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocketClient) client = g_socket_client_new ();
  g_autoptr (GSocketConnection) conn = NULL;
  g_autoptr (GString) got = g_string_new (NULL);
  g_autofree char *url = NULL, *code = NULL, *request = NULL;
  guint port;
  HttpRead r;

  g_assert_true (net_game_host (g, "127.0.0.1", "Ann", &error));
  test_wait_until (game_code_known, g, "the table created", WAIT_MS);
  g_assert_true (net_game_parse_link (net_game_get_link (g), &url, &code, &error));
  port = (guint) g_ascii_strtoull (strrchr (url, ':') + 1, NULL, 10);
  /* The link the window shows for a browser is that page's, and opens
   * the same table when pasted into Join. */
  {
    g_autofree char *expected = g_strdup_printf ("http://127.0.0.1:%u/t/%s", port, code);
    g_autofree char *web_url = NULL;

    g_assert_cmpstr (net_game_get_web_link (g), ==, expected);
    g_assert_true (net_game_parse_link (net_game_get_web_link (g), &web_url, NULL, &error));
    g_assert_cmpstr (web_url, ==, url);
  }
  conn = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  request = g_strdup_printf ("GET /t/%s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", code);
  r.socket = g_socket_connection_get_socket (conn);
  r.got = got;
  g_assert_cmpint (g_socket_send (r.socket, request, strlen (request), NULL, &error), ==,
                   (gssize) strlen (request));
  g_socket_set_blocking (r.socket, FALSE);
  test_wait_until (http_read_to_end, &r, "the page, then the end", WAIT_MS);
  g_assert_true (g_str_has_prefix (got->str, "HTTP/1.1 200 OK\r\n"));
  g_assert_nonnull (strstr (got->str, "\r\nContent-Type: text/html; charset=utf-8\r\n"));
  g_assert_nonnull (strstr (got->str, "\r\nContent-Security-Policy: default-src 'self';"));
  g_assert_nonnull (strstr (got->str, "<script src=\"/t/euchre.js\""));
  g_clear_object (&conn);
  net_game_leave (g);
  test_wait_for_jobs ();
  g_assert_finalize_object (g);
}

static void
test_whole_game (void)
{
  Table t = { 0 };
  g_autofree char *record = NULL;
  EuchreGame *game;
  const EuchrePublic *pub;

  table_open (&t);
  game = net_game_get_game (t.g);
  g_signal_connect (t.g, "notice", G_CALLBACK (notice_cb), NULL);
  g_assert_cmpstr (net_game_get_seat_name (t.g, 0), ==, "Ann");
  g_assert_cmpstr (net_game_get_seat_name (t.g, t.p[1]->seat), ==, "Cy");
  net_game_start (t.g);
  test_wait_until (all_over, &t, "a whole game played to the end", WAIT_MS);

  /* Everyone, the window's seat included, was told exactly what the
   * record says that seat may see, and every deal verified. */
  assert_window_told_its_view (&t, "the window");
  record = net_game_get_table_record (t.g);
  for (guint i = 0; i < 3; i++)
    {
      test_assert_seat_lines (t.p[i]->lines, record, t.p[i]->seat, t.p[i]->name);
      /* Scripted players act far faster than people: the table may tell
       them to slow down (the default rate), and nothing else. */
      g_assert_cmpuint (t.p[i]->errors, ==, test_player_error_count (t.p[i], "slow-down"));
      g_assert_cmpuint (t.p[i]->verify_failed, ==, 0);
    }
  /* The window's game ends with the table's score. */
  pub = euchre_game_get_public (game);
  g_assert_cmpuint (MAX (pub->score[0], pub->score[1]), >=, pub->rules.points_to_win);
  g_assert_true (pub->winner == 0 || pub->winner == 1);
  /* Its record replays, hidden cards and all (the score sheet reads it):
   * a row a hand, the last with the table's score. */
  {
    g_autoptr (GArray) rows = euchre_game_get_score_sheet (game, NULL);
    g_assert_nonnull (rows);

    g_assert_cmpuint (rows->len, >=, 1);
    g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, rows->len - 1).score[0], ==, pub->score[0]);
    g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, rows->len - 1).score[1], ==, pub->score[1]);
  }

  /* Play again: the same seats, a new game told from its start. */
  net_game_rematch (t.g);
  test_wait_until (second_game, &t, "a second game dealt after the rematch", WAIT_MS);
  g_assert_cmpuint (euchre_game_get_public (game)->score[0] + euchre_game_get_public (game)->score[1],
                    <, 10);
  table_close (&t);
}

static gboolean
mid_game (gpointer data)
{
  Table *t = data;
  const EuchrePublic *pub = euchre_game_get_public (net_game_get_game (t->g));

  return net_game_get_state (t->g) == NET_GAME_PLAYING && pub->hand_number >= 1 &&
         pub->phase == EUCHRE_PHASE_PLAY;
}

static gboolean
back_at_table (gpointer data)
{
  return !net_game_get_reconnecting (data) && net_game_get_state (data) != NET_GAME_FAILED;
}

typedef struct {
  EuchreGame *game;
  EuchreCardSet hand;
} HandWanted;

/* The game told again up to where it was: the person holds @hand. */
static gboolean
holds_hand (gpointer data)
{
  HandWanted *w = data;
  EuchreView view;

  euchre_game_get_view (w->game, EUCHRE_HUMAN_SEAT, &view);
  return view.hand == w->hand;
}

/* The connection drops mid-game: the game connects again with its token
 * and takes the seat back, is told the game again from its start (the
 * same hand) and plays it to the end; what it was told is still exactly
 * its seat's view, and every deal checks out. */
static void
test_drop_and_resume (void)
{
  Table t = { 0 };
  EuchreGame *game;
  EuchreCardSet hand_before;
  EuchreView view;

  table_open (&t);
  game = net_game_get_game (t.g);
  net_game_start (t.g);
  test_wait_until (mid_game, &t, "the second deal's play", WAIT_MS);

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  hand_before = view.hand;
  net_game_drop_connection (t.g);
  g_assert_true (net_game_get_reconnecting (t.g));
  g_assert_cmpint (net_game_get_state (t.g), !=, NET_GAME_FAILED);
  test_wait_until (back_at_table, t.g, "the seat taken back", WAIT_MS);
  /* The same hand as before the drop: within the grace period (30 s)
   * the table waits for the seat rather than play it (test-net-table
   * shows the computer taking a seat over after it, and giving it back). */
  {
    HandWanted w = { game, hand_before };

    test_wait_until (holds_hand, &w, "the same hand after the game is told again", WAIT_MS);
  }
  test_wait_until (all_over, &t, "the game played to the end after the resume", WAIT_MS * 2);
  assert_window_told_its_view (&t, "the window, after its resume");
  table_close (&t);
}

static gboolean
some_unfair (gpointer data)
{
  return net_game_get_unfair (data) > 0;
}

static void
remember_notice (NetGame *g, const char *text, gpointer data)
{
  g_free (*(char **) data);
  *(char **) data = g_strdup (text);
}

/* A table that commits to a hand a second time, with another deal (here:
 * its secret changed, so the salt and the digest change; a server that
 * lost a deal and dealt it again does the same), is caught by the window:
 * told the game again after a resume, it says so. */
static void
test_second_commitment (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (NetServer) server = NULL;
  g_autoptr (TestPlayer) host = NULL;
  g_autofree char *url = NULL, *link = NULL, *notice = NULL;
  NetServiceOptions options;
  Table t = { 0 };
  NetMessage msg;
  NetRoom *room;

  net_service_options_init (&options);
  options.rate = 1000;
  options.burst = 1000;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  server = net_server_new (service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  url = net_server_get_url (server);
  host = test_player_new (url, "Bob");
  test_player_create (host);
  test_wait_until (welcomed, host, "a table created", WAIT_MS);
  link = g_strdup_printf ("euchre://127.0.0.1:%u/%s", net_server_get_port (server), host->code);

  t.g = net_game_new ();
  g_signal_connect (net_game_get_game (t.g), "human-turn", G_CALLBACK (human_turn_cb), NULL);
  g_signal_connect (t.g, "notice", G_CALLBACK (remember_notice), &notice);
  euchre_game_set_ai_delay_ms (net_game_get_game (t.g), 0);
  g_assert_true (net_game_join (t.g, link, "Ann", &error));
  g_assert_no_error (error);
  test_wait_until (game_code_known, t.g, "the window seated", WAIT_MS);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (host, &msg);
  test_wait_until (mid_game, &t, "a deal's play", WAIT_MS);
  g_assert_cmpuint (net_game_get_unfair (t.g), ==, 0);

  room = g_hash_table_lookup (service->rooms, host->code);
  g_assert_nonnull (room);
  room->secret[0] = room->secret[0] == '0' ? '1' : '0';
  net_game_drop_connection (t.g);
  test_wait_until (some_unfair, t.g, "the second commitment seen", WAIT_MS);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "a second time"));

  net_game_leave (t.g);
  g_clear_pointer (&host, test_player_free);
  test_wait_for_jobs ();
  g_assert_finalize_object (t.g);
  g_clear_pointer (&server, net_server_free);
}

static gboolean
failed (gpointer data)
{
  return net_game_get_state (data) == NET_GAME_FAILED;
}

static void
test_refusals (void)
{
  g_autoptr (NetGame) host = net_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *link = NULL;
  g_autofree char *closed = NULL;

  g_assert_true (net_game_host (host, "127.0.0.1", "Ann", &error));
  test_wait_until (game_code_known, host, "the table created", WAIT_MS);

  /* A wrong code at a real table. */
  {
    g_autoptr (NetGame) g = net_game_new ();
    g_autofree char *wrong = g_strdup (net_game_get_link (host));

    wrong[strlen (wrong) - 1] = wrong[strlen (wrong) - 1] == 'A' ? 'B' : 'A';
    g_assert_true (net_game_join (g, wrong, "Bob", &error));
    test_wait_until (failed, g, "a wrong code refused", WAIT_MS);
    g_assert_cmpstr (net_game_get_error (g), ==,
                     "There is no table with this code at that address.");
  }
  /* A bad name is refused before anything is sent. */
  {
    g_autoptr (NetGame) g = net_game_new ();

    g_assert_false (net_game_join (g, net_game_get_link (host), "", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
  }
  /* A port where nobody listens: the table that was there is gone. */
  link = g_strdup (net_game_get_link (host));
  net_game_leave (host);
  {
    g_autoptr (NetGame) g = net_game_new ();

    g_assert_true (net_game_join (g, link, "Bob", &error));
    test_wait_until (failed, g, "a refused connection told", WAIT_MS);
    g_assert_true (g_str_has_prefix (net_game_get_error (g), "Could not reach a table at 127.0.0.1:"));
    g_test_message ("%s", net_game_get_error (g));
  }
}

/* A server's address as a person types it (issue 40.2). */
static void
test_servers (void)
{
  static const struct { const char *text, *url; } good[] = {
    { "wss://euchre.example.org", "wss://euchre.example.org:443/" },
    { " WSS://euchre.example.org:8443/ ", "wss://euchre.example.org:8443/" },
    { "https://euchre.example.org", "wss://euchre.example.org:443/" },
    { "ws://192.168.1.20:8765", "ws://192.168.1.20:8765/" },
    { "http://192.168.1.20", "ws://192.168.1.20:80/" },
    { "127.0.0.1:8765", "ws://127.0.0.1:8765/" },
    { "wss://[::1]:8765", "wss://[::1]:8765/" },
  };
  static const struct { const char *text, *words; } bad[] = {
    { "", "Give the server’s address" },
    { "   ", "Give the server’s address" },
    { "euchre.example.org", "no port number" },
    { "wss://euchre.example.org/t/K7QM-3XHD-PW2R", "without a path" },
    { "ftp://euchre.example.org", "not a server’s address" },
    { "wss://", "not a server’s address" },
    { "wss://u@euchre.example.org", "not a server’s address" },
    { "wss://euchre.example.org?x=1", "not a server’s address" },
    { "wss://euchre.example.org:99999", "not a server’s address" },
    { "wss://a b", "not a server’s address" },
    { "\xff", "not a server’s address" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *url = NULL;

      g_assert_true (net_game_parse_server (good[i].text, &url, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (url, ==, good[i].url);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (net_game_parse_server (bad[i].text, NULL, &error));
      g_assert_nonnull (strstr (error->message, bad[i].words));
    }
}

/* The window's host on a server (issue 40.2): the table is created there
 * with the server's own protocol, its links are the server's, the person
 * is the host (Start) but the table is not this program's; a server
 * whose certificate GLib refuses is told in words. */
static void
test_host_on_server (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NetService) service = NULL;
  g_autoptr (NetServer) server = NULL;
  g_autoptr (NetServer) tls_server = NULL;
  g_autofree char *address = NULL, *expected = NULL, *url = NULL, *code = NULL;
  g_autoptr (TestPlayer) guest = NULL;
  NetServiceOptions options;
  NetGame *g;

  net_service_options_init (&options);
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  server = net_server_new (service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  address = g_strdup_printf ("ws://127.0.0.1:%u", net_server_get_port (server));

  g = net_game_new ();
  g_assert_true (net_game_host_on_server (g, address, "Ann", &error));
  g_assert_no_error (error);
  test_wait_until (game_code_known, g, "the table created on the server", WAIT_MS);
  g_assert_cmpint (net_game_get_state (g), ==, NET_GAME_WAITING);
  g_assert_true (net_game_get_is_host (g));
  g_assert_false (net_game_get_holds_table (g));
  g_assert_nonnull (g_hash_table_lookup (service->rooms, net_game_get_code (g)));
  expected = g_strdup_printf ("http://127.0.0.1:%u/t/%s", net_server_get_port (server),
                              net_game_get_code (g));
  g_assert_cmpstr (net_game_get_web_link (g), ==, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("euchre://127.0.0.1:%u/%s", net_server_get_port (server),
                              net_game_get_code (g));
  g_assert_cmpstr (net_game_get_link (g), ==, expected);
  /* A guest joins by the link the window shows. */
  g_assert_true (net_game_parse_link (net_game_get_web_link (g), &url, &code, &error));
  guest = test_player_new (url, "Bob");
  test_player_join (guest, code, -1);
  test_wait_until (welcomed, guest, "the guest seated", WAIT_MS);
  net_seat_forget (net_game_get_code (g));
  net_game_leave (g);
  g_clear_pointer (&guest, test_player_free);
  test_wait_for_jobs ();
  g_assert_finalize_object (g);

  /* wss:// with a self-signed certificate: GLib's checks refuse it. */
  tls_server = net_server_new (service, "127.0.0.1", 0, EUCHRE_NET_DATA "/server.pem",
                               EUCHRE_NET_DATA "/server-key.pem", &error);
  g_assert_no_error (error);
  g_clear_pointer (&address, g_free);
  address = g_strdup_printf ("wss://127.0.0.1:%u", net_server_get_port (tls_server));
  g = net_game_new ();
  g_assert_true (net_game_host_on_server (g, address, "Ann", &error));
  test_wait_until (failed, g, "the certificate refused", WAIT_MS);
  g_test_message ("%s", net_game_get_error (g));
  g_assert_nonnull (strstr (net_game_get_error (g), "its certificate is not one this computer "
                                                     "trusts"));
  net_game_leave (g);
  test_wait_for_jobs ();
  g_assert_finalize_object (g);
  net_server_shutdown (tls_server, 500);
  net_server_shutdown (server, 500);
}

/* A guest's seat kept on disk (issue 38.2): saved, found by its code and
 * as the newest, forgotten; a damaged file is no seat. */
static void
test_seat_store (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-seats-XXXXXX", NULL);
  NetSavedSeat seat = { 0 }, got;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  static const char *const bad[] = {
    "", "[seat\nurl", "[seat]\nurl=http://x:1/\n",
    "[seat]\nurl=ws://x:1/\nlink=euchre://x:1/K7QM-3XHD-PW2R\ncode=K7QM-3XHD-PW2R\n"
    "token=00\nname=Bob\n",
    "[seat]\nurl=ws://x:1/\nlink=euchre://x:1/K7QM-3XHD-PW2R\ncode=NOPE\n"
    "token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\nname=Bob\n",
    /* A value that ends in a lone backslash (GLib warned on it). */
    "[seat]\nurl=a\\x\\",
    "[seat]\nurl=ws://x:1/\nlink=euchre://x:1/K7QM-3XHD-PW2R\ncode=K7QM-3XHD-PW2R\n"
    "token=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\nname=Bob\\",
  };

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  g_assert_false (net_seat_latest (&got));
  g_strlcpy (seat.url, "ws://127.0.0.1:8765/", sizeof seat.url);
  g_strlcpy (seat.link, "euchre://127.0.0.1:8765/K7QM-3XHD-PW2R", sizeof seat.link);
  g_strlcpy (seat.code, "K7QM-3XHD-PW2R", sizeof seat.code);
  memset (seat.token, 'a', NET_TOKEN_LEN);
  g_strlcpy (seat.name, "Bob Dole", sizeof seat.name);
  g_assert_true (net_seat_save (&seat, &error));
  g_assert_no_error (error);
  g_assert_true (net_seat_load ("K7QM-3XHD-PW2R", &got));
  g_assert_cmpint (memcmp (&seat, &got, sizeof seat), ==, 0);
  g_assert_false (net_seat_load ("AAAA-BBBB-CCCC", &got));
  g_assert_true (net_seat_latest (&got));
  g_assert_cmpstr (got.link, ==, seat.link);
  /* Kept more than a day ago: its table is long gone; not offered, forgotten. */
  {
    g_autofree char *seats = net_seat_dir ();
    g_autofree char *path = g_build_filename (seats, "K7QM-3XHD-PW2R.seat", NULL);
    struct utimbuf old = { .actime = time (NULL) - (NET_SEAT_KEPT_HOURS + 1) * 3600,
                           .modtime = time (NULL) - (NET_SEAT_KEPT_HOURS + 1) * 3600 };

    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_cmpint (g_utime (path, &old), ==, 0);
    g_assert_false (net_seat_latest (&got));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_true (net_seat_save (&seat, &error));
    g_assert_true (net_seat_latest (&got));
  }
  net_seat_forget ("K7QM-3XHD-PW2R");
  g_assert_false (net_seat_load ("K7QM-3XHD-PW2R", &got));
  g_assert_false (net_seat_latest (&got));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (net_seat_parse (bad[i], strlen (bad[i]), &got, NULL));
  /* A name that ends in a backslash is written so that it reads back. */
  g_strlcpy (seat.name, " Bob \\", sizeof seat.name);
  text = net_seat_format (&seat);
  g_assert_true (net_seat_parse (text, strlen (text), &got, NULL));
  g_assert_cmpstr (got.name, ==, " Bob \\");
  /* A NUL inside, or more than a seat's file holds: no seat. */
  g_assert_false (net_seat_parse (text, strlen (text) + 1, &got, NULL));
  {
    g_autofree char *big = g_strnfill (NET_SEAT_MAX_FILE + 1, '#');

    g_assert_false (net_seat_parse (big, strlen (big), &got, NULL));
  }
  g_unsetenv ("EUCHRE_DATA_DIR");
  {
    g_autofree char *seats = g_build_filename (dir, "online-seats", NULL);

    g_rmdir (seats);
    g_rmdir (dir);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  net_client_set_io_timeout (10);
  g_test_add_func ("/euchre/net-game/links", test_links);
  g_test_add_func ("/euchre/net-game/browser-page", test_browser_page);
  g_test_add_func ("/euchre/net-game/servers", test_servers);
  g_test_add_func ("/euchre/net-game/host-on-server", test_host_on_server);
  g_test_add_func ("/euchre/net-game/seat-store", test_seat_store);
  g_test_add_func ("/euchre/net-game/whole-game", test_whole_game);
  g_test_add_func ("/euchre/net-game/refusals", test_refusals);
  g_test_add_func ("/euchre/net-game/drop-and-resume", test_drop_and_resume);
  g_test_add_func ("/euchre/net-game/second-commitment", test_second_commitment);
  return g_test_run ();
}
