/* cli-engine.c — `euchre-cli engine`: one of our strategies as a bot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Speaks the bot protocol (docs/PROTOCOL.md) on the streams it is handed.
 * It keeps the seat's view from what it is told: a shadow game whose
 * public half follows the events exactly and whose hidden cards are
 * placeholders, moved whenever another seat plays a card the shadow had
 * put elsewhere.  The strategy only ever sees the shadow's view for its
 * seat: the public table and the cards it was told it holds.
 */
#define G_LOG_DOMAIN "euchre-cli"

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <gio/gio.h>

#include "cli.h"
#include "euchre-ai.h"
#include "proto-protocol.h"

typedef struct {
  const CliStreams *io;
  const EuchreStrategyClass *klass;
  EuchrePersonality personality;
  guint64 seed;
  gboolean greeted, have_rules, have_seat, in_game, need_hand;
  EuchreRules rules;
  guint seat;
  EuchreState shadow;
  EuchreStrategy *strategy;
} Engine;

/* ---- the shadow game ------------------------------------------------------------- */

/* The seat's own cards after a deal: the other seats and the kitty get
 * the rest, in any order (nobody may know it). */
static gboolean
take_hand (Engine *e, EuchreCardSet hand, guint n, GError **error)
{
  EuchreState *s = &e->shadow;
  EuchrePublic *p = &s->pub;
  EuchreCardSet deck = euchre_rules_deck_cards (&p->rules), rest;

  if (n != (guint) euchre_card_set_count (s->hands[e->seat]))
    return proto_fail (error, "hand: %u cards, but the deal gives this seat %d", n,
                       euchre_card_set_count (s->hands[e->seat]));
  if ((hand & ~deck) != 0 || (hand & EUCHRE_CARD_BIT (p->upcard)) != 0)
    return proto_fail (error, "hand: a card that is not in the deck, or the upcard");
  rest = deck & ~hand & ~EUCHRE_CARD_BIT (p->upcard);
  for (guint h = 0; h < 4; h++)
    {
      int want = euchre_card_set_count (s->hands[h]);

      if (h == e->seat)
        continue;
      s->hands[h] = 0;
      for (int i = 0; i < want; i++)
        {
          EuchreCard c = euchre_card_set_first (rest);

          s->hands[h] |= EUCHRE_CARD_BIT (c);
          rest &= ~EUCHRE_CARD_BIT (c);
        }
    }
  s->hands[e->seat] = hand;
  s->kitty = rest | EUCHRE_CARD_BIT (p->upcard);
  e->need_hand = FALSE;
  return TRUE;
}

/* Whether @seat (not ours) may hold @card, from what our seat knows. */
static gboolean
may_hold (const Engine *e, guint seat, EuchreCard card)
{
  const EuchreState *s = &e->shadow;
  const EuchrePublic *p = &s->pub;
  EuchreCardSet bit = EUCHRE_CARD_BIT (card);

  if (!euchre_card_valid (card) || !(euchre_rules_deck_cards (&p->rules) & bit) ||
      (s->hands[e->seat] & bit) || (p->played & bit))
    return FALSE;
  if (p->dealer == e->seat && s->discard == card)
    return FALSE;
  if (card == p->upcard)
    return p->upcard_state == EUCHRE_UPCARD_PICKED_UP && seat == p->dealer;
  return TRUE;
}

/* Puts @card into @seat's shadow hand, swapping it with one of its
 * placeholders (never the upcard a dealer was seen to take). */
static void
place (EuchreState *s, guint seat, EuchreCard card)
{
  EuchrePublic *p = &s->pub;
  EuchreCardSet bit = EUCHRE_CARD_BIT (card), pool = s->hands[seat];
  EuchreCard x;

  if (pool & bit)
    return;
  if (p->upcard_state == EUCHRE_UPCARD_PICKED_UP && seat == p->dealer &&
      (pool & ~EUCHRE_CARD_BIT (p->upcard)) != 0)
    pool &= ~EUCHRE_CARD_BIT (p->upcard);
  x = euchre_card_set_first (pool);
  for (guint h = 0; h < 4; h++)
    if (h != seat && (s->hands[h] & bit))
      {
        s->hands[h] ^= bit | EUCHRE_CARD_BIT (x);
        s->hands[seat] ^= bit | EUCHRE_CARD_BIT (x);
        return;
      }
  s->kitty ^= bit | EUCHRE_CARD_BIT (x);
  if (s->discard == card)
    s->discard = x;
  s->hands[seat] ^= bit | EUCHRE_CARD_BIT (x);
}

