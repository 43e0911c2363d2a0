/* cli-review.c — `euchre-cli review FILE`: every decision of one seat, valued
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review of euchre-review.h for a game record or a saved game (the
 * same text with '#' comments), as text or as JSON.  The JSON shape, one
 * object:
 *
 *   { "seat": 0, "seed": 0,
 *     "hands": [ { "hand": 1, "dealer": 0, "upcard": "9H",
 *                  "maker": 2 | null, "trump": "H" | null, "alone": false,
 *                  "makers_tricks": 3, "makers_perfect": 4,
 *                  "discard": "TC" | null,
 *                  "open_hands": [ ["JH", …], … ]   (per seat, as the play began),
 *                  "decisions": [ { "entry": 5, "trick": 0, "samples": 60,
 *                                   "cost": 0.0, "win_cost": 0.0, "mistake": false,
 *                                   "options": [ { "action": "order alone",
 *                                                  "win": 0.61, "points": 0.8,
 *                                                  "make_chance": 0.7,
 *                                                  "trick_chance": 0.0,
 *                                                  "chosen": true, "mistake": false,
 *                                                  "cost": 0.0 }, … ] }, … ],
 *                  "plays": [ { "entry": 9, "seat": 1, "trick": 1, "card": "9S",
 *                               "makers_before": 4, "makers_after": 4,
 *                               "best": ["9S", …] }, … ] }, … ] }
 *
 * Cards and actions are written as in the record ("9S", "order alone");
 * chances are from 0 to 1, points per hand for the reviewed seat's side.
 *
 * FILE may also be Euchre Game Notation (a name ending in .egn, or text
 * starting with '{'); the JSON then has "players" (names, "" when not
 * given).  A card the file does not record (an unseen discard, a hand that
 * was never played) is "unknown" in the text and the JSON, and a decision
 * taken with such a card in the seat's own hand is not analysed (it would
 * be the analysis of a hand nobody held): text "not analysed", JSON
 * "hand_unknown": true and no options.  An EGN file with an illegal or
 * unreadable deal is reviewed up to that deal, with a warning on standard
 * error and exit status 0.
 *
 * `euchre-cli review --agreement FILE…` is cli-agreement.c.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cli.h"
#include "euchre-ai.h"
#include "euchre-cs246.h"
#include "euchre-egn.h"
#include "euchre-names.h"
#include "euchre-record.h"

/* ---- text ------------------------------------------------------------------- */

static char *
option_name (const EuchreReviewDecision *d, const EuchreAction *a)
{
  g_autofree char *card = NULL;

  switch (a->type)
    {
    case EUCHRE_ACTION_DISCARD:
      card = euchre_name_card (a->card);
      return g_strdup_printf ("Discard the %s", card);
    case EUCHRE_ACTION_PLAY:
      return euchre_name_card (a->card);
    default:
      return euchre_name_bid (&d->view, d->view.seat, a);
    }
}

/* The cards of the deal that entry @entry belongs to whose place the
 * file did not record (0 for a game of ours). */
EuchreCardSet
cli_review_unknown (const EuchreRecord *record, guint entry)
{
  EuchreCardSet unknown = 0;

  for (guint i = 0; i < record->hands->len; i++)
    {
      const EuchreRecordHand *h = &g_array_index (record->hands, EuchreRecordHand, i);

      if (h->entry > entry)
        break;
      unknown = h->unknown;
    }
  return unknown;
}

static gboolean
is_unknown (EuchreCardSet unknown, EuchreCard card)
{
  return card != EUCHRE_CARD_NONE && (unknown & EUCHRE_CARD_BIT (card)) != 0;
}

static void
print_cards (FILE *out, const EuchreCard *cards, guint n, EuchreCardSet unknown)
{
  const char *sep = "";

  for (guint i = 0; i < n && cards[i] != EUCHRE_CARD_NONE; i++)
    {
      g_autofree char *name = is_unknown (unknown, cards[i]) ? g_strdup ("unknown")
                                                             : euchre_name_card (cards[i]);

      fprintf (out, "%s%s", sep, name);
      sep = ", ";
    }
}

