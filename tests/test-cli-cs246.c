/* test-cli-cs246.c — `euchre-cli cs246`, run as a program with input piped in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The path of the built euchre-cli is the first argument after the GTest
 * options (tests/meson.build passes it).  Saved games are in
 * tests/data/cs246/.
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>
#include <gio/gio.h>

static const char *cli_path;

typedef struct {
  char *out;
  char *err;
  int status;       /* exit status */
  char **lines;     /* out, split at newlines */
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
  g_strfreev (r->lines);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static char *
data_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "cs246", name, NULL);
}

/* Runs `euchre-cli cs246 ARGS…` (NULL-terminated; an argument "@NAME" is
 * the test data file NAME) with @input on standard input. */
static void
run_cli (Run *r, const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, g_strdup (cli_path));
  g_ptr_array_add (argv, g_strdup ("cs246"));
  va_start (args, input);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, arg[0] == '@' ? data_file (arg + 1) : g_strdup (arg));
  va_end (args);
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &r->out, &r->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
  r->lines = g_strsplit (r->out, "\n", -1);
}

/* Index of the first line equal to @line at or after @from, or -1. */
static int
find_line (const Run *r, int from, const char *line)
{
  for (int i = from; r->lines[i]; i++)
    if (g_str_equal (r->lines[i], line))
      return i;
  return -1;
}

/* Each of the NULL-terminated lines appears, in this order. */
static void
assert_lines (const Run *r, ...)
{
  const char *line;
  va_list args;
  int at = 0;

  va_start (args, r);
  while ((line = va_arg (args, const char *)) != NULL)
    {
      int i = find_line (r, at, line);

      if (i < 0)
        g_error ("line “%s” not found (in order) in:\n%s", line, r->out);
      at = i + 1;
    }
  va_end (args);
}

static int
count_prefix (const Run *r, const char *prefix)
{
  int n = 0;

  for (int i = 0; r->lines[i]; i++)
    if (g_str_has_prefix (r->lines[i], prefix))
      n++;
  return n;
}

static const char *
last_line (const Run *r)
{
  guint n = g_strv_length (r->lines);

  /* The output ends with a newline: the last piece is empty. */
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (r->lines[n - 1], ==, "");
  return r->lines[n - 2];
}

/* ---- acceptance 3 and the display ------------------------------------------------ */

static void
test_seed0_debug (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "q\n", "-d", "-s", "0", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  /* The first hand, exactly (the CS 246 Euchre assignment, 2.3.2 and 2.4). */
  g_assert_cmpstr (r.lines[0], ==, "Seed: 0");
  g_assert_cmpstr (r.lines[1], ==, "Scores: Team 0-2 0, Team 1-3 0");
  g_assert_cmpstr (r.lines[2], ==,
                   "Deck: AS QC KC KS JS 9D TS 9S JH JD AH 9H AD QS TC AC KD 9C TD QH QD TH KH JC");
  g_assert_cmpstr (r.lines[3], ==, "Kitty: QD TH KH JC");
  g_assert_cmpstr (r.lines[4], ==, "Player 0: hand [AC KD 9C TD QH] # tricks 0");
  g_assert_cmpstr (r.lines[5], ==, "Player 1: hand [AS QC KC KS JS] # tricks 0");
  g_assert_cmpstr (r.lines[6], ==, "Player 2: hand [9D TS 9S JH JD] # tricks 0");
  g_assert_cmpstr (r.lines[7], ==, "Player 3: hand [AH 9H AD QS TC] # tricks 0");
  g_assert_cmpstr (r.lines[8], ==, "Top card of the kitty is: QD");
  g_assert_cmpstr (r.lines[9], ==, "Proposed trump suit is: D");
  g_assert_cmpstr (r.lines[10], ==, "Dealer is player 0.");
  g_assert_cmpstr (r.lines[11], ==, "Decision on trump starts with player 1.");
  /* The second shuffle continues from the first (2.3.5). */
  assert_lines (&r, "Deck: 9S KC 9D TS QD AH AC KD TD 9H KS QH QS AD JH KH 9C AS JC JD TH QC JS TC",
                "Dealer is player 1.", NULL);
  g_assert_cmpint (count_prefix (&r, "Deck: "), ==, 2);
  g_assert_true (g_str_has_suffix (r.out, "> "));
}

