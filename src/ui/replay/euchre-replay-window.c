/* euchre-replay-window.c — the replay board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position is drawn as the game's table draws it (euchre-replay-
 * board.h): the four hands as cards, face down where the chosen seat may
 * not see them, the trick, the upcard, trump, the dealer and the score.
 * Beside it: where we are, what comes next, the file's note and the
 * coach's view of the choice, told from the deciding seat's side and by
 * its player's name.  Every string from the file is shown bounded and
 * on ellipsized labels: a name of any length leaves the window's size as
 * it is.
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-coach.h"
#include "euchre-coach-seat.h"
#include "euchre-names.h"
#include "euchre-replay-board.h"
#include "euchre-replay-window.h"
#include "euchre-resources.h"
#include "euchre-ui-text.h"

/* How much of a string from a file is shown: a player's name, the title,
 * a note, the reader's report. */
#define NAME_CHARS 24
#define TITLE_CHARS 60
#define NOTE_CHARS 1200
#define PROBLEM_CHARS 400

struct _EuchreReplayWindow {
  AdwWindow parent_instance;

  EuchreReplay *replay;
  GCancellable *evaluating;
  GSettings *settings;
  guint show;
  char *names[4];               /* the players, bounded */

  AdwWindowTitle *window_title;
  GtkDropDown *seat_choice;
  GtkLabel *problem;
  GtkLabel *position;
  EuchreReplayBoard *table;
  GtkLabel *next;
  GtkLabel *note;
  GtkSpinner *spinner;
  GtkLabel *evaluation;
};

G_DEFINE_FINAL_TYPE (EuchreReplayWindow, euchre_replay_window, ADW_TYPE_WINDOW)

/* @text as shown: at most @max characters (an ellipsis marks the cut),
 * and on one line when @one_line. */
static char *
bounded (const char *text, guint max, gboolean one_line)
{
  const char *p = text;
  char *copy;
  guint i;

  for (i = 0; i < max && *p != '\0'; i++)
    p = g_utf8_next_char (p);
  if (*p == '\0')
    copy = g_strdup (text);
  else
    {
      g_autofree char *cut = g_utf8_substring (text, 0, MAX (max, 2) - 1);

      copy = g_strconcat (cut, "…", NULL);
    }
  if (one_line)
    g_strdelimit (copy, "\n\r\t\v\f", ' ');
  return copy;
}

static const char *
player (EuchreReplayWindow *self, guint seat)
{
  return self->names[seat];
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

/* The board's picture of the cursor's position. */
static void
show_board (EuchreReplayWindow *self, const EuchreView *view)
{
  EuchreReplayBoardPosition p = { 0 };
  gboolean unknown[EUCHRE_N_CARDS];
  char *words[4];

  p.pub = euchre_replay_get_public (self->replay);
  p.target = euchre_replay_get_target (self->replay);
  p.past_end = euchre_replay_is_past_end (self->replay);
  for (guint s = 0; s < 4; s++)
    {
      p.names[s] = player (self, s);
      p.face_up[s] = self->show == EUCHRE_REPLAY_SHOW_OPEN || self->show == s;
      p.n[s] = euchre_replay_get_open_hand (self->replay, s, p.cards[s], unknown);
      for (guint i = 0; i < p.n[s]; i++)
        if (unknown[i])
          p.unknown[s] |= 1u << i;
      p.hand_words[s] = words[s] = hand_words (self, s, view);
    }
  euchre_replay_board_show (self->table, &p);
  for (guint s = 0; s < 4; s++)
    g_free (words[s]);
}

/* Where the cursor is in its deal, as the board shows it. */
static char *
deal_words (EuchreReplayWindow *self, guint deal, guint n_deals, guint trick, guint card)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);

  switch (pub->phase)
    {
    case EUCHRE_PHASE_GAME_OVER:
      /* TRANSLATORS: the replay's heading after the deal that won the game */
      return g_strdup_printf (_("Deal %u of %u, game over"), deal, n_deals);
    case EUCHRE_PHASE_HAND_OVER:
      if (euchre_replay_get_renege_end (self->replay, NULL, NULL, NULL))
        /* TRANSLATORS: the replay's heading after a deal the file ends on a caught renege */
        return g_strdup_printf (_("Deal %u of %u, ended on a caught renege"), deal, n_deals);
      if (pub->last.kind == EUCHRE_RESULT_PASSED)
        /* TRANSLATORS: the replay's heading after a deal that everybody passed */
        return g_strdup_printf (_("Deal %u of %u, passed out"), deal, n_deals);
      /* TRANSLATORS: the replay's heading after the last trick of a deal, its score made */
      return g_strdup_printf (_("Deal %u of %u, scored"), deal, n_deals);
    case EUCHRE_PHASE_DISCARD:
      return g_strdup_printf (_("Deal %u of %u, the dealer discards"), deal, n_deals);
    default:
      break;
    }
  if (trick == 0)
    return g_strdup_printf (_("Deal %u of %u, bidding"), deal, n_deals);
  if (card == 0)
    return g_strdup_printf (_("Deal %u of %u, trick %u, lead"), deal, n_deals, trick);
  return g_strdup_printf (_("Deal %u of %u, trick %u, card %u"), deal, n_deals, trick, card + 1);
}

