/* euchre-stats-dialog.c — the player's statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-stats-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-choices.h"
#include "euchre-stats-dialog.h"
#include "euchre-ui-text.h"
#include "euchre-resources.h"

struct _EuchreStatsDialog {
  AdwPreferencesWindow parent_instance;

  /* Template widgets */
  AdwPreferencesGroup *show_group;
  AdwComboRow *preset_row;      /* item 0: all rule sets, then the presets */
  AdwComboRow *difficulty_row;  /* item 0: all difficulties, then the difficulties */
  GtkLabel *values[EUCHRE_N_STATS];
  GtkLabel *win_percentage;

  EuchreStats *stats;
};

G_DEFINE_FINAL_TYPE (EuchreStatsDialog, euchre_stats_dialog, ADW_TYPE_PREFERENCES_WINDOW)

/* The nick a combo row's selection stands for; NULL for "all". */
static const char *
selected_nick (AdwComboRow *row, const EuchreChoice *choices)
{
  guint selected = adw_combo_row_get_selected (row);

  return selected == 0 || selected == GTK_INVALID_LIST_POSITION ? NULL
                                                                : choices[selected - 1].nick;
}

static void
refresh (EuchreStatsDialog *self)
{
  const char *preset = selected_nick (self->preset_row, euchre_preset_choices);
  const char *difficulty = selected_nick (self->difficulty_row, euchre_difficulty_choices);
  g_autofree char *percent_text = NULL;
  guint percent;

  if (self->stats == NULL)
    return;
  for (int s = 0; s < EUCHRE_N_STATS; s++)
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf ("%u", euchre_stats_get_total (self->stats, preset, difficulty, s));
      gtk_label_set_text (self->values[s], text);
    }
  if (euchre_stats_get_win_percentage (self->stats, preset, difficulty, &percent))
    /* Translators: a win percentage, e.g. "67%"; "%%" is the percent sign. */
    percent_text = g_strdup_printf (_("%u%%"), percent);
  else
    /* Translators: the win percentage when no game was played. */
    percent_text = g_strdup (C_("win percentage", "None yet"));
  gtk_label_set_text (self->win_percentage, percent_text);
}

static void
reset_response_cb (AdwMessageDialog *dialog, const char *response, EuchreStatsDialog *self)
{
  if (g_strcmp0 (response, "reset") == 0)
    {
      euchre_stats_reset (self->stats);
      refresh (self);
    }
}

static void
reset_clicked_cb (EuchreStatsDialog *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                              _("Every statistic of every rule set and "
                                                "difficulty is set back to zero."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "reset", _("_Reset"), NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The statistics group "preset/difficulty", as the player reads it. */
static char *
group_label (const char *group)
{
  g_auto (GStrv) parts = g_strsplit (group, "/", 2);
  const char *preset = parts[0] ? parts[0] : "";
  const char *difficulty = parts[0] && parts[1] ? parts[1] : "";

  return g_strdup_printf ("%s · %s", euchre_choice_label (euchre_preset_choices, preset),
                          euchre_choice_label (euchre_difficulty_choices, difficulty));
}

static void
euchre_stats_dialog_dispose (GObject *object)
{
  EuchreStatsDialog *self = EUCHRE_STATS_DIALOG (object);

  g_clear_object (&self->stats);
  G_OBJECT_CLASS (euchre_stats_dialog_parent_class)->dispose (object);
}

static void
euchre_stats_dialog_class_init (EuchreStatsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  /* The value labels' ids in the template. */
  static const char *const value_ids[EUCHRE_N_STATS] = {
    [EUCHRE_STAT_GAMES_PLAYED] = "games_played",
    [EUCHRE_STAT_GAMES_WON] = "games_won",
    [EUCHRE_STAT_HANDS_PLAYED] = "hands_played",
    [EUCHRE_STAT_HANDS_WON] = "hands_won",
    [EUCHRE_STAT_POINTS_FOR] = "points_for",
    [EUCHRE_STAT_POINTS_AGAINST] = "points_against",
    [EUCHRE_STAT_MARCHES] = "marches",
    [EUCHRE_STAT_EUCHRES_FOR] = "euchres_for",
    [EUCHRE_STAT_EUCHRES_AGAINST] = "euchres_against",
    [EUCHRE_STAT_LONERS_MADE] = "loners_made",
    [EUCHRE_STAT_CURRENT_STREAK] = "current_streak",
    [EUCHRE_STAT_BEST_STREAK] = "best_streak",
    [EUCHRE_STAT_GAMES_ABANDONED] = "games_abandoned",
    [EUCHRE_STAT_GAMES_WITH_UNDO] = "games_with_undo",
  };

  G_OBJECT_CLASS (klass)->dispose = euchre_stats_dialog_dispose;
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-stats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreStatsDialog, show_group);
  gtk_widget_class_bind_template_child (widget_class, EuchreStatsDialog, preset_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreStatsDialog, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreStatsDialog, win_percentage);
  for (int s = 0; s < EUCHRE_N_STATS; s++)
    gtk_widget_class_bind_template_child_full (widget_class, value_ids[s], FALSE,
                                               G_STRUCT_OFFSET (EuchreStatsDialog, values)
                                               + s * sizeof (GtkLabel *));
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
}

static void
euchre_stats_dialog_init (EuchreStatsDialog *self)
{
  g_autoptr (GListModel) presets = euchre_choices_model (euchre_preset_choices,
                                                         _("All rule sets"));
  g_autoptr (GListModel) difficulties = euchre_choices_model (euchre_difficulty_choices,
                                                              _("All difficulties"));

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Every button named as a person would read it (GTK 4.8 names some by class). */
  euchre_ui_name_buttons (GTK_WIDGET (self));
  adw_combo_row_set_model (self->preset_row, presets);
  adw_combo_row_set_model (self->difficulty_row, difficulties);
  g_signal_connect_swapped (self->preset_row, "notify::selected", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (self->difficulty_row, "notify::selected", G_CALLBACK (refresh), self);
}

GtkWidget *
euchre_stats_dialog_new (EuchreStats *stats, const char *group)
{
  EuchreStatsDialog *self = g_object_new (EUCHRE_TYPE_STATS_DIALOG, NULL);
  g_autofree char *label = group_label (group);
  g_autofree char *description = g_strdup_printf (_("Your current game: %s"), label);

  self->stats = g_object_ref (stats);
  adw_preferences_group_set_description (self->show_group, description);
  refresh (self);
  return GTK_WIDGET (self);
}
