/* euchre-coach.c — what an analysis means, in the player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every number said here is the analysis' own (euchre-analysis.h): a
 * chance as a whole percentage, points signed with one decimal, both
 * printed with the locale's decimal separator.  What a card "keeps for
 * later" is read from the seat's own hand in the view, nothing else.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "euchre-coach.h"
#include "euchre-names.h"
#include "euchre-play-facts.h"

/* A chance as a whole percentage (0–100), rounded as the ranking rounds
 * it (euchre_analysis_compare()). */
static int
percent (double chance)
{
  return euchre_analysis_win_percent (chance);
}

/* Points signed, one decimal, in the locale's format: "+0.9", "-1.4";
 * never "-0.0".  Rounded as the ranking rounds them. */
char *
euchre_coach_signed_points (double points)
{
  double r = euchre_analysis_points_tenths (points) / 10.0;

  if (r == 0)
    r = 0;      /* -0.0 */
  return g_strdup_printf ("%+.1f", r);
}

/* A cost (never negative), one decimal: "1.4". */
static char *
plain_points (double points)
{
  return g_strdup_printf ("%.1f", MAX (euchre_analysis_points_tenths (points), 0) / 10.0);
}

static gboolean
is_bid (const EuchreAction *a)
{
  return a->type == EUCHRE_ACTION_ORDER_UP || a->type == EUCHRE_ACTION_CALL;
}

char *
euchre_coach_action_text (const EuchreView *view, const EuchreAction *action)
{
  g_autofree char *card = NULL;

  g_return_val_if_fail (view != NULL && action != NULL, g_strdup (""));
  switch (action->type)
    {
    case EUCHRE_ACTION_DISCARD:
      card = euchre_name_card (action->card);
      /* TRANSLATORS: the dealer's discard; %s is a card ("Nine of Clubs") */
      return g_strdup_printf (_("Discard the %s"), card);
    case EUCHRE_ACTION_PLAY:
      card = euchre_name_card (action->card);
      /* TRANSLATORS: %s is a card ("King of Spades") */
      return g_strdup_printf (_("Play the %s"), card);
    case EUCHRE_ACTION_DEAL:
      return g_strdup (_("Deal"));
    default:
      return euchre_name_bid (view, view->seat, action);
    }
}

char *
euchre_coach_option_text (const EuchreView     *view,
                          const EuchreAnalysis *analysis,
                          guint                 option)
{
  const EuchreAnalysisOption *o;
  g_autofree char *points = NULL;

  g_return_val_if_fail (view != NULL && analysis != NULL, g_strdup (""));
  g_return_val_if_fail (option < analysis->n, g_strdup (""));
  o = &analysis->options[option];
  points = euchre_coach_signed_points (o->points);
  /* The chance to win the game first: it is what ranks the options. */
  if (o->action.type == EUCHRE_ACTION_PLAY)
    /* TRANSLATORS: a card's numbers: %1$d is the chance to win the game (a percentage), %2$d
     * a percentage, %3$s signed points ("+0.4") */
    return g_strdup_printf (_("%1$d %% to win the game; your side takes this trick in %2$d %% of "
                              "deals, %3$s points on average"),
                            percent (o->win), percent (o->trick_chance), points);
  if (is_bid (&o->action) ||
      (o->action.type == EUCHRE_ACTION_DISCARD && euchre_view_is_maker_side (view)))
    /* TRANSLATORS: a bid's numbers: %1$d is the chance to win the game (a percentage), %2$d
     * the chance to make it, %3$s signed points ("+0.9") */
    return g_strdup_printf (_("%1$d %% to win the game; you make it in %2$d %% of deals, %3$s "
                              "points on average"),
                            percent (o->win), percent (o->make_chance), points);
  /* TRANSLATORS: %1$d is the chance to win the game (a percentage), %2$s signed points
   * ("+0.2") */
  return g_strdup_printf (_("%1$d %% to win the game, %2$s points on average"), percent (o->win),
                          points);
}

