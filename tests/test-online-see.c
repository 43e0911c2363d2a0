/* test-online-see.c — Play Online in the real window: what a person sees
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 51: a pace people can follow — at a table of three computer
 * seats, however fast they act, each finished trick stays on the felt
 * about a second and a hand's result until the next deal (timed from the
 * table widget's own state at every frame, nothing slept); and the
 * lobby's QR code whole at the window's default size, in English and
 * German.  What the Play Online tests share: test-online.c.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include "euchre-table.h"
#include "test-online.h"

/* What the test reads of the felt at each frame. */
typedef struct {
  Online o;
  EuchreCard shown[4];          /* on the felt at the last frame */
  gint64 since[4];              /* since when (frame time, µs) */
  gint64 shortest;              /* the shortest stay of a trick's card (µs) */
  guint cards;                  /* cards that came and went */
  gint64 scored_at;             /* a hand's result came (monotonic µs), or 0 */
  gint64 result_shortest;       /* the shortest a result stayed before a deal */
  guint results;
  guint hands;                  /* deals seen */
} Pace;

static gboolean
felt_tick (GtkWidget *table, GdkFrameClock *clock, gpointer data)
{
  Pace *t = data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  EuchreCard trick[4];

  euchre_table_get_trick (EUCHRE_TABLE (table), trick);
  for (guint s = 0; s < 4; s++)
    {
      if (trick[s] == t->shown[s])
        continue;
      if (t->shown[s] != EUCHRE_CARD_NONE)
        {
          gint64 stay = now - t->since[s];

          t->shortest = t->cards == 0 ? stay : MIN (t->shortest, stay);
          t->cards++;
        }
      t->shown[s] = trick[s];
      t->since[s] = now;
    }
  return G_SOURCE_CONTINUE;
}

static void
scored_cb (EuchreGame *game, guint side, guint points, guint kind, Pace *t)
{
  t->scored_at = g_get_monotonic_time ();
}

/* The next deal: the result before it was there that long. */
static void
hand_started_cb (EuchreGame *game, guint dealer, guint upcard, Pace *t)
{
  t->hands++;
  if (t->scored_at == 0)
    return;
  {
    gint64 stay = g_get_monotonic_time () - t->scored_at;

    t->result_shortest = t->results == 0 ? stay : MIN (t->result_shortest, stay);
    t->results++;
    t->scored_at = 0;
  }
}

static gboolean
second_hand_dealt (gpointer data)
{
  Pace *t = data;

  return t->hands >= 2 && t->results >= 1;
}

static void
test_pace (void)
{
  Pace t = { 0 };
  g_autoptr (EuchreSettings) settings = NULL;
  GSettings *gs;
  GtkWidget *table;
  EuchreGame *game;
  guint tick;

  if (!test_ui_in_subprocess ())
    return;
  online_open (&t.o, 0, NULL, 0, 0);
  /* The person's pace as shipped (a trick's pause), the other seats as
   * fast as they come: no delay before a computer's move here, and the
   * table's own computers do not wait at all. */
  settings = test_settings ();
  gs = euchre_settings_get_gsettings (settings);
  g_settings_reset (gs, "trick-pause-ms");
  table = euchre_online_window_get_table (EUCHRE_ONLINE_WINDOW (t.o.window));
  for (guint s = 0; s < 4; s++)
    t.shown[s] = EUCHRE_CARD_NONE;
  tick = gtk_widget_add_tick_callback (table, felt_tick, &t, NULL);
  game = net_game_get_game (net (&t.o));
  g_signal_connect (game, "hand-scored", G_CALLBACK (scored_cb), &t);
  g_signal_connect (game, "hand-started", G_CALLBACK (hand_started_cb), &t);
  gtk_widget_activate_action (t.o.window, "win.start", NULL);
  test_wait_until (second_hand_dealt, &t, "a whole hand played and the next dealt", WAIT_MS * 2);
  gtk_widget_remove_tick_callback (table, tick);
  g_signal_handlers_disconnect_by_data (game, &t);

  g_test_message ("%u cards of the tricks came and went, the shortest on the felt %.2f s; "
                  "the hand's result %.2f s before the next deal", t.cards,
                  t.shortest / 1e6, t.result_shortest / 1e6);
  /* Five tricks of three or four cards. */
  g_assert_cmpuint (t.cards, >=, 15);
  g_assert_cmpint (t.shortest, >=, 800 * 1000);
  g_assert_cmpint (t.result_shortest, >=, 800 * 1000);
  g_settings_set_int (gs, "trick-pause-ms", 0);
  online_close (&t.o);
}

/* The lobby at the window's default size: the QR code of the browser's
 * link lies whole in the page as it first shows, nothing to scroll. */
static void
test_lobby_qr (gconstpointer data)
{
  const char *language = data;
  g_autofree char *shot = g_strdup_printf ("online-lobby-default-%s", language);
  Online o = { 0 };
  GtkWidget *picture = NULL, *scroller;
  graphene_rect_t bounds;
  g_autoptr (GPtrArray) pictures = NULL;

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language (language);
  online_open (&o, 1, NULL, 0, 0);
  test_ui_wait_frame (o.window);
  pictures = test_ui_find_all (o.window, GTK_TYPE_PICTURE);
  for (guint i = 0; i < pictures->len; i++)
    if (gtk_widget_has_css_class (pictures->pdata[i], "online-qr"))
      picture = pictures->pdata[i];
  g_assert_nonnull (picture);
  g_assert_true (gtk_widget_is_drawable (picture));
  scroller = gtk_widget_get_ancestor (picture, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  test_ui_save_shot (o.window, shot);
  g_assert_true (gtk_widget_compute_bounds (picture, scroller, &bounds));
  g_test_message ("the QR code at %.0f–%.0f of %d pixels", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
  /* Whole: not cut by the page's edge, and drawn at its full size. */
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));
  g_assert_cmpfloat (bounds.size.height, >=,
                     gdk_paintable_get_intrinsic_height (gtk_picture_get_paintable
                                                         (GTK_PICTURE (picture))));
  online_close (&o);
}

int
main (int argc, char **argv)
{
  if (!online_init (&argc, &argv, "/euchre/online-window/no-display"))
    return g_test_run ();
  g_test_add_func ("/euchre/online-window/pace", test_pace);
  g_test_add_data_func ("/euchre/online-window/lobby-qr/en", "en", test_lobby_qr);
  g_test_add_data_func ("/euchre/online-window/lobby-qr/de", "de", test_lobby_qr);
  return online_run ();
}
