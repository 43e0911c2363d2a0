/* net-store.c — each table on disk, and every table back after a restart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   DATA_DIR/CODE/room.json      the seats, tokens (hashed), the host, the
 *                                salts' secret; rewritten (atomically)
 *                                when the seating changes
 *   DATA_DIR/CODE/game.record    the game in progress: the game record
 *                                (euchre-record.h), one line appended per
 *                                action, each deal's pack before the deal
 *   DATA_DIR/CODE/game-N.record  the games finished before
 *
 * A table put away (finished, nobody left) is renamed CODE.done.  Lines
 * are appended with one write() each, so a server killed at any moment
 * leaves at most a cut-off last line, which euchre_record_parse_prefix()
 * leaves out.
 */
#define _GNU_SOURCE
#define G_LOG_DOMAIN "euchre-net"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "net-fair.h"
#include "net-service-private.h"

static void
warn_once (const char *what, const char *path, int err)
{
  static gboolean warned;

  if (!warned)
    g_printerr ("euchre-server: cannot %s %s: %s\n", what, path, g_strerror (err));
  warned = TRUE;
}

static char *
record_path (NetRoom *room)
{
  return g_build_filename (room->dir, "game.record", NULL);
}

void
net_store_write_meta (NetRoom *room)
{
  g_autoptr (JsonBuilder) b = NULL;
  g_autoptr (JsonGenerator) gen = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *path = NULL;

  if (room->dir == NULL)
    return;
  if (g_mkdir_with_parents (room->dir, 0700) != 0)
    {
      warn_once ("create", room->dir, errno);
      return;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "code");
  json_builder_add_string_value (b, room->code);
  json_builder_set_member_name (b, "secret");
  json_builder_add_string_value (b, room->secret);
  json_builder_set_member_name (b, "creator");
  json_builder_add_string_value (b, room->creator);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, room->game);
  json_builder_set_member_name (b, "started");
  json_builder_add_boolean_value (b, room->started);
  json_builder_set_member_name (b, "host");
  json_builder_add_int_value (b, room->host);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < 4; s++)
    {
      const NetSeat *seat = &room->seats[s];
      gboolean person = seat->kind != NET_SEAT_EMPTY && seat->kind != NET_SEAT_COMPUTER;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, person ? "human" : net_seat_kind_id (seat->kind));
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, seat->name);
      json_builder_set_member_name (b, "token");
      json_builder_add_string_value (b, seat->token_hash);
      json_builder_set_member_name (b, "level");
      json_builder_add_string_value (b, seat->level);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  gen = json_generator_new ();
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  path = g_build_filename (room->dir, "room.json", NULL);
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_printerr ("euchre-server: %s\n", error->message);
}

void
net_store_start_record (NetRoom *room)
{
  g_autofree char *text = NULL, *path = NULL;
  g_autoptr (GError) error = NULL;

  if (room->dir == NULL)
    return;
  if (g_mkdir_with_parents (room->dir, 0700) != 0)
    {
      warn_once ("create", room->dir, errno);
      return;
    }
  text = euchre_record_to_string (room->record);
  path = record_path (room);
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_printerr ("euchre-server: %s\n", error->message);
}

void
net_store_append (NetRoom *room, const char *line)
{
  g_autofree char *path = NULL, *text = NULL;
  gsize len;
  int fd;

  if (room->dir == NULL)
    return;
  path = record_path (room);
  text = g_strconcat (line, "\n", NULL);
  len = strlen (text);
  fd = g_open (path, O_WRONLY | O_APPEND | O_CLOEXEC, 0);
  if (fd < 0)
    {
      warn_once ("open", path, errno);
      return;
    }
  if (write (fd, text, len) != (ssize_t) len)
    warn_once ("write to", path, errno);
  close (fd);
}

void
net_store_archive_game (NetRoom *room)
{
  g_autofree char *from = NULL, *to = NULL, *name = NULL;

  if (room->dir == NULL)
    return;
  from = record_path (room);
  name = g_strdup_printf ("game-%u.record", room->game);
  to = g_build_filename (room->dir, name, NULL);
  if (g_rename (from, to) != 0)
    warn_once ("rename", from, errno);
}

void
net_store_retire (NetRoom *room)
{
  g_autofree char *to = NULL, *name = NULL;

  if (room->dir == NULL)
    return;
  for (guint i = 0; i < 100; i++)
    {
      g_free (to);
      name = g_strdup_printf ("%s.%u.done", room->dir, i);
      to = g_steal_pointer (&name);
      if (!g_file_test (to, G_FILE_TEST_EXISTS))
        break;
    }
  if (g_rename (room->dir, to) != 0)
    warn_once ("rename", room->dir, errno);
}

/* ---- restoring ------------------------------------------------------------ */

static const char *
member_string (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return "";
  return json_node_get_string (node);
}

static gint64
member_int (JsonObject *obj, const char *name, gint64 max)
{
  JsonNode *node = json_object_get_member (obj, name);
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return -1;
  v = json_node_get_int (node);
  return v >= 0 && v <= max ? v : -1;
}

