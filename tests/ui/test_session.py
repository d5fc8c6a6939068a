"""The game on screen without the screen (ui.session): confirming, taking back against the computer, the turn
report's turns, stepping through a scenario, what a save's meta says."""

import pytest

from carcassonne import Game, IllegalMoveError, Rules
from carcassonne.record import load_scenario
from carcassonne.sim import random_game
from ui.controller import AUTO, DEPLOY, PLACE, VIEW
from ui.tile_words import tile_phrase
from ui.session import LOG_KEEP, GameSession, log_entry

SCENARIO = {
    "format": "carcassonne-scenario", "version": 1, "title": "Two turns", "description": "A road, then a city.",
    "players": [{"name": "Anna", "color": "red"}, {"name": "Ben", "color": "blue"}],
    "turns": [{"player": "Anna", "tile": "V", "x": 0, "y": 1, "rot": 0},
              {"player": "Ben", "tile": "E", "x": 0, "y": -1, "rot": 180, "meeple": "S"}],
}


def place_first_option(session):
    turn = session.turn
    cell, rots = next(iter(sorted(turn.options.items())))
    turn.place(cell, rots[0])
    return cell


def test_a_person_confirms_a_turn_and_the_log_says_what_was_placed():
    session = GameSession(Game(["Anna", "Ben"], seed=3))
    assert session.turn.phase == PLACE and session.active and not session.viewing
    with pytest.raises(ValueError):
        session.confirm()  # nothing placed yet: not the moment
    cell = place_first_option(session)
    assert session.turn.phase == DEPLOY
    report = session.confirm()
    assert session.game.turns and report.number == 1
    heading, lines = session.log[-1]
    placed = session.game.board.tiles[cell][0].id
    assert heading == f"Turn 1: Anna placed {tile_phrase(placed)}."  # what the tile shows, not where
    assert lines == report.events(session.names)
    assert session.turn.phase == PLACE and session.turn.player == 1  # Ben's turn now, a fresh TurnState


def test_taking_back_against_the_computer_takes_back_its_answers_too():
    session = GameSession(Game(["Anna", "Computer"], seed=5), computers=[1])
    place_first_option(session)
    session.confirm()
    assert session.computer_due() and session.turn.phase == AUTO
    token = session.token
    placement = session.computer_turn()
    assert placement is not None and session.turn.placement == placement
    session.confirm(auto=True)
    assert len(session.game.turns) == 2 and len(session.log) == 2
    assert session.take_back()
    assert session.game.turns == [] and session.log == []
    assert session.token != token  # a pending computer step is now stale
    assert session.turn.phase == PLACE and session.turn.player == 0
    assert not session.take_back() and not session.can_take_back()


def test_the_computer_plays_the_same_move_in_a_replayed_turn():
    def first_move():
        session = GameSession(Game(["Computer", "Anna"], seed=11), computers=[0])
        return session.computer_turn()
    assert first_move() == first_move()


def test_the_report_after_computer_turns_lists_each_of_them():
    session = GameSession(Game(["Anna", "C1", "C2"], seed=8), computers=[1, 2])
    place_first_option(session)
    session.confirm()
    for _ in range(2):
        session.computer_turn()
        session.confirm(auto=True)
    reports = session.reports_to_show(session.last_report())
    assert [r.player for r in reports] == [1, 2]
    assert session.reports_to_show(session.game.reports[1]) == [session.game.reports[1]]  # not the last one


def test_save_meta_names_the_seats_and_the_position():
    session = GameSession(Game(["Anna", "Computer"], seed=2), computers=[1], save_id="abc", levels={1: "hard"})
    meta = session.save_meta(now_ms=1234)
    assert meta == {"id": "abc", "saved": 1234, "turn": 0, "scores": [0, 0], "over": False,
                    "tiles_left": session.game.tiles_left, "computers": [1], "levels": {"1": "hard"}}
    session.hints = 2
    assert session.save_meta()["hints"] == 2
    assert GameSession(Game(["Anna", "Ben"], seed=2)).save_meta().keys().isdisjoint({"levels", "hints"})


