/* test-net-guard.c — what issue 53 found the server taking that it must not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names that look the same at one table; a NUL byte in a message; a close
 * frame with no valid code; a data folder open to other users.  No
 * socket: the service is driven by the test's own peers
 * (test-net-fake.c), and the WebSocket reader is fed bytes.  A rematch
 * looked at on the disk at each of its steps, as a kill there would leave
 * it, and restored from each under clients that come back: a table, its
 * service and server in this process, protocol clients at the seats
 * (test-net-player.c).
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "net-ws.h"
#include "net-room-private.h"  /* (the test looks into a table) */
#include "test-net-fake.h"
#include "test-net-player.h"
#include "test-wait.h"

#define WAIT_MS 60000

/* The five names of issue 53, and more that look like "Ann" at a table:
 * each refused in words while Ann sits there. */
static void
test_look_alike_names (void)
{
  static const char *const alike[] = {
    "Ann ", " Ann", "Ann\\u3164", "\\u3164Ann",      /* issue 53's five, with "Ann" */
    "A\\u200bnn", "Ann\\u115f", "  ANN  ", "\\uff21nn\\u2800", "Ann\\u00a0",
  };
  g_autoptr (GPtrArray) peers = g_ptr_array_new_with_free_func (g_free);
  NetService *service = fake_service (NULL, 1000);
  gboolean opened;
  FakePeer *host = fake_open (service, "192.0.2.1", &opened), *peer;
  const char *code;

  g_ptr_array_add (peers, host);
  fake_create (service, host);                  /* as "Ann" */
  g_assert_nonnull (host->base.room);
  code = first_code (service);
  for (guint i = 0; i < G_N_ELEMENTS (alike); i++)
    {
      peer = fake_open (service, "192.0.2.2", &opened);
      g_ptr_array_add (peers, peer);
      fake_join (service, peer, code, alike[i]);
      if (peer->base.room != NULL)
        g_error ("“%s” seated beside “Ann”", alike[i]);
      /* (U+200B, a format character, never reaches the table: the
       * message reader refuses it in its own words.) */
      if (strstr (alike[i], "200b") != NULL
            ? strstr (peer->last, "invisible characters") == NULL
            : strstr (peer->last, "\"name-taken\"") == NULL ||
              strstr (peer->last, "already called") == NULL)
        g_error ("“%s” refused without saying whose name it looks like: %s", alike[i],
                 peer->last);
    }
  /* Alone, a name with a character that shows nothing is refused too, in
   * words; the same name without it is taken. */
  peer = fake_open (service, "192.0.2.3", &opened);
  g_ptr_array_add (peers, peer);
  fake_join (service, peer, code, "Bob\\u3164");
  g_assert_null (peer->base.room);
  g_assert_nonnull (strstr (peer->last, "show nothing"));
  peer = fake_open (service, "192.0.2.3", &opened);
  g_ptr_array_add (peers, peer);
  fake_join (service, peer, code, "Bob Lee");
  g_assert_nonnull (peer->base.room);
  peer = fake_open (service, "192.0.2.4", &opened);
  g_ptr_array_add (peers, peer);
  fake_join (service, peer, code, "bob  lee ");
  g_assert_null (peer->base.room);
  g_assert_nonnull (strstr (peer->last, "\"name-taken\""));
  /* A creator's name is held to the same. */
  peer = fake_open (service, "192.0.2.5", &opened);
  g_ptr_array_add (peers, peer);
  {
    const char *frame = "{\"type\":\"create\",\"name\":\"\\u115fCy\"}";

    net_service_peer_receive (service, &peer->base, frame, strlen (frame));
  }
  g_assert_null (peer->base.room);
  g_assert_nonnull (strstr (peer->last, "show nothing"));
  for (guint i = 0; i < peers->len; i++)
    net_service_peer_closed (service, &((FakePeer *) peers->pdata[i])->base);
  net_service_free (service);
}

