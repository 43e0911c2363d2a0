/* test-bidding-policy.c — the learned bidding table: the shipped data,
 * its text form, the abstract states, and a small training run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* open_memstream() is POSIX 2008, beyond -std=c11. */
#define _POSIX_C_SOURCE 200809L
#define G_LOG_DOMAIN "euchre-test"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli.h"
#include "euchre-ai-private.h"
#include "euchre-bidding-policy.h"
#include "test-util.h"

/* The data shipped in the program: its version and shape, and enough
 * play-outs behind it to bid by. */
static void
test_policy_shipped (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data ("/io/github/euchre/Euchre/bidding/"
                                                      "policy-v1.txt", 0, &error);
  g_autoptr (EuchreBiddingPolicy) parsed = NULL;
  EuchreBiddingPolicy *policy = euchre_bidding_policy_get_default ();
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (bytes, NULL), "# euchre-cli train "));
  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "\neuchre-bidding-policy 1\n"));
  parsed = euchre_bidding_policy_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                        &error);
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_bidding_policy_n_states (), ==, 17280);
  g_assert_cmpuint (euchre_bidding_policy_total (parsed), ==,
                    euchre_bidding_policy_total (policy));
  g_test_message ("shipped: %u of %u states, %" G_GUINT64_FORMAT " play-outs",
                  euchre_bidding_policy_n_known_states (policy),
                  euchre_bidding_policy_n_states (), euchre_bidding_policy_total (policy));
  g_assert_cmpuint (euchre_bidding_policy_n_known_states (policy), >=, 3000);
  g_assert_cmpuint (euchre_bidding_policy_total (policy), >=, 10000000);
  /* What it reads, it writes back the same (the comment aside). */
  text = euchre_bidding_policy_to_string (policy, NULL);
  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), text));
}

/* The table's choice for the seat to act after @script in the hand of
 * @hands (dealer 0) at the score @score_us to @score_them; -1 if the
 * table cannot tell. */
static int
decide (const char *hands[4], const char *upcard, const char *script, guint score_us,
        guint score_them, EuchreAction *out)
{
  EuchreState s;
  EuchreRules rules;
  EuchreView v;
  EuchreActionList legal;
  EuchreExpertTally tally[EUCHRE_MAX_ACTIONS];
  int best;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &rules, 0, hands, upcard);
  apply_script (&s, "decide", script);
  s.pub.score[euchre_seat_side (s.pub.turn)] = score_us;
  s.pub.score[1 - euchre_seat_side (s.pub.turn)] = score_them;
  euchre_state_get_view (&s, s.pub.turn, &v);
  euchre_view_legal_actions (&v, &legal);
  best = euchre_bidding_policy_tally (euchre_bidding_policy_get_default (), &v, &legal, 200,
                                      tally);
  if (best >= 0)
    *out = legal.actions[best];
  return best;
}

/* The table bids what any player would with the clear hands. */
static void
test_policy_sensible (void)
{
  /* Seat 1 (left of the dealer, seat 0) holds the right bower, the ace
   * and king of hearts and an ace; the upcard is a heart.  Then seat 1
   * with nothing in hearts. */
  const char *strong[4] = { "9C TC QC 9D TD", "JH AH KH AS 9S", "JD TS QS KS QD",
                            "QH AC KC AD KD" };
  const char *weak[4] = { "JH JD AH KH AS", "9C TC QC 9D TD", "9S TS QS KS QD",
                          "QH AC KC AD KD" };
  EuchreAction a;

  g_assert_cmpint (decide (strong, "TH", NULL, 0, 0, &a), >=, 0);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_ORDER_UP);
  g_assert_cmpint (decide (weak, "TH", NULL, 0, 0, &a), >=, 0);
  g_assert_cmpint (a.type, ==, EUCHRE_ACTION_PASS);
  /* Round 2: hearts turned down, seat 1 holds the right bower, the ace
   * and king of clubs and the ace of diamonds: it names clubs (its best
   * suit). */
  {
    const char *cross[4] = { "9D TD QD TH QH", "JC 9H AC KC AD", "9S TS QS KS JS",
                             "KH AS QC 9C KD" };

    g_assert_cmpint (decide (cross, "AH", "p p p p", 0, 0, &a), >=, 0);
    g_assert_cmpint (a.type, ==, EUCHRE_ACTION_CALL);
    g_assert_cmpint (a.suit, ==, EUCHRE_CLUBS);
  }
}

