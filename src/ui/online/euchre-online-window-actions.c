/* euchre-online-window-actions.c — Play Online: what the person does, and
 * what the table says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's win.* actions (host, join, start, leave, move a seat, play
 * on alone, copy a link, the score sheet) and the NetGame's signals that
 * move it between its pages.  The pages themselves: euchre-online-window.c.
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include "euchre-online-window-private.h"
#include "euchre-notice.h"
#include "euchre-online-words.h"
#include "euchre-score-sheet.h"
#include "euchre-strategy.h"

/* ---- the connection's signals ----------------------------------------------- */
static void
seats_changed_cb (NetGame *net, EuchreOnlineWindow *self)
{
  euchre_online_window_update_seats (self);
  euchre_online_window_update_banner (self);
}

static void
state_changed_cb (NetGame *net, GParamSpec *pspec, EuchreOnlineWindow *self)
{
  switch (net_game_get_state (net))
    {
    case NET_GAME_CONNECTING:
      break;
    case NET_GAME_WAITING:
      gtk_stack_set_visible_child_name (self->stack, "lobby");
      break;
    case NET_GAME_PLAYING:
      /* A new euchre_online_window_game (a rematch) clears the last one's result. */
      g_clear_pointer (&self->over_text, g_free);
      G_GNUC_FALLTHROUGH;
    case NET_GAME_OVER:
      gtk_stack_set_visible_child_name (self->stack, "table");
      break;
    case NET_GAME_FAILED:
    default:
      g_clear_handle_id (&self->nudge_id, g_source_remove);
      g_clear_pointer (&self->slow_text, g_free);
      /* At the table, the game stays on show under the banner. */
      if (!g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table"))
        {
          adw_status_page_set_description (self->failed_page, net_game_get_error (net));
          gtk_stack_set_visible_child_name (self->stack, "failed");
        }
      euchre_play_surface_update (self->surface);
      break;
    }
  euchre_online_window_update_banner (self);
}

static void
net_notice_cb (NetGame *net, const char *text, EuchreOnlineWindow *self)
{
  euchre_online_window_toast (self, text);
}

static void
game_over_cb (EuchreGame *g, guint side, EuchreOnlineWindow *self)
{
  g_free (self->over_text);
  self->over_text = euchre_online_over_text (self->net, side);
  euchre_online_window_update_banner (self);
}

/* A turn that takes long: the person is reminded; when another person
 * is slow, the banner says whom the table waits for. */
static gboolean
nudge_cb (gpointer data)
{
  EuchreOnlineWindow *self = data;
  EuchreActionList list;
  char *slow;

  self->nudge_id = 0;
  if (euchre_online_window_game (self) == NULL)
    return G_SOURCE_REMOVE;
  if (euchre_game_get_human_actions (euchre_online_window_game (self), &list) > 0)
    euchre_online_window_toast (self, _("It is your turn: the others are waiting for you."));
  else if ((slow = euchre_online_waiting_words (self->net)) != NULL)
    {
      g_free (self->slow_text);
      self->slow_text = slow;
      euchre_online_window_update_banner (self);
    }
  return G_SOURCE_REMOVE;
}

static void
turn_changed_cb (EuchreOnlineWindow *self)
{
  EuchrePhase p;

  g_clear_handle_id (&self->nudge_id, g_source_remove);
  if (self->slow_text)
    {
      g_clear_pointer (&self->slow_text, g_free);
      euchre_online_window_update_banner (self);
    }
  if (euchre_online_window_game (self) == NULL)
    return;
  p = euchre_game_get_public (euchre_online_window_game (self))->phase;
  if (p != EUCHRE_PHASE_GAME_OVER && p != EUCHRE_PHASE_DEAL && p != EUCHRE_PHASE_HAND_OVER)
    self->nudge_id = g_timeout_add_seconds (NUDGE_SECONDS, nudge_cb, self);
}

/* ---- actions ---------------------------------------------------------------- */
/* Away from the table: @for_good (Leave, Close Table) tells the table
 * and forgets the seat; else (the window closed) the seat is kept on
 * disk, to come back to. */
void
euchre_online_window_leave (EuchreOnlineWindow *self, gboolean for_good)
{
  if (self->net == NULL)
    return;
  g_clear_handle_id (&self->nudge_id, g_source_remove);
  g_clear_pointer (&self->slow_text, g_free);
  g_signal_handlers_disconnect_by_data (self->net, self);
  g_signal_handlers_disconnect_by_data (net_game_get_game (self->net), self);
  euchre_play_surface_set_game (self->surface, NULL);
  if (self->own)
    {
      g_signal_handlers_disconnect_by_data (self->own, self);
      g_clear_object (&self->own);
      euchre_play_surface_set_hold_results (self->surface, FALSE);
    }
  if (for_good)
    net_game_leave_table (self->net);
  else
    net_game_leave (self->net);
  g_clear_object (&self->net);
  g_clear_pointer (&self->over_text, g_free);
  /* Left while cut off: the next table is played again. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->surface), TRUE);
  euchre_online_window_update_qr (self);
  g_object_notify (G_OBJECT (self), "net");
}

static void
enter (EuchreOnlineWindow *self, gboolean host)
{
  g_autoptr (GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  EuchreGame *g;
  gboolean ok;

  euchre_online_window_leave (self, TRUE);
  euchre_notice_withdraw (self->notice_overlay, self->offer);
  self->offer = 0;
  self->net = net_game_new ();
  g = net_game_get_game (self->net);
  euchre_game_set_ai_delay_ms (g, (guint) g_settings_get_int (euchre_settings_get_gsettings
                                                                (self->settings), "ai-delay-ms"));
  if (host && gtk_check_button_get_active (self->server_check))
    ok = net_game_host_on_server (self->net,
                                  gtk_editable_get_text (GTK_EDITABLE (self->server_row)), name,
                                  &error);
  else
    ok = host ? net_game_host (self->net, NULL, name, &error)
       : net_game_join (self->net, gtk_editable_get_text (GTK_EDITABLE (self->link_row)), name,
                        &error);
  if (!ok)
    {
      euchre_online_window_setup_error (self, error->message);
      g_clear_object (&self->net);
      return;
    }
  euchre_online_window_setup_error (self, NULL);
  g_object_notify (G_OBJECT (self), "net");
  g_signal_connect (self->net, "changed", G_CALLBACK (seats_changed_cb), self);
  g_signal_connect (self->net, "notify::state", G_CALLBACK (state_changed_cb), self);
  g_signal_connect_swapped (self->net, "notify::reconnecting", G_CALLBACK (euchre_online_window_update_banner), self);
  g_signal_connect (self->net, "notice", G_CALLBACK (net_notice_cb), self);
  g_signal_connect_swapped (self->net, "notify::web-link", G_CALLBACK (euchre_online_window_update_qr), self);
  g_signal_connect (g, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (g, "notify::turn-seat", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect_swapped (g, "human-turn", G_CALLBACK (turn_changed_cb), self);
  euchre_play_surface_set_game (self->surface, g);
  gtk_stack_set_visible_child_name (self->stack, "lobby");
  seats_changed_cb (self->net, self);
  euchre_online_window_update_qr (self);
}

/* win.host or win.join */
static void
enter_action (GtkWidget *widget, const char *name, GVariant *param)
{
  enter (EUCHRE_ONLINE_WINDOW (widget), g_str_equal (name, "win.host"));
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);

  if (self->net)
    net_game_start (self->net);
}

static void
rematch_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);

  if (self->net)
    net_game_rematch (self->net);
}

