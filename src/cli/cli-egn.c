/* cli-egn.c — euchre-cli egn: check, convert and show Euchre Game Notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   euchre-cli egn validate FILE…   OK or the first problem of each file
 *   euchre-cli egn show FILE…       a readable transcript of each game
 *   euchre-cli egn convert IN [-o OUT] [--to egn|record]
 *                                   EGN → our game record, or our record or a
 *                                   CS 246 saved game → EGN (by default the
 *                                   other format); to
 *                                   standard output without -o or with -o -
 * A match file (Euchre Match Notation, euchre-emn.h) is validated game by
 * game, shown game by game and converted to a match file again.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "euchre-cs246.h"
#include "euchre-egn.h"
#include "euchre-emn.h"

#define USAGE "Usage: euchre-cli egn validate FILE…\n" \
              "       euchre-cli egn show FILE…\n" \
              "       euchre-cli egn convert IN [-o OUT] [--to egn|record]\n" \
              "IN is an EGN file, a match file (.emn), a game record or a CS 246 saved game.\n"

/* Reads @path whole: a regular file, refusing what is too large to be a
 * game. */
static char *
read_file (const char *path, gsize *length, GError **error)
{
  char *text = NULL;

  /* A match may be larger than a game: each parser refuses what is too
   * large for it. */
  if (!euchre_file_read_bounded (path, EUCHRE_EMN_MAX_BYTES, &text, length, error))
    return NULL;
  return text;
}

static gboolean
is_record (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return g_str_has_prefix (text, "euchre-game ");
}

static gboolean
looks_like_json (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{' || *text == '[' || *text == '\0';
}

/* A match, game by game: 0 when every game reads to its end. */
static int
validate_match (const char *path, const char *text, gsize length, const CliStreams *io)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreEmn) emn = euchre_emn_parse (text, (gssize) length, &error);
  int status = 0;
  guint n_deals;

  if (emn == NULL)
    {
      fprintf (io->out, "%s: %s\n", path, error->message);
      return 1;
    }
  for (guint g = 0; g < emn->games->len; g++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, g);

      if (game->egn == NULL || game->egn->problem != NULL)
        {
          /* TRANSLATORS: a file, a game of the match in it, and what is wrong */
          fprintf (io->out, _("%s: game %u: %s\n"), path, g + 1,
                   game->egn == NULL ? game->error : game->egn->problem);
          status = 1;
        }
    }
  n_deals = euchre_emn_n_deals (emn, NULL);
  if (status == 0)
    {
      g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game",
                                                             "%u games", emn->games->len),
                                                emn->games->len);
      g_autofree char *deals = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u deal",
                                                             "%u deals", n_deals), n_deals);

      /* TRANSLATORS: a match file, its number of games and of deals */
      fprintf (io->out, _("%s: OK (%s, %s)\n"), path, games, deals);
    }
  for (guint k = 0; k < emn->notes->len; k++)
    fprintf (io->out, _("%s: note: %s\n"), path, (const char *) g_ptr_array_index (emn->notes, k));
  for (guint g = 0; g < emn->games->len; g++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, g);

      for (guint k = 0; game->egn != NULL && k < game->egn->notes->len; k++)
        /* TRANSLATORS: a file, a game of the match in it, and a note on it */
        {
          /* Formatted apart: GCC's -O3 with the sanitizers takes a
           * translated format given to fprintf for a null one. */
          const char *note = g_ptr_array_index (game->egn->notes, k);
          g_autofree char *line = g_strdup_printf (_("%s: game %u: note: %s\n"), path, g + 1,
                                                   note);

          fputs (line, io->out);
        }
    }
  return status;
}

