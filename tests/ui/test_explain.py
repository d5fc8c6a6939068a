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
from carcassonne.scoring import ScoreItem
from carcassonne.sim import random_game
from ui import i18n, po
from carcassonne.errors import PROBLEMS, Problem
from ui.explain import (CASES, REFUSALS, RULE_TEXT, Refusal, explain, feature_summary, move_refusal_text, refusal_of,
                        refusal_text)

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
         rule="tile-2-pennant-2"):
    return ScoreItem.of_rule("city", reason, ((0, 0), (0, 1), (1, 1)), rule, points, strength, winners, awards,
                             pennants)


def test_a_completed_city_with_a_pennant_in_both_languages():
    assert both(explain, city(), NAMES) == (
        "Ann scores 8 points for a completed city: 3 tiles, 1 banner (2 points per tile + 2 per banner).",
        "Ann erhält 8 Punkte für eine fertige Stadt: 3 Karten, 1 Wappen (2 Punkte pro Karte + 2 pro Wappen).")


def test_one_point_is_singular_in_both_languages():
    road = ScoreItem.of_rule("road", "final", ((0, 0),), "tile-1", 1, ((1, 1),), (1,), ((1, 1),))
    assert both(explain, road, NAMES) == (
        "Bob scores 1 point for an unfinished road: 1 tile (1 point per tile).",
        "Bob erhält 1 Punkt für eine nicht fertige Straße: 1 Karte (1 Punkt pro Karte).")


def test_a_tie_names_every_winner():
    item = city(pennants=2, points=10, awards=((0, 10), (2, 10)), strength=((0, 1), (2, 1)), winners=(0, 2))
    assert both(explain, item, NAMES) == (
        "Ann and Cy score 10 points each for a completed city, a tied majority: 3 tiles, 2 banners "
        "(2 points per tile + 2 per banner).",
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
    item = ScoreItem.of_rule("city", "gingerbread", ((0, 0), (0, 1)), "gingerbread-leaves", 2,
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
        "Nobody scores the completed city (3 tiles, 1 banner): no follower there.",
        "Niemand erhält Punkte für die fertige Stadt (3 Karten, 1 Wappen): Dort steht kein Gefolgsmann.")
    cathedral = city(reason="final", points=0, awards=((0, 0),),
                     rule="cathedral-unfinished-0")
    assert both(explain, cathedral, NAMES) == (
        "Nobody scores the unfinished city (3 tiles, 1 banner): it is worth nothing "
        "(cathedral: an unfinished city with a cathedral scores nothing).",
        "Niemand erhält Punkte für die nicht fertige Stadt (3 Karten, 1 Wappen): Sie ist nichts wert "
        "(Kathedrale: eine nicht fertige Stadt mit Kathedrale bringt nichts).")


def test_a_feature_preview_in_both_languages():
    item = city(strength=((0, 1), (1, 2)), winners=(1,))
    assert both(feature_summary, item, NAMES) == (
        "City: 3 tiles, 1 banner, completed. Followers: Ann (1) and Bob (2); Bob leads. "
        "Scored 8 points (2 points per tile + 2 per banner).",
        "Stadt: 3 Karten, 1 Wappen, fertig. Gefolgsleute: Ann (1) und Bob (2); Bob hat die Mehrheit. "
        "Hat 8 Punkte gebracht (2 Punkte pro Karte + 2 pro Wappen).")
    road = ScoreItem.of_rule("road", "final", ((0, 0),), "tile-1", 1)
    assert both(feature_summary, road, NAMES) == (
        "Road: 1 tile, unfinished. Nobody holds it. Worth 1 point now (1 point per tile).",
        "Straße: 1 Karte, nicht fertig. Niemand ist dort. Jetzt 1 Punkt wert (1 Punkt pro Karte).")


# --- every rule and case the engine produces has its sentence --------------------------------------------------

def engine_rules() -> set[str]:
    """Every points rule code the scoring functions give, over all their cases."""
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
                      .rule)
    rules.add(scoring.field_item((), []).rule)
    return rules


def test_every_rule_of_the_scoring_functions_has_a_translation():
    rules = engine_rules()
    assert len(rules) >= 10
    assert rules <= set(scoring.RULES)
    assert set(scoring.RULES) == set(RULE_TEXT), "the page words every rule the engine has, and no other"


