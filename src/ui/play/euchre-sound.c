/* euchre-sound.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GSound (libcanberra) plays through the desktop's sound server; its
 * context is made and opened at the first sound, or when Preferences asks
 * whether there can be any, so that a player who never looks never opens
 * one.  Where it cannot be opened (no driver, no sound server), or the game
 * was built without GSound (-Dsound=disabled), the game goes on silent: a
 * debug message, never a warning, and euchre_sound_available() says why,
 * for the Sound switch.
 */
#define G_LOG_DOMAIN "euchre-sound"

#include "config.h"

#include <glib/gi18n.h>
#if HAVE_GSOUND
#include <gsound.h>
#endif

#include "euchre-sound.h"

struct _EuchreSound {
  GObject parent_instance;

  GSettings *settings;
  gboolean enabled;
};

G_DEFINE_FINAL_TYPE (EuchreSound, euchre_sound, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  const char *id;
  const char *file;
  const char *description;
} SoundInfo;

static const SoundInfo sounds[EUCHRE_N_SOUNDS] = {
  [EUCHRE_SOUND_CARD_PLAYED] = { "euchre-card-played", "card-played.wav", N_("Card played") },
  [EUCHRE_SOUND_TRICK_TAKEN] = { "euchre-trick-taken", "trick-taken.wav", N_("Trick taken") },
  [EUCHRE_SOUND_EUCHRE] = { "euchre-euchre", "euchre.wav", N_("Euchre") },
  [EUCHRE_SOUND_GAME_WON] = { "euchre-game-won", "game-won.wav", N_("Game won") },
};

/* ---- the GSound boundary ---------------------------------------------------- */

static EuchreSoundPlayer test_player;
static gpointer test_player_data;

/* Why no sound can play here, once asked; NULL while sounds can play. */
static char *unavailable;
static gboolean probed;
#if HAVE_GSOUND
static GSoundContext *context;
#endif

/* Makes and opens the one GSound context, the first time only. */
static gboolean
sound_probe (void)
{
  if (probed)
    return unavailable == NULL;
  probed = TRUE;
#if HAVE_GSOUND
  {
    g_autoptr (GError) error = NULL;

    context = gsound_context_new (NULL, &error);
    if (context != NULL && !gsound_context_open (context, &error))
      g_clear_object (&context);
    if (context == NULL)
      {
        g_debug ("No sound: %s", error->message);
        /* TRANSLATORS: %s is the sound library's own reason, in English. */
        unavailable = g_strdup_printf (_("Sound cannot be played here: %s"), error->message);
      }
  }
#else
  unavailable = g_strdup (_("This copy of Euchre was built without sound (GSound)"));
#endif
  return unavailable == NULL;
}

static void
gsound_play (const char *event_id, const char *path, const char *description)
{
#if HAVE_GSOUND
  g_autoptr (GError) error = NULL;

  if (!sound_probe ())
    return;
  /* The game's own file; a sound theme may name the event instead. */
  if (!gsound_context_play_simple (context, NULL, &error,
                                   GSOUND_ATTR_EVENT_ID, event_id,
                                   GSOUND_ATTR_MEDIA_FILENAME, path,
                                   GSOUND_ATTR_EVENT_DESCRIPTION, description,
                                   GSOUND_ATTR_MEDIA_ROLE, "event",
                                   NULL))
    g_debug ("Sound %s not played: %s", event_id, error->message);
#else
  (void) event_id, (void) path, (void) description;
#endif
}

void
euchre_sound_set_player (EuchreSoundPlayer player, gpointer data)
{
  test_player = player;
  test_player_data = data;
}

/* ---- GObject ------------------------------------------------------------- */

static void
euchre_sound_dispose (GObject *object)
{
  EuchreSound *self = EUCHRE_SOUND (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (euchre_sound_parent_class)->dispose (object);
}

static void
euchre_sound_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreSound *self = EUCHRE_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_sound_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  EuchreSound *self = EUCHRE_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      if (self->enabled != g_value_get_boolean (value))
        {
          self->enabled = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_sound_class_init (EuchreSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = euchre_sound_dispose;
  object_class->get_property = euchre_sound_get_property;
  object_class->set_property = euchre_sound_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
euchre_sound_init (EuchreSound *self)
{
}

/* ---- public API ------------------------------------------------------------ */

EuchreSound *
euchre_sound_new (GSettings *settings)
{
  EuchreSound *self = g_object_new (EUCHRE_TYPE_SOUND, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), self);

  self->settings = settings ? g_object_ref (settings) : g_settings_new (APP_ID);
  g_settings_bind (self->settings, "sound", self, "enabled", G_SETTINGS_BIND_GET);
  return self;
}

gboolean
euchre_sound_get_enabled (EuchreSound *self)
{
  g_return_val_if_fail (EUCHRE_IS_SOUND (self), FALSE);
  return self->enabled;
}

gboolean
euchre_sound_available (const char **why)
{
  gboolean available = sound_probe ();

  if (why != NULL)
    *why = unavailable;
  return available;
}

const char *
euchre_sound_event_id (EuchreSoundEvent event)
{
  g_return_val_if_fail (event < EUCHRE_N_SOUNDS, NULL);
  return sounds[event].id;
}

const char *
euchre_sound_file_name (EuchreSoundEvent event)
{
  g_return_val_if_fail (event < EUCHRE_N_SOUNDS, NULL);
  return sounds[event].file;
}

void
euchre_sound_play (EuchreSound *self, EuchreSoundEvent event)
{
  g_autofree char *path = NULL;
  const char *description;

  g_return_if_fail (EUCHRE_IS_SOUND (self));
  g_return_if_fail (event < EUCHRE_N_SOUNDS);

  if (!self->enabled)
    return;
  path = g_build_filename (PKGDATADIR, "sounds", sounds[event].file, NULL);
  description = _(sounds[event].description);
  if (test_player != NULL)
    test_player (sounds[event].id, path, description, test_player_data);
  else
    gsound_play (sounds[event].id, path, description);
}
