/* cli-train.c — `euchre-cli train`: the bidding table by self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Monte Carlo policy iteration over the abstract bidding states of
 * euchre-bidding-policy.c.  Each iteration deals a hand (Standard rules,
 * the dealer at random, a random score, the dealer stuck or not) and bids
 * it: at every bidding decision of every seat, each choice (pass, make,
 * alone) is played out from the true deal, the rest of the bidding by
 * the table as it stands (Gertz's rule where it has too few counts yet)
 * and the cards by an honest card player that sees only its own hand
 * (`gertz` by default, or `club`, or `expert`), and the hand's points
 * are counted for that state and choice.  The bidding then goes on with
 * the table's choice (or, now and then, a random one, so that other
 * states are reached).  Every choice is played out on the same deal, so
 * the table compares them on equal cards.  The deal is a fair draw of
 * what the seat cannot see, given the bidding before it, as long as the
 * others bid as the table does: what the table learns is how to bid
 * against itself.
 *
 * The run is reproducible: the same --seed, --iterations and --shards
 * give the same table, byte for byte, whatever --threads is.  A shard is
 * a training run of its own (its own deals from a seed of its own, its
 * own table going on from --input); the table written is --input with
 * every shard's new counts added, in shard order.  --prior names a
 * table the bids in the play-outs follow where the new counts are still
 * too few, without its counts being written: so a run with a costly card
 * player (the expert's own play) can start from a table learned with a
 * cheap one and count only its own play-outs.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "cli.h"
#include "euchre-ai-private.h"
#include "euchre-bidding-policy.h"
#include "euchre-deck.h"
#include "euchre-state.h"

/* Play-outs a choice needs before the table decides with it in training
 * (the shipped player asks more: euchre-strategy-expert.c). */
#define TRAIN_MIN_COUNT 20

typedef struct {
  EuchreBiddingPolicy *policy;     /* what the bids follow: --input and the new counts */
  EuchreBiddingPolicy *fresh;      /* the new counts alone */
  const EuchreBiddingPolicy *prior; /* where the policy knows too little; may be NULL */
  EuchreStrategy *bidder;          /* Gertz's bids, where the table knows too little */
  EuchreStrategy *players[4];      /* the card play, one per seat */
  guint64 rng;
  double explore;
  guint64 playouts;
} Trainer;

/* The table's choice for the seat to act in @s, greedy (Gertz's where the
 * table cannot tell yet); the dealer's discard and the cards by the
 * models. */
static EuchreAction
next_action (Trainer *t, const EuchreState *s)
{
  EuchreView v;
  EuchreActionList legal;
  EuchreAction a;
  const char *reason = NULL;

  euchre_state_get_view (s, s->pub.turn, &v);
  euchre_view_legal_actions (&v, &legal);
  if (legal.n == 1)
    return legal.actions[0];
  switch (s->pub.phase)
    {
    case EUCHRE_PHASE_BID1:
    case EUCHRE_PHASE_BID2:
    case EUCHRE_PHASE_DEFEND:
      {
        double value[EUCHRE_MAX_ACTIONS], points[EUCHRE_MAX_ACTIONS], make[EUCHRE_MAX_ACTIONS];
        guint n[EUCHRE_MAX_ACTIONS];
        int best = euchre_bidding_policy_evaluate (t->policy, &v, &legal, TRAIN_MIN_COUNT,
                                                   value, points, make, n);

        if (best < 0 && t->prior != NULL)
          best = euchre_bidding_policy_evaluate (t->prior, &v, &legal, TRAIN_MIN_COUNT,
                                                 value, points, make, n);
        if (best >= 0)
          return legal.actions[best];
        a = euchre_strategy_decide (t->bidder, &v, &legal, &reason);
      }
      break;
    case EUCHRE_PHASE_DISCARD:
      a = euchre_strategy_decide (t->bidder, &v, &legal, &reason);
      break;
    default:
      a = euchre_strategy_decide (t->players[s->pub.turn], &v, &legal, &reason);
      break;
    }
  return euchre_action_list_contains (&legal, &a) ? a : legal.actions[0];
}

