/* euchre-online-window.c — Play Online: host or join a table, then play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One window, four pages: the two ways in (host a table on this computer,
 * join one by its link), the table's lobby (the link to share, who is
 * seated, Start for the host), the table itself (the same play surface
 * as offline, driven by the NetGame's remote EuchreGame), and a page that
 * says in words why the table was lost.  The template binds the header,
 * link and lobby to the NetGame's properties ("net"; closures in
 * euchre-online-words.c).  The offline game is never touched.
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-online-window.h"
#include "euchre-notice.h"
#include "euchre-online-words.h"
#include "euchre-play-surface.h"
#include "euchre-score-sheet.h"
#include "euchre-ui-text.h"

struct _EuchreOnlineWindow {
  AdwApplicationWindow parent_instance;

  GtkOverlay *notice_overlay;
  GtkStack *stack;
  AdwEntryRow *name_row;
  AdwEntryRow *link_row;
  GtkWidget *setup_error;
  AdwPreferencesGroup *seats_group;
  GtkWidget *start_button;
  GtkRevealer *banner;
  GtkWidget *banner_label;
  EuchrePlaySurface *surface;
  AdwStatusPage *failed_page;
  GtkWidget *seat_rows[4];
  GtkWidget *rematch_button;
  GtkWidget *host_button;
  GtkWidget *join_button;
  GtkWidget *leave_button;

  EuchreSettings *settings;
  NetGame *net;
  char *over_text;
  guint offer;                  /* the seat still held, offered; until Join */
  /* The nudge: a slow turn, said after NUDGE_SECONDS. */
  guint nudge_id;
  char *slow_text;
};

#define NUDGE_SECONDS 20

G_DEFINE_FINAL_TYPE (EuchreOnlineWindow, euchre_online_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_NET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- helpers ---------------------------------------------------------------- */
static void
toast (EuchreOnlineWindow *self, const char *text)
{
  /* At the table, over the table, as offline. */
  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table"))
    {
      euchre_play_surface_toast_long (self->surface, text);
      return;
    }
  /* Words from the table may be long: they wrap to the window, nothing
   * is cut, even on a phone. */
  euchre_notice_show (self->notice_overlay, text, 4);
}

static EuchreGame *
game (EuchreOnlineWindow *self)
{
  return self->net ? net_game_get_game (self->net) : NULL;
}

static void
update_banner (EuchreOnlineWindow *self)
{
  g_autofree char *text = euchre_online_banner_text (self->net, self->slow_text, self->over_text);

  gtk_label_set_text (GTK_LABEL (self->banner_label), text);
  gtk_revealer_set_reveal_child (self->banner, *text != '\0');
}

static void
update_seats (EuchreOnlineWindow *self)
{
  euchre_online_show_seats (self->net, (AdwActionRow **) self->seat_rows, self->surface);
}

/* ---- the connection's signals ----------------------------------------------- */
static void
seats_changed_cb (NetGame *net, EuchreOnlineWindow *self)
{
  update_seats (self);
  update_banner (self);
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
      /* A new game (a rematch) clears the last one's result. */
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
  update_banner (self);
}

static void
net_notice_cb (NetGame *net, const char *text, EuchreOnlineWindow *self)
{
  toast (self, text);
}

static void
game_over_cb (EuchreGame *g, guint side, EuchreOnlineWindow *self)
{
  g_free (self->over_text);
  self->over_text = euchre_online_over_text (self->net, side);
  update_banner (self);
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
  if (game (self) == NULL)
    return G_SOURCE_REMOVE;
  if (euchre_game_get_human_actions (game (self), &list) > 0)
    toast (self, _("It is your turn: the others are waiting for you."));
  else if ((slow = euchre_online_waiting_words (self->net)) != NULL)
    {
      g_free (self->slow_text);
      self->slow_text = slow;
      update_banner (self);
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
      update_banner (self);
    }
  if (game (self) == NULL)
    return;
  p = euchre_game_get_public (game (self))->phase;
  if (p != EUCHRE_PHASE_GAME_OVER && p != EUCHRE_PHASE_DEAL && p != EUCHRE_PHASE_HAND_OVER)
    self->nudge_id = g_timeout_add_seconds (NUDGE_SECONDS, nudge_cb, self);
}

/* ---- actions ---------------------------------------------------------------- */
static void
setup_error (EuchreOnlineWindow *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->setup_error), text ? text : "");
  gtk_widget_set_visible (self->setup_error, text != NULL);
}