static void
test_policy_round_trip (void)
{
  g_autoptr (EuchreBiddingPolicy) p = euchre_bidding_policy_new ();
  g_autoptr (EuchreBiddingPolicy) q = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *a = NULL, *b = NULL;

  euchre_bidding_policy_add (p, 0, EUCHRE_BID_CHOICE_PASS, -2, FALSE);
  euchre_bidding_policy_add (p, 0, EUCHRE_BID_CHOICE_MAKE, 4, TRUE);
  euchre_bidding_policy_add (p, 17279, EUCHRE_BID_CHOICE_ALONE, 0, FALSE);
  a = euchre_bidding_policy_to_string (p, "a comment");
  q = euchre_bidding_policy_parse (a, strlen (a), &error);
  g_assert_no_error (error);
  b = euchre_bidding_policy_to_string (q, "a comment");
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (euchre_bidding_policy_n_known_states (q), ==, 2);
  g_assert_cmpuint (euchre_bidding_policy_stats (q, 0, EUCHRE_BID_CHOICE_MAKE)->made, ==, 1);
}

/* Bad tables are refused with a message that says what is wrong. */
static void
test_policy_bad (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "", "ends before its header" },
    { "euchre-bidding-policy 2\nstates 17280\n", "version 1" },
    { "something else\n", "version 1" },
    { "euchre-bidding-policy 1\nstates 100\n", "another set of states" },
    { "euchre-bidding-policy 1\nstates 17280\n0 pass 2 0 1 0 0 0 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n0 fold 1 0 1 0 0 0 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n99999 pass 1 0 1 0 0 0 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n0 pass 1 2 1 0 0 0 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n0 pass 1 0 1 0 0 0 0 0 0 7\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n0 pass 1 0 1 0 0 0 0 0 0\n"
      "0 pass 1 0 1 0 0 0 0 0 0\n", "Line 4" },
    { "euchre-bidding-policy 1\nstates 17280\n0 pass 1 0 1 0\n", "Line 3" },
    /* Counts are digits alone, and never so large that they wrap: a sign,
     * an exponent, a count that overflows 32 bits into a sum that looks
     * right, one past the most a choice may count. */
    { "euchre-bidding-policy 1\nstates 17280\n7 pass -1 0 0 0 0 -1 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n7 pass +1 0 0 0 0 1 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n7 pass 1e0 0 0 0 0 1 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n7 pass 2 0 4294967295 0 0 3 0 0 0\n", "Line 3" },
    { "euchre-bidding-policy 1\nstates 17280\n7 pass 1073741825 0 1073741825 0 0 0 0 0 0\n",
      "Line 3" },
    { "euchre-bidding-policy 1x\nstates 17280\n", "version 1" },
    { "euchre-bidding-policy 1\nstates 17280 more\n", "another set of states" },
  };
  static const char *good[] = {
    "euchre-bidding-policy 1\nstates 17280\n7 pass 1073741824 0 1073741824 0 0 0 0 0 0\n",
    "euchre-bidding-policy 1\r\nstates\t17280\r\n 12  make 1 1 0 0 0 0 1 0 0 \r\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      EuchreBiddingPolicy *p = euchre_bidding_policy_parse (cases[i].text,
                                                            strlen (cases[i].text), &error);

      g_assert_null (p);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreBiddingPolicy) p = euchre_bidding_policy_parse (good[i], strlen (good[i]),
                                                                        &error);

      g_assert_no_error (error);
      g_assert_cmpuint (euchre_bidding_policy_n_known_states (p), ==, 1);
    }
  /* Training stops counting a choice at 2^30, so what it writes reads. */
  {
    g_autoptr (EuchreBiddingPolicy) full = euchre_bidding_policy_parse (good[0], strlen (good[0]),
                                                                        NULL);
    g_autoptr (EuchreBiddingPolicy) more = euchre_bidding_policy_new ();
    g_autoptr (EuchreBiddingPolicy) back = NULL;
    g_autoptr (GError) error = NULL;
    g_autofree char *text = NULL;

    euchre_bidding_policy_add (more, 7, EUCHRE_BID_CHOICE_PASS, 1, TRUE);
    euchre_bidding_policy_merge (full, more);
    euchre_bidding_policy_add (full, 7, EUCHRE_BID_CHOICE_PASS, -2, FALSE);
    g_assert_cmpuint (euchre_bidding_policy_stats (full, 7, EUCHRE_BID_CHOICE_PASS)->n, ==,
                      1u << 30);
    text = euchre_bidding_policy_to_string (full, NULL);
    back = euchre_bidding_policy_parse (text, strlen (text), &error);
    g_assert_no_error (error);
    g_assert_cmpuint (euchre_bidding_policy_total (back), ==, euchre_bidding_policy_total (full));
  }
}

