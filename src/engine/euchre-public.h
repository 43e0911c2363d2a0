/* euchre-public.h — what every seat at the table can see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The phases, the actions and EuchrePublic, the half of the game state
 * that holds no hidden card, with the queries that read only it.  The
 * user interface and the computer players' views work from this; the
 * whole state (hands, kitty, pack, seed) is in euchre-state.h.
 */
#pragma once

#include <glib.h>

#include "euchre-card.h"
#include "euchre-rules.h"

G_BEGIN_DECLS


typedef enum {
  EUCHRE_PHASE_DEAL = 0,    /* game start: the first dealer deals */
  EUCHRE_PHASE_BID1,        /* order up / pass (or: dealer names trump under a Joker) */
  EUCHRE_PHASE_BID2,        /* name a suit other than the turned-down one / pass */
  EUCHRE_PHASE_DEFEND,      /* against a loner, a defender may go alone */
  EUCHRE_PHASE_DISCARD,     /* the dealer picked up the upcard and discards */
  EUCHRE_PHASE_PLAY,
  EUCHRE_PHASE_HAND_OVER,   /* the hand is scored (or passed out); next: deal */
  EUCHRE_PHASE_GAME_OVER,
  EUCHRE_N_PHASES
} EuchrePhase;

typedef enum {
  EUCHRE_ACTION_DEAL = 0,
  EUCHRE_ACTION_PASS,
  EUCHRE_ACTION_ORDER_UP,       /* round 1; for the dealer, "pick up" */
  EUCHRE_ACTION_CALL,           /* round 2, or the dealer naming trump under a Joker */
  EUCHRE_ACTION_DEFEND_ALONE,
  EUCHRE_ACTION_DISCARD,
  EUCHRE_ACTION_PLAY,
  EUCHRE_ACTION_RENEGE,         /* renege=penalise only: the card is refused, the
                                 * other side scores 2; never a legal action */
  EUCHRE_N_ACTION_TYPES,
  EUCHRE_ACTION_NONE = 0xff,
} EuchreActionType;

typedef struct {
  guint8 type;    /* EuchreActionType */
  guint8 card;    /* DISCARD, PLAY, RENEGE; else EUCHRE_CARD_NONE */
  guint8 suit;    /* CALL; else EUCHRE_SUIT_NONE */
  guint8 alone;   /* ORDER_UP, CALL */
} EuchreAction;

#define EUCHRE_MAX_ACTIONS 16

typedef struct {
  guint n;
  EuchreAction actions[EUCHRE_MAX_ACTIONS];
} EuchreActionList;

typedef enum {
  EUCHRE_UPCARD_NONE = 0,     /* no hand dealt */
  EUCHRE_UPCARD_FACE_UP,
  EUCHRE_UPCARD_TURNED_DOWN,  /* all passed in round 1 */
  EUCHRE_UPCARD_PICKED_UP,    /* in the dealer's hand (everyone saw it go there) */
  EUCHRE_UPCARD_LEFT,         /* ordered up, but the dealer sits out: it stays put */
} EuchreUpcardState;

#define EUCHRE_SEAT_NONE 0xff

/* What every seat at the table can see.  A view (euchre-view.h) is this
 * plus one seat's own cards, so nothing here may depend on hidden cards. */
typedef struct {
  EuchreRules rules;
  guint16 hand_number;          /* hands dealt, passed-out ones included; 0 before the first */
  guint8 phase;                 /* EuchrePhase */
  guint8 dealer;
  guint8 turn;                  /* seat to act */
  guint8 upcard;
  guint8 upcard_state;          /* EuchreUpcardState */
  guint8 bid_round;             /* 1 or 2 while bidding; the round trump was made in after */
  guint8 n_bids;                /* bids made in the current round / defend decisions */
  guint8 trump;                 /* EuchreSuit, EUCHRE_SUIT_NONE before it is made */
  guint8 maker;                 /* EUCHRE_SEAT_NONE before trump */
  guint8 alone;                 /* the maker plays alone */
  guint8 defender;              /* the lone defender, or EUCHRE_SEAT_NONE */
  guint8 out_mask;              /* bit per seat sitting this hand out */
  EuchreAction bids[2][4];      /* per round and seat; type NONE if not bid */
  guint8 trick_number;          /* tricks finished, 0–5 */
  guint8 n_played;              /* cards in the current trick */
  guint8 trick_best;            /* seat winning the current trick so far, or NONE */
  guint8 led_suit;              /* effective suit led to the current trick, or NONE */
  guint16 trick_best_power;     /* how strongly the winning card plays (internal) */
  guint8 trick[5][4];           /* card each seat played to each trick, or NONE */
  guint8 trick_leader[5];
  guint8 trick_winner[5];
  guint8 tricks[2];             /* tricks won by each side this hand */
  guint8 seat_tricks[4];
  guint8 score[2];
  guint8 voids[4];              /* per seat: bit per effective suit it failed to follow */
  guint8 renege_count[2];       /* penalties charged to each side this game */
  guint8 winner;                /* side that won the game, or EUCHRE_SEAT_NONE */
  EuchreHandScore last;         /* the last finished hand */
  EuchreCardSet played;         /* cards played to tricks this hand */
} EuchrePublic;

static inline guint
euchre_seat_side (guint seat)
{
  return seat & 1;
}

static inline guint
euchre_seat_partner (guint seat)
{
  return (seat + 2) & 3;
}

/* The winning seat of a complete trick, given the cards per seat (NONE
 * for a seat that sits out), the leader and trump. */
guint     euchre_trick_winner        (const guint8 cards[4], guint leader, EuchreSuit trump);


/* Next seat to the left that is not sitting out. */
guint     euchre_public_next_seat    (const EuchrePublic *pub, guint seat);
guint     euchre_public_active_seats (const EuchrePublic *pub);
/* The card led to the current trick, or NONE. */
EuchreCard euchre_public_led_card    (const EuchrePublic *pub);

/* Legal actions for @seat holding @hand, from what is public.  Shared by
 * states and views so that both agree. */
guint     euchre_public_legal_actions (const EuchrePublic *pub,
                                       EuchreCardSet       hand,
                                       EuchreActionList   *list);
EuchreCardSet euchre_public_legal_plays (const EuchrePublic *pub, EuchreCardSet hand);

/* Action helpers.  A made action holds NONE in the fields its type does
 * not use, so actions compare and print cleanly. */
static inline EuchreAction
euchre_action_make (EuchreActionType type, EuchreCard card, EuchreSuit suit, gboolean alone)
{
  EuchreAction a = { (guint8) type, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE };

  switch (type)
    {
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_RENEGE:
      a.card = card;
      break;
    case EUCHRE_ACTION_CALL:
      a.suit = (guint8) suit;
      a.alone = !!alone;
      break;
    case EUCHRE_ACTION_ORDER_UP:
      a.alone = !!alone;
      break;
    default:
      break;
    }
  return a;
}

gboolean  euchre_action_equal        (const EuchreAction *a, const EuchreAction *b);
gboolean  euchre_action_list_contains (const EuchreActionList *list, const EuchreAction *a);
/* "pass", "order alone", "call H", "play JD" … and back. */
char     *euchre_action_to_string    (const EuchreAction *action);
gboolean  euchre_action_parse        (const char *text, EuchreAction *action);

G_END_DECLS
