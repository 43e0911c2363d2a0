/* euchre-names.c — the words for cards, suits, seats, bids and results,
 * in the player's language (seat names are seen from seat 0)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-names"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-names.h"

static const char *suit_names[] = { N_("Spades"), N_("Hearts"), N_("Clubs"), N_("Diamonds") };
static const char *suit_symbols[] = { "♠", "♥", "♣", "♦" };

const char *
euchre_name_suit (EuchreSuit suit)
{
  g_return_val_if_fail (suit < EUCHRE_N_SUITS, "");
  return _(suit_names[suit]);
}

const char *
euchre_name_suit_symbol (EuchreSuit suit)
{
  g_return_val_if_fail (suit < EUCHRE_N_SUITS, "");
  return suit_symbols[suit];
}

char *
euchre_name_card (EuchreCard card)
{
  static const char *ranks[] = {
    N_("Seven"), N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"),
    N_("Ace"),
  };

  if (card == EUCHRE_JOKER)
    return g_strdup (_("Joker"));
  g_return_val_if_fail (card < EUCHRE_JOKER, g_strdup ("?"));
  /* TRANSLATORS: a card's name: %1$s is the rank ("Jack"), %2$s the suit ("Diamonds") */
  return g_strdup_printf (C_("card", "%1$s of %2$s"), _(ranks[euchre_card_rank (card)]),
                          _(suit_names[euchre_card_suit (card)]));
}

const char *
euchre_name_seat (guint seat)
{
  switch (seat)
    {
    case 0: return _("You");
    case 1: return _("West");
    case 2: return _("Partner");
    case 3: return _("East");
    default: return "";
    }
}

char *
euchre_name_bid (const EuchreView *view, guint seat, const EuchreAction *a)
{
  const EuchrePublic *p = &view->pub;

  switch (a->type)
    {
    case EUCHRE_ACTION_PASS:
      return g_strdup (_("Pass"));
    case EUCHRE_ACTION_ORDER_UP:
      if (seat == p->dealer)
        return g_strdup (a->alone ? _("Pick up, alone") : _("Pick up"));
      return g_strdup (a->alone ? _("Order up, alone") : _("Order up"));
    case EUCHRE_ACTION_CALL:
      if (a->alone)
        /* TRANSLATORS: a bid: the suit named as trump, going alone */
        return g_strdup_printf (_("%s, alone"), euchre_name_suit (a->suit));
      return g_strdup (euchre_name_suit (a->suit));
    case EUCHRE_ACTION_DEFEND_ALONE:
      return g_strdup (_("Defend alone"));
    default:
      return g_strdup ("");
    }
}

char *
euchre_name_trick_card (guint seat, EuchreCard card, gboolean wins)
{
  g_autofree char *name = euchre_name_card (card);

  /* TRANSLATORS: a card in a trick for a screen reader: "West: Ace of Clubs" */
  return wins ? g_strdup_printf (_("%s: %s, wins the trick"), euchre_name_seat (seat), name)
              : g_strdup_printf (_("%s: %s"), euchre_name_seat (seat), name);
}

/* The other side's result, with the people's names: "Ann and Bob make it". */
static char *
their_result (guint points, EuchreResultKind kind, const char *const *players)
{
  /* TRANSLATORS: the two players of a side, by name ("Ann and Bob") */
  g_autofree char *them = g_strdup_printf (_("%s and %s"), players[1], players[3]);

  switch (kind)
    {
    case EUCHRE_RESULT_MARCH:
    case EUCHRE_RESULT_ALONE_MARCH:
      /* TRANSLATORS: %s is two players' names ("Ann and Bob") */
      return g_strdup_printf (ngettext ("March: %s take all five tricks, %u point",
                                        "March: %s take all five tricks, %u points", points),
                              them, points);
    case EUCHRE_RESULT_EUCHRE:
    case EUCHRE_RESULT_ALONE_EUCHRE:
    case EUCHRE_RESULT_SUPER_EUCHRE:
      /* TRANSLATORS: %s is two players' names ("Ann and Bob") */
      return g_strdup_printf (ngettext ("You were euchred: %u point to %s",
                                        "You were euchred: %u points to %s", points),
                              points, them);
    case EUCHRE_RESULT_MADE:
    case EUCHRE_RESULT_ALONE_MADE:
    default:
      /* TRANSLATORS: %s is two players' names ("Ann and Bob") */
      return g_strdup_printf (ngettext ("%s make it: %u point", "%s make it: %u points", points),
                              them, points);
    }
}

