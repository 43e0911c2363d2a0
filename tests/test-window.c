/* test-window.c — the real application in a real window (under Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays whole games through the window's own actions and card buttons,
 * and writes screenshots of the main moments into the build directory
 * (the screenshots folder, one PNG per moment and size) for people to look at.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "euchre-application.h"
#include "euchre-game-over.h"
#include "euchre-hand-review.h"
#include "euchre-play-surface.h"
#include "euchre-preferences.h"
#include "euchre-score-sheet.h"
#include "euchre-stats-dialog.h"
#include "euchre-ui-text.h"
#include "euchre-window.h"
#include "euchre-game-private.h"
#include "euchre-ui-text.h"
#include "test-files.h"
#include "test-ui.h"
#include "test-util.h"

typedef struct {
  EuchreApplication *app;
  EuchreWindow *window;
  EuchreGame *game;
  int width, height;
  guint human_moves;
  gboolean over;
  gboolean shot_summary, shot_trick, shot_bid1, shot_bid2;
  guint results_held;           /* hands whose result waited for Next Deal */
  GSourceFunc script;           /* if set, run once the window is up (it closes it) */
  guint timeout_id;
} Fixture;

/* The window's play surface: the table, the bid bar and their actions. */
static GtkWidget *
surface_of (Fixture *f)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window), EUCHRE_TYPE_WINDOW,
                                                    "surface"));
}

static void collect (GtkWidget *widget, GType type, GPtrArray *found);

static gboolean
in_german (void)
{
  return test_ui_words (NULL, "de") != NULL;
}

/* A card's and a seat's name as the window says them, written out here in
 * English and German (never from the program's catalogue). */
static char *
card_words (EuchreCard card)
{
  static const char *ranks[][2] = {
    { "Seven", "Sieben" }, { "Eight", "Acht" }, { "Nine", "Neun" }, { "Ten", "Zehn" },
    { "Jack", "Bube" }, { "Queen", "Dame" }, { "King", "König" }, { "Ace", "Ass" },
  };
  static const char *suits[][2] = {
    { "Spades", "Pik" }, { "Hearts", "Herz" }, { "Clubs", "Kreuz" }, { "Diamonds", "Karo" },
  };
  gboolean de = in_german ();

  g_assert_cmpuint (card, <, EUCHRE_JOKER);
  return de ? g_strdup_printf ("%s-%s", suits[card >> 3][1], ranks[card & 7][1])
            : g_strdup_printf ("%s of %s", ranks[card & 7][0], suits[card >> 3][0]);
}

static const char *
seat_words (guint seat)
{
  static const char *seats[][2] = {
    { "You", "Du" }, { "West", "West" }, { "Partner", "Partner" }, { "East", "Ost" },
  };

  g_assert_cmpuint (seat, <, 4);
  return test_ui_words (seats[seat][0], seats[seat][1]);
}

static char *
shot_path (Fixture *f, const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s-%dx%d.png", name, f->width, f->height);

  return test_ui_shot_path (file);
}

static gboolean
table_idle (gpointer data)
{
  Fixture *f = data;

  return !euchre_table_get_busy (euchre_window_get_table (f->window));
}

/* Lets the table show what the game just did (its cards landed), and
 * the window lay out and draw it. */
static void
settle (Fixture *f)
{
  test_wait_until (table_idle, f, "the table's cards to land", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
}

static void
shoot (Fixture *f, const char *name)
{
  g_autofree char *path = shot_path (f, name);
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));

  settle (f);
  test_ui_save_png (content, path);
}

static gboolean
visible (gpointer widget)
{
  return gtk_widget_get_visible (widget);
}

/* What a click would do: the action behind a button, or the card's own
 * button activated. */
static gboolean
drive_cb (gpointer data)
{
  Fixture *f = data;
  const EuchreState *s = euchre_game_get_state (f->game);
  EuchreTable *table = euchre_window_get_table (f->window);
  EuchreAction a;
  EuchreActionList legal;
  const char *reason = NULL;

  /* Nothing is drawn before the window is on screen. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return G_SOURCE_CONTINUE;
  if (euchre_game_get_human_actions (f->game, &legal) == 0)
    return G_SOURCE_REMOVE;
  {
    /* A quick strategy chooses (the window's hint is asynchronous). */
    g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL,
                                                             0);
    EuchreView view;

    euchre_game_get_view (f->game, EUCHRE_HUMAN_SEAT, &view);
    a = euchre_strategy_choose (simple, &view, &legal, &reason);
  }
  g_assert_nonnull (reason);

  if (s->pub.phase == EUCHRE_PHASE_BID1 && !f->shot_bid1)
    f->shot_bid1 = TRUE, shoot (f, "bidding-round-1");
  if (s->pub.phase == EUCHRE_PHASE_BID2 && !f->shot_bid2)
    f->shot_bid2 = TRUE, shoot (f, "bidding-round-2");
  if (s->pub.phase == EUCHRE_PHASE_PLAY && s->pub.n_played >= 2 && !f->shot_trick)
    f->shot_trick = TRUE, shoot (f, "mid-trick");

  switch (a.type)
    {
    case EUCHRE_ACTION_PASS:
      gtk_widget_activate_action (surface_of (f), "play.pass", NULL);
      break;
    case EUCHRE_ACTION_ORDER_UP:
      gtk_widget_activate_action (surface_of (f),
                                  a.alone ? "play.order-up-alone" : "play.order-up", NULL);
      break;
    case EUCHRE_ACTION_CALL:
      gtk_widget_activate_action (surface_of (f), a.alone ? "play.call-alone" : "play.call",
                                  "i", (int) a.suit);
      break;
    case EUCHRE_ACTION_DEFEND_ALONE:
      gtk_widget_activate_action (surface_of (f), "play.defend-alone", NULL);
      break;
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
      {
        GtkWidget *button = euchre_table_get_card_button (table, a.card);

        g_assert_nonnull (button);
        g_assert_true (gtk_widget_get_visible (button));
        g_assert_true (gtk_widget_activate (button));
      }
      break;
    default:
      g_assert_not_reached ();
    }
  f->human_moves++;
  return G_SOURCE_REMOVE;
}

static void
human_turn_cb (EuchreGame *game, gpointer legal, Fixture *f)
{
  g_idle_add (drive_cb, f);
}

/* Whether the hand's summary is on the table (the label of the class
 * "summary", mapped, saying something). */
static gboolean
summary_shown (gpointer data)
{
  Fixture *f = data;
  g_autoptr (GPtrArray) labels = test_ui_find_all (GTK_WIDGET (f->window), GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_has_css_class (label, "summary") && gtk_widget_get_mapped (label) &&
          *gtk_label_get_text (GTK_LABEL (label)) != '\0')
        return TRUE;
    }
  return FALSE;
}

static gboolean
summary_shot_cb (gpointer data)
{
  Fixture *f = data;

  test_wait_until (summary_shown, f, "the hand's summary on the table", 10000);
  shoot (f, "hand-summary");
  euchre_game_set_paused (f->game, FALSE);
  return G_SOURCE_REMOVE;
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, Fixture *f)
{
  if (!f->shot_summary && kind != EUCHRE_RESULT_PASSED)
    {
      /* Hold the game, and shoot once every handler and notification of
       * this move has run and the summary is drawn. */
      f->shot_summary = TRUE;
      euchre_game_set_paused (game, TRUE);
      g_idle_add (summary_shot_cb, f);
    }
}

/* A whole game presses on as a person would: the hand's result waits in
 * the middle of the table, its Next Deal button focused, until pressed. */
static gboolean
press_next_deal_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *next = euchre_table_get_next_deal_button (euchre_window_get_table (f->window));

  if (!euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (surface_of (f))))
    return G_SOURCE_REMOVE;
  test_ui_wait_mapped (next, "the Next Deal button");
  g_assert_true (gtk_widget_has_focus (next));
  if (f->results_held++ == 0)
    shoot (f, "hand-result-held");
  g_assert_true (gtk_widget_activate (next));
  return G_SOURCE_REMOVE;
}

static void
result_held_cb (GObject *surface, GParamSpec *pspec, Fixture *f)
{
  if (euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (surface)))
    g_idle_add (press_next_deal_cb, f);
}

static gboolean
close_cb (gpointer data)
{
  Fixture *f = data;

  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
game_over_cb (EuchreGame *game, guint side, Fixture *f)
{
  GtkWidget *box = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (f->window), EUCHRE_TYPE_WINDOW,
                                                  "game_over_box");

  f->over = TRUE;
  test_wait_until (visible, box, "the game's result on the table", 10000);
  shoot (f, "game-over");
  g_idle_add (close_cb, f);
}

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the game did not finish in time");
  return G_SOURCE_REMOVE;
}

/* A screenshot's name, with the language when it is not English. */
static char *
shot_name (const char *name)
{
  const char *language = g_getenv ("LANGUAGE");

  if (language == NULL || *language == '\0' || g_str_has_prefix (language, "en"))
    return g_strdup (name);
  return g_strdup_printf ("%s-%s", name, language);
}

static void
show_scripted (Fixture *f, const char *name, guint dealer, const char *const *moves)
{
  g_autofree char *text = scripted_record (dealer, moves);
  g_autofree char *shot = shot_name (name);
  g_autoptr (GError) error = NULL;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  shoot (f, shot);
}

/* The last trick opens in a popover with its winner marked; the trick
 * being played stays on the table. */
static void
show_last_trick (Fixture *f)
{
  const char *const moves[] = { "deal", "order", "any", "any", "any", "any", "any", "any", NULL };
  GtkWidget *popover = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                  EUCHRE_TYPE_WINDOW,
                                                                  "last_trick_popover"));
  const EuchrePublic *p;
  const char *pictures[] = { "last_trick_south", "last_trick_west", "last_trick_north",
                             "last_trick_east" };
  g_autofree char *name = shot_name ("last-trick-popover");
  g_autofree char *path = shot_path (f, name);
  guint winners = 0;

  show_scripted (f, "last-trick", 1, moves);
  p = &euchre_game_get_state (f->game)->pub;
  g_assert_cmpuint (p->trick_number, ==, 1);
  g_assert_cmpuint (p->n_played, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.last-trick", NULL);
  test_ui_wait_mapped (popover, "the last trick's popover");
  for (guint s = 0; s < 4; s++)
    {
      GtkWidget *pic = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                  EUCHRE_TYPE_WINDOW,
                                                                  pictures[s]));

      g_assert_true (gtk_widget_get_visible (pic));
      g_assert_nonnull (gtk_picture_get_paintable (GTK_PICTURE (pic)));
      if (gtk_widget_has_css_class (pic, "winner"))
        {
          winners++;
          g_assert_cmpuint (s, ==, p->trick_winner[0]);
        }
    }
  g_assert_cmpuint (winners, ==, 1);
  test_ui_save_png (popover, path);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.last-trick", NULL);
  test_ui_wait_unmapped (popover, "the last trick's popover to close");
  g_assert_false (gtk_widget_get_visible (popover));
}