static void
print_decision (FILE *out, const EuchreReviewDecision *d, EuchreCardSet unknown)
{
  const EuchreAnalysis *an = &d->analysis;
  gboolean card = an->phase == EUCHRE_PHASE_PLAY;

  if ((d->view.hand & unknown) != 0)
    {
      if (d->trick > 0)
        fprintf (out, "  Trick %u, your card:", d->trick);
      else if (an->phase == EUCHRE_PHASE_DISCARD)
        fprintf (out, "  Your discard:");
      else
        fprintf (out, "  Your bid:");
      fprintf (out, " not analysed: the file does not record every card of this hand "
               "(unknown)\n");
      return;
    }
  if (d->trick > 0)
    fprintf (out, "  Trick %u, your card (%u deals sampled):\n", d->trick, an->n_samples);
  else if (an->phase == EUCHRE_PHASE_DISCARD)
    fprintf (out, "  Your discard (%u deals sampled):\n", an->n_samples);
  else
    fprintf (out, "  Your bid (%u deals sampled):\n", an->n_samples);
  /* The figures as the coach shows and ranks them (euchre_analysis_compare()):
   * the chance to win the game first, whole percent; points to a tenth. */
  fprintf (out, "      %-28s %5s %7s %6s\n", "option", "game", "points",
           card ? "trick" : "make");
  for (guint i = 0; i < an->n; i++)
    {
      const EuchreAnalysisOption *o = &an->options[i];
      g_autofree char *name = option_name (d, &o->action);

      fprintf (out, "    %s %-28s %4d%% %+7.1f %5d%%%s\n",
               i == d->chosen_index ? "*" : " ", name, euchre_analysis_win_percent (o->win),
               euchre_analysis_points_tenths (o->points) / 10.0,
               euchre_analysis_win_percent (card ? o->trick_chance : o->make_chance),
               i == an->best ? "  (best)" : "");
    }
  if (d->mistake)
    {
      g_autofree char *why = euchre_coach_mistake_text (&d->view, an, d->chosen_index);
      const EuchreAnalysisOption *best = &an->options[an->best], *o = &an->options[d->chosen_index];

      fprintf (out, "    MISTAKE: costs %d %% of the game, %.1f points\n",
               euchre_analysis_win_percent (best->win) - euchre_analysis_win_percent (o->win),
               MAX (euchre_analysis_points_tenths (d->cost), 0) / 10.0);
      fprintf (out, "      %s\n", why);
    }
}

static const char *
seat_name (guint seat, const char *const *players)
{
  static char buf[4][200];

  if (players == NULL || players[seat] == NULL || players[seat][0] == '\0')
    return euchre_name_seat (seat);
  g_snprintf (buf[seat], sizeof buf[seat], "%s (%s)", euchre_name_seat (seat), players[seat]);
  return buf[seat];
}

static void
print_hand (FILE *out, const EuchreReviewHand *h, const EuchreRecord *record,
            const char *const *players)
{
  g_autofree char *upcard = euchre_name_card (h->upcard);
  EuchreCardSet unknown = 0;

  if (h->decisions->len > 0)
    unknown = cli_review_unknown (record,
                                  g_array_index (h->decisions, EuchreReviewDecision, 0).entry);
  else if (h->plays->len > 0)
    unknown = cli_review_unknown (record, g_array_index (h->plays, EuchreReviewPlay, 0).entry);

  fprintf (out, "Hand %u: dealer %s, upcard %s", h->hand, euchre_name_seat (h->dealer), upcard);
  if (h->maker == EUCHRE_SEAT_NONE)
    fprintf (out, ", everyone passed\n");
  else
    fprintf (out, ", maker %s, trump %s%s, makers' tricks %u, perfect play: %u\n",
             euchre_name_seat (h->maker), euchre_name_suit (h->trump),
             h->alone ? ", alone" : "", h->makers_tricks, h->makers_perfect);
  if (h->discard != EUCHRE_CARD_NONE)
    {
      g_autofree char *discard = is_unknown (unknown, h->discard) ? g_strdup ("unknown")
                                                                  : euchre_name_card (h->discard);

      fprintf (out, "The dealer's discard: %s\n", discard);
    }
  fprintf (out, "Decisions of %s, from what that seat could see:\n",
           seat_name (h->seat, players));
  if (h->decisions->len == 0)
    fprintf (out, "  (no choices)\n");
  for (guint i = 0; i < h->decisions->len; i++)
    print_decision (out, &g_array_index (h->decisions, EuchreReviewDecision, i), unknown);
  {
    g_autofree char *summary = euchre_coach_review_summary (h);

    fprintf (out, "In short: %s%s\n", summary, g_str_has_suffix (summary, ".") ? "" : ".");
  }
  if (h->plays->len == 0)
    {
      fprintf (out, "\n");
      return;
    }
  fprintf (out, "Open hands (every card shown; perfect play by both sides):\n");
  for (guint s = 0; s < 4; s++)
    if (h->hands[s][0] != EUCHRE_CARD_NONE)
      {
        fprintf (out, "  [open] %-8s ", seat_name (s, players));
        print_cards (out, h->hands[s], 5, unknown);
        fprintf (out, "\n");
      }
  for (guint i = 0; i < h->plays->len; i++)
    {
      const EuchreReviewPlay *p = &g_array_index (h->plays, EuchreReviewPlay, i);
      g_autofree char *card = euchre_name_card (p->card);
      g_autofree char *seat = g_strdup_printf ("%s:", seat_name (p->seat, players));

      fprintf (out, "  [open] trick %u, %-8s %-20s makers' tricks %u -> %u", p->trick,
               seat, card, p->makers_before, p->makers_after);
      if (p->makers_before != p->makers_after)
        {
          fprintf (out, " (best: ");
          print_cards (out, p->best, p->n_best, unknown);
          fprintf (out, ")");
        }
      fprintf (out, "\n");
    }
  fprintf (out, "\n");
}

