/* test-table.c — the table widget in a real window (under Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a screen reader finds on the table: the score, trump and its
 * maker, the dealer, the upcard, the cards of the trick, every seat's bid
 * (all hand long, after a resume too) and a live status line, each by its
 * accessible name; and where the readable parts lie (nothing over the
 * person's cards).
 */
#define G_LOG_DOMAIN "euchre-test"

#include <string.h>

#include <adwaita.h>

#include "euchre-resources.h"
#include "euchre-table.h"
#include "euchre-table-private.h"
#include "euchre-game-private.h"
#include "euchre-ui-text.h"
#include "test-ui.h"
#include "test-util.h"

typedef struct {
  GtkWidget *window;
  EuchreTable *table;
  EuchreGame *game;
  EuchreCardTheme *theme;
  int width, height;            /* wait_size: the size asked */
} Fixture;

static gboolean
table_idle (gpointer table)
{
  return !euchre_table_get_busy (table);
}

/* Lets the table show what the game just did, and draw it. */
static void
settle (Fixture *f)
{
  test_wait_until (table_idle, f->table, "the table's moves to end", 10000);
  test_ui_wait_frame (f->window);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->game = euchre_game_new ();
  euchre_game_set_ai_delay_ms (f->game, 0);
  /* The computer players wait: each test moves the game itself. */
  euchre_game_set_paused (f->game, TRUE);
  f->theme = euchre_card_theme_new ("default", NULL);
  g_assert_nonnull (f->theme);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 800, 600);
  f->table = EUCHRE_TABLE (euchre_table_new ());
  /* No animations: what the game says is shown at once. */
  euchre_table_set_animation_speed (f->table, 0);
  euchre_table_set_trick_pause (f->table, 0);
  euchre_table_set_theme (f->table, f->theme);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->table));
  euchre_table_set_game (f->table, f->game);
  gtk_window_present (GTK_WINDOW (f->window));
  test_ui_wait_mapped (f->window, "the window on screen");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  test_wait_drain ();
  g_assert_finalize_object (f->theme);
  g_assert_finalize_object (f->game);
}

/* Loads the game that @moves make from a fixed deal (scripted_record). */
static void
load (Fixture *f, guint first_dealer, const char *const *moves)
{
  g_autofree char *text = scripted_record (first_dealer, moves);
  g_autoptr (GError) error = NULL;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  settle (f);
}

static void
assert_named (Fixture *f, const char *name)
{
  if (!test_ui_find_name (GTK_WIDGET (f->table), name))
    g_error ("nothing on the table is named “%s”", name);
}

static void
assert_not_named (Fixture *f, const char *name)
{
  if (test_ui_find_name (GTK_WIDGET (f->table), name))
    g_error ("something on the table is still named “%s”", name);
}

/* The table's own children and its board view's, flat: what lies on the felt. */
static GPtrArray *
felt_children (GtkWidget *table)
{
  GPtrArray *out = g_ptr_array_new ();

  for (GtkWidget *c = gtk_widget_get_first_child (table); c; c = gtk_widget_get_next_sibling (c))
    if (EUCHRE_IS_BOARD_VIEW (c))
      for (GtkWidget *v = gtk_widget_get_first_child (c); v; v = gtk_widget_get_next_sibling (v))
        g_ptr_array_add (out, v);
    else
      g_ptr_array_add (out, c);
  return out;
}