static gboolean
scripted_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  const char *const bid2[] = { "deal", "pass", "pass", "pass", "pass", NULL };
  const char *const trick[] = { "deal", "order", "any", "any", "any", NULL };
  const char *const dealer[] = { "deal", "pass", "pass", "pass", NULL };
  GtkWidget *prefs;
  g_autoptr (EuchreSettings) settings = euchre_settings_new (NULL);

  /* The person bids first: dealer 3.  Mid-trick: dealer 1, seat 2 orders
   * up, dealer discards, seats 2 and 3 play. */
  show_scripted (f, "bidding-round-1", 3, bid1);
  /* Left and Right move between the person's cards. */
  {
    EuchreTable *table = euchre_window_get_table (f->window);
    const EuchreState *s = euchre_game_get_state (f->game);
    EuchreCard first = EUCHRE_CARD_NONE;
    GtkWidget *b0, *focus;

    g_assert_true (euchre_table_focus_hand (table));
    focus = gtk_window_get_focus (GTK_WINDOW (f->window));
    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table), GTK_DIR_RIGHT));
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) != focus);
    /* A person's next key comes after the window has drawn the last one
     * (the focused card's ring and place): under load, the geometry the
     * arrow keys go by was not yet laid out (CI, once). */
    test_ui_wait_frame (GTK_WIDGET (f->window));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table), GTK_DIR_LEFT));
    g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) == focus);
    /* Every card has an accessible name (the label property). */
    for (EuchreCardSet h = s->hands[0]; h; h &= h - 1)
      if (first == EUCHRE_CARD_NONE)
        first = euchre_card_set_first (h);
    b0 = euchre_table_get_card_button (table, first);
    g_assert_nonnull (b0);
    /* The keyboard's ring, whole over the next card (issue 24). */
    gtk_window_set_focus_visible (GTK_WINDOW (f->window), TRUE);
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table), GTK_DIR_RIGHT));
    {
      g_autofree char *ring = shot_name ("focus-ring");

      shoot (f, ring);
    }
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table), GTK_DIR_LEFT));
  }
  show_scripted (f, "bidding-round-2", 3, bid2);
  show_scripted (f, "bidding-as-dealer", 0, dealer);
  show_scripted (f, "mid-trick", 1, trick);
  /* The contract says which card West picked up; behind it, the bidding. */
  {
    g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
    g_autoptr (GPtrArray) popovers = g_ptr_array_new ();
    g_autofree char *bids = shot_name ("bidding-popover");
    g_autofree char *bids_path = shot_path (f, bids);
    GtkWidget *button = NULL, *popover;

    /* A plain button that pops the bidding over: one control, read once. */
    collect (GTK_WIDGET (euchre_window_get_table (f->window)), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (gtk_widget_has_css_class (buttons->pdata[i], "contract-button"))
        button = buttons->pdata[i];
    g_assert_nonnull (button);
    collect (GTK_WIDGET (euchre_window_get_table (f->window)), GTK_TYPE_POPOVER, popovers);
    g_assert_cmpuint (popovers->len, ==, 1);
    popover = popovers->pdata[0];
    g_assert_true (gtk_widget_activate (button));
    test_ui_wait_mapped (popover, "the bidding");
    test_ui_save_png (popover, bids_path);
    gtk_popover_popdown (GTK_POPOVER (popover));
    test_ui_wait_unmapped (popover, "the bidding to close");
  }
  show_last_trick (f);
  /* A whole hand: the summary is up, off the cards, after a resume too. */
  {
    const char *whole[26] = { "deal", "order", "any", NULL };

    for (guint i = 3; i < 23; i++)
      whole[i] = "any";
    whole[23] = NULL;
    show_scripted (f, "hand-summary", 1, whole);
    g_assert_cmpuint (euchre_game_get_state (f->game)->pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
    /* The partner deals next: the upcard clear of Review Hand. */
    whole[23] = "deal";
    whole[24] = NULL;
    show_scripted (f, "next-deal-after-summary", 1, whole);
  }
  /* A finished game, loaded: its result is shown, on an opaque card. */
  {
    const char *const over[] = { "to-the-end", NULL };
    GtkWidget *box = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->window),
                                                                EUCHRE_TYPE_WINDOW,
                                                                "game_over_box"));

    show_scripted (f, "game-over-loaded", 1, over);
    g_assert_cmpuint (euchre_game_get_state (f->game)->pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
    g_assert_true (gtk_widget_get_visible (box));
  }

  prefs = euchre_preferences_new (settings);
  gtk_window_set_transient_for (GTK_WINDOW (prefs), GTK_WINDOW (f->window));
  gtk_window_set_default_size (GTK_WINDOW (prefs), MIN (f->width, 640), MIN (f->height, 720));
  gtk_window_present (GTK_WINDOW (prefs));
  test_ui_wait_mapped (prefs, "the preferences");
  {
    g_autofree char *name = shot_name ("preferences");
    g_autofree char *path = shot_path (f, name);

    test_ui_save_png (GTK_WIDGET (prefs), path);
  }
  gtk_window_destroy (GTK_WINDOW (prefs));

  {
    g_autoptr (EuchreStats) stats = euchre_stats_new (NULL);
    GtkWidget *dialog = euchre_stats_dialog_new (stats, "standard/medium");
    g_autofree char *name = shot_name ("statistics");
    g_autofree char *path = shot_path (f, name);

    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (f->window));
    gtk_window_present (GTK_WINDOW (dialog));
    test_ui_wait_mapped (dialog, "the statistics");
    test_ui_save_png (dialog, path);
    gtk_window_destroy (GTK_WINDOW (dialog));
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
  f->game = euchre_window_get_game (f->window);
  if (f->script)
    {
      euchre_game_set_paused (f->game, TRUE);
      test_ui_when_shown (GTK_WIDGET (f->window), f->script, f);
      return;
    }
  g_signal_connect (f->game, "human-turn", G_CALLBACK (human_turn_cb), f);
  g_signal_connect (f->game, "hand-scored", G_CALLBACK (hand_scored_cb), f);
  g_signal_connect (f->game, "game-over", G_CALLBACK (game_over_cb), f);
  g_signal_connect (surface_of (f), "notify::result-held", G_CALLBACK (result_held_cb), f);
  /* The window started a game before we connected: begin afresh. */
  euchre_window_new_game (f->window);
}

static void
run_app (Fixture *f)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-window-XXXXXX", NULL);
  g_autoptr (GSettings) settings = NULL;
  int status;

  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  settings = g_settings_new ("io.github.euchre.Euchre");
  g_settings_set_int (settings, "ai-delay-ms", 0);
  /* Straight to the table: the welcome has its own tests. */
  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  g_settings_set_int (settings, "trick-pause-ms", 0);
  g_settings_set_double (settings, "animation-speed", 4.0);
  g_settings_set_int (settings, "window-width", f->width);
  g_settings_set_int (settings, "window-height", f->height);

  f->app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (f->app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (f->app, "activate", G_CALLBACK (activate_cb), f);
  f->timeout_id = g_timeout_add_seconds (240, too_long_cb, NULL);
  status = g_application_run (G_APPLICATION (f->app), 0, NULL);
  g_clear_handle_id (&f->timeout_id, g_source_remove);
  g_assert_cmpint (status, ==, 0);
  g_assert_finalize_object (f->app);

  /* The autosave is where the application keeps it. */
  {
    g_autofree char *save = g_build_filename (dir, "saved-game", NULL);
    g_autofree char *stats = g_build_filename (dir, "statistics.ini", NULL);

    g_assert_true (g_file_test (save, G_FILE_TEST_EXISTS));
    /* With the lock files the application leaves beside them. */
    test_remove_tree (dir);
  }
}

static void
test_window_play (gconstpointer data)
{
  const int *size = data;
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;

  f.width = size[0];
  f.height = size[1];
  run_app (&f);
  g_assert_true (f.over);
  g_assert_cmpuint (f.human_moves, >, 10);
  g_assert_true (f.shot_summary);
  g_assert_cmpuint (f.results_held, >, 0);
}

/* Runs the application at @width x @height, @script run once the
 * window is up. */
static void
run_script (Fixture *f, int width, int height, GSourceFunc script)
{
  f->width = width;
  f->height = height;
  f->script = script;
  run_app (f);
}

typedef struct {
  const char *path;
  int width, height;
  GSourceFunc script;
  const char *language;         /* NULL: English, in this process */
} Script;

/* A script in a window of its size, in its language, in a subprocess
 * of its own (as is every window test here): GTK 4.8 keeps a tooltip's
 * popup timer on the display after the window it was armed for is gone,
 * and in a later test of the same process that timer asks the old
 * window's surface (NULL) for the pointer: a CRITICAL there, in a test
 * that did nothing wrong. */
static void
test_window_script (gconstpointer data)
{
  const Script *script = data;
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  if (script->language != NULL)
    test_ui_use_language (script->language);
  run_script (&f, script->width, script->height, script->script);
}

/* A script that presses real keys: skipped here (or failed under CI) where
 * none can be pressed, before its subprocess starts. */
static void
test_window_typed_script (gconstpointer data)
{
  if (test_ui_need_typing ())
    test_window_script (data);
}

/* ---- the bidding bar -------------------------------------------------------- */

static GtkWidget *
window_child (Fixture *f, const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (f->window), EUCHRE_TYPE_WINDOW, name);

  /* The bid bar's widgets are the play surface's. */
  if (child == NULL)
    child = gtk_widget_get_template_child (surface_of (f), EUCHRE_TYPE_PLAY_SURFACE, name);
  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

static guint
n_bid_buttons (Fixture *f)
{
  guint n = 0;

  GtkWidget *menu = window_child (f, "alone_menu");

  /* The bid buttons: Call Alone's menu flows among them, counted apart. */
  for (GtkWidget *c = gtk_widget_get_first_child (window_child (f, "bid_buttons")); c;
       c = gtk_widget_get_next_sibling (c))
    n += c != menu;
  return n;
}

static gboolean
dealt (gpointer data)
{
  Fixture *f = data;

  return euchre_game_get_state (f->game)->pub.phase == EUCHRE_PHASE_BID1;
}

static void
set_setting_double (const char *key, double value)
{
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

  g_settings_set_double (gs, key, value);
}

/* The person bids first (dealer 3).  While the twenty cards fly, the bar
 * offers no bid and `p` is refused; once they have landed, it does. */
static gboolean
deal_first_cb (gpointer data)
{
  Fixture *f = data;
  const char *const none[] = { NULL };
  g_autofree char *text = scripted_record (3, none);
  g_autoptr (GError) error = NULL;
  const EuchreState *s;

  set_setting_double ("animation-speed", 1.0);
  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  euchre_game_set_paused (f->game, FALSE);
  test_wait_until (dealt, f, "the deal", 2000);
  s = euchre_game_get_state (f->game);
  g_assert_cmpuint (s->pub.turn, ==, 0);

  /* Cards are still in flight. */
  g_assert_true (euchre_table_get_busy (euchre_window_get_table (f->window)));
  g_assert_cmpuint (n_bid_buttons (f), ==, 0);
  g_assert_false (gtk_widget_get_visible (window_child (f, "alone_menu")));
  gtk_widget_activate_action (surface_of (f), "play.pass", NULL);
  gtk_widget_activate_action (surface_of (f), "play.order-up", NULL);
  gtk_widget_activate_action (surface_of (f), "play.order-up-alone", NULL);
  gtk_widget_activate_action (surface_of (f), "play.alone", NULL);
  /* Said in words, not dropped. */
  g_assert_true (test_ui_find_label (surface_of (f), "Wait for the cards to be dealt."));
  s = euchre_game_get_state (f->game);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (s->pub.turn, ==, 0);

  /* The deal has been shown: now the person bids. */
  test_wait_until (table_idle, f, "the dealt cards to land", 3000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  /* Pass, Order Up and Order Up Alone. */
  g_assert_cmpuint (n_bid_buttons (f), ==, 3);
  gtk_widget_activate_action (surface_of (f), "play.pass", NULL);
  g_assert_cmpuint (euchre_game_get_state (f->game)->pub.turn, !=, 0);

  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
assert_no_suggested_bid (Fixture *f)
{
  for (GtkWidget *c = gtk_widget_get_first_child (window_child (f, "bid_buttons")); c;
       c = gtk_widget_get_next_sibling (c))
    g_assert_false (gtk_widget_has_css_class (c, "suggested-action"));
}

/* Every bid the person can face, at the window's own minimum size: the
 * window stays 560 wide, nothing in the bar is cut. */
static gboolean
bar_fits_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  const char *const bid2[] = { "deal", "pass", "pass", "pass", "pass", NULL };
  const char *const stuck[] = { "deal", "pass", "pass", "pass", "pass", "pass", "pass", "pass",
                                NULL };
  const char *const dealer[] = { "deal", "pass", "pass", "pass", NULL };
  struct { const char *name; guint dealer; const char *const *moves; } positions[] = {
    { "bar-round-1", 3, bid1 },
    { "bar-round-2", 3, bid2 },
    { "bar-stuck", 0, stuck },
    { "bar-dealer", 0, dealer },
  };
  const char *language = g_getenv ("LANGUAGE");
  int widest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *text = scripted_record (positions[i].dealer, positions[i].moves);
      g_autofree char *name = g_strdup_printf ("%s-%s", positions[i].name, language);
      g_autoptr (GError) error = NULL;
      int min_w, nat_w;

      g_assert_true (euchre_game_load (f->game, text, &error));
      g_assert_no_error (error);
      settle (f);
      g_assert_cmpuint (n_bid_buttons (f), >=, 2);
      assert_no_suggested_bid (f);
      /* The content: the window's own measure adds its shadow. */
      gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window)),
                          GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
      shoot (f, name);
      g_test_message ("%s: minimum width %d, natural %d, window %d", name, min_w, nat_w,
                      gtk_widget_get_width (GTK_WIDGET (f->window)));
      widest = MAX (widest, MAX (min_w, gtk_widget_get_width (GTK_WIDGET (f->window))));
    }
  g_assert_cmpint (widest, <=, 560);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- a phone held upright (issue 42.1) -------------------------------------- */

