/* net-store-read.c — reading a table's files back, bounded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "net-fair.h"
#include "net-store-read.h"

static gboolean
refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, text);
  return FALSE;
}

gboolean
net_store_read_file (const char *path, gsize max, char **contents, gsize *len, GError **error)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *buf = NULL;
  struct stat st;
  gsize got = 0;
  int fd, err;

  *contents = NULL;
  *len = 0;
  /* O_NONBLOCK: opening a FIFO waits for a writer otherwise.  O_NOFOLLOW:
   * a link (to /dev/zero, or anywhere) is not the table's file. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    {
      err = errno;
      if (err == ELOOP)
        return refuse (error, "%s is a symbolic link, not a file", name);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot open %s: %s", name,
                   g_strerror (err));
      return FALSE;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      gboolean dir = S_ISDIR (st.st_mode);

      close (fd);
      return refuse (error, "%s is not a regular file (%s)", name,
                     dir ? "a folder" : S_ISFIFO (st.st_mode) ? "a pipe"
                     : S_ISCHR (st.st_mode) || S_ISBLK (st.st_mode) ? "a device" : "not a file");
    }
  if ((guint64) st.st_size > max)
    {
      close (fd);
      return refuse (error, "%s is too large (%" G_GUINT64_FORMAT " bytes; at most %"
                     G_GSIZE_FORMAT ")", name, (guint64) st.st_size, max);
    }
  /* It may have grown since: read at most one byte more than allowed. */
  buf = g_malloc (max + 2);
  while (got <= max)
    {
      ssize_t n = read (fd, buf + got, max + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          err = errno;
          close (fd);
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (err), "cannot read %s: %s",
                       name, g_strerror (err));
          return FALSE;
        }
      if (n == 0)
        break;
      got += n;
    }
  close (fd);
  if (got > max)
    return refuse (error, "%s is too large (more than %" G_GSIZE_FORMAT " bytes)", name, max);
  buf[got] = '\0';
  *contents = g_steal_pointer (&buf);
  *len = got;
  return TRUE;
}

gboolean
net_rules_playable (const EuchreRules *rules, GError **error)
{
  if (rules->renege >= EUCHRE_N_RENEGES)
    return refuse (error, "renege=played is for reading games from files, not a rule to play "
                   "by (renege=prevent or renege=penalise)");
  return TRUE;
}

/* ---- room.json ----------------------------------------------------------------- */

static gboolean
member_string (JsonObject *obj, const char *member, char *buf, gsize size, GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  const char *s;

  buf[0] = '\0';
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return refuse (error, "room.json: “%s” is missing or not a string", member);
  s = json_node_get_string (node);
  if (strlen (s) >= size || !g_utf8_validate (s, -1, NULL))
    return refuse (error, "room.json: “%s” is too long or not text", member);
  memcpy (buf, s, strlen (s) + 1);
  return TRUE;
}

static gboolean
member_uint (JsonObject *obj, const char *member, guint max, guint *out, GError **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return refuse (error, "room.json: “%s” is missing or not a whole number", member);
  v = json_node_get_int (node);
  if (v < 0 || v > max)
    return refuse (error, "room.json: “%s” is out of range", member);
  *out = (guint) v;
  return TRUE;
}

static gboolean
lower_hex (const char *s, gsize len)
{
  if (strlen (s) != len)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isxdigit (s[i]) || g_ascii_isupper (s[i]))
      return FALSE;
  return TRUE;
}

static gboolean
parse_seats (JsonObject *obj, NetStoreTable *table, GError **error)
{
  JsonNode *node = json_object_get_member (obj, "seats");
  JsonArray *seats;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (seats = json_node_get_array (node)) != 4)
    return refuse (error, "room.json: “seats” is not a list of four");
  for (guint s = 0; s < 4; s++)
    {
      JsonNode *item = json_array_get_element (seats, s);
      NetStoreSeat *seat = &table->seats[s];
      char kind[16];
      JsonObject *o;

      if (!JSON_NODE_HOLDS_OBJECT (item))
        return refuse (error, "room.json: seat %u is not an object", s);
      o = json_node_get_object (item);
      if (!member_string (o, "kind", kind, sizeof kind, error) ||
          !member_string (o, "name", seat->name, sizeof seat->name, error) ||
          !member_string (o, "token", seat->token_hash, sizeof seat->token_hash, error) ||
          !member_string (o, "level", seat->level, sizeof seat->level, error))
        return FALSE;
      if (strcmp (kind, "human") == 0 && lower_hex (seat->token_hash, 64) &&
          net_name_valid (seat->name))
        seat->kind = NET_SEAT_AWAY;
      else if (strcmp (kind, "computer") == 0 && net_level_strategy_id (seat->level) != NULL)
        seat->kind = NET_SEAT_COMPUTER;
      else if (strcmp (kind, "empty") == 0)
        seat->kind = NET_SEAT_EMPTY;
      else
        return refuse (error, "room.json: seat %u is no seat (“%s”)", s, kind);
      if (seat->kind != NET_SEAT_AWAY)
        seat->token_hash[0] = seat->name[0] = '\0';
    }
  return TRUE;
}

