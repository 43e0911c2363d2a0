/* test-online-window.c — Play Online in the real window, over the loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Play Online window hosts a table (the service embedded, on
 * 127.0.0.1) and three protocol clients (test-net-player.c) join it by
 * its link.  The person's seat is played through the window itself: the
 * bid bar's actions and the card buttons.  A whole game is played to the
 * end; every seat's transcript, the window's included, is exactly what
 * the table's record says that seat may see.  Bad links are told in
 * words.  Screenshots (EUCHRE_SHOT_DIR) of each page, in English and
 * German, at 360×640, 800×600 and 1280×800.
 *
 * The same window on a euchre-server: test-online-server.c; a window
 * closed, or its host gone, and what comes back: test-online-return.c;
 * what they share: test-online.c.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <string.h>
#include <qrencode.h>

#include "euchre-card-theme.h"
#include "euchre-preferences.h"
#include "euchre-qr.h"
#include "euchre-table.h"
#include "net-seat-store.h"
#include "test-online.h"

static AdwWindowTitle *
find_window_title (GtkWidget *root)
{
  if (ADW_IS_WINDOW_TITLE (root))
    return ADW_WINDOW_TITLE (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwWindowTitle *found = find_window_title (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_score_sheet (Online *o)
{
  g_assert_cmpuint (check_score_sheet (o->window, "online-score-sheet"), >=, 1);
}

typedef struct {
  Online *o;
  guint deals;
} Deals;

static gboolean
all_deals_checked (gpointer data)
{
  Deals *d = data;

  return net_game_get_fair (net (d->o)) + net_game_get_unfair (net (d->o)) >= d->deals;
}

static void
test_whole_game (void)
{
  Online o = { 0 };
  g_autofree char *record = NULL, *words = NULL;

  /* Each case in a process of its own: GTK 4.8 keeps a tooltip's timer
   * after its window is gone (as tests/test-window.c does). */
  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 3, NULL, 0, 0);
  /* The others order up: each dealer discards, a card hidden from the others. */
  for (guint i = 0; i < 3; i++)
    o.p[i]->order_up = TRUE;
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (all_over, &o, "a whole game played to the end through the window", WAIT_MS * 3);
  g_assert_cmpuint (o.acted, >, 5);

  record = net_game_get_table_record (net (&o));
  test_assert_seat_lines (net_game_get_lines (net (&o)), record, 0, "the window");
  for (guint i = 0; i < 3; i++)
    {
      test_assert_seat_lines (o.p[i]->lines, record, o.p[i]->seat, o.p[i]->name);
      g_assert_cmpuint (o.p[i]->verify_failed, ==, 0);
      /* Scripted players act far faster than people: the table may tell
       them to slow down (the default rate), and nothing else. */
      g_assert_cmpuint (o.p[i]->errors, ==, test_player_error_count (o.p[i], "slow-down"));
    }
  /* Every deal of the game (the table's record's, one a "dealt" line of
   * the window's transcript) was checked against the table's commitment,
   * and the window says how many under its title.  (A hand's reveal
   * follows its last event: the last may still come after the game.) */
  {
    g_autoptr (EuchreRecord) parsed = euchre_record_parse (record, NULL, NULL);
    GPtrArray *told = net_game_get_lines (net (&o));
    Deals d = { &o, 0 };
    guint dealt = 0;

    g_assert_nonnull (parsed);
    d.deals = parsed->hands->len;
    for (guint i = 0; i < told->len; i++)
      dealt += g_str_has_prefix (told->pdata[i], "dealt ");
    g_assert_cmpuint (d.deals, >, 0);
    g_assert_cmpuint (dealt, ==, d.deals);
    test_wait_until (all_deals_checked, &d, "a check of every deal of the record", WAIT_MS);
    g_assert_cmpuint (net_game_get_unfair (net (&o)), ==, 0);
    g_assert_cmpuint (net_game_get_fair (net (&o)), ==, d.deals);
    words = g_strdup_printf ("%u deals checked: shuffled fairly", d.deals);
  }
  {
    AdwWindowTitle *title = find_window_title (o.window);

    g_assert_nonnull (title);
    g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), words));
    /* The result names the people, not the seats (issue 38.6): the
     * partner is Cy, the others Bob and Di. */
    {
      const EuchrePublic *p = euchre_game_get_public (net_game_get_game (net (&o)));
      g_autofree char *result = p->winner == 0
        ? g_strdup_printf ("You and Cy win, %u to %u.", p->score[0], p->score[1])
        : g_strdup_printf ("Bob and Di win, %u to %u.", p->score[1], p->score[0]);

      g_assert_true (test_ui_find_label (o.window, result));
      /* And the score box names them too, not "West & East". */
      g_assert_true (label_contains (o.window, "You & Cy: "));
      g_assert_true (label_contains (o.window, "Bob & Di: "));
      g_assert_false (label_contains (o.window, "West & East"));
      /* The last hand's result in the corner too ("… to Bob and Di"). */
      g_assert_false (label_contains (o.window, "West and East"));
    }
    test_ui_wait_frame (o.window);
    test_ui_save_shot (o.window, "online-game-over-verified");
  }
  assert_score_sheet (&o);
  online_close (&o);
}

