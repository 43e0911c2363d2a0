/* test-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <adwaita.h>
#include <libintl.h>
#include <locale.h>

#include "test-ui.h"
#include "test-wait.h"

#ifdef HAVE_XTST
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>
#endif

/* A test that cannot run here: skipped on a developer's machine; failed
 * under CI (CI=true), where a test that did not run must not leave CI
 * green (issue 49, tests/skiplib.py for the Python checks). */
static void
cannot_run (const char *why)
{
  const char *ci = g_getenv ("CI");

  if (ci != NULL && *ci != '\0' && g_ascii_strcasecmp (ci, "false") != 0 &&
      g_ascii_strcasecmp (ci, "no") != 0 && g_strcmp0 (ci, "0") != 0)
    g_test_fail_printf ("cannot run, and under CI every test must: %s", why);
  else
    g_test_skip (why);
}

static void
no_display (void)
{
  cannot_run ("no display (run under xvfb-run, as tools/test does)");
}

gboolean
test_ui_init (int *argc, char ***argv, const char *skip_path)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_init (argc, argv, NULL);
      g_test_add_func (skip_path, no_display);
      return FALSE;
    }
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

void
test_ui_use_language (const char *language)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain ("euchre", dir);
  bind_textdomain_codeset ("euchre", "UTF-8");
  textdomain ("euchre");
}

const char *
test_ui_words (const char *en, const char *de)
{
  const char *language = g_getenv ("LANGUAGE");

  return language != NULL && g_str_has_prefix (language, "de") ? de : en;
}

gboolean
test_ui_in_subprocess (void)
{
  if (g_test_subprocess ())
    return TRUE;
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT |
                                   G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

static gboolean
is_set (gpointer flag)
{
  return *(gboolean *) flag;
}

static void
after_paint_cb (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

static void
layout_cb (GdkFrameClock *clock, guint *layouts)
{
  (*layouts)++;
}

void
test_ui_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted;
  guint layouts;
  gulong paint_id, layout_id;

  test_wait_until (mapped, widget, "the window on screen", 10000);
  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  layout_id = g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), &layouts);
  /* Until a frame needs no layout: what ran before it (an idle that sets
   * new text sizes for a new size, say) changed nothing to lay out. */
  for (guint frames = 0;; frames++)
    {
      if (frames == 100)
        g_error ("the window was still laying itself out after %u frames", frames);
      test_wait_drain ();
      painted = FALSE;
      layouts = 0;
      /* A frame comes even when nothing else changed. */
      gtk_widget_queue_draw (widget);
      test_wait_until (is_set, &painted, "a frame drawn", 10000);
      if (layouts == 0)
        break;
    }
  g_signal_handler_disconnect (clock, paint_id);
  g_signal_handler_disconnect (clock, layout_id);
}

void
test_ui_wait_mapped (GtkWidget *widget, const char *what)
{
  test_wait_until (mapped, widget, what, 10000);
  test_ui_wait_frame (widget);
}

typedef struct {
  GtkWidget *window;
  GSourceFunc script;
  gpointer data;
} WhenShown;

static gboolean
when_shown_cb (gpointer user_data)
{
  g_autofree WhenShown *w = user_data;

  test_ui_wait_mapped (w->window, "the window on screen");
  g_object_unref (w->window);
  w->script (w->data);
  return G_SOURCE_REMOVE;
}

void
test_ui_when_shown (GtkWidget *window, GSourceFunc script, gpointer data)
{
  WhenShown *w = g_new (WhenShown, 1);

  g_assert_true (GTK_IS_WINDOW (window));
  w->window = g_object_ref (window);
  w->script = script;
  w->data = data;
  g_idle_add (when_shown_cb, w);
}

void
test_ui_wait_unmapped (GtkWidget *widget, const char *what)
{
  test_wait_until (unmapped, widget, what, 10000);
}

GdkTexture *
test_ui_render (GtkWidget *widget, const GdkRGBA *background)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GskRenderer *renderer;
  GdkTexture *texture;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  if (background != NULL)
    gtk_snapshot_append_color (snapshot, background, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  return texture;
}

char *
test_ui_shot_path (const char *file)
{
  const char *build = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *dir = g_build_filename (build != NULL ? build : ".", "screenshots", NULL);

  g_mkdir_with_parents (dir, 0755);
  return g_build_filename (dir, file, NULL);
}

