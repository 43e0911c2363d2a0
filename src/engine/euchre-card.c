/* euchre-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include "euchre-card.h"

static const char *suit_names[] = { "Spades", "Hearts", "Clubs", "Diamonds" };
static const char suit_letters[] = "SHCD";
static const char *rank_names[] = {
  "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace", "Joker"
};
static const char rank_letters[] = "789TJQKA";

gboolean
euchre_card_is_right_bower (EuchreCard card, EuchreSuit trump)
{
  return trump < EUCHRE_N_SUITS && card == EUCHRE_CARD_MAKE (trump, EUCHRE_JACK);
}

gboolean
euchre_card_is_left_bower (EuchreCard card, EuchreSuit trump)
{
  return trump < EUCHRE_N_SUITS &&
         card == EUCHRE_CARD_MAKE (euchre_suit_partner (trump), EUCHRE_JACK);
}

EuchreSuit
euchre_card_effective_suit (EuchreCard card, EuchreSuit trump)
{
  if (card == EUCHRE_JOKER)
    return trump;
  if (euchre_card_is_left_bower (card, trump))
    return trump;
  return euchre_card_suit (card);
}

gboolean
euchre_card_is_trump (EuchreCard card, EuchreSuit trump)
{
  return trump < EUCHRE_N_SUITS && euchre_card_effective_suit (card, trump) == trump;
}

gboolean
euchre_card_is_face_or_ace (EuchreCard card)
{
  EuchreRank rank = euchre_card_rank (card);

  return rank >= EUCHRE_JACK && rank <= EUCHRE_ACE;
}

EuchreCardSet
euchre_suit_cards (EuchreSuit suit, EuchreSuit trump)
{
  EuchreCardSet set;

  if (suit >= EUCHRE_N_SUITS)
    return 0;
  set = ((EuchreCardSet) 0xff) << (suit * 8);
  if (trump < EUCHRE_N_SUITS)
    {
      EuchreCard left = EUCHRE_CARD_MAKE (euchre_suit_partner (trump), EUCHRE_JACK);

      if (suit == trump)
        set |= EUCHRE_CARD_BIT (left) | EUCHRE_CARD_BIT (EUCHRE_JOKER);
      else
        set &= ~EUCHRE_CARD_BIT (left);
    }
  return set;
}

int
euchre_card_key_plain (EuchreCard card)
{
  if (card == EUCHRE_JOKER)
    return 99;
  return euchre_card_rank (card) * 4 + euchre_card_suit (card);
}

int
euchre_card_key_trump (EuchreCard card, EuchreSuit trump)
{
  if (trump >= EUCHRE_N_SUITS)
    return euchre_card_key_plain (card);
  if (card == EUCHRE_JOKER)
    return 300;
  if (euchre_card_is_right_bower (card, trump))
    return 299;
  if (euchre_card_is_left_bower (card, trump))
    return 298;
  if (euchre_card_suit (card) == trump)
    return 200 + euchre_card_key_plain (card);
  return euchre_card_key_plain (card);
}

int
euchre_card_key_led (EuchreCard card, EuchreCard led, EuchreSuit trump)
{
  int key = euchre_card_key_trump (card, trump);

  if (key < 200 && led != EUCHRE_CARD_NONE &&
      euchre_card_effective_suit (card, trump) == euchre_card_effective_suit (led, trump))
    key += 100;
  return key;
}

gboolean
euchre_card_less (EuchreCard a, EuchreCard b)
{
  return euchre_card_key_plain (a) < euchre_card_key_plain (b);
}

gboolean
euchre_card_less_trump (EuchreCard a, EuchreCard b, EuchreSuit trump)
{
  return euchre_card_key_trump (a, trump) < euchre_card_key_trump (b, trump);
}

gboolean
euchre_card_less_led (EuchreCard a, EuchreCard b, EuchreCard led, EuchreSuit trump)
{
  return euchre_card_key_led (a, led, trump) < euchre_card_key_led (b, led, trump);
}

static EuchreCard
card_set_extreme (EuchreCardSet set, EuchreCard led, EuchreSuit trump, gboolean highest)
{
  EuchreCard best = EUCHRE_CARD_NONE;
  int best_key = 0;

  g_return_val_if_fail (set != 0, EUCHRE_CARD_NONE);

  for (EuchreCardSet s = set; s; s &= s - 1)
    {
      EuchreCard card = euchre_card_set_first (s);
      int key = euchre_card_key_led (card, led, trump);

      if (best == EUCHRE_CARD_NONE || (highest ? key > best_key : key < best_key))
        {
          best = card;
          best_key = key;
        }
    }
  return best;
}

EuchreCard
euchre_card_set_highest (EuchreCardSet set, EuchreCard led, EuchreSuit trump)
{
  return card_set_extreme (set, led, trump, TRUE);
}

EuchreCard
euchre_card_set_lowest (EuchreCardSet set, EuchreCard led, EuchreSuit trump)
{
  return card_set_extreme (set, led, trump, FALSE);
}

/* ---- per-trump tables ------------------------------------------------- */

guint8 euchre_trump_eff[EUCHRE_N_SUITS + 1][EUCHRE_N_CARDS];
guint16 euchre_trump_key[EUCHRE_N_SUITS + 1][EUCHRE_N_CARDS];
EuchreCardSet euchre_trump_suit_cards[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS];
guint8 euchre_trump_order[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS][EUCHRE_MAX_SUIT_CARDS];
guint8 euchre_trump_n_order[EUCHRE_N_SUITS + 1][EUCHRE_N_SUITS];