/* A bad link is said on the setup page; a table that is not there, on
 * the page that says why. */
static void
test_bad_links (void)
{
  g_autoptr (EuchreSettings) settings = NULL;
  GtkWidget *window;

  if (!test_ui_in_subprocess ())
    return;
  settings = test_settings ();
  window = euchre_online_window_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the Play Online window");
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (window), "Ann");
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (window), "K7QM-3XHD-PW2R");
  gtk_widget_activate_action (window, "win.join", NULL);
  g_assert_null (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window)));
  /* Port 9 (discard) on the loopback: nobody listens. */
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (window),
                                 "euchre://127.0.0.1:9/K7QM-3XHD-PW2R");
  gtk_widget_activate_action (window, "win.join", NULL);
  test_wait_until (failed, window, "a refused connection told", WAIT_MS);
  /* A web address that is no table's page: said in words, nothing tried. */
  gtk_widget_activate_action (window, "win.back", NULL);
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (window),
                                 "http://127.0.0.1:9/K7QM-3XHD-PW2R");
  gtk_widget_activate_action (window, "win.join", NULL);
  g_assert_null (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window)));
  g_assert_true (label_contains (window, "ends in /t/ and its code"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
clipboard_text (GtkWidget *widget)
{
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (widget));
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  if (content == NULL || !gdk_content_provider_get_value (content, &value, NULL))
    return NULL;
  return g_value_dup_string (&value);
}

static gboolean
joined (gpointer data)
{
  NetGame *net = euchre_online_window_get_net (data);

  return net != NULL && (net_game_get_code (net) != NULL ||
                         net_game_get_state (net) == NET_GAME_FAILED);
}

/* Issue 40.4: the host page shows the browser's link first, with its
 * copy button and its QR code, then the game's euchre:// link; and a
 * browser link pasted into Join opens the table. */
static void
test_invite (void)
{
  Online o = { 0 };
  g_autoptr (EuchreSettings) settings = NULL;
  g_autofree guchar *pixels = NULL;
  g_autofree char *copied = NULL;
  const char *web, *link;
  GdkPaintable *qr;
  GtkWidget *guest;
  QRcode *expected;
  int side;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 0, NULL, 0, 0);
  test_ui_wait_frame (o.window);
  web = net_game_get_web_link (net (&o));
  link = net_game_get_link (net (&o));
  g_assert_nonnull (web);
  g_assert_true (g_str_has_prefix (web, "http://127.0.0.1:"));
  g_assert_nonnull (strstr (web, "/t/"));
  g_assert_true (g_str_has_suffix (web, net_game_get_code (net (&o))));
  /* Both shown, the browser's above the game's. */
  g_assert_cmpfloat (label_top (o.window, web), >=, 0);
  g_assert_cmpfloat (label_top (o.window, link), >, label_top (o.window, web));
  g_assert_true (test_ui_find_name (o.window, "Copy link"));
  g_assert_true (test_ui_find_name (o.window, "Copy the game’s link"));
  g_assert_true (test_ui_find_name (o.window, "QR code of the browser link"));
  gtk_widget_activate_action (o.window, "win.copy-web-link", NULL);
  copied = clipboard_text (o.window);
  g_assert_cmpstr (copied, ==, web);
  g_clear_pointer (&copied, g_free);
  gtk_widget_activate_action (o.window, "win.copy-link", NULL);
  copied = clipboard_text (o.window);
  g_assert_cmpstr (copied, ==, link);

  /* The QR code is the browser link's: libqrencode's modules for that
   * text, each 5 pixels square, dark on white, four modules of white
   * round them. */
  qr = euchre_online_window_get_qr (EUCHRE_ONLINE_WINDOW (o.window));
  g_assert_true (GDK_IS_TEXTURE (qr));
  expected = QRcode_encodeString8bit (web, 0, QR_ECLEVEL_M);
  g_assert_nonnull (expected);
  side = (expected->width + 2 * EUCHRE_QR_QUIET) * 5;
  g_assert_cmpint (gdk_texture_get_width (GDK_TEXTURE (qr)), ==, side);
  g_assert_cmpint (gdk_texture_get_height (GDK_TEXTURE (qr)), ==, side);
  pixels = g_malloc ((gsize) side * side * 4);
  gdk_texture_download (GDK_TEXTURE (qr), pixels, (gsize) side * 4);
  for (int y = 0; y < expected->width + 2 * EUCHRE_QR_QUIET; y++)
    for (int x = 0; x < expected->width + 2 * EUCHRE_QR_QUIET; x++)
      {
        int mx = x - EUCHRE_QR_QUIET, my = y - EUCHRE_QR_QUIET;
        gboolean dark = mx >= 0 && my >= 0 && mx < expected->width && my < expected->width &&
                        (expected->data[my * expected->width + mx] & 1);
        /* The module's middle pixel (cairo's ARGB32: blue first). */
        guchar blue = pixels[((gsize) (y * 5 + 2) * side + (gsize) (x * 5 + 2)) * 4];

        g_assert_cmpuint (blue, ==, dark ? 0 : 255);
      }
  QRcode_free (expected);

  /* A guest pastes the browser link into Join: seated at the same table. */
  settings = test_settings ();
  guest = euchre_online_window_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (guest));
  test_ui_wait_mapped (guest, "the guest's Play Online window");
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (guest), "Bob");
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (guest), web);
  gtk_widget_activate_action (guest, "win.join", NULL);
  test_wait_until (joined, guest, "the guest seated by the browser link", WAIT_MS);
  g_assert_cmpstr (net_game_get_code (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (guest))),
                   ==, net_game_get_code (net (&o)));
  g_assert_cmpint (net_game_get_state (euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (guest))),
                   ==, NET_GAME_WAITING);
  gtk_widget_activate_action (guest, "win.back", NULL);
  gtk_window_destroy (GTK_WINDOW (guest));
  /* The guest's seat is not offered to the tests after this one. */
  net_seat_forget (net_game_get_code (net (&o)));
  online_close (&o);
}

