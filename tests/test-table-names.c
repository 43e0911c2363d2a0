/* test-table-names.c — long names on the table, in a real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four players with 24- and 32-character names (as an online table
 * passes them, whole) at 640x600 and 1280x800, on the live table and on
 * the replay board: no label or box of the board view (the seats, the
 * score box, the contract, the status line) lies over another or over a
 * card, those the table paints itself (the other seats' cards face
 * down, placed by euchre_table_get_backs as the painter does) as well
 * as the pictures (the person's hand, the trick, the upcard, the replay's
 * hands); at 1280 each name on the table shows whole, and everywhere the
 * whole name is in its tooltip and in what a screen reader hears.
 */
#include <glib/gstdio.h>
#include <string.h>
#include <adwaita.h>
#include "euchre-board-view-private.h"
#include "euchre-resources.h"
#include "euchre-table.h"
#include "euchre-table-private.h"
#include "euchre-game-private.h"
#include "euchre-replay-board.h"
#include "euchre-replay-window.h"
#include "test-ui.h"
#include "test-util.h"

typedef struct {
  GtkWidget *window;
  EuchreTable *table;
  EuchreGame *game;
  EuchreCardTheme *theme;
  int width, height;
} Fixture;

static gboolean
table_idle (gpointer table)
{
  return !euchre_table_get_busy (table);
}

/* The table's text sizes and pictures are those of its size. */
static gboolean
refreshed (gpointer data)
{
  Fixture *f = data;

  return f->table->refresh_id == 0 && f->table->view->font_px == f->table->layout.font_px;
}

static gboolean
has_size (gpointer data)
{
  Fixture *f = data;

  return gtk_widget_get_width (f->window) == f->width &&
         gtk_widget_get_height (f->window) == f->height;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->game = euchre_game_new ();
  euchre_game_set_ai_delay_ms (f->game, 0);
  euchre_game_set_paused (f->game, TRUE);
  f->theme = euchre_card_theme_new ("default", NULL);
  f->window = gtk_window_new ();
  f->table = EUCHRE_TABLE (euchre_table_new ());
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

/* A name @n characters long, different for each seat from the first. */
static char *
long_name (guint seat, guint n)
{
  static const char *const first[] = { "", "Wilhelmina ", "Nathaniel ", "Evangeline " };
  GString *s = g_string_new (first[seat]);

  while (s->len < n)
    g_string_append (s, "Longfellow-Barrington ");
  g_string_truncate (s, n);
  /* No space at the end: the whole name is its last letter too. */
  s->str[n - 1] = 'z';
  return g_string_free (s, FALSE);
}

/* What lies on the felt under @felt (the table or the replay board): the
 * view's labels and boxes (score, panel, seats) in @labels; the cards
 * that are widgets in @cards. */
static void
collect (GtkWidget *felt, GPtrArray *labels, GPtrArray *cards)
{
  for (GtkWidget *c = gtk_widget_get_first_child (felt); c; c = gtk_widget_get_next_sibling (c))
    {
      if (gtk_widget_get_visible (c) &&
          (gtk_widget_has_css_class (c, "card") || gtk_widget_has_css_class (c, "table-card")))
        g_ptr_array_add (cards, c);
      if (!EUCHRE_IS_BOARD_VIEW (c))
        continue;
      for (GtkWidget *v = gtk_widget_get_first_child (c); v; v = gtk_widget_get_next_sibling (v))
        if (!gtk_widget_get_visible (v) || GTK_IS_POPOVER (v))
          continue;
        else if (gtk_widget_has_css_class (v, "table-card"))
          g_ptr_array_add (cards, v);
        else
          g_ptr_array_add (labels, v);
    }
}

/* The cards the table paints itself: the other seats', face down. */
static GArray *
painted_cards (EuchreTable *table)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  EuchreView view;

  euchre_game_get_view (table->game, EUCHRE_HUMAN_SEAT, &view);
  for (guint s = 1; s < 4; s++)
    {
      graphene_rect_t rects[EUCHRE_TABLE_MAX_BACKS];
      guint n = euchre_table_get_backs (table, &view, s, rects);

      g_assert_cmpuint (n, >=, 4);
      g_array_append_vals (out, rects, n);
    }
  return out;
}

static void
bounds (GtkWidget *felt, GtkWidget *w, graphene_rect_t *r)
{
  g_assert_true (gtk_widget_compute_bounds (w, felt, r));
}

