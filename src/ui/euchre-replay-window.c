/* euchre-replay-window.c — the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text before pictures: the four hands, the trick and the bids are
 * labels a screen reader reads as they are, laid out like the table
 * (partner on top, West left, East right, seat 0 below).
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-coach.h"
#include "euchre-names.h"
#include "euchre-replay-window.h"
#include "euchre-resources.h"

struct _EuchreReplayWindow {
  AdwWindow parent_instance;

  EuchreReplay *replay;
  GCancellable *evaluating;
  guint show;

  AdwWindowTitle *window_title;
  GtkDropDown *seat_choice;
  GtkLabel *problem;
  GtkLabel *position;
  GtkLabel *status;
  GtkGrid *table;
  GtkLabel *next;
  GtkLabel *note;
  GtkSpinner *spinner;
  GtkLabel *evaluation;
  GtkLabel *seat_name[4];
  GtkLabel *seat_info[4];
  GtkLabel *seat_cards[4];
  GtkLabel *trick;
};

G_DEFINE_FINAL_TYPE (EuchreReplayWindow, euchre_replay_window, ADW_TYPE_WINDOW)

static const char *
player (EuchreReplayWindow *self, guint seat)
{
  return euchre_replay_get_player (self->replay, seat);
}

/* The cards of @seat as words: all of them when shown, else how many. */
static char *
hand_words (EuchreReplayWindow *self, guint seat, const EuchreView *view)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  g_autoptr (GString) out = g_string_new (NULL);
  EuchreCard cards[EUCHRE_N_CARDS];
  gboolean unknown[EUCHRE_N_CARDS];
  guint n;

  if (pub->out_mask & (1u << seat))
    g_string_append (out, _("Sits out this deal."));
  if (self->show != EUCHRE_REPLAY_SHOW_OPEN && self->show != seat)
    {
      n = view->hand_sizes[seat];
      if (n > 0 && out->len == 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u card, not shown",
                                                  "%u cards, not shown", n), n);
      return g_strdup (out->str);
    }
  n = euchre_replay_get_open_hand (self->replay, seat, cards, unknown);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = unknown[i] ? g_strdup (_("unknown card")) : euchre_name_card (cards[i]);

      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", name);
    }
  if (n == 0 && out->len == 0)
    g_string_append (out, _("No cards"));
  return g_strdup (out->str);
}

/* The player's name and, when the file names players, the seat. */
static char *
seat_heading (EuchreReplayWindow *self, guint seat)
{
  if (g_strcmp0 (player (self, seat), euchre_name_seat (seat)) != 0)
    return g_strdup_printf ("%s (%s)", player (self, seat), euchre_name_seat (seat));
  return g_strdup (player (self, seat));
}

/* Dealer, tricks taken. */
static char *
seat_info (EuchreReplayWindow *self, guint seat)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  g_autoptr (GString) out = g_string_new (NULL);

  if (pub->hand_number > 0 && pub->dealer == seat)
    g_string_append (out, _("Dealer"));
  if (pub->phase == EUCHRE_PHASE_PLAY || pub->phase == EUCHRE_PHASE_HAND_OVER)
    {
      g_autofree char *tricks = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u trick", "%u tricks",
                                                              pub->seat_tricks[seat]),
                                                 pub->seat_tricks[seat]);

      g_string_append_printf (out, "%s%s", out->len > 0 ? " · " : "", tricks);
    }
  return g_strdup (out->str);
}

