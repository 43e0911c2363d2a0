/* euchre-game-private.h — the game model's inside, for its own files,
 * the tests and the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model is split by job:
 * - euchre-game.c: the object, its properties and signals, applying
 *   every move;
 * - euchre-game-moves.c: the person's moves, and undo;
 * - euchre-game-ai.c: the turns it takes by itself (computer players,
 *   deals, forced cards);
 * - euchre-game-analyse.c: the person's position analysed, for the hint
 *   and the tutor;
 * - euchre-game-review.c: the review of a finished hand;
 * - euchre-game-remote.c: remote mode, a game played at an online table;
 * - euchre-game-hidden.c: the cards remote mode cannot see, dealt again legally;
 * - euchre-game-save.c: autosave, and resuming a saved game.
 * The user interface includes only euchre-game.h, which holds no hidden
 * card.
 */
#pragma once

#include "euchre-game.h"
#include "euchre-record.h"
#include "euchre-state.h"
#include "euchre-strategy.h"

G_BEGIN_DECLS

/* The whole state, hidden cards included: for tests and the command
 * line, never for the user interface. */
const EuchreState *euchre_game_get_state (EuchreGame *self);

typedef struct _EuchreGameAnalysisJob EuchreGameAnalysisJob;
typedef struct _EuchreGameRemote EuchreGameRemote;

/* A computer seat: its strategy, shared with any decision in flight so
 * that the strategy outlives a game that is disposed meanwhile. */
typedef struct {
  EuchreStrategy *strategy;
  GMutex lock;            /* one decision at a time per strategy */
} EuchreGameSeat;

struct _EuchreGame {
  GObject parent_instance;

  EuchreState state;
  EuchreRecord *record;
  EuchreGameSeat *seats[4];     /* NULL: human */
  guint64 seed_counter;

  guint ai_delay_ms;
  gboolean paused;
  guint holds;
  gboolean auto_play;

  /* Undo: allowed by the settings; used in this game; the record length
   * just before the person's last choice (G_MAXUINT: none to take back). */
  gboolean undo_allowed;
  gboolean undo_used;
  gboolean can_undo;
  guint undo_point;
  gboolean undoing;             /* while "restarted" is emitted for an undo */

  /* The person's position analysed (euchre-game-analyse.c): the last
   * answer, for the position of @analysis_serial and @analysis_view, and
   * the analysis running, if any (owned by its thread's task). */
  gboolean has_analysis;
  guint analysis_serial;
  EuchreView analysis_view;
  EuchreAnalysis analysis;
  EuchreGameAnalysisJob *analysis_job;

  /* Reviews of finished hands (euchre-game-review.c): by hand - 1, a
   * GPtrArray of one EuchreReviewHand or NULL; the generation changes
   * when the game does, so that a review computed meanwhile is not kept. */
  GPtrArray *reviews;
  guint review_generation;

  guint timeout_id;
  GCancellable *cancellable;    /* the decision in flight, if any */
  char *save_path;
  int save_lock;                /* the lock on "SAVE_PATH.lock" held by this game, or -1 */
  EuchreGameRemote *remote;     /* remote mode (euchre-game-remote.c), or NULL */
  /* A game played on from an online table (euchre-game-continue.c): the
   * table's finished hands (EuchreSheetRow), first on the score sheet. */
  GArray *sheet_before;
};

/* euchre-game-remote.c: whether the person may act now (not while cut
 * off from the table). */
gboolean        euchre_game_remote_may_act   (EuchreGame         *self,
                                              GError            **error);

/* euchre-game.c */
/* Applies @a for the seat to act; on success records, saves, emits,
 * notifies and schedules the next turn. */
gboolean        euchre_game_apply_action     (EuchreGame         *self,
                                              const EuchreAction *a,
                                              GError            **error);
/* Replaces the game by @state and @record (taken). */
void            euchre_game_restart_from     (EuchreGame         *self,
                                              const EuchreState  *state,
                                              EuchreRecord       *record);
void            euchre_game_emit_human_turn  (EuchreGame             *self,
                                              const EuchreActionList *legal);
void            euchre_game_emit_save_failed (EuchreGame         *self,
                                              const char         *message);

/* euchre-game-ai.c */
/* NULL when @strategy_id names no strategy. */
EuchreGameSeat *euchre_game_seat_new         (const char         *strategy_id,
                                              EuchrePersonality   personality,
                                              guint64             seed);
void            euchre_game_seat_unref       (EuchreGameSeat     *seat);
/* Cancels the timer or computer decision under way, if any. */
void            euchre_game_cancel_pending   (EuchreGame         *self);
/* Starts whatever the next turn needs: a timer for a computer or an
 * automatic move, or "human-turn". */
void            euchre_game_schedule         (EuchreGame         *self);

/* euchre-game-moves.c */
/* Whether the action of the seat to act in @state would be one the person
 * can take back: seat 0's, with more than one legal action (a forced card
 * is no choice: taking it back would only see it played again). */
gboolean        euchre_game_is_undo_point    (const EuchreState  *state);
/* The record length before the last action of seat 0 that was a choice
 * (not a deal, not a forced card) among the first @upto entries, or
 * G_MAXUINT; *@state (may be NULL) becomes the state after @upto entries. */
guint           euchre_game_find_undo_point  (const EuchreRecord *record,
                                              guint               upto,
                                              EuchreState        *state);
void            euchre_game_update_can_undo  (EuchreGame         *self);
void            euchre_game_set_undo_used    (EuchreGame         *self,
                                              gboolean            used);
/* euchre-game.c: "catching-up" changed (euchre-game-remote.c). */
void            euchre_game_notify_catching_up (EuchreGame       *self);
/* euchre-game.c: sets the two read-only properties, notifying changes. */
void            euchre_game_notify_undo      (EuchreGame         *self,
                                              gboolean            can_undo,
                                              gboolean            used);

/* euchre-game-review.c: forgets the reviews of hands that are no longer
 * finished (all of them unless the game restarted from its own record). */
void            euchre_game_review_restarted (EuchreGame         *self,
                                              gboolean            same_record);

/* euchre-game-remote.c */
void            euchre_game_remote_free      (EuchreGameRemote   *remote);
/* In remote mode: schedules the next queued move (or the person's turn)
 * and returns TRUE; otherwise FALSE. */
gboolean        euchre_game_remote_schedule  (EuchreGame         *self);
/* In remote mode: the person's move, checked, to the table. */
gboolean        euchre_game_remote_send      (EuchreGame         *self,
                                              const EuchreAction *action,
                                              GError            **error);

/* euchre-game-hidden.c: deals the hidden cards of @st again so that
 * @seat (1 to 3) holds @card, which it is about to play, and no seat
 * holds a card of a suit in @voids (bits of EuchreSuit); FALSE, @st
 * unchanged, if no such deal exists. */
gboolean        euchre_game_arrange_hidden   (EuchreState        *st,
                                              const guint8        voids[4],
                                              guint               seat,
                                              EuchreCard          card);

/* euchre-game-save.c */
/* The line a save holds when undo was used in its game (a comment to the
 * record's reader). */
#define EUCHRE_GAME_UNDO_MARK "# undo used"
gboolean        euchre_game_text_marks_undo  (const char         *text);
/* Writes the record to the save path, if any; "save-failed" if it cannot. */
void            euchre_game_autosave         (EuchreGame         *self);

G_END_DECLS
