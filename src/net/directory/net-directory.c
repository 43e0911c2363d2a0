/* net-directory.c — euchre-server's tables in the table directory (Redis)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What Redis should hold is kept here (the tables this server holds) and
 * what it may not hold yet (the tables "dirty": to be written, or to be
 * deleted); a connection writes the dirty ones, NET_DIRECTORY_INFLIGHT
 * commands at most in flight, so the memory for Redis stays bounded
 * whatever the number of tables or the length of an outage.  Each answer
 * is checked (net-redis.c) against the command it answers.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <gio/gio.h>

#include "net-directory.h"
#include "net-redis.h"
#include "net-service.h"

#define NET_DIRECTORY_INFLIGHT 256
#define NET_DIRECTORY_MAX_GONE 100000   /* deletions kept through an outage, at most */
#define RETRY_MAX_S 30

typedef enum { DIR_DOWN, DIR_CONNECTING, DIR_UP } DirState;

typedef enum { CMD_WRITE, CMD_ADMIT } CmdKind;

typedef struct {
  CmdKind kind;
  char code[24];                /* the table, or "" for the backend's own hash */
  char creator[64];             /* its creator's address key, or "" */
  NetServiceTicket *ticket;     /* CMD_ADMIT */
  gint64 sent;
} Command;

typedef struct {
  gint64 created, active;       /* UNIX seconds; 0: not known (not written) */
  char creator[64];             /* the address key that created it ("": not known) */
} Times;

/* A table's place in its creator's set, taken only below the limit (or
 * kept: a table already in it), in one step. */
static const char admit_script[] =
  "if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end "
  "if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end "
  "redis.call('SADD', KEYS[1], ARGV[1]) "
  "redis.call('EXPIRE', KEYS[1], ARGV[3]) "
  "return 1";

typedef struct {
  GSource source;
  gpointer tag;
  NetDirectory *dir;
} DirSource;

struct _NetDirectory {
  struct sockaddr_storage addr;
  socklen_t addr_len;
  char *where;                  /* "127.0.0.1:6379", for the words */
  char backend[4];
  char state[16];
  GHashTable *tables;           /* code → Times */
  GHashTable *dirty;            /* code → creator: to write (if in tables) or delete */
  gboolean backend_dirty;
  DirState conn;
  int fd;
  DirSource *source;
  gint64 since;                 /* the connection began */
  GByteArray *out;
  GQueue inflight;              /* Command */
  NetRedisReader *reader;
  guint tick_id;
  gint64 retry_at, last_refresh, told_error;
  guint retry_s;
  gboolean told_down;
};

static void dir_io (NetDirectory *self, GIOCondition cond);

