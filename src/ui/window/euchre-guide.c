/* euchre-guide.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-guide.h"
#include "euchre-names.h"
#include "euchre-play-facts.h"
#include "euchre-ui-text.h"

/* The deal: standard rules, the partner deals, the King of Hearts turned
 * up; the person holds both bowers and a third heart, East passes, and
 * with the computer players' Simple Player (which always plays the same
 * way) the hand shows a lead, following suit, trumping and throwing off,
 * and the person's side takes four tricks. */
#define GUIDE_SEED 2161u
#define GUIDE_DEALER 2u

struct _EuchreGuide {
  EuchrePlaySurface *surface;
  EuchreTable *table;
  EuchreGame *game;
  EuchreStrategy *model;        /* chooses the move the guide waits for */
  EuchreGuideDone done;
  gpointer data;

  gboolean waiting;             /* for @expected */
  EuchreAction expected;
  guint told_tricks;            /* tricks whose winner the words said */
  gboolean told_bars;           /* the words said what the bars over trumps are */
  gboolean over;
  guint tricks, points;
  guint done_id;
  gboolean told;                /* @done was called, or is about to be */
};

/* ---- the words ------------------------------------------------------------- */

/* Who won the trick just finished, a sentence per seat for each language. */
static const char *
trick_winner_sentence (guint seat)
{
  switch (seat)
    {
    case 0: return _("You won the last trick.");
    case 1: return _("West won the last trick.");
    case 2: return _("Your partner won the last trick.");
    default: return _("East won the last trick.");
    }
}

static guint
count_trumps (EuchreCardSet hand, EuchreSuit trump)
{
  guint n = 0;

  for (EuchreCardSet h = hand; h; h &= h - 1)
    if (euchre_card_effective_suit (euchre_card_set_first (h), trump) == trump)
      n++;
  return n;
}

static char *
bid_words (const EuchreView *view)
{
  EuchreSuit trump = euchre_card_suit (view->pub.upcard);
  g_autofree char *right = euchre_name_card (EUCHRE_CARD_MAKE (trump, EUCHRE_JACK));
  g_autofree char *left = euchre_name_card (EUCHRE_CARD_MAKE (euchre_suit_partner (trump),
                                                              EUCHRE_JACK));
  g_autofree char *upcard = euchre_name_card (view->pub.upcard);
  guint n = count_trumps (view->hand, trump);

  /* TRANSLATORS: the guided hand's first step: the trump suit, the number of
   * trumps, the right bower, the left bower, the card turned up */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Order up: with %s as trump you hold %u trump, among them "
                                       "the %s (the right bower, the highest trump) and the %s "
                                       "(the left bower, next). Your partner deals and picks up "
                                       "the %s. Press Order Up.",
                                       "Order up: with %s as trump you hold %u trumps, among "
                                       "them the %s (the right bower, the highest trump) and "
                                       "the %s (the left bower, next). Your partner deals and "
                                       "picks up the %s. Press Order Up.", n),
                          euchre_name_suit (trump), n, right, left, upcard);
}

/* The card's words, chosen from what is true of the hand at it
 * (euchre-play-facts.h), never from which way the code came here. */
static char *
play_words (const EuchreView *view, EuchreCard card)
{
  g_autofree char *name = euchre_name_card (card);
  EuchrePlayFacts facts;

  if (!euchre_play_facts (view, card, &facts))
    return g_strdup (_("Make the highlighted move."));
  return euchre_play_facts_sentence (&facts, name);
}

/* The words for the move waited for, after who won the last trick. */
static char *
words (EuchreGuide *g, const EuchreView *view)
{
  g_autofree char *what = NULL;
  const EuchrePublic *p = &view->pub;

  if (g->expected.type == EUCHRE_ACTION_ORDER_UP)
    what = bid_words (view);
  else if (g->expected.type == EUCHRE_ACTION_PLAY)
    {
      what = play_words (view, g->expected.card);
      /* The first card to play, the first time the hand shows trump's
       * bars: what they are (issue 52.8). */
      if (!g->told_bars && view->pub.trump < EUCHRE_N_SUITS)
        {
          g_autofree char *card = g_steal_pointer (&what);

          g->told_bars = TRUE;
          what = g_strdup_printf ("%s %s", card, euchre_ui_trump_bars ());
        }
    }
  else
    what = g_strdup (_("Make the highlighted move."));
  if (p->phase == EUCHRE_PHASE_PLAY && p->trick_number > g->told_tricks)
    {
      g->told_tricks = p->trick_number;
      return g_strdup_printf ("%s %s", trick_winner_sentence (p->trick_winner[p->trick_number - 1]),
                              what);
    }
  return g_steal_pointer (&what);
}

char *
euchre_guide_summary (guint tricks, guint points)
{
  g_autofree char *result = NULL;

  if (points == 0)
    result = g_strdup_printf (_("You and your partner took only %u of the five tricks: you are "
                                "euchred, and the other side scores."), tricks);
  else
    /* TRANSLATORS: the guided hand's summary: tricks (of five), then points */
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "You and your partner took %u of the five tricks "
                                           "and score %u point.",
                                           "You and your partner took %u of the five tricks "
                                           "and score %u points.", points),
                              tricks, points);
  return g_strdup_printf ("%s\n\n%s", result,
                          _("That is Euchre: the side that names trump needs three of the five "
                            "tricks. Follow suit when you can, trump when you cannot, and the "
                            "first side to reach the winning score wins the game."));
}

/* ---- the hand ----------------------------------------------------------------- */

