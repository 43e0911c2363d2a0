/* test-bad-files.c — malformed files, one table per format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * - the game notation (the autosave): each row is read by the engine
 *   (message naming the line) and then resumed by EuchreGame as a saved
 *   game, which must keep the bad file byte for byte as *.corrupt-N, tell
 *   the player in plain words, go on from the moves that read (if the
 *   set-up reads) or start again, and save again;
 * - the EECS 280 pack: each row refused with its line, or accepted;
 * - the CS 246 saved game: what tests/test-cs246.c's table does not have.
 *
 * tests/test-record.c, test-deck.c and test-cs246.c hold the first rows of
 * each format; these add the rest, and the fuzz targets (tests/fuzz/) the
 * inputs no one would think of.
 */
/* flock(), symlink(), setpgid(), kill() and fsync() with -std=c11. */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-test"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-files.h"
#include "euchre-cs246.h"
#include "euchre-engine.h"
#include "fuzz.h"
#include "euchre-game.h"

/* ---- the game notation ------------------------------------------------------ */

#define PACK24 "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS"

typedef struct {
  const char *text;
  gssize length;          /* -1: NUL-terminated */
  const char *message;    /* a part of the engine's message */
  guint moves_kept;       /* resumed as a saved game: the moves it keeps (0: a new game) */
} BadRecord;

static const BadRecord bad_records[] = {
  /* Found by fuzz-record: a pack, then rules whose deck it is not, used to
   * abort the program (a failed g_assert) instead of refusing the file. */
  { "euchre-game 1\npack " PACK24 "\nrules points=10 deck=32\n0 deal\n", -1,
    "line 3: The pack must hold each card of the deck exactly once" },
  { "euchre-game 1\npack " PACK24 "\nrules deck=25\n", -1, "line 3: The pack must" },
  { "euchre-game 2\n", -1, "line 1: this is not a Euchre game record" },
  { "EUCHRE-GAME 1\n", -1, "line 1: this is not a Euchre game record" },
  { "euchre-game 1\nrules points=0\n", -1, "line 2: " },
  { "euchre-game 1\nrules points=101\n", -1, "line 2: " },
  { "euchre-game 1\nrules points=ten\n", -1, "line 2: " },
  { "euchre-game 1\nrules deck=23\n", -1, "line 2: " },
  { "euchre-game 1\nrules first-dealer=4\n", -1, "line 2: " },
  { "euchre-game 1\nrules points\n", -1, "line 2: " },
  { "euchre-game 1\nrules stick-the-dealer=maybe\n", -1, "line 2: " },
  { "euchre-game 1\npack " PACK24 " 7S 8S 7H 8H 7D 8D 7C 8C XJ 9C\n", -1,
    "line 2: the pack holds something that is not a card" },
  { "euchre-game 1\npack " PACK24 " 7S\n", -1, "line 2: The pack must" },
  { "euchre-game 1\nseed 4294967296\n", -1, "line 2: the seed must be a whole number" },
  { "euchre-game 1\nseed 0x10\n", -1, "line 2: the seed must be a whole number" },
  { "euchre-game 1\nseed 1\n0 deal\n1 play\n", -1, "line 4: expected a seat (0–3) and an action",
    1 },
  { "euchre-game 1\nseed 1\n0 deal\n1 call X\n", -1, "line 4: expected a seat", 1 },
  { "euchre-game 1\nseed 1\n99999999999999999999999 deal\n", -1, "line 3: expected a seat" },
  { "euchre-game 1\nseed 1\n0  deal\n", -1, "line 3: expected a seat" },
  { "euchre-game 1\nseed 1\n-0 deal\n", -1, "line 3: expected “rules”, “seed” or “pack”" },
  { "euchre-game 1\nseed 1\n0 deal\n0 deal\n", -1, "line 4: it is seat 1’s turn, not seat 0’s",
    1 },
  { "euchre-game 1\nseed 1\n0 deal\n1 renege 9S\n", -1, "line 4: ", 1 },
  { "euchre-game 1\nseed 1\n0 deal\n1 discard 9S\n", -1, "line 4: ", 1 },
  /* What a crash can leave of a file: all NULs, or text then NULs. */
  { "\0\0\0\0\0\0\0\0", 8, "the game record is empty" },
  { "\0euchre-game 1\n", 15, "the game record is empty" },
  { "euchre-game 1\n\xc3\x28\n", -1, "the game record is not text" },
  { "\xef\xbb\xbf" "euchre-game 1\n", -1, "line 1: this is not a Euchre game record" },
};