/* Plays @s to the end of the hand; the points @side scored (negative: the
 * other side's) and whether @side made trump. */
static int
play_out (Trainer *t, EuchreState *s, guint side, gboolean *made)
{
  const EuchreHandScore *last = &s->pub.last;

  while (s->pub.phase != EUCHRE_PHASE_HAND_OVER && s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreAction a = next_action (t, s);

      euchre_state_apply_legal (s, &a);
    }
  t->playouts++;
  *made = last->kind != EUCHRE_RESULT_PASSED && euchre_seat_side (s->pub.maker) == side &&
          last->side == side;
  if (last->kind == EUCHRE_RESULT_PASSED)
    return 0;
  return last->side == side ? last->points : -(int) last->points;
}

/* One bidding decision of the main line: every choice played out and
 * counted, then the one the line goes on with. */
static EuchreAction
train_decision (Trainer *t, const EuchreState *s)
{
  EuchreView v;
  EuchreActionList legal;
  EuchreSuit suit;
  EuchreAction options[EUCHRE_BID_N_CHOICES];
  guint n_options = 0;
  int state;

  euchre_state_get_view (s, s->pub.turn, &v);
  euchre_view_legal_actions (&v, &legal);
  state = euchre_bidding_policy_state (&v, &suit);
  if (state < 0 || legal.n == 1)
    return next_action (t, s);
  for (int c = 0; c < EUCHRE_BID_N_CHOICES; c++)
    {
      EuchreAction a;
      EuchreState copy = *s;
      gboolean made;
      int points;

      if (!euchre_bidding_policy_action (&v, &legal, c, suit, &a))
        continue;
      options[n_options++] = a;
      euchre_state_apply_legal (&copy, &a);
      points = play_out (t, &copy, euchre_seat_side (v.seat), &made);
      euchre_bidding_policy_add (t->policy, state, c, points, made);
      euchre_bidding_policy_add (t->fresh, state, c, points, made);
    }
  if (n_options > 0 && euchre_rng_next (&t->rng) % 1000 < t->explore * 1000)
    return options[euchre_rng_below (&t->rng, n_options)];
  return next_action (t, s);
}

static void
train_hand (Trainer *t)
{
  EuchreRules rules;
  EuchreState s;
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = euchre_rng_below (&t->rng, 4);
  /* Half the hands without stick-the-dealer, a quarter with defending
   * alone: the table covers both rules (the state says whether the
   * dealer is stuck; defending alone is a decision of its own). */
  rules.stick_the_dealer = euchre_rng_below (&t->rng, 2);
  rules.defend_alone = euchre_rng_below (&t->rng, 4) == 0;
  euchre_state_init (&s, &rules, (guint32) euchre_rng_next (&t->rng));
  euchre_state_apply_legal (&s, &deal);
  /* Any score short of the game: the others' bids in the play-outs
   * depend on it, as the table's choices do. */
  s.pub.score[0] = euchre_rng_below (&t->rng, rules.points_to_win);
  s.pub.score[1] = euchre_rng_below (&t->rng, rules.points_to_win);
  while (s.pub.phase == EUCHRE_PHASE_BID1 || s.pub.phase == EUCHRE_PHASE_BID2 ||
         s.pub.phase == EUCHRE_PHASE_DEFEND)
    {
      EuchreAction a = train_decision (t, &s);

      euchre_state_apply_legal (&s, &a);
    }
}

typedef struct {
  Trainer trainer;
  gint64 iterations;
} Shard;

typedef struct {
  Shard *shards;
  guint n_shards;
  gint next;                       /* the next shard to train (atomic) */
} ShardQueue;