/* The first visible text in @w, for a message. */
static const char *
first_text (GtkWidget *w)
{
  if (GTK_IS_LABEL (w) && gtk_widget_get_visible (w))
    return gtk_label_get_text (GTK_LABEL (w));
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      const char *t = gtk_widget_get_visible (c) ? first_text (c) : NULL;

      if (t != NULL && *t != '\0')
        return t;
    }
  return NULL;
}

/* Its first 24 characters. */
static char *
text_in (GtkWidget *w)
{
  const char *t = first_text (w);

  return t != NULL ? g_utf8_substring (t, 0, MIN (24, g_utf8_strlen (t, -1))) : g_strdup ("");
}

/* Fails, naming both, where @ra (@a's) and @rb (@b's, or @what painted)
 * meet; goes on, so that one run names every overlap. */
static void
assert_rects_apart (const char *where, GtkWidget *a, const graphene_rect_t *ra,
                    const char *b, const graphene_rect_t *rb)
{
  graphene_rect_t i;

  /* Touching edges are apart: the intersection has an area. */
  if (graphene_rect_intersection (ra, rb, &i) && i.size.width >= 1 && i.size.height >= 1)
    {
      g_autofree char *text = text_in (a);

      g_printerr ("%s: a %s “%s” (%.0f,%.0f %.0fx%.0f) lies over %s (%.0f,%.0f %.0fx%.0f)\n",
                  where, G_OBJECT_TYPE_NAME (a), text, ra->origin.x, ra->origin.y, ra->size.width,
                  ra->size.height, b, rb->origin.x, rb->origin.y, rb->size.width,
                  rb->size.height);
      g_test_fail ();
    }
}

/* Every label and box clear of every other, of every card that is a
 * widget and of every rect in @painted. */
static void
assert_all_apart (const char *where, GtkWidget *felt, GPtrArray *labels, GPtrArray *cards,
                  GArray *painted)
{
  g_assert_cmpuint (labels->len, >=, 5);
  g_assert_cmpuint (cards->len + (painted ? painted->len : 0), >=, 12);
  for (guint a = 0; a < labels->len; a++)
    {
      graphene_rect_t ra, rb;

      bounds (felt, labels->pdata[a], &ra);
      for (guint b = a + 1; b < labels->len; b++)
        {
          bounds (felt, labels->pdata[b], &rb);
          g_autofree char *text = text_in (labels->pdata[b]);
          g_autofree char *other = g_strdup_printf ("a %s “%s”",
                                                    G_OBJECT_TYPE_NAME (labels->pdata[b]), text);

          assert_rects_apart (where, labels->pdata[a], &ra, other, &rb);
        }
      for (guint c = 0; c < cards->len; c++)
        {
          bounds (felt, cards->pdata[c], &rb);
          assert_rects_apart (where, labels->pdata[a], &ra, "a card", &rb);
        }
      for (guint c = 0; painted != NULL && c < painted->len; c++)
        assert_rects_apart (where, labels->pdata[a], &ra, "a card painted face down",
                            &g_array_index (painted, graphene_rect_t, c));
    }
}

/* The seat's name label: the box's child with the class "seat-name". */
static GtkWidget *
name_label (EuchreBoardView *view, GtkWidget *felt, guint seat)
{
  graphene_rect_t r;

  g_assert_true (euchre_board_view_get_seat_rect (view, seat, felt, &r));
  for (GtkWidget *v = gtk_widget_get_first_child (GTK_WIDGET (view)); v;
       v = gtk_widget_get_next_sibling (v))
    if (gtk_widget_has_css_class (v, "seat"))
      for (GtkWidget *l = gtk_widget_get_first_child (v); l; l = gtk_widget_get_next_sibling (l))
        {
          graphene_rect_t lr;

          if (gtk_widget_has_css_class (l, "seat-name") &&
              gtk_widget_compute_bounds (l, felt, &lr) &&
              graphene_rect_equal (&lr, &r))
            return l;
        }
  g_assert_not_reached ();
}

/* In a subprocess, in @language, with the application's style (as
 * AdwApplication loads it for every window). */
static gboolean
in_language (const char *language)
{
  g_autoptr (GtkCssProvider) css = NULL;

  if (!test_ui_in_subprocess ())
    return FALSE;
  test_ui_use_language (language);
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/euchre/Euchre/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}

