/* euchre-cs246.c — CS 246 saved games: read a file, build the position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The position is set up by filling in the public fields of EuchreState;
 * from there every move goes through euchre_state_apply() as usual.
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "euchre-cs246.h"
#include "euchre-error.h"

/* ---- words ------------------------------------------------------------------ */

typedef struct {
  const char *p, *end;
  guint line;                 /* line of the next byte */
  guint word_line;            /* line of the last word read */
  char word[24];              /* the last word, cut short and made printable */
  gsize word_len;             /* its full length */
} Scanner;

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Reads the next word; FALSE at the end of the text. */
static gboolean
scan_word (Scanner *sc)
{
  gsize n = 0;

  while (sc->p < sc->end && is_space (*sc->p))
    if (*sc->p++ == '\n')
      sc->line++;
  if (sc->p >= sc->end)
    {
      sc->word_line = sc->line;
      return FALSE;
    }
  sc->word_line = sc->line;
  sc->word_len = 0;
  while (sc->p < sc->end && !is_space (*sc->p))
    {
      char c = *sc->p++;

      /* Keep messages valid UTF-8 and short: other bytes become '?'. */
      if (n < sizeof sc->word - 1)
        sc->word[n++] = (c >= 0x21 && c < 0x7f) ? c : '?';
      sc->word_len++;
    }
  sc->word[n] = '\0';
  return TRUE;
}

static gboolean
fail (GError **error, guint line, const char *what, const Scanner *sc, gboolean at_end)
{
  if (at_end)
    g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                 _("Line %u: the file ends where %s was expected"), line, what);
  else
    g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                 _("Line %u: expected %s, found “%s%s”"), line, what, sc->word,
                 sc->word_len >= sizeof sc->word ? "…" : "");
  return FALSE;
}

static gboolean
read_number (Scanner *sc, gint64 min, gint64 max, const char *what, gint64 *out,
             GError **error)
{
  gint64 v;

  if (!scan_word (sc))
    return fail (error, sc->word_line, what, sc, TRUE);
  if (sc->word_len >= sizeof sc->word ||
      !g_ascii_string_to_signed (sc->word, 10, min, max, &v, NULL))
    return fail (error, sc->word_line, what, sc, FALSE);
  *out = v;
  return TRUE;
}

/* A card of the 24-card deck, as "9H", "TS", "AD" (either case). */
static gboolean
read_card (Scanner *sc, const char *what, EuchreCard *out, GError **error)
{
  EuchreCard c;

  if (!scan_word (sc))
    return fail (error, sc->word_line, what, sc, TRUE);
  c = sc->word_len == 2 ? euchre_card_parse (sc->word) : EUCHRE_CARD_NONE;
  if (c == EUCHRE_CARD_NONE || euchre_card_rank (c) < EUCHRE_NINE || c == EUCHRE_JOKER)
    return fail (error, sc->word_line, what, sc, FALSE);
  *out = c;
  return TRUE;
}

/* ---- the file ----------------------------------------------------------------- */

typedef struct {
  gint64 score[2];
  gint64 dealer, next;
  guint next_line;
  EuchreSuit trump;           /* NONE for '?' */
  guint trump_line;
  gint64 caller;
  gboolean alone;
  gint64 seed;
  EuchreCard deck[EUCHRE_CS246_DECK_SIZE];
  guint hand_n[4], pile_n[4];
  EuchreCard hand[4][EUCHRE_CS246_MAX_HAND];
  EuchreCardSet hand_set[4], pile_set[4];
  guint hand_line[4], pile_line[4];
  guint last_line;
} SavedGame;

/* Reads "N card…" into @cards and @set, checking each card is new. */
static gboolean
read_cards (Scanner *sc, guint max, const char *what_count, EuchreCard *cards, guint *n,
            EuchreCardSet *set, EuchreCardSet *seen, guint *line, GError **error)
{
  gint64 count;

  if (!read_number (sc, 0, max, what_count, &count, error))
    return FALSE;
  *line = sc->word_line;
  *n = count;
  *set = 0;
  for (guint i = 0; i < count; i++)
    {
      EuchreCard c;

      if (!read_card (sc, _("a card"), &c, error))
        return FALSE;
      if (*seen & EUCHRE_CARD_BIT (c))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Line %u: %s is listed twice among the hands and tricks"),
                       sc->word_line, sc->word);
          return FALSE;
        }
      *seen |= EUCHRE_CARD_BIT (c);
      *set |= EUCHRE_CARD_BIT (c);
      if (cards)
        cards[i] = c;
    }
  return TRUE;
}

