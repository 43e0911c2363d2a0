/* euchre-replay-words.c — the replay board's words: where the cursor
 * is, what comes next, the end of the file, the hands as words, each
 * told by the players' names; every string from the file bounded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-replay"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-coach.h"
#include "euchre-names.h"
#include "euchre-replay-window-private.h"

/* @text as shown: at most @max characters (an ellipsis marks the cut),
 * and on one line when @one_line. */
char *
euchre_replay_window_bounded (const char *text, guint max, gboolean one_line)
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
void
euchre_replay_window_show_board (EuchreReplayWindow *self, const EuchreView *view)
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

char *
euchre_replay_window_position_words (EuchreReplayWindow *self)
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

char *
euchre_replay_window_next_words (EuchreReplayWindow *self)
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
guint
euchre_replay_window_deciding_seat (EuchreReplayWindow *self)
{
  const EuchrePublic *pub = euchre_replay_get_public (self->replay);
  EuchreAction action;
  guint seat;

  if (!euchre_replay_get_next_action (self->replay, &seat, &action) ||
      action.type == EUCHRE_ACTION_DEAL || pub->turn >= 4)
    return EUCHRE_SEAT_NONE;
  return pub->turn;
}