static gboolean
same_pixels (GdkTexture *a, GdkTexture *b)
{
  int w = gdk_texture_get_width (a), h = gdk_texture_get_height (a);
  g_autofree guchar *pa = NULL, *pb = NULL;

  if (w != gdk_texture_get_width (b) || h != gdk_texture_get_height (b))
    return FALSE;
  pa = g_malloc ((gsize) w * h * 4);
  pb = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (a, pa, (gsize) w * 4);
  gdk_texture_download (b, pb, (gsize) w * 4);
  return memcmp (pa, pb, (gsize) w * h * 4) == 0;
}

typedef struct {
  GtkWidget *widget;
  GdkTexture *before;
} Rendered;

static gboolean
looks_different (gpointer data)
{
  Rendered *r = data;
  g_autoptr (GdkTexture) now = NULL;

  test_ui_wait_frame (gtk_widget_get_ancestor (r->widget, GTK_TYPE_WINDOW));
  now = test_ui_render (r->widget, &(GdkRGBA) { 0, 0, 0, 1 });
  return !same_pixels (r->before, now);
}

/* Preferences changed while an online table is open: the table follows
 * the animation speed and the card theme at once, as the game window
 * does; a bid clicked while the cards are still being dealt is answered
 * in words, as offline (issue 39). */