static gboolean
parse (SavedGame *g, const char *contents, gsize length, guint8 points, GError **error)
{
  Scanner sc = { contents, contents + length, 1, 1, "", 0 };
  EuchreCardSet deck_seen = 0, seen = 0;
  gint64 v;

  memset (g, 0, sizeof *g);
  for (int i = 0; i < 2; i++)
    if (!read_number (&sc, 0, points - 1, i == 0 ? _("the score of team 0-2 (0 to 9)")
                                                  : _("the score of team 1-3 (0 to 9)"),
                      &g->score[i], error))
      return FALSE;
  if (!read_number (&sc, 0, 3, _("the dealer (0 to 3)"), &g->dealer, error) ||
      !read_number (&sc, 0, 3, _("the next player (0 to 3)"), &g->next, error))
    return FALSE;
  g->next_line = sc.word_line;

  if (!scan_word (&sc))
    return fail (error, sc.word_line, _("the trump suit (?, H, D, S or C)"), &sc, TRUE);
  g->trump_line = sc.word_line;
  if (g_str_equal (sc.word, "?"))
    g->trump = EUCHRE_SUIT_NONE;
  else if (sc.word_len == 1 && euchre_suit_parse (sc.word) != EUCHRE_SUIT_NONE)
    g->trump = euchre_suit_parse (sc.word);
  else
    return fail (error, sc.word_line, _("the trump suit (?, H, D, S or C)"), &sc, FALSE);

  if (g->trump != EUCHRE_SUIT_NONE)
    {
      if (!read_number (&sc, 0, 3, _("the player who called trump (0 to 3)"), &g->caller,
                        error))
        return FALSE;
      if (!scan_word (&sc))
        return fail (error, sc.word_line, _("f or t (going alone)"), &sc, TRUE);
      if (g_str_equal (sc.word, "t") || g_str_equal (sc.word, "f"))
        g->alone = sc.word[0] == 't';
      else
        return fail (error, sc.word_line, _("f or t (going alone)"), &sc, FALSE);
    }

  if (!read_number (&sc, G_MININT32, G_MAXUINT32, _("the seed (a whole number)"), &v, error))
    return FALSE;
  g->seed = v;

  for (guint i = 0; i < EUCHRE_CS246_DECK_SIZE; i++)
    {
      if (!read_card (&sc, _("a card of the deck"), &g->deck[i], error))
        return FALSE;
      if (deck_seen & EUCHRE_CARD_BIT (g->deck[i]))
        {
          g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                       _("Line %u: %s appears twice in the deck"), sc.word_line, sc.word);
          return FALSE;
        }
      deck_seen |= EUCHRE_CARD_BIT (g->deck[i]);
    }

  for (guint p = 0; p < 4; p++)
    {
      if (!read_cards (&sc, EUCHRE_CS246_MAX_HAND, _("the number of cards in a hand (0 to 6)"),
                       g->hand[p], &g->hand_n[p], &g->hand_set[p], &seen, &g->hand_line[p],
                       error) ||
          !read_cards (&sc, 20, _("the number of cards in a trick pile (0 to 20)"), NULL,
                       &g->pile_n[p], &g->pile_set[p], &seen, &g->pile_line[p], error))
        return FALSE;
    }
  g->last_line = sc.word_line;
  if (scan_word (&sc))
    {
      g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE,
                   _("Line %u: unexpected “%s” after player 3’s tricks"), sc.word_line,
                   sc.word);
      return FALSE;
    }
  return TRUE;
}

/* ---- the position ---------------------------------------------------------------- */

static gboolean
fail_at (GError **error, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail_at (GError **error, guint line, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE, _("Line %u: %s"), line, text);
  return FALSE;
}

/* The seat holding @card in hand, or -1. */
static int
holder (const SavedGame *g, EuchreCard card)
{
  for (int p = 0; p < 4; p++)
    if (g->hand_set[p] & EUCHRE_CARD_BIT (card))
      return p;
  return -1;
}

static gboolean
in_piles (const SavedGame *g, EuchreCard card)
{
  for (int p = 0; p < 4; p++)
    if (g->pile_set[p] & EUCHRE_CARD_BIT (card))
      return TRUE;
  return FALSE;
}

/* The kitty is the deck's last four cards (2.3.3).  Its top card is
 * checked where the hand's state says who may hold it; the three under it
 * stay in the kitty all hand long: no hand holds them, no trick took them. */