static void
test_name_key (void)
{
  static const struct { const char *a, *b; gboolean same; } cases[] = {
    { "Ann", "Ann ", TRUE },
    { "Ann", " Ann", TRUE },
    { "Ann", "Ann\xe3\x85\xa4", TRUE },                    /* U+3164 */
    { "Ann", "\xe3\x85\xa4" "Ann", TRUE },
    { "Ann", "A\xe2\x80\x8bnn", TRUE },                    /* U+200B */
    { "Ann", "\xef\xbc\xa1NN", TRUE },                     /* full-width A */
    { "Ann Lee", "ann   lee", TRUE },
    { "Ann Lee", "AnnLee", FALSE },
    { "Ann", "Anne", FALSE },
    { "Zo\xc3\xab", "Zoe", FALSE },                         /* the diaeresis shows */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (net_name_same (cases[i].a, cases[i].b) != cases[i].same)
      g_error ("“%s” and “%s”: %s", cases[i].a, cases[i].b,
               cases[i].same ? "told apart" : "taken for one");
  g_assert_true (net_name_has_ignorable ("Ann\xe3\x85\xa4"));
  g_assert_true (net_name_has_ignorable ("\xe1\x85\x9f" "Ann"));   /* U+115F */
  g_assert_false (net_name_has_ignorable ("Zo\xc3\xab M\xc3\xa9nard"));
}

static gboolean
collect (gpointer data, guint opcode, const guint8 *payload, gsize len)
{
  GByteArray *got = data;

  g_byte_array_append (got, payload, len);
  return TRUE;
}

/* A text message with a NUL byte is UTF-8: the WebSocket reader passes
 * it on (no 1007, "not UTF-8"), and the message reader says what is
 * wrong with it. */
static void
test_nul_byte (void)
{
  static const char text[] = "{\"type\":\"ping\"}\0";
  gsize len = sizeof text - 1;                  /* the NUL included */
  guint8 frame[64] = { 0x81, 0x80 | (guint8) len, 0, 0, 0, 0 };
  g_autoptr (GByteArray) got = g_byte_array_new ();
  g_autoptr (GError) error = NULL;
  NetWsReader reader;
  NetMessage msg;
  gsize used = 0;

  memcpy (frame + 6, text, len);
  net_ws_reader_init (&reader, TRUE, 65536);
  g_assert_cmpuint (net_ws_reader_feed (&reader, frame, 6 + len, &used, collect, got), ==, 0);
  g_assert_cmpuint (used, ==, 6 + len);
  g_assert_cmpuint (got->len, ==, len);
  net_ws_reader_clear (&reader);
  g_assert_false (net_message_parse ((const char *) got->data, got->len, &msg, &error));
  g_assert_nonnull (strstr (error->message, "NUL"));
  g_assert_null (strstr (error->message, "not text"));
  /* Bytes that are not UTF-8 are still 1007. */
  frame[6 + 3] = 0xff;
  net_ws_reader_init (&reader, TRUE, 65536);
  g_assert_cmpuint (net_ws_reader_feed (&reader, frame, 6 + len, &used, collect, got), ==, 1007);
  net_ws_reader_clear (&reader);
}

/* A close frame is answered with its own code only when that is a code
 * (RFC 6455, 7.4); 999 was echoed back. */
static void
test_close_codes (void)
{
  static const struct { guint code; guint answer; } cases[] = {
    { 999, 1002 }, { 0, 1002 }, { 1000, 1000 }, { 1001, 1001 }, { 1004, 1002 },
    { 1005, 1002 }, { 1006, 1002 }, { 1011, 1011 }, { 1015, 1002 }, { 2000, 1002 },
    { 3000, 3000 }, { 4999, 4999 }, { 5000, 1002 }, { 65535, 1002 },
  };
  const guint8 bad_reason[] = { 0x03, 0xe8, 0xff, 0xfe };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint8 payload[2] = { cases[i].code >> 8, cases[i].code & 0xff };

      if (net_ws_close_reply (payload, 2) != cases[i].answer)
        g_error ("close %u answered %u", cases[i].code, net_ws_close_reply (payload, 2));
    }
  g_assert_cmpuint (net_ws_close_reply (NULL, 0), ==, 1000);
  g_assert_cmpuint (net_ws_close_reply (bad_reason, 1), ==, 1002);
  g_assert_cmpuint (net_ws_close_reply (bad_reason, 4), ==, 1007);
}

/* The data folder holds the decks still to be dealt: open to other users,
 * it is refused at start, in words. */
