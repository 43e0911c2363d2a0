/* cli-eecs280.c — `euchre-cli eecs280`: the EECS 280 course program, byte for byte
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre-cli eecs280 PACK_FILENAME [shuffle|noshuffle] POINTS_TO_WIN
 *                    NAME1 TYPE1 NAME2 TYPE2 NAME3 TYPE3 NAME4 TYPE4
 *
 * Prints exactly what the EECS 280 Euchre project specification
 * (Appendices A and B) and the course's euchre_test00.out.correct show.
 * Every move goes through euchre_state_apply_events() and the transcript
 * is printed from the events it reports.  Simple players are the engine's
 * "simple" strategy; Human players read whitespace-separated words from
 * the input, and the engine's own refusals explain an illegal choice.
 * Like the course program, everything goes to the one output stream (no
 * error stream).
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "euchre-ai.h"

#define USAGE_LINE \
  "Usage: euchre.exe PACK_FILENAME [shuffle|noshuffle] POINTS_TO_WIN NAME1 TYPE1 NAME2 TYPE2 " \
  "NAME3 TYPE3 NAME4 TYPE4\n"

typedef struct {
  FILE *in, *out;
  const char *names[4];
  EuchreStrategy *simple[4];    /* NULL for a Human player */
  EuchreState state;
} Game;

static void
game_clear (Game *game)
{
  for (guint seat = 0; seat < 4; seat++)
    g_clear_pointer (&game->simple[seat], euchre_strategy_free);
}

/* "Human player Bob's hand: [0] Nine of Spades", one line per card. */
static guint
print_hand (FILE *out, const char *name, EuchreCardSet hand, EuchreCard sorted[EUCHRE_N_CARDS])
{
  guint n = euchre_card_set_sorted (hand, sorted);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *card = euchre_card_long_name (sorted[i]);

      fprintf (out, "Human player %s's hand: [%u] %s\n", name, i, card);
    }
  return n;
}

/* The next whitespace-separated word of the input, or NULL at its end. */
static char *
read_word (const Game *game)
{
  GString *word = g_string_new (NULL);
  int c;

  fflush (game->out);
  do
    c = getc (game->in);
  while (c != EOF && g_ascii_isspace (c));
  if (c == EOF)
    {
      g_string_free (word, TRUE);
      return NULL;
    }
  while (c != EOF && !g_ascii_isspace (c))
    {
      g_string_append_c (word, (char) c);
      c = getc (game->in);
    }
  return g_string_free (word, FALSE);
}

/* Reads a word for @name; FALSE (after saying so) when the input ended. */
static gboolean
read_answer (const Game *game, const char *name, char **word)
{
  *word = read_word (game);
  if (*word != NULL)
    return TRUE;
  fprintf (game->out,
           "The input ended while waiting for Human player %s: the game is abandoned.\n", name);
  return FALSE;
}

/* @word as a whole number from @min to @max. */
static gboolean
parse_index (const char *word, gint64 min, gint64 max, gint64 *out)
{
  return g_ascii_string_to_signed (word, 10, min, max, out, NULL);
}

static gboolean
human_bid (const Game *game, guint seat, const EuchreView *view, EuchreAction *choice)
{
  const char *name = game->names[seat];
  FILE *out = game->out;
  EuchreCard sorted[EUCHRE_N_CARDS];

  print_hand (out, name, view->hand, sorted);
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *word = NULL;
      int suit = -1;

      fprintf (out, "Human player %s, please enter a suit, or \"pass\":\n", name);
      if (!read_answer (game, name, &word))
        return FALSE;
      for (int s = 0; s < EUCHRE_N_SUITS; s++)
        if (g_str_equal (word, euchre_suit_name (s)))
          suit = s;
      if (g_str_equal (word, "pass"))
        *choice = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                      FALSE);
      else if (suit < 0)
        {
          fprintf (out, "“%s” is not a suit: enter Spades, Hearts, Clubs, Diamonds or pass.\n",
                   word);
          continue;
        }
      else if (view->pub.phase == EUCHRE_PHASE_BID1 &&
               (EuchreSuit) suit == euchre_card_suit (view->pub.upcard))
        *choice = euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                      FALSE);
      else
        /* In round 1 the engine refuses another suit and says why. */
        *choice = euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, suit, FALSE);
      if (euchre_state_check (&game->state, choice, &error))
        return TRUE;
      fprintf (out, "%s\n", error->message);
    }
}

