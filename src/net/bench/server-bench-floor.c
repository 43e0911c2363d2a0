/* server-bench-floor.c — euchre-server --bench's floor: only the system calls an action needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 53: "the system calls an action must make already cost more than
 * the target" made a measurement.  After the server's measurement of a
 * size, the bench starts this (--bench-floor SPEC) with what that run
 * showed: as many tables, four TCP connections each from the same
 * loopback addresses as the bench's clients, the bytes an action brought
 * in, the bytes it sent out, the record's bytes an action, the actions a
 * deal, and the actions a second the server kept up.  A process of its
 * own (fork()ed: the sending side) plays the clients at that rate; this
 * one, the server's side, does for each action only what no server can
 * leave out:
 *
 *   - the wake-up: epoll_wait() (as net-loop.c);
 *   - the receive: one recv() of the action's bytes;
 *   - the four sends: one send() a seat of a quarter of what the
 *     server sent an action;
 *   - the record's write: one write() of the line's bytes, appended to a
 *     file of the table's own in the bench's data folder, kept open (or,
 *     when the descriptors do not allow one a table, opened and closed
 *     around the write, as the server does); each deal's pack
 *     fdatasync()ed, and every NET_STORE_FLUSH_MS one syncfs() for the
 *     lines (the real store's flush policy).
 *
 * No parsing, no game, no JSON: its CPU time an action (user + system,
 * getrusage) is the floor the server's is compared with.  It prints
 * "floor ACTIONS CPU-SECONDS OPEN-FILES" once it has measured for the
 * seconds asked.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <glib.h>

#include "server-bench.h"

/* As net-service-private.h's NET_STORE_FLUSH_MS. */
#define FLOOR_FLUSH_MS 1000
/* As the bench's clients: 2,500 tables an address. */
#define FLOOR_TABLES_AN_ADDRESS 2500

typedef struct {
  guint n;                      /* tables */
  gdouble rate;                 /* actions a second */
  guint seconds;
  gsize in, out, rec;           /* bytes an action: received, sent (all four), record */
  guint per_deal;               /* actions a deal */
  const char *dir;
  guint16 port;
} Floor;

static G_NORETURN void
floor_fail (const char *what)
{
  g_printerr ("euchre-server --bench-floor: %s: %s\n", what, g_strerror (errno));
  exit (1);
}

