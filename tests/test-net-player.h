/* test-net-player.h — a protocol client that plays, for the online tables' tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keeps everything its connection was told (the event lines in order),
 * checks every reveal against the commitment and the cards it saw (as a
 * real client must), and takes the first legal action when asked, while
 * its `play` flag is set.
 */
#pragma once

#include "euchre-ai.h"
#include "net-fair.h"
#include "net-soup.h"

G_BEGIN_DECLS

typedef struct _TestPlayer TestPlayer;

struct _TestPlayer {
  NetClient *client;
  char name[NET_MAX_NAME * 4 + 1];     /* a name as long as a table takes */
  gint seat;
  char code[32];
  char token[NET_TOKEN_LEN + 1];
  EuchreRules rules;
  GPtrArray *lines;             /* the event lines since the last welcome */
  NetMessage table;             /* the last "table" */
  gboolean have_table;
  gboolean play;                /* act when asked */
  gboolean *stop;               /* if set and TRUE, do not act */
  gboolean tamper;              /* also check each reveal with one salt digit changed */
  gboolean order_up;            /* orders up (not alone) when it may: the dealer then
                                 * discards, a card hidden from the others */
  EuchreActionList legal;       /* the last turn's actions, n = 0 once acted */
  EuchreAction pending;         /* the last action sent (re-sent after "slow-down") */
  gboolean has_pending;
  guint retry_id;
  guint welcomes, turns, pongs, errors, commits, reveals;
  guint verified, verify_failed, tamper_detected;
  char last_error[32];
  char last_error_text[NET_MAX_STRING + 1];
  GHashTable *error_counts;     /* code → count */
  gboolean game_over, closed;
  NetFairSeen seen;
  EuchreCardSet hand;           /* the seat's last dealt hand */
  guint game;                   /* the last "table"'s game number */
  GHashTable *commitments;      /* "GAME:HAND" → digest, as the window keeps them */
  guint second_commitments;     /* a hand committed to again, to another deck */
};

TestPlayer *test_player_new        (const char *url,
                                    const char *name);
void        test_player_free       (TestPlayer *self);
/* Drops the connection (as a lost network would); the player stays. */
void        test_player_drop       (TestPlayer *self);
/* A new connection that resumes the seat with the token. */
void        test_player_reconnect  (TestPlayer *self,
                                    const char *url);
void        test_player_send       (TestPlayer *self,
                                    const NetMessage *msg);
void        test_player_create     (TestPlayer *self);
void        test_player_join       (TestPlayer *self,
                                    const char *code,
                                    gint        seat);
/* Takes the turn it was told while stopped (its `stop` flag now FALSE). */
void        test_player_act        (TestPlayer *self);
guint       test_player_error_count (TestPlayer *self,
                                     const char *code);
/* What @seat should have been told of the game @record_text: every event
 * through euchre_event_for_seat(), and "hand" after each "dealt". */
GPtrArray  *test_expected_lines    (const char *record_text,
                                    guint       seat);
/* Asserts that @got holds exactly @expected. */
void        test_assert_lines      (GPtrArray  *got,
                                    GPtrArray  *expected,
                                    const char *who);

/* Asserts that no line of @got (what @seat was told of the game
 * @record_text, in order) names a card another seat was dealt (or one
 * left in the kitty) before that card is played.  The card names are
 * read from the text here, and each seat's cards taken from the
 * record's deals, not from the protocol's code (which writes the lines
 * the other checks compare with). */
void        test_assert_no_leak    (GPtrArray  *got,
                                    const char *record_text,
                                    guint       seat,
                                    const char *who);
/* test_expected_lines(), test_assert_lines() and test_assert_no_leak()
 * on what @seat was told. */
void        test_assert_seat_lines (GPtrArray  *got,
                                    const char *record_text,
                                    guint       seat,
                                    const char *who);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPlayer, test_player_free)

G_END_DECLS
