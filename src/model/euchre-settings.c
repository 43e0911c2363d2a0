/* euchre-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-settings"

#include "config.h"

#include "euchre-settings.h"

struct _EuchreSettings {
  GObject parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (EuchreSettings, euchre_settings, G_TYPE_OBJECT)

static void
euchre_settings_dispose (GObject *object)
{
  EuchreSettings *self = EUCHRE_SETTINGS (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (euchre_settings_parent_class)->dispose (object);
}

static void
euchre_settings_class_init (EuchreSettingsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = euchre_settings_dispose;
}

static void
euchre_settings_init (EuchreSettings *self)
{
}

EuchreSettings *
euchre_settings_new (GSettings *settings)
{
  EuchreSettings *self = g_object_new (EUCHRE_TYPE_SETTINGS, NULL);

  self->settings = settings ? g_object_ref (settings) : g_settings_new (APP_ID);
  return self;
}

GSettings *
euchre_settings_get_gsettings (EuchreSettings *self)
{
  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), NULL);
  return self->settings;
}

static guint
enum_in_range (GSettings *settings, const char *key, guint n, guint fallback)
{
  guint v = (guint) g_settings_get_enum (settings, key);

  return v < n ? v : fallback;
}

void
euchre_settings_get_rules (EuchreSettings *self, EuchreRules *rules)
{
  GSettings *s;
  EuchreRules fallback;
  EuchrePreset preset;
  int points;

  g_return_if_fail (EUCHRE_IS_SETTINGS (self));
  g_return_if_fail (rules != NULL);

  s = self->settings;
  preset = enum_in_range (s, "rule-preset", EUCHRE_N_PRESETS + 1, EUCHRE_PRESET_STANDARD);
  euchre_rules_init_preset (&fallback, preset == EUCHRE_PRESET_CUSTOM ? EUCHRE_PRESET_STANDARD
                                                                      : preset);
  *rules = fallback;
  points = g_settings_get_int (s, "points-to-win");
  if (points >= EUCHRE_RULES_MIN_POINTS && points <= EUCHRE_RULES_MAX_POINTS)
    rules->points_to_win = points;
  rules->deck = enum_in_range (s, "deck", EUCHRE_N_DECKS, fallback.deck);
  rules->renege = enum_in_range (s, "renege", EUCHRE_N_RENEGES, fallback.renege);
  rules->alone_lead = enum_in_range (s, "alone-lead", EUCHRE_N_ALONE_LEADS, fallback.alone_lead);
  rules->stick_the_dealer = g_settings_get_boolean (s, "stick-the-dealer");
  rules->going_alone = g_settings_get_boolean (s, "going-alone");
  rules->alone_march_4 = g_settings_get_boolean (s, "alone-march-4");
  rules->defend_alone = g_settings_get_boolean (s, "defend-alone");
  rules->super_euchre = g_settings_get_boolean (s, "super-euchre");
  rules->quiet_dealer = g_settings_get_boolean (s, "quiet-dealer");
  rules->order_partner_alone = g_settings_get_boolean (s, "order-partner-alone");
  /* The desktop game always shuffles at random: the course shuffles are
   * for reproducing the courses' transcripts in euchre-cli. */
  rules->shuffle = EUCHRE_SHUFFLE_RANDOM;
  g_assert (euchre_rules_validate (rules, NULL));
}

void
euchre_settings_set_preset (EuchreSettings *self, EuchrePreset preset)
{
  EuchreRules r;
  GSettings *s;

  g_return_if_fail (EUCHRE_IS_SETTINGS (self));
  g_return_if_fail (preset < EUCHRE_N_PRESETS);

  s = self->settings;
  euchre_rules_init_preset (&r, preset);
  g_settings_delay (s);
  g_settings_set_enum (s, "rule-preset", preset);
  g_settings_set_enum (s, "deck", r.deck);
  g_settings_set_enum (s, "renege", r.renege);
  g_settings_set_enum (s, "alone-lead", r.alone_lead);
  g_settings_set_boolean (s, "stick-the-dealer", r.stick_the_dealer);
  g_settings_set_boolean (s, "going-alone", r.going_alone);
  g_settings_set_boolean (s, "alone-march-4", r.alone_march_4);
  g_settings_set_boolean (s, "defend-alone", r.defend_alone);
  g_settings_set_boolean (s, "super-euchre", r.super_euchre);
  g_settings_set_boolean (s, "quiet-dealer", r.quiet_dealer);
  g_settings_set_boolean (s, "order-partner-alone", r.order_partner_alone);
  g_settings_apply (s);
}

const char *
euchre_difficulty_strategy_id (const char *difficulty)
{
  /* Strongest first; the first one registered wins. */
  static const char *const easy[] = { "easy", "simple", NULL };
  static const char *const medium[] = { "gertz", "classic", "simple", NULL };
  static const char *const hard[] = { "expert", "gertz", "classic", "simple", NULL };
  const char *const *order = medium;

  if (g_strcmp0 (difficulty, "easy") == 0)
    order = easy;
  else if (g_strcmp0 (difficulty, "hard") == 0)
    order = hard;
  for (guint i = 0; order[i]; i++)
    if (euchre_strategy_lookup (order[i]) != NULL)
      return order[i];
  return "simple";
}

const char *
euchre_settings_get_strategy_id (EuchreSettings *self)
{
  g_autofree char *difficulty = NULL;

  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), NULL);

  difficulty = g_settings_get_string (self->settings, "difficulty");
  return euchre_difficulty_strategy_id (difficulty);
}

const char *
euchre_settings_get_hint_strategy_id (EuchreSettings *self)
{
  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), NULL);
  return euchre_difficulty_strategy_id ("hard");
}

EuchrePersonality
euchre_settings_get_personality (EuchreSettings *self)
{
  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), EUCHRE_PERSONALITY_NORMAL);
  return enum_in_range (self->settings, "personality", EUCHRE_N_PERSONALITIES,
                        EUCHRE_PERSONALITY_NORMAL);
}

char *
euchre_settings_get_stats_group (EuchreSettings *self)
{
  g_autofree char *preset = NULL;
  g_autofree char *difficulty = NULL;

  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), NULL);

  preset = g_settings_get_string (self->settings, "rule-preset");
  difficulty = g_settings_get_string (self->settings, "difficulty");
  return g_strdup_printf ("%s/%s", preset, difficulty);
}

void
euchre_settings_apply_to_game (EuchreSettings *self, EuchreGame *game)
{
  const char *strategy;
  EuchrePersonality personality;
  int delay;

  g_return_if_fail (EUCHRE_IS_SETTINGS (self));
  g_return_if_fail (EUCHRE_IS_GAME (game));

  strategy = euchre_settings_get_strategy_id (self);
  personality = euchre_settings_get_personality (self);
  for (guint seat = 1; seat < 4; seat++)
    euchre_game_set_seat (game, seat, strategy, personality);
  euchre_game_set_hint_strategy (game, euchre_settings_get_hint_strategy_id (self));
  delay = g_settings_get_int (self->settings, "ai-delay-ms");
  euchre_game_set_ai_delay_ms (game, CLAMP (delay, 0, 5000));
  euchre_game_set_auto_play (game, g_settings_get_boolean (self->settings, "auto-play-forced"));
}
