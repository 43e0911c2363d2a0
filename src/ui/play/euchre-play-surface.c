/* euchre-play-surface.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-bid-bar.h"
#include "euchre-card-theme.h"
#include "euchre-coach.h"
#include "euchre-notice.h"
#include "euchre-play-surface.h"
#include "euchre-table-keys.h"

struct _EuchrePlaySurface {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *lesson_label;
  GtkWidget *lesson_scroll;
  GtkOverlay *overlay;
  EuchreTable *table;
  EuchreBidBar *bid_bar;

  EuchreGame *game;
  GSettings *settings;
  gboolean holding;             /* the game is held while the table is busy */
  gboolean result_held;         /* the game is held on a hand's result */
  gboolean hold_results;        /* results wait for the person (not online) */
  gboolean result_dismissed;    /* the person went on from this result */
  gboolean has_lesson;          /* a guide waits for lesson_action */
  EuchreAction lesson_action;
};

static void euchre_play_surface_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (EuchrePlaySurface, euchre_play_surface, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      euchre_play_surface_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum {
  PROP_0,
  PROP_GAME,
  PROP_RESULT_HELD,
  N_PROPS
};

enum {
  MOVE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- messages ---------------------------------------------------------------- */
/* A short message over the table: why a move was refused, what to wait for. */
void
euchre_play_surface_toast (EuchrePlaySurface *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_notice_show (self->overlay, text, 3);
}

/* A message whose text may be long (a reason with a path, words from a
 * table): it stays longer. Both wrap to the table's width, so that nothing
 * of them is cut off, even on a phone (euchre-notice.c). */
void
euchre_play_surface_toast_long (EuchrePlaySurface *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_notice_show (self->overlay, text, 6);
}

void
euchre_play_surface_offer (EuchrePlaySurface *self, const char *text, const char *button,
                           const char *action_name)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_notice_offer (self->overlay, text, button, action_name);
}

/* ---- the bid bar -------------------------------------------------------------- */
static EuchrePhase
phase (EuchrePlaySurface *self)
{
  return euchre_game_get_public (self->game)->phase;
}

void
euchre_play_surface_update (EuchrePlaySurface *self)
{
  EuchreView view;
  EuchreActionList list;

  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  if (self->game == NULL)
    return;
  euchre_game_get_view (self->game, EUCHRE_HUMAN_SEAT, &view);
  euchre_game_get_human_actions (self->game, &list);
  /* The model turns to the person as soon as the cards are dealt, while
   * the table is still showing the deal: no bid until it has been shown. */
  if (self->holding)
    list.n = 0;
  euchre_bid_bar_update (self->bid_bar, &view.pub, &list);
  if (list.n > 0)
    euchre_table_focus_hand (self->table);
  /* The move a guide waits for stays marked over every update until it is made. */
  if (list.n > 0 && self->has_lesson)
    {
      g_autofree char *what = euchre_coach_action_text (&view, &self->lesson_action);

      euchre_play_surface_show_hint (self, &self->lesson_action, what);
    }
}

void
euchre_play_surface_set_lesson (EuchrePlaySurface *self, const EuchreAction *action,
                                const char *text)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  self->has_lesson = action != NULL;
  if (action != NULL)
    self->lesson_action = *action;
  gtk_label_set_text (self->lesson_label, text ? text : "");
  gtk_widget_set_visible (self->lesson_scroll, text != NULL);
  euchre_play_surface_update (self);
}

/* Bids are taken once the table has shown what the model did: the deal in
 * flight holds the game (a finished trick on show holds it too, but a card
 * played then moves on, so the cards are not refused here). */
static gboolean
refuse_early_bid (EuchrePlaySurface *self)
{
  EuchrePhase p;

  if (self->game == NULL)
    return TRUE;
  p = phase (self);
  if (!self->holding || p == EUCHRE_PHASE_PLAY || p == EUCHRE_PHASE_GAME_OVER)
    return FALSE;
  euchre_play_surface_toast (self, _("Wait for the cards to be dealt."));
  return TRUE;
}

static void
move (EuchrePlaySurface *self, const EuchreAction *action)
{
  gboolean handled = FALSE;

  g_signal_emit (self, signals[MOVE], 0, action, &handled);
  euchre_play_surface_update (self);
}

static gboolean
euchre_play_surface_real_move (EuchrePlaySurface *self, gpointer action)
{
  g_autoptr (GError) error = NULL;

  if (self->game != NULL && !euchre_game_act (self->game, action, &error))
    euchre_play_surface_toast_long (self, error->message);
  return TRUE;
}

/* Pass, order up, call a suit (the target) or defend alone. */
static void
bid_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (widget);
  EuchreAction a;

  if (refuse_early_bid (self))
    return;
  a = euchre_bid_bar_action_for (name, param);
  move (self, &a);
}

