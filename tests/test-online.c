/* test-online.c — what the Play Online window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window hosting on the loopback, three protocol clients
 * (test-net-player.c) at its table by its link, the person's seat played
 * through the window; a euchre-server on the loopback; the waits.  See
 * test-online.h.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "euchre-play-surface.h"
#include "euchre-score-sheet.h"
#include "euchre-table.h"
#include "test-online.h"

gboolean
online_init (int *argc, char ***argv, const char *skip_path)
{
  /* Hosted on the loopback only; a player gone 0.3 s is covered. */
  g_setenv ("EUCHRE_ONLINE_ADDRESS", "127.0.0.1", TRUE);
  g_setenv ("EUCHRE_ONLINE_GRACE_MS", "300", TRUE);
  return test_ui_init (argc, argv, skip_path);
}

int
online_run (void)
{
  g_autofree char *data_dir = NULL;
  int status;

  /* Seats kept on disk go to a folder of the process's own (each case
   * runs in one), removed at its end. */
  data_dir = g_dir_make_tmp ("euchre-online-XXXXXX", NULL);
  g_assert_nonnull (data_dir);
  g_setenv ("EUCHRE_DATA_DIR", data_dir, TRUE);
  net_client_set_io_timeout (10);
  status = g_test_run ();
  test_remove_tree (data_dir);
  return status;
}

EuchreSettings *
test_settings (void)
{
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

  g_settings_set_int (gs, "ai-delay-ms", 0);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  g_settings_set_double (gs, "animation-speed", 4.0);
  return euchre_settings_new (gs);
}

NetGame *
net (Online *o)
{
  return euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (o->window));
}

/* The play surface: the table, the bid bar and their actions. */
GtkWidget *
surface_of_window (GtkWidget *window)
{
  GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (window));

  return gtk_widget_get_ancestor (table, EUCHRE_TYPE_PLAY_SURFACE);
}

GtkWidget *
surface (Online *o)
{
  return surface_of_window (o->window);
}

gboolean
code_known (gpointer data)
{
  Online *o = data;

  return net (o) != NULL && net_game_get_code (net (o)) != NULL;
}

gboolean
welcomed (gpointer data)
{
  TestPlayer *p = data;

  return p->welcomes > 0;
}

gboolean
seated (gpointer data)
{
  Online *o = data;

  guint people = 0;

  for (guint s = 1; s < 4; s++)
    people += net_game_get_seat_kind (net (o), s) == NET_GAME_SEAT_HUMAN;
  return people == o->n;
}

/* The person's move, through the window as a person makes it. */
gboolean
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

void
human_turn_cb (EuchreGame *game, const EuchreActionList *legal, Online *o)
{
  if (o->idle_id == 0)
    o->idle_id = g_idle_add (act_cb, o);
}

gboolean
all_over (gpointer data)
{
  Online *o = data;

  for (guint i = 0; i < 3; i++)
    if (!o->p[i]->game_over)
      return FALSE;
  return euchre_game_get_public (net_game_get_game (net (o)))->phase == EUCHRE_PHASE_GAME_OVER &&
         net_game_get_state (net (o)) == NET_GAME_OVER;
}

gboolean
dealing (gpointer data)
{
  Online *o = data;
  GtkWidget *table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (o->window));
  EuchrePhase phase = euchre_game_get_public (net_game_get_game (net (o)))->phase;

  return euchre_table_get_busy (EUCHRE_TABLE (table)) && phase == EUCHRE_PHASE_BID1;
}

gboolean
my_turn (gpointer data)
{
  Online *o = data;
  EuchreActionList list;

  return euchre_game_get_human_actions (net_game_get_game (net (o)), &list) > 0;
}

gboolean
window_seated (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));

  return g != NULL && net_game_get_state (g) >= NET_GAME_WAITING &&
         net_game_get_state (g) != NET_GAME_FAILED;
}

gboolean
window_has_hand (gpointer data)
{
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (data));
  EuchreView view;

  if (g == NULL || net_game_get_state (g) != NET_GAME_PLAYING)
    return FALSE;
  euchre_game_get_view (net_game_get_game (g), EUCHRE_HUMAN_SEAT, &view);
  return view.hand != 0;
}