/* The middle of the table: the trick being played, or the bids. */
static char *
middle_words (EuchreReplayWindow *self, const EuchreView *view)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  g_autoptr (GString) out = g_string_new (NULL);

  if (pub->phase == EUCHRE_PHASE_PLAY || pub->phase == EUCHRE_PHASE_HAND_OVER ||
      pub->phase == EUCHRE_PHASE_GAME_OVER)
    {
      guint t = pub->phase == EUCHRE_PHASE_PLAY ? pub->trick_number : pub->trick_number - 1u;

      if (pub->trick_number == 0 && pub->phase != EUCHRE_PHASE_PLAY)
        return g_strdup ("");
      for (guint k = 0; k < 4; k++)
        {
          guint seat = (pub->trick_leader[t] + k) & 3;
          EuchreCard c = pub->trick[t][seat];
          g_autofree char *name = NULL;

          if (c == EUCHRE_CARD_NONE)
            continue;
          name = euchre_name_card (c);
          g_string_append_printf (out, "%s%s: %s", out->len > 0 ? "\n" : "", player (self, seat), name);
        }
      return g_strdup (out->str);
    }
  for (guint round = 0; round < 2; round++)
    for (guint k = 1; k <= 4; k++)
      {
        guint seat = (pub->dealer + k) & 3;
        const EuchreAction *a = &pub->bids[round][seat];
        g_autofree char *words = NULL;

        if (a->type == EUCHRE_ACTION_NONE)
          continue;
        words = euchre_coach_action_text (view, a);
        g_string_append_printf (out, "%s%s: %s", out->len > 0 ? "\n" : "", player (self, seat), words);
      }
  return g_strdup (out->str);
}

static char *
status_words (EuchreReplayWindow *self)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  g_autoptr (GString) out = g_string_new (NULL);

  g_string_append_printf (out, _("Score: %s and %s %u, %s and %s %u"),
                          player (self, 0), player (self, 2), pub->score[0],
                          player (self, 1), player (self, 3), pub->score[1]);
  if (pub->hand_number == 0)
    return g_strdup (out->str);
  if (pub->trick_number < 5 && pub->phase != EUCHRE_PHASE_HAND_OVER &&
      (pub->upcard_state == EUCHRE_UPCARD_FACE_UP || pub->upcard_state == EUCHRE_UPCARD_TURNED_DOWN))
    {
      g_autofree char *card = euchre_name_card (pub->upcard);

      g_string_append (out, "\n");
      if (pub->upcard_state == EUCHRE_UPCARD_FACE_UP)
        g_string_append_printf (out, _("Upcard: %s"), card);
      else
        g_string_append_printf (out, _("Upcard: %s, turned down"), card);
    }
  if (pub->trump != EUCHRE_SUIT_NONE && pub->maker < 4)
    {
      g_string_append (out, "\n");
      if (pub->alone)
        g_string_append_printf (out, _("Trump: %s, made by %s, alone"),
                                euchre_name_suit (pub->trump), player (self, pub->maker));
      else
        g_string_append_printf (out, _("Trump: %s, made by %s"),
                                euchre_name_suit (pub->trump), player (self, pub->maker));
    }
  return g_strdup (out->str);
}

static char *
position_words (EuchreReplayWindow *self)
{
  guint deal, n_deals, trick, card;

  euchre_replay_get_position (self->replay, &deal, &n_deals, &trick, &card);
  if (deal == 0)
    return g_strdup_printf (_("Start of the game (%u deals)"), n_deals);
  if (trick == 0)
    return g_strdup_printf (_("Deal %u of %u, bidding"), deal, n_deals);
  if (card == 0)
    return g_strdup_printf (_("Deal %u of %u, trick %u, lead"), deal, n_deals, trick);
  return g_strdup_printf (_("Deal %u of %u, trick %u, card %u"), deal, n_deals, trick, card + 1);
}

static char *
next_words (EuchreReplayWindow *self)
{
  EuchreAction action;
  EuchreView view;
  guint seat;
  g_autofree char *what = NULL;

  if (!euchre_replay_get_next_action (self->replay, &seat, &action))
    return g_strdup (euchre_replay_get_problem (self->replay) != NULL
                     ? _("The game stops here: the file goes on with a play that is not allowed.")
                     : _("End of the game."));
  if (action.type == EUCHRE_ACTION_DEAL)
    return g_strdup_printf (_("Next: %s deals."), player (self, seat));
  euchre_replay_get_view (self->replay, seat, &view);
  what = euchre_coach_action_text (&view, &action);
  return g_strdup_printf (_("Next: %s — %s"), player (self, seat), what);
}

