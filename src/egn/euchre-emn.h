/* euchre-emn.h — Euchre Match Notation (EMN): several games in one file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match file ("fileType": "Euchre Match Notation", usually .emn) holds
 * a list of games, each a whole EGN document under "gameData", with the
 * match's players by id ("metadata.players": [{ "id", "name" }]), each
 * game's seats as ids ("playersOverride": four ids, North East South
 * West), and a match format ("matchFormat": { "type": "FIXED_GAMES",
 * "target": 6 }).  Every game is read as an EGN file is (euchre-egn.h);
 * one that cannot be read at all does not stop the others.
 */
#pragma once

#include "euchre-egn.h"

G_BEGIN_DECLS

#define EUCHRE_EMN_MAX_BYTES (16u * 1024u * 1024u)
#define EUCHRE_EMN_MAX_GAMES 200u

typedef struct {
  EuchreEgn *egn;               /* NULL when the game cannot be read at all */
  char *error;                  /* then why, in plain words; else NULL */
  /* The match's names for the seats (its players by id), else the game's
   * own; never NULL, may be "". */
  char *players[4];
} EuchreEmnGame;

typedef struct {
  char *title;
  char *description;
  char *date;                   /* may be NULL */
  char *format;                 /* matchFormat.type ("FIXED_GAMES"…), or "" */
  gint64 format_target;         /* matchFormat.target, or -1 */
  GPtrArray *games;             /* EuchreEmnGame */
  /* What the file does that the match reads, but not as written, in plain
   * words; each game's own are in its EuchreEgn.  Never NULL. */
  GPtrArray *notes;
  JsonNode *source;             /* the document as read */
} EuchreEmn;

/* Whether @text looks like a match file (its file type), cheaply, without
 * reading it: for choosing a reader. */
gboolean   euchre_emn_is_match    (const char *text,
                                   gsize       length);

/* Reads a match.  NULL and @error when it is no match at all (not JSON,
 * too large, another file type, no games); a game that does not read is
 * kept with its error. */
EuchreEmn *euchre_emn_parse       (const char  *text,
                                   gssize       length,
                                   GError     **error);

/* The match as a match file: each game written as euchre_egn_to_string()
 * writes it, the match's own keys kept; NULL and @error when too large
 * for a reader to take. */
char      *euchre_emn_to_string   (const EuchreEmn  *emn,
                                   GError          **error);

/* A readable transcript: the match, then each game's. */
char      *euchre_emn_transcript  (const EuchreEmn *emn);

/* Deals in all the games, and deals read in full. */
guint      euchre_emn_n_deals     (const EuchreEmn *emn,
                                   guint           *n_read);

void       euchre_emn_free        (EuchreEmn *emn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreEmn, euchre_emn_free)

G_END_DECLS
