/* euchre-online-words.h — what Play Online says about a table, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seats' words, the banner over an online table, and the closures the
 * online window's template binds to its NetGame's properties
 * (euchre-online-window.ui): each takes the window first, as GtkBuilder
 * passes it, and returns a new string or a boolean.
 */
#pragma once

#include <adwaita.h>

#include "euchre-play-surface.h"
#include "net-game.h"

G_BEGIN_DECLS

/* What a seat's player is, in words; NULL when nothing needs saying. */
char       *euchre_online_seat_state   (NetGameSeat  kind,
                                        const char  *name);
/* The words under a seat's name on the table ("away", "the computer
 * plays", "Computer"); NULL for a person who is there. */
char       *euchre_online_seat_tag     (NetGameSeat  kind,
                                        const char  *name);
/* Who is away, the connection, @slow and @over (may be NULL), and why the
 * table was lost: one line each; "" when nothing needs saying. */
char       *euchre_online_banner_text  (NetGame     *net,
                                        const char  *slow,
                                        const char  *over);

/* The game's result with the winners' names: "You and Di win, 10 to 4." */
char       *euchre_online_over_text    (NetGame     *net,
                                        guint        side);
/* A host closing a table that has people at it is asked first: TRUE when
 * asked (@confirmed then runs with @window if they close it), FALSE when
 * there is nothing to ask. */
gboolean    euchre_online_ask_close    (GtkWindow   *window,
                                        NetGame     *net,
                                        GCallback    confirmed);

/* "Waiting for Bob to play." when a person (not the computer) has the
 * turn, else NULL. */
char       *euchre_online_waiting_words (NetGame    *net);
/* The people by seat, as the table names them ("You", then their whole
 * names, or the seats' words): four strings. */
GStrv       euchre_online_players      (NetGame     *net);
/* The lobby's four rows and the names on the table's seats. */
void        euchre_online_show_seats   (NetGame     *net,
                                        AdwActionRow *rows[4],
                                        EuchrePlaySurface *surface);
/* The seats the person at the lobby's row @from may move to, as a menu
 * of "win.move-seat" (from, to); NULL when there is none. */
GMenuModel *euchre_online_move_menu    (NetGame     *net,
                                        guint        from);
/* Makes the closures below the template's callbacks, by their short
 * names ("is_over"…). */
void        euchre_online_words_bind   (GtkWidgetClass *widget_class);

/* A seat still held at a table (its window was closed): its link and name
 * put in @link_row and @name_row, and a message on @overlay that says so
 * (its id returned, to withdraw it at Join); 0 when none is held. */
guint       euchre_online_offer_kept_seat (AdwEntryRow     *link_row,
                                           AdwEntryRow     *name_row,
                                           GtkOverlay      *overlay);

gboolean    euchre_online_is_some      (gpointer     window,
                                        gpointer     object);
gboolean    euchre_online_is_over      (gpointer     window,
                                        NetGameState state);
gboolean    euchre_online_is_seated    (gpointer     window,
                                        NetGameState state);
gboolean    euchre_online_show_start   (gpointer     window,
                                        NetGameState state,
                                        gboolean     is_host);
char       *euchre_online_or_empty     (gpointer     window,
                                        const char  *text);
char       *euchre_online_code_words   (gpointer     window,
                                        const char  *code);
char       *euchre_online_leave_label  (gpointer     window,
                                        gboolean     is_host);
char       *euchre_online_lobby_words  (gpointer     window,
                                        NetGameState state,
                                        gboolean     is_host);
char       *euchre_online_title_words  (gpointer     window,
                                        const char  *code,
                                        guint        fair,
                                        guint        unfair);

G_END_DECLS