/* ---- JSON ------------------------------------------------------------------- */

static void
add_card (JsonBuilder *b, EuchreCard card, EuchreCardSet unknown)
{
  char buf[3];

  if (is_unknown (unknown, card))
    json_builder_add_string_value (b, "unknown");
  else if (card == EUCHRE_CARD_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, euchre_card_short_name (card, buf));
}

static void
add_cards (JsonBuilder *b, const EuchreCard *cards, guint n, EuchreCardSet unknown)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < n && cards[i] != EUCHRE_CARD_NONE; i++)
    add_card (b, cards[i], unknown);
  json_builder_end_array (b);
}

#define MEMBER(b, name, kind, value) \
  (json_builder_set_member_name ((b), (name)), json_builder_add_##kind##_value ((b), (value)))

static void
add_decision (JsonBuilder *b, const EuchreReviewDecision *d, EuchreCardSet unknown)
{
  const EuchreAnalysis *an = &d->analysis;
  gboolean hand_unknown = (d->view.hand & unknown) != 0;

  json_builder_begin_object (b);
  MEMBER (b, "entry", int, d->entry);
  MEMBER (b, "trick", int, d->trick);
  if (hand_unknown)
    {
      MEMBER (b, "hand_unknown", boolean, TRUE);
      json_builder_set_member_name (b, "options");
      json_builder_begin_array (b);
      json_builder_end_array (b);
      json_builder_end_object (b);
      return;
    }
  MEMBER (b, "samples", int, an->n_samples);
  MEMBER (b, "cost", double, d->cost);
  MEMBER (b, "win_cost", double, d->win_cost);
  MEMBER (b, "mistake", boolean, d->mistake);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; i < an->n; i++)
    {
      const EuchreAnalysisOption *o = &an->options[i];
      g_autofree char *action = euchre_action_to_string (&o->action);

      json_builder_begin_object (b);
      MEMBER (b, "action", string, action);
      MEMBER (b, "win", double, o->win);
      MEMBER (b, "points", double, o->points);
      MEMBER (b, "make_chance", double, o->make_chance);
      MEMBER (b, "trick_chance", double, o->trick_chance);
      MEMBER (b, "chosen", boolean, i == d->chosen_index);
      MEMBER (b, "mistake", boolean, euchre_analysis_is_mistake (an, &o->action));
      MEMBER (b, "cost", double, euchre_analysis_cost (an, &o->action));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_hand (JsonBuilder *b, const EuchreReviewHand *h, const EuchreRecord *record)
{
  char buf[2] = { 0 };
  EuchreCardSet unknown = 0;

  if (h->decisions->len > 0)
    unknown = cli_review_unknown (record,
                                  g_array_index (h->decisions, EuchreReviewDecision, 0).entry);
  else if (h->plays->len > 0)
    unknown = cli_review_unknown (record, g_array_index (h->plays, EuchreReviewPlay, 0).entry);

  json_builder_begin_object (b);
  MEMBER (b, "hand", int, h->hand);
  MEMBER (b, "dealer", int, h->dealer);
  json_builder_set_member_name (b, "upcard");
  add_card (b, h->upcard, 0);
  json_builder_set_member_name (b, "maker");
  if (h->maker == EUCHRE_SEAT_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, h->maker);
  json_builder_set_member_name (b, "trump");
  if (h->trump == EUCHRE_SUIT_NONE)
    json_builder_add_null_value (b);
  else
    {
      buf[0] = euchre_suit_letter (h->trump);
      json_builder_add_string_value (b, buf);
    }
  MEMBER (b, "alone", boolean, h->alone);
  MEMBER (b, "makers_tricks", int, h->makers_tricks);
  MEMBER (b, "makers_perfect", int, h->makers_perfect);
  json_builder_set_member_name (b, "discard");
  add_card (b, h->discard, unknown);
  json_builder_set_member_name (b, "open_hands");
  json_builder_begin_array (b);
  for (guint s = 0; s < 4; s++)
    add_cards (b, h->hands[s], 5, unknown);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "decisions");
  json_builder_begin_array (b);
  for (guint i = 0; i < h->decisions->len; i++)
    add_decision (b, &g_array_index (h->decisions, EuchreReviewDecision, i), unknown);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "plays");
  json_builder_begin_array (b);
  for (guint i = 0; i < h->plays->len; i++)
    {
      const EuchreReviewPlay *p = &g_array_index (h->plays, EuchreReviewPlay, i);

      json_builder_begin_object (b);
      MEMBER (b, "entry", int, p->entry);
      MEMBER (b, "seat", int, p->seat);
      MEMBER (b, "trick", int, p->trick);
      json_builder_set_member_name (b, "card");
      add_card (b, p->card, unknown);
      MEMBER (b, "makers_before", int, p->makers_before);
      MEMBER (b, "makers_after", int, p->makers_after);
      json_builder_set_member_name (b, "best");
      add_cards (b, p->best, p->n_best, unknown);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
print_json (FILE *out, GPtrArray *hands, guint seat, guint64 seed, const EuchreRecord *record,
            const char *const *players)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  MEMBER (b, "seat", int, seat);
  MEMBER (b, "seed", int, (gint64) seed);
  if (players != NULL)
    {
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint s = 0; s < 4; s++)
        json_builder_add_string_value (b, players[s] != NULL ? players[s] : "");
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint i = 0; i < hands->len; i++)
    add_hand (b, g_ptr_array_index (hands, i), record);
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  fprintf (out, "%s\n", text);
}

