/* test-egn.c — Euchre Game Notation: the example files, round trips,
 * random games, refused variants and bad input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include "euchre-cs246.h"
#include "euchre-egn.h"
#include "test-util.h"

/* The public EGN examples, in the tree: tests/data/egn/examples (README.md). */
static char *
examples_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "egn", "examples", NULL);
}

/* Same seats and actions, same per-deal cards and score. */
static void
assert_same_game (const EuchreRecord *a, const EuchreRecord *b)
{
  EuchreState sa, sb;

  g_assert_cmpuint (a->entries->len, ==, b->entries->len);
  for (guint i = 0; i < a->entries->len; i++)
    {
      const EuchreRecordEntry *ea = &g_array_index (a->entries, EuchreRecordEntry, i);
      const EuchreRecordEntry *eb = &g_array_index (b->entries, EuchreRecordEntry, i);

      g_assert_cmpuint (ea->seat, ==, eb->seat);
      g_assert_cmpmem (&ea->action, sizeof ea->action, &eb->action, sizeof eb->action);
    }
  g_assert_true (euchre_record_replay (a, &sa, NULL));
  g_assert_true (euchre_record_replay (b, &sb, NULL));
  g_assert_cmpuint (sa.pub.score[0], ==, sb.pub.score[0]);
  g_assert_cmpuint (sa.pub.score[1], ==, sb.pub.score[1]);
  g_assert_cmpuint (sa.pub.phase, ==, sb.pub.phase);
}

/* Every annotation and alternative line of @a is in @b. */
static void
assert_same_notes (JsonNode *a, JsonNode *b)
{
  static const char *const phase_keys[] = { "callAnnotations", "calls_annotations",
                                            "playAnnotations", "tricks_annotations", NULL };
  JsonArray *da = json_object_get_array_member (json_node_get_object (a), "deals");
  JsonArray *db = json_object_get_array_member (json_node_get_object (b), "deals");
  JsonObject *ra = json_node_get_object (a), *rb = json_node_get_object (b);
  g_autoptr (GList) top = json_object_get_members (ra);

  /* Unknown top-level keys too. */
  for (GList *l = top; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "deals") && !g_str_equal (l->data, "metadata"))
      g_assert_true (json_node_equal (json_object_get_member (ra, l->data),
                                      json_object_get_member (rb, l->data)));
  g_assert_cmpuint (json_array_get_length (da), ==, json_array_get_length (db));
  for (guint i = 0; i < json_array_get_length (da); i++)
    {
      JsonObject *oa = json_array_get_object_element (da, i);
      JsonObject *ob = json_array_get_object_element (db, i);
      JsonArray *pa = json_object_get_array_member (oa, "phases");
      JsonArray *pb = json_object_get_array_member (ob, "phases");

      if (json_object_has_member (oa, "alternativeLines"))
        g_assert_true (json_node_equal (json_object_get_member (oa, "alternativeLines"),
                                        json_object_get_member (ob, "alternativeLines")));
      for (guint p = 0; p < json_array_get_length (pa); p++)
        for (guint k = 0; phase_keys[k] != NULL; k++)
          {
            JsonObject *phase = json_array_get_object_element (pa, p);

            if (json_object_has_member (phase, phase_keys[k]))
              g_assert_true (json_node_equal (json_object_get_member (phase, phase_keys[k]),
                                              json_object_get_member (
                                                json_array_get_object_element (pb, p),
                                                phase_keys[k])));
          }
    }
}

/* A file holding a real irregularity: the report it must give. */
static const struct {
  const char *file;
  const char *problem;
} irregular[] = {
  /* The dealer (p1) orders up the Queen of Spades, yet p4 plays it. */
  { "test_annotated.egn",
    "Deal 1, trick 3: p4 plays the Queen of Spades, but it is the upcard, which p1 picked up" },
};