static void
check_table (Fixture *f, const char *language)
{
  const char *moves[] = { "deal", "order", "any", "any", "any", NULL };
  const int sizes[][2] = { { 640, 600 }, { 1280, 800 } };
  const guint lengths[] = { 24, 32 };
  g_autofree char *text = scripted_record (1, moves);
  g_autoptr (GError) error = NULL;

  g_assert_true (euchre_game_load (f->game, text, &error));
  g_assert_no_error (error);
  for (guint k = 0; k < G_N_ELEMENTS (lengths); k++)
    {
      g_auto (GStrv) names = g_new0 (char *, 5);

      for (guint s = 0; s < 4; s++)
        names[s] = s == 0 ? g_strdup ("You") : long_name (s, lengths[k]);
      g_autofree char *status = g_strconcat (names[3], test_ui_words (" plays the Nine of Hearts.",
                                                                      " spielt: Neun Herz."),
                                             NULL);

      euchre_table_set_players (f->table, (const char *const *) names);
      /* The status line, as a card played by a person with a long name sets it. */
      euchre_board_set_status (f->table->board, status);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autoptr (GPtrArray) labels = g_ptr_array_new ();
          g_autoptr (GPtrArray) cards = g_ptr_array_new ();
          g_autoptr (GArray) painted = NULL;
          g_autofree char *what = g_strdup_printf ("the window at %dx%d", sizes[i][0],
                                                   sizes[i][1]);
          g_autofree char *where = g_strdup_printf ("the table (%s), %u-character names at %dx%d",
                                                    language, lengths[k], sizes[i][0],
                                                    sizes[i][1]);

          f->width = sizes[i][0];
          f->height = sizes[i][1];
          gtk_window_set_default_size (GTK_WINDOW (f->window), f->width, f->height);
          test_wait_until (has_size, f, what, 10000);
          test_wait_until (table_idle, f->table, "the table's moves to end", 10000);
          test_ui_wait_frame (f->window);
          test_wait_until (refreshed, f, "the table's text sizes for its size", 10000);
          test_ui_wait_frame (f->window);
          {
            g_autofree char *shot = g_strdup_printf ("table-names-%s-%u-%dx%d", language,
                                                     lengths[k], f->width, f->height);

            test_ui_save_shot (f->window, shot);
          }
          collect (GTK_WIDGET (f->table), labels, cards);
          painted = painted_cards (f->table);
          assert_all_apart (where, GTK_WIDGET (f->table), labels, cards, painted);
          for (guint s = 1; s < 4; s++)
            {
              GtkWidget *label = name_label (f->table->view, GTK_WIDGET (f->table), s);

              /* Said and hovered whole, wherever it is cut. */
              g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, names[s]);
              g_assert_nonnull (strstr (euchre_board_view_get_seat_heard (f->table->view, s),
                                        names[s]));
              g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), names[s]));
              /* Whole at 1280, the 32-character ones beside the person's
               * cards too (they wrap there). */
              if (f->width == 1280 &&
                  pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
                {
                  int mi, na;

                  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &mi, &na, NULL, NULL);
                  g_error ("at 1280x800 the %u-character name “%s” is cut (%d wide of %d)",
                           lengths[k], names[s], gtk_widget_get_width (label), na);
                }
            }
        }
    }
}

/* ---- the replay board ---- */

/* An example game with its four players' names @n characters long. */
static char *
long_names_file (guint n, char **names)
{
  static const char *const players[] = { "\"Charliehustle4192\"", "\"Big Bad Bill\"",
                                         "\"Brownsbacker07\"", "\"boombaddis\"" };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "egn", "examples",
                                                 "quite-the-hustle-annotated.egn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GString) s = NULL;
  g_autofree char *dir = g_dir_make_tmp ("euchre-long-names-XXXXXX", NULL);
  char *out = g_build_filename (dir, "long.egn", NULL);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  s = g_string_new (text);
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *quoted = NULL;

      names[p] = long_name ((p + 1) % 4, n);
      /* Each seat's first name apart: "Wilhelmina", …, and "Longfellow". */
      quoted = g_strdup_printf ("\"%s\"", names[p]);
      g_assert_cmpuint (g_string_replace (s, players[p], quoted, 1), ==, 1);
    }
  g_assert_true (g_file_set_contents (out, s->str, -1, NULL));
  return out;
}

static gboolean
replay_evaluated (gpointer window)
{
  return !euchre_replay_window_is_evaluating (window);
}