static void
leave (EuchreOnlineWindow *self)
{
  if (self->net == NULL)
    return;
  g_clear_handle_id (&self->nudge_id, g_source_remove);
  g_clear_pointer (&self->slow_text, g_free);
  g_signal_handlers_disconnect_by_data (self->net, self);
  g_signal_handlers_disconnect_by_data (net_game_get_game (self->net), self);
  euchre_play_surface_set_game (self->surface, NULL);
  net_game_leave (self->net);
  g_clear_object (&self->net);
  g_clear_pointer (&self->over_text, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NET]);
}

static void
enter (EuchreOnlineWindow *self, gboolean host)
{
  g_autoptr (GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  EuchreGame *g;
  gboolean ok;

  leave (self);
  euchre_notice_withdraw (self->notice_overlay, self->offer);
  self->offer = 0;
  self->net = net_game_new ();
  g = net_game_get_game (self->net);
  euchre_game_set_ai_delay_ms (g, (guint) g_settings_get_int (euchre_settings_get_gsettings
                                                                (self->settings), "ai-delay-ms"));
  ok = host ? net_game_host (self->net, NULL, name, &error)
       : net_game_join (self->net, gtk_editable_get_text (GTK_EDITABLE (self->link_row)), name,
                        &error);
  if (!ok)
    {
      setup_error (self, error->message);
      g_clear_object (&self->net);
      return;
    }
  setup_error (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NET]);
  g_signal_connect (self->net, "changed", G_CALLBACK (seats_changed_cb), self);
  g_signal_connect (self->net, "notify::state", G_CALLBACK (state_changed_cb), self);
  g_signal_connect_swapped (self->net, "notify::reconnecting", G_CALLBACK (update_banner), self);
  g_signal_connect (self->net, "notice", G_CALLBACK (net_notice_cb), self);
  g_signal_connect (g, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (g, "notify::turn-seat", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect_swapped (g, "human-turn", G_CALLBACK (turn_changed_cb), self);
  euchre_play_surface_set_game (self->surface, g);
  gtk_stack_set_visible_child_name (self->stack, "lobby");
  seats_changed_cb (self->net, self);
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
  leave (self);
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

static void
close_window (EuchreOnlineWindow *self)
{
  leave (self);
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

static gboolean
close_request_cb (GtkWindow *window, gpointer data)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (window);

  return euchre_online_ask_close (window, self->net, G_CALLBACK (close_window));
}

static void
copy_link_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);

  if (self->net == NULL || net_game_get_link (self->net) == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), net_game_get_link (self->net));
  toast (self, _("Link copied"));
}

/* The score box: the hands so far, as at the game window (without their
 * reviews: the table keeps the other hands). */
static void
score_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  GtkWidget *sheet;
  g_auto (GStrv) players = NULL;

  if (game (self) == NULL)
    return;
  sheet = euchre_score_sheet_new (GTK_WINDOW (self), game (self));
  /* The people by name, as everywhere online (issue 38.6). */
  players = euchre_online_players (self->net);
  euchre_score_sheet_set_players (EUCHRE_SCORE_SHEET (sheet), (const char *const *) players);
  gtk_window_present (GTK_WINDOW (sheet));
}

/* ---- GObject ---------------------------------------------------------------- */
static void
euchre_online_window_dispose (GObject *object)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (object);

  leave (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (euchre_online_window_parent_class)->dispose (object);
}

