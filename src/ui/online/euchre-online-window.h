/* euchre-online-window.h — Play Online: host or join a table, then play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "euchre-settings.h"
#include "net-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_ONLINE_WINDOW (euchre_online_window_get_type ())
G_DECLARE_FINAL_TYPE (EuchreOnlineWindow, euchre_online_window, EUCHRE, ONLINE_WINDOW,
                      AdwApplicationWindow)

GtkWidget *euchre_online_window_new       (AdwApplication *app,
                                           EuchreSettings *settings);
/* Fills the join page's link (a euchre:// link opened from outside). */
void       euchre_online_window_set_link  (EuchreOnlineWindow *self,
                                           const char         *link);
/* The name the person sits down with (the system's real name at first). */
void       euchre_online_window_set_name  (EuchreOnlineWindow *self,
                                           const char         *name);
/* Says @text on the setup page (a bad link opened from outside). */
void       euchre_online_window_show_error (EuchreOnlineWindow *self,
                                            const char         *text);
/* For tests: the table and the connection. */
GtkWidget *euchre_online_window_get_table (EuchreOnlineWindow *self);
NetGame   *euchre_online_window_get_net   (EuchreOnlineWindow *self);
/* For tests: the browser link's QR code on show (NULL: none). */
GdkPaintable *euchre_online_window_get_qr (EuchreOnlineWindow *self);

G_END_DECLS
