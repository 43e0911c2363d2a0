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
  gboolean following;           /* writing keys in euchre_settings_follow_key */
};

/* The rule keys a preset sets, each with its field of EuchreRules: the
 * one list of them (points to win are the player's own, in no preset). */
typedef enum {
  RULE_DECK,
  RULE_RENEGE,
  RULE_ALONE_LEAD,
  RULE_STICK_THE_DEALER,
  RULE_GOING_ALONE,
  RULE_ALONE_MARCH_4,
  RULE_DEFEND_ALONE,
  RULE_SUPER_EUCHRE,
  RULE_QUIET_DEALER,
  RULE_ORDER_PARTNER_ALONE,
  N_RULE_KEYS
} RuleKey;

static const struct {
  const char *key;
  guint n_values;               /* an enum key's values; 0: a boolean key */
} rule_keys[N_RULE_KEYS] = {
  [RULE_DECK] = { "deck", EUCHRE_N_DECKS },
  [RULE_RENEGE] = { "renege", EUCHRE_N_RENEGES },
  [RULE_ALONE_LEAD] = { "alone-lead", EUCHRE_N_ALONE_LEADS },
  [RULE_STICK_THE_DEALER] = { "stick-the-dealer", 0 },
  [RULE_GOING_ALONE] = { "going-alone", 0 },
  [RULE_ALONE_MARCH_4] = { "alone-march-4", 0 },
  [RULE_DEFEND_ALONE] = { "defend-alone", 0 },
  [RULE_SUPER_EUCHRE] = { "super-euchre", 0 },
  [RULE_QUIET_DEALER] = { "quiet-dealer", 0 },
  [RULE_ORDER_PARTNER_ALONE] = { "order-partner-alone", 0 },
};

/* The field of @rules that @key stands for: set to @value when @set,
 * and returned. */
static guint
rule_field (EuchreRules *rules, RuleKey key, gboolean set, guint value)
{
#define FIELD(f) \
  do { if (set) rules->f = value; return rules->f; } while (0)
  switch (key)
    {
    case RULE_DECK: FIELD (deck);
    case RULE_RENEGE: FIELD (renege);
    case RULE_ALONE_LEAD: FIELD (alone_lead);
    case RULE_STICK_THE_DEALER: FIELD (stick_the_dealer);
    case RULE_GOING_ALONE: FIELD (going_alone);
    case RULE_ALONE_MARCH_4: FIELD (alone_march_4);
    case RULE_DEFEND_ALONE: FIELD (defend_alone);
    case RULE_SUPER_EUCHRE: FIELD (super_euchre);
    case RULE_QUIET_DEALER: FIELD (quiet_dealer);
    case RULE_ORDER_PARTNER_ALONE: FIELD (order_partner_alone);
    case N_RULE_KEYS:
    default:
      break;
    }
#undef FIELD
  g_return_val_if_reached (0);
}

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

/* euchre_settings_get_rules() without its checks, for callers that made
 * them: *@rules is always set. */
static void
get_rules (EuchreSettings *self, EuchreRules *rules)
{
  GSettings *s;
  EuchreRules fallback;
  EuchrePreset preset;
  int points;

  s = self->settings;
  preset = enum_in_range (s, "rule-preset", EUCHRE_N_PRESETS + 1, EUCHRE_PRESET_STANDARD);
  euchre_rules_init_preset (&fallback, preset == EUCHRE_PRESET_CUSTOM ? EUCHRE_PRESET_STANDARD
                                                                      : preset);
  *rules = fallback;
  points = g_settings_get_int (s, "points-to-win");
  if (points >= EUCHRE_RULES_MIN_POINTS && points <= EUCHRE_RULES_MAX_POINTS)
    rules->points_to_win = points;
  for (RuleKey k = 0; k < N_RULE_KEYS; k++)
    {
      guint value;

      if (rule_keys[k].n_values > 0)
        value = enum_in_range (s, rule_keys[k].key, rule_keys[k].n_values,
                               rule_field (&fallback, k, FALSE, 0));
      else
        value = g_settings_get_boolean (s, rule_keys[k].key);
      rule_field (rules, k, TRUE, value);
    }
  /* The desktop game always shuffles at random: the course shuffles are
   * for reproducing the courses' transcripts in euchre-cli. */
  rules->shuffle = EUCHRE_SHUFFLE_RANDOM;
  g_assert (euchre_rules_validate (rules, NULL));
}

