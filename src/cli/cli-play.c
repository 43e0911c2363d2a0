/* cli-play.c — `euchre-cli play`: a text game, you against three computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "euchre-ai.h"

static const char *seat_names[] = { "You", "West", "North", "East" };

static void
print_hand (const EuchreState *state)
{
  g_autofree char *hand = euchre_card_set_to_string (state->hands[0]);

  printf ("Your hand: %s\n", hand);
}

static void
describe (const EuchreState *before, guint seat, const EuchreAction *a)
{
  const EuchrePublic *p = &before->pub;
  g_autofree char *card = NULL;

  switch (a->type)
    {
    case EUCHRE_ACTION_DEAL:
      break;
    case EUCHRE_ACTION_PASS:
      printf ("%s: pass\n", seat_names[seat]);
      break;
    case EUCHRE_ACTION_ORDER_UP:
      printf ("%s: %s %s%s\n", seat_names[seat], seat == p->dealer ? "pick up" : "order up",
              euchre_suit_name (euchre_card_suit (p->upcard)), a->alone ? ", alone" : "");
      break;
    case EUCHRE_ACTION_CALL:
      printf ("%s: %s trump%s\n", seat_names[seat], euchre_suit_name (a->suit),
              a->alone ? ", alone" : "");
      break;
    case EUCHRE_ACTION_DEFEND_ALONE:
      printf ("%s: defend alone\n", seat_names[seat]);
      break;
    case EUCHRE_ACTION_DISCARD:
      printf ("%s: discard\n", seat_names[seat]);
      break;
    case EUCHRE_ACTION_PLAY:
      card = euchre_card_long_name (a->card);
      printf ("%s: %s\n", seat_names[seat], card);
      break;
    default:
      break;
    }
}

static void
after (const EuchreState *before, const EuchreState *now)
{
  const EuchrePublic *p = &now->pub;

  if (p->phase == EUCHRE_PHASE_BID1 && before->pub.phase != EUCHRE_PHASE_BID1)
    {
      g_autofree char *up = euchre_card_long_name (p->upcard);

      printf ("\nHand %u. %s deal%s. Upcard: %s\n", p->hand_number, seat_names[p->dealer],
              p->dealer == 0 ? "" : "s", up);
    }
  if (p->trick_number > before->pub.trick_number)
    {
      guint t = p->trick_number - 1;

      printf ("  %s take%s the trick\n", seat_names[p->trick_winner[t]],
              p->trick_winner[t] == 0 ? "" : "s");
    }
  if (p->phase == EUCHRE_PHASE_HAND_OVER || p->phase == EUCHRE_PHASE_GAME_OVER)
    {
      if (p->last.kind == EUCHRE_RESULT_PASSED)
        printf ("Everyone passed: the deal moves on.\n");
      else
        printf ("%s score %u (%s). Score: you & North %u, West & East %u\n",
                p->last.side == 0 ? "You and North" : "West and East", p->last.points,
                euchre_result_id (p->last.kind), p->score[0], p->score[1]);
    }
  if (p->phase == EUCHRE_PHASE_GAME_OVER)
    printf ("\n%s win the game!\n", p->winner == 0 ? "You and North" : "West and East");
}

/* Reads the player's choice: a number from the list or the action's text. */
static gboolean
read_choice (const EuchreState *state, const EuchreActionList *list, EuchreAction *out)
{
  char line[256];

  for (;;)
    {
      g_autoptr (GError) error = NULL;
      guint64 n;
      char *text;

      print_hand (state);
      for (guint i = 0; i < list->n; i++)
        {
          g_autofree char *name = euchre_action_to_string (&list->actions[i]);

          printf ("  [%u] %s", i + 1, name);
        }
      printf ("\n> ");
      fflush (stdout);
      if (fgets (line, sizeof line, stdin) == NULL)
        return FALSE;
      text = g_strstrip (line);
      if (g_str_equal (text, "q") || g_str_equal (text, "quit"))
        return FALSE;
      if (g_ascii_string_to_unsigned (text, 10, 1, list->n, &n, NULL))
        {
          *out = list->actions[n - 1];
          return TRUE;
        }
      if (euchre_action_parse (text, out) && euchre_state_check (state, out, &error))
        return TRUE;
      printf ("%s\n", error ? error->message
                            : "Type the number of your choice, or q to quit.");
    }
}

int
cli_play (int argc, char **argv)
{
  gint64 seed = G_MININT64;   /* not given: a random seed */
  char *preset_id = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Game seed (default: random)", "N" },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &preset_id,
      "Rule preset: standard, eecs280, cs246, west-virginia, british", "PRESET" },
    { NULL }
  };
  EuchreRules rules;
  EuchrePreset preset = EUCHRE_PRESET_STANDARD;
  EuchreStrategy *players[4] = { NULL };
  EuchreState state;

  context = g_option_context_new ("- play Euchre in the terminal");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "euchre-cli play: %s\n", error->message);
      return 2;
    }
  if (argc > 1)
    {
      fprintf (stderr, "euchre-cli play: unexpected argument “%s”\n", argv[1]);
      g_free (preset_id);
      return 2;
    }
  if (seed != G_MININT64 && (seed < 0 || seed > G_MAXUINT32))
    {
      fprintf (stderr, "euchre-cli play: the seed must be from 0 to %u\n", G_MAXUINT32);
      g_free (preset_id);
      return 2;
    }
  if (preset_id != NULL)
    {
      preset = euchre_preset_from_id (preset_id);
      g_free (preset_id);
      if (preset == EUCHRE_N_PRESETS)
        {
          fprintf (stderr, "euchre-cli play: unknown rule preset\n");
          return 2;
        }
    }
  if (seed == G_MININT64)
    seed = g_random_int ();
  euchre_rules_init_preset (&rules, preset);
  if (rules.shuffle != EUCHRE_SHUFFLE_MT)
    rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
  euchre_state_init (&state, &rules, (guint32) seed);
  for (guint s = 1; s < 4; s++)
    players[s] = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL, seed + s);

  printf ("Euchre — %s rules, first to %u points (seed %" G_GINT64_FORMAT ").\n"
          "You sit South; North is your partner. Type a number, or q to quit.\n",
          euchre_preset_name (preset), rules.points_to_win, seed);

  while (state.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      guint seat = state.pub.turn;
      EuchreActionList list;
      EuchreAction a;
      EuchreState before = state;

      euchre_state_legal_actions (&state, &list);
      if (seat == 0 && state.pub.phase != EUCHRE_PHASE_DEAL &&
          state.pub.phase != EUCHRE_PHASE_HAND_OVER && list.n > 1)
        {
          if (!read_choice (&state, &list, &a))
            {
              printf ("\nGoodbye.\n");
              break;
            }
        }
      else if (seat == 0 || list.n == 1)
        a = list.actions[0];
      else
        {
          EuchreView view;

          euchre_state_get_view (&state, seat, &view);
          a = euchre_strategy_choose (players[seat], &view, &list, NULL);
        }
      if (!euchre_state_apply (&state, &a, &error))
        {
          printf ("%s\n", error->message);
          g_clear_error (&error);
          continue;
        }
      describe (&before, seat, &a);
      after (&before, &state);
    }

  for (guint s = 1; s < 4; s++)
    euchre_strategy_free (players[s]);
  return 0;
}
