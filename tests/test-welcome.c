/* test-welcome.c — the first-run welcome and the guided hand, in the real
 * application under Xvfb (issue 42.2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The welcome shows on the first start and not on the second; the guided
 * hand is played to its end through the window's own actions and card
 * buttons (a wrong move first, which it refuses); Main Menu ▸ Welcome
 * brings the welcome back.  Screenshots go to the build's screenshots
 * folder.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>

#include "euchre-application.h"
#include "euchre-bid-bar.h"
#include "euchre-play-surface.h"
#include "euchre-welcome.h"
#include "euchre-window.h"
#include "test-claims.h"
#include "test-files.h"
#include "test-ui.h"

typedef struct {
  EuchreApplication *app;
  EuchreWindow *window;
  GSourceFunc script;
  int width, height;
  gboolean ran;
  EuchrePublic before;          /* the guided game before a move */
} Fixture;

static GtkWidget *
child (Fixture *f, const char *name)
{
  GObject *c = gtk_widget_get_template_child (GTK_WIDGET (f->window), EUCHRE_TYPE_WINDOW, name);

  g_assert_nonnull (c);
  return GTK_WIDGET (c);
}

static const char *
page (Fixture *f)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (child (f, "stack")));
}

static void
shoot (Fixture *f, const char *name)
{
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  const char *language = g_getenv ("LANGUAGE");

  if (language != NULL && *language != '\0' && !g_str_has_prefix (language, "en"))
    file = g_strdup_printf ("%s-%s-%dx%d.png", name, language, f->width, f->height);
  else
    file = g_strdup_printf ("%s-%dx%d.png", name, f->width, f->height);
  path = test_ui_shot_path (file);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  test_ui_save_png (GTK_WIDGET (f->window), path);
}

static gboolean
table_shown (gpointer data)
{
  return g_strcmp0 (page (data), "table") == 0;
}

static gboolean
table_idle (gpointer data)
{
  Fixture *f = data;

  return !euchre_table_get_busy (euchre_window_get_table (f->window));
}

/* The guide waits for a move, or the hand is over and summed up. */
static gboolean
guide_waits (gpointer data)
{
  Fixture *f = data;
  EuchreAction a;

  return test_ui_dialog_shown (NULL) ||
         (euchre_window_get_guide (f->window) != NULL &&
          euchre_guide_get_expected (euchre_window_get_guide (f->window), &a) &&
          !euchre_table_get_busy (euchre_window_get_table (f->window)));
}

static gboolean
game_moved (gpointer data)
{
  Fixture *f = data;
  EuchreGame *game = euchre_guide_get_game (euchre_window_get_guide (f->window));

  return memcmp (&f->before, euchre_game_get_public (game), sizeof f->before) != 0;
}

/* The move the guide waits for, made as a person would: the bid's action
 * (its key, O), the card's own button. */
