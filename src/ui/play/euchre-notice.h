/* euchre-notice.h — a long message over a GtkOverlay, wrapped to its width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

guint      euchre_notice_show      (GtkOverlay *overlay,
                                    const char *text,
                                    guint       seconds);
guint      euchre_notice_offer     (GtkOverlay *overlay,
                                    const char *text,
                                    const char *button,
                                    const char *action_name);
void       euchre_notice_withdraw  (GtkOverlay *overlay,
                                    guint       id);

G_END_DECLS
