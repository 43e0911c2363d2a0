/* euchre-replay-board.h — one position of a game from a file, drawn as the table draws it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The replay board's felt: the four hands as cards (face down where the
 * viewer may not see them), the trick in the middle, the upcard, the
 * dealer, the bids, trump and the score.  It uses the game table's
 * geometry (euchre-table-layout.h), painting (euchre-table-paint.h), card
 * theme and style classes, so that a player recognises the picture.  It
 * shows what it is given and never steps: the replay window does.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"
#include "euchre-public.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_REPLAY_BOARD (euchre_replay_board_get_type ())
G_DECLARE_FINAL_TYPE (EuchreReplayBoard, euchre_replay_board, EUCHRE, REPLAY_BOARD, GtkWidget)

typedef struct {
  const EuchrePublic *pub;
  const char *names[4];                 /* the players, as shown (short: the caller bounds them) */
  guint n[4];                           /* cards each seat holds */
  EuchreCard cards[4][EUCHRE_N_CARDS];  /* sorted; only what may be seen is read */
  gboolean face_up[4];                  /* the seat's cards are shown */
  guint32 unknown[4];                   /* bit i: cards[s][i] is not in the file: shown face down */
  const char *hand_words[4];            /* each hand for a screen reader */
  guint target;                         /* the game's target (not the raised one of a file
                                         * played past its end); 0: the rules' */
  gboolean past_end;                    /* a deal the file plays after the game was won */
} EuchreReplayBoardPosition;

void        euchre_replay_board_set_theme  (EuchreReplayBoard               *self,
                                            EuchreCardTheme                 *theme);
void        euchre_replay_board_show       (EuchreReplayBoard               *self,
                                            const EuchreReplayBoardPosition *position);
/* What a screen reader hears for @seat: its name, dealer, tricks and cards. */
const char *euchre_replay_board_get_seat_text (EuchreReplayBoard            *self,
                                               guint                         seat);
/* How many of @seat's cards are drawn face up (tests). */
guint       euchre_replay_board_get_n_face_up (EuchreReplayBoard            *self,
                                               guint                         seat);

G_END_DECLS
