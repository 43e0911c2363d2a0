/* cli-cs246.c — `euchre-cli cs246`: the program of the CS 246 Euchre assignment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Player 0 is a person reading commands from the input; players 1–3
 * are the `classic` strategy.  Every move goes through
 * euchre_state_apply_events(); this file only reads commands and prints
 * the events it reports, in the words of section 2.4 of the CS 246 Euchre
 * assignment (the section numbers below are the assignment's).
 *
 * Choices where the assignment leaves the format open:
 * - A card prints as its two-letter short name ("QD", "TS"), as in the
 *   assignment's Deck and Kitty examples.
 * - A suit prints as its letter (H, D, S, C): the assignment names suits by
 *   these letters (1.1), reads them so in commands (2.5) and prints a card as
 *   rank letter + suit letter, so its suit on its own is the letter.
 * - "Player X: hand [...] # tricks N" lists the cards in the order they
 *   were dealt (a saved game: the file's order); a picked-up top card
 *   comes last.
 * - The "choose a suit / choose card to …" lines are printed for every
 *   player whose turn it is, computer players included (the assignment prints
 *   "choose a suit" "for each player in turn"); the "> " prompt only for
 *   the person.
 * - Section 2.4 lists "Player X takes the trick." and "Score for Team X-Y
 *   is now N." together "once all eligible players have played in the
 *   round": both are printed after every trick, N being the points of the
 *   trick winner's team (which change only when the hand is scored, after
 *   the fifth trick).  Then "Aw, team X-Y was euchred!" and
 *   "Team X-Y WINS!!!" as they apply.
 * - A person's errors re-prompt with "> " only.  End of input quits like q.
 * - q and r are commands wherever the person types a word, the word after
 *   a suit (where n or a is expected) included; a wrong word is echoed
 *   whole, however long.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "euchre-cs246.h"
#include "euchre-ai.h"

#define PROGRAM "euchre-cli cs246"
#define USAGE "Usage: euchre-cli cs246 [-d] [-s SEED] [-f FILE]\n"

typedef struct {
  EuchreState state;
  gboolean debug;
  gboolean human;                     /* player 0 has not rage quit */
  EuchreStrategy *cpu[4];
  guint8 order[EUCHRE_N_CARDS];       /* where each card shows in its hand */
  FILE *in, *out, *err;
} Game;

typedef enum {
  HUMAN_ACTION,      /* *out holds the action */
  HUMAN_RAGE_QUIT,   /* a computer player takes over */
  HUMAN_QUIT,        /* q, the end of input, or a renege's penalty won the game */
} HumanResult;

/* ---- printing -------------------------------------------------------------- */

static const char *
card_name (EuchreCard card, char buf[3])
{
  return euchre_card_short_name (card, buf);
}

static char
suit_letter (EuchreSuit suit)
{
  return euchre_suit_letter (suit);
}

static const char *
team_name (guint side)
{
  return side == 0 ? "0-2" : "1-3";
}

static void
print_hand (const Game *g, guint seat)
{
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = 0;
  FILE *out = g->out;

  for (EuchreCardSet s = g->state.hands[seat]; s; s &= s - 1)
    cards[n++] = euchre_card_set_first (s);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && g->order[cards[j]] < g->order[cards[j - 1]]; j--)
      {
        EuchreCard t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
  fprintf (out, "Player %u: hand [", seat);
  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      fprintf (out, "%s%s", i > 0 ? " " : "", card_name (cards[i], buf));
    }
  fprintf (out, "] # tricks %u\n", g->state.pub.seat_tricks[seat]);
}

static void
print_cards (FILE *out, const char *label, const EuchreCard *cards, guint n)
{
  fprintf (out, "%s:", label);
  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      fprintf (out, " %s", card_name (cards[i], buf));
    }
  fprintf (out, "\n");
}

static void
print_making (FILE *out, guint seat, guint dealer, const EuchreAction *a)
{
  if (a->type == EUCHRE_ACTION_ORDER_UP)
    fprintf (out, "Player %u orders up player %u%s.\n", seat, dealer,
             a->alone ? " and goes alone" : "");
  else
    fprintf (out, "Player %u declares %c trump%s.\n", seat, suit_letter (a->suit),
             a->alone ? " and goes alone" : "");
}

