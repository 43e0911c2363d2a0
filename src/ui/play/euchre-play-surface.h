/* euchre-play-surface.h — where a person plays: the table, the bid bar, toasts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One play area for every window a person plays in (the game window and
 * the online table): the felt (EuchreTable), the bid bar under it and the
 * toasts over it, as a composite widget (euchre-play-surface.ui).  It
 * drives both from its game: the bids offered, the game held while the
 * table shows a deal or a finished trick, a bid clicked too early answered
 * in words.  It installs its own actions ("play.pass", "play.order-up",
 * "play.order-up-alone", "play.call", "play.call-alone" with the suit,
 * "play.defend-alone", "play.alone") and the table's one-key shortcuts,
 * which work wherever the focus is in the window, after a text field has
 * had its key.  Card theme, animation speed and trick pause follow
 * GSettings at once.
 *
 * Every move of the person (a bid, a card) goes through the "move"
 * signal: its default handler plays it on the game and says why when the
 * game refuses; a handler that returns TRUE (the tutor) plays it itself.
 */
#pragma once

#include <adwaita.h>

#include "euchre-game.h"
#include "euchre-table.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_PLAY_SURFACE (euchre_play_surface_get_type ())
G_DECLARE_FINAL_TYPE (EuchrePlaySurface, euchre_play_surface, EUCHRE, PLAY_SURFACE, GtkWidget)

GtkWidget   *euchre_play_surface_new            (void);
/* The game played here (NULL: none, the table empty). */
void         euchre_play_surface_set_game       (EuchrePlaySurface  *self,
                                                 EuchreGame         *game);
EuchreGame  *euchre_play_surface_get_game       (EuchrePlaySurface  *self);
/* The game's settings (io.github.euchre.Euchre): the card theme, the
 * animation speed and the trick pause follow them from now on. */
void         euchre_play_surface_set_settings   (EuchrePlaySurface  *self,
                                                 GSettings          *settings);
/* A toast over the table; a long text wraps and stays longer. */
void         euchre_play_surface_toast          (EuchrePlaySurface  *self,
                                                 const char         *text);
void         euchre_play_surface_toast_long     (EuchrePlaySurface  *self,
                                                 const char         *text);
/* A message with a button that activates @action_name, until either is pressed. */
void         euchre_play_surface_offer          (EuchrePlaySurface  *self,
                                                 const char         *text,
                                                 const char         *button,
                                                 const char         *action_name);
/* Words beside a seat of the table (a name, a level). */
void         euchre_play_surface_set_seat_tag   (EuchrePlaySurface  *self,
                                                 guint               seat,
                                                 const char         *tag);
/* The people at the seats, four names (seat 0 the person's "You"), said
 * wherever a seat is named; NULL: "West", "Partner", "East". */
void         euchre_play_surface_set_players    (EuchrePlaySurface  *self,
                                                 const char *const  *players);
/* A widget over the table (the game's result). */
void         euchre_play_surface_add_overlay    (EuchrePlaySurface  *self,
                                                 GtkWidget          *widget);
/* A hint: @action's card highlighted when it is one, @prompt in the bar
 * until the next move. */
void         euchre_play_surface_show_hint      (EuchrePlaySurface  *self,
                                                 const EuchreAction *action,
                                                 const char         *prompt);
/* Whether a hand's result is held on the table until the person chooses
 * Next Deal ("play.next-deal", Enter on its button, or N).  It is, unless
 * the "next-deal-at-once" setting is on, a computer plays seat 0, or
 * @hold is FALSE (a table online, which does not wait for one person). */
void         euchre_play_surface_set_hold_results (EuchrePlaySurface *self,
                                                   gboolean           hold);
gboolean     euchre_play_surface_get_result_held  (EuchrePlaySurface *self);
/* A guide's words (the guided hand): @text in a line over the table
 * (NULL: none), @action (NULL: none) highlighted and named in the bar at
 * each of the person's turns, over every update, until set again. */
void         euchre_play_surface_set_lesson     (EuchrePlaySurface  *self,
                                                 const EuchreAction *action,
                                                 const char         *text);
/* Skips an animation or trick pause under way (a new game). */
void         euchre_play_surface_skip           (EuchrePlaySurface  *self);
/* The bids offered again, from the game as it is now. */
void         euchre_play_surface_update         (EuchrePlaySurface  *self);
EuchreTable *euchre_play_surface_get_table      (EuchrePlaySurface  *self);

G_END_DECLS