/* The runner-up as the hint compares it: "passing", "calling Hearts" … */
static char *
runner_up_label (const EuchreView *view, const EuchreAction *a)
{
  g_autofree char *card = NULL;

  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      return g_strdup (_("passing"));
    case EUCHRE_ACTION_ORDER_UP:
      if (a->alone)
        return g_strdup (_("going alone"));
      return g_strdup (view->seat == view->pub.dealer ? _("picking up") : _("ordering up"));
    case EUCHRE_ACTION_CALL:
      /* TRANSLATORS: a bid compared in a hint; %s is a suit */
      return g_strdup_printf (a->alone ? _("calling %s alone") : _("calling %s"),
                              euchre_name_suit (a->suit));
    case EUCHRE_ACTION_DEFEND_ALONE:
      return g_strdup (_("defending alone"));
    case EUCHRE_ACTION_DISCARD:
      card = euchre_name_card (a->card);
      /* TRANSLATORS: a discard compared in a hint; %s is a card */
      return g_strdup_printf (_("discarding the %s"), card);
    case EUCHRE_ACTION_PLAY:
      return euchre_name_card (a->card);
    default:
      return g_strdup ("");
    }
}

/* The option ranked next after the best one (euchre_analysis_compare()). */
static guint
runner_up (const EuchreAnalysis *analysis)
{
  guint r = analysis->best == 0 ? 1 : 0;

  for (guint i = 0; i < analysis->n; i++)
    if (i != analysis->best && euchre_analysis_compare (analysis, i, r) > 0)
      r = i;
  return r;
}

/* What the seat keeps for later when it plays @played: its highest
 * trump left, when that is higher than @played, or else an ace of
 * another suit; EUCHRE_CARD_NONE when it keeps neither. */
static EuchreCard
kept_card (const EuchreView *view, EuchreCard played)
{
  EuchreSuit trump = view->pub.trump;
  EuchreCardSet left = view->hand & ~EUCHRE_CARD_BIT (played);
  EuchreCardSet trumps;

  if (trump >= EUCHRE_N_SUITS)
    return EUCHRE_CARD_NONE;
  trumps = left & euchre_trump_suit_cards[trump][trump];
  if (trumps != 0)
    {
      EuchreCard top = euchre_card_set_highest (trumps, EUCHRE_CARD_NONE, trump);

      if (!euchre_card_is_trump (played, trump) ||
          euchre_card_less_trump (played, top, trump))
        return top;
    }
  for (EuchreSuit s = 0; s < EUCHRE_N_SUITS; s++)
    if (s != trump && (left & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (s, EUCHRE_ACE))))
      return EUCHRE_CARD_MAKE (s, EUCHRE_ACE);
  return EUCHRE_CARD_NONE;
}

/* What the best card does, after the chance to win the game: "your side
 * takes this trick in 81 % of deals and keeps your right bower". */