static void
test_record_row (gconstpointer data)
{
  const BadRecord *row = data;
  g_autofree char *text = g_strndup (row->text, row->length < 0 ? strlen (row->text)
                                                                : (gsize) row->length);
  g_autoptr (GError) error = NULL;
  g_autoptr (EuchreRecord) record = NULL;
  EuchreState state;

  /* The engine refuses it, naming the line. */
  record = euchre_record_parse (text, &state, &error);
  g_assert_null (record);
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  if (strstr (error->message, row->message) == NULL)
    g_error ("message “%s” lacks “%s”", error->message, row->message);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* The same file as a saved game: kept, the player told, play goes on. */
static void
test_record_resume_row (gconstpointer data)
{
  const BadRecord *row = data;
  gsize length = row->length < 0 ? strlen (row->text) : (gsize) row->length;
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *kept = g_strconcat (path, ".corrupt-1", NULL);
  g_autofree char *back = NULL;
  g_autoptr (GError) error = NULL;
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;
  gsize back_length;

  g_assert_true (g_file_set_contents (path, row->text, (gssize) length, NULL));
  g_assert_cmpint (test_resume_from (game, path, &error), ==,
                   row->moves_kept ? EUCHRE_RESUME_PARTIAL : EUCHRE_RESUME_CORRUPT);
  g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
  /* The message says where the file went, in the player's words: not the
   * parser's. */
  if (strstr (error->message, kept) == NULL || strstr (error->message, "line ") != NULL)
    g_error ("message “%s” lacks “%s” or names a line", error->message, kept);
  if (row->moves_kept > 0)
    {
      g_autofree char *resumed = euchre_game_to_string (game);
      g_autoptr (EuchreRecord) record = euchre_record_parse (resumed, NULL, NULL);

      g_assert_nonnull (record);
      g_assert_cmpuint (euchre_record_length (record), ==, row->moves_kept);
    }
  /* Nothing lost: the file is kept, byte for byte (and what could be read
   * of it saved again). */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS) == (row->moves_kept > 0));
  g_assert_true (g_file_get_contents (kept, &back, &back_length, NULL));
  g_assert_cmpmem (back, back_length, row->text, length);
  /* A new game starts and saves beside it. */
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (game, &rules, 8);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_finalize_object (game);
  /* And a second bad save is kept as *.corrupt-2, the first untouched. */
  {
    g_autofree char *kept2 = g_strconcat (path, ".corrupt-2", NULL);
    g_autofree char *again = NULL;
    gsize again_length;

    game = euchre_game_new ();
    euchre_game_set_paused (game, TRUE);
    euchre_game_set_save_path (game, path);
    g_assert_true (g_file_set_contents (path, row->text, (gssize) length, NULL));
    g_clear_error (&error);
    g_assert_cmpint (euchre_game_resume (game, &error), ==,
                     row->moves_kept ? EUCHRE_RESUME_PARTIAL : EUCHRE_RESUME_CORRUPT);
    g_assert_nonnull (strstr (error->message, kept2));
    g_assert_true (g_file_get_contents (kept, &again, &again_length, NULL));
    g_assert_cmpmem (again, again_length, row->text, length);
    g_assert_finalize_object (game);
  }
  test_remove_tree (dir);
}

/* A save that is a folder (a player's mistake, or a tool's): it cannot be
 * read, so it is moved aside whole, never deleted. */
static void
test_record_save_is_folder (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *inside = g_build_filename (path, "keep-me", NULL);
  g_autofree char *kept_inside = g_build_filename (dir, "saved-game.corrupt-1", "keep-me", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *back = NULL;
  EuchreGame *game = euchre_game_new ();

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "precious", -1, NULL));
  g_assert_cmpint (test_resume_from (game, path, &error), ==, EUCHRE_RESUME_CORRUPT);
  /* A file that cannot be read is no parse error: the file error says why. */
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "saved-game.corrupt-1"));
  g_assert_true (g_file_get_contents (kept_inside, &back, NULL, NULL));
  g_assert_cmpstr (back, ==, "precious");
  g_assert_finalize_object (game);
  test_remove_tree (dir);
}

