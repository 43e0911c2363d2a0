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
#
# Nothing depends on fonts: suit pips are paths built here, and ranks and
# "JOKER" are drawn with a small stroke alphabet (see glyph_path) rather than
# set as <text>, so a Flatpak without DejaVu or Cantarell shows the same
# cards, and the index width is exact. (librsvg 2.54 also misplaces
# text-anchor="middle" text under a non-uniform scale, which a condensed
# font-based index would need.)

import math
import os
import re
import sys

W, H = 250, 350            # one card, 2.5:3.5
GAP = 20                   # between cards and around the sheet
RADIUS = 14                # corner radius
BORDER = 2                 # border stroke width

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

BACK_FIELD = '#183d82'
BACK_LIGHT = '#3566b8'


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
  return ('M%s a%s 0 1 1 %s 0 a%s 0 1 1 %s 0 Z'
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
    'M-6 -8 L6 -8 L12 17 L-12 17 Z '
    'M5 10 C5 30 11 41 20 48 L-20 48 C-11 41 -5 30 -5 10 Z'),
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
PIP_COL_X = {-1: 90, 0: W / 2, 1: W - 90}
PIP_TOP, PIP_BOTTOM = 52, H - 52
PIP_SIZE = 43

# Rank glyphs: a small bold condensed stroke alphabet drawn here rather than
# set in a font, so the index looks the same with any fonts installed and its
# width is known exactly. Each glyph is a centre line stroked STROKE wide;
# its ink runs from x = 0 to its width and from the cap line y = -100 to the
# baseline y = 0 (Q's tail dips a little below).
STROKE = 17.0
HS = STROKE / 2
TOP, BOT = -100 + HS, -HS


def oval(l, t, r, b, k=0.72):
  """A closed superellipse-like loop through the midpoints of its box sides;
  k = 0.55 would be an ellipse, larger is squarer."""
  cx, cy = (l + r) / 2, (t + b) / 2
  rx, ry = (r - l) / 2, (b - t) / 2
  return ('M%s C%s %s %s C%s %s %s C%s %s %s C%s %s %s Z'
          % (pts(cx, t),
             pts(cx + k * rx, t), pts(r, cy - k * ry), pts(r, cy),
             pts(r, cy + k * ry), pts(cx + k * rx, b), pts(cx, b),
             pts(cx - k * rx, b), pts(l, cy + k * ry), pts(l, cy),
             pts(l, cy - k * ry), pts(cx - k * rx, t), pts(cx, t)))


def turned(d, w):
  """Path d (absolute M/L/C commands and Z only) turned half round inside its
  w x 100 glyph box; used to make the 9 from the 6."""
  out, nums = [], []
  for tok in re.findall(r'[MLCZ]|-?[0-9.]+', d):
    if tok.isalpha():
      out.append(tok)
      continue
    nums.append(float(tok))
    if len(nums) == 2:
      out.append(pts(w - nums[0], -100 - nums[1]))
      nums = []
  return re.sub(r'([MLC]) ', r'\1', ' '.join(out))


