/* cli-play.c — `euchre-cli play`: a text game, you against three computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "euchre-ai.h"

static const char *seat_names[] = { "You", "West", "North", "East" };

/* The person's cards as the window shows them: by suit, trump last and
 * the bowers with it, each suit low to high. */
static void
print_hand (FILE *out, const EuchreState *state)
{
  EuchreSuit trump = state->pub.trump;
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = 0;

  for (EuchreCardSet h = state->hands[0]; h; h &= h - 1)
    cards[n++] = euchre_card_set_first (h);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        EuchreSuit a = euchre_card_effective_suit (cards[j - 1], trump);
        EuchreSuit b = euchre_card_effective_suit (cards[j], trump);
        int ka = (a == trump ? 10 : a) * 1000 + euchre_card_key_trump (cards[j - 1], trump);
        int kb = (b == trump ? 10 : b) * 1000 + euchre_card_key_trump (cards[j], trump);
        EuchreCard t;

        if (ka <= kb)
          break;
        t = cards[j];
        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
  fprintf (out, "Your hand:");
  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      fprintf (out, " %s", euchre_card_short_name (cards[i], buf));
    }
  fprintf (out, "\n");
}

static void
print_bid (FILE *out, const EuchrePublic *p, guint seat, const EuchreAction *a)
{
  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      fprintf (out, "%s: pass\n", seat_names[seat]);
      break;
    case EUCHRE_ACTION_ORDER_UP:
      fprintf (out, "%s: %s %s%s\n", seat_names[seat], seat == p->dealer ? "pick up" : "order up",
               euchre_suit_name (euchre_card_suit (p->upcard)), a->alone ? ", alone" : "");
      break;
    case EUCHRE_ACTION_CALL:
      fprintf (out, "%s: %s trump%s\n", seat_names[seat], euchre_suit_name (a->suit),
               a->alone ? ", alone" : "");
      break;
    case EUCHRE_ACTION_DEFEND_ALONE:
      fprintf (out, "%s: defend alone\n", seat_names[seat]);
      break;
    default:
      break;
    }
}

/* Prints one event of the action just applied to @state. */
static void
print_event (FILE *out, const EuchreState *state, const EuchreEvent *e)
{
  const EuchrePublic *p = &state->pub;
  g_autofree char *card = NULL;

  switch (e->type)
    {
    case EUCHRE_EVENT_DEALT:
      card = euchre_card_long_name (e->card);
      fprintf (out, "\nHand %u. %s deal%s. Upcard: %s\n", p->hand_number, seat_names[e->seat],
               e->seat == 0 ? "" : "s", card);
      /* The cards before anything is played from them. */
      print_hand (out, state);
      break;
    case EUCHRE_EVENT_BID:
      print_bid (out, p, e->seat, &e->action);
      break;
    case EUCHRE_EVENT_DISCARDED:
      fprintf (out, "%s: discard\n", seat_names[e->seat]);
      break;
    case EUCHRE_EVENT_CARD_PLAYED:
      card = euchre_card_long_name (e->card);
      fprintf (out, "%s: %s\n", seat_names[e->seat], card);
      break;
    case EUCHRE_EVENT_TRICK_WON:
      fprintf (out, "  %s take%s the trick\n", seat_names[e->seat], e->seat == 0 ? "" : "s");
      break;
    case EUCHRE_EVENT_HAND_SCORED:
      if (e->kind == EUCHRE_RESULT_PASSED)
        fprintf (out, "Everyone passed: the deal moves on.\n");
      else
        fprintf (out, "%s score %u (%s). Score: you & North %u, West & East %u\n",
                 e->side == 0 ? "You and North" : "West and East", e->points,
                 euchre_result_id (e->kind), p->score[0], p->score[1]);
      break;
    case EUCHRE_EVENT_GAME_OVER:
      fprintf (out, "\n%s win the game!\n", e->side == 0 ? "You and North" : "West and East");
      break;
    default:
      break;
    }
}

/* Reads the player's choice: a number from the list or the action's text. */
static gboolean
read_choice (const CliStreams *io, const EuchreState *state, const EuchreActionList *list,
             EuchreAction *choice)
{
  char line[256];

  for (;;)
    {
      g_autoptr (GError) error = NULL;
      guint64 n;
      char *text;

      print_hand (io->out, state);
      for (guint i = 0; i < list->n; i++)
        {
          g_autofree char *name = euchre_action_to_string (&list->actions[i]);

          fprintf (io->out, "  [%u] %s", i + 1, name);
        }
      fprintf (io->out, "\n> ");
      fflush (io->out);
      if (fgets (line, sizeof line, io->in) == NULL)
        return FALSE;
      text = g_strstrip (line);
      if (g_str_equal (text, "q") || g_str_equal (text, "quit"))
        return FALSE;
      if (g_ascii_string_to_unsigned (text, 10, 1, list->n, &n, NULL))
        {
          *choice = list->actions[n - 1];
          return TRUE;
        }
      if (euchre_action_parse (text, choice) && euchre_state_check (state, choice, &error))
        return TRUE;
      fprintf (io->out, "%s\n", error ? error->message
                                      : "Type the number of your choice, or q to quit.");
    }
}