static char *
position_words (EuchreReplayWindow *self)
{
  guint deal, n_deals, trick, card;
  g_autofree char *words = NULL;

  euchre_replay_get_position (self->replay, &deal, &n_deals, &trick, &card);
  if (deal == 0)
    return g_strdup_printf (_("Start of the game (%u deals)"), n_deals);
  words = deal_words (self, deal, n_deals, trick, card);
  if (euchre_replay_is_past_end (self->replay))
    /* TRANSLATORS: the replay's heading in a deal that the file plays after the game was
     * won; %s is where ("Deal 12 of 13, bidding") */
    return g_strdup_printf (_("%s (played past the end of the game)"), words);
  return g_steal_pointer (&words);
}

/* What the end of the file is: the game won, and by whom, or where the
 * file stops before. */
static char *
end_words (EuchreReplayWindow *self)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  guint winner, won, lost;

  if (euchre_replay_get_problem (self->replay) != NULL)
    return g_strdup (_("The game stops here: the file goes on with a play that is not allowed."));
  if (euchre_replay_get_result (self->replay, &winner, &won, &lost))
    {
      if (euchre_replay_is_past_end (self->replay))
        /* TRANSLATORS: the replay's end, when the file plays on after the game was won:
         * %1$s and %2$s are the winners' names, %3$u–%4$u the score they won by, %5$u–%6$u
         * the score at the end of the file */
        return g_strdup_printf (_("End of the file. %1$s and %2$s won the game %3$u–%4$u; "
                                  "the file plays on past its end, to %5$u–%6$u."),
                                player (self, winner), player (self, winner + 2), won, lost,
                                pub->score[winner], pub->score[1 - winner]);
      /* TRANSLATORS: the replay's end: %1$s and %2$s are the winners' names, %3$u–%4$u the
       * score */
      return g_strdup_printf (_("End of the game: %1$s and %2$s win %3$u–%4$u."),
                              player (self, winner), player (self, winner + 2), won, lost);
    }
  if (pub->phase == EUCHRE_PHASE_HAND_OVER || pub->phase == EUCHRE_PHASE_DEAL)
    /* TRANSLATORS: the replay's end, between deals of a game not finished; the score as
     * "7–5" of seats 0 and 2 (%1$s and %2$s) against seats 1 and 3 */
    return g_strdup_printf (_("The file stops here, between deals: the game is not finished "
                              "(%1$s and %2$s %3$u, the others %4$u)."),
                            player (self, 0), player (self, 2), pub->score[0], pub->score[1]);
  return g_strdup (_("The file stops here, in the middle of the deal: the game is not "
                     "finished."));
}

/* A deal the file ends on a caught renege, as what it was: who reneged,
 * who caught it, what it cost (the file scores nothing), the score. */
static char *
renege_words (EuchreReplayWindow *self)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  guint seat, trick;
  EuchreCard card;
  g_autofree char *name = NULL;

  if (!euchre_replay_get_renege_end (self->replay, &seat, &trick, &card))
    return NULL;
  name = euchre_name_card (card);
  /* TRANSLATORS: the replay after a deal ended on a caught renege: %1$s reneged (a player),
   * %2$u the trick, %3$s the card played, %4$s and %5$s the other side (who caught it),
   * %6$s and %7$s the first side, %8$u–%9$u the score */
  return g_strdup_printf (_("%1$s reneged in trick %2$u (the %3$s, not following suit); %4$s "
                            "and %5$s caught it and the deal was thrown in. The file scores no "
                            "penalty for it: the score stays %6$s and %7$s %8$u, the others "
                            "%9$u."),
                          player (self, seat), trick, name, player (self, (seat + 1) & 3),
                          player (self, (seat + 3) & 3), player (self, 0), player (self, 2),
                          pub->score[0], pub->score[1]);
}

