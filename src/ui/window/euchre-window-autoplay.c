/* euchre-window-autoplay.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "euchre-window-autoplay.h"

typedef struct {
  guint left;                   /* games still to play; G_MAXUINT: for ever */
  guint played;
  guint source;                 /* the pause before the next game */
} Autoplay;

static void
autoplay_free (gpointer data)
{
  Autoplay *a = data;

  g_clear_handle_id (&a->source, g_source_remove);
  g_free (a);
}

static gboolean
next_cb (gpointer data)
{
  EuchreWindow *window = data;
  Autoplay *a = g_object_get_data (G_OBJECT (window), "euchre-autoplay");

  a->source = 0;
  if (a->left == 0)
    gtk_window_close (GTK_WINDOW (window));
  else
    euchre_window_new_game (window);
  return G_SOURCE_REMOVE;
}

/* The game-over panel shows for a moment, then the next game starts, or
 * the window closes after the last one. */
static void
game_over_cb (EuchreGame *game, guint side, EuchreWindow *window)
{
  Autoplay *a = g_object_get_data (G_OBJECT (window), "euchre-autoplay");
  g_autofree char *statm = NULL;
  unsigned long pages = 0, rss = 0;

  /* For the soak's log: how many games, and the memory they use. */
  a->played++;
  if (g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL))
    sscanf (statm, "%lu %lu", &pages, &rss);
  g_printerr ("EUCHRE_AUTOPLAY games-finished %u rss-kb %lu\n", a->played,
              rss * (unsigned long) (sysconf (_SC_PAGESIZE) / 1024));
  if (a->left != G_MAXUINT)
    a->left--;
  g_clear_handle_id (&a->source, g_source_remove);
  a->source = g_timeout_add (a->left == 0 ? 0 : 500, next_cb, window);
}

void
euchre_window_autoplay_add (EuchreWindow *window, EuchreGame *game, const char *value)
{
  Autoplay *a;
  guint64 n = 0;

  if (value == NULL || *value == '\0')
    return;
  if (!g_ascii_string_to_unsigned (value, 10, 1, G_MAXUINT - 1, &n, NULL))
    {
      g_printerr ("EUCHRE_AUTOPLAY must be a number of games (1 plays on for ever), not “%s”\n",
                  value);
      return;
    }
  a = g_new0 (Autoplay, 1);
  a->left = n == 1 ? G_MAXUINT : (guint) n;
  g_object_set_data_full (G_OBJECT (window), "euchre-autoplay", a, autoplay_free);
  euchre_game_set_seat (game, EUCHRE_HUMAN_SEAT, "simple", EUCHRE_PERSONALITY_NORMAL);
  g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), window, G_CONNECT_AFTER);
}
