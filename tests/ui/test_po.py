"""The .po reader and .mo writer (`ui.po`): what `gettext.GNUTranslations` reads back is what the .po says."""

from __future__ import annotations

import gettext
import io
import struct

import pytest

from ui import po, po_extract, po_tool

SAMPLE = r'''# A translator's comment
msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: ui/app.py:10
msgid "Start game"
msgstr "Spiel starten"

#, python-brace-format
msgid "{n} point"
msgid_plural "{n} points"
msgstr[0] "{n} Punkt"
msgstr[1] "{n} Punkte"

msgctxt "edge"
msgid "north"
msgstr "Norden"

msgctxt "role"
msgid "farmer"
msgid_plural "farmers"
msgstr[0] "Bauer"
msgstr[1] "Bauern"

msgid ""
"A long text "
"on two lines\n"
"with \"quotes\", a tab\there and a backslash \\"
msgstr ""
"Ein langer Text "
"auf zwei Zeilen\n"
"mit \"Anführungszeichen\", einem Tab\thier und einem Backslash \\ \x41\101"

#, fuzzy
msgid "Game log"
msgstr "Spielverlauf (unsicher)"

msgid "Untranslated"
msgstr ""

#~ msgid "Old message"
#~ msgstr "Alte Nachricht"
'''


def read_back(text: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(po.compile_po_text(text)))


def test_the_compiled_catalogue_reads_back_through_gettext():
    cat = read_back(SAMPLE)
    assert cat.gettext("Start game") == "Spiel starten"
    assert cat.ngettext("{n} point", "{n} points", 1) == "{n} Punkt"
    assert cat.ngettext("{n} point", "{n} points", 2) == "{n} Punkte"
    assert cat.ngettext("{n} point", "{n} points", 0) == "{n} Punkte"
    assert cat.pgettext("edge", "north") == "Norden"
    assert cat.gettext("north") == "north"  # the context keeps it apart
    assert cat.npgettext("role", "farmer", "farmers", 3) == "Bauern"
    assert cat.info()["language"] == "de"


def test_escapes_and_multi_line_strings_are_joined_and_decoded():
    cat = read_back(SAMPLE)
    english = 'A long text on two lines\nwith "quotes", a tab\there and a backslash \\'
    assert cat.gettext(english) == 'Ein langer Text auf zwei Zeilen\nmit "Anführungszeichen", einem Tab\thier ' \
                                   'und einem Backslash \\ AA'


def test_fuzzy_untranslated_and_obsolete_entries_are_left_out():
    entries = po.parse_po(SAMPLE)
    assert "Old message" not in [e.msgid for e in entries]
    assert [e.fuzzy for e in entries if e.msgid == "Game log"] == [True]
    cat = read_back(SAMPLE)
    assert cat.gettext("Game log") == "Game log"
    assert cat.gettext("Untranslated") == "Untranslated"
    assert cat.gettext("Old message") == "Old message"


def test_the_mo_image_has_sorted_keys_and_gnu_layout():
    data = po.compile_po_text(SAMPLE)
    magic, revision, count, originals, translations = struct.unpack("<5I", data[:20])
    assert (magic, revision) == (0x950412DE, 0)
    keys = []
    for i in range(count):
        length, offset = struct.unpack("<2I", data[originals + 8 * i:originals + 8 * i + 8])
        assert data[offset + length] == 0
        keys.append(data[offset:offset + length])
    assert keys == sorted(keys)
    assert b"edge\x04north" in keys and b"{n} point\x00{n} points" in keys
    assert count == 6  # header, 4 messages, the long text; not the fuzzy, untranslated or obsolete ones
    assert translations == originals + 8 * count


@pytest.mark.parametrize("bad, says", [
    ('msgid "a"\nmsgstr "b" junk', "quoted string"),
    ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"', "appears twice"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[1] "x"', r"needs msgstr\[0\]"),
    ('msgid "a"\nmsgstr "\\q"', "unknown escape"),
    ('msgid "a"\nmsgtext "b"', "unknown keyword"),
    ('"orphan"', "continues no keyword"),
    ('msgid "a"', "without msgstr"),
])
def test_a_broken_po_is_refused_with_its_line(bad, says):
    with pytest.raises(po.PoError, match=says):
        po.parse_po(bad, "x.po")


def test_quote_is_the_inverse_of_unquote():
    for text in ['plain', 'say "hi"\n', 'back\\slash\ttab', '„Gänsefüßchen“ …']:
        assert po.unquote(po.quote(text)) == text


