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
  GtkWidget *play_again_button;
  GtkWidget *score_sheet_button;
  GtkWidget *review_button;

  /* Properties, bound in the template: the side that won, the score */
  guint side;
  guint winner_score;
  guint loser_score;
};

G_DEFINE_FINAL_TYPE (EuchreGameOver, euchre_game_over, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SIDE,
  PROP_WINNER_SCORE,
  PROP_LOSER_SCORE,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
set_uint (EuchreGameOver *self, guint *field, guint value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), props[prop]);
}

void
euchre_game_over_show (EuchreGameOver *self, guint side, guint winner_score, guint loser_score)
{
  g_return_if_fail (EUCHRE_IS_GAME_OVER (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_uint (self, &self->side, side, PROP_SIDE);
  set_uint (self, &self->winner_score, winner_score, PROP_WINNER_SCORE);
  set_uint (self, &self->loser_score, loser_score, PROP_LOSER_SCORE);
  g_object_thaw_notify (G_OBJECT (self));
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
euchre_game_over_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreGameOver *self = EUCHRE_GAME_OVER (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_uint (value, self->side);
      break;
    case PROP_WINNER_SCORE:
      g_value_set_uint (value, self->winner_score);
      break;
    case PROP_LOSER_SCORE:
      g_value_set_uint (value, self->loser_score);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static char *
title_words (gpointer unused, guint side)
{
  return g_strdup (side == 0 ? _("You and your partner win!") : _("West and East win"));
}

static char *
score_words (gpointer unused, guint winner_score, guint loser_score)
{
  return g_strdup_printf (_("%u to %u"), winner_score, loser_score);
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
  G_OBJECT_CLASS (klass)->get_property = euchre_game_over_get_property;
  /* The side that won (0: the person's) and the score it won by. */
  props[PROP_SIDE] = g_param_spec_uint ("side", NULL, NULL, 0, 1, 0,
                                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                        G_PARAM_STATIC_STRINGS);
  props[PROP_WINNER_SCORE] = g_param_spec_uint ("winner-score", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                G_PARAM_STATIC_STRINGS);
  props[PROP_LOSER_SCORE] = g_param_spec_uint ("loser-score", NULL, NULL, 0, G_MAXUINT, 0,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-game-over.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, score_sheet_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreGameOver, review_button);
  gtk_widget_class_bind_template_callback (widget_class, title_words);
  gtk_widget_class_bind_template_callback (widget_class, score_words);
}

static void
euchre_game_over_init (EuchreGameOver *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  euchre_ui_name_button (self->play_again_button);
  euchre_ui_name_button (self->score_sheet_button);
  euchre_ui_name_button (self->review_button);
}