static char *
card_detail (const EuchreView *view, const EuchreAnalysisOption *o)
{
  g_autofree char *kept_name = NULL;
  EuchreSuit trump = view->pub.trump;
  EuchreCard card = o->action.card;
  EuchreCard top = kept_card (view, card);
  EuchreCardSet legal = euchre_view_legal_plays (view);
  int pct = percent (o->trick_chance);

  if (top != EUCHRE_CARD_NONE)
    {
      if (euchre_card_is_right_bower (top, trump))
        /* TRANSLATORS: a card hint, after the chance to win the game: %d is a percentage */
        return g_strdup_printf (_("your side takes this trick in %d %% of deals and keeps your "
                                  "right bower"), pct);
      if (euchre_card_is_left_bower (top, trump))
        /* TRANSLATORS: a card hint, after the chance to win the game: %d is a percentage */
        return g_strdup_printf (_("your side takes this trick in %d %% of deals and keeps your "
                                  "left bower"), pct);
      kept_name = euchre_name_card (top);
      /* TRANSLATORS: a card hint, after the chance to win the game: %1$d is a percentage,
       * %2$s the card kept for later ("Ace of Clubs") */
      return g_strdup_printf (_("your side takes this trick in %1$d %% of deals and keeps the "
                                "%2$s"), pct, kept_name);
    }
  if (euchre_card_set_count (legal) > 1 &&
      euchre_card_set_lowest (legal, euchre_public_led_card (&view->pub), trump) == card)
    {
      guint higher = euchre_card_set_count (legal) - 1;

      /* TRANSLATORS: a card hint, after the chance to win the game: %1$d is a percentage,
       * %2$u how many higher cards the person keeps */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "your side takes this trick in %1$d %% of deals and "
                                           "saves your higher card",
                                           "your side takes this trick in %1$d %% of deals and "
                                           "saves your %2$u higher cards", higher),
                              pct, higher);
    }
  /* TRANSLATORS: a card hint, after the chance to win the game: %d is a percentage */
  return g_strdup_printf (_("your side takes this trick in %d %% of deals"), pct);
}

/* ---- a bid's reason in words ------------------------------------------------ */

typedef struct {
  guint trumps;
  gboolean right, left;
  guint aces;                   /* outside trump */
} HandShape;

static HandShape
hand_shape (EuchreCardSet hand, EuchreSuit trump)
{
  HandShape h = { 0 };

  for (EuchreCardSet c = hand; c; c &= c - 1)
    {
      EuchreCard card = euchre_card_set_first (c);

      if (euchre_card_effective_suit (card, trump) == trump)
        h.trumps++;
      else if (euchre_card_rank (card) == EUCHRE_ACE)
        h.aces++;
      h.right = h.right || euchre_card_is_right_bower (card, trump);
      h.left = h.left || euchre_card_is_left_bower (card, trump);
    }
  return h;
}

/* "A and B", "A, B and C" */
static char *
join_words (GPtrArray *parts)
{
  if (parts->len == 1)
    return g_strdup (parts->pdata[0]);
  if (parts->len == 2)
    /* TRANSLATORS: two things a hand holds ("3 trumps and the right bower") */
    return g_strdup_printf (_("%1$s and %2$s"), (char *) parts->pdata[0],
                            (char *) parts->pdata[1]);
  /* TRANSLATORS: three things a hand holds ("3 trumps, both bowers and 1 outside ace") */
  return g_strdup_printf (_("%1$s, %2$s and %3$s"), (char *) parts->pdata[0],
                          (char *) parts->pdata[1], (char *) parts->pdata[2]);
}

static const char *
bowers_words (const HandShape *h)
{
  if (h->right && h->left)
    return _("both bowers");
  if (h->right)
    return _("the right bower");
  if (h->left)
    return _("the left bower");
  return NULL;
}

/* What a bid that names @trump rests on: "you hold 3 trumps and the
 * right bower" (the dealer who picks up counts the upcard). */
static char *
make_reason (const EuchreView *view, EuchreSuit trump, gboolean picks_up)
{
  EuchreCardSet hand = view->hand;
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  HandShape h;

  if (picks_up)
    hand |= EUCHRE_CARD_BIT (view->pub.upcard);
  h = hand_shape (hand, trump);
  g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u trump", "%u trumps",
                                                        h.trumps), h.trumps));
  if (bowers_words (&h))
    g_ptr_array_add (parts, g_strdup (bowers_words (&h)));
  if (h.aces > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u outside ace",
                                                          "%u outside aces", h.aces), h.aces));
  list = join_words (parts);
  return picks_up
         /* TRANSLATORS: a bid's reason: what the dealer's hand holds with the upcard */
         ? g_strdup_printf (_("with the upcard you hold %s"), list)
         /* TRANSLATORS: a bid's reason: what the hand holds ("3 trumps and the right bower") */
         : g_strdup_printf (_("you hold %s"), list);
}

