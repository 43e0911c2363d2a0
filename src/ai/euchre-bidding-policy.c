/* euchre-bidding-policy.c — bidding learned by self-play, as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The abstraction (why these features: docs/STRENGTH.md):
 *
 *   kind      round 1 (order up, pick up), round 2 (name a suit), defend alone
 *   seat      from the dealer: left of the dealer, dealer's partner, right, dealer
 *   card      round 1: the upcard a bower, an ace or king, or lower;
 *             round 2: the suit "next" (the turned-down suit's colour) or not;
 *             defending: the maker on the left or the right
 *   value     the Gertz hand value for the trump (the dealer's with the
 *             upcard in place of its lowest card), in ten bands
 *   trumps    two or fewer, three, four or more
 *   right     holds the right bower
 *   aces      holds an off-suit ace
 *   void      is void in a side suit
 *   stick     the rules stick the dealer
 *
 * 3 x 4 x 3 x 10 x 3 x 2 x 2 x 2 x 2 = 17,280 states, a few thousand of
 * them reachable often.  The score is not in the state: the counts are of
 * points, and the points are turned into chances of winning the game at
 * the score of the moment.
 */
#define G_LOG_DOMAIN "euchre-ai"

#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

#include "euchre-bidding-policy.h"
#include "euchre-ai-private.h"
#include "euchre-ai-resources.h"

#define N_KIND 3
#define N_SEAT 4
#define N_CARD 3
#define N_VALUE 10
#define N_TRUMPS 3
#define N_STATES (N_KIND * N_SEAT * N_CARD * N_VALUE * N_TRUMPS * 2 * 2 * 2 * 2)
#define RESOURCE "/io/github/euchre/Euchre/bidding/policy-v1.txt"
#define MAGIC "euchre-bidding-policy"
/* The most play-outs one choice of one state counts: far above any
 * training run (the shipped table's largest is under 10^5), and low
 * enough that counts never wrap.  Training stops counting a choice there
 * (a merge keeps the first table's counts where the sum would pass it), so
 * the reader, which refuses more, reads every table written. */
#define MAX_COUNT (1u << 30)

static const int outcome_points[EUCHRE_BID_N_OUTCOMES] = { -4, -2, -1, 0, 1, 2, 4 };
static const char *const choice_names[EUCHRE_BID_N_CHOICES] = { "pass", "make", "alone" };

struct _EuchreBiddingPolicy {
  EuchreBidStats stats[N_STATES][EUCHRE_BID_N_CHOICES];
};

EuchreBiddingPolicy *
euchre_bidding_policy_new (void)
{
  return g_new0 (EuchreBiddingPolicy, 1);
}

void
euchre_bidding_policy_free (EuchreBiddingPolicy *policy)
{
  g_free (policy);
}

guint
euchre_bidding_policy_n_states (void)
{
  return N_STATES;
}

guint
euchre_bidding_policy_n_known_states (const EuchreBiddingPolicy *policy)
{
  guint n = 0;

  g_return_val_if_fail (policy != NULL, 0);
  for (guint s = 0; s < N_STATES; s++)
    for (guint c = 0; c < EUCHRE_BID_N_CHOICES; c++)
      if (policy->stats[s][c].n > 0)
        {
          n++;
          break;
        }
  return n;
}

guint64
euchre_bidding_policy_total (const EuchreBiddingPolicy *policy)
{
  guint64 total = 0;

  g_return_val_if_fail (policy != NULL, 0);
  for (guint s = 0; s < N_STATES; s++)
    for (guint c = 0; c < EUCHRE_BID_N_CHOICES; c++)
      total += policy->stats[s][c].n;
  return total;
}

/* ---- the abstract state --------------------------------------------------- */

static guint
value_band (int value)
{
  /* <50, 50s, 60s … 120s, 130 and more: the makeable (85) and loner (117)
   * thresholds of the articles fall inside bands, so the table learns
   * where they should be. */
  return CLAMP ((value - 40) / 10, 0, N_VALUE - 1);
}

