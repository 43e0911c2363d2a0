/* net-ws.c — WebSocket frames (RFC 6455): a bounded reader and the writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <string.h>

#include "net-ws.h"

void
net_ws_reader_init (NetWsReader *r, gboolean server, gsize max_message)
{
  memset (r, 0, sizeof *r);
  r->server = server;
  r->max_message = max_message;
}

void
net_ws_reader_clear (NetWsReader *r)
{
  g_clear_pointer (&r->msg, g_byte_array_unref);
  r->msg_opcode = 0;
}

/* The header is whole: check it.  Returns 0 or a close code. */
static guint
header_done (NetWsReader *r)
{
  guint len7 = r->hdr[1] & 0x7f;
  guint64 length = len7;
  guint at = 2;

  r->opcode = r->hdr[0] & 0x0f;
  r->fin = (r->hdr[0] & 0x80) != 0;
  r->masked = (r->hdr[1] & 0x80) != 0;
  if (len7 == 126)
    {
      length = ((guint64) r->hdr[2] << 8) | r->hdr[3];
      at = 4;
    }
  else if (len7 == 127)
    {
      length = 0;
      for (guint k = 2; k < 10; k++)
        length = (length << 8) | r->hdr[k];
      at = 10;
    }
  if (r->masked)
    memcpy (r->mask, r->hdr + at, 4);
  if ((r->hdr[0] & 0x70) != 0 || r->masked != r->server)
    return 1002;                /* no extension was agreed; a client masks, a server not */
  if (r->opcode & 0x08)
    {
      if (r->opcode > NET_WS_PONG || !r->fin || length > 125)
        return 1002;
    }
  else if (r->opcode == NET_WS_CONTINUATION)
    {
      if (r->msg_opcode == 0)
        return 1002;
    }
  else if (r->opcode == NET_WS_TEXT || r->opcode == NET_WS_BINARY)
    {
      if (r->msg_opcode != 0)
        return 1002;
      r->msg_opcode = r->opcode;
    }
  else
    return 1002;
  if (!(r->opcode & 0x08))
    {
      gsize have = r->msg != NULL ? r->msg->len : 0;

      /* The whole message is bounded, not the frame: nothing over the
       * bound is ever kept. */
      if (length > r->max_message || have + length > r->max_message)
        return 1009;
    }
  r->left = length;
  r->pos = 0;
  r->ctrl_len = 0;
  return 0;
}

/* UTF-8 as RFC 3629 has it: a NUL is a character like any other (GLib's
 * check stops at one).  What a NUL means in a message is the reader's
 * business, said in its own words. */
static gboolean
utf8_valid (const guint8 *bytes, gsize len)
{
  const char *p = (const char *) bytes, *end = p + len;

  while (p < end)
    {
      const char *stop = NULL;

      if (g_utf8_validate_len (p, end - p, &stop))
        return TRUE;
      if (stop >= end || *stop != '\0')
        return FALSE;
      p = stop + 1;
    }
  return TRUE;
}

/* The frame's payload is whole. */
static guint
frame_done (NetWsReader *r, NetWsFunc func, gpointer data, gboolean *go_on)
{
  *go_on = TRUE;
  if (r->opcode & 0x08)
    {
      *go_on = func (data, r->opcode, r->ctrl, r->ctrl_len);
      return 0;
    }
  if (!r->fin)
    return 0;
  {
    guint opcode = r->msg_opcode;
    g_autoptr (GByteArray) msg = g_steal_pointer (&r->msg);
    const guint8 *bytes = msg != NULL ? msg->data : (const guint8 *) "";
    gsize len = msg != NULL ? msg->len : 0;

    r->msg_opcode = 0;
    if (opcode == NET_WS_TEXT && !utf8_valid (bytes, len))
      return 1007;
    *go_on = func (data, opcode, bytes, len);
  }
  return 0;
}

