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
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <qrencode.h>

#include "euchre-card-theme.h"
#include "euchre-online-window.h"
#include "euchre-play-surface.h"
#include "euchre-preferences.h"
#include "euchre-qr.h"
#include "euchre-score-sheet.h"
#include "euchre-table.h"
#include "net-seat-store.h"
#include "test-files.h"
#include "test-net-player.h"
#include "test-ui.h"

#define WAIT_MS 60000

typedef struct {
  GtkWidget *window;
  TestPlayer *p[3];
  guint acted;
  guint idle_id;
  guint n;
  gboolean *paused;             /* if set and TRUE, the person waits */
} Online;

static EuchreSettings *
test_settings (void)
{
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

  g_settings_set_int (gs, "ai-delay-ms", 0);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  g_settings_set_double (gs, "animation-speed", 4.0);
  return euchre_settings_new (gs);
}

static NetGame *
net (Online *o)
{
  return euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (o->window));
}

/* The play surface: the table, the bid bar and their actions. */
static GtkWidget *
surface_of_window (GtkWidget *window)
{
  GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (window));

  return gtk_widget_get_ancestor (table, EUCHRE_TYPE_PLAY_SURFACE);
}

static GtkWidget *
surface (Online *o)
{
  return surface_of_window (o->window);
}

static gboolean
code_known (gpointer data)
{
  Online *o = data;

  return net (o) != NULL && net_game_get_code (net (o)) != NULL;
}

static gboolean
welcomed (gpointer data)
{
  TestPlayer *p = data;

  return p->welcomes > 0;
}

static gboolean
seated (gpointer data)
{
  Online *o = data;

  guint people = 0;

  for (guint s = 1; s < 4; s++)
    people += net_game_get_seat_kind (net (o), s) == NET_GAME_SEAT_HUMAN;
  return people == o->n;
}

/* The person's move, through the window as a person makes it. */
static gboolean
act_cb (gpointer data)
{
  Online *o = data;
  EuchreGame *game;
  EuchreActionList list;
  const EuchreAction *a;
  GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (o->window));

  o->idle_id = 0;
  /* The table closed since the turn was told: nothing to play. */
  if (net (o) == NULL || (o->paused != NULL && *o->paused))
    return G_SOURCE_REMOVE;
  game = net_game_get_game (net (o));
  if (euchre_game_get_human_actions (game, &list) == 0)
    return G_SOURCE_REMOVE;
  a = &list.actions[0];
  o->acted++;
  switch (a->type)
    {
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_DISCARD:
      {
        GtkWidget *button = euchre_table_get_card_button (EUCHRE_TABLE (table), a->card);

        g_assert_nonnull (button);
        g_signal_emit_by_name (button, "clicked");
      }
      break;
    case EUCHRE_ACTION_PASS:
      gtk_widget_activate_action (surface (o), "play.pass", NULL);
      break;
    case EUCHRE_ACTION_ORDER_UP:
      gtk_widget_activate_action (surface (o), a->alone ? "play.order-up-alone" : "play.order-up",
                                  NULL);
      break;
    case EUCHRE_ACTION_CALL:
      gtk_widget_activate_action (surface (o), a->alone ? "play.call-alone" : "play.call", "i",
                                  (gint32) a->suit);
      break;
    default:
      gtk_widget_activate_action (surface (o), "play.defend-alone", NULL);
      break;
    }
  return G_SOURCE_REMOVE;
}

static void
human_turn_cb (EuchreGame *game, const EuchreActionList *legal, Online *o)
{
  if (o->idle_id == 0)
    o->idle_id = g_idle_add (act_cb, o);
}

static gboolean
all_over (gpointer data)
{
  Online *o = data;

  for (guint i = 0; i < 3; i++)
    if (!o->p[i]->game_over)
      return FALSE;
  return euchre_game_get_public (net_game_get_game (net (o)))->phase == EUCHRE_PHASE_GAME_OVER &&
         net_game_get_state (net (o)) == NET_GAME_OVER;
}

static gboolean
no_transition (gpointer data)
{
  g_autoptr (GPtrArray) stacks = test_ui_find_all (data, GTK_TYPE_STACK);

  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_transition_running (g_ptr_array_index (stacks, i)))
      return FALSE;
  return TRUE;
}

/* The guests' names (a test may give them long ones). */
static const char *const default_names[3] = { "Bob", "Cy", "Di" };
static const char *const *guest_names = default_names;

/* The row titled @title, mapped, under @root; NULL if none. */
static GtkWidget *
row_titled (GtkWidget *root, const char *title)
{
  g_autoptr (GPtrArray) rows = test_ui_find_all (root, ADW_TYPE_PREFERENCES_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (gtk_widget_get_mapped (rows->pdata[i]) &&
        g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];
  return NULL;
}

/* Once people are seated, the lobby shows who is at the table first:
 * every seat's row on the first screen, above the links and the QR code
 * (which once pushed them below the fold at 800x600). */
static void
assert_seats_first (Online *o)
{
  GtkWidget *web = row_titled (o->window, net_game_get_web_link (net (o)));
  graphene_rect_t seat, link;

  g_assert_nonnull (web);
  g_assert_true (gtk_widget_compute_bounds (web, o->window, &link));
  for (guint i = 0; i < o->n; i++)
    {
      GtkWidget *row = row_titled (o->window, guest_names[i]);

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_compute_bounds (row, o->window, &seat));
      g_assert_cmpfloat (seat.origin.y + seat.size.height, <=, link.origin.y);
      g_assert_cmpfloat (seat.origin.y + seat.size.height, <=,
                         gtk_widget_get_height (o->window));
    }
}

