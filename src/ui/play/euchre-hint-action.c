/* euchre-hint-action.c — the window's "win.hint": the H key and the Hint
 * button ask the model's analysis, without stalling the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "euchre-hint-action.h"

/* How long an answer may take before the button shows it is working. */
#define SPINNER_DELAY_MS 100

typedef struct {
  EuchreWindow *window;         /* unowned: the action lives in it */
  EuchreGame *game;
  GtkButton *button;
  EuchrePlaySurface *surface;
  GSimpleAction *action;        /* unowned */
  GCancellable *cancellable;    /* the request under way, if any */
  EuchreView asked;             /* the person's view when asked */
  guint spinner_id;
} Hint;

static void
hint_free (gpointer data)
{
  Hint *h = data;

  g_clear_handle_id (&h->spinner_id, g_source_remove);
  if (h->cancellable != NULL)
    g_cancellable_cancel (h->cancellable);
  g_clear_object (&h->cancellable);
  g_clear_object (&h->game);
  g_clear_object (&h->button);
  g_clear_object (&h->surface);
  g_free (h);
}

static gboolean
spinner_cb (gpointer data)
{
  Hint *h = data;
  GtkWidget *spinner = gtk_spinner_new ();

  h->spinner_id = 0;
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_button_set_child (h->button, spinner);
  g_simple_action_set_enabled (h->action, FALSE);
  return G_SOURCE_REMOVE;
}

/* The button as it was: its icon, sensitive. */
static void
stop_waiting (Hint *h)
{
  g_clear_handle_id (&h->spinner_id, g_source_remove);
  if (GTK_IS_SPINNER (gtk_button_get_child (h->button)))
    gtk_button_set_icon_name (h->button, "dialog-information-symbolic");
  g_simple_action_set_enabled (h->action, TRUE);
}

static void
hint_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GCancellable) cancellable = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *prompt = NULL;
  EuchreAction a;
  EuchreView now;
  Hint *h;
  gboolean ok;

  ok = euchre_game_hint_finish (EUCHRE_GAME (source), result, &a, &text, &error);
  /* A window closed, or a newer request: nothing to show. */
  if (g_cancellable_is_cancelled (cancellable))
    return;
  h = g_object_get_data (G_OBJECT (cancellable), "hint");
  g_clear_object (&h->cancellable);
  stop_waiting (h);
  if (!ok)
    {
      if (g_error_matches (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN))
        euchre_window_toast (h->window, error->message);
      return;
    }
  /* The position the hint is for must still be the person's. */
  euchre_game_get_view (h->game, EUCHRE_HUMAN_SEAT, &now);
  if (memcmp (&now, &h->asked, sizeof now) != 0)
    return;
  /* TRANSLATORS: in the bar above the buttons; %s is the hint and its reason */
  prompt = g_strdup_printf (_("Hint: %s"), text);
  euchre_play_surface_show_hint (h->surface, &a, prompt);
}

static void
hint_activate_cb (GSimpleAction *action, GVariant *param, Hint *h)
{
  /* The guided hand's words are its hints; the game waits under it. */
  if (h->cancellable != NULL || !euchre_window_shows_game (h->window))
    return;
  h->cancellable = g_cancellable_new ();
  /* The callback finds the request's Hint while it is not cancelled. */
  g_object_set_data (G_OBJECT (h->cancellable), "hint", h);
  euchre_game_get_view (h->game, EUCHRE_HUMAN_SEAT, &h->asked);
  h->spinner_id = g_timeout_add (SPINNER_DELAY_MS, spinner_cb, h);
  euchre_game_hint_async (h->game, h->cancellable, hint_done_cb, g_object_ref (h->cancellable));
}

void
euchre_hint_action_add (EuchreWindow *window, EuchreGame *game, GtkButton *button,
                        EuchrePlaySurface *surface)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("hint", NULL);
  Hint *h = g_new0 (Hint, 1);

  g_return_if_fail (EUCHRE_IS_WINDOW (window));
  g_return_if_fail (EUCHRE_IS_GAME (game));

  h->window = window;
  h->game = g_object_ref (game);
  h->button = g_object_ref (button);
  h->surface = g_object_ref (surface);
  h->action = action;
  g_object_set_data_full (G_OBJECT (action), "hint", h, hint_free);
  g_signal_connect (action, "activate", G_CALLBACK (hint_activate_cb), h);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}
