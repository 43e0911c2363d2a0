/* euchre-choices.c — the choices of an enum key, as the player reads them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-choices"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-choices.h"

const EuchreChoice euchre_preset_choices[] = {
  { "standard", N_("Standard (Michigan)") },
  { "eecs280", N_("EECS 280") },
  { "cs246", N_("CS 246") },
  { "west-virginia", N_("West Virginia") },
  { "british", N_("British") },
  { "custom", N_("Custom") },
  { NULL, NULL }
};

const EuchreChoice euchre_difficulty_choices[] = {
  /* The figures are measured: docs/STRENGTH.md. */
  { "easy", N_("Easy"), N_("Plays by simple rules and slips now and then") },
  { "medium", N_("Medium"),
    N_("Bids and plays like a sound club player: wins 99 of 100 games against Easy") },
  { "hard", N_("Hard"),
    N_("Plays out hundreds of possible deals for every move: wins 6 of 10 games against Medium") },
  { NULL, NULL }
};

GListModel *
euchre_choices_model (const EuchreChoice *choices, const char *first)
{
  GtkStringList *model = gtk_string_list_new (NULL);

  if (first)
    gtk_string_list_append (model, first);
  for (guint i = 0; choices[i].nick; i++)
    gtk_string_list_append (model, _(choices[i].label));
  return G_LIST_MODEL (model);
}

const char *
euchre_choice_label (const EuchreChoice *choices, const char *nick)
{
  for (guint i = 0; choices[i].nick; i++)
    if (g_str_equal (choices[i].nick, nick))
      return _(choices[i].label);
  return nick;
}