def test_compile_catalogues_names_each_mo_as_the_zip_does(tmp_path):
    (tmp_path / "locale" / "de" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "locale" / "de" / "LC_MESSAGES" / "carcassonne.po").write_text(SAMPLE, encoding="utf-8")
    (tmp_path / "locale" / "carcassonne.pot").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    built = po.compile_catalogues(tmp_path)
    assert list(built) == ["locale/de/LC_MESSAGES/carcassonne.mo"]
    cat = gettext.GNUTranslations(io.BytesIO(built["locale/de/LC_MESSAGES/carcassonne.mo"]))
    assert cat.gettext("Start game") == "Spiel starten"


def test_the_extractor_finds_literal_calls_and_markers_only():
    source = '''
from ui.i18n import t, nt, pt, npt, N_, NN_, NP_
a = t("Hello {player}", player=name)
b = nt("{n} tile", "{n} tiles", n)
c = pt("edge", "north")
d = npt("size", "{n} city", "{n} cities", n)
LABELS = {"x": N_("Roads"), "y": NN_("{n} left", "{n} left"), "z": NP_("role", "farmer")}
e = t(variable)
f = i18n.t("Via the module")
'''
    found = [(m.context, m.msgid, m.plural, line) for m, line in po_extract.messages_in(source)]
    assert found == [(None, "Hello {player}", None, 3), (None, "{n} tile", "{n} tiles", 4), ("edge", "north", None, 5),
                     ("size", "{n} city", "{n} cities", 6), (None, "Roads", None, 7),
                     (None, "{n} left", "{n} left", 7), ("role", "farmer", None, 7), (None, "Via the module", None, 9)]


def test_placeholders_are_names_only():
    assert po.placeholders("{player} scores {points}, {{not one}}") == {"player", "points"}
    for bad in ["{} points", "{0} points", "{points:>3}", "{player!r}", "{a.b}", "{unclosed"]:
        with pytest.raises(po.PoError):
            po.placeholders(bad)


def test_problems_name_missing_and_mismatched_translations():
    entries = po.parse_po('msgid "{a} x"\nmsgstr "{b} y"\n\nmsgid "{n} p"\nmsgid_plural "{n} ps"\n'
                          'msgstr[0] "ein p"\nmsgstr[1] "{n} pe"\n\nmsgid "z"\nmsgstr ""')
    messages = [po_extract.Message("{a} x"), po_extract.Message("{n} p", plural="{n} ps"), po_extract.Message("z"),
                po_extract.Message("gone", references=("ui/x.py:1",))]
    found = po_tool.problems(entries, messages)
    assert len(found) == 4
    assert "placeholders ['b']" in found[0] and "msgstr[0]" in found[1]
    assert "not translated" in found[2] and "missing (ui/x.py:1)" in found[3]


def test_the_pot_template_parses_and_lists_every_message():
    messages = [po_extract.Message("Hello {player}", references=("a.py:1",)), po_extract.Message("north", "edge"),
                po_extract.Message("{n} tile", plural="{n} tiles"), po_extract.Message("two\nlines")]
    entries = po.parse_po(po_extract.pot_text(messages))
    assert [(e.context, e.msgid, e.plural) for e in entries if e.msgid] == \
        [(None, "Hello {player}", None), ("edge", "north", None), (None, "{n} tile", "{n} tiles"),
         (None, "two\nlines", None)]
    assert "python-brace-format" in entries[1].flags


def test_english_only_words_are_those_no_translation_uses():
    entries = po.parse_po('msgid "{player} scores the Game"\nmsgstr "{player} erhält das Game"\n\n'
                          'msgid "{n} tile"\nmsgid_plural "{n} tiles"\nmsgstr[0] "{n} Karte"\nmsgstr[1] "{n} Karten"\n\n'
                          'msgid "Skipped entry"\nmsgstr ""')
    assert po.english_only_words(entries) == {"scores", "tile", "tiles"}


def test_the_german_catalogue_leaves_telltale_english_words():
    from pathlib import Path
    path = Path(po.__file__).resolve().parent.parent / "locale" / "de" / "LC_MESSAGES" / "carcassonne.po"
    words = po.english_only_words(po.parse_po(path.read_text(encoding="utf-8")))
    assert {"scores", "tiles", "follower", "unfinished", "monastery", "field"} <= words
    assert not {"zoom", "winter", "computer", "json", "enter"} & words  # words both languages use
