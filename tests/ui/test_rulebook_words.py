"""The rulebooks' words wherever a person reads English: "banner" (the Winter Edition's rulebook), never "pennant";
"large follower" (Inns & Cathedrals), never "big follower" (nor a "big knight" and the like). The German entries use
the German rulebooks' words for the same things: "Wappen" and "großer Gefolgsmann". Codes, keys and test ids
(``kind="big"``, ``"tile-2-pennant-2"``) are not read by a person and may keep their names."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ui import po, po_extract

PY_DIR = Path(po.__file__).resolve().parent.parent
GERMAN = PY_DIR / "locale" / "de" / "LC_MESSAGES" / "carcassonne.po"
LESSONS = PY_DIR.parent / "static" / "lessons"
OLD_WORDS = re.compile(r"\bpennants?\b|\bbig (?:follower|knight|thief|monk|farmer)s?\b", re.I)


@pytest.fixture(scope="module")
def messages():
    return po_extract.extract(PY_DIR)


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_no_english_message_says_pennant_or_big_follower(messages):
    found = [text for m in messages for text in (m.msgid, m.plural or "") if OLD_WORDS.search(text)]
    assert found == []


@pytest.mark.build_tool  # extracts the messages from the sources, as the build does
def test_the_rulebook_words_are_in_the_catalogue(messages):
    """The check above would pass on an empty catalogue: the new words are really there."""
    texts = " ".join(m.msgid for m in messages)
    assert "2 points per tile + 2 per banner" in texts and "Use the large follower" in texts


def test_the_german_entries_use_the_german_rulebooks_words():
    entries = po.parse_po(GERMAN.read_text(encoding="utf-8"), str(GERMAN))
    words = lambda e: re.sub(r"\{\w+\}", "", e.msgid)  # noqa: E731 - a placeholder's name is not a word
    banners = [e for e in entries if re.search(r"\bbanners?\b", words(e))]
    large = [e for e in entries if re.search(r"\blarge follower\b", words(e), re.I)]
    assert banners and large
    assert all("Wappen" in " ".join(e.msgstr) for e in banners), [e.msgid for e in banners]
    assert all(re.search(r"gro(ß|ss)\w* Gefolgsm", " ".join(e.msgstr), re.I) for e in large), [e.msgid for e in large]


def english_texts(value, key: str = ""):
    """Every English text of a lesson file (its `i18n` block holds the other languages)."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in ("i18n", "de", "s"):
                yield from english_texts(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from english_texts(v, key)
    elif isinstance(value, str) and key not in ("kind", "id", "file", "next", "topic"):
        yield value


@pytest.mark.skipif(not LESSONS.is_dir(), reason="the lessons are not beside py/ here")
def test_no_lesson_says_pennant_or_big_follower_in_english():
    found = [(path.name, text) for path in sorted(LESSONS.glob("*.json"))
             for text in english_texts(json.loads(path.read_text(encoding="utf-8"))) if OLD_WORDS.search(text)]
    assert found == []