static int
validate (int argc, char **argv, const CliStreams *io)
{
  int status = 0;

  for (int i = 0; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreEgn) egn = NULL;
      g_autofree char *text = NULL;
      gsize length = 0;

      text = read_file (argv[i], &length, &error);
      if (text != NULL && euchre_emn_is_match (text, length))
        {
          status |= validate_match (argv[i], text, length, io);
          continue;
        }
      if (text != NULL)
        egn = euchre_egn_parse (text, (gssize) length, &error);
      if (egn == NULL)
        {
          fprintf (io->out, "%s: %s\n", argv[i], error->message);
          status = 1;
        }
      else if (egn->problem != NULL)
        {
          fprintf (io->out, "%s: %s\n", argv[i], egn->problem);
          status = 1;
        }
      else
        fprintf (io->out, g_dngettext (GETTEXT_PACKAGE, "%s: OK (%u deal)\n",
                                       "%s: OK (%u deals)\n", egn->n_deals),
                 argv[i], egn->n_deals);
      for (guint k = 0; egn != NULL && egn->notes != NULL && k < egn->notes->len; k++)
        /* TRANSLATORS: a file, and a note on what it does that the game reads anyway */
        {
          const char *note = g_ptr_array_index (egn->notes, k);
          g_autofree char *line = g_strdup_printf (_("%s: note: %s\n"), argv[i], note);

          fputs (line, io->out);
        }
    }
  return status;
}

static int
show (int argc, char **argv, const CliStreams *io)
{
  int status = 0;

  for (int i = 0; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreEgn) egn = NULL;
      g_autofree char *text = NULL;
      g_autofree char *transcript = NULL;
      gsize length = 0;

      text = read_file (argv[i], &length, &error);
      if (text != NULL && euchre_emn_is_match (text, length))
        {
          g_autoptr (EuchreEmn) emn = euchre_emn_parse (text, (gssize) length, &error);

          if (emn == NULL)
            {
              fprintf (io->err, "%s: %s\n", argv[i], error->message);
              status = 1;
              continue;
            }
          transcript = euchre_emn_transcript (emn);
          if (argc > 1)
            fprintf (io->out, "== %s ==\n", argv[i]);
          fputs (transcript, io->out);
          for (guint g = 0; g < emn->games->len; g++)
            {
              const EuchreEmnGame *game = g_ptr_array_index (emn->games, g);

              if (game->egn == NULL || game->egn->problem != NULL)
                status = 1;
            }
          continue;
        }
      if (text != NULL)
        egn = euchre_egn_parse (text, (gssize) length, &error);
      if (egn == NULL)
        {
          fprintf (io->err, "%s: %s\n", argv[i], error->message);
          status = 1;
          continue;
        }
      transcript = euchre_egn_transcript (egn);
      if (argc > 1)
        fprintf (io->out, "== %s ==\n", argv[i]);
      fputs (transcript, io->out);
      if (egn->problem != NULL)
        status = 1;
    }
  return status;
}