/* What a person can touch or read on the window: its buttons and menu
 * buttons (not the buttons inside them), the seats' words and the
 * table's panels, each mapped and with a place on screen. */
static void
collect_parts (GtkWidget *widget, GPtrArray *found)
{
  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_opacity (widget) == 0)
    return;
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) ||
      gtk_widget_has_css_class (widget, "seat") ||
      (gtk_widget_has_css_class (widget, "table-panel") && !GTK_IS_LABEL (widget)))
    {
      g_ptr_array_add (found, widget);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_parts (c, found);
}

static char *
describe (GtkWidget *widget, const graphene_rect_t *r)
{
  g_autofree char *label = NULL;

  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)))
    label = g_strdup (gtk_button_get_label (GTK_BUTTON (widget)));
  else
    label = g_strdup (gtk_widget_get_tooltip_text (widget));
  return g_strdup_printf ("%s “%s” (%g,%g %gx%g)", G_OBJECT_TYPE_NAME (widget),
                          label ? label : gtk_widget_get_css_name (widget), r->origin.x,
                          r->origin.y, r->size.width, r->size.height);
}

/* Every part of the window lies inside it and clear of every other
 * (the person's cards overlap one another on purpose, each showing its
 * corner).  Returns how many were looked at. */
static guint
assert_parts_apart (Fixture *f, const char *where)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  g_autofree graphene_rect_t *rects = NULL;
  float width = gtk_widget_get_width (content), height = gtk_widget_get_height (content);
  graphene_rect_t content_rect;

  g_assert_true (gtk_widget_compute_bounds (content, window, &content_rect));
  collect_parts (content, parts);
  rects = g_new0 (graphene_rect_t, parts->len);
  for (guint i = 0; i < parts->len; i++)
    {
      graphene_rect_t *r = &rects[i];

      g_assert_true (gtk_widget_compute_bounds (parts->pdata[i], content, r));
      if (r->origin.x < 0 || r->origin.y < 0 || r->origin.x + r->size.width > width + 0.5f ||
          r->origin.y + r->size.height > height + 0.5f)
        {
          g_autofree char *what = describe (parts->pdata[i], r);

          g_error ("%s at %gx%g: %s lies outside the window", where, width, height, what);
        }
      for (guint j = 0; j < i; j++)
        {
          graphene_rect_t a = rects[i], b = rects[j];

          if (gtk_widget_has_css_class (parts->pdata[i], "card") &&
              gtk_widget_has_css_class (parts->pdata[j], "card"))
            continue;
          /* Rounding of the allocations is not an overlap. */
          graphene_rect_inset (&a, 0.5f, 0.5f);
          graphene_rect_inset (&b, 0.5f, 0.5f);
          if (graphene_rect_intersection (&a, &b, NULL))
            {
              g_autofree char *what_a = describe (parts->pdata[i], &rects[i]);
              g_autofree char *what_b = describe (parts->pdata[j], &rects[j]);

              g_error ("%s at %gx%g: %s overlaps %s", where, width, height, what_a, what_b);
            }
        }
    }
  return parts->len;
}

static void
count_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  (*(guint *) data)++;
}

/* An offer (a seat kept at an online table): its button, whole and
 * named as its label, runs its action once and takes the message away;
 * a message without one shows none. @shown is the label of the message
 * shown before it, which has no button. */
static void
offer_pressed (Fixture *f, GtkLabel *shown)
{
  const char *text = "You still have a seat at the online table ABCD-EFGH-JKMN.";
  g_autoptr (GSimpleAction) action = g_simple_action_new ("test-offer", NULL);
  GtkWidget *button = gtk_widget_get_next_sibling (GTK_WIDGET (shown));
  guint pressed = 0;

  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_false (gtk_widget_get_visible (button));
  g_signal_connect (action, "activate", G_CALLBACK (count_cb), &pressed);
  g_action_map_add_action (G_ACTION_MAP (f->window), G_ACTION (action));
  euchre_window_offer (f->window, text, "Return to Table", "win.test-offer");
  /* After the message shown, as every message. */
  gtk_widget_activate (gtk_widget_get_last_child (gtk_widget_get_parent (GTK_WIDGET (shown))));
  test_ui_assert_uncut (GTK_WIDGET (f->window), "You still have a seat");
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Return to Table");
  test_ui_assert_uncut (GTK_WIDGET (f->window), "Return to Table");
  shoot (f, "notice-offer");
  /* A message that passes (a refusal) is not held back by it: it goes in
   * front, and the offer comes back after it. */
  euchre_window_toast (f->window, "Play a card of the suit led.");
  test_ui_assert_uncut (GTK_WIDGET (f->window), "Play a card of the suit led.");
  g_assert_false (gtk_widget_get_visible (button));
  test_ui_assert_uncut (GTK_WIDGET (f->window), "You still have a seat");
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (pressed, ==, 1);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (button)));
}

/* A long message over the table at 360 pixels, a reason with a path
 * in it: every line of it is shown, none cut off at the side or below
 * (issue 42: a toast as tall as its words at 450 pixels lost its end),
 * and a short one after it waits for it, then is shown as wholly. */
static gboolean
notice_uncut_cb (gpointer data)
{
  Fixture *f = data;
  const char *long_text =
    "The game could not be saved: Error opening file "
    "/home/a-player-with-a-long-name/.local/share/euchre/saved-game.NKJ3Q2: "
    "No space left on device. Free some space, and the game saves itself again.";
  const char *short_text = "Wait for the cards to be dealt.";
  GtkLabel *label;

  euchre_window_toast_long (f->window, long_text);
  euchre_window_toast (f->window, short_text);
  label = test_ui_assert_uncut (GTK_WIDGET (f->window), "The game could not be saved");
  g_assert_cmpstr (gtk_label_get_text (label), ==, long_text);
  g_assert_false (test_ui_find_label (GTK_WIDGET (f->window), short_text));
  shoot (f, "notice-long");
  /* Its Close button (the last): the short one follows. */
  {
    GtkWidget *close = gtk_widget_get_last_child (gtk_widget_get_parent (GTK_WIDGET (label)));

    g_assert_true (GTK_IS_BUTTON (close));
    g_assert_cmpstr (gtk_widget_get_tooltip_text (close), !=, NULL);
    gtk_widget_activate (close);
  }
  label = test_ui_assert_uncut (GTK_WIDGET (f->window), short_text);
  g_assert_false (test_ui_find_label (GTK_WIDGET (f->window), long_text));
  offer_pressed (f, label);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* The contract's first line ("Trump: ♦ Diamonds") on one line of the
 * panel, where it is shown (issue 42: at 360 pixels "Trump: ♦" over
 * "Diamonds"). Returns whether it was shown. */
static gboolean
assert_trump_whole (Fixture *f, const char *where)
{
  g_autoptr (GPtrArray) labels = test_ui_find_all (GTK_WIDGET (f->window), GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);
      const char *text = gtk_label_get_text (label);
      const char *end = strchr (text, '\n');
      int first, last;

      if (!gtk_widget_has_css_class (GTK_WIDGET (label), "contract") ||
          !gtk_widget_get_mapped (GTK_WIDGET (label)) || end == NULL || end == text)
        continue;
      end = g_utf8_prev_char (end);
      pango_layout_index_to_line_x (gtk_label_get_layout (label), 0, FALSE, &first, NULL);
      pango_layout_index_to_line_x (gtk_label_get_layout (label), end - text, FALSE, &last,
                                    NULL);
      if (first != last)
        g_error ("%s: the contract's first line is broken: “%s”", where, text);
      return TRUE;
    }
  return FALSE;
}

/* At 360x640, a phone held upright, in every kind of moment: nothing of
 * the window lies off it or over another part, and the window stays as
 * narrow as the phone; New Game and Hint are in the main menu; the
 * trump suit is named on one line. */
static gboolean
phone_fits_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  const char *const bid2[] = { "deal", "pass", "pass", "pass", "pass", NULL };
  const char *const stuck[] = { "deal", "pass", "pass", "pass", "pass", "pass", "pass", "pass",
                                NULL };
  const char *const dealer[] = { "deal", "pass", "pass", "pass", NULL };
  const char *const discard[] = { "deal", "order", NULL };
  const char *const trick[] = { "deal", "order", "any", "any", "any", NULL };
  const char *whole[24] = { "deal", "order", NULL };
  struct { const char *name; guint dealer; const char *const *moves; } positions[] = {
    { "phone-round-1", 3, bid1 },
    { "phone-round-2", 3, bid2 },
    { "phone-stuck", 0, stuck },
    { "phone-dealer", 0, dealer },
    { "phone-discard", 0, discard },
    { "phone-mid-trick", 1, trick },
    { "phone-summary", 1, whole },
  };
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));
  guint trumps = 0;

  /* The discard and twenty cards: the hand is over. */
  for (guint i = 2; i < 23; i++)
    whole[i] = "any";
  whole[23] = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *text = scripted_record (positions[i].dealer, positions[i].moves);
      g_autofree char *name = shot_name (positions[i].name);
      g_autoptr (GError) error = NULL;
      int min_w;

      g_assert_true (euchre_game_load (f->game, text, &error));
      g_assert_no_error (error);
      shoot (f, name);
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      g_assert_cmpint (min_w, <=, 360);
      g_assert_cmpint (gtk_widget_get_width (content), <=, 360);
      g_assert_true (euchre_window_get_compact (f->window));
      g_test_message ("%s: %u parts apart", name, assert_parts_apart (f, name));
      if (assert_trump_whole (f, name))
        trumps++;
    }
  /* From the discard on, the contract is shown. */
  g_assert_cmpuint (trumps, >=, 2);
  g_assert_cmpuint (euchre_game_get_state (f->game)->pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* A size the content forced on the window is not the player's: after a
 * round-2 bar at the smallest size, the size saved is the one the window
 * was given, not the one the content pushed it to. */
static int forced_frame, forced_height;

static gboolean
taller (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_height (GTK_WIDGET (f->window)) > f->height;
}

static gboolean
forced_size_cb (gpointer data)
{
  Fixture *f = data;
  const char *const stuck[] = { "deal", "pass", "pass", "pass", "pass", "pass", "pass", "pass",
                                NULL };
  g_autofree char *text = scripted_record (0, stuck);
  g_autoptr (GError) error = NULL;
  int w, h;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  /* The two rows of the bar make the window taller than asked. */
  test_wait_until (taller, f, "the window grown to hold the bar", 10000);
  settle (f);
  /* The default size counts the window's frame too. */
  gtk_window_get_default_size (GTK_WINDOW (f->window), &w, &h);
  g_test_message ("window %dx%d, default size %dx%d",
                  gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_height (GTK_WIDGET (f->window)), w, h);
  forced_frame = w - gtk_widget_get_width (GTK_WIDGET (f->window));
  forced_height = h;
  /* The two rows of the bar made the window taller than asked. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), >, f->height);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
test_window_forced_size (void)
{
  Fixture f = { 0 };
  g_autoptr (GSettings) gs = NULL;

  if (!test_ui_in_subprocess ())
    return;

  /* Narrow enough that the table's minimum and the bar's rows do not fit. */
  run_script (&f, 360, 480, forced_size_cb);
  gs = g_settings_new ("io.github.euchre.Euchre");
  g_assert_cmpint (g_settings_get_int (gs, "window-width"), <=, f.width + forced_frame);
  g_assert_cmpint (g_settings_get_int (gs, "window-height"), <=, f.height + forced_frame);
  g_assert_cmpint (g_settings_get_int (gs, "window-height"), <, forced_height);
}

static gboolean
resized (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (GTK_WIDGET (f->window)) > f->width &&
         gtk_widget_get_height (GTK_WIDGET (f->window)) > f->height;
}

/* ...while a size the player chose is kept. */
static gboolean
chosen_size_cb (gpointer data)
{
  Fixture *f = data;

  /* Wider and taller than it was: done once it has that size. */
  f->width = gtk_widget_get_width (GTK_WIDGET (f->window));
  f->height = gtk_widget_get_height (GTK_WIDGET (f->window));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  test_wait_until (resized, f, "the window at its new size", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static void
test_window_chosen_size (void)
{
  Fixture f = { 0 };
  g_autoptr (GSettings) gs = NULL;

  if (!test_ui_in_subprocess ())
    return;

  run_script (&f, 800, 600, chosen_size_cb);
  gs = g_settings_new ("io.github.euchre.Euchre");
  g_assert_cmpint (g_settings_get_int (gs, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (gs, "window-height"), ==, 700);
}

/* ---- keys ----------------------------------------------------------------------- */

/* Whether the Keyboard Shortcuts window shows @accel. */
static gboolean
shortcuts_window_lists (GtkBuilder *builder, const char *accel)
{
  g_autoptr (GSList) objects = gtk_builder_get_objects (builder);
  guint key = 0;
  GdkModifierType mods = 0;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (GSList *l = objects; l; l = l->next)
    {
      g_autofree char *shown = NULL;
      g_auto (GStrv) keys = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "accelerator", &shown, NULL);
      keys = g_strsplit (shown ? shown : "", " ", -1);
      for (guint i = 0; keys[i]; i++)
        {
          guint k = 0;
          GdkModifierType m = 0;

          if (gtk_accelerator_parse (keys[i], &k, &m) && k == key && m == mods)
            return TRUE;
        }
    }
  return FALSE;
}

/* The shortcuts of @widget's one-key controller (euchre-table-keys.c). */
static GPtrArray *
table_keys (GtkWidget *window)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (window);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (c), "euchre-table-keys") != 0)
        continue;
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (c), ==, GTK_PHASE_BUBBLE);
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        g_ptr_array_add (found, g_list_model_get_item (G_LIST_MODEL (c), k));
    }
  g_assert_cmpuint (found->len, >, 0);
  return found;
}