static gpointer
shard_worker (gpointer data)
{
  ShardQueue *queue = data;
  guint k;

  while ((k = (guint) g_atomic_int_add (&queue->next, 1)) < queue->n_shards)
    for (gint64 i = 0; i < queue->shards[k].iterations; i++)
      train_hand (&queue->shards[k].trainer);
  return NULL;
}

/* Shard @k of a run from @seed: shard 0 draws exactly what a run without
 * shards draws, so that earlier tables are made again byte for byte. */
static void
shard_init (Shard *shard, guint k, gint64 seed, const EuchreBiddingPolicy *input,
            const EuchreBiddingPolicy *prior, const char *play, guint play_samples,
            double explore)
{
  Trainer *t = &shard->trainer;

  t->policy = input ? euchre_bidding_policy_copy (input) : euchre_bidding_policy_new ();
  t->fresh = euchre_bidding_policy_new ();
  t->prior = prior;
  t->rng = (guint64) seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1 +
           k * G_GUINT64_CONSTANT (0xD1B54A32D192ED03);
  t->explore = explore;
  t->bidder = euchre_strategy_new ("gertz", EUCHRE_PERSONALITY_NORMAL, euchre_rng_next (&t->rng));
  for (guint i = 0; i < 4; i++)
    {
      t->players[i] = euchre_strategy_new (play, EUCHRE_PERSONALITY_NORMAL,
                                           euchre_rng_next (&t->rng));
      /* The expert's card play with fewer deals per card, and no time
       * limit, so the run does not depend on the machine's load. */
      if (play_samples > 0)
        euchre_strategy_expert_set_search (t->players[i], play_samples, 0);
    }
}

static void
trainer_free (Trainer *t)
{
  euchre_strategy_free (t->bidder);
  for (guint i = 0; i < 4; i++)
    euchre_strategy_free (t->players[i]);
  euchre_bidding_policy_free (t->policy);
  euchre_bidding_policy_free (t->fresh);
}

