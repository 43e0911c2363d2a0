/* cli-cs246.c — `euchre-cli cs246`: the CS 246 course program (seed 003)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Player 0 is a person reading commands from standard input; players 1–3
 * are the `classic` strategy.  Every move goes through euchre_state_apply();
 * this file only reads commands and prints what happened, in the words of
 * section 2.4 of the seed.
 *
 * Choices where the seed leaves the format open:
 * - A card prints as its two-letter short name ("QD", "TS"), as in the
 *   seed's Deck and Kitty examples.
 * - A suit prints as its letter (H, D, S, C): the seed names suits by these
 *   letters (1.1), reads them so in commands (2.5) and prints a card as
 *   rank letter + suit letter, so its suit on its own is the letter.
 * - "Player X: hand [...] # tricks N" lists the cards in the order they
 *   were dealt (a saved game: the file's order); a picked-up top card
 *   comes last.
 * - The "choose a suit / choose card to …" lines are printed for every
 *   player whose turn it is, computer players included (the seed prints
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
  FILE *in;
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

  for (EuchreCardSet s = g->state.hands[seat]; s; s &= s - 1)
    cards[n++] = euchre_card_set_first (s);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && g->order[cards[j]] < g->order[cards[j - 1]]; j--)
      {
        EuchreCard t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
  printf ("Player %u: hand [", seat);
  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      printf ("%s%s", i > 0 ? " " : "", card_name (cards[i], buf));
    }
  printf ("] # tricks %u\n", g->state.pub.seat_tricks[seat]);
}

static void
print_cards (const char *label, const EuchreCard *cards, guint n)
{
  printf ("%s:", label);
  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      printf (" %s", card_name (cards[i], buf));
    }
  printf ("\n");
}

static void
print_making (guint seat, guint dealer, const EuchreAction *a)
{
  if (a->type == EUCHRE_ACTION_ORDER_UP)
    printf ("Player %u orders up player %u%s.\n", seat, dealer,
            a->alone ? " and goes alone" : "");
  else
    printf ("Player %u declares %c trump%s.\n", seat, suit_letter (a->suit),
            a->alone ? " and goes alone" : "");
}

/* What everyone sees when a hand starts (dealt, or read from a file). */
static void
print_hand_start (const Game *g, gboolean shuffled)
{
  const EuchreState *s = &g->state;
  const EuchrePublic *p = &s->pub;
  char buf[3];

  printf ("Scores: Team 0-2 %u, Team 1-3 %u\n", p->score[0], p->score[1]);
  if (g->debug && shuffled)
    print_cards ("Deck", s->deck, s->deck_size);
  if (g->debug)
    print_cards ("Kitty", s->deck + s->deck_size - 4, 4);
  for (guint seat = 0; seat < 4; seat++)
    if (g->debug || (seat == 0 && g->human))
      print_hand (g, seat);
  printf ("Top card of the kitty is: %s\n", card_name (p->upcard, buf));
  printf ("Proposed trump suit is: %c\n", suit_letter (euchre_card_suit (p->upcard)));
  printf ("Dealer is player %u.\n", p->dealer);
}

static void
print_turn_start (const Game *g)
{
  const EuchrePublic *p = &g->state.pub;
  guint seat = p->turn;

  if (g->debug || (seat == 0 && g->human))
    print_hand (g, seat);
  switch (p->phase)
    {
    case EUCHRE_PHASE_BID2:
      printf ("Player %u, choose a suit.\n", seat);
      break;
    case EUCHRE_PHASE_DISCARD:
      printf ("Player %u, choose card to discard.\n", seat);
      break;
    case EUCHRE_PHASE_PLAY:
      printf ("Player %u, choose card to %s.\n", seat, p->n_played == 0 ? "lead" : "play");
      break;
    default:
      break;
    }
}

