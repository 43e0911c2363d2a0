/* euchre-board-seat.c — a seat and a card of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain holders of what the board worked out (euchre-board.c), as
 * properties a view binds to.  They notify only on a real change, so a
 * view redraws what changed and nothing else.
 */
#define G_LOG_DOMAIN "euchre-board"

#include "config.h"

#include "euchre-board-private.h"

/* ---- a seat ------------------------------------------------------------------ */

struct _EuchreBoardSeat {
  GObject parent_instance;

  guint seat;
  EuchreBoardRelation relation;
  char *strings[EUCHRE_BOARD_SEAT_N_STRINGS];
  gboolean flags[EUCHRE_BOARD_SEAT_N_FLAGS];
};

G_DEFINE_FINAL_TYPE (EuchreBoardSeat, euchre_board_seat, G_TYPE_OBJECT)

enum {
  SEAT_PROP_0,
  SEAT_PROP_SEAT,
  SEAT_PROP_RELATION,
  SEAT_PROP_PARTNER,
  SEAT_PROP_FIRST_STRING,
  SEAT_PROP_FIRST_FLAG = SEAT_PROP_FIRST_STRING + EUCHRE_BOARD_SEAT_N_STRINGS,
  SEAT_N_PROPS = SEAT_PROP_FIRST_FLAG + EUCHRE_BOARD_SEAT_N_FLAGS
};

static GParamSpec *seat_props[SEAT_N_PROPS];

static const char *const seat_string_names[EUCHRE_BOARD_SEAT_N_STRINGS] = {
  "player", "text", "heard", "dealer-heard", "bid", "bid-heard", "tag", "tag-heard",
};

static const char *const seat_flag_names[EUCHRE_BOARD_SEAT_N_FLAGS] = {
  "is-turn", "is-dealer", "is-maker",
};

static void
euchre_board_seat_finalize (GObject *object)
{
  EuchreBoardSeat *self = EUCHRE_BOARD_SEAT (object);

  for (guint i = 0; i < EUCHRE_BOARD_SEAT_N_STRINGS; i++)
    g_free (self->strings[i]);
  G_OBJECT_CLASS (euchre_board_seat_parent_class)->finalize (object);
}

static void
euchre_board_seat_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreBoardSeat *self = EUCHRE_BOARD_SEAT (object);

  if (prop_id == SEAT_PROP_SEAT)
    g_value_set_uint (value, self->seat);
  else if (prop_id == SEAT_PROP_RELATION)
    g_value_set_uint (value, self->relation);
  else if (prop_id == SEAT_PROP_PARTNER)
    g_value_set_boolean (value, self->relation == EUCHRE_BOARD_PARTNER);
  else if (prop_id >= SEAT_PROP_FIRST_STRING && prop_id < SEAT_PROP_FIRST_FLAG)
    g_value_set_string (value, self->strings[prop_id - SEAT_PROP_FIRST_STRING]);
  else if (prop_id >= SEAT_PROP_FIRST_FLAG && prop_id < SEAT_N_PROPS)
    g_value_set_boolean (value, self->flags[prop_id - SEAT_PROP_FIRST_FLAG]);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
euchre_board_seat_class_init (EuchreBoardSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = euchre_board_seat_finalize;
  object_class->get_property = euchre_board_seat_get_property;

  seat_props[SEAT_PROP_SEAT] = g_param_spec_uint ("seat", NULL, NULL, 0, 3, 0, flags);
  /* EuchreBoardRelation */
  seat_props[SEAT_PROP_RELATION] = g_param_spec_uint ("relation", NULL, NULL, 0, 2, 0, flags);
  seat_props[SEAT_PROP_PARTNER] = g_param_spec_boolean ("partner", NULL, NULL, FALSE, flags);
  for (guint i = 0; i < EUCHRE_BOARD_SEAT_N_STRINGS; i++)
    seat_props[SEAT_PROP_FIRST_STRING + i] =
      g_param_spec_string (seat_string_names[i], NULL, NULL, NULL, flags);
  for (guint i = 0; i < EUCHRE_BOARD_SEAT_N_FLAGS; i++)
    seat_props[SEAT_PROP_FIRST_FLAG + i] =
      g_param_spec_boolean (seat_flag_names[i], NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, SEAT_N_PROPS, seat_props);
}

