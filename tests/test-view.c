/* test-view.c — a view holds what its seat may know, and nothing else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-util.h"

/* A card's bit, none for EUCHRE_CARD_NONE (a shift by 255 is undefined). */
#define BIT_OR_NONE(c) ((c) != EUCHRE_CARD_NONE ? EUCHRE_CARD_BIT (c) : 0)

/* Cards of other seats that @seat has no right to see. */
static EuchreCardSet
hidden_from (const EuchreState *s, guint seat)
{
  EuchreCardSet hidden = s->kitty;

  for (guint o = 0; o < 4; o++)
    if (o != seat)
      hidden |= s->hands[o];
  /* The upcard is public; so is its place once the dealer picks it up. */
  if (s->pub.upcard != EUCHRE_CARD_NONE)
    hidden &= ~EUCHRE_CARD_BIT (s->pub.upcard);
  /* The dealer knows its own discard. */
  if (seat == s->pub.dealer && s->discard != EUCHRE_CARD_NONE)
    hidden &= ~EUCHRE_CARD_BIT (s->discard);
  return hidden;
}

static void
check_view (const EuchreState *s, guint seat)
{
  EuchreView v;
  EuchreCardSet hidden = hidden_from (s, seat), shown = 0;
  EuchreActionList from_state, from_view;

  euchre_state_get_view (s, seat, &v);
  g_assert_cmpuint (v.seat, ==, seat);
  g_assert_cmpuint (v.hand, ==, s->hands[seat]);

  /* Every card the view names. */
  shown |= v.hand | v.pub.played;
  for (guint t = 0; t < 5; t++)
    for (guint o = 0; o < 4; o++)
      if (v.pub.trick[t][o] != EUCHRE_CARD_NONE)
        shown |= EUCHRE_CARD_BIT (v.pub.trick[t][o]);
  if (v.discard != EUCHRE_CARD_NONE)
    shown |= EUCHRE_CARD_BIT (v.discard);
  if (v.pub.upcard != EUCHRE_CARD_NONE)
    shown |= EUCHRE_CARD_BIT (v.pub.upcard);
  for (guint r = 0; r < 2; r++)
    for (guint o = 0; o < 4; o++)
      if (v.pub.bids[r][o].card != EUCHRE_CARD_NONE)
        shown |= EUCHRE_CARD_BIT (v.pub.bids[r][o].card);
  g_assert_cmpuint (shown & hidden, ==, 0);

  /* The discard only for the dealer, and only its own. */
  if (seat != s->pub.dealer)
    g_assert_cmpint (v.discard, ==, EUCHRE_CARD_NONE);
  else
    g_assert_cmpint (v.discard, ==, s->discard);

  /* Unseen cards are exactly those in other hands and the hidden kitty. */
  g_assert_cmpuint (euchre_view_unseen (&v) & v.hand, ==, 0);
  g_assert_cmpuint (hidden & ~euchre_view_unseen (&v) & ~BIT_OR_NONE (s->discard), ==, 0);

  /* The view's legal actions are the state's. */
  euchre_state_legal_actions (s, &from_state);
  euchre_view_legal_actions (&v, &from_view);
  if (s->pub.turn == seat)
    {
      g_assert_cmpuint (from_view.n, ==, from_state.n);
      for (guint i = 0; i < from_view.n; i++)
        g_assert_true (euchre_action_equal (&from_view.actions[i], &from_state.actions[i]));
    }
  else
    g_assert_cmpuint (from_view.n, ==, 0);
}

/* Swapping a hidden card between two other hands (or with the kitty)
 * must leave @seat's view identical, byte for byte. */
static void
check_swap_invariance (const EuchreState *s, guint seat, guint64 *rng)
{
  EuchreState t = *s;
  EuchreView a, b;
  guint o1 = (seat + 1 + euchre_rng_below (rng, 3)) & 3;
  guint o2 = (seat + 1 + euchre_rng_below (rng, 3)) & 3;
  EuchreCardSet h1 = t.hands[o1] & ~BIT_OR_NONE (s->pub.upcard);
  EuchreCardSet h2 = (o1 == o2 ? t.kitty : t.hands[o2]) & ~BIT_OR_NONE (s->pub.upcard);
  EuchreCardSet c1, c2;

  if (!h1 || !h2 || (o1 != o2 && o2 == seat))
    return;
  if (t.discard != EUCHRE_CARD_NONE)
    h2 &= ~EUCHRE_CARD_BIT (t.discard);
  if (!h2)
    return;
  c1 = h1 & -h1;
  c2 = h2 & -h2;
  t.hands[o1] = (t.hands[o1] & ~c1) | c2;
  if (o1 == o2)
    t.kitty = (t.kitty & ~c2) | c1;
  else
    t.hands[o2] = (t.hands[o2] & ~c2) | c1;

  euchre_state_get_view (s, seat, &a);
  euchre_state_get_view (&t, seat, &b);
  for (gsize i = 0; i < sizeof a; i++)
    if (((guint8 *) &a)[i] != ((guint8 *) &b)[i])
      g_error ("view differs at byte %zu (hand at %zu, played at %zu, sizes %zu): phase %d",
               i, G_STRUCT_OFFSET (EuchreView, hand), G_STRUCT_OFFSET (EuchreView, pub.played),
               G_STRUCT_OFFSET (EuchreView, hand_sizes), s->pub.phase);
}

