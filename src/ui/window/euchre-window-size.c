/* euchre-window-size.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-window-size.h"

typedef struct {
  AdwApplicationWindow *window;   /* unowned: it owns this */
  GSettings *settings;
  int width, height;              /* the size to save */
  guint check_id;
} Size;

static void
size_free (gpointer data)
{
  Size *size = data;

  g_clear_handle_id (&size->check_id, g_source_remove);
  g_clear_object (&size->settings);
  g_free (size);
}

/* Whether the window's width (or height) is only what its content needs,
 * above the window's own minimum: then the content set it, not the player. */
static gboolean
forced (int size, int content_min, int request)
{
  return content_min > request && size <= content_min;
}

static gboolean
check_size_cb (gpointer data)
{
  Size *size = data;
  GtkWindow *window = GTK_WINDOW (size->window);
  GtkWidget *content = adw_application_window_get_content (size->window);
  int w, h, req_w, req_h, min_w, min_h;

  size->check_id = 0;
  if (content == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)) ||
      gtk_window_is_maximized (window) || gtk_window_is_fullscreen (window))
    return G_SOURCE_REMOVE;
  gtk_window_get_default_size (window, &w, &h);
  gtk_widget_get_size_request (GTK_WIDGET (window), &req_w, &req_h);
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content), &min_h,
                      NULL, NULL, NULL);
  if (!forced (gtk_widget_get_width (content), min_w, req_w))
    size->width = w;
  if (!forced (gtk_widget_get_height (content), min_h, req_h))
    size->height = h;
  return G_SOURCE_REMOVE;
}

static void
size_changed_cb (GtkWindow *window, GParamSpec *pspec, Size *size)
{
  /* After the layout that follows the change. */
  if (size->check_id == 0)
    size->check_id = g_idle_add_full (G_PRIORITY_LOW, check_size_cb, size, NULL);
}

static gboolean
close_request_cb (GtkWindow *window, Size *size)
{
  g_clear_handle_id (&size->check_id, g_source_remove);
  check_size_cb (size);
  g_settings_set_boolean (size->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (size->settings, "window-width", CLAMP (size->width, 360, 16384));
      g_settings_set_int (size->settings, "window-height", CLAMP (size->height, 360, 16384));
    }
  return FALSE;
}

void
euchre_window_size_track (AdwApplicationWindow *window, GSettings *settings)
{
  Size *size;

  g_return_if_fail (ADW_IS_APPLICATION_WINDOW (window));
  g_return_if_fail (G_IS_SETTINGS (settings));

  size = g_new0 (Size, 1);
  size->window = window;
  size->settings = g_object_ref (settings);
  size->width = g_settings_get_int (settings, "window-width");
  size->height = g_settings_get_int (settings, "window-height");
  g_object_set_data_full (G_OBJECT (window), "euchre-window-size", size, size_free);
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (window));
  g_signal_connect (window, "close-request", G_CALLBACK (close_request_cb), size);
  g_signal_connect (window, "notify::default-width", G_CALLBACK (size_changed_cb), size);
  g_signal_connect (window, "notify::default-height", G_CALLBACK (size_changed_cb), size);
}
