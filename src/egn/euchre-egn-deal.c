/* euchre-egn-deal.c — one deal of a file, replayed through the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal as the file gives it is read and checked first
 * (euchre-egn-deal-read.c); then it is replayed by phase, as the engine
 * plays it: the deal, the calls, the discard, the tricks.  Every action
 * goes through the engine and into the game's record.
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-names.h"
#include "euchre-egn-private.h"

/* Sets the problem ("Deal 3, trick 2: …"); @trick 0 for none. */
gboolean
egn_deal_fail (Reader *r, guint trick, const char *fmt, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, fmt);
  what = g_strdup_vprintf (fmt, args);
  va_end (args);
  g_free (r->egn->problem);
  if (trick > 0)
    r->egn->problem = g_strdup_printf (_("Deal %u, trick %u: %s"), r->deal, trick, what);
  else
    r->egn->problem = g_strdup_printf (_("Deal %u: %s"), r->deal, what);
  return FALSE;
}

/* Applies one action of the deal and records it; a refusal becomes the
 * problem, in words. */
static gboolean
apply (Reader *r, guint seat, const EuchreAction *a, guint trick)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *who = egn_seat_name (r->egn, seat);
  EuchreState before = r->state;

  if (r->state.pub.turn != seat)
    {
      g_autofree char *turn = egn_seat_name (r->egn, r->state.pub.turn);

      return egn_deal_fail (r, trick, _("%s acts, but it is %s’s turn"), who, turn);
    }
  if (a->type == EUCHRE_ACTION_PLAY && r->state.pub.phase == EUCHRE_PHASE_PLAY &&
      euchre_card_valid (a->card) && (r->state.hands[seat] & EUCHRE_CARD_BIT (a->card)) &&
      !(euchre_state_legal_plays (&r->state) & EUCHRE_CARD_BIT (a->card)))
    {
      /* Real play goes on after a renege: the card is played as it fell
       * (the game takes the rule renege=played, which only adds to what
       * earlier deals could do), and the renege is marked. */
      g_autofree char *card = euchre_name_card (a->card);
      guint index = r->egn->record->entries->len;

      r->egn->record->rules.renege = EUCHRE_RENEGE_PLAYED;
      r->state.pub.rules.renege = EUCHRE_RENEGE_PLAYED;
      r->renege_deal = r->deal;
      r->renege_trick = trick;
      r->renege_seat = (guint8) seat;
      if (r->egn->reneges != NULL)
        g_array_append_val (r->egn->reneges, index);
      g_ptr_array_add (r->egn->notes,
                       g_strdup_printf (_("Deal %u, trick %u: %s reneges: plays the %s but "
                                          "could follow %s; read as played"),
                                        r->deal, trick, who, card,
                                        euchre_name_suit (r->state.pub.led_suit)));
    }
  if (!euchre_state_apply (&r->state, a, &local))
    {
      g_autofree char *card = a->card != EUCHRE_CARD_NONE ? euchre_name_card (a->card) : NULL;

      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_MUST_FOLLOW))
        return egn_deal_fail (r, trick, _("%s plays the %s but must follow %s"), who, card,
                              euchre_name_suit (before.pub.led_suit));
      if (a->type == EUCHRE_ACTION_PLAY && g_error_matches (local, EUCHRE_ERROR,
                                                            EUCHRE_ERROR_NOT_IN_HAND))
        return egn_deal_fail (r, trick, _("%s plays the %s, which is not in their hand"),
                              who, card);
      if (card != NULL)
        return egn_deal_fail (r, trick, _("%s cannot play or discard the %s: %s"), who, card,
                              local->message);
      return egn_deal_fail (r, trick, _("%s cannot make that call: %s"), who, local->message);
    }
  euchre_record_append (r->egn->record, seat, a);
  return TRUE;
}

/* A deal that stops after the trick in which a renege was played, the
 * next one dealt by the same dealer: how a site that ends a deal on a
 * caught renege writes it.  The deal is thrown in where it stands,
 * unscored, with a note.  Any other deal left unfinished is refused when
 * the next one comes (euchre_state_set_next_deal()).  FALSE when the deal
 * before stops so but cannot be thrown in. */
static gboolean
stop_after_renege (Reader *r, guint dealer)
{
  const EuchrePublic *p = &r->state.pub;
  g_autofree char *who = NULL;
  g_autofree char *deals = NULL;

  if (p->phase != EUCHRE_PHASE_PLAY || r->deal < 2 || r->renege_deal != r->deal - 1 ||
      p->trick_number != r->renege_trick || p->n_played != 0 || dealer != p->dealer)
    return TRUE;
  if (!euchre_state_throw_in (&r->state, NULL))
    return egn_deal_fail (r, 0, _("the deal before is not finished"));
  who = egn_seat_name (r->egn, r->renege_seat);
  deals = egn_seat_name (r->egn, dealer);
  g_ptr_array_add (r->egn->notes,
                   g_strdup_printf (_("Deal %u stops after trick %u, in which %s reneged, and %s "
                                      "deals again: read as a deal ended on a caught renege, "
                                      "not scored"),
                                    r->deal - 1, r->renege_trick, who, deals));
  return TRUE;
}

/* The deal before thrown in if it stopped on a renege, this one's pack
 * dealt, and its hand added to the record. */
static gboolean
start_deal (Reader *r, const EgnFileDeal *d)
{
  g_autoptr (GError) local = NULL;
  gboolean redeal;

  if (!stop_after_renege (r, d->dealer))
    return FALSE;
  redeal = r->state.pub.phase == EUCHRE_PHASE_HAND_OVER &&
           r->state.pub.last.kind == EUCHRE_RESULT_NONE;
  if (!euchre_state_set_next_deal (&r->state, d->dealer, d->pack, d->n, NULL))
    return egn_deal_fail (r, 0, _("the deal before is not finished"));
  if (!euchre_record_append_hand (r->egn->record, d->dealer, d->pack, d->n, d->unknown, &local))
    return egn_deal_fail (r, 0, "%s", local->message);
  g_array_index (r->egn->record->hands, EuchreRecordHand,
                 r->egn->record->hands->len - 1).redeal = redeal;
  return TRUE;
}

