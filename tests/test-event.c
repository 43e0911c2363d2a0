/* test-event.c — what an action caused: the engine's one report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "test-util.h"

/* Applies the script's words and returns the event types, space-separated. */
static char *
run_words (EuchreState *s, const char *words, EuchreEventList *last)
{
  g_auto (GStrv) w = g_strsplit (words, " ", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; w[i]; i++)
    {
      EuchreAction a = script_action (w[i]);
      g_autoptr (GError) error = NULL;

      euchre_state_apply_events (s, &a, last, &error);
      g_assert_no_error (error);
      for (guint k = 0; k < last->n; k++)
        g_string_append_printf (out, "%s%s", out->len ? " " : "",
                                euchre_event_type_id (last->events[k].type));
    }
  return g_string_free (out, FALSE);
}

static void
test_event_hand (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreEventList ev;
  g_autofree char *making = NULL, *trick = NULL;
  const EuchreEvent *e;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  making = run_words (&s, "p o", &ev);
  g_assert_cmpstr (making, ==, "bid bid trump-made upcard-picked-up");
  /* @ev holds the last action's events: seat 2 ordered up. */
  g_assert_cmpuint (ev.n, ==, 3);
  e = &ev.events[0];
  g_assert_cmpint (e->seat, ==, 2);
  g_assert_cmpint (e->action.type, ==, EUCHRE_ACTION_ORDER_UP);
  e = &ev.events[1];
  g_assert_cmpint (e->seat, ==, 2);
  g_assert_cmpint (e->suit, ==, EUCHRE_DIAMONDS);
  g_assert_cmpint (e->number, ==, 1);
  g_assert_false (e->alone);
  g_assert_cmpint (ev.events[2].seat, ==, 0);
  g_assert_cmpint (ev.events[2].card, ==, C ("JD"));

  g_free (making);
  making = run_words (&s, "dAC", &ev);
  g_assert_cmpstr (making, ==, "discarded play-started");
  g_assert_cmpint (ev.events[0].card, ==, C ("AC"));
  g_assert_cmpint (ev.events[1].seat, ==, 1);

  /* The first trick: seat 1 leads. */
  trick = run_words (&s, "AH 9C 9H QH", &ev);
  g_assert_cmpstr (trick, ==, "card-played card-played card-played card-played trick-won");
  e = &ev.events[0];
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpint (e->number, ==, 0);
  g_assert_false (e->lead);
  e = &ev.events[1];
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->leader, ==, 1);
  g_assert_cmpint (e->cards[1], ==, C ("AH"));
  g_assert_cmpint (e->cards[0], ==, C ("QH"));

  /* The rest, first legal card each time: the hand ends with a score. */
  while (s.pub.phase == EUCHRE_PHASE_PLAY)
    {
      EuchreActionList list;

      euchre_state_legal_actions (&s, &list);
      g_assert_true (euchre_state_apply_events (&s, &list.actions[0], &ev, NULL));
    }
  g_assert_cmpuint (ev.n, ==, 3);
  g_assert_cmpint (ev.events[1].type, ==, EUCHRE_EVENT_TRICK_WON);
  g_assert_cmpint (ev.events[2].type, ==, EUCHRE_EVENT_HAND_SCORED);
  g_assert_cmpint (ev.events[2].side, ==, s.pub.last.side);
  g_assert_cmpint (ev.events[2].points, ==, s.pub.last.points);
  g_assert_cmpint (ev.events[2].kind, ==, s.pub.last.kind);
  g_assert_cmpint (ev.events[2].seat, ==, 2);   /* the maker */
}

static void
test_event_passed_out (void)
{
  EuchreRules r;
  EuchreState s;
  EuchreEventList ev;
  g_autofree char *round1 = NULL, *round2 = NULL;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  r.stick_the_dealer = FALSE;
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  round1 = run_words (&s, "p p p p", &ev);
  g_assert_cmpstr (round1, ==, "bid bid bid bid upcard-turned-down");
  g_assert_cmpint (ev.events[1].card, ==, C ("JD"));
  round2 = run_words (&s, "p p p p", &ev);
  g_assert_cmpstr (round2, ==, "bid bid bid bid all-passed hand-scored");
  g_assert_cmpint (ev.events[1].seat, ==, 1);   /* the next dealer */
  g_assert_cmpint (ev.events[2].kind, ==, EUCHRE_RESULT_PASSED);
  g_assert_cmpint (ev.events[2].points, ==, 0);
  g_assert_cmpint (ev.events[2].seat, ==, EUCHRE_SEAT_NONE);   /* nobody made trump */
}