/* The shortcut of @window's one-key controller for @key, or NULL. */
static GtkShortcut *
table_key (GtkWidget *window, const char *key)
{
  g_autoptr (GPtrArray) shortcuts = table_keys (window);
  guint keyval = 0;
  GdkModifierType mods = 0;

  g_assert_true (gtk_accelerator_parse (key, &keyval, &mods));
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcut *sc = g_ptr_array_index (shortcuts, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (sc);

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
        return sc;
    }
  return NULL;
}

/* Every key the game takes is in the Keyboard Shortcuts window; there are
 * keys to name each suit, and F11 for full screen.  The one-key shortcuts
 * are the play surface's own (bubble phase, after a text field), the others
 * the application's. */
static gboolean
keys_listed_cb (gpointer data)
{
  Fixture *f = data;
  GtkApplication *app = GTK_APPLICATION (f->app);
  g_autoptr (GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/euchre/Euchre/gtk/help-overlay.ui");
  g_auto (GStrv) actions = gtk_application_list_action_descriptions (app);
  g_autoptr (GPtrArray) shortcuts = table_keys (surface_of (f));
  static const char *const wanted[][2] = {
    { "1", "play.call(0)" }, { "2", "play.call(1)" }, { "3", "play.call(2)" },
    { "4", "play.call(3)" }, { "d", "play.defend-alone" }, { "o", "play.order-up" },
    { "p", "play.pass" },
  };

  for (guint i = 0; actions[i]; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, actions[i]);

      for (guint k = 0; accels[k]; k++)
        if (!shortcuts_window_lists (builder, accels[k]))
          g_error ("%s (%s) is not in the Keyboard Shortcuts window", accels[k], actions[i]);
    }
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (g_ptr_array_index (shortcuts, i));
      g_autofree char *accel = NULL;

      if (!GTK_IS_KEYVAL_TRIGGER (trigger))
        continue;
      accel = gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                    gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
      if (!shortcuts_window_lists (builder, accel))
        g_error ("%s is not in the Keyboard Shortcuts window", accel);
    }
  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      GtkShortcut *sc = table_key (surface_of (f), wanted[i][0]);
      g_autofree char *name = NULL;
      g_autoptr (GVariant) target = NULL;
      g_autofree char *detailed = NULL;

      g_assert_nonnull (sc);
      g_assert_true (GTK_IS_NAMED_ACTION (gtk_shortcut_get_action (sc)));
      g_assert_true (g_action_parse_detailed_name (wanted[i][1], &name, &target, NULL));
      g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (
                         gtk_shortcut_get_action (sc))), ==, name);
      if (target)
        g_assert_true (g_variant_equal (gtk_shortcut_get_arguments (sc), target));
    }
  {
    g_auto (GStrv) f11 = gtk_application_get_actions_for_accel (app, "F11");

    g_assert_true (g_strv_contains ((const char *const *) f11, "win.fullscreen"));
  }
  /* A look at the window itself. */
  {
    GtkShortcutsWindow *overlay;
    g_autofree char *path = shot_path (f, "keyboard-shortcuts");

    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay", NULL);
    overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (f->window));
    g_assert_nonnull (overlay);
    test_ui_wait_mapped (GTK_WIDGET (overlay), "the Keyboard Shortcuts window");
    test_ui_save_png (GTK_WIDGET (overlay), path);
    gtk_window_close (GTK_WINDOW (overlay));
  }
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* Activates what the window or the application binds to @accel, as the
 * key would. */
static void
press (Fixture *f, const char *accel)
{
  g_auto (GStrv) found = gtk_application_get_actions_for_accel (GTK_APPLICATION (f->app), accel);
  g_autofree char *name = NULL;
  g_autoptr (GVariant) target = NULL;
  GtkShortcut *sc;

  if (found[0] == NULL)
    {
      sc = table_key (surface_of (f), accel);
      g_assert_nonnull (sc);
      g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (sc), 0,
                                                   surface_of (f),
                                                   gtk_shortcut_get_arguments (sc)));
      return;
    }
  g_assert_true (g_action_parse_detailed_name (found[0], &name, &target, NULL));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->window), name, target));
}

/* In round 2, the suit's key names it. */
static gboolean
suit_key_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid2[] = { "deal", "pass", "pass", "pass", "pass", NULL };
  g_autofree char *text = scripted_record (3, bid2);
  g_autoptr (GError) error = NULL;
  const EuchreState *s = euchre_game_get_state (f->game);
  EuchreSuit turned, suit;
  g_autofree char *key = NULL;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  settle (f);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_BID2);
  g_assert_cmpuint (s->pub.turn, ==, 0);
  turned = euchre_card_suit (s->pub.upcard);
  suit = (turned + 1) % 4;
  key = g_strdup_printf ("%d", suit + 1);
  press (f, key);
  g_assert_cmpuint (s->pub.trump, ==, suit);
  g_assert_cmpuint (s->pub.maker, ==, 0);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- a hand's result, held until the person goes on (issue 42.2) --------- */

static gboolean
next_hand_dealt (gpointer data)
{
  Fixture *f = data;

  return euchre_game_get_public (f->game)->phase == EUCHRE_PHASE_BID1;
}

/* A whole hand played (dealer West), loaded and let go: the game stands
 * at its result. */
static void
play_whole_hand (Fixture *f)
{
  const char *whole[24] = { "deal", "order", NULL };
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 2; i < 23; i++)
    whole[i] = "any";
  whole[23] = NULL;
  text = scripted_record (1, whole);
  euchre_game_set_paused (f->game, TRUE);
  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_game_get_public (f->game)->phase, ==, EUCHRE_PHASE_HAND_OVER);
  euchre_game_set_paused (f->game, FALSE);
}

static gboolean
held (Fixture *f)
{
  return euchre_play_surface_get_result_held (EUCHRE_PLAY_SURFACE (surface_of (f)));
}

/* Whether the result's panel lies in the middle of the table: across its
 * centre line, clear of the top band of the score. */
static void
assert_in_the_middle (Fixture *f, GtkWidget *next)
{
  GtkWidget *table = GTK_WIDGET (euchre_window_get_table (f->window));
  graphene_rect_t r;
  float w = gtk_widget_get_width (table), h = gtk_widget_get_height (table);

  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (next), table, &r));
  g_assert_cmpfloat (r.origin.x, <, w / 2);
  g_assert_cmpfloat (r.origin.x + r.size.width, >, w / 2);
  g_assert_cmpfloat (r.origin.y, >, h * 0.15f);
  g_assert_cmpfloat (r.origin.y + r.size.height, <, h * 0.85f);
}

static gboolean
next_deal_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *next = euchre_table_get_next_deal_button (euchre_window_get_table (f->window));
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

  /* "Next deal at once": the next deal starts by itself, as it used to. */
  g_settings_set_boolean (gs, "next-deal-at-once", TRUE);
  play_whole_hand (f);
  g_assert_false (held (f));
  test_wait_until (next_hand_dealt, f, "the next deal, by itself", 10000);
  g_assert_false (gtk_widget_get_visible (next));

  /* By default the result waits in the middle of the table, its Next
   * Deal button focused, for as long as the person reads it. */
  g_settings_set_boolean (gs, "next-deal-at-once", FALSE);
  play_whole_hand (f);
  g_assert_true (held (f));
  test_ui_wait_mapped (next, "the Next Deal button");
  g_assert_true (gtk_widget_has_focus (next));
  for (guint i = 0; i < 5; i++)
    test_ui_wait_frame (window);
  g_assert_cmpuint (euchre_game_get_public (f->game)->phase, ==, EUCHRE_PHASE_HAND_OVER);
  g_assert_true (held (f));
  assert_in_the_middle (f, next);
  {
    g_autofree char *name = shot_name ("hand-result-held");

    shoot (f, name);
  }
  /* Enter, a real key press, goes on. */
  test_ui_key (window, GDK_KEY_Return, 0);
  test_wait_until (next_hand_dealt, f, "the next deal after Enter", 10000);
  g_assert_false (held (f));
  g_assert_false (gtk_widget_get_visible (next));

  /* N does too, wherever the focus is. */
  play_whole_hand (f);
  test_ui_wait_mapped (next, "the Next Deal button again");
  g_assert_true (gtk_widget_grab_focus (window_child (f, "new_game_button")));
  test_ui_key (window, GDK_KEY_n, 0);
  test_wait_until (next_hand_dealt, f, "the next deal after N", 10000);
  g_assert_false (held (f));

  /* The setting turned on while a result waits lets the game go on. */
  play_whole_hand (f);
  g_assert_true (held (f));
  g_settings_set_boolean (gs, "next-deal-at-once", TRUE);
  g_assert_false (held (f));
  test_wait_until (next_hand_dealt, f, "the next deal once the setting is on", 10000);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* After keyboard use the focus ring shows wherever the focus lands
 * (issue 52.4): a hand played by keyboard, GTK's 3 s of rings after the
 * last key press long gone, then the result's Next Deal focused by the
 * table: ringed.  A click turns the rings off. */
static gboolean
next_deal_ring_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *next = euchre_table_get_next_deal_button (euchre_window_get_table (f->window));
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

  g_settings_set_boolean (gs, "next-deal-at-once", FALSE);
  g_assert_true (gtk_widget_grab_focus (window_child (f, "new_game_button")));
  /* A key that does nothing here but is the person's last input. */
  test_ui_key (window, GDK_KEY_Shift_R, 0);
  test_ui_wait_frame (window);
  /* GTK turns the rings off 3 s after the last key press. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  play_whole_hand (f);
  g_assert_true (held (f));
  test_ui_wait_mapped (next, "the Next Deal button");
  g_assert_true (gtk_widget_has_focus (next));
  test_ui_wait_frame (window);
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_get_state_flags (next) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  {
    g_autofree char *name = shot_name ("focus-ring-next-deal");

    shoot (f, name);
  }
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* Real key presses (XTest), wherever the focus is in the window: on the
 * header's New Game button, P passes and O orders up; the play surface's
 * keys are run by the window after the focused widget (issue 39). */
