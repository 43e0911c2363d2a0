/* euchre-egn-model.c — the EGN document: cards as text, the game, its deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-deck.h"
#include "euchre-error.h"
#include "euchre-event.h"
#include "euchre-egn-private.h"

/* ---- cards ------------------------------------------------------------------- */

EuchreSuit
egn_suit_from_letter (char c)
{
  switch (c)
    {
    case 's': case 'S': return EUCHRE_SPADES;
    case 'h': case 'H': return EUCHRE_HEARTS;
    case 'c': case 'C': return EUCHRE_CLUBS;
    case 'd': case 'D': return EUCHRE_DIAMONDS;
    default: return EUCHRE_SUIT_NONE;
    }
}

char
egn_suit_to_letter (EuchreSuit suit)
{
  static const char letters[] = "shcd";

  return suit < EUCHRE_N_SUITS ? letters[suit] : '?';
}

static const char rank_letters[] = "78" "9TJQKA";

/* @trump (NONE before trump is made) gives the bowers R and L. */
CardResult
egn_card_from_text (const char *text, EuchreSuit trump, EuchreCard *card, char **why)
{
  EuchreSuit suit;
  int rank = -1;

  *card = EUCHRE_CARD_NONE;
  if (text == NULL)
    {
      *why = g_strdup (_("a card is not text"));
      return CARD_BAD;
    }
  if ((g_str_equal (text, "R") || g_str_equal (text, "L")) && trump != EUCHRE_SUIT_NONE)
    {
      suit = text[0] == 'R' ? trump : (EuchreSuit) (trump ^ 2);
      *card = EUCHRE_CARD_MAKE (suit, EUCHRE_JACK);
      return CARD_OK;
    }
  if (g_str_equal (text, "B"))
    {
      *why = g_strdup (_("the Joker (“B”) is not in the deck these games are played with"));
      return CARD_BAD;
    }
  /* Real files (a league's export) write an unknown card as "". */
  if (text[0] == '\0')
    return CARD_UNKNOWN;
  if (strlen (text) != 2)
    {
      *why = g_strdup_printf (_("“%s” is not a card"), text);
      return CARD_BAD;
    }
  if (text[1] == 't' || text[1] == 'n' || text[1] == 'g')
    {
      *why = g_strdup_printf (_("“%s” names an abstract suit (trump, next, green), which "
                                "cannot be replayed"), text);
      return CARD_BAD;
    }
  if (text[0] == 'X' || text[1] == 'x' || text[1] == 'X')
    return CARD_UNKNOWN;
  if (text[0] == 'N')
    rank = EUCHRE_NINE;
  else
    for (int r = EUCHRE_NINE; r <= EUCHRE_ACE; r++)
      if (text[0] == rank_letters[r])
        rank = r;
  suit = egn_suit_from_letter (text[1]);
  if (rank < 0 || suit == EUCHRE_SUIT_NONE)
    {
      *why = g_strdup_printf (_("“%s” is not a card"), text);
      return CARD_BAD;
    }
  *card = EUCHRE_CARD_MAKE (suit, rank);
  return CARD_OK;
}

char *
egn_card_to_text (EuchreCard card)
{
  return g_strdup_printf ("%c%c", rank_letters[euchre_card_rank (card)],
                          egn_suit_to_letter (euchre_card_suit (card)));
}

char *
egn_seat_name (const EuchreEgn *egn, guint seat)
{
  if (egn->players[seat][0] != '\0')
    return g_strdup (egn->players[seat]);
  return g_strdup_printf (_("Seat %u"), seat);
}

/* The positions of the pack that euchre_deck_deal() gives to each seat
 * (0–3) and to the kitty (4; the upcard first). */
void
egn_deal_positions (const EuchreRules *rules, guint dealer, guint8 owner[EUCHRE_N_CARDS],
                    guint8 kitty_index[EUCHRE_N_CARDS], guint n)
{
  EuchreCard probe[EUCHRE_N_CARDS], kitty[EUCHRE_N_CARDS];
  EuchreCardSet hands[4];
  guint n_kitty;

  euchre_rules_initial_deck (rules, probe);
  n_kitty = euchre_deck_deal (probe, n, rules->deal, dealer, hands, kitty);
  for (guint i = 0; i < n; i++)
    {
      owner[i] = 4;
      kitty_index[i] = 0;
      for (guint s = 0; s < 4; s++)
        if (hands[s] & EUCHRE_CARD_BIT (probe[i]))
          owner[i] = s;
      for (guint k = 0; k < n_kitty; k++)
        if (kitty[k] == probe[i])
          kitty_index[i] = k;
    }
}

void
egn_set_players (EuchreEgn *egn, const char *const *players)
{
  for (guint s = 0; s < 4; s++)
    {
      g_free (egn->players[s]);
      egn->players[s] = g_strdup (players != NULL && players[s] != NULL ? players[s] : "");
    }
}

