#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes the two bundled card themes, euchre-default.svg and
# euchre-four-colour.svg, next to this script (or into the directory given
# as the only argument). Standard library only; the output is deterministic.
#
# Each card is one <g> whose id follows Aisleriot (club_1 = ace ... club_10,
# club_jack, club_queen, club_king, likewise diamond/heart/spade, joker_black,
# joker_red, back) and which holds the whole card, background and border
# included, so rendering that element by id gives exactly one card. The card's
# ink rectangle is exactly W x H: the border is stroked inside the edge.

import os
import sys

W, H = 250, 350            # one card, 2.5:3.5
GAP = 20                   # between cards and around the sheet
RADIUS = 14                # corner radius
BORDER = 2                 # border stroke width

FONT = "'DejaVu Sans', Cantarell, sans-serif"

SUITS = ('club', 'diamond', 'heart', 'spade')
RANKS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'jack', 'queen', 'king')
RANK_LABEL = {1: 'A', 'jack': 'J', 'queen': 'Q', 'king': 'K'}

PAPER = '#ffffff'
EDGE = '#6d6d73'
GOLD = '#f2c230'
GOLD_DARK = '#a8780c'

THEMES = {
  'euchre-default': {
    'title': 'Euchre (default)',
    'club': '#1e1e24', 'spade': '#1e1e24',
    'heart': '#c8102e', 'diamond': '#c8102e',
  },
  'euchre-four-colour': {
    'title': 'Euchre (four colours)',
    'club': '#1b7f3a', 'spade': '#1e1e24',
    'heart': '#c8102e', 'diamond': '#1a58b8',
  },
}
JOKER_COLOUR = {'black': '#1e1e24', 'red': '#c8102e'}

BACK_FIELD = '#1d4691'
BACK_LIGHT = '#3a6cc0'


def n(x):
  """A number with at most two decimals, no trailing zeros: stable output."""
  s = '%.2f' % x
  s = s.rstrip('0').rstrip('.')
  return '0' if s in ('-0', '') else s


def pts(*coords):
  return ' '.join(n(c) for c in coords)


# Suit shapes, each in a box of about 100 x 100 centred on the origin.
# Built from cubic curves and arcs; every subpath winds the same way, so
# overlapping parts union under the nonzero fill rule.

def circle_path(cx, cy, r):
  return ('M%s a%s 0 1 0 %s 0 a%s 0 1 0 %s 0 Z'
          % (pts(cx - r, cy), pts(r, r), n(2 * r), pts(r, r), n(-2 * r)))


SUIT_PATH = {
  'heart': (
    'M0 47 C-8 35 -24 22 -36 8 C-46 -4 -51 -16 -49 -28 '
    'C-47 -41 -36 -48 -25 -48 C-13 -48 -4 -40 0 -30 '
    'C4 -40 13 -48 25 -48 C36 -48 47 -41 49 -28 '
    'C51 -16 46 -4 36 8 C24 22 8 35 0 47 Z'),
  'diamond': (
    'M0 -50 C10 -32 24 -15 40 0 C24 15 10 32 0 50 '
    'C-10 32 -24 15 -40 0 C-24 -15 -10 -32 0 -50 Z'),
  'spade': (
    'M0 -49 C8 -36 24 -24 37 -11 C47 -1 51 10 48 21 '
    'C45 32 35 38 25 38 C16 38 9 34 5 27 '
    'C7 36 12 43 20 48 L-20 48 C-12 43 -7 36 -5 27 '
    'C-9 34 -16 38 -25 38 C-35 38 -45 32 -48 21 '
    'C-51 10 -47 -1 -37 -11 C-24 -24 -8 -36 0 -49 Z'),
  'club': (
    circle_path(0, -24, 22.5) + ' ' + circle_path(-25, 11, 22.5) + ' '
    + circle_path(25, 11, 22.5) + ' '
    'M-6 -8 L6 -8 L12 12 L-12 12 Z '
    'M-5 14 C-5 30 -11 41 -20 48 L20 48 C11 41 5 30 5 14 Z'),
}


def pip(suit, cx, cy, size, fill, flip=False):
  """A suit symbol size units tall centred on (cx, cy)."""
  s = size / 100.0
  rot = ' rotate(180)' if flip else ''
  return ('<use xlink:href="#pip-%s" transform="translate(%s)%s scale(%s)" fill="%s"/>'
          % (suit, pts(cx, cy), rot, n(s), fill))