/* What everyone sees when a hand starts (dealt, or read from a file). */
static void
print_hand_start (const Game *g, gboolean shuffled)
{
  const EuchreState *s = &g->state;
  const EuchrePublic *p = &s->pub;
  FILE *out = g->out;
  char buf[3];

  fprintf (out, "Scores: Team 0-2 %u, Team 1-3 %u\n", p->score[0], p->score[1]);
  if (g->debug && shuffled)
    print_cards (out, "Deck", s->deck, s->deck_size);
  if (g->debug)
    print_cards (out, "Kitty", s->deck + s->deck_size - 4, 4);
  for (guint seat = 0; seat < 4; seat++)
    if (g->debug || (seat == 0 && g->human))
      print_hand (g, seat);
  fprintf (out, "Top card of the kitty is: %s\n", card_name (p->upcard, buf));
  fprintf (out, "Proposed trump suit is: %c\n", suit_letter (euchre_card_suit (p->upcard)));
  fprintf (out, "Dealer is player %u.\n", p->dealer);
}

static void
print_turn_start (const Game *g)
{
  const EuchrePublic *p = &g->state.pub;
  guint seat = p->turn;
  FILE *out = g->out;

  if (g->debug || (seat == 0 && g->human))
    print_hand (g, seat);
  switch (p->phase)
    {
    case EUCHRE_PHASE_BID2:
      fprintf (out, "Player %u, choose a suit.\n", seat);
      break;
    case EUCHRE_PHASE_DISCARD:
      fprintf (out, "Player %u, choose card to discard.\n", seat);
      break;
    case EUCHRE_PHASE_PLAY:
      fprintf (out, "Player %u, choose card to %s.\n", seat, p->n_played == 0 ? "lead" : "play");
      break;
    default:
      break;
    }
}

/* Prints one event of the action just applied. */
static void
print_event (Game *g, const EuchreEvent *e)
{
  const EuchrePublic *p = &g->state.pub;
  FILE *out = g->out;
  char buf[3];

  switch (e->type)
    {
    case EUCHRE_EVENT_DEALT:
      for (guint i = 0; i < g->state.deck_size; i++)
        g->order[g->state.deck[i]] = i;
      print_hand_start (g, TRUE);
      fprintf (out, "Decision on trump starts with player %u.\n", p->turn);
      break;

    case EUCHRE_EVENT_BID:
      if (e->action.type == EUCHRE_ACTION_PASS)
        fprintf (out, "Player %u: passes.\n", e->seat);
      else if (e->action.type != EUCHRE_ACTION_DEFEND_ALONE)
        print_making (out, e->seat, p->dealer, &e->action);
      break;

    case EUCHRE_EVENT_UPCARD_TURNED_DOWN:
      fprintf (out, "Kitty passed on, trump may not be %c.\n",
               suit_letter (euchre_card_suit (e->card)));
      break;

    case EUCHRE_EVENT_ALL_PASSED:
      fprintf (out, "No trump declared, hand is nullified. Deal switches to player %u.\n", e->seat);
      break;

    case EUCHRE_EVENT_DISCARDED:
      if (g->debug)
        fprintf (out, "Player %u: discards %s.\n", e->seat, card_name (e->card, buf));
      break;

    case EUCHRE_EVENT_CARD_PLAYED:
      {
        guint next = (e->seat + 1) & 3;

        fprintf (out, "Player %u %s %s.\n", e->seat, e->lead ? "leads" : "plays",
                 card_name (e->card, buf));
        /* The loner's partner's place in the round comes round too. */
        if ((p->out_mask & (1u << next)) && next != p->trick_leader[e->number])
          fprintf (out, "Player %u skipped.\n", next);
      }
      break;

    case EUCHRE_EVENT_TRICK_WON:
      {
        guint side = euchre_seat_side (e->seat);

        fprintf (out, "Player %u takes the trick.\n", e->seat);
        fprintf (out, "Score for Team %s is now %u.\n", team_name (side), p->score[side]);
      }
      break;

    case EUCHRE_EVENT_HAND_SCORED:
      if (e->kind == EUCHRE_RESULT_EUCHRE || e->kind == EUCHRE_RESULT_ALONE_EUCHRE ||
          e->kind == EUCHRE_RESULT_SUPER_EUCHRE)
        fprintf (out, "Aw, team %s was euchred!\n", team_name (euchre_seat_side (e->seat)));
      break;

    case EUCHRE_EVENT_GAME_OVER:
      fprintf (out, "Team %s WINS!!!\n", team_name (e->side));
      break;

    default:
      break;
    }
}