static void
evaluated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (EuchreReplayWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *mistake = NULL;
  EuchreAnalysis analysis;
  EuchreAction taken;
  EuchreView view;
  gboolean decided;

  decided = euchre_replay_analyse_finish (EUCHRE_REPLAY (source), result, &view, &analysis, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->replay == NULL)
    return;
  g_clear_object (&self->evaluating);
  gtk_spinner_stop (self->spinner);
  if (!decided)
    {
      gtk_label_set_text (self->evaluation, error != NULL ? error->message
                                                          : _("No choice to evaluate here."));
      return;
    }
  euchre_replay_get_next_action (self->replay, NULL, &taken);
  for (guint i = 0; i < analysis.n; i++)
    {
      g_autofree char *action = euchre_coach_action_text (&view, &analysis.options[i].action);
      g_autofree char *numbers = euchre_coach_option_text (&view, &analysis, i);
      gboolean played = memcmp (&analysis.options[i].action, &taken, sizeof taken) == 0;
      const char *mark = played && i == analysis.best ? _("played, best")
                         : played ? _("played") : i == analysis.best ? _("best") : NULL;

      if (mark != NULL)
        g_string_append_printf (out, "%s%s (%s): %s", out->len > 0 ? "\n" : "", action, mark, numbers);
      else
        g_string_append_printf (out, "%s%s: %s", out->len > 0 ? "\n" : "", action, numbers);
      if (played && euchre_analysis_is_mistake (&analysis, &taken))
        mistake = euchre_coach_mistake_text (&view, &analysis, i);
    }
  if (mistake != NULL)
    g_string_append_printf (out, "\n%s", mistake);
  gtk_label_set_text (self->evaluation, out->str);
}

static void
evaluate (EuchreReplayWindow *self)
{
  if (self->evaluating != NULL)
    g_cancellable_cancel (self->evaluating);
  g_clear_object (&self->evaluating);
  self->evaluating = g_cancellable_new ();
  gtk_label_set_text (self->evaluation, _("Evaluating…"));
  gtk_spinner_start (self->spinner);
  euchre_replay_analyse_async (self->replay, self->evaluating, evaluated_cb, g_object_ref (self));
}

static void
update (EuchreReplayWindow *self)
{
  EuchreView view;
  g_autofree char *position = position_words (self);
  g_autofree char *status = status_words (self);
  g_autofree char *next = next_words (self);
  g_autofree char *note = euchre_replay_get_annotation (self->replay);
  g_autofree char *middle = NULL;
  guint n = euchre_replay_get_n_steps (self->replay);

  euchre_replay_get_view (self->replay, self->show < 4 ? self->show : 0, &view);
  gtk_label_set_text (self->position, position);
  gtk_label_set_text (self->status, status);
  gtk_label_set_text (self->next, next);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *heading = seat_heading (self, s);
      g_autofree char *info = seat_info (self, s);
      g_autofree char *cards = hand_words (self, s, &view);

      gtk_label_set_text (self->seat_name[s], heading);
      gtk_label_set_text (self->seat_info[s], info);
      gtk_widget_set_visible (GTK_WIDGET (self->seat_info[s]), info[0] != '\0');
      gtk_label_set_text (self->seat_cards[s], cards);
    }
  middle = middle_words (self, &view);
  gtk_label_set_text (self->trick, middle);
  if (note != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Note in the file: %s"), note);

      gtk_label_set_text (self->note, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.trick", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.deal", n > 0);
  evaluate (self);
}

static void
move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreReplayWindow *self = EUCHRE_REPLAY_WINDOW (widget);
  int direction = g_variant_get_int32 (param);

  if (g_str_equal (name, "replay.step"))
    euchre_replay_step (self->replay, direction);
  else if (g_str_equal (name, "replay.trick"))
    euchre_replay_jump_trick (self->replay, direction);
  else
    euchre_replay_jump_deal (self->replay, direction);
  update (self);
}

