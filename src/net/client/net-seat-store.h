/* net-seat-store.h — the seats a person holds at online tables, on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guest's seat is theirs through a token the table gave them.  The
 * window keeps it in the player's data folder (EUCHRE_DATA_DIR, or
 * ~/.local/share/euchre; one small key file per table in "online-seats/")
 * so that a closed or killed window, opened again on the same link, takes
 * the same seat back with its hand, and so that Play Online can offer a
 * table still on.  A file is removed when its game ends or its table is
 * gone.  The reader is strict and bounded (the folder may be damaged):
 * what it cannot read is no seat, never a crash.
 */
#pragma once

#include <glib.h>

#include "net-message.h"

G_BEGIN_DECLS

#define NET_SEAT_MAX_URL 256
/* The most a seat's file may hold. */
#define NET_SEAT_MAX_FILE 4096
/* How long a seat is kept to be offered again (net_seat_latest). */
#define NET_SEAT_KEPT_HOURS 24

typedef struct {
  char url[NET_SEAT_MAX_URL + 1];      /* ws://HOST:PORT/t/CODE (before: ws://HOST:PORT/) */
  char link[NET_SEAT_MAX_URL + 1];     /* euchre://HOST:PORT/CODE */
  char code[NET_CODE_LEN + 1];
  char token[NET_TOKEN_LEN + 1];
  char name[NET_MAX_NAME * 4 + 1];
} NetSavedSeat;

/* Reads one seat's file (at most NET_SEAT_MAX_FILE bytes). */
gboolean  net_seat_parse   (const char         *text,
                            gsize               len,
                            NetSavedSeat       *seat,
                            GError            **error);
char     *net_seat_format  (const NetSavedSeat *seat);

/* The folder the seats are kept in (newly allocated). */
char     *net_seat_dir     (void);
gboolean  net_seat_save    (const NetSavedSeat *seat,
                            GError            **error);
/* The seat kept for table @code, if one is. */
gboolean  net_seat_load    (const char         *code,
                            NetSavedSeat       *seat);
void      net_seat_forget  (const char         *code);
/* The seat kept last (the newest file), if any.  Seats kept longer than
 * NET_SEAT_KEPT_HOURS are forgotten (their files removed) on the way. */
gboolean  net_seat_latest  (NetSavedSeat       *seat);

G_END_DECLS