/* ---- special files (issue 25) ------------------------------------------------ */

/* What a hostile data folder or a careless user may put where a file is
 * read: made in @dir as @name. */
typedef enum { SPECIAL_FIFO, SPECIAL_ZERO, SPECIAL_FOLDER, SPECIAL_LOOP } Special;

static const struct {
  const char *name;
  const char *message;
  gint code;
} specials[] = {
  { "fifo", "this is a named pipe, not a regular file", G_FILE_ERROR_INVAL },
  { "dev-zero", "this is a device, not a regular file", G_FILE_ERROR_INVAL },
  { "folder", "this is a folder, not a regular file", G_FILE_ERROR_ISDIR },
  { "symlink-loop", "this is a loop of symbolic links, not a file", G_FILE_ERROR_LOOP },
};

static void
make_special (const char *path, Special kind)
{
  switch (kind)
    {
    case SPECIAL_FIFO:
      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      break;
    case SPECIAL_ZERO:
      g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      break;
    case SPECIAL_FOLDER:
      g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      break;
    case SPECIAL_LOOP:
    default:
      {
        g_autofree char *base = g_path_get_basename (path);

        g_assert_cmpint (symlink (base, path), ==, 0);
      }
      break;
    }
}

/* Each is refused at once (a pipe with no writer never blocks the
 * reader, /dev/zero is not read until memory runs out), in plain words. */
static void
test_reader_special (gconstpointer data)
{
  Special kind = GPOINTER_TO_INT (data);
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, specials[kind].name, NULL);
  g_autoptr (GError) error = NULL;
  char *text = (char *) "unset";
  gsize length = 7;

  make_special (path, kind);
  g_assert_false (euchre_file_read_bounded (path, 1024, &text, &length, &error));
  g_assert_error (error, G_FILE_ERROR, specials[kind].code);
  g_assert_cmpstr (error->message, ==, specials[kind].message);
  g_assert_null (text);
  g_assert_cmpuint (length, ==, 0);
  test_remove_tree (dir);
}

/* A file of the limit is read; one byte more is not, whatever stat says;
 * a link to a regular file is read through. */