/* The window hosts; @n people join by the link. */
static void
online_open (Online *o, guint n, const char *shot_prefix, int width, int height)
{
  const char *const *names = guest_names;
  g_autoptr (EuchreSettings) settings = test_settings ();
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;
  g_autofree char *shot = NULL;

  /* The application's style, as AdwApplication loads it for every window. */
  gtk_css_provider_load_from_resource (css, "/io/github/euchre/Euchre/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  o->window = euchre_online_window_new (NULL, settings);
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (o->window), "Ann");
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (o->window), width, height);
  gtk_window_present (GTK_WINDOW (o->window));
  test_ui_wait_mapped (o->window, "the Play Online window");
  if (shot_prefix)
    {
      shot = g_strdup_printf ("%s-setup", shot_prefix);
      test_ui_save_shot (o->window, shot);
      g_clear_pointer (&shot, g_free);
      /* A code alone: said on the page, in words. */
      euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (o->window), "K7QM-3XHD-PW2R");
      gtk_widget_activate_action (o->window, "win.join", NULL);
      g_assert_null (net (o));
      test_ui_wait_frame (o->window);
      shot = g_strdup_printf ("%s-bad-link", shot_prefix);
      test_ui_save_shot (o->window, shot);
      g_clear_pointer (&shot, g_free);
    }
  gtk_widget_activate_action (o->window, "win.host", NULL);
  test_wait_until (code_known, o, "the table hosted", WAIT_MS);
  g_signal_connect (net_game_get_game (net (o)), "human-turn", G_CALLBACK (human_turn_cb), o);
  g_assert_true (net_game_parse_link (net_game_get_link (net (o)), &url, &code, NULL));
  for (guint i = 0; i < n; i++)
    {
      o->p[i] = test_player_new (url, names[i]);
      test_player_join (o->p[i], code, -1);
      test_wait_until (welcomed, o->p[i], "a seat taken", WAIT_MS);
    }
  o->n = n;
  test_wait_until (seated, o, "the window told of everyone seated", WAIT_MS);
  if (shot_prefix)
    {
      /* The lobby itself, not its crossfade from the setup page. */
      test_wait_until (no_transition, o->window, "the lobby shown", WAIT_MS);
      test_ui_wait_frame (o->window);
      shot = g_strdup_printf ("%s-lobby", shot_prefix);
      test_ui_save_shot (o->window, shot);
      assert_seats_first (o);
    }
}

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
online_close (Online *o)
{
  /* The person's moves stop first: a turn told while the players go
   * would otherwise act on the window after it is gone. */
  if (net (o) != NULL)
    g_signal_handlers_disconnect_by_data (net_game_get_game (net (o)), o);
  g_clear_handle_id (&o->idle_id, g_source_remove);
  for (guint i = 0; i < 3; i++)
    g_clear_pointer (&o->p[i], test_player_free);
  g_clear_handle_id (&o->idle_id, g_source_remove);
  gtk_window_destroy (GTK_WINDOW (o->window));
  test_wait_for_jobs ();
}

/* Whether a label under @root has @needle in its text. */
static gboolean
label_contains (GtkWidget *root, const char *needle)
{
  g_autoptr (GPtrArray) labels = test_ui_find_all (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), needle) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
score_sheet_shown (gpointer data)
{
  GtkWidget *sheet = test_ui_toplevel (EUCHRE_TYPE_SCORE_SHEET);

  return sheet != NULL && gtk_widget_get_mapped (sheet);
}

static gboolean
no_score_sheet (gpointer data)
{
  return test_ui_toplevel (EUCHRE_TYPE_SCORE_SHEET) == NULL;
}

/* Whether a shown widget under @root is a button with @tooltip. */
static gboolean
has_button_with_tooltip_prefix (GtkWidget *root, const char *tooltip)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *tip = gtk_widget_get_tooltip_text (c);

      if (GTK_IS_BUTTON (c) && tip != NULL && g_str_has_prefix (tip, tooltip))
        return TRUE;
      if (has_button_with_tooltip_prefix (c, tooltip))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
find_with_class (GtkWidget *root, const char *css_class)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (gtk_widget_get_visible (c) && gtk_widget_has_css_class (c, css_class))
        return c;
      if ((found = find_with_class (c, css_class)) != NULL)
        return found;
    }
  return NULL;
}

/* Whether @text names someone at @g's table as the dealer ("Bob dealt",
 * "You dealt"). */
