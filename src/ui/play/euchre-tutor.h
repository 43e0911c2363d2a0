/* euchre-tutor.h — the tutor: a word before a clear mistake
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-window.h"

G_BEGIN_DECLS

typedef struct _EuchreTutor EuchreTutor;

/* The tutor of @window's person in @game, on while the "tutor" key of
 * @settings is.  While on, the person's position is analysed as soon as
 * it is their turn (euchre_game_analyse_async()). */
EuchreTutor *euchre_tutor_new  (EuchreWindow       *window,
                                EuchreGame         *game,
                                GSettings          *settings);
void         euchre_tutor_free (EuchreTutor        *tutor);

/* The one way the window applies the person's bid, discard or card.
 * With the tutor off, or for a good move, it is applied (a refusal is
 * told in the window's toast).  Before a clear mistake
 * (euchre_analysis_is_mistake()), a dialog says why
 * (euchre_coach_mistake_text()) and offers "Take it back" (nothing
 * happens) or "Play anyway" (it is applied). */
void         euchre_tutor_act  (EuchreTutor        *tutor,
                                const EuchreAction *action);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EuchreTutor, euchre_tutor_free)

G_END_DECLS