static void
alone_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (widget);

  if (!refuse_early_bid (self))
    euchre_bid_bar_go_alone (self->bid_bar);
}

static void
card_activated_cb (EuchreTable *table, guint card, EuchrePlaySurface *self)
{
  EuchreAction a;

  if (self->game == NULL)
    return;
  a = euchre_action_make (phase (self) == EUCHRE_PHASE_DISCARD ? EUCHRE_ACTION_DISCARD
                          : EUCHRE_ACTION_PLAY, card, EUCHRE_SUIT_NONE, FALSE);
  move (self, &a);
}

/* While the table shows a deal or a finished trick, the game waits. */
static void
table_busy_cb (EuchreTable *table, GParamSpec *pspec, EuchrePlaySurface *self)
{
  gboolean busy;

  /* An online game catching up with its table (after a resume) is shown
   * as it stands, not move by move. Skipping calls back here, idle. */
  if (self->game != NULL && euchre_game_remote_get_catching_up (self->game) &&
      euchre_table_get_busy (table))
    euchre_table_skip (table);
  busy = euchre_table_get_busy (table);

  if (busy == self->holding || self->game == NULL)
    return;
  self->holding = busy;
  if (busy)
    euchre_game_hold (self->game);
  else
    euchre_game_release (self->game);
  euchre_play_surface_update (self);
}

/* ---- a hand's result, held until the person goes on --------------------------- */

/* Whether the game should wait on the hand just over: a person plays
 * here (not a computer in seat 0, a demo), and has not asked for the next
 * deal at once. */
static gboolean
want_result_held (EuchrePlaySurface *self)
{
  return self->game != NULL && self->hold_results && self->settings != NULL &&
         !self->result_dismissed &&
         !g_settings_get_boolean (self->settings, "next-deal-at-once") &&
         phase (self) == EUCHRE_PHASE_HAND_OVER &&
         euchre_game_get_seat_strategy (self->game, EUCHRE_HUMAN_SEAT) == NULL;
}

static void
set_result_held (EuchrePlaySurface *self, gboolean held)
{
  if (held == self->result_held)
    return;
  self->result_held = held;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.next-deal", held);
  euchre_table_set_result_held (self->table, held);
  if (held)
    euchre_game_hold (self->game);
  else
    euchre_game_release (self->game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT_HELD]);
}

static void
sync_result_held (EuchrePlaySurface *self)
{
  /* Once the deal is made, the next result waits again. */
  if (self->game == NULL || phase (self) != EUCHRE_PHASE_HAND_OVER)
    self->result_dismissed = FALSE;
  set_result_held (self, want_result_held (self));
}

static void
next_deal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (widget);

  /* Until the deal is made, whatever else changes. */
  self->result_dismissed = self->result_held;
  set_result_held (self, FALSE);
}

gboolean
euchre_play_surface_get_result_held (EuchrePlaySurface *self)
{
  g_return_val_if_fail (EUCHRE_IS_PLAY_SURFACE (self), FALSE);
  return self->result_held;
}

void
euchre_play_surface_set_hold_results (EuchrePlaySurface *self, gboolean hold)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  self->hold_results = hold;
  sync_result_held (self);
}

/* ---- settings ------------------------------------------------------------------ */
static void
apply_theme (EuchrePlaySurface *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "card-theme");
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (id, &error);

  if (theme == NULL)
    {
      /* TRANSLATORS: %s says why the theme could not be read */
      g_autofree char *text = g_strdup_printf (_("Card theme unavailable (%s): using the classic cards"),
                                               error->message);

      euchre_play_surface_toast (self, text);
      theme = euchre_card_theme_new ("default", NULL);
    }
  euchre_table_set_theme (self->table, theme);
}

/* No longer follows its settings (a new set of them, or going). */
static void
forget_settings (EuchrePlaySurface *self)
{
  if (self->settings == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->table)
    {
      g_settings_unbind (self->table, "animation-speed");
      g_settings_unbind (self->table, "trick-pause");
    }
  g_clear_object (&self->settings);
}

void
euchre_play_surface_set_settings (EuchrePlaySurface *self, GSettings *settings)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  forget_settings (self);
  self->settings = g_object_ref (settings);
  g_signal_connect_swapped (settings, "changed::card-theme", G_CALLBACK (apply_theme), self);
  g_signal_connect_swapped (settings, "changed::next-deal-at-once", G_CALLBACK (sync_result_held),
                            self);
  apply_theme (self);
  g_settings_bind (settings, "animation-speed", self->table, "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "trick-pause-ms", self->table, "trick-pause", G_SETTINGS_BIND_GET);
}

