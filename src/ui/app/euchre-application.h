/* euchre-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EUCHRE_TYPE_APPLICATION (euchre_application_get_type ())
G_DECLARE_FINAL_TYPE (EuchreApplication, euchre_application, EUCHRE, APPLICATION, AdwApplication)

EuchreApplication *euchre_application_new (void);


G_END_DECLS
