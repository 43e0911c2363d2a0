/* euchre-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "euchre-game.h"

/* A computer seat: its strategy, shared with any decision in flight so
 * that the strategy outlives a game that is disposed meanwhile. */
typedef struct {
  EuchreStrategy *strategy;
  GMutex lock;            /* one decision at a time per strategy */
} Seat;

static void
seat_clear (gpointer data)
{
  Seat *seat = data;

  euchre_strategy_free (seat->strategy);
  g_mutex_clear (&seat->lock);
}

static Seat *
seat_new (const char *strategy_id, EuchrePersonality personality, guint64 seed)
{
  EuchreStrategy *strategy = euchre_strategy_new (strategy_id, personality, seed);
  Seat *seat;

  if (strategy == NULL)
    return NULL;
  seat = g_atomic_rc_box_new0 (Seat);
  seat->strategy = strategy;
  g_mutex_init (&seat->lock);
  return seat;
}

static void
seat_unref (Seat *seat)
{
  g_atomic_rc_box_release_full (seat, seat_clear);
}

/* One computer decision, run in a thread on copies. */
typedef struct {
  GWeakRef game;
  Seat *seat;
  EuchreView view;
  EuchreActionList legal;
  guint serial;           /* record length when asked: stale if it changed */
  EuchreAction result;
} AiJob;

static gint jobs_in_flight;

guint
euchre_game_get_jobs_in_flight (void)
{
  return (guint) g_atomic_int_get (&jobs_in_flight);
}

static void
ai_job_free (gpointer data)
{
  AiJob *job = data;

  (void) g_atomic_int_add (&jobs_in_flight, -1);
  g_weak_ref_clear (&job->game);
  seat_unref (job->seat);
  g_free (job);
}

struct _EuchreGame {
  GObject parent_instance;

  EuchreState state;
  EuchreRecord *record;
  Seat *seats[4];               /* NULL: human */
  char *hint_strategy;
  guint64 seed_counter;

  guint ai_delay_ms;
  gboolean paused;
  guint holds;
  gboolean auto_play;

  guint timeout_id;
  GCancellable *cancellable;    /* the decision in flight, if any */
  char *save_path;
};

G_DEFINE_FINAL_TYPE (EuchreGame, euchre_game, G_TYPE_OBJECT)

static EuchreRules *
rules_copy (const EuchreRules *rules)
{
  return g_memdup2 (rules, sizeof *rules);
}

static EuchreAction *
action_copy (const EuchreAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

G_DEFINE_BOXED_TYPE (EuchreRules, euchre_rules, rules_copy, g_free)
G_DEFINE_BOXED_TYPE (EuchreAction, euchre_action, action_copy, g_free)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_TURN_SEAT,
  PROP_DEALER,
  PROP_TRUMP,
  PROP_MAKER,
  PROP_ALONE,
  PROP_SCORE_NS,
  PROP_SCORE_EW,
  PROP_TRICKS_NS,
  PROP_TRICKS_EW,
  PROP_UPCARD,
  PROP_RULES,
  PROP_AI_DELAY_MS,
  PROP_PAUSED,
  PROP_AUTO_PLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  HAND_STARTED,
  BID,
  TRUMP_MADE,
  DISCARDED,
  CARD_PLAYED,
  TRICK_WON,
  HAND_SCORED,
  GAME_OVER,
  HUMAN_TURN,
  SAVE_FAILED,
  RESTARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule (EuchreGame *self);

/* The value of each state-derived property, for notify-on-change. */
static guint
state_property (const EuchreState *s, guint prop)
{
  const EuchrePublic *p = &s->pub;

  switch (prop)
    {
    case PROP_PHASE: return p->phase;
    case PROP_TURN_SEAT: return p->turn;
    case PROP_DEALER: return p->dealer;
    case PROP_TRUMP: return p->trump;
    case PROP_MAKER: return p->maker;
    case PROP_ALONE: return p->alone;
    case PROP_SCORE_NS: return p->score[0];
    case PROP_SCORE_EW: return p->score[1];
    case PROP_TRICKS_NS: return p->tricks[0];
    case PROP_TRICKS_EW: return p->tricks[1];
    case PROP_UPCARD: return p->upcard;
    default: g_assert_not_reached ();
    }
}

static void
notify_changes (EuchreGame *self, const EuchreState *before)
{
  g_object_freeze_notify (G_OBJECT (self));
  for (guint prop = PROP_PHASE; prop <= PROP_UPCARD; prop++)
    if (state_property (before, prop) != state_property (&self->state, prop))
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  if (!euchre_rules_equal (&before->pub.rules, &self->state.pub.rules))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
cancel_pending (EuchreGame *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->cancellable)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
}

static void
autosave (EuchreGame *self)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;

  if (self->save_path == NULL)
    return;
  text = euchre_record_to_string (self->record);
  dir = g_path_get_dirname (self->save_path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), dir, g_strerror (saved_errno));
    }
  else
    g_file_set_contents (self->save_path, text, -1, &error);
  if (error != NULL)
    g_signal_emit (self, signals[SAVE_FAILED], 0, error->message);
}

