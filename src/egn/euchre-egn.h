/* euchre-egn.h — Euchre Game Notation (EGN): games as JSON files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * EGN is a public JSON notation for Euchre games (the repository
 * NextSuit-Labs/euchre-game-notation).  A file gives, per deal, the dealer,
 * the upcard, the calls and the cards of each trick in the order they fell,
 * not who played them: reading one applies the rules to find the seats,
 * rebuilds the hands from the cards played (and the discard), and replays
 * every action through the engine, so a file that reads is a legal game.
 * What the file does not tell (an unseen kitty, a discard, the hand of a
 * loner's partner, the hands of a passed-out deal) is filled with the
 * unseen cards only so that the deal can be replayed, and marked unknown
 * in the record (EuchreRecordHand.unknown): never show those as cards.
 *
 * This is a layer of its own (euchre-egn, on the engine and json-glib) so
 * that the engine itself and everything linking only it stay free of
 * json-glib.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "euchre-record.h"

G_BEGIN_DECLS

/* Files larger than this are refused before parsing. */
#define EUCHRE_EGN_MAX_BYTES (4u * 1024u * 1024u)
#define EUCHRE_EGN_MAX_DEALS 500u
/* Lists and objects nested deeper than this are refused before parsing
 * (the examples nest 9 deep), and never written. */
#define EUCHRE_EGN_MAX_DEPTH 64u
/* Strings from a file are cut to this many characters (the last an
 * ellipsis): names, titles, dates and member names to the first, notes and
 * descriptions to the second.  The examples' longest is 156. */
#define EUCHRE_EGN_MAX_NAME 200u
#define EUCHRE_EGN_MAX_TEXT 4000u

typedef struct {
  char *title;
  char *description;
  char *date;                   /* may be NULL */
  char *players[4];             /* never NULL; may be "" */
  EuchreRecord *record;         /* the game as replayed (up to @problem) */
  guint n_deals;                /* deals in the file */
  guint n_deals_read;           /* deals replayed in full */
  /* The first illegal or unreadable thing in the deals, in plain words
   * ("Deal 3, trick 2: West plays …"), or NULL: the record then holds the
   * game up to just before it. */
  char *problem;
  /* What the file does that the game reads, but not as written, in plain
   * words, in the order found ("The name of seat 2 is cut to 200
   * characters"): shown beside the game, never stopping it.  Strings;
   * never NULL. */
  GPtrArray *notes;
  /* The reneges the file plays (a card that does not follow suit, played
   * as it fell under the rule renege=played): indices into
   * record->entries, in order (guint).  NULL for a game of ours. */
  GArray *reneges;
  /* The document as read (NULL for a game of ours): keys this reader does
   * not interpret (annotations, alternative lines, timings…) are written
   * back from it. */
  JsonNode *source;
  /* A file that plays on after its game was won (real tables do): the
   * deals from @past_end_deal (1-based) on are read as played past the
   * end, @record's target raised to the highest there is so that they
   * replay; @target is the game's own, @won_entries @record's length when
   * the game was won.  All 0 when the file ends with its game. */
  guint past_end_deal;
  guint won_entries;
  guint target;
} EuchreEgn;

/* Reads an EGN document.  NULL and @error when it is no EGN at all (not
 * JSON, too large, no deals, bad metadata); otherwise the game, with
 * ->problem set when a deal cannot be replayed. */
EuchreEgn *euchre_egn_parse       (const char  *text,
                                   gssize       length,
                                   GError     **error);
/* The same, and a problem in the deals is an error too. */
EuchreEgn *euchre_egn_parse_strict (const char  *text,
                                    gssize       length,
                                    GError     **error);

/* The game itself, as a copy of ->record: up to the win at its own
 * target when the file plays on past the end, else the whole record. */
EuchreRecord *euchre_egn_game_record (const EuchreEgn *egn);

/* A game of ours as EGN: refuses (NULL, @error naming it) a variant that
 * EGN cannot express and that the game used.  @players may be NULL. */
EuchreEgn *euchre_egn_from_record (const EuchreRecord *record,
                                   const char *const  *players,
                                   const char         *title,
                                   GError            **error);

/* A CS 246 saved game as EGN (the partial-game form: its score and the
 * deal it holds).  A save holds a position, not the actions before it,
 * so only one taken before the first call of a deal can be written;
 * any other is refused with a message saying why. */
EuchreEgn *euchre_egn_from_cs246  (const EuchreState *state,
                                   GError           **error);

/* The game as an EGN document: pretty-printed JSON, or compact when the
 * pretty form would be larger than EUCHRE_EGN_MAX_BYTES.  NULL and @error
 * when even that is too large, or nested too deep, for a reader to take:
 * what this writes always reads again. */
char      *euchre_egn_to_string   (const EuchreEgn  *egn,
                                   GError          **error);

/* A readable transcript: deals, calls, tricks with who played what,
 * scores, annotations; unknown cards said to be unknown. */
char      *euchre_egn_transcript  (const EuchreEgn *egn);

void       euchre_egn_free        (EuchreEgn *egn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreEgn, euchre_egn_free)

G_END_DECLS