static gboolean
source_dispatch (GSource *source, GSourceFunc callback, gpointer data)
{
  DirSource *s = (DirSource *) source;

  dir_io (s->dir, g_source_query_unix_fd (source, s->tag));
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs source_funcs = { NULL, NULL, source_dispatch, NULL, NULL, NULL };

/* ---- the connection --------------------------------------------------------- */

static void
mark_all_dirty (NetDirectory *self)
{
  GHashTableIter it;
  gpointer code;

  gpointer value;

  g_hash_table_iter_init (&it, self->tables);
  while (g_hash_table_iter_next (&it, &code, &value))
    g_hash_table_insert (self->dirty, g_strdup (code), g_strdup (((Times *) value)->creator));
  self->backend_dirty = TRUE;
}

static void
dir_close (NetDirectory *self)
{
  g_autoptr (GPtrArray) tickets = g_ptr_array_new ();
  Command *cmd;

  if (self->source != NULL)
    {
      g_source_destroy ((GSource *) self->source);
      g_source_unref ((GSource *) self->source);
      self->source = NULL;
    }
  if (self->fd >= 0)
    close (self->fd);
  self->fd = -1;
  g_byte_array_set_size (self->out, 0);
  g_clear_pointer (&self->reader, net_redis_reader_free);
  self->conn = DIR_DOWN;
  /* What was not answered is written again; a create that waited for
   * Redis is not known to it (and is made: as on one server). */
  while ((cmd = g_queue_pop_head (&self->inflight)) != NULL)
    {
      if (cmd->kind == CMD_ADMIT)
        g_ptr_array_add (tickets, cmd->ticket);
      else if (cmd->code[0] == '\0')
        self->backend_dirty = TRUE;
      else
        g_hash_table_insert (self->dirty, g_strdup (cmd->code), g_strdup (cmd->creator));
      g_free (cmd);
    }
  for (guint i = 0; i < tickets->len; i++)
    net_service_admit (tickets->pdata[i], NET_ADMIT_UNKNOWN);
}

/* Redis cannot be used now: said once an outage, tried again later. */
static void
dir_down (NetDirectory *self, const char *why)
{
  dir_close (self);
  if (!self->told_down)
    {
      g_printerr ("euchre-server: the table directory (Redis at %s) cannot be used: %s; the "
                  "tables play on, and are written once it answers (trying every %u s at "
                  "most)\n", self->where, why, RETRY_MAX_S);
      self->told_down = TRUE;
    }
  self->retry_at = g_get_monotonic_time () + (gint64) self->retry_s * G_USEC_PER_SEC;
  self->retry_s = MIN (self->retry_s * 2, RETRY_MAX_S);
}

static void
watch_output (NetDirectory *self, gboolean want)
{
  if (self->source != NULL)
    g_source_modify_unix_fd ((GSource *) self->source, self->source->tag,
                             G_IO_IN | G_IO_HUP | G_IO_ERR | (want ? G_IO_OUT : 0));
}

static void
dir_connect (NetDirectory *self)
{
  int fd = socket (self->addr.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);

  if (fd < 0)
    {
      dir_down (self, g_strerror (errno));
      return;
    }
  self->fd = fd;
  self->since = g_get_monotonic_time ();
  self->conn = DIR_CONNECTING;
  self->reader = net_redis_reader_new ();
  self->source = (DirSource *) g_source_new (&source_funcs, sizeof (DirSource));
  self->source->dir = self;
  self->source->tag = g_source_add_unix_fd ((GSource *) self->source, fd, G_IO_OUT);
  g_source_set_name ((GSource *) self->source, "euchre-server redis");
  g_source_attach ((GSource *) self->source, NULL);
  if (connect (fd, (struct sockaddr *) &self->addr, self->addr_len) != 0 &&
      errno != EINPROGRESS)
    dir_down (self, g_strerror (errno));
}

/* ---- writing ------------------------------------------------------------------ */

static Command *
send_command (NetDirectory *self, CmdKind kind, const char *code, const char *creator,
              guint argc, const char **argv)
{
  Command *cmd = g_new0 (Command, 1);

  cmd->kind = kind;
  g_strlcpy (cmd->code, code, sizeof cmd->code);
  g_strlcpy (cmd->creator, creator, sizeof cmd->creator);
  cmd->sent = g_get_monotonic_time ();
  g_queue_push_tail (&self->inflight, cmd);
  net_redis_command (self->out, argc, argv);
  return cmd;
}

static void
write_table (NetDirectory *self, const char *code, const char *gone_creator)
{
  g_autofree char *key = g_strconcat ("euchre:table:", code, NULL);
  g_autofree char *created = NULL, *active = NULL, *addr = NULL;
  g_autofree char *ttl = g_strdup_printf ("%d", NET_DIRECTORY_TTL_S);
  const char *hset[8] = { "HSET", key, "backend", self->backend };
  const char *expire[] = { "EXPIRE", key, ttl };
  Times *times = g_hash_table_lookup (self->tables, code);
  const char *creator = times != NULL ? times->creator : gone_creator;
  guint argc = 4;

  if (creator[0] != '\0')
    addr = g_strconcat ("euchre:addr:", creator, NULL);
  if (times == NULL)
    {
      const char *del[] = { "DEL", key };
      const char *srem[] = { "SREM", addr, code };

      send_command (self, CMD_WRITE, code, creator, 2, del);
      if (addr != NULL)
        send_command (self, CMD_WRITE, code, creator, 3, srem);
      return;
    }
  if (times->created != 0)
    {
      created = g_strdup_printf ("%" G_GINT64_FORMAT, times->created);
      hset[argc++] = "created";
      hset[argc++] = created;
    }
  if (times->active != 0)
    {
      active = g_strdup_printf ("%" G_GINT64_FORMAT, times->active);
      hset[argc++] = "active";
      hset[argc++] = active;
    }
  send_command (self, CMD_WRITE, code, creator, argc, hset);
  send_command (self, CMD_WRITE, code, creator, 3, expire);
  if (addr != NULL)
    {
      /* Its place among its creator's tables, kept while it lives. */
      const char *sadd[] = { "SADD", addr, code };
      const char *addr_expire[] = { "EXPIRE", addr, ttl };

      send_command (self, CMD_WRITE, code, creator, 3, sadd);
      send_command (self, CMD_WRITE, code, creator, 3, addr_expire);
    }
}

static void
write_backend (NetDirectory *self)
{
  g_autofree char *key = g_strconcat ("euchre:backend:", self->backend, NULL);
  g_autofree char *seen = g_strdup_printf ("%" G_GINT64_FORMAT, g_get_real_time () / G_USEC_PER_SEC);
  g_autofree char *ttl = g_strdup_printf ("%d", NET_DIRECTORY_TTL_S);
  const char *hset[] = { "HSET", key, "state", self->state, "seen", seen };
  const char *expire[] = { "EXPIRE", key, ttl };

  send_command (self, CMD_WRITE, "", "", 6, hset);
  send_command (self, CMD_WRITE, "", "", 3, expire);
}

static void
dir_flush_out (NetDirectory *self)
{
  while (self->out->len > 0)
    {
      gssize n = send (self->fd, self->out->data, self->out->len, MSG_NOSIGNAL | MSG_DONTWAIT);

      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        {
          watch_output (self, TRUE);
          return;
        }
      if (n <= 0)
        {
          dir_down (self, n < 0 ? g_strerror (errno) : "the connection closed");
          return;
        }
      g_byte_array_remove_range (self->out, 0, n);
    }
  watch_output (self, FALSE);
}

/* Writes what is dirty, within the commands in flight allowed. */
static void
dir_pump (NetDirectory *self)
{
  GHashTableIter it;
  gpointer code, creator;

  if (self->conn != DIR_UP)
    return;
  if (self->backend_dirty && self->inflight.length + 2 <= NET_DIRECTORY_INFLIGHT)
    {
      self->backend_dirty = FALSE;
      write_backend (self);
    }
  g_hash_table_iter_init (&it, self->dirty);
  while (self->inflight.length + 4 <= NET_DIRECTORY_INFLIGHT &&
         g_hash_table_iter_next (&it, &code, &creator))
    {
      write_table (self, code, creator);
      g_hash_table_iter_remove (&it);
    }
  if (self->out->len > 0)
    dir_flush_out (self);
}

/* ---- reading ------------------------------------------------------------------ */

/* One answer, to the oldest command in flight. */
static gboolean
dir_answer (NetDirectory *self, const NetRedisReply *reply)
{
  g_autofree Command *cmd = g_queue_pop_head (&self->inflight);
  gint64 now = g_get_monotonic_time ();

  if (cmd == NULL)
    {
      dir_down (self, "Redis sent an answer to nothing asked");
      return FALSE;
    }
  /* An answer: Redis is back (a connection alone may be a Redis that
   * never answers). */
  self->retry_s = 1;
  if (self->told_down)
    {
      guint n = g_hash_table_size (self->tables);

      g_printerr ("euchre-server: the table directory (Redis at %s) answers again: its %u "
                  "table%s written again\n", self->where, n, n == 1 ? " is" : "s are");
      self->told_down = FALSE;
    }
  if (cmd->kind == CMD_ADMIT)
    {
      /* 1: a place taken, 0: the address holds its limit; anything else
       * is not known (and the table is made, as on one server). */
      NetAdmit verdict = reply->kind == NET_REDIS_INTEGER && reply->integer == 1 ? NET_ADMIT_YES
                         : reply->kind == NET_REDIS_INTEGER && reply->integer == 0 ? NET_ADMIT_NO
                         : NET_ADMIT_UNKNOWN;

      if (reply->kind == NET_REDIS_ERROR)
        g_printerr ("euchre-server: the table directory (Redis at %s) could not count the "
                    "tables of %s: %s\n", self->where, cmd->creator, reply->text);
      net_service_admit (cmd->ticket, verdict);
      if (reply->kind != NET_REDIS_INTEGER && reply->kind != NET_REDIS_ERROR)
        {
          dir_down (self, "Redis answered something the directory did not ask for");
          return FALSE;
        }
      return self->conn == DIR_UP;
    }
  if (reply->kind == NET_REDIS_ERROR)
    {
      /* Refused (a full Redis, a key of another type, a password needed):
       * said once a minute; written again at the next refresh. */
      if (now - self->told_error >= 60 * G_USEC_PER_SEC || self->told_error == 0)
        {
          g_printerr ("euchre-server: the table directory (Redis at %s) refused to write %s: "
                      "%s\n", self->where, cmd->code[0] != '\0' ? cmd->code : "the backend",
                      reply->text);
          self->told_error = now;
        }
      return TRUE;
    }
  if (reply->kind != NET_REDIS_INTEGER)
    {
      dir_down (self, "Redis answered something the directory did not ask for");
      return FALSE;
    }
  return TRUE;
}

static void
dir_read (NetDirectory *self)
{
  char buf[16384];

  for (guint k = 0; k < 16 && self->conn == DIR_UP; k++)
    {
      gssize n = recv (self->fd, buf, sizeof buf, MSG_DONTWAIT);
      NetRedisReply reply;

      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return;
      if (n <= 0)
        {
          dir_down (self, n < 0 ? g_strerror (errno) : "Redis closed the connection");
          return;
        }
      net_redis_reader_feed (self->reader, buf, n);
      for (;;)
        {
          net_redis_reader_next (self->reader, &reply);
          if (reply.kind == NET_REDIS_NONE)
            break;
          if (reply.kind == NET_REDIS_BAD)
            {
              g_autofree char *why = g_strconcat ("Redis's answer: ", reply.text, NULL);

              dir_down (self, why);
              return;
            }
          /* (An answer may create a table, whose writing may find Redis gone.) */
          if (!dir_answer (self, &reply) || self->conn != DIR_UP)
            return;
        }
      if ((gsize) n < sizeof buf)
        break;
    }
  dir_pump (self);
}

static void
dir_up (NetDirectory *self)
{
  self->conn = DIR_UP;
  /* Redis may have lost everything (restarted without its data): all of
   * it is written again. */
  mark_all_dirty (self);
  self->last_refresh = g_get_monotonic_time ();
  watch_output (self, FALSE);
  dir_pump (self);
}

static void
dir_io (NetDirectory *self, GIOCondition cond)
{
  if (self->conn == DIR_CONNECTING)
    {
      int err = 0;
      socklen_t len = sizeof err;

      if (getsockopt (self->fd, SOL_SOCKET, SO_ERROR, &err, &len) != 0)
        err = errno;
      if (err != 0)
        {
          dir_down (self, g_strerror (err));
          return;
        }
      if (!(cond & (G_IO_OUT | G_IO_IN | G_IO_HUP | G_IO_ERR)))
        return;
      dir_up (self);
      return;
    }
  if (self->conn != DIR_UP)
    return;
  if (cond & G_IO_OUT)
    dir_flush_out (self);
  if (self->conn == DIR_UP && (cond & (G_IO_IN | G_IO_HUP | G_IO_ERR)))
    dir_read (self);
}

/* ---- time ----------------------------------------------------------------------- */

static gboolean
dir_tick (gpointer data)
{
  NetDirectory *self = data;
  gint64 now = g_get_monotonic_time ();
  gint64 timeout = (gint64) NET_DIRECTORY_TIMEOUT_MS * 1000;

  if (self->conn == DIR_CONNECTING && now - self->since > timeout)
    dir_down (self, "no connection within 2 s");
  else if (self->conn == DIR_UP && self->inflight.head != NULL &&
           now - ((Command *) self->inflight.head->data)->sent > timeout)
    dir_down (self, "no answer within 2 s");
  else if (self->conn == DIR_DOWN && now >= self->retry_at)
    dir_connect (self);
  else if (self->conn == DIR_UP &&
           now - self->last_refresh >= (gint64) NET_DIRECTORY_REFRESH_S * G_USEC_PER_SEC)
    {
      /* The entries' time to live, renewed while the tables live. */
      self->last_refresh = now;
      mark_all_dirty (self);
      dir_pump (self);
    }
  return G_SOURCE_CONTINUE;
}

/* ---- the API ---------------------------------------------------------------------- */

static gboolean
parse_address (NetDirectory *self, const char *redis, GError **error)
{
  g_autoptr (GSocketConnectable) where = NULL;
  g_autoptr (GInetAddress) inet = NULL;
  g_autoptr (GSocketAddress) sa = NULL;
  const char *host;
  guint16 port;

  where = g_network_address_parse (redis, 0, NULL);
  if (where == NULL || g_network_address_get_port (G_NETWORK_ADDRESS (where)) == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "--redis “%s” is not HOST:PORT (such as 127.0.0.1:6379)", redis);
      return FALSE;
    }
  host = g_network_address_get_hostname (G_NETWORK_ADDRESS (where));
  port = g_network_address_get_port (G_NETWORK_ADDRESS (where));
  inet = g_ascii_strcasecmp (host, "localhost") == 0 ? g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4)
                                                     : g_inet_address_new_from_string (host);
  if (inet == NULL)
    {
      /* A name would be looked up, and a slow resolver would hold the
       * server: an address only. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "--redis “%s”: the host must be an IP address (or localhost)", redis);
      return FALSE;
    }
  sa = g_inet_socket_address_new (inet, port);
  self->addr_len = g_socket_address_get_native_size (sa);
  if (!g_socket_address_to_native (sa, &self->addr, sizeof self->addr, error))
    return FALSE;
  self->where = g_strdup (redis);
  return TRUE;
}

NetDirectory *
net_directory_new (const char *redis, guint backend, GError **error)
{
  g_autoptr (NetDirectory) self = g_new0 (NetDirectory, 1);

  self->fd = -1;
  self->retry_s = 1;
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->dirty = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->out = g_byte_array_new ();
  g_strlcpy (self->state, "up", sizeof self->state);
  if (backend < 1 || backend > 999)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "--backend-id %u: a backend's number is 1 to 999", backend);
      return NULL;
    }
  g_snprintf (self->backend, sizeof self->backend, "%u", backend);
  if (!parse_address (self, redis, error))
    return NULL;
  self->backend_dirty = TRUE;
  self->tick_id = g_timeout_add (250, dir_tick, self);
  dir_connect (self);
  return g_steal_pointer (&self);
}

void
net_directory_free (NetDirectory *self)
{
  if (self == NULL)
    return;
  dir_close (self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_byte_array_unref (self->out);
  g_hash_table_destroy (self->tables);
  g_hash_table_destroy (self->dirty);
  g_free (self->where);
  g_free (self);
}

void
net_directory_table (NetDirectory *self, const char *code, const char *creator,
                     gboolean present, gboolean created, gint64 active)
{
  Times *times = g_hash_table_lookup (self->tables, code);

  if (present)
    {
      if (times == NULL)
        {
          times = g_new0 (Times, 1);
          g_hash_table_insert (self->tables, g_strdup (code), times);
        }
      if (created)
        times->created = active != 0 ? active : g_get_real_time () / G_USEC_PER_SEC;
      if (active != 0)
        times->active = active;
      if (creator != NULL && creator[0] != '\0')
        g_strlcpy (times->creator, creator, sizeof times->creator);
      g_hash_table_insert (self->dirty, g_strdup (code), g_strdup (times->creator));
    }
  else
    {
      /* (A table never made, whose place was taken: its place given back.) */
      g_autofree char *who = g_strdup (times != NULL ? times->creator
                                       : creator != NULL ? creator : "");

      g_hash_table_remove (self->tables, code);
      /* Through a long outage, deletions are kept up to a bound: beyond
       * it the entries expire by themselves. */
      if (g_hash_table_size (self->dirty) < NET_DIRECTORY_MAX_GONE)
        g_hash_table_insert (self->dirty, g_strdup (code), g_steal_pointer (&who));
    }
  dir_pump (self);
}