static void
euchre_board_seat_init (EuchreBoardSeat *self)
{
  (void) self;
}

EuchreBoardSeat *
euchre_board_seat_new (guint seat, EuchreBoardRelation relation)
{
  EuchreBoardSeat *self = g_object_new (EUCHRE_TYPE_BOARD_SEAT, NULL);

  self->seat = seat;
  self->relation = relation;
  return self;
}

void
euchre_board_seat_take_string (EuchreBoardSeat *self, EuchreBoardSeatString which, char *value)
{
  g_return_if_fail (EUCHRE_IS_BOARD_SEAT (self) && which < EUCHRE_BOARD_SEAT_N_STRINGS);

  if (g_strcmp0 (self->strings[which], value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (self->strings[which]);
  self->strings[which] = value;
  g_object_notify_by_pspec (G_OBJECT (self), seat_props[SEAT_PROP_FIRST_STRING + which]);
}

void
euchre_board_seat_set_string (EuchreBoardSeat *self, EuchreBoardSeatString which,
                              const char *value)
{
  euchre_board_seat_take_string (self, which, g_strdup (value));
}

void
euchre_board_seat_set_flag (EuchreBoardSeat *self, EuchreBoardSeatFlag which, gboolean value)
{
  g_return_if_fail (EUCHRE_IS_BOARD_SEAT (self) && which < EUCHRE_BOARD_SEAT_N_FLAGS);

  value = !!value;
  if (self->flags[which] == value)
    return;
  self->flags[which] = value;
  g_object_notify_by_pspec (G_OBJECT (self), seat_props[SEAT_PROP_FIRST_FLAG + which]);
}

void
euchre_board_seat_set_relation (EuchreBoardSeat *self, EuchreBoardRelation relation)
{
  g_return_if_fail (EUCHRE_IS_BOARD_SEAT (self));

  if (self->relation == relation)
    return;
  self->relation = relation;
  g_object_notify_by_pspec (G_OBJECT (self), seat_props[SEAT_PROP_RELATION]);
  g_object_notify_by_pspec (G_OBJECT (self), seat_props[SEAT_PROP_PARTNER]);
}

guint
euchre_board_seat_get_seat (EuchreBoardSeat *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT (self), 0);
  return self->seat;
}

EuchreBoardRelation
euchre_board_seat_get_relation (EuchreBoardSeat *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT (self), EUCHRE_BOARD_OPPONENT);
  return self->relation;
}

#define SEAT_STRING_GETTER(fn, which) \
  const char * \
  euchre_board_seat_get_##fn (EuchreBoardSeat *self) \
  { \
    g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT (self), NULL); \
    return self->strings[which]; \
  }

SEAT_STRING_GETTER (player, EUCHRE_BOARD_SEAT_PLAYER)
SEAT_STRING_GETTER (text, EUCHRE_BOARD_SEAT_TEXT)
SEAT_STRING_GETTER (heard, EUCHRE_BOARD_SEAT_HEARD)
SEAT_STRING_GETTER (dealer_heard, EUCHRE_BOARD_SEAT_DEALER_HEARD)
SEAT_STRING_GETTER (bid, EUCHRE_BOARD_SEAT_BID)
SEAT_STRING_GETTER (bid_heard, EUCHRE_BOARD_SEAT_BID_HEARD)
SEAT_STRING_GETTER (tag, EUCHRE_BOARD_SEAT_TAG)
SEAT_STRING_GETTER (tag_heard, EUCHRE_BOARD_SEAT_TAG_HEARD)