static void
test_preferences (void)
{
  Online o = { 0 };
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  g_autoptr (EuchreSettings) settings = euchre_settings_new (gs);
  g_autoptr (GdkTexture) before = NULL;
  g_autoptr (GPtrArray) checks = NULL;
  g_autofree char *old_theme = NULL;
  GtkWidget *prefs, *table, *speed;
  const char *new_theme = NULL;
  double table_speed = 0;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 3, NULL, 0, 0);
  table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (o.window));
  g_signal_handlers_disconnect_by_func (net_game_get_game (net (&o)), human_turn_cb, &o);

  /* Preferences, as the menu opens them, over the online table. */
  prefs = euchre_preferences_new (settings);
  gtk_window_present (GTK_WINDOW (prefs));
  test_ui_wait_mapped (prefs, "Preferences");
  speed = GTK_WIDGET (gtk_widget_get_template_child (prefs, EUCHRE_TYPE_PREFERENCES,
                                                     "animation_speed"));
  g_assert_nonnull (speed);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (speed), 0.25);
  g_object_get (table, "animation-speed", &table_speed, NULL);
  g_assert_cmpfloat (table_speed, ==, 0.25);

  /* Slow cards: a bid clicked while they are dealt is refused in words. */
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (dealing, &o, "the first deal on its way", WAIT_MS);
  g_assert_false (test_ui_find_label (surface (&o), "Wait for the cards to be dealt."));
  gtk_widget_activate_action (surface (&o), "play.pass", NULL);
  g_assert_true (test_ui_find_label (surface (&o), "Wait for the cards to be dealt."));

  /* Another card theme: the table shows it at once. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (speed), 4.0);
  test_wait_until (my_turn, &o, "the person's first turn", WAIT_MS);
  test_ui_wait_frame (o.window);
  before = test_ui_render (table, &(GdkRGBA) { 0, 0, 0, 1 });
  old_theme = g_strdup (euchre_card_theme_get_id (euchre_table_get_theme (EUCHRE_TABLE (table))));
  checks = test_ui_find_all (prefs, GTK_TYPE_CHECK_BUTTON);
  for (guint i = 0; i < checks->len && new_theme == NULL; i++)
    {
      const char *id = g_object_get_data (g_ptr_array_index (checks, i), "theme-id");

      if (id != NULL && !g_str_equal (id, old_theme))
        {
          new_theme = id;
          gtk_check_button_set_active (g_ptr_array_index (checks, i), TRUE);
        }
    }
  g_assert_nonnull (new_theme);
  g_assert_cmpstr (euchre_card_theme_get_id (euchre_table_get_theme (EUCHRE_TABLE (table))), ==,
                   new_theme);
  /* Drawn in the new theme (within a few frames on a busy machine). */
  {
    Rendered r = { table, before };

    test_wait_until (looks_different, &r, "the table drawn in the new theme", 10000);
  }

  gtk_window_destroy (GTK_WINDOW (prefs));
  online_close (&o);
}

typedef struct {
  const char *path;
  int width, height;
  const char *language;
} Shot;

static gboolean
seat_covered (gpointer data)
{
  Online *o = data;

  for (guint s = 1; s < 4; s++)
    if (net_game_get_seat_kind (net (o), s) == NET_GAME_SEAT_COVERED)
      return TRUE;
  return FALSE;
}

static gboolean
deal_checked (gpointer data)
{
  Online *o = data;
  AdwWindowTitle *title = find_window_title (o->window);

  return net_game_get_fair (net (o)) > 0 && title != NULL &&
         strstr (adw_window_title_get_subtitle (title), "·") != NULL;
}