static void
test_open_data_folder (void)
{
  static const guint modes[] = { 0777, 0755, 0770, 0701 };
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-guard-XXXXXX", NULL);
  NetServiceOptions options;

  net_service_options_init (&options);
  options.data_dir = dir;
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *mode = g_strdup_printf ("%04o", modes[i]);

      g_assert_cmpint (g_chmod (dir, modes[i]), ==, 0);
      g_assert_null (net_service_new (&options, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, mode) == NULL || strstr (error->message, "chmod 700") == NULL)
        g_error ("mode %s: “%s”", mode, error->message);
    }
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  {
    g_autoptr (GError) error = NULL;
    NetService *service = net_service_new (&options, &error);

    g_assert_no_error (error);
    net_service_free (service);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ---- a rematch killed at each step ---------------------------------------------- */

static char *rematch_dir;
static guint rematch_steps;

/* What a kill at @step would leave: the data folder as it is now. */
static void
snapshot_at_step (NetRoom *room, guint step)
{
  g_autofree char *cmd = g_strdup_printf ("cp -a '%s' '%s.step%u'", rematch_dir, rematch_dir,
                                          step);

  g_assert_cmpint (system (cmd), ==, 0);
  rematch_steps |= 1u << step;
}

static gboolean
players_over (gpointer data)
{
  TestPlayer **p = data;

  for (guint s = 0; s < 4; s++)
    if (!p[s]->game_over)
      return FALSE;
  return TRUE;
}

static gboolean
welcomed (gpointer data)
{
  return ((TestPlayer *) data)->welcomes > 0;
}

static gboolean
rematch_done (gpointer data)
{
  return rematch_steps == 0xf;
}

/* Issue 53.2: killed after the new game.record was renamed in and before
 * room.json, a table came back as the finished game's number with the new
 * game's record (and clients saw a second commitment for "the same"
 * game).  At every step, the table restored from the disk pairs a number
 * with its own record: the finished game's (0) while its record is
 * current, the new game's (1) from the rename on. */
/* Four players (into @p) at a table of a fresh service in a new folder
 * (rematch_dir, from @dir_template), a whole game played, then a rematch
 * asked with @hook called at each of its steps.  The service (made with
 * @options) and its server are for the caller to stop; the table's code
 * is returned. */
static char *
play_then_rematch (const char *dir_template, void (*hook) (NetRoom *, guint), TestPlayer **p,
                   NetServiceOptions *options_out, NetService **service_out,
                   NetServer **server_out)
{
  static const char *const names[4] = { "Ann", "Bob", "Cy", "Di" };
  g_autoptr (GError) error = NULL;
  NetServiceOptions options;
  NetService *service;
  NetServer *server;
  g_autofree char *url = NULL;
  char *code;
  NetMessage msg;

  rematch_dir = g_dir_make_tmp (dir_template, NULL);
  rematch_steps = 0;
  net_service_options_init (&options);
  options.data_dir = rematch_dir;
  options.grace_ms = 60000;
  options.rate = options.burst = 1000;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  server = net_server_new (service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  url = net_server_get_url (server);
  p[0] = test_player_new (url, names[0]);
  test_player_create (p[0]);
  test_wait_until (welcomed, p[0], "the table created", WAIT_MS);
  code = g_strdup (p[0]->code);
  for (guint s = 1; s < 4; s++)
    {
      p[s] = test_player_new (url, names[s]);
      test_player_join (p[s], code, s);
      test_wait_until (welcomed, p[s], "a seat taken", WAIT_MS);
    }
  net_message_init (&msg, NET_MSG_START);
  test_player_send (p[0], &msg);
  test_wait_until (players_over, p, "a whole game played", WAIT_MS);
  net_service_set_rematch_hook (hook);
  net_message_init (&msg, NET_MSG_REMATCH);
  test_player_send (p[0], &msg);
  test_wait_until (rematch_done, NULL, "the rematch's four steps", WAIT_MS);
  net_service_set_rematch_hook (NULL);
  *options_out = options;
  *service_out = service;
  *server_out = server;
  return code;
}

static void
test_rematch_steps (void)
{
  g_autoptr (GError) error = NULL;
  NetServiceOptions options;
  NetService *service;
  NetServer *server;
  TestPlayer *p[4];
  g_autofree char *code = play_then_rematch ("euchre-net-rematch-XXXXXX", snapshot_at_step, p,
                                             &options, &service, &server);

  for (guint s = 0; s < 4; s++)
    test_player_free (p[s]);
  net_server_free (server);
  test_wait_for_jobs ();
  net_service_free (service);

  for (guint step = 0; step < 4; step++)
    {
      g_autofree char *snap = g_strdup_printf ("%s.step%u", rematch_dir, step);
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", snap);
      NetService *back;
      NetRoom *room;

      options.data_dir = snap;
      back = net_service_new (&options, &error);
      g_assert_no_error (error);
      room = g_hash_table_lookup (back->rooms, code);
      if (room == NULL)
        g_error ("step %u: the table was not restored", step);
      /* The new game's record holds no action yet; the finished one's,
       * its whole game (less what was still to be flushed). */
      if ((euchre_record_length (room->record) == 0) != (room->game == 1))
        g_error ("step %u: game number %u with a record of %u actions", step, room->game,
                 (guint) euchre_record_length (room->record));
      g_assert_cmpuint (room->game, ==, step >= 2 ? 1 : 0);
      test_wait_for_jobs ();
      net_service_free (back);
      g_assert_cmpint (system (cmd), ==, 0);
    }
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", rematch_dir);

    g_assert_cmpint (system (cmd), ==, 0);
  }
  g_clear_pointer (&rematch_dir, g_free);
}

/* ---- a client through a restore at each rematch step ----------------------------- */

static TestPlayer *client_players[4];
static GHashTable *client_seen[4][4];   /* [step][seat]: the commitments kept at that step */

static GHashTable *
copy_commitments (GHashTable *from)
{
  GHashTable *to = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, from);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (to, g_strdup (key), g_strdup (value));
  return to;
}

