/* euchre-tutor.c — the tutor: before a clear mistake, say why and offer
 * to take it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis is the model's shared one (the hint's), usually ready when
 * the person acts: it starts as soon as it is their turn.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-coach.h"
#include "euchre-tutor.h"
#include "euchre-ui-text.h"

struct _EuchreTutor {
  EuchreWindow *window;         /* unowned: it owns the tutor */
  EuchreGame *game;
  GSettings *settings;
  GCancellable *cancellable;    /* the analysis awaited, or NULL */
  EuchreAction pending;         /* the action it is awaited for */
};

static void
act (EuchreTutor *tutor, const EuchreAction *action)
{
  g_autoptr (GError) error = NULL;

  if (!euchre_game_act (tutor->game, action, &error))
    euchre_window_toast (tutor->window, error->message);
}

static void
human_turn_cb (EuchreGame *game, gpointer legal, EuchreTutor *tutor)
{
  if (g_settings_get_boolean (tutor->settings, "tutor"))
    euchre_game_analyse_async (game, NULL, NULL, NULL);
}

EuchreTutor *
euchre_tutor_new (EuchreWindow *window, EuchreGame *game, GSettings *settings)
{
  EuchreTutor *tutor = g_new0 (EuchreTutor, 1);

  tutor->window = window;
  tutor->game = g_object_ref (game);
  tutor->settings = g_object_ref (settings);
  g_signal_connect (game, "human-turn", G_CALLBACK (human_turn_cb), tutor);
  return tutor;
}

void
euchre_tutor_free (EuchreTutor *tutor)
{
  if (tutor == NULL)
    return;
  if (tutor->cancellable != NULL)
    g_cancellable_cancel (tutor->cancellable);
  g_clear_object (&tutor->cancellable);
  g_signal_handlers_disconnect_by_data (tutor->game, tutor);
  g_clear_object (&tutor->game);
  g_clear_object (&tutor->settings);
  g_free (tutor);
}

typedef struct {
  EuchreTutor *tutor;
  EuchreAction action;
  EuchreView view;
} Warning;

static void
response_cb (AdwMessageDialog *dialog, const char *response, Warning *w)
{
  EuchreView now;

  /* "Play anyway", for the position it was said of. */
  if (g_str_equal (response, "play") && w->tutor != NULL)
    {
      euchre_game_get_view (w->tutor->game, EUCHRE_HUMAN_SEAT, &now);
      if (memcmp (&now, &w->view, sizeof now) == 0)
        act (w->tutor, &w->action);
    }
}

static void
warn (EuchreTutor *tutor, const EuchreView *view, const EuchreAnalysis *analysis, guint option)
{
  g_autofree char *body = euchre_coach_mistake_text (view, analysis, option);
  Warning *w = g_new0 (Warning, 1);
  GtkWidget *dialog;

  w->tutor = tutor;
  w->action = analysis->options[option].action;
  w->view = *view;
  dialog = adw_message_dialog_new (GTK_WINDOW (tutor->window), _("A clear mistake?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "back", _("_Take It Back"),
                                    "play", _("_Play Anyway"),
                                    NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "back",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "back");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "back");
  g_object_set_data_full (G_OBJECT (dialog), "warning", w, g_free);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  /* The tutor goes with its window, and so does the dialog. */
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), w);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
analysed_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GCancellable) cancellable = data;
  g_autoptr (GError) error = NULL;
  EuchreTutor *tutor;
  EuchreAnalysis analysis;
  EuchreView view;
  const EuchreAnalysisOption *o;
  gboolean ok;

  ok = euchre_game_analyse_finish (EUCHRE_GAME (source), result, &analysis, &view, &error);
  if (g_cancellable_is_cancelled (cancellable))
    return;
  tutor = g_object_get_data (G_OBJECT (cancellable), "tutor");
  g_clear_object (&tutor->cancellable);
  /* The game moved on meanwhile: the choice was for a position that is
   * gone, so it is not made. */
  if (!ok)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        act (tutor, &tutor->pending);
      return;
    }
  o = euchre_analysis_find (&analysis, &tutor->pending);
  if (o != NULL && euchre_analysis_is_mistake (&analysis, &tutor->pending))
    warn (tutor, &view, &analysis, (guint) (o - analysis.options));
  else
    act (tutor, &tutor->pending);
}

void
euchre_tutor_act (EuchreTutor *tutor, const EuchreAction *action)
{
  EuchreActionList legal;

  g_return_if_fail (tutor != NULL && action != NULL);

  /* One choice at a time: a second click while the first is weighed is
   * dropped. */
  if (tutor->cancellable != NULL)
    return;
  /* Off, or a move the model refuses anyway (it says why). */
  if (!g_settings_get_boolean (tutor->settings, "tutor") ||
      euchre_game_get_human_actions (tutor->game, &legal) < 2 ||
      !euchre_action_list_contains (&legal, action))
    {
      act (tutor, action);
      return;
    }
  tutor->pending = *action;
  tutor->cancellable = g_cancellable_new ();
  g_object_set_data (G_OBJECT (tutor->cancellable), "tutor", tutor);
  euchre_game_analyse_async (tutor->game, tutor->cancellable, analysed_cb,
                             g_object_ref (tutor->cancellable));
}