static void
test_egn_examples (void)
{
  g_autofree char *dir = examples_dir ();
  g_autoptr (GDir) d = NULL;
  const char *name;
  guint n = 0;

  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autofree char *written = NULL;
      g_autofree char *transcript = NULL;
      g_autoptr (EuchreEgn) egn = NULL;
      g_autoptr (EuchreEgn) back = NULL;
      g_autoptr (GError) error = NULL;
      const char *expected = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".egn"))
        continue;
      n++;
      text = test_read_text (path, &length);
      egn = euchre_egn_parse (text, (gssize) length, &error);
      g_assert_no_error (error);
      g_assert_nonnull (egn);
      for (guint i = 0; i < G_N_ELEMENTS (irregular); i++)
        if (g_str_equal (irregular[i].file, name))
          expected = irregular[i].problem;
      g_test_message ("%s: %s", name, egn->problem ? egn->problem : "OK");
      g_assert_cmpstr (egn->problem, ==, expected);
      if (expected == NULL)
        g_assert_cmpuint (egn->n_deals_read, ==, egn->n_deals);
      transcript = euchre_egn_transcript (egn);
      g_assert_nonnull (strstr (transcript, expected != NULL ? expected : "Deal 1:"));
      if (g_str_equal (name, "quite-the-hustle-annotated.egn"))
        {
          /* The notes of the main line and of the variations. */
          g_assert_nonnull (strstr (transcript, "  Alternative line from decision 4:\n"
                                                "    Trick 1: Ad, Td, Th, Qs\n"));
          g_assert_nonnull (strstr (transcript, "Note on card 0: Seems like an easy euchre"));
          g_assert_nonnull (strstr (transcript, "Note on call 0: Definitely need to order"));
        }

      /* Export, then import: the same game and the same annotations. */
      written = euchre_egn_to_string (egn, &error);
      back = euchre_egn_parse (written, -1, &error);
      g_assert_no_error (error);
      if (expected == NULL)
        {
          g_assert_null (back->problem);
          assert_same_notes (egn->source, back->source);
        }
      assert_same_game (egn->record, back->record);
      for (guint s = 0; s < 4; s++)
        g_assert_cmpstr (egn->players[s], ==, back->players[s]);
      g_assert_cmpstr (egn->title, ==, back->title);

      /* Our record keeps each deal's cards and the unknown ones. */
      {
        g_autofree char *rec = euchre_record_to_string (egn->record);
        g_autoptr (EuchreRecord) again = euchre_record_parse (rec, NULL, &error);

        g_assert_no_error (error);
        assert_same_game (egn->record, again);
        g_assert_cmpuint (again->hands->len, ==, egn->record->hands->len);
        for (guint i = 0; i < again->hands->len; i++)
          g_assert_cmpuint (g_array_index (again->hands, EuchreRecordHand, i).unknown, ==,
                            g_array_index (egn->record->hands, EuchreRecordHand, i).unknown);
      }
    }
  g_assert_cmpuint (n, >, 0);
}

/* A partial game: the lone hand is told, the unseen hands said unknown. */
static void
test_egn_unknown_cards (void)
{
  g_autofree char *dir = examples_dir ();
  g_autofree char *path = g_build_filename (dir, "six-points-in-two-hands.egn", NULL);
  g_autofree char *text = NULL;
  g_autofree char *transcript = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  EuchreState s;

  text = test_read_text (path, NULL);
  egn = euchre_egn_parse_strict (text, -1, NULL);
  g_assert_nonnull (egn);
  g_assert_true (euchre_record_replay (egn->record, &s, NULL));
  /* 4–9, a lone march (4) and a march (2): 10–9, the game won. */
  g_assert_cmpuint (s.pub.score[0], ==, 10);
  g_assert_cmpuint (s.pub.score[1], ==, 9);
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_GAME_OVER);
  transcript = euchre_egn_transcript (egn);
  /* The dealer sat out the loner: five unseen cards; the discard unknown. */
  g_assert_nonnull (strstr (transcript, "Florida holds 5 unknown cards"));
  g_assert_nonnull (strstr (transcript, "24wil discards: unknown"));
  g_assert_nonnull (strstr (transcript, "Trick 4: Brownsbacke®07 Ten of Hearts; Orde® Me Up "
                                        "Nine of Diamonds; 24wil Ten of Spades — Brownsbacke®07 wins"));
  /* The unknown cards are not written as cards. */
  {
    g_autofree char *written = euchre_egn_to_string (egn, NULL);

    g_assert_nonnull (strstr (written, "\"Xx\""));
    g_assert_null (strstr (written, "\"discard\""));
  }
}

/* A game of @rules dealt from @seed, played by @strategy in every seat for
 * at most @max_actions actions (G_MAXUINT: to its end), as a record.
 * *@discards (may be NULL) counts the discards, *@upcard_kept those of a
 * card other than the upcard. */
static EuchreRecord *
play_game (const EuchreRules *rules, guint seed, EuchreStrategy *strategy, guint max_actions,
           guint *discards, guint *upcard_kept)
{
  EuchreRecord *record = euchre_record_new (rules, seed);
  EuchreState s;

  euchre_state_init (&s, rules, seed);
  for (guint i = 0; s.pub.phase != EUCHRE_PHASE_GAME_OVER && i < max_actions; i++)
    {
      EuchreActionList legal;
      EuchreView view;
      EuchreAction a;
      guint seat = s.pub.turn;

      euchre_state_legal_actions (&s, &legal);
      euchre_state_get_view (&s, seat, &view);
      a = euchre_strategy_choose (strategy, &view, &legal, NULL);
      if (a.type == EUCHRE_ACTION_DISCARD && discards != NULL)
        {
          (*discards)++;
          *upcard_kept += a.card != s.pub.upcard;
        }
      g_assert_true (euchre_state_apply (&s, &a, NULL));
      euchre_record_append (record, seat, &a);
    }
  return record;
}

/* Random games of every preset EGN can express: exported and read back,
 * the same actions and scores. */