static gboolean
restore_seats (NetRoom *room, JsonObject *obj)
{
  JsonNode *node = json_object_get_member (obj, "seats");
  JsonArray *seats;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  seats = json_node_get_array (node);
  if (json_array_get_length (seats) != 4)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    {
      JsonNode *item = json_array_get_element (seats, s);
      JsonObject *o;
      const char *kind;
      NetSeat *seat = &room->seats[s];

      if (!JSON_NODE_HOLDS_OBJECT (item))
        return FALSE;
      o = json_node_get_object (item);
      kind = member_string (o, "kind");
      g_strlcpy (seat->name, member_string (o, "name"), sizeof seat->name);
      g_strlcpy (seat->token_hash, member_string (o, "token"), sizeof seat->token_hash);
      g_strlcpy (seat->level, member_string (o, "level"), sizeof seat->level);
      if (strcmp (kind, "human") == 0 && strlen (seat->token_hash) == 64)
        seat->kind = NET_SEAT_AWAY;
      else if (strcmp (kind, "computer") == 0 && net_level_strategy_id (seat->level) != NULL)
        seat->kind = NET_SEAT_COMPUTER;
      else if (strcmp (kind, "empty") == 0)
        seat->kind = NET_SEAT_EMPTY;
      else
        return FALSE;
    }
  return TRUE;
}

/* One table's directory back: NULL (and a message) when it does not read. */
static NetRoom *
restore_room (NetService *self, const char *name, GError **error)
{
  g_autofree char *dir = g_build_filename (self->data_dir, name, NULL);
  g_autofree char *meta_path = g_build_filename (dir, "room.json", NULL);
  g_autofree char *record_text = NULL, *rpath = g_build_filename (dir, "game.record", NULL);
  g_autofree char *creator = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (EuchreRecord) record = NULL;
  JsonObject *obj;
  EuchreRules rules;
  NetRoom *room;
  guint stopped = 0;
  gint64 game, host;

  if (!json_parser_load_from_mapped_file (parser, meta_path, error) ||
      !g_file_get_contents (rpath, &record_text, NULL, error))
    return NULL;
  record = euchre_record_parse_prefix (record_text, NULL, &stopped, error);
  if (record == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    goto bad;
  obj = json_node_get_object (json_parser_get_root (parser));
  game = member_int (obj, "game", G_MAXUINT);
  host = member_int (obj, "host", 3);
  if (strcmp (member_string (obj, "code"), name) != 0 || !net_code_valid (name) || game < 0 ||
      host < 0 || strlen (member_string (obj, "secret")) != 64 ||
      record->rules.shuffle != EUCHRE_SHUFFLE_NONE)
    goto bad;
  rules = record->rules;
  room = net_room_new (self, name, &rules);
  g_strlcpy (room->secret, member_string (obj, "secret"), sizeof room->secret);
  /* (Files written before the limits counted IPv6 by /64 hold the whole address.) */
  creator = net_service_address_key (member_string (obj, "creator"));
  g_strlcpy (room->creator, creator, sizeof room->creator);
  room->game = game;
  room->host = host;
  room->started = json_object_get_boolean_member_with_default (obj, "started", FALSE);
  if (!restore_seats (room, obj))
    {
      net_room_kill (room);
      net_room_unref (room);
      goto bad;
    }
  euchre_record_free (room->record);
  room->record = g_steal_pointer (&record);
  if (!euchre_record_replay (room->record, &room->state, error))
    {
      net_room_kill (room);
      net_room_unref (room);
      return NULL;
    }
  for (guint i = 0; i < room->record->hands->len; i++)
    room->deal_entry = g_array_index (room->record->hands, EuchreRecordHand, i).entry;
  if (room->deal_entry == euchre_record_length (room->record))
    room->deal_entry = G_MAXUINT;       /* a pack written, not dealt yet */
  if (stopped != 0)
    net_store_start_record (room);      /* the cut-off line goes */
  return room;

bad:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s does not read", meta_path);
  return NULL;
}

void
net_store_restore_all (NetService *self)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;

  if (self->data_dir == NULL)
    return;
  dir = g_dir_open (self->data_dir, 0, NULL);
  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (GError) error = NULL;
      NetRoom *room;

      if (!net_code_valid (name))
        continue;
      room = restore_room (self, name, &error);
      if (room == NULL)
        {
          g_printerr ("euchre-server: table %s not restored: %s\n", name, error->message);
          continue;
        }
      g_hash_table_insert (self->rooms, room->code, room);
      if (room->creator[0] != '\0')
        {
          guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->rooms_per_address,
                                                           room->creator));

          g_hash_table_insert (self->rooms_per_address, g_strdup (room->creator),
                               GUINT_TO_POINTER (n + 1));
        }
      /* Everyone is away: each has the grace period to come back. */
      for (guint s = 0; s < 4; s++)
        if (room->seats[s].kind == NET_SEAT_AWAY)
          net_room_seat_detach (room, s);
      net_room_advance (room);
    }
}
