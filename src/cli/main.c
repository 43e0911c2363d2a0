/* main.c — euchre-cli: the engine from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cli.h"

typedef struct {
  const char *name;
  CliCommand run;
  const char *summary;
} Command;

static const Command commands[] = {
  { "play", cli_play, "play a text game against three computer players" },
  { "bench", cli_bench, "random legal playouts: hands/s and actions/s" },
  { "cs246", cli_cs246, "the program of the CS 246 Euchre assignment: you and three computer "
    "players" },
  { "eecs280", cli_eecs280, "the program of the EECS 280 Euchre project, byte for byte" },
  { "review", cli_review, "every decision of one seat in a saved game or EGN file, valued; "
    "the hands replayed open; --agreement: how often the Hard player agrees" },
  { "egn", cli_egn, "Euchre Game Notation files: validate, convert, show" },
  { "tournament", cli_tournament, "two strategies over many duplicate games: win rates, times" },
  { "calibrate", cli_calibrate, "does the coach's make chance come true? bins of 10 %, played out" },
  { "engine", cli_engine, "a computer player speaking the bot protocol (docs/PROTOCOL.md)" },
  { "train", cli_train, "learn the Hard player's bidding table by self-play (docs/STRENGTH.md)" },
};

static void
usage (FILE *out)
{
  fprintf (out, "Usage: euchre-cli COMMAND [OPTIONS…]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nRun “euchre-cli COMMAND --help” for a command’s options.\n");
}

int
main (int argc, char **argv)
{
  CliStreams io = { argv[0], stdin, stdout, stderr };

  /* A file-size limit (ulimit -f) makes a write fail with "File too
   * large", reported like a full disk, instead of killing the program. */
  signal (SIGXFSZ, SIG_IGN);
  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      usage (stdout);
      return 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("euchre-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1, &io);

  fprintf (stderr, "euchre-cli: unknown command “%s”\n\n", argv[1]);
  usage (stderr);
  return 2;
}