/* The label under @root, shown or not, whose text starts with @prefix. */
static GtkWidget *
find_text (GtkWidget *root, const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_text (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
card_name (EuchreCard card)
{
  return euchre_name_card (card);
}

static void
test_bidding (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", NULL };
  const EuchreState *s;
  g_autofree char *upcard = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (GError) error = NULL;

  /* East deals, so the person bids first. */
  load (f, 3, moves);
  s = euchre_game_get_state (f->game);
  upcard = card_name (s->pub.upcard);

  assert_named (f, "Score: You & Partner: 0, West & East: 0, Playing to 10");
  assert_named (f, "East deals this hand");
  expected = g_strdup_printf ("Upcard: %s", upcard);
  assert_named (f, expected);
  assert_named (f, "You, to play");
  assert_not_named (f, "West deals this hand");

  /* The person passes: the status line says so, and the bid stays up. */
  g_assert_true (euchre_game_pass (f->game, &error));
  g_assert_no_error (error);
  settle (f);
  assert_named (f, "You: Pass");
  assert_named (f, "You bid: Pass");
}

/* Each seat's sentences are whole ones, in each language's grammar: "You
 * deal this hand" (not "You deals"); the computer players' levels say
 * whose they are. */
static void
test_seat_sentences (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "pass", "pass", "pass", NULL };
  const char *language = data;
  gboolean de = g_str_equal (language, "de");

  /* The person deals; the three others pass. */
  load (f, 0, moves);
  for (guint seat = 1; seat < 4; seat++)
    euchre_table_set_seat_tag (f->table, seat, "Medium · Normal");
  settle (f);
  if (de)
    {
      assert_named (f, "Du gibst in dieser Runde");
      assert_named (f, "Gebot von West: Passe");
      assert_named (f, "Ost, Computerspieler: Medium · Normal");
      assert_not_named (f, "Gebot von Du: Passe");
    }
  else
    {
      assert_named (f, "You deal this hand");
      assert_not_named (f, "You deals this hand");
      assert_named (f, "West bid: Pass");
      assert_named (f, "West, computer player: Medium · Normal");
      assert_named (f, "Partner, computer player: Medium · Normal");
      assert_named (f, "East, computer player: Medium · Normal");
      /* No label is named only "Medium · Normal", without its seat. */
      assert_not_named (f, "Medium · Normal");
    }
  if (de)
    {
      g_autoptr (GError) error = NULL;

      /* The person passes too: "Dein Gebot", not "Gebot von Du". */
      g_assert_true (euchre_game_pass (f->game, &error));
      g_assert_no_error (error);
      settle (f);
      assert_named (f, "Dein Gebot: Passe");
      assert_not_named (f, "Gebot von Du: Passe");
    }
}

static void
test_seat_sentences_de (void)
{
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("de");
  fixture_set_up (&f, NULL);
  test_seat_sentences (&f, "de");
  fixture_tear_down (&f, NULL);
}

static void
test_mid_trick (Fixture *f, gconstpointer data)
{
  /* West deals; the partner orders up; West discards; the partner and
   * East play to the first trick. */
  const char *const moves[] = { "deal", "order", "any", "any", "any", NULL };
  const EuchreState *s;
  const EuchrePublic *p;
  g_autofree char *contract = NULL;

  load (f, 1, moves);
  s = euchre_game_get_state (f->game);
  p = &s->pub;
  g_assert_cmpuint (p->phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (p->maker, ==, 2);

  /* The dealer took the upcard: which card, until the first trick ends. */
  {
    g_autofree char *upcard = card_name (p->upcard);

    contract = g_strdup_printf ("Trump: %s %s. Made by Partner. West picked up the %s",
                                euchre_name_suit_symbol (p->trump), euchre_name_suit (p->trump),
                                upcard);
  }
  assert_named (f, contract);
  /* The bidding, in order, behind the contract. */
  {
    GtkWidget *bids = find_text (GTK_WIDGET (f->table), "First round:");

    g_assert_nonnull (bids);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (bids)), ==,
                     "First round:\nPartner bid: Order up");
  }
  assert_named (f, "West deals this hand");
  assert_named (f, "Partner bid: Order up");
  for (guint seat = 0; seat < 4; seat++)
    {
      EuchreCard card = p->trick[0][seat];
      g_autofree char *name = NULL;
      g_autofree char *expected = NULL;

      if (card == EUCHRE_CARD_NONE)
        continue;
      name = card_name (card);
      expected = g_strdup_printf ("%s: %s", euchre_name_seat (seat), name);
      assert_named (f, expected);
    }
  /* Each side's tricks in this hand, none yet. */
  assert_named (f, "Score: You & Partner: 0, West & East: 0, Playing to 10, "
                   "Tricks this hand: 0 – 0");
  /* The upcard went to the dealer's hand: it is no longer on the table. */
  {
    g_autofree char *upcard = card_name (p->upcard);
    g_autofree char *expected = g_strdup_printf ("Upcard: %s", upcard);

    assert_not_named (f, expected);
  }
}

/* Once the first trick is over, the picked-up card is no longer said;
 * the bidding stays, both rounds in order. */
