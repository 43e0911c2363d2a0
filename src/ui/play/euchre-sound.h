/* euchre-sound.h — the table's sounds, through GSound where it is built in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card played, a trick taken, a euchre and a game won each have a short
 * sound of the game's own (data/sounds/, installed with it).  They are
 * played only while the "sound" setting is on (off by default, as in
 * Aisleriot).  The table plays them from the game's signals, so every
 * window that shows a table has them, once.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  EUCHRE_SOUND_CARD_PLAYED,
  EUCHRE_SOUND_TRICK_TAKEN,
  EUCHRE_SOUND_EUCHRE,
  EUCHRE_SOUND_GAME_WON,
  EUCHRE_N_SOUNDS
} EuchreSoundEvent;

#define EUCHRE_TYPE_SOUND (euchre_sound_get_type ())
G_DECLARE_FINAL_TYPE (EuchreSound, euchre_sound, EUCHRE, SOUND, GObject)

/* Follows @settings' "sound" key (NULL: the game's own settings). */
EuchreSound *euchre_sound_new         (GSettings        *settings);
gboolean     euchre_sound_get_enabled (EuchreSound      *self);
/* Whether sounds can be played here (GSound built in, and its context
 * opened: a driver and a sound server); if not, @why (when not NULL) is
 * set to why, in the player's words, owned by the game.  The first call
 * opens the sound context.  Without sound the game plays silently. */
gboolean     euchre_sound_available   (const char      **why);
/* Plays @event's sound if sound is on; does nothing otherwise. */
void         euchre_sound_play        (EuchreSound      *self,
                                       EuchreSoundEvent  event);
/* The event's id ("euchre-card-played") and its file's name ("card-played.wav"). */
const char  *euchre_sound_event_id    (EuchreSoundEvent  event);
const char  *euchre_sound_file_name   (EuchreSoundEvent  event);

/* The boundary with GSound: what plays a sound, given the event's id, the
 * file's full path and a description.  NULL puts GSound back.  For tests. */
typedef void (*EuchreSoundPlayer) (const char *event_id,
                                   const char *path,
                                   const char *description,
                                   gpointer    data);
void         euchre_sound_set_player  (EuchreSoundPlayer player,
                                       gpointer          data);

G_END_DECLS
