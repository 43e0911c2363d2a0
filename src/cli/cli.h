/* cli.h — the euchre-cli subcommands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each takes the arguments after the subcommand name (argv[0] is the
 * subcommand) and returns the process exit status. */
int cli_bench (int argc, char **argv);
int cli_play  (int argc, char **argv);
int cli_cs246 (int argc, char **argv);
int cli_eecs280 (int argc, char **argv);
int cli_tournament (int argc, char **argv);


G_END_DECLS
