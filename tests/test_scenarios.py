"""Every scenario file replays and its `expect` holds; malformed or illegal scenarios are refused by name."""

import copy
import json
from pathlib import Path

import pytest

from carcassonne import Deployment, Game, Placement, Turn
from carcassonne.errors import IllegalMoveError, RecordError
from carcassonne.record import dump_scenario, load_scenario
from support import allowed_deployments, state
from ui.controller import TurnState

HERE = Path(__file__).resolve().parent
SHARED = next((p for p in (HERE.parents[1] / "shared", HERE.parent / "shared") if p.exists()), None)
FILES = sorted((HERE / "scenarios").rglob("*.json")) + sorted((SHARED / "examples").glob("*.json") if SHARED else [])


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_scenario_replays_and_expect_holds(path):
    scenario = load_scenario(path.read_bytes())
    assert scenario.expect_scores is not None, "every scenario file states what it expects"
    assert scenario.failures() == []
    assert scenario.scores == scenario.expect_scores


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_scenario_exports_and_reimports_to_the_same_state(path):
    scenario = load_scenario(path.read_bytes())
    again = load_scenario(json.dumps(dump_scenario(scenario.game, scenario.title)))
    assert again.scores == scenario.scores
    assert again.game.board.tiles.keys() == scenario.game.board.tiles.keys()
    assert again.game.meeples == scenario.game.meeples
    assert again.game.over == scenario.game.over


def base(turns, **extra):
    doc = {"format": "carcassonne-scenario", "version": 1, "players": ["Red", "Blue"],
           "rules": {"farmers": True, "expansions": []}, "turns": turns}
    doc.update(extra)
    return doc


