"""A lesson's seats named after their colours read in the page's language; people's names never change."""

from __future__ import annotations

import pytest

from carcassonne import record
from ui import i18n
from ui.player_names import shown_name
from ui.session import GameSession

LESSON = {"format": "carcassonne-scenario", "version": 1, "title": "Two seats",
          "players": ["Red", {"name": "Blue", "color": "blue"}, {"name": "Green", "color": "yellow"}],
          "turns": [{"tile": "D", "x": 1, "y": 0, "rot": 0}]}


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_a_seat_named_after_its_own_colour_reads_in_german(german):
    assert shown_name("Red", "red") == "Rot" and shown_name("blue", "blue") == "Blau"
    assert shown_name("Anna", "red") == "Anna"
    assert shown_name("Green", "yellow") == "Green"  # not its colour: a name like any other
    assert shown_name("Redd", "red") == "Redd"


def test_in_english_the_names_are_as_written():
    assert shown_name("Red", "red") == "Red" and shown_name("Anna", "red") == "Anna"


def test_a_scenario_session_shows_the_colour_names_of_the_page_s_language(german):
    scenario = record.load_scenario(LESSON)
    session = GameSession(scenario.game, scenario=scenario)
    assert session.names == ["Rot", "Blau", "Green"]
    assert scenario.game.names == ["Red", "Blue", "Green"]  # the record keeps the scenario's names


def test_a_game_s_names_are_the_players_own(german):
    scenario = record.load_scenario(LESSON)
    session = GameSession(scenario.game.copy())
    assert session.names == ["Red", "Blue", "Green"]