static gboolean
player_closed (gpointer data)
{
  TestPlayer *p = data;

  return p->closed;
}

/* Leave and Close Table (issue 38.4): the host is asked before a table
 * with people at it closes, "Stay" keeps it, "Close Table" ends it for
 * the guest too. Buttons are read as their labels say, once, and the
 * copy button as "Copy link" (38.7). */
static void
test_leave (void)
{
  Online o = { 0 };
  AdwMessageDialog *dialog;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 1, NULL, 0, 0);
  test_ui_wait_frame (o.window);
  g_assert_true (test_ui_find_name (o.window, "Copy link"));
  g_assert_true (test_ui_find_name (o.window, "Close Table"));
  g_assert_true (test_ui_find_name (o.window, "Start the Game"));
  g_assert_false (test_ui_find_name (o.window, "_Start the Game"));
  gtk_widget_activate_action (o.window, "win.back", NULL);
  test_wait_until (test_ui_dialog_shown, NULL, "the question before closing", 5000);
  dialog = test_ui_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Close the Table?");
  adw_message_dialog_response (dialog, "stay");
  g_assert_nonnull (net (&o));
  g_assert_false (o.p[0]->closed);
  gtk_widget_activate_action (o.window, "win.back", NULL);
  test_wait_until (test_ui_dialog_shown, NULL, "the question before closing", 5000);
  adw_message_dialog_response (test_ui_message_dialog (), "close");
  g_assert_null (net (&o));
  test_wait_until (player_closed, o.p[0], "the guest told the table is gone", WAIT_MS);
  g_assert_true (test_ui_find_name (o.window, "Host a Table"));
  online_close (&o);
}

typedef struct {
  NetGame *net;
  guint seat;
  const char *name;
} SeatIs;

static gboolean
seat_is (gpointer data)
{
  SeatIs *is = data;

  return g_str_equal (net_game_get_seat_name (is->net, is->seat), is->name);
}

static void
wait_seat (NetGame *g, guint seat, const char *name, const char *what)
{
  SeatIs is = { g, seat, name };

  test_wait_until (seat_is, &is, what, WAIT_MS);
}

static gboolean
has_label (GtkWidget *widget, const char *name)
{
  g_autofree char *mismatch = NULL;

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return FALSE;
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  return mismatch == NULL;
}

/* The visible buttons of @window whose accessible name is @name. */
static guint
visible_named (GtkWidget *window, const char *name)
{
  g_autoptr (GPtrArray) buttons = test_ui_find_all (window, GTK_TYPE_MENU_BUTTON);
  guint n = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);

      n += gtk_widget_is_visible (b) && has_label (b, name);
    }
  return n;
}

static guint
named (NetGame *g, const char *name)
{
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    n += g_str_equal (net_game_get_seat_name (g, s), name);
  return n;
}

/* Seats in the lobby (issue 38.4): the host moves a guest; a guest moves
 * to an empty seat, and may not move anyone else; Leave empties the seat
 * and forgets it, and joining again gives one seat; once the game is on,
 * nobody moves. */
