/* euchre-last-trick.h — the last trick, in a popover under its button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "euchre-table.h"

G_BEGIN_DECLS

#define EUCHRE_TYPE_LAST_TRICK (euchre_last_trick_get_type ())
G_DECLARE_FINAL_TYPE (EuchreLastTrick, euchre_last_trick, EUCHRE, LAST_TRICK, GtkPopover)

/* Each time it opens, the popover shows @table's last trick in its card
 * theme, the winner marked: the trick on the table stays where it is. */
void euchre_last_trick_set_table (EuchreLastTrick *self,
                                  EuchreTable     *table);

G_END_DECLS
