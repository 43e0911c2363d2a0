/* euchre-window-focus.c — the focus ring wherever the keyboard's focus
 * lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The last input is watched in the capture phase, before any widget
 * takes it: a key press makes it the keyboard's, a press of a pointer or
 * a touch the pointer's.  A focus that lands while the keyboard is the
 * last input is shown, and stays shown while it is (issue 52.4: Next
 * Deal, focused after a hand played by keyboard only, had no ring: GTK
 * had turned the rings off 3 s after the last key press).
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-window-focus.h"

#define KEYBOARD_LAST "euchre-keyboard-last"

static gboolean
keyboard_last (GtkWindow *window)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), KEYBOARD_LAST));
}

static void
set_keyboard_last (GtkWindow *window, gboolean keyboard)
{
  g_object_set_data (G_OBJECT (window), KEYBOARD_LAST, GINT_TO_POINTER (keyboard));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
                GtkWindow *window)
{
  set_keyboard_last (window, TRUE);
  return GDK_EVENT_PROPAGATE;
}

static void
pressed_cb (GtkGestureClick *click, int n_press, double x, double y, GtkWindow *window)
{
  set_keyboard_last (window, FALSE);
  gtk_window_set_focus_visible (window, FALSE);
  /* Only watched: the press goes on to the widget under it. */
  gtk_gesture_set_state (GTK_GESTURE (click), GTK_EVENT_SEQUENCE_DENIED);
}

static void
focus_cb (GtkWindow *window, GParamSpec *pspec, gpointer data)
{
  if (keyboard_last (window) && gtk_window_get_focus (window) != NULL &&
      !gtk_window_get_focus_visible (window))
    gtk_window_set_focus_visible (window, TRUE);
}

void
euchre_window_focus_track (GtkWindow *window)
{
  GtkEventController *key;
  GtkGesture *click;

  g_return_if_fail (GTK_IS_WINDOW (window));
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), window);
  gtk_widget_add_controller (GTK_WIDGET (window), key);
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), window);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_cb), NULL);
  /* GTK's own 3 s after a key press: the ring stays while the keyboard
   * is the last input (a focus the game moves a second later, too). */
  g_signal_connect (window, "notify::focus-visible", G_CALLBACK (focus_cb), NULL);
}