static void
test_lobby_seats (void)
{
  Online o = { 0 };
  g_autofree char *link = NULL;
  NetSavedSeat kept;
  GtkWidget *guest;
  NetGame *g;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 1, NULL, 0, 0);
  link = g_strdup (net_game_get_link (net (&o)));
  guest = guest_window (link);
  g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (guest));
  wait_seat (net (&o), 2, "Di", "Di seated opposite the host");
  test_ui_wait_frame (o.window);

  /* The host may move Bob and Di, and change seats; Bob to the empty
   * seat, as the host's menu does it. */
  g_assert_cmpuint (visible_named (o.window, "Move Bob"), ==, 1);
  g_assert_cmpuint (visible_named (o.window, "Move Di"), ==, 1);
  g_assert_cmpuint (visible_named (o.window, "Change Seat"), ==, 1);
  gtk_widget_activate_action (o.window, "win.move-seat", "(uu)", 1, 3);
  wait_seat (net (&o), 3, "Bob", "Bob moved by the host");
  test_wait_until (welcomed, o.p[0], "Bob welcomed", WAIT_MS);
  g_assert_cmpint (o.p[0]->seat, ==, 3);
  g_assert_cmpuint (net_game_get_seat_kind (net (&o), 1), ==, NET_GAME_SEAT_EMPTY);

  /* Di, a guest, may change her own seat only; she takes the empty one
   * (the host's West is her East). */
  wait_seat (g, 1, "Bob", "Di's window told of Bob's move");
  test_ui_wait_frame (guest);
  g_assert_cmpuint (visible_named (guest, "Change Seat"), ==, 1);
  g_assert_cmpuint (visible_named (guest, "Move Bob"), ==, 0);
  g_assert_cmpuint (visible_named (guest, "Move Ann"), ==, 0);
  gtk_widget_activate_action (guest, "win.move-seat", "(uu)", 0, 3);
  wait_seat (net (&o), 1, "Di", "Di moved herself");
  g_assert_cmpuint (net_game_get_seat_kind (net (&o), 2), ==, NET_GAME_SEAT_EMPTY);
  /* Asking for what only the host may do changes nothing. */
  net_game_move (g, 1, 2);
  g_assert_cmpuint (named (net (&o), "Bob"), ==, 1);

  /* Di leaves: the seat is empty for someone else, not "away", and her
   * window keeps no seat to come back to. */
  gtk_widget_activate_action (guest, "win.back", NULL);
  wait_seat (net (&o), 1, "", "Di gone from the lobby");
  g_assert_cmpuint (net_game_get_seat_kind (net (&o), 1), ==, NET_GAME_SEAT_EMPTY);
  g_assert_false (net_seat_load (net_game_get_code (net (&o)), &kept));
  gtk_window_destroy (GTK_WINDOW (guest));

  /* Joining again: one seat. */
  guest = guest_window (link);
  g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (guest));
  test_wait_until (window_seated, guest, "Di back", WAIT_MS);
  wait_seat (net (&o), 1, "Di", "Di seated again");
  g_assert_cmpuint (named (net (&o), "Di"), ==, 1);

  /* Once the game is on, the seats are kept. */
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (window_has_hand, guest, "the guest's cards", WAIT_MS);
  test_ui_wait_frame (o.window);
  g_assert_cmpuint (visible_named (o.window, "Move Bob"), ==, 0);
  g_assert_false (net_game_can_move (net (&o), 1, 2));
  gtk_window_destroy (GTK_WINDOW (guest));
  online_close (&o);
}

/* Whether @widget or a widget it is in says @name whole on hovering. */
static gboolean
whole_in_tooltip (GtkWidget *widget, const char *name)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (gtk_widget_get_tooltip_text (widget) != NULL &&
        strstr (gtk_widget_get_tooltip_text (widget), name) != NULL)
      return TRUE;
  return FALSE;
}

/* Names of 32 characters, the most a table takes, end in "…" on the
 * seats where drawn and stay inside the window at 640 pixels (issue 38.6). */
