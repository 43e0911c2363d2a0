/* euchre-settings.h — the GSettings of the game, as rules and seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "euchre-game.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_SETTINGS (euchre_settings_get_type ())
G_DECLARE_FINAL_TYPE (EuchreSettings, euchre_settings, EUCHRE, SETTINGS, GObject)

/* @settings NULL: the application's own schema. */
EuchreSettings    *euchre_settings_new                (GSettings         *settings);
GSettings         *euchre_settings_get_gsettings      (EuchreSettings    *self);

/* The rules the next game will use, from the rule keys (out-of-range
 * values fall back to the preset's). */
void               euchre_settings_get_rules          (EuchreSettings    *self,
                                                       EuchreRules       *rules);
/* Writes every rule key from @preset (points to win are kept). */
void               euchre_settings_set_preset         (EuchreSettings    *self,
                                                       EuchrePreset       preset);
/* Whether @key is one of the rule keys a preset sets. */
gboolean           euchre_settings_is_rule_key        (const char        *key);
/* The preset whose rules the rule keys hold (points to win aside), or
 * EUCHRE_PRESET_CUSTOM. */
EuchrePreset       euchre_settings_match_preset       (EuchreSettings    *self);
/* Keeps the preset and the rule keys agreeing after @key changed: a
 * preset picked writes its rules; a rule changed makes the preset the
 * one that matches, or Custom.  The keys it writes are not followed. */
void               euchre_settings_follow_key         (EuchreSettings    *self,
                                                       const char        *key);

/* The strategy the computer players use at the chosen difficulty (the
 * hint always uses the strongest analysis: euchre_game_hint_async()). */
const char        *euchre_settings_get_strategy_id    (EuchreSettings    *self);
EuchrePersonality  euchre_settings_get_personality    (EuchreSettings    *self);
/* "standard/medium": the statistics group of the current settings. */
char              *euchre_settings_get_stats_group    (EuchreSettings    *self);

/* Seats 1–3, computer delay and auto-play on @game.  The
 * rules are not touched: they apply when the next game starts. */
void               euchre_settings_apply_to_game      (EuchreSettings    *self,
                                                       EuchreGame        *game);

/* Maps a difficulty nick ("easy", "medium", "hard") to the best
 * registered strategy id for it. */
const char        *euchre_difficulty_strategy_id      (const char        *difficulty);

G_END_DECLS