/* ---- the command ------------------------------------------------------------ */

static gboolean
looks_like_egn (const char *path, const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{' || g_str_has_suffix (path, ".egn") || g_str_has_suffix (path, ".EGN");
}

EuchreEgn *
cli_review_load (const char *path, gboolean *is_egn, const CliStreams *io)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  EuchreEgn *egn;
  EuchreRecord *record;
  EuchreCs246Game cs246;
  gsize length = 0;

  *is_egn = FALSE;
  if (!euchre_file_read_bounded (path, EUCHRE_FILE_GAME_MAX_BYTES, &text, &length, &error))
    {
      fprintf (io->err, "euchre-cli review: %s: %s\n", path, error->message);
      return NULL;
    }
  if (looks_like_egn (path, text))
    {
      egn = euchre_egn_parse (text, (gssize) length, &error);
      if (egn == NULL)
        {
          fprintf (io->err, "euchre-cli review: %s: not an EGN file: %s\n", path,
                   error->message);
          return NULL;
        }
      /* What comes before the problem is a legal game: review that. */
      if (egn->problem != NULL)
        fprintf (io->err, "euchre-cli review: %s: %s (reviewing the game up to there)\n",
                 path, egn->problem);
      *is_egn = TRUE;
      return egn;
    }
  record = euchre_record_parse (text, NULL, &error);
  if (record == NULL)
    {
      /* A CS 246 saved game is a position, not a history: nothing in it
       * says what anyone chose. */
      if (euchre_cs246_load (&cs246, text, -1, NULL))
        fprintf (io->err, "euchre-cli review: %s: a CS 246 saved game holds no past actions to "
                 "review\n", path);
      else
        fprintf (io->err, "euchre-cli review: %s: not a game record: %s\n", path,
                 error->message);
      return NULL;
    }
  egn = g_new0 (EuchreEgn, 1);
  egn->record = record;
  return egn;
}

#define DESCRIPTION \
  "FILE is a game record or saved game of ours, or a Euchre Game Notation file (.egn).\n" \
  "An EGN file with an illegal or unreadable deal is reviewed up to that deal, with a\n" \
  "warning on standard error and exit status 0; cards the file does not record are\n" \
  "shown as unknown.\n" \
  "\n" \
  "--agreement FILE…: at every decision of every seat that was a choice, how often\n" \
  "our Hard player (the expert) would have done the same, bids and cards separately,\n" \
  "with a 95 % Wilson interval; --seat and --hand do not apply.  With the default\n" \
  "--budget-ms 0 (the expert's full counts) the figures are the same on any machine.\n" \
  "Decisions taken with a card the file does not record are not counted.  A file\n" \
  "that cannot be read is reported and the others are still counted; the exit\n" \
  "status is then 1.\n" \
  "\n" \
  "Exit status: 0 reviewed, 1 a file could not be read or reviewed, 2 bad arguments."

