/* euchre-online-window.c — Play Online: host or join a table, then play it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One window, four pages: the two ways in (host a table on this computer,
 * join one by its link), the table's lobby (the link to share, who is
 * seated, Start for the host), the table itself (the same EuchreTable and
 * bid bar as offline, driven by the NetGame's remote EuchreGame), and a
 * page that says in words why the table was lost.  The offline game, its
 * save and its statistics are never touched.
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-online-window.h"
#include "euchre-play-surface.h"
#include "euchre-score-sheet.h"

struct _EuchreOnlineWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  AdwEntryRow *name_row;
  AdwEntryRow *link_row;
  GtkWidget *setup_error;
  AdwActionRow *link_display;
  GtkWidget *invite_group;
  AdwPreferencesGroup *seats_group;
  GtkWidget *start_button;
  GtkWidget *lobby_note;
  GtkRevealer *banner;
  GtkWidget *banner_label;
  EuchrePlaySurface *surface;
  AdwStatusPage *failed_page;
  GtkWidget *seat_rows[4];
  GtkWidget *rematch_button;

  EuchreSettings *settings;
  NetGame *net;
  char *over_text;
  /* The nudge: a slow turn, said after NUDGE_SECONDS. */
  guint nudge_id;
  char *slow_text;
};

#define NUDGE_SECONDS 20

G_DEFINE_FINAL_TYPE (EuchreOnlineWindow, euchre_online_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- helpers ---------------------------------------------------------------- */
static const char *
seat_word (guint seat)
{
  switch (seat)
    {
    case 0: return _("You");
    case 1: return _("West");
    case 2: return _("Partner");
    default: return _("East");
    }
}

static void
toast (EuchreOnlineWindow *self, const char *text)
{
  AdwToast *t;
  GtkWidget *label;

  /* At the table, over the table, as offline. */
  if (g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table"))
    {
      euchre_play_surface_toast_long (self->surface, text);
      return;
    }
  t = adw_toast_new (text);
  label = gtk_label_new (text);
  /* Words from the table may be long: they wrap, nothing is cut. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  adw_toast_set_custom_title (t, label);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static EuchreGame *
game (EuchreOnlineWindow *self)
{
  return self->net ? net_game_get_game (self->net) : NULL;
}

static EuchrePhase
phase (EuchreOnlineWindow *self)
{
  return euchre_game_get_public (game (self))->phase;
}

/* What a seat's player is, in words: NULL when nothing needs saying. */
static char *
seat_state_words (NetGameSeat kind, const char *name)
{
  switch (kind)
    {
    case NET_GAME_SEAT_EMPTY:
      return g_strdup (_("Empty: the computer will play it"));
    case NET_GAME_SEAT_AWAY:
      /* TRANSLATORS: %s is a player's name */
      return g_strdup_printf (_("%s’s connection dropped"), name);
    case NET_GAME_SEAT_COVERED:
      return g_strdup_printf (_("%s is away: the computer plays"), name);
    case NET_GAME_SEAT_COMPUTER:
      return g_strdup (_("Computer player"));
    case NET_GAME_SEAT_HUMAN:
    default:
      return NULL;
    }
}

static void
update_banner (EuchreOnlineWindow *self)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint s = 0; s < 4; s++)
    {
      const char *name = net_game_get_seat_name (self->net, s);
      NetGameSeat kind = net_game_get_seat_kind (self->net, s);
      g_autofree char *line = NULL;

      if (kind == NET_GAME_SEAT_COVERED)
        /* TRANSLATORS: %s: a seat ("West"), then a player's name */
        line = g_strdup_printf (_("%s is played by the computer until %s comes back."),
                                seat_word (s), name);
      else if (kind == NET_GAME_SEAT_AWAY)
        line = g_strdup_printf (_("%s (%s) lost the connection: the computer takes the seat "
                                  "if they do not come back soon."), name, seat_word (s));
      if (line)
        g_string_append_printf (text, "%s%s", text->len ? "\n" : "", line);
    }
  if (net_game_get_reconnecting (self->net))
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "",
                            _("The connection to the table was lost: trying again. The computer "
                              "plays your seat until you are back."));
  if (self->slow_text)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", self->slow_text);
  if (self->over_text)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", self->over_text);
  if (net_game_get_state (self->net) == NET_GAME_FAILED)
    g_string_append_printf (text, "%s%s", text->len ? "\n" : "", net_game_get_error (self->net));
  gtk_label_set_text (GTK_LABEL (self->banner_label), text->str);
  gtk_revealer_set_reveal_child (self->banner, text->len > 0);
}