/* ---- the person at seat 0 ----------------------------------------------------- */

/* Reads one whitespace-separated word, of any length, into @word; FALSE at
 * the end of input. */
static gboolean
read_word (Game *g, GString *word)
{
  int c;

  g_string_truncate (word, 0);
  do
    c = getc (g->in);
  while (c != EOF && g_ascii_isspace (c));
  if (c == EOF)
    return FALSE;
  while (c != EOF && !g_ascii_isspace (c))
    {
      g_string_append_c (word, c);
      c = getc (g->in);
    }
  return TRUE;
}

static void
unrecognized (const Game *g, const char *word)
{
  fprintf (g->out, "ERROR: command '%s' is unrecognized. Please enter a valid command.\n", word);
}

/* A card of the 24-card deck written as rank and suit ("9s", "QD"). */
static EuchreCard
parse_card (const char *word)
{
  EuchreCard c = strlen (word) == 2 ? euchre_card_parse (word) : EUCHRE_CARD_NONE;

  if (c == EUCHRE_CARD_NONE || c == EUCHRE_JOKER || euchre_card_rank (c) < EUCHRE_NINE)
    return EUCHRE_CARD_NONE;
  return c;
}

static EuchreSuit
parse_suit (const char *word)
{
  return strlen (word) == 1 ? euchre_suit_parse (word) : EUCHRE_SUIT_NONE;
}

/* A making action as the person asked; ordering up one's partner is
 * going alone whether or not "oa" was typed (the assignment, 1.2.1). */
static EuchreAction
making (const EuchreState *s, EuchreActionType type, EuchreSuit suit, gboolean alone)
{
  EuchreAction a = euchre_action_make (type, EUCHRE_CARD_NONE, suit, alone);
  EuchreAction forced = euchre_action_make (type, EUCHRE_CARD_NONE, suit, TRUE);
  EuchreActionList list;

  euchre_state_legal_actions (s, &list);
  if (!euchre_action_list_contains (&list, &a) && euchre_action_list_contains (&list, &forced))
    return forced;
  return a;
}

/* Whether @word is q or r, the commands that end the person's play
 * wherever they are asked for something (2.5); if so, *result says which. */
static gboolean
quit_command (const Game *g, const char *word, HumanResult *result)
{
  if (g_str_equal (word, "q"))
    {
      *result = HUMAN_QUIT;
      return TRUE;
    }
  if (g_str_equal (word, "r"))
    {
      fprintf (g->out, "Player 0 rage quit.\n");
      *result = HUMAN_RAGE_QUIT;
      return TRUE;
    }
  return FALSE;
}

/* The person played a card that does not follow suit (typed as @word):
 * the renege is applied and the other side scores; FALSE if the engine
 * refused it. */
static gboolean
human_renege (Game *g, EuchreCard card, const char *word)
{
  EuchreAction renege = euchre_action_make (EUCHRE_ACTION_RENEGE, card, EUCHRE_SUIT_NONE, FALSE);
  EuchreEventList events;

  if (!euchre_state_apply_events (&g->state, &renege, &events, NULL))
    return FALSE;
  for (guint i = 0; i < events.n; i++)
    {
      const EuchreEvent *e = &events.events[i];

      if (e->type != EUCHRE_EVENT_RENEGE)
        {
          print_event (g, e);
          continue;
        }
      fprintf (g->out, "ERROR: renegeing with card '%s'. Please enter a valid card.\n", word);
      fprintf (g->out, "Score for Team %s is now %u.\n", team_name (e->side),
               g->state.pub.score[e->side]);
    }
  return TRUE;
}

/* Reads commands until one is a move of the current phase.  Mistakes are
 * explained and the prompt comes back; a renege is applied (it scores for
 * the other side) and the prompt comes back. */
