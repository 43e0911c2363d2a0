/* euchre-game.c — the game object: its properties and signals, and
 * applying every move (see euchre-game-private.h for the other files of
 * the model)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-event.h"
#include "euchre-game-private.h"

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
  PROP_CAN_UNDO,
  PROP_UNDO_USED,
  PROP_UNDO_ALLOWED,
  PROP_CATCHING_UP,
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

void
euchre_game_emit_human_turn (EuchreGame *self, const EuchreActionList *legal)
{
  g_signal_emit (self, signals[HUMAN_TURN], 0, legal);
}

void
euchre_game_emit_save_failed (EuchreGame *self, const char *message)
{
  g_signal_emit (self, signals[SAVE_FAILED], 0, message);
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
                         (guint) (self->seats[e->seat] == NULL &&
                                   (self->remote == NULL || e->seat == EUCHRE_HUMAN_SEAT)
                                   ? e->card : EUCHRE_CARD_NONE));
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

gboolean
euchre_game_apply_action (EuchreGame *self, const EuchreAction *a, GError **error)
{
  EuchreState before = self->state;
  guint seat = self->state.pub.turn;
  EuchreEventList events;

  if (!euchre_state_apply_events (&self->state, a, &events, error))
    return FALSE;
  euchre_game_cancel_pending (self);
  if (euchre_game_is_undo_point (&before))
    self->undo_point = euchre_record_length (self->record);
  euchre_record_append (self->record, seat, a);
  euchre_game_update_can_undo (self);
  euchre_game_autosave (self);
  emit_events (self, &events);
  notify_changes (self, &before);
  euchre_game_schedule (self);
  return TRUE;
}

static void
euchre_game_dispose (GObject *object)
{
  EuchreGame *self = EUCHRE_GAME (object);

  euchre_game_cancel_pending (self);
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&self->seats[s], euchre_game_seat_unref);
  g_clear_pointer (&self->remote, euchre_game_remote_free);
  G_OBJECT_CLASS (euchre_game_parent_class)->dispose (object);
}

static void
euchre_game_finalize (GObject *object)
{
  EuchreGame *self = EUCHRE_GAME (object);

  g_clear_pointer (&self->record, euchre_record_free);
  g_clear_pointer (&self->reviews, g_ptr_array_unref);
  g_clear_pointer (&self->sheet_before, g_array_unref);
  euchre_game_set_save_path (self, NULL);
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
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_UNDO_USED:
      g_value_set_boolean (value, self->undo_used);
      break;
    case PROP_UNDO_ALLOWED:
      g_value_set_boolean (value, self->undo_allowed);
      break;
    case PROP_CATCHING_UP:
      g_value_set_boolean (value, euchre_game_remote_get_catching_up (self));
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
    case PROP_UNDO_ALLOWED:
      euchre_game_set_undo_allowed (self, g_value_get_boolean (value));
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

static GParamSpec *
boolean_property (const char *name, gboolean def, GParamFlags flags)
{
  return g_param_spec_boolean (name, NULL, NULL, def,
                               flags | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  properties[PROP_ALONE] = boolean_property ("alone", FALSE, G_PARAM_READABLE);
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
  properties[PROP_PAUSED] = boolean_property ("paused", FALSE, G_PARAM_READWRITE);
  properties[PROP_AUTO_PLAY] = boolean_property ("auto-play", FALSE, G_PARAM_READWRITE);
  /* The person's last choice can be taken back now (see euchre_game_undo()). */
  properties[PROP_CAN_UNDO] = boolean_property ("can-undo", FALSE, G_PARAM_READABLE);
  /* Undo was used in this game. */
  properties[PROP_UNDO_USED] = boolean_property ("undo-used", FALSE, G_PARAM_READABLE);
  properties[PROP_UNDO_ALLOWED] = boolean_property ("undo-allowed", TRUE, G_PARAM_READWRITE);
  /* An online table is telling the game so far: show it at once. */
  properties[PROP_CATCHING_UP] = boolean_property ("catching-up", FALSE, G_PARAM_READABLE);
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
  self->save_lock = -1;
  self->undo_allowed = TRUE;
  self->undo_point = G_MAXUINT;
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_state_init (&self->state, &rules, 0);
  self->record = euchre_record_new (&rules, 0);
  self->seed_counter = g_get_real_time ();
  for (guint s = 1; s < 4; s++)
    self->seats[s] = euchre_game_seat_new ("simple", EUCHRE_PERSONALITY_NORMAL, s);
}