/* The features of @hand (five cards) for @trump. */
static void
shape (EuchreCardSet hand, EuchreSuit trump, guint *trumps, guint *right, guint *aces,
       guint *voids)
{
  EuchreCardSet tr = hand & euchre_suit_cards (trump, trump);

  *trumps = CLAMP (euchre_card_set_count (tr), 2, 4) - 2;
  *right = (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (trump, EUCHRE_JACK))) != 0;
  *aces = 0;
  *voids = 0;
  for (int s = 0; s < EUCHRE_N_SUITS; s++)
    {
      if (s == (int) trump)
        continue;
      if (hand & EUCHRE_CARD_BIT (EUCHRE_CARD_MAKE (s, EUCHRE_ACE)))
        *aces = 1;
      if ((hand & euchre_suit_cards (s, trump)) == 0)
        *voids = 1;
    }
}

/* The dealer's five cards after taking @upcard and dropping its lowest by
 * Gertz value (the discard the value counts). */
static EuchreCardSet
with_upcard (EuchreCardSet hand, EuchreCard upcard, EuchreSuit trump)
{
  EuchreCardSet six = hand | EUCHRE_CARD_BIT (upcard);
  EuchreCard low = EUCHRE_CARD_NONE;
  int low_v = G_MAXINT;

  for (EuchreCardSet s = six; s; s &= s - 1)
    {
      EuchreCard c = euchre_card_set_first (s);
      int v = euchre_gertz_card_value (c, trump);

      if (v < low_v)
        {
          low = c;
          low_v = v;
        }
    }
  return six & ~EUCHRE_CARD_BIT (low);
}

static gboolean
rules_covered (const EuchreRules *r)
{
  return r->deck == EUCHRE_DECK_24 && r->alone_march_4 && !r->super_euchre &&
         !r->quiet_dealer && !r->order_partner_alone;
}

int
euchre_bidding_policy_state (const EuchreView *view, EuchreSuit *suit)
{
  const EuchrePublic *p;
  guint kind, seat, card, trumps, right, aces, voids, stick;
  EuchreCardSet hand;
  EuchreSuit trump = EUCHRE_SUIT_NONE;
  int value;

  g_return_val_if_fail (view != NULL, -1);
  p = &view->pub;
  if (!rules_covered (&p->rules) || p->upcard == EUCHRE_JOKER ||
      !euchre_card_valid (p->upcard))
    return -1;
  hand = view->hand;
  seat = (view->seat + 3 - p->dealer) & 3;
  stick = p->rules.stick_the_dealer;
  switch (p->phase)
    {
    case EUCHRE_PHASE_BID1:
      kind = 0;
      trump = euchre_card_suit (p->upcard);
      switch (euchre_card_rank (p->upcard))
        {
        case EUCHRE_JACK:
          card = 0;
          break;
        case EUCHRE_ACE:
        case EUCHRE_KING:
          card = 1;
          break;
        default:
          card = 2;
          break;
        }
      if (view->seat == p->dealer)
        hand = with_upcard (hand, p->upcard, trump);
      break;
    case EUCHRE_PHASE_BID2:
      {
        EuchreSuit down = euchre_card_suit (p->upcard);
        int best = -1;

        kind = 1;
        /* The hand's best suit; between equals, next (the turned-down
         * suit's colour) first, as players do. */
        for (int i = 0; i < EUCHRE_N_SUITS; i++)
          {
            EuchreSuit s = (EuchreSuit) ((euchre_suit_partner (down) + i) % EUCHRE_N_SUITS);
            int v;

            if (s == down)
              continue;
            v = euchre_gertz_hand_value (hand, s);
            if (v > best)
              {
                best = v;
                trump = s;
              }
          }
        card = trump == euchre_suit_partner (down) ? 0 : 1;
      }
      break;
    case EUCHRE_PHASE_DEFEND:
      kind = 2;
      trump = p->trump;
      card = ((p->maker + 4 - view->seat) & 3) == 1 ? 0 : 1;
      stick = 0;
      break;
    default:
      return -1;
    }
  if (trump >= EUCHRE_N_SUITS)
    return -1;
  value = euchre_gertz_hand_value (hand, trump);
  shape (hand, trump, &trumps, &right, &aces, &voids);
  if (suit)
    *suit = trump;
  return (((((((kind * N_SEAT + seat) * N_CARD + card) * N_VALUE + value_band (value)) * N_TRUMPS
             + trumps) * 2 + right) * 2 + aces) * 2 + voids) * 2 + stick;
}

