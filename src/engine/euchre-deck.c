/* euchre-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-deck.h"
#include "euchre-error.h"

void
euchre_deck_in_shuffle (EuchreCard *deck, guint n)
{
  EuchreCard out[EUCHRE_N_CARDS];
  guint half = n / 2;
  guint i = 0, a = 0, b = half;

  g_return_if_fail (n <= EUCHRE_N_CARDS);

  /* For an odd count the second "half" holds the extra card and starts. */
  while (i < n)
    {
      if (b < n)
        out[i++] = deck[b++];
      if (a < half)
        out[i++] = deck[a++];
    }
  memcpy (deck, out, n);
}

void
euchre_deck_mt_shuffle (EuchreCard *deck, guint n, GRand *rand)
{
  while (n > 1)
    {
      guint k = g_rand_int (rand) % n;
      EuchreCard c;

      --n;
      c = deck[n];
      deck[n] = deck[k];
      deck[k] = c;
    }
}

void
euchre_deck_random_shuffle (EuchreCard *deck, guint n, guint64 *rng)
{
  guint64 bits = 0;
  gboolean have_half = FALSE;

  while (n > 1)
    {
      guint32 r;
      guint k;
      EuchreCard c;

      /* Two 32-bit draws from each 64-bit output. */
      if (have_half)
        r = (guint32) bits;
      else
        {
          bits = euchre_rng_next (rng);
          r = (guint32) (bits >> 32);
        }
      have_half = !have_half;
      k = (guint) (((guint64) r * n) >> 32);
      --n;
      c = deck[n];
      deck[n] = deck[k];
      deck[k] = c;
    }
}

/* Seat offsets from the dealer for each of the first twenty cards. */
static const guint8 deal_order[EUCHRE_N_DEALS][20] = {
  /* 3-2-3-2, then 2-3-2-3 */
  { 1, 1, 1, 2, 2, 3, 3, 3, 0, 0, 1, 1, 2, 2, 2, 3, 3, 0, 0, 0 },
  /* five at a time */
  { 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0 },
};

guint
euchre_deck_deal (const EuchreCard *deck,
                  guint             n,
                  EuchreDealStyle   style,
                  guint             dealer,
                  EuchreCardSet     hands[4],
                  EuchreCard       *kitty)
{
  const guint8 *order;

  g_return_val_if_fail (n >= 20 && style < EUCHRE_N_DEALS, 0);

  order = deal_order[style];
  hands[0] = hands[1] = hands[2] = hands[3] = 0;
  for (guint i = 0; i < 20; i++)
    hands[(dealer + order[i]) & 3] |= EUCHRE_CARD_BIT (deck[i]);
  if (kitty != NULL)
    memcpy (kitty, deck + 20, n - 20);
  return n - 20;
}

gboolean
euchre_deck_parse_pack (const char *contents, EuchreCard deck[24], GError **error)
{
  g_auto (GStrv) lines = NULL;
  EuchreRules rules;
  EuchreCardSet expected, seen = 0;
  guint n = 0;

  g_return_val_if_fail (contents != NULL, FALSE);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  expected = euchre_rules_deck_cards (&rules);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      EuchreCard card;

      if (line[0] == '\0')
        continue;
      card = euchre_card_parse (line);
      if (card == EUCHRE_CARD_NONE || !(expected & EUCHRE_CARD_BIT (card)) ||
          strstr (line, " of ") == NULL)
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("line %u: “%s” is not a card of the 24-card pack"), i + 1, line);
          return FALSE;
        }
      if (seen & EUCHRE_CARD_BIT (card))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("line %u: “%s” appears twice"), i + 1, line);
          return FALSE;
        }
      if (n == 24)
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("line %u: more than 24 cards"), i + 1);
          return FALSE;
        }
      seen |= EUCHRE_CARD_BIT (card);
      deck[n++] = card;
    }
  if (n != 24)
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("the pack holds %u cards, not 24"), n);
      return FALSE;
    }
  return TRUE;
}