/* Why pass: the best trump the seat could name is short.  In round 1
 * the upcard's suit; in round 2 the suit (not turned down) with most
 * trumps. */
static char *
pass_reason (const EuchreView *view)
{
  const EuchrePublic *p = &view->pub;
  EuchreSuit turned = euchre_card_suit (p->upcard);
  EuchreSuit best = EUCHRE_SUIT_NONE;
  HandShape h = { 0 };
  const char *bowers;

  if (p->phase == EUCHRE_PHASE_BID1 && turned < EUCHRE_N_SUITS)
    {
      best = turned;
      h = hand_shape (view->hand | (view->seat == p->dealer ? EUCHRE_CARD_BIT (p->upcard) : 0),
                      best);
    }
  else if (p->phase == EUCHRE_PHASE_BID2)
    for (EuchreSuit s = 0; s < EUCHRE_N_SUITS; s++)
      {
        HandShape t = hand_shape (view->hand, s);

        if (s != turned && (best == EUCHRE_SUIT_NONE || t.trumps > h.trumps))
          best = s, h = t;
      }
  if (best == EUCHRE_SUIT_NONE)
    return NULL;
  bowers = bowers_words (&h);
  if (h.trumps == 0)
    /* TRANSLATORS: why pass: %s is a suit ("Clubs") */
    return g_strdup_printf (_("no trump in %s"), euchre_name_suit (best));
  if (bowers == NULL)
    /* TRANSLATORS: why pass: a number of trumps and a suit ("only 1 trump in Clubs, no bower") */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "only %u trump in %s, no bower",
                                         "only %u trumps in %s, no bower", h.trumps),
                            h.trumps, euchre_name_suit (best));
  /* TRANSLATORS: why pass: a number of trumps, a suit, "the left bower" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "only %u trump in %s, %s",
                                       "only %u trumps in %s, %s", h.trumps),
                          h.trumps, euchre_name_suit (best), bowers);
}

char *
euchre_coach_bid_reason (const EuchreView *view, const EuchreAction *action)
{
  g_return_val_if_fail (view != NULL && action != NULL, NULL);
  switch (action->type)
    {
    case EUCHRE_ACTION_PASS:
      return pass_reason (view);
    case EUCHRE_ACTION_ORDER_UP:
      if (view->pub.upcard >= EUCHRE_JOKER)
        return NULL;
      return make_reason (view, euchre_card_suit (view->pub.upcard),
                          view->seat == view->pub.dealer);
    case EUCHRE_ACTION_CALL:
      return make_reason (view, action->suit, FALSE);
    default:
      return NULL;
    }
}

char *
euchre_coach_hint_text (const EuchreView *view, const EuchreAnalysis *analysis)
{
  const EuchreAnalysisOption *best;
  g_autofree char *label = NULL;
  g_autofree char *numbers = NULL;
  g_autofree char *other = NULL;
  g_autofree char *other_points = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *best_points = NULL;
  guint r;

  g_return_val_if_fail (view != NULL && analysis != NULL, g_strdup (""));
  g_return_val_if_fail (analysis->n > 0 && analysis->best < analysis->n, g_strdup (""));
  best = &analysis->options[analysis->best];
  if (best->action.type == EUCHRE_ACTION_PLAY)
    label = euchre_name_card (best->action.card);
  else
    label = euchre_coach_action_text (view, &best->action);
  if (analysis->n == 1 || analysis->n_samples == 0)
    /* TRANSLATORS: a hint when nothing else is allowed; %s is the action */
    return g_strdup_printf (_("%s: the only legal choice"), label);
  r = runner_up (analysis);
  if (best->action.type == EUCHRE_ACTION_PLAY)
    {
      g_autofree char *detail = card_detail (view, best);
      g_autofree char *situation = NULL;
      EuchrePlayFacts facts;

      /* What is true of the hand at this card, when it is worth a word:
       * chosen from the facts, never from the card chosen. */
      if (euchre_play_facts (view, best->action.card, &facts))
        situation = euchre_play_facts_clause (&facts);
      if (situation != NULL)
        /* TRANSLATORS: a card hint: %1$s is the card, %2$s the situation ("your partner has
         * the trick", "you have no Spades"), %3$d the chance to win the game after it (a
         * percentage), %4$s what it does ("your side takes this trick in 81 % of deals") */
        return g_strdup_printf (_("%1$s: %2$s; %3$d %% to win the game; %4$s"), label, situation,
                                percent (best->win), detail);
      /* TRANSLATORS: a card hint: %1$s is the card, %2$d the chance to win the game after it
       * (a percentage), %3$s what it does ("your side takes this trick in 81 % of deals and
       * keeps your right bower") */
      return g_strdup_printf (_("%1$s: %2$d %% to win the game; %3$s"), label, percent (best->win),
                              detail);
    }
  if (euchre_analysis_is_tie (analysis, analysis->best, r))
    {
      g_autofree char *tied = runner_up_label (view, &analysis->options[r].action);

      /* Sampling noise is no advice: two choices the sampled deals cannot
       * tell apart are said to be as good as each other, not compared as
       * better and worse (a card's hint names no other card). */
      g_autofree char *noise = euchre_coach_noise_text (analysis);

      /* TRANSLATORS: a hint when the two best choices are too close to tell apart: %1$s is
       * the first ("Pass"), %2$s the other ("ordering up"), %3$s why ("the difference is
       * within the estimate’s noise, ±3 % and ±0.2 points"), %4$d and %5$d their chances to
       * win the game (percentages) */
      return g_strdup_printf (_("%1$s, or just as well %2$s: %3$s (%4$d %% and %5$d %% to win "
                                "the game)"),
                              label, tied, noise, percent (best->win),
                              percent (analysis->options[r].win));
    }
  numbers = euchre_coach_option_text (view, analysis, analysis->best);
  other = runner_up_label (view, &analysis->options[r].action);
  other_points = euchre_coach_signed_points (analysis->options[r].points);
  best_points = euchre_coach_signed_points (best->points);
  reason = euchre_coach_bid_reason (view, &best->action);
  if (reason != NULL)
    /* The reason in words first, the numbers after, short enough for the
     * bar's two lines (issue 42.2). */
    /* TRANSLATORS: a bid's hint: %1$s is the bid ("Order up"), %2$s why in words ("you hold
     * 3 trumps and the right bower"), %3$d its chance to win the game (a percentage), %4$s
     * its points on average ("+0.9") */
    return g_strdup_printf (_("%1$s: %2$s (%3$d %% to win the game, %4$s points)"), label, reason,
                            percent (best->win), best_points);
  /* TRANSLATORS: a hint: %1$s is the best action ("Order up"), %2$s its numbers
   * ("52 % to win the game; you make it in 74 % of deals, +0.9 points on average"), %3$s
   * the next best ("passing"), %4$d its chance to win the game (a percentage) and %5$s its
   * points ("+0.2") */
  return g_strdup_printf (_("%1$s: %2$s; %3$s: %4$d %%, %5$s points"), label, numbers, other,
                          percent (analysis->options[r].win), other_points);
}

