/* net-redis.c — Redis's answers read with bounds, and commands written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libhiredis parses the protocol; the objects it builds are ours, so
 * that nothing it is sent can make it allocate more than an answer the
 * directory asked for: an array (which hiredis would allocate for as
 * many elements as it is told) or a long string is refused when it
 * begins, and bytes that never make a whole answer are bounded by
 * net_redis_reader_next().
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>
#include <hiredis/hiredis.h>

#include "net-redis.h"

typedef struct {
  int type;                     /* REDIS_REPLY_* */
  long long integer;
  char text[208];
} Reply;

struct _NetRedisReader {
  redisReader *reader;
  const char *refused;          /* why an object was refused, or NULL */
  gboolean bad;
  char bad_text[208];
};

static void
copy_text (char *out, gsize size, const char *in, gsize len)
{
  gsize n = MIN (len, size - 1);

  for (gsize i = 0; i < n; i++)
    out[i] = in[i] >= 0x20 && in[i] < 0x7f ? in[i] : '?';
  out[n] = '\0';
}

static void *
create_string (const redisReadTask *task, char *str, size_t len)
{
  NetRedisReader *self = task->privdata;
  Reply *reply;

  if (task->parent != NULL || len > NET_REDIS_MAX_TEXT)
    {
      self->refused = "an answer longer than the directory asked for";
      return NULL;
    }
  reply = g_new0 (Reply, 1);
  reply->type = task->type;
  copy_text (reply->text, 201, str, len);
  return reply;
}

static void *
create_array (const redisReadTask *task, int elements)
{
  NetRedisReader *self = task->privdata;

  self->refused = "a list, where the directory asked for a number or a status";
  return NULL;
}

static void *
create_integer (const redisReadTask *task, long long value)
{
  NetRedisReader *self = task->privdata;
  Reply *reply;

  if (task->parent != NULL)
    {
      self->refused = "a list, where the directory asked for a number or a status";
      return NULL;
    }
  reply = g_new0 (Reply, 1);
  reply->type = REDIS_REPLY_INTEGER;
  reply->integer = value;
  return reply;
}

static void *
create_nil (const redisReadTask *task)
{
  NetRedisReader *self = task->privdata;
  Reply *reply;

  if (task->parent != NULL)
    {
      self->refused = "a list, where the directory asked for a number or a status";
      return NULL;
    }
  reply = g_new0 (Reply, 1);
  reply->type = REDIS_REPLY_NIL;
  return reply;
}

static redisReplyObjectFunctions reply_functions = {
  create_string, create_array, create_integer, create_nil, g_free,
};

NetRedisReader *
net_redis_reader_new (void)
{
  NetRedisReader *self = g_new0 (NetRedisReader, 1);

  self->reader = redisReaderCreateWithFunctions (&reply_functions);
  if (self->reader == NULL)
    g_error ("out of memory");
  self->reader->privdata = self;
  return self;
}

void
net_redis_reader_free (NetRedisReader *self)
{
  if (self == NULL)
    return;
  redisReaderFree (self->reader);
  g_free (self);
}

void
net_redis_reader_feed (NetRedisReader *self, const char *data, gsize len)
{
  if (self->bad || len == 0)
    return;
  if (redisReaderFeed (self->reader, data, len) != REDIS_OK)
    {
      self->bad = TRUE;
      g_strlcpy (self->bad_text, "out of memory", sizeof self->bad_text);
    }
}

static void
set_bad (NetRedisReader *self, NetRedisReply *reply, const char *words)
{
  if (!self->bad)
    {
      self->bad = TRUE;
      g_strlcpy (self->bad_text, words, sizeof self->bad_text);
    }
  reply->kind = NET_REDIS_BAD;
  g_strlcpy (reply->text, self->bad_text, sizeof reply->text);
}

void
net_redis_reader_next (NetRedisReader *self, NetRedisReply *reply)
{
  void *obj = NULL;
  Reply *r;

  memset (reply, 0, sizeof *reply);
  if (self->bad)
    {
      set_bad (self, reply, self->bad_text);
      return;
    }
  if (redisReaderGetReply (self->reader, &obj) != REDIS_OK)
    {
      g_autofree char *words = NULL;
      char why[129];

      copy_text (why, sizeof why, self->reader->errstr, strlen (self->reader->errstr));
      words = g_strdup_printf ("not Redis's protocol (%s)",
                               self->refused != NULL ? self->refused : why);
      set_bad (self, reply, words);
      return;
    }
  if (obj == NULL)
    {
      /* Bytes that are not yet a whole answer: bounded. */
      if (self->reader->len - self->reader->pos > NET_REDIS_MAX_PENDING)
        set_bad (self, reply, "an answer longer than the directory asked for");
      else
        reply->kind = NET_REDIS_NONE;
      return;
    }
  r = obj;
  switch (r->type)
    {
    case REDIS_REPLY_INTEGER:
      reply->kind = NET_REDIS_INTEGER;
      reply->integer = r->integer;
      break;
    case REDIS_REPLY_STATUS:
      reply->kind = NET_REDIS_STATUS;
      g_strlcpy (reply->text, r->text, sizeof reply->text);
      break;
    case REDIS_REPLY_ERROR:
      reply->kind = NET_REDIS_ERROR;
      g_strlcpy (reply->text, r->text, sizeof reply->text);
      break;
    default:
      set_bad (self, reply, "a string or a nil, where the directory asked for a number or a "
               "status");
      break;
    }
  g_free (r);
}

void
net_redis_command (GByteArray *out, guint argc, const char **argv)
{
  char *cmd = NULL;
  int len = redisFormatCommandArgv (&cmd, (int) argc, argv, NULL);

  if (len < 0 || cmd == NULL)
    g_error ("out of memory");
  g_byte_array_append (out, (const guint8 *) cmd, len);
  redisFreeCommand (cmd);
}