static int
convert (int argc, char **argv, const CliStreams *io)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *result = NULL;
  const char *in = NULL, *out = NULL, *to = NULL;
  gsize length = 0;

  for (int i = 0; i < argc; i++)
    {
      if (g_str_equal (argv[i], "-o") && i + 1 < argc)
        out = argv[++i];
      else if (g_str_equal (argv[i], "--to") && i + 1 < argc)
        to = argv[++i];
      else if (in == NULL && argv[i][0] != '-')
        in = argv[i];
      else
        {
          fprintf (io->err, USAGE);
          return 2;
        }
    }
  if (in == NULL || (to != NULL && !g_str_equal (to, "egn") && !g_str_equal (to, "record")))
    {
      fprintf (io->err, USAGE);
      return 2;
    }
  text = read_file (in, &length, &error);
  if (text == NULL)
    {
      fprintf (io->err, "%s: %s\n", in, error->message);
      return 1;
    }
  if (euchre_emn_is_match (text, length))
    {
      g_autoptr (EuchreEmn) emn = NULL;

      if (to != NULL && g_str_equal (to, "record"))
        {
          fprintf (io->err, _("%s: a match holds several games: it is written as a match file "
                              "(--to egn)\n"), in);
          return 1;
        }
      emn = euchre_emn_parse (text, (gssize) length, &error);
      if (emn == NULL)
        {
          fprintf (io->err, "%s: %s\n", in, error->message);
          return 1;
        }
      result = euchre_emn_to_string (emn, &error);
    }
  else if (is_record (text))
    {
      g_autoptr (EuchreRecord) record = euchre_record_parse (text, NULL, &error);
      g_autoptr (EuchreEgn) egn = NULL;
      g_autofree char *base = g_path_get_basename (in);

      if (record == NULL)
        {
          fprintf (io->err, "%s: %s\n", in, error->message);
          return 1;
        }
      if (to != NULL && g_str_equal (to, "record"))
        result = euchre_record_to_string (record);
      else
        {
          egn = euchre_egn_from_record (record, NULL, base, &error);
          if (egn == NULL)
            {
              fprintf (io->err, "%s: %s\n", in, error->message);
              return 1;
            }
          result = euchre_egn_to_string (egn, &error);
        }
    }
  else if (!looks_like_json (text))
    {
      /* A CS 246 saved game. */
      EuchreCs246Game game;
      g_autoptr (EuchreEgn) egn = NULL;

      if (!euchre_cs246_load (&game, text, (gssize) length, &error) ||
          (egn = euchre_egn_from_cs246 (&game.state, &error)) == NULL)
        {
          fprintf (io->err, "%s: %s\n", in, error->message);
          return 1;
        }
      result = to != NULL && g_str_equal (to, "record") ? euchre_record_to_string (egn->record)
                                                        : euchre_egn_to_string (egn, &error);
    }
  else
    {
      g_autoptr (EuchreEgn) egn = euchre_egn_parse (text, (gssize) length, &error);

      if (egn == NULL)
        {
          fprintf (io->err, "%s: %s\n", in, error->message);
          return 1;
        }
      if (egn->problem != NULL)
        {
          fprintf (io->err, "%s: %s\n", in, egn->problem);
          return 1;
        }
      if (to != NULL && g_str_equal (to, "egn"))
        result = euchre_egn_to_string (egn, &error);
      else
        {
          /* The game at its own target: deals played after it was won
           * are no part of it. */
          g_autoptr (EuchreRecord) game = euchre_egn_game_record (egn);

          result = euchre_record_to_string (game);
          if (egn->past_end_deal > 0)
            fprintf (io->err, _("%s: the game was won before deal %u; the deals from there on "
                                "are played past its end and left out of the record\n"),
                     in, egn->past_end_deal);
        }
    }
  if (result == NULL)
    {
      fprintf (io->err, "%s: %s\n", in, error->message);
      return 1;
    }
  if (out == NULL || g_str_equal (out, "-"))
    {
      fputs (result, io->out);
      if (result[0] != '\0' && result[strlen (result) - 1] != '\n')
        fputc ('\n', io->out);
      return 0;
    }
  /* A regular file is replaced atomically, through a link if OUT is one;
   * a device or a pipe is written into, never replaced. */
  if (!euchre_file_save (out, result, -1, &error))
    {
      fprintf (io->err, "%s: %s\n", out, error->message);
      return 1;
    }
  return 0;
}

int
cli_egn (int argc, char **argv, const CliStreams *io)
{
  if (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      fprintf (io->out, USAGE);
      return 0;
    }
  if (argc < 3)
    {
      fprintf (io->err, USAGE);
      return 2;
    }
  if (g_str_equal (argv[1], "validate"))
    return validate (argc - 2, argv + 2, io);
  if (g_str_equal (argv[1], "show"))
    return show (argc - 2, argv + 2, io);
  if (g_str_equal (argv[1], "convert"))
    return convert (argc - 2, argv + 2, io);
  fprintf (io->err, USAGE);
  return 2;
}