/* "-d 123" is one of the seed's sample command lines. */
static void
test_seed_forms (void)
{
  g_auto (Run) a = { 0 };
  g_auto (Run) b = { 0 };

  run_cli (&a, "q", "-d", "123", NULL);
  run_cli (&b, "q", "-s", "123", "-d", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.lines[0], ==, "Seed: 123");
  g_assert_cmpstr (a.out, ==, b.out);
}

static void
test_no_debug (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "q\n", "-s", "0", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (count_prefix (&r, "Seed:"), ==, 0);
  g_assert_cmpint (count_prefix (&r, "Deck:"), ==, 0);
  g_assert_cmpint (count_prefix (&r, "Kitty:"), ==, 0);
  g_assert_cmpint (count_prefix (&r, "Player 1: hand"), ==, 0);
  g_assert_cmpint (count_prefix (&r, "Player 2: hand"), ==, 0);
  g_assert_cmpstr (r.lines[0], ==, "Scores: Team 0-2 0, Team 1-3 0");
  g_assert_cmpstr (r.lines[1], ==, "Player 0: hand [AC KD 9C TD QH] # tricks 0");
  g_assert_cmpstr (r.lines[2], ==, "Top card of the kitty is: QD");
  /* Player 2 orders up its partner, the dealer: alone, and the dealer
   * sits the hand out. */
  assert_lines (&r, "Player 1: passes.", "Player 2 orders up player 0 and goes alone.",
                "Player 0 skipped.", "Player 2 takes the trick.",
                "Score for Team 0-2 is now 0.", "Scores: Team 0-2 1, Team 1-3 0",
                "Player 0: hand [KS QH QS AD JH] # tricks 0", NULL);
}

/* Rage quit: a computer player takes seat 0 and the game runs to its end. */
static void
test_rage_quit (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *want_file = data_file ("seed0-rage-quit.out");
  g_autofree char *want = NULL;

  run_cli (&r, "r\n", "-d", "-s", "0", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_lines (&r, "Player 0: hand [KS QH QS AD JH] # tricks 0", "> Player 0 rage quit.", NULL);
  g_assert_true (g_str_equal (last_line (&r), "Team 0-2 WINS!!!") ||
                 g_str_equal (last_line (&r), "Team 1-3 WINS!!!"));
  g_assert_cmpint (count_prefix (&r, "> "), ==, 1);
  /* The whole transcript, against the one checked in. */
  g_assert_true (g_file_get_contents (want_file, &want, NULL, NULL));
  g_assert_cmpstr (r.out, ==, want);

  /* Without -d: after the rage quit nobody's hand is shown. */
  {
    g_auto (Run) q = { 0 };

    run_cli (&q, "r\n", "-s", "0", NULL);
    g_assert_cmpint (count_prefix (&q, "Player 0: hand"), ==, 3);
    g_assert_cmpstr (last_line (&q), ==, last_line (&r));
  }
}

static void
test_quit_and_end_of_input (void)
{
  g_auto (Run) q = { 0 };
  g_auto (Run) eof = { 0 };

  run_cli (&q, "q\np\np\n", "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (q.status, ==, 0);
  g_assert_true (g_str_has_suffix (q.out, "Player 0: hand [JH JD AH AD 9C] # tricks 0\n> "));
  g_assert_cmpint (count_prefix (&q, "Player 0: passes."), ==, 0);

  run_cli (&eof, "", "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (eof.status, ==, 0);
  g_assert_cmpstr (eof.out, ==, q.out);
}

/* ---- commands ----------------------------------------------------------------------- */

static void
test_pass_and_nullify (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "p\np\nq\n", "-f", "@human-bids.txt", NULL);
  assert_lines (&r, "Decision on trump starts with player 0.",
                "Player 0: hand [JH JD AH AD 9C] # tricks 0", "> Player 0: passes.",
                "Player 1: passes.", "Player 2: passes.", "Player 3: passes.",
                "Kitty passed on, trump may not be S.",
                "Player 0: hand [JH JD AH AD 9C] # tricks 0", "Player 0, choose a suit.",
                "> Player 0: passes.", "Player 1, choose a suit.", "Player 1: passes.",
                "Player 2, choose a suit.", "Player 2: passes.",
                "Player 3, choose a suit.", "Player 3: passes.",
                "No trump declared, hand is nullified. Deal switches to player 0.",
                "Scores: Team 0-2 0, Team 1-3 0", "Dealer is player 0.",
                "Decision on trump starts with player 1.", NULL);
}

static void
test_order_up_and_discard (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "o\nKS\n9c\nq\n", "-d", "-f", "@human-deals.txt", NULL);
  assert_lines (&r, "Dealer is player 0.", "Player 1: passes.", "Player 2: passes.",
                "Player 3: passes.", "> Player 0 orders up player 0.",
                "Player 0: hand [JH JD AH AD 9C 9S] # tricks 0",
                "Player 0, choose card to discard.",
                "> ERROR: card 'KS' not in hand. Please enter a valid card.",
                "> Player 0: discards 9C.", "Player 1, choose card to lead.",
                "Player 0: hand [JH JD AH AD 9S] # tricks 0",
                "Player 0, choose card to play.", NULL);
  /* Without -d the discard is not shown. */
  {
    g_auto (Run) q = { 0 };

    run_cli (&q, "o\n9C\nq\n", "-f", "@human-deals.txt", NULL);
    g_assert_cmpint (count_prefix (&q, "Player 0: discards"), ==, 0);
    g_assert_cmpint (count_prefix (&q, "> Player 1 leads"), ==, 0);
    assert_lines (&q, "Player 0, choose card to discard.", "Player 1 leads KD.", NULL);
  }
}

static void
test_order_up_alone (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "oa\nq\n", "-d", "-f", "@human-bids.txt", NULL);
  assert_lines (&r, "> Player 0 orders up player 3 and goes alone.",
                "Player 3, choose card to discard.", "Player 1, choose card to lead.",
                "Player 2 skipped.", NULL);
  g_assert_cmpint (count_prefix (&r, "Player 2 plays"), ==, 0);
}

