"""`ui.i18n`: the current language, German plural forms, placeholders, fallbacks and switch listeners."""

from __future__ import annotations

import pytest

from ui import i18n, po
from ui.i18n import join_names, language_from, nt, pt, t


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.install("de")  # a test may have installed a catalogue of its own
    i18n.set_language("en")


@pytest.mark.parametrize("preferred, expected", [
    (["de-DE", "en-US"], "de"), (["en-GB", "de"], "en"), (["fr-FR", "de-AT"], "de"), (["fr", "it"], "en"),
    ([], "en"), (None, "en"), ("de", "de"), ("DE_ch", "de"), (" en ", "en"), ("xx", "en"),
])
def test_language_from_takes_the_first_supported_preference(preferred, expected):
    assert language_from(preferred) == expected


def test_german_plurals_follow_the_rulebook():
    i18n.set_language("de")
    assert nt("{n} tile", "{n} tiles", 1) == "1 Karte"
    assert nt("{n} tile", "{n} tiles", 2) == "2 Karten"
    assert nt("{n} tile", "{n} tiles", 0) == "0 Karten"
    assert nt("{n} banner", "{n} banners", 3) == "3 Wappen"
    one = nt("{player} wins with {points} point!", "{player} wins with {points} points!", 1, player="Ann", points=1)
    many = nt("{player} wins with {points} point!", "{player} wins with {points} points!", 2, player="Ann", points=2)
    assert (one, many) == ("Ann gewinnt mit 1 Punkt!", "Ann gewinnt mit 2 Punkten!")
    assert nt("Worth {points} point now ({rule}).", "Worth {points} points now ({rule}).", 1, points=1, rule="x") \
        == "Jetzt 1 Punkt wert (x)."
    assert nt("Worth {points} point now ({rule}).", "Worth {points} points now ({rule}).", 2, points=2, rule="x") \
        == "Jetzt 2 Punkte wert (x)."


def test_english_is_the_msgid_with_its_placeholders_filled():
    assert i18n.language() == "en"
    assert t("Turn {number}: {player}", number=3, player="Ann") == "Turn 3: Ann"
    assert nt("{n} tile", "{n} tiles", 1) == "1 tile" and nt("{n} tile", "{n} tiles", 5) == "5 tiles"
    assert pt("role", "thief") == "thief"


def test_context_tells_the_same_english_word_apart():
    i18n.set_language("de")
    assert pt("role", "abbot") == "Abt" and pt("category", "Gardens") == "Gärten"
    assert pt("terrain", "field") == "Wiese" and pt("meets", "a field") == "eine Wiese"
    assert pt("role", "thief") == "Wegelagerer" and pt("role", "large follower") == "großer Gefolgsmann"


def test_a_message_missing_from_the_catalogue_falls_back_to_english():
    i18n.set_language("de")
    assert t("Not in any catalogue, {player}", player="Ann") == "Not in any catalogue, Ann"
    assert nt("{n} apple", "{n} apples", 2) == "2 apples"


def test_text_from_players_is_filled_in_as_it_is():
    i18n.set_language("de")
    assert t("Turn {number}: {player}", number=1, player="{evil} <b>") == "Zug 1: {evil} <b>"


def test_a_translation_naming_an_unknown_placeholder_falls_back_to_english():
    broken = po.compile_po_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                                'msgid "Turn {number}: {player}"\nmsgstr "Zug {nummer}: {player}"\n')
    i18n.install("de", broken)
    i18n.set_language("de")
    assert t("Turn {number}: {player}", number=2, player="Bo") == "Turn 2: Bo"


def test_switching_tells_the_listeners_once_and_they_can_leave():
    heard = []
    leave = i18n.on_change(heard.append)
    assert i18n.set_language("de") is True
    assert i18n.set_language("de") is False
    assert i18n.set_language("en") is True
    leave()
    i18n.set_language("de")
    assert heard == ["de", "en"]
    assert t("Start game") == "Spiel starten"


def test_an_unknown_language_is_refused_and_changes_nothing():
    with pytest.raises(ValueError, match="'fr' is not one of en, de"):
        i18n.set_language("fr")
    assert i18n.language() == "en"


