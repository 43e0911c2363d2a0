/* euchre-felt.h — the words on the felt, for the table and the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's table (euchre-table-info.c) and the replay board show the
 * same labels: the score, the contract, the upcard and each seat's name,
 * dealer chip and bid.  These are their shared pieces, so that the two
 * say and look the same and change together.
 *
 * Where a function takes @players, it is the four players' names as a
 * file gives them, or NULL for the table's own seats ("You", "West"),
 * whose sentences each language words by person ("You deal", "West
 * deals").
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-card-theme.h"
#include "euchre-public.h"
#include "euchre-table-layout.h"

G_BEGIN_DECLS

/* One seat's words: its name, over or beside the dealer chip and its bid. */
typedef struct {
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *dealer;
  GtkWidget *bid;
  GtkWidget *tag;               /* who plays the seat, or NULL where none is shown */
} EuchreFeltSeat;

/* The accessible name of @widget. */
void  euchre_felt_set_name      (GtkWidget               *widget,
                                 const char              *name);
/* A label's text and accessible name (@text when @name is NULL); hidden
 * when @text is NULL or empty. */
void  euchre_felt_set_label     (GtkWidget               *label,
                                 const char              *text,
                                 const char              *name);
void  euchre_felt_set_font      (GtkWidget               *label,
                                 float                    px,
                                 gboolean                 bold);
/* Adds @css_class to @widget when @on, else takes it away. */
void  euchre_felt_set_class     (GtkWidget               *widget,
                                 const char              *css_class,
                                 gboolean                 on);
/* @card from @theme, @px wide; none without a theme or a card. */
void  euchre_felt_set_card      (GtkWidget               *picture,
                                 EuchreCardTheme         *theme,
                                 EuchreCard               card,
                                 int                      px);

/* Natural size, no wider than @max_w. */
void  euchre_felt_measure       (GtkWidget               *widget,
                                 float                    max_w,
                                 float                    *w,
                                 float                    *h);
void  euchre_felt_place         (GtkWidget               *widget,
                                 const graphene_rect_t   *r);

/* Puts @seat's labels (made by the caller, @tag may be NULL) in a new box,
 * the child of @parent, laid out for seat @s; the chips start hidden. */
void  euchre_felt_seat_pack     (EuchreFeltSeat          *seat,
                                 guint                    s,
                                 GtkWidget               *parent);
void  euchre_felt_seat_set_font (EuchreFeltSeat          *seat,
                                 float                    px);
/* Places seat @s's box, at most @max_w wide, centred on its line of @l;
 * west's and east's hang from it (stand on it when @l is narrow), no
 * higher than @min_side_y.  Sets @out
 * to where it went. */
void  euchre_felt_seat_place    (EuchreFeltSeat          *seat,
                                 guint                    s,
                                 const EuchreTableLayout *l,
                                 float                    max_w,
                                 float                    min_side_y,
                                 graphene_rect_t         *out);
/* Every seat's name (with its tricks, and whose turn it is), dealer chip
 * and last bid.  @dealing: the deal is being shown (no turn, no bids yet).
 * With @hand_words, each seat's name for a screen reader ends with its
 * hand's words.  @heard, where not NULL, holds four strings, each freed
 * and replaced by what a screen reader says of its seat's name. */
void  euchre_felt_show_seats    (EuchreFeltSeat           seats[4],
                                 const EuchrePublic      *p,
                                 gboolean                 dealing,
                                 const char *const       *players,
                                 const char *const       *hand_words,
                                 char                   **heard);
/* "West deals this hand", for seat @s's dealer chip. */
char *euchre_felt_dealer_sentence (guint                  s,
                                   const char *const     *players);
/* "West bid: Pass"; @what is the bid. */
char *euchre_felt_bid_sentence  (guint                    s,
                                 const char *const       *players,
                                 const char              *what);

/* The score box: @us and @them, each a line, and the points to play to.
 * Returns its accessible name. */
char *euchre_felt_show_score    (GtkWidget               *label,
                                 const char              *us,
                                 const char              *them,
                                 guint                    points_to_win);
/* Trump and its maker, then @pickup (the card the dealer took up) if not
 * NULL; hidden before trump is made.  Returns whether it is shown. */
gboolean euchre_felt_show_contract (GtkWidget            *label,
                                    const EuchrePublic   *p,
                                    const char *const    *players,
                                    const char           *pickup);
/* Shows @picture, the upcard, while it may be ordered up (not while
 * @dealing), faded once turned down.  Returns whether it is shown. */
gboolean euchre_felt_show_upcard (GtkWidget              *picture,
                                  const EuchrePublic     *p,
                                  gboolean                dealing);

G_END_DECLS
