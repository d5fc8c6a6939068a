"""Value types: text form, parse, and errors that quote the input."""

import pytest

from carcassonne import CityChoice, Deployment, Game, IllegalMoveError, ParseError, Placement, Turn


@pytest.mark.parametrize("text", ["E@0,-1r180", "E@0,-1r180 +S", "IC01@-3,12r270 +C:abbot",
                                  "U@1,0r0 +NNW:big", "RJ@2,2r90 ^1,-1", "GB1@0,-1r0 +N ~4,-1:E"])
def test_turn_text_round_trips(text):
    turn = Turn.parse(text)
    assert str(turn) == text
    assert Turn.parse(str(turn)) == turn


def test_parts_are_read_into_values():
    turn = Turn.parse("E@0,-1r180 +S:big ~2,3:N")
    assert turn.placement == Placement("E", 0, -1, 180)
    assert turn.deploy == Deployment("S", "big")
    assert turn.gingerbread == CityChoice(2, 3, "N")


@pytest.mark.parametrize("text,fragment", [
    ("", "is empty"), ("E@0,-1", "'E@0,-1' is not of the form TILE@X,YrROT"), ("E@0,-1r45", "rotation 45"),
    ("E@0,-1r90 +Q", "location 'Q'"), ("E@0,-1r90 +S:giant", "follower kind 'giant'"),
    ("E@0,-1r90 S", "cannot read 'S'"), ("E@0,-1r90 +S +N", "cannot read '+N'"),
    ("E@0,-1r90 ~1,2:X", "gingerbread move '~1,2:X'"),
])
def test_bad_text_is_refused_quoting_it(text, fragment):
    with pytest.raises(ParseError) as info:
        Turn.parse(text)
    assert fragment in str(info.value)


def test_values_are_frozen_and_hashable():
    p = Placement("E", 0, -1, 180)
    with pytest.raises(AttributeError):
        p.x = 3  # type: ignore[misc]
    assert len({p, Placement("E", 0, -1, 180)}) == 1
    with pytest.raises(ParseError):
        Placement("E", 0, 0, 45)


@pytest.mark.parametrize("value,message", [
    (None, "a turn must be text, not null"),
    (7, "a turn must be text, not 7"),
    (b"E@0,-1r180", "a turn must be text, not b'E@0,-1r180'"),
    (["E@0,-1r180"], "a turn must be text, not ['E@0,-1r180']"),
    ("E@0,-1r180 " + "+S " * 100, "is too long (311 characters, at most 200)"),
    ("E@0," + "9" * 5000 + "r0", "is too long (5006 characters, at most 200)"),
    ("E@0,99999999r0", "number '99999999' is off the table (at most ±10000)"),
    ("E@0,0r" + "9" * 9, "number '999999999' is off the table"),
    ("ABCDEFGHIJ@0,0r0", "tile 'ABCDEFGHIJ' is not a tile id"),
])
def test_non_text_and_oversized_turns_are_parse_errors(value, message):
    with pytest.raises(ParseError) as info:
        Turn.parse(value)
    assert message in str(info.value) and len(str(info.value)) < 200


@pytest.mark.parametrize("build,message", [
    (lambda: Placement(5, 0, 0), "placement: tile 5 is not a tile id"),
    (lambda: Placement("E", 0, 10**5000), "placement: coordinate <a whole number of about 5001 digits> is off the table (at most ±10000)"),
    (lambda: Placement("E", 0.0, 0), "placement: coordinate 0.0 is not a whole number"),
    (lambda: Deployment(["S"]), "location ['S'] is not one of"),
    (lambda: CityChoice(0, 0, "Q"), "gingerbread move: edge 'Q' is not one of N, E, S, W"),
    (lambda: Turn("E@0,0r0"), "a turn's placement must be a Placement, not str"),
    (lambda: Turn(Placement("E", 0, 0), deploy="S"), "a turn's deployment must be a Deployment, not str"),
    (lambda: Turn(Placement("E", 0, 0), recall=[1, 2]), "a turn's recall must be a tile's (x, y), not [1, 2]"),
])
def test_values_of_the_wrong_type_are_parse_errors(build, message):
    with pytest.raises(ParseError) as info:
        build()
    assert message in str(info.value)


@pytest.mark.parametrize("turn,player,error,message", [
    (None, None, ParseError, "a turn must be text, not null"),
    (3.5, None, ParseError, "a turn must be text, not 3.5"),
    ({"tile": "E"}, None, ParseError, "a turn must be text, not {'tile': 'E'}"),
    ("D@0,-1r0", "0", IllegalMoveError, "there is no player '0'"),
    ("D@0,-1r0", True, IllegalMoveError, "there is no player true"),
    ("D@0,-1r0", "huge", IllegalMoveError, "there is no player <a whole number of about 5001 digits>"),
], ids=["none", "float", "dict", "text player", "bool player", "huge player"])
def test_play_refuses_what_is_not_a_turn_with_a_documented_error(turn, player, error, message):
    game = Game(["A", "B"], free=True)
    with pytest.raises(error) as info:
        game.play(turn, 10**5000 if player == "huge" else player)
    assert message in str(info.value) and not game.turns