static gboolean
real_keys_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  g_autofree char *text = scripted_record (3, bid1);
  const EuchreState *s = euchre_game_get_state (f->game);
  GtkWidget *new_game = window_child (f, "new_game_button");

  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (s->pub.turn, ==, 0);
  g_assert_true (gtk_widget_grab_focus (new_game));
  test_ui_key (GTK_WIDGET (f->window), GDK_KEY_p, 0);
  g_assert_cmpuint (s->pub.bids[0][0].type, ==, EUCHRE_ACTION_PASS);
  /* From a card of the hand too (the focus the bar gives). */
  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_true (gtk_widget_has_focus (new_game) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)),
                                         surface_of (f)));
  test_ui_key (GTK_WIDGET (f->window), GDK_KEY_o, 0);
  g_assert_cmpuint (s->pub.bids[0][0].type, ==, EUCHRE_ACTION_ORDER_UP);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* The keyboard's card is ringed whenever the focus lands on it (issue
 * 42.4): O orders up, and when the person's turn to play comes the focus
 * is on a card with the focus-visible state, though the window had its
 * focus rings off and no Tab or arrow key was pressed. */
static gboolean person_to_play (gpointer data);

static gboolean
focus_ring_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  g_autofree char *text = scripted_record (3, bid1);
  const EuchreState *s = euchre_game_get_state (f->game);
  GtkWidget *focus;
  EuchreCard card;

  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (s->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);
  euchre_game_set_paused (f->game, FALSE);
  if (test_ui_can_type ())
    test_ui_key (GTK_WIDGET (f->window), GDK_KEY_o, 0);
  else
    press (f, "o");
  test_wait_until (person_to_play, f, "the person's turn to lead", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));
  g_assert_cmpuint (s->pub.maker, ==, EUCHRE_HUMAN_SEAT);
  focus = gtk_window_get_focus (GTK_WINDOW (f->window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_has_css_class (focus, "card"));
  card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focus), "card"));
  g_assert_true (euchre_table_get_card_button (euchre_window_get_table (f->window), card) == focus);
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f->window)));
  g_assert_true (gtk_widget_get_state_flags (focus) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  {
    g_autofree char *ring = shot_name ("focus-ring-at-turn");

    shoot (f, ring);
  }
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* Going alone is one press: the "Order Up Alone" button bids it at once,
 * and so does the A key; in round 2 each item of the Call Alone menu is
 * a whole call alone (issue 24: "Alone" was a toggle pressed before Pick
 * Up, and a newcomer pressed it and waited). */
static gboolean
alone_cb (gpointer data)
{
  Fixture *f = data;
  const char *const bid1[] = { "deal", NULL };
  const char *const bid2[] = { "deal", "pass", "pass", "pass", "pass", NULL };
  g_autofree char *text1 = scripted_record (3, bid1);
  g_autofree char *text2 = scripted_record (3, bid2);
  const EuchreState *s = euchre_game_get_state (f->game);
  GtkWidget *alone = NULL, *menu = window_child (f, "alone_menu");
  GMenuModel *model;
  g_autofree char *action = NULL;
  g_autoptr (GVariant) target = NULL;

  /* The button: one press. */
  g_assert_true (euchre_game_load (f->game, text1, NULL));
  settle (f);
  for (GtkWidget *b = gtk_widget_get_first_child (window_child (f, "bid_buttons")); b;
       b = gtk_widget_get_next_sibling (b))
    if (GTK_IS_ACTIONABLE (b) &&
        g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "play.order-up-alone") == 0)
      alone = b;
  g_assert_nonnull (alone);
  g_assert_true (gtk_widget_is_sensitive (alone));
  g_signal_emit_by_name (alone, "clicked");
  g_assert_cmpuint (s->pub.bids[0][0].type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_true (s->pub.bids[0][0].alone);

  /* The A key: the same bid. */
  g_assert_true (euchre_game_load (f->game, text1, NULL));
  settle (f);
  press (f, "a");
  g_assert_cmpuint (s->pub.bids[0][0].type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_true (s->pub.bids[0][0].alone);

  /* Round 2: the menu's items, each a call alone; the A key opens it. */
  g_assert_true (euchre_game_load (f->game, text2, NULL));
  settle (f);
  g_assert_true (gtk_widget_get_visible (menu));
  press (f, "a");
  test_ui_wait_mapped (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu))),
                       "the Call Alone menu");
  model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu));
  g_assert_true (g_menu_model_get_item_attribute (model, 0, "action", "s", &action));
  target = g_menu_model_get_item_attribute_value (model, 0, "target", G_VARIANT_TYPE_INT32);
  g_assert_true (gtk_widget_activate_action_variant (surface_of (f), action, target));
  g_assert_cmpuint (s->pub.bids[1][0].type, ==, EUCHRE_ACTION_CALL);
  g_assert_cmpint (s->pub.bids[1][0].suit, ==, g_variant_get_int32 (target));
  g_assert_true (s->pub.bids[1][0].alone);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- the preferences ------------------------------------------------------------- */

/* Fails on each label shown under @widget that is cut short ("…"). */
static guint
count_cut_labels (GtkWidget *widget, const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_printerr ("%s: “%s” is cut\n", where, gtk_label_get_text (GTK_LABEL (widget)));
      n++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += count_cut_labels (c, where);
  return n;
}

/* Counts each word a wrapped label under @widget breaks across two lines
 * (issue 24: the difficulty read "Medi-" / "um" beside its description). */
static guint
count_broken_words (GtkWidget *widget, const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      const char *text = pango_layout_get_text (layout);

      for (GSList *l = pango_layout_get_lines_readonly (layout); l; l = l->next)
        {
          int start = ((PangoLayoutLine *) l->data)->start_index;
          const char *before;

          if (start == 0)
            continue;
          before = g_utf8_find_prev_char (text, text + start);
          if (before && g_unichar_isalnum (g_utf8_get_char (before)) &&
              g_unichar_isalnum (g_utf8_get_char (text + start)))
            {
              g_printerr ("%s: “%s” is broken inside a word\n", where,
                          gtk_label_get_text (GTK_LABEL (widget)));
              n++;
              break;
            }
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += count_broken_words (c, where);
  return n;
}

static void
collect (GtkWidget *widget, GType type, GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, type, found);
}

/* Each page of the preferences at 800x600, and each menu of choices
 * opened: no text is cut. */
static gboolean
prefs_uncut_cb (gpointer data)
{
  Fixture *f = data;
  g_autoptr (EuchreSettings) settings = euchre_settings_new (NULL);
  GtkWidget *prefs = euchre_preferences_new (settings);
  g_autoptr (GPtrArray) pages = g_ptr_array_new ();
  const char *language = g_getenv ("LANGUAGE");
  guint cut = 0, described = 0;

  gtk_window_set_transient_for (GTK_WINDOW (prefs), GTK_WINDOW (f->window));
  gtk_window_set_default_size (GTK_WINDOW (prefs), f->width, f->height);
  gtk_window_present (GTK_WINDOW (prefs));
  test_ui_wait_mapped (prefs, "the preferences");
  collect (prefs, ADW_TYPE_PREFERENCES_PAGE, pages);
  /* Not the window's own page of search results, which has no title. */
  for (guint i = pages->len; i-- > 0;)
    if (adw_preferences_page_get_title (g_ptr_array_index (pages, i)) == NULL ||
        !*adw_preferences_page_get_title (g_ptr_array_index (pages, i)))
      g_ptr_array_remove_index (pages, i);
  g_assert_cmpuint (pages->len, >=, 3);
  for (guint i = 0; i < pages->len; i++)
    {
      AdwPreferencesPage *page = g_ptr_array_index (pages, i);
      g_autoptr (GPtrArray) combos = g_ptr_array_new ();
      g_autofree char *name = g_strdup_printf ("preferences-%u-%s", i + 1, language);
      g_autofree char *path = NULL;

      adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), page);
      test_ui_wait_frame (prefs);
      path = shot_path (f, name);
      test_ui_save_png (prefs, path);
      cut += count_cut_labels (prefs, name);
      collect (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, combos);
      for (guint k = 0; k < combos->len; k++)
        {
          GtkWidget *row = g_ptr_array_index (combos, k);
          g_autoptr (GPtrArray) popovers = g_ptr_array_new ();
          g_autofree char *menu = g_strdup_printf ("%s-menu-%u", name, k + 1);
          g_autofree char *menu_path = shot_path (f, menu);
          guint n = g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row)));

          g_autoptr (GHashTable) said = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                                g_free, NULL);

          /* Each choice shown in the row, then the menu.  A row whose
           * choices are described says a different thing for each. */
          for (guint j = 0; j < n; j++)
            {
              const char *subtitle;

              adw_combo_row_set_selected (ADW_COMBO_ROW (row), j);
              test_ui_wait_frame (row);
              cut += count_cut_labels (row, name);
              cut += count_broken_words (row, name);
              subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
              if (subtitle && *subtitle)
                g_hash_table_add (said, g_strdup (subtitle));
            }
          g_assert_true (g_hash_table_size (said) == 0 || g_hash_table_size (said) == n);
          described += g_hash_table_size (said) > 0;
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), n - 1);
          gtk_widget_activate (row);
          collect (row, GTK_TYPE_POPOVER, popovers);
          g_assert_cmpuint (popovers->len, ==, 1);
          test_ui_wait_mapped (g_ptr_array_index (popovers, 0), "the menu of choices");
          test_ui_save_png (g_ptr_array_index (popovers, 0), menu_path);
          cut += count_cut_labels (g_ptr_array_index (popovers, 0), menu);
          gtk_popover_popdown (g_ptr_array_index (popovers, 0));
          test_ui_wait_unmapped (g_ptr_array_index (popovers, 0), "the menu to close");
        }
      /* The end of the page, the last choices chosen. */
      {
        g_autoptr (GPtrArray) scrollers = g_ptr_array_new ();
        g_autofree char *end = g_strdup_printf ("%s-end", name);
        g_autofree char *end_path = shot_path (f, end);
        GtkAdjustment *adj;

        collect (GTK_WIDGET (page), GTK_TYPE_SCROLLED_WINDOW, scrollers);
        g_assert_cmpuint (scrollers->len, >=, 1);
        adj = gtk_scrolled_window_get_vadjustment (g_ptr_array_index (scrollers, 0));
        gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
        test_ui_wait_frame (prefs);
        test_ui_save_png (prefs, end_path);
        cut += count_cut_labels (prefs, end);
      }
    }
  g_assert_cmpuint (cut, ==, 0);
  /* The difficulty says how strong each level is. */
  g_assert_cmpuint (described, ==, 1);
  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- undo ---------------------------------------------------------------------- */

static gboolean
dialog_gone (gpointer data)
{
  return test_ui_message_dialog () == NULL;
}

/* Clicks the dialog's button labelled @en, or in German @de. */
static void
click_response (AdwMessageDialog *dialog, const char *en, const char *de)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  const char *wanted = test_ui_words (en, de);

  collect (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), wanted) == 0)
      {
        g_signal_emit_by_name (buttons->pdata[i], "clicked");
        return;
      }
  g_error ("no button “%s” in the dialog", wanted);
}

/* Each labelled button of @dialog is named once, without the mnemonic's
 * underscore (issue 24: "_Take It Back Take It Back"). */
static void
assert_dialog_buttons_named (GtkWidget *dialog)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  guint named = 0;

  collect (dialog, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (buttons->pdata[i]);
      g_autoptr (GString) want = g_string_new (NULL);
      g_autofree char *mismatch = NULL;

      if (label == NULL)
        continue;
      for (const char *c = label; *c; c++)
        if (*c != '_')
          g_string_append_c (want, *c);
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (buttons->pdata[i]),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, want->str);
      if (mismatch != NULL)
        g_error ("the dialog's button “%s”: %s", label, mismatch);
      named++;
    }
  g_assert_cmpuint (named, >=, 2);
}

