/* net-redis.h — Redis's answers read with bounds, and commands written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * euchre-server writes its tables into a table directory in Redis
 * (net-directory.c, docs/DEPLOY.md).  What comes back from Redis is read
 * here with libhiredis's parser and objects of our own, and believed only
 * within bounds: the answers the directory asks for are an integer, a
 * status line or an error line, each short.  An array, a nil, a string
 * over NET_REDIS_MAX_TEXT bytes, or NET_REDIS_MAX_PENDING bytes without
 * a whole answer, is not an answer to what was asked: the connection is
 * dropped.  No I/O (the fuzz target calls it).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define NET_REDIS_MAX_TEXT 512          /* a status or error line, at most */
#define NET_REDIS_MAX_PENDING 65536     /* bytes without a whole answer, at most */

typedef struct _NetRedisReader NetRedisReader;

typedef enum {
  NET_REDIS_NONE,               /* no whole answer yet */
  NET_REDIS_INTEGER,
  NET_REDIS_STATUS,             /* "+OK" and the like */
  NET_REDIS_ERROR,              /* "-ERR …": Redis refused the command, in its words */
  NET_REDIS_BAD,                /* not an answer to what the directory asks: drop it */
} NetRedisKind;

typedef struct {
  NetRedisKind kind;
  gint64 integer;
  /* STATUS, ERROR: the line, printable ASCII only (anything else is
   * shown as '?'), cut at 200 characters.  BAD: what was wrong, in
   * words. */
  char text[208];
} NetRedisReply;

NetRedisReader *net_redis_reader_new  (void);
void            net_redis_reader_free (NetRedisReader *self);
/* Bytes as they came from the socket. */
void            net_redis_reader_feed (NetRedisReader *self,
                                       const char     *data,
                                       gsize           len);
/* The next whole answer, or NONE, or BAD (and BAD ever after). */
void            net_redis_reader_next (NetRedisReader *self,
                                       NetRedisReply  *reply);

/* One command in Redis's protocol (RESP), appended to @out. */
void            net_redis_command     (GByteArray  *out,
                                       guint        argc,
                                       const char **argv);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetRedisReader, net_redis_reader_free)

G_END_DECLS
