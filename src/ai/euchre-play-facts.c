/* euchre-play-facts.c — what is true of a seat's hand at a card to play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts come from the view; the words from the facts.  Nothing here
 * knows which strategy chose the card or why.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-names.h"
#include "euchre-play-facts.h"

/* Whether @card, played by @view's seat now, beats every card played to
 * the trick so far. */
static gboolean
beats_trick (const EuchreView *view, EuchreCard card)
{
  const EuchrePublic *p = &view->pub;
  guint8 trick[4];

  if (p->n_played == 0)
    return TRUE;
  memcpy (trick, p->trick[p->trick_number], 4);
  trick[view->seat] = card;
  return euchre_trick_winner (trick, p->trick_leader[p->trick_number], p->trump) == view->seat;
}

gboolean
euchre_play_facts (const EuchreView *view, EuchreCard card, EuchrePlayFacts *out)
{
  const EuchrePublic *p;
  EuchreCardSet legal;

  g_return_val_if_fail (view != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  p = &view->pub;
  if (p->phase != EUCHRE_PHASE_PLAY || p->turn != view->seat || p->trump >= EUCHRE_N_SUITS)
    return FALSE;
  legal = euchre_view_legal_plays (view);
  if (card >= EUCHRE_N_CARDS || !(legal & EUCHRE_CARD_BIT (card)))
    return FALSE;

  out->trump = p->trump;
  out->leads = p->n_played == 0;
  out->led = out->leads ? EUCHRE_SUIT_NONE : p->led_suit;
  for (EuchreCardSet h = view->hand; h; h &= h - 1)
    if (euchre_card_is_trump (euchre_card_set_first (h), p->trump))
      out->n_trumps++;
  out->holds_trump = out->n_trumps > 0;
  out->void_in_led = !out->leads &&
                     (view->hand & euchre_suit_cards (out->led, p->trump)) == 0;
  out->partner_winning = !out->leads && p->trick_best != EUCHRE_SEAT_NONE &&
                         p->trick_best == euchre_seat_partner (view->seat);
  for (EuchreCardSet l = legal; l; l &= l - 1)
    out->can_win = out->can_win || beats_trick (view, euchre_card_set_first (l));
  out->card_is_trump = euchre_card_is_trump (card, p->trump);
  out->card_follows = !out->leads && euchre_card_effective_suit (card, p->trump) == out->led;
  out->card_wins = beats_trick (view, card);
  out->card_is_left = euchre_card_is_left_bower (card, p->trump);
  return TRUE;
}

char *
euchre_play_facts_sentence (const EuchrePlayFacts *f, const char *name)
{
  const char *led;

  g_return_val_if_fail (f != NULL && name != NULL, g_strdup (""));
  if (f->leads)
    return f->card_is_trump
           /* TRANSLATORS: the guided hand: %s is a card */
           ? g_strdup_printf (_("Your lead. Lead the %s: a high trump draws out the others’ "
                                "trumps."), name)
           /* TRANSLATORS: the guided hand: %s is a card */
           : g_strdup_printf (_("Your lead. Lead the %s, a card outside trump."), name);
  led = euchre_name_suit (f->led);
  if (f->card_follows)
    {
      /* TRANSLATORS: the guided hand: a suit ("Clubs") */
      g_autofree char *must = g_strdup_printf (_("Follow suit: %s were led, and you must play "
                                                 "that suit while you have it."), led);
      g_autofree char *then = NULL;

      if (f->partner_winning)
        /* TRANSLATORS: the guided hand, after "Follow suit: …": %s is a card */
        then = g_strdup_printf (_("Your partner has the trick: play the %s."), name);
      else if (f->card_wins)
        /* TRANSLATORS: the guided hand, after "Follow suit: …": %s is a card */
        then = g_strdup_printf (_("The %s beats every card played so far."), name);
      else if (!f->can_win)
        /* TRANSLATORS: the guided hand, after "Follow suit: …": %s is a card */
        then = g_strdup_printf (_("None of your cards can win this trick: play the %s."), name);
      else
        /* TRANSLATORS: the guided hand, after "Follow suit: …": %s is a card */
        then = g_strdup_printf (_("Play the %s."), name);
      return g_strdup_printf ("%s %s", must, then);
    }
  /* Not of the suit led: the seat has none of it. */
  if (f->card_is_trump)
    {
      g_autofree char *trump = NULL;

      if (f->card_wins)
        /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
        trump = g_strdup_printf (_("You have no %s, so you may play any card: trump it! The %s, "
                                   "a trump, beats every card of the other suits."), led, name);
      else
        /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
        trump = g_strdup_printf (_("You have no %s, so you may play any card: play the %s, a "
                                   "trump."), led, name);
      if (!f->card_is_left || euchre_card_suit (EUCHRE_CARD_MAKE (euchre_suit_partner (f->trump),
                                                                  EUCHRE_JACK)) != f->led)
        return g_steal_pointer (&trump);
      /* "No Diamonds" with the Jack of Diamonds played: say why. */
      /* TRANSLATORS: the guided hand, after "trump it!": %s is the left bower ("Jack of
       * Diamonds") */
      return g_strdup_printf (_("%s (The %s is the left bower: a trump, not of its printed "
                                "suit.)"), trump, name);
    }
  if (!f->holds_trump)
    /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
    return g_strdup_printf (_("You have no %s and no trump: throw off the %s, the card you need "
                              "least."), led, name);
  if (f->partner_winning)
    /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
    return g_strdup_printf (_("You have no %s, and your partner has the trick: keep your trumps "
                              "and throw off the %s."), led, name);
  if (!f->can_win)
    /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
    return g_strdup_printf (_("You have no %s, and none of your cards can win this trick: throw "
                              "off the %s."), led, name);
  /* TRANSLATORS: the guided hand: a suit ("Spades"), then a card */
  return g_strdup_printf (_("You have no %s: you could trump, but throw off the %s and keep your "
                            "trumps for later."), led, name);
}

char *
euchre_play_facts_clause (const EuchrePlayFacts *f)
{
  g_return_val_if_fail (f != NULL, NULL);
  if (f->leads)
    return NULL;
  if (f->void_in_led && !f->holds_trump)
    /* TRANSLATORS: a card hint's situation: %s is the suit led ("Spades") */
    return g_strdup_printf (_("you have no %s and no trump"), euchre_name_suit (f->led));
  if (f->partner_winning)
    return g_strdup (_("your partner has the trick"));
  if (!f->can_win)
    return g_strdup (_("none of your cards can win this trick"));
  if (f->void_in_led)
    /* TRANSLATORS: a card hint's situation: %s is the suit led ("Spades") */
    return g_strdup_printf (_("you have no %s"), euchre_name_suit (f->led));
  return NULL;
}
