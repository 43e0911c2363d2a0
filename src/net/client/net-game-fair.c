/* net-game-fair.c — the deal's fairness: each commitment kept, each
 * reveal checked against it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "net-fair.h"
#include "net-game-private.h"

void
net_game_on_commit (NetGame *self, const NetMessage *msg)
{
  g_autofree char *key = g_strdup_printf ("%u:%u", self->game_number, msg->hand);
  const char *before = g_hash_table_lookup (self->commitments, key);

  /* A server that deals a hand again (after a restart, or at will)
   * commits to it again with another deck: said, and counted unfair. */
  if (before != NULL && strcmp (before, msg->digest) != 0)
    {
      g_autofree char *text = g_strdup_printf (_("The table committed to hand %u a second time, "
                                                 "to another deal: it may have dealt that hand "
                                                 "again"), msg->hand);

      self->unfair++;
      net_game_notify (self, PROP_UNFAIR);
      net_game_emit_notice (self, text);
    }
  else if (before == NULL)
    g_hash_table_insert (self->commitments, g_steal_pointer (&key), g_strdup (msg->digest));
  memset (&self->seen, 0, sizeof self->seen);
  self->seen.seat = self->seat;
  self->seen.upcard = EUCHRE_CARD_NONE;
  self->seen.picked_up = EUCHRE_CARD_NONE;
  g_strlcpy (self->seen.digest, msg->digest, sizeof self->seen.digest);
}

void
net_game_on_reveal (NetGame *self, const NetMessage *msg)
{
  g_autoptr (GError) error = NULL;

  if (net_fair_verify (&self->rules, &self->seen, msg->dealer, msg->deck, msg->salt, &error))
    {
      EuchreRules r = self->rules;
      EuchreCard pack[EUCHRE_N_CARDS];
      guint n;

      /* The whole deal, as it was: the game's record keeps it in place of
       * the cards it placed by guess (the score sheet replays it). */
      r.shuffle = EUCHRE_SHUFFLE_NONE;
      if (msg->dealer <= 3 && net_fair_parse_deck (&r, msg->deck, pack, &n) &&
          !euchre_game_remote_reveal (self->game, msg->hand, net_game_to_local (self, msg->dealer), pack, n,
                                      &error))
        g_message ("online table: %s", error->message);
      /* A deal told again (a resume, a server's restart) is one deal:
       * counted once. */
      if (g_hash_table_add (self->checked, g_strdup_printf ("%u:%u", self->game_number,
                                                             msg->hand)))
        {
          self->fair++;
          net_game_notify (self, PROP_FAIR);
        }
      return;
    }
  self->unfair++;
  net_game_notify (self, PROP_UNFAIR);
  {
    g_autofree char *text = g_strdup_printf (_("The deal of hand %u does not match what the table "
                                               "committed to: %s"), msg->hand, error->message);

    net_game_emit_notice (self, text);
  }
}