/* ---- the game ------------------------------------------------------------------ */
static void
game_changed_cb (EuchrePlaySurface *self)
{
  sync_result_held (self);
  euchre_play_surface_update (self);
}

static void
catching_up_cb (EuchrePlaySurface *self)
{
  table_busy_cb (self->table, NULL, self);
  euchre_play_surface_update (self);
}

/* A game loaded or a move taken back: a result it stands at is news. */
static void
game_restarted_cb (EuchrePlaySurface *self)
{
  self->result_dismissed = FALSE;
  game_changed_cb (self);
}

void
euchre_play_surface_set_game (EuchrePlaySurface *self, EuchreGame *game)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  g_return_if_fail (game == NULL || EUCHRE_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      set_result_held (self, FALSE);
      if (self->holding)
        euchre_game_release (self->game);
    }
  self->holding = FALSE;
  self->result_dismissed = FALSE;
  g_set_object (&self->game, game);
  euchre_table_set_game (self->table, game);
  if (game)
    {
      g_signal_connect_swapped (game, "human-turn", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (game, "notify::turn-seat", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (game, "restarted", G_CALLBACK (game_restarted_cb), self);
      g_signal_connect_swapped (game, "notify::catching-up", G_CALLBACK (catching_up_cb), self);
      /* A table busy already (a deal in flight) holds the new game too. */
      table_busy_cb (self->table, NULL, self);
      sync_result_held (self);
    }
  euchre_play_surface_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

EuchreGame *
euchre_play_surface_get_game (EuchrePlaySurface *self)
{
  g_return_val_if_fail (EUCHRE_IS_PLAY_SURFACE (self), NULL);
  return self->game;
}

/* ---- what the hosts ask --------------------------------------------------------- */
void
euchre_play_surface_set_seat_tag (EuchrePlaySurface *self, guint seat, const char *tag)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_table_set_seat_tag (self->table, seat, tag);
}

void
euchre_play_surface_set_players (EuchrePlaySurface *self, const char *const *players)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_table_set_players (self->table, players);
  euchre_bid_bar_set_players (self->bid_bar, players);
  euchre_play_surface_update (self);
}

void
euchre_play_surface_add_overlay (EuchrePlaySurface *self, GtkWidget *widget)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  gtk_overlay_add_overlay (self->overlay, widget);
}

void
euchre_play_surface_show_hint (EuchrePlaySurface *self, const EuchreAction *action,
                               const char *prompt)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  if (action->type == EUCHRE_ACTION_PLAY || action->type == EUCHRE_ACTION_DISCARD)
    euchre_table_highlight_card (self->table, action->card);
  else
    /* A bid: its button stands out, as the hint's card rises (issue 42.2). */
    euchre_bid_bar_highlight (self->bid_bar, action);
  euchre_bid_bar_set_prompt (self->bid_bar, prompt);
}

void
euchre_play_surface_skip (EuchrePlaySurface *self)
{
  g_return_if_fail (EUCHRE_IS_PLAY_SURFACE (self));
  euchre_table_skip (self->table);
}

EuchreTable *
euchre_play_surface_get_table (EuchrePlaySurface *self)
{
  g_return_val_if_fail (EUCHRE_IS_PLAY_SURFACE (self), NULL);
  return self->table;
}

/* ---- GtkBuildable: <child type="overlay"> goes over the table ---------------- */
static void
euchre_play_surface_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                               const char *type)
{
  if (g_strcmp0 (type, "overlay") == 0 && GTK_IS_WIDGET (child))
    euchre_play_surface_add_overlay (EUCHRE_PLAY_SURFACE (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
euchre_play_surface_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = euchre_play_surface_add_child;
}

/* ---- GObject ------------------------------------------------------------------- */
/* ---- the lesson, the table and the bid bar, one under the other ------------- */

/* The lesson's words get their whole height first, then the bid bar; the
 * table takes what is left (its minimum at least).  A box would share
 * the room out evenly, and cut the lesson mid-line on a phone
 * (issue 52.2); it scrolls only where even the table's minimum leaves
 * too little. */
static void
euchre_play_surface_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, orientation == GTK_ORIENTATION_VERTICAL ? for_size : -1,
                          &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        {
          *minimum += min;
          *natural += nat;
        }
      else
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
    }
}

