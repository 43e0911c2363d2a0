#!/usr/bin/env python3
# check-flatpak.py — the Flatpak manifest is valid JSON, builds only this
# repository's Meson project on the GNOME runtime, and asks for no more
# sandbox holes than a game needs.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-flatpak.py MANIFEST APP_ID

import json
import os
import re
import sys

# --share=network: Play Online (hosting a table, joining one, a euchre-server)
# cannot work without it.  --socket=pulseaudio: the table's sounds (GSound,
# through libcanberra, which the GNOME runtime has).  Nothing wider: no
# file-system, no D-Bus holes.
ALLOWED_FINISH_ARGS = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri',
                       '--share=network', '--socket=pulseaudio'}
# Libraries the GNOME runtime does not have, built before the game.
ALLOWED_LIBRARIES = {'libqrencode'}


def main():
    manifest_path, app_id = sys.argv[1:3]
    with open(manifest_path, encoding='utf-8') as f:
        manifest = json.load(f)
    errors = []

    def expect(condition, what):
        if not condition:
            errors.append(what)

    expect(manifest.get('app-id', manifest.get('id')) == app_id, f'app-id is {app_id}')
    expect(manifest.get('command') == 'euchre', 'command is euchre')
    expect(manifest.get('runtime') == 'org.gnome.Platform', 'runtime is org.gnome.Platform')
    expect(manifest.get('sdk') == 'org.gnome.Sdk', 'sdk is org.gnome.Sdk')
    version = str(manifest.get('runtime-version', ''))
    expect(re.fullmatch(r'\d+', version) is not None and int(version) >= 47,
           'runtime-version is 47 or newer')

    finish_args = manifest.get('finish-args', [])
    expect(len(finish_args) == len(set(finish_args)), 'finish-args has no duplicates')
    expect(set(finish_args) == ALLOWED_FINISH_ARGS,
           'finish-args are exactly ' + ', '.join(sorted(ALLOWED_FINISH_ARGS)) +
           ' (found ' + ', '.join(finish_args) + ')')

    # This repository's Meson project, last. GTK, libadwaita, librsvg and GSound
    # come with the GNOME runtime; before it only the libraries the runtime
    # lacks (libqrencode: Play Online's QR code), each from a pinned commit.
    modules = manifest.get('modules', [])
    expect(len(modules) >= 1 and all(isinstance(m, dict) for m in modules),
           'the modules are inline')
    for dep in modules[:-1]:
        if not isinstance(dep, dict):
            continue
        expect(dep.get('name') in ALLOWED_LIBRARIES,
               f"module {dep.get('name')} is one of " + ', '.join(sorted(ALLOWED_LIBRARIES)))
        dep_sources = dep.get('sources', [])
        expect(len(dep_sources) == 1 and dep_sources[0].get('type') == 'git' and
               re.fullmatch(r'[0-9a-f]{40}', dep_sources[0].get('commit', '')) is not None,
               f"module {dep.get('name')} builds from one git commit")
    if modules and isinstance(modules[-1], dict):
        module = modules[-1]
        expect(module.get('name') == 'euchre', 'the module is named euchre')
        expect(module.get('buildsystem') == 'meson', 'the module builds with meson')
        sources = module.get('sources', [])
        expect(len(sources) == 1 and sources[0].get('type') == 'dir',
               'the module builds from this directory')
        if sources and sources[0].get('type') == 'dir':
            root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(manifest_path)),
                                                 sources[0].get('path', '')))
            meson_build = os.path.join(root, 'meson.build')
            ok = os.path.isfile(meson_build)
            if ok:
                with open(meson_build, encoding='utf-8') as f:
                    ok = re.match(r"\s*project\(\s*'euchre'", f.read()) is not None
            expect(ok, f'{root} is the euchre Meson project')

    for e in errors:
        print('FAILED ' + e)
    if not errors:
        print(f'ok {manifest_path}')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