static gboolean
person_to_play (gpointer data)
{
  Fixture *f = data;
  EuchreActionList list;

  return euchre_game_get_human_actions (f->game, &list) > 0 &&
         euchre_game_get_public (f->game)->phase == EUCHRE_PHASE_PLAY && table_idle (f);
}

/* The person leads a card, the others answer; Ctrl+Z brings the card
 * back to the hand, playable, and the game as it was. */
static gboolean
undo_key_cb (gpointer data)
{
  Fixture *f = data;
  const char *const lead[] = { "deal", "order", "any", NULL };
  g_autofree char *text = scripted_record (3, lead);
  g_autofree char *before_text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *mismatch = NULL;
  g_autofree char *shot = NULL;
  EuchreTable *table = euchre_window_get_table (f->window);
  const EuchreState *s = euchre_game_get_state (f->game);
  GtkWidget *undo_button = window_child (f, "undo_button");
  EuchreState before;
  EuchreCard card;
  GtkWidget *button;

  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (s->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  before = *s;
  before_text = euchre_game_to_string (f->game);
  card = euchre_card_set_first (s->hands[EUCHRE_HUMAN_SEAT]);
  name = card_words (card);
  button = euchre_table_get_card_button (table, card);
  g_assert_nonnull (button);

  euchre_game_set_paused (f->game, FALSE);
  g_signal_emit_by_name (button, "clicked");
  g_assert_false ((s->hands[EUCHRE_HUMAN_SEAT] & EUCHRE_CARD_BIT (card)));
  test_wait_until (person_to_play, f, "the others to answer the lead", 10000);
  settle (f);
  g_assert_true (gtk_widget_get_sensitive (undo_button));
  shot = shot_name ("undo-before");
  shoot (f, shot);

  /* The first undo of the game says what it does to the statistics; Cancel
   * changes nothing, Take Back takes the move back. */
  g_assert_false (euchre_game_get_undo_used (f->game));
  press (f, "<Control>z");
  test_wait_until (test_ui_dialog_shown, NULL, "the undo's question", 10000);
  {
    AdwMessageDialog *dialog = test_ui_message_dialog ();
    g_autofree char *question = shot_name ("undo-question");
    g_autofree char *question_path = shot_path (f, question);

    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                     test_ui_words ("A game where a move is taken back is counted apart in "
                                    "your statistics: it will count as neither a win nor a loss, "
                                    "even if you abandon it.",
                                    "Ein Spiel, in dem ein Zug zurückgenommen wird, zählt in "
                                    "deiner Statistik gesondert: weder als gewonnen noch als "
                                    "verloren, auch wenn du es abbrichst."));
    assert_dialog_buttons_named (GTK_WIDGET (dialog));
    test_ui_wait_frame (GTK_WIDGET (dialog));
    test_ui_save_png (GTK_WIDGET (dialog), question_path);
    click_response (dialog, "_Cancel", "_Abbrechen");
  }
  test_wait_until (dialog_gone, NULL, "the question to close", 5000);
  g_assert_false (euchre_game_get_undo_used (f->game));
  g_assert_false ((s->hands[EUCHRE_HUMAN_SEAT] & EUCHRE_CARD_BIT (card)));
  press (f, "<Control>z");
  test_wait_until (test_ui_dialog_shown, NULL, "the undo's question again", 10000);
  click_response (test_ui_message_dialog (), "_Take Back", "_Zurücknehmen");
  test_wait_until (dialog_gone, NULL, "the question to close", 5000);
  settle (f);
  g_assert_true (euchre_game_get_undo_used (f->game));
  g_assert_true (memcmp (s, &before, sizeof before) == 0);
  {
    g_autofree char *now = euchre_game_to_string (f->game);

    g_assert_cmpstr (now, ==, before_text);
  }
  button = euchre_table_get_card_button (table, card);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  expected = g_strdup_printf (in_german () ? "%s, spielbar" : "%s, playable", name);
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (mismatch);
  g_free (shot);
  shot = shot_name ("undo-after");
  shoot (f, shot);

  /* The Abandon dialog says the same as the undo did: counted apart. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  test_wait_until (test_ui_dialog_shown, NULL, "the Abandon dialog", 10000);
  {
    AdwMessageDialog *dialog = test_ui_message_dialog ();
    const char *body = adw_message_dialog_get_body (dialog);

    g_assert_cmpstr (body, ==,
                     test_ui_words ("A move was taken back in this game: it is counted apart in "
                                    "your statistics, as neither a win nor a loss.",
                                    "In diesem Spiel wurde ein Zug zurückgenommen: Es zählt in "
                                    "deiner Statistik gesondert, weder als gewonnen noch als "
                                    "verloren."));
    g_assert_null (strstr (body, test_ui_words ("The game in progress will count as a loss in "
                                                "your statistics.",
                                                "Das laufende Spiel zählt in Ihrer Statistik als "
                                                "verloren.")));
    assert_dialog_buttons_named (GTK_WIDGET (dialog));
    click_response (dialog, "_Cancel", "_Abbrechen");
    test_wait_until (dialog_gone, NULL, "the Abandon dialog to close", 5000);
  }

  /* Turned off in the preferences: the action is off too. */
  {
    g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");

    g_signal_emit_by_name (button, "clicked");
    test_wait_until (person_to_play, f, "the others to answer the lead again", 10000);
    g_assert_true (gtk_widget_get_sensitive (undo_button));
    g_settings_set_boolean (gs, "undo", FALSE);
    g_assert_false (gtk_widget_get_sensitive (undo_button));
    g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "undo"));
    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
    g_assert_false ((s->hands[EUCHRE_HUMAN_SEAT] & EUCHRE_CARD_BIT (card)));
    g_settings_set_boolean (gs, "undo", TRUE);
    g_assert_true (gtk_widget_get_sensitive (undo_button));
  }
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- the hint and the tutor ---------------------------------------------------- */

typedef struct {
  gboolean done;
  gboolean ok;
  EuchreAnalysis analysis;
  EuchreView view;
  EuchreAction action;
  char *text;
} Asked;

static void
analysed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Asked *a = data;

  a->ok = euchre_game_analyse_finish (EUCHRE_GAME (source), result, &a->analysis, &a->view, NULL);
  a->done = TRUE;
}

static gboolean
asked_done (gpointer data)
{
  return ((Asked *) data)->done;
}

typedef struct {
  EuchreGame *game;
  guint length;
} Moved;

static gboolean
record_grew (gpointer data)
{
  Moved *m = data;

  return euchre_record_length (m->game->record) > m->length;
}

/* A bid through the window's own actions, as the bar's buttons make it. */
static void
window_bid (Fixture *f, const EuchreAction *a)
{
  if (a->type == EUCHRE_ACTION_PASS)
    gtk_widget_activate_action (surface_of (f), "play.pass", NULL);
  else
    gtk_widget_activate_action (surface_of (f),
                                a->alone ? "play.order-up-alone" : "play.order-up", NULL);
}

/* With the tutor on, the person's worst bid brings the dialog, which says
 * what it costs; "Take it back" changes nothing, "Play anyway" bids it;
 * the best bid goes through without a word. */
static gboolean
tutor_cb (gpointer data)
{
  Fixture *f = data;
  const char *const deal[] = { "deal", NULL };
  g_autofree char *text = scripted_record (3, deal);
  g_autofree char *before_text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *name = shot_name ("tutor-warning");
  g_autofree char *path = shot_path (f, name);
  g_autoptr (GSettings) gs = g_settings_new ("io.github.euchre.Euchre");
  const EuchreState *s = euchre_game_get_state (f->game);
  Asked asked = { 0 };
  EuchreState before;
  AdwMessageDialog *dialog;
  Moved moved;
  guint worst = 0;

  g_settings_set_boolean (gs, "tutor", TRUE);
  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_cmpuint (s->pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (s->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  before = *s;
  before_text = euchre_game_to_string (f->game);

  /* The analysis the tutor shares: its costliest option is a blunder. */
  euchre_game_analyse_async (f->game, NULL, analysed_cb, &asked);
  test_wait_until (asked_done, &asked, "the analysis", 10000);
  g_assert_true (asked.ok);
  for (guint i = 0; i < asked.analysis.n; i++)
    if (asked.analysis.options[i].points < asked.analysis.options[worst].points)
      worst = i;
  g_assert_true (euchre_analysis_is_mistake (&asked.analysis,
                                             &asked.analysis.options[worst].action));
  expected = euchre_coach_mistake_text (&asked.view, &asked.analysis, worst);
  g_test_message ("the blunder: %s", expected);

  window_bid (f, &asked.analysis.options[worst].action);
  test_wait_until (test_ui_dialog_shown, NULL, "the tutor's warning", 10000);
  dialog = test_ui_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, expected);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "back");
  assert_dialog_buttons_named (GTK_WIDGET (dialog));
  test_ui_wait_frame (GTK_WIDGET (dialog));
  g_assert_cmpuint (count_cut_labels (GTK_WIDGET (dialog), name), ==, 0);
  test_ui_save_png (GTK_WIDGET (dialog), path);
  {
    g_autofree char *window_name = shot_name ("tutor-warning-window");

    shoot (f, window_name);
  }

  /* Take it back: nothing happens. */
  click_response (dialog, "_Take It Back", "_Zurücknehmen");
  test_wait_until (dialog_gone, NULL, "the warning to close", 5000);
  test_wait_drain ();
  g_assert_true (memcmp (s, &before, sizeof before) == 0);
  {
    g_autofree char *now = euchre_game_to_string (f->game);

    g_assert_cmpstr (now, ==, before_text);
  }

  /* Play anyway: the bid is made. */
  window_bid (f, &asked.analysis.options[worst].action);
  test_wait_until (test_ui_dialog_shown, NULL, "the tutor's warning again", 10000);
  moved.game = f->game;
  moved.length = euchre_record_length (f->game->record);
  click_response (test_ui_message_dialog (), "_Play Anyway", "_Trotzdem spielen");
  test_wait_until (record_grew, &moved, "the bid to be made", 5000);
  g_assert_true (euchre_action_equal (&s->pub.bids[0][EUCHRE_HUMAN_SEAT],
                                      &asked.analysis.options[worst].action));

  /* The best bid, from the same position: no warning. */
  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  moved.length = euchre_record_length (f->game->record);
  window_bid (f, &asked.analysis.options[asked.analysis.best].action);
  test_wait_until (record_grew, &moved, "the best bid to be made", 10000);
  g_assert_null (test_ui_message_dialog ());
  g_assert_true (euchre_action_equal (&s->pub.bids[0][EUCHRE_HUMAN_SEAT],
                                      &asked.analysis.options[asked.analysis.best].action));
  g_settings_set_boolean (gs, "tutor", FALSE);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

static gboolean
hinted (gpointer data)
{
  Fixture *f = data;
  const char *prompt = gtk_label_get_text (GTK_LABEL (window_child (f, "prompt_label")));
  const char *prefix = test_ui_words ("Hint: ", "Tipp: ");

  return g_str_has_prefix (prompt, prefix) &&
         g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "hint");
}

static void
hint_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Asked *a = data;

  a->ok = euchre_game_hint_finish (EUCHRE_GAME (source), result, &a->action, &a->text, NULL);
  a->done = TRUE;
}

/* The person leads; the Hint button's answer shows in the bar, whole,
 * and the card it names is marked. */