/* Prints what @a, just applied by @seat, did. */
static void
print_result (const Game *g, const EuchreState *before, guint seat, const EuchreAction *a)
{
  const EuchrePublic *b = &before->pub, *p = &g->state.pub;
  char buf[3];

  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      printf ("Player %u: passes.\n", seat);
      if (b->phase == EUCHRE_PHASE_BID1 && p->phase == EUCHRE_PHASE_BID2)
        printf ("Kitty passed on, trump may not be %c.\n",
                suit_letter (euchre_card_suit (p->upcard)));
      else if (p->phase == EUCHRE_PHASE_HAND_OVER && p->last.kind == EUCHRE_RESULT_PASSED)
        printf ("No trump declared, hand is nullified. Deal switches to player %u.\n",
                (b->dealer + 1) & 3);
      break;

    case EUCHRE_ACTION_ORDER_UP:
    case EUCHRE_ACTION_CALL:
      print_making (seat, b->dealer, a);
      break;

    case EUCHRE_ACTION_DISCARD:
      if (g->debug)
        printf ("Player %u: discards %s.\n", seat, card_name (a->card, buf));
      break;

    case EUCHRE_ACTION_PLAY:
      {
        guint t = b->trick_number, next = (seat + 1) & 3;

        printf ("Player %u %s %s.\n", seat, b->n_played == 0 ? "leads" : "plays",
                card_name (a->card, buf));
        /* The loner's partner's place in the round comes round too. */
        if ((b->out_mask & (1u << next)) && next != b->trick_leader[t])
          printf ("Player %u skipped.\n", next);
        if (p->trick_number > t || p->phase != EUCHRE_PHASE_PLAY)
          {
            guint winner = p->trick_winner[t], side = euchre_seat_side (winner);

            printf ("Player %u takes the trick.\n", winner);
            printf ("Score for Team %s is now %u.\n", team_name (side), p->score[side]);
          }
        if (p->phase == EUCHRE_PHASE_HAND_OVER || p->phase == EUCHRE_PHASE_GAME_OVER)
          {
            if (p->last.kind == EUCHRE_RESULT_EUCHRE ||
                p->last.kind == EUCHRE_RESULT_ALONE_EUCHRE ||
                p->last.kind == EUCHRE_RESULT_SUPER_EUCHRE)
              printf ("Aw, team %s was euchred!\n", team_name (euchre_seat_side (p->maker)));
            if (p->phase == EUCHRE_PHASE_GAME_OVER)
              printf ("Team %s WINS!!!\n", team_name (p->winner));
          }
      }
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
unrecognized (const char *word)
{
  printf ("ERROR: command '%s' is unrecognized. Please enter a valid command.\n", word);
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
 * going alone whether or not "oa" was typed (seed 003, 1.2.1). */
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
quit_command (const char *word, HumanResult *result)
{
  if (g_str_equal (word, "q"))
    {
      *result = HUMAN_QUIT;
      return TRUE;
    }
  if (g_str_equal (word, "r"))
    {
      printf ("Player 0 rage quit.\n");
      *result = HUMAN_RAGE_QUIT;
      return TRUE;
    }
  return FALSE;
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

      printf ("> ");
      fflush (stdout);
      if (!read_word (g, word_buf))
        return HUMAN_QUIT;
      word = word_buf->str;
      if (quit_command (word, &quit))
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
              unrecognized (word);
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
              printf ("ERROR: cannot order up if top card turned down. "
                      "Please enter a valid command.\n");
              continue;
            }
          suit = parse_suit (word);
          if (suit == EUCHRE_SUIT_NONE)
            {
              unrecognized (word);
              continue;
            }
          /* The n or a after a turned-down suit is not read (2.5). */
          if (suit == euchre_card_suit (p->upcard))
            {
              printf ("ERROR: invalid suit '%s' since previously turned down. "
                      "Please enter a valid suit.\n", word);
              continue;
            }
          if (!read_word (g, mode_buf))
            return HUMAN_QUIT;
          mode = mode_buf->str;
          /* q and r are commands here too (2.5), not a wrong n or a. */
          if (quit_command (mode, &quit))
            return quit;
          if (!g_str_equal (mode, "n") && !g_str_equal (mode, "a"))
            {
              unrecognized (mode);
              continue;
            }
          *out = making (s, EUCHRE_ACTION_CALL, suit, mode[0] == 'a');
          break;

        case EUCHRE_PHASE_DISCARD:
        case EUCHRE_PHASE_PLAY:
          card = parse_card (word);
          if (card == EUCHRE_CARD_NONE)
            {
              unrecognized (word);
              continue;
            }
          if (!(s->hands[0] & EUCHRE_CARD_BIT (card)))
            {
              printf ("ERROR: card '%s' not in hand. Please enter a valid card.\n", word);
              continue;
            }
          if (p->phase == EUCHRE_PHASE_DISCARD)
            {
              *out = euchre_action_make (EUCHRE_ACTION_DISCARD, card, EUCHRE_SUIT_NONE, FALSE);
              break;
            }
          *out = euchre_action_make (EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
          if (!(euchre_state_legal_plays (s) & EUCHRE_CARD_BIT (card)))
            {
              EuchreAction renege = euchre_action_make (EUCHRE_ACTION_RENEGE, card,
                                                        EUCHRE_SUIT_NONE, FALSE);
              guint side = 1 - euchre_seat_side (0);

              if (euchre_state_apply (s, &renege, NULL))
                {
                  printf ("ERROR: renegeing with card '%s'. Please enter a valid card.\n",
                          word);
                  printf ("Score for Team %s is now %u.\n", team_name (side),
                          s->pub.score[side]);
                  /* The penalty's points can win the game: it ends there. */
                  if (s->pub.phase == EUCHRE_PHASE_GAME_OVER)
                    {
                      printf ("Team %s WINS!!!\n", team_name (s->pub.winner));
                      return HUMAN_QUIT;
                    }
                  continue;
                }
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
        printf ("ERROR: %s\n", error->message);
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

static void
deal (Game *g)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DEAL, 0, 0, FALSE);

  if (!euchre_state_apply (&g->state, &a, NULL))
    g_assert_not_reached ();
  for (guint i = 0; i < g->state.deck_size; i++)
    g->order[g->state.deck[i]] = i;
  print_hand_start (g, TRUE);
  printf ("Decision on trump starts with player %u.\n", g->state.pub.turn);
}

static int
run (Game *g)
{
  for (;;)
    {
      EuchrePublic *p = &g->state.pub;
      g_autoptr (GError) error = NULL;
      EuchreState before;
      EuchreAction a;
      guint seat;

      if (p->phase == EUCHRE_PHASE_GAME_OVER)
        return 0;
      if (p->phase == EUCHRE_PHASE_DEAL || p->phase == EUCHRE_PHASE_HAND_OVER)
        {
          deal (g);
          continue;
        }

      seat = p->turn;
      print_turn_start (g);
      if (seat == 0 && g->human)
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

      before = g->state;
      if (!euchre_state_apply (&g->state, &a, &error))
        {
          g_autofree char *text = euchre_action_to_string (&a);

          fprintf (stderr, "%s: internal error: %s refused: %s\n", PROGRAM, text,
                   error->message);
          return 1;
        }
      print_result (g, &before, seat, &a);
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

  if (!g_file_get_contents (filename, &contents, &length, &error) ||
      !euchre_cs246_load (&saved, contents, length, &error))
    {
      fprintf (stderr, "%s: %s: %s\n", PROGRAM, filename, error->message);
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
    printf ("Seed: %" G_GINT64_FORMAT "\n", saved.seed);
  print_hand_start (g, FALSE);
  if (!saved.trump_set)
    printf ("Decision on trump starts with player %u.\n", p->turn);
  else
    print_making (p->maker, p->dealer, &p->bids[p->bid_round - 1][p->maker]);
  return TRUE;
}

static void usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
usage_error (const char *format, ...)
{
  va_list args;

  fprintf (stderr, "%s: ", PROGRAM);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fprintf (stderr, "\n" USAGE);
}

static gboolean
parse_seed (const char *text, gint64 *seed)
{
  return g_ascii_string_to_signed (text, 10, G_MININT32, G_MAXUINT32, seed, NULL);
}

int
cli_cs246 (int argc, char **argv)
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
          printf (USAGE);
          return 0;
        }
      else if (g_str_equal (arg, "-d"))
        debug = TRUE;
      else if (g_str_equal (arg, "-s") || g_str_equal (arg, "-f"))
        {
          if (i + 1 >= argc)
            {
              usage_error ("%s needs a value", arg);
              return 2;
            }
          if (arg[1] == 'f')
            filename = argv[++i];
          else if (!parse_seed (argv[++i], &seed))
            {
              usage_error ("the seed must be a whole number, not “%s”", argv[i]);
              return 2;
            }
        }
      /* The seed lists "./euchre -d 123" among the possible commands. */
      else if (arg[0] != '-' && parse_seed (arg, &seed))
        ;
      else
        {
          if (arg[0] == '-')
            usage_error ("unknown option “%s”", arg);
          else
            usage_error ("unexpected argument “%s”", arg);
          return 2;
        }
    }

  memset (&g, 0, sizeof g);
  g.debug = debug;
  g.human = TRUE;
  g.in = stdin;
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
        printf ("Seed: %" G_GINT64_FORMAT "\n", seed);
    }

  status = run (&g);
  fflush (stdout);
  for (guint seat = 0; seat < 4; seat++)
    g_clear_pointer (&g.cpu[seat], euchre_strategy_free);
  return status;
}
