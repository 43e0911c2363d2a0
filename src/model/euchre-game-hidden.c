/* euchre-game-hidden.c — the cards an online table's window cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <string.h>

#include "euchre-game-private.h"

/* ---- the hidden cards ----------------------------------------------------------
 *
 * The cards the person cannot see (the other seats' hands, the kitty, a
 * hidden discard) are dealt again before each card another seat plays,
 * so that the whole deal is one the table could have dealt: the card
 * played in its player's hand, and no seat holding a card of a suit it
 * showed out of earlier in the deal.  Then every play in the record
 * replays as legal, whatever order the table's moves came in: moving
 * only the cards one play needs (as before) could hand a seat a card of
 * a suit it had not followed two tricks earlier, and the score sheet's
 * replay of that record failed (issue 38).
 *
 * It is a matching of hidden cards to places: each seat's free places may
 * take only cards of the suits it still may hold; the kitty and the
 * discard take any.  Augmenting paths (Kuhn's algorithm) find one when
 * one exists; the real deal is one, so only a table that broke the rules
 * leaves none, and the move is then refused in words. */

#define MAX_PLACES EUCHRE_N_CARDS

typedef struct {
  EuchreCardSet allowed[MAX_PLACES];
  guint8 owner[MAX_PLACES];     /* seat 1 to 3, 4 the kitty, 5 the discard */
  guint8 card_of[MAX_PLACES];   /* the card a place holds, or NONE */
  guint8 place_of[EUCHRE_N_CARDS];
  gboolean tried[EUCHRE_N_CARDS];
  guint n;
} Matching;

/* Finds a card for @place, moving others along an augmenting path. */
static gboolean
match_place (Matching *m, guint place, const EuchreCardSet preferred[6])
{
  /* Cards where they lie first: a card moves only if it must. */
  for (guint pass = 0; pass < 2; pass++)
    {
      EuchreCardSet cards = m->allowed[place] &
                            (pass == 0 ? preferred[m->owner[place]] : ~preferred[m->owner[place]]);

      for (; cards; cards &= cards - 1)
        {
          EuchreCard c = euchre_card_set_first (cards);

          if (m->tried[c])
            continue;
          m->tried[c] = TRUE;
          if (m->place_of[c] == G_MAXUINT8 || match_place (m, m->place_of[c], preferred))
            {
              m->place_of[c] = (guint8) place;
              m->card_of[place] = c;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Deals the hidden cards of @st again so that @seat (1 to 3) holds
 * @card, which it is about to play, and no seat holds a card of a suit
 * in @voids.  Seat 0's cards and the upcard stay where everyone saw them.
 * FALSE (and @st unchanged) if no such deal exists. */
gboolean
euchre_game_arrange_hidden (EuchreState *st, const guint8 voids[4], guint seat, EuchreCard card)
{
  EuchrePublic *p = &st->pub;
  EuchreCardSet fixed[6] = { 0 }, preferred[6], pool, upcard_bit, discard_bit;
  gboolean hidden_discard = st->discard < EUCHRE_N_CARDS && p->dealer != 0;
  gboolean discard_in_kitty, upcard_free;
  Matching m;

  upcard_bit = p->upcard < EUCHRE_N_CARDS ? EUCHRE_CARD_BIT (p->upcard) : 0;
  discard_bit = st->discard < EUCHRE_N_CARDS ? EUCHRE_CARD_BIT (st->discard) : 0;
  /* The engine keeps the discard in the kitty too: it has one place. */
  discard_in_kitty = (st->kitty & discard_bit) != 0;
  preferred[0] = 0;
  /* A dealer whose discard nobody saw may have discarded the upcard it
   * took: then it is in its hand or the discard, and nowhere else. */
  upcard_free = hidden_discard && p->upcard_state == EUCHRE_UPCARD_PICKED_UP &&
                ((st->hands[p->dealer] | discard_bit) & upcard_bit) != 0;
  for (guint s = 1; s < 4; s++)
    {
      preferred[s] = st->hands[s];
      fixed[s] = upcard_free ? 0 : st->hands[s] & upcard_bit;
    }
  /* The kitty but the hidden discard (which has a place of its own);
   * the upcard stays where everyone saw it, the person's discard too. */
  preferred[4] = st->kitty & ~(hidden_discard ? discard_bit : 0);
  if (hidden_discard)
    fixed[4] = upcard_free ? 0 : preferred[4] & upcard_bit;
  else
    fixed[4] = st->kitty & (upcard_bit | discard_bit);
  preferred[5] = hidden_discard ? discard_bit : 0;
  pool = preferred[1] | preferred[2] | preferred[3] | preferred[4] | preferred[5];
  pool &= ~(upcard_free ? 0 : upcard_bit) & ~fixed[4];
  if (card < EUCHRE_N_CARDS)
    {
      if (!((pool | fixed[seat]) & EUCHRE_CARD_BIT (card)))
        return FALSE;
      pool &= ~EUCHRE_CARD_BIT (card);
      fixed[seat] |= EUCHRE_CARD_BIT (card);
    }

  memset (&m, 0, sizeof m);
  memset (m.place_of, G_MAXUINT8, sizeof m.place_of);
  for (guint owner = 1; owner < 6; owner++)
    {
      EuchreCardSet allowed = pool;
      /* Each place keeps its number of cards: the card played comes into
       * its player's hand and one hidden card goes from there to where
       * the card was. */
      guint size = (guint) euchre_card_set_count (preferred[owner]);
      guint known = (guint) euchre_card_set_count (fixed[owner]);
      guint free_places = size - MIN (size, known);

      if (upcard_free && owner != p->dealer && owner != 5)
        allowed &= ~upcard_bit;
      if (owner < 4)
        for (EuchreSuit suit = 0; suit < 4; suit++)
          if (voids[owner] & (1u << suit))
            allowed &= ~euchre_suit_cards (suit, p->trump);
      for (guint i = 0; i < free_places && m.n < MAX_PLACES; i++)
        {
          m.allowed[m.n] = allowed;
          m.owner[m.n] = (guint8) owner;
          m.card_of[m.n] = EUCHRE_CARD_NONE;
          m.n++;
        }
    }
  for (guint place = 0; place < m.n; place++)
    {
      memset (m.tried, 0, sizeof m.tried);
      if (!match_place (&m, place, preferred))
        return FALSE;
    }

  for (guint s = 1; s < 4; s++)
    st->hands[s] = fixed[s];
  st->kitty = fixed[4];
  for (guint place = 0; place < m.n; place++)
    {
      EuchreCard c = m.card_of[place];

      if (m.owner[place] < 4)
        st->hands[m.owner[place]] |= EUCHRE_CARD_BIT (c);
      else if (m.owner[place] == 4)
        st->kitty |= EUCHRE_CARD_BIT (c);
      else
        {
          st->discard = c;
          if (discard_in_kitty)
            st->kitty |= EUCHRE_CARD_BIT (c);
        }
    }
  return TRUE;
}
