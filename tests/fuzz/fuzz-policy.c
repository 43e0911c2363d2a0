/* fuzz-policy.c — the bidding table's reader (euchre_bidding_policy_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `euchre-cli train --input/--prior` and EUCHRE_POLICY_FILE read a table
 * from a file someone names.  Any bytes are refused with a message, or
 * read as a table that written out and read again is the same table, byte
 * for byte, and whose figures for real bidding decisions are chances and
 * points in range (no count, however large, makes them wrap or divide by
 * zero).
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <math.h>
#include <string.h>

#include "fuzz.h"
#include "euchre-bidding-policy.h"

/* Asks @policy about every bidding decision of a few deals of four
 * `simple` players, at scores near the start and near the end. */
static void
check_figures (const EuchreBiddingPolicy *policy)
{
  EuchreRules rules;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  for (guint deal = 0; deal < 4; deal++)
    {
      EuchreState s;
      g_autoptr (EuchreStrategy) simple = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL,
                                                                deal);

      euchre_state_init (&s, &rules, deal);
      s.pub.score[0] = deal * 3;
      s.pub.score[1] = 9 - deal * 2;
      while (s.pub.phase == EUCHRE_PHASE_BID1 || s.pub.phase == EUCHRE_PHASE_BID2 ||
             s.pub.phase == EUCHRE_PHASE_DEAL)
        {
          EuchreView v;
          EuchreActionList legal;
          EuchreAction a;
          double value[EUCHRE_MAX_ACTIONS], points[EUCHRE_MAX_ACTIONS], make[EUCHRE_MAX_ACTIONS];
          guint n[EUCHRE_MAX_ACTIONS];
          int best;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &legal);
          if (s.pub.phase != EUCHRE_PHASE_DEAL)
            {
              best = euchre_bidding_policy_evaluate (policy, &v, &legal, 0, value, points, make, n);
              g_assert_cmpint (best, >=, -1);
              g_assert_cmpint (best, <, (int) legal.n);
              for (guint i = 0; i < legal.n; i++)
                {
                  g_assert_true (isfinite (value[i]) && value[i] >= 0 && value[i] <= 1 + 1e-9);
                  g_assert_true (isfinite (points[i]) && points[i] >= -4 && points[i] <= 4);
                  g_assert_true (isfinite (make[i]) && make[i] >= 0 && make[i] <= 1);
                }
            }
          a = euchre_strategy_choose (simple, &v, &legal, NULL);
          g_assert_true (euchre_state_apply (&s, &a, NULL));
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (EuchreBiddingPolicy) policy = NULL;
  g_autoptr (EuchreBiddingPolicy) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;

  policy = euchre_bidding_policy_parse ((const char *) data, size, &error);
  if (policy == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_bidding_policy_n_known_states (policy), <=,
                    euchre_bidding_policy_n_states ());

  written = euchre_bidding_policy_to_string (policy, "fuzz");
  again = euchre_bidding_policy_parse (written, strlen (written), &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  rewritten = euchre_bidding_policy_to_string (again, "fuzz");
  g_assert_cmpstr (written, ==, rewritten);
  g_assert_cmpuint (euchre_bidding_policy_total (again), ==, euchre_bidding_policy_total (policy));

  check_figures (policy);
  return 0;
}
