/* net-fair.h — secrets and verifiable dealing for the online tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Invite codes, player tokens and decks come from the system's
 * cryptographic random source (getrandom()).  Before each deal the server
 * sends every seat a commitment, the SHA-256 of the deck and a secret
 * salt; after the hand it reveals both, and each client checks that they
 * match the commitment and the cards it saw (net_fair_verify()).
 *
 *   digest = hex (SHA-256 (DECK "|" SALT))
 *
 * where DECK is the pack in the order it is dealt, cards as in the game
 * record ("9S TS JS …", one space between), and SALT 64 hexadecimal digits.
 */
#pragma once

#include <glib.h>

#include "euchre-ai.h"

G_BEGIN_DECLS

/* @n bytes from getrandom(); aborts if the kernel has none to give (it
 * blocks only before the pool is first seeded). */
void      net_random_bytes      (guint8 *buf,
                                 gsize   n);
/* 2 × @n lower-case hexadecimal digits of @n random bytes. */
char     *net_random_hex        (gsize   n);
/* An invite code: 12 characters of Crockford's base 32 (60 bits) in three
 * groups, "K7QM-3XHD-PW2R". */
char     *net_random_code       (void);
/* Whether @code is spelled as net_random_code() spells them. */
gboolean  net_code_valid        (const char *code);
/* @a and @b equal, in a time that depends only on @n. */
gboolean  net_secure_equal      (const void *a,
                                 const void *b,
                                 gsize       n);
/* The hex SHA-256 of @text. */
char     *net_sha256_hex        (const char *text);

/* Shuffles @pack uniformly with getrandom(). */
void      net_fair_shuffle      (EuchreCard *pack,
                                 guint       n);
char     *net_fair_deck_text    (const EuchreCard *pack,
                                 guint             n);
/* Reads a deck's text back: FALSE unless it is @rules' deck exactly. */
gboolean  net_fair_parse_deck   (const EuchreRules *rules,
                                 const char        *text,
                                 EuchreCard         pack[EUCHRE_N_CARDS],
                                 guint             *n);
char     *net_fair_digest       (const char *deck_text,
                                 const char *salt_hex);

/* What one seat saw of a hand, to check against the reveal. */
typedef struct {
  guint seat;
  guint hand_number;            /* the "dealt" event's number */
  guint dealer;
  char digest[65];              /* the commitment */
  EuchreCardSet hand;           /* the cards dealt to the seat, NONE if not seen */
  EuchreCard upcard;
  EuchreCardSet played[4];      /* cards seen played by each seat */
  EuchreCard picked_up;         /* the upcard, if the dealer took it */
} NetFairSeen;

/* Checks a reveal: the digest of @deck_text and @salt is the commitment,
 * and dealing the deck from @dealer under @rules gives the seat its own
 * hand and the upcard, and every card seen played came from the hand of
 * the seat that played it (the dealer's picked-up upcard included). */
gboolean  net_fair_verify       (const EuchreRules *rules,
                                 const NetFairSeen *seen,
                                 guint              dealer,
                                 const char        *deck_text,
                                 const char        *salt_hex,
                                 GError           **error);

G_END_DECLS