def glyph_path(ch, w):
  L, R, cx = HS, w - HS, w / 2
  if ch in '0O':
    return oval(L, TOP, R, BOT)
  if ch == 'Q':
    return oval(L, TOP, R, BOT) + ' M%s L%s' % (pts(cx + 2, -34), pts(w - 3, 4))
  if ch == '1':
    sx = w - HS - 2
    return 'M%s L%s L%s' % (pts(HS, -74), pts(sx, TOP), pts(sx, 0))
  if ch == '2':
    return ('M%s C%s %s %s C%s %s %s C%s %s %s L%s'
            % (pts(L, -68), pts(L, -84), pts(cx - 12, TOP), pts(cx, TOP),
               pts(cx + 13, TOP), pts(R, -84), pts(R, -68),
               pts(R, -50), pts(cx + 6, -40), pts(L, BOT), pts(w, BOT)))
  if ch == '3':
    return ('M%s C%s %s %s C%s %s %s C%s %s %s C%s %s %s C%s %s %s C%s %s %s'
            % (pts(L + 1, -76), pts(L + 4, -87), pts(cx - 10, TOP), pts(cx, TOP),
               pts(cx + 13, TOP), pts(R - 1, -85), pts(R - 1, -73),
               pts(R - 1, -61), pts(cx + 9, -53), pts(cx - 4, -53),
               pts(cx + 14, -53), pts(R, -44), pts(R, -30),
               pts(R, -16), pts(cx + 13, BOT), pts(cx, BOT),
               pts(cx - 12, BOT), pts(L + 1, -15), pts(L, -25)))
  if ch == '4':
    sx = w * 0.68
    return ('M%s L%s M%s L%s L%s'
            % (pts(sx, -100), pts(sx, 0), pts(sx, -97), pts(L, -32), pts(w, -32)))
  if ch == '5':
    return ('M%s L%s L%s C%s %s %s C%s %s %s C%s %s %s C%s %s %s'
            % (pts(w - 2, TOP), pts(L + 3, TOP), pts(L + 1, -51),
               pts(cx - 10, -57), pts(cx - 5, -59), pts(cx, -59),
               pts(cx + 15, -59), pts(R, -49), pts(R, -33),
               pts(R, -17), pts(cx + 13, BOT), pts(cx, BOT),
               pts(cx - 12, BOT), pts(L + 1, -14), pts(L, -24)))
  if ch in '69':
    d = ('M%s C%s %s %s C%s %s %s L%s '
         % (pts(R - 2, -82), pts(R - 7, -89), pts(cx + 7, TOP), pts(cx, TOP),
            pts(L + 6, TOP), pts(L, -80), pts(L, -58), pts(L, -34))
         + oval(L, -62, R, BOT, 0.68))
    return d if ch == '6' else turned(d, w)
  if ch == '7':
    return 'M%s L%s L%s' % (pts(0, TOP), pts(R, TOP), pts(cx - 6, -2))
  if ch == '8':
    return oval(L + 3, TOP, R - 3, -54, 0.66) + ' ' + oval(L, -54, R, BOT, 0.68)
  if ch == 'A':
    return ('M%s L%s L%s L%s M%s L%s'
            % (pts(HS - 1, -1), pts(cx - 6, TOP), pts(cx + 6, TOP), pts(w - HS + 1, -1),
               pts(L + 6, -30), pts(R - 6, -30)))
  if ch == 'K':
    return ('M%s L%s M%s L%s M%s L%s'
            % (pts(HS, 0), pts(HS, -100), pts(w - 6, -95), pts(HS, -36),
               pts(cx - 5, -58), pts(w - 5, -4)))
  if ch == 'J':
    return ('M%s L%s C%s %s %s C%s %s %s'
            % (pts(R, -100), pts(R, -34), pts(R, -17), pts(cx + 10, BOT), pts(cx - 1, BOT),
               pts(L + 8, BOT), pts(L, -15), pts(L, -30)))
  if ch == 'E':
    return ('M%s L%s L%s L%s M%s L%s'
            % (pts(w, TOP), pts(L, TOP), pts(L, BOT), pts(w, BOT), pts(L, -51), pts(w - 6, -51)))
  if ch == 'R':
    return ('M%s L%s L%s C%s %s %s C%s %s %s L%s M%s L%s'
            % (pts(HS, 0), pts(HS, TOP), pts(cx, TOP), pts(R + 1, TOP), pts(R, -84), pts(R, -73),
               pts(R, -61), pts(R - 8, -53), pts(cx, -53), pts(L, -53),
               pts(cx - 2, -53), pts(w - 3, -1)))
  raise ValueError(ch)


GLYPH_WIDTH = {'1': 40, 'A': 68, 'K': 64, 'Q': 66, 'J': 54, 'O': 66, 'E': 54, 'R': 60}
GLYPH_GAP = 6                  # between the glyphs of "10" and "JOKER"


def glyph_width(ch):
  return GLYPH_WIDTH.get(ch, 60)