static HumanResult
human_turn (Game *g, EuchreAction *out)
{
  EuchreState *s = &g->state;
  g_autoptr (GString) word_buf = g_string_new (NULL);
  g_autoptr (GString) mode_buf = g_string_new (NULL);

  for (;;)
    {
      const EuchrePublic *p = &s->pub;
      const char *word, *mode;
      EuchreCard card;
      EuchreSuit suit;
      HumanResult quit;

      fprintf (g->out, "> ");
      fflush (g->out);
      if (!read_word (g, word_buf))
        return HUMAN_QUIT;
      word = word_buf->str;
      if (quit_command (g, word, &quit))
        return quit;

      switch (p->phase)
        {
        case EUCHRE_PHASE_BID1:
          if (g_str_equal (word, "p"))
            *out = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
          else if (g_str_equal (word, "o") || g_str_equal (word, "oa"))
            *out = making (s, EUCHRE_ACTION_ORDER_UP, EUCHRE_SUIT_NONE, word[1] == 'a');
          else
            {
              unrecognized (g, word);
              continue;
            }
          break;

        case EUCHRE_PHASE_BID2:
          if (g_str_equal (word, "p"))
            {
              *out = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
              break;
            }
          if (g_str_equal (word, "o") || g_str_equal (word, "oa"))
            {
              fprintf (g->out, "ERROR: cannot order up if top card turned down. "
                       "Please enter a valid command.\n");
              continue;
            }
          suit = parse_suit (word);
          if (suit == EUCHRE_SUIT_NONE)
            {
              unrecognized (g, word);
              continue;
            }
          /* The n or a after a turned-down suit is not read (2.5). */
          if (suit == euchre_card_suit (p->upcard))
            {
              fprintf (g->out, "ERROR: invalid suit '%s' since previously turned down. "
                       "Please enter a valid suit.\n", word);
              continue;
            }
          if (!read_word (g, mode_buf))
            return HUMAN_QUIT;
          mode = mode_buf->str;
          /* q and r are commands here too (2.5), not a wrong n or a. */
          if (quit_command (g, mode, &quit))
            return quit;
          if (!g_str_equal (mode, "n") && !g_str_equal (mode, "a"))
            {
              unrecognized (g, mode);
              continue;
            }
          *out = making (s, EUCHRE_ACTION_CALL, suit, mode[0] == 'a');
          break;

        case EUCHRE_PHASE_DISCARD:
        case EUCHRE_PHASE_PLAY:
          card = parse_card (word);
          if (card == EUCHRE_CARD_NONE)
            {
              unrecognized (g, word);
              continue;
            }
          if (!(s->hands[0] & EUCHRE_CARD_BIT (card)))
            {
              fprintf (g->out, "ERROR: card '%s' not in hand. Please enter a valid card.\n", word);
              continue;
            }
          if (p->phase == EUCHRE_PHASE_DISCARD)
            {
              *out = euchre_action_make (EUCHRE_ACTION_DISCARD, card, EUCHRE_SUIT_NONE, FALSE);
              break;
            }
          *out = euchre_action_make (EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
          if (!(euchre_state_legal_plays (s) & EUCHRE_CARD_BIT (card)) &&
              human_renege (g, card, word))
            {
              /* The penalty's points can win the game: it ends there. */
              if (s->pub.phase == EUCHRE_PHASE_GAME_OVER)
                return HUMAN_QUIT;
              continue;
            }
          break;

        default:
          g_assert_not_reached ();
        }

      {
        g_autoptr (GError) error = NULL;

        if (euchre_state_check (s, out, &error))
          return HUMAN_ACTION;
        /* Not reachable under the CS 246 rules; say why all the same. */
        fprintf (g->out, "ERROR: %s\n", error->message);
      }
    }
}

/* ---- the game ---------------------------------------------------------------------- */

static EuchreAction
computer_turn (Game *g)
{
  guint seat = g->state.pub.turn;
  EuchreView view;
  EuchreActionList legal;

  if (g->cpu[seat] == NULL)
    g->cpu[seat] = euchre_strategy_new ("classic", EUCHRE_PERSONALITY_NORMAL, seat);
  euchre_state_get_view (&g->state, seat, &view);
  euchre_view_legal_actions (&view, &legal);
  return euchre_strategy_choose (g->cpu[seat], &view, &legal, NULL);
}

static int
run (Game *g)
{
  for (;;)
    {
      EuchrePublic *p = &g->state.pub;
      g_autoptr (GError) error = NULL;
      EuchreEventList events;
      EuchreAction a;

      if (p->phase == EUCHRE_PHASE_GAME_OVER)
        return 0;
      if (p->phase == EUCHRE_PHASE_DEAL || p->phase == EUCHRE_PHASE_HAND_OVER)
        a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      else
        {
          print_turn_start (g);
          if (p->turn == 0 && g->human)
            {
              HumanResult r = human_turn (g, &a);

              if (r == HUMAN_QUIT)
                return 0;
              if (r == HUMAN_RAGE_QUIT)
                {
                  g->human = FALSE;
                  a = computer_turn (g);
                }
            }
          else
            a = computer_turn (g);
        }

      if (!euchre_state_apply_events (&g->state, &a, &events, &error))
        {
          g_autofree char *text = euchre_action_to_string (&a);

          fprintf (g->err, "%s: internal error: %s refused: %s\n", PROGRAM, text,
                   error->message);
          return 1;
        }
      for (guint i = 0; i < events.n; i++)
        print_event (g, &events.events[i]);
    }
}

/* Sets the game up from a saved file; prints the hand's start. */
static gboolean
load (Game *g, const char *filename)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  EuchreCs246Game saved;
  const EuchrePublic *p;

  if (!euchre_file_read_bounded (filename, EUCHRE_FILE_GAME_MAX_BYTES, &contents, &length,
                                 &error) ||
      !euchre_cs246_load (&saved, contents, length, &error))
    {
      fprintf (g->err, "%s: %s: %s\n", PROGRAM, filename, error->message);
      return FALSE;
    }
  g->state = saved.state;
  p = &g->state.pub;
  /* Cards show in the file's order; any other card (a top card picked up
   * later) after them. */
  for (guint i = 0; i < g->state.deck_size; i++)
    g->order[g->state.deck[i]] = 40 + i;
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < saved.hand_size[seat]; i++)
      g->order[saved.hands[seat][i]] = i;

  if (g->debug)
    fprintf (g->out, "Seed: %" G_GINT64_FORMAT "\n", saved.seed);
  print_hand_start (g, FALSE);
  if (!saved.trump_set)
    fprintf (g->out, "Decision on trump starts with player %u.\n", p->turn);
  else
    print_making (g->out, p->maker, p->dealer, &p->bids[p->bid_round - 1][p->maker]);
  return TRUE;
}