static gboolean
names_a_dealer (NetGame *g, const char *text)
{
  if (strstr (text, "You dealt") != NULL)
    return TRUE;
  for (guint s = 1; s < 4; s++)
    {
      g_autofree char *dealt = g_strdup_printf ("%s dealt", net_game_get_seat_name (g, s));

      if (net_game_get_seat_name (g, s)[0] != '\0' && strstr (text, dealt) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The score box opens the score sheet, as at the game window: a row a
 * hand played, the last with the table's score; no row offers a review
 * (the window keeps only its own seat's cards).  The record it is read
 * from is a legal game, whatever the table told and in what order (issue
 * 38.1: it was not, and an assertion aborted the program).  Returns the
 * number of rows. */
static guint
check_score_sheet (GtkWidget *window, const char *shot)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window));
  EuchreGame *game = net_game_get_game (g);
  const EuchrePublic *p = euchre_game_get_public (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = NULL;
  GtkListBox *list;
  GtkWidget *sheet, *score_box;
  guint n = 0;

  g_assert_null (test_ui_toplevel (EUCHRE_TYPE_SCORE_SHEET));
  score_box = find_with_class (window, "score-button");
  g_assert_nonnull (score_box);
  g_assert_true (gtk_widget_is_sensitive (score_box));
  gtk_widget_activate (score_box);
  test_wait_until (score_sheet_shown, NULL, "the score sheet", 5000);
  sheet = test_ui_toplevel (EUCHRE_TYPE_SCORE_SHEET);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (window));
  /* Read now: the sheet follows the game while it is open. */
  rows = euchre_game_get_score_sheet (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (rows);
  g_assert_false (label_contains (sheet, "cannot be listed"));
  if (rows->len > 0)
    {
      g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, rows->len - 1).score[0], ==,
                        p->score[0]);
      g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, rows->len - 1).score[1], ==,
                        p->score[1]);
    }
  list = euchre_score_sheet_get_list (EUCHRE_SCORE_SHEET (sheet));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *said = gtk_widget_get_tooltip_text (row);

      /* The people by name, not the seats (issue 38.6): each hand's
       * dealer is one of them ("Hand 2. Bob dealt, …"). */
      g_assert_nonnull (said);
      g_assert_null (strstr (said, "West"));
      g_assert_null (strstr (said, "East"));
      g_assert_true (names_a_dealer (g, said));
      n++;
    }
  g_assert_cmpuint (n, ==, rows->len);
  g_assert_false (label_contains (sheet, "West"));
  g_assert_false (label_contains (sheet, "East"));
  g_assert_false (has_button_with_tooltip_prefix (GTK_WIDGET (list), "Review hand"));
  if (shot != NULL)
    {
      test_ui_wait_frame (sheet);
      test_ui_save_shot (sheet, shot);
    }
  gtk_window_destroy (GTK_WINDOW (sheet));
  test_wait_until (no_score_sheet, NULL, "the score sheet closed", 5000);
  return n;
}

static void
assert_score_sheet (Online *o)
{
  g_assert_cmpuint (check_score_sheet (o->window, "online-score-sheet"), >=, 1);
}

static void
test_whole_game (void)
{
  Online o = { 0 };
  g_autofree char *record = NULL;

  /* Each case in a process of its own: GTK 4.8 keeps a tooltip's timer
   * after its window is gone (as tests/test-window.c does). */
  if (!test_ui_in_subprocess ())
    return;
  online_open (&o, 3, NULL, 0, 0);
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (all_over, &o, "a whole game played to the end through the window", WAIT_MS * 3);
  g_assert_cmpuint (o.acted, >, 5);

  record = net_game_get_table_record (net (&o));
  {
    g_autoptr (GPtrArray) expected = test_expected_lines (record, 0);

    test_assert_lines (net_game_get_lines (net (&o)), expected, "the window");
  }
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (GPtrArray) expected = test_expected_lines (record, o.p[i]->seat);

      test_assert_lines (o.p[i]->lines, expected, o.p[i]->name);
      g_assert_cmpuint (o.p[i]->verify_failed, ==, 0);
      /* Scripted players act far faster than people: the table may tell
       them to slow down (the default rate), and nothing else. */
      g_assert_cmpuint (o.p[i]->errors, ==, test_player_error_count (o.p[i], "slow-down"));
    }
  g_assert_cmpuint (net_game_get_unfair (net (&o)), ==, 0);
  /* Every deal was checked against the table's commitment, and the
   * window says so under its title. */
  g_assert_cmpuint (net_game_get_fair (net (&o)), >, 0);
  {
    AdwWindowTitle *title = find_window_title (o.window);
    g_autofree char *words = g_strdup_printf ("%u deals checked: shuffled fairly",
                                              net_game_get_fair (net (&o)));

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

static gboolean
failed (gpointer data)
{
  GtkWidget *window = data;
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window));

  return g == NULL || net_game_get_state (g) == NET_GAME_FAILED;
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

