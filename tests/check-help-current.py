#!/usr/bin/env python3
# check-help-current.py — each translation of the manual (help/LANG/LANG.po
# for each language in help/LINGUAS) translates every message the pages in
# help/C hold now, as extracted afresh by itstool.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-help-current.py ITSTOOL MSGCMP HELPDIR

import glob
import os
import subprocess
import sys
import tempfile


def main():
    itstool, msgcmp, helpdir = sys.argv[1:4]
    with open(os.path.join(helpdir, 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f for w in line.split('#')[0].split()]
    pages = sorted(glob.glob(os.path.join(helpdir, 'C', '*.page')))
    failed = False
    with tempfile.TemporaryDirectory(prefix='euchre-help-') as tmp:
        pot = os.path.join(tmp, 'euchre.pot')
        run = subprocess.run([itstool, '-o', pot] + pages, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            print(run.stdout, end='')
            print('itstool could not read the pages')
            return 1
        for lang in languages:
            po = os.path.join(helpdir, lang, lang + '.po')
            run = subprocess.run([msgcmp, po, pot], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True,
                                 env=dict(os.environ, LC_ALL='C'))
            if run.returncode != 0:
                print(run.stdout, end='')
                print(f'{lang}: FAILED: translate the new or changed messages of help/C '
                      f'(meson compile help-euchre-update-po merges them in)')
                failed = True
            else:
                print(f'{lang}: every message of the pages is translated')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