guint
net_ws_close_reply (const guint8 *payload, gsize len)
{
  guint code;

  if (len == 0)
    return NET_WS_CLOSE_NORMAL;
  if (len == 1)
    return NET_WS_CLOSE_PROTOCOL;
  /* RFC 6455, 7.4: the codes an endpoint may send.  1004-1006 and 1015
   * are never sent, 1016-2999 are reserved, and nothing below 1000 or
   * from 5000 is a code at all. */
  code = (guint) payload[0] << 8 | payload[1];
  if (code < 1000 || code >= 5000 || (code >= 1004 && code <= 1006) ||
      (code >= 1015 && code < 3000))
    return NET_WS_CLOSE_PROTOCOL;
  if (!g_utf8_validate_len ((const char *) payload + 2, len - 2, NULL))
    return NET_WS_CLOSE_BAD_DATA;
  return code;
}

guint
net_ws_reader_feed (NetWsReader *r, const guint8 *buf, gsize n, gsize *used, NetWsFunc func,
                    gpointer data)
{
  gsize i = 0;
  guint code = 0;
  gboolean go_on = !r->stopped;

  while (i < n && go_on && code == 0)
    {
      if (r->hneed == 0 || r->hlen < r->hneed)
        {
          r->hdr[r->hlen++] = buf[i++];
          if (r->hlen == 2)
            {
              guint len7 = r->hdr[1] & 0x7f;

              r->hneed = 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + ((r->hdr[1] & 0x80) ? 4 : 0);
            }
          if (r->hlen < 2 || r->hlen < r->hneed)
            continue;
          code = header_done (r);
          if (code != 0 || r->left > 0)
            continue;
        }
      else
        {
          gsize take = MIN (r->left, n - i);
          guint8 *dst;

          if (r->opcode & 0x08)
            dst = r->ctrl + r->ctrl_len;
          else
            {
              if (r->msg == NULL)
                r->msg = g_byte_array_sized_new (MIN (take, r->max_message));
              g_byte_array_set_size (r->msg, r->msg->len + take);
              dst = r->msg->data + r->msg->len - take;
            }
          memcpy (dst, buf + i, take);
          if (r->masked)
            for (gsize k = 0; k < take; k++)
              dst[k] ^= r->mask[(r->pos + k) & 3];
          if (r->opcode & 0x08)
            r->ctrl_len += take;
          r->pos += take;
          r->left -= take;
          i += take;
          if (r->left > 0)
            continue;
        }
      /* A frame is whole (its header, and its payload if it has one). */
      r->hlen = r->hneed = 0;
      code = frame_done (r, func, data, &go_on);
      r->stopped = !go_on;
    }
  *used = i;
  return code;
}

void
net_ws_append_frame (GByteArray *out, guint opcode, const void *payload, gsize len,
                     const guint8 *mask)
{
  guint8 hdr[14];
  gsize at = 0, start;

  hdr[at++] = 0x80 | (opcode & 0x0f);
  if (len < 126)
    hdr[at++] = (mask ? 0x80 : 0) | len;
  else if (len <= 0xffff)
    {
      hdr[at++] = (mask ? 0x80 : 0) | 126;
      hdr[at++] = len >> 8;
      hdr[at++] = len & 0xff;
    }
  else
    {
      hdr[at++] = (mask ? 0x80 : 0) | 127;
      for (int k = 7; k >= 0; k--)
        hdr[at++] = ((guint64) len >> (8 * k)) & 0xff;
    }
  if (mask != NULL)
    {
      memcpy (hdr + at, mask, 4);
      at += 4;
    }
  g_byte_array_append (out, hdr, at);
  start = out->len;
  if (len > 0)
    g_byte_array_append (out, payload, len);
  if (mask != NULL)
    for (gsize k = 0; k < len; k++)
      out->data[start + k] ^= mask[k & 3];
}

gsize
net_ws_close_payload (guint8 out[125], guint code, const char *reason)
{
  gsize len = reason != NULL ? strlen (reason) : 0;

  out[0] = code >> 8;
  out[1] = code & 0xff;
  if (len > 123)
    {
      const char *end = reason + 123;

      /* Back to the start of a character. */
      while (end > reason && (*end & 0xc0) == 0x80)
        end--;
      len = end - reason;
    }
  if (len > 0)
    memcpy (out + 2, reason, len);
  return 2 + len;
}
