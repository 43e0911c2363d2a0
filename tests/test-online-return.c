/* test-online-return.c — Play Online in the real window: coming back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guest's window closed mid-hand and opened again on its link takes
 * the same seat and hand back; the host closing the table is told once,
 * and the guest may keep playing.  The host's window in a process of its
 * own (this program again, EUCHRE_TEST_HOST set) killed mid-hand: the
 * guest's banner says so once and truthfully, then Leave or Keep
 * Playing, in English and German.  What the Play Online tests share:
 * test-online.c.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>

#include "euchre-play-surface.h"
#include "net-seat-store.h"
#include "test-online.h"

static gboolean
di_away (gpointer data)
{
  Online *o = data;

  for (guint s = 1; s < 4; s++)
    if (g_str_equal (net_game_get_seat_name (net (o), s), "Di"))
      return net_game_get_seat_kind (net (o), s) != NET_GAME_SEAT_HUMAN;
  return FALSE;
}

/* A guest's window closed mid-hand and opened again on the same link
 * takes the same seat back, with its hand (issue 38.2), and never a
 * second seat (38.5); a Play Online window opened meanwhile offers the
 * table. */
static void
test_return (void)
{
  Online o = { 0 };
  g_autofree char *link = NULL;
  GtkWidget *guest, *again;
  EuchreView before, after;
  NetGame *g;
  guint named_di = 0;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 2, NULL, 0, 0);
  link = g_strdup (net_game_get_link (net (&o)));
  guest = guest_window (link);
  g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (guest));
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (window_has_hand, guest, "the guest's cards", WAIT_MS);
  euchre_game_get_view (net_game_get_game (g), EUCHRE_HUMAN_SEAT, &before);
  /* Closed as a person closes it. */
  gtk_window_destroy (GTK_WINDOW (guest));
  test_wait_until (di_away, &o, "the host told Di is away", WAIT_MS);

  /* Play Online, opened with no link, offers the table kept on disk. */
  {
    g_autoptr (EuchreSettings) settings = test_settings ();
    GtkWidget *offer = euchre_online_window_new (NULL, settings);
    g_autoptr (GPtrArray) rows = test_ui_find_all (offer, ADW_TYPE_ENTRY_ROW);
    gboolean offered = FALSE;

    for (guint i = 0; i < rows->len; i++)
      offered |= g_strcmp0 (gtk_editable_get_text (g_ptr_array_index (rows, i)), link) == 0;
    g_assert_true (offered);
    /* On a phone, the offer is read whole (issue 42: a toast ended in "…"). */
    gtk_window_set_default_size (GTK_WINDOW (offer), 360, 640);
    gtk_window_present (GTK_WINDOW (offer));
    test_ui_assert_uncut (offer, "You still have a seat at table");
    test_ui_save_shot (offer, "online-offer-360x640");
    gtk_window_destroy (GTK_WINDOW (offer));
  }

  again = guest_window (link);
  /* Joined: the offer of the kept seat is gone. */
  test_ui_wait_frame (again);
  {
    g_autoptr (GPtrArray) labels = test_ui_find_all (again, GTK_TYPE_LABEL);

    for (guint i = 0; i < labels->len; i++)
      g_assert_false (gtk_widget_is_visible (labels->pdata[i]) &&
                      strstr (gtk_label_get_text (labels->pdata[i]), "You still have a seat"));
  }
  test_wait_until (window_has_hand, again, "the seat taken back", WAIT_MS);
  g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (again));
  g_assert_cmpstr (net_game_get_seat_name (g, 0), ==, "Di");
  euchre_game_get_view (net_game_get_game (g), EUCHRE_HUMAN_SEAT, &after);
  /* The same hand: what the computer played for Di meanwhile is gone
   * from it, nothing else. */
  if (after.pub.hand_number == before.pub.hand_number)
    g_assert_cmpuint (after.hand & ~before.hand, ==, 0);
  for (guint s = 1; s < 4; s++)
    named_di += g_str_equal (net_game_get_seat_name (net (&o), s), "Di");
  g_assert_cmpuint (named_di, ==, 1);

  /* The host closes the table: the guest is told so, once, with the
   * score, and nothing about trying again or waiting (issue 38.3). */
  gtk_widget_activate_action (o.window, "win.back", NULL);
  test_wait_until (test_ui_dialog_shown, NULL, "the question before closing", 5000);
  adw_message_dialog_response (test_ui_message_dialog (), "close");
  test_wait_until (failed, again, "the guest told the host closed the table", WAIT_MS);
  test_ui_wait_frame (again);
  {
    g_autoptr (GPtrArray) labels = test_ui_find_all (again, GTK_TYPE_LABEL);
    const char *told = "The host closed the table: the game cannot go on.";
    guint found = 0;

    for (guint i = 0; i < labels->len; i++)
      {
        const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));
        const char *at = strstr (text, told);

        if (at == NULL)
          continue;
        found++;
        g_assert_null (strstr (at + 1, told));
        g_assert_null (strstr (text, "trying again"));
        g_assert_null (strstr (text, "Waiting for"));
        g_assert_nonnull (strstr (text, "The score was: you and"));
      }
    g_assert_cmpuint (found, ==, 1);
    test_ui_save_shot (again, "online-host-left");
  }

  /* Di plays on alone: the same score, the computer in the other seats,
   * her own turn comes. */
  g_assert_true (test_ui_find_name (again, "Keep Playing"));
  {
    g_autoptr (GPtrArray) surfaces = test_ui_find_all (again, EUCHRE_TYPE_PLAY_SURFACE);
    EuchrePlaySurface *surface = g_ptr_array_index (surfaces, 0);
    const EuchrePublic *was = euchre_game_get_public (net_game_get_game (g));
    guint score[2] = { was->score[0], was->score[1] };
    EuchreGame *own;

    gtk_widget_activate_action (again, "win.keep-playing", NULL);
    own = euchre_play_surface_get_game (surface);
    g_assert_true (own != net_game_get_game (g));
    g_assert_cmpuint (euchre_game_get_public (own)->score[0], ==, score[0]);
    g_assert_cmpuint (euchre_game_get_public (own)->score[1], ==, score[1]);
    wait_own_turn (again, own, "Di's turn in her own game");
    test_ui_wait_frame (again);
    g_assert_false (test_ui_find_name (again, "Keep Playing"));
    g_assert_true (test_ui_find_label (again, "You play on from the score the table had, with "
                                       "the computer in the other seats. The hand that was "
                                       "being played is dealt again: its cards were never "
                                       "shown here."));
    test_ui_save_shot (again, "online-keep-playing");
  }
  gtk_window_destroy (GTK_WINDOW (again));
  online_close (&o);
}