/* What a kill at @step leaves: the folder, and what each client knows
 * (nothing is sent between the rematch's steps: the game over came
 * before, the new deal's commitment comes after). */
static void
snapshot_with_clients (NetRoom *room, guint step)
{
  snapshot_at_step (room, step);
  for (guint s = 0; s < 4; s++)
    client_seen[step][s] = copy_commitments (client_players[s]->commitments);
}

static gboolean
restored_table (gpointer data)
{
  TestPlayer **p = data;

  for (guint s = 0; s < 4; s++)
    if (p[s]->welcomes < 2 || !p[s]->have_table)
      return FALSE;
  return TRUE;
}

/* The new game's first two deals committed to, to each (or a second
 * commitment seen: the fault looked for). */
static gboolean
two_commitments (gpointer data)
{
  TestPlayer **p = data;

  for (guint s = 0; s < 4; s++)
    if (p[s]->second_commitments == 0 && !g_hash_table_contains (p[s]->commitments, "1:2"))
      return FALSE;
  return TRUE;
}

/* Issue 53.2, as a client sees it: the server killed at each step of a
 * rematch and restored from what the disk held then, each of the four
 * clients coming back with its token and what it knew before the kill
 * (every commitment, by game number and hand, as the window keeps them).
 * The restored table plays on (a rematch asked for again where it was
 * still the finished game) until each has been told the new game's first
 * two deals' commitments: none is ever a second, different commitment
 * for a hand of a game number it had seen. */
static void
test_rematch_client (void)
{
  g_autoptr (GError) error = NULL;
  NetServiceOptions options;
  NetService *service;
  NetServer *server;
  TestPlayer **p = client_players;
  NetMessage msg;
  g_autofree char *code = play_then_rematch ("euchre-net-rematch-client-XXXXXX",
                                             snapshot_with_clients, p, &options, &service,
                                             &server);

  /* The kill: no client hears from this server again. */
  for (guint s = 0; s < 4; s++)
    test_player_drop (p[s]);
  net_server_free (server);
  test_wait_for_jobs ();
  net_service_free (service);

  for (guint step = 0; step < 4; step++)
    {
      g_autofree char *snap = g_strdup_printf ("%s.step%u", rematch_dir, step);
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", snap);
      g_autofree char *back_url = NULL;
      NetService *back;
      NetServer *back_server;
      gboolean restored_over;

      options.data_dir = snap;
      back = net_service_new (&options, &error);
      g_assert_no_error (error);
      back_server = net_server_new (back, "127.0.0.1", 0, NULL, NULL, &error);
      g_assert_no_error (error);
      back_url = net_server_get_url (back_server);
      for (guint s = 0; s < 4; s++)
        {
          g_hash_table_unref (p[s]->commitments);
          p[s]->commitments = g_steal_pointer (&client_seen[step][s]);
          p[s]->welcomes = 1;
          p[s]->have_table = FALSE;
          test_player_reconnect (p[s], back_url);
        }
      test_wait_until (restored_table, p, "every client back at the restored table", WAIT_MS);
      restored_over = strcmp (p[0]->table.text, "over") == 0;
      if (restored_over)
        {
          net_message_init (&msg, NET_MSG_REMATCH);
          test_player_send (p[0], &msg);
        }
      test_wait_until (two_commitments, p, "two deals committed to after the restore", WAIT_MS);
      for (guint s = 0; s < 4; s++)
        {
          if (p[s]->second_commitments != 0)
            g_error ("restored at step %u of the rematch, %s was told a second, different "
                     "commitment for a hand of a game it had seen (game %u now)", step,
                     p[s]->name, p[s]->game);
          test_player_drop (p[s]);
        }
      g_test_message ("step %u: restored as the %s game; the new game's first two deals "
                      "committed to, none twice", step, restored_over ? "finished" : "new");
      net_server_free (back_server);
      test_wait_for_jobs ();
      net_service_free (back);
      g_assert_cmpint (system (cmd), ==, 0);
    }
  for (guint s = 0; s < 4; s++)
    test_player_free (p[s]);
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", rematch_dir);

    g_assert_cmpint (system (cmd), ==, 0);
  }
  g_clear_pointer (&rematch_dir, g_free);
}

