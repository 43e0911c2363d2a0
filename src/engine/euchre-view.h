/* euchre-view.h — what one seat may know
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view is the public table plus the seat's own hand and, for the dealer
 * only, the card it discarded.  Computer players see nothing else: no
 * other hand, no kitty, no seed, no pack order.
 */
#pragma once

#include "euchre-public.h"

G_BEGIN_DECLS

typedef struct {
  EuchrePublic pub;
  guint8 seat;
  guint8 discard;               /* own discard when this seat dealt and discarded */
  guint8 hand_sizes[4];         /* cards each seat still holds */
  EuchreCardSet hand;
} EuchreView;

/* Legal actions when it is this seat's turn (else 0 actions). */
guint         euchre_view_legal_actions  (const EuchreView  *view,
                                          EuchreActionList *list);
/* The cards this seat may play now (its turn in the PLAY phase), else 0. */
EuchreCardSet euchre_view_legal_plays    (const EuchreView  *view);

/* Whether the seat to act, when it is this view's seat, may make
 * @action: as euchre_state_check() judges it, from what the seat knows. */
gboolean      euchre_view_check          (const EuchreView   *view,
                                          const EuchreAction *action,
                                          GError            **error);

/* Cards whose place this seat cannot know: the deck less its hand, the
 * cards played, the upcard (face up, turned down or with the dealer)
 * and its own discard. */
EuchreCardSet euchre_view_unseen         (const EuchreView  *view);

/* Whether the seat's side made trump. */
gboolean      euchre_view_is_maker_side  (const EuchreView  *view);

G_END_DECLS