static void
test_reader_limit (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "file", NULL);
  g_autofree char *link = g_build_filename (dir, "link", NULL);
  g_autofree char *big = g_strnfill (1025, 'x');
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  g_assert_true (g_file_set_contents (path, big, 1024, NULL));
  g_assert_cmpint (symlink ("file", link), ==, 0);
  g_assert_true (euchre_file_read_bounded (link, 1024, &text, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 1024);
  g_assert_cmpuint (strlen (text), ==, 1024);
  g_clear_pointer (&text, g_free);

  g_assert_true (g_file_set_contents (path, big, 1025, NULL));
  g_assert_false (euchre_file_read_bounded (path, 1024, &text, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "the file is too large (more than 1 KiB)");
  g_assert_null (text);
  g_clear_error (&error);

  /* A file stat() says is empty and yet reads on (/proc's): the limit
   * still holds. */
  g_assert_false (euchre_file_read_bounded ("/proc/self/maps", 10, &text, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);

  g_assert_false (euchre_file_read_bounded ("/nonexistent/x", 10, &text, &length, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  test_remove_tree (dir);
}

/* The same files as the saved game: resumed at once as unreadable, moved
 * aside (the link itself, never /dev/zero), and a new game saves. */
static void
test_saved_game_special (gconstpointer data)
{
  Special kind = GPOINTER_TO_INT (data);
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *kept = g_strconcat (path, ".corrupt-1", NULL);
  g_autoptr (GError) error = NULL;
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;
  GStatBuf st;

  make_special (path, kind);
  g_assert_cmpint (test_resume_from (game, path, &error), ==, EUCHRE_RESUME_CORRUPT);
  g_assert_error (error, G_FILE_ERROR, specials[kind].code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, specials[kind].message));
  g_assert_nonnull (strstr (error->message, kept));
  g_assert_cmpint (g_lstat (kept, &st), ==, 0);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_start (game, &rules, 8);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_finalize_object (game);
  test_remove_tree (dir);
}

/* Two instances on one data folder (two sessions): the first holds the
 * saved game; the second starts a new game that it does not save, and
 * says so; the first's save is never touched by it. */
static void
test_saved_game_two_instances (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *first_text = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  EuchreGame *first = euchre_game_new ();
  EuchreGame *second = euchre_game_new ();
  EuchreGame *third;
  EuchreRules rules;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_game_set_paused (first, TRUE);
  euchre_game_set_paused (second, TRUE);
  euchre_game_set_save_path (first, path);
  euchre_game_set_save_path (second, path);
  g_assert_cmpint (euchre_game_resume (first, &error), ==, EUCHRE_RESUME_NOTHING);
  g_assert_no_error (error);
  euchre_game_start (first, &rules, 1);
  g_assert_true (g_file_get_contents (path, &first_text, NULL, NULL));

  g_assert_cmpint (euchre_game_resume (second, &error), ==, EUCHRE_RESUME_IN_USE);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_AGAIN);
  g_assert_nonnull (strstr (error->message, "already running"));
  g_assert_nonnull (strstr (error->message, "will not be saved"));
  euchre_game_start (second, &rules, 2);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, first_text);
  g_assert_finalize_object (second);

  /* Once the first is gone, the next one resumes its game. */
  g_assert_finalize_object (first);
  third = euchre_game_new ();
  g_clear_error (&error);
  g_assert_cmpint (test_resume_from (third, path, &error), ==, EUCHRE_RESUME_RESUMED);
  g_assert_finalize_object (third);
  test_remove_tree (dir);
}

/* A saved game that is a link (to keep it in a synced folder, say): the
 * autosave writes through it, the link stays (issue 25: it was replaced
 * by a regular file). */
static void
test_saved_game_symlink (void)
{
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autofree char *target = g_build_filename (dir, "elsewhere", NULL);
  g_autofree char *text = NULL;
  g_autofree char *now = NULL;
  EuchreGame *game = euchre_game_new ();
  EuchreRules rules;

  g_assert_cmpint (symlink ("elsewhere", path), ==, 0);
  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  g_assert_cmpint (test_resume_from (game, path, NULL), ==, EUCHRE_RESUME_NOTHING);
  euchre_game_start (game, &rules, 3);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (target, &text, NULL, NULL));
  now = euchre_game_to_string (game);
  g_assert_cmpstr (text, ==, now);
  g_assert_finalize_object (game);

  /* And it resumes through it. */
  game = euchre_game_new ();
  g_assert_cmpint (test_resume_from (game, path, NULL), ==, EUCHRE_RESUME_RESUMED);
  g_assert_finalize_object (game);
  test_remove_tree (dir);
}

/* What a killed autosave leaves ("saved-game.XXXXXX") is removed at the
 * next start, by the game that holds the lock; nothing else is. */
