/* cli-agreement.c — `euchre-cli review --agreement FILE…`: how often the
 * Hard player would have done what the people in the files did
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every decision of every seat that was a choice (more than one legal
 * action) is put to the analysis behind the `expert` (our Hard player) on
 * that seat's view, and the expert's choice is compared with the file's.
 * Decisions are counted by kind: round 1 bids, round 2 bids, defending
 * alone, discards and cards played.  A decision taken with a card in the
 * seat's own hand that the file does not record (the dealer's unknown
 * discard, a hand never played) is left out and counted as such: the
 * expert would be judging a hand nobody held.  Each analysis is seeded
 * from --seed and the decision's place in its file, as in the review.
 *
 * The JSON shape:
 *   { "seed": 0, "budget_ms": 100,
 *     "files": [ { "file": "a.egn", "ok": true, "players": ["…", …],
 *                  "problem": null | "Deal 3, …", "not_counted": 2,
 *                  "kinds": { "bids_round1": { "decisions": 40, "agreements": 31,
 *                                              "as_good": 33,
 *                                              "rate": 0.775, "low": 0.62,
 *                                              "high": 0.88 }, … } },
 *                { "file": "b.egn", "ok": false } ],
 * (each game of a match file is an entry of its own, "m.emn, game 2")
 *     "total": { "files": 1, "failed": 1, "not_counted": 2, "kinds": { … } } }
 * with the kinds bids_round1, bids_round2, defend_alone, bids (the three
 * together), discards, plays and all; "rate", "low" and "high" are null
 * without decisions.  "as_good" counts the agreements and the choices the
 * analysis values exactly as high as the expert's (equivalent cards such as
 * the King and Queen of a suit when the Jack is gone): a human has no
 * reason to prefer one of those, so strict agreement undercounts.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "euchre-ai.h"
#include "euchre-emn.h"
#include "euchre-record.h"

enum {
  KIND_BID1,
  KIND_BID2,
  KIND_DEFEND,
  KIND_BIDS,
  KIND_DISCARD,
  KIND_PLAY,
  KIND_ALL,
  N_KINDS
};

static const struct {
  const char *key;
  const char *label;
} kinds[N_KINDS] = {
  { "bids_round1", "bids, round 1" },
  { "bids_round2", "bids, round 2" },
  { "defend_alone", "defending alone" },
  { "bids", "bids, all" },
  { "discards", "discards" },
  { "plays", "cards played" },
  { "all", "all decisions" },
};

typedef struct {
  guint decisions[N_KINDS];
  guint agreements[N_KINDS];
  guint as_good[N_KINDS];       /* agreements, and choices the analysis values the same */
  guint not_counted;
} Tally;

static void
tally_add (Tally *t, const Tally *other)
{
  for (guint k = 0; k < N_KINDS; k++)
    {
      t->decisions[k] += other->decisions[k];
      t->agreements[k] += other->agreements[k];
      t->as_good[k] += other->as_good[k];
    }
  t->not_counted += other->not_counted;
}

static gboolean
same_action (const EuchreAction *a, const EuchreAction *b)
{
  return a->type == b->type && a->card == b->card && a->suit == b->suit
         && !!a->alone == !!b->alone;
}

/* The Wilson score interval (95 %) for @wins out of @n, shared with the
 * tournament. */
void
cli_wilson_interval (guint wins, guint n, double *low, double *high)
{
  const double z = 1.959963984540054;
  double p = (double) wins / n, z2n = z * z / n;
  double centre = (p + z2n / 2) / (1 + z2n);
  double half = z * sqrt (p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);

  /* With no wins (or no losses) the bound is exactly 0 (or 1); computed,
   * it is off by a rounding error. */
  *low = wins == 0 ? 0.0 : MAX (0.0, centre - half);
  *high = wins == n ? 1.0 : MIN (1.0, centre + half);
}

