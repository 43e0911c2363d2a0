/* euchre-table-hand.h — the person's cards as buttons on the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seat 0's cards are real buttons parented to the table: focusable,
 * activated by click, Enter or Space, each named for a screen reader
 * with whether it may be played and, if not, why.  The room knows only
 * seat 0's view of the game.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"
#include "euchre-view.h"
#include "euchre-table-layout.h"

G_BEGIN_DECLS

#define EUCHRE_TABLE_HAND_MAX 6

typedef struct _EuchreTableHand EuchreTableHand;

typedef void (*EuchreTableHandActivated) (EuchreCard card,
                                          gpointer   data);

EuchreTableHand *euchre_table_hand_new       (GtkWidget                *table,
                                              EuchreTableHandActivated  activated,
                                              gpointer                  data);
void             euchre_table_hand_free      (EuchreTableHand          *hand);
/* Shows @cards sorted for reading: by suit as @trump makes them, high to
 * low (trump last). */
void             euchre_table_hand_set_cards (EuchreTableHand          *hand,
                                              EuchreCardSet             cards,
                                              EuchreSuit                trump);
/* Playable, discardable, or why not, from seat 0's @view (NULL: no game);
 * @my_turn: the person, not a computer, is to act.  @highlight: the card a
 * hint suggests, or EUCHRE_CARD_NONE. */
void             euchre_table_hand_update    (EuchreTableHand          *hand,
                                              const EuchreView         *view,
                                              gboolean                  my_turn,
                                              EuchreCard                highlight);
/* The cards rendered @width device pixels wide. */
void             euchre_table_hand_refresh   (EuchreTableHand          *hand,
                                              EuchreCardTheme          *theme,
                                              int                       width);
/* Places the buttons; playable cards rise.  From the table's size_allocate. */
void             euchre_table_hand_allocate  (EuchreTableHand          *hand,
                                              const EuchreTableLayout  *layout);
guint            euchre_table_hand_get_n     (EuchreTableHand          *hand);
/* The position of @card in the hand, or -1. */
int              euchre_table_hand_index_of  (EuchreTableHand          *hand,
                                              EuchreCard                card);
GtkWidget       *euchre_table_hand_get_button (EuchreTableHand         *hand,
                                               EuchreCard               card);
/* Focuses the first playable card, else the first card. */
gboolean         euchre_table_hand_focus     (EuchreTableHand          *hand);

G_END_DECLS