gboolean
euchre_bidding_policy_action (const EuchreView       *view,
                              const EuchreActionList *legal,
                              EuchreBidChoice         choice,
                              EuchreSuit              suit,
                              EuchreAction           *out)
{
  EuchreActionType type;

  g_return_val_if_fail (view != NULL && legal != NULL && out != NULL, FALSE);
  if (choice == EUCHRE_BID_CHOICE_PASS)
    {
      *out = euchre_action_make (EUCHRE_ACTION_PASS, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      return euchre_action_list_contains (legal, out);
    }
  switch (view->pub.phase)
    {
    case EUCHRE_PHASE_BID1:
      type = EUCHRE_ACTION_ORDER_UP;
      suit = EUCHRE_SUIT_NONE;
      break;
    case EUCHRE_PHASE_BID2:
      type = EUCHRE_ACTION_CALL;
      break;
    case EUCHRE_PHASE_DEFEND:
      *out = euchre_action_make (EUCHRE_ACTION_DEFEND_ALONE, EUCHRE_CARD_NONE,
                                 EUCHRE_SUIT_NONE, FALSE);
      return choice == EUCHRE_BID_CHOICE_ALONE && euchre_action_list_contains (legal, out);
    default:
      return FALSE;
    }
  *out = euchre_action_make (type, EUCHRE_CARD_NONE, suit, choice == EUCHRE_BID_CHOICE_ALONE);
  return euchre_action_list_contains (legal, out);
}

const EuchreBidStats *
euchre_bidding_policy_stats (const EuchreBiddingPolicy *policy, int state, EuchreBidChoice choice)
{
  g_return_val_if_fail (policy != NULL, NULL);
  g_return_val_if_fail (state >= 0 && state < N_STATES && choice < EUCHRE_BID_N_CHOICES, NULL);
  return &policy->stats[state][choice];
}

EuchreBiddingPolicy *
euchre_bidding_policy_copy (const EuchreBiddingPolicy *policy)
{
  g_return_val_if_fail (policy != NULL, NULL);
  return g_memdup2 (policy, sizeof *policy);
}

void
euchre_bidding_policy_merge (EuchreBiddingPolicy *policy, const EuchreBiddingPolicy *from)
{
  g_return_if_fail (policy != NULL && from != NULL);
  for (guint s = 0; s < N_STATES; s++)
    for (guint c = 0; c < EUCHRE_BID_N_CHOICES; c++)
      {
        EuchreBidStats *to = &policy->stats[s][c];
        const EuchreBidStats *st = &from->stats[s][c];

        if ((guint64) to->n + st->n > MAX_COUNT)
          continue;
        to->n += st->n;
        to->made += st->made;
        for (guint o = 0; o < EUCHRE_BID_N_OUTCOMES; o++)
          to->outcome[o] += st->outcome[o];
      }
}

void
euchre_bidding_policy_add (EuchreBiddingPolicy *policy, int state, EuchreBidChoice choice,
                           int points, gboolean made)
{
  EuchreBidStats *st;

  g_return_if_fail (policy != NULL);
  g_return_if_fail (state >= 0 && state < N_STATES && choice < EUCHRE_BID_N_CHOICES);
  st = &policy->stats[state][choice];
  if (st->n >= MAX_COUNT)
    return;
  for (guint o = 0; o < EUCHRE_BID_N_OUTCOMES; o++)
    if (outcome_points[o] == CLAMP (points, -4, 4))
      {
        st->outcome[o]++;
        st->n++;
        st->made += !!made;
        return;
      }
  g_warning ("A hand scored %d points: not a count the bidding table keeps", points);
}

/* ---- values ------------------------------------------------------------------ */

double
euchre_bidding_win_chance (guint target, int us, int them)
{
  static const struct { int points; double p; } outcomes[] = {
    { 1, 0.28 }, { 2, 0.12 }, { 4, 0.02 },
  };
  double win[101][101];
  double norm = 0;

  target = CLAMP (target, 1, 100);
  if (us >= (int) target)
    return 1.0;
  if (them >= (int) target)
    return 0.0;
  us = MAX (us, 0);
  them = MAX (them, 0);
  for (guint i = 0; i < G_N_ELEMENTS (outcomes); i++)
    norm += 2 * outcomes[i].p;
  /* Only the corner from (us, them) up to the target is needed. */
  for (int a = target - 1; a >= us; a--)
    for (int b = target - 1; b >= them; b--)
      {
        double v = 0;

        for (guint i = 0; i < G_N_ELEMENTS (outcomes); i++)
          {
            int na = a + outcomes[i].points, nb = b + outcomes[i].points;
            double pa = na >= (int) target ? 1.0 : win[na][b];
            double pb = nb >= (int) target ? 0.0 : win[a][nb];

            v += outcomes[i].p / norm * (pa + pb);
          }
        win[a][b] = v;
      }
  return win[us][them];
}

int
euchre_bidding_policy_evaluate (const EuchreBiddingPolicy *policy,
                                const EuchreView          *view,
                                const EuchreActionList    *legal,
                                guint                      min_count,
                                double                    *value,
                                double                    *points,
                                double                    *make,
                                guint                     *n)
{
  const EuchrePublic *p;
  EuchreSuit suit;
  int state, best = -1;
  gboolean unknown = FALSE;
  guint side;
  double after[EUCHRE_BID_N_OUTCOMES];

  g_return_val_if_fail (policy != NULL && view != NULL && legal != NULL, -1);
  g_return_val_if_fail (value && points && make && n, -1);
  memset (n, 0, legal->n * sizeof *n);
  for (guint i = 0; i < legal->n; i++)
    value[i] = points[i] = make[i] = 0;
  state = euchre_bidding_policy_state (view, &suit);
  if (state < 0)
    return -1;
  p = &view->pub;
  side = euchre_seat_side (view->seat);
  for (guint o = 0; o < EUCHRE_BID_N_OUTCOMES; o++)
    {
      int d = outcome_points[o];

      after[o] = d >= 0 ? euchre_bidding_win_chance (p->rules.points_to_win,
                                                     p->score[side] + d, p->score[1 - side])
                        : euchre_bidding_win_chance (p->rules.points_to_win,
                                                     p->score[side], p->score[1 - side] - d);
    }
  for (int c = 0; c < EUCHRE_BID_N_CHOICES; c++)
    {
      const EuchreBidStats *st = &policy->stats[state][c];
      EuchreAction a;
      double v = 0, pts = 0;
      guint i;

      if (!euchre_bidding_policy_action (view, legal, c, suit, &a))
        continue;
      for (i = 0; i < legal->n && !euchre_action_equal (&legal->actions[i], &a); i++)
        ;
      if (i == legal->n)
        continue;
      n[i] = st->n;
      /* Too few play-outs: passing and making must be known; going alone
       * (rare) is left out instead. */
      if (st->n < MAX (min_count, 1) && c != EUCHRE_BID_CHOICE_ALONE)
        unknown = TRUE;
      if (st->n == 0)
        continue;
      for (guint o = 0; o < EUCHRE_BID_N_OUTCOMES; o++)
        {
          v += st->outcome[o] * after[o];
          pts += st->outcome[o] * outcome_points[o];
        }
      value[i] = v / st->n;
      points[i] = pts / st->n;
      make[i] = (double) st->made / st->n;
      if (st->n >= min_count && (best < 0 || value[i] > value[best] + 1e-12))
        best = i;
    }
  return unknown ? -1 : best;
}

int
euchre_bidding_policy_tally (const EuchreBiddingPolicy *policy,
                             const EuchreView          *view,
                             const EuchreActionList    *legal,
                             guint                      min_count,
                             EuchreExpertTally         *tally)
{
  double value[EUCHRE_MAX_ACTIONS], points[EUCHRE_MAX_ACTIONS], make[EUCHRE_MAX_ACTIONS];
  guint n[EUCHRE_MAX_ACTIONS];
  int best;

  g_return_val_if_fail (legal != NULL && legal->n <= EUCHRE_MAX_ACTIONS, -1);
  memset (tally, 0, legal->n * sizeof *tally);
  best = euchre_bidding_policy_evaluate (policy, view, legal, min_count, value, points, make, n);
  if (best < 0)
    return -1;
  for (guint i = 0; i < legal->n; i++)
    {
      if (n[i] < MAX (min_count, 1))
        continue;       /* too few to choose by: left out */
      tally[i].n = n[i];
      tally[i].value = value[i] * n[i];
      tally[i].points = points[i] * n[i];
      tally[i].made = (guint) (make[i] * n[i] + 0.5);
    }
  return best;
}

/* ---- the text form ------------------------------------------------------------- */

char *
euchre_bidding_policy_to_string (const EuchreBiddingPolicy *policy, const char *comment)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (policy != NULL, NULL);
  if (comment)
    g_string_append_printf (out, "# %s\n", comment);
  g_string_append_printf (out, "%s %d\nstates %d\n", MAGIC, EUCHRE_BIDDING_POLICY_VERSION,
                          N_STATES);
  g_string_append (out, "# state choice n made, then the counts of -4 -2 -1 0 1 2 4 points\n");
  for (guint s = 0; s < N_STATES; s++)
    for (guint c = 0; c < EUCHRE_BID_N_CHOICES; c++)
      {
        const EuchreBidStats *st = &policy->stats[s][c];

        if (st->n == 0)
          continue;
        g_string_append_printf (out, "%u %s %u %u", s, choice_names[c], st->n, st->made);
        for (guint o = 0; o < EUCHRE_BID_N_OUTCOMES; o++)
          g_string_append_printf (out, " %u", st->outcome[o]);
        g_string_append_c (out, '\n');
      }
  return g_string_free (out, FALSE);
}

