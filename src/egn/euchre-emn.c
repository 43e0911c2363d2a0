/* euchre-emn.c — match files: several EGN games with their players by id
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-engine"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "euchre-error.h"
#include "euchre-emn.h"
#include "euchre-egn-private.h"

#define EMN_FILE_TYPE "Euchre Match Notation"
#define EMN_VERSION "1.2"

gboolean
euchre_emn_is_match (const char *text, gsize length)
{
  static const char type[] = "\"" EMN_FILE_TYPE "\"";

  g_return_val_if_fail (text != NULL, FALSE);

  /* The file type comes first in the files we know; a long description
   * before it would hide it, so the whole of a small file is looked at. */
  return g_strstr_len (text, (gssize) MIN (length, 65536), type) != NULL;
}

static void
game_free (gpointer data)
{
  EuchreEmnGame *game = data;

  g_clear_pointer (&game->egn, euchre_egn_free);
  g_free (game->error);
  for (guint s = 0; s < 4; s++)
    g_free (game->players[s]);
  g_free (game);
}

void
euchre_emn_free (EuchreEmn *emn)
{
  if (emn == NULL)
    return;
  g_free (emn->title);
  g_free (emn->description);
  g_free (emn->date);
  g_free (emn->format);
  g_clear_pointer (&emn->games, g_ptr_array_unref);
  g_clear_pointer (&emn->notes, g_ptr_array_unref);
  g_clear_pointer (&emn->source, json_node_unref);
  g_free (emn);
}

/* @text cut to a name's length, or a copy; "" for NULL. */
static char *
name_text (const char *text)
{
  char *cut = egn_cut_text (text != NULL ? text : "", EUCHRE_EGN_MAX_NAME);

  return cut != NULL ? cut : g_strdup (text != NULL ? text : "");
}

/* The match's players by id ("metadata.players": [{ "id", "name" }]). */
static GHashTable *
player_names (JsonObject *meta)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  JsonArray *players = egn_member_array (meta, "players");

  for (guint i = 0; players != NULL && i < json_array_get_length (players); i++)
    {
      JsonNode *n = json_array_get_element (players, i);
      JsonObject *p = JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
      const char *id = egn_member_string (p, "id");

      if (id != NULL && !g_hash_table_contains (names, id))
        g_hash_table_insert (names, g_strdup (id), name_text (egn_member_string (p, "name")));
    }
  return names;
}

static EuchreEmnGame *
read_game (EuchreEmn *emn, JsonNode *node, guint index, GHashTable *names)
{
  EuchreEmnGame *game = g_new0 (EuchreEmnGame, 1);
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *data = o != NULL ? json_object_get_member (o, "gameData") : NULL;
  JsonArray *seats = egn_member_array (o, "playersOverride");
  g_autoptr (GError) error = NULL;

  if (data == NULL || !JSON_NODE_HOLDS_OBJECT (data))
    game->error = g_strdup (_("the game (an EGN document under “gameData”) is missing"));
  else if ((game->egn = egn_from_node (data, 0, &error)) == NULL)
    game->error = g_strdup (error->message);
  for (guint s = 0; s < 4; s++)
    {
      const char *id = seats != NULL && s < json_array_get_length (seats)
                       ? egn_element_string (seats, s) : NULL;

      if (id != NULL && g_hash_table_lookup (names, id) != NULL)
        game->players[s] = g_strdup (g_hash_table_lookup (names, id));
      else if (id != NULL)
        {
          game->players[s] = name_text (id);
          g_ptr_array_add (emn->notes,
                           g_strdup_printf (_("Game %u: the player “%s” is not in the match’s "
                                              "list of players"), index + 1, game->players[s]));
        }
      else
        game->players[s] = g_strdup (game->egn != NULL ? game->egn->players[s] : "");
    }
  return game;
}

