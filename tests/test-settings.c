/* test-settings.c — EuchreSettings: the rule presets and the rule keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-test"

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "euchre-settings.h"

/* The rule keys a preset sets: with points to win, every rule of
 * EuchreRules the player may choose. */
static const char *const rule_keys[] = {
  "deck", "renege", "alone-lead", "stick-the-dealer", "going-alone", "alone-march-4",
  "defend-alone", "super-euchre", "quiet-dealer", "order-partner-alone",
};

typedef struct {
  GSettings *gs;
  EuchreSettings *settings;
} Fixture;

/* What the preferences window does with every change. */
static void
changed_cb (GSettings *gs, const char *key, EuchreSettings *settings)
{
  euchre_settings_follow_key (settings, key);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();

  f->gs = g_settings_new_with_backend (APP_ID, backend);
  f->settings = euchre_settings_new (f->gs);
  g_signal_connect (f->gs, "changed", G_CALLBACK (changed_cb), f->settings);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_signal_handlers_disconnect_by_data (f->gs, f->settings);
  g_clear_object (&f->settings);
  g_clear_object (&f->gs);
}

/* @preset's rules as the desktop game plays them: its own points to win
 * and first dealer, shuffled at random. */
static void
expected_rules (EuchrePreset preset, const EuchreRules *actual, EuchreRules *rules)
{
  euchre_rules_init_preset (rules, preset);
  rules->points_to_win = actual->points_to_win;
  rules->shuffle = EUCHRE_SHUFFLE_RANDOM;
  rules->first_dealer = actual->first_dealer;
}

static void
flip (GSettings *gs, const char *key)
{
  g_autoptr (GVariant) value = g_settings_get_value (gs, key);

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    g_settings_set_boolean (gs, key, !g_variant_get_boolean (value));
  else
    {
      g_autoptr (GSettingsSchema) schema = NULL;
      g_autoptr (GSettingsSchemaKey) schema_key = NULL;
      g_autoptr (GVariant) range = NULL;
      g_autoptr (GVariant) nicks = NULL;
      const char *type;
      gsize n;

      g_object_get (gs, "settings-schema", &schema, NULL);
      schema_key = g_settings_schema_get_key (schema, key);
      range = g_settings_schema_key_get_range (schema_key);
      g_variant_get (range, "(&sv)", &type, &nicks);
      g_assert_cmpstr (type, ==, "enum");
      n = g_variant_n_children (nicks);
      g_settings_set_enum (gs, key, (g_settings_get_enum (gs, key) + 1) % n);
    }
}

/* Picking a preset writes each rule key; the rules read back are the
 * preset's, and the preset is the one they match.  Points to win stay. */
static void
test_preset_writes_rules (Fixture *f, gconstpointer data)
{
  g_settings_set_int (f->gs, "points-to-win", 7);
  for (EuchrePreset p = 0; p < EUCHRE_N_PRESETS; p++)
    {
      EuchreRules rules, expected;

      g_settings_set_enum (f->gs, "rule-preset", p);
      g_assert_cmpint (g_settings_get_enum (f->gs, "rule-preset"), ==, p);
      euchre_settings_get_rules (f->settings, &rules);
      expected_rules (p, &rules, &expected);
      g_assert_cmpuint (rules.points_to_win, ==, 7);
      g_assert_true (euchre_rules_equal (&rules, &expected));
      g_assert_cmpint (euchre_settings_match_preset (f->settings), ==, p);
    }
}

/* The same through euchre_settings_set_preset, from Custom rules. */
static void
test_set_preset (Fixture *f, gconstpointer data)
{
  for (EuchrePreset p = 0; p < EUCHRE_N_PRESETS; p++)
    {
      EuchreRules rules, expected;

      g_settings_set_boolean (f->gs, "super-euchre", !g_settings_get_boolean (f->gs, "super-euchre"));
      euchre_settings_set_preset (f->settings, p);
      g_assert_cmpint (g_settings_get_enum (f->gs, "rule-preset"), ==, p);
      euchre_settings_get_rules (f->settings, &rules);
      expected_rules (p, &rules, &expected);
      g_assert_true (euchre_rules_equal (&rules, &expected));
    }
}

