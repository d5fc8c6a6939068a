"""`ui.explain`: score sentences, feature previews and refusals in English and German, from the engine's data."""

from __future__ import annotations

import ast
import inspect
import re

import pytest

from carcassonne import Game, IllegalMoveError, Rules
from carcassonne import scoring
from carcassonne.expansions import gingerbread
from carcassonne.features import CATHEDRAL, INN, Meeple
from carcassonne.moves import Placement
from carcassonne.scoring import ScoreItem
from carcassonne.sim import random_game
from ui import i18n, po
from ui.explain import (CASES, REFUSALS, RULE_CODES, RULE_TEXT, Refusal, explain, feature_summary, reason_text,
                        refusal_from_message, refusal_text)

NAMES = ["Ann", "Bob", "Cy"]
ALL = ("river", "abbot", "inns-cathedrals", "gingerbread")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def both(function, *args):
    """(English, German) of one call."""
    i18n.set_language("en")
    english = function(*args)
    i18n.set_language("de")
    return english, function(*args)


def city(pennants=1, points=8, awards=((0, 8),), strength=((0, 1),), winners=(0,), reason="completed",
         rule="2 per tile + 2 per pennant"):
    return ScoreItem("city", reason, ((0, 0), (0, 1), (1, 1)), rule, points, strength, winners, awards, pennants)


def test_a_completed_city_with_a_pennant_in_both_languages():
    assert both(explain, city(), NAMES) == (
        "Ann scores 8 points for a completed city: 3 tiles, 1 pennant (2 points per tile + 2 per pennant).",
        "Ann erhält 8 Punkte für eine fertige Stadt: 3 Karten, 1 Wappen (2 Punkte pro Karte + 2 pro Wappen).")


def test_one_point_is_singular_in_both_languages():
    road = ScoreItem("road", "final", ((0, 0),), "1 per tile", 1, ((1, 1),), (1,), ((1, 1),))
    assert both(explain, road, NAMES) == (
        "Bob scores 1 point for an unfinished road: 1 tile (1 point per tile).",
        "Bob erhält 1 Punkt für eine nicht fertige Straße: 1 Karte (1 Punkt pro Karte).")


def test_a_tie_names_every_winner():
    item = city(pennants=2, points=10, awards=((0, 10), (2, 10)), strength=((0, 1), (2, 1)), winners=(0, 2))
    assert both(explain, item, NAMES) == (
        "Ann and Cy score 10 points each for a completed city, a tied majority: 3 tiles, 2 pennants "
        "(2 points per tile + 2 per pennant).",
        "Ann und Cy erhalten je 10 Punkte für eine fertige Stadt bei gleich starker Mehrheit: 3 Karten, 2 Wappen "
        "(2 Punkte pro Karte + 2 pro Wappen).")


def test_a_field_counts_finished_cities():
    field = scoring.field_item((Meeple(0, "normal", 0, 0, "S"), Meeple(1, "normal", 1, 0, "N"),
                                Meeple(1, "normal", 2, 0, "N")), [frozenset({(0, 1)}), frozenset({(5, 5), (5, 6)})])
    assert both(explain, field, NAMES) == (
        "Bob scores 6 points for a field: 2 finished cities bordered (3 points per finished city).",
        "Bob erhält 6 Punkte für eine Wiese: 2 angrenzende fertige Städte (3 Punkte pro fertige Stadt).")


def test_an_abbot_taken_back_from_a_garden():
    item = scoring.cloister_item("garden", scoring.RECALL, (0, 0), [(0, 1), (1, 1)], Meeple(2, "abbot", 0, 0, "G"))
    assert both(explain, item, NAMES) == (
        "Cy scores 3 points for an abbot taken back from a garden: 2 tiles around it (1 point + 1 per tile around it).",
        "Cy erhält 3 Punkte für den aus einem Garten zurückgenommenen Abt: 2 umliegende Karten "
        "(1 Punkt + 1 pro umliegende Karte).")


def test_a_surrounded_monastery():
    around = [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y]
    item = scoring.cloister_item("monastery", scoring.COMPLETED, (0, 0), around, Meeple(0, "normal", 0, 0, "C"))
    assert both(explain, item, NAMES)[1] == \
        "Ann erhält 9 Punkte für ein fertiges Kloster: 8 umliegende Karten (9 Punkte, wenn ganz umgeben)."