static void
euchre_online_window_get_property (GObject *object, guint prop_id, GValue *value,
                                   GParamSpec *pspec)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_NET:
      g_value_set_object (value, self->net);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_online_window_class_init (EuchreOnlineWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_online_window_dispose;
  object_class->get_property = euchre_online_window_get_property;

  /* The table the window is at (NULL: none); the template binds to it. */
  properties[PROP_NET] = g_param_spec_object ("net", NULL, NULL, NET_TYPE_GAME,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                              G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (EUCHRE_TYPE_PLAY_SURFACE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-online-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, notice_overlay);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, link_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, setup_error);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, seats_group);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, surface);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, failed_page);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, host_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, rematch_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, leave_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, join_button);
  euchre_online_words_bind (widget_class);

  gtk_widget_class_install_action (widget_class, "win.host", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "win.join", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "win.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.rematch", NULL, rematch_action);
  gtk_widget_class_install_action (widget_class, "win.copy-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, score_sheet_action);
}

static void
euchre_online_window_init (EuchreOnlineWindow *self)
{
  const char *real = g_get_real_name ();
  g_autofree char *name = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Every button named as a person would read it ("_Back Back" in GTK 4.8). */
  euchre_ui_name_buttons (GTK_WIDGET (self));
  for (guint s = 0; s < 4; s++)
    {
      self->seat_rows[s] = adw_action_row_new ();
      adw_preferences_group_add (self->seats_group, self->seat_rows[s]);
    }
  /* The person's name as the system knows it, if it is one a table takes. */
  name = g_utf8_substring (real && !g_str_equal (real, "Unknown") ? real : g_get_user_name (), 0,
                           32);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
  /* Read as their label says, once (not "_Host a Table Host a Table"). */
  euchre_ui_name_button (self->host_button);
  euchre_ui_name_button (self->join_button);
  euchre_ui_name_button (self->start_button);
  euchre_ui_name_button (self->rematch_button);
  g_signal_connect (self->leave_button, "notify::label", G_CALLBACK (euchre_ui_name_button), NULL);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

GtkWidget *
euchre_online_window_new (AdwApplication *app, EuchreSettings *settings)
{
  EuchreOnlineWindow *self = g_object_new (EUCHRE_TYPE_ONLINE_WINDOW, "application", app, NULL);

  self->settings = g_object_ref (settings);
  euchre_play_surface_set_settings (self->surface, euchre_settings_get_gsettings (settings));
  /* The table deals on for everyone: no hand's result waits for one person. */
  euchre_play_surface_set_hold_results (self->surface, FALSE);
  self->offer = euchre_online_offer_kept_seat (self->link_row, self->name_row,
                                               self->notice_overlay);
  return GTK_WIDGET (self);
}

void
euchre_online_window_set_link (EuchreOnlineWindow *self, const char *link)
{
  g_return_if_fail (EUCHRE_IS_ONLINE_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->link_row), link ? link : "");
  if (self->net == NULL)
    gtk_stack_set_visible_child_name (self->stack, "setup");
}

void
euchre_online_window_set_name (EuchreOnlineWindow *self, const char *name)
{
  g_return_if_fail (EUCHRE_IS_ONLINE_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name ? name : "");
}

void
euchre_online_window_show_error (EuchreOnlineWindow *self, const char *text)
{
  g_return_if_fail (EUCHRE_IS_ONLINE_WINDOW (self));

  if (self->net == NULL)
    setup_error (self, text);
  else
    toast (self, text);
}

GtkWidget *
euchre_online_window_get_table (EuchreOnlineWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_ONLINE_WINDOW (self), NULL);
  return GTK_WIDGET (euchre_play_surface_get_table (self->surface));
}

NetGame *
euchre_online_window_get_net (EuchreOnlineWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_ONLINE_WINDOW (self), NULL);
  return self->net;
}