static void
save_error (EuchreReplayWindow *self, const char *message)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (
    adw_message_dialog_new (GTK_WINDOW (self), _("The game could not be saved"), message));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_response_cb (GtkNativeDialog *chooser, int response, gpointer data)
{
  EuchreReplayWindow *self = data;
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path == NULL)
        save_error (self, _("Choose a file on this computer."));
      else if (!euchre_replay_save (self->replay, path, &error))
        save_error (self, error->message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  EuchreReplayWindow *self = EUCHRE_REPLAY_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *file_name = NULL;
  const char *title = euchre_replay_get_title (self->replay);

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Euchre games"));
  gtk_file_filter_add_pattern (filter, "*.egn");
  gtk_file_filter_add_mime_type (filter, "application/x-euchre-egn");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  file_name = g_str_has_suffix (title, ".egn") ? g_strdup (title)
              : g_strdup_printf ("%s.egn", title[0] != '\0' ? title : _("game"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
seat_chosen_cb (GtkDropDown *drop, GParamSpec *pspec, gpointer data)
{
  EuchreReplayWindow *self = data;

  self->show = MIN (gtk_drop_down_get_selected (drop), EUCHRE_REPLAY_SHOW_OPEN);
  if (self->replay != NULL)
    update (self);
}

static GtkWidget *
seat_box (EuchreReplayWindow *self, guint seat)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *labels[3];

  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *l = labels[i] = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (l), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (l), 0);
      gtk_widget_set_margin_start (l, 8);
      gtk_widget_set_margin_end (l, 8);
      gtk_box_append (GTK_BOX (box), l);
    }
  gtk_widget_add_css_class (labels[0], "heading");
  gtk_widget_add_css_class (labels[1], "dim-label");
  gtk_widget_set_margin_top (labels[0], 6);
  gtk_widget_set_margin_bottom (labels[2], 6);
  gtk_label_set_selectable (GTK_LABEL (labels[2]), TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (labels[2]), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  labels[0], NULL, -1);
  gtk_widget_add_css_class (box, "card");
  self->seat_name[seat] = GTK_LABEL (labels[0]);
  self->seat_info[seat] = GTK_LABEL (labels[1]);
  self->seat_cards[seat] = GTK_LABEL (labels[2]);
  return box;
}

static void
build_table (EuchreReplayWindow *self)
{
  /* Column, row of each seat: seat 0 below, West left, partner on top, East right. */
  static const int place[4][2] = { { 1, 2 }, { 0, 1 }, { 1, 0 }, { 2, 1 } };
  GtkWidget *middle = gtk_label_new (NULL);

  for (guint s = 0; s < 4; s++)
    gtk_grid_attach (self->table, seat_box (self, s), place[s][0], place[s][1], 1, 1);
  gtk_label_set_wrap (GTK_LABEL (middle), TRUE);
  gtk_label_set_justify (GTK_LABEL (middle), GTK_JUSTIFY_CENTER);
  gtk_widget_set_valign (middle, GTK_ALIGN_CENTER);
  gtk_grid_attach (self->table, middle, 1, 1, 1, 1);
  self->trick = GTK_LABEL (middle);
}

static void
euchre_replay_window_dispose (GObject *object)
{
  EuchreReplayWindow *self = EUCHRE_REPLAY_WINDOW (object);

  if (self->evaluating != NULL)
    g_cancellable_cancel (self->evaluating);
  g_clear_object (&self->evaluating);
  g_clear_object (&self->replay);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_REPLAY_WINDOW);
  G_OBJECT_CLASS (euchre_replay_window_parent_class)->dispose (object);
}

/* The board's keys.  Not class bindings: GtkWindow's own arrow keys
 * (moving the focus) would come first.  On the content, bubbling: a
 * list in the seat selector's popover keeps its arrows. */