EuchreGame *
euchre_game_new (void)
{
  return g_object_new (EUCHRE_TYPE_GAME, NULL);
}

void
euchre_game_restart_from (EuchreGame *self, const EuchreState *state, EuchreRecord *record)
{
  EuchreState before = self->state;
  gboolean same_record = self->record == record;

  euchre_game_cancel_pending (self);
  self->state = *state;
  if (!same_record)
    {
      g_clear_pointer (&self->record, euchre_record_free);
      self->record = record;
    }
  self->undo_point = euchre_game_find_undo_point (record, euchre_record_length (record), NULL);
  euchre_game_update_can_undo (self);
  euchre_game_review_restarted (self, same_record);
  euchre_game_autosave (self);
  g_signal_emit (self, signals[RESTARTED], 0);
  notify_changes (self, &before);
  euchre_game_schedule (self);
}

void
euchre_game_start (EuchreGame *self, const EuchreRules *rules, guint32 seed)
{
  EuchreState state;

  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (rules != NULL && euchre_rules_validate (rules, NULL));

  euchre_state_init (&state, rules, seed);
  euchre_game_set_undo_used (self, FALSE);
  euchre_game_restart_from (self, &state, euchre_record_new (rules, seed));
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
  euchre_game_set_undo_used (self, euchre_game_text_marks_undo (text));
  euchre_game_restart_from (self, &state, record);
  return TRUE;
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
  EuchreGameSeat *new_seat = NULL;

  g_return_val_if_fail (EUCHRE_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < 4, FALSE);

  if (strategy_id == NULL && seat != EUCHRE_HUMAN_SEAT)
    return FALSE;
  if (strategy_id != NULL)
    {
      new_seat = euchre_game_seat_new (strategy_id, personality, ++self->seed_counter);
      if (new_seat == NULL)
        return FALSE;
    }
  g_clear_pointer (&self->seats[seat], euchre_game_seat_unref);
  self->seats[seat] = new_seat;
  euchre_game_update_can_undo (self);
  if (self->state.pub.turn == seat)
    euchre_game_schedule (self);
  return TRUE;
}

const char *
euchre_game_get_seat_strategy (EuchreGame *self, guint seat)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < 4, NULL);

  return self->seats[seat] ? euchre_strategy_get_id (self->seats[seat]->strategy) : NULL;
}

const EuchreState *
euchre_game_get_state (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  return &self->state;
}

const EuchrePublic *
euchre_game_get_public (EuchreGame *self)
{
  g_return_val_if_fail (EUCHRE_IS_GAME (self), NULL);
  return &self->state.pub;
}

void
euchre_game_get_view (EuchreGame *self, guint seat, EuchreView *view)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));
  euchre_state_get_view (&self->state, seat, view);
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
    euchre_game_cancel_pending (self);
}

void
euchre_game_release (EuchreGame *self)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds == 0 && !self->paused)
    euchre_game_schedule (self);
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
    euchre_game_cancel_pending (self);
  else if (self->holds == 0)
    euchre_game_schedule (self);
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

void
euchre_game_notify_catching_up (EuchreGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATCHING_UP]);
}

void
euchre_game_notify_undo (EuchreGame *self, gboolean can_undo, gboolean used)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (self->undo_used != used)
    {
      self->undo_used = used;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_USED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
euchre_game_set_undo_allowed (EuchreGame *self, gboolean allowed)
{
  g_return_if_fail (EUCHRE_IS_GAME (self));

  allowed = !!allowed;
  if (self->undo_allowed == allowed)
    return;
  self->undo_allowed = allowed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_ALLOWED]);
  euchre_game_update_can_undo (self);
}
