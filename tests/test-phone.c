/* test-phone.c — every window of the game inside a phone's 360×640
 * screen, in English and German (issue 52.2), under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's window with its header's controls, the guided hand's lesson
 * over the table (its words whole, never cut mid-line), Preferences and
 * the Keyboard Shortcuts window: each no wider and no taller than the screen (and
 * at 1280×800).  No
 * tooltip repeats the bid bar's prompt over the hand.  What
 * grows a window past it is named in the failure (the widget whose
 * minimum width is the window's).
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-application.h"
#include "euchre-bid-bar.h"
#include "euchre-play-surface.h"
#include "euchre-preferences.h"
#include "euchre-window.h"
#include "test-files.h"
#include "test-ui.h"

typedef struct {
  EuchreApplication *app;
  EuchreWindow *window;
  int width, height;
  gboolean ran;
  EuchrePublic before;          /* the guided game before a move */
} Fixture;

/* The deepest widget under @w whose minimum width is @min or more: what
 * makes a window that wide. */
static GtkWidget *
widest (GtkWidget *w, int min)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      int m = 0;

      if (!gtk_widget_get_visible (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &m, NULL, NULL, NULL);
      g_test_message ("  %s (%s): at least %d wide", G_OBJECT_TYPE_NAME (c), gtk_widget_get_name (c), m);
      if (m >= min)
        return widest (c, min);
    }
  return w;
}

/* @window no bigger than the screen; else the widget that grows it. */
static void
assert_fits (Fixture *f, GtkWidget *window, const char *what)
{
  int w, h, min = 0;

  test_ui_wait_frame (window);
  w = gtk_widget_get_width (window);
  h = gtk_widget_get_height (window);
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: %d×%d (at least %d wide) on a %d×%d screen", what, w, h, min, f->width,
                  f->height);
  if (w > f->width || h > f->height || min > f->width)
    {
      GtkWidget *culprit = widest (window, f->width - 10);

      g_error ("%s is %d×%d (at least %d wide), past the %d×%d screen: %s (%s) is %d wide at least",
               what, w, h, min, f->width, f->height, G_OBJECT_TYPE_NAME (culprit),
               gtk_widget_get_name (culprit), min);
    }
}

static GtkWidget *
child (Fixture *f, const char *name)
{
  GObject *c = gtk_widget_get_template_child (GTK_WIDGET (f->window), EUCHRE_TYPE_WINDOW, name);

  g_assert_nonnull (c);
  return GTK_WIDGET (c);
}

static gboolean
table_idle (gpointer data)
{
  Fixture *f = data;

  return !euchre_table_get_busy (euchre_window_get_table (f->window));
}

static gboolean
guide_waits (gpointer data)
{
  Fixture *f = data;
  EuchreGuide *guide = euchre_window_get_guide (f->window);
  EuchreAction a;

  return guide != NULL && euchre_guide_get_expected (guide, &a) && table_idle (f);
}

static gboolean
guide_or_summary (gpointer data)
{
  return test_ui_dialog_shown (NULL) || guide_waits (data);
}

static gboolean
game_moved (gpointer data)
{
  Fixture *f = data;
  EuchreGame *game = euchre_guide_get_game (euchre_window_get_guide (f->window));

  return memcmp (&f->before, euchre_game_get_public (game), sizeof f->before) != 0;
}

static void
shoot (Fixture *f, GtkWidget *window, const char *name)
{
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *file = g_strdup_printf ("phone-%s-%s-%dx%d.png", name,
                                           language && *language ? language : "en",
                                           f->width, f->height);
  g_autofree char *path = test_ui_shot_path (file);

  test_ui_save_png (window, path);
}

/* The lesson's words whole: the banner as tall as its text, no line cut. */
static void
assert_lesson_whole (Fixture *f, const char *step)
{
  GtkWidget *surface = child (f, "surface");
  GtkWidget *label = GTK_WIDGET (gtk_widget_get_template_child (surface, EUCHRE_TYPE_PLAY_SURFACE,
                                                               "lesson_label"));
  GtkWidget *scroll = GTK_WIDGET (gtk_widget_get_template_child (surface, EUCHRE_TYPE_PLAY_SURFACE,
                                                                "lesson_scroll"));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));
  g_autofree char *start = g_utf8_substring (gtk_label_get_text (GTK_LABEL (label)), 0, 12);

  test_ui_wait_frame (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_get_mapped (label));
  g_test_message ("%s: the lesson %d px tall, its text %.0f px: %s", step,
                  gtk_widget_get_height (scroll), gtk_adjustment_get_upper (adj),
                  gtk_label_get_text (GTK_LABEL (label)));
  /* Nothing to scroll to: every line shown. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), <=, gtk_adjustment_get_page_size (adj) + 0.5);
  test_ui_assert_uncut (GTK_WIDGET (f->window), start);
}

/* The bid bar's prompt says the lesson's move in full: no tooltip
 * repeats it over the hand (issue 52.8). */