static gboolean
hint_cb (gpointer data)
{
  Fixture *f = data;
  const char *const lead[] = { "deal", "order", "any", NULL };
  g_autofree char *text = scripted_record (3, lead);
  g_autofree char *name = shot_name ("hint");
  g_autofree char *prompt = NULL;
  EuchreTable *table = euchre_window_get_table (f->window);
  Asked asked = { 0 };
  GtkWidget *button;

  /* A bid's hint first: the longest words, wrapped in the bar. */
  {
    const char *const deal[] = { "deal", NULL };
    g_autofree char *bid_text = scripted_record (3, deal);
    g_autofree char *bid_name = shot_name ("hint-bid");

    g_assert_true (euchre_game_load (f->game, bid_text, NULL));
    settle (f);
    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL);
    test_wait_until (hinted, f, "the bid's hint in the bar", 10000);
    test_ui_wait_frame (GTK_WIDGET (f->window));
    g_test_message ("%s", gtk_label_get_text (GTK_LABEL (window_child (f, "prompt_label"))));
    g_assert_cmpuint (count_cut_labels (GTK_WIDGET (f->window), bid_name), ==, 0);
    shoot (f, bid_name);
  }

  g_assert_true (euchre_game_load (f->game, text, NULL));
  settle (f);
  g_assert_cmpuint (euchre_game_get_public (f->game)->turn, ==, EUCHRE_HUMAN_SEAT);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL);
  test_wait_until (hinted, f, "the hint in the bar", 10000);
  test_ui_wait_frame (GTK_WIDGET (f->window));

  /* The same answer as the model's (the analysis is shared). */
  euchre_game_hint_async (f->game, NULL, hint_done_cb, &asked);
  test_wait_until (asked_done, &asked, "the model's hint", 10000);
  g_assert_true (asked.ok);
  prompt = g_strdup_printf (in_german () ? "Tipp: %s" : "Hint: %s", asked.text);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (window_child (f, "prompt_label"))), ==, prompt);
  g_assert_cmpuint (asked.action.type, ==, EUCHRE_ACTION_PLAY);
  button = euchre_table_get_card_button (table, asked.action.card);
  g_assert_true (gtk_widget_has_css_class (button, "hinted"));
  g_assert_true (gtk_widget_get_sensitive (window_child (f, "hint_button")));
  g_assert_cmpuint (count_cut_labels (GTK_WIDGET (f->window), name), ==, 0);
  shoot (f, name);
  g_free (asked.text);
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- the score sheet ------------------------------------------------------ */

static GtkWidget *
score_sheet_window (void)
{
  return test_ui_toplevel (EUCHRE_TYPE_SCORE_SHEET);
}

static gboolean
score_sheet_shown (gpointer data)
{
  return score_sheet_window () != NULL;
}

static gboolean
score_sheet_gone (gpointer data)
{
  return score_sheet_window () == NULL;
}

/* Every value lies under its column's title: each cell of each row spans
 * the x-range of its title (issue 24: at the default size the tricks stood
 * under "Alone" and the points under "Tricks"). */
static void
assert_sheet_columns (GtkWidget *sheet)
{
  GtkWidget *header = GTK_WIDGET (gtk_widget_get_template_child (sheet, EUCHRE_TYPE_SCORE_SHEET,
                                                                 "header"));
  GtkListBox *list = euchre_score_sheet_get_list (EUCHRE_SCORE_SHEET (sheet));
  g_autoptr (GPtrArray) titles = g_ptr_array_new ();

  collect (header, GTK_TYPE_LABEL, titles);
  g_assert_cmpuint (titles->len, >=, 10);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row;
       row = gtk_widget_get_next_sibling (row))
    {
      g_autoptr (GPtrArray) cells = g_ptr_array_new ();

      collect (row, GTK_TYPE_LABEL, cells);
      g_assert_cmpuint (cells->len, ==, 10);
      for (guint c = 0; c < cells->len; c++)
        {
          graphene_rect_t t, v;

          g_assert_true (gtk_widget_compute_bounds (titles->pdata[c], sheet, &t));
          g_assert_true (gtk_widget_compute_bounds (cells->pdata[c], sheet, &v));
          if (ABS (t.origin.x - v.origin.x) > 1 || ABS (t.size.width - v.size.width) > 1)
            g_error ("column %u (“%s”): title at x %.0f, %.0f wide; “%s” at x %.0f, %.0f wide", c,
                     gtk_label_get_text (titles->pdata[c]), t.origin.x, t.size.width,
                     gtk_label_get_text (cells->pdata[c]), v.origin.x, v.size.width);
        }
    }
}

/* After a few scripted hands the score box opens the score sheet: one
 * row per hand, each read aloud as a sentence ending in the running
 * score, each cell named by its column; it fits, uncut, at 800x600. */
static gboolean
score_sheet_cb (gpointer data)
{
  Fixture *f = data;
  const char *const moves[] = {
    "deal", "order", "any", "any", "any", "any", "any", "any", "any", "any", "any", "any", "any",
    "any", "any", "any", "any", "any", "any", "any", "any", "any", "any",
    "deal", "pass", "pass", "pass", "pass", "call", "any", "any", "any", "any", "any", "any",
    "any", "any", "any", "any", "any", "any", "any", "any", "any", "any", "any", "any", "any",
    "any", "deal", NULL,
  };
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr (GArray) rows = NULL;
  g_autofree char *name = shot_name ("score-sheet");
  g_autofree char *path = shot_path (f, name);
  GtkWidget *score_button = NULL, *sheet, *game_over_button;
  const EuchrePublic *p;
  GtkListBox *list;
  guint n = 0;

  show_scripted (f, "score-sheet-table", 1, moves);
  p = &euchre_game_get_state (f->game)->pub;
  rows = euchre_game_get_score_sheet (f->game, NULL);
  g_assert_cmpuint (rows->len, ==, 2);

  /* The score box is a button that opens the sheet. */
  collect (GTK_WIDGET (euchre_window_get_table (f->window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (buttons, i), "score-button"))
      score_button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (score_button);
  g_assert_true (gtk_widget_get_focusable (score_button));
  g_assert_null (score_sheet_window ());
  gtk_widget_activate (score_button);
  test_wait_until (score_sheet_shown, NULL, "the score sheet", 5000);
  sheet = score_sheet_window ();
  test_ui_wait_mapped (sheet, "the score sheet");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (f->window));

  list = euchre_score_sheet_get_list (EUCHRE_SCORE_SHEET (sheet));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row;
       row = gtk_widget_get_next_sibling (row), n++)
    {
      const EuchreSheetRow *r = &g_array_index (rows, EuchreSheetRow, n);
      g_autofree char *score =
        g_strdup_printf (in_german () ? "Stand: wir %u, sie %u." : "Score: us %u, them %u.",
                         r->score[0], r->score[1]);
      g_autofree char *upcard = card_words (r->upcard);
      g_autofree char *start =
        g_strdup_printf (in_german () ? "Runde %u. %s hat gegeben, aufgedeckt wurde: %s."
                                      : "Hand %u. %s dealt, the %s turned up.",
                         r->hand, seat_words (r->dealer), upcard);
      g_autofree char *dealer = g_strdup_printf ("%s: %s", test_ui_words ("Dealer", "Geber"),
                                                 seat_words (r->dealer));
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();
      const char *sentence = gtk_widget_get_tooltip_text (row);
      char *mismatch;

      g_assert_nonnull (sentence);
      g_test_message ("row %u: %s", n, sentence);
      g_assert_cmpuint (r->dealer, ==, (1 + n) & 3);
      g_assert_true (g_str_has_prefix (sentence, start));
      g_assert_true (g_str_has_suffix (sentence, score));
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, sentence);
      g_assert_null (mismatch);
      /* Ten cells, each named "Column: value" (the Review button is an icon). */
      collect (row, GTK_TYPE_LABEL, labels);
      g_assert_cmpuint (labels->len, ==, 10);
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (g_ptr_array_index (labels, 1)),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, dealer);
      g_assert_null (mismatch);
    }
  g_assert_cmpuint (n, ==, 2);
  assert_sheet_columns (sheet);
  g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, 1).score[0], ==, p->score[0]);
  g_assert_cmpuint (g_array_index (rows, EuchreSheetRow, 1).score[1], ==, p->score[1]);

  g_assert_cmpint (gtk_widget_get_width (sheet), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (sheet), <=, 600);
  g_assert_cmpuint (count_cut_labels (sheet, name), ==, 0);
  test_ui_save_png (sheet, path);
  gtk_window_close (GTK_WINDOW (sheet));
  test_wait_until (score_sheet_gone, NULL, "the score sheet to close", 5000);

  /* The game-over panel offers it too; so does the window action. */
  game_over_button = GTK_WIDGET (gtk_widget_get_template_child (window_child (f, "game_over_box"),
                                                                EUCHRE_TYPE_GAME_OVER,
                                                                "score_sheet_button"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (game_over_button)), ==,
                   "win.score-sheet");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-sheet", NULL);
  test_wait_until (score_sheet_shown, NULL, "the score sheet again", 5000);
  gtk_window_destroy (GTK_WINDOW (score_sheet_window ()));
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* ---- the hand review ------------------------------------------------------ */

/* The person deals, picks up the nine of hearts and, in last seat,
 * trumps the partner's sure ace of spades with the right bower
 * (tests/test-analysis.c). */
static const char *const review_hands[4] = {
  "JH 9C TC QC KC", "9S TD JD QH KH", "AS AC AD KD QD", "TS JS QS KS AH",
};

static GtkWidget *
review_window (guint hand)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);

      if (EUCHRE_IS_HAND_REVIEW (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && euchre_hand_review_get_hand (EUCHRE_HAND_REVIEW (w)) == hand)
        return GTK_WIDGET (w);
    }
  return NULL;
}

static gboolean
review_shown (gpointer data)
{
  return review_window (GPOINTER_TO_UINT (data)) != NULL;
}

static gboolean
review_ready (gpointer data)
{
  return euchre_hand_review_get_ready (data);
}

/* The row's sentence, checked to be its accessible label and to say
 * every text the row shows. */
static const char *
row_sentence (GtkWidget *row)
{
  const char *sentence = g_object_get_data (G_OBJECT (row), "euchre-sentence");
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  char *mismatch;

  g_assert_nonnull (sentence);
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, sentence);
  g_assert_null (mismatch);
  collect (row, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    g_assert_nonnull (strstr (sentence, gtk_label_get_text (g_ptr_array_index (labels, i))));
  return sentence;
}

/* Whether @row shows the icon @name. */
static gboolean
row_has_icon (GtkWidget *row, const char *name)
{
  g_autoptr (GPtrArray) images = g_ptr_array_new ();

  collect (row, GTK_TYPE_IMAGE, images);
  for (guint i = 0; i < images->len; i++)
    if (g_strcmp0 (gtk_image_get_icon_name (g_ptr_array_index (images, i)), name) == 0)
      return TRUE;
  return FALSE;
}

/* After a hand the review opens at once with a spinner, then lists the
 * person's decisions, the choice of each marked by an icon, the trump on
 * the partner's ace flagged with its cost; its second page shows the hand
 * open, the four hands first.  The score sheet's row opens it too. */
