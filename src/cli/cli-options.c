/* cli-options.c — what the commands share in reading their arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>

#include "cli.h"

gboolean
cli_parse_options (GOptionContext   *context,
                   const char       *command,
                   int              *argc,
                   char           ***argv,
                   const CliStreams *io)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (io->err, "euchre-cli %s: %s\n", command, error->message);
      return FALSE;
    }
  if (*argc > 1)
    {
      fprintf (io->err, "euchre-cli %s: unexpected argument “%s”\n", command, (*argv)[1]);
      return FALSE;
    }
  return TRUE;
}