/* A rule changed by hand: the preset becomes the one the rules now match
 * (none of the presets here: Custom).  Changed back, it is the preset
 * again, unless the preset deals otherwise than Standard: Custom rules
 * deal as Standard does, and the deal is no key (CS 246 stays Custom). */
static void
test_rule_key_makes_custom (Fixture *f, gconstpointer data)
{
  EuchreRules standard;

  euchre_rules_init_preset (&standard, EUCHRE_PRESET_STANDARD);
  for (EuchrePreset p = 0; p < EUCHRE_N_PRESETS; p++)
    for (guint k = 0; k < G_N_ELEMENTS (rule_keys); k++)
      {
        g_autoptr (GVariant) before = NULL;
        EuchreRules preset_rules;
        EuchrePreset now;

        g_settings_set_enum (f->gs, "rule-preset", p);
        before = g_settings_get_value (f->gs, rule_keys[k]);
        flip (f->gs, rule_keys[k]);
        now = g_settings_get_enum (f->gs, "rule-preset");
        g_assert_cmpint (now, !=, p);
        g_assert_cmpint (now, ==, euchre_settings_match_preset (f->settings));
        if (now != EUCHRE_PRESET_CUSTOM)
          g_test_message ("%s changed in %s gives %s", rule_keys[k], euchre_preset_id (p),
                          euchre_preset_id (now));
        g_settings_set_value (f->gs, rule_keys[k], before);
        euchre_rules_init_preset (&preset_rules, p);
        g_assert_cmpint (g_settings_get_enum (f->gs, "rule-preset"), ==,
                         preset_rules.deal == standard.deal ? p : EUCHRE_PRESET_CUSTOM);
      }
}

/* Points to win and the other keys are no rule of a preset: changing
 * them keeps it. */
static void
test_other_keys_keep_preset (Fixture *f, gconstpointer data)
{
  g_settings_set_enum (f->gs, "rule-preset", EUCHRE_PRESET_EECS280);
  g_settings_set_int (f->gs, "points-to-win", 5);
  g_settings_set_string (f->gs, "difficulty", "hard");
  g_assert_cmpint (g_settings_get_enum (f->gs, "rule-preset"), ==, EUCHRE_PRESET_EECS280);
  for (guint k = 0; k < G_N_ELEMENTS (rule_keys); k++)
    g_assert_true (euchre_settings_is_rule_key (rule_keys[k]));
  g_assert_false (euchre_settings_is_rule_key ("points-to-win"));
  g_assert_false (euchre_settings_is_rule_key ("rule-preset"));
  g_assert_false (euchre_settings_is_rule_key ("difficulty"));
}

/* Custom picked by hand writes nothing: the rules stay as they are. */
static void
test_custom_keeps_rules (Fixture *f, gconstpointer data)
{
  EuchreRules before, after;

  g_settings_set_enum (f->gs, "rule-preset", EUCHRE_PRESET_CS246);
  euchre_settings_get_rules (f->settings, &before);
  g_settings_set_enum (f->gs, "rule-preset", EUCHRE_PRESET_CUSTOM);
  euchre_settings_get_rules (f->settings, &after);
  after.deal = before.deal;     /* Custom deals as Standard does */
  g_assert_true (euchre_rules_equal (&before, &after));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/euchre/settings/preset/writes-rules", Fixture, NULL, fixture_set_up,
              test_preset_writes_rules, fixture_tear_down);
  g_test_add ("/euchre/settings/preset/set", Fixture, NULL, fixture_set_up, test_set_preset,
              fixture_tear_down);
  g_test_add ("/euchre/settings/preset/rule-key-changed", Fixture, NULL, fixture_set_up,
              test_rule_key_makes_custom, fixture_tear_down);
  g_test_add ("/euchre/settings/preset/other-keys", Fixture, NULL, fixture_set_up,
              test_other_keys_keep_preset, fixture_tear_down);
  g_test_add ("/euchre/settings/preset/custom-keeps-rules", Fixture, NULL, fixture_set_up,
              test_custom_keeps_rules, fixture_tear_down);
  return g_test_run ();
}