def rank_text(text, cx, baseline, height, fill, narrow=1.0):
  """text drawn with the stroke alphabet, height tall, centred on cx.
  narrow < 1 condenses the glyphs, drawing them narrower, not squashing them."""
  k = height / 100.0
  widths = [glyph_width(ch) * narrow for ch in text]
  total = (sum(widths) + GLYPH_GAP * (len(text) - 1)) * k
  x = cx - total / 2
  out = []
  for ch, w in zip(text, widths):
    out.append('<path transform="translate(%s) scale(%s)" d="%s"/>'
               % (pts(x, baseline), n(k), glyph_path(ch, w)))
    x += (w + GLYPH_GAP) * k
  return ('<g fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round">%s</g>'
          % (fill, n(STROKE), ''.join(out)))


# Corner index: rank 22% of the card width tall, suit pip below.
INDEX_X = 34
INDEX_HEIGHT = 55
INDEX_BASELINE = 14 + INDEX_HEIGHT
INDEX_PIP_Y = 98
INDEX_PIP_SIZE = 38


def label(rank):
  return RANK_LABEL.get(rank, str(rank))


def index_text(rank, colour):
  text = label(rank)
  return rank_text(text, INDEX_X, INDEX_BASELINE, INDEX_HEIGHT, colour,
                   0.78 if len(text) > 1 else 1.0)


def corner(inner):
  """inner drawn top-left and again turned round to bottom-right."""
  return ('<g>%s</g><g transform="rotate(180 %s)">%s</g>'
          % (inner, pts(W / 2, H / 2), inner))