int
cli_review (int argc, char **argv, const CliStreams *io)
{
  gint seat = 0, hand = 0, budget_ms = 0;
  gint64 seed = 0;
  gboolean json = FALSE, agreement = FALSE, is_egn = FALSE;
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GPtrArray) hands = NULL;
  const char *const *players;
  GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, "The seat to review, 0 to 3 (default 0)", "N" },
    { "hand", 0, 0, G_OPTION_ARG_INT, &hand, "Only hand N, 1 or more (default: every hand)",
      "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Write JSON instead of text", NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the analysis (default 0)", "S" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Time limit of each decision's analysis (default 0: full counts)",
      "MS" },
    { "agreement", 0, 0, G_OPTION_ARG_NONE, &agreement,
      "How often the Hard player agrees with the players in FILE…", NULL },
    { NULL }
  };

  context = g_option_context_new ("FILE - every decision of one seat, valued, and the hands "
                                  "replayed open");
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (context, DESCRIPTION);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (io->err, "euchre-cli review: %s\n", error->message);
      return 2;
    }
  if (agreement && argc < 2)
    {
      fprintf (io->err, "euchre-cli review: which files? (euchre-cli review --agreement "
               "FILE…)\n");
      return 2;
    }
  if (!agreement && argc != 2)
    {
      fprintf (io->err, argc < 2 ? "euchre-cli review: which file? (euchre-cli review FILE)\n"
                                 : "euchre-cli review: unexpected argument “%s”\n", argv[2]);
      return 2;
    }
  if (seat < 0 || seat > 3)
    {
      fprintf (io->err, "euchre-cli review: --seat must be from 0 to 3 (got %d)\n", seat);
      return 2;
    }
  if (hand < 0)
    {
      fprintf (io->err, "euchre-cli review: --hand must be 1 or more (got %d)\n", hand);
      return 2;
    }
  if (agreement && (hand != 0 || seat != 0))
    {
      fprintf (io->err, "euchre-cli review: --agreement counts every seat and every hand: "
               "leave out --seat and --hand\n");
      return 2;
    }
  if (seed < 0)
    {
      fprintf (io->err, "euchre-cli review: --seed must not be negative\n");
      return 2;
    }
  if (budget_ms < 0 || budget_ms > 600000)
    {
      fprintf (io->err, "euchre-cli review: --budget-ms must be from 0 to 600000\n");
      return 2;
    }
  if (agreement)
    return cli_agreement ((const char *const *) argv + 1, (guint) argc - 1, (guint64) seed,
                          (gint64) budget_ms * 1000, json, io);

  egn = cli_review_load (argv[1], &is_egn, io);
  if (egn == NULL)
    return 1;
  players = is_egn ? (const char *const *) egn->players : NULL;
  hands = euchre_review_record (egn->record, (guint) seat, (guint) hand, (guint64) seed,
                                (gint64) budget_ms * 1000, NULL, &error);
  if (hands == NULL)
    {
      fprintf (io->err, "euchre-cli review: %s: %s\n", argv[1], error->message);
      return 1;
    }
  if (json)
    print_json (io->out, hands, (guint) seat, (guint64) seed, egn->record, players);
  else if (hands->len == 0)
    fprintf (io->out, "No finished hand to review.\n");
  else
    {
      if (players != NULL && (players[0][0] || players[1][0] || players[2][0] || players[3][0]))
        {
          fprintf (io->out, "Players:");
          for (guint s = 0; s < 4; s++)
            fprintf (io->out, "%s %s: %s", s ? "," : "", euchre_name_seat (s),
                     players[s][0] ? players[s] : "?");
          fprintf (io->out, "\n\n");
        }
      /* What the file does that is read, but not as written: its reneges
       * (played as they fell, no choice to value), a game past the
       * target, the file's own final score. */
      if (is_egn && egn->notes != NULL && egn->notes->len > 0)
        {
          fprintf (io->out, "Notes on the file:\n");
          for (guint i = 0; i < egn->notes->len; i++)
            fprintf (io->out, "  %s\n", (const char *) g_ptr_array_index (egn->notes, i));
          fprintf (io->out, "\n");
        }
      for (guint i = 0; i < hands->len; i++)
        print_hand (io->out, g_ptr_array_index (hands, i), egn->record, players);
    }
  return 0;
}