/* Turns what an action caused into the model's signals. */
static void
emit_events (EuchreGame *self, const EuchreEventList *events)
{
  for (guint i = 0; i < events->n; i++)
    {
      const EuchreEvent *e = &events->events[i];

      switch (e->type)
        {
        case EUCHRE_EVENT_DEALT:
          g_signal_emit (self, signals[HAND_STARTED], 0, (guint) e->seat, (guint) e->card);
          break;
        case EUCHRE_EVENT_BID:
          g_signal_emit (self, signals[BID], 0, (guint) e->seat, &e->action);
          break;
        case EUCHRE_EVENT_TRUMP_MADE:
          g_signal_emit (self, signals[TRUMP_MADE], 0, (guint) e->seat, (guint) e->suit,
                         (gboolean) e->alone);
          break;
        case EUCHRE_EVENT_DISCARDED:
          /* Only the person sees the card they put away. */
          g_signal_emit (self, signals[DISCARDED], 0, (guint) e->seat,
                         (guint) (self->seats[e->seat] == NULL ? e->card : EUCHRE_CARD_NONE));
          break;
        case EUCHRE_EVENT_CARD_PLAYED:
          g_signal_emit (self, signals[CARD_PLAYED], 0, (guint) e->seat, (guint) e->card);
          break;
        case EUCHRE_EVENT_TRICK_WON:
          {
            g_autoptr (GBytes) cards = g_bytes_new (e->cards, sizeof e->cards);

            g_signal_emit (self, signals[TRICK_WON], 0, (guint) e->seat, cards);
          }
          break;
        case EUCHRE_EVENT_HAND_SCORED:
          g_signal_emit (self, signals[HAND_SCORED], 0, (guint) e->side, (guint) e->points,
                         (guint) e->kind);
          break;
        case EUCHRE_EVENT_GAME_OVER:
          g_signal_emit (self, signals[GAME_OVER], 0, (guint) e->side);
          break;
        default:
          /* The table shows the rest from the properties and the view. */
          break;
        }
    }
}

/* Applies @a for the seat to act; on success records, saves, emits,
 * notifies and schedules the next turn. */
static gboolean
apply_action (EuchreGame *self, const EuchreAction *a, GError **error)
{
  EuchreState before = self->state;
  guint seat = self->state.pub.turn;
  EuchreEventList events;

  if (!euchre_state_apply_events (&self->state, a, &events, error))
    return FALSE;
  cancel_pending (self);
  euchre_record_append (self->record, seat, a);
  autosave (self);
  emit_events (self, &events);
  notify_changes (self, &before);
  schedule (self);
  return TRUE;
}

