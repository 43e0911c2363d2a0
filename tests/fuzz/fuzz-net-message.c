/* fuzz-net-message.c — the online tables' message reader (net_message_parse)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every byte a client sends reaches this reader first.  Any bytes must
 * read or be refused with a message in UTF-8; a message that reads,
 * written back, reads again as the same message and writes the same frame,
 * and every member written back is what json-glib reads in the input (the
 * reader is the server's own, without a DOM: issue 41).
 */
#define G_LOG_DOMAIN "euchre-fuzz"

#include <string.h>

#include <json-glib/json-glib.h>

#include "fuzz.h"
#include "net-message.h"

/* Each member of @frame (the message written back) has the value that
 * json-glib reads for it in @data: strings decoded alike (escapes,
 * surrogate pairs), numbers alike, the last of a name written twice.  A
 * missing or empty level is written as the one it defaults to, "hard". */
static void
same_as_json_glib (const char *data, size_t size, const char *frame)
{
  g_autoptr (JsonParser) in = json_parser_new ();
  g_autoptr (JsonParser) out = json_parser_new ();
  g_autoptr (GList) names = NULL;
  JsonObject *in_obj, *out_obj;

  g_assert_true (json_parser_load_from_data (in, data, size, NULL));
  g_assert_true (json_parser_load_from_data (out, frame, -1, NULL));
  in_obj = json_node_get_object (json_parser_get_root (in));
  out_obj = json_node_get_object (json_parser_get_root (out));
  names = json_object_get_members (out_obj);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *a = json_object_get_member (in_obj, name);
      JsonNode *b = json_object_get_member (out_obj, name);

      /* A level missing or empty is the default one. */
      if (strcmp (name, "level") == 0 && g_strcmp0 (json_node_get_string (b), "hard") == 0 &&
          (a == NULL || (JSON_NODE_HOLDS_VALUE (a) && json_node_get_value_type (a) == G_TYPE_STRING &&
                         g_strcmp0 (json_node_get_string (a), "") == 0)))
        continue;
      if (a == NULL || !json_node_equal (a, b))
        g_error ("“%s” does not read as json-glib reads it\n%.*s\n%s", name, (int) size, data,
                 frame);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *frame = NULL, *again_frame = NULL;
  g_autofree NetMessage *msg = g_new (NetMessage, 1);
  g_autofree NetMessage *again = g_new (NetMessage, 1);

  if (!net_message_parse ((const char *) data, size, msg, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_cmpint (msg->type, <, NET_N_MSGS);
  frame = net_message_to_json (msg);
  same_as_json_glib ((const char *) data, size, frame);
  g_assert_cmpuint (strlen (frame), <=, NET_MAX_FRAME);
  if (!net_message_parse (frame, strlen (frame), again, &error))
    g_error ("a message written back does not read: %s\n%s", error->message, frame);
  again_frame = net_message_to_json (again);
  g_assert_cmpstr (frame, ==, again_frame);
  return 0;
}