/* Ordering up one's partner is going alone, "o" or "oa". */
static void
test_order_up_partner (void)
{
  g_auto (Run) o = { 0 };
  g_auto (Run) oa = { 0 };

  run_cli (&o, "o\nq\n", "-f", "@partner-deals.txt", NULL);
  run_cli (&oa, "oa\nq\n", "-f", "@partner-deals.txt", NULL);
  /* The dealer sits out; the eldest (player 3) is no loner, so it leads
   * (the CS 246 Euchre assignment, 1.2.4, footnote 2). */
  assert_lines (&o, "Player 3: passes.", "> Player 0 orders up player 2 and goes alone.",
                "Player 3 leads KC.", "Player 0, choose card to play.", NULL);
  g_assert_cmpint (count_prefix (&o, "Player 2, choose card to discard."), ==, 0);
  g_assert_cmpstr (o.out, ==, oa.out);
}

static void
test_declare (void)
{
  g_auto (Run) n = { 0 };
  g_auto (Run) a = { 0 };

  run_cli (&n, "p\nD n\nq\n", "-f", "@human-bids.txt", NULL);
  /* Not alone: the player left of the dealer leads. */
  assert_lines (&n, "Player 0, choose a suit.", "> Player 0 declares D trump.",
                "Player 0, choose card to lead.", NULL);
  /* Lower case works, and the words may come on one line or several. */
  run_cli (&a, "p h\na\nq\n", "-f", "@human-bids.txt", NULL);
  assert_lines (&a, "Player 0, choose a suit.", "> Player 0 declares H trump and goes alone.",
                "Player 1 leads KD.", "Player 2 skipped.", "Player 3 plays KC.", NULL);
}

/* q and r are commands wherever the person is asked, the word after a
 * suit included (2.5): not a wrong "a" or "n". */