void
net_directory_admit (NetDirectory *self, NetServiceTicket *ticket, const char *key,
                     const char *code, guint limit)
{
  g_autofree char *addr = g_strconcat ("euchre:addr:", key, NULL);
  g_autofree char *max = g_strdup_printf ("%u", limit);
  g_autofree char *ttl = g_strdup_printf ("%d", NET_DIRECTORY_TTL_S);
  const char *eval[] = { "EVAL", admit_script, "1", addr, code, max, ttl };
  Command *cmd;

  if (self->conn != DIR_UP)
    {
      /* Not known now: made, as on one server (said once an outage). */
      net_service_admit (ticket, NET_ADMIT_UNKNOWN);
      return;
    }
  cmd = send_command (self, CMD_ADMIT, code, key, G_N_ELEMENTS (eval), eval);
  cmd->ticket = ticket;
  dir_flush_out (self);
}

void
net_directory_set_state (NetDirectory *self, const char *state)
{
  g_strlcpy (self->state, state, sizeof self->state);
  self->backend_dirty = TRUE;
  dir_pump (self);
}

static gboolean
flush_over (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
net_directory_flush (NetDirectory *self, guint timeout_ms)
{
  gboolean over = FALSE;
  guint id = g_timeout_add (timeout_ms, flush_over, &over);

  while (!over && self->conn != DIR_DOWN &&
         (self->inflight.length > 0 || g_hash_table_size (self->dirty) > 0 ||
          self->backend_dirty))
    g_main_context_iteration (NULL, TRUE);
  if (!over)
    g_source_remove (id);
  return self->inflight.length == 0 && g_hash_table_size (self->dirty) == 0 &&
         !self->backend_dirty;
}