static void
test_saved_game_temporaries (void)
{
  static const char *const gone[] = { "saved-game.Ab3xYz", "saved-game.9QWERT" };
  static const char *const kept[] = { "saved-game.corrupt-1", "saved-game.lock",
                                      "saved-game.Ab3xY", "saved-game.Ab3xYz7",
                                      "statistics.ini.Ab3xYz", "saved-game.Ab_xYz" };
  g_autofree char *dir = test_make_tmp_dir ("euchre-bad-files");
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  EuchreGame *game = euchre_game_new ();
  EuchreGame *other = euchre_game_new ();

  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      g_autofree char *name = g_build_filename (dir, gone[i], NULL);

      g_assert_true (g_file_set_contents (name, "euchre-game 1\nse", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *name = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_set_contents (name, "keep", -1, NULL));
    }
  g_assert_cmpint (test_resume_from (game, path, NULL), ==, EUCHRE_RESUME_NOTHING);
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      g_autofree char *name = g_build_filename (dir, gone[i], NULL);

      g_assert_false (g_file_test (name, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *name = g_build_filename (dir, kept[i], NULL);

      g_assert_true (g_file_test (name, G_FILE_TEST_EXISTS));
    }

  /* A second instance, without the lock, removes nothing (the first may
   * be writing one now). */
  {
    g_autofree char *name = g_build_filename (dir, gone[0], NULL);

    g_assert_true (g_file_set_contents (name, "euchre-game 1\nse", -1, NULL));
    g_assert_cmpint (test_resume_from (other, path, NULL), ==, EUCHRE_RESUME_IN_USE);
    g_assert_true (g_file_test (name, G_FILE_TEST_EXISTS));
  }
  g_assert_finalize_object (other);
  g_assert_finalize_object (game);
  test_remove_tree (dir);
}

/* ---- the EECS 280 pack ------------------------------------------------------- */

typedef struct {
  const char *text;       /* "%P" is the course pack, 24 lines */
  const char *message;    /* NULL: accepted */
} PackRow;

static const PackRow pack_rows[] = {
  { "", "the pack holds 0 cards, not 24" },
  { "\n\n  \n", "the pack holds 0 cards, not 24" },
  { "Nine of Spades\n", "the pack holds 1 cards, not 24" },
  { "%PNine of Spades\n", "line 25: “Nine of Spades” appears twice" },
  { "Nine of Spades\nNine of Spades\n", "line 2: “Nine of Spades” appears twice" },
  { "Joker\n%P", "line 1: “Joker” is not a card of the 24-card pack" },
  { "Eight of Spades\n%P", "line 1: “Eight of Spades” is not a card of the 24-card pack" },
  { "9S\n%P", "line 1: “9S” is not a card of the 24-card pack" },
  { "Nine of Spades and more\n", "line 1: " },
  { "Nine of\n", "line 1: " },
  { "of Spades\n", "line 1: " },
  { "\xff\xfe\n", "line 1: " },
  /* Line ends and spaces people's editors leave are fine. */
  { "%P", NULL },
  { "%P\n\n\n", NULL },
  { "%P%CRLF", NULL },
};

static void
test_pack_rows (void)
{
  g_autofree char *pack = fuzz_eecs280_pack ("\n");
  g_autofree char *crlf = fuzz_eecs280_pack (" \r\n");

  for (guint i = 0; i < G_N_ELEMENTS (pack_rows); i++)
    {
      const PackRow *row = &pack_rows[i];
      g_auto (GStrv) parts = g_strsplit (row->text, "%P", -1);
      g_autofree char *joined = g_strjoinv (pack, parts);
      g_autofree char *text = g_str_has_suffix (row->text, "%CRLF") ? g_strdup (crlf)
                                                                     : g_steal_pointer (&joined);
      g_autoptr (GError) error = NULL;
      EuchreCard deck[24];
      gboolean ok;

      g_test_message ("pack row %u", i);
      ok = euchre_deck_parse_pack (text, deck, &error);
      if (row->message == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
      if (strstr (error->message, row->message) == NULL)
        g_error ("pack row %u: message “%s” lacks “%s”", i, error->message, row->message);
    }
}

/* ---- the CS 246 saved game ---------------------------------------------------- */

#define DECK "JH JD AH AD 9C 9H TH QD KD TC QH KH 9D TD QC TS QS KS AS KC 9S JS JC AC"
#define HANDS5 \
  "5 JH JD AH AD 9C\n0\n5 9H TH QD KD TC\n0\n5 QH KH 9D TD QC\n0\n5 TS QS KS AS KC\n0\n"

typedef struct {
  const char *text;
  gssize length;
  const char *prefix;     /* the message's start */
} Cs246Row;

/* Lengths from sizeof: some rows hold NULs. */
#define CS246_ROW(text, prefix) { text, sizeof text - 1, prefix }

static const Cs246Row cs246_rows[] = {
  CS246_ROW ("0 0\n0 1\n?\n1\n" DECK "\n" HANDS5, NULL),   /* the good file the rows damage */
  CS246_ROW ("0\0 0\n0 1\n?\n1\n" DECK "\n" HANDS5, "Line 1: "),
  CS246_ROW ("0 0\n0 1\n?\n1\n" DECK "\n5 JH JD AH AD 9C\n0\0\n", "Line "),
  CS246_ROW ("99999999999999999999 0\n", "Line 1: "),
  CS246_ROW ("-1 0\n", "Line 1: "),
  CS246_ROW ("0 0\n0 1\n?\n1e5\n", "Line 4: "),
  CS246_ROW ("0 0\n0 1\n?\n1\n" DECK "\n-5 JH\n", "Line 6: "),
  CS246_ROW ("0 0\n0 1\n?\n1\n" DECK "\n99999999999 JH\n", "Line 6: "),
  CS246_ROW ("\xef\xbb\xbf" "0 0\n", "Line 1: "),
};

static void
test_cs246_rows (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cs246_rows); i++)
    {
      const Cs246Row *row = &cs246_rows[i];
      g_autoptr (GError) error = NULL;
      EuchreCs246Game game;
      gboolean ok;

      g_test_message ("CS 246 row %u", i);
      ok = euchre_cs246_load (&game, row->text, row->length, &error);
      if (row->prefix == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, EUCHRE_ERROR, EUCHRE_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, row->prefix))
        g_error ("CS 246 row %u: message “%s” does not start “%s”", i, error->message, row->prefix);
      g_assert_null (strchr (error->message, '\n'));
    }
}