static void
test_pickup_until_first_trick (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "pass", "pass", "pass", "pass", "pass", "call",
                                "any", "any", "any", "any", NULL };
  const char *const ordered[] = { "deal", "pass", "order", "any", "any", "any", "any", "any",
                                  NULL };
  const EuchrePublic *p;
  g_autofree char *contract = NULL;
  GtkWidget *bids;

  /* West deals; the partner passes, East orders West up; West discards
   * and the first trick is played. */
  load (f, 1, ordered);
  p = &euchre_game_get_state (f->game)->pub;
  g_assert_cmpuint (p->trick_number, ==, 1);
  contract = g_strdup_printf ("Trump: %s %s. Made by East", euchre_name_suit_symbol (p->trump),
                              euchre_name_suit (p->trump));
  assert_named (f, contract);

  /* Round 2: West deals, all pass, the partner passes, East calls. */
  load (f, 1, moves);
  p = &euchre_game_get_state (f->game)->pub;
  g_assert_cmpuint (p->bid_round, ==, 2);
  bids = find_text (GTK_WIDGET (f->table), "First round:");
  g_assert_nonnull (bids);
  g_test_message ("%s", gtk_label_get_text (GTK_LABEL (bids)));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (bids)),
                                   "First round:\nPartner bid: Pass\nEast bid: Pass\n"
                                   "You bid: Pass\nWest bid: Pass\nSecond round:\n"
                                   "Partner bid: Pass\nEast bid: "));
}

/* The person's cards, when they must follow suit: each playable card is
 * named so, each other one says why not, in the engine's own words (the
 * table judges from seat 0's view what the full state judges). */
static void
test_card_states (Fixture *f, gconstpointer data)
{
  /* The person deals; West orders up; the person discards; West, the
   * partner and East play: the person follows, with two cards of five. */
  const char *const moves[] = { "deal", "order", "any", "any", "any", "any", NULL };
  const EuchreState *s;
  EuchreCardSet plays;
  guint unplayable = 0;

  load (f, 0, moves);
  s = euchre_game_get_state (f->game);
  g_assert_cmpuint (s->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  plays = euchre_state_legal_plays (s);
  for (EuchreCardSet h = s->hands[EUCHRE_HUMAN_SEAT]; h; h &= h - 1)
    {
      EuchreCard card = euchre_card_set_first (h);
      GtkWidget *button = euchre_table_get_card_button (f->table, card);
      g_autofree char *name = card_name (card);
      g_autofree char *expected = NULL;
      g_autofree char *mismatch = NULL;

      g_assert_nonnull (button);
      if (plays & EUCHRE_CARD_BIT (card))
        {
          expected = g_strdup_printf ("%s, playable", name);
          g_assert_null (gtk_widget_get_tooltip_text (button));
          g_assert_true (gtk_widget_has_css_class (button, "playable"));
        }
      else
        {
          g_autoptr (GError) error = NULL;
          EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, card, 0, FALSE);

          g_assert_false (euchre_state_check (s, &a, &error));
          g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_MUST_FOLLOW);
          expected = g_strdup_printf ("%s, not playable: %s", name, error->message);
          g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, error->message);
          g_assert_true (gtk_widget_has_css_class (button, "unplayable"));
          unplayable++;
        }
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
      g_assert_null (mismatch);
    }
  /* The deal gives the person both kinds of card. */
  g_assert_cmpuint (unplayable, >, 0);
  g_assert_cmpuint (unplayable, <, euchre_card_set_count (s->hands[EUCHRE_HUMAN_SEAT]));
}

static gboolean
trick_ringed (gpointer data)
{
  EuchreTable *table = data;

  return table->trick_winner != EUCHRE_SEAT_NONE && table->pause_id != 0 &&
         table->flights.n == 0;
}

