/* euchre-notice.c — a message over a GtkOverlay (the table, the online
 * lobby), wrapped to the overlay's width.
 *
 * An AdwToast is as tall as its words need at its natural width, which a
 * narrow window cuts down (libadwaita 1.2): at 360 pixels a long reason
 * wrapped to four lines in a toast two lines tall, its end cut off
 * (issue 42). A notice is placed by the overlay's get-child-position: as
 * wide as its words want up to the overlay less a margin, and as tall as
 * they need at that width. Messages wait for the one before, as toasts
 * do; each goes after its seconds or with its Close button. One that
 * stands until closed (an offer, with a button of its own) lets the
 * passing ones go first, and comes back after them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include <glib/gi18n.h>

#include "euchre-notice.h"
#include "euchre-resources.h"

#define MARGIN 12               /* from the overlay's sides and bottom */
#define KEY "euchre-notice"

typedef struct {
  char *text;
  guint seconds;                /* 0: until closed or withdrawn */
  guint id;
  char *button;                 /* a button's label, or NULL */
  char *action;                 /* the action it activates */
} Message;

/* The overlay's child: the message shown, as its text and button-label,
 * which its template (euchre-notice.ui) shows; hidden between messages. */
#define EUCHRE_TYPE_NOTICE_BOX (euchre_notice_box_get_type ())
G_DECLARE_FINAL_TYPE (EuchreNoticeBox, euchre_notice_box, EUCHRE, NOTICE_BOX, GtkWidget)

struct _EuchreNoticeBox {
  GtkWidget parent_instance;

  GtkWidget *button;            /* the message's own, when it has one */
  GQueue waiting;               /* Message */
  guint timeout_id;
  Message *shown;               /* the message shown, or NULL */
  guint last_id;
};

G_DEFINE_FINAL_TYPE (EuchreNoticeBox, euchre_notice_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TEXT,
  PROP_BUTTON_LABEL,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

typedef EuchreNoticeBox Notice;

static void
message_free (gpointer data)
{
  Message *m = data;

  g_free (m->text);
  g_free (m->button);
  g_free (m->action);
  g_free (m);
}

static void show_next (Notice *n);

static gboolean
timeout_cb (gpointer data)
{
  Notice *n = data;

  n->timeout_id = 0;
  show_next (n);
  return G_SOURCE_REMOVE;
}

/* "app.NAME", or with a target "app.NAME('…')", or NULL: none. The
 * target goes first: a name without its target is warned about (GTK
 * 4.8's gtk_actionable_set_detailed_action_name sets them the other way). */
static void
set_action (GtkWidget *button, const char *detailed)
{
  g_autofree char *name = NULL;
  g_autoptr (GVariant) target = NULL;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
  if (detailed == NULL || !g_action_parse_detailed_name (detailed, &name, &target, NULL))
    return;
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
}

static int
passes (gconstpointer message, gconstpointer unused)
{
  return ((const Message *) message)->seconds > 0 ? 0 : 1;
}

/* The next message waiting, or none: the notice hides. One that passes
 * goes before one that stands until closed. */
static void
show_next (Notice *n)
{
  GList *first = g_queue_find_custom (&n->waiting, NULL, passes);
  Message *m = first ? first->data : g_queue_peek_head (&n->waiting);
  Message *was = n->shown;

  if (m != NULL)
    g_queue_remove (&n->waiting, m);

  g_clear_handle_id (&n->timeout_id, g_source_remove);
  n->shown = m;
  if (m != NULL)
    set_action (n->button, m->action);
  g_object_freeze_notify (G_OBJECT (n));
  g_object_notify_by_pspec (G_OBJECT (n), props[PROP_TEXT]);
  g_object_notify_by_pspec (G_OBJECT (n), props[PROP_BUTTON_LABEL]);
  g_object_thaw_notify (G_OBJECT (n));
  g_clear_pointer (&was, message_free);
  if (m != NULL && m->seconds > 0)
    n->timeout_id = g_timeout_add_seconds (m->seconds, timeout_cb, n);
}

static void
close_cb (Notice *n)
{
  show_next (n);
}

static gboolean
has_text (gpointer unused, const char *text)
{
  return text != NULL;
}

/* Shown while there is a message.  Not a GBinding of the box to itself:
 * GLib 2.74 then warns "couldn't find weak ref" when the box is
 * finalized (seen when a window with a notice closes). */
static void
text_cb (Notice *n)
{
  gtk_widget_set_visible (GTK_WIDGET (n), n->shown != NULL && n->shown->text != NULL);
}

/* A binding cannot name a button for a screen reader (GTK 4.8): its
 * label, when it has one. */
static void
button_label_cb (Notice *n)
{
  if (n->shown != NULL && n->shown->button != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (n->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    n->shown->button, -1);
}

static void
euchre_notice_box_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  Notice *n = EUCHRE_NOTICE_BOX (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, n->shown ? n->shown->text : NULL);
      break;
    case PROP_BUTTON_LABEL:
      g_value_set_string (value, n->shown ? n->shown->button : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_notice_box_dispose (GObject *object)
{
  Notice *n = EUCHRE_NOTICE_BOX (object);
  GtkWidget *child;

  g_clear_handle_id (&n->timeout_id, g_source_remove);
  g_queue_clear_full (&n->waiting, message_free);
  g_clear_pointer (&n->shown, message_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), EUCHRE_TYPE_NOTICE_BOX);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (euchre_notice_box_parent_class)->dispose (object);
}

static void
euchre_notice_box_class_init (EuchreNoticeBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = euchre_notice_box_dispose;
  object_class->get_property = euchre_notice_box_get_property;
  /* The message shown (NULL: none), its button's label (NULL: none). */
  props[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_BUTTON_LABEL] = g_param_spec_string ("button-label", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  /* The template is in the resources: this links them in. */
  (void) euchre_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/euchre/Euchre/euchre-notice.ui");
  gtk_widget_class_bind_template_child (widget_class, EuchreNoticeBox, button);
  gtk_widget_class_bind_template_callback (widget_class, close_cb);
  gtk_widget_class_bind_template_callback (widget_class, has_text);
}

static void
euchre_notice_box_init (EuchreNoticeBox *n)
{
  g_queue_init (&n->waiting);
  gtk_widget_init_template (GTK_WIDGET (n));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (n))), 6);
  g_signal_connect (n, "notify::button-label", G_CALLBACK (button_label_cb), NULL);
  g_signal_connect (n, "notify::text", G_CALLBACK (text_cb), NULL);
  text_cb (n);
}

