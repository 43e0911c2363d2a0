/* euchre-egn-private.h — what the parts of the EGN library share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library is split by job:
 *   euchre-egn-json.c        reading the JSON of a file, and its limits
 *   euchre-egn-model.c       the document: cards as text, the game, its deals
 *   euchre-egn-deal-read.c   one deal of a file read and checked
 *   euchre-egn-deal.c        one deal of a file replayed through the engine
 *   euchre-egn-import.c      a whole file read into a game record
 *   euchre-egn-export.c      games written as EGN
 *   euchre-egn-transcript.c  a readable transcript
 */
#pragma once

#include "euchre-egn.h"
#include "euchre-state.h"

G_BEGIN_DECLS

#define EGN_FILE_TYPE "Euchre Game Notation"
#define EGN_VERSION "1.0.0"

/* ---- cards as text (euchre-egn-model.c) ---- */

typedef enum {
  CARD_OK,
  CARD_UNKNOWN,        /* an X in rank or suit */
  CARD_BAD,
} CardResult;

EuchreSuit egn_suit_from_letter (char c);
char       egn_suit_to_letter   (EuchreSuit suit);
/* @trump (NONE before trump is made) gives the bowers R and L. */
CardResult egn_card_from_text   (const char  *text,
                                 EuchreSuit   trump,
                                 EuchreCard  *card,
                                 char       **why);
char      *egn_card_to_text     (EuchreCard card);

/* ---- JSON (euchre-egn-json.c) ---- */

JsonObject *egn_member_object  (JsonObject *o, const char *name);
JsonArray  *egn_member_array   (JsonObject *o, const char *name);
const char *egn_member_string  (JsonObject *o, const char *name);
/* An integer member in [min, max]; FALSE when absent or not one. */
gboolean    egn_member_int     (JsonObject *o, const char *name, gint64 min, gint64 max,
                                gint64 *out);
gboolean    egn_member_bool    (JsonObject *o, const char *name, gboolean fallback);
const char *egn_element_string (JsonArray *a, guint i);
/* A new object with @src's members (copies), or an empty one for NULL. */
JsonObject *egn_object_copy    (JsonObject *src);
/* Sets @error to a EUCHRE_ERROR_PARSE saying @format; returns NULL, for
 * `return egn_parse_fail (error, …);`. */
