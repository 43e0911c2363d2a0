/* euchre-preferences.c — preferences, statistics and the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-card-theme.h"
#include "euchre-preferences.h"

/* ---- combo rows bound to enum keys ---------------------------------------- */

typedef struct {
  const char *nick;
  const char *label;
} Choice;

static gboolean
nick_to_index (GValue *value, GVariant *variant, gpointer data)
{
  const Choice *choices = data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i].nick; i++)
    if (g_str_equal (choices[i].nick, nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue *value, const GVariantType *type, gpointer data)
{
  const Choice *choices = data;
  guint index = g_value_get_uint (value);

  for (guint i = 0; choices[i].nick; i++)
    if (i == index)
      return g_variant_new_string (choices[i].nick);
  return NULL;
}

/* The choices' own item factory: libadwaita's cuts every choice at 20
 * characters ("Conservative: bids onl…"); ours wraps long ones, in the row
 * and in its menu, which marks the selected one as libadwaita's does. */
static void
choice_selected_cb (AdwComboRow *row, GParamSpec *pspec, GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check,
                          adw_combo_row_get_selected_item (row) == gtk_list_item_get_item (item));
}

static void
choice_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_first_child (box);
  GtkWidget *check = gtk_widget_get_last_child (box);
  gboolean in_menu = gtk_widget_get_ancestor (box, GTK_TYPE_POPOVER) != NULL;

  gtk_label_set_label (GTK_LABEL (label),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
  /* In the row, the choice stands at the end, as libadwaita's does. */
  gtk_label_set_xalign (GTK_LABEL (label), in_menu ? 0.f : 1.f);
  gtk_label_set_justify (GTK_LABEL (label), in_menu ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
  gtk_widget_set_visible (check, in_menu);
  if (in_menu)
    {
      g_signal_connect (row, "notify::selected-item", G_CALLBACK (choice_selected_cb), item);
      choice_selected_cb (row, NULL, item);
    }
}

static void
choice_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_func (row, choice_selected_cb, item);
}

static GtkWidget *
combo_row (GSettings *settings, const char *key, const char *title, const char *subtitle,
           const Choice *choices)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (choice_unbind_cb), row);
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);

  for (guint i = 0; choices[i].nick; i++)
    gtk_string_list_append (model, _(choices[i].label));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) choices, NULL);
  return row;
}