static gboolean
hand_review_cb (gpointer data)
{
  Fixture *f = data;
  g_autofree char *text = stacked_record (0, (const char **) review_hands, "9H",
                                          "p p p o dTC 9S AS TS JH");
  g_autofree char *name = shot_name ("hand-review");
  g_autofree char *path = shot_path (f, name);
  g_autofree char *open_name = shot_name ("open-replay");
  g_autofree char *open_path = shot_path (f, open_name);
  const char *mistake_prefix = test_ui_words ("Mistake: ", "Fehler: ");
  const char *trick1 = test_ui_words ("Trick 1", "Stich 1");
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  GtkWidget *review, *sheet, *row, *button = NULL, *over_button;
  guint n = 0, flagged = 0;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  settle (f);
  g_assert_cmpuint (euchre_game_get_hands_finished (f->game), ==, 1);

  /* The button under the hand's result on the table (and "r"): the last
   * finished hand. */
  collect (GTK_WIDGET (euchre_window_get_table (f->window)), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (buttons, i), "review-button"))
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_activate (button));
  g_ptr_array_set_size (buttons, 0);
  test_wait_until (review_shown, GUINT_TO_POINTER (1), "the hand review", 5000);
  review = review_window (1);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (review)) == GTK_WINDOW (f->window));
  /* It opened before the review was computed. */
  g_assert_false (euchre_hand_review_get_ready (EUCHRE_HAND_REVIEW (review)));
  test_ui_wait_mapped (review, "the hand review");
  test_wait_until (review_ready, review, "the review to be computed", 30000);
  test_ui_wait_frame (review);

  for (row = gtk_widget_get_first_child (GTK_WIDGET (
         euchre_hand_review_get_decisions (EUCHRE_HAND_REVIEW (review))));
       row; row = gtk_widget_get_next_sibling (row), n++)
    {
      const char *sentence = row_sentence (row);

      g_test_message ("decision %u: %s", n, sentence);
      /* Each decision marks the person's choice. */
      g_assert_true (row_has_icon (row, "object-select-symbolic"));
      if (strstr (sentence, mistake_prefix))
        {
          g_assert_true (row_has_icon (row, "dialog-warning-symbolic"));
          flagged++;
          if (g_str_has_prefix (sentence, trick1))
            flagged += 10;
        }
    }
  /* The order up, the discard and the cards that were a choice. */
  g_assert_cmpuint (n, >=, 3);
  /* The right bower on the partner's ace, in trick 1, is flagged. */
  g_assert_cmpuint (flagged, >=, 11);
  g_assert_cmpint (gtk_widget_get_width (review), <=, f->width);
  g_assert_cmpint (gtk_widget_get_height (review), <=, f->height);
  g_assert_cmpuint (count_cut_labels (review, name), ==, 0);
  test_ui_save_png (review, path);

  /* Show all hands: the four hands as the play began, then every card. */
  euchre_hand_review_show_open (EUCHRE_HAND_REVIEW (review), TRUE);
  test_ui_wait_frame (review);
  n = 0;
  for (row = gtk_widget_get_first_child (GTK_WIDGET (
         euchre_hand_review_get_open (EUCHRE_HAND_REVIEW (review))));
       row; row = gtk_widget_get_next_sibling (row), n++)
    {
      const char *sentence = row_sentence (row);

      if (n < 4)
        {
          const char *hand = n == 0 ? "JH 9C QC KC 9H" : review_hands[n];
          g_auto (GStrv) words = g_strsplit (hand, " ", -1);

          g_test_message ("open %u: %s", n, sentence);
          g_assert_true (g_str_has_prefix (sentence, seat_words (n)));
          for (guint i = 0; words[i]; i++)
            {
              g_autofree char *card = card_words (euchre_card_parse (words[i]));

              g_assert_nonnull (strstr (sentence, card));
            }
        }
    }
  /* Four hands, the discard, five trick titles and twenty cards. */
  g_assert_cmpuint (n, ==, 30);
  g_assert_cmpuint (count_cut_labels (review, open_name), ==, 0);
  test_ui_save_png (review, open_path);
  gtk_window_destroy (GTK_WINDOW (review));

  /* The score sheet's row opens the same review. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.score-sheet", NULL);
  test_wait_until (score_sheet_shown, NULL, "the score sheet", 5000);
  sheet = score_sheet_window ();
  test_ui_wait_mapped (sheet, "the score sheet");
  row = gtk_widget_get_first_child (GTK_WIDGET (euchre_score_sheet_get_list (
                                                  EUCHRE_SCORE_SHEET (sheet))));
  collect (row, GTK_TYPE_BUTTON, buttons);
  g_assert_cmpuint (buttons->len, ==, 1);
  button = g_ptr_array_index (buttons, 0);
  g_assert_null (review_window (1));
  gtk_widget_activate (button);
  test_wait_until (review_shown, GUINT_TO_POINTER (1), "the review from the score sheet", 5000);
  review = review_window (1);
  /* Kept by the game: it comes back from the first review's result. */
  test_wait_until (review_ready, review, "the review from the score sheet", 5000);
  gtk_window_destroy (GTK_WINDOW (review));
  gtk_window_destroy (GTK_WINDOW (sheet));

  /* The game-over panel offers the last hand's review. */
  over_button = GTK_WIDGET (gtk_widget_get_template_child (window_child (f, "game_over_box"),
                                                           EUCHRE_TYPE_GAME_OVER,
                                                           "review_button"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (over_button)), ==,
                   "win.review-hand");
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

/* R, Review Hand, before any hand of the game is over: nothing opens, and
 * the table says why, in words a phone shows whole (issue 42: the words
 * went to a toast overlay the window does not have, and never showed). */
static gboolean
review_too_soon_cb (gpointer data)
{
  Fixture *f = data;
  const char *text = test_ui_words ("A hand can be reviewed once it is over.",
                                    "Eine Runde kann besprochen werden, sobald sie vorbei ist.");
  GtkLabel *label;

  g_assert_cmpuint (euchre_game_get_hands_finished (f->game), ==, 0);
  g_assert_false (test_ui_find_label (GTK_WIDGET (f->window), text));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "review-hand"));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.review-hand", "u", 0);
  label = test_ui_assert_uncut (GTK_WIDGET (f->window), text);
  g_assert_cmpstr (gtk_label_get_text (label), ==, text);
  g_assert_null (test_ui_toplevel (EUCHRE_TYPE_HAND_REVIEW));
  shoot (f, "review-too-soon");
  gtk_window_close (GTK_WINDOW (f->window));
  return G_SOURCE_REMOVE;
}

int
main (int argc, char **argv)
{
  static const int large[2] = { 1280, 800 };
  static const int small[2] = { 800, 600 };
  static const Script screens[] = {
    { NULL, 360, 640, scripted_cb, NULL }, { NULL, 360, 640, scripted_cb, "de" },
    { NULL, 560, 480, scripted_cb, NULL }, { NULL, 800, 600, scripted_cb, NULL },
    { NULL, 1280, 800, scripted_cb, NULL }, { NULL, 3840, 2160, scripted_cb, NULL },
    { NULL, 560, 480, scripted_cb, "de" }, { NULL, 800, 600, scripted_cb, "de" },
    { NULL, 1280, 800, scripted_cb, "de" }, { NULL, 3840, 2160, scripted_cb, "de" },
  };
  static const Script scripts[] = {
    { "/euchre/window/bidding/after-the-deal", 800, 600, deal_first_cb, NULL },
    { "/euchre/window/preferences/uncut/en", 800, 600, prefs_uncut_cb, "en" },
    { "/euchre/window/preferences/uncut/de", 800, 600, prefs_uncut_cb, "de" },
    { "/euchre/window/preferences/uncut/fr", 800, 600, prefs_uncut_cb, "fr" },
    { "/euchre/window/preferences/uncut/es", 800, 600, prefs_uncut_cb, "es" },
    { "/euchre/window/preferences/uncut/en/560x480", 560, 480, prefs_uncut_cb, "en" },
    { "/euchre/window/preferences/uncut/de/560x480", 560, 480, prefs_uncut_cb, "de" },
    { "/euchre/window/keys/listed", 800, 600, keys_listed_cb, NULL },
    { "/euchre/window/keys/suits", 800, 600, suit_key_cb, NULL },
    { "/euchre/window/keys/focus-ring-at-turn", 800, 600, focus_ring_cb, NULL },
    { "/euchre/window/bidding/alone-is-one-press", 800, 600, alone_cb, NULL },
    { "/euchre/window/undo/en/800x600", 800, 600, undo_key_cb, "en" },
    { "/euchre/window/undo/en/1280x800", 1280, 800, undo_key_cb, "en" },
    { "/euchre/window/undo/de/800x600", 800, 600, undo_key_cb, "de" },
    { "/euchre/window/undo/de/1280x800", 1280, 800, undo_key_cb, "de" },
    { "/euchre/window/tutor/en/800x600", 800, 600, tutor_cb, "en" },
    { "/euchre/window/tutor/en/1280x800", 1280, 800, tutor_cb, "en" },
    { "/euchre/window/tutor/de/800x600", 800, 600, tutor_cb, "de" },
    { "/euchre/window/tutor/de/1280x800", 1280, 800, tutor_cb, "de" },
    { "/euchre/window/hint/en/800x600", 800, 600, hint_cb, "en" },
    { "/euchre/window/hint/en/1280x800", 1280, 800, hint_cb, "en" },
    { "/euchre/window/hint/de/800x600", 800, 600, hint_cb, "de" },
    { "/euchre/window/hint/de/1280x800", 1280, 800, hint_cb, "de" },
    { "/euchre/window/score-sheet/en/800x600", 800, 600, score_sheet_cb, "en" },
    { "/euchre/window/score-sheet/en/1280x800", 1280, 800, score_sheet_cb, "en" },
    { "/euchre/window/score-sheet/de/800x600", 800, 600, score_sheet_cb, "de" },
    { "/euchre/window/score-sheet/de/1280x800", 1280, 800, score_sheet_cb, "de" },
    { "/euchre/window/hand-review/en/800x600", 800, 600, hand_review_cb, "en" },
    { "/euchre/window/hand-review/en/1280x800", 1280, 800, hand_review_cb, "en" },
    { "/euchre/window/hand-review/de/800x600", 800, 600, hand_review_cb, "de" },
    { "/euchre/window/hand-review/de/1280x800", 1280, 800, hand_review_cb, "de" },
    { "/euchre/window/hand-review/too-soon/en/800x600", 800, 600, review_too_soon_cb, "en" },
    { "/euchre/window/hand-review/too-soon/de/360x640", 360, 640, review_too_soon_cb, "de" },
  };
  static const Script notices[] = {
    { "/euchre/window/notice/uncut/en/360x640", 360, 640, notice_uncut_cb, "en" },
    { "/euchre/window/notice/uncut/en/800x600", 800, 600, notice_uncut_cb, "en" },
  };
  static const Script phone[] = {
    { "/euchre/window/phone/en/360x640", 360, 640, phone_fits_cb, "en" },
    { "/euchre/window/phone/de/360x640", 360, 640, phone_fits_cb, "de" },
    { "/euchre/window/phone/fr/360x640", 360, 640, phone_fits_cb, "fr" },
    { "/euchre/window/phone/es/360x640", 360, 640, phone_fits_cb, "es" },
  };
  static const Script bar_fits[] = {
    { "/euchre/window/bidding/fits-560/en", 560, 480, bar_fits_cb, "en" },
    { "/euchre/window/bidding/fits-560/de", 560, 480, bar_fits_cb, "de" },
    { "/euchre/window/bidding/fits-560/fr", 560, 480, bar_fits_cb, "fr" },
    { "/euchre/window/bidding/fits-560/es", 560, 480, bar_fits_cb, "es" },
  };

  /* Real key presses (XTest). */
  static const Script typed[] = {
    { "/euchre/window/keys/real", 800, 600, real_keys_cb, NULL },
    { "/euchre/window/next-deal/held", 800, 600, next_deal_cb, NULL },
    { "/euchre/window/keys/focus-ring-next-deal", 800, 600, next_deal_ring_cb, NULL },
  };

  /* tools/test runs the suite under xvfb-run; a bare `meson test` on a
   * machine with no display skips this one (fails it under CI). */
  if (!test_ui_init (&argc, &argv, "/euchre/window/no-display"))
    return g_test_run ();
  g_test_add_data_func ("/euchre/window/play/1280x800", large, test_window_play);
  g_test_add_data_func ("/euchre/window/play/800x600", small, test_window_play);
  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    {
      g_autofree char *path = g_strdup_printf ("/euchre/window/screens/%s/%dx%d",
                                               screens[i].language ? screens[i].language : "en",
                                               screens[i].width, screens[i].height);

      g_test_add_data_func (path, &screens[i], test_window_script);
    }
  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    g_test_add_data_func (scripts[i].path, &scripts[i], test_window_script);
  for (guint i = 0; i < G_N_ELEMENTS (notices); i++)
    g_test_add_data_func (notices[i].path, &notices[i], test_window_script);
  g_test_add_func ("/euchre/window/size/forced-not-saved", test_window_forced_size);
  /* Registered whatever the machine has; each says inside if it cannot press keys. */
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    g_test_add_data_func (typed[i].path, &typed[i], test_window_typed_script);
  g_test_add_func ("/euchre/window/size/chosen-saved", test_window_chosen_size);
  for (guint i = 0; i < G_N_ELEMENTS (bar_fits); i++)
    g_test_add_data_func (bar_fits[i].path, &bar_fits[i], test_window_script);
  for (guint i = 0; i < G_N_ELEMENTS (phone); i++)
    g_test_add_data_func (phone[i].path, &phone[i], test_window_script);
  return g_test_run ();
}