static char *
next_words (EuchreReplayWindow *self)
{
  EuchreAction action;
  EuchreView view;
  guint seat;
  g_autofree char *what = NULL;

  if (!euchre_replay_get_next_action (self->replay, &seat, &action))
    return end_words (self);
  if (action.type == EUCHRE_ACTION_DEAL)
    {
      g_autofree char *renege = renege_words (self);

      if (renege != NULL)
        /* TRANSLATORS: the replay after a deal ended on a caught renege: %1$s says what
         * happened, %2$s is who deals next */
        return g_strdup_printf (_("%1$s Next: %2$s deals again."), renege, player (self, seat));
      return g_strdup_printf (_("Next: %s deals."), player (self, seat));
    }
  euchre_replay_get_view (self->replay, seat, &view);
  what = euchre_coach_action_text (&view, &action);
  return g_strdup_printf (_("Next: %s — %s"), player (self, seat), what);
}

/* The seat whose choice the coach would judge, or EUCHRE_SEAT_NONE. */
static guint
deciding_seat (EuchreReplayWindow *self)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  EuchreAction action;
  guint seat;

  if (!euchre_replay_get_next_action (self->replay, &seat, &action) ||
      action.type == EUCHRE_ACTION_DEAL || pub->turn >= 4)
    return EUCHRE_SEAT_NONE;
  return pub->turn;
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
  const char *who;

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
  /* Told about the seat that decides, by its player's name: never "you". */
  who = player (self, view.seat);
  euchre_replay_get_next_action (self->replay, NULL, &taken);
  for (guint i = 0; i < analysis.n; i++)
    {
      g_autofree char *action = euchre_coach_action_text (&view, &analysis.options[i].action);
      g_autofree char *numbers = euchre_coach_seat_option_text (&view, &analysis, i, who);
      gboolean played = memcmp (&analysis.options[i].action, &taken, sizeof taken) == 0;
      /* Within the sampling noise of the best, as good as it: no worse. */
      gboolean tie = i != analysis.best && euchre_analysis_is_tie (&analysis, i, analysis.best);
      g_autofree char *noise = tie ? euchre_coach_noise_text (&analysis) : NULL;
      g_autofree char *tied = NULL;
      const char *mark;

      /* A tie says why, with the noise: the hint's and the review's words. */
      if (tie)
        /* TRANSLATORS: the replay's coach: %s says why ("the difference is within the
         * estimate’s noise, ±3 % and ±0.2 points") */
        tied = g_strdup_printf (played ? _("played, as good as the best: %s")
                                       : _("as good as the best: %s"), noise);
      mark = played && i == analysis.best ? _("played, best")
             : tie ? tied
             : played ? _("played") : i == analysis.best ? _("best") : NULL;
      if (mark != NULL)
        g_string_append_printf (out, "%s%s (%s): %s", out->len > 0 ? "\n" : "", action, mark, numbers);
      else
        g_string_append_printf (out, "%s%s: %s", out->len > 0 ? "\n" : "", action, numbers);
      if (played && euchre_analysis_is_mistake (&analysis, &taken))
        mistake = euchre_coach_seat_mistake_text (&view, &analysis, i, who);
    }
  if (mistake != NULL)
    g_string_append_printf (out, "\n%s", mistake);
  gtk_label_set_text (self->evaluation, out->str);
}

static void
stop_evaluating (EuchreReplayWindow *self)
{
  if (self->evaluating != NULL)
    g_cancellable_cancel (self->evaluating);
  g_clear_object (&self->evaluating);
  gtk_spinner_stop (self->spinner);
}

/* The coach judges a choice only from what the deciding seat knew: its
 * own cards, which the file must hold and the viewer must be shown. */