/* Splits @line at spaces and tabs into at most @max words; the number of
 * words, or @max + 1 when there are more. */
static guint
split_words (char *line, char **words, guint max)
{
  guint n = 0;

  for (char *p = line; *p != '\0';)
    {
      while (*p == ' ' || *p == '\t')
        *p++ = '\0';
      if (*p == '\0')
        break;
      if (n == max)
        return max + 1;
      words[n++] = p;
      while (*p != '\0' && *p != ' ' && *p != '\t')
        p++;
    }
  return n;
}

/* A count written as decimal digits alone (no sign, no spaces), at most
 * @max. */
static gboolean
parse_count (const char *word, guint max, guint *out)
{
  guint64 v;

  if (!g_ascii_isdigit (*word) || !g_ascii_string_to_unsigned (word, 10, 0, max, &v, NULL))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* "STATE CHOICE N MADE" and the seven outcome counts, which add up to N. */
static gboolean
parse_line (EuchreBiddingPolicy *policy, char *line, guint number, GError **error)
{
  char *words[4 + EUCHRE_BID_N_OUTCOMES];
  guint s, n, made, o[EUCHRE_BID_N_OUTCOMES];
  guint64 sum = 0;
  int c;

  if (split_words (line, words, G_N_ELEMENTS (words)) != G_N_ELEMENTS (words) ||
      !parse_count (words[0], N_STATES - 1, &s) || !parse_count (words[2], MAX_COUNT, &n) ||
      !parse_count (words[3], n, &made))
    goto bad;
  for (c = 0; c < EUCHRE_BID_N_CHOICES; c++)
    if (strcmp (words[1], choice_names[c]) == 0)
      break;
  for (guint i = 0; i < EUCHRE_BID_N_OUTCOMES; i++)
    {
      if (!parse_count (words[4 + i], n, &o[i]))
        goto bad;
      sum += o[i];
    }
  if (c == EUCHRE_BID_N_CHOICES || sum != n || policy->stats[s][c].n != 0)
    goto bad;
  policy->stats[s][c].n = n;
  policy->stats[s][c].made = made;
  memcpy (policy->stats[s][c].outcome, o, sizeof o);
  return TRUE;

bad:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "Line %u of the bidding table is not a state, a choice and its counts", number);
  return FALSE;
}

