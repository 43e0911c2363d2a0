#!/usr/bin/env python3
# check-install.py — `meson install --destdir` into a temporary directory,
# then check that every file a user's system needs is in place.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-install.py MESON BUILDDIR APP_ID PREFIX BINDIR DATADIR LOCALEDIR
# (BINDIR, DATADIR and LOCALEDIR as Meson's options: relative to PREFIX or absolute)

import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'


def main():
    meson, builddir, app_id, prefix, bindir, datadir, localedir = sys.argv[1:8]
    srcdir = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(srcdir, 'po', 'LINGUAS'), encoding='utf-8') as f:
        languages = [w for line in f for w in line.split('#')[0].split()]

    failures = []

    def check(condition, what):
        print(('ok     ' if condition else 'FAILED ') + what)
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory(prefix='euchre-install-') as destdir:
        run = subprocess.run([meson, 'install', '-C', builddir, '--no-rebuild', '--quiet',
                              '--destdir', destdir],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(run.stdout, end='')
        if run.returncode != 0:
            print(f'meson install failed with status {run.returncode}')
            return 1

        def installed(directory, *names):
            path = os.path.join(prefix, directory, *names)  # absolute options win
            return os.path.join(destdir, path.lstrip('/'))

        expected = [
            installed(bindir, 'euchre'),
            installed(bindir, 'euchre-cli'),
            installed(datadir, 'applications', app_id + '.desktop'),
            installed(datadir, 'metainfo', app_id + '.metainfo.xml'),
            installed(datadir, 'glib-2.0', 'schemas', app_id + '.gschema.xml'),
            installed(datadir, 'icons', 'hicolor', 'scalable', 'apps', app_id + '.svg'),
            installed(datadir, 'icons', 'hicolor', 'symbolic', 'apps', app_id + '-symbolic.svg'),
        ]
        expected += [installed(localedir, lang, 'LC_MESSAGES', 'euchre.mo') for lang in languages]

        for path in expected:
            rel = os.path.relpath(path, destdir)
            check(os.path.isfile(path) and os.path.getsize(path) > 0, '/' + rel)
        for path in expected[:2]:
            check(os.access(path, os.X_OK), os.path.basename(path) + ' is executable')

        # The merged files carry the translations.
        desktop = expected[2]
        if os.path.isfile(desktop):
            with open(desktop, encoding='utf-8') as f:
                text = f.read()
            for lang in languages:
                check(f'Comment[{lang}]=' in text and f'Keywords[{lang}]=' in text,
                      f'desktop file has a {lang} comment and keywords')
        metainfo = expected[3]
        if os.path.isfile(metainfo):
            root = ET.parse(metainfo).getroot()
            langs = {e.get(XML_LANG) for e in root.iter() if e.get(XML_LANG)}
            for lang in languages:
                check(lang in langs, f'metainfo has {lang} text')

    if failures:
        print(f'{len(failures)} check(s) failed')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