def test_the_gingerbread_man_pays_each_player_by_knights():
    item = ScoreItem("city", "gingerbread", ((0, 0), (0, 1)), "1 per tile for each knight, as he leaves", 2,
                     ((0, 2), (1, 1)), (), ((0, 4), (1, 2)))
    english, german = both(explain, item, NAMES)
    assert english == ("Ann scores 4 points for the gingerbread man's city: 2 tiles, 2 knights "
                       "(1 point per tile for each knight, as he leaves). Bob scores 2 points for the gingerbread "
                       "man's city: 2 tiles, 1 knight (1 point per tile for each knight, as he leaves).")
    assert german.startswith("Ann erhält 4 Punkte für die Stadt des Lebkuchenmanns: 2 Karten, 2 Ritter (1 Punkt pro "
                             "Karte für jeden Ritter, wenn er die Stadt verlässt). Bob erhält 2 Punkte")


def test_nobody_there_and_worth_nothing():
    empty = city(awards=(), strength=(), winners=())
    assert both(explain, empty, NAMES) == (
        "Nobody scores the completed city (3 tiles, 1 pennant): no follower there.",
        "Niemand erhält Punkte für die fertige Stadt (3 Karten, 1 Wappen): Dort steht kein Gefolgsmann.")
    cathedral = city(reason="final", points=0, awards=((0, 0),),
                     rule="cathedral: an unfinished city with a cathedral scores 0")
    assert both(explain, cathedral, NAMES) == (
        "Nobody scores the unfinished city (3 tiles, 1 pennant): it is worth nothing "
        "(cathedral: an unfinished city with a cathedral scores nothing).",
        "Niemand erhält Punkte für die nicht fertige Stadt (3 Karten, 1 Wappen): Sie ist nichts wert "
        "(Kathedrale: eine nicht fertige Stadt mit Kathedrale bringt nichts).")


def test_a_feature_preview_in_both_languages():
    item = city(strength=((0, 1), (1, 2)), winners=(1,))
    assert both(feature_summary, item, NAMES) == (
        "City: 3 tiles, 1 pennant, completed. Followers: Ann (1) and Bob (2); Bob leads. "
        "Scored 8 points (2 points per tile + 2 per pennant).",
        "Stadt: 3 Karten, 1 Wappen, fertig. Gefolgsleute: Ann (1) und Bob (2); Bob hat die Mehrheit. "
        "Hat 8 Punkte gebracht (2 Punkte pro Karte + 2 pro Wappen).")
    road = ScoreItem("road", "final", ((0, 0),), "1 per tile", 1)
    assert both(feature_summary, road, NAMES) == (
        "Road: 1 tile, unfinished. Nobody holds it. Worth 1 point now (1 point per tile).",
        "Straße: 1 Karte, nicht fertig. Niemand ist dort. Jetzt 1 Punkt wert (1 Punkt pro Karte).")


# --- every rule and case the engine produces has its sentence --------------------------------------------------

def engine_rules() -> set[str]:
    """Every points rule the scoring functions give, over all their cases."""
    rules = set()
    for tiles in (1, 3):
        for completed in (True, False):
            for flags in (0, INN):
                rules.add(scoring.road_value(tiles, flags, completed)[1])
            for flags in (0, CATHEDRAL):
                for pennants in (0, 2):
                    rules.add(scoring.city_value(tiles, pennants, flags, completed)[1])
    around = [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y]
    for reason in (scoring.COMPLETED, scoring.FINAL, scoring.RECALL):
        for n in (3, 8):
            rules.add(scoring.cloister_item("monastery", reason, (0, 0), around[:n], Meeple(0, "normal", 0, 0, "C"))
                      .points_rule)
    rules.add(scoring.field_item((), []).points_rule)
    return rules


def rule_literals(module) -> set[str]:
    """String constants of an engine module that read like a points rule (a new rule shows up here); docstrings
    left out, `{}` templates filled with 1 and 2."""
    tree = ast.parse(inspect.getsource(module))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and ast.get_docstring(node)}
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings and \
                re.search(r"\bper\b|scores 0|surrounded", node.value):
            found |= {node.value.format(n) for n in (1, 2)} if "{}" in node.value else {node.value}
    return found


def test_every_rule_of_the_scoring_functions_has_a_translation():
    rules = engine_rules()
    assert len(rules) >= 10
    assert sorted(r for r in rules if r not in RULE_CODES) == []
    assert set(RULE_CODES.values()) == set(RULE_TEXT)


def test_every_rule_written_in_the_engine_sources_has_a_translation():
    literals = rule_literals(scoring) | rule_literals(gingerbread) | rule_literals(inspect.getmodule(Game))
    unknown = [lit for lit in literals if lit not in RULE_CODES and not any(lit in rule for rule in RULE_CODES)]
    assert unknown == []
    whens = [node.args[2].value for node in ast.walk(ast.parse(inspect.getsource(gingerbread)))
             if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "_score"]
    assert len(whens) == 2
    assert all(f"1 per tile for each knight, {when}" in RULE_CODES for when in whens)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_item_of_whole_games_is_explained_in_german(seed):
    game = random_game(seed, 3, Rules(expansions=ALL))
    items = list(game.score_items)
    assert len(items) > 20
    for item in items:
        assert item.points_rule in RULE_CODES
        english, german = both(explain, item, game.names)
        assert english != german
        assert not re.search(r"\b(scores?|points?|tiles?|pennants?|per|nobody|knights?)\b", german, re.I), german