static GtkWidget *
switch_row (GSettings *settings, const char *key, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  g_settings_bind (settings, key, sw, "active", G_SETTINGS_BIND_DEFAULT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

static GtkWidget *
spin_row (GSettings *settings, const char *key, const char *title, const char *subtitle,
          double min, double max, double step, guint digits)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  g_settings_bind (settings, key, spin, "value", G_SETTINGS_BIND_DEFAULT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

static const Choice preset_choices[] = {
  { "standard", N_("Standard (Michigan)") },
  { "eecs280", N_("EECS 280") },
  { "cs246", N_("CS 246") },
  { "west-virginia", N_("West Virginia") },
  { "british", N_("British") },
  { "custom", N_("Custom") },
  { NULL, NULL }
};

static const Choice deck_choices[] = {
  { "24", N_("24 cards, nine to ace") },
  { "21", N_("21 cards, West Virginia") },
  { "25", N_("25 cards, with the Joker") },
  { "28", N_("28 cards, eight to ace") },
  { "32", N_("32 cards, seven to ace") },
  { NULL, NULL }
};

static const Choice renege_choices[] = {
  { "prevent", N_("Not allowed") },
  { "penalise", N_("Two points to the other side") },
  { NULL, NULL }
};

static const Choice lead_choices[] = {
  { "eldest", N_("The eldest hand") },
  { "left-of-loner", N_("The player left of the loner") },
  { "eldest-not-loner", N_("The eldest hand, unless that is the loner") },
  { NULL, NULL }
};

static const Choice difficulty_choices[] = {
  { "easy", N_("Easy") },
  { "medium", N_("Medium") },
  { "hard", N_("Hard") },
  { NULL, NULL }
};

static const Choice personality_choices[] = {
  { "normal", N_("Normal") },
  { "crazy", N_("Crazy: bids boldly") },
  { "conservative", N_("Conservative: bids only good hands") },
  { NULL, NULL }
};

static const char *rule_keys[] = {
  "deck", "stick-the-dealer", "going-alone", "alone-march-4", "defend-alone", "super-euchre",
  "quiet-dealer", "order-partner-alone", "renege", "alone-lead", NULL
};

struct _EuchrePreferences {
  AdwPreferencesWindow parent_instance;
  EuchreSettings *settings;
  gboolean setting_preset;
};

G_DEFINE_FINAL_TYPE (EuchrePreferences, euchre_preferences, ADW_TYPE_PREFERENCES_WINDOW)

/* A preset picked: write its rules.  A rule changed by hand: the preset
 * becomes whichever matches, or Custom. */
static void
settings_changed_cb (GSettings *gs, const char *key, EuchrePreferences *self)
{
  if (self->setting_preset)
    return;
  self->setting_preset = TRUE;
  if (g_str_equal (key, "rule-preset"))
    {
      EuchrePreset preset = g_settings_get_enum (gs, "rule-preset");

      if (preset < EUCHRE_N_PRESETS)
        euchre_settings_set_preset (self->settings, preset);
    }
  else if (g_strv_contains (rule_keys, key))
    {
      EuchreRules rules, preset_rules;
      EuchrePreset preset;

      euchre_settings_get_rules (self->settings, &rules);
      /* The desktop game's own shuffle is not part of a preset. */
      preset = EUCHRE_PRESET_CUSTOM;
      for (int p = 0; p < EUCHRE_N_PRESETS; p++)
        {
          euchre_rules_init_preset (&preset_rules, p);
          preset_rules.points_to_win = rules.points_to_win;
          preset_rules.shuffle = rules.shuffle;
          preset_rules.first_dealer = rules.first_dealer;
          if (euchre_rules_equal (&rules, &preset_rules))
            preset = p;
        }
      g_settings_set_enum (gs, "rule-preset", preset);
    }
  self->setting_preset = FALSE;
}

static void
theme_toggled_cb (GtkCheckButton *check, EuchrePreferences *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);

  if (gtk_check_button_get_active (check))
    g_settings_set_string (gs, "card-theme", g_object_get_data (G_OBJECT (check), "theme-id"));
}

static GtkWidget *
theme_group (EuchrePreferences *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);
  g_autofree char *current = g_settings_get_string (gs, "card-theme");
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkCheckButton *first = NULL;
  static const char *preview[] = { "AS", "KH", "QC", "JD" };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Card Theme"));
  for (guint i = 0; i < themes->len; i++)
    {
      EuchreThemeInfo *info = g_ptr_array_index (themes, i);
      g_autoptr (EuchreCardTheme) theme = euchre_card_theme_new (info->id, NULL);
      GtkWidget *row, *check, *cards;
      int card_w;

      if (theme == NULL)
        continue;   /* broken themes are not offered */
      row = adw_action_row_new ();
      check = gtk_check_button_new ();
      cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), info->name);
      /* Cards 45 px high, as wide as the theme's cards are; drawn at twice
       * that for scaled displays. */
      card_w = MAX (1, (int) (45 * euchre_card_theme_get_aspect (theme) + 0.5));
      for (guint k = 0; k < G_N_ELEMENTS (preview); k++)
        {
          GdkTexture *t = euchre_card_theme_get_texture (theme, euchre_card_parse (preview[k]),
                                                         2 * card_w);
          GtkWidget *pic = gtk_picture_new_for_paintable (GDK_PAINTABLE (t));

          gtk_widget_set_size_request (pic, card_w, 45);
          gtk_box_append (GTK_BOX (cards), pic);
        }
      gtk_widget_set_margin_top (cards, 6);
      gtk_widget_set_margin_bottom (cards, 6);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (check), "theme-id", g_strdup (info->id), g_free);
      if (first)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      else
        first = GTK_CHECK_BUTTON (check);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), g_str_equal (current, info->id));
      g_signal_connect (check, "toggled", G_CALLBACK (theme_toggled_cb), self);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), cards);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

