"""The turn as the page plays it (ui.controller): legal cells and rotations from the engine, tentative placement,
spots, abbot recalls, undo before confirming, confirming, and the keyboard cursor."""

import pytest

from carcassonne import CityChoice, Deployment, Game, Placement, Rules, Turn
from carcassonne.geometry import feature_kind
from ui.controller import DEPLOY, OVER, PLACE, VIEW, PlaceRefused, TurnState
from carcassonne.record import load_scenario


def fresh(seed=7, **kw):
    return TurnState(Game(["Anna", "Ben"], seed=seed, **kw))


def test_legal_cells_and_rotations_come_from_the_engine():
    ts = fresh()
    game = ts.game
    assert ts.phase == PLACE and ts.tile == game.drawn
    expected = {}
    for p in game.legal_placements():
        expected.setdefault((p.x, p.y), set()).add(p.rot)
    assert {c: set(r) for c, r in ts.options.items()} == expected
    cell = next(iter(ts.options))
    rots = ts.rotations(cell)
    assert ts.fitting(cell, rots[0]) == rots[0]
    # rotating over a cell visits only the rotations that fit there, in clockwise order
    seen = [ts.fitting(cell)]
    for _ in range(len(rots)):
        seen.append(ts.rotate(cell))
    assert set(seen) == set(rots) and seen[0] == seen[-1]


def test_rotating_the_tray_tile_goes_through_all_four():
    ts = fresh()
    assert [ts.rotate() for _ in range(4)] == [90, 180, 270, 0]
    assert ts.rotate(step=-1) == 270


def test_an_illegal_cell_is_refused_with_the_engine_reason():
    ts = fresh()
    with pytest.raises(PlaceRefused, match="touches no placed tile"):  # its own class: the board shows it
        ts.place((5, 5))
    assert "already a tile there" in ts.why_not((0, 0))
    assert ts.phase == PLACE and ts.placement is None


def test_river_rules_give_reasons_too():
    ts = fresh(seed=3, rules=Rules(expansions=("river",)))
    assert ts.tile.startswith("R")
    # the spring is at (0, 0) and its river flows east: a river tile elsewhere does not continue it
    bad = next(c for c in [(0, -1), (0, 1), (-1, 0)] if c not in ts.options)
    reason = ts.why_not(bad)
    assert reason


def test_place_then_spots_choose_undo_and_confirm():
    ts = fresh()
    game = ts.game
    cell = next(iter(ts.options))
    placement = ts.place(cell)
    assert ts.phase == DEPLOY
    assert placement == Placement(game.drawn, cell[0], cell[1], ts.fitting(cell))
    assert [s.deployment for s in ts.spots()] == game.legal_deployments(placement)
    for spot in ts.spots():
        assert spot.feature == feature_kind(placement.tile, placement.rot, spot.location)
        assert spot.label
    assert game.turns == [], "nothing is played before confirming"
    dep = ts.spots()[0].deployment
    ts.choose(dep)
    assert ts.choice == dep
    ts.choose(dep)  # choosing it again: no follower
    assert ts.choice is None
    with pytest.raises(ValueError):
        ts.choose(Deployment("C", "abbot"))
    ts.choose(dep)
    ts.undo()
    assert ts.phase == PLACE and ts.placement is None and ts.choice is None
    ts.place(cell)
    ts.choose(dep)
    drawn = game.drawn
    report = ts.confirm()
    assert game.turns == [(0, Turn(placement, dep))]
    assert report.turn.placement.tile == drawn
    assert ts.phase == PLACE and ts.tile == game.drawn and ts.player == 1


def test_rotating_the_placed_tile_keeps_to_fitting_rotations_and_resets_the_choice():
    ts = fresh()
    cell = max(ts.options, key=lambda c: len(ts.options[c]))
    ts.place(cell)
    if ts.spots():
        ts.choose(ts.spots()[0].deployment)
    before = ts.placement.rot
    after = ts.rotate()
    assert after in ts.options[cell]
    assert ts.choice is None
    assert (after != before) == (len(ts.options[cell]) > 1)


def abbot_position():
    """Seed 1 with The Abbot: Anna puts her abbot down on turn 1; on turn 3 she may take it back."""
    game = Game(["Anna", "Ben"], seed=1, rules=Rules(expansions=("abbot",)))
    for _ in range(2):
        turn = None
        if game.current_player == 0:
            for p in game.legal_placements():
                deps = [d for d in game.legal_deployments(p) if d.kind == "abbot"]
                if deps:
                    turn = Turn(p, deps[0])
                    break
        game.play(turn or Turn(game.legal_placements()[0]))
    assert game.legal_recalls()
    return game


