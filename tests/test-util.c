/* test-util.c — helpers shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-ai-private.h"
#include "test-util.h"

const char *test_hands_a[4] = {
  "9D TD JH QH AC",   /* 0 dealer */
  "9S TS JS KH AH",   /* 1 */
  "9C TC JC QS KS",   /* 2 */
  "9H TH QC KC AS",   /* 3 */
};

EuchreAction
act (EuchreActionType type)
{
  return euchre_action_make (type, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
}

EuchreAction
order (gboolean alone)
{
  return euchre_action_make (EUCHRE_ACTION_ORDER_UP, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, alone);
}

EuchreAction
call (EuchreSuit suit, gboolean alone)
{
  return euchre_action_make (EUCHRE_ACTION_CALL, EUCHRE_CARD_NONE, suit, alone);
}

EuchreAction
card_action (EuchreActionType type, const char *card)
{
  return euchre_action_make (type, C (card), EUCHRE_SUIT_NONE, FALSE);
}

EuchreCardSet
cards (const char *text)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  EuchreCardSet set = 0;

  for (guint i = 0; words[i]; i++)
    {
      EuchreCard c = C (words[i]);

      g_assert_cmpint (c, !=, EUCHRE_CARD_NONE);
      set |= EUCHRE_CARD_BIT (c);
    }
  return set;
}

/* Deals the given hands (seat 0 to 3) and upcard by stacking the pack;
 * the rest of the deck fills the kitty. */
/* The pack that deals @hands and @upcard from @dealer; its size. */
static guint
stack_pack (EuchreRules *rules, guint dealer, const char *hands[4], const char *upcard,
            EuchreCard pack[EUCHRE_N_CARDS])
{
  EuchreCard canon[EUCHRE_N_CARDS];
  EuchreCardSet used = 0;
  guint n = 0, size;

  rules->shuffle = EUCHRE_SHUFFLE_NONE;
  rules->deal = EUCHRE_DEAL_FIVE;
  rules->first_dealer = dealer;
  for (guint i = 1; i <= 4; i++)
    {
      guint seat = (dealer + i) & 3;
      EuchreCardSet h = cards (hands[seat]);

      g_assert_cmpint (euchre_card_set_count (h), ==, 5);
      for (EuchreCardSet x = h; x; x &= x - 1)
        pack[n++] = euchre_card_set_first (x);
      used |= h;
    }
  pack[n++] = C (upcard);
  used |= EUCHRE_CARD_BIT (C (upcard));
  size = euchre_rules_initial_deck (rules, canon);
  for (guint i = 0; i < size; i++)
    if (!(used & EUCHRE_CARD_BIT (canon[i])))
      pack[n++] = canon[i];
  g_assert_cmpuint (n, ==, size);
  return n;
}

void
deal_hands (EuchreState *s, EuchreRules *rules, guint dealer, const char *hands[4],
            const char *upcard)
{
  EuchreCard pack[EUCHRE_N_CARDS];
  guint n = stack_pack (rules, dealer, hands, upcard, pack);
  EuchreAction deal = act (EUCHRE_ACTION_DEAL);

  g_assert_true (euchre_state_init_with_deck (s, rules, 0, pack, n, NULL));
  g_assert_true (euchre_state_apply (s, &deal, NULL));
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (s->hands[seat], ==, cards (hands[seat]));
  g_assert_cmpint (s->pub.upcard, ==, C (upcard));
}

void
apply_ok (EuchreState *s, EuchreAction a)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (euchre_state_apply (s, &a, &error));
  g_assert_no_error (error);
}

/* Applies @a, expects it refused with @code, and the state unchanged. */
void
apply_refused (EuchreState *s, EuchreAction a, int code)
{
  g_autoptr (GError) error = NULL;
  EuchreState before = *s;

  g_assert_false (euchre_state_apply (s, &a, &error));
  g_assert_error (error, EUCHRE_ERROR, code);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (strlen (error->message), >, 5);
  g_assert_true (memcmp (&before, s, sizeof before) == 0);
}