EuchreEgn *
egn_new (void)
{
  EuchreEgn *egn = g_new0 (EuchreEgn, 1);

  egn_set_players (egn, NULL);
  egn->notes = g_ptr_array_new_with_free_func (g_free);
  egn->reneges = g_array_new (FALSE, FALSE, sizeof (guint));
  return egn;
}

void
euchre_egn_free (EuchreEgn *egn)
{
  if (egn == NULL)
    return;
  g_free (egn->title);
  g_free (egn->description);
  g_free (egn->date);
  for (guint s = 0; s < 4; s++)
    g_free (egn->players[s]);
  g_clear_pointer (&egn->record, euchre_record_free);
  g_free (egn->problem);
  g_clear_pointer (&egn->source, json_node_unref);
  g_clear_pointer (&egn->notes, g_ptr_array_unref);
  g_clear_pointer (&egn->reneges, g_array_unref);
  g_free (egn);
}

/* ---- a record's deals ---------------------------------------------------------- */

/* Replays @record into deals; FALSE only when the record does not replay. */
GArray *
egn_record_deals (const EuchreRecord *record, GError **error)
{
  g_autoptr (GArray) deals = g_array_new (FALSE, TRUE, sizeof (Deal));
  EuchreState state;
  Deal *d = NULL;

  euchre_record_initial_state (record, &state);
  for (guint i = 0; i < record->entries->len; i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);
      const EuchreRecordHand *h = euchre_record_get_hand (record, i);
      EuchreEventList events;

      /* A deal that stops where it stands and is dealt again (the file of
       * a site that ends a deal on a caught renege). */
      if (h != NULL && h->redeal && state.pub.phase != EUCHRE_PHASE_HAND_OVER &&
          state.pub.phase != EUCHRE_PHASE_DEAL && !euchre_state_throw_in (&state, error))
        return NULL;
      if (h != NULL && !euchre_state_set_next_deal (&state, h->dealer, h->pack, h->n, error))
        return NULL;
      if (e->seat != state.pub.turn ||
          !euchre_state_apply_events (&state, &e->action, &events, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, _("action %u is out of turn"),
                         i + 1);
          return NULL;
        }
      if (e->action.type == EUCHRE_ACTION_DEFEND_ALONE && d != NULL)
        d->defend_alone = TRUE;
      for (guint k = 0; k < events.n; k++)
        {
          const EuchreEvent *ev = &events.events[k];

          switch (ev->type)
            {
            case EUCHRE_EVENT_DEALT:
              g_array_set_size (deals, deals->len + 1);
              d = &g_array_index (deals, Deal, deals->len - 1);
              d->dealer = ev->seat;
              d->upcard = ev->card;
              memcpy (d->hands, state.hands, sizeof d->hands);
              d->kitty = state.kitty & ~EUCHRE_CARD_BIT (ev->card);
              d->unknown = h != NULL ? h->unknown : 0;
              d->discard = EUCHRE_CARD_NONE;
              d->maker = EUCHRE_SEAT_NONE;
              d->trump = EUCHRE_SUIT_NONE;
              d->leader = EUCHRE_SEAT_NONE;
              break;
            case EUCHRE_EVENT_BID:
              if (d != NULL && d->n_calls < 8)
                {
                  d->call_seat[d->n_calls] = ev->seat;
                  d->calls[d->n_calls++] = ev->action;
                }
              break;
            case EUCHRE_EVENT_TRUMP_MADE:
              if (d != NULL)
                {
                  d->made = TRUE;
                  d->maker = ev->seat;
                  d->trump = ev->suit;
                  d->alone = ev->alone;
                }
              break;
            case EUCHRE_EVENT_DISCARDED:
              if (d != NULL)
                d->discard = ev->card;
              break;
            case EUCHRE_EVENT_PLAY_STARTED:
              if (d != NULL)
                d->leader = ev->seat;
              break;
            case EUCHRE_EVENT_CARD_PLAYED:
              if (d != NULL && d->n_cards < 20)
                {
                  d->seat[d->n_cards] = ev->seat;
                  d->card[d->n_cards++] = ev->card;
                  if (ev->number < 5)
                    d->trick_size[ev->number]++;
                }
              break;
            case EUCHRE_EVENT_TRICK_WON:
              if (d != NULL && ev->number < 5)
                d->winner[ev->number] = ev->seat;
              break;
            case EUCHRE_EVENT_HAND_SCORED:
              if (d != NULL)
                {
                  d->scored = TRUE;
                  d->score.kind = ev->kind;
                  d->score.side = ev->side;
                  d->score.points = ev->points;
                  d->score_after[0] = state.pub.score[0];
                  d->score_after[1] = state.pub.score[1];
                }
              break;
            case EUCHRE_EVENT_RENEGE:
              if (d != NULL)
                d->renege = TRUE;
              break;
            default:
              break;
            }
        }
    }
  return g_steal_pointer (&deals);
}