/* Where the label saying @text is, from the window's top (-1: none). */
static double
label_top (GtkWidget *root, const char *text)
{
  g_autoptr (GPtrArray) labels = test_ui_find_all (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      graphene_rect_t bounds;

      if (g_str_equal (gtk_label_get_text (GTK_LABEL (label)), text) &&
          gtk_widget_is_drawable (label) &&
          gtk_widget_compute_bounds (label, root, &bounds))
        return bounds.origin.y;
    }
  return -1;
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

/* euchre-server, started by a test on the loopback (and gone with it). */
typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  char *line;                   /* its first line, once read */
  gboolean exited;
} Server;

static void
server_line (GObject *source, GAsyncResult *result, gpointer data)
{
  Server *server = data;
  char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result,
                                                     NULL, NULL);

  server->line = line ? line : g_strdup ("");
}

static gboolean
server_listening (gpointer data)
{
  return ((Server *) data)->line != NULL;
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* Its WebSocket address, "ws://127.0.0.1:PORT" (free it); on @port, or
 * one free if "0". */
static char *
server_start_on (Server *server, const char *dir, const char *port)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr (GError) error = NULL;
  const char *prefix = "euchre-server: listening on ";

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  server->process = g_subprocess_launcher_spawn (launcher, &error, EUCHRE_SERVER, "--address",
                                                 "127.0.0.1", "--port", port, "--data-dir", dir,
                                                 "--grace", "60", NULL);
  g_assert_no_error (error);
  server->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server->process));
  g_data_input_stream_read_line_async (server->out, G_PRIORITY_DEFAULT, NULL, server_line,
                                       server);
  test_wait_until (server_listening, server, "euchre-server listening", WAIT_MS);
  g_assert_true (g_str_has_prefix (server->line, prefix));
  /* Without the "/" at its end: as a person would type it. */
  return g_strndup (server->line + strlen (prefix),
                    strlen (server->line + strlen (prefix)) -
                    g_str_has_suffix (server->line, "/"));
}

static char *
server_start (Server *server, const char *dir)
{
  return server_start_on (server, dir, "0");
}

static void
server_exited (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  ((Server *) data)->exited = TRUE;
}

static gboolean
server_gone (gpointer data)
{
  return ((Server *) data)->exited;
}

static void
server_stop_with (Server *server, int signal)
{
  g_subprocess_send_signal (server->process, signal);
  g_subprocess_wait_async (server->process, NULL, server_exited, server);
  test_wait_until (server_gone, server, "euchre-server stopped", WAIT_MS);
  g_clear_object (&server->out);
  g_clear_object (&server->process);
  g_clear_pointer (&server->line, g_free);
  server->exited = FALSE;
}

static void
server_stop (Server *server)
{
  server_stop_with (server, SIGTERM);
}

/* Issue 40.2: Host ▸ On a server.  The real window creates a table on a
 * euchre-server the test started, shows the server's links (the
 * browser's first, with its QR code), and plays the table as it plays
 * one it holds: three guests join by that link, the person starts and
 * plays a whole game through the window.  The address is kept in
 * GSettings; a bad address is told on the page. */
static void
test_host_on_server (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (EuchreSettings) settings = NULL;
  g_autofree char *address = NULL, *expected = NULL, *url = NULL, *code = NULL;
  Server server = { 0 };
  Online o = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  dir = g_dir_make_tmp ("euchre-online-server-XXXXXX", NULL);
  address = server_start (&server, dir);
  settings = test_settings ();
  o.window = euchre_online_window_new (NULL, settings);
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (o.window), "Ann");
  gtk_window_present (GTK_WINDOW (o.window));
  test_ui_wait_mapped (o.window, "the Play Online window");
  g_assert_true (test_ui_find_label (o.window, "On a server"));

  /* The choice and the address are remembered: set through GSettings,
   * seen on the page. */
  g_settings_set_string (euchre_settings_get_gsettings (settings), "online-server", "nowhere");
  g_settings_set_boolean (euchre_settings_get_gsettings (settings), "online-host-on-server",
                          TRUE);
  gtk_widget_activate_action (o.window, "win.host", NULL);
  g_assert_null (net (&o));
  g_assert_true (label_contains (o.window, "no port number"));
  g_settings_set_string (euchre_settings_get_gsettings (settings), "online-server", address);

  gtk_widget_activate_action (o.window, "win.host", NULL);
  test_wait_until (code_known, &o, "the table created on the server", WAIT_MS);
  g_assert_true (net_game_get_is_host (net (&o)));
  g_assert_false (net_game_get_holds_table (net (&o)));
  expected = g_strdup_printf ("http://%s/t/%s", address + strlen ("ws://"),
                              net_game_get_code (net (&o)));
  g_assert_cmpstr (net_game_get_web_link (net (&o)), ==, expected);
  test_ui_wait_frame (o.window);
  g_assert_cmpfloat (label_top (o.window, expected), >=, 0);
  g_assert_cmpfloat (label_top (o.window, net_game_get_link (net (&o))), >,
                     label_top (o.window, expected));
  g_assert_true (GDK_IS_TEXTURE (euchre_online_window_get_qr (EUCHRE_ONLINE_WINDOW (o.window))));
  /* On a server, the host leaves; the table is not this computer's. */
  g_assert_true (test_ui_find_name (o.window, "Leave"));
  g_assert_true (test_ui_find_name (o.window, "Start the Game"));

  g_signal_connect (net_game_get_game (net (&o)), "human-turn", G_CALLBACK (human_turn_cb), &o);
  g_assert_true (net_game_parse_link (expected, &url, &code, NULL));
  for (guint i = 0; i < 3; i++)
    {
      o.p[i] = test_player_new (url, default_names[i]);
      test_player_join (o.p[i], code, -1);
      test_wait_until (welcomed, o.p[i], "a seat taken", WAIT_MS);
    }
  o.n = 3;
  test_wait_until (seated, &o, "the window told of everyone seated", WAIT_MS);
  gtk_widget_activate_action (o.window, "win.start", NULL);
  test_wait_until (all_over, &o, "a whole game on the server", WAIT_MS * 2);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (o.p[i]->verify_failed, ==, 0);
  g_assert_cmpuint (net_game_get_unfair (net (&o)), ==, 0);
  g_assert_cmpuint (net_game_get_fair (net (&o)), >, 0);

  net_seat_forget (code);
  online_close (&o);
  server_stop (&server);
  test_remove_tree (dir);
}