static gboolean
check_kitty (const SavedGame *g, GError **error)
{
  for (guint i = EUCHRE_CS246_DECK_SIZE - 3; i < EUCHRE_CS246_DECK_SIZE; i++)
    {
      EuchreCard card = g->deck[i];
      char name[3];
      int h = holder (g, card);

      if (h >= 0)
        return fail_at (error, g->hand_line[h],
                        _("player %d holds %s, which the deck puts in the kitty "
                          "(its last four cards)"), h, euchre_card_short_name (card, name));
      for (guint p = 0; p < 4; p++)
        if (g->pile_set[p] & EUCHRE_CARD_BIT (card))
          return fail_at (error, g->pile_line[p],
                          _("player %u’s tricks hold %s, which the deck puts in the kitty "
                            "(its last four cards)"), p, euchre_card_short_name (card, name));
    }
  return TRUE;
}

static gboolean
build_bidding (const SavedGame *g, EuchreState *s, GError **error)
{
  EuchrePublic *pub = &s->pub;
  char name[3];
  int h;

  for (guint p = 0; p < 4; p++)
    {
      if (g->hand_n[p] != 5)
        return fail_at (error, g->hand_line[p],
                        _("before trump is declared player %u must hold 5 cards, not %u"),
                        p, g->hand_n[p]);
      if (g->pile_n[p] != 0)
        return fail_at (error, g->pile_line[p],
                        _("before trump is declared player %u can have taken no tricks"), p);
    }
  h = holder (g, pub->upcard);
  if (h >= 0)
    return fail_at (error, g->hand_line[h],
                    _("player %d holds %s, the top card of the kitty"), h,
                    euchre_card_short_name (pub->upcard, name));
  if (!check_kitty (g, error))
    return FALSE;
  pub->phase = EUCHRE_PHASE_BID1;
  pub->bid_round = 1;
  pub->upcard_state = EUCHRE_UPCARD_FACE_UP;
  pub->turn = g->next;
  return TRUE;
}