# Traditional pip arrangements: (column, row) with column in -1, 0, 1 and
# row from 0 (top) to 1 (bottom). Pips below the middle are turned round.
T3 = 1.0 / 3.0
PIP_LAYOUT = {
  2: [(0, 0), (0, 1)],
  3: [(0, 0), (0, 0.5), (0, 1)],
  4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
  5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
  6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
  7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
  8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75),
      (-1, 1), (1, 1)],
  9: [(-1, 0), (1, 0), (-1, T3), (1, T3), (0, 0.5), (-1, 2 * T3),
      (1, 2 * T3), (-1, 1), (1, 1)],
  10: [(-1, 0), (1, 0), (0, T3 / 2), (-1, T3), (1, T3), (-1, 2 * T3),
       (1, 2 * T3), (0, 1 - T3 / 2), (-1, 1), (1, 1)],
}

# The pip field, clear of the corner indices.
PIP_COL_X = {-1: 88, 0: W / 2, 1: W - 88}
PIP_TOP, PIP_BOTTOM = 52, H - 52
PIP_SIZE = 44

# Corner index: rank letter about 22% of the card width tall, suit pip below.
INDEX_X = 33
INDEX_FONT = 76            # cap height about 55
INDEX_BASELINE = 69
INDEX_PIP_Y = 96
INDEX_PIP_SIZE = 34


def label(rank):
  return RANK_LABEL.get(rank, str(rank))


def rank_text(text, cx, baseline, size, fill, squeeze):
  if text == '10':
    # Two glyphs placed by hand, narrower and a little smaller: renderers
    # differ on letter-spacing, and the index must stay inside the card
    # (a card's ink rectangle is its size when rendered by id).
    size *= 0.86
    squeeze *= 0.66
    half = 0.27 * size
    return ''.join('<text transform="translate(%s) scale(%s 1)" x="0" y="0" '
                   'font-family="%s" font-weight="bold" font-size="%s" '
                   'text-anchor="middle" fill="%s">%s</text>'
                   % (pts(cx + dx, baseline), n(squeeze), FONT, n(size), fill, glyph)
                   for dx, glyph in ((-half, '1'), (half, '0')))
  return ('<text transform="translate(%s) scale(%s 1)" x="0" y="0" '
          'font-family="%s" font-weight="bold" font-size="%s" '
          'text-anchor="middle" fill="%s">%s</text>'
          % (pts(cx, baseline), n(squeeze), FONT, n(size), fill, text))


def corner(inner):
  """inner drawn top-left and again turned round to bottom-right."""
  return ('<g>%s</g><g transform="rotate(180 %s)">%s</g>'
          % (inner, pts(W / 2, H / 2), inner))


def suit_index(rank, suit, colour):
  return corner(rank_text(label(rank), INDEX_X, INDEX_BASELINE, INDEX_FONT, colour, 0.86)
                + pip(suit, INDEX_X, INDEX_PIP_Y, INDEX_PIP_SIZE, colour))


def blank_card():
  i = BORDER / 2
  return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" '
          'stroke="%s" stroke-width="%s"/>'
          % (n(i), n(i), n(W - BORDER), n(H - BORDER), n(RADIUS - i), PAPER, EDGE, n(BORDER)))


def number_card(rank, suit, colour):
  out = [blank_card(), suit_index(rank, suit, colour)]
  if rank == 1:
    size = 120 if suit == 'spade' else 104
    out.append(pip(suit, W / 2, H / 2, size, colour))
  else:
    for col, row in PIP_LAYOUT[rank]:
      y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
      out.append(pip(suit, PIP_COL_X[col], y, PIP_SIZE, colour, flip=row > 0.5))
  return ''.join(out)


# Court emblems, drawn about 100 units wide centred on the origin.

def emblem_crown():
  body = ('M-44 22 L-50 -26 L-24 -2 L0 -40 L24 -2 L50 -26 L44 22 Z')
  band = 'M-46 20 L46 20 L44 38 L-44 38 Z'
  out = ['<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
         % (body, GOLD, GOLD_DARK)]
  out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
             % (band, GOLD, GOLD_DARK))
  for x, y in ((-50, -26), (0, -40), (50, -26)):
    out.append('<circle cx="%s" cy="%s" r="7" fill="%s" stroke="%s" stroke-width="3"/>'
               % (n(x), n(y), GOLD, GOLD_DARK))
  for x in (-26, 0, 26):
    out.append('<circle cx="%s" cy="29" r="5" fill="#ffffff"/>' % n(x))
  return ''.join(out)


