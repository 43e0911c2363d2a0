/* euchre-table-keys.c — the game's one-key shortcuts, after text fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Application accelerators (gtk_application_set_accels_for_action) run in
 * the window's capture phase, before the focused widget sees the key: a
 * bare "o" bound there never reaches a text field, and typing "Bob" into
 * Play Online's name gave "Bb".  These keys live in a controller of their
 * own in the bubble phase instead, so a text field that takes a key keeps
 * it, and a key nothing took — the usual case at the table — bids.  The
 * play surface holds the controller (the "play." actions are its own); the
 * others ("win.hint", …) are the window's, found from the surface up.
 * Keys with Ctrl (and F1, F11) stay application accelerators: a text
 * field has no use for them.
 */
#define G_LOG_DOMAIN "euchre-window"

#include "config.h"

#include "euchre-table-keys.h"

typedef struct {
  guint keyval;
  const char *action;
} TableKey;

static const TableKey table_keys[] = {
  { GDK_KEY_p, "play.pass" },
  { GDK_KEY_o, "play.order-up" },
  { GDK_KEY_a, "play.alone" },
  { GDK_KEY_d, "play.defend-alone" },
  { GDK_KEY_n, "play.next-deal" },
  { GDK_KEY_h, "win.hint" },
  { GDK_KEY_l, "win.last-trick" },
  { GDK_KEY_s, "win.score-sheet" },
  { GDK_KEY_r, "win.review-hand(uint32 0)" },
  /* Naming trump: 1 to 4 for Spades, Hearts, Clubs, Diamonds, the order
   * of the buttons.  Not the suits' initials: "h" is the hint, and in
   * German or French two suits share one (Kreuz, Karo; Cœur, Carreau). */
  { GDK_KEY_1, "play.call(0)" },
  { GDK_KEY_2, "play.call(1)" },
  { GDK_KEY_3, "play.call(2)" },
  { GDK_KEY_4, "play.call(3)" },
};

GtkEventController *
euchre_table_keys_new (void)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "euchre-table-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (table_keys); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GVariant) target = NULL;
      g_autoptr (GError) error = NULL;
      GtkShortcut *shortcut;

      if (!g_action_parse_detailed_name (table_keys[i].action, &name, &target, &error))
        g_error ("%s: %s", table_keys[i].action, error->message);
      shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (table_keys[i].keyval, 0),
                                   gtk_named_action_new (name));
      gtk_shortcut_set_arguments (shortcut, target);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  return controller;
}
