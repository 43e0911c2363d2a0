/* euchre-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
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

guint64
euchre_rng_next (guint64 *rng)
{
  guint64 z = (*rng += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

guint32
euchre_rng_below (guint64 *rng, guint32 bound)
{
  /* Lemire's multiply-shift: the bias is below 2^-32 for our bounds. */
  return (guint32) (((euchre_rng_next (rng) >> 32) * (guint64) bound) >> 32);
}

void
euchre_deck_random_shuffle (EuchreCard *deck, guint n, guint64 *rng)
{
  while (n > 1)
    {
      guint k = euchre_rng_below (rng, n);
      EuchreCard c;

      --n;
      c = deck[n];
      deck[n] = deck[k];
      deck[k] = c;
    }
}

guint
euchre_deck_deal (const EuchreCard *deck,
                  guint             n,
                  EuchreDealStyle   style,
                  guint             dealer,
                  EuchreCardSet     hands[4],
                  EuchreCard       *kitty)
{
  static const guint8 batches_3_2[8] = { 3, 2, 3, 2, 2, 3, 2, 3 };
  static const guint8 batches_five[4] = { 5, 5, 5, 5 };
  const guint8 *batches = style == EUCHRE_DEAL_FIVE ? batches_five : batches_3_2;
  guint n_batches = style == EUCHRE_DEAL_FIVE ? 4 : 8;
  guint next = 0;

  g_return_val_if_fail (n >= 20, 0);

  for (guint s = 0; s < 4; s++)
    hands[s] = 0;
  for (guint b = 0; b < n_batches; b++)
    {
      guint seat = (dealer + 1 + b) & 3;

      for (guint i = 0; i < batches[b]; i++)
        hands[seat] |= EUCHRE_CARD_BIT (deck[next++]);
    }
  if (kitty != NULL)
    memcpy (kitty, deck + next, n - next);
  return n - next;
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
