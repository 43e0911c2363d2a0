/* euchre-online-words.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-online-words.h"
#include "euchre-names.h"
#include "euchre-notice.h"
#include "euchre-ui-text.h"

/* What a seat's player is, in words: NULL when nothing needs saying. */
char *
euchre_online_seat_state (NetGameSeat kind, const char *name)
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

char *
euchre_online_seat_tag (NetGameSeat kind, const char *name)
{
  switch (kind)
    {
    case NET_GAME_SEAT_COMPUTER:
    case NET_GAME_SEAT_EMPTY:
      return g_strdup (_("Computer"));
    case NET_GAME_SEAT_COVERED:
      /* TRANSLATORS: under a player's name on the table: the computer
       * plays for them meanwhile */
      return g_strdup (_("the computer plays"));
    case NET_GAME_SEAT_AWAY:
      /* TRANSLATORS: under a player's name on the table */
      return g_strdup (_("away"));
    case NET_GAME_SEAT_HUMAN:
    default:
      /* The seat shows the person's name already. */
      return NULL;
    }
}

/* A seat's person's name, or the seat's word when nobody is named. */
static const char *
name_at (NetGame *net, guint seat)
{
  const char *name = net_game_get_seat_name (net, seat);

  return name && *name ? name : euchre_name_seat (seat);
}

static void
add_line (GString *text, const char *line)
{
  g_string_append_printf (text, "%s%s", text->len ? "\n" : "", line);
}

char *
euchre_online_banner_text (NetGame *net, const char *slow, const char *over)
{
  GString *text = g_string_new (NULL);

  /* Lost: why, once, and the score it stands at; nothing else is true
   * any more (nobody is waited for, nothing is tried again). */
  if (net_game_get_state (net) == NET_GAME_FAILED)
    {
      const EuchrePublic *pub = euchre_game_get_public (net_game_get_game (net));

      add_line (text, net_game_get_error (net));
      if (over)
        add_line (text, over);
      else if (pub->phase != EUCHRE_PHASE_DEAL || pub->score[0] + pub->score[1] > 0)
        {
          /* TRANSLATORS: the partner's name and the score of the person's
           * side, then the two others' names and their score */
          g_autofree char *score = g_strdup_printf (_("The score was: you and %s %u, %s and %s %u."),
                                                    name_at (net, 2), pub->score[0],
                                                    name_at (net, 1), name_at (net, 3),
                                                    pub->score[1]);

          add_line (text, score);
        }
      return g_string_free (text, FALSE);
    }

  /* Cut off: what the table said last (who is away, whom it waits for)
   * may be over, and whether the table is still on is not known (its
   * host's program may be gone). */
  if (net_game_get_reconnecting (net))
    {
      add_line (text, _("The connection to the table was lost: trying again. If the table is "
                        "still on, the computer plays your seat until you are back."));
      if (over)
        add_line (text, over);
      return g_string_free (text, FALSE);
    }
  for (guint s = 0; s < 4; s++)
    {
      const char *name = net_game_get_seat_name (net, s);
      NetGameSeat kind = net_game_get_seat_kind (net, s);
      g_autofree char *line = NULL;

      if (kind == NET_GAME_SEAT_COVERED)
        /* TRANSLATORS: %s: a seat ("West"), then a player's name */
        line = g_strdup_printf (_("%s is played by the computer until %s comes back."),
                                euchre_name_seat (s), name);
      else if (kind == NET_GAME_SEAT_AWAY)
        line = g_strdup_printf (_("%s (%s) lost the connection: the computer takes the seat "
                                  "if they do not come back soon."), name,
                                euchre_name_seat (s));
      if (line)
        add_line (text, line);
    }
  if (slow)
    add_line (text, slow);
  if (over)
    add_line (text, over);
  return g_string_free (text, FALSE);
}

char *
euchre_online_over_text (NetGame *net, guint side)
{
  const EuchrePublic *pub = euchre_game_get_public (net_game_get_game (net));

  const char *partner = net_game_get_seat_name (net, 2);

  /* A partner without a name (a computer) is "your partner": a sentence
   * of its own, so that each language says person and number right
   * ("Du und dein Partner gewinnen", never "Du und Partner gewinnt"). */
  if (side == 0 && (partner == NULL || *partner == '\0' ||
                    net_game_get_seat_kind (net, 2) == NET_GAME_SEAT_COMPUTER))
    return g_strdup_printf (_("You and your partner win, %u to %u."), pub->score[0],
                            pub->score[1]);
  if (side == 0)
    /* TRANSLATORS: %s is the partner's name, then the score */
    return g_strdup_printf (_("You and %s win, %u to %u."), partner, pub->score[0],
                            pub->score[1]);
  /* TRANSLATORS: two players' names, then the score */
  return g_strdup_printf (_("%s and %s win, %u to %u."), name_at (net, 1), name_at (net, 3),
                          pub->score[1], pub->score[0]);
}

