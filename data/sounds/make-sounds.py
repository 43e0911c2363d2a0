#!/usr/bin/env python3
# make-sounds.py — the game's own short sounds, made from numbers at build
# time: no recorded or copied sound goes into the tree.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: make-sounds.py OUTDIR NAME...   (NAME: card-played, trick-taken,
# euchre, game-won; each written as OUTDIR/NAME.wav, 16-bit mono PCM)

import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def envelope(i, n, attack, release):
    """A linear attack over @attack samples, an exponential fall after."""
    if i < attack:
        return i / attack
    return math.exp(-(i - attack) / release) * (1.0 if i < n - 64 else (n - i) / 64)


def card_played():
    """A card laid on the felt: a short, soft tap of filtered noise."""
    rnd = random.Random(42)
    n = int(RATE * 0.07)
    out, low = [], 0.0
    for i in range(n):
        low += 0.35 * (rnd.uniform(-1, 1) - low)
        thump = math.sin(2 * math.pi * 150 * i / RATE)
        out.append((0.7 * low + 0.3 * thump) * envelope(i, n, 40, RATE * 0.012))
    return out


def trick_taken():
    """Four cards swept together: a swish that rises and falls."""
    rnd = random.Random(7)
    n = int(RATE * 0.24)
    out, low = [], 0.0
    for i in range(n):
        t = i / n
        cut = 0.05 + 0.4 * math.sin(math.pi * t)
        low += cut * (rnd.uniform(-1, 1) - low)
        out.append(low * math.sin(math.pi * t) ** 2 * 1.6)
    return out


def tone(freq, seconds, release):
    n = int(RATE * seconds)
    return [(math.sin(2 * math.pi * freq * i / RATE) +
             0.3 * math.sin(4 * math.pi * freq * i / RATE)) / 1.3 *
            envelope(i, n, int(RATE * 0.008), RATE * release) for i in range(n)]


def euchre():
    """The makers are set back: two falling notes."""
    return tone(523.25, 0.17, 0.08) + tone(392.0, 0.34, 0.12)


def game_won():
    """A rising major arpeggio, the last note held."""
    notes = [(523.25, 0.11), (659.25, 0.11), (783.99, 0.11), (1046.5, 0.45)]
    out = []
    for freq, seconds in notes:
        out += tone(freq, seconds, 0.06 if seconds < 0.2 else 0.2)
    return out


SOUNDS = {
    'card-played': card_played,
    'trick-taken': trick_taken,
    'euchre': euchre,
    'game-won': game_won,
}


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = 0.6 / peak
    frames = b''.join(struct.pack('<h', int(max(-1.0, min(1.0, s * gain)) * 32767))
                      for s in samples)
    with wave.open(path, 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    outdir, names = sys.argv[1], sys.argv[2:]
    os.makedirs(outdir, exist_ok=True)
    for name in names:
        if name not in SOUNDS:
            sys.exit(f'make-sounds.py: no sound named {name}')
        write(os.path.join(outdir, name + '.wav'), SOUNDS[name]())


if __name__ == '__main__':
    main()
