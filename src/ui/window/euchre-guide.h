/* euchre-guide.h — the guided hand: the basics, one move at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A fixed deal, played on a play surface with a game of its own (never
 * the person's saved game, never counted), against computer players that
 * always play the same way: so the hand goes as its words say.  At each
 * of the person's turns a few words in the bar say what to do and why
 * (order up, follow suit, trump, who won the last trick), the move is
 * highlighted, and the guide waits for it: any other move is answered in
 * words and not played.  When the hand is over and shown, @done is called
 * with the tricks and points the person's side took.
 */
#pragma once

#include <adwaita.h>

#include "euchre-play-surface.h"

G_BEGIN_DECLS

typedef struct _EuchreGuide EuchreGuide;

typedef void (*EuchreGuideDone) (gpointer data,
                                 guint    tricks,
                                 guint    points);

/* Starts the guided hand on @surface (which plays it from now on); the
 * computer players' pace follows @settings' "ai-delay-ms". */
EuchreGuide *euchre_guide_new          (EuchrePlaySurface  *surface,
                                        GSettings          *settings,
                                        EuchreGuideDone     done,
                                        gpointer            data);
/* Stops it; the surface is left without a game. */
void         euchre_guide_free         (EuchreGuide        *guide);
EuchreGame  *euchre_guide_get_game     (EuchreGuide        *guide);
/* The move the guide waits for now; FALSE when it waits for none. */
gboolean     euchre_guide_get_expected (EuchreGuide        *guide,
                                        EuchreAction       *action);
/* The person's move: played when it is the one waited for, else the
 * person is told, in the surface's toast, and nothing is played. */
void         euchre_guide_act          (EuchreGuide        *guide,
                                        const EuchreAction *action);
/* The summary at the end: what the hand showed, in words. */
char        *euchre_guide_summary      (guint               tricks,
                                        guint               points);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreGuide, euchre_guide_free)

G_END_DECLS