static gboolean
apply_event (Engine *e, const EuchreEvent *ev, GError **error)
{
  EuchreState *s = &e->shadow;
  EuchrePublic *p = &s->pub;
  const char *word = euchre_event_type_id (ev->type);
  EuchreAction a;
  EuchreActionList list;
  gboolean acts = ev->type == EUCHRE_EVENT_BID || ev->type == EUCHRE_EVENT_DISCARDED ||
                  ev->type == EUCHRE_EVENT_CARD_PLAYED || ev->type == EUCHRE_EVENT_RENEGE;

  if (!e->in_game)
    return proto_fail (error, "%s before newgame", word);
  if (e->need_hand)
    return proto_fail (error, "%s: the seat's hand must follow dealt", word);
  if (acts && ev->seat != p->turn)
    return proto_fail (error, "%s: it is seat %u's turn, not seat %u's", word, p->turn, ev->seat);

  switch (ev->type)
    {
    case EUCHRE_EVENT_DEALT:
      if (p->phase != EUCHRE_PHASE_DEAL && p->phase != EUCHRE_PHASE_HAND_OVER)
        return proto_fail (error, "dealt: the hand is not over");
      a = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE, EUCHRE_SUIT_NONE, FALSE);
      euchre_state_apply_legal (s, &a);
      if (p->dealer != ev->seat || MIN (p->hand_number, 255) != ev->number)
        return proto_fail (error, "dealt: hand %u is dealt by seat %u, not hand %u by seat %u",
                           MIN (p->hand_number, 255), p->dealer, ev->number, ev->seat);
      if (!(euchre_rules_deck_cards (&p->rules) & EUCHRE_CARD_BIT (ev->card)))
        return proto_fail (error, "dealt: the upcard is not in the deck");
      p->upcard = ev->card;
      p->turn = p->upcard == EUCHRE_JOKER ? p->dealer : (p->dealer + 1) & 3;
      e->need_hand = TRUE;
      return TRUE;

    case EUCHRE_EVENT_BID:
      euchre_public_legal_actions (p, s->hands[ev->seat], &list);
      if (!euchre_action_list_contains (&list, &ev->action))
        return proto_fail (error, "bid: seat %u may not make that bid now", ev->seat);
      euchre_state_apply_legal (s, &ev->action);
      return TRUE;

    case EUCHRE_EVENT_DISCARDED:
      if (p->phase != EUCHRE_PHASE_DISCARD)
        return proto_fail (error, "discarded: nobody is discarding");
      if (ev->seat == e->seat)
        {
          if (ev->card == EUCHRE_CARD_NONE || !(s->hands[e->seat] & EUCHRE_CARD_BIT (ev->card)))
            return proto_fail (error, "discarded: this seat does not hold that card");
          a = euchre_action_make (EUCHRE_ACTION_DISCARD, ev->card, EUCHRE_SUIT_NONE, FALSE);
        }
      else
        {
          EuchreCardSet pool = s->hands[ev->seat] & ~EUCHRE_CARD_BIT (p->upcard);

          if (ev->card != EUCHRE_CARD_NONE)
            return proto_fail (error, "discarded: another seat's discard is hidden (--)");
          a = euchre_action_make (EUCHRE_ACTION_DISCARD, euchre_card_set_first (pool),
                                  EUCHRE_SUIT_NONE, FALSE);
        }
      euchre_state_apply_legal (s, &a);
      return TRUE;

    case EUCHRE_EVENT_CARD_PLAYED:
    case EUCHRE_EVENT_RENEGE:
      if (p->phase != EUCHRE_PHASE_PLAY)
        return proto_fail (error, "%s: no trick is being played", word);
      if (ev->type == EUCHRE_EVENT_CARD_PLAYED && ev->number != p->trick_number)
        return proto_fail (error, "card-played: this is trick %u, not %u", p->trick_number,
                           ev->number);
      if (ev->seat == e->seat)
        {
          if (ev->type == EUCHRE_EVENT_CARD_PLAYED &&
              !(euchre_public_legal_plays (p, s->hands[e->seat]) & EUCHRE_CARD_BIT (ev->card)))
            return proto_fail (error, "card-played: this seat may not play that card");
        }
      else if (!may_hold (e, ev->seat, ev->card))
        return proto_fail (error, "%s: seat %u cannot hold that card", word, ev->seat);
      if (ev->type == EUCHRE_EVENT_RENEGE)
        {
          a = euchre_action_make (EUCHRE_ACTION_RENEGE, ev->card, EUCHRE_SUIT_NONE, FALSE);
          euchre_state_apply_legal (s, &a);
          return TRUE;
        }
      place (s, ev->seat, ev->card);
      a = euchre_action_make (EUCHRE_ACTION_PLAY, ev->card, EUCHRE_SUIT_NONE, FALSE);
      euchre_state_apply_legal (s, &a);
      return TRUE;

    case EUCHRE_EVENT_TRICK_WON:
      if (ev->number >= p->trick_number && p->phase == EUCHRE_PHASE_PLAY)
        return proto_fail (error, "trick-won: trick %u is not over", ev->number);
      if (p->trick_winner[ev->number] != ev->seat)
        return proto_fail (error, "trick-won: seat %u won trick %u, not seat %u",
                           p->trick_winner[ev->number], ev->number, ev->seat);
      return TRUE;

    case EUCHRE_EVENT_GAME_OVER:
      if (p->phase != EUCHRE_PHASE_GAME_OVER || p->winner != ev->side)
        return proto_fail (error, "game-over: the game is not won by side %u", ev->side);
      return TRUE;

    default:
      /* What the actions above already caused: trump made, the upcard
       * picked up or turned down, play started, the hand scored. */
      return TRUE;
    }
}