static void
test_egn_random_games (void)
{
  static const EuchrePreset presets[] = { EUCHRE_PRESET_STANDARD, EUCHRE_PRESET_EECS280,
                                          EUCHRE_PRESET_CS246 };
  guint n_games = g_getenv ("EUCHRE_EGN_GAMES") != NULL
                  ? (guint) g_ascii_strtoull (g_getenv ("EUCHRE_EGN_GAMES"), NULL, 10) : 2000;
  guint not_loner = 0;

  for (guint g = 0; g < n_games; g++)
    {
      EuchreRules rules;
      g_autoptr (EuchreRecord) record = NULL;
      g_autoptr (EuchreStrategy) strategy = NULL;
      g_autoptr (EuchreEgn) egn = NULL;
      g_autoptr (EuchreEgn) back = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      const char *players[] = { "North", "East", "South", "West" };

      euchre_rules_init_preset (&rules, presets[g % G_N_ELEMENTS (presets)]);
      rules.first_dealer = g % 4;
      strategy = euchre_strategy_new ("random", EUCHRE_PERSONALITY_NORMAL, g);
      /* Every tenth game is left unfinished. */
      record = play_game (&rules, 1000 + g, strategy, g % 10 != 0 ? G_MAXUINT : 60, NULL, NULL);
      egn = euchre_egn_from_record (record, players, "random", &error);
      g_assert_no_error (error);
      text = euchre_egn_to_string (egn, &error);
      back = euchre_egn_parse_strict (text, -1, &error);
      g_assert_no_error (error);
      assert_same_game (record, back->record);
      /* The CS 246 lead against an eldest loner is read back from initialLead. */
      if (back->record->rules.alone_lead != rules.alone_lead)
        {
          g_assert_cmpuint (rules.alone_lead, ==, EUCHRE_ALONE_LEAD_NOT_LONER);
          g_assert_cmpuint (back->record->rules.alone_lead, ==, EUCHRE_ALONE_LEAD_ELDEST);
        }
      else if (rules.alone_lead == EUCHRE_ALONE_LEAD_NOT_LONER)
        not_loner++;
      g_assert_cmpstr (back->players[3], ==, "West");
    }
  g_test_message ("%u games, %u CS 246 ones with the eldest going alone", n_games, not_loner);
  g_assert_cmpuint (not_loner, >, n_games / 10);
}

static void
test_egn_refused_variants (void)
{
  static const struct {
    EuchrePreset preset;
    int points;
    const char *message;
  } rows[] = {
    { EUCHRE_PRESET_WEST_VIRGINIA, 0, "EGN cannot record this game: it uses a deck of 21 cards" },
    { EUCHRE_PRESET_BRITISH, 0, "EGN cannot record this game: it uses a deck of 25 cards" },
    { EUCHRE_PRESET_STANDARD, 5, "EGN cannot record this game: it uses a game to 5 points" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      EuchreRules rules;
      g_autoptr (EuchreRecord) record = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreEgn) egn = NULL;

      euchre_rules_init_preset (&rules, rows[i].preset);
      if (rows[i].points)
        rules.points_to_win = rows[i].points;
      record = test_random_record (&rules, 7, 0, NULL);
      egn = euchre_egn_from_record (record, NULL, NULL, &error);
      g_assert_null (egn);
      g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES);
      g_assert_true (g_str_has_prefix (error->message, rows[i].message));
    }

  /* Defending alone: refused only when someone did. */
  {
    EuchreRules rules;
    guint found = 0;

    euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
    rules.defend_alone = TRUE;
    for (guint32 seed = 1; seed < 200 && found == 0; seed++)
      {
        g_autoptr (EuchreRecord) record = test_random_record (&rules, seed, 0, NULL);
        g_autoptr (GError) error = NULL;
        g_autoptr (EuchreEgn) egn = euchre_egn_from_record (record, NULL, NULL, &error);
        gboolean defended = FALSE;

        for (guint k = 0; k < record->entries->len; k++)
          defended = defended || g_array_index (record->entries, EuchreRecordEntry,
                                                k).action.type == EUCHRE_ACTION_DEFEND_ALONE;
        if (defended)
          {
            g_assert_null (egn);
            g_assert_cmpstr (error->message, ==, "EGN cannot record this game: it uses "
                                                 "defending alone");
            found++;
          }
        else
          g_assert_nonnull (egn);
      }
    g_assert_cmpuint (found, ==, 1);
  }
}

/* One deal (the second of six-points-in-two-hands.egn) with @tricks. */
#define DOC_HEAD \
  "{\"fileType\":\"Euchre Game Notation\",\"version\":\"1.0.0\",\"metadata\":{\"title\":\"t\"," \
  "\"players\":[\"Florida\",\"24wil\",\"Bb\",\"Om\"],\"initialScore\":[0,0]," \
  "\"ruleset\":{\"std\":true,\"canadian\":false,\"loner_lead\":\"LEFT_OF_DEALER\"}}," \
  "\"deals\":[{\"dealNumber\":0,\"initialState\":{\"dealer\":1,\"upCard\":\"Qd\"}," \
  "\"phases\":[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Order\"],\"isAlone\":false}," \
  "{\"type\":\"TRICK_PLAY\",\"tricks\":["
