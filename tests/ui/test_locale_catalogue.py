"""The German catalogue against the sources: every message translated with the same placeholders, the .pot in
sync, nothing stale, and the rulebook's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ui import i18n, po, po_extract, po_tool

PY_DIR = Path(po.__file__).resolve().parent.parent
GERMAN = PY_DIR / "locale" / "de" / "LC_MESSAGES" / "carcassonne.po"
TEMPLATE = PY_DIR / "locale" / "carcassonne.pot"


@pytest.fixture(scope="module")
def messages():
    return po_extract.extract(PY_DIR)


@pytest.fixture(scope="module")
def german():
    return po.parse_po(GERMAN.read_text(encoding="utf-8"), str(GERMAN))


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_the_sources_have_messages(messages):
    assert len(messages) > 200
    assert all(m.references for m in messages)


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_every_message_has_a_german_translation_with_the_same_placeholders(messages, german):
    assert po_tool.problems(german, messages) == []


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_the_catalogue_holds_no_message_the_sources_lost(messages, german):
    wanted = {m.key for m in messages}
    stale = [e.msgid[:60] for e in german if e.msgid and e.key not in wanted]
    assert stale == []


def test_german_plural_rule_is_declared(german):
    fields = po.header_fields(german)
    assert fields["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    assert fields["Language"] == "de"
    assert all(len(e.msgstr) == 2 for e in german if e.plural)


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_the_template_is_in_sync_with_the_sources(messages):
    """Fails after a message is added or changed: run `PYTHONPATH=py python3 -m ui.po extract`."""
    assert TEMPLATE.read_text(encoding="utf-8") == po_extract.pot_text(messages)


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_the_german_catalogue_compiles_and_every_message_is_served(messages):
    built = po.compile_catalogues(PY_DIR)
    assert set(built) == {"locale/de/LC_MESSAGES/carcassonne.mo"}
    i18n.install("de", built["locale/de/LC_MESSAGES/carcassonne.mo"])
    try:
        i18n.set_language("de")
        untranslated = []
        for m in messages:
            if m.plural is None:
                got = i18n.catalogue().pgettext(m.context, m.msgid) if m.context else i18n.catalogue().gettext(m.msgid)
            else:
                got = i18n.catalogue().ngettext(m.msgid, m.plural, 2) if not m.context else \
                    i18n.catalogue().npgettext(m.context, m.msgid, m.plural, 2)
            if got in (m.msgid, m.plural) and not _same_in_german(m.msgid):
                untranslated.append(m.msgid)
        assert untranslated == []
    finally:
        i18n.install("de")
        i18n.set_language("en")


def _same_in_german(msgid: str) -> bool:
    """Messages whose German is the English text (list separators, names, words shared by both)."""
    return msgid in {"{tiles}, {banners}", "{player} ({n})", "{item}, {rest}", "Winter", "Zoom", "Pink", "Computer",
                     "Computer {n}",
                     "{player}: {spot}", " + {follower}", "{where}: {reason}"}


@pytest.mark.parametrize("context, english, rulebook", [
    ("role", "knight", "Ritter"), ("role", "thief", "Wegelagerer"), ("role", "monk", "Mönch"),
    ("role", "farmer", "Bauer"), ("role", "abbot", "Abt"), ("role", "follower", "Gefolgsmann"),
    ("role", "large follower", "großer Gefolgsmann"), ("terrain", "road", "Straße"), ("terrain", "city", "Stadt"),
    ("terrain", "field", "Wiese"), ("category", "Monasteries", "Klöster"), ("category", "Gardens", "Gärten"),
])
def test_words_are_the_rulebook_s(context, english, rulebook, german):
    by_key = {e.key: e for e in german}
    assert by_key[(context, english)].msgstr == (rulebook,)


def test_no_german_translation_uses_words_the_rulebook_does_not(german):
    foreign = re.compile(r"\b(Meeple|Feld|Felder|Kachel|Plättchen|Dieb|Kirche|Spielstein)\b")
    found = [(e.msgid[:40], foreign.search(text)[0]) for e in german for text in e.msgstr if foreign.search(text)]
    assert found == []
