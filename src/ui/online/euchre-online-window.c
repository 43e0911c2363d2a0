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
 *
 * This file: the pages, kept in step with the table; what the person
 * does: euchre-online-window-actions.c.
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include "euchre-online-window-private.h"
#include "euchre-names.h"
#include "euchre-notice.h"
#include "euchre-online-words.h"
#include "euchre-qr.h"
#include "euchre-ui-text.h"

G_DEFINE_FINAL_TYPE (EuchreOnlineWindow, euchre_online_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_NET,
  PROP_BANNER_TEXT,
  PROP_CAN_KEEP_PLAYING,
  PROP_SETUP_ERROR,
  PROP_QR_CODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- helpers ---------------------------------------------------------------- */
void
euchre_online_window_toast (EuchreOnlineWindow *self, const char *text)
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

EuchreGame *
euchre_online_window_game (EuchreOnlineWindow *self)
{
  if (self->own)
    return self->own;
  return self->net ? net_game_get_game (self->net) : NULL;
}

/* The table gone mid-game, or cut off from it (its host's program may
 * have ended without a word): the person may play on alone (issue
 * 38.3) rather than wait two minutes for a table that may be gone. */
gboolean
euchre_online_window_can_keep_playing (EuchreOnlineWindow *self)
{
  return self->own == NULL && self->net != NULL &&
         (net_game_get_state (self->net) == NET_GAME_FAILED ||
          net_game_get_reconnecting (self->net)) && self->over_text == NULL &&
         g_str_equal (gtk_stack_get_visible_child_name (self->stack), "table") &&
         euchre_game_get_public (net_game_get_game (self->net))->phase != EUCHRE_PHASE_GAME_OVER;
}

void
euchre_online_window_update_banner (EuchreOnlineWindow *self)
{
  g_autofree char *text = NULL;

  if (self->own)
    text = g_strdup (self->over_text ? self->over_text
                     : _("You play on from the score the table had, with the computer in the "
                         "other seats. The hand that was being played is dealt again: its "
                         "cards were never shown here."));
  else
    text = euchre_online_banner_text (self->net, self->slow_text, self->over_text);
  if (g_strcmp0 (text, self->banner_text) != 0)
    {
      g_free (self->banner_text);
      self->banner_text = g_steal_pointer (&text);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BANNER_TEXT]);
    }
  gtk_revealer_set_reveal_child (self->banner, *self->banner_text != '\0');
  if (!self->can_keep_playing != !euchre_online_window_can_keep_playing (self))
    {
      self->can_keep_playing = !self->can_keep_playing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_KEEP_PLAYING]);
    }
}

void
euchre_online_window_update_seats (EuchreOnlineWindow *self)
{
  euchre_online_show_seats (self->net, (AdwActionRow **) self->seat_rows, self->surface);
  for (guint s = 0; s < 4; s++)
    {
      g_autoptr (GMenuModel) moves = euchre_online_move_menu (self->net, s);
      const char *name = net_game_get_seat_name (self->net, s);
      g_autofree char *label = NULL;

      /* Shown when it has somewhere to go (bound in init). */
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->move_buttons[s]), moves);
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

void
euchre_online_window_update_qr (EuchreOnlineWindow *self)
{
  g_autoptr (GdkTexture) texture = NULL;
  const char *link = self->net ? net_game_get_web_link (self->net) : NULL;

  if (link != NULL)
    texture = euchre_qr_texture (link, QR_SCALE, NULL);
  if (g_set_object (&self->qr_code, GDK_PAINTABLE (texture)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QR_CODE]);
}

void
euchre_online_window_setup_error (EuchreOnlineWindow *self, const char *text)
{
  if (g_strcmp0 (text, self->setup_error_text) == 0)
    return;
  g_free (self->setup_error_text);
  self->setup_error_text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETUP_ERROR]);
}

