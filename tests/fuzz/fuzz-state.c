/* fuzz-state.c — EuchreState action sequences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read as a program:
 *
 *   byte 0     rule preset (low bits); bit 7: vary every option from the
 *              next bytes, as tests/test-properties.c does at random
 *   bytes …    the options (when varied), then a 16-bit seed
 *   then, until the input ends or the game is over, one step per byte b:
 *     b < 0xc0   apply the legal action number b % n (the game moves on)
 *     b < 0xf0   apply a raw action from the next three bytes: type, card
 *                and suit taken as they come (any byte, out of range
 *                included), alone = b & 1
 *     else       check seat b & 3's view against the state
 *
 * euchre_state_apply() must accept exactly the legal actions (and the
 * reneges euchre_state_check() allows), refuse the rest with a message and
 * leave the state as it was, byte for byte; the unchecked path lands on
 * the same state; the invariants (fuzz_check_state) hold after every
 * action; scores never go down; and at the end the game's record, written
 * and read back, replays to the same state.
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include "fuzz.h"

typedef struct {
  const uint8_t *data;
  size_t size, pos;
} Reader;

static guint
next_byte (Reader *r)
{
  return r->pos < r->size ? r->data[r->pos++] : 0;
}

static void
read_rules (Reader *r, EuchreRules *rules)
{
  guint b = next_byte (r);

  euchre_rules_init_preset (rules, (b & 0x7f) % EUCHRE_N_PRESETS);
  if (b & 0x80)
    {
      guint f = next_byte (r), g = next_byte (r), h = next_byte (r);

      rules->stick_the_dealer = f & 1;
      rules->going_alone = (f >> 1) & 1;
      rules->alone_march_4 = (f >> 2) & 1;
      rules->defend_alone = (f >> 3) & 1;
      rules->super_euchre = (f >> 4) & 1;
      rules->quiet_dealer = (f >> 5) & 1;
      rules->order_partner_alone = (f >> 6) & 1;
      rules->renege = (f >> 7) % EUCHRE_N_RENEGES;
      rules->deck = g % EUCHRE_N_DECKS;
      rules->alone_lead = (g >> 4) % EUCHRE_N_ALONE_LEADS;
      rules->deal = (h >> 6) % EUCHRE_N_DEALS;
      rules->first_dealer = (h >> 4) & 3;
      rules->points_to_win = 1 + (h & 15);
      rules->shuffle = (g >> 6) % EUCHRE_N_SHUFFLES;
    }
  g_assert_true (euchre_rules_validate (rules, NULL));
}

/* What a seat's view must agree on with the state. */
static void
check_view (const EuchreState *s, guint seat)
{
  EuchreView v;
  EuchreActionList from_state, from_view;

  euchre_state_get_view (s, seat, &v);
  g_assert_cmpuint (v.hand, ==, s->hands[seat]);
  g_assert_true (memcmp (&v.pub, &s->pub, sizeof v.pub) == 0);
  g_assert_cmpuint (euchre_view_unseen (&v) & v.hand, ==, 0);
  euchre_state_legal_actions (s, &from_state);
  euchre_view_legal_actions (&v, &from_view);
  if (s->pub.turn == seat && s->pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      g_assert_cmpuint (from_view.n, ==, from_state.n);
      for (guint i = 0; i < from_view.n; i++)
        g_assert_true (euchre_action_equal (&from_view.actions[i], &from_state.actions[i]));
    }
}

static void
check_scores (const EuchreState *before, const EuchreState *after)
{
  g_assert_cmpuint (after->pub.score[0], >=, before->pub.score[0]);
  g_assert_cmpuint (after->pub.score[1], >=, before->pub.score[1]);
  g_assert_cmpuint (after->pub.hand_number, >=, before->pub.hand_number);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Reader r = { data, size, 0 };
  EuchreRules rules;
  EuchreState s;
  guint32 seed;
  g_autoptr (EuchreRecord) record = NULL;

  read_rules (&r, &rules);
  seed = next_byte (&r);
  seed |= next_byte (&r) << 8;
  euchre_state_init (&s, &rules, seed);
  record = euchre_record_new (&rules, seed);
  fuzz_check_state (&s);

  while (r.pos < r.size && s.pub.phase != EUCHRE_PHASE_GAME_OVER)
    {
      guint b = next_byte (&r), seat = s.pub.turn;
      EuchreActionList list;
      EuchreState before = s;
      EuchreAction a;
      g_autoptr (GError) error = NULL;
      gboolean legal, accepted;

      /* mt19937 seeks from its start at every deal: keep such games short
       * enough for a fuzzer's pace. */
      if (rules.shuffle == EUCHRE_SHUFFLE_MT && s.pub.hand_number >= 40)
        break;

      if (b >= 0xf0)
        {
          check_view (&s, b & 3);
          continue;
        }
      euchre_state_legal_actions (&s, &list);
      g_assert_cmpuint (list.n, >, 0);
      g_assert_cmpuint (list.n, <=, EUCHRE_MAX_ACTIONS);
      if (b < 0xc0)
        a = list.actions[b % list.n];
      else
        {
          a.type = next_byte (&r);
          a.card = next_byte (&r);
          a.suit = next_byte (&r);
          a.alone = b & 1;
          /* Mostly in range, so near misses are tried as well as junk. */
          if (!(b & 2))
            {
              a.type %= EUCHRE_N_ACTION_TYPES;
              a.card %= EUCHRE_N_CARDS + 1;
              a.suit %= EUCHRE_N_SUITS + 1;
            }
        }

      legal = euchre_action_list_contains (&list, &a);
      if (a.type != EUCHRE_ACTION_RENEGE)
        g_assert_cmpint (euchre_state_check (&s, &a, NULL), ==, legal);
      accepted = euchre_state_apply (&s, &a, &error);
      if (!accepted)
        {
          g_assert_false (legal);
          g_assert_nonnull (error);
          g_assert_true (error->domain == EUCHRE_ERROR);
          g_assert_cmpuint (strlen (error->message), >, 0);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_true (memcmp (&s, &before, sizeof s) == 0);
          continue;
        }
      g_assert_no_error (error);
      g_assert_true (legal || a.type == EUCHRE_ACTION_RENEGE);
      /* The unchecked path, given the action as the legal list holds it
       * (unused fields NONE), lands on the same state. */
      a = euchre_action_make (a.type, a.card, a.suit, a.alone);
      {
        EuchreState fast = before;

        euchre_state_apply_legal (&fast, &a);
        g_assert_true (memcmp (&fast, &s, sizeof s) == 0);
      }
      if (a.type == EUCHRE_ACTION_RENEGE)
        {
          /* The card is refused, the other side scores two. */
          guint other = 1 - euchre_seat_side (seat);

          g_assert_cmpuint (s.hands[seat], ==, before.hands[seat]);
          g_assert_cmpuint (s.pub.score[other], ==, MIN (255, before.pub.score[other] + 2));
        }
      check_scores (&before, &s);
      fuzz_check_state (&s);
      euchre_record_append (record, seat, &a);
    }

  /* The record replays to the same state, through its text form too. */
  {
    g_autofree char *text = euchre_record_to_string (record);
    g_autoptr (EuchreRecord) back = NULL;
    g_autoptr (GError) error = NULL;
    EuchreState replayed;

    back = euchre_record_parse (text, &replayed, &error);
    g_assert_no_error (error);
    g_assert_nonnull (back);
    g_assert_true (memcmp (&s, &replayed, sizeof s) == 0);
  }
  return 0;
}