/* ---- a table out of descriptors ------------------------------------------------- */

static gboolean
told (gpointer data)
{
  return test_player_error_count (data, "not-saved") > 0;
}

static gboolean
told_again_and_over (gpointer data)
{
  TestPlayer *p = data;

  return test_player_error_count (p, "saved-again") > 0 && p->game_over;
}

/* Issue 53.1: a table stopped for want of a descriptor did not go on by
 * itself once there were some again.  Here every descriptor of this
 * process is taken (the soft limit lowered first) before the deal: the
 * table stops and says so; once they are given back, it goes on by
 * itself (tried every second), tells its player, and plays to the end. */
static void
test_out_of_descriptors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-net-fds-XXXXXX", NULL);
  g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", dir);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) taken = g_array_new (FALSE, FALSE, sizeof (int));
  struct rlimit was, low;
  NetServiceOptions options;
  NetService *service;
  NetServer *server;
  g_autofree char *url = NULL;
  TestPlayer *p;
  NetMessage msg;
  int fd;

  net_service_options_init (&options);
  options.data_dir = dir;
  options.grace_ms = 60000;
  options.rate = options.burst = 1000;
  service = net_service_new (&options, &error);
  g_assert_no_error (error);
  server = net_server_new (service, "127.0.0.1", 0, NULL, NULL, &error);
  g_assert_no_error (error);
  url = net_server_get_url (server);
  p = test_player_new (url, "Ann");
  test_player_create (p);
  test_wait_until (welcomed, p, "the table created", WAIT_MS);

  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &was), ==, 0);
  low = was;
  low.rlim_cur = MIN (was.rlim_cur, 4096);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &low), ==, 0);
  while ((fd = open ("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0)
    g_array_append_val (taken, fd);
  g_assert_cmpint (errno, ==, EMFILE);
  net_message_init (&msg, NET_MSG_START);
  g_strlcpy (msg.level, "easy", sizeof msg.level);
  test_player_send (p, &msg);
  test_wait_until (told, p, "the table stopped, and said so", WAIT_MS);
  g_assert_nonnull (strstr (p->last_error_text, "cannot save"));
  for (guint i = 0; i < taken->len; i++)
    close (g_array_index (taken, int, i));
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &was), ==, 0);
  test_wait_until (told_again_and_over, p, "the table going on by itself, said, to the end",
                   WAIT_MS);

  test_player_free (p);
  net_server_free (server);
  test_wait_for_jobs ();
  net_service_free (service);
  g_assert_cmpint (system (cmd), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/net-guard/look-alike-names", test_look_alike_names);
  g_test_add_func ("/euchre/net-guard/name-key", test_name_key);
  g_test_add_func ("/euchre/net-guard/nul-byte", test_nul_byte);
  g_test_add_func ("/euchre/net-guard/close-codes", test_close_codes);
  g_test_add_func ("/euchre/net-guard/open-data-folder", test_open_data_folder);
  g_test_add_func ("/euchre/net-guard/rematch-steps", test_rematch_steps);
  g_test_add_func ("/euchre/net-guard/rematch-client", test_rematch_client);
  g_test_add_func ("/euchre/net-guard/out-of-descriptors", test_out_of_descriptors);
  return g_test_run ();
}