#define DOC_TAIL "]}]}]}"
#define T1 "[\"Jd\",\"Ts\",\"Jh\",\"9d\"],"
#define T2 "[\"Ad\",\"Jc\",\"Tc\",\"Qd\"],"
#define T3 "[\"Kd\",\"Kh\",\"Qc\",\"Kc\"],"
#define T4 "[\"As\",\"Ah\",\"Js\",\"9h\"],"
#define T5 "[\"9s\",\"Ac\",\"Ks\",\"Qh\"]"

static const struct {
  const char *name;
  const char *text;
  const char *error;     /* the file is refused with this (a part of it) */
  const char *problem;   /* or read up to this problem */
} bad[] = {
  { "good", DOC_HEAD T1 T2 T3 T4 T5 DOC_TAIL, NULL, NULL },
  { "malformed JSON", DOC_HEAD T1, "this is not an EGN game: it is not valid JSON", NULL },
  { "not an object", "[1, 2]", "this is not an EGN game: it is not a JSON object", NULL },
  /* Found by fuzz-egn: json-glib 1.6 leaked a second value. */
  { "two values", "\"x\" {\"metadata\":{},\"deals\":[]}", "it is not a JSON object", NULL },
  { "text after the object", "{\"metadata\":{},\"deals\":[]} {}", "it is not a JSON object", NULL },
  { "a brace in a string", "{\"metadata\":{\"title\":\"}\\\"}\"},\"deals\":[]}", NULL, NULL },
  { "another file type", "{\"fileType\":\"PGN\"}", "its file type is “PGN”", NULL },
  { "no deals", "{\"metadata\":{}}", "“metadata” or “deals” is missing", NULL },
  { "unknown card", DOC_HEAD T1 "[\"Ad\",\"Zz\",\"Tc\",\"Qd\"]," T3 T4 T5 DOC_TAIL, NULL,
    "Deal 1, trick 2: “Zz” is not a card" },
  { "unknown card in the file", DOC_HEAD T1 "[\"Ad\",\"Xx\",\"Tc\",\"Qd\"]," T3 T4 T5 DOC_TAIL,
    NULL, "Deal 1, trick 2: card 2 is unknown, so the deal cannot be replayed" },
  { "abstract suit", DOC_HEAD T1 "[\"At\",\"Jc\",\"Tc\",\"Qd\"]," T3 T4 T5 DOC_TAIL, NULL,
    "Deal 1, trick 2: “At” names an abstract suit" },
  { "joker", DOC_HEAD T1 "[\"B\",\"Jc\",\"Tc\",\"Qd\"]," T3 T4 T5 DOC_TAIL, NULL,
    "Deal 1, trick 2: the Joker (“B”) is not in the deck" },
  { "wrong trick size", DOC_HEAD T1 "[\"Ad\",\"Jc\",\"Tc\"]," T3 T4 T5 DOC_TAIL, NULL,
    "Deal 1, trick 2: 3 cards; a trick has 4 here" },
  /* Found by fuzz-egn: an empty first trick read an unset seat. */
  { "an empty first trick", DOC_HEAD "[]" DOC_TAIL, NULL, NULL },
  { "an empty trick before others", DOC_HEAD "[]," T5 DOC_TAIL, NULL,
    "Deal 1, trick 1: 0 cards; a trick has 4 here" },
  { "six tricks", DOC_HEAD T1 T2 T3 T4 T5 "," T5 DOC_TAIL, NULL, "Deal 1: 6 tricks; a deal has five" },
  { "duplicate card", DOC_HEAD T1 "[\"Ad\",\"Jc\",\"Jd\",\"Qd\"]," T3 T4 T5 DOC_TAIL, NULL,
    "Deal 1, trick 2: the Jack of Diamonds is played a second time" },
  /* Florida keeps the King of Spades and plays a Club to a Spade lead:
   * read through, the renege noted (tests/test-egn-real.c). */
  { "renege", DOC_HEAD T1 T2 "[\"Kd\",\"Kh\",\"Js\",\"Kc\"],[\"As\",\"Ah\",\"Qc\",\"9h\"]," T5
    DOC_TAIL, NULL, NULL },
  { "missing upcard",
    "{\"metadata\":{},\"deals\":[{\"initialState\":{\"dealer\":1},\"phases\":[]}]}", NULL,
    "Deal 1: the upcard (“upCard”) is missing" },
  { "missing dealer",
    "{\"metadata\":{},\"deals\":[{\"initialState\":{\"upCard\":\"9s\"},\"phases\":[]}]}", NULL,
    "Deal 1: the dealer (a seat 0–3 in “initialState”) is missing" },
  { "missing calls",
    "{\"metadata\":{},\"deals\":[{\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"}}]}", NULL,
    "Deal 1: the calls (a bidding phase with “calls”) are missing" },
  { "the dealer passes under stick the dealer",
    "{\"metadata\":{},\"deals\":[{\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"},\"phases\":"
    "[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Pass\",\"Pass\",\"Pass\",\"Pass\",\"Pass\","
    "\"Pass\",\"Pass\",\"Pass\"]}]}]}", NULL, "Deal 1: Seat 0 cannot make that call:" },
  { "a call after trump",
    "{\"metadata\":{},\"deals\":[{\"initialState\":{\"dealer\":0,\"upCard\":\"9s\"},\"phases\":"
    "[{\"type\":\"EUCHRE_BIDDING\",\"calls\":[\"Order\",\"Order\"]}]}]}", NULL,
    "Deal 1: call 2 comes after trump was made" },
  { "bad score", "{\"metadata\":{\"initialScore\":[12,0]},\"deals\":[]}",
    "the initial score must be two whole numbers from 0 to 9", NULL },
};

