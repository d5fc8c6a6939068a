"""The texts plain JS shows before (or instead of) Python: marked T("…") / NT("…", "…", n) in static/*.js, collected
by `ui.po extract`, translated in the German catalogue, and generated into static/boot-texts.js by the build."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui import po, po_extract, po_tool

PY_DIR = Path(po.__file__).resolve().parent.parent
STATIC = PY_DIR.parent / "static"
GERMAN = PY_DIR / "locale" / "de" / "LC_MESSAGES" / "carcassonne.po"
PREFIX = "window.CARCASSONNE_TEXTS = "

pytestmark = pytest.mark.build_tool  # the extractor and the generator run in the build, never in the page


def marked_in_js() -> list[po_extract.Message]:
    return [m for path in po_extract.js_sources(STATIC) for m, _ in po_extract.js_messages(path.read_text(encoding="utf-8"))]


def test_the_extractor_reads_js_marks_with_escapes_and_plurals_over_lines():
    source = '\n'.join([
        'const a = T("Don\'t resume the last game");',
        'const b = T("say \\"{word}\\" twice", { word });',
        'const c = NT(',
        '  "Set aside {n} damaged entry",',
        '  "Set aside {n} damaged entries", count);',
        'const d = window.T("not a mark"); const e = FT("nor this"); const f = T(variable);',
    ])
    found = po_extract.js_messages(source)
    assert [(m.msgid, m.plural, line) for m, line in found] == [
        ("Don't resume the last game", None, 1),
        ('say "{word}" twice', None, 2),
        ("Set aside {n} damaged entry", "Set aside {n} damaged entries", 3),
    ]


def test_the_boot_guard_and_the_recovery_screen_mark_their_texts():
    msgids = {m.msgid for m in marked_in_js()}
    for expected in ("Carcassonne could not start", "Try again", "A file of the game could not be loaded.",
                     "It may still be loading on a very slow connection; reloading can help.",
                     "The game has not started after {n} second.", "Set aside {n} damaged entry"):
        assert expected in msgids


def test_every_marked_js_text_is_in_the_catalogue_with_german():
    messages = {m.key: m for m in po_extract.extract(PY_DIR)}
    marked = marked_in_js()
    assert len(marked) > 25
    assert all(m.key in messages for m in marked), "run `PYTHONPATH=py python3 -m ui.po extract`"
    german = po.parse_po(GERMAN.read_text(encoding="utf-8"), str(GERMAN))
    assert po_tool.problems(german, [messages[m.key] for m in marked]) == []


def test_the_generated_file_holds_the_german_of_every_js_text_and_page_text():
    text = po_extract.boot_texts_js(PY_DIR)
    assert text.count(PREFIX) == 1 and text.rstrip().endswith(";")
    tables = json.loads(text.split(PREFIX, 1)[1].rstrip().rstrip(";"))
    german = tables["de"]
    assert german["Carcassonne could not start"] == "Carcassonne konnte nicht starten"
    assert german["Loading Carcassonne…"] == "Carcassonne wird geladen …"
    assert german["This lesson could not start. Reloading the page may help."].startswith("Diese Lektion")
    assert german["Set aside {n} damaged entry"] == ["{n} beschädigten Eintrag beiseitelegen",
                                                    "{n} beschädigte Einträge beiseitelegen"]
    for m in marked_in_js():
        assert m.msgid in german, m.msgid
    # only what JS can show: a message of Python code alone stays in the .mo
    # (the JS table holds messages without a context, by msgid: a Python message with a context, e.g. the
    # category "Roads", is another message even where JS marks the same words)
    python_only = [m for m in po_extract.extract(PY_DIR)
                   if m.context is None and not any(r.startswith("../") for r in m.references)]
    assert python_only and not any(m.msgid in german for m in python_only)


def make_site(tmp_path: Path, plural_rule: str) -> Path:
    py_dir = tmp_path / "py"
    catalogue = py_dir / "locale" / "xx" / "LC_MESSAGES" / "carcassonne.po"
    catalogue.parent.mkdir(parents=True)
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "boot.js").write_text('show(NT("{n} file", "{n} files", n)); show(T("Hello"));\n')
    (tmp_path / "static" / po_extract.BOOT_TEXTS_FILE).write_text('T("generated, never read")\n')
    catalogue.write_text("\n".join([
        'msgid ""', f'msgstr "Language: xx\\nPlural-Forms: {plural_rule}\\n"', "",
        'msgid "{n} file"', 'msgid_plural "{n} files"', 'msgstr[0] "{n} Datei"', 'msgstr[1] "{n} Dateien"', "",
        'msgid "Hello"', 'msgstr ""', ""]), encoding="utf-8")
    return py_dir


def test_only_translated_texts_are_generated_and_the_generated_file_is_not_a_source(tmp_path):
    py_dir = make_site(tmp_path, "nplurals=2; plural=(n != 1);")
    assert [m.msgid for m in po_extract.extract(py_dir)] == ["{n} file", "Hello"]
    assert po_extract.boot_texts(py_dir) == {"xx": {"{n} file": ["{n} Datei", "{n} Dateien"]}}


def test_a_catalogue_with_another_plural_rule_is_refused(tmp_path):
    py_dir = make_site(tmp_path, "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);")
    with pytest.raises(po.PoError, match="Plural-Forms"):
        po_extract.boot_texts(py_dir)
