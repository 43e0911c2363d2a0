/* euchre-replay-private.h — what the replay model's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "euchre-egn.h"
#include "euchre-record.h"
#include "euchre-replay.h"

G_BEGIN_DECLS

/* The replay's fields, shared by its files. */
struct _EuchreReplay
{
  GObject parent_instance;

  EuchreEgn *egn;               /* NULL for a record */
  EuchreRecord *record;         /* owned only when @egn is NULL */
  GArray *states;               /* EuchreState: before each action, and the end */
  char *title;
  char *problem;
  char *players[4];             /* a match's names for the seats, or NULL */
  guint n_deals;
  guint cursor;
  guint won_step;               /* the step the game was won at when the file plays on, or 0 */
};

/* The record's entry @i; the state before entry @cursor (the end after
 * the last). */
const EuchreRecordEntry *euchre_replay_entry_at (EuchreReplay *self,
                                                 guint         i);
const EuchreState       *euchre_replay_state_at (EuchreReplay *self,
                                                 guint         cursor);

/* A replay of @egn (taken; freed with the replay, or at once on failure
 * when the replay was made), with a match's names for the seats
 * (@players, or NULL) and @fallback_title when the game has none. */
EuchreReplay *euchre_replay_new_from_egn (EuchreEgn    *egn,
                                          char *const  *players,
                                          const char   *fallback_title,
                                          GError      **error);

/* @file whole when it holds at most @max bytes, through the bounded reader
 * (never a pipe, a device or a folder); NULL and @error otherwise. */
char *euchre_replay_load_bounded (GFile         *file,
                                  gsize          max,
                                  GCancellable  *cancellable,
                                  gsize         *length,
                                  GError       **error);

G_END_DECLS