static void
human_turn_cb (EuchreGame *game, gpointer legal, EuchreGuide *g)
{
  EuchreView view;
  EuchreActionList list;
  g_autofree char *text = NULL;

  euchre_game_get_view (game, EUCHRE_HUMAN_SEAT, &view);
  euchre_game_get_human_actions (game, &list);
  if (list.n == 0)
    return;
  g->expected = euchre_strategy_choose (g->model, &view, &list, NULL);
  /* The first step is the lesson's: order up (the deal is made for it). */
  if (view.pub.phase == EUCHRE_PHASE_BID1)
    for (guint i = 0; i < list.n; i++)
      if (list.actions[i].type == EUCHRE_ACTION_ORDER_UP && !list.actions[i].alone)
        g->expected = list.actions[i];
  g->waiting = TRUE;
  text = words (g, &view);
  euchre_play_surface_set_lesson (g->surface, &g->expected, text);
}

static gboolean
done_cb (gpointer data)
{
  EuchreGuide *g = data;

  g->done_id = 0;
  g->done (g->data, g->tricks, g->points);
  return G_SOURCE_REMOVE;
}

/* The summary once the hand's last trick has been shown and swept. */
static void
maybe_done (EuchreGuide *g)
{
  if (g->over && !g->told && g->done != NULL && !euchre_table_get_busy (g->table))
    {
      g->told = TRUE;
      g->done_id = g_idle_add (done_cb, g);
    }
}

static void
hand_scored_cb (EuchreGame *game, guint side, guint points, guint kind, EuchreGuide *g)
{
  const EuchrePublic *p = euchre_game_get_public (game);

  /* One hand: the game deals no other. */
  euchre_game_hold (game);
  g->over = TRUE;
  g->waiting = FALSE;
  g->tricks = p->tricks[0];
  g->points = side == 0 ? points : 0;
  euchre_play_surface_set_lesson (g->surface, NULL, p->trick_number == 0 ? NULL
                                  : trick_winner_sentence (p->trick_winner[p->trick_number - 1]));
  maybe_done (g);
}

EuchreGuide *
euchre_guide_new (EuchrePlaySurface *surface, GSettings *settings, EuchreGuideDone done,
                  gpointer data)
{
  EuchreGuide *g = g_new0 (EuchreGuide, 1);
  EuchreRules rules;

  g->surface = g_object_ref (surface);
  g->table = euchre_play_surface_get_table (surface);
  g->done = done;
  g->data = data;
  g->model = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL, 0);
  g->game = euchre_game_new ();
  for (guint seat = 1; seat < 4; seat++)
    euchre_game_set_seat (g->game, seat, "simple", EUCHRE_PERSONALITY_NORMAL);
  euchre_game_set_ai_delay_ms (g->game, (guint) g_settings_get_int (settings, "ai-delay-ms"));
  g_signal_connect (g->game, "human-turn", G_CALLBACK (human_turn_cb), g);
  g_signal_connect (g->game, "hand-scored", G_CALLBACK (hand_scored_cb), g);
  g_signal_connect_swapped (g->table, "notify::busy", G_CALLBACK (maybe_done), g);

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = GUIDE_DEALER;
  euchre_game_start (g->game, &rules, GUIDE_SEED);
  euchre_play_surface_skip (surface);
  /* One hand, summed up in words at its end: no Next Deal. */
  euchre_play_surface_set_hold_results (surface, FALSE);
  euchre_play_surface_set_game (surface, g->game);
  return g;
}

void
euchre_guide_free (EuchreGuide *g)
{
  if (g == NULL)
    return;
  g_clear_handle_id (&g->done_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (g->table, g);
  g_signal_handlers_disconnect_by_data (g->game, g);
  euchre_play_surface_set_lesson (g->surface, NULL, NULL);
  if (euchre_play_surface_get_game (g->surface) == g->game)
    euchre_play_surface_set_game (g->surface, NULL);
  euchre_play_surface_set_hold_results (g->surface, TRUE);
  g_clear_object (&g->game);
  g_clear_object (&g->surface);
  euchre_strategy_free (g->model);
  g_free (g);
}

EuchreGame *
euchre_guide_get_game (EuchreGuide *g)
{
  g_return_val_if_fail (g != NULL, NULL);
  return g->game;
}

gboolean
euchre_guide_get_expected (EuchreGuide *g, EuchreAction *action)
{
  g_return_val_if_fail (g != NULL && action != NULL, FALSE);
  if (!g->waiting || euchre_game_get_human_actions (g->game, &(EuchreActionList) { 0 }) == 0)
    return FALSE;
  *action = g->expected;
  return TRUE;
}

void
euchre_guide_act (EuchreGuide *g, const EuchreAction *action)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (g != NULL && action != NULL);
  if (!g->waiting || !euchre_action_equal (action, &g->expected))
    {
      /* Short: a toast on a phone has room for a few words. */
      euchre_play_surface_toast (g->surface, _("Try the highlighted move."));
      return;
    }
  g->waiting = FALSE;
  euchre_play_surface_set_lesson (g->surface, NULL,
                                  action->type == EUCHRE_ACTION_PLAY
                                  ? _("Now the others play. The highest trump wins the trick; "
                                      "with no trump in it, the highest card of the suit led.")
                                  : _("Your partner picks up the upcard and puts a card away. "
                                      "Then the player to the dealer’s left leads the first "
                                      "trick."));
  if (!euchre_game_act (g->game, action, &error))
    euchre_play_surface_toast_long (g->surface, error->message);
}
