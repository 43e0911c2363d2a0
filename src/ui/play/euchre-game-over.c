/* euchre-game-over.c — the panel over the table when a game is won
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game-over"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-game-over.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

struct _EuchreGameOver {
  GtkBox parent_instance;

  /* Template widgets */
  GtkLabel *title;
  GtkLabel *score;
  GtkWidget *play_again_button;
  GtkWidget *score_sheet_button;
  GtkWidget *review_button;
};

G_DEFINE_FINAL_TYPE (EuchreGameOver, euchre_game_over, GTK_TYPE_BOX)

void
euchre_game_over_show (EuchreGameOver *self, guint side, guint winner_score, guint loser_score)
{
  g_autofree char *score = NULL;

  g_return_if_fail (EUCHRE_IS_GAME_OVER (self));

  score = g_strdup_printf (_("%u to %u"), winner_score, loser_score);
  gtk_label_set_text (self->title,
                      side == 0 ? _("You and your partner win!") : _("West and East win"));
  gtk_label_set_text (self->score, score);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
euchre_game_over_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_GAME_OVER);
  G_OBJECT_CLASS (euchre_game_over_parent_class)->dispose (object);
}

static void
euchre_game_over_class_init (EuchreGameOverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_game_over_dispose;
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-game-over.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, title);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, score);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, score_sheet_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, review_button);
}

static void
euchre_game_over_init (EuchreGameOver *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  euchre_ui_name_button (self->play_again_button);
  euchre_ui_name_button (self->score_sheet_button);
  euchre_ui_name_button (self->review_button);
}
