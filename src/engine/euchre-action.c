/* euchre-action.c — actions: comparing, listing, text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>

#include "euchre-public.h"

gboolean
euchre_action_equal (const EuchreAction *a, const EuchreAction *b)
{
  if (a->type != b->type)
    return FALSE;
  switch (a->type)
    {
    case EUCHRE_ACTION_DISCARD:
    case EUCHRE_ACTION_PLAY:
    case EUCHRE_ACTION_RENEGE:
      return a->card == b->card;
    case EUCHRE_ACTION_CALL:
      return a->suit == b->suit && !a->alone == !b->alone;
    case EUCHRE_ACTION_ORDER_UP:
      return !a->alone == !b->alone;
    default:
      return TRUE;
    }
}

gboolean
euchre_action_list_contains (const EuchreActionList *list, const EuchreAction *a)
{
  for (guint i = 0; i < list->n; i++)
    if (euchre_action_equal (&list->actions[i], a))
      return TRUE;
  return FALSE;
}

char *
euchre_action_to_string (const EuchreAction *action)
{
  char buf[3];

  switch (action->type)
    {
    case EUCHRE_ACTION_DEAL:
      return g_strdup ("deal");
    case EUCHRE_ACTION_PASS:
      return g_strdup ("pass");
    case EUCHRE_ACTION_ORDER_UP:
      return g_strdup (action->alone ? "order alone" : "order");
    case EUCHRE_ACTION_CALL:
      return g_strdup_printf ("call %c%s", euchre_suit_letter (action->suit),
                              action->alone ? " alone" : "");
    case EUCHRE_ACTION_DEFEND_ALONE:
      return g_strdup ("defend alone");
    case EUCHRE_ACTION_DISCARD:
      return g_strdup_printf ("discard %s", euchre_card_short_name (action->card, buf));
    case EUCHRE_ACTION_PLAY:
      return g_strdup_printf ("play %s", euchre_card_short_name (action->card, buf));
    case EUCHRE_ACTION_RENEGE:
      return g_strdup_printf ("renege %s", euchre_card_short_name (action->card, buf));
    default:
      return g_strdup ("?");
    }
}

gboolean
euchre_action_parse (const char *text, EuchreAction *action)
{
  g_auto (GStrv) w = g_strsplit (text, " ", -1);
  guint n = g_strv_length (w);
  EuchreCard card;
  EuchreSuit suit;

  if (n == 1 && g_str_equal (w[0], "deal"))
    *action = euchre_action_make (EUCHRE_ACTION_DEAL, 0, 0, FALSE);
  else if (n == 1 && g_str_equal (w[0], "pass"))
    *action = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  else if ((n == 1 || (n == 2 && g_str_equal (w[1], "alone"))) && g_str_equal (w[0], "order"))
    *action = euchre_action_make (EUCHRE_ACTION_ORDER_UP, 0, 0, n == 2);
  else if (n == 2 && g_str_equal (w[0], "defend") && g_str_equal (w[1], "alone"))
    *action = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, 0, 0, FALSE);
  else if ((n == 2 || (n == 3 && g_str_equal (w[2], "alone"))) && g_str_equal (w[0], "call") &&
           strlen (w[1]) == 1 && (suit = euchre_suit_parse (w[1])) != EUCHRE_SUIT_NONE)
    *action = euchre_action_make (EUCHRE_ACTION_CALL, 0, suit, n == 3);
  else if (n == 2 && strlen (w[1]) == 2 && (card = euchre_card_parse (w[1])) != EUCHRE_CARD_NONE)
    {
      if (g_str_equal (w[0], "play"))
        *action = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);
      else if (g_str_equal (w[0], "discard"))
        *action = euchre_action_make (EUCHRE_ACTION_DISCARD, card, 0, FALSE);
      else if (g_str_equal (w[0], "renege"))
        *action = euchre_action_make (EUCHRE_ACTION_RENEGE, card, 0, FALSE);
      else
        return FALSE;
    }
  else
    return FALSE;
  return TRUE;
}
