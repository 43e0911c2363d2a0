/* euchre-table-signals.c — the game's signals, each turned into what the
 * table shows: the status line, the trick, the flights
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "euchre-table-private.h"
#include "euchre-ui-text.h"

/* ---- game signals --------------------------------------------------------- */

/* The live status line says what just happened; it takes the string. */
/* A seat as the status line names it: its person, or "West"… */
static const char *
who (EuchreTable *self, guint seat)
{
  return self->players != NULL && seat < 4 ? self->players[seat] : euchre_name_seat (seat);
}

static void
set_status (EuchreTable *self, char *text)
{
  euchre_board_set_status (self->board, text);
  g_free (text);
}

static void
hand_started_cb (EuchreGame *game, guint dealer, guint upcard, EuchreTable *self)
{
  euchre_table_finish_flights (self);
  if (self->trick_winner != EUCHRE_SEAT_NONE)
    euchre_table_start_collect (self), euchre_table_finish_flights (self);
  memset (self->last_trick, EUCHRE_CARD_NONE, 4);
  self->highlight = EUCHRE_CARD_NONE;
  euchre_table_fly_deal (self, dealer);
  {
    g_autofree char *card = euchre_name_card (upcard);

    set_status (self, dealer == EUCHRE_HUMAN_SEAT
                      /* TRANSLATORS: the status line at a new deal; %s is the upcard */
                      ? g_strdup_printf (_("You deal. The upcard is the %s."), card)
                      /* TRANSLATORS: the status line at a new deal: a seat ("West"), the upcard */
                      : g_strdup_printf (_("%s deals. The upcard is the %s."),
                                         who (self, dealer), card));
  }
  euchre_table_rebuild_hand (self);
  euchre_table_update_busy (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bid_cb (EuchreGame *game, guint seat, EuchreAction *action, EuchreTable *self)
{
  EuchreView view;
  g_autofree char *what = NULL;

  euchre_game_get_view (game, seat, &view);
  what = euchre_name_bid (&view, seat, action);
  /* TRANSLATORS: the status line after a bid: the seat, then the bid ("West: Pass") */
  set_status (self, g_strdup_printf (_("%s: %s"), who (self, seat), what));
  euchre_table_update_info (self);
}

static void
trump_made_cb (EuchreGame *game, guint seat, guint suit, gboolean alone, EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  EuchreView view;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  /* The dealer picks the upcard up: it flies into the dealer's hand. */
  if (view.pub.upcard_state == EUCHRE_UPCARD_PICKED_UP)
    {
      guint dealer = view.pub.dealer;
      graphene_rect_t to;

      euchre_table_layout_pickup_target (l, dealer, euchre_table_hand_get_n (self->hand), &to);
      euchre_table_add_flight (self, EUCHRE_FLIGHT_PICKUP, view.pub.upcard, dealer, &l->upcard[dealer], &to, 0,
                  euchre_table_scaled (self, 300));
    }
  /* The last hand's result was the news until now. */
  euchre_board_set_summary (self->board, NULL);
  euchre_table_rebuild_hand (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
discarded_cb (EuchreGame *game, guint dealer, guint card, EuchreTable *self)
{
  if (dealer == EUCHRE_HUMAN_SEAT && card < EUCHRE_N_CARDS)
    {
      g_autofree char *name = euchre_name_card (card);

      set_status (self, g_strdup_printf (_("You discard the %s."), name));
    }
  else
    /* TRANSLATORS: the status line: the dealer (a seat) put a card away, unseen */
    set_status (self, g_strdup_printf (_("%s discards a card."), who (self, dealer)));
  euchre_table_rebuild_hand (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
card_played_cb (EuchreGame *game, guint seat, guint card, EuchreTable *self)
{
  const EuchreTableLayout *l = &self->layout;
  graphene_rect_t from;
  gint64 dur = euchre_table_scaled (self, 240);

  if (self->trick_winner != EUCHRE_SEAT_NONE)
    {
      /* A new trick began while the last one was still shown. */
      euchre_table_start_collect (self);
      euchre_table_finish_flights (self);
    }
  self->highlight = EUCHRE_CARD_NONE;
  euchre_sound_play (self->sound, EUCHRE_SOUND_CARD_PLAYED);
  {
    g_autofree char *name = euchre_name_card (card);

    set_status (self, seat == EUCHRE_HUMAN_SEAT
                      /* TRANSLATORS: the status line: %s is a card ("Ace of Clubs") */
                      ? g_strdup_printf (_("You play the %s."), name)
                      /* TRANSLATORS: the status line: a seat ("West") plays a card */
                      : g_strdup_printf (_("%s plays the %s."), who (self, seat), name));
  }

  if (seat == EUCHRE_HUMAN_SEAT)
    {
      int index = euchre_table_hand_index_of (self->hand, card);

      euchre_table_layout_play_origin (l, seat, MAX (index, 0),
                                       euchre_table_hand_get_n (self->hand), &from);
      euchre_table_rebuild_hand (self);
    }
  else
    {
      EuchreView view;

      /* From the middle of the cards the seat held before it played. */
      euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
      euchre_table_layout_play_origin (l, seat, 0, view.hand_sizes[seat] + 1u, &from);
    }
  self->trick[seat] = card;
  euchre_table_add_flight (self, EUCHRE_FLIGHT_PLAY, card, seat, &from, &l->trick[seat], 0, dur);
  if (dur == 0)
    euchre_table_finish_flights (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
trick_won_cb (EuchreGame *game, guint winner, GBytes *cards, EuchreTable *self)
{
  euchre_sound_play (self->sound, EUCHRE_SOUND_TRICK_TAKEN);
  self->trick_winner = winner;
  set_status (self, winner == EUCHRE_HUMAN_SEAT ? g_strdup (_("You win the trick."))
                    : g_strdup_printf (_("%s wins the trick."), who (self, winner)));
  {
    EuchreView view;

    /* The hand's last trick stays longer: its result is read with it. */
    euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
    euchre_table_pause_trick (self, view.pub.phase == EUCHRE_PHASE_HAND_OVER ||
                                    view.pub.phase == EUCHRE_PHASE_GAME_OVER);
  }
  euchre_table_update_busy (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The last hand's result while it is the news: from the hand's end until
 * trump is made in the next one (NULL otherwise). */
static char *
summary_text (EuchreTable *self, const EuchrePublic *p)
{
  const char *const *players = (const char *const *) self->players;
  g_autofree char *result = NULL;
  g_autofree char *contract = NULL;
  gboolean over = p->phase == EUCHRE_PHASE_HAND_OVER || p->phase == EUCHRE_PHASE_GAME_OVER;

  if (p->last.kind == EUCHRE_RESULT_NONE || (!over && p->trump < EUCHRE_N_SUITS))
    return NULL;
  result = euchre_name_result_for (p->last.side, p->last.points, p->last.kind, players);
  if (!over || p->last.kind == EUCHRE_RESULT_PASSED || p->maker >= 4)
    return g_steal_pointer (&result);
  contract = euchre_name_contract_short_for (p->maker, p->trump,
                                             p->tricks[euchre_seat_side (p->maker)], players);
  /* TRANSLATORS: end of a hand: who made trump and the makers' tricks ("You called
   * Diamonds (2 of 5 tricks)"), then the result */
  return g_strdup_printf (_("%s. %s"), contract, result);
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, EuchreTable *self)
{
  EuchreView view;
  g_autofree char *text = NULL;

  if (kind == EUCHRE_RESULT_EUCHRE || kind == EUCHRE_RESULT_ALONE_EUCHRE ||
      kind == EUCHRE_RESULT_SUPER_EUCHRE)
    euchre_sound_play (self->sound, EUCHRE_SOUND_EUCHRE);
  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  text = summary_text (self, &view.pub);
  /* The summary is a status line of its own: not said twice. */
  euchre_board_set_summary (self->board, text);
  euchre_board_set_status (self->board, NULL);
  euchre_table_update_info (self);
}

/* The person's side has won: a sound and the cards burst out. */
static void
game_over_cb (EuchreGame *game, guint side, EuchreTable *self)
{
  if (side != euchre_seat_side (EUCHRE_HUMAN_SEAT))
    return;
  euchre_sound_play (self->sound, EUCHRE_SOUND_GAME_WON);
  euchre_table_celebrate (self);
}

/* A new or loaded game: show the state as it is, nothing in flight. */
static void
restarted_cb (EuchreGame *game, EuchreTable *self)
{
  EuchreView view;
  const EuchrePublic *p = &view.pub;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  euchre_flights_clear (&self->flights);
  self->pulse_seat = EUCHRE_SEAT_NONE;
  self->dealing = FALSE;
  self->trick_winner = EUCHRE_SEAT_NONE;
  self->highlight = EUCHRE_CARD_NONE;
  memset (self->last_trick, EUCHRE_CARD_NONE, 4);
  memset (self->trick, EUCHRE_CARD_NONE, 4);
  self->landed = 0;
  if (p->phase == EUCHRE_PHASE_PLAY)
    {
      for (guint seat = 0; seat < 4; seat++)
        if (p->trick[p->trick_number][seat] != EUCHRE_CARD_NONE)
          {
            self->trick[seat] = p->trick[p->trick_number][seat];
            self->landed |= 1u << seat;
          }
      if (p->trick_number > 0)
        {
          memcpy (self->last_trick, p->trick[p->trick_number - 1], 4);
          self->last_winner = p->trick_winner[p->trick_number - 1];
        }
    }
  for (guint seat = 0; seat < 4; seat++)
    self->shown[seat] = view.hand_sizes[seat];
  {
    /* A move taken back into the next hand: the last hand's result was
     * seen and left behind, not news again (issue 42.9). */
    gboolean news = !euchre_game_is_undoing (game) || p->phase == EUCHRE_PHASE_HAND_OVER ||
                    p->phase == EUCHRE_PHASE_GAME_OVER;
    g_autofree char *summary = news ? summary_text (self, p) : NULL;

    euchre_board_set_summary (self->board, summary);
  }
  euchre_board_set_status (self->board, NULL);
  euchre_table_rebuild_hand (self);
  euchre_table_update_busy (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
state_changed_cb (EuchreGame *game, GParamSpec *pspec, EuchreTable *self)
{
  euchre_table_update_hand_states (self);
  euchre_table_update_info (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
human_turn_cb (EuchreGame *game, gpointer legal, EuchreTable *self)
{
  if (!self->dealing)
    euchre_table_rebuild_hand (self);
}

/* Connects @self to its game's signals, and shows the game as it is. */
void
euchre_table_follow_game (EuchreTable *self)
{
  EuchreGame *game = self->game;

  g_signal_connect (game, "hand-started", G_CALLBACK (hand_started_cb), self);
  g_signal_connect (game, "bid", G_CALLBACK (bid_cb), self);
  g_signal_connect (game, "trump-made", G_CALLBACK (trump_made_cb), self);
  g_signal_connect (game, "discarded", G_CALLBACK (discarded_cb), self);
  g_signal_connect (game, "card-played", G_CALLBACK (card_played_cb), self);
  g_signal_connect (game, "trick-won", G_CALLBACK (trick_won_cb), self);
  g_signal_connect (game, "hand-scored", G_CALLBACK (hand_scored_cb), self);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (game, "human-turn", G_CALLBACK (human_turn_cb), self);
  g_signal_connect (game, "restarted", G_CALLBACK (restarted_cb), self);
  g_signal_connect (game, "notify::phase", G_CALLBACK (state_changed_cb), self);
  g_signal_connect (game, "notify::turn-seat", G_CALLBACK (state_changed_cb), self);
  /* Whatever the game has come to, shown as it is. */
  restarted_cb (game, self);
}
