/* euchre-window.c — the game's window: the table, the header, the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play surface (table, bid bar, messages) with the game it plays, the
 * game's actions (New Game, Last Trick, the score sheet), its settings,
 * and what the person is told about the saved game.  The welcome and the
 * guided hand: euchre-window-welcome.c.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-window-private.h"
#include "euchre-hint-action.h"
#include "euchre-last-trick.h"
#include "euchre-score-sheet.h"
#include "euchre-ui-text.h"
#include "euchre-undo-action.h"
#include "euchre-window-autoplay.h"
#include "euchre-window-focus.h"
#include "euchre-window-size.h"

G_DEFINE_FINAL_TYPE (EuchreWindow, euchre_window, ADW_TYPE_APPLICATION_WINDOW)

void
euchre_window_toast (EuchreWindow *self, const char *text)
{
  euchre_play_surface_toast (self->surface, text);
}

void
euchre_window_toast_long (EuchreWindow *self, const char *text)
{
  euchre_play_surface_toast_long (self->surface, text);
}

void
euchre_window_offer (EuchreWindow *self, const char *text, const char *button,
                     const char *action_name)
{
  euchre_play_surface_offer (self->surface, text, button, action_name);
}

/* The public part of the game: all the window reads of it. */
static EuchrePhase
game_phase (EuchreGame *game)
{
  return euchre_game_get_public (game)->phase;
}

/* ---- game signals --------------------------------------------------------- */
static void new_game (EuchreWindow *self);

static void
show_game_over (EuchreWindow *self, guint side)
{
  EuchreView view;

  euchre_game_get_view (self->game, EUCHRE_HUMAN_SEAT, &view);
  euchre_game_over_show (self->game_over_box, side, view.pub.score[side], view.pub.score[1 - side]);
}

static void
game_over_cb (EuchreGame *game, guint side, EuchreWindow *self)
{
  show_game_over (self, side);
}

/* A loaded game that is over shows its result too. */
static void
restarted_cb (EuchreGame *game, EuchreWindow *self)
{
  EuchreView view;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  self->told_save_failed = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->game_over_box), FALSE);
  if (view.pub.phase == EUCHRE_PHASE_GAME_OVER && view.pub.winner < 2)
    show_game_over (self, view.pub.winner);
}

static void
save_failed_cb (EuchreGame *game, const char *message, EuchreWindow *self)
{
  g_autofree char *text = NULL;

  /* Once per game: a full disk fails every move, and one toast says it. */
  if (self->told_save_failed)
    return;
  self->told_save_failed = TRUE;
  text = g_strdup_printf (_("The game could not be saved: %s"), message);
  g_message ("%s", text);
  euchre_window_toast_long (self, text);
}

/* Every move of the person goes through the tutor, or the guided hand's guide. */
static gboolean
move_cb (EuchrePlaySurface *surface, const EuchreAction *action, EuchreWindow *self)
{
  if (self->guide != NULL)
    euchre_guide_act (self->guide, action);
  else
    euchre_tutor_act (self->tutor, action);
  return TRUE;
}

/* ---- settings ------------------------------------------------------------- */
void
euchre_window_apply_settings (EuchreWindow *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);
  g_autofree char *difficulty = g_settings_get_string (gs, "difficulty");
  EuchrePersonality personality = euchre_settings_get_personality (self->settings);
  static const char *personalities[] = { N_("Normal"), N_("Crazy"), N_("Conservative") };
  g_autofree char *tag = NULL;
  const char *level = g_str_equal (difficulty, "easy") ? _("Easy")
                      : g_str_equal (difficulty, "hard") ? _("Hard") : _("Medium");

  euchre_settings_apply_to_game (self->settings, self->game);
  tag = g_strdup_printf ("%s · %s", level, _(personalities[personality]));
  for (guint seat = 1; seat < 4; seat++)
    euchre_play_surface_set_seat_tag (self->surface, seat, tag);
  gtk_widget_set_visible (self->hint_button, g_settings_get_boolean (gs, "show-hints"));
}

static void
settings_changed_cb (GSettings *gs, const char *key, EuchreWindow *self)
{
  /* The surface follows the theme, the speed and the pause itself. */
  if (!g_str_equal (key, "card-theme") && !g_str_equal (key, "animation-speed") &&
      !g_str_equal (key, "trick-pause-ms"))
    euchre_window_apply_settings (self);
}

/* ---- actions ------------------------------------------------------------- */
static void
new_game (EuchreWindow *self)
{
  EuchreRules rules;
  g_autofree char *group = euchre_settings_get_stats_group (self->settings);

  euchre_settings_get_rules (self->settings, &rules);
  rules.first_dealer = g_random_int_range (0, 4);
  gtk_widget_set_visible (GTK_WIDGET (self->game_over_box), FALSE);
  if (self->stats)
    euchre_stats_track (self->stats, self->game, group);
  euchre_play_surface_skip (self->surface);
  euchre_game_start (self->game, &rules, g_random_int ());
}

