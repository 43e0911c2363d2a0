# skiplib.py — what a check does when it cannot run here (a tool, a
# library, a display missing): on a developer's machine it says why and
# is skipped (exit 77, which meson counts as skipped); under CI (CI set
# and not "false" or "0") it fails, in the same words, because a check
# that did not run proves nothing and must not leave CI green (issue 49).
# The only skips CI accepts are those CONTRIBUTING.md lists ("Skips CI
# accepts"), which tools/test reads.
#
# Imports nothing but the standard library, so that a check can call it
# before importing what may be missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys


def under_ci():
    """Whether this runs under CI: CI=true, as CI services and .ci/run set it."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def cannot_run(name, why):
    """Ends the check @name, which cannot run here because of @why: exit 77
    (skipped) on a developer's machine, 1 (failed) under CI."""
    sys.stdout.flush()
    if under_ci():
        print(f"{name}: FAIL: cannot run, and under CI every check must: {why}",
              file=sys.stderr, flush=True)
        sys.exit(1)
    print(f"{name}: SKIP: {why}", flush=True)
    sys.exit(77)