REFUSED = [
    ("not json", "{", "the scenario is not valid JSON"),
    ("wrong format", {"format": "chess", "version": 1}, "format must be 'carcassonne-scenario'"),
    ("wrong version", {"format": "carcassonne-scenario", "version": 2}, "version 2 is not supported"),
    ("unknown key", base([], turnz=[]), "scenario: unknown key 'turnz'"),
    ("one player", dict(base([]), players=["Solo"]), "players must be a list of 2 to 5 names"),
    ("six without inns", dict(base([]), players=list("ABCDEF")), "6 only with inns-cathedrals"),
    ("big follower twice", dict(base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}},
                                      {"player": "Red", "tile": "U", "x": -1, "y": 0, "rot": 0,
                                       "meeple": {"at": "NNW", "kind": "big"}}]), rules={"expansions": ["inns-cathedrals"]}),
     "turn 2: meeple at NNW: Red has no big follower left"),
    ("same names", dict(base([]), players=["Red", "Red"]), "two players are called the same"),
    ("html name kept as text, bad expect",
     dict(base([]), expect={"scores": {"<b>Eve</b>": 1}}), "expect.scores: '<b>Eve</b>' is not a player"),
    ("unknown expansion", dict(base([]), rules={"expansions": ["dragons"]}), "'dragons' is not one of"),
    ("edge mismatch", base([{"tile": "E", "x": 0, "y": -1, "rot": 90}]),
     "turn 1: tile E at (0, -1) rotation 90: its south edge (field) meets a city"),
    ("detached", base([{"tile": "U", "x": 5, "y": 5, "rot": 0}]),
     "turn 1: tile U at (5, 5) rotation 0: it touches no placed tile along an edge"),
    ("cell taken", base([{"tile": "U", "x": 0, "y": 0, "rot": 0}]),
     "turn 1: tile U at (0, 0) rotation 0: there is already a tile there"),
    ("bad rotation", base([{"tile": "U", "x": 1, "y": 0, "rot": 45}]), "turn 1: rot must be 0, 90, 180 or 270"),
    ("unknown tile", base([{"tile": "ZZ", "x": 1, "y": 0, "rot": 0}]), "turn 1: tile ZZ at (1, 0) rotation 0: 'ZZ' is not a tile id"),
    ("unknown player", base([{"player": "Green", "tile": "U", "x": 1, "y": 0, "rot": 0}]),
     "turn 1: player 'Green' is not one of Red, Blue"),
    ("occupied city", base([{"tile": "G", "x": 0, "y": -1, "rot": 90, "meeple": "N"},
                            {"tile": "G", "x": 0, "y": -2, "rot": 90, "meeple": "S"}]),
     "turn 2: meeple at S: that city is already occupied"),
    ("occupied road", base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E"},
                            {"tile": "U", "x": -1, "y": 0, "rot": 0, "meeple": "W"}]),
     "turn 2: meeple at W: that road is already occupied"),
    ("no such location", base([{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": "C"}]),
     "turn 1: meeple at C: tile E at rotation 180 has no road, city, field, monastery or garden at C"),
    ("bad location name", base([{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": "Q"}]),
     "turn 1: meeple: location 'Q' is not one of"),
    ("farmers off", dict(base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "NNW"}]),
                         rules={"farmers": False, "expansions": []}),
     "turn 1: meeple at NNW: farmers are not in play in this game"),
    ("big follower without inns", base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "big"}}]),
     "turn 1: meeple at E: there is no big follower in this game"),
    ("ordinary follower on a garden", base([{"tile": "Eg", "x": 0, "y": -1, "rot": 180, "meeple": "G"}]),
     "turn 1: meeple at G: a garden can only take an abbot"),
    ("river U-turn", dict(base([{"tile": "RG", "x": 1, "y": 0, "rot": 0}, {"tile": "RI", "x": 1, "y": 1, "rot": 90}]),
                          rules={"expansions": ["river"]}),
     "turn 2: tile RI at (1, 1) rotation 90: the river may not turn right twice in a row (a U-turn)"),
    ("river U-turn after a straight", dict(base([
        {"tile": "RG", "x": 1, "y": 0, "rot": 0}, {"tile": "RD", "x": 1, "y": 1, "rot": 90},
        {"tile": "RJ", "x": 1, "y": 2, "rot": 90}]), rules={"expansions": ["river"]}),
     "turn 3: tile RJ at (1, 2) rotation 90: the river may not turn right twice in a row (a U-turn)"),
    ("river not continued", dict(base([{"tile": "RD", "x": 0, "y": -1, "rot": 0}]), rules={"expansions": ["river"]}),
     "turn 1: tile RD at (0, -1) rotation 0: a river tile must continue the river"),
    ("follower on the river", dict(base([{"tile": "RD", "x": 1, "y": 0, "rot": 0, "meeple": "E"}]),
                                   rules={"expansions": ["river"]}),
     "turn 1: meeple at E: followers may not stand on the river"),
    ("spring and lake wrap one field", dict(base([{"tile": "RD", "x": 1, "y": 0, "rot": 0, "meeple": "NNW"},
                                                  {"tile": "RL", "x": 2, "y": 0, "rot": 0, "meeple": "SSE"}]),
                                            rules={"expansions": ["river"]}),
     "turn 2: meeple at SSE: that field is already occupied"),
    ("abbot on a road", dict(base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": {"at": "E", "kind": "abbot"}}]),
                             rules={"expansions": ["abbot"]}),
     "turn 1: meeple at E: an abbot can only go on a monastery or a garden"),
    ("second abbot", dict(base([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}},
                                {"player": "Red", "tile": "B", "x": 1, "y": 1, "rot": 0,
                                 "meeple": {"at": "C", "kind": "abbot"}}]), rules={"expansions": ["abbot"]}),
     "turn 2: meeple at C: Red has no abbot follower left"),
    ("recall and deploy", dict(base([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}},
                                     {"player": "Red", "tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E",
                                      "recall": [0, 1]}]), rules={"expansions": ["abbot"]}),
     "turn 2: recall from (0, 1): the abbot can only be taken back on a turn with no follower deployed"),
    ("recall someone else's abbot", dict(base([{"tile": "B", "x": 0, "y": 1, "rot": 0, "meeple": {"at": "C", "kind": "abbot"}},
                                               {"tile": "U", "x": 1, "y": 0, "rot": 0, "recall": [0, 1]}]),
                                         rules={"expansions": ["abbot"]}),
     "turn 2: recall from (0, 1): Blue has no abbot on that tile"),
    ("recall without the abbot expansion", base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "recall": [0, 0]}]),
     "turn 1: recall (0, 0): taking an abbot back needs The Abbot expansion"),
    ("gingerbread into a finished city", dict(base([{"tile": "E", "x": 0, "y": -1, "rot": 180},
                                                    {"tile": "GB5", "x": 1, "y": 0, "rot": 0,
                                                     "gingerbread": {"x": 0, "y": 0, "at": "N"}}]),
                                              rules={"expansions": ["gingerbread"]}),
     "turn 2: gingerbread move to (0, 0) N: that city is finished"),
    ("gingerbread into the same city", dict(base([{"tile": "G", "x": 0, "y": -1, "rot": 90},
                                                  {"tile": "GB5", "x": 1, "y": 0, "rot": 0,
                                                   "gingerbread": {"x": 0, "y": -1, "at": "S"}}]),
                                            rules={"expansions": ["gingerbread"]}),
     "turn 2: gingerbread move to (0, -1) S: he is already in that city"),
    ("gingerbread choice missing", dict(base([{"tile": "GB5", "x": 1, "y": 0, "rot": 0}]),
                                        rules={"expansions": ["gingerbread"]}),
     "turn 1: gingerbread: choose the unfinished city the gingerbread man moves to"),
    ("gingerbread does not move", dict(base([{"tile": "U", "x": 1, "y": 0, "rot": 0,
                                              "gingerbread": {"x": 0, "y": 0, "at": "N"}}]),
                                       rules={"expansions": ["gingerbread"]}),
     "turn 1: gingerbread move to (0, 0) N: the gingerbread man does not move this turn"),
    ("gingerbread to no city", dict(base([{"tile": "GB5", "x": 1, "y": 0, "rot": 0,
                                           "gingerbread": {"x": 1, "y": 0, "at": "E"}}]),
                                    rules={"expansions": ["gingerbread"]}),
     "turn 1: gingerbread move to (1, 0) E: there is no city there"),
    ("gingerbread without the expansion", base([{"tile": "U", "x": 1, "y": 0, "rot": 0,
                                                  "gingerbread": {"x": 0, "y": 0, "at": "N"}}]),
     "the Gingerbread Man is not in this game"),
    ("unknown turn key", base([{"tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E", "meepel": "W"}]),
     "turn 1: unknown key 'meepel'"),
]