static void
update_seats (EuchreOnlineWindow *self)
{
  for (guint s = 0; s < 4; s++)
    {
      const char *name = net_game_get_seat_name (self->net, s);
      NetGameSeat kind = net_game_get_seat_kind (self->net, s);
      g_autofree char *state = seat_state_words (kind, name);
      g_autofree char *tag = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[s]),
                                     *name ? name : seat_word (s));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seat_rows[s]),
                                   state ? state : seat_word (s));
      /* Names on the seats of the table. */
      if (s == 0)
        continue;
      if (kind == NET_GAME_SEAT_COMPUTER || kind == NET_GAME_SEAT_EMPTY)
        tag = g_strdup (_("Computer"));
      else if (kind == NET_GAME_SEAT_COVERED)
        /* TRANSLATORS: a player's name, then who plays for them */
        tag = g_strdup_printf (_("%s · computer"), name);
      else if (kind == NET_GAME_SEAT_AWAY)
        tag = g_strdup_printf (_("%s · away"), name);
      else
        tag = g_strdup (name);
      euchre_play_surface_set_seat_tag (self->surface, s, tag);
    }
}

/* ---- the connection's signals ----------------------------------------------- */
static void
net_changed_cb (NetGame *net, EuchreOnlineWindow *self)
{
  NetGameState state = net_game_get_state (net);
  const char *link = net_game_get_link (net);

  if (link)
    {
      g_autofree char *code = g_strdup_printf (_("Table code: %s"), net_game_get_code (net));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->link_display), link);
      adw_action_row_set_subtitle (self->link_display, code);
      adw_window_title_set_subtitle (self->window_title, net_game_get_code (net));
    }
  /* Every client checks each deal against the table's commitment, and
   * says so: under the window's title, beside the table's code. */
  if (link && net_game_get_fair (net) > 0 && net_game_get_unfair (net) == 0)
    {
      guint fair = net_game_get_fair (net);
      /* TRANSLATORS: the table's code, then how many deals were checked */
      g_autofree char *subtitle =
        g_strdup_printf (ngettext ("%s · %u deal checked: shuffled fairly",
                                   "%s · %u deals checked: shuffled fairly", fair),
                         net_game_get_code (net), fair);

      adw_window_title_set_subtitle (self->window_title, subtitle);
    }
  update_seats (self);
  update_banner (self);
  gtk_widget_set_visible (self->rematch_button, state == NET_GAME_OVER);
  switch (state)
    {
    case NET_GAME_CONNECTING:
      gtk_label_set_text (GTK_LABEL (self->lobby_note), _("Connecting to the table…"));
      gtk_widget_set_visible (self->start_button, FALSE);
      gtk_widget_set_visible (self->invite_group, FALSE);
      break;
    case NET_GAME_WAITING:
      gtk_widget_set_visible (self->invite_group, TRUE);
      gtk_widget_set_visible (self->start_button, net_game_get_is_host (net));
      gtk_label_set_text (GTK_LABEL (self->lobby_note),
                          net_game_get_is_host (net)
                          ? _("Start when everyone is seated: empty seats get computer players.")
                          : _("Waiting for the host to start the game."));
      gtk_stack_set_visible_child_name (self->stack, "lobby");
      break;
    case NET_GAME_PLAYING:
      /* A new game (a rematch) clears the last one's result. */
      if (self->over_text)
        {
          g_clear_pointer (&self->over_text, g_free);
          update_banner (self);
        }
      G_GNUC_FALLTHROUGH;
    case NET_GAME_OVER:
      gtk_stack_set_visible_child_name (self->stack, "table");
      break;
    case NET_GAME_FAILED:
    default:
      /* At the table, the game stays on show under the banner. */
      if (!g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table"))
        {
          adw_status_page_set_description (self->failed_page, net_game_get_error (net));
          gtk_stack_set_visible_child_name (self->stack, "failed");
        }
      euchre_play_surface_update (self->surface);
      break;
    }
}