/* Issue 51.7: after Play Again, a guest's window closed mid-hand in the
 * second game and opened again on the link takes its seat back (the
 * seat was kept for the first game only: "This table is full"). */
typedef struct {
  Online host, guest;
} TwoGames;

static gboolean
window_over (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));

  return g != NULL && net_game_get_state (g) == NET_GAME_OVER;
}

static gboolean
second_game_hand (gpointer data)
{
  TwoGames *t = data;

  return !window_over (t->host.window) && window_has_hand (t->guest.window) &&
         euchre_game_get_public (net_game_get_game (net (&t->guest)))->hand_number >= 1 &&
         window_has_hand (t->host.window);
}

static void
test_return_second_game (void)
{
  TwoGames t = { 0 };
  g_autofree char *link = NULL;
  guint named_di = 0;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&t.host, 1, NULL, 0, 0);
  link = g_strdup (net_game_get_link (net (&t.host)));
  t.guest.window = guest_window (link);
  g_signal_connect (net_game_get_game (net (&t.guest)), "human-turn", G_CALLBACK (human_turn_cb),
                    &t.guest);
  gtk_widget_activate_action (t.host.window, "win.start", NULL);
  test_wait_until (window_over, t.guest.window, "the first game played out", WAIT_MS * 2);
  test_wait_until (window_over, t.host.window, "the first game over for the host", WAIT_MS);

  /* Play Again: the second game, and Di's window closed in its first hand. */
  gtk_widget_activate_action (t.host.window, "win.rematch", NULL);
  test_wait_until (second_game_hand, &t, "the second game dealt", WAIT_MS);
  g_signal_handlers_disconnect_by_data (net_game_get_game (net (&t.guest)), &t.guest);
  g_clear_handle_id (&t.guest.idle_id, g_source_remove);
  gtk_window_destroy (GTK_WINDOW (t.guest.window));
  test_wait_until (di_away, &t.host, "the host told Di is away", WAIT_MS);

  t.guest.window = guest_window (link);
  test_wait_until (window_has_hand, t.guest.window, "Di back at her seat", WAIT_MS);
  g_assert_cmpstr (net_game_get_seat_name (net (&t.guest), 0), ==, "Di");
  g_assert_cmpuint (net_game_get_state (net (&t.guest)), ==, NET_GAME_PLAYING);
  for (guint s = 1; s < 4; s++)
    named_di += g_str_equal (net_game_get_seat_name (net (&t.host), s), "Di");
  g_assert_cmpuint (named_di, ==, 1);
  gtk_window_destroy (GTK_WINDOW (t.guest.window));
  online_close (&t.host);
}

