/* euchre-rules.h — every variant option, the presets, and the scoring table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "euchre-card.h"

G_BEGIN_DECLS

typedef enum {
  EUCHRE_DECK_24 = 0,   /* 9–A */
  EUCHRE_DECK_21,       /* 24 less 9♠ 9♣ 9♦ (West Virginia) */
  EUCHRE_DECK_25,       /* 24 + Joker ("Benny") */
  EUCHRE_DECK_28,       /* 8–A */
  EUCHRE_DECK_32,       /* 7–A */
  EUCHRE_N_DECKS
} EuchreDeckKind;

typedef enum {
  EUCHRE_SHUFFLE_RANDOM = 0,  /* uniform Fisher–Yates from the game seed */
  EUCHRE_SHUFFLE_IN,          /* EECS 280: in-shuffle ×7 of the pack, kept between hands */
  EUCHRE_SHUFFLE_NONE,        /* EECS 280 "noshuffle": the pack is reset each hand */
  EUCHRE_SHUFFLE_MT,          /* CS 246: mt19937 Fisher–Yates, deck restored between hands */
  EUCHRE_N_SHUFFLES
} EuchreShuffleKind;

typedef enum {
  EUCHRE_DEAL_3_2 = 0,        /* 3-2-3-2 then 2-3-2-3 */
  EUCHRE_DEAL_FIVE,           /* five at a time (CS 246) */
  EUCHRE_N_DEALS
} EuchreDealStyle;

typedef enum {
  EUCHRE_RENEGE_PREVENT = 0,  /* an illegal card is refused */
  EUCHRE_RENEGE_PENALISE,     /* refused, and the other side scores 2 (CS 246) */
  EUCHRE_N_RENEGES,
  /* Not a rule to play by (settings, presets and the preferences offer the
   * two above): a game read from a file in which a card that does not
   * follow suit was played.  It is played as it fell, unpunished, and the
   * trick goes on (renege=played). */
  EUCHRE_RENEGE_PLAYED = EUCHRE_N_RENEGES,
} EuchreRenegeRule;

typedef enum {
  EUCHRE_ALONE_LEAD_ELDEST = 0,  /* eldest leads, skipping a sitting-out player */
  EUCHRE_ALONE_LEAD_LEFT,        /* the player to the loner's left leads (Hoyle) */
  EUCHRE_ALONE_LEAD_NOT_LONER,   /* eldest leads unless it is the loner: then the
                                  * next player (the CS 246 Euchre assignment,
                                  * section 1.2.4, footnote 2) */
  EUCHRE_N_ALONE_LEADS
} EuchreAloneLead;

typedef enum {
  EUCHRE_PRESET_STANDARD = 0,
  EUCHRE_PRESET_EECS280,
  EUCHRE_PRESET_CS246,
  EUCHRE_PRESET_WEST_VIRGINIA,
  EUCHRE_PRESET_BRITISH,
  EUCHRE_N_PRESETS,
  EUCHRE_PRESET_CUSTOM = EUCHRE_N_PRESETS,
} EuchrePreset;

/* Rules are a plain value: copy them freely. */
typedef struct {
  guint8 points_to_win;       /* 1–100 */
  guint8 deck;                /* EuchreDeckKind */
  guint8 shuffle;             /* EuchreShuffleKind */
  guint8 deal;                /* EuchreDealStyle */
  guint8 renege;              /* EuchreRenegeRule */
  guint8 alone_lead;          /* EuchreAloneLead */
  guint8 first_dealer;        /* 0–3 */
  guint8 stick_the_dealer : 1;   /* else the deal passes after two passing rounds */
  guint8 going_alone : 1;
  guint8 alone_march_4 : 1;      /* a lone march scores 4 (else 2) */
  guint8 defend_alone : 1;       /* a defender may go alone; a lone euchre scores 4 */
  guint8 super_euchre : 1;       /* defenders taking all five tricks score 4 */
  guint8 quiet_dealer : 1;       /* the dealer's partner who makes trump goes alone */
  guint8 order_partner_alone : 1; /* ordering up one's partner means going alone (CS 246) */
} EuchreRules;

#define EUCHRE_RULES_MIN_POINTS 1
#define EUCHRE_RULES_MAX_POINTS 100

void          euchre_rules_init_preset (EuchreRules *rules, EuchrePreset preset);
EuchrePreset  euchre_rules_get_preset  (const EuchreRules *rules);
const char   *euchre_preset_id         (EuchrePreset preset);   /* "standard" */
const char   *euchre_preset_name       (EuchrePreset preset);   /* translatable */
EuchrePreset  euchre_preset_from_id    (const char *id);        /* N_PRESETS if unknown */
gboolean      euchre_rules_equal       (const EuchreRules *a, const EuchreRules *b);
gboolean      euchre_rules_validate    (const EuchreRules *rules, GError **error);

/* The cards of the deck in the rules' "new pack" order: EECS 280 order
 * (S H C D, low to high) for every shuffle but MT, whose initial order is
 * CS 246's (H D S C).  Returns the number of cards written. */
guint         euchre_rules_initial_deck (const EuchreRules *rules, EuchreCard deck[EUCHRE_N_CARDS]);
guint         euchre_rules_deck_size   (const EuchreRules *rules);
EuchreCardSet euchre_rules_deck_cards  (const EuchreRules *rules);

/* "points=10 deck=24 shuffle=random …": every field, parseable back. */
char         *euchre_rules_to_string   (const EuchreRules *rules);
gboolean      euchre_rules_parse       (EuchreRules *rules, const char *text, GError **error);

/* How a hand ended. */
typedef enum {
  EUCHRE_RESULT_NONE = 0,      /* hand not finished */
  EUCHRE_RESULT_PASSED,        /* everyone passed twice: no score, the deal passes */
  EUCHRE_RESULT_MADE,          /* makers took 3 or 4: 1 */
  EUCHRE_RESULT_MARCH,         /* makers took 5: 2 */
  EUCHRE_RESULT_ALONE_MADE,    /* lone maker took 3 or 4: 1 */
  EUCHRE_RESULT_ALONE_MARCH,   /* lone maker took 5: 4 (or 2) */
  EUCHRE_RESULT_EUCHRE,        /* defenders took 3 or more: 2 */
  EUCHRE_RESULT_ALONE_EUCHRE,  /* lone defender euchred the makers: 4 */
  EUCHRE_RESULT_SUPER_EUCHRE,  /* defenders took all five (SuperEuchre): 4 */
  EUCHRE_N_RESULTS
} EuchreResultKind;

typedef struct {
  guint8 kind;     /* EuchreResultKind */
  guint8 side;     /* the side that scored: 0 = seats 0 & 2, 1 = seats 1 & 3 */
  guint8 points;
} EuchreHandScore;

/* The scoring table: the makers' tricks and who went alone give the
 * points and the side that scores them. */
EuchreHandScore euchre_rules_score_hand (const EuchreRules *rules,
                                         guint              maker_side,
                                         guint              maker_tricks,
                                         gboolean           maker_alone,
                                         gboolean           defender_alone);

const char   *euchre_result_id         (EuchreResultKind kind);   /* "march" */

G_END_DECLS