static gboolean
dealing (gpointer data)
{
  Online *o = data;
  GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (o->window));
  EuchrePhase phase = euchre_game_get_public (net_game_get_game (net (o)))->phase;

  return euchre_table_get_busy (EUCHRE_TABLE (table)) && phase == EUCHRE_PHASE_BID1;
}

static gboolean my_turn (gpointer data);

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
my_turn (gpointer data)
{
  Online *o = data;
  EuchreActionList list;

  return euchre_game_get_human_actions (net_game_get_game (net (o)), &list) > 0;
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

static gboolean
window_seated (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));

  return g != NULL && net_game_get_state (g) >= NET_GAME_WAITING &&
         net_game_get_state (g) != NET_GAME_FAILED;
}

static gboolean
window_has_hand (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));
  EuchreView view;

  if (g == NULL || net_game_get_state (g) != NET_GAME_PLAYING)
    return FALSE;
  euchre_game_get_view (net_game_get_game (g), EUCHRE_HUMAN_SEAT, &view);
  return view.hand != 0;
}

static gboolean
di_away (gpointer data)
{
  Online *o = data;

  for (guint s = 1; s < 4; s++)
    if (g_str_equal (net_game_get_seat_name (net (o), s), "Di"))
      return net_game_get_seat_kind (net (o), s) != NET_GAME_SEAT_HUMAN;
  return FALSE;
}

static gboolean
own_turn (gpointer data)
{
  EuchreActionList list;

  return euchre_game_get_human_actions (data, &list) > 0;
}

static GtkWidget *
guest_window_sized (const char *link, const char *name, int width, int height)
{
  g_autoptr (EuchreSettings) settings = test_settings ();
  GtkWidget *window = euchre_online_window_new (NULL, settings);

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (window), name);
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (window), link);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "a guest's Play Online window");
  gtk_widget_activate_action (window, "win.join", NULL);
  test_wait_until (window_seated, window, "the guest seated", WAIT_MS);
  return window;
}

static GtkWidget *
guest_window (const char *link)
{
  return guest_window_sized (link, "Di", 0, 0);
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

/* Issue 38.1: the score sheet, opened after every hand of a whole game,
 * reads a legal game in the real window, as the host or as a guest,
 * also after the server is killed and started again, after the
 * window's network drops, and after the window is closed and opened
 * again on the same link.  Everyone waits at each hand's end while the
 * sheet is read (so no hand ends unseen); it once aborted the program. */
typedef struct {
  Online o;
  Server server;
  char *dir, *address, *port, *link, *url, *code;
  gboolean paused;
  gboolean scored;              /* a hand scored since the last look */
  gboolean window_hosts;
} Sheets;

static void
sheets_scored_cb (EuchreGame *game, guint side, guint points, guint kind, Sheets *t)
{
  t->paused = TRUE;
  t->scored = TRUE;
}

static void
sheets_follow (Sheets *t)
{
  EuchreGame *game = net_game_get_game (net (&t->o));

  t->o.paused = &t->paused;
  g_signal_connect (game, "human-turn", G_CALLBACK (human_turn_cb), &t->o);
  g_signal_connect (game, "hand-scored", G_CALLBACK (sheets_scored_cb), t);
}

static void
sheets_unfollow (Sheets *t)
{
  if (net (&t->o) != NULL)
    {
      g_signal_handlers_disconnect_by_data (net_game_get_game (net (&t->o)), &t->o);
      g_signal_handlers_disconnect_by_data (net_game_get_game (net (&t->o)), t);
    }
  g_clear_handle_id (&t->o.idle_id, g_source_remove);
}

/* Everyone takes the turn they were holding. */
static void
sheets_go_on (Sheets *t)
{
  t->paused = FALSE;
  for (guint i = 0; i < 3; i++)
    test_player_act (t->o.p[i]);
  if (t->o.idle_id == 0)
    t->o.idle_id = g_idle_add (act_cb, &t->o);
}

static gboolean
sheets_hand_over (gpointer data)
{
  Sheets *t = data;

  return t->scored || all_over (&t->o);
}

static guint
sheet_rows (GtkWidget *window)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window));
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = euchre_game_get_score_sheet (net_game_get_game (g), &error);

  /* Even while the table tells the game again, what it holds is legal. */
  g_assert_no_error (error);
  return rows->len;
}