/* The decision of @entry in @before, counted into @t. */
static void
count_decision (const EuchreState *before, const EuchreRecordEntry *entry, guint index,
                EuchreCardSet unknown, guint64 seed, gint64 budget_us, Tally *t)
{
  EuchreView view;
  EuchreActionList legal;
  EuchreAnalysis analysis;
  g_autoptr (GRand) rand = NULL;
  guint32 words[3] = { (guint32) seed, (guint32) (seed >> 32), index };
  guint kind, i;
  gboolean same, as_good;

  switch (before->pub.phase)
    {
    case EUCHRE_PHASE_BID1: kind = KIND_BID1; break;
    case EUCHRE_PHASE_BID2: kind = KIND_BID2; break;
    case EUCHRE_PHASE_DEFEND: kind = KIND_DEFEND; break;
    case EUCHRE_PHASE_DISCARD: kind = KIND_DISCARD; break;
    case EUCHRE_PHASE_PLAY: kind = KIND_PLAY; break;
    default: return;
    }
  euchre_state_get_view (before, entry->seat, &view);
  if (euchre_view_legal_actions (&view, &legal) < 2)
    return;
  for (i = 0; i < legal.n && !same_action (&legal.actions[i], &entry->action); i++)
    ;
  if (i == legal.n)
    return;
  if ((view.hand & unknown) != 0)
    {
      t->not_counted++;
      return;
    }
  rand = g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
  euchre_analysis_run (&view, &legal, rand, budget_us, &analysis);
  same = same_action (&analysis.options[analysis.expert].action, &entry->action);
  as_good = same || euchre_analysis_cost (&analysis, &entry->action) < 1e-9;
  for (guint k = 0; k < N_KINDS; k++)
    if (k == kind || k == KIND_ALL || (k == KIND_BIDS && kind <= KIND_DEFEND))
      {
        t->decisions[k]++;
        t->agreements[k] += same;
        t->as_good[k] += as_good;
      }
}

static gboolean
count_file (const EuchreRecord *record, guint64 seed, gint64 budget_us, Tally *t,
            GError **error)
{
  EuchreState state;

  euchre_record_initial_state (record, &state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);

      if (h != NULL && !euchre_state_set_next_deal (&state, h->dealer, h->pack, h->n, error))
        return FALSE;
      /* A renege a file plays (renege=played) was no choice the rules
       * offered: not counted. */
      if (e->seat == state.pub.turn &&
          (e->action.type != EUCHRE_ACTION_PLAY || state.pub.phase != EUCHRE_PHASE_PLAY ||
           (euchre_state_legal_plays (&state) & EUCHRE_CARD_BIT (e->action.card))))
        count_decision (&state, e, i, cli_review_unknown (record, i), seed, budget_us, t);
      if (!euchre_state_apply (&state, &e->action, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- output ------------------------------------------------------------------- */

static void
print_tally (FILE *out, const Tally *t)
{
  fprintf (out, "  %-18s %9s %10s %7s   %-13s  %s\n", "", "decisions", "agreements", "rate",
           "95 % interval", "as good");
  for (guint k = 0; k < N_KINDS; k++)
    {
      double low, high;
      g_autofree char *interval = NULL;

      if (t->decisions[k] == 0)
        {
          fprintf (out, "  %-18s %9u %10u %7s   %-13s  %s\n", kinds[k].label, 0u, 0u, "-", "-",
                   "-");
          continue;
        }
      cli_wilson_interval (t->agreements[k], t->decisions[k], &low, &high);
      interval = g_strdup_printf ("%.1f–%.1f %%", 100 * low, 100 * high);
      fprintf (out, "  %-18s %9u %10u %6.1f%%   %-13s  %5.1f%%\n", kinds[k].label,
               t->decisions[k], t->agreements[k],
               100.0 * t->agreements[k] / t->decisions[k], interval,
               100.0 * t->as_good[k] / t->decisions[k]);
    }
  fprintf (out, "  (as good: the same choice, or one the analysis values exactly as high, "
           "such as touching cards)\n");
  if (t->not_counted > 0)
    fprintf (out, "  not counted: %u decisions taken with a card the file does not record\n",
             t->not_counted);
}

static void
add_tally (JsonBuilder *b, const Tally *t)
{
  json_builder_set_member_name (b, "not_counted");
  json_builder_add_int_value (b, t->not_counted);
  json_builder_set_member_name (b, "kinds");
  json_builder_begin_object (b);
  for (guint k = 0; k < N_KINDS; k++)
    {
      double low = 0, high = 0;
      guint n = t->decisions[k];

      if (n > 0)
        cli_wilson_interval (t->agreements[k], n, &low, &high);
      json_builder_set_member_name (b, kinds[k].key);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "decisions");
      json_builder_add_int_value (b, n);
      json_builder_set_member_name (b, "agreements");
      json_builder_add_int_value (b, t->agreements[k]);
      json_builder_set_member_name (b, "as_good");
      json_builder_add_int_value (b, t->as_good[k]);
      json_builder_set_member_name (b, "rate");
      if (n > 0)
        json_builder_add_double_value (b, (double) t->agreements[k] / n);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "low");
      if (n > 0)
        json_builder_add_double_value (b, low);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "high");
      if (n > 0)
        json_builder_add_double_value (b, high);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

/* One game counted into @total and written: its own entry in "files".
 * TRUE when counted; FALSE when @egn is NULL or does not replay. */
static gboolean
count_game (JsonBuilder *b, const char *label, EuchreEgn *egn, const char *const *players,
            guint64 seed, gint64 budget_us, gboolean json, Tally *total, const CliStreams *io)
{
  g_autoptr (GError) error = NULL;
  Tally t = { { 0 } };

  if (egn != NULL && !count_file (egn->record, seed, budget_us, &t, &error))
    {
      fprintf (io->err, "euchre-cli review: %s: the game does not replay: %s\n", label,
               error->message);
      egn = NULL;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, label);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, egn != NULL);
  if (egn == NULL)
    {
      json_builder_end_object (b);
      if (!json)
        fprintf (io->out, "%s: not counted (see the message above)\n\n", label);
      return FALSE;
    }
  tally_add (total, &t);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint s = 0; s < 4; s++)
    json_builder_add_string_value (b, players != NULL && players[s] != NULL ? players[s] : "");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "problem");
  if (egn->problem != NULL)
    json_builder_add_string_value (b, egn->problem);
  else
    json_builder_add_null_value (b);
  add_tally (b, &t);
  json_builder_end_object (b);
  if (json)
    return TRUE;
  fprintf (io->out, "%s", label);
  if (players != NULL && (players[0][0] || players[1][0] || players[2][0] || players[3][0]))
    fprintf (io->out, " (%s, %s, %s, %s)", players[0], players[1], players[2], players[3]);
  fprintf (io->out, ":\n");
  print_tally (io->out, &t);
  fprintf (io->out, "\n");
  return TRUE;
}