def emblem_tiara():
  # A circlet: a curved band with three rounded arches and a tall jewel.
  band = 'M-48 18 Q0 4 48 18 L46 34 Q0 22 -46 34 Z'
  arches = ('M-46 20 C-48 -4 -30 -10 -24 4 C-20 -22 -6 -30 0 -12 '
            'C6 -30 20 -22 24 4 C30 -10 48 -4 46 20 Q0 6 -46 20 Z')
  out = ['<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
         % (arches, GOLD, GOLD_DARK)]
  out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
             % (band, GOLD, GOLD_DARK))
  out.append('<path d="M0 -50 C7 -40 9 -32 0 -22 C-9 -32 -7 -40 0 -50 Z" fill="#ffffff" '
             'stroke="%s" stroke-width="2.5"/>' % GOLD_DARK)
  for x in (-24, 24):
    out.append('<circle cx="%s" cy="-2" r="5" fill="#ffffff"/>' % n(x))
  for x in (-30, -15, 0, 15, 30):
    out.append('<circle cx="%s" cy="%s" r="3.5" fill="#ffffff"/>' % (n(x), n(22 - abs(x) * 0.05)))
  return ''.join(out)


def emblem_swords():
  # Two crossed swords.
  def sword():
    return ('<path d="M-4 -46 L0 -54 L4 -46 L4 18 L-4 18 Z" fill="#ffffff" '
            'stroke="%s" stroke-width="2"/>'
            '<rect x="-17" y="17" width="34" height="7" rx="3" fill="%s" stroke="%s" '
            'stroke-width="2"/>'
            '<rect x="-3.5" y="24" width="7" height="18" fill="%s" stroke="%s" stroke-width="2"/>'
            '<circle cx="0" cy="46" r="6" fill="%s" stroke="%s" stroke-width="2"/>'
            % (GOLD_DARK, GOLD, GOLD_DARK, GOLD, GOLD_DARK, GOLD, GOLD_DARK))
  return ('<g transform="rotate(-35)">%s</g><g transform="rotate(35)">%s</g>'
          % (sword(), sword()))


