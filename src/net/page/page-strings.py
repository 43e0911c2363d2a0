#!/usr/bin/env python3
# page-strings.py — the browser's page speaks the game's languages.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes euchre.js with TRANSLATIONS filled in: for each language in
# po/LINGUAS, the translation (from po/LANG.po) of every string the script
# passes to _() — the same strings xgettext reads into po/ (POTFILES.in),
# so the page has no second translation.  Strings without a translation,
# fuzzy ones and those with a context are left out (the page shows the
# English).
#
# The strings of the other scripts given (euchre-table.js, euchre-net.js:
# the page's scripts share one _()) are translated in the same table.
#
# Usage: page-strings.py EUCHRE.JS PODIR OUTPUT [OTHER.JS...]

import json
import re
import sys

LITERAL = r"'(?:[^'\\]|\\.)*'"
CALL = re.compile(r"\b_\(\s*(" + LITERAL + r"(?:\s*\+\s*" + LITERAL + r")*)\s*\)")
MARK = "{}; // @TRANSLATIONS@"


def js_string(literal):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                  literal[1:-1])


def page_strings(script):
    found = set()
    for call in CALL.finditer(script):
        found.add("".join(js_string(lit) for lit in re.findall(LITERAL, call.group(1))))
    return found


def po_string(text):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                  text)


def read_po(path):
    """msgid → msgstr, for the entries with no context, not fuzzy, translated."""
    entries, entry, field = {}, {}, None

    def done():
        if ("msgid" in entry and "msgctxt" not in entry and not entry.get("fuzzy")
                and entry.get("msgstr")):
            entries[entry["msgid"]] = entry["msgstr"]

    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                done()
                entry, field = {}, None
            elif line.startswith("#,"):
                entry["fuzzy"] = "fuzzy" in line
            elif line.startswith("#"):
                continue
            elif line.startswith('"'):
                if field is not None:
                    entry[field] += po_string(line[1:-1])
            else:
                key, _, rest = line.partition(" ")
                if key in ("msgid", "msgstr", "msgctxt"):
                    field = key
                    entry[key] = po_string(rest.strip()[1:-1])
                else:
                    field = None  # msgid_plural, msgstr[N]: the page has no plurals
        done()
    return entries


def main():
    source, podir, output = sys.argv[1:4]
    with open(source, encoding="utf-8") as f:
        script = f.read()
    if MARK not in script:
        print(f"page-strings: {source} has no “{MARK}”", file=sys.stderr)
        return 1
    wanted = page_strings(script)
    for other in sys.argv[4:]:
        with open(other, encoding="utf-8") as f:
            wanted |= page_strings(f.read())
    with open(f"{podir}/LINGUAS", encoding="utf-8") as f:
        languages = [w for line in f for w in line.split("#")[0].split()]
    table = {}
    for lang in sorted(languages):
        po = read_po(f"{podir}/{lang}.po")
        table[lang] = {k: po[k] for k in sorted(wanted) if k in po}
    with open(output, "w", encoding="utf-8") as f:
        f.write(script.replace(MARK, json.dumps(table, ensure_ascii=False, sort_keys=True,
                                                indent=1) + ";", 1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