/* The table as drawn, in premultiplied BGRA bytes (Cairo's ARGB32). */
static guchar *
render_table (Fixture *f, int *width, int *height, gsize *stride)
{
  g_autoptr (GdkTexture) texture = test_ui_render (GTK_WIDGET (f->table), NULL);
  guchar *pixels;

  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  *stride = (gsize) *width * 4;
  pixels = g_malloc (*stride * *height);
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

/* The winning card's ring is drawn over the cards played after it
 * (issue 24, item 15: it was drawn under them, cut where they lie): all
 * along its straight sides, the ring's colour shows. */
static void
test_winner_ring_on_top (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "order", "any", "any", "any", "any", NULL };
  const EuchreState *s;
  EuchreCardSet plays;
  EuchreCard losing = EUCHRE_CARD_NONE;
  const EuchreTableLayout *l = &f->table->layout;
  graphene_rect_t ring;
  float band, radius;
  guint winner, later_over = 0, seen = 0, ringed = 0;
  g_autofree guchar *pixels = NULL;
  int w, h;
  gsize stride;

  euchre_table_set_trick_pause (f->table, 600000);
  load (f, 0, moves);
  s = euchre_game_get_state (f->game);
  g_assert_cmpuint (s->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  /* A card that loses the trick: the ring is then on a card that later
   * cards can lie over. */
  plays = euchre_state_legal_plays (s);
  for (EuchreCardSet p = plays; p && losing == EUCHRE_CARD_NONE; p &= p - 1)
    {
      EuchreState after = *s;
      EuchreAction a = euchre_action_make (EUCHRE_ACTION_PLAY, euchre_card_set_first (p), 0, FALSE);

      g_assert_true (euchre_state_apply (&after, &a, NULL));
      if (after.pub.trick_winner[0] != EUCHRE_HUMAN_SEAT)
        losing = euchre_card_set_first (p);
    }
  g_assert_cmpuint (losing, !=, EUCHRE_CARD_NONE);
  g_assert_true (euchre_game_play (f->game, losing, NULL));
  test_wait_until (trick_ringed, f->table, "the trick won and ringed", 10000);
  test_ui_wait_frame (f->window);
  winner = f->table->trick_winner;
  g_assert_cmpuint (winner, !=, EUCHRE_HUMAN_SEAT);

  euchre_table_layout_winner_ring (l, winner, &ring, &band, &radius);
  /* The cards played after the winner's, up to the leader's. */
  for (guint seat = (winner + 1) % 4; seat != s->pub.trick_leader[0]; seat = (seat + 1) % 4)
    if (graphene_rect_intersection (&ring, &l->trick[seat], NULL))
      later_over++;
  g_assert_cmpuint (later_over, >, 0);

  pixels = render_table (f, &w, &h, &stride);
  for (int side = 0; side < 4; side++)
    {
      float x0 = ring.origin.x, y0 = ring.origin.y;
      float x1 = x0 + ring.size.width, y1 = y0 + ring.size.height;
      float mid = band / 2;
      int n = (side < 2 ? (int) ring.size.width : (int) ring.size.height);

      for (int i = 0; i < n; i++)
        {
          float t = (side < 2 ? x0 : y0) + i;
          int x, y;
          const guchar *px;

          if (t < (side < 2 ? x0 : y0) + radius + band || t > (side < 2 ? x1 : y1) - radius - band)
            continue;
          x = (int) (side == 0 || side == 1 ? t : side == 2 ? x0 + mid : x1 - mid);
          y = (int) (side == 2 || side == 3 ? t : side == 0 ? y0 + mid : y1 - mid);
          if (x < 0 || y < 0 || x >= w || y >= h)
            continue;
          px = pixels + (gsize) y * stride + (gsize) x * 4;
          seen++;
          /* The ring's gold (0.98, 0.83, 0.25): B, G, R in memory. */
          if (ABS (px[2] - 250) < 40 && ABS (px[1] - 212) < 40 && ABS (px[0] - 64) < 60)
            ringed++;
        }
    }
  g_assert_cmpuint (seen, >, 40);
  g_test_message ("%u of %u points of the ring's sides show its colour", ringed, seen);
  g_assert_cmpuint (ringed, ==, seen);
}

/* Every seat's bid stays up through the tricks, and a resumed game
 * (loaded from its record) shows them too. */
static void
test_bids_kept (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "pass", "pass", "pass", "pass", "call",
                                "any", "any", "any", "any", "any", NULL };
  const EuchreState *s;
  g_autofree char *called = NULL;

  load (f, 3, moves);
  s = euchre_game_get_state (f->game);
  g_assert_cmpuint (s->pub.trick_number, ==, 1);
  g_assert_cmpuint (s->pub.maker, ==, 0);
  called = g_strdup_printf ("You bid: %s", euchre_name_suit (s->pub.trump));
  assert_named (f, called);
  assert_named (f, "West bid: Pass");
  assert_named (f, "Partner bid: Pass");
  assert_named (f, "East bid: Pass");
}