/* Every bidding view of many games has a state in range (or none, for
 * rules the table does not cover); the play has none. */
static void
test_policy_states (void)
{
  guint covered = 0, other = 0;

  for (guint game = 0; game < 200; game++)
    {
      EuchreRules rules;
      EuchreState s;
      g_autoptr (EuchreStrategy) st = euchre_strategy_new ("gertz", 0, game);

      euchre_rules_init_preset (&rules, game % EUCHRE_N_PRESETS);
      rules.defend_alone = game % 3 == 0;
      euchre_state_init (&s, &rules, game);
      while (s.pub.phase != EUCHRE_PHASE_GAME_OVER)
        {
          EuchreView v;
          EuchreActionList list;
          EuchreAction a;
          EuchreSuit suit = EUCHRE_SUIT_NONE;
          const char *reason;
          int state;

          euchre_state_get_view (&s, s.pub.turn, &v);
          euchre_view_legal_actions (&v, &list);
          state = euchre_bidding_policy_state (&v, &suit);
          g_assert_cmpint (state, <, (int) euchre_bidding_policy_n_states ());
          if (s.pub.phase != EUCHRE_PHASE_BID1 && s.pub.phase != EUCHRE_PHASE_BID2 &&
              s.pub.phase != EUCHRE_PHASE_DEFEND)
            g_assert_cmpint (state, ==, -1);
          else if (state >= 0)
            {
              EuchreAction make;

              covered++;
              g_assert_cmpuint (suit, <, EUCHRE_N_SUITS);
              g_assert_true (euchre_bidding_policy_action (&v, &list, EUCHRE_BID_CHOICE_PASS,
                                                           suit, &make) ||
                             euchre_bidding_policy_action (&v, &list, EUCHRE_BID_CHOICE_MAKE,
                                                           suit, &make) ||
                             s.pub.phase == EUCHRE_PHASE_DEFEND);
            }
          else
            other++;
          a = euchre_strategy_decide (st, &v, &list, &reason);
          euchre_state_apply_legal (&s, &a);
        }
    }
  g_test_message ("%u bidding decisions covered, %u not", covered, other);
  g_assert_cmpuint (covered, >, 1000);
  g_assert_cmpuint (other, >, 0);
}

static void
test_policy_win_chance (void)
{
  g_assert_cmpfloat_with_epsilon (euchre_bidding_win_chance (10, 4, 4), 0.5, 1e-9);
  g_assert_cmpfloat (euchre_bidding_win_chance (10, 9, 0), >, 0.9);
  g_assert_cmpfloat (euchre_bidding_win_chance (10, 0, 9), <, 0.1);
  g_assert_cmpfloat (euchre_bidding_win_chance (10, 10, 9), ==, 1.0);
  g_assert_cmpfloat (euchre_bidding_win_chance (10, 8, 12), ==, 0.0);
}

/* `euchre-cli train` on @iterations hands with the options in @extra
 * (NULL-ended; may be NULL), in memory; the table as written. */
static char *
train_with (const char *seed, const char *iterations, const char *dir, const char *const *extra,
            guint min_states)
{
  g_autofree char *path = g_build_filename (dir, seed, NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *expect = g_strdup_printf ("%s hands, ", iterations);
  char *out = NULL, *err = NULL;
  size_t out_size = 0, err_size = 0;
  CliStreams io = { "euchre-cli", NULL, NULL, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreBiddingPolicy) p = NULL;
  char *text = NULL;
  gsize length;

  g_ptr_array_add (argv, (char *) "train");
  g_ptr_array_add (argv, (char *) "--seed");
  g_ptr_array_add (argv, (char *) seed);
  g_ptr_array_add (argv, (char *) "--iterations");
  g_ptr_array_add (argv, (char *) iterations);
  g_ptr_array_add (argv, (char *) "-o");
  g_ptr_array_add (argv, path);
  for (guint i = 0; extra && extra[i]; i++)
    g_ptr_array_add (argv, (char *) extra[i]);
  g_ptr_array_add (argv, NULL);

  io.out = open_memstream (&out, &out_size);
  io.err = open_memstream (&err, &err_size);
  g_assert_cmpint (cli_train (argv->len - 1, (char **) argv->pdata, &io), ==, 0);
  fclose (io.out);
  fclose (io.err);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, expect));
  free (out);
  free (err);
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  p = euchre_bidding_policy_parse (text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (euchre_bidding_policy_n_known_states (p), >, min_states);
  g_unlink (path);
  return text;
}