static gboolean
parse_meta (const char *code, const char *text, gsize len, NetStoreTable *table, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) local = NULL;
  JsonObject *obj;
  JsonNode *started;

  if (len == 0)
    return refuse (error, "room.json is empty");
  if (!g_utf8_validate_len (text, len, NULL))
    return refuse (error, "room.json is not text");
  /* Exact JSON, nested NET_STORE_MAX_DEPTH at most, before json-glib
   * (which recurses: 200,000 levels crashed the server). */
  if (!net_json_check ("room.json", text, len, NET_STORE_MAX_DEPTH, TRUE, error))
    return FALSE;
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, len, &local))
    return refuse (error, "room.json does not read: %s", local->message);
  obj = json_node_get_object (json_parser_get_root (parser));
  if (!member_string (obj, "code", table->code, sizeof table->code, error) ||
      !member_string (obj, "secret", table->secret, sizeof table->secret, error) ||
      !member_string (obj, "creator", table->creator, sizeof table->creator, error) ||
      !member_uint (obj, "game", G_MAXINT, &table->game, error) ||
      !member_uint (obj, "host", 3, &table->host, error))
    return FALSE;
  if (strcmp (table->code, code) != 0)
    return refuse (error, "room.json is for another table (%s)", table->code);
  if (!lower_hex (table->secret, 64))
    return refuse (error, "room.json: the secret is not 64 hexadecimal digits");
  started = json_object_get_member (obj, "started");
  if (started != NULL && (!JSON_NODE_HOLDS_VALUE (started) ||
                          json_node_get_value_type (started) != G_TYPE_BOOLEAN))
    return refuse (error, "room.json: “started” is not true or false");
  table->started = started != NULL && json_node_get_boolean (started);
  return parse_seats (obj, table, error);
}

/* ---- game.record ------------------------------------------------------------------- */

static gboolean
parse_table (const char *code, const char *meta, gsize meta_len, const char *record,
             gsize record_len, NetStoreTable *table, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;

  memset (table, 0, sizeof *table);
  table->deal_entry = G_MAXUINT;
  if (!net_code_valid (code))
    return refuse (error, "“%s” is no table code", code);
  if (!parse_meta (code, meta, meta_len, table, error))
    return FALSE;
  if (record_len > NET_STORE_MAX_RECORD)
    return refuse (error, "game.record is too large");
  /* The record reader takes text up to a NUL: a NUL inside is damage
   * like any other, and the reading stops there. */
  text = g_strndup (record, record_len);
  /* Lines as people count them: a last one cut off before its newline
   * (a server stopped mid-write) is a line too. */
  for (gsize i = 0; i < record_len; i++)
    table->lines += record[i] == '\n';
  if (record_len > 0 && record[record_len - 1] != '\n')
    table->lines++;
  table->record = euchre_record_parse_prefix (text, NULL, &table->stopped_at, &local);
  if (table->record == NULL)
    return refuse (error, "game.record does not read: %s", local->message);
  if (table->record->rules.shuffle != EUCHRE_SHUFFLE_NONE)
    return refuse (error, "game.record was not dealt by the server (its rules shuffle)");
  if (!net_rules_playable (&table->record->rules, &local))
    return refuse (error, "game.record: %s", local->message);
  if (!euchre_record_replay (table->record, &table->state, &local))
    return refuse (error, "game.record does not replay: %s", local->message);
  /* The game's number, written inside the record that a rematch renames
   * in (net_store_rewrite_record()): it is the number of that record's
   * game, whatever room.json, written after, says. */
  {
    const char *nl = memchr (text, '\n', strlen (text));
    guint64 number;
    char *end = NULL;

    if (nl != NULL && g_str_has_prefix (nl + 1, NET_STORE_GAME_LINE))
      {
        number = g_ascii_strtoull (nl + 1 + strlen (NET_STORE_GAME_LINE), &end, 10);
        if (end != NULL && *end == '\n' && number <= G_MAXINT &&
            g_ascii_isdigit (nl[1 + strlen (NET_STORE_GAME_LINE)]))
          table->game = (guint) number;
      }
  }
  for (guint i = 0; i < table->record->hands->len; i++)
    table->deal_entry = g_array_index (table->record->hands, EuchreRecordHand, i).entry;
  if (table->deal_entry == euchre_record_length (table->record))
    table->deal_entry = G_MAXUINT;      /* a pack written, not dealt yet */
  return TRUE;
}

void
net_store_table_clear (NetStoreTable *table)
{
  g_clear_pointer (&table->record, euchre_record_free);
}

/* A record that reads but is refused after (its rules, its replay) is let
 * go here: a start that sets a table aside leaks nothing. */
gboolean
net_store_parse_table (const char *code, const char *meta, gsize meta_len, const char *record,
                       gsize record_len, NetStoreTable *table, GError **error)
{
  if (parse_table (code, meta, meta_len, record, record_len, table, error))
    return TRUE;
  net_store_table_clear (table);
  return FALSE;
}