void
play_games_checking (const TestGames *t, guint n_games)
{
  for (guint game = 0; game < n_games; game++)
    {
      EuchreRules rules;
      EuchreState s;
      EuchreStrategy *seats[4];
      guint n_strategies = t->personalities ? 4 : 1;
      guint steps = 0;

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      if (t->random_shuffle && rules.shuffle != EUCHRE_SHUFFLE_MT)
        rules.shuffle = EUCHRE_SHUFFLE_RANDOM;
      rules.quiet_dealer = (game / 5) & 1;
      rules.defend_alone = (game / 10) & 1;
      rules.stick_the_dealer = (game / 20) & 1;
      rules.going_alone = ((game / 40) & 1) == 0;
      if (rules.deck == EUCHRE_DECK_24 && (game / 80) & 1)
        rules.deck = EUCHRE_DECK_32;
      for (guint i = 0; i < 4; i++)
        {
          if (i < n_strategies)
            seats[i] = euchre_strategy_new (t->id,
                                            t->personalities ? (game + i) % EUCHRE_N_PERSONALITIES
                                                              : EUCHRE_PERSONALITY_NORMAL,
                                            game);
          else
            seats[i] = seats[0];
          g_assert_nonnull (seats[i]);
        }
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a;
          const char *reason = NULL;

          g_assert_cmpuint (++steps, <, 100000);
          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          if (t->own_reasons
              && (s.pub.phase == EUCHRE_PHASE_DEAL || s.pub.phase == EUCHRE_PHASE_HAND_OVER))
            a = list.actions[0];
          else
            {
              a = euchre_strategy_decide (seats[s.pub.turn], &v, &list, &reason);
              g_assert_true (euchre_action_list_contains (&list, &a));
              if (t->own_reasons)
                {
                  g_assert_nonnull (reason);
                  g_assert_cmpstr (reason, !=, "Play the first legal card");
                }
            }
          apply_ok (&s, a);
        }
      for (guint i = 0; i < n_strategies; i++)
        euchre_strategy_free (seats[i]);
    }
}

void
play_games_checking_legality (const char *id, guint n_games)
{
  const TestGames t = { .id = id };

  play_games_checking (&t, n_games);
}