/* The host's program, for test_host_killed: a process of its own (this
 * test binary again, EUCHRE_TEST_HOST set) whose Play Online window hosts
 * a table with Bob, a protocol client, and starts the game once three
 * people sit at it; it says the link on its standard output and plays
 * its seat until it is killed. */
static gboolean
host_child_seated (gpointer data)
{
  Online *o = data;

  o->n = 3;
  return seated (o);
}

static int
host_child (void)
{
  Online o = { 0 };

  online_open (&o, 1, NULL, 0, 0);
  g_print ("link %s\n", net_game_get_link (net (&o)));
  test_wait_until (host_child_seated, &o, "three people at the table", WAIT_MS);
  gtk_widget_activate_action (o.window, "win.start", NULL);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

static gboolean
cut_off (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));

  return g != NULL && net_game_get_reconnecting (g);
}

/* Two hands scored in the window @data. */
static gboolean
two_hands_scored (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));
  g_autoptr (GArray) rows = euchre_game_get_score_sheet (net_game_get_game (g), NULL);

  return rows != NULL && rows->len >= 2;
}

/* Each try again that fails says so (NetGame::changed): counted here. */
static void
count_cb (NetGame *g, guint *n)
{
  (*n)++;
}

static gboolean
three_tries (gpointer data)
{
  return *(guint *) data >= 3;
}

/* Whether the banner offers Keep Playing. */
static gboolean
keep_offered (GtkWidget *window)
{
  g_autoptr (GPtrArray) buttons = test_ui_find_all (window, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.keep-playing") == 0 &&
        gtk_widget_is_visible (buttons->pdata[i]))
      return TRUE;
  return FALSE;
}

/* What a guest's window says once its host's program is gone: the
 * truth (cut off, trying again; the table may be gone), once, and
 * nothing the table said before (who is away, whom it waits for), in
 * the person's language. */
static void
assert_told_cut_off (GtkWidget *window)
{
  const char *said = banner_of (window);
  const char *told =
    test_ui_words ("The connection to the table was lost: trying again. If the table is still "
                   "on, the computer plays your seat until you are back.",
                   "Die Verbindung zum Tisch ist abgerissen: neuer Versuch läuft. Falls der Tisch "
                   "noch besteht, spielt der Computer deinen Platz, bis du zurück bist.");

  g_assert_cmpstr (said, ==, told);
  g_assert_true (keep_offered (window));
  /* A card or a bid would go nowhere: the table is shown, not played —
   * no turn, no playable card (issue 51.2) — and read: its score sheet
   * opens from what is known. */
  {
    NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window));
    GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (window));
    EuchreActionList list;
    EuchreView view;

    g_assert_cmpuint (euchre_game_get_human_actions (net_game_get_game (g), &list), ==, 0);
    g_assert_false (label_contains (window, g_dgettext ("euchre", "Your turn: play a card")));
    /* A card is named "…, playable" exactly when it has this class. */
    euchre_game_get_view (net_game_get_game (g), EUCHRE_HUMAN_SEAT, &view);
    for (EuchreCard c = 0; c < EUCHRE_N_CARDS; c++)
      if (view.hand & EUCHRE_CARD_BIT (c))
        {
          GtkWidget *button = euchre_table_get_card_button (EUCHRE_TABLE (table), c);

          g_assert_false (button != NULL && gtk_widget_has_css_class (button, "playable"));
        }
    check_score_sheet (window, NULL);
  }
}