EuchreBiddingPolicy *
euchre_bidding_policy_parse (const char *text, gsize length, GError **error)
{
  g_autoptr (EuchreBiddingPolicy) policy = euchre_bidding_policy_new ();
  g_auto (GStrv) lines = NULL;
  g_autofree char *copy = NULL;
  guint stage = 0;

  g_return_val_if_fail (text != NULL, NULL);
  copy = g_strndup (text, length);
  lines = g_strsplit (copy, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]), *words[3];
      guint n_words = 0, value = 0;

      if (*line == '\0' || *line == '#')
        continue;
      if (stage < 2)
        n_words = split_words (line, words, 2);
      if (stage == 0)
        {
          if (n_words != 2 || strcmp (words[0], MAGIC) != 0 ||
              !parse_count (words[1], G_MAXINT, &value) || value != EUCHRE_BIDDING_POLICY_VERSION)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "Not a bidding table of version %d (line %u)",
                           EUCHRE_BIDDING_POLICY_VERSION, i + 1);
              return NULL;
            }
          stage = 1;
        }
      else if (stage == 1)
        {
          if (n_words != 2 || strcmp (words[0], "states") != 0 ||
              !parse_count (words[1], G_MAXINT, &value) || value != N_STATES)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "The bidding table is for another set of states (line %u)", i + 1);
              return NULL;
            }
          stage = 2;
        }
      else if (!parse_line (policy, line, i + 1, error))
        return NULL;
    }
  if (stage < 2)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "The bidding table ends before its header");
      return NULL;
    }
  return g_steal_pointer (&policy);
}