void
test_ui_save_png (GtkWidget *widget, const char *path)
{
  g_autoptr (GdkTexture) texture = NULL;

  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
  /* The window's own background, which the content does not draw. */
  texture = test_ui_render (widget, &(GdkRGBA) { 0.98f, 0.98f, 0.98f, 1.f });
  g_assert_nonnull (texture);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot %s", path);
}

void
test_ui_add_shots (const char *prefix, GTestDataFunc func)
{
  static const TestUiShot shots[] = {
    { 800, 600, "en" }, { 1280, 800, "en" }, { 800, 600, "de" }, { 1280, 800, "de" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s/%dx%d", prefix, shots[i].language,
                                               shots[i].width, shots[i].height);

      g_test_add_data_func (path, &shots[i], func);
    }
}

void
test_ui_shoot (GtkWidget *widget, const char *name, const TestUiShot *shot)
{
  g_autofree char *file = g_strdup_printf ("%s-%s-%dx%d.png", name, shot->language, shot->width,
                                           shot->height);
  g_autofree char *path = test_ui_shot_path (file);

  test_ui_save_png (widget, path);
}

void
test_ui_save_shot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("EUCHRE_SHOT_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL || dir[0] == '\0')
    return;
  g_mkdir_with_parents (dir, 0755);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  test_ui_save_png (widget, path);
}

GPtrArray *
test_ui_shortcuts (GtkWidget *owner)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (owner);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        g_ptr_array_add (found, g_list_model_get_item (G_LIST_MODEL (c), k));
    }
  return found;
}

void
test_ui_press (GtkWidget *owner, GtkWidget *window, guint keyval, GdkModifierType mods)
{
  g_autoptr (GPtrArray) shortcuts = test_ui_shortcuts (owner);

  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcut *sc = g_ptr_array_index (shortcuts, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (sc);

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
        {
          g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (sc), 0, window,
                                                       gtk_shortcut_get_arguments (sc)));
          return;
        }
    }
  g_error ("no shortcut for %s", gdk_keyval_name (keyval));
}

GtkWidget *
test_ui_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

AdwMessageDialog *
test_ui_message_dialog (void)
{
  GtkWidget *dialog = test_ui_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  return dialog ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

gboolean
test_ui_dialog_shown (gpointer unused)
{
  AdwMessageDialog *dialog = test_ui_message_dialog ();

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

gboolean
test_ui_find_name (GtkWidget *root, const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL))
        {
          g_autofree char *mismatch =
            gtk_test_accessible_check_property (GTK_ACCESSIBLE (child),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, name);

          if (mismatch == NULL)
            return TRUE;
        }
      if (test_ui_find_name (child, name))
        return TRUE;
    }
  return FALSE;
}

/* ---- real key presses (XTest) ----------------------------------------------- */

gboolean
test_ui_can_type (void)
{
#ifdef HAVE_XTST
  GdkDisplay *display = gdk_display_get_default ();
  int event, error, major, minor;

  return GDK_IS_X11_DISPLAY (display) &&
         XTestQueryExtension (gdk_x11_display_get_xdisplay (display), &event, &error, &major,
                              &minor);
#else
  return FALSE;
#endif
}

gboolean
test_ui_need_typing (void)
{
  if (test_ui_can_type ())
    return TRUE;
#ifdef HAVE_XTST
  cannot_run ("no XTest on this display: real key presses need X11 (run under xvfb-run)");
#else
  cannot_run ("built without libXtst (libxtst-dev, which tools/test installs): "
              "real key presses cannot be made");
#endif
  return FALSE;
}

#ifdef HAVE_XTST
static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (data));
}

/* Gives @window the X input focus (there is no window manager under
 * Xvfb to do it) and waits until GTK knows. */