gboolean
own_turn (gpointer data)
{
  EuchreActionList list;

  return euchre_game_get_human_actions (data, &list) > 0;
}

typedef struct {
  EuchreGame *game;
  EuchrePlaySurface *surface;
} OwnGame;

static gboolean
own_turn_or_held (gpointer data)
{
  OwnGame *o = data;

  return own_turn (o->game) || euchre_play_surface_get_result_held (o->surface) ||
         euchre_game_get_public (o->game)->phase == EUCHRE_PHASE_GAME_OVER;
}

/* A hand can go by without the person's turn: her partner called before
 * she bid and went alone.  Its result then waits for her, and she goes
 * on with Next Deal, as a person at the window would. */
void
wait_own_turn (GtkWidget *window, EuchreGame *game, const char *what)
{
  g_autoptr (GPtrArray) surfaces = test_ui_find_all (window, EUCHRE_TYPE_PLAY_SURFACE);
  OwnGame o = { game, NULL };

  g_assert_cmpuint (surfaces->len, ==, 1);
  o.surface = g_ptr_array_index (surfaces, 0);
  g_assert_true (euchre_play_surface_get_game (o.surface) == game);
  for (guint hands = 0; hands < 8; hands++)
    {
      test_wait_until (own_turn_or_held, &o, what, WAIT_MS);
      if (own_turn (game))
        return;
      if (euchre_game_get_public (game)->phase == EUCHRE_PHASE_GAME_OVER)
        g_error ("the game ended before %s", what);
      gtk_widget_activate_action (GTK_WIDGET (o.surface), "play.next-deal", NULL);
    }
  g_error ("eight hands went by without %s", what);
}

gboolean
failed (gpointer data)
{
  GtkWidget *window = data;
  NetGame *g = euchre_online_window_get_net (EUCHRE_ONLINE_WINDOW (window));

  return g == NULL || net_game_get_state (g) == NET_GAME_FAILED;
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
const char *const default_names[3] = { "Bob", "Cy", "Di" };
const char *const *guest_names = default_names;

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
void
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

void
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

GtkWidget *
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

GtkWidget *
guest_window (const char *link)
{
  return guest_window_sized (link, "Di", 0, 0);
}

/* Whether a label under @root has @needle in its text. */
gboolean
label_contains (GtkWidget *root, const char *needle)
{
  g_autoptr (GPtrArray) labels = test_ui_find_all (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), needle) != NULL)
      return TRUE;
  return FALSE;
}

/* Where the label saying @text is, from the window's top (-1: none). */
double
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

/* The window's banner text, "" when it is hidden. */
const char *
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

/* The window's page: "setup", "lobby", "table" or "failed". */
const char *
page_of (GtkWidget *window)
{
  g_autoptr (GPtrArray) stacks = test_ui_find_all (window, GTK_TYPE_STACK);

  for (guint i = 0; i < stacks->len; i++)
    if (gtk_stack_get_child_by_name (stacks->pdata[i], "setup") != NULL)
      return gtk_stack_get_visible_child_name (stacks->pdata[i]);
  return NULL;
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
 * "You dealt"), in the language of the test. */
static gboolean
names_a_dealer (NetGame *g, const char *text)
{
  g_auto (GStrv) you = g_strsplit (g_dgettext ("euchre", "Hand %u. You dealt, the %s turned up."),
                                   "%", -1);
  g_auto (GStrv) other = g_strsplit (g_dgettext ("euchre", "Hand %u. %s dealt, the %s turned up."),
                                     "%s", -1);

  /* What follows the hand's number, and what follows the dealer's name. */
  if (g_strv_length (you) > 1 && strstr (text, you[1] + 1) != NULL)
    return TRUE;
  for (guint s = 1; s < 4; s++)
    {
      g_autofree char *dealt = g_strdup_printf ("%s%s", net_game_get_seat_name (g, s),
                                                g_strv_length (other) > 1 ? other[1] : "");

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
guint
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

void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* Its WebSocket address, "ws://127.0.0.1:PORT" (free it); on @port, or
 * one free if "0". */
char *
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

char *
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

void
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

void
server_stop (Server *server)
{
  server_stop_with (server, SIGTERM);
}
