/* net-fair.c — random secrets, commitments and their checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include <gio/gio.h>

#include "net-fair.h"

void
net_random_bytes (guint8 *buf, gsize n)
{
  while (n > 0)
    {
      ssize_t got = getrandom (buf, n, 0);

      if (got < 0)
        {
          if (errno == EINTR)
            continue;
          g_error ("getrandom: %s", g_strerror (errno));
        }
      buf += got;
      n -= got;
    }
}

char *
net_random_hex (gsize n)
{
  g_autofree guint8 *bytes = g_malloc (n);
  char *out = g_malloc (2 * n + 1);

  net_random_bytes (bytes, n);
  for (gsize i = 0; i < n; i++)
    {
      out[2 * i] = "0123456789abcdef"[bytes[i] >> 4];
      out[2 * i + 1] = "0123456789abcdef"[bytes[i] & 15];
    }
  out[2 * n] = '\0';
  return out;
}

static const char crockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

char *
net_random_code (void)
{
  guint8 bytes[12];
  char *code = g_malloc (15);
  guint k = 0;

  net_random_bytes (bytes, sizeof bytes);
  for (guint i = 0; i < 12; i++)
    {
      if (i == 4 || i == 8)
        code[k++] = '-';
      code[k++] = crockford[bytes[i] & 31];
    }
  code[k] = '\0';
  return code;
}

gboolean
net_code_valid (const char *code)
{
  if (code == NULL || strlen (code) != 14)
    return FALSE;
  for (guint i = 0; i < 14; i++)
    if (i == 4 || i == 9 ? code[i] != '-' : strchr (crockford, code[i]) == NULL || code[i] == 0)
      return FALSE;
  return TRUE;
}

gboolean
net_secure_equal (const void *a, const void *b, gsize n)
{
  const volatile guint8 *x = a, *y = b;
  guint8 diff = 0;

  for (gsize i = 0; i < n; i++)
    diff |= x[i] ^ y[i];
  return diff == 0;
}

char *
net_sha256_hex (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

void
net_fair_shuffle (EuchreCard *pack, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint32 r, limit = G_MAXUINT32 - G_MAXUINT32 % i;
      EuchreCard t;
      guint j;

      do
        net_random_bytes ((guint8 *) &r, sizeof r);
      while (r >= limit);
      j = r % i;
      t = pack[i - 1];
      pack[i - 1] = pack[j];
      pack[j] = t;
    }
}

char *
net_fair_deck_text (const EuchreCard *pack, guint n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char buf[3];

      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, euchre_card_short_name (pack[i], buf));
    }
  return g_string_free (out, FALSE);
}

gboolean
net_fair_parse_deck (const EuchreRules *rules, const char *text, EuchreCard pack[EUCHRE_N_CARDS],
                     guint *n)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  EuchreCardSet seen = 0;
  guint k = g_strv_length (words);

  if (k != euchre_rules_deck_size (rules))
    return FALSE;
  for (guint i = 0; i < k; i++)
    {
      EuchreCard c = strlen (words[i]) == 2 ? euchre_card_parse (words[i]) : EUCHRE_CARD_NONE;
      char buf[3];

      if (c == EUCHRE_CARD_NONE || strcmp (euchre_card_short_name (c, buf), words[i]) != 0 ||
          (seen & EUCHRE_CARD_BIT (c)))
        return FALSE;
      seen |= EUCHRE_CARD_BIT (c);
      pack[i] = c;
    }
  *n = k;
  return seen == euchre_rules_deck_cards (rules);
}

char *
net_fair_digest (const char *deck_text, const char *salt_hex)
{
  g_autofree char *text = g_strconcat (deck_text, "|", salt_hex, NULL);

  return net_sha256_hex (text);
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
  return FALSE;
}

gboolean
net_fair_verify (const EuchreRules *rules, const NetFairSeen *seen, guint dealer,
                 const char *deck_text, const char *salt_hex, GError **error)
{
  g_autofree char *digest = NULL;
  EuchreRules r = *rules;
  EuchreCard pack[EUCHRE_N_CARDS];
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreState probe;
  guint n;

  if (strlen (seen->digest) != 64 || deck_text == NULL || salt_hex == NULL)
    return fail (error, "no commitment was made for this deal");
  digest = net_fair_digest (deck_text, salt_hex);
  if (!net_secure_equal (digest, seen->digest, 64))
    return fail (error, "the revealed deck and salt do not match the commitment");
  r.shuffle = EUCHRE_SHUFFLE_NONE;
  if (!net_fair_parse_deck (&r, deck_text, pack, &n))
    return fail (error, "the revealed deck is not a whole deck");
  if (dealer != seen->dealer)
    return fail (error, "the revealed dealer is not the one who dealt");
  euchre_state_init (&probe, &r, 0);
  if (!euchre_state_set_next_deal (&probe, dealer, pack, n, NULL) ||
      !euchre_state_apply (&probe, &deal, NULL))
    return fail (error, "the revealed deck cannot be dealt");
  if (seen->hand != 0 && probe.hands[seen->seat] != seen->hand)
    return fail (error, "the revealed deck does not deal this seat the cards it was dealt");
  if (seen->upcard != EUCHRE_CARD_NONE && probe.pub.upcard != seen->upcard)
    return fail (error, "the revealed deck does not turn up the upcard that was turned up");
  for (guint s = 0; s < 4; s++)
    {
      EuchreCardSet from = probe.hands[s];

      if (s == dealer && seen->picked_up != EUCHRE_CARD_NONE)
        from |= EUCHRE_CARD_BIT (seen->picked_up);
      if ((seen->played[s] & ~from) != 0)
        return fail (error, "a card was played that the revealed deck did not deal to its "
                     "player");
    }
  return TRUE;
}
