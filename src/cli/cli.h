/* cli.h — the euchre-cli subcommands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The commands live in a library (euchre-cli-lib) that the program, the
 * tests and the fuzz targets link; each reads and writes only the
 * streams it is handed, so a caller can run one on memory streams.
 */
#pragma once

#include <stdio.h>
#include <glib.h>

G_BEGIN_DECLS

/* Where a command reads and writes. */
typedef struct {
  const char *program;  /* the program as invoked (main()'s argv[0]) */
  FILE *in;
  FILE *out;
  FILE *err;
} CliStreams;

/* A subcommand: it takes the arguments from its own name on (argv[0] is
 * "play", "cs246"…) and returns the process's exit status.  The --help of
 * the commands that parse with GOption (play, bench, tournament) is
 * GOption's own: it goes to standard output and ends the process. */
typedef int (*CliCommand) (int argc, char **argv, const CliStreams *io);

int cli_bench      (int argc, char **argv, const CliStreams *io);
int cli_play       (int argc, char **argv, const CliStreams *io);
int cli_cs246      (int argc, char **argv, const CliStreams *io);
int cli_eecs280    (int argc, char **argv, const CliStreams *io);
int cli_review     (int argc, char **argv, const CliStreams *io);
int cli_egn        (int argc, char **argv, const CliStreams *io);
int cli_tournament (int argc, char **argv, const CliStreams *io);
int cli_engine     (int argc, char **argv, const CliStreams *io);

G_END_DECLS