static void usage_error (FILE *err, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
usage_error (FILE *err, const char *format, ...)
{
  va_list args;

  fprintf (err, "%s: ", PROGRAM);
  va_start (args, format);
  vfprintf (err, format, args);
  va_end (args);
  fprintf (err, "\n" USAGE);
}

static gboolean
parse_seed (const char *text, gint64 *seed)
{
  return g_ascii_string_to_signed (text, 10, G_MININT32, G_MAXUINT32, seed, NULL);
}

int
cli_cs246 (int argc, char **argv, const CliStreams *io)
{
  gboolean debug = FALSE;
  gint64 seed = 0;
  const char *filename = NULL;
  Game g;
  int status;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "-h") || g_str_equal (arg, "--help"))
        {
          fprintf (io->out, USAGE);
          return 0;
        }
      else if (g_str_equal (arg, "-d"))
        debug = TRUE;
      else if (g_str_equal (arg, "-s") || g_str_equal (arg, "-f"))
        {
          if (i + 1 >= argc)
            {
              usage_error (io->err, "%s needs a value", arg);
              return 2;
            }
          if (arg[1] == 'f')
            filename = argv[++i];
          else if (!parse_seed (argv[++i], &seed))
            {
              usage_error (io->err, "the seed must be a whole number, not “%s”", argv[i]);
              return 2;
            }
        }
      /* The seed lists "./euchre -d 123" among the possible commands. */
      else if (arg[0] != '-' && parse_seed (arg, &seed))
        ;
      else
        {
          if (arg[0] == '-')
            usage_error (io->err, "unknown option “%s”", arg);
          else
            usage_error (io->err, "unexpected argument “%s”", arg);
          return 2;
        }
    }

  memset (&g, 0, sizeof g);
  g.debug = debug;
  g.human = TRUE;
  g.in = io->in;
  g.out = io->out;
  g.err = io->err;
  if (filename != NULL)
    {
      /* The file's seed replaces any -s (2.1). */
      if (!load (&g, filename))
        return 1;
    }
  else
    {
      EuchreRules rules;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_CS246);
      euchre_state_init (&g.state, &rules, (guint32) seed);
      if (debug)
        fprintf (g.out, "Seed: %" G_GINT64_FORMAT "\n", seed);
    }

  status = run (&g);
  fflush (g.out);
  for (guint seat = 0; seat < 4; seat++)
    g_clear_pointer (&g.cpu[seat], euchre_strategy_free);
  return status;
}