def test_abbot_recall_counts_the_tile_just_placed_and_excludes_a_deployment():
    game = abbot_position()
    ts = TurnState(game)
    (cell,) = game.legal_recalls()
    # place next to the abbot if possible, so the new tile counts
    near = [c for c in ts.options if max(abs(c[0] - cell[0]), abs(c[1] - cell[1])) == 1]
    target = near[0] if near else next(iter(ts.options))
    ts.place(target)
    (recall,) = ts.recalls()
    assert recall.cell == cell
    assert recall.points == 1 + len(game.with_tile(ts.placement).board.surrounding(*cell))
    if near:
        assert recall.points == 2 + len(game.board.surrounding(*cell))
    if ts.spots():
        ts.choose(ts.spots()[0].deployment)
    ts.choose_recall(cell)
    assert ts.choice is None and ts.recall == cell
    before = game.scores[0]
    report = ts.confirm()
    assert report.turn.recall == cell and report.turn.deploy is None
    assert game.scores[0] == before + recall.points + sum(p for item in report.scored[1:] for q, p in item.awards if q == 0)
    with pytest.raises(ValueError):
        ts.choose_recall((9, 9))


def test_keyboard_cursor_walks_the_legal_cells():
    ts = fresh()
    start = ts.start_cursor()
    assert start in ts.options
    for direction in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
        cell = ts.move_cursor(*direction)
        assert cell in ts.options
    cells = {ts.cycle_cursor() for _ in range(len(ts.options))}
    assert cells == set(ts.options)


def test_over_and_view_phases():
    scenario = load_scenario({"format": "carcassonne-scenario", "version": 1, "players": ["A", "B"],
                              "turns": [{"tile": "E", "x": 0, "y": -1, "rot": 180}]})
    assert TurnState(scenario.game).phase == VIEW
    scenario.game.finish()
    assert TurnState(scenario.game).phase == OVER
    with pytest.raises(ValueError):
        TurnState(scenario.game).place((0, 1))


def gingerbread_position():
    """Seed 93 with the Gingerbread Man: M then GB3.  Anna's knight joins his city (the start tile's); Ben's GB3
    south of the start tile opens three cities he may go to."""
    game = Game(["Anna", "Ben"], seed=93, rules=Rules(expansions=("gingerbread",)))
    game.play(Turn(Placement("M", 0, -1, 180), Deployment("E")))
    assert game.drawn == "GB3"
    return game


def test_a_gingerbread_turn_needs_a_city_when_there_is_a_choice():
    game = gingerbread_position()
    ts = TurnState(game)
    ts.place((0, 1), 180)
    cities = ts.cities()
    assert cities == game.turn_choices(ts.placement)["gingerbread"] and len(cities) == 3
    assert ts.needs_city and not ts.ready and ts.city is None
    with pytest.raises(ValueError, match="gingerbread"):
        ts.confirm()
    with pytest.raises(ValueError):
        ts.choose_city(CityChoice(0, 0, "N"))  # his own city: not a candidate
    ts.choose_city(CityChoice(cities[1].x, cities[1].y, cities[1].at))
    assert ts.city == cities[1] and ts.ready
    before = game.scores[0]
    report = ts.confirm()
    assert report.turn.gingerbread == cities[1]
    assert game.scores[0] == before + 2, "Anna's knight was in his two-tile city when he left it"
    assert any(item.reason == "gingerbread" for item in report.scored)


def test_a_single_city_is_chosen_for_the_player_and_no_city_means_no_step():
    game = gingerbread_position()
    ts = TurnState(game)
    for cell, rots in ts.options.items():
        for rot in rots:
            ts.place(cell, rot)
            n = len(ts.cities())
            assert ts.needs_city == (n > 1)
            assert (ts.city is not None) == (n == 1)
            ts.undo()
    plain = TurnState(Game(["Anna", "Ben"], seed=7))
    plain.place(next(iter(plain.options)))
    assert plain.cities() == [] and plain.ready and plain.turn().gingerbread is None


def test_the_big_follower_is_offered_by_a_toggle_at_the_same_spots():
    ts = TurnState(Game(["Anna", "Ben"], seed=17, rules=Rules(expansions=("inns-cathedrals",))))
    cell = next(c for c in ts.options if (ts.place(c) and ts.has_big))
    normal = [s.deployment for s in ts.spots()]
    assert normal and all(d.kind == "normal" for d in normal) and not ts.big_mode
    ts.choose(normal[0])
    assert ts.toggle_big() is True and ts.big_mode
    assert [s.deployment for s in ts.spots()] == [Deployment(d.location, "big") for d in normal]
    assert ts.choice == Deployment(normal[0].location, "big"), "the chosen spot keeps its place"
    report = ts.confirm()
    assert report.turn.deploy.kind == "big" and ts.game.supply["big"][0] == 0
    assert not ts.big, "each turn starts with normal followers"
    assert cell in ts.game.board.tiles


def test_a_computer_seat_takes_no_input_and_plays_a_loaded_turn():
    import random

    from carcassonne import ai
    from ui.controller import AUTO

    game = Game(["Anna", "Bot"], seed=17)
    ts = TurnState(game, computers={1})
    assert ts.phase == PLACE
    ts.place((0, -1))
    ts.confirm()
    assert ts.phase == AUTO and ts.auto and ts.options == {} and not ts.ready
    with pytest.raises(ValueError):
        ts.place((0, 1))
    move = ai.choose_turn(game, random.Random(f"{game.seed}:{len(game.turns)}"))
    ts.load(move)
    assert ts.placement == move.placement and ts.choice == move.deploy and ts.phase == AUTO
    report = ts.confirm()
    assert report.turn == move and report.player == 1
    assert ts.phase == PLACE and ts.player == 0