static void
test_egn_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (EuchreEgn) egn = euchre_egn_parse (bad[i].text, -1, &error);

      g_test_message ("%s", bad[i].name);
      if (bad[i].error != NULL)
        {
          g_assert_null (egn);
          g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
          g_assert_nonnull (strstr (error->message, bad[i].error));
          continue;
        }
      g_assert_no_error (error);
      g_assert_nonnull (egn);
      if (bad[i].problem == NULL)
        g_assert_null (egn->problem);
      else
        {
          g_assert_nonnull (egn->problem);
          g_assert_true (g_str_has_prefix (egn->problem, bad[i].problem));
          /* The game up to there is kept, and replays. */
          g_assert_true (euchre_record_replay (egn->record, &(EuchreState) { 0 }, NULL));
        }
    }

  /* The renege: read to the end of the deal, marked. */
  {
    g_autoptr (EuchreEgn) egn = NULL;
    EuchreState s;
    guint r = 0;

    while (!g_str_equal (bad[r].name, "renege"))
      r++;
    egn = euchre_egn_parse (bad[r].text, -1, NULL);
    g_assert_true (euchre_record_replay (egn->record, &s, NULL));
    g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_HAND_OVER);
    g_assert_cmpuint (egn->reneges->len, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (egn->notes, 0), ==,
                     "Deal 1, trick 4: Florida reneges: plays the Queen of Clubs but could "
                     "follow Spades; read as played");
  }

  /* A huge file is refused before it is parsed. */
  {
    gsize n = EUCHRE_EGN_MAX_BYTES + 1;
    g_autofree char *huge = g_malloc (n + 1);
    g_autoptr (GError) error = NULL;

    memset (huge, ' ', n);
    huge[n] = '\0';
    g_assert_null (euchre_egn_parse (huge, -1, &error));
    g_assert_nonnull (strstr (error->message, "the file is too large for a game"));
  }

  /* Found by fuzz-egn: json-glib passes an octal escape ("\202", not JSON)
   * on as a raw byte, which is no UTF-8; the title, date and names keep a
   * replacement character and the transcript stays readable. */
  {
    static const char doc[] =
      "{\"metadata\":{\"title\":\"A\\202B\",\"date\":\"\\2026-06-02\","
      "\"players\":[\"N\\377\"]},\"deals\":[]}";
    g_autoptr (GError) error = NULL;
    g_autoptr (EuchreEgn) egn = euchre_egn_parse (doc, -1, &error);
    g_autofree char *transcript = NULL;

    g_assert_no_error (error);
    g_assert_cmpstr (egn->title, ==, "A\xef\xbf\xbd" "B");
    g_assert_true (g_utf8_validate (egn->date, -1, NULL));
    g_assert_true (g_utf8_validate (egn->players[0], -1, NULL));
    transcript = euchre_egn_transcript (egn);
    g_assert_true (g_utf8_validate (transcript, -1, NULL));
    g_assert_nonnull (strstr (transcript, "A\xef\xbf\xbd" "B"));
  }
  /* Written out, a deal that keeps such a byte in a field of its own, or
   * in the names of two (the same name once made valid: one is kept),
   * reads again. */
  {
    g_autoptr (GString) doc = g_string_new (DOC_HEAD T1 T2 T3 T4 T5 DOC_TAIL);
    g_autoptr (GError) error = NULL;
    g_autoptr (EuchreEgn) egn = NULL, again = NULL;
    g_autofree char *written = NULL;

    g_string_replace (doc, "\"dealNumber\":0,",
                      "\"dealNumber\":0,\"note\":\"x\\202\",\"k\\202\":1,\"k\\377\":2,", 1);
    egn = euchre_egn_parse (doc->str, -1, &error);
    g_assert_no_error (error);
    written = euchre_egn_to_string (egn, &error);
    g_assert_true (g_utf8_validate (written, -1, NULL));
    g_assert_nonnull (strstr (written, "\"x\xef\xbf\xbd\""));
    g_assert_nonnull (strstr (written, "\"k\xef\xbf\xbd\" : 1"));
    again = euchre_egn_parse (written, -1, &error);
    g_assert_no_error (error);
    g_assert_null (again->problem);
  }
  {
    static const char *const docs[] = {
      "{\"fileType\":\"P\\202\"}",
      "{\"metadata\":{\"date\":\"\202\"}}",
      "{\"metadata\":{\"ruleset\":{\"loner_lead\":\"X\\202\"}},\"deals\":[]}",
      DOC_HEAD T1 "[\"Ad\",\"A\\202\",\"Tc\",\"Qd\"]," T3 T4 T5 DOC_TAIL,
    };

    for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (EuchreEgn) egn = euchre_egn_parse (docs[i], -1, &error);

        if (egn == NULL)
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        else
          g_assert_true (egn->problem != NULL && g_utf8_validate (egn->problem, -1, NULL));
      }
  }
}

