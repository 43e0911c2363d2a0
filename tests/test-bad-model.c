/* test-bad-model.c — hostile settings and a save that cannot be written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Settings
 * - a settings file edited by hand (the keyfile backend) with values out
 *   of range, unknown enum nicks and wrong types: GSettings falls back to
 *   each key's default, EuchreSettings makes valid rules, and the file
 *   keeps every line the player wrote;
 * - a schema wider than ours (an older or newer program's schema on disk):
 *   values GSettings accepts but EuchreSettings must clamp itself.
 *
 * Saving (EuchreGame's autosave; "save-failed" tells the player)
 * - the data folder cannot be created, or is read-only (as root, which
 *   permissions do not stop, the test drops to nobody in a subprocess);
 * - the disk is full: a 64 KiB tmpfs in a private mount namespace filled
 *   to the last block (skipped where namespaces or mounts are not allowed);
 * - the file size limit (RLIMIT_FSIZE): writes fail part-way everywhere.
 * In every case the previous save stays byte for byte, no temporary file
 * is left behind, the game plays on, and saving works again once it can.
 */
#define G_SETTINGS_ENABLE_BACKEND
#define _GNU_SOURCE

#define G_LOG_DOMAIN "euchre-test"

#include <errno.h>
#include <glib/gstdio.h>
#include <gio/gsettingsbackend.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test-files.h"
#include "test-wait.h"
#include "euchre-game-private.h"
#include "euchre-settings.h"

#define SCHEMA_ID "io.github.euchre.Euchre"

/* ---- helpers ---------------------------------------------------------------- */

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in @dir, sorted, space-separated. */
static char *
list_dir (const char *path)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    g_ptr_array_add (names, g_strdup (name));
  g_dir_close (dir);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* ---- settings: a hand-edited file -------------------------------------------------- */

typedef struct {
  const char *key;
  const char *written;    /* as the player wrote it in the file */
  const char *read;       /* what GSettings gives (g_variant_print) */
} SettingsRow;

static const SettingsRow settings_rows[] = {
  { "points-to-win", "500", "10" },
  { "deck", "'bogus'", "'24'" },
  { "rule-preset", "'nonsense'", "'standard'" },
  { "renege", "7", "'prevent'" },
  { "alone-lead", "", "'eldest'" },
  { "difficulty", "'impossible'", "'medium'" },
  { "personality", "'evil'", "'normal'" },
  { "ai-delay-ms", "-40", "600" },
  { "trick-pause-ms", "99999999999", "1200" },
  { "animation-speed", "1000.0", "1.0" },
  /* The keyfile backend reads an unquoted string as the text itself: an
   * unknown theme, for which the window falls back (test-bad-theme.c). */
  { "card-theme", "42", "'42'" },
  { "stick-the-dealer", "'yes'", "true" },
  { "window-width", "0", "1000" },
  { "window-height", "[1, 2]", "720" },
  { "show-hints", "tru", "true" },
  /* A good value among the bad is honoured (the default is false). */
  { "super-euchre", "true", "true" },
};

