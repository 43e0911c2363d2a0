/* net-loop.c — many sockets, one wake-up per ready socket (epoll)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <unistd.h>
#include <sys/epoll.h>

#include "net-loop.h"

/* Events handled a wake-up, at most: the main loop's other sources (the
 * computer players' answers, timers) get their turn between batches. */
#define NET_LOOP_BATCH 256

typedef struct {
  GSource source;
  NetLoop *loop;
} LoopSource;

typedef struct {
  GDestroyNotify func;
  gpointer data;
} Deferred;

struct _NetLoop {
  int epfd;
  LoopSource *source;
  gboolean dispatching;
  GArray *deferred;             /* Deferred */
  NetLoopAfterFunc after;       /* at the end of each batch (net_loop_set_after) */
  gpointer after_data;
};

static void
run_deferred (NetLoop *self)
{
  /* A deferred free may defer another: taken one at a time. */
  while (self->deferred->len > 0)
    {
      Deferred d = g_array_index (self->deferred, Deferred, self->deferred->len - 1);

      g_array_set_size (self->deferred, self->deferred->len - 1);
      d.func (d.data);
    }
}

static gboolean
loop_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  NetLoop *self = ((LoopSource *) source)->loop;
  struct epoll_event events[NET_LOOP_BATCH];
  int n;

  /* A main loop run inside a watch (none does) would find this source
   * ready again: its batch is already being handled. */
  if (self->dispatching)
    return G_SOURCE_CONTINUE;
  n = epoll_wait (self->epfd, events, NET_LOOP_BATCH, 0);

  self->dispatching = TRUE;
  for (int i = 0; i < n; i++)
    {
      NetLoopWatch *watch = events[i].data.ptr;

      if (!watch->dead)
        watch->func (watch->data, events[i].events);
    }
  if (self->after != NULL)
    self->after (self->after_data);
  self->dispatching = FALSE;
  run_deferred (self);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs loop_funcs = { NULL, NULL, loop_dispatch, NULL, NULL, NULL };

NetLoop *
net_loop_new (GMainContext *context)
{
  NetLoop *self = g_new0 (NetLoop, 1);

  self->epfd = epoll_create1 (EPOLL_CLOEXEC);
  if (self->epfd < 0)
    {
      g_free (self);
      return NULL;
    }
  self->deferred = g_array_new (FALSE, FALSE, sizeof (Deferred));
  self->source = (LoopSource *) g_source_new (&loop_funcs, sizeof (LoopSource));
  self->source->loop = self;
  g_source_set_name ((GSource *) self->source, "euchre-net epoll");
  /* GLib blocks a source that cannot recurse while it dispatches, which
   * takes its descriptor out of the context's poll set and puts it back:
   * two wake-ups of the context, and one more poll() and read(), at every
   * batch.  loop_dispatch() guards itself instead. */
  g_source_set_can_recurse ((GSource *) self->source, TRUE);
  g_source_add_unix_fd ((GSource *) self->source, self->epfd, G_IO_IN);
  g_source_attach ((GSource *) self->source,
                   context != NULL ? context : g_main_context_get_thread_default ());
  return self;
}

void
net_loop_free (NetLoop *self)
{
  if (self == NULL)
    return;
  g_source_destroy ((GSource *) self->source);
  g_source_unref ((GSource *) self->source);
  run_deferred (self);
  g_array_unref (self->deferred);
  close (self->epfd);
  g_free (self);
}

gboolean
net_loop_add (NetLoop *self, NetLoopWatch *watch, int fd, guint32 events, NetLoopFunc func,
              gpointer data)
{
  struct epoll_event ev = { .events = events, .data.ptr = watch };

  watch->func = func;
  watch->data = data;
  watch->fd = fd;
  watch->dead = FALSE;
  if (epoll_ctl (self->epfd, EPOLL_CTL_ADD, fd, &ev) != 0)
    {
      watch->dead = TRUE;
      return FALSE;
    }
  return TRUE;
}

void
net_loop_modify (NetLoop *self, NetLoopWatch *watch, guint32 events)
{
  struct epoll_event ev = { .events = events, .data.ptr = watch };

  if (!watch->dead)
    epoll_ctl (self->epfd, EPOLL_CTL_MOD, watch->fd, &ev);
}

void
net_loop_remove (NetLoop *self, NetLoopWatch *watch)
{
  if (watch->dead)
    return;
  watch->dead = TRUE;
  epoll_ctl (self->epfd, EPOLL_CTL_DEL, watch->fd, NULL);
}

void
net_loop_defer (NetLoop *self, GDestroyNotify free_func, gpointer data)
{
  Deferred d = { free_func, data };

  if (!self->dispatching)
    {
      free_func (data);
      return;
    }
  g_array_append_val (self->deferred, d);
}

void
net_loop_set_after (NetLoop *self, NetLoopAfterFunc func, gpointer data)
{
  self->after = func;
  self->after_data = data;
}

gboolean
net_loop_dispatching (NetLoop *self)
{
  return self->dispatching;
}