static void
assert_no_tooltip_over_hand (Fixture *f, const char *step)
{
  GtkWidget *bar = GTK_WIDGET (gtk_widget_get_template_child (child (f, "surface"),
                                                             EUCHRE_TYPE_PLAY_SURFACE, "bid_bar"));
  GtkWidget *prompt = GTK_WIDGET (gtk_widget_get_template_child (bar, EUCHRE_TYPE_BID_BAR,
                                                                "prompt_label"));

  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (prompt))));
  if (gtk_widget_get_has_tooltip (prompt))
    g_error ("%s: the prompt “%s” has a tooltip, “%s”, over the hand", step,
             gtk_label_get_text (GTK_LABEL (prompt)), gtk_widget_get_tooltip_text (prompt));
}

/* The key that makes the bid said to be a key, in the tooltip's own
 * language: "(key O)", "(Taste O)", never a bare "(O)" (issue 52.8). */
static void
assert_key_said (Fixture *f)
{
  GtkWidget *bar = GTK_WIDGET (gtk_widget_get_template_child (child (f, "surface"),
                                                             EUCHRE_TYPE_PLAY_SURFACE, "bid_bar"));
  GtkWidget *buttons = GTK_WIDGET (gtk_widget_get_template_child (bar, EUCHRE_TYPE_BID_BAR,
                                                                 "bid_buttons"));
  const char *key = test_ui_words ("(key O)", "(Taste O)");
  guint found = 0;

  for (GtkWidget *b = gtk_widget_get_first_child (buttons); b; b = gtk_widget_get_next_sibling (b))
    if (GTK_IS_ACTIONABLE (b) &&
        g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "play.order-up") == 0)
      {
        const char *tip = gtk_widget_get_tooltip_text (b);

        g_test_message ("Order Up's tooltip: %s", tip);
        if (tip == NULL || !g_str_has_suffix (tip, key))
          g_error ("Order Up's tooltip “%s” does not end with “%s”", tip, key);
        found++;
      }
  g_assert_cmpuint (found, ==, 1);
}

/* The first card to play: the lesson says what the white bars over the
 * trumps are, and so does a trump's description (issue 52.8). */
static void
assert_bars_told (Fixture *f, EuchreGame *game)
{
  const char *bars = test_ui_words ("A white bar marks each of your trumps.",
                                    "Ein weißer Balken markiert jeden deiner Trümpfe.");
  const char *said = test_ui_words ("Trump. A white bar marks each of your trumps.",
                                    "Trumpf. Ein weißer Balken markiert jeden deiner Trümpfe.");
  GtkWidget *label = GTK_WIDGET (gtk_widget_get_template_child (child (f, "surface"),
                                                               EUCHRE_TYPE_PLAY_SURFACE,
                                                               "lesson_label"));
  EuchreSuit trump = euchre_game_get_public (game)->trump;
  GtkWidget *right = euchre_table_get_card_button (euchre_window_get_table (f->window),
                                                   EUCHRE_CARD_MAKE (trump, EUCHRE_JACK));
  char *mismatch;

  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), bars));
  g_assert_nonnull (right);
  mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (right),
                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
  if (mismatch != NULL)
    g_error ("the right bower's description: %s", mismatch);
}