typedef struct {
  GtkWidget *window;
  guint rows;
} RowsWanted;

/* The window at the table again, told the game up to @rows hands. */
static gboolean
back_with_rows (gpointer data)
{
  RowsWanted *w = data;
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (w->window));

  return g != NULL && !net_game_get_reconnecting (g) &&
         net_game_get_state (g) == NET_GAME_PLAYING && sheet_rows (w->window) == w->rows;
}

static void
sheets_wait_back (Sheets *t, guint rows, const char *what)
{
  RowsWanted w = { t->o.window, rows };

  test_wait_until (back_with_rows, &w, what, WAIT_MS);
  /* Back at the table: played again. */
  g_assert_true (gtk_widget_is_sensitive (surface (&t->o)));
  g_assert_cmpuint (check_score_sheet (t->o.window, NULL), ==, rows);
  g_test_message ("%s: the sheet read again, %u rows", what, rows);
}

static void
sheets_open (Sheets *t)
{
  g_autoptr (EuchreSettings) settings = test_settings ();
  GSettings *gs = euchre_settings_get_gsettings (settings);
  static const char *const hosted[3] = { "Bob", "Cy", "Di" };
  static const char *const guests[3] = { "Ann", "Bob", "Cy" };

  t->dir = g_dir_make_tmp ("euchre-online-sheet-XXXXXX", NULL);
  t->address = server_start (&t->server, t->dir);
  t->port = g_strdup (strrchr (t->address, ':') + 1);
  if (t->window_hosts)
    {
      /* The window creates the table on the server; three join it. */
      g_settings_set_string (gs, "online-server", t->address);
      g_settings_set_boolean (gs, "online-host-on-server", TRUE);
      t->o.window = euchre_online_window_new (NULL, settings);
      euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (t->o.window), "Ann");
      gtk_window_present (GTK_WINDOW (t->o.window));
      test_ui_wait_mapped (t->o.window, "the Play Online window");
      gtk_widget_activate_action (t->o.window, "win.host", NULL);
      test_wait_until (code_known, &t->o, "the table created on the server", WAIT_MS);
      t->link = g_strdup (net_game_get_link (net (&t->o)));
      g_assert_true (net_game_parse_link (t->link, &t->url, &t->code, NULL));
      for (guint i = 0; i < 3; i++)
        {
          t->o.p[i] = test_player_new (t->url, hosted[i]);
          test_player_join (t->o.p[i], t->code, -1);
          test_wait_until (welcomed, t->o.p[i], "a seat taken", WAIT_MS);
        }
      t->o.n = 3;
      test_wait_until (seated, &t->o, "the window told of everyone seated", WAIT_MS);
    }
  else
    {
      /* Ann creates the table; Bob, Cy and the window (Di) join it. */
      t->url = g_strdup_printf ("%s/", t->address);
      for (guint i = 0; i < 3; i++)
        {
          t->o.p[i] = test_player_new (t->url, guests[i]);
          if (i == 0)
            test_player_create (t->o.p[i]);
          else
            test_player_join (t->o.p[i], t->o.p[0]->code, -1);
          test_wait_until (welcomed, t->o.p[i], "a seat taken", WAIT_MS);
        }
      t->code = g_strdup (t->o.p[0]->code);
      t->link = g_strdup_printf ("euchre://%s/%s", t->address + strlen ("ws://"), t->code);
      t->o.window = guest_window (t->link);
    }
  for (guint i = 0; i < 3; i++)
    t->o.p[i]->stop = &t->paused;
  sheets_follow (t);
}

static void
sheets_start (Sheets *t)
{
  if (t->window_hosts)
    gtk_widget_activate_action (t->o.window, "win.start", NULL);
  else
    {
      NetMessage msg;

      net_message_init (&msg, NET_MSG_START);
      test_player_send (t->o.p[0], &msg);
    }
}

/* The server killed (as a machine that stops) and started again on its
 * port and folder: the window comes back by itself, the players with
 * their tokens. */
static void
sheets_restart_server (Sheets *t, guint rows)
{
  g_autofree char *again = NULL;

  server_stop_with (&t->server, SIGKILL);
  again = server_start_on (&t->server, t->dir, t->port);
  g_assert_cmpstr (again, ==, t->address);
  for (guint i = 0; i < 3; i++)
    test_player_reconnect (t->o.p[i], t->url);
  sheets_wait_back (t, rows, "the window back after the server's restart");
}

/* Closed as a person closes it, and opened again on the same link: the
 * same seat, told the game again. */
