#!/usr/bin/env python3
# check-flatpak.py — the Flatpak manifest would build, and asks for no more
# than a networked game that plays sounds needs:
# - it is valid JSON for the GNOME runtime, and this repository's Meson
#   project is its last module;
# - every dependency() of the programs (meson.build, src/**/meson.build) is
#   either a pkg-config module of the runtime (flatpak/runtime-modules.txt,
#   which says where that list comes from) or built by an earlier module of
#   the manifest, whose own needs are met the same way; a dependency is
#   left out only where the manifest turns its option off (-Dredis=disabled);
# - every source of those modules is pinned: an archive or file with its
#   sha256, a git source with its commit;
# - the finish-args are exactly ALLOWED_FINISH_ARGS;
# - flatpak-builder --show-manifest reads it without a warning (where
#   flatpak-builder is installed; under CI it must be: tests/skiplib.py).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-flatpak.py MANIFEST APP_ID

import glob
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from skiplib import under_ci  # noqa: E402

# What the game needs from the sandbox, and nothing wider (no file system,
# no D-Bus names, no devices but the GPU):
# --share=ipc, --socket=fallback-x11, --socket=wayland, --device=dri: a GTK
#   window (X11 shared memory, Wayland, or X11 where there is no Wayland;
#   GL rendering);
# --share=network: Play Online (hosting a table, joining one, a euchre-server);
# --socket=pulseaudio: the table's sounds (GSound, through libcanberra's
#   PulseAudio driver).
ALLOWED_FINISH_ARGS = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri',
                       '--share=network', '--socket=pulseaudio'}

# The libraries the manifest may build before the game, by module name: the
# pkg-config modules each provides, and the ones it needs itself.
LIBRARIES = {
    'libcanberra': {'provides': ['libcanberra'], 'needs': ['vorbisfile', 'libpulse']},
    'gsound': {'provides': ['gsound'], 'needs': ['libcanberra', 'glib-2.0', 'gobject-2.0',
                                                 'gio-2.0']},
    'libqrencode': {'provides': ['libqrencode'], 'needs': []},
}

DEPENDENCY = re.compile(r"\bdependency\(\s*'([^']+)'(.*?)\)", re.S)
FEATURE = re.compile(r"required\s*:\s*get_option\(\s*'([^']+)'")


def runtime_modules(path):
    """The pkg-config modules flatpak/runtime-modules.txt lists."""
    modules = set()
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                modules.add(line.split()[0])
    return modules


def program_dependencies(root):
    """{pkg-config name: (meson.build it is in, feature option or None)} of the
    programs: the top meson.build and src/**/meson.build (not tests/)."""
    files = [os.path.join(root, 'meson.build')]
    files += sorted(glob.glob(os.path.join(root, 'src', '**', 'meson.build'), recursive=True))
    deps = {}
    for path in files:
        with open(path, encoding='utf-8') as f:
            text = re.sub(r'#[^\n]*', '', f.read())
        for m in DEPENDENCY.finditer(text):
            if m.group(1):
                option = FEATURE.search(m.group(2))
                deps[m.group(1)] = (os.path.relpath(path, root), option.group(1) if option else None)
    return deps


def disabled_options(module):
    """The Meson options the manifest turns off for @module: {'redis', …}."""
    found = set()
    for opt in module.get('config-opts', []):
        m = re.fullmatch(r'-D([\w-]+)=(disabled|false)', opt)
        if m:
            found.add(m.group(1))
    return found


def check_sources(module, expect):
    name = module.get('name')
    sources = module.get('sources', [])
    expect(len(sources) >= 1, f'module {name} has sources')
    for source in sources:
        if not isinstance(source, dict):
            expect(False, f'module {name}: its sources are inline')
            continue
        kind = source.get('type')
        if kind in ('archive', 'file'):
            expect(re.fullmatch(r'[0-9a-f]{64}', source.get('sha256', '')) is not None,
                   f"module {name}: {source.get('url', source.get('path'))} has a sha256")
            expect(source.get('url', '').startswith('https://'),
                   f'module {name}: its {kind} comes over https')
        elif kind == 'git':
            expect(re.fullmatch(r'[0-9a-f]{40}', source.get('commit', '')) is not None,
                   f"module {name}: {source.get('url')} is pinned to a commit")
        else:
            expect(False, f'module {name}: a {kind} source is neither an archive with a '
                          'sha256 nor a git commit')