/* Issue 38.3: the host's window process killed mid-hand (no word to
 * anyone).  The guest's window says so once and truthfully, and goes on
 * saying just that while it tries again; then the guest leaves, or plays
 * on from the same score with the computer.  (One guest window a case:
 * two in one process would be one person, who takes one seat.) */
typedef struct {
  const char *path;
  gboolean keep_playing;
  const char *language;
  int width, height;
} Killed;

static void
test_host_killed (gconstpointer data)
{
  const Killed *k = data;
  g_autofree char *shot = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TestPlayer) cy = NULL;
  g_autofree char *line = NULL, *url = NULL, *code = NULL;
  const char *argv[] = { g_getenv ("EUCHRE_TEST_SELF"), NULL };
  NetSavedSeat saved;
  g_autofree char *host_dir = g_build_filename (g_getenv ("EUCHRE_DATA_DIR"), "host", NULL);
  GtkWidget *di;
  NetGame *g;
  guint tries = 0;
  gulong tries_id;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (k->language);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "EUCHRE_TEST_HOST", "1", TRUE);
  /* Another person's computer: a data folder of its own. */
  g_subprocess_launcher_setenv (launcher, "EUCHRE_DATA_DIR", host_dir, TRUE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  host = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  /* Its first line that says the link (GTest may print before it). */
  do
    {
      g_free (line);
      line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (line);
    }
  while (!g_str_has_prefix (line, "link "));

  /* Cy, a protocol client, and Di's window join; the host starts. */
  g_assert_true (net_game_parse_link (line + strlen ("link "), &url, &code, NULL));
  cy = test_player_new (url, "Cy");
  test_player_join (cy, code, -1);
  test_wait_until (welcomed, cy, "Cy seated", WAIT_MS);
  di = guest_window_sized (line + strlen ("link "), "Di", k->width, k->height);
  g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (di));
  test_wait_until (window_has_hand, di, "Di's cards", WAIT_MS);
  /* Di plays two hands (the score sheet then has rows to keep), then
   * waits on her turn: cut off, it is no turn any more. */
  {
    Online d = { .window = di };

    g_signal_connect (net_game_get_game (g), "human-turn", G_CALLBACK (human_turn_cb), &d);
    test_wait_until (two_hands_scored, di, "two hands played", WAIT_MS);
    g_signal_handlers_disconnect_by_data (net_game_get_game (g), &d);
    g_clear_handle_id (&d.idle_id, g_source_remove);
    test_wait_until (own_turn, net_game_get_game (g), "Di's turn", WAIT_MS);
  }

  /* Killed, as a crash or a power cut would: nobody is told. */
  g_subprocess_force_exit (host);
  g_assert_true (g_subprocess_wait (host, NULL, NULL));
  test_wait_until (cut_off, di, "Di's window cut off", WAIT_MS);
  test_ui_wait_frame (di);
  assert_told_cut_off (di);
  shot = g_strdup_printf ("online-host-killed-%s-%dx%d", k->language, k->width, k->height);
  test_ui_save_shot (di, shot);
  /* Three tries later (one each 2 s, each one that fails counted, not a
   * moment waited for), it still says only that: nothing stacked under
   * it. */
  tries_id = g_signal_connect (g, "changed", G_CALLBACK (count_cb), &tries);
  test_wait_until (three_tries, &tries, "three tries to reach the table again", WAIT_MS);
  g_signal_handler_disconnect (g, tries_id);
  g_assert_true (net_game_get_reconnecting (g));
  assert_told_cut_off (di);

  if (!k->keep_playing)
    {
      /* Di leaves: back to the first page, no seat kept to return to. */
      gtk_widget_activate_action (di, "win.back", NULL);
      g_assert_null (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (di)));
      test_ui_wait_frame (di);
      g_assert_cmpstr (page_of (di), ==, "setup");
      g_assert_true (gtk_widget_is_sensitive (surface_of_window (di)));
    }
  else
    {
      /* Di plays on from the score the table had. */
      g_autoptr (GPtrArray) surfaces = test_ui_find_all (di, EUCHRE_TYPE_PLAY_SURFACE);
      const EuchrePublic *was = euchre_game_get_public (net_game_get_game (g));
      guint score[2] = { was->score[0], was->score[1] };
      g_autoptr (GArray) table_rows = euchre_game_get_score_sheet (net_game_get_game (g), NULL);
      EuchreGame *own;

      gtk_widget_activate_action (di, "win.keep-playing", NULL);
      own = euchre_play_surface_get_game (g_ptr_array_index (surfaces, 0));
      /* The sheet right after Keep Playing: every hand the table played,
       * the running score as the score box says (issue 51.3). */
      {
        g_autoptr (GArray) rows = euchre_game_get_score_sheet (own, NULL);

        g_assert_nonnull (table_rows);
        g_assert_cmpuint (rows->len, ==, table_rows->len);
        g_assert_cmpuint (check_score_sheet (di, NULL), ==, table_rows->len);
        if (rows->len > 0)
          {
            const EuchreSheetRow *last = &g_array_index (rows, EuchreSheetRow, rows->len - 1);

            g_assert_cmpuint (last->hand, ==, rows->len);
            g_assert_cmpuint (last->score[0], ==, score[0]);
            g_assert_cmpuint (last->score[1], ==, score[1]);
          }
      }
      g_assert_true (own != net_game_get_game (g));
      g_assert_cmpuint (euchre_game_get_public (own)->score[0], ==, score[0]);
      g_assert_cmpuint (euchre_game_get_public (own)->score[1], ==, score[1]);
      /* The table is given up: nothing is tried again. */
      g_assert_false (net_game_get_reconnecting (g));
      wait_own_turn (di, own, "Di's turn in her own game");
      test_ui_wait_frame (di);
      g_assert_false (keep_offered (di));
      g_assert_true (gtk_widget_is_sensitive (surface_of_window (di)));
      g_assert_cmpstr (banner_of (di), ==,
                       test_ui_words ("You play on from the score the table had, with the "
                                      "computer in the other seats. The hand that was being "
                                      "played is dealt again: its cards were never shown here.",
                                      "Du spielst mit dem Spielstand des Tisches weiter, mit dem "
                                      "Computer auf den anderen Plätzen. Die Hand, die gerade "
                                      "gespielt wurde, wird neu gegeben: ihre Karten wurden hier "
                                      "nie gezeigt."));
      g_free (shot);
      shot = g_strdup_printf ("online-host-killed-kept-%s-%dx%d", k->language, k->width,
                              k->height);
      test_ui_save_shot (di, shot);
    }
  /* No seat kept at that table to be offered again. */
  g_assert_false (net_seat_load (code, &saved));
  gtk_window_destroy (GTK_WINDOW (di));
  test_wait_for_jobs ();
}

int
main (int argc, char **argv)
{
  static const Killed killed[] = {
    { "/euchre/online-window/host-killed/leave/en/800x600", FALSE, "en", 800, 600 },
    { "/euchre/online-window/host-killed/keep-playing/en/1280x800", TRUE, "en", 1280, 800 },
    { "/euchre/online-window/host-killed/keep-playing/de/800x600", TRUE, "de", 800, 600 },
    { "/euchre/online-window/host-killed/leave/de/1280x800", FALSE, "de", 1280, 800 },
  };

  if (!online_init (&argc, &argv, "/euchre/online-window/no-display"))
    return g_test_run ();
  /* test_host_killed's host, in a process of its own (its data folder
   * set by the test). */
  g_setenv ("EUCHRE_TEST_SELF", argv[0], FALSE);
  if (g_getenv ("EUCHRE_TEST_HOST") != NULL)
    return host_child ();
  g_test_add_func ("/euchre/online-window/return", test_return);
  g_test_add_func ("/euchre/online-window/return-second-game", test_return_second_game);
  for (guint i = 0; i < G_N_ELEMENTS (killed); i++)
    g_test_add_data_func (killed[i].path, &killed[i], test_host_killed);
  return online_run ();
}