/* A match file (euchre-emn.h): each game counted as a file of its own,
 * "PATH, game N"; NULL when @path is no match. */
static EuchreEmn *
load_match (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  /* Bounded, never a pipe or a device: what fails here is read again,
   * and reported, as a game. */
  if (!euchre_file_read_bounded (path, EUCHRE_EMN_MAX_BYTES, &text, &length, NULL) ||
      !euchre_emn_is_match (text, length))
    return NULL;
  return euchre_emn_parse (text, (gssize) length, error);
}

int
cli_agreement (const char *const *paths, guint n, guint64 seed, gint64 budget_us,
               gboolean json, const CliStreams *io)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  Tally total = { { 0 } };
  guint failed = 0, counted = 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) seed);
  json_builder_set_member_name (b, "budget_ms");
  json_builder_add_int_value (b, budget_us / 1000);
  json_builder_set_member_name (b, "files");
  json_builder_begin_array (b);
  for (guint f = 0; f < n; f++)
    {
      g_autoptr (EuchreEgn) egn = NULL;
      g_autoptr (EuchreEmn) emn = NULL;
      g_autoptr (GError) error = NULL;
      gboolean is_egn = FALSE;

      emn = load_match (paths[f], &error);
      if (error != NULL)
        {
          fprintf (io->err, "euchre-cli review: %s: not a match file: %s\n", paths[f],
                   error->message);
          failed++;
          continue;
        }
      if (emn != NULL)
        {
          for (guint g = 0; g < emn->games->len; g++)
            {
              EuchreEmnGame *game = g_ptr_array_index (emn->games, g);
              g_autofree char *label = g_strdup_printf ("%s, game %u", paths[f], g + 1);

              if (game->egn == NULL)
                fprintf (io->err, "euchre-cli review: %s: %s\n", label, game->error);
              else if (game->egn->problem != NULL)
                fprintf (io->err, "euchre-cli review: %s: %s (reviewing the game up to there)\n",
                         label, game->egn->problem);
              if (count_game (b, label, game->egn, (const char *const *) game->players, seed,
                              budget_us, json, &total, io))
                counted++;
              else
                failed++;
            }
          continue;
        }
      egn = cli_review_load (paths[f], &is_egn, io);
      if (count_game (b, paths[f], egn, is_egn && egn != NULL
                                        ? (const char *const *) egn->players : NULL,
                      seed, budget_us, json, &total, io))
        counted++;
      else
        failed++;
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "total");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "files");
  json_builder_add_int_value (b, counted);
  json_builder_set_member_name (b, "failed");
  json_builder_add_int_value (b, failed);
  add_tally (b, &total);
  json_builder_end_object (b);
  json_builder_end_object (b);

  if (json)
    {
      g_autoptr (JsonGenerator) gen = json_generator_new ();
      g_autoptr (JsonNode) root = json_builder_get_root (b);
      g_autofree char *text = NULL;

      json_generator_set_root (gen, root);
      json_generator_set_pretty (gen, TRUE);
      text = json_generator_to_data (gen, NULL);
      fprintf (io->out, "%s\n", text);
    }
  else
    {
      fprintf (io->out, "Total, %u file%s", counted, counted == 1 ? "" : "s");
      if (failed > 0)
        fprintf (io->out, " (%u more could not be read)", failed);
      fprintf (io->out, ", the Hard player (--seed %" G_GUINT64_FORMAT ", --budget-ms %"
               G_GINT64_FORMAT "):\n", seed, budget_us / 1000);
      print_tally (io->out, &total);
    }
  return failed > 0 ? 1 : 0;
}