/* Asks @name for a card number from @lo (-1: the upcard) to @n - 1 of
 * @sorted until the engine accepts the @type action it names. */
static gboolean
ask_card (const Game *game, const char *name, const char *prompt, gint64 lo,
          const EuchreCard *sorted, guint n, EuchreCard upcard, EuchreActionType type,
          EuchreAction *choice)
{
  FILE *out = game->out;

  for (;;)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *word = NULL;
      gint64 i;

      fprintf (out, "Human player %s, please select a card%s:\n", name, prompt);
      if (!read_answer (game, name, &word))
        return FALSE;
      if (!parse_index (word, lo, (gint64) n - 1, &i))
        {
          fprintf (out, "“%s” is not a card number: enter a number from %d to %u.\n", word,
                   (int) lo, n - 1);
          continue;
        }
      *choice = euchre_action_make (type, i < 0 ? upcard : sorted[i], EUCHRE_SUIT_NONE, FALSE);
      if (euchre_state_check (&game->state, choice, &error))
        return TRUE;
      fprintf (out, "%s\n", error->message);
    }
}

/* The dealer's five cards (the upcard not among them), and -1 for the upcard. */
static gboolean
human_discard (const Game *game, guint seat, const EuchreView *view, EuchreAction *choice)
{
  const char *name = game->names[seat];
  EuchreCard upcard = view->pub.upcard;
  EuchreCard sorted[EUCHRE_N_CARDS];
  guint n = print_hand (game->out, name, view->hand & ~EUCHRE_CARD_BIT (upcard), sorted);

  fprintf (game->out, "Discard upcard: [-1]\n");
  return ask_card (game, name, " to discard", -1, sorted, n, upcard, EUCHRE_ACTION_DISCARD,
                   choice);
}

static gboolean
human_play (const Game *game, guint seat, const EuchreView *view, EuchreAction *choice)
{
  const char *name = game->names[seat];
  EuchreCard sorted[EUCHRE_N_CARDS];
  guint n = print_hand (game->out, name, view->hand, sorted);

  return ask_card (game, name, "", 0, sorted, n, EUCHRE_CARD_NONE, EUCHRE_ACTION_PLAY, choice);
}

/* The action of the seat to act; FALSE when a Human player's input ended. */
static gboolean
choose (Game *game, EuchreAction *out)
{
  guint seat = game->state.pub.turn;
  EuchreView view;

  if (game->state.pub.phase == EUCHRE_PHASE_DEAL ||
      game->state.pub.phase == EUCHRE_PHASE_HAND_OVER)
    {
      *out = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      return TRUE;
    }

  euchre_state_get_view (&game->state, seat, &view);
  if (game->simple[seat] != NULL)
    {
      EuchreActionList legal;

      euchre_view_legal_actions (&view, &legal);
      *out = euchre_strategy_choose (game->simple[seat], &view, &legal, NULL);
      return TRUE;
    }

  switch (view.pub.phase)
    {
    case EUCHRE_PHASE_BID1:
    case EUCHRE_PHASE_BID2:
      return human_bid (game, seat, &view, out);
    case EUCHRE_PHASE_DISCARD:
      return human_discard (game, seat, &view, out);
    case EUCHRE_PHASE_PLAY:
      return human_play (game, seat, &view, out);
    default:
      /* No other phase happens under the EECS 280 rules. */
      g_return_val_if_reached (FALSE);
    }
}

static void
print_side (const Game *game, guint side)
{
  fprintf (game->out, "%s and %s", game->names[side], game->names[side + 2]);
}