static double
rusage_seconds (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
         ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

/* The clients' side: 4 n connections, then an action every 1/rate
 * seconds, table after table, seat after seat; what comes back drained. */
static G_NORETURN void
floor_drive (const Floor *f)
{
  int *fds = g_new (int, 4 * f->n);
  guint *turn = g_new0 (guint, f->n);
  int ep = epoll_create1 (EPOLL_CLOEXEC), tfd;
  struct sockaddr_in server = { 0 }, source = { 0 };
  char *action = g_malloc0 (f->in);
  static char sink[65536];
  struct itimerspec every = { 0 };
  gint64 ns = (gint64) (1e9 / f->rate);
  guint next = 0;

  prctl (PR_SET_PDEATHSIG, SIGKILL);
  /* Pinned with the server's side (EUCHRE_BENCH_CPU): the clients' side
   * goes back to the other cores, as the bench's clients are. */
  if (g_getenv ("EUCHRE_BENCH_CPU") != NULL)
    {
      cpu_set_t others;
      guint mine = atoi (g_getenv ("EUCHRE_BENCH_CPU"));

      CPU_ZERO (&others);
      for (long c = 0; c < sysconf (_SC_NPROCESSORS_ONLN) && c < CPU_SETSIZE; c++)
        if ((guint) c != mine)
          CPU_SET (c, &others);
      if (CPU_COUNT (&others) > 0)
        sched_setaffinity (0, sizeof others, &others);
    }
  server.sin_family = source.sin_family = AF_INET;
  server.sin_port = htons (f->port);
  server.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  for (guint i = 0; i < 4 * f->n; i++)
    {
      guint w = i / 4 / FLOOR_TABLES_AN_ADDRESS, id = i, one = 1;
      struct epoll_event ev = { .events = EPOLLIN, .data.u32 = i };
      char host[32];

      g_snprintf (host, sizeof host, "127.0.%u.%u", 1 + w / 200, 2 + w % 200);
      inet_pton (AF_INET, host, &source.sin_addr);
      fds[i] = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
      if (fds[i] < 0)
        floor_fail ("socket");
      setsockopt (fds[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
#ifdef IP_BIND_ADDRESS_NO_PORT
      setsockopt (fds[i], IPPROTO_IP, IP_BIND_ADDRESS_NO_PORT, &one, sizeof one);
#endif
      if (bind (fds[i], (struct sockaddr *) &source, sizeof source) != 0 ||
          connect (fds[i], (struct sockaddr *) &server, sizeof server) != 0)
        floor_fail ("connect");
      /* Which table and seat this is, for the other side. */
      if (send (fds[i], &id, sizeof id, MSG_NOSIGNAL) != sizeof id)
        floor_fail ("send");
      fcntl (fds[i], F_SETFL, O_NONBLOCK);
      epoll_ctl (ep, EPOLL_CTL_ADD, fds[i], &ev);
    }
  memset (action, 'a', f->in);
  tfd = timerfd_create (CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
  every.it_interval.tv_sec = every.it_value.tv_sec = ns / 1000000000;
  every.it_interval.tv_nsec = every.it_value.tv_nsec = MAX (ns % 1000000000, 1);
  timerfd_settime (tfd, 0, &every, NULL);
  {
    struct epoll_event ev = { .events = EPOLLIN, .data.u32 = G_MAXUINT32 };

    epoll_ctl (ep, EPOLL_CTL_ADD, tfd, &ev);
  }
  for (;;)
    {
      struct epoll_event evs[256];
      int n = epoll_wait (ep, evs, G_N_ELEMENTS (evs), -1);

      for (int e = 0; e < n; e++)
        {
          guint64 due = 0;

          if (evs[e].data.u32 != G_MAXUINT32)
            {
              if (recv (fds[evs[e].data.u32], sink, sizeof sink, 0) == 0)
                exit (0);
              continue;
            }
          if (read (tfd, &due, sizeof due) != sizeof due)
            continue;
          while (due-- > 0)
            {
              guint t = next++ % f->n;

              if (send (fds[4 * t + turn[t]++ % 4], action, f->in, MSG_NOSIGNAL) < 0 &&
                  errno != EAGAIN)
                exit (0);
            }
        }
    }
}

typedef struct {
  int fd;                       /* the data folder's */
  gint dirty;
  gint stop;
} Flusher;

/* The store's flush: a syncfs() of the folder's filesystem every
 * FLOOR_FLUSH_MS when lines were written, in a thread of its own. */
static gpointer
flush_thread (gpointer data)
{
  Flusher *fl = data;

  while (!g_atomic_int_get (&fl->stop))
    {
      g_usleep (FLOOR_FLUSH_MS * 1000);
      if (g_atomic_int_exchange (&fl->dirty, 0) && syncfs (fl->fd) != 0)
        { /* as the store, a failure would stop the tables: not measured here */ }
    }
  return NULL;
}

static void
floor_record (const Floor *f, int dir_fd, int *files, guint t, const char *line,
              gboolean deal)
{
  char name[32];
  int fd = files != NULL ? files[t] : -1;

  if (fd < 0)
    {
      g_snprintf (name, sizeof name, "floor-%u.record", t);
      fd = openat (dir_fd, name, O_WRONLY | O_APPEND | O_CLOEXEC);
    }
  if (write (fd, line, f->rec) != (gssize) f->rec)
    floor_fail ("write");
  if (deal && fdatasync (fd) != 0)
    floor_fail ("fdatasync");
  if (files == NULL)
    close (fd);
}

int
server_bench_floor (const char *spec)
{
  g_auto (GStrv) parts = g_strsplit (spec, ",", 8);
  Floor f = { 0 };
  guint64 v[7];
  int lfd, ep, dir_fd, *seat_fd, *files = NULL;
  guint *got, *acted, n_conns;
  struct sockaddr_in addr = { .sin_family = AF_INET };
  socklen_t len = sizeof addr;
  struct rlimit lim;
  char *out, *line;
  Flusher fl = { 0 };
  GThread *thread;
  pid_t driver;
  guint64 actions = 0, actions0 = 0;
  double cpu0 = 0;
  gint64 start, measure_from, measure_to;
  gboolean measuring = FALSE;

  /* TABLES,RATE-MILLI,SECONDS,IN,OUT,REC,PER-DEAL,DIR */
  if (g_strv_length (parts) != 8)
    goto bad;
  for (guint i = 0; i < 7; i++)
    if (!g_ascii_string_to_unsigned (parts[i], 10, 1, G_MAXUINT32, &v[i], NULL))
      goto bad;
  f.n = v[0];
  f.rate = v[1] / 1000.0;
  f.seconds = v[2];
  f.in = v[3];
  f.out = MAX (v[4] / 4, 1);
  f.rec = v[5];
  f.per_deal = v[6];
  f.dir = parts[7];
  n_conns = 4 * f.n;

  getrlimit (RLIMIT_NOFILE, &lim);
  lim.rlim_cur = lim.rlim_max;
  setrlimit (RLIMIT_NOFILE, &lim);
  dir_fd = open (f.dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd < 0)
    floor_fail (f.dir);
  /* A descriptor a table for its record when the limit allows. */
  if (lim.rlim_cur > (rlim_t) n_conns + f.n + 64)
    files = g_new (int, f.n);
  for (guint t = 0; t < f.n; t++)
    {
      char name[32];
      int fd;

      g_snprintf (name, sizeof name, "floor-%u.record", t);
      fd = openat (dir_fd, name, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
      if (fd < 0)
        floor_fail (name);
      if (files != NULL)
        files[t] = fd;
      else
        close (fd);
    }

  lfd = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  addr.sin_addr.s_addr = htonl (INADDR_LOOPBACK);
  if (lfd < 0 || bind (lfd, (struct sockaddr *) &addr, sizeof addr) != 0 ||
      listen (lfd, 4096) != 0 || getsockname (lfd, (struct sockaddr *) &addr, &len) != 0)
    floor_fail ("listen");
  f.port = ntohs (addr.sin_port);
  driver = fork ();
  if (driver < 0)
    floor_fail ("fork");
  if (driver == 0)
    {
      close (lfd);
      floor_drive (&f);
    }

  /* Each connection says which table and seat it is. */
  seat_fd = g_new (int, n_conns);
  got = g_new0 (guint, n_conns);
  acted = g_new0 (guint, f.n);
  ep = epoll_create1 (EPOLL_CLOEXEC);
  for (guint i = 0; i < n_conns; i++)
    {
      int fd = accept4 (lfd, NULL, NULL, SOCK_CLOEXEC), one = 1;
      guint32 id;
      struct epoll_event ev = { .events = EPOLLIN };

      if (fd < 0 || recv (fd, &id, sizeof id, MSG_WAITALL) != sizeof id || id >= n_conns)
        floor_fail ("accept");
      setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      fcntl (fd, F_SETFL, O_NONBLOCK);
      seat_fd[id] = fd;
      ev.data.u32 = id;
      epoll_ctl (ep, EPOLL_CTL_ADD, fd, &ev);
    }
  close (lfd);

  out = g_malloc (f.out);
  memset (out, 'e', f.out);
  line = g_malloc (f.rec);
  memset (line, 'p', f.rec);
  line[f.rec - 1] = '\n';
  fl.fd = dir_fd;
  thread = g_thread_new ("floor-flush", flush_thread, &fl);

  /* A second to settle, as the bench, then the seconds measured. */
  start = g_get_monotonic_time ();
  measure_from = start + G_USEC_PER_SEC;
  measure_to = measure_from + (gint64) f.seconds * G_USEC_PER_SEC;
  for (;;)
    {
      struct epoll_event evs[256];
      gint64 now = g_get_monotonic_time (), until = measuring ? measure_to : measure_from;
      int n = epoll_wait (ep, evs, G_N_ELEMENTS (evs), MAX ((until - now) / 1000, 0) + 1);

      now = g_get_monotonic_time ();
      if (!measuring && now >= measure_from)
        {
          measuring = TRUE;
          cpu0 = rusage_seconds ();
          actions0 = actions;
        }
      else if (measuring && now >= measure_to)
        break;
      for (int e = 0; e < n; e++)
        {
          guint id = evs[e].data.u32, t = id / 4;
          char buf[16384];
          gssize r = recv (seat_fd[id], buf, sizeof buf, 0);

          if (r <= 0)
            continue;
          got[id] += r;
          /* Each whole action: its four sends and its line. */
          for (; got[id] >= f.in; got[id] -= f.in)
            {
              for (guint s = 0; s < 4; s++)
                if (send (seat_fd[4 * t + s], out, f.out, MSG_NOSIGNAL | MSG_DONTWAIT) < 0 &&
                    errno != EAGAIN)
                  floor_fail ("send");
              floor_record (&f, dir_fd, files, t, line, ++acted[t] % f.per_deal == 0);
              g_atomic_int_set (&fl.dirty, 1);
              actions++;
            }
        }
    }
  printf ("floor %" G_GUINT64_FORMAT " %.6f %d\n", actions - actions0, rusage_seconds () - cpu0,
          files != NULL);
  fflush (stdout);
  kill (driver, SIGKILL);
  waitpid (driver, NULL, 0);
  g_atomic_int_set (&fl.stop, 1);
  g_thread_join (thread);
  return 0;

bad:
  g_printerr ("euchre-server: --bench-floor: “%s” is not what the bench gives\n", spec);
  return 2;
}