def emblem_jester():
  horns = [
    ('M-34 22 C-36 0 -42 -16 -52 -30 C-32 -26 -18 -10 -12 22 Z', GOLD),
    ('M34 22 C36 0 42 -16 52 -30 C32 -26 18 -10 12 22 Z', GOLD),
    ('M-14 22 C-14 -4 -8 -26 0 -46 C8 -26 14 -4 14 22 Z', '#ffffff'),
  ]
  out = []
  for d, fill in horns:
    out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
               % (d, fill, GOLD_DARK))
  out.append('<path d="M-38 18 Q0 10 38 18 L36 36 Q0 28 -36 36 Z" fill="%s" stroke="%s" '
             'stroke-width="3" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
  for x, y in ((-52, -30), (0, -46), (52, -30)):
    out.append('<circle cx="%s" cy="%s" r="7" fill="%s" stroke="%s" stroke-width="3"/>'
               % (n(x), n(y), GOLD, GOLD_DARK))
  return ''.join(out)


EMBLEM = {'king': emblem_crown, 'queen': emblem_tiara, 'jack': emblem_swords}

PANEL_X = 66
PANEL_Y = 16


def panel(colour):
  w = W - 2 * PANEL_X
  h = H - 2 * PANEL_Y
  return ('<rect x="%s" y="%s" width="%s" height="%s" rx="10" fill="%s"/>'
          '<rect x="%s" y="%s" width="%s" height="%s" rx="6" fill="none" stroke="#ffffff" '
          'stroke-opacity="0.75" stroke-width="2"/>'
          % (n(PANEL_X), n(PANEL_Y), n(w), n(h), colour,
             n(PANEL_X + 5), n(PANEL_Y + 5), n(w - 10), n(h - 10)))


def court_card(rank, suit, colour):
  out = [blank_card(), suit_index(rank, suit, colour), panel(colour)]
  out.append('<g transform="translate(%s) scale(1)">%s</g>' % (pts(W / 2, 110), EMBLEM[rank]()))
  out.append(rank_text(label(rank), W / 2, 250, 104, '#ffffff', 0.9))
  out.append(pip(suit, W / 2, 290, 36, '#ffffff'))
  return ''.join(out)


def joker_card(kind):
  colour = JOKER_COLOUR[kind]
  letters = []
  for i, ch in enumerate('JOKER'):
    letters.append('<text x="%s" y="%s" font-family="%s" font-weight="bold" font-size="30" '
                   'text-anchor="middle" fill="%s">%s</text>'
                   % (n(INDEX_X - 4), n(38 + i * 27), FONT, colour, ch))
  out = [blank_card(), corner(''.join(letters)), panel(colour)]
  out.append('<g transform="translate(%s) scale(1.05)">%s</g>' % (pts(W / 2, 130), emblem_jester()))
  out.append(rank_text('JOKER', W / 2, 232, 30, '#ffffff', 0.92))
  star = ('M0 -50 L11.8 -16.2 L47.6 -15.5 L19 6.2 L29.4 40.5 L0 20 L-29.4 40.5 '
          'L-19 6.2 L-47.6 -15.5 L-11.8 -16.2 Z')
  out.append('<path transform="translate(%s) scale(0.5)" d="%s" fill="%s"/>'
             % (pts(W / 2, 284), star, GOLD))
  return ''.join(out)


def back_card():
  inset = 12
  fx, fy, fw, fh = inset, inset, W - 2 * inset, H - 2 * inset
  out = [blank_card()]
  out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="8" fill="%s"/>'
             % (n(fx), n(fy), n(fw), n(fh), BACK_FIELD))
  # A lattice of small diamonds, all wholly inside the field.
  dx, dy = 20, 26
  hw, hh = 5.5, 8
  cells = []
  cols = int((fw - 16) // dx)
  rows = int((fh - 16) // (dy / 2))
  x0 = W / 2 - cols * dx / 2
  y0 = H / 2 - rows * dy / 4
  for j in range(rows + 1):
    for i in range(cols + 1):
      x = x0 + i * dx + (dx / 2 if j % 2 else 0)
      y = y0 + j * dy / 2
      if x - hw < fx + 8 or x + hw > fx + fw - 8:
        continue
      cells.append('M%s l%s l%s l%s Z' % (pts(x, y - hh), pts(hw, hh), pts(-hw, hh), pts(-hw, -hh)))
  out.append('<path d="%s" fill="%s"/>' % (' '.join(cells), BACK_LIGHT))
  out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="none" stroke="#ffffff" '
             'stroke-width="2.5"/>' % (n(fx + 6), n(fy + 6), n(fw - 12), n(fh - 12)))
  return ''.join(out)


def sheet(theme):
  cols = 13
  width = GAP + cols * (W + GAP)
  height = GAP + 5 * (H + GAP)
  out = ['<?xml version="1.0" encoding="UTF-8"?>\n'
         '<!-- %s card theme. Generated by data/cards-svg/generate.py: edit that, not this.\n'
         '     SPDX-License-Identifier: GPL-3.0-or-later -->\n'
         '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
         'version="1.1" width="%d" height="%d" viewBox="0 0 %d %d">\n'
         % (theme['title'], width, height, width, height)]
  out.append('<title>%s</title>\n<defs>\n' % theme['title'])
  for suit in SUITS:
    out.append('<path id="pip-%s" d="%s"/>\n' % (suit, SUIT_PATH[suit]))
  out.append('</defs>\n')

  def place(card_id, body, col, row):
    x = GAP + col * (W + GAP)
    y = GAP + row * (H + GAP)
    out.append('<g id="%s" transform="translate(%s)">%s</g>\n' % (card_id, pts(x, y), body))

  for row, suit in enumerate(SUITS):
    colour = theme[suit]
    for col, rank in enumerate(RANKS):
      if isinstance(rank, int):
        body = number_card(rank, suit, colour)
      else:
        body = court_card(rank, suit, colour)
      place('%s_%s' % (suit, rank), body, col, row)
  place('joker_black', joker_card('black'), 0, 4)
  place('joker_red', joker_card('red'), 1, 4)
  place('back', back_card(), 2, 4)
  out.append('</svg>\n')
  return ''.join(out)


def main():
  outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
  for name, theme in THEMES.items():
    path = os.path.join(outdir, name + '.svg')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
      f.write(sheet(theme))
    print(path)


if __name__ == '__main__':
  main()
