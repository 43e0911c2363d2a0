/* euchre-replay-window-private.h — what the replay board's files share:
 * its fields, and the words of its panel (euchre-replay-words.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-replay-board.h"
#include "euchre-replay-window.h"

G_BEGIN_DECLS

/* How much of a string from a file is shown: a player's name (as long
 * as an online table's, NET_MAX_NAME: a game played there replays with
 * its names whole), the title, a note, the reader's report. */
#define NAME_CHARS 32
#define TITLE_CHARS 60
#define NOTE_CHARS 1200
#define PROBLEM_CHARS 400

struct _EuchreReplayWindow {
  AdwWindow parent_instance;

  EuchreReplay *replay;
  GCancellable *evaluating;
  GSettings *settings;
  guint show;
  char *names[4];               /* the players, bounded */

  AdwWindowTitle *window_title;
  GtkDropDown *seat_choice;
  EuchreReplayBoard *table;
  GtkSpinner *spinner;

  /* Properties, bound in the template: the panel's words (the note and
   * the file's problem NULL when there is none). */
  char *position_text;
  char *next_text;
  char *note_text;
  char *evaluation_text;
  char *problem_text;
};

/* The player at @seat, by the name the board shows (bounded). */
static inline const char *
player (EuchreReplayWindow *self, guint seat)
{
  return self->names[seat];
}

/* euchre-replay-words.c: @text bounded to @max characters (one line
 * when @one_line); the panel's words for the cursor's position; the
 * board's picture of it; the seat whose choice the coach judges. */
char  *euchre_replay_window_bounded        (const char         *text,
                                            guint               max,
                                            gboolean            one_line);
char  *euchre_replay_window_position_words (EuchreReplayWindow *self);
char  *euchre_replay_window_next_words     (EuchreReplayWindow *self);
void   euchre_replay_window_show_board     (EuchreReplayWindow *self,
                                            const EuchreView   *view);
guint  euchre_replay_window_deciding_seat  (EuchreReplayWindow *self);

G_END_DECLS