static void
euchre_play_surface_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (widget);
  GtkWidget *order[] = { self->lesson_scroll, GTK_WIDGET (self->bid_bar),
                         GTK_WIDGET (self->overlay) };
  int min[3] = { 0 }, nat[3] = { 0 }, given[3], extra = height, y = 0;

  for (guint i = 0; i < 3; i++)
    if (gtk_widget_should_layout (order[i]))
      {
        gtk_widget_measure (order[i], GTK_ORIENTATION_VERTICAL, width, &min[i], &nat[i], NULL,
                            NULL);
        extra -= min[i];
      }
  /* GtkScrolledWindow gives its child's natural height at its natural
   * width (one long line): the lesson's is its words' at this width. */
  if (gtk_widget_should_layout (self->lesson_scroll))
    {
      GtkStyleContext *style = gtk_widget_get_style_context (self->lesson_scroll);
      GtkBorder padding, border;
      int words = 0;

      gtk_style_context_get_padding (style, &padding);
      gtk_style_context_get_border (style, &border);
      gtk_widget_measure (GTK_WIDGET (self->lesson_label), GTK_ORIENTATION_VERTICAL,
                          MAX (width - padding.left - padding.right - border.left - border.right, 0),
                          NULL, &words, NULL, NULL);
      nat[0] = MAX (nat[0], words + padding.top + padding.bottom + border.top + border.bottom);
    }
  extra = MAX (extra, 0);
  for (guint i = 0; i < 3; i++)
    {
      int more = i == 2 ? extra : MIN (extra, nat[i] - min[i]);

      given[i] = min[i] + more;
      extra -= more;
    }
  /* Top to bottom: the lesson, the table, the bar. */
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    for (guint i = 0; i < 3; i++)
      if (c == order[i] && gtk_widget_should_layout (c))
        {
          gtk_widget_size_allocate (c, &(GtkAllocation) { 0, y, width, given[i] }, -1);
          y += given[i];
        }
}

static GtkSizeRequestMode
euchre_play_surface_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
euchre_play_surface_dispose (GObject *object)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (object);

  if (self->table)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->game)
    euchre_play_surface_set_game (self, NULL);
  forget_settings (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), EUCHRE_TYPE_PLAY_SURFACE);
  G_OBJECT_CLASS (euchre_play_surface_parent_class)->dispose (object);
}

static void
euchre_play_surface_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_RESULT_HELD:
      g_value_set_boolean (value, self->result_held);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_play_surface_set_property (GObject *object, guint prop_id, const GValue *value,
                                  GParamSpec *pspec)
{
  EuchrePlaySurface *self = EUCHRE_PLAY_SURFACE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      euchre_play_surface_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_play_surface_class_init (EuchrePlaySurfaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_play_surface_dispose;
  object_class->get_property = euchre_play_surface_get_property;
  object_class->set_property = euchre_play_surface_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, EUCHRE_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A hand's result waits on the table for the person's Next Deal. */
  properties[PROP_RESULT_HELD] =
    g_param_spec_boolean ("result-held", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (action: EuchreAction *) the person's move; TRUE once it is played
   * (the default handler plays it on the game). */
  signals[MOVE] = g_signal_new_class_handler ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              G_CALLBACK (euchre_play_surface_real_move),
                                              g_signal_accumulator_true_handled, NULL, NULL,
                                              G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);

  g_type_ensure (EUCHRE_TYPE_TABLE);
  g_type_ensure (EUCHRE_TYPE_BID_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-play-surface.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchrePlaySurface, lesson_label);
  gtk_widget_class_bind_template_child (widget_class, EuchrePlaySurface, lesson_scroll);
  gtk_widget_class_bind_template_child (widget_class, EuchrePlaySurface, overlay);
  gtk_widget_class_bind_template_child (widget_class, EuchrePlaySurface, table);
  gtk_widget_class_bind_template_child (widget_class, EuchrePlaySurface, bid_bar);
  /* The bid bar's own widgets, by name only (the tests look them up). */
  gtk_widget_class_bind_template_child_full (widget_class, "prompt_label", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "bid_buttons", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "alone_menu", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, card_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_busy_cb);

  euchre_bid_bar_install_actions (widget_class, bid_action);
  gtk_widget_class_install_action (widget_class, "play.alone", NULL, alone_action);
  gtk_widget_class_install_action (widget_class, "play.next-deal", NULL, next_deal_action);
  widget_class->measure = euchre_play_surface_measure;
  widget_class->size_allocate = euchre_play_surface_size_allocate;
  widget_class->get_request_mode = euchre_play_surface_get_request_mode;
}

static void
euchre_play_surface_init (EuchrePlaySurface *self)
{
  GtkEventController *keys = euchre_table_keys_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->hold_results = TRUE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.next-deal", FALSE);
  /* The keys work wherever the focus is in the window (the window runs
   * them, after the focused widget: a text field keeps its letters), and
   * only while the table is on screen. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
euchre_play_surface_new (void)
{
  return g_object_new (EUCHRE_TYPE_PLAY_SURFACE, NULL);
}