/* The labels (score, contract, seats) lie clear of each other. */
static void
assert_labels_apart (Fixture *f, int width, int height)
{
  GtkWidget *table = GTK_WIDGET (f->table);
  g_autoptr (GPtrArray) children = felt_children (table);

  for (guint i = 0; i < children->len; i++)
    for (guint j = i + 1; j < children->len; j++)
      {
        GtkWidget *a = children->pdata[i], *b = children->pdata[j];
        graphene_rect_t ra, rb;

        if (!gtk_widget_get_visible (a) || !gtk_widget_get_visible (b) ||
            !(gtk_widget_has_css_class (a, "table-panel") || gtk_widget_has_css_class (a, "seat")) ||
            !(gtk_widget_has_css_class (b, "table-panel") || gtk_widget_has_css_class (b, "seat")) ||
            !gtk_widget_compute_bounds (a, table, &ra) || !gtk_widget_compute_bounds (b, table, &rb))
          continue;
        if (graphene_rect_intersection (&ra, &rb, NULL))
          g_error ("at %dx%d two labels overlap: %.0f,%.0f %.0fx%.0f and %.0f,%.0f %.0fx%.0f",
                   width, height, ra.origin.x, ra.origin.y, ra.size.width, ra.size.height,
                   rb.origin.x, rb.origin.y, rb.size.width, rb.size.height);
      }
}

static gboolean
has_size (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (f->window) == f->width &&
         gtk_widget_get_height (f->window) == f->height;
}

/* Waits until the window has the @size asked of it, laid out and drawn. */
static void
wait_size (Fixture *f, const int size[2])
{
  g_autofree char *what = g_strdup_printf ("the window at %dx%d", size[0], size[1]);

  f->width = size[0];
  f->height = size[1];
  test_wait_until (has_size, f, what, 10000);
  settle (f);
}

/* The readable parts lie off the person's cards, at every size. */
static void
test_nothing_over_hand (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "order", "any", "any", "any", NULL };
  const int sizes[][2] = { { 560, 480 }, { 800, 600 }, { 1280, 800 }, { 3840, 2160 } };

  load (f, 1, moves);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      const EuchreState *s = euchre_game_get_state (f->game);

      gtk_window_set_default_size (GTK_WINDOW (f->window), sizes[i][0], sizes[i][1]);
      wait_size (f, sizes[i]);
      assert_labels_apart (f, sizes[i][0], sizes[i][1]);
      for (EuchreCardSet h = s->hands[0]; h; h &= h - 1)
        {
          GtkWidget *button = euchre_table_get_card_button (f->table, euchre_card_set_first (h));
          graphene_rect_t card;

          g_assert_nonnull (button);
          g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (f->table), &card));
          g_autoptr (GPtrArray) children = felt_children (GTK_WIDGET (f->table));

          for (guint c = 0; c < children->len; c++)
            {
              GtkWidget *child = children->pdata[c];
              graphene_rect_t r;

              if (child == button || gtk_widget_has_css_class (child, "card") ||
                  !gtk_widget_get_visible (child) ||
                  !gtk_widget_compute_bounds (child, GTK_WIDGET (f->table), &r))
                continue;
              if (graphene_rect_intersection (&r, &card, NULL))
                g_error ("at %dx%d a %s (%.0f,%.0f %.0fx%.0f) lies over the person's cards",
                         sizes[i][0], sizes[i][1], G_OBJECT_TYPE_NAME (child), r.origin.x,
                         r.origin.y, r.size.width, r.size.height);
            }
        }
    }
}

/* At the smallest window (560x480), the next deal's upcard lies clear of
 * the last hand's result and its Review Hand button, whoever deals
 * (issue 24: the north dealer's covered the button). */