static void
test_settings_keyfile (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-model");
  g_autofree char *path = g_build_filename (dir, "settings.ini", NULL);
  g_autoptr (GString) text = g_string_new ("[euchre]\n");
  g_autoptr (GSettingsBackend) backend = NULL;
  g_autoptr (GSettings) gs = NULL;
  g_autoptr (EuchreSettings) settings = NULL;
  g_autoptr (EuchreGame) game = NULL;
  g_autofree char *after = NULL;
  g_autofree char *group = NULL;
  EuchreRules rules;

  for (guint i = 0; i < G_N_ELEMENTS (settings_rows); i++)
    g_string_append_printf (text, "%s=%s\n", settings_rows[i].key, settings_rows[i].written);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));

  backend = g_keyfile_settings_backend_new (path, "/io/github/euchre/Euchre/", "euchre");
  gs = g_settings_new_with_backend (SCHEMA_ID, backend);
  for (guint i = 0; i < G_N_ELEMENTS (settings_rows); i++)
    {
      g_autoptr (GVariant) value = g_settings_get_value (gs, settings_rows[i].key);
      g_autofree char *shown = g_variant_print (value, FALSE);

      g_test_message ("%s=%s reads as %s", settings_rows[i].key, settings_rows[i].written, shown);
      g_assert_cmpstr (shown, ==, settings_rows[i].read);
    }

  /* What the game makes of it: valid rules, a known strategy, a sane pace. */
  settings = euchre_settings_new (gs);
  euchre_settings_get_rules (settings, &rules);
  g_assert_true (euchre_rules_validate (&rules, NULL));
  g_assert_cmpuint (rules.points_to_win, ==, 10);
  g_assert_cmpint (rules.deck, ==, EUCHRE_DECK_24);
  g_assert_true (rules.super_euchre);
  game = euchre_game_new ();
  euchre_settings_apply_to_game (settings, game);
  g_assert_cmpuint (euchre_game_get_ai_delay_ms (game), ==, 600);
  g_assert_cmpstr (euchre_game_get_seat_strategy (game, 1), ==,
                   euchre_difficulty_strategy_id ("medium"));
  g_assert_cmpint (euchre_settings_get_personality (settings), ==, EUCHRE_PERSONALITY_NORMAL);
  group = euchre_settings_get_stats_group (settings);
  g_assert_cmpstr (group, ==, "standard/medium");

  /* Reading wrote nothing: the player's file is as they left it. */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, text->str);

  /* Changing one setting rewrites that line and keeps the others. */
  g_settings_set_int (gs, "points-to-win", 11);
  g_settings_sync ();
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "points-to-win=11\n"));
  g_assert_nonnull (strstr (after, "deck='bogus'\n"));
  g_assert_nonnull (strstr (after, "difficulty='impossible'\n"));
  euchre_settings_get_rules (settings, &rules);
  g_assert_cmpuint (rules.points_to_win, ==, 11);

  g_clear_object (&settings);
  g_clear_object (&gs);
  g_clear_object (&backend);
  test_remove_tree (dir);
}

/* ---- settings: a wider schema --------------------------------------------------- */

/* Our schema's keys that EuchreSettings reads, with ranges and enums wider
 * than the program knows: what a schema from another version installed
 * over ours would let through. */
static const char wide_schema[] =
  "<schemalist>\n"
  " <enum id='wide.Preset'><value nick='standard' value='0'/><value nick='custom' value='5'/>"
  "  <value nick='future' value='9'/></enum>\n"
  " <enum id='wide.Deck'><value nick='24' value='0'/><value nick='64' value='9'/></enum>\n"
  " <enum id='wide.Renege'><value nick='prevent' value='0'/><value nick='forgive' value='5'/>"
  " </enum>\n"
  " <enum id='wide.Lead'><value nick='eldest' value='0'/><value nick='dealer' value='7'/></enum>\n"
  " <enum id='wide.Difficulty'><value nick='medium' value='1'/>"
  "  <value nick='nightmare' value='3'/></enum>\n"
  " <enum id='wide.Personality'><value nick='normal' value='0'/><value nick='evil' value='9'/>"
  " </enum>\n"
  " <schema id='" SCHEMA_ID "' path='/io/github/euchre/Euchre/'>\n"
  "  <key name='rule-preset' enum='wide.Preset'><default>'standard'</default></key>\n"
  "  <key name='points-to-win' type='i'><range min='-1000' max='1000'/>"
  "   <default>10</default></key>\n"
  "  <key name='deck' enum='wide.Deck'><default>'24'</default></key>\n"
  "  <key name='renege' enum='wide.Renege'><default>'prevent'</default></key>\n"
  "  <key name='alone-lead' enum='wide.Lead'><default>'eldest'</default></key>\n"
  "  <key name='stick-the-dealer' type='b'><default>true</default></key>\n"
  "  <key name='going-alone' type='b'><default>true</default></key>\n"
  "  <key name='alone-march-4' type='b'><default>true</default></key>\n"
  "  <key name='defend-alone' type='b'><default>false</default></key>\n"
  "  <key name='super-euchre' type='b'><default>false</default></key>\n"
  "  <key name='quiet-dealer' type='b'><default>false</default></key>\n"
  "  <key name='order-partner-alone' type='b'><default>false</default></key>\n"
  "  <key name='difficulty' enum='wide.Difficulty'><default>'medium'</default></key>\n"
  "  <key name='personality' enum='wide.Personality'><default>'normal'</default></key>\n"
  "  <key name='ai-delay-ms' type='i'><range min='-100000' max='100000'/>"
  "   <default>600</default></key>\n"
  "  <key name='auto-play-forced' type='b'><default>false</default></key>\n"
  "  <key name='undo' type='b'><default>true</default></key>\n"
  " </schema>\n"
  "</schemalist>\n";