/* As wide as the words want, up to the overlay less its margins (never
 * under the narrowest the words can be), as tall as they are at that
 * width, at the bottom in the middle. */
static gboolean
position_cb (GtkOverlay *overlay, GtkWidget *widget, GdkRectangle *alloc, Notice *n)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));
  int min_w, nat_w, min_h, nat_h;

  if (widget != GTK_WIDGET (n))
    return FALSE;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  alloc->width = MIN (nat_w, MAX (min_w, width - 2 * MARGIN));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, alloc->width, &min_h, &nat_h, NULL,
                      NULL);
  alloc->height = nat_h;
  alloc->x = (width - alloc->width) / 2;
  alloc->y = MAX (0, height - alloc->height - MARGIN);
  return TRUE;
}

static Notice *
notice_for (GtkOverlay *overlay)
{
  Notice *n = g_object_get_data (G_OBJECT (overlay), KEY);

  if (n != NULL)
    return n;
  n = g_object_new (EUCHRE_TYPE_NOTICE_BOX, NULL);
  g_object_set_data_full (G_OBJECT (overlay), KEY, g_object_ref (n), g_object_unref);
  g_signal_connect (overlay, "get-child-position", G_CALLBACK (position_cb), n);
  gtk_overlay_add_overlay (overlay, GTK_WIDGET (n));
  return n;
}

/* Shows @text over @overlay for @seconds (0: until closed or withdrawn),
 * after the messages before it. Returns the message's id. */
static guint
add (GtkOverlay *overlay, const char *text, guint seconds, const char *button, const char *action)
{
  Notice *n;
  Message *m;
  guint id;

  n = notice_for (overlay);
  m = g_new0 (Message, 1);
  m->text = g_strdup (text);
  m->seconds = seconds;
  m->button = g_strdup (button);
  m->action = g_strdup (action);
  m->id = id = ++n->last_id;
  g_queue_push_tail (&n->waiting, m);
  /* A message that stands until closed (an offer) never holds back the
   * ones that pass (a refusal, a problem): it goes back in the queue,
   * show_next() takes those first, and it comes back after them. */
  if (n->shown != NULL && n->shown->seconds == 0 && seconds > 0)
    g_queue_push_head (&n->waiting, g_steal_pointer (&n->shown));
  /* Shown at once, it is owned by the notice: its id is kept above. */
  if (n->shown == NULL)
    show_next (n);
  return id;
}

guint
euchre_notice_show (GtkOverlay *overlay, const char *text, guint seconds)
{
  g_return_val_if_fail (GTK_IS_OVERLAY (overlay), 0);
  g_return_val_if_fail (text != NULL, 0);
  return add (overlay, text, seconds, NULL, NULL);
}

/* Shows @text with a button labelled @button that activates
 * @action_name (as "app.NAME" or "win.NAME", from the overlay's place),
 * until the button or Close is pressed. Returns the message's id. */
guint
euchre_notice_offer (GtkOverlay *overlay, const char *text, const char *button,
                     const char *action_name)
{
  g_return_val_if_fail (GTK_IS_OVERLAY (overlay), 0);
  g_return_val_if_fail (text != NULL && button != NULL && action_name != NULL, 0);
  return add (overlay, text, 0, button, action_name);
}

static int
has_id (gconstpointer message, gconstpointer id)
{
  return ((const Message *) message)->id == GPOINTER_TO_UINT (id) ? 0 : 1;
}

/* Takes back the message @id, shown or waiting; none (0) or one gone
 * already is nothing. */
void
euchre_notice_withdraw (GtkOverlay *overlay, guint id)
{
  Notice *n;
  GList *l;

  g_return_if_fail (GTK_IS_OVERLAY (overlay));
  n = g_object_get_data (G_OBJECT (overlay), KEY);
  if (n == NULL || id == 0)
    return;
  if (n->shown != NULL && n->shown->id == id)
    {
      show_next (n);
      return;
    }
  l = g_queue_find_custom (&n->waiting, GUINT_TO_POINTER (id), has_id);
  if (l != NULL)
    {
      message_free (l->data);
      g_queue_delete_link (&n->waiting, l);
    }
}