static gboolean
build_made (const SavedGame *g, EuchreCs246Game *game, GError **error)
{
  EuchreState *s = &game->state;
  EuchrePublic *pub = &s->pub;
  const EuchreRules *r = &pub->rules;
  guint caller = g->caller, dealer = g->dealer;
  guint round = g->trump == euchre_card_suit (pub->upcard) ? 1 : 2;
  /* Ordering up one's partner is going alone (1.2.1): a file that says
   * "f" there is read so, as the engine's rules would have played it. */
  gboolean alone = g->alone ||
                   (r->going_alone && caller == euchre_seat_partner (dealer) &&
                    (r->quiet_dealer || (r->order_partner_alone && round == 1)));
  guint out = alone ? euchre_seat_partner (caller) : EUCHRE_SEAT_NONE;
  guint active = alone ? 3 : 4;
  guint tricks = 0, winners = 0;
  gboolean dealer_in = dealer != out;
  char name[3];
  int h;

  for (guint p = 0; p < 4; p++)
    {
      if (p == out && g->pile_n[p] != 0)
        return fail_at (error, g->pile_line[p],
                        _("player %u sits out this hand and can have taken no tricks"), p);
      if (g->pile_n[p] % active != 0)
        return fail_at (error, g->pile_line[p],
                        _("player %u’s tricks hold %u cards, not a multiple of %u"), p,
                        g->pile_n[p], active);
      tricks += g->pile_n[p] / active;
    }
  if (tricks >= 5)
    return fail_at (error, g->last_line, _("all five tricks of the hand have been played"));
  if (!check_kitty (g, error))
    return FALSE;

  h = holder (g, pub->upcard);
  if (round == 1 && dealer_in)
    {
      if (h >= 0 && (guint) h != dealer)
        return fail_at (error, g->hand_line[h],
                        _("player %d holds %s, the top card of the kitty, which only the "
                          "dealer can pick up"), h, euchre_card_short_name (pub->upcard, name));
      if (h < 0 && !in_piles (g, pub->upcard))
        {
          /* The dealer has not picked the top card up yet: do it now. */
          if (tricks > 0 || g->hand_n[dealer] != 5)
            return fail_at (error, g->hand_line[dealer],
                            _("the dealer must have picked up %s, the top card of the kitty"),
                            euchre_card_short_name (pub->upcard, name));
          game->hands[dealer][game->hand_size[dealer]++] = pub->upcard;
          s->hands[dealer] |= EUCHRE_CARD_BIT (pub->upcard);
          s->kitty &= ~EUCHRE_CARD_BIT (pub->upcard);
        }
      pub->upcard_state = EUCHRE_UPCARD_PICKED_UP;
    }
  else
    {
      if (h >= 0 || in_piles (g, pub->upcard))
        return fail_at (error, h >= 0 ? g->hand_line[h] : g->trump_line,
                        round == 1 ? _("%s, the top card of the kitty, stays in the kitty "
                                       "when the dealer sits out")
                                   : _("%s, the top card of the kitty, was turned down and "
                                       "stays in the kitty"),
                        euchre_card_short_name (pub->upcard, name));
      pub->upcard_state = round == 1 ? EUCHRE_UPCARD_LEFT : EUCHRE_UPCARD_TURNED_DOWN;
    }

  for (guint p = 0; p < 4; p++)
    {
      guint want = 5 - tricks;
      guint have = euchre_card_set_count (s->hands[p]);

      if (p == out)
        continue;
      if (p == dealer && round == 1 && tricks == 0 && have == 6)
        continue;   /* the discard is still to be made */
      if (have != want)
        return fail_at (error, g->hand_line[p],
                        _("after %u tricks player %u must hold %u cards, not %u"), tricks, p,
                        want, have);
    }
  if (g->next == out)
    return fail_at (error, g->next_line,
                    _("the next player, %u, sits out this hand"), (guint) g->next);

  pub->trump = g->trump;
  pub->maker = caller;
  pub->alone = alone;
  pub->out_mask = alone ? 1u << out : 0;
  pub->bid_round = round;
  if (round == 2)
    for (guint p = 0; p < 4; p++)
      pub->bids[0][p] = euchre_action_make (EUCHRE_ACTION_PASS, 0, 0, FALSE);
  pub->bids[round - 1][caller] =
    euchre_action_make (round == 1 ? EUCHRE_ACTION_ORDER_UP : EUCHRE_ACTION_CALL,
                        EUCHRE_CARD_NONE, g->trump, alone);

  /* Who took which of the tricks played is known; their cards are not. */
  for (guint p = 0; p < 4; p++)
    {
      guint n = g->pile_n[p] / active;

      pub->seat_tricks[p] = n;
      pub->tricks[euchre_seat_side (p)] += n;
      pub->played |= g->pile_set[p];
      for (guint i = 0; i < n; i++)
        pub->trick_winner[winners++] = p;
    }
  for (guint i = 0; i < tricks; i++)
    pub->trick_leader[i] = i == 0 ? g->next : pub->trick_winner[i - 1];
  pub->trick_number = tricks;
  pub->n_played = 0;

  if (dealer_in && euchre_card_set_count (s->hands[dealer]) == 6)
    {
      pub->phase = EUCHRE_PHASE_DISCARD;
      pub->turn = dealer;
    }
  else
    {
      pub->phase = EUCHRE_PHASE_PLAY;
      pub->trick_leader[tricks] = g->next;
      pub->turn = g->next;
    }
  return TRUE;
}

gboolean
euchre_cs246_load (EuchreCs246Game *game, const char *contents, gssize length, GError **error)
{
  SavedGame g;
  EuchreRules rules;
  EuchreState *s;
  EuchreCardSet held = 0;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);

  if (length < 0)
    length = strlen (contents);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_CS246);
  if (!parse (&g, contents, length, rules.points_to_win, error))
    return FALSE;

  memset (game, 0, sizeof *game);
  s = &game->state;
  if (!euchre_state_init_with_deck (s, &rules, (guint32) g.seed, g.deck,
                                    EUCHRE_CS246_DECK_SIZE, error))
    return FALSE;   /* cannot happen: the deck was checked */
  game->seed = g.seed;
  game->next = g.next;
  game->trump_set = g.trump != EUCHRE_SUIT_NONE;
  for (guint p = 0; p < 4; p++)
    {
      s->hands[p] = g.hand_set[p];
      held |= g.hand_set[p] | g.pile_set[p];
      game->hand_size[p] = g.hand_n[p];
      memcpy (game->hands[p], g.hand[p], g.hand_n[p]);
    }

  s->pub.score[0] = g.score[0];
  s->pub.score[1] = g.score[1];
  s->pub.dealer = g.dealer;
  s->pub.hand_number = 1;
  s->pub.upcard = g.deck[EUCHRE_CS246_DECK_SIZE - 4];
  s->kitty = euchre_rules_deck_cards (&rules) & ~held;

  if (g.trump == EUCHRE_SUIT_NONE)
    return build_bidding (&g, s, error);
  return build_made (&g, game, error);
}