def test_stepping_through_a_scenario_replays_its_turns():
    scenario = load_scenario(SCENARIO)
    session = GameSession(scenario.game, computers=[0], scenario=scenario)
    assert session.viewing and session.computers == frozenset() and not session.computer_due()
    assert session.view_step == session.steps() == 2 and session.turn.phase == VIEW
    assert session.goto_step(0) == 0 and len(session.game.board.tiles) == 1
    assert session.goto_step(7) == 2 and len(session.game.board.tiles) == 3  # clamped
    assert session.goto_step(-3) == 0
    session.goto_step(1)
    assert [o.id for o, _ in session.game.board.tiles.values()].count("V") == 1
    assert session.title() == "Two turns" and not session.can_take_back()


def test_the_log_keeps_the_last_entries_only():
    game = random_game(4, stop_after=LOG_KEEP + 5)
    session = GameSession(game)
    assert len(session.log) == 12  # a resumed game shows its recent turns
    while len(session.log) <= LOG_KEEP and not session.game.over:
        place_first_option(session)
        session.confirm()
    assert len(session.log) <= LOG_KEEP


def test_log_entry_names_the_follower_and_the_final_scoring():
    empty = Game(["Anna", "Ben"], seed=1)
    empty.finish()  # a game ended before any turn: its report is the final scoring alone
    assert log_entry(empty.reports[-1], empty.names)[0] == "Final scoring"
    game = random_game(9)
    names = game.names
    with_follower = next(r for r in game.reports if r.number and r.turn.deploy)
    heading = log_entry(with_follower, names)[0]
    assert heading.startswith(f"Turn {with_follower.number}: {names[with_follower.player]} placed ")
    assert any(word in heading for word in ("knight", "thief", "monk", "farmer", "abbot"))


def test_river_left_only_while_a_river_tile_is_in_hand():
    session = GameSession(Game(["Anna", "Ben"], seed=1, rules=Rules(expansions=("river",))))
    left = session.river_left()
    assert isinstance(left, int) and left >= 0
    while session.river_left() is not None:
        place_first_option(session)
        session.confirm()
    assert session.river_left() is None and session.game.turns
    assert GameSession(Game(["Anna", "Ben"], seed=1)).river_left() is None


def test_an_illegal_confirm_keeps_the_turn():
    session = GameSession(Game(["Anna", "Ben"], seed=3))
    place_first_option(session)
    session.turn.choice = None

    def refuse():
        raise IllegalMoveError("no")
    session.turn.confirm = refuse
    with pytest.raises(IllegalMoveError):
        session.confirm()
    assert session.game.turns == [] and session.log == [] and session.turn.phase == DEPLOY


def test_a_step_marks_the_features_its_turn_scored():
    from ui.highlights import scored_pieces

    scenario = load_scenario(SCENARIO)
    session = GameSession(scenario.game, scenario=scenario)
    session.goto_step(1)
    assert scored_pieces(session.game, session.last_report()) == []  # Anna's road scored nothing
    session.goto_step(2)
    report = session.last_report()
    (item,) = [i for i in report.scored if i.feature == "city"]
    pieces = scored_pieces(session.game, report)
    assert {(x, y) for _, _, x, y, _ in pieces} == set(item.tiles) == {(0, 0), (0, -1)}
    assert all(loc in ("N", "S") for *_, loc in pieces)
    assert scored_pieces(session.game, None) == []


def test_every_feature_scored_in_play_is_found_on_the_board():
    from ui.highlights import scored_pieces

    game = random_game(21, stop_after=30)
    checked = set()
    for n in range(1, len(game.turns) + 1):
        report = game.reports[n - 1]
        items = [i for i in report.scored if i.reason != "final" and i.feature != "field"]
        if not items:
            continue
        at_step = game.replay(game.turns[:n])
        cells = {(x, y) for _, _, x, y, _ in scored_pieces(at_step, at_step.reports[-1])}
        for item in items:
            if item.feature in ("road", "city"):
                assert set(item.tiles) <= cells
            else:
                assert any(c in cells for c in item.tiles)
            checked.add(item.feature)
    assert {"road", "city"} <= checked