void
apply_script (EuchreState *s, const char *name, const char *script)
{
  g_auto (GStrv) words = NULL;

  if (script == NULL || script[0] == '\0')
    return;
  words = g_strsplit (script, " ", -1);
  for (guint i = 0; words[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      EuchreAction a = script_action (words[i]);

      if (!euchre_state_apply (s, &a, &error))
        g_error ("%s: step %u “%s” refused: %s", name, i, words[i], error->message);
    }
}

void
check_choice (EuchreState *s, const char *name, EuchreAction got,
              const char *reason, const char *expect, const char *reason_part)
{
  g_autofree char *have = euchre_action_to_string (&got);

  if (!g_str_equal (have, expect))
    g_error ("%s: chose “%s”, expected “%s” (%s)", name, have, expect, reason);
  g_assert_nonnull (reason);
  if (strstr (reason, reason_part) == NULL)
    g_error ("%s: reason “%s” does not mention “%s”", name, reason, reason_part);
  /* The choice is legal, and applying it works. */
  apply_ok (s, got);
}

EuchreAction
script_action (const char *w)
{
  if (g_str_equal (w, "p"))
    return act (EUCHRE_ACTION_PASS);
  if (g_str_equal (w, "o"))
    return order (FALSE);
  if (g_str_equal (w, "oa"))
    return order (TRUE);
  if (g_str_equal (w, "da"))
    return act (EUCHRE_ACTION_DEFEND_ALONE);
  if (w[0] == 'c')
    return call (euchre_suit_parse ((char[]) { w[1], '\0' }), w[2] == 'a');
  if (w[0] == 'd')
    return card_action (EUCHRE_ACTION_DISCARD, w + 1);
  return card_action (EUCHRE_ACTION_PLAY, w);
}

EuchreAction
strategy_choice (const char *id, EuchrePersonality personality, const EuchreState *s,
                 const char **reason)
{
  g_autoptr (EuchreStrategy) strategy = euchre_strategy_new (id, personality, 0);
  EuchreView v;
  EuchreActionList list;

  g_assert_nonnull (strategy);
  euchre_state_get_view (s, s->pub.turn, &v);
  euchre_view_legal_actions (&v, &list);
  return euchre_strategy_choose (strategy, &v, &list, reason);
}

/* The first legal action in @s; for "call", the first suit named, not alone. */
static EuchreAction
first_legal (const EuchreState *s, gboolean call)
{
  EuchreActionList list;

  euchre_state_legal_actions (s, &list);
  for (guint k = 0; k < list.n && call; k++)
    if (list.actions[k].type == EUCHRE_ACTION_CALL && !list.actions[k].alone)
      return list.actions[k];
  return list.actions[0];
}

static void
record_move (EuchreState *s, EuchreRecord *record, EuchreAction a)
{
  guint seat = s->pub.turn;

  g_assert_true (euchre_state_apply (s, &a, NULL));
  euchre_record_append (record, seat, &a);
}

char *
scripted_record (guint first_dealer, const char *const *moves)
{
  EuchreRules rules;
  EuchreState s;
  g_autoptr (EuchreRecord) record = NULL;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  rules.first_dealer = first_dealer;
  euchre_state_init (&s, &rules, 7);
  record = euchre_record_new (&rules, 7);
  for (guint i = 0; moves[i]; i++)
    {
      EuchreAction a = { 0 };

      if (g_str_equal (moves[i], "to-the-end"))
        while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
          record_move (&s, record, first_legal (&s, FALSE));
      else if (g_str_equal (moves[i], "any") || g_str_equal (moves[i], "call"))
        record_move (&s, record, first_legal (&s, g_str_equal (moves[i], "call")));
      else
        {
          g_assert_true (euchre_action_parse (moves[i], &a));
          record_move (&s, record, a);
        }
    }
  return euchre_record_to_string (record);
}

char *
stacked_record (guint dealer, const char *hands[4], const char *upcard, const char *script)
{
  EuchreRules rules;
  EuchreState s;
  EuchreCard pack[EUCHRE_N_CARDS];
  g_autoptr (EuchreRecord) record = NULL;
  g_auto (GStrv) words = g_strsplit (script ? script : "", " ", -1);
  guint n;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  n = stack_pack (&rules, dealer, hands, upcard, pack);
  g_assert_true (euchre_state_init_with_deck (&s, &rules, 0, pack, n, NULL));
  record = euchre_record_new (&rules, 0);
  g_assert_true (euchre_record_set_pack (record, pack, n, NULL));
  record_move (&s, record, act (EUCHRE_ACTION_DEAL));
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      record_move (&s, record, script_action (words[i]));
  while (s.pub.phase != EUCHRE_PHASE_HAND_OVER && s.pub.phase != EUCHRE_PHASE_GAME_OVER)
    record_move (&s, record, first_legal (&s, FALSE));
  return euchre_record_to_string (record);
}

void
for_each_twin_position (guint n, guint every, TestTwinFunc func, gpointer data)
{
  guint compared = 0;

  for (guint game = 0; compared < n; game++)
    {
      EuchreRules rules;
      EuchreState s;
      guint64 rng = game + 5;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER && compared < n)
        {
          EuchreActionList list;
          guint me = s.pub.turn;

          euchre_state_legal_actions (&s, &list);
          if (list.n > 1 && euchre_rng_below (&rng, every) == 0)
            {
              EuchreState twin = s;
              guint a = (me + 1) & 3, b = (me + 3) & 3;
              EuchreCardSet ha = twin.hands[a] & ~EUCHRE_CARD_BIT (s.pub.upcard);
              EuchreCardSet hb = twin.hands[b] & ~EUCHRE_CARD_BIT (s.pub.upcard);
              EuchreView vx, vy;

              if (ha && hb)
                {
                  EuchreCardSet ca = ha & -ha, cb = hb & -hb;

                  twin.hands[a] = (twin.hands[a] & ~ca) | cb;
                  twin.hands[b] = (twin.hands[b] & ~cb) | ca;
                }
              euchre_state_get_view (&s, me, &vx);
              euchre_state_get_view (&twin, me, &vy);
              g_assert_true (memcmp (&vx, &vy, sizeof vx) == 0);
              g_assert_true (memcmp (&s, &twin, sizeof s) != 0 || !(ha && hb));
              func (&s, &twin, &list, game, data);
              compared++;
            }
          euchre_state_apply_legal (&s, &list.actions[euchre_rng_below (&rng, list.n)]);
        }
    }
}