char *
euchre_coach_mistake_text (const EuchreView     *view,
                           const EuchreAnalysis *analysis,
                           guint                 option)
{
  const EuchreAnalysisOption *o, *best;
  g_autofree char *action = NULL;
  g_autofree char *best_action = NULL;
  g_autofree char *best_numbers = NULL;
  g_autofree char *cost = NULL;
  double points_cost;

  g_return_val_if_fail (view != NULL && analysis != NULL, g_strdup (""));
  g_return_val_if_fail (option < analysis->n && analysis->best < analysis->n, g_strdup (""));
  o = &analysis->options[option];
  best = &analysis->options[analysis->best];
  action = euchre_coach_action_text (view, &o->action);
  best_action = euchre_coach_action_text (view, &best->action);
  best_numbers = euchre_coach_option_text (view, analysis, analysis->best);
  if (option == analysis->best)
    /* TRANSLATORS: %1$s is the action, %2$s its numbers */
    return g_strdup_printf (_("“%1$s” is the best choice: %2$s"), action, best_numbers);
  points_cost = euchre_analysis_cost (analysis, &o->action);
  cost = plain_points (points_cost);
  /* The cost in the ranking's own terms: the chance to win the game when
   * it shows a difference, else the points that ranked the two. */
  if (percent (best->win) > percent (o->win))
    {
      if (euchre_analysis_points_tenths (points_cost) > 0)
        /* TRANSLATORS: a mistake: %1$s is the action, %2$d and %3$d percentages (the chance
         * to win the game with the best action and with this one), %4$s the points it costs
         * ("1.4"), %5$s the best action, %6$s its numbers */
        return g_strdup_printf (_("“%1$s” lowers your chance to win the game from %2$d %% to "
                                  "%3$d %% and costs %4$s points on average. Better: “%5$s”, "
                                  "%6$s."),
                                action, percent (best->win), percent (o->win), cost, best_action,
                                best_numbers);
      /* TRANSLATORS: a mistake that scores as many points but loses games: %1$s is the
       * action, %2$d and %3$d percentages (the chance to win the game with the best action
       * and with this one), %4$s the best action, %5$s its numbers */
      return g_strdup_printf (_("“%1$s” lowers your chance to win the game from %2$d %% to "
                                "%3$d %%. Better: “%4$s”, %5$s."),
                              action, percent (best->win), percent (o->win), best_action,
                              best_numbers);
    }
  /* TRANSLATORS: a mistake: %1$s is the action, %2$s the points it costs ("1.4"), %3$s the
   * best action, %4$s its numbers */
  return g_strdup_printf (_("“%1$s” costs %2$s points on average. Better: “%3$s”, %4$s."),
                          action, cost, best_action, best_numbers);
}