static void
evaluate (EuchreReplayWindow *self)
{
  guint seat = deciding_seat (self);

  stop_evaluating (self);
  if (seat < 4 && self->show != EUCHRE_REPLAY_SHOW_OPEN && self->show != seat)
    {
      g_autofree char *text =
        /* TRANSLATORS: the replay board's coach, when the deciding seat's cards are hidden;
         * %1$s is that player, %2$s the seat selector's "All (open)" */
        g_strdup_printf (_("%1$s's cards are hidden. Show %1$s or “%2$s” to see the coach's "
                           "view of this choice."), player (self, seat), _("All (open)"));

      gtk_label_set_text (self->evaluation, text);
      return;
    }
  if (seat < 4 && !euchre_replay_seat_is_known (self->replay, seat))
    {
      g_autofree char *text =
        /* TRANSLATORS: the replay board's coach; %s is a player */
        g_strdup_printf (_("The file does not hold all of %s's cards here, so the coach does "
                           "not judge this choice."), player (self, seat));

      gtk_label_set_text (self->evaluation, text);
      return;
    }
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
  g_autofree char *next = next_words (self);
  g_autofree char *note = euchre_replay_get_annotation (self->replay);
  guint n = euchre_replay_get_n_steps (self->replay);

  euchre_replay_get_view (self->replay, self->show < 4 ? self->show : 0, &view);
  gtk_label_set_text (self->position, position);
  gtk_label_set_text (self->next, next);
  show_board (self, &view);
  if (note != NULL)
    {
      g_autofree char *shown = bounded (note, NOTE_CHARS, FALSE);
      g_autofree char *text = g_strdup_printf (_("Note in the file: %s"), shown);

      gtk_label_set_text (self->note, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.step", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.trick", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.deal", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.end", n > 0);
  evaluate (self);
}

/* The first position is the first deal, dealt (nothing to see before it),
 * as the board opens. */
static void
go_to_start (EuchreReplay *replay)
{
  euchre_replay_set_cursor (replay, 0);
  euchre_replay_jump_deal (replay, 1);
  if (euchre_replay_get_cursor (replay) == euchre_replay_get_n_steps (replay))
    euchre_replay_set_cursor (replay, 0);
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
  else if (g_str_equal (name, "replay.deal"))
    euchre_replay_jump_deal (self->replay, direction);
  else if (direction < 0)
    go_to_start (self->replay);
  else
    euchre_replay_set_cursor (self->replay, euchre_replay_get_n_steps (self->replay));
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
saved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (EuchreReplayWindow) self = data;
  g_autoptr (GError) error = NULL;

  if (!euchre_replay_save_finish (EUCHRE_REPLAY (source), result, &error) &&
      gtk_widget_get_visible (GTK_WIDGET (self)))
    save_error (self, error->message);
}

static void
save_response_cb (GtkNativeDialog *chooser, int response, gpointer data)
{
  EuchreReplayWindow *self = data;
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = file != NULL ? g_file_get_path (file) : NULL;
      if (path == NULL)
        save_error (self, _("Choose a file on this computer."));
      else
        euchre_replay_save_async (self->replay, path, NULL, saved_cb, g_object_ref (self));
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
  g_autofree char *title = bounded (euchre_replay_get_title (self->replay), TITLE_CHARS, TRUE);

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Euchre games"));
  gtk_file_filter_add_pattern (filter, "*.egn");
  gtk_file_filter_add_mime_type (filter, "application/x-euchre-egn");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_strdelimit (title, "/", '-');
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

/* The card theme the game's table uses, followed when it changes. */
static void
apply_theme (EuchreReplayWindow *self)
{
  g_autofree char *id = self->settings != NULL ? g_settings_get_string (self->settings, "card-theme")
                                               : g_strdup ("default");
  g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (id, NULL);

  if (theme == NULL)
    theme = euchre_card_theme_new ("default", NULL);
  euchre_replay_board_set_theme (self->table, theme);
}

static void
settings_changed_cb (GSettings *settings, const char *key, gpointer data)
{
  if (g_strcmp0 (key, "card-theme") == 0)
    apply_theme (data);
}

static void
euchre_replay_window_dispose (GObject *object)
{
  EuchreReplayWindow *self = EUCHRE_REPLAY_WINDOW (object);

  stop_evaluating (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->replay);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_REPLAY_WINDOW);
  G_OBJECT_CLASS (euchre_replay_window_parent_class)->dispose (object);
}

static void
euchre_replay_window_finalize (GObject *object)
{
  EuchreReplayWindow *self = EUCHRE_REPLAY_WINDOW (object);

  for (guint s = 0; s < 4; s++)
    g_free (self->names[s]);
  G_OBJECT_CLASS (euchre_replay_window_parent_class)->finalize (object);
}

/* The board's keys: a step, a trick, a deal, the first or last position;
 * the shortcuts window (gtk/help-overlay.ui) lists each once.  Not class
 * bindings: GtkWindow's own arrow keys (moving the focus) would come
 * first.  On the content, bubbling: a list in the seat selector's
 * popover keeps its arrows. */
static const struct {
  guint key;
  GdkModifierType mods;
  const char *action;
  int arg;
} board_keys[] = {
  { GDK_KEY_Left, 0, "replay.step", -1 },
  { GDK_KEY_Right, 0, "replay.step", 1 },
  { GDK_KEY_Page_Up, 0, "replay.trick", -1 },
  { GDK_KEY_Page_Down, 0, "replay.trick", 1 },
  { GDK_KEY_Left, GDK_CONTROL_MASK, "replay.trick", -1 },
  { GDK_KEY_Right, GDK_CONTROL_MASK, "replay.trick", 1 },
  { GDK_KEY_Page_Up, GDK_CONTROL_MASK, "replay.deal", -1 },
  { GDK_KEY_Page_Down, GDK_CONTROL_MASK, "replay.deal", 1 },
  { GDK_KEY_Home, 0, "replay.end", -1 },
  { GDK_KEY_End, 0, "replay.end", 1 },
};

static void
add_keys (EuchreReplayWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (board_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (board_keys[i].key, board_keys[i].mods),
                                       gtk_named_action_new (board_keys[i].action), "i",
                                       board_keys[i].arg));
  gtk_widget_add_controller (adw_window_get_content (ADW_WINDOW (self)), controller);
}