/* ---- messages --------------------------------------------------------------------- */

static gboolean
new_game (Engine *e, guint game, GError **error)
{
  if (!e->have_rules || !e->have_seat)
    return proto_fail (error, "newgame before rules and seat");
  g_clear_pointer (&e->strategy, euchre_strategy_free);
  euchre_state_init (&e->shadow, &e->rules, 0);
  /* The seed the tournament gives the same strategy in-process. */
  e->strategy = euchre_strategy_new (e->klass->id, e->personality,
                                     cli_derive_seed (e->seed, game / 2, e->seat));
  e->in_game = TRUE;
  e->need_hand = FALSE;
  return TRUE;
}

static gboolean
answer (Engine *e, const ProtoMessage *msg, GError **error)
{
  EuchreView view;
  EuchreActionList legal;
  EuchreAction a;
  const char *reason = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  if (e->need_hand)
    return proto_fail (error, "go: the seat's hand must follow dealt");
  if (!e->in_game || e->shadow.pub.turn != e->seat ||
      e->shadow.pub.phase == EUCHRE_PHASE_DEAL || e->shadow.pub.phase >= EUCHRE_PHASE_HAND_OVER)
    return proto_fail (error, "go: it is not this seat's turn");
  euchre_state_get_view (&e->shadow, e->seat, &view);
  euchre_view_legal_actions (&view, &legal);
  if (legal.n != msg->legal.n)
    return proto_fail (error, "go: %u legal actions listed, this seat's view has %u", msg->legal.n,
                       legal.n);
  for (guint i = 0; i < legal.n; i++)
    if (!euchre_action_list_contains (&legal, &msg->legal.actions[i]))
      return proto_fail (error, "go: an action listed is not legal in this seat's view");
  e->strategy->oracle = NULL;
  a = euchre_strategy_choose (e->strategy, &view, &legal, &reason);
  if (reason != NULL && reason[0] != '\0')
    g_string_append_printf (out, "info reason %s\n", reason);
  g_string_append (out, "action ");
  proto_append_action (out, &a);
  g_string_append_c (out, '\n');
  fputs (out->str, e->io->out);
  fflush (e->io->out);
  return TRUE;
}

/* FALSE with @error on a protocol error; *@quit on quit. */
static gboolean
handle (Engine *e, const ProtoMessage *msg, gboolean *quit, GError **error)
{
  if (!e->greeted && msg->type != PROTO_MSG_PROTOCOL)
    return proto_fail (error, "the host must say “protocol %d” first", PROTO_VERSION);
  switch (msg->type)
    {
    case PROTO_MSG_PROTOCOL:
      fprintf (e->io->out, "protocol %d euchre-cli engine %s\n", PROTO_VERSION,
               e->klass->id);
      fflush (e->io->out);
      if (msg->number != PROTO_VERSION)
        return proto_fail (error, "the host speaks protocol %u; this engine speaks %d", msg->number,
                           PROTO_VERSION);
      e->greeted = TRUE;
      return TRUE;
    case PROTO_MSG_RULES:
      if (e->in_game && e->shadow.pub.phase != EUCHRE_PHASE_GAME_OVER)
        return proto_fail (error, "rules in the middle of a game");
      if (!euchre_rules_parse (&e->rules, msg->text, error))
        return FALSE;
      e->have_rules = TRUE;
      e->in_game = FALSE;
      return TRUE;
    case PROTO_MSG_SEAT:
      if (e->in_game && e->shadow.pub.phase != EUCHRE_PHASE_GAME_OVER)
        return proto_fail (error, "seat in the middle of a game");
      e->seat = msg->number;
      e->have_seat = TRUE;
      e->in_game = FALSE;
      return TRUE;
    case PROTO_MSG_NEWGAME:
      return new_game (e, msg->number, error);
    case PROTO_MSG_HAND:
      if (!e->need_hand)
        return proto_fail (error, "hand: only right after dealt");
      return take_hand (e, msg->hand, msg->n_hand, error);
    case PROTO_MSG_EVENT:
      return apply_event (e, &msg->event, error);
    case PROTO_MSG_GO:
      return answer (e, msg, error);
    case PROTO_MSG_QUIT:
      *quit = TRUE;
      return TRUE;
    case PROTO_MSG_ISREADY:
      fputs ("readyok\n", e->io->out);
      fflush (e->io->out);
      return TRUE;
    default:
      return proto_fail (error, "a bot's message, not a host's");
    }
}