def test_every_score_item_made_in_the_engine_names_its_rule_by_code():
    """Items are made through `ScoreItem.of_rule` with a code of `RULES` (its English comes from there), never
    with English written at the call."""
    sources = [scoring, gingerbread, inspect.getmodule(Game)]
    made = [(module.__name__, node) for module in sources for node in ast.walk(ast.parse(inspect.getsource(module)))
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute))
            and (getattr(node.func, "id", None) == "ScoreItem" or getattr(node.func, "attr", None) == "of_rule")]
    assert len(made) >= 5
    plain = [(name, node.lineno) for name, node in made if getattr(node.func, "id", None) == "ScoreItem"]
    assert plain == [], "a ScoreItem made without its rule code"
    for name, node in made:
        rule = node.args[3]
        codes = ([rule.value] if isinstance(rule, ast.Constant) else [])
        assert codes == [] or set(codes) <= set(scoring.RULES), (name, node.lineno)
    gingerbread_rules = [node.args[2].value for node in ast.walk(ast.parse(inspect.getsource(gingerbread)))
                         if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "_score"]
    assert sorted(gingerbread_rules) == ["gingerbread-before", "gingerbread-leaves"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_item_of_whole_games_is_explained_in_german(seed):
    game = random_game(seed, 3, Rules(expansions=ALL))
    items = list(game.score_items)
    assert len(items) > 20
    for item in items:
        assert item.rule in RULE_TEXT and item.points_rule == scoring.RULES[item.rule]
        english, german = both(explain, item, game.names)
        assert english != german
        assert not re.search(r"\b(scores?|points?|tiles?|pennants?|banners?|per|nobody|knights?)\b", german, re.I), german


def test_cases_cover_every_feature_and_reason():
    assert set(CASES) == {(f, r) for f in ("road", "city") for r in ("completed", "final")} | {
        (f, r) for f in ("monastery", "garden") for r in ("completed", "final", "recall")} | {("field", "final")}


# --- refusals -----------------------------------------------------------------------------------------------

def test_an_edge_mismatch_in_both_languages():
    game = Game(2, seed=1, bag=["D", "E"])
    with pytest.raises(IllegalMoveError) as caught:
        game.play("D@0,-1r0")
    error = caught.value
    assert str(error) == "tile D at (0, -1) rotation 0: its south edge (field) meets a city"
    assert refusal_of(error) == Refusal("edge-mismatch", {"edge": "south", "have": "field", "want": "city",
                                                          "cell": (0, -1), "rot": 0})
    assert both(move_refusal_text, error) == ("its south edge (field) meets a city",
                                              "ihre Südkante (Wiese) trifft auf eine Stadt")


def test_player_names_and_tile_ids_are_carried_over():
    error = IllegalMoveError("whatever the English says", "none-left-big", player="Ann Smith", kind="big")
    assert both(move_refusal_text, error) == (
        "Ann Smith has no large follower left", "Ann Smith hat keinen großen Gefolgsmann mehr")
    wrong = Game(2, seed=1, bag=["RK", "D"])
    with pytest.raises(IllegalMoveError) as caught:
        wrong.play("D@1,0r0")
    assert str(caught.value) == "tile D at (1, 0) rotation 0: the tile drawn this turn is RK, not D"
    assert both(move_refusal_text, caught.value) == (
        "the tile drawn this turn is a straight river with a road bridge, not a city cap with a straight road",
        "in diesem Zug wurde ein gerades Flussstück mit Straßenbrücke gezogen, nicht eine Stadtkappe mit gerader "
        "Straße")  # tiles named by what they show, never by their ids


def test_an_error_without_a_known_code_is_shown_as_the_engine_wrote_it():
    for error in (IllegalMoveError("something new went wrong"), IllegalMoveError("something new", "no-such-code")):
        assert refusal_of(error) is None
        assert both(move_refusal_text, error) == (str(error),) * 2
    assert refusal_of("tile D at (0, 1) rotation 90: there is already a tile there") is None, "text is never read"


def test_every_refusal_has_a_german_text():
    i18n.set_language("de")
    for code, msgid in REFUSALS.items():
        params = {name: "X" for name in po.placeholders(msgid)}
        if code == "edge-mismatch":
            params = {"edge": "north", "have": "road", "want": "river"}
        text = refusal_text(Refusal(code, params))
        assert text != msgid.format_map(params), code
    assert refusal_text(Refusal("edge-mismatch", {"edge": "west", "have": "road", "want": "river"})) == \
        "ihre Westkante (Straße) trifft auf einen Fluss"


def test_the_page_words_exactly_the_engines_codes():
    assert set(REFUSALS) == set(PROBLEMS)


def test_a_problem_is_frozen_data_whose_text_is_the_engines_english():
    problem = Problem("edge-mismatch", edge="east", have="city", want="road")
    assert str(problem) == "its east edge (city) meets a road"
    assert problem == Problem("edge-mismatch", edge="east", have="city", want="road") and problem
    with pytest.raises(AttributeError):
        problem.code = "cell-taken"
    assert hash(problem) == hash(Problem("edge-mismatch", edge="west", have="road", want="field"))
    assert Problem("cell-taken", x=1, y=2).params == {"x": 1, "y": 2}
    assert both(move_refusal_text, problem) == ("its east edge (city) meets a road",
                                                "ihre Ostkante (Stadt) trifft auf eine Straße")


def test_a_score_item_carrying_a_rule_code_is_explained_from_it():
    class Coded:
        rule = "inn-tile-2"
        points_rule = "anything"

    i18n.set_language("de")
    from ui.explain import rule_text
    assert rule_text(Coded()) == "Gasthaus: 2 Punkte pro Karte"
