/* net-seats.c — three protocol clients at one table, for the browser's test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   net-seats [--computers] URL DATA-DIR [RULES]
 *
 * Ann creates a table at the euchre-server at URL (whose data folder is
 * DATA-DIR) and sits at seat 0, Bob and Cy join at seats 1 and 2; the
 * program prints "code CODE" and waits for a fourth person (the browser,
 * tests/check-browser.py) at seat 3.  Ann then starts, and the three play
 * the first legal action at each turn, checking every reveal
 * (test-net-player.c).  When each has heard the game end it prints
 * "verified N failed M" (their reveals), then "expect LINE" for every
 * line seat 3 should have been told (the record, as the server wrote it,
 * through euchre_event_for_seat), then "over", and exits 0.  Exits 1,
 * with the reason on the standard error, when anything fails or after
 * 300 s; also when its standard input closes (the test is gone).
 *
 * With --computers the browser's person hosts a table whose other three
 * seats are the server's computer players: Ann creates it and puts the
 * computer at seats 1 and 2, prints "code CODE", and once a fourth person
 * sits at seat 3 she leaves ("left"): the person at seat 3 is the host
 * now, and starting the game puts the computer at seat 0 too.  When the
 * test writes a line "over" on the standard input (the page saw the game
 * end), the program prints "verified 0 failed 0", the "expect" lines and
 * "over" as above.
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib-unix.h>

#include "test-net-player.h"

#define LIMIT_S 300

static gboolean
too_long (gpointer data)
{
  g_printerr ("net-seats: the game did not end within %d s\n", LIMIT_S);
  exit (1);
  return G_SOURCE_REMOVE;
}

/* --computers: the test has said the game is over. */
static gboolean told_over;

static gboolean
stdin_closed (gint fd, GIOCondition condition, gpointer data)
{
  char buf[64];
  ssize_t n = read (fd, buf, sizeof buf - 1);

  if (n <= 0)
    {
      g_printerr ("net-seats: the test has gone; stopping\n");
      exit (1);
    }
  buf[n] = '\0';
  if (strstr (buf, "over") != NULL)
    told_over = TRUE;
  return G_SOURCE_CONTINUE;
}

static void
run_until (gboolean (*done) (TestPlayer **), TestPlayer **p)
{
  while (!done (p))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
created (TestPlayer **p)
{
  return p[0]->welcomes > 0;
}

static gboolean
seated (TestPlayer **p)
{
  return p[1]->welcomes > 0 && p[2]->welcomes > 0;
}

static gboolean
fourth_here (TestPlayer **p)
{
  return p[0]->have_table && p[0]->table.seats[3] == NET_SEAT_HUMAN;
}

static gboolean
computers_set (TestPlayer **p)
{
  return p[0]->have_table && p[0]->table.seats[1] == NET_SEAT_COMPUTER &&
         p[0]->table.seats[2] == NET_SEAT_COMPUTER;
}

static gboolean
over_told (TestPlayer **p)
{
  return told_over;
}

static gboolean
all_over (TestPlayer **p)
{
  for (guint i = 0; i < 3; i++)
    if (!p[i]->game_over)
      return FALSE;
  return TRUE;
}

int
main (int argc, char **argv)
{
  static const char *const names[] = { "Ann", "Bob", "Cy" };
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL, *path = NULL;
  g_autoptr (GPtrArray) expected = NULL;
  TestPlayer *p[3];
  guint verified = 0, failed = 0;
  gboolean computers = argc > 1 && strcmp (argv[1], "--computers") == 0;
  NetMessage msg;

  if (computers)
    {
      argv++;
      argc--;
    }
  if (argc < 3 || argc > 4)
    {
      g_printerr ("usage: net-seats [--computers] URL DATA-DIR [RULES]\n");
      return 2;
    }
  g_timeout_add_seconds (LIMIT_S, too_long, NULL);
  g_unix_fd_add (0, G_IO_IN | G_IO_HUP, stdin_closed, NULL);
  for (guint i = 0; i < 3; i++)
    p[i] = test_player_new (argv[1], names[i]);
  net_message_init (&msg, NET_MSG_CREATE);
  g_strlcpy (msg.name, "Ann", sizeof msg.name);
  if (argc == 4)
    g_strlcpy (msg.rules, argv[3], sizeof msg.rules);
  test_player_send (p[0], &msg);
  run_until (created, p);
  if (p[0]->seat != 0)
    {
      g_printerr ("net-seats: no table: %s\n", p[0]->last_error_text);
      return 1;
    }
  if (computers)
    {
      for (guint s = 1; s <= 2; s++)
        {
          net_message_init (&msg, NET_MSG_COMPUTER);
          msg.seat = s;
          g_strlcpy (msg.level, "hard", sizeof msg.level);
          test_player_send (p[0], &msg);
        }
      run_until (computers_set, p);
    }
  else
    {
      test_player_join (p[1], p[0]->code, 1);
      test_player_join (p[2], p[0]->code, 2);
      run_until (seated, p);
    }
  printf ("code %s\n", p[0]->code);
  fflush (stdout);

  run_until (fourth_here, p);
  if (computers)
    {
      /* The person at seat 3 hosts now, and starts. */
      net_message_init (&msg, NET_MSG_LEAVE);
      test_player_send (p[0], &msg);
      printf ("left\n");
      fflush (stdout);
      run_until (over_told, p);
    }
  else
    {
      net_message_init (&msg, NET_MSG_START);
      test_player_send (p[0], &msg);
      run_until (all_over, p);
    }
  for (guint i = 0; i < 3; i++)
    {
      verified += p[i]->verified;
      failed += p[i]->verify_failed;
    }
  printf ("verified %u failed %u\n", verified, failed);

  path = g_build_filename (argv[2], p[0]->code, "game.record", NULL);
  if (!g_file_get_contents (path, &record, NULL, &error))
    {
      g_printerr ("net-seats: %s\n", error->message);
      return 1;
    }
  expected = test_expected_lines (record, 3);
  for (guint i = 0; i < expected->len; i++)
    printf ("expect %s\n", (char *) expected->pdata[i]);
  printf ("over\n");
  fflush (stdout);
  for (guint i = 0; i < 3; i++)
    test_player_free (p[i]);
  return 0;
}
