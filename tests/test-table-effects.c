/* test-table-effects.c — what the table adds to a game: sounds, motion
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole games played by four computer players on a real table (under
 * Xvfb): the sound of each card played, trick taken, euchre and game won
 * goes to GSound when the "sound" setting is on, and nothing does when it
 * is off (a mock in GSound's place, euchre_sound_set_player()), and where
 * GSound cannot play the game goes on silently; the
 * trick-taken and game-won animations run with animations on and hold
 * nothing up, and with GTK's animations off nothing moves or waits.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <adwaita.h>

#include "euchre-resources.h"
#include "euchre-sound.h"
#include "euchre-table.h"
#include "euchre-table-private.h"
#include "euchre-game-private.h"
#include "test-ui.h"
#include "test-util.h"

typedef struct {
  GtkWidget *window;
  EuchreTable *table;
  EuchreGame *game;
  EuchreCardTheme *theme;
  GSettings *settings;
  /* What the game told, and what was heard. */
  guint told[EUCHRE_N_SOUNDS];
  guint heard[EUCHRE_N_SOUNDS];
  guint tricks;
  gboolean over;
  guint winner;
  /* With animations: the pulse and the celebration were seen. */
  gboolean checking_still;      /* animations off: assert nothing moves */
  guint pulses, bursts;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->settings = g_settings_new ("io.github.euchre.Euchre");
  f->game = euchre_game_new ();
  euchre_game_set_ai_delay_ms (f->game, 0);
  euchre_game_set_paused (f->game, TRUE);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_true (euchre_game_set_seat (f->game, seat, "simple", EUCHRE_PERSONALITY_NORMAL));
  f->theme = euchre_card_theme_new ("default", NULL);
  g_assert_nonnull (f->theme);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 800, 600);
  f->table = EUCHRE_TABLE (euchre_table_new ());
  euchre_table_set_animation_speed (f->table, 0);
  euchre_table_set_trick_pause (f->table, 0);
  euchre_table_set_theme (f->table, f->theme);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->table));
  euchre_table_set_game (f->table, f->game);
  gtk_window_present (GTK_WINDOW (f->window));
  test_ui_wait_mapped (f->window, "the window on screen");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  euchre_sound_set_player (NULL, NULL);
  g_settings_reset (f->settings, "sound");
  g_object_set (gtk_widget_get_settings (f->window), "gtk-enable-animations", TRUE, NULL);
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_wait_drain ();
  g_assert_finalize_object (f->theme);
  g_assert_finalize_object (f->game);
  g_clear_object (&f->settings);
}

/* ---- the game's signals, after the table's own handlers ---------------------- */

static void
assert_still (Fixture *f)
{
  if (!f->checking_still)
    return;
  g_assert_cmpuint (f->table->flights.n, ==, 0);
  g_assert_cmpuint (f->table->tick_id, ==, 0);
  g_assert_cmpuint (f->table->pulse_seat, ==, EUCHRE_SEAT_NONE);
  g_assert_false (f->table->dealing);
}

static void
hand_started_cb (EuchreGame *game, guint dealer, guint upcard, Fixture *f)
{
  assert_still (f);
}

static void
card_played_cb (EuchreGame *game, guint seat, guint card, Fixture *f)
{
  f->told[EUCHRE_SOUND_CARD_PLAYED]++;
  assert_still (f);
}

static void
trick_won_cb (EuchreGame *game, guint winner, GBytes *cards, Fixture *f)
{
  f->told[EUCHRE_SOUND_TRICK_TAKEN]++;
  f->tricks++;
  assert_still (f);
  /* The finished trick swept now: the pulse at its winner, or none. */
  euchre_table_skip (f->table);
  if (f->table->pulse_seat == winner)
    f->pulses++;
  else
    g_assert_cmpuint (f->table->pulse_seat, ==, EUCHRE_SEAT_NONE);
  assert_still (f);
  /* The sweep never holds the game once it is skipped. */
  g_assert_false (euchre_table_get_busy (f->table));
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, Fixture *f)
{
  if (kind == EUCHRE_RESULT_EUCHRE || kind == EUCHRE_RESULT_ALONE_EUCHRE ||
      kind == EUCHRE_RESULT_SUPER_EUCHRE)
    f->told[EUCHRE_SOUND_EUCHRE]++;
  assert_still (f);
}

