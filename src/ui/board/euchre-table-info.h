/* euchre-table-info.h — the table's readable parts as real widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The score, the contract (trump, maker, alone), the dealer, each seat's
 * bid and tricks, the upcard, the cards of the trick and a live status
 * line ("West plays the Ace of Clubs") are labels and pictures that the
 * table places on the felt.  Being widgets, a screen reader finds them by
 * name, and a sighted player reads words, not one-letter badges.
 *
 * Everything shown comes from the public part of the game (EuchrePublic)
 * plus what the table is showing while cards fly: never a hidden card.
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"
#include "euchre-view.h"
#include "euchre-table-layout.h"

G_BEGIN_DECLS

typedef struct _EuchreTableInfo EuchreTableInfo;

/* What the table shows right now, which may lag the game while cards fly. */
typedef struct {
  gboolean dealing;             /* the deal is being shown: no upcard, no bids yet */
  EuchreCard trick[4];          /* landed card per seat, or EUCHRE_CARD_NONE */
  guint8 winner;                /* seat whose card wins the trick shown, or EUCHRE_SEAT_NONE */
} EuchreTableShown;

EuchreTableInfo *euchre_table_info_new        (GtkWidget               *table);
void             euchre_table_info_free       (EuchreTableInfo         *info);
/* The people's names at the seats (four, the person's "You"), or NULL
 * for the seats' words ("West"…); shown from the next update. */
void             euchre_table_info_set_players (EuchreTableInfo        *info,
                                                const char *const      *players);
void             euchre_table_info_update     (EuchreTableInfo         *info,
                                               const EuchrePublic      *pub,
                                               const EuchreTableShown  *shown);
/* Places every widget; call from the table's size_allocate. */
void             euchre_table_info_allocate   (EuchreTableInfo         *info,
                                               const EuchreTableLayout *layout);
/* Text sizes and card pictures for the layout's size (not during allocation). */
void             euchre_table_info_refresh    (EuchreTableInfo         *info,
                                               const EuchreTableLayout *layout,
                                               EuchreCardTheme         *theme,
                                               int                      scale);
/* The live status line: what just happened. */
void             euchre_table_info_set_status (EuchreTableInfo         *info,
                                               const char              *text);
/* The last hand's result, or NULL; the table clears it when trump is made. */
void             euchre_table_info_set_summary (EuchreTableInfo        *info,
                                                const char             *text);
/* Whether the last hand's result waits for the person: then it lies in
 * the middle of the table with a Next Deal button, which takes the focus. */
void             euchre_table_info_set_held   (EuchreTableInfo         *info,
                                               gboolean                 held);
GtkWidget       *euchre_table_info_get_next_button (EuchreTableInfo    *info);
void             euchre_table_info_set_tag    (EuchreTableInfo         *info,
                                               guint                    seat,
                                               const char              *tag);

/* Where seat @seat's name lies on the table; FALSE when it is not shown. */
gboolean         euchre_table_info_get_seat_rect (EuchreTableInfo      *info,
                                                  guint                 seat,
                                                  graphene_rect_t      *rect);

G_END_DECLS