static void
ai_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AiJob *job = data;

  /* A task must always return, or it is never freed. */
  if (g_task_return_error_if_cancelled (task))
    return;
  g_mutex_lock (&job->seat->lock);
  job->result = euchre_strategy_choose (job->seat->strategy, &job->view, &job->legal, NULL);
  g_mutex_unlock (&job->seat->lock);
  g_task_return_boolean (task, TRUE);
}

static void
ai_done (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = G_TASK (result);
  AiJob *job = g_task_get_task_data (task);
  g_autoptr (EuchreGame) self = g_weak_ref_get (&job->game);
  g_autoptr (GError) error = NULL;

  /* A game that is gone, a new game, or a cancelled move: drop it. */
  if (self == NULL || g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;
  if (!g_task_propagate_boolean (task, &error))
    return;
  if (job->serial != euchre_record_length (self->record))
    return;
  g_clear_object (&self->cancellable);
  if (!apply_action (self, &job->result, &error))
    g_critical ("A computer player's move was refused: %s", error->message);
}

static void
start_ai_turn (EuchreGame *self)
{
  guint seat = self->state.pub.turn;
  AiJob *job = g_new0 (AiJob, 1);
  g_autoptr (GTask) task = NULL;

  g_atomic_int_inc (&jobs_in_flight);
  g_weak_ref_init (&job->game, self);
  job->seat = g_atomic_rc_box_acquire (self->seats[seat]);
  euchre_state_get_view (&self->state, seat, &job->view);
  euchre_view_legal_actions (&job->view, &job->legal);
  job->serial = euchre_record_length (self->record);

  self->cancellable = g_cancellable_new ();
  /* No source object: the task must not keep a disposed game alive. */
  task = g_task_new (NULL, self->cancellable, ai_done, NULL);
  g_task_set_source_tag (task, start_ai_turn);
  g_task_set_task_data (task, job, ai_job_free);
  g_task_run_in_thread (task, ai_thread);
}

/* A move the model makes by itself: dealing, or a forced card. */
static gboolean
automatic_cb (gpointer data)
{
  EuchreGame *self = data;
  EuchreActionList list;
  g_autoptr (GError) error = NULL;

  self->timeout_id = 0;
  euchre_state_legal_actions (&self->state, &list);
  g_assert (list.n == 1);
  if (!apply_action (self, &list.actions[0], &error))
    g_critical ("An automatic move was refused: %s", error->message);
  return G_SOURCE_REMOVE;
}

static gboolean
ai_turn_cb (gpointer data)
{
  EuchreGame *self = data;

  self->timeout_id = 0;
  start_ai_turn (self);
  return G_SOURCE_REMOVE;
}

static void
schedule (EuchreGame *self)
{
  EuchreActionList list;
  guint seat = self->state.pub.turn;
  gboolean human;

  cancel_pending (self);
  if (self->state.pub.phase == EUCHRE_PHASE_GAME_OVER || self->paused || self->holds > 0)
    return;

  euchre_state_legal_actions (&self->state, &list);
  human = self->seats[seat] == NULL;
  if (list.n == 1 && list.actions[0].type == EUCHRE_ACTION_DEAL)
    self->timeout_id = g_timeout_add (self->ai_delay_ms, automatic_cb, self);
  else if (human && self->auto_play && list.n == 1 &&
           self->state.pub.phase == EUCHRE_PHASE_PLAY)
    self->timeout_id = g_timeout_add (self->ai_delay_ms, automatic_cb, self);
  else if (human)
    g_signal_emit (self, signals[HUMAN_TURN], 0, &list);
  else
    self->timeout_id = g_timeout_add (self->ai_delay_ms, ai_turn_cb, self);
}

static void
euchre_game_dispose (GObject *object)
{
  EuchreGame *self = EUCHRE_GAME (object);

  cancel_pending (self);
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&self->seats[s], seat_unref);
  G_OBJECT_CLASS (euchre_game_parent_class)->dispose (object);
}

