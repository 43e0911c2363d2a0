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

#include "euchre-egn.h"
#include "euchre-file.h"

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
int cli_train      (int argc, char **argv, const CliStreams *io);
int cli_calibrate  (int argc, char **argv, const CliStreams *io);

void cli_wilson_interval (guint wins, guint n, double *low, double *high);

/* Parses the options of @command ("bench") with @context, which takes no
 * other argument; FALSE after saying why on io->err (the exit status is
 * then 2). */
gboolean cli_parse_options (GOptionContext   *context,
                            const char       *command,
                            int              *argc,
                            char           ***argv,
                            const CliStreams *io);

/* The seed of the strategy in slot @slot (a seat 0–3, or 4: the deal) of
 * deal pair @pair of a tournament seeded @seed: the in-process players'
 * (cli-tournament-game.c) and `engine --seed`'s, so that both play alike. */
guint64 cli_derive_seed (guint64 seed, guint pair, guint slot);

/* Shared by `review` (cli-review.c) and `review --agreement`
 * (cli-agreement.c).  The game in @path, a record or saved game of ours
 * or EGN (*@is_egn), as an EuchreEgn (for a record only ->record is set);
 * NULL after saying why on io->err.  A problem in an EGN file's deals is
 * a warning on io->err, and the game up to it is returned. */
EuchreEgn    *cli_review_load    (const char       *path,
                                 gboolean         *is_egn,
                                 const CliStreams *io);
/* The cards of the deal of entry @entry that @record does not know. */
EuchreCardSet cli_review_unknown (const EuchreRecord *record,
                                  guint               entry);
/* `review --agreement`: returns the exit status. */
int           cli_agreement      (const char *const *paths,
                                  guint              n,
                                  guint64            seed,
                                  gint64             budget_us,
                                  gboolean           json,
                                  const CliStreams  *io);

G_END_DECLS