static void
abandon_response_cb (AdwMessageDialog *dialog, const char *response, EuchreWindow *self)
{
  if (!g_str_equal (response, "new-game"))
    return;
  if (self->stats)
    euchre_stats_abandon (self->stats);
  new_game (self);
}

/* A game in progress is not thrown away without asking; abandoned, it
 * counts as lost (or apart, once a move was taken back: as undo said). */
static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreWindow *self = EUCHRE_WINDOW (widget);
  GtkWidget *dialog;

  if (!euchre_game_get_in_progress (self->game))
    {
      new_game (self);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Abandon this game?"),
                                   euchre_game_get_undo_used (self->game)
                                   ? _("A move was taken back in this game: it is counted apart "
                                       "in your statistics, as neither a win nor a loss.")
                                   : _("The game in progress will count as a loss in your "
                                       "statistics."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "new-game", _("_New Game"),
                                    NULL);
  euchre_ui_name_dialog_buttons (dialog);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new-game",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (abandon_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
fullscreen_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
last_trick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreWindow *self = EUCHRE_WINDOW (widget);

  if (gtk_widget_get_visible (self->last_trick_popover))
    gtk_menu_button_popdown (GTK_MENU_BUTTON (self->last_trick_button));
  else
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->last_trick_button));
}

/* ---- GObject ------------------------------------------------------------- */
/* The saved game's message waits for the window to be on screen, so that the
 * dialog is over it; it stays until closed (a toast would vanish too soon). */
static gboolean
present_resume_message_cb (gpointer data)
{
  EuchreWindow *self = data;
  gsize n = 0;
  g_autofree gpointer *dialogs = g_ptr_array_steal (self->resume_messages, &n);

  self->resume_message_source = 0;
  for (gsize i = 0; i < n; i++)
    gtk_window_present (dialogs[i]);
  return G_SOURCE_REMOVE;
}

/* Once the window is presented (and raised: hence an idle), the dialog goes over it. */
static void
map_cb (GtkWidget *widget, gpointer data)
{
  EuchreWindow *self = EUCHRE_WINDOW (widget);

  if (self->resume_messages->len > 0 && self->resume_message_source == 0)
    self->resume_message_source = g_idle_add (present_resume_message_cb, self);
}

static void
tell (EuchreWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  euchre_ui_name_dialog_buttons (dialog);
  g_ptr_array_add (self->resume_messages, dialog);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    map_cb (GTK_WIDGET (self), NULL);
}

static void
tell_resume (EuchreWindow *self, EuchreResumeResult result, const char *message)
{
  tell (self,
        result == EUCHRE_RESUME_PARTIAL ? _("Saved Game Partly Restored")
        : result == EUCHRE_RESUME_IN_USE ? _("Saved Game in Use")
        : _("Saved Game Could Not Be Read"),
        message);
}

static void
euchre_window_dispose (GObject *object)
{
  EuchreWindow *self = EUCHRE_WINDOW (object);

  g_clear_handle_id (&self->resume_message_source, g_source_remove);
  g_clear_pointer (&self->resume_messages, g_ptr_array_unref);   /* destroys those not shown */

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (euchre_settings_get_gsettings (self->settings), self);
  g_clear_pointer (&self->tutor, euchre_tutor_free);
  g_clear_pointer (&self->guide, euchre_guide_free);
  /* The hint action holds the table, the bar and the game: without it
   * here, the table outlives the window's dispose and keeps telling a
   * window without a game that it is busy. */
  g_action_map_remove_action (G_ACTION_MAP (self), "hint");
  if (self->surface)
    g_signal_handlers_disconnect_by_data (self->surface, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), EUCHRE_TYPE_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_object (&self->stats);
  G_OBJECT_CLASS (euchre_window_parent_class)->dispose (object);
}

/* On a phone the header has no room for New Game and Hint: the squeezer
 * shows nothing for them, and they go into the main menu's first
 * section until there is room again (issue 42.1). */
static void
squeezer_cb (EuchreWindow *self)
{
  gboolean compact;

  /* Not while the template is built: its children are not bound yet. */
  if (self->header_squeezer == NULL || self->primary_menu == NULL)
    return;
  compact = adw_squeezer_get_visible_child (self->header_squeezer) == self->header_compact;
  if (compact == self->compact)
    return;
  self->compact = compact;
  if (compact)
    g_menu_prepend_section (self->primary_menu, NULL, G_MENU_MODEL (self->compact_menu));
  else
    g_menu_remove (self->primary_menu, 0);
}

gboolean
euchre_window_get_compact (EuchreWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_WINDOW (self), FALSE);
  return self->compact;
}

