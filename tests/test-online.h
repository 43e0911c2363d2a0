/* test-online.h — what the Play Online window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests of the real Play Online window (test-online-window.c,
 * test-online-server.c, test-online-return.c): the window hosting on the
 * loopback with protocol clients (test-net-player.c) at its table, the
 * person's seat played through the window itself, a euchre-server the
 * test starts on the loopback, the waits and what they read of the
 * window, and the data folder of each test process.
 */
#pragma once

#include "euchre-online-window.h"
#include "test-files.h"
#include "test-net-player.h"
#include "test-ui.h"

G_BEGIN_DECLS

#define WAIT_MS 60000

typedef struct {
  GtkWidget *window;
  TestPlayer *p[3];
  guint acted;
  guint idle_id;
  guint n;
  gboolean *paused;             /* if set and TRUE, the person waits */
} Online;

/* Sets the process up for a Play Online test program: hosted on the
 * loopback only, a player gone 0.3 s covered; then test_ui_init().
 * FALSE without a display: the caller returns g_test_run() at once. */
gboolean online_init          (int         *argc,
                               char      ***argv,
                               const char  *skip_path);
/* g_test_run() with the seats kept on disk in a data folder of the
 * process's own (EUCHRE_DATA_DIR; each case runs in one), removed at its
 * end, and the protocol client's I/O bounded at 10 s. */
int      online_run           (void);

/* Settings for a test: no computer delay or trick pause, fast cards. */
EuchreSettings *test_settings (void);

NetGame   *net                (Online     *o);
/* The play surface: the table, the bid bar and their actions. */
GtkWidget *surface_of_window  (GtkWidget  *window);
GtkWidget *surface            (Online     *o);

/* The guests' names (a test may give them long ones). */
extern const char *const default_names[3];
extern const char *const *guest_names;

/* The window hosts; @n people join by the link.  With @shot_prefix,
 * screenshots of the setup page, a bad link said on it, and the lobby
 * (whose seats are then asserted to come first).  @width > 0: the
 * window's size. */
void     online_open          (Online     *o,
                               guint       n,
                               const char *shot_prefix,
                               int         width,
                               int         height);
void     online_close         (Online     *o);

/* The person's move, through the window as a person makes it (an idle
 * callback on an Online), and the "human-turn" handler that queues it. */
gboolean act_cb               (gpointer    data);
void     human_turn_cb        (EuchreGame             *game,
                               const EuchreActionList *legal,
                               Online                 *o);

/* A guest's Play Online window, seated at @link's table as @name (at
 * @width×@height if @width > 0); guest_window() is Di's. */
GtkWidget *guest_window_sized (const char *link,
                               const char *name,
                               int         width,
                               int         height);
GtkWidget *guest_window       (const char *link);

/* test_wait_until() conditions.  On an Online: */
gboolean code_known           (gpointer    data);   /* the table's code known */
gboolean seated               (gpointer    data);   /* o->n people seated */
gboolean all_over             (gpointer    data);   /* the game over, everywhere */
gboolean dealing              (gpointer    data);   /* the first deal on its way */
gboolean my_turn              (gpointer    data);   /* the person's turn */
/* On a TestPlayer: */
gboolean welcomed             (gpointer    data);
/* On a Play Online window: */
gboolean failed               (gpointer    data);   /* no table, or one that failed */
gboolean window_seated        (gpointer    data);
gboolean window_has_hand      (gpointer    data);   /* playing, with cards */
/* On an EuchreGame: */
gboolean own_turn             (gpointer    data);
/* Waits for the person's turn in @game, the game @window plays, going on
 * with Next Deal where a hand's result waits for her. */
void     wait_own_turn        (GtkWidget  *window,
                               EuchreGame *game,
                               const char *what);

/* What the window shows. */
/* Whether a label under @root has @needle in its text. */
gboolean label_contains       (GtkWidget  *root,
                               const char *needle);
/* Where the label saying @text is, from the window's top (-1: none). */
double   label_top            (GtkWidget  *root,
                               const char *text);
/* The window's banner text, "" when it is hidden. */
const char *banner_of         (GtkWidget  *window);
/* The window's page: "setup", "lobby", "table" or "failed". */
const char *page_of           (GtkWidget  *window);

/* Opens the score sheet from @window's score box, checks it (see
 * test-online.c), saves it as @shot if not NULL, closes it; returns its
 * number of rows. */
guint    check_score_sheet    (GtkWidget  *window,
                               const char *shot);

/* euchre-server, started by a test on the loopback (and gone with it). */
typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  char *line;                   /* its first line, once read */
  gboolean exited;
} Server;

/* A child's set-up: killed with its parent (g_subprocess_launcher_set_child_setup). */
void     die_with_parent      (gpointer    data);
/* Its WebSocket address, "ws://127.0.0.1:PORT" (free it); on @port, or
 * one free if "0". */
char    *server_start_on      (Server     *server,
                               const char *dir,
                               const char *port);
char    *server_start         (Server     *server,
                               const char *dir);
void     server_stop_with     (Server     *server,
                               int         signal);
/* SIGTERM. */
void     server_stop          (Server     *server);

G_END_DECLS
