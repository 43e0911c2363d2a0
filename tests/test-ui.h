/* test-ui.h — what every test of a real window needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "test-wait.h"

G_BEGIN_DECLS

/* Initialises GTK and libadwaita for a window test and returns TRUE.
 * With no display (a bare `meson test`; tools/test runs the suite under
 * xvfb-run) it registers one skipped test at @skip_path instead and
 * returns FALSE: the caller returns g_test_run() at once. */
gboolean test_ui_init            (int         *argc,
                                  char      ***argv,
                                  const char  *skip_path);

/* The build's own catalogues in @language (the gettext domain
 * "euchre"); "C.UTF-8", because the "C" locale ignores LANGUAGE. */
void     test_ui_use_language    (const char  *language);

/* @en, or @de once test_ui_use_language() chose German: what a test
 * expects written out in each language, never looked up in the catalogue
 * the program reads (where a missing translation would pass). */
const char *test_ui_words        (const char  *en,
                                  const char  *de);

/* Runs the current test again in a subprocess (so that a language or
 * other process-wide state stays there) and asserts it passed.  Returns
 * TRUE in that subprocess, where the caller does the test's work. */
gboolean test_ui_in_subprocess   (void);

/* The waits of a window test: test_wait_until() on a condition of the
 * widgets, test_wait_drain() for what is already queued, and these. */

/* Waits until @widget is on screen and its window has drawn frames
 * since the call up to one that needed no new layout: what changed, and
 * what that set off, is laid out and painted. */
void     test_ui_wait_frame      (GtkWidget   *widget);

/* Waits until @widget is mapped (shown on screen), then for a frame. */
void     test_ui_wait_mapped     (GtkWidget   *widget,
                                  const char  *what);

/* Runs @script with @data from an idle once @window is on screen and has
 * drawn a frame that needed no new layout (test_ui_wait_mapped()): a
 * window test's script starts when the window is up, never after a
 * guessed moment.  @script runs once, whatever it returns. */
void     test_ui_when_shown      (GtkWidget   *window,
                                  GSourceFunc  script,
                                  gpointer     data);

/* Waits until @widget is no longer mapped. */
void     test_ui_wait_unmapped   (GtkWidget   *widget,
                                  const char  *what);
/* @widget as its window's renderer draws it, over @background if not
 * NULL (a window's own background, which its content does not draw). */
GdkTexture *test_ui_render       (GtkWidget     *widget,
                                  const GdkRGBA *background);
/* Renders @widget (a window or its content) with its own renderer, over
 * the window's background, into the PNG file @path. */
void     test_ui_save_png        (GtkWidget   *widget,
                                  const char  *path);
/* @file in the build's screenshots folder, which it makes if need be:
 * the shots every run leaves for people to look at. */
char    *test_ui_shot_path       (const char  *file);

/* A window test's size and language: the cases of the screenshots. */
typedef struct {
  int width, height;
  const char *language;
} TestUiShot;

/* Adds @func as a test for each case of the screenshots (English and
 * German, at 800x600 and 1280x800), at @prefix/LANGUAGE/WIDTHxHEIGHT,
 * with its TestUiShot as the data. */
void     test_ui_add_shots       (const char       *prefix,
                                  GTestDataFunc     func);
/* Renders @widget into the build's screenshots folder, as
 * @name-LANGUAGE-WIDTHxHEIGHT.png for @shot. */
void     test_ui_shoot           (GtkWidget        *widget,
                                  const char       *name,
                                  const TestUiShot *shot);
/* With EUCHRE_SHOT_DIR set, renders @widget (a window) into
 * EUCHRE_SHOT_DIR/@name.png, to be looked at; otherwise nothing. */
void     test_ui_save_shot       (GtkWidget   *widget,
                                  const char  *name);

/* The shortcuts of @owner's shortcut controllers, in order (references). */
GPtrArray *test_ui_shortcuts     (GtkWidget      *owner);
/* Presses @keyval with @mods: the shortcut for it among @owner's
 * controllers (a window, or the content a key bubbles through first),
 * activated on @window as GTK would on the key press.  No such shortcut
 * is an error. */
void     test_ui_press           (GtkWidget      *owner,
                                  GtkWidget      *window,
                                  guint           keyval,
                                  GdkModifierType mods);

/* Whether test_ui_type() and test_ui_key() can press real keys here (an
 * X display with the XTest extension, and the test built with libXtst). */
gboolean test_ui_can_type        (void);
/* The same, for a test that needs real keys: if not, the test is marked
 * skipped, with why, or failed under CI (CI=true), where every test must
 * run.  Call it inside the test, never where tests are registered. */
gboolean test_ui_need_typing     (void);
/* Types @text (ASCII) into @window as a person would: real key presses
 * and releases through the X server (XTest), Shift held for capitals and
 * for the punctuation that needs it, after @window was given the X input
 * focus; returns when the window has read them. */
void     test_ui_type            (GtkWidget      *window,
                                  const char     *text);
/* Presses and releases @keyval (with Shift or Control in @mods) the same
 * way. */
void     test_ui_key             (GtkWidget      *window,
                                  guint           keyval,
                                  GdkModifierType mods);
/* Every widget of @type under @root (itself included), in tree order. */
GPtrArray *test_ui_find_all      (GtkWidget      *root,
                                  GType           type);

/* A visible window of @type among the toplevels, or NULL. */
GtkWidget *test_ui_toplevel      (GType        type);
/* The message dialog shown (a visible one among the toplevels), or NULL. */
AdwMessageDialog *test_ui_message_dialog (void);
/* Whether one is shown and mapped; a test_wait_until() condition. */
gboolean test_ui_dialog_shown    (gpointer     unused);

/* Whether a label under @root (a toast's too) says @text. */
gboolean test_ui_find_label      (GtkWidget   *root,
                                  const char  *text);
/* Waits for the shown label under @root that begins with @start and
 * asserts that the whole of it can be read: mapped, not ellipsized, its
 * lines as wide and as tall as the label was given, the label inside
 * @root. Returns it. */
GtkLabel *test_ui_assert_uncut   (GtkWidget   *root,
                                  const char  *start);
/* Whether a shown widget under @root has the accessible name @name. */
gboolean test_ui_find_name       (GtkWidget   *root,
                                  const char  *name);

G_END_DECLS