static void
test_event_refused (void)
{
  EuchreRules r;
  EuchreState s, before;
  EuchreEventList ev = { 5 };
  EuchreAction a = script_action ("AS");
  g_autoptr (GError) error = NULL;

  euchre_rules_init_preset (&r, EUCHRE_PRESET_STANDARD);
  deal_hands (&s, &r, 0, test_hands_a, "JD");
  before = s;
  g_assert_false (euchre_state_apply_events (&s, &a, &ev, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (ev.n, ==, 0);
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);
}

static void
test_event_discard_hidden (void)
{
  EuchreEvent e = { .type = EUCHRE_EVENT_DISCARDED, .seat = 2, .card = 5 }, out;

  euchre_event_for_seat (&e, 2, &out);
  g_assert_cmpint (out.card, ==, 5);
  for (guint seat = 0; seat < 4; seat++)
    if (seat != 2)
      {
        euchre_event_for_seat (&e, seat, &out);
        g_assert_cmpint (out.card, ==, EUCHRE_CARD_NONE);
        g_assert_cmpint (out.seat, ==, 2);
      }
}

/* Whole random games under every preset: the events account for every
 * card, trick, hand and point, in order. */
static void
test_event_whole_games (void)
{
  for (EuchrePreset preset = 0; preset < EUCHRE_N_PRESETS; preset++)
    for (guint32 seed = 1; seed <= 40; seed++)
      {
        EuchreRules r;
        EuchreState s;
        guint64 rng = seed * 7919u;
        guint played = 0, tricks = 0, dealt = 0, ended = 0, points[2] = { 0, 0 };
        gboolean over = FALSE;

        euchre_rules_init_preset (&r, preset);
        euchre_state_init (&s, &r, seed);
        for (guint step = 0; step < 5000 && !over; step++)
          {
            EuchreActionList list;
            EuchreEventList ev;
            EuchreAction a;

            g_assert_cmpuint (euchre_state_legal_actions (&s, &list), >, 0);
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            a = list.actions[(rng >> 33) % list.n];
            g_assert_true (euchre_state_apply_events (&s, &a, &ev, NULL));
            g_assert_cmpuint (ev.n, >, 0);
            for (guint k = 0; k < ev.n; k++)
              {
                const EuchreEvent *e = &ev.events[k];

                switch (e->type)
                  {
                  case EUCHRE_EVENT_DEALT:
                    g_assert_cmpint (k, ==, 0);
                    dealt++;
                    g_assert_cmpint (e->number, ==, MIN (s.pub.hand_number, 255));
                    break;
                  case EUCHRE_EVENT_CARD_PLAYED:
                    g_assert_cmpint (e->card, ==, a.card);
                    played++;
                    break;
                  case EUCHRE_EVENT_TRICK_WON:
                    g_assert_cmpint (e->cards[e->seat], !=, EUCHRE_CARD_NONE);
                    tricks++;
                    break;
                  case EUCHRE_EVENT_HAND_SCORED:
                    g_assert_cmpint (k, ==, ev.n - 1 - (s.pub.phase == EUCHRE_PHASE_GAME_OVER));
                    if (e->kind != EUCHRE_RESULT_PASSED)
                      {
                        g_assert_cmpuint (tricks % 5, ==, 0);
                        g_assert_cmpint (e->seat, ==, s.pub.maker);
                      }
                    else
                      g_assert_cmpint (e->seat, ==, EUCHRE_SEAT_NONE);
                    points[e->side] += e->points;
                    ended++;
                    break;
                  case EUCHRE_EVENT_RENEGE:
                    points[e->side] += e->points;
                    break;
                  case EUCHRE_EVENT_GAME_OVER:
                    g_assert_cmpint (k, ==, ev.n - 1);
                    g_assert_cmpint (e->side, ==, s.pub.winner);
                    over = TRUE;
                    break;
                  default:
                    break;
                  }
              }
          }
        g_assert_true (over);
        g_assert_cmpuint (dealt, ==, s.pub.hand_number);
        g_assert_cmpuint (ended, ==, dealt);
        g_assert_cmpuint (points[0], ==, s.pub.score[0]);
        g_assert_cmpuint (points[1], ==, s.pub.score[1]);
        g_assert_cmpuint (played, >=, tricks * 3);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/event/hand", test_event_hand);
  g_test_add_func ("/euchre/event/passed-out", test_event_passed_out);
  g_test_add_func ("/euchre/event/refused", test_event_refused);
  g_test_add_func ("/euchre/event/discard-hidden", test_event_discard_hidden);
  g_test_add_func ("/euchre/event/whole-games", test_event_whole_games);
  return g_test_run ();
}
