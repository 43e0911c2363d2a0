#!/usr/bin/env python3
# check-po-current.py — every translation in po/LINGUAS translates every
# string the sources hold now (extracted afresh with xgettext from the files
# po/POTFILES.in lists), with nothing fuzzy.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-po-current.py XGETTEXT MSGCMP SRCDIR

import os
import subprocess
import sys
import tempfile

# The keywords of Meson's i18n 'glib' preset.
KEYWORDS = ['_', 'N_', 'C_:1c,2', 'NC_:1c,2', 'g_dcgettext:2', 'g_dngettext:2,3',
            'g_dpgettext2:2c,3']


def main():
    xgettext, msgcmp, srcdir = sys.argv[1:4]
    podir = os.path.join(srcdir, 'po')
    with open(os.path.join(podir, 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f for w in line.split('#')[0].split()]

    with tempfile.TemporaryDirectory(prefix='euchre-pot-') as tmp:
        pot = os.path.join(tmp, 'euchre.pot')
        run = subprocess.run([xgettext, '--package-name=euchre', '--from-code=UTF-8',
                              '--directory=' + srcdir, '--files-from=' + os.path.join(podir, 'POTFILES.in'),
                              '--output=' + pot] + ['--keyword=' + k for k in KEYWORDS],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            print(run.stdout, end='')
            return 1

        failed = False
        for lang in languages:
            run = subprocess.run([msgcmp, os.path.join(podir, lang + '.po'), pot],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                 env=dict(os.environ, LC_ALL='C'))
            if run.returncode == 0:
                print(f'{lang}: every current string is translated')
            else:
                print(run.stdout, end='')
                print(f'{lang}: FAILED: run `meson compile euchre-update-po` and translate')
                failed = True
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