void
euchre_settings_get_rules (EuchreSettings *self, EuchreRules *rules)
{
  g_return_if_fail (EUCHRE_IS_SETTINGS (self));
  g_return_if_fail (rules != NULL);

  get_rules (self, rules);
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
  for (RuleKey k = 0; k < N_RULE_KEYS; k++)
    {
      guint value = rule_field (&r, k, FALSE, 0);

      if (rule_keys[k].n_values > 0)
        g_settings_set_enum (s, rule_keys[k].key, value);
      else
        g_settings_set_boolean (s, rule_keys[k].key, value);
    }
  g_settings_apply (s);
}

gboolean
euchre_settings_is_rule_key (const char *key)
{
  for (RuleKey k = 0; k < N_RULE_KEYS; k++)
    if (g_strcmp0 (key, rule_keys[k].key) == 0)
      return TRUE;
  return FALSE;
}

EuchrePreset
euchre_settings_match_preset (EuchreSettings *self)
{
  EuchreRules rules, preset_rules;
  EuchrePreset preset = EUCHRE_PRESET_CUSTOM;

  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), EUCHRE_PRESET_CUSTOM);

  get_rules (self, &rules);
  /* The desktop game's own shuffle is not part of a preset. */
  for (int p = 0; p < EUCHRE_N_PRESETS; p++)
    {
      euchre_rules_init_preset (&preset_rules, p);
      preset_rules.points_to_win = rules.points_to_win;
      preset_rules.shuffle = rules.shuffle;
      preset_rules.first_dealer = rules.first_dealer;
      if (euchre_rules_equal (&rules, &preset_rules))
        preset = p;
    }
  return preset;
}

void
euchre_settings_follow_key (EuchreSettings *self, const char *key)
{
  GSettings *s;

  g_return_if_fail (EUCHRE_IS_SETTINGS (self));
  g_return_if_fail (key != NULL);

  /* The keys written here say "changed" too: they are ours. */
  if (self->following)
    return;
  s = self->settings;
  self->following = TRUE;
  if (g_str_equal (key, "rule-preset"))
    {
      EuchrePreset preset = g_settings_get_enum (s, "rule-preset");

      if (preset < EUCHRE_N_PRESETS)
        euchre_settings_set_preset (self, preset);
    }
  else if (euchre_settings_is_rule_key (key))
    g_settings_set_enum (s, "rule-preset", euchre_settings_match_preset (self));
  self->following = FALSE;
}

const char *
euchre_difficulty_strategy_id (const char *difficulty)
{
  const char *id = euchre_strategy_for_difficulty (difficulty);

  return id ? id : euchre_strategy_for_difficulty ("medium");
}

const char *
euchre_settings_get_strategy_id (EuchreSettings *self)
{
  g_autofree char *difficulty = NULL;

  g_return_val_if_fail (EUCHRE_IS_SETTINGS (self), NULL);

  difficulty = g_settings_get_string (self->settings, "difficulty");
  return euchre_difficulty_strategy_id (difficulty);
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
  delay = g_settings_get_int (self->settings, "ai-delay-ms");
  euchre_game_set_ai_delay_ms (game, CLAMP (delay, 0, 5000));
  euchre_game_set_auto_play (game, g_settings_get_boolean (self->settings, "auto-play-forced"));
  euchre_game_set_undo_allowed (game, g_settings_get_boolean (self->settings, "undo"));
}