static void
add_keys (EuchreReplayWindow *self)
{
  static const struct {
    guint key;
    GdkModifierType mods;
    const char *action;
    int arg;
  } keys[] = {
    { GDK_KEY_Left, 0, "replay.step", -1 },
    { GDK_KEY_Right, 0, "replay.step", 1 },
    { GDK_KEY_Page_Up, 0, "replay.trick", -1 },
    { GDK_KEY_Page_Down, 0, "replay.trick", 1 },
    { GDK_KEY_Left, GDK_CONTROL_MASK, "replay.trick", -1 },
    { GDK_KEY_Right, GDK_CONTROL_MASK, "replay.trick", 1 },
    { GDK_KEY_Home, 0, "replay.deal", -1 },
    { GDK_KEY_End, 0, "replay.deal", 1 },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (keys[i].key, keys[i].mods),
                                       gtk_named_action_new (keys[i].action), "i", keys[i].arg));
  gtk_widget_add_controller (adw_window_get_content (ADW_WINDOW (self)), controller);
}

static void
euchre_replay_window_class_init (EuchreReplayWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_replay_window_dispose;
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, seat_choice);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, problem);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, position);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, status);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, table);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, next);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, note);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, evaluation);

  gtk_widget_class_install_action (widget_class, "replay.step", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.trick", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.deal", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "replay.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
euchre_replay_window_init (EuchreReplayWindow *self)
{
  self->show = 0;
  gtk_widget_init_template (GTK_WIDGET (self));
  build_table (self);
  add_keys (self);
}

GtkWidget *
euchre_replay_window_new (EuchreReplay *replay)
{
  EuchreReplayWindow *self;
  g_autoptr (GtkStringList) seats = gtk_string_list_new (NULL);
  const char *problem;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (replay), NULL);
  self = g_object_new (EUCHRE_TYPE_REPLAY_WINDOW, NULL);
  self->replay = g_object_ref (replay);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *item = NULL;

      if (g_strcmp0 (player (self, s), euchre_name_seat (s)) != 0)
        item = g_strdup_printf ("%s (%s)", euchre_name_seat (s), player (self, s));
      else
        item = g_strdup (euchre_name_seat (s));
      gtk_string_list_append (seats, item);
    }
  gtk_string_list_append (seats, _("All (open)"));
  gtk_drop_down_set_model (self->seat_choice, G_LIST_MODEL (seats));
  g_signal_connect (self->seat_choice, "notify::selected", G_CALLBACK (seat_chosen_cb), self);
  adw_window_title_set_subtitle (self->window_title, euchre_replay_get_title (replay));
  problem = euchre_replay_get_problem (replay);
  if (problem != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("This file holds a play that is not allowed, so the game is shown up to it. %s"),
                                               problem);

      gtk_label_set_text (self->problem, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problem), problem != NULL);
  /* The first deal, dealt: there is nothing to see before it. */
  euchre_replay_jump_deal (replay, 1);
  if (euchre_replay_get_cursor (replay) == euchre_replay_get_n_steps (replay))
    euchre_replay_set_cursor (replay, 0);
  update (self);
  return GTK_WIDGET (self);
}

EuchreReplay *
euchre_replay_window_get_replay (EuchreReplayWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY_WINDOW (self), NULL);
  return self->replay;
}

void
euchre_replay_window_set_show (EuchreReplayWindow *self, guint show)
{
  g_return_if_fail (EUCHRE_IS_REPLAY_WINDOW (self) && show <= EUCHRE_REPLAY_SHOW_OPEN);
  gtk_drop_down_set_selected (self->seat_choice, show);
}

gboolean
euchre_replay_window_is_evaluating (EuchreReplayWindow *self)
{
  g_return_val_if_fail (EUCHRE_IS_REPLAY_WINDOW (self), FALSE);
  return self->evaluating != NULL;
}
