#!/usr/bin/env python3
# check-screenshots.py — every picture the metainfo shows GNOME Software is
# in the tree: each <screenshot>'s <image> (a raw.githubusercontent.com
# address on main) names a PNG under the source folder, of at least
# AppStream's 620x350 and under 1 MiB, and each has a caption. A picture
# listed and never committed (or renamed) would show as a broken image in
# the store; appstreamcli validate --no-net does not look.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-screenshots.py METAINFO.xml.in SRCDIR

import os
import struct
import sys
import xml.etree.ElementTree as ET

PREFIX = "https://raw.githubusercontent.com/euchre/euchre/main/"
MAX_BYTES = 1024 * 1024


def png_size(path):
    """(width, height) of the PNG at @path, or None where it is no PNG."""
    with open(path, "rb") as f:
        head = f.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    if len(sys.argv) != 3:
        print("usage: check-screenshots.py METAINFO.xml.in SRCDIR", file=sys.stderr)
        return 2
    metainfo, srcdir = sys.argv[1:3]
    shots = ET.parse(metainfo).getroot().findall("./screenshots/screenshot")
    problems = []
    if not shots:
        problems.append("the metainfo lists no screenshot")
    for shot in shots:
        url = (shot.findtext("image") or "").strip()
        if not shot.findtext("caption"):
            problems.append(f"{url}: no caption")
        if not url.startswith(PREFIX):
            problems.append(f"{url}: not an address under {PREFIX}")
            continue
        path = os.path.join(srcdir, url[len(PREFIX):])
        if not os.path.isfile(path):
            problems.append(f"{url}: no file {path}")
            continue
        size = png_size(path)
        if size is None:
            problems.append(f"{path}: not a PNG")
            continue
        weight = os.path.getsize(path)
        if size[0] < 620 or size[1] < 350:
            problems.append(f"{path}: {size[0]}x{size[1]}, under AppStream's 620x350")
        if weight > MAX_BYTES:
            problems.append(f"{path}: {weight} bytes, over 1 MiB")
        print(f"check-screenshots: {url[len(PREFIX):]}: {size[0]}x{size[1]}, {weight} bytes")
    for problem in problems:
        print(f"check-screenshots: FAIL: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