/* Prints one event of the action just applied, in the course's words. */
static void
report (const Game *game, const EuchreEvent *e)
{
  const EuchrePublic *p = &game->state.pub;
  FILE *out = game->out;
  g_autofree char *card = NULL;

  switch (e->type)
    {
    case EUCHRE_EVENT_DEALT:
      card = euchre_card_long_name (e->card);
      fprintf (out, "Hand %u\n%s deals\n%s turned up\n", p->hand_number - 1u, game->names[e->seat],
               card);
      break;
    case EUCHRE_EVENT_BID:
      if (e->action.type == EUCHRE_ACTION_PASS)
        fprintf (out, "%s passes\n", game->names[e->seat]);
      break;
    case EUCHRE_EVENT_TRUMP_MADE:
      fprintf (out, "%s orders up %s\n", game->names[e->seat], euchre_suit_name (e->suit));
      break;
    case EUCHRE_EVENT_PLAY_STARTED:
      /* Making is over: an extra newline. */
      fprintf (out, "\n");
      break;
    case EUCHRE_EVENT_CARD_PLAYED:
      card = euchre_card_long_name (e->card);
      fprintf (out, "%s %s by %s\n", card, e->lead ? "led" : "played", game->names[e->seat]);
      break;
    case EUCHRE_EVENT_TRICK_WON:
      fprintf (out, "%s takes the trick\n\n", game->names[e->seat]);
      break;
    case EUCHRE_EVENT_HAND_SCORED:
      /* The course's rules (stick the dealer) never pass a hand out. */
      if (e->kind == EUCHRE_RESULT_PASSED)
        break;
      print_side (game, e->side);
      fprintf (out, " win the hand\n");
      if (e->kind == EUCHRE_RESULT_MARCH)
        fprintf (out, "march!\n");
      else if (e->kind == EUCHRE_RESULT_EUCHRE)
        fprintf (out, "euchred!\n");
      for (guint side = 0; side < 2; side++)
        {
          print_side (game, side);
          fprintf (out, " have %u points\n", p->score[side]);
        }
      fprintf (out, "\n");
      break;
    case EUCHRE_EVENT_GAME_OVER:
      print_side (game, e->side);
      fprintf (out, " win!\n");
      break;
    default:
      break;
    }
}

static int
usage (FILE *out)
{
  fprintf (out, USAGE_LINE);
  return 1;
}

/* The course program echoes the program name as invoked first. */
int
cli_eecs280 (int argc, char **argv, const CliStreams *io)
{
  const char *pack_filename;
  gboolean shuffle;
  gint64 points;
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  EuchreCard deck[24];
  EuchreRules rules;
  Game game = { io->in, io->out };
  int status = 0;

  /* The course counts 12 words with the program name: 11 arguments. */
  if (argc != 12)
    return usage (io->out);
  pack_filename = argv[1];
  if (g_str_equal (argv[2], "shuffle"))
    shuffle = TRUE;
  else if (g_str_equal (argv[2], "noshuffle"))
    shuffle = FALSE;
  else
    return usage (io->out);
  if (!g_ascii_string_to_signed (argv[3], 10, EUCHRE_RULES_MIN_POINTS, EUCHRE_RULES_MAX_POINTS,
                                 &points, NULL))
    return usage (io->out);
  for (guint seat = 0; seat < 4; seat++)
    {
      const char *type = argv[5 + 2 * seat];

      if (!g_str_equal (type, "Simple") && !g_str_equal (type, "Human"))
        return usage (io->out);
      game.names[seat] = argv[4 + 2 * seat];
    }

  if (!euchre_file_read_bounded (pack_filename, EUCHRE_FILE_PACK_MAX_BYTES, &contents, NULL,
                                 NULL))
    {
      fprintf (io->out, "Error opening %s\n", pack_filename);
      return 1;
    }
  if (!euchre_deck_parse_pack (contents, deck, &error))
    {
      fprintf (io->out, "Error reading %s: %s\n", pack_filename, error->message);
      return 1;
    }

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  rules.points_to_win = (guint8) points;
  rules.shuffle = shuffle ? EUCHRE_SHUFFLE_IN : EUCHRE_SHUFFLE_NONE;
  rules.first_dealer = 0;
  if (!euchre_state_init_with_deck (&game.state, &rules, 0, deck, G_N_ELEMENTS (deck), &error))
    {
      fprintf (io->out, "Error reading %s: %s\n", pack_filename, error->message);
      return 1;
    }
  for (guint seat = 0; seat < 4; seat++)
    if (g_str_equal (argv[5 + 2 * seat], "Simple"))
      game.simple[seat] = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL, seat);

  fprintf (io->out, "%s ", io->program);
  for (int i = 1; i < argc; i++)
    fprintf (io->out, "%s ", argv[i]);
  fprintf (io->out, "\n");

  while (game.state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreEventList events;
      EuchreAction action;

      if (!choose (&game, &action))
        {
          status = 1;
          break;
        }
      if (!euchre_state_apply_events (&game.state, &action, &events, &error))
        {
          /* Cannot happen: every choice was checked or is a strategy's legal one. */
          fprintf (io->out, "Internal error: %s\n", error->message);
          status = 1;
          break;
        }
      for (guint i = 0; i < events.n; i++)
        report (&game, &events.events[i]);
    }

  game_clear (&game);
  fflush (io->out);
  return status;
}