static void
game_over_cb (EuchreGame *game, guint side, Fixture *f)
{
  f->over = TRUE;
  f->winner = side;
  if (side == 0)
    f->told[EUCHRE_SOUND_GAME_WON]++;
  assert_still (f);
  for (guint i = 0; i < f->table->flights.n; i++)
    if (f->table->flights.flights[i].kind == EUCHRE_FLIGHT_CELEBRATE)
      {
        f->bursts++;
        break;
      }
  /* However the cards fly, nothing waits for them. */
  g_assert_false (euchre_table_get_busy (f->table));
}

static void
heard_cb (const char *event_id, const char *path, const char *description, gpointer data)
{
  Fixture *f = data;

  g_assert_true (g_path_is_absolute (path));
  g_assert_nonnull (description);
  for (guint e = 0; e < EUCHRE_N_SOUNDS; e++)
    if (g_str_equal (event_id, euchre_sound_event_id (e)))
      {
        g_assert_true (g_str_has_suffix (path, euchre_sound_file_name (e)));
        f->heard[e]++;
        return;
      }
  g_error ("a sound no event has: %s", event_id);
}

static gboolean
game_over (gpointer data)
{
  Fixture *f = data;

  return f->over;
}

/* Plays one game to @points with @seed, four computer players, no pause. */
static void
play_game (Fixture *f, guint points, guint32 seed)
{
  EuchreRules rules;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.points_to_win = points;
  f->over = FALSE;
  euchre_game_start (f->game, &rules, seed);
  euchre_game_set_paused (f->game, FALSE);
  test_wait_until (game_over, f, "the game to end", 30000);
  euchre_game_set_paused (f->game, TRUE);
}

static void
connect_game (Fixture *f)
{
  g_signal_connect_after (f->game, "hand-started", G_CALLBACK (hand_started_cb), f);
  g_signal_connect_after (f->game, "card-played", G_CALLBACK (card_played_cb), f);
  g_signal_connect_after (f->game, "trick-won", G_CALLBACK (trick_won_cb), f);
  g_signal_connect_after (f->game, "hand-scored", G_CALLBACK (hand_scored_cb), f);
  g_signal_connect_after (f->game, "game-over", G_CALLBACK (game_over_cb), f);
}

/* Games until one was won by the person's side and one hand was a
 * euchre: each event has happened. */
static void
play_every_event (Fixture *f)
{
  for (guint32 seed = 1; seed < 40 && (f->told[EUCHRE_SOUND_GAME_WON] == 0 ||
                                       f->told[EUCHRE_SOUND_EUCHRE] == 0); seed++)
    play_game (f, 5, seed);
  for (guint e = 0; e < EUCHRE_N_SOUNDS; e++)
    g_assert_cmpuint (f->told[e], >, 0);
}

/* ---- tests ---------------------------------------------------------------- */

/* Sound on: GSound is asked once for each event, with its own file. */
static void
test_sound_on (Fixture *f, gconstpointer data)
{
  euchre_sound_set_player (heard_cb, f);
  g_settings_set_boolean (f->settings, "sound", TRUE);
  connect_game (f);
  play_every_event (f);
  for (guint e = 0; e < EUCHRE_N_SOUNDS; e++)
    {
      g_test_message ("%s: told %u, heard %u", euchre_sound_event_id (e), f->told[e], f->heard[e]);
      g_assert_cmpuint (f->heard[e], ==, f->told[e]);
    }
}

