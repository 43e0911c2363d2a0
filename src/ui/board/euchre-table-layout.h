/* euchre-table-layout.h — where everything on the table goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure geometry from the table's size and the card aspect, so that it
 * can be computed the same way for drawing, for the person's card
 * buttons and for animations.  Seats: 0 south (the person), 1 west,
 * 2 north, 3 east.
 */
#pragma once

#include <graphene.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  float width, height;
  float card_w, card_h;          /* opponents', trick and upcard cards */
  float hand_w, hand_h;          /* the person's cards */
  float hand_step;               /* distance between the person's cards */
  float raise;                   /* how far a playable card rises */
  float font_px;                 /* base text size */
  graphene_point_t seat_anchor[4];   /* centre of each seat's cards */
  graphene_point_t label[4];         /* centre of each seat's name */
  graphene_rect_t trick[4];          /* where each seat's trick card lies */
  graphene_rect_t upcard[4];         /* the upcard, by dealer seat */
  graphene_rect_t score;             /* the score panel */
  /* A narrow table (a phone held upright): the score and the panel share
   * a band across the top, north's name and cards lie under it, west's
   * and east's names over their cards. */
  gboolean narrow;
  float band;                        /* the top band's height, 0 when wide */
} EuchreTableLayout;

/* Below this width the table is laid out narrow. */
#define EUCHRE_TABLE_NARROW_WIDTH 560.f

void euchre_table_layout_compute (EuchreTableLayout *layout,
                                  float              width,
                                  float              height,
                                  double             aspect);

/* Rect of card @index of @n in the person's hand (not raised). */
void euchre_table_layout_hand_card (const EuchreTableLayout *layout,
                                    guint                    index,
                                    guint                    n,
                                    graphene_rect_t         *rect);

/* Rect of card @index of @n face down in front of seat 1–3. */
void euchre_table_layout_seat_card (const EuchreTableLayout *layout,
                                    guint                    seat,
                                    guint                    index,
                                    guint                    n,
                                    graphene_rect_t         *rect);

/* The most cards a seat holds face down (the dealer before discarding). */
#define EUCHRE_TABLE_MAX_BACKS 6

/* The rect all @n of seat 1–3's face-down cards lie in (the labels keep
 * clear of it: the table paints them, they are no widgets). */
void euchre_table_layout_seat_cards (const EuchreTableLayout *layout,
                                     guint                    seat,
                                     guint                    n,
                                     graphene_rect_t         *rect);

/* Where a dealt card leaves from: a card at the dealer's seat. */
void euchre_table_layout_deal_origin (const EuchreTableLayout *layout,
                                      guint                    dealer,
                                      graphene_rect_t         *rect);

/* Where card @index of @n in front of @seat lies: the person's hand for
 * seat 0, a face-down card for seats 1–3. */
void euchre_table_layout_held_card (const EuchreTableLayout *layout,
                                    guint                    seat,
                                    guint                    index,
                                    guint                    n,
                                    graphene_rect_t         *rect);

/* Where a card played by @seat leaves from: the person's card @index of
 * @n, raised as a playable card is; for seats 1–3 the middle of their @n
 * cards (@index unused). */
void euchre_table_layout_play_origin (const EuchreTableLayout *layout,
                                      guint                    seat,
                                      guint                    index,
                                      guint                    n,
                                      graphene_rect_t         *rect);

/* Where the upcard goes when the dealer picks it up (the person holding
 * @n_hand cards, the others their middle card). */
void euchre_table_layout_pickup_target (const EuchreTableLayout *layout,
                                        guint                    dealer,
                                        guint                    n_hand,
                                        graphene_rect_t         *rect);

/* Where the trick's cards shrink to as they are swept to @winner. */
void euchre_table_layout_collect_target (const EuchreTableLayout *layout,
                                         guint                    winner,
                                         graphene_rect_t         *rect);

/* The ring around the winning card of the trick: its outer rect, line
 * width and corner radius. */
void euchre_table_layout_winner_ring (const EuchreTableLayout *layout,
                                      guint                    winner,
                                      graphene_rect_t         *rect,
                                      float                   *width,
                                      float                   *radius);

/* The shadow a card lying at @card casts on the felt, and its radius. */
void euchre_table_layout_shadow (const graphene_rect_t *card,
                                 graphene_rect_t       *rect,
                                 float                 *radius);

G_END_DECLS
