/* euchre-online-window.c — Play Online: host or join a table, then play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One window, four pages: the two ways in (host a table, on this computer
 * or on a euchre-server, or join one by its link), the table's lobby (the links to share, the
 * browser's first with its QR code, then the game's; who is
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
#include "euchre-names.h"
#include "euchre-notice.h"
#include "euchre-online-words.h"
#include "euchre-play-surface.h"
#include "euchre-qr.h"
#include "euchre-score-sheet.h"
#include "euchre-ui-text.h"
#include "euchre-strategy.h"

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
  GtkWidget *move_buttons[4];   /* on each row: where its person may go */
  GtkWidget *rematch_button;
  GtkWidget *host_button;
  GtkWidget *join_button;
  GtkWidget *leave_button;
  GtkWidget *keep_button;
  GtkPicture *qr_picture;
  GtkCheckButton *server_check;
  AdwEntryRow *server_row;

  EuchreSettings *settings;
  NetGame *net;
  EuchreGame *own;              /* the game played on alone, once the table is gone */
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
  if (self->own)
    return self->own;
  return self->net ? net_game_get_game (self->net) : NULL;
}

/* The table gone mid-game: the person may play on alone (issue 38.3). */
static gboolean
can_keep_playing (EuchreOnlineWindow *self)
{
  return self->own == NULL && self->net != NULL &&
         net_game_get_state (self->net) == NET_GAME_FAILED && self->over_text == NULL &&
         g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table") &&
         euchre_game_get_public (net_game_get_game (self->net))->phase != EUCHRE_PHASE_GAME_OVER;
}

static void
update_banner (EuchreOnlineWindow *self)
{
  g_autofree char *text = NULL;

  if (self->own)
    text = g_strdup (self->over_text ? self->over_text
                     : _("You play on from the score the table had, with the computer in the "
                         "other seats. The hand that was being played is dealt again: its "
                         "cards were never shown here."));
  else
    text = euchre_online_banner_text (self->net, self->slow_text, self->over_text);
  gtk_label_set_text (GTK_LABEL (self->banner_label), text);
  gtk_revealer_set_reveal_child (self->banner, *text != '\0');
  gtk_widget_set_visible (self->keep_button, can_keep_playing (self));
}

static void
update_seats (EuchreOnlineWindow *self)
{
  euchre_online_show_seats (self->net, (AdwActionRow **) self->seat_rows, self->surface);
  for (guint s = 0; s < 4; s++)
    {
      g_autoptr (GMenuModel) moves = euchre_online_move_menu (self->net, s);
      const char *name = net_game_get_seat_name (self->net, s);
      g_autofree char *label = NULL;

      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->move_buttons[s]), moves);
      gtk_widget_set_visible (self->move_buttons[s], moves != NULL);
      /* TRANSLATORS: read by a screen reader on the button that moves
       * a person to another seat; %s is their name or seat */
      label = s == 0 ? g_strdup (_("Change Seat"))
              : g_strdup_printf (_("Move %s"), *name ? name : euchre_name_seat (s));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->move_buttons[s]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      /* A menu button is a button in a button: the inner one takes the
       * focus, and a screen reader says its name ("Move" alone, else). */
      for (GtkWidget *child = gtk_widget_get_first_child (self->move_buttons[s]); child;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          {
            gtk_accessible_reset_relation (GTK_ACCESSIBLE (child),
                                           GTK_ACCESSIBLE_RELATION_LABELLED_BY);
            gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          }
    }
}

/* The browser link's QR code, for a phone at the table to read. */
#define QR_SCALE 5

static void
update_qr (EuchreOnlineWindow *self)
{
  g_autoptr (GdkTexture) texture = NULL;
  const char *link = self->net ? net_game_get_web_link (self->net) : NULL;

  if (link != NULL)
    texture = euchre_qr_texture (link, QR_SCALE, NULL);
  gtk_picture_set_paintable (self->qr_picture, GDK_PAINTABLE (texture));
  gtk_widget_set_visible (GTK_WIDGET (self->qr_picture), texture != NULL);
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

/* Away from the table: @for_good (Leave, Close Table) tells the table
 * and forgets the seat; else (the window closed) the seat is kept on
 * disk, to come back to. */
static void
leave (EuchreOnlineWindow *self, gboolean for_good)
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
  update_qr (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NET]);
}

static void
enter (EuchreOnlineWindow *self, gboolean host)
{
  g_autoptr (GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  EuchreGame *g;
  gboolean ok;

  leave (self, TRUE);
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
  g_signal_connect_swapped (self->net, "notify::web-link", G_CALLBACK (update_qr), self);
  g_signal_connect (g, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (g, "notify::turn-seat", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect_swapped (g, "human-turn", G_CALLBACK (turn_changed_cb), self);
  euchre_play_surface_set_game (self->surface, g);
  gtk_stack_set_visible_child_name (self->stack, "lobby");
  seats_changed_cb (self->net, self);
  update_qr (self);
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
  leave (self, TRUE);
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

static void
close_window (EuchreOnlineWindow *self)
{
  leave (self, FALSE);
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

/* win.copy-link (the game's euchre:// link) or win.copy-web-link (the
 * browser's). */
static void
keep_playing_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);
  EuchreGame *remote;

  if (!can_keep_playing (self))
    return;
  remote = net_game_get_game (self->net);
  self->own = euchre_game_new_continuing (remote, euchre_strategy_for_difficulty ("hard"));
  if (self->own == NULL)
    return;
  g_signal_handlers_disconnect_by_data (remote, self);
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
  update_banner (self);
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

  leave (self, FALSE);
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
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, keep_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, join_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, qr_picture);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, server_check);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, server_row);
  euchre_online_words_bind (widget_class);

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
      self->move_buttons[s] = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (self->move_buttons[s]),
                                 s == 0 ? _("Change Seat") : _("Move"));
      gtk_widget_set_valign (self->move_buttons[s], GTK_ALIGN_CENTER);
      gtk_widget_set_visible (self->move_buttons[s], FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[s]), self->move_buttons[s]);
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
  euchre_ui_name_button (self->keep_button);
  g_signal_connect (self->leave_button, "notify::label", G_CALLBACK (euchre_ui_name_button), NULL);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

GtkWidget *
euchre_online_window_new (AdwApplication *app, EuchreSettings *settings)
{
  EuchreOnlineWindow *self = g_object_new (EUCHRE_TYPE_ONLINE_WINDOW, "application", app, NULL);

  self->settings = g_object_ref (settings);
  /* Where the person hosts, and the server's address, kept for next time. */
  g_settings_bind (euchre_settings_get_gsettings (settings), "online-server", self->server_row,
                   "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (euchre_settings_get_gsettings (settings), "online-host-on-server",
                   self->server_check, "active", G_SETTINGS_BIND_DEFAULT);
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

GdkPaintable *
euchre_online_window_get_qr (EuchreOnlineWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_ONLINE_WINDOW (self), NULL);
  return gtk_picture_get_paintable (self->qr_picture);
}

NetGame *
euchre_online_window_get_net (EuchreOnlineWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_ONLINE_WINDOW (self), NULL);
  return self->net;
}