/* A CS 246 save before the first call: its hands, kitty, dealer and score;
 * one taken later is refused. */
static void
test_egn_cs246 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cs246", "human-bids.txt", NULL);
  g_autofree char *mid = g_test_build_filename (G_TEST_DIST, "data", "cs246", "mid-hand.txt", NULL);
  g_autofree char *text = test_read_text (path, NULL);
  g_autofree char *mid_text = test_read_text (mid, NULL);
  g_autofree char *written = NULL;
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (EuchreEgn) back = NULL;
  g_autoptr (GError) error = NULL;
  EuchreCs246Game game;
  EuchreState s;

  g_assert_true (euchre_cs246_load (&game, text, -1, &error));
  egn = euchre_egn_from_cs246 (&game.state, &error);
  g_assert_no_error (error);
  written = euchre_egn_to_string (egn, &error);
  back = euchre_egn_parse_strict (written, -1, &error);
  g_assert_no_error (error);
  g_assert_true (euchre_record_replay (back->record, &s, &error));
  g_assert_cmpuint (s.pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_cmpuint (s.pub.dealer, ==, game.state.pub.dealer);
  g_assert_cmpuint (s.pub.upcard, ==, game.state.pub.upcard);
  g_assert_cmpuint (s.pub.score[0], ==, game.state.pub.score[0]);
  g_assert_cmpuint (s.pub.score[1], ==, game.state.pub.score[1]);
  g_assert_cmpmem (s.hands, sizeof s.hands, game.state.hands, sizeof game.state.hands);
  g_assert_cmpuint (s.kitty, ==, game.state.kitty);

  g_assert_true (euchre_cs246_load (&game, mid_text, -1, NULL));
  g_assert_null (euchre_egn_from_cs246 (&game.state, &error));
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_INVALID_RULES);
  g_assert_nonnull (strstr (error->message, "it was saved after the deal began"));
}

/* @text read, written and read again: the same record, entry for entry,
 * and the same hands; returns what was written. */
static char *
assert_round_trip (const char *text, EuchreEgn **read)
{
  g_autoptr (EuchreEgn) again = NULL;
  g_autoptr (GError) error = NULL;
  EuchreEgn *egn = euchre_egn_parse (text, -1, &error);
  char *written;

  g_assert_no_error (error);
  g_assert_nonnull (egn->problem);
  written = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  again = euchre_egn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_null (again->problem);
  g_assert_cmpuint (euchre_record_length (again->record), ==, euchre_record_length (egn->record));
  g_assert_cmpmem (egn->record->entries->data,
                   egn->record->entries->len * sizeof (EuchreRecordEntry),
                   again->record->entries->data,
                   again->record->entries->len * sizeof (EuchreRecordEntry));
  g_assert_cmpuint (egn->record->hands->len, ==, again->record->hands->len);
  g_assert_cmpmem (egn->record->hands->data, egn->record->hands->len * sizeof (EuchreRecordHand),
                   again->record->hands->data,
                   again->record->hands->len * sizeof (EuchreRecordHand));
  *read = egn;
  return written;
}

/* Files that go wrong in a deal's tricks: the deal is kept up to the
 * tricks, and written and read again it is the same record, entry for
 * entry (the fuzzer's finds).
 * - Hands given as [] (their cards only in the tricks), a lone dealer's
 *   discard not recorded: the cards known from the tricks that were not
 *   kept are written into the hands, so the unknown places fill with the
 *   same cards.
 * - No hands, the dealer's discard not given, the file's first lead not
 *   the rules' (so no trick is kept): the discard was guessed from the
 *   dealer's play in the tricks, which the file written does not hold; it
 *   is written as the guess it is ("guessedDiscard", not "discard": the
 *   transcript still says it is unknown), and read back as the same. */