static void
test_quit_after_suit (void)
{
  g_auto (Run) q = { 0 };
  g_auto (Run) r = { 0 };

  run_cli (&q, "p H q\np\n", "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (q.status, ==, 0);
  g_assert_true (g_str_has_suffix (q.out, "Player 0, choose a suit.\n> "));
  g_assert_null (strstr (q.out, "ERROR"));
  g_assert_cmpint (count_prefix (&q, "> Player 0: passes."), ==, 1);

  run_cli (&r, "p h\nr\n", "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "ERROR"));
  assert_lines (&r, "Player 0, choose a suit.", "> Player 0 rage quit.", NULL);
  g_assert_cmpint (count_prefix (&r, "> "), ==, 2);
  g_assert_true (g_str_equal (last_line (&r), "Team 0-2 WINS!!!") ||
                 g_str_equal (last_line (&r), "Team 1-3 WINS!!!"));
}

/* A command of any length is echoed whole in the error. */
static void
test_long_command (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *x = g_strnfill (300, 'x');
  g_autofree char *y = g_strnfill (1000, 'y');
  g_autofree char *input = g_strdup_printf ("%s p H %s q\n", x, y);
  g_autofree char *want_x = g_strdup_printf ("> ERROR: command '%s' is unrecognized. "
                                             "Please enter a valid command.", x);
  g_autofree char *want_y = g_strdup_printf ("> ERROR: command '%s' is unrecognized. "
                                             "Please enter a valid command.", y);

  run_cli (&r, input, "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_lines (&r, want_x, "> Player 0: passes.", "Player 0, choose a suit.", want_y, NULL);
  g_assert_true (g_str_has_suffix (r.out, "Please enter a valid command.\n> "));
}

/* ---- the five errors of 2.5.1 -------------------------------------------------------- */

static void
test_errors (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "x AD H p S n o oa H a p 9C QS AD q\n", "-f", "@human-bids.txt", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_lines (&r,
                "> ERROR: command 'x' is unrecognized. Please enter a valid command.",
                "> ERROR: command 'AD' is unrecognized. Please enter a valid command.",
                "> ERROR: command 'H' is unrecognized. Please enter a valid command.",
                "> Player 0: passes.",
                "Kitty passed on, trump may not be S.",
                "Player 0, choose a suit.",
                "> ERROR: invalid suit 'S' since previously turned down. "
                "Please enter a valid suit.",
                /* the n after a turned-down suit is not read with it */
                "> ERROR: command 'n' is unrecognized. Please enter a valid command.",
                "> ERROR: cannot order up if top card turned down. Please enter a valid command.",
                "> ERROR: cannot order up if top card turned down. Please enter a valid command.",
                "> Player 0 declares H trump and goes alone.",
                "Player 1 leads KD.",
                "Player 0, choose card to play.",
                "> ERROR: command 'p' is unrecognized. Please enter a valid command.",
                /* 9C does not follow diamonds though AD does: a renege, +2 */
                "> ERROR: renegeing with card '9C'. Please enter a valid card.",
                "Score for Team 1-3 is now 2.",
                "> ERROR: card 'QS' not in hand. Please enter a valid card.",
                "> Player 0 plays AD.",
                "Player 0 takes the trick.",
                "Score for Team 0-2 is now 0.",
                "Player 0: hand [JH JD AH 9C] # tricks 1",
                "Player 0, choose card to lead.", NULL);
}

/* Every renege costs 2, and the next hand starts from the new score. */
static void
test_renege_twice (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "p H a 9C 9c AD r\n", "-f", "@human-bids.txt", NULL);
  assert_lines (&r, "> ERROR: renegeing with card '9C'. Please enter a valid card.",
                "Score for Team 1-3 is now 2.",
                "> ERROR: renegeing with card '9c'. Please enter a valid card.",
                "Score for Team 1-3 is now 4.", "> Player 0 plays AD.",
                "> Player 0 rage quit.", "Scores: Team 0-2 1, Team 1-3 4", NULL);
}

/* ---- saved games ------------------------------------------------------------------------ */

static void
test_file_seed_wins (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "q", "-d", "-s", "5", "-f", "@seed-example.txt", NULL);
  g_assert_cmpstr (r.lines[0], ==, "Seed: 123");
  g_assert_cmpstr (r.lines[1], ==, "Scores: Team 0-2 0, Team 1-3 0");
  /* Not shuffled: no Deck line for the loaded hand. */
  g_assert_cmpstr (r.lines[2], ==, "Kitty: QD TC KC JS");
  g_assert_cmpstr (r.lines[3], ==, "Player 0: hand [AH QS KS KH JH] # tricks 0");
  g_assert_cmpstr (r.lines[8], ==, "Proposed trump suit is: D");
  g_assert_cmpstr (r.lines[10], ==, "Decision on trump starts with player 1.");
}

static void
test_file_trump_declared (void)
{
  g_auto (Run) mid = { 0 };
  g_auto (Run) discard = { 0 };

  run_cli (&mid, "JH\nq\n", "-f", "@mid-hand.txt", NULL);
  g_assert_cmpint (count_prefix (&mid, "Decision on trump"), ==, 0);
  g_assert_cmpint (count_prefix (&mid, "Player 1: passes"), ==, 0);
  assert_lines (&mid, "Scores: Team 0-2 3, Team 1-3 5",
                "Player 0: hand [JH JD AH] # tricks 2", "Top card of the kitty is: 9S",
                "Dealer is player 1.", "Player 0 declares H trump and goes alone.",
                "Player 0: hand [JH JD AH] # tricks 2", "Player 0, choose card to lead.",
                "> Player 0 leads JH.", "Player 1 plays TH.", "Player 2 skipped.",
                "Player 0 takes the trick.", NULL);

  run_cli (&discard, "q\n", "-d", "-f", "@discard-pending.txt", NULL);
  assert_lines (&discard, "Player 3: hand [TS QS KS AS KC 9S] # tricks 0",
                "Dealer is player 3.", "Player 2 orders up player 3.",
                "Player 3, choose card to discard.", "Player 3: discards KC.",
                "Player 0, choose card to lead.", NULL);
}

/* A file where the dealer's partner ordered up, "f" or not, is played with
 * the partner going alone (the CS 246 Euchre assignment, 1.2.1): the dealer sits out. */
static void
test_file_partner_orders_up (void)
{
  g_auto (Run) r = { 0 };

  run_cli (&r, "JH\nq\n", "-d", "-f", "@partner-orders-up.txt", NULL);
  assert_lines (&r, "Dealer is player 3.", "Player 1 orders up player 3 and goes alone.",
                "Player 0: hand [JH JD AH AD 9C] # tricks 0", "Player 0, choose card to lead.",
                "> Player 0 leads JH.", "Player 1 plays 9H.", "Player 2 plays KH.",
                "Player 3 skipped.", "Player 2 takes the trick.", NULL);
  g_assert_cmpint (count_prefix (&r, "Player 3, choose"), ==, 0);
  g_assert_cmpint (count_prefix (&r, "Player 3 plays"), ==, 0);
}

/* Computer-player rules seen through whole sessions (the strategy's unit
 * tests cover every branch). */
static void
test_file_computer_players (void)
{
  g_auto (Run) a = { 0 };
  g_auto (Run) b = { 0 };
  g_auto (Run) c = { 0 };
  g_auto (Run) d = { 0 };

  /* Right bower, another trump and an outside ace: order up. */
  run_cli (&a, "q\n", "-f", "@cp-orders-up.txt", NULL);
  assert_lines (&a, "Player 1 orders up player 0.",
                "Player 0: hand [9H TH QD KD TC 9S] # tricks 0",
                "Player 0, choose card to discard.", NULL);
  /* Dealer with the right bower and 4 more trump, the upcard counted:
   * alone; discards its lowest non-trump card. */
  run_cli (&b, "p\nq\n", "-d", "-f", "@cp-dealer-alone.txt", NULL);
  assert_lines (&b, "Player 1: passes.", "Player 2: passes.",
                "Player 3 orders up player 3 and goes alone.", "Player 3: discards 9D.",
                "Player 0, choose card to lead.", NULL);
  /* Partner deals; the left bower and two more trump: order up, alone;
   * the dealer sits out and keeps no upcard.  Last to play and void in
   * the suit led, a player takes the trick with its lowest trump that
   * does: KS (not JS) on AD, TS (not JC, the left bower) on 9H. */
  run_cli (&c, "q\n", "-f", "@cp-partner-alone.txt", NULL);
  assert_lines (&c, "Player 1: passes.", "Player 2 orders up player 0 and goes alone.",
                "Player 1 leads KD.", "Player 2 plays AD.", "Player 3 plays KS.",
                "Player 0 skipped.", "Player 3 takes the trick.",
                "Player 3 leads AH.", "Player 0 skipped.", "Player 1 plays 9H.",
                "Player 2 plays TS.", "Player 2 takes the trick.", NULL);
  /* Round 2, the seed's footnote: JH JD AH AD 9C, spades turned down:
   * hearts, alone. */
  run_cli (&d, "p\nq\n", "-f", "@computer-declares-alone.txt", NULL);
  assert_lines (&d, "Kitty passed on, trump may not be S.", "Player 1, choose a suit.",
                "Player 1 declares H trump and goes alone.", "Player 2 leads QC.",
                "Player 3 skipped.", NULL);
}

static void
test_bad_files (void)
{
  static const struct {
    const char *name;
    const char *message;
  } bad[] = {
    { "bad-card.txt", "Line 5: expected a card of the deck, found “XS”" },
    { "bad-truncated.txt", "Line 8: the file ends where the number of cards in a hand" },
    { "bad-count.txt", "Line 7: expected a card, found “0”" },
    { "bad-kitty.txt", "Line 12: player 3 holds TC, which the deck puts in the kitty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto (Run) r = { 0 };
      g_autofree char *arg = g_strconcat ("@", bad[i].name, NULL);

      run_cli (&r, "", "-f", arg, NULL);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, bad[i].message));
      /* One line. */
      g_assert_nonnull (strchr (r.err, '\n'));
      g_assert_cmpstr (strchr (r.err, '\n') + 1, ==, "");
    }
  {
    g_auto (Run) r = { 0 };

    run_cli (&r, "", "-f", "/nonexistent/saved-game.txt", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "/nonexistent/saved-game.txt"));
  }
}