/* Sound off, the default: GSound is never asked. */
static void
test_sound_off (Fixture *f, gconstpointer data)
{
  g_assert_false (g_settings_get_boolean (f->settings, "sound"));
  euchre_sound_set_player (heard_cb, f);
  connect_game (f);
  play_every_event (f);
  for (guint e = 0; e < EUCHRE_N_SOUNDS; e++)
    g_assert_cmpuint (f->heard[e], ==, 0);
  /* Turned on in the middle of a session, it is followed at once. */
  g_settings_set_boolean (f->settings, "sound", TRUE);
  play_game (f, 1, 3);
  g_assert_cmpuint (f->heard[EUCHRE_SOUND_CARD_PLAYED], >, 0);
}

/* Sound on where none can be played (GSound's context cannot be opened:
 * no such driver): the real GSound path, no mock; every event still comes
 * and the game plays to its end, silently, with no warning (issue 49). */
static void
test_sound_unavailable (Fixture *f, gconstpointer data)
{
  if (!test_ui_in_subprocess ())
    return;
  g_setenv ("CANBERRA_DRIVER", "euchre-no-such-driver", TRUE);
  g_settings_set_boolean (f->settings, "sound", TRUE);
  connect_game (f);
  play_every_event (f);
  g_assert_false (euchre_sound_available (NULL));
}

/* Animations on: a trick taken pulses at its winner, a game won bursts,
 * and neither holds the game. */
static void
test_animations_on (Fixture *f, gconstpointer data)
{
  g_object_set (gtk_widget_get_settings (f->window), "gtk-enable-animations", TRUE, NULL);
  euchre_table_set_animation_speed (f->table, 1.0);
  connect_game (f);
  for (guint32 seed = 1; seed < 40 && f->told[EUCHRE_SOUND_GAME_WON] == 0; seed++)
    play_game (f, 1, seed);
  g_assert_cmpuint (f->told[EUCHRE_SOUND_GAME_WON], >, 0);
  g_assert_cmpuint (f->pulses, ==, f->tricks);
  g_assert_cmpuint (f->bursts, ==, f->told[EUCHRE_SOUND_GAME_WON]);
}

/* GNOME's "reduce animation" (gtk-enable-animations off), at the normal
 * speed: nothing flies, pulses or bursts, and nothing waits for it. */
static void
test_animations_off (Fixture *f, gconstpointer data)
{
  g_object_set (gtk_widget_get_settings (f->window), "gtk-enable-animations", FALSE, NULL);
  euchre_table_set_animation_speed (f->table, 1.0);
  f->checking_still = TRUE;
  connect_game (f);
  for (guint32 seed = 1; seed < 40 && f->told[EUCHRE_SOUND_GAME_WON] == 0; seed++)
    play_game (f, 1, seed);
  g_assert_cmpuint (f->told[EUCHRE_SOUND_GAME_WON], >, 0);
  g_assert_cmpuint (f->tricks, >, 0);
  g_assert_cmpuint (f->pulses, ==, 0);
  g_assert_cmpuint (f->bursts, ==, 0);
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/table-effects/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  g_test_add ("/euchre/table-effects/sound/on", Fixture, NULL, fixture_set_up, test_sound_on,
              fixture_tear_down);
  g_test_add ("/euchre/table-effects/sound/off", Fixture, NULL, fixture_set_up, test_sound_off,
              fixture_tear_down);
  g_test_add ("/euchre/table-effects/sound/unavailable", Fixture, NULL, fixture_set_up,
              test_sound_unavailable, fixture_tear_down);
  g_test_add ("/euchre/table-effects/animations/on", Fixture, NULL, fixture_set_up,
              test_animations_on, fixture_tear_down);
  g_test_add ("/euchre/table-effects/animations/off", Fixture, NULL, fixture_set_up,
              test_animations_off, fixture_tear_down);
  return g_test_run ();
}