static void
build (EuchrePreferences *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);
  GtkWidget *page, *group;

  /* Rules */
  page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Rules"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "view-list-symbolic");
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Game"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Rule changes apply to the next game."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "rule-preset", _("Rules"), NULL, preset_choices));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (gs, "points-to-win", _("Points to win"), NULL, 1, 100, 1, 0));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "deck", _("Deck"), NULL, deck_choices));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Making Trump"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "stick-the-dealer", _("Stick the dealer"),
                                         _("After two passing rounds the dealer must name trump")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "quiet-dealer", _("Quiet dealer"),
                                         _("The dealer’s partner who makes trump plays alone")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "order-partner-alone",
                                         _("Ordering up your partner means going alone"), NULL));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Going Alone"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "going-alone", _("Going alone"), NULL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "alone-march-4", _("A lone march scores four"), NULL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "defend-alone", _("Defending alone"),
                                         _("A lone defender who euchres scores four")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "alone-lead", _("Who leads against a loner"), NULL,
                                        lead_choices));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Scoring"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "super-euchre", _("SuperEuchre"),
                                         _("Defenders taking all five tricks score four")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "renege", _("Reneging"), NULL, renege_choices));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));

  /* Players */
  page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Players"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "system-users-symbolic");
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Computer Players"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "difficulty", _("Difficulty"), NULL,
                                        difficulty_choices));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo_row (gs, "personality", _("Personality"), NULL,
                                        personality_choices));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (gs, "ai-delay-ms", _("Pause before each move"),
                                       _("In milliseconds"), 0, 5000, 100, 0));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Help"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "show-hints", _("Hints"),
                                         _("Offer a hint button with the reason for each move")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             switch_row (gs, "auto-play-forced", _("Play forced cards"),
                                         _("When only one card may be played, play it at once")));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));

  /* Appearance */
  page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Appearance"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "applications-graphics-symbolic");
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Pace"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (gs, "animation-speed", _("Animation speed"),
                                       _("1 is normal, 2 twice as fast"), 0.25, 4, 0.25, 2));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             spin_row (gs, "trick-pause-ms", _("Finished trick stays for"),
                                       _("In milliseconds; a click moves on"), 0, 10000, 100, 0));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (theme_group (self)));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));

  g_signal_connect_object (gs, "changed", G_CALLBACK (settings_changed_cb), self, 0);
}

