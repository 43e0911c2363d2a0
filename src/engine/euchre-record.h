/* euchre-record.h — a whole game as text: rules, seed, actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   euchre-game 1
 *   rules points=10 deck=24 shuffle=random …
 *   seed 12345
 *   pack 9S TS JS …          (only when the pack order is not the rules' own)
 *   0 deal
 *   1 pass
 *   2 order alone
 *   0 discard 9S
 *   1 play JD
 *
 * One line per action, each prefixed with the seat that took it.  Lines
 * starting with '#' and blank lines are ignored.  Reading replays every
 * action, so a record that reads is a game that happened.
 *
 * Two optional lines (added for games read from Euchre Game Notation,
 * which records each deal's own cards; older records have neither and
 * read as before):
 *
 *   score 4 9                 a set-up line: the score the game starts from
 *   hand 2 9S TS JS … unknown 9S QD …
 *                             before a "deal" action (rules shuffle=none):
 *                             that deal's dealer and its pack, dealt as it
 *                             lies; the cards after "unknown" were not
 *                             recorded (an unseen hand, kitty or discard)
 *                             and only fill their places so the deal can be
 *                             replayed: show them as unknown, never as cards.
 */
#pragma once

#include "euchre-event.h"
#include "euchre-state.h"

G_BEGIN_DECLS

typedef struct {
  guint8 seat;
  EuchreAction action;
} EuchreRecordEntry;

/* A deal's own cards: set before entry @entry (a deal). */
typedef struct {
  guint entry;
  guint8 dealer;
  guint8 n;
  EuchreCard pack[EUCHRE_N_CARDS];
  EuchreCardSet unknown;        /* cards whose place was not recorded */
  gboolean redeal;              /* the deal before stops where it stands, unscored
                                 * (euchre_state_throw_in()), and this one follows */
} EuchreRecordHand;

typedef struct _EuchreRecord {
  EuchreRules rules;
  guint32 seed;
  gboolean custom_pack;
  guint8 pack_size;
  EuchreCard pack[EUCHRE_N_CARDS];
  GArray *entries;              /* EuchreRecordEntry */
  guint8 initial_score[2];
  GArray *hands;                /* EuchreRecordHand, in entry order */
} EuchreRecord;

EuchreRecord *euchre_record_new          (const EuchreRules *rules, guint32 seed);
void          euchre_record_free         (EuchreRecord      *record);
gboolean      euchre_record_set_pack     (EuchreRecord      *record,
                                          const EuchreCard  *pack,
                                          guint              n,
                                          GError           **error);
void          euchre_record_append       (EuchreRecord       *record,
                                          guint               seat,
                                          const EuchreAction *action);
guint         euchre_record_length       (const EuchreRecord *record);
/* Sets the cards of the deal that the next appended action starts; the
 * rules must deal the pack as it lies (shuffle=none). */
gboolean      euchre_record_append_hand  (EuchreRecord      *record,
                                          guint              dealer,
                                          const EuchreCard  *pack,
                                          guint              n,
                                          EuchreCardSet      unknown,
                                          GError           **error);
/* The cards of the deal started by entry @entry, or NULL (dealt from the seed). */
const EuchreRecordHand *euchre_record_get_hand (const EuchreRecord *record, guint entry);

/* The state at the start of the game (phase DEAL). */
void          euchre_record_initial_state (const EuchreRecord *record, EuchreState *state);
/* Replays every action into @state; fails naming the first bad entry. */
gboolean      euchre_record_replay       (const EuchreRecord *record,
                                          EuchreState        *state,
                                          GError            **error);
/* The same, calling @func with what each action caused, in order. */
typedef void (*EuchreRecordEventFunc) (const EuchreEventList *events, gpointer data);
gboolean      euchre_record_replay_events (const EuchreRecord    *record,
                                           EuchreState           *state,
                                           EuchreRecordEventFunc  func,
                                           gpointer               data,
                                           GError               **error);

char         *euchre_record_to_string    (const EuchreRecord *record);
/* One line of a record, without its newline, as euchre_record_to_string()
 * writes it: "SEAT ACTION" ("1 play JD"), or a deal's "hand DEALER CARDS…"
 * (for a store that appends lines one at a time). */
char         *euchre_record_action_line  (guint               seat,
                                          const EuchreAction *action);
char         *euchre_record_hand_line    (guint               dealer,
                                          const EuchreCard   *pack,
                                          guint               n);
/* Parses and replays; on success *@state (may be NULL) is the final state.
 * Errors name the line. */
EuchreRecord *euchre_record_parse        (const char  *text,
                                          EuchreState *state,
                                          GError     **error);

/* Reads as much of a damaged record as is sound: the set-up lines must
 * read (else NULL and @error, as euchre_record_parse()), then the actions
 * are replayed up to the first that does not read or is not legal.  Only
 * whole lines count: a last line without its newline was cut off and is
 * not used.  *@stopped_at is the line number where reading stopped, 0 when
 * the whole record read. */
EuchreRecord *euchre_record_parse_prefix (const char  *text,
                                          EuchreState *state,
                                          guint       *stopped_at,
                                          GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreRecord, euchre_record_free)

G_END_DECLS