char *
euchre_online_waiting_words (NetGame *net)
{
  const EuchrePublic *pub = euchre_game_get_public (net_game_get_game (net));

  if (pub->turn == 0 || pub->turn > 3 ||
      net_game_get_seat_kind (net, pub->turn) != NET_GAME_SEAT_HUMAN)
    return NULL;
  /* TRANSLATORS: %s is a player's name */
  return g_strdup_printf (_("Waiting for %s to play."), net_game_get_seat_name (net, pub->turn));
}

GStrv
euchre_online_players (NetGame *net)
{
  GStrv players = g_new0 (char *, 5);

  /* Whole: the table ellipsizes a name only at the width it has, and
   * says it whole (its accessible name, its tooltip). */
  players[0] = g_strdup (euchre_name_seat (0));
  for (guint s = 1; s < 4; s++)
    players[s] = g_strdup (name_at (net, s));
  return players;
}

void
euchre_online_show_seats (NetGame *net, AdwActionRow *rows[4], EuchrePlaySurface *surface)
{
  g_auto (GStrv) players = euchre_online_players (net);

  /* People's names wherever the table names a seat (issue 38.6). */
  euchre_play_surface_set_players (surface, (const char *const *) players);
  for (guint s = 0; s < 4; s++)
    {
      const char *name = net_game_get_seat_name (net, s);
      NetGameSeat kind = net_game_get_seat_kind (net, s);
      g_autofree char *state = euchre_online_seat_state (kind, name);

      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows[s]),
                                     *name ? name : euchre_name_seat (s));
      /* Who hosts the table is said on their row (issue 51.5). */
      if ((gint) s == net_game_get_host_seat (net))
        /* TRANSLATORS: a lobby row's subtitle: the seat ("West", "You") or
         * what it holds, then that this person hosts the table */
        subtitle = g_strdup_printf (_("%s · hosts the table"), state ? state
                                    : euchre_name_seat (s));
      adw_action_row_set_subtitle (rows[s], subtitle ? subtitle : state ? state
                                   : euchre_name_seat (s));
      /* Names on the seats of the table. */
      if (s > 0)
        {
          g_autofree char *tag = euchre_online_seat_tag (kind, name);

          euchre_play_surface_set_seat_tag (surface, s, tag);
        }
    }
}

/* The moves the person may make from the lobby's row @from (their own,
 * or anyone's for the host): "win.move-seat" (from, to) for each. */
GMenuModel *
euchre_online_move_menu (NetGame *net, guint from)
{
  g_autoptr (GMenu) menu = g_menu_new ();

  for (guint to = 0; to < 4; to++)
    {
      NetGameSeat kind = net_game_get_seat_kind (net, to);
      g_autofree char *label = NULL;
      g_autoptr (GMenuItem) item = NULL;

      if (!net_game_can_move (net, from, to))
        continue;
      if (to == 0)
        label = g_strdup (_("Swap Seats with You"));
      else if (kind == NET_GAME_SEAT_EMPTY)
        /* TRANSLATORS: %s is a seat: "West", "Partner" or "East" */
        label = g_strdup_printf (from == 0 ? _("Sit at %s") : _("Move to %s"),
                                 euchre_name_seat (to));
      else if (kind == NET_GAME_SEAT_COMPUTER)
        /* TRANSLATORS: %s is a seat: "West", "Partner" or "East" */
        label = g_strdup_printf (_("Swap with the Computer at %s"), euchre_name_seat (to));
      else
        /* TRANSLATORS: %s is a player's name */
        label = g_strdup_printf (_("Swap Seats with %s"), net_game_get_seat_name (net, to));
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "win.move-seat", "(uu)", from, to);
      g_menu_append_item (menu, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (menu)) == 0)
    return NULL;
  return G_MENU_MODEL (g_steal_pointer (&menu));
}

guint
euchre_online_offer_kept_seat (AdwEntryRow *link_row, AdwEntryRow *name_row,
                               GtkOverlay *overlay)
{
  g_autofree char *link = NULL, *code = NULL, *name = NULL, *text = NULL;

  if (!net_game_get_kept_seat (&link, &code, &name))
    return 0;
  gtk_editable_set_text (GTK_EDITABLE (link_row), link);
  gtk_editable_set_text (GTK_EDITABLE (name_row), name);
  text = g_strdup_printf (_("You still have a seat at table %s: Join to go back to it."), code);
  /* Until Join, or closed. */
  return euchre_notice_show (overlay, text, 0);
}