typedef enum { POINTS, DECK, RENEGE, LEAD, PRESET, PERSONALITY, STRATEGY, DELAY } Check;

typedef struct {
  const char *key;
  const char *value;      /* GVariant text */
  Check check;
  int expect;             /* the value EuchreSettings must give */
} WideRow;

static const WideRow wide_rows[] = {
  { "points-to-win", "0", POINTS, 10 },
  { "points-to-win", "-5", POINTS, 10 },
  { "points-to-win", "101", POINTS, 10 },
  { "points-to-win", "100", POINTS, 100 },
  { "deck", "'64'", DECK, EUCHRE_DECK_24 },
  { "renege", "'forgive'", RENEGE, EUCHRE_RENEGE_PREVENT },
  { "alone-lead", "'dealer'", LEAD, EUCHRE_ALONE_LEAD_ELDEST },
  { "rule-preset", "'future'", PRESET, EUCHRE_PRESET_STANDARD },
  { "personality", "'evil'", PERSONALITY, EUCHRE_PERSONALITY_NORMAL },
  { "difficulty", "'nightmare'", STRATEGY, 0 },
  { "ai-delay-ms", "-100", DELAY, 0 },
  { "ai-delay-ms", "99999", DELAY, 5000 },
};

static void
test_settings_wide_schema (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-model");
  g_autofree char *xml = g_build_filename (dir, SCHEMA_ID ".gschema.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSettingsSchemaSource) source = NULL;
  g_autoptr (GSettingsSchema) schema = NULL;
  const char *argv[] = { GLIB_COMPILE_SCHEMAS, "--strict", dir, NULL };
  int status;

  if (GLIB_COMPILE_SCHEMAS[0] == '\0')
    {
      g_test_skip ("glib-compile-schemas not found");
      return;
    }
  g_assert_true (g_file_set_contents (xml, wide_schema, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  source = g_settings_schema_source_new_from_directory (dir, NULL, TRUE, &error);
  g_assert_no_error (error);
  schema = g_settings_schema_source_lookup (source, SCHEMA_ID, FALSE);
  g_assert_nonnull (schema);

  for (guint i = 0; i < G_N_ELEMENTS (wide_rows); i++)
    {
      const WideRow *row = &wide_rows[i];
      g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
      g_autoptr (GSettings) gs = g_settings_new_full (schema, backend, NULL);
      g_autoptr (EuchreSettings) settings = euchre_settings_new (gs);
      g_autoptr (EuchreGame) game = euchre_game_new ();
      g_autoptr (GVariant) value = g_variant_parse (NULL, row->value, NULL, NULL, &error);
      EuchreRules rules, standard;

      g_assert_no_error (error);
      g_test_message ("%s=%s", row->key, row->value);
      /* The wide schema lets it through … */
      g_assert_true (g_settings_set_value (gs, row->key, value));
      /* … and the game still gets valid rules and sane seats. */
      euchre_settings_get_rules (settings, &rules);
      g_assert_true (euchre_rules_validate (&rules, NULL));
      euchre_settings_apply_to_game (settings, game);
      euchre_rules_init_preset (&standard, EUCHRE_PRESET_STANDARD);
      switch (row->check)
        {
        case POINTS: g_assert_cmpint (rules.points_to_win, ==, row->expect); break;
        case DECK: g_assert_cmpint (rules.deck, ==, row->expect); break;
        case RENEGE: g_assert_cmpint (rules.renege, ==, row->expect); break;
        case LEAD: g_assert_cmpint (rules.alone_lead, ==, row->expect); break;
        case PRESET:
          g_assert_cmpint (rules.deck, ==, standard.deck);
          g_assert_cmpint (rules.renege, ==, standard.renege);
          g_assert_cmpint (rules.alone_lead, ==, standard.alone_lead);
          break;
        case PERSONALITY:
          g_assert_cmpint (euchre_settings_get_personality (settings), ==, row->expect);
          break;
        case STRATEGY:
          g_assert_nonnull (euchre_strategy_lookup (euchre_game_get_seat_strategy (game, 1)));
          g_assert_cmpstr (euchre_game_get_seat_strategy (game, 1), ==,
                           euchre_difficulty_strategy_id ("medium"));
          break;
        case DELAY:
          g_assert_cmpuint (euchre_game_get_ai_delay_ms (game), ==, (guint) row->expect);
          break;
        }
    }
  test_remove_tree (dir);
}

/* ---- saving ---------------------------------------------------------------------- */

typedef struct {
  EuchreGame *game;
  guint failures;
  guint actions;
  guint until;                  /* saver_play: actions to wait for */
  char *last_message;
} Saver;

static void
save_failed_cb (EuchreGame *game, const char *message, Saver *s)
{
  g_assert_nonnull (message);
  g_assert_cmpuint (strlen (message), >, 10);
  g_assert_true (g_utf8_validate (message, -1, NULL));
  s->failures++;
  g_free (s->last_message);
  s->last_message = g_strdup (message);
}

static void
bid_cb (EuchreGame *game, guint seat, EuchreAction *action, Saver *s)
{
  s->actions++;
}

static void
card_played_cb (EuchreGame *game, guint seat, guint card, Saver *s)
{
  s->actions++;
}

/* A game of four computer players saving to @path; paused. */
static void
saver_init (Saver *s, const char *path, guint seed)
{
  EuchreRules rules;

  memset (s, 0, sizeof *s);
  s->game = euchre_game_new ();
  euchre_game_set_paused (s->game, TRUE);
  euchre_game_set_ai_delay_ms (s->game, 0);
  g_assert_true (euchre_game_set_seat (s->game, 0, "simple", 0));
  euchre_game_set_save_path (s->game, path);
  g_signal_connect (s->game, "save-failed", G_CALLBACK (save_failed_cb), s);
  g_signal_connect (s->game, "bid", G_CALLBACK (bid_cb), s);
  g_signal_connect (s->game, "card-played", G_CALLBACK (card_played_cb), s);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (s->game, &rules, seed);
}

/* Lets the computer players make @n more bids or plays. */
static gboolean
saver_played (gpointer data)
{
  Saver *s = data;

  return s->actions >= s->until ||
         euchre_game_get_state (s->game)->pub.phase == EUCHRE_PHASE_GAME_OVER;
}

static void
saver_play (Saver *s, guint n)
{
  s->until = s->actions + n;
  euchre_game_set_paused (s->game, FALSE);
  test_wait_until (saver_played, s, "the computer players' moves", 20000);
  euchre_game_set_paused (s->game, TRUE);
}

static void
saver_clear (Saver *s)
{
  g_assert_finalize_object (s->game);
  /* Decisions still in their threads come back and are dropped. */
  test_wait_for_jobs ();
  g_free (s->last_message);
}

static char *
read_all (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The save at @path still reads @contents, and @dir holds just @names
 * (as list_dir gives them): nothing the player had is lost. */
static void
assert_save_kept (const char *dir, const char *path, const char *contents, const char *names)
{
  g_autofree char *after = read_all (path);
  g_autofree char *listed = list_dir (dir);

  g_assert_cmpstr (after, ==, contents);
  g_assert_cmpstr (listed, ==, names);
}

/* The save on disk is a game the engine reads back. */
static void
assert_save_is_game (const char *path, EuchreGame *game)
{
  g_autofree char *text = read_all (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = NULL;
  EuchreState state;

  record = euchre_record_parse (text, &state, &error);
  g_assert_no_error (error);
  if (game != NULL)
    g_assert_true (memcmp (&state, euchre_game_get_state (game), sizeof state) == 0);
}

/* The save's folder cannot be made: its parent is a file. */
static void
test_save_folder_under_file (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-model");
  g_autofree char *file = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (file, "euchre", "saved-game", NULL);
  Saver s;

  g_assert_true (g_file_set_contents (file, "x", -1, NULL));
  saver_init (&s, path, 4);
  g_assert_cmpuint (s.failures, ==, 1);
  g_assert_nonnull (strstr (s.last_message, "Could not create the folder"));
  g_assert_nonnull (strstr (s.last_message, "not-a-folder"));
  saver_play (&s, 12);
  g_assert_cmpuint (s.actions, >=, 12);
  g_assert_cmpuint (s.failures, >=, 1 + 12);
  saver_clear (&s);
  /* The file in the way is untouched. */
  {
    g_autofree char *x = read_all (file);

    g_assert_cmpstr (x, ==, "x");
  }
  test_remove_tree (dir);
}

/* Gives @paths to nobody, then gives up root for good, so permissions
 * apply from now on (an owner may still chmod, so the test can clean up).
 * Not root: nothing to do.  FALSE if it cannot (then nothing is tested). */
static gboolean
drop_root (const char *const *paths)
{
  if (geteuid () != 0)
    return TRUE;
  for (guint i = 0; paths[i] != NULL; i++)
    if (chown (paths[i], 65534, 65534) != 0)
      return FALSE;
  return setgroups (0, NULL) == 0 && setgid (65534) == 0 && setuid (65534) == 0 &&
         geteuid () == 65534;
}

/* Whether drop_root() can work here (tried in a child): root in a user
 * namespace without nobody mapped cannot become nobody. */
static gboolean
can_drop_root (void)
{
  pid_t pid;
  int status;

  if (geteuid () != 0)
    return TRUE;
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (setgroups (0, NULL) == 0 && setgid (65534) == 0 && setuid (65534) == 0 ? 0 : 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

/* The test body runs in a subprocess, which gives up root part way: TRUE
 * there.  In the parent it runs that subprocess and checks it passed (or
 * skips where root cannot be given up), and returns FALSE. */
static gboolean
in_subprocess_that_can_drop_root (void)
{
  if (g_test_subprocess ())
    return TRUE;
  if (!can_drop_root ())
    {
      g_test_skip ("running as root, and cannot become nobody");
      return FALSE;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  return FALSE;
}

/* A read-only data folder holding an earlier save. */
static void
test_save_read_only_folder (void)
{
  g_autofree char *top = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autoptr (GError) error = NULL;
  Saver s;

  if (!in_subprocess_that_can_drop_root ())
    return;

  /* In the subprocess: a save made while the folder could be written. */
  top = test_make_tmp_dir ("euchre-bad-model");
  dir = g_build_filename (top, "data", NULL);
  path = g_build_filename (dir, "saved-game", NULL);
  saver_init (&s, path, 21);
  saver_play (&s, 5);
  g_assert_cmpuint (s.failures, ==, 0);
  saver_clear (&s);
  before = read_all (path);

  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  if (!drop_root ((const char *[]) { top, dir, path, NULL }))
    g_error ("cannot give up root");
  g_assert_cmpint (access (dir, W_OK), !=, 0);

  /* Resuming reads it; every save after that fails, and play goes on. */
  saver_init (&s, path, 99);
  g_assert_cmpint (euchre_game_resume (s.game, &error), ==, EUCHRE_RESUME_RESUMED);
  g_assert_no_error (error);
  s.failures = 0;
  saver_play (&s, 20);
  g_assert_cmpuint (s.actions, >=, 20);
  g_assert_cmpuint (s.failures, >=, 20);
  g_test_message ("save-failed: %s", s.last_message);
  g_assert_nonnull (strstr (s.last_message, dir));
  g_assert_nonnull (strstr (s.last_message, g_strerror (EACCES)));
  saver_clear (&s);
  assert_save_kept (dir, path, before, "saved-game");

  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  test_remove_tree (top);
}

/* A corrupt save in a read-only folder can be neither read nor moved
 * aside: the player is told both, and the file stays. */
static void
test_save_corrupt_in_read_only_folder (void)
{
  g_autofree char *top = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  static const char broken[] = "euchre-game 1\nseed 1\n0 deal\n3 play AS\n";
  EuchreGame *game;

  if (!in_subprocess_that_can_drop_root ())
    return;
  top = test_make_tmp_dir ("euchre-bad-model");
  dir = g_build_filename (top, "data", NULL);
  path = g_build_filename (dir, "saved-game", NULL);
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  if (!drop_root ((const char *[]) { top, dir, path, NULL }))
    g_error ("cannot give up root");

  game = euchre_game_new ();
  euchre_game_set_paused (game, TRUE);
  euchre_game_set_save_path (game, path);
  g_assert_cmpint (euchre_game_resume (game, &error), ==, EUCHRE_RESUME_CORRUPT);
  /* The rename's failure is what the caller is told about. */
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
  g_test_message ("%s", error->message);
  g_assert_null (strstr (error->message, "line "));
  g_assert_nonnull (strstr (error->message, "nor moved aside"));
  g_assert_nonnull (strstr (error->message, g_strerror (EACCES)));
  g_assert_finalize_object (game);
  assert_save_kept (dir, path, broken, "saved-game");

  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  test_remove_tree (top);
}

/* Fills the file system holding @dir to its last byte; returns the path
 * of the filler. */
static char *
fill_disk (const char *dir)
{
  char *filler = g_build_filename (dir, "filler", NULL);
  static char block[4096];
  FILE *f = fopen (filler, "w");
  gsize size = sizeof block;

  g_assert_nonnull (f);
  setvbuf (f, NULL, _IONBF, 0);
  /* Whole blocks, then smaller and smaller writes down to one byte. */
  while (size > 0)
    if (fwrite (block, 1, size, f) != size)
      {
        g_assert_cmpint (errno, ==, ENOSPC);
        clearerr (f);
        size /= 2;
      }
  fclose (f);
  return filler;
}

static void
check_disk_full (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *before = NULL;
  g_autofree char *filler = NULL;
  Saver s;

  saver_init (&s, path, 33);
  saver_play (&s, 6);
  g_assert_cmpuint (s.failures, ==, 0);
  before = read_all (path);

  filler = fill_disk (dir);
  saver_play (&s, 12);
  g_assert_cmpuint (s.actions, >=, 6 + 12);
  g_assert_cmpuint (s.failures, >=, 12);
  g_test_message ("save-failed: %s", s.last_message);
  g_assert_nonnull (strstr (s.last_message, g_strerror (ENOSPC)));
  assert_save_kept (dir, path, before, "filler saved-game");

  /* Space again: the next save is whole and is the game. */
  g_assert_cmpint (g_unlink (filler), ==, 0);
  s.failures = 0;
  saver_play (&s, 1);
  g_assert_cmpuint (s.failures, ==, 0);
  assert_save_is_game (path, s.game);
  saver_clear (&s);
}

/* Enters a mount namespace of this process's own, where mounts are seen
 * by no one else: root may make one directly; anyone else through a user
 * namespace (where the kernel allows), mapping their own ids. */
static gboolean
enter_private_mounts (void)
{
  uid_t uid = getuid ();
  gid_t gid = getgid ();

  if (unshare (CLONE_NEWNS) != 0)
    {
      g_autofree char *uid_map = g_strdup_printf ("0 %u 1\n", (guint) uid);
      g_autofree char *gid_map = g_strdup_printf ("0 %u 1\n", (guint) gid);

      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0 ||
          !g_file_set_contents_full ("/proc/self/setgroups", "deny", -1,
                                     G_FILE_SET_CONTENTS_NONE, 0644, NULL) ||
          !g_file_set_contents_full ("/proc/self/uid_map", uid_map, -1,
                                     G_FILE_SET_CONTENTS_NONE, 0644, NULL) ||
          !g_file_set_contents_full ("/proc/self/gid_map", gid_map, -1,
                                     G_FILE_SET_CONTENTS_NONE, 0644, NULL))
        return FALSE;
    }
  return mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
}

/* Whether this process may make a private mount namespace and mount a
 * tmpfs in it (root, or user namespaces); tried in a child. */
static gboolean
can_mount_tmpfs (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-model");
  pid_t pid = fork ();
  int status;

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autofree char *file = g_build_filename (dir, "probe", NULL);
      gboolean ok = enter_private_mounts () &&
                    mount ("euchre-test", dir, "tmpfs", 0, "size=64k,mode=0700") == 0 &&
                    g_file_set_contents (file, "x", 1, NULL);

      _exit (ok ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_rmdir (dir);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

static void
test_save_disk_full (void)
{
  g_autofree char *dir = NULL;

  if (!g_test_subprocess ())
    {
      if (!can_mount_tmpfs ())
        {
          g_test_skip ("no private mount namespace with a tmpfs here "
                       "(the file-size-limit test covers a write failing part-way)");
          return;
        }
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  /* In the subprocess: a 64 KiB tmpfs seen by no one else; it goes away
   * with the process. */
  dir = test_make_tmp_dir ("euchre-bad-model");
  g_assert_true (enter_private_mounts ());
  g_assert_cmpint (mount ("euchre-test", dir, "tmpfs", 0, "size=64k,mode=0700"), ==, 0);
  check_disk_full (dir);
  g_assert_cmpint (umount (dir), ==, 0);
  g_rmdir (dir);
}

/* A write that fails part-way (RLIMIT_FSIZE: "File too large"), which
 * needs no privilege anywhere. */
static void
test_save_file_size_limit (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  struct rlimit limit;
  Saver s;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  dir = test_make_tmp_dir ("euchre-bad-model");
  path = g_build_filename (dir, "saved-game", NULL);
  saver_init (&s, path, 45);
  saver_play (&s, 6);
  g_assert_cmpuint (s.failures, ==, 0);
  before = read_all (path);

  /* Files may not grow past the save as it is: the next, longer one
   * fails in the middle of its write. */
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  limit.rlim_cur = strlen (before);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  saver_play (&s, 12);
  g_assert_cmpuint (s.failures, >=, 12);
  g_test_message ("save-failed: %s", s.last_message);
  g_assert_nonnull (strstr (s.last_message, g_strerror (EFBIG)));
  assert_save_kept (dir, path, before, "saved-game");

  limit.rlim_cur = RLIM_INFINITY;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  s.failures = 0;
  saver_play (&s, 1);
  g_assert_cmpuint (s.failures, ==, 0);
  assert_save_is_game (path, s.game);
  saver_clear (&s);
  test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/euchre/bad-input/settings/hand-edited-file", test_settings_keyfile);
  g_test_add_func ("/euchre/bad-input/settings/wider-schema", test_settings_wide_schema);
  g_test_add_func ("/euchre/bad-input/save/folder-under-a-file", test_save_folder_under_file);
  g_test_add_func ("/euchre/bad-input/save/read-only-folder", test_save_read_only_folder);
  g_test_add_func ("/euchre/bad-input/save/corrupt-in-read-only-folder",
                   test_save_corrupt_in_read_only_folder);
  g_test_add_func ("/euchre/bad-input/save/disk-full", test_save_disk_full);
  g_test_add_func ("/euchre/bad-input/save/file-size-limit", test_save_file_size_limit);
  return g_test_run ();
}
