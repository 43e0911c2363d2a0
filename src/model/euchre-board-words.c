/* euchre-board-words.c — the board's sentences about people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each sentence about a seat comes in three kinds, so that each language
 * can say it in its own grammar: the person looking ("You deal this
 * hand", not "You deals"; "Du hast", not "Du hat"), a named player
 * ("Ann deals this hand"), and, where no names are given, the table's
 * own seats, a sentence each ("Partner deals this hand").
 */
#define G_LOG_DOMAIN "euchre-board"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-board-words.h"
#include "euchre-names.h"

/* Sentence @forms for seat @s said by @who: [0] the person, [1] a name
 * (its first %s), [2..4] the table's west, partner and east; @what is
 * the next %s where the form has one. */
#pragma GCC diagnostic push
/* Each form is a literal of the tables below, all of one kind with the
 * same conversions: the compiler cannot see that through the index. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static char *
say (const EuchreBoardWho *who, guint s, const char *const forms[5], const char *what)
{
  if (s == who->person)
    return g_strdup_printf (_(forms[0]), what);
  if (who->players != NULL || s == 0 || s > 3)
    return g_strdup_printf (_(forms[1]), euchre_board_who (who, s), what);
  return g_strdup_printf (_(forms[1 + s]), what);
}
#pragma GCC diagnostic pop

const char *
euchre_board_who (const EuchreBoardWho *who, guint s)
{
  if (s == who->person)
    return euchre_name_seat (0);
  if (who->players != NULL)
    return who->players[s];
  return euchre_name_seat (s);
}

char *
euchre_board_dealer_sentence (const EuchreBoardWho *who, guint s)
{
  static const char *const forms[5] = {
    /* TRANSLATORS: the dealer's marker for a screen reader, at each seat */
    N_("You deal this hand"),
    /* TRANSLATORS: the dealer's marker at a seat for a screen reader; %s is a player */
    N_("%s deals this hand"),
    N_("West deals this hand"),
    N_("Partner deals this hand"),
    N_("East deals this hand"),
  };

  return say (who, s, forms, NULL);
}

char *
euchre_board_bid_sentence (const EuchreBoardWho *who, guint s, const char *bid)
{
  static const char *const forms[5] = {
    /* TRANSLATORS: a seat's bid for a screen reader; %s is the bid ("Pass", "Order up") */
    N_("You bid: %s"),
    /* TRANSLATORS: a player's bid; the first %s is the player, the second the bid */
    N_("%s bid: %s"),
    N_("West bid: %s"),
    N_("Partner bid: %s"),
    N_("East bid: %s"),
  };

  return say (who, s, forms, bid);
}

char *
euchre_board_pickup_sentence (const EuchreBoardWho *who, guint s, const char *card)
{
  static const char *const forms[5] = {
    /* TRANSLATORS: the contract panel during the first trick; %s is a card ("Nine of Hearts") */
    N_("You picked up the %s"),
    /* TRANSLATORS: the contract panel: a player, then a card ("Ann picked up the Nine of Hearts") */
    N_("%s picked up the %s"),
    N_("West picked up the %s"),
    N_("Partner picked up the %s"),
    N_("East picked up the %s"),
  };

  return say (who, s, forms, card);
}

char *
euchre_board_tag_sentence (const EuchreBoardWho *who, guint s, const char *tag)
{
  static const char *const forms[5] = {
    NULL,
    /* TRANSLATORS: a player, then how they play ("Bob: away", "Ann: Medium · Normal") */
    N_("%s: %s"),
    /* TRANSLATORS: who plays a seat, for a screen reader; %s: level and manner, "Medium · Normal" */
    N_("West, computer player: %s"),
    N_("Partner, computer player: %s"),
    N_("East, computer player: %s"),
  };

  if (s == who->person || tag == NULL)
    return NULL;
  return say (who, s, forms, tag);
}

char *
euchre_board_maker_sentence (const EuchreBoardWho *who, guint maker, gboolean alone)
{
  /* The person: a sentence of its own, so that languages can say "by
   * you" in the right case ("Von dir angesagt"). */
  if (maker == who->person)
    return g_strdup (alone ? _("Made by you, alone") : _("Made by you"));
  return alone
         /* TRANSLATORS: who made trump; %s is another seat or a player ("West", "Ann") */
         ? g_strdup_printf (_("Made by %s, alone"), euchre_board_who (who, maker))
         : g_strdup_printf (_("Made by %s"), euchre_board_who (who, maker));
}

char *
euchre_board_card_sentence (const EuchreBoardWho *who, guint s, EuchreCard card, gboolean wins)
{
  g_autofree char *name = euchre_name_card (card);

  /* TRANSLATORS: a card in a trick for a screen reader: "Ann: Ace of Clubs" */
  return wins ? g_strdup_printf (_("%s: %s, wins the trick"), euchre_board_who (who, s), name)
              : g_strdup_printf (_("%s: %s"), euchre_board_who (who, s), name);
}

void
euchre_board_side_lines (const EuchreBoardWho *who, const EuchrePublic *p, char **us,
                         char **them)
{
  if (who->players == NULL)
    {
      *us = g_strdup_printf (_("You & Partner: %u"), p->score[0]);
      *them = g_strdup_printf (_("West & East: %u"), p->score[1]);
    }
  else if (who->person == 0)
    {
      /* TRANSLATORS: the score box online: the partner's name, the points */
      *us = g_strdup_printf (_("You & %s: %u"), who->players[2], p->score[0]);
      /* TRANSLATORS: the score box online: two players' names, their points */
      *them = g_strdup_printf (_("%s & %s: %u"), who->players[1], who->players[3], p->score[1]);
    }
  else
    {
      *us = g_strdup_printf (_("%s & %s: %u"), who->players[0], who->players[2], p->score[0]);
      *them = g_strdup_printf (_("%s & %s: %u"), who->players[1], who->players[3], p->score[1]);
    }
}