/* ---- the command line ------------------------------------------------------------------- */

static void
test_usage (void)
{
  static const char *const cases[][3] = {
    { "-x", NULL, "unknown option “-x”" },
    { "-s", "abc", "the seed must be a whole number, not “abc”" },
    { "-s", "12x", "the seed must be a whole number" },
    { "-s", NULL, "-s needs a value" },
    { "-f", NULL, "-f needs a value" },
    { "extra", NULL, "unexpected argument “extra”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };

      run_cli (&r, "", cases[i][0], cases[i][1], NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, cases[i][2]));
      g_assert_true (g_str_has_suffix (r.err,
                                       "\nUsage: euchre-cli cs246 [-d] [-s SEED] [-f FILE]\n"));
    }
  {
    g_auto (Run) r = { 0 };

    run_cli (&r, "", "--help", NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpstr (r.out, ==, "Usage: euchre-cli cs246 [-d] [-s SEED] [-f FILE]\n");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s [GTEST-OPTIONS] PATH-TO-EUCHRE-CLI\n", argv[0]);
      return 1;
    }
  cli_path = argv[1];

  g_test_add_func ("/euchre/cli-cs246/seed-0-debug", test_seed0_debug);
  g_test_add_func ("/euchre/cli-cs246/seed-forms", test_seed_forms);
  g_test_add_func ("/euchre/cli-cs246/no-debug", test_no_debug);
  g_test_add_func ("/euchre/cli-cs246/rage-quit", test_rage_quit);
  g_test_add_func ("/euchre/cli-cs246/quit-and-end-of-input", test_quit_and_end_of_input);
  g_test_add_func ("/euchre/cli-cs246/pass-and-nullify", test_pass_and_nullify);
  g_test_add_func ("/euchre/cli-cs246/order-up-and-discard", test_order_up_and_discard);
  g_test_add_func ("/euchre/cli-cs246/order-up-alone", test_order_up_alone);
  g_test_add_func ("/euchre/cli-cs246/order-up-partner", test_order_up_partner);
  g_test_add_func ("/euchre/cli-cs246/declare", test_declare);
  g_test_add_func ("/euchre/cli-cs246/quit-after-suit", test_quit_after_suit);
  g_test_add_func ("/euchre/cli-cs246/long-command", test_long_command);
  g_test_add_func ("/euchre/cli-cs246/errors", test_errors);
  g_test_add_func ("/euchre/cli-cs246/renege-twice", test_renege_twice);
  g_test_add_func ("/euchre/cli-cs246/file-seed-wins", test_file_seed_wins);
  g_test_add_func ("/euchre/cli-cs246/file-trump-declared", test_file_trump_declared);
  g_test_add_func ("/euchre/cli-cs246/file-partner-orders-up", test_file_partner_orders_up);
  g_test_add_func ("/euchre/cli-cs246/file-computer-players", test_file_computer_players);
  g_test_add_func ("/euchre/cli-cs246/bad-files", test_bad_files);
  g_test_add_func ("/euchre/cli-cs246/usage", test_usage);
  return g_test_run ();
}
