/* fuzz-util.c — invariants and set-up shared by the fuzz targets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card checks recompute from euchre-card.h rather than trusting the
 * state machine's own bookkeeping.  tests/test-properties.c and
 * tests/test-bad-files.c link this file too (tests/meson.build).
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include "fuzz.h"

void
fuzz_check_cards_placed (const EuchreState *s)
{
  const EuchrePublic *p = &s->pub;
  EuchreCardSet all = euchre_rules_deck_cards (&p->rules), seen = 0;

  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpuint (seen & s->hands[seat], ==, 0);
      seen |= s->hands[seat];
    }
  g_assert_cmpuint (seen & s->kitty, ==, 0);
  seen |= s->kitty;
  g_assert_cmpuint (seen & p->played, ==, 0);
  seen |= p->played;
  g_assert_cmpuint (seen, ==, all);
}

void
fuzz_check_hand_sizes (const EuchreState *s)
{
  const EuchrePublic *p = &s->pub;

  if (p->phase == EUCHRE_PHASE_PLAY)
    for (guint seat = 0; seat < 4; seat++)
      {
        int expect = 5 - p->trick_number;

        if (p->out_mask & (1u << seat))
          continue;
        if (p->trick[p->trick_number][seat] != EUCHRE_CARD_NONE)
          expect--;
        g_assert_cmpint (euchre_card_set_count (s->hands[seat]), ==, expect);
      }
  if (p->phase == EUCHRE_PHASE_DISCARD)
    g_assert_cmpint (euchre_card_set_count (s->hands[p->dealer]), ==, 6);
}

char *
fuzz_eecs280_pack (const char *line_end)
{
  EuchreRules rules;
  EuchreCard deck[EUCHRE_N_CARDS];
  GString *text = g_string_new (NULL);
  guint n;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_EECS280);
  n = euchre_rules_initial_deck (&rules, deck);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = euchre_card_long_name (deck[i]);

      g_string_append_printf (text, "%s%s", name, line_end);
    }
  return g_string_free (text, FALSE);
}

void
fuzz_check_state (const EuchreState *s)
{
  const EuchrePublic *p = &s->pub;
  EuchreCardSet all = euchre_rules_deck_cards (&p->rules), seen = 0;
  EuchreActionList list;

  g_assert_true (euchre_rules_validate (&p->rules, NULL));
  g_assert_cmpuint (p->phase, <, EUCHRE_N_PHASES);
  g_assert_cmpuint (p->dealer, <, 4);
  if (p->phase != EUCHRE_PHASE_GAME_OVER)
    g_assert_cmpuint (p->turn, <, 4);
  g_assert_cmpuint (s->deck_size, ==, euchre_card_set_count (all));

  /* The pack holds every card once. */
  for (guint i = 0; i < s->deck_size; i++)
    {
      g_assert_true (euchre_card_valid (s->deck[i]));
      g_assert_cmpuint (seen & EUCHRE_CARD_BIT (s->deck[i]), ==, 0);
      seen |= EUCHRE_CARD_BIT (s->deck[i]);
    }
  g_assert_cmpuint (seen, ==, all);

  if (p->phase == EUCHRE_PHASE_GAME_OVER)
    {
      g_assert_cmpuint (p->winner, <, 2);
      g_assert_cmpuint (p->score[p->winner], >=, p->rules.points_to_win);
    }
  else
    {
      g_assert_cmpuint (p->score[0], <, p->rules.points_to_win);
      g_assert_cmpuint (p->score[1], <, p->rules.points_to_win);
      /* The game goes on: someone can act. */
      g_assert_cmpuint (euchre_state_legal_actions (s, &list), >, 0);
      for (guint i = 0; i < list.n; i++)
        g_assert_true (euchre_state_check (s, &list.actions[i], NULL));
    }
  if (p->phase == EUCHRE_PHASE_DEAL)
    return;

  fuzz_check_cards_placed (s);

  if (p->phase == EUCHRE_PHASE_PLAY)
    {
      g_assert_cmpuint (p->trick_number, <, 5);
      g_assert_cmpuint (p->trump, <, EUCHRE_N_SUITS);
    }
  fuzz_check_hand_sizes (s);
}

/* Criticals and warnings are findings too (tests run with
 * G_DEBUG=fatal-warnings; a fuzzer has no environment to rely on). */
__attribute__ ((constructor)) static void
fuzz_setup (void)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
}