static void
go_back (EuchreOnlineWindow *self)
{
  euchre_online_window_leave (self, TRUE);
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

static void
close_window (EuchreOnlineWindow *self)
{
  euchre_online_window_leave (self, FALSE);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Leave (a guest: the computer takes the seat) or Close Table (the host). */
static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);

  if (!euchre_online_ask_close (GTK_WINDOW (self), self->net, G_CALLBACK (go_back)))
    go_back (self);
}

gboolean
euchre_online_window_close_request (GtkWindow *window, gpointer data)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (window);

  return euchre_online_ask_close (window, self->net, G_CALLBACK (close_window));
}

/* win.copy-link (the game's euchre:// link) or win.copy-web-link (the
 * browser's). */
static void
keep_playing_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  EuchreGame *remote;

  if (!euchre_online_window_can_keep_playing (self))
    return;
  remote = net_game_get_game (self->net);
  self->own = euchre_game_new_continuing (remote, euchre_strategy_for_difficulty ("hard"));
  if (self->own == NULL)
    return;
  g_signal_handlers_disconnect_by_data (remote, self);
  /* Cut off and trying again: the person gives the table up (the seat
   * is not kept, nothing more is tried). */
  if (net_game_get_reconnecting (self->net))
    net_game_leave_table (self->net);
  euchre_game_set_ai_delay_ms (self->own, (guint) g_settings_get_int (euchre_settings_get_gsettings
                                                                       (self->settings),
                                                                       "ai-delay-ms"));
  g_signal_connect (self->own, "game-over", G_CALLBACK (game_over_cb), self);
  euchre_play_surface_set_hold_results (self->surface, TRUE);
  euchre_play_surface_set_game (self->surface, self->own);
  /* The people who were at the table: the computer plays for them now. */
  for (guint s = 1; s < 4; s++)
    euchre_play_surface_set_seat_tag (self->surface, s,
                                      net_game_get_seat_kind (self->net, s) ==
                                      NET_GAME_SEAT_COMPUTER ? _("Computer")
                                      : _("the computer plays"));
  euchre_online_window_update_banner (self);
}

static void
move_seat_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  guint from, to;

  g_variant_get (param, "(uu)", &from, &to);
  if (self->net && from < 4 && to < 4)
    net_game_move (self->net, from, to);
}

static void
copy_link_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  const char *link;

  if (self->net == NULL)
    return;
  link = g_str_equal (name, "win.copy-web-link") ? net_game_get_web_link (self->net)
         : net_game_get_link (self->net);
  if (link == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), link);
  euchre_online_window_toast (self, _("Link copied"));
}

/* The score box: the hands so far, as at the game window (without their
 * reviews: the table keeps the other hands). */
static void
score_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  GtkWidget *sheet;
  g_auto (GStrv) players = NULL;

  if (euchre_online_window_game (self) == NULL)
    return;
  sheet = euchre_score_sheet_new (GTK_WINDOW (self), euchre_online_window_game (self));
  /* The people by name, as everywhere online (issue 38.6). */
  players = euchre_online_players (self->net);
  euchre_score_sheet_set_players (EUCHRE_SCORE_SHEET (sheet), (const char *const *) players);
  gtk_window_present (GTK_WINDOW (sheet));
}

void
euchre_online_window_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.host", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "win.join", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "win.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.rematch", NULL, rematch_action);
  gtk_widget_class_install_action (widget_class, "win.copy-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "win.move-seat", "(uu)", move_seat_action);
  gtk_widget_class_install_action (widget_class, "win.keep-playing", NULL, keep_playing_action);
  gtk_widget_class_install_action (widget_class, "win.copy-web-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
}
