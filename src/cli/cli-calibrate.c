/* cli-calibrate.c — `euchre-cli calibrate`: does "you make it in X % of
 * deals" come true X % of the time?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each of N random deals (standard rules, the seed's deals), the
 * first player to bid asks the coach's analysis (euchre_analysis_run(),
 * no time limit: the expert's full counts) about ordering the upcard up,
 * alone and with a partner, and each bid is then played out at the table
 * by the chosen players (the dealer's discard and every card).  The
 * predicted make chances are put in bins of 10 % and each bin's played-out
 * make rate printed beside it, with its 95 % Wilson interval
 * (docs/COACH.md).
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "euchre-ai.h"

#define N_BINS 10

typedef struct {
  guint n, made;
  double predicted;   /* sum of the predictions in the bin */
} Bin;

/* Plays @s (the bid just made) to the end of the hand with @players;
 * returns whether the makers took at least three tricks. */
static gboolean
play_out (EuchreState *s, EuchreStrategy **players)
{
  guint maker_side;

  while (s->pub.phase != EUCHRE_PHASE_HAND_OVER && s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreView v;
      EuchreActionList list;
      EuchreAction a;
      const char *reason = NULL;

      euchre_state_get_view (s, s->pub.turn, &v);
      euchre_view_legal_actions (&v, &list);
      players[s->pub.turn]->oracle = s;
      a = euchre_strategy_choose (players[s->pub.turn], &v, &list, &reason);
      euchre_state_apply_legal (s, &a);
    }
  maker_side = euchre_seat_side (s->pub.maker);
  return s->pub.tricks[maker_side] >= 3;
}

static void
add (Bin *bins, double predicted, gboolean made)
{
  guint b = MIN ((guint) (predicted * N_BINS), N_BINS - 1);

  bins[b].n++;
  bins[b].made += made;
  bins[b].predicted += predicted;
}

static void
print_table (FILE *out, const char *title, const Bin *bins)
{
  guint n = 0, made = 0;
  double predicted = 0;

  fprintf (out, "%s\n", title);
  fprintf (out, "  %-10s %7s %10s %9s  %s\n", "predicted", "deals", "mean pred", "made",
           "95 % interval");
  for (guint b = 0; b < N_BINS; b++)
    {
      double low = 0, high = 0;

      n += bins[b].n;
      made += bins[b].made;
      predicted += bins[b].predicted;
      if (bins[b].n == 0)
        {
          fprintf (out, "  %3u–%3u %% %7u\n", b * 10, b * 10 + 10, 0);
          continue;
        }
      cli_wilson_interval (bins[b].made, bins[b].n, &low, &high);
      fprintf (out, "  %3u–%3u %% %7u %9.1f %% %7.1f %%  [%.1f, %.1f]\n", b * 10, b * 10 + 10,
               bins[b].n, 100 * bins[b].predicted / bins[b].n, 100.0 * bins[b].made / bins[b].n,
               100 * low, 100 * high);
    }
  if (n > 0)
    fprintf (out, "  %-10s %7u %9.1f %% %7.1f %%\n", "all", n, 100 * predicted / n,
             100.0 * made / n);
}

int
cli_calibrate (int argc, char **argv, const CliStreams *io)
{
  gint deals = 1000, seed = 1;
  g_autofree char *players_id = g_strdup ("expert");
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "deals", 'd', 0, G_OPTION_ARG_INT, &deals, "Deals to analyse and play out (default 1000)",
      "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT, &seed, "Seed of the deals (default 1)", "K" },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_id,
      "Strategy of the four players who play the bids out (default expert)", "ID" },
    { NULL }
  };
  EuchreStrategy *players[4] = { NULL };
  Bin alone[N_BINS] = { { 0 } }, partner[N_BINS] = { { 0 } };
  gint64 start;

  context = g_option_context_new ("- is the coach's make chance borne out at the table?");
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (context,
    "The first player to bid in each deal asks the analysis (the hint's, no time\n"
    "limit) about ordering up alone and with a partner; both bids are then played\n"
    "out by the chosen players.  Prints, by bins of 10 % of the predicted make\n"
    "chance, how often the bid was made.");
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (io->err, "euchre-cli calibrate: %s\n", error->message);
      return 2;
    }
  if (deals < 1 || deals > 10000000)
    {
      fprintf (io->err, "euchre-cli calibrate: --deals must be between 1 and 10000000\n");
      return 2;
    }
  if (euchre_strategy_lookup (players_id) == NULL)
    {
      fprintf (io->err, "euchre-cli calibrate: unknown strategy “%s”\n", players_id);
      return 2;
    }
  for (guint i = 0; i < 4; i++)
    players[i] = euchre_strategy_new (players_id, EUCHRE_PERSONALITY_NORMAL, (guint64) seed * 4 + i);

  start = g_get_monotonic_time ();
  for (gint d = 0; d < deals; d++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreView v;
      EuchreActionList legal;
      EuchreAnalysis an;
      g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) (seed * 7919 + d));

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      euchre_state_init (&s, &rules, (guint32) (seed * 1000003 + d));
      {
        EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                                EUCHRE_SUIT_NONE, FALSE);

        euchre_state_apply_legal (&s, &deal);
      }
      euchre_state_get_view (&s, s.pub.turn, &v);
      euchre_view_legal_actions (&v, &legal);
      euchre_analysis_run (&v, &legal, rand, 0, &an);
      for (guint i = 0; i < an.n; i++)
        {
          const EuchreAnalysisOption *o = &an.options[i];
          EuchreState t = s;

          if (o->action.type != EUCHRE_ACTION_ORDER_UP)
            continue;
          euchre_state_apply_legal (&t, &o->action);
          add (o->action.alone ? alone : partner, o->make_chance, play_out (&t, players));
        }
      if ((d + 1) % 1000 == 0)
        {
          fprintf (io->err, "%d deals, %.0f s\n", d + 1,
                   (g_get_monotonic_time () - start) / 1e6);
          fflush (io->err);
        }
    }
  fprintf (io->out, "%d deals, seed %d, played out by %s; the first bidder's order-up\n\n",
           deals, seed, players_id);
  print_table (io->out, "Ordering up alone:", alone);
  fprintf (io->out, "\n");
  print_table (io->out, "Ordering up with a partner:", partner);
  for (guint i = 0; i < 4; i++)
    euchre_strategy_free (players[i]);
  return 0;
}
