/* euchre-window-private.h — what the game window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is a family of files, as GNOME Text Editor's: this one's
 * fields, euchre-window.c (the game, its settings and actions; GObject),
 * euchre-window-welcome.c (the welcome and the guided hand) and
 * euchre-window-autoplay.c (EUCHRE_AUTOPLAY).
 */
#pragma once

#include <glib/gi18n.h>

#include "euchre-game-over.h"
#include "euchre-guide.h"
#include "euchre-play-surface.h"
#include "euchre-settings.h"
#include "euchre-stats.h"
#include "euchre-tutor.h"
#include "euchre-welcome.h"
#include "euchre-window.h"

G_BEGIN_DECLS

struct _EuchreWindow {
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  GtkStack *stack;
  EuchreWelcome *welcome;
  EuchrePlaySurface *surface;
  EuchreGameOver *game_over_box;
  GtkWidget *hint_button;
  GtkWidget *new_game_button;
  GtkWidget *last_trick_button;
  GtkWidget *last_trick_popover;
  AdwSqueezer *header_squeezer;
  GtkWidget *header_compact;
  GMenu *primary_menu;
  GMenu *compact_menu;
  gboolean compact;             /* New Game and Hint are in the main menu */

  EuchreGame *game;
  EuchreTutor *tutor;           /* every move of the person goes through it */
  EuchreGuide *guide;           /* the guided hand on the table, or NULL */
  gboolean away;                /* the welcome or the guided hand is shown: the game waits */
  EuchreSettings *settings;
  EuchreStats *stats;
  gboolean told_save_failed;
  /* What the player is told about their saved game and statistics, shown
   * with the window: dialogs, one over the other. */
  GPtrArray *resume_messages;
  guint resume_message_source;
};

/* euchre-window.c: the seats' levels and the hint button, from the settings */
void euchre_window_apply_settings          (EuchreWindow   *self);

/* euchre-window-welcome.c */
void euchre_window_show_welcome            (EuchreWindow   *self);
void euchre_window_install_welcome_actions (GtkWidgetClass *widget_class);

G_END_DECLS