static void
test_upcard_clear_of_panel (Fixture *f, gconstpointer data)
{
  const int size[2] = { 560, 480 };

  gtk_window_set_default_size (GTK_WINDOW (f->window), size[0], size[1]);
  for (guint first = 0; first < 4; first++)
    {
      const char *moves[26] = { "deal", "order", NULL };
      GtkWidget *table = GTK_WIDGET (f->table), *upcard = NULL, *review = NULL;
      graphene_rect_t u, r;

      for (guint i = 2; i < 23; i++)
        moves[i] = "any";
      moves[23] = "deal";
      moves[24] = NULL;
      load (f, first, moves);
      wait_size (f, size);
      g_assert_cmpuint (euchre_game_get_state (f->game)->pub.phase, ==, EUCHRE_PHASE_BID1);
      g_autoptr (GPtrArray) children = felt_children (table);

      for (guint i = 0; i < children->len; i++)
        if (gtk_widget_has_css_class (children->pdata[i], "table-card") &&
            gtk_widget_get_visible (children->pdata[i]))
          upcard = children->pdata[i];
      review = find_text (table, "Review Hand");
      g_assert_nonnull (upcard);
      g_assert_nonnull (review);
      g_assert_true (gtk_widget_get_mapped (review));
      g_assert_true (gtk_widget_compute_bounds (upcard, table, &u));
      g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (review), table, &r));
      if (graphene_rect_intersection (&u, &r, NULL))
        g_error ("dealer %u: the upcard (%.0f,%.0f %.0fx%.0f) lies over Review Hand "
                 "(%.0f,%.0f %.0fx%.0f)", (first + 1) & 3, u.origin.x, u.origin.y, u.size.width,
                 u.size.height, r.origin.x, r.origin.y, r.size.width, r.size.height);
      assert_labels_apart (f, size[0], size[1]);
    }
}

/* Whether the last hand's result shows in the corner panel: its Review
 * Hand button, mapped. */
static gboolean
summary_shown (Fixture *f)
{
  GtkWidget *review = find_text (GTK_WIDGET (f->table), "Review Hand");

  return review != NULL && gtk_widget_get_mapped (review);
}

/* Undo back into the next hand (issue 42.9): the person made trump there,
 * so the last hand's result gave way; after the undo the corner panel
 * must not hold that result and its Review Hand again, as if the hand
 * just taken back were still the news. */
static void
test_undo_clears_summary (Fixture *f, gconstpointer data)
{
  const char *moves[26] = { "deal", "order", NULL };
  g_autoptr (GError) error = NULL;

  for (guint i = 2; i < 23; i++)
    moves[i] = "any";
  moves[23] = "deal";
  moves[24] = NULL;
  /* The second hand is East's to deal: the person bids first in it. */
  load (f, 2, moves);
  g_assert_cmpuint (euchre_game_get_state (f->game)->pub.turn, ==, EUCHRE_HUMAN_SEAT);
  g_assert_true (summary_shown (f));
  g_assert_true (euchre_game_order_up (f->game, FALSE, &error));
  g_assert_no_error (error);
  settle (f);
  g_assert_false (summary_shown (f));
  g_assert_true (euchre_game_undo (f->game, &error));
  g_assert_no_error (error);
  settle (f);
  g_assert_cmpuint (euchre_game_get_state (f->game)->pub.phase, ==, EUCHRE_PHASE_BID1);
  g_assert_false (summary_shown (f));
  assert_not_named (f, "Review Hand");
}

/* The same in German, whose words are longer: the build's own catalogue. */
static void
test_nothing_over_hand_de (void)
{
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("de");
  fixture_set_up (&f, NULL);
  test_nothing_over_hand (&f, NULL);
  fixture_tear_down (&f, NULL);
}

/* The person made trump: "Made by you", a sentence of its own, so that
 * German can say "Von dir angesagt" (not "Angesagt von Du"). */
static void
test_made_by_you (Fixture *f, gconstpointer data)
{
  /* North deals: the person bids first and orders the dealer up. */
  const char *const moves[] = { "deal", "order", NULL };
  const char *language = data;
  const EuchrePublic *p;
  g_autofree char *contract = NULL;

  load (f, 3, moves);
  p = &euchre_game_get_state (f->game)->pub;
  g_assert_cmpuint (p->maker, ==, EUCHRE_HUMAN_SEAT);
  {
    g_autofree char *card = euchre_name_card (p->upcard);
    /* East, the dealer, took the upcard: said until the first trick ends. */
    g_autofree char *pickup = g_strdup_printf (g_str_equal (language, "de")
                                               ? "Ost hat aufgenommen: %s"
                                               : "East picked up the %s", card);

    contract = g_strdup_printf ("%s %s %s. %s. %s",
                                g_str_equal (language, "de") ? "Trumpf:" : "Trump:",
                                euchre_name_suit_symbol (p->trump), euchre_name_suit (p->trump),
                                g_str_equal (language, "de") ? "Von dir angesagt" : "Made by you",
                                pickup);
  }
  assert_named (f, contract);
}