static void
euchre_game_finalize (GObject *object)
{
  EuchreGame *self = EUCHRE_GAME (object);

  g_clear_pointer (&self->record, euchre_record_free);
  g_free (self->hint_strategy);
  g_free (self->save_path);
  G_OBJECT_CLASS (euchre_game_parent_class)->finalize (object);
}

static void
euchre_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreGame *self = EUCHRE_GAME (object);

  switch (prop_id)
    {
    case PROP_ALONE:
      g_value_set_boolean (value, self->state.pub.alone);
      break;
    case PROP_PHASE:
    case PROP_TURN_SEAT:
    case PROP_DEALER:
    case PROP_TRUMP:
    case PROP_MAKER:
    case PROP_SCORE_NS:
    case PROP_SCORE_EW:
    case PROP_TRICKS_NS:
    case PROP_TRICKS_EW:
    case PROP_UPCARD:
      g_value_set_uint (value, state_property (&self->state, prop_id));
      break;
    case PROP_RULES:
      g_value_set_boxed (value, &self->state.pub.rules);
      break;
    case PROP_AI_DELAY_MS:
      g_value_set_uint (value, self->ai_delay_ms);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_AUTO_PLAY:
      g_value_set_boolean (value, self->auto_play);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_game_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  EuchreGame *self = EUCHRE_GAME (object);

  switch (prop_id)
    {
    case PROP_AI_DELAY_MS:
      euchre_game_set_ai_delay_ms (self, g_value_get_uint (value));
      break;
    case PROP_PAUSED:
      euchre_game_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_AUTO_PLAY:
      euchre_game_set_auto_play (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
uint_property (const char *name, const char *nick, guint max)
{
  return g_param_spec_uint (name, nick, NULL, 0, max, 0,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
euchre_game_class_init (EuchreGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = euchre_game_dispose;
  object_class->finalize = euchre_game_finalize;
  object_class->get_property = euchre_game_get_property;
  object_class->set_property = euchre_game_set_property;

  /* Seats, suits and cards are numbers as in the engine; 255 means none. */
  properties[PROP_PHASE] = uint_property ("phase", "Phase", EUCHRE_N_PHASES);
  properties[PROP_TURN_SEAT] = uint_property ("turn-seat", "Turn seat", 255);
  properties[PROP_DEALER] = uint_property ("dealer", "Dealer", 3);
  properties[PROP_TRUMP] = uint_property ("trump", "Trump", EUCHRE_SUIT_NONE);
  properties[PROP_MAKER] = uint_property ("maker", "Maker", 255);
  properties[PROP_ALONE] =
    g_param_spec_boolean ("alone", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_NS] = uint_property ("score-ns", "Score N/S", 255);
  properties[PROP_SCORE_EW] = uint_property ("score-ew", "Score E/W", 255);
  properties[PROP_TRICKS_NS] = uint_property ("tricks-ns", "Tricks N/S", 5);
  properties[PROP_TRICKS_EW] = uint_property ("tricks-ew", "Tricks E/W", 5);
  properties[PROP_UPCARD] = uint_property ("upcard", "Upcard", 255);
  properties[PROP_RULES] =
    g_param_spec_boxed ("rules", NULL, NULL, EUCHRE_TYPE_RULES,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AI_DELAY_MS] =
    g_param_spec_uint ("ai-delay-ms", NULL, NULL, 0, 10000, 600,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTO_PLAY] =
    g_param_spec_boolean ("auto-play", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (dealer, upcard) */
  signals[HAND_STARTED] = g_signal_new ("hand-started", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (seat, action): passes, orders, calls and lone defences */
  signals[BID] = g_signal_new ("bid", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                               NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT,
                               EUCHRE_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* (seat, suit, alone) */
  signals[TRUMP_MADE] = g_signal_new ("trump-made", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                      G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /* (dealer, card): the card only when the dealer is the person */
  signals[DISCARDED] = g_signal_new ("discarded", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                     G_TYPE_UINT, G_TYPE_UINT);
  /* (seat, card) */
  signals[CARD_PLAYED] = g_signal_new ("card-played", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       G_TYPE_UINT, G_TYPE_UINT);
  /* (winner, cards): four bytes, the card of each seat or 255 */
  signals[TRICK_WON] = g_signal_new ("trick-won", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                     G_TYPE_UINT, G_TYPE_BYTES);
  /* (side, points, kind): an EuchreResultKind; PASSED with 0 points */
  signals[HAND_SCORED] = g_signal_new ("hand-scored", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                       G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /* (side) */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                     G_TYPE_UINT);
  /* (const EuchreActionList *legal) */
  signals[HUMAN_TURN] = g_signal_new ("human-turn", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                      G_TYPE_POINTER);
  /* (): a new or loaded game replaced everything: redraw from the state */
  signals[RESTARTED] = g_signal_new ("restarted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (message): the autosave could not be written; play goes on */
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_STRING);
}

static void
euchre_game_init (EuchreGame *self)
{
  EuchreRules rules;

  self->ai_delay_ms = 600;
  self->hint_strategy = g_strdup ("simple");
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_state_init (&self->state, &rules, 0);
  self->record = euchre_record_new (&rules, 0);
  self->seed_counter = g_get_real_time ();
  for (guint s = 1; s < 4; s++)
    self->seats[s] = seat_new ("simple", EUCHRE_PERSONALITY_NORMAL, s);
}

EuchreGame *
euchre_game_new (void)
{
  return g_object_new (EUCHRE_TYPE_GAME, NULL);
}

static void
restart_from (EuchreGame *self, const EuchreState *state, EuchreRecord *record)
{
  EuchreState before = self->state;

  cancel_pending (self);
  self->state = *state;
  g_clear_pointer (&self->record, euchre_record_free);
  self->record = record;
  autosave (self);
  g_signal_emit (self, signals[RESTARTED], 0);
  notify_changes (self, &before);
  schedule (self);
}

void
euchre_game_start (EuchreGame *self, const EuchreRules *rules, guint32 seed)
{
  EuchreState state;

  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (rules != NULL && euchre_rules_validate (rules, NULL));

  euchre_state_init (&state, rules, seed);
  restart_from (self, &state, euchre_record_new (rules, seed));
}

gboolean
euchre_game_load (EuchreGame *self, const char *text, GError **error)
{
  EuchreState state;
  EuchreRecord *record;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  record = euchre_record_parse (text, &state, error);
  if (record == NULL)
    return FALSE;
  restart_from (self, &state, record);
  return TRUE;
}

/* The first free "PATH.corrupt-N". */
static char *
corrupt_name (const char *path)
{
  for (guint n = 1;; n++)
    {
      char *name = g_strdup_printf ("%s.corrupt-%u", path, n);

      if (!g_file_test (name, G_FILE_TEST_EXISTS))
        return name;
      g_free (name);
    }
}

/* Moves the unreadable save aside; FALSE (errno set) when it cannot be. */
static gboolean
keep_aside (EuchreGame *self, char **kept)
{
  *kept = corrupt_name (self->save_path);
  return g_rename (self->save_path, *kept) == 0;
}

EuchreResumeResult
euchre_game_resume (EuchreGame *self, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (EuchreRecord) record = NULL;
  EuchreState state;
  guint stopped_at = 0;
  gsize length = 0;
  gboolean whole = FALSE;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), EUCHRE_RESUME_NOTHING);

  if (self->save_path == NULL || !g_file_test (self->save_path, G_FILE_TEST_EXISTS))
    return EUCHRE_RESUME_NOTHING;
  if (g_file_get_contents (self->save_path, &text, &length, &local))
    {
      record = euchre_record_parse_prefix (text, &state, &stopped_at, &local);
      /* Bytes after a NUL (what a crash can leave) are damage too. */
      whole = record != NULL && stopped_at == 0 && strlen (text) == length;
    }
  if (whole)
    {
      restart_from (self, &state, g_steal_pointer (&record));
      return EUCHRE_RESUME_RESUMED;
    }

  /* The parser's words (line numbers, expected tokens) are for bug
   * reports, not for the player: they go to the debug log. */
  if (record != NULL)
    g_debug ("Saved game %s read up to line %u (0: a NUL)", self->save_path, stopped_at);
  else
    g_debug ("Saved game %s not read: %s", self->save_path, local->message);

  /* The front is sound and at least one move reads: the game goes on from
   * its last whole move, once the file as it was is safe beside it. */
  if (record != NULL && euchre_record_length (record) > 0)
    {
      if (keep_aside (self, &kept))
        {
          restart_from (self, &state, g_steal_pointer (&record));
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Part of your saved game was damaged. The game goes on from the "
                         "last move that could be read, and the damaged file was kept as %s."),
                       kept);
          return EUCHRE_RESUME_PARTIAL;
        }
    }
  else if (keep_aside (self, &kept))
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("Your saved game could not be read, so a new game begins. The file was "
                     "kept as %s."), kept);
      return EUCHRE_RESUME_CORRUPT;
    }

  {
    int saved_errno = errno;

    /* Saving the next game there would overwrite the only copy. */
    g_clear_pointer (&self->save_path, g_free);
    g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                 _("Your saved game could not be read, nor moved aside (%s). It stays as it "
                   "is, and this game will not be saved."),
                 g_strerror (saved_errno));
  }
  return EUCHRE_RESUME_CORRUPT;
}

gboolean
euchre_game_get_in_progress (EuchreGame *self)
{
  const EuchreRecord *record;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);

  record = self->record;
  if (record == NULL || self->state.pub.phase == EUCHRE_PHASE_GAME_OVER)
    return FALSE;
  if (self->state.pub.score[0] != 0 || self->state.pub.score[1] != 0)
    return TRUE;
  for (guint i = 0; i < euchre_record_length (record); i++)
    {
      const EuchreRecordEntry *e = &g_array_index (record->entries, EuchreRecordEntry, i);

      if (e->seat == EUCHRE_HUMAN_SEAT && e->action.type != EUCHRE_ACTION_DEAL)
        return TRUE;
    }
  return FALSE;
}

char *
euchre_game_to_string (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  return euchre_record_to_string (self->record);
}

gboolean
euchre_game_set_seat (EuchreGame *self, guint seat, const char *strategy_id,
                      EuchrePersonality personality)
{
  Seat *new_seat = NULL;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < 4, FALSE);

  if (strategy_id == NULL && seat != EUCHRE_HUMAN_SEAT)
    return FALSE;
  if (strategy_id != NULL)
    {
      new_seat = seat_new (strategy_id, personality, ++self->seed_counter);
      if (new_seat == NULL)
        return FALSE;
    }
  g_clear_pointer (&self->seats[seat], seat_unref);
  self->seats[seat] = new_seat;
  if (self->state.pub.turn == seat)
    schedule (self);
  return TRUE;
}

