/* euchre-bidding-policy.h — bidding learned by self-play, as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every bidding decision (order up or pick up, name a suit, go alone,
 * defend alone) is put in one of a few thousand abstract states: the
 * round, the seat from the dealer, the upcard or the suit's colour, the
 * hand's Gertz value and shape for the trump it would make, whether the
 * dealer would be stuck.  For each state and each choice (pass, make,
 * make alone) the table counts how the hands went when that choice was
 * played out by self-play (`euchre-cli train`): the points the seat's
 * side scored, -4 to +4, and how often it made trump.  A choice is valued
 * at the game's score by the chance of winning the game those points
 * give, so the same counts say different things at 0–0 and at 9–8.
 *
 * The table ships with the program (data/bidding/, compiled in as a
 * resource) and is read once.  docs/STRENGTH.md says how it was made and
 * how it plays.
 */
#pragma once

#include "euchre-view.h"

G_BEGIN_DECLS

#define EUCHRE_BIDDING_POLICY_VERSION 1

typedef enum {
  EUCHRE_BID_CHOICE_PASS = 0,
  EUCHRE_BID_CHOICE_MAKE,       /* order up, pick up, name the suit */
  EUCHRE_BID_CHOICE_ALONE,      /* the same alone; defend alone */
  EUCHRE_BID_N_CHOICES
} EuchreBidChoice;

/* The hand's result for the seat's side: -4, -2, -1, 0, 1, 2, 4 points. */
#define EUCHRE_BID_N_OUTCOMES 7

typedef struct {
  guint32 n;
  guint32 made;                         /* the seat's side made trump */
  guint32 outcome[EUCHRE_BID_N_OUTCOMES];
} EuchreBidStats;

typedef struct _EuchreBiddingPolicy EuchreBiddingPolicy;

/* An empty table (training). */
EuchreBiddingPolicy *euchre_bidding_policy_new       (void);
void                 euchre_bidding_policy_free      (EuchreBiddingPolicy *policy);
/* The table shipped with the program, read once; never NULL (an empty
 * table, with a warning, if the shipped data cannot be read). */
EuchreBiddingPolicy *euchre_bidding_policy_get_default (void);

/* Reads a table written by euchre_bidding_policy_to_string(); FALSE with
 * a message naming the line when @text is not one. */
EuchreBiddingPolicy *euchre_bidding_policy_parse     (const char *text,
                                                      gsize       length,
                                                      GError    **error);
/* Reads a table from the file at @path (at most 16 MiB: the shipped one
 * is a fiftieth of that); NULL with a message when it cannot. */
EuchreBiddingPolicy *euchre_bidding_policy_load      (const char *path,
                                                      GError    **error);
/* The table as text, @comment (may be NULL) as its first line. */
char                *euchre_bidding_policy_to_string (const EuchreBiddingPolicy *policy,
                                                      const char                *comment);

/* A copy of @policy, counts and all. */
EuchreBiddingPolicy *euchre_bidding_policy_copy (const EuchreBiddingPolicy *policy);
/* Adds every count of @from to @policy (the shards of a training run). */
void  euchre_bidding_policy_merge (EuchreBiddingPolicy       *policy,
                                   const EuchreBiddingPolicy *from);

/* The number of abstract states, and those the table has counts for. */
guint euchre_bidding_policy_n_states       (void);
guint euchre_bidding_policy_n_known_states (const EuchreBiddingPolicy *policy);
/* The total of every count (a checksum of sorts). */
guint64 euchre_bidding_policy_total        (const EuchreBiddingPolicy *policy);

/* The abstract state of @view's decision, or -1 when the table does not
 * cover it (not bidding, the dealer's discard, rules other than the
 * 24-card deck with the usual scoring).  *@suit: the suit the choice
 * would make trump (round 2: the hand's best suit by Gertz value). */
int   euchre_bidding_policy_state (const EuchreView *view, EuchreSuit *suit);
/* The action of @legal that @choice is for @suit, if legal. */
gboolean euchre_bidding_policy_action (const EuchreView       *view,
                                       const EuchreActionList *legal,
                                       EuchreBidChoice         choice,
                                       EuchreSuit              suit,
                                       EuchreAction           *out);
const EuchreBidStats *euchre_bidding_policy_stats (const EuchreBiddingPolicy *policy,
                                                   int                        state,
                                                   EuchreBidChoice            choice);
/* Counts one play-out: the seat's side scored @points (-4 … 4). */
void  euchre_bidding_policy_add (EuchreBiddingPolicy *policy,
                                 int                  state,
                                 EuchreBidChoice      choice,
                                 int                  points,
                                 gboolean             made);

/* What the table says of each action of @legal, at @view's score, for the
 * coach and the Hard player alike: @value[i] the chance to win the game,
 * @points[i] the hand's points on average, @make[i] the chance the side
 * makes trump, @n[i] the play-outs behind them (0: the table has no
 * figure for that action, such as naming a suit other than the best).
 * Returns the index of the best action, or -1 when the table cannot
 * decide (the state is not covered, or a choice has fewer than
 * @min_count play-outs). */
int   euchre_bidding_policy_evaluate (const EuchreBiddingPolicy *policy,
                                      const EuchreView          *view,
                                      const EuchreActionList    *legal,
                                      guint                      min_count,
                                      double                    *value,
                                      double                    *points,
                                      double                    *make,
                                      guint                     *n);

/* The chance that the side with @us points wins against @them, first to
 * @target, if every later hand gives either side 1, 2 or 4 points as a
 * typical game does (the model the expert values scores by). */
double euchre_bidding_win_chance (guint target, int us, int them);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreBiddingPolicy, euchre_bidding_policy_free)

G_END_DECLS