static void
net_notice_cb (NetGame *net, const char *text, EuchreOnlineWindow *self)
{
  toast (self, text);
}

static void
game_over_cb (EuchreGame *g, guint side, EuchreOnlineWindow *self)
{
  EuchreView view;

  euchre_game_get_view (g, EUCHRE_HUMAN_SEAT, &view);
  g_free (self->over_text);
  self->over_text = side == 0
    ? g_strdup_printf (_("You and your partner win, %u to %u."), view.pub.score[0], view.pub.score[1])
    : g_strdup_printf (_("West and East win, %u to %u."), view.pub.score[1], view.pub.score[0]);
  update_banner (self);
}

/* A turn that takes long: the person is reminded; when another person
 * is slow, the banner says whom the table waits for. */
static gboolean
nudge_cb (gpointer data)
{
  EuchreOnlineWindow *self = data;
  const EuchrePublic *pub;
  EuchreActionList list;

  self->nudge_id = 0;
  if (game (self) == NULL)
    return G_SOURCE_REMOVE;
  pub = euchre_game_get_public (game (self));
  if (euchre_game_get_human_actions (game (self), &list) > 0)
    toast (self, _("It is your turn: the others are waiting for you."));
  else if (pub->turn > 0 && pub->turn < 4 &&
           net_game_get_seat_kind (self->net, pub->turn) == NET_GAME_SEAT_HUMAN)
    {
      g_free (self->slow_text);
      /* TRANSLATORS: %s is a player's name */
      self->slow_text = g_strdup_printf (_("Waiting for %s to play."),
                                         net_game_get_seat_name (self->net, pub->turn));
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
  p = phase (self);
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
}

static void
enter (EuchreOnlineWindow *self, gboolean host)
{
  g_autoptr (GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  EuchreGame *g;
  gboolean ok;

  leave (self);
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
  g_signal_connect (self->net, "changed", G_CALLBACK (net_changed_cb), self);
  g_signal_connect (self->net, "notice", G_CALLBACK (net_notice_cb), self);
  g_signal_connect (g, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (g, "notify::turn-seat", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect_swapped (g, "human-turn", G_CALLBACK (turn_changed_cb), self);
  euchre_play_surface_set_game (self->surface, g);
  gtk_stack_set_visible_child_name (self->stack, "lobby");
  net_changed_cb (self->net, self);
}

static void
host_action (GtkWidget *widget, const char *name, GVariant *param)
{
  enter (EUCHRE_ONLINE_WINDOW (widget), TRUE);
}

static void
join_action (GtkWidget *widget, const char *name, GVariant *param)
{
  enter (EUCHRE_ONLINE_WINDOW (widget), FALSE);
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
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (widget);

  leave (self);
  adw_window_title_set_subtitle (self->window_title, NULL);
  gtk_stack_set_visible_child_name (self->stack, "setup");
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

  if (game (self) == NULL)
    return;
  gtk_window_present (GTK_WINDOW (euchre_score_sheet_new (GTK_WINDOW (self), game (self))));
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
euchre_online_window_class_init (EuchreOnlineWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_online_window_dispose;

  g_type_ensure (EUCHRE_TYPE_PLAY_SURFACE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-online-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, link_row);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, setup_error);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, link_display);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, invite_group);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, seats_group);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, lobby_note);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, surface);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, failed_page);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, rematch_button);

  gtk_widget_class_install_action (widget_class, "win.host", NULL, host_action);
  gtk_widget_class_install_action (widget_class, "win.join", NULL, join_action);
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
  for (guint s = 0; s < 4; s++)
    {
      self->seat_rows[s] = adw_action_row_new ();
      adw_preferences_group_add (self->seats_group, self->seat_rows[s]);
    }
  /* The person's name as the system knows it, if it is one a table takes. */
  name = g_utf8_substring (real && !g_str_equal (real, "Unknown") ? real : g_get_user_name (), 0,
                           32);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

GtkWidget *
euchre_online_window_new (AdwApplication *app, EuchreSettings *settings)
{
  EuchreOnlineWindow *self = g_object_new (EUCHRE_TYPE_ONLINE_WINDOW, "application", app, NULL);

  self->settings = g_object_ref (settings);
  euchre_play_surface_set_settings (self->surface, euchre_settings_get_gsettings (settings));
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
