#!/usr/bin/env python3
# check-po.py — every translation listed in PODIR/LINGUAS compiles with
# `msgfmt --check` and is complete: no untranslated and no fuzzy messages.
# The interface's are PODIR/LANG.po (po/), the manual's PODIR/LANG/LANG.po
# (help/).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-po.py MSGFMT PODIR

import os
import re
import subprocess
import sys


def main():
    msgfmt, podir = sys.argv[1:3]
    with open(os.path.join(podir, 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f for w in line.split('#')[0].split()]
    if not languages:
        print('po/LINGUAS lists no language')
        return 1

    failed = False
    for lang in languages:
        po = os.path.join(podir, lang + '.po')
        if not os.path.isfile(po):
            po = os.path.join(podir, lang, lang + '.po')
        run = subprocess.run([msgfmt, '--check', '--statistics', '-o', os.devnull, po],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             env=dict(os.environ, LC_ALL='C'))
        report = run.stdout.strip()
        print(f'{lang}: {report}')
        if run.returncode != 0:
            failed = True
        elif re.search(r'\b(untranslated|fuzzy)\b', report):
            print(f'{lang}: FAILED: the translation is incomplete')
            failed = True
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