/* The people other than the person at the table. */
static guint
others_seated (NetGame *net)
{
  guint n = 0;

  for (guint s = 1; s < 4; s++)
    n += net_game_get_seat_kind (net, s) == NET_GAME_SEAT_HUMAN ||
         net_game_get_seat_kind (net, s) == NET_GAME_SEAT_AWAY;
  return n;
}

static void
close_response_cb (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  void (*confirmed) (GtkWindow *) = g_object_get_data (G_OBJECT (dialog), "confirmed");

  /* The window may go now (closed, or the application quitting): the
   * dialog, which goes after this, must no longer point at it. */
  if (g_str_equal (response, "close"))
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
      confirmed (window);
    }
}

gboolean
euchre_online_ask_close (GtkWindow *window, NetGame *net, GCallback confirmed)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;
  guint n;

  if (net == NULL || !net_game_get_holds_table (net) || net_game_get_state (net) == NET_GAME_FAILED ||
      (n = others_seated (net)) == 0)
    return FALSE;
  body = g_strdup_printf (ngettext ("This computer holds the table: closing it ends the game for "
                                    "the %u other person at it.",
                                    "This computer holds the table: closing it ends the game for "
                                    "the %u other people at it.", n), n);
  dialog = adw_message_dialog_new (window, _("Close the Table?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "stay", _("_Stay"),
                                    "close", _("_Close Table"), NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "close",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "stay");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "stay");
  g_object_set_data (G_OBJECT (dialog), "confirmed", (gpointer) confirmed);
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- what the online window's template binds ---------------------------------- */
gboolean
euchre_online_is_some (gpointer window, gpointer object)
{
  return object != NULL;
}

gboolean
euchre_online_is_over (gpointer window, NetGameState state)
{
  return state == NET_GAME_OVER;
}

gboolean
euchre_online_is_seated (gpointer window, NetGameState state)
{
  return state != NET_GAME_CONNECTING;
}

gboolean
euchre_online_show_start (gpointer window, NetGameState state, gboolean is_host)
{
  return state == NET_GAME_WAITING && is_host;
}

char *
euchre_online_or_empty (gpointer window, const char *text)
{
  return g_strdup (text ? text : "");
}

char *
euchre_online_code_words (gpointer window, const char *code)
{
  return code ? g_strdup_printf (_("Table code: %s"), code) : g_strdup ("");
}

char *
euchre_online_leave_label (gpointer window, gboolean is_host)
{
  return g_strdup (is_host ? _("_Close Table") : _("_Leave"));
}

char *
euchre_online_lobby_words (gpointer window, NetGameState state, gboolean is_host)
{
  if (state == NET_GAME_CONNECTING)
    return g_strdup (_("Connecting to the table…"));
  return g_strdup (is_host ? _("Start when everyone is seated: empty seats get computer players.")
                   : _("Waiting for the host to start the game."));
}

/* Every client checks each deal against the table's commitment, and says
 * so: under the window's title, beside the table's code. */
char *
euchre_online_title_words (gpointer window, const char *code, guint fair, guint unfair)
{
  if (code == NULL)
    return NULL;
  if (fair == 0 || unfair > 0)
    return g_strdup (code);
  /* TRANSLATORS: the table's code, then how many deals were checked */
  return g_strdup_printf (ngettext ("%s · %u deal checked: shuffled fairly",
                                    "%s · %u deals checked: shuffled fairly", fair), code, fair);
}


void
euchre_online_words_bind (GtkWidgetClass *widget_class)
{
  static const struct { const char *name; GCallback callback; } closures[] = {
    { "is_some", G_CALLBACK (euchre_online_is_some) },
    { "is_over", G_CALLBACK (euchre_online_is_over) },
    { "is_seated", G_CALLBACK (euchre_online_is_seated) },
    { "show_start", G_CALLBACK (euchre_online_show_start) },
    { "or_empty", G_CALLBACK (euchre_online_or_empty) },
    { "code_words", G_CALLBACK (euchre_online_code_words) },
    { "leave_label", G_CALLBACK (euchre_online_leave_label) },
    { "lobby_words", G_CALLBACK (euchre_online_lobby_words) },
    { "title_words", G_CALLBACK (euchre_online_title_words) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (closures); i++)
    gtk_widget_class_bind_template_callback_full (widget_class, closures[i].name,
                                                  closures[i].callback);
}
