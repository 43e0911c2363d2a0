#!/usr/bin/env python3
# cannot-run.py — stands in for a check whose program this machine lacks,
# so that every check is registered whatever the machine has (meson.build:
# `else test(NAME, python3, args: [cannot_run, TOOL, PACKAGE])`).  It says
# which tool is missing and is skipped (77), or fails under CI
# (tests/skiplib.py).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: cannot-run.py CHECK TOOL PACKAGE

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from skiplib import cannot_run  # noqa: E402

if len(sys.argv) != 4:
    print("usage: cannot-run.py CHECK TOOL PACKAGE", file=sys.stderr)
    sys.exit(2)
check, tool, package = sys.argv[1:4]
cannot_run(check, f"{tool} is not installed (apt-get install {package}; tools/deps.sh lists it)")