char *
euchre_coach_noise_text (const EuchreAnalysis *analysis)
{
  double win, points;
  int win_pct, points_tenths;
  g_autofree char *points_text = NULL;

  g_return_val_if_fail (analysis != NULL, g_strdup (""));
  euchre_analysis_noise (analysis, &win, &points);
  /* Rounded up: the noise is never said smaller than it is. */
  win_pct = (int) ceil (win * 100 - 1e-9);
  points_tenths = (int) ceil (points * 10 - 1e-9);
  points_text = g_strdup_printf ("%.1f", points_tenths / 10.0);
  /* TRANSLATORS: why two options are shown as a tie: %1$d is the noise of a chance to win
   * the game (a percentage), %2$s of the points ("0.2") */
  return g_strdup_printf (_("the difference is within the estimate’s noise, ±%1$d %% and ±%2$s "
                            "points"), win_pct, points_text);
}

char *
euchre_coach_review_line (const EuchreView     *view,
                          const EuchreAnalysis *analysis,
                          guint                 option,
                          gboolean              chosen)
{
  g_autofree char *action = NULL;
  g_autofree char *numbers = NULL;
  g_autofree char *noise = NULL;
  gboolean best, tie;

  g_return_val_if_fail (view != NULL && analysis != NULL, g_strdup (""));
  g_return_val_if_fail (option < analysis->n && analysis->best < analysis->n, g_strdup (""));
  action = euchre_coach_action_text (view, &analysis->options[option].action);
  numbers = euchre_coach_option_text (view, analysis, option);
  best = option == analysis->best;
  /* Within the sampling noise of the best: as good as it, and the words
   * say why, with the noise. */
  tie = !best && euchre_analysis_is_tie (analysis, option, analysis->best);
  if (tie)
    noise = euchre_coach_noise_text (analysis);
  if (chosen && best)
    /* TRANSLATORS: the hand review: an option, its numbers, and that the person chose it
     * and it was the best */
    return g_strdup_printf (_("%s: %s (your choice, the best)"), action, numbers);
  if (chosen && tie)
    /* TRANSLATORS: the hand review: an option, its numbers, and that the person chose it and
     * it was as good as the best; %3$s says why ("the difference is within the estimate’s
     * noise, ±3 % and ±0.2 points") */
    return g_strdup_printf (_("%1$s: %2$s (your choice, as good as the best: %3$s)"), action,
                            numbers, noise);
  if (chosen)
    /* TRANSLATORS: the hand review: an option, its numbers, and that the person chose it */
    return g_strdup_printf (_("%s: %s (your choice)"), action, numbers);
  if (best)
    /* TRANSLATORS: the hand review: an option, its numbers, and that it was the best */
    return g_strdup_printf (_("%s: %s (the best)"), action, numbers);
  if (tie)
    /* TRANSLATORS: the hand review: an option, its numbers, and that it was as good as the
     * best; %3$s says why ("the difference is within the estimate’s noise, ±3 % and ±0.2
     * points") */
    return g_strdup_printf (_("%1$s: %2$s (as good as the best: %3$s)"), action, numbers, noise);
  return g_strdup_printf (_("%s: %s"), action, numbers);
}

