#!/usr/bin/env python3
# check-install.py — `meson install --destdir` into a temporary directory,
# then check that every file a user's system needs is in place (the
# programs, desktop file, metainfo, schema, icons, translations, the EGN
# file type and the manual in every language).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-install.py MESON BUILDDIR APP_ID PREFIX BINDIR DATADIR LOCALEDIR
# (BINDIR, DATADIR and LOCALEDIR as Meson's options: relative to PREFIX or absolute)

import glob
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
MIME_NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
EGN_TYPE = 'application/x-euchre-egn'
EMN_TYPE = 'application/x-euchre-emn'


def read_linguas(path):
    if not os.path.isfile(path):
        return []
    with open(path, encoding='utf-8') as f:
        return [w for line in f for w in line.split('#')[0].split()]


def main():
    meson, builddir, app_id, prefix, bindir, datadir, localedir = sys.argv[1:8]
    srcdir = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    languages = read_linguas(os.path.join(srcdir, 'po', 'LINGUAS'))
    help_languages = read_linguas(os.path.join(srcdir, 'help', 'LINGUAS'))
    help_pages = sorted(os.path.basename(p)
                        for p in glob.glob(os.path.join(srcdir, 'help', 'C', '*.page')))

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
            installed(datadir, 'mime', 'packages', app_id + '.xml'),
        ]
        # The manual, where gnome.yelp() puts it and help:euchre finds it:
        # every page in C, and each translation's pages.
        check('index.page' in help_pages, 'help/C has an index.page')
        expected += [installed(datadir, 'help', 'C', 'euchre', page) for page in help_pages]
        expected += [installed(datadir, 'help', lang, 'euchre', page)
                     for lang in help_languages for page in help_pages]
        expected += [installed(localedir, lang, 'LC_MESSAGES', 'euchre.mo') for lang in languages]
        # The table's sounds (src/ui/play/euchre-sound.c), made by data/sounds/make-sounds.py.
        expected += [installed(datadir, 'euchre', 'sounds', name + '.wav')
                     for name in ('card-played', 'trick-taken', 'euchre', 'game-won')]

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
        # The file type: well-formed, *.egn, and the desktop file opens it.
        mime = expected[7]
        if os.path.isfile(mime):
            try:
                root = ET.parse(mime).getroot()
            except ET.ParseError as e:
                root = None
                check(False, f'{mime} is well-formed XML ({e})')
            if root is not None:
                types = {t.get('type'): t for t in root.iter(MIME_NS + 'mime-type')}
                for mime_type, pattern in ((EGN_TYPE, '*.egn'), (EMN_TYPE, '*.emn')):
                    check(mime_type in types, f'the MIME file defines {mime_type}')
                    node = types.get(mime_type)
                    if node is not None:
                        globs = {g.get('pattern') for g in node.iter(MIME_NS + 'glob')}
                        check(pattern in globs, f'{mime_type} has the glob {pattern}')
                        langs = {c.get(XML_LANG) for c in node.iter(MIME_NS + 'comment')}
                        for lang in languages:
                            check(lang in langs, f'{mime_type} has a {lang} comment')
            # The MIME database accepts it, and finds the type by the name.
            update = shutil.which('update-mime-database')
            if update:
                with tempfile.TemporaryDirectory(prefix='euchre-mime-') as mimedir:
                    os.makedirs(os.path.join(mimedir, 'packages'))
                    shutil.copy(mime, os.path.join(mimedir, 'packages'))
                    run = subprocess.run([update, mimedir], stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT, text=True)
                    print(run.stdout, end='')
                    globs_file = os.path.join(mimedir, 'globs2')
                    ok = run.returncode == 0 and os.path.isfile(globs_file)
                    if ok:
                        with open(globs_file, encoding='utf-8') as f:
                            lines = [line.strip() for line in f]
                        ok = (any(line.endswith(f':{EGN_TYPE}:*.egn') for line in lines) and
                              any(line.endswith(f':{EMN_TYPE}:*.emn') for line in lines))
                    check(ok, 'update-mime-database accepts the MIME file and maps *.egn, *.emn')
        if os.path.isfile(desktop):
            with open(desktop, encoding='utf-8') as f:
                mime_types = [line.split('=', 1)[1].strip().split(';')
                              for line in f if line.startswith('MimeType=')]
            for mime_type in (EGN_TYPE, EMN_TYPE):
                check(any(mime_type in types for types in mime_types),
                      f'desktop file MimeType= has {mime_type}')
            with open(desktop, encoding='utf-8') as f:
                execs = [line.strip() for line in f if line.startswith('Exec=')]
            check(any('%F' in e or '%f' in e or '%U' in e or '%u' in e for e in execs),
                  'desktop file Exec= takes the files it opens')
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