/* `euchre-cli train` on a few hundred hands: the same seed gives the
 * same table, byte for byte; another seed another one. */
static char *
train (const char *seed, const char *dir)
{
  char *text = train_with (seed, "300", dir, NULL, 100);
  g_autoptr (EuchreBiddingPolicy) p = euchre_bidding_policy_parse (text, strlen (text), NULL);

  g_assert_cmpuint (euchre_bidding_policy_total (p), >, 2000);
  return text;
}

static void
test_policy_train (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-train-XXXXXX", NULL);
  g_autofree char *a = train ("7", dir), *b = train ("7", dir), *c = train ("8", dir);

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  g_assert_true (g_str_has_prefix (a, "# euchre-cli train --seed 7 --iterations 300 "));
  g_rmdir (dir);
}

static guint64
total_of (const char *text)
{
  g_autoptr (EuchreBiddingPolicy) p = euchre_bidding_policy_parse (text, strlen (text), NULL);

  g_assert_nonnull (p);
  return euchre_bidding_policy_total (p);
}

/* Shards: the table does not depend on how many threads train them, it
 * does depend on the number of shards; --input's counts are kept and the
 * shards' added, --prior's are not written; the expert's own card play
 * with a few deals per card trains too. */
static void
test_policy_train_shards (void)
{
  g_autofree char *dir = g_dir_make_tmp ("euchre-train-XXXXXX", NULL);
  const char *one[] = { "--shards", "3", "--threads", "1", NULL };
  const char *three[] = { "--shards", "3", "--threads", "3", NULL };
  const char *two[] = { "--shards", "2", "--threads", "2", NULL };
  g_autofree char *a = train_with ("9", "301", dir, one, 100);
  g_autofree char *b = train_with ("9", "301", dir, three, 100);
  g_autofree char *c = train_with ("9", "301", dir, two, 100);
  g_autofree char *base_path = g_build_filename (dir, "base", NULL);
  const char *on_input[] = { "--input", base_path, NULL };
  const char *on_prior[] = { "--prior", base_path, NULL };
  const char *expert[] = { "--prior", base_path, "--play", "expert", "--play-samples", "4", NULL };
  g_autofree char *d = NULL, *e = NULL, *f = NULL, *fresh = NULL;

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  g_assert_true (strstr (a, " --shards 3") != NULL);

  g_assert_true (g_file_set_contents (base_path, a, -1, NULL));
  d = train_with ("10", "200", dir, on_input, 100);
  e = train_with ("10", "200", dir, on_prior, 20);
  fresh = train_with ("10", "200", dir, NULL, 20);
  g_assert_cmpuint (total_of (d), >, total_of (a));
  g_assert_cmpuint (total_of (e), <, total_of (a));
  /* The prior changed how the hands were bid, not how many were. */
  g_assert_cmpstr (e, !=, fresh);
  g_assert_true (strstr (e, " --prior FILE") != NULL);

  f = train_with ("11", "6", dir, expert, 5);
  g_assert_true (strstr (f, " --play expert --play-samples 4 ") != NULL);
  g_assert_cmpuint (total_of (f), >, 6);

  g_unlink (base_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/bidding-policy/shipped", test_policy_shipped);
  g_test_add_func ("/euchre/bidding-policy/sensible", test_policy_sensible);
  g_test_add_func ("/euchre/bidding-policy/round-trip", test_policy_round_trip);
  g_test_add_func ("/euchre/bidding-policy/bad", test_policy_bad);
  g_test_add_func ("/euchre/bidding-policy/states", test_policy_states);
  g_test_add_func ("/euchre/bidding-policy/win-chance", test_policy_win_chance);
  g_test_add_func ("/euchre/bidding-policy/train", test_policy_train);
  g_test_add_func ("/euchre/bidding-policy/train-shards", test_policy_train_shards);
  return g_test_run ();
}
