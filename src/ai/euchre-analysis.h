/* euchre-analysis.h — every legal action of one seat, valued by the expert
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis behind hints, the hand review and the tutor.  It sees one
 * seat's EuchreView only (never the state), samples deals of the unseen
 * cards consistent with it and solves them double-dummy, exactly as the
 * `expert` player does, and keeps the value of every legal action rather
 * than the best one alone.  Not thread-safe per call; each call makes its
 * own search objects, so calls on different threads are independent.
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

typedef struct {
  EuchreAction action;
  /* The chance the seat's side wins the game after this action: what the
   * expert maximises. */
  double win;
  /* The hand's expected points for the seat's side (the other side's
   * points count negative). */
  double points;
  /* Bids: the chance the seat's side makes trump and takes at least three
   * tricks.  Cards: the chance the seat's side takes this trick. */
  double make_chance;
  double trick_chance;
} EuchreAnalysisOption;

typedef struct {
  guint8 seat;
  guint8 phase;                 /* EuchrePhase of the view */
  /* TRUE when the time budget ran out before the expert's counts: fewer
   * deals were sampled than an analysis without a time limit takes. */
  guint8 stopped_at_budget;
  guint n;                      /* options, in the order of the legal list */
  /* The coach's best option: the highest chance to win the game as the
   * coach shows it (a whole percentage), then the most points (one
   * decimal), then the Hard player's choice (euchre_analysis_rank()).
   * Options within the sampling noise of it are shown as as good as it
   * (euchre_analysis_is_tie()). */
  guint best;
  guint expert;                 /* the Hard player's choice */
  guint n_samples;              /* deals sampled (0 with a single option) */
  EuchreAnalysisOption options[EUCHRE_MAX_ACTIONS];
} EuchreAnalysis;

/* Evaluates every action of @legal (the view's legal actions) for @view's
 * seat, drawing its seed from @rand (so a seeded GRand gives the same
 * analysis) and sampling until the expert's counts or @budget_us
 * microseconds run out (0: no time limit, fully deterministic).  The
 * result holds no padding garbage: two analyses compare with memcmp(). */
void    euchre_analysis_run       (const EuchreView       *view,
                                   const EuchreActionList *legal,
                                   GRand                  *rand,
                                   gint64                  budget_us,
                                   EuchreAnalysis         *out);

/* The time budget, in microseconds, of the analyses a person waits for
 * (the hint, the tutor, the replay board's coach): EUCHRE_HINT_BUDGET_US
 * when set (0: no time limit, deterministic, for tests; a negative value
 * is 0), else @default_us.  Read at each call, so the caller reads it
 * before it starts a thread. */
gint64  euchre_analysis_budget_us (gint64 default_us);

/* The salt of the game's own analyses: the hint, the hand review and the
 * replay's coach sample the same deals for the same position. */
#define EUCHRE_ANALYSIS_GAME_SALT G_GUINT64_CONSTANT (0x5eed4e7e)

/* A GRand for analysing @view's position: seeded from what the seat
 * knows there (its cards, the bids, the cards played, the score…) and
 * @salt, never from where or when it is asked, so that one decision gets
 * one set of sampled deals, and so the same figures, wherever it is
 * analysed with the same salt and budget. */
GRand  *euchre_analysis_position_rand (const EuchreView *view,
                                       guint64           salt);

/* The seed euchre_analysis_run() draws from @rand: an `expert` made with
 * it chooses the analysis' @expert action. */
guint64 euchre_analysis_draw_seed (GRand *rand);

/* The figures the coach shows and ranks by: the chance to win the game
 * as a whole percentage, the points in tenths (both rounded as printed). */
int     euchre_analysis_win_percent (double win);
int     euchre_analysis_points_tenths (double points);

/* Compares options @a and @b of @analysis as the coach ranks them: > 0
 * when @a is better (a higher win percentage, or the same and more
 * tenths of a point), < 0 when @b is, 0 when they show the same figures. */
int     euchre_analysis_compare   (const EuchreAnalysis *analysis,
                                   guint                 a,
                                   guint                 b);

/* Whether options @a and @b are within the sampling noise of each other:
 * over n sampled deals, their chances to win the game differ by less
 * than 0.5/√n (a chance's largest standard error; at least one whole
 * percentage) and their points by less than 3/√n.  Such options are
 * shown as a tie, never as better and worse. */
/* The sampling noise of @analysis' figures, as euchre_analysis_is_tie()
 * takes it: of a chance to win the game (0–1) and of points. */
void     euchre_analysis_noise    (const EuchreAnalysis *analysis,
                                   double               *win,
                                   double               *points);

gboolean euchre_analysis_is_tie   (const EuchreAnalysis *analysis,
                                   guint                 a,
                                   guint                 b);

/* The option of @action, or NULL when it was not analysed. */
const EuchreAnalysisOption *
        euchre_analysis_find      (const EuchreAnalysis *analysis,
                                   const EuchreAction   *action);

/* Expected points @action loses against the best option (0 for the best
 * one, never negative); -1 when @action was not analysed. */
double  euchre_analysis_cost      (const EuchreAnalysis *analysis,
                                   const EuchreAction   *action);

/* The chance of winning the game @action loses against the best option
 * (0 for the best one, never negative); -1 when it was not analysed. */
double  euchre_analysis_win_cost  (const EuchreAnalysis *analysis,
                                   const EuchreAction   *action);

/* A clear mistake: an action that costs at least half a point on average
 * (a quarter of a euchre) or five percentage points of the chance to win
 * the game, and is no tie with the best one (euchre_analysis_is_tie()).
 * Below that, the difference between two options is within what a few
 * hundred sampled deals cannot tell apart, or too small to be worth a
 * lesson.  The review flags these, and the tutor steps in. */
#define EUCHRE_ANALYSIS_MISTAKE_POINTS 0.5
#define EUCHRE_ANALYSIS_MISTAKE_WIN    0.05

gboolean euchre_analysis_is_mistake (const EuchreAnalysis *analysis,
                                     const EuchreAction   *action);

G_END_DECLS