static void
sheets_reopen (Sheets *t, guint rows)
{
  g_autoptr (EuchreSettings) settings = test_settings ();

  sheets_unfollow (t);
  gtk_window_destroy (GTK_WINDOW (t->o.window));
  t->o.window = euchre_online_window_new (NULL, settings);
  euchre_online_window_set_name (EUCHRE_ONLINE_WINDOW (t->o.window),
                                 t->window_hosts ? "Ann" : "Di");
  euchre_online_window_set_link (EUCHRE_ONLINE_WINDOW (t->o.window), t->link);
  gtk_window_present (GTK_WINDOW (t->o.window));
  test_ui_wait_mapped (t->o.window, "the Play Online window again");
  gtk_widget_activate_action (t->o.window, "win.join", NULL);
  sheets_wait_back (t, rows, "the window back in its seat");
  g_assert_cmpstr (net_game_get_seat_name (net (&t->o), 0), ==, t->window_hosts ? "Ann" : "Di");
  sheets_follow (t);
}

static void
test_sheet_every_hand (gconstpointer data)
{
  Sheets t = { .window_hosts = GPOINTER_TO_INT (data) };
  guint checked = 0;

  if (!test_ui_in_subprocess ())
    return;
  sheets_open (&t);
  sheets_start (&t);
  while (!all_over (&t.o))
    {
      guint rows;

      test_wait_until (sheets_hand_over, &t, "a hand scored", WAIT_MS * 2);
      if (!t.scored)
        break;
      t.scored = FALSE;
      rows = check_score_sheet (t.o.window, NULL);
      /* One new row a hand, none lost or counted twice. */
      g_assert_cmpuint (rows, ==, checked + 1);
      checked = rows;
      g_test_message ("hand %u scored: the sheet read, %u to %u", checked,
                      euchre_game_get_public (net_game_get_game (net (&t.o)))->score[0],
                      euchre_game_get_public (net_game_get_game (net (&t.o)))->score[1]);
      if (checked == 2)
        sheets_restart_server (&t, checked);
      else if (checked == 3)
        {
          net_game_drop_connection (net (&t.o));
          sheets_wait_back (&t, checked, "the window back after its network dropped");
        }
      else if (checked == 4)
        sheets_reopen (&t, checked);
      t.scored = FALSE;
      sheets_go_on (&t);
    }
  g_assert_cmpuint (checked, >=, 5);
  g_assert_cmpuint (check_score_sheet (t.o.window, t.window_hosts ? "online-score-sheet-host"
                                                                  : "online-score-sheet-guest"),
                    ==, checked);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (t.o.p[i]->verify_failed, ==, 0);
  g_assert_cmpuint (net_game_get_unfair (net (&t.o)), ==, 0);
  g_assert_cmpuint (net_game_get_fair (net (&t.o)), >, 0);

  net_seat_forget (t.code);
  sheets_unfollow (&t);
  online_close (&t.o);
  server_stop (&t.server);
  test_remove_tree (t.dir);
  g_free (t.dir);
  g_free (t.address);
  g_free (t.port);
  g_free (t.link);
  g_free (t.url);
  g_free (t.code);
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
    test_wait_until (own_turn, own, "Di's turn in her own game", WAIT_MS);
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

typedef struct {
  GtkWidget *window;
  gint64 until;
} Later;

/* The window's banner text, "" when it is hidden. */
static const char *
banner_of (GtkWidget *window)
{
  g_autoptr (GPtrArray) revealers = test_ui_find_all (window, GTK_TYPE_REVEALER);

  for (guint i = 0; i < revealers->len; i++)
    {
      GtkRevealer *r = g_ptr_array_index (revealers, i);
      GtkWidget *child = gtk_revealer_get_child (r);
      g_autoptr (GPtrArray) labels = NULL;

      if (child == NULL || !gtk_widget_has_css_class (child, "online-banner"))
        continue;
      if (!gtk_revealer_get_reveal_child (r))
        return "";
      labels = test_ui_find_all (child, GTK_TYPE_LABEL);
      for (guint j = 0; j < labels->len; j++)
        if (*gtk_label_get_text (labels->pdata[j]))
          return gtk_label_get_text (labels->pdata[j]);
    }
  return "";
}

static gboolean
cut_off (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));

  return g != NULL && net_game_get_reconnecting (g);
}

static gboolean
time_passed (gpointer data)
{
  return g_get_monotonic_time () > *(gint64 *) data;
}