__attribute__((constructor)) static void
trump_tables_init (void)
{
  for (guint trump = 0; trump <= EUCHRE_N_SUITS; trump++)
    {
      for (EuchreCard card = 0; card < EUCHRE_N_CARDS; card++)
        {
          euchre_trump_eff[trump][card] = euchre_card_effective_suit (card, trump);
          euchre_trump_key[trump][card] = euchre_card_key_trump (card, trump);
        }
      for (guint s = 0; s < EUCHRE_N_SUITS; s++)
        {
          guint8 *order = euchre_trump_order[trump][s];

          euchre_trump_suit_cards[trump][s] = euchre_suit_cards (s, trump);
          /* Highest first: insertion by key. */
          for (EuchreCardSet set = euchre_trump_suit_cards[trump][s]; set; set &= set - 1)
            {
              EuchreCard card = euchre_card_set_first (set);
              guint j = euchre_trump_n_order[trump][s]++;

              g_assert (j < EUCHRE_MAX_SUIT_CARDS);
              while (j > 0 && euchre_trump_key[trump][order[j - 1]] < euchre_trump_key[trump][card])
                {
                  order[j] = order[j - 1];
                  j--;
                }
              order[j] = card;
            }
        }
    }
}

const char *
euchre_suit_name (EuchreSuit suit)
{
  g_return_val_if_fail (suit < EUCHRE_N_SUITS, "?");
  return suit_names[suit];
}

char
euchre_suit_letter (EuchreSuit suit)
{
  g_return_val_if_fail (suit < EUCHRE_N_SUITS, '?');
  return suit_letters[suit];
}

char *
euchre_card_long_name (EuchreCard card)
{
  g_return_val_if_fail (euchre_card_valid (card), g_strdup ("?"));

  if (card == EUCHRE_JOKER)
    return g_strdup ("Joker");
  return g_strdup_printf ("%s of %s", rank_names[euchre_card_rank (card)],
                          suit_names[euchre_card_suit (card)]);
}

const char *
euchre_card_short_name (EuchreCard card, char buf[3])
{
  if (!euchre_card_valid (card))
    {
      buf[0] = buf[1] = '?';
    }
  else if (card == EUCHRE_JOKER)
    {
      buf[0] = 'J';
      buf[1] = 'K';
    }
  else
    {
      buf[0] = rank_letters[euchre_card_rank (card)];
      buf[1] = suit_letters[euchre_card_suit (card)];
    }
  buf[2] = '\0';
  return buf;
}

EuchreSuit
euchre_suit_parse (const char *text)
{
  g_return_val_if_fail (text != NULL, EUCHRE_SUIT_NONE);

  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    {
      if (g_ascii_strcasecmp (text, suit_names[s]) == 0)
        return (EuchreSuit) s;
      if (text[0] != '\0' && text[1] == '\0' &&
          g_ascii_toupper (text[0]) == suit_letters[s])
        return (EuchreSuit) s;
    }
  return EUCHRE_SUIT_NONE;
}

static int
rank_from_letter (char c)
{
  const char *p;

  c = g_ascii_toupper (c);
  if (c == '\0')
    return -1;
  p = strchr (rank_letters, c);
  return p ? (int) (p - rank_letters) : -1;
}

EuchreCard
euchre_card_parse (const char *text)
{
  const char *of;

  g_return_val_if_fail (text != NULL, EUCHRE_CARD_NONE);

  if (g_ascii_strcasecmp (text, "Joker") == 0 || g_ascii_strcasecmp (text, "JK") == 0)
    return EUCHRE_JOKER;

  /* Short names: "JD", "9s", and "10H" for the ten. */
  if (strlen (text) == 2 || (strlen (text) == 3 && text[0] == '1' && text[1] == '0'))
    {
      int rank = strlen (text) == 3 ? EUCHRE_TEN : rank_from_letter (text[0]);
      char suit_text[2] = { text[strlen (text) - 1], '\0' };
      EuchreSuit suit = euchre_suit_parse (suit_text);

      if (rank >= 0 && suit != EUCHRE_SUIT_NONE)
        return EUCHRE_CARD_MAKE (suit, rank);
      return EUCHRE_CARD_NONE;
    }

  /* Long names: "Jack of Diamonds". */
  of = strstr (text, " of ");
  if (of != NULL)
    {
      g_autofree char *rank_text = g_strndup (text, of - text);
      EuchreSuit suit = euchre_suit_parse (of + 4);

      if (suit == EUCHRE_SUIT_NONE || strlen (of + 4) < 2)
        return EUCHRE_CARD_NONE;
      for (int r = 0; r < EUCHRE_N_RANKS; r++)
        if (g_ascii_strcasecmp (rank_text, rank_names[r]) == 0)
          return EUCHRE_CARD_MAKE (suit, r);
    }
  return EUCHRE_CARD_NONE;
}

guint
euchre_card_set_sorted (EuchreCardSet set, EuchreCard out[EUCHRE_N_CARDS])
{
  guint n = 0;

  for (EuchreCardSet s = set; s; s &= s - 1)
    out[n++] = euchre_card_set_first (s);
  /* Insertion sort by plain key: at most 33 cards. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && euchre_card_less (out[j], out[j - 1]); j--)
      {
        EuchreCard t = out[j];

        out[j] = out[j - 1];
        out[j - 1] = t;
      }
  return n;
}

char *
euchre_card_set_to_string (EuchreCardSet set)
{
  GString *out = g_string_new (NULL);
  EuchreCard cards[EUCHRE_N_CARDS];
  guint n = euchre_card_set_sorted (set, cards);

  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, euchre_card_short_name (cards[i], buf));
    }
  return g_string_free (out, FALSE);
}
