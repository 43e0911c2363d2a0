/* euchre-preferences.c — the preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows are in euchre-preferences.ui; here they are bound to their
 * settings keys, and the card themes are listed.
 */
#define G_LOG_DOMAIN "euchre-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-card-theme.h"
#include "euchre-choices.h"
#include "euchre-preferences.h"
#include "euchre-resources.h"
#include "euchre-sound.h"
#include "euchre-ui-text.h"

/* ---- combo rows bound to enum keys ---------------------------------------- */

static gboolean
nick_to_index (GValue *value, GVariant *variant, gpointer data)
{
  const EuchreChoice *choices = data;
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
  const EuchreChoice *choices = data;
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
  /* In the row, the choice stands at the end, as libadwaita's does, and
   * wraps between words only: beside a long description it gave way to
   * one letter a line ("Medi-"). */
  gtk_label_set_xalign (GTK_LABEL (label), in_menu ? 0.f : 1.f);
  gtk_label_set_wrap_mode (GTK_LABEL (label), in_menu ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
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

static const EuchreChoice deck_choices[] = {
  { "24", N_("24 cards, nine to ace") },
  { "21", N_("21 cards, West Virginia") },
  { "25", N_("25 cards, with the Joker") },
  { "28", N_("28 cards, eight to ace") },
  { "32", N_("32 cards, seven to ace") },
  { NULL, NULL }
};

static const EuchreChoice renege_choices[] = {
  { "prevent", N_("Not allowed") },
  { "penalise", N_("Two points to the other side") },
  { NULL, NULL }
};

static const EuchreChoice lead_choices[] = {
  { "eldest", N_("The eldest hand") },
  { "left-of-loner", N_("The player left of the loner") },
  { "eldest-not-loner", N_("The eldest hand, unless that is the loner") },
  { NULL, NULL }
};

static const EuchreChoice personality_choices[] = {
  { "normal", N_("Normal") },
  { "crazy", N_("Crazy: bids boldly") },
  { "conservative", N_("Conservative: bids only good hands") },
  { NULL, NULL }
};

/* Each bound widget of the template: its id is the key with underscores.
 * Combo rows show @choices; switches and spin buttons need none. */
static const struct {
  const char *key;
  const EuchreChoice *choices;
} bound[] = {
  { "rule-preset", euchre_preset_choices },
  { "points-to-win", NULL },
  { "deck", deck_choices },
  { "stick-the-dealer", NULL },
  { "quiet-dealer", NULL },
  { "order-partner-alone", NULL },
  { "going-alone", NULL },
  { "alone-march-4", NULL },
  { "defend-alone", NULL },
  { "alone-lead", lead_choices },
  { "super-euchre", NULL },
  { "renege", renege_choices },
  { "difficulty", euchre_difficulty_choices },
  { "personality", personality_choices },
  { "ai-delay-ms", NULL },
  { "show-hints", NULL },
  { "auto-play-forced", NULL },
  { "next-deal-at-once", NULL },
  { "undo", NULL },
  { "tutor", NULL },
  { "animation-speed", NULL },
  { "trick-pause-ms", NULL },
  { "sound", NULL },
};

/* Choices that say what they mean: the chosen one's words under the row. */
static void
describe_choice_cb (AdwComboRow *row, GParamSpec *pspec, const EuchreChoice *choices)
{
  guint selected = adw_combo_row_get_selected (row);
  const char *description = NULL;

  for (guint i = 0; choices[i].nick; i++)
    if (i == selected && choices[i].description)
      description = _(choices[i].description);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description ? description : "");
}

static void
bind_combo_row (AdwComboRow *row, GSettings *settings, const char *key,
                const EuchreChoice *choices)
{
  g_autoptr (GListModel) model = euchre_choices_model (choices, NULL);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (choice_unbind_cb), row);
  adw_combo_row_set_factory (row, factory);
  adw_combo_row_set_model (row, model);
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) choices, NULL);
  if (choices[0].description)
    {
      g_signal_connect (row, "notify::selected", G_CALLBACK (describe_choice_cb),
                        (gpointer) choices);
      describe_choice_cb (row, NULL, choices);
    }
}

struct _EuchrePreferences {
  AdwPreferencesWindow parent_instance;

  /* Template widgets */
  AdwPreferencesGroup *theme_group;
  AdwActionRow *sound_row;

  EuchreSettings *settings;
};

G_DEFINE_FINAL_TYPE (EuchrePreferences, euchre_preferences, ADW_TYPE_PREFERENCES_WINDOW)