/* ---- actions with junk in the fields their type does not use ---------------- */

/* Found by fuzz-state: euchre_state_apply() accepted a pass carrying a card,
 * a suit and "alone" (the check looks only at the type) and kept them in
 * the state's bids, so the state differed from the same game replayed
 * from its record (where a pass is just "pass"). */
static void
test_action_unused_fields (void)
{
  EuchreRules rules;
  EuchreState s, replayed;
  EuchreAction deal = euchre_action_make (EUCHRE_ACTION_DEAL, EUCHRE_CARD_NONE,
                                          EUCHRE_SUIT_NONE, FALSE);
  EuchreAction junk_pass = { EUCHRE_ACTION_PASS, 0, 0, TRUE };
  g_autoptr (EuchreRecord) record = NULL;
  g_autoptr (EuchreRecord) back = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  guint seat;

  euchre_rules_init_preset (&rules, EUCHRE_PRESET_STANDARD);
  euchre_state_init (&s, &rules, 77);
  record = euchre_record_new (&rules, 77);
  seat = s.pub.turn;
  g_assert_true (euchre_state_apply (&s, &deal, NULL));
  euchre_record_append (record, seat, &deal);
  seat = s.pub.turn;
  g_assert_true (euchre_state_apply (&s, &junk_pass, &error));
  g_assert_no_error (error);
  euchre_record_append (record, seat, &junk_pass);
  g_assert_cmpint (s.pub.bids[0][seat].type, ==, EUCHRE_ACTION_PASS);
  g_assert_cmpint (s.pub.bids[0][seat].card, ==, EUCHRE_CARD_NONE);
  g_assert_cmpint (s.pub.bids[0][seat].suit, ==, EUCHRE_SUIT_NONE);
  g_assert_false (s.pub.bids[0][seat].alone);

  text = euchre_record_to_string (record);
  back = euchre_record_parse (text, &replayed, &error);
  g_assert_no_error (error);
  g_assert_true (memcmp (&s, &replayed, sizeof s) == 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (bad_records); i++)
    {
      g_autofree char *p1 = g_strdup_printf ("/euchre/bad-input/record/%02u", i);
      g_autofree char *p2 = g_strdup_printf ("/euchre/bad-input/saved-game/%02u", i);

      g_test_add_data_func (p1, &bad_records[i], test_record_row);
      g_test_add_data_func (p2, &bad_records[i], test_record_resume_row);
    }
  g_test_add_func ("/euchre/bad-input/saved-game/folder", test_record_save_is_folder);
  for (int kind = 0; kind < (int) G_N_ELEMENTS (specials); kind++)
    {
      g_autofree char *p1 = g_strdup_printf ("/euchre/bad-input/reader/%s", specials[kind].name);
      g_autofree char *p2 = g_strdup_printf ("/euchre/bad-input/saved-game/special-%s",
                                             specials[kind].name);

      g_test_add_data_func (p1, GINT_TO_POINTER (kind), test_reader_special);
      g_test_add_data_func (p2, GINT_TO_POINTER (kind), test_saved_game_special);
    }
  g_test_add_func ("/euchre/bad-input/reader/limit", test_reader_limit);
  g_test_add_func ("/euchre/bad-input/saved-game/two-instances", test_saved_game_two_instances);
  g_test_add_func ("/euchre/bad-input/saved-game/symlink", test_saved_game_symlink);
  g_test_add_func ("/euchre/bad-input/saved-game/stale-temporaries",
                   test_saved_game_temporaries);
  g_test_add_func ("/euchre/bad-input/pack", test_pack_rows);
  g_test_add_func ("/euchre/bad-input/cs246", test_cs246_rows);
  g_test_add_func ("/euchre/bad-input/action-unused-fields", test_action_unused_fields);
  return g_test_run ();
}
