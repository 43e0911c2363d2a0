/* euchre-board-words.h — the board's sentences about people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-public.h"

G_BEGIN_DECLS

/* Who sits where, as the board names them. */
typedef struct {
  const char *const *players;   /* four names, or NULL: the table's words */
  guint person;                 /* the seat of the one looking, or EUCHRE_SEAT_NONE */
} EuchreBoardWho;

/* "You", "Ann", "West": not to be freed. */
const char *euchre_board_who             (const EuchreBoardWho *who,
                                          guint                 s);
char       *euchre_board_dealer_sentence (const EuchreBoardWho *who,
                                          guint                 s);
char       *euchre_board_bid_sentence    (const EuchreBoardWho *who,
                                          guint                 s,
                                          const char           *bid);
char       *euchre_board_pickup_sentence (const EuchreBoardWho *who,
                                          guint                 s,
                                          const char           *card);
/* NULL for the person, or without @tag. */
char       *euchre_board_tag_sentence    (const EuchreBoardWho *who,
                                          guint                 s,
                                          const char           *tag);
char       *euchre_board_maker_sentence  (const EuchreBoardWho *who,
                                          guint                 maker,
                                          gboolean              alone);
char       *euchre_board_card_sentence   (const EuchreBoardWho *who,
                                          guint                 s,
                                          EuchreCard            card,
                                          gboolean              wins);
/* The score box's two sides' lines, each with its points. */
void        euchre_board_side_lines      (const EuchreBoardWho *who,
                                          const EuchrePublic   *p,
                                          char                **us,
                                          char                **them);

G_END_DECLS