int
cli_play (int argc, char **argv, const CliStreams *io)
{
  gint64 seed = G_MININT64;   /* not given: a random seed */
  char *preset_id = NULL;
  g_autofree char *strategy_text = NULL;
  const EuchreStrategyClass *klass;
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Game seed (default: random)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset_id,
      "Rule preset: standard, eecs280, cs246, west-virginia, british", "PRESET" },
    { "strategy", 'S', 0, G_OPTION_ARG_STRING, &strategy_text,
      "The computer players: easy, medium, hard (as in the window) or a strategy ID "
      "(default simple)", "S" },
    { NULL }
  };
  EuchreRules rules;
  EuchrePreset preset = EUCHRE_PRESET_STANDARD;
  EuchreStrategy *players[4] = { NULL };
  EuchreState state;

  context = g_option_context_new ("- play Euchre in the terminal");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!cli_parse_options (context, "play", &argc, &argv, io))
    {
      g_free (preset_id);
      return 2;
    }
  if (seed != G_MININT64 && (seed < 0 || seed > G_MAXUINT32))
    {
      fprintf (io->err, "euchre-cli play: the seed must be from 0 to %u\n", G_MAXUINT32);
      g_free (preset_id);
      return 2;
    }
  if (preset_id != NULL)
    {
      preset = euchre_preset_from_id (preset_id);
      g_free (preset_id);
      if (preset == EUCHRE_N_PRESETS)
        {
          fprintf (io->err, "euchre-cli play: unknown rule preset\n");
          return 2;
        }
    }
  klass = euchre_strategy_lookup_name (strategy_text ? strategy_text : "simple");
  if (klass == NULL || klass->reads_oracle)
    {
      fprintf (io->err, "euchre-cli play: unknown strategy “%s” (easy, medium, hard, or one of "
               "the IDs that `euchre-cli tournament --help` lists)\n", strategy_text);
      return 2;
    }
  if (seed == G_MININT64)
    seed = g_random_int ();
  euchre_rules_init_preset (&rules, preset);
  if (rules.shuffle != EUCHRE_SHUFFLE_MT)
    rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  euchre_state_init (&state, &rules, (guint32) seed);
  for (guint s = 1; s < 4; s++)
    players[s] = euchre_strategy_new (klass->id, EUCHRE_PERSONALITY_NORMAL, seed + s);

  fprintf (io->out, "Euchre — %s rules, first to %u points (seed %" G_GINT64_FORMAT ").\n"
           "You sit South; North is your partner. Type a number, or q to quit.\n",
           euchre_preset_name (preset), rules.points_to_win, seed);

  while (state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      guint seat = state.pub.turn;
      EuchreActionList list;
      EuchreAction a;
      EuchreEventList events;

      euchre_state_legal_actions (&state, &list);
      if (seat == 0 && state.pub.phase != EUCHRE_PHASE_DEAL &&
          state.pub.phase != EUCHRE_PHASE_HAND_OVER && list.n > 1)
        {
          if (!read_choice (io, &state, &list, &a))
            {
              fprintf (io->out, "\nGoodbye.\n");
              break;
            }
        }
      else if (seat == 0 || list.n == 1)
        {
          a = list.actions[0];
          /* The person's one legal card goes by itself, said so. */
          if (seat == 0 && a.type == EUCHRE_ACTION_PLAY)
            {
              g_autofree char *name = euchre_card_long_name (a.card);

              print_hand (io->out, &state);
              fprintf (io->out, "Your only legal card: %s\n", name);
            }
        }
      else
        {
          EuchreView view;

          euchre_state_get_view (&state, seat, &view);
          a = euchre_strategy_choose (players[seat], &view, &list, NULL);
        }
      if (!euchre_state_apply_events (&state, &a, &events, &error))
        {
          fprintf (io->out, "%s\n", error->message);
          g_clear_error (&error);
          continue;
        }
      for (guint i = 0; i < events.n; i++)
        print_event (io->out, &state, &events.events[i]);
    }

  for (guint s = 1; s < 4; s++)
    euchre_strategy_free (players[s]);
  return 0;
}
