/* euchre-replay.h — a game from a file, stepped through action by action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The replay board's model.  It reads an EGN file or one of our saved
 * games (records), replays it through the engine and keeps the table
 * after every action.  The cursor is a position between actions: 0 is
 * the start of the game, euchre_replay_get_n_steps() the end; the
 * "action at the cursor" is the next one, the decision the seat to act
 * is about to take, which annotations and the coach comment on.
 *
 * It is separate from the game being played: loading a file never
 * touches an EuchreGame.  The window may not see the hidden state, so
 * the open hands come as card arrays with what of them is unknown.
 */
#pragma once

#include <gio/gio.h>

#include "euchre-analysis.h"
#include "euchre-public.h"
#include "euchre-view.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_REPLAY (euchre_replay_get_type ())
G_DECLARE_FINAL_TYPE (EuchreReplay, euchre_replay, EUCHRE, REPLAY, GObject)

/* Reads @text (EGN when it is a JSON object, else a record).  NULL and
 * @error, in plain words, when it is neither.  An EGN game with an
 * irregular play loads up to it, with euchre_replay_get_problem() set. */
EuchreReplay *euchre_replay_new_from_text   (const char   *text,
                                             gsize         length,
                                             GError      **error);
EuchreReplay *euchre_replay_new_from_file   (GFile        *file,
                                             GCancellable *cancellable,
                                             GError      **error);
/* Reads @file: one game (an array of one replay, *@match_title NULL) or a
 * match file (a replay for each game that can be read, in order, with
 * the match's names for the seats; *@match_title the match's title). */
GPtrArray    *euchre_replay_load_file       (GFile        *file,
                                             char        **match_title,
                                             GCancellable *cancellable,
                                             GError      **error);

const char   *euchre_replay_get_title       (EuchreReplay *self);
/* The file's name for @seat, or the seat's own name ("West"). */
const char   *euchre_replay_get_player      (EuchreReplay *self,
                                             guint         seat);
/* The import problem ("Deal 3, trick 2: …"), or NULL. */
const char   *euchre_replay_get_problem     (EuchreReplay *self);

guint         euchre_replay_get_n_steps     (EuchreReplay *self);
guint         euchre_replay_get_cursor      (EuchreReplay *self);
void          euchre_replay_set_cursor      (EuchreReplay *self,
                                             guint         cursor);
gboolean      euchre_replay_step            (EuchreReplay *self,
                                             int           direction);
/* To the next (@direction 1) or previous (-1) start of a trick (its first
 * lead) or of a deal (just after the cards are dealt); FALSE when there
 * is none, the cursor then goes to the end or the start. */
gboolean      euchre_replay_jump_trick      (EuchreReplay *self,
                                             int           direction);
gboolean      euchre_replay_jump_deal       (EuchreReplay *self,
                                             int           direction);
gboolean      euchre_replay_is_trick_start  (EuchreReplay *self,
                                             guint         cursor);
gboolean      euchre_replay_is_deal_start   (EuchreReplay *self,
                                             guint         cursor);

/* The table at the cursor. */
const EuchrePublic *euchre_replay_get_public (EuchreReplay *self);
/* What @seat knows at the cursor. */
void          euchre_replay_get_view        (EuchreReplay *self,
                                             guint         seat,
                                             EuchreView   *view);
/* All of @seat's cards at the cursor, sorted, into @cards; @unknown[i]
 * says the file did not record where cards[i] was: show it face down,
 * never as that card.  Returns the count.  This is the open board: the
 * caller has chosen to show every hand. */
guint         euchre_replay_get_open_hand   (EuchreReplay *self,
                                             guint         seat,
                                             EuchreCard    cards[EUCHRE_N_CARDS],
                                             gboolean      unknown[EUCHRE_N_CARDS]);
/* Whether the file records every card @seat holds at the cursor (a
 * game file may leave some out: cards never played).  The coach judges
 * a seat's choice only when it does. */
gboolean      euchre_replay_seat_is_known   (EuchreReplay *self,
                                             guint         seat);
/* The deal (1-based, 0 before the first), the trick (1–5, 0 while
 * bidding) and the card in it (0 before its lead) at the cursor, and the
 * number of deals. */
void          euchre_replay_get_position    (EuchreReplay *self,
                                             guint        *deal,
                                             guint        *n_deals,
                                             guint        *trick,
                                             guint        *card);
/* Whether the cursor is in a deal the file plays after its game was won
 * (read past the end of the game, to the highest target). */
gboolean      euchre_replay_is_past_end     (EuchreReplay *self);
/* The game's target: the points it was played to, also in the deals a
 * file plays past its end (which the engine replays with the target
 * raised). */
guint         euchre_replay_get_target      (EuchreReplay *self);
/* Whether the cursor is at the end of a deal that the file stops on a
 * caught renege (thrown in, unscored, dealt again): then TRUE with the
 * seat that reneged, the trick and the card it played. */
gboolean      euchre_replay_get_renege_end  (EuchreReplay *self,
                                             guint        *seat,
                                             guint        *trick,
                                             EuchreCard   *card);
/* The side that won the game (0: seats 0 and 2, 1: seats 1 and 3) and the
 * score it was won by, when the file plays the game to its end (before
 * any deal past it); FALSE when the file stops before. */
gboolean      euchre_replay_get_result      (EuchreReplay *self,
                                             guint        *winner,
                                             guint        *winner_score,
                                             guint        *loser_score);
/* The action at the cursor and its seat; FALSE at the end. */
gboolean      euchre_replay_get_next_action (EuchreReplay *self,
                                             guint        *seat,
                                             EuchreAction *action);
/* The file's annotations on the action at the cursor, one per line, or NULL. */
char         *euchre_replay_get_annotation  (EuchreReplay *self);
/* What the file does that is read, but not as written (reneges, a game
 * played past the target, text cut to length), in plain words: strings,
 * or NULL for a saved game. */
GPtrArray    *euchre_replay_get_notes       (EuchreReplay *self);
/* Whether the action after @step is a renege the file plays. */
gboolean      euchre_replay_is_renege       (EuchreReplay *self,
                                             guint         step);

/* The coach's evaluation of the decision at the cursor, from the acting
 * seat's own view, in a thread.  FALSE from finish without an error when
 * there is no decision (the end, or a forced action). */
void          euchre_replay_analyse_async   (EuchreReplay        *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean      euchre_replay_analyse_finish  (EuchreReplay   *self,
                                             GAsyncResult   *result,
                                             EuchreView     *view,
                                             EuchreAnalysis *analysis,
                                             GError        **error);

/* The game as EGN, the file's annotations kept. */
char         *euchre_replay_to_egn          (EuchreReplay *self,
                                             GError      **error);
gboolean      euchre_replay_save            (EuchreReplay *self,
                                             const char   *path,
                                             GError      **error);
/* The same in a thread; the callback runs on the caller's main context. */
void          euchre_replay_save_async      (EuchreReplay        *self,
                                             const char          *path,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean      euchre_replay_save_finish     (EuchreReplay        *self,
                                             GAsyncResult        *result,
                                             GError             **error);

G_END_DECLS
