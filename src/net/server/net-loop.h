/* net-loop.h — many sockets, one wake-up per ready socket (epoll)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib's main loop prepares, polls and checks every source it has at
 * every wake-up: with one source per connection (what GIO and libsoup
 * give each), the cost of one message grows with the number of
 * connections.  A NetLoop is one GSource on a main context that holds an
 * epoll set: the main loop polls one descriptor, and a wake-up visits
 * only the sockets that are ready.  Everything still runs on that main
 * context (the window's, or euchre-server's), so the service needs no
 * lock.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _NetLoop NetLoop;

/* Called with the epoll events (EPOLLIN, EPOLLOUT, EPOLLHUP, EPOLLERR). */
typedef void (*NetLoopFunc) (gpointer data, guint32 events);
typedef void (*NetLoopAfterFunc) (gpointer data);

typedef struct {
  NetLoopFunc func;
  gpointer data;
  int fd;
  gboolean dead;                /* removed: no more calls, even in this batch */
} NetLoopWatch;

/* On @context (NULL: the thread default one). */
NetLoop  *net_loop_new     (GMainContext *context);
void      net_loop_free    (NetLoop *self);
gboolean  net_loop_add     (NetLoop *self, NetLoopWatch *watch, int fd, guint32 events,
                            NetLoopFunc func, gpointer data);
void      net_loop_modify  (NetLoop *self, NetLoopWatch *watch, guint32 events);
/* No more calls for @watch, from now on.  The caller frees what holds it
 * with net_loop_defer(): another event of this batch may still name it. */
void      net_loop_remove  (NetLoop *self, NetLoopWatch *watch);
/* Calls @free_func (@data) once the batch being dispatched is over (or
 * at once when none is). */
void      net_loop_defer   (NetLoop *self, GDestroyNotify free_func, gpointer data);

/* Calls @func (@data) at the end of each batch of ready sockets, while
 * net_loop_dispatching() is still TRUE: what the batch's callbacks left
 * to do once (the server sends each connection's frames of the batch in
 * one send()). */
void      net_loop_set_after    (NetLoop *self, NetLoopAfterFunc func, gpointer data);
/* TRUE inside a batch: the after function will run before it ends. */
gboolean  net_loop_dispatching  (NetLoop *self);

G_END_DECLS
