/* euchre-game.h — the game model: one engine state, four seats, pacing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * EuchreGame owns everything a game does; the window only draws what its
 * signals and properties say and forwards the player's choices to the
 * human-action methods.  Seat 0 is the person; seats 1–3 (or all four, for
 * tests and demos) are computer players whose decisions run in a GTask
 * thread on a copy of their view and are applied on the main loop.
 */
#pragma once

#include <gio/gio.h>

#include "euchre-analysis.h"
#include "euchre-error.h"
#include "euchre-public.h"
#include "euchre-review.h"
#include "euchre-sheet.h"
#include "euchre-strategy.h"
#include "euchre-view.h"

G_BEGIN_DECLS

#define EUCHRE_HUMAN_SEAT 0

#define EUCHRE_TYPE_RULES (euchre_rules_get_type ())
#define EUCHRE_TYPE_ACTION (euchre_action_get_type ())
GType euchre_rules_get_type  (void) G_GNUC_CONST;
GType euchre_action_get_type (void) G_GNUC_CONST;

#define EUCHRE_TYPE_GAME (euchre_game_get_type ())
G_DECLARE_FINAL_TYPE (EuchreGame, euchre_game, EUCHRE, GAME, GObject)

EuchreGame        *euchre_game_new               (void);

/* Starts a new game (cancelling any pending computer move).  The rules
 * are copied and fixed for the whole game. */
void               euchre_game_start             (EuchreGame        *self,
                                                  const EuchreRules *rules,
                                                  guint32            seed);
/* A game of one's own from where the online game @from stands (the
 * table is gone): its rules and score, the hand in play dealt again by
 * its dealer, @strategy_id in seats 1–3.  NULL when @from is over. */
EuchreGame        *euchre_game_new_continuing    (EuchreGame        *from,
                                                  const char        *strategy_id);
/* Resumes a game from its record text (see euchre-record.h). */
gboolean           euchre_game_load              (EuchreGame        *self,
                                                  const char        *text,
                                                  GError           **error);
char              *euchre_game_to_string         (EuchreGame        *self);

/* Seat set-up; takes effect at once (a computer move in flight for that
 * seat is cancelled and asked again).  @strategy_id NULL makes the seat
 * human (only seat 0 may be human). */
gboolean           euchre_game_set_seat          (EuchreGame        *self,
                                                  guint              seat,
                                                  const char        *strategy_id,
                                                  EuchrePersonality  personality);
const char        *euchre_game_get_seat_strategy (EuchreGame        *self,
                                                  guint              seat);

/* What everyone at the table sees; the person's own cards are in
 * euchre_game_get_view (…, EUCHRE_HUMAN_SEAT, …). */
const EuchrePublic *euchre_game_get_public       (EuchreGame        *self);
void               euchre_game_get_view          (EuchreGame        *self,
                                                  guint              seat,
                                                  EuchreView        *view);
/* The human's legal actions now (0 when it is not the human's turn). */
guint              euchre_game_get_human_actions (EuchreGame        *self,
                                                  EuchreActionList  *list);

/* The human's moves.  Each returns FALSE with a message fit for the
 * player when the move is not allowed now, and then changes nothing. */
gboolean           euchre_game_pass              (EuchreGame  *self, GError **error);
gboolean           euchre_game_order_up          (EuchreGame  *self, gboolean alone,
                                                  GError     **error);
gboolean           euchre_game_call              (EuchreGame  *self, EuchreSuit suit,
                                                  gboolean alone, GError **error);
gboolean           euchre_game_defend_alone      (EuchreGame  *self, GError **error);
gboolean           euchre_game_discard           (EuchreGame  *self, EuchreCard card,
                                                  GError     **error);
gboolean           euchre_game_play              (EuchreGame  *self, EuchreCard card,
                                                  GError     **error);
gboolean           euchre_game_act               (EuchreGame         *self,
                                                  const EuchreAction *action,
                                                  GError            **error);

/* The person's position analysed (euchre-analysis.h), in a thread on
 * copies of seat 0's view and legal actions, as strongly as the analysis
 * can within about 200 ms (EUCHRE_HINT_BUDGET_US, read once, overrides it;
 * 0: no time limit, deterministic), whatever the opponents' difficulty.
 * One analysis per position, shared by every request (the hint, the
 * tutor) and kept until the game moves.  Fails with EUCHRE_ERROR_NOT_YOUR_TURN
 * when it is not the person's turn, and with G_IO_ERROR_CANCELLED when
 * the game moved before the answer was ready (a stale answer is never
 * given).  @view (may be NULL) is the view that was analysed. */
