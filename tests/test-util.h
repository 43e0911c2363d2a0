/* test-util.h — helpers shared by the engine tests (and positions for the others)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-ai.h"

G_BEGIN_DECLS

#define C(text) euchre_card_parse (text)

/* Four hands for deal_hands() (dealer 0), seat 0 first, the rest of the
 * pack left for the upcard (JD, or JK in the British pack): used by the
 * state, event and view tests. */
extern const char *test_hands_a[4];

EuchreAction  act          (EuchreActionType type);
EuchreAction  order        (gboolean alone);
EuchreAction  call         (EuchreSuit suit, gboolean alone);
EuchreAction  card_action  (EuchreActionType type, const char *card);
/* "9S TS JS" → a card set; asserts every word is a card. */
EuchreCardSet cards        (const char *text);
/* Deals @hands (seat 0 to 3, five cards each) and @upcard by stacking the
 * pack (rules: shuffle none, five at a time, @dealer first). */
void          deal_hands   (EuchreState *s, EuchreRules *rules, guint dealer,
                            const char *hands[4], const char *upcard);
/* A word of a test script: p, o, oa, da (defend alone), cX / cXa (call
 * suit X, alone), dXX (discard XX), XX (play XX). */
EuchreAction  script_action (const char *word);
/* Applies each word of @script (space-separated, may be NULL or empty) to
 * @s; any refusal is an error naming the case @name and the step. */
void          apply_script (EuchreState *s, const char *name, const char *script);
/* Checks a scripted case's decision: @got must print as @expect, @reason
 * must mention @reason_part; then applies @got to @s (it must be legal). */
void          check_choice (EuchreState *s, const char *name, EuchreAction got,
                            const char *reason, const char *expect,
                            const char *reason_part);
/* What a fresh strategy @id (seed 0) chooses for the seat to act in @s. */
EuchreAction  strategy_choice (const char *id, EuchrePersonality personality,
                               const EuchreState *s, const char **reason);
void          apply_ok     (EuchreState *s, EuchreAction a);
/* Expects @a refused with @code, a message, and the state unchanged. */
void          apply_refused (EuchreState *s, EuchreAction a, int code);

/* The record (as text) of the standard game, seed 7, that @moves make
 * from the deal by @first_dealer: each word an action ("deal", "order",
 * "pass", …), "any" the first legal action, "call" the first suit named
 * (not alone), "to-the-end" the first legal action until the game is over. */
char         *scripted_record (guint first_dealer, const char *const *moves);
/* The contents of the file at @path (asserted readable), @length long. */
char         *test_read_text (const char *path, gsize *length);
/* A whole game of random legal actions from the deal of @seed (drawn with
 * euchre_rng_below() from @seed), recorded.  With @renege_every > 0,
 * about one play in @renege_every is a card that does not follow suit
 * where the hand holds one instead (the rule renege=played), counted in
 * @n_reneges. */
EuchreRecord *test_random_record (const EuchreRules *rules, guint32 seed, guint renege_every,
                                  guint *n_reneges);

/* The record (as text) of one hand of standard rules dealt as
 * deal_hands() deals it (the pack stacked), then @script's words (see
 * apply_script()), then the first legal action until the hand is over. */
char         *stacked_record (guint dealer, const char *hands[4], const char *upcard,
                              const char *script);

/* How play_games_checking() plays its games. */
typedef struct
{
  const char *id;             /* the strategy (seed 0) every seat plays */
  gboolean    personalities;  /* a strategy per seat, seat i of game g with
                               * personality (g + i) % N; else one, Normal */
  gboolean    random_shuffle; /* shuffle random unless the preset's is MT */
  gboolean    own_reasons;    /* the strategy is not asked to deal or end a
                               * hand, and gives a reason of its own (never
                               * the legality guard's) for every choice */
} TestGames;

/* Plays @n_games whole games as @t says, over every preset and rule
 * options; asserts every choice is legal. */
void          play_games_checking (const TestGames *t, guint n_games);
/* play_games_checking() with every seat the strategy @id, Normal. */
void          play_games_checking_legality (const char *id, guint n_games);

/* Two worlds that look the same from the seat to act: @s, and @twin with
 * a hidden card swapped between the two opponents' hands (when both hold
 * one besides the upcard; else @twin equals @s).  Their views are
 * asserted byte-equal. */
typedef void (*TestTwinFunc) (const EuchreState      *s,
                              const EuchreState      *twin,
                              const EuchreActionList *legal,
                              guint                   game,
                              gpointer                data);

/* Plays random Standard games (game g seeded g) and calls @func at @n
 * positions with more than one legal action, about one in @every. */
void          for_each_twin_position (guint n, guint every, TestTwinFunc func, gpointer data);

/* Known blunders in constructed positions (dealer 0, standard rules):
 * each costs the deciding seat's side at least
 * EUCHRE_ANALYSIS_MISTAKE_POINTS on average, or five points of the
 * game, for the reason given in @why.  The analysis and the review tests
 * both use them. */
typedef struct {
  const char *name;
  const char *why;
  const char *hands[4];         /* dealer 0 */
  const char *upcard;
  const char *script;           /* from the deal to the decision */
  const char *blunder;          /* a script word */
  /* Flagged whatever the seed.  The bids of a hopeless hand lose more
   * than half a point under most seeds but not all (sampled on fewer
   * deals, bids vary more), so only the analysis test, with its fixed
   * seeds, uses those. */
  gboolean any_seed;
} TestBlunder;

extern const TestBlunder test_blunders[];
extern const guint test_n_blunders;

G_END_DECLS