static void
test_made_by_you_de (void)
{
  Fixture f = { 0 };

  if (!test_ui_in_subprocess ())
    return;
  test_ui_use_language ("de");
  fixture_set_up (&f, NULL);
  test_made_by_you (&f, "de");
  fixture_tear_down (&f, NULL);
}

/* The left bower is shown as a trump (issue 42.2): after trump is made,
 * each of the person's trump cards, the jack of trump's colour among them,
 * is marked "trump" (the table draws a bar over it) and says so to a
 * screen reader; the trump cards lie together at the right. */
static void
test_left_bower (Fixture *f, gconstpointer data)
{
  const char *bid1[] = { "deal", NULL };
  const EuchreState *s;
  EuchreCard jack = EUCHRE_CARD_NONE;
  EuchreSuit trump;
  g_autofree char *call = NULL;
  gboolean seen_trump = FALSE;

  /* The person bids first (East deals) and holds a jack in this deal. */
  load (f, 3, bid1);
  s = euchre_game_get_state (f->game);
  for (EuchreCardSet h = s->hands[EUCHRE_HUMAN_SEAT]; h; h &= h - 1)
    if (euchre_card_rank (euchre_card_set_first (h)) == EUCHRE_JACK)
      jack = euchre_card_set_first (h);
  g_assert_cmpuint (jack, !=, EUCHRE_CARD_NONE);
  /* Trump the other suit of its colour: the jack becomes the left bower. */
  trump = euchre_suit_partner (euchre_card_suit (jack));
  {
    EuchreAction a = euchre_action_make (EUCHRE_ACTION_CALL, 0, trump, FALSE);

    call = euchre_action_to_string (&a);
  }
  if (trump == euchre_card_suit (s->pub.upcard))
    {
      const char *const moves[] = { "deal", "order", NULL };

      load (f, 3, moves);
    }
  else
    {
      const char *const moves[] = { "deal", "pass", "pass", "pass", "pass", call, NULL };

      load (f, 3, moves);
    }
  g_assert_cmpuint (s->pub.trump, ==, trump);
  g_assert_true (euchre_card_is_left_bower (jack, trump));

  {
    GtkWidget *left = euchre_table_get_card_button (f->table, jack);
    g_autofree char *mismatch = NULL;

    g_assert_nonnull (left);
    g_assert_true (gtk_widget_has_css_class (left, "trump"));
    mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (left),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                   "Trump: the left bower. "
                                                   "A white bar marks each of your trumps.");
    if (mismatch)
      g_error ("%s", mismatch);
  }
  /* Every card: marked if and only if it is a trump; trumps after the rest. */
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (f->table)); b;
       b = gtk_widget_get_next_sibling (b))
    {
      EuchreCard card;
      gboolean is_trump;

      if (!gtk_widget_has_css_class (b, "card") || !gtk_widget_get_visible (b))
        continue;
      card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "card"));
      is_trump = euchre_card_effective_suit (card, trump) == trump;
      g_assert_cmpint (gtk_widget_has_css_class (b, "trump"), ==, is_trump);
      if (is_trump)
        seen_trump = TRUE;
      else
        g_assert_false (seen_trump);
      if (is_trump && card != jack)
        {
          g_autofree char *mismatch =
            gtk_test_accessible_check_property (GTK_ACCESSIBLE (b),
                                                GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Trump");

          g_assert_null (mismatch);
        }
    }
  g_assert_true (seen_trump);
}

/* Each side's tricks are counted in the score box while the hand is
 * played (issue 42.2): "Tricks this hand: 0 – 1", ours first. */