/* The deal, and the calls. */
static gboolean
replay_calls (Reader *r, const EgnFileDeal *d)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE,
                                       FALSE);

  if (!apply (r, d->dealer, &a, 0))
    return FALSE;
  for (guint i = 0; i < d->n_calls; i++)
    {
      guint seat = (d->dealer + 1 + i) & 3;

      if (d->maker != EUCHRE_SEAT_NONE && i == d->maker_index)
        a = euchre_action_make (d->ordered ? EUCHRE_ACTION_ORDER_UP : EUCHRE_ACTION_CALL,
                                EUCHRE_CARD_NONE, d->trump, d->alone);
      else
        a = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      if (!apply (r, seat, &a, 0))
        return FALSE;
    }
  return TRUE;
}

/* The dealer's discard when the file does not give it (or gives a card
 * the dealer does not hold): a card of the six the dealer never plays in
 * the file's tricks (the one, when it plays five: no guess then), a card
 * of a suit it showed out of, then an unseen card before a seen one, the
 * upcard before the others. */
static EuchreCard
guess_discard (Reader *r, const EgnFileDeal *d)
{
  EuchreCardSet hand = r->state.hands[d->dealer];
  EuchreCardSet kept = hand & ~d->played[d->dealer], shown_out = 0, later = 0;

  if (kept == 0)
    kept = hand;
  /* A card of a suit the dealer did not follow in the tricks was
   * never in its hand then: that one first, or the reader, not the
   * file, would make the play a renege; unless the dealer plays that
   * suit later (the file's own renege).  Read from the last trick
   * back, @later holding the dealer's cards of the tricks after. */
  for (guint t = d->n_tricks; t-- > 0;)
    for (guint k = 0; k < d->trick_n[t]; k++)
      if (d->trick_seats[t][k] == d->dealer && euchre_card_valid (d->trick_cards[t][k]))
        {
          EuchreCard lead = d->trick_cards[t][0];
          EuchreCardSet led = euchre_card_valid (lead)
            ? euchre_suit_cards (euchre_card_effective_suit (lead, d->trump), d->trump)
            : 0;

          if (k > 0 && !(led & EUCHRE_CARD_BIT (d->trick_cards[t][k])) && !(later & led))
            shown_out |= led;
          later |= EUCHRE_CARD_BIT (d->trick_cards[t][k]);
        }
  return (kept & shown_out) != 0 ? (EuchreCard) __builtin_ctzll (kept & shown_out)
         : (kept & d->unknown) != 0 ? (EuchreCard) __builtin_ctzll (kept & d->unknown)
         : (kept & EUCHRE_CARD_BIT (d->upcard)) ? d->upcard
         : (EuchreCard) __builtin_ctzll (kept);
}

/* Whether the dealer holds @card now. */
static gboolean
dealer_holds (Reader *r, const EgnFileDeal *d, EuchreCard card)
{
  return euchre_card_valid (card) && (r->state.hands[d->dealer] & EUCHRE_CARD_BIT (card));
}

/* The dealer's discard, when the dealer picked up; a game in progress
 * may stop before it.  One the file does not give is the guess this
 * program wrote with it, else guessed now: the guess written is made
 * from every trick of the file read first, of which the record (and so
 * the file written) keeps only those before a problem. */
static gboolean
replay_discard (Reader *r, const EgnFileDeal *d)
{
  EuchreCard discard = d->discard;
  EuchreAction a;

  if (r->state.pub.phase != EUCHRE_PHASE_DISCARD ||
      (discard == EUCHRE_CARD_NONE && d->guessed == EUCHRE_CARD_NONE && d->tricks == NULL &&
       r->last))
    return TRUE;
  if (!dealer_holds (r, d, discard))
    discard = dealer_holds (r, d, d->guessed) ? d->guessed : guess_discard (r, d);
  a = euchre_action_make (EUCHRE_ACTION_DISCARD, discard, EUCHRE_SUIT_NONE, FALSE);
  return apply (r, d->dealer, &a, 0);
}

/* The tricks, from a first lead the rules agree with. */
static gboolean
replay_tricks (Reader *r, const EgnFileDeal *d)
{
  if (d->n_tricks > 0 && d->trick_n[0] > 0 && r->state.pub.phase == EUCHRE_PHASE_PLAY &&
      r->state.pub.turn != d->trick_seats[0][0])
    {
      g_autofree char *said = egn_seat_name (r->egn, d->trick_seats[0][0]);
      g_autofree char *rule = egn_seat_name (r->egn, r->state.pub.turn);

      return egn_deal_fail (r, 1, _("the file has %s lead, but the rules give the lead to %s"),
                            said, rule);
    }
  for (guint t = 0; t < d->n_tricks; t++)
    for (guint k = 0; k < d->trick_n[t]; k++)
      {
        EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, d->trick_cards[t][k],
                                             EUCHRE_SUIT_NONE, FALSE);

        if (!apply (r, d->trick_seats[t][k], &a, t + 1))
          return FALSE;
      }
  return TRUE;
}

gboolean
egn_read_deal (Reader *r, JsonObject *deal)
{
  EgnFileDeal d;

  return egn_file_deal_read (r, deal, &d) && start_deal (r, &d) && replay_calls (r, &d) &&
         replay_discard (r, &d) && replay_tricks (r, &d);
}
