/* euchre-profile.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-profile"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "euchre-profile.h"

static struct {
  gboolean enabled;
  gint64 main_start;
  gboolean first_frame_seen;
  gint64 frame_start;
  GArray *frame_us;           /* gint64 per frame drawn while busy */
  EuchreTable *table;         /* weak */
  guint hits, misses;
} profile;

void
euchre_profile_init (gint64 main_start_us)
{
  profile.enabled = g_strcmp0 (g_getenv ("EUCHRE_PROFILE"), "1") == 0;
  profile.main_start = main_start_us;
  if (profile.enabled)
    profile.frame_us = g_array_new (FALSE, FALSE, sizeof (gint64));
}

static void
update_cb (GdkFrameClock *clock, gpointer data)
{
  profile.frame_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  if (!profile.first_frame_seen)
    {
      profile.first_frame_seen = TRUE;
      fprintf (stderr, "EUCHRE_PROFILE first-frame-ms %.1f\n",
               (now - profile.main_start) / 1000.0);
    }
  else if (profile.frame_start > 0)
    g_array_append_val (profile.frame_us, (gint64) { now - profile.frame_start });
  profile.frame_start = 0;
  if (profile.table && euchre_table_get_theme (profile.table))
    euchre_card_theme_get_stats (euchre_table_get_theme (profile.table), &profile.hits,
                                 &profile.misses);
}

static void
realize_cb (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "update", G_CALLBACK (update_cb), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
}

void
euchre_profile_watch_window (GtkWindow *window, EuchreTable *table)
{
  if (!profile.enabled)
    return;
  profile.table = table;
  g_object_add_weak_pointer (G_OBJECT (table), (gpointer *) &profile.table);
  g_signal_connect (window, "realize", G_CALLBACK (realize_cb), NULL);
}

static int
compare_us (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

void
euchre_profile_report (void)
{
  guint n;

  if (!profile.enabled)
    return;
  n = profile.frame_us->len;
  g_array_sort (profile.frame_us, compare_us);
  if (n > 0)
    fprintf (stderr, "EUCHRE_PROFILE frames %u p50-ms %.2f p95-ms %.2f\n", n,
             g_array_index (profile.frame_us, gint64, n / 2) / 1000.0,
             g_array_index (profile.frame_us, gint64, MIN (n - 1, n * 95 / 100)) / 1000.0);
  else
    fprintf (stderr, "EUCHRE_PROFILE frames 0\n");
  fprintf (stderr, "EUCHRE_PROFILE card-cache hits %u misses %u\n", profile.hits, profile.misses);
  g_clear_pointer (&profile.frame_us, g_array_unref);
}