static void
test_side_tricks (Fixture *f, gconstpointer data)
{
  const char *const moves[] = { "deal", "order", "any", "any", "any", "any", "any", "any", NULL };
  const EuchrePublic *p;
  g_autofree char *tricks = NULL;
  g_autofree char *said = NULL;
  const char *text;

  load (f, 1, moves);
  p = &euchre_game_get_state (f->game)->pub;
  g_assert_cmpuint (p->phase, ==, EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (p->tricks[0] + p->tricks[1], ==, 1);
  text = gtk_label_get_text (GTK_LABEL (find_text (GTK_WIDGET (f->table), "You & Partner")));
  /* No break around the dash: "0 – 1" is never broken on a phone. */
  tricks = g_strdup_printf ("\nTricks this hand: %u\u00a0–\u2060\u00a0%u", p->tricks[0],
                            p->tricks[1]);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_suffix (text, tricks));
  /* Wrapped at any width, the two numbers and the dash share a line
   * (at 360 pixels it read "0 –" above "1"). */
  {
    GtkWidget *label = find_text (GTK_WIDGET (f->table), "You & Partner");
    g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
    int end = (int) strlen (text) - 1;
    int first = end - (int) strlen ("0\u00a0–\u2060\u00a00") + 1;

    pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
    for (int width = 10; width <= 300; width += 2)
      {
        int line_first, line_end;

        pango_layout_set_width (layout, width * PANGO_SCALE);
        pango_layout_index_to_line_x (layout, first, FALSE, &line_first, NULL);
        pango_layout_index_to_line_x (layout, end, FALSE, &line_end, NULL);
        g_assert_cmpint (line_first, ==, line_end);
      }
  }
  said = g_strdup_printf ("Score: You & Partner: %u, West & East: %u, Playing to 10, "
                          "Tricks this hand: %u – %u", p->score[0], p->score[1], p->tricks[0],
                          p->tricks[1]);
  assert_named (f, said);
  /* Before trump is made there is nothing to count. */
  {
    const char *const bid[] = { "deal", NULL };

    load (f, 1, bid);
    text = gtk_label_get_text (GTK_LABEL (find_text (GTK_WIDGET (f->table), "You & Partner")));
    g_assert_null (strstr (text, "Tricks"));
  }
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/table/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  g_test_add ("/euchre/table/accessible/bidding", Fixture, NULL, fixture_set_up, test_bidding,
              fixture_tear_down);
  g_test_add ("/euchre/table/accessible/seat-sentences", Fixture, "en", fixture_set_up,
              test_seat_sentences, fixture_tear_down);
  g_test_add_func ("/euchre/table/accessible/seat-sentences/de", test_seat_sentences_de);
  g_test_add ("/euchre/table/accessible/mid-trick", Fixture, NULL, fixture_set_up,
              test_mid_trick, fixture_tear_down);
  g_test_add ("/euchre/table/pickup-until-first-trick", Fixture, NULL, fixture_set_up,
              test_pickup_until_first_trick, fixture_tear_down);
  g_test_add ("/euchre/table/accessible/card-states", Fixture, NULL, fixture_set_up,
              test_card_states, fixture_tear_down);
  g_test_add ("/euchre/table/winner-ring-on-top", Fixture, NULL, fixture_set_up,
              test_winner_ring_on_top, fixture_tear_down);
  g_test_add ("/euchre/table/bids-kept", Fixture, NULL, fixture_set_up, test_bids_kept,
              fixture_tear_down);
  g_test_add ("/euchre/table/nothing-over-hand", Fixture, NULL, fixture_set_up,
              test_nothing_over_hand, fixture_tear_down);
  g_test_add_func ("/euchre/table/nothing-over-hand/de", test_nothing_over_hand_de);
  g_test_add ("/euchre/table/undo-clears-summary", Fixture, NULL, fixture_set_up,
              test_undo_clears_summary, fixture_tear_down);
  g_test_add ("/euchre/table/upcard-clear-of-panel", Fixture, NULL, fixture_set_up,
              test_upcard_clear_of_panel, fixture_tear_down);
  g_test_add ("/euchre/table/accessible/made-by-you", Fixture, "en", fixture_set_up,
              test_made_by_you, fixture_tear_down);
  g_test_add_func ("/euchre/table/accessible/made-by-you/de", test_made_by_you_de);
  g_test_add ("/euchre/table/left-bower-is-trump", Fixture, NULL, fixture_set_up,
              test_left_bower, fixture_tear_down);
  g_test_add ("/euchre/table/side-tricks", Fixture, NULL, fixture_set_up, test_side_tricks,
              fixture_tear_down);
  return g_test_run ();
}