/* Reads one line into @buf (at most PROTO_MAX_LINE + 1 bytes kept,
 * the rest of a longer line skipped); FALSE at the end of the input. */
static gboolean
read_line (FILE *in, char *buf, gsize *len, gboolean *too_long)
{
  int c;
  gsize n = 0;

  *too_long = FALSE;
  while ((c = getc (in)) != EOF && c != '\n')
    {
      if (n <= PROTO_MAX_LINE)
        buf[n++] = (char) c;
      else
        *too_long = TRUE;
    }
  *len = n;
  buf[n] = '\0';
  return c != EOF || n > 0;
}

int
cli_engine (int argc, char **argv, const CliStreams *io)
{
  g_autofree char *strategy_text = NULL;
  gint64 seed = 1;
  g_autoptr (GError) error = NULL;
  g_autoptr (GOptionContext) context = NULL;
  GOptionEntry entries[] = {
    { "strategy", 'S', 0, G_OPTION_ARG_STRING, &strategy_text,
      "Strategy to play (default gertz; easy, medium, hard or an ID, then :crazy or "
      ":conservative if wanted)", "ID" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed,
      "The tournament's --seed: the strategy's seed in each game is derived from it, the game "
      "and the seat as in-process (default 1)", "K" },
    { NULL }
  };
  Engine e;
  char buf[PROTO_MAX_LINE + 2];
  gsize len;
  gboolean too_long, quit = FALSE;
  guint line_no = 0;
  g_auto (GStrv) parts = NULL;
  int status = 0;

  memset (&e, 0, sizeof e);
  e.io = io;
  context = g_option_context_new ("- a computer player speaking the bot protocol on stdin/stdout");
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_description (context, "The protocol is described in docs/PROTOCOL.md.\n");
  if (!cli_parse_options (context, "engine", &argc, &argv, io))
    return 2;
  parts = g_strsplit (strategy_text ? strategy_text : "gertz", ":", 2);
  e.klass = parts[0] ? euchre_strategy_lookup_name (parts[0]) : NULL;
  if (e.klass == NULL || e.klass->reads_oracle)
    {
      fprintf (io->err, "euchre-cli engine: “%s” is no strategy that can play from its view "
               "alone\n", parts[0] ? parts[0] : "");
      return 2;
    }
  if (parts[1] != NULL)
    {
      if (g_str_equal (parts[1], "crazy"))
        e.personality = EUCHRE_PERSONALITY_CRAZY;
      else if (g_str_equal (parts[1], "conservative"))
        e.personality = EUCHRE_PERSONALITY_CONSERVATIVE;
      else if (!g_str_equal (parts[1], "normal"))
        {
          fprintf (io->err, "euchre-cli engine: unknown personality “%s”\n", parts[1]);
          return 2;
        }
    }
  e.seed = (guint64) seed;

  while (!quit && read_line (io->in, buf, &len, &too_long))
    {
      ProtoMessage msg;

      line_no++;
      if (len == 0)
        continue;   /* empty lines are allowed and mean nothing */
      if (too_long)
        {
          fprintf (io->err, "euchre-cli engine: line %u: line too long (at most %d bytes)\n",
                   line_no, PROTO_MAX_LINE);
          status = 1;
          break;
        }
      if (!proto_parse_line (buf, len, &msg, &error) || !handle (&e, &msg, &quit, &error))
        {
          fprintf (io->err, "euchre-cli engine: line %u: %s\n", line_no, error->message);
          status = 1;
          break;
        }
    }
  g_clear_pointer (&e.strategy, euchre_strategy_free);
  return status;
}
