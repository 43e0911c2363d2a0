/* test-wait.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "euchre-game.h"
#include "test-wait.h"

void
test_wait_until (TestWaitFunc done, gpointer data, const char *what, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("waited %u ms for %s, in vain", timeout_ms, what);
      /* Nothing ready: look again shortly. */
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
    }
}

void
test_wait_drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
no_jobs (gpointer data)
{
  return euchre_game_get_jobs_in_flight () == 0;
}

void
test_wait_for_jobs (void)
{
  test_wait_until (no_jobs, NULL, "the computer decisions in their threads", 10000);
  test_wait_drain ();
}