#define SEAT_FLAG_GETTER(fn, which) \
  gboolean \
  euchre_board_seat_get_##fn (EuchreBoardSeat *self) \
  { \
    g_return_val_if_fail (EUCHRE_IS_BOARD_SEAT (self), FALSE); \
    return self->flags[which]; \
  }

SEAT_FLAG_GETTER (is_turn, EUCHRE_BOARD_SEAT_IS_TURN)
SEAT_FLAG_GETTER (is_dealer, EUCHRE_BOARD_SEAT_IS_DEALER)
SEAT_FLAG_GETTER (is_maker, EUCHRE_BOARD_SEAT_IS_MAKER)

/* ---- a card ------------------------------------------------------------------ */

struct _EuchreBoardCard {
  GObject parent_instance;

  guint seat;
  EuchreCard card;
  gboolean wins;
  char *heard;
};

G_DEFINE_FINAL_TYPE (EuchreBoardCard, euchre_board_card, G_TYPE_OBJECT)

enum {
  CARD_PROP_0,
  CARD_PROP_SEAT,
  CARD_PROP_CARD,
  CARD_PROP_WINS,
  CARD_PROP_HEARD,
  CARD_N_PROPS
};

static GParamSpec *card_props[CARD_N_PROPS];

static void
euchre_board_card_finalize (GObject *object)
{
  g_free (EUCHRE_BOARD_CARD (object)->heard);
  G_OBJECT_CLASS (euchre_board_card_parent_class)->finalize (object);
}

static void
euchre_board_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  EuchreBoardCard *self = EUCHRE_BOARD_CARD (object);

  switch (prop_id)
    {
    case CARD_PROP_SEAT: g_value_set_uint (value, self->seat); break;
    case CARD_PROP_CARD: g_value_set_uint (value, self->card); break;
    case CARD_PROP_WINS: g_value_set_boolean (value, self->wins); break;
    case CARD_PROP_HEARD: g_value_set_string (value, self->heard); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
euchre_board_card_class_init (EuchreBoardCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = euchre_board_card_finalize;
  object_class->get_property = euchre_board_card_get_property;
  card_props[CARD_PROP_SEAT] = g_param_spec_uint ("seat", NULL, NULL, 0, 3, 0, flags);
  card_props[CARD_PROP_CARD] = g_param_spec_uint ("card", NULL, NULL, 0, G_MAXUINT8, 0, flags);
  card_props[CARD_PROP_WINS] = g_param_spec_boolean ("wins", NULL, NULL, FALSE, flags);
  card_props[CARD_PROP_HEARD] = g_param_spec_string ("heard", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, CARD_N_PROPS, card_props);
}

static void
euchre_board_card_init (EuchreBoardCard *self)
{
  self->card = EUCHRE_CARD_NONE;
}

EuchreBoardCard *
euchre_board_card_new (guint seat, EuchreCard card, gboolean wins, char *heard)
{
  EuchreBoardCard *self = g_object_new (EUCHRE_TYPE_BOARD_CARD, NULL);

  self->seat = seat;
  self->card = card;
  self->wins = wins;
  self->heard = heard;
  return self;
}

gboolean
euchre_board_card_equal (EuchreBoardCard *self, guint seat, EuchreCard card, gboolean wins,
                         const char *heard)
{
  return self->seat == seat && self->card == card && self->wins == !!wins &&
         g_strcmp0 (self->heard, heard) == 0;
}

guint
euchre_board_card_get_seat (EuchreBoardCard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_CARD (self), 0);
  return self->seat;
}

EuchreCard
euchre_board_card_get_card (EuchreBoardCard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_CARD (self), EUCHRE_CARD_NONE);
  return self->card;
}

gboolean
euchre_board_card_get_wins (EuchreBoardCard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_CARD (self), FALSE);
  return self->wins;
}

const char *
euchre_board_card_get_heard (EuchreBoardCard *self)
{
  g_return_val_if_fail (EUCHRE_IS_BOARD_CARD (self), NULL);
  return self->heard;
}