const TestBlunder test_blunders[] = {
  { "hopeless order-up",
    "no trump, no ace: the dealer picks up a fourth heart and the makers are euchred",
    { "JH AH KH QC KC", "9C TC 9D TD 9S", "AC JC QD KD AD", "TS JS QS KS AS" }, "9H",
    "", "o", FALSE },
  { "passing a laydown loner",
    "the five best trumps march alone for four; passing throws that away",
    { "9C TC 9D TD 9S", "JH JD AH KH QH", "AC JC QD KD AD", "TS JS QS KS AS" }, "9H",
    "", "p", TRUE },
  { "dealer discards the right bower",
    "burying the best trump instead of the lone queen of spades gives up a sure trick",
    { "JH 9C AH KC QS", "9D TD 9S TS TC", "AC JC QD KD AD", "JS KS AS QC JD" }, "9H",
    "p p p o", "dJH", TRUE },
  /* (a) Seat 3 plays last to the first trick: its partner's ace of spades
   * already wins it (the dealer and seat 1 followed low), so trumping with
   * the right bower wins nothing and loses the best trump, the trick that
   * stops the makers. */
  { "trumping the partner's sure winner in last seat",
    "the partner's ace already takes the trick; the right bower is wasted on it",
    { "JH 9C TC QC KC", "9S TD JD QH KH", "AS AC AD KD QD", "TS JS QS KS AH" }, "9H",
    "p p p o dTC 9S AS TS", "JH", TRUE },
  { "calling a suit with none of it",
    "no spade in the hand: the opponents hold the trumps and euchre the call",
    { "JH AH KH QC KC", "9C TC 9D TD QH", "AC JC QD KD AD", "TS JS QS KS AS" }, "9H",
    "p p p p", "cS", FALSE },
  /* (b) Leading away from an ace into the makers: seat 2 goes alone in
   * hearts and seat 1, on lead, holds the ace of clubs with the nine.  Led
   * at once, the ace wins (the loner must follow with its queen of
   * clubs): one trick and the march is stopped.  Led under, the nine loses
   * to that queen, the loner draws trumps and takes all five: 4 points
   * instead of 1.  Any other lead keeps the ace for the loner's last club;
   * only the nine of clubs throws it away.  From seat 1's view the loner
   * holds exactly one club in about a sixth of the deals, so the nine
   * costs about half a point (0.51 over 1,000 deals, 0.48 over the 100 a
   * hint samples): at the threshold, flagged under some seeds only. */
  { "leading away from an ace into a loner",
    "the nine of clubs sets up the loner's queen; the ace would have stopped the march",
    { "JC KC KS AS TD", "AC 9C TC 9S 9D", "JH JD AH KH QC", "TS JS QS QD KD" }, "9H",
    "p oa", "9C", FALSE },
  /* The same loner, led a spade instead: the loner trumps it and leads
   * trumps, and seat 1, with none, must throw a card.  The ace of clubs is
   * the defenders' only stopper (the loner still holds a club); throwing
   * it lets the loner march for 4 points instead of 1. */
  { "throwing away the stopper against a loner",
    "the ace of clubs is the one card that stops the march; a low card costs nothing",
    { "JC KC KS AS TD", "AC 9C TC 9S 9D", "JH JD AH KH QC", "TS JS QS QD KD" }, "9H",
    "p oa 9S JH TS AH QD", "AC", TRUE },
};
const guint test_n_blunders = G_N_ELEMENTS (test_blunders);

char *
test_read_text (const char *path, gsize *length)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

EuchreRecord *
test_random_record (const EuchreRules *rules, guint32 seed, guint renege_every, guint *n_reneges)
{
  EuchreRecord *record = euchre_record_new (rules, seed);
  guint64 rng = seed;
  EuchreState s;

  euchre_state_init (&s, rules, seed);
  while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      EuchreActionList list;
      EuchreAction a;
      guint seat = s.pub.turn;

      euchre_state_legal_actions (&s, &list);
      a = list.actions[euchre_rng_below (&rng, list.n)];
      if (renege_every > 0 && s.pub.phase == EUCHRE_PHASE_PLAY &&
          euchre_rng_below (&rng, renege_every) == 0)
        {
          EuchreCardSet illegal = s.hands[seat] & ~euchre_state_legal_plays (&s);

          if (illegal != 0)
            {
              a = euchre_action_make (EUCHRE_ACTION_PLAY, (EuchreCard) __builtin_ctzll (illegal),
                                      EUCHRE_SUIT_NONE, FALSE);
              (*n_reneges)++;
            }
        }
      g_assert_true (euchre_state_apply (&s, &a, NULL));
      euchre_record_append (record, seat, &a);
    }
  return record;
}