void               euchre_game_analyse_async     (EuchreGame           *self,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
gboolean           euchre_game_analyse_finish    (EuchreGame           *self,
                                                  GAsyncResult         *result,
                                                  EuchreAnalysis       *out,
                                                  EuchreView           *view,
                                                  GError              **error);

/* The hint: the analysis' best action and its reason in words
 * (euchre_coach_hint_text(); @text, may be NULL, is newly allocated).
 * Fails as euchre_game_analyse_async() does. */
void               euchre_game_hint_async        (EuchreGame           *self,
                                                  GCancellable         *cancellable,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
gboolean           euchre_game_hint_finish       (EuchreGame           *self,
                                                  GAsyncResult         *result,
                                                  EuchreAction         *action,
                                                  char                **text,
                                                  GError              **error);

/* Undo: takes back the person's last choice (a bid, a discard or a card
 * that was not forced) and everything the computer players did after it,
 * by replaying the game's record up to just before it: the deal stays the
 * same.  Refused, with a message fit for the player, when undo is not
 * allowed (the "undo-allowed" property, from the settings), when the game
 * is over (its result is already counted) or when the person has made no
 * choice in this game yet.  A game where undo was used says so for good
 * ("undo-used"; the save keeps it), so that statistics count it apart.
 * euchre_game_to_string() stays the plain record, without that mark. */
gboolean           euchre_game_undo              (EuchreGame  *self,
                                                  GError     **error);
gboolean           euchre_game_get_can_undo      (EuchreGame  *self);
gboolean           euchre_game_get_undo_used     (EuchreGame  *self);
/* Whether the "restarted" being emitted is an undo's (a move taken back),
 * not a new or loaded game's: the last hand's result is then no news. */
gboolean           euchre_game_is_undoing        (EuchreGame  *self);
void               euchre_game_set_undo_allowed  (EuchreGame  *self,
                                                  gboolean     allowed);

/* The score sheet of the game so far: one EuchreSheetRow per finished
 * hand (see euchre-sheet.h); free with g_array_unref().  NULL and
 * @error when the game's record does not replay (a game at an online
 * table is told by others, and they may be wrong). */
GArray            *euchre_game_get_score_sheet   (EuchreGame  *self,
                                                  GError     **error);

/* The hand review (euchre-review.h) of finished hand @hand (1, 2, …) for
 * the person, computed in a thread (each decision's analysis gets the
 * hint's time and seed, so the same figures as the hint for the same
 * decision) and kept until the game changes under it:
 * a new or loaded game forgets every review, undo the hands it takes
 * back.  _finish() returns a GPtrArray holding the one EuchreReviewHand
 * (g_ptr_array_unref() it), or NULL with @error when the hand is not
 * finished or the review was cancelled.  The review's open replay shows
 * every hand: it is only for hands that are over. */
void               euchre_game_review_hand_async (EuchreGame          *self,
                                                  guint                hand,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
GPtrArray         *euchre_game_review_hand_finish (EuchreGame   *self,
                                                   GAsyncResult *result,
                                                   GError      **error);
/* The number of finished (scored) hands in this game. */
guint              euchre_game_get_hands_finished (EuchreGame  *self);

/* Autosave: after every action the record is written atomically to
 * @path (NULL: no autosave). */
void               euchre_game_set_save_path     (EuchreGame  *self,
                                                  const char  *path);

typedef enum {
  EUCHRE_RESUME_NOTHING,    /* no saved game */
  EUCHRE_RESUME_RESUMED,    /* the saved game is back */
  EUCHRE_RESUME_CORRUPT,    /* unreadable: kept beside it as *.corrupt-N, see @error */
  EUCHRE_RESUME_PARTIAL,    /* damaged after some whole moves: resumed from the last of
                             * them, the file kept as *.corrupt-N, see @error */
  EUCHRE_RESUME_IN_USE,     /* another game (another instance) holds the saved game:
                             * not read, and this game is not saved; see @error */
} EuchreResumeResult;

/* Resumes the game saved at the save path.  A save that cannot be read
 * is renamed, never deleted; @error then says, in words fit for the
 * player, what happened and where the file went.  When it cannot be
 * renamed either, autosave is turned off (the save path becomes NULL).
 *
 * The game first takes a lock on "SAVE_PATH.lock", held until the save
 * path changes or the game is finalized.  When another game holds it (a
 * second instance in another session, sharing the data folder), the save
 * is left alone and autosave turned off: EUCHRE_RESUME_IN_USE.  Holding
 * it, the game removes the temporary files a killed save left there. */
EuchreResumeResult euchre_game_resume           (EuchreGame  *self,
                                                 GError     **error);

/* TRUE while a game is under way that the person has taken part in (a
 * move of theirs, or a hand scored) and that is not over: what starting
 * another one would abandon. */
gboolean           euchre_game_get_in_progress   (EuchreGame  *self);

/* Computer decisions still running in threads, in every game (tests). */
guint              euchre_game_get_jobs_in_flight (void);

/* Remote mode: the game is played at an online table, which holds the
 * real deal.  The model makes no move of its own: it is told each deal's
 * upcard and the person's cards (euchre_game_remote_deal()) and every
 * seat's action (euchre_game_remote_act(), seat 0's included: the
 * table's answer to the person's move), queues them and applies them one
 * at a time while the game is not held, so the window sees the same
 * signals as offline.  Seats here are as the person sees them: 0 is the
 * person.  The person's moves (euchre_game_act() and the rest) are
 * checked, then handed to @func with @failure NULL; @func is called with
 * @action NULL and @failure in words when the table sent something the
 * game cannot follow (the table is then given up).  No autosave, no undo,
 * no computer player. */
typedef void (*EuchreGameRemoteFunc) (EuchreGame         *game,
                                      const EuchreAction *action,
                                      const char         *failure,
                                      gpointer            data);
void               euchre_game_start_remote      (EuchreGame           *self,
                                                  const EuchreRules    *rules,
                                                  EuchreGameRemoteFunc  func,
                                                  gpointer              data,
                                                  GDestroyNotify        destroy);
gboolean           euchre_game_remote_deal       (EuchreGame           *self,
                                                  guint                 dealer,
                                                  EuchreCard            upcard,
                                                  EuchreCardSet         hand,
                                                  GError              **error);
gboolean           euchre_game_remote_act        (EuchreGame           *self,
                                                  guint                 seat,
                                                  const EuchreAction   *action,
                                                  GError              **error);
/* TRUE from when the table starts telling the game so far (a resume)
 * until it has told all of it (FALSE): those moves are applied at once,
 * not at the table's pace, and the person's turn is told only after the
 * last of them.  The "catching-up" property is TRUE until then. */
void               euchre_game_remote_set_catching_up (EuchreGame       *self,
                                                       gboolean          catching_up);
gboolean           euchre_game_remote_get_catching_up (EuchreGame       *self);
/* Whether the connection to the table is lost (the window tries to get
 * it back): the person has no move meanwhile (no turn, no playable
 * card), as nothing would reach the table. */
void               euchre_game_remote_set_cut_off (EuchreGame          *self,
                                                   gboolean             cut_off);
/* The table refused the person's move: it may be chosen again. */
void               euchre_game_remote_refused    (EuchreGame           *self);
/* The whole deal of hand @hand (1, 2, … of this game; dealt by @dealer,
 * seats as the person sees them), as the table revealed it once the hand
 * was over and it matched the table's commitment: the record keeps these
 * cards in place of the ones placed by guess, once the hand has been
 * played here too.  FALSE and @error if it is not a deal of this game:
 * the guessed one is kept. */
gboolean           euchre_game_remote_reveal     (EuchreGame           *self,
                                                  guint                 hand,
                                                  guint                 dealer,
                                                  const EuchreCard     *pack,
                                                  guint                 n,
                                                  GError              **error);

/* Properties, also readable with g_object_get(). */
guint              euchre_game_get_ai_delay_ms   (EuchreGame  *self);
void               euchre_game_set_ai_delay_ms   (EuchreGame  *self, guint delay_ms);
/* Holds: while any is held (an animation the window must finish), no
 * computer or automatic move is made.  Independent of "paused", which is
 * the person's own pause. */
void               euchre_game_hold              (EuchreGame  *self);
void               euchre_game_release           (EuchreGame  *self);
void               euchre_game_set_paused        (EuchreGame  *self, gboolean paused);
gboolean           euchre_game_get_auto_play     (EuchreGame  *self);
void               euchre_game_set_auto_play     (EuchreGame  *self, gboolean auto_play);

G_END_DECLS