char *
euchre_name_result_for (guint side, guint points, EuchreResultKind kind,
                        const char *const *players)
{
  gboolean ours = side == 0;

  if (players != NULL && !ours && kind != EUCHRE_RESULT_PASSED)
    return their_result (points, kind, players);

  switch (kind)
    {
    case EUCHRE_RESULT_PASSED:
      return g_strdup (_("Everyone passed: the deal moves on"));
    case EUCHRE_RESULT_MARCH:
    case EUCHRE_RESULT_ALONE_MARCH:
      return ours ? g_strdup_printf (ngettext ("March! You take all five tricks: %u point",
                                               "March! You take all five tricks: %u points",
                                               points), points)
                  : g_strdup_printf (ngettext ("March: West and East take all five tricks, %u point",
                                               "March: West and East take all five tricks, %u points",
                                               points), points);
    case EUCHRE_RESULT_EUCHRE:
    case EUCHRE_RESULT_ALONE_EUCHRE:
    case EUCHRE_RESULT_SUPER_EUCHRE:
      return ours ? g_strdup_printf (ngettext ("Euchred them! %u point to you",
                                               "Euchred them! %u points to you", points), points)
                  : g_strdup_printf (ngettext ("You were euchred: %u point to West and East",
                                               "You were euchred: %u points to West and East",
                                               points), points);
    case EUCHRE_RESULT_MADE:
    case EUCHRE_RESULT_ALONE_MADE:
    default:
      return ours ? g_strdup_printf (ngettext ("You make it: %u point",
                                               "You make it: %u points", points), points)
                  : g_strdup_printf (ngettext ("West and East make it: %u point",
                                               "West and East make it: %u points", points),
                                     points);
    }
}

char *
euchre_name_result (guint side, guint points, EuchreResultKind kind)
{
  return euchre_name_result_for (side, points, kind, NULL);
}

char *
euchre_name_contract (guint maker, EuchreSuit trump, guint maker_tricks)
{
  return euchre_name_contract_for (maker, trump, maker_tricks, NULL);
}

char *
euchre_name_contract_for (guint maker, EuchreSuit trump, guint maker_tricks,
                          const char *const *players)
{
  const char *suit = euchre_name_suit (trump);
  const char *who = players != NULL && maker < 4 ? players[maker] : euchre_name_seat (maker);

  /* The person's own deeds in words of their own ("You made", not a seat
   * name in the third person). */
  if (maker == 0 && maker_tricks >= 3)
    return g_strdup_printf (ngettext ("You made %s and took %u trick.",
                                      "You made %s and took %u tricks.", maker_tricks),
                            suit, maker_tricks);
  if (maker == 0)
    /* TRANSLATORS: the person chose trump and was euchred: "called", not "made" */
    return g_strdup_printf (ngettext ("You called %s and took %u trick.",
                                      "You called %s and took %u tricks.", maker_tricks),
                            suit, maker_tricks);
  if (maker_tricks >= 3)
    return g_strdup_printf (ngettext ("%s made %s and took %u trick.",
                                      "%s made %s and took %u tricks.", maker_tricks),
                            who, suit, maker_tricks);
  /* TRANSLATORS: a seat chose trump and was euchred: "called", not "made" */
  return g_strdup_printf (ngettext ("%s called %s and took %u trick.",
                                    "%s called %s and took %u tricks.", maker_tricks),
                          who, suit, maker_tricks);
}

char *
euchre_name_contract_short (guint maker, EuchreSuit trump, guint maker_tricks)
{
  return euchre_name_contract_short_for (maker, trump, maker_tricks, NULL);
}

char *
euchre_name_contract_short_for (guint maker, EuchreSuit trump, guint maker_tricks,
                                const char *const *players)
{
  const char *suit = euchre_name_suit (trump);
  const char *who = players != NULL && maker < 4 ? players[maker] : euchre_name_seat (maker);

  if (maker == 0 && maker_tricks >= 3)
    /* TRANSLATORS: end of a hand: the person made trump and the contract held */
    return g_strdup_printf (_("You made %s (%u of 5 tricks)"), suit, maker_tricks);
  if (maker == 0)
    /* TRANSLATORS: end of a hand: the person chose trump and was euchred */
    return g_strdup_printf (_("You called %s (%u of 5 tricks)"), suit, maker_tricks);
  if (maker_tricks >= 3)
    /* TRANSLATORS: end of a hand: a seat made trump and the contract held */
    return g_strdup_printf (_("%s made %s (%u of 5 tricks)"), who, suit,
                            maker_tricks);
  /* TRANSLATORS: end of a hand: a seat chose trump and was euchred */
  return g_strdup_printf (_("%s called %s (%u of 5 tricks)"), who, suit,
                          maker_tricks);
}