static void
euchre_replay_window_class_init (EuchreReplayWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_replay_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = euchre_replay_window_finalize;
  (void) euchre_get_resource ();
  g_type_ensure (EUCHRE_TYPE_REPLAY_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, seat_choice);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, problem);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, position);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, table);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, next);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, note);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, EuchreReplayWindow, evaluation);

  gtk_widget_class_install_action (widget_class, "replay.step", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.trick", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.deal", "i", move_action);
  gtk_widget_class_install_action (widget_class, "replay.end", "i", move_action);
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
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source != NULL
                                       ? g_settings_schema_source_lookup (source, APP_ID, TRUE)
                                       : NULL;

  self->show = 0;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The navigation buttons show icons only, Save too: named by their
   * tooltips for a screen reader; Coach by its label, once. */
  euchre_ui_name_buttons (GTK_WIDGET (self));
  add_keys (self);
  if (schema != NULL && g_settings_schema_has_key (schema, "card-theme"))
    {
      self->settings = g_settings_new (APP_ID);
      g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed_cb), self);
    }
  apply_theme (self);
}

/* The seat chosen, on the drop-down's button: a long name ends in "…"
 * where the header has no room for it (a phone); the list shows it whole. */
static void
seat_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (ellipsize)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      /* Enough to tell the players apart ("Char…"), and the header
       * still fits 360 pixels. */
      gtk_label_set_width_chars (GTK_LABEL (label), 4);
    }
  gtk_list_item_set_child (item, label);
}

static void
seat_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer unused)
{
  GtkStringObject *seat = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (seat));
}

static GtkListItemFactory *
seat_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (seat_setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (seat_bind_cb), NULL);
  return factory;
}

GtkWidget *
euchre_replay_window_new (EuchreReplay *replay)
{
  EuchreReplayWindow *self;
  g_autoptr (GtkStringList) seats = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;
  const char *problem;

  g_return_val_if_fail (EUCHRE_IS_REPLAY (replay), NULL);
  self = g_object_new (EUCHRE_TYPE_REPLAY_WINDOW, NULL);
  self->replay = g_object_ref (replay);
  for (guint s = 0; s < 4; s++)
    self->names[s] = bounded (euchre_replay_get_player (replay, s), NAME_CHARS, TRUE);
  /* The players by the names the board shows ("You" would be nobody here). */
  for (guint s = 0; s < 4; s++)
    gtk_string_list_append (seats, player (self, s));
  gtk_string_list_append (seats, _("All (open)"));
  gtk_drop_down_set_model (self->seat_choice, G_LIST_MODEL (seats));
  {
    g_autoptr (GtkListItemFactory) button = seat_factory (TRUE);
    g_autoptr (GtkListItemFactory) list = seat_factory (FALSE);

    gtk_drop_down_set_factory (self->seat_choice, button);
    gtk_drop_down_set_list_factory (self->seat_choice, list);
  }
  /* TRANSLATORS: the replay's seat selector for a screen reader, before the seat chosen */
  euchre_ui_name_drop_down (self->seat_choice, _("Show"));
  g_signal_connect (self->seat_choice, "notify::selected", G_CALLBACK (seat_chosen_cb), self);
  title = bounded (euchre_replay_get_title (replay), TITLE_CHARS, TRUE);
  adw_window_title_set_subtitle (self->window_title, title);
  problem = euchre_replay_get_problem (replay);
  if (problem != NULL)
    {
      g_autofree char *shown = bounded (problem, PROBLEM_CHARS, FALSE);
      g_autofree char *text = g_strdup_printf (_("This file holds a play that is not allowed, so the game is shown up to it. %s"),
                                               shown);

      gtk_label_set_text (self->problem, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problem), problem != NULL);
  go_to_start (replay);
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
