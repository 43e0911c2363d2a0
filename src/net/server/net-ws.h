/* net-ws.h — WebSocket frames (RFC 6455): a bounded reader and the writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No I/O here: bytes in, messages out, so that the same reader serves the
 * server, the benchmark's clients and the fuzz target.  A message is
 * bounded as a whole (however many continuation frames it comes in), not
 * only frame by frame: one that would pass the bound is refused at the
 * header that announces it, before any of it is kept.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

enum {
  NET_WS_CONTINUATION = 0x0,
  NET_WS_TEXT = 0x1,
  NET_WS_BINARY = 0x2,
  NET_WS_CLOSE = 0x8,
  NET_WS_PING = 0x9,
  NET_WS_PONG = 0xa,
};

/* Close codes. */
enum {
  NET_WS_CLOSE_NORMAL = 1000,
  NET_WS_CLOSE_GOING_AWAY = 1001,
  NET_WS_CLOSE_PROTOCOL = 1002,
  NET_WS_CLOSE_BAD_DATA = 1007,
  NET_WS_CLOSE_POLICY = 1008,
  NET_WS_CLOSE_TOO_BIG = 1009,
};

/* A whole message (@opcode TEXT or BINARY, the text checked to be UTF-8)
 * or a control frame (CLOSE, PING, PONG; at most 125 bytes).  Returns
 * FALSE to stop reading (the connection is closing). */
typedef gboolean (*NetWsFunc) (gpointer data, guint opcode, const guint8 *payload, gsize len);

typedef struct {
  gboolean server;              /* frames from a client: masked, as they must be */
  gsize max_message;
  guint8 hdr[14];
  guint hlen, hneed;
  guint8 opcode;                /* of the frame being read */
  gboolean fin;
  guint8 mask[4];
  gboolean masked;
  guint64 left, pos;            /* payload bytes of the frame still to come, already read */
  guint8 msg_opcode;            /* TEXT or BINARY while a message is assembled, else 0 */
  GByteArray *msg;              /* its bytes so far (NULL when none) */
  guint8 ctrl[125];
  guint ctrl_len;
  gboolean stopped;             /* @func said stop (a close): nothing more is read */
} NetWsReader;

/* The code to answer a close frame's @payload with: its own code when it
 * is one an endpoint may send (RFC 6455, 7.4), 1000 when it holds none,
 * 1002 when it is no such code (999, 1005, 2000…), 1007 when its reason
 * is not UTF-8. */
guint  net_ws_close_reply  (const guint8 *payload, gsize len);

void   net_ws_reader_init  (NetWsReader *r, gboolean server, gsize max_message);
void   net_ws_reader_clear (NetWsReader *r);
/* Reads @n bytes, calling @func for each message.  Returns 0, or the
 * close code the connection must end with (1002: not the protocol;
 * 1007: text that is not UTF-8; 1009: a message over the bound); also
 * stops, returning 0, when @func returns FALSE, and from then on reads
 * nothing (*@used 0), however the bytes were cut.  *@used: bytes read. */
guint  net_ws_reader_feed  (NetWsReader *r, const guint8 *buf, gsize n, gsize *used,
                            NetWsFunc func, gpointer data);

/* Appends one frame (final) to @out; @mask: a client's 4 bytes, or NULL
 * (a server's frames are not masked). */
void   net_ws_append_frame (GByteArray *out, guint opcode, const void *payload, gsize len,
                            const guint8 *mask);
/* A close frame's payload: @code and @reason (cut to fit 125 bytes, on a
 * character boundary).  Returns its length. */
gsize  net_ws_close_payload (guint8 out[125], guint code, const char *reason);

G_END_DECLS
