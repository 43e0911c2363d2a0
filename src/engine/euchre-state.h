/* euchre-state.h — the game state machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An EuchreState is a flat value with no pointers: copying it is a
 * memcpy.  Only euchre_state_apply() changes it, and it refuses an
 * illegal action with a GError, leaving the state as it was.  Its
 * public half, EuchrePublic, is in euchre-public.h; what is here (the
 * hands, the kitty, the pack, the seed) is hidden from the players and
 * from the user interface.
 */
#pragma once

/* The window's library is built with EUCHRE_PUBLIC_ONLY: it draws from
 * the public half and seat 0's view, and this stops it seeing more. */
#ifdef EUCHRE_PUBLIC_ONLY
#error "euchre-state.h holds the hidden cards: use euchre-public.h and euchre-view.h"
#endif

#include "euchre-public.h"
#include "euchre-view.h"

G_BEGIN_DECLS

typedef struct _EuchreState {
  EuchrePublic pub;
  EuchreCardSet hands[4];
  EuchreCardSet kitty;          /* undealt cards, upcard included while on the table */
  guint8 discard;               /* the dealer's discard, or NONE */
  guint8 deck_size;
  guint16 shuffles;             /* shuffles made: the position in the mt19937 stream */
  guint32 seed;
  guint64 rng;
  EuchreCard deck[EUCHRE_N_CARDS];   /* the pack, in order, kept between hands */
} EuchreState;

/* A new game at phase DEAL.  @seed drives every shuffle. */
void      euchre_state_init          (EuchreState       *state,
                                      const EuchreRules *rules,
                                      guint32            seed);
/* The same with the pack in a given order (an EECS 280 pack file);
 * @deck must hold exactly the rules' deck. */
gboolean  euchre_state_init_with_deck (EuchreState       *state,
                                       const EuchreRules *rules,
                                       guint32            seed,
                                       const EuchreCard  *deck,
                                       guint              n,
                                       GError           **error);

/* Sets the cards and the dealer of the next deal (a game read from a
 * file that records each deal's own cards): only before a deal (phase
 * DEAL or HAND_OVER) and only under shuffle=none, where the pack is dealt
 * as it lies.  @deck must hold exactly the rules' deck.  The seat to act
 * becomes @dealer, who deals next. */
gboolean  euchre_state_set_next_deal (EuchreState       *state,
                                      guint              dealer,
                                      const EuchreCard  *deck,
                                      guint              n,
                                      GError           **error);

/* Ends the hand under way where it stands, unscored (phase HAND_OVER,
 * no result): a game read from a file whose deal stops there and is
 * dealt again, as a table that ends a deal on a caught renege writes it.
 * Only while bidding or playing; euchre_state_set_next_deal() follows. */
gboolean  euchre_state_throw_in      (EuchreState       *state,
                                      GError           **error);

/* The legal actions of the seat to act (never RENEGE).  Returns the count. */
guint     euchre_state_legal_actions (const EuchreState *state,
                                      EuchreActionList  *list);
/* The cards the seat to act may play now (PLAY phase), else 0. */
EuchreCardSet euchre_state_legal_plays (const EuchreState *state);

gboolean  euchre_state_check         (const EuchreState  *state,
                                      const EuchreAction *action,
                                      GError            **error);
gboolean  euchre_state_apply         (EuchreState        *state,
                                      const EuchreAction *action,
                                      GError            **error);
/* The same without the check, for playouts and search: @action must be
 * one of the legal actions (or a renege that euchre_state_check()
 * accepts); anything else leaves the state inconsistent. */
void      euchre_state_apply_legal   (EuchreState        *state,
                                      const EuchreAction *action);

/* What @seat may know of @state. */
void      euchre_state_get_view      (const EuchreState *state,
                                      guint              seat,
                                      EuchreView        *view);

G_END_DECLS