static void
euchre_window_class_init (EuchreWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const named[] = {
    "last_trick_south", "last_trick_west", "last_trick_north", "last_trick_east", "undo_button",
  };

  object_class->dispose = euchre_window_dispose;

  g_type_ensure (EUCHRE_TYPE_PLAY_SURFACE);
  g_type_ensure (EUCHRE_TYPE_GAME_OVER);
  g_type_ensure (EUCHRE_TYPE_LAST_TRICK);
  g_type_ensure (EUCHRE_TYPE_WELCOME);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, welcome);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, surface);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, game_over_box);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, last_trick_popover);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, header_squeezer);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, header_compact);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, EuchreWindow, compact_menu);
  gtk_widget_class_bind_template_callback (widget_class, squeezer_cb);
  /* The popover's own widgets, by name only (the tests look them up). */
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    gtk_widget_class_bind_template_child_full (widget_class, named[i], FALSE, 0);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, fullscreen_action);
  gtk_widget_class_install_action (widget_class, "win.last-trick", NULL, last_trick_action);
  gtk_widget_class_install_action (widget_class, "win.score-sheet", NULL, euchre_score_sheet_action);
  euchre_window_install_welcome_actions (widget_class);
}

static void
euchre_window_init (EuchreWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "Hint (key H)": the letter read as a key, in every language (issue 52.8). */
  euchre_ui_mark_key_tips (GTK_WIDGET (self));
  self->resume_messages = g_ptr_array_new_with_free_func ((GDestroyNotify) gtk_window_destroy);
  euchre_ui_name_button (self->new_game_button);
  euchre_last_trick_set_table (EUCHRE_LAST_TRICK (self->last_trick_popover),
                               euchre_play_surface_get_table (self->surface));
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  euchre_window_focus_track (GTK_WINDOW (self));
}

EuchreWindow *
euchre_window_new (AdwApplication *app, EuchreSettings *settings, EuchreGame *game,
                   EuchreStats *stats)
{
  EuchreWindow *self = g_object_new (EUCHRE_TYPE_WINDOW, "application", app, NULL);
  GSettings *gs = euchre_settings_get_gsettings (settings);
  g_autoptr (GError) error = NULL;
  EuchreResumeResult result;

  self->settings = g_object_ref (settings);
  self->game = g_object_ref (game);
  self->stats = stats ? g_object_ref (stats) : NULL;

  euchre_window_size_track (ADW_APPLICATION_WINDOW (self), gs);
  euchre_ui_name_shortcuts (GTK_APPLICATION_WINDOW (self));

  euchre_play_surface_set_settings (self->surface, gs);
  euchre_window_apply_settings (self);
  g_signal_connect (gs, "changed", G_CALLBACK (settings_changed_cb), self);
  g_signal_connect (self->surface, "move", G_CALLBACK (move_cb), self);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
  euchre_window_autoplay_add (self, game, g_getenv ("EUCHRE_AUTOPLAY"));
  g_signal_connect (game, "save-failed", G_CALLBACK (save_failed_cb), self);
  g_signal_connect (game, "restarted", G_CALLBACK (restarted_cb), self);
  euchre_undo_action_add (self, game);
  euchre_hint_action_add (self, game, GTK_BUTTON (self->hint_button), self->surface);
  self->tutor = euchre_tutor_new (self, game, gs);

  /* Resume the saved game, or start one. */
  switch ((result = euchre_game_resume (game, &error)))
    {
    case EUCHRE_RESUME_PARTIAL:
      tell_resume (self, EUCHRE_RESUME_PARTIAL, error->message);
      G_GNUC_FALLTHROUGH;
    case EUCHRE_RESUME_RESUMED:
      if (stats)
        {
          g_autofree char *group = euchre_settings_get_stats_group (settings);

          euchre_stats_track (stats, game, group);
        }
      if (game_phase (game) == EUCHRE_PHASE_GAME_OVER)
        new_game (self);
      break;
    case EUCHRE_RESUME_CORRUPT:
    case EUCHRE_RESUME_IN_USE:
      tell_resume (self, result, error->message);
      new_game (self);
      break;
    case EUCHRE_RESUME_NOTHING:
    default:
      new_game (self);
      break;
    }
  if (stats != NULL && euchre_stats_get_problem (stats) != NULL)
    tell (self, _("Statistics Could Not Be Read"), euchre_stats_get_problem (stats));
  euchre_play_surface_set_game (self->surface, game);
  /* The first start welcomes a newcomer (not a demo playing by itself). */
  if (!g_settings_get_boolean (gs, "welcome-shown") && g_getenv ("EUCHRE_AUTOPLAY") == NULL)
    euchre_window_show_welcome (self);
  return self;
}

EuchreTable *
euchre_window_get_table (EuchreWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_WINDOW (self), NULL);
  return euchre_play_surface_get_table (self->surface);
}

void
euchre_window_new_game (EuchreWindow *self)
{
  g_return_if_fail (EUCHRE_IS_WINDOW (self));
  new_game (self);
}

EuchreGame *
euchre_window_get_game (EuchreWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_WINDOW (self), NULL);
  return self->game;
}