def check_flatpak_builder(manifest_path, names, expect):
    """flatpak-builder reads the manifest as we do: no warning, the same modules."""
    builder = shutil.which('flatpak-builder')
    if builder is None:
        if under_ci():
            expect(False, 'flatpak-builder is installed (under CI it must be: '
                          'apt-get install flatpak-builder; tools/deps.sh)')
        else:
            print('note: flatpak-builder is not installed: --show-manifest not run')
        return
    run = subprocess.run([builder, '--show-manifest', manifest_path], capture_output=True,
                         text=True, timeout=60)
    warned = [line for line in run.stderr.splitlines() if 'WARNING' in line or 'CRITICAL' in line]
    expect(run.returncode == 0 and not warned,
           'flatpak-builder --show-manifest reads it without a warning (got status '
           f'{run.returncode}: ' + ' '.join(warned or run.stderr.splitlines()[-1:]) + ')')
    if run.returncode == 0:
        try:
            shown = [m.get('name') for m in json.loads(run.stdout).get('modules', [])]
        except ValueError:
            shown = None
        expect(shown == names, f'flatpak-builder sees the modules {names} (it saw {shown})')


def main():
    manifest_path, app_id = sys.argv[1:3]
    here = os.path.dirname(os.path.abspath(manifest_path))
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
    expect(str(manifest.get('runtime-version', '')) == '47',
           'runtime-version is 47, the runtime flatpak/runtime-modules.txt lists')

    finish_args = manifest.get('finish-args', [])
    expect(len(finish_args) == len(set(finish_args)), 'finish-args has no duplicates')
    expect(set(finish_args) == ALLOWED_FINISH_ARGS,
           'finish-args are exactly ' + ', '.join(sorted(ALLOWED_FINISH_ARGS)) +
           ' (found ' + ', '.join(finish_args) + ')')

    modules = manifest.get('modules', [])
    expect(len(modules) >= 1 and all(isinstance(m, dict) for m in modules),
           'the modules are inline')
    modules = [m for m in modules if isinstance(m, dict)]
    available = runtime_modules(os.path.join(here, 'runtime-modules.txt'))
    root = None

    # The libraries, in order: each needs only the runtime and the modules before it.
    for dep in modules[:-1]:
        name = dep.get('name')
        library = LIBRARIES.get(name)
        expect(library is not None, f'module {name} is one of ' + ', '.join(sorted(LIBRARIES)) +
               ' (a new one gets a row in LIBRARIES: what it provides and needs)')
        check_sources(dep, expect)
        if library is None:
            continue
        for need in library['needs']:
            expect(need in available, f'module {name} needs {need}, which neither the runtime '
                                      '(flatpak/runtime-modules.txt) nor a module before it has')
        available.update(library['provides'])

    if modules:
        module = modules[-1]
        expect(module.get('name') == 'euchre', 'the last module is named euchre')
        expect(module.get('buildsystem') == 'meson', 'the module builds with meson')
        sources = module.get('sources', [])
        expect(len(sources) == 1 and sources[0].get('type') == 'dir',
               'the module builds from this directory')
        if sources and sources[0].get('type') == 'dir':
            root = os.path.normpath(os.path.join(here, sources[0].get('path', '')))
            meson_build = os.path.join(root, 'meson.build')
            ok = os.path.isfile(meson_build)
            if ok:
                with open(meson_build, encoding='utf-8') as f:
                    ok = re.match(r"\s*project\(\s*'euchre'", f.read()) is not None
            expect(ok, f'{root} is the euchre Meson project')
            root = root if ok else None

    # Every library the programs link, in the runtime or built above.
    if root is not None:
        off = disabled_options(modules[-1])
        deps = program_dependencies(root)
        expect(len(deps) > 0, f'{root}/meson.build and src/ name their dependencies')
        for name, (where, option) in sorted(deps.items()):
            if option is not None and option in off:
                print(f'ok {name} ({where}): not built, -D{option}=disabled')
                continue
            expect(name in available,
                   f"dependency('{name}') of {where} is neither in the GNOME runtime "
                   '(flatpak/runtime-modules.txt) nor built by a module of the manifest')
            if name in available:
                print(f'ok {name} ({where})')

    check_flatpak_builder(manifest_path, [m.get('name') for m in modules], expect)

    for e in errors:
        print('FAILED ' + e)
    if not errors:
        print(f'ok {manifest_path}')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