/* The window's page: "setup", "lobby", "table" or "failed". */
static const char *
page_of (GtkWidget *window)
{
  g_autoptr (GPtrArray) stacks = test_ui_find_all (window, GTK_TYPE_STACK);

  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_child_by_name (stacks->pdata[i], "setup") != NULL)
      return gtk_stack_get_visible_child_name (stacks->pdata[i]);
  return NULL;
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
  const char *told = g_dgettext ("euchre", "The connection to the table was lost: trying again. "
                                 "If the table is still on, the computer plays your seat "
                                 "until you are back.");

  g_assert_cmpstr (said, ==, told);
  g_assert_true (keep_offered (window));
  /* A card or a bid would go nowhere: the table is shown, not played. */
  g_assert_false (gtk_widget_is_sensitive (surface_of_window (window)));
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
  gint64 later;

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

  /* Killed, as a crash or a power cut would: nobody is told. */
  g_subprocess_force_exit (host);
  g_assert_true (g_subprocess_wait (host, NULL, NULL));
  test_wait_until (cut_off, di, "Di's window cut off", WAIT_MS);
  test_ui_wait_frame (di);
  assert_told_cut_off (di);
  shot = g_strdup_printf ("online-host-killed-%s-%dx%d", k->language, k->width, k->height);
  test_ui_save_shot (di, shot);
  /* Three tries later (one each 2 s), it still says only that: nothing
   * stacked under it. */
  later = g_get_monotonic_time () + 7 * G_USEC_PER_SEC;
  test_wait_until (time_passed, &later, "seven seconds of trying again", WAIT_MS);
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
      EuchreGame *own;

      gtk_widget_activate_action (di, "win.keep-playing", NULL);
      own = euchre_play_surface_get_game (g_ptr_array_index (surfaces, 0));
      g_assert_true (own != net_game_get_game (g));
      g_assert_cmpuint (euchre_game_get_public (own)->score[0], ==, score[0]);
      g_assert_cmpuint (euchre_game_get_public (own)->score[1], ==, score[1]);
      /* The table is given up: nothing is tried again. */
      g_assert_false (net_game_get_reconnecting (g));
      test_wait_until (own_turn, own, "Di's turn in her own game", WAIT_MS);
      test_ui_wait_frame (di);
      g_assert_false (keep_offered (di));
      g_assert_true (gtk_widget_is_sensitive (surface_of_window (di)));
      g_assert_cmpstr (banner_of (di), ==,
                       g_dgettext ("euchre", "You play on from the score the table had, with "
                                   "the computer in the other seats. The hand that was being "
                                   "played is dealt again: its cards were never shown here."));
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

/* Names of 32 characters, the most a table takes, end in "…" on the
 * seats and stay inside the window at 640 pixels (issue 38.6). */
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
      /* Cut short wherever the table says it ("Bartholome…"). */
      for (guint n = 0; n < G_N_ELEMENTS (long_names); n++)
        g_assert_null (strstr (text, long_names[n]));
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
  static const Killed killed[] = {
    { "/euchre/online-window/host-killed/leave/en/800x600", FALSE, "en", 800, 600 },
    { "/euchre/online-window/host-killed/keep-playing/en/1280x800", TRUE, "en", 1280, 800 },
    { "/euchre/online-window/host-killed/keep-playing/de/800x600", TRUE, "de", 800, 600 },
    { "/euchre/online-window/host-killed/leave/de/1280x800", FALSE, "de", 1280, 800 },
  };
  g_autofree char *data_dir = NULL;
  int status;

  /* Hosted on the loopback only; a player gone 0.3 s is covered. */
  g_setenv ("EUCHRE_ONLINE_ADDRESS", "127.0.0.1", TRUE);
  g_setenv ("EUCHRE_ONLINE_GRACE_MS", "300", TRUE);
  if (!test_ui_init (&argc, &argv, "/euchre/online-window/no-display"))
    return g_test_run ();
  /* test_host_killed's host, in a process of its own (its data folder
   * set by the test). */
  g_setenv ("EUCHRE_TEST_SELF", argv[0], FALSE);
  if (g_getenv ("EUCHRE_TEST_HOST") != NULL)
    return host_child ();
  /* Seats kept on disk go to a folder of the process's own (each case
   * runs in one), removed at its end. */
  data_dir = g_dir_make_tmp ("euchre-online-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("EUCHRE_DATA_DIR", data_dir, TRUE);
  net_client_set_io_timeout (10);
  g_test_add_func ("/euchre/online-window/whole-game", test_whole_game);
  g_test_add_func ("/euchre/online-window/long-names", test_long_names);
  g_test_add_func ("/euchre/online-window/bad-links", test_bad_links);
  g_test_add_func ("/euchre/online-window/invite", test_invite);
  g_test_add_func ("/euchre/online-window/host-on-server", test_host_on_server);
  g_test_add_func ("/euchre/online-window/preferences", test_preferences);
  g_test_add_func ("/euchre/online-window/leave", test_leave);
  g_test_add_func ("/euchre/online-window/return", test_return);
  g_test_add_func ("/euchre/online-window/lobby-seats", test_lobby_seats);
  for (guint i = 0; i < G_N_ELEMENTS (killed); i++)
    g_test_add_data_func (killed[i].path, &killed[i], test_host_killed);
  g_test_add_data_func ("/euchre/online-window/sheet-every-hand/host", GINT_TO_POINTER (TRUE),
                        test_sheet_every_hand);
  g_test_add_data_func ("/euchre/online-window/sheet-every-hand/guest", GINT_TO_POINTER (FALSE),
                        test_sheet_every_hand);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    g_test_add_data_func (shots[i].path, &shots[i], test_screens);
  status = g_test_run ();
  test_remove_tree (data_dir);
  return status;
}