static void
make (Fixture *f, const EuchreAction *a)
{
  GtkWidget *surface = child (f, "surface");

  switch (a->type)
    {
    case EUCHRE_ACTION_ORDER_UP:
      test_ui_press (surface, surface, GDK_KEY_o, 0);
      break;
    case EUCHRE_ACTION_PASS:
      gtk_widget_activate_action (surface, "play.pass", NULL);
      break;
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_DISCARD:
      {
        GtkWidget *button = euchre_table_get_card_button (euchre_window_get_table (f->window),
                                                          a->card);

        g_assert_nonnull (button);
        g_assert_true (gtk_widget_activate (button));
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Plays the guided hand to its end; returns the summary dialog. */
static AdwMessageDialog *
play_guided_hand (Fixture *f)
{
  EuchreGuide *guide = euchre_window_get_guide (f->window);
  EuchreGame *game = euchre_guide_get_game (guide);
  GtkLabel *prompt = GTK_LABEL (gtk_widget_get_template_child (child (f, "surface"),
                                                               EUCHRE_TYPE_PLAY_SURFACE,
                                                               "lesson_label"));
  guint moves = 0, plays = 0, claims = 0;
  gboolean refused = FALSE;

  g_assert_true (game != euchre_window_get_game (f->window));
  g_assert_true (euchre_play_surface_get_game (EUCHRE_PLAY_SURFACE (child (f, "surface"))) == game);
  for (;;)
    {
      EuchreAction a;

      test_wait_until (guide_waits, f, "the guide to wait for a move, or its summary", 20000);
      if (test_ui_dialog_shown (NULL))
        break;
      g_assert_true (euchre_guide_get_expected (guide, &a));
      test_ui_wait_frame (GTK_WIDGET (f->window));
      /* The words over the table say what to do, and why. */
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (prompt)));
      g_assert_cmpuint (strlen (gtk_label_get_text (prompt)), >, 40);
      /* Every word of it true of the hand (issue 52.1). */
      {
        EuchreView view;

        euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
        claims += test_claims_check (&view, &a, gtk_label_get_text (prompt));
        g_test_message ("%s", gtk_label_get_text (prompt));
      }
      if (moves == 0)
        {
          EuchreAction pass = { EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE };
          guint before = euchre_game_get_public (game)->turn;

          /* The lesson's first step: order up, with the reason. */
          g_assert_cmpuint (a.type, ==, EUCHRE_ACTION_ORDER_UP);
          g_assert_nonnull (strstr (gtk_label_get_text (prompt), "Order up"));
          g_assert_nonnull (strstr (gtk_label_get_text (prompt), "right bower"));
          shoot (f, "guided-hand-bid");
          /* A wrong move is answered in words and not played. */
          make (f, &pass);
          g_assert_cmpuint (euchre_game_get_public (game)->phase, ==, EUCHRE_PHASE_BID1);
          g_assert_cmpuint (euchre_game_get_public (game)->turn, ==, before);
          g_assert_true (test_ui_find_label (GTK_WIDGET (f->window),
                                             "Try the highlighted move."));
          refused = TRUE;
        }
      if (a.type == EUCHRE_ACTION_PLAY)
        {
          g_autofree char *name = g_strdup_printf ("guided-hand-step-%u", moves + 1);

          shoot (f, name);
          if (plays++ == 1)
            shoot (f, "guided-hand-play");
        }
      memcpy (&f->before, euchre_game_get_public (game), sizeof f->before);
      make (f, &a);
      /* A button's click lands a moment after its activation. */
      test_wait_until (game_moved, f, "the guided move to be made", 10000);
      moves++;
    }
  g_assert_true (refused);
  g_test_message ("the guided hand: %u claims checked, none false", claims);
  g_print ("# the guided hand: %u claims checked, none false\n", claims);
  g_assert_cmpuint (claims, >=, 6);
  g_assert_cmpuint (moves, ==, 6);         /* the bid and five cards */
  g_assert_cmpuint (euchre_game_get_public (game)->phase, ==, EUCHRE_PHASE_HAND_OVER);
  g_assert_cmpuint (euchre_game_get_public (game)->tricks[0], ==, 4);
  /* One hand: no Next Deal, nor the person's game's review or score sheet. */
  g_assert_false (euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (child (f, "surface"))));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "review-hand"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "score-sheet"));
  return test_ui_message_dialog ();
}

/* First start: the welcome, focused on Play; Learn the Basics plays the
 * guided hand; its summary leads into a real game. */
static gboolean
first_run_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *welcome = child (f, "welcome");
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  EuchreGame *game = euchre_window_get_game (f->window);
  AdwMessageDialog *summary;

  f->ran = TRUE;
  g_assert_cmpstr (page (f), ==, "welcome");
  test_ui_wait_mapped (welcome, "the welcome");
  g_assert_true (g_settings_get_boolean (gs, "welcome-shown"));
  g_assert_false (euchre_window_shows_game (f->window));
  g_assert_true (test_ui_find_label (welcome, "Welcome to Euchre"));
  shoot (f, "welcome");

  /* Learn the Basics: the guided hand, on a game of its own. */
  gtk_widget_activate_action (welcome, "win.guided-hand", NULL);
  g_assert_cmpstr (page (f), ==, "table");
  summary = play_guided_hand (f);
  g_assert_nonnull (summary);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (summary), "4 of the five tricks"));
  shoot (f, "guided-hand-summary");
  {
    g_autofree char *file = g_strdup_printf ("guided-hand-summary-dialog-%dx%d.png", f->width,
                                             f->height);
    g_autofree char *path = test_ui_shot_path (file);

    test_ui_save_png (GTK_WIDGET (summary), path);
  }
  /* The way into a real game: the person's own, dealt and going on. */
  adw_message_dialog_response (summary, "play");
  g_assert_cmpstr (page (f), ==, "table");
  g_assert_null (euchre_window_get_guide (f->window));
  g_assert_true (euchre_window_shows_game (f->window));
  g_assert_true (euchre_play_surface_get_game (EUCHRE_PLAY_SURFACE (child (f, "surface"))) == game);
  test_wait_until (table_idle, f, "the real game's deal to be shown", 10000);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* A second start: the table at once; Main Menu ▸ Welcome brings it back,
 * Play goes back to the game. */
