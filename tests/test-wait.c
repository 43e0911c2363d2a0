/* test-wait.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

/* clock_gettime() and CLOCK_THREAD_CPUTIME_ID with -std=c11. */
#define _POSIX_C_SOURCE 200809L

#include <time.h>

#include "euchre-game.h"
#include "test-wait.h"

void
test_wait_until (TestWaitFunc done, gpointer data, const char *what, guint timeout_ms)
{
  gint64 end;

  timeout_ms = MAX (timeout_ms, TEST_WAIT_MIN_MS);
  end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("waited %u ms for %s, in vain", timeout_ms, what);
      /* Nothing ready: look again shortly. */
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
    }
}

gint64
test_wait_thread_cpu_usec (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    g_error ("no CPU clock for this thread");
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
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
  test_wait_until (no_jobs, NULL, "the computer decisions in their threads", TEST_WAIT_MIN_MS);
  test_wait_drain ();
}