int
cli_train (int argc, char **argv, const CliStreams *io)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *output = NULL, *input = NULL, *prior_path = NULL, *play = NULL;
  g_autofree char *text = NULL, *comment = NULL, *play_desc = NULL, *shards_desc = NULL;
  g_autoptr (EuchreBiddingPolicy) base = NULL;
  g_autoptr (EuchreBiddingPolicy) prior = NULL;
  g_autoptr (EuchreBiddingPolicy) table = NULL;
  gint64 seed = 1, iterations = 10000;
  gint n_shards = 1, n_threads = 1, play_samples = 0;
  double explore = 0.1;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the deals (default 1)", "N" },
    { "iterations", 'n', 0, G_OPTION_ARG_INT64, &iterations,
      "Hands to deal and bid, all shards together (default 10000)", "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Where to write the table", "FILE" },
    { "input", 'i', 0, G_OPTION_ARG_FILENAME, &input,
      "Go on from this table instead of an empty one", "FILE" },
    { "prior", 0, 0, G_OPTION_ARG_FILENAME, &prior_path,
      "Bid by this table where the new counts are too few (its counts are not written)", "FILE" },
    { "play", 'p', 0, G_OPTION_ARG_STRING, &play,
      "Who plays the cards in the play-outs: gertz (default), club or expert", "ID" },
    { "play-samples", 0, 0, G_OPTION_ARG_INT, &play_samples,
      "With --play expert: deals it samples per card (default its own, 100)", "N" },
    { "explore", 'x', 0, G_OPTION_ARG_DOUBLE, &explore,
      "Share of bids made at random to reach other states (default 0.1)", "P" },
    { "shards", 0, 0, G_OPTION_ARG_INT, &n_shards,
      "Independent runs whose counts are added (default 1; part of the result)", "N" },
    { "threads", 't', 0, G_OPTION_ARG_INT, &n_threads,
      "Shards trained at once (default 1; does not change the result)", "N" },
    { NULL }
  };
  g_autofree Shard *shards = NULL;
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  ShardQueue queue = { 0 };
  guint64 playouts = 0;
  gint64 start;
  struct rusage usage;

  context = g_option_context_new ("- learn the bidding table by self-play");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (io->err, "euchre-cli train: %s\n", error->message);
      return 2;
    }
  if (output == NULL || iterations < 1 || explore < 0 || explore > 1 || n_shards < 1 ||
      n_shards > 1024 || n_threads < 1 || n_threads > 256 || play_samples < 0 ||
      play_samples > 10000)
    {
      fprintf (io->err, "euchre-cli train: give --output FILE, --iterations of 1 or more, "
               "--explore between 0 and 1, --shards from 1 to 1024, --threads from 1 to 256 "
               "and --play-samples from 0 to 10000\n");
      return 2;
    }
  if (play == NULL)
    play = g_strdup ("gertz");
  if (euchre_strategy_lookup (play) == NULL || euchre_strategy_lookup (play)->reads_oracle)
    {
      fprintf (io->err, "euchre-cli train: “%s” is not a strategy that can play the cards\n",
               play);
      return 2;
    }
  if (play_samples > 0 && g_strcmp0 (play, "expert") != 0)
    {
      fprintf (io->err, "euchre-cli train: --play-samples is for --play expert\n");
      return 2;
    }
  if (input && !(base = euchre_bidding_policy_load (input, &error)))
    {
      fprintf (io->err, "euchre-cli train: %s: %s\n", input, error->message);
      return 1;
    }
  if (prior_path && !(prior = euchre_bidding_policy_load (prior_path, &error)))
    {
      fprintf (io->err, "euchre-cli train: %s: %s\n", prior_path, error->message);
      return 1;
    }

  shards = g_new0 (Shard, n_shards);
  for (gint k = 0; k < n_shards; k++)
    {
      shard_init (&shards[k], k, seed, base, prior, play, play_samples, explore);
      shards[k].iterations = iterations / n_shards + (k < iterations % n_shards);
    }
  queue.shards = shards;
  queue.n_shards = n_shards;
  start = g_get_monotonic_time ();
  for (gint i = 1; i < MIN (n_threads, n_shards); i++)
    g_ptr_array_add (threads, g_thread_new ("train", shard_worker, &queue));
  shard_worker (&queue);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));

  table = base ? euchre_bidding_policy_copy (base) : euchre_bidding_policy_new ();
  for (gint k = 0; k < n_shards; k++)
    {
      euchre_bidding_policy_merge (table, shards[k].trainer.fresh);
      playouts += shards[k].trainer.playouts;
      trainer_free (&shards[k].trainer);
    }
  getrusage (RUSAGE_SELF, &usage);
  fprintf (io->out, "%" G_GINT64_FORMAT " hands, %" G_GUINT64_FORMAT " play-outs, %u of %u "
           "states seen, %.1f s, %ld MiB at most\n", iterations, playouts,
           euchre_bidding_policy_n_known_states (table), euchre_bidding_policy_n_states (),
           (g_get_monotonic_time () - start) / 1e6, usage.ru_maxrss / 1024);

  play_desc = play_samples > 0 ? g_strdup_printf ("%s --play-samples %d", play, play_samples)
                               : g_strdup (play);
  shards_desc = n_shards > 1 ? g_strdup_printf (" --shards %d", n_shards) : g_strdup ("");
  comment = g_strdup_printf ("euchre-cli train --seed %" G_GINT64_FORMAT " --iterations %"
                             G_GINT64_FORMAT " --play %s --explore %g%s%s%s: %"
                             G_GUINT64_FORMAT " play-outs", seed, iterations, play_desc, explore,
                             shards_desc, input ? " --input FILE" : "",
                             prior ? " --prior FILE" : "", playouts);
  text = euchre_bidding_policy_to_string (table, comment);
  if (!g_file_set_contents (output, text, -1, &error))
    {
      fprintf (io->err, "euchre-cli train: %s\n", error->message);
      return 1;
    }
  return 0;
}