static Display *
focus_window (GtkWidget *window)
{
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (!gtk_window_is_active (GTK_WINDOW (window)))
    {
      XSetInputFocus (dpy, gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
      XSync (dpy, False);
      test_wait_until (window_active, window, "the window has the keyboard focus", 10000);
    }
  return dpy;
}

static void
fake_key (Display *dpy, KeyCode code, gboolean shift, gboolean control)
{
  KeyCode shift_code = XKeysymToKeycode (dpy, XK_Shift_L);
  KeyCode control_code = XKeysymToKeycode (dpy, XK_Control_L);

  if (control)
    XTestFakeKeyEvent (dpy, control_code, True, CurrentTime);
  if (shift)
    XTestFakeKeyEvent (dpy, shift_code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  if (shift)
    XTestFakeKeyEvent (dpy, shift_code, False, CurrentTime);
  if (control)
    XTestFakeKeyEvent (dpy, control_code, False, CurrentTime);
  XSync (dpy, False);
  /* The events are on GDK's connection now: let it read them all. */
  test_wait_drain ();
}

/* The key code for @keysym, and whether Shift is needed for it. */
static KeyCode
key_code (Display *dpy, KeySym keysym, gboolean *shift)
{
  KeyCode code = XKeysymToKeycode (dpy, keysym);

  if (code == 0)
    g_error ("the X keyboard has no key for %s", XKeysymToString (keysym));
  *shift = XkbKeycodeToKeysym (dpy, code, 0, 0) != keysym;
  return code;
}
#endif

void
test_ui_key (GtkWidget *window, guint keyval, GdkModifierType mods)
{
#ifdef HAVE_XTST
  Display *dpy = focus_window (window);
  gboolean shift;
  KeyCode code = key_code (dpy, gdk_keyval_to_lower (keyval), &shift);

  /* A capital letter needs Shift; Return, which has no case, does not
   * (gdk_keyval_is_upper() is TRUE for it too). */
  fake_key (dpy, code, shift || (mods & GDK_SHIFT_MASK) ||
                       (gdk_keyval_is_upper (keyval) && !gdk_keyval_is_lower (keyval)),
            (mods & GDK_CONTROL_MASK) != 0);
#else
  g_error ("test_ui_key: built without libXtst");
#endif
}

void
test_ui_type (GtkWidget *window, const char *text)
{
#ifdef HAVE_XTST
  Display *dpy = focus_window (window);

  for (const char *c = text; *c; c++)
    {
      gboolean shift;
      KeyCode code;

      g_assert_true (g_ascii_isprint (*c));
      code = key_code (dpy, gdk_unicode_to_keyval ((guchar) *c), &shift);
      fake_key (dpy, code, shift, FALSE);
    }
#else
  g_error ("test_ui_type: built without libXtst");
#endif
}

static void
find_all (GtkWidget *widget, GType type, GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    find_all (child, type, found);
}

GPtrArray *
test_ui_find_all (GtkWidget *root, GType type)
{
  GPtrArray *found = g_ptr_array_new ();

  find_all (root, type, found);
  return found;
}

typedef struct {
  GtkWidget *root;
  const char *start;
  GtkLabel *label;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *w = data;
  g_autoptr (GPtrArray) labels = test_ui_find_all (w->root, GTK_TYPE_LABEL);

  w->label = NULL;
  for (guint i = 0; i < labels->len && w->label == NULL; i++)
    if (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), w->start) &&
        gtk_widget_get_mapped (g_ptr_array_index (labels, i)))
      w->label = g_ptr_array_index (labels, i);
  /* Laid out at least once where it is. */
  return w->label != NULL && gtk_widget_get_width (GTK_WIDGET (w->label)) > 0;
}

GtkLabel *
test_ui_assert_uncut (GtkWidget *root, const char *start)
{
  LabelWait w = { root, start, NULL };
  g_autofree char *what = g_strdup_printf ("the label “%s…”", start);
  graphene_rect_t r;
  PangoRectangle ink, logical;
  int width, height;

  test_wait_until (label_shown, &w, what, 15000);
  test_ui_wait_frame (root);
  g_assert_true (label_shown (&w));
  width = gtk_widget_get_width (GTK_WIDGET (w.label));
  height = gtk_widget_get_height (GTK_WIDGET (w.label));
  pango_layout_get_pixel_extents (gtk_label_get_layout (w.label), &ink, &logical);
  g_test_message ("%s: %d×%d, its lines %d×%d", what, width, height, logical.width,
                  logical.height);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (w.label)));
  g_assert_cmpint (logical.width, <=, width);
  g_assert_cmpint (logical.height, <=, height);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (w.label), root, &r));
  g_assert_cmpfloat (r.origin.x, >=, 0);
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (root) + 0.5f);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (root) + 0.5f);
  return w.label;
}

gboolean
test_ui_find_label (GtkWidget *root, const char *text)
{
  g_autoptr (GPtrArray) labels = test_ui_find_all (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;
  return FALSE;
}