static gboolean
window_has_size (gpointer data)
{
  const int *size = g_object_get_data (data, "size");

  /* Less the edges to take it by (10 px) where the window draws them. */
  return ABS (gtk_widget_get_width (data) - size[0]) <= 10 &&
         ABS (gtk_widget_get_height (data) - size[1]) <= 10;
}

static void
check_replay (const char *language, guint n, gboolean open)
{
  const int sizes[][2] = { { 640, 600 }, { 1280, 800 } };
  char *names[5] = { NULL };
  g_autofree char *path = long_names_file (n, names);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (EuchreReplay) replay = NULL;
  g_autoptr (GError) error = NULL;
  GtkWidget *window, *board;
  EuchreBoardView *view = NULL;

  replay = euchre_replay_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  window = euchre_replay_window_new (replay);
  gtk_window_present (GTK_WINDOW (window));
  test_ui_wait_mapped (window, "the replay board");
  if (open)
    euchre_replay_window_set_show (EUCHRE_REPLAY_WINDOW (window), EUCHRE_REPLAY_SHOW_OPEN);
  /* Mid-trick: a trick on the table, the hands 4 and 5 cards. */
  for (guint i = 0; i < 12; i++)
    gtk_widget_activate_action (window, "replay.step", "i", 1);
  board = GTK_WIDGET (gtk_widget_get_template_child (window, EUCHRE_TYPE_REPLAY_WINDOW, "table"));
  for (GtkWidget *c = gtk_widget_get_first_child (board); c; c = gtk_widget_get_next_sibling (c))
    if (EUCHRE_IS_BOARD_VIEW (c))
      view = EUCHRE_BOARD_VIEW (c);
  g_assert_nonnull (view);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();
      g_autoptr (GPtrArray) cards = g_ptr_array_new ();
      g_autofree char *where = g_strdup_printf ("the replay board (%s, %s), %u-character "
                                                "names at %dx%d", language,
                                                open ? "open" : "one seat", n, sizes[i][0],
                                                sizes[i][1]);

      g_object_set_data (G_OBJECT (window), "size", (gpointer) sizes[i]);
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      test_wait_until (window_has_size, window, where, 10000);
      test_ui_wait_frame (window);
      test_ui_wait_frame (window);
      {
        g_autofree char *shot = g_strdup_printf ("replay-names-%s-%u-%s-%dx%d", language, n,
                                                 open ? "open" : "seat", sizes[i][0],
                                                 sizes[i][1]);

        test_ui_save_shot (window, shot);
      }
      collect (board, labels, cards);
      /* The replay paints no card: its hands are pictures. */
      assert_all_apart (where, board, labels, cards, NULL);
      for (guint s = 0; s < 4; s++)
        {
          GtkWidget *label = name_label (view, board, s);
          const char *tip = gtk_widget_get_tooltip_text (label);

          g_assert_true (g_strv_contains ((const char *const *) names, tip));
          g_assert_nonnull (strstr (euchre_board_view_get_seat_heard (view, s), tip));
        }
    }
  test_wait_until (replay_evaluated, window, "the coach's evaluation", 30000);
  gtk_window_destroy (GTK_WINDOW (window));
  test_wait_drain ();
  for (guint p = 0; p < 4; p++)
    g_free (names[p]);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_table_long_names (gconstpointer language)
{
  Fixture f = { NULL };

  if (!in_language (language))
    return;
  fixture_set_up (&f, NULL);
  check_table (&f, language);
  fixture_tear_down (&f, NULL);
}

static void
test_replay_long_names (gconstpointer language)
{
  if (!in_language (language))
    return;
  for (guint n = 24; n <= 32; n += 8)
    {
      check_replay (language, n, FALSE);
      check_replay (language, n, TRUE);
    }
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/table-names/no-display"))
    return g_test_run ();
  g_setenv ("EUCHRE_HINT_BUDGET_US", "100000", TRUE);
  g_resources_register (euchre_get_resource ());
  g_test_add_data_func ("/euchre/table-names/table/en", "en", test_table_long_names);
  g_test_add_data_func ("/euchre/table-names/table/de", "de", test_table_long_names);
  g_test_add_data_func ("/euchre/table-names/replay/en", "en", test_replay_long_names);
  g_test_add_data_func ("/euchre/table-names/replay/de", "de", test_replay_long_names);
  return g_test_run ();
}
