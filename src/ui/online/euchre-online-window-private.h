/* euchre-online-window-private.h — what the Play Online window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is a family of files, as GNOME Text Editor's: this one's
 * fields, euchre-online-window.c (the pages, kept in step with the table;
 * GObject) and euchre-online-window-actions.c (what the person does, and
 * what the table says).
 */
#pragma once

#include <glib/gi18n.h>

#include "euchre-online-window.h"
#include "euchre-play-surface.h"

G_BEGIN_DECLS

struct _EuchreOnlineWindow {
  AdwApplicationWindow parent_instance;

  GtkOverlay *notice_overlay;
  GtkStack *stack;
  AdwEntryRow *name_row;
  AdwEntryRow *link_row;
  GtkWidget *setup_error;
  AdwPreferencesGroup *seats_group;
  GtkWidget *start_button;
  GtkRevealer *banner;
  GtkWidget *banner_label;
  EuchrePlaySurface *surface;
  AdwStatusPage *failed_page;
  GtkWidget *seat_rows[4];
  GtkWidget *move_buttons[4];   /* on each row: where its person may go */
  GtkWidget *rematch_button;
  GtkWidget *host_button;
  GtkWidget *join_button;
  GtkWidget *leave_button;
  GtkWidget *keep_button;
  GtkPicture *qr_picture;
  GtkScrolledWindow *lobby_scroller;
  GtkWidget *invite_box;        /* the browser's link and its QR code */
  guint invite_idle;
  GtkCheckButton *server_check;
  AdwEntryRow *server_row;

  EuchreSettings *settings;
  NetGame *net;
  EuchreGame *own;              /* the game played on alone, once the table is gone */
  char *over_text;
  guint offer;                  /* the seat still held, offered; until Join */
  /* The nudge: a slow turn, said after NUDGE_SECONDS. */
  guint nudge_id;
  char *slow_text;

  /* Properties, bound in the template */
  char *banner_text;            /* never NULL once shown */
  gboolean can_keep_playing;
  char *setup_error_text;       /* NULL: none */
  GdkPaintable *qr_code;        /* NULL: none */
};
/* How long a turn may take before the person (or the banner) is reminded. */
#define NUDGE_SECONDS 20

/* euchre-online-window.c: the pages kept in step */
void        euchre_online_window_toast            (EuchreOnlineWindow *self,
                                                   const char         *text);
EuchreGame *euchre_online_window_game             (EuchreOnlineWindow *self);
gboolean    euchre_online_window_can_keep_playing (EuchreOnlineWindow *self);
void        euchre_online_window_update_banner    (EuchreOnlineWindow *self);
void        euchre_online_window_update_seats     (EuchreOnlineWindow *self);
void        euchre_online_window_update_qr        (EuchreOnlineWindow *self);
void        euchre_online_window_setup_error      (EuchreOnlineWindow *self,
                                                   const char         *text);

/* euchre-online-window-actions.c */
void        euchre_online_window_install_actions  (GtkWidgetClass     *widget_class);
void        euchre_online_window_leave            (EuchreOnlineWindow *self,
                                                   gboolean            for_good);
gboolean    euchre_online_window_close_request    (GtkWindow          *window,
                                                   gpointer            data);

G_END_DECLS