EuchreEmn *
euchre_emn_parse (const char *text, gssize length, GError **error)
{
  g_autoptr (JsonNode) doc = NULL;
  g_autoptr (EuchreEmn) emn = NULL;
  g_autoptr (GHashTable) names = NULL;
  JsonObject *root, *meta, *format;
  JsonArray *games;
  const char *s;
  guint n_cut = 0;
  gint64 target = -1;

  g_return_val_if_fail (text != NULL, NULL);

  doc = egn_json_read (text, length, EUCHRE_EMN_MAX_BYTES, TRUE, &n_cut, error);
  if (doc == NULL)
    return NULL;
  root = json_node_get_object (doc);
  s = egn_member_string (root, "fileType");
  if (s != NULL && !g_str_equal (s, EMN_FILE_TYPE))
    return egn_parse_fail (error, _("this is not a match file: its file type is “%s”"), s);
  games = egn_member_array (root, "games");
  if (games == NULL)
    return egn_parse_fail (error, "%s",
                           _("this is not a match file: its list of games (“games”) is missing"));
  if (json_array_get_length (games) > EUCHRE_EMN_MAX_GAMES)
    return egn_parse_fail (error, _("the file holds %u games; a match has at most %u"),
                           json_array_get_length (games), EUCHRE_EMN_MAX_GAMES);

  emn = g_new0 (EuchreEmn, 1);
  emn->notes = g_ptr_array_new_with_free_func (g_free);
  emn->games = g_ptr_array_new_with_free_func (game_free);
  meta = egn_member_object (root, "metadata");
  emn->title = name_text (egn_member_string (meta, "title"));
  emn->description = g_strdup (egn_member_string (meta, "description") != NULL
                               ? egn_member_string (meta, "description") : "");
  if (egn_member_string (meta, "date") != NULL)
    emn->date = name_text (egn_member_string (meta, "date"));
  format = egn_member_object (meta, "matchFormat");
  emn->format = name_text (egn_member_string (format, "type"));
  emn->format_target = egn_member_int (format, "target", 0, G_MAXINT, &target) ? target : -1;
  egn_note_cut (emn->notes, n_cut);
  names = player_names (meta);
  for (guint i = 0; i < json_array_get_length (games); i++)
    g_ptr_array_add (emn->games, read_game (emn, json_array_get_element (games, i), i, names));
  emn->source = g_steal_pointer (&doc);
  return g_steal_pointer (&emn);
}

guint
euchre_emn_n_deals (const EuchreEmn *emn, guint *n_read)
{
  guint n = 0, read = 0;

  for (guint i = 0; i < emn->games->len; i++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, i);

      if (game->egn != NULL)
        {
          n += game->egn->n_deals;
          read += game->egn->n_deals_read;
        }
    }
  if (n_read != NULL)
    *n_read = read;
  return n;
}

char *
euchre_emn_to_string (const EuchreEmn *emn, GError **error)
{
  JsonObject *src = emn->source != NULL && JSON_NODE_HOLDS_OBJECT (emn->source)
                    ? json_node_get_object (emn->source) : NULL;
  JsonArray *src_games = egn_member_array (src, "games");
  JsonObject *top = egn_object_copy (src);
  JsonArray *games = json_array_new ();
  g_autoptr (JsonNode) root = NULL;

  json_object_set_string_member (top, "fileType", EMN_FILE_TYPE);
  if (egn_member_string (src, "version") == NULL)
    json_object_set_string_member (top, "version", EMN_VERSION);
  for (guint i = 0; i < emn->games->len; i++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, i);
      JsonNode *n = src_games != NULL && i < json_array_get_length (src_games)
                    ? json_array_get_element (src_games, i) : NULL;
      JsonObject *o = egn_object_copy (n != NULL && JSON_NODE_HOLDS_OBJECT (n)
                                   ? json_node_get_object (n) : NULL);

      /* A game that did not read is written back as it was. */
      if (game->egn != NULL)
        json_object_set_member (o, "gameData", egn_to_node (game->egn));
      json_array_add_object_element (games, o);
    }
  json_object_set_array_member (top, "games", games);
  root = json_node_init_object (json_node_alloc (), top);
  json_object_unref (top);
  return egn_json_write (root, EUCHRE_EMN_MAX_BYTES, error);
}

char *
euchre_emn_transcript (const EuchreEmn *emn)
{
  GString *out = g_string_new (NULL);
  guint n_read, n = euchre_emn_n_deals (emn, &n_read);

  if (emn->title[0] != '\0')
    g_string_append_printf (out, "%s\n", emn->title);
  if (emn->description[0] != '\0')
    g_string_append_printf (out, "%s\n", emn->description);
  if (emn->date != NULL)
    g_string_append_printf (out, _("Date: %s\n"), emn->date);
  if (emn->format[0] != '\0' && emn->format_target >= 0)
    /* TRANSLATORS: the match format as the file names it, and its number
     * (games, rounds or points, by the format) */
    g_string_append_printf (out, _("Match format: %s (%d)\n"), emn->format,
                            (int) MIN (emn->format_target, G_MAXINT));
  else if (emn->format[0] != '\0')
    g_string_append_printf (out, _("Match format: %s\n"), emn->format);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u game, ", "%u games, ",
                                            emn->games->len), emn->games->len);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u deal\n", "%u deals\n", n), n);
  for (guint i = 0; i < emn->notes->len; i++)
    g_string_append_printf (out, "  %s\n", (const char *) g_ptr_array_index (emn->notes, i));
  for (guint i = 0; i < emn->games->len; i++)
    {
      const EuchreEmnGame *game = g_ptr_array_index (emn->games, i);
      g_autofree char *text = NULL;

      g_string_append_printf (out, _("\n== Game %u: %s and %s against %s and %s ==\n"), i + 1,
                              game->players[0], game->players[2], game->players[1],
                              game->players[3]);
      if (game->egn == NULL)
        {
          g_string_append_printf (out, _("This game cannot be read: %s\n"), game->error);
          continue;
        }
      text = euchre_egn_transcript (game->egn);
      g_string_append (out, text);
    }
  return g_string_free (out, FALSE);
}