const char *
euchre_game_get_seat_strategy (EuchreGame *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return self->seats[seat] ? euchre_strategy_get_id (self->seats[seat]->strategy) : NULL;
}

void
euchre_game_set_hint_strategy (EuchreGame *self, const char *strategy_id)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (euchre_strategy_lookup (strategy_id) != NULL);

  g_free (self->hint_strategy);
  self->hint_strategy = g_strdup (strategy_id);
}

const EuchreState *
euchre_game_get_state (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  return &self->state;
}

void
euchre_game_get_view (EuchreGame *self, guint seat, EuchreView *view)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));
  euchre_state_get_view (&self->state, seat, view);
}

static gboolean
human_may_act (EuchreGame *self, GError **error)
{
  if (self->state.pub.phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_GAME_OVER, _("The game is over."));
      return FALSE;
    }
  if (self->state.pub.phase == EUCHRE_PHASE_DEAL || self->state.pub.phase == EUCHRE_PHASE_HAND_OVER)
    {
      /* The model deals by itself. */
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("Wait for the cards to be dealt."));
      return FALSE;
    }
  if (self->state.pub.turn >= 4 || self->seats[self->state.pub.turn] != NULL)
    {
      g_set_error_literal (error, EUCHRE_ERROR, EUCHRE_ERROR_NOT_YOUR_TURN,
                           _("Wait for your turn."));
      return FALSE;
    }
  return TRUE;
}