#define MAX_FILE_BYTES (16 << 20)

EuchreBiddingPolicy *
euchre_bidding_policy_load (const char *path, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  gsize length;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > MAX_FILE_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "The file is too large for a bidding table (%d MiB at most)",
                   MAX_FILE_BYTES >> 20);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return euchre_bidding_policy_parse (data, MIN (length, MAX_FILE_BYTES), error);
}

EuchreBiddingPolicy *
euchre_bidding_policy_get_default (void)
{
  static EuchreBiddingPolicy *policy;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) bytes = NULL;
      EuchreBiddingPolicy *p = NULL;
      const char *file = g_getenv ("EUCHRE_POLICY_FILE");

      /* For measuring a table before it ships: EUCHRE_POLICY_FILE names
       * one written by `euchre-cli train`. */
      if (file != NULL && *file != '\0')
        p = euchre_bidding_policy_load (file, &error);
      else if ((bytes = g_resource_lookup_data (euchre_ai_get_resource (), RESOURCE,
                                                G_RESOURCE_LOOKUP_FLAGS_NONE, &error)))
        p = euchre_bidding_policy_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                         &error);
      if (p == NULL)
        {
          g_warning ("The shipped bidding table cannot be read: %s", error->message);
          p = euchre_bidding_policy_new ();
        }
      policy = p;
      g_once_init_leave (&once, 1);
    }
  return policy;
}