static gboolean
fits_cb (gpointer data)
{
  Fixture *f = data;
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *shortcuts;
  guint steps = 0;

  f->ran = TRUE;
  /* The table with the header's game controls. */
  test_wait_until (table_idle, f, "the deal to be shown", 10000);
  assert_fits (f, window, "the game's window");
  shoot (f, window, "table");

  /* Keyboard Shortcuts. */
  g_assert_true (gtk_widget_activate_action (window, "win.show-help-overlay", NULL));
  shortcuts = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  test_ui_wait_mapped (shortcuts, "the Keyboard Shortcuts window");
  assert_fits (f, shortcuts, "the Keyboard Shortcuts window");
  shoot (f, shortcuts, "shortcuts");
  gtk_window_close (GTK_WINDOW (shortcuts));
  test_ui_wait_unmapped (shortcuts, "the Keyboard Shortcuts window");

  /* Preferences. */
  {
    GtkWidget *prefs;

    g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
    prefs = test_ui_toplevel (EUCHRE_TYPE_PREFERENCES);
    g_assert_nonnull (prefs);
    test_ui_wait_mapped (prefs, "Preferences");
    assert_fits (f, prefs, "Preferences");
    shoot (f, prefs, "preferences");
    gtk_window_destroy (GTK_WINDOW (prefs));
  }

  /* The guided hand, each step's words whole, played to its end. */
  g_assert_true (gtk_widget_activate_action (window, "win.guided-hand", NULL));
  for (;;)
    {
      EuchreGuide *guide;
      EuchreGame *game;
      EuchreAction a;
      g_autofree char *step = g_strdup_printf ("the guided hand's step %u", steps + 1);

      test_wait_until (guide_or_summary, f, "the guided hand's next step", 20000);
      if (test_ui_dialog_shown (NULL))
        break;
      guide = euchre_window_get_guide (f->window);
      game = euchre_guide_get_game (guide);
      g_assert_true (euchre_guide_get_expected (guide, &a));
      assert_lesson_whole (f, step);
      assert_no_tooltip_over_hand (f, step);
      if (steps == 0)
        assert_key_said (f);
      if (steps == 1)
        assert_bars_told (f, game);
      assert_fits (f, window, step);
      {
        g_autofree char *name = g_strdup_printf ("lesson-%u", steps + 1);

        shoot (f, window, name);
      }
      memcpy (&f->before, euchre_game_get_public (game), sizeof f->before);
      if (a.type == EUCHRE_ACTION_ORDER_UP)
        gtk_widget_activate_action (child (f, "surface"), "play.order-up", NULL);
      else
        g_assert_true (gtk_widget_activate (
          euchre_table_get_card_button (euchre_window_get_table (f->window), a.card)));
      test_wait_until (game_moved, f, "the guided move to be made", 10000);
      steps++;
    }
  g_assert_cmpuint (steps, ==, 6);
  adw_message_dialog_response (test_ui_message_dialog (), "play");
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
  g_timeout_add (300, fits_cb, f);
}

static gboolean
too_long_cb (gpointer data)
{
  g_error ("the phone's test did not finish in time");
  return G_SOURCE_REMOVE;
}

typedef struct {
  const char *path, *language;
  int width, height;
} Screen;

static void
test_phone_fits (gconstpointer data)
{
  const Screen *screen = data;
  const char *language = screen->language;
  g_autofree char *dir = NULL;
  g_autoptr (GSettings) gs = NULL;
  Fixture f = { 0 };
  guint timeout;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (language);
  f.width = screen->width;
  f.height = screen->height;
  dir = g_dir_make_tmp ("euchre-phone-XXXXXX", NULL);
  g_setenv ("EUCHRE_DATA_DIR", dir, TRUE);
  gs = g_settings_new ("io.github.euchre.Euchre");
  g_settings_set_boolean (gs, "welcome-shown", TRUE);
  g_settings_set_int (gs, "ai-delay-ms", 0);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  g_settings_set_double (gs, "animation-speed", 4.0);
  g_settings_set_int (gs, "window-width", f.width);
  g_settings_set_int (gs, "window-height", f.height);
  f.app = euchre_application_new ();
  g_application_set_flags (G_APPLICATION (f.app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (f.app, "activate", G_CALLBACK (activate_cb), &f);
  timeout = g_timeout_add_seconds (120, too_long_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (f.app), 0, NULL), ==, 0);
  g_source_remove (timeout);
  g_assert_true (f.ran);
  g_assert_finalize_object (f.app);
  test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  /* And a laptop's screen: German made the shortcuts 1367 wide there. */
  static const Screen screens[] = {
    { "/euchre/phone/fits/en/360x640", "en", 360, 640 },
    { "/euchre/phone/fits/de/360x640", "de", 360, 640 },
    { "/euchre/phone/fits/en/1280x800", "en", 1280, 800 },
    { "/euchre/phone/fits/de/1280x800", "de", 1280, 800 },
  };

  if (!test_ui_init (&argc, &argv, "/euchre/phone/no-display"))
    return g_test_run ();
  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    g_test_add_data_func (screens[i].path, &screens[i], test_phone_fits);
  return g_test_run ();
}