gpointer    egn_parse_fail     (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* The phase of @type in a deal's phases, or NULL. */
JsonObject *egn_find_phase     (JsonObject *deal, const char *type);
/* The dealer's discard as @deal gives it (with the bids, else with the
 * tricks), or NULL. */
const char *egn_discard_text   (JsonObject *deal);
/* The member of the bids that holds a discard the file did not give, as
 * this program guessed it when it wrote the file: a reader that knows it
 * replays the same discard (the tricks it was guessed from may be cut
 * short), one that does not reads no discard, as before. */
#define EGN_GUESSED_DISCARD "guessedDiscard"
/* @text cut to @max_chars characters (the last an ellipsis), or NULL when
 * it is no longer; @text is UTF-8. */
char       *egn_cut_text       (const char *text, guint max_chars);
guint       egn_make_text_sane (JsonNode *root);

typedef enum {
  EGN_SCAN_OBJECT,
  EGN_SCAN_NOT_OBJECT,
  EGN_SCAN_TOO_DEEP,
} EgnScan;

EgnScan     egn_scan           (const char *text, gsize length, guint max_depth);
/* @text (@text_length bytes, or up to its NUL when negative) as a JSON
 * object, made UTF-8 and its strings cut to length (@n_cut: how many
 * were); refused in plain words when larger than @max_bytes, nested
 * deeper than EUCHRE_EGN_MAX_DEPTH, not JSON or no object (the words say
 * "game", or "match" when @match). */
JsonNode   *egn_json_read      (const char  *text,
                                gssize       text_length,
                                gsize        max_bytes,
                                gboolean     match,
                                guint       *n_cut,
                                GError     **error);
/* Adds to @notes, when @n_cut > 0, the note that egn_json_read cut that
 * many texts. */
void        egn_note_cut       (GPtrArray   *notes,
                                guint        n_cut);
/* @root as JSON text: pretty-printed (two spaces a level) when that is no
 * larger than @max_bytes, else compact; refused (NULL, @error) when even
 * that is larger, or when it nests deeper than EUCHRE_EGN_MAX_DEPTH: what
 * is written always reads again. */
char       *egn_json_write     (JsonNode    *root,
                                gsize        max_bytes,
                                GError     **error);

/* ---- the game (euchre-egn-model.c) ---- */

/* An empty game: players "", no notes. */
EuchreEgn *egn_new       (void);
/* A game from a parsed document (@n_cut: strings egn_json_read cut). */
EuchreEgn *egn_from_node (JsonNode *doc, guint n_cut, GError **error);
char *egn_seat_name      (const EuchreEgn *egn, guint seat);
void  egn_set_players    (EuchreEgn *egn, const char *const *players);
/* The positions of the pack that euchre_deck_deal() gives to each seat
 * (0–3) and to the kitty (4; the upcard first). */
void  egn_deal_positions (const EuchreRules *rules,
                          guint              dealer,
                          guint8             owner[EUCHRE_N_CARDS],
                          guint8             kitty_index[EUCHRE_N_CARDS],
                          guint              n);

/* One deal of a record, as replayed (egn_record_deals). */
typedef struct {
  guint dealer;
  EuchreCard upcard;
  EuchreCardSet hands[4];       /* as dealt */
  EuchreCardSet kitty;          /* under the upcard */
  EuchreCardSet unknown;
  guint n_calls;
  guint8 call_seat[8];
  EuchreAction calls[8];
  gboolean made, alone;
  guint maker;
  EuchreSuit trump;
  EuchreCard discard;
  guint leader;
  guint n_cards;                /* cards played */
  guint8 seat[20];
  EuchreCard card[20];
  guint8 trick_size[5];
  guint8 winner[5];
  gboolean scored;
  EuchreHandScore score;
  guint8 score_after[2];
  gboolean defend_alone, renege;
} Deal;

/* How a deal's discard is known: not at all (none made, or a card whose
 * place is unknown, or, in a deal read from a file that did not give it,
 * the reader's placeholder); deduced (the file did not give it, but it is
 * the one card of the dealer's six the tricks never show); given (by the
 * file, or a game the program recorded).  @tmpl: the deal as read, NULL
 * for a record the program made. */
typedef enum {
  EGN_DISCARD_UNKNOWN,
  EGN_DISCARD_DEDUCED,
  EGN_DISCARD_GIVEN,
} EgnDiscard;

EgnDiscard egn_deal_discard (const Deal *d, JsonObject *tmpl);

/* Replays @record into deals; NULL only when the record does not replay. */
GArray *egn_record_deals (const EuchreRecord *record, GError **error);

/* ---- writing (euchre-egn-export.c) ---- */

/* The game as an EGN document, the file's own keys kept. */
JsonNode *egn_to_node (const EuchreEgn *egn);

/* ---- reading a deal (euchre-egn-deal.c) ---- */

typedef struct {
  EuchreEgn *egn;
  EuchreState state;
  guint deal;                   /* 1-based, for messages */
  gboolean last;                /* the last deal: it may stop anywhere (a game in progress) */
  gboolean eldest_loner_led;    /* a loner on the dealer's left led (the ruleset's own rule) */
  guint renege_deal;            /* the deal and trick of the last renege read, or 0 */
  guint renege_trick;
  guint8 renege_seat;
} Reader;

/* Sets the problem ("Deal 3, trick 2: …"); @trick 0 for none.  FALSE. */
gboolean egn_deal_fail (Reader *r, guint trick, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
gboolean egn_read_deal (Reader *r, JsonObject *deal);

/* ---- a deal as the file gives it (euchre-egn-deal-read.c) ---- */

/* One deal of a file, read and checked, before it is replayed: who dealt,
 * the calls, the tricks, and where each card lay (the unseen ones placed
 * where nothing says otherwise). */
typedef struct {
  JsonObject *init, *bidding, *play;  /* the deal's parts, or NULL */
  JsonArray *tricks;                  /* the file's tricks, or NULL */
  guint dealer;
  EuchreCard upcard;
  /* The calls: @maker_index the one that made trump (when @maker is a
   * seat); @out the loner's partner, or EUCHRE_SEAT_NONE. */
  guint n_calls, maker, maker_index, out;
  gboolean alone, ordered;
  EuchreSuit trump;
  EuchreCard discard;                 /* given or deduced, or EUCHRE_CARD_NONE */
  /* The discard this program guessed when it wrote the file (the bids'
   * "guessedDiscard"), or EUCHRE_CARD_NONE: used when none is given. */
  EuchreCard guessed;
  /* The tricks, and who played each card. */
  guint n_tricks;
  EuchreCard trick_cards[5][4];
  guint8 trick_seats[5][4], trick_n[5];
  EuchreCardSet played[4];            /* by seat */
  EuchreCardSet seen;                 /* the upcard and every card played */
  /* The dealt hands and the kitty as far as known, then the pack as it
   * was dealt: @unknown the cards put where the file does not say. */
  EuchreCardSet known[4], kitty_known, unknown;
  guint n;
  EuchreCard pack[EUCHRE_N_CARDS];
} EgnFileDeal;

/* Reads and checks @deal into @d, and lays out its pack; the lead the
 * file shows may set the game's rule of who leads against a loner.
 * FALSE (the problem set) when the deal cannot be replayed. */
gboolean egn_file_deal_read (Reader *r, JsonObject *deal, EgnFileDeal *d);

G_END_DECLS