char *
euchre_coach_review_summary (const EuchreReviewHand *hand)
{
  g_autofree char *seen = NULL;
  guint mistakes = 0, played = 0, thrown = 0;
  int game_lost = 0;
  double points_lost = 0;

  g_return_val_if_fail (hand != NULL, g_strdup (""));
  for (guint i = 0; i < hand->decisions->len; i++)
    {
      const EuchreReviewDecision *d = &g_array_index (hand->decisions, EuchreReviewDecision, i);
      const EuchreAnalysis *an = &d->analysis;

      if (!d->mistake)
        continue;
      mistakes++;
      game_lost += percent (an->options[an->best].win) - percent (an->options[d->chosen_index].win);
      points_lost += d->cost;
    }
  for (guint i = 0; i < hand->plays->len; i++)
    {
      const EuchreReviewPlay *p = &g_array_index (hand->plays, EuchreReviewPlay, i);

      if (p->seat != hand->seat)
        continue;
      played++;
      thrown += euchre_review_play_threw_trick (hand, p);
    }
  if (hand->decisions->len == 0)
    return g_strdup (_("You had no choice to make in this hand."));
  if (mistakes == 0)
    /* TRANSLATORS: the hand review's headline, judged on what the person could see when
     * deciding (the open replay's finding may follow) */
    seen = g_strdup (_("No mistakes by what you could see"));
  else
    {
      g_autofree char *points = plain_points (points_lost);

      /* TRANSLATORS: the hand review's headline: %1$u mistakes, %2$d the percentage points
       * of the chance to win the game they cost, %3$s the points ("1.9") */
      seen = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$u mistake by what you could see: %2$d %% of the "
                                           "game, %3$s points lost",
                                           "%1$u mistakes by what you could see: %2$d %% of the "
                                           "game, %3$s points lost", mistakes),
                              mistakes, MAX (game_lost, 0), points);
    }
  if (played == 0)
    return g_steal_pointer (&seen);
  if (thrown == 0)
    /* TRANSLATORS: the hand review's headline: %s is what the review by what the person
     * could see found ("No mistakes by what you could see") */
    return g_strdup_printf (_("%s; with all hands open, none of your cards threw a trick away"),
                            seen);
  /* TRANSLATORS: the hand review's headline: %1$s is what the review by what the person
   * could see found ("No mistakes by what you could see"), %2$u how many of the person's
   * cards lowered their side's tricks with every hand open */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%1$s; with all hands open, %2$u of your cards threw a "
                                       "trick away",
                                       "%1$s; with all hands open, %2$u of your cards threw a "
                                       "trick away", thrown),
                          seen, thrown);
}