static void
euchre_preferences_dispose (GObject *object)
{
  EuchrePreferences *self = EUCHRE_PREFERENCES (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (euchre_preferences_parent_class)->dispose (object);
}

static void
euchre_preferences_class_init (EuchrePreferencesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = euchre_preferences_dispose;
}

static void
euchre_preferences_init (EuchrePreferences *self)
{
}

GtkWidget *
euchre_preferences_new (EuchreSettings *settings)
{
  EuchrePreferences *self = g_object_new (EUCHRE_TYPE_PREFERENCES,
                                          "default-width", 640, "default-height", 720,
                                          "search-enabled", FALSE, NULL);

  self->settings = g_object_ref (settings);
  build (self);
  return GTK_WIDGET (self);
}

/* ---- statistics ----------------------------------------------------------- */

/* Shown in this order, games first; the win percentage comes after the
 * games won. */
static const EuchreStat game_stats[] = {
  EUCHRE_STAT_GAMES_PLAYED, EUCHRE_STAT_GAMES_WON, EUCHRE_STAT_GAMES_ABANDONED,
  EUCHRE_STAT_CURRENT_STREAK, EUCHRE_STAT_BEST_STREAK,
};

static const EuchreStat hand_stats[] = {
  EUCHRE_STAT_HANDS_PLAYED, EUCHRE_STAT_HANDS_WON, EUCHRE_STAT_POINTS_FOR,
  EUCHRE_STAT_POINTS_AGAINST, EUCHRE_STAT_MARCHES, EUCHRE_STAT_EUCHRES_FOR,
  EUCHRE_STAT_EUCHRES_AGAINST, EUCHRE_STAT_LONERS_MADE,
};

static const char *stat_titles[EUCHRE_N_STATS] = {
  [EUCHRE_STAT_GAMES_PLAYED] = N_("Games played"),
  [EUCHRE_STAT_GAMES_WON] = N_("Games won"),
  [EUCHRE_STAT_HANDS_PLAYED] = N_("Hands played"),
  [EUCHRE_STAT_HANDS_WON] = N_("Hands won"),
  [EUCHRE_STAT_POINTS_FOR] = N_("Points for"),
  [EUCHRE_STAT_POINTS_AGAINST] = N_("Points against"),
  [EUCHRE_STAT_MARCHES] = N_("Marches"),
  [EUCHRE_STAT_EUCHRES_FOR] = N_("Euchres for"),
  [EUCHRE_STAT_EUCHRES_AGAINST] = N_("Euchres against"),
  [EUCHRE_STAT_LONERS_MADE] = N_("Loners made"),
  [EUCHRE_STAT_CURRENT_STREAK] = N_("Current winning streak"),
  [EUCHRE_STAT_BEST_STREAK] = N_("Best winning streak"),
  [EUCHRE_STAT_GAMES_ABANDONED] = N_("Games abandoned"),
};

typedef struct {
  EuchreStats *stats;
  AdwComboRow *preset_row;      /* item 0: all rule sets, then preset_choices */
  AdwComboRow *difficulty_row;  /* item 0: all difficulties, then difficulty_choices */
  GtkLabel *values[EUCHRE_N_STATS];
  GtkLabel *win_percentage;
} StatsView;

static void
stats_view_free (gpointer data)
{
  StatsView *view = data;

  g_object_unref (view->stats);
  g_free (view);
}

/* The nick a combo row's selection stands for; NULL for "all". */
static const char *
selected_nick (AdwComboRow *row, const Choice *choices)
{
  guint selected = adw_combo_row_get_selected (row);

  return selected == 0 || selected == GTK_INVALID_LIST_POSITION ? NULL
                                                                : choices[selected - 1].nick;
}

static void
stats_view_refresh (StatsView *view)
{
  const char *preset = selected_nick (view->preset_row, preset_choices);
  const char *difficulty = selected_nick (view->difficulty_row, difficulty_choices);
  g_autofree char *percent_text = NULL;
  guint percent;

  for (int s = 0; s < EUCHRE_N_STATS; s++)
    {
      g_autofree char *text = NULL;

      if (view->values[s] == NULL)
        continue;
      text = g_strdup_printf ("%u", euchre_stats_get_total (view->stats, preset, difficulty, s));
      gtk_label_set_text (view->values[s], text);
    }
  if (euchre_stats_get_win_percentage (view->stats, preset, difficulty, &percent))
    /* Translators: a win percentage, e.g. "67%"; "%%" is the percent sign. */
    percent_text = g_strdup_printf (_("%u%%"), percent);
  else
    /* Translators: the win percentage when no game was played. */
    percent_text = g_strdup (C_("win percentage", "None yet"));
  gtk_label_set_text (view->win_percentage, percent_text);
}

static void
selection_changed_cb (GObject *row, GParamSpec *pspec, StatsView *view)
{
  stats_view_refresh (view);
}

static GtkLabel *
value_row (AdwPreferencesGroup *group, const char *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
  return GTK_LABEL (label);
}

static AdwComboRow *
selection_row (AdwPreferencesGroup *group, const char *title, const char *all,
               const Choice *choices, StatsView *view)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);

  gtk_string_list_append (model, all);
  for (guint i = 0; choices[i].nick; i++)
    gtk_string_list_append (model, _(choices[i].label));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  g_signal_connect (row, "notify::selected", G_CALLBACK (selection_changed_cb), view);
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

/* The statistics group "preset/difficulty", as the player reads it. */
static char *
stats_group_label (const char *group_name)
{
  g_auto (GStrv) parts = g_strsplit (group_name, "/", 2);
  const char *preset = parts[0] ? parts[0] : "";
  const char *difficulty = parts[0] && parts[1] ? parts[1] : "";

  for (guint i = 0; preset_choices[i].nick; i++)
    if (g_str_equal (preset_choices[i].nick, preset))
      preset = _(preset_choices[i].label);
  for (guint i = 0; difficulty_choices[i].nick; i++)
    if (g_str_equal (difficulty_choices[i].nick, difficulty))
      difficulty = _(difficulty_choices[i].label);
  return g_strdup_printf ("%s · %s", preset, difficulty);
}

static void
reset_response_cb (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  StatsView *view = g_object_get_data (G_OBJECT (window), "stats-view");

  if (g_strcmp0 (response, "reset") == 0)
    {
      euchre_stats_reset (view->stats);
      stats_view_refresh (view);
    }
}