guint
euchre_game_get_human_actions (EuchreGame *self, EuchreActionList *list)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), 0);

  list->n = 0;
  if (!human_may_act (self, NULL))
    return 0;
  return euchre_state_legal_actions (&self->state, list);
}

gboolean
euchre_game_act (EuchreGame *self, const EuchreAction *action, GError **error)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!human_may_act (self, error))
    return FALSE;
  return apply_action (self, action, error);
}

gboolean
euchre_game_pass (EuchreGame *self, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_order_up (EuchreGame *self, gboolean alone, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_ORDER_UP, 0, 0, alone);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_call (EuchreGame *self, EuchreSuit suit, gboolean alone, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_CALL, 0, suit, alone);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_defend_alone (EuchreGame *self, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, 0, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_discard (EuchreGame *self, EuchreCard card, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_DISCARD, card, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_play (EuchreGame *self, EuchreCard card, GError **error)
{
  EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

  return euchre_game_act (self, &a, error);
}

gboolean
euchre_game_hint (EuchreGame *self, EuchreAction *action, const char **reason)
{
  EuchreActionList list;
  EuchreView view;
  g_autoptr (EuchreStrategy) strategy = NULL;
  const char *why = NULL;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (euchre_game_get_human_actions (self, &list) == 0)
    return FALSE;
  euchre_state_get_view (&self->state, self->state.pub.turn, &view);
  strategy = euchre_strategy_new (self->hint_strategy, EUCHRE_PERSONALITY_NORMAL,
                                  ++self->seed_counter);
  *action = euchre_strategy_choose (strategy, &view, &list, &why);
  if (reason)
    *reason = why ? _(why) : NULL;
  return TRUE;
}

void
euchre_game_set_save_path (EuchreGame *self, const char *path)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  g_free (self->save_path);
  self->save_path = g_strdup (path);
}

const char *
euchre_game_get_save_path (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  return self->save_path;
}

guint
euchre_game_get_ai_delay_ms (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), 0);
  return self->ai_delay_ms;
}

void
euchre_game_set_ai_delay_ms (EuchreGame *self, guint delay_ms)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  delay_ms = MIN (delay_ms, 10000);
  if (self->ai_delay_ms == delay_ms)
    return;
  self->ai_delay_ms = delay_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AI_DELAY_MS]);
}

void
euchre_game_hold (EuchreGame *self)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  if (self->holds++ == 0)
    cancel_pending (self);
}

void
euchre_game_release (EuchreGame *self)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds == 0 && !self->paused)
    schedule (self);
}

gboolean
euchre_game_get_paused (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->paused;
}

void
euchre_game_set_paused (EuchreGame *self, gboolean paused)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    cancel_pending (self);
  else if (self->holds == 0)
    schedule (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
euchre_game_get_auto_play (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  return self->auto_play;
}

void
euchre_game_set_auto_play (EuchreGame *self, gboolean auto_play)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  auto_play = !!auto_play;
  if (self->auto_play == auto_play)
    return;
  self->auto_play = auto_play;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_PLAY]);
}