@pytest.mark.parametrize("name,doc,message", REFUSED, ids=[r[0] for r in REFUSED])
def test_bad_scenarios_are_refused_with_a_message(name, doc, message):
    source = doc if isinstance(doc, str) else copy.deepcopy(doc)
    with pytest.raises(RecordError) as info:
        load_scenario(source if isinstance(source, str) else json.dumps(source))
    assert message in str(info.value)


def test_a_later_illegal_turn_refuses_the_whole_scenario():
    doc = base([{"tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": "S"},
                {"tile": "E", "x": 0, "y": -1, "rot": 180}])
    with pytest.raises(RecordError, match="turn 2: .*there is already a tile there"):
        load_scenario(json.dumps(doc))


def test_default_player_order_follows_the_previous_turn():
    doc = base([{"player": "Blue", "tile": "U", "x": 1, "y": 0, "rot": 0, "meeple": "E"},
                {"tile": "U", "x": -1, "y": 0, "rot": 0}], end=True)
    scenario = load_scenario(json.dumps(doc))
    assert [p for p, _ in scenario.game.turns] == [1, 0]
    assert scenario.scores == {"Red": 0, "Blue": 3}


THROUGH_THE_TILE = HERE / "scenarios" / "joined-through-the-tile"
#: Each file ends with a tile put down bare; a follower at this location of it joins an occupied feature only
#: through another segment of the same tile (so it was missed by a look at the segment's own sides).
JOINED_THROUGH_THE_TILE = [
    ("road.json", "N", "that road is already occupied"),
    ("field.json", "NNW", "that field is already occupied"),
    ("city.json", "S", "that city is already occupied"),
    ("city-finished.json", "S", "that city is already occupied"),
]


def _before_the_last_turn(doc: dict):
    """The scenario's game just before its last turn, and that turn's placement and player."""
    *earlier, last = doc["turns"]
    scenario = load_scenario(json.dumps({**{k: v for k, v in doc.items() if k != "expect"},
                                         "turns": earlier, "end": False}))
    game = scenario.game
    placement = Placement(last["tile"], last["x"], last["y"], last["rot"])
    return game, placement, game.names.index(last["player"])


@pytest.mark.parametrize("name,at,why", JOINED_THROUGH_THE_TILE, ids=[c[0] for c in JOINED_THROUGH_THE_TILE])
def test_a_follower_is_refused_on_a_feature_occupied_through_the_tiles_other_segment(name, at, why):
    doc = json.loads((THROUGH_THE_TILE / name).read_text())
    assert "meeple" not in doc["turns"][-1], "the file itself plays the tile without a follower"
    game, placement, player = _before_the_last_turn(doc)
    offered = game.legal_deployments(placement, player)
    assert at not in {d.location for d in offered}
    assert set(offered) == allowed_deployments(game, placement, player)
    before = state(game)
    with pytest.raises(IllegalMoveError, match=f"meeple at {at}: {why}"):
        game.play(Turn(placement, Deployment(at)), player)
    assert state(game) == before
    doc["turns"][-1]["meeple"] = at
    with pytest.raises(RecordError) as info:
        load_scenario(json.dumps(doc))
    assert str(info.value) == f"turn {len(doc['turns'])}: meeple at {at}: {why}"


@pytest.mark.parametrize("name,at,why", JOINED_THROUGH_THE_TILE, ids=[c[0] for c in JOINED_THROUGH_THE_TILE])
def test_the_page_shows_no_spot_on_a_feature_occupied_through_the_tile(name, at, why):
    """The page's spots (ui.controller) in the same position reached by a normal game with a stacked bag."""
    doc = json.loads((THROUGH_THE_TILE / name).read_text())
    played, placement, _ = _before_the_last_turn(doc)
    game = Game(played.players, rules=played.rules, bag=[t["tile"] for t in doc["turns"]])
    for p, turn in played.turns:
        game.play(turn, p)
    page = TurnState(game)
    page.place(placement.cell, placement.rot)
    assert page.placement == placement
    locations = {s.location for s in page.all_spots()}
    assert locations and at not in locations
    assert {s.deployment for s in page.all_spots()} == allowed_deployments(game, placement, game.current_player)
