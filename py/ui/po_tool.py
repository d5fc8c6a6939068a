"""The catalogues' command line and their check against the sources (build and development only, not shipped).

    PYTHONPATH=py python3 -m ui.po extract    # rewrite py/locale/carcassonne.pot from the sources
    PYTHONPATH=py python3 -m ui.po check      # list messages missing from, or mistranslated in, each .po
    PYTHONPATH=py python3 -m ui.po compile    # compile every .po and print the sizes (the build zips the .mo)

(``python3 -m ui.po_tool …`` is the same.)  It joins `ui.po` (reading and writing catalogues) and `ui.po_extract`
(the sources' messages); neither imports it.
"""

from __future__ import annotations

import struct
import sys

from .po import DOMAIN, LOCALE, PY_DIR, Entry, catalogue_paths, compile_catalogues, parse_po, placeholder_problems
from .po_extract import Message, extract, pot_text


def problems(entries: list[Entry], messages: list[Message]) -> list[str]:
    """What is wrong with a catalogue against the sources' messages: missing, untranslated, fuzzy, plural shape,
    placeholders that differ."""
    by_key = {e.key: e for e in entries}
    out = []
    for m in messages:
        entry = by_key.get(m.key)
        label = f"{m.msgid[:60]!r}" + (f" (context {m.context!r})" if m.context else "")
        if entry is None:
            out.append(f"{label}: missing ({m.references[0]})")
        elif entry.fuzzy or not entry.translated:
            out.append(f"{label}: not translated{' (fuzzy)' if entry.fuzzy else ''}")
        elif (entry.plural is None) != (m.plural is None) or (m.plural and entry.plural != m.plural):
            out.append(f"{label}: plural is {entry.plural!r} in the catalogue, {m.plural!r} in the sources")
        else:
            out.extend(f"{label}: {p}" for p in placeholder_problems(entry))
    return out



def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""

    messages = extract(PY_DIR)
    if command == "extract":
        target = PY_DIR / LOCALE / f"{DOMAIN}.pot"
        target.write_text(pot_text(messages), encoding="utf-8")
        print(f"{len(messages)} messages -> {target}")
        return 0
    if command == "check":
        found = []
        for po in catalogue_paths():
            found += [f"{po.relative_to(PY_DIR)}: {p}" for p in
                      problems(parse_po(po.read_text(encoding="utf-8"), str(po)), messages)]
        print("\n".join(found) or f"every catalogue has all {len(messages)} messages")
        return 1 if found else 0
    if command == "compile":  # a dry run: the build puts the .mo into the zip, never next to the .po
        for name, data in compile_catalogues(PY_DIR).items():
            print(f"{name}: {len(data)} bytes, {struct.unpack('<I', data[8:12])[0]} messages")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