static gboolean
second_run_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *welcome = child (f, "welcome");

  f->ran = TRUE;
  g_assert_cmpstr (page (f), ==, "table");
  g_assert_true (euchre_window_shows_game (f->window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.welcome", NULL));
  g_assert_cmpstr (page (f), ==, "welcome");
  test_ui_wait_mapped (welcome, "the welcome from the menu");
  g_assert_false (euchre_window_shows_game (f->window));
  /* Enter on the focused Play button: the window's focus, whether or not
   * the window is active yet (a script runs once it is drawn; the
   * window manager may give it the keyboard later on a busy machine). */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) ==
                 GTK_WIDGET (gtk_widget_get_template_child (welcome, EUCHRE_TYPE_WELCOME,
                                                            "play_button")));
  g_assert_true (gtk_widget_activate (gtk_window_get_focus (GTK_WINDOW (f->window))));
  /* A button's click lands a moment after its activation. */
  test_wait_until (table_shown, f, "the table after Play", 10000);
  g_assert_true (euchre_window_shows_game (f->window));
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* The shown buttons under @w, each inside the window; returns how many. */
static int
buttons_inside (Fixture *f, GtkWidget *w, const char *state)
{
  int shown = 0;

  if (!gtk_widget_get_mapped (w) || !gtk_widget_get_child_visible (w))
    return 0;
  if (GTK_IS_BUTTON (w) || GTK_IS_MENU_BUTTON (w))
    {
      graphene_rect_t r;

      g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (f->window), &r));
      if (r.origin.x < 0 || r.origin.y < 0 || r.origin.x + r.size.width > f->width + 0.5 ||
          r.origin.y + r.size.height > f->height + 0.5)
        g_error ("%s: a control at %.0f,%.0f %.0f×%.0f, outside the %d×%d window", state,
                 r.origin.x, r.origin.y, r.size.width, r.size.height, f->width, f->height);
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    shown += buttons_inside (f, c, state);
  return shown;
}

/* Every control of the bid bar inside the window, and the window no
 * bigger than the screen it was given. */