/* Plays @n_games random games of every preset, calling @visit at each
 * position. */
static void
random_games (guint n_games, void (*visit) (const EuchreState *s, guint64 *rng))
{
  for (guint game = 0; game < n_games; game++)
    {
      guint64 rng = game + 1000;
      EuchreRules rules;
      EuchreState s;

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      if (rules.shuffle == EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      rules.defend_alone = game & 1;
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreActionList list;

          visit (&s, &rng);
          euchre_state_legal_actions (&s, &list);
          g_assert_true (euchre_state_apply (&s, &list.actions[euchre_rng_below (&rng, list.n)],
                                             NULL));
        }
    }
}

static void
visit_views (const EuchreState *s, guint64 *rng)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      check_view (s, seat);
      check_swap_invariance (s, seat, rng);
    }
}

static void
test_view_random_games (void)
{
  random_games (2000, visit_views);
}

/* The seat to act, judging its moves from its view, says what the full
 * state says: the same yes or no, the same error and message. */
static void
check_view_judges (const EuchreState *s, guint64 *rng)
{
  EuchreView v;

  euchre_state_get_view (s, s->pub.turn, &v);
  for (guint type = 0; type < EUCHRE_N_ACTION_TYPES; type++)
    for (guint card = 0; card <= EUCHRE_N_CARDS; card++)
      for (guint suit = 0; suit <= EUCHRE_N_SUITS; suit++)
        for (guint alone = 0; alone < 2; alone++)
          {
            EuchreAction a = euchre_action_make (type, card, suit, alone);
            g_autoptr (GError) by_state = NULL;
            g_autoptr (GError) by_view = NULL;
            gboolean ok;

            /* Only the fields the type uses vary. */
            if ((a.card == EUCHRE_CARD_NONE && card > 0) ||
                (a.suit == EUCHRE_SUIT_NONE && suit > 0) || (!a.alone && alone))
              continue;
            ok = euchre_state_check (s, &a, &by_state);
            g_assert_cmpint (euchre_view_check (&v, &a, &by_view), ==, ok);
            if (ok)
              continue;
            g_assert_nonnull (by_view);
            g_assert_cmpint (by_view->code, ==, by_state->code);
            g_assert_cmpstr (by_view->message, ==, by_state->message);
          }
}

static void
test_view_check (void)
{
  random_games (40, check_view_judges);
}

static void
test_view_discard (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreView v;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  apply_ok (&s, order (FALSE));
  apply_ok (&s, card_action (EUCHRE_ACTION_DISCARD, "AC"));
  euchre_state_get_view (&s, 0, &v);
  g_assert_cmpint (v.discard, ==, C ("AC"));
  g_assert_false (euchre_view_unseen (&v) & EUCHRE_CARD_BIT (C ("AC")));
  g_assert_true (v.hand & EUCHRE_CARD_BIT (C ("JD")));
  for (guint seat = 1; seat < 4; seat++)
    {
      euchre_state_get_view (&s, seat, &v);
      g_assert_cmpint (v.discard, ==, EUCHRE_CARD_NONE);
      /* Others know where the upcard went but not the discard. */
      g_assert_cmpint (v.pub.upcard_state, ==, EUCHRE_UPCARD_PICKED_UP);
      g_assert_true (euchre_view_unseen (&v) & EUCHRE_CARD_BIT (C ("AC")));
      g_assert_cmpint (v.hand_sizes[0], ==, 5);
    }
  g_assert_true (euchre_view_is_maker_side (&v));   /* seat 3, partner of 1 */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/view/random-games", test_view_random_games);
  g_test_add_func ("/euchre/view/discard", test_view_discard);
  g_test_add_func ("/euchre/view/check", test_view_check);
  return g_test_run ();
}