def suit_index(rank, suit, colour):
  return corner(index_text(rank, colour)
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
  """A fan-shaped circlet: scalloped points on an arch, each with a pearl,
  the middle one tallest and set with a gem; a curved band below."""
  peaks = 7
  outer, inner = [], []
  for i in range(peaks):
    a = math.radians(180 - (i + 0.5) * 180 / peaks)
    rise = 44 + (12 if i == peaks // 2 else 0)
    outer.append((46 * math.cos(a), 20 - rise * math.sin(a)))
  for i in range(peaks - 1):
    a = math.radians(180 - (i + 1) * 180 / peaks)
    inner.append((34 * math.cos(a), 20 - 22 * math.sin(a)))
  d = ['M-44 22 L%s' % pts(*outer[0])]
  for i in range(peaks - 1):
    d.append('Q%s %s' % (pts(*inner[i]), pts(*outer[i + 1])))
  d.append('L44 22 Z')
  out = ['<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
         % (' '.join(d), GOLD, GOLD_DARK)]
  out.append('<path d="M-48 16 Q0 2 48 16 L46 32 Q0 20 -46 32 Z" fill="%s" stroke="%s" '
             'stroke-width="3" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
  for i, (x, y) in enumerate(outer):
    r = 6 if i == peaks // 2 else 4.5
    out.append('<circle cx="%s" cy="%s" r="%s" fill="#ffffff" stroke="%s" stroke-width="2"/>'
               % (n(x), n(y), n(r), GOLD_DARK))
  out.append('<path d="M0 -14 L9 -2 L0 10 L-9 -2 Z" fill="#ffffff" stroke="%s" '
             'stroke-width="2" stroke-linejoin="round"/>' % GOLD_DARK)
  for x in (-28, -14, 0, 14, 28):
    out.append('<circle cx="%s" cy="%s" r="3.5" fill="#ffffff"/>' % (n(x), n(21 + abs(x) * 0.09)))
  return ''.join(out)


def emblem_swords():
  # Two crossed swords with broad blades, so they survive at 60 px.
  def sword():
    return ('<path d="M-6 -40 L0 -56 L6 -40 L6 16 L-6 16 Z" fill="#ffffff" '
            'stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>'
            '<path d="M0 -44 L0 12" stroke="%s" stroke-width="2" stroke-opacity="0.5"/>'
            '<rect x="-21" y="14" width="42" height="10" rx="4" fill="%s" stroke="%s" '
            'stroke-width="2.5"/>'
            '<rect x="-5" y="24" width="10" height="17" fill="%s" stroke="%s" stroke-width="2.5"/>'
            '<circle cx="0" cy="46" r="7.5" fill="%s" stroke="%s" stroke-width="2.5"/>'
            % (GOLD_DARK, GOLD_DARK, GOLD, GOLD_DARK, GOLD, GOLD_DARK, GOLD, GOLD_DARK))
  return ('<g transform="rotate(-36) translate(0 14)">%s</g>'
          '<g transform="rotate(36) translate(0 14)">%s</g>' % (sword(), sword()))


def emblem_jester(colour):
  """A fool's cap with three floppy lobes and bells, over a grinning face."""
  lobes = [
    ('M-10 2 C-14 -30 -40 -46 -58 -20 C-46 -26 -38 -18 -36 6 Z', GOLD),
    ('M10 2 C14 -30 40 -46 58 -20 C46 -26 38 -18 36 6 Z', GOLD),
    ('M-16 4 C-18 -26 -6 -50 6 -58 C2 -40 16 -22 16 4 Z', '#ffffff'),
  ]
  out = []
  for d, fill in lobes:
    out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>'
               % (d, fill, GOLD_DARK))
  for x, y in ((-57, -13), (57, -13), (8, -60)):
    out.append('<circle cx="%s" cy="%s" r="7" fill="%s" stroke="%s" stroke-width="3"/>'
               % (n(x), n(y), GOLD, GOLD_DARK))
  # The face, then the cap's band across the brow.
  out.append('<circle cx="0" cy="30" r="27" fill="#fdf3e3" stroke="%s" stroke-width="3"/>'
             % GOLD_DARK)
  out.append('<circle cx="-10" cy="26" r="3.5" fill="%s"/><circle cx="10" cy="26" r="3.5" '
             'fill="%s"/>' % (colour, colour))
  out.append('<path d="M-14 37 Q0 50 14 37" fill="none" stroke="%s" stroke-width="4" '
             'stroke-linecap="round"/>' % colour)
  out.append('<path d="M-40 2 Q0 -8 40 2 L38 16 Q0 6 -38 16 Z" fill="%s" stroke="%s" '
             'stroke-width="3" stroke-linejoin="round"/>' % (GOLD, GOLD_DARK))
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
  out.append('<g transform="translate(%s) scale(0.9)">%s</g>'
             % (pts(W / 2, 108), EMBLEM[rank]()))
  out.append(rank_text(label(rank), W / 2, 248, 74, '#ffffff'))
  out.append(pip(suit, W / 2, 290, 36, '#ffffff'))
  return ''.join(out)


def joker_card(kind):
  colour = JOKER_COLOUR[kind]
  letters = ''.join(rank_text(ch, INDEX_X - 2, 36 + i * 27, 21, colour)
                    for i, ch in enumerate('JOKER'))
  out = [blank_card(), corner(letters), panel(colour)]
  out.append('<g transform="translate(%s) scale(0.84)">%s</g>'
             % (pts(W / 2, 128), emblem_jester(colour)))
  out.append(rank_text('JOKER', W / 2, 232, 24, '#ffffff'))
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
      cells.append('M%s l%s l%s l%s Z'
                   % (pts(x, y - hh), pts(hw, hh), pts(-hw, hh), pts(-hw, -hh)))
  out.append('<path d="%s" fill="%s"/>' % (' '.join(cells), BACK_LIGHT))
  out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="none" stroke="#ffffff" '
             'stroke-width="2.5"/>' % (n(fx + 6), n(fy + 6), n(fw - 12), n(fh - 12)))
  # A medallion in the middle: two rings round the four suits.
  cx, cy = W / 2, H / 2
  out.append('<ellipse cx="%s" cy="%s" rx="50" ry="66" fill="%s" stroke="#ffffff" '
             'stroke-width="3"/>' % (n(cx), n(cy), BACK_FIELD))
  out.append('<ellipse cx="%s" cy="%s" rx="42" ry="58" fill="none" stroke="%s" '
             'stroke-width="2"/>' % (n(cx), n(cy), BACK_LIGHT))
  for suit, dx, dy in (('spade', 0, -27), ('heart', 20, 0), ('club', 0, 27), ('diamond', -20, 0)):
    out.append(pip(suit, cx + dx, cy + dy, 22, '#ffffff'))
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