static void
test_egn_cut_short_round_trip (void)
{
  static const char *const files[] = {
    "lone-dealer-unknown-discard.egn", "guessed-discard-cut-short.egn",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "egn",
                                                     files[i], NULL);
      g_autofree char *text = test_read_text (path, NULL);
      g_autoptr (EuchreEgn) egn = NULL;
      g_autofree char *written = assert_round_trip (text, &egn);

      g_test_message ("%s: %s", files[i], egn->problem);
      if (i == 0)
        g_assert_cmpuint (euchre_record_length (egn->record), ==, 6);
      else
        {
          g_autoptr (EuchreEgn) again = euchre_egn_parse (written, -1, NULL);
          g_autofree char *transcript = euchre_egn_transcript (again);
          g_autofree char *twice = euchre_egn_to_string (again, NULL);
          g_autoptr (GString) unmarked = g_string_new (written);
          g_autoptr (EuchreEgn) guessed_anew = NULL;
          const EuchreRecordEntry *last = &g_array_index (
            egn->record->entries, EuchreRecordEntry, egn->record->entries->len - 1);

          g_assert_cmpint (last->action.type, ==, EUCHRE_ACTION_DISCARD);
          g_assert_nonnull (strstr (written, "\"guessedDiscard\""));
          g_assert_null (strstr (written, "\"discard\""));
          g_assert_nonnull (strstr (transcript, "discards: unknown"));
          /* Written again, the same file. */
          g_assert_cmpstr (twice, ==, written);
          /* Without the mark, the discard is guessed from less: another
           * card, or none (no trick to play). */
          g_string_replace (unmarked, "\"guessedDiscard\"", "\"ignoredDiscard\"", 0);
          guessed_anew = euchre_egn_parse (unmarked->str, -1, NULL);
          g_assert_nonnull (guessed_anew);
          g_assert_true (euchre_record_length (guessed_anew->record) !=
                         euchre_record_length (egn->record) ||
                         memcmp (&g_array_index (guessed_anew->record->entries, EuchreRecordEntry,
                                                 egn->record->entries->len - 1),
                                 last, sizeof *last) != 0);
        }
    }
}

/* @text with every "discard" member of its deals' phases taken out. */
static char *
without_discards (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  JsonArray *deals;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  deals = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "deals");
  for (guint i = 0; i < json_array_get_length (deals); i++)
    {
      JsonArray *phases = json_object_get_array_member (json_array_get_object_element (deals, i),
                                                        "phases");

      for (guint k = 0; k < json_array_get_length (phases); k++)
        {
          JsonObject *phase = json_array_get_object_element (phases, k);

          if (json_object_has_member (phase, "discard"))
            json_object_remove_member (phase, "discard");
        }
    }
  json_generator_set_root (gen, json_parser_get_root (parser));
  return json_generator_to_data (gen, NULL);
}

/* Files that give every hand and every trick but not the dealer's
 * discard (as some programs write them): the discard is the one card of
 * the dealer's six never played, so the games read back whole, the same
 * as played; and written, a discard the file did not give is not written
 * as if it had, while the file reads back the same again. */
static void
test_egn_discard_not_given (void)
{
  guint upcard_played = 0, picked_up = 0, guessed = 0;

  for (guint g = 0; g < 200; g++)
    {
      EuchreRules rules;
      g_autoptr (EuchreRecord) record = NULL;
      g_autoptr (EuchreStrategy) strategy = NULL;
      g_autoptr (EuchreEgn) egn = NULL;
      g_autoptr (EuchreEgn) back = NULL;
      g_autoptr (EuchreEgn) again = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL, *stripped = NULL, *written = NULL, *transcript = NULL;
      /* Every fourth game stops in a hand, its last discard a guess. */
      gboolean finished = g % 4 != 0;

      euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
      strategy = euchre_strategy_new ("simple", EUCHRE_PERSONALITY_NORMAL, g);
      /* The dealer plays the upcard later unless it discards it. */
      record = play_game (&rules, 5000 + g, strategy, finished ? G_MAXUINT : 30 + g,
                          &picked_up, &upcard_played);
      egn = euchre_egn_from_record (record, NULL, "discards", &error);
      g_assert_no_error (error);
      text = euchre_egn_to_string (egn, &error);
      g_assert_no_error (error);
      stripped = without_discards (text);
      g_assert_null (strstr (stripped, "\"discard\""));
      back = euchre_egn_parse_strict (stripped, -1, &error);
      g_assert_no_error (error);
      /* The players followed suit: no discard guessed makes a play look
       * like a renege. */
      g_assert_cmpuint (back->reneges->len, ==, 0);
      if (finished)
        {
          g_assert_nonnull (strstr (text, "\"discard\""));
          assert_same_game (record, back->record);
        }
      /* A discard deduced is shown, a guess is not. */
      transcript = euchre_egn_transcript (back);
      if (finished)
        g_assert_null (strstr (transcript, "discards: unknown"));
      else
        guessed += strstr (transcript, "discards: unknown") != NULL;

      written = euchre_egn_to_string (back, &error);
      g_assert_no_error (error);
      g_assert_null (strstr (written, "\"discard\""));
      again = euchre_egn_parse_strict (written, -1, &error);
      g_assert_no_error (error);
      assert_same_game (back->record, again->record);
    }
  g_test_message ("%u pick-ups, %u with the upcard played; %u games cut short with a guessed "
                  "discard", picked_up, upcard_played, guessed);
  g_assert_cmpuint (upcard_played, >, picked_up / 2);
  g_assert_cmpuint (guessed, >, 5);
}

/* A discard given twice, unknown with the bids and as a card with the
 * tricks (which the reader does not look at, the bids' being there):
 * written, the tricks' one must not become the discard read back. */