def test_the_catalogue_is_read_from_the_built_mo_before_the_po(tmp_path):
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    header = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    (folder / "carcassonne.po").write_text(header + 'msgid "Rules"\nmsgstr "aus der po"\n', encoding="utf-8")
    assert i18n._read_catalogue("de", tmp_path).gettext("Rules") == "aus der po"
    (folder / "carcassonne.mo").write_bytes(po.compile_po_text(header + 'msgid "Rules"\nmsgstr "aus der mo"\n'))
    assert i18n._read_catalogue("de", tmp_path).gettext("Rules") == "aus der mo"
    assert i18n._read_catalogue("de", tmp_path / "nowhere").gettext("Rules") == "Rules"


def test_names_are_joined_in_the_current_language():
    assert [join_names(n) for n in ([], ["A"], ["A", "B"], ["A", "B", "C"])] == ["", "A", "A and B", "A, B and C"]
    i18n.set_language("de")
    assert join_names(["A", "B", "C", "D"]) == "A, B, C und D"


@pytest.mark.parametrize("url, stored, browser, expected", [
    ("de", "en", ["en-US"], "de"),        # the embed's lang= wins
    (None, "de", ["en-US"], "de"),        # then the remembered choice
    ("fr", None, ["de-CH", "en"], "de"),  # an unsupported lang= is ignored
    (None, "klingon", ["en"], "en"),      # so is a damaged stored value
    (None, None, ["de-DE"], "de"),        # first visit: the browser's language
    ("", "", [], "en"),
])
def test_initial_language_order(url, stored, browser, expected):
    assert i18n.initial_language(url, stored, browser) == expected


def every_lookup(cat, messages):
    """Each message of a catalogue looked up the way the UI does (every plural form, with and without context)."""
    out = []
    for key in messages:
        context, _, rest = key.rpartition("\x04") if "\x04" in key else (None, "", key)
        singular, _, plural = rest.partition("\0")
        for n in (0, 1, 2, 5):
            if plural and context is not None:
                out.append(cat.npgettext(context, singular, plural, n))
            elif plural:
                out.append(cat.ngettext(singular, plural, n))
        out.append(cat.pgettext(context, singular) if context is not None else cat.gettext(singular))
    out += [cat.gettext("not in any catalogue"), cat.ngettext("a {n}", "some {n}", 1), cat.ngettext("a", "b", 3),
            cat.pgettext("ctx", "missing"), cat.npgettext("ctx", "one", "many", 1), cat.npgettext("ctx", "a", "b", 2)]
    return out


def test_the_catalogue_reader_answers_as_pythons_gettext_does():
    import gettext
    import io

    data = po.compile_catalogues()["locale/de/LC_MESSAGES/carcassonne.mo"]
    ours, theirs = i18n.read_mo(data), gettext.GNUTranslations(io.BytesIO(data))
    assert isinstance(ours, i18n.Catalogue) and len(ours.messages) > 100
    assert every_lookup(ours, ours.messages) == every_lookup(theirs, ours.messages)
    assert ours.ngettext("{n} tile", "{n} tiles", 2) == "{n} Karten"


def test_a_catalogue_with_another_plural_rule_is_read_by_gettext():
    text = ('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=3; '
            'plural=(n==1 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2);\\n"\n\n'
            'msgid "{n} tile"\nmsgid_plural "{n} tiles"\nmsgstr[0] "one"\nmsgstr[1] "few"\nmsgstr[2] "many"\n')
    cat = i18n.read_mo(po.compile_po_text(text))
    assert [cat.ngettext("{n} tile", "{n} tiles", n) for n in (1, 3, 5)] == ["one", "few", "many"]


def test_a_file_that_is_no_catalogue_is_refused():
    with pytest.raises(ValueError, match="magic"):
        i18n.read_mo(b"PK\x03\x04" + bytes(40))


def test_a_damaged_catalogue_is_refused():
    data = po.compile_catalogues()["locale/de/LC_MESSAGES/carcassonne.mo"]
    with pytest.raises(ValueError, match="damaged"):
        i18n.read_mo(data[:40])