def test_cases_cover_every_feature_and_reason():
    assert set(CASES) == {(f, r) for f in ("road", "city") for r in ("completed", "final")} | {
        (f, r) for f in ("monastery", "garden") for r in ("completed", "final", "recall")} | {("field", "final")}


# --- refusals -----------------------------------------------------------------------------------------------

def test_an_edge_mismatch_in_both_languages():
    message = "tile D at (0, -1) rotation 0: its north edge (city) meets a field"
    refusal = refusal_from_message(message)
    assert refusal == Refusal("edge-mismatch", {"edge": "north", "have": "city", "want": "field"})
    assert both(reason_text, message) == ("its north edge (city) meets a field",
                                          "ihre Nordkante (Stadt) trifft auf eine Wiese")


def test_player_names_and_tile_ids_are_carried_over():
    assert both(reason_text, "meeple at N: Ann Smith has no big follower left") == (
        "Ann Smith has no big follower left", "Ann Smith hat keinen großen Gefolgsmann mehr")
    assert both(reason_text, "tile D at (1, 0) rotation 0: the tile drawn this turn is RK, not D") == (
        "the tile drawn this turn is a straight river with a road bridge, not a city cap with a straight road",
        "in diesem Zug wurde ein gerades Flussstück mit Straßenbrücke gezogen, nicht eine Stadtkappe mit gerader "
        "Straße")  # tiles named by what they show, never by their ids


def test_an_unknown_message_is_shown_as_the_engine_wrote_it():
    assert refusal_from_message("something new went wrong") is None
    assert both(reason_text, "something new went wrong") == ("something new went wrong",) * 2


def test_every_refusal_has_a_german_text():
    i18n.set_language("de")
    for code, reason in REFUSALS.items():
        params = {name: "X" for name in po.placeholders(reason.msgid)}
        if code == "edge-mismatch":
            params = {"edge": "north", "have": "road", "want": "river"}
        text = refusal_text(Refusal(code, params))
        assert text != reason.msgid.format_map(params), code
    assert refusal_text(Refusal("edge-mismatch", {"edge": "west", "have": "road", "want": "river"})) == \
        "ihre Westkante (Straße) trifft auf einen Fluss"


def probe_refusals(game: Game) -> set[str]:
    """Engine refusals of placements next to the board and of deployments on legal placements."""
    messages = set()
    xs = [x for x, _ in game.board.tiles] + [0]
    ys = [y for _, y in game.board.tiles] + [0]
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            for rot in (0, 90, 180, 270):
                why = game.placement_problem(Placement(game.drawn, x, y, rot))
                if why:
                    messages.add(why)
    for placement in game.legal_placements()[:6]:
        for location in ("N", "E", "S", "W", "C", "G", "NNW", "SSE"):
            for kind in ("normal", "big", "abbot"):
                try:
                    game.copy().play(f"{placement} +{location}" + ("" if kind == "normal" else f":{kind}"))
                except IllegalMoveError as exc:
                    messages.add(str(exc))
    return messages


@pytest.mark.parametrize("expansions, farmers, turns", [((), False, 14), (ALL, True, 14), (("river",), True, 4)])
def test_refusals_met_in_play_are_all_recognised(expansions, farmers, turns):
    messages = set()
    for seed in (1, 2):
        game = random_game(seed, 2, Rules(farmers=farmers, expansions=expansions), stop_after=turns)
        messages |= probe_refusals(game)
    assert len(messages) > 5
    assert sorted(m for m in messages if refusal_from_message(m) is None) == []


class CodedError(Exception):
    """What the engine's errors will look like once they carry a code (see the report's design note)."""

    def __init__(self, message, code, **params):
        super().__init__(message)
        self.code, self.params = code, params


def test_a_coded_engine_error_is_used_without_reading_its_text():
    error = CodedError("whatever the English says", "none-left-big", player="Bo")
    assert both(reason_text, error) == ("Bo has no big follower left", "Bo hat keinen großen Gefolgsmann mehr")
    assert both(reason_text, IllegalMoveError("tile D at (0, 1) rotation 90: there is already a tile there")) == (
        "there is already a tile there", "dort liegt schon eine Karte")


def test_a_score_item_carrying_a_rule_code_is_explained_from_it():
    class Coded:
        rule = "inn-tile-2"
        points_rule = "anything"

    i18n.set_language("de")
    from ui.explain import rule_text
    assert rule_text(Coded()) == "Gasthaus: 2 Punkte pro Karte"
