/* test-table-names.c — long names on the table, in a real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four players with 24- and 32-character names (as an online table
 * passes them, whole) at 640x600 and 1280x800: no label of the board
 * view lies over another or over a card, and at 1280 each name shows
 * whole (24 characters: its label not ellipsized), with the whole name
 * in its tooltip.
 */
#include <string.h>
#include <adwaita.h>
#include "euchre-board-view-private.h"
#include "euchre-resources.h"
#include "euchre-table.h"
#include "euchre-table-private.h"
#include "euchre-game-private.h"
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

/* What lies on the felt: the view's labels (score, panel, seats) and the cards. */
static void
collect (Fixture *f, GPtrArray *labels, GPtrArray *cards)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->table)); c;
       c = gtk_widget_get_next_sibling (c))
    {
      if (gtk_widget_get_visible (c) && gtk_widget_has_css_class (c, "card"))
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

static void
bounds (Fixture *f, GtkWidget *w, graphene_rect_t *r)
{
  g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (f->table), r));
}

static void
assert_apart (Fixture *f, GtkWidget *a, GtkWidget *b, guint n)
{
  graphene_rect_t ra, rb;

  bounds (f, a, &ra);
  bounds (f, b, &rb);
  if (graphene_rect_intersection (&ra, &rb, NULL))
    g_error ("%u-character names at %dx%d: a %s (%.0f,%.0f %.0fx%.0f) lies over a %s "
             "(%.0f,%.0f %.0fx%.0f)", n, f->width, f->height,
             G_OBJECT_TYPE_NAME (a), ra.origin.x, ra.origin.y, ra.size.width, ra.size.height,
             G_OBJECT_TYPE_NAME (b), rb.origin.x, rb.origin.y, rb.size.width, rb.size.height);
}

/* The seat's name label: the box's child with the class "seat-name". */
static GtkWidget *
name_label (Fixture *f, guint seat)
{
  EuchreBoardView *view = f->table->view;
  graphene_rect_t r;

  g_assert_true (euchre_board_view_get_seat_rect (view, seat, GTK_WIDGET (f->table), &r));
  for (GtkWidget *v = gtk_widget_get_first_child (GTK_WIDGET (view)); v;
       v = gtk_widget_get_next_sibling (v))
    if (gtk_widget_has_css_class (v, "seat"))
      for (GtkWidget *l = gtk_widget_get_first_child (v); l; l = gtk_widget_get_next_sibling (l))
        {
          graphene_rect_t lr;

          if (gtk_widget_has_css_class (l, "seat-name") &&
              gtk_widget_compute_bounds (l, GTK_WIDGET (f->table), &lr) &&
              graphene_rect_equal (&lr, &r))
            return l;
        }
  g_assert_not_reached ();
}

static void
test_long_names (Fixture *f, gconstpointer data)
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
      euchre_table_set_players (f->table, (const char *const *) names);
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autoptr (GPtrArray) labels = g_ptr_array_new ();
          g_autoptr (GPtrArray) cards = g_ptr_array_new ();
          g_autofree char *what = g_strdup_printf ("the window at %dx%d", sizes[i][0],
                                                   sizes[i][1]);

          f->width = sizes[i][0];
          f->height = sizes[i][1];
          gtk_window_set_default_size (GTK_WINDOW (f->window), f->width, f->height);
          test_wait_until (has_size, f, what, 10000);
          test_wait_until (table_idle, f->table, "the table's moves to end", 10000);
          test_ui_wait_frame (f->window);
          test_wait_until (refreshed, f, "the table's text sizes for its size", 10000);
          test_ui_wait_frame (f->window);
          collect (f, labels, cards);
          g_assert_cmpuint (labels->len, >=, 5);
          g_assert_cmpuint (cards->len, >=, 5);
          for (guint a = 0; a < labels->len; a++)
            {
              for (guint b = a + 1; b < labels->len; b++)
                assert_apart (f, labels->pdata[a], labels->pdata[b], lengths[k]);
              for (guint c = 0; c < cards->len; c++)
                assert_apart (f, labels->pdata[a], cards->pdata[c], lengths[k]);
            }
          for (guint s = 1; s < 4; s++)
            {
              GtkWidget *label = name_label (f, s);

              /* Said and hovered whole, wherever it is cut. */
              g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, names[s]);
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
          {
            g_autofree char *shot = g_strdup_printf ("table-names-%u-%dx%d", lengths[k],
                                                     f->width, f->height);

            test_ui_save_shot (f->window, shot);
          }
        }
    }
}

int
main (int argc, char **argv)
{
  if (!test_ui_init (&argc, &argv, "/euchre/table-names/no-display"))
    return g_test_run ();
  g_resources_register (euchre_get_resource ());
  g_test_add ("/euchre/table-names/long-names", Fixture, NULL, fixture_set_up, test_long_names,
              fixture_tear_down);
  return g_test_run ();
}
