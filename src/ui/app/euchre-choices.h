/* euchre-choices.h — the choices of an enum key, as the player reads them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the preferences and the statistics: one list of the rule
 * presets and difficulties, in the order of their settings' enums.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  const char *nick;             /* the key's value */
  const char *label;            /* N_(): translated when shown */
  const char *description;      /* N_() or NULL: the row's subtitle when chosen */
} EuchreChoice;

/* Ended by { NULL, NULL }. */
extern const EuchreChoice euchre_preset_choices[];
extern const EuchreChoice euchre_difficulty_choices[];

/* The translated labels of @choices, after @first (NULL: none). */
GListModel *euchre_choices_model (const EuchreChoice *choices,
                                  const char         *first);
/* The translated label of @nick, or @nick itself if it is none of them. */
const char *euchre_choice_label  (const EuchreChoice *choices,
                                  const char         *nick);

G_END_DECLS