static void
test_long_names (void)
{
  static const char *const long_names[3] = {
    "Bartholomew Featherstonehaugh Jr", "Maximiliane von Hohenzollern-Ro",
    "Wolfgang Amadeus Mozart the 3rd",
  };
  Online o = { 0 };
  g_autoptr (GPtrArray) labels = NULL;
  guint seen = 0;
  int width;

  if (!test_ui_in_subprocess ())
    return;
  guest_names = long_names;
  online_open (&o, 3, NULL, 640, 600);
  g_signal_handlers_disconnect_by_func (net_game_get_game (net (&o)), human_turn_cb, &o);
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (my_turn, &o, "the person's first turn", WAIT_MS);
  test_ui_wait_frame (o.window);
  width = gtk_widget_get_width (o.window);
  labels = test_ui_find_all (GTK_WIDGET (surface (&o)), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const char *text = gtk_label_get_text (GTK_LABEL (label));
      graphene_rect_t r;

      if (!gtk_widget_get_mapped (label) ||
          !(strstr (text, "Bartholome") || strstr (text, "Maximilian") ||
            strstr (text, "Wolfgang A")))
        continue;
      g_assert_true (gtk_widget_compute_bounds (label, o.window, &r));
      g_assert_cmpfloat (r.origin.x, >=, 0);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, width);
      /* Less than half the width: cut short ("…"). */
      g_assert_cmpfloat (r.size.width, <, width / 2.0);
      /* The name is kept whole and cut short where it is drawn, once,
       * at the width left ("Bartholomew Fe…"): the whole name is in its
       * tooltip (issue 50). */
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
        for (guint n = 0; n < G_N_ELEMENTS (long_names); n++)
          if (strstr (text, long_names[n]) != NULL && !whole_in_tooltip (label, long_names[n]))
            g_error ("“%s” is cut short with no tooltip that says it whole", text);
      seen++;
    }
  g_assert_cmpuint (seen, >=, 3);
  test_ui_save_shot (o.window, "online-long-names-640x600");
  online_close (&o);
  guest_names = default_names;
}

static void
test_screens (gconstpointer data)
{
  const Shot *shot = data;
  g_autofree char *prefix = g_strdup_printf ("online-%s-%dx%d", shot->language, shot->width,
                                             shot->height);
  g_autofree char *name = NULL;
  Online o = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (shot->language);
  g_type_ensure (EUCHRE_TYPE_ONLINE_WINDOW);
  /* Bob and Cy join; Di's seat stays empty (a computer player). */
  online_open (&o, 2, prefix, shot->width, shot->height);
  /* Bob's connection drops after the start: after the grace the
   * computer plays his seat, and the banner says so. */
  g_signal_handlers_disconnect_by_func (net_game_get_game (net (&o)), human_turn_cb, &o);
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (my_turn, &o, "the person's first turn", WAIT_MS);
  test_player_drop (o.p[0]);
  test_wait_until (seat_covered, &o, "a seat played by the computer", WAIT_MS);
  test_ui_wait_frame (o.window);
  name = g_strdup_printf ("%s-table", prefix);
  test_ui_save_shot (o.window, name);
  /* The person plays on (the others' seats are played by the scripted
   * players and the computer) until the first deal has been checked:
   * the title says so. */
  g_signal_connect (net_game_get_game (net (&o)), "human-turn", G_CALLBACK (human_turn_cb), &o);
  o.idle_id = g_idle_add (act_cb, &o);
  test_wait_until (deal_checked, &o, "the first deal checked", WAIT_MS * 2);
  test_ui_wait_frame (o.window);
  g_free (name);
  name = g_strdup_printf ("%s-verified", prefix);
  test_ui_save_shot (o.window, name);
  online_close (&o);
}

int
main (int argc, char **argv)
{
  static const Shot shots[] = {
    { "/euchre/online-window/screens/en/360x640", 360, 640, "en" },
    { "/euchre/online-window/screens/de/360x640", 360, 640, "de" },
    { "/euchre/online-window/screens/en/800x600", 800, 600, "en" },
    { "/euchre/online-window/screens/en/1280x800", 1280, 800, "en" },
    { "/euchre/online-window/screens/de/800x600", 800, 600, "de" },
    { "/euchre/online-window/screens/de/1280x800", 1280, 800, "de" },
  };

  if (!online_init (&argc, &argv, "/euchre/online-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/online-window/whole-game", test_whole_game);
  g_test_add_func ("/euchre/online-window/long-names", test_long_names);
  g_test_add_func ("/euchre/online-window/bad-links", test_bad_links);
  g_test_add_func ("/euchre/online-window/invite", test_invite);
  g_test_add_func ("/euchre/online-window/preferences", test_preferences);
  g_test_add_func ("/euchre/online-window/leave", test_leave);
  g_test_add_func ("/euchre/online-window/lobby-seats", test_lobby_seats);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    g_test_add_data_func (shots[i].path, &shots[i], test_screens);
  return online_run ();
}