static void
assert_bar_fits (Fixture *f, GtkWidget *bar, const char *state)
{
  int shown;

  test_ui_wait_frame (GTK_WIDGET (f->window));
  g_test_message ("%s: the window is %d×%d", state, gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_height (GTK_WIDGET (f->window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, f->width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), <=, f->height);
  shown = buttons_inside (f, bar, state);
  g_test_message ("%s: %d controls inside %d×%d", state, shown, f->width, f->height);
  g_assert_cmpint (shown, >, 0);
}

/* Every bidding state the bar shows, with the guided hand's first words
 * over the table: in German at 360×640 nothing grows past the screen
 * (issue 52.2: "Allein aufnehmen lassen" was cut off below it). */
static gboolean
bid_states_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *surface = child (f, "surface");
  GtkWidget *bar = GTK_WIDGET (gtk_widget_get_template_child (surface, EUCHRE_TYPE_PLAY_SURFACE,
                                                             "bid_bar"));
  EuchreGame *game;
  struct { const char *name; guint phase, dealer; gboolean pass, plain, alone; } states[] = {
    { "order-up", EUCHRE_PHASE_BID1, 2, TRUE, TRUE, TRUE },
    { "pick-up", EUCHRE_PHASE_BID1, 0, TRUE, TRUE, TRUE },
    { "name-trump", EUCHRE_PHASE_BID2, 2, TRUE, TRUE, TRUE },
    { "name-trump-alone-only", EUCHRE_PHASE_BID2, 2, TRUE, FALSE, TRUE },
    { "stuck", EUCHRE_PHASE_BID2, 0, FALSE, TRUE, TRUE },
    { "defend", EUCHRE_PHASE_DEFEND, 2, TRUE, FALSE, FALSE },
  };

  f->ran = TRUE;
  gtk_widget_activate_action (child (f, "welcome"), "win.guided-hand", NULL);
  test_wait_until (guide_waits, f, "the guided hand's first step", 20000);
  game = euchre_guide_get_game (euchre_window_get_guide (f->window));
  test_ui_wait_frame (GTK_WIDGET (f->window));
  shoot (f, "bid-bar-guided");
  assert_bar_fits (f, bar, "the guided hand's bid");
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      EuchrePublic p = *euchre_game_get_public (game);
      EuchreActionList list = { 0 };

      p.phase = states[i].phase;
      p.dealer = states[i].dealer;
      p.turn = EUCHRE_HUMAN_SEAT;
      if (states[i].pass)
        list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE,
                                                     EUCHRE_SUIT_NONE, FALSE);
      if (p.phase == EUCHRE_PHASE_BID1)
        {
          list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE,
                                                       EUCHRE_SUIT_NONE, FALSE);
          list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE,
                                                       EUCHRE_SUIT_NONE, TRUE);
        }
      else if (p.phase == EUCHRE_PHASE_BID2)
        for (EuchreSuit s = 0; s < EUCHRE_N_SUITS; s++)
          {
            if (s == euchre_card_suit (p.upcard))
              continue;
            if (states[i].plain)
              list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE,
                                                           s, FALSE);
            if (states[i].alone)
              list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE,
                                                           s, TRUE);
          }
      else
        list.actions[list.n++] = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE,
                                                     EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      euchre_bid_bar_update (EUCHRE_BID_BAR (bar), &p, &list);
      test_ui_wait_frame (GTK_WIDGET (f->window));
      {
        g_autofree char *name = g_strdup_printf ("bid-bar-%s", states[i].name);

        shoot (f, name);
      }
      assert_bar_fits (f, bar, states[i].name);
    }
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app, Fixture *f)
{
  f->window = EUCHRE_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (f->window);
  gtk_window_unmaximize (GTK_WINDOW (f->window));
  gtk_window_set_default_size (GTK_WINDOW (f->window), f->width, f->height);
  test_ui_when_shown (GTK_WIDGET (f->window), f->script, f);
}

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the welcome's test did not finish in time");
  return G_SOURCE_REMOVE;
}

static void
run_app (Fixture *f, GSourceFunc script)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-welcome-XXXXXX", NULL);
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  guint timeout;

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  g_settings_set_int (gs, "ai-delay-ms", 0);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  g_settings_set_double (gs, "animation-speed", 4.0);
  g_settings_set_int (gs, "window-width", f->width);
  g_settings_set_int (gs, "window-height", f->height);
  f->script = script;
  f->ran = FALSE;
  f->app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (f->app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (f->app, "activate", G_CALLBACK (activate_cb), f);
  timeout = g_timeout_add_seconds (120, too_long_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (f->app), 0, NULL), ==, 0);
  g_source_remove (timeout);
  g_assert_true (f->ran);
  g_assert_finalize_object (f->app);
  /* The game, its statistics and their lock files. */
  test_remove_tree (dir);
}

static void
test_welcome_first_run (gconstpointer data)
{
  const int *size = data;
  Fixture f = { 0 };
  g_autoptr (GSettings) gs = NULL;

  if (!test_ui_in_subprocess ())
    return;
  f.width = size[0];
  f.height = size[1];
  /* The memory backend starts afresh in each test's process: a first
   * start.  It lives while a GSettings does: this one keeps it for the
   * second start. */
  gs = g_settings_new ("io.github.euchre.Euchre");
  g_assert_false (g_settings_get_boolean (gs, "welcome-shown"));
  run_app (&f, first_run_cb);
  g_assert_true (g_settings_get_boolean (gs, "welcome-shown"));
  run_app (&f, second_run_cb);
}

static void
test_welcome_bid_bar_de (gconstpointer data)
{
  const int *size = data;
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("de");
  f.width = size[0];
  f.height = size[1];
  run_app (&f, bid_states_cb);
}

int
main (int argc, char **argv)
{
  static const int large[] = { 800, 600 };
  static const int phone[] = { 360, 640 };

  if (!test_ui_init (&argc, &argv, "/euchre/welcome/no-display"))
    return g_test_run ();
  g_test_add_data_func ("/euchre/welcome/first-run/800x600", large, test_welcome_first_run);
  g_test_add_data_func ("/euchre/welcome/first-run/360x640", phone, test_welcome_first_run);
  g_test_add_data_func ("/euchre/welcome/bid-bar-de/360x640", phone, test_welcome_bid_bar_de);
  return g_test_run ();
}