static void
reset_clicked_cb (GtkButton *button, GtkWindow *window)
{
  GtkWidget *dialog = adw_message_dialog_new (window, _("Reset Statistics?"),
                                              _("Every statistic of every rule set and "
                                                "difficulty is set back to zero."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Totals of every rule set and difficulty at first; the player picks one
 * of each to see it alone.  @group_name, the current game's, is named. */
GtkWidget *
euchre_statistics_new (EuchreStats *stats, const char *group_name)
{
  GtkWidget *window = adw_preferences_window_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *show = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *games = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *hands = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("_Reset"));
  g_autofree char *label = stats_group_label (group_name);
  g_autofree char *description = g_strdup_printf (_("Your current game: %s"), label);
  StatsView *view = g_new0 (StatsView, 1);

  view->stats = g_object_ref (stats);
  gtk_window_set_title (GTK_WINDOW (window), _("Statistics"));
  g_object_set (window, "search-enabled", FALSE, "default-width", 480, "default-height", 720,
                NULL);
  g_object_set_data_full (G_OBJECT (window), "stats-view", view, stats_view_free);

  adw_preferences_group_set_description (show, description);
  view->preset_row = selection_row (show, _("_Rule set"), _("All rule sets"), preset_choices,
                                    view);
  view->difficulty_row = selection_row (show, _("_Difficulty"), _("All difficulties"),
                                        difficulty_choices, view);

  adw_preferences_group_set_title (games, C_("statistics", "Games"));
  gtk_widget_add_css_class (reset, "destructive-action");
  gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (games, reset);
  g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked_cb), window);
  for (guint i = 0; i < G_N_ELEMENTS (game_stats); i++)
    {
      view->values[game_stats[i]] = value_row (games, _(stat_titles[game_stats[i]]));
      if (game_stats[i] == EUCHRE_STAT_GAMES_WON)
        view->win_percentage = value_row (games, _("Win percentage"));
    }

  adw_preferences_group_set_title (hands, C_("statistics", "Hands"));
  adw_preferences_group_set_description (hands, _("Counted for you and your partner."));
  for (guint i = 0; i < G_N_ELEMENTS (hand_stats); i++)
    view->values[hand_stats[i]] = value_row (hands, _(stat_titles[hand_stats[i]]));

  stats_view_refresh (view);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), show);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), games);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), hands);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
  return window;
}

/* ---- the rules ------------------------------------------------------------ */

GtkWidget *
euchre_rules_window_new (void)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *clamp = adw_clamp_new ();

  gtk_window_set_title (GTK_WINDOW (window), _("Rules of Euchre"));
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 720);
  gtk_label_set_markup (GTK_LABEL (label), _(
    "<b>Players and cards</b>\n"
    "Four players in two partnerships sit facing their partners: you (South) and your "
    "partner (North) against West and East. The usual deck has 24 cards, nine to ace in "
    "each suit. Each player gets five cards; the next card is turned up.\n\n"
    "<b>Making trump</b>\n"
    "Starting left of the dealer, each player may order the dealer to pick up the upcard, "
    "making its suit trump, or pass. The dealer then takes the upcard and discards a card. "
    "If all four pass, the upcard is turned down and each player in turn may name any other "
    "suit as trump, or pass. Depending on the rules, the dealer is then stuck and must name "
    "a suit, or the cards are thrown in and the deal moves on.\n\n"
    "<b>The bowers</b>\n"
    "The jack of trump (right bower) is the highest card, then the jack of the other suit "
    "of the same colour (left bower), which counts as a trump, then ace, king, queen, ten "
    "and nine of trump. With the Joker, it is the highest trump of all.\n\n"
    "<b>Going alone</b>\n"
    "The player who makes trump may go alone: the partner sits the hand out.\n\n"
    "<b>Play</b>\n"
    "The player left of the dealer leads. Each player must follow suit if possible; "
    "otherwise any card may be played. The highest trump wins the trick, or if no trump was "
    "played, the highest card of the suit led. The winner leads next.\n\n"
    "<b>Scoring</b>\n"
    "The makers score 1 point for three or four tricks and 2 for all five (a march), 4 for "
    "a march alone. If they take fewer than three tricks they are euchred and the other side "
    "scores 2. The first side to reach the target, usually 10, wins."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 18);
  gtk_widget_set_margin_end (label, 18);
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 18);
  adw_clamp_set_child (ADW_CLAMP (clamp), label);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);
  return window;
}