/* ---- GObject ---------------------------------------------------------------- */
static void
euchre_online_window_dispose (GObject *object)
{
  EuchreOnlineWindow *self = EUCHRE_ONLINE_WINDOW (object);

  euchre_online_window_leave (self, FALSE);
  g_clear_handle_id (&self->invite_idle, g_source_remove);
  g_clear_object (&self->settings);
  g_clear_object (&self->qr_code);
  g_clear_pointer (&self->banner_text, g_free);
  g_clear_pointer (&self->setup_error_text, g_free);
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
    case PROP_BANNER_TEXT:
      g_value_set_string (value, self->banner_text);
      break;
    case PROP_CAN_KEEP_PLAYING:
      g_value_set_boolean (value, self->can_keep_playing);
      break;
    case PROP_SETUP_ERROR:
      g_value_set_string (value, self->setup_error_text);
      break;
    case PROP_QR_CODE:
      g_value_set_object (value, self->qr_code);
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
  /* The banner over the table (what became of it), whether Keep Playing
   * is offered under it, the setup page's problem (NULL: none), and the
   * browser link's QR code (NULL: none). */
  properties[PROP_BANNER_TEXT] = g_param_spec_string ("banner-text", NULL, NULL, "",
                                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                      G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_KEEP_PLAYING] = g_param_spec_boolean ("can-keep-playing", NULL, NULL, FALSE,
                                                            G_PARAM_READABLE |
                                                            G_PARAM_EXPLICIT_NOTIFY |
                                                            G_PARAM_STATIC_STRINGS);
  properties[PROP_SETUP_ERROR] = g_param_spec_string ("setup-error", NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                      G_PARAM_STATIC_STRINGS);
  properties[PROP_QR_CODE] = g_param_spec_object ("qr-code", NULL, NULL, GDK_TYPE_PAINTABLE,
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
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, lobby_scroller);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, invite_box);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, server_check);
  gtk_widget_class_bind_template_child (widget_class, EuchreOnlineWindow, server_row);
  euchre_online_words_bind (widget_class);

  euchre_online_window_install_actions (widget_class);
}

/* The lobby at least this wide: the browser's link and its QR code side
 * by side, so that the code shows whole at the window's first size
 * (issue 51); narrower (a phone), the code under the link. */
#define INVITE_SIDE_BY_SIDE_WIDTH 480

static gboolean
invite_layout_cb (gpointer data)
{
  EuchreOnlineWindow *self = data;
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (self->lobby_scroller);
  gboolean wide = gtk_adjustment_get_page_size (h) >= INVITE_SIDE_BY_SIDE_WIDTH;

  self->invite_idle = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->invite_box),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  return G_SOURCE_REMOVE;
}

/* The lobby's width changed (while it was laid out: changed after). */
static void
lobby_width_cb (EuchreOnlineWindow *self)
{
  if (self->invite_idle == 0)
    self->invite_idle = g_idle_add (invite_layout_cb, self);
}

/* Shown when its person has somewhere to go.  Not a GBinding of the
 * button to itself: GLib 2.74 warns "couldn't find weak ref" when such a
 * binding's object is finalized. */
static void
menu_model_cb (GtkMenuButton *button)
{
  gtk_widget_set_visible (GTK_WIDGET (button), gtk_menu_button_get_menu_model (button) != NULL);
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
      g_signal_connect (self->move_buttons[s], "notify::menu-model", G_CALLBACK (menu_model_cb),
                        NULL);
      menu_model_cb (GTK_MENU_BUTTON (self->move_buttons[s]));
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
  g_signal_connect (self, "close-request", G_CALLBACK (euchre_online_window_close_request), NULL);
  g_signal_connect_swapped (gtk_scrolled_window_get_hadjustment (self->lobby_scroller),
                            "notify::page-size", G_CALLBACK (lobby_width_cb), self);
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
    euchre_online_window_setup_error (self, text);
  else
    euchre_online_window_toast (self, text);
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