static void
test_egn_discard_in_both_phases (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "egn",
                                                 "hands-given-discard-not.egn", NULL);
  g_autofree char *text = test_read_text (path, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (EuchreEgn) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *both = NULL, *written = NULL;
  JsonObject *deal;
  JsonArray *phases;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  deal = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "deals"), 0);
  phases = json_object_get_array_member (deal, "phases");
  /* Deal 1's dealer, seat 0, plays the Nine of Spades in trick 2. */
  json_object_set_string_member (json_array_get_object_element (phases, 0), "discard", "Xx");
  json_object_set_string_member (json_array_get_object_element (phases, 1), "discard", "9s");
  json_generator_set_root (gen, json_parser_get_root (parser));
  both = json_generator_to_data (gen, NULL);

  egn = euchre_egn_parse (both, -1, &error);
  g_assert_no_error (error);
  g_assert_null (egn->problem);
  written = euchre_egn_to_string (egn, &error);
  g_assert_no_error (error);
  again = euchre_egn_parse (written, -1, &error);
  g_assert_no_error (error);
  g_assert_null (again->problem);
  assert_same_game (egn->record, again->record);
}

/* A game that stops in a hand, every hand given, no discard: the dealer
 * trumped a heart lead holding the Ace of Hearts unplayed, so the Ace
 * was its discard; the upcard (the guess before) would have kept the Ace
 * in its hand and made the play a renege. */
static void
test_egn_discard_shown_out (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "egn",
                                                 "discard-shown-out-cut-short.egn", NULL);
  g_autofree char *text = test_read_text (path, NULL);
  g_autoptr (EuchreEgn) egn = NULL;
  g_autoptr (GError) error = NULL;

  egn = euchre_egn_parse_strict (text, -1, &error);
  g_assert_no_error (error);
  g_assert_null (egn->problem);
  g_assert_cmpuint (egn->reneges->len, ==, 0);
  g_assert_cmpuint (egn->notes->len, ==, 0);
}

/* The record's own lines for such games: a starting score and a deal's cards. */
static void
test_egn_record_lines (void)
{
  static const char *const bad_lines[] = {
    "score 4\n", "score 4 x\n", "score 101 0\n", "hand 4 9S\n", "hand 0 9S TS\n",
    "hand 0 ZZ\n",
  };
  g_autoptr (GError) error = NULL;
  const char *head = "euchre-game 1\nrules points=10 deck=24 shuffle=random\nseed 1\n";

  for (guint i = 0; i < G_N_ELEMENTS (bad_lines); i++)
    {
      g_autofree char *text = g_strconcat ("euchre-game 1\nrules shuffle=none\n", bad_lines[i], NULL);
      g_autoptr (GError) local = NULL;

      g_assert_null (euchre_record_parse (text, NULL, &local));
      g_assert_error (local, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (local->message, "line 3: "));
    }
  /* Found by fuzz-record: a starting score the game is already won at. */
  {
    g_autoptr (GError) local = NULL;

    g_assert_null (euchre_record_parse ("euchre-game 1\nrules points=9\nscore 4 9\n0 deal\n", NULL,
                                        &local));
    g_assert_cmpstr (local->message, ==, "line 4: the starting score must be below the points to win");
    g_clear_error (&local);
    g_assert_null (euchre_record_parse ("euchre-game 1\nscore 10 0\n", NULL, &local));
    g_assert_cmpstr (local->message, ==, "line 1: the starting score must be below the points to win");
  }
  /* A deal's cards need the pack dealt as it lies. */
  {
    g_autofree char *text = g_strconcat (head, "hand 0 9S TS JS QS KS AS 9H TH JH QH KH AH 9C TC JC "
                                         "QC KC AC 9D TD JD QD KD AD\n0 deal\n", NULL);

    g_assert_null (euchre_record_parse (text, NULL, &error));
    g_assert_cmpstr (error->message, ==, "line 4: a deal’s own cards need the rules shuffle=none");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/egn/examples", test_egn_examples);
  g_test_add_func ("/euchre/egn/unknown-cards", test_egn_unknown_cards);
  g_test_add_func ("/euchre/egn/random-games", test_egn_random_games);
  g_test_add_func ("/euchre/egn/refused-variants", test_egn_refused_variants);
  g_test_add_func ("/euchre/egn/bad-input", test_egn_bad_input);
  g_test_add_func ("/euchre/egn/cs246", test_egn_cs246);
  g_test_add_func ("/euchre/egn/record-lines", test_egn_record_lines);
  g_test_add_func ("/euchre/egn/cut-short-round-trip", test_egn_cut_short_round_trip);
  g_test_add_func ("/euchre/egn/discard-not-given", test_egn_discard_not_given);
  g_test_add_func ("/euchre/egn/discard-in-both-phases", test_egn_discard_in_both_phases);
  g_test_add_func ("/euchre/egn/discard-shown-out", test_egn_discard_shown_out);
  return g_test_run ();
}