/* A preset picked, or a rule changed by hand: the settings keep the two
 * agreeing. */
static void
settings_changed_cb (GSettings *gs, const char *key, EuchrePreferences *self)
{
  /* Also while the window goes: a number typed and not yet taken is
   * taken when its spin button is destroyed. */
  if (self->settings != NULL)
    euchre_settings_follow_key (self->settings, key);
}

static void
theme_toggled_cb (GtkCheckButton *check, EuchrePreferences *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);

  if (gtk_check_button_get_active (check))
    g_settings_set_string (gs, "card-theme", g_object_get_data (G_OBJECT (check), "theme-id"));
}

static void
fill_theme_group (EuchrePreferences *self)
{
  GSettings *gs = euchre_settings_get_gsettings (self->settings);
  g_autofree char *current = g_settings_get_string (gs, "card-theme");
  g_autoptr (GPtrArray) themes = euchre_card_theme_list ();
  GtkCheckButton *first = NULL;
  static const char *preview[] = { "AS", "KH", "QC", "JD" };

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
      adw_preferences_group_add (self->theme_group, row);
    }
}

static void
euchre_preferences_dispose (GObject *object)
{
  EuchrePreferences *self = EUCHRE_PREFERENCES (object);

  /* The children first: a spin button with a number typed into it sets
   * its setting as it goes, and the presets still follow it. */
  G_OBJECT_CLASS (euchre_preferences_parent_class)->dispose (object);
  g_clear_object (&self->settings);
}

static void
euchre_preferences_class_init (EuchrePreferencesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = euchre_preferences_dispose;
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchrePreferences, theme_group);
  gtk_widget_class_bind_template_child (widget_class, EuchrePreferences, sound_row);
  for (guint i = 0; i < G_N_ELEMENTS (bound); i++)
    {
      g_autofree char *id = g_strdelimit (g_strdup (bound[i].key), "-", '_');

      /* Offset 0: looked up by name, not kept in the instance. */
      gtk_widget_class_bind_template_child_full (widget_class, id, FALSE, 0);
    }
}

static void
euchre_preferences_init (EuchrePreferences *self)
{
  GtkWidget *content;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* libadwaita gives the window's pages 360 pixels at least: with the
   * frame of a window that is not maximized, 370 on a 360-pixel screen
   * (issue 52.2).  The pages fit 350. */
  content = adw_window_get_content (ADW_WINDOW (self));
  if (ADW_IS_TOAST_OVERLAY (content) &&
      ADW_IS_LEAFLET (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (content))))
    gtk_widget_set_size_request (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (content)), 350, -1);
  /* Every button named as a person would read it (GTK 4.8 names some by class). */
  euchre_ui_name_buttons (GTK_WIDGET (self));
}

GtkWidget *
euchre_preferences_new (EuchreSettings *settings)
{
  EuchrePreferences *self = g_object_new (EUCHRE_TYPE_PREFERENCES, NULL);
  GSettings *gs = euchre_settings_get_gsettings (settings);
  const char *no_sound = NULL;
  gboolean sound = euchre_sound_available (&no_sound);

  self->settings = g_object_ref (settings);
  for (guint i = 0; i < G_N_ELEMENTS (bound); i++)
    {
      g_autofree char *id = g_strdelimit (g_strdup (bound[i].key), "-", '_');
      GObject *widget = gtk_widget_get_template_child (GTK_WIDGET (self), EUCHRE_TYPE_PREFERENCES,
                                                       id);

      /* No sound can play here: the switch is off, out of reach, and says
       * why; the setting stays as the player left it. */
      if (!sound && g_str_equal (bound[i].key, "sound"))
        {
          gtk_switch_set_active (GTK_SWITCH (widget), FALSE);
          gtk_widget_set_sensitive (GTK_WIDGET (self->sound_row), FALSE);
          adw_action_row_set_subtitle (self->sound_row, no_sound);
          continue;
        }
      if (bound[i].choices)
        bind_combo_row (ADW_COMBO_ROW (widget), gs, bound[i].key, bound[i].choices);
      else
        g_settings_bind (gs, bound[i].key, widget,
                         GTK_IS_SWITCH (widget) ? "active" : "value", G_SETTINGS_BIND_DEFAULT);
    }
  fill_theme_group (self);
  g_signal_connect_object (gs, "changed", G_CALLBACK (settings_changed_cb), self, 0);
  return GTK_WIDGET (self);
}
