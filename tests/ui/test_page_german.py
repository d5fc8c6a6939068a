"""The page's sentences in German (ui.text, ui.turn_text, the session's log, the turn's refusals, the new-game form)
and the extractor's reading of the pages' data-i18n texts."""

from __future__ import annotations

import pytest

from carcassonne import Game
from ui import i18n, po_extract, text
from ui.controller import TurnState
from ui.new_game_form import default_name, is_default_name, renamed_for_kind
from ui.session import GameSession, log_entry


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_followers_in_hand_and_cities_use_the_rulebook_words_and_plurals(german):
    supply = {"normal": [7, 1], "big": [1, 0], "abbot": [0, 1]}
    assert text.supply_line(supply, 0) == "7 Gefolgsleute + großer Gefolgsmann · Abt im Spiel"
    assert text.supply_line(supply, 1) == "1 Gefolgsmann · großer Gefolgsmann im Spiel + Abt"
    assert text.city_summary(1, []) == "1 Karte, keine Ritter"
    two = text.city_summary(2, [("Anna", 1), ("Ben", 2)])
    assert two.startswith("2 Karten, ") and "Anna" in two and "Ben" in two and "Ritter" in two
    assert text.spot_label("normal", "city") == "Ritter in der Stadt"
    assert text.spot_phrase(text.spot_label("normal", "city")) == "Ritter in der Stadt"  # nouns keep capitals
    assert text.spot_label("normal", "field", "top right") == "Bauer auf der Wiese oben rechts"
    assert text.spot_label("big", "road", "left") == "Großer Gefolgsmann als Wegelagerer auf der Straße links"


def test_the_same_sentences_in_english():
    supply = {"normal": [7, 1], "big": [1, 0], "abbot": [0, 1]}
    assert text.supply_line(supply, 0) == "7 followers + large follower · abbot in play"
    assert text.city_summary(1, []) == "1 tile, no knights"
    assert text.spot_phrase(text.spot_label("normal", "city", "N")) == "knight in the city"
    assert text.winners_line([0, 1], ["Ann", "Bob"], 1) == \
        "A tie: Ann and Bob share the win with 1 point. The rules call for another game!"


def test_the_log_is_written_in_the_language_shown_when_it_is_shown():
    session = GameSession(Game(["Anna", "Ben"], seed=3))
    turn = session.turn
    cell, rots = next(iter(sorted(turn.options.items())))
    turn.place(cell, rots[0])
    session.confirm()
    english = session.log[-1][0]
    assert english.startswith("Turn 1: Anna placed ")
    i18n.set_language("de")
    try:
        german = session.log[-1][0]
        assert german.startswith("Zug 1: Anna legte ") and german.endswith(" an."), german
        assert "(" not in german  # no coordinates
        final = log_entry(session.game.reports[-1], session.names)[0]
        assert "placed" not in final
    finally:
        i18n.set_language("en")


def test_a_refused_cell_says_why_in_german(german):
    game = Game(["Anna", "Ben"], seed=17)
    turn = TurnState(game, set())
    far = (5, 5)
    assert turn.why_not(far) == "sie grenzt mit keiner Kante an eine ausgelegte Karte"
    i18n.set_language("en")
    assert turn.why_not(far) == "it touches no placed tile along an edge"


def test_default_names_follow_the_language_and_typed_names_stay(german):
    assert default_name(1) == "Spieler 2" and default_name(1, computer=True) == "Computer 2"
    assert is_default_name("Player 2", 1) and is_default_name("Spieler 2", 1)
    assert renamed_for_kind("Player 2", 1, computer=False) == "Spieler 2"
    assert renamed_for_kind("Anna", 1, computer=True) == "Anna"


@pytest.mark.build_tool
def test_the_extractor_reads_the_pages_data_i18n_texts():
    found = po_extract.html_messages('<p data-i18n="Start game">x</p><b title="y" data-i18n-title="Zoom in &amp; out"></b>'
                             '<i data-i18n="">empty</i>')
    assert [(m.msgid, line) for m, line in found] == [("Start game", 1), ("Zoom in & out", 1)]
    index = {m.msgid: m for m in po_extract.extract()}
    assert "../index.html" in " ".join(index["Start game"].references)
